//! Scenario tests: one per rule and option of the rules reference (`shared/docs/rules.md`).
//!
//! Each test builds a position (a [`Scenario`] or a seeded deal), takes the moves a player would
//! take, and checks what the table would show: hands, top card, colour, whose turn, direction,
//! pending draws, scores and the errors of refused moves.

use uno_party::engine::{
    Action, Amount, BluffPenalty, Card, Colour, CustomEffect, CustomWild, CustomWilds, Deck, DeckList, Direction,
    Event, FirstWild, Game, Kind, NewCardPoints, OptionalRule, Phase, ReverseWithTwo, RuleError, RuleSet, Scenario,
    Scoring, Seat, Setup, SetupError, Stacking, TargetScore, UnoPenalty, Waiting, WildDrawFourRule, WildPlay, Zone,
    profiles,
};

// ----- helpers -----

/// A card by name: "Red 7", "Blue Skip", "Wild Draw Four", "Customizable Wild 1".
fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Several cards by name.
fn cs(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| c(n)).collect()
}

/// `seat`'s hand, in face order.
fn held(g: &Game, seat: Seat) -> Vec<Card> {
    g.hand(seat).to_vec()
}

fn sizes(g: &Game) -> Vec<usize> {
    g.hand_sizes().collect()
}

fn build(s: Scenario) -> Game {
    s.build().unwrap_or_else(|e| panic!("scenario: {e}"))
}

/// Applies a move that must be accepted.
fn act(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    g.apply(seat, a).unwrap_or_else(|e| panic!("seat {seat} {a:?} was refused: {e}"))
}

/// Applies a move that must be refused, checks that nothing changed, and returns the reason.
fn refused(g: &mut Game, seat: Seat, a: Action) -> RuleError {
    let before = g.to_ron();
    let e = g.apply(seat, a).expect_err(&format!("seat {seat} {a:?} should be refused"));
    assert_eq!(g.to_ron(), before, "a refused {a:?} changed the game");
    e
}

fn rules(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet::default();
    f(&mut r);
    r
}

fn amount(n: u8) -> Amount {
    Amount::new(n).expect("1 to 10")
}

/// 112-card rules whose only Customizable Wild ("Customizable Wild 1") has these effects.
fn custom_rules(effects: &[CustomEffect]) -> RuleSet {
    let wild = CustomWild::new("House card", effects).expect("valid custom wild");
    RuleSet {
        deck: Deck::SwapAndCustom,
        custom_wilds: CustomWilds::new(vec![wild]).expect("one custom wild"),
        ..RuleSet::default()
    }
}

/// The first card turned in a deal's events (before any return to the deck).
fn first_turned(events: &[Event]) -> Card {
    events
        .iter()
        .find_map(|e| match e {
            Event::CardMoved { card: Some(c), from: Zone::DrawPile, to: Zone::DiscardPile } => Some(*c),
            _ => None,
        })
        .expect("a card is turned")
}

/// Deals seeded rounds (4 seats, dealer 0) until the first card turned satisfies `want`.
fn deal_until(rules: &RuleSet, want: impl Fn(Card) -> bool) -> (Game, Vec<Event>) {
    for seed in 0..200_000 {
        let mut g = Game::new(Setup { seats: 4, rules: rules.clone(), seed, dealer: Some(0) }).expect("setup");
        let events = act(&mut g, 0, Action::StartRound);
        if want(first_turned(&events)) {
            return (g, events);
        }
    }
    panic!("no seed turns the wanted first card");
}

/// The seats skipped in these events, in order.
fn skipped_seats(events: &[Event]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Skipped { seat } => Some(*seat),
            _ => None,
        })
        .collect()
}

/// Every card of the deck that the given cards do not use (for positions with an empty draw pile).
fn rest_of_deck(deck: &DeckList, used: &[Card]) -> Vec<Card> {
    let mut rest: Vec<Card> = deck.cards().collect();
    for u in used {
        let i = rest.iter().position(|x| x == u).expect("card in deck");
        rest.remove(i);
    }
    rest
}

// ----- deck -----

#[test]
fn deck_classic_has_108_cards_in_the_printed_composition() {
    let d = RuleSet::default().deck_list();
    assert_eq!(d.len(), 108);
    assert_eq!(d.cards().count(), 108);
    for colour in Colour::ALL {
        assert_eq!(d.count(Card::number(colour, 0)), 1, "one {colour} 0");
        for n in 1..=9 {
            assert_eq!(d.count(Card::number(colour, n)), 2, "two {colour} {n}");
        }
        assert_eq!(d.count(Card::skip(colour)), 2);
        assert_eq!(d.count(Card::reverse(colour)), 2);
        assert_eq!(d.count(Card::draw_two(colour)), 2);
    }
    assert_eq!(d.count(Card::WILD), 4);
    assert_eq!(d.count(Card::WILD_DRAW_FOUR), 4);
    assert_eq!(d.count(Card::SWAP_HANDS), 0);
    assert_eq!(d.count(Card::custom(0)), 0);
    // 19 cards of each colour, as the box sheet lists.
    for colour in Colour::ALL {
        let numbers: usize = (0..=9).map(|n| d.count(Card::number(colour, n)) as usize).sum();
        assert_eq!(numbers, 19);
    }
}

#[test]
fn deck_112_adds_swap_hands_and_three_customizable_wilds() {
    let d = RuleSet::deck_112().deck_list();
    assert_eq!(d.len(), 112);
    assert_eq!(d.cards().count(), 112);
    assert_eq!(d.count(Card::SWAP_HANDS), 1);
    for i in 0..3 {
        assert_eq!(d.count(Card::custom(i)), 1);
    }
    assert_eq!(d.count(Card::WILD), 4);
    assert_eq!(d.count(Card::WILD_DRAW_FOUR), 4);
}

#[test]
fn deck_with_one_or_two_customizable_wilds_has_110_or_111_cards() {
    let one = custom_rules(&[CustomEffect::Reverse]);
    let d = one.deck_list();
    assert_eq!(d.len(), 110);
    assert_eq!(d.count(Card::custom(0)), 1);
    assert_eq!(d.count(Card::custom(1)), 0);
    let w = |t: &str| CustomWild::new(t, &[CustomEffect::Reverse]).expect("valid");
    let two = RuleSet { custom_wilds: CustomWilds::new(vec![w("a"), w("b")]).expect("two"), ..one };
    assert_eq!(two.deck_list().len(), 111);
    assert!(CustomWilds::new(vec![]).is_none(), "at least one customizable wild");
    assert!(CustomWilds::new(vec![w("a"), w("b"), w("c"), w("d")]).is_none(), "at most three");
}

#[test]
fn deck_112_game_deals_every_card_of_the_bigger_deck() {
    let (g, _) = Game::new_dealt(Setup { seats: 4, rules: RuleSet::deck_112(), seed: 3, dealer: Some(0) }).unwrap();
    let in_hands: usize = sizes(&g).iter().sum();
    assert_eq!(in_hands + g.draw_pile_len() + g.discard_pile_len(), 112);
    assert!(g.check_invariants().is_ok());
}

// ----- setup -----

#[test]
fn setup_deals_seven_cards_each_and_turns_one_card() {
    let (g, _) = deal_until(&RuleSet::default(), |c| matches!(c.kind(), Kind::Number(_)));
    assert_eq!(sizes(&g), vec![7, 7, 7, 7]);
    assert_eq!(g.discard_pile_len(), 1);
    assert_eq!(g.draw_pile_len(), 108 - 28 - 1);
    assert_eq!(g.round(), 1);
}

#[test]
fn setup_player_left_of_dealer_starts_and_play_goes_clockwise() {
    let rules = RuleSet::default();
    let (mut g, events) = deal_until(&rules, |c| matches!(c.kind(), Kind::Number(_)));
    // Dealer 0: the deal begins with seat 1, and seat 1 plays first.
    let first_dealt = events.iter().find_map(|e| match e {
        Event::CardMoved { to: Zone::Hand(s), .. } => Some(*s),
        _ => None,
    });
    assert_eq!(first_dealt, Some(1));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.direction(), Direction::Clockwise);
    // Seat 1 draws (and keeps): seat 2, the next seat clockwise, plays.
    act(&mut g, 1, Action::Draw);
    if matches!(g.phase(), Phase::PlayOrKeep { .. }) {
        act(&mut g, 1, Action::KeepDrawn);
    }
    assert_eq!(g.to_act(), Some(2));
}

#[test]
fn setup_last_seat_dealing_lets_seat_zero_start() {
    for seed in 0..1000 {
        let mut g = Game::new(Setup { seats: 5, rules: RuleSet::default(), seed, dealer: Some(4) }).unwrap();
        let events = act(&mut g, 0, Action::StartRound);
        if matches!(first_turned(&events).kind(), Kind::Number(_)) {
            assert_eq!(g.dealer(), 4);
            assert_eq!(g.to_act(), Some(0));
            return;
        }
    }
    panic!("no seed turns a number");
}

#[test]
fn setup_two_to_ten_players() {
    for seats in [0, 1, 11] {
        assert!(matches!(
            Game::new(Setup::new(seats, 1)),
            Err(SetupError::PlayerCount(n)) if n == seats
        ));
    }
    for seats in 2..=10 {
        let (g, _) = Game::new_dealt(Setup::new(seats, 9)).expect("2 to 10 players");
        assert!(sizes(&g).iter().all(|&n| n >= 7), "{:?}", sizes(&g));
        assert_eq!(g.seats(), seats);
    }
}

#[test]
fn setup_dealer_rotates_each_round() {
    // Round 1 dealt by seat 2 of 3; seat 0 goes out.
    let mut g = build(
        Scenario::new(3)
            .dealer(2)
            .hand(0, &cs(&["Red 1"]))
            .hand(1, &cs(&["Blue 1"]))
            .hand(2, &cs(&["Green 1"]))
            .direction(Direction::CounterClockwise),
    );
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(g.last_round().unwrap().dealer, 2);
    let events = act(&mut g, 1, Action::StartRound);
    assert!(events.contains(&Event::RoundStarted { round: 2, dealer: 0, cards: 108 }), "{:?}", &events[..1]);
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.round(), 2);
    assert_eq!(sizes(&g).iter().filter(|&&n| n >= 7).count(), 3);
    // The deal starts left of the new dealer.
    let first_dealt = events.iter().find_map(|e| match e {
        Event::CardMoved { to: Zone::Hand(s), .. } => Some(*s),
        _ => None,
    });
    assert_eq!(first_dealt, Some(1));
    // Each round starts clockwise again (unless its first card is a Reverse).
    let expected =
        if first_turned(&events).kind() == Kind::Reverse { Direction::CounterClockwise } else { Direction::Clockwise };
    assert_eq!(g.direction(), expected);
}

// ----- first card turned -----

/// The first card turned, when it is a number, a Skip, a Reverse or a Draw Two: a number does
/// nothing; a Skip skips the player left of the dealer; a Reverse lets the dealer start,
/// counter-clockwise; a Draw Two makes the player left of the dealer draw two and skips them. The
/// card stays on top, and whoever plays first then draws (and keeps) to show who plays after them.
#[test]
fn first_card_turned_does_what_the_card_does() {
    struct Case {
        name: &'static str,
        turned: fn(Card) -> bool,
        skipped: &'static [Seat],
        first: Seat,
        direction: Direction,
        hand_sizes: [usize; 4],
        draw_pile: usize,
        then: Seat,
    }
    let cases = [
        Case {
            name: "a number has no effect",
            turned: |c| matches!(c.kind(), Kind::Number(_)),
            skipped: &[],
            first: 1,
            direction: Direction::Clockwise,
            hand_sizes: [7, 7, 7, 7],
            draw_pile: 108 - 28 - 1,
            then: 2,
        },
        Case {
            name: "a Skip skips the first player",
            turned: |c| c.kind() == Kind::Skip,
            skipped: &[1],
            first: 2,
            direction: Direction::Clockwise,
            hand_sizes: [7, 7, 7, 7],
            draw_pile: 108 - 28 - 1,
            then: 3,
        },
        Case {
            // After the dealer, the player on the dealer's right (seat 3) plays.
            name: "a Reverse lets the dealer start counter-clockwise",
            turned: |c| c.kind() == Kind::Reverse,
            skipped: &[],
            first: 0,
            direction: Direction::CounterClockwise,
            hand_sizes: [7, 7, 7, 7],
            draw_pile: 108 - 28 - 1,
            then: 3,
        },
        Case {
            name: "a Draw Two makes the first player draw two and skips them",
            turned: |c| c.kind() == Kind::DrawTwo,
            skipped: &[1],
            first: 2,
            direction: Direction::Clockwise,
            hand_sizes: [7, 9, 7, 7],
            draw_pile: 108 - 28 - 1 - 2,
            then: 3,
        },
    ];
    for Case { name, turned, skipped, first, direction, hand_sizes, draw_pile, then } in cases {
        let (mut g, events) = deal_until(&RuleSet::default(), turned);
        let card = first_turned(&events);
        assert_eq!(g.top_card(), Some(card), "{name}: the card turned stays on top");
        assert_eq!(g.colour(), card.colour().unwrap(), "{name}: colour in force");
        assert_eq!(skipped_seats(&events), skipped, "{name}: seats skipped");
        assert_eq!(g.phase(), Phase::Turn { seat: first }, "{name}: who plays first");
        assert_eq!(g.direction(), direction, "{name}: direction");
        assert_eq!(sizes(&g), hand_sizes, "{name}: hand sizes");
        assert_eq!(g.draw_pile_len(), draw_pile, "{name}: draw pile");
        act(&mut g, first, Action::Draw);
        if matches!(g.phase(), Phase::PlayOrKeep { .. }) {
            act(&mut g, first, Action::KeepDrawn);
        }
        assert_eq!(g.to_act(), Some(then), "{name}: who plays after the first player");
    }
}

/// A Wild turned first, or a Customizable Wild (whose effects are not applied): the player left of
/// the dealer names the colour (nobody else may), then plays their turn.
#[test]
fn first_card_wild_or_customizable_wild_first_player_chooses_colour() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        card: Card,
        colour: Colour,
    }
    let cases = [
        Case { name: "Wild", rules: RuleSet::default(), card: Card::WILD, colour: Colour::Blue },
        Case {
            name: "Customizable Wild (everyone else draws 2, reverse)",
            rules: custom_rules(&[CustomEffect::EveryoneElseDraws(amount(2)), CustomEffect::Reverse]),
            card: Card::custom(0),
            colour: Colour::Yellow,
        },
    ];
    for Case { name, rules, card, colour } in cases {
        let (mut g, _) = deal_until(&rules, |c| c == card);
        assert_eq!(g.top_card(), Some(card), "{name}: on top");
        assert_eq!(g.phase(), Phase::ChooseColour { seat: 1 }, "{name}: the first player chooses");
        assert_eq!(refused(&mut g, 2, Action::ChooseColour(Colour::Red)), RuleError::NotYourTurn, "{name}");
        act(&mut g, 1, Action::ChooseColour(colour));
        assert_eq!(g.colour(), colour, "{name}: colour named");
        // The first player then plays their turn.
        assert_eq!(g.phase(), Phase::Turn { seat: 1 }, "{name}: the first player plays");
        assert_eq!(sizes(&g), vec![7, 7, 7, 7], "{name}: nobody draws");
        assert_eq!(g.direction(), Direction::Clockwise, "{name}: no reverse");
    }
}

/// A first card that goes back into the deck, another being turned in its place: a Wild Draw Four
/// always, a Wild with the `first_wild` option set to turn another.
#[test]
fn first_card_returned_to_the_deck_and_another_turned() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        returned: Card,
        // The option returns every wild, so none is left on top and nobody names a colour.
        no_wild_on_top: bool,
    }
    let cases = [
        Case {
            name: "Wild Draw Four",
            rules: RuleSet::default(),
            returned: Card::WILD_DRAW_FOUR,
            no_wild_on_top: false,
        },
        Case {
            name: "Wild with the turn another option",
            rules: rules(|r| r.first_wild = FirstWild::TurnAnother),
            returned: Card::WILD,
            no_wild_on_top: true,
        },
    ];
    for Case { name, rules, returned, no_wild_on_top } in cases {
        let (g, events) = deal_until(&rules, |c| c == returned);
        assert!(events.contains(&Event::FirstCardReturned { card: returned }), "{name}: returned");
        let top = g.top_card().unwrap();
        assert_ne!(top, returned, "{name}: another card on top");
        assert_eq!(g.discard_pile_len(), 1, "{name}: discard pile");
        assert_eq!(g.draw_pile_len(), 108 - 28 - 1, "{name}: draw pile");
        assert_eq!(g.pending_draw(), 0, "{name}: nothing to draw");
        assert!(g.check_invariants().is_ok(), "{name}: invariants");
        if no_wild_on_top {
            assert!(top != Card::WILD && top != Card::WILD_DRAW_FOUR, "{name}: {top}");
            assert!(!matches!(g.phase(), Phase::ChooseColour { .. }), "{name}: no colour to choose");
        }
    }
}

#[test]
fn first_card_swap_hands_first_player_chooses_colour_and_swaps() {
    let (mut g, _) = deal_until(&RuleSet::deck_112(), |c| c == Card::SWAP_HANDS);
    let (h1, h3) = (held(&g, 1), held(&g, 3));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 1 });
    act(&mut g, 1, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 1 });
    assert_eq!(refused(&mut g, 1, Action::ChooseTarget(1)), RuleError::CannotTargetYourself);
    act(&mut g, 1, Action::ChooseTarget(3));
    assert_eq!(held(&g, 1), h3);
    assert_eq!(held(&g, 3), h1);
    assert_eq!(g.colour(), Colour::Green);
    // Then the first player plays (README: names the colour, swaps, then plays).
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

// ----- a turn: matching -----

/// A card is playable when it matches the top card by colour, by number or by symbol, or after a
/// wild the colour named. In each case the matching card is offered and played (its colour is then
/// in force), while a card that matches nothing is neither offered nor accepted.
#[test]
fn matching_by_colour_number_symbol_or_named_colour() {
    struct Case {
        name: &'static str,
        top: &'static str,
        in_force: Colour,
        hand: &'static [&'static str],
        play: &'static str,
        no_match: &'static str,
        colour: Colour,
        left: &'static [&'static str],
        next: Seat,
    }
    let cases = [
        Case {
            name: "by colour",
            top: "Red 5",
            in_force: Colour::Red,
            hand: &["Red 9", "Blue 1"],
            play: "Red 9",
            no_match: "Blue 1",
            colour: Colour::Red,
            left: &["Blue 1"],
            next: 1,
        },
        Case {
            // Box sheet example: on a red 4, any red or any 4.
            name: "by number",
            top: "Red 4",
            in_force: Colour::Red,
            hand: &["Blue 4", "Green 1"],
            play: "Blue 4",
            no_match: "Green 1",
            colour: Colour::Blue,
            left: &["Green 1"],
            next: 1,
        },
        Case {
            // A Draw Two: the next player draws and is skipped.
            name: "by symbol",
            top: "Yellow Draw Two",
            in_force: Colour::Yellow,
            hand: &["Blue Draw Two", "Green 1"],
            play: "Blue Draw Two",
            no_match: "Green 1",
            colour: Colour::Blue,
            left: &["Green 1"],
            next: 2,
        },
        Case {
            name: "after a wild, by the named colour",
            top: "Wild",
            in_force: Colour::Green,
            hand: &["Red 3", "Green 3", "Blue 1"],
            play: "Green 3",
            no_match: "Red 3",
            colour: Colour::Green,
            left: &["Red 3", "Blue 1"],
            next: 1,
        },
    ];
    for Case { name, top, in_force, hand, play, no_match, colour, left, next } in cases {
        // The colour given is used only when the top card is a wild.
        let mut g = build(Scenario::new(3).top(c(top)).colour(in_force).hand(0, &cs(hand)));
        assert_eq!(g.colour(), in_force, "{name}: colour in force");
        let legal = g.legal_actions_vec(0);
        assert!(legal.contains(&Action::Play(c(play))), "{name}: {play} offered: {legal:?}");
        assert!(!legal.contains(&Action::Play(c(no_match))), "{name}: {no_match} offered: {legal:?}");
        assert_eq!(
            refused(&mut g, 0, Action::Play(c(no_match))),
            RuleError::CardDoesNotMatch { card: c(no_match), colour: in_force },
            "{name}"
        );
        act(&mut g, 0, Action::Play(c(play)));
        assert_eq!(g.top_card(), Some(c(play)), "{name}: top card");
        assert_eq!(g.colour(), colour, "{name}: colour in force after");
        assert_eq!(held(&g, 0), cs(left), "{name}: hand left");
        assert_eq!(g.phase(), Phase::Turn { seat: next }, "{name}: next to play");
    }
}

#[test]
fn non_matching_card_is_refused_and_nothing_changes() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 7", "Red 1"])));
    let e = refused(&mut g, 0, Action::Play(c("Blue 7")));
    assert_eq!(e, RuleError::CardDoesNotMatch { card: c("Blue 7"), colour: Colour::Red });
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(held(&g, 0), cs(&["Red 1", "Blue 7"]));
    assert_eq!(g.to_act(), Some(0));
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(c("Blue 7"))));
}

#[test]
fn card_not_in_hand_is_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 7", "Red 1"])));
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 2"))), RuleError::CardNotInHand(c("Red 2")));
}

#[test]
fn playing_out_of_turn_is_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2"])).hand(1, &cs(&["Red 3", "Red 4"])));
    assert_eq!(refused(&mut g, 1, Action::Play(c("Red 3"))), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 1, Action::Draw), RuleError::NotYourTurn);
}

#[test]
fn one_card_per_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 2"))), RuleError::NotYourTurn);
    assert_eq!(g.to_act(), Some(1));
}

// ----- drawing -----

#[test]
fn draw_playable_card_may_be_played_at_once() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert_eq!(g.view(Some(0)).drawn, Some(c("Red 8")));
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::PlayDrawn) && legal.contains(&Action::KeepDrawn), "{legal:?}");
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(g.top_card(), Some(c("Red 8")));
    assert_eq!(held(&g, 0), cs(&["Blue 1", "Blue 2"]));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn draw_playable_card_may_be_kept_and_the_turn_passes() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(sizes(&g)[0], 3);
    assert!(g.hand(0).contains(c("Red 8")));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn draw_allowed_even_with_a_playable_card_but_only_the_drawn_card_may_then_be_played() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 9", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 9"))), RuleError::WrongMoment(Waiting::PlayOrKeep));
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::WrongMoment(Waiting::PlayOrKeep));
}

#[test]
fn draw_unplayable_card_passes_the_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Green 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Green 8", "Blue 1", "Blue 2"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.top_card(), Some(c("Red 5")));
}

#[test]
fn empty_draw_pile_reshuffles_discard_pile_keeping_its_top_card() {
    let hands = [cs(&["Blue 1", "Blue 2"]), cs(&["Green 1", "Green 2"])];
    let top = c("Red 5");
    let used: Vec<Card> = hands.iter().flatten().copied().chain([top]).collect();
    let under = rest_of_deck(&DeckList::classic(), &used);
    let mut g = build(Scenario::new(2).hand(0, &hands[0]).hand(1, &hands[1]).top(top).under_top(&under));
    assert_eq!(g.draw_pile_len(), 0);
    let events = act(&mut g, 0, Action::Draw);
    assert!(events.contains(&Event::Reshuffled { cards: under.len() as u8 }), "{events:?}");
    assert_eq!(g.top_card(), Some(top));
    assert_eq!(g.discard_pile_len(), 1);
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(g.draw_pile_len(), under.len() - 1);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn pass_only_when_there_is_nothing_to_draw_and_nothing_to_play() {
    // Every card is in the hands but the top one: the draw pile is empty and cannot be refilled.
    let hand0 = cs(&["Blue 1", "Blue 2"]);
    let top = c("Red 5");
    let used: Vec<Card> = hand0.iter().copied().chain([top]).collect();
    let hand1 = rest_of_deck(&DeckList::classic(), &used);
    let mut g = build(Scenario::new(2).hand(0, &hand0).hand(1, &hand1).top(top));
    assert_eq!(g.draw_pile_len(), 0);
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::Pass) && !legal.contains(&Action::Draw), "{legal:?}");
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::NothingToDraw);
    let events = act(&mut g, 0, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 0 }));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    // Seat 1 can play, so it may not pass.
    assert_eq!(refused(&mut g, 1, Action::Pass), RuleError::CannotPass);
}

// ----- action cards -----

#[test]
fn skip_next_player_loses_the_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red Skip", "Blue 1"])));
    let events = act(&mut g, 0, Action::Play(c("Red Skip")));
    assert!(events.contains(&Event::Skipped { seat: 1 }));
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn reverse_flips_the_direction() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red Reverse", "Blue 1"]))
            .hand(1, &cs(&["Red 1", "Blue 2"]))
            .hand(2, &cs(&["Red 2", "Blue 3"])),
    );
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.to_act(), Some(2));
    act(&mut g, 2, Action::Play(c("Red 2")));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn reverse_with_two_players_acts_as_skip_by_default() {
    let mut g = build(Scenario::new(2).hand(0, &cs(&["Red Reverse", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 }, "the player goes again");
}

#[test]
fn reverse_with_two_players_reverses_option_passes_the_turn() {
    let r = rules(|r| r.reverse_with_two = ReverseWithTwo::Reverses);
    let mut g = build(Scenario::new(2).rules(r).hand(0, &cs(&["Red Reverse", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn draw_two_next_player_draws_two_and_loses_the_turn() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2", "Green 1", "Blue Draw Two"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert_eq!(g.pending_draw(), 0);
}

#[test]
fn skip_and_draw_two_with_two_players_let_the_player_go_again() {
    let mut g = build(
        Scenario::new(2)
            .hand(0, &cs(&["Red Skip", "Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Skip")));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2", "Green 1"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn answers_out_of_their_moment_are_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Blue 2"])));
    assert_eq!(refused(&mut g, 0, Action::Accept), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::ChooseColour(Colour::Blue)), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::PlayDrawn), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::StartRound), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::Pass), RuleError::CannotPass);
    assert_eq!(refused(&mut g, 12, Action::Draw), RuleError::NoSuchSeat(12));
}

#[test]
fn wild_player_names_the_colour() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Wild", "Red 1"])));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    assert_eq!(refused(&mut g, 1, Action::Play(c("Red 1"))), RuleError::NotYourTurn);
    act(&mut g, 0, Action::ChooseColour(Colour::Blue));
    assert_eq!(g.colour(), Colour::Blue);
    assert_eq!(g.top_card(), Some(Card::WILD));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

// ----- wild play option -----

#[test]
fn wild_play_anytime_by_default() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Wild", "Red 9"])));
    assert!(g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
}

#[test]
fn wild_play_only_without_match_option_refuses_wild_with_a_match() {
    let r = rules(|r| r.wild_play = WildPlay::OnlyWithoutMatch);
    let mut g = build(Scenario::new(3).rules(r.clone()).hand(0, &cs(&["Wild", "Blue 5", "Green 1"])));
    // Blue 5 matches the Red 5 by number.
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    assert_eq!(refused(&mut g, 0, Action::Play(Card::WILD)), RuleError::WildNeedsNoMatch);
    // Without a match the Wild is playable.
    let mut g = build(Scenario::new(3).rules(r).hand(0, &cs(&["Wild", "Blue 6", "Green 1"])));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
}

// ----- Wild Draw Four -----

fn w4_game(r: RuleSet, hand0: &[&str]) -> Game {
    build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(hand0))
            .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
            .hand(2, &cs(&["Green 7", "Green 8"])),
    )
}

#[test]
fn wild_draw_four_not_challenged_next_player_draws_four_and_loses_turn() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 4);
    assert!(g.challengeable());
    act(&mut g, 1, Action::Accept);
    assert_eq!(sizes(&g), vec![2, 6, 2]);
    assert_eq!(g.colour(), Colour::Green);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert_eq!(g.pending_draw(), 0);
}

#[test]
fn wild_draw_four_is_offered_even_when_it_would_be_a_bluff() {
    let g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9"]);
    assert!(g.legal_actions_vec(0).contains(&Action::Play(Card::WILD_DRAW_FOUR)));
}

/// A challenged Wild Draw Four, under the `wild_draw_four` and `bluff_penalty` options: the hand the
/// player kept decides whether it was a bluff. A bluff costs the bluffer four, and the challenger
/// draws nothing and plays; no bluff costs the challenger six and their turn. Either way the card
/// stays on top and the named colour stays.
#[test]
fn wild_draw_four_challenge_verdict_and_who_draws() {
    struct Case {
        name: &'static str,
        legal: WildDrawFourRule,
        penalty: BluffPenalty,
        hand: &'static [&'static str],
        colour: Colour,
        bluff: bool,
        hand_sizes: [usize; 3],
        next: Seat,
    }
    let cases = [
        Case {
            name: "no card of the current colour: no bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 1", "Blue 2"],
            colour: Colour::Green,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "a card of the current colour: bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Red 9", "Blue 1"],
            colour: Colour::Green,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            // Default rule: only the current colour counts; Blue 5 matches the Red 5 by number.
            name: "a card matching by number only: no bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 5", "Blue 1"],
            colour: Colour::Blue,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "no other playable card option, a number match: bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 5", "Blue 1"],
            colour: Colour::Blue,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            // A plain Wild is another playable card too.
            name: "no other playable card option, a Wild: bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Wild", "Blue 1"],
            colour: Colour::Blue,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            name: "no other playable card option, nothing else playable: no bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 6", "Blue 1"],
            colour: Colour::Blue,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "take back option, no bluff: the challenger still draws six",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::TakeBack,
            hand: &["Wild Draw Four", "Blue 1", "Blue 2"],
            colour: Colour::Yellow,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
    ];
    for Case { name, legal, penalty, hand, colour, bluff, hand_sizes, next } in cases {
        let r = RuleSet { wild_draw_four: legal, bluff_penalty: penalty, ..RuleSet::default() };
        let mut g = w4_game(r, hand);
        act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
        act(&mut g, 0, Action::ChooseColour(colour));
        let events = act(&mut g, 1, Action::Challenge);
        assert!(events.contains(&Event::Challenged { challenger: 1, offender: 0, bluff }), "{name}: {events:?}");
        assert_eq!(sizes(&g), hand_sizes, "{name}: hand sizes");
        if bluff {
            assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2"]), "{name}: the challenger draws nothing");
        }
        assert_eq!(g.colour(), colour, "{name}: the named colour stays");
        assert_eq!(g.top_card(), Some(Card::WILD_DRAW_FOUR), "{name}: top card");
        assert_eq!(g.pending_draw(), 0, "{name}: nothing left to draw");
        assert_eq!(g.phase(), Phase::Turn { seat: next }, "{name}: next to play");
    }
}

#[test]
fn wild_draw_four_current_colour_is_the_named_colour_after_a_wild() {
    let r = RuleSet::default();
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .top(Card::WILD)
            .colour(Colour::Blue)
            .hand(0, &cs(&["Wild Draw Four", "Blue 3", "Red 1"]))
            .hand(1, &cs(&["Yellow 1"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Red));
    let events = act(&mut g, 1, Action::Challenge);
    assert!(events.contains(&Event::Challenged { challenger: 1, offender: 0, bluff: true }), "{events:?}");
}

#[test]
fn wild_draw_four_challenge_shows_the_hand_to_the_challenger_only() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    let events = act(&mut g, 1, Action::Challenge);
    let shown = events
        .iter()
        .find_map(|e| match e {
            Event::HandShown { owner: 0, to: 1, cards } => Some(cards.clone()),
            _ => None,
        })
        .expect("hand shown");
    assert_eq!(shown, cs(&["Red 9", "Blue 1"]));
    let to_challenger = g.view(Some(1)).revealed.expect("the challenger saw the hand");
    assert_eq!(to_challenger.hand.to_vec(), cs(&["Red 9", "Blue 1"]));
    assert!(g.view(Some(2)).revealed.is_none());
    let hidden: Vec<Event> = events.iter().map(|e| e.seen_by(Some(2))).collect();
    assert!(hidden.contains(&Event::HandShown { owner: 0, to: 1, cards: vec![] }));
}

#[test]
fn wild_draw_four_only_the_player_who_must_draw_may_challenge() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(refused(&mut g, 2, Action::Challenge), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 0, Action::Challenge), RuleError::NotYourTurn);
}

#[test]
fn wild_draw_four_bluff_take_back_option_returns_card_and_forces_a_legal_play() {
    let r = rules(|r| r.bluff_penalty = BluffPenalty::TakeBack);
    let mut g = w4_game(r, &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    let events = act(&mut g, 1, Action::Challenge);
    assert!(events.contains(&Event::TookBack { seat: 0 }));
    assert_eq!(held(&g, 0), cs(&["Red 9", "Blue 1", "Wild Draw Four"]));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2"]));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.colour(), Colour::Red, "the named colour goes with the card");
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    assert_eq!(refused(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::MustPlayLegalCardAfterBluff);
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::MustPlayLegalCardAfterBluff);
    assert_eq!(g.legal_actions_vec(0), vec![Action::Play(c("Red 9"))]);
    act(&mut g, 0, Action::Play(c("Red 9")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

// ----- Wild Swap Hands -----

#[test]
fn wild_swap_hands_names_colour_and_swaps_with_chosen_player() {
    let mut g = build(
        Scenario::new(3)
            .rules(RuleSet::deck_112())
            .hand(0, &cs(&["Wild Swap Hands", "Red 1", "Red 2"]))
            .hand(1, &cs(&["Blue 1"]))
            .hand(2, &cs(&["Green 1", "Green 2", "Green 3", "Green 4"])),
    );
    act(&mut g, 0, Action::Play(Card::SWAP_HANDS));
    act(&mut g, 0, Action::ChooseColour(Colour::Yellow));
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 });
    let events = g.apply(0, Action::ChooseTarget(2)).unwrap();
    // The swap is one event: no card-by-card moves follow it.
    assert!(events.contains(&Event::HandsSwapped { a: 0, b: 2 }));
    assert!(
        !events.iter().any(|e| matches!(e, Event::CardMoved { from: Zone::Hand(_), to: Zone::Hand(_), .. })),
        "{events:?}"
    );
    assert_eq!(held(&g, 0), cs(&["Green 1", "Green 2", "Green 3", "Green 4"]));
    assert_eq!(held(&g, 2), cs(&["Red 1", "Red 2"]));
    assert_eq!(held(&g, 1), cs(&["Blue 1"]));
    assert_eq!(g.colour(), Colour::Yellow);
    assert_eq!(g.top_card(), Some(Card::SWAP_HANDS));
    // The turn ends.
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn wild_swap_hands_target_self_refused() {
    let mut g = build(Scenario::new(3).rules(RuleSet::deck_112()).hand(0, &cs(&["Wild Swap Hands", "Red 1"])));
    act(&mut g, 0, Action::Play(Card::SWAP_HANDS));
    act(&mut g, 0, Action::ChooseColour(Colour::Yellow));
    assert_eq!(refused(&mut g, 0, Action::ChooseTarget(0)), RuleError::CannotTargetYourself);
    assert_eq!(refused(&mut g, 0, Action::ChooseTarget(7)), RuleError::NoSuchSeat(7));
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 });
    assert!(!g.legal_actions_vec(0).contains(&Action::ChooseTarget(0)));
}

// ----- Customizable Wilds -----

/// Four players; seat 0 holds Customizable Wild 1 and three cards, the others known hands.
fn custom_game(effects: &[CustomEffect]) -> Game {
    build(
        Scenario::new(4)
            .rules(custom_rules(effects))
            .hand(0, &cs(&["Customizable Wild 1", "Red 1", "Red 2", "Blue 3"]))
            .hand(1, &cs(&["Yellow 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"]))
            .hand(3, &cs(&["Blue 7", "Blue 8", "Blue 9"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6", "Yellow 7", "Yellow 8", "Yellow 9"])),
    )
}

/// Seat 0 plays Customizable Wild 1 and names `colour`; returns the events of naming it.
fn play_custom(g: &mut Game, colour: Colour) -> Vec<Event> {
    act(g, 0, Action::Play(Card::custom(0)));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    let events = act(g, 0, Action::ChooseColour(colour));
    assert_eq!(g.colour(), colour);
    events
}

/// A Customizable Wild with a single effect: the player names the colour (and chooses a player, for
/// an effect that needs one), then the effect happens. The card stays on top; each case says every
/// hand after it, the seats skipped, the direction and who plays next.
#[test]
fn custom_wild_single_effects() {
    struct Case {
        name: &'static str,
        effect: CustomEffect,
        colour: Colour,
        target: Option<Seat>,
        hands: [&'static [&'static str]; 4],
        skipped: &'static [Seat],
        // Cards put on the discard pile, the Customizable Wild included.
        discarded: usize,
        direction: Direction,
        next: Seat,
    }
    let cases = [
        Case {
            // Drawing alone does not skip.
            name: "next player draws 3",
            effect: CustomEffect::NextPlayerDraws(amount(3)),
            colour: Colour::Green,
            target: None,
            hands: [
                &["Red 1", "Red 2", "Blue 3"],
                &["Yellow 1", "Yellow 4", "Yellow 5", "Yellow 6"],
                &["Green 1", "Green 2"],
                &["Blue 7", "Blue 8", "Blue 9"],
            ],
            skipped: &[],
            discarded: 1,
            direction: Direction::Clockwise,
            next: 1,
        },
        Case {
            name: "skip 2 players",
            effect: CustomEffect::SkipPlayers(amount(2)),
            colour: Colour::Green,
            target: None,
            hands: [
                &["Red 1", "Red 2", "Blue 3"],
                &["Yellow 1"],
                &["Green 1", "Green 2"],
                &["Blue 7", "Blue 8", "Blue 9"],
            ],
            skipped: &[1, 2],
            discarded: 1,
            direction: Direction::Clockwise,
            next: 3,
        },
        Case {
            name: "everyone else draws 1",
            effect: CustomEffect::EveryoneElseDraws(amount(1)),
            colour: Colour::Green,
            target: None,
            hands: [
                &["Red 1", "Red 2", "Blue 3"],
                &["Yellow 1", "Yellow 4"],
                &["Yellow 5", "Green 1", "Green 2"],
                &["Yellow 6", "Blue 7", "Blue 8", "Blue 9"],
            ],
            skipped: &[],
            discarded: 1,
            direction: Direction::Clockwise,
            next: 1,
        },
        Case {
            name: "discard the named colour",
            effect: CustomEffect::DiscardNamedColour,
            colour: Colour::Red,
            target: None,
            hands: [&["Blue 3"], &["Yellow 1"], &["Green 1", "Green 2"], &["Blue 7", "Blue 8", "Blue 9"]],
            skipped: &[],
            discarded: 3,
            direction: Direction::Clockwise,
            next: 1,
        },
        Case {
            name: "swap hands with the chosen player",
            effect: CustomEffect::SwapHands,
            colour: Colour::Blue,
            target: Some(3),
            hands: [
                &["Blue 7", "Blue 8", "Blue 9"],
                &["Yellow 1"],
                &["Green 1", "Green 2"],
                &["Red 1", "Red 2", "Blue 3"],
            ],
            skipped: &[],
            discarded: 1,
            direction: Direction::Clockwise,
            next: 1,
        },
        Case {
            // Each hand moves on to the next seat in the direction of play.
            name: "rotate hands",
            effect: CustomEffect::RotateHands,
            colour: Colour::Blue,
            target: None,
            hands: [
                &["Blue 7", "Blue 8", "Blue 9"],
                &["Red 1", "Red 2", "Blue 3"],
                &["Yellow 1"],
                &["Green 1", "Green 2"],
            ],
            skipped: &[],
            discarded: 1,
            direction: Direction::Clockwise,
            next: 1,
        },
        Case {
            name: "reverse",
            effect: CustomEffect::Reverse,
            colour: Colour::Blue,
            target: None,
            hands: [
                &["Red 1", "Red 2", "Blue 3"],
                &["Yellow 1"],
                &["Green 1", "Green 2"],
                &["Blue 7", "Blue 8", "Blue 9"],
            ],
            skipped: &[],
            discarded: 1,
            direction: Direction::CounterClockwise,
            next: 3,
        },
    ];
    for Case { name, effect, colour, target, hands, skipped, discarded, direction, next } in cases {
        let mut g = custom_game(&[effect]);
        let discard_before = g.discard_pile_len();
        let mut events = play_custom(&mut g, colour);
        if let Some(t) = target {
            assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 }, "{name}: a player to choose");
            events.extend(act(&mut g, 0, Action::ChooseTarget(t)));
        }
        for (seat, hand) in (0..).zip(hands) {
            assert_eq!(held(&g, seat), cs(hand), "{name}: seat {seat}'s hand");
        }
        assert_eq!(skipped_seats(&events), skipped, "{name}: seats skipped");
        assert_eq!(g.top_card(), Some(Card::custom(0)), "{name}: the custom wild stays on top");
        assert_eq!(g.discard_pile_len(), discard_before + discarded, "{name}: discard pile");
        assert_eq!(g.colour(), colour, "{name}: colour named");
        assert_eq!(g.direction(), direction, "{name}: direction");
        assert_eq!(g.phase(), Phase::Turn { seat: next }, "{name}: next to play");
    }
}

#[test]
fn custom_wild_discarding_the_last_cards_wins_the_round() {
    let r = custom_rules(&[CustomEffect::DiscardNamedColour]);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Customizable Wild 1", "Red 1", "Red 2"]))
            .hand(1, &cs(&["Blue 9"]))
            .hand(2, &cs(&["Green 4"])),
    );
    play_custom(&mut g, Colour::Red);
    assert_eq!(sizes(&g), vec![0, 1, 1]);
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(g.scores(), &[13, 0, 0]);
}

#[test]
fn custom_wild_give_cards_to_chosen_player() {
    let mut g = custom_game(&[CustomEffect::GiveCards(amount(2))]);
    play_custom(&mut g, Colour::Blue);
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 });
    assert_eq!(refused(&mut g, 0, Action::ChooseTarget(0)), RuleError::CannotTargetYourself);
    act(&mut g, 0, Action::ChooseTarget(2));
    assert_eq!(g.phase(), Phase::GiveCards { seat: 0, target: 2, remaining: 2 });
    assert_eq!(refused(&mut g, 0, Action::GiveCard(c("Green 9"))), RuleError::CannotGiveThat);
    act(&mut g, 0, Action::GiveCard(c("Red 1")));
    assert_eq!(g.phase(), Phase::GiveCards { seat: 0, target: 2, remaining: 1 });
    act(&mut g, 0, Action::GiveCard(c("Blue 3")));
    assert_eq!(held(&g, 0), cs(&["Red 2"]));
    assert_eq!(held(&g, 2), cs(&["Red 1", "Green 1", "Green 2", "Blue 3"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn custom_wild_composed_effects_apply_in_order() {
    // Reverse first: the "next player" of the draw is then seat 3, who is also skipped.
    let mut g = custom_game(&[
        CustomEffect::Reverse,
        CustomEffect::NextPlayerDraws(amount(2)),
        CustomEffect::SkipPlayers(amount(1)),
        CustomEffect::EveryoneElseDraws(amount(1)),
    ]);
    play_custom(&mut g, Colour::Yellow);
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(sizes(&g), vec![3, 2, 3, 3 + 2 + 1]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn custom_wild_composed_with_target_and_give_then_swap() {
    // Give one card to the chosen player, then swap hands with them.
    let mut g = custom_game(&[CustomEffect::GiveCards(amount(1)), CustomEffect::SwapHands]);
    play_custom(&mut g, Colour::Yellow);
    act(&mut g, 0, Action::ChooseTarget(1));
    act(&mut g, 0, Action::GiveCard(c("Blue 3")));
    assert_eq!(held(&g, 0), cs(&["Yellow 1", "Blue 3"]));
    assert_eq!(held(&g, 1), cs(&["Red 1", "Red 2"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn custom_wild_text_and_effects_come_from_the_rule_set() {
    let r = custom_rules(&[CustomEffect::SkipPlayers(amount(2)), CustomEffect::EveryoneElseDraws(amount(1))]);
    assert_eq!(r.custom_wilds[0].text.as_str(), "House card");
    assert_eq!(CustomEffect::SkipPlayers(amount(2)).describe(), "skip 2 players");
    assert!(CustomWild::new("", &[CustomEffect::Reverse]).is_none(), "a card needs text");
    assert!(CustomWild::new("x", &[]).is_some_and(|w| w.is_house_rule()), "no effect: a house rule");
    assert!(CustomWild::new("x", &[CustomEffect::Reverse; 5]).is_none(), "at most four effects");
    assert!(Amount::new(0).is_none() && Amount::new(11).is_none());
}

#[test]
fn custom_wild_as_last_card_applies_only_its_draws() {
    let r = custom_rules(&[CustomEffect::NextPlayerDraws(amount(2)), CustomEffect::Reverse]);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Customizable Wild 1"]))
            .hand(1, &cs(&["Yellow 1"]))
            .hand(2, &cs(&["Green 2"]))
            .next_draws(&cs(&["Yellow 4", "Blue 5"])),
    );
    act(&mut g, 0, Action::Play(Card::custom(0)));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(sizes(&g), vec![0, 3, 1]);
    assert_eq!(g.scores(), &[1 + 4 + 5 + 2, 0, 0]);
}

// ----- UNO -----

fn uno_game(r: RuleSet) -> Game {
    build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6", "Yellow 7"])),
    )
}

#[test]
fn uno_called_before_next_to_last_card_cannot_be_caught() {
    let mut g = uno_game(RuleSet::default());
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    let events = act(&mut g, 0, Action::CallUno);
    assert!(events.contains(&Event::UnoCalled { seat: 0 }));
    assert!(g.uno_called(0));
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoAlreadyCalled);
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(sizes(&g)[0], 1);
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);
    assert_eq!(sizes(&g)[0], 1);
}

#[test]
fn uno_missed_and_caught_within_the_window_draws_two() {
    let mut g = uno_game(RuleSet::default());
    let events = act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }));
    assert!(g.catchable(0));
    assert!(g.legal_actions_vec(2).contains(&Action::Catch(0)));
    assert_eq!(refused(&mut g, 0, Action::Catch(0)), RuleError::CannotCatchYourself);
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 2 }));
    assert_eq!(held(&g, 0), cs(&["Red 2", "Yellow 4", "Yellow 5"]));
    assert!(!g.catchable(0));
    // The catch does not change whose turn it is.
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn uno_next_player_may_catch_before_beginning_their_turn() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Catch(0));
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn uno_penalty_four_option() {
    let mut g = uno_game(rules(|r| r.uno_penalty = UnoPenalty::Four));
    act(&mut g, 0, Action::Play(c("Red 1")));
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 4 }));
    assert_eq!(sizes(&g)[0], 5);
}

#[test]
fn uno_catch_too_late_after_next_player_began_turn() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Play(c("Red 7")));
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CatchTooLate);
    assert_eq!(sizes(&g)[0], 1);
    // Nor can the player call it any more: the moment has passed.
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
}

#[test]
fn uno_late_call_before_anyone_catches_is_safe() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    act(&mut g, 0, Action::CallUno);
    assert!(g.uno_called(0));
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);
    assert_eq!(sizes(&g)[0], 1);
}

#[test]
fn the_uno_call_matters_only_where_a_screen_should_offer_it() {
    // Two cards and one of them playable: calling before playing it is the point.
    let g = uno_game(RuleSet::default());
    assert!(g.uno_call_matters(0));
    assert!(!g.uno_call_matters(1), "three cards, not its turn");
    // Two cards, none playable: the player must draw, and the call would change nothing. It is
    // not offered, though still accepted (older saves and replays made it).
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 4", "Yellow 5"])),
    );
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
    assert!(!g.uno_call_matters(0));
    assert!(g.clone().apply(0, Action::CallUno).is_ok());
    // Having drawn a playable card with one in hand earlier is the same as two with one to play:
    // here three cards, so no call; played, two.
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(!g.uno_call_matters(0), "three cards");
    // One card, forgotten: the late call matters until someone catches or play moves on.
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.uno_call_matters(0));
    act(&mut g, 0, Action::CallUno);
    assert!(!g.uno_call_matters(0), "called");
    // One card drawn onto one: Play it or Keep it with two cards, the drawn card playable.
    let mut g = build(
        Scenario::new(2)
            .hand(0, &cs(&["Blue 1"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 4"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(g.uno_call_matters(0));
    // A Wild Draw Four to take or challenge with two cards: nothing to stack, nothing to call.
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert!(!g.legal_actions_vec(1).contains(&Action::CallUno));
    assert!(!g.uno_call_matters(1));
    assert!(g.clone().apply(1, Action::CallUno).is_ok());
    // With stacking and a card to stack, it matters.
    let mut g = w4_game(rules(|r| r.stacking = Stacking::SameCard), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    let mut g1 = build(
        Scenario::new(3)
            .rules(rules(|r| r.stacking = Stacking::SameCard))
            .hand(0, &cs(&["Red Draw Two", "Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Yellow Draw Two", "Yellow 2"]))
            .hand(2, &cs(&["Green 7", "Green 8"]))
            .top(c("Red 5")),
    );
    act(&mut g1, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g1.phase(), Phase::DrawPenalty { seat: 1 });
    assert!(g1.uno_call_matters(1), "a Draw Two to stack");
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    assert!(!g.uno_call_matters(1), "not its decision yet");
    // Everywhere in random play: the lists offer the call exactly where it matters.
    let mut offered = 0;
    for seed in 0..300u64 {
        let mut g = Game::new(Setup { seats: 3, rules: RuleSet::house_party(), seed, dealer: None }).unwrap();
        act(&mut g, 0, Action::StartRound);
        let mut rng = uno_party::engine::Rng::new(seed);
        for _ in 0..400 {
            let Some(actor) = g.to_act() else { break };
            for seat in 0..3 {
                let listed = g.legal_actions_vec(seat).contains(&Action::CallUno);
                assert_eq!(listed, g.uno_call_matters(seat), "seat {seat} in {:?}", g.phase());
                offered += usize::from(listed);
            }
            let legal = g.legal_actions_vec(actor);
            act(&mut g, actor, legal[rng.below(legal.len() as u32) as usize]);
        }
    }
    assert!(offered > 100, "{offered} calls offered");
}

#[test]
fn uno_must_be_called_again_every_time_down_to_one_card() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Green 7", "Blue 3", "Blue 8"]))
            .hand(2, &cs(&["Blue 7", "Green 3", "Green 6", "Blue 9"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5"])),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.uno_called(0));
    act(&mut g, 1, Action::Play(c("Red 7")));
    act(&mut g, 2, Action::Play(c("Blue 7")));
    // Red 2 does not match Blue 7: seat 0 draws Yellow 4, which does not match either.
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Red 2", "Yellow 4"]));
    assert!(!g.uno_called(0), "the call is gone with the second card");
    act(&mut g, 1, Action::Play(c("Blue 3")));
    act(&mut g, 2, Action::Play(c("Green 3")));
    // Back to two cards on their turn, but nothing to play on Green 3: no call to make yet.
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
    act(&mut g, 0, Action::Draw); // Yellow 5: unplayable on Green 3
    act(&mut g, 1, Action::Play(c("Green 7")));
    act(&mut g, 2, Action::Play(c("Green 6")));
    // Now seat 0 has three cards: no call possible.
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
}

#[test]
fn uno_second_time_down_to_one_without_call_is_catchable() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Blue 3", "Blue 8"]))
            .hand(2, &cs(&["Blue 7", "Green 3", "Green 8"]))
            .next_draws(&cs(&["Green 9"])),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Play(c("Red 7")));
    act(&mut g, 2, Action::Play(c("Blue 7")));
    act(&mut g, 0, Action::Draw); // Green 9, unplayable on Blue 7
    act(&mut g, 1, Action::Play(c("Blue 3")));
    act(&mut g, 2, Action::Play(c("Green 3")));
    act(&mut g, 0, Action::Play(c("Green 9")));
    assert!(g.catchable(0), "the first call does not cover the second time");
    act(&mut g, 1, Action::Catch(0));
    assert_eq!(sizes(&g)[0], 3);
}

#[test]
fn uno_called_after_drawing_back_to_two_before_playing_the_drawn_card() {
    let mut g = build(
        Scenario::new(3).hand(0, &cs(&["Blue 1"])).hand(1, &cs(&["Green 1", "Green 2"])).next_draws(&cs(&["Red 8"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(held(&g, 0), cs(&["Blue 1"]));
    assert_eq!(refused(&mut g, 1, Action::Catch(0)), RuleError::CalledUnoInTime);
}

#[test]
fn uno_call_refused_when_not_about_to_go_down_to_one() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2", "Red 3"])).hand(1, &cs(&["Red 4", "Red 6"])));
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
    // Two cards but not your turn.
    assert_eq!(refused(&mut g, 1, Action::CallUno), RuleError::UnoNotNeeded);
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::NotOnOneCard);
}

// ----- box sheet penalties -----

#[test]
fn wrong_card_penalty_option_undoes_the_move_and_draws_four() {
    let r = rules(|r| r.wrong_card_penalty = true);
    let mut g = build(Scenario::new(3).rules(r).hand(0, &cs(&["Blue 7", "Red 1"])));
    let events = act(&mut g, 0, Action::Play(c("Blue 7")));
    assert!(events.contains(&Event::WrongCard { seat: 0, card: c("Blue 7") }));
    assert_eq!(sizes(&g)[0], 6);
    assert!(g.hand(0).contains(c("Blue 7")), "the card goes back to the hand");
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.colour(), Colour::Red);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    // A card not held is still simply refused.
    assert_eq!(refused(&mut g, 0, Action::Play(c("Green 9"))), RuleError::CardNotInHand(c("Green 9")));
}

#[test]
fn table_talk_penalty_action_makes_a_seat_draw_four() {
    let r = rules(|r| r.table_talk_penalty = true);
    let mut g = build(Scenario::new(3).rules(r).hand(1, &cs(&["Blue 1"])));
    let events = act(&mut g, 2, Action::TableTalkPenalty(1));
    assert!(events.contains(&Event::TableTalkPenalty { seat: 1 }));
    assert_eq!(sizes(&g)[1], 5);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 }, "the turn is unchanged");
    // Off by default.
    let mut g = build(Scenario::new(3));
    assert_eq!(
        refused(&mut g, 2, Action::TableTalkPenalty(1)),
        RuleError::RuleNotInPlay(OptionalRule::TableTalkPenalty)
    );
}

// ----- end of round and scoring -----

#[test]
fn round_ends_when_a_player_has_no_cards_and_winner_scores_other_hands() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1"]))
            .hand(1, &cs(&["Blue 9", "Red Skip", "Wild"]))
            .hand(2, &cs(&["Green 3", "Wild Draw Four", "Yellow 0", "Blue Reverse", "Green Draw Two"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(g.phase(), Phase::RoundOver);
    let r = g.last_round().expect("round result");
    assert_eq!(r.winner, 0);
    assert_eq!(r.hand_points[..3], [0, 9 + 20 + 50, 3 + 50 + 20 + 20]);
    assert_eq!(r.gained[..3], [79 + 93, 0, 0]);
    assert_eq!(g.scores(), &[172, 0, 0]);
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded(_))));
    assert_eq!(refused(&mut g, 1, Action::Draw), RuleError::RoundOver);
    // Every hand is shown for counting.
    assert!(g.view(Some(1)).round_end_hands.is_some());
}

/// The 112-card deck's new cards in the count: a Wild Swap Hands or a Customizable Wild is worth 40
/// points by default, 50 with the `new_card_points` option.
#[test]
fn scoring_new_cards_forty_by_default_or_fifty() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        scores: [u32; 2],
    }
    let cases = [
        Case { name: "forty by default", rules: RuleSet::deck_112(), scores: [40 + 40 + 3, 0] },
        Case {
            name: "fifty option",
            rules: RuleSet { new_card_points: NewCardPoints::Fifty, ..RuleSet::deck_112() },
            scores: [50 + 50 + 3, 0],
        },
    ];
    for Case { name, rules, scores } in cases {
        let mut g = build(
            Scenario::new(2)
                .rules(rules)
                .hand(0, &cs(&["Red 1"]))
                .hand(1, &cs(&["Wild Swap Hands", "Customizable Wild 2", "Red 3"])),
        );
        act(&mut g, 0, Action::Play(c("Red 1")));
        assert_eq!(g.scores(), &scores, "{name}: scores");
    }
}

/// A round won with a Draw Two or a Wild Draw Four: the next player still draws, and the cards
/// drawn count for the winner.
#[test]
fn round_end_final_draw_card_is_drawn_and_counted() {
    struct Case {
        name: &'static str,
        card: &'static str,
        draws: &'static [&'static str],
        victim: &'static [&'static str],
        score: u32,
    }
    let cases = [
        Case {
            name: "Draw Two",
            card: "Red Draw Two",
            draws: &["Blue 9", "Green 8"],
            victim: &["Green 8", "Blue 1", "Blue 9"],
            score: 1 + 9 + 8 + 2,
        },
        Case {
            name: "Wild Draw Four",
            card: "Wild Draw Four",
            draws: &["Blue 9", "Green 8", "Red Skip", "Wild"],
            victim: &["Red Skip", "Green 8", "Blue 1", "Blue 9", "Wild"],
            score: 1 + 9 + 8 + 20 + 50 + 2,
        },
    ];
    for Case { name, card, draws, victim, score } in cases {
        let mut g = build(
            Scenario::new(3)
                .hand(0, &cs(&[card]))
                .hand(1, &cs(&["Blue 1"]))
                .hand(2, &cs(&["Yellow 2"]))
                .next_draws(&cs(draws)),
        );
        act(&mut g, 0, Action::Play(c(card)));
        assert_eq!(g.phase(), Phase::RoundOver, "{name}: the round is over");
        assert_eq!(held(&g, 1), cs(victim), "{name}: the next player's hand");
        assert_eq!(sizes(&g), vec![0, victim.len(), 1], "{name}: hand sizes");
        assert_eq!(g.scores(), &[score, 0, 0], "{name}: scores");
    }
}

/// The end of a round and of the match, under the `scoring` and `target_score` options: the round's
/// points are added to the match totals, which carry over to the next round, and the match ends
/// when a total reaches the target, 500 by default. The winner of the round scores the other hands;
/// with lowest total scoring each player keeps the points of their own hand and the lowest total
/// wins the match.
#[test]
fn scoring_round_points_and_match_end_at_the_target() {
    assert_eq!(RuleSet::default().target_score.get(), 500);
    assert!(TargetScore::new(0).is_none());
    struct Case {
        name: &'static str,
        rules: RuleSet,
        scores: [u32; 3],
        // The seat that goes out, with the single card of its hand.
        out: Seat,
        hands: [&'static [&'static str]; 3],
        gained: [u32; 3],
        totals: [u32; 3],
        match_winner: Option<Seat>,
    }
    let cases = [
        Case {
            name: "500 reached by default",
            rules: RuleSet::default(),
            scores: [480, 300, 0],
            out: 0,
            hands: [&["Red 1"], &["Blue Skip"], &["Green 0"]],
            gained: [20, 0, 0],
            totals: [500, 300, 0],
            match_winner: Some(0),
        },
        Case {
            name: "below the target the match continues",
            rules: RuleSet::default(),
            scores: [480, 0, 0],
            out: 0,
            hands: [&["Red 1"], &["Blue 9"], &["Green 0"]],
            gained: [9, 0, 0],
            totals: [489, 0, 0],
            match_winner: None,
        },
        Case {
            name: "a custom target reached",
            rules: rules(|r| r.target_score = TargetScore::new(100).unwrap()),
            scores: [50, 90, 0],
            out: 1,
            hands: [&["Red 4"], &["Red 1"], &["Green 6"]],
            gained: [0, 10, 0],
            totals: [50, 100, 0],
            match_winner: Some(1),
        },
        Case {
            name: "lowest total: each keeps their own points",
            rules: rules(|r| r.scoring = Scoring::LowestTotal),
            scores: [10, 20, 30],
            out: 0,
            hands: [&["Red 1"], &["Blue 9"], &["Green Skip"]],
            gained: [0, 9, 20],
            totals: [10, 29, 50],
            match_winner: None,
        },
        Case {
            name: "lowest total: the match ends at the target and the lowest total wins",
            rules: rules(|r| {
                r.scoring = Scoring::LowestTotal;
                r.target_score = TargetScore::new(100).unwrap();
            }),
            scores: [90, 40, 60],
            out: 1,
            hands: [&["Wild"], &["Red 1"], &["Green 5"]],
            gained: [50, 0, 5],
            totals: [140, 40, 65],
            match_winner: Some(1),
        },
    ];
    for Case { name, rules, scores, out, hands, gained, totals, match_winner } in cases {
        let mut g = build(
            Scenario::new(3)
                .rules(rules)
                .scores(&scores)
                .turn(out)
                .hand(0, &cs(hands[0]))
                .hand(1, &cs(hands[1]))
                .hand(2, &cs(hands[2])),
        );
        let events = act(&mut g, out, Action::Play(c(hands[usize::from(out)][0])));
        assert_eq!(g.scores(), &totals, "{name}: totals");
        assert_eq!(g.last_round().unwrap().gained[..3], gained, "{name}: points gained");
        let other = (out + 1) % 3;
        match match_winner {
            Some(winner) => {
                assert_eq!(g.phase(), Phase::MatchOver { winner }, "{name}: the match is over");
                assert!(events.contains(&Event::MatchEnded { winner }), "{name}: {events:?}");
                assert_eq!(refused(&mut g, other, Action::StartRound), RuleError::MatchOver, "{name}");
            }
            None => {
                assert_eq!(g.phase(), Phase::RoundOver, "{name}: only the round is over");
                act(&mut g, other, Action::StartRound);
                assert_eq!(g.round(), 2, "{name}: a new round");
                assert_eq!(g.scores(), &totals, "{name}: totals carry over");
            }
        }
    }
}

// ----- stacking -----

/// A Draw Two that is not stacked: with stacking off (the default) it cannot be answered; with same
/// card stacking the victim may accept instead of stacking, and a Wild Draw Four does not stack on
/// a Draw Two, so a victim without a Draw Two takes the two at once. Either way the victim draws two
/// and loses the turn.
#[test]
fn stacking_draw_two_not_stacked_victim_draws_two_and_loses_the_turn() {
    struct Case {
        name: &'static str,
        stacking: Stacking,
        victim: &'static [&'static str],
        accepts: bool,
    }
    let cases = [
        Case {
            name: "stacking off by default: a Draw Two cannot be answered",
            stacking: Stacking::Off,
            victim: &["Blue Draw Two", "Blue 1"],
            accepts: false,
        },
        Case {
            name: "same card: the victim may accept instead of stacking",
            stacking: Stacking::SameCard,
            victim: &["Blue Draw Two", "Blue 1"],
            accepts: true,
        },
        Case {
            name: "same card: a Wild Draw Four is not stacked on a Draw Two",
            stacking: Stacking::SameCard,
            victim: &["Wild Draw Four", "Blue 1"],
            accepts: false,
        },
    ];
    for Case { name, stacking, victim, accepts } in cases {
        let mut g = build(
            Scenario::new(3)
                .rules(rules(|r| r.stacking = stacking))
                .hand(0, &cs(&["Red Draw Two", "Red 1"]))
                .hand(1, &cs(victim))
                .hand(2, &cs(&["Green 1", "Green 2"])),
        );
        act(&mut g, 0, Action::Play(c("Red Draw Two")));
        if accepts {
            assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 }, "{name}: the victim answers");
            act(&mut g, 1, Action::Accept);
        }
        assert_eq!(sizes(&g), vec![1, 4, 2], "{name}: hand sizes");
        assert_eq!(g.phase(), Phase::Turn { seat: 2 }, "{name}: the victim loses the turn");
    }
}

#[test]
fn a_pending_draw_says_which_answers_the_rules_allow() {
    // Official rules: a Wild Draw Four can be challenged, not stacked.
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    let events = act(&mut g, 0, Action::ChooseColour(Colour::Red));
    assert!(events.contains(&Event::DrawPending { seat: 1, total: 4, stack: false, challenge: true }), "{events:?}");
    // Stacking on: a Draw Two can be stacked, not challenged.
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Blue 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert!(events.contains(&Event::DrawPending { seat: 1, total: 2, stack: true, challenge: false }), "{events:?}");
}

#[test]
fn stacking_same_card_draw_two_on_draw_two_passes_the_total_on() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Blue 1", "Wild Draw Four"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 2);
    let legal = g.legal_actions_vec(1);
    assert!(legal.contains(&Action::Play(c("Blue Draw Two"))) && legal.contains(&Action::Accept), "{legal:?}");
    assert!(!legal.contains(&Action::Challenge));
    assert_eq!(refused(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::CannotStack(2));
    assert_eq!(refused(&mut g, 1, Action::Challenge), RuleError::NothingToChallenge);
    act(&mut g, 1, Action::Play(c("Blue Draw Two")));
    // Seat 2 holds nothing to stack: they take the four at once and lose the turn.
    assert_eq!(sizes(&g), vec![1, 2, 6]);
    assert_eq!(g.pending_draw(), 0);
    assert_eq!(g.colour(), Colour::Blue);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_wild_draw_four_on_wild_draw_four_last_stacker_names_colour() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Yellow 1"]))
            .hand(2, &cs(&["Green 1", "Wild Draw Four"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 1 });
    act(&mut g, 1, Action::ChooseColour(Colour::Yellow));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 2 });
    assert_eq!(g.pending_draw(), 8);
    act(&mut g, 2, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 1, 10]);
    assert_eq!(g.colour(), Colour::Yellow);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_plus_four_on_plus_two_variant() {
    let r = rules(|r| r.stacking = Stacking::PlusFourOnPlusTwo);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Yellow));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 2 });
    assert_eq!(g.pending_draw(), 6);
    act(&mut g, 2, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 1, 8]);
    assert_eq!(g.colour(), Colour::Yellow);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_challenged_stacked_wild_draw_four_bluff_makes_bluffer_draw_the_total() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Green 4"]))
            .hand(2, &cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    // Seat 1 holds a Green card: their stacked Wild Draw Four is a bluff.
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Blue));
    act(&mut g, 2, Action::Challenge);
    assert_eq!(sizes(&g), vec![1, 9, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn stacking_last_card_draw_two_makes_next_player_draw_the_whole_stack() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two"]))
            .hand(2, &cs(&["Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2", "Yellow 3", "Yellow 4"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    act(&mut g, 1, Action::Play(c("Blue Draw Two")));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(held(&g, 2), cs(&["Yellow 1", "Yellow 2", "Yellow 3", "Yellow 4", "Green 1"]));
    assert_eq!(g.scores(), &[0, 1 + 1 + 2 + 3 + 4 + 1, 0]);
    assert_eq!(g.last_round().unwrap().winner, 1);
}

#[test]
fn stacking_with_take_back_bluffer_returns_to_the_pending_draw_and_may_not_replay_the_bluff() {
    let r = rules(|r| {
        r.stacking = Stacking::PlusFourOnPlusTwo;
        r.bluff_penalty = BluffPenalty::TakeBack;
    });
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Red 9", "Green 2"]))
            .hand(2, &cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    // Seat 1 holds a Red card: their Wild Draw Four on the Red Draw Two is a bluff.
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Blue));
    assert_eq!(g.pending_draw(), 6);
    act(&mut g, 2, Action::Challenge);
    assert_eq!(held(&g, 1), cs(&["Red 9", "Green 2", "Wild Draw Four"]));
    assert_eq!(g.top_card(), Some(c("Red Draw Two")));
    assert_eq!(g.colour(), Colour::Red);
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 2);
    // The Wild Draw Four taken back cannot be played again instead of a legal answer.
    assert!(!g.legal_actions_vec(1).contains(&Action::Play(Card::WILD_DRAW_FOUR)));
    assert_eq!(refused(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::MustPlayLegalCardAfterBluff);
    act(&mut g, 1, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 5, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn uno_owed_after_a_swap_hands_leaves_one_card() {
    // The rules article: "Ogni volta che rimani con una sola carta, devi annunciarlo".
    // Seat 0 plays Wild Swap Hands and takes seat 1's single card.
    let swapped = || {
        let mut g = build(
            Scenario::new(3)
                .rules(RuleSet::deck_112())
                .hand(0, &cs(&["Wild Swap Hands", "Red 1", "Red 2"]))
                .hand(1, &cs(&["Blue 1"]))
                .hand(2, &cs(&["Green 1", "Green 2", "Green 3"]))
                .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6"])),
        );
        act(&mut g, 0, Action::Play(Card::SWAP_HANDS));
        act(&mut g, 0, Action::ChooseColour(Colour::Yellow));
        let events = act(&mut g, 0, Action::ChooseTarget(1));
        (g, events)
    };
    let (mut g, events) = swapped();
    assert_eq!(held(&g, 0), cs(&["Blue 1"]));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }), "{events:?}");
    assert!(!events.contains(&Event::UnoMissed { seat: 1 }), "two cards owe nothing");
    assert!(g.catchable(0));
    assert!(g.legal_actions_vec(2).contains(&Action::Catch(0)));
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 2 }));
    assert_eq!(sizes(&g)[0], 3);

    // Called at once, it is safe.
    let (mut g, _) = swapped();
    act(&mut g, 0, Action::CallUno);
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);

    // Not called, and the next player has begun their turn: too late, and the message says why.
    let (mut g, _) = swapped();
    act(&mut g, 1, Action::Draw);
    let e = refused(&mut g, 2, Action::Catch(0));
    assert_eq!(e, RuleError::CatchTooLate);
    assert!(e.to_string().contains("play has moved on"), "{e}");
}

#[test]
fn uno_owed_by_whoever_a_rotation_leaves_with_one_card() {
    let r = rules(|r| r.seven_o = true);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red 0", "Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
            .hand(2, &cs(&["Green 1"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red 0")));
    // Hands move on: seat 0 gets seat 2's single card.
    assert_eq!(held(&g, 0), cs(&["Green 1"]));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }), "{events:?}");
    assert!(g.catchable(0) && !g.catchable(1) && !g.catchable(2));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
}

// ----- Seven-O -----

#[test]
fn seven_o_seven_swaps_hands_with_a_chosen_player() {
    let r = rules(|r| r.seven_o = true);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red 7", "Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Yellow 1"]))
            .hand(2, &cs(&["Green 1", "Green 2", "Green 3", "Green 4"])),
    );
    act(&mut g, 0, Action::Play(c("Red 7")));
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 });
    assert_eq!(refused(&mut g, 0, Action::ChooseTarget(0)), RuleError::CannotTargetYourself);
    act(&mut g, 0, Action::ChooseTarget(2));
    assert_eq!(held(&g, 0), cs(&["Green 1", "Green 2", "Green 3", "Green 4"]));
    assert_eq!(held(&g, 2), cs(&["Blue 1", "Blue 2"]));
    assert_eq!(held(&g, 1), cs(&["Yellow 1"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn seven_o_zero_passes_every_hand_in_the_direction_of_play() {
    let r = rules(|r| r.seven_o = true);
    let hands = [cs(&["Blue 1", "Blue 2"]), cs(&["Yellow 1"]), cs(&["Green 1", "Green 2", "Green 3"])];
    let mut g = build(
        Scenario::new(3)
            .rules(r.clone())
            .hand(0, &[&hands[0][..], &cs(&["Red 0"])].concat())
            .hand(1, &hands[1])
            .hand(2, &hands[2]),
    );
    let events = g.apply(0, Action::Play(c("Red 0"))).unwrap();
    // The rotation is one event: no card-by-card moves follow it.
    assert!(events.contains(&Event::HandsRotated { direction: Direction::Clockwise }));
    assert!(
        !events.iter().any(|e| matches!(e, Event::CardMoved { from: Zone::Hand(_), to: Zone::Hand(_), .. })),
        "{events:?}"
    );
    assert_eq!(held(&g, 1), hands[0]);
    assert_eq!(held(&g, 2), hands[1]);
    assert_eq!(held(&g, 0), hands[2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    // Counter-clockwise, the hands go the other way.
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .direction(Direction::CounterClockwise)
            .hand(0, &[&hands[0][..], &cs(&["Red 0"])].concat())
            .hand(1, &hands[1])
            .hand(2, &hands[2]),
    );
    act(&mut g, 0, Action::Play(c("Red 0")));
    assert_eq!(held(&g, 2), hands[0]);
    assert_eq!(held(&g, 0), hands[1]);
    assert_eq!(held(&g, 1), hands[2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn seven_o_off_by_default_seven_and_zero_are_plain_numbers() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 7", "Blue 1"]))
            .hand(1, &cs(&["Red 0", "Blue 2"]))
            .hand(2, &cs(&["Green 1"])),
    );
    act(&mut g, 0, Action::Play(c("Red 7")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    act(&mut g, 1, Action::Play(c("Red 0")));
    assert_eq!(held(&g, 0), cs(&["Blue 1"]));
    assert_eq!(held(&g, 1), cs(&["Blue 2"]));
    assert_eq!(held(&g, 2), cs(&["Green 1"]));
}

// ----- Jump-In -----

fn jump_game(r: RuleSet) -> Game {
    build(
        Scenario::new(4)
            .rules(r)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Blue 1", "Blue 2"]))
            .hand(2, &cs(&["Red 5", "Blue 5", "Green 2"]))
            .hand(3, &cs(&["Yellow 1", "Yellow 2"])),
    )
}

#[test]
fn jump_in_identical_card_out_of_turn_and_play_continues_from_the_jumper() {
    let mut g = jump_game(rules(|r| r.jump_in = true));
    assert!(g.legal_actions_vec(2).contains(&Action::JumpIn(c("Red 5"))));
    act(&mut g, 2, Action::JumpIn(c("Red 5")));
    assert_eq!(held(&g, 2), cs(&["Green 2", "Blue 5"]));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(sizes(&g), vec![2, 2, 2, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
}

#[test]
fn jump_in_non_identical_card_refused() {
    let mut g = jump_game(rules(|r| r.jump_in = true));
    assert_eq!(refused(&mut g, 2, Action::JumpIn(c("Blue 5"))), RuleError::JumpInNeedsIdenticalCard);
    assert_eq!(refused(&mut g, 1, Action::JumpIn(c("Red 5"))), RuleError::CardNotInHand(c("Red 5")));
    assert!(!g.legal_actions_vec(1).iter().any(|a| matches!(a, Action::JumpIn(_))));
}

#[test]
fn jump_in_on_your_own_turn_refused() {
    let mut g = build(
        Scenario::new(3).rules(rules(|r| r.jump_in = true)).hand(0, &cs(&["Red 5", "Blue 1"])).hand(1, &cs(&["Red 9"])),
    );
    assert_eq!(refused(&mut g, 0, Action::JumpIn(c("Red 5"))), RuleError::JumpInOnYourTurn);
}

#[test]
fn jump_in_off_by_default() {
    let mut g = jump_game(RuleSet::default());
    assert_eq!(refused(&mut g, 2, Action::JumpIn(c("Red 5"))), RuleError::RuleNotInPlay(OptionalRule::JumpIn));
    assert!(!g.legal_actions_vec(2).iter().any(|a| matches!(a, Action::JumpIn(_))));
}

// ----- Draw to Match and Force Play -----

#[test]
fn draw_to_match_keeps_drawing_until_a_playable_card() {
    let r = rules(|r| r.draw_to_match = true);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Blue 1"]))
            .next_draws(&cs(&["Blue 2", "Green 3", "Red 9", "Yellow 1"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Red 9", "Green 3", "Blue 1", "Blue 2"]));
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(g.top_card(), Some(c("Red 9")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn draw_to_match_off_by_default_draws_one() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1"])).next_draws(&cs(&["Blue 2", "Green 3", "Red 9"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Blue 1", "Blue 2"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn force_play_playable_drawn_card_must_be_played() {
    let r = rules(|r| r.force_play = true);
    let mut g = build(Scenario::new(3).rules(r).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert_eq!(g.legal_actions_vec(0), vec![Action::PlayDrawn]);
    assert_eq!(refused(&mut g, 0, Action::KeepDrawn), RuleError::MustPlayDrawnCard);
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(g.top_card(), Some(c("Red 8")));
}

#[test]
fn force_play_does_not_force_a_drawn_wild_draw_four_that_would_be_a_bluff() {
    // Seat 0 holds a Red card (the current colour) and chose to draw: the Wild Draw Four drawn
    // would be illegal, so Force Play cannot make them play it; they may still bluff.
    let r = rules(|r| r.force_play = true);
    let mut g = build(
        Scenario::new(3).rules(r.clone()).hand(0, &cs(&["Red 1", "Blue 2"])).next_draws(&cs(&["Wild Draw Four"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::KeepDrawn) && legal.contains(&Action::PlayDrawn), "{legal:?}");
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(held(&g, 0), cs(&["Red 1", "Blue 2", "Wild Draw Four"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    // A legal drawn Wild Draw Four must still be played.
    let mut g =
        build(Scenario::new(3).rules(r).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Wild Draw Four"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(refused(&mut g, 0, Action::KeepDrawn), RuleError::MustPlayDrawnCard);
}

#[test]
fn box_sheet_force_play_does_not_force_a_bluffing_wild_draw_four() {
    let mut g = build(
        Scenario::new(3)
            .rules(RuleSet::box_sheet())
            .hand(0, &cs(&["Blue 5", "Blue 2"]))
            .next_draws(&cs(&["Wild Draw Four"])),
    );
    // Blue 5 is playable on the Red 5: the drawn Wild Draw Four would be a bluff under S0.
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

// ----- profiles -----

#[test]
fn profile_official_is_all_defaults() {
    let r = RuleSet::default();
    assert_eq!(r.deck, Deck::Classic);
    assert_eq!(r.new_card_points, NewCardPoints::Forty);
    assert_eq!(r.first_wild, FirstWild::FirstPlayerChooses);
    assert_eq!(r.wild_play, WildPlay::Anytime);
    assert_eq!(r.wild_draw_four, WildDrawFourRule::NoCardOfCurrentColour);
    assert_eq!(r.bluff_penalty, BluffPenalty::DrawFour);
    assert_eq!(r.reverse_with_two, ReverseWithTwo::ActsAsSkip);
    assert_eq!(r.uno_penalty, UnoPenalty::Two);
    assert!(!r.wrong_card_penalty && !r.table_talk_penalty);
    assert_eq!(r.scoring, Scoring::WinnerScoresOthers);
    assert_eq!(r.target_score.get(), 500);
    assert_eq!(r.stacking, Stacking::Off);
    assert!(!r.seven_o && !r.jump_in && !r.draw_to_match && !r.force_play);
}

/// The rule profiles: each is the Official rules with a few options changed (the box sheet's are its
/// S0 variants), is listed under its name in this order, and reads back from its rule file as the
/// same rules.
#[test]
fn profiles_are_the_official_rules_with_their_changes() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        changes: fn(&mut RuleSet),
    }
    let cases = [
        Case { name: "Official", rules: RuleSet::default(), changes: |_| {} },
        Case {
            name: "Box sheet W2087",
            rules: RuleSet::box_sheet(),
            changes: |r| {
                r.wild_play = WildPlay::OnlyWithoutMatch;
                r.wild_draw_four = WildDrawFourRule::NoOtherPlayableCard;
                r.force_play = true;
                r.bluff_penalty = BluffPenalty::TakeBack;
                r.wrong_card_penalty = true;
                r.table_talk_penalty = true;
            },
        },
        Case { name: "112-card deck", rules: RuleSet::deck_112(), changes: |r| r.deck = Deck::SwapAndCustom },
        Case {
            name: "House party",
            rules: RuleSet::house_party(),
            changes: |r| {
                r.stacking = Stacking::SameCard;
                r.seven_o = true;
                r.jump_in = true;
            },
        },
    ];
    let listed = profiles();
    assert_eq!(listed.len(), cases.len(), "{:?}", listed.iter().map(|p| p.name).collect::<Vec<_>>());
    for (Case { name, rules: r, changes }, p) in cases.into_iter().zip(&listed) {
        assert_eq!(p.name, name, "{name}: listed in this place");
        assert_eq!(p.rules, r, "{name}: listed rules");
        assert_eq!(r, rules(changes), "{name}: the Official rules with its changes");
        assert_eq!(RuleSet::from_ron(&p.rules.to_ron()).as_ref(), Ok(&p.rules), "{name}: RON round trip");
    }
    assert_eq!(RuleSet::deck_112().custom_wilds.len(), 3, "the 112-card deck has three Customizable Wilds");
}

#[test]
fn box_sheet_profile_plays_its_rules_together() {
    // Wild refused with a match, the wrong card costs four, the drawn card must be played.
    let mut g = build(
        Scenario::new(3).rules(RuleSet::box_sheet()).hand(0, &cs(&["Wild", "Red 1"])).next_draws(&cs(&["Red 8"])),
    );
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    let events = act(&mut g, 0, Action::Play(Card::WILD));
    assert!(events.contains(&Event::WrongCard { seat: 0, card: Card::WILD }));
    assert_eq!(sizes(&g)[0], 6);
    assert_eq!(g.top_card(), Some(c("Red 5")));
}

// ----- rule files -----

#[test]
fn rule_file_may_give_only_the_fields_it_changes() {
    let r = RuleSet::from_ron("(\n    stacking: SameCard,\n    target_score: 300,\n)").expect("valid");
    assert_eq!(r.stacking, Stacking::SameCard);
    assert_eq!(r.target_score.get(), 300);
    assert_eq!(
        RuleSet { stacking: Stacking::Off, target_score: TargetScore::new(500).unwrap(), ..r },
        RuleSet::default()
    );
}

#[test]
fn rule_file_readme_example_loads() {
    let text = r#"(
    deck: SwapAndCustom,
    custom_wilds: [
        (text: "Everyone else draws 1", effects: [EveryoneElseDraws(1)]),
        (text: "Give 2 cards away", effects: [GiveCards(2)]),
    ],
    stacking: SameCard,
    target_score: 300,
)"#;
    let r = RuleSet::from_ron(text).expect("the README example loads");
    // 108 + Wild Swap Hands + two Customizable Wilds.
    assert_eq!(r.deck_list().len(), 111);
    assert_eq!(r.custom_wilds[1].effects[..], [CustomEffect::GiveCards(amount(2))]);
}

#[test]
fn rule_file_unknown_field_error_names_field_and_line() {
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    stackin: SameCard,\n)").expect_err("unknown field");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("stackin"));
    assert!(e.problem.to_string().contains("stackin"), "{}", e.problem);
    assert!(e.to_string().contains("line 3"), "{e}");
    assert!(e.to_string().contains("`stackin`"), "{e}");
}

#[test]
fn rule_file_unknown_nested_field_error_names_its_path() {
    let text = "(\n deck: SwapAndCustom,\n custom_wilds: [\n  (text: \"x\", effects: [Reverse], colour: Red),\n ],\n)";
    let e = RuleSet::from_ron(text).expect_err("unknown field");
    assert_eq!(e.line, 4);
    assert_eq!(e.field.as_deref(), Some("custom_wilds[0].colour"));
}

#[test]
fn rule_file_bad_value_error_names_field_and_line() {
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    stacking: Sometimes,\n)").expect_err("bad value");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("stacking"));
    assert!(e.problem.to_string().contains("Sometimes") && e.problem.to_string().contains("SameCard"), "{}", e.problem);
    let e = RuleSet::from_ron("(\n  deck: Classic,\n  target_score: 0,\n)").expect_err("bad target");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("target_score"));
    let e = RuleSet::from_ron("(\n custom_wilds: [\n  (text: \"x\", effects: [GiveCards(11)]),\n ],\n)")
        .expect_err("bad amount");
    assert_eq!(e.line, 3);
    assert!(e.field.as_deref().unwrap_or("").starts_with("custom_wilds[0].effects[0]"), "{e}");
}

#[test]
fn rule_file_with_a_byte_order_mark_loads() {
    // Windows editors often start a UTF-8 file with a byte-order mark.
    let text = "\u{feff}(\n    stacking: SameCard,\n    target_score: 300,\n)";
    let r = RuleSet::from_ron(text).expect("a rule file with a BOM loads");
    assert_eq!(r.stacking, Stacking::SameCard);
    assert_eq!(r.target_score.get(), 300);
}

#[test]
fn rule_file_syntax_errors_never_show_an_unknown_field_and_say_what_was_expected() {
    // A missing comma: the field is not known, so none is named.
    let e = RuleSet::from_ron("(\n    deck: Classic\n    stacking: SameCard,\n)").expect_err("missing comma");
    assert!(!e.to_string().contains('?'), "{e}");
    assert!(!e.to_string().contains("Expected"), "internal wording: {e}");
    assert!(e.problem.to_string().contains("comma"), "{e}");
    // A decimal target: the field is named and the message says what is wanted.
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    target_score: 500.0,\n)").expect_err("a float target");
    assert_eq!(e.line, 3, "{e}");
    assert_eq!(e.field.as_deref(), Some("target_score"), "{e}");
    assert!(e.problem.to_string().contains("whole number"), "{e}");
    // A wrong type: no internal type names.
    let e = RuleSet::from_ron("(\n    seven_o: 3,\n)").expect_err("a number for a yes/no option");
    assert_eq!(e.field.as_deref(), Some("seven_o"), "{e}");
    assert!(e.problem.to_string().contains("`true` or `false`"), "{e}");
    // Not a rule file at all: no struct names.
    let e = RuleSet::from_ron("[1, 2]").expect_err("a list");
    assert!(!e.to_string().contains("RuleSet"), "{e}");
    assert!(!e.to_string().contains('?'), "{e}");
    // An unterminated file.
    let e = RuleSet::from_ron("(\n    deck: Classic,\n").expect_err("cut short");
    assert!(!e.to_string().contains('?'), "{e}");
    assert!(e.problem.to_string().contains("ends too early") || e.problem.to_string().contains(')'), "{e}");
}

#[test]
fn custom_wilds_with_the_classic_deck_are_reported_as_unused() {
    let text =
        "(\n    deck: Classic,\n    custom_wilds: [\n        (text: \"Sing\", effects: [SkipPlayers(1)]),\n    ],\n)";
    let (rules, warnings) = RuleSet::from_ron_checked(text).expect("loads");
    assert_eq!(rules.deck_list().len(), 108, "the Classic deck has no Customizable Wilds");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let w = warnings[0].to_string();
    assert!(w.contains("line 3") && w.contains("Classic") && w.contains("SwapAndCustom"), "{w}");
    // With the 112-card deck they are used: no warning.
    let text = text.replace("Classic", "SwapAndCustom");
    let (rules, warnings) = RuleSet::from_ron_checked(&text).expect("loads");
    assert_eq!(rules.deck_list().len(), 110);
    assert!(warnings.is_empty(), "{warnings:?}");
    // Files the game writes (every profile) give no warning.
    for p in profiles() {
        let (_, warnings) = RuleSet::from_ron_checked(&p.rules.to_ron()).expect("loads");
        assert!(warnings.is_empty(), "{}: {warnings:?}", p.name);
    }
}

/// What the challenge prompt says a challenge costs is what a challenge does, under both bluff
/// penalties, with and without stacking.
#[test]
fn challenge_stakes_are_what_a_challenge_costs() {
    let mut seen = [0usize; 3];
    for (penalty, stacking) in [
        (BluffPenalty::DrawFour, Stacking::Off),
        (BluffPenalty::TakeBack, Stacking::Off),
        (BluffPenalty::DrawFour, Stacking::SameCard),
    ] {
        let rules = RuleSet { bluff_penalty: penalty, stacking, ..RuleSet::default() };
        let mut rng = uno_party::engine::Rng::new(5);
        for seed in 0..400 {
            let mut g = Game::new(Setup { seats: 3, rules: rules.clone(), seed, dealer: None }).unwrap();
            for _ in 0..300 {
                if matches!(g.phase(), Phase::WaitingToDeal | Phase::RoundOver) {
                    g.apply(0, Action::StartRound).unwrap();
                }
                let Some(s) = g.to_act() else { break };
                let view = g.view(Some(s));
                if let (Some(stakes), Some((offender, _))) = (view.challenge_stakes(), view.challenge_info()) {
                    let before = (g.hand(s).len(), g.hand(offender).len());
                    let mut after = g.clone();
                    let events = after.apply(s, Action::Challenge).unwrap();
                    let bluff = events.iter().any(|e| matches!(e, Event::Challenged { bluff: true, .. }));
                    match (bluff, stakes.bluffer_draws) {
                        (false, _) => {
                            assert_eq!(after.hand(s).len(), before.0 + stakes.challenger_draws as usize);
                            seen[0] += 1;
                        }
                        (true, Some(n)) => {
                            assert_eq!(after.hand(offender).len(), before.1 + n as usize);
                            seen[1] += 1;
                        }
                        (true, None) => {
                            assert_eq!(after.hand(offender).len(), before.1 + 1, "the card goes back");
                            seen[2] += 1;
                        }
                    }
                }
                let legal = g.legal_actions_vec(s);
                g.apply(s, legal[rng.below(legal.len() as u32) as usize]).unwrap();
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 5), "too few challenges of each kind: {seen:?}");
}

#[test]
fn a_table_is_checked_in_one_place() {
    use uno_party::engine::{MAX_SEATS, MIN_SEATS};
    assert_eq!(Setup::validate(MIN_SEATS - 1, None), Err(SetupError::PlayerCount(1)));
    assert_eq!(Setup::validate(MAX_SEATS + 1, None), Err(SetupError::PlayerCount(11)));
    assert_eq!(Setup::validate(4, Some(4)), Err(SetupError::NoSuchDealer(4)));
    assert_eq!(Setup::validate(10, Some(9)), Ok(()));
    // Game::new refuses exactly what validate refuses.
    let game = |seats, dealer| Game::new(Setup { seats, rules: RuleSet::default(), seed: 1, dealer }).err();
    assert_eq!(game(1, None), Some(SetupError::PlayerCount(1)));
    assert_eq!(game(3, Some(3)), Some(SetupError::NoSuchDealer(3)));
}

#[test]
fn a_click_on_a_card_means_what_the_decision_allows() {
    let mut g = build(
        Scenario::new(2)
            .top(c("Red 5"))
            .hand(0, &cs(&["Green 1", "Blue 7"]))
            .hand(1, &cs(&["Red 1", "Green 2"]))
            .next_draws(&cs(&["Red 9"]))
            .turn(0),
    );
    let view = g.view(Some(0));
    assert_eq!(view.action_for(c("Blue 7")), Some(Action::Play(c("Blue 7"))));
    assert_eq!(view.draw_pile_action(), Some(Action::Draw));
    // Out of turn a card jumps in (the engine refuses it unless Jump-In is on and it matches).
    assert_eq!(g.view(Some(1)).action_for(c("Red 1")), Some(Action::JumpIn(c("Red 1"))));
    assert_eq!(g.view(None).action_for(c("Red 1")), None);
    // The card just drawn (a playable Red 9) is played from Play it / Keep it.
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert_eq!(g.view(Some(0)).action_for(c("Red 9")), Some(Action::PlayDrawn));
    assert_eq!(g.view(Some(0)).action_for(c("Blue 7")), Some(Action::Play(c("Blue 7"))));
    assert_eq!(g.view(Some(0)).draw_pile_action(), None);
}

#[test]
fn a_new_round_starts_clockwise_and_says_so_when_the_last_one_ended_the_other_way() {
    let mut g =
        build(Scenario::new(3).top(c("Red 5")).hand(0, &cs(&["Red 7"])).direction(Direction::CounterClockwise).turn(0));
    act(&mut g, 0, Action::Play(c("Red 7")));
    assert_eq!(g.phase(), Phase::RoundOver);
    let events = act(&mut g, 0, Action::StartRound);
    assert_eq!(g.direction(), Direction::Clockwise);
    let started = events.iter().position(|e| matches!(e, Event::RoundStarted { .. })).unwrap();
    assert_eq!(events[started + 1], Event::DirectionChanged { direction: Direction::Clockwise });
    // A round that ended clockwise starts without a word about it.
    let mut g = build(Scenario::new(3).top(c("Red 5")).hand(0, &cs(&["Red 7"])).turn(0));
    act(&mut g, 0, Action::Play(c("Red 7")));
    let events = act(&mut g, 0, Action::StartRound);
    assert!(!events.iter().take(2).any(|e| matches!(e, Event::DirectionChanged { .. })), "{events:?}");
}

#[test]
fn uno_is_not_offered_with_two_cards_and_nothing_to_play() {
    let g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .top(c("Red 5")),
    );
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
}

#[test]
fn an_uno_call_not_followed_by_the_play_must_be_made_again() {
    // Called with the drawn card, which is then kept: the call is void at the next turn.
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1"]))
            .hand(1, &cs(&["Red 7", "Green 2", "Green 9"]))
            .hand(2, &cs(&["Red 6", "Green 6", "Green 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 8"])),
    );
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::KeepDrawn);
    act(&mut g, 1, Action::Play(c("Red 7")));
    assert!(!g.uno_called(0), "void once the next turn begins");
    act(&mut g, 2, Action::Play(c("Red 6")));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno), "the call is owed again");
    act(&mut g, 0, Action::Play(c("Red 8")));
    assert!(g.catchable(0), "an earlier call, not followed by the play, does not cover it");
    // Called in the turn, then someone jumps in with a Draw Two: the call does not cover a Draw
    // Two stacked on it.
    let mut g = build(
        Scenario::new(3)
            .rules(rules(|r| {
                r.jump_in = true;
                r.stacking = Stacking::SameCard;
            }))
            .hand(0, &cs(&["Red 3", "Blue Draw Two"]))
            .hand(1, &cs(&["Green 7", "Green 8", "Green 9"]))
            .hand(2, &cs(&["Red Draw Two", "Yellow 4", "Yellow 5"]))
            .top(c("Red Draw Two")),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 2, Action::JumpIn(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 0 });
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno), "the call is owed again");
    act(&mut g, 0, Action::Play(c("Blue Draw Two")));
    assert!(g.catchable(0));
}

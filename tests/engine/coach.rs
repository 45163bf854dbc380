//! The coach: the hint is Hard's own legal move with a reason that is true of the position, and
//! "What does this card do?" says a card can be played exactly when the engine lets it be played,
//! over random positions under many rule sets and table sizes.

use std::collections::BTreeSet;

use uno_party::ai::{BotKind, Budget};
use uno_party::coach::{
    CardEffect, Choice, ColourBecause, Colours, HintReason, Playability, PlayableBecause, SevenO, StackWith,
    explain_card, hint, legal_now,
};
use uno_party::engine::{
    Action, ActionList, Amount, BluffPenalty, Card, Colour, CustomEffect, CustomWild, CustomWilds, Decision, Deck,
    Direction, Game, Kind, Partners, Phase, ReverseWithTwo, Rng, RuleSet, Scenario, Seat, Setup, Stacking, UnoPenalty,
    View, WildDrawFourRule, WildPlay,
};

/// A small search budget keeps the tests quick; the code paths are the same.
const BUDGET: Budget = Budget::Iterations(200);

/// Customizable Wilds with every kind of effect.
fn every_custom_wild() -> CustomWilds {
    let a = |n| Amount::new(n).expect("in range");
    CustomWilds::new(vec![
        CustomWild::new("Draw two, turn", &[CustomEffect::NextPlayerDraws(a(2)), CustomEffect::Reverse]).unwrap(),
        CustomWild::new(
            "Skip and clean",
            &[CustomEffect::SkipPlayers(a(1)), CustomEffect::DiscardNamedColour, CustomEffect::RotateHands],
        )
        .unwrap(),
        CustomWild::new(
            "Share",
            &[CustomEffect::GiveCards(a(2)), CustomEffect::SwapHands, CustomEffect::EveryoneElseDraws(a(1))],
        )
        .unwrap(),
    ])
    .unwrap()
}

/// Rule sets covering every option that changes what a card does or when it may be played.
fn rule_sets() -> Vec<RuleSet> {
    vec![
        RuleSet::default(),
        RuleSet::box_sheet(),
        RuleSet::house_party(),
        RuleSet::deck_112(),
        RuleSet {
            deck: Deck::SwapAndCustom,
            custom_wilds: every_custom_wild(),
            stacking: Stacking::PlusFourOnPlusTwo,
            seven_o: true,
            jump_in: true,
            force_play: true,
            ..RuleSet::default()
        },
        RuleSet {
            deck: Deck::SwapAndCustom,
            custom_wilds: every_custom_wild(),
            wild_play: WildPlay::OnlyWithoutMatch,
            wild_draw_four: WildDrawFourRule::NoOtherPlayableCard,
            bluff_penalty: BluffPenalty::TakeBack,
            stacking: Stacking::SameCard,
            ..RuleSet::default()
        },
        RuleSet {
            reverse_with_two: ReverseWithTwo::Reverses,
            uno_penalty: UnoPenalty::Four,
            draw_to_match: true,
            bluff_penalty: BluffPenalty::TakeBack,
            jump_in: true,
            ..RuleSet::default()
        },
        RuleSet { partners: Partners::Pairs, stacking: Stacking::SameCard, ..RuleSet::default() },
    ]
}

/// `count` random positions: a table of 2 to 10 under one of the rule sets, played forward from
/// the deal with random legal moves (now and then a move out of turn: a catch, a late UNO, a
/// Jump-In), stopped at a random moment.
fn positions(count: usize, seed: u64) -> Vec<Game> {
    let rules = rule_sets();
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut out = Vec::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let seats = 2 + rng.below(9) as usize;
        let setup = Setup { seats, rules: rules[i as usize % rules.len()].clone(), seed: seed ^ i, dealer: None };
        let Ok(mut g) = Game::new(setup) else { continue };
        for _ in 0..rng.below(160) {
            let actor = g.to_act().unwrap_or(0);
            let seat = if rng.below(6) == 0 { rng.below(seats as u32) as Seat } else { actor };
            g.legal_actions(seat, &mut list);
            if list.is_empty() {
                continue;
            }
            let a = list[rng.below(list.len() as u32) as usize];
            g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"));
            if matches!(g.phase(), Phase::MatchOver { .. }) {
                break;
            }
        }
        out.push(g);
    }
    out
}

/// The name of an enum value's variant, from its debug text.
fn variant(debug: String) -> String {
    debug.split([' ', '{', '(']).next().unwrap_or_default().to_string()
}

#[test]
fn a_card_can_be_played_now_exactly_when_the_engine_lets_it() {
    let mut answers = BTreeSet::new();
    let mut effects = BTreeSet::new();
    for g in positions(1500, 11) {
        for seat in 0..g.seats() as Seat {
            let view = g.view(Some(seat));
            let legal = g.legal_actions_vec(seat);
            assert_eq!(legal_now(&view), legal, "the legal actions from the view are the engine's");
            for card in Card::all().filter(|&c| g.deck().count(c) > 0) {
                let help = explain_card(&view, card);
                let listed = legal.iter().any(|a| match *a {
                    Action::Play(c) | Action::JumpIn(c) => c == card,
                    Action::PlayDrawn => view.drawn == Some(card),
                    _ => false,
                });
                assert_eq!(
                    help.now.is_playable(),
                    listed,
                    "{card} for seat {seat}: {:?}, legal {legal:?}, phase {:?}, top {:?} {:?}",
                    help.now,
                    view.phase,
                    view.top,
                    view.colour
                );
                if !view.hand.contains(card) {
                    assert_eq!(help.now, Playability::NotInHand);
                    continue;
                }
                answers.insert(match &help.now {
                    Playability::Playable { why } => variant(format!("{why:?}")),
                    p => variant(format!("{p:?}")),
                });
                effects.insert(format!("{:?}", help.effect).split(['{', '(']).next().unwrap().trim().to_string());
                check_reason_for_not_playing(&view, card, &help.now);
            }
        }
    }
    // Random play reaches every answer but the rarest; the scenarios below show those.
    for expected in [
        "MatchesColour",
        "MatchesNumber",
        "MatchesSymbol",
        "Wild",
        "WildWithoutMatch",
        "WildDrawFourFair",
        "WildDrawFourBluff",
        "Stack",
        "JumpIn",
        "Drawn",
        "RoundOver",
        "NotYourTurn",
        "ChooseFirst",
        "OnlyDrawnCard",
        "MustAnswerDraw",
        "CannotStack",
        "NoMatch",
        "WildNeedsNoMatch",
    ] {
        assert!(answers.contains(expected), "no position answered {expected}: {answers:?}");
    }
    for expected in ["Number", "Skip", "Reverse", "DrawTwo", "Wild", "WildDrawFour", "SwapHands", "Custom"] {
        assert!(effects.contains(expected), "no {expected} explained: {effects:?}");
    }
}

/// What a "not now" answer claims is so.
fn check_reason_for_not_playing(view: &View, card: Card, now: &Playability) {
    match *now {
        Playability::NotYourTurn { seat, jump_in_with } => {
            assert_eq!(view.to_act(), Some(seat));
            assert_ne!(view.seat, Some(seat));
            if let Some(top) = jump_in_with {
                assert!(view.rules.jump_in && view.top == Some(top) && top != card);
            }
        }
        Playability::OnlyDrawnCard { drawn } => {
            assert_eq!(view.drawn, Some(drawn));
            assert_ne!(drawn, card);
        }
        Playability::MustAnswerDraw { pending, .. } | Playability::CannotStack { pending, .. } => {
            assert_eq!(view.pending_draw, pending);
            assert!(matches!(view.phase, Phase::DrawPenalty { .. }));
        }
        Playability::NoMatch { colour, top } => {
            assert_eq!((view.colour, view.top), (colour, Some(top)));
            assert!(card.colour() != Some(colour));
        }
        Playability::WildNeedsNoMatch { matching } => {
            assert!(card.is_wild() && view.rules.wild_play == WildPlay::OnlyWithoutMatch && matching > 0);
        }
        Playability::RoundOver => assert!(!view.phase.in_round()),
        _ => {}
    }
}

#[test]
fn every_reason_the_coach_gives_for_any_legal_move_is_true_of_the_position() {
    let mut said = BTreeSet::new();
    for g in positions(1200, 23) {
        for seat in 0..g.seats() as Seat {
            let legal = g.legal_actions_vec(seat);
            let view = g.view(Some(seat));
            for &a in &legal {
                let reason = HintReason::of(&view, &legal, a);
                assert!(reason.holds(&view, a), "{reason:?} for {a:?} by {seat} in {:?}: not so", view.phase);
                said.insert(variant(format!("{reason:?}")));
            }
        }
    }
    // The facts random play gives the coach to say: most kinds of reason, each true.
    assert!(said.len() >= 30, "{} kinds of reason: {said:?}", said.len());
    assert!(!said.contains("Lookahead") || said.len() > 30, "{said:?}");
}

#[test]
fn the_hint_is_hards_own_legal_move_with_a_reason_that_holds() {
    let mut list = ActionList::new();
    let mut kinds = BTreeSet::new();
    for (i, g) in positions(160, 37).into_iter().enumerate() {
        let Some(seat) = g.to_act() else { continue };
        g.legal_actions(seat, &mut list);
        let view = g.view(Some(seat));
        let seed = 1000 + i as u64;
        let h = hint(&view, &list, seed, BUDGET);
        let hard = BotKind::Hard.build_with(seed, BUDGET).decide(&Decision::new(&g, seat, &list));
        assert_eq!(h.action, hard, "the hint is Hard's move in {:?}", g.phase());
        assert!(list.contains(h.action), "{:?} is legal", h.action);
        assert!(h.reason.holds(&view, h.action), "{:?} for {:?} holds", h.reason, h.action);
        assert_eq!(hint(&view, &list, seed, BUDGET), h, "the same seed gives the same hint");
        kinds.insert(variant(format!("{:?}", h.reason)));
    }
    assert!(kinds.len() >= 10, "{kinds:?}");
}

#[test]
fn a_reason_that_says_something_false_does_not_hold() {
    use HintReason as R;
    let red = |n| Card::number(Colour::Red, n);
    // Seat 0 to play on a Red 5 with a Wild and three Red cards; seat 1, next, holds one card.
    let g = Scenario::new(3)
        .hand(0, &[Card::WILD, red(7), red(3), Card::skip(Colour::Red), Card::number(Colour::Blue, 1)])
        .hand(1, &[Card::number(Colour::Green, 2)])
        .top(red(5))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let legal = g.legal_actions_vec(0);
    let skip = Action::Play(Card::skip(Colour::Red));
    assert_eq!(HintReason::of(&view, &legal, skip), R::StopLeader { seat: 1, cards: 1 });
    assert!(!R::StopLeader { seat: 1, cards: 2 }.holds(&view, skip), "seat 1 holds one card, not two");
    assert!(!R::StopLeader { seat: 2, cards: 1 }.holds(&view, skip), "seat 2 does not play next");
    assert!(!R::StopLeader { seat: 1, cards: 1 }.holds(&view, Action::Play(red(7))), "a 7 stops nobody");
    let seven = Action::Play(red(7));
    assert_eq!(HintReason::of(&view, &legal, seven), R::KeepWild { wild: Card::WILD, colour: Colour::Red, count: 2 });
    assert!(!R::KeepWild { wild: Card::WILD, colour: Colour::Red, count: 3 }.holds(&view, seven));
    assert!(!R::KeepWild { wild: Card::WILD_DRAW_FOUR, colour: Colour::Red, count: 2 }.holds(&view, seven));
    assert!(!R::OnlyPlay.holds(&view, seven), "four cards can be played");
    assert!(!R::NothingFits { colour: Colour::Red, top: red(5) }.holds(&view, Action::Draw));
    assert!(R::HoldBack { playable: 4 }.holds(&view, Action::Draw));
    assert!(!R::HoldBack { playable: 3 }.holds(&view, Action::Draw));
    assert!(!R::GoOut.holds(&view, seven));
    assert!(!R::Lookahead.holds(&view, Action::Play(Card::number(Colour::Blue, 1))), "not a legal move");
}

#[test]
fn a_colour_is_named_for_the_cards_held_and_a_player_is_caught_for_a_missed_uno() {
    use HintReason as R;
    let blue = |n| Card::number(Colour::Blue, n);
    let mut g = Scenario::new(3)
        .hand(0, &[Card::WILD, blue(1), blue(2), blue(3), Card::number(Colour::Green, 4)])
        .hand(1, &[Card::number(Colour::Red, 3), Card::number(Colour::Yellow, 9)])
        .top(Card::number(Colour::Red, 5))
        .build()
        .unwrap();
    g.apply(0, Action::Play(Card::WILD)).unwrap();
    let view = g.view(Some(0));
    let legal = g.legal_actions_vec(0);
    let named = HintReason::of(&view, &legal, Action::ChooseColour(Colour::Blue));
    assert_eq!(named, R::BestColour { colour: Colour::Blue, count: 3 });
    let green = HintReason::of(&view, &legal, Action::ChooseColour(Colour::Green));
    // Green is held less than Blue: said so, and why Green all the same.
    let because = ColourBecause::Lookahead;
    assert_eq!(green, R::FewerHeld { colour: Colour::Green, count: 1, most: Colour::Blue, most_count: 3, because });
    assert!(!R::BestColour { colour: Colour::Green, count: 1 }.holds(&view, Action::ChooseColour(Colour::Green)));
    g.apply(0, Action::ChooseColour(Colour::Red)).unwrap();
    // Seat 1 plays down to one card without saying UNO: seat 0 may catch them.
    g.apply(1, Action::Play(Card::number(Colour::Red, 3))).unwrap();
    let legal = g.legal_actions_vec(0);
    assert_eq!(legal, [Action::Catch(1)]);
    let h = hint(&g.view(Some(0)), &legal, 5, BUDGET);
    assert_eq!(h.action, Action::Catch(1));
    assert_eq!(h.reason, R::Catch { seat: 1, penalty: 2 });
    assert!(h.reason.holds(&g.view(Some(0)), h.action));
    assert!(!R::Catch { seat: 1, penalty: 4 }.holds(&g.view(Some(0)), h.action), "the official penalty is two");
}

#[test]
fn a_colour_held_as_much_as_others_is_said_as_a_tie_and_one_held_less_says_so() {
    use HintReason as R;
    let (green, blue, red) = (Colour::Green, Colour::Blue, Colour::Red);
    // Green, Blue and Red, two each: Green is not "the colour you hold most".
    let g = Scenario::new(3)
        .hand(
            0,
            &[
                Card::number(green, 5),
                Card::number(green, 7),
                Card::number(blue, 2),
                Card::number(blue, 3),
                Card::number(red, 1),
                Card::number(red, 4),
            ],
        )
        .top(Card::number(green, 2))
        .build()
        .unwrap();
    let (view, legal) = (g.view(Some(0)), g.legal_actions_vec(0));
    let play = Action::Play(Card::number(green, 5));
    let reason = HintReason::of(&view, &legal, play);
    // Of the three, fewer Green cards are out of sight: two in the hand and one on the pile.
    let tied = Colours::that(|c| c == red || c == blue);
    let because = ColourBecause::FewestUnseen { unseen: 22 };
    assert_eq!(reason, R::TiedColour { colour: green, count: 2, tied, because });
    assert!(reason.holds(&view, play));
    assert!(!R::MostHeld { colour: green, count: 2 }.holds(&view, play), "Green is held as much as Blue and Red");
    let only_blue = Colours::that(|c| c == blue);
    assert!(!R::TiedColour { colour: green, count: 2, tied: only_blue, because }.holds(&view, play), "Red too");
    // Four Blue cards, two Yellow: naming Yellow says that Blue is held more.
    let yellow = Colour::Yellow;
    let mut g = Scenario::new(3)
        .hand(
            0,
            &[
                Card::WILD,
                Card::number(blue, 1),
                Card::number(blue, 2),
                Card::number(blue, 3),
                Card::number(blue, 4),
                Card::number(yellow, 1),
                Card::number(yellow, 2),
            ],
        )
        .build()
        .unwrap();
    g.apply(0, Action::Play(Card::WILD)).unwrap();
    let (view, legal) = (g.view(Some(0)), g.legal_actions_vec(0));
    let name = |c| HintReason::of(&view, &legal, Action::ChooseColour(c));
    let because = ColourBecause::Lookahead;
    assert_eq!(name(yellow), R::FewerHeld { colour: yellow, count: 2, most: blue, most_count: 4, because });
    assert_eq!(name(green), R::FewerHeld { colour: green, count: 0, most: blue, most_count: 4, because });
    assert_eq!(name(blue), R::BestColour { colour: blue, count: 4 });
    // A colour held less is never "held most", and a look-ahead is not a fact of a tie.
    assert!(!R::BestColour { colour: yellow, count: 2 }.holds(&view, Action::ChooseColour(yellow)));
    let wrong = R::FewerHeld { colour: yellow, count: 2, most: green, most_count: 4, because };
    assert!(!wrong.holds(&view, Action::ChooseColour(yellow)), "Green is not held most");
}

#[test]
fn a_wild_draw_four_with_the_colour_in_force_is_a_bluff_and_without_it_is_fair() {
    let red = |n| Card::number(Colour::Red, n);
    let g = Scenario::new(3)
        .hand(0, &[Card::WILD_DRAW_FOUR, red(2), red(3), Card::number(Colour::Blue, 1)])
        .top(red(5))
        .build()
        .unwrap();
    let help = explain_card(&g.view(Some(0)), Card::WILD_DRAW_FOUR);
    let bluff = PlayableBecause::WildDrawFourBluff { colour: Some(Colour::Red), count: 2 };
    assert_eq!(help.now, Playability::Playable { why: bluff });
    assert!(matches!(
        help.effect,
        CardEffect::WildDrawFour {
            rule: WildDrawFourRule::NoCardOfCurrentColour,
            bluff_penalty: BluffPenalty::DrawFour,
            ..
        }
    ));
    let g =
        Scenario::new(3).hand(0, &[Card::WILD_DRAW_FOUR, Card::number(Colour::Blue, 1)]).top(red(5)).build().unwrap();
    let fair = PlayableBecause::WildDrawFourFair { colour: Some(Colour::Red) };
    assert_eq!(explain_card(&g.view(Some(0)), Card::WILD_DRAW_FOUR).now, Playability::Playable { why: fair });
    // Under the box sheet, any other playable card makes it a bluff, and a wild waits for no match.
    let g = Scenario::new(3)
        .rules(RuleSet::box_sheet())
        .hand(0, &[Card::WILD_DRAW_FOUR, Card::WILD, Card::number(Colour::Blue, 5)])
        .top(red(5))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let any = PlayableBecause::WildDrawFourBluff { colour: None, count: 1 };
    assert_eq!(explain_card(&view, Card::WILD_DRAW_FOUR).now, Playability::Playable { why: any });
    assert_eq!(explain_card(&view, Card::WILD).now, Playability::WildNeedsNoMatch { matching: 1 });
    let number = PlayableBecause::MatchesNumber { top: red(5) };
    assert_eq!(explain_card(&view, Card::number(Colour::Blue, 5)).now, Playability::Playable { why: number });
}

#[test]
fn house_rules_change_what_a_card_does_and_when_it_can_be_played() {
    let red = |n| Card::number(Colour::Red, n);
    let rules = RuleSet { stacking: Stacking::PlusFourOnPlusTwo, ..RuleSet::house_party() };
    let mut g = Scenario::new(3)
        .rules(rules)
        .hand(0, &[Card::draw_two(Colour::Red), red(7), red(0)])
        .hand(1, &[Card::draw_two(Colour::Blue), red(5), Card::number(Colour::Green, 9)])
        .hand(2, &[red(4), Card::number(Colour::Yellow, 1)])
        .top(red(4))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    assert_eq!(
        explain_card(&view, red(7)).effect,
        CardEffect::Number { n: 7, seven_o: Some(SevenO::SwapWithChosen), jump_in: true }
    );
    assert_eq!(
        explain_card(&view, red(0)).effect,
        CardEffect::Number { n: 0, seven_o: Some(SevenO::PassHands), jump_in: true }
    );
    assert_eq!(
        explain_card(&view, Card::draw_two(Colour::Red)).effect,
        CardEffect::DrawTwo { stacking: Stacking::PlusFourOnPlusTwo, jump_in: true }
    );
    // Seat 2 holds the Red 4 on top: it may jump in; seat 1 may not play its Red 5 out of turn.
    let jump = explain_card(&g.view(Some(2)), red(4));
    assert_eq!(jump.now, Playability::Playable { why: PlayableBecause::JumpIn });
    assert_eq!(
        explain_card(&g.view(Some(1)), red(5)).now,
        Playability::NotYourTurn { seat: 0, jump_in_with: Some(red(4)) }
    );
    // A Draw Two on seat 1: its Blue Draw Two stacks, its Red 5 cannot.
    g.apply(0, Action::Play(Card::draw_two(Colour::Red))).unwrap();
    let view = g.view(Some(1));
    assert_eq!(
        explain_card(&view, Card::draw_two(Colour::Blue)).now,
        Playability::Playable { why: PlayableBecause::Stack { pending: 2 } }
    );
    assert_eq!(
        explain_card(&view, red(5)).now,
        Playability::CannotStack { pending: 2, with: StackWith::DrawTwoOrWildDrawFour }
    );
    assert_eq!(explain_card(&g.view(Some(0)), red(7)).now, Playability::NotYourTurn { seat: 1, jump_in_with: None });
    // Seat 0 after its Seven-O 7: it must choose a player first.
    let mut g =
        Scenario::new(3).rules(RuleSet::house_party()).hand(0, &[red(7), red(1), red(2)]).top(red(4)).build().unwrap();
    g.apply(0, Action::Play(red(7))).unwrap();
    assert_eq!(explain_card(&g.view(Some(0)), red(1)).now, Playability::ChooseFirst { choice: Choice::Target });
    // Two players: a Reverse is a Skip, or (by the option) changes nothing.
    for (option, two) in
        [(ReverseWithTwo::ActsAsSkip, ReverseWithTwo::ActsAsSkip), (ReverseWithTwo::Reverses, ReverseWithTwo::Reverses)]
    {
        let rules = RuleSet { reverse_with_two: option, ..RuleSet::default() };
        let g =
            Scenario::new(2).rules(rules).hand(0, &[Card::reverse(Colour::Red), red(1)]).top(red(4)).build().unwrap();
        let help = explain_card(&g.view(Some(0)), Card::reverse(Colour::Red));
        assert_eq!(help.effect, CardEffect::Reverse { two_players: Some(two), jump_in: false });
        assert_eq!(help.now, Playability::Playable { why: PlayableBecause::MatchesColour { colour: Colour::Red } });
    }
}

#[test]
fn a_customizable_wild_is_explained_by_its_agreed_effects() {
    let rules = RuleSet { deck: Deck::SwapAndCustom, custom_wilds: every_custom_wild(), ..RuleSet::default() };
    let g = Scenario::new(4)
        .rules(rules)
        .hand(0, &[Card::custom(2), Card::SWAP_HANDS, Card::number(Colour::Green, 1)])
        .top(Card::number(Colour::Red, 4))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let help = explain_card(&view, Card::custom(2));
    let CardEffect::Custom { number, text, effects, only_without_match } = help.effect else { panic!("{help:?}") };
    assert_eq!((number, text.as_str(), only_without_match), (3, "Share", false));
    assert_eq!(effects, every_custom_wild()[2].effects.to_vec());
    assert_eq!(help.now, Playability::Playable { why: PlayableBecause::Wild });
    assert_eq!(explain_card(&view, Card::SWAP_HANDS).effect, CardEffect::SwapHands { only_without_match: false });
    assert_eq!(
        explain_card(&view, Card::number(Colour::Green, 1)).now,
        Playability::NoMatch { colour: Colour::Red, top: Card::number(Colour::Red, 4) }
    );
    assert_eq!(explain_card(&g.view(Some(1)), Card::custom(2)).now, Playability::NotInHand, "the deck has one");
}

/// What a person at the table can count, recounted here from the view's public fields alone (no
/// helper of the coach), so that every reason is checked against another reading of the position
/// than the one that wrote it.
struct Seen<'a> {
    view: &'a View,
    me: Seat,
    legal: &'a [Action],
    /// The person's cards of each colour.
    held: [u8; 4],
    /// Cards of each colour the person has not seen: the deck less their hand and the discard pile.
    unseen: [u8; 4],
}

impl<'a> Seen<'a> {
    fn new(view: &'a View, legal: &'a [Action]) -> Option<Seen<'a>> {
        let me = view.seat?;
        let mut held = [0u8; 4];
        for card in view.hand.cards() {
            if let Some(c) = card.colour() {
                held[c.index()] += 1;
            }
        }
        let mut unseen = [0u8; 4];
        for card in Card::all() {
            if let Some(c) = card.colour() {
                let out = view.deck.count(card).saturating_sub(view.hand.count(card) + view.discard.count(card));
                unseen[c.index()] += out;
            }
        }
        Some(Seen { view, me, legal, held, unseen })
    }

    fn held(&self, c: Colour) -> u8 {
        self.held[c.index()]
    }

    /// The most cards the person holds of one colour.
    fn most(&self) -> u8 {
        self.held.into_iter().max().unwrap_or(0)
    }

    /// The colours held that most.
    fn top_colours(&self) -> Vec<Colour> {
        Colour::ALL.into_iter().filter(|&c| self.held(c) == self.most()).collect()
    }

    fn size(&self, seat: Seat) -> u8 {
        self.view.hand_sizes[seat as usize]
    }

    /// The seats that play against the person (every other seat without partners).
    fn opponents(&self) -> Vec<Seat> {
        let teams = self.view.rules.teams(self.view.seats as usize);
        (0..self.view.seats).filter(|&s| s != self.me && !teams.same_team(s, self.me)).collect()
    }

    fn opponent(&self, seat: Seat) -> bool {
        self.opponents().contains(&seat)
    }

    /// Who plays after the person in the direction of play.
    fn next(&self) -> Seat {
        let n = self.view.seats as i32;
        let step = if self.view.direction == Direction::Clockwise { 1 } else { -1 };
        (self.me as i32 + step).rem_euclid(n) as Seat
    }

    /// The faces the person may play now (each face once).
    fn play_faces(&self) -> Vec<Card> {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(c) => Some(*c),
                _ => None,
            })
            .collect()
    }

    /// The cards in the hand the person may play now, copies counted.
    fn playable_cards(&self) -> u8 {
        self.play_faces().iter().map(|&c| self.view.hand.count(c)).sum()
    }

    fn points(&self, card: Card) -> u32 {
        card.points(self.view.rules.new_card_points.value())
    }

    /// The card a move puts on the pile.
    fn played(&self, action: Action) -> Option<Card> {
        match action {
            Action::Play(c) | Action::JumpIn(c) => Some(c),
            Action::PlayDrawn => self.view.drawn,
            _ => None,
        }
    }

    /// True when `seat` was seen to lack every card of `colour` (a draw on it, say) and holds a card
    /// that the sighting still covers; a Wild Draw Four that may still be challenged proves nothing.
    fn lacked(&self, seat: Seat, colour: Colour) -> bool {
        let whole: u64 = Card::all().filter(|c| c.colour() == Some(colour)).map(|c| c.bit()).sum();
        let size = self.size(seat) as usize;
        let open = self.view.challenge_info().map(|(s, _)| s) == Some(seat);
        self.view.lacks[seat as usize]
            .iter()
            .flatten()
            .any(|l| l.mask & whole == whole && l.covers(size) > 0 && !(open && l.by_wild_draw_four))
    }

    fn custom_has(&self, card: Card, pick: fn(&CustomEffect) -> bool) -> bool {
        match card.kind() {
            Kind::Custom(i) => self.view.rules.custom_wilds.get(i as usize).is_some_and(|w| w.effects.iter().any(pick)),
            _ => false,
        }
    }

    /// True when the card swaps the person's hand with a chosen player's.
    fn swaps(&self, card: Card) -> bool {
        card.kind() == Kind::SwapHands
            || (self.view.rules.seven_o && card.kind() == Kind::Number(7))
            || self.custom_has(card, |e| matches!(e, CustomEffect::SwapHands))
    }

    /// True when the card takes the person's hand away (a swap, a Seven-O 0, hands passed along).
    fn changes_hands(&self, card: Card) -> bool {
        self.swaps(card)
            || (self.view.rules.seven_o && card.kind() == Kind::Number(0))
            || self.custom_has(card, |e| matches!(e, CustomEffect::RotateHands))
    }

    /// True when the card keeps the next player from playing next.
    fn stops_next(&self, card: Card) -> bool {
        match card.kind() {
            Kind::Skip | Kind::DrawTwo | Kind::WildDrawFour => true,
            Kind::Reverse => !(self.view.seats == 2 && self.view.rules.reverse_with_two == ReverseWithTwo::Reverses),
            _ => self.custom_has(card, |e| matches!(e, CustomEffect::SkipPlayers(_))),
        }
    }

    /// Cards a Draw card gives the next player.
    fn draws(card: Card) -> Option<u8> {
        match card.kind() {
            Kind::DrawTwo => Some(2),
            Kind::WildDrawFour => Some(4),
            _ => None,
        }
    }

    /// The cards that make a Wild Draw Four a bluff now, and the colour the rule judges by.
    fn bluff_cards(&self) -> (Option<Colour>, u8) {
        match self.view.rules.wild_draw_four {
            WildDrawFourRule::NoCardOfCurrentColour => (Some(self.view.colour), self.held(self.view.colour)),
            WildDrawFourRule::NoOtherPlayableCard => {
                let fits = self.view.playable_mask();
                let n = self.view.hand.cards().filter(|&c| c != Card::WILD_DRAW_FOUR && fits & c.bit() != 0).count();
                (None, n as u8)
            }
        }
    }

    /// The chance in percent that `seat`, holding its cards now, held a card of `colour`: its cards
    /// drawn at random from those the person has not seen.
    fn chance_of_colour(&self, seat: Seat, colour: Colour) -> f64 {
        let total: f64 = self.unseen_total() as f64;
        let fitting = f64::from(self.unseen[colour.index()]);
        let mut none = 1.0;
        for i in 0..self.size(seat) as usize {
            let left = total - i as f64;
            if left <= 0.0 {
                break;
            }
            none *= ((left - fitting) / left).max(0.0);
        }
        (1.0 - none) * 100.0
    }

    fn unseen_total(&self) -> usize {
        Card::all().map(|c| view_count(self.view, c)).sum()
    }
}

/// Copies of `card` the viewer has not seen.
fn view_count(view: &View, card: Card) -> usize {
    view.deck.count(card).saturating_sub(view.hand.count(card) + view.discard.count(card)) as usize
}

/// `Err(why)` unless `ok`.
macro_rules! claim {
    ($ok:expr, $($why:tt)+) => {
        if !$ok {
            return Err(format!($($why)+));
        }
    };
}

/// Checks what `reason` says of the position for `action` (and what its words imply: "the colour
/// you hold most" is strictly most, "the fewest" strictly fewest, a reason the person cannot check
/// is not given where a checkable one is) against the recount `s`.
fn check_reason(reason: &HintReason, s: &Seen, action: Action) -> Result<(), String> {
    use HintReason as R;
    let view = s.view;
    let played = s.played(action);
    let faces = s.play_faces();
    let others_max = |c: Colour| Colour::ALL.into_iter().filter(|&o| o != c).map(|o| s.held(o)).max().unwrap_or(0);
    claim!(s.legal.contains(&action), "{action:?} is not legal");
    match *reason {
        R::OnlyChoice => claim!(s.legal == [action], "other moves: {:?}", s.legal),
        R::NextRound => claim!(action == Action::StartRound, "not a deal"),
        R::CallUno { cards } => {
            claim!(action == Action::CallUno && (1..=2).contains(&cards), "not UNO");
            claim!(view.hand.len() == cards as usize, "holds {}, not {cards}", view.hand.len());
        }
        R::Catch { seat, penalty } => {
            claim!(action == Action::Catch(seat) && s.size(seat) == 1, "{seat} holds {}", s.size(seat));
            claim!(penalty == view.rules.uno_penalty.cards(), "the penalty is not {penalty}");
        }
        R::GoOut => claim!(played.is_some() && view.hand.len() == 1, "holds {} cards", view.hand.len()),
        R::OnlyPlay => claim!(matches!(action, Action::Play(_)) && faces.len() == 1, "playable: {faces:?}"),
        R::StopLeader { seat, cards } => {
            claim!(played.is_some_and(|c| s.stops_next(c)), "{played:?} stops nobody");
            claim!(seat == s.next() && s.opponent(seat), "{seat} is not the next opponent");
            claim!(s.size(seat) == cards && cards <= 2, "{seat} holds {}, not {cards}", s.size(seat));
        }
        R::Attack { seat, cards, can_stack } => {
            claim!(played.and_then(Seen::draws) == Some(cards), "{played:?} does not draw {cards}");
            claim!(seat == s.next() && s.opponent(seat), "{seat} is not the next opponent");
            claim!(can_stack == (view.rules.stacking != Stacking::Off), "stacking is not {can_stack}");
        }
        R::Stack { seat, total } => {
            claim!(view.phase == Phase::DrawPenalty { seat: s.me } && seat == s.next(), "no draw to pass on to {seat}");
            let n = played.and_then(Seen::draws).unwrap_or(0);
            claim!(view.pending_draw + n == total, "{} + {n} is not {total}", view.pending_draw);
        }
        R::KeepWild { wild, colour, count } => {
            claim!(wild.is_wild() && view.hand.contains(wild), "no {wild} in the hand");
            claim!(played.is_some_and(|c| c.colour() == Some(colour) && !s.changes_hands(c)), "{played:?}");
            claim!(count >= 1 && s.held(colour) == count + 1, "holds {} {colour:?}", s.held(colour));
        }
        R::SwitchColour { colour, count, from, from_count } => {
            claim!(played.is_some_and(|c| c.colour() == Some(colour) && !s.changes_hands(c)), "{played:?}");
            claim!(from == view.colour && colour != from, "{from:?} is not the colour in force");
            claim!(s.held(colour) == count && s.held(from) == from_count && count > from_count, "counts");
            // It says why this colour: no other card that could be played changes to one held as much.
            for c in faces.iter().filter_map(|c| c.colour()).filter(|&c| c != colour) {
                claim!(s.held(c) < count, "a {c:?} card could be played too, and {} are held", s.held(c));
            }
        }
        R::MostHeld { colour, count } => {
            claim!(played.is_some_and(|c| c.colour() == Some(colour) && !s.changes_hands(c)), "{played:?}");
            claim!(s.held(colour) == count, "holds {} {colour:?}", s.held(colour));
            claim!(count > others_max(colour), "{colour:?} ({count}) is not held most: {:?}", s.held);
        }
        R::TiedColour { colour, count, tied, because } => {
            match action {
                Action::ChooseColour(c) => claim!(c == colour, "{c:?} named"),
                _ => claim!(
                    played.is_some_and(|c| c.colour() == Some(colour) && !s.changes_hands(c)),
                    "{played:?} is not {colour:?}"
                ),
            }
            // "Green and Blue are the colours you hold most, 2 each": all of them, and no other.
            claim!(count > 0 && s.held(colour) == count, "holds {} {colour:?}", s.held(colour));
            claim!(!tied.is_empty() && !tied.contains(colour), "no tie: {tied:?}");
            let top: Vec<Colour> = tied.iter().chain([colour]).collect();
            claim!(same_colours(&top, &s.top_colours()) && count == s.most(), "{top:?} are not the top: {:?}", s.held);
            check_because(because, s, colour, &tied.iter().collect::<Vec<_>>(), true)?;
        }
        R::FewerHeld { colour, count, most, most_count, because } => {
            claim!(action == Action::ChooseColour(colour), "not named");
            // "You hold no Yellow card, but …" / "you hold more Blue cards (4) than Yellow (2), but …"
            claim!(s.held(colour) == count, "holds {} {colour:?}, not {count}", s.held(colour));
            claim!(s.held(most) == most_count && most_count == s.most(), "{most:?} is not held most: {:?}", s.held);
            claim!(count == 0 || count < most_count, "{colour:?} ({count}) is held as much as {most:?}");
            let more: Vec<Colour> = Colour::ALL.into_iter().filter(|&c| s.held(c) > count).collect();
            check_because(because, s, colour, &more, false)?;
        }
        R::ChangeTo { colour, count, tied } => {
            claim!(played.is_some_and(|c| c.is_wild() && !s.changes_hands(c)), "{played:?}");
            // "You can then name Green (or Blue), the colour(s) you hold most": every one held most.
            let top: Vec<Colour> = tied.iter().chain([colour]).collect();
            claim!(s.held(colour) == count && count == s.most(), "{colour:?} is not held most: {:?}", s.held);
            claim!(!tied.contains(colour) && same_colours(&top, &s.top_colours()), "{top:?}: {:?}", s.held);
            claim!(count > s.held(view.colour), "{:?} in force is held as much", view.colour);
        }
        R::SwapFor { seat, cards, mine } => {
            claim!(played.is_some_and(|c| s.swaps(c)), "{played:?} swaps no hands");
            claim!(s.opponent(seat) && s.size(seat) == cards, "{seat} holds {}", s.size(seat));
            claim!(view.hand.len() == mine as usize + 1 && cards < mine, "mine {mine}");
        }
        R::GetRidOfPoints { points } => {
            let card = played.ok_or("no card played")?;
            claim!(s.points(card) == points && points > 0, "{card} is worth {}", s.points(card));
            let best = faces.iter().map(|&c| s.points(c)).max().unwrap_or(0);
            claim!(points >= best, "a card worth {best} could be played");
        }
        R::MostPoints { points } | R::MostPointsTied { points } | R::GiveFewerPoints { points, .. } => {
            let Action::GiveCard(card) = action else { return Err("not a gift".into()) };
            claim!(s.points(card) == points, "{card} is worth {}", s.points(card));
            let mut rest = view.hand;
            rest.remove(card);
            let best = rest.cards().map(|c| s.points(c)).max();
            match *reason {
                // "The card worth the most points in your hand": every other card is worth less.
                R::MostPoints { .. } => claim!(best.is_none_or(|b| b < points), "another is worth {best:?}"),
                // "No card in your hand is worth more": and another is worth as much.
                R::MostPointsTied { .. } => claim!(best == Some(points), "the others: {best:?}"),
                R::GiveFewerPoints { most, .. } => claim!(best == Some(most) && most > points, "the most: {best:?}"),
                _ => unreachable!(),
            }
        }
        R::OnlyWildsFit => {
            claim!(played.is_some_and(Card::is_wild), "{played:?}");
            claim!(faces.iter().all(|c| c.is_wild()), "a coloured card fits: {faces:?}");
        }
        R::Bluff { colour, count } | R::WouldBluff { colour, count } => {
            claim!(played == Some(Card::WILD_DRAW_FOUR) || view.drawn == Some(Card::WILD_DRAW_FOUR), "no bluff");
            claim!(s.bluff_cards() == (colour, count) && count > 0, "{:?}", s.bluff_cards());
        }
        R::Fits { top } => {
            claim!(view.top == Some(top) && played.is_some(), "not on {top}");
            // "… prefers it to your other cards that fit": there are others.
            claim!(faces.len() >= 2, "no other card fits: {faces:?}");
        }
        R::JumpIn => claim!(matches!(action, Action::JumpIn(c) if view.top == Some(c)), "not identical"),
        R::NothingFits { colour, top } => {
            claim!(action == Action::Draw && faces.is_empty(), "a card fits: {faces:?}");
            claim!(view.colour == colour && view.top == Some(top), "not the pile");
        }
        R::SaveWild { wild } => {
            claim!(action == Action::Draw && faces.contains(&wild), "{wild} cannot be played");
            claim!(faces.iter().all(|c| c.is_wild()), "a coloured card fits: {faces:?}");
        }
        R::HoldBack { playable } => {
            claim!(action == Action::Draw && playable >= 1, "not a draw");
            claim!(s.playable_cards() == playable, "{} cards could be played, not {playable}", s.playable_cards());
        }
        R::NothingToDraw => claim!(action == Action::Pass && faces.is_empty(), "a card fits"),
        R::PlayDrawn { card } => claim!(action == Action::PlayDrawn && view.drawn == Some(card), "not drawn"),
        R::KeepDrawnWild { card } => {
            claim!(action == Action::KeepDrawn && view.drawn == Some(card) && card.is_wild(), "not a drawn wild")
        }
        R::KeepColour { colour, count } => {
            let d = view.drawn.and_then(Card::colour).ok_or("no coloured card drawn")?;
            claim!(action == Action::KeepDrawn && colour == view.colour, "not the colour in force");
            claim!(s.held(colour) == count && count > s.held(d), "{:?}", s.held);
        }
        R::KeepForLater { card } => claim!(action == Action::KeepDrawn && view.drawn == Some(card), "not drawn"),
        R::BestColour { colour, count } => {
            claim!(action == Action::ChooseColour(colour), "not named");
            claim!(s.held(colour) == count && count > 0, "holds {} {colour:?}", s.held(colour));
            claim!(count > others_max(colour), "{colour:?} ({count}) is not held most: {:?}", s.held);
        }
        R::Partner { seat } => {
            claim!(action == Action::ChooseTarget(seat) && seat != s.me && !s.opponent(seat), "{seat} no partner");
            claim!(view.rules.teams(view.seats as usize).partners(), "no partners");
        }
        R::Fewest { seat, cards } | R::FewestTied { seat, cards, .. } => {
            claim!(action == Action::ChooseTarget(seat) && s.opponent(seat), "{seat} is no opponent");
            claim!(s.size(seat) == cards, "{seat} holds {}", s.size(seat));
            // "Of your opponents, Anna holds the fewest" / "Anna and Marco hold the fewest, 3 each".
            let as_few: Vec<Seat> = s.opponents().into_iter().filter(|&o| o != seat && s.size(o) <= cards).collect();
            let tied: Vec<Seat> = match *reason {
                R::FewestTied { tied, .. } => tied.iter().collect(),
                _ => Vec::new(),
            };
            claim!(as_few == tied, "opponents with as few cards: {as_few:?}, said {tied:?}");
            claim!(matches!(reason, R::Fewest { .. }) || !tied.is_empty(), "a tie of one");
            claim!(tied.iter().all(|&o| s.size(o) == cards), "{tied:?} do not hold {cards}");
        }
        R::NotFewest { seat, cards, fewer, fewer_cards } => {
            claim!(action == Action::ChooseTarget(seat) && seat != s.me, "not {seat}");
            claim!(s.size(seat) == cards, "{seat} holds {}", s.size(seat));
            claim!(s.opponent(fewer) && s.size(fewer) == fewer_cards, "{fewer} holds {}", s.size(fewer));
            claim!(fewer_cards < cards, "{fewer} holds no fewer");
        }
        R::Challenge { seat, colour, chance } | R::AcceptRisk { seat, colour, chance, .. } => {
            claim!(view.challenge_info().map(|(s, _)| s) == Some(seat), "{seat} did not play it");
            if let (Some(c), WildDrawFourRule::NoCardOfCurrentColour) = (colour, view.rules.wild_draw_four) {
                let p = s.chance_of_colour(seat, c);
                let close = (f64::from(chance) - p).abs() <= 1.0;
                claim!(close, "{chance}% is not {p:.1}%");
            }
            if let R::AcceptRisk { cost, .. } = *reason {
                claim!(view.challenge_stakes().is_some_and(|st| st.challenger_draws == cost), "cost {cost}");
            }
        }
        R::NoStack { pending } => {
            claim!(action == Action::Accept && view.pending_draw == pending && faces.is_empty(), "can stack")
        }
        R::KeepStack { card } => claim!(action == Action::Accept && faces.contains(&card), "{card} cannot stack"),
        R::Lookahead => claim!(
            !matches!(
                action,
                Action::Play(_) | Action::ChooseColour(_) | Action::ChooseTarget(_) | Action::GiveCard(_)
            ),
            "only the computer's playouts say why {action:?}, and the position has facts the person can check"
        ),
    }
    Ok(())
}

/// True when `a` and `b` hold the same colours.
fn same_colours(a: &[Colour], b: &[Colour]) -> bool {
    let set = |l: &[Colour]| l.iter().map(|c| c.index()).collect::<BTreeSet<_>>();
    set(a) == set(b)
}

/// Checks why `colour` rather than `rivals` (for a `tie`, the colours held as much; else those held
/// more): the opponent lacked it and none of them; fewer of its cards are out of sight than of the
/// tied colours (a tie) or of every other colour.
fn check_because(because: ColourBecause, s: &Seen, colour: Colour, rivals: &[Colour], tie: bool) -> Result<(), String> {
    match because {
        ColourBecause::OpponentLacks { seat } => {
            claim!(s.opponent(seat) && s.lacked(seat, colour), "{seat} was not seen without {colour:?}");
            for &c in rivals {
                claim!(!s.lacked(seat, c), "{seat} was seen without {c:?} too");
            }
        }
        ColourBecause::FewestUnseen { unseen } => {
            claim!(s.unseen[colour.index()] == unseen, "{} {colour:?} unseen, not {unseen}", s.unseen[colour.index()]);
            let others: Vec<Colour> = if tie { rivals.to_vec() } else { Colour::ALL.into() };
            for c in others.into_iter().filter(|&c| c != colour) {
                claim!(s.unseen[c.index()] > unseen, "{} {c:?} unseen, no more than {unseen}", s.unseen[c.index()]);
            }
        }
        ColourBecause::Lookahead => {}
    }
    Ok(())
}

/// Positions built to have ties: seat 0 holds colours counted like 2-2-2-0 or 1-1-1-1 (with a wild or
/// two, a Swap Hands, a 7 under Seven-O or a Customizable Wild now and then), and the other hands are
/// of equal sizes.
fn tied_positions(count: usize, seed: u64) -> Vec<Game> {
    const SHAPES: [[u8; 4]; 10] = [
        [2, 2, 2, 0],
        [2, 2, 1, 0],
        [3, 3, 0, 1],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [0, 0, 0, 0],
        [3, 1, 1, 0],
        [4, 2, 2, 0],
        [1, 1, 0, 0],
        [2, 1, 0, 0],
    ];
    let rules = rule_sets();
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut i = 0;
    while out.len() < count {
        i += 1;
        let rules = rules[i % rules.len()].clone();
        let seats = if rules.partners == Partners::Off { 2 + rng.below(5) as usize } else { 4 };
        let mut deck: Vec<Card> =
            Card::all().flat_map(|c| std::iter::repeat_n(c, rules.deck_list().count(c) as usize)).collect();
        rng.shuffle(&mut deck);
        let take = |deck: &mut Vec<Card>, pick: &dyn Fn(Card) -> bool| -> Option<Card> {
            let at = deck.iter().position(|&c| pick(c))?;
            Some(deck.swap_remove(at))
        };
        let shape = SHAPES[rng.below(SHAPES.len() as u32) as usize];
        let turn = rng.below(4) as usize;
        let mut mine = Vec::new();
        for (k, &n) in shape.iter().enumerate() {
            let colour = Colour::from_index(k + turn);
            for _ in 0..n {
                mine.extend(take(&mut deck, &|c| c.colour() == Some(colour)));
            }
        }
        for _ in 0..rng.below(3) {
            mine.extend(take(&mut deck, &|c| c.is_wild()));
        }
        if rng.below(3) == 0 {
            let swaps_or_gives = |c: Card| matches!(c.kind(), Kind::SwapHands | Kind::Number(7) | Kind::Custom(_));
            mine.extend(take(&mut deck, &swaps_or_gives));
        }
        if mine.is_empty() {
            continue;
        }
        let Some(top) = take(&mut deck, &|c| c.colour().is_some()) else { continue };
        let size = 1 + rng.below(6) as usize;
        let mut sc = Scenario::new(seats).rules(rules).top(top).seed(seed ^ i as u64).hand(0, &mine);
        for s in 1..seats {
            // Equal sizes, and one seat a card off now and then.
            let n = if s == seats - 1 && rng.below(2) == 0 { size + 1 } else { size };
            let hand: Vec<Card> = deck.drain(deck.len() - n..).collect();
            sc = sc.hand(s as Seat, &hand);
        }
        if let Ok(g) = sc.build() {
            out.push(g);
        }
    }
    out
}

/// Every decision of seat 0 that follows one of its plays and asks it for more (a colour, a player,
/// cards to give), up to three in a row, with `g` itself.
fn with_follow_ups(g: Game) -> Vec<Game> {
    let mut out = vec![g.clone()];
    for a in g.legal_actions_vec(0) {
        if !matches!(a, Action::Play(c) if c.is_wild() || c.kind() == Kind::Number(7)) {
            continue;
        }
        let mut next = g.clone();
        if next.apply(0, a).is_err() {
            continue;
        }
        for _ in 0..3 {
            let asks = matches!(
                next.phase(),
                Phase::ChooseColour { .. } | Phase::ChooseTarget { .. } | Phase::GiveCards { .. }
            );
            if !asks || next.to_act() != Some(0) {
                break;
            }
            out.push(next.clone());
            let Some(&step) = next.legal_actions_vec(0).first() else { break };
            if next.apply(0, step).is_err() {
                break;
            }
        }
    }
    out
}

#[test]
fn every_reason_is_true_by_a_separate_count_of_what_the_person_sees_ties_included() {
    let mut said = BTreeSet::new();
    let mut wrong = std::collections::BTreeMap::new();
    let mut checked = 0;
    let games = positions(800, 71).into_iter().chain(tied_positions(1500, 72).into_iter().flat_map(with_follow_ups));
    for g in games {
        for seat in 0..g.seats() as Seat {
            let legal = g.legal_actions_vec(seat);
            let view = g.view(Some(seat));
            let Some(seen) = Seen::new(&view, &legal) else { continue };
            for &a in &legal {
                let reason = HintReason::of(&view, &legal, a);
                if let Err(why) = check_reason(&reason, &seen, a) {
                    // The first wrong reason of each kind, so that one run shows every kind that is wrong.
                    wrong.entry(variant(format!("{reason:?}"))).or_insert_with(|| {
                        format!(
                            "{reason:?} for {a:?} by seat {seat} is not so: {why}\n    hand {:?}, colour {:?}, top {:?}, \
                             hands {:?}",
                            view.hand.to_vec(),
                            view.colour,
                            view.top,
                            &view.hand_sizes[..view.seats as usize]
                        )
                    });
                }
                checked += 1;
                said.insert(variant(format!("{reason:?}")));
                match reason {
                    HintReason::ChangeTo { tied, .. } if !tied.is_empty() => drop(said.insert("ChangeTo tied".into())),
                    HintReason::TiedColour { because, .. } | HintReason::FewerHeld { because, .. } => {
                        said.insert(match because {
                            ColourBecause::Lookahead => "Lookahead of a colour".into(),
                            b => variant(format!("{b:?}")),
                        });
                    }
                    _ => {}
                }
            }
        }
    }
    let wrong: Vec<String> = wrong.into_values().collect();
    assert!(wrong.is_empty(), "{} kinds of reason say what is not so:\n  {}", wrong.len(), wrong.join("\n  "));
    assert!(checked > 10_000, "{checked} reasons checked");
    assert!(said.len() >= 30, "{said:?}");
    // The built ties reach every way of saying a tie, and every reason for one colour over others.
    for kind in [
        "TiedColour",
        "FewerHeld",
        "FewestTied",
        "NotFewest",
        "MostPointsTied",
        "ChangeTo tied",
        "OpponentLacks",
        "FewestUnseen",
        "Lookahead of a colour",
    ] {
        assert!(said.contains(kind), "no {kind}: {said:?}");
    }
}

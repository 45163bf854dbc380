//! The Customizable Wilds of the 112-card deck: each effect of the catalogue, effects composed in
//! order, the texts from the rule set, and a Customizable Wild played as the last card.

use uno_party::engine::{
    Action, Amount, Card, Colour, CustomEffect, CustomWild, Direction, Phase, RuleError, Scenario, Seat,
};

use crate::support::cards::{c, cs};
use crate::support::games::{build, custom_game, held, sizes};
use crate::support::moves::{act, play_custom, refused, skipped_seats};
use crate::support::rule_sets::{amount, custom_rules};

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

//! The first card turned: what a number, an action card or a wild does as the round opens, and the
//! cards that go back into the deck for another to be turned.

use uno_party::engine::{
    Action, Card, Colour, CustomEffect, Direction, Event, FirstWild, Kind, Phase, RuleError, RuleSet, Seat,
};

use crate::support::games::{deal_until, held, sizes};
use crate::support::moves::{act, first_turned, refused, skipped_seats};
use crate::support::rule_sets::{amount, custom_rules, rules};

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

//! Seven-O, a house rule: a 7 swaps hands with a chosen player, a 0 passes every hand on.

use uno_party::engine::{Action, Direction, Event, Phase, RuleError, Scenario, Zone};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

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

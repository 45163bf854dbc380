//! The Wild Swap Hands of the 112-card deck: its player names the colour and swaps hands with
//! another player.

use uno_party::engine::{Action, Card, Colour, Event, Phase, RuleError, RuleSet, Scenario, Zone};

use crate::support::cards::cs;
use crate::support::games::{build, held};
use crate::support::moves::{act, refused};

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

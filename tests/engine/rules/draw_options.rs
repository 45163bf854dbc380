//! The drawing options: Draw to Match (a house rule) keeps drawing until a card can be played; Force
//! Play (also the box sheet's) makes a playable drawn card be played, a bluffing Wild Draw Four
//! excepted.

use uno_party::engine::{Action, Phase, RuleError, RuleSet, Scenario};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, sizes};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

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

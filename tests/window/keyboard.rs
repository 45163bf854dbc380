//! The keyboard alone plays, with the focus ring on the card or button in focus.

use std::path::Path;

use crate::support::harness::*;
use crate::support::steps::*;

/// Keyboard alone, no mouse: seed 1, three players, seat 0 opens holding a Wild. The arrows
/// bring the focus ring to the Wild (the ring, hidden before the first key, shows around it),
/// Enter plays it, the ring moves to the colour picker's first button, 2 names yellow; on the
/// next turn D draws a card.
#[test]
fn the_keyboard_alone_plays_a_wild_names_its_colour_and_draws() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "keys",
        &["--players", "3", "--humans", "1", "--bots", "basic", "--seed", "1", "--speed", "4", "--quit-after", "240"],
    );
    let report = game.wait_for_table("the deal", 120, my_turn);
    let mut hand = hand_cards(&report, 0);
    hand.sort_by(|a, b| a.rect[0].partial_cmp(&b.rect[0]).unwrap());
    let wild = hand.iter().position(|c| c.face.as_deref() == Some("Wild")).expect("seed 1 deals a Wild to seat 0");
    let card_h = hand[wild].rect[3];
    // Around the Wild, lifted as the focused card is (its neighbours cover its right part, not
    // the ring, which is drawn over everything).
    let around = grown(hand[wild].rect, 14.0, card_h * 0.25);
    // The table has settled on the person's turn: no key yet, no ring.
    let (before, _) = ring_pixels(&game.grab("no-ring.png"), around);

    // Left to the first card of the hand, then Right to the Wild.
    for _ in 0..hand.len() {
        game.press("Left");
    }
    for _ in 0..wild {
        game.press("Right");
    }
    // The ring around the Wild alone (the lift and the ring follow the focus over a few frames).
    let on_wild = |s: &Path| {
        let (near, far) = ring_pixels(s, around);
        near >= before + 400 && far < near / 4
    };
    let shot = game.grab_until("ring-on-wild.png", 30, on_wild);
    let (near, far) = ring_pixels(&shot, around);
    println!("ring-yellow pixels around the Wild: {before} before a key, {near} after; {far} elsewhere");
    assert!(near >= before + 400, "no focus ring around the Wild in {}: {near} yellow pixels", shot.display());
    assert!(far < near / 4, "ring-yellow far from the Wild in {}: {far} pixels", shot.display());
    let report = game.table().expect("the table's report");
    assert_eq!(report.actions_applied, 0, "an arrow key made a move");

    // Enter plays the focused card: the Wild.
    game.press("Return");
    let report = game.wait_for_table("the colour picker", 60, |r| {
        r.state.phase.starts_with("ChooseColour") && button(r, "colour:blue").is_some()
    });
    assert_eq!(report.actions_applied, 1, "Enter played one card");
    assert_eq!(report.state.top.as_deref(), Some("Wild"), "Enter played the Wild");
    assert_eq!(report.state.hand_sizes[0], 6);
    // The ring moved to the picker's first button, red.
    let (shot, near, far) = ring_on_button(&mut game, "colour:red", "ring-on-picker.png");
    println!("ring-yellow pixels around the red button: {near}; {far} elsewhere");
    assert!(near >= 300, "no focus ring around the red button in {}: {near} yellow pixels", shot.display());

    // Down moves the ring to the next button, yellow (a yellow ring beside a yellow button).
    game.press("Down");
    let (shot, near, far) = ring_on_button(&mut game, "colour:yellow", "ring-on-yellow.png");
    println!("ring-yellow pixels around the yellow button: {near}; {far} elsewhere");
    assert!(near >= 300, "no focus ring around the yellow button in {}: {near} yellow pixels", shot.display());
    assert!(far < near / 4, "ring-yellow away from the yellow button in {}: {far} pixels", shot.display());
    assert_eq!(game.table().expect("the table's report").actions_applied, 1, "an arrow key chose a colour");

    // 2 names the second colour, yellow.
    game.press("2");
    let report = game.wait_for_table("yellow named", 60, |r| r.actions_applied >= 2);
    assert_eq!(report.state.colour, "Yellow", "2 named yellow");
    assert_eq!(report.state.top.as_deref(), Some("Wild"));

    // On the next turn D draws a card.
    let report = game.wait_for_table("our next turn", 180, |r| {
        my_turn(r) && r.state.phase.starts_with("Turn") && r.state.legal.iter().any(|a| a == "draw")
    });
    let size = report.state.hand_sizes[0];
    let actions = report.actions_applied;
    game.press("d");
    let report = game.wait_for_table("the draw", 60, |r| r.actions_applied > actions);
    assert_eq!(report.state.hand_sizes[0], size + 1, "D drew one card");
}

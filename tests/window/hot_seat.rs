//! Two people at one screen: the curtain, the scoreboard, a killed match continued behind the curtain.

use std::time::{Duration, Instant};

use crate::support::harness::*;
use crate::support::steps::*;

#[test]
fn curtain_between_two_people_then_the_scoreboard() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "curtain",
        &[
            "--players",
            "3",
            "--humans",
            "2",
            "--bots",
            "basic",
            "--seed",
            "3",
            "--speed",
            "4",
            "--screenshot-on",
            "curtain",
            "curtain.png",
            "--screenshot-on",
            "scoreboard",
            "scores.png",
            "--quit-after",
            "240",
        ],
    );
    let shot = game.wait_for_file("curtain.png", 120);
    assert_colours(&shot, 1280, 720, 8);
    let report = game.wait_for_table("the curtain", 60, |r| r.curtain && button(r, "curtain").is_some());
    assert!(report.viewer.is_none(), "nobody holds the screen behind the curtain");
    for c in &report.cards {
        if c.zone.starts_with("hand") {
            assert!(c.face.is_none(), "a hand is face up behind the curtain: {c:?}");
            assert!(!c.known, "the screen knows a card behind the curtain: {c:?}");
        }
    }
    let (x, y) = button(&report, "curtain").unwrap();
    game.click(x, y);
    let report = game.wait_for_table("the screen passed", 60, |r| !r.curtain && r.viewer.is_some());
    let viewer = report.viewer.unwrap();
    assert_eq!(report.state.to_act, Some(viewer), "the screen went to the person whose turn it is");
    assert!(hand_cards(&report, viewer).iter().all(|c| c.face.is_some()), "their hand turned face up");
    game.key("Tab");
    let shot = game.wait_for_file("scores.png", 60);
    assert_not_blank(&shot, 1280, 720);
    game.wait_for_table("the scoreboard", 30, |r| r.overlay == "Scoreboard");
}

/// Nothing lost: a hot-seat match played by real clicks, the game killed with SIGKILL at a
/// person's decision, started again: Continue brings back the same hands, turn and scores, behind
/// the curtain with no hand face up.
#[test]
fn a_killed_hot_seat_match_continues_where_it_was_behind_the_curtain() {
    let Some(display) = start_display(1280, 720) else { return };
    let dir = temp_dir("killed");
    let args = ["--players", "3", "--humans", "2", "--bots", "basic", "--seed", "5", "--speed", "4"];
    let mut game = launch_in(&display, dir.clone(), &args);
    let mut report = a_persons_open_decision(&mut game);
    for _ in 0..4 {
        draw_or_keep_by_click(&mut game, &report);
        report = a_persons_open_decision(&mut game);
    }
    // The autosave holds this very decision (written on a worker: wait for it, then kill).
    let autosave = dir.join("data").join("autosave.ron");
    let viewer = report.viewer.unwrap();
    let sizes = &report.state.hand_sizes;
    let to_act = report.state.to_act;
    let saved = |f: &uno_party::app::MatchFile| {
        f.viewer == Some(viewer)
            && f.game().is_some_and(|g| g.hand_sizes().collect::<Vec<_>>() == *sizes && g.to_act() == to_act)
    };
    let start = Instant::now();
    while !uno_party::app::read_match(&autosave).is_ok_and(|f| saved(&f)) {
        assert!(start.elapsed() < Duration::from_secs(30), "the autosave never caught up with the screen");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(report.actions_applied > 4, "the clicks made moves");
    let before = report;
    // SIGKILL: no chance to flush or clean up.
    game.child.kill().unwrap();
    game.child.wait().unwrap();
    drop(game);
    std::fs::remove_file(dir.join("report.json")).unwrap();

    let mut game = launch_in(&display, dir.clone(), &[]);
    game.wait_for("the main menu with Continue", 120, |r| r.screen() == "MainMenu" && button(r, "continue").is_some());
    click_until(&mut game, "continue", "the match resumed", |r| r.screen() == "Table");
    let resumed = game.wait_for_table("the curtain", 120, |r| r.curtain && button(r, "curtain").is_some());
    assert!(resumed.viewer.is_none(), "nobody holds the screen when a hot-seat match resumes");
    for c in &resumed.cards {
        if c.zone.starts_with("hand") {
            assert!(c.face.is_none(), "a hand is face up when the match resumes: {c:?}");
            assert!(!c.known, "the screen knows a card when the match resumes: {c:?}");
        }
    }
    let (now, then) = (&resumed.state, &before.state);
    assert_eq!(now.hand_sizes, then.hand_sizes, "hand_sizes after the kill");
    assert_eq!(now.to_act, then.to_act, "to_act after the kill");
    assert_eq!(now.scores, then.scores, "scores after the kill");
    assert_eq!(now.round, then.round, "round after the kill");
    assert_eq!(now.top, then.top, "top after the kill");
    assert_eq!(now.colour, then.colour, "colour after the kill");
    assert_eq!(now.direction, then.direction, "direction after the kill");
    assert_eq!(now.draw_pile, then.draw_pile, "draw_pile after the kill");
    assert_eq!(now.phase, then.phase, "phase after the kill");
    let (x, y) = settled_button(&mut game, "curtain");
    game.click(x, y);
    let after = game.wait_for_table("the curtain lifted", 60, |r| !r.curtain && r.viewer.is_some());
    assert_eq!(after.viewer, Some(viewer), "the screen goes back to the same person");
    assert_eq!(faces(&after, viewer), faces(&before, viewer), "the same hand");
    assert_eq!(after.state.legal, before.state.legal, "the same decision");
    // And the match goes on by a real click.
    draw_or_keep_by_click(&mut game, &after);
}

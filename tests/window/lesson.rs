//! Learn to play in a real window, in Italian: the main menu's button, then every step by a real
//! click on what the lesson points at (a card of the hand, the draw pile, a button, Continue), one
//! wrong card explained with nothing changed, to the lesson's end.

use std::time::{Duration, Instant};

use uno_party::app::{LayoutReport, ReportLesson};

use crate::support::harness::*;
use crate::support::steps::*;

/// Where to click a card of the learner's hand: the middle of the part of it not covered by its
/// right-hand neighbour.
fn card_spot(r: &LayoutReport, face: &str) -> Option<(f32, f32)> {
    let mut hand = hand_cards(r, 0);
    hand.sort_by(|a, b| a.rect[0].total_cmp(&b.rect[0]));
    let i = hand.iter().position(|c| c.face.as_deref() == Some(face))?;
    let c = &hand[i];
    let right = hand.get(i + 1).map_or(c.rect[0] + c.rect[2], |n| n.rect[0]);
    Some(((c.rect[0] + right) / 2.0, c.rect[1] + c.rect[3] * 0.6))
}

/// What the learner clicks for this step.
enum Target {
    /// A button, by its name (clicked once it stays where it is).
    Button(String),
    /// A place: a card of the hand, the draw pile.
    At((f32, f32)),
}

/// What the learner clicks for this step, if anything can be clicked yet (a Catch button shows
/// after its grace window; a computer player's move is waited for).
fn target(r: &LayoutReport, l: &ReportLesson) -> Option<Target> {
    let named = |name: &str| button(r, name).map(|_| Target::Button(name.to_string()));
    // A hand shown after the challenge is read first.
    if let Some(t) = named("reveal-ok") {
        return Some(t);
    }
    if l.waits {
        return named("lesson-continue");
    }
    if let Some(face) = l.pointing.strip_prefix("card:") {
        return card_spot(r, face).map(Target::At);
    }
    match l.pointing.as_str() {
        "draw-pile" => Some(Target::At(centre(r.draw_pile))),
        // Play the card just drawn, or keep it: either is right; this learner keeps it.
        "" => named("keep"),
        p if p.starts_with("seat:") => None,
        p => named(p),
    }
}

/// Where the lesson stands, to see a click taken.
fn mark(r: &LayoutReport) -> (usize, bool, u64, bool) {
    let l = r.lesson.as_ref().expect("a lesson");
    (l.step, l.waits, r.actions_applied, button(r, "reveal-ok").is_some())
}

/// Another card than the one asked for: the panel says why, and nothing changes.
fn wrong_card(game: &mut Game, r: &LayoutReport, asked: &str) {
    let other = hand_cards(r, 0).into_iter().filter_map(|c| c.face).find(|f| f != asked).expect("another card");
    let at = card_spot(r, &other).unwrap();
    let (before, cards) = (r.actions_applied, hand_cards(r, 0).len());
    let r = click_at_until(game, at, "the wrong card explained", |rep| {
        rep.clone().into_table().and_then(|t| t.lesson).is_some_and(|l| l.said)
    })
    .into_table()
    .unwrap();
    assert_eq!(r.actions_applied, before, "a wrong card changes nothing");
    assert_eq!(hand_cards(&r, 0).len(), cards, "the card stayed in the hand");
}

#[test]
fn learn_to_play_is_played_to_its_end_by_real_clicks() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(&display, "lesson", &["--lang", "it"]);
    click_until(&mut game, "learn", "the lesson's table", |r| {
        r.screen() == "Table" && r.clone().into_table().is_some_and(|t| t.lesson.is_some())
    });
    let started = Instant::now();
    let mut clicks = 0;
    let mut wrong_tried = false;
    let mut steps = std::collections::BTreeSet::new();
    loop {
        let r = game.wait_for_table("the lesson", 120, |r| r.lesson.is_some());
        let l = r.lesson.clone().unwrap();
        if l.finished {
            break;
        }
        steps.insert(l.step);
        assert!(clicks < 60, "the lesson never ends: {l:?}");
        if !wrong_tried && let Some(asked) = l.pointing.strip_prefix("card:") {
            wrong_card(&mut game, &r, asked);
            wrong_tried = true;
            continue;
        }
        let Some(at) = target(&r, &l) else {
            std::thread::sleep(Duration::from_millis(200));
            continue;
        };
        let was = mark(&r);
        let moved = |rep: &Report| rep.clone().into_table().is_some_and(|t| t.lesson.is_none() || mark(&t) != was);
        match at {
            Target::At(at) => click_at_until(&mut game, at, "the lesson to move on", moved),
            Target::Button(name) => click_until(&mut game, &name, "the lesson to move on", moved),
        };
        clicks += 1;
    }
    let took = started.elapsed();
    eprintln!("the lesson took {:.0} s by real clicks ({clicks} clicks)", took.as_secs_f32());
    let r = game.wait_for_table("the lesson's end", 60, |r| button(r, "lesson-play").is_some());
    let of = r.lesson.as_ref().unwrap().of;
    assert!(steps.len() + 1 >= of, "every step was on screen ({} of {of})", steps.len());
    assert_eq!(r.state.hand_sizes[0], 0, "the learner went out");
    assert!(r.texts.iter().any(|t| t.text.contains("sai giocare a UNO")), "the end in Italian");
    let shot = game.grab("lesson-end.png");
    assert_not_blank(&shot, 1280, 720);
    // Main menu: the lesson is gone, and nothing waits behind Continue.
    click_until(&mut game, "lesson-leave", "the main menu", |r| r.screen() == "MainMenu");
    let menu = game.wait_for("the main menu", 30, |r| r.screen() == "MainMenu");
    assert!(button(&menu, "continue").is_none(), "a lesson is never kept for Continue");
}

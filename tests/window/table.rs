//! The table in a real window: the deal, real clicks on cards and the draw pile, prompts, the
//! round summary and the match's end, every name tag apart at ten seats.

use std::time::Duration;

use uno_party::app::ReportCard;

use crate::support::harness::*;
use crate::support::steps::*;

#[test]
fn deal_colour_picker_and_real_clicks_on_a_card_and_the_draw_pile() {
    let Some(display) = start_display(1280, 720) else { return };
    // Seed 1 with three players: seat 0 plays first and holds a Wild.
    let mut game = launch(
        &display,
        "play",
        &[
            "--players",
            "3",
            "--humans",
            "1",
            "--bots",
            "basic",
            "--seed",
            "1",
            "--speed",
            "4",
            "--screenshot-on",
            "deal",
            "deal.png",
            "--screenshot-on",
            "colour-picker",
            "picker.png",
            "--quit-after",
            "240",
        ],
    );
    let report = game.wait_for_table("the deal", 120, my_turn);
    let shot = game.wait_for_file("deal.png", 60);
    assert_not_blank(&shot, 1280, 720);

    // The report matches the table: every card of the deck, the hand face up and on screen.
    assert_eq!(report.cards.len(), 108);
    let hand = hand_cards(&report, 0);
    assert_eq!(hand.len(), 7);
    assert_eq!(report.state.hand_sizes[0], 7);
    for c in &hand {
        assert!(c.face.is_some(), "a card of the hand is not face up: {c:?}");
        let (x, y) = centre(c.rect);
        assert!((0.0..1280.0).contains(&x) && (0.0..720.0).contains(&y), "a card is off screen: {c:?}");
    }
    for c in hand_cards(&report, 1) {
        assert!(c.face.is_none(), "another player's card is face up: {c:?}");
        assert!(!c.known, "the screen knows another player's card: {c:?}");
    }

    // A real click on the Wild opens the colour picker.
    let wild = hand.iter().find(|c| c.face.as_deref() == Some("Wild")).expect("seed 1 deals a Wild to seat 0");
    let before = report.actions_applied;
    let (x, y) = centre(wild.rect);
    // Click the visible left strip of the card: the next card may cover its right part.
    let left = wild.rect[0] + 12.0;
    game.click(left.min(x), y);
    let report = game.wait_for_table("the colour picker", 60, |r| {
        r.state.phase.starts_with("ChooseColour") && button(r, "colour:blue").is_some()
    });
    assert_eq!(report.actions_applied, before + 1, "the click played one card");
    assert_eq!(report.state.top.as_deref(), Some("Wild"));
    // No colour is in force until one is named.
    let label: Vec<String> = rects(&report, "text:colour:").into_iter().map(|(n, _)| n).collect();
    assert_eq!(label, ["text:colour:Choosing a colour…"]);
    let shot = game.wait_for_file("picker.png", 60);
    assert_not_blank(&shot, 1280, 720);

    // Choose blue with a real click on its button (where it is now that the window has settled).
    let report = game.report().expect("a report");
    let (x, y) = button(&report, "colour:blue").unwrap();
    game.click(x, y);
    game.wait_for_table("blue named", 60, |r| r.state.colour == "Blue" && r.actions_applied > before + 1);

    // The bots play; on our next turn a real click on the draw pile draws a card.
    let report = game.wait_for_table("our next turn", 180, |r| my_turn(r) && r.state.legal.iter().any(|a| a == "draw"));
    let size = report.state.hand_sizes[0];
    let actions = report.actions_applied;
    let (x, y) = centre(report.draw_pile);
    game.click(x, y);
    let report = game.wait_for_table("the draw", 60, |r| r.actions_applied > actions);
    assert_eq!(report.state.hand_sizes[0], size + 1, "clicking the draw pile drew one card");
}

#[test]
fn round_summary_screenshot_matches_the_report() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "summary",
        &[
            "--autoplay",
            "--players",
            "2",
            "--bots",
            "basic",
            "--seed",
            "4",
            "--speed",
            "0",
            "--screenshot-on",
            "round-summary",
            "summary.png",
            "--quit-after",
            "240",
        ],
    );
    let shot = game.wait_for_file("summary.png", 200);
    assert_not_blank(&shot, 1280, 720);
    let report = game.wait_for_table("the round summary in the report", 30, |r| r.turn_phase == "RoundOver");
    assert_eq!(report.state.phase, "RoundOver");
    let sizes = &report.state.hand_sizes;
    assert!(sizes.contains(&0), "somebody went out: {sizes:?}");
    assert!(report.state.scores.iter().any(|&s| s > 0));
    // Every hand is shown face up for counting.
    for c in report.cards.iter().filter(|c| c.zone.starts_with("hand")) {
        assert!(c.face.is_some(), "{c:?}");
    }
    assert!(!rects(&report, "panel:summary").is_empty(), "the summary is on screen");
    // Tab opens the scoreboard over the summary, which steps aside; Tab again brings it back.
    game.key("Tab");
    // (A report may carry the rectangles of the frame before: wait for the one after.)
    game.wait_for_table("the scoreboard, the summary stepped aside", 30, |r| {
        r.overlay == "Scoreboard" && rects(r, "panel:summary").is_empty()
    });
    game.key("Tab");
    game.wait_for_table("the summary again", 30, |r| r.overlay == "None" && !rects(r, "panel:summary").is_empty());
}

/// Seed 14, two players: the computer player opens with a fair Wild Draw Four on Red.
#[test]
fn a_lost_challenge_shows_the_colour_before_the_hand_and_the_six_cards_to_the_challenger() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "challenge",
        &["--players", "2", "--bots", "basic", "--seed", "14", "--screenshot-on", "challenge", "challenge.png"],
    );
    game.wait_for("the challenge prompt", 120, |r| !rects(r, "panel:challenge").is_empty());
    let at = settled_button(&mut game, "challenge");
    let report = game.table().expect("the table's report");
    // The prompt leaves the piles in sight and names the colour in force before the Wild Draw Four.
    let panel = rects(&report, "panel:challenge")[0].1;
    assert!(!overlaps(panel, report.discard_pile), "the prompt {panel:?} covers the discard pile");
    assert!(inside(panel, [0.0, 0.0, 1280.0, 720.0]), "the prompt {panel:?} is cut");
    assert_eq!(rects(&report, "colour-before:").len(), 1);
    assert_eq!(rects(&report, "colour-before:")[0].0, "colour-before:red");
    let before = hand_cards(&report, 0).len();
    game.wait_for_file("challenge.png", 60);
    game.click(at.0, at.1);
    // The challenged hand, shown to the challenger alone, stays until read; the six cards wait.
    let report = game.wait_for_table("the revealed hand", 60, |r| button(r, "reveal-ok").is_some());
    assert_eq!(hand_cards(&report, 0).len(), before, "cards arrived before the hand was read");
    let ok = settled_button(&mut game, "reveal-ok");
    game.click(ok.0, ok.1);
    // Then the six cards arrive, face up in the challenger's own hand.
    let report = game.wait_for_table("the six cards", 60, |r| {
        button(r, "reveal-ok").is_none() && hand_cards(r, 0).len() == before + 6
    });
    assert!(hand_cards(&report, 0).iter().all(|c| c.face.is_some()), "the challenger's hand is face down");
    assert_eq!(report.state.hand_sizes[0], before + 6);
}

/// A hovered card lifts, but a click on the visible part of its neighbour plays the neighbour.
#[test]
fn a_click_goes_to_the_card_under_the_pointer_next_to_a_lifted_one() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(&display, "hover", &["--players", "3", "--bots", "basic", "--seed", "1"]);
    let report = game.wait_for_table("the deal", 120, my_turn);
    let mut hand = hand_cards(&report, 0);
    hand.sort_by(|a, b| a.rect[0].partial_cmp(&b.rect[0]).unwrap());
    let legal = &report.state.legal;
    let playable = |c: &ReportCard| legal.contains(&format!("play:{}", c.face.as_deref().unwrap()));
    let pair = hand
        .windows(2)
        .find(|w| playable(&w[1]) && w[0].face != w[1].face)
        .expect("seed 1: a playable card with a neighbour on its left");
    let (left, right) = (pair[0].clone(), pair[1].clone());
    // Rest on the left card: it lifts.
    let (lx, ly) = centre(left.rect);
    game.hover(lx - 20.0, ly);
    std::thread::sleep(Duration::from_millis(1200));
    // Click where the right card shows, just beside the lifted one.
    let (_, ry) = centre(right.rect);
    let x = right.rect[0] + 14.0;
    let before = report.actions_applied;
    game.click(x, ry);
    let report = game.wait_for_table("the card played", 60, |r| r.actions_applied > before);
    assert_eq!(report.state.top, right.face, "the click played {:?} instead of {:?}", report.state.top, right.face);
}

/// A finished match offers the main menu with a click (nothing is lost by leaving it).
#[test]
fn match_over_has_a_way_to_the_main_menu() {
    let Some(display) = start_display(1280, 720) else { return };
    // One round decides the match.
    let mut game = launch_with_rules(
        &display,
        "match-over",
        "(target_score: 1)",
        &["--autoplay", "--players", "2", "--bots", "basic", "--seed", "3", "--speed", "8"],
    );
    game.wait_for_table("the end of the match", 240, |r| {
        r.turn_phase == "MatchOver" && button(r, "main-menu").is_some()
    });
    click_until(&mut game, "main-menu", "the main menu", |r| r.screen() == "MainMenu");
}

/// Seed 7, three players, the 112-card deck: seat 0 opens holding "Give 2 cards away".
#[test]
fn giving_cards_away_asks_for_a_player_with_a_reason_then_for_the_cards_then_gives_them_together() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch_with_rules(
        &display,
        "give",
        "(deck: SwapAndCustom)",
        &["--players", "3", "--bots", "basic", "--seed", "7"],
    );
    let report = game.wait_for_table("the deal", 120, my_turn);
    let gift = hand_cards(&report, 0)
        .into_iter()
        .find(|c| c.face.as_deref() == Some("Customizable Wild 2"))
        .expect("seed 7 deals Give 2 cards away to seat 0");
    let at = (gift.rect[0] + 12.0, centre(gift.rect).1);
    click_at_until(&mut game, at, "the colour picker", |r| button(r, "colour:red").is_some());
    let (x, y) = settled_button(&mut game, "colour:red");
    game.click(x, y);
    let (x, y) = settled_button(&mut game, "target:1");
    game.click(x, y);
    let report =
        game.wait_for_table("the cards to give", 60, |r| button(r, "give").is_some() && r.status.contains("then Give"));
    let sizes = report.state.hand_sizes.clone();
    let applied = report.actions_applied;
    let mut hand = hand_cards(&report, 0);
    hand.sort_by(|a, b| a.rect[0].partial_cmp(&b.rect[0]).unwrap());
    // Two clicks choose two cards; nothing is given yet, and the instruction stays.
    for c in &hand[..2] {
        game.click(c.rect[0] + 12.0, centre(c.rect).1);
        std::thread::sleep(Duration::from_millis(600));
    }
    let report = game.table().expect("the table's report");
    assert_eq!(report.actions_applied, applied, "a click gave a card at once");
    assert_eq!(report.state.hand_sizes, sizes);
    assert!(report.status.contains("then Give"), "{}", report.status);
    let (x, y) = settled_button(&mut game, "give");
    game.click(x, y);
    let report = game.wait_for_table("the cards given", 60, |r| r.actions_applied >= applied + 2);
    assert_eq!(report.state.hand_sizes[0], sizes[0] - 2);
    assert_eq!(report.state.hand_sizes[1], sizes[1] + 2);
}

/// Ten players with long names at 1280x720 and 1024x600: every name tag inside the window and
/// clear of the others, the hand centred, the colour's name below the ring.
#[test]
fn a_full_table_keeps_name_tags_apart_and_the_hand_centred() {
    for (w, h) in [(1280u32, 720u32), (1024, 600)] {
        let Some(display) = start_display(w, h) else { return };
        let dir = temp_dir(&format!("ten-{w}"));
        std::fs::create_dir_all(dir.join("config")).unwrap();
        let seats: Vec<String> = (0..10)
            .map(|i| {
                let kind = if i == 0 { "Human" } else { "Bot(basic)" };
                format!("(name: \"Massimiliano Ferri {i}\", kind: {kind})")
            })
            .collect();
        std::fs::write(dir.join("config/party.ron"), format!("(seats: [{}])", seats.join(", "))).unwrap();
        let size = format!("{w}x{h}");
        let mut game = launch_in(&display, dir, &["--open", "new-game", "--window", &size]);
        let window = [0.0, 0.0, w as f32, h as f32];
        click_until(&mut game, "start", "the table", |r| r.screen() == "Table");
        let report = game.wait_for_table("the deal", 120, my_turn);
        let mut checked = 0;
        for _ in 0..10 {
            let report = game.report().unwrap();
            if report.screen() != "Table" {
                continue;
            }
            let labels = rects(&report, "label:");
            assert_eq!(labels.len(), 10, "{labels:?}");
            for (i, (a, ra)) in labels.iter().enumerate() {
                assert!(inside(*ra, window), "{size}: {a} {ra:?} is cut at the window's edge");
                for (b, rb) in &labels[i + 1..] {
                    assert!(!overlaps(*ra, *rb), "{size}: {a} {ra:?} covers {b} {rb:?}");
                }
            }
            let ring = rects(&report, "ring")[0].1;
            let colour = rects(&report, "text:colour")[0].1;
            assert!(
                colour[1] >= ring[1] + ring[3] - 1.0,
                "{size}: the ring {ring:?} crosses the colour's name {colour:?}"
            );
            checked += 1;
            std::thread::sleep(Duration::from_millis(300));
        }
        assert!(checked >= 5);
        let hand = hand_cards(&report, 0);
        let mid = hand.iter().map(|c| centre(c.rect).0).sum::<f32>() / hand.len() as f32;
        assert!((mid - w as f32 / 2.0).abs() < 12.0, "{size}: the hand's middle is at {mid}");
    }
}

/// The screenshot of a round won catches the winner's mark whole, in its own gold, with the
/// points on their way: not half faded (it waited frames after the show began and caught its end),
/// even with the animations three times as fast.
#[test]
fn the_round_won_screenshot_catches_the_mark_at_its_fullest() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "round-won",
        &[
            "--autoplay",
            "--players",
            "2",
            "--bots",
            "basic",
            "--seed",
            "4",
            "--speed",
            "3",
            "--screenshot-on",
            "round-won",
            "won.png",
            "--quit-after",
            "300",
        ],
    );
    let shot = game.wait_for_file("won.png", 280);
    assert_not_blank(&shot, 1280, 720);
    // The mark's fill is the palette's gold (250, 210, 60); faded, it mixes with the table's green.
    let gold = count_pixels(&shot, |p| p[0] >= 240 && (200..=220).contains(&p[1]) && (50..=70).contains(&p[2]));
    assert!(gold > 2500, "only {gold} pixels of the mark's gold: faded or gone");
}

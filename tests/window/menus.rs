//! The menus in a real window: New game, the rules and every rule option fitting, Tab and Enter,
//! everything in Italian.

use crate::support::harness::*;
use crate::support::steps::*;

#[test]
fn setup_screen_then_start_a_match() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(
        &display,
        "setup",
        &["--open", "new-game", "--screenshot-on", "new-game", "setup.png", "--quit-after", "200"],
    );
    let shot = game.wait_for_file("setup.png", 120);
    assert_colours(&shot, 1280, 720, 12);
    game.wait_for("the New game screen", 60, |r| r.screen() == "NewGame" && button(r, "start").is_some());
    click_until(&mut game, "start", "the table", |r| r.screen() == "Table");
    let report = game.wait_for_table("the table", 120, |r| r.turn_phase != "Dealing");
    // The default party: you and three computer players.
    assert_eq!(report.state.hand_sizes.len(), 4);
    assert!(game.path("config/party.ron").exists(), "the party was remembered");

    // Quitting from the pause menu asks first; "Keep playing" keeps the match. (Each button is
    // clicked where it stays: a window that just changed size takes a frame to find its place.)
    game.key("Escape");
    game.wait_for_table("the pause menu", 60, |r| r.overlay == "Pause");
    let (x, y) = settled_button(&mut game, "quit-to-menu");
    game.click(x, y);
    let (x, y) = settled_button(&mut game, "keep-playing");
    let report = game.report().unwrap();
    assert_eq!(report.screen(), "Table", "one click does not throw the match away");
    assert!(button(&report, "confirm-quit").is_some(), "the question is asked");
    game.click(x, y);
    let (x, y) = settled_button(&mut game, "quit-to-menu");
    assert_eq!(game.report().unwrap().screen(), "Table");
    game.click(x, y);
    let (x, y) = settled_button(&mut game, "confirm-quit");
    game.click(x, y);
    game.wait_for("the main menu", 60, |r| r.screen() == "MainMenu");
}

#[test]
fn the_rules_and_every_rule_option_fit_the_window() {
    for (w, h) in [(1280u32, 720u32), (1024, 600)] {
        let Some(display) = start_display(w, h) else { return };
        let size = format!("{w}x{h}");
        let window = [0.0, 0.0, w as f32, h as f32];
        // The Rules screen from the main menu.
        let mut game = launch(
            &display,
            &format!("rules-{w}"),
            &["--open", "rules", "--window", &size, "--screenshot-on", "rules", "rules.png"],
        );
        let report = check_rule_rows(&mut game, "the Rules screen", w as f32, h as f32);
        let panel = rects(&report, "panel:rules")[0].1;
        assert!(inside(panel, window), "the Rules window {panel:?} is cut at {size}");
        let back = rects(&report, "back")[0].1;
        assert!(inside(back, panel), "Back {back:?} is outside the Rules window at {size}");
        game.wait_for_file("rules.png", 60);
        drop(game);
        // New game → Every rule option.
        let mut game = launch(&display, &format!("options-{w}"), &["--open", "new-game", "--window", &size]);
        // (The first click into a new window: clicked again if the window missed it.)
        click_until(&mut game, "every-rule-option", "the rule options", |r| rects(r, "text:rule:").len() >= 2);
        let report = check_rule_rows(&mut game, "Every rule option", w as f32, h as f32);
        for name in ["back", "start"] {
            let r = rects(&report, name)[0].1;
            assert!(inside(r, window), "{name} {r:?} is outside the window at {size}");
        }
        drop(game);
        // The Rules from the pause menu of a match.
        let mut game =
            launch(&display, &format!("pause-rules-{w}"), &["--players", "3", "--seed", "5", "--window", &size]);
        game.wait_for_table("the table", 120, |r| r.turn_phase != "Dealing");
        game.key("Escape");
        let at = settled_button(&mut game, "rules");
        game.click(at.0, at.1);
        let report = check_rule_rows(&mut game, "the Rules over a match", w as f32, h as f32);
        let panel = rects(&report, "panel:rules")[0].1;
        assert!(inside(panel, window), "the Rules window {panel:?} is cut at {size} over a match");
        assert!(inside(rects(&report, "back")[0].1, panel));
    }
}

/// With `--lang it`, at 1024x600 and 1280x720: the main menu, New game and the table read in
/// Italian (the layout report's button labels are the Italian texts), and every button and text
/// stays inside the window, clear of the others.
#[test]
fn in_italian_the_menus_and_the_table_read_in_italian_and_fit() {
    use uno_party::i18n::{Language, Msg, Texts};
    let (it, en) = (Texts::new(Language::Italian), Texts::new(Language::English));
    for (w, h) in [(1024u32, 600u32), (1280, 720)] {
        let Some(display) = start_display(w, h) else { return };
        let size = format!("{w}x{h}");
        let (wf, hf) = (w as f32, h as f32);

        let mut game = launch(
            &display,
            &format!("it-menu-{w}"),
            &["--lang", "it", "--window", &size, "--screenshot-on", "main-menu", "menu.png"],
        );
        let report = game
            .wait_for("the main menu in Italian", 60, |r| r.screen() == "MainMenu" && !label(r, "new-game").is_empty());
        for (name, msg) in [
            ("new-game", Msg::MenuNewGame),
            ("rules", Msg::MenuRules),
            ("settings", Msg::MenuSettings),
            ("quit", Msg::MenuQuit),
        ] {
            assert_eq!(label(&report, name), it.get(msg), "{size}: {name}");
            assert_ne!(label(&report, name), en.get(msg), "{size}: {name} is the same in English");
        }
        check_fit(&report, wf, hf, "the main menu");
        game.wait_for_file("menu.png", 60);
        drop(game);

        let mut game = launch(
            &display,
            &format!("it-new-{w}"),
            &["--lang", "it", "--open", "new-game", "--window", &size, "--screenshot-on", "new-game", "new.png"],
        );
        let report =
            game.wait_for("New game in Italian", 60, |r| r.screen() == "NewGame" && !label(r, "start").is_empty());
        assert_eq!(label(&report, "start"), it.get(Msg::NewgameStart), "{size}");
        assert_eq!(label(&report, "back"), it.get(Msg::MenuBack), "{size}");
        assert_eq!(label(&report, "every-rule-option"), it.get(Msg::NewgameEveryOption), "{size}");
        check_fit(&report, wf, hf, "New game");
        game.wait_for_file("new.png", 60);
        drop(game);

        let mut game = launch(
            &display,
            &format!("it-table-{w}"),
            &[
                "--lang",
                "it",
                "--players",
                "4",
                "--seed",
                "5",
                "--window",
                &size,
                "--screenshot-on",
                "deal",
                "table.png",
            ],
        );
        let report = game.wait_for_table("the table in Italian", 120, |r| {
            r.turn_phase != "Dealing" && !label(r, "scores").is_empty()
        });
        assert_eq!(label(&report, "scores"), it.get(Msg::ScoresButton), "{size}");
        // The name the game gave the person is Italian too; nothing on the table is English.
        let tags: Vec<String> = rects(&report, "label:").into_iter().map(|(n, _)| label(&report, &n)).collect();
        assert!(tags.iter().any(|t| t.starts_with("Giocatore 1")), "{size}: {tags:?}");
        let words: Vec<&str> = report.texts.iter().map(|t| t.text.as_str()).collect();
        assert!(words.iter().all(|w| !w.contains("Player") && !w.contains("cards")), "{size}: {words:?}");
        let status = report.status.as_str();
        assert!(!status.is_empty(), "{size}: no status line");
        check_fit(&report, wf, hf, "the table");
        game.wait_for_file("table.png", 60);
    }
}

/// In the menus egui's own keyboard focus works: from the main menu (no match kept: New game, Learn
/// to play, Saved matches, Replays, Statistics, Rules, Settings, Quit, Help) Tab seven times reaches
/// Settings, Shift+Tab goes back to Rules, Enter opens it.
#[test]
fn tab_and_enter_open_a_screen_from_the_main_menu() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = launch(&display, "tab-menu", &["--open", "main-menu", "--quit-after", "200"]);
    game.wait_for("the main menu", 60, |r| r.screen() == "MainMenu" && button(r, "rules").is_some());
    // The pointer rests in a corner, on no button (Xvfb puts it in the middle, on Replays): the
    // screenshot shows the keyboard's focus alone.
    let from = game.rendered();
    game.hover(5.0, 715.0);
    game.frames_after(from);
    // New game, Learn to play, Saved matches, Replays, Statistics, Rules, Settings; back one to Rules.
    for _ in 0..7 {
        game.press("Tab");
    }
    game.key_with_shift("Tab");
    game.grab("tab-focus.png");
    assert_eq!(game.report().unwrap().screen(), "MainMenu", "Tab alone opened a screen");
    game.press("Return");
    game.wait_for("the Rules screen", 60, |r| r.screen() == "Rules");
}

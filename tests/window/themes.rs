//! Card themes in a real window: an exported theme edited while the game runs, the Settings picker.

use std::process::Command;

use crate::harness::*;
use crate::steps::*;

#[test]
fn an_exported_theme_with_a_recoloured_back_is_on_screen_and_follows_edits() {
    let Some(display) = start_display(1280, 720) else { return };
    let work = temp_dir("theme-export");
    let deck = work.join("deck");
    let out = Command::new(env!("CARGO_BIN_EXE_uno-party"))
        .args(["theme", "export"])
        .arg(&deck)
        .output()
        .expect("the game binary runs");
    assert!(out.status.success(), "theme export failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(deck.join("theme.ron").is_file() && deck.join("cards/wild-draw-four.png").is_file());
    recolour_png(&deck.join("back.png"), [255, 0, 255]);
    // One broken card: reported by name, drawn by the default art, nothing stops.
    std::fs::write(deck.join("cards/red-3.png"), "not a picture").unwrap();
    let deck_arg = deck.display().to_string();
    let mut game = launch(
        &display,
        "theme",
        &[
            "--theme",
            &deck_arg,
            "--players",
            "4",
            "--humans",
            "1",
            "--seed",
            "3",
            "--screenshot-on",
            "deal",
            "deal.png",
            "--screenshot-on",
            "theme-reload",
            "reload.png",
            "--quit-after",
            "300",
        ],
    );
    let shot = game.wait_for_file("deal.png", 120);
    let backs = count_pixels(&shot, magenta);
    // Three hands of seven and the draw pile show the back.
    assert!(backs > 3000, "only {backs} pixels of the recoloured back on screen");
    // The problem is on screen, in a notice naming the file.
    let report = game.wait_for("the theme's notice", 60, |r| {
        r.theme().is_some_and(|t| t.name == "My deck") && button(r, "theme-notice-ok").is_some()
    });
    let problems = &report.theme().unwrap().problems;
    assert!(problems.iter().any(|p| p.starts_with("cards/red-3.png:") && p.contains("PNG or JPEG")), "{problems:?}");
    // Editing the active theme's files redraws the cards without a restart.
    recolour_png(&deck.join("back.png"), [0, 255, 255]);
    let shot = game.wait_for_file("reload.png", 120);
    let (now, before) = (count_pixels(&shot, cyan), count_pixels(&shot, magenta));
    assert!(now > 3000 && before < 100, "after the edit: {now} cyan and {before} magenta pixels");
    assert_eq!(game.report().unwrap().theme().map(|t| t.reloads), Some(1));
}

#[test]
fn the_settings_picker_switches_the_theme_at_once_and_saving_remembers_it() {
    let Some(display) = start_display(1280, 720) else { return };
    // A theme of the player's, picked for this session only with --theme.
    let dir = temp_dir("picker");
    std::fs::create_dir_all(dir.join("data/themes/club")).unwrap();
    std::fs::write(dir.join("data/themes/club/theme.ron"), "(name: \"The Club\")").unwrap();
    let mut game = launch_in(
        &display,
        dir,
        &[
            "--theme",
            "club",
            "--open",
            "settings",
            "--screenshot-on",
            "settings",
            "settings.png",
            "--quit-after",
            "200",
        ],
    );
    game.wait_for_file("settings.png", 120);
    assert_eq!(game.report().unwrap().theme().map(|t| t.name.as_str()), Some("The Club"));
    // Saving other settings does not make the session's theme permanent.
    let report = click_until(&mut game, "settings-save", "the main menu", |r| r.screen() == "MainMenu");
    let saved = std::fs::read_to_string(game.path("config/settings.ron")).expect("the settings were saved");
    assert!(saved.contains("theme: \"classic\""), "{saved}");
    assert_eq!(report.theme().map(|t| t.name.as_str()), Some("The Club"));

    // Picking a theme shows it at once; Save remembers it.
    click_until(&mut game, "settings", "the settings", |r| r.screen() == "Settings");
    let (x, y) = settled_button(&mut game, "theme-picker");
    game.click(x, y);
    let (x, y) = settled_button(&mut game, "theme-option:1");
    game.click(x, y);
    let r = game.wait_for("high contrast on screen", 60, |r| r.theme().is_some_and(|t| t.name == "High contrast"));
    assert_eq!(r.theme().map(|t| t.loads), Some(2), "{:?}", r.theme());
    click_until(&mut game, "settings-save", "the main menu", |r| r.screen() == "MainMenu");
    let saved = std::fs::read_to_string(game.path("config/settings.ron")).expect("the settings were saved");
    assert!(saved.contains("theme: \"high-contrast\""), "{saved}");
}

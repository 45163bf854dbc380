//! Card themes in a real window: an exported theme edited while the game runs, the Settings picker.

use std::process::Command;

use crate::support::harness::*;
use crate::support::steps::*;

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
    // A theme of the player's, picked for this session only with --theme, and a speed and a port
    // for this session only too.
    let dir = temp_dir("picker");
    std::fs::create_dir_all(dir.join("data/themes/club")).unwrap();
    std::fs::write(dir.join("data/themes/club/theme.ron"), "(name: \"The Club\")").unwrap();
    let mut game = launch_in(
        &display,
        dir,
        &[
            "--theme",
            "club",
            "--speed",
            "3",
            "--port",
            "9123",
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
    // Saving other settings does not make the session's theme, speed or port permanent.
    let report = click_until(&mut game, "settings-save", "the main menu", |r| r.screen() == "MainMenu");
    let saved = std::fs::read_to_string(game.path("config/settings.ron")).expect("the settings were saved");
    assert!(saved.contains("theme: \"classic\""), "{saved}");
    assert!(saved.contains("speed: 1.0,") && saved.contains("phone_port: 8642,"), "{saved}");
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

/// The deck studio with real clicks: Settings → Make a deck → a photo on the backs through the
/// in-game file browser → Save → a new match: the backs on the table are the photo.
#[test]
fn a_photo_put_on_the_backs_in_the_studio_is_on_the_table() {
    let Some(display) = start_display(1280, 720) else { return };
    let dir = temp_dir("studio");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    // A family photo as a camera writes it: a JPEG, here all magenta so that any part of it shows.
    image::RgbImage::from_pixel(1600, 1200, image::Rgb([255, 0, 255]))
        .save_with_format(home.join("family.jpg"), image::ImageFormat::Jpeg)
        .unwrap();
    let mut game = launch_with_home(&display, dir, &home, &["--open", "settings", "--lang", "en"]);
    click_until(&mut game, "studio:make", "the deck studio", |r| r.screen() == "Studio");
    click_until(&mut game, "studio:choose-file", "the file browser", |r| {
        button(r, "browser:entry:family.jpg").is_some()
    });
    game.grab("studio-browser.png");
    click_until(&mut game, "browser:entry:family.jpg", "the photo on the back", |r| {
        button(r, "studio:take-off").is_some()
    });
    let studio = game.grab_until("studio.png", 30, |shot| count_pixels(shot, magenta) > 20_000);
    assert!(count_pixels(&studio, magenta) > 20_000, "the studio does not show the photo on the back");
    click_until(&mut game, "studio:save", "the deck in use", |r| r.theme().is_some_and(|t| t.name == "My deck"));
    let saved = game.path("data/themes/my-deck/theme.ron");
    assert!(saved.is_file(), "no theme folder at {saved:?}");
    click_until(&mut game, "studio:leave", "the settings", |r| r.screen() == "Settings");
    click_until(&mut game, "settings-save", "the main menu", |r| r.screen() == "MainMenu");
    let settings = std::fs::read_to_string(game.path("config/settings.ron")).expect("the settings were saved");
    assert!(settings.contains("my-deck"), "{settings}");
    click_until(&mut game, "new-game", "new game", |r| r.screen() == "NewGame");
    click_until(&mut game, "start", "the table", |r| r.screen() == "Table");
    let shot = game.grab_until("table.png", 60, |shot| count_pixels(shot, magenta) > 3000);
    let backs = count_pixels(&shot, magenta);
    // Three hands of seven and the draw pile show the back.
    assert!(backs > 3000, "only {backs} pixels of the photo on the backs");
}

//! Real-window tests: the real binary under Xvfb with software Vulkan, screenshots, the layout
//! report, and real mouse clicks with xdotool.
//!
//! They need `Xvfb`, `xdotool` and ImageMagick's `import` (Debian: xvfb xauth libvulkan1 mesa-vulkan-drivers
//! xdotool imagemagick), and Chromium for the phone pages (chromium chromium-driver). Where
//! no X server can be started they are skipped with a message, unless `REQUIRE_WINDOW_TESTS=1`,
//! which CI sets: then they must run.

mod harness;
mod phones;
mod ws_phone;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use harness::*;
use uno_party::app::{LayoutReport, ReportCard, ReportText};

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

/// Where button `name` stays: a window that just opened takes a frame or two to find its place,
/// so the position must hold for a second before it is clicked.
fn settled_button(game: &mut Game, name: &str) -> (f32, f32) {
    let mut last = None;
    for _ in 0..20 {
        let report = game.wait_for(name, 60, |r| button(r, name).is_some());
        let now = button(&report, name);
        if let Some(at) = now
            && now == last
        {
            return at;
        }
        last = now;
        std::thread::sleep(Duration::from_millis(1000));
    }
    panic!("button {name} keeps moving");
}

/// Clicks button `name` until `cond` holds: a click that reaches the window before it takes
/// input (the first second of a new window under Xvfb) is clicked again, while the button is
/// still there.
fn click_until(game: &mut Game, name: &str, what: &str, cond: impl Fn(&Report) -> bool) -> Report {
    let gone = |g: &Game| g.report().is_some_and(|r| button(&r, name).is_none());
    retry_click(game, |g| settled_button(g, name), gone, what, cond)
}

/// Clicks window pixel `at` until `cond` holds: the first click into a window that has just
/// opened can be lost on a busy machine, so it is given again while nothing has happened.
fn click_at_until(game: &mut Game, at: (f32, f32), what: &str, cond: impl Fn(&Report) -> bool) -> Report {
    let applied = |g: &Game| g.table().map(|t| t.actions_applied);
    let before = applied(game);
    retry_click(game, |_| at, |g| applied(g) != before, what, cond)
}

/// Clicks where `target` says, up to three times, until `cond` holds; stops clicking once `taken`
/// says the click was taken (then only waits).
fn retry_click(
    game: &mut Game,
    mut target: impl FnMut(&mut Game) -> (f32, f32),
    taken: impl Fn(&Game) -> bool,
    what: &str,
    cond: impl Fn(&Report) -> bool,
) -> Report {
    for _ in 0..3 {
        let (x, y) = target(game);
        game.click(x, y);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(20) {
            if let Some(r) = game.report()
                && cond(&r)
            {
                return r;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        if taken(game) {
            break;
        }
    }
    game.wait_for(what, 60, cond)
}

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

/// How many pixels of a screenshot satisfy `pred` (on RGB).
fn count_pixels(path: &Path, pred: impl Fn([u8; 3]) -> bool) -> usize {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    let channels = info.color_type.samples();
    buf[..info.buffer_size()].chunks(channels).filter(|px| pred([px[0], px[1], px[2]])).count()
}

/// Every visible pixel of a PNG file turned into one colour (its transparency kept).
fn recolour_png(path: &Path, rgb: [u8; 3]) {
    let mut img = image::open(path).unwrap().to_rgba8();
    for px in img.pixels_mut() {
        if px[3] > 0 {
            *px = image::Rgba([rgb[0], rgb[1], rgb[2], px[3]]);
        }
    }
    // Written whole outside the theme folder, then renamed into it: the game's watcher sees one
    // change and never reads half a file.
    let tmp = path.parent().unwrap().parent().unwrap().join("recoloured.png");
    img.save_with_format(&tmp, image::ImageFormat::Png).unwrap();
    std::fs::rename(&tmp, path).unwrap();
}

fn magenta(p: [u8; 3]) -> bool {
    p[0] > 230 && p[1] < 40 && p[2] > 230
}

fn cyan(p: [u8; 3]) -> bool {
    p[0] < 40 && p[1] > 230 && p[2] > 230
}

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

impl Game {
    /// Frames rendered so far (from the report) and the CPU time the game has used (seconds).
    fn frames_and_cpu(&self) -> (u64, f64) {
        let frames = self.rendered();
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap_or_default();
        // utime and stime, after the command name in parentheses, in clock ticks (100 a second).
        let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
        let ticks: u64 = fields.get(11..13).map_or(0, |f| f.iter().filter_map(|t| t.parse::<u64>().ok()).sum());
        (frames, ticks as f64 / 100.0)
    }

    /// Waits until no frame has been drawn for two seconds (what was on its way is drawn), then
    /// counts the frames drawn and the CPU used over `secs` idle seconds.
    fn idle_frames_and_cpu(&mut self, secs: u64) -> (u64, f64) {
        let start = Instant::now();
        let mut last = self.frames_and_cpu().0;
        let mut still = Instant::now();
        while still.elapsed() < Duration::from_secs(2) {
            assert!(start.elapsed() < Duration::from_secs(120), "the game never stopped drawing:\n{}", self.stderr());
            std::thread::sleep(Duration::from_millis(250));
            let now = self.frames_and_cpu().0;
            if now != last {
                last = now;
                still = Instant::now();
            }
        }
        let (f1, c1) = self.frames_and_cpu();
        std::thread::sleep(Duration::from_secs(secs));
        let (f2, c2) = self.frames_and_cpu();
        (f2 - f1, (c2 - c1) / secs as f64)
    }
}

#[test]
fn an_idle_game_draws_nothing_on_the_menu_and_at_a_persons_turn() {
    let Some(display) = start_display(1280, 720) else { return };
    // The main menu.
    let mut game = launch(&display, "idle-menu", &["--open", "main-menu", "--quit-after", "200"]);
    game.wait_for("the main menu", 60, |r| r.screen() == "MainMenu" && r.frames().is_some_and(|f| f.rendered > 0));
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, main menu: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    // Redraws come on input, or when a reactive wait of a few seconds runs out.
    assert!(frames <= 3, "the main menu drew {frames} frames in 5 idle seconds");
    assert!(cpu < 0.05, "the main menu used {:.0}% of a core while idle", cpu * 100.0);
    drop(game);

    // A person's turn against computer players: nothing moves until they act.
    let mut game = launch(
        &display,
        "idle-table",
        &["--players", "4", "--humans", "1", "--bots", "basic", "--seed", "1", "--speed", "4", "--quit-after", "200"],
    );
    game.wait_for_table("the person's turn", 120, my_turn);
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, a person's turn: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    assert!(frames <= 3, "the table drew {frames} frames in 5 idle seconds at a person's turn");
    assert!(cpu < 0.05, "the table used {:.0}% of a core while idle", cpu * 100.0);

    // The pointer resting on the draw pile (a card that never lifts) is idle too.
    let report = game.table().expect("the table's report");
    let (x, y) = centre(report.draw_pile);
    game.hover(x, y);
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, pointer resting on the draw pile: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    assert!(frames <= 3, "the table drew {frames} frames in 5 seconds with the pointer resting on the draw pile");
    assert!(cpu < 0.05, "the table used {:.0}% of a core with the pointer resting", cpu * 100.0);
}

/// Every rectangle named `prefix…` in the report, as `(name, [left, top, width, height])`.
fn rects(report: &impl OnScreen, prefix: &str) -> Vec<(String, [f32; 4])> {
    report.buttons().iter().filter(|b| b.name.starts_with(prefix)).map(|b| (b.name.clone(), b.rect)).collect()
}

fn inside(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - 0.5
        && inner[1] >= outer[1] - 0.5
        && inner[0] + inner[2] <= outer[0] + outer[2] + 0.5
        && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5
}

/// The rule option rows once they stop moving: each inside the window across, its name and
/// explanation in a column wide enough to read, the first of them on screen.
fn check_rule_rows(game: &mut Game, where_: &str, w: f32, h: f32) -> Report {
    let window = [0.0, 0.0, w, h];
    // The rows in view are reported (those scrolled out of the panel are not on screen): the
    // check scrolls the list with the wheel, as a player reads it, until it has seen them all.
    let mut seen = std::collections::BTreeSet::new();
    let mut first: Option<Report> = None;
    let mut last = None;
    for _ in 0..60 {
        let report = game.wait_for(where_, 60, |r| rects(r, "text:rule:").len() >= 2);
        let now = rects(&report, "text:rule:");
        if last.as_ref() != Some(&now) {
            last = Some(now);
            std::thread::sleep(Duration::from_millis(700));
            continue;
        }
        for (name, r) in &now {
            assert!(r[0] >= -0.5 && r[0] + r[2] <= w + 0.5, "{where_} at {w}x{h}: {name} {r:?} is cut at a side");
            assert!(inside(*r, window), "{where_} at {w}x{h}: {name} {r:?} is off screen");
        }
        for (name, r) in rects(&report, "text:rule-name:") {
            assert!(r[2] >= 300.0, "{where_} at {w}x{h}: {name} is squeezed into {} px", r[2]);
        }
        seen.extend(now.iter().map(|(name, _)| name.clone()));
        let first = first.get_or_insert_with(|| report.clone());
        if seen.len() >= 15 {
            return first.clone();
        }
        let r = now[now.len() - 1].1;
        game.wheel_down(r[0] + r[2] / 2.0, r[1] + r[3] / 2.0, 3);
        // Until the list has moved (however long a busy machine takes to draw it).
        game.wait_for(&format!("{where_}, scrolled"), 60, |r| rects(r, "text:rule:") != now);
        last = None;
    }
    panic!("{where_}: after scrolling the whole list, only {} rules were seen: {seen:?}", seen.len());
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

fn overlaps(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]
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

/// The buttons a player clicks in a report (not panels, rows of text, the ring or name tags),
/// with their labels.
fn clickable(report: &impl OnScreen) -> Vec<(String, [f32; 4], String)> {
    report
        .buttons()
        .iter()
        .filter(|b| !["panel:", "text:", "label:", "ring"].iter().any(|p| b.name.starts_with(p)))
        .map(|b| (b.name.clone(), b.rect, b.label.clone()))
        .collect()
}

/// Every button inside the window and clear of the others; every text inside the window and
/// clear of the other texts (a longer Italian text runs into nothing).
fn check_fit(report: &impl OnScreen, w: f32, h: f32, where_: &str) {
    let window = [0.0, 0.0, w, h];
    let buttons = clickable(report);
    for (i, (a, ra, la)) in buttons.iter().enumerate() {
        assert!(inside(*ra, window), "{where_} at {w}x{h}: {a} \"{la}\" {ra:?} leaves the window");
        for (b, rb, lb) in &buttons[i + 1..] {
            assert!(!overlaps(*ra, *rb), "{where_} at {w}x{h}: {a} \"{la}\" {ra:?} covers {b} \"{lb}\" {rb:?}");
        }
    }
    let texts = report.texts();
    let rect = |t: &ReportText| {
        let r = t.rect;
        // A pixel of slack on each side: glyph boxes of neighbouring lines touch.
        [r[0] + 1.0, r[1] + 1.0, r[2] - 2.0, r[3] - 2.0]
    };
    for (i, a) in texts.iter().enumerate() {
        assert!(inside(rect(a), window), "{where_} at {w}x{h}: \"{}\" {:?} leaves the window", a.text, a.rect);
        for b in &texts[i + 1..] {
            assert!(
                !overlaps(rect(a), rect(b)),
                "{where_} at {w}x{h}: \"{}\" {:?} runs into \"{}\" {:?}",
                a.text,
                a.rect,
                b.text,
                b.rect
            );
        }
    }
}

/// The text drawn on the reported rectangle `name` (a button, a name tag).
fn label(report: &impl OnScreen, name: &str) -> String {
    report.buttons().iter().find(|b| b.name == name).map(|b| b.label.clone()).unwrap_or_default()
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

/// `uno-party replay FILE`: real clicks on the replay's controls step forward and back, and the
/// layout report shows the states of the log.
#[test]
fn a_replay_from_the_command_line_steps_forward_and_back_by_real_clicks() {
    use uno_party::app::{EventQueue, Party, Table};
    let Some(display) = start_display(1280, 720) else { return };
    // A recorded match of three computer players (random moves, 60 of them).
    let (mut table, _, _) = Table::new(&Party::simple(3, 0, uno_party::ai::BotKind::Basic, 17)).unwrap();
    let mut queue = EventQueue::default();
    let mut rng = uno_party::engine::Rng::new(4);
    for _ in 0..60 {
        let Some(seat) = table.to_act() else { break };
        let legal = table.live_game().legal_actions_vec(seat);
        let a = legal[rng.below(legal.len() as u32) as usize];
        table.apply(seat, a, &mut queue).unwrap();
    }
    let file = table.to_file("Official", "classic");
    let log = file.log.clone();
    let dir = temp_dir("replay-cli");
    let path = dir.join("match.ron");
    uno_party::app::write_match(&path, &file).unwrap();
    let mut game = launch_in(&display, dir, &["replay", path.to_str().unwrap()]);
    let shown = |r: &LayoutReport| r.replay.map(|p| p.position);
    let expect = |r: &LayoutReport, n: usize| {
        let g = log.replay_to(n).unwrap();
        let sizes: Vec<usize> = g.hand_sizes().collect();
        assert_eq!(r.state.hand_sizes, sizes, "hand sizes at action {n}");
        assert_eq!(r.state.top, g.top_card().map(|c| c.to_string()), "top at {n}");
        assert_eq!(r.state.to_act, g.to_act(), "to act at {n}");
        // Every hand is drawn face up.
        for c in &r.cards {
            if c.zone.starts_with("hand") {
                assert!(c.face.is_some(), "a hand is face down in the replay: {c:?}");
            }
        }
    };
    game.wait_for_table("the replay", 120, |r| shown(r) == Some(0));
    for n in 1..=4 {
        let (x, y) = settled_button(&mut game, "replay-forward");
        game.click(x, y);
        // The report is written once the table has settled on the new state.
        let r = game.wait_for_table("a step forward", 60, |r| shown(r) == Some(n));
        expect(&r, n);
    }
    let (x, y) = settled_button(&mut game, "replay-back");
    game.click(x, y);
    let r = game.wait_for_table("a step back", 60, |r| shown(r) == Some(3));
    expect(&r, 3);
    assert_eq!(r.replay.map(|p| p.total), Some(log.actions.len()));
}

/// Makes one decision of the person at the screen by a real click: a card just drawn is kept, a
/// draw penalty is taken, otherwise the draw pile is clicked. Returns the report after it.
fn draw_or_keep_by_click(game: &mut Game, report: &LayoutReport) -> LayoutReport {
    let legal: Vec<&str> = report.state.legal.iter().map(String::as_str).collect();
    let actions = report.actions_applied;
    let (x, y) = if legal.contains(&"keepdrawn") {
        settled_button(game, "keep")
    } else if legal.contains(&"accept") {
        settled_button(game, "accept")
    } else if legal.contains(&"draw") {
        centre(report.draw_pile)
    } else {
        panic!("no decision this test knows how to click: {legal:?}");
    };
    game.click(x, y);
    game.wait_for_table("the click's action", 60, |r| r.actions_applied > actions)
}

/// A person's decision with their hand open (lifting the curtain first when it is down).
fn a_persons_open_decision(game: &mut Game) -> LayoutReport {
    let open = |r: &LayoutReport| {
        r.turn_phase == "AwaitingHuman" && !r.curtain && r.viewer.is_some() && r.viewer == r.state.to_act
    };
    let report = game.wait_for_table("a person's decision", 240, |r| open(r) || button(r, "curtain").is_some());
    if open(&report) {
        return report;
    }
    let (x, y) = settled_button(game, "curtain");
    game.click(x, y);
    game.wait_for_table("the curtain lifted", 60, open)
}

/// The faces of `seat`'s hand on screen, sorted.
fn faces(report: &LayoutReport, seat: u8) -> Vec<String> {
    let mut f: Vec<String> = hand_cards(report, seat).into_iter().map(|c| c.face.unwrap()).collect();
    f.sort();
    f
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

impl Game {
    /// A screenshot of the whole display taken from outside the game (ImageMagick's `import`), at
    /// a moment the test chooses: what the X server shows now.
    fn grab(&self, file: &str) -> PathBuf {
        let path = self.path(file);
        let ok = Command::new("import")
            .args(["-display", &format!(":{}", self.display), "-window", "root"])
            .arg(&path)
            .status()
            .expect("ImageMagick's import runs")
            .success();
        assert!(ok, "import could not take {file}");
        path
    }

    /// `key` pressed while Shift is held down, as a person does it: Shift goes down a moment
    /// before (a chord sent at once can reach the game in one frame, and egui then reads the Tab
    /// without the Shift).
    fn key_with_shift(&mut self, key: &str) {
        let display = format!(":{}", self.display);
        let run = |args: &[&str]| {
            let ok =
                Command::new("xdotool").args(args).env("DISPLAY", &display).status().expect("xdotool runs").success();
            assert!(ok, "xdotool {args:?} failed");
        };
        self.focused_window();
        let from = self.rendered();
        run(&["keydown", "Shift_L"]);
        self.frames_after(from);
        let from = self.rendered();
        run(&["key", key]);
        self.frames_after(from);
        run(&["keyup", "Shift_L"]);
    }
}

/// Screenshots until the focus ring stands around button `name` alone, where the latest report
/// draws it (a window opening settles over a few frames); the shot, and the ring's pixels near
/// the button and elsewhere.
fn ring_on_button(game: &mut Game, name: &str, file: &str) -> (PathBuf, usize, usize) {
    let start = Instant::now();
    loop {
        let report = game.report().unwrap();
        let button = report.buttons().iter().find(|b| b.name == name);
        let rect = grown(button.unwrap_or_else(|| panic!("no {name} button")).rect, 10.0, 0.0);
        let shot = game.grab(file);
        let (near, far) = ring_pixels(&shot, rect);
        if (near >= 300 && far < near / 4) || start.elapsed() > Duration::from_secs(30) {
            return (shot, near, far);
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// The yellow of the keyboard's focus ring (palette::FOCUS, 255 225 0), told apart from the
/// cards' yellow (238 186 28) and the table's gold.
fn ring_yellow(p: [u8; 3]) -> bool {
    p[0] >= 235 && (208..=242).contains(&p[1]) && p[2] <= 50
}

/// How many ring-yellow pixels of screenshot `path` lie inside `[left, top, width, height]`, and
/// how many outside it.
fn ring_pixels(path: &Path, area: [f32; 4]) -> (usize, usize) {
    let img = image::open(path).unwrap().to_rgb8();
    let (mut inside, mut outside) = (0, 0);
    for (x, y, px) in img.enumerate_pixels() {
        if !ring_yellow(px.0) {
            continue;
        }
        let (x, y) = (x as f32, y as f32);
        if x >= area[0] && x < area[0] + area[2] && y >= area[1] && y < area[1] + area[3] {
            inside += 1;
        } else {
            outside += 1;
        }
    }
    (inside, outside)
}

/// `r` grown by `by` pixels on every side, and by `up` more above (a lifted card).
fn grown(r: [f32; 4], by: f32, up: f32) -> [f32; 4] {
    [r[0] - by, r[1] - by - up, r[2] + 2.0 * by, r[3] + 2.0 * by + up]
}

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

/// In the menus egui's own keyboard focus works: from the main menu (no match kept: New game,
/// Saved matches, Replays, Statistics, Rules, Settings, Quit, Help) Tab six times reaches Settings,
/// Shift+Tab goes back to Rules, Enter opens it.
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
    // New game, Saved matches, Replays, Statistics, Rules, Settings; back one to Rules.
    for _ in 0..6 {
        game.press("Tab");
    }
    game.key_with_shift("Tab");
    game.grab("tab-focus.png");
    assert_eq!(game.report().unwrap().screen(), "MainMenu", "Tab alone opened a screen");
    game.press("Return");
    game.wait_for("the Rules screen", 60, |r| r.screen() == "Rules");
}

//! What the tests do as a person would, shared by the test files: click a button until the game
//! answers, press keys, count the pixels of a screenshot, check that everything fits.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use uno_party::app::{LayoutReport, ReportText};

use super::harness::*;

/// Where button `name` stays: a window that just opened takes a frame or two to find its place,
/// so the position must hold for a second before it is clicked.
pub(crate) fn settled_button(game: &mut Game, name: &str) -> (f32, f32) {
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
pub(crate) fn click_until(game: &mut Game, name: &str, what: &str, cond: impl Fn(&Report) -> bool) -> Report {
    let gone = |g: &Game| g.report().is_some_and(|r| button(&r, name).is_none());
    retry_click(game, |g| settled_button(g, name), gone, what, cond)
}

/// Clicks window pixel `at` until `cond` holds: the first click into a window that has just
/// opened can be lost on a busy machine, so it is given again while nothing has happened.
pub(crate) fn click_at_until(game: &mut Game, at: (f32, f32), what: &str, cond: impl Fn(&Report) -> bool) -> Report {
    let applied = |g: &Game| g.table().map(|t| t.actions_applied);
    let before = applied(game);
    retry_click(game, |_| at, |g| applied(g) != before, what, cond)
}

/// Clicks where `target` says, up to three times, until `cond` holds; stops clicking once `taken`
/// says the click was taken (then only waits).
pub(crate) fn retry_click(
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

/// How many pixels of a screenshot satisfy `pred` (on RGB).
pub(crate) fn count_pixels(path: &Path, pred: impl Fn([u8; 3]) -> bool) -> usize {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    let channels = info.color_type.samples();
    buf[..info.buffer_size()].chunks(channels).filter(|px| pred([px[0], px[1], px[2]])).count()
}

/// Every visible pixel of a PNG file turned into one colour (its transparency kept).
pub(crate) fn recolour_png(path: &Path, rgb: [u8; 3]) {
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

/// A magenta pixel (the colour a test paints a theme's backs with).
pub(crate) fn magenta(p: [u8; 3]) -> bool {
    p[0] > 230 && p[1] < 40 && p[2] > 230
}

/// A cyan pixel (the colour a test paints an edited theme's backs with).
pub(crate) fn cyan(p: [u8; 3]) -> bool {
    p[0] < 40 && p[1] > 230 && p[2] > 230
}

impl Game {
    /// Frames rendered so far (from the report) and the CPU time the game has used (seconds).
    pub(crate) fn frames_and_cpu(&self) -> (u64, f64) {
        let frames = self.rendered();
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap_or_default();
        // utime and stime, after the command name in parentheses, in clock ticks (100 a second).
        let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
        let ticks: u64 = fields.get(11..13).map_or(0, |f| f.iter().filter_map(|t| t.parse::<u64>().ok()).sum());
        (frames, ticks as f64 / 100.0)
    }

    /// Waits until no frame has been drawn for two seconds (what was on its way is drawn), then
    /// counts the frames drawn and the CPU used over `secs` idle seconds.
    pub(crate) fn idle_frames_and_cpu(&mut self, secs: u64) -> (u64, f64) {
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

/// Every rectangle named `prefix…` in the report, as `(name, [left, top, width, height])`.
pub(crate) fn rects(report: &impl OnScreen, prefix: &str) -> Vec<(String, [f32; 4])> {
    report.buttons().iter().filter(|b| b.name.starts_with(prefix)).map(|b| (b.name.clone(), b.rect)).collect()
}

/// `inner` lies inside `outer` (`[left, top, width, height]`, half a pixel of rounding allowed).
pub(crate) fn inside(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - 0.5
        && inner[1] >= outer[1] - 0.5
        && inner[0] + inner[2] <= outer[0] + outer[2] + 0.5
        && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5
}

/// The rule option rows once they stop moving: each inside the window across, its name and
/// explanation in a column wide enough to read, the first of them on screen.
pub(crate) fn check_rule_rows(game: &mut Game, where_: &str, w: f32, h: f32) -> Report {
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

/// The two rectangles (`[left, top, width, height]`) share some area.
pub(crate) fn overlaps(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]
}

/// The buttons a player clicks in a report (not panels, rows of text, the ring or name tags),
/// with their labels.
pub(crate) fn clickable(report: &impl OnScreen) -> Vec<(String, [f32; 4], String)> {
    report
        .buttons()
        .iter()
        .filter(|b| !["panel:", "text:", "label:", "ring"].iter().any(|p| b.name.starts_with(p)))
        .map(|b| (b.name.clone(), b.rect, b.label.clone()))
        .collect()
}

/// Every button inside the window and clear of the others; every text inside the window and
/// clear of the other texts (a longer Italian text runs into nothing).
pub(crate) fn check_fit(report: &impl OnScreen, w: f32, h: f32, where_: &str) {
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
pub(crate) fn label(report: &impl OnScreen, name: &str) -> String {
    report.buttons().iter().find(|b| b.name == name).map(|b| b.label.clone()).unwrap_or_default()
}

/// Makes one decision of the person at the screen by a real click: a card just drawn is kept, a
/// draw penalty is taken, otherwise the draw pile is clicked. Returns the report after it.
pub(crate) fn draw_or_keep_by_click(game: &mut Game, report: &LayoutReport) -> LayoutReport {
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
pub(crate) fn a_persons_open_decision(game: &mut Game) -> LayoutReport {
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
pub(crate) fn faces(report: &LayoutReport, seat: u8) -> Vec<String> {
    let mut f: Vec<String> = hand_cards(report, seat).into_iter().map(|c| c.face.unwrap()).collect();
    f.sort();
    f
}

impl Game {
    /// A screenshot of the whole display taken from outside the game (ImageMagick's `import`), at
    /// a moment the test chooses: what the X server shows now.
    pub(crate) fn grab(&self, file: &str) -> PathBuf {
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
    pub(crate) fn key_with_shift(&mut self, key: &str) {
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
pub(crate) fn ring_on_button(game: &mut Game, name: &str, file: &str) -> (PathBuf, usize, usize) {
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
pub(crate) fn ring_yellow(p: [u8; 3]) -> bool {
    p[0] >= 235 && (208..=242).contains(&p[1]) && p[2] <= 50
}

/// How many ring-yellow pixels of screenshot `path` lie inside `[left, top, width, height]`, and
/// how many outside it.
pub(crate) fn ring_pixels(path: &Path, area: [f32; 4]) -> (usize, usize) {
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
pub(crate) fn grown(r: [f32; 4], by: f32, up: f32) -> [f32; 4] {
    [r[0] - by, r[1] - by - up, r[2] + 2.0 * by, r[3] + 2.0 * by + up]
}

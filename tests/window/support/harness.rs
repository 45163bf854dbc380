//! The real-window tests' harness: an Xvfb display, the game binary on it with its layout report,
//! real pointer and keys through xdotool, screenshots, and Chromium through WebDriver.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use uno_party::app::{LayoutReport, MenuReport, ReportButton, ReportCard, ReportFrames, ReportText, ReportTheme};

/// The game's layout report, as the game's own structs: the table's on the table, a menu screen's
/// elsewhere (the main menu, New game, Settings, the Rules...).
#[derive(Debug, Clone)]
pub enum Report {
    /// On the table: the cards, the buttons, the engine's state (boxed: it is much larger than a
    /// menu's).
    Table(Box<LayoutReport>),
    /// On a menu screen: its buttons and texts.
    Menu(Box<MenuReport>),
}

impl Report {
    /// Reads a report from its JSON: the table's when it reads as one, else a menu screen's (a
    /// table's report holds every field of a menu's, so the table's is tried first).
    pub fn parse(json: &str) -> Option<Report> {
        match serde_json::from_str(json) {
            Ok(table) => Some(Report::Table(Box::new(table))),
            Err(_) => serde_json::from_str(json).ok().map(|m| Report::Menu(Box::new(m))),
        }
    }

    /// The table's report, when this is one.
    pub fn into_table(self) -> Option<LayoutReport> {
        match self {
            Report::Table(table) => Some(*table),
            Report::Menu(_) => None,
        }
    }

    /// The screen's name (`Table`, `MainMenu`, `NewGame`, `Settings`, `Rules`...).
    pub fn screen(&self) -> &str {
        match self {
            Report::Table(t) => &t.screen,
            Report::Menu(m) => &m.screen,
        }
    }

    /// The card theme on screen.
    pub fn theme(&self) -> Option<&ReportTheme> {
        match self {
            Report::Table(t) => t.theme.as_ref(),
            Report::Menu(m) => m.theme.as_ref(),
        }
    }

    /// Frames rendered since start, and the seconds since start.
    pub fn frames(&self) -> Option<ReportFrames> {
        match self {
            Report::Table(t) => t.frames,
            Report::Menu(m) => m.frames,
        }
    }

    /// Where the window last saw the pointer, if it is over the window.
    pub fn pointer(&self) -> Option<[f32; 2]> {
        match self {
            Report::Table(t) => t.pointer,
            Report::Menu(m) => m.pointer,
        }
    }

    /// A line saying where the game is, for a test's failure: the engine's state on the table,
    /// the screen's name elsewhere.
    fn describe(&self) -> String {
        match self {
            Report::Table(t) => format!("{:?}", t.state),
            Report::Menu(m) => format!("the {} screen", m.screen),
        }
    }
}

/// What every report holds, the table's and a menu screen's: the buttons and the texts drawn.
/// Helpers such as [`button`] take either.
pub trait OnScreen {
    /// Every button (and every other named rectangle: panels, rows of text, name tags).
    fn buttons(&self) -> &[ReportButton];
    /// Every text on screen, in drawing order.
    fn texts(&self) -> &[ReportText];
}

impl OnScreen for LayoutReport {
    fn buttons(&self) -> &[ReportButton] {
        &self.buttons
    }

    fn texts(&self) -> &[ReportText] {
        &self.texts
    }
}

impl OnScreen for Report {
    fn buttons(&self) -> &[ReportButton] {
        match self {
            Report::Table(t) => &t.buttons,
            Report::Menu(m) => &m.buttons,
        }
    }

    fn texts(&self) -> &[ReportText] {
        match self {
            Report::Table(t) => &t.texts,
            Report::Menu(m) => &m.texts,
        }
    }
}

/// An Xvfb server on a free display, stopped on drop.
pub struct Display {
    pub number: u32,
    server: Child,
    /// Its turn among the tests: beside others, or alone.
    _turn: Turn,
}

/// The window tests run two at a time, but those that measure the game under a load they make
/// themselves (a flood of connections, a busy computer) run alone: what they measure is then that
/// load, not a second game and its software renderer that the test binary runs beside them on two
/// cores, which no party computer carries.
static BESIDE: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// A guard held for its drop: the turn ends with the display.
#[allow(dead_code)]
enum Turn {
    Beside(std::sync::RwLockReadGuard<'static, ()>),
    Alone(std::sync::RwLockWriteGuard<'static, ()>),
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// The window tests must run (`REQUIRE_WINDOW_TESTS=1`, as CI sets): no skipping.
pub fn required() -> bool {
    std::env::var("REQUIRE_WINDOW_TESTS").is_ok_and(|v| v == "1")
}

/// Starts Xvfb, or says why it cannot (then the test is skipped, unless required).
pub fn start_display(width: u32, height: u32) -> Option<Display> {
    let turn = Turn::Beside(BESIDE.read().unwrap_or_else(std::sync::PoisonError::into_inner));
    display_in_turn(width, height, turn)
}

/// A display for a test that runs alone: it waits for the tests running beside it to end, and no
/// other window test starts until it has ended.
pub fn start_display_alone(width: u32, height: u32) -> Option<Display> {
    let turn = Turn::Alone(BESIDE.write().unwrap_or_else(std::sync::PoisonError::into_inner));
    display_in_turn(width, height, turn)
}

fn display_in_turn(width: u32, height: u32, turn: Turn) -> Option<Display> {
    // Tests in this binary run in parallel: each takes its own range of display numbers.
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let first = 140 + (std::process::id() % 60) * 10 + NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst) * 400;
    for number in first..first + 300 {
        if Path::new(&format!("/tmp/.X11-unix/X{number}")).exists()
            || Path::new(&format!("/tmp/.X{number}-lock")).exists()
        {
            continue;
        }
        let server = match Command::new("Xvfb")
            .args([
                format!(":{number}"),
                "-screen".into(),
                "0".into(),
                format!("{width}x{height}x24"),
                "-nolisten".into(),
                "tcp".into(),
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
        {
            Ok(s) => s,
            Err(e) => {
                assert!(!required(), "REQUIRE_WINDOW_TESTS=1 but Xvfb cannot be started: {e}");
                eprintln!("skipping the real-window test: Xvfb cannot be started ({e})");
                return None;
            }
        };
        let mut server = server;
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            if Path::new(&format!("/tmp/.X11-unix/X{number}")).exists() {
                return Some(Display { number, server, _turn: turn });
            }
            if let Ok(Some(_)) = server.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = server.kill();
        let _ = server.wait();
    }
    assert!(!required(), "REQUIRE_WINDOW_TESTS=1 but no X display could be started");
    eprintln!("skipping the real-window test: no X display could be started");
    None
}

/// The game running on a display, killed on drop.
pub struct Game {
    pub child: Child,
    pub report: PathBuf,
    pub dir: PathBuf,
    pub display: u32,
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh, empty folder for the game of one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-window-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Starts the game on `display` with `args`, in a fresh folder named after `name`.
pub fn launch(display: &Display, name: &str, args: &[&str]) -> Game {
    launch_in(display, temp_dir(name), args)
}

/// Starts a table with a rule file holding `rules` (RON), written into the game's folder.
pub fn launch_with_rules(display: &Display, name: &str, rules: &str, args: &[&str]) -> Game {
    let dir = temp_dir(name);
    let file = dir.join("rules.ron");
    std::fs::write(&file, rules).unwrap();
    let mut all = args.to_vec();
    all.extend(["--rules", file.to_str().unwrap()]);
    launch_in(display, dir.clone(), &all)
}

/// Starts the game with `dir` as its folder (config, data, report, screenshots).
pub fn launch_in(display: &Display, dir: PathBuf, args: &[&str]) -> Game {
    spawn_game(display, dir, Command::new(env!("CARGO_BIN_EXE_uno-party")), args)
}

/// Starts the game with `dir` as its folder and `home` as the person's home folder (where the
/// in-game file browser opens).
pub fn launch_with_home(display: &Display, dir: PathBuf, home: &Path, args: &[&str]) -> Game {
    let mut command = Command::new(env!("CARGO_BIN_EXE_uno-party"));
    command.env("HOME", home).env_remove("XDG_PICTURES_DIR");
    spawn_game(display, dir, command, args)
}

/// Starts the game with `dir` as its folder, its sound going to the PulseAudio server at
/// `pulse_server` (a `PULSE_SERVER` value). Every other game in the tests is silent: its server
/// is a path where none runs.
pub fn launch_with_sound(display: &Display, dir: PathBuf, pulse_server: &str, args: &[&str]) -> Game {
    let mut command = Command::new(env!("CARGO_BIN_EXE_uno-party"));
    command.env("PULSE_SERVER", pulse_server);
    spawn_game(display, dir, command, args)
}

/// Where the tests' games look for a sound server: nowhere, so that a test run on a desktop
/// makes no noise (the sound tests give theirs).
pub const NO_SOUND_SERVER: &str = "unix:/nonexistent/uno-party-tests-are-silent";

/// Starts the game allowed to open at most `files` files at once (`ulimit -n`, as most desktops
/// set 1024).
pub fn launch_with_file_limit(display: &Display, name: &str, files: u32, args: &[&str]) -> Game {
    let mut sh = Command::new("sh");
    sh.arg("-c").arg(format!("ulimit -n {files} && exec \"$0\" \"$@\"")).arg(env!("CARGO_BIN_EXE_uno-party"));
    spawn_game(display, temp_dir(name), sh, args)
}

/// Starts `command` (the game) on `display` with `dir` as its folder and `args`, writing its report.
pub fn spawn_game(display: &Display, dir: PathBuf, mut command: Command, args: &[&str]) -> Game {
    let report = dir.join("report.json");
    if !command.get_envs().any(|(k, _)| k == "PULSE_SERVER") {
        command.env("PULSE_SERVER", NO_SOUND_SERVER);
    }
    // The game's own file browser, which the tests click, never the desktop's dialog.
    command.env("UNO_PARTY_FILE_DIALOG", "game");
    let child = command
        .args(args)
        .env("UNO_PARTY_CONFIG_DIR", dir.join("config"))
        .env("UNO_PARTY_DATA_DIR", dir.join("data"))
        .arg("--layout-report")
        .arg(&report)
        .env("DISPLAY", format!(":{}", display.number))
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("stderr.txt")).unwrap())
        .current_dir(&dir)
        .spawn()
        .expect("the game binary starts");
    Game { child, report, dir, display: display.number }
}

impl Game {
    /// The game's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `file` in the game's folder.
    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// The latest report the game wrote, if any.
    pub fn report(&self) -> Option<Report> {
        let text = std::fs::read_to_string(&self.report).ok()?;
        Report::parse(&text)
    }

    /// The latest report, when it is the table's.
    pub fn table(&self) -> Option<LayoutReport> {
        self.report().and_then(Report::into_table)
    }

    /// Waits until the report satisfies `cond` (or fails with what the game printed).
    pub fn wait_for(&mut self, what: &str, secs: u64, cond: impl Fn(&Report) -> bool) -> Report {
        self.wait_until(what, secs, |r| cond(&r).then_some(r))
    }

    /// Waits until the report is the table's and satisfies `cond` (or fails with what the game
    /// printed).
    pub fn wait_for_table(&mut self, what: &str, secs: u64, cond: impl Fn(&LayoutReport) -> bool) -> LayoutReport {
        self.wait_until(what, secs, |r| r.into_table().filter(|t| cond(t)))
    }

    /// Waits until `found` finds what it looks for in the report.
    fn wait_until<T>(&mut self, what: &str, secs: u64, found: impl Fn(Report) -> Option<T>) -> T {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(secs) {
            if let Some(x) = self.report().and_then(&found) {
                return x;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the game exited ({status}) while waiting for {what}:\n{}", self.stderr());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!(
            "timed out waiting for {what}; last report: {:?}\n{}",
            self.report().map(|r| r.describe()),
            self.stderr()
        );
    }

    /// Waits up to `secs` seconds for the game to write `file` (not empty) in its folder; fails if
    /// the game exits first.
    pub fn wait_for_file(&mut self, file: &str, secs: u64) -> PathBuf {
        let p = self.path(file);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(secs) {
            if std::fs::metadata(&p).is_ok_and(|m| m.len() > 0) {
                std::thread::sleep(Duration::from_millis(300));
                return p;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the game exited ({status}) before writing {file}:\n{}", self.stderr());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!("{file} was not written in {secs} s\n{}", self.stderr());
    }

    /// The game's window, given the keyboard focus; its id for xdotool.
    pub fn focused_window(&self) -> String {
        let display = format!(":{}", self.display);
        let out = Command::new("xdotool")
            .args(["search", "--name", "UNO Party"])
            .env("DISPLAY", &display)
            .output()
            .expect("xdotool runs");
        let window = String::from_utf8_lossy(&out.stdout).lines().next().expect("the game window").to_string();
        let _ = Command::new("xdotool").args(["windowfocus", "--sync", &window]).env("DISPLAY", &display).status();
        std::thread::sleep(Duration::from_millis(400));
        window
    }

    /// A real key press in the game's window.
    pub fn key(&self, key: &str) {
        let display = format!(":{}", self.display);
        let window = self.focused_window();
        let ok = Command::new("xdotool")
            .args(["key", "--window", &window, key])
            .env("DISPLAY", &display)
            .status()
            .unwrap()
            .success();
        assert!(ok, "xdotool key {key} failed");
    }

    /// Frames the game has rendered, as its latest report says.
    pub fn rendered(&self) -> u64 {
        self.report().and_then(|r| r.frames()).map_or(0, |f| f.rendered)
    }

    /// Waits until the game has rendered two frames after `from`: a key sent before has been
    /// read by a frame of its own, and that frame is on screen.
    pub fn frames_after(&mut self, from: u64) {
        self.wait_for("two more frames", 60, |r| r.frames().is_some_and(|f| f.rendered >= from + 2));
    }

    /// A key press that the game has read and drawn before the next one is sent (keys sent
    /// faster than a busy machine renders would land in one frame).
    pub fn press(&mut self, key: &str) {
        let from = self.rendered();
        self.key(key);
        self.frames_after(from);
    }

    /// Screenshots into `file` until one shows what `shown` looks for (what is on screen is the
    /// state waited on, however busy the machine).
    pub fn grab_until(&mut self, file: &str, secs: u64, shown: impl Fn(&Path) -> bool) -> PathBuf {
        let start = Instant::now();
        loop {
            let shot = self.grab(file);
            if shown(&shot) || start.elapsed() > Duration::from_secs(secs) {
                return shot;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// The last lines the game wrote to its standard error.
    pub fn stderr(&self) -> String {
        let text = std::fs::read_to_string(self.path("stderr.txt")).unwrap_or_default();
        let lines: Vec<&str> = text.lines().rev().take(25).collect();
        lines.into_iter().rev().collect::<Vec<_>>().join("\n")
    }

    /// Moves the real pointer to window pixel (x, y).
    pub fn hover(&self, x: f32, y: f32) {
        let ok = Command::new("xdotool")
            .args(["mousemove", &format!("{}", x.round()), &format!("{}", y.round())])
            .env("DISPLAY", format!(":{}", self.display))
            .status()
            .expect("xdotool runs")
            .success();
        assert!(ok, "xdotool mousemove failed");
    }

    /// Turns the real mouse wheel down `steps` notches with the pointer at window pixel (x, y).
    pub fn wheel_down(&self, x: f32, y: f32, steps: usize) {
        self.hover(x, y);
        std::thread::sleep(Duration::from_millis(300));
        for _ in 0..steps {
            let ok = Command::new("xdotool")
                .args(["click", "5"])
                .env("DISPLAY", format!(":{}", self.display))
                .status()
                .expect("xdotool runs")
                .success();
            assert!(ok, "xdotool click 5 failed");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A real click at window pixel (x, y): move there first, wait until the game has seen the
    /// pointer there (its report says where the window last saw it: a click that reaches a busy
    /// window before the move is lost), rest, then press (sprite picking needs the pointer to
    /// rest on a sprite for a few frames).
    pub fn click(&self, x: f32, y: f32) {
        let display = format!(":{}", self.display);
        let run = |args: &[&str]| {
            let ok =
                Command::new("xdotool").args(args).env("DISPLAY", &display).status().expect("xdotool runs").success();
            assert!(ok, "xdotool {args:?} failed");
        };
        let seen = || {
            self.report()
                .and_then(|r| r.pointer())
                .is_some_and(|[px, py]| (px - x.round()).abs() <= 1.0 && (py - y.round()).abs() <= 1.0)
        };
        // A place off the screen cannot be reached (a button placed before the window took its
        // size): the click goes where the pointer stops, and the caller's retry finds it again.
        let screen = Command::new("xdotool").arg("getdisplaygeometry").env("DISPLAY", &display).output();
        let screen = String::from_utf8_lossy(&screen.expect("xdotool runs").stdout).to_string();
        let size: Vec<f32> = screen.split_whitespace().filter_map(|v| v.parse().ok()).collect();
        assert_eq!(size.len(), 2, "xdotool getdisplaygeometry: {screen}");
        let on_screen = (0.0..size[0]).contains(&x.round()) && (0.0..size[1]).contains(&y.round());
        // A table writes its report once settled: a hover that lifts a card is waited out too.
        let start = Instant::now();
        while on_screen && !seen() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the game never saw the pointer at ({x}, {y}); last report: {:?}\n{}",
                self.report().and_then(|r| r.pointer()),
                self.stderr()
            );
            run(&["mousemove", &format!("{}", x.round()), &format!("{}", y.round())]);
            std::thread::sleep(Duration::from_millis(250));
        }
        std::thread::sleep(Duration::from_millis(600));
        run(&["click", "1"]);
    }
}

/// Centre of a `[left, top, width, height]` rectangle.
pub fn centre(r: [f32; 4]) -> (f32, f32) {
    (r[0] + r[2] / 2.0, r[1] + r[3] / 2.0)
}

/// The centre of the button `name` in the report, if it is drawn.
pub fn button(report: &impl OnScreen, name: &str) -> Option<(f32, f32)> {
    report.buttons().iter().find(|b| b.name == name).map(|b| centre(b.rect))
}

/// A screenshot is not blank: it is a real PNG of the window with many different colours (a
/// table with cards has hundreds; a menu, flat panels with anti-aliased text, dozens).
pub fn assert_not_blank(path: &Path, width: u32, height: u32) {
    assert_colours(path, width, height, 40);
}

/// The screenshot at `path` is `width`x`height` and holds more than `at_least` different colours.
pub fn assert_colours(path: &Path, width: u32, height: u32, at_least: usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    assert_eq!((info.width, info.height), (width, height), "{} has the wrong size", path.display());
    let channels = info.color_type.samples();
    let mut colours = std::collections::HashSet::new();
    for px in buf[..info.buffer_size()].chunks(channels).step_by(7) {
        colours.insert((px[0] / 8, px[1] / 8, px[2] / 8));
    }
    assert!(colours.len() > at_least, "{} looks blank: only {} colours", path.display(), colours.len());
}

/// The cards of `seat`'s hand, as the report lists them.
pub fn hand_cards(report: &LayoutReport, seat: u8) -> Vec<ReportCard> {
    let zone = format!("hand:{seat}");
    report.cards.iter().filter(|c| c.zone == zone).cloned().collect()
}

/// The person at seat 0 has a decision to make.
pub fn my_turn(r: &LayoutReport) -> bool {
    r.turn_phase == "AwaitingHuman" && r.state.to_act == Some(0)
}

/// Chromium and its WebDriver (Debian: chromium chromium-driver), or why the browser test is
/// skipped (never where `REQUIRE_WINDOW_TESTS=1`).
pub fn browser() -> Option<(PathBuf, PathBuf)> {
    let (chromium, driver) = (PathBuf::from("/usr/bin/chromium"), PathBuf::from("/usr/bin/chromedriver"));
    if chromium.exists() && driver.exists() {
        return Some((chromium, driver));
    }
    assert!(!required(), "REQUIRE_WINDOW_TESTS=1 but /usr/bin/chromium or /usr/bin/chromedriver is missing");
    eprintln!("skipping the browser test: install chromium and chromium-driver");
    None
}

/// A WebDriver server, stopped on drop with the browser it started (found by its profile folder:
/// a test that fails leaves no Chromium behind).
pub struct Driver(pub Child, pub u16, pub Option<PathBuf>);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        if let Some(profile) = &self.2 {
            let _ = Command::new("pkill").arg("-f").arg(profile).status();
        }
    }
}

/// Starts the WebDriver program `driver` on a free port.
pub fn start_driver(driver: &Path) -> Driver {
    let port = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap().local_addr().unwrap().port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(start.elapsed() < Duration::from_secs(20), "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(100));
    }
    Driver(child, port, None)
}

//! A screen reader's view of the game, as Orca gets it: a D-Bus session bus and an accessibility
//! bus of the test's own (at-spi2-core's launcher, with the screen-reader flag on, so that the
//! game's AccessKit wakes), and the game's tree read over AT-SPI by python3's pyatspi (Debian:
//! dbus at-spi2-core python3-pyatspi). Skipped only where D-Bus cannot be started, never where
//! `REQUIRE_WINDOW_TESTS=1`.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde::Deserialize;

use super::harness::{Display, Game, required, spawn_game, temp_dir};

/// The programs the accessibility bus needs.
const LAUNCHER: &str = "/usr/libexec/at-spi-bus-launcher";
const PYTHON: &str = "/usr/bin/python3";

/// A session bus and an accessibility bus, stopped (with everything they started) on drop.
pub struct A11yBus {
    /// The folder of the buses' sockets (`XDG_RUNTIME_DIR` for the game and the reader).
    dir: PathBuf,
    address: String,
    session: Child,
    launcher: Child,
}

impl Drop for A11yBus {
    fn drop(&mut self) {
        // Each was started in a process group of its own: the launcher's bus and registry go too.
        for child in [&mut self.launcher, &mut self.session] {
            let _ = Command::new("kill").arg("--").arg(format!("-{}", child.id())).status();
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Why the buses cannot be started here (then the test is skipped, unless required).
fn cannot(why: String) -> Option<A11yBus> {
    assert!(!required(), "REQUIRE_WINDOW_TESTS=1 but the accessibility bus cannot be started: {why}");
    eprintln!("skipping the screen-reader test: {why} (Debian: dbus at-spi2-core python3-pyatspi)");
    None
}

impl A11yBus {
    /// Starts both buses and turns the screen-reader flag on.
    pub fn start(name: &str) -> Option<A11yBus> {
        for program in ["dbus-daemon", "gdbus"] {
            if Command::new(program).arg("--version").output().is_err() {
                return cannot(format!("{program} is missing"));
            }
        }
        if !Path::new(LAUNCHER).exists() {
            return cannot(format!("{LAUNCHER} is missing"));
        }
        let has_pyatspi =
            Command::new(PYTHON).args(["-c", "import pyatspi"]).output().is_ok_and(|o| o.status.success());
        if !has_pyatspi {
            return cannot("python3 cannot import pyatspi".into());
        }
        let dir = temp_dir(&format!("{name}-a11y"));
        std::fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
        let address = format!("unix:path={}", dir.join("bus").display());
        let session = Command::new("dbus-daemon")
            .args(["--session", "--nofork", &format!("--address={address}")])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn();
        let Ok(session) = session else { return cannot("dbus-daemon does not start".into()) };
        let start = Instant::now();
        while !dir.join("bus").exists() && start.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(50));
        }
        let launcher = Command::new(LAUNCHER)
            .arg("--launch-immediately")
            .env("DBUS_SESSION_BUS_ADDRESS", &address)
            .env("XDG_RUNTIME_DIR", &dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("the accessibility bus launcher starts");
        let bus = A11yBus { dir, address, session, launcher };
        // The flag a screen reader sets when it starts (AccessKit on Linux waits for it).
        let start = Instant::now();
        loop {
            let set = bus
                .command("gdbus")
                .args(["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus"])
                .args(["--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status"])
                .args(["ScreenReaderEnabled", "<true>"])
                .output();
            if set.is_ok_and(|o| o.status.success()) {
                return Some(bus);
            }
            if start.elapsed() > Duration::from_secs(10) {
                return cannot("the accessibility bus does not answer".into());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A command that talks on these buses.
    pub fn command(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.env("DBUS_SESSION_BUS_ADDRESS", &self.address).env("XDG_RUNTIME_DIR", &self.dir);
        c
    }

    /// Starts the game on `display`, on these buses, with `args`.
    pub fn launch(&self, display: &Display, name: &str, args: &[&str]) -> Game {
        spawn_game(display, temp_dir(name), self.command(env!("CARGO_BIN_EXE_uno-party")), args)
    }

    /// The game's accessibility tree now, in tree order (empty while it has none on the bus).
    pub fn tree(&self, game: &Game) -> Vec<Node> {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/window/support/a11y_tree.py");
        let out = self.command(PYTHON).arg(script).arg(game.pid().to_string()).stderr(Stdio::null()).output();
        let Ok(out) = out else { return Vec::new() };
        serde_json::from_slice(&out.stdout).unwrap_or_default()
    }

    /// Reads the tree until `found` finds what it looks for in it.
    pub fn wait_for<T>(&self, game: &Game, what: &str, secs: u64, found: impl Fn(&[Node]) -> Option<T>) -> T {
        let start = Instant::now();
        let mut last = Vec::new();
        while start.elapsed() < Duration::from_secs(secs) {
            last = self.tree(game);
            if let Some(t) = found(&last) {
                return t;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!("{what}: not in the accessibility tree in {secs} s; the tree:\n{}\n{}", outline(&last), game.stderr());
    }
}

/// A node of the tree as AT-SPI gives it.
#[derive(Clone, Debug, Deserialize)]
pub struct Node {
    pub depth: usize,
    /// AT-SPI's role name: `push button`, `status bar`, `label`, `list item`…
    pub role: String,
    pub name: String,
    pub focused: bool,
}

/// The tree as indented lines, for a failure's message.
pub fn outline(tree: &[Node]) -> String {
    let line = |n: &Node| {
        format!("{}{}: {:?}{}", "  ".repeat(n.depth), n.role, n.name, if n.focused { " [focused]" } else { "" })
    };
    tree.iter().map(line).collect::<Vec<_>>().join("\n")
}

/// The names of the nodes with `role`.
pub fn named<'a>(tree: &'a [Node], role: &str) -> Vec<&'a str> {
    tree.iter().filter(|n| n.role == role).map(|n| n.name.as_str()).collect()
}

/// The status node's words (the table's newest line).
pub fn status(tree: &[Node]) -> Option<&str> {
    tree.iter().find(|n| n.role == "status bar").map(|n| n.name.as_str())
}

/// The node with the focus.
pub fn focused(tree: &[Node]) -> Option<&Node> {
    tree.iter().find(|n| n.focused)
}

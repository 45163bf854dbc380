//! Phones, end to end, as the players feel it: the real game under Xvfb with two phone seats and a
//! computer player, two WebSocket phones that play by themselves (they play a Wild whenever they
//! may and draw to find one, so that colours are named and Wild Draw Fours challenged; the first
//! never calls UNO, so that the other may catch it, and the computer player leaves catches to
//! them; both challenge and catch whenever they may). Before each tap the
//! whole table is left quiet (every move shown, the window asleep, no message to any phone) for
//! 0.3 s, 3 s or 9 s (a catch is tapped while its window is open: the table draws then); after
//! these, the phones stop drawing for Wilds and play on (0.3 s of quiet) until three UNO calls
//! and three catches have been measured. It measures
//! - from the phone sending its tap to the end of drawing the first frame in which the table
//!   shows it (the card moving, the colour named, the UNO called: the game's layout report gives
//!   when the renderer finished that frame),
//! - from the phone sending to the other phone receiving the state that follows (the next seat's
//!   turn included), and to the tapping phone's own new state,
//! - and, when the tap passed the turn to the computer player, until its move reached the phones.
//!
//! `cargo bench --bench phones --profile dev -- [TAPS] [QUIET,QUIET,...]` (default: 30 taps for
//! each of 0.3,3,9). Needs Xvfb (Debian: xvfb) unless DISPLAY is set.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::Value;

#[path = "../tests/window/support/ws_phone.rs"]
mod ws_phone;
use ws_phone::{WsPhone, choose, phone_runtime, socket_address};

/// Milliseconds since the Unix epoch (the game's report uses the same clock).
fn unix_ms() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// Children killed when the bench ends.
struct Killed(Vec<Child>);

impl Drop for Killed {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// An Xvfb server; its display number is the one it printed.
fn start_xvfb() -> (Child, String) {
    let mut x = Command::new("Xvfb")
        .args(["-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts (Debian: xvfb), or run with DISPLAY set");
    let mut line = String::new();
    BufReader::new(x.stdout.take().unwrap()).read_line(&mut line).expect("Xvfb names its display");
    (x, format!(":{}", line.trim()))
}

fn report(path: &Path) -> Option<Value> {
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}

/// The game and its two phones.
struct Table {
    report: PathBuf,
    phones: Vec<WsPhone>,
    /// The phones draw to find Wilds (off for the end of the run: hands go down to UNO).
    fishing: std::cell::Cell<bool>,
    _children: Killed,
}

impl Table {
    /// The game on `display` (or a new Xvfb) with phone seats 0 and 1 and a Basic computer player.
    fn start(dir: &Path) -> (Table, String) {
        let mut children = Killed(Vec::new());
        let display = match std::env::var("DISPLAY") {
            Ok(d) if !d.is_empty() => d,
            _ => {
                let (x, d) = start_xvfb();
                children.0.push(x);
                d
            }
        };
        let report_path = dir.join("report.json");
        // The computer player leaves catches to the phones (it catches after 20 s).
        std::fs::create_dir_all(dir.join("config")).unwrap();
        std::fs::write(dir.join("config/settings.ron"), "(bot_catch_delay: 20.0)").unwrap();
        let game = Command::new(env!("CARGO_BIN_EXE_uno-party"))
            .args(["--players", "3", "--humans", "0", "--phones", "2", "--bots", "basic", "--seed", "5"])
            .args(["--port", "0", "--lang", "en", "--speed", "1", "--window", "1280x720"])
            .arg("--layout-report")
            .arg(&report_path)
            .env("UNO_PARTY_CONFIG_DIR", dir.join("config"))
            .env("UNO_PARTY_DATA_DIR", dir.join("data"))
            .env("DISPLAY", &display)
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join("stderr.txt")).unwrap())
            .spawn()
            .expect("the game starts");
        children.0.push(game);
        let start = Instant::now();
        let addresses: Vec<String> = loop {
            if let Some(r) = report(&report_path)
                && let Some(seats) = r["phones"]["seats"].as_array()
                && seats.len() == 2
            {
                break seats.iter().map(|s| s["local"].as_str().unwrap_or_default().to_string()).collect();
            }
            assert!(start.elapsed() < Duration::from_secs(120), "the game did not open its phone seats");
            std::thread::sleep(Duration::from_millis(200));
        };
        let rt = phone_runtime();
        let phones = addresses
            .iter()
            .enumerate()
            .map(|(i, a)| WsPhone::connect(&rt, socket_address(a, &format!("bench-phone-{i:0>20}"))))
            .collect();
        let fishing = std::cell::Cell::new(true);
        (Table { report: report_path, phones, fishing, _children: children }, display)
    }

    fn rendered(&self) -> u64 {
        report(&self.report).and_then(|r| r["frames"]["rendered"].as_u64()).unwrap_or(0)
    }

    fn last_message(&self) -> Option<Instant> {
        self.phones.iter().filter_map(WsPhone::last_message_at).max()
    }

    /// The phone with something to tap, its state, and what it taps.
    fn next_tap(&self) -> Option<(usize, Value, (u64, String))> {
        self.phones.iter().enumerate().find_map(|(i, p)| {
            let s = p.latest_state()?;
            let tap = pick(&s, i, self.fishing.get())?;
            Some((i, s, tap))
        })
    }

    /// Waits until the table has shown every move the phones know of, the window slept (at most
    /// its ten-second wake drawn) and no phone heard anything for `quiet` seconds (a catch: only
    /// the phones are quiet, its window keeps the table drawing), and a phone has something to tap.
    fn wait_quiet(&self, quiet: f64) -> (usize, Value, (u64, String)) {
        let waited = Instant::now();
        loop {
            assert!(waited.elapsed() < Duration::from_secs(120), "no phone had anything to tap for 2 minutes");
            let (last, frames, t) = (self.last_message(), self.rendered(), Instant::now());
            while t.elapsed().as_secs_f64() < quiet && self.last_message() == last {
                std::thread::sleep(Duration::from_millis(20));
            }
            let step = self.phones.iter().filter_map(|p| p.latest_state()?["step"].as_u64()).max();
            let shown = report(&self.report).and_then(|r| r["actions_applied"].as_u64());
            if self.last_message() != last || step.is_none() || shown != step {
                continue;
            }
            // An idle window still wakes every ten seconds (two frames): that is quiet.
            match self.next_tap() {
                Some(tap) if tap.2.1 == "catch" || self.rendered() <= frames + 2 => return tap,
                _ => {}
            }
        }
    }

    /// When the table's first frame showing a tap sent at `sent_ms` was drawn, once reported.
    fn drawn(&self, sent_ms: f64) -> Option<f64> {
        let r = report(&self.report)?;
        let moves = r["phones"]["moves"].as_array()?;
        let m = moves.iter().find(|m| m["received_ms"].as_f64().is_some_and(|t| t >= sent_ms - 5.0))?;
        m["drawn_ms"].as_f64().map(|t| t - sent_ms)
    }
}

/// What a bench phone taps: UNO, a catch or a challenge when offered (the first phone never
/// calls UNO), a Wild when it may (so that colours are named and Wild Draw Fours challenged), a
/// draw while its hand holds no Wild and four to seven cards (fishing for one: a draw is legal at
/// any turn; below four it plays on, to UNO and catches), else what a player taps.
fn pick(state: &Value, who: usize, fish: bool) -> Option<(u64, String)> {
    let hand = state["hand"].as_array()?;
    let buttons = state["buttons"].as_array()?;
    let button = |kind: &str| buttons.iter().find(|b| b["kind"] == kind).and_then(|b| b["act"].as_u64());
    let is_wild = |c: &Value| c["img"].as_str().is_some_and(|i| i.starts_with("wild"));
    let first = ["uno", "catch", "challenge"].iter().any(|k| button(k).is_some() && (*k != "uno" || who != 0));
    if !first {
        if let Some(c) = hand.iter().filter(|c| is_wild(c)).find(|c| c["act"].is_u64()) {
            return Some((c["act"].as_u64()?, "play".into()));
        }
        let fishing = fish && (4..8).contains(&hand.len()) && !hand.iter().any(is_wild);
        if let Some(draw) = button("draw").filter(|_| fishing) {
            return Some((draw, "draw".into()));
        }
    }
    choose(state, who != 0)
}

/// One tap's times in milliseconds: to the table's frame, to the other phone, to the tapping
/// phone, and to the computer player's move when the tap passed it the turn.
struct Row {
    kind: String,
    times: [f64; 3],
    bot: Option<f64>,
}

/// Taps `tap` on phone `who` and waits for its effects everywhere; `None` when it was refused.
fn measure(table: &Table, who: usize, state: &Value, (act, kind): (u64, String)) -> Option<Row> {
    let step = state["step"].as_u64().unwrap_or(0);
    let (tapper, other) = (&table.phones[who], &table.phones[1 - who]);
    let (sent, sent_ms) = (Instant::now(), unix_ms());
    tapper.tap(state, act);
    let deadline = sent + Duration::from_secs(20);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (mut mine, mut theirs, mut drawn) = (None, None, None);
    while Instant::now() < deadline && (mine.is_none() || theirs.is_none() || drawn.is_none()) {
        if tapper.first_after(sent, "error").is_some() {
            return None;
        }
        mine = mine.or_else(|| tapper.step_after(sent, step + 1).map(|g| ms(g.at - sent)));
        theirs = theirs.or_else(|| other.step_after(sent, step + 1).map(|g| ms(g.at - sent)));
        drawn = drawn.or_else(|| table.drawn(sent_ms));
        std::thread::sleep(Duration::from_millis(2));
    }
    // When the computer player is next: its move, after its card lands and its pause.
    let after = other.step_after(sent, step + 1).map(|g| g.msg);
    let bot = after.filter(|m| m["players"][2]["turn"] == true).map(|_| {
        while Instant::now() < deadline + Duration::from_secs(20) {
            if let Some(g) = other.step_after(sent, step + 2) {
                return ms(g.at - sent);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        40_000.0
    });
    let or_never = |x: Option<f64>| x.unwrap_or(20_000.0);
    Some(Row { kind, times: [or_never(drawn), or_never(theirs), or_never(mine)], bot })
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn summary(values: &mut [f64]) -> String {
    values.sort_by(f64::total_cmp);
    format!(
        "p50 {:6.1}  p95 {:6.1}  max {:6.1} ms  (n = {})",
        percentile(values, 0.5),
        percentile(values, 0.95),
        values.last().copied().unwrap_or(f64::NAN),
        values.len()
    )
}

fn print_level(quiet: f64, rows: &[Row]) {
    println!("\nafter {quiet} s of quiet, {} taps:", rows.len());
    for (i, what) in ["to the table's frame", "to the other phone", "to the tapping phone"].iter().enumerate() {
        let mut col: Vec<f64> = rows.iter().map(|r| r.times[i]).collect();
        println!("  {what:<22} {}", summary(&mut col));
    }
    let mut kinds: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
    for r in rows {
        kinds.entry(&r.kind).or_default().push(r.times[0].max(r.times[1]));
    }
    for (kind, mut worst) in kinds {
        println!("    {kind:<11} table and other phone, the later: {}", summary(&mut worst));
    }
    let mut bot: Vec<f64> = rows.iter().filter_map(|r| r.bot).collect();
    println!("  the computer player's move after a tap that passed it the turn: {}", summary(&mut bot));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let taps: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(30);
    let quiets: Vec<f64> = args
        .get(1)
        .map(|q| q.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![0.3, 3.0, 9.0]);
    let dir = std::env::temp_dir().join(format!("uno-bench-phones-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (table, display) = Table::start(&dir);
    println!("Phones, end to end: the real game under Xvfb ({display}), two phone seats and a Basic computer player");
    println!("(the computer player's move includes its card's flight and its 0.6 s pause)");
    let mut slow = 0;
    for &quiet in &quiets {
        let mut rows = Vec::new();
        while rows.len() < taps {
            let (who, state, tap) = table.wait_quiet(quiet);
            if let Some(row) = measure(&table, who, &state, tap) {
                slow += usize::from(row.times.iter().any(|&t| t > 300.0));
                rows.push(row);
            }
        }
        print_level(quiet, &rows);
    }
    // Then without fishing, until hands go down to UNO calls and catches (after 0.3 s of quiet).
    table.fishing.set(false);
    let mut rows = Vec::new();
    let count = |rows: &[Row], kind: &str| rows.iter().filter(|r| r.kind == kind).count();
    while (count(&rows, "uno") < 3 || count(&rows, "catch") < 3) && rows.len() < 400 {
        let (who, state, tap) = table.wait_quiet(0.3);
        if let Some(row) = measure(&table, who, &state, tap) {
            slow += usize::from(row.times.iter().any(|&t| t > 300.0));
            rows.push(row);
        }
    }
    println!("\nthen, playing on to UNO calls and catches:");
    print_level(0.3, &rows);
    println!("\ntaps over 300 ms somewhere: {slow}");
}

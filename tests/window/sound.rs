//! Sound end to end: a real PulseAudio server (Debian's `pulseaudio`, which CI installs) with a
//! null sink, the game playing on it, and what reached the server recorded from the sink's monitor
//! and compared with the cues the game says it sent (`--cue-log`).
//!
//! Without the `pulseaudio` program these tests are skipped with a message, unless
//! `REQUIRE_WINDOW_TESTS=1` (CI): then they must run.

use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pulseaudio::protocol;
use uno_party::sound::mixer::{Mixer, limit, to_i16};
use uno_party::sound::{Cue, SAMPLE_RATE, SoundProblem, SoundStatus};

use crate::harness::{Display, Game, Report, launch_with_sound, required, start_display, temp_dir};

/// A PulseAudio server of the test's own: one null sink (`uno`, 16-bit mono at the cues' rate, so
/// nothing is resampled), reachable at `socket` without a cookie.
pub struct PulseServer {
    child: Child,
    /// Its folder (the runtime folder, a home, its log).
    pub dir: PathBuf,
    /// Its socket.
    pub socket: PathBuf,
}

impl Drop for PulseServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl PulseServer {
    /// The `PULSE_SERVER` value that names it.
    pub fn address(&self) -> String {
        format!("unix:{}", self.socket.display())
    }
}

/// Starts the server, or says why it cannot (the test is skipped, unless required).
pub fn start_pulse(name: &str) -> Option<PulseServer> {
    let dir = temp_dir(name);
    let socket = dir.join("native");
    for d in ["run", "home"] {
        std::fs::create_dir_all(dir.join(d)).unwrap();
    }
    let spawned = Command::new("pulseaudio")
        .args(["-n", "--daemonize=no", "--exit-idle-time=-1", "--disable-shm=yes", "--use-pid-file=no"])
        .arg("--log-target=stderr")
        .arg(format!("--load=module-native-protocol-unix auth-anonymous=1 socket={}", socket.display()))
        .arg(format!("--load=module-null-sink sink_name=uno rate={SAMPLE_RATE} channels=1 format=s16le"))
        .env("HOME", dir.join("home"))
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env_remove("PULSE_SERVER")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("pulse.log")).unwrap())
        .spawn();
    let child = match spawned {
        Ok(child) => child,
        Err(e) => {
            assert!(!required(), "REQUIRE_WINDOW_TESTS=1 but PulseAudio cannot be started: {e}");
            eprintln!("skipped: PulseAudio cannot be started ({e}); Debian: apt install pulseaudio");
            return None;
        }
    };
    let server = PulseServer { child, dir, socket };
    let start = Instant::now();
    while UnixStream::connect(&server.socket).is_err() {
        let log = std::fs::read_to_string(server.dir.join("pulse.log")).unwrap_or_default();
        assert!(start.elapsed() < Duration::from_secs(20), "PulseAudio did not open its socket:\n{log}");
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(server)
}

/// What the server's null sink played, recorded from its monitor as it happens.
pub struct Recorder {
    samples: Arc<Mutex<Vec<i16>>>,
    runtime: tokio::runtime::Runtime,
    _stream: pulseaudio::RecordStream,
    _client: pulseaudio::Client,
}

impl Recorder {
    /// Starts recording everything the sink plays (silence included) from now on.
    pub fn start(server: &PulseServer) -> Recorder {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let socket = UnixStream::connect(&server.socket).unwrap();
        let client = pulseaudio::Client::new_unix(c"uno-party sound test", socket, Some(vec![0u8; 256])).unwrap();
        let samples = Arc::new(Mutex::new(Vec::new()));
        let into = samples.clone();
        let sink = move |data: &[u8]| {
            let mut s = into.lock().unwrap();
            s.extend(data.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])));
        };
        let params = protocol::RecordStreamParams {
            sample_spec: protocol::SampleSpec {
                format: protocol::SampleFormat::S16Le,
                channels: 1,
                sample_rate: SAMPLE_RATE,
            },
            channel_map: protocol::ChannelMap::mono(),
            source_name: Some(c"uno.monitor".into()),
            buffer_attr: protocol::stream::BufferAttr { fragment_size: 882, ..Default::default() },
            ..Default::default()
        };
        let stream =
            runtime.block_on(client.create_record_stream(params, sink)).expect("a record stream on uno.monitor");
        Recorder { samples, runtime, _stream: stream, _client: client }
    }

    /// Everything recorded so far.
    pub fn samples(&self) -> Vec<i16> {
        let _ = &self.runtime;
        self.samples.lock().unwrap().clone()
    }

    /// Waits until `done` says yes of the recording so far (a minute at most, then fails).
    pub fn wait_until(&self, what: &str, done: impl Fn(&[i16]) -> bool) {
        let start = Instant::now();
        while !done(&self.samples.lock().unwrap()) {
            assert!(start.elapsed() < Duration::from_secs(60), "waited a minute for {what}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The loudest sample so far, as recorded.
    pub fn peak(&self) -> u16 {
        self.samples.lock().unwrap().iter().map(|s| s.unsigned_abs()).max().unwrap_or(0)
    }
}

/// One line of the cue log.
#[derive(Clone, Debug)]
pub struct Sent {
    /// The number of the event it came from.
    pub seq: u64,
    /// The cue.
    pub cue: Cue,
    /// When the card landed (seconds since 1970).
    pub asked: f64,
    /// When the cue went out to the server.
    pub sent: f64,
    /// Where it starts in the stream the game sent (samples).
    pub at: u64,
}

/// The game's cue log (`--cue-log`), line by line.
pub fn read_cue_log(path: &Path) -> Vec<Sent> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 5, "a cue log line: {line}");
            let cue =
                Cue::ALL.into_iter().find(|c| format!("{c:?}") == f[1]).unwrap_or_else(|| panic!("a cue: {line}"));
            let (seq, asked, sent, at) =
                (f[0].parse().unwrap(), f[2].parse().unwrap(), f[3].parse().unwrap(), f[4].parse().unwrap());
            Sent { seq, cue, asked, sent, at }
        })
        .collect()
}

/// Milliseconds from each card landing to its cue going out to the server: (p50, p95, count).
pub fn latency_ms(log: &[Sent]) -> (f64, f64, usize) {
    let mut ms: Vec<f64> = log.iter().map(|s| (s.sent - s.asked) * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() as f64 - 1.0) * q).round() as usize];
    (at(0.5), at(0.95), ms.len())
}

/// The stream the game sent, rebuilt from its cue log: every cue at `gain`, from where the log
/// says it starts, mixed as the game mixes them.
fn rebuild(log: &[Sent], gain: f32) -> Vec<i16> {
    let mixer = Mixer::new();
    let len = log.iter().map(|s| s.at as usize + mixer.sound(s.cue).len()).max().unwrap_or(0);
    let mut sum = vec![0.0f32; len];
    for s in log {
        for (m, x) in sum[s.at as usize..].iter_mut().zip(mixer.sound(s.cue)) {
            *m += x * gain;
        }
    }
    sum.into_iter().map(|x| to_i16(limit(x))).collect()
}

/// The stretches of sound between silences of 20 ms or more (a cue, or cues that overlap).
fn stretches(samples: &[i16]) -> Vec<&[i16]> {
    let gap = SAMPLE_RATE as usize / 50;
    let mut out = Vec::new();
    let (mut start, mut zeros) = (None, 0);
    for (i, &x) in samples.iter().enumerate() {
        if x != 0 {
            start.get_or_insert(i);
            zeros = 0;
            continue;
        }
        zeros += 1;
        if zeros == gap
            && let Some(s) = start.take()
        {
            out.push(&samples[s..=i - gap]);
        }
    }
    out.extend(start.map(|s| &samples[s..]));
    out
}

/// True once `rec` holds the beginning of `stretch` and as many samples after it as it lasts.
fn heard_through(rec: &[i16], stretch: &[i16]) -> bool {
    let head = &stretch[..stretch.len().min(30)];
    let found = (0..rec.len().saturating_sub(head.len())).rev().find(|&j| same(&rec[j..j + head.len()], head));
    found.is_some_and(|j| rec.len() >= j + stretch.len())
}

/// The same samples, to 2 steps of 16 bits (the server's rounding).
fn same(a: &[i16], b: &[i16]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.abs_diff(*y) <= 2)
}

/// Waits until the game's cue log has `n` lines (or `secs` pass) and returns it.
fn wait_for_cues(game: &Game, n: usize, secs: u64) -> Vec<Sent> {
    let start = Instant::now();
    loop {
        let log = read_cue_log(&game.path("cues.log"));
        if log.len() >= n || start.elapsed() > Duration::from_secs(secs) {
            return log;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Waits for the report to say whether sound plays.
fn sound_status(game: &mut Game) -> SoundStatus {
    let sound = |r: &Report| match r {
        Report::Table(t) => t.sound.clone(),
        Report::Menu(m) => m.sound.clone(),
    };
    let r = game.wait_for("the sound's status", 30, |r| sound(r).is_some_and(|s| s != SoundStatus::Starting));
    sound(&r).unwrap()
}

/// A bot table of three at twice the speed, its cues logged, sound going to `server`.
fn bot_table(display: &Display, server: &str, name: &str, settings: Option<&str>) -> Game {
    let dir = temp_dir(name);
    if let Some(settings) = settings {
        std::fs::create_dir_all(dir.join("config")).unwrap();
        std::fs::write(dir.join("config").join("settings.ron"), settings).unwrap();
    }
    let log = dir.join("cues.log");
    let args = ["--players", "3", "--autoplay", "--seed", "11", "--speed", "2", "--cue-log", log.to_str().unwrap()];
    launch_with_sound(display, dir, server, &args)
}

#[test]
fn the_cues_reach_the_sound_server_whole_and_in_order() {
    let Some(display) = start_display(1280, 720) else { return };
    let Some(server) = start_pulse("sound-order") else { return };
    let recorder = Recorder::start(&server);
    let mut game = bot_table(&display, &server.address(), "sound-order-game", None);
    assert!(matches!(sound_status(&mut game), SoundStatus::Playing { .. }), "the game found the server");
    // The first round, and the second one's shuffle and deal: the game is started on the table,
    // while its stream is still warming up (see `uno_party::sound::pulse`), so the first deal may
    // go unheard; the second is dealt with the stream warm.
    let so_far = wait_for_cues(&game, 56, 120);
    let log_path = game.path("cues.log");
    // The game is stopped once the recording holds the stretches compared below to their end
    // (however long a busy machine takes to play them). The stretch of the 56th cue itself is not
    // compared: the 57th may have joined it in what the server played.
    if so_far.len() >= 56 {
        let gain = uno_party::app::Settings::default().volume;
        let sent = rebuild(&so_far[..56], gain);
        let all = stretches(&sent);
        let last = all.get(all.len().saturating_sub(2)).map(|s| s.to_vec()).unwrap_or_default();
        recorder.wait_until("the 56th cue to reach the sink", |rec| heard_through(rec, &last));
    }
    drop(game);
    let log = read_cue_log(&log_path);
    let rec = recorder.samples();
    // Kept beside the server's files for a person to listen to (16-bit mono raw).
    let bytes: Vec<u8> = rec.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(server.dir.join("recorded.raw"), bytes).unwrap();
    assert!(log.len() >= 56, "56 cues in 120 s of play, got {}: {log:?}", log.len());
    for kind in [Cue::Shuffle, Cue::Deal, Cue::Play, Cue::Draw, Cue::RoundWon] {
        assert!(log.iter().any(|s| s.cue == kind), "no {kind:?} among {log:?}");
    }
    // Sent in the order of the events, never before their card landed, and started in that order
    // in the stream.
    for w in log.windows(2) {
        assert!(w[0].seq < w[1].seq && w[0].sent <= w[1].sent && w[0].at <= w[1].at, "out of order: {w:?}");
    }
    assert!(log.iter().all(|s| s.sent >= s.asked), "a cue went out before its card landed");
    // Full scale never reached: nothing clipped.
    assert!(recorder.peak() < i16::MAX as u16, "the recording clipped");
    // What the server played is, sample for sample, the cues of the log at the settings' volume,
    // where the log says each started: none missing, none cut short, none out of order.
    let gain = uno_party::app::Settings::default().volume;
    let sent = rebuild(&log[..56], gain);
    let (mut from, mut whole, mut broken) = (0, 0, Vec::new());
    let all = stretches(&sent);
    for (k, stretch) in all[..all.len().saturating_sub(1)].iter().enumerate() {
        // Found by its first 30 samples, exactly, after the one before.
        let head = &stretch[..stretch.len().min(30)];
        let found = (from..rec.len().saturating_sub(head.len())).find(|&j| same(&rec[j..j + head.len()], head));
        let Some(at) = found else {
            broken.push(k);
            continue;
        };
        if rec.len() >= at + stretch.len() && same(&rec[at..at + stretch.len()], stretch) {
            whole += 1;
            from = at + stretch.len();
        } else {
            broken.push(k);
            from = at + head.len();
        }
    }
    // A busy machine may leave the server without the next piece for a moment (it plays silence,
    // a gap in the cue, or skips what came late): tolerated for a few stretches, never for most.
    eprintln!(
        "{whole} stretches of sound arrived whole, {} with a gap or missing (machine busy): {broken:?}",
        broken.len()
    );
    assert!(whole >= 20 && broken.len() * 5 <= whole, "{} stretches with gaps, {whole} whole", broken.len());
    let (p50, p95, n) = latency_ms(&log);
    eprintln!("{n} cues: card landed -> cue sent to the server: p50 {p50:.1} ms, p95 {p95:.1} ms");
}

#[test]
fn muted_the_game_sends_nothing_and_without_a_server_it_plays_silently() {
    let Some(display) = start_display(1280, 720) else { return };
    let Some(server) = start_pulse("sound-mute") else { return };
    let recorder = Recorder::start(&server);
    let mut muted = bot_table(&display, &server.address(), "sound-muted", Some("(muted: true)"));
    assert!(matches!(sound_status(&mut muted), SoundStatus::Playing { .. }), "the muted game found the server");
    // Long enough for the deal and several turns.
    let table = muted.wait_for_table("cards played", 60, |t| t.state.discard_pile >= 4);
    assert!(table.state.discard_pile >= 4);
    let muted_log = muted.path("cues.log");
    drop(muted);
    assert_eq!(recorder.peak(), 0, "a muted game was heard");
    assert!(recorder.samples().len() > SAMPLE_RATE as usize, "the recorder recorded the silence");
    assert!(read_cue_log(&muted_log).is_empty(), "a muted game sent cues");
    // No server at all: the game plays on, and says so in Settings.
    let mut silent = bot_table(&display, "unix:/nonexistent/pulse", "sound-none", None);
    assert_eq!(sound_status(&mut silent), SoundStatus::Silent(SoundProblem::NoServer));
    let table = silent.wait_for_table("cards played", 60, |t| t.state.discard_pile >= 4);
    assert!(table.state.discard_pile >= 4, "the game did not play on without sound");
    drop(silent);
    let dir = temp_dir("sound-none-settings");
    let mut settings =
        launch_with_sound(&display, dir, "unix:/nonexistent/pulse", &["--open", "settings", "--lang", "en"]);
    let line = "The game plays silently: no sound server was found (PulseAudio or PipeWire).";
    let r = settings.wait_for(
        "the Settings screen",
        30,
        |r| matches!(r, Report::Menu(m) if m.texts.iter().any(|t| t.text == line)),
    );
    assert_eq!(r.screen(), "Settings");
}

/// Settings' line on the sound follows the server with no input: it plays, then the server goes
/// away and the line says so within seconds, and goes on saying so (not "no server was found")
/// while the game looks for it again.
#[test]
fn the_sound_line_in_settings_says_when_the_server_went_away() {
    let Some(display) = start_display(1280, 720) else { return };
    let Some(server) = start_pulse("sound-gone") else { return };
    let dir = temp_dir("sound-gone-settings");
    let mut settings = launch_with_sound(&display, dir, &server.address(), &["--open", "settings", "--lang", "en"]);
    let line = |r: &Report| match r {
        Report::Menu(m) => m
            .texts
            .iter()
            .find(|t| t.text.starts_with("Sound plays") || t.text.starts_with("The game plays"))
            .map(|t| t.text.clone()),
        Report::Table(_) => None,
    };
    settings.wait_for("the line saying sound plays", 60, |r| line(r).is_some_and(|l| l.contains("plays through")));
    // The server dies; nobody touches the game.
    drop(server);
    let gone = |r: &Report| line(r).is_some_and(|l| l.contains("stopped answering"));
    settings.wait_for("the line saying the server went away", 30, gone);
    // Looked for again every few seconds, still gone: the line keeps saying what happened.
    std::thread::sleep(std::time::Duration::from_secs(8));
    settings.wait_for("the line still saying the server went away", 10, gone);
}

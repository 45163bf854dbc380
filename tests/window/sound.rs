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

use crate::support::harness::{
    Display, Game, Report, launch_with_sound, required, start_display, start_display_alone, temp_dir,
};

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
    /// For each piece recorded: how many samples were recorded with it, and when it came (seconds
    /// since 1970).
    arrivals: Arc<Mutex<Vec<(usize, f64)>>>,
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
        let arrivals = Arc::new(Mutex::new(Vec::new()));
        let (into, came) = (samples.clone(), arrivals.clone());
        let sink = move |data: &[u8]| {
            let mut s = into.lock().unwrap();
            s.extend(data.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])));
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
            came.lock().unwrap().push((s.len(), now.as_secs_f64()));
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
        Recorder { samples, arrivals, runtime, _stream: stream, _client: client }
    }

    /// When the sink's monitor handed out the recorded sample `index` (seconds since 1970), by the
    /// recording's own clock: the monitor hands out every sample, silence included, at the sink's
    /// pace, so two samples leave it as far apart as they stand in the recording. Where the
    /// recording stood is taken from the pieces that came within a second of this one, from the
    /// one that came soonest after its samples: a piece that came late (this test's thread had no
    /// core) only came later, it was not played later. (Not from the whole recording: until the
    /// game's stream asks for a short latency, the null sink renders its blocks up to 2 s ahead.)
    pub fn played_at(&self, index: usize) -> Option<f64> {
        let arrivals = self.arrivals.lock().unwrap();
        let &(_, came) = arrivals.iter().find(|(upto, _)| *upto > index)?;
        let rate = f64::from(SAMPLE_RATE);
        let near = arrivals.iter().filter(|(upto, at)| *upto > 0 && (at - came).abs() <= 1.0);
        let first = near.map(|&(upto, at)| at - (upto - 1) as f64 / rate).min_by(f64::total_cmp)?;
        Some(first + index as f64 / rate)
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
    /// When the server's timing says its first sample is heard.
    pub heard: f64,
    /// Where it starts in the stream the game sent (samples).
    pub at: u64,
}

/// The game's cue log (`--cue-log`), line by line.
pub fn read_cue_log(path: &Path) -> Vec<Sent> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 6, "a cue log line: {line}");
            let cue =
                Cue::ALL.into_iter().find(|c| format!("{c:?}") == f[1]).unwrap_or_else(|| panic!("a cue: {line}"));
            let [asked, sent, heard] = [f[2], f[3], f[4]].map(|x| x.parse().unwrap());
            Sent { seq: f[0].parse().unwrap(), cue, asked, sent, heard, at: f[5].parse().unwrap() }
        })
        .collect()
}

/// The cues of a card landing (dealt, played, a Draw Two or a Wild Draw Four): the game knows
/// them 0.3 s ahead, when the card leaves.
fn of_a_card(cue: Cue) -> bool {
    matches!(cue, Cue::Deal | Cue::Play | Cue::DrawTwo | Cue::DrawFour)
}

/// The median and 95th percentile of `ms`, and how many (NaN for none).
fn p50_p95(mut ms: Vec<f64>) -> (f64, f64, usize) {
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms.get(((ms.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN);
    (at(0.5), at(0.95), ms.len())
}

/// Milliseconds from the moment each cue of `log` was asked for (its card landing) to the moment
/// the server's timing says it is heard: (p50, p95, count).
pub fn latency_ms(log: &[&Sent]) -> (f64, f64, usize) {
    p50_p95(log.iter().map(|s| (s.heard - s.asked) * 1000.0).collect())
}

/// Two programs that keep a core each busy (as a browser or a video call would) until dropped.
struct Busy(Vec<Child>);

impl Busy {
    fn start() -> Busy {
        let spin = || Command::new("sh").args(["-c", "while :; do :; done"]).spawn().expect("sh");
        Busy(vec![spin(), spin()])
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
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

/// A bot table of three at 1.25 times the speed, its cues logged, sound going to `server`. At this
/// speed a card flies 0.24 s, longer than the stream's buffer: each card's cue is written before
/// its card lands (faster, a card lands before the stream can take its cue).
fn bot_table(display: &Display, server: &str, name: &str, settings: Option<&str>) -> Game {
    let dir = temp_dir(name);
    if let Some(settings) = settings {
        std::fs::create_dir_all(dir.join("config")).unwrap();
        std::fs::write(dir.join("config").join("settings.ron"), settings).unwrap();
    }
    let log = dir.join("cues.log");
    let args = ["--players", "3", "--autoplay", "--seed", "11", "--speed", "1.25", "--cue-log", log.to_str().unwrap()];
    launch_with_sound(display, dir, server, &args)
}

/// The scheduling policy of each of the game's threads named `name` (5: ordinary, 2: round-robin
/// real-time), from `/proc`.
fn policies_of_threads(pid: u32, name: &str) -> Vec<u32> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("the game's threads");
    let mut policies = Vec::new();
    for task in tasks.flatten() {
        let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else { continue };
        // `tid (comm) state ...`: the comm may hold spaces, the fields after it do not.
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else { continue };
        if &stat[open + 1..close] != name {
            continue;
        }
        // The policy is the 41st field, the 39th after the comm.
        let policy = stat[close + 2..].split(' ').nth(38).and_then(|f| f.parse::<u32>().ok());
        policies.extend(policy);
    }
    policies
}

/// Where the game may ask for it (this test as root, as in CI: the game too), the thread that
/// feeds the sound server runs round-robin at a real-time priority: the moment a stalled core is
/// given back, it runs first.
fn the_thread_that_feeds_the_server_is_real_time(game: &Game) {
    let root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    // Bounded by the game's own progress, not by seconds: the priority is asked within a quarter
    // second of the stream's first piece, long before the table has sounded five cues.
    loop {
        let sound = policies_of_threads(game.pid(), "sound");
        if sound.contains(&2) {
            return;
        }
        if !root {
            eprintln!("not root: the sound threads' policies are {sound:?} (RealtimeKit may raise one)");
            return;
        }
        let cues = read_cue_log(&game.path("cues.log")).len();
        assert!(cues < 5, "{cues} cues sounded and no sound thread of the game at a real-time priority: {sound:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Takes the game's core from it for `gap` every `every`: the game is kept to one core and a
/// real-time busy loop (priority 1, under the sound server's own) holds that core, as a computer
/// too busy to give the game a core would. The game's thread that feeds the server runs at
/// priority 1 too, round-robin: it waits for a loop at its own priority that holds the core first. The other core is left to the other tests. Stopped, it
/// says how many such gaps it made.
struct Starved {
    on: Arc<std::sync::atomic::AtomicBool>,
    gaps: std::thread::JoinHandle<usize>,
}

impl Starved {
    fn start(pid: u32, gap: Duration, every: Duration) -> Starved {
        // The first core the game may use (a container may not offer core 0).
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
        let allowed = status.lines().find_map(|l| l.strip_prefix("Cpus_allowed_list:")).expect("the game's cores");
        let core = allowed.trim().split([',', '-']).next().unwrap().to_string();
        // Every thread of the game, and those it starts later, on that core only.
        let pinned = Command::new("taskset").args(["-a", "-p", "-c", &core, &pid.to_string()]).output();
        assert!(pinned.is_ok_and(|o| o.status.success()), "the game could not be kept to one core (taskset)");
        let on = Arc::new(std::sync::atomic::AtomicBool::new(true));
        let go = on.clone();
        let gaps = std::thread::spawn(move || {
            let secs = format!("{:.3}", gap.as_secs_f64());
            let mut made = 0;
            while go.load(std::sync::atomic::Ordering::Relaxed) {
                std::thread::sleep(every);
                // The loop at real-time priority 1 on that core; `timeout`, at 2, ends it on time.
                let spin = ["chrt", "-f", "1", "sh", "-c", "while :; do :; done"];
                let hog = Command::new("taskset")
                    .args(["-c", &core, "chrt", "-f", "2", "timeout", &secs])
                    .args(spin)
                    .status()
                    .expect("taskset");
                // `timeout` answers 124 when it ended the loop: the gap was made.
                made += usize::from(hog.code() == Some(124));
            }
            made
        });
        Starved { on, gaps }
    }

    fn stop(self) -> usize {
        self.on.store(false, std::sync::atomic::Ordering::Relaxed);
        self.gaps.join().unwrap()
    }
}

/// On a busy computer: two programs keep the cores busy from before the game starts to the end,
/// and the game gets no core at all for 150 ms every second.
#[test]
fn the_cues_reach_the_sound_server_whole_and_in_order_on_a_busy_computer() {
    // Alone: the load measured is the test's own.
    let Some(display) = start_display_alone(1280, 720) else { return };
    let Some(server) = start_pulse("sound-order") else { return };
    let recorder = Recorder::start(&server);
    let busy = Busy::start();
    let mut game = bot_table(&display, &server.address(), "sound-order-game", None);
    assert!(matches!(sound_status(&mut game), SoundStatus::Playing { .. }), "the game found the server");
    the_thread_that_feeds_the_server_is_real_time(&game);
    let starved = Starved::start(game.pid(), Duration::from_millis(150), Duration::from_secs(1));
    // The first round, and the second one's shuffle and deal: the game is started on the table,
    // while its stream is still warming up (see `uno_party::sound::pulse`), so the first deal may
    // go unheard; the second is dealt with the stream warm.
    let so_far = wait_for_cues(&game, 56, 120);
    let log_path = game.path("cues.log");
    // The game is stopped once the recording holds the stretches compared below to their end
    // (however long a busy machine takes to play them). The stretch of the 56th cue itself is not
    // compared: the 57th may have joined it in what the server played.
    until_the_recording_holds_the_cues_compared(&recorder, &so_far);
    let gaps = starved.stop();
    drop(game);
    drop(busy);
    let log = read_cue_log(&log_path);
    let rec = recorder.samples();
    // Kept beside the server's files for a person to listen to (16-bit mono raw).
    let bytes: Vec<u8> = rec.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(server.dir.join("recorded.raw"), bytes).unwrap();
    assert!(log.len() >= 56, "56 cues in 120 s of play, got {}: {log:?}", log.len());
    assert!(gaps >= 10, "only {gaps} gaps of 150 ms were made (can this user run `chrt -f` and `taskset`?)");
    for kind in [Cue::Shuffle, Cue::Deal, Cue::Play, Cue::Draw, Cue::RoundWon] {
        assert!(log.iter().any(|s| s.cue == kind), "no {kind:?} among {log:?}");
    }
    // Started in the stream in the order of the events, and heard in that order.
    for w in log.windows(2) {
        assert!(w[0].seq < w[1].seq && w[0].at <= w[1].at && w[0].heard <= w[1].heard, "out of order: {w:?}");
    }
    // A card's cue went out before its card landed (in the buffer, ahead), and is heard as it lands.
    let cards: Vec<&Sent> = log.iter().filter(|s| of_a_card(s.cue)).collect();
    let ahead = cards.iter().filter(|s| s.sent < s.asked).count();
    assert!(ahead * 10 >= cards.len() * 9, "only {ahead} of {} cards' cues went out ahead", cards.len());
    // Full scale never reached: nothing clipped.
    assert!(recorder.peak() < i16::MAX as u16, "the recording clipped");
    // What the server played is, sample for sample, the cues of the log at the settings' volume,
    // where the log says each started: none missing, none cut short, none out of order.
    let gain = uno_party::app::Settings::default().volume;
    let sent = rebuild(&log[..56], gain);
    let Found { whole, broken, how, starts, found_at } = find_stretches(&rec, &sent);
    // The silences between them too: a stream that ran dry for a moment would put silence of its
    // own between two stretches (or skip some).
    let kept = found_at.windows(2).filter(|w| w[1].1 - w[0].1 == starts[w[1].0] - starts[w[0].0]).count();
    eprintln!(
        "{gaps} gaps of 150 ms with no core for the game; {whole} stretches of sound arrived whole, {} with a gap or missing: \
         {broken:?}; {kept} of {} silences between them exactly as sent",
        broken.len(),
        found_at.len().saturating_sub(1)
    );
    // Apart from the game's own account: a card's cue that starts a stretch, from its landing to
    // its first sample coming out of the sink's monitor (the null sink hands out a block ahead),
    // timed by the recording's own clock, as this test's thread may have no core when it comes.
    let recorded = card_cues_out_of_the_monitor_ms(&recorder, &log, &starts, &found_at);
    let (m50, m95, m) = p50_p95(recorded);
    eprintln!("{m} cards' cues: card landed -> out of the sink's monitor p50 {m50:.1} ms, p95 {m95:.1} ms");
    let (p50, p95, n) = latency_ms(&cards);
    let others: Vec<&Sent> = log.iter().filter(|s| !of_a_card(s.cue)).collect();
    let (o50, o95, o) = latency_ms(&others);
    eprintln!(
        "{n} cards' cues: card landed -> heard at the server p50 {p50:.1} ms, p95 {p95:.1} ms; \
         {o} other cues: shown -> heard p50 {o50:.1} ms, p95 {o95:.1} ms"
    );
    assert!(whole >= 20 && broken.is_empty(), "{} stretches with gaps, {whole} whole: {how:?}", broken.len());
    // A stream that ran dry while nothing sounded is heard as a cue a little late, not as a gap:
    // rare, and never in a stretch.
    let silences = found_at.len().saturating_sub(1);
    assert!((silences - kept) * 10 <= silences, "{} of {silences} silences not as sent", silences - kept);
    assert!(p95.abs() <= 20.0, "a card's cue heard {p95:.1} ms from its landing (p95)");
    // The game's account agrees with what came out of the sink: not a buffer's length off.
    assert!(m >= 10 && m95.abs() <= 50.0, "{m} cards' cues out of the monitor {m95:.1} ms from their landing (p95)");
}

/// Waits until the recording holds the stretches of the first 56 cues that are compared (all but
/// the last, which the 57th may have joined), however long a busy machine takes to play them.
fn until_the_recording_holds_the_cues_compared(recorder: &Recorder, so_far: &[Sent]) {
    if so_far.len() >= 56 {
        let gain = uno_party::app::Settings::default().volume;
        let sent = rebuild(&so_far[..56], gain);
        let all = stretches(&sent);
        let last = all.get(all.len().saturating_sub(2)).map(|s| s.to_vec()).unwrap_or_default();
        recorder.wait_until("the 56th cue to reach the sink", |rec| heard_through(rec, &last));
    }
}

/// The stretches of the stream sent, as found in the recording.
struct Found {
    /// How many arrived whole.
    whole: usize,
    /// Those with a gap, or missing.
    broken: Vec<usize>,
    /// For each one with a gap: how it broke, in words.
    how: Vec<String>,
    /// Where each starts in the stream sent (samples).
    starts: Vec<usize>,
    /// Each one that arrived whole, and where it was found in the recording.
    found_at: Vec<(usize, usize)>,
}

/// Finds each stretch of `sent` but the last in the recording `rec`, in order.
fn find_stretches(rec: &[i16], sent: &[i16]) -> Found {
    let (mut from, mut whole, mut broken, mut how) = (0, 0, Vec::new(), Vec::new());
    let all = stretches(sent);
    // Where each stretch starts in the stream sent, and where it was found in the recording.
    let starts: Vec<usize> = all.iter().map(|s| s.as_ptr() as usize - sent.as_ptr() as usize).map(|b| b / 2).collect();
    let mut found_at = Vec::new();
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
            found_at.push((k, at));
            from = at + stretch.len();
        } else {
            broken.push(k);
            how.push(how_it_broke(&rec[at..], stretch));
            from = at + head.len();
        }
    }
    Found { whole, broken, how, starts, found_at }
}

/// Where a stretch found by its head stops matching the recording, and where its rest is found
/// again (the length of what came between: the stream ran dry, or something was played twice).
fn how_it_broke(rec: &[i16], stretch: &[i16]) -> String {
    let ms = |n: usize| n as f64 * 1000.0 / f64::from(SAMPLE_RATE);
    let upto = rec.len().min(stretch.len());
    let Some(k) = (0..upto).find(|&i| rec[i].abs_diff(stretch[i]) > 2) else {
        return format!("cut off by the recording's end after {:.1} ms", ms(upto));
    };
    let rest = &stretch[k..(k + 30).min(stretch.len())];
    let again = (k..rec.len().saturating_sub(rest.len()).min(k + 10 * SAMPLE_RATE as usize))
        .find(|&j| same(&rec[j..j + rest.len()], rest));
    let zeros = rec[k..].iter().take_while(|x| **x == 0).count();
    format!(
        "{:.1} ms into its {:.1} ms (sent {}, heard {}), {:.1} ms of silence there, its rest {}",
        ms(k),
        ms(stretch.len()),
        stretch[k],
        rec[k],
        ms(zeros),
        again.map_or("not found".to_string(), |j| format!("found {:.1} ms later", ms(j - k)))
    )
}

/// For each card's cue that starts a stretch found whole, the milliseconds from its landing to its
/// first sample coming out of the sink's monitor, by the recording's own clock.
fn card_cues_out_of_the_monitor_ms(
    recorder: &Recorder,
    log: &[Sent],
    starts: &[usize],
    found_at: &[(usize, usize)],
) -> Vec<f64> {
    found_at
        .iter()
        .filter_map(|&(k, at)| {
            // Its first sample, as a cue may open with a few zeros.
            let cue = log.iter().find(|s| (starts[k] - 64..=starts[k]).contains(&(s.at as usize)))?;
            let first = at.checked_sub(starts[k] - cue.at as usize)?;
            of_a_card(cue.cue).then_some((recorder.played_at(first)? - cue.asked) * 1000.0)
        })
        .collect()
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

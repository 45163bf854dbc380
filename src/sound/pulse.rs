//! The cues' way to the speakers on Linux and the BSDs: one playback stream to the desktop's sound
//! server, spoken in the PulseAudio protocol (which PulseAudio serves, and PipeWire through
//! pipewire-pulse) by the `pulseaudio` crate, a client written in Rust: nothing to install, no C
//! library loaded.
//!
//! [`PulseOutput::start`] connects on a thread of its own, so a missing or silent server never holds
//! the game up: the game goes on silently and [`PulseOutput::status`] says why in words. The thread
//! tries again every few seconds (a sound server started after the game is found) and watches the
//! connection (a server that goes away is noticed, and found again when it comes back).
//!
//! The stream keeps [`BUFFER_SECONDS`] of sound queued at the server, enough to ride out a busy
//! computer that leaves this process without a core for 150 ms, and asks for it in small pieces;
//! the [`Mixer`] answers them, with silence between cues. A card's cue is handed in when the card
//! leaves, 0.3 s before it lands: the thread asks the server every quarter of a second which
//! sample it is playing ([`Timing`]), so each cue is written where the sample heard at its card's
//! landing lies, long before that moment. A cue of an event without a card is heard at most the
//! buffer's length after it is shown.

use std::future::Future;
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use pulseaudio::{Client, PlaybackSource, PlaybackStream, protocol};

use super::mixer::{BYTES_PER_SAMPLE, Mixer, Started, samples_in};
use super::priority::{self, Priority};
use super::{Cue, SAMPLE_RATE, SoundProblem, SoundStatus};

/// How much sound the server keeps ahead of the speakers: the most a cue can wait behind another.
pub const BUFFER_SECONDS: f32 = 0.18;
/// The smallest piece the server asks for.
const REQUEST_SECONDS: f32 = 0.015;
/// The size of PulseAudio's authentication cookie.
const COOKIE_BYTES: usize = 256;
/// Silence sent as soon as the stream opens (see `Shared::warm_up`).
const WARM_UP_SECONDS: f32 = 0.2;
/// How long connecting, or one question to the server, may take before the server counts as gone.
const ANSWER_WITHIN: Duration = Duration::from_secs(3);
/// How often the thread looks for a server when there is none.
const LOOK_EVERY: Duration = Duration::from_secs(3);
/// How often the thread asks the server which sample it plays (and so checks it is there).
const TIMING_EVERY: Duration = Duration::from_millis(250);
/// An answer about the timing that took longer than this says little about when it was true:
/// the previous one is kept, if there is one.
const TIMING_WITHIN: Duration = Duration::from_millis(10);

/// Which sample of the stream is heard when: `sample` (fractional, counted from the stream's
/// start, as the mixer counts) is heard at `at`; the ones after it follow at the sample rate.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Timing {
    sample: f64,
    at: Instant,
}

impl Timing {
    /// From the server's answer, asked at `asked` and answered at `answered` (none while the
    /// stream does not play yet): the server read up to `read_offset` bytes, which the sink plays
    /// `sink_usec` later.
    fn from_server(latency: &protocol::PlaybackLatency, asked: Instant, answered: Instant) -> Option<Timing> {
        let rate = f64::from(SAMPLE_RATE);
        let read = latency.read_offset as f64 / BYTES_PER_SAMPLE as f64;
        let sample = read - latency.sink_usec as f64 * 1e-6 * rate;
        latency.playing.then(|| Timing { sample, at: asked + answered.duration_since(asked) / 2 })
    }

    /// When the stream's sample `position` is heard.
    fn heard(&self, position: u64) -> Instant {
        let secs = (position as f64 - self.sample) / f64::from(SAMPLE_RATE);
        if secs >= 0.0 {
            self.at + Duration::from_secs_f64(secs)
        } else {
            self.at.checked_sub(Duration::from_secs_f64(-secs)).unwrap_or(self.at)
        }
    }
}

/// What the game's thread and the sound thread share: the mixer, and how to wake the stream.
#[derive(Default)]
struct Shared {
    mixer: Mixer,
    status: SoundStatus,
    /// Bytes of silence still to send before the first cue: a new stream (and a sink waking
    /// from sleep) may take a second or more to ask for its second piece, and cues asked for
    /// meanwhile would all sound at once when it does. Sound counts as playing (cues are taken)
    /// once the stream has taken this silence.
    warm_up: usize,
    /// The server connected to, until the warm-up is over.
    warming: Option<String>,
    /// Which sample the server plays when, once it has said so.
    timing: Option<Timing>,
    /// The thread that hands the server its pieces (the client's own), once it has handed one,
    /// and how it is scheduled once asked.
    feeder: Option<(i32, Option<Priority>)>,
}

impl Shared {
    /// When the next piece handed out is heard: as the server's timing says, or at once when it
    /// has said nothing yet.
    fn next_heard(&self, now: Instant) -> Instant {
        self.timing.map_or(now, |t| t.heard(self.mixer.position()))
    }

    /// Takes the server's timing, answered within `took`: a slow answer only when none is known
    /// (its moment is off by up to half of `took`, better than none).
    fn learn(&mut self, timing: Timing, took: Duration) {
        if took <= TIMING_WITHIN || self.timing.is_none() {
            self.timing = Some(timing);
        }
    }
}

/// The game's speaker: cues go in, the server plays them. Cloning shares the same speaker.
#[derive(Clone)]
pub struct PulseOutput {
    shared: Arc<Mutex<Shared>>,
}

impl PulseOutput {
    /// Starts looking for the sound server on a thread of its own and returns at once.
    pub fn start() -> PulseOutput {
        let speaker = PulseOutput { shared: Arc::default() };
        let s = speaker.clone();
        let started = std::thread::Builder::new().name("sound".into()).spawn(move || s.run());
        if let Err(e) = started {
            speaker.lock().status = SoundStatus::Silent(SoundProblem::Unreachable(String::new(), e.to_string()));
        }
        speaker
    }

    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.shared.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether sound plays, and through what, or why not.
    pub fn status(&self) -> SoundStatus {
        self.lock().status.clone()
    }

    /// Plays `cue` at `gain` (0 to 1), heard from the moment `asked` (or as soon as the stream
    /// can, when that moment is too near); nothing without a server. `seq` and `asked` come back
    /// in [`PulseOutput::take_started`].
    pub fn play(&self, cue: Cue, gain: f32, seq: u64, asked: Instant) {
        let mut s = self.lock();
        if matches!(s.status, SoundStatus::Playing { .. }) {
            s.mixer.play(cue, gain, seq, asked);
        }
    }

    /// The cues that began to go out to the server since the last call.
    pub fn take_started(&self) -> Vec<Started> {
        self.lock().mixer.take_started()
    }

    fn set(&self, status: SoundStatus) {
        let mut s = self.lock();
        s.warming = None;
        s.timing = None;
        if !matches!(status, SoundStatus::Playing { .. }) {
            s.mixer.stop();
        }
        s.status = status;
    }

    /// The sound thread: connect, play until the server goes away, look again. Once a server
    /// went away, that is what the status says until one answers again (looking for it again
    /// fails for the same reason: it is gone).
    fn run(self) {
        let mut lost = false;
        loop {
            match self.connect() {
                Ok(connection) => {
                    // Playing once the stream has taken its warm-up (see `Source`).
                    self.lock().warming = Some(connection.server.clone());
                    connection.watch(&self);
                    lost = true;
                    self.set(SoundStatus::Silent(SoundProblem::Lost));
                }
                Err(_) if lost => self.set(SoundStatus::Silent(SoundProblem::Lost)),
                Err(problem) => self.set(SoundStatus::Silent(problem)),
            }
            std::thread::sleep(LOOK_EVERY);
        }
    }

    /// Asks a real-time priority for the thread that feeds the server, once it is known (see
    /// [`priority`]); asked outside the lock, as RealtimeKit may take a moment to answer.
    fn raise_feeder(&self) {
        let Some((tid, None)) = self.lock().feeder else { return };
        let priority = priority::raise(tid);
        if let Some((t, asked)) = &mut self.lock().feeder
            && *t == tid
        {
            *asked = Some(priority);
        }
    }

    /// How the thread that feeds the server is scheduled, once it was asked.
    pub fn priority(&self) -> Option<Priority> {
        self.lock().feeder.as_ref().and_then(|(_, p)| p.clone())
    }

    fn connect(&self) -> Result<Connection, SoundProblem> {
        self.connect_to(server_socket(|name| std::env::var_os(name))?)
    }

    fn connect_to(&self, path: PathBuf) -> Result<Connection, SoundProblem> {
        let place = path.display().to_string();
        let unreachable = |e: &dyn std::fmt::Display| SoundProblem::Unreachable(place.clone(), e.to_string());
        let socket = UnixStream::connect(&path).map_err(|e| unreachable(&e))?;
        // The greeting is answered in turn; a server that never answers must not hold the thread.
        socket.set_read_timeout(Some(ANSWER_WITHIN)).map_err(|e| unreachable(&e))?;
        socket.set_write_timeout(Some(ANSWER_WITHIN)).map_err(|e| unreachable(&e))?;
        // Without a cookie, one of zeros, as PulseAudio's own library sends (a server that lets
        // anyone in accepts it; an empty one ends the connection).
        let cookie =
            pulseaudio::cookie_path_from_env().and_then(|p| std::fs::read(p).ok()).unwrap_or(vec![0; COOKIE_BYTES]);
        let refused = |e: &dyn std::fmt::Display| SoundProblem::Refused(place.clone(), e.to_string());
        let client = Client::new_unix(c"UNO Party", socket, Some(cookie)).map_err(|e| refused(&e))?;
        let info = within(client.server_info()).ok_or(SoundProblem::Lost)?.map_err(|e| refused(&e))?;
        let server = [info.server_name, info.server_version]
            .into_iter()
            .flatten()
            .map(|s| s.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        {
            // A new stream: the server counts its samples from zero, and so does the mixer.
            let mut s = self.lock();
            s.warm_up = samples_in(WARM_UP_SECONDS) * BYTES_PER_SAMPLE;
            s.mixer.restart();
            s.timing = None;
            s.feeder = None;
        }
        let source = Source(self.shared.clone());
        let stream = within(client.create_playback_stream(stream_params(), source))
            .ok_or(SoundProblem::Lost)?
            .map_err(|e| refused(&e))?;
        Ok(Connection { _client: client, stream, server })
    }
}

/// A live connection and its stream.
struct Connection {
    /// Kept alive: dropping the client closes the connection.
    _client: Client,
    stream: PlaybackStream,
    server: String,
}

impl Connection {
    /// Asks the server which sample it plays, every [`TIMING_EVERY`], for the mixer; returns when
    /// the server stops answering.
    fn watch(&self, speaker: &PulseOutput) {
        loop {
            let asked = Instant::now();
            let Some(Ok(latency)) = within(self.stream.timing_info()) else { return };
            let answered = Instant::now();
            if let Some(timing) = Timing::from_server(&latency, asked, answered) {
                speaker.lock().learn(timing, answered - asked);
            }
            speaker.raise_feeder();
            std::thread::sleep(TIMING_EVERY);
        }
    }
}

/// The stream: 16-bit mono at the cues' rate, [`BUFFER_SECONDS`] queued, the default sink.
fn stream_params() -> protocol::PlaybackStreamParams {
    let bytes = |seconds: f32| (samples_in(seconds) * BYTES_PER_SAMPLE) as u32;
    let mut props = protocol::Props::new();
    props.set(protocol::Prop::MediaName, c"UNO Party: the table's sounds");
    props.set(protocol::Prop::MediaRole, c"game");
    protocol::PlaybackStreamParams {
        sample_spec: protocol::SampleSpec {
            format: protocol::SampleFormat::S16Le,
            channels: 1,
            sample_rate: SAMPLE_RATE,
        },
        channel_map: protocol::ChannelMap::mono(),
        cvolume: Some(protocol::ChannelVolume::norm(1)),
        buffer_attr: protocol::stream::BufferAttr {
            max_length: u32::MAX,
            target_length: bytes(BUFFER_SECONDS),
            pre_buffering: bytes(REQUEST_SECONDS),
            minimum_request_length: bytes(REQUEST_SECONDS),
            fragment_size: u32::MAX,
        },
        // The whole buffer in the stream's own queue at the server, the sink a piece behind it: a
        // game left without a core empties that queue, while the sink (the server keeps it fed at
        // real-time priority) holds little. (With `adjust_latency` the server would give half of
        // it to the sink, where a pause of this program is no help.)
        flags: protocol::stream::StreamFlags { early_requests: true, ..Default::default() },
        props,
        ..Default::default()
    }
}

/// The stream's source of samples: the mixer, silence between cues.
struct Source(Arc<Mutex<Shared>>);

impl PlaybackSource for Source {
    fn poll_read(self: Pin<&mut Self>, _: &mut Context<'_>, buf: &mut [u8]) -> Poll<usize> {
        let mut s = self.0.lock().unwrap_or_else(|p| p.into_inner());
        s.feeder.get_or_insert_with(|| (priority::this_thread(), None));
        let now = Instant::now();
        let heard = s.next_heard(now);
        if s.warm_up > 0 {
            let limit = s.warm_up.min(buf.len());
            let n = s.mixer.fill(&mut buf[..limit], now, heard);
            s.warm_up = s.warm_up.saturating_sub(n.max(1));
            return Poll::Ready(n);
        }
        if let Some(server) = s.warming.take() {
            s.status = SoundStatus::Playing { server };
        }
        // Between cues, silence: a stream left to run dry stalls the sink's clock on some servers
        // (PulseAudio's null sink took up to half a second to ask again), cutting the next cue
        // in two.
        Poll::Ready(s.mixer.fill(buf, now, heard))
    }
}

/// The server's socket, from the environment as PulseAudio's own clients find it: `PULSE_SERVER`
/// (a `unix:` path), `PULSE_RUNTIME_PATH`, then `XDG_RUNTIME_DIR/pulse`.
/// `env` reads one variable.
pub fn server_socket(env: impl Fn(&str) -> Option<std::ffi::OsString>) -> Result<PathBuf, SoundProblem> {
    if let Some(servers) = env("PULSE_SERVER") {
        let servers = servers.to_string_lossy().into_owned();
        let path = local_server(&servers).ok_or(SoundProblem::Remote(servers))?;
        // A socket that is not there is no server, as a missing runtime folder is.
        return if path.exists() { Ok(path) } else { Err(SoundProblem::NoServer) };
    }
    let dirs =
        [env("PULSE_RUNTIME_PATH").map(PathBuf::from), env("XDG_RUNTIME_DIR").map(|d| PathBuf::from(d).join("pulse"))];
    dirs.into_iter().flatten().map(|d| d.join("native")).find(|p| p.exists()).ok_or(SoundProblem::NoServer)
}

/// The first local socket in a `PULSE_SERVER` list (`unix:/path`, `/path`, each maybe prefixed
/// with `{machine id}`); none when every entry is a network address.
fn local_server(servers: &str) -> Option<PathBuf> {
    servers.split_whitespace().find_map(|entry| {
        let entry = entry.strip_prefix('{').and_then(|e| e.split_once('}')).map_or(entry, |(_, rest)| rest);
        let path = entry.strip_prefix("unix:").unwrap_or(entry);
        path.starts_with('/').then(|| PathBuf::from(path))
    })
}

/// Runs `f` on this thread until it finishes or [`ANSWER_WITHIN`] passes (then `None`).
fn within<F: Future>(f: F) -> Option<F::Output> {
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut f = std::pin::pin!(f);
    let end = Instant::now() + ANSWER_WITHIN;
    loop {
        if let Poll::Ready(out) = f.as_mut().poll(&mut cx) {
            return Some(out);
        }
        let left = end.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return None;
        }
        std::thread::park_timeout(left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pulse_server_lists_are_read_as_libpulse_does() {
        assert_eq!(local_server("unix:/run/user/1000/pulse/native"), Some("/run/user/1000/pulse/native".into()));
        assert_eq!(local_server("/tmp/pa"), Some("/tmp/pa".into()));
        assert_eq!(local_server("{abc}unix:/tmp/x tcp:host"), Some("/tmp/x".into()));
        assert_eq!(local_server("tcp:192.168.1.2:4713 host"), None);
    }

    #[test]
    fn the_buffer_rides_out_a_busy_moment_of_150_ms() {
        let p = stream_params();
        assert_eq!(p.buffer_attr.target_length as usize, samples_in(BUFFER_SECONDS) * BYTES_PER_SAMPLE);
        assert!(p.buffer_attr.pre_buffering <= p.buffer_attr.target_length);
        let asked_below = p.buffer_attr.target_length - p.buffer_attr.minimum_request_length;
        assert!(asked_below as usize >= samples_in(0.15) * BYTES_PER_SAMPLE, "the server asks too late");
    }

    #[test]
    fn the_servers_timing_says_when_each_sample_is_heard() {
        let asked = Instant::now();
        let rate = f64::from(SAMPLE_RATE);
        let latency = protocol::PlaybackLatency {
            sink_usec: 50_000,
            source_usec: 0,
            playing: true,
            local_time: std::time::SystemTime::now(),
            remote_time: std::time::SystemTime::now(),
            write_offset: 20_000,
            read_offset: 10_000,
            underrun_for: 0,
            playing_for: 10_000,
        };
        let answered = asked + Duration::from_millis(2);
        let t = Timing::from_server(&latency, asked, answered).unwrap();
        // 5,000 samples read, the sink 50 ms behind: sample 5,000 - 1,102.5 heard at the middle.
        assert!((t.sample - (5_000.0 - 0.05 * rate)).abs() < 1e-6);
        assert_eq!(t.at, asked + Duration::from_millis(1));
        let later = t.heard(5_000);
        assert!(later.duration_since(t.at).abs_diff(Duration::from_millis(50)) < Duration::from_micros(50));
        assert!(t.heard(0) < t.at);
        // Not playing yet: nothing learnt.
        assert_eq!(
            Timing::from_server(&protocol::PlaybackLatency { playing: false, ..latency }, asked, answered),
            None
        );
        // An answer that took too long is taken only when none is known.
        let slow = Timing { sample: 0.0, ..t };
        let mut shared = Shared::default();
        shared.learn(slow, Duration::from_millis(30));
        assert_eq!(shared.timing, Some(slow));
        shared.learn(t, Duration::from_millis(2));
        shared.learn(slow, Duration::from_millis(30));
        assert_eq!(shared.timing, Some(t));
    }

    #[test]
    fn a_missing_socket_is_no_server_a_dead_one_unreachable_a_network_one_remote() {
        let dir = std::env::temp_dir().join(format!("uno-pulse-test-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("pulse")).unwrap();
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.into())
        };
        assert_eq!(server_socket(env(&[])), Err(SoundProblem::NoServer));
        assert_eq!(server_socket(env(&[("XDG_RUNTIME_DIR", "/nonexistent")])), Err(SoundProblem::NoServer));
        assert_eq!(
            server_socket(env(&[("PULSE_SERVER", "tcp:10.0.0.1")])),
            Err(SoundProblem::Remote("tcp:10.0.0.1".into()))
        );
        assert_eq!(server_socket(env(&[("PULSE_SERVER", "unix:/nonexistent/native")])), Err(SoundProblem::NoServer));
        // A socket file nobody listens on.
        let path = dir.join("pulse").join("native");
        drop(std::os::unix::net::UnixListener::bind(&path).unwrap());
        let found = server_socket(|name| (name == "XDG_RUNTIME_DIR").then(|| dir.clone().into_os_string()));
        assert_eq!(found.as_ref(), Ok(&path));
        let speaker = PulseOutput { shared: Arc::default() };
        assert!(matches!(speaker.connect_to(path), Err(SoundProblem::Unreachable(..))));
        assert_eq!(speaker.status(), SoundStatus::Starting);
        std::fs::remove_dir_all(&dir).ok();
    }
}

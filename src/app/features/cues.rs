//! Sound cues from the table: every event, as it is shown, goes through the plain-code mapping
//! of [`crate::sound`]; a card's cue waits for the card to land ([`CARD_GLIDE`] at the speed in
//! use), and the cues after it keep their order. They come out as [`PlayCue`] messages, and the
//! [`Speaker`] plays them at the volume of the settings (nothing when muted). Every build has
//! sound: on Linux and the BSDs through the desktop's sound server ([`crate::sound::pulse`]), on
//! Windows and macOS through Bevy's audio. Without a [`Speaker`] (headless tests) the cues are
//! still mapped, and nothing plays.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, AtTable};
use crate::app::core::settings::{Pace, Settings};
use crate::app::core::shown::EventShown;
use crate::app::core::table::Table;
use crate::app::scene::card_motion::CARD_GLIDE;
use crate::engine::Event;
use crate::sound::mixer::Started;
use crate::sound::{Cue, CueMapper, Listener, SoundStatus};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<PlayCue>()
        .add_systems(Update, cues.in_set(AppSystems::Report).in_set(AtTable))
        .add_systems(Update, (play, log_started).chain().after(AppSystems::Report));
    #[cfg(any(windows, target_vendor = "apple"))]
    app.add_systems(Startup, system_audio::make_sounds);
}

/// A sound to play now.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct PlayCue {
    /// The cue.
    pub cue: Cue,
    /// Seconds from now until its card lands (0 for an event without a card): the speaker
    /// starts it then, not before.
    pub delay: f32,
    /// The number of the event it came from among the events shown since start (the cue log
    /// shows the order).
    pub seq: u64,
}

/// Seconds between two dealing sounds: a deal at full speed is a riffle, not a buzz.
const DEAL_GAP: f32 = 0.045;

/// The mapping, for the people at this screen, when the last dealing sound played, how many
/// events were shown, and when the last cue is due (the game's clock).
#[derive(Default)]
struct Mapper {
    mapper: Option<CueMapper>,
    last_deal: f32,
    seq: u64,
    last_due: f32,
}

fn cues(
    table: Res<Table>,
    pace: Pace,
    time: Res<Time>,
    mut shown: MessageReader<EventShown>,
    mut out: MessageWriter<PlayCue>,
    mut m: Local<Mapper>,
) {
    let now = time.elapsed_secs();
    // A replay is watched in silence, unless the settings ask for its sounds.
    if table.mode().is_replay() && !pace.settings().replay_sound {
        shown.clear();
        return;
    }
    let people = Listener::people((0..table.seat_count() as u8).filter(|&s| table.is_human(s)));
    if m.mapper.as_ref().is_none_or(|c| c.listener() != people) {
        m.mapper = Some(CueMapper::new(people));
    }
    for EventShown(e) in shown.read() {
        m.seq += 1;
        let seq = m.seq;
        let Some(cue) = m.mapper.as_mut().and_then(|c| c.cue(e)) else { continue };
        if cue == Cue::Deal {
            if now - m.last_deal < DEAL_GAP && m.last_deal > 0.0 {
                continue;
            }
            m.last_deal = now;
        }
        // A card's sound when the card lands, not when it leaves; the cues after it wait their
        // turn, so that they keep the order of the events.
        let glide = if matches!(e, Event::CardMoved { .. }) { pace.motion().glide(CARD_GLIDE) } else { 0.0 };
        let due = (now + glide).max(m.last_due);
        m.last_due = due;
        out.write(PlayCue { cue, delay: due - now, seq });
    }
}

/// The game's speaker and, when asked for (`--cue-log FILE`), the log of every cue it sent.
#[derive(Resource)]
pub struct Speaker {
    out: Output,
    log: Option<CueLog>,
}

impl Speaker {
    /// Starts the speaker: on Linux and the BSDs it looks for the sound server on a thread of its
    /// own (the game does not wait). `log` gets a line per cue as it goes out.
    pub fn start(log: Option<PathBuf>) -> Speaker {
        let log = log.and_then(|path| match CueLog::create(&path) {
            Ok(log) => Some(log),
            Err(e) => {
                eprintln!("the cue log {} cannot be written: {e}", path.display());
                None
            }
        });
        Speaker { out: Output::start(), log }
    }

    /// Whether sound plays, and through what, or why not.
    pub fn status(&self) -> SoundStatus {
        self.out.status()
    }
}

#[cfg(all(unix, not(target_vendor = "apple")))]
type Output = crate::sound::pulse::PulseOutput;
#[cfg(any(windows, target_vendor = "apple"))]
type Output = system_audio::Out;

/// Plays the cues of this frame at the settings' volume; nothing when muted.
fn play(
    mut cues: MessageReader<PlayCue>,
    speaker: Option<Res<Speaker>>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut last: Local<Option<Instant>>,
) {
    let Some(speaker) = speaker else {
        cues.clear();
        return;
    };
    let gain = if settings.muted { 0.0 } else { settings.volume };
    let now = Instant::now();
    for &PlayCue { cue, seq, delay } in cues.read() {
        // Never before the cue before it: the game's clock may fall behind the real one on a busy
        // machine (Bevy caps a frame's step), so delays counted on it do not keep the order alone.
        let landed = (now + Duration::from_secs_f32(delay.max(0.0))).max(last.unwrap_or(now));
        *last = Some(landed);
        if gain > 0.0 {
            send(&speaker.out, cue, gain, seq, landed, &mut commands);
        }
    }
    flush(&speaker.out, &mut commands);
}

/// Writes the cues that went out since the last frame to the cue log.
fn log_started(speaker: Option<ResMut<Speaker>>) {
    let Some(mut speaker) = speaker else { return };
    let started = speaker.out.take_started();
    if let Some(log) = &mut speaker.log {
        log.write(&started);
    }
}

/// The cue log: a line per cue as it went out, `SEQ CUE ASKED SENT HEARD AT`: the event's number,
/// the cue, when its card lands, when it went out and when the server's timing says it is heard
/// (seconds since the Unix epoch, so another program can set them beside its own clock), and
/// where it starts in the stream sent (samples).
struct CueLog {
    file: std::io::BufWriter<std::fs::File>,
    /// The same moment on both clocks.
    base: (Instant, SystemTime),
}

impl CueLog {
    fn create(path: &Path) -> std::io::Result<CueLog> {
        let file = std::io::BufWriter::new(std::fs::File::create(path)?);
        Ok(CueLog { file, base: (Instant::now(), SystemTime::now()) })
    }

    fn epoch_seconds(&self, t: Instant) -> f64 {
        let wall = self.base.1 + t.saturating_duration_since(self.base.0);
        wall.duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64())
    }

    fn write(&mut self, started: &[Started]) {
        use std::io::Write;
        for s in started {
            let [asked, sent, heard] = [s.asked, s.sent, s.heard].map(|t| self.epoch_seconds(t));
            let _ = writeln!(self.file, "{} {:?} {asked:.6} {sent:.6} {heard:.6} {}", s.seq, s.cue, s.at);
        }
        if !started.is_empty() {
            let _ = self.file.flush();
        }
    }
}

/// Hands a cue to the sound server's stream.
#[cfg(all(unix, not(target_vendor = "apple")))]
fn send(out: &Output, cue: Cue, gain: f32, seq: u64, now: Instant, _: &mut Commands) {
    out.play(cue, gain, seq, now);
}

/// Hands a cue to Bevy's audio, which plays it once its card has landed (see [`flush`]).
#[cfg(any(windows, target_vendor = "apple"))]
fn send(out: &Output, cue: Cue, gain: f32, seq: u64, now: Instant, _: &mut Commands) {
    out.play(cue, gain, seq, now);
}

/// Plays the cues whose card has landed.
#[cfg(any(windows, target_vendor = "apple"))]
fn flush(out: &Output, commands: &mut Commands) {
    out.flush(commands);
}

/// Nothing to do: the stream's mixer starts each cue when its card lands.
#[cfg(all(unix, not(target_vendor = "apple")))]
fn flush(_: &Output, _: &mut Commands) {}

/// Windows and macOS: Bevy's audio, each cue synthesised once at start.
#[cfg(any(windows, target_vendor = "apple"))]
mod system_audio {
    use std::collections::HashMap;
    use std::sync::Mutex;
    use std::time::Instant;

    use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
    use bevy::prelude::*;

    use crate::sound::mixer::Started;
    use crate::sound::{Cue, SoundStatus};

    /// Every cue's sound.
    #[derive(Resource)]
    pub(super) struct Sounds(HashMap<Cue, Handle<AudioSource>>);

    pub(super) fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
        let sounds = Cue::ALL.into_iter().map(|c| (c, sources.add(AudioSource { bytes: crate::sound::wav(c).into() })));
        commands.insert_resource(Sounds(sounds.collect()));
    }

    /// The cues waiting for their card to land, and those handed to Bevy's audio (for the cue log).
    #[derive(Default)]
    pub(super) struct Out(Mutex<(Vec<(Instant, Cue, f32, u64)>, Vec<Started>)>);

    impl Out {
        pub(super) fn start() -> Out {
            Out::default()
        }

        pub(super) fn status(&self) -> SoundStatus {
            SoundStatus::Playing { server: "system audio".into() }
        }

        pub(super) fn play(&self, cue: Cue, gain: f32, seq: u64, asked: Instant) {
            self.0.lock().unwrap_or_else(|p| p.into_inner()).0.push((asked, cue, gain, seq));
        }

        /// Plays the cues whose card has landed (checked every frame).
        pub(super) fn flush(&self, commands: &mut Commands) {
            let now = Instant::now();
            let mut guard = self.0.lock().unwrap_or_else(|p| p.into_inner());
            let (waiting, started) = &mut *guard;
            let (due, still): (Vec<_>, Vec<_>) = waiting.drain(..).partition(|w| w.0 <= now);
            *waiting = still;
            for (asked, cue, gain, seq) in due {
                commands.queue(move |world: &mut World| {
                    let Some(handle) = world.get_resource::<Sounds>().and_then(|s| s.0.get(&cue)).cloned() else {
                        return;
                    };
                    world.spawn((
                        Name::new("Sound"),
                        AudioPlayer(handle),
                        PlaybackSettings::DESPAWN.with_volume(Volume::Linear(gain)),
                    ));
                });
                started.push(Started { cue, seq, asked, sent: now, heard: now, at: 0 });
            }
        }

        pub(super) fn take_started(&self) -> Vec<Started> {
            std::mem::take(&mut self.0.lock().unwrap_or_else(|p| p.into_inner()).1)
        }
    }
}

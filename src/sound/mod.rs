//! The table's sounds: which short cue an engine event makes, and the cues themselves, synthesised
//! here as WAV files (nothing downloaded). Plain Rust: the game plays them; the tests check them.
//!
//! [`CueMapper`] is fed a seat's events in order and answers at most one [`Cue`] per event. It
//! keeps a little state, because an event alone does not tell a card dealt from a card drawn: the
//! deal is the run of `DrawPile -> Hand` moves right after [`Event::RoundStarted`], and it ends
//! with the first card turned onto the discard pile. A deal makes one [`Cue::Deal`] per card (7 per
//! seat, in a burst); the player may rate-limit them. Draws make one [`Cue::Draw`] per draw (on
//! [`Event::Drew`]), however many cards came.

use crate::engine::{Card, Event, Kind, MAX_SEATS, Seat, Zone};

pub mod mixer;
#[cfg(all(feature = "gui", unix, not(target_vendor = "apple")))]
pub mod priority;
#[cfg(all(feature = "gui", unix, not(target_vendor = "apple")))]
pub mod pulse;

/// Why the game plays silently.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum SoundProblem {
    /// No sound server runs for this user (no PulseAudio or PipeWire socket was found).
    #[error("no sound server was found (PulseAudio or PipeWire)")]
    NoServer,
    /// The server's socket is there, but connecting failed.
    #[error("the sound server at {0} cannot be reached: {1}")]
    Unreachable(String, String),
    /// The server did not let the game play (or answered something the game cannot read).
    #[error("the sound server at {0} refused the game: {1}")]
    Refused(String, String),
    /// `PULSE_SERVER` names only servers over the network, which the game does not use.
    #[error("the sound server {0} is on the network; the game plays only through this computer's")]
    Remote(String),
    /// The server stopped answering (it is looked for again every few seconds).
    #[error("the sound server stopped answering")]
    Lost,
}

/// Whether the game's sound plays.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SoundStatus {
    /// Still looking for the sound server.
    #[default]
    Starting,
    /// Sound plays through this server (its name and version, as it says them).
    Playing {
        /// The server's name and version.
        server: String,
    },
    /// The game plays silently, for this reason.
    Silent(SoundProblem),
}

/// Samples per second of every cue.
pub const SAMPLE_RATE: u32 = 22_050;

/// A short sound the table makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// One card dealt at the start of a round (a very short swish).
    Deal,
    /// A card put down: played onto the discard pile, turned up, or passed to another hand.
    Play,
    /// A player drew (once per draw, however many cards).
    Draw,
    /// Cards shuffled: a new round's deck, or the discard pile turned into a new draw pile.
    Shuffle,
    /// A Draw Two landed on the discard pile: the next player will draw.
    DrawTwo,
    /// A Wild Draw Four landed on the discard pile: heavier than a Draw Two.
    DrawFour,
    /// A player loses their turn.
    Skip,
    /// The direction of play changed.
    Reverse,
    /// The colour of a wild was named.
    ColourNamed,
    /// A player called UNO.
    Uno,
    /// A player was caught without calling UNO.
    Catch,
    /// A Wild Draw Four challenge went the listener's way (see [`CueMapper`]).
    ChallengeWon,
    /// A Wild Draw Four challenge went against the listener (see [`CueMapper`]).
    ChallengeLost,
    /// A round ended.
    RoundWon,
    /// The match ended (right after the last round's [`Cue::RoundWon`], which it may cut short).
    MatchWon,
    /// A person at this screen must decide (their turn, or a draw penalty to answer); soft.
    YourTurn,
}

impl Cue {
    /// Every cue, in declaration order.
    pub const ALL: [Cue; 16] = [
        Cue::Deal,
        Cue::Play,
        Cue::Draw,
        Cue::Shuffle,
        Cue::DrawTwo,
        Cue::DrawFour,
        Cue::Skip,
        Cue::Reverse,
        Cue::ColourNamed,
        Cue::Uno,
        Cue::Catch,
        Cue::ChallengeWon,
        Cue::ChallengeLost,
        Cue::RoundWon,
        Cue::MatchWon,
        Cue::YourTurn,
    ];
}

/// Who hears the table: the seats of the people at this screen (none when only bots play).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Listener {
    people: u16,
}

impl Listener {
    /// Nobody at the table: a match of bots watched, or a replay.
    pub const NOBODY: Listener = Listener { people: 0 };

    /// The people sitting at `seats` (seats beyond [`MAX_SEATS`] are ignored).
    pub fn people(seats: impl IntoIterator<Item = Seat>) -> Listener {
        let people = seats.into_iter().filter(|&s| (s as usize) < MAX_SEATS).fold(0, |m, s| m | 1 << s);
        Listener { people }
    }

    /// True when `seat` is one of the people listening.
    pub fn is_person(self, seat: Seat) -> bool {
        (seat as usize) < MAX_SEATS && self.people & 1 << seat != 0
    }
}

/// Turns a stream of events into cues for one [`Listener`].
///
/// A challenge is heard from one side. When only the offender (who played the Wild Draw Four) is a
/// person here, a proven bluff is [`Cue::ChallengeLost`] and a failed challenge
/// [`Cue::ChallengeWon`]. Otherwise (the challenger is a person, both are, or neither is) it is
/// heard from the challenger's side, who acted: a proven bluff is won, a failed challenge lost.
#[derive(Clone, Debug)]
pub struct CueMapper {
    listener: Listener,
    /// Between `RoundStarted` and the first card turned: cards into hands are dealt, not drawn.
    dealing: bool,
    /// The event before was `TookBack`: its `ColourChosen` puts the old colour back; nobody named one.
    took_back: bool,
}

impl CueMapper {
    /// A mapper for `listener`, outside any deal (so it may start at any point of a match).
    pub fn new(listener: Listener) -> CueMapper {
        CueMapper { listener, dealing: false, took_back: false }
    }

    /// Who hears the cues.
    pub fn listener(&self) -> Listener {
        self.listener
    }

    /// The cue of the next event, if it makes one. Feed every event, in order.
    pub fn cue(&mut self, event: &Event) -> Option<Cue> {
        let person = |seat: Seat| self.listener.is_person(seat);
        let took_back = std::mem::take(&mut self.took_back);
        let cue = match *event {
            Event::RoundStarted { .. } => Some(Cue::Shuffle),
            Event::CardMoved { card, from, to } => match (from, to) {
                (Zone::DrawPile, Zone::Hand(_)) if self.dealing => Some(Cue::Deal),
                // Drawn: `Drew` follows, once per draw.
                (Zone::DrawPile, Zone::Hand(_)) => None,
                (Zone::Hand(_), Zone::DiscardPile) => Some(landing(card)),
                (Zone::Hand(_), _) | (Zone::DrawPile, Zone::DiscardPile) => Some(Cue::Play),
                // A first card put back (`FirstCardReturned` follows) or a Wild Draw Four taken back.
                _ => None,
            },
            Event::FirstCardReturned { .. } => Some(Cue::Shuffle),
            Event::ColourChosen { .. } => (!took_back).then_some(Cue::ColourNamed),
            // The deal sets every round clockwise again: no card was played.
            Event::DirectionChanged { .. } => (!self.dealing).then_some(Cue::Reverse),
            Event::TurnStarted { seat } => person(seat).then_some(Cue::YourTurn),
            Event::Skipped { .. } => Some(Cue::Skip),
            Event::DrawPending { seat, .. } => person(seat).then_some(Cue::YourTurn),
            Event::Drew { count, .. } => (count > 0).then_some(Cue::Draw),
            Event::Challenged { challenger, offender, bluff } => {
                let offenders_side = person(offender) && !person(challenger);
                Some(if bluff != offenders_side { Cue::ChallengeWon } else { Cue::ChallengeLost })
            }
            Event::HandShown { .. } => None,
            Event::TookBack { .. } => {
                self.took_back = true;
                None
            }
            Event::UnoCalled { .. } => Some(Cue::Uno),
            // Silent: a sound would tell everyone there is someone to catch.
            Event::UnoMissed { .. } => None,
            Event::Caught { .. } => Some(Cue::Catch),
            // The table shows the hands move; no card is dealt or played.
            Event::HandsSwapped { .. } | Event::HandsRotated { .. } => None,
            Event::Reshuffled { .. } => Some(Cue::Shuffle),
            // The penalty cards that follow make the sound (`Drew`).
            Event::WrongCard { .. } | Event::TableTalkPenalty { .. } => None,
            Event::Passed { .. } => None,
            // A house rule is the people's to read and judge; a penalty's cards make the sound.
            Event::HouseRuleFor { .. } | Event::HouseRuleJudged { .. } => None,
            Event::RoundEnded(_) => Some(Cue::RoundWon),
            Event::MatchEnded { .. } => Some(Cue::MatchWon),
        };
        let deal_goes_on = matches!(
            event,
            Event::RoundStarted { .. }
                | Event::DirectionChanged { .. }
                | Event::CardMoved { from: Zone::DrawPile, to: Zone::Hand(_), .. }
        );
        self.dealing = matches!(event, Event::RoundStarted { .. }) || (self.dealing && deal_goes_on);
        cue
    }

    /// The cues of `events`, in order (events without one are left out).
    pub fn cues<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) -> Vec<Cue> {
        events.into_iter().filter_map(|e| self.cue(e)).collect()
    }
}

/// The sound of a card landing on the discard pile from a hand: a Draw Two and a Wild Draw Four
/// have their own (someone will draw), every other card the plain [`Cue::Play`].
fn landing(card: Option<Card>) -> Cue {
    match card.map(Card::kind) {
        Some(Kind::DrawTwo) => Cue::DrawTwo,
        Some(Kind::WildDrawFour) => Cue::DrawFour,
        _ => Cue::Play,
    }
}

/// The cue as a complete WAV file: RIFF/WAVE, PCM, 16-bit, mono, [`SAMPLE_RATE`].
pub fn wav(cue: Cue) -> Vec<u8> {
    let samples = samples(cue);
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per sample frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16).to_le_bytes());
    }
    out
}

// Notes (Hz): C5 E5 G5 A5 C6 E6 G6.
const C5: f32 = 523.25;
const E5: f32 = 659.25;
const G5: f32 = 783.99;
const A5: f32 = 880.0;
const C6: f32 = 1046.5;
const E6: f32 = 1318.5;
const G6: f32 = 1568.0;

/// A cue's length in seconds and its loudest sample.
fn shape(cue: Cue) -> (f32, f32) {
    match cue {
        Cue::Deal => (0.07, 0.45),
        Cue::Play => (0.16, 0.7),
        Cue::Draw => (0.2, 0.6),
        Cue::Shuffle => (0.5, 0.6),
        Cue::DrawTwo => (0.34, 0.7),
        Cue::DrawFour => (0.5, 0.8),
        Cue::Skip => (0.26, 0.7),
        Cue::Reverse => (0.32, 0.6),
        Cue::ColourNamed => (0.42, 0.7),
        Cue::Uno => (0.36, 0.75),
        Cue::Catch => (0.4, 0.75),
        Cue::ChallengeWon => (0.5, 0.75),
        Cue::ChallengeLost => (0.5, 0.7),
        Cue::RoundWon => (0.62, 0.75),
        Cue::MatchWon => (0.69, 0.8),
        // Soft: it comes often, and it only reminds.
        Cue::YourTurn => (0.4, 0.35),
    }
}

/// The cue's samples at [`SAMPLE_RATE`], in -1..1: deterministic, 40 to 700 ms long, peaking
/// below 0.9, starting and ending at silence.
pub fn samples(cue: Cue) -> Vec<f32> {
    let (len, peak) = shape(cue);
    let mut s = Synth::new(len, cue as u32 + 1);
    match cue {
        Cue::Deal => s.swish(0.0, 0.07, 0.55),
        Cue::Play => {
            s.swish(0.0, 0.12, 0.35);
            s.chime(0.0, 150.0, 0.09, 0.6, 0);
        }
        Cue::Draw => s.swish(0.0, 0.2, 0.18),
        Cue::Shuffle => {
            // A riffle: many small swishes, a little apart.
            for i in 0..9 {
                s.swish(i as f32 * 0.045, 0.06, 0.3 + 0.03 * (i % 3) as f32);
            }
        }
        // The card's slap, then two (four) low thumps going down: cards are coming.
        Cue::DrawTwo => {
            s.swish(0.0, 0.12, 0.35);
            s.chime(0.06, 330.0, 0.14, 0.8, 4);
            s.chime(0.18, 247.0, 0.16, 0.8, 4);
        }
        Cue::DrawFour => {
            s.swish(0.0, 0.14, 0.45);
            for (i, f) in [392.0, 330.0, 262.0, 196.0].into_iter().enumerate() {
                s.chime(0.06 + i as f32 * 0.09, f, 0.16 + i as f32 * 0.04, 0.85, 5);
            }
        }
        Cue::Skip => {
            s.chime(0.0, A5, 0.12, 0.8, 2);
            s.chime(0.1, E5, 0.16, 0.8, 2);
        }
        Cue::Reverse => {
            s.glide(0.0, 0.16, 440.0, 880.0, 0.5, 1);
            s.glide(0.16, 0.16, 880.0, 440.0, 0.5, 1);
        }
        Cue::ColourNamed => {
            for (i, f) in [C6, E6, G6].into_iter().enumerate() {
                s.chime(i as f32 * 0.025, f, 0.39, 0.5, 3);
            }
        }
        Cue::Uno => {
            s.chime(0.0, A5, 0.14, 0.8, 3);
            s.chime(0.12, E6, 0.24, 0.9, 3);
        }
        Cue::Catch => {
            s.swish(0.0, 0.08, 0.6);
            s.chime(0.05, 987.8, 0.14, 0.8, 2);
            s.chime(0.17, 740.0, 0.23, 0.8, 2);
        }
        Cue::ChallengeWon => {
            s.chime(0.0, C5, 0.2, 0.7, 3);
            s.chime(0.15, G5, 0.35, 0.8, 3);
            s.chime(0.18, C6, 0.32, 0.4, 3);
        }
        // A low buzz going down.
        Cue::ChallengeLost => s.glide(0.0, 0.5, 220.0, 130.0, 0.6, 6),
        Cue::RoundWon => {
            for (i, f) in [C5, E5, G5, C6].into_iter().enumerate() {
                s.chime(i as f32 * 0.09, f, 0.62 - i as f32 * 0.09, 0.6, 3);
            }
        }
        Cue::MatchWon => {
            for (i, f) in [C5, E5, G5, C6, E6].into_iter().enumerate() {
                s.chime(i as f32 * 0.07, f, 0.2, 0.6, 3);
            }
            for f in [C6, E6, G6] {
                s.chime(0.35, f, 0.34, 0.45, 3);
            }
        }
        Cue::YourTurn => {
            s.chime(0.0, E5, 0.2, 0.6, 1);
            s.chime(0.15, A5, 0.25, 0.6, 1);
        }
    }
    s.finish(peak)
}

/// A buffer that voices are mixed into. Every voice starts with a short ramp and fades to zero
/// by its end, so nothing clicks.
struct Synth {
    buf: Vec<f32>,
    /// xorshift32 state: noise that is the same on every machine and every run.
    noise: u32,
}

/// Attack ramp of every voice, in seconds.
const ATTACK: f32 = 0.006;

impl Synth {
    fn new(seconds: f32, seed: u32) -> Synth {
        Synth {
            buf: vec![0.0; (seconds * SAMPLE_RATE as f32) as usize],
            noise: (0x9E37_79B9 ^ seed.wrapping_mul(0x85EB_CA6B)) | 1,
        }
    }

    /// Adds a voice starting at `at` and lasting `len` seconds: `f(noise, t, env)` gives each
    /// sample from the noise state, the time into the voice and its envelope (the attack ramp and
    /// a final 10 ms fade).
    fn voice(&mut self, at: f32, len: f32, mut f: impl FnMut(&mut u32, f32, f32) -> f32) {
        let rate = SAMPLE_RATE as f32;
        let start = (at * rate) as usize;
        let n = ((len * rate) as usize).min(self.buf.len().saturating_sub(start));
        let end_fade = 0.01f32.min(len / 2.0);
        for i in 0..n {
            let t = i as f32 / rate;
            let left = (n - 1 - i) as f32 / rate;
            let env = (t / ATTACK).min(1.0) * (left / end_fade).min(1.0);
            self.buf[start + i] += f(&mut self.noise, t, env);
        }
    }

    /// A bell-like note: the fundamental and `overtones` harmonics, each decaying faster.
    fn chime(&mut self, at: f32, freq: f32, len: f32, amp: f32, overtones: u32) {
        let tau = len / 4.0;
        self.voice(at, len, |_, t, env| {
            let w = std::f32::consts::TAU * freq * t;
            let tone: f32 = (1..=overtones + 1)
                .map(|k| (w * k as f32).sin() * (-t * k as f32 / tau).exp() * 0.4f32.powi(k as i32 - 1))
                .sum();
            amp * env * tone
        });
    }

    /// Noise through a low-pass filter (`brightness` 0..1: how fast it follows), swelling then
    /// fading: a card sliding.
    fn swish(&mut self, at: f32, len: f32, brightness: f32) {
        let (mut low, mut lower) = (0.0f32, 0.0f32);
        self.voice(at, len, |state, t, env| {
            *state ^= *state << 13;
            *state ^= *state >> 17;
            *state ^= *state << 5;
            let white = *state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            low += brightness * (white - low);
            lower += 0.05 * (low - lower); // taking away the rumble leaves a band
            let u = t / len;
            let swell = if u < 0.25 { u / 0.25 } else { ((1.0 - u) / 0.75).powi(2) };
            env * swell * (low - lower)
        });
    }

    /// A tone sliding from `f0` to `f1` Hz, with `harmonics` partials (1 = pure, more = a buzz).
    fn glide(&mut self, at: f32, len: f32, f0: f32, f1: f32, amp: f32, harmonics: u32) {
        let mut phase = 0.0f32;
        self.voice(at, len, |_, t, env| {
            let f = f0 * (f1 / f0).powf(t / len);
            phase = (phase + std::f32::consts::TAU * f / SAMPLE_RATE as f32) % std::f32::consts::TAU;
            let tone: f32 = (1..=harmonics).map(|k| (phase * k as f32).sin() / k as f32).sum();
            amp * env * tone * (1.0 - 0.5 * t / len)
        });
    }

    /// The mix scaled so that its loudest sample is `peak`.
    fn finish(mut self, peak: f32) -> Vec<f32> {
        let loudest = self.buf.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if loudest > 0.0 {
            let gain = peak / loudest;
            self.buf.iter_mut().for_each(|s| *s *= gain);
        }
        self.buf
    }
}

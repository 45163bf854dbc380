//! The cues mixed into one stream of sound: 16-bit little-endian mono samples at [`SAMPLE_RATE`],
//! handed out in whatever pieces the sound server asks for. Plain Rust, so that the tests can
//! check what would reach the speakers.
//!
//! A cue is handed in ahead, with the moment it must be heard (its card landing, 0.3 s after the
//! card leaves). Each piece comes with the moment its first sample will be heard, so a cue starts
//! at the sample heard at its moment: written long before it sounds, with a buffer deep enough to
//! ride out a busy computer, and still heard when its card lands. A cue whose moment has already
//! passed starts at the first sample of the next piece. Between cues the pieces are silence.

use std::sync::Arc;
use std::time::Instant;

use super::{Cue, SAMPLE_RATE, samples};

/// At most so many cues sound (or wait for their moment) at once; a newer one replaces the oldest
/// (a burst of dealt cards).
pub const MAX_VOICES: usize = 24;

/// Bytes per sample: 16-bit mono.
pub const BYTES_PER_SAMPLE: usize = 2;

/// Samples of `seconds` of sound.
pub fn samples_in(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32).round() as usize
}

/// A cue that began to go out: asked for at `asked`, its first samples handed out at `sent`, to
/// be heard at `heard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Started {
    /// The cue.
    pub cue: Cue,
    /// The number the caller gave it (the order of the events, for the logs).
    pub seq: u64,
    /// When it must be heard (its card lands, or the event was shown).
    pub asked: Instant,
    /// When its first samples were handed to the sound server's connection.
    pub sent: Instant,
    /// When its first sample is heard, as the server's timing says.
    pub heard: Instant,
    /// Where it starts in the stream: samples handed out before it, silence included.
    pub at: u64,
}

/// One cue, sounding or waiting for its moment.
#[derive(Clone, Debug)]
struct Voice {
    cue: Cue,
    seq: u64,
    asked: Instant,
    gain: f32,
    /// The next sample to play, once started.
    next: Option<usize>,
}

/// Every cue's samples, synthesised once, and the cues sounding or due.
#[derive(Debug)]
pub struct Mixer {
    sounds: Vec<Arc<[f32]>>,
    voices: Vec<Voice>,
    started: Vec<Started>,
    /// Samples handed out so far.
    clock: u64,
    /// The piece being mixed, before it is limited and written out (kept to spare the stream's
    /// thread an allocation per piece).
    sum: Vec<f32>,
}

impl Default for Mixer {
    fn default() -> Self {
        Mixer::new()
    }
}

impl Mixer {
    /// A mixer with every cue synthesised and nothing sounding.
    pub fn new() -> Mixer {
        let sounds = Cue::ALL.into_iter().map(|c| Arc::from(samples(c))).collect();
        Mixer { sounds, voices: Vec::new(), started: Vec::new(), clock: 0, sum: Vec::new() }
    }

    /// The samples of `cue`, at full volume.
    pub fn sound(&self, cue: Cue) -> &[f32] {
        &self.sounds[cue as usize]
    }

    /// Plays `cue` at `gain` (0 to 1; nothing at 0), heard from the moment `asked` (its card
    /// landing, maybe still to come).
    pub fn play(&mut self, cue: Cue, gain: f32, seq: u64, asked: Instant) {
        let gain = gain.clamp(0.0, 1.0);
        if gain <= 0.0 {
            return;
        }
        if self.voices.len() >= MAX_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice { cue, seq, asked, gain, next: None });
    }

    /// No cue is sounding or due.
    pub fn is_idle(&self) -> bool {
        self.voices.is_empty()
    }

    /// Stops every cue (the sound server went away: nothing is left to play late).
    pub fn stop(&mut self) {
        self.voices.clear();
    }

    /// A new stream: its samples are counted from zero, and nothing of the old one is left to
    /// play.
    pub fn restart(&mut self) {
        self.voices.clear();
        self.clock = 0;
    }

    /// Samples handed out so far: the stream position of the next piece.
    pub fn position(&self) -> u64 {
        self.clock
    }

    /// Fills the whole of `out` (its length rounded down to whole samples, 16-bit little-endian):
    /// the cues whose moment falls in it, each from the sample heard at its moment, and silence
    /// around them. `now` is when the piece is handed out and `heard` when its first sample will
    /// be heard. Answers the bytes written.
    pub fn fill(&mut self, out: &mut [u8], now: Instant, heard: Instant) -> usize {
        let n = out.len() / BYTES_PER_SAMPLE;
        let rate = f64::from(SAMPLE_RATE);
        self.sum.clear();
        self.sum.resize(n, 0.0);
        for v in &mut self.voices {
            let (from, next) = match v.next {
                Some(next) => (0, next),
                // A moment already passed starts at once.
                None => ((v.asked.saturating_duration_since(heard).as_secs_f64() * rate).round() as usize, 0),
            };
            if from >= n {
                continue;
            }
            if v.next.is_none() {
                let at = self.clock + from as u64;
                let heard = heard + std::time::Duration::from_secs_f64(from as f64 / rate);
                self.started.push(Started { cue: v.cue, seq: v.seq, asked: v.asked, sent: now, heard, at });
            }
            let sound = &self.sounds[v.cue as usize];
            let take = (sound.len() - next).min(n - from);
            for (s, x) in self.sum[from..from + take].iter_mut().zip(&sound[next..next + take]) {
                *s += x * v.gain;
            }
            v.next = Some(next + take);
        }
        let sounds = &self.sounds;
        self.voices.retain(|v| v.next.is_none_or(|next| next < sounds[v.cue as usize].len()));
        for (bytes, x) in out.chunks_exact_mut(BYTES_PER_SAMPLE).zip(&self.sum) {
            bytes.copy_from_slice(&to_i16(limit(*x)).to_le_bytes());
        }
        self.clock += n as u64;
        n * BYTES_PER_SAMPLE
    }

    /// The cues that began to go out since the last call, in the order they start.
    pub fn take_started(&mut self) -> Vec<Started> {
        let mut started = std::mem::take(&mut self.started);
        started.sort_by_key(|s| s.at);
        started
    }
}
/// Where the soft limit starts: quieter sums pass unchanged.
const KNEE: f32 = 0.8;

/// Keeps a sum of cues under full scale without a hard edge: below the knee it passes unchanged,
/// above it bends smoothly towards (never reaching) 1.
pub fn limit(x: f32) -> f32 {
    let a = x.abs();
    if a <= KNEE {
        return x;
    }
    let room = 1.0 - KNEE;
    x.signum() * (KNEE + room * ((a - KNEE) / room).tanh() * 0.99)
}

/// A sample from -1..1 as 16 bits.
pub fn to_i16(x: f32) -> i16 {
    (x.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn read(bytes: &[u8]) -> Vec<i16> {
        bytes.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect()
    }

    /// The moment `samples` samples after `t`.
    fn after(t: Instant, samples: usize) -> Instant {
        t + Duration::from_secs_f64(samples as f64 / f64::from(SAMPLE_RATE))
    }

    #[test]
    fn a_cue_comes_out_whole_then_silence() {
        let mut m = Mixer::new();
        let now = Instant::now();
        m.play(Cue::Uno, 1.0, 7, now);
        let want: Vec<i16> = m.sound(Cue::Uno).iter().map(|&s| to_i16(limit(s))).collect();
        let mut got = Vec::new();
        let mut buf = [0u8; 1000];
        while got.len() < want.len() + 1000 {
            let heard = after(now, got.len());
            let n = m.fill(&mut buf, now, heard);
            got.extend(read(&buf[..n]));
        }
        assert_eq!(got[..want.len()], want[..]);
        assert!(got[want.len()..].iter().all(|&x| x == 0), "silence after the cue");
        assert!(m.is_idle());
        let started = m.take_started();
        assert_eq!(started.len(), 1);
        assert_eq!((started[0].cue, started[0].seq, started[0].at), (Cue::Uno, 7, 0));
    }

    #[test]
    fn silence_counts_on_the_clock() {
        let mut m = Mixer::new();
        let now = Instant::now();
        let mut buf = [1u8; 101];
        assert_eq!(m.fill(&mut buf, now, now), 100);
        assert!(buf[..100].iter().all(|&b| b == 0));
        assert_eq!(m.position(), 50);
        m.play(Cue::Skip, 1.0, 3, now);
        m.fill(&mut buf, now, now);
        assert_eq!(m.take_started()[0].at, 50);
    }

    #[test]
    fn a_cue_written_ahead_starts_at_the_sample_heard_at_its_moment() {
        let mut m = Mixer::new();
        let now = Instant::now();
        // The card lands 0.3 s from now; the pieces handed out now are heard 0.2 s from now.
        let lands = now + Duration::from_millis(300);
        m.play(Cue::Play, 1.0, 1, lands);
        let mut buf = vec![0u8; 2 * samples_in(0.05)];
        let mut heard = now + Duration::from_millis(200);
        let mut stream = Vec::new();
        for _ in 0..6 {
            let n = m.fill(&mut buf, now, heard);
            stream.extend(read(&buf[..n]));
            heard = after(heard, n / 2);
        }
        let started = m.take_started();
        assert_eq!(started.len(), 1);
        let at = started[0].at as usize;
        assert_eq!(at, samples_in(0.1), "the sample heard 0.3 s from now");
        assert_eq!(started[0].sent, now, "handed out before its card lands");
        let off = started[0].heard.max(lands) - started[0].heard.min(lands);
        assert!(off < Duration::from_micros(100), "heard {off:?} from its landing");
        assert!(stream[..at].iter().all(|&x| x == 0), "silence before it");
        let want: Vec<i16> = m.sound(Cue::Play).iter().map(|&s| to_i16(limit(s))).collect();
        let len = want.len().min(stream.len() - at);
        assert_eq!(stream[at..at + len], want[..len], "whole across the pieces");
    }

    #[test]
    fn a_late_cue_starts_with_the_next_piece() {
        let mut m = Mixer::new();
        let now = Instant::now();
        m.play(Cue::Draw, 1.0, 2, now - Duration::from_millis(100));
        let mut buf = [0u8; 200];
        m.fill(&mut buf, now, now + Duration::from_millis(200));
        assert_eq!(m.take_started()[0].at, 0);
    }

    #[test]
    fn a_new_stream_counts_from_zero() {
        let mut m = Mixer::new();
        let now = Instant::now();
        let mut buf = [0u8; 200];
        m.fill(&mut buf, now, now);
        m.play(Cue::Draw, 1.0, 2, now + Duration::from_secs(1));
        m.restart();
        assert_eq!(m.position(), 0);
        assert!(m.is_idle(), "the old stream's cue is not played on the new one");
    }

    #[test]
    fn gain_scales_and_zero_plays_nothing() {
        let mut m = Mixer::new();
        let now = Instant::now();
        m.play(Cue::Play, 0.0, 0, now);
        assert!(m.is_idle());
        m.play(Cue::Play, 0.5, 0, now);
        let mut buf = vec![0u8; 2 * m.sound(Cue::Play).len()];
        let n = m.fill(&mut buf, now, now);
        let peak_half = read(&buf[..n]).iter().map(|s| s.unsigned_abs()).max().unwrap();
        let peak_full = m.sound(Cue::Play).iter().map(|s| to_i16(*s).unsigned_abs()).max().unwrap();
        assert!((peak_half as f32 - peak_full as f32 / 2.0).abs() < 40.0, "{peak_half} vs {peak_full}");
    }

    #[test]
    fn loud_sums_bend_under_full_scale() {
        let mut m = Mixer::new();
        let now = Instant::now();
        for _ in 0..6 {
            m.play(Cue::MatchWon, 1.0, 0, now);
        }
        let mut buf = vec![0u8; 20_000];
        let n = m.fill(&mut buf, now, now);
        let samples = read(&buf[..n]);
        assert!(samples.iter().all(|s| s.unsigned_abs() < i16::MAX as u16), "a sample hit full scale");
        assert!(samples.iter().any(|s| s.unsigned_abs() > (0.9 * i16::MAX as f32) as u16), "no loud sum at all");
        assert_eq!(limit(0.5), 0.5);
    }

    #[test]
    fn a_burst_keeps_only_the_newest_voices() {
        let mut m = Mixer::new();
        let now = Instant::now();
        for seq in 0..(MAX_VOICES as u64 + 5) {
            m.play(Cue::Deal, 1.0, seq, now);
        }
        let mut buf = [0u8; 64];
        m.fill(&mut buf, now, now);
        let seqs: Vec<u64> = m.take_started().iter().map(|s| s.seq).collect();
        assert_eq!(seqs, (5..MAX_VOICES as u64 + 5).collect::<Vec<_>>());
    }
}

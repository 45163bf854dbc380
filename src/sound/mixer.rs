//! The cues mixed into one stream of sound: 16-bit little-endian mono samples at [`SAMPLE_RATE`],
//! handed out in whatever pieces the sound server asks for. Plain Rust, so that the tests can
//! check what would reach the speakers.
//!
//! A cue starts in the next piece handed out after [`Mixer::play`]; while no cue plays the mixer
//! hands out nothing ([`Mixer::fill`] answers 0) and the caller decides what the server gets (the
//! PulseAudio stream sends silence).

use std::sync::Arc;
use std::time::Instant;

use super::{Cue, SAMPLE_RATE, samples};

/// At most so many cues sound at once; a newer one replaces the oldest (a burst of dealt cards).
pub const MAX_VOICES: usize = 24;

/// Bytes per sample: 16-bit mono.
pub const BYTES_PER_SAMPLE: usize = 2;

/// Samples of `seconds` of sound.
pub fn samples_in(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32).round() as usize
}

/// A cue that began to sound: asked for at `asked`, its first samples handed out at `sent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Started {
    /// The cue.
    pub cue: Cue,
    /// The number the caller gave it (the order of the events, for the logs).
    pub seq: u64,
    /// When the table asked for it (the card landed, the event was shown).
    pub asked: Instant,
    /// When its first samples were handed to the sound server's connection.
    pub sent: Instant,
    /// Where it starts in the stream: samples handed out before it (silence included, see
    /// [`Mixer::fill_all`]).
    pub at: u64,
}

/// One cue sounding.
#[derive(Clone, Debug)]
struct Voice {
    cue: Cue,
    seq: u64,
    asked: Instant,
    gain: f32,
    /// The next sample to play.
    at: usize,
}

/// Every cue's samples, synthesised once, and the cues sounding now.
#[derive(Debug)]
pub struct Mixer {
    sounds: Vec<Arc<[f32]>>,
    voices: Vec<Voice>,
    started: Vec<Started>,
    /// Samples handed out so far.
    clock: u64,
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
        Mixer { sounds, voices: Vec::new(), started: Vec::new(), clock: 0 }
    }

    /// The samples of `cue`, at full volume.
    pub fn sound(&self, cue: Cue) -> &[f32] {
        &self.sounds[cue as usize]
    }

    /// Starts `cue` at `gain` (0 to 1; nothing at 0) in the first piece handed out at or after
    /// `asked` (its card landing, maybe still to come).
    pub fn play(&mut self, cue: Cue, gain: f32, seq: u64, asked: Instant) {
        let gain = gain.clamp(0.0, 1.0);
        if gain <= 0.0 {
            return;
        }
        if self.voices.len() >= MAX_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice { cue, seq, asked, gain, at: 0 });
    }

    /// No cue is sounding.
    pub fn is_idle(&self) -> bool {
        self.voices.is_empty()
    }

    /// Stops every cue (the sound server went away: nothing is left to play late).
    pub fn stop(&mut self) {
        self.voices.clear();
    }

    /// Mixes the next samples into `out` (16-bit little-endian), as many as fit and as long as a
    /// cue sounds; answers how many bytes it wrote (0 when nothing sounds).
    pub fn fill(&mut self, out: &mut [u8], now: Instant) -> usize {
        let room = out.len() / BYTES_PER_SAMPLE;
        // A voice sounds once its moment has come (and goes on once started).
        let due = |v: &Voice| v.at > 0 || v.asked <= now;
        let left = self.voices.iter().filter(|v| due(v)).map(|v| self.sounds[v.cue as usize].len() - v.at).max();
        let n = room.min(left.unwrap_or(0));
        if n == 0 {
            return 0;
        }
        for v in self.voices.iter().filter(|v| v.at == 0 && due(v)) {
            self.started.push(Started { cue: v.cue, seq: v.seq, asked: v.asked, sent: now, at: self.clock });
        }
        for (i, bytes) in out[..n * BYTES_PER_SAMPLE].chunks_exact_mut(BYTES_PER_SAMPLE).enumerate() {
            let sounding = self.voices.iter().filter(|v| due(v));
            let mix: f32 = sounding.filter_map(|v| self.sounds[v.cue as usize].get(v.at + i).map(|s| s * v.gain)).sum();
            bytes.copy_from_slice(&to_i16(limit(mix)).to_le_bytes());
        }
        let sounds = &self.sounds;
        self.clock += n as u64;
        self.voices.retain_mut(|v| {
            if due(v) {
                v.at += n;
            }
            v.at < sounds[v.cue as usize].len()
        });
        n * BYTES_PER_SAMPLE
    }

    /// Fills the whole of `out`: the cues sounding, then silence (a stream that must not run
    /// dry). `out`'s length is rounded down to whole samples; answers the bytes written.
    pub fn fill_all(&mut self, out: &mut [u8], now: Instant) -> usize {
        let even = out.len() / BYTES_PER_SAMPLE * BYTES_PER_SAMPLE;
        let n = self.fill(&mut out[..even], now);
        out[n..even].fill(0);
        self.clock += ((even - n) / BYTES_PER_SAMPLE) as u64;
        even
    }

    /// The cues that began to sound since the last call, in order.
    pub fn take_started(&mut self) -> Vec<Started> {
        std::mem::take(&mut self.started)
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
    use super::*;

    fn read(bytes: &[u8]) -> Vec<i16> {
        bytes.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect()
    }

    #[test]
    fn a_cue_comes_out_whole_then_nothing() {
        let mut m = Mixer::new();
        let now = Instant::now();
        m.play(Cue::Uno, 1.0, 7, now);
        let want: Vec<i16> = m.sound(Cue::Uno).iter().map(|&s| to_i16(limit(s))).collect();
        let mut got = Vec::new();
        let mut buf = [0u8; 1000];
        loop {
            let n = m.fill(&mut buf, now);
            if n == 0 {
                break;
            }
            got.extend(read(&buf[..n]));
        }
        assert_eq!(got, want);
        assert!(m.is_idle());
        let started = m.take_started();
        assert_eq!(started.len(), 1);
        assert_eq!((started[0].cue, started[0].seq), (Cue::Uno, 7));
    }

    #[test]
    fn silence_counts_on_the_clock() {
        let mut m = Mixer::new();
        let now = Instant::now();
        let mut buf = [1u8; 101];
        assert_eq!(m.fill_all(&mut buf, now), 100);
        assert!(buf[..100].iter().all(|&b| b == 0));
        m.play(Cue::Skip, 1.0, 3, now);
        m.fill_all(&mut buf, now);
        assert_eq!(m.take_started()[0].at, 50);
    }

    #[test]
    fn a_cue_waits_for_its_moment() {
        let mut m = Mixer::new();
        let now = Instant::now();
        let later = now + std::time::Duration::from_millis(300);
        m.play(Cue::Play, 1.0, 1, later);
        let mut buf = [0u8; 200];
        assert_eq!(m.fill(&mut buf, now), 0, "nothing before its moment");
        assert!(m.take_started().is_empty());
        assert_eq!(m.fill(&mut buf, later), 200);
        assert_eq!(m.take_started()[0].sent, later);
    }

    #[test]
    fn gain_scales_and_zero_plays_nothing() {
        let mut m = Mixer::new();
        let now = Instant::now();
        m.play(Cue::Play, 0.0, 0, now);
        assert!(m.is_idle());
        m.play(Cue::Play, 0.5, 0, now);
        let mut buf = vec![0u8; 2 * m.sound(Cue::Play).len()];
        let n = m.fill(&mut buf, now);
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
        let n = m.fill(&mut buf, now);
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
        m.fill(&mut buf, now);
        let seqs: Vec<u64> = m.take_started().iter().map(|s| s.seq).collect();
        assert_eq!(seqs, (5..MAX_VOICES as u64 + 5).collect::<Vec<_>>());
    }
}

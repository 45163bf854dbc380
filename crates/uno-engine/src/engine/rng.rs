//! The engine's seeded random number generator.
//!
//! Written here rather than taken from a crate so that its output can never change under a
//! dependency upgrade: saved games and replays depend on the exact stream, and so do its
//! `below` and `shuffle`, which the engine uses instead of `rand`'s (whose algorithms may change
//! between versions). It implements `rand_core`'s traits, so `rand`'s tools work on it too, for
//! code that needs no stable stream.

use std::convert::Infallible;

use rand::rand_core::{SeedableRng, TryRng};
use serde::{Deserialize, Serialize};

/// wyrand: one 64-bit word of state and a single wide multiply per number, which keeps the
/// latency of a random choice short; plenty good for shuffling cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0xA076_1D64_78BD_642F);
        let t = (self.state as u128).wrapping_mul((self.state ^ 0xE703_7ED1_A0B4_28DB) as u128);
        (t >> 64) as u64 ^ t as u64
    }

    /// A number in `0..n` (`n` > 0), by multiply-shift (Lemire); the tiny bias is irrelevant here.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }

    /// True with probability `p`.
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) < p
    }

    /// Fisher-Yates shuffle; each 64 random bits serve two swaps.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let mut i = items.len();
        while i > 1 {
            let r = self.next_u64();
            let j = (((r >> 32) * i as u64) >> 32) as usize;
            items.swap(i - 1, j);
            i -= 1;
            if i > 1 {
                let j = (((r & 0xFFFF_FFFF) * i as u64) >> 32) as usize;
                items.swap(i - 1, j);
                i -= 1;
            }
        }
    }

    /// A new generator whose stream is independent of this one's (for bots and sub-searches).
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next_u64() ^ 0xD1B5_4A32_D192_ED03)
    }
}

impl TryRng for Rng {
    type Error = Infallible;

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((self.next_u64() >> 32) as u32)
    }

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

impl SeedableRng for Rng {
    type Seed = [u8; 8];

    fn from_seed(seed: [u8; 8]) -> Rng {
        Rng::new(u64::from_le_bytes(seed))
    }

    /// The same generator as [`Rng::new`].
    fn seed_from_u64(state: u64) -> Rng {
        Rng::new(state)
    }
}

/// A 64-bit mix of two numbers: the seed of match or seat number `b` of a table seeded `a`.
pub fn mix_seed(a: u64, b: u64) -> u64 {
    Rng::new(a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// A seed for a new match from the operating system's entropy (the clock where the system has
/// none to give). The engine itself never calls it: a match is decided by its seed alone.
pub fn fresh_seed() -> u64 {
    let seed = rand::rngs::SysRng.try_next_u64().unwrap_or_else(|_| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        Rng::new(now.as_nanos() as u64).next_u64()
    });
    // 0 means "random" where a seed is set by hand.
    seed.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_never_changes() {
        // Saves and replays depend on these exact numbers.
        let mut r = Rng::new(7);
        let got: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(got, GOLDEN, "the engine's random stream changed: old saves would replay differently");
        let mut deck: Vec<u32> = (0..10).collect();
        Rng::new(7).shuffle(&mut deck);
        assert_eq!(deck, GOLDEN_SHUFFLE);
    }

    const GOLDEN: [u64; 3] = [16292765481176799425, 15778304849968482104, 7116806604310374488];
    const GOLDEN_SHUFFLE: [u32; 10] = [3, 4, 1, 0, 5, 2, 9, 6, 7, 8];

    #[test]
    fn rand_tools_work_on_it() {
        use rand::Rng as _;
        use rand::RngExt;
        use rand::seq::SliceRandom;
        let mut r = Rng::seed_from_u64(3);
        assert_eq!(r, Rng::new(3));
        let x: u32 = r.random_range(10..20);
        assert!((10..20).contains(&x));
        let mut v: Vec<u32> = (0..50).collect();
        v.shuffle(&mut r);
        assert_ne!(v, (0..50).collect::<Vec<_>>());
        let mut bytes = [0u8; 13];
        r.fill_bytes(&mut bytes);
        assert!(bytes.iter().any(|&b| b != 0));
    }

    #[test]
    fn fresh_seeds_differ() {
        assert_ne!(fresh_seed(), fresh_seed());
    }

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = Rng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let x = r.below(7);
            seen[x as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }
}

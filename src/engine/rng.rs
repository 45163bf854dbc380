//! The engine's seeded random number generator.
//!
//! Written here rather than taken from a crate so that its output can never change under a
//! dependency upgrade: saved games and replays depend on the exact stream.

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

#[cfg(test)]
mod tests {
    use super::*;

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

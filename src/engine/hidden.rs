//! Hidden information: redealing what one seat cannot see, to prove that its view (and anything
//! decided from it) does not depend on it.

use super::Seat;
use super::card::Card;
use super::game::{Game, Phase};
use super::hand::{Hand, Pile};
use super::rng::Rng;

impl Game {
    /// A copy of this game in which every card `viewer` cannot see (the other hands and the draw
    /// pile) is shuffled and dealt again, each hand keeping its size. Cards the viewer saw go
    /// nowhere new: its own hand, the discard pile, and between rounds nothing is hidden at all.
    pub fn redeal_hidden(&self, viewer: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        if matches!(self.phase, Phase::RoundOver | Phase::MatchOver { .. } | Phase::WaitingToDeal) {
            return g;
        }
        let mut rng = Rng::new(seed);
        // A card another player has just drawn and may play stays with them (it is part of the
        // decision they are making); everything else hidden is shuffled.
        let kept = match self.phase {
            Phase::PlayOrKeep { seat } if seat != viewer => self.drawn.map(|c| (seat, c)),
            _ => None,
        };
        let mut pool: Vec<Card> = self.draw.as_slice().to_vec();
        for s in (0..self.seats).filter(|&s| s != viewer) {
            let mut h = self.hands[s as usize];
            if let Some((_, c)) = kept.filter(|&(k, _)| k == s) {
                h.remove(c);
            }
            pool.extend(h.cards());
        }
        rng.shuffle(&mut pool);
        for s in (0..self.seats).filter(|&s| s != viewer) {
            let mut n = self.hands[s as usize].len();
            let mut h = Hand::new();
            if let Some((_, c)) = kept.filter(|&(k, _)| k == s) {
                h.add(c);
                n -= 1;
            }
            for c in pool.drain(pool.len() - n..) {
                h.add(c);
            }
            g.hands[s as usize] = h;
        }
        g.draw = Pile::from_cards(pool);
        g
    }
}

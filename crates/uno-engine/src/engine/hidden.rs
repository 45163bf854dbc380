//! Hidden information: redealing what one seat cannot see, to prove that its view (and anything
//! decided from it) does not depend on it.

use super::Seat;
use super::card::{Card, CardMask};
use super::game::{Game, LACKS, MAX_SEATS, PendingChallenge, Phase};
use super::hand::{Hand, Pile};
use super::rng::Rng;
use super::view::View;

impl Game {
    /// A copy of this game in which every card `viewer` cannot see (the other hands and the draw
    /// pile) is shuffled and dealt again, each hand keeping its size. Cards the viewer saw go
    /// nowhere new: its own hand, the discard pile, and between rounds nothing is hidden at all.
    pub fn redeal_hidden(&self, viewer: Seat, seed: u64) -> Game {
        let mut g = self.clone();
        if matches!(self.phase.get(), Phase::RoundOver | Phase::MatchOver { .. } | Phase::WaitingToDeal) {
            return g;
        }
        let mut rng = Rng::new(seed);
        // A card another player has just drawn and may play stays with them (it is part of the
        // decision they are making); everything else hidden is shuffled.
        let kept = match self.phase.get() {
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

impl View {
    /// A whole game consistent with this view: the cards the viewer has not seen are dealt at random
    /// into the other hands (each keeping its size) and the draw pile. Search bots imagine the hidden
    /// cards this way; the result knows nothing the view does not.
    ///
    /// Consistency goes as far as the view carries it: hand sizes, the discard pile, the viewer's
    /// hand, a drawn card another player may play being playable, and a pending challenge judged on
    /// the sampled hand of the player who played the Wild Draw Four.
    pub fn sample_game(&self, rng: &mut Rng) -> Game {
        let me = self.seat.unwrap_or(0);
        let n = self.seats;
        let mut hidden = self.unseen();
        if let Some(shown) = &self.round_end_hands {
            for (_, h) in shown.iter().enumerate().filter(|&(s, _)| s != me as usize) {
                for c in h.cards() {
                    hidden.remove(c);
                }
            }
        }
        let mut pool: Vec<Card> = hidden.to_vec();
        rng.shuffle(&mut pool);
        let mut hands = [Hand::default(); MAX_SEATS];
        let mut drawn = self.drawn;
        if let Some(shown) = &self.round_end_hands {
            hands[..shown.len()].copy_from_slice(shown);
        } else {
            hands[me as usize] = self.hand;
            // Another player about to play or keep a drawn card holds a playable one.
            let other_drawer = match self.phase {
                Phase::PlayOrKeep { seat } if seat != me => Some(seat),
                _ => None,
            };
            if let (Some(s), Some(top)) = (other_drawer, self.top) {
                let fits = |c: &Card| c.is_wild() || super::card::matching_mask(top, self.colour) & c.bit() != 0;
                if let Some(i) = pool.iter().position(fits) {
                    let c = pool.swap_remove(i);
                    hands[s as usize].add(c);
                    drawn = Some(c);
                }
            }
            for s in (0..n).filter(|&s| s != me) {
                self.deal_hidden_hand(s, &mut hands[s as usize], &mut pool, rng);
            }
        }
        let discard = self.discard_pile();
        let challenge = self.detail.challenge.map(|(offender, prev_colour, prev_pending)| {
            let base = self.detail.under_top.unwrap_or(Card::WILD);
            let bluff = super::legal::would_bluff(&self.rules, base, prev_colour, &hands[offender as usize]);
            PendingChallenge { offender, bluff, prev_colour, prev_pending }
        });
        Game {
            rules: self.rules.clone(),
            deck: self.deck,
            seats: n,
            hands,
            draw: Pile::from_cards(pool),
            discard,
            colour: self.colour,
            direction: self.direction,
            phase: super::game::PhaseCell::new(self.phase),
            dealer: self.dealer,
            round: self.round,
            scores: self.scores,
            pending: self.pending_draw,
            resolving: self.detail.resolving,
            challenge,
            takeback: self.detail.takeback,
            drawn,
            uno_called: self.uno_called,
            uno_exposed: self.uno_catchable,
            passes: self.detail.passes,
            reveal: self.revealed,
            lacks: self.lacks,
            last_round: self.last_round,
            rng: rng.fork(),
        }
    }

    /// Deals seat `s` (another player) its hidden hand from `pool`: first the cards it has held
    /// since each claim of what it lacked, from cards that fit the claims, then the rest.
    fn deal_hidden_hand(&self, s: Seat, hand: &mut Hand, pool: &mut Vec<Card>, rng: &mut Rng) {
        let size = self.hand_sizes[s as usize] as usize;
        // What a player was seen to lack covers the cards they have held since: those are
        // dealt first, from cards that fit the claim. Claims cover nested sets (the cards
        // held since an older claim were held at a newer one too), so the cards covered by
        // the most claims are dealt first, each avoiding every claim that covers it.
        let mut claims = [(0usize, 0 as CardMask); LACKS];
        let mut k = 0;
        // A Wild Draw Four that may still be challenged may be a bluff: what it seemed to
        // show is left to the one deciding whether to challenge.
        let open_challenge = self.detail.challenge.is_some_and(|(offender, _, _)| offender == s);
        for l in self.lacks[s as usize].iter().flatten().filter(|l| !(open_challenge && l.by_wild_draw_four)) {
            let covered = l.covers(size);
            if covered > 0 {
                claims[k] = (covered, l.mask);
                k += 1;
            }
        }
        // A drawn card already dealt (above) is one of the cards received since.
        let dealt = hand.len();
        let claims = &mut claims[..k];
        claims.sort_unstable_by_key(|c| c.0);
        for j in 0..claims.len() {
            let covered = claims[j].0;
            let lacked = claims[j..].iter().fold(0, |m, c| m | c.1);
            let mut i = pool.len();
            while hand.len() < dealt + covered && i > 0 {
                i -= 1;
                if pool[i].bit() & lacked == 0 {
                    hand.add(pool.swap_remove(i));
                }
            }
            // The cards passed over now lie at the end, where the next cards are dealt
            // from: shuffled again, the cards received since, the other hands and the
            // draw pile are as random as the shuffle made them (not mostly cards that
            // would have fitted).
            rng.shuffle(pool);
        }
        while hand.len() < size {
            match pool.pop() {
                Some(c) => hand.add(c),
                None => break,
            }
        }
    }

    /// The discard pile in order, the card under the top and the top card last.
    fn discard_pile(&self) -> Pile {
        let mut discard = Pile::default();
        let mut rest = self.discard;
        let ends: Vec<Card> = [self.detail.under_top, self.top].into_iter().flatten().collect();
        for c in &ends {
            rest.remove(*c);
        }
        for c in rest.cards().chain(ends) {
            discard.push(c);
        }
        discard
    }
}

//! Small helpers the bots share: counting colours, picking cards.

use crate::engine::{Action, Card, Colour, Hand, Rng, Seat, View, colour_mask};

/// Cards of each colour in `hand` (wilds not counted).
pub fn colour_counts(hand: &Hand) -> [u32; 4] {
    Colour::ALL.map(|c| hand.count_in(colour_mask(c)))
}

/// The colour `hand` holds most (wilds not counted); ties go to the colour worth more points,
/// then to the first in card order.
pub fn most_held_colour(hand: &Hand) -> Colour {
    let counts = colour_counts(hand);
    let points = Colour::ALL.map(|c| hand.cards().filter(|k| k.colour() == Some(c)).map(|k| k.points(0)).sum::<u32>());
    Colour::ALL
        .into_iter()
        .max_by_key(|c| (counts[c.index()], points[c.index()], std::cmp::Reverse(c.index())))
        .unwrap_or(Colour::Red)
}

/// The cards of the `Play` actions in `legal`.
pub fn plays(legal: &[Action]) -> impl Iterator<Item = Card> + '_ {
    legal.iter().filter_map(|a| match a {
        Action::Play(c) => Some(*c),
        _ => None,
    })
}

/// The first UNO call or catch in `legal`: a bot that never forgets takes it at once.
pub fn uno_or_catch(legal: &[Action]) -> Option<Action> {
    legal.iter().copied().find(|a| matches!(a, Action::CallUno | Action::Catch(_)))
}

/// How often a player forgets to call UNO. One forgetting lasts: asked again at the same moment
/// (the same round with two cards, or with the one card left after playing without the call) it
/// forgets again, so that a forgetful player can be caught.
#[derive(Clone, Debug)]
pub struct UnoMemory {
    /// The chance of forgetting at each new moment (0: never).
    forget: f64,
    /// The round and hand size at which it last forgot.
    forgot_at: Option<(u16, usize)>,
}

impl UnoMemory {
    /// Forgets with probability `forget` at each moment to call UNO.
    pub const fn forgetting(forget: f64) -> UnoMemory {
        UnoMemory { forget, forgot_at: None }
    }

    /// True when it may ever forget.
    pub fn forgets_ever(&self) -> bool {
        self.forget > 0.0
    }

    /// Looks at its hand at a decision: with more than two cards (caught, or drawn) the last
    /// forgetting is over, and the next UNO is a new chance to remember.
    pub fn see(&mut self, view: &View) {
        if view.hand.len() > 2 {
            self.forgot_at = None;
        }
    }

    /// Whether it calls UNO now (`rng` is drawn only by a player that may forget, and only once
    /// per moment).
    pub fn calls(&mut self, view: &View, rng: &mut Rng) -> bool {
        if !self.forgets_ever() {
            return true;
        }
        // With one card left the call is still owed for the same two cards.
        let moment = (view.round, view.hand.len().max(2));
        if self.forgot_at == Some(moment) {
            return false;
        }
        if rng.chance(self.forget) {
            self.forgot_at = Some(moment);
            false
        } else {
            true
        }
    }
}

/// The move that needs no thought: the only legal one, or an UNO call or a catch.
pub fn obvious_move(legal: &[Action]) -> Option<Action> {
    if legal.len() == 1 { Some(legal[0]) } else { uno_or_catch(legal) }
}

/// Draw if it is legal, else Pass, else the first legal action.
pub fn draw_or_pass(legal: &[Action]) -> Action {
    legal
        .iter()
        .copied()
        .find(|a| *a == Action::Draw)
        .or_else(|| legal.iter().copied().find(|a| *a == Action::Pass))
        .unwrap_or(legal[0])
}

/// A random card among `cards`, each weighted by how many copies `hand` holds.
pub fn weighted_pick(cards: &[Card], hand: &Hand, rng: &mut Rng) -> Option<Card> {
    let total: u32 = cards.iter().map(|&c| hand.count(c) as u32).sum();
    if total == 0 {
        return None;
    }
    let mut k = rng.below(total);
    for &c in cards {
        let n = hand.count(c) as u32;
        if k < n {
            return Some(c);
        }
        k -= n;
    }
    cards.last().copied()
}

/// The other seat with the fewest cards (ties: the next in the direction of play).
pub fn fewest_cards_opponent(view: &View) -> Seat {
    let me = view.seat.unwrap_or(0);
    let n = view.seats;
    (1..n).map(|k| next_seat(view, me, k)).min_by_key(|&s| view.hand_size(s)).unwrap_or((me + 1) % n)
}

/// The seat `steps` places after `from` in the direction of play.
pub fn next_seat(view: &View, from: Seat, steps: u8) -> Seat {
    let n = view.seats as i32;
    let d = match view.direction {
        crate::engine::Direction::Clockwise => 1,
        crate::engine::Direction::CounterClockwise => -1,
    };
    (from as i32 + d * steps as i32).rem_euclid(n) as Seat
}

/// The card of `hand` worth the most points (wilds last: they are the best to keep).
pub fn most_expensive_to_keep(hand: &Hand) -> Option<Card> {
    hand.cards().max_by_key(|c| (!c.is_wild(), c.points(40)))
}

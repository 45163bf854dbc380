//! Normal: a hand-written player with good habits. It counts colours and the cards it has seen,
//! keeps wilds for when they matter, names its best colour, aims Skips and Draw cards at whoever is
//! closest to going out, bluffs a Wild Draw Four now and then, challenges when the cards it has
//! seen make a bluff likely, and forgets to call UNO one time in ten (so that a table of Normal
//! players leaves the people somebody to catch now and then).

use crate::engine::{Action, Card, Colour, Decision, Kind, Phase, Rng, Seat, View, colour_mask, mix_seed};

use super::Bot;
use super::util::{
    UnoMemory, colour_counts, draw_or_pass, fewest_cards_opponent, most_expensive_to_keep, next_seat, obvious_move,
    plays, uno_or_catch,
};

/// The heuristic player.
#[derive(Clone, Debug)]
pub struct NormalBot {
    rng: Rng,
    /// How often it forgets UNO.
    uno: UnoMemory,
    /// Drawn only for forgetting, so that its other choices stay what they were.
    uno_rng: Rng,
}

/// How often Normal forgets to call UNO.
pub const NORMAL_FORGETS_UNO: f64 = 0.05;

impl NormalBot {
    /// A Normal bot with its own seed.
    pub fn new(seed: u64) -> NormalBot {
        NormalBot {
            rng: Rng::new(seed),
            uno: UnoMemory::forgetting(NORMAL_FORGETS_UNO),
            uno_rng: Rng::new(mix_seed(seed, 0x0e0)),
        }
    }

    /// `a`, unless it is an UNO call that it forgets now.
    fn remembered(&mut self, view: &View, a: Action) -> Option<Action> {
        match a {
            Action::CallUno if !self.uno.calls(view, &mut self.uno_rng) => None,
            a => Some(a),
        }
    }
}

/// The colour to name: the one with the most cards, counting action cards and points a little.
pub fn best_colour(view: &View, rng: &mut Rng) -> Colour {
    let counts = colour_counts(&view.hand);
    if counts.iter().all(|&n| n == 0) {
        // Nothing to follow: the colour others are least likely to hold (most already played).
        let unseen = view.unseen();
        return Colour::ALL
            .into_iter()
            .min_by_key(|c| (unseen.count_in(colour_mask(*c)), rng.below(4)))
            .unwrap_or(Colour::Red);
    }
    let score = |c: Colour| -> u32 {
        let cards: Vec<Card> = view.hand.cards().filter(|k| k.colour() == Some(c)).collect();
        cards.len() as u32 * 10
            + cards.iter().filter(|k| !matches!(k.kind(), Kind::Number(_))).count() as u32 * 3
            + cards.iter().map(|k| k.points(0)).sum::<u32>() / 10
    };
    Colour::ALL.into_iter().max_by_key(|&c| (score(c), std::cmp::Reverse(c.index()))).unwrap_or(Colour::Red)
}

/// Probability that `seat` holds at least one card of `colour`, given the cards the viewer has not
/// seen (drawn uniformly: a player's hand is a random part of the unseen cards).
pub fn chance_holds_colour(view: &View, seat: Seat, colour: Colour) -> f64 {
    let unseen = view.unseen();
    let total = unseen.len() as f64;
    let of_colour = unseen.count_in(colour_mask(colour)) as f64;
    let n = view.hand_size(seat);
    let mut none = 1.0;
    for i in 0..n {
        let left = total - i as f64;
        if left <= 0.0 {
            break;
        }
        none *= ((left - of_colour) / left).max(0.0);
    }
    1.0 - none
}

impl NormalBot {
    fn play_turn(&mut self, view: &View, legal: &[Action]) -> Action {
        let me = view.seat.unwrap_or(0);
        let playable: Vec<Card> = plays(legal).collect();
        if playable.is_empty() {
            return draw_or_pass(legal);
        }
        let next = next_seat(view, me, 1);
        let next_cards = view.hand_size(next);
        let danger = (0..view.seats).filter(|&s| s != me).map(|s| view.hand_size(s)).min().unwrap_or(7);
        let counts = colour_counts(&view.hand);
        let bluff = view.would_bluff();
        let mut best: Option<(i32, Card)> = None;
        for &card in &playable {
            let mut score: i32 = 0;
            match card.kind() {
                Kind::Number(n) => score += n as i32 / 3,
                Kind::Skip | Kind::DrawTwo => {
                    score += 6;
                    if next_cards <= 2 {
                        score += 40;
                    }
                    if view.seats == 2 {
                        score += 12;
                    }
                }
                Kind::Reverse => {
                    score += 4;
                    if view.seats == 2 || next_cards <= 2 {
                        score += if view.seats == 2 { 12 } else { 25 };
                    }
                }
                Kind::WildDrawFour => {
                    score -= 30;
                    if next_cards <= 2 {
                        score += 70;
                    }
                    if bluff {
                        // A bluff is worth it mostly against someone about to go out.
                        score -= if next_cards <= 2 { 15 } else { 60 };
                    }
                }
                Kind::Wild | Kind::SwapHands | Kind::Custom(_) => {
                    score -= 35;
                    if card == Card::SWAP_HANDS && danger <= 2 && view.hand.len() > danger {
                        score += 60;
                    }
                }
            }
            if let Some(c) = card.colour() {
                // Stay in (or move to) the colour we hold most; play the high cards early.
                score += counts[c.index()] as i32 * 3;
                score += card.points(40) as i32 / 5;
            }
            // Keep something to follow with when down to few cards.
            if view.hand.len() == 2 && card.is_wild() {
                score += 20;
            }
            score = score * 4 + self.rng.below(4) as i32;
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, card));
            }
        }
        let (score, card) = best.expect("playable is not empty");
        // A lone wild is kept when a draw costs little and nobody is close to going out.
        if card.is_wild() && score < -100 && danger > 3 && view.hand.len() < 6 && legal.contains(&Action::Draw) {
            return Action::Draw;
        }
        Action::Play(card)
    }

    fn answer_penalty(&mut self, view: &View, legal: &[Action]) -> Action {
        if let Some(c) = plays(legal).next() {
            return Action::Play(c);
        }
        if legal.contains(&Action::Challenge)
            && let Some((offender, colour)) = view.challenge_info()
        {
            // Playing a +4 while holding the colour is a bluff; players rarely do it, so only a
            // strong likelihood from the cards seen makes a challenge worth two extra cards.
            let p = chance_holds_colour(view, offender, colour);
            if p > 0.93 {
                return Action::Challenge;
            }
        }
        Action::Accept
    }
}

impl Bot for NormalBot {
    fn name(&self) -> &'static str {
        "normal"
    }

    fn decide(&mut self, decision: &Decision) -> Action {
        let legal = decision.legal();
        let view = decision.view();
        self.uno.see(view);
        if let Some(a) = obvious_move(legal).and_then(|a| self.remembered(view, a)) {
            return a;
        }
        let choice = match view.phase {
            Phase::Turn { .. } => self.play_turn(view, legal),
            Phase::ChooseColour { .. } => Action::ChooseColour(best_colour(view, &mut self.rng)),
            Phase::ChooseTarget { .. } => Action::ChooseTarget(fewest_cards_opponent(view)),
            Phase::DrawPenalty { .. } => self.answer_penalty(view, legal),
            Phase::PlayOrKeep { .. } => match view.drawn {
                Some(c) if c.is_wild() && view.hand.len() > 3 => Action::KeepDrawn,
                _ => Action::PlayDrawn,
            },
            Phase::GiveCards { .. } => most_expensive_to_keep(&view.hand).map(Action::GiveCard).unwrap_or(legal[0]),
            _ => legal[0],
        };
        if legal.contains(&choice) {
            return choice;
        }
        let other = |a: &&Action| !matches!(a, Action::CallUno | Action::Catch(_));
        legal
            .iter()
            .copied()
            .find(|a| *a == Action::PlayDrawn)
            .or(legal.iter().find(other).copied())
            .unwrap_or(legal[0])
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        let legal = decision.legal();
        uno_or_catch(legal)
            .and_then(|a| self.remembered(decision.view(), a))
            .or_else(|| legal.iter().copied().find(|a| matches!(a, Action::JumpIn(_))))
    }
}

//! Hard: information-set search. For every decision it imagines many games consistent with what
//! its seat has seen: the hidden cards dealt at random, except that the cards a player has held
//! since they were seen to lack something (they drew: nothing fitted; they played a Wild: no
//! coloured card fitted; a Wild Draw Four: none of the colour in force) are dealt from cards that
//! fit that, and that players who play a Wild Draw Four are assumed to bluff rarely. It tries
//! every move in the same imagined games and plays each hand to its end with fast policies (its
//! own moves with Normal-like habits, the others with the reference player's); the
//! move that wins most often is played. The imagined games are numbered and each is drawn from its
//! own seed, so the playouts can run on every core and the move is the same on any number of
//! threads.
//!
//! With partners (when told of them) a hand won by any seat of its team counts as won, in every
//! playout; the other players are imagined to play for their teams too (never catching a partner,
//! choosing an opponent as a target), and its own choices leave out catching or challenging a
//! partner and giving cards to one (a swap with a partner only where a swap with an opponent would
//! hand that opponent the smaller hand). It still sees only its own seat's view.

use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::engine::{
    Action, ActionList, Card, Colour, Decision, Game, Hand, NoEvents, Phase, Rng, Seat, Teams, View, colour_mask,
    mix_seed,
};

use super::Bot;
use super::util::{
    call_before, follow_up, hits_partner, moves_besides_call, obvious_move, seen_teams, sensible_targets,
    uno_or_catch_for, weighted_pick,
};

/// How much thinking a decision gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of playouts per decision: deterministic for a given seed.
    Iterations(u32),
    /// A time limit per decision (not deterministic: it depends on the machine).
    Millis(u32),
}

/// The default budget, in playouts per decision: fits a p99 decision time well under 50 ms on one core.
pub const DEFAULT_BUDGET: Budget = Budget::Iterations(6000);

/// Chance that a player holding the colour plays a Wild Draw Four anyway (a bluff), used to weigh
/// the imagined hands when deciding whether to challenge. Most players (and every other bot level)
/// rarely bluff, and a wrong challenge costs two cards.
const BLUFF_PRIOR: f64 = 0.05;

/// Imagined games per unit of work: the worlds of a decision are numbered, each drawn from its own
/// seed, and handed out to threads in groups of this many.
const WORLDS_PER_TASK: u32 = 8;

/// Where a search runs its playouts.
#[derive(Clone, Debug)]
enum Threads {
    /// On the calling thread.
    One,
    /// On rayon's shared pool (every core).
    Every,
    /// On a pool of its own.
    Pool(Arc<rayon::ThreadPool>),
}

/// The search player.
#[derive(Clone, Debug)]
pub struct HardBot {
    rng: Rng,
    budget: Budget,
    threads: Threads,
    /// Whether it is told who its partners are (else it plays for itself).
    knows_partners: bool,
    /// The move chosen together with an UNO call, for the decision right after it.
    after_call: Option<Action>,
}

impl HardBot {
    /// A Hard bot with its own seed and budget; its playouts are spread over every core.
    pub fn new(seed: u64, budget: Budget) -> HardBot {
        HardBot { rng: Rng::new(seed), budget, threads: Threads::Every, knows_partners: true, after_call: None }
    }

    /// The same bot, told of its partners (`true`, as built) or told nothing of the teams: then it
    /// plays for itself, a partner's win counting as a loss.
    pub fn knowing_partners(mut self, knows: bool) -> HardBot {
        self.knows_partners = knows;
        self
    }

    /// The same bot with its playouts on `n` threads (0: every core; 1: the calling thread only).
    /// The decisions do not depend on it: with a playout budget, the same seed gives the same move
    /// on any number of threads.
    pub fn with_threads(mut self, n: usize) -> HardBot {
        self.threads = match n {
            0 => Threads::Every,
            1 => Threads::One,
            n => match rayon::ThreadPoolBuilder::new().num_threads(n).build() {
                Ok(pool) => Threads::Pool(Arc::new(pool)),
                Err(_) => Threads::One,
            },
        };
        self
    }

    /// The move for this decision, from `legal` without an UNO call with two cards.
    fn choose(&mut self, view: &View, legal: &[Action], me: Seat) -> Action {
        let teams = seen_teams(view, self.knows_partners);
        if let Some(a) = obvious_move(legal, teams, me) {
            return a;
        }
        if !teams.partners() {
            return self.search(view, legal, teams);
        }
        // Moves that only hurt the team are not worth a playout.
        let worth = |a: &&Action| match **a {
            Action::ChooseTarget(t) => sensible_targets(view, teams).any(|s| s == t),
            a => !hits_partner(a, view, teams, me),
        };
        let moves: Vec<Action> = legal.iter().filter(worth).copied().collect();
        match moves.len() {
            0 => self.search(view, legal, teams),
            1 => moves[0],
            _ => self.search(view, &moves, teams),
        }
    }

    /// Tries every move in the same imagined games (common random numbers: the moves are compared
    /// on identical hidden cards and identical luck, which makes small differences visible).
    fn search(&mut self, view: &View, moves: &[Action], teams: Teams) -> Action {
        let base = self.rng.next_u64();
        let mut wins = vec![0.0f64; moves.len()];
        match self.budget {
            Budget::Iterations(n) => {
                let worlds = n.div_ceil(moves.len() as u32).max(1);
                self.add_worlds(view, moves, base, 0..worlds, &mut wins, teams);
            }
            Budget::Millis(ms) => {
                let start = Instant::now();
                let limit = Duration::from_millis(ms as u64);
                // One group of imagined games per thread between looks at the clock.
                let threads = match &self.threads {
                    Threads::One => 1,
                    Threads::Every => rayon::current_num_threads(),
                    Threads::Pool(pool) => pool.current_num_threads(),
                };
                let step = WORLDS_PER_TASK * threads as u32;
                let mut from = 0;
                while from == 0 || start.elapsed() < limit {
                    self.add_worlds(view, moves, base, from..from + step, &mut wins, teams);
                    from += step;
                }
            }
        }
        let best = (0..moves.len()).max_by(|&a, &b| wins[a].total_cmp(&wins[b]).then(b.cmp(&a))).unwrap_or(0);
        moves[best]
    }

    /// Adds to `wins` the results of every move in the imagined games numbered `worlds`. Each
    /// result is a whole number, so the sums are exact in any order: the threads change nothing.
    fn add_worlds(&self, view: &View, moves: &[Action], base: u64, worlds: Range<u32>, wins: &mut [f64], teams: Teams) {
        let tasks = (worlds.end - worlds.start).div_ceil(WORLDS_PER_TASK);
        let task = |t: u32| {
            let from = worlds.start + t * WORLDS_PER_TASK;
            let to = (from + WORLDS_PER_TASK).min(worlds.end);
            let mut sums = vec![0.0f64; moves.len()];
            let mut list = ActionList::new();
            for w in from..to {
                play_world(view, moves, mix_seed(base, w as u64), &mut sums, &mut list, teams);
            }
            sums
        };
        let add = |mut a: Vec<f64>, b: Vec<f64>| {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
            a
        };
        let zero = || vec![0.0f64; moves.len()];
        let sums = match &self.threads {
            Threads::One => (0..tasks).map(task).fold(zero(), add),
            Threads::Every => (0..tasks).into_par_iter().map(task).reduce(zero, add),
            Threads::Pool(pool) => pool.install(|| (0..tasks).into_par_iter().map(task).reduce(zero, add)),
        };
        wins.iter_mut().zip(sums).for_each(|(x, y)| *x += y);
    }
}

/// Imagines a game consistent with the view; when answering a Wild Draw Four, hands that make it a
/// bluff are kept only as often as players bluff.
fn imagine(view: &View, rng: &mut Rng) -> Game {
    let mut g = view.sample_game(rng);
    if view.challengeable {
        for _ in 0..16 {
            if g.pending_bluff() != Some(true) || rng.chance(BLUFF_PRIOR) {
                break;
            }
            g = view.sample_game(rng);
        }
    }
    g
}

/// Plays every move in one imagined game (drawn from `seed`) with the same luck after it, adding
/// each move's result to `sums` (`teams`: the teams as the searching player sees them). A move
/// from two cards to one is played as Hard makes it: after the UNO call, when not yet made.
fn play_world(view: &View, moves: &[Action], seed: u64, sums: &mut [f64], list: &mut ActionList, teams: Teams) {
    let me = view.seat.unwrap_or(0);
    let calls = view.hand.len() == 2 && !view.called_uno(me);
    let mut rng = Rng::new(seed);
    let world = imagine(view, &mut rng);
    let luck = rng.next_u64();
    for (i, &m) in moves.iter().enumerate() {
        let mut g = world.clone();
        let mut rng = Rng::new(luck);
        let call_first = calls && matches!(m, Action::Play(_) | Action::PlayDrawn);
        let moved = if call_first {
            g.apply_with(me, Action::CallUno, &mut NoEvents).and_then(|()| g.apply_with(me, m, &mut NoEvents))
        } else {
            g.apply_with(me, m, &mut NoEvents)
        };
        sums[i] += match moved {
            Ok(()) => playout(&mut g, me, &mut rng, list, teams),
            Err(_) => -1.0,
        };
    }
}

impl Bot for HardBot {
    fn name(&self) -> &'static str {
        "hard"
    }

    fn decide(&mut self, decision: &Decision) -> Action {
        let legal = decision.legal();
        let view = decision.view();
        if let Some(a) = follow_up(&mut self.after_call, view, legal) {
            return a;
        }
        // The move first (the search plays a move down to one card after the call); UNO with two
        // cards only before a move that leaves one.
        let choice = self.choose(view, moves_besides_call(view, legal), decision.seat());
        call_before(&mut self.after_call, view, legal, choice, || true)
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        let legal = decision.legal();
        let teams = seen_teams(decision.view(), self.knows_partners);
        uno_or_catch_for(legal, teams, decision.seat())
            .or_else(|| legal.iter().copied().find(|a| matches!(a, Action::JumpIn(_))))
    }
}

/// Plays an imagined game to the end of the hand with the fast policy; 1 if `me`'s team (as
/// `teams` has it) wins it.
fn playout(g: &mut Game, me: Seat, rng: &mut Rng, list: &mut ActionList, teams: Teams) -> f64 {
    for _ in 0..5000 {
        let Some(seat) = g.to_act() else {
            return match g.last_round() {
                Some(r) if teams.same_team(r.winner, me) => 1.0,
                _ => 0.0,
            };
        };
        g.legal_actions(seat, list);
        let a = if seat == me { smart_policy(g, seat, list, rng, teams) } else { policy(g, seat, list, rng, teams) };
        if g.apply_with(seat, a, &mut NoEvents).is_err() {
            return 0.0;
        }
    }
    0.0
}

/// The searching player's own moves in imagined games: a quick version of Normal's habits (aim
/// action cards at a player close to going out, keep wilds, stay in the colour held most).
fn smart_policy(g: &Game, seat: Seat, list: &ActionList, rng: &mut Rng, teams: Teams) -> Action {
    if let Some(a) = uno_first(list, seat, teams) {
        return a;
    }
    if matches!(g.phase(), Phase::ChooseColour { .. }) {
        return Action::ChooseColour(most_held(g.hand(seat)));
    }
    if !matches!(g.phase(), Phase::Turn { .. }) {
        return policy(g, seat, list, rng, teams);
    }
    let hand = g.hand(seat);
    let next = g.seat_after(seat, 1);
    let next_cards = g.hand(next).len();
    let two = g.seats() == 2;
    let mut best = None;
    let mut best_score = i32::MIN;
    for a in list.iter() {
        let Action::Play(c) = *a else { continue };
        let mut score = rng.below(8) as i32;
        match c.kind() {
            crate::engine::Kind::Number(n) => score += n as i32,
            crate::engine::Kind::Skip | crate::engine::Kind::DrawTwo => {
                score += if next_cards <= 2 { 80 } else { 12 } + if two { 30 } else { 0 };
            }
            crate::engine::Kind::Reverse => {
                score += if two {
                    40
                } else if next_cards <= 2 {
                    50
                } else {
                    8
                }
            }
            crate::engine::Kind::WildDrawFour => {
                score += if next_cards <= 2 { 90 } else { -60 };
                if g.would_bluff(hand) {
                    score -= 10;
                }
            }
            _ => score -= 70,
        }
        if let Some(col) = c.colour() {
            score += 4 * hand.count_in(colour_mask(col)) as i32;
        }
        if score > best_score {
            best_score = score;
            best = Some(*a);
        }
    }
    best.unwrap_or(list[list.len() - 1])
}

/// The UNO call or catch a player takes at once: a list puts them first; a partner is never caught.
#[inline]
fn uno_first(list: &ActionList, seat: Seat, teams: Teams) -> Option<Action> {
    match list[0] {
        Action::CallUno => Some(Action::CallUno),
        Action::Catch(_) => list.iter().copied().take_while(|a| matches!(a, Action::Catch(_))).find(|a| match *a {
            Action::Catch(s) => !teams.same_team(seat, s),
            _ => false,
        }),
        _ => None,
    }
}

/// The colour `hand` holds most (wilds not counted).
fn most_held(hand: &Hand) -> Colour {
    Colour::ALL.into_iter().max_by_key(|&c| hand.count_in(colour_mask(c))).unwrap_or(Colour::Red)
}

/// The other players' moves in imagined games: the reference player's habits (Basic): a fair Wild
/// Draw Four first, else a random fitting coloured card (a card held twice twice as likely), a
/// wild only when nothing else fits, a random colour after a Wild and the colour held most after
/// a Wild Draw Four; it stacks, catches, plays a drawn card unless that would be a bluff, and
/// never bluffs or challenges. The closer this is to how the others play, the better the search
/// judges what they will do.
fn policy(g: &Game, seat: Seat, list: &ActionList, rng: &mut Rng, teams: Teams) -> Action {
    if let Some(a) = uno_first(list, seat, teams) {
        return a;
    }
    let hand = g.hand(seat);
    match g.phase() {
        Phase::Turn { .. } => {
            let mut plain = [Card::WILD; 64];
            let mut n_plain = 0;
            let mut wild = None;
            let mut plus_four = false;
            for a in list.iter() {
                match *a {
                    Action::Play(Card::WILD_DRAW_FOUR) => plus_four = true,
                    Action::Play(c) if c.is_wild() => wild = Some(c),
                    Action::Play(c) => {
                        plain[n_plain] = c;
                        n_plain += 1;
                    }
                    _ => {}
                }
            }
            if plus_four && !g.would_bluff(hand) {
                Action::Play(Card::WILD_DRAW_FOUR)
            } else if n_plain > 0 {
                Action::Play(weighted_pick(&plain[..n_plain], hand, rng).unwrap_or(plain[0]))
            } else if let Some(c) = wild {
                Action::Play(c)
            } else {
                list[list.len() - 1]
            }
        }
        Phase::ChooseColour { .. } if g.resolving_card() == Some(Card::WILD_DRAW_FOUR) => {
            Action::ChooseColour(most_held(hand))
        }
        Phase::ChooseColour { .. } => Action::ChooseColour(Colour::from_index(rng.below(4) as usize)),
        Phase::ChooseTarget { .. } => {
            let target = (0..g.seats() as Seat)
                .filter(|&s| !teams.same_team(seat, s))
                .min_by_key(|&s| g.hand(s).len())
                .unwrap_or((seat + 1) % g.seats() as Seat);
            Action::ChooseTarget(target)
        }
        Phase::DrawPenalty { .. } => {
            list.iter().copied().find(|a| matches!(a, Action::Play(_))).unwrap_or(Action::Accept)
        }
        Phase::PlayOrKeep { .. } if g.drawn_card() == Some(Card::WILD_DRAW_FOUR) && g.would_bluff(hand) => {
            Action::KeepDrawn
        }
        Phase::PlayOrKeep { .. } => Action::PlayDrawn,
        // UNO calls and catches (of partners, here) come first in a list: the first other action.
        _ => list.iter().copied().find(|a| !matches!(a, Action::CallUno | Action::Catch(_))).unwrap_or(list[0]),
    }
}

//! The simulator: plays many hands between bots without Bevy and reports speed, results and any
//! broken invariant. `uno-party sim --help` lists its options.

use std::time::{Duration, Instant};

use crate::ai::{Bot, BotKind};
use crate::engine::{Action, ActionList, Decision, Game, NoEvents, Phase, RuleSet, Seat, Setup};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// Seats at the table.
    pub players: usize,
    /// Hands to play.
    pub games: u64,
    /// Seed of everything.
    pub seed: u64,
    /// Bot per seat; the last one fills the remaining seats.
    pub bots: Vec<BotKind>,
    /// The rules.
    pub rules: RuleSet,
    /// Check every invariant after every decision (slower) rather than at the end of every hand.
    pub full_checks: bool,
}

/// One broken invariant, with enough to reproduce it.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Match number (its seed is derived from the simulation seed and this number).
    pub match_index: u64,
    /// What broke.
    pub message: String,
}

/// What a simulation measured.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    /// Hands played.
    pub games: u64,
    /// Decisions taken (every applied action but the deals).
    pub decisions: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Hands won per seat.
    pub wins: Vec<u64>,
    /// Matches finished.
    pub matches: u64,
    /// Invariant violations found.
    pub invariant_violations: u64,
    /// The first few violations.
    pub violations: Vec<Violation>,
}

impl SimReport {
    /// Hands per second.
    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Nanoseconds per decision.
    pub fn ns_per_decision(&self) -> f64 {
        self.elapsed.as_nanos() as f64 / self.decisions.max(1) as f64
    }

    /// Mean decisions per hand.
    pub fn mean_decisions_per_game(&self) -> f64 {
        self.decisions as f64 / self.games.max(1) as f64
    }
}

/// The simulation stops after this many violations: something is badly broken.
const MAX_VIOLATIONS: u64 = 1000;

/// A hand longer than this is reported as stuck.
const MAX_DECISIONS_PER_HAND: u32 = 200_000;

/// A 64-bit mix of two numbers (seeds for matches and bots).
pub fn mix_seed(a: u64, b: u64) -> u64 {
    let mut r = crate::engine::Rng::new(a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64()
}

/// Runs a simulation.
pub fn run(cfg: &SimConfig) -> SimReport {
    let n = cfg.players;
    let seat_bot: Vec<BotKind> =
        (0..n).map(|i| cfg.bots.get(i).or(cfg.bots.last()).copied().unwrap_or(BotKind::Random)).collect();
    let mut bots: Vec<Box<dyn Bot>> =
        seat_bot.iter().enumerate().map(|(i, k)| k.build(mix_seed(cfg.seed, 1000 + i as u64))).collect();
    let mut report = SimReport { wins: vec![0; n], ..SimReport::default() };
    let mut list = ActionList::new();
    let mut match_index = 0u64;
    let new_match = |m: u64| {
        Game::new(Setup { seats: n, rules: cfg.rules.clone(), seed: mix_seed(cfg.seed, m), dealer: None })
            .expect("the seat count was checked")
    };
    let mut game = new_match(match_index);
    let mut hand_decisions = 0u32;
    let start = Instant::now();
    let violation = |report: &mut SimReport, m: u64, message: String| {
        report.invariant_violations += 1;
        if report.violations.len() < 10 {
            report.violations.push(Violation { match_index: m, message });
        }
    };
    while report.games < cfg.games && report.invariant_violations <= MAX_VIOLATIONS {
        let actor = match game.phase() {
            Phase::WaitingToDeal | Phase::RoundOver => {
                game.apply_with(0, Action::StartRound, &mut NoEvents).expect("dealing between rounds is legal");
                hand_decisions = 0;
                continue;
            }
            Phase::MatchOver { .. } => {
                report.matches += 1;
                match_index += 1;
                game = new_match(match_index);
                continue;
            }
            phase => phase.actor().expect("in-round phases have an actor"),
        };
        game.legal_actions(actor, &mut list);
        if list.is_empty() {
            violation(&mut report, match_index, format!("seat {actor} has no legal action in {:?}", game.phase()));
            match_index += 1;
            game = new_match(match_index);
            continue;
        }
        let action = bots[actor as usize].decide(&Decision::new(&game, actor, &list));
        if let Err(e) = game.apply_with(actor, action, &mut NoEvents) {
            violation(&mut report, match_index, format!("legal action {action:?} by seat {actor} refused: {e}"));
            match_index += 1;
            game = new_match(match_index);
            continue;
        }
        report.decisions += 1;
        hand_decisions += 1;
        if game.out_of_turn_possible() {
            report.decisions += interrupts(&mut game, &mut bots, &mut list, actor);
        }
        if cfg.full_checks
            && let Err(e) = game.check_invariants()
        {
            violation(&mut report, match_index, e);
        }
        if matches!(game.phase(), Phase::RoundOver | Phase::MatchOver { .. }) {
            report.games += 1;
            let winner = game.last_round().expect("a finished round has a result").winner;
            report.wins[winner as usize] += 1;
            if let Err(e) = game.check_invariants() {
                violation(&mut report, match_index, e);
            }
        } else if hand_decisions > MAX_DECISIONS_PER_HAND {
            violation(&mut report, match_index, format!("a hand lasted over {MAX_DECISIONS_PER_HAND} decisions"));
            match_index += 1;
            game = new_match(match_index);
        }
    }
    report.elapsed = start.elapsed();
    report
}

/// Gives every other seat, in turn order, the chance of an out-of-turn action. Returns how many were taken.
fn interrupts(game: &mut Game, bots: &mut [Box<dyn Bot>], list: &mut ActionList, actor: Seat) -> u64 {
    let n = game.seats() as Seat;
    let mut taken = 0;
    for k in 1..=n {
        let seat = (actor + k) % n;
        if !game.phase().in_round() {
            break;
        }
        if game.to_act() == Some(seat) {
            continue;
        }
        game.legal_actions(seat, list);
        if list.is_empty() {
            continue;
        }
        if let Some(a) = bots[seat as usize].interrupt(&Decision::new(game, seat, list))
            && game.apply_with(seat, a, &mut NoEvents).is_ok()
        {
            taken += 1;
        }
    }
    taken
}

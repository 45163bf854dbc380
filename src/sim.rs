//! The simulator: plays many hands between bots without Bevy and reports speed, results and any
//! broken invariant. `uno-party sim --help` lists its options.

use std::time::{Duration, Instant};

use crate::ai::{Bot, BotKind, Budget, DEFAULT_BUDGET, RandomBot};
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
    /// Bot per seat; the last one fills the remaining seats. Seats rotate with every new match.
    pub bots: Vec<BotKind>,
    /// The rules.
    pub rules: RuleSet,
    /// Check every invariant after every decision rather than at the end of every hand.
    pub full_checks: bool,
    /// Search budget of Hard bots.
    pub budget: Budget,
}

impl SimConfig {
    /// `games` hands between `bots` at `players` seats, official rules.
    pub fn new(players: usize, games: u64, seed: u64, bots: Vec<BotKind>) -> SimConfig {
        SimConfig { players, games, seed, bots, rules: RuleSet::default(), full_checks: false, budget: DEFAULT_BUDGET }
    }

    /// The bot kind of each slot: the list, its last entry repeated to fill the table.
    pub fn slots(&self) -> Vec<BotKind> {
        (0..self.players).map(|i| self.bots.get(i).or(self.bots.last()).copied().unwrap_or(BotKind::Random)).collect()
    }
}

/// One broken invariant, with enough to reproduce it.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Match number (its seed is derived from the simulation seed and this number).
    pub match_index: u64,
    /// What broke.
    pub message: String,
}

/// Results of one bot level (all the seats it played, taken together).
#[derive(Clone, Debug, Default)]
pub struct BotReport {
    /// Level name.
    pub name: String,
    /// Seats it played at each table.
    pub seats: usize,
    /// Hands it won.
    pub hands_won: u64,
    /// Hands it played (per seat: one hand at a table of 4 with this bot on two seats counts twice).
    pub hands: u64,
    /// Matches it won.
    pub matches_won: u64,
    /// Decision times in milliseconds (not measured for the random bot).
    pub latencies_ms: Vec<f32>,
}

impl BotReport {
    /// Share of hands won.
    pub fn win_rate(&self) -> f64 {
        self.hands_won as f64 / self.hands.max(1) as f64
    }

    /// 95% Wilson interval of the share of hands won.
    pub fn wilson(&self) -> (f64, f64) {
        wilson(self.hands_won, self.hands)
    }

    /// The `q` quantile of decision time, in milliseconds.
    pub fn latency_ms(&self, q: f64) -> f64 {
        if self.latencies_ms.is_empty() {
            return 0.0;
        }
        let mut v = self.latencies_ms.clone();
        v.sort_by(f32::total_cmp);
        let i = ((v.len() - 1) as f64 * q).round() as usize;
        v[i] as f64
    }
}

/// 95% Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z / denom * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
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
    /// Per bot level, in the order first named.
    pub bots: Vec<BotReport>,
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

/// A hand longer than this is reported as stuck.
const MAX_DECISIONS_PER_HAND: u32 = 200_000;
/// The simulation stops after this many violations: something is badly broken.
const MAX_VIOLATIONS: u64 = 1000;

pub use crate::engine::mix_seed;

/// A bot of the simulation. The random bot, which decides in a few nanoseconds, is called
/// directly: through `dyn Bot` the call itself was a fifth of the cost of a random decision.
enum SimBot {
    Random(RandomBot),
    Other(Box<dyn Bot>),
}

impl SimBot {
    fn new(kind: BotKind, seed: u64, budget: Budget) -> SimBot {
        match kind {
            BotKind::Random => SimBot::Random(RandomBot::new(seed)),
            k => SimBot::Other(k.build_with(seed, budget)),
        }
    }

    #[inline]
    fn decide(&mut self, decision: &Decision) -> Action {
        match self {
            SimBot::Random(b) => b.decide(decision),
            SimBot::Other(b) => b.decide(decision),
        }
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        match self {
            SimBot::Random(b) => b.interrupt(decision),
            SimBot::Other(b) => b.interrupt(decision),
        }
    }
}

/// The bots of a simulation and who sits where.
struct Table {
    bots: Vec<SimBot>,
    /// Index into `SimReport::bots` of each slot.
    report_of_slot: Vec<usize>,
    /// Whether each slot's decisions are timed.
    timed: Vec<bool>,
    /// Slot playing each seat in the current match.
    slot_of_seat: Vec<usize>,
}

impl Table {
    fn seat_for_match(&mut self, m: u64) {
        let n = self.bots.len();
        for (seat, slot) in self.slot_of_seat.iter_mut().enumerate() {
            *slot = (seat + m as usize) % n;
        }
    }
}

/// Runs a simulation.
pub fn run(cfg: &SimConfig) -> SimReport {
    let n = cfg.players;
    let slots = cfg.slots();
    let mut report = SimReport { wins: vec![0; n], ..SimReport::default() };
    let mut report_of_slot = Vec::new();
    for k in &slots {
        let i = match report.bots.iter().position(|b| b.name == k.name()) {
            Some(i) => i,
            None => {
                report.bots.push(BotReport { name: k.name().to_string(), ..BotReport::default() });
                report.bots.len() - 1
            }
        };
        report.bots[i].seats += 1;
        report_of_slot.push(i);
    }
    let mut table = Table {
        bots: slots
            .iter()
            .enumerate()
            .map(|(i, &k)| SimBot::new(k, mix_seed(cfg.seed, 1000 + i as u64), cfg.budget))
            .collect(),
        report_of_slot,
        timed: slots.iter().map(|k| *k != BotKind::Random).collect(),
        slot_of_seat: vec![0; n],
    };
    let mut list = ActionList::new();
    let mut match_index = 0u64;
    let new_match = |m: u64| {
        Game::new(Setup { seats: n, rules: cfg.rules.clone(), seed: mix_seed(cfg.seed, m), dealer: None })
            .expect("the seat count was checked")
    };
    let mut game = new_match(match_index);
    table.seat_for_match(match_index);
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
            Phase::MatchOver { winner } => {
                report.matches += 1;
                let slot = table.slot_of_seat[winner as usize];
                report.bots[table.report_of_slot[slot]].matches_won += 1;
                match_index += 1;
                game = new_match(match_index);
                table.seat_for_match(match_index);
                continue;
            }
            phase => phase.actor().expect("in-round phases have an actor"),
        };
        let slot = table.slot_of_seat[actor as usize];
        // A random player decides and moves in one step, with no list of legal actions.
        let quick = match &mut table.bots[slot] {
            SimBot::Random(b) => b.act(&mut game, actor),
            SimBot::Other(_) => Ok(None),
        };
        let applied = match quick {
            Ok(Some(_)) => Ok(()),
            Err(e) => Err((None, e)),
            Ok(None) => {
                game.legal_actions(actor, &mut list);
                if list.is_empty() {
                    violation(
                        &mut report,
                        match_index,
                        format!("seat {actor} has no legal action in {:?}", game.phase()),
                    );
                    match_index += 1;
                    game = new_match(match_index);
                    table.seat_for_match(match_index);
                    continue;
                }
                let action = if table.timed[slot] {
                    let t = Instant::now();
                    let a = table.bots[slot].decide(&Decision::new(&game, actor, &list));
                    let ms = t.elapsed().as_secs_f32() * 1000.0;
                    report.bots[table.report_of_slot[slot]].latencies_ms.push(ms);
                    a
                } else {
                    table.bots[slot].decide(&Decision::new(&game, actor, &list))
                };
                game.apply_with(actor, action, &mut NoEvents).map_err(|e| (Some(action), e))
            }
        };
        if let Err((action, e)) = applied {
            let what = action.map_or("the random player's action".to_string(), |a| format!("legal action {a:?}"));
            violation(&mut report, match_index, format!("{what} by seat {actor} refused: {e}"));
            match_index += 1;
            game = new_match(match_index);
            table.seat_for_match(match_index);
            continue;
        }
        report.decisions += 1;
        hand_decisions += 1;
        if game.out_of_turn_possible() {
            report.decisions += interrupts(&mut game, &mut table, &mut list, actor);
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
            let slot = table.slot_of_seat[winner as usize];
            report.bots[table.report_of_slot[slot]].hands_won += 1;
            if let Err(e) = game.check_invariants() {
                violation(&mut report, match_index, e);
            }
        } else if hand_decisions > MAX_DECISIONS_PER_HAND {
            violation(&mut report, match_index, format!("a hand lasted over {MAX_DECISIONS_PER_HAND} decisions"));
            match_index += 1;
            game = new_match(match_index);
            table.seat_for_match(match_index);
        }
    }
    report.elapsed = start.elapsed();
    for b in &mut report.bots {
        b.hands = report.games * b.seats as u64;
    }
    report
}

/// Gives every other seat, in turn order, the chance of an out-of-turn action. Returns how many were taken.
fn interrupts(game: &mut Game, table: &mut Table, list: &mut ActionList, actor: Seat) -> u64 {
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
        let slot = table.slot_of_seat[seat as usize];
        if let Some(a) = table.bots[slot].interrupt(&Decision::new(game, seat, list))
            && game.apply_with(seat, a, &mut NoEvents).is_ok()
        {
            taken += 1;
        }
    }
    taken
}

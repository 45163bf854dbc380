//! The simulator: plays many hands between bots without Bevy and reports speed, results and any
//! broken invariant. `uno-party sim --help` lists its options.
//!
//! With partners in the rules, the slots of `bots` form teams the way the seats do at the first
//! match (slot `i` on team `i % teams`); as seats rotate from match to match a team keeps its slots,
//! so each team plays from every position, and the report adds each team's hands and matches won.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::ai::{Bot, BotKind, Budget, DEFAULT_BUDGET, HardBot, RandomBot};
use crate::engine::{
    Action, ActionList, Decision, Game, MAX_SEATS, MIN_SEATS, NoEvents, Partners, Phase, RuleSet, Seat, Setup, Teams,
};

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
    /// Threads playing matches (0: one per core). The report does not depend on it, timings apart.
    pub threads: usize,
    /// Whether the bots are told who their partners are (with partners in the rules). Told nothing,
    /// each plays for itself: the measure of what knowing the partner is worth.
    pub knows_partners: bool,
}

impl SimConfig {
    /// `games` hands between `bots` at `players` seats, official rules.
    pub fn new(players: usize, games: u64, seed: u64, bots: Vec<BotKind>) -> SimConfig {
        SimConfig {
            players,
            games,
            seed,
            bots,
            rules: RuleSet::default(),
            full_checks: false,
            budget: DEFAULT_BUDGET,
            threads: 0,
            knows_partners: true,
        }
    }

    /// The teams at the table (every seat on its own without partners).
    pub fn teams(&self) -> Teams {
        self.rules.teams(self.players)
    }

    /// The threads the simulation uses: `threads`, or one per core this process may run on.
    pub fn thread_count(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
            n => n,
        }
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

/// Results of one team: the slots of `bots` that play together, whichever seats they sit at.
#[derive(Clone, Debug, Default)]
pub struct TeamReport {
    /// The levels of its slots, joined by `+` ("hard+hard").
    pub name: String,
    /// Its slots (positions in the list of bots, the last one repeated to fill the table).
    pub slots: Vec<usize>,
    /// Hands one of its seats won.
    pub hands_won: u64,
    /// Hands it played (every hand).
    pub hands: u64,
    /// Matches it won.
    pub matches_won: u64,
}

impl TeamReport {
    /// Share of hands won.
    pub fn win_rate(&self) -> f64 {
        self.hands_won as f64 / self.hands.max(1) as f64
    }

    /// 95% Wilson interval of the share of hands won.
    pub fn wilson(&self) -> (f64, f64) {
        wilson(self.hands_won, self.hands)
    }

    /// The team's figures as the simulator's and the tournament's `--json` give them.
    pub fn json(&self) -> serde_json::Value {
        let (lo, hi) = self.wilson();
        serde_json::json!({
            "name": self.name,
            "slots": self.slots,
            "hands_won": self.hands_won,
            "hands": self.hands,
            "win_rate": self.win_rate(),
            "ci_low": lo,
            "ci_high": hi,
            "matches_won": self.matches_won,
        })
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
    /// Time spent (wall clock).
    pub elapsed: Duration,
    /// Threads that played.
    pub threads: usize,
    /// Hands won per seat.
    pub wins: Vec<u64>,
    /// The seat that won each hand, in order.
    pub winners: Vec<Seat>,
    /// Matches finished.
    pub matches: u64,
    /// Per bot level, in the order first named.
    pub bots: Vec<BotReport>,
    /// The partners the rules set (`Off`: every seat for itself).
    pub partners: Partners,
    /// Whether the bots were told who their partners are.
    pub knows_partners: bool,
    /// Per team, numbered as the teams of the first match's seats (empty without partners).
    pub teams: Vec<TeamReport>,
    /// Invariant violations found.
    pub invariant_violations: u64,
    /// The first few violations.
    pub violations: Vec<Violation>,
}

impl SimReport {
    /// Hands per second, all threads together.
    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Hands per second per thread (per core when each thread has its own).
    pub fn games_per_sec_per_core(&self) -> f64 {
        self.games_per_sec() / self.threads.max(1) as f64
    }

    /// Nanoseconds of wall-clock time per decision, all threads together.
    pub fn ns_per_decision(&self) -> f64 {
        self.elapsed.as_nanos() as f64 / self.decisions.max(1) as f64
    }

    /// Nanoseconds of one thread's time per decision: what a decision costs on one core.
    pub fn core_ns_per_decision(&self) -> f64 {
        self.ns_per_decision() * self.threads.max(1) as f64
    }

    /// Mean decisions per hand.
    pub fn mean_decisions_per_game(&self) -> f64 {
        self.decisions as f64 / self.games.max(1) as f64
    }
}

/// A hand longer than this is reported as stuck.
const MAX_DECISIONS_PER_HAND: u64 = 200_000;
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
    fn new(kind: BotKind, seed: u64, budget: Budget, knows_partners: bool) -> SimBot {
        match kind {
            BotKind::Random => SimBot::Random(RandomBot::new(seed)),
            // The simulator already keeps every core busy with whole matches: one thread per search.
            BotKind::Hard => {
                SimBot::Other(Box::new(HardBot::new(seed, budget).with_threads(1).knowing_partners(knows_partners)))
            }
            k => SimBot::Other(k.build_told(seed, budget, knows_partners)),
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

/// The bots of one match and who sits where.
struct Table {
    bots: Vec<SimBot>,
    /// Whether each slot's decisions are timed.
    timed: Vec<bool>,
    /// Slot playing each seat in this match.
    slot_of_seat: Vec<usize>,
}

/// One finished hand of a match.
struct HandOutcome {
    /// The seat that won it.
    winner: Seat,
    /// Decisions taken in it.
    decisions: u64,
    /// Decision times in milliseconds, with the slot that took each.
    latencies: Vec<(usize, f32)>,
}

/// What one match gave, hand by hand: everything in it is decided by the simulation seed and the
/// match's number, so matches can be played in any order, on any thread.
struct MatchOutcome {
    hands: Vec<HandOutcome>,
    /// Decisions after the last finished hand (a hand that broke an invariant).
    tail_decisions: u64,
    /// The seat that won the match, when it was played to its end.
    winner: Option<Seat>,
    /// The broken invariant that stopped the match, with the number of the hand it broke in.
    violation: Option<(usize, String)>,
}

/// The slot playing `seat` in match `m` at a table of `n`: seats rotate with every match.
fn slot_of_seat(seat: usize, m: u64, n: usize) -> usize {
    (seat + (m % n as u64) as usize) % n
}

/// Plays match number `m` of the simulation, from its deal to its end (or to a broken invariant).
fn play_match(cfg: &SimConfig, slots: &[BotKind], m: u64) -> MatchOutcome {
    let n = cfg.players;
    let match_seed = mix_seed(cfg.seed, m);
    let mut table = Table {
        bots: slots
            .iter()
            .enumerate()
            .map(|(i, &k)| SimBot::new(k, mix_seed(match_seed, 1000 + i as u64), cfg.budget, cfg.knows_partners))
            .collect(),
        timed: slots.iter().map(|k| *k != BotKind::Random).collect(),
        slot_of_seat: (0..n).map(|seat| slot_of_seat(seat, m, n)).collect(),
    };
    let mut out = MatchOutcome { hands: Vec::new(), tail_decisions: 0, winner: None, violation: None };
    let mut game = match Game::new(Setup { seats: n, rules: cfg.rules.clone(), seed: match_seed, dealer: None }) {
        Ok(g) => g,
        Err(e) => {
            out.violation = Some((out.hands.len(), format!("the match cannot start: {e}")));
            return out;
        }
    };
    let mut list = ActionList::new();
    let mut decisions = 0u64;
    let mut latencies = Vec::new();
    loop {
        let actor = match game.phase() {
            Phase::WaitingToDeal | Phase::RoundOver => {
                if let Err(e) = game.apply_with(0, Action::StartRound, &mut NoEvents) {
                    out.violation = Some((out.hands.len(), format!("dealing refused: {e}")));
                    break;
                }
                continue;
            }
            Phase::MatchOver { winner } => {
                out.winner = Some(winner);
                break;
            }
            phase => match phase.actor() {
                Some(a) => a,
                None => {
                    out.violation = Some((out.hands.len(), format!("nobody acts in {phase:?}")));
                    break;
                }
            },
        };
        if let Err(e) = one_move(&mut game, &mut table, &mut list, actor, &mut latencies) {
            out.violation = Some((out.hands.len(), e));
            break;
        }
        decisions += 1;
        if game.out_of_turn_possible() {
            decisions += interrupts(&mut game, &mut table, &mut list, actor);
        }
        if cfg.full_checks
            && let Err(e) = game.check_invariants()
        {
            out.violation = Some((out.hands.len(), e));
            break;
        }
        if matches!(game.phase(), Phase::RoundOver | Phase::MatchOver { .. }) {
            let winner = game.last_round().expect("a finished round has a result").winner;
            out.hands.push(HandOutcome { winner, decisions, latencies: std::mem::take(&mut latencies) });
            decisions = 0;
            if let Err(e) = game.check_invariants() {
                out.violation = Some((out.hands.len() - 1, e));
                break;
            }
        } else if decisions > MAX_DECISIONS_PER_HAND {
            out.violation = Some((out.hands.len(), format!("a hand lasted over {MAX_DECISIONS_PER_HAND} decisions")));
            break;
        }
    }
    out.tail_decisions = decisions;
    out
}

/// The move of seat `actor`: the random player decides and moves in one step; any other bot
/// decides from the list of legal actions (timed), and the game applies it. An error says what
/// went wrong, for the report of a violation.
fn one_move(
    game: &mut Game,
    table: &mut Table,
    list: &mut ActionList,
    actor: Seat,
    latencies: &mut Vec<(usize, f32)>,
) -> Result<(), String> {
    let slot = table.slot_of_seat[actor as usize];
    let quick = match &mut table.bots[slot] {
        SimBot::Random(b) => b.act(game, actor),
        SimBot::Other(_) => Ok(None),
    };
    let applied = match quick {
        Ok(Some(_)) => Ok(()),
        Err(e) => Err((None, e)),
        Ok(None) => {
            game.legal_actions(actor, list);
            if list.is_empty() {
                return Err(format!("seat {actor} has no legal action in {:?}", game.phase()));
            }
            let action = if table.timed[slot] {
                let t = Instant::now();
                let a = table.bots[slot].decide(&Decision::new(game, actor, list));
                latencies.push((slot, t.elapsed().as_secs_f32() * 1000.0));
                a
            } else {
                table.bots[slot].decide(&Decision::new(game, actor, list))
            };
            game.apply_with(actor, action, &mut NoEvents).map_err(|e| (Some(action), e))
        }
    };
    applied.map_err(|(action, e)| {
        let what = action.map_or("the random player's action".to_string(), |a| format!("legal action {a:?}"));
        format!("{what} by seat {actor} refused: {e}")
    })
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

/// Folds finished matches into the report in the order of their numbers, whatever order they
/// finished in, and stops at the hand the simulation asked for: the report is the same at any
/// number of threads.
struct Merge {
    report: SimReport,
    /// Index into `SimReport::bots` of each slot.
    report_of_slot: Vec<usize>,
    /// Number of teams (0 without partners): slot `i` plays for team `i % teams`.
    teams: usize,
    /// The next match number to fold in.
    next: u64,
    /// Matches finished ahead of `next`.
    waiting: BTreeMap<u64, MatchOutcome>,
    /// Enough hands (or too many broken invariants): no new match is started.
    done: bool,
}

impl Merge {
    /// The empty report of a simulation (its bots and teams named, nothing played), or the report
    /// of a table that cannot be played.
    fn start(cfg: &SimConfig, slots: &[BotKind], threads: usize) -> Result<Merge, Box<SimReport>> {
        let n = cfg.players;
        let partners = cfg.rules.partners;
        let mut report = SimReport {
            wins: vec![0; n],
            threads,
            partners,
            knows_partners: cfg.knows_partners,
            ..SimReport::default()
        };
        let refuse = |mut report: SimReport, message: String| {
            report.invariant_violations = 1;
            report.violations.push(Violation { match_index: 0, message });
            Box::new(report)
        };
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            return Err(refuse(report, format!("{n} players: a table has 2 to 10")));
        }
        let teams = match Teams::new(partners, n) {
            Ok(t) => t,
            Err(e) => return Err(refuse(report, e.to_string())),
        };
        let team_count = if teams.partners() { teams.count() } else { 0 };
        for t in 0..team_count {
            let members: Vec<usize> = (t..n).step_by(team_count).collect();
            let name = members.iter().map(|&i| slots[i].name()).collect::<Vec<_>>().join("+");
            report.teams.push(TeamReport { name, slots: members, ..TeamReport::default() });
        }
        let mut report_of_slot = Vec::new();
        for k in slots {
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
        Ok(Merge { report, report_of_slot, teams: team_count, next: 0, waiting: BTreeMap::new(), done: cfg.games == 0 })
    }

    fn add(&mut self, cfg: &SimConfig, m: u64, outcome: MatchOutcome) {
        self.waiting.insert(m, outcome);
        while !self.done {
            let Some(outcome) = self.waiting.remove(&self.next) else { break };
            self.fold(cfg, self.next, outcome);
            self.next += 1;
        }
    }

    fn fold(&mut self, cfg: &SimConfig, m: u64, outcome: MatchOutcome) {
        let n = cfg.players;
        let r = &mut self.report;
        let mut counted = 0;
        let whole = r.games + outcome.hands.len() as u64 <= cfg.games;
        for hand in outcome.hands {
            if r.games >= cfg.games {
                break;
            }
            counted += 1;
            r.games += 1;
            r.winners.push(hand.winner);
            r.decisions += hand.decisions;
            r.wins[hand.winner as usize] += 1;
            let slot = slot_of_seat(hand.winner as usize, m, n);
            r.bots[self.report_of_slot[slot]].hands_won += 1;
            if self.teams > 0 {
                r.teams[slot % self.teams].hands_won += 1;
            }
            for (slot, ms) in hand.latencies {
                r.bots[self.report_of_slot[slot]].latencies_ms.push(ms);
            }
        }
        // What broke in a hand that was counted is reported, even when the match is cut after it.
        if let Some((_, message)) = outcome.violation.filter(|(hand, _)| whole || *hand < counted) {
            r.invariant_violations += 1;
            if r.violations.len() < 10 {
                r.violations.push(Violation { match_index: m, message });
            }
        }
        if whole {
            r.decisions += outcome.tail_decisions;
            if let Some(w) = outcome.winner {
                r.matches += 1;
                let slot = slot_of_seat(w as usize, m, n);
                r.bots[self.report_of_slot[slot]].matches_won += 1;
                if self.teams > 0 {
                    r.teams[slot % self.teams].matches_won += 1;
                }
            }
        }
        if r.games >= cfg.games || r.invariant_violations > MAX_VIOLATIONS {
            self.done = true;
        }
    }
}

/// Runs a simulation: matches numbered from 0, each seeded from the simulation seed and its number,
/// played on `cfg.threads` threads and counted in their order.
pub fn run(cfg: &SimConfig) -> SimReport {
    let slots = cfg.slots();
    // No more threads than hands (each thread starts a match).
    let mut threads = cfg.thread_count().min(cfg.games.max(1) as usize);
    let merge = match Merge::start(cfg, &slots, threads) {
        Ok(m) => Mutex::new(m),
        Err(refused) => return *refused,
    };
    let next_match = AtomicU64::new(0);
    let start = Instant::now();
    let worker = || {
        loop {
            if merge.lock().map(|m| m.done).unwrap_or(true) {
                break;
            }
            let m = next_match.fetch_add(1, Ordering::Relaxed);
            let outcome = play_match(cfg, &slots, m);
            match merge.lock() {
                Ok(mut merge) => merge.add(cfg, m, outcome),
                Err(_) => break,
            }
        }
    };
    if threads <= 1 {
        worker();
    } else {
        match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => pool.scope(|s| {
                for _ in 0..threads {
                    s.spawn(|_| worker());
                }
            }),
            // No threads to be had: the same matches on this one.
            Err(_) => {
                threads = 1;
                worker();
            }
        }
    }
    let elapsed = start.elapsed();
    let mut report = merge.into_inner().map(|m| m.report).unwrap_or_default();
    report.elapsed = elapsed;
    report.threads = threads;
    for b in &mut report.bots {
        b.hands = report.games * b.seats as u64;
    }
    for t in &mut report.teams {
        t.hands = report.games;
    }
    report
}

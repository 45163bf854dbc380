//! How long a hint takes: random mid-hand decisions of a four-player table under the official
//! rules, each hinted with Hard's default budget on a chosen number of threads
//! (`uno-party hint-bench`).

use std::time::{Duration, Instant};

use crate::ai::Budget;
use crate::engine::{Action, ActionList, Game, Rng, RuleSet, Setup, View, mix_seed};

/// What to measure.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    /// Decisions to hint.
    pub positions: usize,
    /// Seed of the positions (and of each hint).
    pub seed: u64,
    /// Threads for Hard's playouts (0: every core).
    pub threads: usize,
    /// Hard's budget per hint.
    pub budget: Budget,
}

/// The time each hint took.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Threads the playouts ran on.
    pub threads: usize,
    /// Each hint's time, shortest first.
    pub times: Vec<Duration>,
}

impl BenchReport {
    /// The time below which a share `q` (0 to 1) of the hints took, in milliseconds.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.times.is_empty() {
            return 0.0;
        }
        let i = ((self.times.len() as f64 * q).ceil() as usize).clamp(1, self.times.len()) - 1;
        self.times[i].as_secs_f64() * 1000.0
    }

    /// The mean time, in milliseconds.
    pub fn mean_ms(&self) -> f64 {
        let total: f64 = self.times.iter().map(Duration::as_secs_f64).sum();
        total * 1000.0 / self.times.len().max(1) as f64
    }
}

/// `count` decisions a person would face in the middle of a hand: four players, official rules,
/// random legal moves from a fresh deal, then the seat to act, where it has a real choice (two
/// moves or more, none of them an UNO call or a catch, which Hard takes without thinking).
pub fn positions(count: usize, seed: u64) -> Vec<(View, Vec<Action>)> {
    let mut out = Vec::with_capacity(count);
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut game_no = 0u64;
    while out.len() < count {
        game_no += 1;
        let setup = Setup { seats: 4, rules: RuleSet::default(), seed: mix_seed(seed, game_no), dealer: None };
        let Ok((mut game, _)) = Game::new_dealt(setup) else { continue };
        let steps = 2 + rng.below(60);
        for _ in 0..steps {
            let Some(seat) = game.to_act() else { break };
            game.legal_actions(seat, &mut list);
            if list.is_empty() || game.apply(seat, list[rng.below(list.len() as u32) as usize]).is_err() {
                break;
            }
        }
        if !game.phase().in_round() {
            continue;
        }
        let Some(seat) = game.to_act() else { continue };
        let legal = game.legal_actions_vec(seat);
        if legal.len() < 2 || legal.iter().any(|a| matches!(a, Action::CallUno | Action::Catch(_))) {
            continue;
        }
        out.push((game.view(Some(seat)), legal));
    }
    out
}

/// Hints every position of `cfg` and times each.
pub fn run(cfg: &BenchConfig) -> BenchReport {
    let positions = positions(cfg.positions, cfg.seed);
    let pool = match cfg.threads {
        0 => None,
        n => rayon::ThreadPoolBuilder::new().num_threads(n).build().ok(),
    };
    let time_all = || {
        let mut times: Vec<Duration> = positions
            .iter()
            .enumerate()
            .map(|(i, (view, legal))| {
                let start = Instant::now();
                let h = super::hint(view, legal, mix_seed(cfg.seed, i as u64), cfg.budget);
                let took = start.elapsed();
                std::hint::black_box(h);
                took
            })
            .collect();
        times.sort();
        BenchReport { threads: rayon::current_num_threads(), times }
    };
    // Hard spreads its playouts over the pool it runs in.
    match &pool {
        Some(pool) => pool.install(time_all),
        None => time_all(),
    }
}

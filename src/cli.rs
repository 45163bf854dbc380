//! Command-line interface: `uno-party` plays, `uno-party sim ...` simulates.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::ai::{BotKind, Budget, DEFAULT_BUDGET};
use crate::engine::RuleSet;
use crate::sim::{SimConfig, SimReport};

/// UNO for a party around one computer.
#[derive(Parser, Debug)]
#[command(name = "uno-party", version, about)]
pub struct Cli {
    /// What to do (nothing: play).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play many hands between bots without a window and report speed and results.
    Sim(SimArgs),
}

/// Options of `uno-party sim`.
#[derive(Args, Debug)]
pub struct SimArgs {
    /// Players at the table (2 to 10).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=10))]
    pub players: u8,
    /// Hands to play.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bot per seat, comma separated; the last fills the remaining seats.
    #[arg(long, default_value = "random", value_delimiter = ',')]
    pub bots: Vec<BotKind>,
    /// A rule file (RON); the official rules without it.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Check every invariant after every decision (slower).
    #[arg(long)]
    pub full_checks: bool,
    /// Time budget of Hard bots per decision, in milliseconds (not deterministic).
    #[arg(long, conflicts_with = "iterations")]
    pub budget_ms: Option<u32>,
    /// Budget of Hard bots per decision, in imagined games (deterministic).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Print the report as JSON on the last line.
    #[arg(long)]
    pub json: bool,
}

/// Reads a rule file, with a message naming the file, line and field.
pub fn load_rules(path: &std::path::Path) -> Result<RuleSet, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    RuleSet::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs `uno-party sim`; returns the process exit code.
pub fn run_sim(args: &SimArgs) -> i32 {
    let rules = match &args.rules {
        Some(p) => match load_rules(p) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{e}");
                return 2;
            }
        },
        None => RuleSet::default(),
    };
    let budget = match (args.budget_ms, args.iterations) {
        (Some(ms), _) => Budget::Millis(ms),
        (None, Some(n)) => Budget::Iterations(n),
        (None, None) => DEFAULT_BUDGET,
    };
    let cfg = SimConfig {
        players: args.players as usize,
        games: args.games,
        seed: args.seed,
        bots: args.bots.clone(),
        rules,
        full_checks: args.full_checks,
        budget,
    };
    let report = crate::sim::run(&cfg);
    print_report(&cfg, &report);
    if args.json {
        println!("{}", report_json(&report));
    }
    if report.invariant_violations > 0 { 1 } else { 0 }
}

fn print_report(cfg: &SimConfig, r: &SimReport) {
    println!("players            {}", cfg.players);
    println!("bots               {}", cfg.bots.iter().map(|b| b.name()).collect::<Vec<_>>().join(","));
    println!("games              {}", r.games);
    println!("decisions          {}", r.decisions);
    println!("seconds            {:.3}", r.elapsed.as_secs_f64());
    println!("games per second   {:.0}", r.games_per_sec());
    println!("ns per decision    {:.1}", r.ns_per_decision());
    println!("decisions per game {:.2}", r.mean_decisions_per_game());
    println!("matches finished   {}", r.matches);
    for (s, w) in r.wins.iter().enumerate() {
        println!("wins seat {s:<8} {w} ({:.2}%)", 100.0 * *w as f64 / r.games.max(1) as f64);
    }
    for b in &r.bots {
        let (lo, hi) = b.wilson();
        print!(
            "bot {:<7} x{} hands won {}/{} = {:.2}% (95% CI {:.2}-{:.2}%), matches won {}",
            b.name,
            b.seats,
            b.hands_won,
            b.hands,
            100.0 * b.win_rate(),
            100.0 * lo,
            100.0 * hi,
            b.matches_won
        );
        if b.latencies_ms.is_empty() {
            println!();
        } else {
            println!(
                ", decision ms p50 {:.3} p95 {:.3} p99 {:.3} max {:.3}",
                b.latency_ms(0.5),
                b.latency_ms(0.95),
                b.latency_ms(0.99),
                b.latency_ms(1.0)
            );
        }
    }
    println!("invariant violations {}", r.invariant_violations);
    for v in &r.violations {
        println!("  match {}: {}", v.match_index, v.message);
    }
}

/// The report as one JSON object.
pub fn report_json(r: &SimReport) -> String {
    serde_json::json!({
        "games": r.games,
        "decisions": r.decisions,
        "games_per_sec": r.games_per_sec(),
        "ns_per_decision": r.ns_per_decision(),
        "mean_decisions_per_game": r.mean_decisions_per_game(),
        "wins": r.wins,
        "matches": r.matches,
        "invariant_violations": r.invariant_violations,
        "bots": r.bots.iter().map(|b| {
            let (lo, hi) = b.wilson();
            serde_json::json!({
                "name": b.name,
                "seats": b.seats,
                "hands_won": b.hands_won,
                "hands": b.hands,
                "win_rate": b.win_rate(),
                "ci_low": lo,
                "ci_high": hi,
                "matches_won": b.matches_won,
                "p50_ms": b.latency_ms(0.5),
                "p95_ms": b.latency_ms(0.95),
                "p99_ms": b.latency_ms(0.99),
                "max_ms": b.latency_ms(1.0),
            })
        }).collect::<Vec<_>>(),
    })
    .to_string()
}

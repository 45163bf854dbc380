//! The tournament: every bot level against every other at one table size, with the share of hands
//! each won and a rating per level. `uno-party tournament --help` lists its options.
//!
//! A match-up is one level on one seat (the "player") and another level on every other seat (the
//! "field"); at two seats that is simply one against the other. Each match-up is a simulation with
//! the tournament's seed, so any row can be played again alone with `uno-party sim`:
//! `--players P --bots PLAYER,FIELD --seed S --games N` (with the same `--rules` and `--iterations`)
//! gives the same hands.
//!
//! With partners in the rules, a match-up is one level on every seat of one team (the "player's
//! team", the seats of team 0 at the first match) and the other level on every other seat, seats
//! rotating as in the simulator: `--bots` then lists a level per seat (`hard,basic,hard,basic` for
//! pairs at four seats), and the share is the player's team's.

use std::time::{Duration, Instant};

use crate::ai::{BotKind, Budget, DEFAULT_BUDGET};
use crate::engine::{Partners, RuleSet, Teams};
use crate::sim::{BotReport, SimConfig, SimReport, wilson};

/// What to play.
#[derive(Clone, Debug)]
pub struct TournamentConfig {
    /// Seats at the table.
    pub players: usize,
    /// Hands per match-up.
    pub games: u64,
    /// Seed of every match-up.
    pub seed: u64,
    /// The levels that take part.
    pub levels: Vec<BotKind>,
    /// The rules.
    pub rules: RuleSet,
    /// Search budget of Hard bots.
    pub budget: Budget,
    /// Threads (0: one per core).
    pub threads: usize,
    /// Only the match-ups against this level: every other level on one seat, this one on the rest.
    pub against: Option<BotKind>,
    /// Whether the bots are told who their partners are (with partners in the rules).
    pub knows_partners: bool,
}

impl TournamentConfig {
    /// Every level in `levels` against every other, `games` hands each, official rules.
    pub fn new(players: usize, games: u64, seed: u64, levels: Vec<BotKind>) -> TournamentConfig {
        TournamentConfig {
            players,
            games,
            seed,
            levels,
            rules: RuleSet::default(),
            budget: DEFAULT_BUDGET,
            threads: 0,
            against: None,
            knows_partners: true,
        }
    }

    /// The teams at the table (every seat on its own without partners).
    pub fn teams(&self) -> Teams {
        self.rules.teams(self.players)
    }

    /// The level of each seat of a match-up (at the first match): the player's on the seats of the
    /// first team (one seat without partners), the field's on the rest. Without partners it is
    /// the short list `[player, field]`, whose last entry fills the table.
    pub fn seats(&self, player: BotKind, field: BotKind) -> Vec<BotKind> {
        let teams = self.teams();
        if !teams.partners() {
            return vec![player, field];
        }
        (0..self.players).map(|s| if teams.team_of(s as u8) == 0 { player } else { field }).collect()
    }

    /// The match-ups, in the order they are played: (player, field).
    pub fn match_ups(&self) -> Vec<(BotKind, BotKind)> {
        let levels = self.levels();
        let mut out = Vec::new();
        for (i, &a) in levels.iter().enumerate() {
            for (j, &b) in levels.iter().enumerate() {
                // At two seats "A against B" and "B against A" are the same table.
                let wanted = match self.against {
                    Some(field) => b == field && a != field,
                    None if self.players == 2 => i < j,
                    None => i != j,
                };
                if wanted {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// The levels that take part, each once (the `against` level included).
    pub fn levels(&self) -> Vec<BotKind> {
        let mut levels: Vec<BotKind> = Vec::new();
        for k in self.levels.iter().copied().chain(self.against) {
            if !levels.contains(&k) {
                levels.push(k);
            }
        }
        levels
    }

    /// The simulation that plays one match-up.
    pub fn sim(&self, player: BotKind, field: BotKind) -> SimConfig {
        SimConfig {
            rules: self.rules.clone(),
            budget: self.budget,
            threads: self.threads,
            knows_partners: self.knows_partners,
            ..SimConfig::new(self.players, self.games, self.seed, self.seats(player, field))
        }
    }
}

/// One match-up's result.
#[derive(Clone, Debug)]
pub struct MatchUp {
    /// The level on one seat.
    pub player: BotKind,
    /// The level on every other seat.
    pub field: BotKind,
    /// The simulation's report.
    pub report: SimReport,
}

impl MatchUp {
    /// Hands played.
    pub fn hands(&self) -> u64 {
        self.report.games
    }

    /// The player's part of the report.
    fn player_report(&self) -> Option<&BotReport> {
        self.report.bots.iter().find(|b| b.name == self.player.name())
    }

    /// Hands won by the player (the level on one seat; with partners, its team).
    pub fn player_wins(&self) -> u64 {
        match self.report.teams.first() {
            Some(t) => t.hands_won,
            None => self.player_report().map_or(0, |b| b.hands_won),
        }
    }

    /// The share of hands a side would win if the levels were equal: one seat's, or one team's.
    pub fn fair_share(&self) -> f64 {
        let sides = if self.report.teams.is_empty() { self.report.wins.len() } else { self.report.teams.len() };
        1.0 / sides.max(1) as f64
    }

    /// The player's share of hands, with its 95% interval.
    pub fn player_share(&self) -> (f64, f64, f64) {
        let (k, n) = (self.player_wins(), self.hands());
        let (lo, hi) = wilson(k, n);
        (k as f64 / n.max(1) as f64, lo, hi)
    }

    /// Matches the player (with partners, its team) won, of those finished.
    pub fn player_matches(&self) -> (u64, u64) {
        let won = match self.report.teams.first() {
            Some(t) => t.matches_won,
            None => self.player_report().map_or(0, |b| b.matches_won),
        };
        (won, self.report.matches)
    }
}

/// What a tournament gave.
#[derive(Clone, Debug)]
pub struct TournamentReport {
    /// Seats at the table.
    pub players: usize,
    /// The partners the rules set (`Off`: every seat for itself).
    pub partners: Partners,
    /// Whether the bots were told who their partners are.
    pub knows_partners: bool,
    /// Every match-up, in the order played.
    pub match_ups: Vec<MatchUp>,
    /// Each level's rating, in the order of the levels.
    pub ratings: Vec<(BotKind, f64)>,
    /// Time spent.
    pub elapsed: Duration,
}

/// Plays every match-up; `progress` hears of each as it ends.
pub fn run(cfg: &TournamentConfig, mut progress: impl FnMut(&MatchUp)) -> TournamentReport {
    let start = Instant::now();
    let mut match_ups = Vec::new();
    for (player, field) in cfg.match_ups() {
        let report = crate::sim::run(&cfg.sim(player, field));
        let m = MatchUp { player, field, report };
        progress(&m);
        match_ups.push(m);
    }
    let ratings = ratings(&cfg.levels(), cfg.players, &match_ups);
    TournamentReport {
        players: cfg.players,
        partners: if cfg.teams().partners() { cfg.rules.partners } else { Partners::Off },
        knows_partners: cfg.knows_partners,
        match_ups,
        ratings,
        elapsed: start.elapsed(),
    }
}

/// Elo-style ratings: the strengths `s` of the model in which a seat wins a hand with probability
/// `s(its level) / Σ s(level of every seat)` (Luce's choice model, the many-player form of the
/// Bradley–Terry model behind Elo), fitted by maximum likelihood (Hunter's MM iterations) and shown
/// as `1000 + 400·log10(s / s(Basic))`: 400 points apart, the stronger of two players wins ten hands
/// to one. Without Basic in the tournament, the levels' mean is 1000. With partners the same model
/// is fitted to the seats' wins (a team's hand counts for the seat that went out), the seats of
/// each level read from the reports.
pub fn ratings(levels: &[BotKind], players: usize, match_ups: &[MatchUp]) -> Vec<(BotKind, f64)> {
    let index = |k: BotKind| levels.iter().position(|&l| l == k);
    // Per match-up: seats of each level, hands, and hands each level won.
    let tables: Vec<(Vec<f64>, f64, Vec<f64>)> = match_ups
        .iter()
        .filter_map(|m| {
            let (p, f) = (index(m.player)?, index(m.field)?);
            let mut seats = vec![0.0; levels.len()];
            let player_seats = m.report.bots.iter().find(|b| b.name == m.player.name()).map_or(1, |b| b.seats);
            seats[p] += player_seats as f64;
            seats[f] += (players - player_seats) as f64;
            let mut won = vec![0.0; levels.len()];
            for b in &m.report.bots {
                if let Some(i) = levels.iter().position(|l| l.name() == b.name) {
                    won[i] += b.hands_won as f64;
                }
            }
            Some((seats, m.report.games as f64, won))
        })
        .collect();
    // Half a won hand per level keeps a level that never won (or always won) finite.
    let wins: Vec<f64> = (0..levels.len()).map(|i| tables.iter().map(|t| t.2[i]).sum::<f64>() + 0.5).collect();
    let mut s = vec![1.0f64; levels.len()];
    for _ in 0..2000 {
        let next: Vec<f64> = (0..levels.len())
            .map(|i| {
                let denom: f64 = tables
                    .iter()
                    .filter(|t| t.0[i] > 0.0)
                    .map(|(seats, hands, _)| {
                        let total: f64 = seats.iter().zip(&s).map(|(c, x)| c * x).sum();
                        hands * seats[i] / total
                    })
                    .sum();
                if denom > 0.0 { wins[i] / denom } else { s[i] }
            })
            .collect();
        let norm = next.iter().map(|x| x.ln()).sum::<f64>() / next.len() as f64;
        s = next.iter().map(|x| x / norm.exp()).collect();
    }
    let reference = match index(BotKind::Basic) {
        Some(b) => s[b].log10(),
        None => s.iter().map(|x| x.log10()).sum::<f64>() / s.len().max(1) as f64,
    };
    levels.iter().zip(&s).map(|(&k, x)| (k, 1000.0 + 400.0 * (x.log10() - reference))).collect()
}

/// A level's name as in the README's tables.
fn title(k: BotKind) -> String {
    let n = k.name();
    n[..1].to_ascii_uppercase() + &n[1..]
}

/// A number with thousands separated by commas.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl TournamentReport {
    /// The results as Markdown tables (the README's bot tables are this output).
    pub fn markdown(&self) -> String {
        let p = self.players;
        let teams = Teams::of(self.partners, p);
        let mut out = String::new();
        if teams.partners() {
            let told = if self.knows_partners { "" } else { ", told nothing of the teams" };
            out.push_str(&format!(
                "| match-up, {p} players in {}{told} | hands | hands won by the first team (95% interval) | fair share | matches won |\n",
                if self.partners == Partners::Threes { "threes" } else { "pairs" }
            ));
        } else {
            out.push_str(&format!(
                "| match-up, {p} players | hands | hands won by the first (95% interval) | fair share | matches won |\n"
            ));
        }
        out.push_str("|---|---|---|---|---|\n");
        for m in &self.match_ups {
            let team = |k: BotKind| vec![title(k); teams.size()].join("+");
            let name = if teams.partners() && teams.count() == 2 {
                format!("{} vs {}", team(m.player), team(m.field))
            } else if teams.partners() {
                format!("{} vs {} teams of {}", team(m.player), teams.count() - 1, team(m.field))
            } else if p == 2 {
                format!("{} vs {}", title(m.player), title(m.field))
            } else {
                format!("{} + {} {}", title(m.player), p - 1, title(m.field))
            };
            let (share, lo, hi) = m.player_share();
            let (won, matches) = m.player_matches();
            out.push_str(&format!(
                "| {name} | {} | {:.1}% ({:.1}–{:.1}) | {:.1}% | {} of {} |\n",
                thousands(m.hands()),
                100.0 * share,
                100.0 * lo,
                100.0 * hi,
                100.0 * m.fair_share(),
                thousands(won),
                thousands(matches)
            ));
        }
        out.push('\n');
        out.push_str(&format!("| level | rating, {p} players |\n|---|---|\n"));
        let mut ranked = self.ratings.clone();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (k, r) in ranked {
            out.push_str(&format!("| {} | {:.0} |\n", title(k), r));
        }
        out
    }

    /// The results as one JSON object.
    pub fn json(&self) -> serde_json::Value {
        let mut out = serde_json::json!({
            "players": self.players,
            "seconds": self.elapsed.as_secs_f64(),
            "match_ups": self.match_ups.iter().map(|m| {
                let (share, lo, hi) = m.player_share();
                let (won, matches) = m.player_matches();
                serde_json::json!({
                    "player": m.player.name(),
                    "field": m.field.name(),
                    "hands": m.hands(),
                    "player_hands_won": m.player_wins(),
                    "player_win_rate": share,
                    "ci_low": lo,
                    "ci_high": hi,
                    "player_matches_won": won,
                    "matches": matches,
                })
            }).collect::<Vec<_>>(),
            "ratings": self.ratings.iter().map(|(k, r)| serde_json::json!({ "level": k.name(), "rating": r })).collect::<Vec<_>>(),
        });
        // With partners: the player's figures are its team's, and each match-up has every team's.
        if self.partners != Partners::Off {
            out["partners"] = format!("{:?}", self.partners).to_ascii_lowercase().into();
            out["knows_partners"] = self.knows_partners.into();
            for (j, m) in out["match_ups"].as_array_mut().into_iter().flatten().zip(&self.match_ups) {
                j["fair_share"] = m.fair_share().into();
                j["teams"] = m.report.teams.iter().map(crate::sim::TeamReport::json).collect::<Vec<_>>().into();
            }
        }
        out
    }
}

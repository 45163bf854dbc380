//! Computer players. A bot sees one seat's [`Decision`]: that seat's view and legal actions,
//! never the game itself.

mod basic;
mod hard;
mod normal;
mod random;
mod util;

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, Decision};

pub use basic::BasicBot;
pub use hard::{Budget, DEFAULT_BUDGET, HardBot};
pub use normal::{NormalBot, best_colour, best_colour_for, chance_holds_colour};
pub use random::RandomBot;

/// A computer player.
pub trait Bot: Send + Sync {
    /// The bot's level name.
    fn name(&self) -> &'static str;

    /// Chooses one of `decision.legal()` (never empty) for the decision the phase puts to this seat.
    /// A bot says UNO with two cards only together with the move that takes it to one card: it
    /// chooses the move first, answers the call, and the move at its next decision.
    fn decide(&mut self, decision: &Decision) -> Action;

    /// Out of turn: may choose one of `decision.legal()` (catching a player who missed UNO, a late
    /// UNO call, a Jump-In), or nothing.
    fn interrupt(&mut self, decision: &Decision) -> Option<Action>;
}

/// The bot levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// Uniformly random legal moves (draws only when nothing can be played).
    Random,
    /// Basic that sometimes forgets UNO and never catches anyone.
    Easy,
    /// The reference rule-based player.
    Basic,
    /// Good heuristics.
    Normal,
    /// Information-set search.
    Hard,
}

impl BotKind {
    /// Every level.
    pub const ALL: [BotKind; 5] = [BotKind::Random, BotKind::Easy, BotKind::Basic, BotKind::Normal, BotKind::Hard];

    /// The level's name as typed on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Easy => "easy",
            BotKind::Basic => "basic",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
        }
    }

    /// A bot of this level, seeded (Hard with its default budget).
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        self.build_with(seed, DEFAULT_BUDGET)
    }

    /// A bot of this level, seeded, with this search budget (used by Hard only), told who its
    /// partners are.
    pub fn build_with(self, seed: u64, budget: Budget) -> Box<dyn Bot> {
        self.build_told(seed, budget, true)
    }

    /// A bot of this level, seeded, with this search budget (used by Hard only). Told of the
    /// teams (`knows_partners`), Easy to Hard play for their team; told nothing, they treat every
    /// other seat as an opponent and a partner's win as a loss: the measure of what knowing the
    /// partner is worth. Without partners at the table both are the same player; Random plays the
    /// same either way.
    pub fn build_told(self, seed: u64, budget: Budget, knows_partners: bool) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Easy => Box::new(BasicBot::easy(seed).knowing_partners(knows_partners)),
            BotKind::Basic => Box::new(BasicBot::new(seed).knowing_partners(knows_partners)),
            BotKind::Normal => Box::new(NormalBot::new(seed).knowing_partners(knows_partners)),
            BotKind::Hard => Box::new(HardBot::new(seed, budget).knowing_partners(knows_partners)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<BotKind, String> {
        let s = s.trim().to_ascii_lowercase();
        BotKind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| {
            let names: Vec<_> = BotKind::ALL.iter().map(|k| k.name()).collect();
            format!("unknown bot `{s}`: use one of {}", names.join(", "))
        })
    }
}

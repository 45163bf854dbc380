//! Computer players. A bot sees one seat's [`Decision`]: that seat's view and legal actions,
//! never the game itself.

mod random;

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, Decision};

pub use random::RandomBot;

/// A computer player.
pub trait Bot: Send {
    /// The bot's level name.
    fn name(&self) -> &'static str;

    /// Chooses one of `decision.legal()` (never empty) for the decision the phase puts to this seat.
    fn decide(&mut self, decision: &Decision) -> Action;

    /// Out of turn: may choose one of `decision.legal()` (catching a player who missed UNO, a late
    /// UNO call, a Jump-In), or nothing.
    fn interrupt(&mut self, decision: &Decision) -> Option<Action>;
}

/// The bot levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// Uniformly random legal moves (draws only when nothing can be played).
    Random,
}

impl BotKind {
    /// Every level.
    pub const ALL: [BotKind; 1] = [BotKind::Random];

    /// The level's name as typed on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
        }
    }

    /// A bot of this level, seeded.
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
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

//! A match as a set-up and the actions the engine accepted, in order. The engine is deterministic
//! from its seed and its actions, so this log is the match: replays, undo and the autosave build
//! on it (a saved game state is only a cache of it).

use serde::{Deserialize, Serialize};

use super::Seat;
use super::action::Action;
use super::error::{RuleError, SetupError};
use super::event::Event;
use super::game::{Game, Setup};
use super::rules::RuleSet;

/// One accepted action of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Logged {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: Action,
}

/// How a match was set up and every action the engine accepted in it, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchLog {
    /// Number of seats.
    pub seats: u8,
    /// The rules.
    pub rules: RuleSet,
    /// The seed of every shuffle.
    pub seed: u64,
    /// The first dealer chosen at the set-up (`None`: drawn at random).
    pub dealer: Option<Seat>,
    /// The accepted actions, in order.
    pub actions: Vec<Logged>,
}

/// An action of a log that the engine refuses when the log is played again (a log from another
/// version of the rules, or a damaged one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The set-up itself is refused.
    #[error("the match cannot be set up: {0}")]
    Setup(SetupError),
    /// An action is refused: its place in the log, the round it was played in, who and what.
    #[error("action {} of the log (round {round}, seat {}) is refused: {error}", index + 1, seat + 1)]
    Refused {
        /// Its index in the log, from 0.
        index: usize,
        /// The round being played when it was refused.
        round: u16,
        /// Who played it.
        seat: Seat,
        /// What it was.
        action: Action,
        /// Why the engine refuses it now.
        error: RuleError,
    },
}

impl MatchLog {
    /// The log of a match set up as `setup`, with no action yet.
    pub fn new(setup: &Setup) -> MatchLog {
        MatchLog {
            seats: setup.seats as u8,
            rules: setup.rules.clone(),
            seed: setup.seed,
            dealer: setup.dealer,
            actions: Vec::new(),
        }
    }

    /// The set-up the log starts from.
    pub fn setup(&self) -> Setup {
        Setup { seats: self.seats as usize, rules: self.rules.clone(), seed: self.seed, dealer: self.dealer }
    }

    /// Notes an action the engine accepted.
    pub fn record(&mut self, seat: Seat, action: Action) {
        self.actions.push(Logged { seat, action });
    }

    /// The game after every action of the log.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        self.replay_to(self.actions.len())
    }

    /// The game after the first `n` actions of the log (all of them if there are fewer).
    pub fn replay_to(&self, n: usize) -> Result<Game, ReplayError> {
        let mut player = Replayer::new(self)?;
        while player.position() < n.min(self.actions.len()) {
            player.step()?;
        }
        Ok(player.game)
    }

    /// The log of the first `n` actions.
    pub fn truncated(&self, n: usize) -> MatchLog {
        MatchLog { actions: self.actions[..n.min(self.actions.len())].to_vec(), ..self.clone() }
    }

    /// Where each round starts: the index of the action that dealt it.
    pub fn round_starts(&self) -> Vec<usize> {
        self.actions.iter().enumerate().filter(|(_, l)| l.action == Action::StartRound).map(|(i, _)| i).collect()
    }

    /// The index of the last action `seat` took before action `before`, if any.
    pub fn last_by(&self, seat: Seat, before: usize) -> Option<usize> {
        self.actions[..before.min(self.actions.len())].iter().rposition(|l| l.seat == seat)
    }
}

/// Plays a log again one action at a time, with the events of each.
pub struct Replayer<'a> {
    log: &'a MatchLog,
    game: Game,
    next: usize,
}

impl<'a> Replayer<'a> {
    /// At the start of `log`, before its first action.
    pub fn new(log: &'a MatchLog) -> Result<Replayer<'a>, ReplayError> {
        let game = Game::new(log.setup()).map_err(ReplayError::Setup)?;
        Ok(Replayer { log, game, next: 0 })
    }

    /// How many actions have been played.
    pub fn position(&self) -> usize {
        self.next
    }

    /// The game as the actions played so far leave it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Plays the next action: its events, or `None` at the end of the log.
    pub fn step(&mut self) -> Result<Option<Vec<Event>>, ReplayError> {
        let Some(&Logged { seat, action }) = self.log.actions.get(self.next) else { return Ok(None) };
        let round = self.game.round();
        let events = self.game.apply(seat, action).map_err(|error| ReplayError::Refused {
            index: self.next,
            round,
            seat,
            action,
            error,
        })?;
        self.next += 1;
        Ok(Some(events))
    }
}

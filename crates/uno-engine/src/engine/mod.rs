//! The rules of UNO, with no Bevy: cards, decks, rule options, the game state and its actions,
//! events, per-seat views, scoring and saves.
//!
//! Everything changes through [`Game::apply`]: an action by a seat either is refused with a
//! [`RuleError`] (and nothing changes) or returns the [`Event`]s that happened, in order.

mod action;
mod apply;
mod card;
mod custom;
mod custom_wilds;
mod error;
mod event;
mod game;
mod hand;
mod hidden;
mod legal;
mod profiles;
mod record;
mod rng;
mod rule_options;
mod rules;
mod save;
mod scenario;
mod scoring;
mod teams;
mod view;

/// A seat at the table, numbered clockwise from 0.
pub type Seat = u8;

pub use action::{Action, ActionList, MAX_ACTIONS};
pub use card::{
    COLOURED_MASK, Card, CardMask, CardParseError, Colour, DeckList, FACES, Kind, MAX_DECK, WILD_MASK, colour_mask,
};
pub use custom_wilds::{Amount, CardText, CustomEffect, CustomWild, CustomWilds, Effects, MAX_HOUSE_PENALTY};
pub use error::{DamagedSave, LoadError, OptionalRule, OutOfBounds, RuleError, SetupError, Waiting};
pub use event::{Event, EventSink, NoEvents, Zone};
pub use game::{Direction, Game, HAND_SIZE, LACKS, Lack, MAX_SEATS, MIN_SEATS, Phase, Reveal, RoundResult, Setup};
pub use hand::{Hand, Pile};
pub use legal::{playable_mask, stackable_mask, would_bluff};
pub use profiles::{Profile, profiles};
pub use record::{Logged, MatchLog, ReplayError, Replayer};
pub use rng::{Rng, fresh_seed, mix_seed};
pub use rule_options::{RULE_OPTIONS, RuleField, RuleOption, Source, Sourced};
pub use rules::{
    BluffPenalty, Deck, FirstWild, NewCardPoints, ReverseWithTwo, RuleSet, RuleWarning, Scoring, Stacking, TargetScore,
    UnoPenalty, WildDrawFourRule, WildPlay,
};
pub use save::SAVE_VERSION;
pub use scenario::Scenario;
pub use teams::{Partners, Teams};
pub use view::{ChallengeStakes, Decision, View};

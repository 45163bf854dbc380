//! Errors a player can read: why a move was refused, why a game could not be set up or loaded.

use super::Seat;
use super::card::{Card, Colour};

/// A rule option whose own action is refused while it is off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionalRule {
    /// Jump-In: play an identical card out of turn.
    JumpIn,
    /// The table penalty for talking about a hand (box sheet).
    TableTalkPenalty,
}

impl std::fmt::Display for OptionalRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            OptionalRule::JumpIn => "Jump-In",
            OptionalRule::TableTalkPenalty => "table talk penalty",
        })
    }
}

/// Why an action was refused. A refused action never changes the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The seat does not exist at this table.
    #[error("there is no seat {0} at this table")]
    NoSuchSeat(Seat),
    /// The action belongs to another player's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The game is waiting for a different kind of decision.
    #[error("that is not possible now: {0}")]
    WrongMoment(Waiting),
    /// The card is not in the player's hand.
    #[error("you do not have a {0}")]
    CardNotInHand(Card),
    /// The card matches neither the colour nor the number or symbol.
    #[error("a {card} does not match: play a {colour} card, the same number or symbol, or a wild")]
    CardDoesNotMatch {
        /// The card tried.
        card: Card,
        /// The colour in force.
        colour: Colour,
    },
    /// Box sheet rule: a Wild only when no card matches.
    #[error("you may play a Wild only when no card in your hand matches the top card")]
    WildNeedsNoMatch,
    /// After a proven bluff (take-back rule) the player must play a legal card.
    #[error("your bluff was caught: play a legal card instead of the Wild Draw Four")]
    MustPlayLegalCardAfterBluff,
    /// Drawing is not possible: both piles are spent.
    #[error("there is no card left to draw")]
    NothingToDraw,
    /// Passing is only allowed when the player can neither draw nor play.
    #[error("you can still play or draw, so you cannot pass")]
    CannotPass,
    /// The card cannot be put on a pending Draw penalty.
    #[error("only a stackable Draw card can answer a pending draw of {0}")]
    CannotStack(u8),
    /// Force Play: the drawn card must be played.
    #[error("a playable card you have just drawn must be played")]
    MustPlayDrawnCard,
    /// Swap Hands, Seven-O and give effects need another player.
    #[error("choose another player, not yourself")]
    CannotTargetYourself,
    /// The card to give is not in the player's hand.
    #[error("you can only give cards you hold")]
    CannotGiveThat,
    /// There is no Wild Draw Four to challenge.
    #[error("there is no Wild Draw Four to challenge")]
    NothingToChallenge,
    /// UNO can be called with two cards on your turn, or right after going down to one.
    #[error("you can call UNO only when you are about to play your next-to-last card or have just played it")]
    UnoNotNeeded,
    /// The player already called UNO.
    #[error("UNO has already been called")]
    UnoAlreadyCalled,
    /// A catch of a player who called UNO is refused.
    #[error("that player called UNO: there is nothing to catch")]
    CalledUnoInTime,
    /// The catch window closed: play moved on after the player was left with one card.
    #[error("too late: play has moved on since that player was left with one card")]
    CatchTooLate,
    /// The target does not hold exactly one card.
    #[error("that player does not have one card")]
    NotOnOneCard,
    /// A player cannot catch themselves.
    #[error("you cannot catch yourself")]
    CannotCatchYourself,
    /// This rule option is off.
    #[error("the {0} rule is not in play")]
    RuleNotInPlay(OptionalRule),
    /// Jump-In needs the identical card (same colour and face) as the top card.
    #[error("you can jump in only with a card identical to the top card")]
    JumpInNeedsIdenticalCard,
    /// Jump-In is for players whose turn it is not.
    #[error("it is your turn: just play the card")]
    JumpInOnYourTurn,
    /// A house rule's penalty is 1 to 4 cards (0: the rule was followed).
    #[error("a house rule's penalty is 1 to 4 cards, not {0}")]
    PenaltyOutOfRange(u8),
    /// A house rule that applies to nobody has nobody to give a penalty to.
    #[error("the house rule applies to nobody: there is nobody to give a penalty to")]
    NobodyToPenalise,
    /// The round is over.
    #[error("the round is over")]
    RoundOver,
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
}

/// What the game is waiting for, in words, for [`RuleError::WrongMoment`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Waiting {
    /// Waiting for the deal.
    #[error("the cards have not been dealt")]
    Deal,
    /// Waiting for a play or a draw.
    #[error("play a card or draw")]
    PlayOrDraw,
    /// Waiting for a draw penalty to be answered.
    #[error("take the pending cards, stack or challenge")]
    DrawPenalty,
    /// Waiting for a colour.
    #[error("choose a colour")]
    Colour,
    /// Waiting for a player to be chosen.
    #[error("choose a player")]
    Target,
    /// Waiting for play or keep of a drawn card.
    #[error("play or keep the card you drew")]
    PlayOrKeep,
    /// Waiting for cards to be given.
    #[error("choose the cards to give")]
    GiveCards,
    /// Waiting for the player of a house rule to say who it applies to.
    #[error("say who the house rule applies to")]
    HouseRuleFor,
    /// Waiting for the table to judge a house rule.
    #[error("the table judges the house rule")]
    JudgeHouseRule,
}

/// Why a game could not be created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Seat count outside 2..=10.
    #[error("UNO is played by 2 to 10 players, not {0}")]
    PlayerCount(usize),
    /// The dealer seat does not exist.
    #[error("the dealer must be one of the players (seat {0} does not exist)")]
    NoSuchDealer(Seat),
    /// The partners chosen do not make whole teams at this table.
    #[error("{} need a table of {} players, not {seats}", team_words(*partners), list_counts(*partners))]
    Partners {
        /// The partners chosen.
        partners: super::teams::Partners,
        /// The players at the table.
        seats: usize,
    },
}

/// The partners in words: "teams of two".
fn team_words(partners: super::teams::Partners) -> &'static str {
    match partners {
        super::teams::Partners::Off => "players on their own",
        super::teams::Partners::Pairs => "teams of two",
        super::teams::Partners::Threes => "teams of three",
    }
}

/// The seat counts some partners fit, as "4, 6, 8 or 10".
fn list_counts(partners: super::teams::Partners) -> String {
    let counts: Vec<String> = partners.seat_counts().map(|n| n.to_string()).collect();
    match counts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => counts.concat(),
    }
}

/// Why a saved game could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("this saved game cannot be loaded: {0}")]
pub struct LoadError(pub DamagedSave);

/// What is wrong with a saved game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DamagedSave {
    /// The file is not a saved game's text: the line and what is wrong.
    #[error("{0}")]
    File(crate::ron_file::RonError),
    /// Another version of the save format.
    #[error("it was written by another version of the game (format {0})")]
    OtherVersion(u32),
    /// The hands, scores or seats do not agree on the number of players.
    #[error("the number of players does not add up")]
    PlayerCount,
    /// More cards than the deck has.
    #[error("it holds more cards than the deck")]
    TooManyCards,
    /// A state no game can reach: which invariant broke.
    #[error("it holds a state no game can reach ({0})")]
    Impossible(String),
}

/// A value of the rules outside the bounds they give it (a rule file, the New game form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OutOfBounds {
    /// A count of cards or players in a custom effect, not 1 to 10.
    #[error("{0} is out of range: use 1 to 10")]
    Amount(u8),
    /// The text of a Customizable Wild: this many characters, not 1 to 80.
    #[error("the card text must have 1 to 80 characters (it has {0})")]
    CardText(usize),
    /// The effects of a Customizable Wild: this many, more than 4.
    #[error("a customizable wild has at most 4 effects (it has {0})")]
    Effects(usize),
    /// The Customizable Wilds of the deck: this many, not 1 to 3.
    #[error("the deck takes 1 to 3 customizable wilds (this lists {0})")]
    CustomWilds(usize),
    /// A target score of 0.
    #[error("the target score must be at least 1 point")]
    TargetScore,
}

//! What happened, in table terms: every card move and every announcement, in order.
//! The table animates these; a per-seat filter hides what that seat may not see.

use serde::{Deserialize, Serialize};

use super::Seat;
use super::card::{Card, Colour};
use super::game::{Direction, RoundResult};

/// Where a card can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// The face-down draw pile.
    DrawPile,
    /// The face-up discard pile.
    DiscardPile,
    /// The discard pile just under its top card (cards discarded by a custom wild's effect go
    /// there, so that the wild stays on top).
    DiscardUnderTop,
    /// A player's hand.
    Hand(Seat),
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A round begins: the whole deck is shuffled into the draw pile.
    RoundStarted {
        /// Round number, from 1.
        round: u16,
        /// The dealer.
        dealer: Seat,
        /// Cards in the draw pile after the shuffle.
        cards: u8,
    },
    /// A card moved. `card` is `None` in a seat's filtered events when that seat may not see it.
    CardMoved {
        /// The card, when visible.
        card: Option<Card>,
        /// Where it was.
        from: Zone,
        /// Where it went.
        to: Zone,
    },
    /// The first card turned was put back and the deck reshuffled (Wild Draw Four, or a Wild under the old rule).
    FirstCardReturned {
        /// The card put back.
        card: Card,
    },
    /// A colour was named.
    ColourChosen {
        /// Who named it.
        seat: Seat,
        /// The colour now in force.
        colour: Colour,
    },
    /// The direction of play changed.
    DirectionChanged {
        /// The new direction.
        direction: Direction,
    },
    /// A player's turn begins.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
    },
    /// A player loses their turn.
    Skipped {
        /// Who.
        seat: Seat,
    },
    /// A draw penalty waits for an answer (stack, accept or challenge).
    DrawPending {
        /// Who must answer.
        seat: Seat,
        /// Cards at stake.
        total: u8,
        /// The rules let a Draw card be stacked on it.
        stack: bool,
        /// It is a Wild Draw Four that may be challenged.
        challenge: bool,
    },
    /// A player drew cards (summary after the `CardMoved` events).
    Drew {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A Wild Draw Four was challenged.
    Challenged {
        /// The player who had to draw.
        challenger: Seat,
        /// The player who played the card.
        offender: Seat,
        /// True when the bluff was proven.
        bluff: bool,
    },
    /// A hand was shown to one player only (challenge).
    HandShown {
        /// Whose hand.
        owner: Seat,
        /// Who saw it.
        to: Seat,
        /// The cards; empty in the events of everyone else.
        cards: Vec<Card>,
    },
    /// The bluffer took the Wild Draw Four back (box sheet rule) and must play a legal card.
    TookBack {
        /// Who.
        seat: Seat,
    },
    /// A player called UNO.
    UnoCalled {
        /// Who.
        seat: Seat,
    },
    /// A player was left with one card without calling UNO (by playing, or by being handed a whole
    /// hand of one card): they can be caught until they call or play moves on.
    UnoMissed {
        /// Who.
        seat: Seat,
    },
    /// A player was caught without calling UNO.
    Caught {
        /// Who caught them.
        catcher: Seat,
        /// Who was caught.
        target: Seat,
        /// Cards they draw.
        penalty: u8,
    },
    /// Two players swapped hands. The whole move is this one event: no `CardMoved` follows for
    /// the cards (each seat's view of the game after it says what its new hand holds).
    HandsSwapped {
        /// One player.
        a: Seat,
        /// The other.
        b: Seat,
    },
    /// Every hand passed to the next player in this direction (one event, as [`Event::HandsSwapped`]).
    HandsRotated {
        /// The direction the hands moved.
        direction: Direction,
    },
    /// The discard pile (but its top card) was shuffled into a new draw pile.
    Reshuffled {
        /// Cards in the new draw pile.
        cards: u8,
    },
    /// A wrong card was played (box sheet penalty): it goes back and the player draws four.
    WrongCard {
        /// Who.
        seat: Seat,
        /// The card tried.
        card: Card,
    },
    /// A table penalty was applied from the scoreboard.
    TableTalkPenalty {
        /// Who draws four.
        seat: Seat,
    },
    /// A player passed: nothing to draw, nothing to play.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// The player of a house rule said who it applies to; the table now judges it.
    HouseRuleFor {
        /// Who played it.
        seat: Seat,
        /// The card (a Customizable Wild: its text is the rule).
        card: Card,
        /// Who it applies to (`None`: nobody in particular).
        target: Option<Seat>,
    },
    /// The table judged a house rule: followed, or `penalty` cards for `target` (the `Drew`
    /// follows).
    HouseRuleJudged {
        /// Who played it.
        seat: Seat,
        /// Who it applies to.
        target: Option<Seat>,
        /// Cards drawn as its penalty (0: the rule was followed).
        penalty: u8,
    },
    /// The round ended.
    RoundEnded(RoundResult),
    /// The match ended.
    MatchEnded {
        /// The winner.
        winner: Seat,
    },
}

impl Event {
    /// How many kinds of event there are (variants of [`Event`]): tests that give an example of
    /// each check they have this many.
    pub const KINDS: usize = 25;

    /// The name of this event's kind (its variant), as written in the code.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Event::RoundStarted { .. } => "RoundStarted",
            Event::CardMoved { .. } => "CardMoved",
            Event::FirstCardReturned { .. } => "FirstCardReturned",
            Event::ColourChosen { .. } => "ColourChosen",
            Event::DirectionChanged { .. } => "DirectionChanged",
            Event::TurnStarted { .. } => "TurnStarted",
            Event::Skipped { .. } => "Skipped",
            Event::DrawPending { .. } => "DrawPending",
            Event::Drew { .. } => "Drew",
            Event::Challenged { .. } => "Challenged",
            Event::HandShown { .. } => "HandShown",
            Event::TookBack { .. } => "TookBack",
            Event::UnoCalled { .. } => "UnoCalled",
            Event::UnoMissed { .. } => "UnoMissed",
            Event::Caught { .. } => "Caught",
            Event::HandsSwapped { .. } => "HandsSwapped",
            Event::HandsRotated { .. } => "HandsRotated",
            Event::Reshuffled { .. } => "Reshuffled",
            Event::WrongCard { .. } => "WrongCard",
            Event::TableTalkPenalty { .. } => "TableTalkPenalty",
            Event::Passed { .. } => "Passed",
            Event::HouseRuleFor { .. } => "HouseRuleFor",
            Event::HouseRuleJudged { .. } => "HouseRuleJudged",
            Event::RoundEnded(_) => "RoundEnded",
            Event::MatchEnded { .. } => "MatchEnded",
        }
    }

    /// This event as `viewer` may see it (`None` = a spectator who sees only public information).
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::CardMoved { card, from, to } => {
                let public = |z: &Zone| matches!(z, Zone::DiscardPile | Zone::DiscardUnderTop);
                let mine = |z: &Zone| matches!((z, viewer), (Zone::Hand(s), Some(v)) if *s == v);
                let visible = public(from) || public(to) || mine(from) || mine(to);
                Event::CardMoved { card: if visible { *card } else { None }, from: *from, to: *to }
            }
            Event::HandShown { owner, to, cards } => {
                let cards = if viewer == Some(*to) || viewer == Some(*owner) { cards.clone() } else { Vec::new() };
                Event::HandShown { owner: *owner, to: *to, cards }
            }
            other => other.clone(),
        }
    }
}

/// Where the engine writes events. The simulator uses [`NoEvents`] so that nothing is built.
pub trait EventSink {
    /// False when events are thrown away: the engine then does not even build them.
    const ENABLED: bool;
    /// Receives one event.
    fn push(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    const ENABLED: bool = true;
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// Discards events (for simulation and search).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    const ENABLED: bool = false;
    #[inline]
    fn push(&mut self, _: Event) {}
}

//! What one seat may see: its own hand, every public fact, and nothing else.
//! Bots and the table only ever receive a `View`.

use std::cell::OnceCell;
use std::sync::Arc;

use super::Seat;
use super::action::Action;
use super::card::CardMask;
use super::card::{Card, Colour, DeckList};
use super::game::{Direction, Game, LACKS, Lack, MAX_SEATS, Phase, Resolving, Reveal, RoundResult};
use super::hand::Hand;
use super::rules::RuleSet;

/// What a challenge of a Wild Draw Four costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeStakes {
    /// Cards the bluffer draws when the bluff is proven; `None` when they take the card back
    /// instead (box sheet rule).
    pub bluffer_draws: Option<u8>,
    /// Cards the challenger draws when the Wild Draw Four was played fairly.
    pub challenger_draws: u8,
}

/// One seat's (or a spectator's) view of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Whose view (`None`: a spectator, who sees no hand).
    pub seat: Option<Seat>,
    /// Number of seats.
    pub seats: u8,
    /// The viewer's own hand (empty for a spectator).
    pub hand: Hand,
    /// Cards in every hand.
    pub hand_sizes: [u8; MAX_SEATS],
    /// Cards in the draw pile.
    pub draw_pile: u8,
    /// The discard pile's contents (public: every card in it was seen face up).
    pub discard: Hand,
    /// The top card of the discard pile.
    pub top: Option<Card>,
    /// The colour in force.
    pub colour: Colour,
    /// Direction of play.
    pub direction: Direction,
    /// What the game waits for.
    pub phase: Phase,
    /// Cards waiting to be drawn by the seat answering a draw penalty.
    pub pending_draw: u8,
    /// True when that penalty is a Wild Draw Four that may be challenged.
    pub challengeable: bool,
    /// The card whose effect is being resolved (a wild waiting for colour or target).
    pub resolving: Option<Card>,
    /// The card the viewer has just drawn and may play (only in the viewer's own view).
    pub drawn: Option<Card>,
    /// Seats that called UNO (bit per seat).
    pub uno_called: u16,
    /// Seats that can be caught without UNO (bit per seat).
    pub uno_catchable: u16,
    /// The dealer.
    pub dealer: Seat,
    /// Round number.
    pub round: u16,
    /// Match totals.
    pub scores: [u32; MAX_SEATS],
    /// The last finished round.
    pub last_round: Option<RoundResult>,
    /// A hand shown to the viewer by their challenge this round.
    pub revealed: Option<Reveal>,
    /// What each player was seen to lack, newest first.
    pub lacks: [[Option<Lack>; LACKS]; MAX_SEATS],
    /// Every hand, face up, once the round is over (cards are shown for counting).
    pub round_end_hands: Option<Vec<Hand>>,
    /// The rules.
    pub rules: Arc<RuleSet>,
    /// The deck these rules use.
    pub deck: DeckList,
    /// Public state that only matters to rebuild a whole game from the view (search bots).
    pub(crate) detail: PublicDetail,
}

/// The public parts of the engine's bookkeeping, kept so that a game consistent with the view can
/// be rebuilt ([`View::sample_game`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct PublicDetail {
    pub resolving: Option<Resolving>,
    /// A challengeable Wild Draw Four: who played it, the colour and pending draw before it.
    pub challenge: Option<(Seat, Colour, u8)>,
    /// The card under the top card.
    pub under_top: Option<Card>,
    pub takeback: bool,
    pub passes: u8,
}

impl View {
    /// The seat whose decision the game waits for.
    pub fn to_act(&self) -> Option<Seat> {
        self.phase.actor()
    }

    /// The teams at this table (every player on their own without partners).
    pub fn teams(&self) -> super::teams::Teams {
        self.rules.teams(self.seats as usize)
    }

    /// True when the decision is the viewer's.
    pub fn my_decision(&self) -> bool {
        self.seat.is_some() && self.to_act() == self.seat
    }

    /// Cards in `seat`'s hand.
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hand_sizes[seat as usize] as usize
    }

    /// True when `seat` called UNO.
    pub fn called_uno(&self, seat: Seat) -> bool {
        self.uno_called & (1 << seat) != 0
    }

    /// True when `seat` may be caught without UNO.
    pub fn catchable(&self, seat: Seat) -> bool {
        self.uno_catchable & (1 << seat) != 0
    }

    /// Faces of the viewer's hand playable now in a normal turn (a Wild Draw Four always counts:
    /// see [`View::would_bluff`]).
    pub fn playable_mask(&self) -> CardMask {
        self.top.map_or(0, |top| super::legal::playable_mask(&self.rules, top, self.colour, &self.hand))
    }

    /// True when a Wild Draw Four from the viewer's hand would be a bluff now.
    pub fn would_bluff(&self) -> bool {
        self.top.is_some_and(|top| super::legal::would_bluff(&self.rules, top, self.colour, &self.hand))
    }

    /// True when the deciding player is answering a Wild Draw Four (not a stack of Draw Twos).
    pub fn facing_wild_draw_four(&self) -> bool {
        matches!(self.phase, Phase::DrawPenalty { .. }) && self.top == Some(Card::WILD_DRAW_FOUR)
    }

    /// The seat that played the Wild Draw Four that may be challenged, and the colour in force
    /// before it (the colour its legality is judged by).
    pub fn challenge_info(&self) -> Option<(Seat, Colour)> {
        self.detail.challenge.map(|(s, c, _)| (s, c))
    }

    /// What a click on `card` in the viewer's own hand asks for now: the card just drawn is
    /// played from Play it / Keep it, a card out of turn jumps in, any other is played (the
    /// engine refuses it when it may not be). `None` for a spectator.
    pub fn action_for(&self, card: Card) -> Option<Action> {
        let me = self.seat?;
        Some(match self.phase {
            Phase::PlayOrKeep { seat } if seat == me && self.drawn == Some(card) => Action::PlayDrawn,
            Phase::Turn { seat } if seat != me => Action::JumpIn(card),
            _ => Action::Play(card),
        })
    }

    /// What a click on the draw pile asks for now: draw in a turn, take the cards under a draw
    /// penalty.
    pub fn draw_pile_action(&self) -> Option<Action> {
        match self.phase {
            Phase::Turn { .. } => Some(Action::Draw),
            Phase::DrawPenalty { .. } => Some(Action::Accept),
            _ => None,
        }
    }

    /// What a challenge of the pending Wild Draw Four would cost, as the rules in play settle it:
    /// `None` when there is none to challenge now.
    pub fn challenge_stakes(&self) -> Option<ChallengeStakes> {
        if !self.challengeable {
            return None;
        }
        Some(ChallengeStakes {
            bluffer_draws: match self.rules.bluff_penalty {
                super::rules::BluffPenalty::DrawFour => Some(self.pending_draw),
                super::rules::BluffPenalty::TakeBack => None,
            },
            challenger_draws: self.pending_draw.saturating_add(2),
        })
    }

    /// The card under the top card (what a Wild Draw Four was played on).
    pub fn under_top(&self) -> Option<Card> {
        self.detail.under_top
    }

    /// Cards the viewer has not seen: the deck minus their hand and the discard pile.
    pub fn unseen(&self) -> Hand {
        let mut h = Hand::new();
        for c in Card::all() {
            let n = self.deck.count(c).saturating_sub(self.hand.count(c) + self.discard.count(c));
            for _ in 0..n {
                h.add(c);
            }
        }
        h
    }
}

impl Game {
    /// What `seat` may see (`None`: a spectator, who sees only public information).
    pub fn view(&self, seat: Option<Seat>) -> View {
        let seat = seat.filter(|&s| s < self.seats);
        let mut hand_sizes = [0u8; MAX_SEATS];
        for (i, h) in self.hands[..self.seats()].iter().enumerate() {
            hand_sizes[i] = h.len() as u8;
        }
        let round_over = matches!(self.phase.get(), Phase::RoundOver | Phase::MatchOver { .. }) && self.round > 0;
        View {
            seat,
            seats: self.seats,
            hand: seat.map(|s| self.hands[s as usize]).unwrap_or_default(),
            hand_sizes,
            draw_pile: self.draw.len() as u8,
            discard: Hand::from_cards(self.discard.as_slice().iter().copied()),
            top: self.discard.top(),
            colour: self.colour,
            direction: self.direction,
            phase: self.phase.get(),
            pending_draw: self.pending,
            challengeable: self.challengeable(),
            resolving: self.resolving.map(|r| r.card),
            drawn: match (self.phase.get(), seat) {
                (Phase::PlayOrKeep { seat: s }, Some(v)) if s == v => self.drawn,
                _ => None,
            },
            uno_called: self.uno_called,
            uno_catchable: self.uno_exposed,
            dealer: self.dealer,
            round: self.round,
            scores: self.scores,
            last_round: self.last_round,
            revealed: self.reveal.filter(|r| Some(r.to) == seat),
            lacks: self.lacks,
            round_end_hands: round_over.then(|| self.hands[..self.seats()].to_vec()),
            rules: self.rules.clone(),
            deck: self.deck,
            detail: PublicDetail {
                resolving: self.resolving,
                challenge: self.challenge.map(|c| (c.offender, c.prev_colour, c.prev_pending)),
                under_top: self.discard.as_slice().iter().rev().nth(1).copied(),
                takeback: self.takeback,
                passes: self.passes,
            },
        }
    }
}

/// A decision put to one seat: its legal actions and, built only when asked for, its view.
/// The game itself stays out of reach, so a bot cannot see more than its seat may.
pub struct Decision<'a> {
    game: Option<&'a Game>,
    seat: Seat,
    legal: &'a [Action],
    view: OnceCell<View>,
}

impl<'a> Decision<'a> {
    /// The decision of `seat` in `game`, given its legal actions.
    pub fn new(game: &'a Game, seat: Seat, legal: &'a [Action]) -> Decision<'a> {
        Decision { game: Some(game), seat, legal, view: OnceCell::new() }
    }

    /// A decision from a view taken earlier (for example sent to a worker thread).
    pub fn from_view(view: View, legal: &'a [Action]) -> Decision<'a> {
        let seat = view.seat.unwrap_or(0);
        Decision { game: None, seat, legal, view: OnceCell::from(view) }
    }

    /// The deciding seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The legal actions (never empty when a bot is asked to decide).
    pub fn legal(&self) -> &[Action] {
        self.legal
    }

    /// What the seat may see.
    pub fn view(&self) -> &View {
        self.view.get_or_init(|| self.game.expect("a decision has a game or a view").view(Some(self.seat)))
    }
}

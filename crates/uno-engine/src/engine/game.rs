//! The game state: seats, hands, piles, colour, direction, phase, scores and the seeded RNG,
//! plus dealing a round and the card movements every rule is built from.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::Seat;
use super::card::{Card, Colour, DeckList, Kind};
use super::error::SetupError;
use super::event::{Event, EventSink, Zone};
use super::hand::{Hand, Pile};
use super::rng::Rng;
use super::rules::{FirstWild, RuleSet};

/// Most players at a table.
pub const MAX_SEATS: usize = 10;
/// Fewest players at a table.
pub const MIN_SEATS: usize = 2;
/// Cards dealt to each player.
pub const HAND_SIZE: usize = 7;

/// Direction of play. Seats are numbered clockwise: clockwise play goes from seat `i` to `i + 1`,
/// the player on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Seat `i` to seat `i + 1`.
    Clockwise,
    /// Seat `i` to seat `i - 1`.
    CounterClockwise,
}

impl Direction {
    /// The other direction.
    pub const fn flipped(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::CounterClockwise,
            Direction::CounterClockwise => Direction::Clockwise,
        }
    }
}

/// What the game waits for. Every decision is an explicit phase with the seat that must make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before a round: any seat may deal (`Action::StartRound`).
    WaitingToDeal,
    /// `seat` plays a card or draws.
    Turn {
        /// Whose turn.
        seat: Seat,
    },
    /// `seat` faces a pending draw: accept it, stack on it, or challenge a Wild Draw Four.
    DrawPenalty {
        /// Who must answer.
        seat: Seat,
    },
    /// `seat` names the colour of the wild just played (or turned first).
    ChooseColour {
        /// Who names it.
        seat: Seat,
    },
    /// `seat` chooses another player (Swap Hands, Seven-O 7, or a custom wild).
    ChooseTarget {
        /// Who chooses.
        seat: Seat,
    },
    /// `seat` plays or keeps the playable card just drawn.
    PlayOrKeep {
        /// Who drew it.
        seat: Seat,
    },
    /// `seat` gives `remaining` more cards to `target` (custom wild).
    GiveCards {
        /// Who gives.
        seat: Seat,
        /// Who receives.
        target: Seat,
        /// Cards still to give.
        remaining: u8,
    },
    /// `seat` played a house rule (a Customizable Wild with no effect from the catalogue) and
    /// says who it applies to, or nobody.
    HouseRuleFor {
        /// Who played it.
        seat: Seat,
    },
    /// The table judges the house rule `seat` played: followed (Done), or a penalty of 1 to 4
    /// cards for `target`. The people at the table decide; the game counts the cards.
    JudgeHouseRule {
        /// Who played it (the decision is entered in their name).
        seat: Seat,
        /// Who it applies to (`None`: nobody in particular).
        target: Option<Seat>,
    },
    /// The round is over and scored; any seat may deal the next one.
    RoundOver,
    /// The match is over.
    MatchOver {
        /// Who won it.
        winner: Seat,
    },
}

impl Phase {
    /// The seat whose decision the game waits for; `None` between rounds and after the match.
    #[inline]
    pub const fn actor(self) -> Option<Seat> {
        match self {
            Phase::Turn { seat }
            | Phase::DrawPenalty { seat }
            | Phase::ChooseColour { seat }
            | Phase::ChooseTarget { seat }
            | Phase::PlayOrKeep { seat }
            | Phase::GiveCards { seat, .. }
            | Phase::HouseRuleFor { seat }
            | Phase::JudgeHouseRule { seat, .. } => Some(seat),
            Phase::WaitingToDeal | Phase::RoundOver | Phase::MatchOver { .. } => None,
        }
    }

    /// True while cards are in play (between the deal and the end of the round).
    #[inline]
    pub const fn in_round(self) -> bool {
        self.actor().is_some()
    }
}

/// The packed target of a house rule that applies to nobody.
const NOBODY: Seat = u8::MAX;

/// The game's phase packed in one 32-bit word (tag, seat, target, remaining), so that a new phase
/// is one store and reading it back is one load the processor can forward from that store. As a
/// plain enum field it was written byte by byte and read whole, and every decision of the
/// simulator's loop waited for the bytes to reach the cache.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PhaseCell(u32);

impl std::fmt::Debug for PhaseCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

impl PhaseCell {
    /// A cell holding `phase`.
    #[inline(always)]
    pub(crate) fn new(phase: Phase) -> PhaseCell {
        let word = |tag: u32, a: Seat, b: Seat, c: u8| tag | (a as u32) << 8 | (b as u32) << 16 | (c as u32) << 24;
        PhaseCell(match phase {
            Phase::WaitingToDeal => word(0, 0, 0, 0),
            Phase::Turn { seat } => word(1, seat, 0, 0),
            Phase::DrawPenalty { seat } => word(2, seat, 0, 0),
            Phase::ChooseColour { seat } => word(3, seat, 0, 0),
            Phase::ChooseTarget { seat } => word(4, seat, 0, 0),
            Phase::PlayOrKeep { seat } => word(5, seat, 0, 0),
            Phase::GiveCards { seat, target, remaining } => word(6, seat, target, remaining),
            Phase::RoundOver => word(7, 0, 0, 0),
            Phase::MatchOver { winner } => word(8, winner, 0, 0),
            Phase::HouseRuleFor { seat } => word(9, seat, 0, 0),
            // Nobody is packed as a seat no table has.
            Phase::JudgeHouseRule { seat, target } => word(10, seat, target.unwrap_or(NOBODY), 0),
        })
    }

    /// The phase held.
    #[inline(always)]
    pub(crate) fn get(self) -> Phase {
        let [tag, seat, target, remaining] = self.0.to_le_bytes();
        match tag {
            0 => Phase::WaitingToDeal,
            1 => Phase::Turn { seat },
            2 => Phase::DrawPenalty { seat },
            3 => Phase::ChooseColour { seat },
            4 => Phase::ChooseTarget { seat },
            5 => Phase::PlayOrKeep { seat },
            6 => Phase::GiveCards { seat, target, remaining },
            7 => Phase::RoundOver,
            9 => Phase::HouseRuleFor { seat },
            10 => Phase::JudgeHouseRule { seat, target: (target != NOBODY).then_some(target) },
            _ => Phase::MatchOver { winner: seat },
        }
    }

    /// Replaces the phase held.
    #[inline(always)]
    pub(crate) fn set(&mut self, phase: Phase) {
        *self = PhaseCell::new(phase);
    }
}

/// The outcome of one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// Round number, from 1.
    pub round: u16,
    /// Who dealt it.
    pub dealer: Seat,
    /// Who went out (or, in a blocked round, who held the fewest points).
    pub winner: Seat,
    /// True when the round ended because nobody could play or draw.
    pub blocked: bool,
    /// Number of seats (the arrays below are valid up to this).
    pub seats: u8,
    /// Points left in each hand.
    pub hand_points: [u32; MAX_SEATS],
    /// Points each seat scored this round.
    pub gained: [u32; MAX_SEATS],
    /// Match totals after this round.
    pub totals: [u32; MAX_SEATS],
}

/// How to start a match.
#[derive(Clone, Debug)]
pub struct Setup {
    /// Number of players, 2 to 10.
    pub seats: usize,
    /// The rules.
    pub rules: RuleSet,
    /// Seed of every shuffle and random choice.
    pub seed: u64,
    /// The first dealer; `None` picks one at random.
    pub dealer: Option<Seat>,
}

impl Setup {
    /// `seats` players, official rules, random dealer.
    pub fn new(seats: usize, seed: u64) -> Setup {
        Setup { seats, rules: RuleSet::default(), seed, dealer: None }
    }

    /// Checks the seat count, the dealer and the partners (a table of `seats` players with this
    /// dealer under these rules).
    pub fn validate_with(rules: &RuleSet, seats: usize, dealer: Option<Seat>) -> Result<(), SetupError> {
        Setup::validate(seats, dealer)?;
        super::teams::Teams::new(rules.partners, seats).map(|_| ())
    }

    /// Checks the seat count and the dealer (a table of `seats` players with this dealer).
    pub fn validate(seats: usize, dealer: Option<Seat>) -> Result<(), SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::PlayerCount(seats));
        }
        match dealer {
            Some(d) if d as usize >= seats => Err(SetupError::NoSuchDealer(d)),
            _ => Ok(()),
        }
    }
}

/// The card being resolved across several decisions (colour, then target, then gifts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Resolving {
    pub seat: Seat,
    pub card: Card,
    /// The first card of the round: its colour is chosen by the first player, who then plays.
    pub first: bool,
    pub target: Option<Seat>,
    /// Custom wild: index of the next effect to apply.
    pub next_effect: u8,
    /// Custom wild: players skipped so far.
    pub skips: u8,
}

/// A Wild Draw Four that can still be challenged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PendingChallenge {
    pub offender: Seat,
    pub bluff: bool,
    pub prev_colour: Colour,
    pub prev_pending: u8,
}

/// How many claims about what a player lacks are remembered per player (the newest).
pub const LACKS: usize = 4;

/// What the table saw a player lack. They drew on their turn (nothing fitted, not even a wild),
/// played a Wild (no coloured card fitted) or played a Wild Draw Four (no card of the colour in
/// force): the cards they held then and still hold are none of `mask`. Public: it follows from
/// what everyone saw, assuming players play a card when they have one and do not bluff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lack {
    /// The faces they lacked.
    pub mask: super::card::CardMask,
    /// Their cards the claim does not cover: those received since (a drawn card that fitted
    /// counts, one that did not fit lacked it too), less those played since that it rules out
    /// (such a card cannot have been held then).
    pub since: u8,
    /// Made by a Wild Draw Four: dropped when a challenge shows it was a bluff.
    pub by_wild_draw_four: bool,
}

impl Lack {
    /// How many of a hand of `size` cards the claim covers.
    pub fn covers(&self, size: usize) -> usize {
        size.saturating_sub(self.since as usize)
    }
}

/// A hand shown to one player by a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reveal {
    /// Whose hand.
    pub owner: Seat,
    /// Who saw it.
    pub to: Seat,
    /// The hand as it was shown.
    pub hand: Hand,
}

/// A whole match: the single source of truth. It changes only through [`Game::apply`].
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) rules: Arc<RuleSet>,
    pub(crate) deck: DeckList,
    pub(crate) seats: u8,
    pub(crate) hands: [Hand; MAX_SEATS],
    pub(crate) draw: Pile,
    pub(crate) discard: Pile,
    pub(crate) colour: Colour,
    pub(crate) direction: Direction,
    pub(crate) phase: PhaseCell,
    pub(crate) dealer: Seat,
    pub(crate) round: u16,
    pub(crate) scores: [u32; MAX_SEATS],
    /// Cards waiting to be drawn by the seat in `Phase::DrawPenalty`.
    pub(crate) pending: u8,
    pub(crate) resolving: Option<Resolving>,
    pub(crate) challenge: Option<PendingChallenge>,
    /// The current player took a bluffed Wild Draw Four back and must play a legal card.
    pub(crate) takeback: bool,
    pub(crate) drawn: Option<Card>,
    /// Seats that called UNO for their current one-card episode (bit per seat).
    pub(crate) uno_called: u16,
    /// Seats down to one card without a call, catchable until the next player begins a turn.
    pub(crate) uno_exposed: u16,
    /// Consecutive passes (nothing to draw, nothing to play).
    pub(crate) passes: u8,
    pub(crate) reveal: Option<Reveal>,
    /// Public: what each player was seen to lack, newest first.
    pub(crate) lacks: [[Option<Lack>; LACKS]; MAX_SEATS],
    pub(crate) last_round: Option<RoundResult>,
    pub(crate) rng: Rng,
}

impl Game {
    /// A new match, before the first deal (phase [`Phase::WaitingToDeal`]).
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        Setup::validate_with(&setup.rules, setup.seats, setup.dealer)?;
        let seats = setup.seats as u8;
        let mut rng = Rng::new(setup.seed);
        let dealer = match setup.dealer {
            Some(d) => d,
            None => rng.below(seats as u32) as u8,
        };
        let deck = setup.rules.deck_list();
        Ok(Game {
            rules: Arc::new(setup.rules),
            deck,
            seats,
            hands: [Hand::default(); MAX_SEATS],
            draw: Pile::from_cards(deck.cards()),
            discard: Pile::default(),
            colour: Colour::Red,
            direction: Direction::Clockwise,
            phase: PhaseCell::new(Phase::WaitingToDeal),
            dealer,
            round: 0,
            scores: [0; MAX_SEATS],
            pending: 0,
            resolving: None,
            challenge: None,
            takeback: false,
            drawn: None,
            uno_called: 0,
            uno_exposed: 0,
            passes: 0,
            reveal: None,
            lacks: [[None; LACKS]; MAX_SEATS],
            last_round: None,
            rng,
        })
    }

    /// A new match with its first round dealt, and the events of the deal.
    pub fn new_dealt(setup: Setup) -> Result<(Game, Vec<Event>), SetupError> {
        let mut g = Game::new(setup)?;
        let events = g.apply(0, super::Action::StartRound).expect("a new match can always be dealt");
        Ok((g, events))
    }

    /// The rules in force.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The rules, shared.
    pub fn rules_arc(&self) -> &Arc<RuleSet> {
        &self.rules
    }

    /// The deck these rules use.
    pub fn deck(&self) -> &DeckList {
        &self.deck
    }

    /// Number of seats.
    #[inline]
    pub fn seats(&self) -> usize {
        self.seats as usize
    }

    /// What the game waits for.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase.get()
    }

    /// The seat whose decision the game waits for.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        self.phase.get().actor()
    }

    /// The colour in force.
    pub fn colour(&self) -> Colour {
        self.colour
    }

    /// The direction of play.
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// The top card of the discard pile (none before the first deal).
    pub fn top_card(&self) -> Option<Card> {
        self.discard.top()
    }

    /// The dealer of the current (or last) round.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Round number (0 before the first deal).
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The teams at this table (every player on their own without partners).
    #[inline]
    pub fn teams(&self) -> super::teams::Teams {
        self.rules.teams(self.seats())
    }

    /// Match totals per team (index: team; without partners, the seat's own).
    pub fn team_scores(&self) -> Vec<u32> {
        let teams = self.teams();
        teams.totals(self.scores())[..teams.count()].to_vec()
    }

    /// Match totals per seat.
    pub fn scores(&self) -> &[u32] {
        &self.scores[..self.seats()]
    }

    /// Cards in each hand.
    pub fn hand_sizes(&self) -> impl Iterator<Item = usize> + '_ {
        self.hands[..self.seats()].iter().map(Hand::len)
    }

    /// Cards in the draw pile.
    pub fn draw_pile_len(&self) -> usize {
        self.draw.len()
    }

    /// Cards in the discard pile.
    pub fn discard_pile_len(&self) -> usize {
        self.discard.len()
    }

    /// Cards waiting to be drawn by the seat answering a draw penalty.
    pub fn pending_draw(&self) -> u8 {
        self.pending
    }

    /// The result of the last finished round.
    pub fn last_round(&self) -> Option<&RoundResult> {
        self.last_round.as_ref()
    }

    /// The card just drawn that its drawer may play or keep (hidden information: only the engine,
    /// and search bots about games they imagined themselves, may ask).
    pub fn drawn_card(&self) -> Option<Card> {
        self.drawn
    }

    /// The card whose effect is being resolved (a wild waiting for its colour or target).
    pub fn resolving_card(&self) -> Option<Card> {
        self.resolving.map(|r| r.card)
    }

    /// True when a Wild Draw Four waits for its challenge decision.
    pub fn challengeable(&self) -> bool {
        self.challenge.is_some() && matches!(self.phase.get(), Phase::DrawPenalty { .. })
    }

    /// True when `seat` called UNO for the one card they hold (or are about to hold).
    pub fn uno_called(&self, seat: Seat) -> bool {
        self.uno_called & (1 << seat) != 0
    }

    /// True when `seat` went down to one card without calling and can still be caught.
    pub fn catchable(&self, seat: Seat) -> bool {
        self.uno_exposed & (1 << seat) != 0
    }

    /// The hand of `seat`. Only the engine, the save file and tests read hands directly;
    /// players and bots get a [`super::View`].
    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat as usize]
    }

    /// The draw pile, bottom first (hidden information: for saves, tests and invariant checks).
    pub fn draw_pile(&self) -> &[Card] {
        self.draw.as_slice()
    }

    /// The discard pile, bottom first.
    pub fn discard_pile(&self) -> &[Card] {
        self.discard.as_slice()
    }

    /// The seat `steps` places away in the direction of play.
    #[inline]
    pub fn seat_after(&self, from: Seat, steps: u8) -> Seat {
        let n = self.seats;
        // No division on the hot path: steps is almost always 1 or 2.
        let s = if steps < n { steps } else { steps % n };
        match self.direction {
            Direction::Clockwise => {
                let x = from + s;
                if x >= n { x - n } else { x }
            }
            Direction::CounterClockwise => {
                if from >= s {
                    from - s
                } else {
                    from + n - s
                }
            }
        }
    }

    // ----- card movements every rule is built from -----

    /// Shuffles the discard pile but its top card into a new draw pile (rare: kept out of line
    /// so that drawing a card stays a few instructions).
    #[cold]
    #[inline(never)]
    pub(crate) fn reshuffle<S: EventSink>(&mut self, sink: &mut S) {
        let keep = self.cards_kept_on_reshuffle();
        if self.discard.len() <= keep {
            return;
        }
        let len = self.discard.len();
        let kept: [Card; 2] = [self.discard.as_slice()[len - keep], self.discard.as_slice()[len - 1]];
        for &c in &self.discard.as_slice()[..len - keep] {
            self.draw.push(c);
        }
        self.discard.clear();
        for &c in &kept[2 - keep..] {
            self.discard.push(c);
        }
        self.rng.shuffle(self.draw.as_mut_slice());
        if S::ENABLED {
            sink.push(Event::Reshuffled { cards: self.draw.len() as u8 });
        }
    }

    /// Cards that stay on the discard pile when it is reshuffled: the top one, and the one under a
    /// Wild Draw Four that a take-back challenge could still uncover.
    #[inline]
    fn cards_kept_on_reshuffle(&self) -> usize {
        if self.challenge.is_some() && self.rules.bluff_penalty == super::rules::BluffPenalty::TakeBack { 2 } else { 1 }
    }

    /// True when at least one card can be drawn (possibly after a reshuffle).
    #[inline]
    pub(crate) fn can_draw(&self) -> bool {
        !self.draw.is_empty() || self.discard.len() > self.cards_kept_on_reshuffle()
    }

    /// Draws one card into `seat`'s hand, reshuffling if needed. `None` when both piles are spent.
    #[inline]
    pub(crate) fn draw_one<S: EventSink>(&mut self, seat: Seat, sink: &mut S) -> Option<Card> {
        if self.draw.is_empty() {
            self.reshuffle(sink);
        }
        let c = self.draw.pop()?;
        self.hands[seat as usize].add(c);
        if S::ENABLED {
            sink.push(Event::CardMoved { card: Some(c), from: Zone::DrawPile, to: Zone::Hand(seat) });
        }
        Some(c)
    }

    /// Draws up to `n` cards into `seat`'s hand; returns how many came.
    pub(crate) fn draw_cards<S: EventSink>(&mut self, seat: Seat, n: u8, sink: &mut S) -> u8 {
        let mut got = 0;
        for _ in 0..n {
            if self.draw_one(seat, sink).is_none() {
                break;
            }
            got += 1;
        }
        if got > 0 {
            self.note_received(seat, got);
            self.clear_uno(seat);
            if S::ENABLED {
                sink.push(Event::Drew { seat, count: got });
            }
        }
        got
    }

    /// `seat` got `n` cards nobody saw: what they were seen to lack covers fewer of their cards.
    #[inline]
    pub(crate) fn note_received(&mut self, seat: Seat, n: u8) {
        for l in self.lacks[seat as usize].iter_mut().flatten() {
            l.since = l.since.saturating_add(n);
        }
    }

    /// `seat` played `card`: a card they were seen to lack cannot be one held since, so it was
    /// one of the cards received after.
    #[inline]
    pub(crate) fn note_played(&mut self, seat: Seat, card: Card) {
        for l in self.lacks[seat as usize].iter_mut().flatten() {
            if l.mask & card.bit() != 0 {
                l.since = l.since.saturating_sub(1);
            }
        }
    }

    /// `seat` got `n` cards that every claim but the newest leaves out (cards drawn that did not
    /// fit: the newest claim, made by that draw, covers them).
    #[inline]
    pub(crate) fn note_received_before_newest(&mut self, seat: Seat, n: u8) {
        for l in self.lacks[seat as usize][1..].iter_mut().flatten() {
            l.since = l.since.saturating_add(n);
        }
    }

    /// Forgets what `seat`'s Wild Draw Four seemed to show (it was a bluff); the other claims keep
    /// their order.
    pub(crate) fn forget_wild_draw_four_lacks(&mut self, seat: Seat) {
        let mut kept = [None; LACKS];
        let others = self.lacks[seat as usize].into_iter().flatten().filter(|l| !l.by_wild_draw_four);
        for (slot, l) in kept.iter_mut().zip(others) {
            *slot = Some(l);
        }
        self.lacks[seat as usize] = kept;
    }

    /// A new claim about what `seat` lacks (the oldest of a full list is forgotten).
    pub(crate) fn note_lack(&mut self, seat: Seat, mask: super::card::CardMask, by_wild_draw_four: bool) {
        let l = &mut self.lacks[seat as usize];
        l.rotate_right(1);
        l[0] = Some(Lack { mask, since: 0, by_wild_draw_four });
    }

    /// Forgets `seat`'s UNO call and exposure when their hand is no longer a single card.
    #[inline]
    pub(crate) fn clear_uno(&mut self, seat: Seat) {
        if self.hands[seat as usize].len() != 1 {
            self.uno_called &= !(1 << seat);
            self.uno_exposed &= !(1 << seat);
        }
    }

    /// Two players exchange their whole hands.
    pub(crate) fn swap_hands<S: EventSink>(&mut self, a: Seat, b: Seat, sink: &mut S) {
        if S::ENABLED {
            sink.push(Event::HandsSwapped { a, b });
        }
        self.hands.swap(a as usize, b as usize);
        self.lacks.swap(a as usize, b as usize);
        self.hand_received(a, sink);
        self.hand_received(b, sink);
    }

    /// `seat` was handed a whole hand (Swap Hands, Seven-O, a rotation). An earlier call does not
    /// cover it; one card means UNO must be called now ("every time you are left with one card",
    /// rules article), and until it is, or until the next player acts, `seat` can be caught.
    fn hand_received<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        let bit = 1u16 << seat;
        self.uno_called &= !bit;
        self.uno_exposed &= !bit;
        if self.hands[seat as usize].len() == 1 {
            self.uno_exposed |= bit;
            if S::ENABLED {
                sink.push(Event::UnoMissed { seat });
            }
        }
    }

    /// Every hand passes to the next player in the direction of play.
    pub(crate) fn rotate_hands<S: EventSink>(&mut self, sink: &mut S) {
        let old = self.hands;
        let old_lacks = self.lacks;
        if S::ENABLED {
            sink.push(Event::HandsRotated { direction: self.direction });
        }
        for s in 0..self.seats {
            let to = self.seat_after(s, 1);
            self.hands[to as usize] = old[s as usize];
            self.lacks[to as usize] = old_lacks[s as usize];
        }
        for s in 0..self.seats {
            self.hand_received(s, sink);
        }
    }

    /// Flips the direction of play.
    pub(crate) fn flip_direction<S: EventSink>(&mut self, sink: &mut S) {
        self.direction = self.direction.flipped();
        if S::ENABLED {
            sink.push(Event::DirectionChanged { direction: self.direction });
        }
    }

    /// `seat`'s turn begins.
    #[inline]
    pub(crate) fn start_turn<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        self.void_unused_uno_calls();
        self.phase.set(Phase::Turn { seat });
        self.takeback = false;
        self.drawn = None;
        if S::ENABLED {
            sink.push(Event::TurnStarted { seat });
        }
    }

    /// A turn begins: an UNO call stands only for a player holding one card. A call made with two
    /// cards in a decision that ended without the play it was for (the drawn card kept, a
    /// challenge won, a penalty taken with nothing left to draw, a turn taken by a Jump-In) is
    /// void: the next time that player comes down to one card they must call again.
    #[inline]
    pub(crate) fn void_unused_uno_calls(&mut self) {
        let mut called = self.uno_called;
        while called != 0 {
            let s = called.trailing_zeros() as usize;
            called &= called - 1;
            if self.hands[s].len() != 1 {
                self.uno_called &= !(1u16 << s);
            }
        }
    }

    /// `seat`'s turn ends: `skips` players lose their turn, then the next one plays.
    #[inline]
    pub(crate) fn end_turn<S: EventSink>(&mut self, seat: Seat, skips: u8, sink: &mut S) {
        let mut s = seat;
        for _ in 0..skips {
            s = self.seat_after(s, 1);
            if S::ENABLED {
                sink.push(Event::Skipped { seat: s });
            }
        }
        let next = self.seat_after(s, 1);
        self.start_turn(next, sink);
    }

    // ----- the deal -----

    /// Forgets what belongs to one round's play (a pending draw, a card being resolved, a
    /// challenge, a drawn card, UNO calls): written once, for a round's end and the next deal.
    pub(crate) fn clear_round_state(&mut self) {
        self.pending = 0;
        self.resolving = None;
        self.challenge = None;
        self.takeback = false;
        self.drawn = None;
        self.uno_called = 0;
        self.uno_exposed = 0;
    }

    /// Deals a new round: shuffle, seven cards each, turn the first card and apply its effect.
    pub(crate) fn deal<S: EventSink>(&mut self, sink: &mut S) {
        if self.round > 0 {
            self.dealer = (self.dealer + 1) % self.seats;
        }
        self.round += 1;
        for h in &mut self.hands {
            *h = Hand::default();
        }
        self.deck.fill(&mut self.draw);
        self.discard.clear();
        self.rng.shuffle(self.draw.as_mut_slice());
        self.clear_round_state();
        self.passes = 0;
        self.reveal = None;
        self.lacks = [[None; LACKS]; MAX_SEATS];
        if S::ENABLED {
            sink.push(Event::RoundStarted { round: self.round, dealer: self.dealer, cards: self.draw.len() as u8 });
        }
        // Every round starts clockwise; a table that ended the last one the other way is told.
        if self.direction != Direction::Clockwise {
            self.flip_direction(sink);
        }
        let first = self.seat_after(self.dealer, 1);
        for _ in 0..HAND_SIZE {
            // Round the table from `first`, without a division per card.
            let mut seat = first;
            for _ in 0..self.seats {
                self.draw_one(seat, sink);
                seat += 1;
                if seat == self.seats {
                    seat = 0;
                }
            }
        }
        let card = loop {
            let c = self.draw.pop().expect("a fresh deck has cards left after the deal");
            self.discard.push(c);
            if S::ENABLED {
                sink.push(Event::CardMoved { card: Some(c), from: Zone::DrawPile, to: Zone::DiscardPile });
            }
            let returned =
                c == Card::WILD_DRAW_FOUR || (c == Card::WILD && self.rules.first_wild == FirstWild::TurnAnother);
            if !returned {
                break c;
            }
            self.discard.pop();
            self.draw.push(c);
            self.rng.shuffle(self.draw.as_mut_slice());
            if S::ENABLED {
                sink.push(Event::CardMoved { card: Some(c), from: Zone::DiscardPile, to: Zone::DrawPile });
                sink.push(Event::FirstCardReturned { card: c });
            }
        };
        self.first_card_effect(card, first, sink);
    }

    /// The effect of the first card turned on the first player.
    fn first_card_effect<S: EventSink>(&mut self, card: Card, first: Seat, sink: &mut S) {
        if let Some(c) = card.colour() {
            self.colour = c;
        }
        match card.kind() {
            Kind::Number(_) => self.start_turn(first, sink),
            Kind::Skip => self.end_turn(self.dealer, 1, sink),
            Kind::Reverse => {
                self.flip_direction(sink);
                self.start_turn(self.dealer, sink);
            }
            Kind::DrawTwo => {
                self.draw_cards(first, 2, sink);
                self.end_turn(self.dealer, 1, sink);
            }
            Kind::Wild | Kind::SwapHands | Kind::Custom(_) => {
                self.resolving =
                    Some(Resolving { seat: first, card, first: true, target: None, next_effect: 0, skips: 0 });
                self.phase.set(Phase::ChooseColour { seat: first });
            }
            Kind::WildDrawFour => unreachable!("a first Wild Draw Four is always returned"),
        }
    }
}

impl Game {
    /// What `seat` was seen to lack, newest first (public).
    pub fn lacks(&self, seat: Seat) -> impl Iterator<Item = Lack> + '_ {
        self.lacks.get(seat as usize).into_iter().flatten().flatten().copied()
    }

    /// Whether `other` is the same position: the same cards in the same places, the same turn,
    /// scores and state of play, whatever each remembers of what players were seen to lack (a
    /// replay of the moves works that out again; a game saved by an earlier version counted the
    /// cards drawn since otherwise).
    pub fn same_position(&self, other: &Game) -> bool {
        let forget = |g: &Game| Game { lacks: [[None; LACKS]; MAX_SEATS], ..g.clone() };
        forget(self) == forget(other)
    }

    /// Whether the Wild Draw Four waiting for a challenge was a bluff (hidden information: only the
    /// engine, and search bots about games they imagined themselves, may ask).
    pub fn pending_bluff(&self) -> Option<bool> {
        self.challenge.map(|c| c.bluff)
    }
}

#[cfg(test)]
mod tests {
    use super::{Phase, PhaseCell};

    /// Every phase, at every seat, comes back out of its packed word as it went in, and two
    /// different phases never pack alike.
    #[test]
    fn every_phase_comes_back_out_of_its_cell() {
        let mut all = vec![Phase::WaitingToDeal, Phase::RoundOver];
        for seat in 0..10 {
            all.extend([
                Phase::Turn { seat },
                Phase::DrawPenalty { seat },
                Phase::ChooseColour { seat },
                Phase::ChooseTarget { seat },
                Phase::PlayOrKeep { seat },
                Phase::MatchOver { winner: seat },
                Phase::HouseRuleFor { seat },
                Phase::JudgeHouseRule { seat, target: None },
            ]);
            for target in 0..10 {
                all.push(Phase::JudgeHouseRule { seat, target: Some(target) });
                for remaining in 1..=4 {
                    all.push(Phase::GiveCards { seat, target, remaining });
                }
            }
        }
        let mut words = std::collections::HashSet::new();
        for &p in &all {
            let mut cell = PhaseCell::new(Phase::WaitingToDeal);
            cell.set(p);
            assert_eq!(cell.get(), p);
            assert!(words.insert(cell), "{p:?} packs like another phase");
        }
    }
}

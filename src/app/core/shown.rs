//! What the screen has shown: the engine's events wait in a queue in batches, each batch followed
//! by the game as it stood after it; [`ShownView`] takes that state once the batch's last event
//! has been played. The HUD, the card faces, input and the curtain read only this, so nothing on
//! screen runs ahead of the cards still in flight.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::engine::{Action, Card, Colour, Direction, Event, Game, Phase, RuleSet, Seat, View, Zone};

/// The queue, the playback and the messages of what is shown.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EventQueue>()
        .init_resource::<Playback>()
        .add_message::<EventShown>()
        .add_message::<Jumped>()
        .add_message::<RevealRead>();
}

/// One entry of the queue: an event to show, or the state once the batch before it has been shown.
#[derive(Debug)]
pub enum Queued {
    /// An event to animate.
    Event(Event),
    /// The game after the batch of events before this entry.
    After(Box<Game>),
}

/// Events from the engine waiting to be shown, in order, in batches (one per applied action).
#[derive(Resource, Default, Debug)]
pub struct EventQueue(VecDeque<Queued>);

impl EventQueue {
    /// Queues the events of one action and the game as it stands after them.
    pub fn push_batch(&mut self, events: Vec<Event>, after: &Game) {
        self.0.extend(events.into_iter().map(Queued::Event));
        self.0.push_back(Queued::After(Box::new(after.clone())));
    }

    /// True when everything queued has been shown.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Forgets everything queued.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The next entry to show.
    pub fn pop(&mut self) -> Option<Queued> {
        self.0.pop_front()
    }

    /// The state the screen will reach at the end of the batch being shown now.
    pub fn batch_end(&self) -> Option<&Game> {
        self.0.iter().find_map(|q| match q {
            Queued::After(g) => Some(&**g),
            Queued::Event(_) => None,
        })
    }
}

/// What the HUD says about the cards on the table, kept event by event as the cards move: the
/// hand sizes on the labels, the colour ring and the direction arrows never run ahead of them.
#[derive(Clone, Debug, PartialEq)]
pub struct TableFacts {
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// The discard pile as far as it matters: its last cards, the top one last.
    pub discard: Vec<Card>,
    /// The colour in force.
    pub colour: Colour,
    /// The direction of play.
    pub direction: Direction,
}

impl TableFacts {
    fn of(game: &Game) -> TableFacts {
        let pile = game.discard_pile();
        TableFacts {
            hand_sizes: game.hand_sizes().collect(),
            discard: pile[pile.len().saturating_sub(2)..].to_vec(),
            colour: game.colour(),
            direction: game.direction(),
        }
    }

    /// The top card of the discard pile.
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }

    /// Follows one event as the cards on the table follow it.
    fn track(&mut self, event: &Event) {
        match *event {
            Event::RoundStarted { .. } => {
                self.hand_sizes.iter_mut().for_each(|n| *n = 0);
                self.discard.clear();
            }
            Event::CardMoved { card, from, to } => {
                match from {
                    Zone::Hand(s) => self.hand_sizes[s as usize] = self.hand_sizes[s as usize].saturating_sub(1),
                    Zone::DiscardPile | Zone::DiscardUnderTop => {
                        self.discard.pop();
                    }
                    Zone::DrawPile => {}
                }
                match (to, card) {
                    (Zone::Hand(s), _) => self.hand_sizes[s as usize] += 1,
                    (Zone::DiscardPile, Some(c)) => {
                        self.discard.push(c);
                        if let Some(colour) = c.colour() {
                            self.colour = colour;
                        }
                    }
                    (Zone::DiscardUnderTop, Some(c)) => {
                        let at = self.discard.len().saturating_sub(1);
                        self.discard.insert(at, c);
                    }
                    _ => {}
                }
            }
            Event::ColourChosen { colour, .. } => self.colour = colour,
            Event::DirectionChanged { direction } => self.direction = direction,
            Event::HandsSwapped { a, b } => self.hand_sizes.swap(a as usize, b as usize),
            Event::HandsRotated { direction: Direction::Clockwise } => self.hand_sizes.rotate_right(1),
            Event::HandsRotated { direction: Direction::CounterClockwise } => self.hand_sizes.rotate_left(1),
            Event::Reshuffled { .. } => {
                let keep = self.discard.len().saturating_sub(2);
                self.discard.drain(..keep);
            }
            _ => {}
        }
    }
}

/// What the batch of events being shown has shown so far (nothing between batches): the status
/// line follows it rather than the decision the batch answers.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BatchSoFar {
    /// Events shown of it.
    pub events: usize,
    /// The last turn it began, or the last draw penalty it put to a player.
    pub next: Option<Seat>,
    /// It ended the round.
    pub round_ended: bool,
}

/// The game as far as the screen has shown it. Only views and public facts come out of it.
#[derive(Resource, Debug)]
pub struct ShownView {
    game: Game,
    facts: TableFacts,
    batch: BatchSoFar,
}

impl ShownView {
    /// The state before anything of a match was shown.
    pub fn new(game: &Game) -> ShownView {
        ShownView { game: game.clone(), facts: TableFacts::of(game), batch: BatchSoFar::default() }
    }

    /// The screen has shown everything up to `game`.
    pub fn reach(&mut self, game: Game) {
        self.facts = TableFacts::of(&game);
        self.game = game;
        self.batch = BatchSoFar::default();
    }

    /// The screen has just shown `event` (the cards it moves are on their way).
    pub fn track(&mut self, event: &Event) {
        self.facts.track(event);
        self.batch.events += 1;
        match *event {
            Event::TurnStarted { seat } | Event::DrawPending { seat, .. } => self.batch.next = Some(seat),
            Event::RoundEnded(_) | Event::MatchEnded { .. } => self.batch.round_ended = true,
            _ => {}
        }
    }

    /// What the batch being shown has shown so far.
    pub fn batch(&self) -> BatchSoFar {
        self.batch
    }

    /// Hand sizes, top card, colour and direction as the cards on the table show them now.
    pub fn facts(&self) -> &TableFacts {
        &self.facts
    }

    /// What `seat` may see (`None`: a spectator).
    pub fn view(&self, seat: Option<Seat>) -> View {
        self.game.view(seat)
    }

    /// The decision the table was waiting for.
    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    /// Who was to decide.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.game.seats()
    }

    /// The rules of the match.
    pub fn rules(&self) -> &RuleSet {
        self.game.rules()
    }

    /// The round shown.
    pub fn round(&self) -> u16 {
        self.game.round()
    }

    /// True when `seat` could be caught for a forgotten UNO.
    pub fn catchable(&self, seat: Seat) -> bool {
        self.game.catchable(seat)
    }

    /// What `seat` may do now (the buttons and clicks the screen offers): the legal actions, the
    /// UNO call only where it means something ([`crate::engine::Game::uno_call_matters`]).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        offered(&self.game, seat)
    }

    /// Where every card of the deck is as `viewer` may know it, in the screen's order: each hand
    /// (faces of the viewer's own, and of every hand once the round is over), the discard pile
    /// bottom first, then the draw pile. A table that resumes a match lays its cards out from this.
    /// With `all_open`, every hand's faces.
    pub fn cards_for(&self, viewer: Option<Seat>, all_open: bool) -> Vec<(Zone, Option<Card>)> {
        let g = &self.game;
        let view = g.view(viewer);
        let mut out = Vec::with_capacity(g.deck().len());
        for (s, n) in g.hand_sizes().enumerate() {
            let seat = s as Seat;
            let faces: Vec<Option<Card>> = match (&view.round_end_hands, viewer) {
                _ if all_open => g.hand(seat).cards().map(Some).collect(),
                (Some(hands), _) => hands[s].cards().map(Some).collect(),
                (None, Some(v)) if v == seat => view.hand.cards().map(Some).collect(),
                _ => vec![None; n],
            };
            out.extend(faces.into_iter().map(|f| (Zone::Hand(seat), f)));
        }
        out.extend(g.discard_pile().iter().map(|c| (Zone::DiscardPile, Some(*c))));
        out.extend(std::iter::repeat_n((Zone::DrawPile, None), g.draw_pile_len()));
        out
    }

    /// True once a round has ended (every hand is face up for counting).
    pub fn round_over(&self) -> bool {
        matches!(self.game.phase(), Phase::RoundOver | Phase::MatchOver { .. })
    }
}

/// What a screen offers `seat` in `game`: its legal actions, the UNO call only where it means
/// something.
pub fn offered(game: &Game, seat: Seat) -> Vec<Action> {
    let mut legal = game.legal_actions_vec(seat);
    if !game.uno_call_matters(seat) {
        legal.retain(|a| *a != Action::CallUno);
    }
    legal
}

/// The person read the hand shown to them after a challenge: the table goes on.
#[derive(Message, Clone, Copy, Debug)]
pub struct RevealRead;

/// The playback of queued events.
#[derive(Resource, Default, Debug)]
pub struct Playback {
    /// Seconds before the next event is shown.
    wait: f32,
    /// True while the cards of a new round are dealt.
    dealing: bool,
    /// True when nothing is queued, waiting or moving.
    settled: bool,
    /// Events shown since the table last settled.
    shown_since_settled: u64,
    /// Times the table has settled.
    settle_count: u64,
    /// With a window: a hand shown to the person at the screen (a challenge) stops the playback
    /// until they have read it.
    hold_reveals: bool,
    /// The playback waits for the person at the screen to close the hand shown to them.
    held: Option<HeldHand>,
}

impl Playback {
    /// True when nothing is queued, waiting or moving.
    pub fn settled(&self) -> bool {
        self.settled
    }

    /// True while the cards of a new round are dealt.
    pub fn dealing(&self) -> bool {
        self.dealing
    }

    /// The hand shown to the person at the screen that the playback waits on, if any.
    pub fn held(&self) -> Option<&HeldHand> {
        self.held.as_ref()
    }

    /// Times the table has settled.
    pub fn settle_count(&self) -> u64 {
        self.settle_count
    }

    /// Events shown since the table last settled.
    pub fn shown_since_settled(&self) -> u64 {
        self.shown_since_settled
    }

    /// With a window: a hand shown to the person at the screen stops the playback until read.
    pub fn holds_reveals(&self) -> bool {
        self.hold_reveals
    }

    /// Hands shown to the person at the screen stop the playback (a window, where they are read).
    pub fn keep_reveals_until_read(&mut self) {
        self.hold_reveals = true;
    }

    /// Everything forgotten but whether reveals are held (a jump, a table left).
    pub fn reset(&mut self) {
        *self = Playback { hold_reveals: self.hold_reveals, ..Playback::default() };
    }

    /// `secs` went by: true when the next event is due.
    pub fn pass(&mut self, secs: f32) {
        self.wait -= secs;
    }

    /// True when the next event may be shown.
    pub fn due(&self) -> bool {
        self.wait <= 0.0
    }

    /// `event` is shown now and takes `secs` on screen; a new round's deal lasts until the first
    /// turn (or the first colour named).
    pub fn show(&mut self, event: &Event, secs: impl Fn(bool) -> f32) {
        match event {
            Event::RoundStarted { .. } => self.dealing = true,
            Event::TurnStarted { .. } | Event::ColourChosen { .. } if self.dealing => self.dealing = false,
            _ => {}
        }
        self.shown_since_settled += 1;
        self.wait += secs(self.dealing);
    }

    /// Nothing more is queued: no wait is owed to the next batch.
    pub fn drained(&mut self) {
        self.wait = self.wait.max(0.0);
    }

    /// The playback stops on `reveal` until the person has read it.
    pub fn hold(&mut self, reveal: HeldHand) {
        self.held = Some(reveal);
    }

    /// The shown hand was read: the table goes on at once.
    pub fn release(&mut self) {
        self.held = None;
        self.wait = 0.0;
    }

    /// Whether the cards still move; notes when the table settles (every shown event landed and
    /// nothing waits). At speed 0 that can be the very frame they were shown.
    pub fn note_motion(&mut self, moving: bool, queue_empty: bool) {
        let settled = !moving && queue_empty && self.wait <= 0.0 && self.held.is_none();
        if settled && (!self.settled || self.shown_since_settled > 0) {
            self.settle_count += 1;
        }
        self.settled = settled;
        if settled {
            self.shown_since_settled = 0;
        }
    }
}

/// A hand shown to the person at the screen alone, after a challenge.
#[derive(Debug, Clone, PartialEq)]
pub struct HeldHand {
    /// Whose hand.
    pub owner: Seat,
    /// Its cards.
    pub cards: Vec<Card>,
    /// Whether the challenge that showed it proved a bluff.
    pub bluff: bool,
    /// The colour in force before the Wild Draw Four (the one its player must not have held).
    pub colour_before: Colour,
}

/// An engine event as the screen's viewer sees it, at the moment it is shown (for overlays).
#[derive(Message, Clone, Debug)]
pub struct EventShown(pub Event);

/// The table's state was replaced at once (an undo, a replay's step back or jump): nothing queued
/// is shown any more, and the cards are laid out again from the new state.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct Jumped;

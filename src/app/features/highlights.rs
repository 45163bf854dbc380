//! The big moments of play as the table shows them: an UNO! call, a catch, a draw penalty or a
//! skip landing on a seat, the direction of play turning, the round's winner and the match's.
//! Each comes from an engine event at the moment the screen shows it ([`EventShown`], in step
//! with the cards), never from the live game; [`highlight_of`] is the whole mapping, and [`Highlights`]
//! keeps the ones on screen with the time each began. The HUD draws them (`hud::highlights`).

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, FrameStep, Screen};
use crate::app::core::settings::{Motion, Pace};
use crate::app::core::shown::{EventShown, Jumped};
use crate::engine::{Direction, Event, Kind, Seat, Zone};

/// The shows kept from what is shown (headless too: tests read them without a window).
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Highlights>()
        .add_systems(OnExit(Screen::Table), |mut shows: ResMut<Highlights>| *shows = Highlights::default())
        .add_systems(
            Update,
            collect_shows.in_set(AppSystems::Animate).after(FrameStep::CardMotion).run_if(in_state(Screen::Table)),
        );
}

/// One big moment of play, and whom it concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// A player called UNO: a big "UNO!" at their seat.
    Uno(Seat),
    /// A player was caught without calling UNO and draws `penalty` cards.
    Caught {
        /// Who was caught.
        seat: Seat,
        /// The cards they draw for it.
        penalty: u8,
    },
    /// A Draw Two or a Wild Draw Four (or a stack of them) hit a seat: `cards` to take.
    Penalty {
        /// The seat hit.
        seat: Seat,
        /// The cards at stake, or taken (the stacked total).
        cards: u8,
    },
    /// A player lost their turn (a Skip, a Reverse between two).
    Skipped(Seat),
    /// The direction of play turned; now this way.
    Reverse(Direction),
    /// A player won the round, scoring `points`.
    RoundWon {
        /// The winner.
        seat: Seat,
        /// The points they scored this round (0 where everyone scores their own cards).
        points: u32,
    },
    /// A player won the match.
    MatchWon(Seat),
}

/// The kinds of [`Highlight`], without what they carry (for the moments a screenshot waits for).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HighlightKind {
    /// [`Highlight::Uno`].
    Uno,
    /// [`Highlight::Caught`].
    Caught,
    /// [`Highlight::Penalty`].
    Penalty,
    /// [`Highlight::Skipped`].
    Skipped,
    /// [`Highlight::Reverse`].
    Reverse,
    /// [`Highlight::RoundWon`].
    RoundWon,
    /// [`Highlight::MatchWon`].
    MatchWon,
}

impl Highlight {
    /// What kind of show this is.
    pub fn kind(&self) -> HighlightKind {
        match self {
            Highlight::Uno(_) => HighlightKind::Uno,
            Highlight::Caught { .. } => HighlightKind::Caught,
            Highlight::Penalty { .. } => HighlightKind::Penalty,
            Highlight::Skipped(_) => HighlightKind::Skipped,
            Highlight::Reverse(_) => HighlightKind::Reverse,
            Highlight::RoundWon { .. } => HighlightKind::RoundWon,
            Highlight::MatchWon(_) => HighlightKind::MatchWon,
        }
    }

    /// The seat it is shown at (`None`: the middle of the table, the winner of a match too).
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Highlight::Uno(s) | Highlight::Skipped(s) => Some(s),
            Highlight::Caught { seat, .. } | Highlight::Penalty { seat, .. } | Highlight::RoundWon { seat, .. } => {
                Some(seat)
            }
            Highlight::Reverse(_) | Highlight::MatchWon(_) => None,
        }
    }

    /// Seconds it stays at speed 1, with motion.
    pub fn seconds(&self) -> f32 {
        match self {
            Highlight::Uno(_) | Highlight::Caught { .. } | Highlight::Penalty { .. } => 1.6,
            Highlight::Skipped(_) => 1.2,
            Highlight::Reverse(_) => 0.8,
            // As long as the table holds on the round's end before its summary.
            Highlight::RoundWon { .. } => 1.5,
            Highlight::MatchWon(_) => 4.0,
        }
    }
}

/// The most a show stays with reduced motion (or instant animations): still and short.
pub const STILL_SECONDS: f32 = 1.0;

/// What the events shown so far say that one event alone does not: whether a draw penalty is in
/// play (so that the next draw is its cards), and which draws a catch or a penalty of the box
/// sheet already accounts for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HighlightMemory {
    /// A new round's cards are being dealt (until the first turn or colour named).
    dealing: bool,
    /// A Draw Two or Wild Draw Four was played (or a penalty waits): the next draw is its cards.
    penalty: bool,
    /// The seat that just took a draw penalty: its skip goes without saying.
    took_penalty: Option<Seat>,
    /// The seat whose next draw a catch (or a box-sheet penalty) already showed.
    owed: Option<Seat>,
}

/// The show an event makes, if any, given what came before it (`memory`, kept up to date).
/// Every event goes through here in the order shown; most make none.
pub fn highlight_of(event: &Event, memory: &mut HighlightMemory) -> Option<Highlight> {
    match *event {
        Event::RoundStarted { .. } => {
            *memory = HighlightMemory { dealing: true, ..HighlightMemory::default() };
            None
        }
        Event::CardMoved { card: Some(c), to: Zone::DiscardPile, .. } => {
            if matches!(c.kind(), Kind::DrawTwo | Kind::WildDrawFour) {
                memory.penalty = true;
            }
            None
        }
        Event::TurnStarted { .. } => {
            *memory = HighlightMemory { owed: memory.owed, ..HighlightMemory::default() };
            None
        }
        Event::ColourChosen { .. } => {
            memory.dealing = false;
            None
        }
        Event::DrawPending { seat, total, .. } => {
            memory.penalty = true;
            Some(Highlight::Penalty { seat, cards: total })
        }
        Event::Drew { seat, count } => drew(seat, count, memory),
        Event::Skipped { seat } => {
            let said = memory.took_penalty.take() == Some(seat);
            (!said).then_some(Highlight::Skipped(seat))
        }
        Event::DirectionChanged { direction } => (!memory.dealing).then_some(Highlight::Reverse(direction)),
        Event::UnoCalled { seat } => Some(Highlight::Uno(seat)),
        Event::Caught { target, penalty, .. } => {
            memory.owed = Some(target);
            Some(Highlight::Caught { seat: target, penalty })
        }
        // The box sheet's penalties draw four: the message in the middle says why.
        Event::WrongCard { seat, .. } | Event::TableTalkPenalty { seat } => {
            memory.owed = Some(seat);
            None
        }
        Event::RoundEnded(r) => {
            *memory = HighlightMemory::default();
            Some(Highlight::RoundWon { seat: r.winner, points: r.gained[r.winner as usize] })
        }
        Event::MatchEnded { winner } => Some(Highlight::MatchWon(winner)),
        // A house rule's penalty lands on its player as a draw penalty would; the cards follow.
        Event::HouseRuleJudged { target: Some(seat), penalty, .. } if penalty > 0 => {
            memory.owed = Some(seat);
            Some(Highlight::Penalty { seat, cards: penalty })
        }
        // The rule itself is on the table's panel.
        Event::HouseRuleFor { .. } | Event::HouseRuleJudged { .. } => None,
        // Seen on the table itself, or told in the middle of it.
        Event::CardMoved { .. }
        | Event::FirstCardReturned { .. }
        | Event::Challenged { .. }
        | Event::HandShown { .. }
        | Event::TookBack { .. }
        | Event::UnoMissed { .. }
        | Event::HandsSwapped { .. }
        | Event::HandsRotated { .. }
        | Event::Reshuffled { .. }
        | Event::Passed { .. } => None,
    }
}

/// A draw: the cards of a penalty in play make a mark (unless a catch already showed them).
fn drew(seat: Seat, count: u8, memory: &mut HighlightMemory) -> Option<Highlight> {
    if memory.owed == Some(seat) {
        memory.owed = None;
        return None;
    }
    if !memory.penalty {
        return None;
    }
    memory.penalty = false;
    memory.took_penalty = Some(seat);
    Some(Highlight::Penalty { seat, cards: count })
}

/// A show on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Active {
    /// Told apart from every other show of the match (the HUD keeps its place by it).
    pub id: u64,
    /// What it shows.
    pub show: Highlight,
    /// When it began (seconds of the game's clock).
    pub since: f32,
    /// How long it stays.
    pub life: f32,
    /// Drawn still: nothing of it moves or grows (reduced motion, instant animations).
    pub still: bool,
}

impl Active {
    /// How far through its life it is at `now`, 0 to 1.
    pub fn progress(&self, now: f32) -> f32 {
        if self.life <= 0.0 { 1.0 } else { ((now - self.since) / self.life).clamp(0.0, 1.0) }
    }
}

/// The shows on screen, and what the events shown so far say.
#[derive(Resource, Default, Debug)]
pub struct Highlights {
    active: Vec<Active>,
    memory: HighlightMemory,
    next_id: u64,
}

impl Highlights {
    /// The shows on screen, oldest first.
    pub fn active(&self) -> &[Active] {
        &self.active
    }

    /// The direction's turn being shown, if any.
    pub fn reverse(&self) -> Option<&Active> {
        self.active.iter().rev().find(|a| a.show.kind() == HighlightKind::Reverse)
    }

    /// Forgets every show (a jump, a table left): nothing stale stays on screen.
    pub fn clear(&mut self) {
        self.active.clear();
        self.memory = HighlightMemory::default();
    }

    /// `event` is shown at `now`: the show it makes begins, replacing any at the same seat (or
    /// of the same kind in the middle); a new round's deal clears the table of them.
    pub fn take(&mut self, event: &Event, now: f32, motion: Motion) {
        if matches!(event, Event::RoundStarted { .. }) {
            self.active.clear();
        }
        let Some(show) = highlight_of(event, &mut self.memory) else { return };
        let still = motion.reduced || motion.speed <= 0.0;
        let life = match (motion.speed <= 0.0, still) {
            (true, _) => STILL_SECONDS,
            (false, true) => motion.scaled(show.seconds()).min(STILL_SECONDS),
            (false, false) => motion.scaled(show.seconds()),
        };
        // One show a seat, one of each kind in the middle.
        self.active.retain(|a| match show.seat() {
            Some(s) => a.show.seat() != Some(s),
            None => a.show.kind() != show.kind(),
        });
        self.next_id += 1;
        self.active.push(Active { id: self.next_id, show, since: now, life, still });
    }

    /// Drops the shows whose time is over.
    pub fn expire(&mut self, now: f32) {
        self.active.retain(|a| now - a.since < a.life);
    }
}

/// Follows what the screen shows: a jump forgets every show, each event shown may begin one.
fn collect_shows(
    time: Res<Time>,
    pace: Pace,
    mut jumped: MessageReader<Jumped>,
    mut shown: MessageReader<EventShown>,
    mut shows: ResMut<Highlights>,
) {
    let now = time.elapsed_secs();
    if jumped.read().count() > 0 {
        shows.clear();
    }
    shows.expire(now);
    for EventShown(e) in shown.read() {
        shows.take(e, now, pace.motion());
    }
}

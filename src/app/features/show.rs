//! The big moments of play as the table shows them: an UNO! call, a catch, a draw penalty or a
//! skip landing on a seat, the direction of play turning, the round's winner and the match's.
//! Each comes from an engine event at the moment the screen shows it ([`EventShown`], in step
//! with the cards), never from the live game; [`show_of`] is the whole mapping, and [`Shows`]
//! keeps the ones on screen with the time each began. The HUD draws them (`hud::show`).

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, Screen, Step};
use crate::app::core::settings::{Motion, Pace};
use crate::app::core::shown::{EventShown, Jumped};
use crate::engine::{Direction, Event, Kind, Seat, Zone};

/// The shows kept from what is shown (headless too: tests read them without a window).
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Shows>()
        .add_systems(OnExit(Screen::Table), |mut shows: ResMut<Shows>| *shows = Shows::default())
        .add_systems(
            Update,
            collect_shows.in_set(AppSystems::Animate).after(Step::CardMotion).run_if(in_state(Screen::Table)),
        );
}

/// One big moment of play, and whom it concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
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

/// The kinds of [`Show`], without what they carry (for the moments a screenshot waits for).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShowKind {
    /// [`Show::Uno`].
    Uno,
    /// [`Show::Caught`].
    Caught,
    /// [`Show::Penalty`].
    Penalty,
    /// [`Show::Skipped`].
    Skipped,
    /// [`Show::Reverse`].
    Reverse,
    /// [`Show::RoundWon`].
    RoundWon,
    /// [`Show::MatchWon`].
    MatchWon,
}

impl Show {
    /// What kind of show this is.
    pub fn kind(&self) -> ShowKind {
        match self {
            Show::Uno(_) => ShowKind::Uno,
            Show::Caught { .. } => ShowKind::Caught,
            Show::Penalty { .. } => ShowKind::Penalty,
            Show::Skipped(_) => ShowKind::Skipped,
            Show::Reverse(_) => ShowKind::Reverse,
            Show::RoundWon { .. } => ShowKind::RoundWon,
            Show::MatchWon(_) => ShowKind::MatchWon,
        }
    }

    /// The seat it is shown at (`None`: the middle of the table, the winner of a match too).
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Show::Uno(s) | Show::Skipped(s) => Some(s),
            Show::Caught { seat, .. } | Show::Penalty { seat, .. } | Show::RoundWon { seat, .. } => Some(seat),
            Show::Reverse(_) | Show::MatchWon(_) => None,
        }
    }

    /// Seconds it stays at speed 1, with motion.
    pub fn seconds(&self) -> f32 {
        match self {
            Show::Uno(_) | Show::Caught { .. } | Show::Penalty { .. } => 1.6,
            Show::Skipped(_) => 1.2,
            Show::Reverse(_) => 0.8,
            // As long as the table holds on the round's end before its summary.
            Show::RoundWon { .. } => 1.5,
            Show::MatchWon(_) => 4.0,
        }
    }
}

/// The most a show stays with reduced motion (or instant animations): still and short.
pub const STILL_SECONDS: f32 = 1.0;

/// What the events shown so far say that one event alone does not: whether a draw penalty is in
/// play (so that the next draw is its cards), and which draws a catch or a penalty of the box
/// sheet already accounts for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowMemory {
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
pub fn show_of(event: &Event, memory: &mut ShowMemory) -> Option<Show> {
    match *event {
        Event::RoundStarted { .. } => {
            *memory = ShowMemory { dealing: true, ..ShowMemory::default() };
            None
        }
        Event::CardMoved { card: Some(c), to: Zone::DiscardPile, .. } => {
            if matches!(c.kind(), Kind::DrawTwo | Kind::WildDrawFour) {
                memory.penalty = true;
            }
            None
        }
        Event::TurnStarted { .. } => {
            *memory = ShowMemory { owed: memory.owed, ..ShowMemory::default() };
            None
        }
        Event::ColourChosen { .. } => {
            memory.dealing = false;
            None
        }
        Event::DrawPending { seat, total, .. } => {
            memory.penalty = true;
            Some(Show::Penalty { seat, cards: total })
        }
        Event::Drew { seat, count } => drew(seat, count, memory),
        Event::Skipped { seat } => {
            let said = memory.took_penalty.take() == Some(seat);
            (!said).then_some(Show::Skipped(seat))
        }
        Event::DirectionChanged { direction } => (!memory.dealing).then_some(Show::Reverse(direction)),
        Event::UnoCalled { seat } => Some(Show::Uno(seat)),
        Event::Caught { target, penalty, .. } => {
            memory.owed = Some(target);
            Some(Show::Caught { seat: target, penalty })
        }
        // The box sheet's penalties draw four: the message in the middle says why.
        Event::WrongCard { seat, .. } | Event::TableTalkPenalty { seat } => {
            memory.owed = Some(seat);
            None
        }
        Event::RoundEnded(r) => {
            *memory = ShowMemory::default();
            Some(Show::RoundWon { seat: r.winner, points: r.gained[r.winner as usize] })
        }
        Event::MatchEnded { winner } => Some(Show::MatchWon(winner)),
        // A house rule's penalty lands on its player as a draw penalty would; the cards follow.
        Event::HouseRuleJudged { target: Some(seat), penalty, .. } if penalty > 0 => {
            memory.owed = Some(seat);
            Some(Show::Penalty { seat, cards: penalty })
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
fn drew(seat: Seat, count: u8, memory: &mut ShowMemory) -> Option<Show> {
    if memory.owed == Some(seat) {
        memory.owed = None;
        return None;
    }
    if !memory.penalty {
        return None;
    }
    memory.penalty = false;
    memory.took_penalty = Some(seat);
    Some(Show::Penalty { seat, cards: count })
}

/// A show on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Active {
    /// Told apart from every other show of the match (the HUD keeps its place by it).
    pub id: u64,
    /// What it shows.
    pub show: Show,
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
pub struct Shows {
    active: Vec<Active>,
    memory: ShowMemory,
    next_id: u64,
}

impl Shows {
    /// The shows on screen, oldest first.
    pub fn active(&self) -> &[Active] {
        &self.active
    }

    /// The direction's turn being shown, if any.
    pub fn reverse(&self) -> Option<&Active> {
        self.active.iter().rev().find(|a| a.show.kind() == ShowKind::Reverse)
    }

    /// Forgets every show (a jump, a table left): nothing stale stays on screen.
    pub fn clear(&mut self) {
        self.active.clear();
        self.memory = ShowMemory::default();
    }

    /// `event` is shown at `now`: the show it makes begins, replacing any at the same seat (or
    /// of the same kind in the middle); a new round's deal clears the table of them.
    pub fn take(&mut self, event: &Event, now: f32, motion: Motion) {
        if matches!(event, Event::RoundStarted { .. }) {
            self.active.clear();
        }
        let Some(show) = show_of(event, &mut self.memory) else { return };
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
    mut shows: ResMut<Shows>,
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

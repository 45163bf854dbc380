//! What happened while a person was away from the screen. Every event shown on the table is kept
//! as a line of the table's log (what everyone saw: plays, draws, colours named); when the curtain
//! lifts for a person, the lines since they last held the screen become their recap, shown until
//! they make their move.

use bevy::prelude::*;

use super::cards::Shown;
use super::curtain::CurtainLifted;
use super::table::Table;
use super::{AppSystems, Screen};
use crate::engine::{Direction, Event, Seat, Zone};

/// Lines kept in the log; a recap shows the last few of them.
const KEPT: usize = 200;
/// Lines in one recap.
pub const RECAP_LINES: usize = 8;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableLog>()
        .init_resource::<Recap>()
        .add_systems(OnEnter(Screen::Table), |mut log: ResMut<TableLog>, mut recap: ResMut<Recap>| {
            *log = TableLog::default();
            *recap = Recap::default();
        })
        .add_systems(
            Update,
            // The recap reads how far its person had seen before the log marks the new view.
            (open_recap, log_shown, close_recap).chain().in_set(AppSystems::Report).run_if(in_state(Screen::Table)),
        );
}

/// Everything shown on the table, as lines a player reads.
#[derive(Resource, Default, Debug)]
pub struct TableLog {
    /// The last lines, oldest first.
    lines: std::collections::VecDeque<String>,
    /// Lines written since the table opened.
    total: usize,
    /// For each seat, the log's length when that person last held the screen.
    seen: Vec<usize>,
}

impl TableLog {
    /// The lines written after line number `from` (at most the kept ones).
    fn since(&self, from: usize) -> Vec<String> {
        let kept_from = self.total - self.lines.len();
        self.lines.iter().skip(from.saturating_sub(kept_from)).cloned().collect()
    }
}

/// What a person who just took the screen missed.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Recap {
    /// Whose recap it is.
    pub for_seat: Option<Seat>,
    /// What happened since their last turn, oldest first (at most [`RECAP_LINES`]).
    pub lines: Vec<String>,
    /// Events that were not put into lines (more than fit).
    pub more: usize,
    /// Actions applied when it opened: it closes at the person's first move.
    opened_at: u64,
}

/// An event in words, as everyone at the table saw it; `None` for what is not news (turns
/// starting, cards dealt).
pub fn describe(table: &Table, e: &Event) -> Option<String> {
    let name = |s: Seat| table.name(s).to_string();
    Some(match e {
        Event::CardMoved { card: Some(card), from: Zone::Hand(s), to: Zone::DiscardPile } => {
            format!("{} played {card}", name(*s))
        }
        Event::ColourChosen { seat, colour } => format!("{} names {colour}", name(*seat)),
        Event::Skipped { seat } => format!("{} is skipped", name(*seat)),
        Event::DirectionChanged { direction: Direction::Clockwise } => "Play goes clockwise".into(),
        Event::DirectionChanged { direction: Direction::CounterClockwise } => "Play goes counter-clockwise".into(),
        Event::Drew { seat, count: 1 } => format!("{} draws a card", name(*seat)),
        Event::Drew { seat, count } => format!("{} draws {count}", name(*seat)),
        Event::UnoCalled { seat } => format!("{}: UNO!", name(*seat)),
        Event::UnoMissed { seat } => format!("{} forgot to call UNO!", name(*seat)),
        Event::Caught { catcher, target, penalty } => {
            format!("{} caught {}: +{penalty}", name(*catcher), name(*target))
        }
        Event::Challenged { challenger, offender, bluff: true } => {
            format!("{} challenged: {} bluffed!", name(*challenger), name(*offender))
        }
        Event::Challenged { challenger, offender, bluff: false } => {
            format!("{} challenged, but {} played it fairly", name(*challenger), name(*offender))
        }
        Event::HandsSwapped { a, b } => format!("{} and {} swap hands", name(*a), name(*b)),
        Event::HandsRotated { .. } => "All hands pass along".into(),
        Event::Reshuffled { .. } => "The discard pile is shuffled into a new draw pile".into(),
        Event::WrongCard { seat, card } => format!("{}: {card} does not match: +4", name(*seat)),
        Event::TableTalkPenalty { seat } => format!("Table penalty: {} draws 4", name(*seat)),
        Event::FirstCardReturned { card } => format!("{card} goes back: another card is turned"),
        Event::Passed { seat } => format!("{} cannot play or draw", name(*seat)),
        Event::TookBack { seat } => format!("{} takes the Wild Draw Four back", name(*seat)),
        _ => return None,
    })
}

/// Writes each shown event into the log, and notes how far the person at the screen has seen.
fn log_shown(table: Option<Res<Table>>, mut shown: MessageReader<Shown>, mut log: ResMut<TableLog>) {
    let Some(table) = table else { return };
    for Shown(e) in shown.read() {
        if let Some(line) = describe(&table, e) {
            log.lines.push_back(line);
            log.total += 1;
            if log.lines.len() > KEPT {
                log.lines.pop_front();
            }
        }
    }
    if log.seen.len() != table.seats.len() {
        log.seen = vec![0; table.seats.len()];
    }
    if let Some(v) = table.viewer {
        log.seen[v as usize] = log.total;
    }
}

/// The curtain lifted: the person gets the lines since they last held the screen.
fn open_recap(
    table: Option<Res<Table>>,
    mut lifted: MessageReader<CurtainLifted>,
    log: Res<TableLog>,
    mut recap: ResMut<Recap>,
) {
    let Some(table) = table else { return };
    if lifted.read().count() == 0 {
        return;
    }
    let Some(v) = table.viewer else { return };
    let from = log.seen.get(v as usize).copied().unwrap_or(0);
    let mut lines = log.since(from);
    let more = lines.len().saturating_sub(RECAP_LINES);
    lines.drain(..more);
    *recap = Recap { for_seat: Some(v), lines, more, opened_at: table.actions_applied };
}

/// The recap goes once its person has made a move, or another person holds the screen.
fn close_recap(table: Option<Res<Table>>, mut recap: ResMut<Recap>) {
    let Some(table) = table else { return };
    let Some(s) = recap.for_seat else { return };
    if table.viewer != Some(s) || table.actions_applied > recap.opened_at {
        *recap = Recap::default();
    }
}

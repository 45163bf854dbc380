//! What happened while a person was away from the screen. Every event shown on the table is kept
//! as a line of the table's log (what everyone saw: plays, draws, colours named); when the curtain
//! lifts for a person, the lines since they last held the screen become their recap, shown until
//! they make their move.

use bevy::prelude::*;

use crate::app::core::curtain::{CurtainLifted, Viewpoint};
use crate::app::core::schedule::{AppSystems, AtTable, Screen};
use crate::app::core::shown::EventShown;
use crate::app::core::table::Table;
use crate::app::core::words::describe;
use crate::engine::{Event, Seat};
use crate::i18n::Message;

/// Lines kept in the log; a recap shows the last few of them.
const KEPT: usize = 200;
/// Lines in one recap.
pub const RECAP_LINES: usize = 8;

/// The person at the screen read "Since your turn" (OK, or a key): it closes.
#[derive(Message, Clone, Copy, Debug)]
pub struct RecapRead;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TableLog>()
        .init_resource::<Recap>()
        .add_message::<RecapRead>()
        .add_systems(Update, close_when_read.in_set(crate::app::core::schedule::AppSystems::Input))
        .add_systems(OnEnter(Screen::Table), |mut log: ResMut<TableLog>, mut recap: ResMut<Recap>| {
            *log = TableLog::default();
            *recap = Recap::default();
        })
        .add_systems(
            Update,
            // The recap reads how far its person had seen before the log marks the new view.
            (open_recap, log_shown, close_recap).chain().in_set(AppSystems::Report).in_set(AtTable),
        );
}

/// Everything shown on the table, as lines a player reads (kept as messages: they are read in the
/// language in use when shown).
#[derive(Resource, Default, Debug)]
pub struct TableLog {
    /// The last lines, oldest first.
    lines: std::collections::VecDeque<Message>,
    /// Lines written since the table opened.
    total: usize,
    /// For each seat, the log's length when that person last held the screen.
    seen: Vec<usize>,
    /// The line number of the round's first line: a recap tells nothing of an earlier round
    /// (its summary did).
    round_start: usize,
}

impl TableLog {
    /// The lines written after line number `from` (at most the kept ones).
    fn since(&self, from: usize) -> Vec<Message> {
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
    pub lines: Vec<Message>,
    /// Events that were not put into lines (more than fit).
    pub more: usize,
    /// Actions applied when it opened: it closes at the person's first move.
    opened_at: u64,
}

/// Writes each shown event into the log, and notes how far the person at the screen has seen.
fn log_shown(
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    mut shown: MessageReader<EventShown>,
    mut log: ResMut<TableLog>,
) {
    for EventShown(e) in shown.read() {
        if let Some(line) = describe(&table, e) {
            if matches!(e, Event::RoundStarted { .. }) {
                log.round_start = log.total;
            }
            log.lines.push_back(line);
            log.total += 1;
            if log.lines.len() > KEPT {
                log.lines.pop_front();
            }
        }
    }
    if log.seen.len() != table.seat_count() {
        log.seen = vec![0; table.seat_count()];
    }
    if let Some(v) = viewpoint.viewer() {
        log.seen[v as usize] = log.total;
    }
}

/// The curtain lifted: the person gets the lines since they last held the screen.
fn open_recap(
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    mut lifted: MessageReader<CurtainLifted>,
    log: Res<TableLog>,
    mut recap: ResMut<Recap>,
) {
    if lifted.read().count() == 0 {
        return;
    }
    let Some(v) = viewpoint.viewer() else { return };
    let from = log.seen.get(v as usize).copied().unwrap_or(0).max(log.round_start);
    let mut lines = log.since(from);
    let more = lines.len().saturating_sub(RECAP_LINES);
    lines.drain(..more);
    *recap = Recap { for_seat: Some(v), lines, more, opened_at: table.actions_applied() };
}

/// The recap goes once its person has made a move, or another person holds the screen.
fn close_recap(table: Res<Table>, viewpoint: Res<Viewpoint>, mut recap: ResMut<Recap>) {
    let Some(s) = recap.for_seat else { return };
    if viewpoint.viewer() != Some(s) || table.actions_applied() > recap.opened_at {
        *recap = Recap::default();
    }
}

/// Closes "Since your turn" once it was read.
fn close_when_read(mut read: MessageReader<RecapRead>, mut recap: ResMut<Recap>) {
    if read.read().count() > 0 {
        *recap = Recap::default();
    }
}

//! The evening in numbers: every event shown at the table is tallied for the people (by name) and
//! the computer players (by level) at it, and the statistics are saved at every round's end and
//! when the table is left, so a closed window loses nothing counted. Replays count for nothing.
//! In partner play a team's match won counts as won for each of its players.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::match_file;
use crate::app::core::party::{SeatKind, Seated};
use crate::app::core::schedule::{AppSystems, AtTable, Screen};
use crate::app::core::shown::EventShown;
use crate::app::core::table::Table;
use crate::engine::Event;
use crate::stats::{MatchTally, Stats, Who};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Counting>()
        .add_systems(Update, tally.in_set(AppSystems::Report).in_set(AtTable))
        .add_systems(OnExit(Screen::Table), keep);
}

/// The statistics and the file they are kept in (none: kept in memory only, as in tests).
#[derive(Resource, Debug, Default)]
pub struct StatsBook {
    /// Every record.
    pub stats: Stats,
    /// Where they are saved.
    pub path: Option<PathBuf>,
}

impl StatsBook {
    /// The statistics of the data folder, with the problem found in their file, if any.
    pub fn user() -> (StatsBook, Option<crate::storage::FileProblem>) {
        let path = crate::stats::stats_path();
        let (stats, problem) = Stats::load(&path);
        (StatsBook { stats, path: Some(path) }, problem)
    }

    fn save(&self) {
        if let Some(path) = &self.path
            && let Err(e) = self.stats.save(path)
        {
            warn!("the statistics could not be saved to {}: {e}", path.display());
        }
    }
}

/// The match being counted.
#[derive(Resource, Default)]
struct Counting {
    tally: Option<MatchTally>,
    /// Which match: its number at the table and when the table started.
    of: (u64, i64),
}

/// Whose record a seat counts for.
fn who(kind: SeatKind, name: &str) -> Who {
    match kind {
        SeatKind::Human | SeatKind::Phone => Who::Person(name.to_string()),
        SeatKind::Bot(level) => Who::Bot(level),
    }
}

fn now() -> u64 {
    match_file::now().max(0) as u64
}

fn tally(
    table: Res<Table>,
    book: Option<ResMut<StatsBook>>,
    time: Res<Time>,
    mut shown: MessageReader<EventShown>,
    mut counting: ResMut<Counting>,
) {
    let Some(mut book) = book else {
        shown.clear();
        return;
    };
    // Replays and lessons count for nothing.
    if !table.mode().is_kept() {
        shown.clear();
        return;
    }
    let of = (table.matches(), table.started_at());
    if counting.tally.is_none() || counting.of != of {
        if let Some(mut old) = counting.tally.take() {
            old.drain_into(&mut book.stats, now());
        }
        let seats = table.seat_list().iter().map(|s| who(s.kind, &s.name)).collect();
        let teams = table.rules().teams(table.seat_count());
        counting.tally = Some(MatchTally::new(seats, table.rules().scoring).with_teams(teams));
        counting.of = of;
    }
    let Some(tally) = counting.tally.as_mut() else { return };
    tally.add_time(time.delta_secs_f64());
    let mut ended = false;
    for EventShown(e) in shown.read() {
        tally.observe(e);
        ended |= matches!(e, Event::RoundEnded(_) | Event::MatchEnded { .. });
    }
    if ended {
        tally.drain_into(&mut book.stats, now());
        book.save();
    }
}

/// Leaving the table: what was counted is kept.
fn keep(book: Option<ResMut<StatsBook>>, mut counting: ResMut<Counting>) {
    let Some(mut book) = book else { return };
    if let Some(mut tally) = counting.tally.take() {
        tally.drain_into(&mut book.stats, now());
        book.save();
    }
}

//! The features of a match, each on the core alone and never on each other: the computer players,
//! the phones, the recap, the statistics, the autosave, the saved matches, the cues and their sound,
//! the scores, undo, the replays, the hints, the lessons' requests, the highlights (the big
//! moments shown on the table) and the table read aloud.

pub mod autosave;
pub mod bots;
pub mod cues;
pub mod highlights;
pub mod hints;
pub mod lessons;
pub mod matches;
pub mod phones;
pub mod reader;
pub mod recap;
pub mod replay;
pub mod scores;

pub mod statistics;
pub mod undo;

use bevy::prelude::*;

/// Every feature's logic (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        bots::plugin,
        scores::plugin,
        recap::plugin,
        autosave::plugin,
        matches::plugin,
        highlights::plugin,
    ));
    app.add_plugins((undo::plugin, replay::plugin, cues::plugin, statistics::plugin, phones::plugin));
    app.add_plugins((hints::plugin, lessons::plugin, reader::plugin));
}

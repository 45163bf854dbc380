//! Nothing lost: after every action the engine accepts (and when the screen passes to another
//! person), the match is written to the data folder as the autosave, and its replay beside it.
//! The files are written by the match writer ([`Saver`]) on its own thread.

use bevy::prelude::*;

use crate::app::core::curtain::Viewpoint;
use crate::app::core::match_file::{MatchFile, MatchStore};
use crate::app::core::match_writer::Saver;
use crate::app::core::party::Party;
use crate::app::core::schedule::{AppSystems, AtTable};
use crate::app::core::table::Table;
use crate::app::scene::art::ThemeChoice;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, autosave.after(AppSystems::Apply).in_set(AtTable));
}

/// What was last written: the match (its start and seed), its length and whose screen it was.
type Written = (i64, u64, usize, Option<crate::engine::Seat>);

/// Writes the autosave and the replay when the match has moved on.
fn autosave(
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    store: Option<Res<MatchStore>>,
    saver: Option<Res<Saver>>,
    party: Option<Res<Party>>,
    theme: Option<Res<ThemeChoice>>,
    mut last: Local<Option<Written>>,
) {
    let (Some(store), Some(saver)) = (store, saver) else { return };
    // A replay being watched is not a match being played, nor is a lesson.
    if !table.mode().is_kept() {
        return;
    }
    let now = (table.started_at(), table.log().seed, table.log().actions.len(), viewpoint.viewer());
    if *last == Some(now) {
        return;
    }
    *last = Some(now);
    let profile = party.as_ref().map(|p| p.profile.clone()).unwrap_or_default();
    let theme = theme.map(|t| t.name().to_string()).unwrap_or_default();
    let file = table.to_file(&profile, &theme, viewpoint.viewer());
    saver.write(store.replays().join(file.file_name()), MatchFile { state: None, ..file.clone() });
    saver.write(store.autosave(), file);
}

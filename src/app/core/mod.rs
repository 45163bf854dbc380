//! The table and its clock, below everything else: the match (`Table`) and its one writer, how a
//! table opens, the view the animations have reached, the turn's phase, who sees what (the
//! curtain's `Viewpoint`), what each seat may do now (`Offers`) and what the screen asks of the
//! person (`OpenPrompt`), the schedule's sets, the match files and the commands of the menus. No
//! egui and no sprites here.

pub mod catch;
pub mod commands;
pub mod curtain;
pub mod flow;
pub mod folders;
pub mod match_file;
pub mod match_writer;
pub mod offer;
pub mod opening;
pub mod party;
pub mod prompt;
pub mod schedule;
pub mod settings;
pub mod shown;
pub mod table;
pub mod words;
pub mod writer;

use bevy::prelude::*;

/// The table's logic.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<settings::Session>();
    app.add_plugins((
        catch::plugin,
        shown::plugin,
        table::plugin,
        opening::plugin,
        writer::plugin,
        flow::plugin,
        commands::plugin,
        curtain::plugin,
        offer::plugin,
        prompt::plugin,
        folders::plugin,
        match_writer::plugin,
    ));
}

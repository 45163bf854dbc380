//! Read-only outputs for tests and demos: the layout report, screenshots, the texts egui drew,
//! the frames rendered.

pub mod drawn_text;
pub mod frames;
pub mod report;
pub mod screenshots;

use bevy::prelude::*;

/// The layout report and the screenshots (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((report::plugin, screenshots::plugin));
}

/// With a window: the texts drawn and the frames rendered.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins(drawn_text::plugin);
    frames::count_rendered_frames(app);
}

//! Read-only outputs for tests and demos: the layout report, screenshots, the texts egui drew.

pub mod drawn_text;
pub mod report;

use bevy::prelude::*;

/// The layout report and the screenshots (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(report::plugin);
}

/// With a window: the texts drawn and the frames rendered.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins(drawn_text::plugin);
    report::count_rendered_frames(app);
}

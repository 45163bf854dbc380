//! The UI kit: colours, widgets and the names of buttons and panels, the help overlay and the
//! window (camera, zoom, style).

pub mod desktop_dialog;
pub mod file_browser;
pub mod help;
pub mod palette;
pub mod widgets;
pub mod window;

use bevy::prelude::*;

/// The window, its style and the help overlay.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<desktop_dialog::FileDialogs>().add_plugins((window::plugin, help::plugin));
}

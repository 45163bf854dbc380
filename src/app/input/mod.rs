//! The person's input turned into actions: the pointer on cards, the keyboard, and the choices
//! that buttons and keys share.

pub mod keys;
pub mod pick;
pub mod pointer;

use bevy::prelude::*;

use crate::app::core::schedule::FrameStep;

/// Clicks and keys turned into actions (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((pointer::plugin, keys::plugin));
}

/// With a window: picking on cards, and the focus ring hidden when the pointer moves.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins(pointer::picking_plugin)
        .add_systems(Update, keys::hide_ring_on_pointer.in_set(FrameStep::TableKeys));
}

//! What is on the table as entities: the cards (their zones, motion and markers), the draw pile's
//! place, and the card art they wear.

pub mod art;
pub mod cards;
pub mod pile_slot;

use bevy::prelude::*;

/// The card entities and the draw pile's place (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((cards::plugin, pile_slot::plugin));
}

//! What is on the table as entities: the cards (their zones, motion and markers), the draw pile's
//! place, the card art they wear, and the title screen's fan of cards.

pub mod art;
pub mod card_events;
pub mod card_motion;
pub mod cards;
pub mod pile_slot;
pub mod title_fan;

use bevy::prelude::*;

/// The card entities, the draw pile's place and the title screen's fan (headless too).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((cards::plugin, pile_slot::plugin, title_fan::plugin));
}

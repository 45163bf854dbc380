//! The egui overlays of the table, one file each: the colour ring and direction, the seat labels
//! and catch buttons, the status line, the messages, the buttons by the hand, the decision prompts
//! (colour, player, challenge), "Since your turn", a hand shown after a challenge, the round and
//! match summary, the hot-seat curtain, a house rule being played, the highlights (the big moments
//! of play), the Hint, the lesson of Learn to play and the note on what a card does. Each reads one
//! [`frame::Frame`] of what has been shown and hands back what the person chose in an
//! [`frame::OverlayOut`]; only `overlays::draw_table_ui` (and `highlights::draw`, after every other overlay
//! has said where it is) talks to the world.

pub mod card_help;
pub mod challenge;
pub mod colour_picker;
pub mod curtain_screen;
pub mod frame;
pub mod hand_buttons;
pub mod highlights;
pub mod hint;
pub mod house_rule;
pub mod lesson_panel;
pub mod overlays;
pub mod phone_panel;
pub mod recap_panel;
pub mod replay_bar;
pub mod reveal;
pub mod ring;
pub mod scoreboard;
pub mod seat_labels;
pub mod seat_picker;
pub mod status;
pub mod summary;
pub mod toasts;
pub mod undo_button;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::core::schedule::{AtTable, Screen, UiPass};
use crate::app::core::shown::Playback;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<toasts::Toasts>()
        .init_resource::<frame::StatusText>()
        .add_systems(Update, toasts::collect_toasts.in_set(AtTable))
        // A table's messages leave with it: none shows on the next table, and none keeps the
        // menus awake waiting for it to go.
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<toasts::Toasts>| *t = toasts::Toasts::default())
        // A hand shown after a challenge waits on screen until the person has read it.
        .add_systems(Startup, |mut playback: ResMut<Playback>| playback.keep_reveals_until_read())
        .add_systems(
            EguiPrimaryContextPass,
            (overlays::draw_table_ui, phone_panel::draw).chain().in_set(UiPass::Table).in_set(AtTable),
        );
    app.add_plugins((scoreboard::plugin, undo_button::plugin, replay_bar::plugin, highlights::plugin));
    app.add_plugins((hint::plugin, lesson_panel::plugin, card_help::plugin));
}

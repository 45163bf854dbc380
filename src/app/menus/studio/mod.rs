//! The deck studio: a screen of its own where a player makes a deck with the mouse — pictures on
//! cards, backs and the table (from a file, a drop, or a phone), placed and zoomed; the colours,
//! with a colour-blindness check; the Customizable Wilds' texts; undo and redo; Save (an ordinary
//! theme folder, used at once) and Export (one `.unodeck` file to share).

mod phone;
mod screen;
pub(crate) mod state;
pub(crate) mod work;

use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::core::schedule::{Screen, UiPass};
use state::{ThemesDir, close_studio, dropped_files, open_studio};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<FileDragAndDrop>()
        .init_resource::<ThemesDir>()
        .add_systems(Update, open_studio)
        .add_systems(Update, dropped_files.run_if(in_state(Screen::Studio)))
        .add_systems(OnExit(Screen::Studio), close_studio)
        .add_systems(EguiPrimaryContextPass, screen::draw.in_set(UiPass::Draw).run_if(in_state(Screen::Studio)));
}

//! The egui screens of the menus, one file each: the main menu, New game (with the Customizable
//! Wild editor), the rules reference, the settings and the pause menu. Each screen is a system over
//! one `context::MenuContext`; the parts of a screen are small functions of `&mut Ui` that say what
//! the player chose as `UiCommand`s (core/commands.rs).

pub mod context;
pub mod custom_wilds;
pub mod load;
pub mod main_menu;
pub mod match_list;
pub mod new_game;
pub mod over_table;
pub mod party_form;
pub mod pause;
pub mod replays;
pub mod rule_options;
pub mod rules;
pub mod settings;
pub mod statistics;
pub mod studio;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::core::schedule::{FrameStep, Overlay, Screen, UiPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, over_table::keys.in_set(FrameStep::MenuKeys)).init_resource::<match_list::DeleteAsked>();
    pause::plugin(app);
    party_form::plugin(app);
    new_game::plugin(app);
    settings::plugin(app);
    studio::plugin(app);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            main_menu::draw.run_if(in_state(Screen::MainMenu)),
            new_game::draw.run_if(in_state(Screen::NewGame)),
            rules::draw.run_if(in_state(Screen::Rules).or_else(in_state(Overlay::Rules))),
            settings::draw.run_if(in_state(Screen::Settings).or_else(in_state(Overlay::Settings))),
            pause::draw.run_if(in_state(Overlay::Pause)),
            load::draw.run_if(in_state(Screen::Load)),
            replays::draw.run_if(in_state(Screen::Replays)),
            statistics::draw.run_if(in_state(Screen::Statistics)),
        )
            .in_set(UiPass::Draw),
    )
    .add_systems(
        EguiPrimaryContextPass,
        over_table::dim_the_table.in_set(UiPass::Draw).run_if(in_state(Screen::Table)),
    );
}

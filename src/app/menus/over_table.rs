//! The menus over the table: Esc and Tab open and close them, and the table is dimmed under them.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self};

use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::{Overlay, Screen};
use crate::app::core::table::Table;
use crate::app::features::phones::seats::Phones;
use crate::app::ui::help::HelpOpen;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects};

/// Esc opens and closes the pause menu; Tab the scoreboard.
pub(crate) fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Option<Res<State<Screen>>>,
    overlay: Option<Res<State<Overlay>>>,
    table: Option<Res<Table>>,
    mut cmd: MessageWriter<UiCommand>,
    mut contexts: bevy_egui::EguiContexts,
) {
    // Esc on an open drop-down closes the drop-down (egui does), and nothing else.
    if keys.just_pressed(KeyCode::Escape) && contexts.ctx_mut().is_ok_and(|c| egui::Popup::is_any_open(c)) {
        return;
    }
    let screen = screen.map(|s| *s.get());
    // Esc leaves a replay for the list of replays.
    if table.is_some_and(|t| t.mode().is_replay()) && keys.just_pressed(KeyCode::Escape) {
        cmd.write(UiCommand::Go(Screen::Replays));
        return;
    }
    if screen != Some(Screen::Table) {
        // The deck studio answers Esc itself: it asks before unsaved changes are lost.
        if keys.just_pressed(KeyCode::Escape) && screen.is_some_and(|s| s != Screen::MainMenu && s != Screen::Studio) {
            cmd.write(UiCommand::Go(Screen::MainMenu));
        }
        return;
    }
    let open = overlay.map(|o| *o.get()).unwrap_or(Overlay::None);
    if keys.just_pressed(KeyCode::Escape) {
        cmd.write(UiCommand::Overlay(if open == Overlay::None { Overlay::Pause } else { Overlay::None }));
    }
    if keys.just_pressed(KeyCode::Tab) {
        cmd.write(UiCommand::Overlay(if open == Overlay::Scoreboard { Overlay::None } else { Overlay::Scoreboard }));
    }
}

/// The pause menu, the scoreboard, the rules, the settings, the help and the phones' panel are
/// answered before the game goes on: the table is dimmed under them rather than partly covered.
pub(crate) fn dim_the_table(
    mut contexts: EguiContexts,
    overlay: Option<Res<State<Overlay>>>,
    help: Res<HelpOpen>,
    phones: Option<Res<Phones>>,
    mut rects: ResMut<ButtonRects>,
) -> Result {
    let covered = overlay.is_some_and(|o| *o.get() != Overlay::None);
    let phones_panel = phones.is_some_and(|p| p.panel && (!p.seats.is_empty() || p.problem.is_some()));
    if covered || help.is_open() || phones_panel {
        let ctx = contexts.ctx_mut()?;
        let screen = palette::dim_table(ctx);
        widgets::record(&mut rects, ctx, ButtonId::Dimmed, screen);
    }
    Ok(())
}

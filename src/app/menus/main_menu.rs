//! The main menu: New game, Rules, Settings, Quit.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use super::{MenuContext, notices_ui};
use crate::app::Screen;
use crate::app::menu::UiCommand;
use crate::app::palette;
use crate::app::widgets::{ButtonId, menu_button};

pub(super) fn draw(mut m: MenuContext) -> Result {
    let (ctx, mut sink) = m.split()?;
    egui::Window::new("UNO Party").title_bar(false).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).resizable(false).show(
        &ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("UNO Party").size(54.0).strong().color(palette::GOLD));
                ui.label(RichText::new("2 to 10 players around one computer").size(16.0));
                ui.add_space(16.0);
                for (id, text, c) in [
                    (ButtonId::NewGame, "New game", UiCommand::Go(Screen::NewGame)),
                    (ButtonId::Rules, "Rules", UiCommand::Go(Screen::Rules)),
                    (ButtonId::Settings, "Settings", UiCommand::Go(Screen::Settings)),
                    (ButtonId::Quit, "Quit", UiCommand::Quit),
                ] {
                    let b = menu_button(ui, text);
                    sink.record(ui, id, b.rect);
                    if b.clicked() {
                        sink.choose(c);
                    }
                    ui.add_space(6.0);
                }
                notices_ui(ui, sink.notices);
            });
        },
    );
    Ok(())
}

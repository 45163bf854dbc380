//! The main menu: New game, Rules, Settings, Quit.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use super::{MenuContext, notices_ui};
use crate::app::Screen;
use crate::app::menu::UiCommand;
use crate::app::palette;
use crate::app::widgets::{ButtonId, menu_button};
use crate::i18n::Msg;

pub(super) fn draw(mut m: MenuContext) -> Result {
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    egui::Window::new("UNO Party").title_bar(false).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).resizable(false).show(
        &ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(texts.get(Msg::MenuTitle)).size(54.0).strong().color(palette::GOLD));
                ui.label(RichText::new(texts.get(Msg::MenuTagline)).size(16.0));
                ui.add_space(16.0);
                for (id, text, c) in [
                    (ButtonId::NewGame, Msg::MenuNewGame, UiCommand::Go(Screen::NewGame)),
                    (ButtonId::Rules, Msg::MenuRules, UiCommand::Go(Screen::Rules)),
                    (ButtonId::Settings, Msg::MenuSettings, UiCommand::Go(Screen::Settings)),
                    (ButtonId::Quit, Msg::MenuQuit, UiCommand::Quit),
                ] {
                    let b = menu_button(ui, &texts.get(text));
                    sink.record(ui, id, b.rect);
                    if b.clicked() {
                        sink.choose(c);
                    }
                    ui.add_space(6.0);
                }
                notices_ui(ui, &sink);
            });
        },
    );
    Ok(())
}

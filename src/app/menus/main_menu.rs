//! The main menu: Continue (when a match waits), New game, the saved matches, the replays, Rules,
//! Settings, Quit.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::Screen;
use crate::app::features::matches::{KeptMatches, summary};
use crate::app::menus::context::{MenuContext, notices_ui};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId};
use crate::i18n::Msg;
use crate::tr;

pub(crate) fn draw(mut m: MenuContext, kept: Res<KeptMatches>) -> Result {
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    egui::Window::new("UNO Party").title_bar(false).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).resizable(false).show(
        &ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(texts.get(Msg::MenuTitle)).size(54.0).strong().color(palette::GOLD));
                ui.label(RichText::new(texts.get(Msg::MenuTagline)).size(16.0));
                ui.add_space(16.0);
                if let Some(file) = &kept.autosave {
                    let b = main_button(ui, &texts.get(Msg::MenuContinue));
                    sink.record(ui, ButtonId::Continue, b.rect);
                    if b.clicked() {
                        sink.choose(UiCommand::Continue);
                    }
                    let (players, round) = summary(texts, file);
                    ui.label(RichText::new(tr!(texts, MenuContinueLine, players = players, round = round)).size(14.0));
                    ui.add_space(8.0);
                }
                for (id, text, c) in [
                    (ButtonId::NewGame, Msg::MenuNewGame, UiCommand::Go(Screen::NewGame)),
                    (ButtonId::SavedMatches, Msg::MenuSavedMatches, UiCommand::Go(Screen::Load)),
                    (ButtonId::Replays, Msg::MenuReplays, UiCommand::Go(Screen::Replays)),
                    (ButtonId::Statistics, Msg::MenuStatistics, UiCommand::Go(Screen::Statistics)),
                    (ButtonId::Rules, Msg::MenuRules, UiCommand::Go(Screen::Rules)),
                    (ButtonId::Settings, Msg::MenuSettings, UiCommand::Go(Screen::Settings)),
                    (ButtonId::Quit, Msg::MenuQuit, UiCommand::Quit),
                ] {
                    let b = main_button(ui, &texts.get(text));
                    sink.record(ui, id, b.rect);
                    if b.clicked() {
                        sink.choose(c);
                    }
                    ui.add_space(4.0);
                }
                notices_ui(ui, &sink);
            });
        },
    );
    Ok(())
}

/// A main-menu button: a little lower than the other menus' so that eight fit at 600 pixels.
fn main_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    widgets::button(ui, text, 21.0, [260.0, 38.0])
}

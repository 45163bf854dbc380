//! The list shared by the saved matches and the replays: one row per match (when, who, how it
//! stands), a button to open it and Delete, which asks first.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::commands::UiCommand;
use crate::app::core::match_file::{MatchFile, local_time};
use crate::app::features::matches::summary;
use crate::app::menus::context::{MenuContext, Sink, notices_ui};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId};
use crate::i18n::{Msg, Texts};
use crate::tr;

/// The match whose Delete was pressed, waiting for the answer.
#[derive(Resource, Default)]
pub(crate) struct DeleteAsked(pub Option<PathBuf>);

/// What a list screen is.
pub(crate) struct ListScreen {
    /// Its title.
    pub title: Msg,
    /// What it says when there is nothing to list.
    pub empty: Msg,
    /// The label of the button that opens a match.
    pub open: Msg,
    /// What opening a match asks for.
    pub command: fn(PathBuf) -> UiCommand,
    /// A line under the list, if any.
    pub footer: Option<String>,
}

/// The screen: the list in a window the size of the screen, Back under it.
pub(crate) fn draw(
    m: &mut MenuContext,
    list: &[(PathBuf, MatchFile)],
    screen: ListScreen,
    asked: &mut DeleteAsked,
    size: Vec2,
) -> Result {
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    let z = ctx.zoom_factor();
    // Below the Help button (top left), never over it.
    let (w, h) = (size.x / z - 40.0, size.y / z - 130.0);
    egui::Window::new(texts.get(screen.title))
        .id(egui::Id::new(("match list", screen.title)))
        .anchor(Align2::CENTER_TOP, [0.0, 40.0])
        .fixed_size([w.min(1000.0), h])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            egui::ScrollArea::vertical().max_height(h - 100.0).auto_shrink([false, false]).show(ui, |ui| {
                // A match that could not be opened is told of below: "none yet" would deny it.
                if list.is_empty() && sink.notices.all().is_empty() {
                    ui.label(RichText::new(texts.get(screen.empty)).size(16.0));
                }
                for (i, (path, file)) in list.iter().enumerate() {
                    row(ui, &mut sink, i, path, file, &screen, asked);
                    ui.separator();
                }
                notices_ui(ui, &mut sink);
            });
            if let Some(footer) = &screen.footer {
                ui.label(RichText::new(footer).size(13.0));
            }
            ui.separator();
            let back = widgets::button(ui, texts.get(Msg::MenuBack), 20.0, [120.0, 40.0]);
            sink.record(ui, ButtonId::Back, back.rect);
            if back.clicked() {
                asked.0 = None;
                sink.back();
            }
        });
    Ok(())
}

/// One match: its line, then its buttons (or the question, when Delete was pressed).
fn row(
    ui: &mut egui::Ui,
    sink: &mut Sink,
    i: usize,
    path: &PathBuf,
    file: &MatchFile,
    screen: &ListScreen,
    asked: &mut DeleteAsked,
) {
    let texts = sink.texts;
    ui.add(egui::Label::new(RichText::new(line(texts, file)).size(15.0)).wrap());
    ui.horizontal(|ui| {
        if asked.0.as_ref() == Some(path) {
            ui.label(RichText::new(texts.get(Msg::MatchDeleteQuestion)).color(palette::WARNING));
            let yes = ui.add(egui::Button::new(texts.get(Msg::MatchDeleteYes)).fill(palette::DANGER));
            sink.record(ui, ButtonId::ConfirmDelete, yes.rect);
            if yes.clicked() {
                sink.choose(UiCommand::DeleteMatch(path.clone()));
                asked.0 = None;
            }
            let no = ui.button(texts.get(Msg::MatchDeleteNo));
            sink.record(ui, ButtonId::KeepMatch, no.rect);
            if no.clicked() {
                asked.0 = None;
            }
            return;
        }
        let open = ui.button(RichText::new(texts.get(screen.open)).size(16.0));
        sink.record(ui, ButtonId::OpenMatch(i), open.rect);
        if open.clicked() {
            sink.choose((screen.command)(path.clone()));
        }
        let delete = ui.button(RichText::new(texts.get(Msg::MatchDelete)).size(16.0));
        sink.record(ui, ButtonId::DeleteMatch(i), delete.rect);
        if delete.clicked() {
            asked.0 = Some(path.clone());
        }
    });
}

/// When the match was last played, who plays and how it stands, and what is special about it.
pub(crate) fn line(texts: &Texts, file: &MatchFile) -> String {
    let date = local_time(file.saved_at, &texts.get(Msg::MatchDateFormat));
    let (players, round) = summary(texts, file);
    let mut line = tr!(texts, MatchLine, date = date, players = players, round = round);
    let state = texts.get(if file.finished() { Msg::MatchFinished } else { Msg::MatchNotFinished });
    line.push_str(&format!(" · {state}"));
    if file.undos > 0 {
        line.push_str(&format!(" · {}", texts.get(Msg::MatchUndoUsed)));
    }
    if file.hints_used > 0 {
        line.push_str(&format!(" · {}", tr!(texts, MatchHintsUsed, n = file.hints_used)));
    }
    line
}

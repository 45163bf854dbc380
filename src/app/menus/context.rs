//! What every menu screen draws with ([`MenuContext`]) and where its parts put what they drew and
//! what the player chose ([`Sink`]).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::core::commands::{Notices, UiCommand};
use crate::app::core::folders::{FolderOutcome, Folders};
use crate::app::core::schedule::{Overlay, Screen};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects};
use crate::i18n::{Msg, Texts};

/// What every menu screen draws with and writes to.
#[derive(SystemParam)]
pub(crate) struct MenuContext<'w, 's> {
    pub contexts: EguiContexts<'w, 's>,
    rects: ResMut<'w, ButtonRects>,
    cmd: MessageWriter<'w, UiCommand>,
    notices: Res<'w, Notices>,
    folders: Res<'w, Folders>,
    screen: Res<'w, State<Screen>>,
    texts: Res<'w, Texts>,
}

impl<'w> MenuContext<'w, '_> {
    /// Every text, in the language in use.
    pub fn texts(&self) -> &crate::i18n::Texts {
        &self.texts
    }

    /// The egui context and the rest of the context, borrowed apart.
    pub fn split(&mut self) -> Result<(egui::Context, Sink<'_, 'w>)> {
        let ctx = self.contexts.ctx_mut()?.clone();
        let from_table = *self.screen.get() == Screen::Table;
        let (rects, cmd, notices, texts) = (&mut *self.rects, &mut self.cmd, &*self.notices, &*self.texts);
        Ok((ctx, Sink { rects, cmd, notices, folders: &self.folders, texts, from_table }))
    }
}

/// Where a screen's parts put what they drew and what the player chose.
pub(crate) struct Sink<'a, 'w> {
    pub rects: &'a mut ButtonRects,
    pub cmd: &'a mut MessageWriter<'w, UiCommand>,
    /// Messages about files and saves, for the screen to show.
    pub notices: &'a Notices,
    /// The folder last asked to be opened, and what came of it.
    pub folders: &'a Folders,
    /// Every text, in the language in use.
    pub texts: &'a Texts,
    /// The screen was opened over the table (Back returns to the pause menu).
    from_table: bool,
}

impl Sink<'_, '_> {
    /// Notes where `id` was drawn: the part of it in view, if any (a row scrolled out of a
    /// panel's view is not on screen, nor is a new window in its first, unseen frame, where egui
    /// only measures it before placing it).
    pub fn record(&mut self, ui: &egui::Ui, id: ButtonId, r: egui::Rect) {
        widgets::record_seen(self.rects, ui, id, r);
    }

    /// Whether the screen is open over the table (a match is on).
    pub fn over_table(&self) -> bool {
        self.from_table
    }

    /// The player chose `c`.
    pub fn choose(&mut self, c: UiCommand) {
        self.cmd.write(c);
    }

    /// Back: to the pause menu over the table, or to the main menu.
    pub fn back(&mut self) {
        self.choose(if self.from_table { UiCommand::Overlay(Overlay::Pause) } else { UiCommand::Go(Screen::MainMenu) });
    }
}

/// The latest messages about files and saves: a file is named by its name alone, with a button
/// that opens the folder it is in (its whole path under the pointer).
pub(crate) fn notices_ui(ui: &mut egui::Ui, sink: &mut Sink) {
    for (i, n) in sink.notices.all().iter().enumerate().rev().take(4) {
        let line = ui.label(RichText::new(sink.texts.render(n)).color(palette::NOTICE).size(14.0));
        let Some(folder) = n.file().and_then(|f| f.parent()).filter(|p| !p.as_os_str().is_empty()) else {
            continue;
        };
        let folder = folder.to_path_buf();
        line.on_hover_text(n.file().map(|f| f.display().to_string()).unwrap_or_default());
        ui.horizontal(|ui| {
            let b = ui.small_button(sink.texts.get(Msg::NoticeOpenFolder));
            sink.record(ui, ButtonId::NoticeFolder(i), b.rect);
            if b.clicked() {
                sink.choose(UiCommand::OpenFolder(folder.clone()));
            }
            folder_outcome(ui, sink.texts, sink.folders, &folder);
        });
    }
}

/// What came of opening `folder`, when it was the last folder asked for.
pub(crate) fn folder_outcome(ui: &mut egui::Ui, texts: &Texts, folders: &Folders, folder: &std::path::Path) {
    let line = match folders.outcome(folder) {
        None => return,
        Some(FolderOutcome::Opening) => RichText::new(texts.get(Msg::FolderOpening)).color(palette::MUTED),
        Some(FolderOutcome::Opened) => RichText::new(texts.get(Msg::FolderOpened)).color(palette::MUTED),
        Some(FolderOutcome::Failed(why)) => RichText::new(texts.render(&why)).color(palette::WARNING),
    };
    ui.add(egui::Label::new(line.size(13.0)).wrap());
}

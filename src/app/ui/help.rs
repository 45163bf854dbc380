//! Help: every key of the game, in the language in use. F1 or the Help button (top left) opens
//! and closes it, on every screen; Esc closes it.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::schedule::{FrameStep, UiPass};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel};
use crate::i18n::{Msg, Texts};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>()
        .add_systems(Update, toggle_help.in_set(FrameStep::HelpKeys))
        // After every screen: the Help button comes last when Tab goes through the buttons.
        .add_systems(EguiPrimaryContextPass, draw.after(UiPass::Draw));
}

/// The Help overlay is open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HelpOpen(bool);

impl HelpOpen {
    /// True while the help is open.
    pub fn is_open(&self) -> bool {
        self.0
    }

    /// Opens or closes the help (as F1 does).
    pub fn set(&mut self, open: bool) {
        self.0 = open;
    }
}

/// The keys at the table, then in the menus: (keys, what they do).
pub const TABLE_KEYS: [(Msg, Msg); 18] = [
    (Msg::HelpKeyLeftRight, Msg::HelpDoesLeftRight),
    (Msg::HelpKeyPlay, Msg::HelpDoesPlay),
    (Msg::HelpKeyUpDown, Msg::HelpDoesUpDown),
    (Msg::HelpKeyDraw, Msg::HelpDoesDraw),
    (Msg::HelpKeyUno, Msg::HelpDoesUno),
    (Msg::HelpKeyCatch, Msg::HelpDoesCatch),
    (Msg::HelpKeyColour, Msg::HelpDoesColour),
    (Msg::HelpKeyCurtain, Msg::HelpDoesCurtain),
    (Msg::HelpKeyScoreboard, Msg::HelpDoesScoreboard),
    (Msg::HelpKeyUndo, Msg::HelpDoesUndo),
    (Msg::HelpKeyHint, Msg::HelpDoesHint),
    (Msg::HelpKeyExplain, Msg::HelpDoesExplain),
    (Msg::HelpKeyGroups, Msg::HelpDoesGroups),
    (Msg::HelpKeyReadHand, Msg::HelpDoesReadHand),
    (Msg::HelpKeyReadTop, Msg::HelpDoesReadTop),
    (Msg::HelpKeyReadCounts, Msg::HelpDoesReadCounts),
    (Msg::HelpKeyReadLast, Msg::HelpDoesReadLast),
    (Msg::HelpKeyPause, Msg::HelpDoesPause),
];

/// The keys of the menus.
pub const MENU_KEYS: [(Msg, Msg); 3] = [
    (Msg::HelpKeyTab, Msg::HelpDoesTab),
    (Msg::HelpKeyPress, Msg::HelpDoesPress),
    (Msg::HelpKeyHelp, Msg::HelpDoesHelp),
];

/// F1 opens and closes the help; Esc closes it (before it reaches the pause menu).
fn toggle_help(keys: Option<ResMut<ButtonInput<KeyCode>>>, mut open: ResMut<HelpOpen>) {
    let Some(mut keys) = keys else { return };
    if keys.just_pressed(KeyCode::F1) {
        open.0 = !open.0;
    } else if open.0 && keys.just_pressed(KeyCode::Escape) {
        open.0 = false;
        // Esc closed the help: the screen under it does not also go back.
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

/// The Help button in the top right corner, and the help itself when it is open.
fn draw(
    mut contexts: EguiContexts,
    texts: Res<Texts>,
    mut open: ResMut<HelpOpen>,
    mut rects: ResMut<ButtonRects>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    egui::Area::new(egui::Id::new("help button")).anchor(Align2::LEFT_TOP, [8.0, 8.0]).show(&ctx, |ui| {
        // On one line whatever the language: an area keeps the width of its last contents, and
        // a longer label after a language switch would wrap.
        let b = ui.add(
            egui::Button::new(RichText::new(texts.get(Msg::HelpButton)).size(14.0))
                .wrap_mode(egui::TextWrapMode::Extend),
        );
        widgets::record(&mut rects, &ctx, ButtonId::Help, b.rect);
        if b.clicked() {
            open.0 = !open.0;
        }
    });
    if !open.0 {
        return Ok(());
    }
    let mut close = false;
    let shown = egui::Window::new(texts.get(Msg::HelpTitle))
        .id(egui::Id::new("help"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(&ctx, |ui| {
            let room = (ui.ctx().content_rect().height() - 140.0).max(120.0);
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                for (title, keys) in [(Msg::HelpAtTable, &TABLE_KEYS[..]), (Msg::HelpInMenus, &MENU_KEYS[..])] {
                    ui.label(RichText::new(texts.get(title)).size(18.0).strong().color(palette::GOLD));
                    egui::Grid::new(title).num_columns(2).spacing([16.0, 6.0]).show(ui, |ui| {
                        for (key, does) in keys {
                            ui.label(RichText::new(texts.get(*key)).size(16.0).strong().monospace());
                            ui.add(egui::Label::new(RichText::new(texts.get(*does)).size(15.0)).wrap());
                            ui.end_row();
                        }
                    });
                    ui.add_space(8.0);
                }
                ui.label(RichText::new(texts.get(Msg::HelpMouse)).size(14.0).italics());
            });
            ui.add_space(6.0);
            let b = widgets::button(ui, texts.get(Msg::HelpClose), 18.0, [120.0, 34.0]);
            widgets::record(&mut rects, &ctx, ButtonId::HelpClose, b.rect);
            close = b.clicked();
        });
    if let Some(shown) = shown {
        widgets::record(&mut rects, &ctx, ButtonId::Panel(Panel::Help), shown.response.rect);
    }
    if close {
        open.0 = false;
    }
    Ok(())
}

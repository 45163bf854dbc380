//! The buttons by the bottom hand: UNO!, Play it / Keep it for a card just drawn, and Give for
//! cards chosen to give away.

use bevy_egui::egui::{self, Align2, Color32, RichText, vec2};

use crate::app::core::prompt::{Pick, Prompt};
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::ui::palette::UNO_RED;
use crate::app::ui::widgets::{self, ButtonId};
use crate::engine::{Action, Phase};
use crate::i18n::Msg;
use crate::layout::Pos;
use crate::tr;

/// Draws the buttons of the person at the screen; `chosen` is how many cards they have chosen to give.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, chosen: usize, out: &mut OverlayOut) {
    if f.viewer.is_none() {
        return;
    }
    let area = f.layout.button_area;
    let at = f.to_ui(Pos { x: area.centre.x, y: area.centre.y - f.layout.label_h });
    // No wider than the buttons' room: a long line ("You drew: …") wraps instead of leaving the
    // window.
    let room = area.size.w / f.zoom;
    egui::Area::new(egui::Id::new("hand buttons")).fixed_pos(at).pivot(Align2::CENTER_CENTER).show(ctx, |ui| {
        ui.set_max_width(room);
        ui.vertical_centered(|ui| {
            if f.settled && f.legal().contains(&Action::CallUno) {
                uno(ui, f, out);
            }
            if f.asks(Prompt::PlayOrKeep) && !f.paused {
                play_or_keep(ui, f, out);
            }
            if let Phase::GiveCards { remaining, .. } = f.view.phase
                && f.asks(Prompt::GiveCards)
            {
                give(ui, f, chosen, remaining as usize, out);
            }
        });
    });
}

fn uno(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    let b = ui.add(
        egui::Button::new(RichText::new(f.texts.get(Msg::HandUno)).size(28.0).strong().color(Color32::WHITE))
            .fill(UNO_RED)
            .min_size(vec2(110.0, 56.0)),
    );
    out.record(ButtonId::Uno, b.rect);
    if b.clicked() {
        out.choose(Pick::Act(Action::CallUno));
    }
}

fn play_or_keep(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    // "You drew:" above the card's name, which is never broken ("Jolly +4" stays whole).
    if let Some(drawn) = f.view.drawn {
        ui.add(
            egui::Label::new(RichText::new(f.texts.get(Msg::HandYouDrew)).color(Color32::WHITE).size(15.0))
                .wrap_mode(egui::TextWrapMode::Wrap),
        );
        ui.add(
            egui::Label::new(RichText::new(f.texts.card(drawn)).color(Color32::WHITE).size(15.0).strong())
                .wrap_mode(egui::TextWrapMode::Extend),
        );
    }
    let b = widgets::button(ui, f.texts.get(Msg::HandPlayIt), 20.0, [110.0, 40.0]);
    out.record(ButtonId::PlayDrawn, b.rect);
    if b.clicked() {
        out.choose(Pick::Act(Action::PlayDrawn));
    }
    if f.legal().contains(&Action::KeepDrawn) {
        let b = widgets::button(ui, f.texts.get(Msg::HandKeepIt), 20.0, [110.0, 40.0]);
        out.record(ButtonId::KeepDrawn, b.rect);
        if b.clicked() {
            out.choose(Pick::Act(Action::KeepDrawn));
        }
    }
}

fn give(ui: &mut egui::Ui, f: &Frame, chosen: usize, remaining: usize, out: &mut OverlayOut) {
    widgets::line(ui, tr!(f.texts, HandChosen, chosen = chosen, n = remaining), 15.0, Color32::WHITE);
    let b = ui.add_enabled(
        f.settled && chosen == remaining,
        egui::Button::new(RichText::new(f.texts.get(Msg::HandGive)).size(20.0)).min_size(vec2(110.0, 40.0)),
    );
    out.record(ButtonId::Give, b.rect);
    if b.clicked() {
        out.choose(Pick::GiveChosen);
    }
}

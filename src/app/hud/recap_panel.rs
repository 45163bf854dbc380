//! "Since your turn": what the person who just took the screen missed, until they press OK.

use bevy_egui::egui::{self, Align2, RichText};

use super::{Choice, Frame, Out};
use crate::app::palette::{TOAST_FILL, TOAST_INK};
use crate::app::recap::Recap;
use crate::app::widgets::{self, ButtonId, Panel};
use crate::i18n::Msg;
use crate::layout::Pos;

/// Draws the panel at the left of the piles.
pub(super) fn draw(ctx: &egui::Context, f: &Frame, recap: &Recap, out: &mut Out) {
    let texts = f.texts;
    if recap.lines.is_empty() {
        return;
    }
    let left = f.to_ui(Pos { x: -f.layout.width / 2.0 + 12.0, y: f.layout.piles_rect().centre.y });
    let shown = egui::Window::new(texts.get(Msg::RecapTitle))
        .id(egui::Id::new("since your turn"))
        .pivot(Align2::LEFT_CENTER)
        .fixed_pos(left)
        .collapsible(false)
        .resizable(false)
        .max_width(330.0)
        .frame(egui::Frame::window(&ctx.global_style()).fill(TOAST_FILL))
        .show(ctx, |ui| {
            if recap.more > 0 {
                ui.label(RichText::new(crate::tr!(texts, RecapMore, n = recap.more)).size(14.0).italics());
            }
            for line in &recap.lines {
                ui.label(RichText::new(texts.render(line)).color(TOAST_INK).size(16.0));
            }
            let b = widgets::button(ui, texts.get(Msg::TableOk), 18.0, [80.0, 32.0]);
            out.record(ButtonId::RecapOk, b.rect);
            if b.clicked() {
                out.choose(Choice::RecapRead);
            }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::Recap), shown.response.rect);
    }
}

//! "Since your turn": what the person who just took the screen missed, until they press OK.

use bevy_egui::egui::{self, RichText};

use crate::app::features::recap::Recap;
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::palette::{TOAST_FILL, TOAST_INK};
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::i18n::Msg;

/// Draws the panel left of the middle of the table (or over the dimmed table where there is no
/// room there).
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, recap: &Recap, out: &mut OverlayOut) {
    let texts = f.texts;
    if recap.lines.is_empty() {
        return;
    }
    // Left of the middle, where the table has room; else over the dimmed table.
    let title = texts.get(Msg::RecapTitle);
    let place = f.place(ctx, false, egui::vec2(240.0, 170.0), &title);
    let scroll = place.scroll_height(ctx, 90.0);
    let shown = place
        .window(title, out, 330.0)
        .id(egui::Id::new("since your turn"))
        .frame(egui::Frame::window(&ctx.global_style()).fill(TOAST_FILL))
        .show(ctx, |ui| {
            if recap.more > 0 {
                ui.label(RichText::new(crate::tr!(texts, RecapMore, n = recap.more)).size(14.0).italics());
            }
            egui::ScrollArea::vertical().max_height(scroll).show(ui, |ui| {
                for line in &recap.lines {
                    ui.label(RichText::new(texts.render(line)).color(TOAST_INK).size(16.0));
                }
            });
            let b = widgets::button(ui, texts.get(Msg::TableOk), 18.0, [80.0, 32.0]);
            out.record(ButtonId::RecapOk, b.rect);
            if b.clicked() {
                out.choose(Pick::RecapRead);
            }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::Recap), shown.response.rect);
    }
}

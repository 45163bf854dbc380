//! The curtain of hot-seat play: nothing of the table shows through it. Catches stay within
//! everyone's reach while the screen changes hands.

use bevy_egui::egui::{self, RichText, vec2};

use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::palette::{CATCH_RED, CURTAIN, GOLD, ink_on};
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Action, Seat};
use crate::i18n::Msg;
use crate::tr;

/// Draws the curtain for the person the screen is passed to.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, next: Seat, out: &mut OverlayOut) {
    let screen = ctx.content_rect();
    // Solid from its first frame: no fade-in lets the table show through.
    let curtain = egui::Area::new(egui::Id::new("curtain")).order(egui::Order::Foreground).fade_in(false);
    curtain.fixed_pos(screen.min).show(ctx, |ui| {
        let (rect, _) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
        ui.painter().rect_filled(rect, 0.0, CURTAIN);
        let c = rect.center();
        ui.put(
            egui::Rect::from_center_size(c + vec2(0.0, -90.0), vec2(700.0, 60.0)),
            egui::Label::new(
                RichText::new(tr!(f.texts, CurtainPassTo, who = f.name(next))).size(44.0).strong().color(GOLD),
            ),
        );
        let b = ui.put(
            egui::Rect::from_center_size(c, vec2(320.0, 64.0)),
            egui::Button::new(RichText::new(f.texts.get(Msg::CurtainReady)).size(26.0)),
        );
        out.record(ButtonId::Curtain, b.rect);
        if b.clicked() {
            out.choose(Pick::LiftCurtain);
        }
        let mut y = 70.0;
        for s in (0..f.shown.seats() as Seat).filter(|&s| s != next && f.may_catch(next, s)) {
            let b = ui.put(
                egui::Rect::from_center_size(c + vec2(0.0, y), vec2(260.0, 40.0)),
                // White on red, as the Catch buttons by the seats (egui's grey would not read).
                egui::Button::new(
                    RichText::new(tr!(f.texts, SeatCatch, who = f.name(s)))
                        .size(18.0)
                        .strong()
                        .color(ink_on(CATCH_RED)),
                )
                .fill(CATCH_RED),
            );
            out.record(ButtonId::Catch(s), b.rect);
            if b.clicked() {
                out.choose(Pick::ActAs(next, Action::Catch(s)));
            }
            y += 48.0;
        }
    });
}

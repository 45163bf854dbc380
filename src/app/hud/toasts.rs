//! Short messages in the middle of the table: what just happened that the cards alone do not
//! say, and why a move was refused.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, Stroke};

use super::Frame;
use crate::app::cards::Shown;
use crate::app::palette::{TOAST_EDGE, TOAST_FILL, TOAST_INK};
use crate::app::table::{Refused, Table};
use crate::engine::{Event, Seat};
use crate::layout::Pos;

/// How long a toast stays.
pub const TOAST_SECONDS: f32 = 4.5;

/// Short messages shown in the middle of the table, with the time each appeared.
#[derive(Resource, Default, Debug)]
pub struct Toasts(pub Vec<(String, f32)>);

pub(super) fn collect_toasts(
    time: Res<Time>,
    table: Option<Res<Table>>,
    mut shown: MessageReader<Shown>,
    mut refused: MessageReader<Refused>,
    mut toasts: ResMut<Toasts>,
) {
    let now = time.elapsed_secs();
    toasts.0.retain(|(_, t)| now - t < TOAST_SECONDS);
    let Some(table) = table else { return };
    let name = |s: Seat| table.name(s).to_string();
    for Shown(e) in shown.read() {
        let text = match e {
            // Plays and single draws are seen on the table itself.
            Event::CardMoved { .. } | Event::Drew { count: 1, .. } => continue,
            Event::DrawPending { seat, total, stack, challenge } => {
                pending_text(&name(*seat), *total, *stack, *challenge)
            }
            e => match crate::app::recap::describe(&table, e) {
                Some(text) => text,
                None => continue,
            },
        };
        toasts.0.push((text, now));
    }
    for r in refused.read() {
        if table.is_human(r.seat) {
            toasts.0.push((crate::app::menu::capitalised(&r.reason.to_string()), now));
        }
    }
    let len = toasts.0.len();
    if len > 4 {
        toasts.0.drain(..len - 4);
    }
}

/// What a player waiting under a draw penalty may do, as the rules in play allow.
fn pending_text(name: &str, total: u8, stack: bool, challenge: bool) -> String {
    match (stack, challenge) {
        (true, true) => format!("{name} must take {total}, stack or challenge"),
        (false, true) => format!("{name} must take {total} or challenge"),
        (true, false) => format!("{name} must take {total} or stack"),
        (false, false) => format!("{name} must take {total}"),
    }
}

/// Draws the toasts above the piles.
pub(super) fn draw(ctx: &egui::Context, f: &Frame, toasts: &Toasts) {
    if toasts.0.is_empty() {
        return;
    }
    let top = f.to_ui(Pos { x: 0.0, y: f.layout.piles_rect().top() + 30.0 });
    egui::Area::new(egui::Id::new("toasts")).fixed_pos(top).pivot(Align2::CENTER_BOTTOM).interactable(false).show(
        ctx,
        |ui| {
            for (t, _) in &toasts.0 {
                egui::Frame::new()
                    .fill(TOAST_FILL)
                    .stroke(Stroke::new(1.0, TOAST_EDGE))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 5))
                    .show(ui, |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(t).color(TOAST_INK).size(18.0))
                                .wrap_mode(egui::TextWrapMode::Extend),
                        );
                    });
            }
        },
    );
}

#[cfg(test)]
mod tests {
    use super::{TOAST_FILL, TOAST_INK, TOAST_SECONDS, pending_text};

    /// WCAG relative luminance of an sRGB colour.
    fn luminance([r, g, b]: [u8; 3]) -> f32 {
        let lin = |c: u8| {
            let c = c as f32 / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    #[test]
    fn toasts_read_clearly_over_any_table_and_stay_long_enough() {
        // The panel over the brightest table a theme could have (white) and over the classic one.
        for table in [[255u8, 255, 255], [10, 56, 36]] {
            let a = TOAST_FILL.a() as f32 / 255.0;
            let fill = [0, 1, 2].map(|i| {
                let c = [TOAST_FILL.r(), TOAST_FILL.g(), TOAST_FILL.b()][i] as f32;
                (c + table[i] as f32 * (1.0 - a)).round() as u8
            });
            let ink = [TOAST_INK.r(), TOAST_INK.g(), TOAST_INK.b()];
            let ratio = (luminance(ink) + 0.05) / (luminance(fill) + 0.05);
            assert!(ratio >= 7.0, "contrast {ratio:.1}:1 over {table:?}");
        }
        const { assert!(TOAST_SECONDS >= 4.0) };
    }

    #[test]
    fn a_pending_draw_offers_only_what_the_rules_allow() {
        assert_eq!(pending_text("Ann", 4, false, true), "Ann must take 4 or challenge");
        assert_eq!(pending_text("Ann", 2, true, false), "Ann must take 2 or stack");
        assert_eq!(pending_text("Ann", 8, true, true), "Ann must take 8, stack or challenge");
        assert_eq!(pending_text("Ann", 4, false, false), "Ann must take 4");
    }
}

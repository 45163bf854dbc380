//! Short messages in the middle of the table: what just happened that the cards alone do not
//! say, and why a move was refused.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, Stroke};

use crate::app::core::commands::TableNote;
use crate::app::core::shown::EventShown;
use crate::app::core::table::{Refused, Table};
use crate::app::core::words;
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::hud::lesson_panel;
use crate::app::ui::palette::{TOAST_EDGE, TOAST_FILL, TOAST_INK};
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Event, Seat};
use crate::i18n::{Localize, Message, Texts};
use crate::layout::Pos;
use crate::msg;

/// How long a toast stays.
pub const TOAST_SECONDS: f32 = 4.5;

/// Short messages shown in the middle of the table, with the time each appeared (rendered in the
/// language in use when drawn).
#[derive(Resource, Default, Debug)]
pub struct Toasts(Vec<(Message, f32)>);

impl Toasts {
    /// Seconds until the next message goes away, if any is on screen.
    pub fn next_gone(&self, now: f32) -> Option<f32> {
        self.0.iter().map(|(_, shown)| (shown + TOAST_SECONDS - now).max(0.0)).reduce(f32::min)
    }
}

pub(crate) fn collect_toasts(
    time: Res<Time>,
    table: Res<Table>,
    mut shown: MessageReader<EventShown>,
    mut refused: MessageReader<Refused>,
    mut notes: MessageReader<TableNote>,
    mut toasts: ResMut<Toasts>,
    mut said_draw: Local<Option<(Seat, u8)>>,
) {
    let now = time.elapsed_secs();
    toasts.0.retain(|(_, t)| now - t < TOAST_SECONDS);
    let name = |s: Seat| table.name(s).to_string();
    let you = words::addressed(&table);
    for EventShown(e) in shown.read() {
        // A penalty's message says its "+N" already: the draw that follows it goes unsaid (it
        // would push the message that says why off the table).
        let owed = match e {
            Event::Caught { target, penalty, .. } => Some((*target, *penalty)),
            Event::HouseRuleJudged { target: Some(t), penalty, .. } if *penalty > 0 => Some((*t, *penalty)),
            _ => None,
        };
        if owed.is_some() {
            *said_draw = owed;
        }
        let message = match e {
            Event::Drew { seat, count } if *said_draw == Some((*seat, *count)) => {
                *said_draw = None;
                continue;
            }
            Event::TurnStarted { .. } => {
                *said_draw = None;
                continue;
            }
            // Plays and single draws are seen on the table itself.
            Event::CardMoved { .. } | Event::Drew { count: 1, .. } => continue,
            Event::DrawPending { seat, total, stack, challenge } if you == Some(*seat) => {
                pending_to_you(*total, *stack, *challenge)
            }
            Event::DrawPending { seat, total, stack, challenge } => {
                pending_text(&name(*seat), *total, *stack, *challenge)
            }
            e => match words::describe_to(&table, e, you) {
                Some(message) => message,
                None => continue,
            },
        };
        toasts.0.push((message, now));
    }
    for r in refused.read() {
        if table.is_human(r.seat) {
            toasts.0.push((r.reason.message(), now));
        }
    }
    for TableNote(message) in notes.read() {
        toasts.0.push((message.clone(), now));
    }
    let len = toasts.0.len();
    if len > 4 {
        toasts.0.drain(..len - 4);
    }
}

/// What a player waiting under a draw penalty may do, as the rules in play allow.
fn pending_text(name: &str, total: u8, stack: bool, challenge: bool) -> Message {
    match (stack, challenge) {
        (true, true) => msg!(ToastMustTakeStackOrChallenge, who = name, n = total),
        (false, true) => msg!(ToastMustTakeOrChallenge, who = name, n = total),
        (true, false) => msg!(ToastMustTakeOrStack, who = name, n = total),
        (false, false) => msg!(ToastMustTake, who = name, n = total),
    }
}

/// The same, said to the person alone at the computer ("You must take 4 or challenge").
fn pending_to_you(total: u8, stack: bool, challenge: bool) -> Message {
    match (stack, challenge) {
        (true, true) => msg!(ToastYouMustTakeStackOrChallenge, n = total),
        (false, true) => msg!(ToastYouMustTakeOrChallenge, n = total),
        (true, false) => msg!(ToastYouMustTakeOrStack, n = total),
        (false, false) => msg!(ToastYouMustTake, n = total),
    }
}

/// The toasts' text size, in points.
const TOAST_SIZE: f32 = 18.0;
/// The gap between the piles and the lowest toast, and between the highest and a name tag.
const TOAST_GAP: f32 = 30.0;

/// The side rooms of the table that hold a panel this frame.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Sides {
    /// "Since your turn", left of the middle.
    pub left: bool,
    /// A prompt or a shown hand, right of the middle.
    pub right: bool,
}

/// Draws the newest toasts above the piles, as many as fit below the name tags across the table
/// (the newest at the bottom, by the piles). While a panel stands in a side room of the table,
/// the toasts keep between the rooms (wrapping if they must), so a message never runs under it.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, toasts: &Toasts, sides: Sides, out: &mut OverlayOut) {
    let texts: &Texts = f.texts;
    if toasts.0.is_empty() {
        return;
    }
    let piles = f.layout.piles_rect();
    let bottom = piles.top() + TOAST_GAP;
    // The name tags above the piles (layout y grows upwards).
    let tags = (0..f.layout.seats())
        .map(|s| f.layout.label_rect(s))
        .filter(|r| r.bottom() > bottom)
        .map(|r| r.bottom())
        .fold(f32::INFINITY, f32::min);
    let row = ctx.fonts_mut(|fonts| fonts.row_height(&egui::FontId::proportional(TOAST_SIZE)));
    // A toast's height in window pixels: its line, the frame's margins and the space below it.
    let height = (row + 10.0 + 2.0 + ctx.global_style().spacing.item_spacing.y) * f.zoom;
    let room = if tags.is_finite() { tags - bottom - 4.0 } else { f32::INFINITY };
    let fit = ((room / height).floor() as usize).max(1);
    let newest = &toasts.0[toasts.0.len().saturating_sub(fit)..];
    let edge = f.layout.width / 2.0 - 8.0;
    let mut left = if sides.left { f.layout.side_room(false).right() } else { -edge };
    // The lesson's panel stands at the left, wider than the room there in a small window.
    if f.table.mode().in_lesson() {
        let panel = lesson_panel::panel_right(ctx.content_rect().width()) * f.zoom - f.layout.width / 2.0;
        left = left.max(panel + 8.0);
    }
    let right = if sides.right { f.layout.side_room(true).left() } else { edge };
    let at = f.to_ui(Pos { x: (left + right) / 2.0, y: bottom });
    let max_width = ((right - left) / f.zoom - 24.0).max(120.0);
    let pivot = Align2::CENTER_BOTTOM;
    let area = egui::Area::new(egui::Id::new("toasts")).fixed_pos(at).pivot(pivot).interactable(false);
    let shown = area.show(ctx, |ui| {
        ui.with_layout(egui::Layout::top_down(pivot.x()), |ui| {
            for (t, _) in newest {
                egui::Frame::new()
                    .fill(TOAST_FILL)
                    .stroke(Stroke::new(1.0, TOAST_EDGE))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 5))
                    .show(ui, |ui| {
                        // One line where it fits (an area keeps its last width: a wrapping label
                        // would wrap at the width of the message before); else lines of the room.
                        let text = RichText::new(texts.render(t)).color(TOAST_INK).size(TOAST_SIZE);
                        let font = egui::FontId::proportional(TOAST_SIZE);
                        let wide = ui.painter().layout_no_wrap(text.text().to_string(), font, TOAST_INK).size().x;
                        if wide > max_width {
                            ui.set_width(max_width);
                            ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Wrap));
                        } else {
                            ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
                        }
                    });
            }
        });
    });
    out.record(ButtonId::Toasts, shown.response.rect);
}

#[cfg(test)]
mod tests {
    use super::{TOAST_FILL, TOAST_INK, TOAST_SECONDS, pending_text};
    use crate::i18n::{Language, Texts};

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
        let en = Texts::new(Language::English);
        let say = |total, stack, challenge| en.render(&pending_text("Ann", total, stack, challenge));
        assert_eq!(say(4, false, true), "Ann must take 4 or challenge");
        assert_eq!(say(2, true, false), "Ann must take 2 or stack");
        assert_eq!(say(8, true, true), "Ann must take 8, stack or challenge");
        assert_eq!(say(4, false, false), "Ann must take 4");
        let it = Texts::new(Language::Italian);
        assert_eq!(
            it.render(&pending_text("Anna", 4, true, true)),
            "Anna deve pescare 4 carte, rilanciare o contestare"
        );
        assert_eq!(it.render(&pending_text("Anna", 1, false, false)), "Anna deve pescare una carta");
    }
}

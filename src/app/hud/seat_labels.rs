//! A name tag by each seat (name, cards, UNO!), the one whose turn it is in gold, and a Catch
//! button under a player who forgot UNO once the grace window is over. In partner play each tag
//! carries its team's letter on the team's colour, and is edged in that colour: partners are
//! seen at a glance.

use bevy_egui::egui::{self, Align2, Color32, RichText};

use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::palette::{self, CATCH_RED, DANGER, GOLD, LABEL_FILL};
use crate::app::ui::widgets::{self, ButtonId};
use crate::engine::{Action, Seat};
use crate::i18n::table::team_letter;
use crate::layout::Pos;
use crate::tr;

/// Draws every seat's tag and the catch buttons.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    for s in 0..f.shown.seats() as Seat {
        tag(ctx, f, s, out);
        if f.viewer.is_some_and(|me| me != s && f.may_catch(me, s)) && !f.paused {
            catch_button(ctx, f, s, out);
        }
    }
}

fn tag(ctx: &egui::Context, f: &Frame, s: Seat, out: &mut OverlayOut) {
    let r = f.layout.label_rect(s as usize);
    let acting = f.view.to_act() == Some(s);
    // The cards on the table, not those the engine has dealt ahead of the animation.
    let count = f.shown.facts().hand_sizes.get(s as usize).copied().unwrap_or(0);
    let uno = f.view.called_uno(s) && f.view.hand_size(s) <= 2;
    let (text, short) = if uno {
        (
            tr!(f.texts, SeatTagUno, who = f.name(s), n = count),
            tr!(f.texts, SeatTagUnoShort, who = f.name(s), n = count),
        )
    } else {
        (tr!(f.texts, SeatTag, who = f.name(s), n = count), tr!(f.texts, SeatTagShort, who = f.name(s), n = count))
    };
    // (Who is thinking is said by the highlight and the status line: a longer tag would cover
    // its neighbour at a full table.)
    // A seat whose phone is gone is red: "Play NAME at the computer" is offered (Phones, pause).
    let (fill, ink) = match (acting, f.phones_gone.contains(&s)) {
        (_, true) => (DANGER, Color32::WHITE),
        (true, false) => (GOLD, Color32::BLACK),
        (false, false) => (LABEL_FILL, Color32::WHITE),
    };
    // At most as wide as the seat: a long name wraps instead of covering a neighbour or leaving
    // the window. The bottom seat's tag ends at the window's right margin, above its buttons.
    let bottom = s as usize == f.layout.bottom;
    let max_w = if bottom { 300.0 } else { (r.size.w / f.zoom - 16.0).max(60.0) };
    // Partner play: the team's letter before the name, and the team's colour round the tag.
    let teams = f.view.teams();
    let team = teams.partners().then(|| teams.team_of(s));
    let edge = team.map_or(egui::Stroke::NONE, |t| egui::Stroke::new(2.5, palette::team(t)));
    // Other tags hang from the bottom edge of their seat's cards, growing away from them where
    // the label's room is lower than the text (ten seats in a small window).
    let (pos, pivot) = if bottom {
        (egui::pos2(f.layout.width / f.zoom - 10.0, f.to_ui(r.centre).y), Align2::RIGHT_CENTER)
    } else {
        (f.to_ui(Pos { x: r.centre.x, y: r.top() }), Align2::CENTER_TOP)
    };
    let shown =
        egui::Area::new(egui::Id::new(("seat", s))).fixed_pos(pos).pivot(pivot).interactable(false).show(ctx, |ui| {
            let frame = egui::Frame::new().fill(fill).stroke(edge).corner_radius(6.0);
            frame.inner_margin(egui::Margin::symmetric(8, 3)).show(ui, |ui| {
                ui.set_max_width(max_w);
                match team {
                    Some(t) => {
                        _ = ui.horizontal(|ui| {
                            ui.spacing_mut().item_spacing.x = 5.0;
                            let letter = tr!(f.texts, TeamLetter, letter = team_letter(t));
                            let chip = widgets::team_chip(ui, letter, t, 13.0).rect.width() + 5.0;
                            words(ui, &text, &short, ink, max_w - chip);
                        })
                    }
                    None => words(ui, &text, &short, ink, max_w),
                }
            });
        });
    out.record(ButtonId::SeatLabel(s), shown.response.rect);
}

/// The tag's words: on one line where they fit in `room`, else the count without its word (ten
/// seats in a small window), wrapping where even that is too long.
fn words(ui: &mut egui::Ui, text: &str, short: &str, ink: Color32, room: f32) {
    let width = |t: &str| ui.painter().layout_no_wrap(t.to_string(), egui::FontId::proportional(14.0), ink).size().x;
    let text = if width(text) > room { short } else { text };
    ui.add(egui::Label::new(RichText::new(text).color(ink).size(14.0).strong()).wrap_mode(egui::TextWrapMode::Wrap));
}

fn catch_button(ctx: &egui::Context, f: &Frame, s: Seat, out: &mut OverlayOut) {
    let r = f.layout.label_rect(s as usize);
    let at = f.to_ui(Pos { x: r.centre.x, y: r.centre.y + f.layout.small.h * 0.6 });
    egui::Area::new(egui::Id::new(("catch", s))).fixed_pos(at).pivot(Align2::CENTER_CENTER).show(ctx, |ui| {
        let b = ui.add(
            egui::Button::new(
                RichText::new(tr!(f.texts, SeatCatch, who = f.name(s)))
                    .size(16.0)
                    .strong()
                    .color(palette::ink_on(CATCH_RED)),
            )
            .fill(CATCH_RED),
        );
        out.record(ButtonId::Catch(s), b.rect);
        if b.clicked() {
            out.choose(Pick::Act(Action::Catch(s)));
        }
    });
}

//! The prompt under a draw penalty: who played the Wild Draw Four, the colour before it, what a
//! challenge costs either way, and Challenge / Take N (or stack a card from the hand).

use bevy_egui::egui::{self, RichText};

use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, WildDrawFourRule};
use crate::i18n::Msg;
use crate::i18n::table::colour_key;
use crate::tr;

/// Space around the answers, in points: more than a glow around a button reaches.
const BUTTON_ROOM: f32 = 14.0;

/// Draws the prompt beside the middle of the table, never over the piles (the top card is part of
/// the decision) or a seat; over the dimmed table where there is no such room.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    let title = f.texts.get(if f.view.challengeable { Msg::ChallengeTitleWild } else { Msg::ChallengeTitlePenalty });
    // Right of the middle, where the table has room (never over the piles, nor over the seat
    // who played the card); else over the dimmed table.
    let place = f.place(ctx, true, egui::vec2(260.0, 190.0), &title);
    let shown = place.window(title, out, 360.0).id(egui::Id::new("challenge")).show(ctx, |ui| {
        explain(ui, f, out);
        if f.legal().iter().any(|a| matches!(a, Action::Play(_))) {
            ui.label(RichText::new(f.texts.get(Msg::ChallengeOrStack)).size(14.0));
        }
        // Room around the buttons for a glow pointing at one (the lesson's) to leave the stakes
        // above and the other button readable.
        ui.add_space(BUTTON_ROOM);
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = BUTTON_ROOM;
            answers(ui, f, out)
        });
    });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::Challenge), shown.response.rect);
    }
}

/// Who played it, the colour before it, when to doubt it and what a challenge costs.
fn explain(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    let Some((offender, before)) = f.view.challenge_info() else { return };
    let t = f.texts;
    let who = f.name(offender);
    ui.label(RichText::new(tr!(t, ChallengeWho, who = who)).size(16.0));
    ui.horizontal(|ui| {
        ui.label(RichText::new(t.get(Msg::ChallengeColourBefore)).size(16.0));
        let fill = palette::colour32(f.theme, before);
        let chip = widgets::chip(ui, fill, [8, 2], |ui| {
            ui.label(RichText::new(t.say(&before)).size(16.0).strong().color(palette::ink_on(fill)));
        });
        out.record(ButtonId::ColourBefore(before), chip.response.rect);
    });
    let doubt = match f.shown.rules().wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => tr!(t, ChallengeDoubtColour, who = who, colour = colour_key(before)),
        WildDrawFourRule::NoOtherPlayableCard => tr!(t, ChallengeDoubtAny, who = who),
    };
    ui.label(RichText::new(doubt).size(15.0));
    if let Some(stakes) = f.view.challenge_stakes() {
        let bluff = match stakes.bluffer_draws {
            Some(n) => tr!(t, ChallengeBluffDraws, who = who, n = n),
            None => tr!(t, ChallengeBluffTakesBack, who = who),
        };
        let text = format!("{bluff} {}", tr!(t, ChallengeNotBluff, n = stakes.challenger_draws));
        ui.label(RichText::new(text).size(14.0).italics());
    }
}

fn answers(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    if f.legal().contains(&Action::Challenge) {
        let b = widgets::button(ui, f.texts.get(Msg::ChallengeButton), 20.0, [140.0, 44.0]);
        out.record(ButtonId::Challenge, b.rect);
        if b.clicked() {
            out.choose(Pick::Act(Action::Challenge));
        }
    }
    let b = widgets::button(ui, tr!(f.texts, ChallengeTake, n = f.view.pending_draw), 20.0, [140.0, 44.0]);
    out.record(ButtonId::Accept, b.rect);
    if b.clicked() {
        out.choose(Pick::Act(Action::Accept));
    }
}

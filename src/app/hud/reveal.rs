//! The hand a challenge showed to the person at the screen, with the verdict: on screen until
//! they have read it.

use bevy_egui::egui::{self, RichText};

use crate::app::core::shown::Reveal;
use crate::app::hud::frame::{Frame, Out, Prompt};
use crate::app::input::choice::Choice;
use crate::app::ui::palette::{self, WILD_CHIP};
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Card, WildDrawFourRule};
use crate::i18n::Msg;
use crate::i18n::table::colour_key;
use crate::tr;

/// Draws the shown hand.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, reveal: &Reveal, out: &mut Out) {
    out.open(Prompt::RevealedHand);
    let t = f.texts;
    // Where the challenge prompt was (right of the middle), else over the dimmed table: never
    // over the top seats' tags or the toast telling the challenge's result.
    let title = t.get(Msg::RevealTitle);
    let shown = f
        .place(ctx, true, egui::vec2(280.0, 190.0), &title)
        .window(title, out, 420.0)
        .id(egui::Id::new("revealed hand"))
        .show(ctx, |ui| {
            let owner = f.name(reveal.owner);
            ui.label(RichText::new(tr!(t, RevealHandOf, who = owner)).size(20.0).strong());
            let any_card = f.shown.rules().wild_draw_four == WildDrawFourRule::NoOtherPlayableCard;
            let verdict = match (reveal.bluff, any_card) {
                (true, false) => tr!(t, RevealBluffColour, who = owner, colour = colour_key(reveal.colour_before)),
                (true, true) => tr!(t, RevealBluffAny, who = owner),
                (false, false) => tr!(t, RevealFairColour, who = owner, colour = colour_key(reveal.colour_before)),
                (false, true) => tr!(t, RevealFairAny, who = owner),
            };
            ui.label(RichText::new(verdict).size(16.0));
            ui.horizontal_wrapped(|ui| {
                for card in &reveal.cards {
                    card_chip(ui, f, *card);
                }
            });
            ui.add_space(6.0);
            let b = widgets::button(ui, t.get(Msg::TableOk), 20.0, [120.0, 40.0]);
            out.record(ButtonId::RevealOk, b.rect);
            if b.clicked() {
                out.choose(Choice::RevealRead);
            }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::RevealedHand), shown.response.rect);
    }
}

/// A card as a small chip in its colour with its name (black for a wild).
pub(crate) fn card_chip(ui: &mut egui::Ui, f: &Frame, card: Card) {
    let fill = card.colour().map_or(WILD_CHIP, |c| palette::colour32(f.theme, c));
    widgets::chip(ui, fill, [6, 3], |ui| {
        ui.add(
            egui::Label::new(RichText::new(f.texts.say(&card)).size(15.0).strong().color(palette::ink_on(fill)))
                .wrap_mode(egui::TextWrapMode::Extend),
        );
    });
}

//! The seat picker: whom to swap hands with, or to give cards to, and why it is asked.

use bevy_egui::egui::{self, RichText};

use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, Card, CustomEffect, Kind, RuleSet, Seat};
use crate::i18n::Message;
use crate::{msg, tr};

/// Draws the picker.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    let Some(me) = f.viewer else { return };
    let t = f.texts;
    let (what, why) = reason(f.view.resolving, f.shown.rules());
    // Right of the middle where the table has room for every seat's button; else over the
    // dimmed table.
    let buttons = (f.shown.seats() - 1) as f32 * 42.0;
    let title = t.render(&what);
    let shown = f
        .place(ctx, true, egui::vec2(290.0, buttons + 110.0), &title)
        .window(title, out, 320.0)
        .id(egui::Id::new("seat picker"))
        .show(ctx, |ui| {
            if let Some(why) = why {
                ui.label(RichText::new(t.render(&why)).size(15.0));
            }
            ui.add_space(4.0);
            // Partner play: each player's team letter before their button, so a partner is not
            // picked by mistake.
            let teams = f.view.teams();
            for s in (0..f.shown.seats() as Seat).filter(|&s| s != me) {
                let text = tr!(t, PickerSeat, who = f.name(s), n = f.view.hand_size(s));
                let b = if teams.partners() {
                    let team = teams.team_of(s);
                    let letter = tr!(t, TeamLetter, letter = crate::i18n::table::team_letter(team));
                    ui.horizontal(|ui| {
                        widgets::team_chip(ui, letter, team, 15.0);
                        widgets::button(ui, text, 18.0, [228.0, 36.0])
                    })
                    .inner
                } else {
                    widgets::button(ui, text, 18.0, [260.0, 36.0])
                };
                out.record(ButtonId::Target(s), b.rect);
                if b.clicked() {
                    out.choose(Pick::Act(Action::ChooseTarget(s)));
                }
            }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::SeatPicker), shown.response.rect);
    }
}

/// The seat picker's title and why it is open: which card asks for a player, and what happens
/// to the one chosen.
fn reason(resolving: Option<Card>, rules: &RuleSet) -> (Message, Option<Message>) {
    let swap = |what: Message| (msg!(PickerSwapTitle), Some(msg!(PickerSwapWhy, what = what)));
    let anyone = (msg!(HudChoosePlayer), None);
    match resolving.map(Card::kind) {
        Some(Kind::Number(7)) => swap(msg!(PickerYouPlayedSeven)),
        Some(Kind::SwapHands) => swap(msg!(CardSwapHands)),
        Some(Kind::Custom(i)) => {
            let Some(wild) = rules.custom_wilds.get(i as usize) else { return anyone };
            let text = msg!(PickerCustomText, text = wild.text.as_str());
            let give = wild.effects.iter().find_map(|e| match e {
                CustomEffect::GiveCards(n) => Some(n.get()),
                _ => None,
            });
            match give {
                Some(n) => (msg!(PickerGiveTitle, n = n), Some(msg!(PickerGiveWhy, what = text, n = n))),
                None => swap(text),
            }
        }
        _ => anyone,
    }
}

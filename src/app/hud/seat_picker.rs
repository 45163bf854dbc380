//! The seat picker: whom to swap hands with, or to give cards to, and why it is asked.

use bevy_egui::egui::{self, Align2, RichText};

use super::{Choice, Frame, Out, Prompt};
use crate::app::widgets::{self, ButtonId};
use crate::engine::{Action, Card, CustomEffect, Kind, RuleSet, Seat};

/// Draws the picker.
pub(super) fn draw(ctx: &egui::Context, f: &Frame, out: &mut Out) {
    let Some(me) = f.viewer else { return };
    out.open(Prompt::SeatPicker);
    let (what, why) = reason(f.view.resolving, f.shown.rules());
    egui::Window::new(what).anchor(Align2::CENTER_CENTER, [0.0, -40.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            ui.label(RichText::new(why).size(15.0));
            ui.add_space(4.0);
            for s in (0..f.shown.seats() as Seat).filter(|&s| s != me) {
                let text = format!("{}  ({} cards)", f.name(s), f.view.hand_size(s));
                let b = widgets::button(ui, text, 18.0, [260.0, 36.0]);
                out.record(ButtonId::Target(s), b.rect);
                if b.clicked() {
                    out.choose(Choice::Act(Action::ChooseTarget(s)));
                }
            }
        },
    );
}

/// The seat picker's title and why it is open: which card asks for a player, and what happens
/// to the one chosen.
fn reason(resolving: Option<Card>, rules: &RuleSet) -> (String, String) {
    let swap =
        |what: &str| ("Swap hands with…".to_string(), format!("{what}: choose whose hand you take; they get yours."));
    match resolving.map(Card::kind) {
        Some(Kind::Number(7)) => swap("You played a 7"),
        Some(Kind::SwapHands) => swap("Wild Swap Hands"),
        Some(Kind::Custom(i)) => {
            let Some(wild) = rules.custom_wilds.get(i as usize) else {
                return ("Choose a player".into(), String::new());
            };
            let text = format!("\"{}\"", wild.text.as_str());
            let give = wild.effects.iter().find_map(|e| match e {
                CustomEffect::GiveCards(n) => Some(n.get()),
                _ => None,
            });
            match give {
                Some(1) => ("Give a card to…".into(), format!("{text}: choose who receives one of your cards.")),
                Some(n) => ("Give cards to…".into(), format!("{text}: choose who receives {n} of your cards.")),
                None => swap(&text),
            }
        }
        _ => ("Choose a player".into(), String::new()),
    }
}

//! The Customizable Wild editor of New game: how many, and for each its text and effects.

use bevy_egui::egui::{self, RichText};

use crate::app::menu::PartyForm;
use crate::engine::{Amount, CardText, CustomEffect, CustomWild, CustomWilds, Effects};

/// One kind of effect in the editor: its label, how to build it, whether it takes an amount.
type EffectKind = (&'static str, fn(Amount) -> CustomEffect, bool);

const EFFECTS: &[EffectKind] = &[
    ("Next player draws", CustomEffect::NextPlayerDraws, true),
    ("Skip players", CustomEffect::SkipPlayers, true),
    ("Everyone else draws", CustomEffect::EveryoneElseDraws, true),
    ("Give cards to a player", CustomEffect::GiveCards, true),
    ("Discard the named colour", |_| CustomEffect::DiscardNamedColour, false),
    ("Swap hands with a player", |_| CustomEffect::SwapHands, false),
    ("All hands pass along", |_| CustomEffect::RotateHands, false),
    ("Reverse", |_| CustomEffect::Reverse, false),
];

fn effect_parts(e: CustomEffect) -> (usize, u8) {
    match e {
        CustomEffect::NextPlayerDraws(n) => (0, n.get()),
        CustomEffect::SkipPlayers(n) => (1, n.get()),
        CustomEffect::EveryoneElseDraws(n) => (2, n.get()),
        CustomEffect::GiveCards(n) => (3, n.get()),
        CustomEffect::DiscardNamedColour => (4, 1),
        CustomEffect::SwapHands => (5, 1),
        CustomEffect::RotateHands => (6, 1),
        CustomEffect::Reverse => (7, 1),
    }
}

/// The Customizable Wild editor: how many, and for each its text and effects.
pub(super) fn editor(ui: &mut egui::Ui, form: &mut PartyForm) {
    let rules = &mut form.setup.rules;
    let mut wilds: Vec<CustomWild> = rules.custom_wilds.to_vec();
    let mut count = wilds.len();
    ui.horizontal(|ui| {
        ui.label("How many:");
        for k in 1..=3 {
            ui.selectable_value(&mut count, k, k.to_string());
        }
    });
    while wilds.len() < count {
        let default = CustomWilds::default()[wilds.len()].clone();
        wilds.push(default);
        form.custom_texts.push(wilds.last().map(|w| w.text.as_str().to_string()).unwrap_or_default());
    }
    wilds.truncate(count);
    form.custom_texts.resize(count, String::new());
    for (i, wild) in wilds.iter_mut().enumerate() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(format!("Card {}: text", i + 1));
            let edit =
                ui.add(egui::TextEdit::singleline(&mut form.custom_texts[i]).desired_width(260.0).char_limit(40));
            if edit.changed() {
                match CardText::try_from(form.custom_texts[i].clone()) {
                    Ok(t) => wild.text = t,
                    Err(e) => form.error = Some(e),
                }
            }
        });
        let mut effects: Vec<CustomEffect> = wild.effects.to_vec();
        let mut remove = None;
        for (k, effect) in effects.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                let (mut kind, mut n) = effect_parts(*effect);
                egui::ComboBox::from_id_salt(("effect", i, k)).selected_text(EFFECTS[kind].0).width(220.0).show_ui(
                    ui,
                    |ui| {
                        for (j, (label, _, _)) in EFFECTS.iter().enumerate() {
                            ui.selectable_value(&mut kind, j, *label);
                        }
                    },
                );
                if EFFECTS[kind].2 {
                    ui.add(egui::DragValue::new(&mut n).range(1..=10));
                }
                *effect = (EFFECTS[kind].1)(Amount::new(n.clamp(1, 10)).expect("clamped"));
                if ui.small_button("remove").clicked() {
                    remove = Some(k);
                }
            });
        }
        if let Some(k) = remove
            && effects.len() > 1
        {
            effects.remove(k);
        }
        if effects.len() < 4 && ui.small_button("add an effect").clicked() {
            effects.push(CustomEffect::NextPlayerDraws(Amount::new(1).expect("in range")));
        }
        if let Ok(e) = Effects::try_from(effects) {
            wild.effects = e;
        }
        let text: Vec<String> = wild.effects.iter().map(|e| e.describe()).collect();
        ui.label(RichText::new(format!("Does: {}", text.join(", then "))).italics().size(13.0));
    }
    if let Some(w) = CustomWilds::new(wilds) {
        rules.custom_wilds = w;
    }
}

//! The Customizable Wild editor of New game: how many, and for each its text and effects.

use bevy_egui::egui::{self, RichText};

use crate::app::menus::party_form::PartyForm;
use crate::engine::{Amount, CardText, CustomEffect, CustomWild, CustomWilds, Effects};
use crate::i18n::{Localize, Msg, Texts};
use crate::tr;

/// One kind of effect in the editor: its label, how to build it, whether it takes an amount.
type EffectKind = (Msg, fn(Amount) -> CustomEffect, bool);

const EFFECTS: &[EffectKind] = &[
    (Msg::WildsKindNextDraws, CustomEffect::NextPlayerDraws, true),
    (Msg::WildsKindSkip, CustomEffect::SkipPlayers, true),
    (Msg::WildsKindEveryoneDraws, CustomEffect::EveryoneElseDraws, true),
    (Msg::WildsKindGive, CustomEffect::GiveCards, true),
    (Msg::WildsKindDiscardColour, |_| CustomEffect::DiscardNamedColour, false),
    (Msg::WildsKindSwapHands, |_| CustomEffect::SwapHands, false),
    (Msg::WildsKindRotateHands, |_| CustomEffect::RotateHands, false),
    (Msg::WildsKindReverse, |_| CustomEffect::Reverse, false),
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
pub(crate) fn editor(ui: &mut egui::Ui, texts: &Texts, form: &mut PartyForm) {
    let rules = &mut form.setup.rules;
    let mut wilds: Vec<CustomWild> = rules.custom_wilds.to_vec();
    let mut count = wilds.len();
    ui.horizontal(|ui| {
        ui.label(texts.get(Msg::WildsHowMany));
        for k in 1..=3 {
            ui.selectable_value(&mut count, k, k.to_string());
        }
    });
    while wilds.len() < count {
        let mut default = CustomWilds::default()[wilds.len()].clone();
        if let Ok(text) = CardText::try_from(crate::i18n::rules::default_wild_text(texts, wilds.len())) {
            default.text = text;
        }
        wilds.push(default);
        form.custom_texts.push(wilds.last().map(|w| w.text.as_str().to_string()).unwrap_or_default());
    }
    wilds.truncate(count);
    form.custom_texts.resize(count, String::new());
    for (i, wild) in wilds.iter_mut().enumerate() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(tr!(texts, WildsCardText, n = i + 1));
            let edit =
                ui.add(egui::TextEdit::singleline(&mut form.custom_texts[i]).desired_width(260.0).char_limit(40));
            if edit.changed() {
                match CardText::try_from(form.custom_texts[i].clone()) {
                    Ok(t) => wild.text = t,
                    Err(e) => form.error = Some(e.message()),
                }
            }
        });
        let mut effects: Vec<CustomEffect> = wild.effects.to_vec();
        let mut remove = None;
        for (k, effect) in effects.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                let (mut kind, mut n) = effect_parts(*effect);
                let selected = texts.get(EFFECTS[kind].0);
                egui::ComboBox::from_id_salt(("effect", i, k)).selected_text(selected).width(220.0).show_ui(ui, |ui| {
                    for (j, (label, _, _)) in EFFECTS.iter().enumerate() {
                        ui.selectable_value(&mut kind, j, texts.get(*label));
                    }
                });
                if EFFECTS[kind].2 {
                    ui.add(egui::DragValue::new(&mut n).range(1..=10));
                }
                *effect = (EFFECTS[kind].1)(Amount::new(n.clamp(1, 10)).expect("clamped"));
                if ui.small_button(texts.get(Msg::WildsRemove)).clicked() {
                    remove = Some(k);
                }
            });
        }
        if let Some(k) = remove
            && effects.len() > 1
        {
            effects.remove(k);
        }
        if effects.len() < 4 && ui.small_button(texts.get(Msg::WildsAddEffect)).clicked() {
            effects.push(CustomEffect::NextPlayerDraws(Amount::new(1).expect("in range")));
        }
        if let Ok(e) = Effects::try_from(effects) {
            wild.effects = e;
        }
        ui.label(RichText::new(does(texts, &wild.effects)).italics().size(13.0));
    }
    if let Some(w) = CustomWilds::new(wilds) {
        rules.custom_wilds = w;
    }
}

/// What a card does, its effects in order: "Does: next player draws 2, then reverse".
fn does(texts: &Texts, effects: &[CustomEffect]) -> String {
    let mut said = effects.iter().map(|e| texts.say(e));
    let first = said.next().unwrap_or_default();
    let all = said.fold(first, |first, next| tr!(texts, WildsThen, first = first, next = next));
    tr!(texts, WildsDoes, effects = all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_wild_says_what_it_does_in_each_language() {
        let two = Amount::new(2).expect("in range");
        let effects = [CustomEffect::NextPlayerDraws(two), CustomEffect::SkipPlayers(two), CustomEffect::Reverse];
        assert_eq!(
            does(&Texts::new(Language::English), &effects),
            "Does: next player draws 2, then skip 2 players, then reverse"
        );
        assert_eq!(
            does(&Texts::new(Language::Italian), &effects),
            "Effetto: il prossimo giocatore pesca 2 carte, poi salta 2 giocatori, poi inverti il senso di gioco"
        );
    }
}

//! The Customizable Wild editor of New game: how many, and for each its text (up to 80
//! characters, wrapped, with a counter) and its effects from the catalogue, or none: a house rule
//! written freely, which the table judges when it is played.

use bevy_egui::egui::{self, RichText};

use crate::app::menus::party_form::PartyForm;
use crate::app::ui::{palette, widgets};
use crate::engine::{Amount, CardText, CustomEffect, CustomWild, CustomWilds, Effects};
use crate::i18n::{Localize, Message, Msg, Texts};
use crate::{msg, tr};

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
        card_text(ui, texts, i, &mut form.custom_texts[i], wild);
        let mut effects: Vec<CustomEffect> = wild.effects.to_vec();
        let mut remove = None;
        for (k, effect) in effects.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                let (mut kind, mut n) = effect_parts(*effect);
                let selected = texts.get(EFFECTS[kind].0);
                // Tall enough for the whole catalogue: no effect hides below the list.
                egui::ComboBox::from_id_salt(("effect", i, k))
                    .selected_text(selected)
                    .width(220.0)
                    .height(EFFECTS.len() as f32 * 30.0)
                    .show_ui(ui, |ui| {
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
        // The last effect may go too: the card is then a house rule written freely.
        if let Some(k) = remove {
            effects.remove(k);
        }
        if effects.len() < Effects::MAX && ui.small_button(texts.get(Msg::WildsAddEffect)).clicked() {
            effects.push(CustomEffect::NextPlayerDraws(Amount::new(1).expect("in range")));
        }
        if let Ok(e) = Effects::try_from(effects) {
            wild.effects = e;
        }
        if wild.is_house_rule() {
            ui.label(RichText::new(texts.get(Msg::WildsHouseRule)).italics().size(13.0));
            let source = tr!(
                texts,
                RuleSourcedChoice,
                from = texts.get(Msg::SourceRulesArticle),
                choice = texts.get(Msg::WildsHouseRuleSource)
            );
            ui.label(RichText::new(source).size(12.0).color(palette::MUTED));
        } else {
            ui.label(RichText::new(does(texts, &wild.effects)).italics().size(13.0));
        }
    }
    if let Some(w) = CustomWilds::new(wilds) {
        rules.custom_wilds = w;
    }
}

/// The text printed on card `i`, as typed: wrapped in the field, with a counter of what a card
/// holds. Nothing typed is cut (a word cut at the limit would be printed so): a text too long or
/// empty is named under it, in red, and the card keeps its last good text until it is mended
/// (Start refuses it meanwhile).
fn card_text(ui: &mut egui::Ui, texts: &Texts, i: usize, typed: &mut String, wild: &mut CustomWild) {
    ui.label(tr!(texts, WildsCardText, n = i + 1));
    ui.horizontal(|ui| {
        let edit =
            ui.add(egui::TextEdit::multiline(typed).id_salt(("card text", i)).desired_width(320.0).desired_rows(3));
        widgets::select_all_on_focus(ui, &edit, typed);
        if edit.changed() {
            // A card's text is one paragraph: Enter does not start a line of its own.
            *typed = typed.replace(['\n', '\r'], " ");
            if let Ok(t) = CardText::try_from(typed.clone()) {
                wild.text = t;
            }
        }
        let n = typed.trim().chars().count();
        let colour = match n {
            0 => palette::ERROR,
            n if n > CardText::MAX => palette::ERROR,
            CardText::MAX => palette::WARNING,
            _ => palette::MUTED,
        };
        let count = tr!(texts, WildsTextCount, n = n, max = CardText::MAX);
        ui.label(RichText::new(count).size(12.0).color(colour));
    });
    if let Some(problem) = text_problem(i, typed) {
        ui.label(RichText::new(texts.render(&problem)).color(palette::ERROR));
    }
}

/// What is wrong with the text typed for card `i`, naming the card; `None` when it can be printed.
pub(crate) fn text_problem(i: usize, typed: &str) -> Option<Message> {
    let problem = CardText::try_from(typed.to_string()).err()?;
    Some(msg!(ProblemCardTextOf, n = i + 1, problem = problem.message()))
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

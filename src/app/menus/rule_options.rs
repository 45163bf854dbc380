//! Every rule option in one place: its choices with their labels, the control that edits it in
//! New game, the value the rules reference shows, and the row both are drawn in.

use bevy_egui::egui::{self, RichText, vec2};

use super::Sink;
use crate::app::palette;
use crate::app::widgets::ButtonId;
use crate::engine::{
    BluffPenalty, Deck, FirstWild, NewCardPoints, ReverseWithTwo, RuleField, RuleOption, RuleSet, Scoring, Stacking,
    TargetScore, UnoPenalty, WildDrawFourRule, WildPlay,
};

const DECKS: &[(Deck, &str)] = &[(Deck::Classic, "Classic 108"), (Deck::SwapAndCustom, "Swap Hands + Customizable")];
const NEW_CARD_POINTS: &[(NewCardPoints, &str)] = &[(NewCardPoints::Forty, "40"), (NewCardPoints::Fifty, "50")];
const FIRST_WILD: &[(FirstWild, &str)] =
    &[(FirstWild::FirstPlayerChooses, "First player chooses"), (FirstWild::TurnAnother, "Turn another card")];
const WILD_PLAY: &[(WildPlay, &str)] =
    &[(WildPlay::Anytime, "Any time"), (WildPlay::OnlyWithoutMatch, "Only without a match")];
const WILD_DRAW_FOUR: &[(WildDrawFourRule, &str)] = &[
    (WildDrawFourRule::NoCardOfCurrentColour, "No card of the colour"),
    (WildDrawFourRule::NoOtherPlayableCard, "No other playable card"),
];
const BLUFF_PENALTY: &[(BluffPenalty, &str)] =
    &[(BluffPenalty::DrawFour, "Bluffer draws 4"), (BluffPenalty::TakeBack, "Take it back")];
const REVERSE_WITH_TWO: &[(ReverseWithTwo, &str)] =
    &[(ReverseWithTwo::ActsAsSkip, "Acts as Skip"), (ReverseWithTwo::Reverses, "Only reverses")];
const UNO_PENALTY: &[(UnoPenalty, &str)] = &[(UnoPenalty::Two, "2 cards"), (UnoPenalty::Four, "4 cards")];
const SCORING: &[(Scoring, &str)] =
    &[(Scoring::WinnerScoresOthers, "Winner scores the others"), (Scoring::LowestTotal, "Lowest total wins")];
const STACKING: &[(Stacking, &str)] = &[
    (Stacking::Off, "Off"),
    (Stacking::SameCard, "+2 on +2, +4 on +4"),
    (Stacking::PlusFourOnPlusTwo, "Also +4 on +2"),
];

/// The label of `value` among `options`.
fn label<T: PartialEq>(options: &[(T, &'static str)], value: &T) -> &'static str {
    options.iter().find(|(v, _)| v == value).map_or("", |(_, l)| l)
}

/// A combo box over the values of a small enum.
pub(super) fn choice<T: PartialEq + Copy>(ui: &mut egui::Ui, id: &str, value: &mut T, options: &[(T, &str)]) {
    let current = options.iter().find(|(v, _)| v == value).map_or("", |(_, l)| *l);
    egui::ComboBox::from_id_salt(id).selected_text(current).width(200.0).show_ui(ui, |ui| {
        for (v, label) in options {
            ui.selectable_value(value, *v, *label);
        }
    });
}

/// The control that edits one rule option.
pub(super) fn control(ui: &mut egui::Ui, field: RuleField, r: &mut RuleSet) {
    let id = field.name();
    match field {
        RuleField::Deck => choice(ui, id, &mut r.deck, DECKS),
        RuleField::CustomWilds => {
            ui.label(format!("{} (edit below)", r.custom_wilds.len()));
        }
        RuleField::NewCardPoints => choice(ui, id, &mut r.new_card_points, NEW_CARD_POINTS),
        RuleField::FirstWild => choice(ui, id, &mut r.first_wild, FIRST_WILD),
        RuleField::WildPlay => choice(ui, id, &mut r.wild_play, WILD_PLAY),
        RuleField::WildDrawFour => choice(ui, id, &mut r.wild_draw_four, WILD_DRAW_FOUR),
        RuleField::BluffPenalty => choice(ui, id, &mut r.bluff_penalty, BLUFF_PENALTY),
        RuleField::ReverseWithTwo => choice(ui, id, &mut r.reverse_with_two, REVERSE_WITH_TWO),
        RuleField::UnoPenalty => choice(ui, id, &mut r.uno_penalty, UNO_PENALTY),
        RuleField::Scoring => choice(ui, id, &mut r.scoring, SCORING),
        RuleField::TargetScore => {
            let mut t = r.target_score.get();
            if ui.add(egui::DragValue::new(&mut t).range(50..=5000).speed(10)).changed()
                && let Some(v) = TargetScore::new(t)
            {
                r.target_score = v;
            }
        }
        RuleField::Stacking => choice(ui, id, &mut r.stacking, STACKING),
        RuleField::WrongCardPenalty => _ = ui.checkbox(&mut r.wrong_card_penalty, ""),
        RuleField::TableTalkPenalty => _ = ui.checkbox(&mut r.table_talk_penalty, ""),
        RuleField::SevenO => _ = ui.checkbox(&mut r.seven_o, ""),
        RuleField::JumpIn => _ = ui.checkbox(&mut r.jump_in, ""),
        RuleField::DrawToMatch => _ = ui.checkbox(&mut r.draw_to_match, ""),
        RuleField::ForcePlay => _ = ui.checkbox(&mut r.force_play, ""),
    }
}

/// The value of a rule option in words.
pub(super) fn value(r: &RuleSet, field: RuleField) -> String {
    let yes = |b: bool| if b { "Yes" } else { "No" }.to_string();
    match field {
        RuleField::Deck => match r.deck {
            Deck::Classic => label(DECKS, &r.deck).into(),
            Deck::SwapAndCustom => format!("{} cards", r.deck_list().len()),
        },
        RuleField::CustomWilds => {
            r.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect::<Vec<_>>().join(" / ")
        }
        RuleField::NewCardPoints => label(NEW_CARD_POINTS, &r.new_card_points).into(),
        RuleField::FirstWild => label(FIRST_WILD, &r.first_wild).into(),
        RuleField::WildPlay => label(WILD_PLAY, &r.wild_play).into(),
        RuleField::WildDrawFour => label(WILD_DRAW_FOUR, &r.wild_draw_four).into(),
        RuleField::BluffPenalty => label(BLUFF_PENALTY, &r.bluff_penalty).into(),
        RuleField::ReverseWithTwo => label(REVERSE_WITH_TWO, &r.reverse_with_two).into(),
        RuleField::UnoPenalty => label(UNO_PENALTY, &r.uno_penalty).into(),
        RuleField::Scoring => label(SCORING, &r.scoring).into(),
        RuleField::TargetScore => r.target_score.get().to_string(),
        RuleField::Stacking => label(STACKING, &r.stacking).into(),
        RuleField::WrongCardPenalty => yes(r.wrong_card_penalty),
        RuleField::TableTalkPenalty => yes(r.table_talk_penalty),
        RuleField::SevenO => yes(r.seven_o),
        RuleField::JumpIn => yes(r.jump_in),
        RuleField::DrawToMatch => yes(r.draw_to_match),
        RuleField::ForcePlay => yes(r.force_play),
    }
}

/// Width of the right-hand column of a rule option row (a control or a value).
const OPTION_RIGHT: f32 = 230.0;

/// One rule option as a row: its name and explanation on the left, wrapping in the room the
/// window has, and `right` (its control, or its value) in a column of its own. An option that
/// does not apply to the chosen deck says so instead. The row's rectangle is reported as
/// `text:rule:FIELD`, its name and explanation as `text:rule-name:FIELD`.
pub(super) fn row(ui: &mut egui::Ui, sink: &mut Sink, o: &RuleOption, deck: Deck, right: impl FnOnce(&mut egui::Ui)) {
    let applies = o.field.applies_to(deck);
    let full = ui.available_width();
    let text_w = (full - OPTION_RIGHT - 16.0).max(180.0);
    let row = ui.horizontal_top(|ui| {
        let text = ui
            .allocate_ui_with_layout(vec2(text_w, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.set_width(text_w);
                let title = RichText::new(o.title).strong();
                ui.add(egui::Label::new(if applies { title } else { title.weak() }).wrap());
                let explanation = format!("{} ({})", o.explanation, o.source_text());
                ui.add(egui::Label::new(RichText::new(explanation).size(12.5).color(palette::MUTED)).wrap());
            })
            .response;
        sink.record(ui, ButtonId::RuleName(o.field), text.rect);
        ui.allocate_ui_with_layout(vec2(OPTION_RIGHT, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(OPTION_RIGHT);
            if applies {
                right(ui);
            } else {
                ui.label(RichText::new("Only with the 112-card deck").italics().weak());
            }
        });
    });
    sink.record(ui, ButtonId::RuleRow(o.field), row.response.rect);
    ui.separator();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RULE_OPTIONS;

    /// Every choice of every option has a label, and the value the rules reference shows for it
    /// is that label (the deck's and the wilds' values say more, in words of their own).
    #[test]
    fn every_choice_has_a_label_and_the_value_reads_it() {
        fn each<T: Copy>(field: RuleField, options: &[(T, &str)], set: fn(&mut RuleSet, T)) {
            assert!(options.len() >= 2, "{field}: a choice needs two options");
            for (v, l) in options {
                let mut r = RuleSet::default();
                set(&mut r, *v);
                assert!(!l.is_empty(), "{field}: a choice without a label");
                assert_eq!(value(&r, field), *l, "{field}");
            }
        }
        each(RuleField::NewCardPoints, NEW_CARD_POINTS, |r, v| r.new_card_points = v);
        each(RuleField::FirstWild, FIRST_WILD, |r, v| r.first_wild = v);
        each(RuleField::WildPlay, WILD_PLAY, |r, v| r.wild_play = v);
        each(RuleField::WildDrawFour, WILD_DRAW_FOUR, |r, v| r.wild_draw_four = v);
        each(RuleField::BluffPenalty, BLUFF_PENALTY, |r, v| r.bluff_penalty = v);
        each(RuleField::ReverseWithTwo, REVERSE_WITH_TWO, |r, v| r.reverse_with_two = v);
        each(RuleField::UnoPenalty, UNO_PENALTY, |r, v| r.uno_penalty = v);
        each(RuleField::Scoring, SCORING, |r, v| r.scoring = v);
        each(RuleField::Stacking, STACKING, |r, v| r.stacking = v);
        assert_eq!(value(&RuleSet::default(), RuleField::Deck), label(DECKS, &Deck::Classic));
        assert_eq!(value(&RuleSet::deck_112(), RuleField::Deck), "112 cards");
        for o in RULE_OPTIONS {
            assert!(!value(&RuleSet::deck_112(), o.field).is_empty(), "{}: no value", o.field);
        }
    }
}

//! Every rule option in one place: its choices with their labels, the control that edits it in
//! New game, the value the rules reference shows, and the row both are drawn in.

use bevy_egui::egui::{self, RichText, vec2};

use crate::app::menus::context::Sink;
use crate::app::ui::palette;
use crate::app::ui::widgets::ButtonId;
use crate::engine::{
    BluffPenalty, Deck, FirstWild, NewCardPoints, Partners, ReverseWithTwo, RuleField, RuleOption, RuleSet, Scoring,
    Stacking, TargetScore, UnoPenalty, WildDrawFourRule, WildPlay,
};
use crate::i18n::{Msg, Texts};

const DECKS: &[(Deck, Msg)] =
    &[(Deck::Classic, Msg::RuleDeckClassic), (Deck::SwapAndCustom, Msg::RuleDeckSwapAndCustom)];
const NEW_CARD_POINTS: &[(NewCardPoints, Msg)] =
    &[(NewCardPoints::Forty, Msg::RuleNewCardPointsForty), (NewCardPoints::Fifty, Msg::RuleNewCardPointsFifty)];
const FIRST_WILD: &[(FirstWild, Msg)] = &[
    (FirstWild::FirstPlayerChooses, Msg::RuleFirstWildFirstPlayer),
    (FirstWild::TurnAnother, Msg::RuleFirstWildTurnAnother),
];
const WILD_PLAY: &[(WildPlay, Msg)] =
    &[(WildPlay::Anytime, Msg::RuleWildPlayAnytime), (WildPlay::OnlyWithoutMatch, Msg::RuleWildPlayWithoutMatch)];
const WILD_DRAW_FOUR: &[(WildDrawFourRule, Msg)] = &[
    (WildDrawFourRule::NoCardOfCurrentColour, Msg::RuleWildDrawFourNoColour),
    (WildDrawFourRule::NoOtherPlayableCard, Msg::RuleWildDrawFourNoPlayable),
];
const BLUFF_PENALTY: &[(BluffPenalty, Msg)] =
    &[(BluffPenalty::DrawFour, Msg::RuleBluffPenaltyDrawFour), (BluffPenalty::TakeBack, Msg::RuleBluffPenaltyTakeBack)];
const REVERSE_WITH_TWO: &[(ReverseWithTwo, Msg)] = &[
    (ReverseWithTwo::ActsAsSkip, Msg::RuleReverseWithTwoSkip),
    (ReverseWithTwo::Reverses, Msg::RuleReverseWithTwoReverses),
];
const UNO_PENALTY: &[(UnoPenalty, Msg)] =
    &[(UnoPenalty::Two, Msg::RuleUnoPenaltyTwo), (UnoPenalty::Four, Msg::RuleUnoPenaltyFour)];
const SCORING: &[(Scoring, Msg)] =
    &[(Scoring::WinnerScoresOthers, Msg::RuleScoringWinnerScores), (Scoring::LowestTotal, Msg::RuleScoringLowestTotal)];
const STACKING: &[(Stacking, Msg)] = &[
    (Stacking::Off, Msg::RuleStackingOff),
    (Stacking::SameCard, Msg::RuleStackingSameCard),
    (Stacking::PlusFourOnPlusTwo, Msg::RuleStackingPlusFourOnPlusTwo),
];
const PARTNERS: &[(Partners, Msg)] = &[
    (Partners::Off, Msg::RulePartnersOff),
    (Partners::Pairs, Msg::RulePartnersPairs),
    (Partners::Threes, Msg::RulePartnersThrees),
];

/// The label of `value` among `options`, in the language in use.
fn label<T: PartialEq>(texts: &Texts, options: &[(T, Msg)], value: &T) -> String {
    options.iter().find(|(v, _)| v == value).map_or_else(String::new, |(_, l)| texts.get(*l))
}

/// A combo box over the values of a small enum, each with its label's message.
pub(crate) fn choice<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    texts: &Texts,
    id: &str,
    value: &mut T,
    options: &[(T, Msg)],
) {
    egui::ComboBox::from_id_salt(id).selected_text(label(texts, options, value)).width(200.0).show_ui(ui, |ui| {
        for (v, l) in options {
            ui.selectable_value(value, *v, texts.get(*l));
        }
    });
}

/// The partners' choice on its own (New game shows it under the players, where it is found), under
/// an id of its own: the same choice among every rule option is another combo box.
pub(crate) fn partners_choice(ui: &mut egui::Ui, texts: &Texts, r: &mut RuleSet) {
    choice(ui, texts, "partners-under-the-players", &mut r.partners, PARTNERS);
}

/// The control that edits one rule option.
pub(crate) fn control(ui: &mut egui::Ui, texts: &Texts, field: RuleField, r: &mut RuleSet) {
    let id = field.name();
    match field {
        RuleField::Deck => choice(ui, texts, id, &mut r.deck, DECKS),
        RuleField::CustomWilds => {
            ui.label(crate::tr!(texts, RuleCustomWildsCount, n = r.custom_wilds.len()));
        }
        RuleField::NewCardPoints => choice(ui, texts, id, &mut r.new_card_points, NEW_CARD_POINTS),
        RuleField::FirstWild => choice(ui, texts, id, &mut r.first_wild, FIRST_WILD),
        RuleField::WildPlay => choice(ui, texts, id, &mut r.wild_play, WILD_PLAY),
        RuleField::WildDrawFour => choice(ui, texts, id, &mut r.wild_draw_four, WILD_DRAW_FOUR),
        RuleField::BluffPenalty => choice(ui, texts, id, &mut r.bluff_penalty, BLUFF_PENALTY),
        RuleField::ReverseWithTwo => choice(ui, texts, id, &mut r.reverse_with_two, REVERSE_WITH_TWO),
        RuleField::UnoPenalty => choice(ui, texts, id, &mut r.uno_penalty, UNO_PENALTY),
        RuleField::Scoring => choice(ui, texts, id, &mut r.scoring, SCORING),
        RuleField::TargetScore => {
            let mut t = r.target_score.get();
            if ui.add(egui::DragValue::new(&mut t).range(50..=5000).speed(10)).changed()
                && let Some(v) = TargetScore::new(t)
            {
                r.target_score = v;
            }
        }
        RuleField::Stacking => choice(ui, texts, id, &mut r.stacking, STACKING),
        RuleField::Partners => choice(ui, texts, id, &mut r.partners, PARTNERS),
        RuleField::WrongCardPenalty => _ = ui.checkbox(&mut r.wrong_card_penalty, ""),
        RuleField::TableTalkPenalty => _ = ui.checkbox(&mut r.table_talk_penalty, ""),
        RuleField::SevenO => _ = ui.checkbox(&mut r.seven_o, ""),
        RuleField::JumpIn => _ = ui.checkbox(&mut r.jump_in, ""),
        RuleField::DrawToMatch => _ = ui.checkbox(&mut r.draw_to_match, ""),
        RuleField::ForcePlay => _ = ui.checkbox(&mut r.force_play, ""),
    }
}

/// The value of a rule option in words.
pub(crate) fn value(texts: &Texts, r: &RuleSet, field: RuleField) -> String {
    let yes = |b: bool| texts.get(if b { Msg::RuleYes } else { Msg::RuleNo });
    match field {
        RuleField::Deck => match r.deck {
            Deck::Classic => label(texts, DECKS, &r.deck),
            Deck::SwapAndCustom => crate::tr!(texts, CardsCount, n = r.deck_list().len()),
        },
        RuleField::CustomWilds => {
            r.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect::<Vec<_>>().join(" / ")
        }
        RuleField::NewCardPoints => label(texts, NEW_CARD_POINTS, &r.new_card_points),
        RuleField::FirstWild => label(texts, FIRST_WILD, &r.first_wild),
        RuleField::WildPlay => label(texts, WILD_PLAY, &r.wild_play),
        RuleField::WildDrawFour => label(texts, WILD_DRAW_FOUR, &r.wild_draw_four),
        RuleField::BluffPenalty => label(texts, BLUFF_PENALTY, &r.bluff_penalty),
        RuleField::ReverseWithTwo => label(texts, REVERSE_WITH_TWO, &r.reverse_with_two),
        RuleField::UnoPenalty => label(texts, UNO_PENALTY, &r.uno_penalty),
        RuleField::Scoring => label(texts, SCORING, &r.scoring),
        RuleField::TargetScore => r.target_score.get().to_string(),
        RuleField::Stacking => label(texts, STACKING, &r.stacking),
        RuleField::Partners => label(texts, PARTNERS, &r.partners),
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
pub(crate) fn row(ui: &mut egui::Ui, sink: &mut Sink, o: &RuleOption, deck: Deck, right: impl FnOnce(&mut egui::Ui)) {
    let texts = sink.texts;
    let applies = o.field.applies_to(deck);
    let full = ui.available_width();
    let text_w = (full - OPTION_RIGHT - 16.0).max(180.0);
    let row = ui.horizontal_top(|ui| {
        let text = ui
            .allocate_ui_with_layout(vec2(text_w, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.set_width(text_w);
                let title = RichText::new(texts.say(&o.field)).strong();
                ui.add(egui::Label::new(if applies { title } else { title.weak() }).wrap());
                let explanation = crate::i18n::rules::explained(texts, o);
                ui.add(egui::Label::new(RichText::new(explanation).size(12.5).color(palette::MUTED)).wrap());
            })
            .response;
        sink.record(ui, ButtonId::RuleName(o.field), text.rect);
        ui.allocate_ui_with_layout(vec2(OPTION_RIGHT, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(OPTION_RIGHT);
            if applies {
                right(ui);
            } else {
                ui.label(RichText::new(texts.get(Msg::RuleOnly112)).italics().weak());
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

    use crate::i18n::Language;

    /// Every choice of every option has a label in both languages, and the value the rules
    /// reference shows for it is that label (the deck's and the wilds' values say more, in words
    /// of their own).
    #[test]
    fn every_choice_has_a_label_and_the_value_reads_it() {
        fn each<T: Copy>(field: RuleField, options: &[(T, Msg)], set: fn(&mut RuleSet, T)) {
            assert!(options.len() >= 2, "{field}: a choice needs two options");
            for lang in Language::ALL {
                let texts = Texts::new(lang);
                for (v, l) in options {
                    let mut r = RuleSet::default();
                    set(&mut r, *v);
                    assert!(!texts.get(*l).is_empty(), "{field}: a choice without a label");
                    assert_eq!(value(&texts, &r, field), texts.get(*l), "{field}");
                }
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
        each(RuleField::Partners, PARTNERS, |r, v| r.partners = v);
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        assert_eq!(value(&en, &RuleSet::default(), RuleField::Deck), "Classic 108");
        assert_eq!(value(&en, &RuleSet::deck_112(), RuleField::Deck), "112 cards");
        assert_eq!(value(&it, &RuleSet::deck_112(), RuleField::Deck), "112 carte");
        assert_eq!(value(&it, &RuleSet::box_sheet(), RuleField::ForcePlay), "Sì");
        for o in RULE_OPTIONS {
            assert!(!value(&en, &RuleSet::deck_112(), o.field).is_empty(), "{}: no value", o.field);
        }
    }

    /// Every choice's label fits on one line of the options' right-hand column, in each language
    /// (measured in egui's own font at the size the game's style gives buttons).
    #[test]
    fn every_choice_label_fits_its_column_in_both_languages() {
        let ctx = egui::Context::default();
        let _ = ctx.run_ui(egui::RawInput::default(), |_| {});
        let spacing = ctx.global_style().spacing.clone();
        // The combo box's arrow and padding take the rest of the column.
        let room = OPTION_RIGHT - spacing.icon_width - spacing.icon_spacing - 2.0 * spacing.button_padding.x;
        let labels: Vec<Msg> = [DECKS.iter().map(|(_, l)| *l).collect::<Vec<_>>()]
            .into_iter()
            .chain([NEW_CARD_POINTS.iter().map(|(_, l)| *l).collect()])
            .chain([FIRST_WILD.iter().map(|(_, l)| *l).collect()])
            .chain([WILD_PLAY.iter().map(|(_, l)| *l).collect()])
            .chain([WILD_DRAW_FOUR.iter().map(|(_, l)| *l).collect()])
            .chain([BLUFF_PENALTY.iter().map(|(_, l)| *l).collect()])
            .chain([REVERSE_WITH_TWO.iter().map(|(_, l)| *l).collect()])
            .chain([UNO_PENALTY.iter().map(|(_, l)| *l).collect()])
            .chain([SCORING.iter().map(|(_, l)| *l).collect()])
            .chain([STACKING.iter().map(|(_, l)| *l).collect()])
            .chain([PARTNERS.iter().map(|(_, l)| *l).collect()])
            .flatten()
            .chain([Msg::RuleOnly112])
            .collect();
        let mut too_wide = Vec::new();
        for lang in Language::ALL {
            let texts = Texts::new(lang);
            for l in &labels {
                let text = texts.get(*l);
                let font = egui::FontId::proportional(16.0);
                let w = ctx.fonts_mut(|f| f.layout_no_wrap(text.clone(), font, egui::Color32::WHITE).size().x);
                if w > room {
                    too_wide.push(format!("{text:?} ({w:.0} > {room:.0})"));
                }
            }
        }
        assert!(too_wide.is_empty(), "{too_wide:?}");
    }
}

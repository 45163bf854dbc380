//! A house rule on the table (a Customizable Wild with no effect from the catalogue, its rule
//! written freely): its text large for everyone to read; the player who played it says who it
//! applies to (or nobody); then the people at the table judge it, Done or a penalty of 1 to 4
//! cards for that player. The game counts the cards; people judge the rule.

use bevy_egui::egui::{self, Color32, RichText};

use crate::app::core::prompt::{Pick, Prompt};
use crate::app::core::words::addressed;
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, Card, Kind, Phase, RuleSet, Seat};
use crate::i18n::Msg;
use crate::tr;

/// The text of the house rule on `card`, when it is one.
pub(crate) fn rule_text(card: Option<Card>, rules: &RuleSet) -> Option<&str> {
    let Kind::Custom(i) = card?.kind() else { return None };
    rules.custom_wilds.get(i as usize).filter(|w| w.is_house_rule()).map(|w| w.text.as_str())
}

/// The size of the rule's text, in points: large enough to read across the table.
const TEXT_SIZE: f32 = 26.0;

/// Draws the house rule being played, if one is, with the question it waits on.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    let (seat, target) = match f.view.phase {
        Phase::HouseRuleFor { seat } => (seat, None),
        Phase::JudgeHouseRule { seat, target } => (seat, Some(target)),
        _ => return,
    };
    if !f.settled {
        return;
    }
    let Some(text) = rule_text(f.view.resolving, f.shown.rules()) else { return };
    let t = f.texts;
    let asked = f.asks(Prompt::HouseRule);
    let choosing = target.is_none() && asked;
    let judging = if asked && target.is_some() { f.asked.picks() } else { &[] };
    let title = if addressed(f.table) == Some(seat) {
        t.get(Msg::HouseRuleTitleYours)
    } else {
        tr!(t, HouseRuleTitle, who = f.name(seat))
    };
    // The text as it wraps, a line or two of words, then two buttons a row to say who, or Done
    // and a row of penalties.
    let quoted = tr!(t, HouseRuleQuoted, text = text);
    let font = egui::FontId::proportional(TEXT_SIZE);
    let text_h = ctx.fonts_mut(|fonts| fonts.layout(quoted.clone(), font, palette::GOLD, WIDTH).size().y);
    let rows = if choosing { f.shown.seats().div_ceil(2) + 1 } else { 2 };
    let shown = f
        .place(ctx, true, egui::vec2(WIDTH + 16.0, 100.0 + 0.0 * (text_h + PANEL_LINES + rows as f32 * 42.0)), &title)
        .window(title, out, WIDTH + 20.0)
        .id(egui::Id::new("house rule"))
        .show(ctx, |ui| {
            let big = ui.add(
                egui::Label::new(RichText::new(quoted).size(TEXT_SIZE).strong().color(palette::GOLD))
                    .wrap_mode(egui::TextWrapMode::Wrap),
            );
            out.record(ButtonId::HouseRuleText, big.rect);
            ui.add_space(6.0);
            match target {
                None if choosing => choose_who(ui, f, seat, out),
                None => {
                    ui.label(RichText::new(tr!(t, HouseRuleChoosing, who = f.name(seat))).size(16.0));
                }
                Some(target) => judge(ui, f, target, judging, out),
            }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::HouseRule), shown.response.rect);
    }
}

/// The panel's width, in points.
const WIDTH: f32 = 360.0;
/// The panel's height besides the rule's text and its rows of buttons: the title bar, the margins,
/// the line or two of words between them, in points.
const PANEL_LINES: f32 = 120.0;

/// "Who does it apply to?": nobody in particular (a row of its own), then every player who may be
/// named (the player themselves too, unless the card was their last), two to a row.
fn choose_who(ui: &mut egui::Ui, f: &Frame, me: Seat, out: &mut OverlayOut) {
    let t = f.texts;
    ui.label(RichText::new(t.get(Msg::HouseRuleWho)).size(16.0));
    ui.add_space(4.0);
    let mut who_button = |ui: &mut egui::Ui, who: Option<Seat>, width: f32| {
        let label = match who {
            Some(s) if s == me => tr!(t, HouseRuleForYou, n = f.view.hand_size(s)),
            Some(s) => tr!(t, PickerSeat, who = f.name(s), n = f.view.hand_size(s)),
            None => t.get(Msg::HouseRuleForNobody),
        };
        // A long name is cut short on its button (whole under the pointer).
        let b = ui.add(
            egui::Button::new(RichText::new(label).size(15.0))
                .wrap_mode(egui::TextWrapMode::Truncate)
                .min_size(egui::vec2(width, 36.0)),
        );
        out.record(ButtonId::HouseRuleFor(who), b.rect);
        if b.clicked() {
            out.choose(Pick::Act(Action::HouseRuleFor(who)));
        }
    };
    let offered = |who: Option<Seat>| f.legal().contains(&Action::HouseRuleFor(who));
    if offered(None) {
        ui.scope(|ui| {
            ui.set_max_width(WIDTH);
            who_button(ui, None, WIDTH);
        });
    }
    let seats: Vec<Seat> = (0..f.shown.seats() as Seat).filter(|&s| offered(Some(s))).collect();
    egui::Grid::new("house rule for").spacing(egui::vec2(6.0, 6.0)).show(ui, |ui| {
        for (i, s) in seats.into_iter().enumerate() {
            ui.scope(|ui| {
                ui.set_max_width(WIDTH / 2.0 - 3.0);
                who_button(ui, Some(s), WIDTH / 2.0 - 3.0);
            });
            if i % 2 == 1 {
                ui.end_row();
            }
        }
    });
}

/// Who the rule applies to, and the table's buttons: Done, or 1 to 4 cards for that player.
fn judge(ui: &mut egui::Ui, f: &Frame, target: Option<Seat>, judging: &[Pick], out: &mut OverlayOut) {
    let t = f.texts;
    let line = match target {
        Some(s) => tr!(t, HouseRuleAppliesTo, who = f.name(s)),
        None => t.get(Msg::HouseRuleAppliesToNobody),
    };
    ui.label(RichText::new(line).size(16.0));
    if judging.is_empty() {
        return;
    }
    ui.label(RichText::new(t.get(Msg::HouseRuleJudge)).size(14.0).italics());
    ui.add_space(4.0);
    let Some((done, penalties)) = judging.split_first() else { return };
    let b = widgets::filled_button(ui, t.get(Msg::HouseRuleDone), 20.0, palette::GO, [WIDTH, 40.0]);
    answered(out, done, &b);
    let Some(s) = target.filter(|_| !penalties.is_empty()) else { return };
    ui.add_space(4.0);
    ui.label(RichText::new(tr!(t, HouseRulePenaltyFor, who = f.name(s))).size(15.0));
    ui.horizontal(|ui| {
        for c in penalties {
            let Pick::ActAs(_, Action::JudgeHouseRule(n)) = c else { continue };
            let b = ui.add(
                egui::Button::new(
                    RichText::new(tr!(t, HouseRulePenalty, n = *n)).size(17.0).strong().color(Color32::WHITE),
                )
                .fill(palette::DANGER)
                .min_size(egui::vec2(WIDTH / 4.0 - 6.0, 36.0)),
            );
            answered(out, c, &b);
        }
    });
}

/// Notes the button of a judgement and hands it on when it was pressed.
fn answered(out: &mut OverlayOut, c: &Pick, b: &egui::Response) {
    if let Pick::ActAs(_, Action::JudgeHouseRule(n)) = c {
        out.record(ButtonId::Judge(*n), b.rect);
    }
    if b.clicked() {
        out.choose(c.clone());
    }
}

//! The end of a round (who won it, the cards left, the points) and of a match, with the way on.

use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::flow::TurnPhase;
use crate::app::hud::frame::{CORNER_BAND, Frame, Out, Prompt};
use crate::app::hud::reveal;
use crate::app::input::choice::Choice;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, Phase, RoundResult, Seat};
use crate::i18n::Msg;
use crate::tr;

/// Draws the summary when the round or the match is over (hidden while an overlay covers it).
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut Out) {
    if !matches!(f.phase, Some(TurnPhase::RoundOver | TurnPhase::MatchOver)) || f.paused {
        return;
    }
    let Some(result) = f.view.last_round else { return };
    let over = f.phase == Some(TurnPhase::MatchOver);
    out.open(if over { Prompt::MatchOver } else { Prompt::RoundSummary });
    let t = f.texts;
    // Never wider or taller than the window: long hands wrap, many seats scroll, and the buttons
    // stay below the scrolling part, always in view.
    let screen = egui::vec2(f.layout.width / f.zoom, f.layout.height / f.zoom);
    let width = (screen.x - 40.0).min(820.0);
    // Below the corner buttons (Help, Scores, Undo) and above the window's bottom edge.
    const TOP: f32 = CORNER_BAND;
    let tall = screen.y - TOP - 12.0;
    // The round is over: the table waits under the summary, dimmed.
    out.dim();
    // Whole from its first frame, above the piles (no fade in).
    let shown = egui::Window::new(t.get(if over { Msg::SummaryMatchOver } else { Msg::TableRoundOver }))
        .id(egui::Id::new("summary"))
        .pivot(Align2::CENTER_CENTER)
        .fixed_pos(egui::pos2(screen.x / 2.0, TOP + tall / 2.0))
        .collapsible(false)
        .resizable(false)
        .fade_in(false)
        .min_width(width)
        .max_width(width)
        .max_height(tall)
        .show(ctx, |ui| {
            ui.set_width(width);
            if over && let Phase::MatchOver { winner } = f.view.phase {
                ui.label(RichText::new(tr!(t, SummaryMatchWinner, who = f.name(winner))).size(24.0).strong());
            }
            let (who, round) = (f.name(result.winner), result.round);
            let line = if result.blocked {
                tr!(t, SummaryRoundWinnerBlocked, who = who, round = round)
            } else {
                tr!(t, SummaryRoundWinner, who = who, round = round)
            };
            ui.label(RichText::new(line).size(20.0));
            ui.add_space(6.0);
            // Room for the lines above and the target and buttons below.
            let room = (tall - if over { 200.0 } else { 170.0 }).max(80.0);
            egui::ScrollArea::vertical().max_height(room).auto_shrink([false, true]).show(ui, |ui| {
                standings(ui, f, &result, width - 30.0);
            });
            ui.label(tr!(t, SummaryTarget, n = f.shown.rules().target_score.get()));
            if over { after_match(ui, f, out) } else { next_round(ui, f, out) }
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::Summary), shown.response.rect);
    }
}

/// Every player, best total first: the cards left as chips that wrap and what they are worth, the
/// points this round, the total. Rows of fixed columns, so that nothing grows past `width`.
fn standings(ui: &mut egui::Ui, f: &Frame, result: &RoundResult, width: f32) {
    let name_w = (width * 0.22).min(170.0);
    let numbers_w = (width * 0.13).min(110.0);
    let hand_w = (width - name_w - 2.0 * numbers_w - 24.0).max(100.0);
    let widths = [name_w, hand_w, numbers_w, numbers_w];
    // A column of its own layout and width: what it holds wraps inside it.
    let cell = |ui: &mut egui::Ui, w: f32, add: &mut dyn FnMut(&mut egui::Ui)| {
        ui.vertical(|ui| {
            ui.set_width(w);
            ui.horizontal_wrapped(|ui| {
                ui.set_max_width(w);
                add(ui);
            });
        });
    };
    ui.horizontal_top(|ui| {
        let heads = [Msg::SummaryPlayer, Msg::SummaryCardsLeft, Msg::SummaryRoundPoints, Msg::SummaryTotal];
        for (head, w) in heads.into_iter().zip(widths) {
            cell(ui, w, &mut |ui| {
                ui.add(egui::Label::new(RichText::new(f.texts.get(head)).strong()).wrap_mode(egui::TextWrapMode::Wrap));
            });
        }
    });
    ui.separator();
    let mut order: Vec<Seat> = (0..result.seats).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(result.totals[s as usize]));
    for s in order {
        let left: Vec<crate::engine::Card> =
            f.view.round_end_hands.as_ref().map(|h| h[s as usize].cards().collect()).unwrap_or_default();
        ui.horizontal_top(|ui| {
            cell(ui, name_w, &mut |ui| {
                ui.add(egui::Label::new(f.name(s)).wrap_mode(egui::TextWrapMode::Wrap));
            });
            ui.vertical(|ui| {
                ui.set_width(hand_w);
                hand_lines(ui, f, &left, result.hand_points[s as usize], hand_w);
            });
            cell(ui, numbers_w, &mut |ui| {
                ui.label(format!("+{}", result.gained[s as usize]));
            });
            cell(ui, numbers_w, &mut |ui| {
                ui.label(format!("{}", result.totals[s as usize]));
            });
        });
        ui.add_space(2.0);
    }
}

/// The cards left as chips, in lines broken at `width` (measured, so that a long hand never widens
/// the panel), then what they are worth.
fn hand_lines(ui: &mut egui::Ui, f: &Frame, cards: &[crate::engine::Card], points: u32, width: f32) {
    let gap = 3.0;
    let chip_w = |ui: &egui::Ui, text: String| {
        let galley = ui.painter().layout_no_wrap(text, egui::FontId::proportional(15.0), egui::Color32::WHITE);
        galley.size().x + 12.0 + gap
    };
    let worth = tr!(f.texts, SummaryHandPoints, points = points);
    let mut lines: Vec<Vec<crate::engine::Card>> = vec![Vec::new()];
    let mut used = 0.0;
    for &card in cards {
        let w = chip_w(ui, f.texts.say(&card));
        if used + w > width && !lines.last().is_some_and(Vec::is_empty) {
            lines.push(Vec::new());
            used = 0.0;
        }
        used += w;
        lines.last_mut().expect("a line").push(card);
    }
    let worth_fits = used + chip_w(ui, worth.clone()) <= width;
    let last = lines.len() - 1;
    for (i, line) in lines.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(gap, gap);
            if cards.is_empty() {
                ui.label(f.texts.get(Msg::SummaryNoCards));
            }
            for &card in line {
                reveal::card_chip(ui, f, card);
            }
            if i == last && (worth_fits || cards.is_empty()) {
                ui.label(worth.clone());
            }
        });
    }
    if !worth_fits && !cards.is_empty() {
        ui.label(worth);
    }
}

fn next_round(ui: &mut egui::Ui, f: &Frame, out: &mut Out) {
    if f.viewer.is_none() {
        return;
    }
    let b = widgets::button(ui, f.texts.get(Msg::SummaryNextRound), 20.0, [160.0, 40.0]);
    out.record(ButtonId::NextRound, b.rect);
    if b.clicked() {
        out.choose(Choice::Act(Action::StartRound));
    }
}

fn after_match(ui: &mut egui::Ui, f: &Frame, out: &mut Out) {
    ui.horizontal(|ui| {
        if f.viewer.is_some() {
            let b = widgets::button(ui, f.texts.get(Msg::SummaryNewMatch), 20.0, [160.0, 40.0]);
            out.record(ButtonId::NewMatch, b.rect);
            if b.clicked() {
                out.choose(Choice::NewMatch);
            }
        }
        // The match is finished: nothing is lost by leaving.
        let b = widgets::button(ui, f.texts.get(Msg::SummaryMainMenu), 20.0, [160.0, 40.0]);
        out.record(ButtonId::MainMenu, b.rect);
        if b.clicked() {
            out.choose(Choice::QuitToMenu);
        }
    });
}

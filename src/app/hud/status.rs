//! The status line above the bottom hand: whose turn it is and what to do.

use bevy_egui::egui::{self, Align2, Color32, RichText};

use super::Frame;
use crate::app::flow::TurnPhase;
use crate::app::palette::STATUS_FILL;
use crate::engine::{Phase, Seat};
use crate::i18n::Msg;
use crate::layout::Pos;
use crate::tr;

/// Draws the status line and returns its text (for the layout report).
pub(super) fn draw(ctx: &egui::Context, f: &Frame) -> String {
    // The instruction of a person's own decision stays while their own moves land (a card given
    // of two still owed).
    let mine = f.viewer.is_some() && f.view.to_act() == f.viewer && !f.paused;
    let status = text(f, mine);
    let area = f.layout.seat_areas[f.layout.bottom];
    let at = f.to_ui(Pos { x: area.centre.x, y: area.top() + 6.0 });
    egui::Area::new(egui::Id::new("status")).fixed_pos(at).pivot(Align2::CENTER_BOTTOM).interactable(false).show(
        ctx,
        |ui| {
            egui::Frame::new().fill(STATUS_FILL).corner_radius(8.0).inner_margin(egui::Margin::symmetric(12, 5)).show(
                ui,
                |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(status.clone()).color(Color32::WHITE).size(18.0))
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                },
            );
        },
    );
    status
}

/// The status line's words.
fn text(f: &Frame, my_turn: bool) -> String {
    let t = f.texts;
    let name = |s: Seat| f.name(s).to_string();
    let view = &f.view;
    match (f.phase, view.phase) {
        (Some(TurnPhase::Dealing), _) => t.get(Msg::HudDealing),
        (_, Phase::RoundOver | Phase::WaitingToDeal) => t.get(Msg::TableRoundOver),
        (_, Phase::MatchOver { winner }) => tr!(t, HudMatchWinner, who = name(winner)),
        (_, p) if my_turn => match p {
            Phase::Turn { .. } => t.get(Msg::HudYourTurn),
            Phase::ChooseColour { .. } => t.get(Msg::HudChooseColour),
            Phase::ChooseTarget { .. } => t.get(Msg::HudChoosePlayer),
            Phase::DrawPenalty { .. } if view.challengeable => t.get(Msg::HudChallengeOrTake),
            Phase::DrawPenalty { .. } => tr!(t, HudStackOrTake, n = view.pending_draw),
            Phase::PlayOrKeep { .. } => t.get(Msg::HudPlayOrKeep),
            Phase::GiveCards { target, remaining, .. } => tr!(t, HudGive, who = name(target), n = remaining),
            _ => String::new(),
        },
        (_, p) => match p.actor() {
            // In a replay nobody thinks: the next move is the log's.
            Some(s) if f.table.is_person(s) || f.table.watching => tr!(t, HudTurnOf, who = name(s)),
            Some(s) => tr!(t, HudThinking, who = name(s)),
            None => String::new(),
        },
    }
}

//! The status line above the bottom hand: whose turn it is and what to do.

use bevy_egui::egui::{self, Align2, Color32, RichText};

use super::Frame;
use crate::app::flow::TurnPhase;
use crate::app::palette::STATUS_FILL;
use crate::engine::{Phase, Seat};
use crate::layout::Pos;

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
    let name = |s: Seat| f.name(s).to_string();
    let view = &f.view;
    match (f.phase, view.phase) {
        (Some(TurnPhase::Dealing), _) => "Dealing…".into(),
        (_, Phase::RoundOver | Phase::WaitingToDeal) => "Round over".into(),
        (_, Phase::MatchOver { winner }) => format!("{} wins the match", name(winner)),
        (_, p) if my_turn => match p {
            Phase::Turn { .. } => "Your turn: click a card to play it, or the draw pile to draw".into(),
            Phase::ChooseColour { .. } => "Choose the colour".into(),
            Phase::ChooseTarget { .. } => "Choose a player".into(),
            Phase::DrawPenalty { .. } if view.challengeable => "Challenge the Wild Draw Four, or take the cards".into(),
            Phase::DrawPenalty { .. } => format!("Stack a Draw card or take {}", view.pending_draw),
            Phase::PlayOrKeep { .. } => "Play the card you drew, or keep it".into(),
            Phase::GiveCards { target, remaining: 1, .. } => {
                format!("Click the card to give to {}, then Give", name(target))
            }
            Phase::GiveCards { target, remaining, .. } => {
                format!("Click the {remaining} cards to give to {}, then Give", name(target))
            }
            _ => String::new(),
        },
        (_, p) => match p.actor() {
            Some(s) if f.table.is_human(s) => format!("{}'s turn", name(s)),
            Some(s) => format!("{} is thinking…", name(s)),
            None => String::new(),
        },
    }
}

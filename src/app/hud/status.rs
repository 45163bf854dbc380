//! The status line above the bottom hand: whose turn it is and what to do.

use bevy_egui::egui::{self, Align2, Color32, RichText};

use crate::app::core::flow::TurnPhase;
use crate::app::core::words::addressed;
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::hud::lesson_panel;
use crate::app::ui::palette::STATUS_FILL;
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Phase, Seat};
use crate::i18n::Msg;
use crate::i18n::table::{Device, decision, match_winner};
use crate::layout::Pos;
use crate::tr;

/// The status line's text size, in points.
const SIZE: f32 = 18.0;

/// Draws the status line and returns its text (for the layout report).
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) -> String {
    // The instruction of a person's own decision stays while their own moves land (a card given
    // of two still owed).
    let mine = f.viewer.is_some() && f.view.to_act() == f.viewer && !f.paused;
    let status = text(f, mine);
    if status.is_empty() {
        return status;
    }
    let area = f.layout.seat_areas[f.layout.bottom];
    let mut at = f.to_ui(Pos { x: area.centre.x, y: area.top() + 6.0 });
    // The lesson's panel stands at the left: the line keeps right of it (in a small window its
    // middle would be under the panel).
    if f.table.mode().in_lesson() {
        let font = egui::FontId::proportional(SIZE);
        let width = ctx.fonts_mut(|fonts| fonts.layout_no_wrap(status.clone(), font, Color32::WHITE).size().x) + 24.0;
        let left = lesson_panel::panel_right(ctx.content_rect().width()) + 8.0;
        at.x = at.x.max(left + width / 2.0);
    }
    let area = egui::Area::new(egui::Id::new("status")).fixed_pos(at).pivot(Align2::CENTER_BOTTOM).interactable(false);
    let shown = area.show(ctx, |ui| {
        egui::Frame::new().fill(STATUS_FILL).corner_radius(8.0).inner_margin(egui::Margin::symmetric(12, 5)).show(
            ui,
            |ui| {
                ui.add(
                    egui::Label::new(RichText::new(status.clone()).color(Color32::WHITE).size(SIZE))
                        .wrap_mode(egui::TextWrapMode::Extend),
                );
            },
        );
    });
    out.record(ButtonId::Status, shown.response.rect);
    status
}

/// The status line's words.
fn text(f: &Frame, my_turn: bool) -> String {
    let t = f.texts;
    let name = |s: Seat| f.name(s).to_string();
    let view = &f.view;
    // A hand shown to the viewer alone is read first: the challenge it answers is over.
    if let Some(owner) = f.reading_reveal {
        return tr!(t, HudReadReveal, who = name(owner));
    }
    // A batch of events on its way: what it has shown so far, not the decision it answers.
    let batch = f.shown.batch();
    if batch.events > 0 && f.phase != Some(TurnPhase::Dealing) {
        if batch.round_ended {
            return t.get(Msg::TableRoundOver);
        }
        return match batch.next {
            Some(s) if Some(s) == f.viewer => t.get(Msg::HudYourTurn),
            Some(s) if f.table.is_person(s) || f.table.mode().is_replay() => tr!(t, HudTurnOf, who = name(s)),
            Some(s) => tr!(t, HudThinking, who = name(s)),
            // The move itself, its cards in the air: whose move it is, and no "Your turn" for a
            // move already made.
            None => match view.phase.actor() {
                Some(s) if Some(s) == f.viewer => String::new(),
                Some(s) => tr!(t, HudTurnOf, who = name(s)),
                None => String::new(),
            },
        };
    }
    match (f.phase, view.phase) {
        (Some(TurnPhase::Dealing), _) => t.get(Msg::HudDealing),
        // Before the first deal (a replay's start): nothing is over yet.
        (_, Phase::WaitingToDeal) if view.round == 0 => t.get(Msg::HudBeforeDeal),
        (_, Phase::RoundOver | Phase::WaitingToDeal) => t.get(Msg::TableRoundOver),
        (_, Phase::MatchOver { winner }) => t.render(&match_winner(view.teams(), winner, Device::Screen, name)),
        // The people at the table judge a house rule, whoever played it.
        (_, Phase::JudgeHouseRule { seat, .. }) if f.table.people_judge() => match addressed(f.table) {
            Some(you) if you == seat => t.get(Msg::HudJudgeYourHouseRule),
            _ => tr!(t, HudJudgeHouseRule, who = name(seat)),
        },
        (_, _) if my_turn => {
            f.viewer.and_then(|me| decision(view, me, Device::Screen, name)).map(|m| t.render(&m)).unwrap_or_default()
        }
        (_, p) => match p.actor() {
            // In a replay nobody thinks: the next move is the log's.
            Some(s) if f.table.is_person(s) || f.table.mode().is_replay() => tr!(t, HudTurnOf, who = name(s)),
            Some(s) => tr!(t, HudThinking, who = name(s)),
            None => String::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::{Frame, text};
    use crate::ai::BotKind;
    use crate::app::core::flow::TurnPhase;
    use crate::app::core::offer::Offers;
    use crate::app::core::party::Party;
    use crate::app::core::prompt::OpenPrompt;
    use crate::app::core::shown::ShownView;
    use crate::app::core::table::Table;
    use crate::engine::{Card, Colour, Event, Phase, RoundResult, Zone};
    use crate::i18n::{Language, Texts};

    /// The status line's words for the person at seat 0 with `shown` on the screen.
    fn status(table: &Table, shown: &ShownView, reading_reveal: Option<u8>, texts: &Texts) -> String {
        let layout = crate::layout::layout(1280.0, 720.0, table.seat_count(), 0);
        let offers = Offers::default();
        let view = shown.view(Some(0));
        let f = Frame {
            layout: &layout,
            zoom: 1.0,
            table,
            shown,
            asked: &OpenPrompt::default(),
            view,
            viewer: Some(0),
            settled: true,
            paused: false,
            now: 0.0,
            theme: None,
            offers: &offers,
            phase: Some(TurnPhase::AwaitingHuman),
            texts,
            phones_gone: Vec::new(),
            reading_reveal,
        };
        let mine = f.view.to_act() == Some(0);
        text(&f, mine)
    }

    #[test]
    fn the_status_line_follows_what_the_table_has_shown_not_the_decision_it_answers() {
        let en = Texts::new(Language::English);
        let (table, _, _) = Table::new(&Party::simple(3, 1, BotKind::Basic, 9)).expect("a table");
        let game = table.live_game().clone();
        let actor = game.to_act().expect("someone plays first");
        let name = table.name(actor).to_string();
        let mut shown = ShownView::new(&game);
        let before = status(&table, &shown, None, &en);
        let card = Some(Card::number(Colour::Red, 3));
        // A move on its way: the mover's card in the air.
        shown.track(&Event::CardMoved { card, from: Zone::Hand(actor), to: Zone::DiscardPile });
        let flying = status(&table, &shown, None, &en);
        if actor == 0 {
            assert_eq!(before, en.get(crate::i18n::Msg::HudYourTurn));
            assert_eq!(flying, "", "\"Your turn\" for a move already made");
        } else {
            assert_eq!(before, format!("{name} is thinking…"));
            assert_eq!(flying, format!("{name}'s turn"));
        }
        // The card landed and the next turn began: the status says so before the batch ends.
        let next = (actor + 1) % 3;
        shown.track(&Event::TurnStarted { seat: next });
        let after = status(&table, &shown, None, &en);
        if next == 0 {
            assert_eq!(after, en.get(crate::i18n::Msg::HudYourTurn));
        } else {
            assert_eq!(after, format!("{} is thinking…", table.name(next)));
        }
        // A round's last card: the round is over as soon as the table shows it.
        let mut shown = ShownView::new(&game);
        shown.track(&Event::CardMoved { card, from: Zone::Hand(actor), to: Zone::DiscardPile });
        let result = RoundResult {
            round: 1,
            dealer: 0,
            winner: actor,
            blocked: false,
            seats: 3,
            hand_points: [0; crate::engine::MAX_SEATS],
            gained: [0; crate::engine::MAX_SEATS],
            totals: [0; crate::engine::MAX_SEATS],
        };
        shown.track(&Event::RoundEnded(result));
        assert_eq!(status(&table, &shown, None, &en), "Round over");
        // A hand shown to the person alone: read it, not "Challenge the Wild Draw Four".
        let shown = ShownView::new(&game);
        let read = status(&table, &shown, Some(1), &en);
        assert_eq!(read, format!("{}'s hand is shown to you alone: read it, then OK", table.name(1)));
        // A replay's start, before the first deal: nothing is over yet.
        let start = crate::engine::Game::new(table.log().setup()).expect("a game");
        assert_eq!(start.phase(), Phase::WaitingToDeal);
        let shown = ShownView::new(&start);
        assert_eq!(status(&table, &shown, None, &en), "Start of the match: the cards are dealt next");
        // Between batches, the decision as before.
        let mut shown = ShownView::new(&game);
        shown.reach(game.clone());
        assert_eq!(status(&table, &shown, None, &en), before);
    }
}

//! The end of a round (who won it, the cards left, the points) and of a match, with the way on.
//! In partner play the winner's place names the round winner's team (and at the match's end the
//! winning team's players with the team's total), the teams' points come before the players',
//! and each player's name carries the team's letter.

use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::flow::TurnPhase;
use crate::app::core::words::team_players;
use crate::app::hud::frame::{CORNER_BAND, Frame, OverlayOut};
use crate::app::hud::reveal;
use crate::app::input::pick::Pick;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, Colour, Phase, RoundResult, Seat};
use crate::i18n::Msg;
use crate::i18n::table::{team_letter, team_name};
use crate::tr;

/// Draws the summary when the round or the match is over (hidden while an overlay covers it).
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    if !matches!(f.phase, Some(TurnPhase::RoundOver | TurnPhase::MatchOver)) || f.paused {
        return;
    }
    let Some(result) = f.view.last_round else { return };
    let over = f.phase == Some(TurnPhase::MatchOver);
    let t = f.texts;
    // Never wider or taller than the window: long hands wrap, many seats scroll, and the buttons
    // stay below the scrolling part, always in view.
    let screen = egui::vec2(f.layout.width / f.zoom, f.layout.height / f.zoom);
    // In a lesson its panel stands at the left: the summary takes the room right of it.
    let left =
        if f.table.mode().in_lesson() { crate::app::hud::lesson_panel::panel_right(screen.x) + 12.0 } else { 0.0 };
    let width = (screen.x - left - 40.0).clamp(360.0, 820.0);
    // Below the corner buttons (Help, Scores, Undo) and above the window's bottom edge.
    const TOP: f32 = CORNER_BAND;
    let tall = screen.y - TOP - 12.0;
    // The round is over: the table waits under the summary, dimmed.
    out.dim();
    let title = t.get(if over { Msg::SummaryMatchOver } else { Msg::TableRoundOver });
    // The title screen's panel: deep green, edged in gold, its title drawn inside.
    let frame = egui::Frame::window(&ctx.global_style())
        .fill(palette::TITLE_PANEL)
        .stroke(egui::Stroke::new(2.0, palette::GOLD))
        .corner_radius(14);
    // Whole from its first frame, above the piles (no fade in).
    let shown = egui::Window::new(title.clone())
        .id(egui::Id::new("summary"))
        .title_bar(false)
        .frame(frame)
        .pivot(Align2::CENTER_CENTER)
        .fixed_pos(egui::pos2(left + (screen.x - left) / 2.0, TOP + tall / 2.0))
        .collapsible(false)
        .resizable(false)
        .fade_in(false)
        .min_width(width)
        .max_width(width)
        .max_height(tall)
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.vertical_centered(|ui| ui.label(RichText::new(title).size(20.0).color(palette::TITLE_TAGLINE)));
            contents(ui, f, out, &result, over, width, tall);
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::Summary), shown.response.rect);
    }
}

/// The summary under its title: the winner, the round's winner when another player won the
/// match, the standings (scrolling in what is left of `tall`), the target and the way on.
fn contents(
    ui: &mut egui::Ui,
    f: &Frame,
    out: &mut OverlayOut,
    result: &RoundResult,
    over: bool,
    width: f32,
    tall: f32,
) {
    let t = f.texts;
    let champion = match f.view.phase {
        Phase::MatchOver { winner } if over => Some(winner),
        _ => None,
    };
    winner_place(ui, f, out, result, champion, width);
    let (who, round) = (f.name(result.winner), result.round);
    // The match's place names a team in partner play: the round's winner is said under it.
    let teams = f.view.teams();
    let round_line = champion.is_some_and(|c| c != result.winner || teams.partners());
    if round_line {
        let line = if result.blocked {
            tr!(t, SummaryRoundWinnerBlocked, who = who, round = round)
        } else {
            tr!(t, SummaryRoundWinner, who = who, round = round)
        };
        ui.label(RichText::new(line).size(18.0));
    }
    ui.add_space(6.0);
    // Room for the title and the winner's place above, and the target and buttons below.
    let room = (tall - if round_line { 250.0 } else { 224.0 }).max(80.0);
    let scroll = egui::ScrollArea::vertical().max_height(room).auto_shrink([false, true]).show(ui, |ui| {
        let winner = champion.unwrap_or(result.winner);
        if teams.partners() {
            team_standings(ui, f, result, teams.team_of(winner), width - 30.0);
        }
        standings(ui, f, result, winner, width - 30.0);
    });
    if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
        out.record(ButtonId::ScrollBar, bar);
    }
    ui.label(tr!(t, SummaryTarget, n = f.shown.rules().target_score.get()));
    widgets::title_buttons(ui);
    if over { after_match(ui, f, out) } else { next_round(ui, f, out) }
}

/// Every player, best total first (the winner's name in gold): the cards left as chips that wrap
/// and what they are worth, the points this round, the total. Rows of fixed columns, so that nothing grows past `width`.
fn standings(ui: &mut egui::Ui, f: &Frame, result: &RoundResult, winner: Seat, width: f32) {
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
    let teams = f.view.teams();
    let team_totals = teams.totals(&result.totals[..result.seats as usize]);
    let mut order: Vec<Seat> = (0..result.seats).collect();
    // Partners side by side, the best team first.
    order.sort_by_key(|&s| {
        let t = teams.team_of(s);
        (std::cmp::Reverse(team_totals[t]), t, std::cmp::Reverse(result.totals[s as usize]))
    });
    for s in order {
        let left: Vec<crate::engine::Card> =
            f.view.round_end_hands.as_ref().map(|h| h[s as usize].cards().collect()).unwrap_or_default();
        ui.horizontal_top(|ui| {
            cell(ui, name_w, &mut |ui| {
                if teams.partners() {
                    let t = teams.team_of(s);
                    widgets::team_chip(ui, tr!(f.texts, TeamLetter, letter = team_letter(t)), t, 13.0);
                }
                let name = RichText::new(f.name(s));
                let name = if s == winner { name.color(palette::GOLD) } else { name };
                ui.add(egui::Label::new(name).wrap_mode(egui::TextWrapMode::Wrap));
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

/// Partner play: one row per team, the best first (`best`, the winning team, in gold): its name,
/// its players, its points this round and its total.
fn team_standings(ui: &mut egui::Ui, f: &Frame, result: &RoundResult, best: usize, width: f32) {
    let teams = f.view.teams();
    let n = result.seats as usize;
    let (gained, totals) = (teams.totals(&result.gained[..n]), teams.totals(&result.totals[..n]));
    let name_w = (width * 0.22).min(170.0);
    let numbers_w = (width * 0.13).min(110.0);
    let players_w = (width - name_w - 2.0 * numbers_w - 24.0).max(100.0);
    let cell = |ui: &mut egui::Ui, w: f32, text: RichText| {
        ui.vertical(|ui| {
            ui.set_width(w);
            ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Wrap));
        });
    };
    ui.horizontal_top(|ui| {
        let heads = [Msg::TeamHeading, Msg::TeamPlayers, Msg::SummaryRoundPoints, Msg::SummaryTotal];
        for (head, w) in heads.into_iter().zip([name_w, players_w, numbers_w, numbers_w]) {
            cell(ui, w, RichText::new(f.texts.get(head)).strong());
        }
    });
    ui.separator();
    let mut order: Vec<usize> = (0..teams.count()).collect();
    order.sort_by_key(|&t| (t != best, std::cmp::Reverse(totals[t]), t));
    for t in order {
        let gold =
            |text: String| if t == best { RichText::new(text).color(palette::GOLD) } else { RichText::new(text) };
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(name_w);
                widgets::team_chip(ui, f.texts.render(&team_name(t)), t, 14.0);
            });
            cell(ui, players_w, gold(f.texts.render(&team_players(f.table, teams, t))));
            cell(ui, numbers_w, gold(format!("+{}", gained[t])));
            cell(ui, numbers_w, gold(totals[t].to_string()).strong());
        });
        ui.add_space(2.0);
    }
    ui.add_space(6.0);
}

/// The cards left as chips, in lines broken at `width` (measured, so that a long hand never widens
/// the panel), then what they are worth.
fn hand_lines(ui: &mut egui::Ui, f: &Frame, cards: &[crate::engine::Card], points: u32, width: f32) {
    let gap = reveal::CHIP_GAP;
    let chip_w = |ui: &egui::Ui, text: String| reveal::chip_width(ui.ctx(), text);
    let worth = tr!(f.texts, SummaryHandPoints, points = points);
    let (lines, used) = reveal::chip_lines(ui.ctx(), f, cards, width);
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

fn next_round(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    // A lesson is one round: its panel says where to go from here.
    if f.viewer.is_none() || f.table.mode().in_lesson() {
        return;
    }
    let b = widgets::filled_button(ui, f.texts.get(Msg::SummaryNextRound), 20.0, palette::UNO_RED, [160.0, 40.0]);
    out.record(ButtonId::NextRound, b.rect);
    if b.clicked() {
        out.choose(Pick::Act(Action::StartRound));
    }
}

fn after_match(ui: &mut egui::Ui, f: &Frame, out: &mut OverlayOut) {
    ui.horizontal(|ui| {
        if f.viewer.is_some() {
            let b =
                widgets::filled_button(ui, f.texts.get(Msg::SummaryNewMatch), 20.0, palette::UNO_RED, [160.0, 40.0]);
            out.record(ButtonId::NewMatch, b.rect);
            if b.clicked() {
                out.choose(Pick::NewMatch);
            }
        }
        // The match is finished: nothing is lost by leaving.
        let b = widgets::button(ui, f.texts.get(Msg::SummaryMainMenu), 20.0, [160.0, 40.0]);
        out.record(ButtonId::MainMenu, b.rect);
        if b.clicked() {
            out.choose(Pick::QuitToMenu);
        }
    });
}

/// The winner first and large, on a gold-edged band: a crown for the round's winner or a trophy
/// for the match's (`champion`), their name, what they won, and the points large beside it.
fn winner_place(
    ui: &mut egui::Ui,
    f: &Frame,
    out: &mut OverlayOut,
    result: &RoundResult,
    champion: Option<Seat>,
    width: f32,
) {
    let (name, won, points, unit) = winner_words(f, result, champion);
    const ICON: f32 = 64.0;
    const POINTS_W: f32 = 150.0;
    let band = egui::Frame::new()
        .fill(palette::WINNER_BAND)
        .stroke(egui::Stroke::new(1.5, palette::GOLD))
        .corner_radius(10)
        .inner_margin(egui::Margin::symmetric(12, 8));
    let shown = band.show(ui, |ui| {
        ui.set_width(width - 24.0);
        ui.horizontal(|ui| {
            let (icon, _) = ui.allocate_exact_size(egui::vec2(ICON, ICON), egui::Sense::hover());
            if champion.is_some() {
                trophy(ui.painter(), icon)
            } else {
                crown(ui.painter(), icon, f)
            }
            ui.vertical(|ui| {
                ui.set_width(width - 24.0 - ICON - POINTS_W - 3.0 * ui.spacing().item_spacing.x);
                let name = RichText::new(name).size(32.0).strong().color(palette::GOLD);
                ui.add(egui::Label::new(name).wrap_mode(egui::TextWrapMode::Wrap));
                ui.add(egui::Label::new(RichText::new(won).size(19.0)).wrap_mode(egui::TextWrapMode::Wrap));
            });
            ui.vertical_centered(|ui| {
                ui.set_width(POINTS_W);
                ui.label(RichText::new(points).size(36.0).strong().color(palette::GOLD));
                ui.add(egui::Label::new(RichText::new(unit).size(15.0)).wrap_mode(egui::TextWrapMode::Wrap));
            });
        });
    });
    out.record(ButtonId::Winner, shown.response.rect);
}

/// The winner's place in words: who (the winning team's players at a match's end in partner
/// play), what they won (a round's winner's team named), the points and what they are.
fn winner_words(f: &Frame, result: &RoundResult, champion: Option<Seat>) -> (String, String, String, String) {
    let t = f.texts;
    let teams = f.view.teams();
    let team = |s: Seat| teams.team_of(s);
    match champion {
        Some(c) if teams.partners() => {
            let total = teams.totals(&result.totals[..result.seats as usize])[team(c)];
            let name = t.render(&team_players(f.table, teams, team(c)));
            (name, t.get(Msg::WinnerMatchTeam), total.to_string(), tr!(t, WinnerPointsTotal, points = total))
        }
        Some(c) => {
            let total = result.totals[c as usize];
            let name = f.name(c).to_string();
            (name, t.get(Msg::WinnerMatch), total.to_string(), tr!(t, WinnerPointsTotal, points = total))
        }
        None => {
            let (who, round) = (result.winner, result.round);
            let gained = result.gained[who as usize];
            let team_name = t.render(&team_name(team(who)));
            let won = match (result.blocked, teams.partners()) {
                (true, true) => tr!(t, WinnerRoundBlockedTeam, round = round, team = team_name),
                (false, true) => tr!(t, WinnerRoundTeam, round = round, team = team_name),
                (true, false) => tr!(t, WinnerRoundBlocked, round = round),
                (false, false) => tr!(t, WinnerRound, round = round),
            };
            (f.name(who).to_string(), won, format!("+{gained}"), tr!(t, WinnerPointsWon, points = gained))
        }
    }
}

/// A gold crown set with the four colours of the cards, in `r`.
fn crown(painter: &egui::Painter, r: egui::Rect, f: &Frame) {
    let p = |x: f32, y: f32| r.left_top() + egui::vec2(x * r.width(), y * r.height());
    let edge = egui::Stroke::new(1.5, palette::GOLD_DARK);
    // Three points over a band (convex parts: egui fills convex shapes only).
    for (left, tip, right) in [(0.08, 0.1, 0.38), (0.3, 0.5, 0.7), (0.62, 0.9, 0.92)] {
        let tip_y = if tip == 0.5 { 0.12 } else { 0.22 };
        let points = vec![p(left, 0.72), p(tip, tip_y), p(right, 0.72)];
        painter.add(egui::Shape::convex_polygon(points, palette::GOLD, edge));
        painter.circle(p(tip, tip_y), r.width() * 0.05, palette::GOLD, edge);
    }
    let band = egui::Rect::from_min_max(p(0.08, 0.62), p(0.92, 0.86));
    painter.rect(band, 3.0, palette::GOLD, edge, egui::StrokeKind::Middle);
    for (i, c) in Colour::ALL.into_iter().enumerate() {
        let at = p(0.2 + 0.2 * i as f32, 0.74);
        painter.circle(at, r.width() * 0.055, palette::colour32(f.theme, c), edge);
    }
}

/// A gold cup on a stand, in `r`.
fn trophy(painter: &egui::Painter, r: egui::Rect) {
    let p = |x: f32, y: f32| r.left_top() + egui::vec2(x * r.width(), y * r.height());
    let edge = egui::Stroke::new(1.5, palette::GOLD_DARK);
    // The handles first, the cup over their inner halves.
    for x in [0.25, 0.75] {
        painter.circle_stroke(p(x, 0.28), r.width() * 0.12, egui::Stroke::new(r.width() * 0.05, palette::GOLD));
    }
    // The bowl: its rim, then half an ellipse down to the stem.
    let bowl: Vec<egui::Pos2> = (0..=16)
        .map(|k| {
            let a = std::f32::consts::PI * k as f32 / 16.0;
            p(0.5 + 0.3 * a.cos(), 0.1 + 0.42 * a.sin())
        })
        .collect();
    painter.add(egui::Shape::convex_polygon(bowl, palette::GOLD, edge));
    // The stem, then the stand.
    for (from, to, round) in [(p(0.44, 0.5), p(0.56, 0.74), 0.0), (p(0.26, 0.74), p(0.74, 0.9), 3.0)] {
        painter.rect(egui::Rect::from_min_max(from, to), round, palette::GOLD, edge, egui::StrokeKind::Middle);
    }
    painter.circle(p(0.5, 0.26), r.width() * 0.07, palette::GOLD_DARK, egui::Stroke::NONE);
}

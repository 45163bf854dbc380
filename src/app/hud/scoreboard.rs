//! The scoreboard: points of every round, totals, progress toward the target, who dealt; open at
//! any time (Tab, or the Scores button). The box sheet's table-talk penalty is applied from here.
//! In partner play each player's column carries their team's letter, and the teams' totals, their
//! progress toward the target and the chart are the teams' (a match is won by a team).

use crate::app::core::commands::UiCommand;
use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AtTable, Overlay, UiPass};
use crate::app::core::shown::ShownView;
use crate::app::core::table::{SubmitAction, Table};
use crate::app::core::words::team_players;
use crate::app::features::scores::ScoreHistory;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel, whole};
use crate::engine::{Action, Seat, View};
use crate::i18n::table::{team_letter, team_name};
use crate::i18n::{Msg, Texts};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The window part: the scoreboard itself and its button.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (scores_button.run_if(in_state(Overlay::None)), scoreboard.run_if(in_state(Overlay::Scoreboard)))
            .in_set(UiPass::OverTable)
            .in_set(AtTable),
    );
}

fn scores_button(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
    texts: Res<Texts>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("scores button")).anchor(Align2::RIGHT_TOP, [-8.0, 8.0]).show(ctx, |ui| {
        let b = ui.add(
            egui::Button::new(RichText::new(texts.get(Msg::ScoresButton)).size(14.0))
                .wrap_mode(egui::TextWrapMode::Extend),
        );
        widgets::record(&mut rects, ui.ctx(), ButtonId::ScoresButton, b.rect);
        if b.clicked() {
            cmd.write(UiCommand::Overlay(Overlay::Scoreboard));
        }
    });
    Ok(())
}

fn scoreboard(
    mut contexts: EguiContexts,
    table: Res<Table>,
    shown: Res<ShownView>,
    viewpoint: Res<Viewpoint>,
    history: Res<ScoreHistory>,
    texts: Res<Texts>,
    mut cmd: MessageWriter<UiCommand>,
    mut submit: MessageWriter<SubmitAction>,
    mut rects: ResMut<ButtonRects>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = shown.view(None);
    let width = (240.0 + 120.0 * game.seats as f32).min(ctx.content_rect().width() - 40.0);
    let shown = egui::Window::new(texts.get(Msg::ScoresTitle))
        .id(egui::Id::new("scoreboard"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .min_width(width)
        .show(ctx, |ui| {
            let target = game.rules.target_score.get();
            let scoring = texts.get(scoring_text(&game.rules));
            ui.label(tr!(texts, ScoresHeading, round = game.round, target = target, scoring = scoring));
            if table.undos() > 0 {
                ui.label(RichText::new(texts.get(Msg::ScoresUndoUsed)).italics().color(palette::WARNING));
            }
            if table.mode().hints_allowed() {
                let line = tr!(texts, ScoresHintsAllowed, n = table.hints_used());
                ui.label(RichText::new(line).italics().color(palette::WARNING));
            }
            egui::ScrollArea::both().max_height(440.0).min_scrolled_width(width).auto_shrink([false, true]).show(
                ui,
                |ui| {
                    egui::Grid::new("scores").striped(true).spacing([14.0, 6.0]).show(ui, |ui| {
                        if let Some(penalty) = grid(ui, &texts, &table, viewpoint.viewer(), &game, &history) {
                            submit.write(penalty);
                        }
                    });
                    if game.teams().partners() {
                        team_grid(ui, &texts, &table, &game);
                    }
                },
            );
            chart(ui, &texts, &table, &game, &history);
            if let Some(r) = game.last_round {
                ui.add_space(4.0);
                let who = table.name(r.winner);
                let text = if r.blocked {
                    tr!(texts, ScoresLastRoundBlocked, who = who)
                } else {
                    tr!(texts, ScoresLastRound, who = who)
                };
                ui.label(RichText::new(text).color(palette::GOLD));
            }
            if ui
                .add(
                    egui::Button::new(RichText::new(texts.get(Msg::ScoresClose)).size(18.0))
                        .min_size(vec2(140.0, 34.0)),
                )
                .clicked()
            {
                cmd.write(UiCommand::Overlay(Overlay::None));
            }
        });
    if let Some(shown) = shown {
        widgets::record(&mut rects, ctx, ButtonId::Panel(Panel::Scoreboard), shown.response.rect);
    }
    Ok(())
}

/// One row per round, then the totals, the progress to the target and (with the box sheet's
/// table talk penalty) a penalty button per player; returns a penalty given.
fn grid(
    ui: &mut egui::Ui,
    texts: &Texts,
    table: &Table,
    viewer: Option<Seat>,
    game: &View,
    history: &ScoreHistory,
) -> Option<SubmitAction> {
    let n = game.seats as Seat;
    ui.label(RichText::new(texts.get(Msg::ScoresRound)).strong());
    ui.label(RichText::new(texts.get(Msg::ScoresDealer)).strong());
    let teams = game.teams();
    for s in 0..n {
        if teams.partners() {
            ui.horizontal(|ui| {
                let t = teams.team_of(s);
                widgets::team_chip(ui, tr!(texts, TeamLetter, letter = team_letter(t)), t, 12.0);
                ui.label(RichText::new(table.name(s)).strong());
            });
        } else {
            ui.label(RichText::new(table.name(s)).strong());
        }
    }
    ui.end_row();
    for r in history.rounds() {
        ui.label(r.round.to_string());
        ui.label(table.name(r.dealer));
        for s in 0..n {
            let gained = r.gained[s as usize];
            ui.label(if r.winner == s {
                RichText::new(format!("+{gained} ★")).strong()
            } else {
                RichText::new(format!("+{gained}"))
            });
        }
        ui.end_row();
    }
    ui.label(RichText::new(texts.get(Msg::ScoresTotal)).strong());
    ui.label("");
    for s in 0..n {
        ui.label(RichText::new(game.scores[s as usize].to_string()).strong());
    }
    ui.end_row();
    // In teams the target is the team's: its progress is in the teams' table.
    if !teams.partners() {
        ui.label(texts.get(Msg::ScoresProgress));
        ui.label("");
        for s in 0..n {
            ui.add(progress(game.scores[s as usize], game));
        }
        ui.end_row();
    }
    let mut penalty = None;
    if game.rules.table_talk_penalty && game.phase.in_round() {
        ui.label(RichText::new(texts.get(Msg::ScoresTableTalk)).weak());
        ui.label("");
        for s in 0..n {
            let b = ui.button(texts.get(Msg::ScoresPenalty)).on_hover_text(texts.get(Msg::ScoresPenaltyWhy));
            if b.clicked() {
                penalty = Some(SubmitAction { seat: viewer.unwrap_or(s), action: Action::TableTalkPenalty(s) });
            }
        }
        ui.end_row();
    }
    penalty
}

/// How far `points` are toward the target.
fn progress(points: u32, game: &View) -> egui::ProgressBar {
    let p = (points as f32 / game.rules.target_score.get() as f32).min(1.0);
    egui::ProgressBar::new(p).desired_width(90.0).show_percentage()
}

/// Partner play: one row per team, its letter, its players, its total and its progress toward the
/// target.
fn team_grid(ui: &mut egui::Ui, texts: &Texts, table: &Table, game: &View) {
    let teams = game.teams();
    let totals = teams.totals(&game.scores[..game.seats as usize]);
    ui.add_space(8.0);
    ui.label(RichText::new(texts.get(Msg::TeamsTitle)).strong().color(palette::GOLD));
    egui::Grid::new("team scores").striped(true).spacing([14.0, 6.0]).show(ui, |ui| {
        for head in [Msg::TeamHeading, Msg::TeamPlayers, Msg::ScoresTotal, Msg::ScoresProgress] {
            ui.label(RichText::new(texts.get(head)).strong());
        }
        ui.end_row();
        for (t, &total) in totals.iter().enumerate().take(teams.count()) {
            widgets::team_chip(ui, texts.render(&team_name(t)), t, 13.0);
            ui.label(texts.render(&team_players(table, teams, t)));
            ui.label(RichText::new(total.to_string()).strong());
            ui.add(progress(total, game));
            ui.end_row();
        }
    });
}

/// Each player's total after every round, toward the target (each team's, in partner play).
fn chart(ui: &mut egui::Ui, texts: &Texts, table: &Table, game: &View, history: &ScoreHistory) {
    if history.rounds().is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(RichText::new(texts.get(Msg::ScoresChartTitle)).strong());
    let target = game.rules.target_score.get() as f64;
    let rounds = history.rounds().len() as f64;
    egui_plot::Plot::new("scores chart")
        .height(170.0)
        // The lines start at 0 on the left and climb to the right: the top left stays free.
        .legend(egui_plot::Legend::default().position(egui_plot::Corner::LeftTop))
        .include_x(0.0)
        .include_x(rounds.max(1.0))
        // Rounds are counted whole.
        .x_axis_formatter(|mark, _| whole(mark.value).map(|n| n.to_string()).unwrap_or_default())
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(0.0)
        .include_y(target)
        .x_axis_label(texts.get(Msg::ScoresChartRound))
        .y_axis_label(texts.get(Msg::ScoresChartPoints))
        .show(ui, |plot| {
            let teams = game.teams();
            let lines = history.chart(game.seats as usize);
            if teams.partners() {
                for t in 0..teams.count() {
                    let name = texts.render(&team_name(t));
                    let points = team_line(&lines, teams.members(t));
                    plot.line(egui_plot::Line::new(name, points).width(2.0).color(palette::team(t)));
                }
            } else {
                for (s, points) in lines.into_iter().enumerate() {
                    plot.line(egui_plot::Line::new(table.name(s as Seat).to_string(), points).width(2.0));
                }
            }
            let goal = egui_plot::HLine::new(texts.get(Msg::ScoresChartTarget), target).color(palette::GOLD);
            plot.hline(goal.style(egui_plot::LineStyle::dashed_loose()));
        });
}

/// A team's line of the chart: its players' lines added up, point by point.
fn team_line(lines: &[Vec<[f64; 2]>], members: impl Iterator<Item = Seat>) -> Vec<[f64; 2]> {
    let mut sum: Vec<[f64; 2]> = Vec::new();
    for s in members {
        let line = &lines[s as usize];
        if sum.is_empty() {
            sum = line.clone();
        } else {
            sum.iter_mut().zip(line).for_each(|(a, b)| a[1] += b[1]);
        }
    }
    sum
}

fn scoring_text(r: &crate::engine::RuleSet) -> Msg {
    match r.scoring {
        crate::engine::Scoring::WinnerScoresOthers => Msg::ScoresScoringWinner,
        crate::engine::Scoring::LowestTotal => Msg::ScoresScoringLowest,
    }
}

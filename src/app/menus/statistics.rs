//! The Statistics screen: every person by name and every computer level, with what they won,
//! scored, forgot and caught, and a chart of the matches each has won over time.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use egui_plot::{Legend, Line, Plot};

use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::Screen;
use crate::app::features::statistics::StatsBook;
use crate::app::menus::context::{MenuContext, Sink, folder_outcome};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, CORNER_BAND, Panel};
use crate::i18n::{Msg, Texts};
use crate::stats::Record;
use crate::tr;

pub(crate) fn draw(mut m: MenuContext, book: Option<Res<StatsBook>>) -> Result {
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    let mut back = false;
    let width = (ctx.content_rect().width() - 40.0).min(1100.0);
    let shown = egui::Window::new(texts.get(Msg::StatsTitle))
        .id(egui::Id::new("statistics"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .min_width(width)
        .max_width(width)
        .show(&ctx, |ui| {
            // Clear of the corner buttons above it (the window is centred: as clear of the bottom
            // edge), its title, where its file is and its Back button.
            let room = (ui.ctx().content_rect().height() - 2.0 * CORNER_BAND - 136.0).max(160.0);
            let scroll = egui::ScrollArea::vertical().max_height(room).show(ui, |ui| match book.as_deref() {
                Some(book) if book.stats.people().next().is_some() || book.stats.bots().next().is_some() => {
                    records(ui, texts, book);
                }
                _ => {
                    ui.label(RichText::new(texts.get(Msg::StatsEmpty)).size(16.0));
                }
            });
            if let Some(path) = book.as_deref().and_then(|b| b.path.as_ref()) {
                kept_in(ui, &mut sink, path);
            }
            if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
                sink.record(ui, ButtonId::ScrollBar, bar);
            }
            ui.add_space(6.0);
            let b = widgets::button(ui, texts.get(Msg::MenuBack), 18.0, [120.0, 34.0]);
            sink.record(ui, ButtonId::Back, b.rect);
            back = b.clicked();
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::Statistics), shown.response.rect);
    }
    if back {
        sink.choose(UiCommand::Go(Screen::MainMenu));
    }
    Ok(())
}

/// Where the statistics are kept: the file's name (its whole path under the pointer) and a button
/// that opens its folder.
fn kept_in(ui: &mut egui::Ui, sink: &mut Sink, path: &std::path::Path) {
    let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) else { return };
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!(sink.texts, StatsFile, file = path)).size(12.0).weak())
            .on_hover_text(path.display().to_string());
        let b = ui.small_button(sink.texts.get(Msg::NoticeOpenFolder));
        sink.record(ui, ButtonId::StatsFolder, b.rect);
        if b.clicked() {
            sink.choose(UiCommand::OpenFolder(folder.to_path_buf()));
        }
        folder_outcome(ui, sink.texts, sink.folders, folder);
    });
}

/// The tables of people and computer players and the chart.
fn records(ui: &mut egui::Ui, texts: &Texts, book: &StatsBook) {
    let people: Vec<(String, &Record)> = book.stats.people().map(|(n, r)| (n.to_string(), r)).collect();
    let bots: Vec<(String, &Record)> = book.stats.bots().map(|(k, r)| (texts.say(&k), r)).collect();
    for (title, rows) in [(Msg::StatsPeople, &people), (Msg::StatsBots, &bots)] {
        if rows.is_empty() {
            continue;
        }
        ui.label(RichText::new(texts.get(title)).size(18.0).strong().color(palette::GOLD));
        table(ui, texts, title, rows);
        ui.add_space(10.0);
    }
    ui.label(RichText::new(texts.get(Msg::StatsWinsOverTime)).size(18.0).strong().color(palette::GOLD));
    if people.iter().chain(&bots).any(|(_, r)| !r.history.is_empty()) {
        wins_chart(ui, texts, people.iter().chain(&bots));
    } else {
        ui.label(texts.get(Msg::StatsNoMatches));
    }
    // Partner play: how a team's win is counted.
    ui.label(RichText::new(texts.get(Msg::StatsTeamWins)).size(12.0).weak());
}

/// One row per player: every counter.
fn table(ui: &mut egui::Ui, texts: &Texts, id: Msg, rows: &[(String, &Record)]) {
    let heads = [
        Msg::StatsPlayer,
        Msg::StatsMatches,
        Msg::StatsRounds,
        Msg::StatsPoints,
        Msg::StatsAverage,
        Msg::StatsUnoForgotten,
        Msg::StatsUnoCaught,
        Msg::StatsCatches,
        Msg::StatsChallenges,
        Msg::StatsComeback,
        Msg::StatsTime,
    ];
    egui::ScrollArea::horizontal().id_salt(id).show(ui, |ui| {
        egui::Grid::new(id).striped(true).spacing([12.0, 4.0]).show(ui, |ui| {
            // Heads wrap on two lines, so that the whole table fits the panel in either language.
            for h in heads {
                ui.scope(|ui| {
                    ui.set_max_width(86.0);
                    ui.add(
                        egui::Label::new(RichText::new(texts.get(h)).strong().size(13.0))
                            .wrap_mode(egui::TextWrapMode::Wrap),
                    );
                });
            }
            ui.end_row();
            for (name, r) in rows {
                for cell in cells(texts, name, r) {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
    });
}

/// The cells of one player's row, in the order of the heads.
pub fn cells(texts: &Texts, name: &str, r: &Record) -> [String; 11] {
    let lang = texts.language();
    let minutes = (r.seconds_played / 60.0).round() as u64;
    let time = if minutes >= 60 {
        tr!(texts, StatsHours, h = minutes / 60, m = format!("{:02}", minutes % 60))
    } else {
        tr!(texts, StatsMinutes, m = minutes)
    };
    [
        name.to_string(),
        tr!(texts, StatsOf, n = r.matches_won, total = r.matches_played),
        tr!(texts, StatsOf, n = r.rounds_won, total = r.rounds_played),
        r.points.to_string(),
        r.average_points_per_round_won().map_or("–".to_string(), |a| lang.decimal(a, 1)),
        r.uno_forgotten.to_string(),
        r.uno_caught.to_string(),
        r.catches.to_string(),
        format!("{} / {}", r.challenges_won, r.challenges_lost),
        r.best_comeback.to_string(),
        time,
    ]
}

/// Matches won so far against the day each match ended, a line per player.
fn wins_chart<'a>(ui: &mut egui::Ui, texts: &Texts, rows: impl Iterator<Item = &'a (String, &'a Record)>) {
    const DAY: f64 = 86_400.0;
    // Days are counted from local midnights, so that a whole number is a day's start here.
    let offset = chrono::Local::now().offset().local_minus_utc() as f64;
    let lines: Vec<(String, Vec<[f64; 2]>)> = rows
        .map(|(name, r)| {
            let points = r.wins_over_time().into_iter().map(|(at, wins)| [(at as f64 + offset) / DAY, wins as f64]);
            (name.clone(), points.collect())
        })
        .filter(|(_, points): &(String, Vec<[f64; 2]>)| !points.is_empty())
        .collect();
    let days = lines.iter().flat_map(|(_, p)| p.iter().map(|p| p[0]));
    let (first, last) = days.fold((f64::MAX, f64::MIN), |(a, b), d| (a.min(d), b.max(d)));
    Plot::new("wins over time")
        .height(220.0)
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(0.0)
        // At least the whole days around the matches, so that each date shows once.
        .include_x(if first <= last { first.floor() } else { 0.0 })
        .include_x(if first <= last { last.floor() + 1.0 } else { 1.0 })
        .x_axis_label(texts.get(Msg::StatsDateAxis))
        .y_axis_label(texts.get(Msg::StatsWinsAxis))
        .x_axis_formatter(move |mark, _| {
            let Some(day) = widgets::whole(mark.value) else { return String::new() };
            chrono::DateTime::from_timestamp(day * DAY as i64 - offset as i64, 0)
                .map(|d| d.with_timezone(&chrono::Local).format("%d/%m").to_string())
                .unwrap_or_default()
        })
        .show(ui, |plot| {
            for (name, points) in lines {
                plot.line(Line::new(name, points).width(2.0));
            }
        });
}

//! The main menu, the game's title screen: the title on a red card-table badge, then Continue
//! (when a match waits), New game, Learn to play, the saved matches, the replays, Rules, Settings, Quit, in a
//! framed panel in front of the fan of cards (scene/title_fan.rs).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, Stroke, vec2};

use crate::app::core::commands::UiCommand;
use crate::app::core::opening::OpenLesson;
use crate::app::core::schedule::Screen;
use crate::app::features::matches::{KeptMatches, summary};
use crate::app::menus::context::{MenuContext, Sink, notices_ui};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, CoachButton, Panel};
use crate::i18n::Msg;
use crate::tr;

pub(crate) fn draw(mut m: MenuContext, kept: Res<KeptMatches>) -> Result {
    let (ctx, mut sink) = m.split()?;
    // Below 650 points of height (1024x600) the badge and the gaps shrink, so that nine
    // buttons and a few notices fit.
    let small = ctx.content_rect().height() < 650.0;
    let frame = egui::Frame::window(&ctx.global_style())
        .fill(palette::TITLE_PANEL)
        .stroke(Stroke::new(2.0, palette::GOLD))
        .corner_radius(18)
        .inner_margin(egui::Margin::symmetric(22, if small { 12 } else { 18 }));
    let shown = egui::Window::new("UNO Party")
        .title_bar(false)
        .frame(frame)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .show(&ctx, |ui| {
            ui.vertical_centered(|ui| {
                let texts = sink.texts;
                badge(ui, &texts.get(Msg::MenuTitle), small);
                widgets::line(ui, texts.get(Msg::MenuTagline), 16.0, palette::TITLE_TAGLINE);
                ui.add_space(if small { 8.0 } else { 14.0 });
                buttons(ui, &mut sink, &kept, small);
                // The messages scroll in the room the window has left under the buttons (four
                // long ones would push the title off a small window's top).
                let room = ctx.content_rect().height() - ui.min_rect().height() - MENU_MARGINS;
                let scroll = egui::ScrollArea::vertical()
                    .max_height(f32::INFINITY.max(room).max(MIN_NOTICES_HEIGHT))
                    .auto_shrink([false, true])
                    .show(ui, |ui| notices_ui(ui, &mut sink));
                if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
                    sink.record(ui, ButtonId::ScrollBar, bar);
                }
            });
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::MainMenu), shown.response.rect);
    }
    Ok(())
}

/// The window's frame and margins above and below its content, and a gap to the window's edge,
/// in points.
const MENU_MARGINS: f32 = 60.0;
/// The least height the messages under the buttons get (they scroll within it).
const MIN_NOTICES_HEIGHT: f32 = 48.0;

/// Every button of the menu, the first choice (Continue, or New game when no match waits) filled.
fn buttons(ui: &mut egui::Ui, sink: &mut Sink, kept: &KeptMatches, small: bool) {
    let texts = sink.texts;
    widgets::title_buttons(ui);
    let gap = if small { 3.0 } else { 5.0 };
    if let Some(file) = &kept.autosave {
        let b = main_button(ui, &texts.get(Msg::MenuContinue), true);
        sink.record(ui, ButtonId::Continue, b.rect);
        if b.clicked() {
            sink.choose(UiCommand::Continue);
        }
        let (players, round) = summary(texts, file);
        let line = tr!(texts, MenuContinueLine, players = players, round = round);
        ui.label(RichText::new(line).size(14.0).color(palette::TITLE_TAGLINE));
        ui.add_space(gap + 2.0);
    }
    for (id, text, c) in [
        (ButtonId::NewGame, Msg::MenuNewGame, UiCommand::Go(Screen::NewGame)),
        (ButtonId::Coach(CoachButton::Learn), Msg::MenuLearn, UiCommand::Learn(OpenLesson::basics())),
        (ButtonId::SavedMatches, Msg::MenuSavedMatches, UiCommand::Go(Screen::Load)),
        (ButtonId::Replays, Msg::MenuReplays, UiCommand::Go(Screen::Replays)),
        (ButtonId::Statistics, Msg::MenuStatistics, UiCommand::Go(Screen::Statistics)),
        (ButtonId::Rules, Msg::MenuRules, UiCommand::Go(Screen::Rules)),
        (ButtonId::Settings, Msg::MenuSettings, UiCommand::Go(Screen::Settings)),
        (ButtonId::Quit, Msg::MenuQuit, UiCommand::Quit),
    ] {
        let first = id == ButtonId::NewGame && kept.autosave.is_none();
        let b = main_button(ui, &texts.get(text), first);
        sink.record(ui, id, b.rect);
        if b.clicked() {
            sink.choose(c);
        }
        ui.add_space(gap);
    }
}

/// A main-menu button: a little lower than the other menus' so that nine fit at 600 pixels; the
/// first choice filled in the UNO red.
fn main_button(ui: &mut egui::Ui, text: &str, first: bool) -> egui::Response {
    if first {
        widgets::filled_button(ui, text, 22.0, palette::UNO_RED, [270.0, 40.0])
    } else {
        widgets::button(ui, text, 21.0, [270.0, 38.0])
    }
}

/// The game's name on a tilted red oval edged in gold, like the badge on a box of cards.
fn badge(ui: &mut egui::Ui, title: &str, small: bool) {
    let size = if small { 50.0 } else { 60.0 };
    let galley = ui.painter().layout_no_wrap(title.to_string(), egui::FontId::proportional(size), palette::TITLE_INK);
    let oval = galley.size() + vec2(size * 1.3, size * 0.36);
    // The tilt lifts the oval's right end: room for it above and below.
    const TILT: f32 = -0.07;
    let (rect, _) = ui.allocate_exact_size(oval + vec2(8.0, oval.x * TILT.abs() + 10.0), egui::Sense::hover());
    let painter = ui.painter();
    let ellipse = |centre: egui::Pos2| -> Vec<egui::Pos2> {
        let (sin, cos) = TILT.sin_cos();
        (0..64)
            .map(|k| {
                let a = k as f32 / 64.0 * std::f32::consts::TAU;
                let (x, y) = (a.cos() * oval.x / 2.0, a.sin() * oval.y / 2.0);
                centre + vec2(x * cos - y * sin, x * sin + y * cos)
            })
            .collect()
    };
    let shadow = ellipse(rect.center() + vec2(3.0, 5.0));
    painter.add(egui::Shape::convex_polygon(shadow, Color32::from_black_alpha(140), Stroke::NONE));
    let body = ellipse(rect.center());
    painter.add(egui::Shape::closed_line(body.clone(), Stroke::new(8.0, Color32::from_gray(20))));
    painter.add(egui::Shape::convex_polygon(body, palette::UNO_RED, Stroke::new(4.0, palette::GOLD)));
    // The text sits a little high in its box (room for descenders): centred on its capitals.
    let at = rect.center() - galley.size() / 2.0 + vec2(0.0, size * 0.04);
    painter.galley(at, galley, palette::TITLE_INK);
}

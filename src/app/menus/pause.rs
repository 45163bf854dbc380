//! The pause menu (Esc at the table): resume, scoreboard, rules, settings, or quit the match after
//! a question.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};

use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::Overlay;
use crate::app::core::table::Table;
use crate::app::features::phones::seats::{PhoneRequest, Phones};
use crate::app::menus::context::{MenuContext, Sink};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, Panel, menu_button};
use crate::i18n::Msg;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<QuitAsked>()
        .add_systems(OnEnter(Overlay::Pause), |mut asked: ResMut<QuitAsked>| asked.0 = false);
}

/// The pause menu asks before a match is thrown away.
#[derive(Resource, Default)]
pub(crate) struct QuitAsked(bool);

/// The phone seats whose phone is not connected, by name: each may be played at the computer.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PhoneSeats<'w> {
    phones: Res<'w, Phones>,
    table: Option<Res<'w, Table>>,
    requests: MessageWriter<'w, PhoneRequest>,
}

pub(crate) fn draw(mut m: MenuContext, mut asked: ResMut<QuitAsked>, mut phones: PhoneSeats) -> Result {
    let (ctx, mut sink) = m.split()?;
    let title = sink.texts.get(Msg::PauseTitle);
    let shown = egui::Window::new(title)
        .id(egui::Id::new("pause"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            ui.vertical_centered(|ui| {
                if asked.0 {
                    confirm_quit(ui, &mut sink, &mut asked);
                } else {
                    let lesson = phones.table.as_ref().is_some_and(|t| t.mode().in_lesson());
                    choices(ui, &mut sink, &mut asked, lesson);
                    take_back(ui, &mut sink, &mut phones);
                }
            });
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::Pause), shown.response.rect);
    }
    Ok(())
}

/// The pause menu's buttons; a lesson has nothing to save, and is left without a question.
fn choices(ui: &mut egui::Ui, sink: &mut Sink, asked: &mut QuitAsked, lesson: bool) {
    let texts = sink.texts;
    for (id, text, c) in [
        (ButtonId::Resume, Msg::PauseResume, UiCommand::Overlay(Overlay::None)),
        (ButtonId::Scoreboard, Msg::PauseScoreboard, UiCommand::Overlay(Overlay::Scoreboard)),
        (ButtonId::Rules, Msg::MenuRules, UiCommand::Overlay(Overlay::Rules)),
        (ButtonId::Settings, Msg::MenuSettings, UiCommand::Overlay(Overlay::Settings)),
    ] {
        let b = menu_button(ui, &texts.get(text));
        sink.record(ui, id, b.rect);
        if b.clicked() {
            sink.choose(c);
        }
        ui.add_space(4.0);
    }
    if lesson {
        let b = menu_button(ui, &texts.get(Msg::LessonLeave));
        sink.record(ui, ButtonId::QuitToMenu, b.rect);
        if b.clicked() {
            sink.choose(UiCommand::QuitToMenu);
        }
        return;
    }
    let b = menu_button(ui, &texts.get(Msg::PauseSaveAndQuit));
    sink.record(ui, ButtonId::SaveAndQuit, b.rect);
    if b.clicked() {
        sink.choose(UiCommand::SaveAndQuit);
    }
    ui.add_space(4.0);
    let b = menu_button(ui, &texts.get(Msg::PauseQuitToMenu));
    sink.record(ui, ButtonId::QuitToMenu, b.rect);
    if b.clicked() {
        asked.0 = true;
    }
}

/// "Play NAME at the computer" for each phone seat whose phone is gone.
fn take_back(ui: &mut egui::Ui, sink: &mut Sink, p: &mut PhoneSeats) {
    let Some(table) = &p.table else { return };
    for seat in p.phones.seats.iter().filter(|s| !s.joined) {
        ui.add_space(4.0);
        let text = crate::tr!(sink.texts, PauseTakeBack, who = table.name(seat.seat).to_string());
        let b = menu_button(ui, &text);
        sink.record(ui, ButtonId::TakeBack(seat.seat), b.rect);
        if b.clicked() {
            p.requests.write(PhoneRequest::TakeBack(seat.seat));
        }
    }
}

fn confirm_quit(ui: &mut egui::Ui, sink: &mut Sink, asked: &mut QuitAsked) {
    let texts = sink.texts;
    ui.label(RichText::new(texts.get(Msg::PauseConfirmQuestion)).size(20.0));
    ui.add_space(8.0);
    // The safe answer first, where the pointer already is.
    let b = menu_button(ui, &texts.get(Msg::PauseKeepPlaying));
    sink.record(ui, ButtonId::KeepPlaying, b.rect);
    if b.clicked() {
        asked.0 = false;
    }
    ui.add_space(4.0);
    let b = ui.add(
        egui::Button::new(RichText::new(texts.get(Msg::PauseQuitMatch)).size(24.0))
            .fill(palette::DANGER)
            .min_size(vec2(260.0, 48.0)),
    );
    sink.record(ui, ButtonId::ConfirmQuit, b.rect);
    if b.clicked() {
        asked.0 = false;
        sink.choose(UiCommand::QuitToMenu);
    }
}

//! Settings: animation speed, window, the UNO grace window, the computer players' reaction, and
//! the card theme. Saved with "Save and back"; Cancel or Esc drops the changes.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use super::{MenuContext, Sink, rule_options::choice};
use crate::app::art::{ActiveTheme, CardArt, ThemeChoice};
use crate::app::menu::UiCommand;
use crate::app::table::{Settings, WindowChoice};
use crate::app::theme_ui::ThemeForm;
use crate::app::widgets::ButtonId;
use crate::app::{Overlay, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Settings), leave_settings).add_systems(OnExit(Overlay::Settings), leave_settings);
}

/// The settings as edited on the settings screen (saved on Save).
#[derive(Resource, Clone, Debug)]
pub(super) struct SettingsForm {
    settings: Settings,
    /// The theme when the screen opened (Cancel goes back to it).
    theme_at_open: String,
    /// The theme picker's state.
    theme: ThemeForm,
}

impl SettingsForm {
    fn new(settings: &Settings, theme: &ThemeChoice) -> SettingsForm {
        // The settings keep the saved theme unless the picker changes it (a `--theme` is for the
        // session only).
        SettingsForm { theme_at_open: theme.0.clone(), settings: settings.clone(), theme: ThemeForm::new(&theme.0) }
    }
}

/// Leaving the settings without Save (Esc) drops the changes, the theme shown included.
fn leave_settings(mut commands: Commands, form: Option<Res<SettingsForm>>, mut cmd: MessageWriter<UiCommand>) {
    if let Some(form) = form {
        cmd.write(UiCommand::UseTheme(form.theme_at_open.clone()));
        commands.remove_resource::<SettingsForm>();
    }
}

/// The theme as the settings screen shows it: the one asked for, the one in use and its pictures.
type ThemeParams<'w> = (Res<'w, ThemeChoice>, Option<Res<'w, ActiveTheme>>, Option<Res<'w, CardArt>>);

pub(super) fn draw(
    mut commands: Commands,
    mut m: MenuContext,
    settings: Res<Settings>,
    form: Option<ResMut<SettingsForm>>,
    (asked, active, art): ThemeParams,
) -> Result {
    let Some(mut form) = form else {
        commands.insert_resource(SettingsForm::new(&settings, &asked));
        return Ok(());
    };
    let samples: Vec<egui::TextureId> = art
        .map(|art| {
            crate::app::theme_ui::PREVIEW
                .iter()
                .map(|c| art.face(*c))
                .chain([art.back()])
                .map(|h| m.contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h.id())))
                .collect()
        })
        .unwrap_or_default();
    let (ctx, mut sink) = m.split()?;
    let mut done = false;
    egui::Window::new("Settings").anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false).show(
        &ctx,
        |ui| {
            let form = &mut *form;
            // A small window scrolls the settings; Save and Cancel stay in view.
            let room = (ui.ctx().content_rect().height() - 160.0).max(120.0);
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                values(ui, &mut form.settings);
                ui.separator();
                let (theme, chosen) = (&mut form.theme, &mut form.settings.theme);
                crate::app::theme_ui::theme_section(
                    ui,
                    theme,
                    chosen,
                    active.as_deref(),
                    &samples,
                    sink.rects,
                    sink.cmd,
                );
            });
            ui.separator();
            done = ui.horizontal(|ui| save_or_cancel(ui, form, &mut sink)).inner;
        },
    );
    if done {
        commands.remove_resource::<SettingsForm>();
        sink.back();
    }
    Ok(())
}

/// Speed, window, grace window and the computer players' reaction.
fn values(ui: &mut egui::Ui, s: &mut Settings) {
    egui::Grid::new("settings").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
        ui.label("Animation speed");
        ui.add(egui::Slider::new(&mut s.speed, 0.0..=3.0).text("× (0: instant)"));
        ui.end_row();
        ui.label("Window");
        let windows = [
            (WindowChoice::Windowed, "Windowed"),
            (WindowChoice::Borderless, "Full screen (borderless)"),
            (WindowChoice::Fullscreen, "Full screen (exclusive)"),
        ];
        choice(ui, "window", &mut s.window, &windows);
        ui.end_row();
        ui.label("UNO grace window");
        ui.add(egui::Slider::new(&mut s.uno_grace, 0.0..=3.0).text("seconds to call UNO late"));
        ui.end_row();
        ui.label("Computer catch reaction");
        ui.add(egui::Slider::new(&mut s.bot_catch_delay, 0.0..=5.0).text("seconds after the grace window"));
        ui.end_row();
    });
}

/// Save and back, or Cancel; true when the screen is done.
fn save_or_cancel(ui: &mut egui::Ui, form: &SettingsForm, sink: &mut Sink) -> bool {
    let save = ui.button(RichText::new("Save and back").size(18.0));
    sink.record(ui, ButtonId::SettingsSave, save.rect);
    if save.clicked() {
        sink.choose(UiCommand::SaveSettings(form.settings.clone()));
        return true;
    }
    if ui.button(RichText::new("Cancel").size(18.0)).clicked() {
        sink.choose(UiCommand::UseTheme(form.theme_at_open.clone()));
        return true;
    }
    false
}

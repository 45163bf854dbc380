//! Settings: the language, animation speed, window, the UNO grace window, the computer players'
//! reaction, and the card theme. Saved with "Save and back"; Cancel or Esc drops the changes.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::{Overlay, Screen};
use crate::app::core::settings::{Settings, UI_SCALES, WindowChoice};
use crate::app::features::cues::Speaker;
use crate::app::features::reader::SpeechService;
use crate::app::menus::context::{MenuContext, Sink};
use crate::app::menus::rule_options::choice;
use crate::app::menus::studio::state::ThemesDir;
use crate::app::menus::theme::{self, PREVIEW, ThemeForm};
use crate::app::scene::art::{ActiveTheme, CardArt, ThemeChoice};
use crate::app::ui::desktop_dialog::FileDialogs;
use crate::app::ui::palette::MUTED;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::i18n::{Msg, Texts};
use crate::language::Language;
use crate::sound::{SoundProblem, SoundStatus};
use bevy::window::FileDragAndDrop;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Settings), leave_settings)
        .add_systems(OnExit(Overlay::Settings), leave_settings)
        .add_systems(Update, dropped_deck.run_if(in_state(Screen::Settings).or_else(in_state(Overlay::Settings))));
}

/// A deck file (`.unodeck`) dropped onto the window while the settings are open is installed and
/// shown, as Import deck does.
fn dropped_deck(
    mut drops: MessageReader<FileDragAndDrop>,
    form: Option<ResMut<SettingsForm>>,
    mut cmd: MessageWriter<UiCommand>,
) {
    let Some(mut form) = form else { return };
    for d in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = d
            && crate::theme::is_deck_file(path_buf)
        {
            let form = &mut *form;
            theme::install(&mut form.theme, &mut form.settings.theme, path_buf, &mut cmd);
        }
    }
}

/// The settings as edited on the settings screen (saved on Save).
#[derive(Resource, Clone, Debug)]
pub(crate) struct SettingsForm {
    settings: Settings,
    /// The theme when the screen opened (Cancel goes back to it).
    theme_at_open: String,
    /// The language when the screen opened (Cancel goes back to it).
    language_at_open: Language,
    /// The theme picker's state.
    theme: ThemeForm,
}

impl SettingsForm {
    fn new(
        settings: &Settings,
        theme: &ThemeChoice,
        language: Language,
        dialogs: FileDialogs,
        themes: &ThemesDir,
    ) -> SettingsForm {
        // The settings keep the saved theme and language unless the screen changes them (a
        // `--theme` or `--lang` is for the session only).
        SettingsForm {
            theme_at_open: theme.name().to_string(),
            language_at_open: language,
            settings: settings.clone(),
            theme: ThemeForm::new(theme.name(), dialogs, themes.0.clone()),
        }
    }

    /// Back to the theme and language in use when the screen opened.
    fn undo(&self, cmd: &mut MessageWriter<UiCommand>) {
        cmd.write(UiCommand::UseTheme(self.theme_at_open.clone()));
        cmd.write(UiCommand::UseLanguage(self.language_at_open));
    }
}

/// Leaving the settings without Save (Esc) drops the changes, the theme shown and the language
/// included.
fn leave_settings(mut commands: Commands, form: Option<Res<SettingsForm>>, mut cmd: MessageWriter<UiCommand>) {
    if let Some(form) = form {
        form.undo(&mut cmd);
        commands.remove_resource::<SettingsForm>();
    }
}

/// The theme as the settings screen shows it: the one asked for, the one in use and its pictures.
pub(crate) fn draw(
    mut commands: Commands,
    mut m: MenuContext,
    settings: Res<Settings>,
    form: Option<ResMut<SettingsForm>>,
    asked: Res<ThemeChoice>,
    active: Option<Res<ActiveTheme>>,
    art: Option<Res<CardArt>>,
    speaker: Option<Res<Speaker>>,
    speech: Option<Res<SpeechService>>,
    dialogs: Res<FileDialogs>,
    themes_dir: Res<ThemesDir>,
) -> Result {
    // Without a speaker (a headless run) the game is silent: no server was looked for.
    let status = speaker.map_or(SoundStatus::Silent(SoundProblem::NoServer), |s| s.status());
    let Some(mut form) = form else {
        let form = SettingsForm::new(&settings, &asked, m.texts().language(), *dialogs, &themes_dir);
        commands.insert_resource(form);
        return Ok(());
    };
    let samples = theme_samples(art.as_deref(), &mut m);
    let (ctx, mut sink) = m.split()?;
    let over_table = sink.over_table();
    let mut done = false;
    let title = sink.texts.get(Msg::SettingsTitle);
    let width = (ctx.content_rect().width() - 40.0).min(WIDTH);
    let shown = egui::Window::new(title)
        .id(egui::Id::new("settings"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .min_width(width)
        .max_width(width)
        .show(&ctx, |ui| {
            let form = &mut *form;
            // A small window scrolls the settings; Save and Cancel stay in view.
            let room = (ui.ctx().content_rect().height() - 160.0).max(120.0);
            let scroll = egui::ScrollArea::vertical().max_height(room).min_scrolled_height(room).show(ui, |ui| {
                values(ui, &mut form.settings, &mut sink, speech.as_ref().is_some_and(|s| s.available()));
                ui.separator();
                let (theme, chosen) = (&mut form.theme, &mut form.settings.theme);
                theme::theme_section(
                    ui,
                    sink.texts,
                    theme,
                    chosen,
                    active.as_deref(),
                    &samples,
                    sink.folders,
                    over_table,
                    sink.rects,
                    sink.cmd,
                );
            });
            if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
                sink.record(ui, ButtonId::ScrollBar, bar);
            }
            ui.separator();
            done = ui
                .horizontal(|ui| {
                    let done = save_or_cancel(ui, form, &mut sink);
                    ui.add_space(12.0);
                    sound_status(ui, &mut sink, &status);
                    done
                })
                .inner;
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::Settings), shown.response.rect);
    }
    if done {
        commands.remove_resource::<SettingsForm>();
        sink.back();
    }
    Ok(())
}

/// The theme's sample cards and its back, as egui shows them.
fn theme_samples(art: Option<&CardArt>, m: &mut MenuContext) -> Vec<egui::TextureId> {
    let Some(art) = art else { return Vec::new() };
    let handles = PREVIEW.iter().map(|c| art.face(*c)).chain([art.back()]);
    handles.map(|h| m.contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h.id()))).collect()
}

/// Language, speed, window, grace window and the computer players' reaction.
fn values(ui: &mut egui::Ui, s: &mut Settings, sink: &mut Sink, speech: bool) {
    let texts = sink.texts;
    egui::Grid::new("settings").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
        ui.label(texts.get(Msg::SettingsLanguage));
        ui.horizontal(|ui| language_choice(ui, s, sink));
        ui.end_row();
        ui.label(texts.get(Msg::SettingsAnimationSpeed));
        ui.add(slider(&mut s.speed, 0.0..=3.0, texts).text(texts.get(Msg::SettingsAnimationSpeedUnit)));
        ui.end_row();
        ui.label(texts.get(Msg::SettingsWindow));
        let windows = [
            (WindowChoice::Windowed, Msg::SettingsWindowWindowed),
            (WindowChoice::Borderless, Msg::SettingsWindowBorderless),
            (WindowChoice::Fullscreen, Msg::SettingsWindowFullscreen),
        ];
        choice(ui, texts, "window", &mut s.window, &windows);
        ui.end_row();
        ui.label(texts.get(Msg::SettingsUnoGrace));
        ui.add(slider(&mut s.uno_grace, 0.0..=3.0, texts).text(texts.get(Msg::SettingsUnoGraceUnit)));
        ui.end_row();
        ui.label(texts.get(Msg::SettingsBotCatch));
        ui.add(slider(&mut s.bot_catch_delay, 0.0..=5.0, texts).text(texts.get(Msg::SettingsBotCatchUnit)));
        ui.end_row();
        ui.label(texts.get(Msg::SettingsUiScale));
        let (lo, hi) = UI_SCALES;
        let scale = egui::Slider::new(&mut s.ui_scale, lo..=hi)
            .step_by(0.05)
            .custom_formatter(|x, _| format!("{:.0} %", x * 100.0))
            .custom_parser(|t| t.trim().trim_end_matches('%').trim().parse::<f64>().ok().map(|p| p / 100.0));
        let b = ui.add(scale);
        sink.record(ui, ButtonId::UiScale, b.rect);
        ui.end_row();
        ui.label(texts.get(Msg::SettingsReducedMotion));
        let mut reduced = s.reduced_motion();
        let b = ui.checkbox(&mut reduced, texts.get(Msg::SettingsReducedMotionHint));
        sink.record(ui, ButtonId::ReducedMotion, b.rect);
        if b.changed() {
            s.reduced_motion = Some(reduced);
        }
        ui.end_row();
        sound(ui, s, sink);
        without_seeing(ui, s, sink, speech);
        ui.label(texts.get(Msg::SettingsPhonePort));
        ui.add(egui::DragValue::new(&mut s.phone_port).range(0..=65535).speed(1.0))
            .on_hover_text(texts.get(Msg::SettingsPhonePortHint));
        ui.end_row();
    });
}

/// The settings' width, in points (less on a narrower screen): fixed, so that what wraps is
/// decided on the window's first frame and nothing moves under the pointer after it.
const WIDTH: f32 = 640.0;

/// The widest the sound's status line may be, in points.
const STATUS_WIDTH: f32 = 300.0;
/// The sound's status line: its size in points and the most rows it takes.
const STATUS_SIZE: f32 = 13.0;
const STATUS_ROWS: usize = 2;

/// Volume and mute, and one line on whether sound plays (and through what, or why not).
fn sound(ui: &mut egui::Ui, s: &mut Settings, sink: &mut Sink) {
    let texts = sink.texts;
    ui.label(texts.get(Msg::SettingsVolume));
    ui.horizontal(|ui| {
        ui.add_enabled(
            !s.muted,
            egui::Slider::new(&mut s.volume, 0.0..=1.0).custom_formatter(|x, _| format!("{:.0} %", x * 100.0)),
        );
        let b = ui.checkbox(&mut s.muted, texts.get(Msg::SettingsMute));
        sink.record(ui, ButtonId::Mute, b.rect);
        let b = ui.checkbox(&mut s.replay_sound, texts.get(Msg::SettingsReplaySound));
        sink.record(ui, ButtonId::ReplaySound, b.rect);
    });
    ui.end_row();
}

/// For a person who plays without seeing the table: the table read aloud by the desktop's speech
/// service (offered where one is installed), and computer players that wait for the words.
fn without_seeing(ui: &mut egui::Ui, s: &mut Settings, sink: &mut Sink, speech: bool) {
    let texts = sink.texts;
    ui.label(texts.get(Msg::SettingsWithoutSeeing));
    // One below the other: a row that wraps in a grid is laid out anew on the window's second frame.
    ui.vertical(|ui| {
        let read = if speech {
            ui.checkbox(&mut s.read_aloud, texts.get(Msg::SettingsReadAloud))
        } else {
            let mut off = false;
            ui.add_enabled(false, egui::Checkbox::new(&mut off, texts.get(Msg::SettingsReadAloudMissing)))
        };
        sink.record(ui, ButtonId::ReadAloud, read.on_hover_text(texts.get(Msg::SettingsReadAloudHint)).rect);
        let b = ui.checkbox(&mut s.wait_for_words, texts.get(Msg::SettingsWaitForWords));
        sink.record(ui, ButtonId::WaitForWords, b.on_hover_text(texts.get(Msg::SettingsWaitForWordsHint)).rect);
        let b = ui.checkbox(&mut s.short_card_names, texts.get(Msg::SettingsShortCardNames));
        sink.record(ui, ButtonId::ShortCardNames, b.on_hover_text(texts.get(Msg::SettingsShortCardNamesHint)).rect);
    });
    ui.end_row();
}

/// One line on whether sound plays, and through what, or why not: beside Save and Cancel, where
/// it costs the screen no height.
fn sound_status(ui: &mut egui::Ui, sink: &mut Sink, status: &SoundStatus) {
    let line = sink.texts.say(status);
    let width = ui.available_width().clamp(120.0, STATUS_WIDTH);
    let shown = status_box(ui, line, width);
    sink.record(ui, ButtonId::SoundStatus, shown.rect);
}

/// `line` in a box `width` wide and always two lines tall, a longer line elided with the whole
/// under the pointer: the window does not move when the sound server answers ("Looking for…"
/// becomes a reason) under a pointer about to click.
fn status_box(ui: &mut egui::Ui, line: String, width: f32) -> egui::Response {
    let font = egui::FontId::proportional(STATUS_SIZE);
    let height = (STATUS_ROWS as f32 * ui.fonts_mut(|f| f.row_height(&font))).ceil();
    let text = RichText::new(line.clone()).color(MUTED).font(font);
    let mut job =
        egui::WidgetText::from(text).into_layout_job(ui.style(), egui::FontSelection::Default, egui::Align::Min);
    std::sync::Arc::make_mut(&mut job).wrap.max_rows = STATUS_ROWS;
    ui.allocate_ui(egui::vec2(width, height), |ui| {
        ui.set_min_size(egui::vec2(width, height));
        ui.add(egui::Label::new(job).wrap()).on_hover_text(line);
    })
    .response
}

/// A slider of seconds or a speed, its number written as the language in use writes it.
fn slider<'a>(value: &'a mut f32, range: std::ops::RangeInclusive<f32>, texts: &Texts) -> egui::Slider<'a> {
    let lang = texts.language();
    egui::Slider::new(value, range)
        .custom_formatter(move |x, _| lang.decimal(x, 2))
        .custom_parser(move |text| lang.parse_decimal(text))
}

/// Each language by its own name ("Italiano", "English", the same in every language): choosing one
/// shows every text in it at once and keeps it with the settings.
fn language_choice(ui: &mut egui::Ui, s: &mut Settings, sink: &mut Sink) {
    let in_use = sink.texts.language();
    for lang in Language::ALL {
        let b = ui.selectable_label(lang == in_use, lang.native_name());
        sink.record(ui, ButtonId::Language(lang), b.rect);
        if b.clicked() {
            s.language = Some(lang);
            sink.choose(UiCommand::UseLanguage(lang));
        }
    }
}

/// Save and back, or Cancel; true when the screen is done.
fn save_or_cancel(ui: &mut egui::Ui, form: &SettingsForm, sink: &mut Sink) -> bool {
    let texts = sink.texts;
    let save = ui.button(RichText::new(texts.get(Msg::SettingsSave)).size(18.0));
    sink.record(ui, ButtonId::SettingsSave, save.rect);
    if save.clicked() {
        sink.choose(UiCommand::SaveSettings(form.settings.clone()));
        return true;
    }
    if ui.button(RichText::new(texts.get(Msg::SettingsCancel)).size(18.0)).clicked() {
        form.undo(sink.cmd);
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The box each line is drawn in, and whether its text was cut.
    fn boxed(line: &str) -> (egui::Rect, bool) {
        let ctx = egui::Context::default();
        let mut shown = None;
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.horizontal(|ui| {
                let r = status_box(ui, line.to_string(), STATUS_WIDTH);
                let font = egui::FontId::proportional(STATUS_SIZE);
                let rows = ui.fonts_mut(|f| f.layout(line.to_string(), font, MUTED, STATUS_WIDTH).rows.len());
                shown = Some((r.rect, rows > STATUS_ROWS));
            });
        });
        shown.expect("the status was drawn")
    }

    #[test]
    fn the_sound_status_takes_the_same_room_whatever_it_says() {
        let short = boxed("Looking for the computer's sound server…");
        let two = boxed("The game plays silently: no sound server was found (PulseAudio or PipeWire).");
        let long = boxed(
            "The game plays silently: the sound server at unix:/run/user/1000/pulse/native cannot be \
             reached (connection refused: the server is not running or refuses this user).",
        );
        assert!(!short.1 && long.1, "the long reason is longer than two lines");
        assert_eq!(short.0.size(), two.0.size(), "a longer reason moves nothing");
        assert_eq!(short.0.size(), long.0.size(), "a reason of more lines moves nothing");
        assert!(short.0.height() >= 2.0 * 13.0, "two lines tall: {:?}", short.0);
    }
}

//! The card theme in the menus: the settings' picker with a live preview, the themes folder and
//! the problems of the active theme; and a notice, on any screen, when a theme's files have
//! problems (at start, after a switch, or after an edit of the active theme).

use crate::app::palette;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::art::ActiveTheme;
use super::menu::UiCommand;
use super::widgets::ButtonRects;
use super::widgets::{ButtonId, record};
use super::{Overlay, Screen};
use crate::engine::{Card, Colour};
use crate::theme::{ThemeEntry, ThemeSource, list_themes};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NoticeSeen>().add_systems(EguiPrimaryContextPass, theme_notice.in_set(super::UiPass::Draw));
}

/// The cards shown in the theme preview (then the back).
pub const PREVIEW: [Card; 6] = [
    Card::number(Colour::Red, 7),
    Card::skip(Colour::Yellow),
    Card::draw_two(Colour::Green),
    Card::reverse(Colour::Blue),
    Card::WILD_DRAW_FOUR,
    Card::custom(0),
];

/// The theme picker's state while the settings are open.
#[derive(Clone, Debug)]
pub struct ThemeForm {
    /// The theme on screen (a `--theme` of this session, until the picker changes it).
    shown: Option<ThemeSource>,
    /// The themes to pick from.
    themes: Vec<ThemeEntry>,
    /// What the last button did.
    message: Option<String>,
}

impl ThemeForm {
    /// The picker showing `shown`, with the built-in themes and the player's, read now.
    pub fn new(shown: &str) -> ThemeForm {
        let dir = crate::storage::themes_dir();
        ThemeForm { shown: ThemeSource::resolve(shown, &dir).ok(), themes: list_themes(&dir), message: None }
    }
}

/// The card theme section of the settings: the picker (applied at once; `saved` follows it), a
/// preview of sample cards, the themes folder with a button that opens it, and the active
/// theme's problems.
pub fn theme_section(
    ui: &mut egui::Ui,
    form: &mut ThemeForm,
    saved: &mut String,
    active: Option<&ActiveTheme>,
    samples: &[egui::TextureId],
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    let dir = crate::storage::themes_dir();
    ui.horizontal(|ui| {
        ui.label(RichText::new("Card theme").strong());
        picker(ui, form, saved, active, rects, cmd);
        if let Some(a) = active
            && !a.author.trim().is_empty()
        {
            ui.label(RichText::new(format!("by {}", a.author)).italics());
        }
    });
    ui.horizontal(|ui| {
        for id in samples {
            ui.add(egui::Image::new(egui::load::SizedTexture::new(*id, vec2(62.0, 91.0))));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("Your themes:");
        ui.monospace(dir.display().to_string());
    });
    ui.horizontal(|ui| folder_buttons(ui, form, saved, rects, cmd));
    if let Some(m) = &form.message {
        ui.label(RichText::new(m).size(13.0));
    }
    if let Some(a) = active
        && !a.problems.is_empty()
    {
        ui.label(
            RichText::new(format!("Problems with \"{}\" (the default art is used for these):", a.name))
                .color(palette::WARNING),
        );
        problem_list(ui, a, 110.0);
    }
}

/// The theme picker: every theme found, the one shown selected; a pick is shown at once.
fn picker(
    ui: &mut egui::Ui,
    form: &mut ThemeForm,
    saved: &mut String,
    active: Option<&ActiveTheme>,
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    let current = form.shown.clone();
    let shown = form
        .themes
        .iter()
        .find(|t| Some(&t.source) == current.as_ref())
        .map(|t| t.name.clone())
        .or_else(|| active.map(|a| a.name.clone()))
        .unwrap_or_default();
    let mut picked = None;
    let combo = egui::ComboBox::from_id_salt("theme").width(240.0).selected_text(shown).show_ui(ui, |ui| {
        for (i, t) in form.themes.iter().enumerate() {
            let label = match &t.source {
                ThemeSource::BuiltIn(_) => format!("{} (built in)", t.name),
                ThemeSource::Folder(_) => t.name.clone(),
            };
            let item = ui.selectable_label(Some(&t.source) == current.as_ref(), label);
            record(rects, ui.ctx(), ButtonId::ThemeOption(i), item.rect);
            if item.clicked() && Some(&t.source) != current.as_ref() {
                picked = Some(t.source.clone());
            }
        }
    });
    record(rects, ui.ctx(), ButtonId::ThemePicker, combo.response.rect);
    if let Some(key) = picked {
        pick(form, saved, key, cmd);
    }
    if combo.response.clicked() {
        // A theme just dropped into the folder shows up.
        form.themes = list_themes(&crate::storage::themes_dir());
    }
}

/// Open the themes folder; make a new theme from the classic art (and show it).
fn folder_buttons(
    ui: &mut egui::Ui,
    form: &mut ThemeForm,
    saved: &mut String,
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    let dir = crate::storage::themes_dir();
    let open = ui.button("Open the folder");
    record(rects, ui.ctx(), ButtonId::OpenThemesFolder, open.rect);
    if open.clicked() {
        form.message = Some(match open_folder(&dir) {
            Ok(()) => format!("Opened {}", dir.display()),
            Err(e) => e,
        });
    }
    let make = ui.button("New theme from the classic art");
    record(rects, ui.ctx(), ButtonId::NewTheme, make.rect);
    if make.clicked() {
        form.message = Some(match new_theme(&dir) {
            Ok(path) => {
                form.themes = list_themes(&dir);
                pick(form, saved, ThemeSource::Folder(path.clone()), cmd);
                format!("Made {}: change its images and theme.ron, the cards follow as you save.", path.display())
            }
            Err(e) => e.to_string(),
        });
    }
}

/// Shows `key` at once; Save remembers it.
fn pick(form: &mut ThemeForm, saved: &mut String, source: ThemeSource, cmd: &mut MessageWriter<UiCommand>) {
    *saved = source.key();
    cmd.write(UiCommand::UseTheme(source.key()));
    form.shown = Some(source);
}

fn problem_list(ui: &mut egui::Ui, a: &ActiveTheme, height: f32) {
    egui::ScrollArea::vertical().max_height(height).show(ui, |ui| {
        for p in &a.problems {
            ui.label(RichText::new(p.to_string()).size(13.0).color(palette::PROBLEM));
        }
    });
}

/// A copy of the classic theme in a new folder of `dir` (`my-deck`, `my-deck-2`, ...).
fn new_theme(dir: &std::path::Path) -> Result<std::path::PathBuf, crate::theme::ExportError> {
    let path = (1..)
        .map(|i| if i == 1 { dir.join("my-deck") } else { dir.join(format!("my-deck-{i}")) })
        .find(|p| !p.exists())
        .expect("a free folder name");
    crate::theme::export_default(&path)?;
    Ok(path)
}

/// Opens a folder in the system's file manager (created first when missing).
fn open_folder(dir: &std::path::Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{} cannot be created: {e}", dir.display()))?;
    let program = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let mut child = std::process::Command::new(program)
        .arg(dir)
        .spawn()
        .map_err(|e| format!("The folder could not be opened ({program}: {e}); it is {}", dir.display()))?;
    std::thread::spawn(move || child.wait());
    Ok(())
}

/// The problems the player last dismissed: the notice comes back only for others.
#[derive(Resource, Default)]
struct NoticeSeen(Vec<crate::theme::ThemeProblem>);

/// A notice with the active theme's problems, until dismissed (the settings show them anyway).
fn theme_notice(
    mut contexts: EguiContexts,
    active: Option<Res<ActiveTheme>>,
    mut seen: ResMut<NoticeSeen>,
    screen: Option<Res<State<Screen>>>,
    overlay: Option<Res<State<Overlay>>>,
    mut rects: ResMut<ButtonRects>,
) -> Result {
    let Some(a) = active else { return Ok(()) };
    let in_settings =
        screen.is_some_and(|s| *s.get() == Screen::Settings) || overlay.is_some_and(|o| *o.get() == Overlay::Settings);
    if a.problems.is_empty() || seen.0 == a.problems || in_settings {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Card theme")
        .anchor(Align2::RIGHT_TOP, [-10.0, 44.0])
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .show(ctx, |ui| {
            ui.label(format!("Some files of \"{}\" cannot be used; the default art stands in for them:", a.name));
            problem_list(ui, &a, 160.0);
            ui.label(RichText::new("Fix the files and save: the cards update by themselves.").size(13.0));
            let ok = ui.button("OK");
            record(&mut rects, ui.ctx(), ButtonId::ThemeNoticeOk, ok.rect);
            if ok.clicked() {
                seen.0 = a.problems.clone();
            }
        });
    Ok(())
}

//! The card theme in the menus: the settings' picker with a live preview, the themes folder and
//! the problems of the active theme; and a notice, on any screen, when a theme's files have
//! problems (at start, after a switch, or after an edit of the active theme).

use crate::app::core::commands::UiCommand;
use crate::app::core::folders::Folders;
use crate::app::core::schedule::{Overlay, Screen, UiPass};
use crate::app::menus::context::folder_outcome;
use crate::app::scene::art::ActiveTheme;
use crate::app::scene::cards::CardZones;
use crate::app::ui::desktop_dialog::{Asked, DesktopDialog, FileDialogs, Wanted as DialogWanted};
use crate::app::ui::file_browser::{Browsed, FileBrowser, Wanted};
use crate::app::ui::palette;
use crate::app::ui::widgets::{ButtonId, ButtonRects, CORNER_BAND, Panel, StudioButton, record, record_seen};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::engine::{Card, Colour};
use crate::i18n::{Localize, Message, Msg, Texts};
use crate::theme::{ThemeEntry, ThemeSource, list_themes};
use crate::{msg, tr};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<NoticeSeen>().add_systems(EguiPrimaryContextPass, theme_notice.in_set(UiPass::Draw));
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
    message: Option<Message>,
    /// The import's file browser, while open.
    browser: Option<FileBrowser>,
    /// The folder of the last deck imported.
    import_from: Option<std::path::PathBuf>,
    /// The desktop's file dialog for Import deck, while it is open.
    dialog: Option<DesktopDialog>,
    /// Ask the desktop's dialog before the game's browser.
    desktop: bool,
    /// The player's themes folder (a test's own).
    dir: std::path::PathBuf,
}

impl ThemeForm {
    /// The picker showing `shown`, with the built-in themes and the player's, read now.
    pub fn new(shown: &str, dialogs: FileDialogs, dir: std::path::PathBuf) -> ThemeForm {
        ThemeForm {
            shown: ThemeSource::resolve(shown, &dir).ok(),
            themes: list_themes(&dir),
            message: None,
            browser: None,
            import_from: None,
            dialog: None,
            desktop: dialogs.desktop,
            dir,
        }
    }
}

/// The card theme section of the settings: the picker (applied at once; `saved` follows it), a
/// preview of sample cards, the themes folder with a button that opens it, and the active
/// theme's problems.
pub fn theme_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    form: &mut ThemeForm,
    saved: &mut String,
    active: Option<&ActiveTheme>,
    samples: &[egui::TextureId],
    folders: &Folders,
    over_table: bool,
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    let dir = form.dir.clone();
    ui.horizontal(|ui| {
        ui.label(RichText::new(texts.get(Msg::ThemeTitle)).strong());
        picker(ui, texts, form, saved, active, rects, cmd);
        if let Some(a) = active
            && !a.author.trim().is_empty()
        {
            ui.label(RichText::new(tr!(texts, ThemeBy, author = a.author.as_str())).italics());
        }
    });
    ui.horizontal(|ui| {
        for id in samples {
            ui.add(egui::Image::new(egui::load::SizedTexture::new(*id, vec2(62.0, 91.0))));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get(Msg::ThemeFolder));
        ui.monospace(dir.display().to_string());
    });
    ui.horizontal_wrapped(|ui| folder_buttons(ui, texts, form, over_table, rects, cmd));
    if over_table {
        ui.label(RichText::new(texts.get(Msg::StudioOnlyFromMenu)).size(13.0).weak());
    }
    import_browser(&ui.ctx().clone(), texts, form, saved, rects, cmd);
    match &form.message {
        Some(m) => {
            ui.label(RichText::new(texts.render(m)).size(13.0));
        }
        None => folder_outcome(ui, texts, folders, &dir),
    }
    if let Some(a) = active
        && !a.problems.is_empty()
    {
        let name = active_name(texts, a);
        ui.label(RichText::new(tr!(texts, ThemeProblemsTitle, name = name)).color(palette::WARNING));
        problem_list(ui, texts, a, 110.0);
    }
}

/// A theme's name in the language in use: a built-in theme's is translated, a player's theme
/// keeps the name it gives itself.
fn theme_name(texts: &Texts, source: &ThemeSource, name: &str) -> String {
    match source {
        ThemeSource::BuiltIn(b) if b.key == "classic" => texts.get(Msg::ThemeNameClassic),
        ThemeSource::BuiltIn(b) if b.key == "high-contrast" => texts.get(Msg::ThemeNameHighContrast),
        _ => name.to_string(),
    }
}

/// The name of the theme on screen, in the language in use.
fn active_name(texts: &Texts, a: &ActiveTheme) -> String {
    theme_name(texts, &a.source, &a.name)
}

/// The theme picker: every theme found, the one shown selected; a pick is shown at once.
fn picker(
    ui: &mut egui::Ui,
    texts: &Texts,
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
        .map(|t| theme_name(texts, &t.source, &t.name))
        .or_else(|| active.map(|a| active_name(texts, a)))
        .unwrap_or_default();
    let mut picked = None;
    let combo = egui::ComboBox::from_id_salt("theme").width(240.0).selected_text(shown).show_ui(ui, |ui| {
        for (i, t) in form.themes.iter().enumerate() {
            let name = theme_name(texts, &t.source, &t.name);
            let label = match &t.source {
                ThemeSource::BuiltIn(_) => tr!(texts, ThemeBuiltIn, name = name),
                ThemeSource::Folder(_) => name,
            };
            let item = ui.selectable_label(Some(&t.source) == current.as_ref(), label);
            record(rects, ui.ctx(), ButtonId::ThemeOption(i), item.rect);
            if item.clicked() && Some(&t.source) != current.as_ref() {
                picked = Some(t.source.clone());
            }
        }
    });
    record_seen(rects, ui, ButtonId::ThemePicker, combo.response.rect);
    if let Some(key) = picked {
        pick(form, saved, key, cmd);
    }
    if combo.response.clicked() {
        // A theme just dropped into the folder shows up.
        form.themes = list_themes(&form.dir);
    }
}

/// Open the themes folder; Make a deck, Edit (the theme in use, or a copy of a built-in one) and
/// Import deck, which the main menu's settings offer (over a match, the studio would end it).
fn folder_buttons(
    ui: &mut egui::Ui,
    texts: &Texts,
    form: &mut ThemeForm,
    over_table: bool,
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    let dir = form.dir.clone();
    let open = ui.button(texts.get(Msg::ThemeOpenFolder));
    record_seen(rects, ui, ButtonId::OpenThemesFolder, open.rect);
    if open.clicked() {
        form.message = None;
        cmd.write(UiCommand::OpenFolder(dir.clone()));
    }
    if over_table {
        return;
    }
    let make = ui.button(RichText::new(texts.get(Msg::StudioMake)).strong());
    record_seen(rects, ui, ButtonId::Studio(StudioButton::Make), make.rect);
    if make.clicked() {
        cmd.write(UiCommand::MakeDeck(None));
    }
    if let Some(shown) = form.shown.clone() {
        let label = match shown {
            ThemeSource::BuiltIn(_) => texts.get(Msg::StudioEditCopy),
            ThemeSource::Folder(_) => texts.get(Msg::StudioEdit),
        };
        let edit = ui.button(label);
        record_seen(rects, ui, ButtonId::Studio(StudioButton::Edit), edit.rect);
        if edit.clicked() {
            cmd.write(UiCommand::MakeDeck(Some(shown)));
        }
    }
    let import = ui.button(texts.get(Msg::StudioImport));
    record_seen(rects, ui, ButtonId::Studio(StudioButton::Import), import.rect);
    if import.clicked() && form.dialog.is_none() {
        if form.desktop {
            let wanted = DialogWanted {
                title: texts.get(Msg::BrowserTitleDeck),
                filter: texts.get(Msg::StudioDecks),
                mime_types: vec![],
                patterns: vec!["*.unodeck", "*.UNODECK"],
            };
            form.dialog = Some(DesktopDialog::open(wanted, None));
        } else {
            open_browser(form);
        }
    }
}

/// The game's own browser, for a deck file.
fn open_browser(form: &mut ThemeForm) {
    let start = crate::app::ui::file_browser::start_folder();
    form.browser = Some(FileBrowser::new(form.import_from.as_deref().unwrap_or(&start), Wanted::Deck));
}

/// The import's file browser, while open; an imported deck is shown at once.
fn import_browser(
    ctx: &egui::Context,
    texts: &Texts,
    form: &mut ThemeForm,
    saved: &mut String,
    rects: &mut ButtonRects,
    cmd: &mut MessageWriter<UiCommand>,
) {
    if let Some(answer) = form.dialog.as_ref().and_then(DesktopDialog::answer) {
        form.dialog = None;
        match answer {
            Asked::Chosen(file) => install(form, saved, &file, cmd),
            Asked::Cancelled => {}
            Asked::Unavailable(why) => {
                info!("the desktop's file dialog: {why}; the game's own browser opens");
                open_browser(form);
            }
        }
    }
    let Some(browser) = form.browser.as_mut() else { return };
    match browser.show(ctx, texts, rects) {
        Some(Browsed::Open(file)) => {
            form.browser = None;
            install(form, saved, &file, cmd);
        }
        Some(Browsed::Cancel) => form.browser = None,
        Some(Browsed::SaveAs(_)) | None => {}
    }
}

/// Installs the deck `file` and shows it.
pub(crate) fn install(
    form: &mut ThemeForm,
    saved: &mut String,
    file: &std::path::Path,
    cmd: &mut MessageWriter<UiCommand>,
) {
    {
        {
            form.import_from = file.parent().map(|p| p.to_path_buf());
            let dir = form.dir.clone();
            form.message = Some(match crate::theme::import_deck(file, &dir) {
                Ok(folder) => {
                    form.themes = list_themes(&dir);
                    let name = form
                        .themes
                        .iter()
                        .find(|t| t.source == ThemeSource::Folder(folder.clone()))
                        .map(|t| t.name.clone())
                        .unwrap_or_default();
                    pick(form, saved, ThemeSource::Folder(folder.clone()), cmd);
                    msg!(DeckImported, name = name, folder = &folder)
                }
                Err(e) => e.message(),
            });
        }
    }
}

/// Shows `key` at once; Save remembers it.
fn pick(form: &mut ThemeForm, saved: &mut String, source: ThemeSource, cmd: &mut MessageWriter<UiCommand>) {
    *saved = source.key();
    cmd.write(UiCommand::UseTheme(source.key()));
    form.shown = Some(source);
}

fn problem_list(ui: &mut egui::Ui, texts: &Texts, a: &ActiveTheme, height: f32) {
    egui::ScrollArea::vertical().max_height(height).show(ui, |ui| {
        for p in &a.problems {
            ui.label(RichText::new(texts.say(p)).size(13.0).color(palette::PROBLEM));
        }
    });
}

/// The height of the theme notice's lines besides its list of problems (its title, the lines
/// before and after the list, OK), in points.
const NOTICE_LINES: f32 = 170.0;

/// How far a hint's line wrapped on two lines rises above the status line's row, in points.
const HINT_RISE: f32 = 26.0;

/// A side room of the table (beside the piles, clear of every seat) large enough for the theme
/// notice, in points: the left one, else the right one.
fn table_room(ctx: &egui::Context, zones: &CardZones) -> Option<egui::Rect> {
    let layout = zones.layout.as_ref()?;
    let zoom = ctx.zoom_factor();
    [false, true].into_iter().find_map(|right| {
        let r = layout.side_room(right);
        let a = layout.to_screen(crate::layout::Pos { x: r.left(), y: r.top() });
        let b = layout.to_screen(crate::layout::Pos { x: r.right(), y: r.bottom() });
        // Its floor is the status line's row: a hint's second line rises above that row.
        let room = egui::Rect::from_min_max(
            egui::pos2(a.x / zoom, (a.y / zoom).max(CORNER_BAND)),
            egui::pos2(b.x / zoom, b.y / zoom - HINT_RISE),
        );
        (room.width() >= 256.0 && room.height() >= NOTICE_LINES + 60.0).then_some(room)
    })
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
    texts: Res<Texts>,
    zones: Res<CardZones>,
) -> Result {
    let Some(a) = active else { return Ok(()) };
    let in_settings = screen.as_ref().is_some_and(|s| *s.get() == Screen::Settings)
        || overlay.is_some_and(|o| *o.get() == Overlay::Settings);
    if a.problems.is_empty() || seen.0 == a.problems || in_settings {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Beside the main menu's column (about 360 points wide, centred), not over it. Over the
    // table (a theme's file changed, or a match opened with a broken theme) it covers no seat:
    // it stands in a free room beside the piles, or, where the table has none, the table dims
    // under it, as under every panel to answer before play goes on.
    let at_table = screen.is_some_and(|s| *s.get() == Screen::Table);
    let width = ((ctx.content_rect().width() - 360.0) / 2.0 - 20.0).clamp(240.0, 420.0);
    let room = if at_table { table_room(ctx, &zones) } else { None };
    // The title is translated: the window's state is kept under a fixed id.
    let window = egui::Window::new(texts.get(Msg::ThemeTitle))
        .id(egui::Id::new("theme_notice"))
        .collapsible(false)
        .resizable(false);
    let (window, width, list) = match room {
        Some(r) => {
            let w = (r.width() - 16.0).min(width);
            (window.pivot(Align2::CENTER_CENTER).fixed_pos(r.center()), w, (r.height() - NOTICE_LINES).min(160.0))
        }
        None if at_table => {
            let screen = palette::dim_table(ctx);
            record(&mut rects, ctx, ButtonId::Dimmed, screen);
            (window.anchor(Align2::CENTER_CENTER, [0.0, 0.0]), width, 160.0)
        }
        None => (window.anchor(Align2::RIGHT_TOP, [-10.0, 44.0]), width, 160.0),
    };
    let shown = window.default_width(width).max_width(width).show(ctx, |ui| {
        ui.label(tr!(texts, ThemeNoticeIntro, name = active_name(&texts, &a)));
        problem_list(ui, &texts, &a, list);
        ui.label(RichText::new(texts.get(Msg::ThemeNoticeFix)).size(13.0));
        let ok = ui.button(texts.get(Msg::ThemeNoticeOk));
        record(&mut rects, ui.ctx(), ButtonId::ThemeNoticeOk, ok.rect);
        if ok.clicked() {
            seen.0 = a.problems.clone();
        }
    });
    if let Some(shown) = shown {
        record(&mut rects, ctx, ButtonId::Panel(Panel::ThemeNotice), shown.response.rect);
    }
    Ok(())
}

//! The in-game file browser: a folder's subfolders and the files wanted (pictures, or deck
//! files), the usual places (home, pictures, downloads, desktop), a path field, and for saving a
//! file name. It always works: no desktop portal, no file manager, no window manager needed; the
//! mouse or the keyboard (Tab, Enter, Esc) drive it.

use std::path::{Path, PathBuf};

use bevy_egui::egui::{self, Align2, RichText};

use crate::app::ui::palette;
use crate::app::ui::widgets::{BrowserButton, ButtonId, ButtonRects, Panel, record, record_seen};
use crate::i18n::{Msg, Texts};
use crate::tr;

/// Most entries a folder lists (folders first, then the files wanted).
const MOST: usize = 5000;

/// What the browser looks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A PNG or JPEG picture to open.
    Picture,
    /// A `.unodeck` file to open.
    Deck,
    /// A folder to save a file in, under a name the player may change.
    SaveAs(String),
}

impl Wanted {
    fn shows(&self, name: &str) -> bool {
        let lower = name.to_lowercase();
        match self {
            Wanted::Picture => [".png", ".jpg", ".jpeg"].iter().any(|e| lower.ends_with(e)),
            Wanted::Deck | Wanted::SaveAs(_) => lower.ends_with(".unodeck"),
        }
    }
}

/// What the player did in the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Browsed {
    /// Open this file.
    Open(PathBuf),
    /// Save as this file.
    SaveAs(PathBuf),
    /// Closed without choosing.
    Cancel,
}

/// A folder's entry.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    folder: bool,
}

/// The browser's state while it is open.
#[derive(Clone, Debug)]
pub struct FileBrowser {
    dir: PathBuf,
    wanted: Wanted,
    entries: Vec<Entry>,
    /// The folder could not be read (the system's words), or listed only in part.
    problem: Option<String>,
    path_text: String,
    file_name: String,
}

/// The usual places: home, then its pictures, downloads, documents and desktop folders where
/// they exist, then the root.
pub fn places() -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Some(dirs) = directories::UserDirs::new() {
        v.push(dirs.home_dir().to_path_buf());
        for d in
            [dirs.picture_dir(), dirs.download_dir(), dirs.document_dir(), dirs.desktop_dir()].into_iter().flatten()
        {
            if d.is_dir() && !v.iter().any(|p| p == d) {
                v.push(d.to_path_buf());
            }
        }
    }
    v.push(PathBuf::from("/"));
    v
}

/// Where a browser opens first: the pictures folder where there is one, else home.
pub fn start_folder() -> PathBuf {
    directories::UserDirs::new()
        .map(|d| d.picture_dir().filter(|p| p.is_dir()).unwrap_or(d.home_dir()).to_path_buf())
        .unwrap_or_else(|| PathBuf::from("/"))
}

impl FileBrowser {
    /// A browser for `wanted`, open on `start` (or the nearest folder above it that exists).
    pub fn new(start: &Path, wanted: Wanted) -> FileBrowser {
        let file_name = match &wanted {
            Wanted::SaveAs(name) => name.clone(),
            _ => String::new(),
        };
        let mut b = FileBrowser {
            dir: PathBuf::new(),
            wanted,
            entries: Vec::new(),
            problem: None,
            path_text: String::new(),
            file_name,
        };
        let start = start.ancestors().find(|p| p.is_dir()).map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("/"));
        b.go(start);
        b
    }

    /// Shows `dir`.
    fn go(&mut self, dir: PathBuf) {
        self.problem = None;
        self.entries.clear();
        match std::fs::read_dir(&dir) {
            Ok(read) => {
                for e in read.flatten() {
                    let Ok(name) = e.file_name().into_string() else { continue };
                    if name.starts_with('.') {
                        continue;
                    }
                    // Links are followed (a linked Pictures folder is a folder).
                    let folder = e.path().is_dir();
                    if folder || self.wanted.shows(&name) {
                        self.entries.push(Entry { name, folder });
                    }
                    if self.entries.len() >= MOST {
                        self.problem = Some(format!("> {MOST}"));
                        break;
                    }
                }
            }
            Err(e) => self.problem = Some(e.to_string()),
        }
        self.entries
            .sort_by(|a, b| b.folder.cmp(&a.folder).then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase())));
        self.path_text = dir.display().to_string();
        self.dir = dir;
    }

    /// Draws the browser over the screen; what the player chose, once.
    pub fn show(&mut self, ctx: &egui::Context, texts: &Texts, rects: &mut ButtonRects) -> Option<Browsed> {
        let mut out = None;
        let screen = ctx.content_rect();
        let (w, h) = ((screen.width() - 40.0).min(720.0), (screen.height() - 60.0).min(520.0));
        let title = match self.wanted {
            Wanted::Picture => texts.get(Msg::BrowserTitlePicture),
            Wanted::Deck => texts.get(Msg::BrowserTitleDeck),
            Wanted::SaveAs(_) => texts.get(Msg::BrowserTitleSave),
        };
        let shown = egui::Window::new(title)
            .id(egui::Id::new("file_browser"))
            .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
            .collapsible(false)
            .resizable(false)
            .fixed_size([w, h])
            .show(ctx, |ui| {
                self.places_row(ui, texts, rects);
                ui.horizontal(|ui| {
                    let up = ui.button(texts.get(Msg::BrowserUp));
                    record_seen(rects, ui, ButtonId::Browser(BrowserButton::Up), up.rect);
                    if up.clicked()
                        && let Some(parent) = self.dir.parent()
                    {
                        self.go(parent.to_path_buf());
                    }
                    let field =
                        ui.add(egui::TextEdit::singleline(&mut self.path_text).desired_width(ui.available_width()));
                    record_seen(rects, ui, ButtonId::Browser(BrowserButton::Path), field.rect);
                    if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                        let typed = PathBuf::from(self.path_text.trim());
                        if typed.is_dir() {
                            self.go(typed);
                        } else if typed.is_file() && !matches!(self.wanted, Wanted::SaveAs(_)) {
                            out = Some(Browsed::Open(typed));
                        } else {
                            self.problem = Some(tr!(texts, BrowserNoSuchFolder, path = self.path_text.trim()));
                        }
                    }
                });
                if let Some(p) = &self.problem {
                    ui.label(RichText::new(p.as_str()).color(palette::WARNING).size(13.0));
                }
                if let Some(chosen) = self.list(ui, texts, rects) {
                    out = Some(chosen);
                }
                if let Some(chosen) = self.buttons(ui, texts, rects) {
                    out = Some(chosen);
                }
            });
        if let Some(shown) = shown {
            record(rects, ctx, ButtonId::Panel(Panel::FileBrowser), shown.response.rect);
        }
        out
    }

    /// The folder's folders and files: a folder opens, a file is chosen (to save: its name is
    /// taken).
    fn list(&mut self, ui: &mut egui::Ui, texts: &Texts, rects: &mut ButtonRects) -> Option<Browsed> {
        let mut out = None;
        let list_h = (ui.available_height() - 44.0).max(80.0);
        let rows = self.entries.len();
        let mut picked = None;
        let scroll = egui::ScrollArea::vertical().max_height(list_h).auto_shrink([false, false]).show_rows(
            ui,
            22.0,
            rows.max(1),
            |ui, range| {
                if rows == 0 {
                    ui.label(RichText::new(texts.get(Msg::BrowserEmpty)).color(palette::MUTED));
                    return;
                }
                for e in &self.entries[range] {
                    let label = if e.folder { format!("{}/", e.name) } else { e.name.clone() };
                    let text = if e.folder { RichText::new(label).strong() } else { RichText::new(label) };
                    let b = ui.add(egui::Button::new(text).frame(false));
                    record_seen(rects, ui, ButtonId::Browser(BrowserButton::Entry(e.name.clone())), b.rect);
                    if b.clicked() {
                        picked = Some(e.clone());
                    }
                }
            },
        );
        if let Some(bar) = crate::app::ui::widgets::scroll_bar(ui, &scroll) {
            record_seen(rects, ui, ButtonId::ScrollBar, bar);
        }
        if let Some(e) = picked {
            let path = self.dir.join(&e.name);
            if e.folder {
                self.go(path);
            } else if let Wanted::SaveAs(_) = self.wanted {
                self.file_name = e.name;
            } else {
                out = Some(Browsed::Open(path));
            }
        }
        out
    }

    /// The file name and Save here (to save), and Cancel (or Esc).
    fn buttons(&mut self, ui: &mut egui::Ui, texts: &Texts, rects: &mut ButtonRects) -> Option<Browsed> {
        let mut out = None;
        ui.horizontal(|ui| {
            if let Wanted::SaveAs(_) = self.wanted {
                ui.label(texts.get(Msg::BrowserFileName));
                let f = ui.add(egui::TextEdit::singleline(&mut self.file_name).desired_width(220.0));
                record_seen(rects, ui, ButtonId::Browser(BrowserButton::FileName), f.rect);
                let save = ui.button(texts.get(Msg::BrowserSaveHere));
                record_seen(rects, ui, ButtonId::Browser(BrowserButton::SaveHere), save.rect);
                let name = self.file_name.trim();
                if save.clicked() && !name.is_empty() && !name.contains(['/', '\\']) {
                    let name = if name.to_lowercase().ends_with(".unodeck") {
                        name.to_string()
                    } else {
                        format!("{name}.unodeck")
                    };
                    out = Some(Browsed::SaveAs(self.dir.join(name)));
                }
            }
            let cancel = ui.button(texts.get(Msg::BrowserCancel));
            record_seen(rects, ui, ButtonId::Browser(BrowserButton::Cancel), cancel.rect);
            if cancel.clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                out = Some(Browsed::Cancel);
            }
        });
        out
    }

    fn places_row(&mut self, ui: &mut egui::Ui, texts: &Texts, rects: &mut ButtonRects) {
        ui.horizontal_wrapped(|ui| {
            for (i, place) in places().into_iter().enumerate() {
                let name = match place.file_name() {
                    None => "/".to_string(),
                    Some(_) if i == 0 => texts.get(Msg::BrowserHome),
                    Some(n) => n.to_string_lossy().into_owned(),
                };
                let b = ui.selectable_label(self.dir == place, name);
                record_seen(rects, ui, ButtonId::Browser(BrowserButton::Place(i)), b.rect);
                if b.clicked() {
                    self.go(place);
                }
            }
        });
    }
}

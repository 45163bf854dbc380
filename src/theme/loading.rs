//! Finding and reading a theme: the built-in ones, the folders of the themes folder, and a theme
//! read from its source with every problem named, never writing to its folder.

use std::fmt;
use std::path::{Path, PathBuf};

use ab_glyph::FontArc;
use tiny_skia::Pixmap;

use super::*;
use crate::engine::{Card, FACES};

/// A theme shipped with the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BuiltIn {
    /// The name used in settings and `--theme`.
    pub key: &'static str,
    /// The manifest's text.
    pub manifest: &'static str,
}

/// The built-in themes: the classic look first (the default), then high contrast.
pub const BUILT_IN: [BuiltIn; 2] = [
    BuiltIn { key: "classic", manifest: include_str!("../../assets/themes/classic/theme.ron") },
    BuiltIn { key: "high-contrast", manifest: include_str!("../../assets/themes/high-contrast/theme.ron") },
];

/// The theme used when nothing else is asked for.
pub const DEFAULT_THEME: &str = "classic";

/// Where a theme comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ThemeSource {
    /// Shipped with the game.
    BuiltIn(BuiltIn),
    /// A folder on disk.
    Folder(PathBuf),
}

impl ThemeSource {
    /// The default theme.
    pub fn default_theme() -> ThemeSource {
        ThemeSource::BuiltIn(BUILT_IN[0])
    }

    /// The choice as written in settings: a built-in name or a folder path.
    pub fn key(&self) -> String {
        match self {
            ThemeSource::BuiltIn(b) => b.key.to_string(),
            ThemeSource::Folder(p) => p.display().to_string(),
        }
    }

    /// Finds a theme by built-in name, by folder name in `themes_dir`, or by path (a folder, or
    /// its `theme.ron`).
    pub fn resolve(choice: &str, themes_dir: &Path) -> Result<ThemeSource, ThemeProblem> {
        let choice = choice.trim();
        if let Some(b) = BUILT_IN.iter().find(|b| b.key.eq_ignore_ascii_case(choice)) {
            return Ok(ThemeSource::BuiltIn(*b));
        }
        let by_name = themes_dir.join(choice);
        if !choice.is_empty() && !choice.contains(['/', '\\']) && by_name.is_dir() {
            return Ok(ThemeSource::Folder(by_name));
        }
        let path = PathBuf::from(choice);
        let folder = if path.file_name().is_some_and(|f| f == MANIFEST) && path.is_file() {
            path.parent().map(Path::to_path_buf).unwrap_or_default()
        } else {
            path
        };
        if folder.is_dir() {
            Ok(ThemeSource::Folder(std::path::absolute(&folder).unwrap_or(folder)))
        } else {
            let names: Vec<&str> = BUILT_IN.iter().map(|b| b.key).collect();
            let issue =
                ThemeIssue::NoSuchTheme { built_in: names.join(", "), themes_dir: themes_dir.display().to_string() };
            Err(ThemeProblem::new(choice, issue))
        }
    }
}

/// A theme to choose from in the settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeEntry {
    /// Where it is.
    pub source: ThemeSource,
    /// Its name (from the manifest, else the folder's).
    pub name: String,
}

/// The built-in themes, then every folder in `themes_dir`, by name.
pub fn list_themes(themes_dir: &Path) -> Vec<ThemeEntry> {
    let mut list: Vec<ThemeEntry> = BUILT_IN
        .iter()
        .map(|b| ThemeEntry { source: ThemeSource::BuiltIn(*b), name: builtin_manifest(b).name })
        .collect();
    let mut folders: Vec<ThemeEntry> = std::fs::read_dir(themes_dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .map(|p| {
            let folder_name = p.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
            let text = std::fs::read_to_string(p.join(MANIFEST)).ok();
            let name = text
                .as_deref()
                .and_then(|t| Manifest::from_ron(t).ok().map(|m| m.name).or_else(|| Manifest::name_in(t)))
                .filter(|n| !n.trim().is_empty())
                .unwrap_or(folder_name);
            ThemeEntry { source: ThemeSource::Folder(p), name }
        })
        .collect();
    folders.sort_by_key(|t| t.name.to_lowercase());
    list.extend(folders);
    list
}

pub(super) fn builtin_manifest(b: &BuiltIn) -> Manifest {
    Manifest::from_ron(b.manifest).unwrap_or_else(|e| panic!("built-in theme `{}`: {e}", b.key))
}

/// A theme read from its source: the manifest and whatever images and fonts could be used, with
/// the problems found. Missing or broken parts are drawn by the default art.
#[derive(Clone)]
pub struct Theme {
    /// Where it came from.
    pub source: ThemeSource,
    /// The manifest (the default one, named after the folder, when it could not be read).
    pub manifest: Manifest,
    /// Each face's image, scaled to the card size, by face index.
    pub faces: Vec<Option<Pixmap>>,
    /// The back image, scaled to the card size.
    pub back: Option<Pixmap>,
    /// The table image.
    pub table: Option<FeltImage>,
    /// The font of numbers and indices.
    pub numbers_font: Option<FontArc>,
    /// The font of texts.
    pub text_font: Option<FontArc>,
    /// What was wrong, file by file.
    pub problems: Vec<ThemeProblem>,
}

impl fmt::Debug for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Theme")
            .field("source", &self.source)
            .field("name", &self.manifest.name)
            .field("faces", &self.faces.iter().filter(|f| f.is_some()).count())
            .field("back", &self.back.is_some())
            .field("table", &self.table.is_some())
            .field("problems", &self.problems)
            .finish()
    }
}

impl Theme {
    /// The classic theme.
    pub fn classic() -> Theme {
        Theme::load(&ThemeSource::default_theme())
    }

    /// A theme of `manifest` alone, with no image or font (the deck studio adds its own).
    pub fn from_manifest(manifest: Manifest) -> Theme {
        Theme {
            source: ThemeSource::default_theme(),
            manifest,
            faces: vec![None; FACES],
            back: None,
            table: None,
            numbers_font: None,
            text_font: None,
            problems: Vec::new(),
        }
    }

    /// Reads a theme. Never fails: problems are collected and the default art fills in.
    pub fn load(source: &ThemeSource) -> Theme {
        let mut theme = Theme::from_manifest(Manifest::named("Classic"));
        theme.source = source.clone();
        match source {
            ThemeSource::BuiltIn(b) => theme.manifest = builtin_manifest(b),
            ThemeSource::Folder(dir) => theme.read_folder(dir),
        }
        theme
    }

    /// The theme's name.
    pub fn name(&self) -> &str {
        &self.manifest.name
    }

    fn problem(&mut self, file: impl Into<String>, issue: ThemeIssue) {
        self.problems.push(ThemeProblem::new(file, issue));
    }

    fn read_folder(&mut self, dir: &Path) {
        let folder_name = dir.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_else(|| "Theme".into());
        self.manifest = Manifest::named(&folder_name);
        if !dir.is_dir() {
            self.problem(dir.display().to_string(), ThemeIssue::FolderMissing);
            return;
        }
        match read_limited(&dir.join(MANIFEST)) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => match Manifest::from_ron(&text) {
                    Ok(m) => self.manifest = m,
                    Err(e) => {
                        // Called by its name, where the damaged manifest still gives it.
                        if let Some(name) = Manifest::name_in(&text) {
                            self.manifest = Manifest::named(&name);
                        }
                        self.problem(MANIFEST, ThemeIssue::Manifest(Box::new(e)));
                    }
                },
                Err(_) => self.problem(MANIFEST, ThemeIssue::ManifestNotText),
            },
            Err(ReadProblem::Missing) => self.problem(MANIFEST, ThemeIssue::ManifestMissing),
            Err(e) => self.problem(MANIFEST, ThemeIssue::ManifestUnreadable(e)),
        }
        let mut scan = Scan { files: image_candidates(dir), used: Vec::new() };
        self.read_fonts(dir);
        for card in Card::all() {
            let named = self.manifest.cards.get(&card).and_then(|o| o.image.clone());
            let stem = format!("cards/{}", card_slug(card));
            if let Some(rel) = self.find_image(dir, &mut scan, named.as_deref(), &stem) {
                self.faces[card.index()] = self.card_image(dir, &rel);
            }
        }
        let back = self.manifest.back.clone();
        if let Some(rel) = self.find_image(dir, &mut scan, back.as_deref(), "back") {
            self.back = self.card_image(dir, &rel);
        }
        let table = self.manifest.table.clone();
        if let Some(rel) = self.find_image(dir, &mut scan, table.as_deref(), "table") {
            self.table = self.table_image(dir, &rel);
        }
        self.check_unused_files(&scan);
    }

    fn read_fonts(&mut self, dir: &Path) {
        let fonts = self.manifest.fonts.clone();
        for (rel, numbers) in [(fonts.numbers, true), (fonts.text, false)] {
            let Some(rel) = rel else { continue };
            if !inside(&rel) {
                self.problem(&rel, ThemeIssue::Outside);
                continue;
            }
            let font = match read_limited(&dir.join(&rel)) {
                Ok(bytes) => match FontArc::try_from_vec(bytes) {
                    Ok(f) => Some(f),
                    Err(_) => {
                        self.problem(&rel, ThemeIssue::NotAFont);
                        None
                    }
                },
                Err(e) => {
                    self.problem(&rel, ThemeIssue::FontUnreadable(e));
                    None
                }
            };
            if numbers {
                self.numbers_font = font;
            } else {
                self.text_font = font;
            }
        }
    }

    /// The image file for a slot: the one the manifest names (which must exist, inside the
    /// folder), else `<stem>.png`, `.jpg` or `.jpeg`, in any letter case.
    fn find_image(&mut self, dir: &Path, scan: &mut Scan, named: Option<&str>, stem: &str) -> Option<String> {
        if let Some(rel) = named {
            if !inside(rel) {
                self.problem(rel, ThemeIssue::Outside);
                return None;
            }
            if dir.join(rel).is_file() {
                scan.used.push(rel.replace('\\', "/").to_lowercase());
                return Some(rel.to_string());
            }
            self.problem(rel, ThemeIssue::NamedImageMissing);
            return None;
        }
        let found = IMAGE_EXTENSIONS
            .iter()
            .find_map(|ext| scan.files.iter().find(|f| f.to_lowercase() == format!("{stem}.{ext}")))
            .cloned()?;
        scan.used.push(found.to_lowercase());
        Some(found)
    }

    fn card_image(&mut self, dir: &Path, rel: &str) -> Option<Pixmap> {
        let img = self.decode(dir, rel, ThemeIssue::CardImage)?;
        let (w, h) = img.dimensions();
        let (min, max) = (CARD_IMAGE_MIN, CARD_IMAGE_MAX);
        let ratio = (w as f32 / h as f32) / (CARD_W as f32 / CARD_H as f32);
        if !(0.97..=1.03).contains(&ratio) || w < min.0 || h < min.1 || w > max.0 || h > max.1 {
            self.problem(rel, ThemeIssue::CardImageSize(w, h));
            return None;
        }
        Some(paint::card_pixmap(&img))
    }

    fn table_image(&mut self, dir: &Path, rel: &str) -> Option<FeltImage> {
        let img = self.decode(dir, rel, ThemeIssue::TableImage)?;
        let (w, h) = img.dimensions();
        let (lo, hi) = TABLE_IMAGE_SIDES;
        if w < lo || h < lo || w > hi || h > hi {
            self.problem(rel, ThemeIssue::TableImageSize(w, h));
            return None;
        }
        Some(FeltImage { width: w, height: h, rgba: img.into_raw() })
    }

    /// Reads a PNG or JPEG image as RGBA, or records why not (as `issue` says, with what is
    /// drawn instead).
    fn decode(&mut self, dir: &Path, rel: &str, issue: fn(ImageProblem) -> ThemeIssue) -> Option<image::RgbaImage> {
        match decode_image(&dir.join(rel)) {
            Ok(img) => Some(img),
            Err(e) => {
                self.problem(rel, issue(e));
                None
            }
        }
    }

    /// Files that look meant for the theme but are not used: a card image with an unknown name,
    /// a `back`/`table`/card image in a format the game cannot read, or a second image for a
    /// card (`red-7.jpg` next to `red-7.png`).
    fn check_unused_files(&mut self, scan: &Scan) {
        let slugs: Vec<String> = Card::all().map(card_slug).collect();
        for rel in &scan.files {
            let lower = rel.to_lowercase();
            if scan.used.contains(&lower) {
                continue;
            }
            let (folder, name) = lower.rsplit_once('/').unwrap_or(("", &lower));
            let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
            let known =
                if folder.is_empty() { stem == "back" || stem == "table" } else { slugs.iter().any(|s| s == stem) };
            if !known {
                if !folder.is_empty() {
                    self.problem(rel, ThemeIssue::NotACardName);
                }
            } else if !IMAGE_EXTENSIONS.contains(&ext) {
                self.problem(rel, ThemeIssue::UnsupportedFile);
            } else {
                self.problem(rel, ThemeIssue::SecondImage);
            }
        }
    }

    /// Paints every face, the back and the table, with the Customizable Wilds' `texts`.
    pub fn paint(&self, texts: &[String]) -> Art {
        Painter::new(self).art(texts)
    }
}

/// The files of a theme folder that may be images, and those in use.
pub(super) struct Scan {
    /// Files at the top and in `cards/` (any letter case), relative, with `/`.
    files: Vec<String>,
    /// Images in use, lower case.
    used: Vec<String>,
}

/// True for a relative path that stays inside the folder.
pub(super) fn inside(rel: &str) -> bool {
    let path = Path::new(rel);
    !rel.trim().is_empty()
        && path.components().all(|c| matches!(c, std::path::Component::Normal(_) | std::path::Component::CurDir))
}

/// The image file of a slot of the theme in `dir`: the one the manifest names, else
/// `<stem>.png`, `.jpg` or `.jpeg` in any letter case (as the loader finds it).
pub(super) fn image_file(dir: &Path, named: Option<&str>, stem: &str) -> Option<PathBuf> {
    if let Some(rel) = named {
        return (inside(rel) && dir.join(rel).is_file()).then(|| dir.join(rel));
    }
    let files = image_candidates(dir);
    IMAGE_EXTENSIONS
        .iter()
        .find_map(|ext| files.iter().find(|f| f.to_lowercase() == format!("{stem}.{ext}")))
        .map(|f| dir.join(f))
}

/// Editors' and systems' own files: hidden files, backups, swap files.
pub(super) fn is_junk(name: &str) -> bool {
    name.starts_with('.') || name.starts_with('#') || name.ends_with('~') || name.eq_ignore_ascii_case("Thumbs.db")
}

/// Files at the top of `dir` (but the manifest) and in its `cards` folder, in any letter case.
pub(super) fn image_candidates(dir: &Path) -> Vec<String> {
    let names = |d: &Path| -> Vec<(String, bool)> {
        let mut v: Vec<(String, bool)> = std::fs::read_dir(d)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| Some((e.file_name().into_string().ok()?, e.file_type().ok()?.is_dir())))
            .filter(|(n, _)| !is_junk(n))
            .collect();
        v.sort();
        v
    };
    let mut files = Vec::new();
    for (name, is_dir) in names(dir) {
        if is_dir && name.eq_ignore_ascii_case("cards") {
            files.extend(names(&dir.join(&name)).into_iter().filter(|(_, d)| !d).map(|(n, _)| format!("{name}/{n}")));
        } else if !is_dir && name != MANIFEST {
            files.push(name);
        }
    }
    files
}

/// A fingerprint of every file of a theme folder (names, sizes, modification times): when it
/// changes, the theme is read again.
pub fn fingerprint(dir: &Path) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut files = Vec::new();
    collect_files(dir, 0, &mut files);
    files.sort();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    files.hash(&mut h);
    h.finish()
}

fn collect_files(dir: &Path, depth: u32, out: &mut Vec<(PathBuf, u64, Option<std::time::SystemTime>)>) {
    if depth > 3 {
        return;
    }
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if entry.file_name().to_str().is_none_or(is_junk) {
            continue;
        }
        let path = entry.path();
        let Ok(meta) = entry.metadata() else { continue };
        if meta.is_dir() {
            collect_files(&path, depth + 1, out);
        } else {
            out.push((path, meta.len(), meta.modified().ok()));
        }
    }
}

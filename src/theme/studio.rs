//! The deck studio's document: a theme being made in the game, with pictures placed on cards,
//! backs and the table, its colours, name and author; undo and redo; and Save, which writes an
//! ordinary theme folder (so the loader, the picker, `--theme` and live reload read it unchanged).
//!
//! Plain Rust (no ECS): the game edits a [`Studio`] from its screen and paints it with the real
//! card painter on a worker thread.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use image::RgbaImage;

use super::paint::card_pixmap;
use super::{
    BuiltIn, CardOverride, FeltImage, ImageProblem, MANIFEST, Manifest, Shape, Symbols, Theme, ThemeSource, card_slug,
    decode_image,
};
use crate::engine::{Card, Colour, Kind};

/// Width of a saved card picture: the card's drawn size twice over.
pub const SAVED_W: u32 = super::CARD_W * 2;
/// Height of a saved card picture.
pub const SAVED_H: u32 = super::CARD_H * 2;
/// Size of a saved table picture (and of the table's frame in the studio): 16:9.
pub const TABLE_SIZE: (u32, u32) = (1920, 1080);
/// Longest side of a picture kept in the studio: a camera's 24 megapixels are brought down to
/// this once, on the worker, so that placing it is quick. Enough for a zoom of 4 on a saved card.
pub const WORK_SIDE: u32 = 2048;
/// The largest zoom (1 is the picture just covering the card).
pub const MAX_ZOOM: f32 = 5.0;
/// JPEG quality of saved pictures: a photo card at 500×736 is about 100 kB, and even pure noise
/// (the worst case) keeps a deck of eleven photos under 6 MB.
const JPEG_QUALITY: u8 = 80;

/// Where a picture can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// The back of every card.
    Back,
    /// One face.
    Face(Card),
    /// The table.
    Table,
}

impl Slot {
    /// The size the slot's picture is saved at, in pixels.
    pub fn saved_size(self) -> (u32, u32) {
        match self {
            Slot::Table => TABLE_SIZE,
            _ => (SAVED_W, SAVED_H),
        }
    }

    /// Its file's stem: `back`, `table`, `red-7`.
    pub fn slug(self) -> String {
        match self {
            Slot::Back => "back".into(),
            Slot::Table => "table".into(),
            Slot::Face(c) => card_slug(c),
        }
    }
}

/// The parts of the deck the studio shows together, each edited at once or card by card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// The back.
    Back,
    /// A colour's numbers, 0 to 9.
    Numbers(Colour),
    /// A colour's Skip, Reverse and Draw Two.
    Actions(Colour),
    /// One action of every colour: `Kind::Skip`, `Kind::Reverse` or `Kind::DrawTwo`.
    ActionAll(Kind),
    /// Wild, Wild Draw Four and Wild Swap Hands.
    Wilds,
    /// The three Customizable Wilds.
    Customizable,
    /// The table.
    Table,
}

impl Group {
    /// Every group, in the order the studio lists them.
    pub fn all() -> Vec<Group> {
        let mut v = vec![Group::Back];
        v.extend(Colour::ALL.map(Group::Numbers));
        v.extend(Colour::ALL.map(Group::Actions));
        v.extend([Kind::Skip, Kind::Reverse, Kind::DrawTwo].map(Group::ActionAll));
        v.extend([Group::Wilds, Group::Customizable, Group::Table]);
        v
    }

    /// The slots of the group.
    pub fn slots(self) -> Vec<Slot> {
        let faces = |f: &dyn Fn(Card) -> bool| Card::all().filter(|&c| f(c)).map(Slot::Face).collect();
        match self {
            Group::Back => vec![Slot::Back],
            Group::Table => vec![Slot::Table],
            Group::Numbers(c) => faces(&|card| card.colour() == Some(c) && matches!(card.kind(), Kind::Number(_))),
            Group::Actions(c) => faces(&|card| card.colour() == Some(c) && !matches!(card.kind(), Kind::Number(_))),
            Group::ActionAll(k) => faces(&|card| card.colour().is_some() && card.kind() == k),
            Group::Wilds => faces(&|card| matches!(card.kind(), Kind::Wild | Kind::WildDrawFour | Kind::SwapHands)),
            Group::Customizable => faces(&|card| matches!(card.kind(), Kind::Custom(_))),
        }
    }
}

/// What the studio edits: a group at once, or one slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selection {
    /// Every slot of a group.
    Group(Group),
    /// One slot.
    Slot(Slot),
}

impl Selection {
    /// The slots an edit changes.
    pub fn slots(self) -> Vec<Slot> {
        match self {
            Selection::Group(g) => g.slots(),
            Selection::Slot(s) => vec![s],
        }
    }

    /// The slot shown large.
    pub fn first(self) -> Slot {
        self.slots()[0]
    }
}

/// A picture brought into the studio, kept at most [`WORK_SIDE`] on a side.
#[derive(Debug)]
pub struct Picture {
    id: u64,
    image: RgbaImage,
}

static NEXT_PICTURE: AtomicU64 = AtomicU64::new(1);

impl Picture {
    /// `image`, brought down to [`WORK_SIDE`] on its longer side.
    pub fn new(image: RgbaImage) -> Arc<Picture> {
        let (w, h) = image.dimensions();
        let image = if w.max(h) > WORK_SIDE {
            let k = WORK_SIDE as f32 / w.max(h) as f32;
            let (nw, nh) = (((w as f32 * k).round() as u32).max(1), ((h as f32 * k).round() as u32).max(1));
            image::imageops::thumbnail(&image, nw, nh)
        } else {
            image
        };
        Arc::new(Picture { id: NEXT_PICTURE.fetch_add(1, Ordering::Relaxed), image })
    }

    /// A PNG or JPEG file (turned upright by its orientation tag), or why it cannot be used.
    pub fn open(path: &Path) -> Result<Arc<Picture>, ImageProblem> {
        decode_image(path).map(Picture::new)
    }

    /// PNG or JPEG bytes (a phone's upload), or why they cannot be used.
    pub fn from_bytes(bytes: &[u8]) -> Result<Arc<Picture>, ImageProblem> {
        super::images::decode_bytes(bytes).map(Picture::new)
    }

    /// The picture as kept.
    pub fn image(&self) -> &RgbaImage {
        &self.image
    }

    /// Its size as kept.
    pub fn size(&self) -> (u32, u32) {
        self.image.dimensions()
    }
}

/// Where a picture sits on its slot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// How far the picture's centre is right of the slot's centre, in slot widths.
    pub x: f32,
    /// How far the picture's centre is below the slot's centre, in slot heights.
    pub y: f32,
    /// 1: the picture just covers the slot; up to [`MAX_ZOOM`].
    pub zoom: f32,
}

impl Default for Placement {
    fn default() -> Placement {
        Placement { x: 0.0, y: 0.0, zoom: 1.0 }
    }
}

impl Placement {
    /// The nearest placement where a `picture`-sized picture still covers a `w`×`h` slot.
    pub fn clamped(self, picture: (u32, u32), (w, h): (u32, u32)) -> Placement {
        let zoom = if self.zoom.is_finite() { self.zoom.clamp(1.0, MAX_ZOOM) } else { 1.0 };
        let scale = cover(picture, (w, h)) * zoom;
        let room_x = ((picture.0 as f32 * scale - w as f32) / 2.0 / w as f32).max(0.0);
        let room_y = ((picture.1 as f32 * scale - h as f32) / 2.0 / h as f32).max(0.0);
        let fin = |v: f32| if v.is_finite() { v } else { 0.0 };
        Placement { x: fin(self.x).clamp(-room_x, room_x), y: fin(self.y).clamp(-room_y, room_y), zoom }
    }
}

/// The scale at which a `picture` just covers a `w`×`h` slot.
fn cover(picture: (u32, u32), (w, h): (u32, u32)) -> f32 {
    (w as f32 / picture.0.max(1) as f32).max(h as f32 / picture.1.max(1) as f32)
}

/// A picture on a slot.
#[derive(Clone, Debug)]
pub struct Placed {
    /// The picture.
    pub picture: Arc<Picture>,
    /// Where it sits.
    pub at: Placement,
}

impl PartialEq for Placed {
    fn eq(&self, other: &Placed) -> bool {
        self.picture.id == other.picture.id && self.at == other.at
    }
}

impl Placed {
    /// The slot's image at `w`×`h` pixels: the part of the picture the placement shows.
    pub fn render(&self, (w, h): (u32, u32)) -> RgbaImage {
        let pic = self.picture.size();
        let at = self.at.clamped(pic, (w, h));
        let scale = cover(pic, (w, h)) * at.zoom;
        // The slot's rectangle in the picture's pixels.
        let (cw, ch) = (w as f32 / scale, h as f32 / scale);
        let cx = pic.0 as f32 / 2.0 - at.x * w as f32 / scale;
        let cy = pic.1 as f32 / 2.0 - at.y * h as f32 / scale;
        let x0 = (cx - cw / 2.0).round().clamp(0.0, (pic.0 - 1) as f32) as u32;
        let y0 = (cy - ch / 2.0).round().clamp(0.0, (pic.1 - 1) as f32) as u32;
        let cw = (cw.round() as u32).clamp(1, pic.0 - x0);
        let ch = (ch.round() as u32).clamp(1, pic.1 - y0);
        let part = image::imageops::crop_imm(self.picture.image(), x0, y0, cw, ch).to_image();
        if cw > w * 2 {
            image::imageops::thumbnail(&part, w, h)
        } else {
            image::imageops::resize(&part, w, h, image::imageops::FilterType::Triangle)
        }
    }
}

/// A deck being made: the manifest (name, author, colours, shapes, texts) and the pictures.
#[derive(Clone, Debug, PartialEq)]
pub struct Deck {
    /// The theme's manifest; its image paths are written by [`Deck::save`].
    pub manifest: Manifest,
    /// The pictures, by slot.
    pub pictures: BTreeMap<Slot, Placed>,
    /// Font files of the theme it was opened from, kept as they are (path, bytes).
    fonts: Vec<(String, Vec<u8>)>,
}

/// Why a deck could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// A file or folder could not be written.
    #[error("{path}: {reason}")]
    Write {
        /// The file.
        path: PathBuf,
        /// The system's words.
        reason: String,
    },
}

impl Deck {
    /// A new deck in a built-in theme's colours, called `name`.
    pub fn from_built_in(b: &BuiltIn, name: &str) -> Deck {
        let mut manifest = super::loading::builtin_manifest(b);
        manifest.name = name.to_string();
        manifest.author = String::new();
        Deck { manifest, pictures: BTreeMap::new(), fonts: Vec::new() }
    }

    /// The theme of folder `dir` as a deck to edit: its manifest, its pictures (each just
    /// covering its slot) and its fonts. Returns the problems the loader found too.
    pub fn open(dir: &Path) -> (Deck, Vec<super::ThemeProblem>) {
        let theme = Theme::load(&ThemeSource::Folder(dir.to_path_buf()));
        let manifest = theme.manifest.clone();
        let mut pictures = BTreeMap::new();
        let slots = std::iter::once(Slot::Back).chain(Card::all().map(Slot::Face)).chain([Slot::Table]);
        let mut opened: BTreeMap<PathBuf, Arc<Picture>> = BTreeMap::new();
        for slot in slots {
            let loaded = match slot {
                Slot::Back => theme.back.is_some(),
                Slot::Table => theme.table.is_some(),
                Slot::Face(c) => theme.faces[c.index()].is_some(),
            };
            if !loaded {
                continue;
            }
            let named = match slot {
                Slot::Back => manifest.back.clone(),
                Slot::Table => manifest.table.clone(),
                Slot::Face(c) => manifest.cards.get(&c).and_then(|o| o.image.clone()),
            };
            let stem = match slot {
                Slot::Face(c) => format!("cards/{}", card_slug(c)),
                other => other.slug(),
            };
            let Some(path) = super::loading::image_file(dir, named.as_deref(), &stem) else { continue };
            let picture = match opened.get(&path) {
                Some(p) => p.clone(),
                None => match Picture::open(&path) {
                    Ok(p) => {
                        opened.insert(path, p.clone());
                        p
                    }
                    Err(_) => continue,
                },
            };
            pictures.insert(slot, Placed { picture, at: Placement::default() });
        }
        let fonts = [manifest.fonts.numbers.clone(), manifest.fonts.text.clone()]
            .into_iter()
            .flatten()
            .filter(|rel| super::loading::inside(rel))
            .filter_map(|rel| Some((rel.clone(), std::fs::read(dir.join(&rel)).ok()?)))
            .collect();
        let mut deck = Deck { manifest, pictures, fonts };
        deck.forget_image_paths();
        (deck, theme.problems)
    }

    /// The manifest without image paths: the pictures say what is on each slot.
    fn forget_image_paths(&mut self) {
        self.manifest.back = None;
        self.manifest.table = None;
        for o in self.manifest.cards.values_mut() {
            o.image = None;
        }
        self.manifest.cards.retain(|_, o| *o != CardOverride::default());
    }

    /// The picture of `slot`, if any.
    pub fn picture(&self, slot: Slot) -> Option<&Placed> {
        self.pictures.get(&slot)
    }

    /// Puts `picture` on every slot of `selection`, just covering each.
    pub fn put(&mut self, selection: Selection, picture: Arc<Picture>) {
        for slot in selection.slots() {
            self.pictures.insert(slot, Placed { picture: picture.clone(), at: Placement::default() });
        }
    }

    /// Takes the pictures off every slot of `selection`.
    pub fn take_off(&mut self, selection: Selection) {
        for slot in selection.slots() {
            self.pictures.remove(&slot);
        }
    }

    /// Places the pictures of `selection` at `at` (kept covering their slots).
    pub fn place(&mut self, selection: Selection, at: Placement) {
        for slot in selection.slots() {
            if let Some(p) = self.pictures.get_mut(&slot) {
                p.at = at.clamped(p.picture.size(), slot.saved_size());
            }
        }
    }

    /// The text printed on Customizable Wild `i` (empty: none).
    pub fn custom_text(&self, i: u8) -> &str {
        self.manifest.cards.get(&Card::custom(i)).and_then(|o| o.label.as_deref()).unwrap_or_default()
    }

    /// Prints `text` on Customizable Wild `i`.
    pub fn set_custom_text(&mut self, i: u8, text: &str) {
        let card = Card::custom(i);
        let o = self.manifest.cards.entry(card).or_default();
        o.label = (!text.trim().is_empty()).then(|| text.to_string());
        if *o == CardOverride::default() {
            self.manifest.cards.remove(&card);
        }
    }

    /// Draws a distinct shape on each colour's cards (the high-contrast theme's shapes).
    pub fn add_shapes(&mut self) {
        self.manifest.symbols.get_or_insert(SHAPES);
    }

    /// The theme as the game would load it from the saved folder: what the painter draws.
    pub fn theme(&self) -> Theme {
        self.theme_of(|_| true)
    }

    /// The theme with the pictures of the slots `wanted` only (enough to paint those).
    fn theme_of(&self, wanted: impl Fn(Slot) -> bool) -> Theme {
        let mut theme = Theme::from_manifest(self.manifest.clone());
        let mut rendered: Vec<(&Placed, (u32, u32), RgbaImage)> = Vec::new();
        for (&slot, placed) in self.pictures.iter().filter(|(s, _)| wanted(**s)) {
            // The same picture placed the same way on several cards is rendered once.
            let size = (super::CARD_W, super::CARD_H);
            let size = if slot == Slot::Table { (TABLE_SIZE.0 / 2, TABLE_SIZE.1 / 2) } else { size };
            let img = match rendered.iter().find(|(p, s, _)| *p == placed && *s == size) {
                Some((_, _, img)) => img.clone(),
                None => {
                    let img = placed.render(size);
                    rendered.push((placed, size, img.clone()));
                    img
                }
            };
            match slot {
                Slot::Back => theme.back = Some(card_pixmap(&img)),
                Slot::Face(c) => theme.faces[c.index()] = Some(card_pixmap(&img)),
                Slot::Table => {
                    theme.table = Some(FeltImage { width: img.width(), height: img.height(), rgba: img.into_raw() })
                }
            }
        }
        for (rel, bytes) in &self.fonts {
            let font = ab_glyph::FontArc::try_from_vec(bytes.clone()).ok();
            if Some(rel) == self.manifest.fonts.numbers.as_ref() {
                theme.numbers_font = font.clone();
            }
            if Some(rel) == self.manifest.fonts.text.as_ref() {
                theme.text_font = font;
            }
        }
        theme
    }

    /// `slots` as the game draws them, through the real painter: each face (a Customizable
    /// Wild without a match's text) and the back at the card's size, the table as a
    /// [`TABLE_PREVIEW`] picture (its colour, its picture over it).
    pub fn paint(&self, slots: &[Slot]) -> Vec<(Slot, tiny_skia::Pixmap)> {
        let theme = self.theme_of(|s| slots.contains(&s));
        let painter = super::Painter::new(&theme);
        let texts = vec![String::new(); 3];
        slots
            .iter()
            .map(|&slot| {
                let p = match slot {
                    Slot::Back => painter.back(),
                    Slot::Face(c) => painter.face(c, &texts),
                    Slot::Table => table_preview(&theme),
                };
                (slot, p)
            })
            .collect()
    }

    /// Writes the deck into `dir` as a theme folder: `theme.ron`, `back.jpg`, `table.jpg`, one
    /// picture per distinct placed picture in `pictures/` (the cards name theirs in the
    /// manifest) and the fonts it came with. The folder is written beside `dir` and then put in
    /// its place, so a failed save leaves the old one whole. Returns the files written.
    pub fn save(&self, dir: &Path) -> Result<Vec<PathBuf>, SaveError> {
        let parent = dir.parent().unwrap_or(Path::new("."));
        let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "deck".into());
        let fail = |path: &Path| {
            let path = path.to_path_buf();
            move |e: std::io::Error| SaveError::Write { path, reason: e.to_string() }
        };
        std::fs::create_dir_all(parent).map_err(fail(parent))?;
        let temp = parent.join(format!(".{name}.saving-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&temp);
        std::fs::create_dir_all(&temp).map_err(fail(&temp))?;
        let written = self.write_into(&temp).inspect_err(|_| {
            let _ = std::fs::remove_dir_all(&temp);
        })?;
        let old = parent.join(format!(".{name}.old-{}", std::process::id()));
        let had_old = dir.exists();
        if had_old {
            let _ = std::fs::remove_dir_all(&old);
            std::fs::rename(dir, &old).map_err(fail(dir))?;
        }
        if let Err(e) = std::fs::rename(&temp, dir) {
            if had_old {
                let _ = std::fs::rename(&old, dir);
            }
            let _ = std::fs::remove_dir_all(&temp);
            return Err(fail(dir)(e));
        }
        if had_old {
            let _ = std::fs::remove_dir_all(&old);
        }
        Ok(written.into_iter().map(|rel| dir.join(rel)).collect())
    }

    /// Writes every file into the empty folder `dir`; returns their relative paths.
    fn write_into(&self, dir: &Path) -> Result<Vec<String>, SaveError> {
        let mut manifest = self.manifest.clone();
        let mut written = Vec::new();
        let mut files: Vec<(&Placed, String)> = Vec::new();
        for (&slot, placed) in &self.pictures {
            let rel = match files.iter().find(|(p, _)| *p == placed && slot != Slot::Table) {
                Some((_, rel)) if !matches!(slot, Slot::Back) => rel.clone(),
                _ => {
                    let rel = match slot {
                        Slot::Back | Slot::Table => format!("{}.jpg", slot.slug()),
                        Slot::Face(_) => format!("pictures/{}.jpg", slot.slug()),
                    };
                    write_jpeg(&dir.join(&rel), &placed.render(slot.saved_size()))?;
                    written.push(rel.clone());
                    if slot != Slot::Table {
                        files.push((placed, rel.clone()));
                    }
                    rel
                }
            };
            match slot {
                Slot::Back => manifest.back = Some(rel),
                Slot::Table => manifest.table = Some(rel),
                Slot::Face(c) => manifest.cards.entry(c).or_default().image = Some(rel),
            }
        }
        for (rel, bytes) in &self.fonts {
            let path = dir.join(rel);
            if let Some(p) = path.parent() {
                std::fs::create_dir_all(p).map_err(|e| SaveError::Write { path: p.into(), reason: e.to_string() })?;
            }
            std::fs::write(&path, bytes).map_err(|e| SaveError::Write { path: path.clone(), reason: e.to_string() })?;
            written.push(rel.clone());
        }
        let text = manifest_text(&manifest);
        let path = dir.join(MANIFEST);
        std::fs::write(&path, text).map_err(|e| SaveError::Write { path, reason: e.to_string() })?;
        written.insert(0, MANIFEST.to_string());
        Ok(written)
    }
}

/// The size of the table's picture in the studio.
pub const TABLE_PREVIEW: (u32, u32) = (320, 180);

/// The table of `theme` as a small picture: its colour, its image over it.
fn table_preview(theme: &Theme) -> tiny_skia::Pixmap {
    let (w, h) = TABLE_PREVIEW;
    let mut p = tiny_skia::Pixmap::new(w, h).expect("preview size is valid");
    let [r, g, b] = theme.manifest.colours.table.0;
    p.fill(tiny_skia::Color::from_rgba8(r, g, b, 255));
    if let Some(t) = &theme.table
        && let Some(img) = RgbaImage::from_raw(t.width, t.height, t.rgba.clone())
    {
        let small = image::imageops::resize(&img, w, h, image::imageops::FilterType::Triangle);
        for (dst, src) in p.pixels_mut().iter_mut().zip(small.pixels()) {
            *dst = tiny_skia::ColorU8::from_rgba(src[0], src[1], src[2], 255).premultiply();
        }
    }
    p
}

/// The shapes "add shapes" draws: one a colour, as the high-contrast theme has them.
pub const SHAPES: Symbols =
    Symbols { red: Shape::Triangle, yellow: Shape::Circle, green: Shape::Square, blue: Shape::Diamond };

/// The manifest as RON, with a line saying what made it.
fn manifest_text(m: &Manifest) -> String {
    let config = ron::ser::PrettyConfig::new().struct_names(false).indentor("    ".to_string());
    let body = ron::ser::to_string_pretty(m, config).expect("a manifest serialises");
    format!(
        "// Made in UNO Party's deck studio (Settings → Card theme). Every field: README, \"Make a deck\".\n{body}\n"
    )
}

fn write_jpeg(path: &Path, img: &RgbaImage) -> Result<(), SaveError> {
    let fail = |reason: String| SaveError::Write { path: path.to_path_buf(), reason };
    if let Some(p) = path.parent() {
        std::fs::create_dir_all(p).map_err(|e| fail(e.to_string()))?;
    }
    let rgb = image::DynamicImage::ImageRgba8(img.clone()).to_rgb8();
    let file = std::fs::File::create(path).map_err(|e| fail(e.to_string()))?;
    let mut out = std::io::BufWriter::new(file);
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|e| fail(e.to_string()))?;
    std::io::Write::flush(&mut out).map_err(|e| fail(e.to_string()))
}

/// What kind of edit a change was: edits of one kind in one gesture (a drag, a slider, typing)
/// are undone together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// A picture put on or taken off.
    Picture,
    /// A picture moved or zoomed.
    Place,
    /// A colour changed (which one).
    Colour(ColourField),
    /// The name, author or a card's text typed.
    Text,
    /// Shapes added or removed, the frame switched.
    Options,
}

/// A colour the studio can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourField {
    /// A suit.
    Suit(Colour),
    /// The panel of wild cards.
    Wild,
    /// The back's panel.
    Back,
    /// Every card's edge.
    Edge,
    /// The table.
    Table,
}

impl ColourField {
    /// Every colour field, in the studio's order.
    pub const ALL: [ColourField; 8] = [
        ColourField::Suit(Colour::Red),
        ColourField::Suit(Colour::Yellow),
        ColourField::Suit(Colour::Green),
        ColourField::Suit(Colour::Blue),
        ColourField::Wild,
        ColourField::Back,
        ColourField::Edge,
        ColourField::Table,
    ];

    /// The colour in `colours` this field changes.
    pub fn of(self, colours: &mut super::Colours) -> &mut super::Rgb {
        match self {
            ColourField::Suit(Colour::Red) => &mut colours.red,
            ColourField::Suit(Colour::Yellow) => &mut colours.yellow,
            ColourField::Suit(Colour::Green) => &mut colours.green,
            ColourField::Suit(Colour::Blue) => &mut colours.blue,
            ColourField::Wild => &mut colours.wild,
            ColourField::Back => &mut colours.back,
            ColourField::Edge => &mut colours.edge,
            ColourField::Table => &mut colours.table,
        }
    }
}

/// The studio: the deck, where it is saved, what is selected, and its history.
#[derive(Clone, Debug)]
pub struct Studio {
    /// The deck as it stands.
    deck: Deck,
    /// The deck as last saved (or opened).
    saved: Deck,
    /// Whether the folder holds `saved` (a new deck is not on disk until its first Save).
    on_disk: bool,
    /// The folder Save writes.
    pub folder: PathBuf,
    /// What the edits change.
    pub selection: Selection,
    past: Vec<Deck>,
    future: Vec<Deck>,
    /// The kind of the last edit, while its gesture goes on.
    gesture: Option<EditKind>,
}

/// How many edits Undo goes back.
pub const HISTORY: usize = 200;

impl Studio {
    /// The studio on `deck`, saved to `folder`; `saved` says whether the folder already holds it.
    pub fn new(deck: Deck, folder: PathBuf, saved: bool) -> Studio {
        Studio {
            saved: deck.clone(),
            deck,
            on_disk: saved,
            folder,
            selection: Selection::Group(Group::Back),
            past: Vec::new(),
            future: Vec::new(),
            gesture: None,
        }
    }

    /// The deck as it stands.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// Changes the deck; one undo step per gesture of one kind.
    pub fn edit(&mut self, kind: EditKind, f: impl FnOnce(&mut Deck)) {
        let before = self.deck.clone();
        f(&mut self.deck);
        if self.deck == before {
            return;
        }
        if self.gesture != Some(kind) || !matches!(kind, EditKind::Place | EditKind::Colour(_) | EditKind::Text) {
            self.past.push(before);
            if self.past.len() > HISTORY {
                self.past.remove(0);
            }
        }
        self.future.clear();
        self.gesture = Some(kind);
    }

    /// The gesture is over (the drag released, the field left): the next edit is a new step.
    pub fn end_gesture(&mut self) {
        self.gesture = None;
    }

    /// Goes back one step; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(prev) = self.past.pop() else { return false };
        self.future.push(std::mem::replace(&mut self.deck, prev));
        self.gesture = None;
        true
    }

    /// Goes forward one step; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.future.pop() else { return false };
        self.past.push(std::mem::replace(&mut self.deck, next));
        self.gesture = None;
        true
    }

    /// Whether Undo has a step.
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// Whether Redo has a step.
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Whether the deck differs from what is saved.
    pub fn unsaved(&self) -> bool {
        !self.on_disk || self.deck != self.saved
    }

    /// Saves into the studio's folder.
    pub fn save(&mut self) -> Result<Vec<PathBuf>, SaveError> {
        let written = self.deck.save(&self.folder)?;
        self.saved = self.deck.clone();
        self.on_disk = true;
        self.gesture = None;
        Ok(written)
    }
}

/// A free folder of `themes_dir` for a deck called `name`: its name in lower case with `-`
/// (`Family photos` → `family-photos`), `-2`, `-3` … when taken.
pub fn free_folder(themes_dir: &Path, name: &str) -> PathBuf {
    let slug = super::deck_file::folder_slug(name);
    (1..)
        .map(|i| if i == 1 { themes_dir.join(&slug) } else { themes_dir.join(format!("{slug}-{i}")) })
        .find(|p| !p.exists())
        .expect("a free folder name")
}

#[cfg(test)]
mod tests;

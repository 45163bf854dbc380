//! `uno-party theme export DIR`: the default theme as a complete starting template.

use std::path::{Path, PathBuf};

use tiny_skia::Pixmap;

use super::paint::Painter;
use super::{BUILT_IN, MANIFEST, Theme, ThemeSource, card_slug};
use crate::engine::Card;

/// Why a template could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The folder already has files: the export never overwrites anything.
    #[error("{0} already exists and is not empty: choose a new or empty folder (nothing was written)")]
    NotEmpty(PathBuf),
    /// A file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// An image could not be encoded.
    #[error("{path}: {message}")]
    Encode {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        message: String,
    },
}

/// Writes the classic theme into `dir` (new or empty): `theme.ron` with every field explained,
/// `back.png`, `table.png` and `cards/<name>.png` for every face (the Customizable Wilds
/// without their text, which the game draws). Returns the files written.
pub fn export_default(dir: &Path) -> Result<Vec<PathBuf>, ExportError> {
    if std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some()) {
        return Err(ExportError::NotEmpty(dir.to_path_buf()));
    }
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| ExportError::Io { path, source }
    };
    std::fs::create_dir_all(dir.join("cards")).map_err(io(&dir.join("cards")))?;
    let theme = Theme::load(&ThemeSource::default_theme());
    let painter = Painter::new(&theme);
    let mut written = Vec::new();
    // The template's images draw their own numbers: the marks over images are off until photos
    // take their place.
    let manifest = BUILT_IN[0]
        .manifest
        .replacen("name: \"Classic\"", "name: \"My deck\"", 1)
        .replacen("author: \"UNO Party\"", "author: \"\"", 1)
        .replacen("    marks: true,", "    marks: false,", 1);
    let path = dir.join(MANIFEST);
    std::fs::write(&path, manifest).map_err(io(&path))?;
    written.push(path);
    let mut png = |rel: String, pixmap: &Pixmap| -> Result<(), ExportError> {
        let path = dir.join(rel);
        write_png(&path, pixmap)?;
        written.push(path);
        Ok(())
    };
    png("back.png".into(), &painter.back())?;
    png("table.png".into(), &table_pixmap(theme.manifest.colours.table.0))?;
    for card in Card::all() {
        png(format!("cards/{}.png", card_slug(card)), &painter.default_face(card))?;
    }
    Ok(written)
}

/// A felt-coloured table, a little lighter in the middle.
fn table_pixmap(c: [u8; 3]) -> Pixmap {
    let (w, h) = (1280u32, 720u32);
    let mut p = Pixmap::new(w, h).expect("table size is valid");
    let light = |k: f32, v: u8| (v as f32 * k).min(255.0) as u8;
    let stops = vec![
        tiny_skia::GradientStop::new(
            0.0,
            tiny_skia::Color::from_rgba8(light(1.35, c[0]), light(1.35, c[1]), light(1.35, c[2]), 255),
        ),
        tiny_skia::GradientStop::new(
            1.0,
            tiny_skia::Color::from_rgba8(light(0.8, c[0]), light(0.8, c[1]), light(0.8, c[2]), 255),
        ),
    ];
    let centre = tiny_skia::Point::from_xy(w as f32 / 2.0, h as f32 / 2.0);
    if let Some(shader) = tiny_skia::RadialGradient::new(
        centre,
        centre,
        w as f32 * 0.7,
        stops,
        tiny_skia::SpreadMode::Pad,
        tiny_skia::Transform::identity(),
    ) {
        let paint = tiny_skia::Paint { shader, ..tiny_skia::Paint::default() };
        let rect = tiny_skia::Rect::from_xywh(0.0, 0.0, w as f32, h as f32).expect("table rect");
        p.fill_rect(rect, &paint, tiny_skia::Transform::identity(), None);
    }
    p
}

/// Straight (not premultiplied) RGBA bytes of a pixmap.
pub fn rgba(p: &Pixmap) -> Vec<u8> {
    let mut data = Vec::with_capacity((p.width() * p.height() * 4) as usize);
    for px in p.pixels() {
        let c = px.demultiply();
        data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    data
}

fn write_png(path: &Path, p: &Pixmap) -> Result<(), ExportError> {
    let img = image::RgbaImage::from_raw(p.width(), p.height(), rgba(p)).expect("pixmap size matches");
    img.save_with_format(path, image::ImageFormat::Png)
        .map_err(|e| ExportError::Encode { path: path.to_path_buf(), message: e.to_string() })
}

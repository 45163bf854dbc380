//! Files for a test: a fresh folder of its own, and images to put in it.

use std::path::{Path, PathBuf};

/// A fresh, empty folder for one test.
pub(crate) fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-theme-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a PNG of one colour.
pub(crate) fn solid_png(path: &Path, w: u32, h: u32, rgba: [u8; 4]) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).unwrap();
    }
    image::RgbaImage::from_pixel(w, h, image::Rgba(rgba)).save_with_format(path, image::ImageFormat::Png).unwrap();
}

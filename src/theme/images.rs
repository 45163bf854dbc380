//! Reading a theme's image files: the sizes a card or table image may have, the file size limit,
//! and decoding with a message a player can act on.

use std::io::Cursor;
use std::path::Path;

use super::{ImageProblem, ReadProblem};

/// Largest theme file read (images, fonts, manifest), in bytes.
pub const MAX_FILE_BYTES: u64 = 40 * 1024 * 1024;

/// Smallest and largest card image: the proportions of a card (250 × 368) within 3 %.
pub const CARD_IMAGE_MIN: (u32, u32) = (125, 184);
/// See [`CARD_IMAGE_MIN`].
pub const CARD_IMAGE_MAX: (u32, u32) = (2000, 2944);
/// Smallest and largest side of a table image.
pub const TABLE_IMAGE_SIDES: (u32, u32) = (16, 4096);

/// Image file extensions a theme may use.
pub(super) const IMAGE_EXTENSIONS: [&str; 3] = ["png", "jpg", "jpeg"];

/// Largest side of an image the game decodes, in pixels.
pub const MAX_IMAGE_SIDE: u32 = 8192;

/// Reads a whole file of at most [`MAX_FILE_BYTES`].
pub(super) fn read_limited(path: &Path) -> Result<Vec<u8>, ReadProblem> {
    let meta = std::fs::metadata(path)?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadProblem::TooLarge(meta.len() >> 20));
    }
    Ok(std::fs::read(path)?)
}

/// Decodes a PNG or JPEG file, with the reason for the player when it cannot be used.
pub fn decode_image(path: &Path) -> Result<image::RgbaImage, ImageProblem> {
    let bytes = read_limited(path).map_err(ImageProblem::Unreadable)?;
    decode_bytes(&bytes)
}

/// Decodes PNG or JPEG bytes (at most [`MAX_IMAGE_SIDE`] a side, read from the header before
/// decoding), turned upright by their orientation tag.
pub fn decode_bytes(bytes: &[u8]) -> Result<image::RgbaImage, ImageProblem> {
    let unreadable = |e: std::io::Error| ImageProblem::Unreadable(ReadProblem::Other(e.to_string()));
    let reader = image::ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(unreadable)?;
    match reader.format() {
        Some(image::ImageFormat::Png | image::ImageFormat::Jpeg) => {}
        Some(other) => {
            let name = other.extensions_str().first().copied().unwrap_or("unknown").to_uppercase();
            return Err(ImageProblem::Format(name));
        }
        None => return Err(ImageProblem::NotAnImage),
    }
    let damaged = |e: image::ImageError| ImageProblem::Damaged(e.to_string());
    let (w, h) = reader.into_dimensions().map_err(damaged)?;
    if w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE {
        return Err(ImageProblem::TooLarge(w, h));
    }
    let mut reader = image::ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(unreadable)?;
    reader.no_limits();
    let mut decoder = reader.into_decoder().map_err(damaged)?;
    // A phone's photo stored sideways with an orientation tag is turned upright.
    let orientation =
        image::ImageDecoder::orientation(&mut decoder).unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut img = image::DynamicImage::from_decoder(decoder).map_err(damaged)?;
    img.apply_orientation(orientation);
    Ok(img.to_rgba8())
}

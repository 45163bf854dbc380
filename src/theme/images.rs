//! Reading a theme's image files: the sizes a card or table image may have, the file size limit,
//! and decoding with a message a player can act on.

use std::io::Cursor;
use std::path::Path;

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

pub(super) fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "it is missing".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::FileTooLarge => e.to_string(),
        _ => e.to_string(),
    }
}

/// Reads a whole file of at most [`MAX_FILE_BYTES`].
pub(super) fn read_limited(path: &Path) -> std::io::Result<Vec<u8>> {
    let meta = std::fs::metadata(path)?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            format!(
                "the file is {} MB, more than the {} MB a theme file may have",
                meta.len() >> 20,
                MAX_FILE_BYTES >> 20
            ),
        ));
    }
    std::fs::read(path)
}

/// Decodes a PNG or JPEG file, with a message for the player when it cannot be used.
pub fn decode_image(path: &Path) -> Result<image::RgbaImage, String> {
    let bytes = read_limited(path).map_err(|e| format!("cannot be read ({})", io_reason(&e)))?;
    let reader = image::ImageReader::new(Cursor::new(&bytes[..]))
        .with_guessed_format()
        .map_err(|e| format!("cannot be read ({e})"))?;
    match reader.format() {
        Some(image::ImageFormat::Png | image::ImageFormat::Jpeg) => {}
        Some(other) => {
            return Err(format!(
                "is a {} image, which is not supported: use PNG or JPEG",
                other.extensions_str().first().copied().unwrap_or("unknown").to_uppercase()
            ));
        }
        None => return Err("is not an image the game can read: use PNG or JPEG".into()),
    }
    let (w, h) = reader.into_dimensions().map_err(|e| format!("is damaged or not a PNG/JPEG image ({e})"))?;
    if w > 8192 || h > 8192 {
        return Err(format!("is {w}×{h} pixels, too large to use (at most 8192 on a side)"));
    }
    let mut reader = image::ImageReader::new(Cursor::new(&bytes[..]))
        .with_guessed_format()
        .map_err(|e| format!("cannot be read ({e})"))?;
    reader.no_limits();
    let damaged = |e: image::ImageError| format!("is damaged or not a PNG/JPEG image ({e})");
    let mut decoder = reader.into_decoder().map_err(damaged)?;
    // A phone's photo stored sideways with an orientation tag is turned upright.
    let orientation =
        image::ImageDecoder::orientation(&mut decoder).unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut img = image::DynamicImage::from_decoder(decoder).map_err(damaged)?;
    img.apply_orientation(orientation);
    Ok(img.to_rgba8())
}

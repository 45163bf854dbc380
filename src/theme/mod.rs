//! Card themes: a folder with a `theme.ron` manifest (name, author, the suit colours, fonts,
//! colour-blind symbols, per-card overrides) and images for any subset of the card faces, the back
//! and the table. Whatever a theme does not give, or gives broken, is drawn by the default art in
//! the theme's colours, and every problem becomes a message naming the file. Loading never writes
//! to the theme's folder.
//!
//! Plain Rust (no ECS): the game paints a theme on a worker thread and only swaps textures.

pub mod colour_check;
mod deck_file;
mod export;
mod images;
mod loading;
mod manifest;
mod paint;
pub mod studio;

use std::fmt;

pub use deck_file::*;
pub use export::{ExportError, export_default, rgba};
pub use images::*;
pub use loading::*;
pub use manifest::*;
pub use paint::{Art, CARD_H, CARD_W, FeltImage, Painter};

/// Something wrong with a theme, for the player: which file, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeProblem {
    /// The file, relative to the theme folder where possible.
    pub file: String,
    /// What is wrong and what is drawn instead, in English (logs, the layout report, the command
    /// line): the game shows [`ThemeProblem::issue`] in the player's language.
    pub message: String,
    /// What is wrong and what is drawn instead.
    pub issue: ThemeIssue,
}

impl ThemeProblem {
    /// The problem `issue` with `file`.
    pub fn new(file: impl Into<String>, issue: ThemeIssue) -> ThemeProblem {
        ThemeProblem { file: file.into(), message: issue.to_string(), issue }
    }
}

impl fmt::Display for ThemeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

/// What is wrong with a theme's file, and what is drawn instead. Each says what the file is or
/// lacks, after its name (`back.png: is missing …`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThemeIssue {
    /// The theme asked for is neither a built-in one (these), nor a folder of the themes folder,
    /// nor a folder path.
    #[error(
        "no such theme: not a built-in one ({built_in}), not a folder in {themes_dir}, not a folder path; the classic art is used"
    )]
    NoSuchTheme {
        /// The built-in themes' names, with commas.
        built_in: String,
        /// The themes folder.
        themes_dir: String,
    },
    /// The theme's folder is gone.
    #[error("the theme folder is missing; the classic art is used")]
    FolderMissing,
    /// The manifest is not valid RON.
    #[error("{0}. Default colours are used.")]
    Manifest(Box<crate::ron_file::RonError>),
    /// The manifest is not text.
    #[error("is not UTF-8 text. Default colours are used.")]
    ManifestNotText,
    /// The theme has no manifest.
    #[error("is missing: default colours are used (a theme needs one, with at least a name)")]
    ManifestMissing,
    /// The manifest cannot be read.
    #[error("cannot be read ({0}). Default colours are used.")]
    ManifestUnreadable(ReadProblem),
    /// A path in the manifest leaves the theme folder.
    #[error(
        "must be a path inside the theme folder (like photos/us.jpg), so that the theme travels whole; it is not used"
    )]
    Outside,
    /// A font file that is no font.
    #[error("is not a TrueType or OpenType font; the default font is used")]
    NotAFont,
    /// A font file that cannot be read.
    #[error("cannot be read ({0}); the default font is used")]
    FontUnreadable(ReadProblem),
    /// An image the manifest names is not there.
    #[error("is missing (named in {MANIFEST}); the default art is used")]
    NamedImageMissing,
    /// A card image of the wrong size or proportions: width and height in pixels.
    #[error(
        "is {0}×{1} pixels; a card image has the proportions of a card, {CARD_W}×{CARD_H} (or for example 500×736), from {min_w}×{min_h} to {max_w}×{max_h}. The default art is used.",
        min_w = CARD_IMAGE_MIN.0,
        min_h = CARD_IMAGE_MIN.1,
        max_w = CARD_IMAGE_MAX.0,
        max_h = CARD_IMAGE_MAX.1
    )]
    CardImageSize(u32, u32),
    /// A table image too small or too large: width and height in pixels.
    #[error(
        "is {0}×{1} pixels; a table image has sides from {lo} to {hi} pixels. The plain table colour is used.",
        lo = TABLE_IMAGE_SIDES.0,
        hi = TABLE_IMAGE_SIDES.1
    )]
    TableImageSize(u32, u32),
    /// A card or back image that cannot be used.
    #[error("{0}; the default art is used")]
    CardImage(ImageProblem),
    /// A table image that cannot be used.
    #[error("{0}; the plain table colour is used")]
    TableImage(ImageProblem),
    /// A file in `cards/` whose name is no card's.
    #[error(
        "is not the name of a card, so it is not used (names look like red-7.png, blue-skip.png, green-draw-two.png, wild-draw-four.png, customizable-wild-1.png)"
    )]
    NotACardName,
    /// An image file of a kind the game does not read.
    #[error("is not in a supported format: use PNG or JPEG (.png, .jpg); it is not used")]
    UnsupportedFile,
    /// A second image for the same card.
    #[error("is not used: another image for the same card comes first (.png, then .jpg, then .jpeg)")]
    SecondImage,
}

/// Why an image file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImageProblem {
    /// The file cannot be read.
    #[error("cannot be read ({0})")]
    Unreadable(ReadProblem),
    /// An image of another format (its usual extension, in capitals).
    #[error("is a {0} image, which is not supported: use PNG or JPEG")]
    Format(String),
    /// Not an image at all.
    #[error("is not an image the game can read: use PNG or JPEG")]
    NotAnImage,
    /// A damaged image: the decoder's words.
    #[error("is damaged or not a PNG/JPEG image ({0})")]
    Damaged(String),
    /// Too many pixels: width and height.
    #[error("is {0}×{1} pixels, too large to use (at most {MAX_IMAGE_SIDE} on a side)")]
    TooLarge(u32, u32),
}

/// Why a theme's file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadProblem {
    /// The file is not there.
    #[error("it is missing")]
    Missing,
    /// The system does not let the game read it.
    #[error("permission denied")]
    PermissionDenied,
    /// Larger than [`MAX_FILE_BYTES`]: its size in MB.
    #[error("the file is {0} MB, more than the {max} MB a theme file may have", max = MAX_FILE_BYTES >> 20)]
    TooLarge(u64),
    /// Another reason, in the system's words.
    #[error("{0}")]
    Other(String),
}

impl From<std::io::Error> for ReadProblem {
    fn from(e: std::io::Error) -> ReadProblem {
        match e.kind() {
            std::io::ErrorKind::NotFound => ReadProblem::Missing,
            std::io::ErrorKind::PermissionDenied => ReadProblem::PermissionDenied,
            _ => ReadProblem::Other(e.to_string()),
        }
    }
}

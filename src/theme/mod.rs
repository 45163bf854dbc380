//! Card themes: a folder with a `theme.ron` manifest (name, author, the suit colours, fonts,
//! colour-blind symbols, per-card overrides) and images for any subset of the card faces, the back
//! and the table. Whatever a theme does not give, or gives broken, is drawn by the default art in
//! the theme's colours, and every problem becomes a message naming the file. Loading never writes
//! to the theme's folder.
//!
//! Plain Rust (no ECS): the game paints a theme on a worker thread and only swaps textures.

mod export;
mod images;
mod loading;
mod manifest;
mod paint;

use std::fmt;

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
    /// What is wrong and what is drawn instead.
    pub message: String,
}

impl fmt::Display for ThemeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

//! A theme's manifest, `theme.ron`: its name and author, the suit colours, fonts, colour-blind
//! symbols and per-card overrides.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::{Card, Colour};

/// The manifest's file name in a theme folder.
pub const MANIFEST: &str = "theme.ron";

/// An sRGB colour, written `"#RRGGBB"` in a manifest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub [u8; 3]);

impl Rgb {
    const fn new(r: u8, g: u8, b: u8) -> Rgb {
        Rgb([r, g, b])
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02X}{:02X}{:02X}", self.0[0], self.0[1], self.0[2])
    }
}

impl std::str::FromStr for Rgb {
    type Err = String;
    fn from_str(s: &str) -> Result<Rgb, String> {
        // In the reader's words, so that the message names the line and field (and says it in
        // the player's language: `RonProblem::NotAColour`).
        let bad = || crate::ron_file::RonProblem::NotAColour(s.to_string()).to_string();
        let hex = s.trim().strip_prefix('#').ok_or_else(bad)?;
        if hex.len() != 6 || !hex.is_ascii() {
            return Err(bad());
        }
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| bad());
        Ok(Rgb([byte(0)?, byte(2)?, byte(4)?]))
    }
}

impl Serialize for Rgb {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Rgb {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rgb, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// A theme's manifest, `theme.ron`. Only `name` is needed; everything else has a default.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The theme's name, shown in the picker.
    pub name: String,
    /// Who made it.
    #[serde(default)]
    pub author: String,
    /// The colours of the default art.
    #[serde(default)]
    pub colours: Colours,
    /// Font files for the card art.
    #[serde(default)]
    pub fonts: Fonts,
    /// A distinct shape for each colour, drawn on every coloured card (for colour-blind players).
    #[serde(default)]
    pub symbols: Option<Symbols>,
    /// The back image, when not `back.png` (or `.jpg`).
    #[serde(default)]
    pub back: Option<String>,
    /// The table image, when not `table.png` (or `.jpg`).
    #[serde(default)]
    pub table: Option<String>,
    /// Per-card overrides, by card name (`"Red 7"`, `"Wild Draw Four"`, `"Customizable Wild 1"`).
    #[serde(default)]
    pub cards: BTreeMap<Card, CardOverride>,
    /// Draw the card's rim (and, on faces, the corner indices) over image cards, so that a fanned
    /// hand can be counted and a photo card still says which card it is. On by default.
    #[serde(default = "yes")]
    pub frame: bool,
    /// With `frame`, over image faces also draw the number or symbol in the middle on a plate and
    /// the colour's shapes on dark discs, so that a photo card still says which card it is. On by
    /// default; off for images that draw their own (the exported template's).
    #[serde(default = "yes")]
    pub marks: bool,
}

pub(super) fn yes() -> bool {
    true
}

impl Manifest {
    /// The manifest of a theme that only has a name.
    pub fn named(name: &str) -> Manifest {
        Manifest {
            name: name.to_string(),
            author: String::new(),
            colours: Colours::default(),
            fonts: Fonts::default(),
            symbols: None,
            back: None,
            table: None,
            cards: BTreeMap::new(),
            frame: true,
            marks: true,
        }
    }

    /// Reads a manifest; the error names the line and field.
    pub fn from_ron(text: &str) -> Result<Manifest, crate::ron_file::RonError> {
        let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        crate::ron_file::parse_ron(text, &options)
    }

    /// The theme's name as a damaged manifest still gives it (its `name: "…"` field), so that
    /// the theme is called by its name rather than by its folder's.
    pub fn name_in(text: &str) -> Option<String> {
        let mut rest = text;
        while let Some(at) = rest.find("name") {
            let before = &rest[..at];
            let after = rest[at + 4..].trim_start();
            rest = &rest[at + 4..];
            // The field itself, not "author_name" or a name inside a string.
            if before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(value) = after.strip_prefix(':').map(str::trim_start) else { continue };
            let Some(value) = value.strip_prefix('"') else { continue };
            // The whole string, closed on its line.
            let end = value.find(['"', '\n'])?;
            let name = value[..end].trim();
            return (value[end..].starts_with('"') && !name.is_empty()).then(|| name.to_string());
        }
        None
    }
}

/// The colours of the default art.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Colours {
    /// Red cards.
    pub red: Rgb,
    /// Yellow cards.
    pub yellow: Rgb,
    /// Green cards.
    pub green: Rgb,
    /// Blue cards.
    pub blue: Rgb,
    /// The panel of wild cards.
    pub wild: Rgb,
    /// The panel of the back.
    pub back: Rgb,
    /// The edge of every card.
    pub edge: Rgb,
    /// The table (under a table image, if any).
    pub table: Rgb,
}

impl Default for Colours {
    fn default() -> Colours {
        Colours {
            red: Rgb::new(218, 41, 41),
            yellow: Rgb::new(238, 186, 28),
            green: Rgb::new(36, 158, 72),
            blue: Rgb::new(28, 98, 206),
            wild: Rgb::new(24, 24, 30),
            back: Rgb::new(20, 28, 48),
            edge: Rgb::new(255, 255, 255),
            table: Rgb::new(10, 56, 36),
        }
    }
}

impl Colours {
    /// The colour of a suit.
    pub fn suit(&self, c: Colour) -> Rgb {
        match c {
            Colour::Red => self.red,
            Colour::Yellow => self.yellow,
            Colour::Green => self.green,
            Colour::Blue => self.blue,
        }
    }
}

/// Font files (TrueType or OpenType), relative to the theme folder.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Fonts {
    /// Numbers, `+2`, `+4` and the corner indices.
    pub numbers: Option<String>,
    /// The Customizable Wilds' texts and labels.
    pub text: Option<String>,
}

/// The shape drawn for each colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Symbols {
    /// Red cards.
    pub red: Shape,
    /// Yellow cards.
    pub yellow: Shape,
    /// Green cards.
    pub green: Shape,
    /// Blue cards.
    pub blue: Shape,
}

impl Symbols {
    /// The shape of a suit.
    pub fn of(&self, c: Colour) -> Shape {
        match c {
            Colour::Red => self.red,
            Colour::Yellow => self.yellow,
            Colour::Green => self.green,
            Colour::Blue => self.blue,
        }
    }
}

/// A colour-blind symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shape {
    /// A disc.
    Circle,
    /// A triangle pointing up.
    Triangle,
    /// A square.
    Square,
    /// A square on its corner.
    Diamond,
    /// A five-pointed star.
    Star,
    /// A plus-shaped cross.
    Cross,
}

impl Shape {
    /// The outline of a triangle, square or diamond of radius 1 around the origin (y down); `None`
    /// for the shapes drawn otherwise. The cards and the on-screen symbols share these points.
    pub fn convex_outline(self) -> Option<&'static [(f32, f32)]> {
        match self {
            Shape::Triangle => Some(&[(0.0, -1.0), (1.0, 0.75), (-1.0, 0.75)]),
            Shape::Square => Some(&[(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]),
            Shape::Diamond => Some(&[(0.0, -1.05), (0.85, 0.0), (0.0, 1.05), (-0.85, 0.0)]),
            Shape::Circle | Shape::Star | Shape::Cross => None,
        }
    }

    /// The star's ten points, outer and inner in turn from the top, radius 1 (y down).
    pub fn star_points() -> [(f32, f32); 10] {
        std::array::from_fn(|i| {
            let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            let k = if i % 2 == 0 { 1.05 } else { 0.45 };
            (a.cos() * k, a.sin() * k)
        })
    }
}

/// What a theme changes on one card.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CardOverride {
    /// An image for this face, relative to the theme folder (instead of `cards/<name>.png`).
    pub image: Option<String>,
    /// Text in the middle of the default art instead of the number or symbol.
    pub label: Option<String>,
    /// The panel colour of this face in the default art.
    pub colour: Option<Rgb>,
}

/// The file-name stem of a face's image in `cards/`: `red-7`, `blue-draw-two`, `wild-draw-four`,
/// `customizable-wild-1`.
pub fn card_slug(card: Card) -> String {
    card.to_string().to_ascii_lowercase().replace(' ', "-")
}

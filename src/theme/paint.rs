//! The default card art, drawn on the CPU in a theme's colours and fonts (flat colours, a white
//! disc with the value, corner indices, optional colour-blind symbols), with the theme's images
//! laid over it where it has them.

use ab_glyph::{Font, FontArc, PxScale, ScaleFont, point};
use tiny_skia::{FillRule, Mask, Paint, PathBuilder, Pixmap, PixmapPaint, Stroke, Transform};

use super::{Rgb, Shape, Theme};
use crate::engine::{Card, Colour, Kind};

/// Width of a card image in pixels.
pub const CARD_W: u32 = 250;
/// Height of a card image in pixels.
pub const CARD_H: u32 = 368;

/// Corner radius of a card at [`CARD_W`].
const RADIUS: f32 = 24.0;

/// A table image as RGBA bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeltImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Straight (not premultiplied) RGBA, row by row.
    pub rgba: Vec<u8>,
}

/// Every image of a theme, ready for the screen.
#[derive(Clone, Debug)]
pub struct Art {
    /// Each face, by face index.
    pub faces: Vec<Pixmap>,
    /// The back.
    pub back: Pixmap,
    /// The table, when the theme has an image for it.
    pub table: Option<FeltImage>,
    /// The colour of the table.
    pub table_colour: Rgb,
}

/// Draws the cards of one theme.
pub struct Painter<'a> {
    theme: &'a Theme,
    numbers: Letters,
    text: Letters,
}

/// A font with a fallback for the letters it lacks: every character is drawn from the first of
/// the two that has it.
#[derive(Clone)]
struct Letters {
    main: FontArc,
    fallback: FontArc,
}

impl Letters {
    fn new(main: FontArc) -> Letters {
        let fallback =
            FontArc::try_from_slice(epaint_default_fonts::HACK_REGULAR).expect("egui's Hack is a valid font");
        Letters { main, fallback }
    }

    /// The font that draws `ch`, and its glyph there.
    fn glyph(&self, ch: char) -> (&FontArc, ab_glyph::GlyphId) {
        let id = self.main.glyph_id(ch);
        if id.0 != 0 || ch.is_whitespace() {
            return (&self.main, id);
        }
        match self.fallback.glyph_id(ch) {
            f if f.0 != 0 => (&self.fallback, f),
            _ => (&self.main, id),
        }
    }

    /// How far `ch` advances the pen at `scale`.
    fn advance(&self, ch: char, scale: PxScale) -> f32 {
        let (font, id) = self.glyph(ch);
        font.as_scaled(scale).h_advance(id)
    }

    /// The width of `s` at `scale`.
    fn width(&self, s: &str, scale: PxScale) -> f32 {
        s.chars().map(|c| self.advance(c, scale)).sum()
    }
}

/// A line of a card's text, in glyph heights.
const LINE: f32 = 1.15;
const DARK: [u8; 3] = [24, 24, 30];
const WHITE: [u8; 3] = [255, 255, 255];

/// The built-in font: Fira Mono Medium, the subset Bevy 0.19 ships as its default font, kept in
/// `assets/fonts` (with its licence) so that the game needs none of Bevy's text rendering.
const FIRA_MONO: &[u8] = include_bytes!("../../assets/fonts/FiraMono-subset.ttf");

/// The built-in font.
fn default_font() -> FontArc {
    FontArc::try_from_slice(FIRA_MONO).expect("the built-in font is a valid font")
}

/// A theme's card image scaled to the card size, with rounded corners.
pub(super) fn card_pixmap(img: &image::RgbaImage) -> Pixmap {
    let scaled = if img.width() > CARD_W * 2 {
        image::imageops::thumbnail(img, CARD_W, CARD_H)
    } else {
        image::imageops::resize(img, CARD_W, CARD_H, image::imageops::FilterType::Triangle)
    };
    let mut p = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
    for (dst, src) in p.pixels_mut().iter_mut().zip(scaled.pixels()) {
        *dst = tiny_skia::ColorU8::from_rgba(src[0], src[1], src[2], src[3]).premultiply();
    }
    let mut out = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
    let mut mask = Mask::new(CARD_W, CARD_H).expect("card size is valid");
    if let Some(path) = rounded(0.0, 0.0, CARD_W as f32, CARD_H as f32, RADIUS) {
        mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
    }
    out.draw_pixmap(0, 0, p.as_ref(), &PixmapPaint::default(), Transform::identity(), Some(&mask));
    out
}

impl<'a> Painter<'a> {
    /// A painter for `theme`, with its fonts or the built-in one.
    pub fn new(theme: &'a Theme) -> Painter<'a> {
        let numbers = Letters::new(theme.numbers_font.clone().unwrap_or_else(default_font));
        let text = Letters::new(theme.text_font.clone().unwrap_or_else(default_font));
        Painter { theme, numbers, text }
    }

    /// Every image, with the Customizable Wilds' `texts`.
    pub fn art(&self, texts: &[String]) -> Art {
        Art {
            faces: Card::all().map(|c| self.face(c, texts)).collect(),
            back: self.back(),
            table: self.theme.table.clone(),
            table_colour: self.theme.manifest.colours.table,
        }
    }

    fn suit(&self, c: Colour) -> [u8; 3] {
        self.theme.manifest.colours.suit(c).0
    }

    /// One face: the theme's image over the default art, and a Customizable Wild's text on top.
    pub fn face(&self, card: Card, texts: &[String]) -> Pixmap {
        let mut p = self.default_face(card);
        if let Some(img) = &self.theme.faces[card.index()] {
            p.draw_pixmap(0, 0, img.as_ref(), &PixmapPaint::default(), Transform::identity(), None);
            if self.theme.manifest.frame {
                self.rim(&mut p);
                self.corners(&mut p, card);
                if self.theme.manifest.marks {
                    self.marks_on_picture(&mut p, card);
                }
            }
        }
        if let Kind::Custom(i) = card.kind() {
            let text = texts.get(i as usize).map(String::as_str).unwrap_or_default();
            let (w, h) = (CARD_W as f32, CARD_H as f32);
            let (max_w, cy) = (w - 50.0, h * 0.62);
            let (lines, size) = self.fit_lines(text, max_w, h * 0.3);
            if self.theme.faces[card.index()].is_some() && !lines.is_empty() {
                // A band behind the text keeps it readable over any picture.
                let band_h = lines.len() as f32 * size * LINE + size * 0.8;
                let band = rounded(18.0, cy - band_h / 2.0, w - 36.0, band_h, 14.0);
                let mut paint = paint_of(DARK);
                paint.set_color_rgba8(DARK[0], DARK[1], DARK[2], 190);
                if let Some(path) = band {
                    p.fill_path(&path, &paint, FillRule::Winding, Transform::identity(), None);
                }
            }
            self.draw_lines(&mut p, &lines, (w / 2.0, cy), max_w, size);
        }
        p
    }

    /// The default art of a face, in the theme's colours, without a Customizable Wild's text.
    pub fn default_face(&self, card: Card) -> Pixmap {
        let colours = &self.theme.manifest.colours;
        let over = self.theme.manifest.cards.get(&card);
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let mut p = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
        fill(&mut p, rounded(0.0, 0.0, w, h, RADIUS), colours.edge.0);
        let panel = over.and_then(|o| o.colour).map(|c| c.0).unwrap_or_else(|| match card.colour() {
            Some(c) => self.suit(c),
            None => colours.wild.0,
        });
        fill(&mut p, rounded(11.0, 11.0, w - 22.0, h - 22.0, 17.0), panel);
        let (cx, cy) = (w / 2.0, h / 2.0);
        let r = w * 0.34;
        let label = over.and_then(|o| o.label.as_deref()).filter(|l| !l.trim().is_empty());
        match card.kind() {
            // Symbols in the quarters only where nothing is drawn over them.
            Kind::Wild => self.quadrants(&mut p, cx, cy, r, true),
            Kind::WildDrawFour | Kind::SwapHands => self.quadrants(&mut p, cx, cy, r, false),
            // A label takes the disc's place; the card's text stays below.
            Kind::Custom(_) if label.is_some() => {}
            Kind::Custom(_) => self.quadrants(&mut p, cx, h * 0.3, r * 0.55, true),
            _ => fill_circle(&mut p, cx, cy, r, WHITE),
        }
        let ink = card.colour().map(|c| self.suit(c)).unwrap_or(WHITE);
        if let Some(label) = label {
            let size = if label.chars().count() <= 2 { h * 0.3 } else { h * 0.12 };
            let y = if matches!(card.kind(), Kind::Custom(_)) { h * 0.3 } else { cy };
            text(&self.text, &mut p, label, (cx, y), size, ink, Some((DARK, 3.0)));
        } else {
            match card.kind() {
                Kind::Number(n) => {
                    text(&self.numbers, &mut p, &n.to_string(), (cx, cy), h * 0.42, ink, Some((DARK, 4.0)));
                    if n == 6 || n == 9 {
                        underline(&mut p, cx, cy + h * 0.17, w * 0.14, 7.0, ink);
                    }
                }
                Kind::Skip => skip_icon(&mut p, cx, cy, r * 0.62, ink),
                Kind::Reverse => reverse_icon(&mut p, cx, cy, r * 0.7, ink),
                Kind::DrawTwo => text(&self.numbers, &mut p, "+2", (cx, cy), h * 0.3, ink, Some((DARK, 4.0))),
                Kind::Wild | Kind::Custom(_) => {}
                Kind::WildDrawFour => text(&self.numbers, &mut p, "+4", (cx, cy), h * 0.3, WHITE, Some((DARK, 5.0))),
                Kind::SwapHands => swap_icon(&mut p, cx, cy, r * 0.75, WHITE),
            }
        }
        // The colour's symbol at the bottom, where the fanned hand still shows it upside down.
        if let (Some(symbols), Some(c)) = (&self.theme.manifest.symbols, card.colour()) {
            shape(&mut p, symbols.of(c), cx, h * 0.86, 17.0, WHITE);
            shape(&mut p, symbols.of(c), cx, h * 0.14, 17.0, WHITE);
        }
        self.corners(&mut p, card);
        p
    }

    /// Over a picture, what says which card it is stays legible: the value (or a Customizable
    /// Wild's label) in the middle on a plate, and the colour's shapes on dark discs.
    fn marks_on_picture(&self, p: &mut Pixmap, card: Card) {
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let (cx, cy) = (w / 2.0, h / 2.0);
        let ink = card.colour().map(|c| self.suit(c)).unwrap_or(WHITE);
        let plate = |p: &mut Pixmap, x: f32, y: f32, r: f32, c: [u8; 3], alpha: u8| {
            if let Some(path) = PathBuilder::from_circle(x, y, r) {
                let mut paint = paint_of(c);
                paint.set_color_rgba8(c[0], c[1], c[2], alpha);
                p.fill_path(&path, &paint, FillRule::Winding, Transform::identity(), None);
            }
        };
        let label =
            self.theme.manifest.cards.get(&card).and_then(|o| o.label.as_deref()).filter(|l| !l.trim().is_empty());
        let r = w * 0.2;
        match (card.kind(), label) {
            (Kind::Custom(_), Some(label)) => {
                let (lines, size) = self.fit_lines(label, w - 60.0, h * 0.18);
                let band_h = lines.len() as f32 * size * LINE + size * 0.8;
                let mut paint = paint_of(DARK);
                paint.set_color_rgba8(DARK[0], DARK[1], DARK[2], 190);
                if let Some(path) = rounded(18.0, h * 0.3 - band_h / 2.0, w - 36.0, band_h, 14.0) {
                    p.fill_path(&path, &paint, FillRule::Winding, Transform::identity(), None);
                }
                self.draw_lines(p, &lines, (cx, h * 0.3), w - 60.0, size);
            }
            (_, Some(label)) => {
                plate(p, cx, cy, r, WHITE, 210);
                let size = if label.chars().count() <= 2 { h * 0.2 } else { h * 0.08 };
                text(&self.text, p, label, (cx, cy), size, ink, Some((DARK, 3.0)));
            }
            (Kind::Number(n), None) => {
                plate(p, cx, cy, r, WHITE, 210);
                text(&self.numbers, p, &n.to_string(), (cx, cy), h * 0.22, ink, Some((DARK, 3.0)));
                if n == 6 || n == 9 {
                    underline(p, cx, cy + h * 0.09, w * 0.08, 5.0, ink);
                }
            }
            (Kind::Skip, None) => {
                plate(p, cx, cy, r, WHITE, 210);
                skip_icon(p, cx, cy, r * 0.62, ink);
            }
            (Kind::Reverse, None) => {
                plate(p, cx, cy, r, WHITE, 210);
                reverse_icon(p, cx, cy, r * 0.7, ink);
            }
            (Kind::DrawTwo, None) => {
                plate(p, cx, cy, r, WHITE, 210);
                text(&self.numbers, p, "+2", (cx, cy), h * 0.16, ink, Some((DARK, 3.0)));
            }
            (Kind::WildDrawFour, None) => {
                plate(p, cx, cy, r, DARK, 170);
                text(&self.numbers, p, "+4", (cx, cy), h * 0.16, WHITE, Some((DARK, 3.0)));
            }
            (Kind::SwapHands, None) => {
                plate(p, cx, cy, r, DARK, 170);
                swap_icon(p, cx, cy, r * 0.75, WHITE);
            }
            (Kind::Wild | Kind::Custom(_), None) => {}
        }
        if let (Some(symbols), Some(c)) = (&self.theme.manifest.symbols, card.colour()) {
            for y in [h * 0.86, h * 0.14] {
                plate(p, cx, y, 24.0, DARK, 170);
                shape(p, symbols.of(c), cx, y, 17.0, WHITE);
            }
        }
    }

    /// Corner indices, the bottom one upside down.
    fn corners(&self, p: &mut Pixmap, card: Card) {
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let mut corner = Pixmap::new(70, 110).expect("corner size");
        self.corner(&mut corner, card);
        p.draw_pixmap(16, 14, corner.as_ref(), &PixmapPaint::default(), Transform::identity(), None);
        let flipped = Transform::from_row(-1.0, 0.0, 0.0, -1.0, w - 16.0, h - 14.0);
        p.draw_pixmap(0, 0, corner.as_ref(), &PixmapPaint::default(), flipped, None);
    }

    /// The rim of the card in the edge colour, over whatever fills it.
    fn rim(&self, p: &mut Pixmap) {
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let edge = self.theme.manifest.colours.edge.0;
        stroke(p, rounded(5.5, 5.5, w - 11.0, h - 11.0, RADIUS - 5.5), edge, 11.0);
    }

    fn corner(&self, p: &mut Pixmap, card: Card) {
        let (cx, cy) = (22.0, 26.0);
        let f = &self.numbers;
        match card.kind() {
            Kind::Number(n) => {
                text(f, p, &n.to_string(), (cx, cy), 44.0, WHITE, Some((DARK, 2.5)));
                if n == 6 || n == 9 {
                    underline(p, cx, cy + 19.0, 9.0, 3.5, WHITE);
                }
            }
            Kind::Skip => skip_icon(p, cx, cy, 15.0, WHITE),
            Kind::Reverse => reverse_icon(p, cx, cy, 17.0, WHITE),
            Kind::DrawTwo => text(f, p, "+2", (cx + 6.0, cy), 36.0, WHITE, Some((DARK, 2.5))),
            Kind::Wild => self.quadrants(p, cx, cy, 15.0, false),
            Kind::WildDrawFour => text(f, p, "+4", (cx + 6.0, cy), 36.0, WHITE, Some((DARK, 2.5))),
            Kind::SwapHands => swap_icon(p, cx, cy, 17.0, WHITE),
            Kind::Custom(i) => text(f, p, &format!("C{}", i + 1), (cx + 6.0, cy), 32.0, WHITE, Some((DARK, 2.5))),
        }
        if let (Some(symbols), Some(c)) = (&self.theme.manifest.symbols, card.colour()) {
            shape(p, symbols.of(c), cx, cy + 44.0, 13.0, WHITE);
        }
    }

    /// The back of every card: the theme's image, else the default art in its colours.
    pub fn back(&self) -> Pixmap {
        let colours = &self.theme.manifest.colours;
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let mut p = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
        fill(&mut p, rounded(0.0, 0.0, w, h, RADIUS), colours.edge.0);
        fill(&mut p, rounded(11.0, 11.0, w - 22.0, h - 22.0, 17.0), colours.back.0);
        let (cx, cy) = (w / 2.0, h / 2.0);
        for (k, c) in Colour::ALL.into_iter().enumerate() {
            let r = w * (0.42 - 0.075 * k as f32);
            stroke_circle(&mut p, cx, cy, r, self.suit(c), 10.0);
        }
        text(&self.numbers, &mut p, "UNO", (cx, cy - 10.0), 62.0, WHITE, Some((DARK, 4.0)));
        text(&self.numbers, &mut p, "PARTY", (cx, cy + 36.0), 30.0, [250, 210, 60], Some((DARK, 3.0)));
        if let Some(img) = &self.theme.back {
            p.draw_pixmap(0, 0, img.as_ref(), &PixmapPaint::default(), Transform::identity(), None);
            if self.theme.manifest.frame {
                self.rim(&mut p);
            }
        }
        p
    }

    /// A card's text in lines of at most `max_w` pixels, broken between words only, and the
    /// largest glyph size (30 pixels down to 14) at which the lines fit `max_h`.
    pub fn fit_lines(&self, s: &str, max_w: f32, max_h: f32) -> (Vec<String>, f32) {
        let mut size = 30.0;
        loop {
            let lines = self.lines(s, max_w, size);
            if size <= 14.0 || lines.len() as f32 * size * LINE <= max_h {
                return (lines, size);
            }
            size -= 2.0;
        }
    }

    /// `s` in lines of at most `max_w` pixels at glyph size `size`, broken between words only.
    fn lines(&self, s: &str, max_w: f32, size: f32) -> Vec<String> {
        let width = |t: &str| -> f32 { self.text.width(t, PxScale::from(size)) };
        let mut lines: Vec<String> = Vec::new();
        for word in s.split_whitespace() {
            match lines.last_mut() {
                Some(l) if width(&format!("{l} {word}")) <= max_w => {
                    l.push(' ');
                    l.push_str(word);
                }
                _ => lines.push(word.to_string()),
            }
        }
        lines
    }

    /// Lines centred around `(cx, cy)`, each no wider than `max_w` (a word wider than the card is
    /// drawn smaller rather than cut).
    fn draw_lines(&self, p: &mut Pixmap, lines: &[String], (cx, cy): (f32, f32), max_w: f32, size: f32) {
        let font = &self.text;
        let line_h = size * LINE;
        let y0 = cy - line_h * (lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            let fit = (max_w / font.width(line, PxScale::from(size)).max(1.0)).min(1.0);
            text(font, p, line, (cx, y0 + i as f32 * line_h), size * fit, WHITE, Some((DARK, 2.0)));
        }
    }

    /// A disc in the four colours, one quarter each, with a rim in the edge colour; with
    /// symbols, each quarter shows its colour's shape.
    fn quadrants(&self, p: &mut Pixmap, cx: f32, cy: f32, r: f32, symbols: bool) {
        fill_circle(p, cx, cy, r + r * 0.08, self.theme.manifest.colours.edge.0);
        for (k, c) in [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green].into_iter().enumerate() {
            let mut pb = PathBuilder::new();
            pb.move_to(cx, cy);
            let a0 = k as f32 * std::f32::consts::FRAC_PI_2 - std::f32::consts::FRAC_PI_4;
            for i in 0..=16 {
                let a = a0 + std::f32::consts::FRAC_PI_2 * i as f32 / 16.0;
                pb.line_to(cx + a.cos() * r, cy + a.sin() * r);
            }
            pb.close();
            fill(p, pb.finish(), self.suit(c));
            if let Some(symbols) = self.theme.manifest.symbols.as_ref().filter(|_| symbols) {
                let mid = a0 + std::f32::consts::FRAC_PI_4;
                shape(p, symbols.of(c), cx + mid.cos() * r * 0.6, cy + mid.sin() * r * 0.6, r * 0.16, WHITE);
            }
        }
    }
}

/// Draws `s` centred on (`cx`, `cy`) with glyphs `size` pixels high, optionally outlined.
fn text(
    font: &Letters,
    p: &mut Pixmap,
    s: &str,
    (cx, cy): (f32, f32),
    size: f32,
    colour: [u8; 3],
    outline: Option<([u8; 3], f32)>,
) {
    let scale = PxScale::from(size);
    let scaled = font.main.as_scaled(scale);
    let width = font.width(s, scale);
    let top = cy - (scaled.ascent() + scaled.descent()) / 2.0;
    let x0 = cx - width / 2.0;
    if let Some((oc, ow)) = outline {
        for k in 0..12 {
            let a = k as f32 * std::f32::consts::TAU / 12.0;
            glyphs(font, p, s, x0 + a.cos() * ow, top + a.sin() * ow, scale, oc);
        }
    }
    glyphs(font, p, s, x0, top, scale, colour);
}

fn glyphs(letters: &Letters, p: &mut Pixmap, s: &str, x0: f32, top: f32, scale: PxScale, colour: [u8; 3]) {
    let baseline = top + letters.main.as_scaled(scale).ascent();
    let mut x = x0;
    for ch in s.chars() {
        let (font, id) = letters.glyph(ch);
        let glyph = id.with_scale_and_position(scale, point(x, baseline));
        x += font.as_scaled(scale).h_advance(id);
        let Some(outlined) = font.outline_glyph(glyph) else { continue };
        let b = outlined.px_bounds();
        let (pw, ph) = (p.width() as i32, p.height() as i32);
        let data = p.data_mut();
        outlined.draw(|gx, gy, cov| {
            let px = b.min.x as i32 + gx as i32;
            let py = b.min.y as i32 + gy as i32;
            if px < 0 || py < 0 || px >= pw || py >= ph {
                return;
            }
            let i = ((py * pw + px) * 4) as usize;
            let a = cov.clamp(0.0, 1.0);
            for k in 0..3 {
                data[i + k] = (colour[k] as f32 * a + data[i + k] as f32 * (1.0 - a)) as u8;
            }
            data[i + 3] = (255.0 * a + data[i + 3] as f32 * (1.0 - a)) as u8;
        });
    }
}

fn paint_of(c: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(c[0], c[1], c[2], 255);
    paint.anti_alias = true;
    paint
}

fn fill(p: &mut Pixmap, path: Option<tiny_skia::Path>, c: [u8; 3]) {
    if let Some(path) = path {
        p.fill_path(&path, &paint_of(c), FillRule::Winding, Transform::identity(), None);
    }
}

fn stroke(p: &mut Pixmap, path: Option<tiny_skia::Path>, c: [u8; 3], width: f32) {
    if let Some(path) = path {
        let s = Stroke { width, line_cap: tiny_skia::LineCap::Round, ..Stroke::default() };
        p.stroke_path(&path, &paint_of(c), &s, Transform::identity(), None);
    }
}

fn rounded(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

fn fill_circle(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: [u8; 3]) {
    fill(p, PathBuilder::from_circle(cx, cy, r), c);
}

fn stroke_circle(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: [u8; 3], width: f32) {
    stroke(p, PathBuilder::from_circle(cx, cy, r), c, width);
}

/// A colour-blind symbol of radius `r` centred on (`cx`, `cy`), outlined in dark.
fn shape(p: &mut Pixmap, s: Shape, cx: f32, cy: f32, r: f32, c: [u8; 3]) {
    let polygon = |points: &[(f32, f32)]| {
        let mut pb = PathBuilder::new();
        for (i, (x, y)) in points.iter().enumerate() {
            if i == 0 { pb.move_to(cx + x * r, cy + y * r) } else { pb.line_to(cx + x * r, cy + y * r) }
        }
        pb.close();
        pb.finish()
    };
    let path = match s {
        Shape::Circle => PathBuilder::from_circle(cx, cy, r * 0.9),
        Shape::Triangle | Shape::Square | Shape::Diamond => polygon(s.convex_outline().unwrap_or_default()),
        Shape::Star => polygon(&Shape::star_points()),
        Shape::Cross => polygon(&[
            (-0.3, -0.95),
            (0.3, -0.95),
            (0.3, -0.3),
            (0.95, -0.3),
            (0.95, 0.3),
            (0.3, 0.3),
            (0.3, 0.95),
            (-0.3, 0.95),
            (-0.3, 0.3),
            (-0.95, 0.3),
            (-0.95, -0.3),
            (-0.3, -0.3),
        ]),
    };
    if let Some(path) = path {
        let s = Stroke { width: (r * 0.3).max(2.0), line_join: tiny_skia::LineJoin::Round, ..Stroke::default() };
        p.stroke_path(&path, &paint_of(DARK), &s, Transform::identity(), None);
        p.fill_path(&path, &paint_of(c), FillRule::Winding, Transform::identity(), None);
    }
}

/// The bar under a 6 or a 9, so that upside down they stay apart.
fn underline(p: &mut Pixmap, cx: f32, y: f32, half: f32, w: f32, c: [u8; 3]) {
    let mut pb = PathBuilder::new();
    pb.move_to(cx - half, y);
    pb.line_to(cx + half, y);
    stroke(p, pb.clone().finish(), DARK, w + 3.0);
    stroke(p, pb.finish(), c, w);
}

/// A ring crossed by a bar.
fn skip_icon(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: [u8; 3]) {
    let w = (r * 0.28).max(3.0);
    stroke_circle(p, cx, cy, r, DARK, w + 4.0);
    stroke_circle(p, cx, cy, r, c, w);
    let d = r * 0.7;
    let mut pb = PathBuilder::new();
    pb.move_to(cx - d, cy + d);
    pb.line_to(cx + d, cy - d);
    stroke(p, pb.clone().finish(), DARK, w + 4.0);
    stroke(p, pb.finish(), c, w);
}

fn arrow(p: &mut Pixmap, from: (f32, f32), to: (f32, f32), c: [u8; 3], w: f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (ux, uy) = (dx / len, dy / len);
    let head = w * 2.2;
    let base = (to.0 - ux * head, to.1 - uy * head);
    for (colour, extra) in [(DARK, 4.0), (c, 0.0)] {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        pb.line_to(base.0, base.1);
        stroke(p, pb.finish(), colour, w + extra);
        let mut tri = PathBuilder::new();
        let (nx, ny) = (-uy, ux);
        let e = extra / 2.0;
        tri.move_to(to.0 + ux * e, to.1 + uy * e);
        tri.line_to(base.0 + nx * (head + e), base.1 + ny * (head + e));
        tri.line_to(base.0 - nx * (head + e), base.1 - ny * (head + e));
        tri.close();
        fill(p, tri.finish(), colour);
    }
}

/// Two arrows turning back on each other.
fn reverse_icon(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: [u8; 3]) {
    let w = (r * 0.22).max(3.0);
    arrow(p, (cx - r * 0.8, cy + r * 0.35), (cx + r * 0.5, cy - r * 0.85), c, w);
    arrow(p, (cx + r * 0.8, cy - r * 0.35), (cx - r * 0.5, cy + r * 0.85), c, w);
}

/// Two arrows crossing over: one right, one left.
fn swap_icon(p: &mut Pixmap, cx: f32, cy: f32, r: f32, c: [u8; 3]) {
    let w = (r * 0.2).max(3.0);
    arrow(p, (cx - r, cy - r * 0.35), (cx + r, cy - r * 0.35), c, w);
    arrow(p, (cx + r, cy + r * 0.35), (cx - r, cy + r * 0.35), c, w);
}

#[cfg(test)]
mod tests {
    use super::{FontArc, Letters, default_font};
    use ab_glyph::Font;

    /// The built-in font lacks Italian's accented letters; they come from the fallback, and plain
    /// letters still come from the theme's font.
    #[test]
    fn accented_letters_are_drawn_from_the_fallback() {
        let letters = Letters::new(default_font());
        for ch in "àèéìòùÀÈÉÌÒÙ".chars() {
            let (font, id) = letters.glyph(ch);
            assert_ne!(id.0, 0, "{ch} has no glyph");
            assert!(std::ptr::eq(font, &letters.fallback) || default_font().glyph_id(ch).0 != 0);
        }
        assert!(default_font().glyph_id('ù').0 == 0, "the built-in font now has ù: the fallback may be dropped");
        let (font, _) = letters.glyph('u');
        assert!(std::ptr::eq(font, &letters.main));
    }

    /// The printable letters and signs of Latin-1 (Italian's accents and the rest: ç, ñ, ß, «, €
    /// is not Latin-1).
    fn latin1() -> impl Iterator<Item = char> {
        ('\u{a1}'..='\u{ff}').filter(|c| *c != '\u{ad}')
    }

    /// Every Latin-1 character has a glyph on the cards (from the card font or its fallback) and
    /// in egui's text font (the menus and the table's texts: egui's default fonts, which the game
    /// does not replace).
    #[test]
    fn every_latin1_letter_has_a_glyph_on_the_cards_and_in_the_menus() {
        let letters = Letters::new(default_font());
        let menus = FontArc::try_from_slice(epaint_default_fonts::UBUNTU_LIGHT).expect("egui's Ubuntu is a valid font");
        for ch in latin1() {
            assert_ne!(letters.glyph(ch).1.0, 0, "{ch:?} has no glyph on the cards");
            assert_ne!(menus.glyph_id(ch).0, 0, "{ch:?} has no glyph in the menus");
        }
    }

    /// A Customizable Wild's text keeps its accents on the card: its "ù" is drawn as a letter, not
    /// as the empty box a font draws for a character it lacks (here one no font has).
    #[test]
    fn a_customizable_wilds_text_keeps_its_accents() {
        let theme = crate::theme::Theme::classic();
        let painter = super::Painter::new(&theme);
        let card = crate::engine::Card::custom(0);
        let ink = |text: &str| {
            let face = painter.face(card, &[text.to_string()]);
            face.data().chunks(4).map(|px| px[0] as u64 + px[1] as u64 + px[2] as u64).sum::<u64>()
        };
        let missing = ink("Pi\u{10FFFD} carte per tutti");
        assert_ne!(ink("Più carte per tutti"), missing, "the ù is drawn as a missing letter");
        assert_ne!(
            ink("Più carte per tutti"),
            ink("Piu carte per tutti"),
            "the ù is drawn like a u: the accent is lost"
        );
    }
}

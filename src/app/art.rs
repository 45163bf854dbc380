//! Card art: the one place every card face and the back are drawn. The default art is original,
//! drawn on the CPU at start-up (flat colours, a white disc with the value, corner indices), and
//! becomes one image per face; sprites only pick the right image.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform as SkTransform};

use super::AppSystems;
use super::cards::{CardSprite, Playback};
use super::table::{Table, TableSetup};
use crate::engine::{Card, Colour, FACES, Kind, Phase, RuleSet, Zone};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, build_art).add_systems(Update, paint_cards.in_set(AppSystems::Report));
}

/// Width of a card image in pixels.
pub const CARD_W: u32 = 250;
/// Height of a card image in pixels.
pub const CARD_H: u32 = 368;

/// The image of every card face and of the back.
#[derive(Resource, Clone, Debug)]
pub struct CardArt {
    faces: Vec<Handle<Image>>,
    back: Handle<Image>,
}

impl CardArt {
    /// The image of a face.
    pub fn face(&self, c: Card) -> Handle<Image> {
        self.faces[c.index()].clone()
    }

    /// The image of the back.
    pub fn back(&self) -> Handle<Image> {
        self.back.clone()
    }
}

fn build_art(mut commands: Commands, mut images: ResMut<Assets<Image>>, setup: Option<Res<TableSetup>>) {
    let rules = setup.map(|s| s.rules.clone()).unwrap_or_default();
    let painter = CardPainter::new();
    let faces = (0..FACES)
        .map(|i| {
            let card = Card::from_index(i).expect("face index");
            images.add(to_image(&painter.face(card, &rules)))
        })
        .collect();
    let back = images.add(to_image(&painter.back()));
    commands.insert_resource(CardArt { faces, back });
}

fn to_image(p: &Pixmap) -> Image {
    let mut data = Vec::with_capacity((p.width() * p.height() * 4) as usize);
    for px in p.pixels() {
        let c = px.demultiply();
        data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    Image::new(
        Extent3d { width: p.width(), height: p.height(), depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

/// Shows each card's face or back, and dims the cards the person at the screen cannot play.
fn paint_cards(
    art: Option<Res<CardArt>>,
    table: Option<Res<Table>>,
    playback: Res<Playback>,
    mut cards: Query<(&CardSprite, &mut Sprite)>,
) {
    let (Some(art), Some(table)) = (art, table) else { return };
    let viewer = table.viewer;
    let round_over = matches!(table.game.phase(), Phase::RoundOver | Phase::MatchOver { .. });
    let playable = match (viewer, table.game.phase()) {
        (Some(v), Phase::Turn { seat }) if seat == v && playback.settled => {
            let legal = table.game.legal_actions_vec(v);
            Some(
                legal
                    .into_iter()
                    .filter_map(|a| if let crate::engine::Action::Play(c) = a { Some(c) } else { None })
                    .collect::<Vec<_>>(),
            )
        }
        _ => None,
    };
    for (card, mut sprite) in &mut cards {
        let up = match card.zone {
            Zone::DiscardPile | Zone::DiscardUnderTop => true,
            Zone::Hand(s) => Some(s) == viewer || round_over,
            Zone::DrawPile => false,
        };
        let image = match (up, card.face) {
            (true, Some(f)) => art.face(f),
            _ => art.back(),
        };
        if sprite.image != image {
            sprite.image = image;
        }
        let dim = match (&playable, card.face) {
            (Some(list), Some(f)) if viewer.is_some_and(|v| card.zone == Zone::Hand(v)) => !list.contains(&f),
            _ => false,
        };
        let colour = if dim { Color::srgb(0.5, 0.5, 0.55) } else { Color::WHITE };
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}

/// Draws card images.
pub struct CardPainter {
    font: FontRef<'static>,
}

fn rgb(c: Colour) -> [u8; 3] {
    match c {
        Colour::Red => [218, 41, 41],
        Colour::Yellow => [238, 186, 28],
        Colour::Green => [36, 158, 72],
        Colour::Blue => [28, 98, 206],
    }
}

const DARK: [u8; 3] = [24, 24, 30];
const WHITE: [u8; 3] = [255, 255, 255];

impl Default for CardPainter {
    fn default() -> Self {
        Self::new()
    }
}

impl CardPainter {
    /// A painter with the built-in font.
    pub fn new() -> CardPainter {
        CardPainter {
            font: FontRef::try_from_slice(bevy::text::DEFAULT_FONT_DATA).expect("Bevy's default font is a valid font"),
        }
    }

    /// The image of one face.
    pub fn face(&self, card: Card, rules: &RuleSet) -> Pixmap {
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let mut p = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
        fill(&mut p, rounded(0.0, 0.0, w, h, 24.0), WHITE);
        let panel = match card.colour() {
            Some(c) => rgb(c),
            None => DARK,
        };
        fill(&mut p, rounded(11.0, 11.0, w - 22.0, h - 22.0, 17.0), panel);
        let (cx, cy) = (w / 2.0, h / 2.0);
        let r = w * 0.34;
        match card.kind() {
            Kind::Wild | Kind::WildDrawFour | Kind::SwapHands => quadrants(&mut p, cx, cy, r),
            Kind::Custom(_) => quadrants(&mut p, cx, h * 0.3, r * 0.55),
            _ => fill_circle(&mut p, cx, cy, r, WHITE),
        }
        let ink = card.colour().map(rgb).unwrap_or(WHITE);
        match card.kind() {
            Kind::Number(n) => {
                self.text(&mut p, &n.to_string(), cx, cy, h * 0.42, ink, Some((DARK, 4.0)));
                if n == 6 || n == 9 {
                    underline(&mut p, cx, cy + h * 0.17, w * 0.14, 7.0, ink);
                }
            }
            Kind::Skip => skip_icon(&mut p, cx, cy, r * 0.62, ink),
            Kind::Reverse => reverse_icon(&mut p, cx, cy, r * 0.7, ink),
            Kind::DrawTwo => self.text(&mut p, "+2", cx, cy, h * 0.3, ink, Some((DARK, 4.0))),
            Kind::Wild => {}
            Kind::WildDrawFour => self.text(&mut p, "+4", cx, cy, h * 0.3, WHITE, Some((DARK, 5.0))),
            Kind::SwapHands => swap_icon(&mut p, cx, cy, r * 0.75, WHITE),
            Kind::Custom(i) => {
                let text = rules.custom_wilds.get(i as usize).map(|c| c.text.as_str().to_string()).unwrap_or_default();
                self.wrapped(&mut p, &text, cx, h * 0.62, w - 50.0, 30.0);
            }
        }
        // Corner indices, the bottom one upside down.
        let mut corner = Pixmap::new(70, 70).expect("corner size");
        self.corner(&mut corner, card);
        p.draw_pixmap(16, 14, corner.as_ref(), &tiny_skia::PixmapPaint::default(), SkTransform::identity(), None);
        let flipped = SkTransform::from_row(-1.0, 0.0, 0.0, -1.0, w - 16.0, h - 14.0);
        p.draw_pixmap(0, 0, corner.as_ref(), &tiny_skia::PixmapPaint::default(), flipped, None);
        p
    }

    fn corner(&self, p: &mut Pixmap, card: Card) {
        let (cx, cy) = (22.0, 26.0);
        match card.kind() {
            Kind::Number(n) => {
                self.text(p, &n.to_string(), cx, cy, 44.0, WHITE, Some((DARK, 2.5)));
                if n == 6 || n == 9 {
                    underline(p, cx, cy + 19.0, 9.0, 3.5, WHITE);
                }
            }
            Kind::Skip => skip_icon(p, cx, cy, 15.0, WHITE),
            Kind::Reverse => reverse_icon(p, cx, cy, 17.0, WHITE),
            Kind::DrawTwo => self.text(p, "+2", cx + 6.0, cy, 36.0, WHITE, Some((DARK, 2.5))),
            Kind::Wild => quadrants(p, cx, cy, 15.0),
            Kind::WildDrawFour => self.text(p, "+4", cx + 6.0, cy, 36.0, WHITE, Some((DARK, 2.5))),
            Kind::SwapHands => swap_icon(p, cx, cy, 17.0, WHITE),
            Kind::Custom(i) => self.text(p, &format!("C{}", i + 1), cx + 6.0, cy, 32.0, WHITE, Some((DARK, 2.5))),
        }
    }

    /// The back of every card.
    pub fn back(&self) -> Pixmap {
        let (w, h) = (CARD_W as f32, CARD_H as f32);
        let mut p = Pixmap::new(CARD_W, CARD_H).expect("card size is valid");
        fill(&mut p, rounded(0.0, 0.0, w, h, 24.0), WHITE);
        fill(&mut p, rounded(11.0, 11.0, w - 22.0, h - 22.0, 17.0), [20, 28, 48]);
        let (cx, cy) = (w / 2.0, h / 2.0);
        for (k, c) in Colour::ALL.into_iter().enumerate() {
            let r = w * (0.42 - 0.075 * k as f32);
            stroke_circle(&mut p, cx, cy, r, rgb(c), 10.0);
        }
        self.text(&mut p, "UNO", cx, cy - 10.0, 62.0, WHITE, Some((DARK, 4.0)));
        self.text(&mut p, "PARTY", cx, cy + 36.0, 30.0, [250, 210, 60], Some((DARK, 3.0)));
        p
    }

    /// Draws `s` centred on (`cx`, `cy`) with glyphs `size` pixels high, optionally outlined.
    #[allow(clippy::too_many_arguments)]
    fn text(
        &self,
        p: &mut Pixmap,
        s: &str,
        cx: f32,
        cy: f32,
        size: f32,
        colour: [u8; 3],
        outline: Option<([u8; 3], f32)>,
    ) {
        let scale = PxScale::from(size);
        let scaled = self.font.as_scaled(scale);
        let width: f32 = s.chars().map(|c| scaled.h_advance(self.font.glyph_id(c))).sum();
        let top = cy - (scaled.ascent() + scaled.descent()) / 2.0;
        let x0 = cx - width / 2.0;
        if let Some((oc, ow)) = outline {
            for k in 0..12 {
                let a = k as f32 * std::f32::consts::TAU / 12.0;
                self.glyphs(p, s, x0 + a.cos() * ow, top + a.sin() * ow, scale, oc);
            }
        }
        self.glyphs(p, s, x0, top, scale, colour);
    }

    fn glyphs(&self, p: &mut Pixmap, s: &str, x0: f32, top: f32, scale: PxScale, colour: [u8; 3]) {
        let scaled = self.font.as_scaled(scale);
        let mut x = x0;
        for ch in s.chars() {
            let id = self.font.glyph_id(ch);
            let glyph = id.with_scale_and_position(scale, point(x, top + scaled.ascent()));
            x += scaled.h_advance(id);
            let Some(outlined) = self.font.outline_glyph(glyph) else { continue };
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

    /// Text wrapped into lines of at most `max_w` pixels, centred around `cy`.
    fn wrapped(&self, p: &mut Pixmap, s: &str, cx: f32, cy: f32, max_w: f32, size: f32) {
        let scaled = self.font.as_scaled(PxScale::from(size));
        let width = |t: &str| -> f32 { t.chars().map(|c| scaled.h_advance(self.font.glyph_id(c))).sum() };
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
        let line_h = size * 1.15;
        let y0 = cy - line_h * (lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            self.text(p, line, cx, y0 + i as f32 * line_h, size, WHITE, Some((DARK, 2.0)));
        }
    }
}

fn paint(c: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(c[0], c[1], c[2], 255);
    paint.anti_alias = true;
    paint
}

fn fill(p: &mut Pixmap, path: Option<tiny_skia::Path>, c: [u8; 3]) {
    if let Some(path) = path {
        p.fill_path(&path, &paint(c), FillRule::Winding, SkTransform::identity(), None);
    }
}

fn stroke(p: &mut Pixmap, path: Option<tiny_skia::Path>, c: [u8; 3], width: f32) {
    if let Some(path) = path {
        let s = Stroke { width, line_cap: tiny_skia::LineCap::Round, ..Stroke::default() };
        p.stroke_path(&path, &paint(c), &s, SkTransform::identity(), None);
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

/// A disc in the four colours, one quarter each, with a white rim.
fn quadrants(p: &mut Pixmap, cx: f32, cy: f32, r: f32) {
    fill_circle(p, cx, cy, r + r * 0.08, WHITE);
    for (k, c) in [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green].into_iter().enumerate() {
        let mut pb = PathBuilder::new();
        pb.move_to(cx, cy);
        let a0 = k as f32 * std::f32::consts::FRAC_PI_2 - std::f32::consts::FRAC_PI_4;
        for i in 0..=16 {
            let a = a0 + std::f32::consts::FRAC_PI_2 * i as f32 / 16.0;
            pb.line_to(cx + a.cos() * r, cy + a.sin() * r);
        }
        pb.close();
        fill(p, pb.finish(), rgb(c));
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

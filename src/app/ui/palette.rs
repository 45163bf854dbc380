//! The game's colours in one place: the table's gold, the buttons' reds and greens, the panels'
//! shades, and the card colours as the active theme paints them.

use bevy_egui::egui::{self, Color32, Stroke, vec2};

use crate::app::scene::art::ActiveTheme;
use crate::engine::Colour;
use crate::theme::Shape;

/// Paints the keyboard's focus ring around `points` (a closed outline, egui points), over
/// everything else.
pub fn focus_ring(ctx: &egui::Context, points: Vec<egui::Pos2>) {
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("focus ring")));
    painter.add(egui::Shape::closed_line(points.clone(), egui::Stroke::new(7.0, FOCUS_EDGE)));
    painter.add(egui::Shape::closed_line(points, egui::Stroke::new(3.5, FOCUS)));
}

/// The corners of `r` grown by `by` points, for [`focus_ring`].
pub fn ring_around(r: egui::Rect, by: f32) -> Vec<egui::Pos2> {
    let r = r.expand(by);
    vec![r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom()]
}

/// The keyboard's focus ring: bright yellow inside a black edge, seen on the green table, on
/// white and dark buttons, and on both card themes.
pub const FOCUS: Color32 = Color32::from_rgb(255, 225, 0);
/// The focus ring's dark edge.
pub const FOCUS_EDGE: Color32 = Color32::BLACK;
/// Highlights: the seat whose turn it is, the game's title, the curtain's call.
pub const GOLD: Color32 = Color32::from_rgb(250, 210, 60);
/// The gold's shade, for the edges of gold shapes (the winner's crown and trophy).
pub const GOLD_DARK: Color32 = Color32::from_rgb(150, 105, 20);
/// The band under the winner of a round or match: a warm dark gold.
pub const WINNER_BAND: Color32 = Color32::from_rgb(52, 42, 14);
/// The teams' colours in partner play, team A first: the band round each seat's name tag and the
/// letter chips of New game, the scoreboard and the summary. Hues apart from the cards' four.
pub const TEAMS: [Color32; 5] = [
    Color32::from_rgb(90, 205, 235),
    Color32::from_rgb(255, 150, 70),
    Color32::from_rgb(200, 140, 240),
    Color32::from_rgb(245, 130, 180),
    Color32::from_rgb(225, 225, 225),
];

/// The colour of team `team` (partner play).
pub fn team(team: usize) -> Color32 {
    TEAMS[team % TEAMS.len()]
}

/// The UNO! button.
pub const UNO_RED: Color32 = Color32::from_rgb(220, 30, 30);
/// The title screen's panel: a deep felt green, opaque over the fan of cards.
pub const TITLE_PANEL: Color32 = Color32::from_rgb(9, 30, 22);
/// The game's name on the title screen's badge: a bright yellow on the UNO red.
pub const TITLE_INK: Color32 = Color32::from_rgb(255, 226, 70);
/// The title screen's lines under the title (light, on the panel's green).
pub const TITLE_TAGLINE: Color32 = Color32::from_rgb(205, 228, 212);
/// The title screen's buttons.
pub const TITLE_BUTTON: Color32 = Color32::from_rgb(26, 74, 52);
/// The title screen's buttons' edge.
pub const TITLE_BUTTON_EDGE: Color32 = Color32::from_rgb(60, 120, 90);
/// A title screen's button under the pointer.
pub const TITLE_BUTTON_HOVER: Color32 = Color32::from_rgb(36, 100, 70);
/// Catch buttons.
pub const CATCH_RED: Color32 = Color32::from_rgb(200, 40, 40);
/// A button that ends something for good (quit the match).
pub const DANGER: Color32 = Color32::from_rgb(150, 40, 40);
/// The button that starts a match.
pub const GO: Color32 = Color32::from_rgb(30, 120, 60);
/// A notice the player should read (a file set aside, a theme problem).
pub const NOTICE: Color32 = Color32::from_rgb(255, 200, 120);
/// A warning about a theme.
pub const WARNING: Color32 = Color32::from_rgb(255, 190, 90);
/// One problem of a theme, in a list.
pub const PROBLEM: Color32 = Color32::from_rgb(255, 210, 150);
/// An error under a form.
pub const ERROR: Color32 = Color32::from_rgb(255, 150, 120);
/// Secondary text: a rule option's explanation.
pub const MUTED: Color32 = Color32::from_gray(185);
/// The colour ring while a wild's colour is still being chosen.
pub const UNDECIDED: Color32 = Color32::from_gray(110);
/// The direction arrows.
pub const ARROWS: Color32 = Color32::from_rgba_premultiplied(110, 110, 110, 110);
/// A seat label's background when it is not that seat's turn.
pub const LABEL_FILL: Color32 = Color32::from_black_alpha(150);
/// The status line's background.
pub const STATUS_FILL: Color32 = Color32::from_black_alpha(170);

/// Dims the whole table under what egui draws this frame (a panel that must be answered first);
/// returns the rectangle dimmed.
pub fn dim_table(ctx: &egui::Context) -> egui::Rect {
    let screen = ctx.content_rect();
    ctx.layer_painter(egui::LayerId::background()).rect_filled(screen, 0.0, Color32::from_black_alpha(150));
    screen
}
/// The hot-seat curtain: nothing of the table shows through it.
pub const CURTAIN: Color32 = Color32::from_rgb(14, 44, 30);
/// A wild card's chip.
pub const WILD_CHIP: Color32 = Color32::from_gray(20);
/// A toast's text and its panel: white on near-black (contrast above 15:1 over any table).
pub const TOAST_INK: Color32 = Color32::WHITE;
/// See [`TOAST_INK`].
pub const TOAST_FILL: Color32 = Color32::from_rgba_premultiplied(16, 16, 20, 240);
/// A toast's outline.
pub const TOAST_EDGE: Color32 = Color32::from_gray(120);

/// The colour of a card colour on screen, in the active theme's colours.
pub fn colour32(theme: Option<&ActiveTheme>, c: Colour) -> Color32 {
    let [r, g, b] = theme.map(|t| t.colours).unwrap_or_default().suit(c).0;
    Color32::from_rgb(r, g, b)
}

/// Text that reads well on `bg`: black on light colours, white on dark ones.
pub fn ink_on(bg: Color32) -> Color32 {
    let luma = 0.299 * bg.r() as f32 + 0.587 * bg.g() as f32 + 0.114 * bg.b() as f32;
    if luma > 160.0 { Color32::BLACK } else { Color32::WHITE }
}

/// The theme's colour-blind symbol for a colour, when it has them.
pub fn symbol(theme: Option<&ActiveTheme>, c: Colour) -> Option<Shape> {
    theme.and_then(|t| t.symbols).map(|s| s.of(c))
}

/// Draws a colour-blind symbol of radius `r` (the same shapes as on the cards).
pub fn paint_symbol(painter: &egui::Painter, shape: Shape, centre: egui::Pos2, r: f32, fill: Color32) {
    let outline = Stroke::new(1.5, Color32::from_black_alpha(180));
    let poly = |pts: &[(f32, f32)]| {
        egui::Shape::convex_polygon(pts.iter().map(|(x, y)| centre + vec2(x * r, y * r)).collect(), fill, outline)
    };
    match shape {
        Shape::Circle => {
            painter.circle(centre, r * 0.9, fill, outline);
        }
        Shape::Triangle | Shape::Square | Shape::Diamond => {
            painter.add(poly(shape.convex_outline().unwrap_or_default()));
        }
        Shape::Star => {
            // Not convex: five triangles around a pentagon.
            let pts = Shape::star_points();
            let inner: Vec<(f32, f32)> = pts.iter().skip(1).step_by(2).copied().collect();
            painter.add(poly(&inner));
            for k in 0..5 {
                painter.add(poly(&[pts[(2 * k + 9) % 10], pts[2 * k], pts[2 * k + 1]]));
            }
        }
        Shape::Cross => {
            painter.add(poly(&[(-0.3, -0.95), (0.3, -0.95), (0.3, 0.95), (-0.3, 0.95)]));
            painter.add(poly(&[(-0.95, -0.3), (0.95, -0.3), (0.95, 0.3), (-0.95, 0.3)]));
        }
    }
}

//! The colour in force, as a ring around the discard pile, and the direction of play, as arrows
//! around the piles.

use bevy_egui::egui::{self, Align2, Color32, Stroke, vec2};

use crate::app::features::highlights::Active;
use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::ui::palette::{self, ARROWS, GOLD, UNDECIDED};
use crate::app::ui::widgets::{ButtonId, HighlightMark};
use crate::engine::{Direction, Phase};
use crate::i18n::{Localize, Msg};
use crate::tr;

/// Draws the ring and the arrows under everything else; `reverse`, the direction's turn being
/// shown, turns the arrows (or, with reduced motion, lights them still).
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, reverse: Option<&Active>, out: &mut OverlayOut) {
    let facts = f.shown.facts();
    let Some(top) = facts.top() else { return };
    let painter = ctx.layer_painter(egui::LayerId::background());
    let d = f.layout.discard_slot(0, 0.0).rect();
    let centre = f.to_ui(d.centre);
    let radius = d.size.h.max(d.size.w) / f.zoom * 0.62;
    // While a wild's colour is still being chosen, no colour is in force yet.
    let choosing = matches!(f.view.phase, Phase::ChooseColour { .. });
    let c = if choosing { UNDECIDED } else { palette::colour32(f.theme, facts.colour) };
    painter.circle_stroke(centre, radius, Stroke::new(10.0, c));
    out.record(ButtonId::Ring, egui::Rect::from_center_size(centre, egui::Vec2::splat(2.0 * (radius + 5.0))));
    let label = match (choosing, top.is_wild()) {
        (true, _) => f.texts.get(Msg::RingChoosing),
        (false, true) => tr!(f.texts, RingNamed, colour = facts.colour.message()),
        (false, false) => f.texts.say(&facts.colour),
    };
    // Below the ring's stroke (5 points out from the radius), not across it.
    let text = painter.text(
        centre + vec2(0.0, radius + 20.0),
        Align2::CENTER_CENTER,
        label.clone(),
        egui::FontId::proportional(18.0),
        Color32::WHITE,
    );
    out.record(ButtonId::ColourName(label), text);
    if let Some(shape) = palette::symbol(f.theme, facts.colour).filter(|_| !choosing) {
        palette::paint_symbol(&painter, shape, text.left_center() - vec2(14.0, 0.0), 8.0, c);
    }
    let piles = f.layout.piles_rect();
    let turn = reverse.map(|a| (a.progress(f.now), a.still));
    let r = piles.size.w / f.zoom * 0.5 + 34.0;
    let drawn = draw_direction(&painter, f.to_ui(piles.centre), r, facts.direction, turn);
    if turn.is_some() {
        out.record(ButtonId::Highlight(HighlightMark::Reverse), drawn);
    }
}

/// How the arrows stand `turn` (progress 0 to 1, still) through a reverse: a quarter turn back
/// against the new direction, then easing forward into place, swelling a little; gold and bolder
/// while it lasts (without turning or swelling when still). Nothing: at rest.
fn arrows_pose(forward: bool, turn: Option<(f32, bool)>) -> (f32, f32, Color32, f32) {
    match turn {
        None => (0.0, 1.0, ARROWS, 4.0),
        Some((_, true)) => (0.0, 1.0, GOLD, 6.0),
        Some((t, false)) => {
            let back = (1.0 - t).powi(3) * std::f32::consts::FRAC_PI_2;
            let swell = 1.0 + 0.12 * (std::f32::consts::PI * t).sin();
            (if forward { -back } else { back }, swell, GOLD, 6.0)
        }
    }
}

/// A ring of arrows around the piles showing the direction of play (turning through a reverse);
/// returns the rectangle they fill.
fn draw_direction(
    painter: &egui::Painter,
    centre: egui::Pos2,
    r: f32,
    dir: Direction,
    turn: Option<(f32, bool)>,
) -> egui::Rect {
    // On screen, clockwise play goes from the bottom player to their left (screen left), then up:
    // that is clockwise on screen as seen from above.
    let forward = dir == Direction::Clockwise;
    let (spin, grow, colour, width) = arrows_pose(forward, turn);
    let r = r * grow;
    for k in 0..4 {
        let a0 = k as f32 * std::f32::consts::FRAC_PI_2 + 0.35 + spin;
        let steps = 10;
        let pts: Vec<egui::Pos2> = (0..=steps)
            .map(|i| {
                let a = a0 + (i as f32 / steps as f32) * 0.9;
                centre + vec2(a.cos() * r * 1.35, a.sin() * r * 0.75)
            })
            .collect();
        painter.add(egui::Shape::line(pts.clone(), Stroke::new(width, colour)));
        // Arrow head at the end the play moves toward.
        let (tip, prev) = if forward { (pts[steps], pts[steps - 1]) } else { (pts[0], pts[1]) };
        let d = (tip - prev).normalized();
        let n = vec2(-d.y, d.x);
        painter.add(egui::Shape::convex_polygon(
            vec![tip + d * 8.0, tip - d * 6.0 + n * 8.0, tip - d * 6.0 - n * 8.0],
            colour,
            Stroke::NONE,
        ));
    }
    egui::Rect::from_center_size(centre, vec2(2.0 * (r * 1.35 + 10.0), 2.0 * (r * 0.75 + 10.0)))
}

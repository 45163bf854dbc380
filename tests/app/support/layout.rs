//! The table's layout as a test checks it: the layout report, its rectangles, how two of them lie
//! (overlapping, one within the other, inside the window), and the rectangles egui painted.

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy_egui::{EguiFullOutput, egui};
use uno_party::app::{
    ButtonRects, CardSprite, CardZones, LayoutReport, ScreenSize, ShownView, Table, Viewpoint, build_report,
};
use uno_party::layout::{Pos, Rect, Size};

/// A pixel of rounding between two rectangles that touch.
pub(crate) const SLACK: f32 = 1.0;

/// The filled rectangles egui painted in the last frame, as far as they show (window pixels),
/// with their fill's opacity: a scroll bar's handle is one of them.
#[derive(Resource, Default)]
pub(crate) struct Painted(pub(crate) Vec<(Rect, u8)>);

/// Reads the rectangles of the pass that just ended (before bevy_egui turns them into meshes).
pub(crate) fn painted(outputs: Query<&EguiFullOutput>, mut painted: ResMut<Painted>) {
    fn walk(shape: &egui::epaint::Shape, clip: egui::Rect, z: f32, out: &mut Vec<(Rect, u8)>) {
        match shape {
            egui::epaint::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, z, out)),
            egui::epaint::Shape::Rect(r) if r.fill.a() > 0 => {
                let seen = r.rect.intersect(clip);
                if seen.is_positive() {
                    let centre = Pos { x: seen.center().x * z, y: seen.center().y * z };
                    out.push((Rect { centre, size: Size { w: seen.width() * z, h: seen.height() * z } }, r.fill.a()));
                }
            }
            _ => {}
        }
    }
    let Some(full) = outputs.iter().find_map(|o| o.0.as_ref()) else { return };
    painted.0.clear();
    for clipped in &full.shapes {
        walk(&clipped.shape, clipped.clip_rect, full.pixels_per_point, &mut painted.0);
    }
}

/// A rectangle of the report (`[left, top, width, height]`, window pixels).
pub(crate) fn rect(r: [f32; 4]) -> Rect {
    Rect { centre: Pos { x: r[0] + r[2] / 2.0, y: r[1] + r[3] / 2.0 }, size: Size { w: r[2], h: r[3] } }
}

/// The part two rectangles share, beyond a pixel of rounding.
pub(crate) fn overlap(a: &Rect, b: &Rect) -> bool {
    let w = a.right().min(b.right()) - a.left().max(b.left());
    let h = (a.centre.y + a.size.h / 2.0).min(b.centre.y + b.size.h / 2.0)
        - (a.centre.y - a.size.h / 2.0).max(b.centre.y - b.size.h / 2.0);
    w > SLACK && h > SLACK
}

/// True when `r` lies inside a window of `window` pixels (a pixel of rounding allowed).
pub(crate) fn inside(r: &Rect, window: Vec2) -> bool {
    let (top, bottom) = (r.centre.y - r.size.h / 2.0, r.centre.y + r.size.h / 2.0);
    r.left() >= -SLACK && top >= -SLACK && r.right() <= window.x + SLACK && bottom <= window.y + SLACK
}

/// True when `a` lies within `b` (a pixel of rounding allowed).
pub(crate) fn within(a: &Rect, b: &Rect) -> bool {
    a.left() >= b.left() - SLACK
        && a.right() <= b.right() + SLACK
        && a.centre.y - a.size.h / 2.0 >= b.centre.y - b.size.h / 2.0 - SLACK
        && a.centre.y + a.size.h / 2.0 <= b.centre.y + b.size.h / 2.0 + SLACK
}

/// The table's layout report as it is now.
pub(crate) fn report(app: &mut App) -> LayoutReport {
    app.world_mut()
        .run_system_once(
            |(table, shown, zones, size): (Res<Table>, Res<ShownView>, Res<CardZones>, Res<ScreenSize>),
             viewpoint: Res<Viewpoint>,
             cards: Query<(&CardSprite, &Transform, &Sprite)>,
             buttons: Res<ButtonRects>| {
                build_report(&table, &viewpoint, &shown, &zones, size.get(), None, 0, &cards, &buttons)
            },
        )
        .expect("the layout report")
}

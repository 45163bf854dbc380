//! Every text egui drew in the last frame, with where it was drawn: the layout report gives each
//! button its label from it, and the tests read what a player reads (in which language, and
//! whether any of it bypassed the translation files).

use bevy::prelude::*;
use bevy_egui::egui::{self, epaint};
use bevy_egui::{EguiFullOutput, EguiPostUpdateSet};

/// The texts of the last frame egui drew, in drawing order, in window pixels, and the ink each
/// was drawn in.
#[derive(Resource, Default, Debug, Clone)]
pub struct DrawnTexts(Vec<(String, crate::layout::Rect)>, Vec<egui::Color32>);

impl DrawnTexts {
    /// Every text drawn in the last frame and where.
    pub fn all(&self) -> &[(String, crate::layout::Rect)] {
        &self.0
    }

    /// The ink `text` was drawn in (its first letters'), when it was drawn in the last frame.
    pub fn ink_of(&self, text: &str) -> Option<egui::Color32> {
        self.0.iter().position(|(t, _)| t == text).and_then(|i| self.1.get(i).copied())
    }

    /// The texts drawn inside `r` (their centres), joined by spaces.
    pub fn inside(&self, r: &crate::layout::Rect) -> String {
        let (x0, x1) = (r.centre.x - r.size.w / 2.0, r.centre.x + r.size.w / 2.0);
        let (y0, y1) = (r.centre.y - r.size.h / 2.0, r.centre.y + r.size.h / 2.0);
        let within = |t: &crate::layout::Rect| (x0..=x1).contains(&t.centre.x) && (y0..=y1).contains(&t.centre.y);
        self.0.iter().filter(|(_, t)| within(t)).map(|(s, _)| s.as_str()).collect::<Vec<_>>().join(" ")
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<DrawnTexts>()
        .add_systems(PostUpdate, collect.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput));
}

/// Reads the text shapes of the pass that just ended (before bevy_egui turns them into meshes).
fn collect(outputs: Query<&EguiFullOutput>, mut drawn: ResMut<DrawnTexts>) {
    let Some(full) = outputs.iter().find_map(|o| o.0.as_ref()) else { return };
    drawn.0.clear();
    drawn.1.clear();
    let z = full.pixels_per_point;
    let DrawnTexts(texts, inks) = &mut *drawn;
    for clipped in &full.shapes {
        texts_of(&clipped.shape, clipped.clip_rect, z, (texts, inks));
    }
}

/// Where the texts go: each with its rectangle, and its ink.
type Drawn<'a> = (&'a mut Vec<(String, crate::layout::Rect)>, &'a mut Vec<egui::Color32>);

/// The texts of `shape` as far as they show inside `clip` (a text scrolled out of view is left out).
fn texts_of(shape: &epaint::Shape, clip: egui::Rect, z: f32, out: Drawn) {
    let (out, inks) = out;
    match shape {
        epaint::Shape::Vec(shapes) => shapes.iter().for_each(|s| texts_of(s, clip, z, (&mut *out, &mut *inks))),
        epaint::Shape::Text(t) if !t.galley.text().trim().is_empty() => {
            let r = t.galley.rect.translate(t.pos.to_vec2()).intersect(clip);
            if !r.is_positive() {
                return;
            }
            // A section's own colour, else the shape's (what a plain label or button is drawn in).
            let section = t.galley.job.sections.first().map(|s| s.format.color).unwrap_or(egui::Color32::PLACEHOLDER);
            let ink = t.override_text_color.unwrap_or(if section == egui::Color32::PLACEHOLDER {
                t.fallback_color
            } else {
                section
            });
            inks.push(ink);
            out.push((
                t.galley.text().to_string(),
                crate::layout::Rect {
                    centre: crate::layout::Pos { x: r.center().x * z, y: r.center().y * z },
                    size: crate::layout::Size { w: r.width() * z, h: r.height() * z },
                },
            ));
        }
        _ => {}
    }
}

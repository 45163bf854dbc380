//! "What does this card do?": the pointer resting on a card of the person's own hand (or the I key
//! on the card the keyboard's focus is on) opens a note beside the piles, in a free room of the
//! table (never over the status line, the piles or another panel; above the card only where the
//! table has no such room): what the card does under this table's rules, and whether it can be
//! played now and why.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AtTable, Overlay, UiPass};
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
use crate::app::hud::frame::CORNER_BAND;
use crate::app::scene::cards::{CardSprite, CardZones, Focused, Hovered};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel};
use crate::engine::Zone;
use crate::i18n::Texts;
use crate::layout::Pos;

/// How long the pointer rests on a card before its note opens, in seconds.
pub const REST_SECONDS: f32 = 0.7;

/// The window part: the note.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<NoteDue>().add_systems(
        EguiPrimaryContextPass,
        card_help.run_if(in_state(Overlay::None)).in_set(UiPass::OverTable).in_set(AtTable),
    );
}

/// When the note of the card the pointer rests on is due to open (seconds since start): an idle
/// window wakes for it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct NoteDue(Option<f32>);

impl NoteDue {
    /// When the note is due, if one waits.
    pub fn at(&self) -> Option<f32> {
        self.0
    }
}

/// Which card the note is about, and since when the pointer has rested on it.
#[derive(Default)]
struct Resting {
    hovered: Option<(Entity, f32)>,
    /// The I key opened the note on this card (the focus's).
    by_key: Option<Entity>,
}

/// The note's widest, in points.
const NOTE_WIDTH: f32 = 320.0;
/// The least room a note needs beside the piles, in points.
const NOTE_ROOM: egui::Vec2 = egui::vec2(230.0, 120.0);

/// A side room of the table (left first; the right one in a lesson) that is large enough for the
/// note and holds no panel this frame ("Since your turn", a prompt), in points.
fn free_room(layout: &crate::layout::Layout, zoom: f32, rects: &ButtonRects, lesson: bool) -> Option<egui::Rect> {
    let to_ui = |r: crate::layout::Rect| {
        let (a, b) =
            (layout.to_screen(Pos { x: r.left(), y: r.top() }), layout.to_screen(Pos { x: r.right(), y: r.bottom() }));
        egui::Rect::from_min_max(egui::pos2(a.x / zoom, a.y / zoom), egui::pos2(b.x / zoom, b.y / zoom))
    };
    let panels: Vec<egui::Rect> = rects
        .all()
        .iter()
        .filter(|(id, _)| matches!(id, ButtonId::Panel(_) | ButtonId::Dimmed))
        .map(|(_, r)| {
            egui::Rect::from_center_size(
                egui::pos2(r.centre.x / zoom, r.centre.y / zoom),
                egui::vec2(r.size.w / zoom, r.size.h / zoom),
            )
        })
        .collect();
    [false, true]
        .into_iter()
        .filter(|&right| right || !lesson)
        .map(|right| {
            let room = to_ui(layout.side_room(right));
            egui::Rect::from_min_max(egui::pos2(room.left(), room.top().max(CORNER_BAND)), room.max)
        })
        .find(|room| {
            room.width() >= NOTE_ROOM.x && room.height() >= NOTE_ROOM.y && !panels.iter().any(|p| p.intersects(*room))
        })
}

/// What the note reads.
#[derive(bevy::ecs::system::SystemParam)]
struct NoteView<'w, 's> {
    table: Res<'w, Table>,
    viewpoint: Res<'w, Viewpoint>,
    shown: Res<'w, ShownView>,
    model: Res<'w, CardZones>,
    texts: Res<'w, Texts>,
    time: Res<'w, Time>,
    keys: Option<Res<'w, ButtonInput<KeyCode>>>,
    cards: Query<'w, 's, HandCard>,
}

/// A card as the note reads it: which card, and whether the pointer or the focus is on it.
type HandCard = (Entity, &'static CardSprite, Has<Hovered>, Has<Focused>);

fn card_help(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    v: NoteView,
    mut resting: Local<Resting>,
    mut due: ResMut<NoteDue>,
) -> Result {
    let (table, shown) = (&v.table, &v.shown);
    let now = v.time.elapsed_secs();
    let bottom = v.model.bottom();
    let own = |c: &CardSprite| c.zone == Zone::Hand(bottom) && c.face.is_some() && v.viewpoint.shows_hand(bottom);
    let hovered = v.cards.iter().find(|(_, c, h, _)| *h && own(c)).map(|(e, ..)| e);
    resting.hovered = match (hovered, resting.hovered) {
        (Some(e), Some((was, since))) if e == was => Some((was, since)),
        (Some(e), _) => Some((e, now)),
        (None, _) => None,
    };
    let focused = v.cards.iter().find(|(_, c, _, f)| *f && own(c)).map(|(e, ..)| e);
    if v.keys.as_ref().is_some_and(|k| k.just_pressed(KeyCode::KeyI)) {
        resting.by_key = if resting.by_key.is_some() { None } else { focused };
    }
    if resting.by_key.is_some() && resting.by_key != focused {
        resting.by_key = None;
    }
    let rested = resting.hovered.filter(|(_, since)| now - since >= REST_SECONDS).map(|(e, _)| e);
    let waiting = resting.hovered.filter(|_| rested.is_none()).map(|(_, since)| since + REST_SECONDS);
    due.set_if_neq(NoteDue(waiting));
    let Some(entity) = rested.or(resting.by_key) else { return Ok(()) };
    let Ok((_, card, ..)) = v.cards.get(entity) else { return Ok(()) };
    let Some(face) = card.face else { return Ok(()) };
    let Some(layout) = v.model.layout.as_ref() else { return Ok(()) };
    // A panel over the dimmed table (a prompt to answer) is what the person reads now.
    if rects.find(&ButtonId::Dimmed).is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let view = shown.view(Some(bottom));
    let help = crate::coach::explain_card(&view, face);
    let (what, now_line) = crate::i18n::coach::card_help_lines(&help, &|s| table.name(s).to_string(), &v.texts);
    // The lesson's panel stands in the left room (drawn in the same pass: not yet recorded).
    let room = free_room(layout, zoom, &rects, table.mode().in_lesson());
    let (at, pivot, width) = match room {
        Some(r) => (r.center(), Align2::CENTER_CENTER, NOTE_WIDTH.min(r.width() - 16.0)),
        // A small window crowded with seats has no such room: the note stands in the middle
        // over the dimmed table (while it is open), as a panel does, never over the piles, the
        // ring or the status line of an undimmed one.
        None => {
            let screen = palette::dim_table(ctx);
            widgets::record(&mut rects, ctx, ButtonId::Dimmed, screen);
            (screen.center(), Align2::CENTER_CENTER, NOTE_WIDTH.min(screen.width() - 16.0))
        }
    };
    let shown = egui::Area::new(egui::Id::new("card help"))
        .fixed_pos(at)
        .pivot(pivot)
        .order(egui::Order::Tooltip)
        .constrain(true)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(12, 30, 22, 245))
                .stroke(Stroke::new(1.5, palette::GOLD))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(12, 8))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.add(egui::Label::new(RichText::new(what).size(16.0).color(Color32::WHITE)).wrap());
                    ui.add_space(2.0);
                    let colour = if help.now.is_playable() { palette::GOLD } else { Color32::from_rgb(255, 190, 160) };
                    ui.add(egui::Label::new(RichText::new(now_line).size(15.0).color(colour)).wrap());
                });
        });
    widgets::record(&mut rects, ctx, ButtonId::Panel(Panel::CardHelp), shown.response.rect);
    Ok(())
}

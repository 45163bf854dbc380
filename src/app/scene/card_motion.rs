//! Every card eases toward its slot in the layout: the slots worked out from the zones, and the
//! motion toward them (the hover lift, a refused card's shake, a chosen card standing out).

use bevy::prelude::*;

use crate::app::core::curtain::Viewpoint;
use crate::app::core::settings::{Pace, Settings};
use crate::app::core::shown::{EventQueue, Playback, ShownView};
use crate::app::scene::cards::*;
use crate::engine::Zone;
use crate::layout::{Slot, layout_scaled};

/// The layout of the table: the one in use, worked out again only when the window, the table or
/// the scale changed.
fn current_layout(model: &CardZones, size: Vec2, scale: f32) -> crate::layout::Layout {
    let seats = (model.hands.len(), model.bottom() as usize);
    match model.layout.clone() {
        Some(l) if (l.width, l.height, l.seats(), l.bottom, l.asked) == (size.x, size.y, seats.0, seats.1, scale) => l,
        _ => layout_scaled(size.x, size.y, seats.0, seats.1, scale),
    }
}

/// Every card's slot in the current layout; a card whose slot changed starts moving there.
pub(super) fn set_targets(
    viewpoint: Res<Viewpoint>,
    shown: Res<ShownView>,
    size: Res<ScreenSize>,
    pace: Pace,
    mut model: ResMut<CardZones>,
    cards: Query<&mut CardSprite>,
    dragged: Query<(), With<Dragged>>,
    mut motions: Query<(Entity, &Transform, &Sprite, Option<&mut Motion>)>,
    mut commands: Commands,
) {
    if model.hands.is_empty() {
        return;
    }
    let l = current_layout(&model, size.get(), pace.settings().ui_scale);
    // The card just drawn and waiting for play or keep stands out of the hand.
    let mut drawn_card = viewpoint.viewer().and_then(|v| {
        let waiting = matches!(shown.phase(), crate::engine::Phase::PlayOrKeep { seat } if seat == v);
        if waiting { shown.view(Some(v)).drawn } else { None }
    });
    let mut slots: Vec<(Entity, Slot)> = Vec::with_capacity(120);
    for (depth, &e) in model.draw.iter().rev().enumerate() {
        slots.push((e, l.draw_slot(depth)));
    }
    for (depth, &e) in model.discard.iter().rev().enumerate() {
        let tilt = cards.get(e).map(|c| c.tilt).unwrap_or(0.0);
        slots.push((e, l.discard_slot(depth, tilt)));
    }
    for seat in 0..model.hands.len() {
        let hand =
            if seat == model.bottom() as usize { model.bottom_hand_sorted(&cards) } else { model.hands[seat].clone() };
        let n = hand.len();
        for (i, e) in hand.into_iter().enumerate() {
            let mut slot = l.hand_slot(seat, i, n);
            let drawn = drawn_card.is_some()
                && seat == model.bottom() as usize
                && cards.get(e).is_ok_and(|c| c.face == drawn_card);
            if drawn {
                drawn_card = None;
            }
            if seat == model.bottom() as usize && drawn {
                slot.pos.y += l.card.h * 0.18;
                slot.z += 60.0;
            }
            slots.push((e, slot));
        }
    }
    let duration = pace.motion().glide(CARD_GLIDE);
    for (e, slot) in slots {
        if dragged.contains(e) {
            continue;
        }
        let to = Pose::from(slot);
        let Ok((_, transform, sprite, motion)) = motions.get_mut(e) else { continue };
        let current = Pose {
            pos: transform.translation.truncate(),
            angle: transform.rotation.to_euler(EulerRot::XYZ).2,
            size: sprite.custom_size.unwrap_or(to.size),
            z: transform.translation.z,
        };
        match motion {
            Some(mut m) if m.to != to => {
                *m = Motion { from: current, to, elapsed: 0.0, duration };
            }
            Some(_) => {}
            None => {
                commands.entity(e).insert(Motion { from: current, to, elapsed: 0.0, duration });
            }
        }
    }
    model.layout = Some(l);
}

/// What `move_cards` reads and writes of a card.
type MovingCard = (
    &'static mut Motion,
    &'static mut Transform,
    &'static mut Sprite,
    Option<&'static mut Shake>,
    Has<Dragged>,
    Has<Hovered>,
    Has<Focused>,
    (Has<Chosen>, Has<Hinted>),
    &'static mut Lift,
    &'static CardSprite,
);

/// Seconds a card takes to glide to its new place at normal speed (a card played lands on the
/// discard pile this long after its event is shown; its sound waits for that).
pub const CARD_GLIDE: f32 = 0.3;

/// Eases every card toward its slot; notes when the table has settled.
pub(super) fn move_cards(
    time: Res<Time>,
    queue: Res<EventQueue>,
    viewpoint: Res<Viewpoint>,
    model: Res<CardZones>,
    mut playback: ResMut<Playback>,
    settings: Res<Settings>,
    mut cards: Query<MovingCard>,
) {
    let dt = time.delta_secs();
    let mut moving = false;
    let bottom = Zone::Hand(model.bottom());
    // Only a hand drawn face up lifts under the pointer.
    let lifts = viewpoint.shows_hand(model.bottom());
    for (mut m, mut t, mut sprite, shake, dragged, hovered, focused, (chosen, hinted), mut lift, card) in &mut cards {
        if dragged {
            continue;
        }
        if !m.done() {
            m.elapsed += dt;
            moving = true;
        }
        let p = m.pose();
        // Looks that are not events (hover lift, a refused card's shake) leave the table settled.
        let want = if (hovered || focused || chosen || hinted) && lifts && card.zone == bottom { 1.0 } else { 0.0 };
        lift.0 += (want - lift.0) * (dt * 14.0).min(1.0);
        if (want - lift.0).abs() < 0.01 || settings.reduced_motion() {
            lift.0 = want;
        }
        let mut x = p.pos.x;
        if let Some(mut s) = shake
            && s.0 > 0.0
        {
            s.0 -= dt;
            x += (s.0 * 60.0).sin() * 8.0 * s.0.min(0.4) / 0.4;
        }
        // A lifted card rises but stays under its right-hand neighbour: a click lands on the card
        // the pointer is over as drawn, never on the lifted one through its neighbour.
        let y = p.pos.y + lift.0 * p.size.y * 0.18;
        let next = Transform::from_xyz(x, y, p.z).with_rotation(Quat::from_rotation_z(p.angle));
        if *t != next {
            *t = next;
        }
        if sprite.custom_size != Some(p.size) {
            sprite.custom_size = Some(p.size);
        }
    }
    playback.note_motion(moving, queue.is_empty());
}

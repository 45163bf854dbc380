//! Card entities and where they are: one entity per card, the zones they lie in, spawned when a
//! table opens and laid out again after a jump. The shown events move them between zones
//! (`card_events.rs`); every card then eases toward its slot (`card_motion.rs`).

use bevy::prelude::*;

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AppSystems, AtTable, FrameStep, Screen};
use crate::app::core::shown::{EventQueue, Jumped, Playback, RevealRead, ShownView};
use crate::app::core::table::Table;

use crate::app::scene::card_events::{play_events, tilt_of};
use crate::app::scene::card_motion::{move_cards, set_targets};
use crate::engine::{Card, Seat, Zone};
use crate::layout::{Layout, Slot};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CardZones>()
        .add_systems(Update, go_on_when_read.in_set(AppSystems::Input))
        .init_resource::<ScreenSize>()
        .add_systems(OnExit(Screen::Table), |mut model: ResMut<CardZones>, mut playback: ResMut<Playback>| {
            *model = CardZones::default();
            playback.reset();
        })
        .add_systems(Update, (lay_out_again, spawn_cards).chain().in_set(FrameStep::LayOut).in_set(AtTable))
        .add_systems(
            Update,
            (follow_viewer, play_events, set_targets, move_cards).chain().in_set(FrameStep::CardMotion).in_set(AtTable),
        );
}

/// One physical card on the table.
#[derive(Component, Debug, Clone, Copy)]
pub struct CardSprite {
    /// Its face, when the screen's viewer may know it.
    pub face: Option<Card>,
    /// Where it is.
    pub zone: Zone,
    /// Its own small rotation on the discard pile (-1..1).
    pub tilt: f32,
}

/// A card under the pointer (lifted in the bottom hand).
#[derive(Component)]
pub struct Hovered;

/// The card of the bottom hand the keyboard's focus is on, while its ring shows (lifted as under
/// the pointer).
#[derive(Component)]
pub struct Focused;

/// A card of the bottom hand chosen to be given away (a Customizable Wild's "give cards"): it
/// stands lifted until the person confirms.
#[derive(Component)]
pub struct Chosen;

/// The card a hint would play: it stands lifted in the hand while the hint shows.
#[derive(Component)]
pub struct Hinted;

/// How far a card is lifted by the pointer (0 to 1): a look only, it never unsettles the table.
#[derive(Component, Default, Clone, Copy, Debug)]
pub struct Lift(pub f32);

/// A card being dragged: it follows the pointer instead of its slot.
#[derive(Component)]
pub struct Dragged;

/// A refused card shakes for a moment.
#[derive(Component)]
pub struct Shake(pub f32);

/// Where a card is, as drawn: position, rotation, size and depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// Centre.
    pub pos: Vec2,
    /// Rotation (radians).
    pub angle: f32,
    /// Size.
    pub size: Vec2,
    /// Depth.
    pub z: f32,
}

impl From<Slot> for Pose {
    fn from(s: Slot) -> Pose {
        Pose { pos: Vec2::new(s.pos.x, s.pos.y), angle: s.angle, size: Vec2::new(s.size.w, s.size.h), z: s.z }
    }
}

/// A card's way from where it was to its slot.
#[derive(Component, Clone, Copy, Debug)]
pub struct Motion {
    /// Start.
    pub from: Pose,
    /// Slot.
    pub to: Pose,
    /// Seconds since the start.
    pub elapsed: f32,
    /// Seconds to get there (0: at once).
    pub duration: f32,
}

impl Motion {
    /// True once the card sits in its slot.
    pub fn done(&self) -> bool {
        self.elapsed >= self.duration
    }

    pub(super) fn pose(&self) -> Pose {
        if self.done() {
            return self.to;
        }
        let t = EasingCurve::new(0.0f32, 1.0, EaseFunction::CubicOut).sample_clamped(self.elapsed / self.duration);
        Pose {
            pos: self.from.pos.lerp(self.to.pos, t),
            angle: self.from.angle + (self.to.angle - self.from.angle) * t,
            size: self.from.size.lerp(self.to.size, t),
            // Moving cards fly above the others.
            z: self.to.z.max(self.from.z) + 300.0 * (1.0 - t),
        }
    }
}

/// The table as drawn: which card entity is in which zone, in order (last = top / rightmost).
#[derive(Resource, Default, Debug)]
pub struct CardZones {
    /// The draw pile, bottom first.
    pub draw: Vec<Entity>,
    /// The discard pile, bottom first.
    pub discard: Vec<Entity>,
    /// Each hand.
    pub hands: Vec<Vec<Entity>>,
    /// The viewpoint the cards' faces were laid for (whose faces they show, whose hand is at the
    /// bottom, every hand open): the curtain's [`Viewpoint`] as it was, so that a new one is
    /// noticed and the faces follow it.
    pub laid_for: Viewpoint,
    /// The layout in use.
    pub layout: Option<Layout>,
}

impl CardZones {
    /// The entities of a zone.
    pub fn zone(&self, z: Zone) -> &[Entity] {
        match z {
            Zone::DrawPile => &self.draw,
            Zone::DiscardPile | Zone::DiscardUnderTop => &self.discard,
            Zone::Hand(s) => self.hands.get(s as usize).map(Vec::as_slice).unwrap_or(&[]),
        }
    }

    pub(super) fn zone_mut(&mut self, z: Zone) -> &mut Vec<Entity> {
        match z {
            Zone::DrawPile => &mut self.draw,
            Zone::DiscardPile | Zone::DiscardUnderTop => &mut self.discard,
            Zone::Hand(s) => &mut self.hands[s as usize],
        }
    }

    /// The seat whose hand is drawn at the bottom.
    pub fn bottom(&self) -> Seat {
        self.laid_for.bottom_seat()
    }

    /// The bottom hand in display order: sorted by face, unknown faces last.
    pub fn bottom_hand_sorted(&self, cards: &Query<&mut CardSprite>) -> Vec<Entity> {
        let mut hand = self.hands.get(self.bottom() as usize).cloned().unwrap_or_default();
        hand.sort_by_key(|e| cards.get(*e).ok().and_then(|c| c.face).map_or(usize::MAX, |f| f.index()));
        hand
    }
}

/// The window's logical size (a default when there is no window, as in headless tests).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ScreenSize(Vec2);

impl ScreenSize {
    /// The window's logical size.
    pub fn new(size: Vec2) -> ScreenSize {
        ScreenSize(size)
    }

    /// The window's logical size.
    pub fn get(&self) -> Vec2 {
        self.0
    }
}

impl Default for ScreenSize {
    fn default() -> Self {
        ScreenSize(Vec2::new(1280.0, 720.0))
    }
}

fn lay_out_again(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped>,
    table: Res<Table>,
    mut shown: ResMut<ShownView>,
    mut queue: ResMut<EventQueue>,
    mut model: ResMut<CardZones>,
    mut playback: ResMut<Playback>,
    cards: Query<Entity, With<CardSprite>>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    queue.clear();
    *shown = ShownView::new(table.live_game());
    for e in &cards {
        commands.entity(e).despawn();
    }
    *model = CardZones::default();
    playback.reset();
}

/// Spawns one entity per card of the deck once the table exists, each where the state shown has
/// it (before a new match's deal every card is in the draw pile; a resumed match lays its cards
/// out as they were).
fn spawn_cards(
    mut commands: Commands,
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    shown: Res<ShownView>,
    mut model: ResMut<CardZones>,
) {
    if !model.hands.is_empty() {
        return;
    }
    model.hands = vec![Vec::new(); table.seat_count()];
    model.laid_for = *viewpoint;
    for (i, (zone, face)) in shown.cards_for(viewpoint.viewer(), viewpoint.all_open()).into_iter().enumerate() {
        let e = commands
            .spawn((
                Name::new(format!("Card {i}")),
                CardSprite { face, zone, tilt: 0.0 },
                Sprite { custom_size: Some(Vec2::new(80.0, 120.0)), ..default() },
                Transform::from_xyz(0.0, 0.0, 1.0),
                Pickable::default(),
                Lift::default(),
                DespawnOnExit(Screen::Table),
            ))
            .id();
        if zone == Zone::DiscardPile {
            commands.entity(e).insert(CardSprite { face, zone, tilt: tilt_of(e) });
        }
        model.zone_mut(zone).push(e);
    }
}

/// When the screen passes to another person, every hand's faces are forgotten and the new
/// viewer's own hand is read from their view.
fn follow_viewer(
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    queue: Res<EventQueue>,
    mut model: ResMut<CardZones>,
    mut cards: Query<&mut CardSprite>,
) {
    let Some(shown) = shown else { return };
    if model.laid_for.viewer() == viewpoint.viewer() || !queue.is_empty() || model.hands.is_empty() {
        return;
    }
    model.laid_for = *viewpoint;
    for hand in &model.hands {
        for &e in hand {
            if let Ok(mut c) = cards.get_mut(e) {
                c.face = None;
            }
        }
    }
    if let Some(v) = viewpoint.viewer() {
        let view = shown.view(Some(v));
        let entities = model.hands[v as usize].clone();
        for (e, face) in entities.into_iter().zip(view.hand.cards()) {
            if let Ok(mut c) = cards.get_mut(e) {
                c.face = Some(face);
            }
        }
    }
}

/// Lets the table go on once the shown hand was read.
fn go_on_when_read(mut read: MessageReader<RevealRead>, mut playback: ResMut<Playback>) {
    if read.read().count() > 0 {
        playback.release();
    }
}

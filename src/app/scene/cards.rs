//! Card entities and where they are. Engine events, played in order from the queue, move card
//! entities between zones; every card then eases toward its slot in the layout.

use bevy::prelude::*;

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AppSystems, Screen, Step};
use crate::app::core::settings::{Pace, Settings};
use crate::app::core::shown::{EventQueue, EventShown, Jumped, Playback, Queued, Reveal, RevealRead, ShownView};
use crate::app::core::table::Table;

use crate::engine::{Card, Colour, Event, Seat, Zone};
use crate::layout::{Layout, Slot, layout_scaled};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CardZones>()
        .add_systems(Update, go_on_when_read.in_set(AppSystems::Input))
        .init_resource::<ScreenSize>()
        .add_systems(OnExit(Screen::Table), |mut model: ResMut<CardZones>, mut playback: ResMut<Playback>| {
            *model = CardZones::default();
            playback.reset();
        })
        .add_systems(Update, (lay_out_again, spawn_cards).chain().in_set(Step::LayOut).run_if(in_state(Screen::Table)))
        .add_systems(
            Update,
            (follow_viewer, play_events, set_targets, move_cards)
                .chain()
                .in_set(Step::CardMotion)
                .run_if(in_state(Screen::Table)),
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

    fn pose(&self) -> Pose {
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
    /// Whose view the faces belong to.
    pub viewer: Option<Seat>,
    /// The seat drawn at the bottom.
    pub bottom: Seat,
    /// The layout in use.
    pub layout: Option<Layout>,
    /// Every hand's faces are known (a replay watched with all hands open).
    pub all_open: bool,
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

    fn zone_mut(&mut self, z: Zone) -> &mut Vec<Entity> {
        match z {
            Zone::DrawPile => &mut self.draw,
            Zone::DiscardPile | Zone::DiscardUnderTop => &mut self.discard,
            Zone::Hand(s) => &mut self.hands[s as usize],
        }
    }

    /// The bottom hand in display order: sorted by face, unknown faces last.
    pub fn bottom_hand_sorted(&self, cards: &Query<&mut CardSprite>) -> Vec<Entity> {
        let mut hand = self.hands.get(self.bottom as usize).cloned().unwrap_or_default();
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

/// Seconds an event takes on screen at speed 1.
fn duration(e: &Event, dealing: bool) -> f32 {
    match e {
        Event::RoundStarted { .. } => 0.4,
        Event::CardMoved { from: Zone::Hand(_), to: Zone::Hand(_), .. } => 0.0,
        Event::CardMoved { to: Zone::DiscardUnderTop, .. } => 0.12,
        Event::CardMoved { .. } if dealing => 0.05,
        Event::CardMoved { to: Zone::DiscardPile, .. } => 0.45,
        Event::CardMoved { .. } => 0.22,
        Event::HandsSwapped { .. } | Event::HandsRotated { .. } => 0.8,
        Event::Reshuffled { .. } => 0.6,
        Event::DirectionChanged { .. } => 0.4,
        Event::Skipped { .. } => 0.5,
        Event::ColourChosen { .. } => 0.45,
        Event::Challenged { .. } => 0.8,
        Event::HandShown { cards, .. } if !cards.is_empty() => 2.0,
        Event::UnoCalled { .. } | Event::Caught { .. } | Event::UnoMissed { .. } => 0.5,
        Event::WrongCard { .. } | Event::TableTalkPenalty { .. } => 0.6,
        Event::FirstCardReturned { .. } => 0.6,
        // The table holds on a round's winner (and a match's) before the summary covers it.
        Event::RoundEnded(_) => 1.5,
        Event::MatchEnded { .. } => 1.5,
        _ => 0.0,
    }
}

fn lay_out_again(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped>,
    table: Option<Res<Table>>,
    shown: Option<ResMut<ShownView>>,
    mut queue: ResMut<EventQueue>,
    mut model: ResMut<CardZones>,
    mut playback: ResMut<Playback>,
    cards: Query<Entity, With<CardSprite>>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    let (Some(table), Some(mut shown)) = (table, shown) else { return };
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
    table: Option<Res<Table>>,
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    mut model: ResMut<CardZones>,
) {
    let (Some(table), Some(shown)) = (table, shown) else { return };
    if !model.hands.is_empty() {
        return;
    }
    model.hands = vec![Vec::new(); table.seat_count()];
    model.viewer = viewpoint.viewer();
    model.bottom = viewpoint.bottom_seat();
    model.all_open = viewpoint.all_open();
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
    if model.viewer == viewpoint.viewer() || !queue.is_empty() || model.hands.is_empty() {
        return;
    }
    model.viewer = viewpoint.viewer();
    model.bottom = viewpoint.bottom_seat();
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

/// Shows queued events in order, one at a time at the chosen speed.
fn play_events(
    time: Res<Time>,
    pace: Pace,
    view: Option<ResMut<ShownView>>,
    mut queue: ResMut<EventQueue>,
    mut model: ResMut<CardZones>,
    mut playback: ResMut<Playback>,
    mut cards: Query<&mut CardSprite>,
    mut shown: MessageWriter<EventShown>,
    mut challenge: Local<(bool, Option<Colour>)>,
) {
    let Some(mut view) = view else { return };
    if model.hands.is_empty() {
        return;
    }
    if playback.held().is_some() {
        return;
    }
    playback.pass(time.delta_secs());
    while playback.due() {
        let event = match queue.pop() {
            None => break,
            // The batch has been played: the screen now shows the state after it.
            Some(Queued::After(game)) => {
                // A hand that came whole (a swap, a rotation) shows its faces to its new owner.
                if let Some(v) = model.viewer {
                    learn_own_faces(&model.hands[v as usize], game.view(Some(v)).hand, &mut cards);
                }
                view.reach(*game);
                continue;
            }
            Some(Queued::Event(e)) => e,
        };
        let seen = if model.all_open { event } else { event.seen_by(model.viewer) };
        if let Event::Challenged { bluff, .. } = &seen {
            // The colour the Wild Draw Four was played on, from the state before the challenge.
            let before = view.view(model.viewer).challenge_info().map(|(_, c)| c);
            *challenge = (*bluff, before);
        }
        if let Event::HandShown { owner, to, cards } = &seen
            && playback.holds_reveals()
            && !cards.is_empty()
            && model.viewer == Some(*to)
        {
            let (bluff, colour_before) = *challenge;
            // Every challenge follows a Wild Draw Four played on a colour.
            let colour_before = colour_before.unwrap_or(Colour::Red);
            playback.hold(Reveal { owner: *owner, cards: cards.clone(), bluff, colour_before });
        }
        // The hands counted at a round's end, as the batch being shown leaves them.
        let round_end_hands = match &seen {
            Event::RoundEnded(_) => queue.batch_end().and_then(|g| g.view(model.viewer).round_end_hands),
            _ => None,
        };
        apply_to_model(&seen, round_end_hands, &mut model, &mut cards);
        view.track(&seen);
        // With reduced motion the deal shows at once, not card by card.
        let motion = pace.motion();
        let at_once = matches!(seen, Event::CardMoved { .. }) && motion.reduced;
        playback.show(&seen, |dealing| if dealing && at_once { 0.0 } else { motion.scaled(duration(&seen, dealing)) });
        shown.write(EventShown(seen));
    }
    if queue.is_empty() {
        playback.drained();
    }
}

/// Moves card entities as the event says.
fn apply_to_model(
    e: &Event,
    round_end_hands: Option<Vec<crate::engine::Hand>>,
    model: &mut CardZones,
    cards: &mut Query<&mut CardSprite>,
) {
    match e {
        Event::RoundStarted { .. } => {
            let mut all: Vec<Entity> = model.discard.drain(..).collect();
            for h in &mut model.hands {
                all.append(h);
            }
            model.draw.append(&mut all);
            for &en in &model.draw {
                if let Ok(mut c) = cards.get_mut(en) {
                    c.face = None;
                    c.zone = Zone::DrawPile;
                }
            }
        }
        Event::CardMoved { card, from, to } => move_card(model, cards, *card, *from, *to),
        Event::HandsSwapped { a, b } => {
            let (a, b) = (*a as usize, *b as usize);
            model.hands.swap(a, b);
            rezone_hands(model, cards);
        }
        Event::HandsRotated { direction } => {
            match direction {
                crate::engine::Direction::Clockwise => model.hands.rotate_right(1),
                crate::engine::Direction::CounterClockwise => model.hands.rotate_left(1),
            }
            rezone_hands(model, cards);
        }
        Event::Reshuffled { cards: n } => {
            let moving = (*n as usize).saturating_sub(model.draw.len()).min(model.discard.len().saturating_sub(1));
            let moved: Vec<Entity> = model.discard.drain(..moving).collect();
            for &en in &moved {
                if let Ok(mut c) = cards.get_mut(en) {
                    c.face = None;
                    c.zone = Zone::DrawPile;
                }
            }
            let mut moved = moved;
            moved.append(&mut model.draw);
            model.draw = moved;
        }
        Event::RoundEnded(_) => {
            // Hands are shown for counting.
            if let Some(hands) = round_end_hands {
                for (s, hand) in hands.iter().enumerate() {
                    let entities = model.hands.get(s).cloned().unwrap_or_default();
                    for (en, face) in entities.into_iter().zip(hand.cards()) {
                        if let Ok(mut c) = cards.get_mut(en) {
                            c.face = Some(face);
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// One card entity leaves `from` for `to`, showing `card` when the viewer may see it.
fn move_card(model: &mut CardZones, cards: &mut Query<&mut CardSprite>, card: Option<Card>, from: Zone, to: Zone) {
    let Some(en) = take_from(model, from, card, cards) else {
        warn!("no card entity to move from {from:?}");
        return;
    };
    if let Ok(mut c) = cards.get_mut(en) {
        c.zone = to;
        c.face = match to {
            Zone::DrawPile => None,
            Zone::Hand(s) if Some(s) != model.viewer && !model.all_open => None,
            _ => card.or(c.face),
        };
        if matches!(to, Zone::DiscardPile | Zone::DiscardUnderTop) {
            c.tilt = tilt_of(en);
        }
    }
    match to {
        Zone::DiscardUnderTop => {
            let at = model.discard.len().saturating_sub(1);
            model.discard.insert(at, en);
        }
        z => model.zone_mut(z).push(en),
    }
}

/// The viewer's cards whose faces the screen does not know yet take the faces of `hand` that no
/// other card of theirs shows.
fn learn_own_faces(entities: &[Entity], mut hand: crate::engine::Hand, cards: &mut Query<&mut CardSprite>) {
    let mut unknown = Vec::new();
    for &e in entities {
        match cards.get(e).ok().and_then(|c| c.face) {
            Some(f) => {
                hand.remove(f);
            }
            None => unknown.push(e),
        }
    }
    for (e, face) in unknown.into_iter().zip(hand.cards().collect::<Vec<_>>()) {
        if let Ok(mut c) = cards.get_mut(e) {
            c.face = Some(face);
        }
    }
}

/// After whole hands changed seats: each entity learns its new zone, and faces the viewer may no
/// longer see are forgotten.
fn rezone_hands(model: &CardZones, cards: &mut Query<&mut CardSprite>) {
    for (s, hand) in model.hands.iter().enumerate() {
        for &en in hand {
            if let Ok(mut c) = cards.get_mut(en) {
                c.zone = Zone::Hand(s as Seat);
                if Some(s as Seat) != model.viewer && !model.all_open {
                    c.face = None;
                }
            }
        }
    }
}

/// Picks the entity that leaves `from`: the top of a pile, or in a hand the one with that face
/// (or any unknown one, which then shows that face).
fn take_from(model: &mut CardZones, from: Zone, face: Option<Card>, cards: &Query<&mut CardSprite>) -> Option<Entity> {
    let zone = model.zone_mut(from);
    if zone.is_empty() {
        return None;
    }
    let index = match (from, face) {
        (Zone::Hand(_), Some(f)) => zone
            .iter()
            .rposition(|e| cards.get(*e).is_ok_and(|c| c.face == Some(f)))
            .or_else(|| zone.iter().rposition(|e| cards.get(*e).is_ok_and(|c| c.face.is_none())))
            .unwrap_or(zone.len() - 1),
        _ => zone.len() - 1,
    };
    Some(zone.remove(index))
}

/// A stable small rotation for a card on the discard pile.
fn tilt_of(e: Entity) -> f32 {
    let mut r = crate::engine::Rng::new(e.to_bits() ^ 0x7137);
    (r.below(2001) as f32 - 1000.0) / 1000.0
}

/// The layout of the table: the one in use, worked out again only when the window, the table or
/// the scale changed.
fn current_layout(model: &CardZones, size: Vec2, scale: f32) -> crate::layout::Layout {
    let seats = (model.hands.len(), model.bottom as usize);
    match model.layout.clone() {
        Some(l) if (l.width, l.height, l.seats(), l.bottom, l.asked) == (size.x, size.y, seats.0, seats.1, scale) => l,
        _ => layout_scaled(size.x, size.y, seats.0, seats.1, scale),
    }
}

/// Every card's slot in the current layout; a card whose slot changed starts moving there.
fn set_targets(
    table: Option<Res<Table>>,
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
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
    let mut drawn_card = table.as_ref().zip(shown.as_ref()).and_then(|(_, shown)| {
        let v = viewpoint.viewer()?;
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
            if seat == model.bottom as usize { model.bottom_hand_sorted(&cards) } else { model.hands[seat].clone() };
        let n = hand.len();
        for (i, e) in hand.into_iter().enumerate() {
            let mut slot = l.hand_slot(seat, i, n);
            let drawn = drawn_card.is_some()
                && seat == model.bottom as usize
                && cards.get(e).is_ok_and(|c| c.face == drawn_card);
            if drawn {
                drawn_card = None;
            }
            if seat == model.bottom as usize && drawn {
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
fn move_cards(
    time: Res<Time>,
    queue: Res<EventQueue>,
    table: Option<Res<Table>>,
    viewpoint: Res<Viewpoint>,
    model: Res<CardZones>,
    mut playback: ResMut<Playback>,
    settings: Res<Settings>,
    mut cards: Query<MovingCard>,
) {
    let dt = time.delta_secs();
    let mut moving = false;
    let bottom = Zone::Hand(model.bottom);
    // Only a hand drawn face up lifts under the pointer.
    let lifts = table.is_some() && viewpoint.shows_hand(model.bottom);
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

/// Lets the table go on once the shown hand was read.
fn go_on_when_read(mut read: MessageReader<RevealRead>, mut playback: ResMut<Playback>) {
    if read.read().count() > 0 {
        playback.release();
    }
}

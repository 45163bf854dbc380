//! The title screen's fan of cards: real faces of the active theme spread like a hand behind the
//! main menu. They fan out once, the first time the menu opens, and stand still from their first
//! frame with reduced motion; they leave with the menu.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::settings::Settings;
use crate::app::scene::art::CardArt;
use crate::app::scene::cards::ScreenSize;
use crate::engine::{Card, Colour};

pub(crate) fn plugin(app: &mut App) {
    // Registered here too, so that the fan runs headless (the window's plugin registers it).
    app.add_message::<RequestRedraw>().init_resource::<FanOut>().add_systems(
        Update,
        (spawn_fan, spread_fan).chain().in_set(AppSystems::Animate).run_if(in_state(Screen::MainMenu)),
    );
}

/// The faces of the fan, left to right: every colour, numbers, actions and both wilds.
pub const FAN: [Card; 11] = [
    Card::number(Colour::Red, 7),
    Card::reverse(Colour::Yellow),
    Card::draw_two(Colour::Green),
    Card::number(Colour::Blue, 5),
    Card::WILD_DRAW_FOUR,
    Card::WILD,
    Card::skip(Colour::Red),
    Card::number(Colour::Green, 8),
    Card::reverse(Colour::Blue),
    Card::draw_two(Colour::Yellow),
    Card::number(Colour::Red, 1),
];

/// One card of the title screen's fan: its place in [`FAN`].
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TitleCard(pub usize);

/// How far the fan-out has gone, in seconds since the fan appeared.
#[derive(Resource, Default, Debug)]
struct FanOut {
    seconds: f32,
    /// The fan has fanned out once this session: it opens spread from then on.
    played: bool,
}

/// The angle of the outermost cards from the middle one (radians).
const MAX_ANGLE: f32 = 1.25;
/// A card's height, in the fan's unit (the window's height in a wide window).
const CARD_H: f32 = 0.42;
/// From the fan's pivot to a card's centre, in the fan's unit.
const RADIUS: f32 = 0.64;
/// The pivot, below the window's centre, in the fan's unit.
const PIVOT_BELOW: f32 = 0.44;
/// Seconds before the fan-out starts (the window's first frames are slow).
const DELAY: f32 = 0.25;
/// Seconds each card takes to reach its place.
const DURATION: f32 = 0.7;
/// Seconds between a card and the next one out from the middle.
const STAGGER: f32 = 0.05;
/// Seconds until the last card is in place.
const END: f32 = DELAY + DURATION + STAGGER * (FAN.len() / 2) as f32;
/// The fan's depth: above the table image, under everything else.
const FAN_Z: f32 = -500.0;

/// The fan's unit for a window of `size`: its height, or less in a narrow window so that the
/// outer cards stay inside.
fn unit(size: Vec2) -> f32 {
    size.y.min(size.x / 1.75)
}

/// A card's size in the fan.
fn card_size(size: Vec2) -> Vec2 {
    Vec2::new(0.68, 1.0) * CARD_H * unit(size)
}

/// How far card `i` has fanned out `seconds` after the fan appeared (0: in the pile, 1: in place).
fn progress(i: usize, seconds: f32) -> f32 {
    let from_middle = i.abs_diff(FAN.len() / 2) as f32;
    let t = ((seconds - DELAY - from_middle * STAGGER) / DURATION).clamp(0.0, 1.0);
    EasingCurve::new(0.0f32, 1.0, EaseFunction::CubicOut).sample_clamped(t)
}

/// Where card `i` stands `t` of the way out (0: stacked in the middle, 1: in place), in a window
/// of `size`: turned about a pivot below the menu like a hand of cards, left under right.
fn pose(i: usize, size: Vec2, t: f32) -> Transform {
    let u = unit(size);
    let side = i as f32 / (FAN.len() - 1) as f32 * 2.0 - 1.0;
    let angle = side * MAX_ANGLE * t;
    let radius = u * RADIUS * (0.8 + 0.2 * t);
    let at = Vec2::new(0.0, -u * PIVOT_BELOW) + Vec2::new(angle.sin(), angle.cos()) * radius;
    Transform::from_xyz(at.x, at.y, FAN_Z + i as f32).with_rotation(Quat::from_rotation_z(-angle))
}

/// One card of the fan, wearing the theme's face `image`.
fn fan_card(i: usize, image: Handle<Image>, size: Vec2, transform: Transform) -> impl Bundle {
    (
        Name::new(format!("Title card {i}")),
        TitleCard(i),
        Sprite { image, custom_size: Some(card_size(size)), ..default() },
        transform,
        // A look only: clicks go to the menu.
        Pickable::IGNORE,
        DespawnOnExit(Screen::MainMenu),
    )
}

/// Spawns the fan when the menu shows and the card art is painted: fanning out the first time,
/// already spread after that or with reduced motion.
fn spawn_fan(
    mut commands: Commands,
    art: Option<Res<CardArt>>,
    size: Res<ScreenSize>,
    settings: Res<Settings>,
    mut fan_out: ResMut<FanOut>,
    cards: Query<(), With<TitleCard>>,
) {
    let Some(art) = art else { return };
    if !cards.is_empty() {
        return;
    }
    fan_out.seconds = if fan_out.played || settings.reduced_motion() { END } else { 0.0 };
    fan_out.played = true;
    for (i, &card) in FAN.iter().enumerate() {
        let at = pose(i, size.get(), progress(i, fan_out.seconds));
        commands.spawn(fan_card(i, art.face(card), size.get(), at));
    }
}

/// Moves the fan out, keeps it fitted to the window, and asks for frames while it moves (the
/// menus otherwise draw only on input).
fn spread_fan(
    time: Res<Time>,
    size: Res<ScreenSize>,
    settings: Res<Settings>,
    mut fan_out: ResMut<FanOut>,
    mut cards: Query<(&TitleCard, &mut Transform, &mut Sprite)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if cards.is_empty() {
        return;
    }
    if fan_out.seconds < END {
        // At most a 20th of a second a frame: slow first frames never skip the fan-out.
        let step = if settings.reduced_motion() { END } else { time.delta_secs().min(1.0 / 20.0) };
        fan_out.seconds = (fan_out.seconds + step).min(END);
        redraw.write(RequestRedraw);
    }
    let want = Some(card_size(size.get()));
    for (card, mut transform, mut sprite) in &mut cards {
        transform.set_if_neq(pose(card.0, size.get(), progress(card.0, fan_out.seconds)));
        if sprite.custom_size != want {
            sprite.custom_size = want;
        }
    }
}

//! The Bevy game. For now: a window that shows a freshly dealt game from seat 0's side.

use bevy::prelude::*;

use crate::engine::{Game, Setup};

/// The authoritative game, the one resource that owns the engine state.
#[derive(Resource)]
pub struct Table(pub Game);

/// Opens the window and runs the game.
pub fn run() {
    let seed =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1);
    let (game, _) = Game::new_dealt(Setup::new(4, seed)).expect("four players is a valid table");
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "UNO Party".into(),
                resolution: (1280u32, 720u32).into(),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(ClearColor(Color::srgb(0.05, 0.25, 0.15)))
        .insert_resource(Table(game))
        .add_systems(Startup, show_deal)
        .run();
}

fn show_deal(mut commands: Commands, table: Res<Table>) {
    commands.spawn((Name::new("Camera"), Camera2d));
    let view = table.0.view(Some(0));
    let mut lines =
        vec![format!("Top card: {}   colour: {}", view.top.map(|c| c.to_string()).unwrap_or_default(), view.colour)];
    for s in 0..view.seats {
        lines.push(format!("Seat {s}: {} cards", view.hand_size(s)));
    }
    lines.push(format!("Your hand: {}", view.hand.cards().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")));
    commands.spawn((
        Name::new("Deal summary"),
        Text2d::new(lines.join("\n")),
        TextFont { font_size: FontSize::Px(24.0), ..default() },
    ));
}

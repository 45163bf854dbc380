//! The game's egui screens run headless (no renderer, no winit): `window_plugin` as the game adds
//! it, egui given a screen by hand, clicks sent as egui pointer events, and what the last frame
//! drew. Self-contained (no other test module): `benches/studio.rs` includes it by path.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};
use uno_party::app::{
    ActiveTheme, ButtonId, ButtonRects, DrawnTexts, FileDialogs, OpenPrompt, Party, Prompt, Screen, ScreenSize,
    Settings, game_plugin, window_plugin,
};
use uno_party::i18n::Texts;

/// A screen tall enough for every menu to show all of its rows at once (egui draws only what a
/// scroll area shows): 1280x4000 points at the largest UI zoom, 3.
pub(crate) const TALL: Vec2 = Vec2::new(3840.0, 12000.0);
/// The table's usual window.
pub(crate) const TABLE: Vec2 = Vec2::new(1280.0, 720.0);
/// Frames a screen is given to appear and settle (egui lays a new window out unseen first).
pub(crate) const SETTLE_FRAMES: usize = 4;
/// The fewest texts a screen draws: fewer means the harness drew nothing, not a clean screen.
pub(crate) const FEW: usize = 3;

/// The game with its egui screens and no window: `window_plugin` as the game adds it, with the
/// plugins a window would have brought (input, window messages, assets) and egui given a screen
/// of `size` logical pixels by hand (there is no window for bevy_egui to measure).
pub(crate) fn ui_app(screen: Screen, setup: Party, texts: Texts, size: Vec2) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::input::InputPlugin,
        bevy::window::WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        bevy::asset::AssetPlugin::default(),
    ))
    .init_asset::<Image>()
    .init_asset::<bevy::shader::Shader>()
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)))
    .insert_resource(ScreenSize::new(size))
    .insert_resource(setup)
    .insert_resource(Settings { speed: 0.0, ..Settings::default() })
    .insert_resource(texts)
    .insert_state(screen);
    game_plugin(&mut app);
    window_plugin(&mut app);
    // The game's own file browser, never the desktop's dialog (a test clicks it).
    app.insert_resource(FileDialogs { desktop: false });
    app.add_systems(
        PreUpdate,
        give_egui_the_screen.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
    );
    app
}

/// The screen rectangle a window would give egui each frame: the window's pixels in egui's points
/// (the game's UI scale zooms egui).
fn give_egui_the_screen(
    size: Res<ScreenSize>,
    mut contexts: Query<(&mut EguiInput, &mut EguiContext), With<PrimaryEguiContext>>,
) {
    for (mut input, mut ctx) in &mut contexts {
        let zoom = ctx.get_mut().zoom_factor();
        let points = egui::vec2(size.get().x, size.get().y) / zoom;
        input.screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, points));
    }
}

/// Runs `n` frames.
pub(crate) fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Runs until the card theme is painted (on a worker thread, in real time): the settings show
/// its name and author from then on.
pub(crate) fn theme_ready(app: &mut App) {
    let start = std::time::Instant::now();
    while app.world().get_resource::<ActiveTheme>().is_none() {
        assert!(start.elapsed() < Duration::from_secs(60), "the card theme was never painted");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The texts drawn in the last frame, in drawing order.
pub(crate) fn drawn(app: &App) -> Vec<String> {
    app.world().resource::<DrawnTexts>().all().iter().map(|(t, _)| t.clone()).collect()
}

/// Clicks the button `id` drawn in the last frame, as a pointer would: moves there, presses,
/// releases (a frame each), then lets a frame show what the click did.
pub(crate) fn click(app: &mut App, id: ButtonId) {
    let r = app
        .world()
        .resource::<ButtonRects>()
        .all()
        .iter()
        .find(|(b, _)| *b == id)
        .map(|(_, r)| *r)
        .unwrap_or_else(|| panic!("{id} is not on screen"));
    let world = app.world_mut();
    let mut q = world.query_filtered::<(Entity, &mut EguiContext), With<PrimaryEguiContext>>();
    let (context, mut ctx) = q.single_mut(world).expect("the egui context");
    // The rectangles are in window pixels; egui's pointer in points.
    let zoom = ctx.get_mut().zoom_factor();
    let pos = egui::pos2(r.centre.x / zoom, r.centre.y / zoom);
    let press = |pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    for event in [egui::Event::PointerMoved(pos), press(true), press(false)] {
        app.world_mut().write_message(EguiInputEvent { context, event });
        app.update();
    }
    // What the click did shows on the next frame.
    app.update();
}

/// The button `id` was drawn in the last frame.
pub(crate) fn button_shown(app: &App, id: &ButtonId) -> bool {
    app.world().resource::<ButtonRects>().all().iter().any(|(b, _)| b == id)
}

/// The prompt `p` is open in front of the person.
pub(crate) fn prompt_open(app: &App, p: Prompt) -> bool {
    app.world().resource::<OpenPrompt>().get() == Some(p)
}

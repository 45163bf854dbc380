//! The Bevy game: the table, card animations, input and the egui overlays. Rules are never decided
//! here: systems submit actions to the engine and animate the events it returns.

mod art;
mod bots;
mod cards;
mod flow;
mod hud;
mod input;
mod report;
mod table;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;

pub use art::CardArt;
pub use cards::{CardSprite, Motion, Playback, Shake, TableModel, TableSize};
pub use flow::TurnPhase;
pub use input::CardClicked;
pub use report::{LayoutReport, ReportCard, build_report};
pub use table::{EventQueue, Refused, SeatKind, SeatSetup, Settings, SubmitAction, Table, TableSetup};

use crate::cli::PlayArgs;
use crate::engine::RuleSet;

/// The screens of the game.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The table, where a match is played.
    #[default]
    Table,
}

/// The order of the game's own systems within a frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Input turned into actions (clicks, bots' finished decisions).
    Input,
    /// Actions applied to the engine; events queued.
    Apply,
    /// Queued events played as card motion; phase updated.
    Animate,
    /// Reports, screenshots and other outputs of a settled table.
    Report,
}

/// The game's logic, without a window: usable headless in tests with `MinimalPlugins`.
pub fn game_plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.configure_sets(Update, (AppSystems::Input, AppSystems::Apply, AppSystems::Animate, AppSystems::Report).chain());
    app.add_plugins((table::plugin, cards::plugin, flow::plugin, bots::plugin, input::plugin, report::plugin));
}

/// Everything that needs a window: card art, picking input, egui overlays.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((art::plugin, input::picking_plugin, hud::plugin));
    app.add_systems(Update, flow::pace.in_set(AppSystems::Report));
}

/// Opens the window and plays; returns the process exit code.
pub fn run(args: PlayArgs) -> i32 {
    let setup = match TableSetup::from_args(&args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let (w, h) = match args.window_size() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let settings = Settings { speed: args.speed.max(0.0), ..Settings::default() };
    let outputs = match report::Outputs::from_args(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "UNO Party".into(),
            resolution: WindowResolution::new(w, h),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(Color::srgb(0.04, 0.22, 0.14)))
    .insert_resource(setup)
    .insert_resource(settings)
    .insert_resource(outputs);
    game_plugin(&mut app);
    window_plugin(&mut app);
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => code.get() as i32,
    }
}

/// Reads a rule file for the game, with a message naming the file, line and field.
pub fn load_rules(path: &std::path::Path) -> Result<RuleSet, String> {
    crate::cli::load_rules(path)
}

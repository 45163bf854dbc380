//! The Bevy game: the table, card animations, input and the egui overlays. Rules are never decided
//! here: systems submit actions to the engine and animate the events it returns.

mod art;
mod autosave;
mod bots;
mod cards;
mod choice;
mod cues;
mod curtain;
mod drawn_text;
mod flow;
mod help;
mod hud;
mod idle;
mod input;
mod keys;
mod match_file;
mod matches;
mod menu;
mod menus;
mod palette;
mod phones;
mod pile_slot;
mod recap;
mod replay;
mod report;
mod scoreboard;
mod shown;
#[cfg(feature = "sound")]
mod sound_out;
mod statistics;
mod table;
mod theme_ui;
mod undo;
mod widgets;
mod window;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;

pub use art::{ActiveTheme, CardArt, ThemeChoice};
pub use autosave::Saver;
pub use bots::{CatchWindows, PERSON_CATCH_SECONDS, Thinking, bot_catch_wait};
pub use cards::{CardSprite, CardZones, Chosen, Jumped, Motion, Playback, Reveal, ScreenSize, Shake, Shown};
pub use cues::PlayCue;
pub use curtain::{Curtain, CurtainLifted};
pub use drawn_text::DrawnTexts;
pub use flow::{NewMatch, TurnPhase};
pub use help::HelpOpen;
pub use hud::{OpenPrompt, Prompt};
pub use input::{CardClicked, GiveChosen};
pub use keys::{KeyFocus, colour_letter};
pub use match_file::{MATCH_FORMAT, MatchFile, MatchStore, list_matches, read_match, write_match};
pub use matches::Kept;
pub use menu::{Notices, PartyForm, Stored, UiCommand};
pub use phones::{PhoneRequest, PhoneSeat, Phones};
pub use pile_slot::{DrawPileClicked, DrawPileSlot};
pub use recap::{RECAP_LINES, Recap, describe};
pub use replay::{ReplayCommand, Watching};
pub use report::{LayoutReport, Moment, Outputs, ReportCard, build_report};
pub use scoreboard::ScoreHistory;
pub use shown::{EventQueue, Queued, ShownView, TableFacts};
pub use statistics::StatsBook;
pub use table::{
    DEFAULT_PHONE_PORT, Party, Refused, Resume, SeatDecision, SeatKind, SeatSetup, Seated, Settings, SubmitAction,
    Table, Watch, free_default_name,
};
pub use undo::UndoRequest;
pub use widgets::{ButtonId, ButtonRects, Panel};

/// The screens of the game.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// New game, Rules, Settings, Quit.
    #[default]
    MainMenu,
    /// The party: seats, dealer, target, rules.
    NewGame,
    /// The rules reference.
    Rules,
    /// The settings.
    Settings,
    /// The table, where a match is played.
    Table,
    /// The saved matches, to load or delete.
    Load,
    /// The replays, to watch or delete.
    Replays,
    /// The statistics of every player and computer level.
    Statistics,
}

/// What is open over the table.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Table)]
pub enum Overlay {
    /// Nothing: the game goes on.
    #[default]
    None,
    /// The pause menu (Esc).
    Pause,
    /// The rules reference.
    Rules,
    /// The settings.
    Settings,
    /// The scoreboard (Tab).
    Scoreboard,
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

/// Named steps inside [`AppSystems`], so that a file orders its systems after another's without
/// naming that file's functions.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// F1 opens or closes the help (which then takes every other key).
    HelpKeys,
    /// Esc and Tab: the pause menu and the scoreboard.
    MenuKeys,
    /// The table's keys, which press cards as clicks do (in [`AppSystems::Input`]).
    TableKeys,
    /// Clicks and presses on cards turned into actions (in [`AppSystems::Input`]).
    Clicks,
    /// The cards moved to where the shown events put them (in [`AppSystems::Animate`]).
    CardMotion,
    /// Once the cards have moved: the turn's phase, whose hand is open (in [`AppSystems::Animate`]).
    TurnPhase,
}

/// The egui pass: every overlay draws after the button rectangles were cleared.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiPass {
    /// Clearing last frame's button rectangles.
    Clear,
    /// Drawing the overlays.
    Draw,
    /// The table's own overlays (in `Draw`).
    Table,
    /// What is drawn over the table's overlays: the scoreboard, Undo, the replay's controls (in `Draw`).
    OverTable,
}

/// The game's logic, without a window: usable headless in tests with `MinimalPlugins`.
pub fn game_plugin(app: &mut App) {
    if !app.world().contains_resource::<State<Screen>>() {
        app.init_state::<Screen>();
    }
    app.add_sub_state::<Overlay>();
    if !app.world().contains_resource::<crate::i18n::Texts>() {
        app.insert_resource(crate::i18n::Texts::new(crate::language::Language::English));
    }
    app.configure_sets(Update, (AppSystems::Input, AppSystems::Apply, AppSystems::Animate, AppSystems::Report).chain());
    app.configure_sets(Update, (Step::HelpKeys, Step::MenuKeys).chain());
    app.configure_sets(Update, (Step::TableKeys, Step::Clicks).chain().in_set(AppSystems::Input));
    app.configure_sets(Update, (Step::CardMotion, Step::TurnPhase).chain().in_set(AppSystems::Animate));
    app.add_plugins((table::plugin, cards::plugin, flow::plugin, bots::plugin, input::plugin, report::plugin));
    app.add_plugins((menu::plugin, curtain::plugin, scoreboard::plugin, recap::plugin, autosave::plugin));
    app.add_plugins((matches::plugin, undo::plugin, replay::plugin, keys::plugin, cues::plugin));
    app.add_plugins((statistics::plugin, phones::plugin, pile_slot::plugin));
}

/// The card art and themes alone: needs Bevy's asset plugin and `Image` assets, not a window
/// (headless tests use it to watch textures change).
pub fn art_plugin(app: &mut App) {
    art::plugin(app);
}

/// Everything that needs a window: card art, picking input, egui overlays.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((window::plugin, art::plugin, input::picking_plugin, hud::plugin, menus::plugin));
    app.add_plugins((scoreboard::ui_plugin, drawn_text::plugin, undo::ui_plugin, replay::ui_plugin));
    app.add_plugins((theme_ui::plugin, help::plugin)).add_systems(Update, keys::hide_ring_on_pointer);
    app.configure_sets(bevy_egui::EguiPrimaryContextPass, (UiPass::Clear, UiPass::Draw).chain());
    app.configure_sets(
        bevy_egui::EguiPrimaryContextPass,
        (UiPass::Table, UiPass::OverTable).chain().in_set(UiPass::Draw),
    );
    app.add_systems(bevy_egui::EguiPrimaryContextPass, report::clear_button_rects.in_set(UiPass::Clear));
    report::count_rendered_frames(app);
    app.add_plugins(idle::plugin);
    #[cfg(feature = "sound")]
    app.add_plugins(sound_out::plugin);
}

/// How the game starts: what `main` made of the command line.
pub struct Launch {
    /// The window's size in logical pixels.
    pub window: (u32, u32),
    /// Screenshots, the layout report and when to quit.
    pub outputs: Outputs,
    /// A table set up on the command line (the menus are skipped), if any.
    pub quick_start: Option<Party>,
    /// The screen to open first when the menus are not skipped.
    pub open: Screen,
    /// The card theme for this session, if not the saved one.
    pub theme: Option<String>,
    /// The animation speed for this session, if not the saved one.
    pub speed: Option<f32>,
    /// The phones' port for this session, if not the saved one.
    pub port: Option<u16>,
    /// The language for this session, if not the saved one.
    pub lang: Option<crate::language::Language>,
    /// A replay to watch (`uno-party replay FILE`) instead of the menus.
    pub replay: Option<std::path::PathBuf>,
}

/// Opens the window and plays; returns the process exit code.
pub fn run(launch: Launch) -> i32 {
    let (w, h) = launch.window;
    let (stored, mut settings, party, mut problems) = Stored::load(crate::storage::Storage::user());
    let (mut setup, mut first) = match launch.quick_start {
        Some(setup) => (setup, Screen::Table),
        None => (party, launch.open),
    };
    // `uno-party replay FILE`: the table shows the replay; a file that cannot be watched is named
    // in the main menu.
    let watch = launch.replay.as_ref().and_then(|path| match read_match(path) {
        Ok(file) => Some(Watch(file)),
        Err(p) => {
            eprintln!("{p}");
            problems.push(crate::i18n::Localize::message(&p));
            None
        }
    });
    if launch.replay.is_some() {
        first = if watch.is_some() { Screen::Table } else { Screen::MainMenu };
    }
    let outputs = launch.outputs;
    let args = (launch.theme, launch.speed);
    let theme = art::ThemeChoice(args.0.unwrap_or_else(|| settings.theme.clone()));
    if let Some(port) = launch.port {
        settings.phone_port = port;
    }
    if let Some(speed) = args.1 {
        settings.speed = speed.max(0.0);
    }
    // Until a language is saved, the system's language; it goes into the settings in memory, so
    // that a later Save keeps it.
    let saved = *settings.language.get_or_insert_with(crate::i18n::system_language);
    settings.reduced_motion.get_or_insert_with(window::desktop_reduces_motion);
    let texts = crate::i18n::Texts::load(launch.lang.unwrap_or(saved));
    problems.extend(texts.problems().iter().map(crate::i18n::Localize::message));
    setup.localize_defaults(&texts);
    let matches = MatchStore::user();
    let (stats, problem) = StatsBook::user();
    // The statistics go on counting afresh, and say so.
    problems.extend(problem.map(|p| crate::i18n::Localize::message(&crate::storage::StatsProblem(Box::new(p)))));
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "UNO Party".into(),
            resolution: WindowResolution::new(w, h),
            mode: menu::window_mode(settings.window),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(Color::srgb(0.04, 0.22, 0.14)))
    .insert_resource(setup)
    .insert_resource(theme)
    .insert_resource(settings)
    .insert_resource(texts)
    .insert_resource(stored)
    .insert_resource(Saver::start(matches.replays()))
    .insert_resource(matches)
    .insert_resource(stats)
    .insert_resource(Notices(problems))
    .insert_resource(outputs)
    .insert_state(first);
    if let Some(watch) = watch {
        app.insert_resource(watch);
    }
    game_plugin(&mut app);
    window_plugin(&mut app);
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => code.get() as i32,
    }
}

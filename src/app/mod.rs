//! The Bevy game: the table, card animations, input and the egui overlays. Rules are never decided
//! here: systems submit actions to the engine and animate the events it returns.
//!
//! Its folders stand in layers, lowest first. A file imports from its own folder and from the
//! layers below, never from above or from beside; the features never import each other; a
//! folder's `mod.rs` only declares and assembles, and this file defines nothing its children
//! import (`tests/engine/layers.rs` reads this list and checks every import):
//!
//! 1. `core`: the table and its clock (party, settings, the shown view, turn flow, curtain, catch windows, commands)
//! 2. `scene`: card entities, the draw pile's place, card art
//! 3. `features`: bots, phones, recap, statistics, autosave, saved matches, cues, scores, undo, replay,
//!    the shows (the big moments of play)
//! 4. `ui`: palette, widgets, help, the window
//! 5. `input`: pointer, keys, choices
//! 6. `hud`, `menus`: the overlays over the table, the menu screens
//! 7. `probe`, `access`: the layout report, screenshots, the texts drawn (read-only outputs); the
//!    table in the screen reader's tree
//! 8. `idle`: redraw pacing

mod access;
mod core;
mod features;
mod hud;
mod idle;
mod input;
mod menus;
mod probe;
mod scene;
mod ui;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;

pub use core::catch::CatchWindows;
pub use core::commands::{GameFiles, Notices, TableNote, UiCommand};
pub use core::curtain::{Curtain, CurtainLifted, Viewpoint};
pub use core::flow::{NewMatch, TurnPhase};
pub use core::match_file::{MATCH_FORMAT, MatchFile, MatchStore, list_matches, read_match, write_match};
pub use core::match_writer::{Saver, WriteNews, WriteTrouble};
pub use core::opening::{OpenLesson, OpenReplay, Resume};
pub use core::party::{Party, SeatKind, SeatSetup, Seated, clean_name, free_default_name};
pub use core::prompt::{OpenPrompt, Pick, Prompt};
pub use core::schedule::{AppSystems, FrameStep, Overlay, Screen, UiPass};
pub use core::settings::{DEFAULT_PHONE_PORT, Listening, Pace, READ_CHARS_PER_SECOND, Session, Settings};
pub use core::shown::{EventQueue, Queued, ShownView, TableFacts};
pub use core::shown::{EventShown, HeldHand, Jumped, Playback};
pub use core::table::{Refused, SeatDecision, SubmitAction, Table, TableMode};
pub use core::words::describe;
pub use features::bots::{PERSON_CATCH_SECONDS, Thinking, bot_catch_wait};
pub use features::cues::{PlayCue, Speaker};
pub use features::highlights::{
    Active, Highlight, HighlightKind, HighlightMemory, Highlights, STILL_SECONDS, highlight_of,
};
pub use features::hints::{HintRequest, Hints, hint_seat};
pub use features::lessons::LessonRequest;
pub use features::matches::KeptMatches;
pub use features::phones::seats::{PhoneRequest, PhoneSeat, Phones};
pub use features::reader::{LAST_EVENTS, ReadAloud, Spoken, SpokenLine};
pub use features::recap::{RECAP_LINES, Recap};
pub use features::replay::{ReplayCommand, ReplayPlayer};
pub use features::scores::ScoreHistory;
pub use features::statistics::StatsBook;
pub use features::undo::UndoRequest;
pub use hud::lesson_panel::button_of as lesson_button;
pub use input::keys::{KeyFocus, colour_letter};
pub use input::pick::pick_button;
pub use input::pointer::{CardClicked, GiveChosen};
pub use menus::party_form::PartyForm;
pub use menus::studio::state::{StudioScreen, ThemesDir};
pub use probe::drawn_text::DrawnTexts;
pub use probe::report::{
    LayoutReport, MenuReport, Outputs, ReportButton, ReportCard, ReportFrames, ReportLesson, ReportPhone,
    ReportPhoneMove, ReportPhones, ReportReplay, ReportState, ReportText, ReportTheme, build_report,
};
pub use probe::screenshots::Moment;
pub use scene::art::{ActiveTheme, CardArt, ThemeChoice};
pub use scene::cards::{CardSprite, CardZones, Chosen, Focused, Hinted, Hovered, Motion, ScreenSize, Shake};
pub use scene::pile_slot::{DrawPileClicked, DrawPileSlot};
pub use scene::title_fan::{FAN, TitleCard};
pub use ui::desktop_dialog::FileDialogs;
pub use ui::help::HelpOpen;
pub use ui::widgets::{BrowserButton, ButtonId, ButtonRects, CoachButton, HighlightMark, Panel, StudioButton};

/// The game's logic, without a window: usable headless in tests with `MinimalPlugins`.
pub fn game_plugin(app: &mut App) {
    if !app.world().contains_resource::<State<Screen>>() {
        app.init_state::<Screen>();
    }
    app.add_sub_state::<Overlay>();
    if !app.world().contains_resource::<crate::i18n::Texts>() {
        app.insert_resource(crate::i18n::Texts::new(crate::language::Language::English));
    }
    app.add_plugins((
        core::schedule::plugin,
        core::plugin,
        scene::plugin,
        features::plugin,
        input::plugin,
        probe::plugin,
    ));
}

/// The card art and themes alone: needs Bevy's asset plugin and `Image` assets, not a window
/// (headless tests use it to watch textures change).
pub fn art_plugin(app: &mut App) {
    scene::art::plugin(app);
}

/// Everything that needs a window: card art, picking input, egui overlays.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((ui::plugin, scene::art::plugin, input::window_plugin, hud::plugin, menus::plugin));
    app.add_plugins((menus::theme::plugin, probe::window_plugin, access::plugin, idle::plugin));
    app.add_plugins(core::schedule::ui_plugin);
    app.add_systems(bevy_egui::EguiPrimaryContextPass, probe::report::clear_button_rects.in_set(UiPass::Clear));
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
    /// A lesson of Learn to play to open at the table (`--open learn`) instead of the menus.
    pub lesson: Option<OpenLesson>,
    /// Where to log every sound cue as it goes out (`--cue-log FILE`).
    pub cue_log: Option<std::path::PathBuf>,
}

/// Opens the window and plays; returns the process exit code.
pub fn run(launch: Launch) -> i32 {
    let (w, h) = launch.window;
    let (stored, mut settings, party, mut problems) = GameFiles::load(crate::storage::Storage::user());
    let (mut setup, mut first) = match launch.quick_start {
        Some(setup) => (setup, Screen::Table),
        None => (party, launch.open),
    };
    // `uno-party replay FILE`: the table shows the replay; a file that cannot be watched is named
    // in the main menu.
    let watch = launch.replay.as_ref().and_then(|path| match read_match(path) {
        Ok(file) => Some(OpenReplay::new(file)),
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
    let theme = ThemeChoice::new(launch.theme.unwrap_or_else(|| settings.theme.clone()));
    // This session's speed and port, never saved.
    let session = Session { speed: launch.speed.map(|s| s.max(0.0)), port: launch.port, replay_speed: None };
    // Until a language is saved, the system's language; it goes into the settings in memory, so
    // that a later Save keeps it.
    let saved = *settings.language.get_or_insert_with(crate::i18n::system_language);
    settings.reduced_motion.get_or_insert_with(ui::window::desktop_reduces_motion);
    let mut texts = crate::i18n::Texts::load(launch.lang.unwrap_or(saved));
    texts.set_short_cards(settings.short_card_names);
    // A command line's table that cannot start (a rule file's partners that do not fit
    // `--players`) is refused before a window opens, in the player's words.
    if let (Screen::Table, None, None, Err(e)) = (first, &watch, &launch.lesson, setup.check()) {
        eprintln!("{}", texts.say(&e));
        return 2;
    }
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
            mode: core::commands::window_mode(settings.window),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(Color::srgb(0.04, 0.22, 0.14)))
    .insert_resource(setup)
    .insert_resource(theme)
    .insert_resource(settings)
    .insert_resource(session)
    .insert_resource(texts)
    .insert_resource(stored)
    .insert_resource(Saver::start(matches.replays()))
    .insert_resource(matches)
    .insert_resource(stats)
    .insert_resource(Notices::new(problems))
    .insert_resource(outputs)
    .insert_resource(Speaker::start(launch.cue_log))
    .insert_state(first);
    if let Some(lesson) = launch.lesson {
        app.insert_resource(lesson);
    }
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

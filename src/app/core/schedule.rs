//! The game's states and the order of its systems: the screens, what is open over the table,
//! and every named set that one file's systems are ordered by against another's.

use bevy::prelude::*;

use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;

/// The order of the sets below in `Update`, and when the table's systems run.
pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(Update, (AppSystems::Input, AppSystems::Apply, AppSystems::Animate, AppSystems::Report).chain())
        .configure_sets(Update, (FrameStep::HelpKeys, FrameStep::MenuKeys).chain())
        .configure_sets(Update, (FrameStep::TableKeys, FrameStep::Clicks).chain().in_set(AppSystems::Input))
        .configure_sets(
            Update,
            (
                FrameStep::LayOut,
                FrameStep::Curtain,
                FrameStep::CardMotion,
                FrameStep::TurnPhase,
                FrameStep::Offers,
                FrameStep::Prompt,
            )
                .chain()
                .in_set(AppSystems::Animate),
        )
        .configure_sets(Update, AtTable.run_if(table_open))
        .configure_sets(PostUpdate, AtTable.run_if(table_open));
}

/// The order of the egui pass's sets, and when the table's overlays draw.
pub(crate) fn ui_plugin(app: &mut App) {
    use bevy_egui::EguiPrimaryContextPass as Pass;
    app.configure_sets(Pass, (UiPass::Clear, UiPass::Draw).chain())
        .configure_sets(Pass, (UiPass::Table, UiPass::OverTable).chain().in_set(UiPass::Draw))
        .configure_sets(Pass, AtTable.run_if(table_open));
}

/// A match is open at the table: the [`Table`] and the view the animations have reached exist.
fn table_open(table: Option<Res<Table>>, shown: Option<Res<ShownView>>) -> bool {
    table.is_some() && shown.is_some()
}

/// The systems that need a match at the table, in `Update` and in the egui pass: they run only
/// while one is open, and take `Res<Table>` and `Res<ShownView>`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AtTable;

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
    /// The deck studio, where a player makes a card theme.
    Studio,
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
pub enum FrameStep {
    /// The menus' commands handled (a screen, a language, settings), before what follows them.
    Commands,
    /// F1 opens or closes the help (which then takes every other key).
    HelpKeys,
    /// Esc and Tab: the pause menu and the scoreboard.
    MenuKeys,
    /// The catch windows opened and closed by what was shown (in [`AppSystems::Input`], before the
    /// computer players decide).
    CatchWindows,
    /// The table's keys, which press cards as clicks do (in [`AppSystems::Input`]).
    TableKeys,
    /// Clicks and presses on cards turned into actions (in [`AppSystems::Input`]).
    Clicks,
    /// The card entities spawned or laid out again after a jump (in [`AppSystems::Animate`]).
    LayOut,
    /// The hot-seat curtain raised, before the cards learn whose view they show (in
    /// [`AppSystems::Animate`]), so that no frame keeps faces behind it.
    Curtain,
    /// The cards moved to where the shown events put them (in [`AppSystems::Animate`]).
    CardMotion,
    /// Once the cards have moved: the turn's phase, whose hand is open (in [`AppSystems::Animate`]).
    TurnPhase,
    /// After the turn's phase: what each seat may do now (`core/offer.rs`, in [`AppSystems::Animate`]).
    Offers,
    /// After the offers: what the table asks of the person at the screen (`core/prompt.rs`, in
    /// [`AppSystems::Animate`]).
    Prompt,
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

//! An idle game draws nothing: the window redraws on input and while something moves ([`pace`]),
//! and egui is kept from asking for a redraw every frame when nothing happened.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};

use crate::app::core::catch::CatchWindows;
use crate::app::core::flow::TurnPhase;
use crate::app::core::folders::Folders;
use crate::app::core::party::Seated;
use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
use crate::app::features::highlights::Highlights;
use crate::app::features::hints::Hints;
use crate::app::features::phones::seats::Phones;
use crate::app::hud::card_help::NoteDue;
use crate::app::hud::toasts::Toasts;
use crate::app::probe::report::Outputs;
use crate::app::scene::cards::{Lift, Shake};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers.after(EguiInputSet::WriteEguiEvents).before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(Update, pace.in_set(AppSystems::Report));
}

/// bevy_egui 0.42 hands egui a "modifier keys changed" event on every frame, changed or not, and
/// egui answers any input event by asking for another frame: the window never stopped drawing
/// (about 190% CPU on two cores on the main menu). Only a real change of Shift, Ctrl, Alt or the
/// command key is passed on.
fn drop_unchanged_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// The longest an idle window sleeps without input (no message waiting to go).
const IDLE_WAKE_SECONDS: f32 = 10.0;

/// How often an idle window wakes while Settings is open: its line on the sound follows the sound
/// server (gone, back) within a second, with no input.
const SETTINGS_WAKE_SECONDS: f32 = 1.0;
/// How often an idle window wakes while the deck studio's workers are busy.
const STUDIO_WAKE_SECONDS: f32 = 0.5;
/// How often an idle window wakes while a folder is being opened, to say how it went.
const FOLDER_WAKE_SECONDS: f32 = 0.25;

/// What the menus wait on with no input: Settings' sound line, a folder being opened.
#[derive(bevy::ecs::system::SystemParam)]
struct MenuWakes<'w> {
    screen: Option<Res<'w, State<Screen>>>,
    overlay: Option<Res<'w, State<Overlay>>>,
    folders: Option<Res<'w, Folders>>,
    studio: Option<Res<'w, crate::app::menus::studio::state::StudioScreen>>,
}

impl MenuWakes<'_> {
    /// Seconds until the window must wake for the menus, if it must.
    fn wake_in(&self) -> Option<f32> {
        if self.folders.as_ref().is_some_and(|f| f.opening()) {
            return Some(FOLDER_WAKE_SECONDS);
        }
        // The studio's workers wake the window when they finish; this is only a safety net.
        if self.studio.as_ref().is_some_and(|s| !s.settled()) {
            return Some(STUDIO_WAKE_SECONDS);
        }
        let settings = self.screen.as_ref().is_some_and(|s| *s.get() == Screen::Settings)
            || self.overlay.as_ref().is_some_and(|o| *o.get() == Overlay::Settings);
        settings.then_some(SETTINGS_WAKE_SECONDS)
    }
}

/// Frames in a row that must find the table waiting, with nothing changed, before the window
/// sleeps: what a frame decides (the turn passing once the cards have landed) takes effect at the
/// start of the next one, so the frame that settles is never the last.
const QUIET_FRAMES: u8 = 2;

/// Where the table stands this frame, as the pacing needs it.
#[derive(bevy::ecs::system::SystemParam)]
struct TableNow<'w> {
    phase: Option<Res<'w, State<TurnPhase>>>,
    next: Option<Res<'w, NextState<TurnPhase>>>,
    table: Option<Res<'w, Table>>,
    shown: Option<Res<'w, ShownView>>,
    phones: Option<Res<'w, Phones>>,
    windows: Res<'w, CatchWindows>,
    /// A hint being thought about.
    hints: Option<Res<'w, Hints>>,
    /// The note of a card the pointer rests on, due soon.
    note: Option<Res<'w, NoteDue>>,
}

/// Redraws only on input while a person is thinking and nothing moves, and on the menus (idle CPU
/// near zero); continuously while cards move, bots think, a timer runs or a screenshot waits.
fn pace(
    winit: Option<ResMut<bevy::winit::WinitSettings>>,
    now: TableNow,
    outputs: Option<Res<Outputs>>,
    shaking: Query<&Shake>,
    lifts: Query<&Lift>,
    time: Res<Time>,
    toasts: Option<Res<Toasts>>,
    shows: Option<Res<Highlights>>,
    menus: MenuWakes,
    mut quiet: Local<u8>,
) {
    use bevy::winit::UpdateMode;
    let Some(mut winit) = winit else { return };
    let TableNow { phase, next, table, shown, phones, windows, hints, note } = now;
    // The game or the turn's phase changed this frame, or the phase changes at the start of the
    // next one.
    let moving_on = phase.as_ref().is_some_and(|p| p.is_changed())
        || next.is_some_and(|n| !matches!(*n, NextState::Unchanged))
        || table.as_ref().is_some_and(|t| t.is_changed())
        || shown.is_some_and(|s| s.is_changed());
    // A screenshot waits for rendered frames: keep drawing until it is taken (on any screen).
    let screenshots = outputs.is_some_and(|o| !o.on.is_empty() || !o.after.is_empty() || o.pending > 0);
    let idle = match table {
        // The menus: egui asks for a frame when something changes.
        None => true,
        Some(table) => {
            let waiting_for_people = match phase.map(|p| *p.get()) {
                Some(TurnPhase::AwaitingHuman) => true,
                Some(TurnPhase::RoundOver | TurnPhase::MatchOver) => table.people() > 0,
                _ => false,
            };
            // A lift rests at exactly 0 or 1 (`move_cards` snaps it there); anything between is
            // moving. (Comparing with "hovered" kept a pointer resting on the draw pile, which never
            // lifts, drawing forever.)
            let lifting = lifts.iter().any(|l| l.0 != 0.0 && l.0 != 1.0);
            // A show on the table moves, or must go when its time is over.
            let showing = shows.is_some_and(|s| !s.active().is_empty());
            let hinting = hints.is_some_and(|h| h.thinking());
            let timers = !windows.is_empty() || shaking.iter().any(|s| s.0 > 0.0) || lifting || showing || hinting;
            // A phone's tap that came while the cards were still moving waits for the next frame.
            let phone_taps = phones.is_some_and(|p| p.waiting());
            waiting_for_people && !timers && !phone_taps && !moving_on
        }
    };
    *quiet = if idle { quiet.saturating_add(1) } else { 0 };
    let idle = *quiet >= QUIET_FRAMES;
    // Idle, the window still wakes when the oldest message is due to go, and otherwise only every
    // ten seconds: each such frame costs tens of milliseconds under software rendering, and a wake
    // every three seconds used 6% of a core at a person's turn on the 2-core CI machine.
    let now = time.elapsed_secs();
    let note_due = note.and_then(|n| n.at()).map(|at| (at - now).max(0.0) + 0.05);
    let next_toast_gone = toasts
        .iter()
        .filter_map(|t| t.next_gone(now))
        .map(|secs| secs + 0.05)
        .chain(note_due)
        .chain(menus.wake_in())
        .fold(IDLE_WAKE_SECONDS, f32::min);
    let mode = if idle && !screenshots {
        UpdateMode::reactive(std::time::Duration::from_secs_f32(next_toast_gone))
    } else {
        UpdateMode::Continuous
    };
    if winit.focused_mode != mode {
        winit.focused_mode = mode;
        winit.unfocused_mode = mode;
    }
}

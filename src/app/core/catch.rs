//! When each seat that forgot UNO became catchable: the grace window, the computer players'
//! reaction time and the Catch buttons all read it.

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, FrameStep, Overlay, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::shown::{EventQueue, EventShown, Jumped, ShownView};
use crate::engine::{Action, Event, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CatchWindows>()
        .add_systems(OnExit(Screen::Table), |mut w: ResMut<CatchWindows>| w.0.clear())
        .add_systems(
            Update,
            track_catch_windows
                .in_set(FrameStep::CatchWindows)
                .in_set(AppSystems::Input)
                .run_if(in_state(Overlay::None)),
        );
}

/// When each seat became catchable (seconds since start), to give the grace window and the bots'
/// reaction time.
#[derive(Resource, Default, Debug)]
pub struct CatchWindows(Vec<(Seat, f32)>);

impl CatchWindows {
    /// The seats that can be caught and since when (seconds since start), oldest first.
    pub fn opened(&self) -> &[(Seat, f32)] {
        &self.0
    }

    /// True when nobody can be caught.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seconds since `seat` could first be caught, if it can.
    pub fn open_for(&self, seat: Seat, now: f32) -> Option<f32> {
        self.0.iter().find(|(s, _)| *s == seat).map(|(_, t)| now - t)
    }

    /// The UNO grace window, the one place it is reckoned: seconds since `seat`'s window closed
    /// (negative while `seat` may still call UNO before anyone can catch them), if `seat` can
    /// be caught.
    pub fn past_grace(&self, seat: Seat, now: f32, settings: &Settings) -> Option<f32> {
        self.open_for(seat, now).map(|t| t - settings.uno_grace)
    }

    /// True when a person may catch `seat` now: it forgot UNO and its grace window is over.
    pub fn grace_over(&self, seat: Seat, now: f32, settings: &Settings) -> bool {
        self.past_grace(seat, now, settings).is_some_and(|t| t >= 0.0)
    }

    /// What a seat may do now, of the `legal` actions its screen or its phone offers it
    /// ([`crate::app::core::shown::offered`]): a catch only once the caught seat's grace window is
    /// over. The one place a person's offer is cut to the grace window.
    pub fn offer(&self, mut legal: Vec<Action>, now: f32, settings: &Settings) -> Vec<Action> {
        legal.retain(|a| !matches!(a, Action::Catch(t) if !self.grace_over(*t, now, settings)));
        legal
    }
}

/// Opens a seat's window when it forgets UNO; closes it when the state shown no longer lets it be caught.
fn track_catch_windows(
    time: Res<Time>,
    mut shown: MessageReader<EventShown>,
    mut jumped: MessageReader<Jumped>,
    mut windows: ResMut<CatchWindows>,
    view: Option<Res<ShownView>>,
    queue: Res<EventQueue>,
) {
    // The match was replaced at once (an undo): its windows went with it.
    if jumped.read().count() > 0 {
        windows.0.clear();
    }
    for EventShown(e) in shown.read() {
        if let Event::UnoMissed { seat } = e {
            windows.0.retain(|(s, _)| s != seat);
            windows.0.push((*seat, time.elapsed_secs()));
        }
    }
    // A window closes when the state being shown (the batch in progress, or the last one shown)
    // no longer lets its seat be caught.
    if let Some(view) = view {
        windows.0.retain(|(s, _)| queue.batch_end().map_or_else(|| view.catchable(*s), |g| g.catchable(*s)));
    }
}

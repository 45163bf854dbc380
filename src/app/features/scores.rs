//! The scores: every finished round of the match, kept as the rounds are shown (the scoreboard,
//! hud/scoreboard.rs, draws them).

use bevy::prelude::*;

use crate::app::core::opening::MatchOpened;
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::shown::EventShown;
use crate::engine::{Event, RoundResult};

/// The part without a window: the history of rounds.
pub(crate) fn plugin(app: &mut App) {
    // A match opened: its rounds so far (a resumed match's), or none.
    app.init_resource::<ScoreHistory>()
        .add_observer(|opened: On<MatchOpened>, mut history: ResMut<ScoreHistory>| history.0 = opened.rounds.clone())
        .add_systems(Update, record_rounds.in_set(AppSystems::Animate).run_if(in_state(Screen::Table)));
}

/// Every finished round of the current match, in order.
#[derive(Resource, Default, Debug, Clone)]
pub struct ScoreHistory(Vec<RoundResult>);

impl ScoreHistory {
    /// The finished rounds, in order.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.0
    }

    /// The chart's points: each seat's total before the first round and after every round, the
    /// sums of the scoreboard's rows (its last points are the Total row).
    pub fn chart(&self, seats: usize) -> Vec<Vec<[f64; 2]>> {
        (0..seats)
            .map(|s| {
                let mut total = 0u32;
                std::iter::once([0.0, 0.0])
                    .chain(self.0.iter().map(|r| {
                        total += r.gained.get(s).copied().unwrap_or(0);
                        [r.round as f64, total as f64]
                    }))
                    .collect()
            })
            .collect()
    }
}

fn record_rounds(mut shown: MessageReader<EventShown>, mut history: ResMut<ScoreHistory>) {
    for EventShown(e) in shown.read() {
        match e {
            Event::RoundStarted { round: 1, .. } => history.0.clear(),
            Event::RoundEnded(r) => history.0.push(*r),
            _ => {}
        }
    }
}

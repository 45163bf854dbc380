//! What each seat may do now, computed once a frame after the turn phase: its legal actions with
//! a catch only once the caught seat's UNO grace window is over ([`CatchWindows::offer`]), as the
//! engine accepts them now (a phone's buttons) and as the screen has shown the game so far (the
//! screen's buttons and keys). The keyboard, the phones and their hints read it; none works it
//! out again.

use bevy::prelude::*;

use crate::app::core::catch::CatchWindows;
use crate::app::core::schedule::{AtTable, FrameStep};
use crate::app::core::settings::Settings;
use crate::app::core::shown::{self, ShownView};
use crate::app::core::table::Table;
use crate::engine::{Action, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Offers>()
        .add_systems(Update, offer_seats.in_set(FrameStep::Offers).in_set(AtTable))
        .add_systems(OnExit(crate::app::core::schedule::Screen::Table), |mut o: ResMut<Offers>| *o = Offers::default());
}

/// Every seat's offer this frame, by seat.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Offers(Vec<SeatOffer>);

/// What one seat may do now.
#[derive(Default, Debug, Clone, PartialEq)]
struct SeatOffer {
    live: Vec<Action>,
    shown: Vec<Action>,
}

impl Offers {
    /// What the engine accepts from `seat` now (ahead of the screen while events are shown), a
    /// catch only after the grace window: what a phone offers.
    pub fn live(&self, seat: Seat) -> &[Action] {
        self.0.get(seat as usize).map_or(&[], |o| &o.live)
    }

    /// What `seat` may do as the screen has shown the game so far, a catch only after the grace
    /// window: what the screen's buttons and keys offer.
    pub fn shown(&self, seat: Seat) -> &[Action] {
        self.0.get(seat as usize).map_or(&[], |o| &o.shown)
    }

    /// The seats `seat` may catch now, as the screen shows the game.
    pub fn catchable(&self, seat: Seat) -> Vec<Seat> {
        self.shown(seat)
            .iter()
            .filter_map(|a| match a {
                Action::Catch(s) => Some(*s),
                _ => None,
            })
            .collect()
    }
}

/// Works out every seat's offer for this frame, when something it is made of changed (a catch
/// window opens to a person with time, so while one is open it is worked out every frame).
fn offer_seats(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    table: Res<Table>,
    shown: Res<ShownView>,
    mut offers: ResMut<Offers>,
) {
    let changed = table.is_changed()
        || shown.is_changed()
        || settings.is_changed()
        || windows.is_changed()
        || !windows.is_empty();
    if !changed && offers.0.len() == table.seat_count() {
        return;
    }
    let now = time.elapsed_secs();
    let cut = |legal: Vec<Action>| windows.offer(legal, now, &settings);
    let seats = (0..table.seat_count() as Seat)
        .map(|s| SeatOffer { live: cut(shown::offered(table.live_game(), s)), shown: cut(shown.legal_actions(s)) })
        .collect();
    offers.set_if_neq(Offers(seats));
}

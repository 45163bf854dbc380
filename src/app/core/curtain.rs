//! Hot-seat privacy. When the next decision belongs to another person than the one who last saw
//! the screen, a curtain covers the table ("Pass to NAME — click when ready"); only then does
//! that person's hand turn face up. With one person at the table there is no curtain, nor for
//! people on phones: their hands are on their phones, and the table shows them face down.
//!
//! Whose buttons the screen shows (the viewer) and whose cards it shows face up are two things
//! ([`Viewpoint`]), and this file alone decides both: with two or more people, a hand is face up
//! only while its person holds the screen for a decision of their own, and face down while
//! computer players act, while another person's move is shown, and while a hand-over is pending.

use bevy::prelude::*;

use crate::app::core::catch::CatchWindows;
use crate::app::core::opening::MatchOpened;
use crate::app::core::party::Seated;
use crate::app::core::schedule::{AppSystems, AtTable, FrameStep, Overlay, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::shown::{EventQueue, Jumped, Playback, ShownView};
use crate::app::core::table::Table;
use crate::engine::{Phase, Seat, Zone};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Curtain>()
        .init_resource::<Viewpoint>()
        .add_observer(first_view)
        .add_systems(OnExit(Screen::Table), |mut v: ResMut<Viewpoint>| *v = Viewpoint::default())
        .add_message::<CurtainLifted>()
        .add_message::<SeeAs>()
        .add_systems(Update, see_as.in_set(AppSystems::Apply))
        .add_systems(OnEnter(Screen::Table), |mut c: ResMut<Curtain>| *c = Curtain::default())
        .add_systems(OnEnter(Overlay::Pause), curtain_on_pause)
        .add_systems(Update, open_hand.in_set(FrameStep::TurnPhase).in_set(AtTable))
        .add_systems(
            Update,
            (lift_curtain.in_set(AppSystems::Input), raise_curtain.in_set(FrameStep::Curtain))
                .in_set(AtTable)
                .run_if(in_state(Overlay::None)),
        );
}

/// The curtain: up, waiting for this person to take the screen.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Curtain {
    /// Who the screen is being passed to.
    pub for_seat: Option<Seat>,
    /// How many times the curtain went up (hand-overs).
    pub raised: u64,
}

/// Who the screen is shown to: whose buttons and prompts it shows, whose hand is face up. The
/// curtain's alone: the systems of this file change it, everything else reads it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewpoint {
    viewer: Option<Seat>,
    open_hand: Option<Seat>,
    all_open: bool,
}

impl Viewpoint {
    /// Whose view is on screen: whose buttons and prompts it shows (`None`: a spectator, when
    /// every seat is a computer player, or the hot-seat curtain is up).
    pub fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    /// Whose hand is drawn face up (besides every hand at a round's end). With two or more people
    /// only the viewer's, only while a decision of theirs is on screen and while the move they
    /// just made lands.
    pub fn open_hand(&self) -> Option<Seat> {
        self.open_hand
    }

    /// Every hand is drawn face up (a replay watched with all hands open).
    pub fn all_open(&self) -> bool {
        self.all_open
    }

    /// True when `seat`'s cards are drawn face up now (a round's end aside).
    pub fn shows_hand(&self, seat: Seat) -> bool {
        self.all_open || self.open_hand == Some(seat)
    }

    /// The face-up rule, the one place it is written: the discard pile is face up, the draw pile
    /// face down, a hand face up while it is open to its person or once the round shown has ended.
    pub fn face_up(&self, zone: Zone, shown: &ShownView) -> bool {
        match zone {
            Zone::DiscardPile | Zone::DiscardUnderTop => true,
            Zone::Hand(s) => self.shows_hand(s) || shown.round_over(),
            Zone::DrawPile => false,
        }
    }

    /// The seat shown at the bottom of the screen.
    pub fn bottom_seat(&self) -> Seat {
        self.viewer.unwrap_or(0)
    }

    /// The screen of a table as it opens: a replay with every hand open; the only person's own
    /// (their hand face up); with several people, nobody's until the curtain is lifted (resuming
    /// never shows a hand).
    fn opening(table: &Table) -> Viewpoint {
        if table.mode().is_replay() {
            return Viewpoint { viewer: None, open_hand: None, all_open: true };
        }
        let viewer = table.sole_person();
        Viewpoint { viewer, open_hand: viewer, all_open: false }
    }
}

/// A table opened (a match, a replay, a lesson): the screen starts as [`Viewpoint::opening`] says.
fn first_view(_: On<MatchOpened>, table: Option<Res<Table>>, mut viewpoint: ResMut<Viewpoint>) {
    if let Some(table) = table {
        *viewpoint = Viewpoint::opening(&table);
    }
}

/// Opens the viewer's hand when a decision of theirs is on screen, and closes it as soon as it is
/// not. With one person at the table their hand stays open: there is nobody to hide it from.
fn open_hand(
    table: Res<Table>,
    mut viewpoint: ResMut<Viewpoint>,
    view: Res<ShownView>,
    playback: Res<Playback>,
    queue: Res<EventQueue>,
    curtain: Res<Curtain>,
    overlay: Option<Res<State<Overlay>>>,
    mut decided_at: Local<u64>,
) {
    let shown = playback.settled() && queue.is_empty();
    let to_act = view.to_act();
    // A menu over the table (the pause menu, the scoreboard): with two or more people at the
    // computer, whoever sits down at it next sees no hand.
    let covered = overlay.is_some_and(|o| *o.get() != Overlay::None) && table.humans() >= 2;
    let next = match viewpoint.viewer {
        None => None,
        Some(_) if covered => None,
        Some(v) if table.people() <= 1 => Some(v),
        Some(_) if curtain.for_seat.is_some() => None,
        // Everyone looks at the screen while the table judges a house rule: no hand is open.
        Some(_) if matches!(view.phase(), Phase::JudgeHouseRule { .. }) => None,
        // The person's own last move is still being shown (the six cards of a lost challenge
        // arriving): their hand stays open until it has landed, and not a moment past anyone
        // else's move.
        Some(v) if to_act != Some(v) => {
            let own_move = table.last_actor() == Some(v) && table.actions_applied() == *decided_at + 1;
            (viewpoint.open_hand == Some(v) && own_move && !shown).then_some(v)
        }
        // Already open for this decision: it stays open while the person's own moves are shown
        // (a drawn card arriving for Play it / Keep it).
        Some(v) if viewpoint.open_hand == Some(v) => Some(v),
        // Opening waits until everything before the decision has been shown.
        Some(v) if shown => Some(v),
        Some(_) => None,
    };
    if next.is_some() && to_act == next {
        *decided_at = table.actions_applied();
    }
    if viewpoint.open_hand != next {
        viewpoint.open_hand = next;
    }
}

/// The pause menu with two or more people at the computer: the person who walks away leaves no
/// hand to the next. The screen goes back through the curtain, to the person whose decision it is
/// (or who had it).
fn curtain_on_pause(
    table: Option<Res<Table>>,
    view: Option<Res<ShownView>>,
    mut viewpoint: ResMut<Viewpoint>,
    mut curtain: ResMut<Curtain>,
) {
    let (Some(table), Some(view)) = (table, view) else { return };
    if table.humans() < 2 || curtain.for_seat.is_some() {
        return;
    }
    let Some(viewer) = viewpoint.viewer else { return };
    let to = view.to_act().filter(|&s| table.is_human(s)).unwrap_or(viewer);
    viewpoint.viewer = None;
    curtain.for_seat = Some(to);
    curtain.raised += 1;
}

/// A replay is shown as `0` sees it (`None`: every hand open); the cards are laid out again.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SeeAs(pub Option<Seat>);

fn see_as(mut asked: MessageReader<SeeAs>, mut viewpoint: ResMut<Viewpoint>, mut jumped: MessageWriter<Jumped>) {
    for &SeeAs(v) in asked.read() {
        *viewpoint = Viewpoint { viewer: v, open_hand: v, all_open: v.is_none() };
        jumped.write(Jumped);
    }
}

/// The person the screen was passed to clicked: the curtain goes down.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CurtainLifted;

/// Puts the curtain up when the decision passes to another person: no hand is face up behind it.
fn raise_curtain(
    time: Res<Time>,
    settings: Res<Settings>,
    playback: Res<Playback>,
    windows: Res<CatchWindows>,
    queue: Res<EventQueue>,
    table: Res<Table>,
    view: Res<ShownView>,
    mut viewpoint: ResMut<Viewpoint>,
    mut curtain: ResMut<Curtain>,
) {
    // Only once everything that happened has been shown to the person who saw it happen.
    if !playback.settled() || !queue.is_empty() {
        return;
    }
    let Some(actor) = view.to_act() else { return };
    if !table.is_human(actor) || viewpoint.viewer == Some(actor) || curtain.for_seat == Some(actor) {
        return;
    }
    if table.people() == 1 {
        viewpoint.viewer = Some(actor);
        return;
    }
    // The person at the screen keeps it through their UNO grace window.
    if let Some(v) = viewpoint.viewer
        && view.catchable(v)
        && windows.past_grace(v, time.elapsed_secs(), &settings).is_some_and(|t| t < 0.0)
    {
        return;
    }
    viewpoint.viewer = None;
    curtain.for_seat = Some(actor);
    curtain.raised += 1;
}

fn lift_curtain(
    mut lifted: MessageReader<CurtainLifted>,
    mut viewpoint: ResMut<Viewpoint>,
    mut curtain: ResMut<Curtain>,
) {
    if lifted.read().count() > 0
        && let Some(seat) = curtain.for_seat.take()
    {
        viewpoint.viewer = Some(seat);
    }
}

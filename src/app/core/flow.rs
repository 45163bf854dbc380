//! Turn flow: which part of a turn the table is in, derived from the engine and the playback.
//! Input systems run only in the phases that accept input.

use bevy::prelude::*;

use crate::app::core::party::{Party, Seated};
use crate::app::core::schedule::{AppSystems, AtTable, FrameStep, Overlay, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::shown::{Playback, ShownView};
use crate::app::core::table::{SubmitAction, Table};
use crate::app::core::writer::TableCommand;
use crate::engine::{Action, Phase};

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<TurnPhase>()
        .init_resource::<PhaseClock>()
        .add_systems(OnExit(Screen::Table), |mut c: ResMut<PhaseClock>| *c = PhaseClock::default())
        .add_systems(Update, update_turn_phase.in_set(FrameStep::TurnPhase).in_set(AtTable))
        .add_systems(
            Update,
            next_round_when_all_bots
                .in_set(AppSystems::Input)
                .in_set(AtTable)
                .run_if(in_state(TurnPhase::RoundOver).and_then(in_state(Overlay::None))),
        )
        .add_message::<NewMatch>()
        .add_systems(
            Update,
            (new_match_when_all_bots.run_if(in_state(TurnPhase::MatchOver)).in_set(AtTable), start_new_match)
                .chain()
                .in_set(AppSystems::Input),
        );
}

/// Where a turn stands.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Table)]
pub enum TurnPhase {
    /// The cards of a round are being dealt.
    #[default]
    Dealing,
    /// Events are being shown.
    Animating,
    /// A person must decide.
    AwaitingHuman,
    /// A computer player is thinking.
    BotThinking,
    /// The round is over: the summary is shown.
    RoundOver,
    /// The match is over: the standings are shown.
    MatchOver,
}

/// When the turn's current phase began (seconds since start). Started by the system that works
/// the phase out, in the frame it changes (the [`TurnPhase`] state follows a frame later).
#[derive(Resource, Default, Debug)]
pub struct PhaseClock {
    since: f32,
    /// The phase it times.
    timing: Option<TurnPhase>,
}

impl PhaseClock {
    /// When the phase began, seconds since start.
    pub fn since(&self) -> f32 {
        self.since
    }
}

fn update_turn_phase(
    time: Res<Time>,
    table: Res<Table>,
    shown: Res<ShownView>,
    playback: Res<Playback>,
    state: Option<Res<State<TurnPhase>>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut clock: ResMut<PhaseClock>,
) {
    let phase = if !playback.settled() {
        if playback.dealing() { TurnPhase::Dealing } else { TurnPhase::Animating }
    } else {
        match shown.phase() {
            Phase::WaitingToDeal | Phase::RoundOver => TurnPhase::RoundOver,
            Phase::MatchOver { .. } => TurnPhase::MatchOver,
            p => match p.actor() {
                Some(s) if table.is_person(s) => TurnPhase::AwaitingHuman,
                _ => TurnPhase::BotThinking,
            },
        }
    };
    if clock.timing != Some(phase) {
        clock.timing = Some(phase);
        clock.since = time.elapsed_secs();
    }
    if state.is_some_and(|s| *s.get() != phase) {
        next.set(phase);
    }
}

/// True when no person sits at the table (at the computer or on a phone) and a match is played (a replay deals only as its log
/// says).
fn all_bots(table: &Table) -> bool {
    table.people() == 0 && !table.mode().is_replay()
}

fn next_round_when_all_bots(
    time: Res<Time>,
    settings: Res<Settings>,
    clock: Res<PhaseClock>,
    table: Res<Table>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if all_bots(&table) && time.elapsed_secs() - clock.since() >= settings.autoplay_pause {
        submit.write(SubmitAction { seat: 0, action: Action::StartRound });
    }
}

/// A new match at the same table (same seats and rules, a new shuffle).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NewMatch;

fn new_match_when_all_bots(
    time: Res<Time>,
    settings: Res<Settings>,
    clock: Res<PhaseClock>,
    table: Res<Table>,
    mut new_match: MessageWriter<NewMatch>,
) {
    if all_bots(&table) && time.elapsed_secs() - clock.since() >= settings.autoplay_pause * 2.0 {
        new_match.write(NewMatch);
    }
}

fn start_new_match(
    mut requests: MessageReader<NewMatch>,
    setup: Option<Res<Party>>,
    mut ask: MessageWriter<TableCommand>,
) {
    if requests.read().count() > 0 {
        ask.write(TableCommand::Rematch(setup.and_then(|s| s.dealer)));
    }
}

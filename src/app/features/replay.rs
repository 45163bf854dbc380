//! Watching a replay: the table shows a kept match action by action, every hand open (or as one
//! seat saw it), with play and pause, one action forward and back, a speed, and a jump to the
//! start of any round. Nobody plays: the actions come from the match's log.

use bevy::prelude::*;

use crate::app::core::curtain::SeeAs;
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::settings::Session;
use crate::app::core::shown::{EventQueue, Jumped, Playback};
use crate::app::core::table::{MatchOpened, Table};
use crate::engine::{MatchLog, ReplayError, Seat};

/// The part without a window: the replay's commands and its clock.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReplayCommand>()
        // A replay opened: watched from its first action.
        .add_observer(|opened: On<MatchOpened>, mut commands: Commands| {
            if let Some(log) = &opened.replay {
                commands.insert_resource(ReplayPlayer::new(log.clone()));
            }
        })
        .add_systems(
            Update,
            (play_on, follow_commands)
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table).and_then(resource_exists::<ReplayPlayer>)),
        )
        .add_systems(OnExit(Screen::Table), stop_watching);
}

/// The replay being watched.
#[derive(Resource, Debug)]
pub struct ReplayPlayer {
    /// The whole match.
    pub log: MatchLog,
    /// How many of its actions are on the table.
    pub position: usize,
    /// Whether it plays on by itself.
    pub playing: bool,
    /// How fast it plays (1: the game's normal pace), for this session only.
    pub speed: f32,
    /// When the last action was shown.
    last_step: f32,
    /// An action the engine refuses now: the replay stops before it.
    pub refused: Option<ReplayError>,
}

impl ReplayPlayer {
    /// `log` from its start, paused.
    pub fn new(log: MatchLog) -> ReplayPlayer {
        ReplayPlayer { log, position: 0, playing: false, speed: 1.0, last_step: 0.0, refused: None }
    }

    /// Number of actions in the match.
    pub fn total(&self) -> usize {
        self.log.actions.len()
    }
}

/// What the replay's controls ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReplayCommand {
    /// Play on by itself.
    Play,
    /// Stop playing on.
    Pause,
    /// One action back.
    Back,
    /// One action forward.
    Forward,
    /// To the start of this round (from 1): its cards just dealt.
    Round(u16),
    /// Every hand open (`None`), or the table as this seat saw it.
    View(Option<Seat>),
    /// This speed.
    Speed(f32),
    /// Back to the list of replays.
    Close,
}

/// Seconds between two actions at speed 1, once the last one has been shown.
const STEP_PAUSE: f32 = 0.7;

/// While playing, the next action once the table has settled.
fn play_on(
    time: Res<Time>,
    playback: Res<Playback>,
    queue: Res<EventQueue>,
    watching: Res<ReplayPlayer>,
    mut ask: MessageWriter<ReplayCommand>,
) {
    if watching.playing
        && playback.settled()
        && queue.is_empty()
        && time.elapsed_secs() - watching.last_step >= STEP_PAUSE / watching.speed
    {
        ask.write(ReplayCommand::Forward);
    }
}

/// The controls' commands.
fn follow_commands(
    time: Res<Time>,
    mut asked: MessageReader<ReplayCommand>,
    mut watching: ResMut<ReplayPlayer>,
    table: Option<ResMut<Table>>,
    mut queue: ResMut<EventQueue>,
    mut session: ResMut<Session>,
    mut jumped: MessageWriter<Jumped>,
    mut see_as: MessageWriter<SeeAs>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Some(mut table) = table else { return };
    let w = &mut *watching;
    // The cards fly at the replay's speed; the player's own is never touched.
    if session.replay_speed != Some(w.speed) {
        session.replay_speed = Some(w.speed);
    }
    for cmd in asked.read() {
        match *cmd {
            ReplayCommand::Play => w.playing = w.position < w.total() && w.refused.is_none(),
            ReplayCommand::Pause => w.playing = false,
            ReplayCommand::Forward => {
                let Some(l) = w.log.actions.get(w.position).copied() else {
                    w.playing = false;
                    continue;
                };
                match table.apply(l.seat, l.action, &mut queue) {
                    Ok(()) => {
                        w.position += 1;
                        w.last_step = time.elapsed_secs();
                        w.playing &= w.position < w.total();
                    }
                    Err(error) => {
                        let round = table.live_game().round();
                        w.refused = Some(ReplayError::Refused {
                            index: w.position,
                            round,
                            seat: l.seat,
                            action: l.action,
                            error,
                        });
                        w.playing = false;
                    }
                }
            }
            ReplayCommand::Back => {
                if w.position > 0 {
                    jump(&mut table, w, w.position - 1, &mut jumped);
                }
            }
            ReplayCommand::Round(r) => {
                if let Some(&start) = w.log.round_starts().get(usize::from(r.max(1)) - 1) {
                    jump(&mut table, w, start + 1, &mut jumped);
                }
            }
            ReplayCommand::View(v) => {
                see_as.write(SeeAs(v));
            }
            ReplayCommand::Speed(s) => {
                w.speed = s.clamp(0.25, 8.0);
                session.replay_speed = Some(w.speed);
            }
            ReplayCommand::Close => screen.set(Screen::Replays),
        }
    }
}

/// The table at once as the first `n` actions leave it.
fn jump(table: &mut Table, w: &mut ReplayPlayer, n: usize, jumped: &mut MessageWriter<Jumped>) {
    match table.jump(&w.log.truncated(n)) {
        Ok(()) => {
            w.position = n;
            w.refused = None;
            jumped.write(Jumped);
        }
        Err(e) => {
            w.refused = Some(e);
            w.playing = false;
        }
    }
}

fn stop_watching(mut commands: Commands, mut session: ResMut<Session>) {
    session.replay_speed = None;
    commands.remove_resource::<ReplayPlayer>();
}

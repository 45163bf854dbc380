//! Watching a replay: the table shows a kept match action by action, every hand open (or as one
//! seat saw it), with play and pause, one action forward and back, a speed, and a jump to the
//! start of any round. Nobody plays: the actions come from the match's log.

use bevy::prelude::*;

use crate::app::core::curtain::SeeAs;
use crate::app::core::opening::MatchOpened;
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::settings::Session;
use crate::app::core::shown::{EventQueue, Playback};
use crate::app::core::writer::{ReplayAnswer, TableCommand};
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
    /// When the last step was asked for.
    last_step: f32,
    /// A step asked of the table and not answered yet.
    asked: bool,
    /// An action the engine refuses now: the replay stops before it.
    pub refused: Option<ReplayError>,
}

impl ReplayPlayer {
    /// `log` from its start, paused.
    pub fn new(log: MatchLog) -> ReplayPlayer {
        ReplayPlayer { log, position: 0, playing: false, speed: 1.0, last_step: 0.0, asked: false, refused: None }
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

/// The controls' commands: the replay's own (play, pause, speed, view) at once, its steps asked of
/// the table's writer, one at a time.
fn follow_commands(
    time: Res<Time>,
    mut asked: MessageReader<ReplayCommand>,
    mut answers: MessageReader<ReplayAnswer>,
    mut watching: ResMut<ReplayPlayer>,
    mut session: ResMut<Session>,
    mut step: MessageWriter<TableCommand>,
    mut see_as: MessageWriter<SeeAs>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let w = &mut *watching;
    for answer in answers.read() {
        w.asked = false;
        match answer {
            ReplayAnswer::At(n) => {
                w.position = *n;
                w.refused = None;
                w.playing &= w.position < w.total();
            }
            ReplayAnswer::Refused(e) => {
                w.refused = Some(e.clone());
                w.playing = false;
            }
        }
    }
    for cmd in asked.read() {
        let to = match *cmd {
            ReplayCommand::Play => {
                w.playing = w.position < w.total() && w.refused.is_none();
                None
            }
            ReplayCommand::Pause => {
                w.playing = false;
                None
            }
            ReplayCommand::Forward => match w.log.actions.get(w.position) {
                Some(&logged) => Some(TableCommand::ReplayForward { index: w.position, logged }),
                None => {
                    w.playing = false;
                    None
                }
            },
            ReplayCommand::Back => w.position.checked_sub(1).map(|n| TableCommand::ReplayJump(w.log.truncated(n))),
            ReplayCommand::Round(r) => w
                .log
                .round_starts()
                .get(usize::from(r.max(1)) - 1)
                .map(|&start| TableCommand::ReplayJump(w.log.truncated(start + 1))),
            ReplayCommand::View(v) => {
                see_as.write(SeeAs(v));
                None
            }
            ReplayCommand::Speed(s) => {
                w.speed = s.clamp(0.25, 8.0);
                None
            }
            ReplayCommand::Close => {
                screen.set(Screen::Replays);
                None
            }
        };
        // A step at a time: the next waits for the table's answer to this one.
        if let Some(to) = to.filter(|_| !w.asked) {
            w.asked = true;
            w.last_step = time.elapsed_secs();
            step.write(to);
        }
    }
    // The cards fly at the replay's speed; the player's own is never touched.
    if session.replay_speed != Some(w.speed) {
        session.replay_speed = Some(w.speed);
    }
}

fn stop_watching(mut commands: Commands, mut session: ResMut<Session>) {
    session.replay_speed = None;
    commands.remove_resource::<ReplayPlayer>();
}

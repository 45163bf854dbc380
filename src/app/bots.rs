//! Computer players at the table: each decides on a worker thread from its seat's view, with a
//! short visible pause; catches of forgotten UNO calls come after the grace window and a
//! reaction time, so that people have their chance.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::AppSystems;
use super::cards::{Playback, Shown};
use super::flow::TurnPhase;
use super::shown::{EventQueue, ShownView};
use super::table::{SeatDecision, Settings, SubmitAction, Table};
use crate::ai::Bot;
use crate::engine::{Action, Decision, Event, Seat};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<CatchWindows>()
        .add_systems(OnExit(super::Screen::Table), |mut t: ResMut<Thinking>, mut w: ResMut<CatchWindows>| {
            t.0 = None;
            w.0.clear();
        })
        .add_systems(
            Update,
            (
                drop_thought_on_new_match,
                track_catch_windows,
                start_thinking.run_if(in_state(TurnPhase::BotThinking)),
                finish_thinking,
                bot_interrupts.run_if(in_state(TurnPhase::BotThinking).or_else(in_state(TurnPhase::AwaitingHuman))),
            )
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_state(super::Overlay::None)),
        );
}

/// What a computer player's timing depends on: the time, the settings and the catch windows.
#[derive(bevy::ecs::system::SystemParam)]
struct BotClock<'w> {
    time: Res<'w, Time>,
    settings: Res<'w, Settings>,
    windows: Res<'w, CatchWindows>,
}

/// A bot still thinking about the old match gives up when a new match starts, or when the match
/// jumps to another moment (an undo): the table built its computer players afresh.
fn drop_thought_on_new_match(
    mut new_match: MessageReader<super::flow::NewMatch>,
    mut jumped: MessageReader<super::cards::Jumped>,
    mut thinking: ResMut<Thinking>,
    mut windows: ResMut<CatchWindows>,
) {
    if new_match.read().count() > 0 {
        thinking.0 = None;
    }
    if jumped.read().count() > 0 {
        thinking.0 = None;
        windows.0.clear();
    }
}

/// A computer player thinking on a worker thread.
pub struct Thought {
    seat: Seat,
    started: f32,
    /// The game's action count when the thinking began: a decision about an older position is dropped.
    position: u64,
    task: Task<(Box<dyn Bot>, Action)>,
}

/// The decision in progress, if any.
#[derive(Resource, Default)]
pub struct Thinking(pub Option<Thought>);

impl Thinking {
    /// True while a computer player is thinking on a worker thread.
    pub fn is_thinking(&self) -> bool {
        self.0.is_some()
    }
}

/// Keeps only the out-of-turn moves a computer player may make by now: catches once the grace
/// window and its reaction time have passed, Jump-Ins once it has had its reaction time.
fn reaction_filter(legal: &mut Vec<Action>, windows: &CatchWindows, settings: &Settings, now: f32, settled_for: f32) {
    legal.retain(|a| match a {
        Action::Catch(t) => windows.past_grace(*t, now, settings).is_some_and(|t| t >= settings.bot_catch_delay),
        Action::JumpIn(_) => settled_for >= settings.bot_catch_delay,
        _ => true,
    });
}

/// True while another seat than `actor` went down to one card without calling UNO so recently
/// that a person could not yet have caught them: the grace window and the time computer players
/// take to catch have not both passed.
fn person_could_still_catch(windows: &CatchWindows, settings: &Settings, actor: Seat, now: f32) -> bool {
    windows
        .0
        .iter()
        .any(|&(s, _)| s != actor && windows.past_grace(s, now, settings).is_some_and(|t| t < settings.bot_catch_delay))
}

/// When each seat became catchable (seconds since start), to give the grace window and the bots'
/// reaction time.
#[derive(Resource, Default, Debug)]
pub struct CatchWindows(pub Vec<(Seat, f32)>);

impl CatchWindows {
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
}

fn track_catch_windows(
    time: Res<Time>,
    mut shown: MessageReader<Shown>,
    mut windows: ResMut<CatchWindows>,
    view: Option<Res<ShownView>>,
    queue: Res<EventQueue>,
) {
    for Shown(e) in shown.read() {
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

fn start_thinking(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    table: Option<ResMut<Table>>,
    mut thinking: ResMut<Thinking>,
) {
    let Some(mut table) = table else { return };
    if thinking.0.is_some() {
        return;
    }
    let Some(seat) = table.to_act() else { return };
    let Some(SeatDecision { view, mut legal }) = table.decision(seat) else { return };
    // Its own turn gives a bot no head start on catching: the grace window holds for everyone.
    let now = time.elapsed_secs();
    reaction_filter(&mut legal, &windows, &settings, now, f32::MAX);
    if legal.is_empty() {
        return;
    }
    let Some(bot) = table.bots.get_mut(seat as usize).and_then(Option::take) else { return };
    let position = table.actions_applied;
    let mut bot = bot;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let action = bot.decide(&Decision::from_view(view, &legal));
        (bot, action)
    });
    thinking.0 = Some(Thought { seat, started: now, position, task });
}

fn finish_thinking(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    table: Option<ResMut<Table>>,
    mut thinking: ResMut<Thinking>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Some(mut table) = table else { return };
    let Some(thought) = thinking.0.as_mut() else { return };
    // A short visible pause so that people can follow the bots.
    let now = time.elapsed_secs();
    if now - thought.started < settings.scaled(settings.bot_pause) {
        return;
    }
    // A move in turn ends every chance to catch a forgotten UNO: while a person at the table still
    // has theirs (the grace window, then as long as computer players take to catch), wait.
    if table.people() > 0 && person_could_still_catch(&windows, &settings, thought.seat, now) {
        return;
    }
    let Some((bot, action)) = check_ready(&mut thought.task) else { return };
    let (seat, position) = (thought.seat, thought.position);
    thinking.0 = None;
    table.bots[seat as usize] = Some(bot);
    // The game moved on while it thought (a catch, a Jump-In): it will think again.
    if position == table.actions_applied {
        submit.write(SubmitAction { seat, action });
    }
}

/// Computer players catch forgotten UNO calls (after the grace window and their reaction time),
/// call their own late, and jump in, once the table has settled.
fn bot_interrupts(
    BotClock { time, settings, windows }: BotClock,
    playback: Res<Playback>,
    clock: Res<super::flow::PhaseClock>,
    table: Option<ResMut<Table>>,
    thinking: Res<Thinking>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Some(mut table) = table else { return };
    if !playback.settled || !table.out_of_turn_possible() {
        return;
    }
    let now = time.elapsed_secs();
    for seat in 0..table.seat_count() as Seat {
        if thinking.0.as_ref().is_some_and(|t| t.seat == seat) || table.to_act() == Some(seat) {
            continue;
        }
        let Some(SeatDecision { view, mut legal }) = table.decision(seat) else { continue };
        reaction_filter(&mut legal, &windows, &settings, now, now - clock.since);
        if legal.is_empty() {
            continue;
        }
        let Some(bot) = table.bots.get_mut(seat as usize).and_then(Option::as_mut) else { continue };
        if let Some(a) = bot.interrupt(&Decision::from_view(view, &legal)) {
            submit.write(SubmitAction { seat, action: a });
            return;
        }
    }
}

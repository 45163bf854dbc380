//! Computer players at the table: each decides on a worker thread from its seat's view, with a
//! short visible pause; catches of forgotten UNO calls come after the grace window and a
//! reaction time, so that people have their chance.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::ai::Bot;
use crate::app::core::catch::CatchWindows;
use crate::app::core::flow::{NewMatch, PhaseClock, TurnPhase};
use crate::app::core::schedule::{AppSystems, AtTable, FrameStep, Overlay, Screen};
use crate::app::core::settings::{Pace, Settings};
use crate::app::core::shown::{Jumped, Playback};
use crate::app::core::table::{BotDeal, SeatDecision, SubmitAction, Table};
use crate::engine::{Action, Decision, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Bots>()
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<Thinking>, mut b: ResMut<Bots>| {
            t.0 = None;
            *b = Bots::default();
        })
        .add_systems(
            Update,
            (
                drop_thought_on_new_match,
                seat_bots,
                start_thinking.run_if(in_state(TurnPhase::BotThinking)),
                finish_thinking,
                bot_interrupts.run_if(in_state(TurnPhase::BotThinking).or_else(in_state(TurnPhase::AwaitingHuman))),
            )
                .chain()
                .in_set(AppSystems::Input)
                .after(FrameStep::CatchWindows)
                .run_if(in_state(Overlay::None))
                .in_set(AtTable),
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
    mut new_match: MessageReader<NewMatch>,
    mut jumped: MessageReader<Jumped>,
    mut thinking: ResMut<Thinking>,
) {
    if new_match.read().count() + jumped.read().count() > 0 {
        thinking.0 = None;
    }
}

/// The computer players at the table, by seat (`None` for people, and while a bot thinks on a
/// worker thread), as the table last dealt them.
#[derive(Resource, Default)]
pub struct Bots {
    deal: Option<BotDeal>,
    seats: Vec<Option<Box<dyn Bot>>>,
}

/// Seats the table's computer players afresh whenever it deals them anew (a new match, an undo,
/// a lesson's part, another table).
fn seat_bots(table: Res<Table>, mut bots: ResMut<Bots>) {
    if bots.deal != Some(table.bot_deal()) {
        *bots = Bots { deal: Some(table.bot_deal()), seats: table.fresh_bots() };
    }
}

/// A computer player thinking on a worker thread.
pub struct Thought {
    seat: Seat,
    /// The dealing it belongs to: back at its seat only if the table has not dealt anew since.
    deal: Option<BotDeal>,
    started: f32,
    /// The game's action count when the thinking began: a decision about an older position is dropped.
    position: u64,
    task: Task<(Box<dyn Bot>, Action)>,
}

/// The decision in progress, if any.
#[derive(Resource, Default)]
pub struct Thinking(Option<Thought>);

impl Thinking {
    /// True while a computer player is thinking on a worker thread.
    pub fn is_thinking(&self) -> bool {
        self.0.is_some()
    }
}

/// How long every person at the table has the Catch button in view before a computer player may
/// catch: noticing a button that appears unasked (about a second), reaching it with the mouse or
/// a thumb (about a second), and a margin for a phone's round trip and a hot-seat curtain. A
/// shorter [`Settings::bot_catch_delay`] only holds among computer players.
pub const PERSON_CATCH_SECONDS: f32 = 3.0;

/// How much longer than a computer player's catch the next player waits before its move, so that
/// the catch lands first (a move ends the chance to catch).
const CATCH_LANDS: f32 = 0.4;

/// Seconds after the grace window that computer players wait before catching `target`: the
/// setting, and at least [`PERSON_CATCH_SECONDS`] while a person other than `target` is at the
/// table (`people`: a bit per person's seat).
pub fn bot_catch_wait(settings: &Settings, people: u16, target: Seat) -> f32 {
    if people & !(1u16 << target) != 0 {
        settings.bot_catch_delay.max(PERSON_CATCH_SECONDS)
    } else {
        settings.bot_catch_delay
    }
}

/// Keeps only the out-of-turn moves a computer player may make by now: catches once the grace
/// window and the wait of [`bot_catch_wait`] have passed, Jump-Ins once it has had its reaction
/// time.
fn reaction_filter(legal: &mut Vec<Action>, clock: &CatchClock, now: f32, settled_for: f32) {
    let CatchClock { windows, settings, people } = clock;
    legal.retain(|a| match a {
        Action::Catch(t) => {
            windows.past_grace(*t, now, settings).is_some_and(|p| p >= bot_catch_wait(settings, *people, *t))
        }
        Action::JumpIn(_) => settled_for >= settings.bot_catch_delay,
        _ => true,
    });
}

/// What decides when a computer player may catch: the open windows, the settings and who the
/// people at the table are (a bit per seat).
struct CatchClock<'a> {
    windows: &'a CatchWindows,
    settings: &'a Settings,
    people: u16,
}

impl<'a> CatchClock<'a> {
    fn new(windows: &'a CatchWindows, settings: &'a Settings, table: &Table) -> Self {
        let people = (0..table.seat_count() as Seat).filter(|&s| table.is_person(s)).fold(0u16, |m, s| m | 1 << s);
        CatchClock { windows, settings, people }
    }

    /// True while another seat than `actor` went down to one card without calling UNO so
    /// recently that a person could not yet have caught them: the grace window and the wait of
    /// [`bot_catch_wait`] have not both passed.
    fn person_could_still_catch(&self, actor: Seat, now: f32) -> bool {
        self.windows.opened().iter().any(|&(s, _)| {
            s != actor
                && self.people & !(1u16 << s) != 0
                && self
                    .windows
                    .past_grace(s, now, self.settings)
                    .is_some_and(|t| t < bot_catch_wait(self.settings, self.people, s) + CATCH_LANDS)
        })
    }
}

fn start_thinking(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    table: Res<Table>,
    mut bots: ResMut<Bots>,
    mut thinking: ResMut<Thinking>,
) {
    // A lesson's telling step is being read: the computer players wait for it.
    if thinking.0.is_some() || table.mode().lesson_holds() {
        return;
    }
    let Some(seat) = table.to_act() else { return };
    let Some(SeatDecision { view, mut legal }) = table.decision(seat) else { return };
    // Its own turn gives a bot no head start on catching: the grace window holds for everyone.
    let now = time.elapsed_secs();
    reaction_filter(&mut legal, &CatchClock::new(&windows, &settings, &table), now, f32::MAX);
    if legal.is_empty() {
        return;
    }
    let Some(bot) = bots.seats.get_mut(seat as usize).and_then(Option::take) else { return };
    let position = table.actions_applied();
    let mut bot = bot;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let action = bot.decide(&Decision::from_view(view, &legal));
        (bot, action)
    });
    thinking.0 = Some(Thought { seat, deal: bots.deal, started: now, position, task });
}

fn finish_thinking(
    time: Res<Time>,
    pace: Pace,
    windows: Res<CatchWindows>,
    table: Res<Table>,
    mut bots: ResMut<Bots>,
    mut thinking: ResMut<Thinking>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Some(thought) = thinking.0.as_mut() else { return };
    // A short visible pause so that people can follow the bots.
    let now = time.elapsed_secs();
    let settings = pace.settings();
    if now - thought.started < pace.motion().scaled(settings.bot_pause) {
        return;
    }
    // The person asked the computer players to wait until they have heard the last words.
    if pace.words_pending(now) {
        return;
    }
    // A move in turn ends every chance to catch a forgotten UNO: while a person at the table still
    // has theirs (the grace window, then their time to catch, and a moment for a computer
    // player's catch due then to land first), wait.
    if CatchClock::new(&windows, settings, &table).person_could_still_catch(thought.seat, now) {
        return;
    }
    let Some((bot, action)) = check_ready(&mut thought.task) else { return };
    let (seat, position, deal) = (thought.seat, thought.position, thought.deal);
    thinking.0 = None;
    if deal == bots.deal
        && let Some(slot) = bots.seats.get_mut(seat as usize)
    {
        *slot = Some(bot);
    }
    // The game moved on while it thought (a catch, a Jump-In): it will think again.
    if position == table.actions_applied() {
        submit.write(SubmitAction { seat, action });
    }
}

/// Computer players catch forgotten UNO calls (after the grace window and their reaction time),
/// call their own late, and jump in, once the table has settled.
fn bot_interrupts(
    BotClock { time, settings, windows }: BotClock,
    playback: Res<Playback>,
    clock: Res<PhaseClock>,
    table: Res<Table>,
    mut bots: ResMut<Bots>,
    thinking: Res<Thinking>,
    mut submit: MessageWriter<SubmitAction>,
) {
    if !playback.settled() || !table.out_of_turn_possible() || table.mode().lesson_holds() {
        return;
    }
    let now = time.elapsed_secs();
    let people = CatchClock::new(&windows, &settings, &table).people;
    for seat in 0..table.seat_count() as Seat {
        if thinking.0.as_ref().is_some_and(|t| t.seat == seat) || table.to_act() == Some(seat) {
            continue;
        }
        let Some(SeatDecision { view, mut legal }) = table.decision(seat) else { continue };
        let catch_clock = CatchClock { windows: &windows, settings: &settings, people };
        reaction_filter(&mut legal, &catch_clock, now, now - clock.since());
        if legal.is_empty() {
            continue;
        }
        let Some(bot) = bots.seats.get_mut(seat as usize).and_then(Option::as_mut) else { continue };
        if let Some(a) = bot.interrupt(&Decision::from_view(view, &legal)) {
            submit.write(SubmitAction { seat, action: a });
            return;
        }
    }
}

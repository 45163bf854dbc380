//! The one system that changes the game. A seat's action ([`SubmitAction`]) and every other change
//! ([`TableCommand`]: a new match, Undo, a replay's steps, the lesson's, a phone's seat taken
//! back, a hint counted) are asked of it; it applies them in order and tells what came of them.

use bevy::prelude::*;

use crate::app::core::commands::Notices;
use crate::app::core::opening::{MatchOpened, OpenLesson};
use crate::app::core::party::SeatKind;
use crate::app::core::schedule::{AppSystems, AtTable};
use crate::app::core::shown::{EventQueue, Jumped};
use crate::app::core::table::{BotDeal, RECENT_EVENTS, Refused, SubmitAction, Table, TableMode, deal_new};
use crate::engine::{Action, Event, Game, Logged, MatchLog, ReplayError, RoundResult, RuleError, Seat, Setup};
use crate::i18n::Texts;
use crate::lesson::{Lesson, LessonKind};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SubmitAction>()
        .add_message::<Refused>()
        .add_message::<TableCommand>()
        .add_message::<ReplayAnswer>()
        .add_systems(Update, write_table.in_set(AppSystems::Apply).in_set(AtTable));
}

/// A change to the match other than a seat's action, asked of the one system that makes it.
#[derive(Message, Clone, Debug)]
pub enum TableCommand {
    /// A new match at this table, dealt by this seat (or as the rules choose).
    Rematch(Option<Seat>),
    /// Back to the only person's previous decision.
    Undo,
    /// The lesson goes on past the step it holds at.
    LessonContinue,
    /// The lesson from its start.
    LessonRestart,
    /// Another lesson in place of the one at the table.
    OpenLesson(OpenLesson),
    /// A phone's seat is played at the computer from now on.
    TakeBackPhone(Seat),
    /// A hint was shown: the match counts it.
    CountHint,
    /// A replay's next action, as its log has it (`index` in the log).
    ReplayForward {
        /// Where the action stands in the log.
        index: usize,
        /// The action.
        logged: Logged,
    },
    /// A replay at the end of `log` at once (a step back, a jump to a round).
    ReplayJump(MatchLog),
}

/// What came of a replay's step: where the table now stands in the log, or why it could not.
#[derive(Message, Clone, Debug)]
pub enum ReplayAnswer {
    /// The table shows the log's first this many actions.
    At(usize),
    /// The engine refused the log's action, or the log could not be played to that point.
    Refused(ReplayError),
}

/// The game's one writer: seats' actions, then the other changes, in the order asked.
fn write_table(
    mut commands: Commands,
    mut table: ResMut<Table>,
    mut submitted: MessageReader<SubmitAction>,
    mut asked: MessageReader<TableCommand>,
    mut queue: ResMut<EventQueue>,
    texts: Res<Texts>,
    mut notices: ResMut<Notices>,
    mut refused: MessageWriter<Refused>,
    mut jumped: MessageWriter<Jumped>,
    mut answers: MessageWriter<ReplayAnswer>,
) {
    for &SubmitAction { seat, action } in submitted.read() {
        if let Err(reason) = table.apply(seat, action, &mut queue) {
            refused.write(Refused { seat, action, reason });
        }
    }
    for command in asked.read() {
        match command {
            TableCommand::Rematch(dealer) => match table.rematch(*dealer) {
                Ok(events) => queue.push_batch(events, table.live_game()),
                Err(e) => error!("cannot start a new match: {e}"),
            },
            TableCommand::Undo => {
                if table.undo() {
                    jumped.write(Jumped);
                }
            }
            TableCommand::LessonContinue => {
                if table.lesson_proceed() {
                    jumped.write(Jumped);
                }
            }
            TableCommand::LessonRestart => {
                table.lesson_restart();
                jumped.write(Jumped);
            }
            TableCommand::OpenLesson(open) => match open.table(&texts) {
                Some(lesson) => {
                    *table = lesson;
                    commands.trigger(MatchOpened { rounds: Vec::new(), replay: None });
                    jumped.write(Jumped);
                }
                None => notices.push(crate::msg!(LessonNoOptions)),
            },
            TableCommand::TakeBackPhone(seat) => {
                table.take_back_phone(*seat);
            }
            TableCommand::CountHint => table.hints_used += 1,
            TableCommand::ReplayForward { index, logged } => {
                let answer = match table.apply(logged.seat, logged.action, &mut queue) {
                    Ok(()) => ReplayAnswer::At(index + 1),
                    Err(error) => ReplayAnswer::Refused(ReplayError::Refused {
                        index: *index,
                        round: table.live_game().round(),
                        seat: logged.seat,
                        action: logged.action,
                        error,
                    }),
                };
                answers.write(answer);
            }
            TableCommand::ReplayJump(log) => match table.jump(log) {
                Ok(()) => {
                    jumped.write(Jumped);
                    answers.write(ReplayAnswer::At(log.actions.len()));
                }
                Err(e) => {
                    answers.write(ReplayAnswer::Refused(e));
                }
            },
        }
    }
}

/// The changes to the match, made only by [`write_table`] (and by tests and benchmarks that play
/// a table without the app).
impl Table {
    /// Applies `seat`'s action; on success queues its events with the state after them. In a
    /// lesson, a learner's move other than the one asked for changes nothing: the lesson says why
    /// ([`TableMode::lesson_said`]).
    pub fn apply(&mut self, seat: Seat, action: Action, queue: &mut EventQueue) -> Result<(), RuleError> {
        if let TableMode::Lesson { lesson, said } = &mut self.mode
            && seat == lesson.learner()
            && let Err(why) = lesson.check(&self.game, seat, action)
        {
            *said = Some((lesson.position(), why));
            return Ok(());
        }
        let events = self.game.apply(seat, action)?;
        if let TableMode::Lesson { lesson, said } = &mut self.mode {
            lesson.applied(&self.game, seat, action);
            if seat == lesson.learner() {
                *said = None;
            }
        }
        self.log.record(seat, action);
        self.rounds.extend(events.iter().filter_map(|e| match e {
            Event::RoundEnded(r) => Some(*r),
            _ => None,
        }));
        self.actions_applied += 1;
        self.last_actor = Some(seat);
        self.recent.extend(events.iter().cloned());
        self.recent_total += events.len() as u64;
        let extra = self.recent.len().saturating_sub(RECENT_EVENTS);
        self.recent.drain(..extra);
        queue.push_batch(events, &self.game);
        Ok(())
    }

    /// Takes the match back to the only person's previous decision: their move and every move
    /// after it are undone, and the cards are where the deck would deal them again (the log is
    /// played again to that point). False when there is nothing to undo.
    fn undo(&mut self) -> bool {
        let Some(at) = self.undo_point() else { return false };
        let log = self.log.truncated(at);
        let Ok((game, rounds)) = replay_with_rounds(&log) else { return false };
        self.game = game;
        self.log = log;
        self.rounds = rounds;
        self.undos += 1;
        self.recent.clear();
        // A computer player thinking about the undone position is dropped with its thought.
        self.bots = BotDeal::new((self.log.actions.len() as u64) << 8 | self.undos as u64);
        self.actions_applied += 1;
        true
    }

    /// A new match at this table: same seats, rules and dealer choice, the next shuffle.
    fn rematch(&mut self, dealer: Option<Seat>) -> Result<Vec<Event>, String> {
        let seed = crate::engine::mix_seed(self.seed, self.matches);
        let rules = self.game.rules().clone();
        let setup = Setup { seats: self.game.seats(), rules, seed, dealer };
        let (_, game, events) = deal_new(setup.clone())?;
        self.game = game;
        self.matches += 1;
        self.log = MatchLog::new(&setup);
        self.log.record(0, Action::StartRound);
        self.started_at = crate::app::core::match_file::now();
        self.rounds.clear();
        self.undos = 0;
        self.hints_used = 0;
        self.recent.clear();
        // A computer player still thinking about the old match is dropped with its thought.
        self.bots = BotDeal::new(self.matches);
        Ok(events)
    }

    /// Puts the match at `log`'s end at once (a replay's step back or jump): the screen lays its
    /// cards out again (`Jumped`).
    fn jump(&mut self, log: &MatchLog) -> Result<(), ReplayError> {
        let (game, rounds) = replay_with_rounds(log)?;
        self.game = game;
        self.log = log.clone();
        self.rounds = rounds;
        self.actions_applied += 1;
        self.recent.clear();
        Ok(())
    }

    /// The learner read a telling step: the lesson goes on (to its next part's deal when a part
    /// is done). True when the table's cards were replaced (lay them out again).
    fn lesson_proceed(&mut self) -> bool {
        let TableMode::Lesson { lesson, said } = &mut self.mode else { return false };
        lesson.proceed();
        if lesson.part_done() && lesson.next_part() {
            self.game = lesson.game();
            *said = None;
            self.bots = BotDeal::new(0);
            self.recent.clear();
            self.actions_applied += 1;
            return true;
        }
        false
    }

    /// The lesson from its start again (its rules kept): its first deal is on the table.
    fn lesson_restart(&mut self) {
        let Some(old) = self.mode.lesson() else { return };
        let lesson = match old.kind() {
            LessonKind::Basics => Some(Lesson::basics()),
            LessonKind::Options => Lesson::options(self.game.rules()),
        };
        let Some(lesson) = lesson else { return };
        self.game = lesson.game();
        self.mode = TableMode::Lesson { lesson: Box::new(lesson), said: None };
        self.bots = BotDeal::new(0);
        self.recent.clear();
        self.rounds.clear();
        self.actions_applied += 1;
    }

    /// Plays phone seat `seat` at the computer from now on (its phone is gone, or another phone
    /// asked for it); false, and nothing changed, when `seat` is not a phone's.
    fn take_back_phone(&mut self, seat: Seat) -> bool {
        let Some(s) = self.seats.get_mut(seat as usize).filter(|s| s.kind == SeatKind::Phone) else { return false };
        s.kind = SeatKind::Human;
        true
    }
}

/// The game at the end of `log` and the rounds scored on the way.
fn replay_with_rounds(log: &MatchLog) -> Result<(Game, Vec<RoundResult>), ReplayError> {
    let mut player = crate::engine::Replayer::new(log)?;
    let mut rounds = Vec::new();
    while let Some(events) = player.step()? {
        rounds.extend(events.iter().filter_map(|e| match e {
            Event::RoundEnded(r) => Some(*r),
            _ => None,
        }));
    }
    Ok((player.game().clone(), rounds))
}

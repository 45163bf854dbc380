//! The one system that changes the game. A seat's action ([`SubmitAction`]) and every other change
//! ([`TableCommand`]: a new match, Undo, a replay's steps, the lesson's, a phone's seat taken
//! back, a hint counted) are asked of it; it applies them in order and tells what came of them.

use bevy::prelude::*;

use crate::app::core::commands::Notices;
use crate::app::core::opening::OpenLesson;
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::shown::{EventQueue, Jumped};
use crate::app::core::table::{Refused, SubmitAction, Table};
use crate::engine::{Logged, MatchLog, ReplayError, Seat};
use crate::i18n::Texts;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SubmitAction>()
        .add_message::<Refused>()
        .add_message::<TableCommand>()
        .add_message::<ReplayAnswer>()
        .add_systems(Update, write_table.in_set(AppSystems::Apply).run_if(in_state(Screen::Table)));
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
    table: Option<ResMut<Table>>,
    mut submitted: MessageReader<SubmitAction>,
    mut asked: MessageReader<TableCommand>,
    mut queue: ResMut<EventQueue>,
    texts: Res<Texts>,
    mut notices: ResMut<Notices>,
    mut refused: MessageWriter<Refused>,
    mut jumped: MessageWriter<Jumped>,
    mut answers: MessageWriter<ReplayAnswer>,
) {
    let Some(mut table) = table else { return };
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
                    jumped.write(Jumped);
                }
                None => notices.push(crate::msg!(LessonNoOptions)),
            },
            TableCommand::TakeBackPhone(seat) => {
                table.take_back_phone(*seat);
            }
            TableCommand::CountHint => table.count_hint(),
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

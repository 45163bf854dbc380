//! Learn to play: the main menu's lessons open at the table (`UiCommand::Learn`); the lesson panel
//! asks to go on after a telling step, to start again, or for the next lesson. The lesson itself
//! (its deals, steps and scripted computer players) is plain Rust in `src/lesson`; the table holds
//! it and lets only the moves it asks for through.

use bevy::prelude::*;

use crate::app::core::commands::{Notices, UiCommand};
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::table::Table;
use crate::app::core::writer::TableCommand;
use crate::lesson::LessonKind;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<LessonRequest>()
        .add_systems(Update, (open_lesson, handle_requests).chain().in_set(AppSystems::Input));
}

/// What the person asks of the lesson on screen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Go on after a telling step.
    Continue,
    /// The lesson from its start.
    Restart,
}

/// `UiCommand::Learn`: the lesson opens at the table (in place of the lesson on it, if one is).
fn open_lesson(
    mut commands: Commands,
    mut read: MessageReader<UiCommand>,
    table: Option<Res<Table>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notices: ResMut<Notices>,
    mut ask: MessageWriter<TableCommand>,
) {
    let Some(open) =
        read.read().filter_map(|c| if let UiCommand::Learn(o) = c { Some(o.clone()) } else { None }).last()
    else {
        return;
    };
    if table.is_some_and(|t| t.mode().in_lesson()) {
        ask.write(TableCommand::OpenLesson(open));
        return;
    }
    if open.kind == LessonKind::Options && open.lesson().is_none() {
        notices.push(crate::msg!(LessonNoOptions));
        return;
    }
    commands.insert_resource(open);
    screen.set(Screen::Table);
}

fn handle_requests(mut asked: MessageReader<LessonRequest>, mut ask: MessageWriter<TableCommand>) {
    for r in asked.read() {
        ask.write(match r {
            LessonRequest::Continue => TableCommand::LessonContinue,
            LessonRequest::Restart => TableCommand::LessonRestart,
        });
    }
}

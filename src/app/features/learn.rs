//! Learn to play: the main menu's lessons open at the table (`UiCommand::Learn`); the lesson panel
//! asks to go on after a telling step, to start again, or for the next lesson. The lesson itself
//! (its deals, steps and scripted computer players) is plain Rust in `src/lesson`; the table holds
//! it and lets only the moves it asks for through.

use bevy::prelude::*;

use crate::app::core::commands::{Notices, UiCommand};
use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::shown::Jumped;
use crate::app::core::table::Table;
use crate::i18n::Texts;
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
    texts: Res<Texts>,
    table: Option<ResMut<Table>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notices: ResMut<Notices>,
    mut jumped: MessageWriter<Jumped>,
) {
    let Some(open) =
        read.read().filter_map(|c| if let UiCommand::Learn(o) = c { Some(o.clone()) } else { None }).last()
    else {
        return;
    };
    if let Some(mut table) = table.filter(|t| t.in_lesson()) {
        match open.table(&texts) {
            Some(lesson) => {
                *table = lesson;
                jumped.write(Jumped);
            }
            None => notices.push(crate::msg!(LessonNoOptions)),
        }
        return;
    }
    if open.kind == LessonKind::Options && open.lesson().is_none() {
        notices.push(crate::msg!(LessonNoOptions));
        return;
    }
    commands.insert_resource(open);
    screen.set(Screen::Table);
}

fn handle_requests(
    mut asked: MessageReader<LessonRequest>,
    table: Option<ResMut<Table>>,
    mut jumped: MessageWriter<Jumped>,
) {
    let Some(mut table) = table else { return };
    for r in asked.read() {
        let replaced = match r {
            LessonRequest::Continue => table.lesson_proceed(),
            LessonRequest::Restart => {
                table.lesson_restart();
                true
            }
        };
        if replaced {
            jumped.write(Jumped);
        }
    }
}

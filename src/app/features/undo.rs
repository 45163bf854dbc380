//! Undo against computer players: with exactly one person at the table, Ctrl+Z or the Undo button
//! takes the match back to that person's previous decision (the computer players' later moves are
//! undone too). It is off in hot-seat games; a match where it was used says so on the scoreboard
//! and in the lists of kept matches.

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::app::core::writer::TableCommand;

/// The part without a window: the request and what it does.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>()
        .add_systems(Update, (undo_key, undo).chain().in_set(AppSystems::Input).run_if(in_state(Screen::Table)));
}

/// The person asks to undo their last decision.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoRequest;

fn undo_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlay: Res<State<Overlay>>,
    mut ask: MessageWriter<UndoRequest>,
) {
    let Some(keys) = keys else { return };
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) && *overlay.get() == Overlay::None {
        ask.write(UndoRequest);
    }
}

fn undo(mut asked: MessageReader<UndoRequest>, mut ask: MessageWriter<TableCommand>) {
    if asked.read().count() > 0 {
        ask.write(TableCommand::Undo);
    }
}

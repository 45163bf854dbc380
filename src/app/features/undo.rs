//! Undo against computer players: with exactly one person at the table, Ctrl+Z or the Undo button
//! takes the match back to that person's previous decision (the computer players' later moves are
//! undone too). It is off in hot-seat games; a match where it was used says so on the scoreboard
//! and in the lists of kept matches.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::party::Seated;
use crate::app::core::table::Table;
use crate::app::core::shown::Jumped;
use crate::app::ui::widgets::{ButtonId, ButtonRects};
use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::i18n::{Msg, Texts};

/// The part without a window: the request and what it does.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>()
        .add_systems(Update, (undo_key, undo).chain().in_set(AppSystems::Input).run_if(in_state(Screen::Table)));
}

/// The window part: the Undo button.
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        undo_button.run_if(in_state(Overlay::None)).in_set(crate::app::core::schedule::UiPass::OverTable),
    );
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

fn undo(mut asked: MessageReader<UndoRequest>, table: Option<ResMut<Table>>, mut jumped: MessageWriter<Jumped>) {
    if asked.read().count() == 0 {
        return;
    }
    if let Some(mut table) = table
        && table.undo()
    {
        jumped.write(Jumped);
    }
}

/// Beside the scoreboard's button, only while Undo can do something.
fn undo_button(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    (table, texts): (Option<Res<Table>>, Res<Texts>),
    mut ask: MessageWriter<UndoRequest>,
) -> Result {
    let Some(table) = table else { return Ok(()) };
    if table.humans() != 1 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let possible = table.undo_point().is_some();
    egui::Area::new(egui::Id::new("undo button")).anchor(Align2::RIGHT_TOP, [-8.0, 40.0]).show(ctx, |ui| {
        let label = RichText::new(texts.get(Msg::UndoButton)).size(14.0);
        let b = ui.add_enabled(possible, egui::Button::new(label).wrap_mode(egui::TextWrapMode::Extend));
        crate::app::ui::widgets::record(&mut rects, ui.ctx(), ButtonId::Undo, b.rect);
        if b.clicked() {
            ask.write(UndoRequest);
        }
    });
    Ok(())
}

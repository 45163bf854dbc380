//! The Undo button in the corner (and its state: off in a hot-seat game, greyed while nothing can be
//! taken back).

use crate::app::core::party::Seated;
use crate::app::core::schedule::{AtTable, Overlay, UiPass};
use crate::app::core::table::Table;
use crate::app::features::undo::UndoRequest;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects};
use crate::i18n::{Msg, Texts};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The window part: the Undo button.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        undo_button.run_if(in_state(Overlay::None)).in_set(UiPass::OverTable).in_set(AtTable),
    );
}

/// Beside the scoreboard's button, only while Undo can do something.
fn undo_button(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    table: Res<Table>,
    texts: Res<Texts>,
    mut ask: MessageWriter<UndoRequest>,
) -> Result {
    // A lesson has nothing to undo: it explains a wrong move and changes nothing.
    if table.humans() != 1 || table.mode().in_lesson() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let possible = table.undo_point().is_some();
    egui::Area::new(egui::Id::new("undo button")).anchor(Align2::RIGHT_TOP, [-8.0, 40.0]).show(ctx, |ui| {
        let label = RichText::new(texts.get(Msg::UndoButton)).size(14.0);
        let b = ui.add_enabled(possible, egui::Button::new(label).wrap_mode(egui::TextWrapMode::Extend));
        widgets::record(&mut rects, ui.ctx(), ButtonId::Undo, b.rect);
        if b.clicked() {
            ask.write(UndoRequest);
        }
    });
    Ok(())
}

//! An idle game draws nothing. The window redraws on input and while something moves (see
//! `flow::pace`); this keeps egui from asking for a redraw every frame when nothing happened.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers.after(EguiInputSet::WriteEguiEvents).before(EguiPreUpdateSet::BeginPass),
    );
}

/// bevy_egui 0.42 hands egui a "modifier keys changed" event on every frame, changed or not, and
/// egui answers any input event by asking for another frame: the window never stopped drawing
/// (about 190% CPU on two cores on the main menu). Only a real change of Shift, Ctrl, Alt or the
/// command key is passed on.
fn drop_unchanged_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

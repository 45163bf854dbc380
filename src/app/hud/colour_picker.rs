//! The colour picker of a wild: four large buttons in the theme's colours, with its symbols.

use bevy_egui::egui::{self, Align2, vec2};

use super::{Choice, Frame, Out, Prompt};
use crate::app::palette;
use crate::app::widgets::{self, ButtonId};
use crate::engine::{Action, Colour};
use crate::i18n::Msg;

/// Draws the picker.
pub(super) fn draw(ctx: &egui::Context, f: &Frame, out: &mut Out) {
    out.open(Prompt::ColourPicker);
    egui::Window::new(f.texts.get(Msg::PickerColourTitle))
        .id(egui::Id::new("colour picker"))
        .anchor(Align2::CENTER_CENTER, [0.0, -40.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for c in Colour::ALL {
                    let fill = palette::colour32(f.theme, c);
                    let b = widgets::filled_button(ui, f.texts.say(&c), 22.0, fill, [110.0, 90.0]);
                    if let Some(shape) = palette::symbol(f.theme, c) {
                        let at = b.rect.center_top() + vec2(0.0, 18.0);
                        palette::paint_symbol(ui.painter(), shape, at, 10.0, palette::ink_on(fill));
                    }
                    out.record(ButtonId::Colour(c), b.rect);
                    if b.clicked() {
                        out.choose(Choice::Act(Action::ChooseColour(c)));
                    }
                }
            });
        });
}

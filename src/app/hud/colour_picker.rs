//! The colour picker of a wild: four large buttons in the theme's colours, with its symbols.

use bevy_egui::egui::{self, vec2};

use crate::app::hud::frame::{Frame, OverlayOut};
use crate::app::input::pick::Pick;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Action, Colour};
use crate::i18n::Msg;

/// Draws the picker.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, out: &mut OverlayOut) {
    // Two by two, right of the middle where the table has room (the ring and the piles stay in
    // view); else over the dimmed table.
    let title = f.texts.get(Msg::PickerColourTitle);
    let shown = f
        .place(ctx, true, vec2(250.0, 240.0), &title)
        .window(title, out, 300.0)
        .id(egui::Id::new("colour picker"))
        .show(ctx, |ui| {
            // Two buttons fill each row: no empty column beside them in a window wider than four
            // buttons need (its title, or the room it stands in).
            let width = ((ui.available_width() - 6.0) / 2.0).clamp(110.0, 160.0);
            egui::Grid::new("colours").spacing(vec2(6.0, 6.0)).show(ui, |ui| {
                for (i, c) in Colour::ALL.into_iter().enumerate() {
                    if i == 2 {
                        ui.end_row();
                    }
                    let fill = palette::colour32(f.theme, c);
                    let b = widgets::filled_button(ui, f.texts.say(&c), 22.0, fill, [width, 90.0]);
                    if let Some(shape) = palette::symbol(f.theme, c) {
                        let at = b.rect.center_top() + vec2(0.0, 18.0);
                        palette::paint_symbol(ui.painter(), shape, at, 10.0, palette::ink_on(fill));
                    }
                    out.record(ButtonId::Colour(c), b.rect);
                    if b.clicked() {
                        out.choose(Pick::Act(Action::ChooseColour(c)));
                    }
                }
            });
        });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::ColourPicker), shown.response.rect);
    }
}

//! The Hint button (beside the status line, at a person's decision in a match that allows hints)
//! and the hint's line over the status line, which it answers: the move, and why, in one line.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AtTable, Overlay, UiPass};
use crate::app::core::shown::{Playback, ShownView};
use crate::app::core::table::Table;
use crate::app::features::hints::{HintRequest, Hints, hint_seat};
use crate::app::scene::cards::CardZones;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, CoachButton};
use crate::i18n::{Msg, Texts};
use crate::layout::Pos;

/// The window part: the button and the line.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hint_ui.run_if(in_state(Overlay::None)).in_set(UiPass::OverTable).in_set(AtTable),
    );
}

/// What the hint's button and line read.
#[derive(bevy::ecs::system::SystemParam)]
struct HintView<'w> {
    table: Res<'w, Table>,
    viewpoint: Res<'w, Viewpoint>,
    shown: Res<'w, ShownView>,
    playback: Res<'w, Playback>,
    hints: Res<'w, Hints>,
    model: Res<'w, CardZones>,
    texts: Res<'w, Texts>,
}

fn hint_ui(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    v: HintView,
    mut ask: MessageWriter<HintRequest>,
) -> Result {
    let (table, shown) = (&v.table, &v.shown);
    let Some(layout) = v.model.layout.as_ref() else { return Ok(()) };
    let Some(seat) = hint_seat(table, v.viewpoint.viewer(), shown, &v.playback) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let area = layout.seat_areas[layout.bottom];
    let to_ui = |p: Pos| {
        let s = layout.to_screen(p);
        egui::pos2(s.x / zoom, s.y / zoom)
    };
    // At the left end of the status line's row, clear of the hand and of the pile.
    let at = to_ui(Pos { x: area.left(), y: area.top() + 6.0 });
    let at = egui::pos2(at.x.max(8.0), at.y);
    egui::Area::new(egui::Id::new("hint button")).fixed_pos(at).pivot(Align2::LEFT_BOTTOM).show(ctx, |ui| {
        let text = if v.hints.thinking() { Msg::HintThinking } else { Msg::HintButton };
        let b = ui.add_enabled(
            !v.hints.thinking(),
            egui::Button::new(RichText::new(v.texts.get(text)).size(16.0)).wrap_mode(egui::TextWrapMode::Extend),
        );
        widgets::record(&mut rects, ui.ctx(), ButtonId::Coach(CoachButton::Hint), b.rect);
        if b.clicked() {
            ask.write(HintRequest);
        }
    });
    let Some((for_seat, hint)) = v.hints.shown() else { return Ok(()) };
    if for_seat != seat {
        return Ok(());
    }
    let line = crate::i18n::coach::hint_line(hint, &|s| table.name(s).to_string(), &v.texts);
    // Over the status line, which it answers, until the move is made.
    let at = to_ui(Pos { x: area.centre.x, y: area.top() + 6.0 });
    // Clear of the Hint button at the row's left (and as far from the right): a long line wraps.
    let button_w = rects.find(&ButtonId::Coach(CoachButton::Hint)).map_or(0.0, |r| r.size.w / zoom + 16.0);
    let room = (area.size.w / zoom - 2.0 * button_w).min(ctx.content_rect().width() - 16.0).max(160.0);
    // At least as wide as the status line it covers.
    let under = rects.find(&ButtonId::Status).map_or(0.0, |r| r.size.w / zoom - 24.0);
    let font = egui::FontId::proportional(17.0);
    let text_w = ctx.fonts_mut(|f| f.layout_no_wrap(line.clone(), font, palette::GOLD).size().x);
    let width = under.max(text_w).min(room - 24.0);
    let shown = egui::Area::new(egui::Id::new("hint line"))
        .fixed_pos(at)
        .pivot(Align2::CENTER_BOTTOM)
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_max_width(room);
            egui::Frame::new()
                .fill(Color32::from_rgb(20, 16, 4))
                .stroke(egui::Stroke::new(1.5, palette::GOLD))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(12, 5))
                .show(ui, |ui| {
                    ui.set_min_width(width);
                    ui.set_max_width(width);
                    ui.vertical_centered(|ui| {
                        ui.add(
                            egui::Label::new(RichText::new(line).color(palette::GOLD).size(17.0))
                                .wrap_mode(egui::TextWrapMode::Wrap),
                        );
                    });
                });
        });
    widgets::record(&mut rects, ctx, ButtonId::Coach(CoachButton::HintLine), shown.response.rect);
    Ok(())
}

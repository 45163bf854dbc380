//! The replay's controls over the table: play and pause, step, the rounds, the speed and whose
//! view is shown.

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AtTable, UiPass};
use crate::app::core::table::Table;
use crate::app::features::replay::{ReplayCommand, ReplayPlayer};
use crate::app::ui::palette::WARNING;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects};
use crate::engine::Seat;
use crate::i18n::{Msg, Texts};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The window part: the controls.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        controls.run_if(resource_exists::<ReplayPlayer>).in_set(UiPass::OverTable).in_set(AtTable),
    );
}

/// The speeds offered.
const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// The controls, in the bottom-left corner (clear of the hand in the middle).
fn controls(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    watching: Res<ReplayPlayer>,
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    texts: Res<Texts>,
    mut ask: MessageWriter<ReplayCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut record = |ui: &egui::Ui, id: ButtonId, r: egui::Rect| widgets::record(&mut rects, ui.ctx(), id, r);
    egui::Window::new(texts.get(Msg::ReplaysTitle))
        .id(egui::Id::new("replay controls"))
        .anchor(Align2::LEFT_BOTTOM, [8.0, -8.0])
        .collapsible(true)
        .resizable(false)
        .max_width(250.0)
        .show(ctx, |ui| {
            ui.label(tr!(texts, ReplayPosition, at = watching.position, total = watching.total()));
            ui.horizontal(|ui| {
                let back = ui.add_enabled(watching.position > 0, egui::Button::new(RichText::new("«").size(18.0)));
                record(ui, ButtonId::ReplayBack, back.rect);
                if back.on_hover_text(texts.get(Msg::ReplayBack)).clicked() {
                    ask.write(ReplayCommand::Back);
                }
                let (label, cmd) = if watching.playing {
                    (texts.get(Msg::ReplayPause), ReplayCommand::Pause)
                } else {
                    (texts.get(Msg::ReplayPlay), ReplayCommand::Play)
                };
                let play = ui.add(egui::Button::new(RichText::new(label).size(16.0)).min_size(egui::vec2(80.0, 0.0)));
                record(ui, ButtonId::ReplayPlay, play.rect);
                if play.clicked() {
                    ask.write(cmd);
                }
                let fwd = ui.add_enabled(
                    watching.position < watching.total(),
                    egui::Button::new(RichText::new("»").size(18.0)),
                );
                record(ui, ButtonId::ReplayForward, fwd.rect);
                if fwd.on_hover_text(texts.get(Msg::ReplayForward)).clicked() {
                    ask.write(ReplayCommand::Forward);
                }
            });
            ui.horizontal(|ui| {
                rounds(ui, &texts, &watching, &mut ask, &mut record);
                speeds(ui, &texts, &watching, &mut ask);
            });
            views(ui, &texts, &table, &viewpoint, &mut ask, &mut record);
            if let Some(e) = &watching.refused {
                let why = texts.say(e);
                ui.label(RichText::new(tr!(texts, ReplayRefused, why = why)).color(WARNING));
            }
            let close = ui.button(texts.get(Msg::ReplayClose));
            record(ui, ButtonId::ReplayClose, close.rect);
            if close.clicked() {
                ask.write(ReplayCommand::Close);
            }
        });
    Ok(())
}

/// The rounds, to jump to the start of one: the one being shown is marked.
fn rounds(
    ui: &mut egui::Ui,
    texts: &Texts,
    watching: &ReplayPlayer,
    ask: &mut MessageWriter<ReplayCommand>,
    record: &mut impl FnMut(&egui::Ui, ButtonId, egui::Rect),
) {
    let starts = watching.log.round_starts();
    let now = starts.iter().filter(|&&s| s < watching.position).count().max(1) as u16;
    let combo = egui::ComboBox::from_id_salt("replay round").selected_text(tr!(texts, ReplayRound, n = now)).show_ui(
        ui,
        |ui| {
            for n in 1..=starts.len() as u16 {
                let b = ui.selectable_label(now == n, tr!(texts, ReplayRound, n = n));
                record(ui, ButtonId::ReplayRound(n), b.rect);
                if b.clicked() {
                    ask.write(ReplayCommand::Round(n));
                }
            }
        },
    );
    record(ui, ButtonId::ReplayRound(0), combo.response.rect);
}

/// How fast it plays.
fn speeds(ui: &mut egui::Ui, texts: &Texts, watching: &ReplayPlayer, ask: &mut MessageWriter<ReplayCommand>) {
    let label = |s: f32| format!("×{}", texts.language().decimal(f64::from(s), if s < 1.0 { 1 } else { 0 }));
    ui.label(texts.get(Msg::ReplaySpeed));
    let combo = egui::ComboBox::from_id_salt("replay speed").width(60.0).selected_text(label(watching.speed));
    combo.show_ui(ui, |ui| {
        for s in SPEEDS {
            if ui.selectable_label((watching.speed - s).abs() < 1e-3, label(s)).clicked() {
                ask.write(ReplayCommand::Speed(s));
            }
        }
    });
}

/// Every hand open, or as one seat saw the table.
fn views(
    ui: &mut egui::Ui,
    texts: &Texts,
    table: &Table,
    viewpoint: &Viewpoint,
    ask: &mut MessageWriter<ReplayCommand>,
    record: &mut impl FnMut(&egui::Ui, ButtonId, egui::Rect),
) {
    let current = if viewpoint.all_open() { None } else { viewpoint.viewer() };
    let name = |v: Option<Seat>| match v {
        None => texts.get(Msg::ReplayViewAll),
        Some(s) => tr!(texts, ReplayViewSeat, who = table.name(s)),
    };
    ui.horizontal(|ui| {
        ui.label(texts.get(Msg::ReplayView));
        let combo = egui::ComboBox::from_id_salt("replay view").selected_text(name(current)).show_ui(ui, |ui| {
            for v in std::iter::once(None).chain((0..table.seat_count() as Seat).map(Some)) {
                if ui.selectable_label(current == v, name(v)).clicked() && current != v {
                    ask.write(ReplayCommand::View(v));
                }
            }
        });
        record(ui, ButtonId::ReplayView(current), combo.response.rect);
    });
}

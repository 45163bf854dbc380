//! The rules reference: the rules in a few sentences, then every option with its value and where
//! it comes from.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use crate::app::core::party::Party;
use crate::app::core::table::Table;
use crate::app::menus::context::MenuContext;
use crate::app::menus::rule_options;
use crate::app::scene::cards::ScreenSize;
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::RULE_OPTIONS;
use crate::i18n::Msg;

/// The rules of the match being played, or else those of the party being set up.
pub(crate) fn draw(
    mut m: MenuContext,
    setup: Option<Res<Party>>,
    table: Option<Res<Table>>,
    size: Res<ScreenSize>,
) -> Result {
    let rules = table.map(|t| t.rules().clone()).or_else(|| setup.map(|s| s.rules.clone())).unwrap_or_default();
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    let z = ctx.zoom_factor();
    // Below the Help button (top left), never over it.
    let (w, h) = (size.get().x / z - 40.0, size.get().y / z - 130.0);
    let shown = egui::Window::new(texts.get(Msg::RulesTitle))
        .id(egui::Id::new("rules"))
        .anchor(Align2::CENTER_TOP, [0.0, 40.0])
        .fixed_size([w.min(1000.0), h])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            egui::ScrollArea::vertical().max_height(h - 90.0).auto_shrink([false, false]).show(ui, |ui| {
                ui.add(egui::Label::new(RichText::new(texts.get(Msg::RulesIntro)).size(14.0)).wrap());
                ui.add_space(6.0);
                for o in RULE_OPTIONS {
                    rule_options::row(ui, &mut sink, o, rules.deck, |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(rule_options::value(texts, &rules, o.field)).strong())
                                .wrap(),
                        );
                    });
                }
            });
            ui.separator();
            let back = widgets::button(ui, texts.get(Msg::MenuBack), 20.0, [120.0, 40.0]);
            sink.record(ui, ButtonId::Back, back.rect);
            if back.clicked() {
                sink.back();
            }
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::Rules), shown.response.rect);
    }
    Ok(())
}

//! New game: the seats (person or computer, name, level, order), the dealer and the target, the
//! rule profile, every rule option, the Customizable Wilds, and Start.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};

use super::{MenuContext, Sink, custom_wilds, notices_ui, rule_options};
use crate::ai::BotKind;
use crate::app::menu::{PartyForm, Stored, UiCommand};
use crate::app::table::{Party, SeatKind};
use crate::app::widgets::{self, ButtonId};
use crate::app::{Screen, palette};
use crate::engine::{Deck, MAX_SEATS, MIN_SEATS, RULE_OPTIONS, RuleField, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), open_form);
}

fn open_form(mut commands: Commands, setup: Option<Res<Party>>) {
    commands.insert_resource(PartyForm::new(setup.map(|s| s.clone()).unwrap_or_default()));
}

const LEVELS: &[(BotKind, &str)] =
    &[(BotKind::Easy, "Easy"), (BotKind::Basic, "Basic"), (BotKind::Normal, "Normal"), (BotKind::Hard, "Hard")];

pub(super) fn draw(
    mut m: MenuContext,
    form: Option<ResMut<PartyForm>>,
    stored: Option<Res<Stored>>,
    size: Res<crate::app::ScreenSize>,
) -> Result {
    let Some(mut form) = form else { return Ok(()) };
    let form = &mut *form;
    let profiles = stored
        .as_ref()
        .map(|s| s.all_profiles())
        .unwrap_or_else(|| crate::engine::profiles().into_iter().map(|p| (p.name.to_string(), p.rules)).collect());
    let (ctx, mut sink) = m.split()?;
    let z = ctx.zoom_factor();
    let (w, h) = (size.0.x / z - 40.0, size.0.y / z - 40.0);
    egui::Window::new("New game")
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([w.min(1100.0), h])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            egui::ScrollArea::vertical().max_height(h - 90.0).show(ui, |ui| {
                ui.heading("Players");
                seats(ui, form);
                ui.add_space(8.0);
                ui.horizontal(|ui| dealer_and_target(ui, form));
                ui.add_space(8.0);
                ui.heading("Rules");
                ui.horizontal(|ui| profile_picker(ui, form, &profiles));
                let every = egui::CollapsingHeader::new("Every rule option").default_open(false).show(ui, |ui| {
                    for o in RULE_OPTIONS {
                        let deck = form.setup.rules.deck;
                        rule_options::row(ui, &mut sink, o, deck, |ui| {
                            rule_options::control(ui, o.field, &mut form.setup.rules)
                        });
                    }
                });
                sink.record(ui, ButtonId::EveryRuleOption, every.header_response.rect);
                if form.setup.rules.deck == Deck::SwapAndCustom {
                    egui::CollapsingHeader::new("Customizable Wilds")
                        .default_open(true)
                        .show(ui, |ui| custom_wilds::editor(ui, form));
                }
                ui.horizontal(|ui| save_profile(ui, form, &mut sink));
                notices_ui(ui, sink.notices);
            });
            ui.separator();
            footer(ui, form, &mut sink);
        });
    Ok(())
}

/// One row per seat: order, person or computer, name, level, remove; then "Add a player".
fn seats(ui: &mut egui::Ui, form: &mut PartyForm) {
    let n = form.setup.seats.len();
    let (mut swap, mut remove) = (None, None);
    egui::Grid::new("seats").num_columns(5).spacing([10.0, 6.0]).show(ui, |ui| {
        for i in 0..n {
            ui.horizontal(|ui| {
                if ui.add_enabled(i > 0, egui::Button::new("up")).on_hover_text("Move up a seat").clicked() {
                    swap = Some((i, i - 1));
                }
                let down = ui.add_enabled(i + 1 < n, egui::Button::new("down")).on_hover_text("Move down a seat");
                if down.clicked() {
                    swap = Some((i, i + 1));
                }
                ui.label(format!("Seat {}", i + 1));
            });
            seat_row(ui, form, i);
            if ui.add_enabled(n > MIN_SEATS, egui::Button::new("remove")).clicked() {
                remove = Some(i);
            }
            ui.end_row();
        }
    });
    if let Some((a, b)) = swap {
        form.setup.seats.swap(a, b);
    }
    if let Some(i) = remove {
        form.setup.seats.remove(i);
        form.setup.dealer = None;
    }
    if n < MAX_SEATS && ui.button("Add a player").clicked() {
        form.add_seat();
    }
}

/// A seat's kind, name and level.
fn seat_row(ui: &mut egui::Ui, form: &mut PartyForm, i: usize) {
    let seat = &mut form.setup.seats[i];
    let mut human = seat.kind == SeatKind::Human;
    egui::ComboBox::from_id_salt(("kind", i)).selected_text(if human { "Human" } else { "Computer" }).show_ui(
        ui,
        |ui| {
            ui.selectable_value(&mut human, true, "Human");
            ui.selectable_value(&mut human, false, "Computer");
        },
    );
    match (human, seat.kind) {
        (true, SeatKind::Bot(_)) => form.set_kind(i, SeatKind::Human),
        (false, SeatKind::Human) => form.set_kind(i, SeatKind::Bot(BotKind::Normal)),
        _ => {}
    }
    let seat = &mut form.setup.seats[i];
    ui.add_sized([170.0, 22.0], egui::TextEdit::singleline(&mut seat.name).char_limit(20));
    if let SeatKind::Bot(mut level) = seat.kind {
        rule_options::choice(ui, &format!("level{i}"), &mut level, LEVELS);
        seat.kind = SeatKind::Bot(level);
    } else {
        ui.label("");
    }
}

fn dealer_and_target(ui: &mut egui::Ui, form: &mut PartyForm) {
    ui.label("Dealer:");
    let names: Vec<String> = form.setup.seats.iter().map(|s| s.name.clone()).collect();
    let current = form.setup.dealer.and_then(|d| names.get(d as usize).cloned()).unwrap_or_else(|| "Random".into());
    egui::ComboBox::from_id_salt("dealer").selected_text(current).show_ui(ui, |ui| {
        ui.selectable_value(&mut form.setup.dealer, None, "Random");
        for (i, name) in names.iter().enumerate() {
            ui.selectable_value(&mut form.setup.dealer, Some(i as u8), name);
        }
    });
    ui.add_space(20.0);
    ui.label("Target score:");
    rule_options::control(ui, RuleField::TargetScore, &mut form.setup.rules);
}

fn profile_picker(ui: &mut egui::Ui, form: &mut PartyForm, profiles: &[(String, RuleSet)]) {
    ui.label("Profile:");
    egui::ComboBox::from_id_salt("profile").selected_text(form.setup.profile.clone()).width(220.0).show_ui(ui, |ui| {
        for (name, rules) in profiles {
            if ui.selectable_label(form.setup.profile == *name, name).clicked() {
                form.setup.profile = name.clone();
                form.setup.rules = rules.clone();
                form.custom_texts = rules.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
            }
        }
    });
}

fn save_profile(ui: &mut egui::Ui, form: &mut PartyForm, sink: &mut Sink) {
    ui.label("Save these rules as profile:");
    ui.add(egui::TextEdit::singleline(&mut form.profile_name).desired_width(180.0).char_limit(30));
    if ui.add_enabled(!form.profile_name.trim().is_empty(), egui::Button::new("Save")).clicked() {
        let name = form.profile_name.trim().to_string();
        form.setup.profile = name.clone();
        sink.choose(UiCommand::SaveProfile(name, form.setup.rules.clone()));
    }
}

/// The form's problem, if any, then Back and Start.
fn footer(ui: &mut egui::Ui, form: &mut PartyForm, sink: &mut Sink) {
    if let Some(e) = &form.error {
        ui.label(RichText::new(e).color(palette::ERROR));
    }
    ui.horizontal(|ui| {
        let back = widgets::button(ui, "Back", 20.0, [120.0, 40.0]);
        sink.record(ui, ButtonId::Back, back.rect);
        if back.clicked() {
            sink.choose(UiCommand::Go(Screen::MainMenu));
        }
        let start = ui.add(
            egui::Button::new(RichText::new("Start").size(20.0).strong()).min_size(vec2(160.0, 40.0)).fill(palette::GO),
        );
        sink.record(ui, ButtonId::Start, start.rect);
        if start.clicked() {
            match form.checked() {
                Ok(setup) => {
                    form.error = None;
                    sink.choose(UiCommand::StartGame(setup));
                }
                Err(e) => form.error = Some(e),
            }
        }
    });
}

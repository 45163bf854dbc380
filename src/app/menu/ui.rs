//! The egui screens of the menus: main menu, New game (seats, dealer, target, rule profile, every
//! rule option, the Customizable Wild editor), rules reference, settings, and the pause menu.

use crate::app::palette;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::theme_ui::ThemeForm;

use super::{Notices, PartyForm, Stored, UiCommand};
use crate::ai::BotKind;
use crate::app::art::{ActiveTheme, CardArt, ThemeChoice};
use crate::app::table::{SeatKind, Settings, TableSetup, WindowChoice};
use crate::app::widgets::{ButtonId, Panel, menu_button, record};
use crate::app::{Overlay, Screen};
use crate::engine::{
    Amount, BluffPenalty, CardText, CustomEffect, CustomWild, CustomWilds, Deck, Effects, FirstWild, NewCardPoints,
    RULE_OPTIONS, ReverseWithTwo, RuleSet, Scoring, Stacking, TargetScore, UnoPenalty, WildDrawFourRule, WildPlay,
};

pub(in crate::app) fn plugin(app: &mut App) {
    app.init_resource::<QuitAsked>()
        .add_systems(OnEnter(Overlay::Pause), |mut asked: ResMut<QuitAsked>| asked.0 = false)
        .add_systems(OnEnter(Screen::NewGame), open_form)
        .add_systems(OnExit(Screen::Settings), leave_settings)
        .add_systems(OnExit(Overlay::Settings), leave_settings)
        .add_systems(Update, keys)
        .add_systems(
            EguiPrimaryContextPass,
            (
                main_menu.run_if(in_state(Screen::MainMenu)),
                new_game.run_if(in_state(Screen::NewGame)),
                rules_screen.run_if(in_state(Screen::Rules).or_else(in_state(Overlay::Rules))),
                settings_screen.run_if(in_state(Screen::Settings).or_else(in_state(Overlay::Settings))),
                pause_menu.run_if(in_state(Overlay::Pause)),
            )
                .in_set(crate::app::UiPass::Draw),
        );
}

/// The settings as edited on the settings screen (saved on Back).
#[derive(Resource, Clone, Debug)]
struct SettingsForm {
    settings: Settings,
    /// The theme when the screen opened (Cancel goes back to it).
    theme_at_open: String,
    /// The theme picker's state.
    theme: ThemeForm,
}

impl SettingsForm {
    fn new(settings: &Settings, theme: &ThemeChoice) -> SettingsForm {
        // The settings keep the saved theme unless the picker changes it (a `--theme` is for the
        // session only).
        SettingsForm { theme_at_open: theme.0.clone(), settings: settings.clone(), theme: ThemeForm::new(&theme.0) }
    }
}

/// Leaving the settings without Save (Esc) drops the changes, the theme shown included.
fn leave_settings(mut commands: Commands, form: Option<Res<SettingsForm>>, mut cmd: MessageWriter<UiCommand>) {
    if let Some(form) = form {
        cmd.write(UiCommand::UseTheme(form.theme_at_open.clone()));
        commands.remove_resource::<SettingsForm>();
    }
}

fn open_form(mut commands: Commands, setup: Option<Res<TableSetup>>) {
    commands.insert_resource(PartyForm::new(setup.map(|s| s.clone()).unwrap_or_default()));
}

/// Esc opens and closes the pause menu; Tab the scoreboard.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Option<Res<State<Screen>>>,
    overlay: Option<Res<State<Overlay>>>,
    mut cmd: MessageWriter<UiCommand>,
) {
    let screen = screen.map(|s| *s.get());
    if screen != Some(Screen::Table) {
        if keys.just_pressed(KeyCode::Escape) && screen.is_some_and(|s| s != Screen::MainMenu) {
            cmd.write(UiCommand::Go(Screen::MainMenu));
        }
        return;
    }
    let open = overlay.map(|o| *o.get()).unwrap_or(Overlay::None);
    if keys.just_pressed(KeyCode::Escape) {
        cmd.write(UiCommand::Overlay(if open == Overlay::None { Overlay::Pause } else { Overlay::None }));
    }
    if keys.just_pressed(KeyCode::Tab) {
        cmd.write(UiCommand::Overlay(if open == Overlay::Scoreboard { Overlay::None } else { Overlay::Scoreboard }));
    }
}

fn notices_ui(ui: &mut egui::Ui, notices: &Notices) {
    for n in notices.0.iter().rev().take(4) {
        ui.label(RichText::new(n).color(palette::NOTICE).size(14.0));
    }
}

fn main_menu(
    mut contexts: EguiContexts,
    notices: Res<Notices>,
    mut rects: ResMut<crate::app::report::ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("UNO Party").title_bar(false).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).resizable(false).show(
        ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("UNO Party").size(54.0).strong().color(palette::GOLD));
                ui.label(RichText::new("2 to 10 players around one computer").size(16.0));
                ui.add_space(16.0);
                for (name, text, c) in [
                    (ButtonId::NewGame, "New game", UiCommand::Go(Screen::NewGame)),
                    (ButtonId::Rules, "Rules", UiCommand::Go(Screen::Rules)),
                    (ButtonId::Settings, "Settings", UiCommand::Go(Screen::Settings)),
                    (ButtonId::Quit, "Quit", UiCommand::Quit),
                ] {
                    let b = menu_button(ui, text);
                    record(&mut rects, ui.ctx(), name, b.rect);
                    if b.clicked() {
                        cmd.write(c);
                    }
                    ui.add_space(6.0);
                }
                notices_ui(ui, &notices);
            });
        },
    );
    Ok(())
}

/// A combo box over the values of a small enum.
fn choice<T: PartialEq + Copy>(ui: &mut egui::Ui, id: &str, value: &mut T, options: &[(T, &str)]) -> bool {
    let current = options.iter().find(|(v, _)| v == value).map(|(_, l)| *l).unwrap_or("?");
    let mut changed = false;
    egui::ComboBox::from_id_salt(id).selected_text(current).width(200.0).show_ui(ui, |ui| {
        for (v, label) in options {
            if ui.selectable_value(value, *v, *label).changed() {
                changed = true;
            }
        }
    });
    changed
}

/// The control for one rule option.
fn rule_control(ui: &mut egui::Ui, field: &str, r: &mut RuleSet) {
    match field {
        "deck" => {
            choice(
                ui,
                field,
                &mut r.deck,
                &[(Deck::Classic, "Classic 108"), (Deck::SwapAndCustom, "Swap Hands + Customizable")],
            );
        }
        "custom_wilds" => {
            ui.label(format!("{} (edit below)", r.custom_wilds.len()));
        }
        "new_card_points" => {
            choice(ui, field, &mut r.new_card_points, &[(NewCardPoints::Forty, "40"), (NewCardPoints::Fifty, "50")]);
        }
        "first_wild" => {
            choice(
                ui,
                field,
                &mut r.first_wild,
                &[
                    (FirstWild::FirstPlayerChooses, "First player chooses"),
                    (FirstWild::TurnAnother, "Turn another card"),
                ],
            );
        }
        "wild_play" => {
            choice(
                ui,
                field,
                &mut r.wild_play,
                &[(WildPlay::Anytime, "Any time"), (WildPlay::OnlyWithoutMatch, "Only without a match")],
            );
        }
        "wild_draw_four" => {
            choice(
                ui,
                field,
                &mut r.wild_draw_four,
                &[
                    (WildDrawFourRule::NoCardOfCurrentColour, "No card of the colour"),
                    (WildDrawFourRule::NoOtherPlayableCard, "No other playable card"),
                ],
            );
        }
        "bluff_penalty" => {
            choice(
                ui,
                field,
                &mut r.bluff_penalty,
                &[(BluffPenalty::DrawFour, "Bluffer draws 4"), (BluffPenalty::TakeBack, "Take it back")],
            );
        }
        "reverse_with_two" => {
            choice(
                ui,
                field,
                &mut r.reverse_with_two,
                &[(ReverseWithTwo::ActsAsSkip, "Acts as Skip"), (ReverseWithTwo::Reverses, "Only reverses")],
            );
        }
        "uno_penalty" => {
            choice(ui, field, &mut r.uno_penalty, &[(UnoPenalty::Two, "2 cards"), (UnoPenalty::Four, "4 cards")]);
        }
        "scoring" => {
            choice(
                ui,
                field,
                &mut r.scoring,
                &[
                    (Scoring::WinnerScoresOthers, "Winner scores the others"),
                    (Scoring::LowestTotal, "Lowest total wins"),
                ],
            );
        }
        "target_score" => {
            let mut t = r.target_score.get();
            if ui.add(egui::DragValue::new(&mut t).range(50..=5000).speed(10)).changed()
                && let Some(v) = TargetScore::new(t)
            {
                r.target_score = v;
            }
        }
        "stacking" => {
            choice(
                ui,
                field,
                &mut r.stacking,
                &[
                    (Stacking::Off, "Off"),
                    (Stacking::SameCard, "+2 on +2, +4 on +4"),
                    (Stacking::PlusFourOnPlusTwo, "Also +4 on +2"),
                ],
            );
        }
        "wrong_card_penalty" => {
            ui.checkbox(&mut r.wrong_card_penalty, "");
        }
        "table_talk_penalty" => {
            ui.checkbox(&mut r.table_talk_penalty, "");
        }
        "seven_o" => {
            ui.checkbox(&mut r.seven_o, "");
        }
        "jump_in" => {
            ui.checkbox(&mut r.jump_in, "");
        }
        "draw_to_match" => {
            ui.checkbox(&mut r.draw_to_match, "");
        }
        "force_play" => {
            ui.checkbox(&mut r.force_play, "");
        }
        _ => {
            ui.label("?");
        }
    }
}

/// One kind of effect in the editor: its label, how to build it, whether it takes an amount.
type EffectKind = (&'static str, fn(Amount) -> CustomEffect, bool);

const EFFECTS: &[EffectKind] = &[
    ("Next player draws", CustomEffect::NextPlayerDraws, true),
    ("Skip players", CustomEffect::SkipPlayers, true),
    ("Everyone else draws", CustomEffect::EveryoneElseDraws, true),
    ("Give cards to a player", CustomEffect::GiveCards, true),
    ("Discard the named colour", |_| CustomEffect::DiscardNamedColour, false),
    ("Swap hands with a player", |_| CustomEffect::SwapHands, false),
    ("All hands pass along", |_| CustomEffect::RotateHands, false),
    ("Reverse", |_| CustomEffect::Reverse, false),
];

fn effect_parts(e: CustomEffect) -> (usize, u8) {
    match e {
        CustomEffect::NextPlayerDraws(n) => (0, n.get()),
        CustomEffect::SkipPlayers(n) => (1, n.get()),
        CustomEffect::EveryoneElseDraws(n) => (2, n.get()),
        CustomEffect::GiveCards(n) => (3, n.get()),
        CustomEffect::DiscardNamedColour => (4, 1),
        CustomEffect::SwapHands => (5, 1),
        CustomEffect::RotateHands => (6, 1),
        CustomEffect::Reverse => (7, 1),
    }
}

/// The Customizable Wild editor: how many, and for each its text and effects.
fn custom_editor(ui: &mut egui::Ui, form: &mut PartyForm) {
    let rules = &mut form.setup.rules;
    let mut wilds: Vec<CustomWild> = rules.custom_wilds.to_vec();
    let mut count = wilds.len();
    ui.horizontal(|ui| {
        ui.label("How many:");
        for k in 1..=3 {
            ui.selectable_value(&mut count, k, k.to_string());
        }
    });
    while wilds.len() < count {
        let default = CustomWilds::default()[wilds.len()].clone();
        wilds.push(default);
        form.custom_texts.push(wilds.last().map(|w| w.text.as_str().to_string()).unwrap_or_default());
    }
    wilds.truncate(count);
    form.custom_texts.resize(count, String::new());
    for (i, wild) in wilds.iter_mut().enumerate() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(format!("Card {}: text", i + 1));
            let edit =
                ui.add(egui::TextEdit::singleline(&mut form.custom_texts[i]).desired_width(260.0).char_limit(40));
            if edit.changed() {
                match CardText::try_from(form.custom_texts[i].clone()) {
                    Ok(t) => wild.text = t,
                    Err(e) => form.error = Some(e),
                }
            }
        });
        let mut effects: Vec<CustomEffect> = wild.effects.to_vec();
        let mut remove = None;
        for (k, effect) in effects.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                let (mut kind, mut n) = effect_parts(*effect);
                egui::ComboBox::from_id_salt(("effect", i, k)).selected_text(EFFECTS[kind].0).width(220.0).show_ui(
                    ui,
                    |ui| {
                        for (j, (label, _, _)) in EFFECTS.iter().enumerate() {
                            ui.selectable_value(&mut kind, j, *label);
                        }
                    },
                );
                if EFFECTS[kind].2 {
                    ui.add(egui::DragValue::new(&mut n).range(1..=10));
                }
                *effect = (EFFECTS[kind].1)(Amount::new(n.clamp(1, 10)).expect("clamped"));
                if ui.small_button("remove").clicked() {
                    remove = Some(k);
                }
            });
        }
        if let Some(k) = remove
            && effects.len() > 1
        {
            effects.remove(k);
        }
        if effects.len() < 4 && ui.small_button("add an effect").clicked() {
            effects.push(CustomEffect::NextPlayerDraws(Amount::new(1).expect("in range")));
        }
        if let Ok(e) = Effects::try_from(effects) {
            wild.effects = e;
        }
        let text: Vec<String> = wild.effects.iter().map(|e| e.describe()).collect();
        ui.label(RichText::new(format!("Does: {}", text.join(", then "))).italics().size(13.0));
    }
    if let Some(w) = CustomWilds::new(wilds) {
        rules.custom_wilds = w;
    }
}

#[allow(clippy::too_many_arguments)]
fn new_game(
    mut contexts: EguiContexts,
    form: Option<ResMut<PartyForm>>,
    stored: Option<Res<Stored>>,
    notices: Res<Notices>,
    size: Res<crate::app::TableSize>,
    mut rects: ResMut<crate::app::report::ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut form) = form else { return Ok(()) };
    let form = &mut *form;
    let all_profiles = stored
        .as_ref()
        .map(|s| s.all_profiles())
        .unwrap_or_else(|| crate::engine::profiles().into_iter().map(|p| (p.name.to_string(), p.rules)).collect());
    let z = ctx.zoom_factor();
    let (w, h) = (size.0.x / z - 40.0, size.0.y / z - 40.0);
    egui::Window::new("New game")
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([w.min(1100.0), h])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().max_height(h - 90.0).show(ui, |ui| {
                ui.heading("Players");
                let n = form.setup.seats.len();
                let mut swap = None;
                let mut remove = None;
                egui::Grid::new("seats").num_columns(5).spacing([10.0, 6.0]).show(ui, |ui| {
                    for i in 0..n {
                        ui.horizontal(|ui| {
                            if ui.add_enabled(i > 0, egui::Button::new("up")).on_hover_text("Move up a seat").clicked()
                            {
                                swap = Some((i, i - 1));
                            }
                            if ui
                                .add_enabled(i + 1 < n, egui::Button::new("down"))
                                .on_hover_text("Move down a seat")
                                .clicked()
                            {
                                swap = Some((i, i + 1));
                            }
                            ui.label(format!("Seat {}", i + 1));
                        });
                        let seat = &mut form.setup.seats[i];
                        let mut human = seat.kind == SeatKind::Human;
                        egui::ComboBox::from_id_salt(("kind", i))
                            .selected_text(if human { "Human" } else { "Computer" })
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut human, true, "Human");
                                ui.selectable_value(&mut human, false, "Computer");
                            });
                        match (human, seat.kind) {
                            (true, SeatKind::Bot(_)) => form.set_kind(i, SeatKind::Human),
                            (false, SeatKind::Human) => form.set_kind(i, SeatKind::Bot(BotKind::Normal)),
                            _ => {}
                        }
                        let seat = &mut form.setup.seats[i];
                        ui.add_sized([170.0, 22.0], egui::TextEdit::singleline(&mut seat.name).char_limit(20));
                        if let SeatKind::Bot(mut level) = seat.kind {
                            choice(
                                ui,
                                &format!("level{i}"),
                                &mut level,
                                &[
                                    (BotKind::Easy, "Easy"),
                                    (BotKind::Basic, "Basic"),
                                    (BotKind::Normal, "Normal"),
                                    (BotKind::Hard, "Hard"),
                                ],
                            );
                            seat.kind = SeatKind::Bot(level);
                        } else {
                            ui.label("");
                        }
                        if ui.add_enabled(n > 2, egui::Button::new("remove")).clicked() {
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
                if n < 10 && ui.button("Add a player").clicked() {
                    form.add_seat();
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    ui.label("Dealer:");
                    let names: Vec<String> = form.setup.seats.iter().map(|s| s.name.clone()).collect();
                    let current = form
                        .setup
                        .dealer
                        .and_then(|d| names.get(d as usize).cloned())
                        .unwrap_or_else(|| "Random".into());
                    egui::ComboBox::from_id_salt("dealer").selected_text(current).show_ui(ui, |ui| {
                        ui.selectable_value(&mut form.setup.dealer, None, "Random");
                        for (i, name) in names.iter().enumerate() {
                            ui.selectable_value(&mut form.setup.dealer, Some(i as u8), name);
                        }
                    });
                    ui.add_space(20.0);
                    ui.label("Target score:");
                    rule_control(ui, "target_score", &mut form.setup.rules);
                });
                ui.add_space(8.0);
                ui.heading("Rules");
                ui.horizontal(|ui| {
                    ui.label("Profile:");
                    egui::ComboBox::from_id_salt("profile")
                        .selected_text(form.setup.profile.clone())
                        .width(220.0)
                        .show_ui(ui, |ui| {
                            for (name, rules) in &all_profiles {
                                if ui.selectable_label(form.setup.profile == *name, name).clicked() {
                                    form.setup.profile = name.clone();
                                    form.setup.rules = rules.clone();
                                    form.custom_texts =
                                        rules.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
                                }
                            }
                        });
                });
                let every = egui::CollapsingHeader::new("Every rule option").default_open(false).show(ui, |ui| {
                    for o in RULE_OPTIONS {
                        let deck = form.setup.rules.deck;
                        option_row(ui, &mut rects, o, deck, |ui| rule_control(ui, o.field, &mut form.setup.rules));
                    }
                });
                record(&mut rects, ui.ctx(), ButtonId::EveryRuleOption, every.header_response.rect);
                if form.setup.rules.deck == Deck::SwapAndCustom {
                    egui::CollapsingHeader::new("Customizable Wilds")
                        .default_open(true)
                        .show(ui, |ui| custom_editor(ui, form));
                }
                ui.horizontal(|ui| {
                    ui.label("Save these rules as profile:");
                    ui.add(egui::TextEdit::singleline(&mut form.profile_name).desired_width(180.0).char_limit(30));
                    if ui.add_enabled(!form.profile_name.trim().is_empty(), egui::Button::new("Save")).clicked() {
                        let name = form.profile_name.trim().to_string();
                        form.setup.profile = name.clone();
                        cmd.write(UiCommand::SaveProfile(name, form.setup.rules.clone()));
                    }
                });
                notices_ui(ui, &notices);
            });
            ui.separator();
            if let Some(e) = &form.error {
                ui.label(RichText::new(e).color(palette::ERROR));
            }
            ui.horizontal(|ui| {
                let back = ui.add(egui::Button::new(RichText::new("Back").size(20.0)).min_size(vec2(120.0, 40.0)));
                record(&mut rects, ui.ctx(), ButtonId::Back, back.rect);
                if back.clicked() {
                    cmd.write(UiCommand::Go(Screen::MainMenu));
                }
                let start = ui.add(
                    egui::Button::new(RichText::new("Start").size(20.0).strong())
                        .min_size(vec2(160.0, 40.0))
                        .fill(palette::GO),
                );
                record(&mut rects, ui.ctx(), ButtonId::Start, start.rect);
                if start.clicked() {
                    match form.checked() {
                        Ok(setup) => {
                            form.error = None;
                            cmd.write(UiCommand::StartGame(setup));
                        }
                        Err(e) => form.error = Some(e),
                    }
                }
            });
        });
    Ok(())
}

/// The value of a rule option in words.
fn rule_value(r: &RuleSet, field: &str) -> String {
    let yes = |b: bool| if b { "Yes" } else { "No" }.to_string();
    match field {
        "deck" => match r.deck {
            Deck::Classic => "Classic 108".into(),
            Deck::SwapAndCustom => format!("{} cards", r.deck_list().len()),
        },
        "custom_wilds" => r.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect::<Vec<_>>().join(" / "),
        "new_card_points" => r.new_card_points.value().to_string(),
        "first_wild" => match r.first_wild {
            FirstWild::FirstPlayerChooses => "First player chooses".into(),
            FirstWild::TurnAnother => "Turn another card".into(),
        },
        "wild_play" => match r.wild_play {
            WildPlay::Anytime => "Any time".into(),
            WildPlay::OnlyWithoutMatch => "Only without a match".into(),
        },
        "wild_draw_four" => match r.wild_draw_four {
            WildDrawFourRule::NoCardOfCurrentColour => "No card of the colour".into(),
            WildDrawFourRule::NoOtherPlayableCard => "No other playable card".into(),
        },
        "bluff_penalty" => match r.bluff_penalty {
            BluffPenalty::DrawFour => "Bluffer draws 4".into(),
            BluffPenalty::TakeBack => "Take it back".into(),
        },
        "reverse_with_two" => match r.reverse_with_two {
            ReverseWithTwo::ActsAsSkip => "Acts as Skip".into(),
            ReverseWithTwo::Reverses => "Only reverses".into(),
        },
        "uno_penalty" => format!("{} cards", r.uno_penalty.cards()),
        "scoring" => match r.scoring {
            Scoring::WinnerScoresOthers => "Winner scores the others".into(),
            Scoring::LowestTotal => "Lowest total wins".into(),
        },
        "target_score" => r.target_score.get().to_string(),
        "stacking" => match r.stacking {
            Stacking::Off => "Off".into(),
            Stacking::SameCard => "+2 on +2, +4 on +4".into(),
            Stacking::PlusFourOnPlusTwo => "Also +4 on +2".into(),
        },
        "wrong_card_penalty" => yes(r.wrong_card_penalty),
        "table_talk_penalty" => yes(r.table_talk_penalty),
        "seven_o" => yes(r.seven_o),
        "jump_in" => yes(r.jump_in),
        "draw_to_match" => yes(r.draw_to_match),
        "force_play" => yes(r.force_play),
        _ => String::new(),
    }
}

fn rules_screen(
    mut contexts: EguiContexts,
    setup: Option<Res<TableSetup>>,
    table: Option<Res<crate::app::Table>>,
    screen: Res<State<Screen>>,
    size: Res<crate::app::TableSize>,
    mut rects: ResMut<crate::app::report::ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rules = table.map(|t| t.rules().clone()).or_else(|| setup.map(|s| s.rules.clone())).unwrap_or_default();
    let z = ctx.zoom_factor();
    let (w, h) = (size.0.x / z - 40.0, size.0.y / z - 40.0);
    let shown = egui::Window::new("Rules")
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([w.min(1000.0), h])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().max_height(h - 90.0).auto_shrink([false, false]).show(ui, |ui| {
                ui.add(egui::Label::new(RichText::new(RULES_INTRO).size(14.0)).wrap());
                ui.add_space(6.0);
                for o in RULE_OPTIONS {
                    option_row(ui, &mut rects, o, rules.deck, |ui| {
                        ui.add(egui::Label::new(RichText::new(rule_value(&rules, o.field)).strong()).wrap());
                    });
                }
            });
            ui.separator();
            let back = ui.add(egui::Button::new(RichText::new("Back").size(20.0)).min_size(vec2(120.0, 40.0)));
            record(&mut rects, ui.ctx(), ButtonId::Back, back.rect);
            if back.clicked() {
                cmd.write(if *screen.get() == Screen::Table {
                    UiCommand::Overlay(Overlay::Pause)
                } else {
                    UiCommand::Go(Screen::MainMenu)
                });
            }
        });
    if let Some(shown) = shown {
        record(&mut rects, ctx, ButtonId::Panel(Panel::Rules), shown.response.rect);
    }
    Ok(())
}

/// The rules in a few sentences, above the options.
const RULES_INTRO: &str = "Play a card matching the top card by colour, number or symbol, or a wild. If you cannot (or prefer not to), draw one: if it can be played you may play it at once. Call UNO when you play your next-to-last card. The first to empty their hand wins the round and scores the cards left in the other hands; the first to the target score wins the match.";

/// Width of the right-hand column of a rule option row (a control or a value).
const OPTION_RIGHT: f32 = 230.0;

/// One rule option as a row: its name and explanation on the left, wrapping in the room the
/// window has, and `right` (its control, or its value) in a column of its own. An option that
/// does not apply to the chosen deck says so instead. The row's rectangle is reported as
/// `text:rule:FIELD`, its name and explanation as `text:rule-name:FIELD`.
fn option_row(
    ui: &mut egui::Ui,
    rects: &mut crate::app::report::ButtonRects,
    o: &crate::engine::RuleOption,
    deck: Deck,
    right: impl FnOnce(&mut egui::Ui),
) {
    let applies = applies_to_deck(o.field, deck);
    let full = ui.available_width();
    let text_w = (full - OPTION_RIGHT - 16.0).max(180.0);
    let row = ui.horizontal_top(|ui| {
        let text = ui
            .allocate_ui_with_layout(vec2(text_w, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.set_width(text_w);
                let title = RichText::new(o.title).strong();
                ui.add(egui::Label::new(if applies { title } else { title.weak() }).wrap());
                let explanation = format!("{} ({})", o.explanation, o.source_text());
                ui.add(egui::Label::new(RichText::new(explanation).size(12.5).color(palette::MUTED)).wrap());
            })
            .response;
        record(rects, ui.ctx(), ButtonId::RuleName(o.field), text.rect);
        ui.allocate_ui_with_layout(vec2(OPTION_RIGHT, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(OPTION_RIGHT);
            if applies {
                right(ui);
            } else {
                ui.label(RichText::new("Only with the 112-card deck").italics().weak());
            }
        });
    });
    record(rects, ui.ctx(), ButtonId::RuleRow(o.field), row.response.rect);
    ui.separator();
}

/// False for an option that means nothing with this deck (the Classic deck has no Customizable
/// Wilds and no Swap Hands to score).
fn applies_to_deck(field: &str, deck: Deck) -> bool {
    deck == Deck::SwapAndCustom || !matches!(field, "custom_wilds" | "new_card_points")
}

#[allow(clippy::too_many_arguments)]
fn settings_screen(
    mut commands: Commands,
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    form: Option<ResMut<SettingsForm>>,
    screen: Res<State<Screen>>,
    (asked, active, art): (Res<ThemeChoice>, Option<Res<ActiveTheme>>, Option<Res<CardArt>>),
    mut rects: ResMut<crate::app::report::ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
) -> Result {
    let Some(mut form) = form else {
        commands.insert_resource(SettingsForm::new(&settings, &asked));
        return Ok(());
    };
    let samples: Vec<egui::TextureId> = art
        .map(|art| {
            crate::app::theme_ui::PREVIEW
                .iter()
                .map(|c| art.face(*c))
                .chain([art.back()])
                .map(|h| contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h.id())))
                .collect()
        })
        .unwrap_or_default();
    let ctx = contexts.ctx_mut()?;
    let back = |cmd: &mut MessageWriter<UiCommand>| {
        cmd.write(if *screen.get() == Screen::Table {
            UiCommand::Overlay(Overlay::Pause)
        } else {
            UiCommand::Go(Screen::MainMenu)
        });
    };
    egui::Window::new("Settings").anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            let form = &mut *form;
            // A small window scrolls the settings; Save and Cancel stay in view.
            let room = (ui.ctx().content_rect().height() - 160.0).max(120.0);
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                let s = &mut form.settings;
                egui::Grid::new("settings").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
                    ui.label("Animation speed");
                    ui.add(egui::Slider::new(&mut s.speed, 0.0..=3.0).text("× (0: instant)"));
                    ui.end_row();
                    ui.label("Window");
                    choice(
                        ui,
                        "window",
                        &mut s.window,
                        &[
                            (WindowChoice::Windowed, "Windowed"),
                            (WindowChoice::Borderless, "Full screen (borderless)"),
                            (WindowChoice::Fullscreen, "Full screen (exclusive)"),
                        ],
                    );
                    ui.end_row();
                    ui.label("UNO grace window");
                    ui.add(egui::Slider::new(&mut s.uno_grace, 0.0..=3.0).text("seconds to call UNO late"));
                    ui.end_row();
                    ui.label("Computer catch reaction");
                    ui.add(egui::Slider::new(&mut s.bot_catch_delay, 0.0..=5.0).text("seconds after the grace window"));
                    ui.end_row();
                });
                ui.separator();
                crate::app::theme_ui::theme_section(
                    ui,
                    &mut form.theme,
                    &mut form.settings.theme,
                    active.as_deref(),
                    &samples,
                    &mut rects,
                    &mut cmd,
                );
            });
            ui.separator();
            ui.horizontal(|ui| {
                let save = ui.button(RichText::new("Save and back").size(18.0));
                record(&mut rects, ui.ctx(), ButtonId::SettingsSave, save.rect);
                if save.clicked() {
                    cmd.write(UiCommand::SaveSettings(form.settings.clone()));
                    commands.remove_resource::<SettingsForm>();
                    back(&mut cmd);
                }
                if ui.button(RichText::new("Cancel").size(18.0)).clicked() {
                    cmd.write(UiCommand::UseTheme(form.theme_at_open.clone()));
                    commands.remove_resource::<SettingsForm>();
                    back(&mut cmd);
                }
            });
        },
    );
    Ok(())
}

/// The pause menu asks before a match is thrown away.
#[derive(Resource, Default)]
struct QuitAsked(bool);

fn pause_menu(
    mut contexts: EguiContexts,
    mut rects: ResMut<crate::app::report::ButtonRects>,
    mut cmd: MessageWriter<UiCommand>,
    mut asked: ResMut<QuitAsked>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Paused").anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                if asked.0 {
                    ui.label(RichText::new("Quit this match? It cannot be resumed.").size(20.0));
                    ui.add_space(8.0);
                    // The safe answer first, where the pointer already is.
                    let b = menu_button(ui, "Keep playing");
                    record(&mut rects, ui.ctx(), ButtonId::KeepPlaying, b.rect);
                    if b.clicked() {
                        asked.0 = false;
                    }
                    ui.add_space(4.0);
                    let b = ui.add(
                        egui::Button::new(RichText::new("Quit the match").size(24.0))
                            .fill(palette::DANGER)
                            .min_size(vec2(260.0, 48.0)),
                    );
                    record(&mut rects, ui.ctx(), ButtonId::ConfirmQuit, b.rect);
                    if b.clicked() {
                        asked.0 = false;
                        cmd.write(UiCommand::QuitToMenu);
                    }
                    return;
                }
                for (name, text, c) in [
                    (ButtonId::Resume, "Resume", UiCommand::Overlay(Overlay::None)),
                    (ButtonId::Scoreboard, "Scoreboard", UiCommand::Overlay(Overlay::Scoreboard)),
                    (ButtonId::Rules, "Rules", UiCommand::Overlay(Overlay::Rules)),
                    (ButtonId::Settings, "Settings", UiCommand::Overlay(Overlay::Settings)),
                ] {
                    let b = menu_button(ui, text);
                    record(&mut rects, ui.ctx(), name, b.rect);
                    if b.clicked() {
                        cmd.write(c);
                    }
                    ui.add_space(4.0);
                }
                let b = menu_button(ui, "Quit to the main menu");
                record(&mut rects, ui.ctx(), ButtonId::QuitToMenu, b.rect);
                if b.clicked() {
                    asked.0 = true;
                }
            });
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::applies_to_deck;
    use crate::engine::{Deck, RULE_OPTIONS};

    #[test]
    fn the_classic_deck_shows_no_customizable_wild_options() {
        let off: Vec<&str> =
            RULE_OPTIONS.iter().map(|o| o.field).filter(|f| !applies_to_deck(f, Deck::Classic)).collect();
        assert_eq!(off, ["custom_wilds", "new_card_points"]);
        assert!(RULE_OPTIONS.iter().all(|o| applies_to_deck(o.field, Deck::SwapAndCustom)));
    }
}

//! New game: the seats (person or computer, name, level, order), partner play (who plays with
//! whom, each seat marked with its team), the dealer and the target, whether hints are allowed, the
//! rule profile (and the lesson of its options), every rule option, the Customizable Wilds, and Start.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};

use crate::ai::BotKind;
use crate::app::core::commands::{GameFiles, UiCommand};
use crate::app::core::opening::OpenLesson;
use crate::app::core::party::{self, Party, SeatKind};
use crate::app::core::schedule::Screen;
use crate::app::features::statistics::StatsBook;
use crate::app::menus::context::{MenuContext, Sink, notices_ui};
use crate::app::menus::party_form::PartyForm;
use crate::app::menus::{custom_wilds, rule_options};
use crate::app::scene::cards::ScreenSize;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, CoachButton, Panel};
use crate::engine::{Deck, MAX_SEATS, MIN_SEATS, Partners, RULE_OPTIONS, RuleField, RuleSet, Teams};
use crate::i18n::rules::profile_name;
use crate::i18n::table::{in_a_row, team_name};
use crate::i18n::{Msg, Texts};
use crate::tr;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), open_form);
}

/// The form holds the last party, what the game wrote in it in the language in use.
fn open_form(mut commands: Commands, setup: Option<Res<Party>>, texts: Res<Texts>, book: Option<Res<StatsBook>>) {
    let mut form = PartyForm::new(setup.map(|s| s.clone()).unwrap_or_default());
    form.localize(&texts);
    // Nobody has played a match here yet: hints are on by default.
    form.setup.first_match = book.is_none_or(|b| b.stats.people().next().is_none());
    commands.insert_resource(form);
}

const LEVELS: &[(BotKind, Msg)] = &[
    (BotKind::Easy, Msg::NewgameLevelEasy),
    (BotKind::Basic, Msg::NewgameLevelBasic),
    (BotKind::Normal, Msg::NewgameLevelNormal),
    (BotKind::Hard, Msg::NewgameLevelHard),
];

pub(crate) fn draw(
    mut m: MenuContext,
    form: Option<ResMut<PartyForm>>,
    stored: Option<Res<GameFiles>>,
    size: Res<ScreenSize>,
) -> Result {
    let Some(mut form) = form else { return Ok(()) };
    let form = &mut *form;
    let profiles = stored
        .as_ref()
        .map(|s| s.all_profiles())
        .unwrap_or_else(|| crate::engine::profiles().into_iter().map(|p| (p.name.to_string(), p.rules)).collect());
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    let z = ctx.zoom_factor();
    // Below the Help button (top left), never over it.
    let (w, h) = (size.get().x / z - 40.0, size.get().y / z - 130.0);
    let shown = egui::Window::new(texts.get(Msg::NewgameTitle))
        .id(egui::Id::new("new-game"))
        .anchor(Align2::CENTER_TOP, [0.0, 40.0])
        .fixed_size([w.min(1100.0), h])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            // The form keeps its size as seats come and go: a removed seat moves nothing above
            // it, and the next click lands where the person aimed.
            egui::ScrollArea::vertical().max_height(h - 90.0).auto_shrink([false, false]).show(ui, |ui| {
                ui.heading(texts.get(Msg::NewgamePlayers));
                seats(ui, &mut sink, form);
                ui.add_space(8.0);
                partners(ui, &mut sink, form);
                ui.add_space(8.0);
                ui.horizontal(|ui| dealer_and_target(ui, texts, form));
                ui.add_space(4.0);
                hints(ui, &mut sink, form);
                ui.add_space(8.0);
                ui.heading(texts.get(Msg::NewgameRules));
                ui.horizontal(|ui| {
                    profile_picker(ui, texts, form, &profiles);
                    learn_options(ui, &mut sink, form);
                });
                // Fixed ids: a header's state does not depend on the language of its title.
                let every = egui::CollapsingHeader::new(texts.get(Msg::NewgameEveryOption))
                    .id_salt("every-rule-option")
                    .default_open(false)
                    .show(ui, |ui| {
                        for o in RULE_OPTIONS {
                            let deck = form.setup.rules.deck;
                            rule_options::row(ui, &mut sink, o, deck, |ui| {
                                rule_options::control(ui, texts, o.field, &mut form.setup.rules)
                            });
                        }
                    });
                sink.record(ui, ButtonId::EveryRuleOption, every.header_response.rect);
                // Opened: the form scrolls the options into view under their header.
                if every.header_response.clicked() {
                    every.header_response.scroll_to_me(Some(egui::Align::TOP));
                }
                if form.setup.rules.deck == Deck::SwapAndCustom {
                    egui::CollapsingHeader::new(texts.get(Msg::NewgameCustomWilds))
                        .id_salt("customizable-wilds")
                        .default_open(true)
                        .show(ui, |ui| custom_wilds::editor(ui, texts, form));
                }
                ui.horizontal(|ui| save_profile(ui, form, &mut sink));
                notices_ui(ui, &mut sink);
            });
            ui.separator();
            footer(ui, form, &mut sink);
        });
    if let Some(shown) = shown {
        widgets::record(sink.rects, &ctx, ButtonId::Panel(Panel::NewGame), shown.response.rect);
    }
    Ok(())
}

/// One row per seat: order (and the seat's team in partner play), person or computer, name,
/// level, remove; then "Add a player".
fn seats(ui: &mut egui::Ui, sink: &mut Sink, form: &mut PartyForm) {
    let texts = sink.texts;
    let n = form.setup.seats.len();
    let teams = Teams::new(form.setup.rules.partners, n).ok().filter(|t| t.partners());
    let (mut swap, mut remove) = (None, None);
    egui::Grid::new("seats").num_columns(5).spacing([10.0, 6.0]).show(ui, |ui| {
        for i in 0..n {
            ui.horizontal(|ui| {
                let up = ui.add_enabled(i > 0, egui::Button::new(texts.get(Msg::NewgameMoveUp)));
                if up.on_hover_text(texts.get(Msg::NewgameMoveUpHint)).clicked() {
                    swap = Some((i, i - 1));
                }
                let down = ui.add_enabled(i + 1 < n, egui::Button::new(texts.get(Msg::NewgameMoveDown)));
                if down.on_hover_text(texts.get(Msg::NewgameMoveDownHint)).clicked() {
                    swap = Some((i, i + 1));
                }
                ui.label(tr!(texts, NewgameSeat, n = i + 1));
                if let Some(teams) = teams {
                    let t = teams.team_of(i as u8);
                    widgets::team_chip(ui, texts.render(&team_name(t)), t, 13.0);
                }
            });
            let field = seat_row(ui, texts, form, i);
            sink.record(ui, ButtonId::SeatName(i), field.rect);
            if ui.add_enabled(n > MIN_SEATS, egui::Button::new(texts.get(Msg::NewgameRemove))).clicked() {
                remove = Some(i);
            }
            ui.end_row();
        }
    });
    if let Some((a, b)) = swap {
        form.swap_seats(a, b, texts);
    }
    if let Some(i) = remove {
        form.remove_seat(i, texts);
    }
    if n < MAX_SEATS && ui.button(texts.get(Msg::NewgameAddPlayer)).clicked() {
        form.add_seat(texts);
    }
}

/// Partner play, under the players: the choice, then each team and its players (partners sit
/// apart), or why these seats do not make whole teams (Start refuses them too).
fn partners(ui: &mut egui::Ui, sink: &mut Sink, form: &mut PartyForm) {
    let texts = sink.texts;
    let row = ui.horizontal(|ui| {
        ui.label(RichText::new(texts.get(Msg::NewgamePartners)).strong());
        rule_options::partners_choice(ui, texts, &mut form.setup.rules);
    });
    sink.record(ui, ButtonId::Partners, row.response.rect);
    row.response.on_hover_text(texts.get(Msg::RulePartnersExplanation));
    let partners = form.setup.rules.partners;
    if partners == Partners::Off {
        return;
    }
    match Teams::new(partners, form.setup.seats.len()) {
        Ok(teams) => {
            ui.label(RichText::new(texts.get(Msg::NewgamePartnersApart)).size(12.5).color(palette::MUTED));
            for t in 0..teams.count() {
                let names = teams.members(t).map(|s| form.setup.seats[s as usize].name.clone()).collect();
                ui.horizontal(|ui| {
                    widgets::team_chip(ui, texts.render(&team_name(t)), t, 14.0);
                    ui.label(texts.render(&in_a_row(names)));
                });
            }
        }
        Err(e) => _ = ui.label(RichText::new(texts.say(&e)).color(palette::ERROR)),
    }
}

/// The longest name a seat takes, in characters (it fits a name tag).
const NAME_LIMIT: usize = 20;

/// A seat's kind, name and level; returns its name's field.
fn seat_row(ui: &mut egui::Ui, texts: &Texts, form: &mut PartyForm, i: usize) -> egui::Response {
    let seat = &mut form.setup.seats[i];
    /// Who sits there, as the seat's list offers it.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Who {
        Person,
        Phone,
        Computer,
    }
    let mut who = match seat.kind {
        SeatKind::Human => Who::Person,
        SeatKind::Phone => Who::Phone,
        SeatKind::Bot(_) => Who::Computer,
    };
    let before = who;
    let kinds =
        [(Who::Person, Msg::NewgameHuman), (Who::Phone, Msg::NewgamePhone), (Who::Computer, Msg::NewgameComputer)];
    let selected = kinds.iter().find(|(w, _)| *w == who).map(|(_, m)| texts.get(*m)).unwrap_or_default();
    egui::ComboBox::from_id_salt(("kind", i)).selected_text(selected).show_ui(ui, |ui| {
        for (value, label) in kinds {
            ui.selectable_value(&mut who, value, texts.get(label));
        }
    });
    if who != before {
        let kind = match who {
            Who::Person => SeatKind::Human,
            Who::Phone => SeatKind::Phone,
            Who::Computer => SeatKind::Bot(BotKind::Normal),
        };
        form.set_kind(i, kind, texts);
    }
    let seat = &mut form.setup.seats[i];
    let field = ui.add_sized([170.0, 22.0], egui::TextEdit::singleline(&mut seat.name).char_limit(NAME_LIMIT));
    if field.changed() {
        seat.name = party::clean_name(&seat.name);
    }
    widgets::select_all_on_focus(ui, &field, &seat.name);
    // A name that reached the limit says so while it is typed, rather than losing letters
    // without a word.
    if field.has_focus() && seat.name.chars().count() >= NAME_LIMIT {
        field.show_tooltip_text(tr!(texts, NewgameNameLimit, n = NAME_LIMIT));
    }
    if let SeatKind::Bot(mut level) = seat.kind {
        rule_options::choice(ui, texts, &format!("level{i}"), &mut level, LEVELS);
        seat.kind = SeatKind::Bot(level);
    } else {
        ui.label("");
    }
    field
}

fn dealer_and_target(ui: &mut egui::Ui, texts: &Texts, form: &mut PartyForm) {
    ui.label(texts.get(Msg::NewgameDealer));
    let names: Vec<String> = form.setup.seats.iter().map(|s| s.name.clone()).collect();
    let random = texts.get(Msg::NewgameDealerRandom);
    let current = form.setup.dealer.and_then(|d| names.get(d as usize).cloned()).unwrap_or_else(|| random.clone());
    egui::ComboBox::from_id_salt("dealer").selected_text(current).show_ui(ui, |ui| {
        ui.selectable_value(&mut form.setup.dealer, None, random);
        for (i, name) in names.iter().enumerate() {
            ui.selectable_value(&mut form.setup.dealer, Some(i as u8), name);
        }
    });
    ui.add_space(20.0);
    ui.label(texts.get(Msg::NewgameTarget));
    rule_options::control(ui, texts, RuleField::TargetScore, &mut form.setup.rules);
}

/// "Hints allowed": as chosen, or the default (on with Easy computer players or in a first match).
fn hints(ui: &mut egui::Ui, sink: &mut Sink, form: &mut PartyForm) {
    let mut on = form.setup.hints_allowed();
    let b = ui.checkbox(&mut on, sink.texts.get(Msg::NewgameHints));
    sink.record(ui, ButtonId::Coach(CoachButton::HintsAllowed), b.rect);
    if b.changed() {
        form.setup.hints = Some(on);
    }
    b.on_hover_text(sink.texts.get(Msg::NewgameHintsTip));
}

/// The lesson of the rule options this table has on, when some are.
fn learn_options(ui: &mut egui::Ui, sink: &mut Sink, form: &PartyForm) {
    if crate::lesson::Lesson::options(&form.setup.rules).is_none() {
        return;
    }
    let b = ui.button(sink.texts.get(Msg::MenuLearnOptions));
    sink.record(ui, ButtonId::Coach(CoachButton::LearnOptions), b.rect);
    if b.clicked() {
        sink.choose(UiCommand::Learn(OpenLesson::options(&form.setup.rules)));
    }
}

fn profile_picker(ui: &mut egui::Ui, texts: &Texts, form: &mut PartyForm, profiles: &[(String, RuleSet)]) {
    ui.label(texts.get(Msg::NewgameProfile));
    let shown = profile_name(texts, &form.setup.profile);
    egui::ComboBox::from_id_salt("profile").selected_text(shown).width(220.0).show_ui(ui, |ui| {
        for (name, rules) in profiles {
            if ui.selectable_label(form.setup.profile == *name, profile_name(texts, name)).clicked() {
                form.setup.profile = name.clone();
                form.setup.rules = rules.clone();
                crate::i18n::rules::localize_wild_texts(&mut form.setup.rules, texts);
                form.custom_texts = form.setup.rules.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
            }
        }
    });
}

fn save_profile(ui: &mut egui::Ui, form: &mut PartyForm, sink: &mut Sink) {
    let texts = sink.texts;
    ui.label(texts.get(Msg::NewgameSaveProfile));
    ui.add(egui::TextEdit::singleline(&mut form.profile_name).desired_width(180.0).char_limit(30));
    if ui.add_enabled(!form.profile_name.trim().is_empty(), egui::Button::new(texts.get(Msg::NewgameSave))).clicked() {
        let name = form.profile_name.trim().to_string();
        form.setup.profile = name.clone();
        sink.choose(UiCommand::SaveProfile(name, form.setup.rules.clone()));
    }
}

/// The form's problem, if any, then Back and Start.
fn footer(ui: &mut egui::Ui, form: &mut PartyForm, sink: &mut Sink) {
    let texts = sink.texts;
    // A problem mended in the form is not said any more.
    if form.error.is_some() && form.checked().is_ok() {
        form.error = None;
    }
    if let Some(e) = &form.error {
        ui.label(RichText::new(texts.render(e)).color(palette::ERROR));
    }
    ui.horizontal(|ui| {
        let back = widgets::button(ui, texts.get(Msg::MenuBack), 20.0, [120.0, 40.0]);
        sink.record(ui, ButtonId::Back, back.rect);
        if back.clicked() {
            sink.choose(UiCommand::Go(Screen::MainMenu));
        }
        let start = ui.add(
            egui::Button::new(RichText::new(texts.get(Msg::NewgameStart)).size(20.0).strong())
                .min_size(vec2(160.0, 40.0))
                .fill(palette::GO),
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

//! The egui screens of the menus, one file each: the main menu, New game (with the Customizable
//! Wild editor), the rules reference, the settings and the pause menu. Each screen is a system over
//! one [`MenuContext`]; the parts of a screen are small functions of `&mut Ui` that say what the
//! player chose as [`UiCommand`]s.

mod custom_wilds;
mod load;
mod main_menu;
mod match_list;
mod new_game;
mod pause;
mod replays;
mod rule_options;
mod rules;
mod settings;
mod statistics;
pub mod theme;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::commands::{Notices, UiCommand};
use crate::app::ui::palette;
use crate::app::ui::widgets::{ButtonId, ButtonRects};
use crate::app::core::schedule::{Overlay, Screen};
use crate::i18n::Texts;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.in_set(crate::app::core::schedule::Step::MenuKeys)).init_resource::<match_list::DeleteAsked>();
    pause::plugin(app);
    new_game::plugin(app);
    settings::plugin(app);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            main_menu::draw.run_if(in_state(Screen::MainMenu)),
            new_game::draw.run_if(in_state(Screen::NewGame)),
            rules::draw.run_if(in_state(Screen::Rules).or_else(in_state(Overlay::Rules))),
            settings::draw.run_if(in_state(Screen::Settings).or_else(in_state(Overlay::Settings))),
            pause::draw.run_if(in_state(Overlay::Pause)),
            load::draw.run_if(in_state(Screen::Load)),
            replays::draw.run_if(in_state(Screen::Replays)),
            statistics::draw.run_if(in_state(Screen::Statistics)),
        )
            .in_set(crate::app::core::schedule::UiPass::Draw),
    )
    .add_systems(
        EguiPrimaryContextPass,
        dim_the_table.in_set(crate::app::core::schedule::UiPass::Draw).run_if(in_state(Screen::Table)),
    );
}

/// The pause menu, the scoreboard, the rules, the settings, the help and the phones' panel are
/// answered before the game goes on: the table is dimmed under them rather than partly covered.
fn dim_the_table(
    mut contexts: EguiContexts,
    overlay: Option<Res<State<Overlay>>>,
    help: Res<crate::app::ui::help::HelpOpen>,
    phones: Option<Res<crate::app::features::phones::Phones>>,
    mut rects: ResMut<ButtonRects>,
) -> Result {
    let covered = overlay.is_some_and(|o| *o.get() != Overlay::None);
    let phones_panel = phones.is_some_and(|p| p.panel && (!p.seats.is_empty() || p.problem.is_some()));
    if covered || help.0 || phones_panel {
        let ctx = contexts.ctx_mut()?;
        let screen = palette::dim_table(ctx);
        crate::app::ui::widgets::record(&mut rects, ctx, ButtonId::Dimmed, screen);
    }
    Ok(())
}

/// What every menu screen draws with and writes to.
#[derive(SystemParam)]
pub(crate) struct MenuContext<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    rects: ResMut<'w, ButtonRects>,
    cmd: MessageWriter<'w, UiCommand>,
    notices: Res<'w, Notices>,
    screen: Res<'w, State<Screen>>,
    texts: Res<'w, Texts>,
}

impl<'w> MenuContext<'w, '_> {
    /// Every text, in the language in use.
    fn texts(&self) -> &crate::i18n::Texts {
        &self.texts
    }

    /// The egui context and the rest of the context, borrowed apart.
    fn split(&mut self) -> Result<(egui::Context, Sink<'_, 'w>)> {
        let ctx = self.contexts.ctx_mut()?.clone();
        let from_table = *self.screen.get() == Screen::Table;
        let (rects, cmd, notices, texts) = (&mut *self.rects, &mut self.cmd, &*self.notices, &*self.texts);
        Ok((ctx, Sink { rects, cmd, notices, texts, from_table }))
    }
}

/// Where a screen's parts put what they drew and what the player chose.
pub(crate) struct Sink<'a, 'w> {
    rects: &'a mut ButtonRects,
    cmd: &'a mut MessageWriter<'w, UiCommand>,
    /// Messages about files and saves, for the screen to show.
    notices: &'a Notices,
    /// Every text, in the language in use.
    texts: &'a Texts,
    /// The screen was opened over the table (Back returns to the pause menu).
    from_table: bool,
}

impl Sink<'_, '_> {
    /// Notes where `id` was drawn: the part of it in view, if any (a row scrolled out of a
    /// panel's view is not on screen, nor is a new window in its first, unseen frame, where egui
    /// only measures it before placing it).
    fn record(&mut self, ui: &egui::Ui, id: ButtonId, r: egui::Rect) {
        let seen = r.intersect(ui.clip_rect());
        if seen.is_positive() && !ui.is_sizing_pass() {
            crate::app::ui::widgets::record(self.rects, ui.ctx(), id, seen);
        }
    }

    /// The player chose `c`.
    fn choose(&mut self, c: UiCommand) {
        self.cmd.write(c);
    }

    /// Back: to the pause menu over the table, or to the main menu.
    fn back(&mut self) {
        self.choose(if self.from_table { UiCommand::Overlay(Overlay::Pause) } else { UiCommand::Go(Screen::MainMenu) });
    }
}

/// Esc opens and closes the pause menu; Tab the scoreboard.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Option<Res<State<Screen>>>,
    overlay: Option<Res<State<Overlay>>>,
    table: Option<Res<crate::app::core::table::Table>>,
    mut cmd: MessageWriter<UiCommand>,
    mut contexts: bevy_egui::EguiContexts,
) {
    // Esc on an open drop-down closes the drop-down (egui does), and nothing else.
    if keys.just_pressed(KeyCode::Escape) && contexts.ctx_mut().is_ok_and(|c| egui::Popup::is_any_open(c)) {
        return;
    }
    let screen = screen.map(|s| *s.get());
    // Esc leaves a replay for the list of replays.
    if table.is_some_and(|t| t.watching) && keys.just_pressed(KeyCode::Escape) {
        cmd.write(UiCommand::Go(Screen::Replays));
        return;
    }
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

/// The latest messages about files and saves.
fn notices_ui(ui: &mut egui::Ui, sink: &Sink) {
    for n in sink.notices.0.iter().rev().take(4) {
        ui.label(RichText::new(sink.texts.render(n)).color(palette::NOTICE).size(14.0));
    }
}

//! Watching a replay: the table shows a kept match action by action, every hand open (or as one
//! seat saw it), with play and pause, one action forward and back, a speed, and a jump to the
//! start of any round. Nobody plays: the actions come from the match's log.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::shown::EventQueue;
use crate::app::core::table::MatchOpened;
use crate::app::core::settings::Settings;
use crate::app::core::table::Table;
use crate::app::core::shown::{Jumped, Playback};
use crate::app::ui::widgets::{ButtonId, ButtonRects};
use crate::app::core::schedule::{AppSystems, Screen};
use crate::engine::{MatchLog, ReplayError, Seat};
use crate::i18n::{Msg, Texts};
use crate::tr;

/// The part without a window: the replay's commands and its clock.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReplayCommand>()
        // A replay opened: watched from its first action.
        .add_observer(|opened: On<MatchOpened>, mut commands: Commands| {
            if let Some(log) = &opened.replay {
                commands.insert_resource(Watching::new(log.clone()));
            }
        })
        .add_systems(
            Update,
            (play_on, follow_commands)
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table).and_then(resource_exists::<Watching>)),
        )
        .add_systems(OnExit(Screen::Table), stop_watching);
}

/// The window part: the controls.
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        controls.run_if(resource_exists::<Watching>).in_set(crate::app::core::schedule::UiPass::OverTable),
    );
}

/// The replay being watched.
#[derive(Resource, Debug)]
pub struct Watching {
    /// The whole match.
    pub log: MatchLog,
    /// How many of its actions are on the table.
    pub position: usize,
    /// Whether it plays on by itself.
    pub playing: bool,
    /// How fast it plays (1: the game's normal pace).
    pub speed: f32,
    /// The animation speed of the settings, given back when the replay closes.
    speed_before: Option<f32>,
    /// When the last action was shown.
    last_step: f32,
    /// An action the engine refuses now: the replay stops before it.
    pub refused: Option<ReplayError>,
}

impl Watching {
    /// `log` from its start, paused.
    pub fn new(log: MatchLog) -> Watching {
        Watching { log, position: 0, playing: false, speed: 1.0, speed_before: None, last_step: 0.0, refused: None }
    }

    /// Number of actions in the match.
    pub fn total(&self) -> usize {
        self.log.actions.len()
    }
}

/// What the replay's controls ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReplayCommand {
    /// Play on by itself.
    Play,
    /// Stop playing on.
    Pause,
    /// One action back.
    Back,
    /// One action forward.
    Forward,
    /// To the start of this round (from 1): its cards just dealt.
    Round(u16),
    /// Every hand open (`None`), or the table as this seat saw it.
    View(Option<Seat>),
    /// This speed.
    Speed(f32),
    /// Back to the list of replays.
    Close,
}

/// Seconds between two actions at speed 1, once the last one has been shown.
const STEP_PAUSE: f32 = 0.7;

/// While playing, the next action once the table has settled.
fn play_on(
    time: Res<Time>,
    playback: Res<Playback>,
    queue: Res<EventQueue>,
    watching: Res<Watching>,
    mut ask: MessageWriter<ReplayCommand>,
) {
    if watching.playing
        && playback.settled
        && queue.is_empty()
        && time.elapsed_secs() - watching.last_step >= STEP_PAUSE / watching.speed
    {
        ask.write(ReplayCommand::Forward);
    }
}

/// The controls' commands.
fn follow_commands(
    time: Res<Time>,
    mut asked: MessageReader<ReplayCommand>,
    (mut watching, table): (ResMut<Watching>, Option<ResMut<Table>>),
    (mut queue, mut settings): (ResMut<EventQueue>, ResMut<Settings>),
    mut jumped: MessageWriter<Jumped>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Some(mut table) = table else { return };
    let w = &mut *watching;
    if w.speed_before.is_none() {
        w.speed_before = Some(settings.speed);
        settings.speed = w.speed;
    }
    for cmd in asked.read() {
        match *cmd {
            ReplayCommand::Play => w.playing = w.position < w.total() && w.refused.is_none(),
            ReplayCommand::Pause => w.playing = false,
            ReplayCommand::Forward => {
                let Some(l) = w.log.actions.get(w.position).copied() else {
                    w.playing = false;
                    continue;
                };
                match table.apply(l.seat, l.action, &mut queue) {
                    Ok(()) => {
                        w.position += 1;
                        w.last_step = time.elapsed_secs();
                        w.playing &= w.position < w.total();
                    }
                    Err(error) => {
                        let round = table.live_game().round();
                        w.refused = Some(ReplayError::Refused {
                            index: w.position,
                            round,
                            seat: l.seat,
                            action: l.action,
                            error,
                        });
                        w.playing = false;
                    }
                }
            }
            ReplayCommand::Back => {
                if w.position > 0 {
                    jump(&mut table, w, w.position - 1, &mut jumped);
                }
            }
            ReplayCommand::Round(r) => {
                if let Some(&start) = w.log.round_starts().get(usize::from(r.max(1)) - 1) {
                    jump(&mut table, w, start + 1, &mut jumped);
                }
            }
            ReplayCommand::View(v) => {
                table.viewer = v;
                table.open_hand = v;
                table.all_open = v.is_none();
                jumped.write(Jumped);
            }
            ReplayCommand::Speed(s) => {
                w.speed = s.clamp(0.25, 8.0);
                settings.speed = w.speed;
            }
            ReplayCommand::Close => screen.set(Screen::Replays),
        }
    }
}

/// The table at once as the first `n` actions leave it.
fn jump(table: &mut Table, w: &mut Watching, n: usize, jumped: &mut MessageWriter<Jumped>) {
    match table.jump(&w.log.truncated(n)) {
        Ok(()) => {
            w.position = n;
            w.refused = None;
            jumped.write(Jumped);
        }
        Err(e) => {
            w.refused = Some(e);
            w.playing = false;
        }
    }
}

fn stop_watching(mut commands: Commands, watching: Option<Res<Watching>>, mut settings: ResMut<Settings>) {
    if let Some(w) = watching {
        if let Some(speed) = w.speed_before {
            settings.speed = speed;
        }
        commands.remove_resource::<Watching>();
    }
}

/// The speeds offered.
const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// The controls, in the bottom-left corner (clear of the hand in the middle).
fn controls(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    (watching, table, texts): (Res<Watching>, Option<Res<Table>>, Res<Texts>),
    mut ask: MessageWriter<ReplayCommand>,
) -> Result {
    let Some(table) = table else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut record =
        |ui: &egui::Ui, id: ButtonId, r: egui::Rect| crate::app::ui::widgets::record(&mut rects, ui.ctx(), id, r);
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
            views(ui, &texts, &table, &mut ask, &mut record);
            if let Some(e) = &watching.refused {
                let why = texts.say(e);
                ui.label(RichText::new(tr!(texts, ReplayRefused, why = why)).color(crate::app::ui::palette::WARNING));
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
    watching: &Watching,
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
fn speeds(ui: &mut egui::Ui, texts: &Texts, watching: &Watching, ask: &mut MessageWriter<ReplayCommand>) {
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
    ask: &mut MessageWriter<ReplayCommand>,
    record: &mut impl FnMut(&egui::Ui, ButtonId, egui::Rect),
) {
    let current = if table.all_open { None } else { table.viewer };
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

//! The layout report, written each time the table settles or a menu changes: the cards, the
//! buttons, the texts, the state, what the command line asked to be written.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::flow::TurnPhase;
use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::app::core::shown::{Playback, ShownView};
use crate::app::core::table::Table;
use crate::app::features::cues::Speaker;
use crate::app::features::highlights::Highlights;
use crate::app::features::phones::seats::Phones;
use crate::app::features::replay::ReplayPlayer;
use crate::app::hud::frame::StatusText;
use crate::app::probe::drawn_text::DrawnTexts;
use crate::app::probe::frames::RenderedFrames;
use crate::app::probe::screenshots::Moment;
use crate::app::scene::art::ActiveTheme;
use crate::app::scene::cards::{CardSprite, CardZones, ScreenSize};
pub use crate::app::ui::widgets::ButtonRects;
use crate::engine::{Action, Zone};
use crate::sound::SoundStatus;

/// Clears the button rectangles before the overlays draw this frame's.
pub fn clear_button_rects(mut rects: ResMut<ButtonRects>) {
    rects.clear();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Outputs>()
        .init_resource::<ButtonRects>()
        .add_systems(Update, write_layout_report.in_set(AppSystems::Report));
}

/// What to write and when (from the command line).
#[derive(Resource, Default, Debug, Clone)]
pub struct Outputs {
    /// Screenshots taken after so many seconds.
    pub after: Vec<(f32, PathBuf)>,
    /// Screenshots taken the first time a moment happens.
    pub on: Vec<(Moment, PathBuf)>,
    /// Quit after so many seconds.
    pub quit_after: Option<f32>,
    /// The layout report file.
    pub layout_report: Option<PathBuf>,
    /// Screenshots asked for and not yet written.
    pub pending: usize,
    /// The last report written.
    pub last_report: String,
    /// Screenshots taken again because they came out blank.
    pub retakes: u32,
    /// The game's clock is held while a screenshot of a show is taken: the show stays at its
    /// fullest until it is in the picture (a picture taken frames later caught it fading).
    pub holding_clock: bool,
}

/// One card as reported.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportCard {
    /// `draw`, `discard` or `hand:N`.
    pub zone: String,
    /// The face, when it is face up on screen.
    pub face: Option<String>,
    /// True when the screen knows the card's face at all (it must not, for another person's hand).
    pub known: bool,
    /// Left, top, width, height in window pixels.
    pub rect: [f32; 4],
}

/// One text as drawn.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportText {
    /// What it says.
    pub text: String,
    /// Left, top, width, height in window pixels (the part that shows).
    pub rect: [f32; 4],
}

/// One button as reported.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportButton {
    /// Its name (`uno`, `colour:red`, `catch:2`, `next-round`, ...).
    pub name: String,
    /// Left, top, width, height in window pixels.
    pub rect: [f32; 4],
    /// The text drawn on it, as the player reads it (with a window).
    pub label: String,
}

/// The public state, as the engine has it.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportState {
    /// What the game waits for.
    pub phase: String,
    /// Whose decision.
    pub to_act: Option<u8>,
    /// The top card.
    pub top: Option<String>,
    /// The colour in force.
    pub colour: String,
    /// The direction of play.
    pub direction: String,
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// Cards in the draw pile.
    pub draw_pile: usize,
    /// Cards in the discard pile.
    pub discard_pile: usize,
    /// Match totals.
    pub scores: Vec<u32>,
    /// Partner play: each seat's team, from 0 (index: seat); `None` without partners.
    #[serde(default)]
    pub teams: Option<Vec<u8>>,
    /// Partner play: each team's match total (index: team); `None` without partners.
    #[serde(default)]
    pub team_totals: Option<Vec<u32>>,
    /// Round number.
    pub round: u16,
    /// The legal actions of the person at the screen.
    pub legal: Vec<String>,
}

/// The report on a menu screen: its buttons.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct MenuReport {
    /// The screen.
    pub screen: String,
    /// Window size in logical pixels.
    pub window: [f32; 2],
    /// Every button.
    pub buttons: Vec<ReportButton>,
    /// Every text on screen, in drawing order.
    pub texts: Vec<ReportText>,
    /// The card theme on screen.
    pub theme: Option<ReportTheme>,
    /// Frames the renderer has drawn since start, and the seconds since start.
    pub frames: Option<ReportFrames>,
    /// Where the window last saw the pointer (logical pixels), if it is over the window.
    pub pointer: Option<[f32; 2]>,
    /// Whether sound plays (none in a game without a speaker).
    #[serde(default)]
    pub sound: Option<SoundStatus>,
}

/// Where a lesson of Learn to play stands.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct ReportLesson {
    /// The step (from 1) and how many there are.
    pub step: usize,
    /// How many steps.
    pub of: usize,
    /// What the step points at: `card:R5`, `draw-pile`, `discard-pile`, `seat:1`, the name of a
    /// button (`uno`, `catch:1`, `lesson-continue`, ...), or empty.
    pub pointing: String,
    /// The step tells something and waits for Continue.
    pub waits: bool,
    /// The lesson is over.
    pub finished: bool,
    /// The learner's last move was not the one asked for: the panel says why.
    pub said: bool,
}

/// The card theme on screen, as reported.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportTheme {
    /// Its name.
    pub name: String,
    /// A built-in name or the folder.
    pub source: String,
    /// How many times art was painted and shown.
    pub loads: u32,
    /// How many times its folder changed and was read again.
    pub reloads: u32,
    /// Problems with its files, as the player reads them.
    pub problems: Vec<String>,
}

impl ReportTheme {
    fn of(t: &ActiveTheme) -> ReportTheme {
        ReportTheme {
            name: t.name.clone(),
            source: t.source.key(),
            loads: t.loads,
            reloads: t.reloads,
            problems: t.problems.iter().map(|p| p.to_string()).collect(),
        }
    }
}

/// What the layout report holds.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct LayoutReport {
    /// The screen (`Table`).
    pub screen: String,
    /// What is open over the table.
    pub overlay: String,
    /// True while the hot-seat curtain covers the table.
    pub curtain: bool,
    /// How many times the table has settled.
    pub settled: u64,
    /// Actions applied to the engine so far.
    pub actions_applied: u64,
    /// Window size in logical pixels.
    pub window: [f32; 2],
    /// The turn phase.
    pub turn_phase: String,
    /// Whose view is on screen.
    pub viewer: Option<u8>,
    /// Whose hand is face up (with several people, only while it is their decision).
    pub open_hand: Option<u8>,
    /// The status line under the piles, as drawn.
    pub status: String,
    /// Every card.
    pub cards: Vec<ReportCard>,
    /// Every button.
    pub buttons: Vec<ReportButton>,
    /// Every text on screen, in drawing order (with a window).
    pub texts: Vec<ReportText>,
    /// The draw pile's rectangle.
    pub draw_pile: [f32; 4],
    /// The discard pile's rectangle.
    pub discard_pile: [f32; 4],
    /// The engine's public state.
    pub state: ReportState,
    /// The card theme on screen.
    pub theme: Option<ReportTheme>,
    /// Frames the renderer has drawn since start, and the seconds since start (with a window).
    pub frames: Option<ReportFrames>,
    /// The replay being watched, if any.
    pub replay: Option<ReportReplay>,
    /// The phone seats, when the match has any.
    pub phones: Option<ReportPhones>,
    /// Where the window last saw the pointer (logical pixels), if it is over the window.
    pub pointer: Option<[f32; 2]>,
    /// Whether sound plays (none in a game without a speaker).
    #[serde(default)]
    pub sound: Option<SoundStatus>,
    /// The lesson of Learn to play on the table, if it is one.
    #[serde(default)]
    pub lesson: Option<ReportLesson>,
}

/// The phones of the match: where each seat's page is and whether its phone is connected.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportPhones {
    /// The port listened on (`None`: the server is not running).
    pub port: Option<u16>,
    /// Why it is not running.
    pub problem: Option<String>,
    /// Each phone seat.
    pub seats: Vec<ReportPhone>,
    /// Commands from phones submitted to the table so far.
    pub submitted: u64,
    /// Milliseconds from the server reading the last command to its card moving on the table.
    pub latency_ms: Option<f64>,
    /// The last taps, each with when the server read it and the frame in which the table started
    /// showing it (milliseconds since 1970, this computer's clock).
    pub moves: Vec<ReportPhoneMove>,
    /// Connections open now that are not seats' WebSockets.
    pub open_connections: usize,
    /// This computer's other addresses (listed in the panel).
    pub other_hosts: Vec<String>,
}

/// One tap from a phone, measured on this computer's clock.
#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
pub struct ReportPhoneMove {
    /// The seat.
    pub seat: u8,
    /// When the server read it, in milliseconds since 1970.
    pub received_ms: f64,
    /// The frame in which the table started showing it (its update), in milliseconds since 1970.
    pub shown_ms: f64,
    /// When that frame was drawn (rendered and presented), in milliseconds since 1970.
    pub drawn_ms: Option<f64>,
}

/// One phone seat.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct ReportPhone {
    /// The seat.
    pub seat: u8,
    /// Its page on this computer (`127.0.0.1`), with its token.
    pub local: String,
    /// Its page as the panel shows it (this computer's network address).
    pub address: String,
    /// A phone is connected.
    pub joined: bool,
    /// A phone was connected and is not now: the seat is shown in red.
    pub gone: bool,
    /// Its QR code is on the panel (until its phone joins, or when asked for).
    pub code_visible: bool,
    /// Another phone asks for the seat.
    pub claimed: bool,
}

impl ReportPhones {
    fn of(p: &Phones, rendered: Option<&RenderedFrames>) -> ReportPhones {
        ReportPhones {
            port: p.port,
            problem: p.problem.as_ref().map(|e| e.to_string()),
            seats: p
                .seats
                .iter()
                .map(|s| ReportPhone {
                    seat: s.seat,
                    local: p.address_on(s.seat, "127.0.0.1").unwrap_or_default(),
                    address: s.address.clone(),
                    joined: s.joined,
                    gone: s.gone(),
                    code_visible: s.code_visible(),
                    claimed: s.claimed,
                })
                .collect(),
            submitted: p.submitted,
            latency_ms: p.last_latency.map(|d| d.as_secs_f64() * 1000.0),
            moves: p
                .moves
                .iter()
                .map(|m| ReportPhoneMove {
                    seat: m.seat,
                    received_ms: m.received_ms,
                    shown_ms: m.shown_ms,
                    drawn_ms: rendered.and_then(|r| r.drawn_at(m.frame)),
                })
                .collect(),
            open_connections: p.open_connections(),
            other_hosts: p.other_hosts.iter().map(ToString::to_string).collect(),
        }
    }
}

/// Where a replay being watched stands.
#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
pub struct ReportReplay {
    /// Actions of the log on the table.
    pub position: usize,
    /// Actions in the log.
    pub total: usize,
    /// Whether it plays on by itself.
    pub playing: bool,
}

/// How much has been drawn: frames over seconds is the frame rate.
#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
pub struct ReportFrames {
    /// Frames rendered since start.
    pub rendered: u64,
    /// Seconds since start.
    pub seconds: f32,
}

fn screen_rect(size: Vec2, centre: Vec2, w: f32, h: f32) -> [f32; 4] {
    [centre.x + size.x / 2.0 - w / 2.0, size.y / 2.0 - centre.y - h / 2.0, w, h]
}

fn zone_name(z: Zone) -> String {
    match z {
        Zone::DrawPile => "draw".into(),
        Zone::DiscardPile | Zone::DiscardUnderTop => "discard".into(),
        Zone::Hand(s) => format!("hand:{s}"),
    }
}

/// Where the lesson on the table stands, if it is one.
fn lesson_report(table: &Table) -> Option<ReportLesson> {
    let l = table.mode().lesson()?;
    let (step, of) = l.progress();
    let s = l.step();
    Some(ReportLesson {
        step,
        of,
        pointing: s.as_ref().map(|s| crate::app::hud::lesson_panel::pointing_name(&s.pointing)).unwrap_or_default(),
        waits: s.is_some_and(|s| s.waits_for_continue),
        finished: l.finished(),
        said: table.mode().lesson_said().is_some(),
    })
}

/// Builds the report of the table as it is now.
pub fn build_report(
    table: &Table,
    viewpoint: &Viewpoint,
    shown: &ShownView,
    model: &CardZones,
    size: Vec2,
    phase: Option<TurnPhase>,
    settled: u64,
    cards: &Query<(&CardSprite, &Transform, &Sprite)>,
    buttons: &ButtonRects,
) -> LayoutReport {
    let game = shown.view(None);
    let viewer = viewpoint.viewer();
    let mut list = Vec::new();
    for zone in [Zone::DrawPile, Zone::DiscardPile].into_iter().chain((0..game.seats).map(Zone::Hand)) {
        for &e in model.zone(zone) {
            let Ok((card, t, sprite)) = cards.get(e) else { continue };
            let up = viewpoint.face_up(zone, shown);
            let s = sprite.custom_size.unwrap_or(Vec2::ZERO);
            list.push(ReportCard {
                zone: zone_name(zone),
                face: if up { card.face.map(|f| f.to_string()) } else { None },
                known: card.face.is_some(),
                rect: screen_rect(size, t.translation.truncate(), s.x, s.y),
            });
        }
    }
    let layout = model.layout.clone().unwrap_or_else(|| crate::layout::layout(size.x, size.y, shown.seats(), 0));
    let d = layout.draw_slot(0).rect();
    let x = layout.discard_slot(0, 0.0).rect();
    let legal = viewer.map(|v| shown.legal_actions(v)).unwrap_or_default();
    let (seats, teams) = (game.seats as usize, game.teams());
    let partners = teams.partners();
    LayoutReport {
        screen: "Table".into(),
        overlay: String::new(),
        curtain: false,
        settled,
        actions_applied: table.actions_applied(),
        window: [size.x, size.y],
        turn_phase: phase.map(|p| format!("{p:?}")).unwrap_or_default(),
        viewer,
        open_hand: viewpoint.open_hand(),
        status: String::new(),
        cards: list,
        buttons: report_buttons(buttons),
        texts: Vec::new(),
        lesson: lesson_report(table),
        draw_pile: screen_rect(size, Vec2::new(d.centre.x, d.centre.y), d.size.w, d.size.h),
        discard_pile: screen_rect(size, Vec2::new(x.centre.x, x.centre.y), x.size.w, x.size.h),
        state: ReportState {
            phase: format!("{:?}", game.phase),
            to_act: game.to_act(),
            top: game.top.map(|c| c.to_string()),
            colour: game.colour.to_string(),
            direction: format!("{:?}", game.direction),
            hand_sizes: game.hand_sizes[..game.seats as usize].iter().map(|&n| n as usize).collect(),
            draw_pile: game.draw_pile as usize,
            discard_pile: game.discard.len(),
            scores: game.scores[..seats].to_vec(),
            teams: partners.then(|| (0..seats as u8).map(|s| teams.team_of(s) as u8).collect()),
            team_totals: partners.then(|| teams.totals(&game.scores[..seats])[..teams.count()].to_vec()),
            round: game.round,
            legal: legal.iter().map(action_name).collect(),
        },
        theme: None,
        frames: None,
        replay: None,
        phones: None,
        pointer: None,
        sound: None,
    }
}

/// An action as a short string (`play:Red 7`, `draw`, `colour:Blue`, ...).
pub fn action_name(a: &Action) -> String {
    match a {
        Action::Play(c) => format!("play:{c}"),
        Action::JumpIn(c) => format!("jump-in:{c}"),
        Action::GiveCard(c) => format!("give:{c}"),
        Action::ChooseColour(c) => format!("colour:{c}"),
        Action::ChooseTarget(s) => format!("target:{s}"),
        Action::Catch(s) => format!("catch:{s}"),
        Action::TableTalkPenalty(s) => format!("penalty:{s}"),
        other => format!("{other:?}").to_lowercase(),
    }
}

/// The states the outputs look at: the turn's phase, the screen and the overlay.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct StatesNow<'w> {
    pub(super) phase: Option<Res<'w, State<TurnPhase>>>,
    pub(super) screen: Option<Res<'w, State<Screen>>>,
    pub(super) overlay: Option<Res<'w, State<Overlay>>>,
}

fn report_buttons(buttons: &ButtonRects) -> Vec<ReportButton> {
    buttons
        .all()
        .iter()
        .map(|(name, r)| ReportButton {
            name: name.to_string(),
            rect: [r.left(), r.bottom(), r.size.w, r.size.h],
            label: String::new(),
        })
        .collect()
}

/// The report as JSON or as RON.
fn serialise<T: Serialize>(report: &T, json: bool) -> String {
    if json {
        serde_json::to_string_pretty(report).unwrap_or_default()
    } else {
        ron::ser::to_string_pretty(report, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }
}

/// Every text drawn this frame, where.
fn report_texts(texts: &DrawnTexts) -> Vec<ReportText> {
    let text = |(s, r): &(String, crate::layout::Rect)| ReportText {
        text: s.clone(),
        rect: [r.left(), r.bottom(), r.size.w, r.size.h],
    };
    texts.all().iter().map(text).collect()
}

/// The table as it is on screen: the cards, where they are drawn, the buttons and the curtain.
#[derive(bevy::ecs::system::SystemParam)]
struct OnScreen<'w, 's> {
    model: Res<'w, CardZones>,
    playback: Res<'w, Playback>,
    size: Res<'w, ScreenSize>,
    curtain: Res<'w, Curtain>,
    viewpoint: Res<'w, Viewpoint>,
    buttons: Res<'w, ButtonRects>,
    texts: Option<Res<'w, DrawnTexts>>,
    cards: Query<'w, 's, (&'static CardSprite, &'static Transform, &'static Sprite)>,
}

fn write_layout_report(
    mut outputs: ResMut<Outputs>,
    table: Option<Res<Table>>,
    shown: Option<Res<ShownView>>,
    states: StatesNow,
    on_screen: OnScreen,
    drawn: Drawn,
) {
    let StatesNow { phase, screen, overlay } = states;
    let OnScreen { model, playback, size, curtain, viewpoint, buttons, texts, cards } = on_screen;
    let label = |list: &mut Vec<ReportButton>| {
        if let Some(texts) = &texts {
            for (b, (_, r)) in list.iter_mut().zip(buttons.all()) {
                b.label = texts.inside(r);
            }
        }
    };
    let all_texts = texts.as_deref().map(report_texts).unwrap_or_default();
    let Some(path) = outputs.layout_report.clone() else { return };
    let Drawn { theme, rendered, time, status, watching, phones, window, speaker, .. } = drawn;
    let sound = speaker.map(|s| s.status());
    let pointer = window.single().ok().and_then(Window::cursor_position).map(|p| [p.x, p.y]);
    let frames = rendered.as_ref().map(|r| ReportFrames { rendered: r.total(), seconds: time.elapsed_secs() });
    let theme = theme.map(|t| ReportTheme::of(&t));
    let json = path.extension().is_some_and(|e| e == "json");
    let text = match table.zip(shown) {
        Some((table, shown)) if screen.as_ref().is_some_and(|s| *s.get() == Screen::Table) => {
            // A settled table, or one waiting for the person to read a hand shown to them.
            if !playback.settled() && playback.held().is_none() {
                return;
            }
            let mut report = build_report(
                &table,
                &viewpoint,
                &shown,
                &model,
                size.get(),
                phase.map(|p| *p.get()),
                playback.settle_count(),
                &cards,
                &buttons,
            );
            report.overlay = overlay.map(|o| format!("{:?}", o.get())).unwrap_or_default();
            report.curtain = curtain.for_seat.is_some();
            report.theme = theme;
            report.frames = frames;
            report.status = status.map(|s| s.as_str().to_string()).unwrap_or_default();
            report.replay =
                watching.map(|w| ReportReplay { position: w.position, total: w.total(), playing: w.playing });
            label(&mut report.buttons);
            report.texts = all_texts;
            report.phones = phones.map(|p| ReportPhones::of(&p, rendered.as_deref()));
            report.pointer = pointer;
            report.sound = sound;
            serialise(&report, json)
        }
        _ => {
            let screen = screen.map(|s| format!("{:?}", s.get())).unwrap_or_default();
            let window = [size.get().x, size.get().y];
            let buttons = report_buttons(&buttons);
            let mut report = MenuReport { screen, window, buttons, texts: all_texts, theme, frames, pointer, sound };
            label(&mut report.buttons);
            serialise(&report, json)
        }
    };
    if text == outputs.last_report {
        return;
    }
    // Written whole, then renamed: a reader never sees half a report.
    if crate::storage::write_atomic(&path, &text).is_ok() {
        outputs.last_report = text;
    } else {
        warn!("cannot write the layout report to {}", path.display());
    }
}

/// What has been drawn: the theme, the rendered frames, the time since start.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Drawn<'w, 's> {
    pub(super) theme: Option<Res<'w, ActiveTheme>>,
    pub(super) rendered: Option<Res<'w, RenderedFrames>>,
    pub(super) time: Res<'w, Time<Real>>,
    pub(super) status: Option<Res<'w, StatusText>>,
    pub(super) watching: Option<Res<'w, ReplayPlayer>>,
    pub(super) phones: Option<Res<'w, Phones>>,
    pub(super) window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
    pub(super) buttons: Res<'w, ButtonRects>,
    pub(super) speaker: Option<Res<'w, Speaker>>,
    /// The shows on the table, and the game's clock they run on.
    pub(super) shows: Option<Res<'w, Highlights>>,
    pub(super) clock: ResMut<'w, Time<Virtual>>,
}

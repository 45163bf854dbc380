//! The egui overlays of the table, one file each: the colour ring and direction, the seat labels
//! and catch buttons, the status line, the messages, the buttons by the hand, the decision prompts
//! (colour, player, challenge), "Since your turn", a hand shown after a challenge, the round and
//! match summary, and the hot-seat curtain. Each reads one [`Frame`] of what has been shown and
//! hands back what the person chose in an [`Out`]; only [`draw_table_ui`] talks to the world.

mod challenge;
mod colour_picker;
mod curtain_screen;
mod hand_buttons;
mod phone_panel;
mod recap_panel;
mod reveal;
mod ring;
mod seat_labels;
mod seat_picker;
mod status;
mod summary;
mod toasts;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::flow::TurnPhase;
use crate::app::core::shown::ShownView;
use crate::app::core::settings::Settings;
use crate::app::core::table::Table;
use crate::app::core::catch::CatchWindows;
pub(crate) use crate::app::input::choice::Choice;
use crate::app::input::choice::{Writers, deliver};
use crate::app::scene::art::ActiveTheme;
use crate::app::scene::cards::{CardZones, Chosen};
use crate::app::core::shown::Playback;
use crate::app::ui::widgets::ButtonId;
use crate::app::ui::widgets::ButtonRects;
use crate::engine::{Action, Phase, Seat, View};
use crate::i18n::Texts;
use crate::layout::{Layout, Pos};

pub use toasts::{TOAST_SECONDS, Toasts};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Toasts>()
        .init_resource::<OpenPrompt>()
        .init_resource::<StatusText>()
        .add_systems(Update, toasts::collect_toasts)
        // A hand shown after a challenge waits on screen until the person has read it.
        .add_systems(Startup, |mut playback: ResMut<Playback>| playback.hold_reveals = true)
        .add_systems(
            EguiPrimaryContextPass,
            (draw_table_ui, phone_panel::draw)
                .chain()
                .in_set(crate::app::core::schedule::UiPass::Table)
                .run_if(in_state(crate::app::core::schedule::Screen::Table)),
        );
}

/// A decision or panel open in front of the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prompt {
    /// Play the card just drawn, or keep it.
    PlayOrKeep,
    /// Choose the cards to give away.
    GiveCards,
    /// Name a colour.
    ColourPicker,
    /// Choose a player.
    SeatPicker,
    /// Challenge a Wild Draw Four, stack, or take the cards.
    Challenge,
    /// A hand shown after a challenge.
    RevealedHand,
    /// The round's summary.
    RoundSummary,
    /// The match's end.
    MatchOver,
    /// The hot-seat curtain.
    Curtain,
}

/// The prompt currently open for the person at the screen (for screenshots on a moment).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct OpenPrompt(pub Option<Prompt>);

/// The status line as drawn, in the language in use (for the layout report).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct StatusText(pub String);

/// What every overlay reads in one frame: the table as shown and where things are.
pub(crate) struct Frame<'a> {
    /// The layout in use.
    pub layout: &'a Layout,
    /// egui points per layout pixel, inverted.
    pub zoom: f32,
    /// The party.
    pub table: &'a Table,
    /// The game as shown.
    pub shown: &'a ShownView,
    /// The viewer's view of it.
    pub view: View,
    /// Whose buttons the screen shows.
    pub viewer: Option<Seat>,
    /// What the viewer may do.
    pub legal: Vec<Action>,
    /// Nothing is moving and no overlay covers the table.
    pub settled: bool,
    /// The pause menu, the scoreboard or another overlay is open over the table.
    pub paused: bool,
    /// The viewer's own decision is on screen and the table has settled.
    pub my_turn: bool,
    /// Seconds since start.
    pub now: f32,
    /// The active theme (card colours and symbols).
    pub theme: Option<&'a ActiveTheme>,
    /// The settings.
    pub settings: &'a Settings,
    /// When each seat became catchable.
    pub windows: &'a CatchWindows,
    /// Where the turn stands.
    pub phase: Option<TurnPhase>,
    /// The texts, in the language in use.
    pub texts: &'a Texts,
    /// The phone seats whose phone is gone (their tags turn red).
    pub phones_gone: Vec<Seat>,
    /// Whose hand is shown to the viewer alone, waiting for them to read it.
    pub reading_reveal: Option<Seat>,
}

/// Where a panel goes: in a free room of the table, or over a dimmed table.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Place {
    /// Centred in this free room (egui points), no larger than it.
    Room(egui::Rect),
    /// Centred over the table, which is dimmed under it: no room of its own was big enough.
    Dimmed,
}

impl Place {
    /// A panel window, placed, at most `max_width` points wide (less where its room is narrower).
    pub(crate) fn window<'a>(
        self,
        title: impl Into<egui::WidgetText>,
        out: &mut Out,
        max_width: f32,
    ) -> egui::Window<'a> {
        let w = egui::Window::new(title).collapsible(false).resizable(false);
        match self {
            Place::Room(r) => {
                w.pivot(egui::Align2::CENTER_CENTER).fixed_pos(r.center()).max_width(max_width.min(r.width() - 16.0))
            }
            Place::Dimmed => {
                out.dim();
                let screen = out.ctx.content_rect();
                w.pivot(egui::Align2::CENTER_CENTER).fixed_pos(screen.center()).max_width(max_width)
            }
        }
    }

    /// The most a panel's scrolling part may be tall, leaving `rest` points for its other lines.
    pub(crate) fn scroll_height(self, ctx: &egui::Context, rest: f32) -> f32 {
        let h = match self {
            Place::Room(r) => r.height(),
            Place::Dimmed => ctx.content_rect().height() - 40.0,
        };
        (h - rest).max(40.0)
    }
}

/// The band at the window's top that holds the corner buttons (Help; Scores and Undo under it),
/// in points: no panel goes there.
pub(crate) const CORNER_BAND: f32 = 72.0;

impl Frame<'_> {
    /// Where a panel at least `min` points large, and as wide as its `title`, goes: the free
    /// room of the table on one side (`right`) when it is that large, else over the dimmed table
    /// (a title egui would cut short is not shown so).
    pub fn place(&self, ctx: &egui::Context, right: bool, min: egui::Vec2, title: &str) -> Place {
        let font = egui::TextStyle::Heading.resolve(&ctx.global_style());
        let title_w = ctx.fonts_mut(|f| f.layout_no_wrap(title.to_string(), font, egui::Color32::WHITE).size().x);
        // The title bar's margins and the window's frame on both sides.
        let min = egui::vec2(min.x.max(title_w + 48.0), min.y);
        let room = self.layout.side_room(right);
        let a = self.to_ui(Pos { x: room.left(), y: room.top() });
        let b = self.to_ui(Pos { x: room.right(), y: room.bottom() });
        let r = egui::Rect::from_min_max(egui::pos2(a.x, a.y.max(CORNER_BAND)), b);
        if r.width() >= min.x && r.height() >= min.y { Place::Room(r) } else { Place::Dimmed }
    }

    /// A point of the layout (pixels, y up, origin at the centre) in egui points.
    pub fn to_ui(&self, p: Pos) -> egui::Pos2 {
        let s = self.layout.to_screen(p);
        egui::pos2(s.x / self.zoom, s.y / self.zoom)
    }

    /// A seat's name.
    pub fn name(&self, s: Seat) -> &str {
        self.table.name(s)
    }

    /// True when a person may catch `s` now: they forgot UNO and the grace window is over.
    pub fn may_catch(&self, s: Seat) -> bool {
        self.view.catchable(s) && self.windows.grace_over(s, self.now, self.settings)
    }
}

/// What the overlays hand back: choices, the prompt open, the rectangles for the report.
pub(crate) struct Out<'a> {
    ctx: egui::Context,
    /// The button the keyboard's focus is on, when the ring shows.
    focus: Option<ButtonId>,
    rects: &'a mut ButtonRects,
    choices: Vec<Choice>,
    prompt: Option<Prompt>,
}

impl Out<'_> {
    /// Notes where `id` was drawn.
    pub fn record(&mut self, id: ButtonId, r: egui::Rect) {
        if self.focus.as_ref() == Some(&id) {
            crate::app::ui::palette::focus_ring(&self.ctx, crate::app::ui::palette::ring_around(r, 4.0));
        }
        crate::app::ui::widgets::record(self.rects, &self.ctx, id, r);
    }

    /// Dims the table under a panel that has no room of its own.
    pub fn dim(&mut self) {
        let screen = crate::app::ui::palette::dim_table(&self.ctx);
        crate::app::ui::widgets::record(self.rects, &self.ctx, ButtonId::Dimmed, screen);
    }

    /// The person chose `c`.
    pub fn choose(&mut self, c: Choice) {
        self.choices.push(c);
    }

    /// `p` is open in front of the person.
    pub fn open(&mut self, p: Prompt) {
        self.prompt = Some(p);
    }
}

/// Everything the table's overlays read and write.
#[derive(SystemParam)]
pub(crate) struct HudParams<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    time: Res<'w, Time>,
    texts: Res<'w, Texts>,
    settings: Res<'w, Settings>,
    theme: Option<Res<'w, ActiveTheme>>,
    recap: Res<'w, crate::app::features::recap::Recap>,
    table: Option<Res<'w, Table>>,
    shown: Option<Res<'w, ShownView>>,
    model: Res<'w, CardZones>,
    playback: Res<'w, Playback>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    toasts: Res<'w, Toasts>,
    windows: Res<'w, CatchWindows>,
    rects: ResMut<'w, ButtonRects>,
    prompt: ResMut<'w, OpenPrompt>,
    status: ResMut<'w, StatusText>,
    curtain: Res<'w, crate::app::core::curtain::Curtain>,
    overlay: Option<Res<'w, State<crate::app::core::schedule::Overlay>>>,
    chosen: Query<'w, 's, (), With<Chosen>>,
    focus: Res<'w, crate::app::input::keys::KeyFocus>,
    phones: Option<Res<'w, crate::app::features::phones::Phones>>,
    cards: Query<'w, 's, (&'static Transform, &'static Sprite)>,
    writers: Writers<'w>,
}

/// Everything drawn by egui over the table.
fn draw_table_ui(mut p: HudParams) -> Result {
    let HudParams { mut contexts, time, texts, settings, theme, recap, table, shown, model, playback, .. } = p;
    let ctx = contexts.ctx_mut()?.clone();
    let (Some(table), Some(shown)) = (table, shown) else { return Ok(()) };
    let Some(layout) = model.layout.clone() else { return Ok(()) };
    // Set with the UI scale by the window's side (`window::ui_zoom`).
    let zoom = ctx.zoom_factor();
    let viewer = table.viewer;
    let view = shown.view(viewer);
    // While the pause menu, the scoreboard or another overlay is open, the table takes no input.
    let paused = p.overlay.is_some_and(|o| *o.get() != crate::app::core::schedule::Overlay::None);
    let settled = playback.settled && !paused;
    let frame = Frame {
        layout: &layout,
        zoom,
        table: &table,
        shown: &shown,
        my_turn: settled && viewer.is_some() && view.to_act() == viewer,
        legal: viewer.map(|v| shown.legal_actions(v)).unwrap_or_default(),
        view,
        viewer,
        settled,
        paused,
        now: time.elapsed_secs(),
        theme: theme.as_deref(),
        settings: &settings,
        windows: &p.windows,
        phase: p.phase.map(|s| *s.get()),
        texts: &texts,
        phones_gone: p.phones.as_ref().map(|ph| ph.gone()).unwrap_or_default(),
        reading_reveal: playback.held.as_ref().map(|r| r.owner),
    };
    let mut rects = p.rects;
    let focus = p.focus.visible.then(|| p.focus.button.clone()).flatten();
    let mut out = Out { ctx: ctx.clone(), focus, rects: &mut rects, choices: Vec::new(), prompt: None };
    if let Some(card) = p.focus.card.filter(|_| p.focus.visible && !paused)
        && let Ok((t, sprite)) = p.cards.get(card)
    {
        ring_on_card(&ctx, &frame, t, sprite);
    }
    let status = draw_overlays(
        &ctx,
        &frame,
        (&p.toasts, &recap, p.curtain.for_seat),
        (p.chosen.iter().count(), playback.held.as_ref()),
        &mut out,
    );
    let Out { choices, prompt, .. } = out;
    if p.status.0 != status {
        p.status.0 = status;
    }
    let mut open = p.prompt;
    if open.0 != prompt {
        open.0 = prompt;
    }
    deliver(choices, viewer, &mut p.writers);
    Ok(())
}

/// The focus ring around a card, turned as the card is.
fn ring_on_card(ctx: &egui::Context, frame: &Frame, t: &Transform, sprite: &Sprite) {
    let Some(size) = sprite.custom_size else { return };
    let (half, grow) = (size / 2.0, 5.0 * frame.zoom);
    let corners = [(-1.0, 1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, -1.0)].map(|(x, y)| {
        let local = Vec3::new(x * (half.x + grow), y * (half.y + grow), 0.0);
        let p = t.transform_point(local);
        frame.to_ui(Pos { x: p.x, y: p.y })
    });
    crate::app::ui::palette::focus_ring(ctx, corners.to_vec());
}

/// Draws every overlay in order, bottom to top; returns the status line.
fn draw_overlays(
    ctx: &egui::Context,
    frame: &Frame,
    (toasts, recap, curtain): (&Toasts, &crate::app::features::recap::Recap, Option<Seat>),
    (chosen, held): (usize, Option<&crate::app::core::shown::Reveal>),
    out: &mut Out,
) -> String {
    ring::draw(ctx, frame, out);
    seat_labels::draw(ctx, frame, out);
    let status = status::draw(ctx, frame, out);
    // The panels that stand in the table's side rooms this frame: the toasts keep out of them.
    let recap_up = recap.for_seat.is_some() && recap.for_seat == frame.viewer && curtain.is_none() && !frame.paused;
    let asked =
        matches!(frame.view.phase, Phase::ChooseColour { .. } | Phase::ChooseTarget { .. } | Phase::DrawPenalty { .. });
    let sides = toasts::Sides { left: recap_up, right: held.is_some() || (frame.my_turn && asked) };
    toasts::draw(ctx, frame, toasts, sides, out);
    hand_buttons::draw(ctx, frame, chosen, out);
    if frame.my_turn {
        match frame.view.phase {
            Phase::ChooseColour { .. } => colour_picker::draw(ctx, frame, out),
            Phase::ChooseTarget { .. } => seat_picker::draw(ctx, frame, out),
            Phase::DrawPenalty { .. } => challenge::draw(ctx, frame, out),
            _ => {}
        }
    }
    if recap_up {
        recap_panel::draw(ctx, frame, recap, out);
    }
    if let Some(held) = held {
        reveal::draw(ctx, frame, held, out);
    }
    summary::draw(ctx, frame, out);
    if let Some(next) = curtain.filter(|_| !frame.paused) {
        curtain_screen::draw(ctx, frame, next, out);
    }
    status
}

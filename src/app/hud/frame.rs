//! What every overlay of the table shares: the [`Frame`] of what has been shown that it reads (with
//! the prompt open in front of the person, worked out in `core/prompt.rs`), the [`OverlayOut`] it
//! hands back what the person chose in, and where a panel goes ([`Place`]).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::flow::TurnPhase;
use crate::app::core::offer::Offers;
use crate::app::core::prompt::{OpenPrompt, Prompt};
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
pub(crate) use crate::app::input::pick::Pick;
use crate::app::scene::art::ActiveTheme;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects};
use crate::engine::{Action, Seat, View};
use crate::i18n::Texts;
use crate::layout::{Layout, Pos};

/// The status line as drawn, in the language in use (for the layout report).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct StatusText(String);

impl StatusText {
    /// The status line as drawn.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// This line drawn (the overlays' pass notes the one it drew).
    pub(crate) fn new(line: String) -> StatusText {
        StatusText(line)
    }
}

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
    /// What the table asks of the person at the screen.
    pub asked: &'a OpenPrompt,
    /// Nothing is moving and no overlay covers the table.
    pub settled: bool,
    /// The pause menu, the scoreboard or another overlay is open over the table.
    pub paused: bool,
    /// Seconds since start.
    pub now: f32,
    /// The active theme (card colours and symbols).
    pub theme: Option<&'a ActiveTheme>,
    /// What each seat may do now, a catch only once the UNO grace window is over.
    pub offers: &'a Offers,
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
        out: &mut OverlayOut,
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

pub(crate) use crate::app::ui::widgets::CORNER_BAND;

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

    /// What the viewer may do now, as the screen has shown the game (a catch only after the grace
    /// window): their offer.
    pub fn legal(&self) -> &[Action] {
        self.viewer.map_or(&[], |v| self.offers.shown(v))
    }

    /// True when `p` is the prompt open in front of the person.
    pub fn asks(&self, p: Prompt) -> bool {
        self.asked.get() == Some(p)
    }

    /// True when the person at `by` may catch `s` now: `s` forgot UNO and the grace window is over.
    pub fn may_catch(&self, by: Seat, s: Seat) -> bool {
        self.offers.shown(by).contains(&Action::Catch(s))
    }
}

/// What the overlays hand back: choices, the prompt open, the rectangles for the report.
pub(crate) struct OverlayOut<'a> {
    ctx: egui::Context,
    /// The button the keyboard's focus is on, when the ring shows.
    focus: Option<ButtonId>,
    rects: &'a mut ButtonRects,
    choices: Vec<Pick>,
    dimmed: bool,
}

impl<'a> OverlayOut<'a> {
    /// Nothing chosen yet; `focus` is the button the keyboard's ring is on.
    pub fn new(ctx: egui::Context, focus: Option<ButtonId>, rects: &'a mut ButtonRects) -> OverlayOut<'a> {
        OverlayOut { ctx, focus, rects, choices: Vec::new(), dimmed: false }
    }

    /// What the person chose this frame.
    pub fn finish(self) -> Vec<Pick> {
        self.choices
    }

    /// Notes where `id` was drawn.
    pub fn record(&mut self, id: ButtonId, r: egui::Rect) {
        if self.focus.as_ref() == Some(&id) {
            palette::focus_ring(&self.ctx, palette::ring_around(r, 4.0));
        }
        widgets::record(self.rects, &self.ctx, id, r);
    }

    /// True once a panel this frame dimmed the table under it.
    pub fn dimmed(&self) -> bool {
        self.dimmed
    }

    /// Dims the table under a panel that has no room of its own.
    pub fn dim(&mut self) {
        self.dimmed = true;
        let screen = palette::dim_table(&self.ctx);
        widgets::record(self.rects, &self.ctx, ButtonId::Dimmed, screen);
    }

    /// The person chose `c`.
    pub fn choose(&mut self, c: Pick) {
        self.choices.push(c);
    }
}

//! The one system that draws the table's overlays: it reads the world into a [`Frame`], lets each
//! overlay draw, and delivers what the person chose.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui;

use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::flow::TurnPhase;
use crate::app::core::offer::Offers;
use crate::app::core::prompt::{OpenPrompt, Prompt};
use crate::app::core::schedule::Overlay;
use crate::app::core::shown::{HeldHand, Playback, ShownView};
use crate::app::core::table::Table;
use crate::app::features::highlights::{Active, Highlights};
use crate::app::features::phones::seats::Phones;
use crate::app::features::recap::Recap;
use crate::app::hud::frame::{Frame, OverlayOut, StatusText};
use crate::app::hud::toasts::Toasts;
use crate::app::input::keys::KeyFocus;
use crate::app::input::pick::{Writers, deliver};
use crate::app::scene::art::ActiveTheme;
use crate::app::scene::cards::{CardZones, Chosen};
use crate::app::ui::palette;
use crate::app::ui::widgets::ButtonRects;
use crate::engine::{Phase, Seat};
use crate::i18n::Texts;
use crate::layout::Pos;

use crate::app::hud::{
    challenge, colour_picker, curtain_screen, hand_buttons, house_rule, recap_panel, reveal, ring, seat_labels,
    seat_picker, status, summary, toasts,
};

/// Everything the table's overlays read and write.
#[derive(SystemParam)]
pub(crate) struct HudParams<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    time: Res<'w, Time>,
    texts: Res<'w, Texts>,
    theme: Option<Res<'w, ActiveTheme>>,
    recap: Res<'w, Recap>,
    table: Res<'w, Table>,
    shown: Res<'w, ShownView>,
    viewpoint: Res<'w, Viewpoint>,
    model: Res<'w, CardZones>,
    playback: Res<'w, Playback>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    toasts: Res<'w, Toasts>,
    shows: Res<'w, Highlights>,
    offers: Res<'w, Offers>,
    rects: ResMut<'w, ButtonRects>,
    asked: Res<'w, OpenPrompt>,
    status: ResMut<'w, StatusText>,
    curtain: Res<'w, Curtain>,
    overlay: Option<Res<'w, State<Overlay>>>,
    chosen: Query<'w, 's, (), With<Chosen>>,
    focus: Res<'w, KeyFocus>,
    phones: Option<Res<'w, Phones>>,
    cards: Query<'w, 's, (&'static Transform, &'static Sprite)>,
    writers: Writers<'w>,
}

/// Everything drawn by egui over the table.
pub(crate) fn draw_table_ui(mut p: HudParams) -> Result {
    let HudParams { mut contexts, time, texts, theme, recap, table, shown, viewpoint, model, playback, .. } = p;
    let ctx = contexts.ctx_mut()?.clone();
    let Some(layout) = model.layout.clone() else { return Ok(()) };
    // Set with the UI scale by the window's side (`window::ui_zoom`).
    let zoom = ctx.zoom_factor();
    let viewer = viewpoint.viewer();
    let view = shown.view(viewer);
    // While the pause menu, the scoreboard or another overlay is open, the table takes no input.
    let paused = p.overlay.is_some_and(|o| *o.get() != Overlay::None);
    let settled = playback.settled() && !paused;
    let frame = Frame {
        layout: &layout,
        zoom,
        table: &table,
        shown: &shown,
        asked: &p.asked,
        view,
        viewer,
        settled,
        paused,
        now: time.elapsed_secs(),
        theme: theme.as_deref(),
        offers: &p.offers,
        phase: p.phase.map(|s| *s.get()),
        texts: &texts,
        phones_gone: p.phones.as_ref().map(|ph| ph.gone()).unwrap_or_default(),
        reading_reveal: playback.held().map(|r| r.owner),
    };
    let mut rects = p.rects;
    let focus = p.focus.visible.then(|| p.focus.button.clone()).flatten();
    let mut out = OverlayOut::new(ctx.clone(), focus, &mut rects);
    if let Some(card) = p.focus.card.filter(|_| p.focus.visible && !paused)
        && let Ok((t, sprite)) = p.cards.get(card)
    {
        ring_on_card(&ctx, &frame, t, sprite);
    }
    let status = draw_overlays(
        &ctx,
        &frame,
        &p.toasts,
        &recap,
        p.curtain.for_seat,
        p.chosen.iter().count(),
        playback.held(),
        p.shows.reverse(),
        &mut out,
    );
    let choices = out.finish();
    // Only a new line marks the resource changed (the report follows its changes).
    p.status.set_if_neq(StatusText::new(status));
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
    palette::focus_ring(ctx, corners.to_vec());
}

/// Draws every overlay in order, bottom to top; returns the status line.
fn draw_overlays(
    ctx: &egui::Context,
    frame: &Frame,
    toasts: &Toasts,
    recap: &Recap,
    curtain: Option<Seat>,
    chosen: usize,
    held: Option<&HeldHand>,
    reverse: Option<&Active>,
    out: &mut OverlayOut,
) -> String {
    ring::draw(ctx, frame, reverse, out);
    seat_labels::draw(ctx, frame, out);
    let status = status::draw(ctx, frame, out);
    // The panels that stand in the table's side rooms this frame: the toasts keep out of them.
    let recap_up = recap.for_seat.is_some() && recap.for_seat == frame.viewer && curtain.is_none() && !frame.paused;
    let asked = !frame.paused
        && matches!(frame.asked.get(), Some(Prompt::ColourPicker | Prompt::SeatPicker | Prompt::Challenge));
    let house_rule = matches!(frame.view.phase, Phase::HouseRuleFor { .. } | Phase::JudgeHouseRule { .. });
    // The lesson's panel stands in the left room all the time.
    let left = recap_up || frame.table.mode().in_lesson();
    let sides = toasts::Sides { left, right: held.is_some() || asked || house_rule };
    hand_buttons::draw(ctx, frame, chosen, out);
    if !frame.paused {
        match frame.asked.get() {
            Some(Prompt::ColourPicker) => colour_picker::draw(ctx, frame, out),
            Some(Prompt::SeatPicker) => seat_picker::draw(ctx, frame, out),
            Some(Prompt::Challenge) => challenge::draw(ctx, frame, out),
            _ => {}
        }
    }
    // Everyone reads a house rule, whoever played it; the people at the table judge it.
    if curtain.is_none() && !frame.paused {
        house_rule::draw(ctx, frame, out);
    }
    if recap_up {
        recap_panel::draw(ctx, frame, recap, out);
    }
    if let Some(held) = held {
        reveal::draw(ctx, frame, held, out);
    }
    summary::draw(ctx, frame, out);
    // The messages keep between the panels beside the piles; over a panel that dims the table
    // (it had no room beside them) there are none: they would lie on it.
    if !out.dimmed() {
        toasts::draw(ctx, frame, toasts, sides, out);
    }
    if let Some(next) = curtain.filter(|_| !frame.paused) {
        curtain_screen::draw(ctx, frame, next, out);
    }
    status
}

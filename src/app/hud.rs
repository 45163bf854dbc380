//! The egui overlays of the table: seat labels, the colour in force and the direction, whose turn
//! it is, the decision prompts (colour, player, challenge, play or keep, UNO, catch), messages and
//! the round and match summaries.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, Stroke, vec2};
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, EguiStartupSet};

use super::art::ActiveTheme;
use super::bots::CatchWindows;
use super::cards::{Playback, Shown, TableModel, TableSize};
use super::flow::TurnPhase;
use super::shown::ShownView;
use super::table::{Refused, Settings, SubmitAction, Table};
use crate::engine::{Action, Card, Colour, Direction, Event, Kind, Phase, Seat};
use crate::layout::{Pos, Rect};
use crate::theme::Shape;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Toasts>()
        .init_resource::<OpenPrompt>()
        .init_resource::<StatusText>()
        .add_systems(PreStartup, spawn_camera.before(EguiStartupSet::InitContexts))
        .add_systems(Update, (collect_toasts, track_window_size))
        // A hand shown after a challenge waits on screen until the person has read it.
        .add_systems(Startup, |mut playback: ResMut<Playback>| playback.hold_reveals = true)
        .add_systems(
            EguiPrimaryContextPass,
            (
                style_once.before(super::UiPass::Draw),
                draw_table_ui.in_set(super::UiPass::Draw).run_if(in_state(super::Screen::Table)),
            ),
        );
}

/// The prompt currently open for the person at the screen (for screenshots on a moment).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct OpenPrompt(pub Option<&'static str>);

/// The status line as drawn (for the layout report).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct StatusText(pub String);

/// How long a toast stays.
pub const TOAST_SECONDS: f32 = 4.5;
/// A toast's text and its panel: white on near-black (contrast above 15:1 over any table).
pub const TOAST_INK: Color32 = Color32::WHITE;
/// See [`TOAST_INK`].
pub const TOAST_FILL: Color32 = Color32::from_rgba_premultiplied(16, 16, 20, 240);

/// Short messages shown in the middle of the table.
#[derive(Resource, Default, Debug)]
pub struct Toasts(pub Vec<(String, f32)>);

/// Larger text than egui's default: the game is read from a sofa as often as from a desk.
fn style_once(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontId, TextStyle};
        style.text_styles.insert(TextStyle::Body, FontId::proportional(16.0));
        style.text_styles.insert(TextStyle::Button, FontId::proportional(16.0));
        style.text_styles.insert(TextStyle::Heading, FontId::proportional(24.0));
        style.text_styles.insert(TextStyle::Small, FontId::proportional(12.0));
        style.spacing.button_padding = vec2(8.0, 4.0);
    });
    *done = true;
    Ok(())
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Table camera"), Camera2d));
}

fn track_window_size(windows: Query<&Window, With<bevy::window::PrimaryWindow>>, mut size: ResMut<TableSize>) {
    if let Ok(w) = windows.single() {
        let s = Vec2::new(w.width(), w.height());
        if size.0 != s && s.x > 0.0 && s.y > 0.0 {
            size.0 = s;
        }
    }
}

/// The colour of a card colour on screen, in the active theme's colours.
pub fn colour32(theme: Option<&ActiveTheme>, c: Colour) -> Color32 {
    let [r, g, b] = theme.map(|t| t.colours).unwrap_or_default().suit(c).0;
    Color32::from_rgb(r, g, b)
}

/// Text that reads well on `bg`: black on light colours, white on dark ones.
pub fn ink_on(bg: Color32) -> Color32 {
    let luma = 0.299 * bg.r() as f32 + 0.587 * bg.g() as f32 + 0.114 * bg.b() as f32;
    if luma > 160.0 { Color32::BLACK } else { Color32::WHITE }
}

/// The theme's colour-blind symbol for a colour, when it has them.
fn symbol(theme: Option<&ActiveTheme>, c: Colour) -> Option<Shape> {
    theme.and_then(|t| t.symbols).map(|s| s.of(c))
}

/// Draws a colour-blind symbol of radius `r` (the same shapes as on the cards).
pub fn paint_symbol(painter: &egui::Painter, shape: Shape, centre: egui::Pos2, r: f32, fill: Color32) {
    let outline = Stroke::new(1.5, Color32::from_black_alpha(180));
    let poly = |pts: &[(f32, f32)]| {
        egui::Shape::convex_polygon(pts.iter().map(|(x, y)| centre + vec2(x * r, y * r)).collect(), fill, outline)
    };
    let star = || {
        (0..10)
            .map(|i| {
                let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                let k = if i % 2 == 0 { 1.05 } else { 0.45 };
                (a.cos() * k, a.sin() * k)
            })
            .collect::<Vec<_>>()
    };
    match shape {
        Shape::Circle => {
            painter.circle(centre, r * 0.9, fill, outline);
        }
        Shape::Triangle => {
            painter.add(poly(&[(0.0, -1.0), (1.0, 0.75), (-1.0, 0.75)]));
        }
        Shape::Square => {
            painter.add(poly(&[(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]));
        }
        Shape::Diamond => {
            painter.add(poly(&[(0.0, -1.05), (0.85, 0.0), (0.0, 1.05), (-0.85, 0.0)]));
        }
        Shape::Star => {
            // Not convex: five triangles around a pentagon.
            let pts = star();
            let inner: Vec<(f32, f32)> = pts.iter().skip(1).step_by(2).copied().collect();
            painter.add(poly(&inner));
            for k in 0..5 {
                painter.add(poly(&[pts[(2 * k + 9) % 10], pts[2 * k], pts[2 * k + 1]]));
            }
        }
        Shape::Cross => {
            painter.add(poly(&[(-0.3, -0.95), (0.3, -0.95), (0.3, 0.95), (-0.3, 0.95)]));
            painter.add(poly(&[(-0.95, -0.3), (0.95, -0.3), (0.95, 0.3), (-0.95, 0.3)]));
        }
    }
}

fn collect_toasts(
    time: Res<Time>,
    table: Option<Res<Table>>,
    mut shown: MessageReader<Shown>,
    mut refused: MessageReader<Refused>,
    mut toasts: ResMut<Toasts>,
) {
    let now = time.elapsed_secs();
    toasts.0.retain(|(_, t)| now - t < TOAST_SECONDS);
    let Some(table) = table else { return };
    let name = |s: Seat| table.name(s).to_string();
    for Shown(e) in shown.read() {
        let text = match e {
            // Plays and single draws are seen on the table itself.
            Event::CardMoved { .. } | Event::Drew { count: 1, .. } => continue,
            Event::DrawPending { seat, total, stack, challenge } => {
                pending_text(&name(*seat), *total, *stack, *challenge)
            }
            e => match super::recap::describe(&table, e) {
                Some(text) => text,
                None => continue,
            },
        };
        toasts.0.push((text, now));
    }
    for r in refused.read() {
        if table.is_human(r.seat) {
            toasts.0.push((capitalise(&r.reason.to_string()), now));
        }
    }
    let len = toasts.0.len();
    if len > 4 {
        toasts.0.drain(..len - 4);
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// Everything drawn by egui over the table.
#[allow(clippy::too_many_arguments)]
pub(super) fn draw_table_ui(
    mut contexts: EguiContexts,
    time: Res<Time>,
    (settings, theme, mut recap): (Res<Settings>, Option<Res<ActiveTheme>>, ResMut<super::recap::Recap>),
    (table, shown): (Option<Res<Table>>, Option<Res<ShownView>>),
    model: Res<TableModel>,
    mut playback: ResMut<Playback>,
    phase: Option<Res<State<TurnPhase>>>,
    toasts: Res<Toasts>,
    windows: Res<CatchWindows>,
    mut rects: ResMut<super::report::ButtonRects>,
    (mut prompt, mut status_text): (ResMut<OpenPrompt>, ResMut<StatusText>),
    mut submit: MessageWriter<SubmitAction>,
    (mut new_match, mut to_menu): (MessageWriter<super::flow::NewMatch>, MessageWriter<super::menu::UiCommand>),
    (curtain, mut lifted): (Res<super::curtain::Curtain>, MessageWriter<super::curtain::CurtainLifted>),
    overlay: Option<Res<State<super::Overlay>>>,
    (chosen, mut give): (Query<(), With<super::cards::Chosen>>, MessageWriter<super::input::GiveChosen>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(table), Some(game)) = (table, shown) else { return Ok(()) };
    let Some(layout) = model.layout.clone() else { return Ok(()) };
    let zoom = (layout.height / 720.0).clamp(1.0, 3.0);
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    // World units (logical pixels, y up, origin at the centre) to egui points.
    let to_ui = |p: Pos| {
        let s = layout.to_screen(p);
        egui::pos2(s.x / zoom, s.y / zoom)
    };
    let viewer = table.viewer;
    let settled = playback.settled;
    let phase = phase.map(|p| *p.get());
    let view = game.view(viewer);
    // While the pause menu, the scoreboard or another overlay is open, the table takes no input.
    let paused = overlay.is_some_and(|o| *o.get() != super::Overlay::None);
    let settled = settled && !paused;
    let my_turn = settled && viewer.is_some() && view.to_act() == viewer;
    let legal = viewer.map(|v| game.legal_actions(v)).unwrap_or_default();
    let now = time.elapsed_secs();
    let mut record = |name: String, r: egui::Rect| {
        rects.0.push((
            name,
            Rect {
                centre: Pos { x: r.center().x * zoom, y: r.center().y * zoom },
                size: crate::layout::Size { w: r.width() * zoom, h: r.height() * zoom },
            },
        ))
    };
    let mut open = None;

    // The colour in force around the discard pile, and the direction of play.
    let painter = ctx.layer_painter(egui::LayerId::background());
    let facts = game.facts();
    if let Some(top) = facts.top() {
        let d = layout.discard_slot(0, 0.0).rect();
        let centre = to_ui(d.centre);
        let radius = d.size.h.max(d.size.w) / zoom * 0.62;
        // While a wild's colour is still being chosen, no colour is in force yet.
        let choosing = matches!(view.phase, Phase::ChooseColour { .. });
        let c = if choosing { Color32::from_gray(110) } else { colour32(theme.as_deref(), facts.colour) };
        painter.circle_stroke(centre, radius, Stroke::new(10.0, c));
        let ring = egui::Rect::from_center_size(centre, egui::Vec2::splat(2.0 * (radius + 5.0)));
        record("ring".into(), ring);
        let name = facts.colour.to_string();
        let label = match (choosing, top.is_wild()) {
            (true, _) => "Choosing a colour…".to_string(),
            (false, true) => format!("{name} (named)"),
            (false, false) => name,
        };
        // Below the ring's stroke (5 points out from the radius), not across it.
        let text = painter.text(
            centre + vec2(0.0, radius + 20.0),
            Align2::CENTER_CENTER,
            label.clone(),
            egui::FontId::proportional(18.0),
            Color32::WHITE,
        );
        record(format!("text:colour:{label}"), text);
        if let Some(shape) = symbol(theme.as_deref(), facts.colour).filter(|_| !choosing) {
            paint_symbol(&painter, shape, text.left_center() - vec2(14.0, 0.0), 8.0, c);
        }
        let piles = layout.piles_rect();
        let pc = to_ui(piles.centre);
        let r = piles.size.w / zoom * 0.5 + 34.0;
        draw_direction(&painter, pc, r, facts.direction);
    }

    // Seat labels.
    for s in 0..game.seats() as Seat {
        let r = layout.label_rect(s as usize);
        let pos = to_ui(r.centre);
        let acting = view.to_act() == Some(s);
        // The cards on the table, not those the engine has dealt ahead of the animation.
        let count = facts.hand_sizes.get(s as usize).copied().unwrap_or(0);
        let mut text = format!("{}  ·  {} card{}", table.name(s), count, if count == 1 { "" } else { "s" });
        if view.called_uno(s) && view.hand_size(s) <= 2 {
            text.push_str("  ·  UNO!");
        }
        // (Who is thinking is said by the highlight and the status line: a longer tag would cover
        // its neighbour at a full table.)
        let fill = if acting { Color32::from_rgb(250, 210, 60) } else { Color32::from_black_alpha(150) };
        let fg = if acting { Color32::BLACK } else { Color32::WHITE };
        // At most as wide as the seat: a long name wraps instead of covering a neighbour or leaving
        // the window.
        // The bottom seat's tag ends at the window's right margin, above its buttons.
        let bottom = s as usize == layout.bottom;
        let max_w = if bottom { 300.0 } else { (r.size.w / zoom - 16.0).max(60.0) };
        let (pos, pivot) = if bottom {
            (egui::pos2(layout.width / zoom - 10.0, pos.y), Align2::RIGHT_CENTER)
        } else {
            (pos, Align2::CENTER_CENTER)
        };
        let tag = egui::Area::new(egui::Id::new(("seat", s))).fixed_pos(pos).pivot(pivot).interactable(false).show(
            ctx,
            |ui| {
                egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(8, 3)).show(
                    ui,
                    |ui| {
                        ui.set_max_width(max_w);
                        ui.add(
                            egui::Label::new(RichText::new(text).color(fg).size(14.0).strong())
                                .wrap_mode(egui::TextWrapMode::Wrap),
                        );
                    },
                );
            },
        );
        record(format!("label:{s}"), tag.response.rect);
        // Catch buttons: after the grace window, anyone at the table may catch.
        if viewer.is_some()
            && !paused
            && Some(s) != viewer
            && view.catchable(s)
            && windows.open_for(s, now).is_some_and(|t| t >= settings.uno_grace)
            && let Some(me) = viewer
        {
            let at = to_ui(Pos { x: r.centre.x, y: r.centre.y + layout.small.h * 0.6 });
            egui::Area::new(egui::Id::new(("catch", s))).fixed_pos(at).pivot(Align2::CENTER_CENTER).show(ctx, |ui| {
                let b = ui.add(
                    egui::Button::new(RichText::new(format!("Catch {}!", table.name(s))).size(16.0).strong())
                        .fill(Color32::from_rgb(200, 40, 40)),
                );
                record(format!("catch:{s}"), b.rect);
                if b.clicked() {
                    submit.write(SubmitAction { seat: me, action: Action::Catch(s) });
                }
            });
        }
    }

    // Status line: whose turn, what to do.
    // The instruction of a person's own decision stays while their own moves land (a card given
    // of two still owed).
    let mine = viewer.is_some() && view.to_act() == viewer && !paused;
    let status = status_line(&table, &view, phase, mine);
    if status_text.0 != status {
        status_text.0 = status.clone();
    }
    let hand_top = layout.seat_areas[layout.bottom].top();
    let status_pos = to_ui(Pos { x: layout.seat_areas[layout.bottom].centre.x, y: hand_top + 6.0 });
    egui::Area::new(egui::Id::new("status"))
        .fixed_pos(status_pos)
        .pivot(Align2::CENTER_BOTTOM)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_black_alpha(170))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(12, 5))
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(status).color(Color32::WHITE).size(18.0))
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                });
        });

    // Toasts.
    if !toasts.0.is_empty() {
        let top = to_ui(Pos { x: 0.0, y: layout.piles_rect().top() + 30.0 });
        egui::Area::new(egui::Id::new("toasts")).fixed_pos(top).pivot(Align2::CENTER_BOTTOM).interactable(false).show(
            ctx,
            |ui| {
                for (t, _) in &toasts.0 {
                    egui::Frame::new()
                        .fill(TOAST_FILL)
                        .stroke(Stroke::new(1.0, Color32::from_gray(120)))
                        .corner_radius(6.0)
                        .inner_margin(egui::Margin::symmetric(12, 5))
                        .show(ui, |ui| {
                            ui.add(
                                egui::Label::new(RichText::new(t).color(TOAST_INK).size(18.0))
                                    .wrap_mode(egui::TextWrapMode::Extend),
                            );
                        });
                }
            },
        );
    }

    // The buttons by the bottom hand: UNO, play or keep.
    let me = viewer;
    let buttons_pos = to_ui(Pos { x: layout.button_area.centre.x, y: layout.button_area.centre.y - layout.label_h });
    if let Some(me) = me {
        egui::Area::new(egui::Id::new("hand buttons")).fixed_pos(buttons_pos).pivot(Align2::CENTER_CENTER).show(
            ctx,
            |ui| {
                ui.vertical_centered(|ui| {
                    if settled && legal.contains(&Action::CallUno) {
                        let b = ui.add(
                            egui::Button::new(RichText::new("UNO!").size(28.0).strong().color(Color32::WHITE))
                                .fill(Color32::from_rgb(220, 30, 30))
                                .min_size(vec2(110.0, 56.0)),
                        );
                        record("uno".into(), b.rect);
                        if b.clicked() {
                            submit.write(SubmitAction { seat: me, action: Action::CallUno });
                        }
                    }
                    if my_turn && matches!(view.phase, Phase::PlayOrKeep { .. }) {
                        let drawn = view.drawn.map(|c| c.to_string()).unwrap_or_default();
                        // Never wrapped: the area has no width yet on its first frame.
                        ui.add(
                            egui::Label::new(
                                RichText::new(format!("You drew {drawn}")).color(Color32::WHITE).size(15.0),
                            )
                            .wrap_mode(egui::TextWrapMode::Extend),
                        );
                        let b =
                            ui.add(egui::Button::new(RichText::new("Play it").size(20.0)).min_size(vec2(110.0, 40.0)));
                        record("play".into(), b.rect);
                        if b.clicked() {
                            submit.write(SubmitAction { seat: me, action: Action::PlayDrawn });
                        }
                        if legal.contains(&Action::KeepDrawn) {
                            let b = ui.add(
                                egui::Button::new(RichText::new("Keep it").size(20.0)).min_size(vec2(110.0, 40.0)),
                            );
                            record("keep".into(), b.rect);
                            if b.clicked() {
                                submit.write(SubmitAction { seat: me, action: Action::KeepDrawn });
                            }
                        }
                        open = Some("play-or-keep");
                    }
                    if let Phase::GiveCards { seat, remaining, .. } = view.phase
                        && seat == me
                    {
                        let n = chosen.iter().count();
                        let text = format!("Chosen: {n} of {remaining}");
                        ui.add(
                            egui::Label::new(RichText::new(text).color(Color32::WHITE).size(15.0))
                                .wrap_mode(egui::TextWrapMode::Extend),
                        );
                        let b = ui.add_enabled(
                            settled && n == remaining as usize,
                            egui::Button::new(RichText::new("Give").size(20.0)).min_size(vec2(110.0, 40.0)),
                        );
                        record("give".into(), b.rect);
                        if b.clicked() {
                            give.write(super::input::GiveChosen);
                        }
                        open = Some("give-cards");
                    }
                });
            },
        );
    }

    // Decision prompts for the person at the screen.
    if my_turn && let Some(me) = me {
        match view.phase {
            Phase::ChooseColour { .. } => {
                open = Some("colour-picker");
                egui::Window::new("Choose a colour")
                    .anchor(Align2::CENTER_CENTER, [0.0, -40.0])
                    .collapsible(false)
                    .resizable(false)
                    .show(ctx, |ui| {
                        ui.horizontal(|ui| {
                            for c in Colour::ALL {
                                let fill = colour32(theme.as_deref(), c);
                                let b = ui.add(
                                    egui::Button::new(RichText::new(c.name()).size(22.0).strong().color(ink_on(fill)))
                                        .fill(fill)
                                        .min_size(vec2(110.0, 90.0)),
                                );
                                if let Some(shape) = symbol(theme.as_deref(), c) {
                                    let at = b.rect.center_top() + vec2(0.0, 18.0);
                                    paint_symbol(ui.painter(), shape, at, 10.0, ink_on(fill));
                                }
                                record(format!("colour:{}", c.name().to_lowercase()), b.rect);
                                if b.clicked() {
                                    submit.write(SubmitAction { seat: me, action: Action::ChooseColour(c) });
                                }
                            }
                        });
                    });
            }
            Phase::ChooseTarget { .. } => {
                open = Some("seat-picker");
                let (what, why) = target_reason(view.resolving, game.rules());
                egui::Window::new(what)
                    .anchor(Align2::CENTER_CENTER, [0.0, -40.0])
                    .collapsible(false)
                    .resizable(false)
                    .show(ctx, |ui| {
                        ui.label(RichText::new(why).size(15.0));
                        ui.add_space(4.0);
                        for s in (0..game.seats() as Seat).filter(|&s| s != me) {
                            let b = ui.add(
                                egui::Button::new(
                                    RichText::new(format!("{}  ({} cards)", table.name(s), view.hand_size(s)))
                                        .size(18.0),
                                )
                                .min_size(vec2(260.0, 36.0)),
                            );
                            record(format!("target:{s}"), b.rect);
                            if b.clicked() {
                                submit.write(SubmitAction { seat: me, action: Action::ChooseTarget(s) });
                            }
                        }
                    });
            }
            Phase::DrawPenalty { .. } => {
                open = Some("challenge");
                let title = if view.challengeable { "Wild Draw Four!" } else { "Draw penalty" };
                // Beside the piles, never over them: the top card is part of the decision.
                let piles = layout.piles_rect();
                let at = to_ui(Pos { x: piles.right() + 40.0, y: piles.centre.y });
                let shown = egui::Window::new(title)
                    .pivot(Align2::LEFT_CENTER)
                    .fixed_pos(at)
                    .collapsible(false)
                    .resizable(false)
                    .max_width(360.0)
                    .show(ctx, |ui| {
                        if let Some((offender, before)) = view.challenge_info() {
                            ui.label(
                                RichText::new(format!("{} played a Wild Draw Four.", table.name(offender))).size(16.0),
                            );
                            ui.horizontal(|ui| {
                                ui.label(RichText::new("The colour before it:").size(16.0));
                                let fill = colour32(theme.as_deref(), before);
                                let chip = egui::Frame::new()
                                    .fill(fill)
                                    .corner_radius(4.0)
                                    .inner_margin(egui::Margin::symmetric(8, 2))
                                    .show(ui, |ui| {
                                        ui.label(RichText::new(before.name()).size(16.0).strong().color(ink_on(fill)));
                                    });
                                record(format!("colour-before:{}", before.name().to_lowercase()), chip.response.rect);
                            });
                            let doubt = match game.rules().wild_draw_four {
                                crate::engine::WildDrawFourRule::NoCardOfCurrentColour => {
                                    format!(
                                        "Challenge if you think {} held a {} card.",
                                        table.name(offender),
                                        before.name()
                                    )
                                }
                                crate::engine::WildDrawFourRule::NoOtherPlayableCard => format!(
                                    "Challenge if you think {} held another card they could play.",
                                    table.name(offender)
                                ),
                            };
                            ui.label(RichText::new(doubt).size(15.0));
                            if let Some(stakes) = view.challenge_stakes() {
                                let bluff = match stakes.bluffer_draws {
                                    Some(n) => format!("Bluff proven: they draw {n}."),
                                    None => "Bluff proven: they take it back and play another card.".to_string(),
                                };
                                ui.label(
                                    RichText::new(format!(
                                        "{bluff} Not a bluff: you draw {}.",
                                        stakes.challenger_draws
                                    ))
                                    .size(14.0)
                                    .italics(),
                                );
                            }
                        }
                        if legal.iter().any(|a| matches!(a, Action::Play(_))) {
                            ui.label(RichText::new("Or stack a card from your hand onto it.").size(14.0));
                        }
                        ui.horizontal(|ui| {
                            if legal.contains(&Action::Challenge) {
                                let b = ui.add(
                                    egui::Button::new(RichText::new("Challenge").size(20.0))
                                        .min_size(vec2(140.0, 44.0)),
                                );
                                record("challenge".into(), b.rect);
                                if b.clicked() {
                                    submit.write(SubmitAction { seat: me, action: Action::Challenge });
                                }
                            }
                            let b = ui.add(
                                egui::Button::new(RichText::new(format!("Take {}", view.pending_draw)).size(20.0))
                                    .min_size(vec2(140.0, 44.0)),
                            );
                            record("accept".into(), b.rect);
                            if b.clicked() {
                                submit.write(SubmitAction { seat: me, action: Action::Accept });
                            }
                        });
                    });
                if let Some(shown) = shown {
                    record("panel:challenge".into(), shown.response.rect);
                }
            }
            _ => {}
        }
    }
    // What the person who just took the screen missed since their last turn.
    if recap.for_seat.is_some()
        && recap.for_seat == viewer
        && curtain.for_seat.is_none()
        && !paused
        && !recap.lines.is_empty()
    {
        let left = to_ui(Pos { x: -layout.width / 2.0 + 12.0, y: layout.piles_rect().centre.y });
        let shown = egui::Window::new("Since your turn")
            .pivot(Align2::LEFT_CENTER)
            .fixed_pos(left)
            .collapsible(false)
            .resizable(false)
            .max_width(330.0)
            .frame(egui::Frame::window(&ctx.global_style()).fill(TOAST_FILL))
            .show(ctx, |ui| {
                if recap.more > 0 {
                    ui.label(RichText::new(format!("… and {} before", recap.more)).size(14.0).italics());
                }
                for line in &recap.lines {
                    ui.label(RichText::new(line).color(TOAST_INK).size(16.0));
                }
                let b = ui.add(egui::Button::new(RichText::new("OK").size(18.0)).min_size(vec2(80.0, 32.0)));
                record("recap-ok".into(), b.rect);
                if b.clicked() {
                    *recap = super::recap::Recap::default();
                }
            });
        if let Some(shown) = shown {
            record("panel:recap".into(), shown.response.rect);
        }
    }

    // The hand a challenge showed to the person at the screen: on screen until they have read it.
    if let Some(reveal) = playback.held.clone() {
        open = Some("revealed-hand");
        let shown = egui::Window::new("Shown to you alone")
            .anchor(Align2::CENTER_TOP, [0.0, 70.0])
            .collapsible(false)
            .resizable(false)
            .max_width(640.0)
            .show(ctx, |ui| {
                let owner = table.name(reveal.owner);
                ui.label(RichText::new(format!("{owner}'s hand")).size(20.0).strong());
                let any_card = game.rules().wild_draw_four == crate::engine::WildDrawFourRule::NoOtherPlayableCard;
                let verdict = match (reveal.bluff, any_card) {
                    (true, false) => format!("{owner} bluffed: they held a card of the colour before it."),
                    (true, true) => format!("{owner} bluffed: they held another card they could play."),
                    (false, false) => format!("{owner} played the Wild Draw Four fairly: no card of that colour."),
                    (false, true) => format!("{owner} played the Wild Draw Four fairly: no other card to play."),
                };
                ui.label(RichText::new(verdict).size(16.0));
                ui.horizontal_wrapped(|ui| {
                    for card in &reveal.cards {
                        card_chip(ui, theme.as_deref(), *card);
                    }
                });
                ui.add_space(6.0);
                let b = ui.add(egui::Button::new(RichText::new("OK").size(20.0)).min_size(vec2(120.0, 40.0)));
                record("reveal-ok".into(), b.rect);
                if b.clicked() {
                    playback.held = None;
                    playback.wait = 0.0;
                }
            });
        if let Some(shown) = shown {
            record("panel:revealed-hand".into(), shown.response.rect);
        }
    }

    // End of round and of match.
    // (Hidden while the scoreboard or the pause menu is open over it.)
    if matches!(phase, Some(TurnPhase::RoundOver | TurnPhase::MatchOver))
        && !paused
        && let Some(result) = view.last_round
    {
        let over = phase == Some(TurnPhase::MatchOver);
        open = Some(if over { "match-over" } else { "round-summary" });
        let title = if over { "Match over" } else { "Round over" };
        // Whole from its first frame, above the piles (no fade in).
        let summary = egui::Window::new(title)
            .anchor(Align2::CENTER_CENTER, [0.0, -20.0])
            .collapsible(false)
            .resizable(false)
            .fade_in(false)
            .show(ctx, |ui| {
                if over && let Phase::MatchOver { winner } = view.phase {
                    ui.label(RichText::new(format!("{} wins the match!", table.name(winner))).size(26.0).strong());
                }
                let how = if result.blocked { " (nobody could play)" } else { "" };
                ui.label(
                    RichText::new(format!("{} wins round {}{how}", table.name(result.winner), result.round)).size(20.0),
                );
                ui.add_space(6.0);
                egui::Grid::new("summary").striped(true).num_columns(4).show(ui, |ui| {
                    ui.label(RichText::new("Player").strong());
                    ui.label(RichText::new("Cards left").strong());
                    ui.label(RichText::new("Points this round").strong());
                    ui.label(RichText::new("Total").strong());
                    ui.end_row();
                    let mut order: Vec<Seat> = (0..result.seats).collect();
                    order.sort_by_key(|&s| std::cmp::Reverse(result.totals[s as usize]));
                    for s in order {
                        let left: Vec<String> = view
                            .round_end_hands
                            .as_ref()
                            .map(|h| h[s as usize].cards().map(|c| c.to_string()).collect())
                            .unwrap_or_default();
                        ui.label(table.name(s));
                        ui.label(format!(
                            "{} ({} pts)",
                            if left.is_empty() { "—".into() } else { left.join(", ") },
                            result.hand_points[s as usize]
                        ));
                        ui.label(format!("+{}", result.gained[s as usize]));
                        ui.label(format!("{}", result.totals[s as usize]));
                        ui.end_row();
                    }
                });
                ui.label(format!("Target: {} points", game.rules().target_score.get()));
                if !over && viewer.is_some() {
                    let b =
                        ui.add(egui::Button::new(RichText::new("Next round").size(20.0)).min_size(vec2(160.0, 40.0)));
                    record("next-round".into(), b.rect);
                    if b.clicked()
                        && let Some(me) = viewer
                    {
                        submit.write(SubmitAction { seat: me, action: Action::StartRound });
                    }
                }
                if over {
                    ui.horizontal(|ui| {
                        if viewer.is_some() {
                            let b = ui.add(
                                egui::Button::new(RichText::new("New match").size(20.0)).min_size(vec2(160.0, 40.0)),
                            );
                            record("new-match".into(), b.rect);
                            if b.clicked() {
                                new_match.write(super::flow::NewMatch);
                            }
                        }
                        // The match is finished: nothing is lost by leaving.
                        let b = ui
                            .add(egui::Button::new(RichText::new("Main menu").size(20.0)).min_size(vec2(160.0, 40.0)));
                        record("main-menu".into(), b.rect);
                        if b.clicked() {
                            to_menu.write(super::menu::UiCommand::QuitToMenu);
                        }
                    });
                }
            });
        if let Some(summary) = summary {
            record("panel:summary".into(), summary.response.rect);
        }
    }
    // The curtain of hot-seat play: nothing of the table shows through it.
    if let Some(next) = curtain.for_seat.filter(|_| !paused) {
        open = Some("curtain");
        let screen = ctx.content_rect();
        egui::Area::new(egui::Id::new("curtain")).order(egui::Order::Foreground).fixed_pos(screen.min).show(
            ctx,
            |ui| {
                let (rect, _) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
                ui.painter().rect_filled(rect, 0.0, Color32::from_rgb(14, 44, 30));
                let c = rect.center();
                ui.put(
                    egui::Rect::from_center_size(c + vec2(0.0, -90.0), vec2(700.0, 60.0)),
                    egui::Label::new(
                        RichText::new(format!("Pass to {}", table.name(next)))
                            .size(44.0)
                            .strong()
                            .color(Color32::from_rgb(250, 210, 60)),
                    ),
                );
                let b = ui.put(
                    egui::Rect::from_center_size(c, vec2(320.0, 64.0)),
                    egui::Button::new(RichText::new("Click when ready").size(26.0)),
                );
                record("curtain".into(), b.rect);
                if b.clicked() {
                    lifted.write(super::curtain::CurtainLifted);
                }
                // Catches stay within everyone's reach while the screen changes hands.
                let mut y = 70.0;
                for s in (0..game.seats() as Seat).filter(|&s| view.catchable(s) && s != next) {
                    if windows.open_for(s, now).is_some_and(|t| t >= settings.uno_grace) {
                        let b = ui.put(
                            egui::Rect::from_center_size(c + vec2(0.0, y), vec2(260.0, 40.0)),
                            egui::Button::new(RichText::new(format!("Catch {}!", table.name(s))).size(18.0))
                                .fill(Color32::from_rgb(200, 40, 40)),
                        );
                        record(format!("catch:{s}"), b.rect);
                        if b.clicked() {
                            submit.write(SubmitAction { seat: next, action: Action::Catch(s) });
                        }
                        y += 48.0;
                    }
                }
            },
        );
    }
    if prompt.0 != open {
        prompt.0 = open;
    }
    Ok(())
}

/// The seat picker's title and why it is open: which card asks for a player, and what happens
/// to the one chosen.
fn target_reason(resolving: Option<Card>, rules: &crate::engine::RuleSet) -> (String, String) {
    let swap =
        |what: &str| ("Swap hands with…".to_string(), format!("{what}: choose whose hand you take; they get yours."));
    match resolving.map(Card::kind) {
        Some(Kind::Number(7)) => swap("You played a 7"),
        Some(Kind::SwapHands) => swap("Wild Swap Hands"),
        Some(Kind::Custom(i)) => {
            let Some(wild) = rules.custom_wilds.get(i as usize) else {
                return ("Choose a player".into(), String::new());
            };
            let text = format!("\"{}\"", wild.text.as_str());
            let give = wild.effects.iter().find_map(|e| match e {
                crate::engine::CustomEffect::GiveCards(n) => Some(n.get()),
                _ => None,
            });
            match give {
                Some(1) => ("Give a card to…".into(), format!("{text}: choose who receives one of your cards.")),
                Some(n) => ("Give cards to…".into(), format!("{text}: choose who receives {n} of your cards.")),
                None => swap(&text),
            }
        }
        _ => ("Choose a player".into(), String::new()),
    }
}

/// A card as a small chip in its colour with its name (black for a wild).
fn card_chip(ui: &mut egui::Ui, theme: Option<&ActiveTheme>, card: Card) {
    let fill = match card.colour() {
        Some(c) => colour32(theme, c),
        None => Color32::from_gray(20),
    };
    egui::Frame::new().fill(fill).corner_radius(4.0).inner_margin(egui::Margin::symmetric(6, 3)).show(ui, |ui| {
        ui.add(
            egui::Label::new(RichText::new(card.to_string()).size(15.0).strong().color(ink_on(fill)))
                .wrap_mode(egui::TextWrapMode::Extend),
        );
    });
}

fn status_line(table: &Table, view: &crate::engine::View, phase: Option<TurnPhase>, my_turn: bool) -> String {
    let name = |s: Seat| table.name(s).to_string();
    match (phase, view.phase) {
        (Some(TurnPhase::Dealing), _) => "Dealing…".into(),
        (_, Phase::RoundOver | Phase::WaitingToDeal) => "Round over".into(),
        (_, Phase::MatchOver { winner }) => format!("{} wins the match", name(winner)),
        (_, p) if my_turn => match p {
            Phase::Turn { .. } => "Your turn: click a card to play it, or the draw pile to draw".into(),
            Phase::ChooseColour { .. } => "Choose the colour".into(),
            Phase::ChooseTarget { .. } => "Choose a player".into(),
            Phase::DrawPenalty { .. } if view.challengeable => "Challenge the Wild Draw Four, or take the cards".into(),
            Phase::DrawPenalty { .. } => format!("Stack a Draw card or take {}", view.pending_draw),
            Phase::PlayOrKeep { .. } => "Play the card you drew, or keep it".into(),
            Phase::GiveCards { target, remaining: 1, .. } => {
                format!("Click the card to give to {}, then Give", name(target))
            }
            Phase::GiveCards { target, remaining, .. } => {
                format!("Click the {remaining} cards to give to {}, then Give", name(target))
            }
            _ => String::new(),
        },
        (_, p) => match p.actor() {
            Some(s) if table.is_human(s) => format!("{}'s turn", name(s)),
            Some(s) => format!("{} is thinking…", name(s)),
            None => String::new(),
        },
    }
}

/// A ring of arrows around the piles showing the direction of play.
fn draw_direction(painter: &egui::Painter, centre: egui::Pos2, r: f32, dir: Direction) {
    let colour = Color32::from_white_alpha(110);
    // On screen, clockwise play goes from the bottom player to their left (screen left), then up:
    // that is clockwise on screen as seen from above.
    let sign = if dir == Direction::Clockwise { 1.0 } else { -1.0 };
    for k in 0..4 {
        let a0 = k as f32 * std::f32::consts::FRAC_PI_2 + 0.35;
        let steps = 10;
        let pts: Vec<egui::Pos2> = (0..=steps)
            .map(|i| {
                let a = a0 + (i as f32 / steps as f32) * 0.9;
                centre + vec2(a.cos() * r * 1.35, a.sin() * r * 0.75)
            })
            .collect();
        painter.add(egui::Shape::line(pts.clone(), Stroke::new(4.0, colour)));
        // Arrow head at the end the play moves toward.
        let (tip, prev) = if sign > 0.0 { (pts[steps], pts[steps - 1]) } else { (pts[0], pts[1]) };
        let d = (tip - prev).normalized();
        let n = vec2(-d.y, d.x);
        painter.add(egui::Shape::convex_polygon(
            vec![tip + d * 8.0, tip - d * 6.0 + n * 8.0, tip - d * 6.0 - n * 8.0],
            colour,
            Stroke::NONE,
        ));
    }
}

/// What a player waiting under a draw penalty may do, as the rules in play allow.
fn pending_text(name: &str, total: u8, stack: bool, challenge: bool) -> String {
    match (stack, challenge) {
        (true, true) => format!("{name} must take {total}, stack or challenge"),
        (false, true) => format!("{name} must take {total} or challenge"),
        (true, false) => format!("{name} must take {total} or stack"),
        (false, false) => format!("{name} must take {total}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{TOAST_FILL, TOAST_INK, TOAST_SECONDS, pending_text};

    /// WCAG relative luminance of an sRGB colour.
    fn luminance([r, g, b]: [u8; 3]) -> f32 {
        let lin = |c: u8| {
            let c = c as f32 / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    #[test]
    fn toasts_read_clearly_over_any_table_and_stay_long_enough() {
        // The panel over the brightest table a theme could have (white) and over the classic one.
        for table in [[255u8, 255, 255], [10, 56, 36]] {
            let a = TOAST_FILL.a() as f32 / 255.0;
            let fill = [0, 1, 2].map(|i| {
                let c = [TOAST_FILL.r(), TOAST_FILL.g(), TOAST_FILL.b()][i] as f32;
                (c + table[i] as f32 * (1.0 - a)).round() as u8
            });
            let ink = [TOAST_INK.r(), TOAST_INK.g(), TOAST_INK.b()];
            let ratio = (luminance(ink) + 0.05) / (luminance(fill) + 0.05);
            assert!(ratio >= 7.0, "contrast {ratio:.1}:1 over {table:?}");
        }
        const { assert!(TOAST_SECONDS >= 4.0) };
    }

    #[test]
    fn a_pending_draw_offers_only_what_the_rules_allow() {
        assert_eq!(pending_text("Ann", 4, false, true), "Ann must take 4 or challenge");
        assert_eq!(pending_text("Ann", 2, true, false), "Ann must take 2 or stack");
        assert_eq!(pending_text("Ann", 8, true, true), "Ann must take 8, stack or challenge");
        assert_eq!(pending_text("Ann", 4, false, false), "Ann must take 4");
    }
}

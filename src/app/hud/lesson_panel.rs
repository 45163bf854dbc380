//! The lesson of Learn to play on screen: a panel at the table's left with the step (one or two
//! sentences), why a move was not the one asked for, Continue after a telling step, and Start
//! again / Leave; a glow on what the step points at (a card of the hand, a pile, a player, a
//! button) and an arrow coming down on it (not on a button in a panel: it would hide its
//! neighbours). The step shows once the cards have moved (the screen shows what has been shown).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, Stroke, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::commands::UiCommand;
use crate::app::core::opening::OpenLesson;
use crate::app::core::party::Party;
use crate::app::core::schedule::{AppSystems, AtTable, Overlay, Screen, UiPass};
use crate::app::core::shown::Playback;
use crate::app::core::table::Table;
use crate::app::features::lessons::LessonRequest;
use crate::app::hud::frame::CORNER_BAND;
use crate::app::input::keys::KeyFocus;
use crate::app::scene::cards::{CardSprite, CardZones};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, CoachButton, Panel};
use crate::engine::Zone;
use crate::i18n::{Msg, Texts};
use crate::layout::Pos;
use crate::lesson::{LessonButton, LessonKind, Pointing, Step};
use crate::tr;

/// The window part: the panel and the pointer, and Enter for Continue.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // Before the table's keys: the ring that counts is the one shown before this press (the
        // press itself shows it; in either order the lesson's Enter was lost now and then).
        continue_key
            .in_set(AppSystems::Input)
            .before(crate::app::core::schedule::FrameStep::TableKeys)
            .run_if(in_state(Overlay::None))
            .in_set(AtTable),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_ui.run_if(in_state(Overlay::None)).in_set(UiPass::OverTable).in_set(AtTable),
    );
}

/// The panel's inner width in a window `screen_w` points wide.
fn panel_width(screen_w: f32) -> f32 {
    (screen_w * 0.27).clamp(220.0, 330.0)
}

/// Where the panel's right edge is, in points (its inner width, margins and frame from the left edge).
pub(crate) fn panel_right(screen_w: f32) -> f32 {
    8.0 + panel_width(screen_w) + 2.0 * 12.0 + 4.0
}

/// Where the panel's top is, in points: below the corner buttons, and below the name tag of a
/// seat at the top whose tag reaches over the panel's column.
fn panel_top(layout: &crate::layout::Layout, zoom: f32, screen_w: f32) -> f32 {
    let top = CORNER_BAND + 40.0;
    let right = panel_right(screen_w);
    (0..layout.seats())
        .filter(|&s| s != layout.bottom)
        .map(|s| layout.label_rect(s))
        .map(|r| {
            let (a, b) = (
                layout.to_screen(Pos { x: r.left(), y: r.top() }),
                layout.to_screen(Pos { x: r.right(), y: r.bottom() }),
            );
            egui::Rect::from_two_pos(egui::pos2(a.x / zoom, a.y / zoom), egui::pos2(b.x / zoom, b.y / zoom))
        })
        .filter(|tag| tag.left() < right && tag.top() < top)
        .fold(top, |top, tag| top.max(tag.bottom() + 6.0))
}

/// Enter (or Space) goes on after a telling step, once the table has settled, unless the
/// keyboard's ring is on a card or a button (then Enter presses that).
fn continue_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Res<Table>,
    playback: Res<Playback>,
    focus: Res<KeyFocus>,
    mut ask: MessageWriter<LessonRequest>,
) {
    let Some(keys) = keys else { return };
    let waits = table.mode().lesson().and_then(|l| l.step()).is_some_and(|s| s.waits_for_continue);
    let ring = focus.visible && (focus.card.is_some() || focus.button.is_some());
    if waits
        && playback.settled()
        && !ring
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
    {
        ask.write(LessonRequest::Continue);
    }
}

/// What the lesson panel reads.
#[derive(bevy::ecs::system::SystemParam)]
struct LessonView<'w, 's> {
    table: Res<'w, Table>,
    playback: Res<'w, Playback>,
    model: Res<'w, CardZones>,
    texts: Res<'w, Texts>,
    time: Res<'w, Time>,
    cards: Query<'w, 's, (&'static CardSprite, &'static Transform, &'static Sprite)>,
}

/// Where the person's answers go.
#[derive(bevy::ecs::system::SystemParam)]
struct LessonWriters<'w> {
    ask: MessageWriter<'w, LessonRequest>,
    cmd: MessageWriter<'w, UiCommand>,
    /// The last party: the options lesson teaches its rules.
    party: Option<Res<'w, Party>>,
}

/// The step on screen: the lesson's step once the table has settled on it.
#[derive(Default)]
struct OnScreen {
    step: Option<Step>,
    progress: (usize, usize),
}

fn lesson_ui(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    v: LessonView,
    mut w: LessonWriters,
    mut on_screen: Local<OnScreen>,
) -> Result {
    let table = &v.table;
    let Some(lesson) = table.mode().lesson() else { return Ok(()) };
    let settled = v.playback.settled();
    if settled || on_screen.step.is_none() {
        on_screen.step = lesson.step();
        on_screen.progress = lesson.progress();
    }
    let ctx = contexts.ctx_mut()?.clone();
    let texts = &v.texts;
    let screen = ctx.content_rect();
    let width = panel_width(screen.width());
    let title = texts.get(match lesson.kind() {
        LessonKind::Basics => Msg::LessonWindow,
        LessonKind::Options => Msg::LessonWindowOptions,
    });
    let frame = egui::Frame::window(&ctx.global_style())
        .fill(palette::TITLE_PANEL)
        .stroke(Stroke::new(2.0, palette::GOLD))
        .corner_radius(12)
        .inner_margin(egui::Margin::same(12));
    let finished = lesson.finished();
    let top = v.model.layout.as_ref().map_or(CORNER_BAND + 40.0, |l| panel_top(l, ctx.zoom_factor(), screen.width()));
    let shown = egui::Area::new(egui::Id::new("lesson panel"))
        .fixed_pos(egui::pos2(8.0, top))
        .pivot(Align2::LEFT_TOP)
        .order(egui::Order::Foreground)
        .show(&ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(width);
                ui.label(RichText::new(title).size(19.0).strong().color(palette::GOLD));
                let (n, of) = on_screen.progress;
                if !finished {
                    ui.label(
                        RichText::new(tr!(texts, LessonStep, n = n, of = of)).size(13.0).color(palette::TITLE_TAGLINE),
                    );
                }
                ui.add_space(4.0);
                if finished {
                    done(ui, texts, lesson.kind(), &mut rects, &mut w);
                    return;
                }
                // At the top, where the step's words below cannot move them.
                ui.horizontal_wrapped(|ui| {
                    let b = ui.button(RichText::new(texts.get(Msg::LessonRestart)).size(14.0));
                    widgets::record(&mut rects, ui.ctx(), ButtonId::Coach(CoachButton::LessonRestart), b.rect);
                    if b.clicked() {
                        w.ask.write(LessonRequest::Restart);
                    }
                    let b = ui.button(RichText::new(texts.get(Msg::LessonLeave)).size(14.0));
                    widgets::record(&mut rects, ui.ctx(), ButtonId::Coach(CoachButton::LessonLeave), b.rect);
                    if b.clicked() {
                        w.cmd.write(UiCommand::QuitToMenu);
                    }
                });
                ui.add_space(6.0);
                step_lines(ui, &on_screen.step, settled, table.mode().lesson_said(), texts, &mut rects, &mut w);
            });
        });
    widgets::record(&mut rects, &ctx, ButtonId::Panel(Panel::Lesson), shown.response.rect);
    if settled
        && !finished
        && let Some(step) = &on_screen.step
    {
        point(&ctx, &step.pointing, &v, &rects);
    }
    Ok(())
}

/// The step's words, Continue after a telling step once the table has settled, and why the last
/// move was not the one asked for.
fn step_lines(
    ui: &mut egui::Ui,
    step: &Option<Step>,
    settled: bool,
    said: Option<&crate::i18n::Message>,
    texts: &Texts,
    rects: &mut ButtonRects,
    w: &mut LessonWriters,
) {
    if let Some(step) = step {
        ui.label(RichText::new(texts.render(&step.text)).size(17.0).color(Color32::WHITE));
        if step.waits_for_continue {
            ui.add_space(6.0);
            // Greyed while the cards still move: the panel keeps its shape.
            ui.add_enabled_ui(settled, |ui| {
                let b =
                    widgets::filled_button(ui, texts.get(Msg::LessonContinue), 18.0, palette::UNO_RED, [140.0, 36.0]);
                if settled {
                    widgets::record(rects, ui.ctx(), ButtonId::Coach(CoachButton::LessonContinue), b.rect);
                }
                if b.clicked() {
                    w.ask.write(LessonRequest::Continue);
                }
            });
        }
    }
    if let Some(said) = said {
        ui.add_space(6.0);
        ui.label(RichText::new(texts.get(Msg::LessonNotThat)).size(15.0).strong().color(palette::WARNING));
        ui.label(RichText::new(texts.render(said)).size(15.0).color(palette::WARNING));
    }
}

/// The lesson's end: what next.
fn done(ui: &mut egui::Ui, texts: &Texts, kind: LessonKind, rects: &mut ButtonRects, w: &mut LessonWriters) {
    let text = texts.get(match kind {
        LessonKind::Basics => Msg::LessonDone,
        LessonKind::Options => Msg::LessonDoneOptions,
    });
    ui.label(RichText::new(text).size(18.0).color(Color32::WHITE));
    ui.add_space(8.0);
    ui.vertical_centered_justified(|ui| {
        let b = widgets::filled_button(ui, texts.get(Msg::LessonPlayMatch), 18.0, palette::UNO_RED, [200.0, 36.0]);
        widgets::record(rects, ui.ctx(), ButtonId::Coach(CoachButton::LessonPlay), b.rect);
        if b.clicked() {
            w.cmd.write(UiCommand::Go(Screen::NewGame));
        }
        if kind == LessonKind::Basics {
            let b = widgets::button(ui, texts.get(Msg::LessonToOptions), 16.0, [200.0, 32.0]);
            widgets::record(rects, ui.ctx(), ButtonId::Coach(CoachButton::LearnOptions), b.rect);
            if b.clicked() {
                w.cmd.write(UiCommand::Learn(OpenLesson::options(
                    &w.party.as_ref().map(|p| p.rules.clone()).unwrap_or_default(),
                )));
            }
        }
        let b = widgets::button(ui, texts.get(Msg::LessonMainMenu), 16.0, [200.0, 32.0]);
        widgets::record(rects, ui.ctx(), ButtonId::Coach(CoachButton::LessonLeave), b.rect);
        if b.clicked() {
            w.cmd.write(UiCommand::QuitToMenu);
        }
    });
}

/// The button a lesson's step points at.
pub fn button_of(b: &LessonButton) -> ButtonId {
    match *b {
        LessonButton::Uno => ButtonId::Uno,
        LessonButton::Catch(s) => ButtonId::Catch(s),
        LessonButton::Challenge => ButtonId::Challenge,
        LessonButton::Accept => ButtonId::Accept,
        LessonButton::PlayDrawn => ButtonId::PlayDrawn,
        LessonButton::KeepDrawn => ButtonId::KeepDrawn,
        LessonButton::Colour(c) => ButtonId::Colour(c),
        LessonButton::Target(s) => ButtonId::Target(s),
        LessonButton::NextRound => ButtonId::NextRound,
        LessonButton::Continue => ButtonId::Coach(CoachButton::LessonContinue),
    }
}

/// What a step points at, as the layout report names it (`card:R5`, `draw-pile`, `seat:1`, a
/// button's name).
pub(crate) fn pointing_name(p: &Pointing) -> String {
    match p {
        Pointing::Nothing => String::new(),
        Pointing::Card(c) => format!("card:{c}"),
        Pointing::DrawPile => "draw-pile".into(),
        Pointing::DiscardPile => "discard-pile".into(),
        Pointing::Seat(s) => format!("seat:{s}"),
        Pointing::Button(b) => button_of(b).to_string(),
    }
}

/// A pulsing gold glow around what the step points at, and an arrow coming down on it.
fn point(ctx: &egui::Context, pointing: &Pointing, v: &LessonView, rects: &ButtonRects) {
    let zoom = ctx.zoom_factor();
    let Some(layout) = v.model.layout.as_ref() else { return };
    let to_ui = |p: Pos| {
        let s = layout.to_screen(p);
        egui::pos2(s.x / zoom, s.y / zoom)
    };
    let from_rect = |r: crate::layout::Rect| {
        egui::Rect::from_center_size(
            egui::pos2(r.centre.x / zoom, r.centre.y / zoom),
            vec2(r.size.w / zoom, r.size.h / zoom),
        )
    };
    let pile = |at: Pos| {
        let c = to_ui(at);
        egui::Rect::from_center_size(c, vec2(layout.pile.w / zoom, layout.pile.h / zoom))
    };
    let target: Option<egui::Rect> = match pointing {
        Pointing::Nothing => None,
        Pointing::Card(card) => {
            let bottom = Zone::Hand(v.model.bottom());
            v.cards.iter().find(|(c, _, _)| c.zone == bottom && c.face == Some(*card)).and_then(|(_, t, sprite)| {
                let size = sprite.custom_size?;
                let p = t.translation;
                let c = to_ui(Pos { x: p.x, y: p.y });
                Some(egui::Rect::from_center_size(c, vec2(size.x / zoom, size.y / zoom)))
            })
        }
        Pointing::DrawPile => Some(pile(layout.draw_pile)),
        Pointing::DiscardPile => Some(pile(layout.discard)),
        Pointing::Seat(s) => rects.find(&ButtonId::SeatLabel(*s)).map(from_rect),
        Pointing::Button(b) => rects.find(&button_of(b)).map(from_rect),
    };
    let Some(r) = target else { return };
    // A button in a panel gets a close glow only: an arrow, or a wide glow, would cover the
    // words beside it (the challenge's stakes above its buttons).
    let arrow = !matches!(pointing, Pointing::Button(_));
    let t = v.time.elapsed_secs();
    let pulse = 0.5 + 0.5 * (t * 4.0).sin();
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("lesson pointer")));
    let glow = Color32::from_rgba_unmultiplied(250, 210, 60, (120.0 + 135.0 * pulse) as u8);
    let (gap, width) = if arrow { (4.0 + 3.0 * pulse, 5.0) } else { (1.0 + 2.0 * pulse, 3.0) };
    painter.rect_stroke(r.expand(gap), 8.0, Stroke::new(width, glow), egui::StrokeKind::Outside);
    if !arrow {
        return;
    }
    // The arrow comes from above (from below for what sits at the window's top).
    let down = r.top() > 90.0;
    let bob = 6.0 * pulse;
    let (tip, dir) = if down {
        (egui::pos2(r.center().x, r.top() - 10.0 - bob), -1.0)
    } else {
        (egui::pos2(r.center().x, r.bottom() + 10.0 + bob), 1.0)
    };
    // An arrow across a line of words (the status line above the hand) would hide them: the
    // glow alone points there.
    let reach = egui::Rect::from_two_pos(egui::pos2(tip.x - 16.0, tip.y), egui::pos2(tip.x + 16.0, tip.y + dir * 52.0));
    let words = [ButtonId::Status, ButtonId::Toasts].into_iter().filter_map(|id| rects.find(&id)).map(from_rect);
    if words.into_iter().any(|w| w.intersects(reach)) {
        return;
    }
    let head = [tip, egui::pos2(tip.x - 16.0, tip.y + dir * 22.0), egui::pos2(tip.x + 16.0, tip.y + dir * 22.0)];
    painter.add(egui::Shape::convex_polygon(head.to_vec(), palette::GOLD, Stroke::new(2.0, palette::GOLD_DARK)));
    let shaft = egui::Rect::from_two_pos(
        egui::pos2(tip.x - 6.0, tip.y + dir * 20.0),
        egui::pos2(tip.x + 6.0, tip.y + dir * 46.0),
    );
    painter.rect_filled(shaft, 2.0, palette::GOLD);
}

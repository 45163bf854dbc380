//! The big moments of play drawn on the table (`features::highlights` keeps them): "UNO!" at the seat
//! that called it, "Caught!", "+2"/"+4" and "Skipped" marked on the seat they hit, the round's
//! winner with the points flying to the Scores button, and the match's winner in the middle with
//! confetti in the theme's colours. (The direction turning is the arrows' own, in `ring`.) In
//! partner play the round's mark names the winner's team, and the banner the winning team's players.
//!
//! Each is placed once, when it begins, beside its seat toward the middle of the table, clear of
//! every seat's cards and name tag, the buttons and any panel open; where no place is clear it
//! is drawn smaller, or not at all. It is painted under every egui window, and not at all while
//! the table is dimmed or hidden (only the confetti goes on over a dimmed table). With reduced
//! motion each is drawn still, in its place and size from its first frame.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::curtain::Curtain;
use crate::app::core::schedule::{AtTable, Overlay, UiPass};
use crate::app::core::table::Table;
use crate::app::core::words::team_players;
use crate::app::features::highlights::{Active, Highlight, Highlights};
use crate::app::scene::art::ActiveTheme;
use crate::app::scene::cards::CardZones;
use crate::app::ui::help::HelpOpen;
use crate::app::ui::palette::{self, CATCH_RED, GOLD, UNO_RED};
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, HighlightMark};
use crate::engine::{Colour, Teams};
use crate::i18n::table::team_name;
use crate::i18n::{Msg, Texts};
use crate::layout::{Layout, Pos};
use crate::tr;

/// The shows are drawn once everything else of the table has recorded where it is.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiPass::Draw).after(UiPass::OverTable).in_set(AtTable));
}

/// How much a mark may grow past its size as it pops up: its place is kept for the largest.
const POP: f32 = 1.1;
/// Seconds a mark takes to pop up to its size (with motion).
const POP_SECONDS: f32 = 0.25;
/// The dark fill of the marks that are not red or gold.
const INK_FILL: Color32 = Color32::from_rgb(22, 22, 28);

/// What the shows read besides the shows themselves.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct HighlightParams<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    time: Res<'w, Time>,
    texts: Res<'w, Texts>,
    theme: Option<Res<'w, ActiveTheme>>,
    table: Res<'w, Table>,
    zones: Res<'w, CardZones>,
    shows: Res<'w, Highlights>,
    rects: ResMut<'w, ButtonRects>,
    curtain: Res<'w, Curtain>,
    overlay: Option<Res<'w, State<Overlay>>>,
    help: Res<'w, HelpOpen>,
}

/// Where each show was placed when it began, with the window it was placed in.
#[derive(Default)]
pub(crate) struct Placed(Vec<(u64, Vec2, Place)>);

/// Where a show stands on the table (egui points).
#[derive(Clone, Copy, Debug)]
enum Place {
    /// Its mark, at its largest, and how much smaller than designed it had to be.
    Mark(Rect, f32),
    /// The round's winner: the mark at the seat (as [`Place::Mark`]), and the points' way to the
    /// Scores button.
    Winner { mark: Rect, scale: f32, from: Pos2, via: Pos2, to: Option<Pos2> },
    /// Nowhere clear: not drawn.
    Nowhere,
}

/// Draws every show on screen.
pub(crate) fn draw(p: HighlightParams, mut placed: Local<Placed>) -> Result {
    let HighlightParams { mut contexts, time, texts, theme, table, zones, shows, mut rects, curtain, overlay, help } =
        p;
    let ctx = contexts.ctx_mut()?.clone();
    let Some(layout) = zones.layout.as_ref() else { return Ok(()) };
    let hidden = curtain.for_seat.is_some() || help.is_open() || overlay.is_some_and(|o| *o.get() != Overlay::None);
    let screen = ctx.content_rect();
    placed.0.retain(|(id, size, _)| *size == screen.size() && shows.active().iter().any(|a| a.id == *id));
    if hidden || shows.active().is_empty() {
        return Ok(());
    }
    let room = Room::new(layout, ctx.zoom_factor(), screen, &rects);
    let painter = ctx.layer_painter(egui::LayerId::background());
    // The teams never change during a match: the rules say them.
    let teams = table.rules().teams(table.seat_count());
    let look = Look { painter: &painter, texts: &texts, theme: theme.as_deref(), now: time.elapsed_secs(), teams };
    let mut marks = Vec::new();
    for a in shows.active() {
        if let Highlight::MatchWon(winner) = a.show {
            confetti(&look, a, &room);
            if !room.dimmed {
                let text = if teams.partners() {
                    tr!(texts, ShowMatchWonTeam, who = team_players(&table, teams, teams.team_of(winner)))
                } else {
                    tr!(texts, ShowMatchWon, who = table.name(winner))
                };
                marks.extend(match_banner(&look, a, &room, &text));
            }
            continue;
        }
        if room.dimmed || matches!(a.show, Highlight::Reverse(_)) {
            continue;
        }
        let place = match placed.0.iter().find(|(id, _, _)| *id == a.id) {
            Some((_, _, place)) => *place,
            None => {
                let place = place_show(&ctx, &look, a.show, &room);
                placed.0.push((a.id, screen.size(), place));
                place
            }
        };
        marks.extend(draw_show(&look, a, place, &room));
    }
    for (mark, r) in marks {
        widgets::record(&mut rects, &ctx, ButtonId::Highlight(mark), r);
    }
    Ok(())
}

/// The table this frame in egui points: what no show may cover, what it had better not cover,
/// and where the Scores button is.
struct Room<'a> {
    layout: &'a Layout,
    zoom: f32,
    screen: Rect,
    /// Every seat's cards and tag, the buttons, the panels.
    hard: Vec<Rect>,
    /// The piles with the ring and arrows, the status line, the messages.
    soft: Vec<Rect>,
    scores: Option<Rect>,
    dimmed: bool,
}

impl<'a> Room<'a> {
    fn new(layout: &'a Layout, zoom: f32, screen: Rect, rects: &ButtonRects) -> Room<'a> {
        let mut room = Room { layout, zoom, screen, hard: Vec::new(), soft: Vec::new(), scores: None, dimmed: false };
        for s in 0..layout.seats() {
            room.hard.push(room.seat_box(s));
        }
        // The bottom seat's tag ends at the window's right edge, at most 300 points wide
        // (`seat_labels`), above the buttons by the hand.
        let tag = room.rect(&layout.label_rect(layout.bottom));
        room.hard.push(Rect::from_min_max(
            pos2(screen.right() - 330.0, tag.top() - 6.0),
            pos2(screen.right(), tag.bottom() + 6.0),
        ));
        room.hard.push(room.rect(&layout.button_area));
        // Help, in the top left corner, is drawn after the shows.
        room.hard.push(Rect::from_min_size(screen.min, vec2(150.0, 40.0)));
        room.soft.push(room.rect(&layout.centre_rect()));
        room.soft.push(room.rect(&layout.status_rect()));
        for (id, r) in rects.all() {
            let r = Rect::from_center_size(pos2(r.centre.x / zoom, r.centre.y / zoom), vec2(r.size.w, r.size.h) / zoom);
            match id {
                ButtonId::Dimmed => room.dimmed = true,
                ButtonId::Highlight(_) => {}
                ButtonId::Ring | ButtonId::ColourName(_) | ButtonId::Status | ButtonId::Toasts => room.soft.push(r),
                ButtonId::ScoresButton => {
                    room.scores = Some(r);
                    room.hard.push(r);
                }
                _ => room.hard.push(r),
            }
        }
        room
    }

    /// A rectangle of the layout in egui points.
    fn rect(&self, r: &crate::layout::Rect) -> Rect {
        let a = self.layout.to_screen(Pos { x: r.left(), y: r.top() });
        Rect::from_min_size(pos2(a.x / self.zoom, a.y / self.zoom), vec2(r.size.w, r.size.h) / self.zoom)
    }

    /// A seat's cards and tag (a tag that wraps hangs a line lower on a crowded table).
    fn seat_box(&self, s: usize) -> Rect {
        let l = self.layout;
        if s == l.bottom {
            return self.rect(&l.seat_areas[s]);
        }
        let r = self.rect(&l.seat_areas[s]).union(self.rect(&l.label_rect(s)));
        r.with_max_y(r.bottom() + l.label_h / self.zoom)
    }

    /// The middle of the piles.
    fn middle(&self) -> Pos2 {
        self.rect(&self.layout.piles_rect()).center()
    }

    /// True when `r` is inside the window and covers nothing it must not (nor, with `soft`,
    /// the middle of the table).
    fn clear(&self, r: Rect, soft: bool) -> bool {
        let inner = r.shrink(1.0);
        self.screen.shrink(4.0).contains_rect(r)
            && !self.hard.iter().any(|h| h.intersects(inner))
            && !(soft && self.soft.iter().any(|h| h.intersects(inner)))
    }

    /// Where a mark of `size` goes by seat `s`: right by the seat, toward the middle of the table
    /// or a little beside that way, as large as a clear place allows (at least 60%); by the seat
    /// over the middle of the table or the status line before anywhere farther; farther out only
    /// where nothing near the seat is clear (a mark far from its seat would seem to mark another).
    fn near_seat(&self, s: usize, size: Vec2) -> Option<(Rect, f32)> {
        let home = self.seat_box(s);
        let middle = self.middle();
        let dir = (middle - home.center()).normalized();
        let dir = if dir.is_finite() && dir != Vec2::ZERO { dir } else { vec2(0.0, -1.0) };
        for (reach, soft) in [(Reach::Near, true), (Reach::Near, false), (Reach::Far, true), (Reach::Far, false)] {
            // A smaller mark before one over the middle of the table or the status line.
            for scale in [1.0, 0.8, 0.6] {
                let size = size * scale;
                let found =
                    ways_out(home, dir, size, middle, reach).into_iter().map(|c| Rect::from_center_size(c, size));
                if let Some(r) = found.into_iter().find(|r| self.clear(*r, soft)) {
                    return Some((r, scale));
                }
            }
        }
        None
    }
}

/// How far from its seat a mark may go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// Within about its own size of the seat, at most one width beside the way to the middle.
    Near,
    /// Anywhere on the way to the middle, up to three widths beside it.
    Far,
}

/// The centres a mark of `size` may take out of `home` toward `middle`: nearest the seat first,
/// on the way to the middle or else beside it, on either side, as far as `reach` allows.
fn ways_out(home: Rect, dir: Vec2, size: Vec2, middle: Pos2, reach: Reach) -> Vec<Pos2> {
    let gap = 8.0;
    let need = |half_box: f32, half: f32, d: f32| {
        if d.abs() < 1e-3 { f32::INFINITY } else { (half_box + half + gap) / d.abs() }
    };
    let d0 = need(home.width() / 2.0, size.x / 2.0, dir.x).min(need(home.height() / 2.0, size.y / 2.0, dir.y));
    let to_middle = (middle - home.center()).length().max(d0);
    let (far, sides): (f32, &[f32]) = match reach {
        Reach::Near => ((d0 + size.max_elem()).min(to_middle), &[0.0, 0.4, -0.4, 0.8, -0.8]),
        Reach::Far => (to_middle, &[0.0, 0.4, -0.4, 0.8, -0.8, 1.2, -1.2, 1.6, -1.6, 2.0, -2.0, 2.4, -2.4, 2.8, -2.8]),
    };
    let normal = vec2(-dir.y, dir.x);
    // The mark's width across the way.
    let across = normal.x.abs() * size.x + normal.y.abs() * size.y;
    let mut out = Vec::new();
    for k in 0..=10 {
        let d = d0 + (far - d0) * k as f32 / 10.0;
        for side in sides {
            out.push(home.center() + dir * d + normal * *side * across);
        }
    }
    out
}

/// What every mark is drawn with.
struct Look<'a> {
    painter: &'a egui::Painter,
    texts: &'a Texts,
    theme: Option<&'a ActiveTheme>,
    now: f32,
    /// The teams at the table (everyone on their own without partners).
    teams: Teams,
}

/// A mark's text, its size in points, and its fill, edge and ink.
struct Style {
    text: String,
    size: f32,
    fill: Color32,
    edge: Color32,
    ink: Color32,
}

/// The mark a seat's show draws, and how it names it in the layout report.
fn style_of(look: &Look, show: Highlight) -> Option<(Style, HighlightMark)> {
    let t = look.texts;
    let st = |text: String, size, fill, edge, ink| Style { text, size, fill, edge, ink };
    Some(match show {
        Highlight::Uno(s) => (st(t.get(Msg::HandUno), 44.0, UNO_RED, GOLD, Color32::WHITE), HighlightMark::Uno(s)),
        Highlight::Caught { seat, penalty } => (
            st(tr!(t, ShowCaught, n = penalty), 30.0, CATCH_RED, Color32::WHITE, Color32::WHITE),
            HighlightMark::Caught(seat),
        ),
        Highlight::Penalty { seat, cards } => {
            (st(tr!(t, ShowDraw, n = cards), 44.0, INK_FILL, GOLD, GOLD), HighlightMark::Penalty(seat, cards))
        }
        Highlight::Skipped(s) => {
            (st(t.get(Msg::ShowSkipped), 26.0, INK_FILL, CATCH_RED, Color32::WHITE), HighlightMark::Skipped(s))
        }
        Highlight::RoundWon { seat, .. } => {
            let text = if look.teams.partners() {
                tr!(t, ShowRoundWonTeam, team = team_name(look.teams.team_of(seat)))
            } else {
                t.get(Msg::ShowRoundWon)
            };
            (st(text, 30.0, GOLD, Color32::WHITE, Color32::BLACK), HighlightMark::RoundWinner(seat))
        }
        Highlight::Reverse(_) | Highlight::MatchWon(_) => return None,
    })
}

/// The size of a mark at its largest: the text with its margins, the Skip sign beside it, and
/// the rays around UNO! and the round's winner.
fn mark_size(ctx: &egui::Context, style: &Style, show: Highlight) -> Vec2 {
    let text = ctx.fonts_mut(|f| f.layout_no_wrap(style.text.clone(), FontId::proportional(style.size), style.ink));
    let mut size = text.size() + vec2(28.0, 12.0);
    match show {
        Highlight::Penalty { .. } => size = Vec2::splat(size.max_elem() + 8.0),
        Highlight::Skipped(_) => size.x += size.y,
        Highlight::Uno(_) | Highlight::RoundWon { .. } => size += Vec2::splat(36.0),
        Highlight::Caught { .. } => size.x += 16.0,
        Highlight::Reverse(_) | Highlight::MatchWon(_) => {}
    }
    size * POP
}

/// Where a show goes, decided when it begins.
fn place_show(ctx: &egui::Context, look: &Look, show: Highlight, room: &Room) -> Place {
    let (Some((style, _)), Some(seat)) = (style_of(look, show), show.seat()) else { return Place::Nowhere };
    let Some((mark, scale)) = room.near_seat(seat as usize, mark_size(ctx, &style, show)) else {
        return Place::Nowhere;
    };
    let Highlight::RoundWon { points, .. } = show else { return Place::Mark(mark, scale) };
    let to = (points > 0).then(|| points_target(ctx, look, points, room)).flatten();
    let from = mark.center();
    let via = to.map_or(from, |to| way_to_scores(from, to, points_size(ctx, look, points), room));
    Place::Winner { mark, scale, from, via, to }
}

/// The points' badge size.
fn points_size(ctx: &egui::Context, look: &Look, points: u32) -> Vec2 {
    let text = tr!(look.texts, ShowPoints, n = points);
    ctx.fonts_mut(|f| f.layout_no_wrap(text, FontId::proportional(28.0), GOLD)).size() + vec2(24.0, 10.0)
}

/// Where the points land: beside the Scores button (left of it, else below it, as near as a
/// clear place is), where clear.
fn points_target(ctx: &egui::Context, look: &Look, points: u32, room: &Room) -> Option<Pos2> {
    let scores = room.scores?;
    let size = points_size(ctx, look, points) * POP;
    let left = pos2(scores.left() - 8.0 - size.x / 2.0, scores.center().y);
    let below =
        (0..12).map(|k| pos2(scores.right() - size.x / 2.0, scores.bottom() + (8 + 24 * k) as f32 + size.y / 2.0));
    std::iter::once(left).chain(below).find(|c| room.clear(Rect::from_center_size(*c, size), false))
}

/// The bend of the points' flight from `from` to `to` that crosses the fewest cards and tags.
fn way_to_scores(from: Pos2, to: Pos2, size: Vec2, room: &Room) -> Pos2 {
    let bends = [from.lerp(to, 0.5), room.middle(), pos2(to.x, from.y), pos2(from.x, to.y)];
    let crossings = |via: Pos2| {
        (1..20)
            .filter(|&k| !room.clear(Rect::from_center_size(bezier(from, via, to, k as f32 / 20.0), size), false))
            .count()
    };
    bends.into_iter().min_by_key(|via| crossings(*via)).unwrap_or(from)
}

/// A point of the quadratic curve from `a` through the pull of `b` to `c`.
fn bezier(a: Pos2, b: Pos2, c: Pos2, t: f32) -> Pos2 {
    let u = 1.0 - t;
    pos2(u * u * a.x + 2.0 * u * t * b.x + t * t * c.x, u * u * a.y + 2.0 * u * t * b.y + t * t * c.y)
}

/// The pop of a mark: from small to a little past its size and back, in [`POP_SECONDS`].
fn pop(age: f32) -> f32 {
    let t = (age / POP_SECONDS).clamp(0.0, 1.0) - 1.0;
    let (c1, c3) = (1.70158, 2.70158);
    0.3 + 0.7 * (1.0 + c3 * t * t * t + c1 * t * t)
}

/// How opaque a show is: fading out over its last fifth (with motion).
fn fade(a: &Active, now: f32) -> f32 {
    if a.still { 1.0 } else { ((1.0 - a.progress(now)) / 0.2).clamp(0.0, 1.0) }
}

/// Draws one seat's show in its place; returns what it drew.
fn draw_show(look: &Look, a: &Active, place: Place, room: &Room) -> Vec<(HighlightMark, Rect)> {
    let Some((style, mark)) = style_of(look, a.show) else { return Vec::new() };
    let (Place::Mark(at, scale) | Place::Winner { mark: at, scale, .. }) = place else { return Vec::new() };
    // Still from the first frame with reduced motion; else popping up, a catch shaking.
    let age = look.now - a.since;
    let k = if a.still { 1.0 } else { pop(age) };
    let shake = if a.still || !matches!(a.show, Highlight::Caught { .. }) {
        0.0
    } else {
        (age * 40.0).sin() * 6.0 * (1.0 - age / 0.5).max(0.0)
    };
    // Nothing may have opened over its place since it began.
    if !room.clear(at, false) {
        return Vec::new();
    }
    let full = at.size() / POP;
    let r = Rect::from_center_size(at.center() + vec2(shake, 0.0), full * k);
    let alpha = fade(a, look.now);
    paint_mark(look, a, &style, r, k * scale, alpha);
    let mut out = vec![(mark, r)];
    if let (Place::Winner { from, via, to: Some(to), .. }, Highlight::RoundWon { points, .. }) = (place, a.show) {
        out.extend(flying_points(look, a, points, from, via, to, room));
    }
    out
}

/// Paints a mark of `style` filling `r` (`k`: how far it has popped up).
fn paint_mark(look: &Look, a: &Active, style: &Style, r: Rect, k: f32, alpha: f32) {
    let p = look.painter;
    let fill = style.fill.gamma_multiply(alpha);
    let edge = style.edge.gamma_multiply(alpha);
    let body = match a.show {
        Highlight::Uno(_) | Highlight::RoundWon { .. } => {
            // Rays around it, turning slowly with motion.
            let turn = if a.still { 0.0 } else { (look.now - a.since) * 0.8 };
            rays(
                p,
                r,
                if matches!(a.show, Highlight::Uno(_)) { GOLD } else { Color32::WHITE }.gamma_multiply(alpha),
                turn,
            );
            r.shrink(18.0 * k)
        }
        _ => r,
    };
    match a.show {
        Highlight::Penalty { cards, .. } => {
            let radius = body.width() / 2.0;
            p.circle_filled(body.center(), radius, fill);
            edge_ring(look, body.center(), radius, cards >= 4, 4.0 * k, alpha, edge);
        }
        _ => {
            p.rect_filled(body, 12.0 * k, fill);
            p.rect_stroke(body, 12.0 * k, Stroke::new(3.0 * k, edge), StrokeKind::Inside);
        }
    }
    let mut centre = body.center();
    if matches!(a.show, Highlight::Skipped(_)) {
        let sign = body.left_center() + vec2(body.height() / 2.0 + 4.0 * k, 0.0);
        skip_sign(p, sign, body.height() * 0.32, CATCH_RED.gamma_multiply(alpha), Color32::WHITE.gamma_multiply(alpha));
        centre.x += body.height() / 2.0;
    }
    outlined_text(p, centre, &style.text, style.size * k, style.ink.gamma_multiply(alpha), alpha);
}

/// The ring around a "+N": the theme's four colours for a Wild Draw Four's four cards and more.
fn edge_ring(look: &Look, c: Pos2, r: f32, four: bool, width: f32, alpha: f32, edge: Color32) {
    if !four {
        look.painter.circle_stroke(c, r - width / 2.0, Stroke::new(width, edge));
        return;
    }
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let a0 = i as f32 * std::f32::consts::FRAC_PI_2 - std::f32::consts::FRAC_PI_2;
        let pts: Vec<Pos2> = (0..=12)
            .map(|j| {
                let a = a0 + j as f32 / 12.0 * std::f32::consts::FRAC_PI_2;
                c + vec2(a.cos(), a.sin()) * (r - width / 2.0)
            })
            .collect();
        let colour = palette::colour32(look.theme, colour).gamma_multiply(alpha);
        look.painter.add(egui::Shape::line(pts, Stroke::new(width, colour)));
    }
}

/// Twelve rays around `r`, turned by `turn` radians.
fn rays(p: &egui::Painter, r: Rect, colour: Color32, turn: f32) {
    let c = r.center();
    let (rx, ry) = (r.width() / 2.0, r.height() / 2.0);
    for i in 0..12 {
        let a = turn + i as f32 * std::f32::consts::TAU / 12.0;
        let d = vec2(a.cos(), a.sin());
        let n = vec2(-d.y, d.x);
        let tip = c + vec2(d.x * rx, d.y * ry);
        let base = c + vec2(d.x * (rx - 22.0), d.y * (ry - 22.0));
        p.add(egui::Shape::convex_polygon(vec![tip, base + n * 5.0, base - n * 5.0], colour, Stroke::NONE));
    }
}

/// The sign of a skip: a white disc with a red ring and bar.
fn skip_sign(p: &egui::Painter, c: Pos2, r: f32, red: Color32, white: Color32) {
    p.circle_filled(c, r, white);
    p.circle_stroke(c, r * 0.8, Stroke::new(r * 0.28, red));
    let d = vec2(0.7, -0.7) * r * 0.8;
    p.line_segment([c - d, c + d], Stroke::new(r * 0.28, red));
}

/// Text in `ink` with a dark edge, so that it reads on any table.
fn outlined_text(p: &egui::Painter, c: Pos2, text: &str, size: f32, ink: Color32, alpha: f32) {
    let font = FontId::proportional(size);
    let shadow = Color32::from_black_alpha((200.0 * alpha) as u8);
    for d in [vec2(-1.5, 0.0), vec2(1.5, 0.0), vec2(0.0, -1.5), vec2(0.0, 1.5), vec2(1.5, 1.5)] {
        p.text(c + d, egui::Align2::CENTER_CENTER, text, font.clone(), shadow);
    }
    // Twice, a hair apart: a bolder line than the font's own.
    p.text(c + vec2(0.6, 0.0), egui::Align2::CENTER_CENTER, text, font.clone(), ink);
    p.text(c, egui::Align2::CENTER_CENTER, text, font, ink);
}

/// The round's points on their way from the winner to the Scores button (still beside the button
/// with reduced motion); hidden while they pass over cards or tags.
fn flying_points(
    look: &Look,
    a: &Active,
    points: u32,
    from: Pos2,
    via: Pos2,
    to: Pos2,
    room: &Room,
) -> Option<(HighlightMark, Rect)> {
    let t = a.progress(look.now);
    let (at, k) = if a.still {
        (to, 1.0)
    } else {
        let fly = ((t - 0.15) / 0.55).clamp(0.0, 1.0);
        if t < 0.15 {
            return None;
        }
        let eased = fly * fly * (3.0 - 2.0 * fly);
        // A little swell as they land.
        let land = ((t - 0.7) / 0.15).clamp(0.0, 1.0);
        (bezier(from, via, to, eased), 1.0 + 0.1 * (land * std::f32::consts::PI).sin())
    };
    let text = tr!(look.texts, ShowPoints, n = points);
    let galley = look.painter.layout_no_wrap(text.clone(), FontId::proportional(28.0 * k), GOLD);
    let r = Rect::from_center_size(at, galley.size() + vec2(24.0, 10.0) * k);
    if !room.clear(r, false) {
        return None;
    }
    let alpha = fade(a, look.now);
    look.painter.rect_filled(r, r.height() / 2.0, INK_FILL.gamma_multiply(alpha));
    look.painter.rect_stroke(r, r.height() / 2.0, Stroke::new(2.0, GOLD.gamma_multiply(alpha)), StrokeKind::Inside);
    outlined_text(look.painter, r.center(), &text, 28.0 * k, GOLD.gamma_multiply(alpha), alpha);
    Some((HighlightMark::Points, r))
}

/// The match's winner in the middle of the table, as large as the room between the seats allows.
fn match_banner(look: &Look, a: &Active, room: &Room, text: &str) -> Option<(HighlightMark, Rect)> {
    let k = if a.still { 1.0 } else { pop(look.now - a.since) };
    let middle = room.middle();
    for size in [40.0, 32.0, 26.0, 20.0] {
        let galley = look.painter.layout_no_wrap(text.to_string(), FontId::proportional(size), GOLD);
        let full = (galley.size() + vec2(40.0, 20.0)) * POP;
        let found = [0.0, -0.5, 0.5, -1.0, 1.0]
            .into_iter()
            .map(|dy| Rect::from_center_size(middle + vec2(0.0, dy * full.y), full))
            .find(|r| room.clear(*r, false));
        let Some(at) = found else { continue };
        let r = Rect::from_center_size(at.center(), at.size() / POP * k);
        let alpha = fade(a, look.now);
        let p = look.painter;
        p.rect_filled(r, 14.0 * k, INK_FILL.gamma_multiply(alpha));
        p.rect_stroke(r, 14.0 * k, Stroke::new(4.0 * k, GOLD.gamma_multiply(alpha)), StrokeKind::Inside);
        outlined_text(p, r.center(), text, size * k, GOLD.gamma_multiply(alpha), alpha);
        return Some((HighlightMark::MatchBanner, r));
    }
    None
}

/// Confetti in the theme's colours and gold, falling over the table (scattered still with
/// reduced motion); none over a seat's cards or tag while the table is in play.
fn confetti(look: &Look, a: &Active, room: &Room) {
    let age = look.now - a.since;
    let alpha = fade(a, look.now);
    let s = room.screen;
    let colours: Vec<Color32> =
        Colour::ALL.into_iter().map(|c| palette::colour32(look.theme, c)).chain([GOLD]).collect();
    for i in 0..120u64 {
        // Every piece its own fixed chances, from the show and its number.
        let r = |k: u64| {
            ((a.id.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i * 7 + k).wrapping_mul(0xBF58_476D_1CE4_E5B9)) % 10_000)
                as f32
                / 10_000.0
        };
        let (x, y) = if a.still {
            (s.left() + r(1) * s.width(), s.top() + r(2) * s.height())
        } else {
            let fall = 140.0 + 200.0 * r(3);
            let sway = (age * (1.5 + 2.0 * r(4)) + 6.0 * r(5)).sin() * 18.0;
            (s.left() + r(1) * s.width() + sway, s.top() - 40.0 - r(2) * s.height() * 0.6 + fall * age)
        };
        let c = pos2(x, y);
        let piece = Rect::from_center_size(c, vec2(10.0, 10.0));
        if !s.contains(c) || (!room.dimmed && room.hard.iter().any(|h| h.intersects(piece))) {
            continue;
        }
        let turn = 6.0 * r(6) + if a.still { 0.0 } else { age * (2.0 + 4.0 * r(7)) };
        let (d, n) = (vec2(turn.cos(), turn.sin()) * (3.0 + 3.0 * r(8)), vec2(-turn.sin(), turn.cos()) * 2.5);
        let colour = colours[(r(9) * colours.len() as f32) as usize % colours.len()].gamma_multiply(alpha);
        look.painter.add(egui::Shape::convex_polygon(
            vec![c - d - n, c + d - n, c + d + n, c - d + n],
            colour,
            Stroke::NONE,
        ));
    }
}

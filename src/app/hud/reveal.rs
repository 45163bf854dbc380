//! The hand a challenge showed to the person at the screen, with the verdict: on screen until
//! they have read it.

use bevy_egui::egui::{self, Color32, RichText};

use crate::app::core::shown::HeldHand;
use crate::app::hud::frame::{Frame, OverlayOut, Place};
use crate::app::input::pick::Pick;
use crate::app::ui::palette::{self, WILD_CHIP};
use crate::app::ui::widgets::{self, ButtonId, Panel};
use crate::engine::{Card, WildDrawFourRule};
use crate::i18n::Msg;
use crate::i18n::table::colour_key;
use crate::tr;

/// Draws the shown hand.
pub(crate) fn draw(ctx: &egui::Context, f: &Frame, reveal: &HeldHand, out: &mut OverlayOut) {
    let t = f.texts;
    // Where the challenge prompt was (right of the middle), else over the dimmed table: never
    // over the top seats' tags or the toast telling the challenge's result.
    let title = t.get(Msg::RevealTitle);
    let owner = f.name(reveal.owner);
    let whose = tr!(t, RevealHandOf, who = owner);
    let any_card = f.shown.rules().wild_draw_four == WildDrawFourRule::NoOtherPlayableCard;
    let verdict = match (reveal.bluff, any_card) {
        (true, false) => tr!(t, RevealBluffColour, who = owner, colour = colour_key(reveal.colour_before)),
        (true, true) => tr!(t, RevealBluffAny, who = owner),
        (false, false) => tr!(t, RevealFairColour, who = owner, colour = colour_key(reveal.colour_before)),
        (false, true) => tr!(t, RevealFairAny, who = owner),
    };
    // Its words, the OK button, and the cards as they wrap in the narrowest panel: a room that
    // holds them all, else the dimmed table (where a hand taller still scrolls).
    let narrow = NARROWEST - MARGINS;
    let words_h = FIXED_H + text_height(ctx, &whose, 20.0, narrow) + text_height(ctx, &verdict, 16.0, narrow);
    let cards_h = lines_height(ctx, chip_lines(ctx, f, &reveal.cards, narrow).0.len());
    let place = f.place(ctx, true, egui::vec2(NARROWEST, words_h + cards_h), &title);
    let inner = match place {
        Place::Room(r) => WIDTH.min(r.width() - 16.0),
        Place::Dimmed => WIDTH,
    } - MARGINS;
    let cards_most = place.scroll_height(ctx, words_h + 20.0);
    let shown = place.window(title, out, WIDTH).id(egui::Id::new("revealed hand")).show(ctx, |ui| {
        ui.set_width(inner);
        ui.label(RichText::new(whose).size(20.0).strong());
        ui.label(RichText::new(verdict).size(16.0));
        // A hand taller than the room scrolls, its bar drawn.
        let (lines, _) = chip_lines(ctx, f, &reveal.cards, inner - 16.0);
        let scroll = egui::ScrollArea::vertical().max_height(cards_most).auto_shrink([false, true]).show(ui, |ui| {
            for line in lines {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing = egui::vec2(CHIP_GAP, CHIP_GAP);
                    for card in line {
                        card_chip(ui, f, card);
                    }
                });
            }
        });
        if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
            out.record(ButtonId::ScrollBar, bar);
        }
        ui.add_space(6.0);
        let b = widgets::button(ui, t.get(Msg::TableOk), 20.0, [120.0, 40.0]);
        out.record(ButtonId::RevealOk, b.rect);
        if b.clicked() {
            out.choose(Pick::RevealRead);
        }
    });
    if let Some(shown) = shown {
        out.record(ButtonId::Panel(Panel::RevealedHand), shown.response.rect);
    }
}

/// The panel's width at most, in points.
const WIDTH: f32 = 420.0;

/// The narrowest room the panel goes in, in points.
const NARROWEST: f32 = 280.0;

/// The window's frame and margins on both sides, in points.
const MARGINS: f32 = 24.0;

/// The panel's height less its words and its cards: the title bar, the spaces between lines, the
/// OK button and the margins, in points.
const FIXED_H: f32 = 110.0;

/// How tall `text` is at `size` points, wrapped `width` points wide.
fn text_height(ctx: &egui::Context, text: &str, size: f32, width: f32) -> f32 {
    let font = egui::FontId::proportional(size);
    ctx.fonts_mut(|fonts| fonts.layout(text.to_string(), font, egui::Color32::WHITE, width).size().y)
}

/// The chip's text size.
const CHIP_TEXT: f32 = 15.0;

/// The space between two chips, in points.
pub(crate) const CHIP_GAP: f32 = 3.0;

/// How wide a chip of `text` is, its gap to the next one included, in points.
pub(crate) fn chip_width(ctx: &egui::Context, text: String) -> f32 {
    let galley =
        ctx.fonts_mut(|fonts| fonts.layout_no_wrap(text, egui::FontId::proportional(CHIP_TEXT), Color32::WHITE));
    galley.size().x + 12.0 + CHIP_GAP
}

/// The cards as chips in lines broken at `width` points (measured: a frame in egui's wrapping
/// layout never wraps, so a long hand would widen its panel), and how much of the last line is used.
pub(crate) fn chip_lines(ctx: &egui::Context, f: &Frame, cards: &[Card], width: f32) -> (Vec<Vec<Card>>, f32) {
    let mut lines: Vec<Vec<Card>> = vec![Vec::new()];
    let mut used = 0.0;
    for &card in cards {
        let w = chip_width(ctx, f.texts.card(card));
        if used + w > width && !lines.last().is_some_and(Vec::is_empty) {
            lines.push(Vec::new());
            used = 0.0;
        }
        used += w;
        lines.last_mut().expect("a line").push(card);
    }
    (lines, used)
}

/// How tall `lines` of chips are, in points.
fn lines_height(ctx: &egui::Context, lines: usize) -> f32 {
    let row = ctx.fonts_mut(|fonts| fonts.row_height(&egui::FontId::proportional(CHIP_TEXT))) + 6.0;
    lines as f32 * (row + CHIP_GAP)
}

/// A card as a small chip in its colour with its name (black for a wild).
pub(crate) fn card_chip(ui: &mut egui::Ui, f: &Frame, card: Card) {
    let fill = card.colour().map_or(WILD_CHIP, |c| palette::colour32(f.theme, c));
    widgets::chip(ui, fill, [6, 3], |ui| {
        ui.add(
            egui::Label::new(RichText::new(f.texts.card(card)).size(CHIP_TEXT).strong().color(palette::ink_on(fill)))
                .wrap_mode(egui::TextWrapMode::Extend),
        );
    });
}

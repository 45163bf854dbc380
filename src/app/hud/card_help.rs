//! "What does this card do?": the pointer resting on a card of the person's own hand (or the I key
//! on the card the keyboard's focus is on) opens a note above it: what the card does under this
//! table's rules, and whether it can be played now and why.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::schedule::{Overlay, Screen, UiPass};
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
use crate::app::scene::cards::{CardSprite, CardZones, Focused, Hovered};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel};
use crate::engine::Zone;
use crate::i18n::Texts;
use crate::layout::Pos;

/// How long the pointer rests on a card before its note opens, in seconds.
pub const REST_SECONDS: f32 = 0.7;

/// The window part: the note.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<NoteDue>().add_systems(
        EguiPrimaryContextPass,
        card_help.run_if(in_state(Overlay::None).and_then(in_state(Screen::Table))).in_set(UiPass::OverTable),
    );
}

/// When the note of the card the pointer rests on is due to open (seconds since start): an idle
/// window wakes for it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct NoteDue(Option<f32>);

impl NoteDue {
    /// When the note is due, if one waits.
    pub fn at(&self) -> Option<f32> {
        self.0
    }
}

/// Which card the note is about, and since when the pointer has rested on it.
#[derive(Default)]
struct Resting {
    hovered: Option<(Entity, f32)>,
    /// The I key opened the note on this card (the focus's).
    by_key: Option<Entity>,
}

/// What the note reads.
#[derive(bevy::ecs::system::SystemParam)]
struct NoteView<'w, 's> {
    table: Option<Res<'w, Table>>,
    shown: Option<Res<'w, ShownView>>,
    model: Res<'w, CardZones>,
    texts: Res<'w, Texts>,
    time: Res<'w, Time>,
    keys: Option<Res<'w, ButtonInput<KeyCode>>>,
    cards: Query<'w, 's, HandCard>,
}

/// A card as the note reads it: where it is, how it is drawn, whether the pointer or the focus is on it.
type HandCard = (Entity, &'static CardSprite, &'static Transform, &'static Sprite, Has<Hovered>, Has<Focused>);

fn card_help(
    mut contexts: EguiContexts,
    mut rects: ResMut<ButtonRects>,
    v: NoteView,
    mut resting: Local<Resting>,
    mut due: ResMut<NoteDue>,
) -> Result {
    let (Some(table), Some(shown)) = (v.table.as_ref(), v.shown.as_ref()) else { return Ok(()) };
    let now = v.time.elapsed_secs();
    let bottom = v.model.bottom;
    let own = |c: &CardSprite| c.zone == Zone::Hand(bottom) && c.face.is_some() && table.shows_hand(bottom);
    let hovered = v.cards.iter().find(|(_, c, _, _, h, _)| *h && own(c)).map(|(e, ..)| e);
    resting.hovered = match (hovered, resting.hovered) {
        (Some(e), Some((was, since))) if e == was => Some((was, since)),
        (Some(e), _) => Some((e, now)),
        (None, _) => None,
    };
    let focused = v.cards.iter().find(|(_, c, _, _, _, f)| *f && own(c)).map(|(e, ..)| e);
    if v.keys.as_ref().is_some_and(|k| k.just_pressed(KeyCode::KeyI)) {
        resting.by_key = if resting.by_key.is_some() { None } else { focused };
    }
    if resting.by_key.is_some() && resting.by_key != focused {
        resting.by_key = None;
    }
    let rested = resting.hovered.filter(|(_, since)| now - since >= REST_SECONDS).map(|(e, _)| e);
    let waiting = resting.hovered.filter(|_| rested.is_none()).map(|(_, since)| since + REST_SECONDS);
    due.set_if_neq(NoteDue(waiting));
    let Some(entity) = rested.or(resting.by_key) else { return Ok(()) };
    let Ok((_, card, t, sprite, ..)) = v.cards.get(entity) else { return Ok(()) };
    let (Some(face), Some(size)) = (card.face, sprite.custom_size) else { return Ok(()) };
    let Some(layout) = v.model.layout.as_ref() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let view = shown.view(Some(bottom));
    let help = crate::coach::explain_card(&view, face);
    let (what, now_line) = crate::i18n::coach::card_help_lines(&help, &|s| table.name(s).to_string(), &v.texts);
    let top = layout.to_screen(Pos { x: t.translation.x, y: t.translation.y + size.y / 2.0 });
    let at = egui::pos2(top.x / zoom, top.y / zoom - 8.0);
    let width = 320.0f32.min(ctx.content_rect().width() - 16.0);
    let shown = egui::Area::new(egui::Id::new("card help"))
        .fixed_pos(at)
        .pivot(Align2::CENTER_BOTTOM)
        .order(egui::Order::Tooltip)
        .constrain(true)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(Color32::from_rgba_unmultiplied(12, 30, 22, 245))
                .stroke(Stroke::new(1.5, palette::GOLD))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(12, 8))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.add(egui::Label::new(RichText::new(what).size(16.0).color(Color32::WHITE)).wrap());
                    ui.add_space(2.0);
                    let colour = if help.now.is_playable() { palette::GOLD } else { Color32::from_rgb(255, 190, 160) };
                    ui.add(egui::Label::new(RichText::new(now_line).size(15.0).color(colour)).wrap());
                });
        });
    widgets::record(&mut rects, ctx, ButtonId::Panel(Panel::CardHelp), shown.response.rect);
    Ok(())
}

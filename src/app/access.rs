//! The table for screen readers. egui gives AccessKit its menus, buttons and fields (bevy_egui's
//! `accesskit`, with Bevy's `accesskit_unix` on Linux); this adds what Bevy paints: the person's
//! hand (each card a button named with what it can do and where it is, "Red 7, playable, 3 of 9"),
//! the piles and the players, and the table's status node, a polite live region that says each
//! event as it is shown and what the person asked to hear. The keyboard's focus (a card, or a
//! prompt's button) is the screen reader's; with nothing in focus the status node has it.
//! AccessKit wakes only when the accessibility bus says a screen reader is on; until then egui
//! builds no tree and this file does nothing.

use std::collections::HashMap;

use bevy::a11y::{AccessibilityRequested, ActionRequest};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, accesskit};
use bevy_egui::{EguiContext, EguiInput, EguiOutput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext};

use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::offer::Offers;
use crate::app::core::schedule::AtTable;
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
use crate::app::features::reader::Spoken;
use crate::app::input::keys::{KeyFocus, hand_in_order};
use crate::app::input::pointer::CardClicked;
use crate::app::scene::cards::{CardSprite, CardZones};
use crate::app::scene::pile_slot::DrawPileClicked;
use crate::app::ui::widgets::ButtonRects;
use crate::engine::Seat;
use crate::i18n::readout::{self, card_name, card_use};
use crate::i18n::{Msg, Texts};

pub(crate) fn plugin(app: &mut App) {
    // Without a window (the headless tests) there is no accessibility adapter to feed.
    let adapter = resource_exists::<AccessibilityRequested>;
    app.init_resource::<TableNodes>()
        // The window's plugins say what a screen reader asks; a test's app without them hears nothing.
        .add_message::<ActionRequest>()
        .add_systems(
            PreUpdate,
            (tree_on_demand, forward_actions)
                .chain()
                .run_if(adapter)
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            add_table_nodes
                .run_if(adapter)
                .in_set(AtTable)
                .after(EguiPostUpdateSet::ProcessOutput)
                .before(EguiPostUpdateSet::PostProcessOutput),
        );
}

/// What a node of the table stands for, when a screen reader acts on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// A card: of the person's hand, or the draw pile's top one.
    Card(Entity),
    /// The draw pile's place, with no card on it.
    DrawPile,
}

/// The table's nodes of the last tree sent, by their AccessKit ids.
#[derive(Resource, Default)]
struct TableNodes(HashMap<accesskit::NodeId, Target>);

/// The id of one of the table's own nodes.
fn node_id(part: &str, n: u64) -> accesskit::NodeId {
    egui::Id::new(("uno-party-table", part, n)).accesskit_id()
}

/// egui builds its accessibility tree only while a screen reader listens (building it costs
/// every frame).
fn tree_on_demand(
    requested: Res<AccessibilityRequested>,
    mut contexts: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    mut on: Local<Option<bool>>,
) {
    let want = requested.get();
    if *on == Some(want) {
        return;
    }
    for mut ctx in &mut contexts {
        if want {
            ctx.get_mut().enable_accesskit();
        } else {
            ctx.get_mut().disable_accesskit();
        }
    }
    *on = Some(want);
}

/// A screen reader pressed something: a card of the hand or the draw pile goes as a click does;
/// egui's own widgets get the request in egui's input.
fn forward_actions(
    mut requests: MessageReader<ActionRequest>,
    nodes: Res<TableNodes>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut cards: MessageWriter<CardClicked>,
    mut draw: MessageWriter<DrawPileClicked>,
) {
    for ActionRequest(request) in requests.read() {
        let click = matches!(request.action, accesskit::Action::Click);
        match nodes.0.get(&request.target_node) {
            Some(Target::Card(e)) if click => {
                cards.write(CardClicked(*e));
            }
            Some(Target::DrawPile) if click => {
                draw.write(DrawPileClicked);
            }
            Some(_) => {}
            None => {
                for mut input in &mut inputs {
                    input.0.events.push(egui::Event::AccessKitActionRequest(request.clone()));
                }
            }
        }
    }
}

/// What the table's nodes are made of.
#[derive(bevy::ecs::system::SystemParam)]
struct TableSources<'w, 's> {
    requested: Res<'w, AccessibilityRequested>,
    table: Res<'w, Table>,
    texts: Res<'w, Texts>,
    shown: Res<'w, ShownView>,
    viewpoint: Res<'w, Viewpoint>,
    curtain: Res<'w, Curtain>,
    offers: Res<'w, Offers>,
    focus: Res<'w, KeyFocus>,
    spoken: Res<'w, Spoken>,
    model: Res<'w, CardZones>,
    rects: Res<'w, ButtonRects>,
    cards: Query<'w, 's, (&'static CardSprite, &'static Transform, &'static Sprite)>,
    faces: Query<'w, 's, &'static CardSprite>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

/// Adds the table's nodes to the tree egui built this frame, and gives the focus to the card or
/// button the keyboard is on (or to the status node).
fn add_table_nodes(
    src: TableSources,
    mut outputs: Query<(&mut EguiOutput, &mut EguiContext), With<PrimaryEguiContext>>,
    mut nodes: ResMut<TableNodes>,
) {
    if !src.requested.get() {
        return;
    }
    let table = &*src.table;
    for (mut output, mut ctx) in &mut outputs {
        let Some(update) = output.platform_output.accesskit_update.as_mut() else { continue };
        let zoom = ctx.get_mut().zoom_factor();
        let built = src.build(table, zoom);
        let root = egui::accesskit_root_id().accesskit_id();
        let button = || src.focused_button(update, zoom);
        let focus = focus_of(update, built.focused, button, built.status);
        if let Some((_, r)) = update.nodes.iter_mut().find(|(id, _)| *id == root) {
            for (id, _) in &built.top {
                r.push_child(*id);
            }
        }
        update.nodes.extend(built.top);
        update.nodes.extend(built.inner);
        update.focus = focus;
        nodes.0 = built.targets;
    }
}

/// Where the screen reader's focus goes: to the widget egui has in focus (a field being typed in),
/// else to the card the keyboard is on, else to the prompt's button it is on, else to the status
/// node. egui names the widget its memory has in focus even on the frame that widget is gone (a
/// prompt's button after its answer): a focus on no node of the tree would say nothing.
fn focus_of(
    update: &accesskit::TreeUpdate,
    card: Option<accesskit::NodeId>,
    button: impl FnOnce() -> Option<accesskit::NodeId>,
    status: accesskit::NodeId,
) -> accesskit::NodeId {
    let root = egui::accesskit_root_id().accesskit_id();
    let egui_has = update.focus != root && update.nodes.iter().any(|(id, _)| *id == update.focus);
    match (egui_has, card) {
        (true, _) => update.focus,
        (false, Some(card)) => card,
        (false, None) => button().unwrap_or(status),
    }
}

/// The table's nodes of one frame.
struct Built {
    /// Children of the window's node.
    top: Vec<(accesskit::NodeId, accesskit::Node)>,
    /// Their children.
    inner: Vec<(accesskit::NodeId, accesskit::Node)>,
    /// The card in the keyboard's focus.
    focused: Option<accesskit::NodeId>,
    /// The status node.
    status: accesskit::NodeId,
    targets: HashMap<accesskit::NodeId, Target>,
}

impl TableSources<'_, '_> {
    fn build(&self, table: &Table, zoom: f32) -> Built {
        let texts = &*self.texts;
        let me = self.viewpoint.viewer().filter(|_| self.curtain.for_seat.is_none());
        let view = self.shown.view(me);
        let name = |s: Seat| table.name(s).to_string();
        let mut built = Built {
            top: Vec::new(),
            inner: Vec::new(),
            focused: None,
            status: node_id("status", 0),
            targets: HashMap::new(),
        };
        // The status node: the newest line the table said.
        let mut status = accesskit::Node::new(accesskit::Role::Status);
        status.set_live(accesskit::Live::Polite);
        status.set_label(self.spoken.latest().map(|l| l.text.clone()).unwrap_or_default());
        built.top.push((built.status, status));
        // The players.
        let mut players = accesskit::Node::new(accesskit::Role::List);
        players.set_label(texts.get(Msg::PhonePlayers));
        for s in 0..view.seats {
            let id = node_id("seat", s as u64);
            let mut seat = accesskit::Node::new(accesskit::Role::ListItem);
            seat.set_label(readout::seat_line(texts, &view, s, &name(s)));
            players.push_child(id);
            built.inner.push((id, seat));
        }
        built.top.push((node_id("players", 0), players));
        // The piles.
        let mut top = accesskit::Node::new(accesskit::Role::Image);
        top.set_label(readout::top(texts, &view));
        built.top.push((node_id("discard", 0), top));
        let mut draw = accesskit::Node::new(accesskit::Role::Button);
        draw.set_label(crate::tr!(texts, ReadDrawButton, n = view.draw_pile));
        draw.add_action(accesskit::Action::Click);
        let on_top = self.model.zone(crate::engine::Zone::DrawPile).last().copied();
        built.targets.insert(node_id("draw", 0), on_top.map_or(Target::DrawPile, Target::Card));
        built.top.push((node_id("draw", 0), draw));
        // The person's hand, while the screen shows it to them.
        if let Some(me) = me.filter(|&me| self.viewpoint.shows_hand(me)) {
            self.hand_nodes(me, zoom, &mut built);
        }
        built
    }

    /// The person's hand: a group of buttons in the order it is laid out, each named with what
    /// it can do now and its place ("Red 7, playable, 3 of 9").
    fn hand_nodes(&self, me: Seat, zoom: f32, built: &mut Built) {
        let texts = &*self.texts;
        let hand = hand_in_order(&self.model, &self.faces, me);
        let offered = self.offers.shown(me);
        let size = self.window.single().map(|w| Vec2::new(w.width(), w.height())).unwrap_or(Vec2::ONE);
        let mut group = accesskit::Node::new(accesskit::Role::Group);
        group.set_label(texts.render(&crate::msg!(ReadHandTitle, n = hand.len())));
        for (i, (e, face)) in hand.iter().enumerate() {
            let Some(card) = face else { continue };
            let id = egui::Id::new(("uno-party-card", e.to_bits())).accesskit_id();
            let mut node = accesskit::Node::new(accesskit::Role::Button);
            let name = card_name(texts, *card, card_use(offered, *card));
            node.set_label(crate::tr!(texts, CardPosition, card = name, i = i + 1, n = hand.len()));
            node.set_position_in_set(i + 1);
            node.set_size_of_set(hand.len());
            node.add_action(accesskit::Action::Click);
            node.add_action(accesskit::Action::Focus);
            if let Ok((_, t, sprite)) = self.cards.get(*e) {
                let s = sprite.custom_size.unwrap_or(Vec2::ZERO);
                let (x, y) = (t.translation.x + size.x / 2.0 - s.x / 2.0, size.y / 2.0 - t.translation.y - s.y / 2.0);
                node.set_bounds(accesskit::Rect::new(
                    (x / zoom) as f64,
                    (y / zoom) as f64,
                    ((x + s.x) / zoom) as f64,
                    ((y + s.y) / zoom) as f64,
                ));
            }
            if self.focus.card == Some(*e) {
                built.focused = Some(id);
            }
            group.push_child(id);
            built.targets.insert(id, Target::Card(*e));
            built.inner.push((id, node));
        }
        built.top.push((node_id("hand", 0), group));
    }

    /// The egui button the keyboard's focus is on (a prompt's answer), found by where it was drawn.
    fn focused_button(&self, update: &accesskit::TreeUpdate, zoom: f32) -> Option<accesskit::NodeId> {
        let want = self.focus.button.as_ref()?;
        let r = self.rects.find(want)?;
        let (x, y) = ((r.centre.x / zoom) as f64, (r.centre.y / zoom) as f64);
        update
            .nodes
            .iter()
            .filter(|(_, n)| n.role() == accesskit::Role::Button)
            .find(|(_, n)| n.bounds().is_some_and(|b| b.x0 <= x && x <= b.x1 && b.y0 <= y && y <= b.y1))
            .map(|(id, _)| *id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(nodes: &[accesskit::NodeId], focus: accesskit::NodeId) -> accesskit::TreeUpdate {
        let root = egui::accesskit_root_id().accesskit_id();
        let mut all = vec![(root, accesskit::Node::new(accesskit::Role::Window))];
        all.extend(nodes.iter().map(|id| (*id, accesskit::Node::new(accesskit::Role::Button))));
        accesskit::TreeUpdate { nodes: all, tree: None, tree_id: accesskit::TreeId::ROOT, focus }
    }

    #[test]
    fn the_focus_is_always_on_a_node_of_the_tree_sent() {
        let (field, gone, card, answer) = (node_id("t", 1), node_id("t", 2), node_id("t", 3), node_id("t", 4));
        let status = node_id("status", 0);
        let root = egui::accesskit_root_id().accesskit_id();
        // egui's own focus, on a widget drawn this frame, wins.
        assert_eq!(focus_of(&update(&[field], field), Some(card), || None, status), field);
        // egui's focus on a widget gone this frame: the card, else the button, else the status.
        assert_eq!(focus_of(&update(&[field], gone), Some(card), || None, status), card);
        assert_eq!(focus_of(&update(&[answer], gone), None, || Some(answer), status), answer);
        assert_eq!(focus_of(&update(&[field], gone), None, || None, status), status);
        // Nothing in egui's focus.
        assert_eq!(focus_of(&update(&[field], root), None, || None, status), status);
    }
}

//! Mouse input: hover lifts a card, a click or a drag onto the discard pile plays it, a click on the
//! draw pile draws. Clicks become the same actions a bot submits; the engine says yes or no.

use bevy::prelude::*;

use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::FrameStep;
use crate::app::core::settings::Settings;
use crate::app::core::shown::{Playback, ShownView};
use crate::app::core::table::{Refused, SubmitAction};
use crate::app::scene::cards::{CardSprite, CardZones, Chosen, Dragged, Hovered, Shake};
use crate::app::scene::pile_slot::DrawPileClicked;
use crate::engine::{Action, Phase, Zone};
use crate::layout::Pos;

/// The part that needs no window: what a click on a card means.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<CardClicked>().add_message::<GiveChosen>().add_systems(
        Update,
        (clicks_to_actions, give_chosen, forget_chosen, shake_refused).chain().in_set(FrameStep::Clicks),
    );
}

/// The window part: pointer picking on card sprites, observed for every card at once.
pub(crate) fn picking_plugin(app: &mut App) {
    app.add_observer(on_click)
        .add_observer(on_over)
        .add_observer(on_out)
        .add_observer(on_drag_start)
        .add_observer(on_drag)
        .add_observer(on_drag_end);
}

/// A card entity was clicked (or dropped on the discard pile).
#[derive(Message, Clone, Copy, Debug)]
pub struct CardClicked(pub Entity);

/// The person confirms the cards they chose to give away.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct GiveChosen;

/// What a click on a card means for the person at the screen, given the decision in front of them.
/// Cards to give away are chosen first (a click chooses or puts back) and given together with
/// [`GiveChosen`].
fn clicks_to_actions(
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    playback: Res<Playback>,
    cards: Query<(&CardSprite, Has<Chosen>)>,
    mut clicked: MessageReader<CardClicked>,
    mut pile: MessageReader<DrawPileClicked>,
    mut submit: MessageWriter<SubmitAction>,
    mut commands: Commands,
) {
    let Some(shown) = shown else { return };
    let Some(me) = viewpoint.viewer() else {
        clicked.clear();
        pile.clear();
        return;
    };
    // The empty pile's place draws as its top card would.
    if pile.read().count() > 0
        && playback.settled()
        && let Some(action) = shown.view(Some(me)).draw_pile_action()
    {
        submit.write(SubmitAction { seat: me, action });
    }
    for &CardClicked(e) in clicked.read() {
        // Input waits while events are still being shown.
        if !playback.settled() {
            continue;
        }
        let Ok((card, chosen)) = cards.get(e) else { continue };
        let phase = shown.phase();
        if let (Zone::Hand(s), Phase::GiveCards { remaining, .. }) = (card.zone, phase)
            && s == me
            && viewpoint.shows_hand(s)
        {
            let count = cards.iter().filter(|(c, chosen)| *chosen && c.zone == Zone::Hand(me)).count();
            if chosen {
                commands.entity(e).remove::<Chosen>();
            } else if count < remaining as usize {
                commands.entity(e).insert(Chosen);
            }
            continue;
        }
        // What the click means comes from the engine's view of the person's decision.
        let view = shown.view(Some(me));
        let action = match (card.zone, card.face) {
            (Zone::DrawPile, _) => view.draw_pile_action(),
            (Zone::Hand(s), Some(face)) if s == me && viewpoint.shows_hand(s) => view.action_for(face),
            _ => None,
        };
        if let Some(action) = action {
            submit.write(SubmitAction { seat: me, action });
        }
    }
}

/// Gives the chosen cards, all at once, when the person confirms.
fn give_chosen(
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    mut give: MessageReader<GiveChosen>,
    chosen: Query<(Entity, &CardSprite), With<Chosen>>,
    mut submit: MessageWriter<SubmitAction>,
    mut commands: Commands,
) {
    let Some(shown) = shown else { return };
    if give.read().count() == 0 {
        return;
    }
    let (Some(me), Phase::GiveCards { seat, remaining, .. }) = (viewpoint.viewer(), shown.phase()) else { return };
    let faces: Vec<_> = chosen.iter().filter(|(_, c)| c.zone == Zone::Hand(me)).filter_map(|(_, c)| c.face).collect();
    if seat != me || faces.len() != remaining as usize {
        return;
    }
    for face in faces {
        submit.write(SubmitAction { seat: me, action: Action::GiveCard(face) });
    }
    for (e, _) in &chosen {
        commands.entity(e).remove::<Chosen>();
    }
}

/// Cards stay chosen only while their person is choosing.
fn forget_chosen(
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    chosen: Query<(Entity, &CardSprite), With<Chosen>>,
    mut commands: Commands,
) {
    let choosing = shown.as_ref().and_then(|shown| match shown.phase() {
        Phase::GiveCards { seat, .. } if viewpoint.viewer() == Some(seat) => Some(seat),
        _ => None,
    });
    for (e, c) in &chosen {
        if choosing.is_none_or(|s| c.zone != Zone::Hand(s)) {
            commands.entity(e).remove::<Chosen>();
        }
    }
}

/// A refused card play makes that card shake.
fn shake_refused(
    viewpoint: Res<Viewpoint>,
    settings: Res<Settings>,
    model: Res<CardZones>,
    mut refused: MessageReader<Refused>,
    cards: Query<(Entity, &CardSprite)>,
    mut commands: Commands,
) {
    for r in refused.read() {
        let (Action::Play(face) | Action::JumpIn(face) | Action::GiveCard(face)) = r.action else { continue };
        if viewpoint.viewer() != Some(r.seat) {
            continue;
        }
        let hand = model.zone(Zone::Hand(r.seat));
        // With reduced motion nothing shakes: the refusal's message says it.
        if settings.reduced_motion() {
            continue;
        }
        if let Some((e, _)) = cards.iter().find(|(e, c)| c.face == Some(face) && hand.contains(e)) {
            commands.entity(e).insert(Shake(0.45));
        }
    }
}

fn on_click(
    click: On<Pointer<Click>>,
    cards: Query<(), (With<CardSprite>, Without<Dragged>)>,
    mut clicked: MessageWriter<CardClicked>,
) {
    if click.button != PointerButton::Primary || !cards.contains(click.entity) {
        return;
    }
    clicked.write(CardClicked(click.entity));
}

fn on_over(over: On<Pointer<Over>>, cards: Query<&CardSprite>, viewpoint: Res<Viewpoint>, mut commands: Commands) {
    let Ok(card) = cards.get(over.entity) else { return };
    if viewpoint.open_hand().is_some_and(|v| card.zone == Zone::Hand(v)) {
        commands.entity(over.entity).insert(Hovered);
    }
}

fn on_out(out: On<Pointer<Out>>, cards: Query<(), With<Hovered>>, mut commands: Commands) {
    if cards.contains(out.entity) {
        commands.entity(out.entity).remove::<Hovered>();
    }
}

fn on_drag_start(
    d: On<Pointer<DragStart>>,
    cards: Query<&CardSprite>,
    viewpoint: Res<Viewpoint>,
    mut commands: Commands,
) {
    let Ok(card) = cards.get(d.entity) else { return };
    if d.button == PointerButton::Primary && viewpoint.open_hand().is_some_and(|v| card.zone == Zone::Hand(v)) {
        commands.entity(d.entity).insert((Dragged, Pickable::IGNORE));
    }
}

fn on_drag(d: On<Pointer<Drag>>, mut q: Query<&mut Transform, With<Dragged>>) {
    if let Ok(mut t) = q.get_mut(d.entity) {
        // Camera units are logical pixels: screen deltas map one to one (y flipped).
        t.translation.x += d.delta.x;
        t.translation.y -= d.delta.y;
        t.translation.z = 900.0;
    }
}

fn on_drag_end(
    d: On<Pointer<DragEnd>>,
    q: Query<&Transform, With<Dragged>>,
    model: Res<CardZones>,
    mut clicked: MessageWriter<CardClicked>,
    mut commands: Commands,
) {
    let Ok(t) = q.get(d.entity) else { return };
    commands.entity(d.entity).remove::<Dragged>().insert(Pickable::default());
    // A click with a shaky hand is still a click.
    if d.distance.length() < 8.0 {
        clicked.write(CardClicked(d.entity));
        return;
    }
    let Some(layout) = model.layout.as_ref() else { return };
    let mut target = layout.discard_slot(0, 0.0).rect();
    // A generous drop zone around the discard pile.
    target.size.w *= 1.8;
    target.size.h *= 1.5;
    if target.contains_point(Pos { x: t.translation.x, y: t.translation.y }) {
        clicked.write(CardClicked(d.entity));
    }
}

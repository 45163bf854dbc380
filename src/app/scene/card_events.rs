//! The shown events played onto the card entities, in order from the queue: which card moves
//! from which zone to which, how long each event takes on screen, and the faces a viewer learns.

use bevy::prelude::*;

use crate::app::core::settings::Pace;
use crate::app::core::shown::{EventQueue, EventShown, HeldHand, Playback, Queued, ShownView};
use crate::app::scene::cards::{CardSprite, CardZones};
use crate::engine::{Card, Colour, Event, Seat, Zone};

/// Seconds an event takes on screen at speed 1.
fn duration(e: &Event, dealing: bool) -> f32 {
    match e {
        Event::RoundStarted { .. } => 0.4,
        Event::CardMoved { from: Zone::Hand(_), to: Zone::Hand(_), .. } => 0.0,
        Event::CardMoved { to: Zone::DiscardUnderTop, .. } => 0.12,
        Event::CardMoved { .. } if dealing => 0.05,
        Event::CardMoved { to: Zone::DiscardPile, .. } => 0.45,
        Event::CardMoved { .. } => 0.22,
        Event::HandsSwapped { .. } | Event::HandsRotated { .. } => 0.8,
        Event::Reshuffled { .. } => 0.6,
        Event::DirectionChanged { .. } => 0.4,
        Event::Skipped { .. } => 0.5,
        Event::ColourChosen { .. } => 0.45,
        Event::Challenged { .. } => 0.8,
        Event::HandShown { cards, .. } if !cards.is_empty() => 2.0,
        Event::UnoCalled { .. } | Event::Caught { .. } | Event::UnoMissed { .. } => 0.5,
        Event::WrongCard { .. } | Event::TableTalkPenalty { .. } => 0.6,
        Event::FirstCardReturned { .. } => 0.6,
        // The table holds on a round's winner (and a match's) before the summary covers it.
        Event::RoundEnded(_) => 1.5,
        Event::MatchEnded { .. } => 1.5,
        _ => 0.0,
    }
}

/// Shows queued events in order, one at a time at the chosen speed.
pub(super) fn play_events(
    time: Res<Time>,
    pace: Pace,
    view: Option<ResMut<ShownView>>,
    mut queue: ResMut<EventQueue>,
    mut model: ResMut<CardZones>,
    mut playback: ResMut<Playback>,
    mut cards: Query<&mut CardSprite>,
    mut shown: MessageWriter<EventShown>,
    mut challenge: Local<(bool, Option<Colour>)>,
) {
    let Some(mut view) = view else { return };
    if model.hands.is_empty() {
        return;
    }
    if playback.held().is_some() {
        return;
    }
    playback.pass(time.delta_secs());
    while playback.due() {
        let event = match queue.pop() {
            None => break,
            // The batch has been played: the screen now shows the state after it.
            Some(Queued::After(game)) => {
                // A hand that came whole (a swap, a rotation) shows its faces to its new owner.
                if let Some(v) = model.laid_for.viewer() {
                    learn_own_faces(&model.hands[v as usize], game.view(Some(v)).hand, &mut cards);
                }
                view.reach(*game);
                continue;
            }
            Some(Queued::Event(e)) => e,
        };
        let seen = if model.laid_for.all_open() { event } else { event.seen_by(model.laid_for.viewer()) };
        if let Event::Challenged { bluff, .. } = &seen {
            // The colour the Wild Draw Four was played on, from the state before the challenge.
            let before = view.view(model.laid_for.viewer()).challenge_info().map(|(_, c)| c);
            *challenge = (*bluff, before);
        }
        if let Event::HandShown { owner, to, cards } = &seen
            && playback.holds_reveals()
            && !cards.is_empty()
            && model.laid_for.viewer() == Some(*to)
        {
            let (bluff, colour_before) = *challenge;
            // Every challenge follows a Wild Draw Four played on a colour.
            let colour_before = colour_before.unwrap_or(Colour::Red);
            playback.hold(HeldHand { owner: *owner, cards: cards.clone(), bluff, colour_before });
        }
        // The hands counted at a round's end, as the batch being shown leaves them.
        let round_end_hands = match &seen {
            Event::RoundEnded(_) => queue.batch_end().and_then(|g| g.view(model.laid_for.viewer()).round_end_hands),
            _ => None,
        };
        apply_to_model(&seen, round_end_hands, &mut model, &mut cards);
        view.track(&seen);
        // With reduced motion the deal shows at once, not card by card.
        let motion = pace.motion();
        let at_once = matches!(seen, Event::CardMoved { .. }) && motion.reduced;
        playback.show(&seen, |dealing| if dealing && at_once { 0.0 } else { motion.scaled(duration(&seen, dealing)) });
        shown.write(EventShown(seen));
    }
    if queue.is_empty() {
        playback.drained();
    }
}

/// Moves card entities as the event says.
fn apply_to_model(
    e: &Event,
    round_end_hands: Option<Vec<crate::engine::Hand>>,
    model: &mut CardZones,
    cards: &mut Query<&mut CardSprite>,
) {
    match e {
        Event::RoundStarted { .. } => {
            let mut all: Vec<Entity> = model.discard.drain(..).collect();
            for h in &mut model.hands {
                all.append(h);
            }
            model.draw.append(&mut all);
            for &en in &model.draw {
                if let Ok(mut c) = cards.get_mut(en) {
                    c.face = None;
                    c.zone = Zone::DrawPile;
                }
            }
        }
        Event::CardMoved { card, from, to } => move_card(model, cards, *card, *from, *to),
        Event::HandsSwapped { a, b } => {
            let (a, b) = (*a as usize, *b as usize);
            model.hands.swap(a, b);
            rezone_hands(model, cards);
        }
        Event::HandsRotated { direction } => {
            match direction {
                crate::engine::Direction::Clockwise => model.hands.rotate_right(1),
                crate::engine::Direction::CounterClockwise => model.hands.rotate_left(1),
            }
            rezone_hands(model, cards);
        }
        Event::Reshuffled { cards: n } => {
            let moving = (*n as usize).saturating_sub(model.draw.len()).min(model.discard.len().saturating_sub(1));
            let moved: Vec<Entity> = model.discard.drain(..moving).collect();
            for &en in &moved {
                if let Ok(mut c) = cards.get_mut(en) {
                    c.face = None;
                    c.zone = Zone::DrawPile;
                }
            }
            let mut moved = moved;
            moved.append(&mut model.draw);
            model.draw = moved;
        }
        Event::RoundEnded(_) => {
            // Hands are shown for counting.
            if let Some(hands) = round_end_hands {
                for (s, hand) in hands.iter().enumerate() {
                    let entities = model.hands.get(s).cloned().unwrap_or_default();
                    for (en, face) in entities.into_iter().zip(hand.cards()) {
                        if let Ok(mut c) = cards.get_mut(en) {
                            c.face = Some(face);
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// One card entity leaves `from` for `to`, showing `card` when the viewer may see it.
fn move_card(model: &mut CardZones, cards: &mut Query<&mut CardSprite>, card: Option<Card>, from: Zone, to: Zone) {
    let Some(en) = take_from(model, from, card, cards) else {
        warn!("no card entity to move from {from:?}");
        return;
    };
    if let Ok(mut c) = cards.get_mut(en) {
        c.zone = to;
        c.face = match to {
            Zone::DrawPile => None,
            Zone::Hand(s) if Some(s) != model.laid_for.viewer() && !model.laid_for.all_open() => None,
            _ => card.or(c.face),
        };
        if matches!(to, Zone::DiscardPile | Zone::DiscardUnderTop) {
            c.tilt = tilt_of(en);
        }
    }
    match to {
        Zone::DiscardUnderTop => {
            let at = model.discard.len().saturating_sub(1);
            model.discard.insert(at, en);
        }
        z => model.zone_mut(z).push(en),
    }
}

/// The viewer's cards whose faces the screen does not know yet take the faces of `hand` that no
/// other card of theirs shows.
fn learn_own_faces(entities: &[Entity], mut hand: crate::engine::Hand, cards: &mut Query<&mut CardSprite>) {
    let mut unknown = Vec::new();
    for &e in entities {
        match cards.get(e).ok().and_then(|c| c.face) {
            Some(f) => {
                hand.remove(f);
            }
            None => unknown.push(e),
        }
    }
    for (e, face) in unknown.into_iter().zip(hand.cards().collect::<Vec<_>>()) {
        if let Ok(mut c) = cards.get_mut(e) {
            c.face = Some(face);
        }
    }
}

/// After whole hands changed seats: each entity learns its new zone, and faces the viewer may no
/// longer see are forgotten.
fn rezone_hands(model: &CardZones, cards: &mut Query<&mut CardSprite>) {
    for (s, hand) in model.hands.iter().enumerate() {
        for &en in hand {
            if let Ok(mut c) = cards.get_mut(en) {
                c.zone = Zone::Hand(s as Seat);
                if Some(s as Seat) != model.laid_for.viewer() && !model.laid_for.all_open() {
                    c.face = None;
                }
            }
        }
    }
}

/// Picks the entity that leaves `from`: the top of a pile, or in a hand the one with that face
/// (or any unknown one, which then shows that face).
fn take_from(model: &mut CardZones, from: Zone, face: Option<Card>, cards: &Query<&mut CardSprite>) -> Option<Entity> {
    let zone = model.zone_mut(from);
    if zone.is_empty() {
        return None;
    }
    let index = match (from, face) {
        (Zone::Hand(_), Some(f)) => zone
            .iter()
            .rposition(|e| cards.get(*e).is_ok_and(|c| c.face == Some(f)))
            .or_else(|| zone.iter().rposition(|e| cards.get(*e).is_ok_and(|c| c.face.is_none())))
            .unwrap_or(zone.len() - 1),
        _ => zone.len() - 1,
    };
    Some(zone.remove(index))
}

/// A stable small rotation for a card on the discard pile.
pub(super) fn tilt_of(e: Entity) -> f32 {
    let mut r = crate::engine::Rng::new(e.to_bits() ^ 0x7137);
    (r.below(2001) as f32 - 1000.0) / 1000.0
}

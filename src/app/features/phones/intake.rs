//! What the phones send: each command becomes the action its number stood for, submitted once
//! the table has shown everything before it; how long a move took to show; refusals told back.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use crate::app::core::schedule::Overlay;
use crate::app::core::shown::{EventQueue, Playback};
use crate::app::core::table::{Refused, SubmitAction, Table};
use crate::engine::Action;
use crate::i18n::{Msg, Texts};
use crate::phone::protocol::Ask;
use crate::phone::{Inbound, ToPhone};

use super::seats::*;

/// Takes the phones' commands; each becomes the action its number stood for, submitted once the
/// table has shown everything before it (as clicks wait for the cards in flight).
pub(super) fn receive_commands(
    overlay: Option<Res<State<Overlay>>>,
    playback: Res<Playback>,
    queue: Res<EventQueue>,
    texts: Res<Texts>,
    table: Res<Table>,
    mut phones: ResMut<Phones>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Phones { server, seats, pending, submitted, taken, received, awaiting, hint_asks, .. } = &mut *phones;
    let Some(server) = server.as_mut() else { return };
    *taken = 0;
    for _ in 0..COMMANDS_PER_FRAME {
        if pending.len() >= crate::phone::server::INBOUND_QUEUE {
            break;
        }
        match server.next_command() {
            Some(c) => {
                pending.push(c);
                *taken += 1;
                *received += 1;
            }
            None => break,
        }
    }
    take_name_choices(pending, seats);
    // While the pause menu (or another overlay) is open at the computer, the game waits for
    // everyone: a phone is told so, and taps again once the game goes on.
    if overlay.is_some_and(|o| *o.get() != Overlay::None) {
        for c in pending.drain(..) {
            server.notify(c.seat, ToPhone::Error { text: texts.get(Msg::PhonePaused) }.json());
        }
        return;
    }
    if !playback.settled() || !queue.is_empty() {
        return;
    }
    let applied = table.actions_applied();
    let between_rounds =
        matches!(table.live_game().phase(), crate::engine::Phase::RoundOver | crate::engine::Phase::WaitingToDeal);
    let mut round_asked = false;
    for Inbound { seat, cmd, received } in pending.drain(..) {
        let act = match cmd.ask {
            Ask::Act(act) => act,
            // A hint moves nothing: it is answered by its own system.
            Ask::Hint => {
                hint_asks.push((seat, cmd.v));
                continue;
            }
            Ask::ShortNames(_) => continue,
        };
        let Some(p) = seats.iter_mut().find(|p| p.seat == seat) else { continue };
        let offered = (cmd.v > p.consumed).then(|| p.offered.iter().find(|(v, _)| *v == cmd.v)).flatten();
        let action = offered.map(|(_, acts)| acts.get(act).copied());
        match action {
            // "Next round" from several phones: the first deals, the others see the round start.
            Some(Some(Action::StartRound)) if round_asked || !between_rounds => p.consumed = p.consumed.max(cmd.v),
            Some(Some(action)) => {
                round_asked |= action == Action::StartRound;
                submit.write(SubmitAction { seat, action });
                p.consumed = p.version;
                *submitted += 1;
                awaiting.push((seat, received, applied));
            }
            Some(None) => server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneBadMessage) }.json()),
            None => {
                // A "Next round" the round's start already answered is not an error.
                let old_round =
                    p.offered.iter().any(|(v, acts)| *v == cmd.v && acts.get(act) == Some(&Action::StartRound));
                if !old_round {
                    server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneStale) }.json());
                }
            }
        }
    }
}

/// How a phone names cards is its own affair, paused or not: its choice is kept and its state is
/// sent again in it.
fn take_name_choices(pending: &mut Vec<Inbound>, seats: &mut [PhoneSeat]) {
    pending.retain(|c| {
        let Ask::ShortNames(on) = c.cmd.ask else { return true };
        if let Some(p) = seats.iter_mut().find(|p| p.seat == c.seat) {
            p.short_names = Some(on);
            p.sent = None;
        }
        false
    });
}

pub(super) fn unix_ms(at: Instant) -> f64 {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
    now - at.elapsed().as_secs_f64() * 1000.0
}

/// The time from a phone's command reaching the server to the frame in which the table starts
/// showing it (its card moving, its colour, its call): this frame, when the table applied it.
pub(super) fn measure_latency(
    table: Res<Table>,
    count: Option<Res<bevy::diagnostic::FrameCount>>,
    mut phones: ResMut<Phones>,
) {
    if phones.awaiting.is_empty() {
        return;
    }
    let applied = table.actions_applied();
    let now = unix_ms(Instant::now());
    let awaiting = std::mem::take(&mut phones.awaiting);
    for (seat, received, before) in awaiting {
        if applied <= before {
            continue;
        }
        phones.last_latency = Some(received.elapsed());
        // The frame count goes up at the end of the frame, before the renderer takes it.
        let frame = count.as_ref().map_or(0, |c| c.0.wrapping_add(1));
        phones.moves.push_back(PhoneMove { seat, received_ms: unix_ms(received), shown_ms: now, frame });
        while phones.moves.len() > MOVES_KEPT {
            phones.moves.pop_front();
        }
    }
}

/// An action a phone chose that the engine refused: the phone says why, and gets its state again
/// (with a new version, so that it may tap once more).
pub(super) fn tell_refusals(mut refused: MessageReader<Refused>, texts: Res<Texts>, mut phones: ResMut<Phones>) {
    for r in refused.read() {
        let Phones { server, seats, .. } = &mut *phones;
        let (Some(server), Some(p)) = (server.as_ref(), seats.iter_mut().find(|p| p.seat == r.seat)) else {
            continue;
        };
        p.sent = None;
        // Two "Next round" at once: the second is no mistake.
        if r.action != Action::StartRound {
            server.notify(r.seat, ToPhone::Error { text: texts.say(&r.reason) }.json());
        }
    }
}

//! Hints asked from a phone: refused in words where the table allows none, thought out on a
//! worker thread, sent when ready.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::app::core::offer::Offers;
use crate::app::core::party::Seated;
use crate::app::core::table::Table;
use crate::app::core::writer::TableCommand;
use crate::coach::Hint;
use crate::engine::{Action, Seat};
use crate::i18n::{Msg, Texts};
use crate::phone::ToPhone;
use crate::phone::protocol::PhoneHint;

use super::seats::*;

/// Where a phone's hint belongs: whose decision, after how many actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct HintAt {
    pub(super) seat: Seat,
    pub(super) actions: u64,
}

/// The phone seats' hints: being thought about on worker threads, and ready. Each belongs to its
/// position and goes once a move is made.
#[derive(Resource, Default)]
pub(super) struct PhoneHints {
    /// Hints being thought about.
    pub(super) thinking: Vec<(HintAt, Task<Option<Hint>>)>,
    /// Hints ready, and whether the phone is still to be sent it.
    pub(super) ready: Vec<(HintAt, Hint, bool)>,
    /// The last position whose hint was counted, per seat: one count per decision.
    pub(super) counted: Vec<HintAt>,
}

/// Why a phone's hint request gets no hint, or `None` when it is answered: the match must allow
/// hints, the decision be the seat's own with something to choose (`legal`), and the request
/// name the state the phone shows now.
pub(super) fn hint_refusal(table: &Table, p: &PhoneSeat, v: u64, legal: &[Action]) -> Option<Msg> {
    if !table.mode().hints_allowed() || table.mode().in_lesson() || !table.is_phone(p.seat) {
        return Some(Msg::PhoneHintOff);
    }
    let game = table.live_game();
    if game.to_act() != Some(p.seat) || legal.is_empty() || !crate::coach::hint_offered(game.phase()) {
        return Some(Msg::PhoneHintNotNow);
    }
    if v != p.version || v <= p.consumed {
        return Some(Msg::PhoneStale);
    }
    None
}

/// Answers the phones' hint requests: a refusal says why; an accepted one counts once per
/// decision and is thought about from the seat's own view, as the computer screen's hint is
/// (the same actions, seed and budget), on a worker thread. Asked again, the hint already found
/// is sent again.
pub(super) fn ask_hints(
    offers: Res<Offers>,
    texts: Res<Texts>,
    table: Res<Table>,
    mut phones: ResMut<Phones>,
    mut hints: ResMut<PhoneHints>,
    mut ask: MessageWriter<TableCommand>,
) {
    if phones.hint_asks.is_empty() {
        return;
    }
    let asked = std::mem::take(&mut phones.hint_asks);
    let Some(server) = phones.server.as_ref() else { return };
    for (seat, v) in asked {
        let Some(p) = phones.seat(seat) else { continue };
        // What the seat may choose now, as its phone is offered it.
        let legal = offers.live(seat).to_vec();
        if let Some(why) = hint_refusal(&table, p, v, &legal) {
            server.notify(seat, ToPhone::Error { text: texts.get(why) }.json());
            continue;
        }
        let at = HintAt { seat, actions: table.actions_applied() };
        if !hints.counted.contains(&at) {
            hints.counted.retain(|c| c.seat != seat);
            hints.counted.push(at);
            ask.write(TableCommand::CountHint);
        }
        if let Some(ready) = hints.ready.iter_mut().find(|(h, _, _)| *h == at) {
            ready.2 = true;
            continue;
        }
        if hints.thinking.iter().any(|(h, _)| *h == at) {
            continue;
        }
        let view = table.live_game().view(Some(seat));
        let seed = table.hint_seed(seat);
        let budget = crate::ai::DEFAULT_BUDGET;
        let task =
            AsyncComputeTaskPool::get().spawn(async move { crate::coach::try_hint(&view, &legal, seed, budget) });
        hints.thinking.push((at, task));
    }
}

/// Sends each phone its hint once found, with the card or button to highlight in the state it
/// shows and the line in the game's language; a hint whose position has moved on is dropped.
pub(super) fn send_hints(table: Res<Table>, texts: Res<Texts>, phones: Res<Phones>, mut hints: ResMut<PhoneHints>) {
    if hints.thinking.is_empty() && hints.ready.is_empty() {
        return;
    }
    let current = |at: &HintAt| {
        table.actions_applied() == at.actions && table.is_phone(at.seat) && phones.seat(at.seat).is_some()
    };
    let PhoneHints { thinking, ready, .. } = &mut *hints;
    thinking.retain(|(at, _)| current(at));
    ready.retain(|(at, _, _)| current(at));
    let mut i = 0;
    while i < thinking.len() {
        if let Some(found) = check_ready(&mut thinking[i].1) {
            let (at, _) = thinking.swap_remove(i);
            ready.extend(found.map(|hint| (at, hint, true)));
        } else {
            i += 1;
        }
    }
    let Some(server) = phones.server.as_ref() else { return };
    let names: Vec<String> = table.seat_list().iter().map(|s| s.name.clone()).collect();
    let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
    for (at, hint, due) in ready.iter_mut().filter(|(_, _, due)| *due) {
        let Some(p) = phones.seat(at.seat) else { continue };
        // The state the phone shows, and the actions its numbers stand for.
        let (Some(state), Some((_, offered))) = (p.sent.as_ref(), p.offered.back()) else { continue };
        let texts = p.texts(&texts);
        let line = crate::i18n::coach::hint_line(hint, &name, &texts);
        let message = PhoneHint::new(state, offered, hint.action, &texts, line);
        server.notify(at.seat, ToPhone::Hint(Box::new(message)).json());
        *due = false;
    }
}

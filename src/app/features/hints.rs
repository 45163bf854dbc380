//! The Hint: at a person's decision at the computer, in a match that allows hints, the button or
//! the H key asks the Hard computer player what it would do from that person's view (their hand and
//! what the table has seen, nothing else), on a worker thread. The card it would play stands lifted
//! in the hand and a line says the move and why, until the position changes. Each decision's
//! hint counts once on the scoreboard. Phones ask for theirs on their own page.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::ai::DEFAULT_BUDGET;
use crate::app::core::curtain::Viewpoint;
use crate::app::core::schedule::{AppSystems, AtTable, Overlay, Screen};
use crate::app::core::shown::{Jumped, Playback, ShownView};
use crate::app::core::table::Table;
use crate::app::core::writer::TableCommand;
use crate::app::scene::cards::{CardSprite, Hinted};
use crate::coach::Hint;
use crate::engine::{Action, Seat, Zone};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HintRequest>()
        .init_resource::<Hints>()
        .add_systems(OnExit(Screen::Table), |mut hints: ResMut<Hints>| *hints = Hints::default())
        .add_systems(
            Update,
            (hint_key, ask, finish, forget_when_moved, lift_hinted_card)
                .chain()
                .in_set(AppSystems::Input)
                .in_set(AtTable),
        );
}

/// The person at the screen asks for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// The hint being thought about or shown.
#[derive(Resource, Default)]
pub struct Hints {
    thinking: Option<(HintPosition, Task<Hint>)>,
    shown: Option<(HintPosition, Hint)>,
    /// The positions whose hint was already counted.
    counted: Option<HintPosition>,
}

/// Where a hint belongs: whose decision, after how many actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HintPosition {
    seat: Seat,
    actions: u64,
}

impl Hints {
    /// The hint shown now, and whose decision it is for.
    pub fn shown(&self) -> Option<(Seat, &Hint)> {
        self.shown.as_ref().map(|(p, h)| (p.seat, h))
    }

    /// True while a hint is being thought about.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }
}

/// The seat a hint may be given to now: the person at the computer whose decision is on screen,
/// in a match that allows hints, once the table has settled. `None` otherwise (a phone seat's
/// hand never gets one on the shared screen).
pub fn hint_seat(table: &Table, viewer: Option<Seat>, shown: &ShownView, playback: &Playback) -> Option<Seat> {
    let seat = viewer?;
    let ok = table.mode().hints_allowed()
        && !table.mode().in_lesson()
        && table.is_human(seat)
        && playback.settled()
        && shown.to_act() == Some(seat)
        && crate::coach::hint_offered(shown.phase())
        && !shown.legal_actions(seat).is_empty();
    ok.then_some(seat)
}

fn hint_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlay: Res<State<Overlay>>,
    table: Res<Table>,
    mut ask: MessageWriter<HintRequest>,
) {
    let Some(keys) = keys else { return };
    let modifier = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::AltLeft, KeyCode::AltRight]);
    if table.mode().hints_allowed() && !modifier && keys.just_pressed(KeyCode::KeyH) && *overlay.get() == Overlay::None
    {
        ask.write(HintRequest);
    }
}

fn ask(
    mut asked: MessageReader<HintRequest>,
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    shown: Res<ShownView>,
    playback: Res<Playback>,
    mut hints: ResMut<Hints>,
    mut ask: MessageWriter<TableCommand>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let Some(seat) = hint_seat(&table, viewpoint.viewer(), &shown, &playback) else { return };
    let position = HintPosition { seat, actions: table.actions_applied() };
    if hints.shown.as_ref().is_some_and(|(p, _)| *p == position)
        || hints.thinking.as_ref().is_some_and(|(p, _)| *p == position)
    {
        return;
    }
    if hints.counted != Some(position) {
        ask.write(TableCommand::CountHint);
        hints.counted = Some(position);
    }
    let view = shown.view(Some(seat));
    let legal = shown.legal_actions(seat);
    let seed = table.hint_seed(seat);
    let task =
        AsyncComputeTaskPool::get().spawn(async move { crate::coach::hint(&view, &legal, seed, DEFAULT_BUDGET) });
    hints.thinking = Some((position, task));
}

fn finish(mut hints: ResMut<Hints>) {
    let Some((position, task)) = hints.thinking.as_mut() else { return };
    let Some(hint) = check_ready(task) else { return };
    let position = *position;
    hints.thinking = None;
    hints.shown = Some((position, hint));
}

/// A hint belongs to its position: once a move is made (or the match jumps), it goes.
fn forget_when_moved(
    table: Res<Table>,
    viewpoint: Res<Viewpoint>,
    mut jumped: MessageReader<Jumped>,
    mut hints: ResMut<Hints>,
) {
    let jumped = jumped.read().count() > 0;
    let now = (viewpoint.viewer(), table.actions_applied());
    let stale = |p: &HintPosition| jumped || now != (Some(p.seat), p.actions);
    if hints.shown.as_ref().is_some_and(|(p, _)| stale(p)) {
        hints.shown = None;
    }
    if hints.thinking.as_ref().is_some_and(|(p, _)| stale(p)) {
        hints.thinking = None;
    }
}

/// The card the hint would play stands lifted in the hand (the first of its face).
fn lift_hinted_card(hints: Res<Hints>, cards: Query<(Entity, &CardSprite, Has<Hinted>)>, mut commands: Commands) {
    let want = hints.shown.as_ref().and_then(|(p, h)| match h.action {
        Action::Play(card) | Action::JumpIn(card) => Some((p.seat, card)),
        _ => None,
    });
    let target = want.and_then(|(seat, card)| {
        cards.iter().find(|(_, c, _)| c.zone == Zone::Hand(seat) && c.face == Some(card)).map(|(e, _, _)| e)
    });
    for (e, _, hinted) in &cards {
        if hinted && Some(e) != target {
            commands.entity(e).remove::<Hinted>();
        } else if !hinted && Some(e) == target {
            commands.entity(e).insert(Hinted);
        }
    }
}

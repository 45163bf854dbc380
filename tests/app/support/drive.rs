//! A table driven to the moment a test wants by answering for the people at it: the policy they
//! answer by, the moves that keep a round going, and the party at the table.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Viewpoint;
use uno_party::app::{Curtain, CurtainLifted, NewMatch, OpenPrompt, Party, Playback, SubmitAction, Table, TurnPhase};
use uno_party::engine::{Action, Kind, Phase, RuleSet};

/// How the person at the screen answers while the test waits for a screen; `None` leaves the
/// decision open (the screen waited for is that decision).
pub(crate) type Policy = dyn FnMut(Phase, &[Action]) -> Option<Action>;

/// A move that keeps a round going to its end: UNO when it may be called, a card, else the drawn
/// card or a draw, and the first choice of any question.
pub(crate) fn any_move(legal: &[Action]) -> Action {
    let first = |want: fn(&Action) -> bool| legal.iter().copied().find(want);
    first(|a| matches!(a, Action::CallUno))
        .or_else(|| first(|a| matches!(a, Action::Play(_))))
        .or_else(|| first(|a| matches!(a, Action::PlayDrawn)))
        .or_else(|| first(|a| matches!(a, Action::Draw)))
        .or_else(|| first(|a| matches!(a, Action::ChooseColour(_) | Action::ChooseTarget(_))))
        .or_else(|| first(|a| matches!(a, Action::GiveCard(_))))
        .or_else(|| first(|a| matches!(a, Action::Accept)))
        .unwrap_or(legal[legal.len() - 1])
}

/// A card of this kind if one may be played, else any move.
pub(crate) fn play_kind(legal: &[Action], want: impl Fn(Kind) -> bool) -> Action {
    let play = legal.iter().copied().find(|a| matches!(a, Action::Play(c) if want(c.kind())));
    match legal.iter().find(|a| matches!(a, Action::CallUno)) {
        Some(uno) => *uno,
        None => play.unwrap_or_else(|| any_move(legal)),
    }
}

/// Runs the table until `reached` (checked after every frame, before anyone answers): the people
/// at the screen answer by `policy`, lift the curtain, deal the next round and start a new match.
/// Returns the frames it took.
pub(crate) fn drive(
    app: &mut App,
    what: &str,
    max_frames: usize,
    policy: &mut Policy,
    mut reached: impl FnMut(&App) -> bool,
) -> usize {
    for frame in 0..max_frames {
        app.update();
        if reached(app) {
            return frame + 1;
        }
        let world = app.world_mut();
        if world.resource::<Curtain>().for_seat.is_some() {
            world.write_message(CurtainLifted);
            continue;
        }
        let Some(table) = world.get_resource::<Table>() else { continue };
        if !world.resource::<Playback>().settled() {
            continue;
        }
        let Some(viewer) = world.resource::<Viewpoint>().viewer() else { continue };
        let game = table.live_game();
        let action = match *world.resource::<State<TurnPhase>>().get() {
            TurnPhase::RoundOver => Some(Action::StartRound),
            TurnPhase::MatchOver => {
                world.write_message(NewMatch);
                None
            }
            TurnPhase::AwaitingHuman if game.to_act() == Some(viewer) => {
                let legal = game.legal_actions_vec(viewer);
                if legal.is_empty() { None } else { policy(game.phase(), &legal) }
            }
            _ => None,
        };
        if let Some(action) = action {
            world.write_message(SubmitAction { seat: viewer, action });
        }
    }
    let world = app.world();
    let phase = world.get_resource::<State<TurnPhase>>().map(|p| *p.get());
    let game = world.get_resource::<Table>().map(|t| {
        let g = t.live_game();
        format!("round {}, {:?}, viewer {:?}", g.round(), g.phase(), world.resource::<Viewpoint>().viewer())
    });
    let prompt = world.resource::<OpenPrompt>().get();
    panic!("{what}: not reached in {max_frames} frames (now {phase:?}, {game:?}, prompt {prompt:?})");
}

/// One person (seat 0) and computer players, official rules unless `rules` changes them.
pub(crate) fn party(players: usize, people: usize, seed: u64, rules: impl FnOnce(&mut RuleSet)) -> Party {
    let mut p = Party::simple(players, people, BotKind::Basic, seed);
    rules(&mut p.rules);
    p
}

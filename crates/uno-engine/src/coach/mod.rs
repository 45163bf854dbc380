//! The coach: the move Hard would make, with a reason a person can check on the table (a hint),
//! and what a card in the hand does under the table's rules and whether it can be played now.
//! Plain Rust: it reads one seat's [`View`] only and says everything as data, which
//! `i18n::coach` puts into words.

pub mod bench;
mod explain;
mod hint;

pub use explain::{CardEffect, CardHelp, Choice, Playability, PlayableBecause, SevenO, StackWith, explain_card};
pub use hint::{ColourBecause, Colours, Hint, HintReason, Seats, hint, hint_offered, try_hint};

use crate::engine::{Action, Direction, Rng, Seat, View};

/// The viewer's legal actions now, exactly as the engine lists them: they depend only on what the
/// view holds (the viewer's hand, the drawn card and the public state), so the engine's own
/// [`crate::engine::Game::legal_actions`] is asked on a game consistent with the view. Empty for
/// a spectator.
pub fn legal_now(view: &View) -> Vec<Action> {
    let Some(me) = view.seat else { return Vec::new() };
    view.sample_game(&mut Rng::new(0)).legal_actions_vec(me)
}

/// The seat `steps` places after `from` in the view's direction of play.
pub(crate) fn seat_after(view: &View, from: Seat, steps: u8) -> Seat {
    let n = i32::from(view.seats.max(1));
    let d = match view.direction {
        Direction::Clockwise => 1,
        Direction::CounterClockwise => -1,
    };
    (i32::from(from) + d * i32::from(steps)).rem_euclid(n) as Seat
}

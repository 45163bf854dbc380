//! Moves that must be accepted or refused, and what their events say.

use uno_party::engine::{Action, Card, Colour, Event, Game, Phase, RuleError, Seat, Zone};

/// Applies a move that must be accepted.
pub fn act(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    g.apply(seat, a).unwrap_or_else(|e| panic!("seat {seat} {a:?} was refused: {e}"))
}

/// Applies a move that must be refused, checks that nothing changed, and returns the reason.
pub fn refused(g: &mut Game, seat: Seat, a: Action) -> RuleError {
    let before = g.to_ron();
    let e = g.apply(seat, a).expect_err(&format!("seat {seat} {a:?} should be refused"));
    assert_eq!(g.to_ron(), before, "a refused {a:?} changed the game");
    e
}

/// Seat 0 plays Customizable Wild 1 and names `colour`; returns the events of naming it.
pub fn play_custom(g: &mut Game, colour: Colour) -> Vec<Event> {
    act(g, 0, Action::Play(Card::custom(0)));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    let events = act(g, 0, Action::ChooseColour(colour));
    assert_eq!(g.colour(), colour);
    events
}

/// The first card turned in a deal's events (before any return to the deck).
pub fn first_turned(events: &[Event]) -> Card {
    events
        .iter()
        .find_map(|e| match e {
            Event::CardMoved { card: Some(c), from: Zone::DrawPile, to: Zone::DiscardPile } => Some(*c),
            _ => None,
        })
        .expect("a card is turned")
}

/// The seats skipped in these events, in order.
pub fn skipped_seats(events: &[Event]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Skipped { seat } => Some(*seat),
            _ => None,
        })
        .collect()
}

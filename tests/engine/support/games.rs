//! Games to start from (a scenario, a seeded deal, the positions several tests share) and what the
//! table shows of them.

use uno_party::engine::{Action, Card, CustomEffect, Event, Game, RuleSet, Scenario, Seat, Setup};

use super::cards::cs;
use super::moves::{act, first_turned};
use super::rule_sets::custom_rules;

/// The game a scenario builds, which must be a valid one.
pub fn build(s: Scenario) -> Game {
    s.build().unwrap_or_else(|e| panic!("scenario: {e}"))
}

/// Deals seeded rounds (4 seats, dealer 0) until the first card turned satisfies `want`.
pub fn deal_until(rules: &RuleSet, want: impl Fn(Card) -> bool) -> (Game, Vec<Event>) {
    for seed in 0..200_000 {
        let mut g = Game::new(Setup { seats: 4, rules: rules.clone(), seed, dealer: Some(0) }).expect("setup");
        let events = act(&mut g, 0, Action::StartRound);
        if want(first_turned(&events)) {
            return (g, events);
        }
    }
    panic!("no seed turns the wanted first card");
}

/// `seat`'s hand, in face order.
pub fn held(g: &Game, seat: Seat) -> Vec<Card> {
    g.hand(seat).to_vec()
}

/// Every seat's number of cards, seat by seat.
pub fn sizes(g: &Game) -> Vec<usize> {
    g.hand_sizes().collect()
}

/// Three players, a Red 5 on top; seat 0, to play, holds `hand0`, seat 1 two Yellows and seat 2
/// two Greens (for a Wild Draw Four played fairly or as a bluff).
pub fn w4_game(r: RuleSet, hand0: &[&str]) -> Game {
    build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(hand0))
            .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
            .hand(2, &cs(&["Green 7", "Green 8"])),
    )
}

/// Four players; seat 0 holds Customizable Wild 1 and three cards, the others known hands.
pub fn custom_game(effects: &[CustomEffect]) -> Game {
    build(
        Scenario::new(4)
            .rules(custom_rules(effects))
            .hand(0, &cs(&["Customizable Wild 1", "Red 1", "Red 2", "Blue 3"]))
            .hand(1, &cs(&["Yellow 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"]))
            .hand(3, &cs(&["Blue 7", "Blue 8", "Blue 9"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6", "Yellow 7", "Yellow 8", "Yellow 9"])),
    )
}

/// Three players, a Red 5 on top; seat 0, to play, holds Red 1 and Red 2 (UNO is due with either),
/// the others three cards each, and four Yellows wait to be drawn.
pub fn uno_game(r: RuleSet) -> Game {
    build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6", "Yellow 7"])),
    )
}

/// Four players, a Red 5 on top and seat 0 to play; seat 2 holds another Red 5 (to jump in with)
/// and a Blue 5 (which is not the same card).
pub fn jump_game(r: RuleSet) -> Game {
    build(
        Scenario::new(4)
            .rules(r)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Blue 1", "Blue 2"]))
            .hand(2, &cs(&["Red 5", "Blue 5", "Green 2"]))
            .hand(3, &cs(&["Yellow 1", "Yellow 2"])),
    )
}

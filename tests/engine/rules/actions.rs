//! The action cards: Skip, Reverse (and the `reverse_with_two` option) and Draw Two, with two
//! players and more, and answers given out of their moment.

use uno_party::engine::{Action, Colour, Direction, Event, Phase, ReverseWithTwo, RuleError, Scenario, Waiting};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn skip_next_player_loses_the_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red Skip", "Blue 1"])));
    let events = act(&mut g, 0, Action::Play(c("Red Skip")));
    assert!(events.contains(&Event::Skipped { seat: 1 }));
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn reverse_flips_the_direction() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red Reverse", "Blue 1"]))
            .hand(1, &cs(&["Red 1", "Blue 2"]))
            .hand(2, &cs(&["Red 2", "Blue 3"])),
    );
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.to_act(), Some(2));
    act(&mut g, 2, Action::Play(c("Red 2")));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn reverse_with_two_players_acts_as_skip_by_default() {
    let mut g = build(Scenario::new(2).hand(0, &cs(&["Red Reverse", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 }, "the player goes again");
}

#[test]
fn reverse_with_two_players_reverses_option_passes_the_turn() {
    let r = rules(|r| r.reverse_with_two = ReverseWithTwo::Reverses);
    let mut g = build(Scenario::new(2).rules(r).hand(0, &cs(&["Red Reverse", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red Reverse")));
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn draw_two_next_player_draws_two_and_loses_the_turn() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2", "Green 1", "Blue Draw Two"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert_eq!(g.pending_draw(), 0);
}

#[test]
fn skip_and_draw_two_with_two_players_let_the_player_go_again() {
    let mut g = build(
        Scenario::new(2)
            .hand(0, &cs(&["Red Skip", "Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Skip")));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2", "Green 1"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn answers_out_of_their_moment_are_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Blue 2"])));
    assert_eq!(refused(&mut g, 0, Action::Accept), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::ChooseColour(Colour::Blue)), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::PlayDrawn), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::StartRound), RuleError::WrongMoment(Waiting::PlayOrDraw));
    assert_eq!(refused(&mut g, 0, Action::Pass), RuleError::CannotPass);
    assert_eq!(refused(&mut g, 12, Action::Draw), RuleError::NoSuchSeat(12));
}

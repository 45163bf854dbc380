//! The Wild: its player names the colour; the `wild_play` option says when it may be played.

use uno_party::engine::{Action, Card, Colour, Phase, RuleError, Scenario, WildPlay};

use crate::support::cards::{c, cs};
use crate::support::games::build;
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn wild_player_names_the_colour() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Wild", "Red 1"])));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    assert_eq!(refused(&mut g, 1, Action::Play(c("Red 1"))), RuleError::NotYourTurn);
    act(&mut g, 0, Action::ChooseColour(Colour::Blue));
    assert_eq!(g.colour(), Colour::Blue);
    assert_eq!(g.top_card(), Some(Card::WILD));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn wild_play_anytime_by_default() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Wild", "Red 9"])));
    assert!(g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
}

#[test]
fn wild_play_only_without_match_option_refuses_wild_with_a_match() {
    let r = rules(|r| r.wild_play = WildPlay::OnlyWithoutMatch);
    let mut g = build(Scenario::new(3).rules(r.clone()).hand(0, &cs(&["Wild", "Blue 5", "Green 1"])));
    // Blue 5 matches the Red 5 by number.
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    assert_eq!(refused(&mut g, 0, Action::Play(Card::WILD)), RuleError::WildNeedsNoMatch);
    // Without a match the Wild is playable.
    let mut g = build(Scenario::new(3).rules(r).hand(0, &cs(&["Wild", "Blue 6", "Green 1"])));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
}

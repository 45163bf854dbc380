//! Jump-In, a house rule: the identical card played out of turn, play going on from the jumper.

use uno_party::engine::{Action, OptionalRule, Phase, RuleError, RuleSet, Scenario};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, jump_game, sizes};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn jump_in_identical_card_out_of_turn_and_play_continues_from_the_jumper() {
    let mut g = jump_game(rules(|r| r.jump_in = true));
    assert!(g.legal_actions_vec(2).contains(&Action::JumpIn(c("Red 5"))));
    act(&mut g, 2, Action::JumpIn(c("Red 5")));
    assert_eq!(held(&g, 2), cs(&["Green 2", "Blue 5"]));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(sizes(&g), vec![2, 2, 2, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
}

#[test]
fn jump_in_non_identical_card_refused() {
    let mut g = jump_game(rules(|r| r.jump_in = true));
    assert_eq!(refused(&mut g, 2, Action::JumpIn(c("Blue 5"))), RuleError::JumpInNeedsIdenticalCard);
    assert_eq!(refused(&mut g, 1, Action::JumpIn(c("Red 5"))), RuleError::CardNotInHand(c("Red 5")));
    assert!(!g.legal_actions_vec(1).iter().any(|a| matches!(a, Action::JumpIn(_))));
}

#[test]
fn jump_in_on_your_own_turn_refused() {
    let mut g = build(
        Scenario::new(3).rules(rules(|r| r.jump_in = true)).hand(0, &cs(&["Red 5", "Blue 1"])).hand(1, &cs(&["Red 9"])),
    );
    assert_eq!(refused(&mut g, 0, Action::JumpIn(c("Red 5"))), RuleError::JumpInOnYourTurn);
}

#[test]
fn jump_in_off_by_default() {
    let mut g = jump_game(RuleSet::default());
    assert_eq!(refused(&mut g, 2, Action::JumpIn(c("Red 5"))), RuleError::RuleNotInPlay(OptionalRule::JumpIn));
    assert!(!g.legal_actions_vec(2).iter().any(|a| matches!(a, Action::JumpIn(_))));
}

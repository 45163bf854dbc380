//! The box sheet's penalties, each an option: the wrong card taken back with four cards drawn, and
//! four cards for table talk.

use uno_party::engine::{Action, Colour, Event, OptionalRule, Phase, RuleError, Scenario};

use crate::support::cards::{c, cs};
use crate::support::games::{build, sizes};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn wrong_card_penalty_option_undoes_the_move_and_draws_four() {
    let r = rules(|r| r.wrong_card_penalty = true);
    let mut g = build(Scenario::new(3).rules(r).hand(0, &cs(&["Blue 7", "Red 1"])));
    let events = act(&mut g, 0, Action::Play(c("Blue 7")));
    assert!(events.contains(&Event::WrongCard { seat: 0, card: c("Blue 7") }));
    assert_eq!(sizes(&g)[0], 6);
    assert!(g.hand(0).contains(c("Blue 7")), "the card goes back to the hand");
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.colour(), Colour::Red);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    // A card not held is still simply refused.
    assert_eq!(refused(&mut g, 0, Action::Play(c("Green 9"))), RuleError::CardNotInHand(c("Green 9")));
}

#[test]
fn table_talk_penalty_action_makes_a_seat_draw_four() {
    let r = rules(|r| r.table_talk_penalty = true);
    let mut g = build(Scenario::new(3).rules(r).hand(1, &cs(&["Blue 1"])));
    let events = act(&mut g, 2, Action::TableTalkPenalty(1));
    assert!(events.contains(&Event::TableTalkPenalty { seat: 1 }));
    assert_eq!(sizes(&g)[1], 5);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 }, "the turn is unchanged");
    // Off by default.
    let mut g = build(Scenario::new(3));
    assert_eq!(
        refused(&mut g, 2, Action::TableTalkPenalty(1)),
        RuleError::RuleNotInPlay(OptionalRule::TableTalkPenalty)
    );
}

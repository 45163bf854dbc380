//! Drawing: the drawn card played at once or kept, the draw pile reshuffled from the discard pile,
//! and a pass only when there is nothing to draw and nothing to play.

use uno_party::engine::{Action, Card, DeckList, Event, Phase, RuleError, Scenario, Waiting};

use crate::support::cards::{c, cs, rest_of_deck};
use crate::support::games::{build, held, sizes};
use crate::support::moves::{act, refused};

#[test]
fn draw_playable_card_may_be_played_at_once() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert_eq!(g.view(Some(0)).drawn, Some(c("Red 8")));
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::PlayDrawn) && legal.contains(&Action::KeepDrawn), "{legal:?}");
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(g.top_card(), Some(c("Red 8")));
    assert_eq!(held(&g, 0), cs(&["Blue 1", "Blue 2"]));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn draw_playable_card_may_be_kept_and_the_turn_passes() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(sizes(&g)[0], 3);
    assert!(g.hand(0).contains(c("Red 8")));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn draw_allowed_even_with_a_playable_card_but_only_the_drawn_card_may_then_be_played() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 9", "Blue 2"])).next_draws(&cs(&["Red 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 9"))), RuleError::WrongMoment(Waiting::PlayOrKeep));
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::WrongMoment(Waiting::PlayOrKeep));
}

#[test]
fn draw_unplayable_card_passes_the_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 1", "Blue 2"])).next_draws(&cs(&["Green 8"])));
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Green 8", "Blue 1", "Blue 2"]));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.top_card(), Some(c("Red 5")));
}

#[test]
fn empty_draw_pile_reshuffles_discard_pile_keeping_its_top_card() {
    let hands = [cs(&["Blue 1", "Blue 2"]), cs(&["Green 1", "Green 2"])];
    let top = c("Red 5");
    let used: Vec<Card> = hands.iter().flatten().copied().chain([top]).collect();
    let under = rest_of_deck(&DeckList::classic(), &used);
    let mut g = build(Scenario::new(2).hand(0, &hands[0]).hand(1, &hands[1]).top(top).under_top(&under));
    assert_eq!(g.draw_pile_len(), 0);
    let events = act(&mut g, 0, Action::Draw);
    assert!(events.contains(&Event::Reshuffled { cards: under.len() as u8 }), "{events:?}");
    assert_eq!(g.top_card(), Some(top));
    assert_eq!(g.discard_pile_len(), 1);
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(g.draw_pile_len(), under.len() - 1);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn pass_only_when_there_is_nothing_to_draw_and_nothing_to_play() {
    // Every card is in the hands but the top one: the draw pile is empty and cannot be refilled.
    let hand0 = cs(&["Blue 1", "Blue 2"]);
    let top = c("Red 5");
    let used: Vec<Card> = hand0.iter().copied().chain([top]).collect();
    let hand1 = rest_of_deck(&DeckList::classic(), &used);
    let mut g = build(Scenario::new(2).hand(0, &hand0).hand(1, &hand1).top(top));
    assert_eq!(g.draw_pile_len(), 0);
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::Pass) && !legal.contains(&Action::Draw), "{legal:?}");
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::NothingToDraw);
    let events = act(&mut g, 0, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 0 }));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    // Seat 1 can play, so it may not pass.
    assert_eq!(refused(&mut g, 1, Action::Pass), RuleError::CannotPass);
}

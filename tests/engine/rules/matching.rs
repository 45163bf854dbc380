//! A turn: a card matches by colour, number or symbol (or the colour named after a wild); a card
//! that matches nothing, is not held or is played out of turn is refused; one card a turn; and what
//! a click on a card means.

use uno_party::engine::{Action, Colour, Phase, RuleError, Scenario, Seat};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held};
use crate::support::moves::{act, refused};

/// A card is playable when it matches the top card by colour, by number or by symbol, or after a
/// wild the colour named. In each case the matching card is offered and played (its colour is then
/// in force), while a card that matches nothing is neither offered nor accepted.
#[test]
fn matching_by_colour_number_symbol_or_named_colour() {
    struct Case {
        name: &'static str,
        top: &'static str,
        in_force: Colour,
        hand: &'static [&'static str],
        play: &'static str,
        no_match: &'static str,
        colour: Colour,
        left: &'static [&'static str],
        next: Seat,
    }
    let cases = [
        Case {
            name: "by colour",
            top: "Red 5",
            in_force: Colour::Red,
            hand: &["Red 9", "Blue 1"],
            play: "Red 9",
            no_match: "Blue 1",
            colour: Colour::Red,
            left: &["Blue 1"],
            next: 1,
        },
        Case {
            // Box sheet example: on a red 4, any red or any 4.
            name: "by number",
            top: "Red 4",
            in_force: Colour::Red,
            hand: &["Blue 4", "Green 1"],
            play: "Blue 4",
            no_match: "Green 1",
            colour: Colour::Blue,
            left: &["Green 1"],
            next: 1,
        },
        Case {
            // A Draw Two: the next player draws and is skipped.
            name: "by symbol",
            top: "Yellow Draw Two",
            in_force: Colour::Yellow,
            hand: &["Blue Draw Two", "Green 1"],
            play: "Blue Draw Two",
            no_match: "Green 1",
            colour: Colour::Blue,
            left: &["Green 1"],
            next: 2,
        },
        Case {
            name: "after a wild, by the named colour",
            top: "Wild",
            in_force: Colour::Green,
            hand: &["Red 3", "Green 3", "Blue 1"],
            play: "Green 3",
            no_match: "Red 3",
            colour: Colour::Green,
            left: &["Red 3", "Blue 1"],
            next: 1,
        },
    ];
    for Case { name, top, in_force, hand, play, no_match, colour, left, next } in cases {
        // The colour given is used only when the top card is a wild.
        let mut g = build(Scenario::new(3).top(c(top)).colour(in_force).hand(0, &cs(hand)));
        assert_eq!(g.colour(), in_force, "{name}: colour in force");
        let legal = g.legal_actions_vec(0);
        assert!(legal.contains(&Action::Play(c(play))), "{name}: {play} offered: {legal:?}");
        assert!(!legal.contains(&Action::Play(c(no_match))), "{name}: {no_match} offered: {legal:?}");
        assert_eq!(
            refused(&mut g, 0, Action::Play(c(no_match))),
            RuleError::CardDoesNotMatch { card: c(no_match), colour: in_force },
            "{name}"
        );
        act(&mut g, 0, Action::Play(c(play)));
        assert_eq!(g.top_card(), Some(c(play)), "{name}: top card");
        assert_eq!(g.colour(), colour, "{name}: colour in force after");
        assert_eq!(held(&g, 0), cs(left), "{name}: hand left");
        assert_eq!(g.phase(), Phase::Turn { seat: next }, "{name}: next to play");
    }
}

#[test]
fn non_matching_card_is_refused_and_nothing_changes() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 7", "Red 1"])));
    let e = refused(&mut g, 0, Action::Play(c("Blue 7")));
    assert_eq!(e, RuleError::CardDoesNotMatch { card: c("Blue 7"), colour: Colour::Red });
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(held(&g, 0), cs(&["Red 1", "Blue 7"]));
    assert_eq!(g.to_act(), Some(0));
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(c("Blue 7"))));
}

#[test]
fn card_not_in_hand_is_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Blue 7", "Red 1"])));
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 2"))), RuleError::CardNotInHand(c("Red 2")));
}

#[test]
fn playing_out_of_turn_is_refused() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2"])).hand(1, &cs(&["Red 3", "Red 4"])));
    assert_eq!(refused(&mut g, 1, Action::Play(c("Red 3"))), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 1, Action::Draw), RuleError::NotYourTurn);
}

#[test]
fn one_card_per_turn() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2", "Blue 1"])));
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(refused(&mut g, 0, Action::Play(c("Red 2"))), RuleError::NotYourTurn);
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn a_click_on_a_card_means_what_the_decision_allows() {
    let mut g = build(
        Scenario::new(2)
            .top(c("Red 5"))
            .hand(0, &cs(&["Green 1", "Blue 7"]))
            .hand(1, &cs(&["Red 1", "Green 2"]))
            .next_draws(&cs(&["Red 9"]))
            .turn(0),
    );
    let view = g.view(Some(0));
    assert_eq!(view.action_for(c("Blue 7")), Some(Action::Play(c("Blue 7"))));
    assert_eq!(view.draw_pile_action(), Some(Action::Draw));
    // Out of turn a card jumps in (the engine refuses it unless Jump-In is on and it matches).
    assert_eq!(g.view(Some(1)).action_for(c("Red 1")), Some(Action::JumpIn(c("Red 1"))));
    assert_eq!(g.view(None).action_for(c("Red 1")), None);
    // The card just drawn (a playable Red 9) is played from Play it / Keep it.
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert_eq!(g.view(Some(0)).action_for(c("Red 9")), Some(Action::PlayDrawn));
    assert_eq!(g.view(Some(0)).action_for(c("Blue 7")), Some(Action::Play(c("Blue 7"))));
    assert_eq!(g.view(Some(0)).draw_pile_action(), None);
}

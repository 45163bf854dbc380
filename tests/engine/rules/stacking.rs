//! Stacking, a house rule: the answers a pending draw allows; the same card, or a Wild Draw Four on
//! a Draw Two, passing the total on; challenges and take-backs of a stacked Wild Draw Four.

use uno_party::engine::{Action, BluffPenalty, Card, Colour, Event, Phase, RuleError, RuleSet, Scenario, Stacking};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, sizes, w4_game};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

/// A Draw Two that is not stacked: with stacking off (the default) it cannot be answered; with same
/// card stacking the victim may accept instead of stacking, and a Wild Draw Four does not stack on
/// a Draw Two, so a victim without a Draw Two takes the two at once. Either way the victim draws two
/// and loses the turn.
#[test]
fn stacking_draw_two_not_stacked_victim_draws_two_and_loses_the_turn() {
    struct Case {
        name: &'static str,
        stacking: Stacking,
        victim: &'static [&'static str],
        accepts: bool,
    }
    let cases = [
        Case {
            name: "stacking off by default: a Draw Two cannot be answered",
            stacking: Stacking::Off,
            victim: &["Blue Draw Two", "Blue 1"],
            accepts: false,
        },
        Case {
            name: "same card: the victim may accept instead of stacking",
            stacking: Stacking::SameCard,
            victim: &["Blue Draw Two", "Blue 1"],
            accepts: true,
        },
        Case {
            name: "same card: a Wild Draw Four is not stacked on a Draw Two",
            stacking: Stacking::SameCard,
            victim: &["Wild Draw Four", "Blue 1"],
            accepts: false,
        },
    ];
    for Case { name, stacking, victim, accepts } in cases {
        let mut g = build(
            Scenario::new(3)
                .rules(rules(|r| r.stacking = stacking))
                .hand(0, &cs(&["Red Draw Two", "Red 1"]))
                .hand(1, &cs(victim))
                .hand(2, &cs(&["Green 1", "Green 2"])),
        );
        act(&mut g, 0, Action::Play(c("Red Draw Two")));
        if accepts {
            assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 }, "{name}: the victim answers");
            act(&mut g, 1, Action::Accept);
        }
        assert_eq!(sizes(&g), vec![1, 4, 2], "{name}: hand sizes");
        assert_eq!(g.phase(), Phase::Turn { seat: 2 }, "{name}: the victim loses the turn");
    }
}

#[test]
fn a_pending_draw_says_which_answers_the_rules_allow() {
    // Official rules: a Wild Draw Four can be challenged, not stacked.
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    let events = act(&mut g, 0, Action::ChooseColour(Colour::Red));
    assert!(events.contains(&Event::DrawPending { seat: 1, total: 4, stack: false, challenge: true }), "{events:?}");
    // Stacking on: a Draw Two can be stacked, not challenged.
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Blue 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert!(events.contains(&Event::DrawPending { seat: 1, total: 2, stack: true, challenge: false }), "{events:?}");
}

#[test]
fn stacking_same_card_draw_two_on_draw_two_passes_the_total_on() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two", "Blue 1", "Wild Draw Four"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 2);
    let legal = g.legal_actions_vec(1);
    assert!(legal.contains(&Action::Play(c("Blue Draw Two"))) && legal.contains(&Action::Accept), "{legal:?}");
    assert!(!legal.contains(&Action::Challenge));
    assert_eq!(refused(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::CannotStack(2));
    assert_eq!(refused(&mut g, 1, Action::Challenge), RuleError::NothingToChallenge);
    act(&mut g, 1, Action::Play(c("Blue Draw Two")));
    // Seat 2 holds nothing to stack: they take the four at once and lose the turn.
    assert_eq!(sizes(&g), vec![1, 2, 6]);
    assert_eq!(g.pending_draw(), 0);
    assert_eq!(g.colour(), Colour::Blue);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_wild_draw_four_on_wild_draw_four_last_stacker_names_colour() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Yellow 1"]))
            .hand(2, &cs(&["Green 1", "Wild Draw Four"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 1 });
    act(&mut g, 1, Action::ChooseColour(Colour::Yellow));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 2 });
    assert_eq!(g.pending_draw(), 8);
    act(&mut g, 2, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 1, 10]);
    assert_eq!(g.colour(), Colour::Yellow);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_plus_four_on_plus_two_variant() {
    let r = rules(|r| r.stacking = Stacking::PlusFourOnPlusTwo);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(2, &cs(&["Green 1", "Green 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Yellow));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 2 });
    assert_eq!(g.pending_draw(), 6);
    act(&mut g, 2, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 1, 8]);
    assert_eq!(g.colour(), Colour::Yellow);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
}

#[test]
fn stacking_challenged_stacked_wild_draw_four_bluff_makes_bluffer_draw_the_total() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Wild Draw Four", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Green 4"]))
            .hand(2, &cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    // Seat 1 holds a Green card: their stacked Wild Draw Four is a bluff.
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Blue));
    act(&mut g, 2, Action::Challenge);
    assert_eq!(sizes(&g), vec![1, 9, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

#[test]
fn stacking_last_card_draw_two_makes_next_player_draw_the_whole_stack() {
    let r = rules(|r| r.stacking = Stacking::SameCard);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Red 1"]))
            .hand(1, &cs(&["Blue Draw Two"]))
            .hand(2, &cs(&["Green 1"]))
            .next_draws(&cs(&["Yellow 1", "Yellow 2", "Yellow 3", "Yellow 4"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    act(&mut g, 1, Action::Play(c("Blue Draw Two")));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(held(&g, 2), cs(&["Yellow 1", "Yellow 2", "Yellow 3", "Yellow 4", "Green 1"]));
    assert_eq!(g.scores(), &[0, 1 + 1 + 2 + 3 + 4 + 1, 0]);
    assert_eq!(g.last_round().unwrap().winner, 1);
}

#[test]
fn stacking_with_take_back_bluffer_returns_to_the_pending_draw_and_may_not_replay_the_bluff() {
    let r = rules(|r| {
        r.stacking = Stacking::PlusFourOnPlusTwo;
        r.bluff_penalty = BluffPenalty::TakeBack;
    });
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red Draw Two", "Blue 1"]))
            .hand(1, &cs(&["Wild Draw Four", "Red 9", "Green 2"]))
            .hand(2, &cs(&["Yellow 1", "Yellow 2"])),
    );
    act(&mut g, 0, Action::Play(c("Red Draw Two")));
    // Seat 1 holds a Red card: their Wild Draw Four on the Red Draw Two is a bluff.
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 1, Action::ChooseColour(Colour::Blue));
    assert_eq!(g.pending_draw(), 6);
    act(&mut g, 2, Action::Challenge);
    assert_eq!(held(&g, 1), cs(&["Red 9", "Green 2", "Wild Draw Four"]));
    assert_eq!(g.top_card(), Some(c("Red Draw Two")));
    assert_eq!(g.colour(), Colour::Red);
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 2);
    // The Wild Draw Four taken back cannot be played again instead of a legal answer.
    assert!(!g.legal_actions_vec(1).contains(&Action::Play(Card::WILD_DRAW_FOUR)));
    assert_eq!(refused(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::MustPlayLegalCardAfterBluff);
    act(&mut g, 1, Action::Accept);
    assert_eq!(sizes(&g), vec![1, 5, 2]);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
}

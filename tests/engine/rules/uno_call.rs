//! UNO: the call with the next-to-last card, a missed call caught in time (or too late), the call
//! owed every time a player is left with one card (a swap or a rotation included), and where a
//! screen should offer it.

use uno_party::engine::{
    Action, Card, Colour, Event, Game, Phase, RuleError, RuleSet, Scenario, Setup, Stacking, UnoPenalty,
};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, sizes, uno_game, w4_game};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn uno_called_before_next_to_last_card_cannot_be_caught() {
    let mut g = uno_game(RuleSet::default());
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    let events = act(&mut g, 0, Action::CallUno);
    assert!(events.contains(&Event::UnoCalled { seat: 0 }));
    assert!(g.uno_called(0));
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoAlreadyCalled);
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(sizes(&g)[0], 1);
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);
    assert_eq!(sizes(&g)[0], 1);
}

#[test]
fn uno_missed_and_caught_within_the_window_draws_two() {
    let mut g = uno_game(RuleSet::default());
    let events = act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }));
    assert!(g.catchable(0));
    assert!(g.legal_actions_vec(2).contains(&Action::Catch(0)));
    assert_eq!(refused(&mut g, 0, Action::Catch(0)), RuleError::CannotCatchYourself);
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 2 }));
    assert_eq!(held(&g, 0), cs(&["Red 2", "Yellow 4", "Yellow 5"]));
    assert!(!g.catchable(0));
    // The catch does not change whose turn it is.
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn uno_next_player_may_catch_before_beginning_their_turn() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Catch(0));
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn uno_penalty_four_option() {
    let mut g = uno_game(rules(|r| r.uno_penalty = UnoPenalty::Four));
    act(&mut g, 0, Action::Play(c("Red 1")));
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 4 }));
    assert_eq!(sizes(&g)[0], 5);
}

#[test]
fn uno_catch_too_late_after_next_player_began_turn() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Play(c("Red 7")));
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CatchTooLate);
    assert_eq!(sizes(&g)[0], 1);
    // Nor can the player call it any more: the moment has passed.
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
}

#[test]
fn uno_late_call_before_anyone_catches_is_safe() {
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    act(&mut g, 0, Action::CallUno);
    assert!(g.uno_called(0));
    assert!(!g.catchable(0));
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);
    assert_eq!(sizes(&g)[0], 1);
}

#[test]
fn the_uno_call_matters_only_where_a_screen_should_offer_it() {
    // Two cards and one of them playable: calling before playing it is the point.
    let g = uno_game(RuleSet::default());
    assert!(g.uno_call_matters(0));
    assert!(!g.uno_call_matters(1), "three cards, not its turn");
    // Two cards, none playable: the player must draw, and the call would change nothing. It is
    // not offered, though still accepted (older saves and replays made it).
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 4", "Yellow 5"])),
    );
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
    assert!(!g.uno_call_matters(0));
    assert!(g.clone().apply(0, Action::CallUno).is_ok());
    // Having drawn a playable card with one in hand earlier is the same as two with one to play:
    // here three cards, so no call; played, two.
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(!g.uno_call_matters(0), "three cards");
    // One card, forgotten: the late call matters until someone catches or play moves on.
    let mut g = uno_game(RuleSet::default());
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.uno_call_matters(0));
    act(&mut g, 0, Action::CallUno);
    assert!(!g.uno_call_matters(0), "called");
    // One card drawn onto one: Play it or Keep it with two cards, the drawn card playable.
    let mut g = build(
        Scenario::new(2)
            .hand(0, &cs(&["Blue 1"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 4"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(g.uno_call_matters(0));
    // A Wild Draw Four to take or challenge with two cards: nothing to stack, nothing to call.
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert!(!g.legal_actions_vec(1).contains(&Action::CallUno));
    assert!(!g.uno_call_matters(1));
    assert!(g.clone().apply(1, Action::CallUno).is_ok());
    // With stacking and a card to stack, it matters.
    let mut g = w4_game(rules(|r| r.stacking = Stacking::SameCard), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    let mut g1 = build(
        Scenario::new(3)
            .rules(rules(|r| r.stacking = Stacking::SameCard))
            .hand(0, &cs(&["Red Draw Two", "Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Yellow Draw Two", "Yellow 2"]))
            .hand(2, &cs(&["Green 7", "Green 8"]))
            .top(c("Red 5")),
    );
    act(&mut g1, 0, Action::Play(c("Red Draw Two")));
    assert_eq!(g1.phase(), Phase::DrawPenalty { seat: 1 });
    assert!(g1.uno_call_matters(1), "a Draw Two to stack");
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    assert!(!g.uno_call_matters(1), "not its decision yet");
    // Everywhere in random play: the lists offer the call exactly where it matters.
    let mut offered = 0;
    for seed in 0..300u64 {
        let mut g = Game::new(Setup { seats: 3, rules: RuleSet::house_party(), seed, dealer: None }).unwrap();
        act(&mut g, 0, Action::StartRound);
        let mut rng = uno_party::engine::Rng::new(seed);
        for _ in 0..400 {
            let Some(actor) = g.to_act() else { break };
            for seat in 0..3 {
                let listed = g.legal_actions_vec(seat).contains(&Action::CallUno);
                assert_eq!(listed, g.uno_call_matters(seat), "seat {seat} in {:?}", g.phase());
                offered += usize::from(listed);
            }
            let legal = g.legal_actions_vec(actor);
            act(&mut g, actor, legal[rng.below(legal.len() as u32) as usize]);
        }
    }
    assert!(offered > 100, "{offered} calls offered");
}

#[test]
fn uno_must_be_called_again_every_time_down_to_one_card() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Green 7", "Blue 3", "Blue 8"]))
            .hand(2, &cs(&["Blue 7", "Green 3", "Green 6", "Blue 9"]))
            .next_draws(&cs(&["Yellow 4", "Yellow 5"])),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert!(g.uno_called(0));
    act(&mut g, 1, Action::Play(c("Red 7")));
    act(&mut g, 2, Action::Play(c("Blue 7")));
    // Red 2 does not match Blue 7: seat 0 draws Yellow 4, which does not match either.
    act(&mut g, 0, Action::Draw);
    assert_eq!(held(&g, 0), cs(&["Red 2", "Yellow 4"]));
    assert!(!g.uno_called(0), "the call is gone with the second card");
    act(&mut g, 1, Action::Play(c("Blue 3")));
    act(&mut g, 2, Action::Play(c("Green 3")));
    // Back to two cards on their turn, but nothing to play on Green 3: no call to make yet.
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
    act(&mut g, 0, Action::Draw); // Yellow 5: unplayable on Green 3
    act(&mut g, 1, Action::Play(c("Green 7")));
    act(&mut g, 2, Action::Play(c("Green 6")));
    // Now seat 0 has three cards: no call possible.
    assert_eq!(sizes(&g)[0], 3);
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
}

#[test]
fn uno_second_time_down_to_one_without_call_is_catchable() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1", "Red 2"]))
            .hand(1, &cs(&["Red 7", "Blue 3", "Blue 8"]))
            .hand(2, &cs(&["Blue 7", "Green 3", "Green 8"]))
            .next_draws(&cs(&["Green 9"])),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::Play(c("Red 1")));
    act(&mut g, 1, Action::Play(c("Red 7")));
    act(&mut g, 2, Action::Play(c("Blue 7")));
    act(&mut g, 0, Action::Draw); // Green 9, unplayable on Blue 7
    act(&mut g, 1, Action::Play(c("Blue 3")));
    act(&mut g, 2, Action::Play(c("Green 3")));
    act(&mut g, 0, Action::Play(c("Green 9")));
    assert!(g.catchable(0), "the first call does not cover the second time");
    act(&mut g, 1, Action::Catch(0));
    assert_eq!(sizes(&g)[0], 3);
}

#[test]
fn uno_called_after_drawing_back_to_two_before_playing_the_drawn_card() {
    let mut g = build(
        Scenario::new(3).hand(0, &cs(&["Blue 1"])).hand(1, &cs(&["Green 1", "Green 2"])).next_draws(&cs(&["Red 8"])),
    );
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(held(&g, 0), cs(&["Blue 1"]));
    assert_eq!(refused(&mut g, 1, Action::Catch(0)), RuleError::CalledUnoInTime);
}

#[test]
fn uno_call_refused_when_not_about_to_go_down_to_one() {
    let mut g = build(Scenario::new(3).hand(0, &cs(&["Red 1", "Red 2", "Red 3"])).hand(1, &cs(&["Red 4", "Red 6"])));
    assert_eq!(refused(&mut g, 0, Action::CallUno), RuleError::UnoNotNeeded);
    // Two cards but not your turn.
    assert_eq!(refused(&mut g, 1, Action::CallUno), RuleError::UnoNotNeeded);
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::NotOnOneCard);
}

#[test]
fn uno_owed_after_a_swap_hands_leaves_one_card() {
    // The rules article, as the README's *Rule options* give it (UNO after a swap): "Ogni volta che
    // rimani con una sola carta, devi annunciarlo" (every time you are left with one card, call it).
    // Seat 0 plays Wild Swap Hands and takes seat 1's single card.
    let swapped = || {
        let mut g = build(
            Scenario::new(3)
                .rules(RuleSet::deck_112())
                .hand(0, &cs(&["Wild Swap Hands", "Red 1", "Red 2"]))
                .hand(1, &cs(&["Blue 1"]))
                .hand(2, &cs(&["Green 1", "Green 2", "Green 3"]))
                .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6"])),
        );
        act(&mut g, 0, Action::Play(Card::SWAP_HANDS));
        act(&mut g, 0, Action::ChooseColour(Colour::Yellow));
        let events = act(&mut g, 0, Action::ChooseTarget(1));
        (g, events)
    };
    let (mut g, events) = swapped();
    assert_eq!(held(&g, 0), cs(&["Blue 1"]));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }), "{events:?}");
    assert!(!events.contains(&Event::UnoMissed { seat: 1 }), "two cards owe nothing");
    assert!(g.catchable(0));
    assert!(g.legal_actions_vec(2).contains(&Action::Catch(0)));
    let events = act(&mut g, 2, Action::Catch(0));
    assert!(events.contains(&Event::Caught { catcher: 2, target: 0, penalty: 2 }));
    assert_eq!(sizes(&g)[0], 3);

    // Called at once, it is safe.
    let (mut g, _) = swapped();
    act(&mut g, 0, Action::CallUno);
    assert_eq!(refused(&mut g, 2, Action::Catch(0)), RuleError::CalledUnoInTime);

    // Not called, and the next player has begun their turn: too late, and the message says why.
    let (mut g, _) = swapped();
    act(&mut g, 1, Action::Draw);
    let e = refused(&mut g, 2, Action::Catch(0));
    assert_eq!(e, RuleError::CatchTooLate);
    assert!(e.to_string().contains("play has moved on"), "{e}");
}

#[test]
fn uno_owed_by_whoever_a_rotation_leaves_with_one_card() {
    let r = rules(|r| r.seven_o = true);
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .hand(0, &cs(&["Red 0", "Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
            .hand(2, &cs(&["Green 1"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red 0")));
    // Hands move on: seat 0 gets seat 2's single card.
    assert_eq!(held(&g, 0), cs(&["Green 1"]));
    assert!(events.contains(&Event::UnoMissed { seat: 0 }), "{events:?}");
    assert!(g.catchable(0) && !g.catchable(1) && !g.catchable(2));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno));
}

#[test]
fn uno_is_not_offered_with_two_cards_and_nothing_to_play() {
    let g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1", "Blue 2"]))
            .hand(1, &cs(&["Red 7", "Blue 7", "Blue 3"]))
            .hand(2, &cs(&["Blue 6", "Green 6", "Green 3"]))
            .top(c("Red 5")),
    );
    assert_eq!(g.legal_actions_vec(0), vec![Action::Draw]);
}

#[test]
fn an_uno_call_not_followed_by_the_play_must_be_made_again() {
    // Called with the drawn card, which is then kept: the call is void at the next turn.
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Blue 1"]))
            .hand(1, &cs(&["Red 7", "Green 2", "Green 9"]))
            .hand(2, &cs(&["Red 6", "Green 6", "Green 3"]))
            .top(c("Red 5"))
            .next_draws(&cs(&["Red 8"])),
    );
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 0, Action::KeepDrawn);
    act(&mut g, 1, Action::Play(c("Red 7")));
    assert!(!g.uno_called(0), "void once the next turn begins");
    act(&mut g, 2, Action::Play(c("Red 6")));
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno), "the call is owed again");
    act(&mut g, 0, Action::Play(c("Red 8")));
    assert!(g.catchable(0), "an earlier call, not followed by the play, does not cover it");
    // Called in the turn, then someone jumps in with a Draw Two: the call does not cover a Draw
    // Two stacked on it.
    let mut g = build(
        Scenario::new(3)
            .rules(rules(|r| {
                r.jump_in = true;
                r.stacking = Stacking::SameCard;
            }))
            .hand(0, &cs(&["Red 3", "Blue Draw Two"]))
            .hand(1, &cs(&["Green 7", "Green 8", "Green 9"]))
            .hand(2, &cs(&["Red Draw Two", "Yellow 4", "Yellow 5"]))
            .top(c("Red Draw Two")),
    );
    act(&mut g, 0, Action::CallUno);
    act(&mut g, 2, Action::JumpIn(c("Red Draw Two")));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 0 });
    assert!(g.legal_actions_vec(0).contains(&Action::CallUno), "the call is owed again");
    act(&mut g, 0, Action::Play(c("Blue Draw Two")));
    assert!(g.catchable(0));
}

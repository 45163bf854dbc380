//! The Wild Draw Four: taken or challenged, the verdict by the hand kept (the `wild_draw_four`
//! and `bluff_penalty` options), who draws and who sees the hand, and the stakes the challenge
//! prompt shows.

use uno_party::engine::{
    Action, BluffPenalty, Card, Colour, Event, Game, Phase, RuleError, RuleSet, Scenario, Seat, Setup, Stacking,
    WildDrawFourRule,
};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, sizes, w4_game};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn wild_draw_four_not_challenged_next_player_draws_four_and_loses_turn() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Blue 1", "Blue 2"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(g.phase(), Phase::DrawPenalty { seat: 1 });
    assert_eq!(g.pending_draw(), 4);
    assert!(g.challengeable());
    act(&mut g, 1, Action::Accept);
    assert_eq!(sizes(&g), vec![2, 6, 2]);
    assert_eq!(g.colour(), Colour::Green);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert_eq!(g.pending_draw(), 0);
}

#[test]
fn wild_draw_four_is_offered_even_when_it_would_be_a_bluff() {
    let g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9"]);
    assert!(g.legal_actions_vec(0).contains(&Action::Play(Card::WILD_DRAW_FOUR)));
}

/// A challenged Wild Draw Four, under the `wild_draw_four` and `bluff_penalty` options: the hand the
/// player kept decides whether it was a bluff. A bluff costs the bluffer four, and the challenger
/// draws nothing and plays; no bluff costs the challenger six and their turn. Either way the card
/// stays on top and the named colour stays.
#[test]
fn wild_draw_four_challenge_verdict_and_who_draws() {
    struct Case {
        name: &'static str,
        legal: WildDrawFourRule,
        penalty: BluffPenalty,
        hand: &'static [&'static str],
        colour: Colour,
        bluff: bool,
        hand_sizes: [usize; 3],
        next: Seat,
    }
    let cases = [
        Case {
            name: "no card of the current colour: no bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 1", "Blue 2"],
            colour: Colour::Green,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "a card of the current colour: bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Red 9", "Blue 1"],
            colour: Colour::Green,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            // Default rule: only the current colour counts; Blue 5 matches the Red 5 by number.
            name: "a card matching by number only: no bluff",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 5", "Blue 1"],
            colour: Colour::Blue,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "no other playable card option, a number match: bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 5", "Blue 1"],
            colour: Colour::Blue,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            // A plain Wild is another playable card too.
            name: "no other playable card option, a Wild: bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Wild", "Blue 1"],
            colour: Colour::Blue,
            bluff: true,
            hand_sizes: [6, 2, 2],
            next: 1,
        },
        Case {
            name: "no other playable card option, nothing else playable: no bluff",
            legal: WildDrawFourRule::NoOtherPlayableCard,
            penalty: BluffPenalty::DrawFour,
            hand: &["Wild Draw Four", "Blue 6", "Blue 1"],
            colour: Colour::Blue,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
        Case {
            name: "take back option, no bluff: the challenger still draws six",
            legal: WildDrawFourRule::NoCardOfCurrentColour,
            penalty: BluffPenalty::TakeBack,
            hand: &["Wild Draw Four", "Blue 1", "Blue 2"],
            colour: Colour::Yellow,
            bluff: false,
            hand_sizes: [2, 8, 2],
            next: 2,
        },
    ];
    for Case { name, legal, penalty, hand, colour, bluff, hand_sizes, next } in cases {
        let r = RuleSet { wild_draw_four: legal, bluff_penalty: penalty, ..RuleSet::default() };
        let mut g = w4_game(r, hand);
        act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
        act(&mut g, 0, Action::ChooseColour(colour));
        let events = act(&mut g, 1, Action::Challenge);
        assert!(events.contains(&Event::Challenged { challenger: 1, offender: 0, bluff }), "{name}: {events:?}");
        assert_eq!(sizes(&g), hand_sizes, "{name}: hand sizes");
        if bluff {
            assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2"]), "{name}: the challenger draws nothing");
        }
        assert_eq!(g.colour(), colour, "{name}: the named colour stays");
        assert_eq!(g.top_card(), Some(Card::WILD_DRAW_FOUR), "{name}: top card");
        assert_eq!(g.pending_draw(), 0, "{name}: nothing left to draw");
        assert_eq!(g.phase(), Phase::Turn { seat: next }, "{name}: next to play");
    }
}

#[test]
fn wild_draw_four_current_colour_is_the_named_colour_after_a_wild() {
    let r = RuleSet::default();
    let mut g = build(
        Scenario::new(3)
            .rules(r)
            .top(Card::WILD)
            .colour(Colour::Blue)
            .hand(0, &cs(&["Wild Draw Four", "Blue 3", "Red 1"]))
            .hand(1, &cs(&["Yellow 1"])),
    );
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Red));
    let events = act(&mut g, 1, Action::Challenge);
    assert!(events.contains(&Event::Challenged { challenger: 1, offender: 0, bluff: true }), "{events:?}");
}

#[test]
fn wild_draw_four_challenge_shows_the_hand_to_the_challenger_only() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    let events = act(&mut g, 1, Action::Challenge);
    let shown = events
        .iter()
        .find_map(|e| match e {
            Event::HandShown { owner: 0, to: 1, cards } => Some(cards.clone()),
            _ => None,
        })
        .expect("hand shown");
    assert_eq!(shown, cs(&["Red 9", "Blue 1"]));
    let to_challenger = g.view(Some(1)).revealed.expect("the challenger saw the hand");
    assert_eq!(to_challenger.hand.to_vec(), cs(&["Red 9", "Blue 1"]));
    assert!(g.view(Some(2)).revealed.is_none());
    let hidden: Vec<Event> = events.iter().map(|e| e.seen_by(Some(2))).collect();
    assert!(hidden.contains(&Event::HandShown { owner: 0, to: 1, cards: vec![] }));
}

#[test]
fn wild_draw_four_only_the_player_who_must_draw_may_challenge() {
    let mut g = w4_game(RuleSet::default(), &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    assert_eq!(refused(&mut g, 2, Action::Challenge), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 0, Action::Challenge), RuleError::NotYourTurn);
}

#[test]
fn wild_draw_four_bluff_take_back_option_returns_card_and_forces_a_legal_play() {
    let r = rules(|r| r.bluff_penalty = BluffPenalty::TakeBack);
    let mut g = w4_game(r, &["Wild Draw Four", "Red 9", "Blue 1"]);
    act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    let events = act(&mut g, 1, Action::Challenge);
    assert!(events.contains(&Event::TookBack { seat: 0 }));
    assert_eq!(held(&g, 0), cs(&["Red 9", "Blue 1", "Wild Draw Four"]));
    assert_eq!(held(&g, 1), cs(&["Yellow 1", "Yellow 2"]));
    assert_eq!(g.top_card(), Some(c("Red 5")));
    assert_eq!(g.colour(), Colour::Red, "the named colour goes with the card");
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    assert_eq!(refused(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR)), RuleError::MustPlayLegalCardAfterBluff);
    assert_eq!(refused(&mut g, 0, Action::Draw), RuleError::MustPlayLegalCardAfterBluff);
    assert_eq!(g.legal_actions_vec(0), vec![Action::Play(c("Red 9"))]);
    act(&mut g, 0, Action::Play(c("Red 9")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

/// What the challenge prompt says a challenge costs is what a challenge does, under both bluff
/// penalties, with and without stacking.
#[test]
fn challenge_stakes_are_what_a_challenge_costs() {
    let mut seen = [0usize; 3];
    for (penalty, stacking) in [
        (BluffPenalty::DrawFour, Stacking::Off),
        (BluffPenalty::TakeBack, Stacking::Off),
        (BluffPenalty::DrawFour, Stacking::SameCard),
    ] {
        let rules = RuleSet { bluff_penalty: penalty, stacking, ..RuleSet::default() };
        let mut rng = uno_party::engine::Rng::new(5);
        for seed in 0..400 {
            let mut g = Game::new(Setup { seats: 3, rules: rules.clone(), seed, dealer: None }).unwrap();
            for _ in 0..300 {
                if matches!(g.phase(), Phase::WaitingToDeal | Phase::RoundOver) {
                    g.apply(0, Action::StartRound).unwrap();
                }
                let Some(s) = g.to_act() else { break };
                let view = g.view(Some(s));
                if let (Some(stakes), Some((offender, _))) = (view.challenge_stakes(), view.challenge_info()) {
                    let before = (g.hand(s).len(), g.hand(offender).len());
                    let mut after = g.clone();
                    let events = after.apply(s, Action::Challenge).unwrap();
                    let bluff = events.iter().any(|e| matches!(e, Event::Challenged { bluff: true, .. }));
                    match (bluff, stakes.bluffer_draws) {
                        (false, _) => {
                            assert_eq!(after.hand(s).len(), before.0 + stakes.challenger_draws as usize);
                            seen[0] += 1;
                        }
                        (true, Some(n)) => {
                            assert_eq!(after.hand(offender).len(), before.1 + n as usize);
                            seen[1] += 1;
                        }
                        (true, None) => {
                            assert_eq!(after.hand(offender).len(), before.1 + 1, "the card goes back");
                            seen[2] += 1;
                        }
                    }
                }
                let legal = g.legal_actions_vec(s);
                g.apply(s, legal[rng.below(legal.len() as u32) as usize]).unwrap();
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 5), "too few challenges of each kind: {seen:?}");
}

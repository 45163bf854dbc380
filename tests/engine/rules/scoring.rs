//! The end of a round and scoring: the winner scores the other hands (a final Draw Two or Wild Draw
//! Four drawn first), the new cards' points, the match totals and the end of the match at the
//! target (the `new_card_points`, `scoring` and `target_score` options).

use uno_party::engine::{
    Action, Event, NewCardPoints, Phase, RuleError, RuleSet, Scenario, Scoring, Seat, TargetScore,
};

use crate::support::cards::{c, cs};
use crate::support::games::{build, held, sizes};
use crate::support::moves::{act, refused};
use crate::support::rule_sets::rules;

#[test]
fn round_ends_when_a_player_has_no_cards_and_winner_scores_other_hands() {
    let mut g = build(
        Scenario::new(3)
            .hand(0, &cs(&["Red 1"]))
            .hand(1, &cs(&["Blue 9", "Red Skip", "Wild"]))
            .hand(2, &cs(&["Green 3", "Wild Draw Four", "Yellow 0", "Blue Reverse", "Green Draw Two"])),
    );
    let events = act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(g.phase(), Phase::RoundOver);
    let r = g.last_round().expect("round result");
    assert_eq!(r.winner, 0);
    assert_eq!(r.hand_points[..3], [0, 9 + 20 + 50, 3 + 50 + 20 + 20]);
    assert_eq!(r.gained[..3], [79 + 93, 0, 0]);
    assert_eq!(g.scores(), &[172, 0, 0]);
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded(_))));
    assert_eq!(refused(&mut g, 1, Action::Draw), RuleError::RoundOver);
    // Every hand is shown for counting.
    assert!(g.view(Some(1)).round_end_hands.is_some());
}

/// The 112-card deck's new cards in the count: a Wild Swap Hands or a Customizable Wild is worth 40
/// points by default, 50 with the `new_card_points` option.
#[test]
fn scoring_new_cards_forty_by_default_or_fifty() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        scores: [u32; 2],
    }
    let cases = [
        Case { name: "forty by default", rules: RuleSet::deck_112(), scores: [40 + 40 + 3, 0] },
        Case {
            name: "fifty option",
            rules: RuleSet { new_card_points: NewCardPoints::Fifty, ..RuleSet::deck_112() },
            scores: [50 + 50 + 3, 0],
        },
    ];
    for Case { name, rules, scores } in cases {
        let mut g = build(
            Scenario::new(2)
                .rules(rules)
                .hand(0, &cs(&["Red 1"]))
                .hand(1, &cs(&["Wild Swap Hands", "Customizable Wild 2", "Red 3"])),
        );
        act(&mut g, 0, Action::Play(c("Red 1")));
        assert_eq!(g.scores(), &scores, "{name}: scores");
    }
}

/// A round won with a Draw Two or a Wild Draw Four: the next player still draws, and the cards
/// drawn count for the winner.
#[test]
fn round_end_final_draw_card_is_drawn_and_counted() {
    struct Case {
        name: &'static str,
        card: &'static str,
        draws: &'static [&'static str],
        victim: &'static [&'static str],
        score: u32,
    }
    let cases = [
        Case {
            name: "Draw Two",
            card: "Red Draw Two",
            draws: &["Blue 9", "Green 8"],
            victim: &["Green 8", "Blue 1", "Blue 9"],
            score: 1 + 9 + 8 + 2,
        },
        Case {
            name: "Wild Draw Four",
            card: "Wild Draw Four",
            draws: &["Blue 9", "Green 8", "Red Skip", "Wild"],
            victim: &["Red Skip", "Green 8", "Blue 1", "Blue 9", "Wild"],
            score: 1 + 9 + 8 + 20 + 50 + 2,
        },
    ];
    for Case { name, card, draws, victim, score } in cases {
        let mut g = build(
            Scenario::new(3)
                .hand(0, &cs(&[card]))
                .hand(1, &cs(&["Blue 1"]))
                .hand(2, &cs(&["Yellow 2"]))
                .next_draws(&cs(draws)),
        );
        act(&mut g, 0, Action::Play(c(card)));
        assert_eq!(g.phase(), Phase::RoundOver, "{name}: the round is over");
        assert_eq!(held(&g, 1), cs(victim), "{name}: the next player's hand");
        assert_eq!(sizes(&g), vec![0, victim.len(), 1], "{name}: hand sizes");
        assert_eq!(g.scores(), &[score, 0, 0], "{name}: scores");
    }
}

/// The end of a round and of the match, under the `scoring` and `target_score` options: the round's
/// points are added to the match totals, which carry over to the next round, and the match ends
/// when a total reaches the target, 500 by default. The winner of the round scores the other hands;
/// with lowest total scoring each player keeps the points of their own hand and the lowest total
/// wins the match.
#[test]
fn scoring_round_points_and_match_end_at_the_target() {
    assert_eq!(RuleSet::default().target_score.get(), 500);
    assert!(TargetScore::new(0).is_none());
    struct Case {
        name: &'static str,
        rules: RuleSet,
        scores: [u32; 3],
        // The seat that goes out, with the single card of its hand.
        out: Seat,
        hands: [&'static [&'static str]; 3],
        gained: [u32; 3],
        totals: [u32; 3],
        match_winner: Option<Seat>,
    }
    let cases = [
        Case {
            name: "500 reached by default",
            rules: RuleSet::default(),
            scores: [480, 300, 0],
            out: 0,
            hands: [&["Red 1"], &["Blue Skip"], &["Green 0"]],
            gained: [20, 0, 0],
            totals: [500, 300, 0],
            match_winner: Some(0),
        },
        Case {
            name: "below the target the match continues",
            rules: RuleSet::default(),
            scores: [480, 0, 0],
            out: 0,
            hands: [&["Red 1"], &["Blue 9"], &["Green 0"]],
            gained: [9, 0, 0],
            totals: [489, 0, 0],
            match_winner: None,
        },
        Case {
            name: "a custom target reached",
            rules: rules(|r| r.target_score = TargetScore::new(100).unwrap()),
            scores: [50, 90, 0],
            out: 1,
            hands: [&["Red 4"], &["Red 1"], &["Green 6"]],
            gained: [0, 10, 0],
            totals: [50, 100, 0],
            match_winner: Some(1),
        },
        Case {
            name: "lowest total: each keeps their own points",
            rules: rules(|r| r.scoring = Scoring::LowestTotal),
            scores: [10, 20, 30],
            out: 0,
            hands: [&["Red 1"], &["Blue 9"], &["Green Skip"]],
            gained: [0, 9, 20],
            totals: [10, 29, 50],
            match_winner: None,
        },
        Case {
            name: "lowest total: the match ends at the target and the lowest total wins",
            rules: rules(|r| {
                r.scoring = Scoring::LowestTotal;
                r.target_score = TargetScore::new(100).unwrap();
            }),
            scores: [90, 40, 60],
            out: 1,
            hands: [&["Wild"], &["Red 1"], &["Green 5"]],
            gained: [50, 0, 5],
            totals: [140, 40, 65],
            match_winner: Some(1),
        },
    ];
    for Case { name, rules, scores, out, hands, gained, totals, match_winner } in cases {
        let mut g = build(
            Scenario::new(3)
                .rules(rules)
                .scores(&scores)
                .turn(out)
                .hand(0, &cs(hands[0]))
                .hand(1, &cs(hands[1]))
                .hand(2, &cs(hands[2])),
        );
        let events = act(&mut g, out, Action::Play(c(hands[usize::from(out)][0])));
        assert_eq!(g.scores(), &totals, "{name}: totals");
        assert_eq!(g.last_round().unwrap().gained[..3], gained, "{name}: points gained");
        let other = (out + 1) % 3;
        match match_winner {
            Some(winner) => {
                assert_eq!(g.phase(), Phase::MatchOver { winner }, "{name}: the match is over");
                assert!(events.contains(&Event::MatchEnded { winner }), "{name}: {events:?}");
                assert_eq!(refused(&mut g, other, Action::StartRound), RuleError::MatchOver, "{name}");
            }
            None => {
                assert_eq!(g.phase(), Phase::RoundOver, "{name}: only the round is over");
                act(&mut g, other, Action::StartRound);
                assert_eq!(g.round(), 2, "{name}: a new round");
                assert_eq!(g.scores(), &totals, "{name}: totals carry over");
            }
        }
    }
}

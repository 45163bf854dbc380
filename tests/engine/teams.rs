//! Partner play (issue 35): teams seated apart at every table they fit, set-ups they do not fit
//! refused, the round's and the match's scoring by team, whole matches with every other option on,
//! what a seat may see of its partner, and saves, replays and undo of team matches.

use proptest::prelude::*;
use uno_party::ai::{Bot, BotKind, Budget};
use uno_party::engine::{
    Action, ActionList, Card, Decision, DeckList, Event, Game, MatchLog, Partners, Phase, ReplayError, Rng, RuleSet,
    Scenario, Scoring, Seat, Setup, SetupError, Stacking, TargetScore, Teams,
};

use super::properties::{any_action, assert_event_hides_cards};
use crate::support::cards::{c, cs};
use crate::support::games::build;
use crate::support::moves::act;

// ----- helpers -----

fn with(partners: Partners, f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet { partners, ..RuleSet::default() };
    f(&mut r);
    r
}

fn target(points: u32) -> TargetScore {
    TargetScore::new(points).expect("a positive target")
}

/// Every team's seats, team by team.
fn members(teams: Teams) -> Vec<Vec<Seat>> {
    (0..teams.count()).map(|t| teams.members(t).collect()).collect()
}

/// The seats of `seat`'s team other than `seat`.
fn partners_of(teams: Teams, seat: Seat) -> Vec<Seat> {
    teams.partners_of(seat).collect()
}

// ----- seating -----

/// Teams of two at 4, 6, 8 and 10 seats and of three at 6 and 9: seat `s` plays for team
/// `s % teams`, so partners sit apart and no partner ever plays right after another.
#[test]
fn partners_sit_apart_at_every_table_they_fit() {
    let cases: [(Partners, usize, &[&[Seat]]); 6] = [
        (Partners::Pairs, 4, &[&[0, 2], &[1, 3]]),
        (Partners::Pairs, 6, &[&[0, 3], &[1, 4], &[2, 5]]),
        (Partners::Pairs, 8, &[&[0, 4], &[1, 5], &[2, 6], &[3, 7]]),
        (Partners::Pairs, 10, &[&[0, 5], &[1, 6], &[2, 7], &[3, 8], &[4, 9]]),
        (Partners::Threes, 6, &[&[0, 2, 4], &[1, 3, 5]]),
        (Partners::Threes, 9, &[&[0, 3, 6], &[1, 4, 7], &[2, 5, 8]]),
    ];
    for (partners, seats, expected) in cases {
        let rules = with(partners, |_| {});
        let (g, _) = Game::new_dealt(Setup { seats, rules, seed: 3, dealer: Some(0) }).expect("the partners fit");
        let teams = g.teams();
        assert!(teams.partners(), "{partners:?} at {seats}");
        assert_eq!(members(teams), expected, "{partners:?} at {seats}");
        assert_eq!(g.team_scores(), vec![0; expected.len()]);
        for s in 0..seats as Seat {
            // Every seat sees the same teams, and its neighbours on both sides are opponents.
            assert_eq!(g.view(Some(s)).teams(), teams);
            let (left, right) = ((s + 1) % seats as Seat, (s + seats as Seat - 1) % seats as Seat);
            assert!(!teams.same_team(s, left) && !teams.same_team(s, right), "{partners:?} at {seats}: seat {s}");
            assert_eq!(partners_of(teams, s).len(), partners.team_size() - 1);
        }
    }
    // Without partners every player is a team of one.
    let (g, _) = Game::new_dealt(Setup::new(4, 3)).unwrap();
    assert!(!g.teams().partners());
    assert_eq!(members(g.teams()), [[0], [1], [2], [3]]);
}

/// Partners that do not make two whole teams at the table are refused before anything is dealt:
/// pairs need 4, 6, 8 or 10 players, threes 6 or 9.
#[test]
fn partners_that_do_not_fit_the_table_are_refused_at_the_set_up() {
    for (partners, fit) in [(Partners::Pairs, &[4usize, 6, 8, 10][..]), (Partners::Threes, &[6, 9][..])] {
        for seats in 2..=10 {
            let rules = with(partners, |_| {});
            let result = Game::new(Setup { seats, rules: rules.clone(), seed: 1, dealer: None });
            let checked = Setup::validate_with(&rules, seats, None);
            if fit.contains(&seats) {
                assert!(result.is_ok() && checked.is_ok(), "{partners:?} at {seats} should fit");
                continue;
            }
            let want = SetupError::Partners { partners, seats };
            assert_eq!(result.unwrap_err(), want, "{partners:?} at {seats}");
            assert_eq!(checked, Err(want.clone()));
            assert_eq!(Scenario::new(seats).rules(rules.clone()).build().unwrap_err(), want.to_string());
            // A log of such a match (a file from elsewhere) is refused as a set-up, not played.
            let log = MatchLog::new(&Setup { seats, rules, seed: 1, dealer: None });
            assert!(matches!(log.replay(), Err(ReplayError::Setup(e)) if e == want), "{partners:?} at {seats}");
        }
    }
    // The seat count is checked first.
    let rules = with(Partners::Pairs, |_| {});
    assert_eq!(Setup::validate_with(&rules, 11, None), Err(SetupError::PlayerCount(11)));
    let message = SetupError::Partners { partners: Partners::Pairs, seats: 5 }.to_string();
    assert!(message.contains("4, 6, 8 or 10") && message.contains('5'), "{message}");
}

// ----- the end of a round -----

/// When a player goes out, they score the opponents' cards: their partners' cards count neither
/// way. Each seat's other cards: `Blue <seat>` (worth the seat's number); every partner of the
/// player going out also holds a Wild (50 points) that must not count.
#[test]
fn going_out_scores_the_opponents_cards_and_never_a_partners() {
    struct Case {
        partners: Partners,
        seats: usize,
        out: Seat,
        gained: u32,
    }
    let cases = [
        Case { partners: Partners::Pairs, seats: 4, out: 0, gained: 1 + 3 },
        Case { partners: Partners::Pairs, seats: 4, out: 3, gained: 2 },
        Case { partners: Partners::Pairs, seats: 6, out: 2, gained: 1 + 3 + 4 },
        Case { partners: Partners::Threes, seats: 6, out: 1, gained: 2 + 4 },
        Case { partners: Partners::Pairs, seats: 8, out: 5, gained: 2 + 3 + 4 + 6 + 7 },
        Case { partners: Partners::Threes, seats: 9, out: 4, gained: 2 + 3 + 5 + 6 + 8 },
        Case { partners: Partners::Pairs, seats: 10, out: 9, gained: 1 + 2 + 3 + 5 + 6 + 7 + 8 },
        // Everyone for themselves, the same hands: seat 2's Wild and 2 points count.
        Case { partners: Partners::Off, seats: 4, out: 0, gained: 1 + (2 + 50) + 3 },
    ];
    for Case { partners, seats, out, gained } in cases {
        let name = format!("{partners:?} at {seats}, seat {out} out");
        let rules = with(partners, |_| {});
        let teams = rules.teams(seats);
        // The partners of the Off case are the pairs' partners: the same hands either way.
        let mates = Teams::of(Partners::Pairs, seats).partners_of(out).collect::<Vec<_>>();
        let mates = if partners == Partners::Off { mates } else { partners_of(teams, out) };
        let mut s = Scenario::new(seats).rules(rules).turn(out).hand(out, &cs(&["Red 1"]));
        for seat in (0..seats as Seat).filter(|&x| x != out) {
            let mut hand = vec![c(&format!("Blue {seat}"))];
            if mates.contains(&seat) {
                hand.push(Card::WILD);
            }
            s = s.hand(seat, &hand);
        }
        let mut g = build(s);
        let events = act(&mut g, out, Action::Play(c("Red 1")));
        assert_eq!(g.phase(), Phase::RoundOver, "{name}");
        let r = *g.last_round().expect("the round is scored");
        assert!(events.contains(&Event::RoundEnded(r)), "{name}");
        assert_eq!((r.winner, r.blocked), (out, false), "{name}");
        let mut want = vec![0; seats];
        want[out as usize] = gained;
        assert_eq!(r.gained[..seats], want, "{name}: points gained");
        assert_eq!(g.scores(), want, "{name}: seat totals");
        // Every hand is still counted for the table to see, the partners' Wilds too.
        for m in &mates {
            assert_eq!(r.hand_points[*m as usize], *m as u32 + 50, "{name}: seat {m}'s hand");
        }
        // The team's total is its players' totals.
        let mut team_want = vec![0; teams.count()];
        team_want[teams.team_of(out)] = gained;
        assert_eq!(g.team_scores(), team_want, "{name}: team totals");
    }
}

/// With Lowest total each seat keeps its own hand's points (partners' too), a team's total is the
/// sum of its players', and the totals carry over into the next round.
#[test]
fn lowest_total_with_partners_each_seat_keeps_its_points_and_the_team_adds_them() {
    let rules = with(Partners::Pairs, |r| r.scoring = Scoring::LowestTotal);
    let mut g = build(
        Scenario::new(4)
            .rules(rules)
            .scores(&[5, 10, 15, 20])
            .hand(0, &cs(&["Red 1"]))
            .hand(1, &cs(&["Blue 9"]))
            .hand(2, &cs(&["Wild"]))
            .hand(3, &cs(&["Green 3", "Yellow Skip"])),
    );
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(g.last_round().unwrap().gained[..4], [0, 9, 50, 23]);
    assert_eq!(g.scores(), &[5, 19, 65, 43]);
    assert_eq!(g.team_scores(), vec![5 + 65, 19 + 43]);
    act(&mut g, 1, Action::StartRound);
    assert_eq!((g.round(), g.team_scores()), (2, vec![70, 62]), "the totals carry over");
}

/// The match ends when a team's total reaches the target, though no player's own total does; the
/// winning team is the highest (winner scores) or the lowest (Lowest total), and `MatchOver` names
/// the round's winner when they are on it, else the team's lowest seat.
#[test]
fn the_match_ends_when_a_team_reaches_the_target_though_no_player_did() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        seats: usize,
        scores: &'static [u32],
        out: Seat,
        // The other seats' hands, by seat (the player going out holds a Red 1).
        hands: &'static [(Seat, &'static [&'static str])],
        totals: &'static [u32],
        team_totals: &'static [u32],
        winner: Option<Seat>,
    }
    let winner_scores = |p| with(p, |r| r.target_score = target(100));
    let lowest = |p| {
        with(p, |r| {
            r.scoring = Scoring::LowestTotal;
            r.target_score = target(100);
        })
    };
    let cases = [
        Case {
            name: "pairs at 4: 62 + 40 passes 100",
            rules: winner_scores(Partners::Pairs),
            seats: 4,
            scores: &[40, 10, 45, 20],
            out: 2,
            hands: &[(0, &["Blue 2"]), (1, &["Blue 9"]), (3, &["Green 8"])],
            totals: &[40, 10, 62, 20],
            team_totals: &[102, 30],
            winner: Some(2),
        },
        Case {
            name: "pairs at 6",
            rules: winner_scores(Partners::Pairs),
            seats: 6,
            scores: &[30, 0, 0, 60, 0, 0],
            out: 0,
            hands: &[(1, &["Blue 5"]), (2, &["Blue 6"]), (3, &["Wild"]), (4, &["Green 0"]), (5, &["Yellow 1"])],
            totals: &[42, 0, 0, 60, 0, 0],
            team_totals: &[102, 0, 0],
            winner: Some(0),
        },
        Case {
            name: "threes at 6: three players of 40 or less",
            rules: winner_scores(Partners::Threes),
            seats: 6,
            scores: &[30, 0, 30, 0, 30, 0],
            out: 4,
            hands: &[(0, &["Wild"]), (1, &["Blue 5"]), (2, &["Wild"]), (3, &["Green 3"]), (5, &["Yellow 2"])],
            totals: &[30, 0, 30, 0, 40, 0],
            team_totals: &[100, 0],
            winner: Some(4),
        },
        Case {
            name: "pairs at 8",
            rules: winner_scores(Partners::Pairs),
            seats: 8,
            scores: &[0, 0, 0, 50, 0, 0, 0, 45],
            out: 7,
            hands: &[
                (0, &["Blue 1"]),
                (1, &["Blue 1"]),
                (2, &["Green 1"]),
                (3, &["Wild"]),
                (4, &["Green 1"]),
                (5, &["Yellow 1"]),
                (6, &["Yellow 1"]),
            ],
            totals: &[0, 0, 0, 50, 0, 0, 0, 51],
            team_totals: &[0, 0, 0, 101],
            winner: Some(7),
        },
        Case {
            name: "everyone for themselves, the same hands: nobody reached 100, the match goes on",
            rules: winner_scores(Partners::Off),
            seats: 4,
            scores: &[40, 10, 45, 20],
            out: 2,
            hands: &[(0, &["Blue 2"]), (1, &["Blue 9"]), (3, &["Green 8"])],
            totals: &[40, 10, 64, 20],
            team_totals: &[40, 10, 64, 20],
            winner: None,
        },
        Case {
            name: "below the target the match goes on",
            rules: winner_scores(Partners::Pairs),
            seats: 4,
            scores: &[40, 10, 45, 20],
            out: 2,
            hands: &[(0, &["Wild"]), (1, &["Blue 1"]), (3, &["Green 1"])],
            totals: &[40, 10, 47, 20],
            team_totals: &[87, 30],
            winner: None,
        },
        Case {
            name: "lowest total: the round's winner is not on the lowest team, its lowest seat is named",
            rules: lowest(Partners::Pairs),
            seats: 4,
            scores: &[30, 40, 30, 20],
            out: 0,
            hands: &[(1, &["Blue 2"]), (2, &["Wild"]), (3, &["Green 9"])],
            totals: &[30, 42, 80, 29],
            team_totals: &[110, 71],
            winner: Some(1),
        },
        Case {
            name: "lowest total: the round's winner is on the lowest team and is named",
            rules: lowest(Partners::Pairs),
            seats: 4,
            scores: &[30, 40, 30, 20],
            out: 3,
            hands: &[(0, &["Wild"]), (1, &["Blue 5"]), (2, &["Green 2"])],
            totals: &[80, 45, 32, 20],
            team_totals: &[112, 65],
            winner: Some(3),
        },
        Case {
            name: "lowest total: threes at 6",
            rules: lowest(Partners::Threes),
            seats: 6,
            scores: &[30, 10, 30, 10, 30, 10],
            out: 1,
            hands: &[(0, &["Blue 5"]), (2, &["Green 5"]), (3, &["Wild"]), (4, &["Yellow 1"]), (5, &["Blue 0"])],
            totals: &[35, 10, 35, 60, 31, 10],
            team_totals: &[101, 80],
            winner: Some(1),
        },
    ];
    for Case { name, rules, seats, scores, out, hands, totals, team_totals, winner } in cases {
        let mut s = Scenario::new(seats).rules(rules).scores(scores).turn(out).hand(out, &cs(&["Red 1"]));
        for (seat, hand) in hands {
            s = s.hand(*seat, &cs(hand));
        }
        let mut g = build(s);
        let events = act(&mut g, out, Action::Play(c("Red 1")));
        assert_eq!(g.scores(), totals, "{name}: seat totals");
        assert_eq!(g.team_scores(), *team_totals, "{name}: team totals");
        if g.teams().partners() && winner.is_some() {
            let t = g.rules().target_score.get();
            assert!(totals.iter().all(|&p| p < t), "{name}: the case wants no player at the target");
        }
        match winner {
            Some(winner) => {
                assert_eq!(g.phase(), Phase::MatchOver { winner }, "{name}");
                assert!(events.contains(&Event::MatchEnded { winner }), "{name}: {events:?}");
                g.check_invariants().unwrap_or_else(|e| panic!("{name}: {e}"));
                // Saved and loaded, the finished match is the same.
                let loaded = Game::from_ron(&g.to_ron()).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(loaded, g, "{name}");
            }
            None => {
                assert_eq!(g.phase(), Phase::RoundOver, "{name}: only the round is over");
                assert!(!events.iter().any(|e| matches!(e, Event::MatchEnded { .. })), "{name}");
            }
        }
    }
}

/// A blocked round (nothing to draw, nobody able to play, everyone passing in a row) is won by the
/// player holding the fewest points; with partners they score only the opponents' hands. Wilds
/// always play, so a whole table of passes only comes from a position like this one, loaded from
/// a save in which the other three seats have passed already.
#[test]
fn a_blocked_round_with_partners_scores_only_the_opponents_hands() {
    let hands = [cs(&["Blue 0"]), Vec::new(), cs(&["Yellow 9"]), cs(&["Green 1", "Blue 2"])];
    let top = c("Red 5");
    let used: Vec<Card> = hands.iter().flatten().copied().chain([top]).collect();
    let mut rest: Vec<Card> = DeckList::classic().cards().collect();
    for u in &used {
        rest.remove(rest.iter().position(|x| x == u).expect("in the deck"));
    }
    // The classic deck is worth 1240 points; seat 1 holds all of it but the cards above.
    let seat_1_points = 1240 - 5 - 9 - 3;
    for (partners, scoring, gained) in [
        (Partners::Pairs, Scoring::WinnerScoresOthers, [seat_1_points + 3, 0, 0, 0]),
        (Partners::Off, Scoring::WinnerScoresOthers, [seat_1_points + 9 + 3, 0, 0, 0]),
        (Partners::Pairs, Scoring::LowestTotal, [0, seat_1_points, 9, 3]),
    ] {
        let name = format!("{partners:?}, {scoring:?}");
        let rules = with(partners, |r| {
            r.scoring = scoring;
            r.target_score = target(5000);
        });
        let g = build(
            Scenario::new(4)
                .rules(rules)
                .top(top)
                .hand(0, &hands[0])
                .hand(1, &rest)
                .hand(2, &hands[2])
                .hand(3, &hands[3])
                .turn(3),
        );
        assert_eq!(g.draw_pile_len(), 0);
        let text = g.to_ron();
        assert_eq!(text.matches("passes: 0").count(), 1);
        let mut g = Game::from_ron(&text.replace("passes: 0", "passes: 3")).expect("the position loads");
        let events = act(&mut g, 3, Action::Pass);
        assert_eq!(g.phase(), Phase::RoundOver, "{name}: {events:?}");
        let r = g.last_round().copied().unwrap();
        assert_eq!((r.winner, r.blocked), (0, true), "{name}");
        assert_eq!(r.hand_points[..4], [0, seat_1_points, 9, 3], "{name}");
        assert_eq!(r.gained[..4], gained, "{name}");
        let teams = g.teams();
        assert_eq!(g.team_scores(), teams.totals(&gained)[..teams.count()], "{name}");
    }
}

// ----- whole matches with every other option on -----

/// Partners with stacking, Seven-O, Jump-In, Swap Hands and the Customizable Wilds (the 112-card
/// deck), Draw to Match and the given scoring, to a low target.
fn everything_on(partners: Partners, scoring: Scoring) -> RuleSet {
    RuleSet {
        partners,
        scoring,
        stacking: Stacking::PlusFourOnPlusTwo,
        seven_o: true,
        jump_in: true,
        draw_to_match: true,
        target_score: target(300),
        ..RuleSet::deck_112()
    }
}

/// The tables partners fit: (partners, seats).
const TABLES: [(Partners, usize); 6] = [
    (Partners::Pairs, 4),
    (Partners::Pairs, 6),
    (Partners::Pairs, 8),
    (Partners::Pairs, 10),
    (Partners::Threes, 6),
    (Partners::Threes, 9),
];

/// A finished team match: a team reached the target, the winning team is the highest (winner
/// scores, the only team past the target) or the lowest, and the seat named is the round's
/// winner when on that team, else the team's lowest seat.
fn assert_team_won(game: &Game, winner: Seat) {
    let teams = game.teams();
    let totals = game.team_scores();
    let target = game.rules().target_score.get();
    let team = teams.team_of(winner);
    assert!(totals.iter().any(|&p| p >= target), "the match ended below the target: {totals:?}");
    match game.rules().scoring {
        Scoring::WinnerScoresOthers => {
            assert!(totals[team] >= target, "{totals:?}, winner {winner}");
            assert_eq!(totals.iter().filter(|&&p| p >= target).count(), 1, "two teams past the target: {totals:?}");
        }
        Scoring::LowestTotal => assert_eq!(totals[team], *totals.iter().min().unwrap(), "{totals:?}"),
    }
    let round_winner = game.last_round().expect("a round was played").winner;
    let named = if teams.team_of(round_winner) == team { round_winner } else { teams.members(team).next().unwrap() };
    assert_eq!(winner, named, "the seat named for team {team}");
}

/// What `seat` may see of its partners: nothing but their hand sizes, the cards they play and,
/// once the round is over, the hands shown for counting. Its view holds its own hand exactly,
/// the card it drew only if it drew it, a hand shown by a challenge never a partner's; and the view
/// is the same whatever the partners (and the other hidden places) hold.
fn assert_view_hides_partners(game: &Game, seat: Seat, seed: u64) {
    let view = game.view(Some(seat));
    let teams = game.teams();
    assert_eq!(view.teams(), teams);
    assert_eq!(view.hand, *game.hand(seat), "seat {seat}'s view holds another hand");
    if let Some(d) = view.drawn {
        assert_eq!(game.phase(), Phase::PlayOrKeep { seat }, "seat {seat} sees a card it did not draw");
        assert!(view.hand.contains(d));
    }
    if let Some(r) = view.revealed {
        assert_eq!(r.to, seat);
        assert!(!teams.same_team(r.owner, seat), "a challenge showed seat {seat} its partner {}'s hand", r.owner);
    }
    if game.phase().in_round() {
        assert!(view.round_end_hands.is_none(), "seat {seat} sees the hands in play");
    }
    for p in teams.partners_of(seat) {
        assert_eq!(view.hand_size(p), game.hand(p).len());
    }
    // Redealt, the partners' hands change; the view does not.
    let other = game.redeal_hidden(seat, seed);
    assert_eq!(other.view(Some(seat)), view, "seat {seat}'s view depends on its partners' cards");
}

/// Plays one team match to its end with `bots`, Jump-Ins and catches asked of every other seat
/// now and then, checking every invariant and every seat's view after each move. Returns the
/// number of moves.
fn bot_match(rules: RuleSet, seats: usize, seed: u64, kinds: &[BotKind]) -> usize {
    let mut game = Game::new(Setup { seats, rules, seed, dealer: None }).expect("partners fit");
    let mut bots: Vec<Box<dyn Bot>> =
        (0..seats).map(|s| kinds[s % kinds.len()].build_with(seed + s as u64, Budget::Iterations(30))).collect();
    let mut list = ActionList::new();
    let mut rng = Rng::new(seed);
    for step in 0..60_000 {
        if let Phase::MatchOver { winner } = game.phase() {
            assert_team_won(&game, winner);
            return step;
        }
        let mut chosen = None;
        if rng.below(3) == 0 {
            for s in (0..seats as Seat).filter(|&s| Some(s) != game.to_act()) {
                game.legal_actions(s, &mut list);
                if !list.is_empty()
                    && let Some(a) = bots[s as usize].interrupt(&Decision::new(&game, s, &list))
                {
                    chosen = Some((s, a));
                    break;
                }
            }
        }
        let (seat, action) = chosen.unwrap_or_else(|| {
            let s = game.to_act().unwrap_or(0);
            game.legal_actions(s, &mut list);
            (s, bots[s as usize].decide(&Decision::new(&game, s, &list)))
        });
        let events = game.apply(seat, action).unwrap_or_else(|e| panic!("a bot's {action:?} was refused: {e}"));
        for e in &events {
            for s in 0..seats as Seat {
                assert_event_hides_cards(e, s);
            }
        }
        game.check_invariants().unwrap_or_else(|e| panic!("after {action:?}: {e}"));
        assert_eq!(game.scores().iter().sum::<u32>(), game.team_scores().iter().sum::<u32>());
        let viewer = rng.below(seats as u32) as Seat;
        assert_view_hides_partners(&game, viewer, seed ^ step as u64);
    }
    panic!("the match did not end: {:?}, teams at {:?}", game.phase(), game.team_scores());
}

/// Whole team matches with every other option on, under both scorings, at every table partners
/// fit, played by bots of three levels to their end.
#[test]
fn bots_play_team_matches_with_every_other_option_on_to_their_end() {
    let mut moves = 0;
    for (i, (partners, seats)) in TABLES.into_iter().enumerate() {
        for scoring in [Scoring::WinnerScoresOthers, Scoring::LowestTotal] {
            let kinds = [BotKind::Basic, BotKind::Normal, BotKind::Random];
            moves += bot_match(everything_on(partners, scoring), seats, 100 + i as u64, &kinds);
        }
    }
    assert!(moves > 2_000, "{moves} moves in 12 matches");
}

/// Random legal moves from any seat (a quarter of them refused ones), with every other option on:
/// refused moves change nothing, every invariant holds, finished matches have one winning team.
fn random_team_play(partners: Partners, seats: usize, scoring: Scoring, seed: u64, steps: usize) -> usize {
    let rules = everything_on(partners, scoring);
    let mut game = Game::new(Setup { seats, rules: rules.clone(), seed, dealer: None }).expect("partners fit");
    let mut rng = Rng::new(seed ^ 0x7ea5);
    let mut list = ActionList::new();
    let mut ended = 0;
    for step in 0..steps {
        if let Phase::MatchOver { winner } = game.phase() {
            assert_team_won(&game, winner);
            ended += 1;
            game = Game::new(Setup { seats, rules: rules.clone(), seed: seed + step as u64, dealer: None }).unwrap();
        }
        let seat = match game.to_act() {
            Some(s) if rng.below(4) != 0 => s,
            _ => rng.below(seats as u32) as Seat,
        };
        game.legal_actions(seat, &mut list);
        let action = if !list.is_empty() && rng.below(4) != 0 {
            list[rng.below(list.len() as u32) as usize]
        } else {
            any_action(&mut rng)
        };
        let before = game.clone();
        match game.apply(seat, action) {
            Ok(events) => {
                for e in &events {
                    for s in 0..seats as Seat {
                        assert_event_hides_cards(e, s);
                    }
                }
            }
            Err(e) => {
                assert!(!list.contains(action), "a legal {action:?} of seat {seat} was refused: {e}");
                assert_eq!(game, before, "a refused {action:?} changed the game");
            }
        }
        game.check_invariants().unwrap_or_else(|e| panic!("after {action:?}: {e}"));
        for s in 0..seats as Seat {
            assert_view_hides_partners(&game, s, seed.wrapping_add(step as u64));
        }
        // A game imagined from a view (as the search bots do) is whole and valid, teams and all.
        let view = game.view(Some(rng.below(seats as u32) as Seat));
        let imagined = view.sample_game(&mut rng);
        imagined.check_invariants().unwrap_or_else(|e| panic!("a game imagined from a view is broken: {e}"));
        assert_eq!(imagined.view(view.seat), view);
        assert_eq!(imagined.team_scores(), game.team_scores());
    }
    ended
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Across random team games at 4, 6 and 8 seats (and threes at 6 and 9), no seat's view ever
    /// holds or depends on its partners' cards, and every invariant holds.
    #[test]
    fn no_seat_ever_sees_its_partners_cards(
        table in 0usize..5,
        lowest in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let (partners, seats) = TABLES[[0, 1, 2, 4, 5][table]];
        let scoring = if lowest { Scoring::LowestTotal } else { Scoring::WinnerScoresOthers };
        random_team_play(partners, seats, scoring, seed, 300);
    }
}

/// Long random team matches reach their end with one winning team.
#[test]
fn random_team_matches_end_with_one_winning_team() {
    let mut ended = 0;
    for (i, (partners, seats)) in TABLES.into_iter().enumerate() {
        for scoring in [Scoring::WinnerScoresOthers, Scoring::LowestTotal] {
            ended += random_team_play(partners, seats, scoring, i as u64 * 7 + 1, 6_000);
        }
    }
    assert!(ended >= 12, "only {ended} random team matches ended");
}

// ----- saves, replays and undo -----

/// Plays `steps` random legal moves from the seat to act (now and then another seat's Jump-In
/// or catch), recording them.
fn recorded(setup: Setup, steps: usize, seed: u64) -> (Game, MatchLog) {
    let mut game = Game::new(setup.clone()).expect("a valid set-up");
    let mut log = MatchLog::new(&setup);
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    for _ in 0..steps {
        if matches!(game.phase(), Phase::MatchOver { .. }) {
            break;
        }
        let seats = game.seats() as Seat;
        let first = match game.to_act() {
            Some(s) if rng.below(6) != 0 => s,
            _ => rng.below(seats as u32) as Seat,
        };
        let Some((seat, a)) = (0..seats).map(|k| (first + k) % seats).find_map(|s| {
            game.legal_actions(s, &mut list);
            (!list.is_empty()).then(|| (s, list[rng.below(list.len() as u32) as usize]))
        }) else {
            break;
        };
        game.apply(seat, a).expect("a legal move");
        log.record(seat, a);
    }
    (game, log)
}

/// A team match saved mid-round, between rounds and at its end loads back as the same position,
/// with the same teams and team totals, and goes on as the original.
#[test]
fn a_saved_team_match_loads_with_its_teams_and_goes_on_the_same() {
    for (i, (partners, seats)) in TABLES.into_iter().enumerate() {
        let rules =
            everything_on(partners, if i % 2 == 0 { Scoring::WinnerScoresOthers } else { Scoring::LowestTotal });
        let setup = Setup { seats, rules, seed: 40 + i as u64, dealer: None };
        let (end, log) = recorded(setup, 100_000, i as u64);
        assert!(matches!(end.phase(), Phase::MatchOver { .. }), "{partners:?} at {seats}: {:?}", end.phase());
        let round_over = log.round_starts().last().copied().expect("rounds were dealt");
        for at in [log.actions.len() / 3, round_over, log.actions.len()] {
            let game = log.replay_to(at).expect("the log plays again");
            let text = game.to_ron();
            assert!(text.contains(&format!("partners: {partners:?}")), "{text}");
            let mut loaded = Game::from_ron(&text).unwrap_or_else(|e| panic!("{partners:?} at {seats}: {e}"));
            assert_eq!(loaded, game);
            assert_eq!(loaded.teams(), game.teams());
            assert!(loaded.teams().partners());
            assert_eq!(loaded.team_scores(), game.team_scores());
            let mut original = game;
            for l in &log.actions[at..] {
                assert_eq!(loaded.apply(l.seat, l.action), original.apply(l.seat, l.action));
            }
            assert_eq!(loaded, end);
        }
    }
}

/// A team match's log, written and read back like a replay file and played again step by step,
/// gives the same team totals after every round and the same winner.
#[test]
fn a_replay_of_a_team_match_reproduces_its_team_totals() {
    for (i, (partners, seats)) in TABLES.into_iter().enumerate() {
        let setup =
            Setup { seats, rules: everything_on(partners, Scoring::WinnerScoresOthers), seed: i as u64, dealer: None };
        let mut game = Game::new(setup.clone()).unwrap();
        let mut log = MatchLog::new(&setup);
        let mut totals_by_round = Vec::new();
        let mut list = ActionList::new();
        let mut rng = Rng::new(i as u64 + 9);
        while !matches!(game.phase(), Phase::MatchOver { .. }) {
            let seat = game.to_act().unwrap_or(0);
            game.legal_actions(seat, &mut list);
            let a = list[rng.below(list.len() as u32) as usize];
            for e in game.apply(seat, a).unwrap() {
                if let Event::RoundEnded(r) = e {
                    totals_by_round.push(game.teams().totals(&r.totals[..seats])[..game.teams().count()].to_vec());
                }
            }
            log.record(seat, a);
        }
        let text = ron::to_string(&log).expect("a log serialises");
        let read: MatchLog = ron::from_str(&text).expect("a log reads back");
        assert_eq!(read, log);
        let mut player = uno_party::engine::Replayer::new(&read).expect("the set-up is accepted");
        let mut replayed = Vec::new();
        while let Some(events) = player.step().expect("every action is accepted again") {
            for e in events {
                if let Event::RoundEnded(_) = e {
                    replayed.push(player.game().team_scores());
                }
            }
        }
        assert_eq!(replayed, totals_by_round, "{partners:?} at {seats}");
        assert_eq!(player.game(), &game);
        assert_eq!(player.game().team_scores(), game.team_scores());
        assert_eq!(player.game().phase(), game.phase());
    }
}

/// Undo takes a match back to a seat's previous move by playing the log again up to it: in a team
/// match the teams stay and the team totals go back with the rounds undone.
#[test]
fn undo_in_a_team_match_goes_back_to_the_same_position_and_team_totals() {
    let rules = RuleSet { target_score: target(1000), ..everything_on(Partners::Pairs, Scoring::WinnerScoresOthers) };
    let setup = Setup { seats: 4, rules, seed: 5, dealer: Some(0) };
    let (end, log) = recorded(setup, 100_000, 3);
    let starts = log.round_starts();
    assert!(starts.len() >= 2, "the match has rounds to undo");
    // Seat 0's last move before the second deal: undoing it goes back into the first round.
    let at = log.last_by(0, starts[1]).expect("seat 0 moved in the first round");
    let undone = log.truncated(at).replay().expect("the shorter log plays again");
    let expected = log.replay_to(at).unwrap();
    assert_eq!(undone, expected);
    assert!(undone.teams().partners());
    assert_eq!(undone.round(), 1);
    assert_eq!(undone.team_scores(), vec![0, 0], "the first round's points are undone");
    assert_ne!(end.team_scores(), vec![0, 0]);
    // Played on from there with the same moves, the match ends as it did.
    let mut again = undone;
    for l in &log.actions[at..] {
        again.apply(l.seat, l.action).unwrap();
    }
    assert_eq!(again, end);
}

//! The simulator and the tournament: the same results on any number of threads, exactly the hands
//! asked for, and ratings that follow the results.

use uno_party::ai::{BotKind, Budget};
use uno_party::sim::{SimConfig, SimReport, run};
use uno_party::tournament::{TournamentConfig, ratings};

/// Everything in a report but its timings.
fn results(r: &SimReport) -> String {
    let bots: Vec<_> =
        r.bots.iter().map(|b| (&b.name, b.seats, b.hands_won, b.hands, b.matches_won, b.latencies_ms.len())).collect();
    let violations: Vec<_> = r.violations.iter().map(|v| (v.match_index, &v.message)).collect();
    format!(
        "{} {} {:?} {} {:?} {} {:?}",
        r.games, r.decisions, r.wins, r.matches, bots, r.invariant_violations, violations
    )
}

fn sim(players: usize, games: u64, seed: u64, bots: &[BotKind], threads: usize) -> SimReport {
    let cfg =
        SimConfig { threads, budget: Budget::Iterations(120), ..SimConfig::new(players, games, seed, bots.to_vec()) };
    run(&cfg)
}

#[test]
fn one_thread_and_several_give_the_same_results() {
    for (players, games, bots) in [
        (2, 20_000, vec![BotKind::Random]),
        (4, 3_000, vec![BotKind::Normal, BotKind::Basic, BotKind::Easy]),
        (7, 1_000, vec![BotKind::Basic, BotKind::Random]),
        (3, 40, vec![BotKind::Hard, BotKind::Basic]),
    ] {
        let one = sim(players, games, 5, &bots, 1);
        assert_eq!(one.threads, 1);
        assert_eq!(one.games, games, "exactly the hands asked for");
        assert_eq!(one.invariant_violations, 0, "{:?}", one.violations);
        assert!(one.matches > 0 || games < 100);
        for threads in [2, 3] {
            let many = sim(players, games, 5, &bots, threads);
            assert_eq!(many.threads, threads);
            assert_eq!(results(&one), results(&many), "{players} players, {bots:?}: {threads} threads differ");
        }
    }
}

#[test]
fn fewer_hands_are_the_first_hands_of_more() {
    // Hands are counted in the order of the matches, whichever thread finishes first: a shorter run
    // is the beginning of a longer one, hand by hand.
    let long = sim(3, 5_000, 11, &[BotKind::Basic], 2);
    assert_eq!(long.winners.len(), 5_000);
    assert_eq!(long.wins.iter().sum::<u64>(), 5_000);
    for seat in 0..3u8 {
        assert_eq!(long.winners.iter().filter(|&&w| w == seat).count() as u64, long.wins[seat as usize]);
    }
    for games in [1, 17, 999, 2_500] {
        let short = sim(3, games, 11, &[BotKind::Basic], 2);
        assert_eq!(short.games, games);
        assert_eq!(short.winners[..], long.winners[..games as usize], "the first {games} hands differ");
        assert!(short.decisions <= long.decisions);
    }
}

#[test]
fn a_match_is_counted_only_when_all_its_hands_are() {
    // One thread plays match after match; find where the first match ends by asking for more and
    // more hands until a match is counted.
    let hands_of_first = (1..200u64).find(|&g| sim(2, g, 3, &[BotKind::Basic], 1).matches == 1).expect("a match ends");
    let cut = sim(2, hands_of_first - 1, 3, &[BotKind::Basic], 2);
    assert_eq!((cut.matches, cut.bots.iter().map(|b| b.matches_won).sum::<u64>()), (0, 0), "cut inside the match");
    let whole = sim(2, hands_of_first, 3, &[BotKind::Basic], 2);
    assert_eq!((whole.matches, whole.bots.iter().map(|b| b.matches_won).sum::<u64>()), (1, 1), "cut at its last hand");
    assert!(whole.decisions > cut.decisions);
}

#[test]
fn a_table_of_the_wrong_size_is_refused_not_a_panic() {
    for players in [0, 1, 11] {
        let r = run(&SimConfig::new(players, 10, 1, vec![BotKind::Basic]));
        assert_eq!((r.games, r.invariant_violations), (0, 1), "{players} players");
    }
    // More threads than hands: no more threads than hands are started.
    let r = run(&SimConfig { threads: 64, ..SimConfig::new(2, 3, 1, vec![BotKind::Random]) });
    assert_eq!((r.games, r.threads), (3, 3));
}

#[test]
fn another_seed_gives_other_hands() {
    let a = sim(2, 2_000, 1, &[BotKind::Basic, BotKind::Random], 2);
    let b = sim(2, 2_000, 2, &[BotKind::Basic, BotKind::Random], 2);
    assert_ne!(results(&a), results(&b));
    // Basic beats random play at either seed (61% of hands over 100,000).
    for r in [a, b] {
        let basic = r.bots.iter().find(|b| b.name == "basic").unwrap();
        assert!(basic.win_rate() > 0.55, "{}", basic.win_rate());
    }
}

#[test]
fn a_tournament_row_is_the_simulation_of_its_match_up() {
    let cfg = TournamentConfig {
        threads: 2,
        ..TournamentConfig::new(3, 1_500, 4, vec![BotKind::Random, BotKind::Basic, BotKind::Normal])
    };
    assert_eq!(cfg.match_ups().len(), 6, "every ordered pair at three seats");
    let mut seen = 0;
    let report = uno_party::tournament::run(&cfg, |_| seen += 1);
    assert_eq!(seen, 6);
    for m in &report.match_ups {
        let alone = run(&SimConfig { threads: 1, ..SimConfig::new(3, 1_500, 4, vec![m.player, m.field]) });
        assert_eq!(results(&m.report), results(&alone), "{} + 2 {}", m.player, m.field);
    }
    let rating = |k: BotKind| report.ratings.iter().find(|r| r.0 == k).unwrap().1;
    assert!((rating(BotKind::Basic) - 1000.0).abs() < 1e-6, "Basic is the reference");
    assert!(rating(BotKind::Random) < rating(BotKind::Basic));
    assert!(rating(BotKind::Basic) < rating(BotKind::Normal));
    let table = report.markdown();
    assert!(table.contains("| Normal + 2 Basic | 1,500 |"), "{table}");
    assert!(table.contains("| Random + 2 Normal |"), "{table}");
    // Against one field only: each other level on one seat.
    let field = TournamentConfig {
        against: Some(BotKind::Basic),
        ..TournamentConfig::new(4, 10, 1, vec![BotKind::Random, BotKind::Normal, BotKind::Hard])
    };
    assert_eq!(
        field.match_ups(),
        vec![(BotKind::Random, BotKind::Basic), (BotKind::Normal, BotKind::Basic), (BotKind::Hard, BotKind::Basic)]
    );
    assert_eq!(field.levels().len(), 4);
    // At two seats each pair is one table.
    assert_eq!(
        TournamentConfig::new(2, 10, 1, vec![BotKind::Random, BotKind::Basic, BotKind::Hard]).match_ups().len(),
        3
    );
}

#[test]
fn ratings_recover_the_strengths_that_made_the_results() {
    // Results drawn exactly from known strengths (Luce's model) give those strengths back.
    let truth = [(BotKind::Easy, 800.0), (BotKind::Basic, 1000.0), (BotKind::Hard, 1150.0)];
    let s = |k: BotKind| 10f64.powf((truth.iter().find(|t| t.0 == k).unwrap().1 - 1000.0) / 400.0);
    let levels: Vec<BotKind> = truth.iter().map(|t| t.0).collect();
    let players = 4;
    let mut match_ups = Vec::new();
    for &a in &levels {
        for &b in &levels {
            if a == b {
                continue;
            }
            let hands = 1_000_000u64;
            let p = s(a) / (s(a) + 3.0 * s(b));
            let won = (p * hands as f64).round() as u64;
            let mut report = SimReport { games: hands, ..SimReport::default() };
            report.bots = vec![
                uno_party::sim::BotReport {
                    name: a.name().into(),
                    seats: 1,
                    hands_won: won,
                    hands,
                    ..Default::default()
                },
                uno_party::sim::BotReport {
                    name: b.name().into(),
                    seats: 3,
                    hands_won: hands - won,
                    hands: 3 * hands,
                    ..Default::default()
                },
            ];
            match_ups.push(uno_party::tournament::MatchUp { player: a, field: b, report });
        }
    }
    for (k, r) in ratings(&levels, players, &match_ups) {
        let want = truth.iter().find(|t| t.0 == k).unwrap().1;
        assert!((r - want).abs() < 1.0, "{k}: {r} instead of {want}");
    }
}

// ----- Partners -----

/// The rules with these partners.
fn with_partners(partners: uno_party::engine::Partners) -> uno_party::engine::RuleSet {
    uno_party::engine::RuleSet { partners, ..uno_party::engine::RuleSet::default() }
}

#[test]
fn teams_play_whole_matches_and_their_results_add_up() {
    use uno_party::engine::Partners;
    for (players, partners, games) in [
        (4, Partners::Pairs, 2_000),
        (6, Partners::Pairs, 1_500),
        (8, Partners::Pairs, 1_000),
        (6, Partners::Threes, 1_500),
    ] {
        let size = partners.team_size();
        let cfg = SimConfig {
            rules: with_partners(partners),
            threads: 2,
            ..SimConfig::new(players, games, 9, vec![BotKind::Normal, BotKind::Basic])
        };
        let r = run(&cfg);
        let what = format!("{partners:?} at {players}");
        assert_eq!(r.games, games, "{what}");
        assert_eq!(r.invariant_violations, 0, "{what}: {:?}", r.violations);
        assert!(r.matches > 20, "{what}: {} matches", r.matches);
        assert_eq!(r.teams.len(), players / size, "{what}");
        // Every hand and every match is won by exactly one team.
        assert_eq!(r.teams.iter().map(|t| t.hands_won).sum::<u64>(), games, "{what}");
        assert_eq!(r.teams.iter().map(|t| t.matches_won).sum::<u64>(), r.matches, "{what}");
        assert_eq!(r.bots.iter().map(|b| b.hands_won).sum::<u64>(), games, "{what}");
        for (i, t) in r.teams.iter().enumerate() {
            assert_eq!(t.hands, games);
            let slots: Vec<usize> = (i..players).step_by(players / size).collect();
            assert_eq!(t.slots, slots, "{what}: the slots of team {i} sit apart");
            // Slot 0 is Normal, every other slot Basic.
            let mut name = vec!["basic"; size];
            if i == 0 {
                name[0] = "normal";
            }
            assert_eq!(t.name, name.join("+"), "{what}");
        }
        // The same on any number of threads.
        let one = run(&SimConfig { threads: 1, ..cfg.clone() });
        let teams = |r: &SimReport| r.teams.iter().map(|t| (t.hands_won, t.matches_won)).collect::<Vec<_>>();
        assert_eq!((results(&one), teams(&one)), (results(&r), teams(&r)), "{what}");
    }
    // A team of one level: its figures are that level's.
    let r = run(&SimConfig {
        rules: with_partners(Partners::Pairs),
        ..SimConfig::new(4, 1_000, 3, vec![BotKind::Normal, BotKind::Basic, BotKind::Normal, BotKind::Basic])
    });
    let normal = r.bots.iter().find(|b| b.name == "normal").unwrap();
    assert_eq!((r.teams[0].name.as_str(), r.teams[0].hands_won), ("normal+normal", normal.hands_won));
    assert_eq!(r.teams[0].matches_won, normal.matches_won);
    // Partners that do not fit the table are refused, not a panic.
    let r = run(&SimConfig { rules: with_partners(Partners::Pairs), ..SimConfig::new(5, 10, 1, vec![BotKind::Basic]) });
    assert_eq!((r.games, r.invariant_violations), (0, 1));
}

/// Hands, decisions, wins per seat, matches, and per level its hands and matches won.
type Figures = (u64, u64, Vec<u64>, u64, Vec<(String, u64, u64)>);

/// The figures of a report that the simulator gave before partners existed.
fn figures(r: &SimReport) -> Figures {
    let bots = r.bots.iter().map(|b| (b.name.clone(), b.hands_won, b.matches_won)).collect();
    (r.games, r.decisions, r.wins.clone(), r.matches, bots)
}

#[test]
fn without_partners_the_results_are_those_from_before_partners() {
    use uno_party::engine::{Amount, CustomEffect, CustomWild, CustomWilds, Deck, RuleSet};
    // Taken with the simulator before partner play existed (`uno-party sim ... --json`); taken
    // again when the bots began to call UNO with two cards only together with the card that
    // leaves one: fewer decisions everywhere, the same hands where only Basic and Hard play
    // (their moves did not change), other hands where Easy or Normal plays (they forget UNO at
    // fewer moments, so their draws for forgetting fall elsewhere).
    let one = |n: u8| Amount::new(n).unwrap();
    let deck_112 = RuleSet {
        deck: Deck::SwapAndCustom,
        custom_wilds: CustomWilds::new(vec![
            CustomWild::new("Everyone else draws 1", &[CustomEffect::EveryoneElseDraws(one(1))]).unwrap(),
            CustomWild::new("Give 2 cards away", &[CustomEffect::GiveCards(one(2))]).unwrap(),
            CustomWild::new("Swap", &[CustomEffect::SwapHands, CustomEffect::SkipPlayers(one(2))]).unwrap(),
        ])
        .unwrap(),
        seven_o: true,
        ..RuleSet::default()
    };
    let s = |name: &str, won: u64, matches: u64| (name.to_string(), won, matches);
    let cases = [
        (
            SimConfig::new(4, 3_000, 5, vec![BotKind::Normal, BotKind::Basic, BotKind::Easy]),
            (
                3_000,
                188_970,
                vec![770, 767, 730, 733],
                300,
                vec![s("normal", 980, 141), s("basic", 820, 77), s("easy", 1200, 82)],
            ),
        ),
        (
            SimConfig {
                budget: Budget::Iterations(200),
                ..SimConfig::new(3, 60, 5, vec![BotKind::Hard, BotKind::Basic])
            },
            (60, 3_349, vec![20, 19, 21], 5, vec![s("hard", 17, 1), s("basic", 43, 4)]),
        ),
        (
            SimConfig {
                rules: deck_112.clone(),
                ..SimConfig::new(6, 3_000, 8, vec![BotKind::Easy, BotKind::Normal, BotKind::Basic])
            },
            (
                3_000,
                299_860,
                vec![497, 504, 499, 496, 503, 501],
                510,
                vec![s("easy", 375, 56), s("normal", 503, 82), s("basic", 2122, 372)],
            ),
        ),
        (
            SimConfig {
                rules: deck_112,
                budget: Budget::Iterations(300),
                ..SimConfig::new(4, 40, 7, vec![BotKind::Hard, BotKind::Normal, BotKind::Basic])
            },
            (40, 3_155, vec![5, 14, 10, 11], 4, vec![s("hard", 12, 2), s("normal", 11, 1), s("basic", 17, 1)]),
        ),
    ];
    for (cfg, before) in cases {
        for knows_partners in [true, false] {
            let r = run(&SimConfig { knows_partners, threads: 2, ..cfg.clone() });
            assert_eq!(figures(&r), before, "{:?} told of partners: {knows_partners}", cfg.bots);
            assert!(r.teams.is_empty(), "no teams without partners");
        }
    }
}

#[test]
fn bots_told_nothing_of_the_teams_play_otherwise_with_partners() {
    use uno_party::engine::Partners;
    let cfg = SimConfig {
        rules: with_partners(Partners::Pairs),
        threads: 2,
        ..SimConfig::new(4, 2_000, 4, vec![BotKind::Normal, BotKind::Basic])
    };
    let knowing = run(&cfg);
    let blind = run(&SimConfig { knows_partners: false, ..cfg });
    assert_eq!((knowing.knows_partners, blind.knows_partners), (true, false));
    assert_ne!(results(&knowing), results(&blind));
}

#[test]
fn a_team_tournament_row_is_the_simulation_of_its_teams() {
    use uno_party::engine::Partners;
    let cfg = TournamentConfig {
        rules: with_partners(Partners::Pairs),
        threads: 2,
        against: Some(BotKind::Basic),
        ..TournamentConfig::new(4, 1_500, 4, vec![BotKind::Normal])
    };
    assert_eq!(
        cfg.seats(BotKind::Normal, BotKind::Basic),
        [BotKind::Normal, BotKind::Basic, BotKind::Normal, BotKind::Basic]
    );
    let report = uno_party::tournament::run(&cfg, |_| {});
    let m = &report.match_ups[0];
    let alone = run(&SimConfig {
        rules: with_partners(Partners::Pairs),
        threads: 1,
        ..SimConfig::new(4, 1_500, 4, vec![BotKind::Normal, BotKind::Basic, BotKind::Normal, BotKind::Basic])
    });
    assert_eq!(results(&m.report), results(&alone));
    assert_eq!(m.player_wins(), alone.teams[0].hands_won);
    assert_eq!(m.player_matches(), (alone.teams[0].matches_won, alone.matches));
    assert_eq!(m.fair_share(), 0.5);
    let table = report.markdown();
    assert!(table.contains("| match-up, 4 players in pairs |"), "{table}");
    assert!(table.contains("| Normal+Normal vs Basic+Basic | 1,500 |"), "{table}");
    assert!(table.contains("| 50.0% |"), "{table}");
    let json = report.json();
    assert_eq!(json["partners"], "pairs");
    assert_eq!(json["match_ups"][0]["teams"][0]["hands_won"], alone.teams[0].hands_won);
    // Threes at six seats: the player's team on every other seat.
    let threes = TournamentConfig { rules: with_partners(Partners::Threes), ..TournamentConfig::new(6, 10, 1, vec![]) };
    assert_eq!(threes.seats(BotKind::Hard, BotKind::Basic)[..3], [BotKind::Hard, BotKind::Basic, BotKind::Hard]);
}

// ----- UNO with the move down to one card -----

/// Plays `hands` hands at four seats of `kind` players under `rules` as the simulator plays them
/// (every other seat offered its out-of-turn move after each move, the random player deciding and
/// moving in one step) and returns the UNO calls made with two cards, with what each caller did
/// next wherever that was not playing a card down to one.
fn calls_with_two_cards(kind: BotKind, rules: &uno_party::engine::RuleSet, hands: u64) -> (u64, Vec<String>) {
    use uno_party::ai::{Bot, RandomBot};
    use uno_party::engine::{Action, ActionList, Decision, Game, NoEvents, Phase, Seat, Setup, mix_seed};
    let (mut calls, mut wrong) = (0, Vec::new());
    let mut list = ActionList::new();
    for hand in 0..hands {
        let seed = mix_seed(77, hand);
        let mut random: Vec<RandomBot> = (0..4).map(|s| RandomBot::new(mix_seed(seed, s))).collect();
        let mut bots: Vec<Box<dyn Bot>> =
            (0..4).map(|s| kind.build_with(mix_seed(seed, s), Budget::Iterations(40))).collect();
        let mut g = Game::new(Setup { seats: 4, rules: rules.clone(), seed, dealer: None }).unwrap();
        g.apply(g.dealer(), Action::StartRound).unwrap();
        // The seat that called UNO with two cards and has not moved since, and where.
        let mut caller: Option<(Seat, Phase)> = None;
        let mut moves = 0;
        while let Some(s) = g.to_act() {
            moves += 1;
            assert!(moves < 100_000, "a hand that does not end");
            let before = g.hand(s).len();
            let phase = g.phase();
            let a = if kind == BotKind::Random {
                random[s as usize].act(&mut g, s).unwrap().expect("a decision")
            } else {
                g.legal_actions(s, &mut list);
                let a = bots[s as usize].decide(&Decision::new(&g, s, &list));
                g.apply_with(s, a, &mut NoEvents).unwrap();
                a
            };
            if let Some((c, at)) = caller.filter(|(c, _)| *c == s) {
                caller = None;
                if !(before == 2 && matches!(a, Action::Play(_) | Action::PlayDrawn)) {
                    wrong
                        .push(format!("{kind}: UNO in {at:?}, then {a:?} with {before} cards (seat {c}, hand {hand})"));
                }
            }
            if a == Action::CallUno && before == 2 {
                calls += 1;
                caller = Some((s, phase));
            }
            if !g.out_of_turn_possible() {
                continue;
            }
            for k in 1..4 {
                let o = (s + k) % 4;
                if !g.phase().in_round() || g.to_act() == Some(o) {
                    continue;
                }
                g.legal_actions(o, &mut list);
                if list.is_empty() {
                    continue;
                }
                let decision = Decision::new(&g, o, &list);
                let interrupt = if kind == BotKind::Random {
                    random[o as usize].interrupt(&decision)
                } else {
                    bots[o as usize].interrupt(&decision)
                };
                if let Some(x) = interrupt
                    && g.apply_with(o, x, &mut NoEvents).is_ok()
                    && matches!(x, Action::JumpIn(_))
                {
                    // A Jump-In takes the turn from whoever had it, with the move they called for.
                    caller = None;
                }
            }
        }
    }
    (calls, wrong)
}

#[test]
fn every_level_calls_uno_with_two_cards_only_before_playing_down_to_one() {
    use uno_party::engine::profiles;
    for kind in BotKind::ALL {
        let hands = if kind == BotKind::Hard { 12 } else { 250 };
        let (mut calls, mut wrong) = (0, Vec::new());
        for profile in profiles() {
            let (c, w) = calls_with_two_cards(kind, &profile.rules, hands);
            calls += c;
            wrong.extend(w);
        }
        println!("{kind}: {calls} calls with two cards, {} not followed by the play", wrong.len());
        let n = wrong.len();
        wrong.truncate(5);
        assert!(wrong.is_empty(), "{n} of {calls} calls not followed by the play:\n{}", wrong.join("\n"));
        assert!(calls >= if kind == BotKind::Hard { 50 } else { 1000 }, "{kind}: only {calls} calls");
    }
}

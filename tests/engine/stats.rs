//! Statistics per player: counted from a match's events, kept in a file that survives damage.

use std::collections::BTreeMap;
use std::path::PathBuf;

use uno_party::ai::BotKind;
use uno_party::engine::{
    Action, ActionList, Event, Game, MAX_SEATS, Phase, Rng, RoundResult, RuleSet, Scoring, Seat, Setup,
};
use uno_party::stats::{HISTORY_LEN, MatchTally, Record, STATS_FORMAT, Stats, Who, stats_path};
use uno_party::storage::{FileTrouble, SetAside};

/// A fresh folder for one test's files.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-stats-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One random legal action from a random seat that has one (the seat to act most of the time; a
/// catch, a late UNO or a challenge from elsewhere now and then).
fn random_move(game: &Game, rng: &mut Rng, list: &mut ActionList) -> Option<(Seat, Action)> {
    let seats = game.seats() as Seat;
    let first = match game.to_act() {
        Some(s) if rng.below(8) != 0 => s,
        _ => rng.below(seats as u32) as Seat,
    };
    for k in 0..seats {
        let seat = (first + k) % seats;
        game.legal_actions(seat, list);
        if !list.is_empty() {
            return Some((seat, list.as_slice()[rng.below(list.len() as u32) as usize]));
        }
    }
    None
}

/// A whole match of random legal moves: the events of each action, in order.
fn play_match(seats: usize, rules: RuleSet, seed: u64) -> Vec<Vec<Event>> {
    let mut game = Game::new(Setup { seats, rules, seed, dealer: None }).unwrap();
    let mut rng = Rng::new(seed ^ 0x57a7);
    let mut list = ActionList::new();
    let mut out = Vec::new();
    while !matches!(game.phase(), Phase::MatchOver { .. }) {
        let (seat, action) = random_move(&game, &mut rng, &mut list).expect("someone can act");
        out.push(game.apply(seat, action).expect("a legal action is accepted"));
        assert!(out.len() < 200_000, "the match does not end");
    }
    out
}

/// The key of a seat, as the statistics group seats.
fn key(who: &Who) -> String {
    match who {
        Who::Person(name) => format!("person {}", name.trim()),
        Who::Bot(kind) => format!("bot {kind}"),
    }
}

/// The counts of each record, worked out directly from the events.
fn count_by_hand(seats: &[Who], events: &[Event], scoring: Scoring, seconds: f64) -> BTreeMap<String, Record> {
    let mut by_seat = vec![Record::default(); seats.len()];
    let mut deficit = vec![0u32; seats.len()];
    let mut last: Option<RoundResult> = None;
    for e in events {
        match e {
            Event::UnoMissed { seat } => by_seat[*seat as usize].uno_forgotten += 1,
            Event::Caught { catcher, target, .. } => {
                by_seat[*catcher as usize].catches += 1;
                by_seat[*target as usize].uno_caught += 1;
            }
            Event::Challenged { challenger, offender, bluff } => {
                let (c, o) = (*challenger as usize, *offender as usize);
                if *bluff {
                    by_seat[c].challenges_won += 1;
                    by_seat[o].challenges_lost += 1;
                } else {
                    by_seat[o].challenges_won += 1;
                    by_seat[c].challenges_lost += 1;
                }
            }
            Event::RoundEnded(r) => {
                let totals = &r.totals[..seats.len()];
                for (s, record) in by_seat.iter_mut().enumerate() {
                    record.rounds_played += 1;
                    let behind = match scoring {
                        Scoring::WinnerScoresOthers => totals.iter().max().unwrap() - totals[s],
                        Scoring::LowestTotal => totals[s] - totals.iter().min().unwrap(),
                    };
                    deficit[s] = deficit[s].max(behind);
                }
                by_seat[r.winner as usize].rounds_won += 1;
                by_seat[r.winner as usize].points += u64::from(r.gained[r.winner as usize]);
                last = Some(*r);
            }
            Event::MatchEnded { winner } => {
                for (s, record) in by_seat.iter_mut().enumerate() {
                    record.matches_played += 1;
                    let won = s == *winner as usize;
                    record.matches_won += u64::from(won);
                    if won {
                        record.best_comeback = deficit[s];
                    }
                    let points = last.expect("a round before the end").totals[s];
                    record.history.push(uno_party::stats::MatchEntry { ended_at: 0, won, points });
                }
            }
            _ => {}
        }
    }
    let mut out: BTreeMap<String, Record> = BTreeMap::new();
    for (who, r) in seats.iter().zip(by_seat) {
        let e = out.entry(key(who)).or_default();
        e.matches_played += r.matches_played;
        e.matches_won += r.matches_won;
        e.rounds_played += r.rounds_played;
        e.rounds_won += r.rounds_won;
        e.points += r.points;
        e.uno_forgotten += r.uno_forgotten;
        e.uno_caught += r.uno_caught;
        e.catches += r.catches;
        e.challenges_won += r.challenges_won;
        e.challenges_lost += r.challenges_lost;
        e.best_comeback = e.best_comeback.max(r.best_comeback);
        e.seconds_played += seconds;
        e.history.extend(r.history);
    }
    out
}

/// Every record of the statistics, by the same keys.
fn records(stats: &Stats) -> BTreeMap<String, Record> {
    let people = stats.people().map(|(n, r)| (format!("person {n}"), r.clone()));
    people.chain(stats.bots().map(|(k, r)| (format!("bot {k}"), r.clone()))).collect()
}

/// A round's result with these match totals (the points gained are the change since `before`).
fn round(number: u16, winner: Seat, before: &[u32], totals: &[u32]) -> Event {
    let mut r = RoundResult {
        round: number,
        dealer: 0,
        winner,
        blocked: false,
        seats: totals.len() as u8,
        hand_points: [0; MAX_SEATS],
        gained: [0; MAX_SEATS],
        totals: [0; MAX_SEATS],
    };
    for s in 0..totals.len() {
        r.totals[s] = totals[s];
        r.gained[s] = totals[s] - before[s];
    }
    Event::RoundEnded(r)
}

#[test]
fn a_simulated_match_updates_every_counter_as_its_events_say() {
    let seats =
        vec![Who::Person("Ann".into()), Who::Bot(BotKind::Easy), Who::Person("Bo".into()), Who::Bot(BotKind::Easy)];
    let rules = RuleSet::default();
    let actions = play_match(seats.len(), rules.clone(), 42);
    let events: Vec<Event> = actions.iter().flatten().cloned().collect();

    // One tally drained after every round (as the game does), one drained once at the end.
    let mut stats = Stats::default();
    let mut tally = MatchTally::new(seats.clone(), rules.scoring);
    let mut once = Stats::default();
    let mut whole = MatchTally::new(seats.clone(), rules.scoring);
    for action in &actions {
        tally.add_time(0.5);
        whole.add_time(0.5);
        for e in action {
            tally.observe(e);
            whole.observe(e);
            if matches!(e, Event::RoundEnded(_)) {
                tally.drain_into(&mut stats, 1_700_000_000);
            }
        }
    }
    tally.finish(&mut stats, 1_700_000_000);
    whole.finish(&mut once, 1_700_000_000);
    assert_eq!(stats, once, "draining after every round counts the same as once at the end");

    let mut expected = count_by_hand(&seats, &events, rules.scoring, 0.5 * actions.len() as f64);
    for r in expected.values_mut() {
        r.history.iter_mut().for_each(|e| e.ended_at = 1_700_000_000);
    }
    assert_eq!(records(&stats), expected);

    // The match had every kind of event, so every counter was exercised.
    let total = |f: fn(&Record) -> u64| expected.values().map(f).sum::<u64>();
    assert!(total(|r| r.rounds_played) > 4 && total(|r| r.matches_won) == 1);
    assert!(total(|r| r.uno_forgotten) > 0, "nobody forgot UNO");
    assert!(total(|r| r.catches) > 0 && total(|r| r.catches) == total(|r| r.uno_caught));
    assert!(total(|r| r.challenges_won) > 0 && total(|r| r.challenges_won) == total(|r| r.challenges_lost));
    let easy = stats.record(&Who::Bot(BotKind::Easy)).unwrap();
    assert_eq!(easy.matches_played, 2, "two Easy seats count two matches in the level's record");
    assert_eq!(easy.history.len(), 2);
    let ann = stats.record(&Who::Person("Ann".into())).unwrap();
    assert_eq!(ann.seconds_played, 0.5 * actions.len() as f64);
    assert_eq!(
        ann.average_points_per_round_won(),
        (ann.rounds_won > 0).then(|| ann.points as f64 / ann.rounds_won as f64)
    );
}

#[test]
fn a_challenge_counts_for_both_players_by_its_outcome() {
    let mut stats = Stats::default();
    let mut tally =
        MatchTally::new(vec![Who::Person("Ann".into()), Who::Bot(BotKind::Hard)], Scoring::WinnerScoresOthers);
    tally.observe(&Event::Challenged { challenger: 0, offender: 1, bluff: true });
    tally.observe(&Event::Challenged { challenger: 0, offender: 1, bluff: false });
    tally.observe(&Event::Challenged { challenger: 1, offender: 0, bluff: false });
    tally.finish(&mut stats, 0);
    let ann = stats.record(&Who::Person("Ann".into())).unwrap();
    let hard = stats.record(&Who::Bot(BotKind::Hard)).unwrap();
    assert_eq!((ann.challenges_won, ann.challenges_lost), (2, 1));
    assert_eq!((hard.challenges_won, hard.challenges_lost), (1, 2));
}

#[test]
fn the_best_comeback_is_the_largest_deficit_in_a_match_won() {
    let seats = vec![Who::Person("Ann".into()), Who::Person("Bo".into()), Who::Person("Cy".into())];
    let mut tally = MatchTally::new(seats, Scoring::WinnerScoresOthers);
    let mut stats = Stats::default();
    // Cy trails by 100, then by 180, then wins the match.
    let rounds = [[0, 0, 0], [100, 0, 0], [100, 180, 0], [100, 180, 400], [100, 180, 520]];
    for (i, w) in rounds.windows(2).enumerate() {
        let winner = w[1].iter().zip(w[0]).position(|(a, b)| *a > b).unwrap() as Seat;
        tally.observe(&round(i as u16 + 1, winner, &w[0], &w[1]));
    }
    tally.observe(&Event::MatchEnded { winner: 2 });
    tally.drain_into(&mut stats, 10);
    let best = |stats: &Stats, name: &str| stats.record(&Who::Person(name.into())).unwrap().best_comeback;
    assert_eq!(best(&stats, "Cy"), 180);
    assert_eq!(best(&stats, "Ann"), 0, "Ann trailed Cy but lost the match");
    assert_eq!(best(&stats, "Bo"), 0);

    // A second match at the table, which Cy leads from the start, does not lower it; Ann wins
    // the third after trailing by 50.
    tally.observe(&round(1, 2, &[0, 0, 0], &[0, 0, 600]));
    tally.observe(&Event::MatchEnded { winner: 2 });
    tally.observe(&round(1, 1, &[0, 0, 0], &[0, 50, 0]));
    tally.observe(&round(2, 0, &[0, 50, 0], &[510, 50, 0]));
    tally.observe(&Event::MatchEnded { winner: 0 });
    tally.finish(&mut stats, 20);
    assert_eq!(best(&stats, "Cy"), 180);
    assert_eq!(best(&stats, "Ann"), 50, "the deficits of an earlier match do not carry over");
}

#[test]
fn under_lowest_total_scoring_behind_means_above_the_lowest_total() {
    let seats = vec![Who::Person("Ann".into()), Who::Person("Bo".into())];
    let mut tally = MatchTally::new(seats, Scoring::LowestTotal);
    let mut stats = Stats::default();
    tally.observe(&round(1, 1, &[0, 0], &[70, 0]));
    tally.observe(&round(2, 0, &[70, 0], &[70, 90]));
    tally.observe(&round(3, 0, &[70, 90], &[70, 600]));
    tally.observe(&Event::MatchEnded { winner: 0 });
    tally.finish(&mut stats, 0);
    assert_eq!(stats.record(&Who::Person("Ann".into())).unwrap().best_comeback, 70);
}

#[test]
fn a_match_left_before_its_end_keeps_its_rounds_but_is_not_a_match_played() {
    let mut tally =
        MatchTally::new(vec![Who::Person("Ann".into()), Who::Bot(BotKind::Normal)], Scoring::WinnerScoresOthers);
    let mut stats = Stats::default();
    tally.add_time(30.0);
    tally.observe(&round(1, 0, &[0, 0], &[120, 0]));
    tally.drain_into(&mut stats, 5);
    drop(tally);
    let ann = stats.record(&Who::Person("Ann".into())).unwrap();
    assert_eq!((ann.rounds_played, ann.rounds_won, ann.points), (1, 1, 120));
    assert_eq!((ann.matches_played, ann.seconds_played), (0, 30.0));
    assert!(ann.history.is_empty());
    assert_eq!(ann.average_points_per_round_won(), Some(120.0));
    assert_eq!(stats.record(&Who::Bot(BotKind::Normal)).unwrap().average_points_per_round_won(), None);
}

#[test]
fn two_people_with_the_same_name_once_trimmed_share_a_record() {
    let seats = vec![Who::Person("Ann".into()), Who::Person("  Ann ".into()), Who::Person("ann".into())];
    let mut tally = MatchTally::new(seats, Scoring::WinnerScoresOthers);
    tally.observe(&Event::UnoMissed { seat: 1 });
    tally.observe(&Event::Caught { catcher: 0, target: 1, penalty: 2 });
    tally.observe(&Event::Caught { catcher: 2, target: 0, penalty: 2 });
    let mut stats = Stats::default();
    tally.finish(&mut stats, 0);
    assert_eq!(stats.people().map(|(n, _)| n).collect::<Vec<_>>(), ["Ann", "ann"]);
    let ann = stats.record(&Who::Person(" Ann".into())).unwrap();
    assert_eq!((ann.uno_forgotten, ann.catches, ann.uno_caught), (1, 1, 2));
}

#[test]
fn the_history_keeps_the_last_matches_only() {
    let mut tally =
        MatchTally::new(vec![Who::Person("Ann".into()), Who::Bot(BotKind::Basic)], Scoring::WinnerScoresOthers);
    let mut stats = Stats::default();
    let extra = 10;
    for i in 0..(HISTORY_LEN + extra) as u64 {
        tally.observe(&round(1, (i % 2) as Seat, &[0, 0], &[500 * (1 - i as u32 % 2), 500 * (i as u32 % 2)]));
        tally.observe(&Event::MatchEnded { winner: (i % 2) as Seat });
        tally.drain_into(&mut stats, 1000 + i);
    }
    let ann = stats.record(&Who::Person("Ann".into())).unwrap();
    assert_eq!(ann.matches_played, (HISTORY_LEN + extra) as u64);
    assert_eq!(ann.history.len(), HISTORY_LEN);
    assert_eq!(ann.history[0].ended_at, 1000 + extra as u64, "the oldest matches were dropped");
    assert_eq!(ann.history.last().unwrap().ended_at, 1000 + (HISTORY_LEN + extra) as u64 - 1);
    let wins = ann.wins_over_time();
    assert_eq!(wins.len(), HISTORY_LEN);
    assert_eq!(wins.last().unwrap().1 as usize, HISTORY_LEN / 2);
    assert!(wins.windows(2).all(|w| w[0].1 <= w[1].1 && w[0].0 < w[1].0));
}

#[test]
fn statistics_saved_and_loaded_are_the_same() {
    let dir = temp_dir("round-trip");
    let path = dir.join("stats.ron");
    let (fresh, problem) = Stats::load(&path);
    assert_eq!((fresh, problem), (Stats::default(), None), "a missing file gives empty statistics");

    let seats = vec![Who::Person("Zoë \"Z\"".into()), Who::Bot(BotKind::Hard), Who::Bot(BotKind::Random)];
    let mut tally = MatchTally::new(seats, Scoring::WinnerScoresOthers);
    for e in play_match(3, RuleSet::default(), 7).iter().flatten() {
        tally.observe(e);
    }
    tally.add_time(1234.25);
    let mut stats = Stats::default();
    tally.finish(&mut stats, 1_750_000_000);
    stats.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(&format!("format: {STATS_FORMAT}")) && text.contains("hard:"), "readable RON:\n{text}");
    let (loaded, problem) = Stats::load(&path);
    assert_eq!(problem, None);
    assert_eq!(loaded, stats);
    assert_eq!(stats.bots().map(|(k, _)| k).collect::<Vec<_>>(), [BotKind::Random, BotKind::Hard]);
    assert!(stats_path().ends_with("stats.ron"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_stats_file_is_kept_as_bak_and_fresh_statistics_are_used() {
    let dir = temp_dir("damaged");
    let path = dir.join("stats.ron");
    let garbage = b"(format: 1, people: {\"Ann\": (matches_won: lots)}";
    std::fs::write(&path, garbage).unwrap();
    let (stats, problem) = Stats::load(&path);
    assert_eq!(stats, Stats::default());
    let problem = problem.expect("the damage is reported");
    assert_eq!(problem.path, path);
    assert!(matches!(problem.what, FileTrouble::Invalid(_)), "{problem}");
    let backup = dir.join("stats.ron.bak");
    assert_eq!(problem.aside, Some(SetAside::KeptMatches(backup.clone())));
    assert!(problem.to_string().contains("stats.ron"), "{problem}");
    assert_eq!(std::fs::read(&backup).unwrap(), garbage, "the damaged file is kept as it was");
    assert!(!path.exists());

    // Saving the fresh statistics never touches the kept file; a second damaged file goes beside it.
    stats.save(&path).unwrap();
    assert_eq!(Stats::load(&path), (Stats::default(), None));
    std::fs::write(&path, "not RON at all").unwrap();
    let (_, problem) = Stats::load(&path);
    assert_eq!(problem.unwrap().aside, Some(SetAside::KeptMatches(dir.join("stats.ron.2.bak"))));
    assert_eq!(std::fs::read(&backup).unwrap(), garbage);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_stats_file_from_a_newer_game_is_set_aside_as_such() {
    let dir = temp_dir("newer");
    let path = dir.join("stats.ron");
    std::fs::write(&path, "(format: 99, people: {}, bots: {}, trophies: [])").unwrap();
    let (stats, problem) = Stats::load(&path);
    assert_eq!(stats, Stats::default());
    let problem = problem.unwrap();
    assert_eq!(problem.what, FileTrouble::NewerVersion(99));
    assert_eq!(problem.aside, Some(SetAside::KeptMatches(dir.join("stats.ron.bak"))));
    let _ = std::fs::remove_dir_all(&dir);
}

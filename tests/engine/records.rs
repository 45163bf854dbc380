//! The match log: a set-up and the accepted actions are the match. Played again they give the same
//! game; a game saved after any action and loaded goes on exactly as the original.

use proptest::prelude::*;
use uno_party::engine::{Action, ActionList, Event, Game, MatchLog, Phase, ReplayError, Replayer, Rng, Setup};

use super::properties::{PROFILE_COUNT, rules_for};

/// One random legal action from a random seat that has one (the seat to act most of the time; a
/// catch, a late UNO or a Jump-In from another seat now and then), or `None` when nobody can act.
fn random_move(game: &Game, rng: &mut Rng, list: &mut ActionList) -> Option<(u8, Action)> {
    let seats = game.seats() as u8;
    let first = match game.to_act() {
        Some(s) if rng.below(8) != 0 => s,
        _ => rng.below(seats as u32) as u8,
    };
    for k in 0..seats {
        let seat = (first + k) % seats;
        game.legal_actions(seat, list);
        if !list.is_empty() {
            let a = list.as_slice()[rng.below(list.len() as u32) as usize];
            return Some((seat, a));
        }
    }
    None
}

/// Plays up to `steps` random moves, recording them; returns the game and every event.
fn play_recorded(setup: Setup, steps: usize, seed: u64) -> (Game, MatchLog, Vec<Vec<Event>>) {
    let mut game = Game::new(setup.clone()).expect("a valid set-up");
    let mut log = MatchLog::new(&setup);
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut events = Vec::new();
    for _ in 0..steps {
        if matches!(game.phase(), Phase::MatchOver { .. }) {
            break;
        }
        let Some((seat, action)) = random_move(&game, &mut rng, &mut list) else { break };
        events.push(game.apply(seat, action).expect("a legal action is accepted"));
        log.record(seat, action);
    }
    (game, log, events)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Saved after any action and loaded, a game equals the original, and the rest of the log
    /// gives both the same events.
    #[test]
    fn a_game_saved_after_any_action_and_loaded_goes_on_as_the_original(
        seats in 2usize..=10,
        profile in 0usize..PROFILE_COUNT,
        seed in any::<u64>(),
        cut in 0.0f64..1.0,
    ) {
        let setup = Setup { seats, rules: rules_for(profile), seed, dealer: None };
        let (end, log, events) = play_recorded(setup, 1500, seed ^ 0x5eed);
        let k = (log.actions.len() as f64 * cut) as usize;
        let at_k = log.replay_to(k).expect("the log plays again");
        let mut loaded = Game::from_ron(&at_k.to_ron()).expect("a saved game loads");
        prop_assert_eq!(&loaded, &at_k);
        let mut original = at_k;
        for (i, l) in log.actions[k..].iter().enumerate() {
            let a = original.apply(l.seat, l.action).expect("the original goes on");
            let b = loaded.apply(l.seat, l.action).expect("the loaded game goes on");
            prop_assert_eq!(&a, &b);
            prop_assert_eq!(&a, &events[k + i]);
        }
        prop_assert_eq!(&loaded, &end);
        prop_assert_eq!(log.replay().expect("the whole log plays again"), end);
    }
}

/// A thousand whole matches, recorded and written as RON like a replay file, read back and played
/// again: the same final state and scores.
#[test]
fn a_thousand_recorded_matches_play_back_to_the_same_end() {
    let mut finished = 0;
    for i in 0..1000u64 {
        let seats = 2 + (i % 9) as usize;
        let setup = Setup { seats, rules: rules_for(i as usize), seed: i * 7919 + 3, dealer: None };
        let (end, log, _) = play_recorded(setup, 100_000, i);
        if matches!(end.phase(), Phase::MatchOver { .. }) {
            finished += 1;
        }
        let text = ron::to_string(&log).expect("a log serialises");
        let read: MatchLog = ron::from_str(&text).expect("a log reads back");
        assert_eq!(read, log);
        let again = read.replay().expect("the log plays again");
        assert_eq!(again, end, "match {i}");
        let scores = |g: &Game| g.scores().to_vec();
        assert_eq!(scores(&again), scores(&end));
    }
    assert!(finished >= 990, "only {finished} of 1000 matches reached their end");
}

/// A log the engine refuses says which action of which round failed.
#[test]
fn a_refused_action_in_a_log_is_named_with_its_round() {
    let setup = Setup::new(3, 5);
    let (_, mut log, _) = play_recorded(setup, 60, 1);
    let at = log.actions.len() - 1;
    let round = log.replay_to(at).unwrap().round();
    // The last action, played by a seat whose turn it is not.
    let wrong = (log.actions[at].seat + 1) % 3;
    log.actions[at].seat = wrong;
    let mut player = Replayer::new(&log).unwrap();
    let error = loop {
        match player.step() {
            Ok(Some(_)) => continue,
            Ok(None) => panic!("the damaged log played to its end"),
            Err(e) => break e,
        }
    };
    match &error {
        ReplayError::Refused { index, round: r, seat, .. } => {
            assert_eq!((*index, *r, *seat), (at, round, wrong));
        }
        other => panic!("{other}"),
    }
    assert!(error.to_string().contains(&format!("action {} of the log (round {round}", at + 1)), "{error}");
}

/// Where the rounds start and what each seat did last.
#[test]
fn a_log_knows_where_its_rounds_start_and_each_seat_s_last_move() {
    let (end, log, _) = play_recorded(Setup::new(4, 77), 3000, 2);
    let starts = log.round_starts();
    assert_eq!(starts.len(), end.round() as usize);
    assert_eq!(starts[0], 0);
    for &s in &starts {
        assert_eq!(log.actions[s].action, Action::StartRound);
    }
    let n = log.actions.len();
    let last = log.last_by(2, n).expect("seat 2 played");
    assert_eq!(log.actions[last].seat, 2);
    assert!(log.actions[last + 1..].iter().all(|l| l.seat != 2));
    assert_eq!(log.truncated(last).replay().unwrap(), log.replay_to(last).unwrap());
}

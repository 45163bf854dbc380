//! Determinism and save/load: the same seed and actions give the same events and state, and a
//! game saved mid-round resumes exactly.

use uno_party::ai::{Bot, RandomBot};
use uno_party::engine::{ActionList, Decision, Event, Game, Phase, RuleSet, Setup};

/// Plays `steps` decisions with seeded random bots, returning every event.
fn play(game: &mut Game, steps: usize, bot_seed: u64) -> Vec<Event> {
    let mut bots: Vec<RandomBot> = (0..game.seats() as u64).map(|s| RandomBot::new(bot_seed + s)).collect();
    let mut list = ActionList::new();
    let mut events = Vec::new();
    for _ in 0..steps {
        if matches!(game.phase(), Phase::MatchOver { .. }) {
            break;
        }
        let seat = game.to_act().unwrap_or(0);
        game.legal_actions(seat, &mut list);
        let a = bots[seat as usize].decide(&Decision::new(game, seat, &list));
        events.extend(game.apply(seat, a).expect("bots choose legal actions"));
    }
    events
}

#[test]
fn same_seed_and_actions_give_the_same_events_and_state() {
    for (seats, rules) in [(2, RuleSet::default()), (5, RuleSet::house_party()), (10, RuleSet::deck_112())] {
        let setup = Setup { seats, rules, seed: 42, dealer: None };
        let mut a = Game::new(setup.clone()).unwrap();
        let mut b = Game::new(setup).unwrap();
        let ea = play(&mut a, 3000, 7);
        let eb = play(&mut b, 3000, 7);
        assert!(ea.len() > 300, "the games should have gone on for a while: {} events, {:?}", ea.len(), a.phase());
        assert_eq!(ea, eb);
        assert_eq!(a, b);
        assert_eq!(a.to_ron(), b.to_ron());
    }
}

#[test]
fn different_seeds_deal_different_games() {
    let (a, _) = Game::new_dealt(Setup::new(4, 1)).unwrap();
    let (b, _) = Game::new_dealt(Setup::new(4, 2)).unwrap();
    assert_ne!(a.to_ron(), b.to_ron());
}

#[test]
fn a_game_saved_mid_round_resumes_exactly() {
    for (seats, rules) in
        [(3, RuleSet::default()), (4, RuleSet::box_sheet()), (6, RuleSet::house_party()), (8, RuleSet::deck_112())]
    {
        let mut game = Game::new(Setup { seats, rules, seed: 99, dealer: Some(1) }).unwrap();
        play(&mut game, 137, 3);
        assert!(game.phase().in_round(), "the save should happen mid-round");
        let text = game.to_ron();
        let mut loaded = Game::from_ron(&text).expect("a saved game loads");
        assert_eq!(loaded, game);
        // Continuing both with the same choices gives the same story.
        let ea = play(&mut game, 500, 11);
        let eb = play(&mut loaded, 500, 11);
        assert_eq!(ea, eb);
        assert_eq!(loaded, game);
    }
}

#[test]
fn a_saved_game_lists_hands_by_card_name() {
    let (game, _) = Game::new_dealt(Setup::new(2, 5)).unwrap();
    let text = game.to_ron();
    let first = game.hand(0).cards().next().unwrap().to_string();
    assert!(text.contains(&format!("\"{first}\"")), "{text}");
}

#[test]
fn a_damaged_save_is_refused_with_a_message() {
    let (game, _) = Game::new_dealt(Setup::new(3, 8)).unwrap();
    let text = game.to_ron();
    // A card more than the deck has.
    let extra = text.replacen("hands: [[", "hands: [[\"Wild\", ", 1);
    let err = Game::from_ron(&extra).unwrap_err().to_string();
    assert!(err.contains("Wild"), "{err}");
    // Truncated.
    let err = Game::from_ron(&text[..text.len() / 2]).unwrap_err().to_string();
    assert!(err.contains("line"), "{err}");
    // Not a card.
    let bad = text.replacen("hands: [[\"", "hands: [[\"Purple ", 1);
    let err = Game::from_ron(&bad).unwrap_err().to_string();
    assert!(err.contains("not a card"), "{err}");
}

#[test]
fn actions_in_a_replay_reproduce_the_match() {
    // Record the actions of one match, replay them on a fresh game from the same seed.
    let setup = Setup { seats: 4, rules: RuleSet::house_party(), seed: 1234, dealer: None };
    let mut game = Game::new(setup.clone()).unwrap();
    let mut bots: Vec<RandomBot> = (0..4).map(RandomBot::new).collect();
    let mut list = ActionList::new();
    let mut log = Vec::new();
    for _ in 0..2000 {
        let seat = game.to_act().unwrap_or(0);
        game.legal_actions(seat, &mut list);
        if list.is_empty() {
            break;
        }
        let a = bots[seat as usize].decide(&Decision::new(&game, seat, &list));
        game.apply(seat, a).unwrap();
        log.push((seat, a));
    }
    let mut replay = Game::new(setup).unwrap();
    for (seat, a) in log {
        replay.apply(seat, a).unwrap();
    }
    assert_eq!(replay, game);
    assert!(game.round() >= 1);
}

#[test]
fn a_save_with_a_byte_order_mark_loads() {
    let (game, _) = Game::new_dealt(Setup::new(3, 8)).unwrap();
    let text = format!("\u{feff}{}", game.to_ron());
    let loaded = Game::from_ron(&text).expect("a save with a BOM loads");
    assert_eq!(loaded.to_ron(), game.to_ron());
}

#[test]
fn settings_and_profiles_with_a_byte_order_mark_load() {
    use uno_party::storage::{Loaded, Storage, load_ron};
    let dir = std::env::temp_dir().join(format!("uno-bom-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("profiles")).unwrap();
    let file = dir.join("numbers.ron");
    std::fs::write(&file, "\u{feff}[1, 2, 3]").unwrap();
    match load_ron::<Vec<u32>>(&file) {
        Loaded::Read(v) => assert_eq!(v, vec![1, 2, 3]),
        other => panic!("a RON file with a BOM was not read: {other:?}"),
    }
    let rules = uno_party::engine::RuleSet::house_party();
    std::fs::write(dir.join("profiles/party.ron"), format!("\u{feff}{}", rules.to_ron())).unwrap();
    let (list, problems) = Storage::new(dir.clone()).profiles();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(list, vec![("party".to_string(), rules)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_settings_file_names_no_internal_type() {
    use uno_party::storage::{Loaded, load_ron};
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Party {
        seats: u32,
    }
    let dir = std::env::temp_dir().join(format!("uno-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("party.ron");
    std::fs::write(&file, "[1, 2]").unwrap();
    match load_ron::<Party>(&file) {
        Loaded::Damaged { message, .. } => {
            let message = message.to_string();
            assert!(!message.contains("Party"), "{message}");
            assert!(message.contains("line 1"), "{message}");
        }
        _ => panic!("a damaged file was read"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_damaged_file_keeps_the_first_backup() {
    use uno_party::storage::{Loaded, load_ron};
    let dir = std::env::temp_dir().join(format!("uno-backups-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("settings.ron");
    let mut backups = Vec::new();
    for text in ["first damage", "second damage", "third damage"] {
        std::fs::write(&file, text).unwrap();
        match load_ron::<Vec<u32>>(&file) {
            Loaded::Damaged { backup, message } => {
                assert!(message.to_string().contains(&backup.display().to_string()), "{message}");
                backups.push(backup);
            }
            _ => panic!("a damaged file was read"),
        }
    }
    let names: Vec<String> = backups.iter().map(|b| b.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(names, ["settings.ron.bak", "settings.ron.2.bak", "settings.ron.3.bak"]);
    for (b, text) in backups.iter().zip(["first damage", "second damage", "third damage"]) {
        assert_eq!(std::fs::read_to_string(b).unwrap(), text, "every damaged file is kept as it was");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A match file written before partner play existed (format 1, no `partners` in its rules) still
/// reads: its log and its saved game both come back with partners off, every player on their own,
/// and the saved game is the position its log plays to.
#[test]
fn a_match_saved_before_partners_existed_loads_with_partners_off() {
    use uno_party::engine::{MatchLog, Partners};
    /// The parts of a match file the engine reads (the rest belongs to the app).
    #[derive(serde::Deserialize)]
    struct EngineParts {
        log: MatchLog,
        state: Option<Game>,
    }
    let text = include_str!("../fixtures/match-format-1.ron");
    assert!(!text.contains("partners"), "the fixture predates partner play");
    let file: EngineParts = ron::from_str(text).expect("a format 1 match file reads");
    assert_eq!(file.log.rules.partners, Partners::Off);
    let replayed = file.log.replay().expect("its log plays again");
    let saved = file.state.expect("the file holds its game");
    assert!(saved.same_position(&replayed));
    for game in [&saved, &replayed] {
        assert_eq!(game.rules().partners, Partners::Off);
        assert!(!game.teams().partners());
        assert_eq!(game.team_scores(), game.scores());
    }
    // Saved again, it writes partners off and reads back the same.
    let again = saved.to_ron();
    assert!(again.contains("partners: Off"), "{again}");
    assert_eq!(Game::from_ron(&again).unwrap(), saved);
}

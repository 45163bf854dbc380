//! Nothing lost, without a window: the autosave after every action, resuming it, Undo, watching a
//! replay, and every kind of bad match file.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Seated as _;
use uno_party::app::Viewpoint;
use uno_party::app::{
    CardZones, MATCH_FORMAT, MatchFile, MatchStore, OpenReplay, Party, PlayCue, Playback, ReplayCommand, ReplayPlayer,
    Resume, Saver, Screen, Settings, Table, UndoRequest, list_matches, read_match,
};
use uno_party::engine::{Action, Phase};
use uno_party::i18n::{Language, Texts};
use uno_party::storage::FileTrouble;

use crate::support::harness::{check_table, headless, headless_at};

/// A fresh folder for one test's matches.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-matches-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A headless table that autosaves into `dir`.
fn saving_table(setup: Party, dir: &Path) -> App {
    let mut app = headless(setup, 0.0);
    let store = MatchStore::new(dir.to_path_buf());
    app.insert_resource(Saver::start(store.replays())).insert_resource(store);
    app
}

/// Runs until `done` or `frames` frames have passed.
fn run_until(app: &mut App, frames: usize, what: &str, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..frames {
        app.update();
        if done(app) {
            return;
        }
    }
    panic!("{what}: not reached in {frames} frames");
}

fn settled(app: &App) -> bool {
    app.world().resource::<Playback>().settled() && app.world().resource::<uno_party::app::EventQueue>().is_empty()
}

fn actions(app: &App) -> usize {
    app.world().resource::<Table>().log().actions.len()
}

#[test]
fn the_autosave_after_every_action_resumes_the_same_match_laid_out_as_it_was() {
    let dir = folder("autosave");
    let mut app = saving_table(Party::simple(4, 0, BotKind::Basic, 21), &dir);
    run_until(&mut app, 20_000, "forty actions", |a| actions(a) >= 40 && settled(a));
    let saver = app.world().resource::<Saver>();
    assert!(saver.flush(Duration::from_secs(5)), "the writer did not finish");
    let table = app.world().resource::<Table>();
    let file = read_match(&MatchStore::new(dir.clone()).autosave()).expect("the autosave opens");
    assert_eq!(file.version, MATCH_FORMAT);
    assert_eq!(file.log, *table.log(), "the log of the autosave is the match's");
    assert_eq!(file.game(), Some(table.live_game()), "the autosave holds the game as it is");
    assert_eq!(file.seats, table.seat_list());
    // Its replay is beside it, without the state.
    let (replays, problems) = list_matches(&dir.join("replays"));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(replays.len(), 1);
    assert_eq!(replays[0].1.log, file.log);
    assert!(!std::fs::read_to_string(&replays[0].0).unwrap().contains("state:"), "a replay keeps only the log");

    // Resumed in a new game: the same state, every card entity where the engine has it (the
    // computer players wait, so that the table stays where it was resumed).
    let mut resumed = headless(Party::default(), 1.0);
    resumed.insert_resource(uno_party::app::Settings { bot_pause: 1000.0, ..uno_party::app::Settings::default() });
    resumed.insert_resource(Resume::new(file.clone()));
    run_until(&mut resumed, 200, "the resumed table", |a| a.world().get_resource::<Table>().is_some() && settled(a));
    resumed.update();
    let t = resumed.world().resource::<Table>();
    assert_eq!(t.live_game(), file.game().unwrap());
    assert_eq!(t.log(), &file.log);
    check_table(&mut resumed);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn resuming_a_hot_seat_match_starts_behind_the_curtain_with_no_hand_open() {
    let dir = folder("hotseat");
    let mut app = saving_table(Party::simple(3, 2, BotKind::Basic, 5), &dir);
    // The people play whatever comes first until a few actions are in.
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<uno_party::app::Curtain>().for_seat.is_some() {
            app.world_mut().write_message(uno_party::app::CurtainLifted);
            continue;
        }
        let table = app.world().resource::<Table>();
        if table.log().actions.len() >= 12 && settled(&app) {
            break;
        }
        let Some(v) = app.world().resource::<Viewpoint>().viewer() else { continue };
        let legal = table.live_game().legal_actions_vec(v);
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Play(_))).or(legal.first()).copied()
            && table.live_game().to_act() == Some(v)
            && app.world().resource::<Playback>().settled()
        {
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: v, action: a });
        }
    }
    assert!(app.world().resource::<Saver>().flush(Duration::from_secs(5)));
    let file = read_match(&MatchStore::new(dir.clone()).autosave()).unwrap();
    let mut resumed = headless(Party::default(), 0.0);
    resumed.insert_resource(Resume::new(file));
    run_until(&mut resumed, 200, "the resumed table", |a| a.world().get_resource::<Table>().is_some() && settled(a));
    for _ in 0..10 {
        resumed.update();
        let t = resumed.world().resource::<Viewpoint>();
        assert_eq!(t.open_hand(), None, "a hand is open on a resumed hot-seat table");
        let model = resumed.world().resource::<CardZones>();
        let world = resumed.world();
        for hand in &model.hands {
            for e in hand {
                assert!(world.get::<uno_party::app::CardSprite>(*e).unwrap().face.is_none(), "a face is known");
            }
        }
    }
    let to_act = resumed.world().resource::<Table>().live_game().to_act();
    assert!(resumed.world().resource::<uno_party::app::Curtain>().for_seat.is_some() || to_act.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn undo_takes_the_match_back_to_the_persons_previous_decision_as_it_was_saved() {
    let mut app = headless(Party::simple(3, 1, BotKind::Basic, 8), 0.0);
    // At each decision of the person, the state as the autosave would hold it; the person plays
    // the first card they may (or draws).
    let mut decisions: Vec<(usize, String)> = Vec::new();
    for _ in 0..40_000 {
        app.update();
        if !settled(&app) {
            continue;
        }
        let table = app.world().resource::<Table>();
        let game = table.live_game();
        if decisions.len() >= 3 && decisions.last().is_some_and(|(at, _)| table.log().actions.len() > at + 1) {
            break;
        }
        if game.to_act() != Some(0) || !game.phase().in_round() {
            continue;
        }
        let n = table.log().actions.len();
        if decisions.last().is_none_or(|(m, _)| *m != n) {
            decisions.push((n, game.to_ron()));
            let legal = game.legal_actions_vec(0);
            let a = legal.iter().find(|a| matches!(a, Action::Play(_))).or(legal.first()).copied().unwrap();
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action: a });
        }
    }
    assert!(decisions.len() >= 3, "the person decided only {} times", decisions.len());
    // The computer players have moved since the person's last decision.
    let (at, saved) = decisions.last().unwrap().clone();
    assert!(actions(&app) > at + 1, "nobody moved after the person");
    app.world_mut().write_message(UndoRequest);
    run_until(&mut app, 300, "the undo laid out", |a| settled(a) && a.world().resource::<Table>().undos() == 1);
    let table = app.world().resource::<Table>();
    assert_eq!(table.log().actions.len(), at, "the log ends before the person's move");
    assert_eq!(table.live_game().to_ron(), saved, "the state is byte for byte the one saved at that decision");
    check_table(&mut app);
    // Once more: the decision before.
    app.world_mut().write_message(UndoRequest);
    run_until(&mut app, 300, "the second undo", |a| settled(a) && a.world().resource::<Table>().undos() == 2);
    let (at, saved) = decisions[decisions.len() - 2].clone();
    assert_eq!(app.world().resource::<Table>().log().actions.len(), at);
    assert_eq!(app.world().resource::<Table>().live_game().to_ron(), saved);
    // The match goes on from there: the person decides again, the computer players follow.
    let mut went_on = false;
    for _ in 0..20_000 {
        app.update();
        if actions(&app) > at + 5 {
            went_on = true;
            break;
        }
        let game = app.world().resource::<Table>().live_game().clone();
        if settled(&app) && game.to_act() == Some(0) {
            let legal = game.legal_actions_vec(0);
            let a = legal.iter().find(|a| matches!(a, Action::Play(_))).or(legal.first()).copied().unwrap();
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action: a });
        }
    }
    assert!(went_on, "the match did not go on after Undo");
}

#[test]
fn undo_is_off_in_a_hot_seat_game() {
    let mut app = headless(Party::simple(3, 2, BotKind::Basic, 8), 0.0);
    run_until(&mut app, 2_000, "the deal", settled);
    assert_eq!(app.world().resource::<Table>().undo_point(), None);
    let before = actions(&app);
    app.world_mut().write_message(UndoRequest);
    for _ in 0..5 {
        app.update();
        assert!(actions(&app) >= before, "a move was taken back");
    }
    assert_eq!(app.world().resource::<Table>().undos(), 0);
}

/// A recorded match of computer players, as a file.
fn recorded_match(seed: u64, actions_at_least: usize) -> MatchFile {
    let mut app = headless(Party::simple(3, 0, BotKind::Basic, seed), 0.0);
    run_until(&mut app, 40_000, "a recorded match", |a| actions(a) >= actions_at_least && settled(a));
    app.world().resource::<Table>().to_file("Official", "classic", None)
}

/// A replay's speed is the replay's own: Save in the settings while watching writes the player's
/// speed, and the replay goes on at its own.
#[test]
fn saving_the_settings_during_a_replay_keeps_the_players_own_speed() {
    use crate::support::ui::{button_shown, click, frames, ui_app};
    use uno_party::app::{ButtonId, GameFiles, Overlay, UiCommand};
    use uno_party::storage::Storage;
    let dir = folder("replay-speed");
    let storage = Storage::new(dir.join("config"));
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), Vec2::new(1280.0, 720.0));
    app.insert_resource(GameFiles { storage: storage.clone(), profiles: Vec::new() });
    app.world_mut().resource_mut::<Settings>().speed = 1.5;
    app.insert_resource(OpenReplay::new(MatchFile { state: None, ..recorded_match(31, 40) }));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    run_until(&mut app, 100, "the replay", |a| a.world().get_resource::<ReplayPlayer>().is_some());
    app.world_mut().write_message(ReplayCommand::Speed(4.0));
    frames(&mut app, 2);
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Settings));
    run_until(&mut app, 60, "the settings' Save", |a| button_shown(a, &ButtonId::SettingsSave));
    click(&mut app, ButtonId::SettingsSave);
    let saved = std::fs::read_to_string(storage.settings_path()).expect("the settings were saved");
    let saved: Settings = ron::from_str(&saved).unwrap();
    assert_eq!(saved.speed, 1.5, "the replay's speed was saved as the player's");
    assert_eq!(app.world().resource::<Settings>().speed, 1.5);
    assert_eq!(app.world().resource::<ReplayPlayer>().speed, 4.0, "the replay goes on at its own speed");
    let session = app.world().resource::<uno_party::app::Session>();
    assert_eq!(session.replay_speed, Some(4.0), "the cards fly at the replay's speed");
}

#[test]
fn a_replay_steps_forward_and_back_and_jumps_to_a_round_showing_the_log_s_states() {
    let file = recorded_match(31, 150);
    let log = file.log.clone();
    assert!(log.round_starts().len() >= 2, "the recording needs two rounds");
    let mut app = headless_at(Screen::MainMenu, Party::default(), 0.0);
    app.insert_resource(OpenReplay::new(MatchFile { state: None, ..file }));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    run_until(&mut app, 100, "the replay", |a| a.world().get_resource::<ReplayPlayer>().is_some() && settled(a));
    let state = |app: &App| app.world().resource::<Table>().live_game().clone();
    let position = |app: &App| app.world().resource::<ReplayPlayer>().position;
    assert_eq!(position(&app), 0);
    for n in 1..=12 {
        app.world_mut().write_message(ReplayCommand::Forward);
        run_until(&mut app, 400, "a step forward", |a| position(a) == n && settled(a));
        assert_eq!(state(&app), log.replay_to(n).unwrap(), "after {n} steps");
    }
    for n in (8..12).rev() {
        app.world_mut().write_message(ReplayCommand::Back);
        run_until(&mut app, 400, "a step back", |a| position(a) == n && settled(a));
        assert_eq!(state(&app), log.replay_to(n).unwrap(), "back at {n}");
        check_layout(&app);
    }
    app.world_mut().write_message(ReplayCommand::Round(2));
    let start = log.round_starts()[1] + 1;
    run_until(&mut app, 400, "round 2", |a| position(a) == start && settled(a));
    assert_eq!(state(&app), log.replay_to(start).unwrap());
    assert_eq!(state(&app).round(), 2);
    check_layout(&app);
    // Playing on by itself; nothing is saved, nobody plays but the log.
    app.world_mut().write_message(ReplayCommand::Play);
    run_until(&mut app, 20_000, "playing on", |a| position(a) >= start + 10);
    let n = position(&app);
    assert_eq!(actions(&app), n, "only the log's actions are on the table");
    // As one seat saw it: the other hands are face down.
    app.world_mut().write_message(ReplayCommand::Pause);
    app.world_mut().write_message(ReplayCommand::View(Some(1)));
    run_until(&mut app, 400, "seat 1's view", |a| settled(a) && !a.world().resource::<Viewpoint>().all_open());
    app.update();
    let world = app.world();
    let model = world.resource::<CardZones>();
    let face = |e: &Entity| world.get::<uno_party::app::CardSprite>(*e).unwrap().face;
    assert!(model.hands[1].iter().all(|e| face(e).is_some()));
    if state(&app).phase().in_round() {
        assert!(model.hands[0].iter().all(|e| face(e).is_none()));
    }
}

/// Every card entity in the zone and number the engine says, every hand face up.
fn check_layout(app: &App) {
    let world = app.world();
    let table = world.resource::<Table>();
    let game = table.live_game();
    let model = world.resource::<CardZones>();
    let sizes: Vec<usize> = model.hands.iter().map(Vec::len).collect();
    assert_eq!(sizes, game.hand_sizes().collect::<Vec<_>>());
    assert_eq!(model.draw.len(), game.draw_pile_len());
    assert_eq!(model.discard.len(), game.discard_pile_len());
    for (s, hand) in model.hands.iter().enumerate() {
        let mut faces: Vec<_> =
            hand.iter().map(|e| world.get::<uno_party::app::CardSprite>(*e).unwrap().face).collect();
        faces.sort();
        let mut cards: Vec<_> = game.hand(s as u8).cards().map(Some).collect();
        cards.sort();
        assert_eq!(faces, cards, "seat {s}'s hand, all open");
    }
}

#[test]
fn a_match_file_of_format_1_opens_and_resumes() {
    let dir = folder("format1");
    let path = dir.join("match.ron");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/match-format-1.ron"), &path).unwrap();
    let file = read_match(&path).expect("a format 1 match opens");
    assert_eq!(file.version, 1);
    assert_eq!(file.undos, 0, "format 1 had no undo");
    assert_eq!(file.seats.len(), 3);
    let table = Table::resume(&file).expect("it resumes");
    assert_eq!(table.live_game(), &file.log.replay().unwrap());
    assert!(table.live_game().phase().in_round());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_kind_of_bad_match_file_is_named_kept_as_bak_and_the_others_still_open() {
    let dir = folder("bad");
    let good = recorded_match(12, 40);
    let text = good.to_ron();
    let write = |name: &str, t: &str| std::fs::write(dir.join(name), t).unwrap();
    write("a-good.ron", &text);
    write("b-damaged.ron", &text.replacen("seats:", "seats: [[[", 1));
    write("c-truncated.ron", &text[..text.len() / 2]);
    write("d-empty.ron", "");
    write("e-newer.ron", &text.replacen(&format!("version: {MATCH_FORMAT}"), "version: 99", 1));
    // An action the engine refuses: the first play after the deal, by a seat whose turn it is not.
    let mut refused = good.clone();
    let i = refused.log.actions.iter().position(|l| matches!(l.action, Action::Play(_))).unwrap();
    refused.log.actions[i].seat = (refused.log.actions[i].seat + 1) % 3;
    refused.state = None;
    write("f-refused.ron", &refused.to_ron());
    let mut inconsistent = good.clone();
    inconsistent.state = Some(good.log.replay_to(3).unwrap());
    write("g-inconsistent.ron", &inconsistent.to_ron());
    std::fs::create_dir_all(dir.join("h-unreadable.ron")).unwrap();

    let (found, problems) = list_matches(&dir);
    assert_eq!(found.len(), 1, "only the good file opens");
    assert_eq!(found[0].1.log, good.log, "the good file is not affected");
    assert_eq!(problems.len(), 7, "{problems:#?}");
    let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
    for p in &problems {
        let name = p.0.path.file_name().unwrap().to_string_lossy().to_string();
        let said = en.say(p);
        assert!(said.contains(&name), "the message does not name {name}: {said}");
        assert_ne!(it.say(p), said, "{name}: no Italian");
        let expected = match &name[..1] {
            "b" | "c" => matches!(p.0.what, FileTrouble::Invalid(_)),
            "d" => matches!(p.0.what, FileTrouble::Empty),
            "e" => matches!(p.0.what, FileTrouble::NewerVersion(99)),
            "f" => matches!(p.0.what, FileTrouble::Refused(_)),
            "g" => matches!(p.0.what, FileTrouble::Inconsistent),
            "h" => matches!(p.0.what, FileTrouble::Unreadable(_)),
            _ => false,
        };
        assert!(expected, "{name}: {:?}", p.0.what);
        if name.starts_with('h') {
            assert!(dir.join(&name).exists(), "a file that cannot be read is left where it is");
        } else {
            assert!(dir.join(format!("{name}.bak")).exists(), "{name} was not kept as .bak");
            assert!(!dir.join(&name).exists(), "{name} is still offered");
        }
    }
    let refused = problems.iter().find(|p| matches!(p.0.what, FileTrouble::Refused(_))).unwrap();
    let said = en.say(refused);
    assert!(said.contains(&format!("action {} of the log (round 1", i + 1)), "{said}");
    let newer = problems.iter().find(|p| matches!(p.0.what, FileTrouble::NewerVersion(_))).unwrap();
    assert!(en.say(newer).contains("newer version"), "{}", en.say(newer));
    // Listed again, the set-aside files are gone from the list and the good one is still there.
    let (found, problems) = list_matches(&dir);
    assert_eq!(found.len(), 1);
    assert_eq!(problems.len(), 1, "only the unreadable one is reported again: {problems:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_match_is_not_offered_for_continue() {
    let dir = folder("finished");
    let mut setup = Party::simple(2, 0, BotKind::Basic, 3);
    setup.rules.target_score = uno_party::engine::TargetScore::new(1).unwrap();
    let mut app = saving_table(setup, &dir);
    run_until(&mut app, 60_000, "the end of the match", |a| {
        matches!(a.world().resource::<Table>().live_game().phase(), Phase::MatchOver { .. })
    });
    app.update();
    assert!(app.world().resource::<Saver>().flush(Duration::from_secs(5)));
    let file = read_match(&MatchStore::new(dir.clone()).autosave()).unwrap();
    assert!(file.finished());
    // The main menu offers Continue only for an unfinished match.
    let mut menu = headless_at(Screen::MainMenu, Party::default(), 0.0);
    menu.insert_resource(MatchStore::new(dir.clone()));
    menu.world_mut().resource_mut::<NextState<Screen>>().set(Screen::NewGame);
    menu.update();
    menu.world_mut().resource_mut::<NextState<Screen>>().set(Screen::MainMenu);
    menu.update();
    menu.update();
    assert!(menu.world().resource::<uno_party::app::KeptMatches>().autosave.is_none(), "a finished match is offered");
    // An unfinished one is.
    let mut unfinished = file.clone();
    unfinished.log = file.log.truncated(10);
    unfinished.state = Some(unfinished.log.replay().unwrap());
    uno_party::app::write_match(&MatchStore::new(dir.clone()).autosave(), &unfinished).unwrap();
    menu.world_mut().resource_mut::<NextState<Screen>>().set(Screen::NewGame);
    menu.update();
    menu.world_mut().resource_mut::<NextState<Screen>>().set(Screen::MainMenu);
    menu.update();
    menu.update();
    assert!(
        menu.world().resource::<uno_party::app::KeptMatches>().autosave.is_some(),
        "an unfinished match is not offered"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `len` bytes from a fixed sequence that are not text (checked): what a disk fault, a wrong copy
/// or a hostile file leaves.
fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect();
    assert!(String::from_utf8(bytes.clone()).is_err(), "the bytes happen to be text");
    bytes
}

#[test]
fn every_file_the_game_reads_made_of_random_bytes_is_told_in_words_and_kept_and_the_game_goes_on() {
    use uno_party::app::GameFiles;
    use uno_party::storage::Storage;
    use uno_party::theme::{Theme, ThemeSource};
    let dir = folder("random-bytes");
    let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
    let storage = Storage::new(dir.join("config"));
    let store = MatchStore::new(dir.join("data"));
    let files = [
        storage.settings_path(),
        storage.party_path(),
        storage.profile_path("Friday"),
        dir.join("data/stats.ron"),
        store.autosave(),
        store.saves().join("20261204-210000-000001.ron"),
        store.replays().join("20261204-210000-000002.ron"),
        dir.join("data/themes/mine/theme.ron"),
        dir.join("rules.ron"),
    ];
    let mut written = Vec::new();
    for (i, f) in files.iter().enumerate() {
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        let bytes = random_bytes(i as u64 + 1, 300 + 700 * i);
        std::fs::write(f, &bytes).unwrap();
        written.push(bytes);
    }
    // Each message names its file, says what is wrong in words (not the reader's "stream did not
    // contain valid UTF-8"), in both languages.
    let in_words = |said: &str, italian: &str, file: &Path| {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        assert!(said.contains(&name), "{said}");
        // By its name: the whole path is long and says little (its folder is a button away).
        let folder = file.parent().unwrap().display().to_string();
        assert!(!said.contains(&folder) && !italian.contains(&folder), "{said} / {italian}");
        assert!(said.contains("is not text"), "{said}");
        assert!(!said.to_lowercase().contains("utf"), "{said}");
        assert!(italian.contains("non è testo") && italian.contains(&name), "{italian}");
    };
    // Kept beside it as .bak, byte for byte, and no longer where it was (nothing will write over it).
    let kept = |i: usize| {
        let f = &files[i];
        let bak = f.with_extension("ron.bak");
        assert_eq!(std::fs::read(&bak).unwrap(), written[i], "{} was not kept as it was", f.display());
        assert!(!f.exists(), "{} is still there to be written over", f.display());
    };

    // Settings, the last party, a profile: defaults, each said, each kept.
    let (stored, settings, _, problems) = GameFiles::load(storage.clone());
    assert_eq!(settings, Settings::default());
    assert!(stored.profiles.is_empty());
    assert_eq!(problems.len(), 3, "{problems:?}");
    for (i, p) in problems.iter().enumerate() {
        in_words(&en.render(p), &it.render(p), &files[i]);
        kept(i);
    }
    // The statistics: counting starts afresh.
    let (stats, problem) = uno_party::stats::Stats::load(&files[3]);
    assert_eq!(stats.people().count(), 0);
    let problem = uno_party::storage::StatsProblem(Box::new(problem.expect("a message")));
    in_words(&en.say(&problem), &it.say(&problem), &files[3]);
    assert!(en.say(&problem).ends_with("counting starts afresh."), "{}", en.say(&problem));
    assert!(it.say(&problem).ends_with("il conteggio riparte da zero."), "{}", it.say(&problem));
    // The log names the whole path; the player reads the file's name, and can open its folder.
    let folder = files[3].parent().unwrap().display().to_string();
    assert_eq!(en.say(&problem), problem.to_string().replace(&format!("{folder}/"), ""), "the log's words");
    assert_eq!(uno_party::i18n::Localize::message(&problem).file(), Some(files[3].as_path()));
    kept(3);
    // The autosave, a saved match, a replay.
    let problem = read_match(&files[4]).expect_err("not a match");
    in_words(&en.say(&problem), &it.say(&problem), &files[4]);
    kept(4);
    for (i, folder) in [(5, store.saves()), (6, store.replays())] {
        let (found, problems) = list_matches(&folder);
        assert!(found.is_empty());
        assert_eq!(problems.len(), 1, "{problems:?}");
        in_words(&en.say(&problems[0]), &it.say(&problems[0]), &files[i]);
        kept(i);
    }
    // A theme: the player's own folder is left as it is; the theme is told of and drawn by the
    // default art.
    let theme = Theme::load(&ThemeSource::Folder(files[7].parent().unwrap().to_path_buf()));
    let said: Vec<String> = theme.problems.iter().map(|p| en.say(p)).collect();
    assert!(said.iter().any(|s| s.contains("theme.ron") && s.contains("text")), "{said:?}");
    assert_eq!(std::fs::read(&files[7]).unwrap(), written[7]);
    // A rule file named on the command line: the player's own, said in words and left as it is.
    let said = uno_party::cli::load_rules(&files[8]).expect_err("not rules");
    assert!(said.contains("rules.ron") && said.contains("is not text") && !said.contains("UTF"), "{said}");
    assert_eq!(std::fs::read(&files[8]).unwrap(), written[8]);

    // The game goes on: a match is played and autosaved where the damaged one was, and the .bak
    // files are untouched.
    let mut app = saving_table(Party::simple(3, 0, BotKind::Basic, 5), &dir.join("data"));
    run_until(&mut app, 20_000, "twenty actions", |a| actions(a) >= 20 && settled(a));
    assert!(app.world().resource::<Saver>().flush(Duration::from_secs(5)), "the writer did not finish");
    assert!(read_match(&files[4]).is_ok(), "the new match's autosave opens");
    for i in 0..7 {
        assert_eq!(std::fs::read(files[i].with_extension("ron.bak")).unwrap(), written[i]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The cues a replay played on by itself sends, with the settings' "in replays too" on or off.
fn replay_cues(replay_sound: bool) -> usize {
    #[derive(Resource, Default)]
    struct Heard(usize);
    let file = recorded_match(31, 60);
    let mut app = headless_at(Screen::MainMenu, Party::default(), 0.0);
    app.world_mut().resource_mut::<Settings>().replay_sound = replay_sound;
    app.init_resource::<Heard>()
        .add_systems(Last, |mut r: MessageReader<PlayCue>, mut h: ResMut<Heard>| h.0 += r.read().count());
    app.insert_resource(OpenReplay::new(MatchFile { state: None, ..file }));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    run_until(&mut app, 100, "the replay", |a| a.world().get_resource::<ReplayPlayer>().is_some() && settled(a));
    app.world_mut().write_message(ReplayCommand::Play);
    let position = |app: &App| app.world().resource::<ReplayPlayer>().position;
    run_until(&mut app, 20_000, "playing on", |a| position(a) >= 40);
    app.world().resource::<Heard>().0
}

#[test]
fn a_replay_is_watched_in_silence_unless_the_settings_ask_for_its_sounds() {
    assert_eq!(replay_cues(false), 0, "a replay made sounds");
    assert!(replay_cues(true) >= 20, "a replay with its sounds asked for made too few");
}

#[test]
fn a_match_file_that_cannot_be_written_is_tried_again_and_said_both_times() {
    use uno_party::app::{WriteNews, WriteTrouble};
    let dir = folder("retry");
    let file = recorded_match(4, 10);
    // Where the file goes, a plain file stands in the way of its folder (as a full disk or no
    // descriptor left would): the write fails.
    let blocked = dir.join("blocked");
    std::fs::write(&blocked, "in the way").unwrap();
    let path = blocked.join("autosave.ron");
    let saver = Saver::start(dir.join("replays"));
    saver.write(path.clone(), file.clone());
    // A condition met, waited for as long as a busy machine needs (a minute at most).
    let until = |what: &str, done: &mut dyn FnMut() -> bool| {
        let start = std::time::Instant::now();
        while !done() {
            assert!(start.elapsed() < Duration::from_secs(60), "{what}: not in 60 s");
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    let mut failed = Vec::new();
    until("the failure said", &mut || {
        failed = saver.take_news();
        !failed.is_empty()
    });
    assert!(
        matches!(failed.as_slice(), [WriteNews::Failed(name, WriteTrouble::Other(why))] if name == "autosave.ron" && !why.is_empty() && !why.contains("os error")),
        "{failed:?}"
    );
    // Said once, however many times it is tried.
    until("two more tries", &mut || saver.failed_tries() >= 3);
    assert!(saver.take_news().is_empty());
    assert!(!path.exists());
    // The way is clear again: it is written by itself, and said.
    std::fs::remove_file(&blocked).unwrap();
    let mut written = Vec::new();
    until("the write said", &mut || {
        written = saver.take_news();
        !written.is_empty()
    });
    assert_eq!(written, [WriteNews::Written("autosave.ron".into())]);
    assert_eq!(read_match(&path).expect("the file is whole").log, file.log);
}

//! Whole matches through the real turn-flow systems, headless: bots at every seat count, clicks
//! on cards and the draw pile, the menus' messages, hot-seat privacy, saved settings, themes,
//! names, catching, the HUD against the cards, the recap.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Viewpoint;
use uno_party::app::{
    ActiveTheme, CardArt, CardClicked, CardSprite, CardZones, Curtain, CurtainLifted, EventQueue, GameFiles, Overlay,
    Party, Playback, Recap, Refused, ScoreHistory, Screen, SeatKind, Settings, Shake, SubmitAction, Table, ThemeChoice,
    TurnPhase, UiCommand,
};
use uno_party::engine::{Action, Phase, Zone};

use crate::support::harness::{
    automate_people, awaiting_human, headless, headless_at, pixel, play_rounds, theme_name, until, until_real,
};

#[test]
fn bots_play_whole_rounds_through_the_table_at_several_seat_counts() {
    for players in [2, 4, 7, 10] {
        let mut app = headless(Party::simple(players, 0, BotKind::Basic, 40 + players as u64), 8.0);
        let (frames, checks, _) = play_rounds(&mut app, 2, 60_000);
        assert!(checks > 20, "{players} players: only {checks} settled moments in {frames} frames");
    }
}

#[test]
fn a_hard_bot_plays_on_a_worker_thread_without_blocking() {
    let mut setup = Party::simple(3, 0, BotKind::Normal, 9);
    setup.seats[1].kind = SeatKind::Bot(BotKind::Hard);
    let mut app = headless(setup, 0.0);
    // The frames go on while Hard thinks: its decision runs on a worker thread. (Up to three
    // rounds of its decisions: on a busy machine a frame can take as long as one of them.)
    let mut frames_while_thinking = 0;
    for _ in 0..60_000 {
        app.update();
        if app.world().resource::<uno_party::app::Thinking>().is_thinking() {
            frames_while_thinking += 1;
        }
        if app.world().resource::<Table>().live_game().round() > 3 || frames_while_thinking > 50 {
            break;
        }
    }
    assert!(frames_while_thinking > 10, "only {frames_while_thinking} frames ran while a bot was thinking");
    // And the table goes on to the end of the next round whole (the rest of this one may be short).
    let round = app.world().resource::<Table>().live_game().round();
    let (_, checks, _) = play_rounds(&mut app, round + 1, 120_000);
    assert!(checks > 5, "only {checks} settled moments");
}

#[test]
fn a_ten_player_autoplay_match_measures_cpu_time_per_frame() {
    let mut app = headless(Party::simple(10, 0, BotKind::Normal, 77), 1.0);
    let (frames, checks, per_frame) = play_rounds(&mut app, 1, 200_000);
    println!(
        "10-player autoplay: {frames} frames, {checks} settled checks, {per_frame:?} wall time per frame (debug build)"
    );
    assert!(checks > 10);
}

#[derive(Resource, Default)]
struct Seen(Vec<Refused>);

#[test]
fn clicking_an_illegal_card_changes_nothing_and_shakes_it() {
    let mut app = headless(Party::simple(4, 1, BotKind::Basic, 12), 0.0);
    app.init_resource::<Seen>().add_systems(Last, |mut r: MessageReader<Refused>, mut seen: ResMut<Seen>| {
        seen.0.extend(r.read().cloned());
    });
    // Find a turn of the person at seat 0 where one of their cards cannot be played.
    for _ in 0..200 {
        until(&mut app, 20_000, awaiting_human);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let legal = table.live_game().legal_actions_vec(0);
        let hand = world.resource::<CardZones>().hands[0].clone();
        let mut q = world.query::<&CardSprite>();
        let illegal = hand.iter().copied().find(|e| {
            let face = q.get(world, *e).unwrap().face.expect("the viewer sees its cards");
            !legal.contains(&Action::Play(face))
        });
        if let Some(card) = illegal {
            let before = world.resource::<Table>().live_game().to_ron();
            world.write_message(CardClicked(card));
            app.update();
            app.update();
            let world = app.world_mut();
            assert_eq!(world.resource::<Table>().live_game().to_ron(), before, "an illegal click changed the game");
            assert!(world.get::<Shake>(card).is_some(), "the refused card does not shake");
            let seen = &world.resource::<Seen>().0;
            assert!(seen.iter().any(|r| r.seat == 0 && !r.reason.to_string().is_empty()), "no refusal message");
            return;
        }
        // Play something legal and try again on the next turn.
        let a = legal[0];
        world.write_message(SubmitAction { seat: 0, action: a });
        app.update();
    }
    panic!("never held an unplayable card");
}

#[test]
fn clicking_a_playable_card_plays_it_and_clicking_the_draw_pile_draws() {
    let mut app = headless(Party::simple(3, 1, BotKind::Basic, 21), 0.0);
    let mut played = false;
    let mut drew = false;
    for _ in 0..300 {
        if played && drew {
            return;
        }
        until(&mut app, 20_000, awaiting_human);
        let world = app.world_mut();
        let legal = world.resource::<Table>().live_game().legal_actions_vec(0);
        let size_before = world.resource::<Table>().live_game().hand(0).len();
        let model = world.resource::<CardZones>();
        let hand = model.hands[0].clone();
        let draw_top = *model.draw.last().unwrap();
        let mut q = world.query::<&CardSprite>();
        let playable =
            hand.iter().copied().find(|e| legal.contains(&Action::Play(q.get(world, *e).unwrap().face.unwrap())));
        match playable {
            Some(card) if !played => {
                let face = q.get(world, card).unwrap().face.unwrap();
                world.write_message(CardClicked(card));
                app.update();
                let game = &app.world().resource::<Table>().live_game();
                assert_eq!(game.top_card(), Some(face), "the clicked card is not on the discard pile");
                played = true;
            }
            _ if legal.contains(&Action::Draw) => {
                world.write_message(CardClicked(draw_top));
                app.update();
                let game = &app.world().resource::<Table>().live_game();
                assert_eq!(game.hand(0).len(), size_before + 1, "clicking the draw pile did not draw");
                drew = true;
                // Keep or play the drawn card to move on.
                if let Phase::PlayOrKeep { .. } = game.phase() {
                    app.world_mut().write_message(SubmitAction { seat: 0, action: Action::PlayDrawn });
                    app.update();
                }
            }
            _ => {
                world.write_message(SubmitAction { seat: 0, action: legal[0] });
                app.update();
            }
        }
    }
    panic!("played {played}, drew {drew}");
}

#[test]
fn setup_match_round_end_scoreboard_next_round_and_match_end_through_the_menu_messages() {
    let mut app = headless_at(Screen::MainMenu, Party::default(), 0.0);
    app.update();
    app.world_mut().write_message(UiCommand::Go(Screen::NewGame));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::NewGame);
    let mut setup = Party::simple(3, 1, BotKind::Basic, 5);
    setup.rules.target_score = uno_party::engine::TargetScore::new(120).unwrap();
    app.world_mut().write_message(UiCommand::StartGame(setup));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Table);
    assert!(app.world().get_resource::<Table>().is_some(), "the match started");

    let mut rounds_seen = 0;
    let mut scoreboard_opened = false;
    for _ in 0..400_000 {
        automate_people(&mut app);
        app.update();
        let phase = *app.world().resource::<State<TurnPhase>>().get();
        match phase {
            TurnPhase::RoundOver => {
                let history = app.world().resource::<ScoreHistory>().rounds().to_vec();
                let game = &app.world().resource::<Table>().live_game();
                assert_eq!(history.len() as u16, game.round(), "the scoreboard has every round");
                assert_eq!(history.last().unwrap().totals[..3], game.scores()[..3]);
                rounds_seen += 1;
                // Open the scoreboard, close it, deal the next round: the messages the buttons send.
                app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
                app.update();
                app.update();
                assert_eq!(*app.world().resource::<State<Overlay>>().get(), Overlay::Scoreboard);
                scoreboard_opened = true;
                app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
                app.update();
                app.world_mut().write_message(SubmitAction { seat: 0, action: Action::StartRound });
                app.update();
            }
            TurnPhase::MatchOver => {
                let game = &app.world().resource::<Table>().live_game();
                let Phase::MatchOver { winner } = game.phase() else { unreachable!() };
                assert!(game.scores()[winner as usize] >= 120);
                let history = app.world().resource::<ScoreHistory>().rounds();
                assert_eq!(history.len() as u16, game.round());
                assert!(rounds_seen >= 1 || history.len() == 1);
                assert!(scoreboard_opened || history.len() == 1);
                // Back to the main menu: the table goes away.
                app.world_mut().write_message(UiCommand::QuitToMenu);
                app.update();
                app.update();
                assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::MainMenu);
                assert!(app.world().get_resource::<Table>().is_none());
                let mut q = app.world_mut().query::<&CardSprite>();
                assert_eq!(q.iter(app.world()).count(), 0, "the cards left with the table");
                return;
            }
            _ => {}
        }
    }
    panic!("the match did not end");
}

#[test]
fn hot_seat_privacy_three_people_and_two_bots_to_the_end_of_a_match() {
    let mut setup = Party::simple(5, 0, BotKind::Basic, 31);
    // The rules that move cards between hands: Swap Hands, custom swaps and gifts, Seven-O, Jump-In.
    setup.rules = uno_party::engine::RuleSet { seven_o: true, jump_in: true, ..uno_party::engine::RuleSet::deck_112() };
    for i in [0, 2, 3] {
        setup.seats[i].kind = SeatKind::Human;
        setup.seats[i].name = format!("Person {i}");
    }
    setup.rules.target_score = uno_party::engine::TargetScore::new(400).unwrap();
    let mut app = headless(setup, 0.0);
    let mut rounds = 0;
    let mut last_viewer = None;
    let mut curtain_for = None;
    let mut handovers = 0;
    let mut last_open = None;
    let mut open_frames = 0;
    let mut decided_at = 0;
    let mut recaps = 0;
    for _ in 0..600_000 {
        automate_people(&mut app);
        app.update();
        let world = app.world_mut();
        let Some(table) = world.get_resource::<Table>() else { continue };
        let seen = world.resource::<Viewpoint>();
        let viewer = seen.viewer();
        // A hand is face up only while its person holds the screen for a decision of their own:
        // never while a computer player acts, while a move is still being shown before it, or
        // while the curtain waits for the next person.
        let open = seen.open_hand();
        if let Some(s) = open {
            assert_eq!(Some(s), viewer, "seat {s}'s hand is face up while {viewer:?} holds the screen");
            assert!(table.is_human(s));
            assert_eq!(world.resource::<Curtain>().for_seat, None, "a hand is face up behind the curtain");
            let settled = world.resource::<Playback>().settled() && world.resource::<EventQueue>().is_empty();
            if table.live_game().to_act() == Some(s) {
                decided_at = table.actions_applied();
            } else {
                // Only the person's own move, still landing, may keep their hand open.
                let own_move = table.last_actor() == Some(s) && table.actions_applied() == decided_at + 1;
                assert!(own_move && !settled, "seat {s}'s hand is face up while it is not their decision");
            }
            if last_open != open {
                assert!(settled, "seat {s}'s hand turned face up while moves before their decision were still shown");
            }
            open_frames += 1;
        }
        last_open = open;
        let round_over = matches!(table.live_game().phase(), Phase::RoundOver | Phase::MatchOver { .. });
        let match_over = matches!(table.live_game().phase(), Phase::MatchOver { .. });
        let curtain = world.resource::<Curtain>().for_seat;
        // No face of a hand is known to the screen but the viewer's own (or all, at the round's end).
        let mut q = world.query::<&CardSprite>();
        for card in q.iter(world) {
            if let (Zone::Hand(s), Some(_)) = (card.zone, card.face) {
                assert!(
                    Some(s) == viewer || round_over,
                    "seat {s}'s card is face up while {viewer:?} holds the screen"
                );
            }
        }
        // Every hand-over from one person to another shows the curtain first.
        if viewer.is_none() && curtain.is_some() {
            curtain_for = curtain;
        }
        if let (Some(old), Some(new)) = (last_viewer, viewer)
            && old != new
        {
            panic!("the screen went from {old} to {new} without the curtain");
        }
        if let Some(new) = viewer
            && last_viewer != Some(new)
        {
            assert_eq!(curtain_for, Some(new), "seat {new} got the screen without a curtain for them");
            // What they missed is waiting for them, in a few lines.
            let recap = app.world().resource::<Recap>();
            assert_eq!(recap.for_seat, Some(new), "no recap for seat {new}");
            assert!(recap.lines.len() <= uno_party::app::RECAP_LINES);
            if !recap.lines.is_empty() {
                recaps += 1;
            }
            curtain_for = None;
            handovers += 1;
        }
        last_viewer = viewer;
        if match_over {
            assert!(handovers >= 3, "only {handovers} hand-overs in a whole match");
            assert!(open_frames > 100, "a person's hand was face up on only {open_frames} frames");
            assert!(recaps * 2 > handovers, "only {recaps} of {handovers} hand-overs had a recap");
            println!(
                "privacy: {rounds} rounds, {handovers} hand-overs, {open_frames} frames with a hand open, every frame checked"
            );
            return;
        }
        if round_over && *app.world().resource::<State<TurnPhase>>().get() == TurnPhase::RoundOver {
            rounds += 1;
            app.world_mut().write_message(SubmitAction { seat: 0, action: Action::StartRound });
        }
    }
    panic!("the match did not end");
}

#[test]
fn settings_party_and_profiles_round_trip_and_a_corrupt_file_is_kept_aside() {
    use uno_party::storage::{Storage, save_ron};
    let dir = std::env::temp_dir().join(format!("uno-storage-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let storage = Storage::new(dir.clone());
    // Nothing yet: defaults, no problem.
    let (_, settings, party, problems) = GameFiles::load(storage.clone());
    assert_eq!(settings, Settings::default());
    assert_eq!(party, Party::default());
    assert!(problems.is_empty());
    // Round trip.
    let mine = Settings { speed: 2.5, uno_grace: 0.5, bot_catch_delay: 3.0, ..Settings::default() };
    save_ron(&storage.settings_path(), &mine).unwrap();
    let mut party = Party::simple(6, 2, BotKind::Hard, 0);
    party.seats[1].name = "Zoë".into();
    party.rules = uno_party::engine::RuleSet::house_party();
    party.profile = "House party".into();
    save_ron(&storage.party_path(), &party).unwrap();
    storage.save_profile("Friday night", &uno_party::engine::RuleSet::box_sheet()).unwrap();
    let (stored, settings, loaded, problems) = GameFiles::load(storage.clone());
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(settings, mine);
    assert_eq!(loaded, party);
    assert_eq!(stored.profiles, vec![("Friday night".to_string(), uno_party::engine::RuleSet::box_sheet())]);
    assert!(stored.all_profiles().iter().any(|(n, _)| n == "Official"));
    // A corrupt settings file: a message naming it, a .bak, and defaults.
    std::fs::write(storage.settings_path(), "(speed: fast, oops").unwrap();
    std::fs::write(storage.profile_path("Broken"), "(stackin: SameCard)").unwrap();
    let (stored, settings, _, problems) = GameFiles::load(storage.clone());
    let english = uno_party::i18n::Texts::new(uno_party::i18n::Language::English);
    let problems: Vec<String> = problems.iter().map(|p| english.render(p)).collect();
    assert_eq!(settings, Settings::default());
    assert!(problems.iter().any(|p| p.contains("settings.ron") && p.contains("line")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("Broken") && p.contains("stackin")), "{problems:?}");
    let bak = dir.join("settings.ron.bak");
    assert_eq!(std::fs::read_to_string(&bak).unwrap(), "(speed: fast, oops", "the damaged file is kept as it was");
    assert!(!storage.settings_path().exists(), "the damaged file is not left to be overwritten");
    assert_eq!(stored.profiles.len(), 1, "the good profile is still there");
    // Writing is atomic: no temporary file is left behind.
    save_ron(&storage.settings_path(), &mine).unwrap();
    let leftovers: Vec<_> =
        std::fs::read_dir(&dir).unwrap().flatten().filter(|e| e.path().to_string_lossy().ends_with(".tmp")).collect();
    assert!(leftovers.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn switching_themes_editing_the_active_one_and_new_card_texts_repaint_the_same_textures() {
    use uno_party::engine::{CardText, CustomWilds};
    let dir = crate::support::files::tmp("live").join("deck");
    uno_party::theme::export_default(&dir).unwrap();
    let (w, h) = (uno_party::theme::CARD_W, uno_party::theme::CARD_H);
    crate::support::files::solid_png(&dir.join("back.png"), w, h, [255, 0, 255, 255]);
    let mut app = headless(Party::simple(3, 1, BotKind::Basic, 5), 1.0);
    app.add_plugins(bevy::asset::AssetPlugin::default())
        .init_asset::<Image>()
        .insert_resource(ThemeChoice::new(dir.display().to_string()));
    uno_party::app::art_plugin(&mut app);
    // The person's turn: the match waits for them, so nothing on the table moves while the test
    // waits in real time for the painter thread (a match going on would change card images).
    until(&mut app, 5000, awaiting_human);
    let art = app.world().resource::<CardArt>().clone();
    let back = art.back();
    assert_eq!(pixel(&app, &back, 30, 60), [255, 0, 255], "the theme's back");
    assert_eq!(theme_name(&app), "My deck");
    let sprites = |app: &mut App| {
        let mut q = app.world_mut().query::<(Entity, &Sprite)>();
        let mut v: Vec<(Entity, AssetId<Image>)> = q.iter(app.world()).map(|(e, s)| (e, s.image.id())).collect();
        v.sort();
        v
    };
    let before = sprites(&mut app);
    assert!(before.iter().filter(|(_, id)| *id == back.id()).count() > 10, "the cards show the back");

    // The settings' picker: applied at once, the same handles, new pixels.
    app.world_mut().write_message(UiCommand::UseTheme("high-contrast".into()));
    until_real(&mut app, 20, "high contrast", |app| theme_name(app) == "High contrast");
    assert_eq!(app.world().resource::<CardArt>().back(), back, "the handle stays");
    assert_eq!(pixel(&app, &back, 30, 60), [0, 0, 0], "the high-contrast back");
    assert_eq!(sprites(&mut app), before, "card entities keep their identity and images");
    assert!(awaiting_human(&mut app), "the match waited for the person all along");

    // Back to the folder, then edit it while it is in use.
    app.world_mut().write_message(UiCommand::UseTheme(dir.display().to_string()));
    until_real(&mut app, 20, "the folder theme", |app| theme_name(app) == "My deck");
    assert_eq!(pixel(&app, &back, 30, 60), [255, 0, 255]);
    // Each edit is written next to the folder and renamed into it: one change for the watcher.
    let scratch = dir.parent().unwrap().join("edit.png");
    crate::support::files::solid_png(&scratch, w, h, [0, 255, 255, 255]);
    std::fs::rename(&scratch, dir.join("back.png")).unwrap();
    until_real(&mut app, 20, "a reload", |app| app.world().resource::<ActiveTheme>().reloads >= 1);
    assert_eq!(pixel(&app, &back, 30, 60), [0, 255, 255], "the edited back");

    // A broken edit: a message naming the file, and the default back.
    std::fs::write(&scratch, "half-saved").unwrap();
    std::fs::rename(&scratch, dir.join("back.png")).unwrap();
    until_real(&mut app, 20, "a second reload", |app| app.world().resource::<ActiveTheme>().reloads >= 2);
    let problems = app.world().resource::<ActiveTheme>().problems.clone();
    assert!(problems.iter().any(|p| p.file == "back.png"), "{problems:?}");
    assert_eq!(pixel(&app, &back, 30, 60), [0x14, 0x1C, 0x30], "the default back");

    // A match with another Customizable Wild text repaints that card.
    let custom = art.face(uno_party::engine::Card::custom(0));
    let loads = app.world().resource::<ActiveTheme>().loads;
    let before_text = app.world().resource::<Assets<Image>>().get(&custom).unwrap().data.clone();
    let mut setup = Party::simple(3, 1, BotKind::Basic, 6);
    let mut wilds = setup.rules.custom_wilds.to_vec();
    wilds[0].text = CardText::try_from("Everybody sings".to_string()).unwrap();
    setup.rules.custom_wilds = CustomWilds::new(wilds).unwrap();
    app.world_mut().write_message(UiCommand::QuitToMenu);
    app.update();
    app.world_mut().write_message(UiCommand::StartGame(setup));
    until_real(&mut app, 20, "new card texts", |app| app.world().resource::<ActiveTheme>().loads > loads);
    let after_text = app.world().resource::<Assets<Image>>().get(&custom).unwrap().data.clone();
    assert_ne!(before_text, after_text, "the new text is not on the card");
}

#[test]
fn default_names_read_right_and_follow_a_seat_that_changes_kind() {
    use uno_party::app::{PartyForm, SeatKind};
    let setup = Party::default();
    let names: Vec<&str> = setup.seats.iter().map(|s| s.name.as_str()).collect();
    // Not "You" (which made "You's turn", "You draws 6"), and one word for every computer player.
    assert_eq!(names, ["Player 1", "Computer 1", "Computer 2", "Computer 3"]);
    let en = uno_party::i18n::Texts::new(uno_party::i18n::Language::English);
    let mut form = PartyForm { setup, profile_name: String::new(), custom_texts: Vec::new(), error: None };
    form.set_kind(2, SeatKind::Human, &en);
    assert_eq!(form.setup.seats[2].name, "Player 2", "a computer player made a person gets a person's name");
    let names = |form: &PartyForm| form.setup.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(&form), ["Player 1", "Computer 1", "Player 2", "Computer 2"], "numbered in seat order");
    form.set_kind(0, SeatKind::Bot(BotKind::Hard), &en);
    assert_eq!(names(&form), ["Computer 1", "Computer 2", "Player 1", "Computer 3"], "numbered in seat order");
    // A name someone typed stays, and its number is not given twice.
    form.setup.seats[1].name = "Nonna".into();
    form.set_kind(1, SeatKind::Human, &en);
    assert_eq!(names(&form), ["Computer 1", "Nonna", "Player 1", "Computer 2"]);
    form.add_seat(&en);
    assert_eq!(form.setup.seats[4].name, "Computer 3");
    form.swap_seats(3, 4, &en);
    assert_eq!(names(&form), ["Computer 1", "Nonna", "Player 1", "Computer 2", "Computer 3"], "still in seat order");
    form.remove_seat(0, &en);
    assert_eq!(names(&form), ["Nonna", "Player 1", "Computer 1", "Computer 2"]);
    form.add_seat(&en);
    // In Italian: a person's default name is "Giocatore N", numbered in seat order as well.
    let it = uno_party::i18n::Texts::new(uno_party::i18n::Language::Italian);
    form.set_kind(2, SeatKind::Human, &it);
    assert_eq!(names(&form), ["Nonna", "Giocatore 1", "Giocatore 2", "Computer 1", "Computer 2"]);
    form.localize(&it);
    assert_eq!(names(&form), ["Nonna", "Giocatore 1", "Giocatore 2", "Computer 1", "Computer 2"]);
}

/// One move a computer player submitted: when, who, what, and the catch windows open then
/// (seat, since when).
type BotMove = (f32, u8, Action, Vec<(u8, f32)>);

/// What the computer players submitted.
#[derive(Resource, Default)]
struct BotMoves(Vec<BotMove>);

#[test]
fn computer_players_leave_a_person_time_to_catch_a_forgotten_uno() {
    use uno_party::app::{CatchWindows, PERSON_CATCH_SECONDS, bot_catch_wait};
    // Easy computer players forget UNO three times in ten; the Basic one after them catches them
    // (the next player is busy with its turn).
    let mut setup = Party::simple(4, 1, BotKind::Easy, 17);
    setup.seats[3].kind = SeatKind::Bot(BotKind::Basic);
    let mut app = headless(setup, 1.0);
    app.init_resource::<BotMoves>().add_systems(
        Last,
        |mut sent: MessageReader<SubmitAction>,
         time: Res<Time>,
         windows: Res<CatchWindows>,
         table: Option<Res<Table>>,
         mut moves: ResMut<BotMoves>| {
            let Some(table) = table else { return };
            for &SubmitAction { seat, action } in sent.read() {
                if !table.is_human(seat) {
                    moves.0.push((time.elapsed_secs(), seat, action, windows.opened().to_vec()));
                }
            }
        },
    );
    let settings = app.world().resource::<Settings>().clone();
    // With a person at the table (seat 0), the Catch button for a computer player is in view for
    // at least PERSON_CATCH_SECONDS before another computer player catches or moves on; the
    // default setting alone (1.2 s), which holds when the person is the one to catch, is shorter.
    assert!(settings.bot_catch_delay < PERSON_CATCH_SECONDS);
    let window = |target: u8| settings.uno_grace + bot_catch_wait(&settings, 0b1, target);
    assert_eq!(window(1), settings.uno_grace + PERSON_CATCH_SECONDS);
    assert_eq!(window(0), settings.uno_grace + settings.bot_catch_delay);
    let (mut early, mut held, mut caught) = (Vec::new(), 0, Vec::new());
    for _ in 0..60_000 {
        automate_people(&mut app);
        app.update();
        for (now, seat, action, windows) in app.world_mut().resource_mut::<BotMoves>().0.drain(..) {
            if let Action::Catch(t) = action {
                let since = windows.iter().find(|&&(s, _)| s == t).map(|&(_, since)| since).expect("an open window");
                caught.push((t, now - since));
                if now - since < window(t) - 0.02 {
                    early.push((seat, action, t, now - since));
                }
                continue;
            }
            if action == Action::CallUno {
                continue;
            }
            for (s, since) in windows {
                if s != seat {
                    held += 1;
                    if now - since < window(s) - 0.02 {
                        early.push((seat, action, s, now - since));
                    }
                }
            }
        }
        if caught.iter().any(|&(t, _)| t != 0) && app.world().resource::<Table>().live_game().round() > 2 {
            break;
        }
    }
    assert!(
        caught.iter().any(|&(t, _)| t != 0),
        "no computer player caught another: the test saw nothing ({held} moves held)"
    );
    assert!(early.is_empty(), "computer players caught or moved while a person could still catch: {early:?}");
}

/// What the test itself saw shown: the direction and the colour in force, from the events.
#[derive(Resource)]
struct SeenOnTable {
    direction: uno_party::engine::Direction,
    colour: Option<uno_party::engine::Colour>,
}

/// The HUD never runs ahead of the animation. During whole computer matches at 2, 4 and 10 seats,
/// at every frame the hand sizes, the top card, the colour in force and the direction that the
/// HUD draws (`ShownView::facts`) are those of the cards on the table and of the events shown so
/// far, while the engine itself is often ahead of both.
#[test]
fn the_hud_shows_what_the_cards_on_the_table_show_at_every_frame() {
    use uno_party::app::{EventShown, ShownView};
    use uno_party::engine::{Direction, Event};
    for players in [2, 4, 10] {
        let mut app = headless(Party::simple(players, 0, BotKind::Basic, 60 + players as u64), 4.0);
        app.insert_resource(SeenOnTable { direction: Direction::Clockwise, colour: None }).add_systems(
            Last,
            |mut shown: MessageReader<EventShown>, mut seen: ResMut<SeenOnTable>| {
                for EventShown(e) in shown.read() {
                    match e {
                        Event::DirectionChanged { direction } => seen.direction = *direction,
                        Event::ColourChosen { colour, .. } => seen.colour = Some(*colour),
                        Event::CardMoved { card: Some(c), to: Zone::DiscardPile, .. } if c.colour().is_some() => {
                            seen.colour = c.colour();
                        }
                        _ => {}
                    }
                }
            },
        );
        let (mut frames, mut ahead) = (0, 0);
        while frames < 40_000 {
            app.update();
            frames += 1;
            let world = app.world_mut();
            let mut cards = world.query::<&CardSprite>();
            let (Some(view), Some(table)) = (world.get_resource::<ShownView>(), world.get_resource::<Table>()) else {
                continue;
            };
            let facts = view.facts();
            let model = world.resource::<CardZones>();
            let on_table: Vec<usize> = model.hands.iter().map(Vec::len).collect();
            assert_eq!(facts.hand_sizes, on_table, "{players} players, frame {frames}: hand sizes");
            let top = model.discard.last().and_then(|&e| cards.get(world, e).ok()).and_then(|c| c.face);
            assert_eq!(facts.top(), top, "{players} players, frame {frames}: top card");
            let seen = world.resource::<SeenOnTable>();
            if let Some(c) = top.and_then(|t| t.colour()) {
                assert_eq!(facts.colour, c, "{players} players, frame {frames}: colour of the top card");
            }
            if let Some(c) = seen.colour {
                assert_eq!(facts.colour, c, "{players} players, frame {frames}: colour last shown");
            }
            assert_eq!(facts.direction, seen.direction, "{players} players, frame {frames}: direction");
            let live = table.live_game();
            if live.hand_sizes().collect::<Vec<_>>() != facts.hand_sizes || live.colour() != facts.colour {
                ahead += 1;
            }
            if live.round() > 1 && world.resource::<EventQueue>().is_empty() {
                break;
            }
        }
        assert!(app.world().resource::<Table>().live_game().round() > 1, "{players} players: no round ended");
        assert!(ahead > 50, "{players} players: the engine was ahead of the screen in only {ahead} frames");
    }
}

/// The draw pile emptied into the hands: its place stays on the table, and a click there draws
/// (reshuffling the discard pile), as the D key does.
#[test]
fn an_empty_draw_pile_still_draws_by_a_click_on_its_place() {
    use uno_party::app::{DrawPileClicked, DrawPileSlot};
    // Two people who draw and keep what they draw until they hold 40 cards, then play when they
    // can: the draw pile empties into their hands with a discard pile to shuffle.
    let mut app = headless(Party::simple(2, 2, BotKind::Basic, 23), 0.0);
    for _ in 0..200_000 {
        app.update();
        let world = app.world();
        if world.resource::<Curtain>().for_seat.is_some() {
            app.world_mut().write_message(CurtainLifted);
            continue;
        }
        let Some(table) = world.get_resource::<Table>() else { continue };
        let game = table.live_game();
        let Some(me) = world.resource::<Viewpoint>().viewer() else { continue };
        let ready = world.resource::<Playback>().settled()
            && *world.resource::<State<TurnPhase>>().get() == TurnPhase::AwaitingHuman
            && game.to_act() == Some(me);
        if !ready {
            continue;
        }
        let legal = game.legal_actions_vec(me);
        let play = legal.iter().copied().find(|a| matches!(a, Action::Play(_)));
        let action = match game.phase() {
            Phase::Turn { .. } if game.draw_pile_len() == 0 && game.discard_pile_len() > 1 => {
                // The moment: no card on the pile, the discard pile to reshuffle.
                let (hand, discard) = (game.hand(me).len(), game.discard_pile_len());
                let mut slot = app.world_mut().query_filtered::<(&Transform, &Visibility), With<DrawPileSlot>>();
                let (t, v) = slot.single(app.world()).expect("the draw pile's place");
                let place = app.world().resource::<CardZones>().layout.as_ref().unwrap().draw_slot(0).pos;
                assert_eq!(
                    (t.translation.x, t.translation.y),
                    (place.x, place.y),
                    "the outline is at the pile's place"
                );
                assert_eq!(*v, Visibility::Inherited, "the empty pile's place is drawn");
                app.world_mut().write_message(DrawPileClicked);
                for _ in 0..5 {
                    app.update();
                }
                let game = app.world().resource::<Table>().live_game();
                assert_eq!(game.hand(me).len(), hand + 1, "a click on the empty pile's place did not draw");
                assert!(game.discard_pile_len() < discard, "the discard pile was not reshuffled");
                return;
            }
            Phase::Turn { .. } if game.hand(me).len() >= 40 && play.is_some() => play,
            Phase::Turn { .. } => legal.iter().copied().find(|a| matches!(a, Action::Draw)),
            Phase::PlayOrKeep { .. } => Some(Action::KeepDrawn),
            _ => None,
        };
        let action = action.unwrap_or(legal[0]);
        app.world_mut().write_message(SubmitAction { seat: me, action });
    }
    panic!("the draw pile never emptied on the person's turn");
}

/// The recap of a person's first turn in a new round tells the new deal (the round, the dealer, the
/// first card) and nothing of the round before, which its summary told.
#[test]
fn the_recap_of_a_new_round_tells_the_deal_and_nothing_of_the_last_round() {
    let en = uno_party::i18n::Texts::new(uno_party::i18n::Language::English);
    let mut app = headless(Party::simple(3, 2, BotKind::Basic, 12), 0.0);
    let mut lines_in_round_one = 0;
    for _ in 0..200_000 {
        let round = app.world().get_resource::<Table>().map_or(0, |t| t.live_game().round());
        let phase = app.world().get_resource::<State<TurnPhase>>().map(|s| *s.get());
        if phase == Some(TurnPhase::RoundOver) {
            app.world_mut().write_message(SubmitAction { seat: 0, action: Action::StartRound });
        }
        automate_people(&mut app);
        app.update();
        let recap = app.world().resource::<Recap>().clone();
        if recap.for_seat.is_none() || recap.lines.is_empty() {
            continue;
        }
        let said: Vec<String> = recap.lines.iter().map(|m| en.render(m)).collect();
        if round < 2 || app.world().resource::<Table>().live_game().round() < 2 {
            lines_in_round_one += 1;
            continue;
        }
        assert!(lines_in_round_one > 0, "no recap in round 1: the test saw nothing");
        assert_eq!(recap.more, 0, "{said:?}");
        assert!(said[0].starts_with("Round 2: ") && said[0].ends_with(" deals"), "{said:?}");
        assert!(said.iter().take(3).any(|l| l.starts_with("First card turned: ")), "{said:?}");
        assert!(said.iter().skip(1).all(|l| !l.starts_with("Round ")), "{said:?}");
        return;
    }
    panic!("no recap in round 2");
}

/// Two people at the computer: the pause menu (or the scoreboard) hides every hand, as the
/// curtain does, and the table comes back behind the curtain for the person whose decision it is:
/// whoever sits down at a paused table sees no hand.
#[test]
fn the_pause_menu_hides_the_hands_of_people_taking_turns_and_play_resumes_behind_the_curtain() {
    let mut setup = Party::simple(3, 2, BotKind::Basic, 4);
    setup.seats[1].kind = SeatKind::Bot(BotKind::Basic);
    setup.seats[2].kind = SeatKind::Human;
    let mut app = headless(setup, 0.0);
    // The hands drawn face up (as the card art draws them).
    let face_up = |app: &mut App| {
        let world = app.world();
        let (table, shown) = (world.resource::<Table>(), world.resource::<uno_party::app::ShownView>());
        let seen = world.resource::<Viewpoint>();
        (0..table.seat_count() as u8).filter(|&s| seen.face_up(Zone::Hand(s), shown)).count()
    };
    // Until a person holds the screen for a decision of their own, their hand face up.
    until(&mut app, 20_000, |app| {
        if app.world().resource::<Curtain>().for_seat.is_some() {
            app.world_mut().write_message(CurtainLifted);
            return false;
        }
        let (t, seen) = (app.world().resource::<Table>(), app.world().resource::<Viewpoint>());
        seen.open_hand().is_some()
            && seen.viewer() == t.live_game().to_act()
            && app.world().resource::<Playback>().settled()
    });
    let me = app.world().resource::<Viewpoint>().viewer().expect("a person holds the screen");
    for _ in 0..4 {
        app.update();
    }
    assert!(face_up(&mut app) > 0, "seat {me}'s hand is face up at their decision");
    for overlay in [Overlay::Scoreboard, Overlay::Pause] {
        app.world_mut().write_message(UiCommand::Overlay(overlay));
        for _ in 0..6 {
            app.update();
        }
        assert_eq!(app.world().resource::<Viewpoint>().open_hand(), None, "{overlay:?}: a hand is open");
        assert_eq!(face_up(&mut app), 0, "{overlay:?}: a card of a hand is face up");
    }
    // Resumed: the curtain, for the person whose decision it is; their hand only after it.
    app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(app.world().resource::<Curtain>().for_seat, Some(me));
    assert_eq!(face_up(&mut app), 0, "a hand shows before the curtain is lifted");
    app.world_mut().write_message(CurtainLifted);
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(app.world().resource::<Viewpoint>().open_hand(), Some(me));
    assert!(face_up(&mut app) > 0);
}

/// With one person at the computer there is nobody to hide the hand from: the pause menu leaves
/// it as it is and asks for no curtain.
#[test]
fn the_pause_menu_of_one_person_raises_no_curtain() {
    let mut app = headless(Party::simple(3, 1, BotKind::Basic, 4), 0.0);
    until(&mut app, 20_000, awaiting_human);
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Pause));
    for _ in 0..6 {
        app.update();
    }
    app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(app.world().resource::<Curtain>().for_seat, None);
    assert_eq!(app.world().resource::<Viewpoint>().open_hand(), Some(0));
}

//! The table's prompts and messages as a newcomer reads them, headless with the real egui
//! overlays: the colour picker's buttons fill it, the card drawn is named whole under "You
//! drew:", the person alone at the computer is spoken to ("Devi pescare…"), and the curtain's
//! Catch button reads white on red.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::{
    ButtonId, ButtonRects, CurtainLifted, DrawnTexts, MatchFile, Panel, Prompt, SeatKind, SeatSetup, SubmitAction,
};
use uno_party::engine::{Action, Card, Colour, Game, Scenario, Seat};
use uno_party::i18n::Language;

use crate::support::positions;
use crate::support::positions::{Moment, app, until_prompt};
use crate::support::ui::{SETTLE_FRAMES, TABLE, drawn, frames};

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A resumed match of `game` with these people and computer players (by name).
fn match_of(game: Game, seats: &[(&str, SeatKind)]) -> MatchFile {
    let mut file = positions::position(Moment::Turn, seats.len(), 7);
    let n = seats.len();
    file.seats = seats.iter().map(|(name, kind)| SeatSetup { name: name.to_string(), kind: *kind }).collect();
    file.log = uno_party::engine::MatchLog::new(&uno_party::engine::Setup {
        seats: n,
        rules: game.rules().clone(),
        seed: 1,
        dealer: Some(n as Seat - 1),
    });
    file.state = Some(game);
    file
}

/// Opens the table on `file` (its computer players and its curtain may move on at once).
fn open(app: &mut App, file: MatchFile) {
    app.world_mut().write_message(uno_party::app::UiCommand::Go(uno_party::app::Screen::MainMenu));
    frames(app, 2);
    app.insert_resource(uno_party::app::Resume::new(file));
    app.world_mut().write_message(uno_party::app::UiCommand::Go(uno_party::app::Screen::Table));
    frames(app, SETTLE_FRAMES + 2);
}

fn rect_of(app: &App, id: &ButtonId) -> uno_party::layout::Rect {
    app.world().resource::<ButtonRects>().find(id).unwrap_or_else(|| panic!("{id} is not on screen"))
}

/// The four colours fill the picker's rows: no empty column beside them.
#[test]
fn the_colour_picker_has_no_empty_column() {
    for (w, h) in [(1024.0, 600.0), (1280.0, 720.0)] {
        for lang in [Language::English, Language::Italian] {
            for seats in [2, 4, 10] {
                let (mut app, _dir) = app(Vec2::new(w, h), lang);
                positions::open(&mut app, positions::position(Moment::ColourPicker, seats, 7));
                until_prompt(&mut app, Prompt::ColourPicker, "the colour picker");
                let panel = rect_of(&app, &ButtonId::Panel(Panel::ColourPicker));
                let right =
                    Colour::ALL.map(|c| rect_of(&app, &ButtonId::Colour(c)).right()).into_iter().fold(0.0, f32::max);
                let gap = panel.right() - right;
                assert!(gap < 24.0, "{w}x{h} {lang:?} {seats} seats: {gap:.0} pixels empty right of the colours");
            }
        }
    }
}

/// Play it / Keep it: "You drew:" over the card's name, which is never broken in two.
#[test]
fn the_card_drawn_is_named_whole_under_you_drew() {
    for (lang, drew, card) in
        [(Language::Italian, "Hai pescato:", "Jolly +4"), (Language::English, "You drew:", "Wild Draw Four")]
    {
        let game = Scenario::new(3)
            .hand(0, &[c("Green 1"), c("Green 2")])
            .hand(1, &[c("Yellow 1"), c("Yellow 2")])
            .hand(2, &[c("Green 3"), c("Green 4")])
            .top(c("Red 5"))
            .next_draws(&[Card::WILD_DRAW_FOUR])
            .build()
            .unwrap();
        let (mut app, _dir) = app(Vec2::new(1024.0, 600.0), lang);
        open(
            &mut app,
            match_of(
                game,
                &[
                    ("Anna", SeatKind::Human),
                    ("Bruno", SeatKind::Bot(BotKind::Basic)),
                    ("Carla", SeatKind::Bot(BotKind::Basic)),
                ],
            ),
        );
        app.world_mut().write_message(SubmitAction { seat: 0, action: Action::Draw });
        until_prompt(&mut app, Prompt::PlayOrKeep, "play it or keep it");
        let texts = drawn(&app);
        assert!(texts.iter().any(|t| t == drew), "{texts:?}");
        assert!(texts.iter().any(|t| t == card), "the card's name whole, on its own line: {texts:?}");
    }
}

/// A Wild Draw Four on the person alone at the computer: the message speaks to them.
#[test]
fn the_person_alone_at_the_computer_is_told_what_they_must_do() {
    for (lang, told) in
        [(Language::Italian, "Devi pescare 4 carte o contestare"), (Language::English, "You must take 4 or challenge")]
    {
        // Carla has nothing red but a Wild Draw Four: she plays it on Anna.
        let game = Scenario::new(3)
            .hand(0, &[c("Green 1"), c("Green 2"), c("Green 3")])
            .hand(1, &[c("Yellow 1"), c("Yellow 2")])
            .hand(2, &[Card::WILD_DRAW_FOUR, c("Blue 1")])
            .top(c("Red 5"))
            .turn(2)
            .build()
            .unwrap();
        let (mut app, _dir) = app(TABLE, lang);
        let seats = [
            ("Anna", SeatKind::Human),
            ("Bruno", SeatKind::Bot(BotKind::Basic)),
            ("Carla", SeatKind::Bot(BotKind::Basic)),
        ];
        open(&mut app, match_of(game, &seats));
        let mut seen = false;
        for _ in 0..200 {
            app.update();
            if drawn(&app).iter().any(|t| t == told) {
                seen = true;
                break;
            }
        }
        assert!(seen, "{told:?} never shown: {:?}", drawn(&app));
    }
}

/// The curtain's Catch button reads white on its red (egui's grey did not).
#[test]
fn the_catch_button_on_the_curtain_is_white_on_red() {
    let game = Scenario::new(2)
        .hand(0, &[c("Green 1"), c("Green 2"), c("Green 3")])
        .hand(1, &[c("Red 1"), c("Red 2")])
        .top(c("Red 5"))
        .turn(1)
        .build()
        .unwrap();
    let (mut app, _dir) = app(TABLE, Language::English);
    open(&mut app, match_of(game, &[("Anna", SeatKind::Human), ("Bruno", SeatKind::Human)]));
    app.world_mut().write_message(CurtainLifted);
    frames(&mut app, SETTLE_FRAMES);
    // Bruno plays his next-to-last card and forgets UNO; the screen passes to Anna.
    app.world_mut().write_message(SubmitAction { seat: 1, action: Action::Play(c("Red 1")) });
    let label = "Catch Bruno!";
    let mut ink = None;
    for _ in 0..600 {
        app.update();
        if let Some(i) = app.world().resource::<DrawnTexts>().ink_of(label) {
            ink = Some(i);
            break;
        }
    }
    let ink = ink.unwrap_or_else(|| panic!("no {label:?} on the curtain: {:?}", drawn(&app)));
    assert!(button_on_curtain(&app), "the Catch button is on the curtain");
    assert_eq!(ink, bevy_egui::egui::Color32::WHITE, "{label:?} is drawn in {ink:?}");
}

/// True when the curtain is up with a Catch button on it.
fn button_on_curtain(app: &App) -> bool {
    let rects = app.world().resource::<ButtonRects>();
    rects.find(&ButtonId::Curtain).is_some() && rects.find(&ButtonId::Catch(1)).is_some()
}

/// A name field selects its whole text when it gets the focus: typing a name replaces "Player 1"
/// (a tester got "Player 1aAnna").
#[test]
fn a_name_typed_into_new_game_replaces_the_name_the_game_wrote() {
    use bevy_egui::input::EguiInputEvent;
    use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
    use uno_party::app::{Party, PartyForm, Screen};
    use uno_party::i18n::Texts;
    let mut app = crate::support::ui::ui_app(
        Screen::NewGame,
        Party::default(),
        Texts::new(Language::English),
        crate::support::ui::TALL,
    );
    frames(&mut app, SETTLE_FRAMES);
    assert_eq!(app.world().resource::<PartyForm>().setup.seats[0].name, "Player 1");
    crate::support::ui::click(&mut app, ButtonId::SeatName(0));
    let world = app.world_mut();
    let mut q = world.query_filtered::<Entity, (With<EguiContext>, With<PrimaryEguiContext>)>();
    let context = q.single(world).expect("the egui context");
    app.world_mut().write_message(EguiInputEvent { context, event: egui::Event::Text("Anna".into()) });
    frames(&mut app, SETTLE_FRAMES);
    assert_eq!(app.world().resource::<PartyForm>().setup.seats[0].name, "Anna");
}

/// A match in pairs is listed among the saved matches by its teams, each with its players and
/// its total (what the match is won by), not player by player.
#[test]
fn a_saved_match_in_pairs_is_listed_by_team() {
    use uno_party::app::{MatchStore, Screen, UiCommand, write_match};
    use uno_party::engine::{MatchLog, Partners, Phase, RuleSet, Setup};
    // A round played to its end, by its log (a saved match is checked against its moves).
    let setup = Setup {
        seats: 4,
        rules: RuleSet { partners: Partners::Pairs, ..RuleSet::default() },
        seed: 9,
        dealer: Some(3),
    };
    let mut game = Game::new(setup.clone()).unwrap();
    let mut log = MatchLog::new(&setup);
    while game.phase() != Phase::RoundOver {
        let seat = game.to_act().unwrap_or(0);
        let action = game.legal_actions_vec(seat)[0];
        game.apply(seat, action).unwrap();
        log.record(seat, action);
    }
    let totals = game.teams().totals(game.scores());
    assert!(totals[0] + totals[1] > 0, "the round scored");
    let people =
        [("Anna", SeatKind::Human), ("Bruno", SeatKind::Human), ("Carla", SeatKind::Human), ("Dario", SeatKind::Human)];
    for (lang, a, b, and) in
        [(Language::English, "Team A", "Team B", "and"), (Language::Italian, "Squadra A", "Squadra B", "e")]
    {
        let line = format!("{a} (Anna {and} Carla) {}, {b} (Bruno {and} Dario) {}", totals[0], totals[1]);
        let mut file = match_of(game.clone(), &people);
        file.log = log.clone();
        file.started_at = 1_700_000_000;
        let (mut app, dir) = app(TABLE, lang);
        let saves = app.world().resource::<MatchStore>().saves();
        std::fs::create_dir_all(&saves).unwrap();
        write_match(&saves.join(file.file_name()), &file).unwrap();
        app.world_mut().write_message(UiCommand::Go(Screen::Load));
        frames(&mut app, SETTLE_FRAMES * 2);
        let texts = drawn(&app).join(" | ");
        assert!(texts.contains(&line), "{line:?} in {texts}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// An idle window still wakes every second while Settings is open: its line on the sound
/// follows the sound server (gone, back) with no input. On the main menu it sleeps longer.
#[test]
fn settings_wake_an_idle_window_to_keep_the_sound_line_true() {
    use bevy::winit::{UpdateMode, WinitSettings};
    use uno_party::app::{Party, Screen, UiCommand};
    use uno_party::i18n::Texts;
    let wait = |app: &App| match app.world().resource::<WinitSettings>().focused_mode {
        UpdateMode::Reactive { wait, .. } => Some(wait.as_secs_f32()),
        UpdateMode::Continuous => None,
    };
    let mut app = crate::support::ui::ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), TABLE);
    app.insert_resource(WinitSettings::desktop_app());
    frames(&mut app, SETTLE_FRAMES * 2);
    assert!(wait(&app).is_some_and(|w| w > 5.0), "the main menu sleeps: {:?}", wait(&app));
    app.world_mut().write_message(UiCommand::Go(Screen::Settings));
    frames(&mut app, SETTLE_FRAMES * 2);
    assert!(wait(&app).is_some_and(|w| w <= 1.0), "Settings wake every second: {:?}", wait(&app));
}

/// "Save and quit" says where the match went by its file's name alone, with a button that opens
/// its folder (the whole path was long and said little).
#[test]
fn a_match_saved_is_named_by_its_file_with_its_folder_a_button_away() {
    use uno_party::app::{Screen, UiCommand};
    let (mut app, dir) = app(TABLE, Language::English);
    positions::open(&mut app, positions::position(Moment::Turn, 3, 7));
    app.world_mut().write_message(UiCommand::SaveAndQuit);
    frames(&mut app, SETTLE_FRAMES * 2);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::MainMenu);
    let said = drawn(&app).into_iter().find(|t| t.starts_with("Match saved: ")).expect("the match is said saved");
    let name = said.trim_start_matches("Match saved: ");
    assert!(name.ends_with(".ron") && !name.contains('/') && !said.contains(&dir.display().to_string()), "{said}");
    assert!(app.world().resource::<ButtonRects>().all().iter().any(|(b, _)| matches!(b, ButtonId::NoticeFolder(_))));
    let _ = std::fs::remove_dir_all(dir);
}

/// The statistics say where they are kept by the file's name alone, with a button that opens its
/// folder (the whole path under the pointer).
#[test]
fn the_statistics_name_their_file_with_its_folder_a_button_away() {
    use uno_party::app::{Screen, StatsBook, UiCommand};
    let (mut app, dir) = app(TABLE, Language::English);
    let path = dir.join("some/where/deep/stats.ron");
    app.insert_resource(StatsBook { stats: uno_party::stats::Stats::default(), path: Some(path.clone()) });
    app.world_mut().write_message(UiCommand::Go(Screen::Statistics));
    frames(&mut app, SETTLE_FRAMES * 2);
    let texts = drawn(&app);
    assert!(texts.iter().any(|t| t == "Kept in stats.ron"), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("some/where")), "{texts:?}");
    assert!(app.world().resource::<ButtonRects>().find(&ButtonId::StatsFolder).is_some(), "no Open the folder");
    let _ = std::fs::remove_dir_all(dir);
}

/// What the keyboard goes through is what the screen shows: at each prompt, the table asks for
/// the prompt whose panel is drawn, and every pick it offers has its button on screen.
#[test]
fn every_pick_of_the_prompt_open_has_its_button_on_screen() {
    use uno_party::app::{OpenPrompt, pick_button};
    let cases = [
        (Moment::ColourPicker, Prompt::ColourPicker, Some(Panel::ColourPicker)),
        (Moment::SeatPicker, Prompt::SeatPicker, Some(Panel::SeatPicker)),
        (Moment::GiveCards, Prompt::GiveCards, None),
        (Moment::Challenge, Prompt::Challenge, Some(Panel::Challenge)),
        (Moment::HouseRuleFor, Prompt::HouseRule, Some(Panel::HouseRule)),
        (Moment::JudgeHouseRule, Prompt::HouseRule, Some(Panel::HouseRule)),
        (Moment::RoundSummary, Prompt::RoundSummary, Some(Panel::Summary)),
        (Moment::MatchOver, Prompt::MatchOver, Some(Panel::Summary)),
    ];
    let (mut app, _dir) = app(TABLE, Language::English);
    let look = |app: &mut App, prompt: Prompt, panel: Option<Panel>| {
        until_prompt(app, prompt, &format!("{prompt:?}"));
        let picks = app.world().resource::<OpenPrompt>().picks().to_vec();
        assert!(!picks.is_empty(), "{prompt:?} offers nothing to pick");
        let rects = app.world().resource::<ButtonRects>();
        for pick in &picks {
            let button = pick_button(pick).unwrap_or_else(|| panic!("{prompt:?}: {pick:?} has no button"));
            assert!(rects.find(&button).is_some(), "{prompt:?}: {pick:?} is offered but {button} is not on screen");
        }
        if let Some(panel) = panel {
            assert!(rects.find(&ButtonId::Panel(panel)).is_some(), "{prompt:?}: its panel is not on screen");
        }
        picks
    };
    for (moment, prompt, panel) in cases {
        positions::open(&mut app, positions::position(moment, 4, 7));
        let picks = look(&mut app, prompt, panel);
        if moment == Moment::Challenge {
            assert!(picks.contains(&uno_party::app::Pick::Act(Action::Challenge)), "no challenge offered");
            app.world_mut().write_message(SubmitAction { seat: 0, action: Action::Challenge });
            look(&mut app, Prompt::RevealedHand, Some(Panel::RevealedHand));
        }
    }
}

/// A decision reads the same on the screen and on the person's phone, in both languages: the
/// phone's question is a line the screen draws (its status line, "Challenge the Wild Draw Four, or
/// take the cards", or the panel's own question, "Choose a colour").
#[test]
fn a_decision_reads_the_same_on_the_screen_and_on_a_phone() {
    use uno_party::app::Table;
    use uno_party::phone::{StateInput, seat_state};
    let cases = [
        (Moment::ColourPicker, Prompt::ColourPicker),
        (Moment::SeatPicker, Prompt::SeatPicker),
        (Moment::Challenge, Prompt::Challenge),
        (Moment::HouseRuleFor, Prompt::HouseRule),
    ];
    for lang in [Language::English, Language::Italian] {
        let (mut app, _dir) = app(TABLE, lang);
        let texts = uno_party::i18n::Texts::new(lang);
        for (moment, prompt) in cases {
            positions::open(&mut app, positions::position(moment, 4, 7));
            until_prompt(&mut app, prompt, &format!("{moment:?}"));
            let table = app.world().resource::<Table>();
            let names: Vec<String> = (0..table.seat_count() as Seat).map(|s| table.name(s).to_string()).collect();
            let input = StateInput {
                texts: &texts,
                names: &names,
                custom_texts: &[],
                version: 1,
                art: 0,
                recent: &[],
                step: 0,
            };
            let (state, _) = seat_state(&input, &table.live_game().view(Some(0)), &[]);
            let asked = state.prompt.unwrap_or_else(|| panic!("{lang:?} {moment:?}: the phone asks nothing"));
            let shown = drawn(&app);
            assert!(
                shown.contains(&asked),
                "{lang:?} {moment:?}: the phone asks {asked:?}, the screen shows {shown:?}"
            );
        }
    }
}

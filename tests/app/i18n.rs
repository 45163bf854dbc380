//! Every text the egui screens draw, read without a window: the real menus and table overlays of
//! `window_plugin`, run headless (no renderer, no winit), with the texts of each frame collected
//! by `DrawnTexts`. Under the pseudo-locale every text from the translation files is wrapped in
//! ⟦…⟧, so a text on screen without the marks was written in the code; and switching the
//! language redraws every text in the new language on the very next frame.
//!
//! `DUMP_TEXTS=1 cargo test --test app i18n -- --nocapture` prints every screen's texts.

use std::collections::BTreeMap;

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Seated as _;
use uno_party::app::Viewpoint;
use uno_party::app::{
    ActiveTheme, ButtonId, ButtonRects, Overlay, Panel, Party, PartyForm, Playback, Prompt, Recap, Screen,
    SubmitAction, Table, TurnPhase, UiCommand,
};
use uno_party::engine::{Action, Kind, Phase, RuleSet, TargetScore};
use uno_party::i18n::{Language, PSEUDO_CLOSE, PSEUDO_OPEN, Texts};

use crate::support::drive::{Policy, any_move, drive, party, play_kind};
use crate::support::ui::{
    FEW, SETTLE_FRAMES, TABLE, TALL, button_shown, click, drawn, frames, prompt_open, theme_ready, ui_app,
};

/// Texts that are data, not translations: the names at the table, the Customizable Wilds' card
/// texts, theme names and authors, the themes folder, and the languages' own names.
fn data_texts(app: &App) -> Vec<String> {
    let world = app.world();
    let mut data: Vec<String> = Language::ALL.iter().map(|l| l.native_name().to_string()).collect();
    let mut rules = Vec::new();
    if let Some(p) = world.get_resource::<Party>() {
        data.extend(p.seats.iter().map(|s| s.name.clone()));
        rules.push(p.rules.clone());
    }
    if let Some(t) = world.get_resource::<Table>() {
        data.extend(t.seat_list().iter().map(|s| s.name.clone()));
        rules.push(t.rules().clone());
    }
    if let Some(f) = world.get_resource::<PartyForm>() {
        data.extend(f.setup.seats.iter().map(|s| s.name.clone()));
        data.extend(f.custom_texts.iter().cloned());
        data.push(f.profile_name.clone());
        rules.push(f.setup.rules.clone());
    }
    for r in rules {
        data.extend(r.custom_wilds.iter().map(|w| w.text.as_str().to_string()));
    }
    let dir = uno_party::storage::themes_dir();
    data.extend(uno_party::theme::list_themes(&dir).into_iter().map(|t| t.name));
    data.push(dir.display().to_string());
    if let Some(a) = world.get_resource::<ActiveTheme>() {
        data.push(a.name.clone());
        data.push(a.author.clone());
    }
    data.retain(|d| !d.trim().is_empty());
    // The longest first: "Computer 10" goes before "Computer 1" can cut it.
    data.sort_by_key(|d| std::cmp::Reverse(d.len()));
    data
}

/// What is left of `text` outside every ⟦…⟧ (nested ones too) and outside the data, if a letter
/// is left.
fn untranslated(text: &str, data: &[String]) -> Option<String> {
    let mut rest = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            PSEUDO_OPEN => depth += 1,
            PSEUDO_CLOSE => depth = depth.saturating_sub(1),
            c if depth == 0 => rest.push(c),
            _ => {}
        }
    }
    for d in data {
        rest = rest.replace(d.as_str(), " ");
    }
    rest.chars().any(char::is_alphabetic).then_some(rest)
}

#[test]
fn a_text_outside_the_marks_is_reported_unless_it_is_data() {
    let data = ["Player 1".to_string(), "Computer 10".to_string()];
    assert_eq!(untranslated("⟦Pass to Player 1⟧", &data), None);
    assert_eq!(untranslated("⟦⟦⟦Red⟧ 1⟧, ⟦⟦Blue⟧ 3⟧ (4 pts)⟧", &data), None);
    assert_eq!(untranslated("Computer 10", &data), None);
    assert_eq!(untranslated("+24 ★", &data), None);
    assert!(untranslated("Player 1 wins", &data).is_some());
    assert!(untranslated("⟦Seat⟧ of Player 1", &data).is_some());
    assert!(untranslated("⟦Round over⟧ (nobody could play)", &data).is_some());
    assert!(untranslated("Back", &data).is_some());
}

/// The screens looked at and the texts on them that bypassed the translation files.
#[derive(Default)]
struct Audit {
    screens: Vec<(String, usize)>,
    offenders: BTreeMap<String, Vec<String>>,
}

impl Audit {
    /// Lets the screen settle and checks every text it draws.
    fn look(&mut self, screen: &str, app: &mut App) {
        frames(app, SETTLE_FRAMES);
        self.check(screen, app);
    }

    /// Checks every text of the last frame.
    fn check(&mut self, screen: &str, app: &App) {
        let texts = drawn(app);
        assert!(
            texts.len() >= FEW,
            "{screen}: only {} texts drawn ({texts:?}): the headless egui harness drew nothing",
            texts.len()
        );
        let data = data_texts(app);
        if std::env::var_os("DUMP_TEXTS").is_some() {
            println!("== {screen}: {texts:?}");
        }
        for t in &texts {
            if untranslated(t, &data).is_some() {
                let list = self.offenders.entry(screen.to_string()).or_default();
                if !list.contains(t) {
                    list.push(t.clone());
                }
            }
        }
        self.screens.push((screen.to_string(), texts.len()));
    }
}

fn pseudo() -> Texts {
    Texts::pseudo(Language::English)
}

/// The menus: main menu, New game (with every rule option open, the Customizable Wilds and a
/// problem in the form), the rules and the settings.
fn menus(audit: &mut Audit) {
    let setup = party(4, 2, 1, |r| *r = RuleSet::deck_112());
    let mut app = ui_app(Screen::MainMenu, setup, pseudo(), TALL);
    theme_ready(&mut app);
    audit.look("main menu", &mut app);
    app.world_mut().write_message(UiCommand::Go(Screen::NewGame));
    audit.look("New game", &mut app);
    click(&mut app, ButtonId::EveryRuleOption);
    frames(&mut app, SETTLE_FRAMES);
    let rows =
        app.world().resource::<ButtonRects>().all().iter().filter(|(b, _)| matches!(b, ButtonId::RuleRow(_))).count();
    assert!(rows >= 15, "the click on every rule option opened {rows} rule rows");
    audit.look("New game, every rule option", &mut app);
    // A seat without a name: Start says what is wrong.
    app.world_mut().resource_mut::<PartyForm>().setup.seats[1].name.clear();
    frames(&mut app, 1);
    click(&mut app, ButtonId::Start);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::NewGame, "a seat without a name started");
    assert!(app.world().resource::<PartyForm>().error.is_some(), "Start said nothing about the seat without a name");
    audit.look("New game, a seat without a name", &mut app);
    app.world_mut().write_message(UiCommand::Go(Screen::Rules));
    audit.look("Rules", &mut app);
    app.world_mut().write_message(UiCommand::Go(Screen::Settings));
    audit.look("Settings", &mut app);
}

/// The table at the person's turn, and the pause menu, its question, the rules and the settings
/// over it.
fn table_and_overlays(audit: &mut Audit) {
    let mut app = ui_app(Screen::Table, party(3, 1, 2, |_| {}), pseudo(), TABLE);
    drive(&mut app, "the person's turn", 20_000, &mut |_, _| None, |app| {
        app.world().get_resource::<State<TurnPhase>>().is_some_and(|p| *p.get() == TurnPhase::AwaitingHuman)
            && app.world().resource::<Playback>().settled()
    });
    audit.look("the table at your turn", &mut app);
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Pause));
    audit.look("pause menu", &mut app);
    click(&mut app, ButtonId::QuitToMenu);
    assert!(button_shown(&app, &ButtonId::ConfirmQuit), "Quit to the main menu did not ask");
    audit.look("pause menu, quit the match?", &mut app);
    for (o, name) in [(Overlay::Rules, "Rules over the table"), (Overlay::Settings, "Settings over the table")] {
        app.world_mut().write_message(UiCommand::Overlay(o));
        audit.look(name, &mut app);
    }
}

/// Waits for a prompt in front of the person and looks at it.
fn prompt(audit: &mut Audit, name: &str, setup: Party, p: Prompt, policy: &mut Policy) {
    let _table = at_prompt(audit, name, setup, p, policy);
}

/// [`prompt`], and the table left there for more.
fn at_prompt(audit: &mut Audit, name: &str, setup: Party, p: Prompt, policy: &mut Policy) -> App {
    let mut app = ui_app(Screen::Table, setup, pseudo(), TABLE);
    let frames = drive(&mut app, name, 60_000, policy, |app| prompt_open(app, p));
    println!("{name}: reached in {frames} frames");
    audit.look(name, &mut app);
    assert!(prompt_open(&app, p), "{name}: the prompt closed by itself");
    app
}

fn prompts(audit: &mut Audit) {
    // A wild: the colour picker.
    prompt(audit, "colour picker", party(3, 1, 3, |_| {}), Prompt::ColourPicker, &mut |phase, legal| match phase {
        Phase::ChooseColour { .. } => None,
        _ => Some(play_kind(legal, |k| matches!(k, Kind::Wild | Kind::WildDrawFour))),
    });
    // Seven-O: a 7 asks whose hand to take.
    prompt(
        audit,
        "seat picker (Seven-O)",
        party(3, 1, 4, |r| r.seven_o = true),
        Prompt::SeatPicker,
        &mut |phase, legal| match phase {
            Phase::ChooseTarget { .. } => None,
            _ => Some(play_kind(legal, |k| k == Kind::Number(7))),
        },
    );
    // The 112-card deck: Wild Swap Hands and the Customizable Wilds ask for a player too; giving
    // cards away asks for the cards.
    prompt(
        audit,
        "seat picker (Wild Swap Hands or a Customizable Wild)",
        party(3, 1, 5, |r| *r = RuleSet::deck_112()),
        Prompt::SeatPicker,
        &mut |phase, legal| match phase {
            Phase::ChooseTarget { .. } => None,
            _ => Some(play_kind(legal, |k| matches!(k, Kind::SwapHands | Kind::Custom(_)))),
        },
    );
    prompt(
        audit,
        "cards to give away",
        party(3, 1, 7, |r| *r = RuleSet::deck_112()),
        Prompt::GiveCards,
        &mut |phase, legal| match phase {
            Phase::GiveCards { .. } => None,
            _ => Some(play_kind(legal, |k| matches!(k, Kind::Custom(_)))),
        },
    );
    // Drawing until a playable card comes: Play it / Keep it.
    prompt(audit, "play it or keep it", party(3, 1, 6, |_| {}), Prompt::PlayOrKeep, &mut |phase, legal| match phase {
        Phase::PlayOrKeep { .. } => None,
        _ if legal.contains(&Action::Draw) => Some(Action::Draw),
        _ => Some(any_move(legal)),
    });
    // Two players: a Wild Draw Four on the person, challenged; the hand shown to them alone.
    let mut app = at_prompt(
        audit,
        "Wild Draw Four challenge",
        party(2, 1, 14, |_| {}),
        Prompt::Challenge,
        &mut |phase, legal| match phase {
            Phase::DrawPenalty { .. } if legal.contains(&Action::Challenge) => None,
            _ => Some(any_move(legal)),
        },
    );
    let legal = app.world().resource::<Table>().live_game().legal_actions_vec(0);
    assert!(legal.contains(&Action::Challenge), "the challenge prompt without a challenge: {legal:?}");
    app.world_mut().write_message(SubmitAction { seat: 0, action: Action::Challenge });
    drive(&mut app, "the challenged hand", 5_000, &mut |_, _| None, |app| prompt_open(app, Prompt::RevealedHand));
    audit.look("the hand shown after a challenge", &mut app);
    // The end of a round, the scoreboard after it, and the end of a match.
    let mut app =
        at_prompt(audit, "round summary", party(3, 1, 8, |_| {}), Prompt::RoundSummary, &mut |_, l| Some(any_move(l)));
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
    audit.look("scoreboard", &mut app);
    let one_round = |r: &mut RuleSet| r.target_score = TargetScore::new(1).unwrap();
    prompt(audit, "match over", party(3, 1, 9, one_round), Prompt::MatchOver, &mut |_, l| Some(any_move(l)));
}

/// Partner play: New game with the teams, and at the table the teams' tags, the round summary,
/// the scoreboard and the end of the match in teams.
fn partners(audit: &mut Audit) {
    let pairs = |r: &mut RuleSet| r.partners = uno_party::engine::Partners::Pairs;
    let mut app = ui_app(Screen::NewGame, party(4, 1, 1, pairs), pseudo(), TALL);
    audit.look("New game, teams of two", &mut app);
    app.world_mut().resource_scope(|world, mut form: Mut<PartyForm>| form.add_seat(world.resource::<Texts>()));
    frames(&mut app, 1);
    audit.look("New game, teams of two at five seats", &mut app);
    let mut app =
        at_prompt(audit, "round summary in teams", party(4, 1, 8, pairs), Prompt::RoundSummary, &mut |_, l| {
            Some(any_move(l))
        });
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
    audit.look("scoreboard in teams", &mut app);
    let one_round = |r: &mut RuleSet| {
        pairs(r);
        r.target_score = TargetScore::new(1).unwrap();
    };
    prompt(audit, "match over in teams", party(4, 1, 9, one_round), Prompt::MatchOver, &mut |_, l| Some(any_move(l)));
}

/// Two people: the curtain between them, then what the next one missed.
fn hot_seat(audit: &mut Audit) {
    let mut app = ui_app(Screen::Table, party(3, 2, 10, |_| {}), pseudo(), TABLE);
    drive(&mut app, "the curtain", 20_000, &mut |_, _| None, |app| prompt_open(app, Prompt::Curtain));
    audit.look("hot-seat curtain", &mut app);
    drive(&mut app, "since your turn", 100_000, &mut |_, l| Some(any_move(l)), recap_shown);
    audit.look("since your turn", &mut app);
}

/// The UNO! button of the person at the screen, and the catch button when a computer player
/// forgets to call it.
fn calls(audit: &mut Audit) {
    let mut app = ui_app(Screen::Table, party(3, 1, 11, |_| {}), pseudo(), TABLE);
    // Cards are played, never UNO called: the button stays up for the test.
    let mut no_call = |_: Phase, legal: &[Action]| {
        let play = legal.iter().copied().find(|a| matches!(a, Action::Play(_) | Action::PlayDrawn | Action::Draw));
        Some(play.unwrap_or_else(|| any_move(legal)))
    };
    drive(&mut app, "the UNO! button", 60_000, &mut no_call, |app| button_shown(app, &ButtonId::Uno));
    audit.look("the UNO! button", &mut app);
    let mut setup = party(3, 1, 12, |_| {});
    setup.seats.iter_mut().skip(1).for_each(|s| s.kind = uno_party::app::SeatKind::Bot(BotKind::Easy));
    let mut app = ui_app(Screen::Table, setup, pseudo(), TABLE);
    let catch =
        |app: &App| app.world().resource::<ButtonRects>().all().iter().any(|(b, _)| matches!(b, ButtonId::Catch(_)));
    drive(&mut app, "a catch button", 60_000, &mut |_, l| Some(any_move(l)), catch);
    audit.check("a computer player forgot UNO", &app);
}

/// "Since your turn" is on screen.
fn recap_shown(app: &App) -> bool {
    let world = app.world();
    let recap = world.resource::<Recap>();
    recap.for_seat.is_some()
        && world.get_resource::<Table>().is_some()
        && world.resource::<Viewpoint>().viewer() == recap.for_seat
        && !recap.lines.is_empty()
        && button_shown(app, &ButtonId::Panel(Panel::Recap))
}

#[test]
fn every_text_on_every_screen_comes_from_the_translation_files() {
    // The check itself: without the pseudo-locale's marks, every text of a screen is reported.
    let mut plain = Audit::default();
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), TALL);
    plain.look("main menu", &mut app);
    let reported = plain.offenders.values().map(Vec::len).sum::<usize>();
    assert!(reported >= FEW, "plain English texts went unnoticed: {:?}", drawn(&app));

    let mut audit = Audit::default();
    menus(&mut audit);
    table_and_overlays(&mut audit);
    prompts(&mut audit);
    hot_seat(&mut audit);
    calls(&mut audit);
    partners(&mut audit);
    let seen: Vec<String> = audit.screens.iter().map(|(s, n)| format!("{s} ({n} texts)")).collect();
    println!("screens read: {}", seen.join(", "));
    if !audit.offenders.is_empty() {
        let count: usize = audit.offenders.values().map(Vec::len).sum();
        let mut list = String::new();
        for (screen, texts) in &audit.offenders {
            for t in texts {
                list.push_str(&format!("\n  {screen}: {t:?}"));
            }
        }
        panic!("{count} texts on screen do not come from the translation files:{list}");
    }
}

/// The texts of the last frame, counted (a text may be drawn more than once).
fn bag(app: &App) -> BTreeMap<String, usize> {
    let mut b = BTreeMap::new();
    for t in drawn(app) {
        *b.entry(t).or_insert(0) += 1;
    }
    b
}

/// `after` (one frame after switching to Italian) is exactly what a game started in Italian
/// draws (`italian`), and it differs from what was drawn in English (`before`) in at least
/// `changed` texts.
fn same_as_started_in_italian(
    screen: &str,
    before: &BTreeMap<String, usize>,
    after: &BTreeMap<String, usize>,
    italian: &BTreeMap<String, usize>,
    changed: usize,
) {
    let missing = |a: &BTreeMap<String, usize>, b: &BTreeMap<String, usize>| -> Vec<String> {
        a.iter().filter(|(t, n)| b.get(*t).is_none_or(|m| m < *n)).map(|(t, _)| t.clone()).collect()
    };
    let stale = missing(after, italian);
    let absent = missing(italian, after);
    assert!(
        stale.is_empty() && absent.is_empty(),
        "{screen}: one frame after switching to Italian the screen is not what a game started in Italian shows.\n\
         drawn after the switch only (still in English?): {stale:?}\nonly when started in Italian: {absent:?}"
    );
    let english_only = missing(before, italian);
    assert!(
        english_only.len() >= changed,
        "{screen}: only {} texts differ between English and Italian ({english_only:?}); the screen is not translated",
        english_only.len()
    );
    println!("{screen}: {} texts changed language: {english_only:?}", english_only.len());
}

#[test]
fn switching_the_language_changes_every_label_on_the_next_frame() {
    // The settings, where the language is chosen.
    let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(Language::English), TALL);
    theme_ready(&mut app);
    frames(&mut app, SETTLE_FRAMES);
    let before = bag(&app);
    app.world_mut().write_message(UiCommand::UseLanguage(Language::Italian));
    app.update();
    let after = bag(&app);
    let mut fresh = ui_app(Screen::Settings, Party::default(), Texts::new(Language::Italian), TALL);
    theme_ready(&mut fresh);
    frames(&mut fresh, SETTLE_FRAMES + 1);
    same_as_started_in_italian("Settings", &before, &after, &bag(&fresh), 8);

    // New game: the labels and the names the game gave ("Player 1" is "Giocatore 1"); a name
    // someone typed stays as it was typed.
    let new_game = |texts: Texts| {
        let mut party = Party::default();
        party.seats[2].name = "Player two".into();
        let mut app = ui_app(Screen::NewGame, party, texts, TALL);
        frames(&mut app, SETTLE_FRAMES);
        app
    };
    let mut app = new_game(Texts::new(Language::English));
    let before = bag(&app);
    assert!(before.contains_key("Player 1"), "{before:?}");
    app.world_mut().write_message(UiCommand::UseLanguage(Language::Italian));
    app.update();
    let after = bag(&app);
    let mut fresh = new_game(Texts::new(Language::Italian));
    fresh.update();
    same_as_started_in_italian("New game", &before, &after, &bag(&fresh), 8);
    let names: Vec<String> = app.world().resource::<PartyForm>().setup.seats.iter().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Giocatore 1", "Computer 1", "Player two", "Computer 3"]);
    // A seat added now gets a name in Italian too, and switching back gives the English ones.
    app.world_mut().resource_scope(|world, mut form: Mut<PartyForm>| form.add_seat(world.resource::<Texts>()));
    app.world_mut().write_message(UiCommand::UseLanguage(Language::English));
    app.update();
    let names: Vec<String> = app.world().resource::<PartyForm>().setup.seats.iter().map(|s| s.name.clone()).collect();
    // Adding a seat numbers the computer players in seat order again.
    assert_eq!(names, ["Player 1", "Computer 1", "Player two", "Computer 2", "Computer 3"]);

    // The table after a hand-over: the recap's lines and the status were written while English
    // was in use; once every message has faded, only what is kept stays on screen.
    let reach = |texts: Texts| {
        let mut app = ui_app(Screen::Table, party(3, 2, 10, |_| {}), texts, TABLE);
        drive(&mut app, "since your turn", 100_000, &mut |_, l| Some(any_move(l)), recap_shown);
        theme_ready(&mut app);
        // Long enough for every message in the middle of the table to go.
        frames(&mut app, 400);
        assert!(recap_shown(&app), "the recap closed by itself");
        app
    };
    let mut app = reach(Texts::new(Language::English));
    let before = bag(&app);
    app.world_mut().write_message(UiCommand::UseLanguage(Language::Italian));
    app.update();
    let after = bag(&app);
    let mut fresh = reach(Texts::new(Language::Italian));
    fresh.update();
    let game = |app: &App| app.world().resource::<Table>().live_game().to_ron();
    assert_eq!(game(&app), game(&fresh), "the two matches went differently: the comparison would mean nothing");
    same_as_started_in_italian("the table, since your turn", &before, &after, &bag(&fresh), 3);
}

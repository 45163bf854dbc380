//! A house rule written freely (a Customizable Wild with no effect from the catalogue) at the
//! table, headless with the real egui overlays: its text large for everyone, its player says who
//! it applies to by clicking, the table judges it by clicking (Done, or 1 to 4 cards), computer
//! players play it as a Wild and leave the judgement to the people, the phones are told, and the
//! New game editor writes one. In English and Italian.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::{ButtonId, MatchFile, PartyForm, Prompt, SeatKind, SeatSetup, SubmitAction, Table, UiCommand};
use uno_party::engine::{
    Action, Card, Colour, CustomEffect, CustomWild, CustomWilds, Deck, Event, Game, Phase, RuleSet, Scenario, Seat,
};
use uno_party::i18n::{Language, Texts};
use uno_party::phone::{StateInput, seat_state};

use crate::support::positions;
use crate::support::positions::{app, until_prompt};
use crate::support::ui::{SETTLE_FRAMES, TABLE, TALL, button_shown, click, drawn, frames};

const RULE: &str = "Sing a song or draw 2";

/// 112-card rules whose first Customizable Wild is a house rule (the others from the catalogue).
fn house_rules() -> RuleSet {
    let mut wilds = CustomWilds::default().to_vec();
    wilds[0] = CustomWild::new(RULE, &[]).expect("a house rule");
    RuleSet { deck: Deck::SwapAndCustom, custom_wilds: CustomWilds::new(wilds).expect("three"), ..RuleSet::default() }
}

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A resumed match of `game`: seat 0 a person named Anna, the others Basic computer players.
fn match_of(game: Game) -> MatchFile {
    let n = game.seats();
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let seats: Vec<SeatSetup> = (0..n)
        .map(|s| SeatSetup {
            name: names[s].to_string(),
            kind: if s == 0 { SeatKind::Human } else { SeatKind::Bot(BotKind::Basic) },
        })
        .collect();
    let rules = game.rules().clone();
    positions::file(game, seats, &rules)
}

/// Opens the table on `file` from the main menu (its computer players may move on at once).
fn open(app: &mut App, file: MatchFile) {
    app.world_mut().write_message(UiCommand::Go(uno_party::app::Screen::MainMenu));
    frames(app, 2);
    app.insert_resource(uno_party::app::Resume::new(file));
    app.world_mut().write_message(UiCommand::Go(uno_party::app::Screen::Table));
    frames(app, SETTLE_FRAMES + 2);
}

fn hand_size(app: &App, seat: Seat) -> usize {
    app.world().resource::<Table>().live_game().hand(seat).len()
}

fn phase(app: &App) -> Phase {
    app.world().resource::<Table>().live_game().phase()
}

fn texts_drawn(app: &App) -> String {
    drawn(app).join(" | ")
}

#[test]
fn a_person_plays_a_house_rule_says_who_it_is_for_and_the_table_gives_a_penalty() {
    for (lang, quoted, status, toast) in [
        (
            Language::English,
            "“Sing a song or draw 2”",
            "Say who your house rule applies to",
            "House rule not followed: Bruno +3",
        ),
        (
            Language::Italian,
            "«Sing a song or draw 2»",
            "Di' a chi si applica la tua regola della casa",
            "Regola della casa non rispettata: Bruno +3",
        ),
    ] {
        let game = Scenario::new(3)
            .rules(house_rules())
            .hand(0, &[Card::custom(0), c("Red 1"), c("Red 2")])
            .hand(1, &[c("Yellow 1"), c("Yellow 2")])
            .hand(2, &[c("Green 1"), c("Green 2")])
            .top(c("Blue 5"))
            .next_draws(&[c("Yellow 4"), c("Yellow 5"), c("Yellow 6")])
            .build()
            .unwrap();
        let (mut app, _dir) = app(TABLE, lang);
        open(&mut app, match_of(game));
        app.world_mut().write_message(SubmitAction { seat: 0, action: Action::Play(Card::custom(0)) });
        until_prompt(&mut app, Prompt::ColourPicker, "the colour");
        click(&mut app, ButtonId::Colour(Colour::Green));
        until_prompt(&mut app, Prompt::HouseRule, "who the rule is for");
        assert_eq!(phase(&app), Phase::HouseRuleFor { seat: 0 });
        // The rule, large, for everyone to read; its player chooses anyone, themselves, or nobody.
        assert!(button_shown(&app, &ButtonId::HouseRuleText));
        assert!(texts_drawn(&app).contains(quoted), "{}", texts_drawn(&app));
        assert!(texts_drawn(&app).contains(status), "{}", texts_drawn(&app));
        for who in [None, Some(0), Some(1), Some(2)] {
            assert!(button_shown(&app, &ButtonId::HouseRuleFor(who)), "{who:?}");
        }
        click(&mut app, ButtonId::HouseRuleFor(Some(1)));
        frames(&mut app, SETTLE_FRAMES);
        assert_eq!(phase(&app), Phase::JudgeHouseRule { seat: 0, target: Some(1) });
        // The table judges: Done, or 1 to 4 cards for Bruno.
        for n in 0..=4 {
            assert!(button_shown(&app, &ButtonId::Judge(n)), "judge {n}: {}", texts_drawn(&app));
        }
        assert!(texts_drawn(&app).contains(quoted), "the rule stays in view while it is judged");
        click(&mut app, ButtonId::Judge(3));
        // The judgement applied: Bruno holds the 3 cards of the penalty, and the turn is his.
        let mut said = String::new();
        for _ in 0..120 {
            app.update();
            said.push_str(&texts_drawn(&app));
            if said.contains(toast) {
                break;
            }
        }
        assert!(said.contains(toast), "the table is told: {said}");
        // The game counted the cards: Bruno drew the 3 of the penalty, right after the judgement.
        let recent: Vec<Event> = app.world().resource::<Table>().recent_events().cloned().collect();
        let judged = recent
            .iter()
            .position(|e| *e == Event::HouseRuleJudged { seat: 0, target: Some(1), penalty: 3 })
            .unwrap_or_else(|| panic!("{recent:?}"));
        assert!(recent[judged..].contains(&Event::Drew { seat: 1, count: 3 }), "{recent:?}");
        assert!(!button_shown(&app, &ButtonId::Judge(0)), "the judgement is over");
    }
}

/// Bruno (a computer player) holds the house rule and nothing else that fits.
fn bruno_plays_it() -> Game {
    Scenario::new(3)
        .rules(house_rules())
        .hand(0, &[c("Red 1"), c("Red 2"), c("Red 3")])
        .hand(1, &[Card::custom(0), c("Yellow 2"), c("Yellow 3")])
        .hand(2, &[c("Green 1"), c("Green 2")])
        .top(c("Blue 5"))
        .turn(1)
        .build()
        .unwrap()
}

#[test]
fn a_computer_player_plays_it_as_a_wild_and_leaves_the_judgement_to_the_people() {
    for (lang, judging) in [
        (Language::English, "The table judges Bruno's house rule"),
        (Language::Italian, "Il tavolo giudica la regola della casa di Bruno"),
    ] {
        let (mut app, _dir) = app(TABLE, lang);
        open(&mut app, match_of(bruno_plays_it()));
        until_prompt(&mut app, Prompt::HouseRule, "the table's judgement");
        assert_eq!(phase(&app), Phase::JudgeHouseRule { seat: 1, target: None }, "for nobody, as a Wild");
        // However long the people take, the computer player does not judge its own rule.
        frames(&mut app, 300);
        assert_eq!(phase(&app), Phase::JudgeHouseRule { seat: 1, target: None });
        assert!(texts_drawn(&app).contains(judging), "{}", texts_drawn(&app));
        assert!(button_shown(&app, &ButtonId::Judge(0)));
        assert!(!button_shown(&app, &ButtonId::Judge(1)), "nobody to give a penalty to");
        click(&mut app, ButtonId::Judge(0));
        frames(&mut app, SETTLE_FRAMES);
        assert!(!matches!(phase(&app), Phase::JudgeHouseRule { .. }), "{:?}", phase(&app));
    }
}

#[test]
fn the_keyboard_judges_a_house_rule_too() {
    let (mut app, _dir) = app(TABLE, Language::English);
    open(&mut app, match_of(bruno_plays_it()));
    until_prompt(&mut app, Prompt::HouseRule, "the table's judgement");
    // The focus starts on Done: Enter presses it.
    crate::support::keys::press(&mut app, KeyCode::Enter);
    frames(&mut app, SETTLE_FRAMES);
    assert!(!matches!(phase(&app), Phase::JudgeHouseRule { .. }), "{:?}", phase(&app));
}

#[test]
fn among_computer_players_alone_the_computer_says_done_and_the_match_goes_on() {
    let (mut app, _dir) = app(TABLE, Language::English);
    let mut file = match_of(bruno_plays_it());
    file.seats[0].kind = SeatKind::Bot(BotKind::Basic);
    open(&mut app, file);
    let mut judged = false;
    for _ in 0..600 {
        app.update();
        let p = phase(&app);
        if matches!(p, Phase::Turn { seat: 2 } | Phase::Turn { seat: 0 }) && hand_size(&app, 1) < 3 {
            judged = true;
            break;
        }
    }
    assert!(judged, "the house rule was never judged: {:?}", phase(&app));
}

#[test]
fn a_phone_that_plays_a_house_rule_chooses_who_and_the_table_judges_on_the_screen() {
    let mut g = Scenario::new(3)
        .rules(house_rules())
        .hand(0, &[c("Red 1")])
        .hand(1, &[Card::custom(0), c("Yellow 2")])
        .hand(2, &[c("Green 1")])
        .top(c("Blue 5"))
        .turn(1)
        .build()
        .unwrap();
    g.apply(1, Action::Play(Card::custom(0))).unwrap();
    g.apply(1, Action::ChooseColour(Colour::Red)).unwrap();
    let names: Vec<String> = ["Anna", "Bruno", "Carla"].map(String::from).to_vec();
    let custom: Vec<String> = g.rules().custom_wilds.iter().map(|w| w.text.as_str().to_string()).collect();
    for (lang, nobody, rule) in [
        (Language::English, "Nobody in particular", "Your house rule: “Sing a song or draw 2”"),
        (Language::Italian, "A nessuno in particolare", "La tua regola della casa: «Sing a song or draw 2»"),
    ] {
        let texts = Texts::new(lang);
        let input = StateInput {
            texts: &texts,
            names: &names,
            custom_texts: &custom,
            version: 1,
            art: 0,
            recent: &[],
            step: 0,
        };
        let (state, actions) = seat_state(&input, &g.view(Some(1)), &g.legal_actions_vec(1));
        let labels: Vec<&str> = state
            .buttons
            .iter()
            .filter(|b| b.kind == uno_party::phone::protocol::ButtonKind::Target)
            .map(|b| b.label.as_str())
            .collect();
        assert!(labels.contains(&nobody), "{labels:?}");
        assert_eq!(labels.len(), 4, "nobody, Anna, itself, Carla: {labels:?}");
        assert!(actions.contains(&Action::HouseRuleFor(Some(0))));
        assert!(state.prompt.is_some());
        // Every phone reads the rule: whose it is, and its text (the player's own says "yours").
        assert_eq!(state.rule.as_deref(), Some(rule));
        let (other, _) = seat_state(&input, &g.view(Some(0)), &g.legal_actions_vec(0));
        assert!(
            other.rule.as_deref().is_some_and(|r| r.starts_with("Bruno") || r.contains("di Bruno")),
            "{:?}",
            other.rule
        );
    }
    // Said who: the table judges on the shared screen; the phone has no judge's button.
    g.apply(1, Action::HouseRuleFor(Some(0))).unwrap();
    let texts = Texts::new(Language::English);
    let input =
        StateInput { texts: &texts, names: &names, custom_texts: &custom, version: 2, art: 0, recent: &[], step: 0 };
    let (state, actions) = seat_state(&input, &g.view(Some(1)), &g.legal_actions_vec(1));
    assert!(actions.iter().all(|a| !matches!(a, Action::JudgeHouseRule(_))), "{actions:?}");
    assert!(!state.my_turn, "the judgement is the table's");
    assert_eq!(state.status, "The table judges Bruno's house rule");
}

#[test]
fn the_editor_makes_a_house_rule_with_its_source_and_says_which_card_has_no_text() {
    for (lang, explained, source, problem) in [
        (
            Language::English,
            "No effect from the list: a house rule.",
            "Rules article: write your own rule",
            "Customizable Wild 2: The card text must have 1 to 80 characters (it has 0).",
        ),
        (
            Language::Italian,
            "Nessun effetto dall'elenco: una regola della casa.",
            "Articolo sulle regole: scrivi la tua regola",
            "Jolly personalizzabile 2: Il testo della carta deve avere da 1 a 80 caratteri (ne ha 0).",
        ),
    ] {
        // Tall enough for every row of New game to be drawn.
        let (mut app, _dir) = app(TALL, lang);
        app.insert_resource(uno_party::app::Party { rules: house_rules(), ..Default::default() });
        app.world_mut().write_message(UiCommand::Go(uno_party::app::Screen::NewGame));
        frames(&mut app, SETTLE_FRAMES * 2);
        let all = texts_drawn(&app);
        assert!(all.contains(explained), "{all}");
        assert!(all.contains(source), "{all}");
        assert!(all.contains(&format!("{}/80", RULE.chars().count())), "a counter: {all}");
        // An empty text is named under its card while it is empty, and gone once mended.
        app.world_mut().resource_mut::<PartyForm>().custom_texts[1] = String::new();
        frames(&mut app, SETTLE_FRAMES);
        assert!(texts_drawn(&app).contains(problem), "{}", texts_drawn(&app));
        assert_eq!(
            app.world().resource::<PartyForm>().checked().err().map(|m| Texts::new(lang).render(&m)).as_deref(),
            Some(problem)
        );
        app.world_mut().resource_mut::<PartyForm>().custom_texts[1] = "Dance".into();
        frames(&mut app, SETTLE_FRAMES);
        assert!(!texts_drawn(&app).contains(problem), "a mended text is not said wrong any more");
        assert!(app.world().resource::<PartyForm>().checked().is_ok());
    }
    // The effects of a card may all go: it is then a house rule.
    let mut rules = house_rules();
    let mut wilds = rules.custom_wilds.to_vec();
    wilds[1] = CustomWild::new("Dance", &[]).unwrap();
    rules.custom_wilds = CustomWilds::new(wilds).unwrap();
    assert!(rules.custom_wilds[1].is_house_rule() && !rules.custom_wilds[2].is_house_rule());
    assert!(matches!(rules.custom_wilds[2].effects[0], CustomEffect::SkipPlayers(_)));
}

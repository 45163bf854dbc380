//! Learn to play on the headless egui screens, in both languages: from the main menu's button to
//! the lesson's end by what the panel points at (its buttons clicked, its cards and the draw pile
//! clicked as a pointer would), a wrong move explained with nothing changed, the statistics and
//! the kept matches untouched; the options lesson of a table's rules.

use bevy::prelude::*;
use uno_party::app::{
    ButtonId, CardClicked, CoachButton, MatchStore, OpenLesson, Party, Saver, Screen, StatsBook, UiCommand,
};
use uno_party::engine::{Action, Deck, RuleSet, Stacking};
use uno_party::i18n::{Language, Texts};
use uno_party::lesson::Pointing;

use crate::support::keys::press;
use crate::support::lesson::{answer, card_entity, settle, table};
use crate::support::ui::{TABLE, button_shown, click, drawn, frames, ui_app};

/// A wrong move at the first step that asks for a card: explained, and nothing changes.
fn a_wrong_move(app: &mut App, texts: &Texts) {
    loop {
        let (step, expected, learner) = {
            let t = table(app);
            let l = t.mode().lesson().unwrap();
            (l.step().unwrap(), l.expected(t.live_game()), l.learner())
        };
        if let Pointing::Card(want) = step.pointing {
            let game = table(app).live_game().clone();
            let other = game
                .hand(learner)
                .cards()
                .find(|&c| c != want && !expected.contains(&Action::Play(c)))
                .expect("another card in the hand");
            let before = (table(app).actions_applied(), game.clone());
            let e = card_entity(app, other);
            app.world_mut().write_message(CardClicked(e));
            frames(app, 4);
            assert_eq!(table(app).actions_applied(), before.0, "a wrong move changes nothing");
            assert_eq!(table(app).live_game(), &before.1, "a wrong move changes nothing");
            let said = texts.render(table(app).mode().lesson_said().expect("the lesson says why"));
            assert!(drawn(app).contains(&said), "{said:?} on the panel");
            return;
        }
        assert!(answer(app));
        settle(app);
    }
}

#[test]
fn the_first_lesson_is_played_to_its_end_in_both_languages_and_counts_for_nothing() {
    for lang in [Language::English, Language::Italian] {
        let texts = Texts::new(lang);
        let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(lang), TABLE);
        app.insert_resource(StatsBook::default());
        // Where a match would be kept: the autosave and its replay.
        let dir = std::env::temp_dir().join(format!("uno-lesson-kept-{}-{lang:?}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = MatchStore::new(dir.clone());
        app.insert_resource(Saver::start(store.replays())).insert_resource(store.clone());
        frames(&mut app, 6);
        click(&mut app, ButtonId::Coach(CoachButton::Learn));
        settle(&mut app);
        let (_, of) = table(&app).mode().lesson().unwrap().progress();
        assert!(of >= 12, "the lesson has its steps ({of})");
        let mut seen = std::collections::BTreeSet::new();
        a_wrong_move(&mut app, &texts);
        let mut moves = 0;
        for _ in 0..400 {
            settle(&mut app);
            if let Some(step) = table(&app).mode().lesson().unwrap().step() {
                let text = texts.render(&step.text);
                assert!(drawn(&app).contains(&text), "step text {text:?} on the panel");
                seen.insert(text);
            }
            if !answer(&mut app) {
                break;
            }
            moves += 1;
        }
        let lesson = table(&app).mode().lesson().unwrap();
        assert!(lesson.finished(), "the lesson reached its end after {moves} answers");
        assert!(seen.len() >= 12, "{} different steps shown", seen.len());
        // The round was played out: the learner went out and scored.
        let game = table(&app).live_game();
        assert!(game.last_round().is_some_and(|r| r.winner == lesson.learner()), "the learner won the round");
        // The end offers the way on, in the language in use.
        assert!(drawn(&app).contains(&texts.get(uno_party::i18n::Msg::LessonDone)));
        assert!(
            button_shown(&app, &ButtonId::Coach(CoachButton::LessonPlay))
                && button_shown(&app, &ButtonId::Coach(CoachButton::LearnOptions))
        );
        // Never counted, never kept.
        assert!(app.world().resource::<StatsBook>().stats.people().next().is_none(), "no statistics");
        assert!(app.world().resource::<Saver>().flush(std::time::Duration::from_secs(30)), "every write done");
        assert!(!store.autosave().exists(), "no autosave: nothing to continue");
        let replays = std::fs::read_dir(store.replays()).map(|d| d.count()).unwrap_or(0);
        assert_eq!(replays, 0, "no replay of a lesson");
        click(&mut app, ButtonId::Coach(CoachButton::LessonLeave));
        frames(&mut app, 4);
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::MainMenu);
    }
}

#[test]
fn the_lesson_starts_again_at_any_time() {
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), TABLE);
    frames(&mut app, 6);
    click(&mut app, ButtonId::Coach(CoachButton::Learn));
    settle(&mut app);
    let first = table(&app).live_game().clone();
    // The first step tells; Enter goes on, as Continue does.
    assert!(table(&app).mode().lesson().unwrap().step().unwrap().waits_for_continue);
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(table(&app).mode().lesson().unwrap().progress().0, 2, "Enter went on to the second step");
    for _ in 0..6 {
        answer(&mut app);
        settle(&mut app);
    }
    assert_ne!(table(&app).mode().lesson().unwrap().progress().0, 1, "the lesson moved on");
    click(&mut app, ButtonId::Coach(CoachButton::LessonRestart));
    settle(&mut app);
    assert_eq!(table(&app).mode().lesson().unwrap().progress().0, 1, "back to the first step");
    assert_eq!(table(&app).live_game(), &first, "the same deal");
}

#[test]
fn the_options_lesson_teaches_the_options_the_table_chose() {
    let mut rules = RuleSet { seven_o: true, jump_in: true, deck: Deck::SwapAndCustom, ..RuleSet::default() };
    rules.stacking = Stacking::SameCard;
    assert!(uno_party::lesson::Lesson::options(&RuleSet::default()).is_none(), "official rules: nothing to teach");
    for lang in [Language::English, Language::Italian] {
        let texts = Texts::new(lang);
        let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(lang), TABLE);
        frames(&mut app, 4);
        app.world_mut().write_message(UiCommand::Learn(OpenLesson::options(&rules)));
        settle(&mut app);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..300 {
            settle(&mut app);
            if let Some(step) = table(&app).mode().lesson().unwrap().step() {
                seen.insert(texts.render(&step.text));
            }
            if !answer(&mut app) {
                break;
            }
        }
        assert!(table(&app).mode().lesson().unwrap().finished(), "the options lesson reached its end");
        assert!(seen.len() >= 5, "a step or more per option: {seen:?}");
        assert!(drawn(&app).contains(&texts.get(uno_party::i18n::Msg::LessonDoneOptions)));
    }
}

/// A wrong move while a step waits to be read says to press Continue; once Continue has been
/// pressed that is not said any more (the next step has no Continue): what was wrong belongs to
/// the step it was made at. The colour step's "Not that" says the hint, not "Not that colour" after
/// "Not that:".
#[test]
fn what_was_wrong_is_said_only_at_its_step_and_never_twice() {
    for lang in [Language::English, Language::Italian] {
        let texts = Texts::new(lang);
        let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(lang), TABLE);
        frames(&mut app, 6);
        click(&mut app, ButtonId::Coach(CoachButton::Learn));
        settle(&mut app);
        assert!(table(&app).mode().lesson().unwrap().step().unwrap().waits_for_continue, "the first step tells");
        // A card clicked while the step is being read.
        let card = table(&app).live_game().hand(0).cards().next().unwrap();
        let e = card_entity(&mut app, card);
        app.world_mut().write_message(CardClicked(e));
        frames(&mut app, 4);
        let read = texts.render(table(&app).mode().lesson_said().expect("the lesson says why"));
        assert!(drawn(&app).contains(&read), "{read:?} on the panel");
        click(&mut app, ButtonId::Coach(CoachButton::LessonContinue));
        settle(&mut app);
        assert!(
            !table(&app).mode().lesson().unwrap().step().unwrap().waits_for_continue,
            "a step that asks for a card"
        );
        assert!(table(&app).mode().lesson_said().is_none(), "said at the step before");
        assert!(!drawn(&app).contains(&read), "{read:?} still on the panel at the next step");
        // On to the colour step; a wrong colour there.
        let mut wrong_colour = None;
        for _ in 0..40 {
            let (step, game) = {
                let t = table(&app);
                (t.mode().lesson().unwrap().expected(t.live_game()), t.live_game().clone())
            };
            if let Some(Action::ChooseColour(right)) = step.iter().find(|a| matches!(a, Action::ChooseColour(_))) {
                let wrong = uno_party::engine::Colour::ALL.into_iter().find(|c| c != right).unwrap();
                wrong_colour = Some(wrong);
                app.world_mut()
                    .write_message(uno_party::app::SubmitAction { seat: 0, action: Action::ChooseColour(wrong) });
                frames(&mut app, 4);
                let said = texts.render(table(&app).mode().lesson_said().expect("the lesson says why"));
                let not_that = texts.get(uno_party::i18n::Msg::LessonNotThat);
                let doubled = not_that.trim_end_matches(':').to_lowercase();
                assert!(!said.to_lowercase().starts_with(&doubled), "{not_that} {said}: said twice");
                assert_eq!(table(&app).live_game(), &game, "a wrong colour changes nothing");
                break;
            }
            assert!(answer(&mut app));
            settle(&mut app);
        }
        assert!(wrong_colour.is_some(), "the lesson reached its colour step");
    }
}

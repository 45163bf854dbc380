//! The Hint and "What does this card do?" on the headless egui screens: the button and the H key
//! at a person's decision, what the hint says and lifts, the match setting (off: no button, no
//! key) and its default, the scoreboard's line; the note on a card under the pointer or the I key.

use bevy::prelude::*;
use uno_party::ai::{BotKind, DEFAULT_BUDGET};
use uno_party::app::{
    ButtonId, CardSprite, CardZones, CoachButton, Focused, Hinted, Hints, Hovered, Overlay, Panel, Party, Playback,
    Screen, ShownView, Table, UiCommand,
};
use uno_party::engine::{Action, Zone};
use uno_party::i18n::{Language, Texts};

use crate::support::keys::press;
use crate::support::ui::{TABLE, button_shown, click, drawn, frames, ui_app};

/// One person (seat 0) and two computer players of `bots`, hints as `hints`.
fn party(bots: BotKind, hints: Option<bool>, seed: u64) -> Party {
    Party { hints, ..Party::simple(3, 1, bots, seed) }
}

/// Runs until the person at the screen has a decision on screen (the table settled on it).
fn until_my_decision(app: &mut App) {
    for _ in 0..6000 {
        app.update();
        let w = app.world();
        let (Some(t), Some(s)) = (w.get_resource::<Table>(), w.get_resource::<ShownView>()) else { continue };
        if w.resource::<Playback>().settled() && s.to_act() == Some(0) && t.live_game().to_act() == Some(0) {
            frames(app, 2);
            return;
        }
    }
    panic!("the person's decision never came");
}

fn hints(app: &App) -> &Hints {
    app.world().resource::<Hints>()
}

/// Runs until the hint is on screen.
fn until_hint(app: &mut App) {
    let start = std::time::Instant::now();
    while hints(app).shown().is_none() {
        assert!(start.elapsed().as_secs() < 60, "the hint never came");
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    frames(app, 2);
}

#[test]
fn the_hint_is_hards_move_from_the_persons_view_lifted_and_said_and_counted_once() {
    for (lang, seed) in [(Language::English, 3), (Language::Italian, 11)] {
        let mut app = ui_app(Screen::Table, party(BotKind::Normal, Some(true), seed), Texts::new(lang), TABLE);
        until_my_decision(&mut app);
        assert!(
            button_shown(&app, &ButtonId::Coach(CoachButton::Hint)),
            "the Hint button is offered at the person's decision"
        );
        let (view, legal, seed_used) = {
            let w = app.world();
            let t = w.resource::<Table>();
            let s = w.resource::<ShownView>();
            let seed = uno_party::engine::mix_seed(t.log().seed, t.actions_applied() << 8);
            (s.view(Some(0)), s.legal_actions(0), seed)
        };
        click(&mut app, ButtonId::Coach(CoachButton::Hint));
        until_hint(&mut app);
        let (seat, hint) = hints(&app).shown().expect("a hint");
        let hint = hint.clone();
        assert_eq!(seat, 0);
        assert!(legal.contains(&hint.action), "{:?} is legal", hint.action);
        // The same as Hard deciding from the same view with the same seed and budget.
        let hard = uno_party::coach::hint(&view, &legal, seed_used, DEFAULT_BUDGET);
        assert_eq!(hard.action, hint.action);
        assert!(hint.reason.holds(&view, hint.action), "{:?} is true of the position", hint.reason);
        // Said in one line over the status line, in the language in use.
        let texts = Texts::new(lang);
        let line = uno_party::i18n::coach::hint_line(&hint, &|s| format!("seat {s}"), &texts);
        assert!(button_shown(&app, &ButtonId::Coach(CoachButton::HintLine)));
        let table_line = {
            let t = app.world().resource::<Table>();
            uno_party::i18n::coach::hint_line(&hint, &|s| t.name(s).to_string(), &texts)
        };
        assert!(drawn(&app).contains(&table_line), "{table_line:?} drawn (not {line:?} with seat numbers)");
        // The card it would play stands lifted.
        if let Action::Play(card) = hint.action {
            let world = app.world_mut();
            let mut q = world.query_filtered::<&CardSprite, With<Hinted>>();
            let lifted: Vec<_> = q.iter(world).map(|c| (c.zone, c.face)).collect();
            assert_eq!(lifted, vec![(Zone::Hand(0), Some(card))]);
        }
        assert_eq!(app.world().resource::<Table>().hints_used(), 1);
        // Asked again for the same decision, by key: still one.
        press(&mut app, KeyCode::KeyH);
        frames(&mut app, 3);
        assert_eq!(app.world().resource::<Table>().hints_used(), 1);
        // The scoreboard says hints were allowed, and used once.
        app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
        frames(&mut app, 4);
        let said = uno_party::tr!(texts, ScoresHintsAllowed, n = 1);
        assert!(drawn(&app).contains(&said), "{said:?} on the scoreboard");
    }
}

#[test]
fn the_h_key_asks_too_and_the_hint_goes_with_the_move() {
    let mut app = ui_app(Screen::Table, party(BotKind::Easy, None, 5), Texts::new(Language::English), TABLE);
    until_my_decision(&mut app);
    assert!(app.world().resource::<Table>().mode().hints_allowed(), "on by default with Easy computer players");
    press(&mut app, KeyCode::KeyH);
    until_hint(&mut app);
    let action = hints(&app).shown().expect("a hint").1.action;
    app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action });
    frames(&mut app, 3);
    assert!(hints(&app).shown().is_none(), "a hint belongs to its position");
    assert!(!button_shown(&app, &ButtonId::Coach(CoachButton::HintLine)));
}

#[test]
fn hints_off_means_no_button_and_no_key() {
    for (bots, hints_setting) in [(BotKind::Easy, Some(false)), (BotKind::Normal, None)] {
        let mut app = ui_app(Screen::Table, party(bots, hints_setting, 7), Texts::new(Language::English), TABLE);
        until_my_decision(&mut app);
        assert!(!app.world().resource::<Table>().mode().hints_allowed());
        assert!(!button_shown(&app, &ButtonId::Coach(CoachButton::Hint)), "no Hint button when hints are off");
        press(&mut app, KeyCode::KeyH);
        frames(&mut app, 30);
        assert!(hints(&app).shown().is_none() && !hints(&app).thinking(), "H does nothing when hints are off");
        assert_eq!(app.world().resource::<Table>().hints_used(), 0);
        app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
        frames(&mut app, 4);
        let texts = Texts::new(Language::English);
        let said = uno_party::tr!(texts, ScoresHintsAllowed, n = 0);
        assert!(!drawn(&app).contains(&said), "the scoreboard does not say hints were allowed");
    }
}

#[test]
fn hints_are_on_by_default_with_easy_computer_players_or_in_a_first_match() {
    assert!(party(BotKind::Easy, None, 1).hints_allowed());
    assert!(!party(BotKind::Normal, None, 1).hints_allowed());
    assert!(!party(BotKind::Hard, None, 1).hints_allowed());
    let first = Party { first_match: true, ..party(BotKind::Hard, None, 1) };
    assert!(first.hints_allowed());
    assert!(!Party { hints: Some(false), ..first.clone() }.hints_allowed());
    assert!(Party { hints: Some(true), ..party(BotKind::Hard, None, 1) }.hints_allowed());
    // A table of people only has no Easy computer player to make it a first table.
    assert!(!Party::simple(3, 3, BotKind::Easy, 1).hints_allowed());
}

/// The card of the person's hand the test rests on: the first one.
fn first_card(app: &mut App) -> (Entity, uno_party::engine::Card) {
    let world = app.world_mut();
    let bottom = world.resource::<CardZones>().bottom();
    let mut q = world.query::<(Entity, &CardSprite)>();
    q.iter(world)
        .find_map(|(e, c)| (c.zone == Zone::Hand(bottom)).then_some(c.face.map(|f| (e, f))).flatten())
        .expect("a card in the hand")
}

#[test]
fn resting_on_a_card_or_the_i_key_tells_what_it_does_and_whether_it_can_be_played() {
    for lang in [Language::English, Language::Italian] {
        let mut app = ui_app(Screen::Table, party(BotKind::Normal, None, 9), Texts::new(lang), TABLE);
        until_my_decision(&mut app);
        let (entity, card) = first_card(&mut app);
        let view = app.world().resource::<ShownView>().view(Some(0));
        let help = uno_party::coach::explain_card(&view, card);
        let texts = Texts::new(lang);
        let (what, now) = {
            let t = app.world().resource::<Table>();
            uno_party::i18n::coach::card_help_lines(&help, &|s| t.name(s).to_string(), &texts)
        };
        // The pointer rests on it: nothing at first, the note after a moment.
        app.world_mut().entity_mut(entity).insert(Hovered);
        frames(&mut app, 3);
        assert!(!button_shown(&app, &ButtonId::Panel(Panel::CardHelp)), "not at once");
        frames(&mut app, 60);
        assert!(button_shown(&app, &ButtonId::Panel(Panel::CardHelp)), "the note opens");
        let texts_drawn = drawn(&app);
        assert!(texts_drawn.contains(&what) && texts_drawn.contains(&now), "{what:?} / {now:?} in {texts_drawn:?}");
        // Whether it can be played agrees with the engine.
        let playable = app.world().resource::<ShownView>().legal_actions(0).contains(&Action::Play(card));
        assert_eq!(help.now.is_playable(), playable);
        app.world_mut().entity_mut(entity).remove::<Hovered>();
        frames(&mut app, 2);
        assert!(!button_shown(&app, &ButtonId::Panel(Panel::CardHelp)), "the pointer left: the note goes");
        // The keyboard: the focus on a card of the hand, then I.
        press(&mut app, KeyCode::ArrowRight);
        frames(&mut app, 2);
        let focused = {
            let world = app.world_mut();
            let mut q = world.query_filtered::<&CardSprite, With<Focused>>();
            q.iter(world).next().and_then(|c| c.face).expect("a card in focus")
        };
        press(&mut app, KeyCode::KeyI);
        frames(&mut app, 1);
        let help = uno_party::coach::explain_card(&view, focused);
        let (what, _) = {
            let t = app.world().resource::<Table>();
            uno_party::i18n::coach::card_help_lines(&help, &|s| t.name(s).to_string(), &texts)
        };
        assert!(drawn(&app).contains(&what), "{what:?}: the note of the card in focus");
        assert!(button_shown(&app, &ButtonId::Panel(Panel::CardHelp)), "I opens the note on the card in focus");
        press(&mut app, KeyCode::KeyI);
        frames(&mut app, 1);
        assert!(!button_shown(&app, &ButtonId::Panel(Panel::CardHelp)), "I again closes it");
    }
}

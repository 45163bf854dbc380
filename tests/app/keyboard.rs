//! A match played with the keyboard alone: key events go through Bevy's input plugin, nothing
//! else reaches the table (no clicks, no actions written by the test).

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Viewpoint;
use uno_party::app::{CardSprite, Curtain, KeyFocus, Party, Playback, SeatKind, Table, TurnPhase};
use uno_party::engine::{Action, Phase, Seat};

use crate::support::harness::headless;
use crate::support::keys::press;

/// What the keyboard player did.
#[derive(Default, Debug)]
struct Played {
    cards: usize,
    cards_chosen_with_arrows: usize,
    draws: usize,
    colours: usize,
    answers: usize,
    uno_calls: usize,
    curtains: usize,
}

/// The person at the screen decides by keys only, reading the screen as they would (the focus,
/// the cards in their hand, the prompt in front of them). Returns false when there was nothing
/// to press.
fn keyboard_player(app: &mut App, played: &mut Played, turn: usize) -> bool {
    let world = app.world_mut();
    if world.resource::<Curtain>().for_seat.is_some() {
        press(app, KeyCode::Enter);
        played.curtains += 1;
        return true;
    }
    let Some(table) = world.get_resource::<Table>() else { return false };
    let phase = phase_of(world);
    if !world.resource::<Playback>().settled() || phase != Some(TurnPhase::AwaitingHuman) {
        return false;
    }
    let game = table.live_game();
    let Some(me) = world.resource::<Viewpoint>().viewer() else { return false };
    if game.to_act() != Some(me) {
        return false;
    }
    let legal = game.legal_actions_vec(me);
    // U where the UNO! button is offered: where the call means something.
    if legal.contains(&Action::CallUno) && game.uno_call_matters(me) {
        press(app, KeyCode::KeyU);
        played.uno_calls += 1;
        return true;
    }
    match game.phase() {
        Phase::ChooseColour { .. } => {
            // Digits and initials both name a colour.
            press(app, if turn.is_multiple_of(2) { KeyCode::Digit3 } else { KeyCode::KeyB });
            played.colours += 1;
        }
        Phase::ChooseTarget { .. } | Phase::DrawPenalty { .. } | Phase::PlayOrKeep { .. } => {
            // The prompt's buttons are gone through with the arrows.
            if turn.is_multiple_of(3) {
                press(app, KeyCode::ArrowDown);
            }
            press(app, KeyCode::Enter);
            played.answers += 1;
        }
        Phase::Turn { .. } => {
            let playable: Vec<_> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Play(c) => Some(*c),
                    _ => None,
                })
                .collect();
            if playable.is_empty() {
                press(app, KeyCode::KeyD);
                played.draws += 1;
                return true;
            }
            // The focus comes with the first frame the hand is face up for the decision.
            if app.world().resource::<KeyFocus>().card.is_none() {
                return false;
            }
            // Walk the focus to one of the playable cards (not always the first) and press it.
            let want = playable[turn % playable.len()];
            let face_of = |app: &mut App| {
                let e = app.world().resource::<KeyFocus>().card.expect("a card has the focus on the person's turn");
                app.world().get::<CardSprite>(e).and_then(|c| c.face)
            };
            let mut moves = 0;
            while face_of(app) != Some(want) {
                // The hand is laid out in card order: the arrows go toward the wanted card.
                let here = face_of(app).expect("the focused card is face up");
                press(app, if want.index() < here.index() { KeyCode::ArrowLeft } else { KeyCode::ArrowRight });
                moves += 1;
                assert!(moves < 120, "the arrows never reached {want:?}");
            }
            if moves > 0 {
                played.cards_chosen_with_arrows += 1;
            }
            let before = app.world().resource::<Table>().live_game().hand(me).len();
            press(app, KeyCode::Enter);
            let after = app.world().resource::<Table>().live_game();
            assert!(after.hand(me).len() < before, "Enter on a playable card did not play it");
            played.cards += 1;
        }
        _ => return false,
    }
    true
}

/// Plays by keyboard until the round's summary shows; returns what was pressed.
fn play_round_by_keys(app: &mut App) -> Played {
    let mut played = Played::default();
    let mut turn = 0;
    for _ in 0..200_000 {
        if phase_of(app.world()) == Some(TurnPhase::RoundOver) && app.world().resource::<Playback>().settled() {
            return played;
        }
        if keyboard_player(app, &mut played, turn) {
            turn += 1;
        } else {
            app.update();
        }
    }
    panic!("the round did not end: {played:?}");
}

fn phase_of(world: &World) -> Option<TurnPhase> {
    world.get_resource::<State<TurnPhase>>().map(|s| *s.get())
}

fn keyboard_app(setup: Party) -> App {
    let mut app = headless(setup, 0.0);
    app.add_plugins(bevy::input::InputPlugin);
    app
}

#[test]
fn a_round_is_played_by_keyboard_alone_to_its_summary_and_enter_deals_the_next() {
    let mut app = keyboard_app(Party::simple(3, 1, BotKind::Basic, 8));
    let played = play_round_by_keys(&mut app);
    println!("{played:?}");
    assert!(played.cards >= 3, "only {} cards played by keys: {played:?}", played.cards);
    assert!(played.cards_chosen_with_arrows >= 1, "the arrows never chose a card: {played:?}");
    // The summary's button has the focus: Enter deals the next round.
    assert_eq!(app.world().resource::<Table>().live_game().round(), 1);
    press(&mut app, KeyCode::Enter);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(app.world().resource::<Table>().live_game().round(), 2, "Enter on the summary did not deal again");
}

#[test]
fn keys_play_whole_rounds_with_two_people_passing_the_screen_by_enter() {
    let mut setup = Party::simple(4, 0, BotKind::Basic, 23);
    for s in [0, 2] {
        setup.seats[s].kind = SeatKind::Human;
    }
    let mut app = keyboard_app(setup);
    let mut total = Played::default();
    for round in 1..=3 {
        let played = play_round_by_keys(&mut app);
        println!("round {round}: {played:?}");
        total.cards += played.cards;
        total.draws += played.draws;
        total.colours += played.colours;
        total.answers += played.answers;
        total.uno_calls += played.uno_calls;
        total.curtains += played.curtains;
        press(&mut app, KeyCode::Enter);
    }
    // Both people played, each behind a curtain lifted by Enter, and every kind of key was used.
    assert!(total.curtains >= 4, "{total:?}");
    assert!(total.cards >= 6 && total.draws >= 1 && total.colours >= 1, "{total:?}");
}

#[test]
fn colour_keys_follow_the_language_and_the_focus_starts_on_a_playable_card() {
    let english = [KeyCode::KeyR, KeyCode::KeyY, KeyCode::KeyG, KeyCode::KeyB];
    let italian = [KeyCode::KeyR, KeyCode::KeyG, KeyCode::KeyV, KeyCode::KeyB];
    for (i, c) in uno_party::engine::Colour::ALL.into_iter().enumerate() {
        assert_eq!(uno_party::app::colour_letter(c, uno_party::language::Language::English), english[i]);
        assert_eq!(uno_party::app::colour_letter(c, uno_party::language::Language::Italian), italian[i]);
    }
    let mut app = keyboard_app(Party::simple(2, 1, BotKind::Basic, 4));
    for _ in 0..20_000 {
        app.update();
        let world = app.world();
        let table = world.resource::<Table>();
        let game = table.live_game();
        if world.resource::<Playback>().settled()
            && phase_of(world) == Some(TurnPhase::AwaitingHuman)
            && matches!(game.phase(), Phase::Turn { seat: 0 })
        {
            let legal = game.legal_actions_vec(0 as Seat);
            let focus = world.resource::<KeyFocus>();
            let face = focus.card.and_then(|e| world.get::<CardSprite>(e)).and_then(|c| c.face);
            if legal.iter().any(|a| matches!(a, Action::Play(_))) {
                assert!(legal.contains(&Action::Play(face.unwrap())), "the focus starts on {face:?}, not playable");
                let first = focus.card;
                assert!(!focus.visible, "the ring hides until a key");
                // The first arrow shows the ring where the focus is; the next one moves it.
                press(&mut app, KeyCode::ArrowRight);
                let focus = app.world().resource::<KeyFocus>();
                assert!(focus.visible);
                assert_eq!(focus.card, first, "the first arrow moved the focus past the first playable card");
                if app.world().resource::<Table>().live_game().hand(0).len() > 1 {
                    press(&mut app, KeyCode::ArrowRight);
                    assert_ne!(app.world().resource::<KeyFocus>().card, first, "the second arrow did not move");
                }
                return;
            }
            press(&mut app, KeyCode::KeyD);
        }
    }
    panic!("no turn with a playable card");
}

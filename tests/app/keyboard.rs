//! A match played with the keyboard alone: key events go through Bevy's input plugin, nothing
//! else reaches the table (no clicks, no actions written by the test).

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Viewpoint;
use uno_party::app::{CardSprite, Curtain, KeyFocus, Party, Playback, SeatKind, Spoken, Table, TurnPhase};
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
            // Walk the focus to one of the playable cards (the last one first: the focus starts on
            // the first) and press it.
            let want = playable[playable.len() - 1 - turn % playable.len()];
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

/// Runs until the person at seat `me` has a settled decision on screen with a card in focus.
fn until_my_turn(app: &mut App, me: Seat) {
    for _ in 0..20_000 {
        app.update();
        let world = app.world();
        if world.resource::<Curtain>().for_seat.is_some() {
            press(app, KeyCode::Enter);
            continue;
        }
        if world.resource::<Playback>().settled()
            && phase_of(world) == Some(TurnPhase::AwaitingHuman)
            && matches!(world.resource::<Table>().live_game().phase(), Phase::Turn { seat } if seat == me)
            && world.resource::<KeyFocus>().card.is_some()
        {
            return;
        }
    }
    panic!("seat {me}'s turn never came");
}

/// The newest line the table said.
fn said(app: &App) -> uno_party::app::SpokenLine {
    app.world().resource::<Spoken>().latest().cloned().expect("something was said")
}

/// Reading the table aloud by keys, at the person's turn: M reads their hand and what they may
/// play, T the top card and the colour, N every hand's size and whose turn it is, L the last five
/// events; before that, the events and their turn were told as they were shown. Page Down and
/// Page Up jump the focus between the colours of the hand.
#[test]
fn reading_keys_read_the_table_and_page_keys_jump_between_the_colours_of_the_hand() {
    let mut app = keyboard_app(Party::simple(3, 1, BotKind::Basic, 8));
    until_my_turn(&mut app, 0);
    let told: Vec<_> = app.world().resource::<Spoken>().since(0).cloned().collect();
    assert!(told.iter().any(|l| !l.asked && l.text.starts_with("Your turn")), "{told:#?}");
    press(&mut app, KeyCode::KeyM);
    let hand = said(&app);
    assert!(hand.asked && hand.text.starts_with("Your hand, "), "{hand:?}");
    assert!(hand.text.contains("Playable: ") || hand.text.contains("Nothing playable"), "{hand:?}");
    press(&mut app, KeyCode::KeyT);
    assert!(said(&app).text.starts_with("Top card: "), "{:?}", said(&app));
    press(&mut app, KeyCode::KeyN);
    let counts = said(&app).text;
    assert!(
        counts.contains("You: ") && counts.contains("playing now") && counts.contains("in the draw pile"),
        "{counts}"
    );
    press(&mut app, KeyCode::KeyL);
    let last = said(&app).text;
    assert!(!last.is_empty() && last != hand.text, "{last}");
    // Page Down: the first card of the next colour; Page Up: back to the first of the one before.
    let group_at = |app: &App| {
        let e = app.world().resource::<KeyFocus>().card.expect("a card in focus");
        app.world().get::<CardSprite>(e).and_then(|c| c.face).map(uno_party::i18n::readout::group_of)
    };
    let hand = app.world().resource::<Table>().live_game().hand(0).to_vec();
    let groups: Vec<_> = hand
        .iter()
        .map(|c| uno_party::i18n::readout::group_of(*c))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let first = group_at(&app).expect("a face");
    press(&mut app, KeyCode::PageDown);
    let next = group_at(&app).expect("a face");
    if groups.last() != Some(&first) {
        assert_ne!(next, first, "Page Down stayed in the colour {first:?} of {hand:?}");
        press(&mut app, KeyCode::PageUp);
        assert_eq!(group_at(&app), Some(first), "Page Up did not come back");
    }
}

/// With two people at the computer a hand is read only to its person, while the screen is theirs:
/// behind the curtain M says so and reads no card.
#[test]
fn with_two_people_the_hand_is_read_only_to_its_person_after_the_curtain() {
    let mut setup = Party::simple(3, 0, BotKind::Basic, 23);
    for s in [0, 1] {
        setup.seats[s].kind = SeatKind::Human;
    }
    let mut app = keyboard_app(setup);
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<Curtain>().for_seat.is_some() && app.world().resource::<Playback>().settled() {
            break;
        }
    }
    assert!(app.world().resource::<Curtain>().for_seat.is_some(), "no curtain");
    press(&mut app, KeyCode::KeyM);
    assert_eq!(said(&app).text, "Your hand is read to you when the screen is yours.");
    let seat = app.world().resource::<Curtain>().for_seat.unwrap();
    until_my_turn(&mut app, seat);
    press(&mut app, KeyCode::KeyM);
    let hand = said(&app).text;
    let cards = app.world().resource::<Table>().live_game().hand(seat).len();
    assert!(hand.starts_with(&format!("Your hand, {cards} cards: ")), "{hand}");
}

/// "Computer players wait until the last words are heard": each line the table says takes the
/// time a screen reader needs to read it, and while the person is still hearing, no computer player
/// moves; with the setting off they move as before.
#[test]
fn with_wait_for_words_the_computer_players_wait_until_the_words_are_heard() {
    for wait in [true, false] {
        let mut app = keyboard_app(Party::simple(3, 1, BotKind::Basic, 8));
        app.world_mut().resource_mut::<uno_party::app::Settings>().wait_for_words = wait;
        until_my_turn(&mut app, 0);
        // A long line read: it is heard for its length at a screen reader's rate.
        press(&mut app, KeyCode::KeyM);
        let line = said(&app).text;
        let now = app.world().resource::<Time>().elapsed_secs();
        let heard_at = app.world().resource::<uno_party::app::Listening>().heard_at;
        let reading = line.chars().count() as f32 / uno_party::app::READ_CHARS_PER_SECOND;
        assert!(heard_at >= now + reading - 0.1, "heard at {heard_at}, now {now}, {reading} s of words");
        // The person draws (and keeps or plays what they drew); the computer players' turns follow
        // only once the words said before them are heard.
        press(&mut app, KeyCode::KeyD);
        let mut moved_at = None;
        for _ in 0..3_000 {
            let before = app.world().resource::<uno_party::app::Listening>().heard_at;
            let mine = app.world().resource::<Table>().live_game().to_act() == Some(0);
            let phase = app.world().resource::<Table>().live_game().phase();
            match phase {
                Phase::PlayOrKeep { .. } | Phase::ChooseColour { .. }
                    if mine && app.world().resource::<Playback>().settled() =>
                {
                    press(
                        &mut app,
                        if matches!(phase, Phase::ChooseColour { .. }) { KeyCode::Digit1 } else { KeyCode::Enter },
                    );
                    continue;
                }
                _ => app.update(),
            }
            let world = app.world();
            if world.resource::<Table>().last_actor().is_some_and(|s| s != 0) {
                let now = world.resource::<Time>().elapsed_secs();
                if wait {
                    assert!(now >= before - 0.05, "a computer player moved at {now} s, the words heard at {before} s");
                }
                moved_at = Some(now);
                break;
            }
        }
        let moved_at = moved_at.expect("a computer player moved");
        if !wait {
            assert!(
                moved_at < heard_at,
                "without waiting, a computer player moved at {moved_at} s, not before {heard_at} s"
            );
        }
    }
}

/// "Short card names" saved in Settings: the table names cards as the Braille deck does at once,
/// in what the reading keys say and in the words of the moves; saved off, in words again.
#[test]
fn short_card_names_saved_in_settings_name_the_cards_as_the_braille_deck_does() {
    let mut app = keyboard_app(Party::simple(3, 1, BotKind::Basic, 8));
    until_my_turn(&mut app, 0);
    let save = |app: &mut App, on: bool| {
        let settings = uno_party::app::Settings { short_card_names: on, ..uno_party::app::Settings::default() };
        app.world_mut().write_message(uno_party::app::UiCommand::SaveSettings(settings));
        app.update();
    };
    save(&mut app, true);
    press(&mut app, KeyCode::KeyT);
    let top = said(&app).text;
    let card = top.trim_start_matches("Top card: ").split('.').next().unwrap().to_string();
    let short = |c: &str| {
        let coloured = c.len() >= 2
            && "rygb".contains(&c[..1])
            && (c[1..].parse::<u8>().is_ok() || ["sk", "rv", "+2"].contains(&&c[1..]));
        coloured || ["wi", "wi+4", "wisw"].contains(&c)
    };
    assert!(short(&card), "the top card read short: {top}");
    press(&mut app, KeyCode::KeyM);
    let hand = said(&app).text;
    let listed = hand.split_once(": ").map(|(_, l)| l).unwrap_or("");
    let first = listed.split([',', '.']).next().unwrap().trim();
    assert!(short(first), "the hand read short: {hand}");
    save(&mut app, false);
    press(&mut app, KeyCode::KeyT);
    let top = said(&app).text;
    assert!(!short(top.trim_start_matches("Top card: ").split('.').next().unwrap()), "in words again: {top}");
    eprintln!("{hand}");
}

//! The game without a window: whole matches through the real turn-flow systems, with
//! `MinimalPlugins`, checking after every settled turn that each card entity is where the engine
//! says its card is.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use uno_party::ai::BotKind;
use uno_party::app::{
    CardClicked, CardSprite, Motion, Playback, Refused, Settings, Shake, Table, TableModel, TableSetup, TurnPhase,
    game_plugin,
};
use uno_party::engine::{Action, Phase, Zone};

fn headless(setup: TableSetup, speed: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)))
        .insert_resource(setup)
        .insert_resource(Settings { speed, ..Settings::default() });
    game_plugin(&mut app);
    app
}

/// Every card entity sits in the zone the engine gives its card, in the right numbers, faces
/// match what the screen's viewer may know, and each card rests in its layout slot.
fn check_table(app: &mut App) {
    let world = app.world_mut();
    let mut cards = world.query::<(&CardSprite, &Transform, &Motion)>();
    let table = world.resource::<Table>();
    let game = &table.game;
    let model = world.resource::<TableModel>();
    assert_eq!(model.draw.len(), game.draw_pile_len(), "draw pile");
    assert_eq!(model.discard.len(), game.discard_pile_len(), "discard pile");
    let sizes: Vec<usize> = game.hand_sizes().collect();
    let drawn: Vec<usize> = model.hands.iter().map(Vec::len).collect();
    assert_eq!(drawn, sizes, "hand sizes");
    let zones = [Zone::DrawPile, Zone::DiscardPile].into_iter().chain((0..game.seats() as u8).map(Zone::Hand));
    for zone in zones {
        for &e in model.zone(zone) {
            let (card, t, m) = cards.get(world, e).expect("a card entity");
            let same = card.zone == zone || (zone == Zone::DiscardPile && card.zone == Zone::DiscardUnderTop);
            assert!(same, "an entity of {zone:?} thinks it is in {:?}", card.zone);
            assert!(m.done(), "a card still moving on a settled table");
            assert!((t.translation.truncate() - m.to.pos).length() < 0.5, "a card is not in its slot");
        }
    }
    let top = *model.discard.last().expect("a discard pile");
    assert_eq!(cards.get(world, top).unwrap().0.face, game.top_card(), "top card");
    if let Some(v) = table.viewer {
        let mut faces: Vec<_> = model.hands[v as usize].iter().map(|e| cards.get(world, *e).unwrap().0.face).collect();
        faces.sort();
        let mut engine: Vec<_> = game.hand(v).cards().map(Some).collect();
        engine.sort();
        assert_eq!(faces, engine, "the viewer's hand shows other cards than it holds");
    } else {
        // A spectator sees no hand.
        for h in &model.hands {
            for e in h {
                let face = cards.get(world, *e).unwrap().0.face;
                assert!(face.is_none() || matches!(game.phase(), Phase::RoundOver | Phase::MatchOver { .. }));
            }
        }
    }
}

/// Runs until `rounds` rounds are over (or a match ends), checking every settled moment.
/// Returns (frames, settled checks, mean wall time per frame).
fn play_rounds(app: &mut App, rounds: u16, max_frames: usize) -> (usize, usize, Duration) {
    let mut checks = 0;
    let mut last_settle = 0;
    let start = Instant::now();
    for frame in 0..max_frames {
        app.update();
        let (settled, count) = {
            let p = app.world().resource::<Playback>();
            (p.settled, p.settle_count)
        };
        if settled && count != last_settle {
            last_settle = count;
            check_table(app);
            checks += 1;
        }
        let game = &app.world().resource::<Table>().game;
        let done = game.round() > rounds || matches!(game.phase(), Phase::MatchOver { .. });
        if done && settled {
            return (frame + 1, checks, start.elapsed() / (frame as u32 + 1));
        }
    }
    panic!("the game did not get through {rounds} rounds in {max_frames} frames");
}

#[test]
fn bots_play_whole_rounds_through_the_table_at_several_seat_counts() {
    for players in [2, 4, 7, 10] {
        let mut app = headless(TableSetup::simple(players, 0, BotKind::Basic, 40 + players as u64), 8.0);
        let (frames, checks, _) = play_rounds(&mut app, 2, 60_000);
        assert!(checks > 20, "{players} players: only {checks} settled moments in {frames} frames");
    }
}

#[test]
fn a_hard_bot_plays_on_a_worker_thread_without_blocking() {
    let mut setup = TableSetup::simple(3, 0, BotKind::Normal, 9);
    setup.seats[1].kind = uno_party::app::SeatKind::Bot(BotKind::Hard);
    let mut app = headless(setup, 0.0);
    let (_, checks, _) = play_rounds(&mut app, 1, 60_000);
    assert!(checks > 5);
}

#[test]
fn a_ten_player_autoplay_match_measures_cpu_time_per_frame() {
    let mut app = headless(TableSetup::simple(10, 0, BotKind::Normal, 77), 1.0);
    let (frames, checks, per_frame) = play_rounds(&mut app, 1, 200_000);
    println!(
        "10-player autoplay: {frames} frames, {checks} settled checks, {per_frame:?} wall time per frame (debug build)"
    );
    assert!(checks > 10);
}

fn until(app: &mut App, max_frames: usize, mut cond: impl FnMut(&mut App) -> bool) {
    for _ in 0..max_frames {
        app.update();
        if cond(app) {
            return;
        }
    }
    panic!("condition not reached in {max_frames} frames");
}

fn awaiting_human(app: &mut App) -> bool {
    let p = app.world().resource::<State<TurnPhase>>();
    *p.get() == TurnPhase::AwaitingHuman
        && matches!(app.world().resource::<Table>().game.phase(), Phase::Turn { seat: 0 })
}

#[derive(Resource, Default)]
struct Seen(Vec<Refused>);

#[test]
fn clicking_an_illegal_card_changes_nothing_and_shakes_it() {
    let mut app = headless(TableSetup::simple(4, 1, BotKind::Basic, 12), 0.0);
    app.init_resource::<Seen>().add_systems(Last, |mut r: MessageReader<Refused>, mut seen: ResMut<Seen>| {
        seen.0.extend(r.read().cloned());
    });
    // Find a turn of the person at seat 0 where one of their cards cannot be played.
    for _ in 0..200 {
        until(&mut app, 20_000, awaiting_human);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let legal = table.game.legal_actions_vec(0);
        let hand = world.resource::<TableModel>().hands[0].clone();
        let mut q = world.query::<&CardSprite>();
        let illegal = hand.iter().copied().find(|e| {
            let face = q.get(world, *e).unwrap().face.expect("the viewer sees its cards");
            !legal.contains(&Action::Play(face))
        });
        if let Some(card) = illegal {
            let before = world.resource::<Table>().game.to_ron();
            world.write_message(CardClicked(card));
            app.update();
            app.update();
            let world = app.world_mut();
            assert_eq!(world.resource::<Table>().game.to_ron(), before, "an illegal click changed the game");
            assert!(world.get::<Shake>(card).is_some(), "the refused card does not shake");
            let seen = &world.resource::<Seen>().0;
            assert!(seen.iter().any(|r| r.seat == 0 && !r.reason.is_empty()), "no refusal message");
            return;
        }
        // Play something legal and try again on the next turn.
        let a = legal[0];
        world.write_message(uno_party::app::SubmitAction { seat: 0, action: a });
        app.update();
    }
    panic!("never held an unplayable card");
}

#[test]
fn clicking_a_playable_card_plays_it_and_clicking_the_draw_pile_draws() {
    let mut app = headless(TableSetup::simple(3, 1, BotKind::Basic, 21), 0.0);
    let mut played = false;
    let mut drew = false;
    for _ in 0..300 {
        if played && drew {
            return;
        }
        until(&mut app, 20_000, awaiting_human);
        let world = app.world_mut();
        let legal = world.resource::<Table>().game.legal_actions_vec(0);
        let size_before = world.resource::<Table>().game.hand(0).len();
        let model = world.resource::<TableModel>();
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
                let game = &app.world().resource::<Table>().game;
                assert_eq!(game.top_card(), Some(face), "the clicked card is not on the discard pile");
                played = true;
            }
            _ if legal.contains(&Action::Draw) => {
                world.write_message(CardClicked(draw_top));
                app.update();
                let game = &app.world().resource::<Table>().game;
                assert_eq!(game.hand(0).len(), size_before + 1, "clicking the draw pile did not draw");
                drew = true;
                // Keep or play the drawn card to move on.
                if let Phase::PlayOrKeep { .. } = game.phase() {
                    app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action: Action::PlayDrawn });
                    app.update();
                }
            }
            _ => {
                world.write_message(uno_party::app::SubmitAction { seat: 0, action: legal[0] });
                app.update();
            }
        }
    }
    panic!("played {played}, drew {drew}");
}

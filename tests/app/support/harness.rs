//! The headless table: the game's systems with `MinimalPlugins` and no window, run frame by
//! frame; the check that every card entity is where the engine says its card is; and waits for a
//! moment of the table.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use uno_party::app::Viewpoint;
use uno_party::app::{
    ActiveTheme, CardSprite, CardZones, Curtain, CurtainLifted, Motion, Party, Playback, Screen, Settings,
    SubmitAction, Table, TurnPhase, game_plugin,
};
use uno_party::engine::{Action, Phase, Zone};

/// The game's systems without a window, opening on `screen` with the party `setup`, animations at
/// `speed` (0: instant), each frame 16 ms of game time.
pub(crate) fn headless_at(screen: Screen, setup: Party, speed: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)))
        .insert_resource(setup)
        .insert_resource(Settings { speed, ..Settings::default() })
        .insert_state(screen);
    game_plugin(&mut app);
    app
}

/// [`headless_at`] the table.
pub(crate) fn headless(setup: Party, speed: f32) -> App {
    headless_at(Screen::Table, setup, speed)
}

/// Every card entity sits in the zone the engine gives its card, in the right numbers, faces
/// match what the screen's viewer may know, and each card rests in its layout slot.
pub(crate) fn check_table(app: &mut App) {
    let world = app.world_mut();
    let mut cards = world.query::<(&CardSprite, &Transform, &Motion)>();
    let table = world.resource::<Table>();
    let game = table.live_game();
    let model = world.resource::<CardZones>();
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
    if let Some(v) = world.resource::<Viewpoint>().viewer() {
        let mut faces: Vec<_> = model.hands[v as usize].iter().map(|e| cards.get(world, *e).unwrap().0.face).collect();
        faces.sort();
        let mut engine: Vec<_> = game.hand(v).cards().map(Some).collect();
        engine.sort();
        assert_eq!(faces, engine, "the viewer's hand shows other cards than it holds");
        if !matches!(game.phase(), Phase::RoundOver | Phase::MatchOver { .. }) {
            for (s, h) in model.hands.iter().enumerate().filter(|&(s, _)| s != v as usize) {
                for e in h {
                    assert!(cards.get(world, *e).unwrap().0.face.is_none(), "the screen knows a card of seat {s}");
                }
            }
        }
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
pub(crate) fn play_rounds(app: &mut App, rounds: u16, max_frames: usize) -> (usize, usize, Duration) {
    let mut checks = 0;
    let mut last_settle = 0;
    let start = Instant::now();
    for frame in 0..max_frames {
        app.update();
        let (settled, count) = {
            let p = app.world().resource::<Playback>();
            (p.settled(), p.settle_count())
        };
        if settled && count != last_settle {
            last_settle = count;
            check_table(app);
            checks += 1;
        }
        let game = &app.world().resource::<Table>().live_game();
        let done = game.round() > rounds || matches!(game.phase(), Phase::MatchOver { .. });
        if done && settled {
            return (frame + 1, checks, start.elapsed() / (frame as u32 + 1));
        }
    }
    panic!("the game did not get through {rounds} rounds in {max_frames} frames");
}

/// Runs frames until `cond` holds, for at most `max_frames` frames.
pub(crate) fn until(app: &mut App, max_frames: usize, mut cond: impl FnMut(&mut App) -> bool) {
    for _ in 0..max_frames {
        app.update();
        if cond(app) {
            return;
        }
    }
    panic!("condition not reached in {max_frames} frames");
}

/// The table waits for seat 0 (the person at the screen) to take a turn.
pub(crate) fn awaiting_human(app: &mut App) -> bool {
    let p = app.world().resource::<State<TurnPhase>>();
    *p.get() == TurnPhase::AwaitingHuman
        && matches!(app.world().resource::<Table>().live_game().phase(), Phase::Turn { seat: 0 })
}

/// The person whose decision it is answers with their first legal move (lifting the curtain first).
pub(crate) fn automate_people(app: &mut App) {
    let world = app.world_mut();
    if world.resource::<Curtain>().for_seat.is_some() {
        world.write_message(CurtainLifted);
        return;
    }
    let Some(table) = world.get_resource::<Table>() else { return };
    let phase = *world.resource::<State<TurnPhase>>().get();
    if phase != TurnPhase::AwaitingHuman || !world.resource::<Playback>().settled() {
        return;
    }
    let Some(seat) = table.live_game().to_act() else { return };
    if world.resource::<Viewpoint>().viewer() != Some(seat) {
        return;
    }
    let legal = table.live_game().legal_actions_vec(seat);
    // Prefer a play, so that rounds end; never the UNO call alone forever.
    let a = legal.iter().copied().find(|a| matches!(a, Action::Play(_))).unwrap_or(legal[legal.len() - 1]);
    world.write_message(SubmitAction { seat, action: a });
}

/// Updates (letting the art worker run) until `cond` holds, for at most `secs` seconds.
pub(crate) fn until_real(app: &mut App, secs: u64, what: &str, mut cond: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(secs) {
        app.update();
        if cond(app) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("timed out waiting for {what}: {:?}", app.world().get_resource::<ActiveTheme>());
}

/// The colour of pixel (x, y) of an image.
pub(crate) fn pixel(app: &App, handle: &Handle<Image>, x: u32, y: u32) -> [u8; 3] {
    let img = app.world().resource::<Assets<Image>>().get(handle).expect("the image");
    let c = img.get_color_at(x, y).unwrap().to_srgba().to_u8_array();
    [c[0], c[1], c[2]]
}

/// The name of the card theme in use.
pub(crate) fn theme_name(app: &App) -> String {
    app.world().resource::<ActiveTheme>().name.clone()
}

//! Reduced motion, sound cues and the evening's statistics, through the real table systems.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::{CardZones, Motion, Party, PlayCue, ScoreHistory, Settings, Shake, StatsBook, Table, TurnPhase};
use uno_party::engine::{Action, Phase};
use uno_party::sound::Cue;
use uno_party::stats::{Stats, Who};

use crate::support::harness::headless;

/// Cards still on their way after this frame, and the most frames any card spent moving.
fn motion_frames(app: &mut App, frames: usize) -> (usize, usize) {
    let mut moving_frames = 0;
    let mut moving_now: std::collections::HashMap<Entity, usize> = Default::default();
    let mut longest = 0;
    for _ in 0..frames {
        app.update();
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &Motion, Option<&Shake>)>();
        let mut any = false;
        for (e, m, shake) in q.iter(world) {
            assert!(shake.is_none_or(|s| s.0 <= 0.0), "a card shakes");
            if m.done() {
                moving_now.remove(&e);
            } else {
                any = true;
                let n = moving_now.entry(e).or_default();
                *n += 1;
                longest = longest.max(*n);
            }
        }
        moving_frames += usize::from(any);
        // Go on to the next round when one ends.
        if app.world().get_resource::<State<TurnPhase>>().is_some_and(|p| *p.get() == TurnPhase::RoundOver) {
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action: Action::StartRound });
        }
    }
    (moving_frames, longest)
}

#[test]
fn with_reduced_motion_every_event_settles_in_at_most_one_frame_of_motion() {
    let party = || Party::simple(4, 0, BotKind::Basic, 3);
    let mut calm = headless(party(), 1.0);
    calm.insert_resource(Settings { reduced_motion: Some(true), ..Settings::default() });
    let (_, longest) = motion_frames(&mut calm, 3_000);
    assert!(longest <= 1, "a card moved for {longest} frames with reduced motion");
    let played = calm.world().resource::<Table>().actions_applied();
    assert!(played > 20, "only {played} actions in 3,000 frames");
    // The same table with motion: cards glide over many frames.
    let mut moving = headless(party(), 1.0);
    let (frames, longest) = motion_frames(&mut moving, 3_000);
    assert!(longest > 5 && frames > 100, "cards glide without reduced motion: {longest} frames, {frames} moving");
}

#[derive(Resource, Default)]
struct Heard(Vec<Cue>);

#[test]
fn the_table_sends_a_cue_for_what_it_shows() {
    let mut app = headless(Party::simple(3, 0, BotKind::Basic, 11), 0.0);
    app.init_resource::<Heard>().add_systems(Last, |mut r: MessageReader<PlayCue>, mut h: ResMut<Heard>| {
        h.0.extend(r.read().map(|c| c.cue));
    });
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<Table>().live_game().round() > 1
            || !app.world().resource::<Table>().live_game().phase().in_round()
        {
            break;
        }
    }
    let heard = &app.world().resource::<Heard>().0;
    for cue in [Cue::Shuffle, Cue::Deal, Cue::Play, Cue::Draw, Cue::RoundWon] {
        assert!(heard.contains(&cue), "no {cue:?} in {heard:?}");
    }
    // Nobody at this table is a person: no "your turn".
    assert!(!heard.contains(&Cue::YourTurn));
}

/// The cards' sounds asked for: when each is due and its card; when each card landed.
#[derive(Resource, Default)]
struct Landings {
    waiting: Vec<(Cue, f32, Entity)>,
    landed: Vec<(Cue, f32, f32)>,
}

/// Notes each card's sound with its card, and the frame its card comes to rest.
fn watch_landings(
    time: Res<Time>,
    mut r: MessageReader<PlayCue>,
    zones: Res<CardZones>,
    motions: Query<&Motion>,
    mut l: ResMut<Landings>,
) {
    let now = time.elapsed_secs();
    for c in r.read().filter(|c| matches!(c.cue, Cue::Play | Cue::DrawTwo | Cue::DrawFour)) {
        if let Some(&top) = zones.discard.last() {
            l.waiting.push((c.cue, now + c.delay, top));
        }
    }
    let (waiting, mut landed): (Vec<_>, Vec<_>) =
        std::mem::take(&mut l.waiting).into_iter().partition(|(_, _, e)| motions.get(*e).is_ok_and(|m| !m.done()));
    l.waiting = waiting;
    l.landed.extend(landed.drain(..).map(|(cue, due, _)| (cue, due, now)));
}

#[test]
fn a_cards_sound_is_due_when_the_card_lands_on_the_pile() {
    let mut app = headless(Party::simple(3, 0, BotKind::Basic, 11), 1.0);
    app.init_resource::<Landings>().add_systems(Last, watch_landings);
    // Two minutes of play at normal speed, 16 ms a frame.
    for _ in 0..7_500 {
        app.update();
    }
    let l = app.world().resource::<Landings>();
    assert!(l.landed.len() >= 20, "only {} cards' sounds", l.landed.len());
    // Due within the frame the card lands in: not before, not after.
    let off: Vec<_> = l.landed.iter().filter(|(_, due, landed)| (due - landed).abs() > 0.017).collect();
    assert!(
        off.is_empty(),
        "{} of {} not due when their card landed (cue, due, landed): {off:?}",
        off.len(),
        l.landed.len()
    );
}

#[test]
fn a_whole_match_updates_the_statistics_and_the_chart_ends_at_the_scoreboard_totals() {
    let dir = std::env::temp_dir().join(format!("uno-stats-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("stats.ron");
    let mut party = Party::simple(3, 0, BotKind::Basic, 14);
    party.seats[1].kind = uno_party::app::SeatKind::Bot(BotKind::Easy);
    party.rules.target_score = uno_party::engine::TargetScore::new(150).unwrap();
    let mut app = headless(party, 0.0);
    app.insert_resource(StatsBook { stats: Stats::default(), path: Some(path.clone()) });
    for _ in 0..400_000 {
        app.update();
        let world = app.world();
        let game = world.resource::<Table>().live_game();
        if matches!(game.phase(), Phase::MatchOver { .. }) && world.resource::<uno_party::app::Playback>().settled() {
            break;
        }
        if world.get_resource::<State<TurnPhase>>().is_some_and(|p| *p.get() == TurnPhase::RoundOver) {
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: 0, action: Action::StartRound });
        }
    }
    for _ in 0..5 {
        app.update();
    }
    let world = app.world();
    let game = world.resource::<Table>().live_game().clone();
    let Phase::MatchOver { winner } = game.phase() else { panic!("the match did not end") };
    let history = world.resource::<ScoreHistory>();
    let rounds = history.rounds().len() as u64;
    assert!(rounds >= 2);
    // The chart's last points are the scoreboard's totals; each point is the sum of the rows above.
    let chart = history.chart(3);
    let scores: Vec<u32> = game.scores().to_vec();
    for s in 0..3 {
        assert_eq!(chart[s].last().unwrap()[1], scores[s] as f64, "seat {s}'s chart ends off its total");
        assert_eq!(chart[s].len() as u64, rounds + 1);
    }
    // The statistics, as kept in the file: every seat played every round and the match.
    let (kept, problem) = Stats::load(&path);
    assert!(problem.is_none());
    assert_eq!(kept, world.resource::<StatsBook>().stats, "the file holds what the game counted");
    let basic = kept.record(&Who::Bot(BotKind::Basic)).expect("Basic's record");
    let easy = kept.record(&Who::Bot(BotKind::Easy)).expect("Easy's record");
    assert_eq!(basic.matches_played, 2, "two Basic seats played one match each");
    assert_eq!(easy.matches_played, 1);
    assert_eq!(basic.rounds_played, 2 * rounds);
    assert_eq!(easy.rounds_played, rounds);
    assert_eq!(basic.rounds_won + easy.rounds_won, rounds, "every round has one winner");
    assert_eq!(basic.matches_won + easy.matches_won, 1);
    let winner_level = if winner == 1 { easy } else { basic };
    assert_eq!(winner_level.matches_won, 1);
    assert_eq!(basic.points + easy.points, scores.iter().map(|&p| p as u64).sum::<u64>(), "points as scored");
    assert!(basic.seconds_played > 0.0 && easy.seconds_played > 0.0);
    let _ = std::fs::remove_dir_all(&dir);
}

//! A replay from the command line, stepped forward and back by real clicks.

use uno_party::app::LayoutReport;

use crate::support::harness::*;
use crate::support::steps::*;

/// `uno-party replay FILE`: real clicks on the replay's controls step forward and back, and the
/// layout report shows the states of the log.
#[test]
fn a_replay_from_the_command_line_steps_forward_and_back_by_real_clicks() {
    use uno_party::app::{EventQueue, Party, Table};
    let Some(display) = start_display(1280, 720) else { return };
    // A recorded match of three computer players (random moves, 60 of them).
    let (mut table, _, _) = Table::new(&Party::simple(3, 0, uno_party::ai::BotKind::Basic, 17)).unwrap();
    let mut queue = EventQueue::default();
    let mut rng = uno_party::engine::Rng::new(4);
    for _ in 0..60 {
        let Some(seat) = table.to_act() else { break };
        let legal = table.live_game().legal_actions_vec(seat);
        let a = legal[rng.below(legal.len() as u32) as usize];
        table.apply(seat, a, &mut queue).unwrap();
    }
    let file = table.to_file("Official", "classic", None);
    let log = file.log.clone();
    let dir = temp_dir("replay-cli");
    let path = dir.join("match.ron");
    uno_party::app::write_match(&path, &file).unwrap();
    let mut game = launch_in(&display, dir, &["replay", path.to_str().unwrap()]);
    let shown = |r: &LayoutReport| r.replay.map(|p| p.position);
    let expect = |r: &LayoutReport, n: usize| {
        let g = log.replay_to(n).unwrap();
        let sizes: Vec<usize> = g.hand_sizes().collect();
        assert_eq!(r.state.hand_sizes, sizes, "hand sizes at action {n}");
        assert_eq!(r.state.top, g.top_card().map(|c| c.to_string()), "top at {n}");
        assert_eq!(r.state.to_act, g.to_act(), "to act at {n}");
        // Every hand is drawn face up.
        for c in &r.cards {
            if c.zone.starts_with("hand") {
                assert!(c.face.is_some(), "a hand is face down in the replay: {c:?}");
            }
        }
    };
    game.wait_for_table("the replay", 120, |r| shown(r) == Some(0));
    for n in 1..=4 {
        let (x, y) = settled_button(&mut game, "replay-forward");
        game.click(x, y);
        // The report is written once the table has settled on the new state.
        let r = game.wait_for_table("a step forward", 60, |r| shown(r) == Some(n));
        expect(&r, n);
    }
    let (x, y) = settled_button(&mut game, "replay-back");
    game.click(x, y);
    let r = game.wait_for_table("a step back", 60, |r| shown(r) == Some(3));
    expect(&r, 3);
    assert_eq!(r.replay.map(|p| p.total), Some(log.actions.len()));
}

//! An idle game draws nothing: on the menu and at a person's turn.

use crate::support::harness::*;

#[test]
fn an_idle_game_draws_nothing_on_the_menu_and_at_a_persons_turn() {
    let Some(display) = start_display(1280, 720) else { return };
    // The main menu.
    let mut game = launch(&display, "idle-menu", &["--open", "main-menu", "--quit-after", "200"]);
    game.wait_for("the main menu", 60, |r| r.screen() == "MainMenu" && r.frames().is_some_and(|f| f.rendered > 0));
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, main menu: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    // Redraws come on input, or when a reactive wait of a few seconds runs out.
    assert!(frames <= 3, "the main menu drew {frames} frames in 5 idle seconds");
    assert!(cpu < 0.05, "the main menu used {:.0}% of a core while idle", cpu * 100.0);
    drop(game);

    // A person's turn against computer players: nothing moves until they act.
    let mut game = launch(
        &display,
        "idle-table",
        &["--players", "4", "--humans", "1", "--bots", "basic", "--seed", "1", "--speed", "4", "--quit-after", "200"],
    );
    game.wait_for_table("the person's turn", 120, my_turn);
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, a person's turn: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    assert!(frames <= 3, "the table drew {frames} frames in 5 idle seconds at a person's turn");
    assert!(cpu < 0.05, "the table used {:.0}% of a core while idle", cpu * 100.0);

    // The pointer resting on the draw pile (a card that never lifts) is idle too.
    let report = game.table().expect("the table's report");
    let (x, y) = centre(report.draw_pile);
    game.hover(x, y);
    let (frames, cpu) = game.idle_frames_and_cpu(5);
    println!("idle, pointer resting on the draw pile: {frames} frames in 5 s, {:.1}% of a core", cpu * 100.0);
    assert!(frames <= 3, "the table drew {frames} frames in 5 seconds with the pointer resting on the draw pile");
    assert!(cpu < 0.05, "the table used {:.0}% of a core with the pointer resting", cpu * 100.0);
}

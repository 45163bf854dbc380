//! Match files: how large the autosave and the replay of a whole match are, and how long an
//! autosave takes (the snapshot taken on the frame, and the write done on the worker thread).
//!
//! `cargo bench --bench matches` prints the sizes first, then the timings.

use std::path::PathBuf;

use uno_party::ai::{Bot, BotKind};
use uno_party::app::{EventQueue, MatchFile, Party, Table, write_match};
use uno_party::engine::{Action, Decision, Phase, Seat};

/// Four Basic computer players, a whole match to 500 points (official rules).
fn whole_match() -> Table {
    let party = Party::simple(4, 0, BotKind::Basic, 11);
    let (mut table, _, _) = Table::new(&party).expect("the party sits down");
    let mut bots: Vec<Box<dyn Bot>> = (0..4).map(|s| BotKind::Basic.build(100 + s)).collect();
    let mut queue = EventQueue::default();
    loop {
        queue.clear();
        match table.live_game().phase() {
            Phase::MatchOver { .. } => return table,
            Phase::RoundOver | Phase::WaitingToDeal => table.apply(0, Action::StartRound, &mut queue).unwrap(),
            _ => {
                let seat = table.to_act().expect("someone acts in a round");
                let d = table.decision(seat).unwrap();
                let action = bots[seat as usize].decide(&Decision::from_view(d.view, &d.legal));
                table.apply(seat, action, &mut queue).unwrap();
                // Catches and late UNO calls, as the table offers them to the computer players.
                for other in 0..4 as Seat {
                    if !table.out_of_turn_possible() {
                        break;
                    }
                    if let Some(d) = table.decision(other)
                        && let Some(a) = bots[other as usize].interrupt(&Decision::from_view(d.view, &d.legal))
                    {
                        table.apply(other, a, &mut queue).unwrap();
                    }
                }
            }
        }
    }
}

fn folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-bench-matches-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn main() {
    let table = whole_match();
    let file = table.to_file("Official", "classic", None);
    let replay = MatchFile { state: None, ..file.clone() };
    println!(
        "A whole match (4 Basic computer players to 500 points): {} rounds, {} actions; \
         the autosave is {} bytes, its replay {} bytes",
        file.history.len(),
        file.log.actions.len(),
        file.to_ron().len(),
        replay.to_ron().len(),
    );
    divan::main();
    let _ = std::fs::remove_dir_all(folder());
}

/// On the frame: the match as a file (the state and the log cloned), sent to the worker.
#[divan::bench]
fn autosave_snapshot(bencher: divan::Bencher) {
    let table = whole_match();
    bencher.bench_local(|| table.to_file("Official", "classic", None));
}

/// On the worker: the whole match written as RON, atomically (written aside, synced, renamed).
#[divan::bench]
fn autosave_write(bencher: divan::Bencher) {
    let file = whole_match().to_file("Official", "classic", None);
    let path = folder().join("autosave.ron");
    bencher.bench_local(|| write_match(&path, &file).unwrap());
}

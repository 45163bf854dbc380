//! Engine benchmarks: the simulator's loop (random two-player hands) and its parts.

use uno_party::ai::BotKind;
use uno_party::engine::{Action, ActionList, Game, NoEvents, Setup};
use uno_party::sim::{SimConfig, run};

fn main() {
    divan::main();
}

/// 1,000 random two-player hands through the simulator, invariant checks included.
#[divan::bench(args = [2, 4, 10])]
fn sim_1000_hands(players: usize) -> u64 {
    let cfg = SimConfig::new(players, 1000, divan::black_box(7), vec![BotKind::Random]);
    run(&cfg).decisions
}

/// Dealing a round.
#[divan::bench]
fn deal(bencher: divan::Bencher) {
    let game = Game::new(Setup::new(4, 3)).unwrap();
    bencher.bench_local(|| {
        let mut g = game.clone();
        g.apply_with(0, Action::StartRound, &mut NoEvents).unwrap();
        g
    });
}

/// Legal actions of the player to act in a fresh deal.
#[divan::bench]
fn legal_actions(bencher: divan::Bencher) {
    let (game, _) = Game::new_dealt(Setup::new(4, 3)).unwrap();
    let seat = game.to_act().unwrap();
    let mut list = ActionList::new();
    bencher.bench_local(|| {
        game.legal_actions(divan::black_box(seat), &mut list);
        list.len()
    });
}

/// Cloning a whole game (what a search bot does for every playout).
#[divan::bench]
fn clone_game(bencher: divan::Bencher) {
    let (game, _) = Game::new_dealt(Setup::new(4, 3)).unwrap();
    bencher.bench_local(|| divan::black_box(&game).clone());
}

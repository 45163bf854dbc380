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

/// Mid-game positions from random play under official rules (4 seats), for decision latency.
fn positions() -> Vec<(Game, u8)> {
    use uno_party::engine::Rng;
    let mut rng = Rng::new(5);
    let mut list = ActionList::new();
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < 64 {
        seed += 1;
        let (mut g, _) = Game::new_dealt(Setup::new(4, seed)).unwrap();
        for _ in 0..(10 + rng.below(30)) {
            let Some(s) = g.to_act() else { break };
            g.legal_actions(s, &mut list);
            g.apply_with(s, list[rng.below(list.len() as u32) as usize], &mut NoEvents).unwrap();
        }
        if let Some(s) = g.to_act() {
            g.legal_actions(s, &mut list);
            if list.len() > 1 {
                out.push((g, s));
            }
        }
    }
    out
}

/// One decision of each bot level on real mid-game positions (Hard at its default budget).
#[divan::bench(args = [BotKind::Basic, BotKind::Normal, BotKind::Hard], sample_count = 40, sample_size = 1)]
fn decision_latency(bencher: divan::Bencher, kind: BotKind) {
    use uno_party::engine::Decision;
    let positions = positions();
    let mut bot = kind.build(3);
    let mut i = 0;
    bencher.bench_local(|| {
        let (g, s) = &positions[i % positions.len()];
        i += 1;
        let legal = g.legal_actions_vec(*s);
        bot.decide(&Decision::new(g, *s, &legal))
    });
}

//! Computer players: legal moves only, blind to what their seat cannot see, deterministic.

use uno_party::ai::{Bot, BotKind, Budget, HardBot};
use uno_party::engine::{Action, ActionList, Decision, Game, Phase, Rng, RuleSet, Seat, Setup, profiles};

/// A small search budget keeps the tests quick; the code paths are the same.
const TEST_BUDGET: Budget = Budget::Iterations(60);

fn bot(kind: BotKind, seed: u64) -> Box<dyn Bot> {
    kind.build_with(seed, TEST_BUDGET)
}

/// Random mid-game positions under every profile and seat count: (game, seat to decide).
fn positions(count: usize) -> Vec<(Game, Seat)> {
    let mut out = Vec::new();
    let rules: Vec<RuleSet> = profiles().into_iter().map(|p| p.rules).collect();
    let mut rng = Rng::new(77);
    let mut list = ActionList::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let seats = 2 + (i as usize % 9);
        let mut g =
            Game::new(Setup { seats, rules: rules[i as usize % rules.len()].clone(), seed: i, dealer: None }).unwrap();
        let steps = rng.below(120);
        for _ in 0..steps {
            let s = g.to_act().unwrap_or(0);
            g.legal_actions(s, &mut list);
            if list.is_empty() {
                break;
            }
            g.apply(s, list[rng.below(list.len() as u32) as usize]).unwrap();
        }
        if let Some(s) = g.to_act() {
            out.push((g, s));
        }
    }
    out
}

#[test]
fn every_level_chooses_only_legal_actions() {
    let mut list = ActionList::new();
    for kind in BotKind::ALL {
        let mut b = bot(kind, 5);
        for (game, seat) in positions(300) {
            game.legal_actions(seat, &mut list);
            let a = b.decide(&Decision::new(&game, seat, &list));
            assert!(list.contains(a), "{kind} chose {a:?}, not among {list:?} in {:?}", game.phase());
            // Out of turn, every other seat's answer is legal too.
            for other in (0..game.seats() as Seat).filter(|&o| o != seat) {
                game.legal_actions(other, &mut list);
                if list.is_empty() {
                    continue;
                }
                if let Some(a) = b.interrupt(&Decision::new(&game, other, &list)) {
                    assert!(list.contains(a), "{kind} interrupted with {a:?}, not among {list:?}");
                }
            }
        }
    }
}

#[test]
fn every_level_plays_whole_matches_with_legal_moves() {
    for kind in BotKind::ALL {
        let mut bots: Vec<Box<dyn Bot>> = (0..3).map(|s| bot(kind, s)).collect();
        let mut g = Game::new(Setup { seats: 3, rules: RuleSet::house_party(), seed: 3, dealer: None }).unwrap();
        let mut list = ActionList::new();
        for _ in 0..if kind == BotKind::Hard { 400 } else { 20_000 } {
            if matches!(g.phase(), Phase::MatchOver { .. }) {
                break;
            }
            let s = g.to_act().unwrap_or(0);
            g.legal_actions(s, &mut list);
            let a = bots[s as usize].decide(&Decision::new(&g, s, &list));
            g.apply(s, a).unwrap_or_else(|e| panic!("{kind} chose a refused move {a:?}: {e}"));
        }
    }
}

#[test]
fn a_decision_does_not_depend_on_cards_the_seat_cannot_see() {
    let mut list = ActionList::new();
    for kind in BotKind::ALL {
        for (k, (game, seat)) in positions(150).into_iter().enumerate() {
            game.legal_actions(seat, &mut list);
            let seen = bot(kind, 9).decide(&Decision::new(&game, seat, &list));
            for redeal in 0..3 {
                let other = game.redeal_hidden(seat, 1000 * k as u64 + redeal);
                let mut other_list = ActionList::new();
                other.legal_actions(seat, &mut other_list);
                assert_eq!(list.as_slice(), other_list.as_slice(), "legal actions depend on hidden cards");
                let again = bot(kind, 9).decide(&Decision::new(&other, seat, &other_list));
                assert_eq!(seen, again, "{kind} changed its mind when hidden cards moved");
            }
        }
    }
}

#[test]
fn same_seed_and_budget_give_the_same_decision() {
    let mut list = ActionList::new();
    for kind in BotKind::ALL {
        for (game, seat) in positions(100) {
            game.legal_actions(seat, &mut list);
            let a = bot(kind, 21).decide(&Decision::new(&game, seat, &list));
            let b = bot(kind, 21).decide(&Decision::new(&game, seat, &list));
            assert_eq!(a, b, "{kind} is not deterministic");
        }
    }
}

#[test]
fn hard_decides_the_same_on_one_thread_and_on_several() {
    // The same seed and playout budget give the same move whether the playouts run on the calling
    // thread, on two or three threads of its own, or on every core: the imagined games are numbered
    // and each is drawn from its own seed.
    let mut list = ActionList::new();
    let budget = Budget::Iterations(400);
    let mut searched = 0;
    for (k, (game, seat)) in positions(80).into_iter().enumerate() {
        game.legal_actions(seat, &mut list);
        let decision = Decision::new(&game, seat, &list);
        let seed = 100 + k as u64;
        let one = HardBot::new(seed, budget).with_threads(1).decide(&decision);
        for threads in [2, 3, 0] {
            let many = HardBot::new(seed, budget).with_threads(threads).decide(&decision);
            assert_eq!(one, many, "{threads} threads chose otherwise in {:?}", game.phase());
        }
        searched += usize::from(list.len() > 1);
    }
    assert!(searched > 40, "too few positions with a choice: {searched}");
}

#[test]
fn a_decision_taken_from_a_view_sent_elsewhere_is_the_same() {
    // The table hands bots an owned view on a worker thread.
    let mut list = ActionList::new();
    for (game, seat) in positions(60) {
        game.legal_actions(seat, &mut list);
        let legal = list.to_vec();
        let here = bot(BotKind::Hard, 4).decide(&Decision::new(&game, seat, &legal));
        let view = game.view(Some(seat));
        let there = std::thread::spawn(move || bot(BotKind::Hard, 4).decide(&Decision::from_view(view, &legal)))
            .join()
            .unwrap();
        assert_eq!(here, there);
    }
}

#[test]
fn basic_plays_a_legal_wild_draw_four_first_and_names_its_best_colour() {
    use uno_party::engine::{Card, Colour, Scenario};
    let c = |s: &str| s.parse::<Card>().unwrap();
    let game = Scenario::new(2)
        .hand(0, &[c("Wild Draw Four"), c("Blue 3"), c("Blue 7"), c("Green 2")])
        .top(c("Red 5"))
        .build()
        .unwrap();
    let mut b = bot(BotKind::Basic, 1);
    let legal = game.legal_actions_vec(0);
    assert_eq!(b.decide(&Decision::new(&game, 0, &legal)), Action::Play(Card::WILD_DRAW_FOUR));
    let mut g = game.clone();
    g.apply(0, Action::Play(Card::WILD_DRAW_FOUR)).unwrap();
    let legal = g.legal_actions_vec(0);
    assert_eq!(b.decide(&Decision::new(&g, 0, &legal)), Action::ChooseColour(Colour::Blue));
}

#[test]
fn basic_never_bluffs_and_never_challenges() {
    use uno_party::engine::{Card, Scenario};
    let c = |s: &str| s.parse::<Card>().unwrap();
    // Holding red, the +4 would be a bluff; Basic plays the red card instead.
    let mut game = Scenario::new(2).hand(0, &[c("Wild Draw Four"), c("Red 9")]).top(c("Red 5")).build().unwrap();
    let mut b = bot(BotKind::Basic, 1);
    let legal = game.legal_actions_vec(0);
    // About to play its next-to-last card: UNO first.
    assert_eq!(b.decide(&Decision::new(&game, 0, &legal)), Action::CallUno);
    game.apply(0, Action::CallUno).unwrap();
    let legal = game.legal_actions_vec(0);
    assert_eq!(b.decide(&Decision::new(&game, 0, &legal)), Action::Play(c("Red 9")));
    // Facing a +4, it accepts.
    let mut g =
        Scenario::new(2).hand(0, &[c("Wild Draw Four"), c("Blue 1"), c("Blue 2")]).top(c("Red 5")).build().unwrap();
    g.apply(0, Action::Play(Card::WILD_DRAW_FOUR)).unwrap();
    g.apply(0, Action::ChooseColour(uno_party::engine::Colour::Blue)).unwrap();
    let legal = g.legal_actions_vec(1);
    assert!(legal.contains(&Action::Challenge));
    assert_eq!(bot(BotKind::Basic, 1).decide(&Decision::new(&g, 1, &legal)), Action::Accept);
}

#[test]
fn easy_never_catches_and_basic_always_does() {
    use uno_party::engine::{Card, Scenario};
    let c = |s: &str| s.parse::<Card>().unwrap();
    let mut g = Scenario::new(3).hand(0, &[c("Red 1"), c("Red 2")]).top(c("Red 5")).build().unwrap();
    g.apply(0, Action::Play(c("Red 1"))).unwrap();
    assert!(g.catchable(0));
    let legal = g.legal_actions_vec(2);
    assert!(legal.contains(&Action::Catch(0)));
    assert_eq!(bot(BotKind::Basic, 1).interrupt(&Decision::new(&g, 2, &legal)), Some(Action::Catch(0)));
    assert_eq!(bot(BotKind::Easy, 1).interrupt(&Decision::new(&g, 2, &legal)), None);
}

/// The random player's quick decision (no list of legal actions) is the very action, and the very
/// draw of its generator, that choosing from the list gives.
#[test]
fn the_random_players_quick_decision_is_its_listed_decision() {
    use uno_party::ai::RandomBot;
    let mut list = ActionList::new();
    let mut phases = std::collections::HashSet::new();
    for (n, (game, seat)) in positions(3000).into_iter().enumerate() {
        let mut listed = RandomBot::new(n as u64);
        let mut quick = listed.clone();
        game.legal_actions(seat, &mut list);
        let from_list = listed.decide(&Decision::new(&game, seat, &list));
        let a = quick.quick_decide(&game, seat);
        assert_eq!(a, Some(from_list), "in {:?} with {list:?}", game.phase());
        // Both generators moved on alike.
        assert_eq!(quick.decide(&Decision::new(&game, seat, &list)), listed.decide(&Decision::new(&game, seat, &list)));
        phases.insert(std::mem::discriminant(&game.phase()));
        // Deciding and moving in one step ends in the same game, with the generator moved alike.
        let (mut moved, mut stepped) = (game.clone(), game.clone());
        let (mut by_action, mut by_step) = (RandomBot::new(n as u64), RandomBot::new(n as u64));
        let a = by_action.quick_decide(&game, seat).unwrap();
        moved.apply(seat, a).unwrap();
        assert_eq!(by_step.act(&mut stepped, seat), Ok(Some(a)));
        assert_eq!(stepped, moved, "after {a:?}");
        assert_eq!(
            by_step.decide(&Decision::new(&game, seat, &list)),
            by_action.decide(&Decision::new(&game, seat, &list))
        );
        // A seat with no decision now gets no quick answer.
        for other in (0..game.seats() as Seat).filter(|&o| o != seat) {
            assert_eq!(RandomBot::new(1).quick_decide(&game, other), None);
            let mut untouched = game.clone();
            assert_eq!(RandomBot::new(1).act(&mut untouched, other), Ok(None));
            assert_eq!(untouched, game);
        }
    }
    // Turn, draw penalty, colour, target, play or keep, give cards.
    assert_eq!(phases.len(), 6, "the positions cover every kind of decision");
}

/// Of the moments a `kind` player went down to one card by its own play, the share in which it
/// had not called UNO (and could be caught), over `hands` hands of four such players.
fn forgotten_unos(kind: BotKind, hands: u64) -> (usize, usize) {
    let (mut moments, mut forgotten) = (0, 0);
    let mut list = ActionList::new();
    for hand in 0..hands {
        let mut bots: Vec<Box<dyn Bot>> = (0..4).map(|s| bot(kind, hand * 4 + s)).collect();
        let mut g = Game::new(Setup { seats: 4, rules: RuleSet::default(), seed: hand, dealer: None }).unwrap();
        g.apply(g.dealer(), Action::StartRound).unwrap();
        while let Some(s) = g.to_act() {
            g.legal_actions(s, &mut list);
            let before = g.hand(s).len();
            let a = bots[s as usize].decide(&Decision::new(&g, s, &list));
            g.apply(s, a).unwrap();
            if before == 2 && g.hand(s).len() == 1 {
                moments += 1;
                forgotten += usize::from(g.catchable(s));
            }
        }
    }
    (moments, forgotten)
}

/// Normal forgets UNO now and then (one time in twenty), so that a table of the default computer
/// players leaves the people somebody to catch; Easy one time in three or so; Basic never.
#[test]
fn normal_forgets_uno_now_and_then_and_basic_never() {
    let share = |(m, f): (usize, usize)| f as f64 / m.max(1) as f64;
    let normal = forgotten_unos(BotKind::Normal, 1500);
    assert!(normal.0 > 1000, "too few UNO moments to tell: {normal:?}");
    assert!((0.03..=0.08).contains(&share(normal)), "Normal forgot {} of {} UNOs", normal.1, normal.0);
    println!("Normal forgot {} of {} UNOs ({:.1}%)", normal.1, normal.0, 100.0 * share(normal));
    let easy = forgotten_unos(BotKind::Easy, 600);
    assert!((0.2..=0.4).contains(&share(easy)), "Easy forgot {} of {} UNOs", easy.1, easy.0);
    assert_eq!(forgotten_unos(BotKind::Basic, 300).1, 0, "Basic forgot UNO");
}

//! Computer players: legal moves only, blind to what their seat cannot see, deterministic.

use uno_party::ai::{Bot, BotKind, Budget, HardBot};
use uno_party::engine::{Action, ActionList, Decision, Game, Phase, Rng, RuleSet, Seat, Setup, profiles};

use crate::support::cards::{c as card, cs as cards};

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

// ----- Partners -----

/// A bot of `kind` at the test budget, told of its partners or told nothing of the teams.
fn told(kind: BotKind, seed: u64, knows_partners: bool) -> Box<dyn Bot> {
    kind.build_told(seed, TEST_BUDGET, knows_partners)
}

/// The levels that play for their team (Random plays the same either way).
const TEAM_LEVELS: [BotKind; 4] = [BotKind::Easy, BotKind::Basic, BotKind::Normal, BotKind::Hard];

/// Pairs at four seats (0 and 2 against 1 and 3) with these rules.
fn pairs(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut rules = RuleSet { partners: uno_party::engine::Partners::Pairs, ..RuleSet::default() };
    f(&mut rules);
    rules
}

/// Seat 0 plays `first`, leaving it three cards; its partner (seat 2) holds one card, the fewest
/// at the table; opponent seat 1 holds two, opponent seat 3 five. Returns the game at seat 0's
/// choice of a player.
fn choosing_a_player(rules: RuleSet, first: &str, colour: bool) -> Game {
    use uno_party::engine::{Colour, Scenario};
    let mut g = Scenario::new(4)
        .rules(rules)
        .hand(0, &cards(&[first, "Blue 1", "Blue 2", "Green 3"]))
        .hand(1, &cards(&["Yellow 1", "Yellow 2"]))
        .hand(2, &cards(&["Green 5"]))
        .hand(3, &cards(&["Yellow 3", "Yellow 4", "Yellow 5", "Yellow 6", "Green 8"]))
        .top(card("Red 5"))
        .build()
        .unwrap();
    g.apply(0, Action::Play(card(first))).unwrap();
    if colour {
        g.apply(0, Action::ChooseColour(Colour::Blue)).unwrap();
    }
    assert_eq!(g.phase(), Phase::ChooseTarget { seat: 0 }, "after {first}");
    g
}

#[test]
fn partners_are_never_the_target_of_a_swap_or_a_gift_of_cards_an_opponent_could_take() {
    use uno_party::engine::{Amount, CustomEffect, CustomWild, CustomWilds, Deck};
    let give = CustomWilds::new(vec![
        CustomWild::new("Give 2 cards away", &[CustomEffect::GiveCards(Amount::new(2).unwrap())]).unwrap(),
    ])
    .unwrap();
    let positions = [
        ("Seven-O", choosing_a_player(pairs(|r| r.seven_o = true), "Red 7", false)),
        ("Swap Hands", choosing_a_player(pairs(|r| r.deck = Deck::SwapAndCustom), "Wild Swap Hands", true)),
        (
            "a gift of cards",
            choosing_a_player(
                pairs(|r| {
                    r.deck = Deck::SwapAndCustom;
                    r.custom_wilds = give.clone();
                }),
                "Customizable Wild 1",
                true,
            ),
        ),
    ];
    for (what, g) in &positions {
        let legal = g.legal_actions_vec(0);
        assert!(legal.contains(&Action::ChooseTarget(2)), "the partner may be chosen");
        for kind in TEAM_LEVELS {
            for seed in 0..4 {
                let a = told(kind, seed, true).decide(&Decision::new(g, 0, &legal));
                assert!(matches!(a, Action::ChooseTarget(1 | 3)), "{kind} chose {a:?} for {what}");
            }
        }
        // The rule-based players aim at the opponent with the fewest cards; told nothing of the
        // teams, at the partner, who has fewer still.
        for kind in [BotKind::Easy, BotKind::Basic, BotKind::Normal] {
            let a = told(kind, 1, true).decide(&Decision::new(g, 0, &legal));
            assert_eq!(a, Action::ChooseTarget(1), "{kind} for {what}");
            let blind = told(kind, 1, false).decide(&Decision::new(g, 0, &legal));
            assert_eq!(blind, Action::ChooseTarget(2), "{kind} told nothing, for {what}");
        }
    }
}

#[test]
fn a_swap_that_would_hand_an_opponent_the_smaller_hand_goes_to_the_partner() {
    use uno_party::engine::Scenario;
    // Seat 0 is left with one card after its 7: any opponent would get it.
    let mut g = Scenario::new(4)
        .rules(pairs(|r| r.seven_o = true))
        .hand(0, &cards(&["Red 7", "Blue 1"]))
        .hand(1, &cards(&["Yellow 1", "Yellow 2", "Yellow 3", "Yellow 4"]))
        .hand(2, &cards(&["Green 5", "Green 6", "Green 7", "Green 8", "Green 9", "Red 1"]))
        .hand(3, &cards(&["Yellow 5", "Yellow 6", "Yellow 7", "Yellow 8", "Green 1"]))
        .top(card("Red 5"))
        .build()
        .unwrap();
    g.apply(0, Action::CallUno).unwrap();
    g.apply(0, Action::Play(card("Red 7"))).unwrap();
    let legal = g.legal_actions_vec(0);
    assert_eq!(bot(BotKind::Normal, 1).decide(&Decision::new(&g, 0, &legal)), Action::ChooseTarget(2));
    assert_eq!(told(BotKind::Normal, 1, false).decide(&Decision::new(&g, 0, &legal)), Action::ChooseTarget(1));
    // Hard's search finds it too: its partner's win is its own.
    for seed in 0..3 {
        let mut hard = HardBot::new(seed, Budget::Iterations(600)).with_threads(1);
        assert_eq!(hard.decide(&Decision::new(&g, 0, &legal)), Action::ChooseTarget(2), "seed {seed}");
    }
}

#[test]
fn partners_are_never_caught() {
    use uno_party::engine::Scenario;
    let game = |second: &str| {
        Scenario::new(4)
            .rules(pairs(|_| {}))
            .hand(0, &cards(&["Red 8", "Blue 2", "Green 4"]))
            .hand(2, &cards(&[second, "Blue 9"]))
            .top(card("Red 5"))
            .turn(2)
            .build()
            .unwrap()
    };
    // Out of turn: seat 2 played its next-to-last card without calling UNO; seat 3 is to play.
    let mut g = game("Red 1");
    g.apply(2, Action::Play(card("Red 1"))).unwrap();
    assert!(g.catchable(2));
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::Catch(2)));
    for kind in TEAM_LEVELS {
        assert_eq!(told(kind, 1, true).interrupt(&Decision::new(&g, 0, &legal)), None, "{kind}");
    }
    // Told nothing of the teams, the players who catch catch the partner like anyone else.
    for kind in [BotKind::Basic, BotKind::Normal, BotKind::Hard] {
        assert_eq!(told(kind, 1, false).interrupt(&Decision::new(&g, 0, &legal)), Some(Action::Catch(2)), "{kind}");
    }
    // In turn: seat 2's Skip passed over seat 3, and seat 0 could catch it before playing.
    let mut g = game("Red Skip");
    g.apply(2, Action::Play(card("Red Skip"))).unwrap();
    assert_eq!(g.to_act(), Some(0));
    let legal = g.legal_actions_vec(0);
    assert!(legal.contains(&Action::Catch(2)));
    for kind in TEAM_LEVELS {
        for seed in 0..4 {
            let a = told(kind, seed, true).decide(&Decision::new(&g, 0, &legal));
            assert_ne!(a, Action::Catch(2), "{kind}");
        }
    }
    assert_eq!(told(BotKind::Basic, 1, false).decide(&Decision::new(&g, 0, &legal)), Action::Catch(2));
}

#[test]
fn a_tie_between_colours_goes_to_the_colour_the_partner_may_hold() {
    use uno_party::engine::{Colour, Scenario};
    // The partner (seat 2) draws on a Yellow 9 with no yellow and no 9: it holds no yellow. Seat 3
    // turns the colour green; seat 0 plays a Wild Draw Four holding one yellow and one blue card.
    let mut g = Scenario::new(4)
        .rules(pairs(|_| {}))
        .hand(0, &cards(&["Wild Draw Four", "Yellow 3", "Blue 3"]))
        .hand(2, &cards(&["Blue 1", "Red 2", "Blue 4", "Red 6"]))
        .hand(3, &cards(&["Green 9", "Red 8", "Red 7"]))
        .top(card("Yellow 9"))
        .next_draws(&cards(&["Blue 7"]))
        .turn(2)
        .build()
        .unwrap();
    g.apply(2, Action::Draw).unwrap();
    assert_eq!(g.to_act(), Some(3), "the drawn card did not fit");
    g.apply(3, Action::Play(card("Green 9"))).unwrap();
    g.apply(0, Action::Play(card("Wild Draw Four"))).unwrap();
    let legal = g.legal_actions_vec(0);
    for kind in [BotKind::Easy, BotKind::Basic, BotKind::Normal] {
        let a = told(kind, 1, true).decide(&Decision::new(&g, 0, &legal));
        assert_eq!(a, Action::ChooseColour(Colour::Blue), "{kind}");
        // Told nothing of the teams, the tie goes by card order.
        let blind = told(kind, 1, false).decide(&Decision::new(&g, 0, &legal));
        assert_eq!(blind, Action::ChooseColour(Colour::Yellow), "{kind} told nothing");
    }
}

#[test]
fn normal_skips_the_opponent_before_a_partner_close_to_going_out() {
    use uno_party::engine::Scenario;
    // Its red cards pull Normal to the Red 9; a Skip hands the turn to its partner with one card.
    let g = Scenario::new(4)
        .rules(pairs(|_| {}))
        .hand(0, &cards(&["Blue Skip", "Red 9", "Red 8", "Red 7", "Red 6", "Green 4"]))
        .hand(2, &cards(&["Blue 5"]))
        .top(card("Blue 9"))
        .build()
        .unwrap();
    let legal = g.legal_actions_vec(0);
    for seed in 0..8 {
        let a = told(BotKind::Normal, seed, true).decide(&Decision::new(&g, 0, &legal));
        assert_eq!(a, Action::Play(card("Blue Skip")), "seed {seed}");
        let blind = told(BotKind::Normal, seed, false).decide(&Decision::new(&g, 0, &legal));
        assert_eq!(blind, Action::Play(card("Red 9")), "seed {seed}, told nothing");
    }
}

#[test]
fn hard_counts_its_partners_win_as_its_own() {
    use uno_party::engine::{Colour, Scenario};
    // The partner (seat 2) plays a Wild Draw Four on yellow down to one card: it holds no yellow.
    // Seat 0 then plays a Wild: told of the teams, Hard names a colour its partner may go out on;
    // told nothing, it sees a rival about to win and names the colour that rival cannot play.
    let mut g = Scenario::new(4)
        .rules(pairs(|_| {}))
        .hand(0, &cards(&["Wild", "Yellow 3", "Blue 4", "Red 6", "Green 8"]))
        .hand(2, &cards(&["Wild Draw Four", "Blue 5"]))
        .top(card("Yellow 9"))
        .turn(2)
        .build()
        .unwrap();
    g.apply(2, Action::CallUno).unwrap();
    g.apply(2, Action::Play(card("Wild Draw Four"))).unwrap();
    g.apply(2, Action::ChooseColour(Colour::Green)).unwrap();
    g.apply(3, Action::Accept).unwrap();
    g.apply(0, Action::Play(card("Wild"))).unwrap();
    let legal = g.legal_actions_vec(0);
    let budget = Budget::Iterations(1200);
    for seed in 0..3 {
        let knows = HardBot::new(seed, budget).with_threads(1).decide(&Decision::new(&g, 0, &legal));
        assert_ne!(knows, Action::ChooseColour(Colour::Yellow), "seed {seed}");
        let mut blind = HardBot::new(seed, budget).with_threads(1).knowing_partners(false);
        assert_eq!(blind.decide(&Decision::new(&g, 0, &legal)), Action::ChooseColour(Colour::Yellow), "seed {seed}");
    }
}

/// Random mid-game positions at tables with partners (pairs at 4, 6, 8 and 10 seats, threes at 6
/// and 9), under every profile: (game, seat to decide).
fn team_positions(count: usize) -> Vec<(Game, Seat)> {
    use uno_party::engine::Partners;
    let tables = [(4, Partners::Pairs), (6, Partners::Pairs), (6, Partners::Threes), (8, Partners::Pairs)];
    let tables = tables.into_iter().chain([(9, Partners::Threes), (10, Partners::Pairs)]).collect::<Vec<_>>();
    let profiles: Vec<RuleSet> = profiles().into_iter().map(|p| p.rules).collect();
    let mut out = Vec::new();
    let mut rng = Rng::new(35);
    let mut list = ActionList::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let (seats, partners) = tables[i as usize % tables.len()];
        let mut rules = profiles[(i / 3) as usize % profiles.len()].clone();
        rules.partners = partners;
        // Seven-O and Swap Hands often: they are where a player is chosen.
        rules.seven_o |= i.is_multiple_of(2);
        let mut g = Game::new(Setup { seats, rules, seed: i, dealer: None }).unwrap();
        for _ in 0..rng.below(150) {
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

/// True when `a`, by `seat`, aims at one of its partners: catching one, challenging one, giving
/// one cards, or swapping hands with one while an opponent holds fewer cards than `seat`.
fn aims_at_partner(g: &Game, seat: Seat, a: Action) -> bool {
    let teams = g.teams();
    let partner = |s: Seat| s != seat && teams.same_team(seat, s);
    match a {
        Action::Catch(s) => partner(s),
        Action::Challenge => g.view(Some(seat)).challenge_info().is_some_and(|(o, _)| partner(o)),
        Action::ChooseTarget(t) if partner(t) => {
            let gift = matches!(g.resolving_card().map(|c| c.kind()), Some(uno_party::engine::Kind::Custom(_)));
            let mine = g.hand(seat).len();
            gift || (0..g.seats() as Seat).any(|s| !teams.same_team(seat, s) && g.hand(s).len() < mine)
        }
        _ => false,
    }
}

#[test]
fn with_partners_no_level_aims_at_its_partner_and_every_move_is_legal() {
    let mut list = ActionList::new();
    let (mut targets, mut catches) = (0, 0);
    let positions = team_positions(400);
    for kind in TEAM_LEVELS {
        let mut b = bot(kind, 5);
        for (game, seat) in &positions {
            game.legal_actions(*seat, &mut list);
            let a = b.decide(&Decision::new(game, *seat, &list));
            assert!(list.contains(a), "{kind} chose {a:?}, not among {list:?}");
            assert!(!aims_at_partner(game, *seat, a), "{kind} chose {a:?} against its partner in {:?}", game.phase());
            targets += usize::from(matches!(a, Action::ChooseTarget(_)));
            for other in (0..game.seats() as Seat).filter(|o| o != seat) {
                game.legal_actions(other, &mut list);
                catches += list.iter().filter(|a| matches!(a, Action::Catch(_))).count();
                if let Some(a) = b.interrupt(&Decision::new(game, other, &list)) {
                    assert!(list.contains(a), "{kind} interrupted with {a:?}, not among {list:?}");
                    assert!(!aims_at_partner(game, other, a), "{kind} interrupted with {a:?} against its partner");
                }
            }
        }
    }
    assert!(targets > 20 && catches > 0, "too few positions to tell: {targets} targets, {catches} catches");
}

#[test]
fn with_partners_a_decision_does_not_depend_on_cards_the_seat_cannot_see() {
    // The partner's hand is as hidden as an opponent's: no level peeks at it.
    let mut list = ActionList::new();
    for kind in TEAM_LEVELS {
        for (k, (game, seat)) in team_positions(80).into_iter().enumerate() {
            game.legal_actions(seat, &mut list);
            let seen = bot(kind, 9).decide(&Decision::new(&game, seat, &list));
            for redeal in 0..2 {
                let other = game.redeal_hidden(seat, 1000 * k as u64 + redeal);
                let mut other_list = ActionList::new();
                other.legal_actions(seat, &mut other_list);
                let again = bot(kind, 9).decide(&Decision::new(&other, seat, &other_list));
                assert_eq!(seen, again, "{kind} changed its mind when hidden cards moved");
            }
        }
    }
}

// ----- UNO with the move down to one card -----

#[test]
fn no_bot_calls_uno_with_two_cards_and_nothing_to_play() {
    use uno_party::engine::Scenario;
    let g = Scenario::new(3)
        .hand(0, &cards(&["Blue 1", "Blue 2"]))
        .hand(1, &cards(&["Red 7", "Blue 7", "Blue 3"]))
        .hand(2, &cards(&["Blue 6", "Green 6", "Green 3"]))
        .top(card("Red 5"))
        .build()
        .unwrap();
    let legal = g.legal_actions_vec(0);
    for kind in BotKind::ALL {
        for seed in 0..20 {
            let a = kind.build_with(seed, Budget::Iterations(50)).decide(&Decision::new(&g, 0, &legal));
            assert_eq!(a, Action::Draw, "{kind}: two cards, nothing to play");
        }
    }
}

#[test]
fn a_bot_that_keeps_the_card_drawn_onto_its_last_one_says_no_uno() {
    use uno_party::engine::Scenario;
    // One card, and a Wild Draw Four drawn instead of playing it: a bluff (Red 1 follows Red 5).
    let mut g = Scenario::new(3)
        .hand(0, &cards(&["Red 1"]))
        .hand(1, &cards(&["Green 7", "Green 8", "Green 9"]))
        .hand(2, &cards(&["Yellow 6", "Yellow 7", "Yellow 8"]))
        .top(card("Red 5"))
        .next_draws(&cards(&["Wild Draw Four"]))
        .build()
        .unwrap();
    g.apply(0, Action::Draw).unwrap();
    assert_eq!(g.phase(), Phase::PlayOrKeep { seat: 0 });
    let legal = g.legal_actions_vec(0);
    assert_eq!(legal, vec![Action::CallUno, Action::PlayDrawn, Action::KeepDrawn]);
    let mut kept = 0;
    for kind in BotKind::ALL {
        for seed in 0..20 {
            let mut b = kind.build_with(seed, Budget::Iterations(50));
            let a = b.decide(&Decision::new(&g, 0, &legal));
            if a != Action::CallUno {
                // Without the call only a keep, or a play by a level that forgets UNO now and then.
                let forgets = matches!(kind, BotKind::Easy | BotKind::Normal);
                assert!(a == Action::KeepDrawn || forgets && a == Action::PlayDrawn, "{kind} chose {a:?}");
                kept += usize::from(a == Action::KeepDrawn);
                continue;
            }
            let mut called = g.clone();
            called.apply(0, Action::CallUno).unwrap();
            let next = called.legal_actions_vec(0);
            assert_eq!(b.decide(&Decision::new(&called, 0, &next)), Action::PlayDrawn, "{kind} called, then?");
        }
    }
    // Basic never bluffs: it keeps the card, always without a word.
    assert!(kept >= 20, "{kept} keeps");
    assert_eq!(bot(BotKind::Basic, 1).decide(&Decision::new(&g, 0, &legal)), Action::KeepDrawn);
}

/// After its UNO call the random player plays the card it chose with it, by the list and by the
/// quick decision alike (and with no draw of its generator).
#[test]
fn the_random_players_move_after_its_call_is_the_same_either_way() {
    use uno_party::ai::RandomBot;
    let mut list = ActionList::new();
    let mut calls = 0;
    for (n, (game, seat)) in positions(3000).into_iter().enumerate() {
        let mut listed = RandomBot::new(n as u64);
        let (mut quick, mut stepping) = (listed.clone(), listed.clone());
        game.legal_actions(seat, &mut list);
        let a = listed.decide(&Decision::new(&game, seat, &list));
        if a != Action::CallUno || game.hand(seat).len() != 2 {
            continue;
        }
        calls += 1;
        assert_eq!(quick.quick_decide(&game, seat), Some(a));
        let mut called = game.clone();
        called.apply(seat, a).unwrap();
        let mut stepped = game.clone();
        assert_eq!(stepping.act(&mut stepped, seat), Ok(Some(a)));
        called.legal_actions(seat, &mut list);
        let then = listed.decide(&Decision::new(&called, seat, &list));
        assert!(matches!(then, Action::Play(_) | Action::PlayDrawn), "{then:?} after the call");
        assert_eq!(quick.quick_decide(&called, seat), Some(then));
        assert_eq!(stepping.act(&mut stepped, seat), Ok(Some(then)));
        called.apply(seat, then).unwrap();
        assert_eq!(stepped, called);
        assert_eq!(called.hand(seat).len(), 1);
        // The generators moved on alike.
        assert_eq!(listed.clone().quick_decide(&game, seat), quick.clone().quick_decide(&game, seat));
        assert_eq!(stepping.quick_decide(&game, seat), quick.quick_decide(&game, seat));
    }
    assert!(calls > 20, "{calls} calls");
}

//! Properties over random play: 2 to 10 seats, every profile, random legal and illegal actions
//! from every seat.

use proptest::prelude::*;
use uno_party::engine::{
    Action, ActionList, Card, Colour, Event, Game, MAX_SEATS, Phase, Rng, RuleSet, Scoring, Seat, Setup, Zone, profiles,
};

/// Every action there is, legal or not, for a table of up to `MAX_SEATS` (and a few seats beyond).
pub fn any_action(rng: &mut Rng) -> Action {
    let card = Card::from_index(rng.below(58) as usize).expect("index below 58");
    let seat = rng.below(MAX_SEATS as u32 + 2) as Seat;
    match rng.below(15) {
        0 => Action::StartRound,
        1 => Action::Play(card),
        2 => Action::Draw,
        3 => Action::Pass,
        4 => Action::PlayDrawn,
        5 => Action::KeepDrawn,
        6 => Action::ChooseColour(Colour::from_index(rng.below(4) as usize)),
        7 => Action::ChooseTarget(seat),
        8 => Action::Challenge,
        9 => Action::Accept,
        10 => Action::GiveCard(card),
        11 => Action::CallUno,
        12 => Action::Catch(seat),
        13 => Action::JumpIn(card),
        _ => Action::TableTalkPenalty(seat),
    }
}

pub fn rules_for(profile: usize) -> RuleSet {
    let mut all: Vec<RuleSet> = profiles().into_iter().map(|p| p.rules).collect();
    // And one with every option away from its default, to reach the rare combinations.
    all.push(RuleSet {
        scoring: Scoring::LowestTotal,
        draw_to_match: true,
        target_score: uno_party::engine::TargetScore::new(150).expect("positive"),
        ..RuleSet::box_sheet()
    });
    all.push(RuleSet { stacking: uno_party::engine::Stacking::PlusFourOnPlusTwo, ..RuleSet::deck_112() });
    all[profile % all.len()].clone()
}

pub const PROFILE_COUNT: usize = 6;

/// What a seat may see of an event: a card identity only if it moved to or from a public place or
/// that seat's own hand, a shown hand only to the two players concerned.
pub fn assert_event_hides_cards(e: &Event, seat: Seat) {
    match e.seen_by(Some(seat)) {
        Event::CardMoved { card: Some(_), from, to } => {
            let visible = |z: Zone| matches!(z, Zone::DiscardPile | Zone::DiscardUnderTop) || z == Zone::Hand(seat);
            assert!(visible(from) || visible(to), "seat {seat} saw a card move {from:?} -> {to:?}");
        }
        Event::HandShown { owner, to, cards } if !cards.is_empty() => {
            assert!(seat == owner || seat == to, "seat {seat} saw the hand of {owner} shown to {to}");
        }
        _ => {}
    }
}

/// Plays `steps` random actions (a legal one three times out of four) and checks every property
/// after each. Returns the number of matches that ended.
fn random_play(seats: usize, profile: usize, seed: u64, steps: usize) -> usize {
    let rules = rules_for(profile);
    let mut game = Game::new(Setup { seats, rules: rules.clone(), seed, dealer: None }).expect("valid seat count");
    let deck_len = game.deck().len();
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut list = ActionList::new();
    let mut matches_ended = 0;
    for step in 0..steps {
        if let Phase::MatchOver { winner } = game.phase() {
            assert_one_winner(&game, winner);
            matches_ended += 1;
            game = Game::new(Setup { seats, rules: rules.clone(), seed: seed + step as u64, dealer: None }).unwrap();
        }
        let seat = match game.to_act() {
            Some(s) if rng.below(4) != 0 => s,
            _ => rng.below(seats as u32 + 1) as Seat,
        };
        game.legal_actions(seat, &mut list);
        let action = if !list.is_empty() && rng.below(4) != 0 {
            list[rng.below(list.len() as u32) as usize]
        } else {
            any_action(&mut rng)
        };
        let before = game.to_ron();
        let listed = list.contains(action);
        match game.apply(seat, action) {
            Ok(events) => {
                for e in &events {
                    for s in 0..seats as Seat {
                        assert_event_hides_cards(e, s);
                    }
                }
            }
            Err(e) => {
                assert!(!listed, "a listed legal action {action:?} of seat {seat} was refused: {e}");
                assert_eq!(game.to_ron(), before, "refused {action:?} by {seat} ({e}) changed the game");
            }
        }
        let total: usize = game.hand_sizes().sum::<usize>() + game.draw_pile_len() + game.discard_pile_len();
        assert_eq!(total, deck_len, "cards appeared or vanished after {action:?}");
        game.check_invariants().unwrap_or_else(|e| panic!("invariant broken after {action:?}: {e}"));
        let viewer = rng.below(seats as u32) as Seat;
        let view = game.view(Some(viewer));
        assert_eq!(view.hand, *game.hand(viewer));
        let other = game.redeal_hidden(viewer, seed.wrapping_add(step as u64));
        assert_eq!(other.view(Some(viewer)), view, "seat {viewer}'s view depends on cards it cannot see");
        // A game imagined from the view is a whole, valid game with the very same view.
        let sampled = view.sample_game(&mut rng);
        sampled.check_invariants().unwrap_or_else(|e| panic!("a game sampled from a view is broken: {e}"));
        assert_eq!(sampled.view(Some(viewer)), view, "a game sampled from a view shows another view");
    }
    matches_ended
}

fn assert_one_winner(game: &Game, winner: Seat) {
    let scores = game.scores();
    let target = game.rules().target_score.get();
    assert!(scores.iter().any(|&p| p >= target), "the match ended below the target: {scores:?}");
    match game.rules().scoring {
        Scoring::WinnerScoresOthers => {
            assert!(scores[winner as usize] >= target);
            assert_eq!(scores.iter().filter(|&&p| p >= target).count(), 1, "two players past the target");
        }
        Scoring::LowestTotal => {
            assert_eq!(scores[winner as usize], *scores.iter().min().unwrap());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_and_illegal_actions_keep_every_invariant(
        seats in 2usize..=10,
        profile in 0usize..PROFILE_COUNT,
        seed in any::<u64>(),
    ) {
        random_play(seats, profile, seed, 400);
    }
}

/// Long random matches end, each with exactly one winner, under every profile and seat count.
#[test]
fn every_finished_match_has_exactly_one_winner() {
    let mut ended = 0;
    for profile in 0..PROFILE_COUNT {
        for seats in [2, 3, 6, 10] {
            let rules = rules_for(profile);
            let mut game =
                Game::new(Setup { seats, rules, seed: profile as u64 * 31 + seats as u64, dealer: None }).unwrap();
            let mut rng = Rng::new(9);
            let mut list = ActionList::new();
            for _ in 0..200_000 {
                if let Phase::MatchOver { winner } = game.phase() {
                    assert_one_winner(&game, winner);
                    ended += 1;
                    break;
                }
                let seat = game.to_act().unwrap_or(0);
                game.legal_actions(seat, &mut list);
                // Prefer plays so that matches end in reasonable time.
                let plays: Vec<Action> = list.iter().copied().filter(|a| matches!(a, Action::Play(_))).collect();
                let a = if plays.is_empty() {
                    list[rng.below(list.len() as u32) as usize]
                } else {
                    plays[rng.below(plays.len() as u32) as usize]
                };
                game.apply(seat, a).unwrap();
            }
        }
    }
    assert_eq!(ended, PROFILE_COUNT * 4, "some matches did not end");
}

/// Every action a seat's legal list offers is accepted.
#[test]
fn legal_actions_are_all_accepted() {
    for seed in 0..40u64 {
        let seats = 2 + (seed as usize % 9);
        let mut game = Game::new(Setup { seats, rules: rules_for(seed as usize), seed, dealer: None }).unwrap();
        let mut rng = Rng::new(seed);
        let mut list = ActionList::new();
        for _ in 0..300 {
            if matches!(game.phase(), Phase::MatchOver { .. }) {
                break;
            }
            for s in 0..seats as Seat {
                game.legal_actions(s, &mut list);
                for &a in list.iter() {
                    let mut g = game.clone();
                    g.apply(s, a).unwrap_or_else(|e| panic!("legal {a:?} by {s} refused: {e}"));
                }
            }
            let seat = game.to_act().unwrap_or(0);
            game.legal_actions(seat, &mut list);
            let a = list[rng.below(list.len() as u32) as usize];
            game.apply(seat, a).unwrap();
        }
    }
}

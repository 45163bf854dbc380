//! The set-up: 2 to 10 players (the table checked in one place), seven cards each and one turned,
//! the player left of the dealer first and play clockwise, the dealer rotating each round, and a
//! new round clockwise again.

use uno_party::engine::{Action, Direction, Event, Game, Kind, Phase, RuleSet, Scenario, Setup, SetupError, Zone};

use crate::support::cards::{c, cs};
use crate::support::games::{build, deal_until, sizes};
use crate::support::moves::{act, first_turned};

#[test]
fn setup_deals_seven_cards_each_and_turns_one_card() {
    let (g, _) = deal_until(&RuleSet::default(), |c| matches!(c.kind(), Kind::Number(_)));
    assert_eq!(sizes(&g), vec![7, 7, 7, 7]);
    assert_eq!(g.discard_pile_len(), 1);
    assert_eq!(g.draw_pile_len(), 108 - 28 - 1);
    assert_eq!(g.round(), 1);
}

#[test]
fn setup_player_left_of_dealer_starts_and_play_goes_clockwise() {
    let rules = RuleSet::default();
    let (mut g, events) = deal_until(&rules, |c| matches!(c.kind(), Kind::Number(_)));
    // Dealer 0: the deal begins with seat 1, and seat 1 plays first.
    let first_dealt = events.iter().find_map(|e| match e {
        Event::CardMoved { to: Zone::Hand(s), .. } => Some(*s),
        _ => None,
    });
    assert_eq!(first_dealt, Some(1));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.direction(), Direction::Clockwise);
    // Seat 1 draws (and keeps): seat 2, the next seat clockwise, plays.
    act(&mut g, 1, Action::Draw);
    if matches!(g.phase(), Phase::PlayOrKeep { .. }) {
        act(&mut g, 1, Action::KeepDrawn);
    }
    assert_eq!(g.to_act(), Some(2));
}

#[test]
fn setup_last_seat_dealing_lets_seat_zero_start() {
    for seed in 0..1000 {
        let mut g = Game::new(Setup { seats: 5, rules: RuleSet::default(), seed, dealer: Some(4) }).unwrap();
        let events = act(&mut g, 0, Action::StartRound);
        if matches!(first_turned(&events).kind(), Kind::Number(_)) {
            assert_eq!(g.dealer(), 4);
            assert_eq!(g.to_act(), Some(0));
            return;
        }
    }
    panic!("no seed turns a number");
}

#[test]
fn setup_two_to_ten_players() {
    for seats in [0, 1, 11] {
        assert!(matches!(
            Game::new(Setup::new(seats, 1)),
            Err(SetupError::PlayerCount(n)) if n == seats
        ));
    }
    for seats in 2..=10 {
        let (g, _) = Game::new_dealt(Setup::new(seats, 9)).expect("2 to 10 players");
        assert!(sizes(&g).iter().all(|&n| n >= 7), "{:?}", sizes(&g));
        assert_eq!(g.seats(), seats);
    }
}

#[test]
fn setup_dealer_rotates_each_round() {
    // Round 1 dealt by seat 2 of 3; seat 0 goes out.
    let mut g = build(
        Scenario::new(3)
            .dealer(2)
            .hand(0, &cs(&["Red 1"]))
            .hand(1, &cs(&["Blue 1"]))
            .hand(2, &cs(&["Green 1"]))
            .direction(Direction::CounterClockwise),
    );
    act(&mut g, 0, Action::Play(c("Red 1")));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(g.last_round().unwrap().dealer, 2);
    let events = act(&mut g, 1, Action::StartRound);
    assert!(events.contains(&Event::RoundStarted { round: 2, dealer: 0, cards: 108 }), "{:?}", &events[..1]);
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.round(), 2);
    assert_eq!(sizes(&g).iter().filter(|&&n| n >= 7).count(), 3);
    // The deal starts left of the new dealer.
    let first_dealt = events.iter().find_map(|e| match e {
        Event::CardMoved { to: Zone::Hand(s), .. } => Some(*s),
        _ => None,
    });
    assert_eq!(first_dealt, Some(1));
    // Each round starts clockwise again (unless its first card is a Reverse).
    let expected =
        if first_turned(&events).kind() == Kind::Reverse { Direction::CounterClockwise } else { Direction::Clockwise };
    assert_eq!(g.direction(), expected);
}

#[test]
fn a_table_is_checked_in_one_place() {
    use uno_party::engine::{MAX_SEATS, MIN_SEATS};
    assert_eq!(Setup::validate(MIN_SEATS - 1, None), Err(SetupError::PlayerCount(1)));
    assert_eq!(Setup::validate(MAX_SEATS + 1, None), Err(SetupError::PlayerCount(11)));
    assert_eq!(Setup::validate(4, Some(4)), Err(SetupError::NoSuchDealer(4)));
    assert_eq!(Setup::validate(10, Some(9)), Ok(()));
    // Game::new refuses exactly what validate refuses.
    let game = |seats, dealer| Game::new(Setup { seats, rules: RuleSet::default(), seed: 1, dealer }).err();
    assert_eq!(game(1, None), Some(SetupError::PlayerCount(1)));
    assert_eq!(game(3, Some(3)), Some(SetupError::NoSuchDealer(3)));
}

#[test]
fn a_new_round_starts_clockwise_and_says_so_when_the_last_one_ended_the_other_way() {
    let mut g =
        build(Scenario::new(3).top(c("Red 5")).hand(0, &cs(&["Red 7"])).direction(Direction::CounterClockwise).turn(0));
    act(&mut g, 0, Action::Play(c("Red 7")));
    assert_eq!(g.phase(), Phase::RoundOver);
    let events = act(&mut g, 0, Action::StartRound);
    assert_eq!(g.direction(), Direction::Clockwise);
    let started = events.iter().position(|e| matches!(e, Event::RoundStarted { .. })).unwrap();
    assert_eq!(events[started + 1], Event::DirectionChanged { direction: Direction::Clockwise });
    // A round that ended clockwise starts without a word about it.
    let mut g = build(Scenario::new(3).top(c("Red 5")).hand(0, &cs(&["Red 7"])).turn(0));
    act(&mut g, 0, Action::Play(c("Red 7")));
    let events = act(&mut g, 0, Action::StartRound);
    assert!(!events.iter().take(2).any(|e| matches!(e, Event::DirectionChanged { .. })), "{events:?}");
}

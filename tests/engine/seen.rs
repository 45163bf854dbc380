//! What the table saw: the draws that showed what a hand lacked, and games imagined from a view to
//! fit them.

use uno_party::engine::{Action, Card, Colour, Game, NoEvents, Rng, Scenario, Seat, colour_mask};

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn cs(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| c(n)).collect()
}

fn act(g: &mut Game, seat: Seat, a: Action) {
    g.apply_with(seat, a, &mut NoEvents).unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"));
}

#[test]
fn a_drawn_card_that_does_not_fit_is_covered_by_what_the_draw_showed() {
    // Blue 1 does not fit a Red 5: the turn passes, and the whole hand (the new card too) lacked
    // red and fives.
    let mut g = Scenario::new(3).hand(0, &cs(&["Green 2", "Yellow 3"])).next_draws(&cs(&["Blue 1"])).build().unwrap();
    act(&mut g, 0, Action::Draw);
    let v = g.voids()[0].expect("the draw was seen");
    assert_eq!((v.top, v.colour, v.drawn_since), (c("Red 5"), Colour::Red, 0));
    // A drawn card that fits is left out: it may be played or kept.
    let mut g = Scenario::new(3).hand(0, &cs(&["Green 2", "Yellow 3"])).next_draws(&cs(&["Red 8"])).build().unwrap();
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(g.voids()[0].map(|v| v.drawn_since), Some(1));
}

#[test]
fn the_cards_received_after_a_draw_are_imagined_at_random() {
    // Seat 2 drew on a Red 5 (no red, no five), then received two cards nobody saw: of its nine
    // cards, seven lack red and the two new ones are as likely red as any unseen card (about one
    // in four). The old sampler dealt them from the red cards it had passed over: 1.3 of 2.
    let mut g = Scenario::new(4)
        .hand(0, &cs(&["Red 7", "Blue 1", "Green 2"]))
        .hand(1, &cs(&["Red Draw Two", "Yellow 2"]))
        .hand(2, &cs(&["Green 1", "Green 3", "Yellow 4", "Yellow 6", "Blue 8", "Blue 9"]))
        .hand(3, &cs(&["Red 6", "Blue 3"]))
        .next_draws(&cs(&["Green 7"]))
        .turn(2)
        .build()
        .unwrap();
    act(&mut g, 2, Action::Draw);
    act(&mut g, 3, Action::Play(c("Red 6")));
    act(&mut g, 0, Action::Play(c("Red 7")));
    act(&mut g, 1, Action::Play(c("Red Draw Two")));
    assert_eq!(g.hand(2).len(), 9, "{:?}", g.hand(2).to_vec());
    assert_eq!(g.voids()[2].map(|v| v.drawn_since), Some(2));
    let view = g.view(Some(0));
    let mut rng = Rng::new(5);
    let mut reds = 0;
    let n = 2000;
    for _ in 0..n {
        let imagined = view.sample_game(&mut rng);
        imagined.check_invariants().unwrap();
        assert_eq!(imagined.view(Some(0)), view);
        reds += imagined.hand(2).cards().filter(|k| k.bit() & colour_mask(Colour::Red) != 0).count();
    }
    let mean = reds as f64 / n as f64;
    assert!((0.3..0.7).contains(&mean), "reds in seat 2's imagined hand: {mean}");
}

#[test]
fn a_game_that_counted_its_draws_otherwise_is_the_same_position() {
    let mut g = Scenario::new(3).next_draws(&cs(&["Blue 1"])).build().unwrap();
    let start = g.clone();
    act(&mut g, 0, Action::Draw);
    // As an earlier version saved it: the drawn card counted as received since the draw.
    let text = g.to_ron();
    let older = text.replacen("drawn_since: 0", "drawn_since: 1", 1);
    assert_ne!(older, text);
    let back = Game::from_ron(&older).unwrap();
    assert_ne!(back, g);
    assert!(back.same_position(&g) && g.same_position(&back));
    // ...but neither the game before the draw nor one a move further is.
    assert!(!start.same_position(&g));
    let mut later = back.clone();
    act(&mut later, 1, Action::Draw);
    assert!(!later.same_position(&g));
}

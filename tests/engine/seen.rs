//! What the table saw: the draws and wilds that showed what a hand lacked, and games imagined from
//! a view to fit them.

use uno_party::engine::{
    Action, Card, CardMask, Colour, Game, NoEvents, Rng, Scenario, Seat, View, WILD_MASK, colour_mask,
};

use crate::support::cards::{c, cs};

/// The coloured faces that fit `top` with `colour` in force.
fn fitting(top: &str, colour: Colour) -> CardMask {
    let top = c(top);
    let same_kind = Card::all().filter(|k| k.kind() == top.kind() && !k.is_wild()).fold(0, |m, k| m | k.bit());
    colour_mask(colour) | same_kind
}

/// Imagines `n` games from `view`, checks each fits it, and gives `seat`'s imagined hands.
fn imagined_hands(view: &View, seat: Seat, n: usize) -> Vec<Vec<Card>> {
    let mut rng = Rng::new(11);
    (0..n)
        .map(|_| {
            let g = view.sample_game(&mut rng);
            g.check_invariants().unwrap();
            assert_eq!(&g.view(view.seat), view);
            g.hand(seat).to_vec()
        })
        .collect()
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
    let l = g.lacks(0).next().expect("the draw was seen");
    assert_eq!(l.since, 0);
    assert_eq!(l.mask, fitting("Red 5", Colour::Red) | WILD_MASK, "no red, no five, no wild of any kind");
    // A drawn card that fits is left out: it may be played or kept.
    let mut g = Scenario::new(3).hand(0, &cs(&["Green 2", "Yellow 3"])).next_draws(&cs(&["Red 8"])).build().unwrap();
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::KeepDrawn);
    assert_eq!(g.lacks(0).next().map(|l| l.since), Some(1));
    // Played at once, it was the card received: the claim covers the whole hand again.
    let mut g = Scenario::new(3).hand(0, &cs(&["Green 2", "Yellow 3"])).next_draws(&cs(&["Red 8"])).build().unwrap();
    act(&mut g, 0, Action::Draw);
    act(&mut g, 0, Action::PlayDrawn);
    assert_eq!(g.lacks(0).next().map(|l| (l.since, l.covers(g.hand(0).len()))), Some((0, 2)));
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
    assert_eq!(g.lacks(2).next().map(|l| l.since), Some(2));
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
    let older = text.replacen("since: 0", "since: 1", 1);
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

#[test]
fn the_cards_held_since_two_draws_lack_what_both_draws_showed() {
    // Seat 2 draws on a Red 5 and gets a Green 7 (no fit), later draws on a Blue 3 and gets a
    // Yellow 9 (no fit). The five cards it held at both draws lack red, blue, fives, threes and
    // wilds; the Green 7 drawn at the first was held at the second and lacks blue and threes.
    let mut g = Scenario::new(4)
        .hand(0, &cs(&["Red 3", "Green 2", "Yellow 1"]))
        .hand(1, &cs(&["Blue 3", "Yellow 2"]))
        .hand(2, &cs(&["Green 1", "Green 4", "Yellow 6", "Yellow 8", "Green 8"]))
        .hand(3, &cs(&["Red 6", "Green 6"]))
        .next_draws(&cs(&["Green 7", "Yellow 9"]))
        .turn(2)
        .build()
        .unwrap();
    act(&mut g, 2, Action::Draw);
    act(&mut g, 3, Action::Play(c("Red 6")));
    act(&mut g, 0, Action::Play(c("Red 3")));
    act(&mut g, 1, Action::Play(c("Blue 3")));
    act(&mut g, 2, Action::Draw);
    let claims: Vec<(u8, usize)> = g.lacks(2).map(|l| (l.since, l.covers(7))).collect();
    assert_eq!(claims, vec![(0, 7), (1, 6)], "newest first");
    let view = g.view(Some(0));
    let blue_or_three = fitting("Blue 3", Colour::Blue) | WILD_MASK;
    let red_or_five = fitting("Red 5", Colour::Red);
    let mut old_red = 0;
    for hand in imagined_hands(&view, 2, 1000) {
        assert_eq!(hand.len(), 7);
        assert!(hand.iter().all(|k| k.bit() & blue_or_three == 0), "held at the last draw: {hand:?}");
        let red = hand.iter().filter(|k| k.bit() & red_or_five != 0).count();
        assert!(red <= 1, "only the card drawn since the first draw may be red or a five: {hand:?}");
        old_red += red;
    }
    // The one card not covered by the first draw is red or a five about as often as any unseen
    // card that is not blue, a three or a wild (roughly two in five), not never and not always.
    assert!((100..700).contains(&old_red), "{old_red} of 1000");
}

#[test]
fn a_wild_shows_that_nothing_coloured_fitted_and_a_wild_draw_four_that_the_colour_was_missing() {
    // A Wild on a Red 5: the rest of the hand has no red, no five and no Wild Draw Four (a fair
    // one would have been played first); another Wild it may still hold.
    let mut g = Scenario::new(3)
        .hand(0, &cs(&["Green 2", "Yellow 3"]))
        .hand(1, &cs(&["Wild", "Green 1", "Yellow 7", "Blue 8"]))
        .turn(1)
        .build()
        .unwrap();
    act(&mut g, 1, Action::Play(c("Wild")));
    let l = g.lacks(1).next().expect("the wild was seen");
    assert_eq!(l.mask, fitting("Red 5", Colour::Red) | c("Wild Draw Four").bit());
    assert!(!l.by_wild_draw_four);
    for hand in imagined_hands(&g.view(Some(0)), 1, 500) {
        assert!(hand.iter().all(|k| k.bit() & l.mask == 0), "{hand:?}");
    }
    // A Wild Draw Four with red in force: the rest of the hand has no red. Shown to be a bluff,
    // the claim is dropped.
    let build = || {
        Scenario::new(3)
            .hand(0, &cs(&["Green 2", "Yellow 3"]))
            .hand(1, &cs(&["Wild Draw Four", "Red 1", "Yellow 7", "Blue 8"]))
            .hand(2, &cs(&["Green 5", "Blue 2"]))
            .turn(1)
            .build()
            .unwrap()
    };
    let mut g = build();
    act(&mut g, 1, Action::Play(c("Wild Draw Four")));
    act(&mut g, 1, Action::ChooseColour(Colour::Green));
    let l = g.lacks(1).next().expect("the Wild Draw Four was seen");
    assert_eq!((l.mask, l.by_wild_draw_four), (colour_mask(Colour::Red), true));
    // While the challenge is open the Wild Draw Four may be a bluff: the imagined hands hold red
    // as often as the unseen cards make likely (not never).
    let with_red = imagined_hands(&g.view(Some(2)), 1, 500)
        .iter()
        .filter(|h| h.iter().any(|k| k.bit() & colour_mask(Colour::Red) != 0))
        .count();
    assert!(with_red > 200, "{with_red} of 500 imagined hands hold red");
    act(&mut g, 2, Action::Challenge);
    assert_eq!(g.lacks(1).count(), 0, "the bluff was shown: it lacked nothing");
}

#[test]
fn a_game_saved_when_only_the_last_draw_was_kept_loads_with_that_draw_as_its_claim() {
    let mut g = Scenario::new(3).next_draws(&cs(&["Blue 1"])).build().unwrap();
    act(&mut g, 0, Action::Draw);
    let text = g.to_ron();
    let (from, to) = (text.find("lacks:").unwrap(), text.find("last_round:").unwrap());
    let earlier = format!(
        "{}voids: [Some((top: \"Red 5\", colour: Red, drawn_since: 1)), None, None],\n    {}",
        &text[..from],
        &text[to..]
    );
    let back = Game::from_ron(&earlier).unwrap_or_else(|e| panic!("{e}"));
    // Those games did not count a fair Wild Draw Four as lacking.
    let mask = (fitting("Red 5", Colour::Red) | WILD_MASK) & !c("Wild Draw Four").bit();
    assert_eq!(back.lacks(0).map(|l| (l.mask, l.since)).collect::<Vec<_>>(), vec![(mask, 1)]);
    assert_eq!(back.lacks(1).count() + back.lacks(2).count(), 0);
    // Saved again, it keeps the claim in today's form.
    assert_eq!(Game::from_ron(&back.to_ron()).unwrap(), back);
}

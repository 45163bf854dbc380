//! What the table saw: the draws that showed what a hand lacked, the wild cards played and on
//! what, and games imagined from a view to fit them.

use uno_party::engine::{
    Action, Card, Colour, Game, Lack, NoEvents, Rng, Scenario, Seat, WildPlayed, colour_mask, matching_mask,
};

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
    // Cards received later are counted.
    act(&mut g, 1, Action::Draw);
    assert_eq!(g.voids()[0].map(|v| v.drawn_since), Some(1));
}

#[test]
fn a_wild_played_from_the_hand_is_remembered_with_what_it_was_played_on() {
    let mut g = Scenario::new(3)
        .hand(0, &cs(&["Wild", "Green 2", "Yellow 3"]))
        .hand(1, &cs(&["Wild Draw Four", "Blue 4", "Blue 5"]))
        .build()
        .unwrap();
    assert!(g.wild_plays().iter().all(Option::is_none));
    act(&mut g, 0, Action::Play(Card::WILD));
    assert_eq!(
        g.wild_plays()[0],
        Some(WildPlayed { card: Card::WILD, top: c("Red 5"), colour: Colour::Red, received_since: 0 })
    );
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    // Seat 1 holds no green: a fair Wild Draw Four, remembered on the Wild under a green colour.
    act(&mut g, 1, Action::Play(Card::WILD_DRAW_FOUR));
    assert_eq!(
        g.wild_plays()[1],
        Some(WildPlayed { card: Card::WILD_DRAW_FOUR, top: Card::WILD, colour: Colour::Green, received_since: 0 })
    );
    // Everyone sees it, and it travels into views and saves.
    for seat in [None, Some(0), Some(2)] {
        assert_eq!(g.view(seat).wild_plays[1], g.wild_plays()[1]);
    }
    let back = Game::from_ron(&g.to_ron()).expect("the save loads");
    assert_eq!(back.wild_plays(), g.wild_plays());
    // Cards received afterwards are counted.
    act(&mut g, 1, Action::ChooseColour(Colour::Blue));
    act(&mut g, 2, Action::Accept);
    assert_eq!(g.wild_plays()[2], None);
    act(&mut g, 0, Action::Draw);
    let received = g.wild_plays()[0].map(|w| w.received_since);
    assert_eq!(received, Some(1), "{:?}", g.wild_plays());
}

#[test]
fn a_save_from_before_wild_plays_were_kept_still_loads() {
    let mut g = Scenario::new(3).hand(0, &cs(&["Wild", "Green 2", "Yellow 3"])).build().unwrap();
    act(&mut g, 0, Action::Play(Card::WILD));
    let text = g.to_ron();
    let start = text.find("wild_plays:").expect("saved");
    let end = start + text[start..].find("],").expect("a list") + 2;
    let older = format!("{}{}", &text[..start], &text[end..]);
    let back = Game::from_ron(&older).unwrap_or_else(|e| panic!("{e}\n{older}"));
    assert!(back.wild_plays().iter().all(Option::is_none));
    assert_eq!(back.hand(0), g.hand(0));
}

/// In `n` games imagined for seat 0 under `guesses`: how many cards of `mask` `seat` holds, on average.
fn share_with(g: &Game, guesses: &[Lack], seat: Seat, mask: u64, n: u32) -> f64 {
    let view = g.view(Some(0));
    let mut rng = Rng::new(5);
    let mut hits = 0;
    for _ in 0..n {
        let imagined = view.sample_game_given(&mut rng, guesses);
        imagined.check_invariants().unwrap();
        assert_eq!(imagined.view(Some(0)), view, "an imagined game shows another view");
        hits += imagined.hand(seat).cards().filter(|k| k.bit() & mask != 0).count();
    }
    hits as f64 / n as f64
}

#[test]
fn imagined_games_fit_the_guesses_they_are_given() {
    let g = Scenario::new(4).hand(0, &cs(&["Blue 1", "Green 2"])).build().unwrap();
    let reds = colour_mask(Colour::Red);
    let free = share_with(&g, &[], 2, reds, 400);
    assert!((1.4..2.0).contains(&free), "seven random cards hold 7 x 25/105 reds: {free}");
    // Seat 2 lacks red among all seven of its cards.
    let all = [Lack { seat: 2, held: 7, lacks: reds }];
    assert_eq!(share_with(&g, &all, 2, reds, 400), 0.0);
    // Among five of them only: two may be red.
    let some = [Lack { seat: 2, held: 5, lacks: reds }];
    let part = share_with(&g, &some, 2, reds, 400);
    assert!((0.3..0.7).contains(&part), "the two others hold 2 x 25/98 reds: {part}");
    // Two guesses about one hand: the older covers fewer cards and is kept with the newer.
    let fives = matching_mask(c("Yellow 5"), Colour::Yellow) & !colour_mask(Colour::Yellow);
    let both = [Lack { seat: 2, held: 7, lacks: fives }, Lack { seat: 2, held: 7, lacks: reds }];
    assert_eq!(share_with(&g, &both, 2, reds | fives, 400), 0.0);
    // Another seat's guess leaves seat 2 alone.
    let other = [Lack { seat: 1, held: 7, lacks: reds }];
    let alone = share_with(&g, &other, 2, reds, 400);
    assert!(alone > free, "seat 1's share goes to the others: {alone} vs {free}");
}

#[test]
fn the_draw_before_the_last_is_remembered_for_the_cards_held_since() {
    // Seat 0 draws on a Red 5 (nothing red, no five), later on a Blue 5: the cards it has held
    // since the first draw lacked both.
    let mut g = Scenario::new(2)
        .hand(0, &cs(&["Green 2", "Yellow 3"]))
        .hand(1, &cs(&["Blue 5", "Blue 6", "Blue 7"]))
        .next_draws(&cs(&["Green 8", "Yellow 1", "Green 9"]))
        .build()
        .unwrap();
    act(&mut g, 0, Action::Draw);
    assert_eq!(g.earlier_voids()[0], None);
    act(&mut g, 1, Action::Play(c("Blue 5")));
    act(&mut g, 0, Action::Draw);
    let last = g.voids()[0].expect("the second draw");
    let earlier = g.earlier_voids()[0].expect("the first draw");
    assert_eq!((last.top, last.colour, last.drawn_since), (c("Blue 5"), Colour::Blue, 0));
    // The card of the second draw came after the first.
    assert_eq!((earlier.top, earlier.colour, earlier.drawn_since), (c("Red 5"), Colour::Red, 1));
    assert_eq!(g.view(Some(1)).earlier_voids[0], Some(earlier));
    let back = Game::from_ron(&g.to_ron()).expect("the save loads");
    assert_eq!(back.earlier_voids(), g.earlier_voids());
    // Imagined hands for seat 1 give seat 0's old cards neither red nor blue nor a five.
    let view = g.view(Some(1));
    let mut rng = Rng::new(3);
    let old_ones = matching_mask(c("Red 5"), Colour::Red) | matching_mask(c("Blue 5"), Colour::Blue);
    for _ in 0..200 {
        let imagined = view.sample_game(&mut rng);
        let hits = imagined.hand(0).cards().filter(|k| k.bit() & old_ones != 0).count();
        assert!(hits <= 1, "only the card drawn after the first draw may be red: {:?}", imagined.hand(0).to_vec());
    }
}

#[test]
fn a_game_that_remembers_less_is_the_same_position() {
    let mut g = Scenario::new(3).hand(0, &cs(&["Wild", "Green 2", "Yellow 3"])).build().unwrap();
    act(&mut g, 0, Action::Play(Card::WILD));
    act(&mut g, 0, Action::ChooseColour(Colour::Green));
    act(&mut g, 1, Action::Draw);
    // A save without what the table saw (as an earlier version wrote it) is the same match...
    let text = g.to_ron();
    let mut older = text.clone();
    for field in ["earlier_voids:", "wild_plays:"] {
        let start = older.find(field).expect("saved");
        let end = start + older[start..].find("],").expect("a list") + 2;
        older = format!("{}{}", &older[..start], &older[end..]);
    }
    let back = Game::from_ron(&older).unwrap();
    assert_ne!(back, g);
    assert!(back.same_position(&g) && g.same_position(&back));
    // ...but not one a move further.
    let mut later = back.clone();
    let seat = later.to_act().expect("in a round");
    act(&mut later, seat, Action::Draw);
    assert!(!later.same_position(&g));
}

//! The deck: the classic 108 cards in their printed composition, and the 112-card deck with Wild
//! Swap Hands and one to three Customizable Wilds.

use uno_party::engine::{Card, Colour, CustomEffect, CustomWild, CustomWilds, Game, RuleSet, Setup};

use crate::support::games::sizes;
use crate::support::rule_sets::custom_rules;

#[test]
fn deck_classic_has_108_cards_in_the_printed_composition() {
    let d = RuleSet::default().deck_list();
    assert_eq!(d.len(), 108);
    assert_eq!(d.cards().count(), 108);
    for colour in Colour::ALL {
        assert_eq!(d.count(Card::number(colour, 0)), 1, "one {colour} 0");
        for n in 1..=9 {
            assert_eq!(d.count(Card::number(colour, n)), 2, "two {colour} {n}");
        }
        assert_eq!(d.count(Card::skip(colour)), 2);
        assert_eq!(d.count(Card::reverse(colour)), 2);
        assert_eq!(d.count(Card::draw_two(colour)), 2);
    }
    assert_eq!(d.count(Card::WILD), 4);
    assert_eq!(d.count(Card::WILD_DRAW_FOUR), 4);
    assert_eq!(d.count(Card::SWAP_HANDS), 0);
    assert_eq!(d.count(Card::custom(0)), 0);
    // 19 cards of each colour, as the box sheet lists.
    for colour in Colour::ALL {
        let numbers: usize = (0..=9).map(|n| d.count(Card::number(colour, n)) as usize).sum();
        assert_eq!(numbers, 19);
    }
}

#[test]
fn deck_112_adds_swap_hands_and_three_customizable_wilds() {
    let d = RuleSet::deck_112().deck_list();
    assert_eq!(d.len(), 112);
    assert_eq!(d.cards().count(), 112);
    assert_eq!(d.count(Card::SWAP_HANDS), 1);
    for i in 0..3 {
        assert_eq!(d.count(Card::custom(i)), 1);
    }
    assert_eq!(d.count(Card::WILD), 4);
    assert_eq!(d.count(Card::WILD_DRAW_FOUR), 4);
}

#[test]
fn deck_with_one_or_two_customizable_wilds_has_110_or_111_cards() {
    let one = custom_rules(&[CustomEffect::Reverse]);
    let d = one.deck_list();
    assert_eq!(d.len(), 110);
    assert_eq!(d.count(Card::custom(0)), 1);
    assert_eq!(d.count(Card::custom(1)), 0);
    let w = |t: &str| CustomWild::new(t, &[CustomEffect::Reverse]).expect("valid");
    let two = RuleSet { custom_wilds: CustomWilds::new(vec![w("a"), w("b")]).expect("two"), ..one };
    assert_eq!(two.deck_list().len(), 111);
    assert!(CustomWilds::new(vec![]).is_none(), "at least one customizable wild");
    assert!(CustomWilds::new(vec![w("a"), w("b"), w("c"), w("d")]).is_none(), "at most three");
}

#[test]
fn deck_112_game_deals_every_card_of_the_bigger_deck() {
    let (g, _) = Game::new_dealt(Setup { seats: 4, rules: RuleSet::deck_112(), seed: 3, dealer: Some(0) }).unwrap();
    let in_hands: usize = sizes(&g).iter().sum();
    assert_eq!(in_hands + g.draw_pile_len() + g.discard_pile_len(), 112);
    assert!(g.check_invariants().is_ok());
}

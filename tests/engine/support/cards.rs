//! Cards by name, and what is left of a deck.

use uno_party::engine::{Card, DeckList};

/// A card by name: "Red 7", "Blue Skip", "Wild Draw Four", "Customizable Wild 1".
pub fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Several cards by name.
pub fn cs(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| c(n)).collect()
}

/// Every card of the deck that the given cards do not use (for positions with an empty draw pile).
pub fn rest_of_deck(deck: &DeckList, used: &[Card]) -> Vec<Card> {
    let mut rest: Vec<Card> = deck.cards().collect();
    for u in used {
        let i = rest.iter().position(|x| x == u).expect("card in deck");
        rest.remove(i);
    }
    rest
}

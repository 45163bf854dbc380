//! Fixed-size card collections: a hand (counts per face) and a pile (cards in order).

use super::card::{Card, CardMask, FACES, MAX_DECK};

/// A multiset of cards stored as a count per face plus a bit mask of the faces present.
/// Copying it is cheap and adding or removing a card never allocates.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Hand {
    counts: [u8; FACES],
    mask: CardMask,
    len: u8,
}

impl Default for Hand {
    fn default() -> Self {
        Hand { counts: [0; FACES], mask: 0, len: 0 }
    }
}

impl Hand {
    /// An empty hand.
    pub fn new() -> Hand {
        Hand::default()
    }

    /// A hand holding these cards.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Hand {
        let mut h = Hand::new();
        for c in cards {
            h.add(c);
        }
        h
    }

    /// Number of cards.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when the hand holds no card.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many copies of `card` the hand holds.
    #[inline]
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// True when the hand holds at least one `card`.
    #[inline]
    pub fn contains(&self, card: Card) -> bool {
        self.mask & card.bit() != 0
    }

    /// The faces present, as bits.
    #[inline]
    pub fn mask(&self) -> CardMask {
        self.mask
    }

    /// Adds one card.
    #[inline]
    pub fn add(&mut self, card: Card) {
        self.counts[card.index()] += 1;
        self.mask |= card.bit();
        self.len += 1;
    }

    /// Removes one card the hand is known to hold (checked in debug builds), without branches.
    #[inline]
    pub(crate) fn remove_held(&mut self, card: Card) {
        debug_assert!(self.contains(card), "{card:?} is not in the hand");
        let i = card.index();
        let left = self.counts[i].wrapping_sub(1);
        self.counts[i] = left;
        self.mask &= !(((left == 0) as CardMask) << i);
        self.len = self.len.wrapping_sub(1);
    }

    /// Removes one card; returns false (and changes nothing) when the hand has none.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let i = card.index();
        if self.counts[i] == 0 {
            return false;
        }
        self.counts[i] -= 1;
        if self.counts[i] == 0 {
            self.mask &= !card.bit();
        }
        self.len -= 1;
        true
    }

    /// The count of every face.
    pub(crate) fn counts(&self) -> &[u8; FACES] {
        &self.counts
    }

    /// True when the face mask and the size agree with the counts.
    pub(crate) fn is_consistent(&self) -> bool {
        let len: u32 = self.counts.iter().map(|&k| k as u32).sum();
        let faces = self.counts.iter().filter(|&&k| k > 0).count() as u32;
        let mut m = self.mask;
        while m != 0 {
            if self.counts[m.trailing_zeros() as usize] == 0 {
                return false;
            }
            m &= m - 1;
        }
        self.mask >> FACES == 0 && self.mask.count_ones() == faces && len == self.len as u32
    }

    /// Every card, copies repeated, in face order (colour, then value).
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        Card::all().flat_map(move |c| std::iter::repeat_n(c, self.counts[c.index()] as usize))
    }

    /// The cards as a vector, in face order.
    pub fn to_vec(&self) -> Vec<Card> {
        self.cards().collect()
    }

    /// Sum of the card points (see [`Card::points`]).
    pub fn points(&self, new_card_points: u32) -> u32 {
        let mut m = self.mask;
        let mut sum = 0;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let card = Card::from_bit(i as u32);
            sum += card.points(new_card_points) * self.counts[i] as u32;
        }
        sum
    }

    /// Number of cards whose faces are in `mask`.
    pub fn count_in(&self, mask: CardMask) -> u32 {
        let mut m = self.mask & mask;
        let mut n = 0;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            n += self.counts[i] as u32;
        }
        n
    }

    /// Removes every card whose face is in `mask` and returns them.
    pub fn take_all(&mut self, mask: CardMask) -> Vec<Card> {
        let mut out = Vec::new();
        let mut m = self.mask & mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let card = Card::from_bit(i as u32);
            for _ in 0..self.counts[i] {
                out.push(card);
            }
            self.len -= self.counts[i];
            self.counts[i] = 0;
        }
        self.mask &= !mask;
        out
    }
}

impl std::fmt::Debug for Hand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

/// Cards in order, the last one on top. Fixed capacity: a whole deck.
#[derive(Clone, Copy)]
pub struct Pile {
    cards: [Card; MAX_DECK],
    len: u8,
}

impl Default for Pile {
    fn default() -> Self {
        Pile { cards: [Card::WILD; MAX_DECK], len: 0 }
    }
}

impl Pile {
    /// Number of cards.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when the pile is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The top card.
    #[inline]
    pub fn top(&self) -> Option<Card> {
        if self.len == 0 { None } else { Some(self.cards[self.len as usize - 1]) }
    }

    /// Puts a card on top.
    #[inline]
    pub fn push(&mut self, card: Card) {
        self.cards[self.len as usize] = card;
        self.len += 1;
    }

    /// Takes the top card.
    #[inline]
    pub fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.cards[self.len as usize])
    }

    /// Puts a card just under the top card (or on top of an empty pile).
    pub fn insert_under_top(&mut self, card: Card) {
        match self.pop() {
            Some(top) => {
                self.push(card);
                self.push(top);
            }
            None => self.push(card),
        }
    }

    /// The cards, bottom first.
    #[inline]
    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// The cards, bottom first, mutable (for shuffling).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Card] {
        &mut self.cards[..self.len as usize]
    }

    /// Replaces the cards by `counts[i]` copies of each face `i`, in face order (a deck's count
    /// of every face never exceeds the capacity).
    pub(crate) fn fill_from_counts(&mut self, counts: &[u8; FACES]) {
        let mut n = 0usize;
        for (i, &k) in counts.iter().enumerate() {
            let card = Card::from_bit(i as u32);
            for slot in self.cards.iter_mut().skip(n).take(k as usize) {
                *slot = card;
            }
            n += k as usize;
        }
        self.len = n.min(MAX_DECK) as u8;
    }

    /// Removes every card.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// A pile of these cards, bottom first.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Pile {
        let mut p = Pile::default();
        for c in cards {
            p.push(c);
        }
        p
    }
}

impl PartialEq for Pile {
    fn eq(&self, other: &Pile) -> bool {
        // Slots past `len` hold leftovers: only the cards count.
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Pile {}

impl std::fmt::Debug for Pile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

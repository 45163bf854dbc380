//! Cards: colours, faces, the two decks and the bit masks the rules use to match cards fast.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the four card colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Blue.
    Blue,
}

impl Colour {
    /// The four colours in card order.
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue];

    /// The colour's index, 0 to 3.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with this index (taken modulo 4).
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i % 4]
    }

    /// The colour's English name.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Yellow => "Yellow",
            Colour::Green => "Green",
            Colour::Blue => "Blue",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is printed on a card, without its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// A number card, 0 to 9.
    Number(u8),
    /// Skip: the next player loses the turn.
    Skip,
    /// Reverse: the direction of play flips.
    Reverse,
    /// Draw Two: the next player draws two and loses the turn.
    DrawTwo,
    /// Wild: the player names the colour.
    Wild,
    /// Wild Draw Four: names the colour; the next player draws four unless they challenge.
    WildDrawFour,
    /// Wild Swap Hands (112-card deck): names the colour and swaps hands with a chosen player.
    SwapHands,
    /// Customizable Wild number 0 to 2 (112-card deck): names the colour and applies its agreed effect.
    Custom(u8),
}

/// Number of distinct card faces: 4 colours x 13 coloured faces, then Wild, Wild Draw Four,
/// Wild Swap Hands and three Customizable Wilds.
pub const FACES: usize = 58;
/// The most cards a deck can hold (108 classic + Swap Hands + 3 Customizable Wilds).
pub const MAX_DECK: usize = 112;

const COLOURED: u8 = 52;
const WILD: u8 = 52;
const WILD_DRAW_FOUR: u8 = 53;
const SWAP_HANDS: u8 = 54;
const CUSTOM0: u8 = 55;

/// A card face. Two cards with the same face (two Red 7s) are the same `Card`: nothing in the
/// rules tells them apart, so hands and piles hold faces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// Wild.
    pub const WILD: Card = Card(WILD);
    /// Wild Draw Four.
    pub const WILD_DRAW_FOUR: Card = Card(WILD_DRAW_FOUR);
    /// Wild Swap Hands.
    pub const SWAP_HANDS: Card = Card(SWAP_HANDS);

    /// A coloured card. Returns `None` for a wild kind or a number above 9.
    pub const fn coloured(colour: Colour, kind: Kind) -> Option<Card> {
        let k = match kind {
            Kind::Number(n) if n <= 9 => n,
            Kind::Skip => 10,
            Kind::Reverse => 11,
            Kind::DrawTwo => 12,
            _ => return None,
        };
        Some(Card(colour as u8 * 13 + k))
    }

    /// A number card (panics on numbers above 9: for literals in code and tests).
    pub const fn number(colour: Colour, n: u8) -> Card {
        assert!(n <= 9, "card numbers go from 0 to 9");
        Card(colour as u8 * 13 + n)
    }

    /// A Skip of this colour.
    pub const fn skip(colour: Colour) -> Card {
        Card(colour as u8 * 13 + 10)
    }

    /// A Reverse of this colour.
    pub const fn reverse(colour: Colour) -> Card {
        Card(colour as u8 * 13 + 11)
    }

    /// A Draw Two of this colour.
    pub const fn draw_two(colour: Colour) -> Card {
        Card(colour as u8 * 13 + 12)
    }

    /// Customizable Wild number `i` (0 to 2).
    pub const fn custom(i: u8) -> Card {
        assert!(i < 3, "there are at most three customizable wilds");
        Card(CUSTOM0 + i)
    }

    /// The card with this face index (0 to 57).
    pub const fn from_index(i: usize) -> Option<Card> {
        if i < FACES { Some(Card(i as u8)) } else { None }
    }

    /// The card of bit `i` of a [`CardMask`] (bits above 57 are never set in a mask).
    #[inline]
    pub(crate) const fn from_bit(i: u32) -> Card {
        debug_assert!(i < FACES as u32);
        Card(i as u8)
    }

    /// The card of bit `i`, or some face when `i` is past the last one (a placeholder for slots
    /// that are never read).
    #[inline(always)]
    pub(crate) const fn from_bit_or_placeholder(i: u32) -> Card {
        Card((i & 63) as u8)
    }

    /// The face index, 0 to 57.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The colour printed on the card; `None` for wilds.
    pub const fn colour(self) -> Option<Colour> {
        if self.0 < COLOURED { Some(Colour::from_index((self.0 / 13) as usize)) } else { None }
    }

    /// What is printed on the card.
    #[inline]
    pub const fn kind(self) -> Kind {
        KINDS[self.0 as usize & 63]
    }

    /// `kind` worked out (used once, to fill the table `kind` reads).
    const fn kind_of(self) -> Kind {
        if self.0 < COLOURED {
            match self.0 % 13 {
                10 => Kind::Skip,
                11 => Kind::Reverse,
                12 => Kind::DrawTwo,
                n => Kind::Number(n),
            }
        } else {
            match self.0 {
                WILD => Kind::Wild,
                WILD_DRAW_FOUR => Kind::WildDrawFour,
                SWAP_HANDS => Kind::SwapHands,
                c => Kind::Custom(c - CUSTOM0),
            }
        }
    }

    /// True for every wild kind (Wild, Wild Draw Four, Swap Hands, Customizable).
    pub const fn is_wild(self) -> bool {
        self.0 >= COLOURED
    }

    /// The bit of this face in a [`CardMask`].
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Base points of the card at the end of a round; `new_card_points` is used for
    /// Swap Hands and Customizable Wilds.
    pub const fn points(self, new_card_points: u32) -> u32 {
        match self.kind() {
            Kind::Number(n) => n as u32,
            Kind::Skip | Kind::Reverse | Kind::DrawTwo => 20,
            Kind::Wild | Kind::WildDrawFour => 50,
            Kind::SwapHands | Kind::Custom(_) => new_card_points,
        }
    }

    /// Every face in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..FACES as u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.colour(), self.kind()) {
            (Some(c), Kind::Number(n)) => write!(f, "{c} {n}"),
            (Some(c), Kind::Skip) => write!(f, "{c} Skip"),
            (Some(c), Kind::Reverse) => write!(f, "{c} Reverse"),
            (Some(c), Kind::DrawTwo) => write!(f, "{c} Draw Two"),
            (_, Kind::Wild) => f.write_str("Wild"),
            (_, Kind::WildDrawFour) => f.write_str("Wild Draw Four"),
            (_, Kind::SwapHands) => f.write_str("Wild Swap Hands"),
            (_, Kind::Custom(i)) => write!(f, "Customizable Wild {}", i + 1),
            (None, _) => unreachable!("coloured kinds always have a colour"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card name that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a card (try `Red 7`, `Blue Skip`, `Green Reverse`, `Yellow Draw Two`, `Wild`, `Wild Draw Four`, `Wild Swap Hands` or `Customizable Wild 1`)"
)]
pub struct CardParseError(pub String);

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError(s.to_string());
        let norm = s.trim().to_ascii_lowercase();
        match norm.as_str() {
            "wild" => return Ok(Card::WILD),
            "wild draw four" | "wild draw 4" | "+4" => return Ok(Card::WILD_DRAW_FOUR),
            "wild swap hands" | "swap hands" => return Ok(Card::SWAP_HANDS),
            _ => {}
        }
        if let Some(n) = norm.strip_prefix("customizable wild ") {
            let n: u8 = n.trim().parse().map_err(|_| err())?;
            return if (1..=3).contains(&n) { Ok(Card::custom(n - 1)) } else { Err(err()) };
        }
        let (colour, rest) = norm.split_once(' ').ok_or_else(err)?;
        let colour = match colour {
            "red" => Colour::Red,
            "yellow" => Colour::Yellow,
            "green" => Colour::Green,
            "blue" => Colour::Blue,
            _ => return Err(err()),
        };
        let kind = match rest.trim() {
            "skip" => Kind::Skip,
            "reverse" => Kind::Reverse,
            "draw two" | "draw 2" | "+2" => Kind::DrawTwo,
            n => Kind::Number(n.parse().map_err(|_| err())?),
        };
        Card::coloured(colour, kind).ok_or_else(err)
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of faces as bits (bit `i` = face index `i`).
pub type CardMask = u64;

/// Bits of every coloured face of one colour.
pub const fn colour_mask(c: Colour) -> CardMask {
    0x1FFFu64 << (c as u32 * 13)
}

/// Bits of all wild faces.
pub const WILD_MASK: CardMask = 0x3Fu64 << 52;
/// Bits of all coloured faces.
pub const COLOURED_MASK: CardMask = (1u64 << 52) - 1;

/// The kind of every face (and of the unused bit positions, which hold no card), by index.
const KINDS: [Kind; 64] = {
    let mut t = [Kind::Wild; 64];
    let mut i = 0;
    while i < FACES {
        t[i] = Card(i as u8).kind_of();
        i += 1;
    }
    t
};

/// Bits of the same coloured kind in all four colours (kind index 0..13 within a colour).
const fn same_kind_mask(k: u32) -> CardMask {
    (1u64 << k) | (1u64 << (k + 13)) | (1u64 << (k + 26)) | (1u64 << (k + 39))
}

/// Faces that match `top` by colour (the current colour) or by number/symbol, wilds excluded.
#[inline]
pub fn matching_mask(top: Card, current: Colour) -> CardMask {
    MATCHING[top.0 as usize][current as usize]
}

/// `matching_mask` for every top card and colour, computed at compile time.
static MATCHING: [[CardMask; 4]; FACES] = {
    let mut t = [[0u64; 4]; FACES];
    let mut face = 0;
    while face < FACES {
        let mut c = 0;
        while c < 4 {
            let by_colour = 0x1FFFu64 << (c * 13);
            t[face][c] =
                if face >= COLOURED as usize { by_colour } else { by_colour | same_kind_mask((face % 13) as u32) };
            c += 1;
        }
        face += 1;
    }
    t
};

/// Bits of every Draw Two.
pub const DRAW_TWO_MASK: CardMask = same_kind_mask(12);

/// Number of copies of each face in a deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckList {
    counts: [u8; FACES],
    len: u8,
    /// The deck's cards in face order, ready to be copied into the draw pile at every deal.
    ordered: super::hand::Pile,
}

impl DeckList {
    /// The classic 108-card deck.
    pub fn classic() -> DeckList {
        let mut counts = [0u8; FACES];
        for (i, count) in counts.iter_mut().enumerate().take(52) {
            *count = if i % 13 == 0 { 1 } else { 2 };
        }
        counts[WILD as usize] = 4;
        counts[WILD_DRAW_FOUR as usize] = 4;
        DeckList::from_counts(counts, 108)
    }

    fn from_counts(counts: [u8; FACES], len: u8) -> DeckList {
        let mut ordered = super::hand::Pile::default();
        ordered.fill_from_counts(&counts);
        DeckList { counts, len, ordered }
    }

    /// The classic deck plus one Wild Swap Hands and `custom` Customizable Wilds (1 to 3).
    pub fn with_swap_and_custom(custom: u8) -> DeckList {
        let mut counts = DeckList::classic().counts;
        counts[SWAP_HANDS as usize] = 1;
        for i in 0..custom.min(3) {
            counts[(CUSTOM0 + i) as usize] = 1;
        }
        DeckList::from_counts(counts, 109 + custom.min(3))
    }

    /// How many copies of `card` the deck holds.
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// Number of cards in the deck.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a deck has cards.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Puts every card of the deck, in face order, into `pile` (emptied first).
    pub fn fill(&self, pile: &mut super::hand::Pile) {
        *pile = self.ordered;
    }

    /// Every card of the deck, copies repeated, in face order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        Card::all().flat_map(move |c| std::iter::repeat_n(c, self.counts[c.index()] as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_deck_has_108_cards_with_the_printed_composition() {
        let d = DeckList::classic();
        assert_eq!(d.cards().count(), 108);
        assert_eq!(d.count(Card::number(Colour::Red, 0)), 1);
        assert_eq!(d.count(Card::number(Colour::Blue, 9)), 2);
        assert_eq!(d.count(Card::draw_two(Colour::Green)), 2);
        assert_eq!(d.count(Card::WILD), 4);
        assert_eq!(d.count(Card::WILD_DRAW_FOUR), 4);
        assert_eq!(d.count(Card::SWAP_HANDS), 0);
    }

    #[test]
    fn names_round_trip() {
        for c in Card::all() {
            let s = c.to_string();
            assert_eq!(s.parse::<Card>().unwrap(), c, "{s}");
        }
        assert!("Purple 3".parse::<Card>().is_err());
        assert!("Red 10".parse::<Card>().is_err());
    }

    #[test]
    fn masks_cover_faces() {
        assert_eq!(
            (colour_mask(Colour::Red)
                | colour_mask(Colour::Yellow)
                | colour_mask(Colour::Green)
                | colour_mask(Colour::Blue)),
            COLOURED_MASK
        );
        assert_eq!(COLOURED_MASK & WILD_MASK, 0);
        assert_eq!((COLOURED_MASK | WILD_MASK).count_ones() as usize, FACES);
        let m = matching_mask(Card::number(Colour::Red, 4), Colour::Red);
        assert!(m & Card::number(Colour::Blue, 4).bit() != 0);
        assert!(m & Card::skip(Colour::Red).bit() != 0);
        assert!(m & Card::number(Colour::Blue, 5).bit() == 0);
    }
}

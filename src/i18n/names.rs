//! The engine's cards and colours in words: the engine stays language-free, its English `Display`
//! is for the command line; what a player reads comes from here.

use super::{Localize, Message, Msg};
use crate::engine::{Card, Colour, Kind};

impl Localize for Colour {
    fn message(&self) -> Message {
        Message::new(match self {
            Colour::Red => Msg::ColourRed,
            Colour::Yellow => Msg::ColourYellow,
            Colour::Green => Msg::ColourGreen,
            Colour::Blue => Msg::ColourBlue,
        })
    }
}

/// A colour as part of a card's name ("Red 7", "7 rosso").
fn in_card(c: Colour) -> Msg {
    match c {
        Colour::Red => Msg::CardColourRed,
        Colour::Yellow => Msg::CardColourYellow,
        Colour::Green => Msg::CardColourGreen,
        Colour::Blue => Msg::CardColourBlue,
    }
}

/// A card's name in words: "Red 7", "Wild Draw Four" (see [`super::Texts::card`]).
pub(super) fn full(card: Card) -> Message {
    let coloured = |id: Msg| Message::new(id).with("colour", in_card(card.colour().unwrap_or(Colour::Red)));
    match card.kind() {
        Kind::Number(n) => coloured(Msg::CardNumber).with("n", n),
        Kind::Skip => coloured(Msg::CardSkip),
        Kind::Reverse => coloured(Msg::CardReverse),
        Kind::DrawTwo => coloured(Msg::CardDrawTwo),
        Kind::Wild => Message::new(Msg::CardWild),
        Kind::WildDrawFour => Message::new(Msg::CardWildDrawFour),
        Kind::SwapHands => Message::new(Msg::CardSwapHands),
        Kind::Custom(i) => Message::new(Msg::CardCustomWild).with("n", i + 1),
    }
}

/// A colour's letter in a short card name: `r`, `y`, `g`, `b` (`r`, `g`, `v`, `b` in Italian).
fn letter(c: Colour) -> Msg {
    match c {
        Colour::Red => Msg::CardShortRed,
        Colour::Yellow => Msg::CardShortYellow,
        Colour::Green => Msg::CardShortGreen,
        Colour::Blue => Msg::CardShortBlue,
    }
}

/// A card's name as the corner of the Braille deck (UNO Braille, made with the National
/// Federation of the Blind) has it: the colour's letter and the number or `sk`, `rv`, `+2`;
/// `wi` and `wi+4` for the wild cards (see [`super::Texts::card`]).
pub(super) fn short(card: Card) -> Message {
    let coloured = |id: Msg| Message::new(id).with("colour", letter(card.colour().unwrap_or(Colour::Red)));
    match card.kind() {
        Kind::Number(n) => coloured(Msg::CardShortNumber).with("n", n),
        Kind::Skip => coloured(Msg::CardShortSkip),
        Kind::Reverse => coloured(Msg::CardShortReverse),
        Kind::DrawTwo => coloured(Msg::CardShortDrawTwo),
        Kind::Wild => Message::new(Msg::CardShortWild),
        Kind::WildDrawFour => Message::new(Msg::CardShortWildDrawFour),
        Kind::SwapHands => Message::new(Msg::CardShortSwapHands),
        Kind::Custom(i) => Message::new(Msg::CardShortCustomWild).with("n", i + 1),
    }
}

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

impl Localize for Card {
    fn message(&self) -> Message {
        let coloured = |id: Msg| Message::new(id).with("colour", in_card(self.colour().unwrap_or(Colour::Red)));
        match self.kind() {
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
}

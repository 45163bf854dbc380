//! The Customizable Wilds of the 112-card deck as the rules describe them: their effects, the
//! text printed on each, and the checked amounts and lists they are made of. A card with no
//! effect from the catalogue is a house rule written freely (the rules article's blank card):
//! the table reads its text and judges it.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::OutOfBounds;

/// The most cards the table may give as the penalty of a house rule not followed.
pub const MAX_HOUSE_PENALTY: u8 = 4;

/// One effect a Customizable Wild can have; a card's effects apply in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CustomEffect {
    /// The next player draws this many cards (1 to 10).
    NextPlayerDraws(Amount),
    /// This many players lose their turn (1 to 9).
    SkipPlayers(Amount),
    /// Every other player draws this many cards (1 to 10).
    EveryoneElseDraws(Amount),
    /// The player discards every card of the colour they named.
    DiscardNamedColour,
    /// The player gives this many cards of their choice (1 to 10) to a player they choose.
    GiveCards(Amount),
    /// The player swaps hands with a player they choose.
    SwapHands,
    /// Every hand passes to the next player in the direction of play.
    RotateHands,
    /// The direction of play flips.
    Reverse,
}

impl CustomEffect {
    /// True when the effect needs the player to pick another player.
    pub const fn needs_target(self) -> bool {
        matches!(self, CustomEffect::GiveCards(_) | CustomEffect::SwapHands)
    }

    /// A short description, as printed on a card.
    pub fn describe(self) -> String {
        match self {
            CustomEffect::NextPlayerDraws(n) => format!("next player draws {n}"),
            CustomEffect::SkipPlayers(n) if n.get() == 1 => "skip a player".to_string(),
            CustomEffect::SkipPlayers(n) => format!("skip {n} players"),
            CustomEffect::EveryoneElseDraws(n) => format!("everyone else draws {n}"),
            CustomEffect::DiscardNamedColour => "discard all cards of the named colour".to_string(),
            CustomEffect::GiveCards(n) => format!("give {n} card{} to a player", if n.get() == 1 { "" } else { "s" }),
            CustomEffect::SwapHands => "swap hands with a player".to_string(),
            CustomEffect::RotateHands => "all hands pass along".to_string(),
            CustomEffect::Reverse => "reverse".to_string(),
        }
    }
}

/// A count of cards or players in a custom effect: 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Amount(u8);

impl Amount {
    /// An amount from 1 to 10.
    pub const fn new(n: u8) -> Option<Amount> {
        if n >= 1 && n <= 10 { Some(Amount(n)) } else { None }
    }

    /// The number.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl TryFrom<u8> for Amount {
    type Error = OutOfBounds;
    fn try_from(v: u8) -> Result<Self, OutOfBounds> {
        Amount::new(v).ok_or(OutOfBounds::Amount(v))
    }
}

impl From<Amount> for u8 {
    fn from(a: Amount) -> u8 {
        a.0
    }
}

/// One Customizable Wild: the text printed on it and its effects (0 to 4, applied in order). With
/// no effect it is a house rule written freely: whoever plays it names a colour, says who the rule
/// applies to, and the table judges it ([`crate::engine::Phase::JudgeHouseRule`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomWild {
    /// Text printed on the card (1 to 80 characters).
    pub text: CardText,
    /// What the card does after its colour is named.
    pub effects: Effects,
}

impl CustomWild {
    /// A custom wild; `None` if the text or the effect list is out of bounds.
    pub fn new(text: &str, effects: &[CustomEffect]) -> Option<CustomWild> {
        Some(CustomWild {
            text: CardText::try_from(text.to_string()).ok()?,
            effects: Effects::try_from(effects.to_vec()).ok()?,
        })
    }

    /// True when one of the effects needs a target player.
    pub fn needs_target(&self) -> bool {
        self.effects.iter().any(|e| e.needs_target())
    }

    /// True when the card is a house rule written freely: no effect from the catalogue, only its
    /// text, which the table judges.
    pub fn is_house_rule(&self) -> bool {
        self.effects.is_empty()
    }
}

/// The text printed on a Customizable Wild: 1 to [`CardText::MAX`] characters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CardText(String);

impl CardText {
    /// The most characters a card's text may have: a short house rule ("sing a song or draw 2")
    /// fits, wrapped over a few lines of the card.
    pub const MAX: usize = 80;

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for CardText {
    type Error = OutOfBounds;
    fn try_from(s: String) -> Result<Self, OutOfBounds> {
        let n = s.trim().chars().count();
        if n == 0 || n > CardText::MAX { Err(OutOfBounds::CardText(n)) } else { Ok(CardText(s.trim().to_string())) }
    }
}

impl From<CardText> for String {
    fn from(t: CardText) -> String {
        t.0
    }
}

/// The effects of one Customizable Wild: 0 (a house rule the table judges) to 4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<CustomEffect>", into = "Vec<CustomEffect>")]
pub struct Effects(Vec<CustomEffect>);

impl Effects {
    /// The most effects a card may have.
    pub const MAX: usize = 4;
}

impl std::ops::Deref for Effects {
    type Target = [CustomEffect];
    fn deref(&self) -> &[CustomEffect] {
        &self.0
    }
}

impl TryFrom<Vec<CustomEffect>> for Effects {
    type Error = OutOfBounds;
    fn try_from(v: Vec<CustomEffect>) -> Result<Self, OutOfBounds> {
        if v.len() > Effects::MAX { Err(OutOfBounds::Effects(v.len())) } else { Ok(Effects(v)) }
    }
}

impl From<Effects> for Vec<CustomEffect> {
    fn from(e: Effects) -> Vec<CustomEffect> {
        e.0
    }
}

/// The Customizable Wilds in the deck: 1 to 3.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<CustomWild>", into = "Vec<CustomWild>")]
pub struct CustomWilds(Vec<CustomWild>);

impl CustomWilds {
    /// A list of 1 to 3 customizable wilds.
    pub fn new(v: Vec<CustomWild>) -> Option<CustomWilds> {
        CustomWilds::try_from(v).ok()
    }
}

impl std::ops::Deref for CustomWilds {
    type Target = [CustomWild];
    fn deref(&self) -> &[CustomWild] {
        &self.0
    }
}

impl TryFrom<Vec<CustomWild>> for CustomWilds {
    type Error = OutOfBounds;
    fn try_from(v: Vec<CustomWild>) -> Result<Self, OutOfBounds> {
        if v.is_empty() || v.len() > 3 { Err(OutOfBounds::CustomWilds(v.len())) } else { Ok(CustomWilds(v)) }
    }
}

impl From<CustomWilds> for Vec<CustomWild> {
    fn from(c: CustomWilds) -> Vec<CustomWild> {
        c.0
    }
}

impl Default for CustomWilds {
    fn default() -> Self {
        let a = |n| Amount::new(n).expect("in range");
        CustomWilds(vec![
            CustomWild::new("Everyone else draws 1", &[CustomEffect::EveryoneElseDraws(a(1))]).expect("valid"),
            CustomWild::new("Give 2 cards away", &[CustomEffect::GiveCards(a(2))]).expect("valid"),
            CustomWild::new("Skip 2 players", &[CustomEffect::SkipPlayers(a(2))]).expect("valid"),
        ])
    }
}

//! The rule set: one `RuleSet` with a field for every disputed point of the two rule texts, and
//! loading a rule file written in RON with errors that name the line. Beside it: the Customizable
//! Wilds' types (`custom_wilds.rs`), the built-in profiles (`profiles.rs`) and what the menus say
//! about each option (`rule_options.rs`).

use crate::ron_file::{RonError, parse_ron};
use serde::{Deserialize, Serialize};

use super::card::DeckList;
use super::custom_wilds::CustomWilds;
use super::teams::Partners;

/// Every rule option of the game. The default is the "Official" profile.
///
/// A rule file may leave fields out: they take their official value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RuleSet {
    /// Which deck is used.
    pub deck: Deck,
    /// The Customizable Wilds of the 112-card deck (1 to 3 of them), each with its agreed effect.
    pub custom_wilds: CustomWilds,
    /// Points of Wild Swap Hands and Customizable Wilds left in a hand.
    pub new_card_points: NewCardPoints,
    /// What happens when the first card turned is a Wild.
    pub first_wild: FirstWild,
    /// When a Wild (and the other non-+4 wilds) may be played.
    pub wild_play: WildPlay,
    /// When a Wild Draw Four is legal; playing it otherwise is a bluff that can be challenged.
    pub wild_draw_four: WildDrawFourRule,
    /// What a proven bluff costs.
    pub bluff_penalty: BluffPenalty,
    /// What a Reverse does with only two players.
    pub reverse_with_two: ReverseWithTwo,
    /// Cards drawn by a player caught without calling UNO.
    pub uno_penalty: UnoPenalty,
    /// Box sheet penalty: playing a wrong card is undone and costs four cards.
    pub wrong_card_penalty: bool,
    /// Box sheet penalty: suggesting a card costs four cards, applied by hand from the scoreboard.
    pub table_talk_penalty: bool,
    /// How a round is scored and who wins the match.
    pub scoring: Scoring,
    /// Points that end the match.
    pub target_score: TargetScore,
    /// Partner play: teams of two or three, each scoring and winning together.
    pub partners: Partners,
    /// House rule: stacking Draw cards.
    pub stacking: Stacking,
    /// House rule: a 7 swaps hands with a chosen player, a 0 passes every hand along.
    pub seven_o: bool,
    /// House rule: a card identical to the top card may be played out of turn.
    pub jump_in: bool,
    /// House rule: a player who cannot play keeps drawing until they can.
    pub draw_to_match: bool,
    /// A playable card just drawn must be played.
    pub force_play: bool,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            deck: Deck::Classic,
            custom_wilds: CustomWilds::default(),
            new_card_points: NewCardPoints::Forty,
            first_wild: FirstWild::FirstPlayerChooses,
            wild_play: WildPlay::Anytime,
            wild_draw_four: WildDrawFourRule::NoCardOfCurrentColour,
            bluff_penalty: BluffPenalty::DrawFour,
            reverse_with_two: ReverseWithTwo::ActsAsSkip,
            uno_penalty: UnoPenalty::Two,
            wrong_card_penalty: false,
            table_talk_penalty: false,
            scoring: Scoring::WinnerScoresOthers,
            target_score: TargetScore(500),
            partners: Partners::Off,
            stacking: Stacking::Off,
            seven_o: false,
            jump_in: false,
            draw_to_match: false,
            force_play: false,
        }
    }
}

/// Which deck is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deck {
    /// The classic 108 cards.
    Classic,
    /// 108 cards plus one Wild Swap Hands and the Customizable Wilds (110 to 112 cards).
    SwapAndCustom,
}

/// Points of the two newer wild cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NewCardPoints {
    /// 40 points each (the rules article).
    Forty,
    /// 50 points each, like the other wilds.
    Fifty,
}

impl NewCardPoints {
    /// The number of points.
    pub const fn value(self) -> u32 {
        match self {
            NewCardPoints::Forty => 40,
            NewCardPoints::Fifty => 50,
        }
    }
}

/// A Wild as the first card turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstWild {
    /// The first player names the colour, then plays.
    FirstPlayerChooses,
    /// The Wild goes back into the deck, which is reshuffled, and another card is turned.
    TurnAnother,
}

/// When a Wild may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WildPlay {
    /// At any time on your turn.
    Anytime,
    /// Only when you hold no card that matches by colour, number or symbol.
    OnlyWithoutMatch,
}

/// When a Wild Draw Four is legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WildDrawFourRule {
    /// Only when you hold no card of the current colour.
    NoCardOfCurrentColour,
    /// Only when you hold no other card you could play.
    NoOtherPlayableCard,
}

/// The cost of a proven Wild Draw Four bluff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BluffPenalty {
    /// The bluffer draws the four cards instead.
    DrawFour,
    /// The bluffer takes the Wild Draw Four back and must play a legal card.
    TakeBack,
}

/// A Reverse with two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReverseWithTwo {
    /// It acts as a Skip: the player who played it goes again.
    ActsAsSkip,
    /// It only flips the direction, which changes nothing with two players.
    Reverses,
}

/// Cards drawn when caught without calling UNO.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnoPenalty {
    /// Two cards.
    Two,
    /// Four cards (older texts).
    Four,
}

impl UnoPenalty {
    /// Number of cards.
    pub const fn cards(self) -> u8 {
        match self {
            UnoPenalty::Two => 2,
            UnoPenalty::Four => 4,
        }
    }
}

/// How rounds are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    /// The round's winner scores the points left in every other hand; the first to the target wins.
    WinnerScoresOthers,
    /// Everyone keeps the points left in their own hand; when one reaches the target, the lowest total wins.
    LowestTotal,
}

/// Stacking Draw cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stacking {
    /// No stacking.
    Off,
    /// A Draw Two on a Draw Two, a Wild Draw Four on a Wild Draw Four.
    SameCard,
    /// As `SameCard`, and also a Wild Draw Four on a Draw Two.
    PlusFourOnPlusTwo,
}

/// The score that ends the match (at least 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct TargetScore(u32);

impl TargetScore {
    /// A target score; `None` for 0.
    pub const fn new(points: u32) -> Option<TargetScore> {
        if points == 0 { None } else { Some(TargetScore(points)) }
    }

    /// The number of points.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl TryFrom<u32> for TargetScore {
    type Error = super::error::OutOfBounds;
    fn try_from(v: u32) -> Result<Self, super::error::OutOfBounds> {
        TargetScore::new(v).ok_or(super::error::OutOfBounds::TargetScore)
    }
}

impl From<TargetScore> for u32 {
    fn from(t: TargetScore) -> u32 {
        t.0
    }
}

impl RuleSet {
    /// The cards in the deck these rules use.
    pub fn deck_list(&self) -> DeckList {
        match self.deck {
            Deck::Classic => DeckList::classic(),
            Deck::SwapAndCustom => DeckList::with_swap_and_custom(self.custom_wilds.len() as u8),
        }
    }

    /// Reads a rule set from RON. Missing fields take their official value; an unknown field or a
    /// bad value is an error naming the field and its line.
    pub fn from_ron(text: &str) -> Result<RuleSet, RonError> {
        parse_ron(text, &ron::Options::default())
    }

    /// Reads a rule file like [`RuleSet::from_ron`], and also says what in it these rules do not use.
    pub fn from_ron_checked(text: &str) -> Result<(RuleSet, Vec<RuleWarning>), RonError> {
        let rules = RuleSet::from_ron(text)?;
        let mut warnings = Vec::new();
        // The default wilds are what every file written before this check holds: only wilds someone
        // wrote are worth a warning.
        if rules.deck == Deck::Classic && rules.custom_wilds != CustomWilds::default() {
            let line =
                crate::ron_file::strip_bom(text).lines().position(|l| l.contains("custom_wilds")).map_or(1, |i| i + 1);
            warnings.push(RuleWarning::CustomWildsWithClassicDeck { line });
        }
        Ok((rules, warnings))
    }

    /// The teams of a table of `seats` players under these rules (every player on their own
    /// without partners, or when the partners do not fit that many seats).
    pub fn teams(&self, seats: usize) -> super::teams::Teams {
        super::teams::Teams::of(self.partners, seats)
    }

    /// Writes the rule set as pretty RON.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).expect("a rule set always serialises")
    }
}

/// Something a rule file gives that the rules it sets do not use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleWarning {
    /// Customizable Wilds listed with the Classic deck, which has none.
    #[error(
        "line {line}: the Customizable Wilds listed here are not used, because the Classic deck has none \
         (add `deck: SwapAndCustom` to play with them)"
    )]
    CustomWildsWithClassicDeck {
        /// The line where `custom_wilds` is given.
        line: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RULE_OPTIONS;

    #[test]
    fn every_field_has_an_option_entry() {
        let ron = RuleSet::default().to_ron();
        for o in RULE_OPTIONS {
            assert!(ron.contains(&format!("{}:", o.field)), "{} missing from RON", o.field);
        }
        let fields =
            ron.lines().filter(|l| l.starts_with("    ") && !l.starts_with("     ") && l.contains(':')).count();
        assert_eq!(fields, RULE_OPTIONS.len(), "{ron}");
    }
}

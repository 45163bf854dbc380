//! The rule options: one `RuleSet` with a field for every disputed point of the two rule texts,
//! the built-in profiles, and loading a rule file written in RON with errors that name the line.

use std::fmt;

use crate::ron_file::{RonError, parse_ron};
use serde::{Deserialize, Serialize};

use super::card::DeckList;

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
    type Error = String;
    fn try_from(v: u32) -> Result<Self, String> {
        TargetScore::new(v).ok_or_else(|| "the target score must be at least 1 point".to_string())
    }
}

impl From<TargetScore> for u32 {
    fn from(t: TargetScore) -> u32 {
        t.0
    }
}

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
    type Error = String;
    fn try_from(v: u8) -> Result<Self, String> {
        Amount::new(v).ok_or_else(|| format!("{v} is out of range: use 1 to 10"))
    }
}

impl From<Amount> for u8 {
    fn from(a: Amount) -> u8 {
        a.0
    }
}

/// One Customizable Wild: the short text printed on it and its effects (1 to 4, applied in order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomWild {
    /// Text printed on the card (1 to 40 characters).
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
}

/// The text printed on a Customizable Wild: 1 to 40 characters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CardText(String);

impl CardText {
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for CardText {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        let n = s.trim().chars().count();
        if n == 0 || n > 40 {
            Err(format!("the card text must have 1 to 40 characters (it has {n})"))
        } else {
            Ok(CardText(s.trim().to_string()))
        }
    }
}

impl From<CardText> for String {
    fn from(t: CardText) -> String {
        t.0
    }
}

/// The effects of one Customizable Wild: 1 to 4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<CustomEffect>", into = "Vec<CustomEffect>")]
pub struct Effects(Vec<CustomEffect>);

impl std::ops::Deref for Effects {
    type Target = [CustomEffect];
    fn deref(&self) -> &[CustomEffect] {
        &self.0
    }
}

impl TryFrom<Vec<CustomEffect>> for Effects {
    type Error = String;
    fn try_from(v: Vec<CustomEffect>) -> Result<Self, String> {
        if v.is_empty() || v.len() > 4 {
            Err(format!("a customizable wild needs 1 to 4 effects (it has {})", v.len()))
        } else {
            Ok(Effects(v))
        }
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
    type Error = String;
    fn try_from(v: Vec<CustomWild>) -> Result<Self, String> {
        if v.is_empty() || v.len() > 3 {
            Err(format!("the deck takes 1 to 3 customizable wilds (this lists {})", v.len()))
        } else {
            Ok(CustomWilds(v))
        }
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

/// A named rule set shipped with the game.
#[derive(Clone, Debug)]
pub struct Profile {
    /// The profile's name.
    pub name: &'static str,
    /// One line saying what it is.
    pub description: &'static str,
    /// The rules.
    pub rules: RuleSet,
}

/// The built-in profiles, "Official" first.
pub fn profiles() -> Vec<Profile> {
    vec![
        Profile {
            name: "Official",
            description: "The current official rules with the classic 108-card deck.",
            rules: RuleSet::default(),
        },
        Profile {
            name: "Box sheet W2087",
            description: "The rules printed in the W2087 box: stricter wilds, forced play, bluff take-back and penalties.",
            rules: RuleSet::box_sheet(),
        },
        Profile {
            name: "112-card deck",
            description: "Official rules with Wild Swap Hands and three Customizable Wilds.",
            rules: RuleSet::deck_112(),
        },
        Profile {
            name: "House party",
            description: "Official rules plus stacking, Seven-O and Jump-In.",
            rules: RuleSet::house_party(),
        },
    ]
}

impl RuleSet {
    /// The "Box sheet W2087" profile (the S0 variants).
    pub fn box_sheet() -> RuleSet {
        RuleSet {
            wild_play: WildPlay::OnlyWithoutMatch,
            wild_draw_four: WildDrawFourRule::NoOtherPlayableCard,
            force_play: true,
            bluff_penalty: BluffPenalty::TakeBack,
            wrong_card_penalty: true,
            table_talk_penalty: true,
            ..RuleSet::default()
        }
    }

    /// The "112-card deck" profile.
    pub fn deck_112() -> RuleSet {
        RuleSet { deck: Deck::SwapAndCustom, ..RuleSet::default() }
    }

    /// The "House party" profile.
    pub fn house_party() -> RuleSet {
        RuleSet { stacking: Stacking::SameCard, seven_o: true, jump_in: true, ..RuleSet::default() }
    }
}

/// A text a rule comes from, named as a player knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The rule sheet in the W2087 box (108 cards).
    BoxSheet,
    /// The rules article that adds Wild Swap Hands and the Customizable Wilds.
    RulesArticle,
    /// The current official rules.
    CurrentRules,
    /// Older official rule sheets.
    OlderRules,
    /// A rule players add at home; none of the texts has it.
    HouseRule,
}

impl Source {
    /// The source in words.
    pub const fn name(self) -> &'static str {
        match self {
            Source::BoxSheet => "Box sheet W2087",
            Source::RulesArticle => "Rules article",
            Source::CurrentRules => "Current official rules",
            Source::OlderRules => "Older official rules",
            Source::HouseRule => "House rule",
        }
    }
}

/// Which texts give one choice of a rule option.
#[derive(Clone, Copy, Debug)]
pub struct Sourced {
    /// The choice, in a few words (empty when the option has one reading).
    pub choice: &'static str,
    /// The texts that give it.
    pub from: &'static [Source],
}

/// One option of a [`RuleSet`], by name: what the menus show a control or a value for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleField {
    /// `deck`.
    Deck,
    /// `custom_wilds`.
    CustomWilds,
    /// `new_card_points`.
    NewCardPoints,
    /// `first_wild`.
    FirstWild,
    /// `wild_play`.
    WildPlay,
    /// `wild_draw_four`.
    WildDrawFour,
    /// `bluff_penalty`.
    BluffPenalty,
    /// `reverse_with_two`.
    ReverseWithTwo,
    /// `uno_penalty`.
    UnoPenalty,
    /// `wrong_card_penalty`.
    WrongCardPenalty,
    /// `table_talk_penalty`.
    TableTalkPenalty,
    /// `scoring`.
    Scoring,
    /// `target_score`.
    TargetScore,
    /// `stacking`.
    Stacking,
    /// `seven_o`.
    SevenO,
    /// `jump_in`.
    JumpIn,
    /// `draw_to_match`.
    DrawToMatch,
    /// `force_play`.
    ForcePlay,
}

impl RuleField {
    /// The field's name in a rule file.
    pub const fn name(self) -> &'static str {
        match self {
            RuleField::Deck => "deck",
            RuleField::CustomWilds => "custom_wilds",
            RuleField::NewCardPoints => "new_card_points",
            RuleField::FirstWild => "first_wild",
            RuleField::WildPlay => "wild_play",
            RuleField::WildDrawFour => "wild_draw_four",
            RuleField::BluffPenalty => "bluff_penalty",
            RuleField::ReverseWithTwo => "reverse_with_two",
            RuleField::UnoPenalty => "uno_penalty",
            RuleField::WrongCardPenalty => "wrong_card_penalty",
            RuleField::TableTalkPenalty => "table_talk_penalty",
            RuleField::Scoring => "scoring",
            RuleField::TargetScore => "target_score",
            RuleField::Stacking => "stacking",
            RuleField::SevenO => "seven_o",
            RuleField::JumpIn => "jump_in",
            RuleField::DrawToMatch => "draw_to_match",
            RuleField::ForcePlay => "force_play",
        }
    }

    /// False for an option that means nothing with this deck (the classic deck has no
    /// Customizable Wilds and no Swap Hands to score).
    pub fn applies_to(self, deck: Deck) -> bool {
        deck == Deck::SwapAndCustom || !matches!(self, RuleField::CustomWilds | RuleField::NewCardPoints)
    }
}

impl std::fmt::Display for RuleField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule option as shown on the rules screen.
#[derive(Clone, Copy, Debug)]
pub struct RuleOption {
    /// The `RuleSet` field.
    pub field: RuleField,
    /// A short title.
    pub title: &'static str,
    /// One line explaining the choices.
    pub explanation: &'static str,
    /// Where each choice comes from.
    pub sources: &'static [Sourced],
}

impl RuleOption {
    /// Where the rule comes from, in words: "Rules article, Current official rules: any time; Box
    /// sheet W2087: only without a match".
    pub fn source_text(&self) -> String {
        let part = |s: &Sourced| {
            let from = s.from.iter().map(|f| f.name()).collect::<Vec<_>>().join(", ");
            if s.choice.is_empty() { from } else { format!("{from}: {}", s.choice) }
        };
        self.sources.iter().map(part).collect::<Vec<_>>().join("; ")
    }
}

const fn src(choice: &'static str, from: &'static [Source]) -> Sourced {
    Sourced { choice, from }
}

use Source::{BoxSheet, CurrentRules, HouseRule, OlderRules, RulesArticle};

/// Every option of [`RuleSet`], in field order, with its explanation and sources.
pub const RULE_OPTIONS: &[RuleOption] = &[
    RuleOption {
        field: RuleField::Deck,
        title: "Deck",
        explanation: "Classic 108 cards, or 112 with Wild Swap Hands and 1-3 Customizable Wilds.",
        sources: &[src("108 cards", &[BoxSheet]), src("Swap Hands and Customizable Wilds", &[RulesArticle])],
    },
    RuleOption {
        field: RuleField::CustomWilds,
        title: "Customizable Wilds",
        explanation: "How many (1-3), the text printed on each and its effects, agreed before the game.",
        sources: &[src("", &[RulesArticle])],
    },
    RuleOption {
        field: RuleField::NewCardPoints,
        title: "Points of the new wilds",
        explanation: "Swap Hands and Customizable Wilds left in a hand count 40 (or 50) points.",
        sources: &[src("40", &[CurrentRules]), src("50", &[HouseRule])],
    },
    RuleOption {
        field: RuleField::FirstWild,
        title: "Wild as first card",
        explanation: "The first player names the colour, or the Wild goes back and another card is turned.",
        sources: &[src("first player names it", &[RulesArticle, CurrentRules]), src("turn another", &[OlderRules])],
    },
    RuleOption {
        field: RuleField::WildPlay,
        title: "When a Wild may be played",
        explanation: "At any time, or only when you hold no card matching by colour, number or symbol.",
        sources: &[src("any time", &[RulesArticle]), src("only without a match", &[BoxSheet])],
    },
    RuleOption {
        field: RuleField::WildDrawFour,
        title: "When Wild Draw Four is legal",
        explanation: "When you hold no card of the current colour, or no other playable card at all.",
        sources: &[
            src("no card of the colour", &[RulesArticle, CurrentRules]),
            src("no other playable card", &[BoxSheet]),
        ],
    },
    RuleOption {
        field: RuleField::BluffPenalty,
        title: "Proven bluff",
        explanation: "The bluffer draws the 4 cards, or takes the card back and must play a legal card.",
        sources: &[src("draw 4", &[RulesArticle, CurrentRules]), src("take it back", &[BoxSheet])],
    },
    RuleOption {
        field: RuleField::ReverseWithTwo,
        title: "Reverse with two players",
        explanation: "Acts as a Skip (you play again), or only flips the direction.",
        sources: &[src("acts as a Skip; not in the two Italian texts", &[CurrentRules])],
    },
    RuleOption {
        field: RuleField::UnoPenalty,
        title: "UNO penalty",
        explanation: "Cards drawn when caught with one card without having called UNO.",
        sources: &[src("2", &[BoxSheet, RulesArticle]), src("4", &[OlderRules])],
    },
    RuleOption {
        field: RuleField::WrongCardPenalty,
        title: "Wrong card penalty",
        explanation: "Playing a card that does not match is undone and costs 4 cards (otherwise it is simply refused).",
        sources: &[src("", &[BoxSheet])],
    },
    RuleOption {
        field: RuleField::TableTalkPenalty,
        title: "Table talk penalty",
        explanation: "A player who suggests a card draws 4, applied by hand from the scoreboard.",
        sources: &[src("", &[BoxSheet])],
    },
    RuleOption {
        field: RuleField::Scoring,
        title: "Scoring",
        explanation: "The winner scores the cards left in the other hands, or everyone keeps their own and the lowest total wins.",
        sources: &[src("winner scores", &[BoxSheet, RulesArticle]), src("lowest total", &[CurrentRules])],
    },
    RuleOption {
        field: RuleField::TargetScore,
        title: "Target score",
        explanation: "The match ends when a player reaches this score.",
        sources: &[src("500", &[BoxSheet, RulesArticle])],
    },
    RuleOption {
        field: RuleField::Stacking,
        title: "Stacking",
        explanation: "Answer a Draw Two with a Draw Two (and +4 with +4, or +4 on +2): the total passes on.",
        sources: &[src("", &[HouseRule]), src("forbidden", &[RulesArticle])],
    },
    RuleOption {
        field: RuleField::SevenO,
        title: "Seven-O",
        explanation: "A 7 swaps hands with a chosen player; a 0 passes every hand along.",
        sources: &[src("", &[HouseRule])],
    },
    RuleOption {
        field: RuleField::JumpIn,
        title: "Jump-In",
        explanation: "A card identical to the top card may be played out of turn; play continues from there.",
        sources: &[src("", &[HouseRule])],
    },
    RuleOption {
        field: RuleField::DrawToMatch,
        title: "Draw to Match",
        explanation: "When you cannot play, keep drawing until you can.",
        sources: &[src("", &[HouseRule])],
    },
    RuleOption {
        field: RuleField::ForcePlay,
        title: "Force Play",
        explanation: "A playable card you have just drawn must be played.",
        sources: &[src("", &[BoxSheet, HouseRule])],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn only_the_customizable_wild_options_need_the_112_card_deck() {
        let off: Vec<RuleField> =
            RULE_OPTIONS.iter().map(|o| o.field).filter(|f| !f.applies_to(Deck::Classic)).collect();
        assert_eq!(off, [RuleField::CustomWilds, RuleField::NewCardPoints]);
        assert!(RULE_OPTIONS.iter().all(|o| o.field.applies_to(Deck::SwapAndCustom)));
    }

    #[test]
    fn sources_are_named_in_words() {
        let o = RULE_OPTIONS.iter().find(|o| o.field == RuleField::WildPlay).unwrap();
        assert_eq!(o.source_text(), "Rules article: any time; Box sheet W2087: only without a match");
        for o in RULE_OPTIONS {
            let text = o.source_text();
            for code in ["S0", "S1", "CUR", "OLD"] {
                assert!(!text.split(|c: char| !c.is_alphanumeric()).any(|w| w == code), "{}: {text}", o.field);
            }
        }
    }
}

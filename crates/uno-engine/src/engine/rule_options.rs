//! The rule options the menus and the rules reference show, and which texts each choice comes
//! from. Language-free: the words (titles, explanations, choices, sources) are in the translation
//! files, named by field and choice key (`src/i18n/rules.rs`).

use super::rules::Deck;

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
    /// The official app and the console games (neither rule text has it).
    AppAndConsoleGames,
}

/// Which texts give one choice of a rule option.
#[derive(Clone, Copy, Debug)]
pub struct Sourced {
    /// The choice, as the key of its words in the translation files (none when the option has
    /// one reading).
    pub choice: Option<&'static str>,
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
    /// `partners`.
    Partners,
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
            RuleField::Partners => "partners",
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
    /// Where each choice comes from.
    pub sources: &'static [Sourced],
}

/// A choice (by key) and the texts that give it.
const fn src(choice: &'static str, from: &'static [Source]) -> Sourced {
    Sourced { choice: Some(choice), from }
}

/// The texts that give an option with one reading.
const fn only(from: &'static [Source]) -> Sourced {
    Sourced { choice: None, from }
}

const fn option(field: RuleField, sources: &'static [Sourced]) -> RuleOption {
    RuleOption { field, sources }
}

use Source::{AppAndConsoleGames, BoxSheet, CurrentRules, HouseRule, OlderRules, RulesArticle};

/// Every option of [`RuleSet`], in field order, with where its choices come from.
pub const RULE_OPTIONS: &[RuleOption] = &[
    option(RuleField::Deck, &[src("classic", &[BoxSheet]), src("swap-and-custom", &[RulesArticle])]),
    option(RuleField::CustomWilds, &[src("own-rule", &[RulesArticle])]),
    option(RuleField::NewCardPoints, &[src("forty", &[CurrentRules]), src("fifty", &[HouseRule])]),
    option(
        RuleField::FirstWild,
        &[src("first-player", &[RulesArticle, CurrentRules]), src("turn-another", &[OlderRules])],
    ),
    option(RuleField::WildPlay, &[src("anytime", &[RulesArticle]), src("without-match", &[BoxSheet])]),
    option(
        RuleField::WildDrawFour,
        &[src("no-colour", &[RulesArticle, CurrentRules]), src("no-playable", &[BoxSheet])],
    ),
    option(RuleField::BluffPenalty, &[src("draw-four", &[RulesArticle, CurrentRules]), src("take-back", &[BoxSheet])]),
    option(RuleField::ReverseWithTwo, &[src("skip", &[CurrentRules])]),
    option(RuleField::UnoPenalty, &[src("two", &[BoxSheet, RulesArticle]), src("four", &[OlderRules])]),
    option(RuleField::WrongCardPenalty, &[only(&[BoxSheet])]),
    option(RuleField::TableTalkPenalty, &[only(&[BoxSheet])]),
    option(
        RuleField::Scoring,
        &[src("winner-scores", &[BoxSheet, RulesArticle]), src("lowest-total", &[CurrentRules])],
    ),
    option(RuleField::TargetScore, &[src("five-hundred", &[BoxSheet, RulesArticle])]),
    option(RuleField::Partners, &[src("pairs", &[AppAndConsoleGames]), src("threes", &[AppAndConsoleGames])]),
    option(RuleField::Stacking, &[only(&[HouseRule]), src("forbidden", &[RulesArticle])]),
    option(RuleField::SevenO, &[only(&[HouseRule])]),
    option(RuleField::JumpIn, &[only(&[HouseRule])]),
    option(RuleField::DrawToMatch, &[only(&[HouseRule])]),
    option(RuleField::ForcePlay, &[only(&[BoxSheet, HouseRule])]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_customizable_wild_options_need_the_112_card_deck() {
        let off: Vec<RuleField> =
            RULE_OPTIONS.iter().map(|o| o.field).filter(|f| !f.applies_to(Deck::Classic)).collect();
        assert_eq!(off, [RuleField::CustomWilds, RuleField::NewCardPoints]);
        assert!(RULE_OPTIONS.iter().all(|o| o.field.applies_to(Deck::SwapAndCustom)));
    }
}

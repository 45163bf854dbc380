//! What the menus and the rules reference say about each rule option: its name, an explanation
//! and the texts each choice comes from.

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

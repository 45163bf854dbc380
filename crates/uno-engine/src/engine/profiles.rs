//! The rule profiles shipped with the game.

use super::rules::{BluffPenalty, Deck, RuleSet, Stacking, WildDrawFourRule, WildPlay};

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

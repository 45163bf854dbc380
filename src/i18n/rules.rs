//! The rule options in words: each option's title and explanation, the texts its choices come
//! from, the effects of a Customizable Wild and the names of the built-in rule profiles. The
//! engine says which source gives which choice (`RULE_OPTIONS`); the words are here.

use super::{Localize, Message, Msg, Texts};
use crate::engine::{CardText, CustomEffect, CustomWilds, RuleField, RuleOption, RuleSet, Source, Sourced};

impl Localize for Source {
    fn message(&self) -> Message {
        Message::new(match self {
            Source::BoxSheet => Msg::SourceBoxSheet,
            Source::RulesArticle => Msg::SourceRulesArticle,
            Source::CurrentRules => Msg::SourceCurrentRules,
            Source::OlderRules => Msg::SourceOlderRules,
            Source::HouseRule => Msg::SourceHouseRule,
            Source::AppAndConsoleGames => Msg::SourceAppAndConsoleGames,
        })
    }
}

/// A rule option's title.
impl Localize for RuleField {
    fn message(&self) -> Message {
        Message::new(words(*self).0)
    }
}

/// A rule option's title and its one-line explanation.
fn words(field: RuleField) -> (Msg, Msg) {
    match field {
        RuleField::Deck => (Msg::RuleDeckTitle, Msg::RuleDeckExplanation),
        RuleField::CustomWilds => (Msg::RuleCustomWildsTitle, Msg::RuleCustomWildsExplanation),
        RuleField::NewCardPoints => (Msg::RuleNewCardPointsTitle, Msg::RuleNewCardPointsExplanation),
        RuleField::FirstWild => (Msg::RuleFirstWildTitle, Msg::RuleFirstWildExplanation),
        RuleField::WildPlay => (Msg::RuleWildPlayTitle, Msg::RuleWildPlayExplanation),
        RuleField::WildDrawFour => (Msg::RuleWildDrawFourTitle, Msg::RuleWildDrawFourExplanation),
        RuleField::BluffPenalty => (Msg::RuleBluffPenaltyTitle, Msg::RuleBluffPenaltyExplanation),
        RuleField::ReverseWithTwo => (Msg::RuleReverseWithTwoTitle, Msg::RuleReverseWithTwoExplanation),
        RuleField::UnoPenalty => (Msg::RuleUnoPenaltyTitle, Msg::RuleUnoPenaltyExplanation),
        RuleField::WrongCardPenalty => (Msg::RuleWrongCardPenaltyTitle, Msg::RuleWrongCardPenaltyExplanation),
        RuleField::TableTalkPenalty => (Msg::RuleTableTalkPenaltyTitle, Msg::RuleTableTalkPenaltyExplanation),
        RuleField::Scoring => (Msg::RuleScoringTitle, Msg::RuleScoringExplanation),
        RuleField::TargetScore => (Msg::RuleTargetScoreTitle, Msg::RuleTargetScoreExplanation),
        RuleField::Partners => (Msg::RulePartnersTitle, Msg::RulePartnersExplanation),
        RuleField::Stacking => (Msg::RuleStackingTitle, Msg::RuleStackingExplanation),
        RuleField::SevenO => (Msg::RuleSevenOTitle, Msg::RuleSevenOExplanation),
        RuleField::JumpIn => (Msg::RuleJumpInTitle, Msg::RuleJumpInExplanation),
        RuleField::DrawToMatch => (Msg::RuleDrawToMatchTitle, Msg::RuleDrawToMatchExplanation),
        RuleField::ForcePlay => (Msg::RuleForcePlayTitle, Msg::RuleForcePlayExplanation),
    }
}

/// The words of one sourced choice (`RULE_OPTIONS` names it by field and key), or None for a key
/// the translation files do not know (a test checks there is none).
fn choice(field: RuleField, key: &str) -> Option<Msg> {
    Some(match (field, key) {
        (RuleField::Deck, "classic") => Msg::RuleDeckSourceClassic,
        (RuleField::Deck, "swap-and-custom") => Msg::RuleDeckSourceSwapAndCustom,
        (RuleField::CustomWilds, "own-rule") => Msg::RuleCustomWildsSourceOwnRule,
        (RuleField::NewCardPoints, "forty") => Msg::RuleNewCardPointsSourceForty,
        (RuleField::NewCardPoints, "fifty") => Msg::RuleNewCardPointsSourceFifty,
        (RuleField::FirstWild, "first-player") => Msg::RuleFirstWildSourceFirstPlayer,
        (RuleField::FirstWild, "turn-another") => Msg::RuleFirstWildSourceTurnAnother,
        (RuleField::WildPlay, "anytime") => Msg::RuleWildPlaySourceAnytime,
        (RuleField::WildPlay, "without-match") => Msg::RuleWildPlaySourceWithoutMatch,
        (RuleField::WildDrawFour, "no-colour") => Msg::RuleWildDrawFourSourceNoColour,
        (RuleField::WildDrawFour, "no-playable") => Msg::RuleWildDrawFourSourceNoPlayable,
        (RuleField::BluffPenalty, "draw-four") => Msg::RuleBluffPenaltySourceDrawFour,
        (RuleField::BluffPenalty, "take-back") => Msg::RuleBluffPenaltySourceTakeBack,
        (RuleField::ReverseWithTwo, "skip") => Msg::RuleReverseWithTwoSourceSkip,
        (RuleField::UnoPenalty, "two") => Msg::RuleUnoPenaltySourceTwo,
        (RuleField::UnoPenalty, "four") => Msg::RuleUnoPenaltySourceFour,
        (RuleField::Scoring, "winner-scores") => Msg::RuleScoringSourceWinnerScores,
        (RuleField::Scoring, "lowest-total") => Msg::RuleScoringSourceLowestTotal,
        (RuleField::TargetScore, "five-hundred") => Msg::RuleTargetScoreSourceFiveHundred,
        (RuleField::Stacking, "forbidden") => Msg::RuleStackingSourceForbidden,
        (RuleField::Partners, "pairs") => Msg::RulePartnersSourcePairs,
        (RuleField::Partners, "threes") => Msg::RulePartnersSourceThrees,
        _ => return None,
    })
}

/// Where a rule comes from, in words: "Rules article, Current official rules: any time; Box sheet
/// W2087: only without a match".
pub fn sources_text(texts: &Texts, o: &RuleOption) -> String {
    let part = |s: &Sourced| {
        let from = s.from.iter().map(|f| texts.say(f)).collect::<Vec<_>>().join(", ");
        match s.choice.and_then(|key| choice(o.field, key)) {
            Some(c) => crate::tr!(texts, RuleSourcedChoice, from = from, choice = c),
            None => from,
        }
    };
    o.sources.iter().map(part).collect::<Vec<_>>().join("; ")
}

/// A rule option's explanation followed by where it comes from.
pub fn explained(texts: &Texts, o: &RuleOption) -> String {
    crate::tr!(texts, RuleExplained, explanation = words(o.field).1, sources = sources_text(texts, o))
}

/// One effect of a Customizable Wild, as it reads after "Does:".
impl Localize for CustomEffect {
    fn message(&self) -> Message {
        match *self {
            CustomEffect::NextPlayerDraws(n) => crate::msg!(EffectNextDraws, n = n.get()),
            CustomEffect::SkipPlayers(n) => crate::msg!(EffectSkip, n = n.get()),
            CustomEffect::EveryoneElseDraws(n) => crate::msg!(EffectEveryoneDraws, n = n.get()),
            CustomEffect::GiveCards(n) => crate::msg!(EffectGive, n = n.get()),
            CustomEffect::DiscardNamedColour => Message::new(Msg::EffectDiscardColour),
            CustomEffect::SwapHands => Message::new(Msg::EffectSwapHands),
            CustomEffect::RotateHands => Message::new(Msg::EffectRotateHands),
            CustomEffect::Reverse => Message::new(Msg::EffectReverse),
        }
    }
}

/// A rule profile's name as shown: a built-in profile's in the language in use, one a player
/// saved as they typed it. (The profile is known by its English name in files and saves.)
pub fn profile_name(texts: &Texts, name: &str) -> String {
    let built_in = match name {
        "Official" => Msg::ProfileOfficial,
        "Box sheet W2087" => Msg::ProfileBoxSheet,
        "112-card deck" => Msg::ProfileDeck112,
        "House party" => Msg::ProfileHouseParty,
        "Rule file" => Msg::ProfileRuleFile,
        _ => return name.to_string(),
    };
    texts.get(built_in)
}

/// What the game writes on each Customizable Wild until the players write their own text (the
/// engine's defaults, `CustomWilds::default()`, in English).
const DEFAULT_WILD_TEXTS: [Msg; 3] = [Msg::WildsDefaultText1, Msg::WildsDefaultText2, Msg::WildsDefaultText3];

/// The text the game writes on the `i`th Customizable Wild (0-based), in the language of `texts`.
pub fn default_wild_text(texts: &Texts, i: usize) -> String {
    texts.get(DEFAULT_WILD_TEXTS[i.min(DEFAULT_WILD_TEXTS.len() - 1)])
}

/// Gives each Customizable Wild that still carries a text the game wrote (in any language) that
/// text in the language of `texts`; a text the players wrote stays as it is.
pub fn localize_wild_texts(rules: &mut RuleSet, texts: &Texts) {
    let game_text = |text: &str| {
        super::every_language().iter().find_map(|t| DEFAULT_WILD_TEXTS.iter().position(|m| t.get(*m) == text))
    };
    let mut wilds = rules.custom_wilds.to_vec();
    for w in &mut wilds {
        if let Some(i) = game_text(w.text.as_str())
            && let Ok(text) = CardText::try_from(default_wild_text(texts, i))
        {
            w.text = text;
        }
    }
    if let Some(wilds) = CustomWilds::new(wilds) {
        rules.custom_wilds = wilds;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Amount, RULE_OPTIONS};
    use crate::i18n::Language;

    #[test]
    fn sources_are_named_in_words_in_both_languages() {
        let o = RULE_OPTIONS.iter().find(|o| o.field == RuleField::WildPlay).unwrap();
        assert_eq!(
            sources_text(&Texts::new(Language::English), o),
            "Rules article: any time; Box sheet W2087: only without a match"
        );
        assert_eq!(
            sources_text(&Texts::new(Language::Italian), o),
            "Articolo sulle regole: in qualsiasi momento; Foglio regole della scatola W2087: solo senza carte abbinabili"
        );
        for lang in Language::ALL {
            let texts = Texts::new(lang);
            for o in RULE_OPTIONS {
                let text = sources_text(&texts, o);
                assert!(!text.is_empty(), "{lang:?} {}", o.field);
                for code in ["S0", "S1", "CUR", "OLD"] {
                    assert!(!text.split(|c: char| !c.is_alphanumeric()).any(|w| w == code), "{}: {text}", o.field);
                }
            }
        }
    }

    #[test]
    fn every_sourced_choice_has_its_words() {
        for o in RULE_OPTIONS {
            for s in o.sources {
                assert!(!s.from.is_empty(), "{}: a choice without a source", o.field);
                if let Some(key) = s.choice {
                    assert!(choice(o.field, key).is_some(), "{}: no words for the choice {key:?}", o.field);
                }
            }
        }
    }

    #[test]
    fn every_option_has_a_title_and_an_explanation_that_differ_between_languages() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        for o in RULE_OPTIONS {
            let (title, explanation) = words(o.field);
            assert_ne!(en.get(title), it.get(title), "{}", o.field);
            assert_ne!(en.get(explanation), it.get(explanation), "{}", o.field);
            assert_eq!(en.say(&o.field), en.get(title));
            let line = explained(&it, o);
            assert!(line.starts_with(&it.get(explanation)) && line.ends_with(')'), "{line}");
        }
        assert_eq!(en.get(words(RuleField::WildPlay).0), "When a Wild may be played");
    }

    #[test]
    fn effects_and_profiles_read_in_each_language() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let two = Amount::new(2).unwrap();
        let one = Amount::new(1).unwrap();
        assert_eq!(en.say(&CustomEffect::GiveCards(one)), "give 1 card to a player");
        assert_eq!(en.say(&CustomEffect::GiveCards(two)), "give 2 cards to a player");
        assert_eq!(it.say(&CustomEffect::GiveCards(one)), "dai una carta a un giocatore");
        assert_eq!(it.say(&CustomEffect::SkipPlayers(two)), "salta 2 giocatori");
        // The English words are the engine's own description, for the command line.
        for e in [CustomEffect::NextPlayerDraws(two), CustomEffect::SkipPlayers(one), CustomEffect::Reverse] {
            assert_eq!(en.say(&e), e.describe());
        }
        assert_eq!(profile_name(&it, "Official"), "Ufficiale");
        assert_eq!(profile_name(&it, "Mine"), "Mine");
        for p in crate::engine::profiles() {
            assert_eq!(profile_name(&en, p.name), p.name, "the English name is the profile's own");
            assert_ne!(profile_name(&it, p.name), p.name, "{} has an Italian name", p.name);
        }
    }

    #[test]
    fn the_game_s_texts_on_the_customizable_wilds_follow_the_language_and_the_players_texts_stay() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let mut rules = RuleSet::deck_112();
        let english: Vec<String> = rules.custom_wilds.iter().map(|w| w.text.as_str().to_string()).collect();
        for (i, text) in english.iter().enumerate() {
            assert_eq!(&default_wild_text(&en, i), text, "the English file gives the engine's own text");
            let it_text = default_wild_text(&it, i);
            assert_ne!(&it_text, text);
            assert!(CardText::try_from(it_text.clone()).is_ok(), "{it_text} fits on a card");
        }
        let mut wilds = rules.custom_wilds.to_vec();
        wilds[1].text = CardText::try_from("Più carte per tutti".to_string()).unwrap();
        rules.custom_wilds = CustomWilds::new(wilds).unwrap();
        localize_wild_texts(&mut rules, &it);
        let texts: Vec<&str> = rules.custom_wilds.iter().map(|w| w.text.as_str()).collect();
        assert_eq!(texts, ["Tutti gli altri pescano 1", "Più carte per tutti", "Salta 2 giocatori"]);
        localize_wild_texts(&mut rules, &en);
        let texts: Vec<&str> = rules.custom_wilds.iter().map(|w| w.text.as_str()).collect();
        assert_eq!(texts, ["Everyone else draws 1", "Più carte per tutti", "Skip 2 players"]);
    }
}

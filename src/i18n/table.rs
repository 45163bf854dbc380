//! The table's words for the game's types: computer players' levels, the default names of the
//! seats, and the colour keys that let a sentence agree with a colour ("il rosso", "una carta
//! rossa").

use super::{Localize, Message, Msg};
use crate::ai::BotKind;
use crate::engine::Colour;

impl Localize for BotKind {
    fn message(&self) -> Message {
        Message::new(match self {
            BotKind::Random => Msg::BotLevelRandom,
            BotKind::Easy => Msg::BotLevelEasy,
            BotKind::Basic => Msg::BotLevelBasic,
            BotKind::Normal => Msg::BotLevelNormal,
            BotKind::Hard => Msg::BotLevelHard,
        })
    }
}

/// A colour as the key a message selects on (`{ $colour -> [red] … }`), so that each language
/// writes the colour in the form its sentence needs.
pub fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
        Colour::Blue => "blue",
    }
}

/// The default name of the `n`th person ("Player 2") or computer player ("Computer 3").
pub fn default_name(person: bool, n: u32) -> Message {
    Message::new(if person { Msg::SeatDefaultPerson } else { Msg::SeatDefaultComputer }).with("n", n)
}

/// If `name` is a default name in any language ("Player 2", "Giocatore 2"): a person's (true) or
/// a computer player's (false), and its number.
pub fn parse_default_name(name: &str) -> Option<(bool, u32)> {
    let n: u32 = name.rsplit(' ').next()?.parse().ok()?;
    let person = [true, false]
        .into_iter()
        .find(|&person| super::every_language().iter().any(|texts| texts.render(&default_name(person, n)) == name))?;
    Some((person, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use crate::language::Language;

    #[test]
    fn default_names_are_known_in_every_language_and_typed_names_are_not() {
        let it = Texts::new(Language::Italian);
        assert_eq!(it.render(&default_name(true, 2)), "Giocatore 2");
        assert_eq!(parse_default_name("Player 2"), Some((true, 2)));
        assert_eq!(parse_default_name("Giocatore 3"), Some((true, 3)));
        assert_eq!(parse_default_name("Computer 1"), Some((false, 1)));
        for typed in ["Ann", "Player", "Player two", "Giocatore 2 bis", "player 2"] {
            assert_eq!(parse_default_name(typed), None, "{typed}");
        }
    }

    #[test]
    fn every_bot_level_has_a_name_in_both_languages() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        assert_eq!(en.say(&BotKind::Hard), "Hard");
        assert_eq!(it.say(&BotKind::Hard), "Difficile");
        for k in BotKind::ALL {
            assert_ne!(en.say(&k), it.say(&k), "{k:?}");
        }
    }
}

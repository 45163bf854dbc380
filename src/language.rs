//! The languages the game speaks, and which one a system's locale asks for.

use serde::{Deserialize, Serialize};

/// A language of the game's texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum)]
pub enum Language {
    /// English (also the language a missing translation falls back to).
    #[default]
    #[serde(rename = "en")]
    #[value(name = "en")]
    English,
    /// Italiano.
    #[serde(rename = "it")]
    #[value(name = "it")]
    Italian,
}

impl Language {
    /// Every language, in the order Settings lists them.
    pub const ALL: [Language; 2] = [Language::Italian, Language::English];

    /// The language's code, as in `--lang` and the translation folders.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Italian => "it",
        }
    }

    /// The language's name in itself, as a player looks for it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
        }
    }

    /// The mark between a number's whole part and its decimals ("1.5" in English, "1,5" in
    /// Italian).
    pub const fn decimal_separator(self) -> char {
        match self {
            Language::English => '.',
            Language::Italian => ',',
        }
    }

    /// `x` with `decimals` decimals, as the language writes it.
    pub fn decimal(self, x: f64, decimals: usize) -> String {
        format!("{x:.decimals$}").replace('.', &self.decimal_separator().to_string())
    }

    /// A decimal number as a player types it in this language (either mark is accepted).
    pub fn parse_decimal(self, text: &str) -> Option<f64> {
        text.trim().replace(',', ".").parse().ok()
    }

    /// The language a locale tag asks for: Italian for any `it…` (`it`, `it-IT`, `it_CH.UTF-8`),
    /// else English.
    pub fn from_locale(tag: &str) -> Language {
        let primary = tag.split(['-', '_', '.', '@']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("it") { Language::Italian } else { Language::English }
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn numbers_are_written_with_each_language_s_decimal_mark() {
        assert_eq!(Language::Italian.decimal(1.5, 2), "1,50");
        assert_eq!(Language::English.decimal(1.5, 2), "1.50");
        assert_eq!(Language::Italian.parse_decimal(" 0,75 "), Some(0.75));
        assert_eq!(Language::Italian.parse_decimal("2.5"), Some(2.5));
        assert_eq!(Language::English.parse_decimal("due"), None);
    }

    #[test]
    fn any_italian_locale_gives_italian_and_the_rest_english() {
        for tag in ["it", "it-IT", "it_CH.UTF-8", "IT", "it@euro"] {
            assert_eq!(Language::from_locale(tag), Language::Italian, "{tag}");
        }
        for tag in ["en-US", "C", "", "fr_FR", "iu", "its"] {
            assert_eq!(Language::from_locale(tag), Language::English, "{tag}");
        }
    }
}

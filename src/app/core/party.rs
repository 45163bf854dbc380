//! Who plays: the seats of a party (people at the computer, on phones, computer players), the
//! dealer, the rules, and one count of the people wherever seats are kept.

use bevy::prelude::*;

use crate::ai::BotKind;
use crate::engine::{RuleSet, Seat};
use crate::i18n::{Language, Texts};

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    /// A person at the computer.
    Human,
    /// A person playing from their phone's browser (the computer shows the table).
    Phone,
    /// A computer player of this level.
    Bot(BotKind),
}

/// One seat of the party.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatSetup {
    /// The name shown at the table (read from a file through [`clean_name`]).
    #[serde(deserialize_with = "clean_name_from")]
    pub name: String,
    /// Person or computer.
    pub kind: SeatKind,
}

/// A name as typed or read, without the characters that would make it show as something else:
/// the controls of bidirectional text (an override shows "evil" as "live", and runs on into what
/// follows the name) and other control characters.
pub fn clean_name(name: &str) -> String {
    name.chars().filter(|&c| !is_hidden_control(c)).collect()
}

/// Bidirectional marks, embeddings, overrides and isolates, and control characters.
fn is_hidden_control(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn clean_name_from<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    let name = <String as serde::Deserialize>::deserialize(d)?;
    Ok(clean_name(&name))
}

/// How the table is set up: the party (seats, dealer, rules) and the seed of the match.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Party {
    /// The seats, in clockwise order.
    pub seats: Vec<SeatSetup>,
    /// The first dealer; `None` draws one at random.
    pub dealer: Option<Seat>,
    /// The rules (the target score among them).
    pub rules: RuleSet,
    /// The name of the rule profile they came from.
    pub profile: String,
    /// Seed of the match (0: a new random one each match).
    #[serde(skip)]
    pub seed: u64,
    /// Whether the Hint button is offered in the match; `None`: the default, on only when every
    /// computer player is Easy or in a first match ([`Party::hints_allowed`]).
    pub hints: Option<bool>,
    /// No match has been counted here yet (New game sets it from the statistics; never saved).
    #[serde(skip)]
    pub first_match: bool,
}

impl Default for Party {
    fn default() -> Self {
        Party::simple(4, 1, BotKind::Normal, 0)
    }
}

/// The first default name not taken at `seats`, in the language of `texts` ("Giocatore 2"): a
/// number is taken by a name typed as it, or by the same default name in any language.
pub fn free_default_name(texts: &Texts, seats: &[SeatSetup], person: bool) -> String {
    use crate::i18n::table::{default_name, parse_default_name};
    let taken =
        |n: u32, name: &str| seats.iter().any(|s| s.name == name || parse_default_name(&s.name) == Some((person, n)));
    (1..)
        .map(|n| (n, texts.render(&default_name(person, n))))
        .find(|(n, name)| !taken(*n, name))
        .map(|(_, name)| name)
        .expect("some number is free")
}

impl Party {
    /// `players` seats, the first `humans` people, the others `bots`, official rules.
    pub fn simple(players: usize, humans: usize, bots: BotKind, seed: u64) -> Party {
        // The default names in English: `localize_defaults` puts them in another language.
        let english = Texts::new(Language::English);
        let name = |person: bool, n: usize| english.render(&crate::i18n::table::default_name(person, n as u32));
        let seats = (0..players)
            .map(|i| {
                if i < humans {
                    SeatSetup { name: name(true, i + 1), kind: SeatKind::Human }
                } else {
                    SeatSetup { name: name(false, i + 1 - humans), kind: SeatKind::Bot(bots) }
                }
            })
            .collect();
        Party {
            seats,
            dealer: None,
            rules: RuleSet::default(),
            profile: "Official".into(),
            seed,
            hints: None,
            first_match: false,
        }
    }

    /// Whether hints are allowed in a match of this party: as chosen, else on only when every
    /// computer player is Easy (or Random) or in a first match.
    pub fn hints_allowed(&self) -> bool {
        self.hints.unwrap_or_else(|| self.first_match || self.easy_table())
    }

    /// Some computer player sits at the table, and every one is Easy (or Random).
    pub fn easy_table(&self) -> bool {
        let mut bots = self.seats.iter().filter_map(|s| match s.kind {
            SeatKind::Bot(k) => Some(k),
            SeatKind::Human | SeatKind::Phone => None,
        });
        let first = bots.next();
        first.is_some() && first.into_iter().chain(bots).all(|k| matches!(k, BotKind::Easy | BotKind::Random))
    }

    /// Whether a match can start with this party: 2 to 10 seats, a dealer among them, and
    /// partners that make whole teams of its seats.
    pub fn check(&self) -> Result<(), crate::engine::SetupError> {
        crate::engine::Setup::validate_with(&self.rules, self.seats.len(), self.dealer)
    }

    /// The seed to use: the set one, or a fresh one from the operating system's entropy.
    pub fn seed_or_random(&self) -> u64 {
        if self.seed != 0 { self.seed } else { crate::engine::fresh_seed() }
    }

    /// Puts what the game wrote in the language of `texts`: every seat still under a default name
    /// gets its default name ("Player 2" becomes "Giocatore 2", keeping its number), and every
    /// Customizable Wild still carrying the game's text gets it in that language. What someone
    /// typed stays as it is.
    pub fn localize_defaults(&mut self, texts: &Texts) {
        crate::i18n::rules::localize_wild_texts(&mut self.rules, texts);
        for seat in &mut self.seats {
            if let Some((person, n)) = crate::i18n::table::parse_default_name(&seat.name) {
                seat.name = texts.render(&crate::i18n::table::default_name(person, n));
            }
        }
    }
}

/// Who sits at a table, wherever the seats are kept (a party being set up, the match under way,
/// a match file): one count of the people for all of them.
pub trait Seated {
    /// The seats, in order.
    fn seat_list(&self) -> &[SeatSetup];

    /// Number of people at the computer (the hot-seat).
    fn humans(&self) -> usize {
        self.seat_list().iter().filter(|s| s.kind == SeatKind::Human).count()
    }

    /// Number of people, at the computer and on phones.
    fn people(&self) -> usize {
        self.seat_list().iter().filter(|s| matches!(s.kind, SeatKind::Human | SeatKind::Phone)).count()
    }

    /// The screen's first viewer: with one person at the computer and nobody else, theirs; with
    /// several people (at the computer or on phones) the screen starts under the curtain.
    fn sole_person(&self) -> Option<Seat> {
        match (self.humans(), self.people()) {
            (1, 1) => self.seat_list().iter().position(|s| s.kind == SeatKind::Human).map(|i| i as Seat),
            _ => None,
        }
    }
}

impl Seated for Party {
    fn seat_list(&self) -> &[SeatSetup] {
        &self.seats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_keeps_its_letters_and_loses_what_would_reorder_or_hide_them() {
        assert_eq!(clean_name("\u{202E}evil"), "evil");
        assert_eq!(clean_name("Anna\u{2066}\u{200F} B\u{2069}\u{202C}"), "Anna B");
        assert_eq!(clean_name("tab\tand\nline"), "tabandline");
        // Letters of right-to-left scripts stay, as typed.
        assert_eq!(clean_name("مريم"), "مريم");
        assert_eq!(clean_name("Zoë 🎲"), "Zoë 🎲");
    }

    #[test]
    fn a_name_read_from_a_file_is_cleaned() {
        let text = format!("(name: \"{}evil\", kind: Human)", '\u{202E}');
        let seat: SeatSetup = ron::from_str(&text).expect("a seat");
        assert_eq!(seat.name, "evil");
    }
}

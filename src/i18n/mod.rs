//! Every text a player reads, in Italian and English, from the Project Fluent files under
//! `assets/i18n/` (built into the binary). Code names a message by its [`Msg`] (generated from the
//! English files, so a message the code uses always exists) and renders it with [`Texts`]. A
//! message missing in one language falls back to English, never to a raw id.

pub mod coach;
mod message;
mod names;
mod problems;
pub mod readout;
pub mod rules;
pub mod table;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::engine::Card;

pub use crate::language::Language;
pub use message::{Arg, Localize, Message};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// The environment variable naming a folder of translation files to use instead of the built-in
/// ones (`DIR/en/*.ftl`, `DIR/it/*.ftl`): for translators trying a change without a rebuild.
pub const I18N_DIR_VAR: &str = "UNO_PARTY_I18N_DIR";

/// A translation file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FtlProblem {
    /// The file, as the player or translator knows it.
    pub file: String,
    /// The line of the first error (1-based), if the file was read.
    pub line: Option<usize>,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for FtlProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{} line {line}: {}", self.file, self.what),
            None => write!(f, "{}: {}", self.file, self.what),
        }
    }
}

/// Where a text of the pseudo-locale starts.
pub const PSEUDO_OPEN: char = '⟦';
/// Where a text of the pseudo-locale ends.
pub const PSEUDO_CLOSE: char = '⟧';

type Bundle = FluentBundle<FluentResource>;

/// The texts of both languages and the one in use.
#[cfg_attr(feature = "gui", derive(bevy::prelude::Resource))]
pub struct Texts {
    language: Language,
    /// The texts looked in, first to last: a translation folder's, then the built-in ones
    /// (shared: a copy that names cards another way costs nothing).
    layers: Vec<Arc<HashMap<Language, Bundle>>>,
    problems: Vec<FtlProblem>,
    /// The pseudo-locale of the tests: every text rendered is wrapped in `⟦…⟧`, so a text on
    /// screen without the marks did not come from the translation files.
    pseudo: bool,
    /// Cards named as the Braille deck's corners name them ("r5", "g+2", "wi+4"), wherever a
    /// card is named: for a Braille display, where every cell counts.
    short_cards: bool,
}

impl Clone for Texts {
    fn clone(&self) -> Texts {
        Texts {
            language: self.language,
            layers: self.layers.clone(),
            problems: self.problems.clone(),
            pseudo: self.pseudo,
            short_cards: self.short_cards,
        }
    }
}

impl fmt::Debug for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Texts").field("language", &self.language).field("problems", &self.problems).finish()
    }
}

impl Texts {
    /// The built-in texts, in `language`.
    pub fn new(language: Language) -> Texts {
        let files = EMBEDDED.iter().map(|(lang, name, text)| (*lang, PathBuf::from(*name), text.to_string()));
        Texts::from_files(language, files.collect())
    }

    /// The texts in `language`: from the folder named by [`I18N_DIR_VAR`] when it is set (a
    /// file there that cannot be read is reported and the built-in texts are used), else the
    /// built-in ones.
    pub fn load(language: Language) -> Texts {
        match std::env::var_os(I18N_DIR_VAR) {
            Some(dir) => Texts::from_dir(language, Path::new(&dir)),
            None => Texts::new(language),
        }
    }

    /// The texts of the translation folder `dir` (`dir/en/*.ftl`, `dir/it/*.ftl`); what cannot be
    /// read there comes from the built-in files, with a problem naming file and line.
    pub fn from_dir(language: Language, dir: &Path) -> Texts {
        let mut files = Vec::new();
        let mut problems = Vec::new();
        for lang in Language::ALL {
            let sub = dir.join(lang.code());
            let entries = match std::fs::read_dir(&sub) {
                Ok(entries) => entries,
                Err(e) => {
                    problems.push(FtlProblem { file: sub.display().to_string(), line: None, what: e.to_string() });
                    continue;
                }
            };
            let mut paths: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                .collect();
            paths.sort();
            for path in paths {
                match std::fs::read_to_string(&path) {
                    Ok(text) => files.push((lang.code(), path, text)),
                    Err(e) => {
                        problems.push(FtlProblem { file: path.display().to_string(), line: None, what: e.to_string() })
                    }
                }
            }
        }
        let mut texts = Texts::from_files(language, files);
        // Whatever the folder lacks still comes from the built-in texts.
        texts.layers.extend(Texts::new(language).layers);
        problems.append(&mut texts.problems);
        texts.problems = problems;
        texts
    }

    /// The texts of `files` (language code, file, text): a file with errors is reported (first
    /// error's line) and the messages it could parse are kept.
    fn from_files(language: Language, files: Vec<(&str, PathBuf, String)>) -> Texts {
        let mut bundles: HashMap<Language, Bundle> = HashMap::new();
        let mut problems = Vec::new();
        for (code, path, text) in files {
            let Some(lang) = Language::ALL.into_iter().find(|l| l.code() == code) else { continue };
            let resource = match FluentResource::try_new(text.clone()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    if let Some(e) = errors.first() {
                        let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
                        problems.push(FtlProblem {
                            file: path.display().to_string(),
                            line: Some(line),
                            what: e.kind.to_string(),
                        });
                    }
                    r
                }
            };
            let bundle = bundles.entry(lang).or_insert_with(|| new_bundle(lang));
            bundle.add_resource_overriding(resource);
        }
        Texts { language, layers: vec![Arc::new(bundles)], problems, pseudo: false, short_cards: false }
    }

    /// The pseudo-locale of the tests: the built-in texts in `language`, each rendered text
    /// wrapped in [`PSEUDO_OPEN`] and [`PSEUDO_CLOSE`].
    pub fn pseudo(language: Language) -> Texts {
        Texts { pseudo: true, ..Texts::new(language) }
    }

    /// The language in use.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Switches the language; takes effect on the next text rendered.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    /// Whether cards are named as the Braille deck names them ("r5") rather than in words.
    pub fn short_cards(&self) -> bool {
        self.short_cards
    }

    /// Names cards as the Braille deck does (`true`) or in words; takes effect on the next text.
    pub fn set_short_cards(&mut self, on: bool) {
        self.short_cards = on;
    }

    /// The same texts, naming cards as the Braille deck does or not (a phone's own choice).
    pub fn with_short_cards(&self, on: bool) -> Texts {
        Texts { short_cards: on, ..self.clone() }
    }

    /// A card's name, in words ("Red 7", "7 rosso") or as the Braille deck's corner has it
    /// ("r7"), as chosen: the one place a card is named.
    pub fn card(&self, card: Card) -> String {
        self.render(&if self.short_cards { names::short(card) } else { names::full(card) })
    }

    /// Translation files that could not be read (empty for the built-in ones).
    pub fn problems(&self) -> &[FtlProblem] {
        &self.problems
    }

    /// The message `id` in the language in use (English where the language lacks it).
    pub fn get(&self, id: Msg) -> String {
        self.format(id, None)
    }

    /// The message with its arguments in the language in use.
    pub fn render(&self, m: &Message) -> String {
        if m.args.is_empty() {
            return self.get(m.id);
        }
        let mut args = FluentArgs::new();
        for (name, arg) in &m.args {
            let value: FluentValue = match arg {
                Arg::Text(s) => s.clone().into(),
                Arg::Number(n) => (*n).into(),
                Arg::Message(inner) => self.render(inner).into(),
                Arg::Card(card) => self.card(*card).into(),
                Arg::File(path) => file_name(path).into(),
            };
            args.set(*name, value);
        }
        self.format(m.id, Some(&args))
    }

    /// Anything that can say itself, in the language in use.
    pub fn say(&self, what: &impl Localize) -> String {
        self.render(&what.message())
    }

    fn format(&self, id: Msg, args: Option<&FluentArgs>) -> String {
        let text = self.lookup(id, args);
        if self.pseudo { format!("{PSEUDO_OPEN}{text}{PSEUDO_CLOSE}") } else { text }
    }

    fn lookup(&self, id: Msg, args: Option<&FluentArgs>) -> String {
        let key = id.id();
        for lang in [self.language, Language::English] {
            for bundle in self.layers.iter().filter_map(|layer| layer.get(&lang)) {
                if let Some(text) = format_in(bundle, key, args) {
                    return text;
                }
            }
        }
        // The English files define every `Msg`; this only happens to a message left empty.
        key.replace('-', " ")
    }
}

fn new_bundle(lang: Language) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui draws Unicode isolation marks as boxes: the texts are short and single-direction.
    bundle.set_use_isolating(false);
    bundle
}

/// The message `key` of `bundle`, or None when it is missing or has no value.
fn format_in(bundle: &Bundle, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors).into_owned();
    (!text.trim().is_empty()).then_some(text)
}

/// The built-in texts of every language, read once: for telling a text the game wrote (a
/// default name, a Customizable Wild's default text) in any language.
pub(crate) fn every_language() -> &'static [Texts] {
    static ALL: std::sync::LazyLock<Vec<Texts>> =
        std::sync::LazyLock::new(|| Language::ALL.into_iter().map(Texts::new).collect());
    &ALL
}

/// The language of the system's locale: Italian for any `it…`, else English.
pub fn system_language() -> Language {
    sys_locale::get_locale().map(|l| Language::from_locale(&l)).unwrap_or_default()
}

/// A file or folder by its name alone ("settings.ron", "2026-12-05 21-04.ron"); the whole path
/// when it has no name (a root).
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

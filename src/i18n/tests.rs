use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;
use crate::engine::{Card, Colour};
use crate::tr;

/// Calls `visit` with the file's name and each message of one language's built-in files.
fn each_message(lang: &str, mut visit: impl FnMut(&str, &ast::Message<&str>)) {
    for (_, name, text) in EMBEDDED.iter().filter(|(l, _, _)| *l == lang) {
        let res = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, e)| panic!("{lang}/{name}: {e:?}"));
        for entry in &res.body {
            if let ast::Entry::Message(m) = entry {
                visit(name, m);
            }
        }
    }
}

/// A message's patterns: its value, then its attributes'.
fn patterns<'m>(m: &'m ast::Message<&'m str>) -> impl Iterator<Item = &'m ast::Pattern<&'m str>> {
    m.value.iter().chain(m.attributes.iter().map(|a| &a.value))
}

/// Every message of one language's built-in files, with the variables it uses.
fn messages(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    each_message(lang, |name, m| {
        let mut vars = BTreeSet::new();
        patterns(m).for_each(|p| pattern_vars(p, &mut vars));
        let id = m.id.name.to_string();
        assert!(out.insert(id.clone(), vars).is_none(), "{lang}/{name}: {id} is defined twice");
    });
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn the_built_in_files_parse_without_errors() {
    let texts = Texts::new(Language::English);
    assert!(texts.problems().is_empty(), "{:?}", texts.problems());
    assert!(EMBEDDED.iter().any(|(l, _, _)| *l == "it"));
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let (en, it) = (messages("en"), messages("it"));
    let only_en: Vec<_> = en.keys().filter(|k| !it.contains_key(*k)).collect();
    let only_it: Vec<_> = it.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty() && only_it.is_empty(), "only in English: {only_en:?}; only in Italian: {only_it:?}");
    for (id, vars) in &en {
        assert_eq!(vars, &it[id], "{id}: the variables differ between English and Italian");
    }
    // Every id the code can name is a message of both languages, with a text in each.
    assert_eq!(Msg::ALL.len(), en.len());
    for m in Msg::ALL {
        assert!(en.contains_key(m.id()), "{}", m.id());
        for lang in Language::ALL {
            let text = Texts::new(lang).get(*m);
            assert!(!text.trim().is_empty(), "{lang:?} {}", m.id());
        }
    }
}

#[test]
fn plurals_and_card_names_follow_each_language() {
    let it = Texts::new(Language::Italian);
    assert_eq!(tr!(it, CardsCount, n = 1), "una carta");
    assert_eq!(tr!(it, CardsCount, n = 3), "3 carte");
    assert_eq!(it.card(Card::coloured(Colour::Red, crate::engine::Kind::Number(7)).unwrap()), "7 rosso");
    assert_eq!(it.card(Card::WILD_DRAW_FOUR), "Jolly +4");
    let mut en = Texts::new(Language::English);
    assert_eq!(tr!(en, CardsCount, n = 1), "1 card");
    assert_eq!(en.card(Card::coloured(Colour::Red, crate::engine::Kind::Number(7)).unwrap()), "Red 7");
    en.set_language(Language::Italian);
    assert_eq!(en.say(&Colour::Blue), "Blu");
}

/// The literal text of a pattern as a player reads it, a placeable written `{…}`, then (each on its
/// own) the patterns of the variants it selects from.
fn pattern_texts(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
    let mut text = String::new();
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                text.push_str("{…}");
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        pattern_texts(&v.value, out);
                    }
                }
            }
        }
    }
    out.push(text);
}

/// The Italian texts use the words of the two original Italian rule texts, as a native reader asked
/// (issue 32): the box sheet W2087 ("4 carte Jolly +4"; "il giocatore successivo può chiedere la
/// Contestazione") and the rules article ("Pesca Due (+2)", "Jolly +4 (Wild Draw Four)", "Scambia
/// Mani (Wild Swap Hands)", "Jolly Personalizzabile (Customizable Wild)"; "Può essere contestato").
/// Those texts are the project's seed texts, not part of the repository, so their words are named
/// here rather than read. Only what a player reads counts: the comments of the files are left out.
/// Words and phrases the rule texts do not use, each with what they say instead.
struct Rejected<'a> {
    /// Beginnings of words, in any case.
    starts: &'a [(&'a str, &'a str)],
    /// Whole words, in any case.
    words: &'a [(&'a str, &'a str)],
    /// Phrases, in any case.
    phrases: &'a [(&'a str, &'a str)],
    /// Phrases, exactly as written.
    exact: &'a [(&'a str, &'a str)],
}

impl Rejected<'_> {
    /// What is wrong with `text` (of message `at`): rejected words, two spaces, straight quotes.
    fn faults(&self, at: &str, text: &str) -> Vec<String> {
        let mut wrong = Vec::new();
        let lower = text.to_lowercase();
        let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        for (start, why) in self.starts {
            if words.iter().any(|w| w.starts_with(start)) {
                wrong.push(format!("{at}: «{text}» has a word starting «{start}»: {why}"));
            }
        }
        for (word, why) in self.words {
            if words.contains(word) {
                wrong.push(format!("{at}: «{text}» says «{word}»: {why}"));
            }
        }
        for (phrase, why) in self.phrases.iter().filter(|(p, _)| lower.contains(p)) {
            wrong.push(format!("{at}: «{text}» says «{phrase}»: {why}"));
        }
        for (phrase, why) in self.exact.iter().filter(|(p, _)| text.contains(p)) {
            wrong.push(format!("{at}: «{text}» says «{phrase}»: {why}"));
        }
        if text.contains("  ") {
            wrong.push(format!("{at}: «{text}» has two spaces in a row"));
        }
        // Quoted words take «»; a straight quote belongs only in code between backticks (RON).
        let prose: String = text.split('`').step_by(2).collect();
        if prose.contains('"') {
            wrong.push(format!("{at}: «{text}» quotes with \" instead of «»"));
        }
        wrong
    }
}

#[test]
fn italian_texts_use_the_words_of_the_rule_texts() {
    // Every text of every Italian message: its value, its attributes and each variant.
    let mut texts: Vec<(String, String)> = Vec::new();
    each_message("it", |name, m| {
        let mut pieces = Vec::new();
        patterns(m).for_each(|p| pattern_texts(p, &mut pieces));
        let at = format!("it/{name} {}", m.id.name);
        texts.extend(pieces.into_iter().map(|t| (at.clone(), t)));
    });
    assert!(texts.len() > 300, "the Italian files were read: {} texts", texts.len());

    // Words whose beginning (in any case) the rule texts do not use for these things.
    let rejected_starts = [
        ("sfid", "a challenge is a «Contestazione»: «Contesta», «contestare»"),
        ("obiettiv", "the target score is the «Punteggio da raggiungere»"),
        ("cogli", "a player who did not say UNO is «beccato» (the button says «Becca»)"),
    ];
    // Whole words, in any case.
    let rejected_words = [
        ("umano", "a seat played by someone at the computer is a «Persona»"),
        ("colto", "a player who did not say UNO is «beccato» (the button says «Becca»)"),
        ("togli", "the button is «Rimuovi»"),
    ];
    // Phrases, in any case.
    let rejected_phrases = [
        ("jolly pesca quattro", "the card is the «Jolly +4»"),
        ("foglio della scatola", "one name for the box sheet: «Foglio regole della scatola W2087»"),
        ("giochi di nuovo", "«tocca di nuovo a te»"),
        ("annulla (ctrl", "the undo button is «Annulla mossa (Ctrl+Z)»: a plain «Annulla» is Cancel"),
    ];
    // Phrases, exactly as written here.
    let rejected_exact = [
        ("Pesca Quattro", "the card is the «Jolly +4»"),
        ("Pesca Due", "the card is the «Pesca due»"),
        ("Scambia Mani", "the card is the «Jolly Scambia mani»"),
        ("Jolly Personalizzabil", "«Jolly personalizzabile», the adjective in lower case"),
    ];
    let lists = Rejected {
        starts: &rejected_starts,
        words: &rejected_words,
        phrases: &rejected_phrases,
        exact: &rejected_exact,
    };
    let wrong: Vec<String> = texts.iter().flat_map(|(at, text)| lists.faults(at, text)).collect();
    assert!(wrong.is_empty(), "{} Italian texts use words the rule texts do not:\n{}", wrong.len(), wrong.join("\n"));

    // The words the rule texts use are there.
    for word in ["Jolly +4", "Contesta", "Pesca due"] {
        assert!(texts.iter().any(|(_, t)| t.contains(word)), "no Italian text says «{word}»");
    }
    let it = Texts::new(Language::Italian);
    assert_eq!(it.card(Card::WILD_DRAW_FOUR), "Jolly +4");
    assert_eq!(it.card(Card::SWAP_HANDS), "Jolly Scambia mani");
    assert_eq!(it.card(Card::coloured(Colour::Red, crate::engine::Kind::DrawTwo).unwrap()), "Pesca due rosso");
    assert_eq!(it.get(Msg::ChallengeButton), "Contesta");
    assert_eq!(it.get(Msg::HudChallengeOrTake), "Contesta il Jolly +4 o pesca le carte");
    assert_eq!(it.get(Msg::StatsChallenges), "Contestazioni vinte / perse");
    assert_eq!(it.get(Msg::NewgameHuman), "Persona");
    assert_eq!(it.get(Msg::UndoButton), "Annulla mossa (Ctrl+Z)");
    assert_eq!(it.get(Msg::ProfileBoxSheet), it.get(Msg::SourceBoxSheet));
    assert_eq!(tr!(it, ReplayPosition, at = 0, total = 40), "Inizio della smazzata");
    assert_eq!(tr!(it, ReplayPosition, at = 3, total = 40), "Mossa 3 di 40");
    assert_eq!(tr!(it, PickerSeat, who = "Computer 1", n = 7), "Computer 1 (7 carte)");
}

/// A folder of translation files for the tests below.
fn folder(files: &[(&str, &str)]) -> std::path::PathBuf {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("uno-i18n-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

#[test]
fn a_message_missing_in_one_language_falls_back_to_english_never_to_its_id() {
    let dir = folder(&[("en/a.ftl", "colour-red = Scarlet\n"), ("it/a.ftl", "colour-blue = Azzurro\n")]);
    let texts = Texts::from_dir(Language::Italian, &dir);
    assert!(texts.problems().is_empty(), "{:?}", texts.problems());
    // The folder's Italian, then the built-in Italian, then English.
    assert_eq!(texts.get(Msg::ColourBlue), "Azzurro");
    assert_eq!(texts.get(Msg::ColourGreen), "Verde");
    // An Italian file without a message an English one has: the English, not `colour-red`.
    let dir = folder(&[("en/a.ftl", "extra-only-english = Only here\n"), ("it/a.ftl", "")]);
    let texts = Texts::from_dir(Language::Italian, &dir);
    assert_eq!(texts.get(Msg::ColourRed), "Rosso");
    for m in Msg::ALL {
        let text = texts.get(*m);
        assert!(!text.is_empty() && text != m.id(), "{}", m.id());
    }
}

#[test]
fn a_malformed_file_is_reported_with_its_name_and_line_and_the_rest_still_works() {
    let dir = folder(&[("it/broken.ftl", "colour-blue = Azzurro\n\ncolour-red { $n }\ncolour-green = Verdino\n")]);
    let texts = Texts::from_dir(Language::Italian, &dir);
    let p = texts.problems().iter().find(|p| p.file.ends_with("broken.ftl")).expect("the broken file is named");
    assert_eq!(p.line, Some(3), "{p}");
    assert!(p.to_string().contains("broken.ftl line 3"), "{p}");
    assert_eq!(texts.get(Msg::ColourBlue), "Azzurro");
    assert_eq!(texts.get(Msg::ColourGreen), "Verdino", "the messages after the mistake are kept");
    assert_eq!(texts.get(Msg::ColourRed), "Rosso", "the broken message comes from the built-in files");
}

/// What a challenge shows names the player and gives them no pronoun: the lesson's Marco is "he",
/// the game cannot know who a name is ("Marco bluffed: they held …" read wrong).
#[test]
fn the_verdict_of_a_challenge_gives_the_player_no_pronoun() {
    let en = Texts::new(Language::English);
    let said = |m: Message| en.render(&m);
    let verdicts = [
        said(crate::msg!(RevealBluffColour, who = "Marco", colour = "green")),
        said(crate::msg!(RevealBluffAny, who = "Marco")),
        said(crate::msg!(RevealFairColour, who = "Marco", colour = "green")),
        said(crate::msg!(RevealFairAny, who = "Marco")),
    ];
    for v in &verdicts {
        let words: Vec<String> = v.split(|c: char| !c.is_alphabetic()).map(str::to_lowercase).collect();
        for pronoun in ["they", "he", "she", "his", "her", "their"] {
            assert!(!words.iter().any(|w| w == pronoun), "{v:?} says {pronoun:?}");
        }
    }
    assert_eq!(verdicts[0], "Marco bluffed, holding a Green card, the colour before it.");
}

/// Short card names, as the Braille deck's corners have them, in both languages; every text that
/// names a card follows the choice, and a copy with another choice leaves the texts it came from.
#[test]
fn short_card_names_follow_the_braille_deck_in_both_languages() {
    use crate::engine::Kind;
    let card = |c: Colour, k: Kind| Card::coloured(c, k).unwrap();
    let mut en = Texts::new(Language::English);
    en.set_short_cards(true);
    let named: Vec<String> = [
        card(Colour::Red, Kind::Number(5)),
        card(Colour::Yellow, Kind::Skip),
        card(Colour::Green, Kind::DrawTwo),
        card(Colour::Blue, Kind::Reverse),
        Card::WILD,
        Card::WILD_DRAW_FOUR,
    ]
    .into_iter()
    .map(|c| en.card(c))
    .collect();
    assert_eq!(named, ["r5", "ysk", "g+2", "brv", "wi", "wi+4"]);
    let mut it = en.with_short_cards(true);
    it.set_language(Language::Italian);
    assert_eq!(it.card(card(Colour::Green, Kind::Number(2))), "v2");
    assert_eq!(it.card(card(Colour::Yellow, Kind::DrawTwo)), "g+2");
    assert_eq!(it.card(Card::WILD_DRAW_FOUR), "jo+4");
    // A message naming a card, and the readout, name it short too.
    let played = en.render(&crate::msg!(YouPlayed, card = card(Colour::Red, Kind::Number(5))));
    assert!(played.contains("r5") && !played.contains("Red"), "{played}");
    let said = super::readout::card_name(&en, Card::WILD, super::readout::CardUse::Play);
    assert_eq!(said, "wi, playable");
    // A copy in words leaves these short; these in words again name cards in words.
    let words = en.with_short_cards(false);
    assert_eq!(words.card(Card::WILD), "Wild");
    assert_eq!(en.card(Card::WILD), "wi");
    en.set_short_cards(false);
    assert_eq!(en.card(card(Colour::Red, Kind::Number(5))), "Red 5");
}

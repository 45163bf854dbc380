//! Reading the game's RON files (rule files, card themes, settings, saves) with errors a player
//! can act on: the line, the field when it is known, and what was expected, in words.

use std::fmt;

/// The text without a leading UTF-8 byte-order mark (which Windows editors like to write).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads any RON file of the game with a message naming the line, the field (when known) and the
/// first problem in words. A leading byte-order mark is ignored.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str, options: &ron::Options) -> Result<T, RonError> {
    let text = strip_bom(text);
    let mut de =
        ron::Deserializer::from_str_with_options(text, options).map_err(|e| RonError::from_spanned(&e, None, text))?;
    match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Ok(value) => {
            de.end().map_err(|code| RonError::from_spanned(&de.span_error(code), None, text))?;
            Ok(value)
        }
        Err(e) => {
            let path = known_path(&e.path().to_string());
            let inner = e.into_inner();
            let spanned = de.span_error(inner);
            let field = match &spanned.code {
                ron::Error::NoSuchStructField { found, .. } => Some(match path {
                    // The path usually ends with the unknown field already.
                    Some(p) if p == *found || p.ends_with(&format!(".{found}")) => p,
                    Some(p) => format!("{p}.{found}"),
                    None => found.clone(),
                }),
                _ => path,
            };
            Err(RonError::from_spanned(&spanned, field, text))
        }
    }
}

/// The path of a field as `serde_path_to_error` writes it, without its unknown parts (`?`).
fn known_path(path: &str) -> Option<String> {
    let known: Vec<&str> = path.split('.').take_while(|p| !p.is_empty() && !p.contains('?')).collect();
    (!known.is_empty()).then(|| known.join("."))
}

/// A RON file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RonError {
    /// Line of the problem, from 1.
    pub line: usize,
    /// Column of the problem, from 1.
    pub column: usize,
    /// The field concerned (a path like `custom_wilds[1].effects`), when known.
    pub field: Option<String>,
    /// What is wrong.
    pub problem: RonProblem,
}

/// What is wrong in a RON file, in no language: its English words are its `Display` (the
/// command line); a player reads it in their language through the translation files.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RonProblem {
    /// A field the file's type does not have, and the fields it has.
    #[error("unknown field `{found}`; the fields are: {}", expected.join(", "))]
    UnknownField {
        /// The field written.
        found: String,
        /// The fields there are.
        expected: Vec<String>,
    },
    /// A value that is none of the choices, and the choices.
    #[error("`{found}` is not a valid value; use one of: {}", expected.join(", "))]
    UnknownValue {
        /// The value written.
        found: String,
        /// The values there are.
        expected: Vec<String>,
    },
    /// A field that must be there.
    #[error("the field `{0}` is missing")]
    MissingField(String),
    /// A field given twice.
    #[error("the field `{0}` is given twice")]
    DuplicateField(String),
    /// A number with decimals where a whole number goes (`500.0`).
    #[error("expected a whole number, without a decimal point")]
    Decimals,
    /// The file ends in the middle of something.
    #[error("the file ends too early: a closing `)`, `]` or `}}` may be missing")]
    EndsTooEarly,
    /// Two entries without a comma between them.
    #[error("expected a comma between two entries")]
    ExpectedComma,
    /// Not a list.
    #[error("expected a list in square brackets, like `[ ... ]`")]
    ExpectedList,
    /// A list not closed.
    #[error("expected `]` to close the list")]
    ExpectedListEnd,
    /// Not `true` or `false`.
    #[error("expected `true` or `false`")]
    ExpectedBoolean,
    /// Not a number.
    #[error("expected a number")]
    ExpectedNumber,
    /// Not a whole number.
    #[error("expected a whole number")]
    ExpectedWholeNumber,
    /// Neither a value nor `None`.
    #[error("expected a value or `None`")]
    ExpectedOption,
    /// Brackets not closed.
    #[error("expected `)` to close the brackets")]
    ExpectedClose,
    /// Not a map.
    #[error("expected a map in braces, like `{{ ... }}`")]
    ExpectedMap,
    /// A map entry without its colon.
    #[error("expected `:` between a name and its value")]
    ExpectedMapColon,
    /// A map not closed.
    #[error("expected `}}` to close the map")]
    ExpectedMapEnd,
    /// No bracket opening the fields.
    #[error("expected `(` to open a list of fields")]
    ExpectedOpen,
    /// Not `()`.
    #[error("expected `()`")]
    ExpectedUnit,
    /// Not a text in quotes.
    #[error("expected a text in double quotes, like \"this\"")]
    ExpectedText,
    /// Neither a field name nor a value.
    #[error("expected a field name or a value")]
    ExpectedName,
    /// A number too large or too small for its field.
    #[error("the number is out of range")]
    OutOfRange,
    /// A character that is not a digit inside a number.
    #[error("`{0}` is not a digit")]
    NotADigit(char),
    /// A character that does not belong there.
    #[error("unexpected `{0}`")]
    UnexpectedChar(char),
    /// Text after the end.
    #[error("there is more text after the closing `)`")]
    TrailingText,
    /// A comment that is not closed.
    #[error("a comment is not closed")]
    UnclosedComment,
    /// A value of another kind than the field takes.
    #[error("expected {expected}, found {found}")]
    WrongKind {
        /// What the field takes.
        expected: Expected,
        /// What was found.
        found: Found,
    },
    /// A list of the wrong length.
    #[error("expected {expected}, found {}", if *found == 1 { "one entry".to_string() } else { format!("{found} entries") })]
    WrongLength {
        /// The length wanted, in the reader's words.
        expected: String,
        /// The entries found.
        found: usize,
    },
    /// A value of the rules outside its bounds (a target score of 0, a card text too long).
    #[error("{0}")]
    OutOfBounds(crate::engine::OutOfBounds),
    /// A colour that is not written `#RRGGBB` (as written).
    #[error("`{0}` is not a colour: write it as \"#RRGGBB\", for example \"#D62828\"")]
    NotAColour(String),
    /// Anything else, in the reader's own (English) words.
    #[error("{0}")]
    Other(String),
}

/// A value of the wrong kind, as found in the file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Found {
    /// `true` or `false`.
    #[error("`{0}`")]
    Boolean(String),
    /// A whole number, as written.
    #[error("the whole number `{0}`")]
    WholeNumber(String),
    /// A number with decimals, as written.
    #[error("the number `{0}`")]
    Number(String),
    /// A character.
    #[error("the character `{0}`")]
    Char(String),
    /// A text, in quotes.
    #[error("the text {0}")]
    Text(String),
    /// Something else, in the reader's words.
    #[error("{0}")]
    Other(String),
}

impl Found {
    /// What the reader found, from its words (`the unsigned integer `5``).
    fn from_words(words: &str) -> Found {
        let quoted = |prefix: &str| words.strip_prefix(prefix).and_then(|r| r.strip_prefix('`')?.strip_suffix('`'));
        if let Some(v) = quoted("the boolean ") {
            Found::Boolean(v.to_string())
        } else if let Some(v) = quoted("the unsigned integer ").or_else(|| quoted("the signed integer ")) {
            Found::WholeNumber(v.to_string())
        } else if let Some(v) = quoted("the floating point number ") {
            Found::Number(v.to_string())
        } else if let Some(v) = quoted("the UTF-8 character ") {
            Found::Char(v.to_string())
        } else if let Some(v) = words.strip_prefix("the string ") {
            Found::Text(v.to_string())
        } else {
            Found::Other(words.to_string())
        }
    }
}

/// What a field takes, when a value of another kind was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Expected {
    /// A whole number.
    #[error("a whole number")]
    WholeNumber,
    /// A number.
    #[error("a number")]
    Number,
    /// `true` or `false`.
    #[error("`true` or `false`")]
    Boolean,
    /// A list of fields in brackets.
    #[error("`(` to open a list of fields")]
    Fields,
    /// Something else, in the reader's words.
    #[error("{0}")]
    Other(String),
}

impl RonError {
    fn from_spanned(e: &ron::error::SpannedError, field: Option<String>, text: &str) -> RonError {
        let (line, column) = (e.span.start.line, e.span.start.col);
        let rest = text.lines().nth(line.saturating_sub(1)).map_or("", |l| {
            let start = l.char_indices().nth(column.saturating_sub(1)).map_or(l.len(), |(i, _)| i);
            &l[start..]
        });
        let before = text.lines().nth(line.saturating_sub(1)).map_or("", |l| {
            let end = l.char_indices().nth(column.saturating_sub(1)).map_or(l.len(), |(i, _)| i);
            &l[..end]
        });
        let decimal = matches!(e.code, ron::Error::ExpectedComma | ron::Error::ExpectedStructLikeEnd)
            && rest.starts_with('.')
            && rest[1..].starts_with(|c: char| c.is_ascii_digit());
        let field =
            field.filter(|f| !f.is_empty() && f != ".").or_else(|| decimal.then(|| field_before(before)).flatten());
        // A file cut short (a copy or a write that stopped) reads as a missing comma or closing
        // bracket where its text ends: with brackets left open, say that it ends too early.
        let at_end = opened_more_than_closed(text);
        let problem = if decimal {
            RonProblem::Decimals
        } else if at_end
            && matches!(
                e.code,
                ron::Error::ExpectedComma
                    | ron::Error::ExpectedStructLikeEnd
                    | ron::Error::ExpectedArrayEnd
                    | ron::Error::ExpectedMapEnd
                    | ron::Error::ExpectedMapColon
                    | ron::Error::ExpectedStructLike
                    | ron::Error::ExpectedIdentifier
            )
        {
            RonProblem::EndsTooEarly
        } else {
            problem_of(&e.code)
        };
        RonError { line, column, field, problem }
    }
}

/// True when `text` opens more brackets than it closes (strings and comments aside): it was cut
/// short.
fn opened_more_than_closed(text: &str) -> bool {
    let (mut depth, mut chars) = (0i64, text.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '"' => {
                // A string, with its escapes; one left open counts as cut short.
                let mut closed = false;
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => {
                            closed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if !closed {
                    return true;
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    depth > 0
}

/// The name of the field whose value starts at the end of `before` (`target_score: 500`).
fn field_before(before: &str) -> Option<String> {
    let (name, _) = before.rsplit_once(':')?;
    let name = name.trim().rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next()?;
    (!name.is_empty()).then(|| name.to_string())
}

/// A RON error as a problem a player can act on (no internal type names).
fn problem_of(code: &ron::Error) -> RonProblem {
    use RonProblem as P;
    use ron::Error as E;
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
    match code {
        E::NoSuchStructField { found, expected, .. } => {
            P::UnknownField { found: found.clone(), expected: names(expected) }
        }
        E::NoSuchEnumVariant { found, expected, .. } => {
            P::UnknownValue { found: found.clone(), expected: names(expected) }
        }
        E::MissingStructField { field, .. } => P::MissingField(field.to_string()),
        E::DuplicateStructField { field, .. } => P::DuplicateField(field.to_string()),
        E::Message(m) => own_check(m).unwrap_or_else(|| P::Other(m.clone())),
        E::Eof => P::EndsTooEarly,
        E::ExpectedComma => P::ExpectedComma,
        E::ExpectedArray => P::ExpectedList,
        E::ExpectedArrayEnd => P::ExpectedListEnd,
        E::ExpectedBoolean => P::ExpectedBoolean,
        E::ExpectedFloat => P::ExpectedNumber,
        E::ExpectedInteger => P::ExpectedWholeNumber,
        E::ExpectedOption => P::ExpectedOption,
        E::ExpectedOptionEnd | E::ExpectedStructLikeEnd => P::ExpectedClose,
        E::ExpectedMap => P::ExpectedMap,
        E::ExpectedMapColon => P::ExpectedMapColon,
        E::ExpectedMapEnd => P::ExpectedMapEnd,
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) | E::ExpectedDifferentStructName { .. } => {
            P::ExpectedOpen
        }
        E::ExpectedUnit => P::ExpectedUnit,
        E::ExpectedString | E::ExpectedStringEnd => P::ExpectedText,
        E::ExpectedIdentifier | E::InvalidIdentifier(_) | E::SuggestRawIdentifier(_) | E::ExpectedStructName(_) => {
            P::ExpectedName
        }
        E::IntegerOutOfBounds => P::OutOfRange,
        E::InvalidIntegerDigit { digit, .. } => P::NotADigit(*digit),
        E::UnexpectedChar(c) => P::UnexpectedChar(*c),
        E::TrailingCharacters => P::TrailingText,
        E::UnclosedBlockComment | E::UnclosedLineComment => P::UnclosedComment,
        E::InvalidValueForType { expected, found } => {
            P::WrongKind { expected: expected_of(expected), found: Found::from_words(found) }
        }
        E::ExpectedDifferentLength { expected, found } => P::WrongLength { expected: expected.clone(), found: *found },
        other => P::Other(other.to_string()),
    }
}

/// A value refused by the game's own checks, told apart by the words it gave the reader (serde
/// carries only those words): a value out of the rules' bounds, or a colour.
fn own_check(words: &str) -> Option<RonProblem> {
    use crate::engine::OutOfBounds as O;
    // The number the refusal names is one of the numbers in its words.
    let numbers = words.split(|c: char| !c.is_ascii_digit()).filter_map(|d| d.parse::<usize>().ok());
    let bounds = numbers.flat_map(|n| [O::Amount(n.min(255) as u8), O::CardText(n), O::Effects(n), O::CustomWilds(n)]);
    if let Some(b) = bounds.chain([O::TargetScore]).find(|b| b.to_string() == words) {
        return Some(RonProblem::OutOfBounds(b));
    }
    let colour = words.strip_prefix('`')?.split_once("` is not a colour")?.0;
    let p = RonProblem::NotAColour(colour.to_string());
    (p.to_string() == words).then_some(p)
}

/// Serde's name of an expected type, as what a field takes.
fn expected_of(expected: &str) -> Expected {
    match expected {
        "u8" | "u16" | "u32" | "u64" | "i8" | "i16" | "i32" | "i64" | "usize" => Expected::WholeNumber,
        "f32" | "f64" => Expected::Number,
        "a boolean" | "bool" => Expected::Boolean,
        e if e.starts_with("struct ") => Expected::Fields,
        e => Expected::Other(e.to_string()),
    }
}

impl fmt::Display for RonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => write!(f, "line {}, field `{}`: {}", self.line, field, self.problem),
            None => write!(f, "line {}: {}", self.line, self.problem),
        }
    }
}

impl std::error::Error for RonError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_path_drops_unknown_parts() {
        assert_eq!(known_path("?"), None);
        assert_eq!(known_path("."), None);
        assert_eq!(known_path("custom_wilds[1].?"), Some("custom_wilds[1]".into()));
        assert_eq!(known_path("target_score"), Some("target_score".into()));
    }

    #[test]
    fn a_value_of_the_wrong_kind_is_read_from_the_reader_s_words() {
        assert_eq!(Found::from_words("the unsigned integer `5`"), Found::WholeNumber("5".into()));
        assert_eq!(Found::from_words("the floating point number `5.5`"), Found::Number("5.5".into()));
        assert_eq!(Found::from_words("the string \"x\""), Found::Text("\"x\"".into()));
        assert_eq!(Found::from_words("the boolean `true`"), Found::Boolean("true".into()));
        assert_eq!(Found::from_words("a sequence"), Found::Other("a sequence".into()));
        let e: Result<crate::engine::RuleSet, _> = parse_ron("(deck: 3)", &ron::Options::default());
        assert_eq!(e.unwrap_err().problem, RonProblem::ExpectedName, "a number where a name goes");
    }

    #[test]
    fn values_the_game_s_own_checks_refuse_are_told_apart() {
        use crate::engine::OutOfBounds;
        let rules = |text: &str| parse_ron::<crate::engine::RuleSet>(text, &ron::Options::default()).unwrap_err();
        assert_eq!(rules("(target_score: 0)").problem, RonProblem::OutOfBounds(OutOfBounds::TargetScore));
        let long = format!("(deck: SwapAndCustom, custom_wilds: [(text: \"{}\", effects: [Reverse])])", "x".repeat(81));
        assert_eq!(rules(&long).problem, RonProblem::OutOfBounds(OutOfBounds::CardText(81)));
        assert_eq!(
            own_check("`#ZZ0000` is not a colour: write it as \"#RRGGBB\", for example \"#D62828\""),
            Some(RonProblem::NotAColour("#ZZ0000".into()))
        );
        assert_eq!(own_check("something else"), None);
    }

    #[test]
    fn a_file_cut_short_ends_too_early_wherever_it_was_cut() {
        let whole = crate::engine::RuleSet::house_party().to_ron();
        let parse = |t: &str| parse_ron::<crate::engine::RuleSet>(t, &ron::Options::default());
        assert!(parse(&whole).is_ok());
        let mut cut_short = 0;
        for end in (1..whole.len()).filter(|&i| whole.is_char_boundary(i)) {
            let text = whole[..end].trim_end();
            // A cut right after a whole value may still read (the rest has defaults).
            let Err(e) = parse(text) else { continue };
            if matches!(e.problem, RonProblem::EndsTooEarly) {
                cut_short += 1;
            }
            assert!(
                !matches!(e.problem, RonProblem::ExpectedComma),
                "cut at {end}: {e} ({:?})",
                &text[text.len().saturating_sub(20)..]
            );
        }
        assert!(cut_short > 10, "{cut_short}");
    }

    #[test]
    fn field_before_finds_the_name() {
        assert_eq!(field_before("    target_score: 500"), Some("target_score".into()));
        assert_eq!(field_before("(deck: Classic, target_score: 500"), Some("target_score".into()));
        assert_eq!(field_before("500"), None);
    }
}

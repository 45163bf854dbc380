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
    /// What is wrong, in words.
    pub message: String,
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
        let message =
            if decimal { "expected a whole number, without a decimal point".to_string() } else { in_words(&e.code) };
        RonError { line, column, field, message }
    }
}

/// The name of the field whose value ends `before` (`target_score: 500` gives `target_score`).
fn field_before(before: &str) -> Option<String> {
    let (name, _) = before.rsplit_once(':')?;
    let name = name.trim().rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next()?;
    (!name.is_empty()).then(|| name.to_string())
}

/// A RON error in words a player can act on (no internal type names).
fn in_words(code: &ron::Error) -> String {
    use ron::Error as E;
    let s = |t: &str| t.to_string();
    match code {
        E::NoSuchStructField { found, expected, .. } => {
            format!("unknown field `{found}`; the fields are: {}", expected.join(", "))
        }
        E::NoSuchEnumVariant { found, expected, .. } => {
            format!("`{found}` is not a valid value; use one of: {}", expected.join(", "))
        }
        E::MissingStructField { field, .. } => format!("the field `{field}` is missing"),
        E::DuplicateStructField { field, .. } => format!("the field `{field}` is given twice"),
        E::Message(m) => m.clone(),
        E::Eof => s("the file ends too early: a closing `)`, `]` or `}` may be missing"),
        E::ExpectedComma => s("expected a comma between two entries"),
        E::ExpectedArray => s("expected a list in square brackets, like `[ ... ]`"),
        E::ExpectedArrayEnd => s("expected `]` to close the list"),
        E::ExpectedBoolean => s("expected `true` or `false`"),
        E::ExpectedFloat => s("expected a number"),
        E::ExpectedInteger => s("expected a whole number"),
        E::ExpectedOption => s("expected a value or `None`"),
        E::ExpectedOptionEnd | E::ExpectedStructLikeEnd => s("expected `)` to close the brackets"),
        E::ExpectedMap => s("expected a map in braces, like `{ ... }`"),
        E::ExpectedMapColon => s("expected `:` between a name and its value"),
        E::ExpectedMapEnd => s("expected `}` to close the map"),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) | E::ExpectedDifferentStructName { .. } => {
            s("expected `(` to open a list of fields")
        }
        E::ExpectedUnit => s("expected `()`"),
        E::ExpectedString | E::ExpectedStringEnd => s("expected a text in double quotes, like \"this\""),
        E::ExpectedIdentifier => s("expected a field name or a value"),
        E::IntegerOutOfBounds => s("the number is out of range"),
        E::InvalidIntegerDigit { digit, .. } => format!("`{digit}` is not a digit"),
        E::UnexpectedChar(c) => format!("unexpected `{c}`"),
        E::TrailingCharacters => s("there is more text after the closing `)`"),
        E::UnclosedBlockComment | E::UnclosedLineComment => s("a comment is not closed"),
        E::InvalidValueForType { expected, found } => {
            format!("expected {}, found {found}", expected_in_words(expected))
        }
        E::ExpectedDifferentLength { expected, found } => format!("expected {expected}, found {found} entries"),
        other => other.to_string(),
    }
}

/// Serde's name of an expected type, in words.
fn expected_in_words(expected: &str) -> String {
    match expected {
        "u8" | "u16" | "u32" | "u64" | "i8" | "i16" | "i32" | "i64" | "usize" => "a whole number".into(),
        "f32" | "f64" => "a number".into(),
        "a boolean" | "bool" => "`true` or `false`".into(),
        e if e.starts_with("struct ") => "`(` to open a list of fields".into(),
        e => e.to_string(),
    }
}

impl fmt::Display for RonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => write!(f, "line {}, field `{}`: {}", self.line, field, self.message),
            None => write!(f, "line {}: {}", self.line, self.message),
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
    fn field_before_finds_the_name() {
        assert_eq!(field_before("    target_score: 500"), Some("target_score".into()));
        assert_eq!(field_before("(deck: Classic, target_score: 500"), Some("target_score".into()));
        assert_eq!(field_before("500"), None);
    }
}

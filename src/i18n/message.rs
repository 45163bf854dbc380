//! A message to show later (a toast, a notice, an error), kept as its id and arguments so that it
//! is rendered in the language in use when it is drawn.

use super::Msg;

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is (a player's name, a file name).
    Text(String),
    /// A number (Fluent picks the plural form from it).
    Number(f64),
    /// Another message, rendered in the same language (a colour, a rule).
    Message(Box<Message>),
    /// A card, named as [`super::Texts::card`] names it.
    Card(crate::engine::Card),
    /// A file or folder: shown by its name alone (a whole path is long and says little); the
    /// menus offer to open the folder it is in ([`Message::file`]).
    File(std::path::PathBuf),
}

/// A message id with its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Which message.
    pub id: Msg,
    /// Its variables, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// The message `id` without arguments.
    pub fn new(id: Msg) -> Message {
        Message { id, args: Vec::new() }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The first file the message names (in its own arguments or in a message it holds).
    pub fn file(&self) -> Option<&std::path::Path> {
        self.args.iter().find_map(|(_, a)| match a {
            Arg::File(p) => Some(p.as_path()),
            Arg::Message(m) => m.file(),
            Arg::Text(_) | Arg::Number(_) | Arg::Card(_) => None,
        })
    }
}

impl From<Msg> for Message {
    fn from(id: Msg) -> Message {
        Message::new(id)
    }
}

/// Something the game shows in words: a card, a colour, an error.
pub trait Localize {
    /// What it says, as a message to render.
    fn message(&self) -> Message;
}

impl Localize for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&std::path::Path> for Arg {
    fn from(p: &std::path::Path) -> Arg {
        Arg::File(p.to_path_buf())
    }
}

impl From<&std::path::PathBuf> for Arg {
    fn from(p: &std::path::PathBuf) -> Arg {
        Arg::File(p.clone())
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

impl From<crate::engine::Card> for Arg {
    fn from(card: crate::engine::Card) -> Arg {
        Arg::Card(card)
    }
}

impl From<&crate::engine::Card> for Arg {
    fn from(card: &crate::engine::Card) -> Arg {
        Arg::Card(*card)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Message(Box::new(Message::new(m)))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

/// A [`Message`]: `msg!(HudDraws, who = name, n = 2)`.
#[macro_export]
macro_rules! msg {
    ($id:ident $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Message::new($crate::i18n::Msg::$id)$(.with(stringify!($name), $value))*
    };
}

/// A message rendered at once: `tr!(texts, HudDraws, who = name, n = 2)`.
#[macro_export]
macro_rules! tr {
    ($texts:expr, $id:ident $(, $name:ident = $value:expr)* $(,)?) => {
        $texts.render(&$crate::msg!($id $(, $name = $value)*))
    };
}

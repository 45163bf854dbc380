//! UNO for a party around one computer: the rules engine, computer players and simulator
//! (plain Rust), and the Bevy game (feature `gui`).

pub mod ai;
#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod coach;
pub mod engine;
#[cfg(feature = "gui")]
pub mod i18n;
pub mod language;
pub mod layout;
#[cfg(feature = "gui")]
pub mod lesson;
#[cfg(feature = "gui")]
pub mod phone;
pub mod ron_file;
pub mod sim;
pub mod sound;
pub mod stats;
pub mod storage;
#[cfg(feature = "gui")]
pub mod theme;
pub mod tournament;

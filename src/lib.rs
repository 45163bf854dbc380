//! UNO for a party around one computer: the Bevy game (feature `gui`) on top of the rules engine,
//! the computer players and the simulator, which are plain Rust in their own crate
//! (`crates/uno-engine`, re-exported here under the same names).

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
#[cfg(feature = "gui")]
pub mod i18n;
pub mod language;
#[cfg(feature = "gui")]
pub mod lesson;
#[cfg(feature = "gui")]
pub mod phone;
pub mod sound;
#[cfg(feature = "gui")]
pub mod theme;

pub use uno_engine::{ai, coach, engine, layout, ron_file, sim, stats, storage, tournament};

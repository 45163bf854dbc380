//! Engine tests, one binary: a scenario per rule and per option (`rules/`, one file per rule area),
//! a house rule written freely, partner play, properties over random play, the match log,
//! determinism and saves, what the table saw, the computer players, the coach, the simulator and
//! the tournament, statistics, the sounds, and the shape of the sources (`source`, `layers`); the
//! helpers they share are in `support/`. They need no Bevy: `cargo test-engine --test engine`
//! (`--no-default-features`, in `target/engine`).

mod bots;
mod coach;
mod house_rules;
mod layers;
mod properties;
mod records;
mod rules;
mod saves;
mod seen;
mod sim;
mod sound;
mod source;
mod stats;
mod support;
mod teams;

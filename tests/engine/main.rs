//! Engine tests, one binary: a scenario per rule and per option, properties over random play,
//! determinism and saves. They need no Bevy: `cargo test --no-default-features --test engine`.

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
mod teams;

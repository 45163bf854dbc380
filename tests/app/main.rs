//! The game without a window, one binary: whole matches through the real turn-flow systems with
//! `MinimalPlugins` (`table.rs`, `matches.rs`, `comfort.rs`, `keyboard.rs`, `phones.rs`,
//! `partners.rs`...), the egui screens run headless (the texts of every screen: `i18n.rs`; every
//! panel in its place: `fit.rs`; the prompts, the hints, the highlights, the lesson, the studio,
//! the title screen), and card themes (`theme.rs`). Each file holds the tests of one subject; the
//! helpers they share are in `support/`.

mod comfort;
mod fit;
mod highlights;
mod hints;
mod house_rule;
mod i18n;
mod keyboard;
mod lesson;
mod matches;
mod partners;
mod phones;
mod prompts;
mod studio;
mod support;
mod table;
mod theme;
mod title;

//! The game without a window: whole matches through the real turn-flow systems, with
//! `MinimalPlugins` (`harness.rs`, `table.rs` and the files by subject), and the egui screens run
//! headless (`egui_ui.rs`: the texts of every screen, and every panel in its place).

mod comfort;
mod egui_ui;
mod fit;
mod harness;
mod hints;
mod house_rule;
mod i18n;
mod keyboard;
mod lesson;
mod matches;
mod partners;
mod phones;
mod prompts;
mod shows;
mod studio;
mod table;
mod theme;
mod title;

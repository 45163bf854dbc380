//! Scenario tests: one per rule and option of the game, as the README gives them (*How to play*,
//! *Rule options*: each option with its source, the box sheet W2087, the rules article, the
//! official rules or a house rule), one file per rule area.
//!
//! Each test builds a position (a `Scenario` or a seeded deal), takes the moves a player would
//! take, and checks what the table would show: hands, top card, colour, whose turn, direction,
//! pending draws, scores and the errors of refused moves. The helpers they share are in
//! `support/`.

mod actions;
mod custom_wilds;
mod deck;
mod draw;
mod draw_options;
mod first_card;
mod jump_in;
mod matching;
mod penalties;
mod profiles;
mod rule_files;
mod scoring;
mod setup;
mod seven_o;
mod stacking;
mod swap_hands;
mod uno_call;
mod wild_draw_four;
mod wilds;

//! What the engine's tests share: cards by name, rule sets, positions to start from, and moves
//! with what their events say.

pub mod cards;
pub mod games;
pub mod moves;
pub mod rule_sets;

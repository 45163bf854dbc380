//! The rules of UNO as the two original rule texts write them, the computer players, the coach's
//! hints, the simulator and tournaments, the statistics and the files they keep: plain Rust, with
//! no Bevy and no window. The game (the `uno-party` crate) is built on top of it.

pub mod ai;
pub mod coach;
pub mod engine;
pub mod layout;
pub mod ron_file;
pub mod sim;
pub mod stats;
pub mod storage;
pub mod tournament;

//! Not a test module (the `app` binary does not declare it): `benches/studio.rs` includes this
//! file by path, and what it uses is in `support/ui.rs`. Once the bench's `#[path]` names
//! `../tests/app/support/ui.rs`, this file can go.

#[path = "support/ui.rs"]
mod ui;
pub(crate) use ui::*;

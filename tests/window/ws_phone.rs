//! Not a test module (the `window` binary does not declare it): `benches/phones.rs` includes this
//! file by path, and the phone it uses is in `support/ws_phone.rs`. Once the bench's `#[path]`
//! names `../tests/window/support/ws_phone.rs`, this file can go.

#[path = "support/ws_phone.rs"]
mod ws_phone;
pub use ws_phone::*;

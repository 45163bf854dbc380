//! What the real-window tests share: the display, the game on it, its report, the pointer and the
//! browser (`harness`, and `webdriver` to drive it); what a person does, clicking until the game answers, keys, pixels
//! (`steps`); a phone as a WebSocket client (`ws_phone`); and the game as a screen reader reads
//! it (`a11y`).

pub mod a11y;
pub mod harness;
pub mod steps;
pub mod webdriver;
pub mod ws_phone;

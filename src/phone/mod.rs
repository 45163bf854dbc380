//! Phones as hands: each person of a party may play from their own phone's browser while the
//! computer shows the table. [`protocol`] is what a phone is told and may say, built from the
//! seat's view alone; [`server`] is the HTTP and WebSocket server that carries it.

pub mod protocol;
pub mod server;

pub use protocol::{
    FromPhone, NewsLine, PageTexts, PhoneCommand, SeatState, StateInput, ToPhone, parse_command, parse_message,
    seat_state,
};
pub use server::{
    ASK_AGAIN_SECONDS, Inbound, LanAddresses, MAX_PHOTO_BYTES, PhoneServer, RawImage, ServerWords, StartError,
    StudioWords, Token, lan_addresses,
};

//! Phone seats at the table: while a match has seats played from phones, the phones' server runs;
//! each phone seat's screen is built from the game as it stands (the seat's own view and legal
//! actions, as a computer player gets them) and sent the moment it changes; what a phone chooses
//! enters as the same [`SubmitAction`] as a click, once the table has shown everything before it.
//!
//! A phone is a screen of its own with no cards in flight, so it is not held back while the table
//! animates: a tap reaches every phone at once, and the table shows it as its cards move.

pub mod seats;

mod hints;
mod intake;
mod publish;
mod server;

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, AtTable, Screen};
use hints::{PhoneHints, ask_hints, send_hints};
use intake::{measure_latency, receive_commands, tell_refusals};
use publish::publish_states;
use seats::{PhoneRequest, Phones};
use server::{handle_requests, run_server, stop_server};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Phones>()
        .init_resource::<PhoneHints>()
        .add_message::<PhoneRequest>()
        .add_systems(OnExit(Screen::Table), (stop_server, |mut h: ResMut<PhoneHints>| *h = PhoneHints::default()))
        .add_systems(
            Update,
            (handle_requests, run_server, receive_commands, ask_hints)
                .chain()
                .in_set(AppSystems::Input)
                .in_set(AtTable),
        )
        .add_systems(
            Update,
            (tell_refusals, measure_latency, publish_states, send_hints)
                .chain()
                .in_set(AppSystems::Report)
                .in_set(AtTable),
        );
}

//! The phones' server: started while the table has phone seats, stopped when none is left; a seat
//! taken back, another port, a code shown again, an answer to a phone asking for a seat.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::app::core::commands::TableNote;
use crate::app::core::settings::{Session, Settings};
use crate::app::core::table::Table;
use crate::app::core::writer::TableCommand;
use crate::engine::Seat;
use crate::i18n::{Msg, Texts};
use crate::phone::{PhoneServer, ToPhone, Token};
use crate::{msg, tr};

use super::seats::*;

pub(super) fn waker(proxy: Option<&bevy::winit::EventLoopProxyWrapper>) -> Option<Box<dyn Fn() + Send + Sync>> {
    let proxy = (**proxy?).clone();
    Some(Box::new(move || {
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    }))
}

pub(super) fn phone_seats(table: &Table) -> Vec<Seat> {
    (0..table.seat_count() as Seat).filter(|&s| table.is_phone(s)).collect()
}

/// Starts the server when the table has phone seats and none runs; stops it when none is left.
/// While it runs: which phones are connected, and which seats another phone asks for.
pub(super) fn run_server(
    table: Res<Table>,
    settings: Res<Settings>,
    session: Res<Session>,
    texts: Res<Texts>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut phones: ResMut<Phones>,
    mut notes: MessageWriter<TableNote>,
) {
    let wanted = phone_seats(&table);
    // A seat taken back keeps the server listening while the table is open: its phone, when it
    // comes back, is told.
    if wanted.is_empty() && !phones.taken_back {
        if let Some(server) = phones.server.take() {
            let closed = ToPhone::Closed { text: texts.get(Msg::PhoneClosed) }.json();
            server.stop(closed.clone());
            phones.end(&closed);
        }
        return;
    }
    if phones.server.is_some() || phones.problem.is_some() {
        follow_connections(&mut phones, &table, &mut notes);
        return;
    }
    if wanted.is_empty() {
        return;
    }
    let port = if phones.any_port { 0 } else { session.phone_port(&settings) };
    let tokens: Vec<(Seat, Token)> = wanted.iter().map(|&s| (s, Token::new())).collect();
    let retired = phones.retired.iter().cloned().collect();
    match PhoneServer::start(port, tokens.clone(), words(&texts, &wanted), retired, waker(proxy.as_deref())) {
        Ok(server) => {
            let port = server.port();
            let lan = crate::phone::lan_addresses();
            let shown_host = lan.main.map_or_else(|| "127.0.0.1".to_string(), |h| h.to_string());
            info!("phones: listening on port {port}");
            phones.seats = tokens
                .into_iter()
                .map(|(seat, token)| PhoneSeat {
                    seat,
                    address: format!("http://{shown_host}:{port}/p/{}", token.as_str()),
                    token,
                    joined: false,
                    ever_joined: false,
                    code_shown: false,
                    claimed: false,
                    moves_said: 0,
                    sent: None,
                    version: 0,
                    consumed: 0,
                    offered: VecDeque::new(),
                    short_names: None,
                })
                .collect();
            phones.server = Some(server);
            phones.port = Some(port);
            phones.host = lan.main;
            phones.other_hosts = lan.others;
            phones.panel = true;
            phones.art_loads = None;
        }
        Err(e) => {
            warn!("phones: {e}");
            phones.problem = Some(e);
            phones.panel = true;
        }
    }
}

/// Connected or not, and asked for by another phone or not, as the server sees it (written only
/// when it changed, so that what reads `Phones` runs only then). A seat another phone took with a
/// copied address is said at the table.
pub(super) fn follow_connections(phones: &mut ResMut<Phones>, table: &Table, notes: &mut MessageWriter<TableNote>) {
    let quiet = phones.bypass_change_detection();
    let Some(server) = quiet.server.as_ref() else { return };
    for p in &mut quiet.seats {
        let moves = server.moves(p.seat);
        if moves > p.moves_said {
            p.moves_said = moves;
            notes.write(TableNote(msg!(PhoneSeatMoved, who = table.name(p.seat))));
        }
    }
    let claims = server.claims();
    let now: Vec<(bool, bool)> =
        quiet.seats.iter().map(|p| (server.connected(p.seat), claims.contains(&p.seat))).collect();
    if quiet.seats.iter().zip(&now).all(|(p, &(joined, claimed))| p.joined == joined && p.claimed == claimed) {
        return;
    }
    for (p, (joined, claimed)) in phones.seats.iter_mut().zip(now) {
        if joined && !p.joined {
            // Its code goes once it joins again.
            p.code_shown = false;
        }
        p.joined = joined;
        p.ever_joined |= joined;
        p.claimed = claimed;
    }
}

pub(super) fn stop_server(texts: Res<Texts>, mut phones: ResMut<Phones>) {
    let closed = ToPhone::Closed { text: texts.get(Msg::PhoneClosed) }.json();
    if let Some(server) = phones.server.take() {
        server.stop(closed.clone());
    }
    phones.end(&closed);
}

/// Take back, another port, the panel, a code shown again, an answer to a phone asking for a seat.
pub(super) fn handle_requests(
    mut requests: MessageReader<PhoneRequest>,
    table: Res<Table>,
    texts: Res<Texts>,
    mut phones: ResMut<Phones>,
    mut ask: MessageWriter<TableCommand>,
) {
    for r in requests.read() {
        match *r {
            PhoneRequest::TakeBack(seat) => {
                if !table.is_phone(seat) {
                    continue;
                }
                ask.write(TableCommand::TakeBackPhone(seat));
                let closed = ToPhone::Closed { text: tr!(texts, PhoneTakenBack, who = table.name(seat)) }.json();
                if let Some(server) = &phones.server {
                    server.revoke(seat, closed.clone());
                }
                if let Some(p) = phones.seats.iter().find(|p| p.seat == seat) {
                    let token = p.token.clone();
                    retire(&mut phones.retired, token, closed);
                }
                phones.seats.retain(|p| p.seat != seat);
                phones.taken_back = true;
                phones.pending.retain(|c| c.seat != seat);
            }
            PhoneRequest::OtherPort => {
                phones.any_port = true;
                phones.problem = None;
            }
            PhoneRequest::Panel(open) => {
                phones.panel = open;
                if !open {
                    phones.seats.iter_mut().for_each(|p| p.code_shown = false);
                }
            }
            PhoneRequest::ShowCode(seat) => {
                if let Some(p) = phones.seats.iter_mut().find(|p| p.seat == seat) {
                    p.code_shown = true;
                }
            }
            PhoneRequest::Answer(seat, give) => {
                if let Some(server) = &phones.server {
                    server.answer(seat, give);
                }
                if let Some(p) = phones.seats.iter_mut().find(|p| p.seat == seat) {
                    p.claimed = false;
                }
            }
        }
    }
}

//! The phone seats as the game keeps them: who is joined, from where, what each was last sent
//! and offered, and what the people at the computer ask of them.

use std::collections::VecDeque;
use std::net::IpAddr;
use std::time::Instant;

use bevy::prelude::*;

use crate::engine::{Action, Seat};
use crate::i18n::{Msg, Texts};
use crate::phone::{Inbound, PageTexts, PhoneServer, SeatState, ServerWords, StartError, ToPhone, Token};
use crate::tr;

/// What the people at the computer ask of the phone seats.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneRequest {
    /// Play this seat at the computer again (its phone is gone).
    TakeBack(Seat),
    /// The port was taken: listen on any free one.
    OtherPort,
    /// Show or hide the panel of addresses and QR codes.
    Panel(bool),
    /// Show the QR code of a seat whose phone has joined (hidden once it has).
    ShowCode(Seat),
    /// Another phone asks for the seat: give it (`true`) or keep it for the phone that has it.
    Answer(Seat, bool),
}

/// The state versions a seat's phone may still answer.
pub(super) const OFFERS_KEPT: usize = 8;
/// Commands taken from the server per frame (the rest wait in its bounded queue).
pub(super) const COMMANDS_PER_FRAME: usize = 16;
/// Moves at the table a phone is sent (its page lists the last four, and tells each new one to a
/// screen reader once: a move can make several lines).
pub(super) const RECENT_LINES: usize = 12;
/// Taps measured for the layout report.
pub(super) const MOVES_KEPT: usize = 64;
/// Closed seats' tokens remembered (their addresses say why they are closed, not "Not found").
pub(super) const RETIRED_KEPT: usize = 40;

/// A seat played from a phone.
#[derive(Debug)]
pub struct PhoneSeat {
    /// The seat.
    pub seat: Seat,
    pub(super) token: Token,
    /// The address to open on the phone (with the token).
    pub address: String,
    /// A phone is connected now.
    pub joined: bool,
    /// A phone has been connected at some time: its code is no longer shown by itself.
    pub ever_joined: bool,
    /// The people at the computer asked to see the code of a seat whose phone has joined.
    pub code_shown: bool,
    /// Another phone asks for the seat: the computer answers.
    pub claimed: bool,
    /// Times another phone took the seat with this phone's id, as said at the table so far.
    pub(super) moves_said: u64,
    pub(super) sent: Option<SeatState>,
    pub(super) version: u64,
    /// Every version up to this one was answered by a command already: a command naming one of
    /// them again (a tap sent twice, an old tap after a reconnection) is stale.
    pub(super) consumed: u64,
    pub(super) offered: VecDeque<(u64, Vec<Action>)>,
    /// The phone's own choice of short card names (`None`: as at the table).
    pub(super) short_names: Option<bool>,
}

impl PhoneSeat {
    /// The texts this phone is sent: the table's, naming cards as the phone chose, if it did.
    pub(super) fn texts<'a>(&self, table: &'a Texts) -> std::borrow::Cow<'a, Texts> {
        match self.short_names {
            Some(on) if on != table.short_cards() => std::borrow::Cow::Owned(table.with_short_cards(on)),
            _ => std::borrow::Cow::Borrowed(table),
        }
    }

    /// True when its phone was connected once and is not now.
    pub fn gone(&self) -> bool {
        self.ever_joined && !self.joined
    }

    /// True when the panel may show its QR code: no phone has joined it yet, or the people at the
    /// computer asked for it.
    pub fn code_visible(&self) -> bool {
        !self.ever_joined || self.code_shown
    }
}

/// One tap from a phone, measured end to end on this computer's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PhoneMove {
    /// The seat.
    pub seat: Seat,
    /// When the server read it (milliseconds since 1970).
    pub received_ms: f64,
    /// The frame in which the table started showing it: its update (milliseconds since 1970).
    pub shown_ms: f64,
    /// That frame's number once it ended (`FrameCount`): the renderer says when it was drawn.
    pub frame: u32,
}

/// The phones of the match at the table.
#[derive(Resource, Default)]
pub struct Phones {
    pub(super) server: Option<PhoneServer>,
    /// Every phone seat, in seat order.
    pub seats: Vec<PhoneSeat>,
    /// Why the server is not running, when it should.
    pub problem: Option<StartError>,
    /// The port it listens on.
    pub port: Option<u16>,
    /// This computer's address on the local network (`None`: no network found).
    pub host: Option<IpAddr>,
    /// Its other addresses (another network, a VPN), listed in the panel.
    pub other_hosts: Vec<IpAddr>,
    /// The panel of addresses is open.
    pub panel: bool,
    /// The next start listens on any free port.
    pub(super) any_port: bool,
    pub(super) pending: Vec<Inbound>,
    pub(super) art_loads: Option<u32>,
    /// Commands from phones submitted to the table so far.
    pub submitted: u64,
    /// Commands taken from the server in the last frame (never more than a frame's share).
    pub taken: usize,
    /// Commands taken from the server so far (each within its seat's rate).
    pub received: u64,
    /// Commands submitted this frame, with when the server read them and the actions applied
    /// before them.
    pub(super) awaiting: Vec<(Seat, Instant, u64)>,
    /// From the server reading a phone's command to the first frame its card moves on the table.
    pub last_latency: Option<std::time::Duration>,
    /// The last taps measured, oldest first.
    pub moves: VecDeque<PhoneMove>,
    /// Hint requests taken from the server, for [`ask_hints`]: the seat and the state version
    /// each named.
    pub(super) hint_asks: Vec<(Seat, u64)>,
    /// A seat was taken back at the computer during this match.
    pub(super) taken_back: bool,
    /// Seats that no longer play (taken back, earlier matches) and why, kept from match to match:
    /// a phone that comes back to one is told why in words.
    pub(super) retired: VecDeque<(Token, String)>,
}

impl Phones {
    /// True while phones' commands wait for the table to settle.
    pub fn waiting(&self) -> bool {
        !self.pending.is_empty()
    }

    /// True while the server runs.
    pub fn listening(&self) -> bool {
        self.server.is_some()
    }

    /// The phone seat of `seat`, if it is one.
    pub fn seat(&self, seat: Seat) -> Option<&PhoneSeat> {
        self.seats.iter().find(|p| p.seat == seat)
    }

    /// The address of every phone seat (for tests and the layout report).
    pub fn addresses(&self) -> Vec<(Seat, String)> {
        self.seats.iter().map(|p| (p.seat, p.address.clone())).collect()
    }

    /// The address for `seat` on `host` (`localhost` in tests).
    pub fn address_on(&self, seat: Seat, host: &str) -> Option<String> {
        let (p, port) = (self.seat(seat)?, self.port?);
        Some(format!("http://{host}:{port}/p/{}", p.token.as_str()))
    }

    /// The seats whose phone is gone (the table shows them in red).
    pub fn gone(&self) -> Vec<Seat> {
        self.seats.iter().filter(|p| p.gone()).map(|p| p.seat).collect()
    }

    /// Connections open now that are not seats' WebSockets.
    pub fn open_connections(&self) -> usize {
        self.server.as_ref().map_or(0, PhoneServer::open_connections)
    }

    /// True while a phone's WebSocket holds `seat`, as the server sees it now (for tests).
    pub fn connected(&self, seat: Seat) -> bool {
        self.server.as_ref().is_some_and(|s| s.connected(seat))
    }
}

pub(super) fn words(texts: &Texts, seats: &[Seat]) -> ServerWords {
    let lang = texts.language().code();
    ServerWords {
        hello: seats
            .iter()
            .map(|&seat| ToPhone::Hello { seat, lang, texts: Box::new(PageTexts::new(texts)) }.json())
            .collect(),
        bad_message: texts.get(Msg::PhoneBadMessage),
        too_fast: texts.get(Msg::PhoneTooFast),
        replaced: texts.get(Msg::PhoneReplaced),
        moved: texts.get(Msg::PhoneMoved),
        given_away: texts.get(Msg::PhoneGivenAway),
        claim_waiting: texts.get(Msg::PhoneClaimWaiting),
        claim_asked: texts.get(Msg::PhoneClaimAsked),
        claim_refused: tr!(texts, PhoneClaimRefused, n = crate::phone::ASK_AGAIN_SECONDS),
        claim_busy: texts.get(Msg::PhoneClaimBusy),
        claim_too_soon: tr!(texts, PhoneClaimTooSoon, n = crate::phone::ASK_AGAIN_SECONDS),
        closed_title: texts.get(Msg::PhoneClosedTitle),
        lang: lang.to_string(),
    }
}

impl Phones {
    /// Ends the phones of a match: each seat's address will say `why` (the JSON of
    /// `ToPhone::Closed`) in later matches; everything else starts afresh.
    pub(super) fn end(&mut self, why: &str) {
        let mut retired = std::mem::take(&mut self.retired);
        for p in &self.seats {
            retire(&mut retired, p.token.clone(), why.to_string());
        }
        *self = Phones { retired, ..Phones::default() };
    }
}

/// Remembers a closed seat's token, the newest [`RETIRED_KEPT`] only.
pub(super) fn retire(retired: &mut VecDeque<(Token, String)>, token: Token, why: String) {
    if retired.len() >= RETIRED_KEPT {
        retired.pop_front();
    }
    retired.push_back((token, why));
}

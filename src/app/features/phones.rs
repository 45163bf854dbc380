//! Phone seats at the table: while a match has seats played from phones, the phones' server runs;
//! each phone seat's screen is built from the game as it stands (the seat's own view and legal
//! actions, as a computer player gets them) and sent the moment it changes; what a phone chooses
//! enters as the same [`SubmitAction`] as a click, once the table has shown everything before it.
//!
//! A phone is a screen of its own with no cards in flight, so it is not held back while the table
//! animates: a tap reaches every phone at once, and the table shows it as its cards move.

use std::collections::VecDeque;
use std::net::IpAddr;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::app::core::catch::CatchWindows;
use crate::app::core::commands::TableNote;
use crate::app::core::party::Seated;
use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::app::core::settings::{Session, Settings};
use crate::app::core::shown::{self, EventQueue, Playback};
use crate::app::core::table::{Refused, SubmitAction, Table};
use crate::app::core::writer::TableCommand;
use crate::app::scene::art::{ActiveTheme, CardArt};
use crate::coach::Hint;
use crate::engine::{Action, Card, Seat};
use crate::i18n::{Msg, Texts};
use crate::phone::protocol::{Ask, PhoneHint};
use crate::phone::{
    Inbound, PageTexts, PhoneServer, RawImage, SeatState, ServerWords, StartError, StateInput, ToPhone, Token,
    seat_state,
};
use crate::{msg, tr};

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
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            (tell_refusals, measure_latency, publish_states, send_hints)
                .chain()
                .in_set(AppSystems::Report)
                .run_if(in_state(Screen::Table)),
        );
}

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
const OFFERS_KEPT: usize = 8;
/// Commands taken from the server per frame (the rest wait in its bounded queue).
const COMMANDS_PER_FRAME: usize = 16;
/// Moves at the table a phone's page lists.
const RECENT_LINES: usize = 4;
/// Taps measured for the layout report.
const MOVES_KEPT: usize = 64;
/// Closed seats' tokens remembered (their addresses say why they are closed, not "Not found").
const RETIRED_KEPT: usize = 40;

/// A seat played from a phone.
#[derive(Debug)]
pub struct PhoneSeat {
    /// The seat.
    pub seat: Seat,
    token: Token,
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
    moves_said: u64,
    sent: Option<SeatState>,
    version: u64,
    /// Every version up to this one was answered by a command already: a command naming one of
    /// them again (a tap sent twice, an old tap after a reconnection) is stale.
    consumed: u64,
    offered: VecDeque<(u64, Vec<Action>)>,
}

impl PhoneSeat {
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
    server: Option<PhoneServer>,
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
    any_port: bool,
    pending: Vec<Inbound>,
    art_loads: Option<u32>,
    /// Commands from phones submitted to the table so far.
    pub submitted: u64,
    /// Commands taken from the server in the last frame (never more than a frame's share).
    pub taken: usize,
    /// Commands taken from the server so far (each within its seat's rate).
    pub received: u64,
    /// Commands submitted this frame, with when the server read them and the actions applied
    /// before them.
    awaiting: Vec<(Seat, Instant, u64)>,
    /// From the server reading a phone's command to the first frame its card moves on the table.
    pub last_latency: Option<std::time::Duration>,
    /// The last taps measured, oldest first.
    pub moves: VecDeque<PhoneMove>,
    /// Hint requests taken from the server, for [`ask_hints`]: the seat and the state version
    /// each named.
    hint_asks: Vec<(Seat, u64)>,
    /// A seat was taken back at the computer during this match.
    taken_back: bool,
    /// Seats that no longer play (taken back, earlier matches) and why, kept from match to match:
    /// a phone that comes back to one is told why in words.
    retired: VecDeque<(Token, String)>,
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

fn words(texts: &Texts, seats: &[Seat]) -> ServerWords {
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
    fn end(&mut self, why: &str) {
        let mut retired = std::mem::take(&mut self.retired);
        for p in &self.seats {
            retire(&mut retired, p.token.clone(), why.to_string());
        }
        *self = Phones { retired, ..Phones::default() };
    }
}

/// Remembers a closed seat's token, the newest [`RETIRED_KEPT`] only.
fn retire(retired: &mut VecDeque<(Token, String)>, token: Token, why: String) {
    if retired.len() >= RETIRED_KEPT {
        retired.pop_front();
    }
    retired.push_back((token, why));
}

fn waker(proxy: Option<&bevy::winit::EventLoopProxyWrapper>) -> Option<Box<dyn Fn() + Send + Sync>> {
    let proxy = (**proxy?).clone();
    Some(Box::new(move || {
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    }))
}

fn phone_seats(table: &Table) -> Vec<Seat> {
    (0..table.seat_count() as Seat).filter(|&s| table.is_phone(s)).collect()
}

/// Starts the server when the table has phone seats and none runs; stops it when none is left.
/// While it runs: which phones are connected, and which seats another phone asks for.
fn run_server(
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    session: Res<Session>,
    texts: Res<Texts>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut phones: ResMut<Phones>,
    mut notes: MessageWriter<TableNote>,
) {
    let Some(table) = table else { return };
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
fn follow_connections(phones: &mut ResMut<Phones>, table: &Table, notes: &mut MessageWriter<TableNote>) {
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

fn stop_server(texts: Res<Texts>, mut phones: ResMut<Phones>) {
    let closed = ToPhone::Closed { text: texts.get(Msg::PhoneClosed) }.json();
    if let Some(server) = phones.server.take() {
        server.stop(closed.clone());
    }
    phones.end(&closed);
}

/// Take back, another port, the panel, a code shown again, an answer to a phone asking for a seat.
fn handle_requests(
    mut requests: MessageReader<PhoneRequest>,
    table: Option<Res<Table>>,
    texts: Res<Texts>,
    mut phones: ResMut<Phones>,
    mut ask: MessageWriter<TableCommand>,
) {
    for r in requests.read() {
        match *r {
            PhoneRequest::TakeBack(seat) => {
                let Some(table) = table.as_deref().filter(|t| t.is_phone(seat)) else { continue };
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

/// Takes the phones' commands; each becomes the action its number stood for, submitted once the
/// table has shown everything before it (as clicks wait for the cards in flight).
fn receive_commands(
    overlay: Option<Res<State<Overlay>>>,
    playback: Res<Playback>,
    queue: Res<EventQueue>,
    texts: Res<Texts>,
    table: Option<Res<Table>>,
    mut phones: ResMut<Phones>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Phones { server, seats, pending, submitted, taken, received, awaiting, hint_asks, .. } = &mut *phones;
    let Some(server) = server.as_mut() else { return };
    *taken = 0;
    for _ in 0..COMMANDS_PER_FRAME {
        if pending.len() >= crate::phone::server::INBOUND_QUEUE {
            break;
        }
        match server.next_command() {
            Some(c) => {
                pending.push(c);
                *taken += 1;
                *received += 1;
            }
            None => break,
        }
    }
    // While the pause menu (or another overlay) is open at the computer, the game waits for
    // everyone: a phone is told so, and taps again once the game goes on.
    if overlay.is_some_and(|o| *o.get() != Overlay::None) {
        for c in pending.drain(..) {
            server.notify(c.seat, ToPhone::Error { text: texts.get(Msg::PhonePaused) }.json());
        }
        return;
    }
    if !playback.settled() || !queue.is_empty() {
        return;
    }
    let applied = table.as_ref().map_or(0, |t| t.actions_applied());
    let between_rounds = table.as_ref().is_some_and(|t| {
        matches!(t.live_game().phase(), crate::engine::Phase::RoundOver | crate::engine::Phase::WaitingToDeal)
    });
    let mut round_asked = false;
    for Inbound { seat, cmd, received } in pending.drain(..) {
        let act = match cmd.ask {
            Ask::Act(act) => act,
            // A hint moves nothing: it is answered by its own system.
            Ask::Hint => {
                hint_asks.push((seat, cmd.v));
                continue;
            }
        };
        let Some(p) = seats.iter_mut().find(|p| p.seat == seat) else { continue };
        let offered = (cmd.v > p.consumed).then(|| p.offered.iter().find(|(v, _)| *v == cmd.v)).flatten();
        let action = offered.map(|(_, acts)| acts.get(act).copied());
        match action {
            // "Next round" from several phones: the first deals, the others see the round start.
            Some(Some(Action::StartRound)) if round_asked || !between_rounds => p.consumed = p.consumed.max(cmd.v),
            Some(Some(action)) => {
                round_asked |= action == Action::StartRound;
                submit.write(SubmitAction { seat, action });
                p.consumed = p.version;
                *submitted += 1;
                awaiting.push((seat, received, applied));
            }
            Some(None) => server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneBadMessage) }.json()),
            None => {
                // A "Next round" the round's start already answered is not an error.
                let old_round =
                    p.offered.iter().any(|(v, acts)| *v == cmd.v && acts.get(act) == Some(&Action::StartRound));
                if !old_round {
                    server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneStale) }.json());
                }
            }
        }
    }
}

fn unix_ms(at: Instant) -> f64 {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
    now - at.elapsed().as_secs_f64() * 1000.0
}

/// The time from a phone's command reaching the server to the frame in which the table starts
/// showing it (its card moving, its colour, its call): this frame, when the table applied it.
fn measure_latency(
    table: Option<Res<Table>>,
    count: Option<Res<bevy::diagnostic::FrameCount>>,
    mut phones: ResMut<Phones>,
) {
    if phones.awaiting.is_empty() {
        return;
    }
    let applied = table.map_or(0, |t| t.actions_applied());
    let now = unix_ms(Instant::now());
    let awaiting = std::mem::take(&mut phones.awaiting);
    for (seat, received, before) in awaiting {
        if applied <= before {
            continue;
        }
        phones.last_latency = Some(received.elapsed());
        // The frame count goes up at the end of the frame, before the renderer takes it.
        let frame = count.as_ref().map_or(0, |c| c.0.wrapping_add(1));
        phones.moves.push_back(PhoneMove { seat, received_ms: unix_ms(received), shown_ms: now, frame });
        while phones.moves.len() > MOVES_KEPT {
            phones.moves.pop_front();
        }
    }
}

/// An action a phone chose that the engine refused: the phone says why, and gets its state again
/// (with a new version, so that it may tap once more).
fn tell_refusals(mut refused: MessageReader<Refused>, texts: Res<Texts>, mut phones: ResMut<Phones>) {
    for r in refused.read() {
        let Phones { server, seats, .. } = &mut *phones;
        let (Some(server), Some(p)) = (server.as_ref(), seats.iter_mut().find(|p| p.seat == r.seat)) else {
            continue;
        };
        p.sent = None;
        // Two "Next round" at once: the second is no mistake.
        if r.action != Action::StartRound {
            server.notify(r.seat, ToPhone::Error { text: texts.say(&r.reason) }.json());
        }
    }
}

/// What each phone seat may see of the game as it stands: sent when it changed.
#[derive(bevy::ecs::system::SystemParam)]
struct StateSources<'w> {
    time: Res<'w, Time>,
    settings: Res<'w, Settings>,
    windows: Res<'w, CatchWindows>,
    texts: Res<'w, Texts>,
    table: Option<Res<'w, Table>>,
    overlay: Option<Res<'w, State<Overlay>>>,
}

/// The card art the phones fetch, whenever the theme was painted again.
#[derive(bevy::ecs::system::SystemParam)]
struct ArtSources<'w> {
    art: Option<Res<'w, CardArt>>,
    theme: Option<Res<'w, ActiveTheme>>,
    images: Option<Res<'w, Assets<Image>>>,
}

fn publish_states(src: StateSources, art: ArtSources, mut phones: ResMut<Phones>) {
    let StateSources { time, settings, windows, texts, table, overlay } = src;
    let paused = overlay.as_ref().is_some_and(|o| *o.get() != Overlay::None);
    let Some(table) = table else { return };
    let Phones { server, seats, art_loads, .. } = &mut *phones;
    let Some(server) = server.as_ref() else { return };
    let art_changed = publish_art(server, art_loads, &art);
    // Built again only when something it is made of changed (catches open with time).
    let changed = table.is_changed()
        || texts.is_changed()
        || settings.is_changed()
        || overlay.as_ref().is_some_and(|o| o.is_changed())
        || art_changed
        || !windows.is_empty()
        || seats.iter().any(|p| p.sent.is_none());
    if !changed {
        return;
    }
    let game = table.live_game();
    let names: Vec<String> = table.seat_list().iter().map(|s| s.name.clone()).collect();
    let custom: Vec<String> = game.rules().custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
    let recent = recent_lines(&table, &texts);
    let now = time.elapsed_secs();
    for p in seats.iter_mut() {
        let view = game.view(Some(p.seat));
        // As for a person at the computer.
        let legal = windows.offer(shown::offered(game, p.seat), now, &settings);
        let input = StateInput {
            texts: &texts,
            names: &names,
            custom_texts: &custom,
            version: p.version + 1,
            art: art_loads.unwrap_or(0),
            recent: &recent,
            step: table.actions_applied(),
        };
        let (mut state, actions) = seat_state(&input, &view, &legal);
        if paused {
            state.status = texts.get(Msg::PhonePaused);
        }
        if table.hints_allowed() && !table.in_lesson() {
            state.offer_hints(&texts);
        }
        let same = p.sent.as_ref().is_some_and(|old| SeatState { v: old.v, step: old.step, ..state.clone() } == *old);
        if same {
            continue;
        }
        p.version += 1;
        p.offered.push_back((p.version, actions));
        while p.offered.len() > OFFERS_KEPT {
            p.offered.pop_front();
        }
        server.publish(p.seat, ToPhone::State(Box::new(state.clone())).json());
        p.sent = Some(state);
    }
}

/// The last moves at the table in words, oldest first.
fn recent_lines(table: &Table, texts: &Texts) -> Vec<String> {
    let lines: Vec<String> = table
        .recent_events()
        .filter_map(|e| crate::app::core::words::describe(table, e))
        .map(|m| texts.render(&m))
        .collect();
    lines[lines.len().saturating_sub(RECENT_LINES)..].to_vec()
}

/// Hands the server the card art when the theme was painted again; true when it did.
fn publish_art(server: &PhoneServer, loads: &mut Option<u32>, art: &ArtSources) -> bool {
    let (Some(card_art), Some(theme), Some(images)) = (&art.art, &art.theme, &art.images) else { return false };
    if *loads == Some(theme.loads) {
        return false;
    }
    *loads = Some(theme.loads);
    server.set_art(card_images(card_art, images));
    true
}

/// Every face and the back, as the theme painted them.
fn card_images(art: &CardArt, images: &Assets<Image>) -> Vec<(String, RawImage)> {
    let raw = |h: &Handle<Image>| {
        let img = images.get(h)?;
        Some(RawImage { width: img.width(), height: img.height(), rgba: img.data.clone()? })
    };
    let mut out: Vec<(String, RawImage)> =
        Card::all().filter_map(|c| Some((crate::phone::protocol::card_img(c), raw(&art.face(c))?))).collect();
    if let Some(back) = raw(&art.back()) {
        out.push(("back".to_string(), back));
    }
    out
}

/// Where a phone's hint belongs: whose decision, after how many actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HintAt {
    seat: Seat,
    actions: u64,
}

/// The phone seats' hints: being thought about on worker threads, and ready. Each belongs to its
/// position and goes once a move is made.
#[derive(Resource, Default)]
struct PhoneHints {
    /// Hints being thought about.
    thinking: Vec<(HintAt, Task<Option<Hint>>)>,
    /// Hints ready, and whether the phone is still to be sent it.
    ready: Vec<(HintAt, Hint, bool)>,
    /// The last position whose hint was counted, per seat: one count per decision.
    counted: Vec<HintAt>,
}

/// Why a phone's hint request gets no hint, or `None` when it is answered: the match must allow
/// hints, the decision be the seat's own with something to choose (`legal`), and the request
/// name the state the phone shows now.
fn hint_refusal(table: &Table, p: &PhoneSeat, v: u64, legal: &[Action]) -> Option<Msg> {
    if !table.hints_allowed() || table.in_lesson() || !table.is_phone(p.seat) {
        return Some(Msg::PhoneHintOff);
    }
    let game = table.live_game();
    if game.to_act() != Some(p.seat) || legal.is_empty() || !crate::coach::hint_offered(game.phase()) {
        return Some(Msg::PhoneHintNotNow);
    }
    if v != p.version || v <= p.consumed {
        return Some(Msg::PhoneStale);
    }
    None
}

/// Answers the phones' hint requests: a refusal says why; an accepted one counts once per
/// decision and is thought about from the seat's own view, as the computer screen's hint is
/// (the same actions, seed and budget), on a worker thread. Asked again, the hint already found
/// is sent again.
fn ask_hints(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    texts: Res<Texts>,
    table: Option<Res<Table>>,
    mut phones: ResMut<Phones>,
    mut hints: ResMut<PhoneHints>,
    mut ask: MessageWriter<TableCommand>,
) {
    if phones.hint_asks.is_empty() {
        return;
    }
    let asked = std::mem::take(&mut phones.hint_asks);
    let (Some(table), Some(server)) = (table, phones.server.as_ref()) else { return };
    let now = time.elapsed_secs();
    for (seat, v) in asked {
        let Some(p) = phones.seat(seat) else { continue };
        // What the seat may choose now, as its phone is offered it.
        let legal = windows.offer(shown::offered(table.live_game(), seat), now, &settings);
        if let Some(why) = hint_refusal(&table, p, v, &legal) {
            server.notify(seat, ToPhone::Error { text: texts.get(why) }.json());
            continue;
        }
        let at = HintAt { seat, actions: table.actions_applied() };
        if !hints.counted.contains(&at) {
            hints.counted.retain(|c| c.seat != seat);
            hints.counted.push(at);
            ask.write(TableCommand::CountHint);
        }
        if let Some(ready) = hints.ready.iter_mut().find(|(h, _, _)| *h == at) {
            ready.2 = true;
            continue;
        }
        if hints.thinking.iter().any(|(h, _)| *h == at) {
            continue;
        }
        let view = table.live_game().view(Some(seat));
        let seed = crate::engine::mix_seed(table.log().seed, at.actions << 8 | u64::from(seat));
        let budget = crate::ai::DEFAULT_BUDGET;
        let task =
            AsyncComputeTaskPool::get().spawn(async move { crate::coach::try_hint(&view, &legal, seed, budget) });
        hints.thinking.push((at, task));
    }
}

/// Sends each phone its hint once found, with the card or button to highlight in the state it
/// shows and the line in the game's language; a hint whose position has moved on is dropped.
fn send_hints(table: Option<Res<Table>>, texts: Res<Texts>, phones: Res<Phones>, mut hints: ResMut<PhoneHints>) {
    if hints.thinking.is_empty() && hints.ready.is_empty() {
        return;
    }
    let current = |at: &HintAt| {
        table.as_ref().is_some_and(|t| t.actions_applied() == at.actions && t.is_phone(at.seat))
            && phones.seat(at.seat).is_some()
    };
    let PhoneHints { thinking, ready, .. } = &mut *hints;
    thinking.retain(|(at, _)| current(at));
    ready.retain(|(at, _, _)| current(at));
    let mut i = 0;
    while i < thinking.len() {
        if let Some(found) = check_ready(&mut thinking[i].1) {
            let (at, _) = thinking.swap_remove(i);
            ready.extend(found.map(|hint| (at, hint, true)));
        } else {
            i += 1;
        }
    }
    let (Some(table), Some(server)) = (table.as_ref(), phones.server.as_ref()) else { return };
    let names: Vec<String> = table.seat_list().iter().map(|s| s.name.clone()).collect();
    let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
    for (at, hint, due) in ready.iter_mut().filter(|(_, _, due)| *due) {
        let Some(p) = phones.seat(at.seat) else { continue };
        // The state the phone shows, and the actions its numbers stand for.
        let (Some(state), Some((_, offered))) = (p.sent.as_ref(), p.offered.back()) else { continue };
        let line = crate::i18n::coach::hint_line(hint, &name, &texts);
        let message = PhoneHint::new(state, offered, hint.action, &texts, line);
        server.notify(at.seat, ToPhone::Hint(Box::new(message)).json());
        *due = false;
    }
}

//! Phone seats at the table: while a match has seats played from phones, the phones' server runs;
//! each phone seat's screen is built from the view the table has shown (the seat's own view and
//! legal actions, as a computer player gets them) and sent when it changes; what a phone chooses
//! enters as the same [`SubmitAction`] as a click, once the table has shown everything before it.

use std::collections::VecDeque;
use std::net::IpAddr;

use bevy::prelude::*;

use super::bots::CatchWindows;
use super::cards::Playback;
use super::shown::{EventQueue, ShownView};
use super::table::{Refused, SeatKind, Settings, SubmitAction, Table};
use super::{AppSystems, Overlay, Screen};
use crate::engine::{Action, Card, Seat};
use crate::i18n::{Msg, Texts};
use crate::phone::{
    Inbound, PageTexts, PhoneServer, RawImage, SeatState, ServerWords, StartError, StateInput, ToPhone, Token,
    seat_state,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Phones>()
        .add_message::<PhoneRequest>()
        .add_systems(OnExit(Screen::Table), stop_server)
        .add_systems(
            Update,
            (handle_requests, run_server, receive_commands)
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_state(Screen::Table)),
        )
        .add_systems(
            Update,
            (tell_refusals, measure_latency, publish_states)
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
}

/// The state versions a seat's phone may still answer.
const OFFERS_KEPT: usize = 8;
/// Commands taken from the server per frame (the rest wait in its bounded queue).
const COMMANDS_PER_FRAME: usize = 16;

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
    /// A phone has been connected at some time.
    pub ever_joined: bool,
    sent: Option<SeatState>,
    version: u64,
    offered: VecDeque<(u64, Vec<Action>)>,
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
    /// When the server read the last command submitted, until its cards start moving.
    awaiting: Option<std::time::Instant>,
    /// From the server reading a phone's command to the first frame its card moves on the table.
    pub last_latency: Option<std::time::Duration>,
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
    }
}

fn waker(proxy: Option<&bevy::winit::EventLoopProxyWrapper>) -> Option<Box<dyn Fn() + Send + Sync>> {
    let proxy = (**proxy?).clone();
    Some(Box::new(move || {
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    }))
}

fn phone_seats(table: &Table) -> Vec<Seat> {
    (0..table.seats.len() as Seat).filter(|&s| table.is_phone(s)).collect()
}

/// Starts the server when the table has phone seats and none runs; stops it when none is left.
fn run_server(
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut phones: ResMut<Phones>,
) {
    let Some(table) = table else { return };
    let wanted = phone_seats(&table);
    if wanted.is_empty() {
        if let Some(server) = phones.server.take() {
            server.stop(ToPhone::Closed { text: texts.get(Msg::PhoneClosed) }.json());
            *phones = Phones::default();
        }
        return;
    }
    if phones.server.is_some() || phones.problem.is_some() {
        // Connected or not, as the server sees it.
        let Phones { server, seats, .. } = &mut *phones;
        if let Some(server) = server {
            for p in seats.iter_mut() {
                let now = server.connected(p.seat);
                if p.joined != now {
                    p.joined = now;
                    p.ever_joined |= now;
                }
            }
        }
        return;
    }
    let port = if phones.any_port { 0 } else { settings.phone_port };
    let tokens: Vec<(Seat, Token)> = wanted.iter().map(|&s| (s, Token::new())).collect();
    match PhoneServer::start(port, tokens.clone(), words(&texts, &wanted), waker(proxy.as_deref())) {
        Ok(server) => {
            let port = server.port();
            let host = crate::phone::lan_address();
            let shown_host = host.map_or_else(|| "127.0.0.1".to_string(), |h| h.to_string());
            info!("phones: listening on port {port}");
            phones.seats = tokens
                .into_iter()
                .map(|(seat, token)| PhoneSeat {
                    seat,
                    address: format!("http://{shown_host}:{port}/p/{}", token.as_str()),
                    token,
                    joined: false,
                    ever_joined: false,
                    sent: None,
                    version: 0,
                    offered: VecDeque::new(),
                })
                .collect();
            phones.server = Some(server);
            phones.port = Some(port);
            phones.host = host;
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

fn stop_server(texts: Res<Texts>, mut phones: ResMut<Phones>) {
    if let Some(server) = phones.server.take() {
        server.stop(ToPhone::Closed { text: texts.get(Msg::PhoneClosed) }.json());
    }
    *phones = Phones::default();
}

/// Take back, another port, the panel.
fn handle_requests(
    mut requests: MessageReader<PhoneRequest>,
    table: Option<ResMut<Table>>,
    texts: Res<Texts>,
    mut phones: ResMut<Phones>,
) {
    let mut table = table;
    for r in requests.read() {
        match *r {
            PhoneRequest::TakeBack(seat) => {
                let Some(table) = table.as_deref_mut() else { continue };
                if !table.is_phone(seat) {
                    continue;
                }
                table.seats[seat as usize].kind = SeatKind::Human;
                if let Some(server) = &phones.server {
                    server.revoke(seat, ToPhone::Closed { text: texts.get(Msg::PhoneTakenBack) }.json());
                }
                phones.seats.retain(|p| p.seat != seat);
                phones.pending.retain(|c| c.seat != seat);
            }
            PhoneRequest::OtherPort => {
                phones.any_port = true;
                phones.problem = None;
            }
            PhoneRequest::Panel(open) => phones.panel = open,
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
    mut phones: ResMut<Phones>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Phones { server, seats, pending, submitted, taken, awaiting, .. } = &mut *phones;
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
    if !playback.settled || !queue.is_empty() {
        return;
    }
    for Inbound { seat, cmd, received } in pending.drain(..) {
        let Some(p) = seats.iter().find(|p| p.seat == seat) else { continue };
        let action = p.offered.iter().find(|(v, _)| *v == cmd.v).map(|(_, acts)| acts.get(cmd.act).copied());
        match action {
            Some(Some(action)) => {
                submit.write(SubmitAction { seat, action });
                *submitted += 1;
                *awaiting = Some(received);
            }
            Some(None) => server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneBadMessage) }.json()),
            None => server.notify(seat, ToPhone::Error { text: texts.get(Msg::PhoneStale) }.json()),
        }
    }
}

/// The time from a phone's command reaching the server to its card moving on the table.
fn measure_latency(playback: Res<Playback>, queue: Res<EventQueue>, mut phones: ResMut<Phones>) {
    if phones.awaiting.is_some() && (!playback.settled || !queue.is_empty()) {
        phones.last_latency = phones.awaiting.take().map(|t| t.elapsed());
    }
}

/// An action a phone chose that the engine refused: the phone says why.
fn tell_refusals(mut refused: MessageReader<Refused>, texts: Res<Texts>, phones: Res<Phones>) {
    for r in refused.read() {
        if let (Some(server), Some(_)) = (&phones.server, phones.seat(r.seat)) {
            server.notify(r.seat, ToPhone::Error { text: texts.say(&r.reason) }.json());
        }
    }
}

/// The what the table has shown, as each phone seat may see it: sent when it changed.
#[allow(clippy::too_many_arguments)]
fn publish_states(
    time: Res<Time>,
    settings: Res<Settings>,
    windows: Res<CatchWindows>,
    texts: Res<Texts>,
    table: Option<Res<Table>>,
    shown: Option<Res<ShownView>>,
    art: Option<Res<super::CardArt>>,
    theme: Option<Res<super::ActiveTheme>>,
    images: Option<Res<Assets<Image>>>,
    overlay: Option<Res<State<Overlay>>>,
    mut phones: ResMut<Phones>,
) {
    let paused = overlay.as_ref().is_some_and(|o| *o.get() != Overlay::None);
    let (Some(table), Some(shown)) = (table, shown) else { return };
    let Phones { server, seats, art_loads, .. } = &mut *phones;
    let Some(server) = server.as_ref() else { return };
    // The card art, whenever the theme was painted again.
    let mut art_changed = false;
    if let (Some(art), Some(theme), Some(images)) = (art, theme, images)
        && *art_loads != Some(theme.loads)
    {
        *art_loads = Some(theme.loads);
        server.set_art(card_images(&art, &images));
        art_changed = true;
    }
    // Built again only when something it is made of changed (catches open with time).
    let overlay_changed = overlay.as_ref().is_some_and(|o| o.is_changed());
    let changed = shown.is_changed()
        || table.is_changed()
        || texts.is_changed()
        || settings.is_changed()
        || overlay_changed
        || art_changed
        || !windows.0.is_empty()
        || seats.iter().any(|p| p.sent.is_none());
    if !changed {
        return;
    }
    let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
    let custom: Vec<String> = shown.rules().custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
    let now = time.elapsed_secs();
    for p in seats.iter_mut() {
        let view = shown.view(Some(p.seat));
        let mut legal = shown.legal_actions(p.seat);
        // As for a person at the computer: a catch only once the UNO grace window is over.
        legal.retain(|a| !matches!(a, Action::Catch(t) if !windows.grace_over(*t, now, &settings)));
        let input = StateInput {
            texts: &texts,
            names: &names,
            custom_texts: &custom,
            version: p.version + 1,
            art: art_loads.unwrap_or(0),
        };
        let (mut state, actions) = seat_state(&input, &view, &legal);
        if paused {
            state.status = texts.get(Msg::PhonePaused);
        }
        let same = p.sent.as_ref().is_some_and(|old| SeatState { v: old.v, ..state.clone() } == *old);
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

/// Every face and the back, as the theme painted them.
fn card_images(art: &super::CardArt, images: &Assets<Image>) -> Vec<(String, RawImage)> {
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

//! A seat's WebSocket: the phone that holds the seat gets its states and sends its commands
//! (within the seat's rate); another phone waits for the computer's answer; both are pinged, and a
//! phone silent too long is closed.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{broadcast, oneshot};

use super::{ASK_AGAIN_SECONDS, BURST, Claim, Holder, Inbound, RATE_PER_SEC, Shared, Slot, lock};
use crate::phone::protocol::{CommandError, FromPhone, ToPhone, parse_message};

/// A phone's WebSocket is pinged this often.
pub const PING_SECONDS: u64 = 5;
/// A phone that answers nothing (no pong, no message) for this long is gone: its socket is closed.
pub const SILENT_SECONDS: u64 = 15;

/// A token bucket: `RATE_PER_SEC` on average, `BURST` at once.
pub(super) struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    pub(super) fn new() -> Bucket {
        Bucket { tokens: BURST, at: Instant::now() }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * RATE_PER_SEC).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

type Tx = SplitSink<WebSocket, Message>;
type Rx = SplitStream<WebSocket>;

/// When the phone was last heard (any frame: a pong, a ping, a command), and when it was pinged.
struct Liveness {
    heard: Instant,
    ping: tokio::time::Interval,
    last_pong: Option<Instant>,
}

impl Liveness {
    fn new() -> Liveness {
        let mut ping = tokio::time::interval(Duration::from_secs(PING_SECONDS));
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Liveness { heard: Instant::now(), ping, last_pong: None }
    }

    fn silent(&self) -> bool {
        self.heard.elapsed() > Duration::from_secs(SILENT_SECONDS)
    }

    /// The page's own heartbeat is answered, at most a few times a second.
    fn pong_due(&mut self) -> bool {
        let due = self.last_pong.is_none_or(|t| t.elapsed() >= Duration::from_millis(300));
        if due {
            self.last_pong = Some(Instant::now());
        }
        due
    }
}

fn text(json: String) -> Message {
    Message::text(json)
}

/// A phone opened the seat's socket: it plays if the seat is its own (or nobody's yet); another
/// phone waits for the computer's answer first.
pub(super) async fn connection(socket: WebSocket, shared: Arc<Shared>, index: usize, device: String, ip: IpAddr) {
    shared.sockets.fetch_add(1, Ordering::AcqRel);
    socket_session(socket, &shared, index, Asker { device, ip }).await;
    shared.sockets.fetch_sub(1, Ordering::AcqRel);
}

/// The socket of a seat that no longer plays: its phone is told why (`closed`, the JSON of
/// `ToPhone::Closed`), with nothing to tap, and the socket closes.
pub(super) async fn closed_socket(socket: WebSocket, closed: Arc<str>) {
    let (mut tx, _rx) = socket.split();
    let _ = tx.send(Message::text(closed.to_string())).await;
    let _ = tx.close().await;
}

/// The phone on a seat's socket: its device id (the page's) and its address.
struct Asker {
    device: String,
    ip: IpAddr,
}

async fn socket_session(socket: WebSocket, shared: &Shared, index: usize, asker: Asker) {
    let slot = &shared.slots[index];
    let id = shared.next_connection.fetch_add(1, Ordering::AcqRel);
    let (mut tx, mut rx) = socket.split();
    if tx.send(Message::text(slot.hello.clone())).await.is_err() {
        return;
    }
    let mine = {
        let mut owner = lock(&slot.owner);
        let mine = owner.as_ref().is_none_or(|o| *o == asker.device);
        if mine {
            *owner = Some(asker.device.clone());
        }
        mine
    };
    let given = !mine;
    if !mine && !ask_the_computer(shared, slot, id, &asker, &mut tx, &mut rx).await {
        let _ = tx.close().await;
        return;
    }
    if given {
        *lock(&slot.owner) = Some(asker.device);
    }
    hold(shared, slot, Holder { connection: id, ip: Some(asker.ip), given }, tx, rx).await;
}

/// Whether the computer kept the seat from this phone (its device id or its address) less than
/// [`ASK_AGAIN_SECONDS`] ago.
fn kept_lately(slot: &Slot, asker: &Asker) -> bool {
    let mut kept = lock(&slot.kept_from);
    kept.retain(|(_, _, at)| at.elapsed() < Duration::from_secs(ASK_AGAIN_SECONDS));
    kept.iter().any(|(device, ip, _)| *device == asker.device || *ip == asker.ip)
}

/// Another phone holds the seat: this one waits while the computer decides (its holder is told
/// someone asks). True when the seat is given to it. A phone the computer kept the seat from
/// asks again only after [`ASK_AGAIN_SECONDS`].
async fn ask_the_computer(shared: &Shared, slot: &Slot, id: u64, asker: &Asker, tx: &mut Tx, rx: &mut Rx) -> bool {
    let words = &shared.words;
    if kept_lately(slot, asker) {
        let _ = tx.send(text(ToPhone::Closed { text: words.claim_too_soon.clone() }.json())).await;
        return false;
    }
    let (answer_tx, mut answer) = oneshot::channel();
    let asked = {
        let mut claim = lock(&slot.claim);
        let free = claim.is_none();
        if free {
            *claim = Some(Claim { connection: id, answer: answer_tx });
        }
        free
    };
    if !asked {
        let _ = tx.send(text(ToPhone::Closed { text: words.claim_busy.clone() }.json())).await;
        return false;
    }
    shared.wake();
    let _ = slot.notices.send(ToPhone::Info { text: words.claim_asked.clone() }.json().into());
    let mut ok = tx.send(text(ToPhone::Waiting { text: words.claim_waiting.clone() }.json())).await.is_ok();
    let mut alive = Liveness::new();
    let given = loop {
        if !ok || alive.silent() || slot.revoked.load(Ordering::Acquire) {
            break None;
        }
        tokio::select! {
            given = &mut answer => break given.ok(),
            message = rx.next() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break None,
                Some(Ok(Message::Text(t))) if matches!(parse_message(t.as_str()), Ok(FromPhone::Ping)) => {
                    alive.heard = Instant::now();
                    if alive.pong_due() {
                        ok = tx.send(text(ToPhone::Pong.json())).await.is_ok();
                    }
                }
                Some(Ok(_)) => alive.heard = Instant::now(),
            },
            _ = alive.ping.tick() => ok = tx.send(Message::Ping(Vec::new().into())).await.is_ok(),
        }
    };
    // Gone before the answer: the question is withdrawn.
    {
        let mut claim = lock(&slot.claim);
        if claim.as_ref().is_some_and(|c| c.connection == id) {
            *claim = None;
        }
    }
    shared.wake();
    match given {
        Some(true) => true,
        Some(false) => {
            lock(&slot.kept_from).push((asker.device.clone(), asker.ip, Instant::now()));
            let _ = tx.send(text(ToPhone::Closed { text: words.claim_refused.clone() }.json())).await;
            false
        }
        None => false,
    }
}

/// What one message from the phone asks of the server.
enum Reply {
    Nothing,
    Pong,
    Error(CommandError),
}

/// Reads one message from the seat's phone: commands go to the table (within the seat's rate).
fn read(shared: &Shared, slot: &Slot, message: Message, told_too_fast: &mut Option<Instant>) -> Reply {
    let too_fast = |told: &mut Option<Instant>| {
        // Told at most once a second; the rest of a flood is dropped unread.
        let tell = told.is_none_or(|t| t.elapsed() >= Duration::from_secs(1));
        if tell {
            *told = Some(Instant::now());
            Reply::Error(CommandError::TooFast)
        } else {
            Reply::Nothing
        }
    };
    match message {
        Message::Ping(_) | Message::Pong(_) | Message::Close(_) => Reply::Nothing,
        Message::Text(t) if matches!(parse_message(t.as_str()), Ok(FromPhone::Ping)) => Reply::Pong,
        _ if !lock(&slot.bucket).take() => too_fast(told_too_fast),
        Message::Binary(_) => Reply::Error(CommandError::Binary),
        Message::Text(t) => match parse_message(t.as_str()) {
            Ok(FromPhone::Command(cmd)) => {
                match shared.inbound.try_send(Inbound { seat: slot.seat, cmd, received: Instant::now() }) {
                    Ok(()) => {
                        shared.wake();
                        Reply::Nothing
                    }
                    Err(_) => Reply::Error(CommandError::TooFast),
                }
            }
            Ok(FromPhone::Ping) => Reply::Pong,
            Err(e) => Reply::Error(e),
        },
    }
}

/// This connection holds the seat now; one that held it before sees the change and leaves. The
/// same id from another address than the last holder's is another phone with a copied address:
/// the computer says so.
fn take_the_seat(slot: &Slot, me: Holder) -> tokio::sync::watch::Receiver<Holder> {
    let before = slot.holder.send_replace(me);
    if !me.given && before.ip.is_some_and(|ip| Some(ip) != me.ip) {
        slot.moves.fetch_add(1, Ordering::AcqRel);
    }
    slot.holder.subscribe()
}

/// What the phone that held the seat (`me`) is told when `now` holds it.
fn why_replaced(words: &super::ServerWords, now: Holder, me: Holder) -> &str {
    if now.given {
        &words.given_away
    } else if now.ip != me.ip {
        &words.moved
    } else {
        &words.replaced
    }
}

/// The seat's phone plays: its states go out as they change, its commands come in; it is pinged,
/// and closed once it has been silent too long, or when another connection holds the seat.
async fn hold(shared: &Shared, slot: &Slot, me: Holder, mut tx: Tx, mut rx: Rx) {
    let words = &shared.words;
    // Listening before the table can see the phone: a seat taken back at once is still told.
    let mut states = slot.state.subscribe();
    let mut notices = slot.notices.subscribe();
    let mut holder = take_the_seat(slot, me);
    slot.connected.store(true, Ordering::Release);
    shared.wake();
    holder.borrow_and_update();
    // Closed while this phone was arriving: it is told, and goes.
    let closed = lock(&slot.closed).clone();
    if let Some(closed) = closed {
        let _ = tx.send(Message::text(closed.to_string())).await;
        let _ = tx.close().await;
        slot.connected.store(false, Ordering::Release);
        return;
    }
    let first = states.borrow_and_update().clone();
    let mut ok = true;
    if let Some(state) = first {
        ok = tx.send(Message::text(state.to_string())).await.is_ok();
    }
    let mut told_too_fast: Option<Instant> = None;
    let mut alive = Liveness::new();
    let error = |text: &str| ToPhone::Error { text: text.to_string() }.json();
    while ok && !alive.silent() {
        tokio::select! {
            changed = states.changed() => {
                if changed.is_err() { break }
                let state = states.borrow_and_update().clone();
                if let Some(state) = state {
                    ok = tx.send(Message::text(state.to_string())).await.is_ok();
                }
            }
            changed = holder.changed() => {
                let now = *holder.borrow_and_update();
                if changed.is_err() || now.connection != me.connection {
                    let _ = tx.send(text(ToPhone::Replaced { text: why_replaced(words, now, me).to_string() }.json())).await;
                    break;
                }
            }
            notice = notices.recv() => match notice {
                Ok(json) => {
                    ok = tx.send(Message::text(json.to_string())).await.is_ok();
                    if slot.revoked.load(Ordering::Acquire) { break }
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => break,
            },
            message = rx.next() => {
                let Some(Ok(message)) = message else { break };
                if matches!(message, Message::Close(_)) { break }
                alive.heard = Instant::now();
                ok = match read(shared, slot, message, &mut told_too_fast) {
                    Reply::Nothing => true,
                    Reply::Pong => !alive.pong_due() || tx.send(text(ToPhone::Pong.json())).await.is_ok(),
                    Reply::Error(e) => {
                        let t = if e == CommandError::TooFast { &words.too_fast } else { &words.bad_message };
                        tx.send(Message::text(error(t))).await.is_ok()
                    }
                };
            }
            _ = alive.ping.tick() => {
                ok = tx.send(Message::Ping(Vec::new().into())).await.is_ok();
            }
        }
    }
    let _ = tx.close().await;
    if slot.holder.borrow().connection == me.connection {
        slot.connected.store(false, Ordering::Release);
        shared.wake();
    }
}

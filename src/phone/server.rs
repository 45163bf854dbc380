//! The phones' server: HTTP and WebSocket (axum on a tokio runtime of its own thread), running only
//! while a match has phone seats. It knows nothing of the game: the table gives it each phone
//! seat's latest state as JSON and reads the seats' commands from a bounded queue.
//!
//! Each seat's address carries its token (128 bits from the operating system's random source); a
//! request without a live token gets "Not found" and nothing else. One connection holds a seat: a
//! new one with the token takes over and the old one is told. What a phone sends is size-limited,
//! rate-limited and parsed here; only well-formed commands reach the table, a few per frame.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{broadcast, mpsc, oneshot, watch};

use super::protocol::{CommandError, MAX_COMMAND_BYTES, PhoneCommand, ToPhone, parse_command};
use crate::engine::Seat;

/// The page every phone opens (HTML, CSS and JavaScript in one file, no outside resources).
pub const PAGE: &str = include_str!("page.html");

/// Commands waiting for the table, from every phone together: a flood fills it and is refused.
pub const INBOUND_QUEUE: usize = 64;
/// Commands a phone may send per second, on average.
pub const RATE_PER_SEC: f64 = 8.0;
/// Commands a phone may send at once (taps in quick succession).
pub const BURST: f64 = 16.0;

/// A seat's secret: 128 bits from the operating system's random source, as 32 hex digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// A new token.
    pub fn new() -> Token {
        use rand::TryRng;
        let mut bytes = [0u8; 16];
        // Without the system's random source there is no safe token: the server does not start.
        rand::rngs::SysRng.try_fill_bytes(&mut bytes).expect("the operating system's random source works");
        Token(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The token as it appears in the seat's address.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Compares without stopping at the first difference (no timing hint to a guesser).
    fn matches(&self, other: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), other.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

impl Default for Token {
    fn default() -> Self {
        Token::new()
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

/// Why the server did not start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// Another program listens on the port.
    #[error("port {0} is already in use")]
    PortInUse(u16),
    /// Anything else the system refused.
    #[error("{0}")]
    Other(String),
}

/// A well-formed command from a seat's phone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inbound {
    /// The seat whose token the phone used.
    pub seat: Seat,
    /// What it asks.
    pub cmd: PhoneCommand,
    /// When the server read it.
    pub received: Instant,
}

/// A card image as the theme painted it: straight RGBA.
pub struct RawImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The pixels.
    pub rgba: Vec<u8>,
}

#[derive(Default)]
struct ArtStore {
    raw: HashMap<String, Arc<RawImage>>,
    png: HashMap<String, Arc<Vec<u8>>>,
}

/// The words the server says by itself, in the game's language.
#[derive(Clone, Debug, Default)]
pub struct ServerWords {
    /// The page's fixed texts and the seat, sent first (`ToPhone::Hello` as JSON, per seat).
    pub hello: Vec<String>,
    /// A malformed or oversized message.
    pub bad_message: String,
    /// Too many messages.
    pub too_fast: String,
    /// Another phone took the seat.
    pub replaced: String,
}

struct Slot {
    seat: Seat,
    token: Token,
    hello: String,
    revoked: AtomicBool,
    connected: AtomicBool,
    state: watch::Sender<Option<Arc<str>>>,
    notices: broadcast::Sender<Arc<str>>,
    /// The connection that holds the seat.
    holder: watch::Sender<u64>,
}

struct Shared {
    slots: Vec<Slot>,
    inbound: mpsc::Sender<Inbound>,
    art: Mutex<ArtStore>,
    words: ServerWords,
    next_connection: AtomicU64,
    wake: Option<Box<dyn Fn() + Send + Sync>>,
}

impl Shared {
    fn slot(&self, token: &str) -> Option<&Slot> {
        // Every token is compared, so the time taken says nothing of which one nearly matched.
        let mut found = None;
        for s in &self.slots {
            if s.token.matches(token) && !s.revoked.load(Ordering::Acquire) {
                found = Some(s);
            }
        }
        found
    }

    fn wake(&self) {
        if let Some(w) = &self.wake {
            w();
        }
    }
}

/// The running server, owned by the table.
pub struct PhoneServer {
    shared: Arc<Shared>,
    inbound: mpsc::Receiver<Inbound>,
    port: u16,
    shutdown: Option<oneshot::Sender<()>>,
}

impl PhoneServer {
    /// Starts listening on `port` (0: any free port) on every interface, for `seats` with their
    /// tokens. `wake` is called when something arrives for the table (a command, a phone joining).
    pub fn start(
        port: u16,
        seats: Vec<(Seat, Token)>,
        words: ServerWords,
        wake: Option<Box<dyn Fn() + Send + Sync>>,
    ) -> Result<PhoneServer, StartError> {
        let listener = TcpListener::bind(SocketAddr::new(IpAddr::from([0, 0, 0, 0]), port)).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AddrInUse {
                StartError::PortInUse(port)
            } else {
                StartError::Other(e.to_string())
            }
        })?;
        let port = listener.local_addr().map_err(|e| StartError::Other(e.to_string()))?.port();
        listener.set_nonblocking(true).map_err(|e| StartError::Other(e.to_string()))?;
        let (inbound_tx, inbound) = mpsc::channel(INBOUND_QUEUE);
        let slots = seats
            .into_iter()
            .enumerate()
            .map(|(i, (seat, token))| Slot {
                seat,
                token,
                hello: words.hello.get(i).cloned().unwrap_or_default(),
                revoked: AtomicBool::new(false),
                connected: AtomicBool::new(false),
                state: watch::Sender::new(None),
                notices: broadcast::Sender::new(16),
                holder: watch::Sender::new(0),
            })
            .collect();
        let shared = Arc::new(Shared {
            slots,
            inbound: inbound_tx,
            art: Mutex::new(ArtStore::default()),
            words,
            next_connection: AtomicU64::new(1),
            wake,
        });
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StartError::Other(e.to_string()))?;
        let app = router(shared.clone());
        std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
                    let stop = async {
                        let _ = stop_rx.await;
                    };
                    let _ = axum::serve(listener, app).with_graceful_shutdown(stop).await;
                });
                // Open connections were told the match ended; whatever is left is dropped here.
                runtime.shutdown_timeout(Duration::from_millis(300));
            })
            .map_err(|e| StartError::Other(e.to_string()))?;
        Ok(PhoneServer { shared, inbound, port, shutdown: Some(stop_tx) })
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The seat's latest state, as JSON (`ToPhone::State`): its phone gets it now and on every
    /// connection.
    pub fn publish(&self, seat: Seat, json: String) {
        if let Some(s) = self.shared.slots.iter().find(|s| s.seat == seat) {
            s.state.send_replace(Some(json.into()));
        }
    }

    /// A message for the seat's phone only (an action refused).
    pub fn notify(&self, seat: Seat, json: String) {
        if let Some(s) = self.shared.slots.iter().find(|s| s.seat == seat) {
            let _ = s.notices.send(json.into());
        }
    }

    /// The next command waiting, if any.
    pub fn next_command(&mut self) -> Option<Inbound> {
        self.inbound.try_recv().ok()
    }

    /// True while a phone is connected for `seat`.
    pub fn connected(&self, seat: Seat) -> bool {
        self.shared.slots.iter().any(|s| s.seat == seat && s.connected.load(Ordering::Acquire))
    }

    /// The seat is played at the computer again: its token stops working and its phone is told
    /// (`closed`, the JSON of `ToPhone::Closed`).
    pub fn revoke(&self, seat: Seat, closed: String) {
        if let Some(s) = self.shared.slots.iter().find(|s| s.seat == seat) {
            s.revoked.store(true, Ordering::Release);
            let _ = s.notices.send(closed.into());
        }
    }

    /// New card art (a theme switched or repainted): images by name (`red-7`, `back`).
    pub fn set_art(&self, images: Vec<(String, RawImage)>) {
        if let Ok(mut art) = self.shared.art.lock() {
            art.raw = images.into_iter().map(|(k, v)| (k, Arc::new(v))).collect();
            art.png.clear();
        }
    }

    /// Stops listening; every phone is told `closed` (the JSON of `ToPhone::Closed`).
    pub fn stop(mut self, closed: String) {
        let closed: Arc<str> = closed.into();
        for s in &self.shared.slots {
            s.revoked.store(true, Ordering::Release);
            let _ = s.notices.send(closed.clone());
        }
        if let Some(stop) = self.shutdown.take() {
            let _ = stop.send(());
        }
    }
}

impl Drop for PhoneServer {
    fn drop(&mut self) {
        for s in &self.shared.slots {
            s.revoked.store(true, Ordering::Release);
        }
        if let Some(stop) = self.shutdown.take() {
            let _ = stop.send(());
        }
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/p/{token}", get(page))
        .route("/ws/{token}", get(socket))
        .route("/card/{token}/{file}", get(card))
        .fallback(|| async { not_found() })
        .with_state(shared)
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

/// Headers for everything served: the token in the address must not leak to another site.
fn private(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    r
}

async fn page(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    if shared.slot(&token).is_none() {
        return not_found();
    }
    let mut r = ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE).into_response();
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'self'",
        ),
    );
    private(r)
}

async fn card(State(shared): State<Arc<Shared>>, Path((token, file)): Path<(String, String)>) -> Response {
    if shared.slot(&token).is_none() {
        return not_found();
    }
    let Some(name) = file.strip_suffix(".png") else { return not_found() };
    let png = {
        let Ok(mut art) = shared.art.lock() else { return not_found() };
        match art.png.get(name) {
            Some(p) => Some(p.clone()),
            None => art.raw.get(name).cloned().and_then(|raw| {
                let png = Arc::new(encode_png(&raw)?);
                art.png.insert(name.to_string(), png.clone());
                Some(png)
            }),
        }
    };
    match png {
        Some(bytes) => private(
            ([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "private, max-age=86400")], bytes.to_vec())
                .into_response(),
        ),
        None => not_found(),
    }
}

fn encode_png(raw: &RawImage) -> Option<Vec<u8>> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(&raw.rgba, raw.width, raw.height, image::ExtendedColorType::Rgba8)
        .ok()?;
    Some(out)
}

async fn socket(State(shared): State<Arc<Shared>>, Path(token): Path<String>, ws: WebSocketUpgrade) -> Response {
    let Some(index) = shared.slot(&token).map(|s| shared.slots.iter().position(|x| std::ptr::eq(x, s))) else {
        return not_found();
    };
    let Some(index) = index else { return not_found() };
    ws.max_message_size(MAX_COMMAND_BYTES * 4)
        .max_frame_size(MAX_COMMAND_BYTES * 4)
        .on_upgrade(move |socket| connection(socket, shared, index))
}

/// A token bucket: `RATE_PER_SEC` on average, `BURST` at once.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new() -> Bucket {
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

async fn connection(socket: WebSocket, shared: Arc<Shared>, index: usize) {
    let slot = &shared.slots[index];
    let id = shared.next_connection.fetch_add(1, Ordering::AcqRel);
    // This connection holds the seat now; one that held it before sees the change and leaves.
    slot.holder.send_replace(id);
    slot.connected.store(true, Ordering::Release);
    shared.wake();
    let (mut tx, mut rx) = socket.split();
    let mut states = slot.state.subscribe();
    let mut holder = slot.holder.subscribe();
    let mut notices = slot.notices.subscribe();
    holder.borrow_and_update();
    let first = states.borrow_and_update().clone();
    let mut ok = tx.send(Message::text(slot.hello.clone())).await.is_ok();
    if let Some(state) = first {
        ok = ok && tx.send(Message::text(state.to_string())).await.is_ok();
    }
    let mut bucket = Bucket::new();
    let mut told_too_fast: Option<Instant> = None;
    let mut ping = tokio::time::interval(Duration::from_secs(10));
    let error = |text: &str| ToPhone::Error { text: text.to_string() }.json();
    while ok {
        tokio::select! {
            changed = states.changed() => {
                if changed.is_err() { break }
                let state = states.borrow_and_update().clone();
                if let Some(state) = state {
                    ok = tx.send(Message::text(state.to_string())).await.is_ok();
                }
            }
            changed = holder.changed() => {
                if changed.is_err() || *holder.borrow_and_update() != id {
                    let replaced = ToPhone::Replaced { text: shared.words.replaced.clone() }.json();
                    let _ = tx.send(Message::text(replaced)).await;
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
                let reply = match message {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => None,
                    Some(Ok(_)) if !bucket.take() => {
                        // Told at most once a second; the rest of a flood is dropped unread.
                        let tell = told_too_fast.is_none_or(|t| t.elapsed() >= Duration::from_secs(1));
                        tell.then(|| {
                            told_too_fast = Some(Instant::now());
                            CommandError::TooFast
                        })
                    }
                    Some(Ok(Message::Binary(_))) => Some(CommandError::Binary),
                    Some(Ok(Message::Text(text))) => match parse_command(text.as_str()) {
                        Ok(cmd) => match shared.inbound.try_send(Inbound { seat: slot.seat, cmd, received: Instant::now() }) {
                            Ok(()) => {
                                shared.wake();
                                None
                            }
                            Err(_) => Some(CommandError::TooFast),
                        },
                        Err(e) => Some(e),
                    },
                };
                if let Some(e) = reply {
                    let text = match e {
                        CommandError::TooFast => &shared.words.too_fast,
                        _ => &shared.words.bad_message,
                    };
                    ok = tx.send(Message::text(error(text))).await.is_ok();
                }
            }
            _ = ping.tick() => {
                ok = tx.send(Message::Ping(Vec::new().into())).await.is_ok();
            }
        }
    }
    let _ = tx.close().await;
    if *slot.holder.borrow() == id {
        slot.connected.store(false, Ordering::Release);
        shared.wake();
    }
}

/// This computer's address on the local network, as phones on the same Wi-Fi reach it: the first
/// private IPv4 address of an interface that is up (`None`: no network).
pub fn lan_address() -> Option<IpAddr> {
    let addrs = if_addrs::get_if_addrs().ok()?;
    let v4: Vec<std::net::Ipv4Addr> = addrs
        .iter()
        .filter(|a| !a.is_loopback())
        .filter_map(|a| match a.ip() {
            IpAddr::V4(ip) => Some(ip),
            IpAddr::V6(_) => None,
        })
        .collect();
    v4.iter().find(|ip| ip.is_private()).or(v4.first()).map(|ip| IpAddr::V4(*ip))
}

//! The phones' server: HTTP and WebSocket (axum's router on hyper, on a tokio runtime of its own
//! thread; the listener on a second one, so that a flood's accepting and closing never queues in
//! front of a seat's taps), running only while a match has phone seats, or while the deck studio
//! is open. It knows nothing of the game: the table gives it each phone seat's latest state as
//! JSON and reads the seats' commands from a bounded queue; the studio reads the photos a phone
//! sent from another ([`PhoneServer::start_studio`]: a page to take or choose a photo, checked
//! here to be a PNG or JPEG of at most [`crate::theme::MAX_IMAGE_SIDE`] a side and
//! [`MAX_PHOTO_BYTES`], decoded by the game).
//!
//! Each seat's address carries its token (128 bits from the operating system's random source); a
//! request without a live token gets "Not found", and its connection is closed. A seat belongs to
//! the first phone that joins it (the page's own random device id): the same phone comes back by
//! itself, another one gets the seat only once the computer says so. What a phone sends is
//! size-limited, rate-limited per seat and parsed here; only well-formed commands reach the
//! table, a few per frame.
//!
//! Anyone on the same network can open connections: each must send its request's headers within
//! [`HEADER_SECONDS`], lives at most [`HTTP_SECONDS`] unless it becomes a seat's WebSocket, and
//! at most [`PER_ADDRESS`] are open from one address and [`Limits::open`] in all, every accepted
//! socket counted until it is closed (nothing more is accepted past that), well under the process's
//! file descriptors, so the game's own files are never starved. A full gate closes a silent
//! stranger's connection before a phone's, and an address that floods is closed at once (see
//! `gate`). A phone's WebSocket is pinged every [`PING_SECONDS`]; one that answers
//! nothing for [`SILENT_SECONDS`] is closed, and its seat shown as gone.

mod gate;
mod lan;
mod routes;
mod seat_socket;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::{broadcast, mpsc, oneshot, watch};

use super::protocol::PhoneCommand;
use crate::engine::Seat;
use gate::{BACKLOG, Gate, Limits, accept, bind};
use routes::router;
use seat_socket::Bucket;

pub use gate::{HEADER_SECONDS, HTTP_SECONDS, MOST_OPEN, PER_ADDRESS};
pub use lan::{LanAddresses, lan_addresses};
pub use seat_socket::{PING_SECONDS, SILENT_SECONDS};

/// The page every phone opens (HTML, CSS and JavaScript in one file, no outside resources).
pub const PAGE: &str = include_str!("../page.html");

/// The studio's page: a phone takes or chooses a photo and sends it (its words are filled in when
/// the server starts).
pub const STUDIO_PAGE: &str = include_str!("../studio.html");

/// The largest photo a phone may send to the studio, in bytes.
pub const MAX_PHOTO_BYTES: usize = 24 * 1024 * 1024;
/// Photos waiting for the studio to take them: one more is refused ("busy, try again").
pub const PHOTO_QUEUE: usize = 4;

/// Commands waiting for the table, from every phone together: a flood fills it and is refused.
pub const INBOUND_QUEUE: usize = 64;
/// Commands a seat may send per second, on average (over all its connections together).
pub const RATE_PER_SEC: f64 = 8.0;
/// Commands a seat may send at once (taps in quick succession).
pub const BURST: f64 = 16.0;
/// After the computer kept a seat for its phone, the phone that asked (its device id, and its
/// address) may not ask again for this many seconds.
pub const ASK_AGAIN_SECONDS: u64 = 30;

/// A seat's secret: 128 bits from the operating system's random source, as 32 hex digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// A new token.
    pub fn new() -> Token {
        Token(random_hex())
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

/// 128 random bits as 32 hex digits.
fn random_hex() -> String {
    use rand::TryRng;
    let mut bytes = [0u8; 16];
    // Without the system's random source there is no safe token: the server does not start.
    rand::rngs::SysRng.try_fill_bytes(&mut bytes).expect("the operating system's random source works");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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
    /// The language (`<html lang>` of the page that says a seat is closed): "it" or "en".
    pub lang: String,
    /// The page's fixed texts and the seat, sent first (`ToPhone::Hello` as JSON, per seat).
    pub hello: Vec<String>,
    /// A malformed or oversized message.
    pub bad_message: String,
    /// Too many messages.
    pub too_fast: String,
    /// The same phone opened the seat again (another tab or window).
    pub replaced: String,
    /// The seat was opened with this phone's id from another address: another phone.
    pub moved: String,
    /// The computer gave the seat to another phone.
    pub given_away: String,
    /// To a phone asking for a seat another phone holds: the computer must confirm.
    pub claim_waiting: String,
    /// To the phone that holds the seat: another phone asks for it.
    pub claim_asked: String,
    /// The computer kept the seat for its phone.
    pub claim_refused: String,
    /// Another phone is already asking for this seat.
    pub claim_busy: String,
    /// The computer kept the seat a moment ago: this phone may ask again in
    /// [`ASK_AGAIN_SECONDS`].
    pub claim_too_soon: String,
    /// The title of the page that says a seat is closed.
    pub closed_title: String,
}

/// Every text of the studio's page, in the game's language.
#[derive(Clone, Debug, Default)]
pub struct StudioWords {
    /// The page's language (`<html lang>`): "it" or "en".
    pub lang: String,
    /// The page's title and heading.
    pub title: String,
    /// The button that opens the camera.
    pub take: String,
    /// The button that opens the phone's photos.
    pub choose: String,
    /// While the photo goes to the computer.
    pub sending: String,
    /// The computer has the photo.
    pub sent: String,
    /// The photo is larger than [`MAX_PHOTO_BYTES`]; `{mb}` is replaced by the limit in MiB.
    pub too_large: String,
    /// The file is not a PNG or JPEG image.
    pub not_an_image: String,
    /// The image is more than [`crate::theme::MAX_IMAGE_SIDE`] pixels on a side.
    pub too_many_pixels: String,
    /// [`PHOTO_QUEUE`] photos are waiting already: try again in a moment.
    pub busy: String,
    /// The studio was closed on the computer.
    pub closed: String,
    /// Anything else went wrong.
    pub failed: String,
}

/// The studio's side of the server: its token, its page and where the photos go.
struct Studio {
    token: Token,
    /// The words, `{mb}` filled in.
    words: StudioWords,
    /// The page with its words in it.
    page: String,
    photos: mpsc::Sender<Vec<u8>>,
    /// Set when the studio closes: its token stops working at once.
    closed: AtomicBool,
}

impl Studio {
    fn new(token: Token, mut words: StudioWords, photos: mpsc::Sender<Vec<u8>>) -> Studio {
        words.too_large = words.too_large.replace("{mb}", &(MAX_PHOTO_BYTES >> 20).to_string());
        let page = routes::studio_page(&words);
        Studio { token, words, page, photos, closed: AtomicBool::new(false) }
    }
}

/// Another phone asks for a seat that a phone holds: the computer answers.
struct Claim {
    connection: u64,
    answer: oneshot::Sender<bool>,
}

/// Who holds a seat: the connection, its address, and whether the seat was given to it (the
/// phone before it is told that, or that it was opened again on the same phone, or that another
/// phone opened it with its id).
#[derive(Clone, Copy, Default)]
struct Holder {
    connection: u64,
    ip: Option<IpAddr>,
    given: bool,
}

struct Slot {
    seat: Seat,
    token: Token,
    hello: String,
    revoked: AtomicBool,
    connected: AtomicBool,
    state: watch::Sender<Option<Arc<str>>>,
    notices: broadcast::Sender<Arc<str>>,
    holder: watch::Sender<Holder>,
    /// The device id of the phone the seat belongs to.
    owner: Mutex<Option<String>>,
    claim: Mutex<Option<Claim>>,
    /// Shared by every connection of the seat: reconnecting does not refill it.
    bucket: Mutex<Bucket>,
    /// Why the seat is closed (`ToPhone::Closed`), once it is: a phone arriving just then is told.
    closed: Mutex<Option<Arc<str>>>,
    /// Times another phone opened the seat with its phone's id (a copied address), taking it.
    moves: AtomicU64,
    /// Phones the computer kept the seat from, by device id and address, and when.
    kept_from: Mutex<Vec<(String, IpAddr, Instant)>>,
}

struct Shared {
    slots: Vec<Slot>,
    inbound: mpsc::Sender<Inbound>,
    art: Mutex<ArtStore>,
    words: ServerWords,
    next_connection: AtomicU64,
    wake: Option<Box<dyn Fn() + Send + Sync>>,
    gate: Arc<Gate>,
    /// Phones' sockets open now (the server waits for them to say goodbye when it stops).
    sockets: AtomicUsize,
    /// Only in the server the deck studio started.
    studio: Option<Studio>,
    /// Seats of earlier matches and seats taken back: their addresses say why they are closed.
    retired: Vec<(Token, Arc<str>)>,
}

/// A lock that a panic elsewhere does not make unusable (the data is plain and stays valid).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Shared {
    fn slot(&self, token: &str) -> Option<usize> {
        // Every token is compared, so the time taken says nothing of which one nearly matched.
        let mut found = None;
        for (i, s) in self.slots.iter().enumerate() {
            if s.token.matches(token) && !s.revoked.load(Ordering::Acquire) {
                found = Some(i);
            }
        }
        found
    }

    /// Why the seat of `token` is closed (the JSON of `ToPhone::Closed`), if it is a seat that
    /// was taken back or stopped, or a seat of an earlier match.
    fn closed(&self, token: &str) -> Option<Arc<str>> {
        let mut found = None;
        for s in &self.slots {
            if s.token.matches(token) && s.revoked.load(Ordering::Acquire) {
                found = lock(&s.closed).clone();
            }
        }
        for (t, closed) in &self.retired {
            if t.matches(token) {
                found = Some(closed.clone());
            }
        }
        found
    }

    /// The studio, if `token` is its live token.
    fn studio(&self, token: &str) -> Option<&Studio> {
        self.studio.as_ref().filter(|s| s.token.matches(token) && !s.closed.load(Ordering::Acquire))
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
    /// The photos phones sent (the studio's server only).
    photos: Option<mpsc::Receiver<Vec<u8>>>,
    port: u16,
    shutdown: Option<oneshot::Sender<()>>,
}

/// Binds `port` and listens on it before the server's thread starts, so that a phone (or a test)
/// that connects as soon as [`PhoneServer::start`] returns is never refused, and a port that cannot
/// be listened on is said rather than left silent. Two sockets given the same free port (possible
/// while neither listens yet, with the address reuse `bind` asks for) make the second listen fail:
/// a free port is then looked for again.
fn listen(runtime: &tokio::runtime::Runtime, port: u16) -> Result<tokio::net::TcpListener, StartError> {
    let _inside = runtime.enter();
    let mut tries = 0;
    loop {
        // A long queue of connections not yet accepted: a phone arriving in a crowd is not left
        // retrying for seconds.
        match bind(port)?.listen(BACKLOG) {
            Ok(listener) => return Ok(listener),
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse && port == 0 && tries < 5 => tries += 1,
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => return Err(StartError::PortInUse(port)),
            Err(e) => return Err(StartError::Other(e.to_string())),
        }
    }
}

impl PhoneServer {
    /// Starts listening on `port` (0: any free port) on every interface, for `seats` with their
    /// tokens. `wake` is called when something arrives for the table (a command, a phone joining
    /// or leaving, a phone asking for a seat).
    /// `retired`: the tokens of seats that no longer play (an earlier match's, a seat taken back)
    /// with why (the JSON of `ToPhone::Closed`): their phones are told that, not "Not found".
    pub fn start(
        port: u16,
        seats: Vec<(Seat, Token)>,
        words: ServerWords,
        retired: Vec<(Token, String)>,
        wake: Option<Box<dyn Fn() + Send + Sync>>,
    ) -> Result<PhoneServer, StartError> {
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
                holder: watch::Sender::new(Holder::default()),
                owner: Mutex::new(None),
                claim: Mutex::new(None),
                bucket: Mutex::new(Bucket::new()),
                closed: Mutex::new(None),
                moves: AtomicU64::new(0),
                kept_from: Mutex::new(Vec::new()),
            })
            .collect();
        let retired = retired.into_iter().map(|(t, closed)| (t, closed.into())).collect();
        PhoneServer::launch(port, slots, retired, words, None, wake)
    }

    /// Starts listening on `port` (0: any free port) on every interface for the deck studio: its
    /// page at `/s/<token>`, where a phone takes or chooses a photo and sends it (read with
    /// [`PhoneServer::next_photo`]). `wake` is called when a photo arrives. The same limits on
    /// connections as for phone seats; no seats.
    pub fn start_studio(
        port: u16,
        token: Token,
        words: StudioWords,
        wake: Option<Box<dyn Fn() + Send + Sync>>,
    ) -> Result<PhoneServer, StartError> {
        PhoneServer::launch(port, Vec::new(), Vec::new(), ServerWords::default(), Some((token, words)), wake)
    }

    /// The listener, the gate and the accept loop on a thread of their own, the connections let
    /// in on another, for the seats' server and the studio's alike.
    fn launch(
        port: u16,
        slots: Vec<Slot>,
        retired: Vec<(Token, Arc<str>)>,
        words: ServerWords,
        studio: Option<(Token, StudioWords)>,
        wake: Option<Box<dyn Fn() + Send + Sync>>,
    ) -> Result<PhoneServer, StartError> {
        let runtime = || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| StartError::Other(e.to_string()))
        };
        // The connections let in are served on one thread, the listener's accepting and refusing
        // runs on another.
        let (serving, gate_runtime) = (runtime()?, runtime()?);
        let listener = listen(&gate_runtime, port)?;
        let port = listener.local_addr().map_err(|e| StartError::Other(e.to_string()))?.port();
        let (inbound_tx, inbound) = mpsc::channel(INBOUND_QUEUE);
        let (studio, photos) = match studio {
            Some((token, words)) => {
                let (tx, rx) = mpsc::channel(PHOTO_QUEUE);
                (Some(Studio::new(token, words, tx)), Some(rx))
            }
            None => (None, None),
        };
        // A seat's socket, one asking for it, one being replaced; a few for closed seats.
        let seat_sockets = slots.len() * 3 + 4;
        let shared = Arc::new(Shared {
            slots,
            inbound: inbound_tx,
            art: Mutex::new(ArtStore::default()),
            words,
            next_connection: AtomicU64::new(1),
            wake,
            gate: Arc::new(Gate::new(Limits::for_this_process(), seat_sockets)),
            sockets: AtomicUsize::new(0),
            studio,
            retired,
        });
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let (listened_tx, listened) = oneshot::channel::<()>();
        let app = router(shared.clone());
        let (gate, open, serve) = (shared.gate.clone(), shared.clone(), serving.handle().clone());
        std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || {
                serving.block_on(async move {
                    let _ = listened.await;
                    // The phones were told the match ended: their sockets close (a second at most).
                    let start = Instant::now();
                    while open.sockets.load(Ordering::Acquire) > 0 && start.elapsed() < Duration::from_secs(1) {
                        tokio::time::sleep(Duration::from_millis(10)).await;
                    }
                });
                // Open connections were told the match ended; whatever is left is dropped here.
                serving.shutdown_timeout(Duration::from_millis(300));
            })
            .map_err(|e| StartError::Other(e.to_string()))?;
        std::thread::Builder::new()
            .name("phones-gate".into())
            .spawn(move || {
                gate_runtime.block_on(accept(listener, app, gate, stop_rx, serve));
                let _ = listened_tx.send(());
            })
            .map_err(|e| StartError::Other(e.to_string()))?;
        Ok(PhoneServer { shared, inbound, photos, port, shutdown: Some(stop_tx) })
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    fn slot(&self, seat: Seat) -> Option<&Slot> {
        self.shared.slots.iter().find(|s| s.seat == seat)
    }

    /// The seat's latest state, as JSON (`ToPhone::State`): its phone gets it now and on every
    /// connection.
    pub fn publish(&self, seat: Seat, json: String) {
        if let Some(s) = self.slot(seat) {
            s.state.send_replace(Some(json.into()));
        }
    }

    /// A message for the seat's phone only (an action refused).
    pub fn notify(&self, seat: Seat, json: String) {
        if let Some(s) = self.slot(seat) {
            let _ = s.notices.send(json.into());
        }
    }

    /// The next command waiting, if any.
    pub fn next_command(&mut self) -> Option<Inbound> {
        self.inbound.try_recv().ok()
    }

    /// The next photo a phone sent to the studio, in the order they came (PNG or JPEG bytes, at
    /// most [`MAX_PHOTO_BYTES`] and [`crate::theme::MAX_IMAGE_SIDE`] a side by their header, not
    /// yet decoded). Always `None` for a seats' server.
    pub fn next_photo(&mut self) -> Option<Vec<u8>> {
        self.photos.as_mut()?.try_recv().ok()
    }

    /// True while a phone is connected for `seat`.
    pub fn connected(&self, seat: Seat) -> bool {
        self.slot(seat).is_some_and(|s| s.connected.load(Ordering::Acquire))
    }

    /// How many times another phone opened `seat` with its phone's id (a copied address) and
    /// took it: the computer says so each time.
    pub fn moves(&self, seat: Seat) -> u64 {
        self.slot(seat).map_or(0, |s| s.moves.load(Ordering::Acquire))
    }

    /// The seats another phone is asking for (the computer answers with [`PhoneServer::answer`]).
    pub fn claims(&self) -> Vec<Seat> {
        self.shared.slots.iter().filter(|s| lock(&s.claim).is_some()).map(|s| s.seat).collect()
    }

    /// The computer's answer to the phone asking for `seat`: `give` it the seat (the phone that
    /// had it is told), or keep it for the phone that holds it (the asking phone is told).
    pub fn answer(&self, seat: Seat, give: bool) {
        if let Some(claim) = self.slot(seat).and_then(|s| lock(&s.claim).take()) {
            let _ = claim.answer.send(give);
        }
    }

    /// Connections open now that are not seats' WebSockets (for tests and the report).
    pub fn open_connections(&self) -> usize {
        self.shared.gate.count()
    }

    /// The seat is played at the computer again: its token stops working and its phone is told
    /// (`closed`, the JSON of `ToPhone::Closed`).
    pub fn revoke(&self, seat: Seat, closed: String) {
        if let Some(s) = self.slot(seat) {
            let closed: Arc<str> = closed.into();
            *lock(&s.closed) = Some(closed.clone());
            s.revoked.store(true, Ordering::Release);
            let _ = s.notices.send(closed);
            lock(&s.claim).take();
        }
    }

    /// New card art (a theme switched or repainted): images by name (`red-7`, `back`).
    pub fn set_art(&self, images: Vec<(String, RawImage)>) {
        let mut art = lock(&self.shared.art);
        art.raw = images.into_iter().map(|(k, v)| (k, Arc::new(v))).collect();
        art.png.clear();
    }

    /// Stops listening; every phone is told `closed` (the JSON of `ToPhone::Closed`; the studio's
    /// server tells nobody: a phone's next photo fails to go, and its page says so).
    pub fn stop(mut self, closed: String) {
        if let Some(studio) = &self.shared.studio {
            studio.closed.store(true, Ordering::Release);
        }
        let closed: Arc<str> = closed.into();
        for s in &self.shared.slots {
            *lock(&s.closed) = Some(closed.clone());
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
        if let Some(studio) = &self.shared.studio {
            studio.closed.store(true, Ordering::Release);
        }
        if let Some(stop) = self.shutdown.take() {
            let _ = stop.send(());
        }
    }
}

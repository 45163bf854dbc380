//! Who may open a connection, and for how long: the listening socket, the gate that keeps
//! connections to a few per address and a bounded number in all, and HTTP/1.1 on each connection
//! with a deadline for its request's headers.

use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore, oneshot};

use super::{StartError, lock};

/// A connection must have sent its request's headers this many seconds after it opened (or after
/// its last answer, when it is kept alive).
pub const HEADER_SECONDS: u64 = 5;
/// The longest a connection that did not become a seat's WebSocket stays open.
pub const HTTP_SECONDS: u64 = 30;
/// Connections open at once from one address, besides seats' WebSockets.
pub const PER_ADDRESS: usize = 16;
/// Connections open at once from everyone, besides seats' WebSockets (fewer where the process
/// may open few files: a quarter of its limit).
pub const MOST_OPEN: usize = 256;

/// How many connections may be open: [`PER_ADDRESS`] from one address, `open` in all, and
/// `closing` more that were told to close and have not closed yet. Every socket the server holds
/// counts, from the moment it is accepted: the rest of the process's files (the autosave,
/// replays, the seats' WebSockets, the window's own) are never short of descriptors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// From one address.
    pub per_address: usize,
    /// From everyone.
    pub open: usize,
    /// Told to close, not yet closed.
    pub closing: usize,
}

impl Limits {
    /// The limits for this process: [`MOST_OPEN`], or a quarter of the files it may open, and a
    /// quarter of that again for those closing.
    pub fn for_this_process() -> Limits {
        let open = descriptor_limit().map_or(MOST_OPEN, |n| (n / 4).clamp(16, MOST_OPEN as u64) as usize);
        Limits { per_address: PER_ADDRESS.min(open), open, closing: (open / 4).max(4) }
    }
}

/// The soft limit on open files, where the system has one.
fn descriptor_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes one rlimit into the struct it is given, which lives here.
        let ok = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
        // (rlim_t is not u64 on every system.)
        #[allow(clippy::unnecessary_cast)]
        let soft = limit.rlim_cur as u64;
        (ok && limit.rlim_cur != libc::RLIM_INFINITY).then_some(soft)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Connections the system keeps waiting for the server to accept them.
pub(super) const BACKLOG: u32 = 1024;

/// The socket for `port` (0: any free one) on every interface, bound but not yet listening.
pub(super) fn bind(port: u16) -> Result<tokio::net::TcpSocket, StartError> {
    let other = |e: std::io::Error| StartError::Other(e.to_string());
    let socket = tokio::net::TcpSocket::new_v4().map_err(other)?;
    // As the standard library's listeners do on Unix: a port of a match that just ended is free
    // again at once (another program listening on it still makes it taken).
    #[cfg(unix)]
    socket.set_reuseaddr(true).map_err(other)?;
    socket
        .bind(SocketAddr::new(IpAddr::from([0, 0, 0, 0]), port))
        .map_err(|e| if e.kind() == std::io::ErrorKind::AddrInUse { StartError::PortInUse(port) } else { other(e) })?;
    Ok(socket)
}

/// The connections accepted and not yet closed (besides seats' WebSockets), by address, oldest
/// first, and the descriptors they hold.
///
/// Every accepted socket holds one of [`Limits::open`] + [`Limits::closing`] permits from the
/// moment it is accepted until its descriptor is closed: past them the server accepts nothing
/// (the system keeps the rest waiting in the listen queue), so the process's open files stay
/// bounded at every moment, whatever a crowd does. Seats' WebSockets hold permits of their own
/// ([`Gate::seat_socket`]): a crowd cannot take them.
pub(super) struct Gate {
    limits: Limits,
    inner: Mutex<GateInner>,
    count: AtomicUsize,
    descriptors: Arc<Semaphore>,
    seat_sockets: Arc<Semaphore>,
}

/// One connection let in.
struct Entry {
    ip: IpAddr,
    /// How many connections its address had opened lately when it came ([`Recent`]): a flood's
    /// give way before a phone's.
    lately: u32,
    evicted: Arc<Notify>,
    /// Set once the connection has sent a byte: a silent one gives way first.
    heard: Arc<AtomicBool>,
}

#[derive(Default)]
struct GateInner {
    next: u64,
    open: BTreeMap<u64, Entry>,
    per_address: HashMap<IpAddr, usize>,
    /// Addresses that have shown a live token (a seat's page, its pictures, its socket, the
    /// studio's page), with when they last did (`next` then): their connections are kept over
    /// anonymous ones. Looked up for every connection when a place is needed.
    trusted: HashMap<IpAddr, u64>,
    /// How many connections each address opened lately.
    recent: HashMap<IpAddr, Recent>,
}

/// Connections an address opened lately, each counting less as it ages (half of it every
/// [`RECENT_HALF_LIFE`] seconds).
#[derive(Clone, Copy)]
struct Recent {
    count: f32,
    at: std::time::Instant,
}

/// How fast an address's recent connections stop counting, in seconds.
const RECENT_HALF_LIFE: f32 = 2.0;
/// An address that opened more than this many connections lately (about ten a second, held) and
/// never showed a token is flooding: its new connections are closed at once, with no work for
/// them. A phone opens a handful (its page, a few pictures at once, its socket).
pub(super) const FLOOD_LATELY: f32 = 32.0;
/// Addresses remembered for their recent connections (a crowd of more is forgotten).
const RECENT_KEPT: usize = 8192;

/// At most this many addresses are remembered as having shown a live token.
const TRUSTED_KEPT: usize = 64;

impl GateInner {
    fn remove(&mut self, id: u64) -> bool {
        let Some(entry) = self.open.remove(&id) else { return false };
        if let Some(n) = self.per_address.get_mut(&entry.ip) {
            *n -= 1;
            if *n == 0 {
                self.per_address.remove(&entry.ip);
            }
        }
        true
    }

    /// The connection that gives way to a newer one: a silent one before one that has talked,
    /// an anonymous address's before one that has shown a token; among those, the one whose
    /// address had opened the most lately (a flood gives way before a phone), then the oldest.
    fn victim(&self) -> Option<u64> {
        self.open
            .iter()
            .min_by_key(|(id, e)| {
                let rank = if self.trusted.contains_key(&e.ip) { 2 } else { u8::from(e.heard.load(Ordering::Relaxed)) };
                (rank, std::cmp::Reverse(e.lately), **id)
            })
            .map(|(id, _)| *id)
    }

    /// Counts a connection from `ip`; returns how many it opened lately, this one included.
    fn count_recent(&mut self, ip: IpAddr) -> f32 {
        let now = std::time::Instant::now();
        if self.recent.len() >= RECENT_KEPT && !self.recent.contains_key(&ip) {
            self.recent.retain(|_, r| decayed(*r, now) >= 1.0);
            if self.recent.len() >= RECENT_KEPT {
                self.recent.clear();
            }
        }
        let r = self.recent.entry(ip).or_insert(Recent { count: 0.0, at: now });
        *r = Recent { count: decayed(*r, now) + 1.0, at: now };
        r.count
    }
}

/// `r`'s count at `now`.
fn decayed(r: Recent, now: std::time::Instant) -> f32 {
    r.count * 0.5f32.powf(now.duration_since(r.at).as_secs_f32() / RECENT_HALF_LIFE)
}

/// A connection let in: it leaves the gate when dropped (its descriptor's permit with it), or is
/// told to close (`evicted`) when a newer one needs its place.
pub(super) struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    evicted: Arc<Notify>,
    heard: Arc<AtomicBool>,
    /// The peer's address (the routes read it from the request).
    pub(super) peer: Peer,
    _descriptor: OwnedSemaphorePermit,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut inner = lock(&self.gate.inner);
        if inner.remove(self.id) {
            self.gate.count.store(inner.open.len(), Ordering::Release);
        }
    }
}

/// Who opened a connection, as the routes see it (a request extension).
#[derive(Clone, Debug)]
pub(super) struct Peer {
    /// The address it came from.
    pub(super) ip: IpAddr,
    gate: Arc<Gate>,
}

impl Peer {
    /// This address showed a live token: its connections are kept over anonymous ones.
    pub(super) fn trust(&self) {
        let mut inner = lock(&self.gate.inner);
        let now = inner.next;
        if !inner.trusted.contains_key(&self.ip)
            && inner.trusted.len() >= TRUSTED_KEPT
            && let Some(longest_ago) = inner.trusted.iter().min_by_key(|(_, at)| **at).map(|(ip, _)| *ip)
        {
            inner.trusted.remove(&longest_ago);
        }
        inner.trusted.insert(self.ip, now);
    }

    /// A place for a seat's WebSocket, if one is free (held until the socket closes).
    pub(super) fn seat_socket(&self) -> Option<OwnedSemaphorePermit> {
        self.gate.seat_sockets.clone().try_acquire_owned().ok()
    }
}

impl std::fmt::Debug for Gate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gate").field("limits", &self.limits).field("open", &self.count()).finish()
    }
}

impl Gate {
    /// A gate with these limits, and room for `seat_sockets` seats' WebSockets.
    pub(super) fn new(limits: Limits, seat_sockets: usize) -> Gate {
        Gate {
            limits,
            inner: Mutex::new(GateInner::default()),
            count: AtomicUsize::new(0),
            descriptors: Arc::new(Semaphore::new(limits.open + limits.closing)),
            seat_sockets: Arc::new(Semaphore::new(seat_sockets)),
        }
    }

    /// Connections let in and not told to close.
    pub(super) fn count(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }

    /// Sockets accepted and not yet closed (let in, or told to close and still closing).
    #[cfg(test)]
    fn accepted(&self) -> usize {
        self.limits.open + self.limits.closing - self.descriptors.available_permits()
    }

    /// Lets a connection from `ip` in, unless its address has its share open already. When every
    /// place is taken, one is told to close ([`GateInner::victim`]): a silent crowd cannot keep
    /// a phone out.
    fn admit(self: &Arc<Self>, ip: IpAddr, descriptor: OwnedSemaphorePermit) -> Option<Ticket> {
        let mut inner = lock(&self.inner);
        let lately = inner.count_recent(ip);
        let trusted = inner.trusted.contains_key(&ip);
        if (lately > FLOOD_LATELY && !trusted)
            || inner.per_address.get(&ip).copied().unwrap_or(0) >= self.limits.per_address
        {
            return None;
        }
        while inner.open.len() >= self.limits.open {
            let Some(victim) = inner.victim() else { break };
            if let Some(entry) = inner.open.get(&victim) {
                entry.evicted.notify_one();
            }
            inner.remove(victim);
        }
        let id = inner.next;
        inner.next += 1;
        let evicted = Arc::new(Notify::new());
        let heard = Arc::new(AtomicBool::new(false));
        inner
            .open
            .insert(id, Entry { ip, lately: lately.round() as u32, evicted: evicted.clone(), heard: heard.clone() });
        *inner.per_address.entry(ip).or_default() += 1;
        self.count.store(inner.open.len(), Ordering::Release);
        let peer = Peer { ip, gate: self.clone() };
        Some(Ticket { gate: self.clone(), id, evicted, heard, peer, _descriptor: descriptor })
    }
}

/// Accepts connections until `stop`: each is let in by the gate and served on `serve`'s runtime,
/// or closed at once. A socket is accepted only with a descriptor's permit in hand.
pub(super) async fn accept(
    listener: tokio::net::TcpListener,
    app: Router,
    gate: Arc<Gate>,
    mut stop: oneshot::Receiver<()>,
    serve: tokio::runtime::Handle,
) {
    loop {
        let descriptor = tokio::select! {
            _ = &mut stop => break,
            permit = gate.descriptors.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
        };
        tokio::select! {
            _ = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    // Refused: the socket and its permit go here, with no work for it.
                    let Some(ticket) = gate.admit(peer.ip(), descriptor) else { continue };
                    let _ = stream.set_nodelay(true);
                    // Handed to the serving thread's own reactor (or closed, with its permit).
                    if let Ok(stream) = stream.into_std() {
                        serve.spawn(serve_moved(stream, app.clone(), ticket));
                    }
                }
                // Out of file descriptors anyway (the game's own files took them), or a
                // connection reset before it was accepted: the listener waits a little rather
                // than spin.
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            },
        }
    }
}

/// Serves a connection accepted on the listener's thread, on this one.
async fn serve_moved(stream: std::net::TcpStream, app: Router, ticket: Ticket) {
    if let Ok(stream) = tokio::net::TcpStream::from_std(stream) {
        serve_connection(stream, app, ticket).await;
    }
}

/// A socket that notes when its peer first sends something.
struct Heard {
    stream: tokio::net::TcpStream,
    heard: Arc<AtomicBool>,
}

impl tokio::io::AsyncRead for Heard {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = std::pin::Pin::new(&mut self.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.heard.store(true, Ordering::Relaxed);
        }
        polled
    }
}

impl tokio::io::AsyncWrite for Heard {
    fn poll_write(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        std::pin::Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The router, with each request told who sent it ([`Peer`]).
#[derive(Clone)]
struct WithPeer {
    app: hyper_util::service::TowerToHyperService<Router>,
    peer: Peer,
}

impl<B> hyper::service::Service<hyper::Request<B>> for WithPeer
where
    hyper_util::service::TowerToHyperService<Router>: hyper::service::Service<hyper::Request<B>>,
{
    type Response =
        <hyper_util::service::TowerToHyperService<Router> as hyper::service::Service<hyper::Request<B>>>::Response;
    type Error =
        <hyper_util::service::TowerToHyperService<Router> as hyper::service::Service<hyper::Request<B>>>::Error;
    type Future =
        <hyper_util::service::TowerToHyperService<Router> as hyper::service::Service<hyper::Request<B>>>::Future;

    fn call(&self, mut request: hyper::Request<B>) -> Self::Future {
        request.extensions_mut().insert(self.peer.clone());
        self.app.call(request)
    }
}

/// HTTP/1.1 on one connection: headers within [`HEADER_SECONDS`], at most [`HTTP_SECONDS`] in
/// all, unless it becomes a seat's WebSocket (which then lives on its own, outside the gate,
/// with a seat socket's permit).
async fn serve_connection(stream: tokio::net::TcpStream, app: Router, ticket: Ticket) {
    let service = WithPeer { app: hyper_util::service::TowerToHyperService::new(app), peer: ticket.peer.clone() };
    let io = Heard { stream, heard: ticket.heard.clone() };
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(Duration::from_secs(HEADER_SECONDS))
        .max_buf_size(16 * 1024)
        .serve_connection(hyper_util::rt::TokioIo::new(io), service)
        .with_upgrades();
    tokio::select! {
        _ = connection => {}
        _ = tokio::time::sleep(Duration::from_secs(HTTP_SECONDS)) => {}
        _ = ticket.evicted.notified() => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(per_address: usize, open: usize) -> Arc<Gate> {
        Arc::new(Gate::new(Limits { per_address, open, closing: 2 }, 4))
    }

    /// Accepts a socket from `ip`: a descriptor's permit first, as the accept loop does.
    fn accept(gate: &Arc<Gate>, ip: IpAddr) -> Option<Ticket> {
        let permit = gate.descriptors.clone().try_acquire_owned().ok()?;
        gate.admit(ip, permit)
    }

    /// Whether the connection was told to close (a stored notice is ready at once).
    fn told(ticket: &Ticket) -> bool {
        futures_util::FutureExt::now_or_never(ticket.evicted.notified()).is_some()
    }

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn a_full_gate_lets_the_newest_in_and_closes_the_oldest() {
        let gate = gate(2, 3);
        let first = accept(&gate, ip(1)).expect("room");
        let _second = accept(&gate, ip(2)).expect("room");
        let _third = accept(&gate, ip(2)).expect("room");
        assert!(accept(&gate, ip(2)).is_none(), "one address has its share");
        // (The refused socket's permit came back at once.)
        assert_eq!(gate.accepted(), 3);
        let _fourth = accept(&gate, ip(3)).expect("the newest gets in");
        assert_eq!(gate.count(), 3);
        assert!(told(&_third), "the address that opened the most lately gives way first");
        assert!(!told(&first) && !told(&_second));
    }

    #[test]
    fn every_accepted_socket_holds_a_descriptor_until_it_is_closed() {
        let gate = gate(16, 3);
        let tickets: Vec<Ticket> = (1..=5).filter_map(|n| accept(&gate, ip(n))).collect();
        // Three let in, two told to close and still open: nothing more is accepted until one of
        // them closes.
        assert_eq!(tickets.len(), 5);
        assert_eq!(gate.count(), 3);
        assert_eq!(gate.accepted(), 5);
        assert!(accept(&gate, ip(6)).is_none(), "no descriptor is free: nothing is accepted");
        let mut tickets = tickets;
        drop(tickets.remove(0));
        assert_eq!(gate.accepted(), 4);
        tickets.push(accept(&gate, ip(6)).expect("a closed socket's descriptor is used again"));
        assert_eq!(gate.accepted(), 5);
        drop(tickets);
        assert_eq!((gate.count(), gate.accepted()), (0, 0));
    }

    #[test]
    fn a_silent_connection_gives_way_before_one_that_talked_and_an_anonymous_before_a_phone() {
        let gate = gate(16, 3);
        let phone = accept(&gate, ip(1)).expect("room");
        phone.peer.trust();
        let talked = accept(&gate, ip(2)).expect("room");
        talked.heard.store(true, Ordering::Relaxed);
        let silent = accept(&gate, ip(3)).expect("room");
        let newer = accept(&gate, ip(4)).expect("room");
        assert!(told(&silent) && !told(&talked) && !told(&phone));
        drop(silent);
        newer.heard.store(true, Ordering::Relaxed);
        let newest = accept(&gate, ip(5)).expect("room");
        assert!(told(&talked), "among those that talked, the oldest anonymous one goes");
        assert!(!told(&phone) && !told(&newer), "a phone's address keeps its connection");
        drop((talked, newer, newest));
        // Its newer connections (its pictures, its socket) are kept from the start.
        let picture = accept(&gate, ip(1)).expect("room");
        let mut crowd = Vec::new();
        for n in 10..40 {
            crowd.push(accept(&gate, ip(n)).expect("room"));
            assert!(!told(&picture) && !told(&phone));
            // Those told to close, close.
            crowd.retain(|t| !told(t));
            assert_eq!(crowd.len(), 1);
        }
    }

    #[test]
    fn an_address_that_floods_is_closed_at_once_and_pushes_out_no_other_address() {
        let gate = gate(16, 4);
        let phone = accept(&gate, ip(9)).expect("room");
        // One address opens connection after connection (each closed soon, as a churn does).
        let mut refused = 0;
        for _ in 0..200 {
            match accept(&gate, ip(1)) {
                Some(t) => drop(t),
                None => refused += 1,
            }
        }
        assert!(refused >= 200 - FLOOD_LATELY as usize, "only {refused} of 200 refused");
        assert!(!told(&phone), "the phone's fresh connection stays");
        // Another address's connections, crowding in, give way before the phone's.
        let mut crowd = Vec::new();
        for _ in 0..20 {
            if let Some(t) = accept(&gate, ip(2)) {
                crowd.push(t);
            }
            crowd.retain(|t| !told(t));
        }
        assert!(!told(&phone));
        // A phone that showed its token is never taken for a flood.
        phone.peer.trust();
        drop(crowd);
        for _ in 0..100 {
            drop(accept(&gate, ip(9)).expect("a trusted address is let in"));
        }
    }

    #[test]
    fn seat_sockets_have_places_of_their_own() {
        let gate = gate(16, 1);
        let ticket = accept(&gate, ip(1)).expect("room");
        let places: Vec<_> = (0..4).map_while(|_| ticket.peer.seat_socket()).collect();
        assert_eq!(places.len(), 4);
        assert!(ticket.peer.seat_socket().is_none());
        drop(places);
        assert!(ticket.peer.seat_socket().is_some());
    }
}

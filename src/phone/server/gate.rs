//! Who may open a connection, and for how long: the listening socket, the gate that keeps
//! connections to a few per address and a bounded number in all, and HTTP/1.1 on each connection
//! with a deadline for its request's headers.

use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use tokio::sync::{Notify, oneshot};

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

/// How many connections may be open: [`PER_ADDRESS`] from one address, `open` in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// From one address.
    pub per_address: usize,
    /// From everyone.
    pub open: usize,
}

impl Limits {
    /// The limits for this process: [`MOST_OPEN`], or a quarter of the files it may open.
    pub fn for_this_process() -> Limits {
        let open = descriptor_limit().map_or(MOST_OPEN, |n| (n / 4).clamp(16, MOST_OPEN as u64) as usize);
        Limits { per_address: PER_ADDRESS.min(open), open }
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

/// The connections open now (besides seats' WebSockets), by address, oldest first.
pub(super) struct Gate {
    limits: Limits,
    inner: Mutex<GateInner>,
    count: AtomicUsize,
}

#[derive(Default)]
struct GateInner {
    next: u64,
    open: BTreeMap<u64, (IpAddr, Arc<Notify>)>,
    per_address: HashMap<IpAddr, usize>,
}

impl GateInner {
    fn remove(&mut self, id: u64) -> bool {
        let Some((ip, _)) = self.open.remove(&id) else { return false };
        if let Some(n) = self.per_address.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                self.per_address.remove(&ip);
            }
        }
        true
    }
}

/// A connection let in: it leaves the gate when dropped, or is told to close (`evicted`) when a
/// newer one needs its place.
struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    evicted: Arc<Notify>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut inner = lock(&self.gate.inner);
        if inner.remove(self.id) {
            self.gate.count.store(inner.open.len(), Ordering::Release);
        }
    }
}

impl Gate {
    pub(super) fn new(limits: Limits) -> Gate {
        Gate { limits, inner: Mutex::new(GateInner::default()), count: AtomicUsize::new(0) }
    }

    pub(super) fn count(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }

    /// Lets a connection from `ip` in, unless its address has its share open already. When every
    /// place is taken, the oldest connection is told to close: a silent crowd cannot keep a
    /// phone out.
    fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Ticket> {
        let mut inner = lock(&self.inner);
        if inner.per_address.get(&ip).copied().unwrap_or(0) >= self.limits.per_address {
            return None;
        }
        while inner.open.len() >= self.limits.open {
            let Some((&oldest, _)) = inner.open.iter().next() else { break };
            if let Some((_, notify)) = inner.open.get(&oldest) {
                notify.notify_one();
            }
            inner.remove(oldest);
        }
        let id = inner.next;
        inner.next += 1;
        let evicted = Arc::new(Notify::new());
        inner.open.insert(id, (ip, evicted.clone()));
        *inner.per_address.entry(ip).or_default() += 1;
        self.count.store(inner.open.len(), Ordering::Release);
        Some(Ticket { gate: self.clone(), id, evicted })
    }
}

/// Accepts connections until `stop`: each is let in by the gate or closed at once.
pub(super) async fn accept(
    listener: tokio::net::TcpListener,
    app: Router,
    gate: Arc<Gate>,
    mut stop: oneshot::Receiver<()>,
) {
    loop {
        tokio::select! {
            _ = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    let Some(ticket) = gate.admit(peer.ip()) else { continue };
                    let _ = stream.set_nodelay(true);
                    tokio::spawn(serve_connection(stream, app.clone(), ticket));
                }
                // Out of file descriptors, or a connection reset before it was accepted: the
                // listener waits a little rather than spin.
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            },
        }
    }
}

/// HTTP/1.1 on one connection: headers within [`HEADER_SECONDS`], at most [`HTTP_SECONDS`] in
/// all, unless it becomes a seat's WebSocket (which then lives on its own, outside the gate).
async fn serve_connection(stream: tokio::net::TcpStream, app: Router, ticket: Ticket) {
    let service = hyper_util::service::TowerToHyperService::new(app);
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(Duration::from_secs(HEADER_SECONDS))
        .max_buf_size(16 * 1024)
        .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
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

    #[test]
    fn a_full_gate_lets_the_newest_in_and_closes_the_oldest() {
        let gate = Arc::new(Gate::new(Limits { per_address: 2, open: 3 }));
        let (a, b, c) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]), IpAddr::from([10, 0, 0, 3]));
        let first = gate.admit(a).expect("room");
        let _second = gate.admit(a).expect("room");
        assert!(gate.admit(a).is_none(), "one address has its share");
        let _third = gate.admit(b).expect("room");
        assert_eq!(gate.count(), 3);
        let _fourth = gate.admit(c).expect("the newest gets in");
        assert_eq!(gate.count(), 3);
        // The oldest was told to close; its address has room again.
        let told = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
            tokio::time::timeout(Duration::from_millis(100), first.evicted.notified()).await.is_ok()
        });
        assert!(told, "the oldest connection is told to close");
        drop(first);
        assert_eq!(gate.count(), 3);
        assert!(gate.admit(a).is_some());
    }
}

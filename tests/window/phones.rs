//! Phones against the real game: real browsers (Chromium in mobile emulation) and WebSocket
//! phones while the table is left quiet, flooded by strangers, paused, or cut off from the Wi-Fi.

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use serde_json::Value;
use uno_party::app::{LayoutReport, ReportPhone};

use crate::support::harness::*;
use crate::support::webdriver::WebDriver;
use crate::support::ws_phone::{WsPhone, choose, phone_runtime, socket_address};

/// The game with these phone seats first, then Basic computer players, on any free port.
fn phone_game(display: &Display, name: &str, players: u32, phones: u32) -> Game {
    let (players, phones) = (players.to_string(), phones.to_string());
    let args = ["--players", &players, "--humans", "0", "--phones", &phones, "--bots", "basic", "--seed", "5"];
    let mut game = launch(display, name, &[&args[..], &["--port", "0", "--lang", "en"]].concat());
    wait_for_addresses(&mut game);
    game
}

/// Waits for the phone seats' addresses; returns each seat's page on this computer.
fn wait_for_addresses(game: &mut Game) -> Vec<String> {
    let r = game
        .wait_for_table("the phone seats' addresses", 120, |r| r.phones.as_ref().is_some_and(|p| !p.seats.is_empty()));
    r.phones.unwrap().seats.into_iter().map(|p| p.local).collect()
}

/// Each phone seat's page on this computer, as the latest report has them.
fn addresses(game: &Game) -> Vec<String> {
    let r = game.table().expect("the table's report");
    r.phones.expect("the phone seats").seats.into_iter().map(|p| p.local).collect()
}

/// The port the phones' server listens on, as the latest report has it.
fn phones_port(game: &Game) -> u16 {
    let r = game.table().expect("the table's report");
    r.phones.and_then(|p| p.port).expect("the phones' server listens")
}

/// The first phone seat in the report, if the match has phone seats.
fn first_seat(r: &LayoutReport) -> Option<&ReportPhone> {
    r.phones.as_ref()?.seats.first()
}

/// Waits until the table has shown every move the phones know of, the window has slept (at most
/// its ten-second wake drawn) and no phone has heard anything for `quiet` seconds, and a phone has
/// something to tap; returns which phone and its state.
fn wait_until_quiet(game: &Game, phones: &[WsPhone], quiet: f64) -> (usize, Value) {
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(120), "the table never fell quiet with a phone to play");
        let last = phones.iter().filter_map(WsPhone::last_message_at).max();
        let frames = game.rendered();
        let t = Instant::now();
        while t.elapsed().as_secs_f64() < quiet && game.rendered() <= frames + 2 {
            std::thread::sleep(Duration::from_millis(50));
        }
        // An idle window still wakes every ten seconds (two frames): that is quiet.
        if game.rendered() > frames + 2 || phones.iter().filter_map(WsPhone::last_message_at).max() != last {
            continue;
        }
        let step = phones.iter().filter_map(|p| p.latest_state()?["step"].as_u64()).max();
        if step.is_none() || game.table().map(|t| t.actions_applied) != step {
            continue;
        }
        if let Some(pick) = phones
            .iter()
            .enumerate()
            .find_map(|(i, p)| p.latest_state().filter(|s| choose(s, true).is_some()).map(|s| (i, s)))
        {
            return pick;
        }
    }
}

/// The table's move for a tap sent at `sent_ms` (milliseconds since 1970): when its first frame
/// was drawn, once the report has it.
fn drawn_after(game: &Game, sent_ms: f64) -> Option<f64> {
    let moves = game.table()?.phones?.moves;
    let m = moves.iter().find(|m| m.received_ms >= sent_ms - 5.0)?;
    m.drawn_ms
}

fn unix_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs_f64() * 1000.0
}

#[test]
fn after_seconds_of_quiet_a_phones_tap_moves_the_table_and_every_phone_at_once() {
    let Some(display) = start_display(1280, 720) else { return };
    // Phones at seats 0 and 1, a computer player at seat 2.
    let game = phone_game(&display, "phone-quiet", 3, 2);
    let rt = phone_runtime();
    let phones: Vec<WsPhone> = addresses(&game)
        .iter()
        .enumerate()
        .map(|(i, a)| WsPhone::connect(&rt, socket_address(a, &format!("quiet-test-phone-{i:0>8}"))))
        .collect();
    let (mut taps, mut bot_turns) = (0, 0);
    // Until a tap has passed the turn to the computer player twice: the game goes on by itself.
    while bot_turns < 2 {
        assert!(taps < 16, "{taps} taps and the computer player's turn came only {bot_turns} times");
        let (who, state) = wait_until_quiet(&game, &phones, 3.0);
        let (act, kind) = choose(&state, true).unwrap();
        let step = state["step"].as_u64().unwrap();
        let (sent, sent_ms) = (Instant::now(), unix_ms());
        phones[who].tap(&state, act);
        taps += 1;
        let other = &phones[1 - who];
        let wait = |what: &str, secs: u64, found: &dyn Fn() -> Option<f64>| -> f64 {
            loop {
                if let Some(x) = found() {
                    return x;
                }
                if let Some(e) = phones[who].first_after(sent, "error") {
                    panic!("the {kind} tap was refused: {}", e.msg);
                }
                let waited = sent.elapsed();
                assert!(waited < Duration::from_secs(secs), "{what}: nothing after {waited:?} (a {kind} tap)");
                std::thread::sleep(Duration::from_millis(5));
            }
        };
        let ms = |at: Instant| (at - sent).as_secs_f64() * 1000.0;
        let theirs = wait("the other phone's next state", 2, &|| other.step_after(sent, step + 1).map(|g| ms(g.at)));
        let table = wait("the table's frame showing it", 2, &|| drawn_after(&game, sent_ms).map(|t| t - sent_ms));
        eprintln!("a {kind} tap after 3 s of quiet: the other phone in {theirs:.1} ms, on the table in {table:.1} ms");
        // The computer player's turn now: it plays after its card lands and its pause, without
        // anyone touching the computer (the window used to sleep until its 10-second wake).
        let after = other.step_after(sent, step + 1).unwrap().msg;
        if after["players"][2]["turn"] == true {
            bot_turns += 1;
            let moved = wait("the computer player's move", 5, &|| other.step_after(sent, step + 2).map(|g| ms(g.at)));
            eprintln!("  the computer player moved {moved:.0} ms after the tap");
        }
    }
}

/// The address of flooding connection `i`: sockets `per_address` at a time from each of 1,000
/// loopback addresses, from 127.0.0.2 on (every 127.x.y.z is this computer).
fn flood_address(i: usize, per_address: usize) -> IpAddr {
    let a = (i / per_address) % 1000;
    IpAddr::from([127, 0, (2 + a / 250) as u8, (2 + a % 250) as u8])
}

/// Opens a socket to `port` from `from`.
async fn connect_from(from: IpAddr, port: u16) -> Option<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::new(from, 0)).ok()?;
    tokio::time::timeout(Duration::from_secs(10), socket.connect(SocketAddr::from(([127, 0, 0, 1], port))))
        .await
        .ok()?
        .ok()
}

/// A flood until `stop`: `silent` sockets that never send a byte and `slow` ones that send a byte a
/// second, five at a time from each of 1,000 addresses, opened again as soon as the game closes
/// them; and `churners` loops that connect and close at once, each up to a thousand times a
/// second, from the same addresses. Returns the connections made.
async fn flood(
    port: u16,
    silent: usize,
    slow: usize,
    churners: usize,
    stop: tokio::sync::watch::Receiver<bool>,
) -> usize {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let made = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for i in 0..silent + slow {
        let (made, stop) = (made.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            while !*stop.borrow() {
                let Some(mut s) = connect_from(flood_address(i, 5), port).await else {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                };
                made.fetch_add(1, Ordering::Relaxed);
                if i >= silent {
                    for b in b"GET /p/00000000000000000000000000000000 HTTP/1.1\r\nHost: x\r\n\r\n" {
                        if s.write_all(&[*b]).await.is_err() {
                            break;
                        }
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                } else {
                    // Silent until the game closes it.
                    let mut byte = [0u8; 1];
                    let _ = s.read(&mut byte).await;
                }
            }
        }));
    }
    for c in 0..churners {
        let (made, stop) = (made.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            let mut i = c;
            let mut pace = tokio::time::interval(Duration::from_millis(1));
            pace.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
            while !*stop.borrow() {
                pace.tick().await;
                if connect_from(flood_address(i, 1), port).await.is_some() {
                    made.fetch_add(1, Ordering::Relaxed);
                }
                i += churners;
            }
        }));
    }
    let mut stop = stop;
    while !*stop.borrow() {
        if stop.changed().await.is_err() {
            break;
        }
    }
    for t in tasks {
        t.abort();
        let _ = t.await;
    }
    made.load(Ordering::Relaxed)
}

/// An ordinary Wi-Fi between a phone and the game: a relay that delays everything 30 ms each way
/// (60 ms round trip), the connection's opening included.
struct SlowWifi {
    port: u16,
}

impl SlowWifi {
    const ONE_WAY: Duration = Duration::from_millis(30);

    fn start(rt: &tokio::runtime::Handle, game_port: u16) -> SlowWifi {
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        rt.spawn(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            while let Ok((phone, _)) = listener.accept().await {
                tokio::spawn(async move {
                    tokio::time::sleep(SlowWifi::ONE_WAY).await;
                    let Ok(game) = tokio::net::TcpStream::connect(("127.0.0.1", game_port)).await else { return };
                    let _ = game.set_nodelay(true);
                    let _ = phone.set_nodelay(true);
                    let (a, b) = (phone.into_split(), game.into_split());
                    tokio::join!(delayed(a.0, b.1), delayed(b.0, a.1));
                });
            }
        });
        SlowWifi { port }
    }
}

/// Copies bytes one way, each chunk [`SlowWifi::ONE_WAY`] after it came (a pipe with latency, not
/// a slow one); the end of the stream passes the same way.
async fn delayed(mut from: tokio::net::tcp::OwnedReadHalf, mut to: tokio::net::tcp::OwnedWriteHalf) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<(tokio::time::Instant, Vec<u8>)>();
    let reader = async move {
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            let n = from.read(&mut buf).await.unwrap_or(0);
            let _ = tx.send((tokio::time::Instant::now() + SlowWifi::ONE_WAY, buf[..n].to_vec()));
            if n == 0 {
                return;
            }
        }
    };
    let writer = async move {
        while let Some((at, bytes)) = rx.recv().await {
            tokio::time::sleep_until(at).await;
            if bytes.is_empty() || to.write_all(&bytes).await.is_err() {
                let _ = to.shutdown().await;
                return;
            }
        }
    };
    tokio::join!(reader, writer);
}

/// Reads one HTTP/1.1 response with a `Content-Length`: its status and body.
async fn read_response(s: &mut tokio::net::TcpStream) -> Option<(u16, Vec<u8>)> {
    use tokio::io::AsyncReadExt;
    let mut data = Vec::new();
    let mut buf = [0u8; 8192];
    let head_end = loop {
        if let Some(i) = data.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = s.read(&mut buf).await.ok()?;
        if n == 0 {
            return None;
        }
        data.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&data[..head_end]).to_ascii_lowercase();
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    let length: usize =
        head.lines().find_map(|l| l.strip_prefix("content-length:")).and_then(|v| v.trim().parse().ok())?;
    while data.len() < head_end + length {
        let n = s.read(&mut buf).await.ok()?;
        if n == 0 {
            return None;
        }
        data.extend_from_slice(&buf[..n]);
    }
    Some((status, data[head_end..head_end + length].to_vec()))
}

/// A phone joining as a browser does, through `wifi_port`: the seat's page, then a card picture on
/// the same connection, then the seat's socket until its first state. `Err` says what failed.
async fn join(wifi_port: u16, token: &str, device: &str) -> Result<Duration, String> {
    use tokio::io::AsyncWriteExt;
    let start = Instant::now();
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", wifi_port)).await.map_err(|e| e.to_string())?;
    let host = format!("127.0.0.1:{wifi_port}");
    for path in [format!("/p/{token}"), format!("/card/{token}/back.png")] {
        let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n");
        s.write_all(request.as_bytes()).await.map_err(|e| format!("{path}: {e}"))?;
        match read_response(&mut s).await {
            Some((200, body)) if !body.is_empty() => {}
            other => return Err(format!("{path}: {:?}", other.map(|(status, _)| status))),
        }
    }
    let url = format!("ws://{host}/ws/{token}?d={device}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.map_err(|e| format!("socket: {e}"))?;
    use futures_util::StreamExt;
    while let Some(m) = ws.next().await {
        if let Ok(tokio_tungstenite::tungstenite::Message::Text(t)) = m
            && t.as_str().contains("\"t\":\"state\"")
        {
            return Ok(start.elapsed());
        }
    }
    Err("the socket closed before a state".into())
}

/// Open files and resident memory (KB) of a process.
fn files_and_memory(pid: u32) -> (usize, u64) {
    let files = std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count());
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    (files, rss)
}

/// This test's own limit on open files, raised as far as the system lets it (the crowd needs one
/// file per connection on this side too).
fn raise_own_file_limit() -> u64 {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit and setrlimit read and write the struct that lives here.
    unsafe {
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        limit.rlim_cur = limit.rlim_max.min(65_536);
        libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
    }
    limit.rlim_cur
}

#[test]
fn a_flood_of_silent_sockets_and_churn_keeps_files_bounded_and_a_slow_phone_joins_and_plays() {
    // Alone: the load measured is the test's own.
    let Some(display) = start_display_alone(1280, 720) else { return };
    // The game as most desktops start it: at most 1024 open files; two phone seats and a
    // computer player.
    let args = ["--players", "3", "--humans", "0", "--phones", "2", "--bots", "basic", "--seed", "8"];
    let mut game = launch_with_file_limit(&display, "phone-crowd", 1024, &[&args[..], &["--port", "0"]].concat());
    let pages = wait_for_addresses(&mut game);
    let port = phones_port(&game);
    let pid = game.pid();
    let room = raise_own_file_limit();
    let silent = 5000.min(room.saturating_sub(800) as usize);
    let (slow, churners) = (200, 8);
    until_the_table_is_drawn(&game);
    let before = files_and_memory(pid);
    let (sampling, sampler) = sample_open_files(pid);
    // The flood on a thread of its own: the phones' clocks are not held up by it.
    let rt = phone_runtime();
    let flood_rt = phone_runtime();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let crowd = flood_rt.spawn(flood(port, silent, slow, churners, stopped));
    let flooded = Instant::now();
    let during = until_the_flood_fills_the_server(pid, before, flooded);
    // A fresh phone on a 60 ms Wi-Fi joins fully, five times out of five.
    let wifi = SlowWifi::start(&rt, port);
    let token = |page: &str| page.rsplit('/').next().unwrap().to_string();
    let joins = fresh_phones_join(&rt, wifi.port, &token(&pages[0]));
    // Both phones play (the first through the slow Wi-Fi): each tap reaches the other phone.
    let slow_phone = WsPhone::connect(
        &rt,
        format!("ws://127.0.0.1:{}/ws/{}?d=crowd-test-slow-phone-00", wifi.port, token(&pages[0])),
    );
    let other = WsPhone::connect(&rt, socket_address(&pages[1], "crowd-test-other-phone-0"));
    let phones = [slow_phone, other];
    let autosave = game.path("data/autosave.ron");
    let saved_at = || std::fs::metadata(&autosave).and_then(|m| m.modified()).ok();
    let saved_first = saved_at();
    let (taps, slow_taps) = sixty_taps_reach_the_other_phone(&game, &phones);
    let saved_later = saved_at();
    let _ = stop.send(true);
    let connected = rt.block_on(async { crowd.await.unwrap() });
    let flood_seconds = flooded.elapsed().as_secs_f64();
    let after = until_the_files_come_back(pid, before);
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let most = sampler.join().unwrap();
    let mut sorted = taps.clone();
    sorted.sort_by(f64::total_cmp);
    let p95 = sorted[(sorted.len() * 95).div_ceil(100) - 1];
    eprintln!(
        "{connected} connections made in {flood_seconds:.0} s by {silent} silent, {slow} slow sockets and {churners} \
         churners from 1,000 addresses; the game's open files at most {most} (before {before:?}, during {during:?}, after {after:?}); \
         joins at 60 ms: {} of 5; taps to the other phone (ms): p50 {:.0}, p95 {p95:.0}, max {:.0}",
        joins.iter().filter(|j| j.is_ok()).count(),
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
    );
    let stderr = std::fs::read_to_string(game.path("stderr.txt")).unwrap_or_default();
    assert!(!stderr.contains("Too many open files"), "the game ran out of files:\n{}", game.stderr());
    assert!(!stderr.contains("could not write"), "a file was not written:\n{}", game.stderr());
    assert!(saved_later.is_some() && saved_later != saved_first, "no autosave during the flood");
    assert!(most <= 900, "{most} files open during the flood: the connections are not bounded");
    assert!(joins.iter().all(Result::is_ok), "a phone on a 60 ms Wi-Fi could not join: {joins:?}");
    assert!(
        p95 <= 300.0,
        "taps reached the other phone in {sorted:?} ms: p95 {p95:.0}; slow ones (to the server, to the update, in all): {slow_taps:?}"
    );
    assert!(after.0 <= before.0 + 8, "files still open after the crowd: {after:?} against {before:?}");
    assert!(after.1 < before.1 + 16 * 1024, "memory did not come back: {after:?} against {before:?}");
}

/// Waits until the table is drawn and settled.
fn until_the_table_is_drawn(game: &Game) {
    let drawn = Instant::now();
    while game.rendered() < 10 {
        assert!(drawn.elapsed() < Duration::from_secs(60), "the table was not drawn");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Samples the game's open files every 50 ms until `sampling` is cleared; the thread returns the
/// most it saw.
fn sample_open_files(pid: u32) -> (std::sync::Arc<std::sync::atomic::AtomicBool>, std::thread::JoinHandle<usize>) {
    let sampling = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = sampling.clone();
        std::thread::spawn(move || {
            let mut most = 0;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                most = most.max(files_and_memory(pid).0);
                std::thread::sleep(Duration::from_millis(50));
            }
            most
        })
    };
    (sampling, sampler)
}

/// Waits until the flood has filled the server's places; returns the game's files and memory then.
fn until_the_flood_fills_the_server(pid: u32, before: (usize, u64), flooded: Instant) -> (usize, u64) {
    loop {
        let now = files_and_memory(pid);
        if now.0 >= before.0 + 200 {
            break now;
        }
        assert!(flooded.elapsed() < Duration::from_secs(60), "the flood never reached the game: {now:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A fresh phone on the 60 ms Wi-Fi at `wifi_port` joins the seat of `token` five times: how each
/// join went.
fn fresh_phones_join(rt: &tokio::runtime::Handle, wifi_port: u16, token: &str) -> Vec<Result<Duration, String>> {
    let mut joins = Vec::new();
    for n in 0..5 {
        let (token, device) = (token.to_string(), "crowd-test-slow-phone-00".to_string());
        let joined = rt.block_on(async move {
            tokio::time::timeout(Duration::from_secs(15), join(wifi_port, &token, &device)).await
        });
        let joined = joined.unwrap_or_else(|_| Err("not in 15 s".into()));
        eprintln!("join {n} during the flood: {joined:?}");
        joins.push(joined);
    }
    joins
}

/// Where a slow tap's time went (ms): to the server, to the table's update, in all; `None` when the
/// report did not have its move.
type SlowTap = Option<(f64, f64, f64)>;

/// The two phones play sixty taps, each as a person taps after a second of quiet; returns the
/// milliseconds each tap took to reach the other phone, and where the slow ones' time went.
fn sixty_taps_reach_the_other_phone(game: &Game, phones: &[WsPhone]) -> (Vec<f64>, Vec<SlowTap>) {
    // Sixty taps, so that the 95th percentile is not the second slowest tap.
    let (mut taps, mut slow_taps) = (Vec::new(), Vec::new());
    let start = Instant::now();
    while taps.len() < 60 {
        assert!(start.elapsed() < Duration::from_secs(300), "the phones could not play during the flood: {taps:?}");
        // As a person taps: the table has shown the moves before, and a second went by.
        let (i, state) = wait_until_quiet(game, phones, 1.0);
        let (act, _) = choose(&state, true).expect("something to tap");
        let step = state["step"].as_u64().unwrap();
        let (sent, sent_ms) = (Instant::now(), unix_ms());
        phones[i].tap(&state, act);
        let seen = loop {
            if let Some(g) = phones[1 - i].step_after(sent, step + 1) {
                break g.at - sent;
            }
            assert!(sent.elapsed() < Duration::from_secs(15), "a tap never reached the other phone");
            std::thread::sleep(Duration::from_millis(5));
        };
        taps.push(seen.as_secs_f64() * 1000.0);
        // Where a slow tap's time went: to the server, to the table's update, to the other phone.
        if seen > Duration::from_millis(150) {
            let moves = game.table().and_then(|t| t.phones).map(|p| p.moves).unwrap_or_default();
            let m = moves.iter().find(|m| m.received_ms >= sent_ms - 5.0);
            slow_taps
                .push(m.map(|m| (m.received_ms - sent_ms, m.shown_ms - m.received_ms, seen.as_secs_f64() * 1000.0)));
        }
        // The next state in hand before the next tap.
        while phones[i].step_after(sent, step + 1).is_none() && sent.elapsed() < Duration::from_secs(15) {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    (taps, slow_taps)
}

/// Waits (up to a minute) for the game's files to come back once the crowd's sockets closed;
/// returns the game's files and memory then.
fn until_the_files_come_back(pid: u32, before: (usize, u64)) -> (usize, u64) {
    // The crowd's sockets closed: the game's files come back.
    let gone = Instant::now();
    loop {
        let now = files_and_memory(pid);
        if now.0 <= before.0 + 8 || gone.elapsed() > Duration::from_secs(60) {
            break now;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn the_pause_menu_is_over_the_phones_panel_and_takes_a_seat_back() {
    let Some(display) = start_display(1280, 720) else { return };
    // The phone never joins: the panel with its code is open when the match starts.
    let mut game = phone_game(&display, "phone-pause", 2, 1);
    game.wait_for("the phones' panel", 60, |r| button(r, "phones-hide").is_some() && button(r, "phone-qr:0").is_some());
    game.key("Escape");
    let r = game.wait_for_table("the pause menu", 60, |r| r.overlay == "Pause" && button(r, "take-back:0").is_some());
    assert!(button(&r, "phones-hide").is_none(), "the panel waits behind the pause menu");
    // Where a person sees it once the menu has found its place.
    let at = crate::support::steps::settled_button(&mut game, "take-back:0");
    game.click(at.0, at.1);
    game.wait_for_table("seat 0 played at the computer", 60, |r| r.phones.as_ref().is_some_and(|p| p.seats.is_empty()));
}

/// The Wi-Fi between a phone and the game: a relay on its own port that can be cut, as a phone
/// walking out of range is: nothing passes any more, and no connection is closed.
struct Wifi {
    port: u16,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Wifi {
    fn start(rt: &tokio::runtime::Handle, game_port: u16) -> Wifi {
        use std::sync::atomic::{AtomicBool, Ordering};
        let up = std::sync::Arc::new(AtomicBool::new(true));
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let link = up.clone();
        rt.spawn(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            while let Ok((phone, _)) = listener.accept().await {
                let link = link.clone();
                tokio::spawn(async move {
                    // A connection made while the link is down goes nowhere.
                    while !link.load(Ordering::Relaxed) {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    let Ok(game) = tokio::net::TcpStream::connect(("127.0.0.1", game_port)).await else { return };
                    let (a, b) = (phone.into_split(), game.into_split());
                    tokio::join!(relay(a.0, b.1, link.clone()), relay(b.0, a.1, link));
                });
            }
        });
        Wifi { port, up }
    }

    fn set(&self, up: bool) {
        self.up.store(up, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Copies bytes one way while the link is up; once it is down, this connection is dead for good
/// (nothing more passes, nothing is closed).
async fn relay(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if !up.load(std::sync::atomic::Ordering::Relaxed) {
            // Dead: hold both ends open, forever silent.
            std::future::pending::<()>().await;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

/// A browser session in mobile emulation (390x844, touch), with the WebDriver that runs it.
struct Phone {
    client: WebDriver,
    _driver: Driver,
}

impl Phone {
    fn open(game: &Game, driver: &std::path::Path, chromium: &std::path::Path, address: &str) -> Phone {
        Phone::open_with_profile(game.path("chromium-profile"), driver, chromium, address)
    }

    /// The same, with the browser's profile in `profile` (for a page the test serves itself,
    /// without the game).
    fn open_with_profile(
        profile: std::path::PathBuf,
        driver: &std::path::Path,
        chromium: &std::path::Path,
        address: &str,
    ) -> Phone {
        let phone = Phone::start(profile, driver, chromium);
        phone.goto(address);
        phone
    }

    /// A browser session on a blank page (the page is opened with [`Phone::goto`]).
    fn start(profile: std::path::PathBuf, driver: &std::path::Path, chromium: &std::path::Path) -> Phone {
        let mut driver = start_driver(driver);
        driver.2 = Some(profile.clone());
        let caps = serde_json::json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         format!("--user-data-dir={}", profile.display())],
                "mobileEmulation": { "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 1.0, "touch": true } }
            }
        });
        let client = WebDriver::start(driver.1, caps).expect("a browser session");
        Phone { client, _driver: driver }
    }

    fn goto(&self, address: &str) {
        self.client.goto(address).expect("the page opens");
    }

    /// Runs a Chrome DevTools Protocol command (through ChromeDriver) and returns its result.
    fn cdp(&self, cmd: &str, params: Value) -> Value {
        self.client.cdp(cmd, params).unwrap_or_else(|e| panic!("{cmd}: {e}"))
    }

    /// Presses a key on the element that has the keyboard focus (WebDriver's key codes: Tab is
    /// `\u{E004}`, Enter `\u{E007}`).
    fn key(&self, key: &str) {
        let focused = self.client.active_element().expect("a focused element");
        self.client.send_keys(&focused, key).expect("a key press");
    }

    /// Runs `script` in the page and returns its value.
    fn js(&self, script: &str) -> Value {
        self.client.execute(script).unwrap_or(Value::Null)
    }

    /// Waits until `script` returns true in the page.
    fn wait_js(&self, what: &str, secs: u64, script: &str) -> Duration {
        let start = Instant::now();
        while self.js(script) != Value::Bool(true) {
            if start.elapsed() > Duration::from_secs(secs) {
                panic!(
                    "{what}: not seen on the phone in {secs} s; its state: {}",
                    self.js("return JSON.stringify(state)")
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        start.elapsed()
    }

    /// Taps the first playable card, or draws (keeping what was drawn) when none is; true when a
    /// card was tapped.
    fn tap_a_card_or_draw(&self) -> bool {
        let cards = self.client.find_all("#hand .card.playable").unwrap_or_default();
        if let Some(card) = cards.first() {
            self.client.click(card).expect("a tap");
            return true;
        }
        for b in ["#buttons .k-keep", "#buttons .k-draw"] {
            if let Ok(b) = self.client.find(b) {
                let _ = self.client.click(&b);
                break;
            }
        }
        false
    }

    fn screenshot(&self, to: &std::path::Path) -> Vec<u8> {
        let png = self.client.screenshot().expect("a screenshot");
        std::fs::write(to, &png).unwrap();
        png
    }
}

#[test]
fn a_phone_in_a_real_browser_plays_after_quiet_and_sees_the_next_turn_at_once() {
    let Some((chromium, driver)) = browser() else { return };
    let Some(display) = start_display(1280, 720) else { return };
    // Eight players: the page's strip of players scrolls, and says so.
    let mut game = phone_game(&display, "phone-browser", 8, 1);
    let address = addresses(&game).remove(0);
    let phone = Phone::open(&game, &driver, &chromium, &address);
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    let start = Instant::now();
    let (label, step) = loop {
        assert!(start.elapsed() < Duration::from_secs(180), "no playable card came to the phone");
        phone.wait_js("the phone's turn", 120, "return !!(state && state.my_turn)");
        // The table falls quiet for a few seconds first.
        let frames = game.rendered();
        std::thread::sleep(Duration::from_secs(4));
        if game.rendered() != frames {
            continue;
        }
        let step = phone.js("return state.step").as_u64().unwrap();
        let label = phone
            .js("const c = document.querySelector('#hand .card.playable'); return c && c.getAttribute('aria-label').replace(/, playable$/, '')");
        if phone.tap_a_card_or_draw() {
            break (label.as_str().unwrap_or_default().to_string(), step);
        }
        phone.wait_js("the draw shown", 10, &format!("return state.step > {step}"));
    };
    // The page moves on at once: the card left the hand, the turn passed.
    let took = phone.wait_js("the next turn on the page", 2, &format!("return state.step > {step} && !state.my_turn"));
    eprintln!("a tap after 4 s of quiet: the page showed the next turn {took:?} after the tap");
    let r = game.wait_for_table("the card on the pile", 10, |r| {
        r.cards.iter().any(|c| c.zone == "discard" && c.face.as_deref() == Some(label.as_str()))
    });
    assert!(r.phones.is_some_and(|p| !p.moves.is_empty()));
    // What just happened is written on the page.
    phone.wait_js("the last moves", 10, "return document.querySelectorAll('#recent li').length > 0");
    let recent = phone.js("return document.querySelector('#recent').textContent");
    assert!(recent.as_str().is_some_and(|t| t.contains("plays") || t.contains("draws")), "{recent}");
    // Eight players do not fit: whose turn it is stays in view, and an arrow says there are more.
    phone.wait_js(
        "the turn's tile in view",
        20,
        "const p = document.getElementById('players'), t = p.querySelector('.pl.turn'); \
        if (!t) return false; const a = p.getBoundingClientRect(), b = t.getBoundingClientRect(); \
        return b.left >= a.left - 1 && b.right <= a.right + 1",
    );
    assert_eq!(
        phone.js("return !document.getElementById('moreL').hidden || !document.getElementById('moreR').hidden"),
        true
    );
    // A refusal's message sits above the cards, never on them.
    phone.js("ws.send(JSON.stringify({act: 999, v: state.v}))");
    phone.wait_js("the refusal's message", 10, "return !!document.getElementById('toast')");
    // (Measured once it has slid in.)
    std::thread::sleep(Duration::from_millis(500));
    let above = phone.js("const t = document.getElementById('toast').getBoundingClientRect(), \
        h = document.getElementById('handbox').getBoundingClientRect(); return t.bottom <= h.top + 1");
    assert_eq!(above, true, "the message covers the cards");
    let shot = game.path("phone.png");
    let png = phone.screenshot(&shot);
    let reader = png::Decoder::new(std::io::Cursor::new(&png)).read_info().unwrap();
    assert_eq!((reader.info().width, reader.info().height), (390, 844), "a phone-sized page");
    assert_colours(&shot, 390, 844, 12);
}

#[test]
fn a_phone_cut_off_the_wifi_is_noticed_and_its_tap_goes_once_it_is_back() {
    let Some((chromium, driver)) = browser() else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = phone_game(&display, "phone-offline", 2, 1);
    let address = addresses(&game).remove(0);
    let port = phones_port(&game);
    // The phone reaches the game through a Wi-Fi that the test can cut.
    let rt = phone_runtime();
    let wifi = Wifi::start(&rt, port);
    let address = address.replace(&format!(":{port}/"), &format!(":{}/", wifi.port));
    let phone = Phone::open(&game, &driver, &chromium, &address);
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    // At its turn, with a card to play (drawing until one comes).
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(180), "no playable card came to the phone");
        phone.wait_js("the phone's turn", 120, "return !!(state && state.my_turn)");
        if phone.js("return !!document.querySelector('#hand .card.playable')") == true {
            break;
        }
        let step = phone.js("return state.step").as_u64().unwrap();
        phone.tap_a_card_or_draw();
        phone.wait_js("the draw shown", 10, &format!("return state.step > {step}"));
    }
    // The table has shown everything the phone knows of.
    let step = phone.js("return state.step").as_u64().unwrap();
    let before = game.wait_for_table("the table caught up", 30, |r| r.actions_applied == step).actions_applied;
    // The Wi-Fi goes: the table sees the phone gone within 25 s, the page says it reconnects.
    let cut = Instant::now();
    wifi.set(false);
    game.wait_for_table("the phone seen as gone", 25, |r| first_seat(r).is_some_and(|s| s.gone));
    eprintln!("the table saw the phone gone {:?} after its network went", cut.elapsed());
    // The seat is red on the table and its Phones button too; the panel does not open by itself.
    // Opened, it offers the seat at the computer, and keeps its code hidden: the seat is its
    // phone's.
    let r = game.report().unwrap();
    assert!(button(&r, "phones-hide").is_none(), "the panel opened by itself on the shared screen");
    let at = crate::support::steps::settled_button(&mut game, "phones");
    game.click(at.0, at.1);
    let r = game.wait_for("the phones' panel", 30, |r| button(r, "phones-hide").is_some());
    assert!(button(&r, "take-back:0").is_some(), "Play Player 1 at the computer is offered");
    assert!(
        button(&r, "phone-qr:0").is_none() && button(&r, "show-code:0").is_some(),
        "the joined seat's code is hidden"
    );
    game.grab("phone-gone.png");
    let at = crate::support::steps::settled_button(&mut game, "phones-hide");
    game.click(at.0, at.1);
    game.wait_for("the panel closed", 30, |r| button(r, "phones-hide").is_none());
    phone.wait_js("Reconnecting… on the page", 20, "return !document.getElementById('banner').hidden");
    let banner = phone.js("return document.getElementById('banner').textContent");
    assert!(banner.as_str().is_some_and(|t| t.contains("reconnecting")), "{banner}");
    // A tap while offline is kept and said so; nothing reaches the table.
    // The card's name, as a screen reader hears it before its use ("Green 8, playable").
    let label = phone.js(
        "return document.querySelector('#hand .card.playable').getAttribute('aria-label').replace(/, playable$/, '')",
    );
    assert!(phone.tap_a_card_or_draw());
    phone.wait_js("the offline tap's message", 5, "return !!document.getElementById('toast')");
    phone.screenshot(&game.path("phone-offline.png"));
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(game.table().expect("the table's report").actions_applied, before);
    // Back on the Wi-Fi: the same phone takes its seat back by itself, and the tap goes once.
    wifi.set(true);
    let label = label.as_str().unwrap().to_string();
    let r = game.wait_for_table("the tap played once the phone is back", 40, |r| {
        first_seat(r).is_some_and(|s| s.joined) && r.actions_applied > before
    });
    assert!(r.cards.iter().any(|c| c.zone == "discard" && c.face.as_deref() == Some(label.as_str())));
    // Played once: one move of the phone's since its network went.
    std::thread::sleep(Duration::from_secs(2));
    let cut_ms = unix_ms() - cut.elapsed().as_secs_f64() * 1000.0;
    let moves = game.table().expect("the table's report").phones.expect("the phone seats").moves;
    let since = moves.iter().filter(|m| m.seat == 0 && m.received_ms > cut_ms).count();
    assert_eq!(since, 1, "the offline tap was played {since} times: {moves:?}");
}

#[test]
fn another_phone_gets_a_joined_seat_only_when_the_computer_says_so() {
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = phone_game(&display, "phone-claim", 2, 1);
    let address = addresses(&game).remove(0);
    let rt = phone_runtime();
    let own = WsPhone::connect(&rt, socket_address(&address, "the-seats-own-phone-0"));
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    // A guest scans the seat's code: it waits, the seat's phone is told, the computer asks.
    let guest = WsPhone::connect(&rt, socket_address(&address, "a-guests-phone-000000"));
    let r = game.wait_for("the question on the computer", 30, |r| button(r, "claim-keep:0").is_some());
    assert!(button(&r, "claim-give:0").is_some());
    let asked = Instant::now();
    while own.first_after(asked - Duration::from_secs(30), "info").is_none() || guest.latest_state().is_some() {
        assert!(guest.latest_state().is_none(), "the guest saw the seat's hand before the computer said yes");
        assert!(asked.elapsed() < Duration::from_secs(10), "the seat's phone was not told");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(guest.first_after(asked - Duration::from_secs(30), "waiting").is_some());
    // (A new window is drawn from its second frame.)
    std::thread::sleep(Duration::from_secs(1));
    game.grab("phone-claim.png");
    // Kept for its phone: the guest is sent away and never saw the hand.
    let at = crate::support::steps::settled_button(&mut game, "claim-keep:0");
    game.click(at.0, at.1);
    let kept = Instant::now();
    while guest.first_after(asked, "closed").is_none() {
        assert!(kept.elapsed() < Duration::from_secs(10), "the guest was not sent away");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(guest.latest_state().is_none());
    game.wait_for_table("the question gone", 30, |r| {
        button(r, "claim-keep:0").is_none() && first_seat(r).is_some_and(|s| s.joined)
    });
}

/// The deck studio's page in a real browser (Chromium as a phone): a photo chosen on `#choose`
/// reaches the studio byte for byte and the page says so in the game's words; a text file is
/// refused in words; once the studio closes, the page says that too.
#[test]
fn a_phone_sends_a_photo_to_the_studio_from_a_real_browser() {
    use uno_party::phone::server::{PhoneServer, StudioWords, Token};
    let Some((chromium, driver)) = browser() else { return };
    let dir = temp_dir("phone-studio");
    let words = StudioWords {
        lang: "it".into(),
        title: "Una foto per la tua carta".into(),
        take: "Scatta una foto".into(),
        choose: "Scegli una foto".into(),
        sending: "Invio…".into(),
        sent: "Inviata: guarda il computer.".into(),
        too_large: "Questa foto è troppo grande (al massimo {mb} MB).".into(),
        not_an_image: "Non è una foto (PNG o JPEG).".into(),
        too_many_pixels: "Questa foto ha troppi pixel.".into(),
        busy: "Il computer è occupato: riprova fra poco.".into(),
        closed: "Lo studio è stato chiuso sul computer.".into(),
        failed: "Non è stato possibile inviare la foto.".into(),
    };
    let token = Token::new();
    let path = format!("/s/{}", token.as_str());
    let mut studio = PhoneServer::start_studio(0, token, words.clone(), None).expect("the studio's server");
    let address = format!("http://127.0.0.1:{}{path}", studio.port());
    // A photo and a text file, as the phone's storage has them.
    let img = image::RgbImage::from_fn(120, 90, |x, y| image::Rgb([(x * 2) as u8, (y * 2) as u8, 90]));
    let mut jpeg = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut jpeg), image::ImageFormat::Jpeg).unwrap();
    let (photo, text) = (dir.join("photo.jpg"), dir.join("notes.txt"));
    std::fs::write(&photo, &jpeg).unwrap();
    std::fs::write(&text, "not a photo\n").unwrap();
    let phone = Phone::open_with_profile(dir.join("chromium-profile"), &driver, &chromium, &address);
    phone.wait_js("the studio's page", 20, "return document.getElementById('choose-text').textContent.length > 0");
    assert_eq!(phone.js("return document.title"), words.title.as_str());
    assert_eq!(phone.js("return document.documentElement.lang"), "it");
    assert_eq!(phone.js("return document.getElementById('take').getAttribute('capture')"), "environment");
    let status_is =
        |text: &str| format!("return document.getElementById('status').textContent === {}", Value::from(text));
    let pick_file = |file: &std::path::Path| {
        let input = phone.client.find("#choose").expect("the Choose input");
        phone.client.send_keys(&input, file.to_str().unwrap()).expect("a file chosen");
    };

    pick_file(photo.as_path());
    phone.wait_js("Sent on the page", 20, &status_is(words.sent.as_str()));
    let start = Instant::now();
    let got = loop {
        if let Some(got) = studio.next_photo() {
            break got;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "the studio got no photo");
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(got, jpeg, "the studio got the file's bytes");
    assert_eq!(
        phone.js("const p = document.getElementById('preview'); return !p.hidden && p.src.startsWith('blob:')"),
        true,
        "the chosen photo is shown"
    );
    phone.screenshot(&dir.join("studio.png"));

    pick_file(text.as_path());
    phone.wait_js("the refusal on the page", 20, &status_is(words.not_an_image.as_str()));
    assert!(studio.next_photo().is_none(), "the text file did not reach the studio");

    // The studio closes on the computer: the next photo cannot go, and the page says why.
    studio.stop(String::new());
    pick_file(photo.as_path());
    phone.wait_js("Closed on the page", 20, &status_is(words.closed.as_str()));
}

/// A name with a right-to-left override, and a word of 40 letters.
const EVIL: &str = "\u{202E}evil";
const LONG_WORD: &str = "BartolomeoBartolomeoBartolomeoBartolomeo";

/// A party of two phone seats named [`EVIL`] and [`LONG_WORD`] and a Basic computer player,
/// written where the game keeps its party, the phones' server on any free port.
fn write_named_party(dir: &std::path::Path) {
    use uno_party::app::{Party, SeatKind, SeatSetup};
    let mut party = Party::simple(3, 0, uno_party::ai::BotKind::Basic, 0);
    party.seats[0] = SeatSetup { name: EVIL.into(), kind: SeatKind::Phone };
    party.seats[1] = SeatSetup { name: LONG_WORD.into(), kind: SeatKind::Phone };
    let config = dir.join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("party.ron"), ron::to_string(&party).unwrap()).unwrap();
    std::fs::write(config.join("settings.ron"), "(phone_port: 0)").unwrap();
}

#[test]
fn names_show_in_order_and_wrap_and_a_phone_taken_back_while_away_is_told_when_it_comes_back() {
    use crate::support::steps::{click_until, label, settled_button};
    let Some((chromium, driver)) = browser() else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let dir = temp_dir("phone-names");
    write_named_party(&dir);
    let mut game = launch_in(&display, dir, &["--open", "new-game", "--lang", "en"]);
    game.wait_for("the New game screen", 60, |r| r.screen() == "NewGame" && button(r, "start").is_some());
    click_until(&mut game, "start", "the table", |r| r.screen() == "Table");
    let address = wait_for_addresses(&mut game).remove(0);
    let port = phones_port(&game);
    // On the table: the names in their order, the override gone, the long word wrapped inside the
    // window.
    let r =
        game.wait_for_table("both tags", 60, |r| !label(r, "label:0").is_empty() && !label(r, "label:1").is_empty());
    let (evil, long) = (label(&r, "label:0"), label(&r, "label:1"));
    assert!(evil.contains("evil") && !evil.contains('\u{202E}'), "{evil:?}");
    let joined: String = long.split_whitespace().collect();
    assert!(joined.contains(LONG_WORD), "the whole name, wrapped: {long:?}");
    let tag = r.buttons.iter().find(|b| b.name == "label:1").expect("the tag").rect;
    assert!(tag[0] >= 0.0 && tag[0] + tag[2] <= 1280.0, "the long name's tag leaves the window: {tag:?}");
    game.grab("names-table.png");
    // The phone, through a Wi-Fi the test can cut.
    let rt = phone_runtime();
    let wifi = Wifi::start(&rt, port);
    let address = address.replace(&format!(":{port}/"), &format!(":{}/", wifi.port));
    let phone = Phone::open(&game, &driver, &chromium, &address);
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    phone.wait_js("the players on the phone", 30, "return document.querySelectorAll('#players li').length === 3");
    let text = phone.js("return document.body.innerText").as_str().unwrap_or_default().to_string();
    assert!(text.contains("evil") && !text.contains('\u{202E}'), "{text}");
    // Nothing runs off the phone's screen (the players' pills end a long name with "…").
    let wide = "return document.documentElement.scrollWidth <= window.innerWidth \
                && [...document.querySelectorAll('#status, #over, #notice')].every(e => e.scrollWidth <= e.clientWidth + 1)";
    assert_eq!(phone.js(wide), Value::Bool(true), "{}", phone.js("return document.getElementById('status').outerHTML"));
    phone.screenshot(&game.path("names-phone.png"));
    // The phone's Wi-Fi goes; its seat is played at the computer.
    wifi.set(false);
    game.wait_for_table("the phone seen as gone", 40, |r| first_seat(r).is_some_and(|s| s.gone));
    game.key("Escape");
    game.wait_for_table("the pause menu", 60, |r| r.overlay == "Pause" && button(r, "take-back:0").is_some());
    let at = settled_button(&mut game, "take-back:0");
    game.click(at.0, at.1);
    game.wait_for_table("seat 0 at the computer", 60, |r| {
        r.phones.as_ref().is_some_and(|p| p.seats.iter().all(|s| s.seat != 0))
    });
    // Back on the Wi-Fi: told in words, over everything, nothing to tap.
    wifi.set(true);
    let said = "evil's seat is played at the computer now.";
    phone.wait_js("the phone told", 40, &format!("return !document.getElementById('over').hidden && document.getElementById('over').innerText.includes({said:?})"));
    let over = phone.js("return [document.getElementById('over').querySelectorAll('button').length, document.getElementById('banner').hidden]");
    assert_eq!(over, serde_json::json!([0, true]), "nothing to tap and no 'reconnecting…'");
    phone.screenshot(&game.path("taken-back-phone.png"));
    // A reload says the same on a page of its own.
    phone.client.goto(&address).expect("the page reloads");
    phone.wait_js("the closed page", 20, &format!("return document.body.innerText.includes({said:?})"));
    assert_eq!(phone.js("return document.documentElement.lang"), "en");
    phone.screenshot(&game.path("taken-back-reload.png"));
}

/// Put in the page before its own script: every move number its states carried, and everything the
/// page told a screen reader (region, move number, words), in order.
const RECORDER: &str = r##"
window.__carried = []; window.__heard = [];
(() => {
  const Real = window.WebSocket;
  window.WebSocket = function (url) {
    const s = new Real(url);
    s.addEventListener("message", (e) => {
      try { const m = JSON.parse(e.data); if (m.t === "state") window.__carried.push((m.recent || []).map((l) => l.n)); }
      catch (x) { /* not JSON */ }
    });
    return s;
  };
  window.WebSocket.prototype = Real.prototype;
  document.addEventListener("DOMContentLoaded", () => {
    for (const id of ["say", "alert"]) {
      new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) {
          const num = n.dataset && n.dataset.n !== undefined ? Number(n.dataset.n) : null;
          window.__heard.push({ region: id, n: num, text: n.textContent });
        }
      }).observe(document.getElementById(id), { childList: true });
    }
  });
})();
"##;

/// What the phone's seat should answer now, as a CSS selector of the one element to press: a
/// colour, UNO or a catch first, then a playable card (a wild first, so that a colour is named),
/// then Play it / Take / Draw / Pass / the next round. `null` when nothing is offered.
const NEXT_ANSWER: &str = r##"
if (!state || !state.my_turn || Date.now() < lockUntil) return null;
const b = (k) => document.querySelector("#buttons .k-" + k) ? "#buttons .k-" + k : null;
for (const k of ["colour", "uno", "catch"]) if (b(k)) return b(k);
const cards = [...document.querySelectorAll("#hand .card.playable")];
const card = cards.find((c) => c.getAttribute("aria-label").startsWith("Wild")) || cards[0];
if (card) return '#hand [data-act="' + card.dataset.act + '"]';
for (const k of ["play-drawn", "target", "accept", "draw", "pass", "next-round"]) if (b(k)) return b(k);
return null;
"##;

impl Phone {
    /// Moves the keyboard focus with Tab, as a person does, until `selector`'s element has it.
    fn tab_to(&self, selector: &str) {
        let on = format!("return document.activeElement === document.querySelector({selector:?})");
        for _ in 0..120 {
            if self.js(&on) == Value::Bool(true) {
                return;
            }
            self.key("\u{E004}");
        }
        panic!("Tab never reached {selector}");
    }
}

/// The page's accessibility tree as Chromium builds it (`Accessibility.getFullAXTree`): every
/// control has a role and a name, no picture is without words, the headings say where things are,
/// the hand is a list per colour titled with its size, each card is named with what it can do, and
/// at a colour question the four colours are buttons by name.
fn check_the_accessibility_tree(phone: &Phone, colour_question: bool) {
    let tree = phone.cdp("Accessibility.getFullAXTree", serde_json::json!({}));
    let nodes = tree["nodes"].as_array().expect("the tree's nodes");
    let seen: Vec<(&str, &str)> = nodes
        .iter()
        .filter(|n| n["ignored"] != true)
        .map(|n| (n["role"]["value"].as_str().unwrap_or(""), n["name"]["value"].as_str().unwrap_or("")))
        .collect();
    let controls =
        ["button", "link", "checkbox", "textbox", "combobox", "radio", "menuitem", "tab", "switch", "slider"];
    let nameless: Vec<_> = seen
        .iter()
        .filter(|(role, name)| (controls.contains(role) || *role == "image") && name.trim().is_empty())
        .collect();
    assert!(nameless.is_empty(), "controls or pictures without a name: {nameless:?}\nin {seen:?}");
    let named = |role: &str| seen.iter().filter(|(r, _)| *r == role).map(|(_, n)| *n).collect::<Vec<_>>();
    let (headings, buttons, lists) = (named("heading"), named("button"), named("list"));
    assert!(headings.contains(&"Players") && headings.contains(&"Table"), "{headings:?}");
    assert!(headings.iter().any(|h| h.starts_with("Your hand · ")), "{headings:?}");
    for reader in ["Read my hand", "Top card", "Counts"] {
        assert!(buttons.contains(&reader), "{reader} in {buttons:?}");
    }
    let cards: Vec<&&str> =
        buttons.iter().filter(|b| b.ends_with(", playable") || b.ends_with(", not playable now")).collect();
    assert!(!cards.is_empty(), "no card of the hand named with its use: {buttons:?}");
    assert!(
        lists.iter().any(|l| l.ends_with(" cards") || l.ends_with(": one card")),
        "no group of the hand titled with its size: {lists:?}"
    );
    if colour_question {
        for colour in ["Red", "Yellow", "Green", "Blue"] {
            assert!(buttons.contains(&colour), "{colour} in {buttons:?}");
        }
    }
}

/// A blind player's phone, in a real browser, over a whole match (one round against two Basic
/// computer players), played with the keyboard alone (Tab to a control, Enter): the polite live
/// region tells every move the states carried, each once and in order, the seat's own as its own;
/// a colour question is said at once (assertive) and answered by keyboard; "Read my hand" reads the
/// hand; and the accessibility tree names every control, at a plain turn and at the colour question.
#[test]
fn a_blind_players_phone_tells_a_whole_match_in_order_and_names_a_colour_by_keyboard() {
    let Some((chromium, driver)) = browser() else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let args = ["--players", "3", "--humans", "0", "--phones", "1", "--bots", "basic", "--seed", "5"];
    let mut game = launch_with_rules(
        &display,
        "phone-blind",
        "(target_score: 1)",
        &[&args[..], &["--port", "0", "--lang", "en"]].concat(),
    );
    let address = wait_for_addresses(&mut game).remove(0);
    let phone = Phone::start(game.path("chromium-profile"), &driver, &chromium);
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", serde_json::json!({ "source": RECORDER }));
    phone.goto(&address);
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    let (mut colours, mut plain_turn_checked, mut read_hand) = (0, false, false);
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(400), "the match did not end");
        if phone.js("return !!(state && state.notice)") == true {
            break;
        }
        let Some(target) = phone.js(NEXT_ANSWER).as_str().map(String::from) else {
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        let v = phone.js("return state.v");
        let colour = target.contains("k-colour");
        if colour && colours == 0 {
            check_the_accessibility_tree(&phone, true);
            assert!(
                phone.js(
                    "return [...document.querySelectorAll('#alert p')].some((p) => p.textContent === state.prompt)"
                ) == true,
                "the colour question was not said at once"
            );
        }
        if !colour && !plain_turn_checked && target.starts_with("#hand") {
            check_the_accessibility_tree(&phone, false);
            plain_turn_checked = true;
        }
        if !read_hand && target.starts_with("#hand") {
            phone.tab_to("#readhand");
            phone.key("\u{E007}");
            phone.wait_js("the hand read", 5, "const p = document.querySelector('#say p:last-child'); return !!p && p.textContent === state.read.hand");
            read_hand = true;
        }
        phone.tab_to(&target);
        phone.key("\u{E007}");
        colours += usize::from(colour);
        phone.wait_js("the answer taken", 20, &format!("return state.v > {v}"));
    }
    assert!(colours > 0, "seed 5 never gave the phone's seat a wild to play");
    assert!(plain_turn_checked && read_hand);
    // Every move the states carried after the first (the page starts from the moment it opened),
    // told once each, in order.
    let carried: Vec<Vec<u64>> = serde_json::from_value(phone.js("return window.__carried")).unwrap();
    let from = carried.first().and_then(|first| first.last().copied());
    let mut want: Vec<u64> = carried.iter().flatten().copied().filter(|&n| from.is_none_or(|f| n > f)).collect();
    want.sort_unstable();
    want.dedup();
    let heard = phone.js("return window.__heard");
    let heard = heard.as_array().unwrap();
    let told: Vec<u64> = heard.iter().filter_map(|h| h["n"].as_u64()).collect();
    assert_eq!(told, want, "moves told to the screen reader, by number");
    assert!(want.len() > 20, "only {} moves told", want.len());
    let texts: Vec<&str> = heard.iter().filter_map(|h| h["text"].as_str()).collect();
    assert!(texts.iter().any(|t| t.starts_with("You play ")), "{texts:#?}");
    assert!(texts.iter().any(|t| t.starts_with("Computer ") && t.contains(" plays ")), "{texts:#?}");
    assert!(texts.iter().any(|t| t.starts_with("Your turn")), "the turn was never said: {texts:#?}");
    eprintln!("told to the screen reader ({} lines), the first 12: {:#?}", texts.len(), &texts[..12.min(texts.len())]);
}

/// True in the page when every card of the hand is named short, as the Braille deck's corners
/// name them ("r5, playable", "wi+4, not playable now").
const HAND_NAMED_SHORT: &str = "const l = [...document.querySelectorAll('#hand .card')].map((c) => c.getAttribute('aria-label')); \
    return l.length > 0 && l.every((x) => /^([rygb]([0-9]|sk|rv|\\+2)|wi|wi\\+4|wisw|wc[0-9]+), /.test(x))";

/// A phone's "Short names" switch, pressed by keyboard, names the phone's cards as the Braille
/// deck's corners do (r5, g+2, wi+4), on its buttons and in its news, and says it is on
/// (`aria-pressed`); kept by the browser: after a reload the names are short again.
#[test]
fn a_phones_short_names_switch_names_its_cards_as_the_braille_deck_and_is_kept() {
    let Some((chromium, driver)) = browser() else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let mut game = phone_game(&display, "phone-short-names", 3, 1);
    let address = addresses(&game).remove(0);
    let phone = Phone::open(&game, &driver, &chromium, &address);
    game.wait_for_table("the phone joined", 60, |r| first_seat(r).is_some_and(|s| s.joined));
    phone.wait_js("the hand", 60, "return !!state && state.hand.length > 0");
    assert_eq!(
        phone.js(&HAND_NAMED_SHORT.replace("return l.length > 0 &&", "return")),
        false,
        "short before the switch"
    );
    let full = phone.js("return document.querySelector('#hand .card').getAttribute('aria-label')");
    phone.tab_to("#shortnames");
    phone.key("\u{E007}");
    assert_eq!(phone.js("return document.querySelector('#shortnames').getAttribute('aria-pressed')"), "true");
    phone.wait_js("the hand named short", 10, HAND_NAMED_SHORT);
    let short = phone.js("return document.querySelector('#hand .card').getAttribute('aria-label')");
    eprintln!("a card of the hand: {full} -> {short}");
    // A move of the phone's own is told in short names too.
    phone.wait_js("the phone's turn", 60, "return !!state && state.my_turn");
    let v = phone.js("return state.v");
    if phone.tap_a_card_or_draw() {
        phone.wait_js(
            "its move told in short names",
            20,
            "return state.recent.some((l) => /^You play ([rygb]([0-9]|sk|rv|\\+2)|wi|wi\\+4|wisw|wc[0-9]+)\\b/.test(l.text))",
        );
    } else {
        phone.wait_js("the draw taken", 20, &format!("return state.v > {v}"));
    }
    // Kept by the browser: a reload names the cards short again, and says the switch is on.
    phone.goto(&address);
    phone.wait_js("the hand after a reload", 30, "return !!state && state.hand.length > 0");
    phone.wait_js("the hand named short after a reload", 10, HAND_NAMED_SHORT);
    assert_eq!(phone.js("return document.querySelector('#shortnames').getAttribute('aria-pressed')"), "true");
}

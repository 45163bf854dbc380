//! Phone seats: whole matches played by WebSocket clients through the real server and the real
//! table systems, what a phone may learn, and what the server refuses.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;
use uno_party::ai::BotKind;
use uno_party::app::Seated as _;
use uno_party::app::Viewpoint;
use uno_party::app::{Party, PhoneRequest, Phones, Refused, Screen, SeatKind, Settings, Table, game_plugin};
use uno_party::engine::{Action, Card, Game, Partners, Phase, RuleSet, Scenario, Seat, Setup, TargetScore};
use uno_party::i18n::{Language, Texts};
use uno_party::phone::{StateInput, seat_state};

/// A table whose first `phones` seats are played from phones, the rest by Basic bots, listening
/// on a free port, animations instant.
fn phone_table(players: usize, phones: usize, seed: u64, target: u32) -> App {
    let kinds: Vec<SeatKind> =
        (0..players).map(|i| if i < phones { SeatKind::Phone } else { SeatKind::Bot(BotKind::Basic) }).collect();
    table_of(&kinds, seed, target)
}

/// A table of these seats (bots at Basic), listening on a free port, animations instant.
fn table_of(kinds: &[SeatKind], seed: u64, target: u32) -> App {
    table_with(kinds, seed, |r| r.target_score = TargetScore::new(target).expect("a target"))
}

/// A table of these seats under the official rules changed by `rules`.
fn table_with(kinds: &[SeatKind], seed: u64, rules: impl FnOnce(&mut RuleSet)) -> App {
    let mut setup = Party::simple(kinds.len(), 0, BotKind::Basic, seed);
    for (s, kind) in setup.seats.iter_mut().zip(kinds) {
        s.kind = *kind;
    }
    rules(&mut setup.rules);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)))
        .insert_resource(setup)
        .insert_resource(Settings { speed: 0.0, phone_port: 0, ..Settings::default() })
        .insert_state(Screen::Table);
    game_plugin(&mut app);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The socket address of `seat`'s page, as the phone with device id `device` opens it.
fn ws_address_of(app: &App, seat: Seat, device: &str) -> String {
    let page = app.world().resource::<Phones>().address_on(seat, "127.0.0.1").expect("a phone seat with its address");
    format!("{}?d={device}", page.replace("http://", "ws://").replace("/p/", "/ws/"))
}

/// The socket address of `seat`'s page, as the seat's own phone opens it.
fn ws_address(app: &App, seat: Seat) -> String {
    ws_address_of(app, seat, &format!("seat-{seat}-own-phone-000000"))
}

fn page_address(app: &App, seat: Seat) -> String {
    app.world().resource::<Phones>().address_on(seat, "127.0.0.1").expect("a phone seat")
}

/// Sends `request` as it is and reads until the server closes (or 10 s pass).
fn raw_request(port: u16, request: &str) -> String {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let mut text = String::new();
    let _ = s.read_to_string(&mut text);
    text
}

/// `GET path` on the server: the status code and the body.
fn http_get(port: u16, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(s, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").unwrap();
    let mut text = String::new();
    let _ = s.read_to_string(&mut text);
    let status = text.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

fn port(app: &App) -> u16 {
    app.world().resource::<Phones>().port.expect("the server listens")
}

fn actions_applied(app: &App) -> usize {
    app.world().resource::<Table>().log().actions.len()
}

/// What a phone player taps, given its screen: UNO first, then a card, then any button the
/// prompt needs, then the draw pile or the next round.
fn choose(state: &Value) -> Option<u64> {
    let buttons = state["buttons"].as_array()?;
    let button = |kind: &str| buttons.iter().find(|b| b["kind"] == kind).and_then(|b| b["act"].as_u64());
    if let Some(a) = button("uno") {
        return Some(a);
    }
    if let Some(a) = state["hand"].as_array()?.iter().find_map(|c| c["act"].as_u64()) {
        return Some(a);
    }
    ["colour", "target", "play-drawn", "accept", "draw", "pass", "next-round"].iter().find_map(|k| button(k))
}

/// The phones of seats `0..seats` play by themselves ([`phone_players`]) until the match ends and
/// every phone has seen its end: what each received, and whether every phone was seen joined.
fn phones_play_to_the_end(app: &mut App, seats: Seat) -> (Received, bool) {
    let addresses: Vec<(Seat, String)> = (0..seats).map(|s| (s, ws_address(app, s))).collect();
    let (stop, received) = (Arc::new(AtomicBool::new(false)), Received::default());
    let players = phone_players(addresses, stop.clone(), received.clone());
    let start = Instant::now();
    let mut joined = false;
    while start.elapsed() < Duration::from_secs(240) {
        app.update();
        joined |= app.world().resource::<Phones>().seats.iter().all(|p| p.joined);
        if matches!(app.world().resource::<Table>().live_game().phase(), Phase::MatchOver { .. }) {
            break;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    // The last states reach the phones: every phone has seen the match's end.
    let seen_end = |received: &Received| {
        let got = received.lock().unwrap();
        (0..seats).all(|s| got.get(&s).is_some_and(|m| m.iter().any(|v| v["t"] == "state" && v["notice"].is_string())))
    };
    update_until(app, "every phone sees the match end", |_| seen_end(&received));
    stop.store(true, Ordering::Relaxed);
    players.join().unwrap();
    (received, joined)
}

/// Every message each seat's phone received (an error comes with the kind of the tap before it).
type Received = Arc<Mutex<HashMap<Seat, Vec<Value>>>>;

/// The kind of button a tap of `act` pressed in `state` (`card` for a card of the hand).
fn kind_of(state: &Value, act: u64) -> String {
    let buttons = state["buttons"].as_array().cloned().unwrap_or_default();
    buttons.iter().find(|b| b["act"] == act).and_then(|b| b["kind"].as_str()).unwrap_or("card").to_string()
}

/// Phones that play by themselves until `stop`: each connects to its seat's address and taps
/// what [`choose`] picks whenever a new state offers something.
fn phone_players(
    addresses: Vec<(Seat, String)>,
    stop: Arc<AtomicBool>,
    received: Received,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async move {
            let mut tasks = Vec::new();
            for (seat, url) in addresses {
                let (stop, received) = (stop.clone(), received.clone());
                tasks.push(tokio::spawn(async move {
                    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.expect("the phone connects");
                    // As a person taps: on what the latest state offers, not faster than one
                    // tap in 150 ms, and again a moment after a tap was refused.
                    let (mut last_tap, mut latest, mut due) = (String::new(), None::<Value>, None::<Instant>);
                    let mut tapped_at = Instant::now();
                    while !stop.load(Ordering::Relaxed) {
                        if let (Some(at), Some(state)) = (due, &latest)
                            && Instant::now() >= at
                        {
                            due = None;
                            if let Some(act) = choose(state) {
                                last_tap = kind_of(state, act);
                                tapped_at = Instant::now();
                                let cmd = serde_json::json!({ "act": act, "v": state["v"] }).to_string();
                                if ws.send(Message::text(cmd)).await.is_err() {
                                    break;
                                }
                            }
                        }
                        let Ok(Some(Ok(msg))) = tokio::time::timeout(Duration::from_millis(20), ws.next()).await else {
                            continue;
                        };
                        let Message::Text(text) = msg else { continue };
                        let mut v: Value = serde_json::from_str(text.as_str()).expect("the server sends JSON");
                        if v["t"] == "error" {
                            v["after"] = Value::String(last_tap.clone());
                            due = Some(Instant::now() + Duration::from_millis(250));
                        }
                        if v["t"] == "state" {
                            latest = Some(v.clone());
                            due = Some(tapped_at + Duration::from_millis(150));
                        }
                        received.lock().unwrap().entry(seat).or_default().push(v);
                    }
                }));
            }
            for t in tasks {
                let _ = t.await;
            }
        });
    })
}

#[test]
fn three_phones_and_a_bot_play_a_whole_match_to_its_end() {
    let mut app = phone_table(4, 3, 21, 100);
    assert!(app.world().resource::<Phones>().listening());
    let (received, joined) = phones_play_to_the_end(&mut app, 3);
    assert!(joined, "every phone joined");
    let table = app.world().resource::<Table>();
    let Phase::MatchOver { winner } = table.live_game().phase() else {
        panic!("the match did not end: {:?} after {} actions", table.live_game().phase(), table.log().actions.len())
    };
    assert!(!table.rounds().is_empty());
    // Every phone seat played: the log holds actions of each, and each saw the match end.
    for seat in 0..3u8 {
        assert!(
            table.log().actions.iter().any(|l| l.seat == seat && matches!(l.action, Action::Play(_))),
            "seat {seat} played"
        );
        let got = &received.lock().unwrap()[&seat];
        assert_eq!(got[0]["t"], "hello");
        let last = got.iter().rev().find(|m| m["t"] == "state").expect("states");
        assert!(last["notice"].as_str().is_some_and(|n| n.contains(table.name(winner))), "{last}");
    }
    assert!(app.world().resource::<Phones>().submitted > 20);
    // "Next round" on every phone: the first deals, the others see the round start, and nobody
    // is told that a tap was refused.
    let got = received.lock().unwrap();
    let rounds = table.rounds().len();
    for (seat, messages) in got.iter() {
        let refused: Vec<&Value> =
            messages.iter().filter(|m| m["t"] == "error" && m["after"] == "next-round").collect();
        assert!(refused.is_empty(), "seat {seat} was refused its Next round ({rounds} rounds): {refused:?}");
    }
    drop(got);
    // Every person on a phone: no curtain ever, and no hand face up on the table.
    assert_eq!(app.world().resource::<uno_party::app::Curtain>().raised, 0);
    assert_eq!(app.world().resource::<Viewpoint>().viewer(), None);
}

#[test]
fn phones_people_at_the_computer_and_a_bot_play_a_match_and_no_phone_hand_shows_on_the_table() {
    use uno_party::app::{Curtain, CurtainLifted, ShownView, SubmitAction, TurnPhase};
    // Two people pass the computer, two play from phones, one computer player.
    let (person, phone) = (SeatKind::Human, SeatKind::Phone);
    let mut app = table_of(&[person, person, phone, phone, SeatKind::Bot(BotKind::Basic)], 33, 100);
    let addresses: Vec<(Seat, String)> = (2..4).map(|s| (s, ws_address(&app, s))).collect();
    let (stop, received) = (Arc::new(AtomicBool::new(false)), Received::default());
    let players = phone_players(addresses, stop.clone(), received);
    let start = Instant::now();
    let mut acted_at = u64::MAX;
    let mut curtains = 0;
    while start.elapsed() < Duration::from_secs(240) {
        app.update();
        let world = app.world_mut();
        if world.resource::<Curtain>().for_seat.is_some() {
            curtains += 1;
            world.write_message(CurtainLifted);
            continue;
        }
        let table = world.resource::<Table>();
        let game = table.live_game();
        if matches!(game.phase(), Phase::MatchOver { .. }) {
            break;
        }
        // A phone seat's hand is never face up on the table during a round.
        if !matches!(game.phase(), Phase::RoundOver | Phase::WaitingToDeal) {
            let seen = world.resource::<Viewpoint>();
            assert!(seen.open_hand().is_none_or(|s| s < 2), "seat {:?}'s hand shows on the table", seen.open_hand());
            assert!(seen.viewer().is_none_or(|s| s < 2), "a phone seat holds the screen");
        }
        // The person holding the screen decides, as a click would.
        let phase = *world.resource::<State<TurnPhase>>().get();
        let (viewer, applied) = (world.resource::<Viewpoint>().viewer(), table.actions_applied());
        let shown = world.resource::<ShownView>();
        if phase == TurnPhase::AwaitingHuman
            && let Some(me) = viewer
            && shown.to_act() == Some(me)
            && applied != acted_at
        {
            let legal = shown.legal_actions(me);
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::CallUno))
                .or_else(|| legal.iter().find(|a| matches!(a, Action::Play(_))))
                .or_else(|| legal.iter().find(|a| !matches!(a, Action::Catch(_) | Action::TableTalkPenalty(_))))
                .copied();
            if let Some(action) = pick {
                acted_at = applied;
                world.write_message(SubmitAction { seat: me, action });
            }
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    stop.store(true, Ordering::Relaxed);
    players.join().unwrap();
    let table = app.world().resource::<Table>();
    assert!(
        matches!(table.live_game().phase(), Phase::MatchOver { .. }),
        "the match ended: {:?}",
        table.live_game().phase()
    );
    for seat in 0..4u8 {
        assert!(
            table.log().actions.iter().any(|l| l.seat == seat && matches!(l.action, Action::Play(_))),
            "seat {seat} played"
        );
    }
    assert!(curtains > 0, "the people at the computer passed it under the curtain");
}

/// Updates the table until `cond` holds (the phones' threads answer meanwhile), failing after
/// many frames.
fn update_until(app: &mut App, what: &str, mut cond: impl FnMut(&mut App) -> bool) {
    for _ in 0..20_000 {
        if cond(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("{what}: not reached in 20,000 frames");
}

/// Random whole matches: the moves are drawn from each seat's legal actions.
fn random_positions(seats: usize, seed: u64, rules: RuleSet, mut visit: impl FnMut(&Game)) {
    let mut g = Game::new(Setup { seats, rules, seed, dealer: None }).unwrap();
    g.apply(0, Action::StartRound).unwrap();
    let mut x = seed | 1;
    for _ in 0..4000 {
        if matches!(g.phase(), Phase::MatchOver { .. }) {
            break;
        }
        visit(&g);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Someone out of turn now and then (a catch, UNO), else the seat to act.
        let seat = match g.to_act() {
            Some(s) if !x.is_multiple_of(7) => s,
            _ => (x % seats as u64) as Seat,
        };
        let legal = g.legal_actions_vec(seat);
        if legal.is_empty() {
            continue;
        }
        let a = legal[(x >> 20) as usize % legal.len()];
        g.apply(seat, a).unwrap();
    }
}

fn images(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut walk = vec![v];
    while let Some(v) = walk.pop() {
        match v {
            Value::Object(m) => {
                if let Some(Value::String(i)) = m.get("img") {
                    out.push(i.clone());
                }
                walk.extend(m.values());
            }
            Value::Array(a) => walk.extend(a),
            _ => {}
        }
    }
    out
}

#[test]
fn a_phone_learns_nothing_its_seat_could_not_see() {
    let texts = Texts::new(Language::Italian);
    let rules = RuleSet { target_score: TargetScore::new(150).unwrap(), ..RuleSet::default() };
    let mut checked = 0;
    for (seats, seed) in [(2, 1u64), (3, 2), (4, 3), (6, 4), (10, 5)] {
        let names: Vec<String> = (0..seats).map(|i| format!("P{i}")).collect();
        random_positions(seats, seed, rules.clone(), |g| {
            for seat in 0..seats as Seat {
                let input = StateInput {
                    texts: &texts,
                    names: &names,
                    custom_texts: &[],
                    version: 1,
                    art: 0,
                    recent: &[],
                    step: 0,
                };
                let message = |g: &Game| {
                    let (state, actions) = seat_state(&input, &g.view(Some(seat)), &g.legal_actions_vec(seat));
                    (serde_json::to_value(&state).unwrap(), actions)
                };
                let (state, actions) = message(g);
                // Only the seat's own cards and cards face up on the table are named.
                let view = g.view(Some(seat));
                let mut known: Vec<String> = view.hand.cards().map(uno_party::phone::protocol::card_img).collect();
                known.extend(view.discard.cards().map(uno_party::phone::protocol::card_img));
                known.extend(view.drawn.map(uno_party::phone::protocol::card_img));
                known.extend(
                    view.revealed.iter().flat_map(|r| r.hand.cards()).map(uno_party::phone::protocol::card_img),
                );
                for img in images(&state) {
                    assert!(known.contains(&img), "seat {seat} was shown {img}, which it cannot know");
                }
                // Whatever lies hidden from the seat, its message is the same.
                for k in 0..2 {
                    let other = g.redeal_hidden(seat, seed * 31 + k);
                    assert_eq!(
                        message(&other),
                        (state.clone(), actions.clone()),
                        "seat {seat}'s message depends on hidden cards"
                    );
                }
                checked += 1;
            }
        });
    }
    assert!(checked > 5_000, "{checked} messages checked");
}

/// Reads messages until one of type `t` (or the time runs out), updating the table meanwhile.
async fn next_of(ws: &mut Ws, t: &str) -> Option<Value> {
    for _ in 0..800 {
        if let Ok(Some(Ok(Message::Text(text)))) = tokio::time::timeout(Duration::from_millis(25), ws.next()).await {
            let v: Value = serde_json::from_str(text.as_str()).ok()?;
            if v["t"] == t {
                return Some(v);
            }
        }
    }
    None
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Runs `phone` (on a thread of its own, with its own runtime) while the table keeps updating
/// here; returns what it returned and the most commands the table took from phones in one frame.
fn with_phone<T: Send + 'static>(
    app: &mut App,
    phone: impl FnOnce(&tokio::runtime::Runtime) -> T + Send + 'static,
) -> (T, usize) {
    let handle = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        phone(&rt)
    });
    let mut max_taken = 0;
    while !handle.is_finished() {
        app.update();
        max_taken = max_taken.max(app.world().resource::<Phones>().taken);
        std::thread::sleep(Duration::from_millis(2));
    }
    (handle.join().expect("the phone's side passed"), max_taken)
}

#[test]
fn the_server_refuses_what_it_should_and_the_match_goes_on_unchanged() {
    // Seat 0 on a phone, seat 1 a bot: at the phone's turn the table waits for it.
    let mut app = phone_table(2, 1, 8, 500);
    let (url, page, port) = (ws_address(&app, 0), page_address(&app, 0), port(&app));
    let token = page.rsplit('/').next().unwrap().to_string();
    wrong_tokens_and_other_sites_are_refused(&url, port, token);
    until_the_phones_turn(&mut app);
    let before = bad_commands_and_a_flood_reach_nothing(&mut app, &url);
    another_tab_takes_the_seat_over_and_plays(&mut app, &url, before);
    taken_back_the_phone_is_told_and_away_from_the_table_nothing_listens(&mut app, url, port);
}

/// What the server refuses before a phone plays: wrong tokens, and other sites.
fn wrong_tokens_and_other_sites_are_refused(url: &str, port: u16, token: String) {
    // Wrong tokens: nothing but "Not found", for the page, the socket and the card images.
    let wrong = "0123456789abcdef0123456789abcdef";
    assert_eq!(http_get(port, &format!("/p/{wrong}")), (404, "Not found".into()));
    assert_eq!(http_get(port, &format!("/card/{wrong}/red-5.png")).0, 404);
    assert_eq!(http_get(port, &format!("/p/{}", &token[..31])).0, 404);
    assert_eq!(http_get(port, "/").0, 404);
    let (status, body) = http_get(port, &format!("/p/{token}"));
    assert_eq!(status, 200);
    assert!(body.contains("<html") && !body.contains(&token), "the page is served, and names no token");
    // No other site may frame the page.
    let headers =
        raw_request(port, &format!("GET /p/{token} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
    assert!(headers.contains("frame-ancestors 'none'") && headers.to_lowercase().contains("x-frame-options: deny"));
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let refused = rt.block_on(tokio_tungstenite::connect_async(url.replace(&token, wrong)));
    assert!(matches!(refused, Err(tokio_tungstenite::tungstenite::Error::Http(ref r)) if r.status() == 404));
    // A page of another site may not open the seat's socket (a browser names its site).
    let mut foreign = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url).unwrap();
    foreign.headers_mut().insert("Origin", "http://evil.example".parse().unwrap());
    let refused = rt.block_on(tokio_tungstenite::connect_async(foreign));
    assert!(matches!(refused, Err(tokio_tungstenite::tungstenite::Error::Http(ref r)) if r.status() == 403));
}

/// Runs the table until it waits for the phone.
fn until_the_phones_turn(app: &mut App) {
    // Until the phone's own turn, with the table running.
    let mut done = false;
    for _ in 0..2000 {
        app.update();
        let t = app.world().resource::<Table>();
        if t.live_game().to_act() == Some(0) && matches!(t.live_game().phase(), Phase::Turn { .. }) {
            done = true;
            break;
        }
    }
    assert!(done, "the phone's turn came");
}

/// At the phone's turn, malformed, forged, binary and stale commands, a flood and an oversized
/// message: each refused, none reaching the game. Returns the actions applied before them.
fn bad_commands_and_a_flood_reach_nothing(app: &mut App, url: &str) -> usize {
    let before = actions_applied(app);
    let game_before = app.world().resource::<Table>().live_game().clone();
    let flood_url = url.to_string();
    let ((), max_taken) = with_phone(app, move |rt| {
        let url = flood_url;
        rt.block_on(async {
            let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
            let state = next_of(&mut ws, "state").await.expect("the seat's state");
            assert_eq!(state["my_turn"], true);
            let v = state["v"].as_u64().unwrap();
            // Malformed, oversized, binary, unknown fields (another seat), numbers never offered,
            // an old state: each answered with an error, none reaches the game.
            for bad in [
                "{not json".to_string(),
                r#"{"act":0}"#.to_string(),
                format!(r#"{{"act":0,"v":{v},"seat":1}}"#),
                format!(r#"{{"act":999,"v":{v}}}"#),
                r#"{"act":0,"v":123456}"#.to_string(),
                format!(r#"{{"act":-1,"v":{v}}}"#),
            ] {
                ws.send(Message::text(bad.clone())).await.unwrap();
                let e = next_of(&mut ws, "error").await.unwrap_or_else(|| panic!("no error for {bad}"));
                assert!(e["text"].as_str().is_some_and(|t| !t.is_empty()));
            }
            ws.send(Message::binary(vec![1u8, 2, 3])).await.unwrap();
            assert!(next_of(&mut ws, "error").await.is_some(), "binary refused");
            // A flood: ten thousand commands as fast as the socket takes them.
            let flood = format!(r#"{{"act":999,"v":{v}}}"#);
            for i in 0..10_000 {
                ws.feed(Message::text(flood.clone())).await.unwrap();
                if i % 500 == 0 {
                    ws.flush().await.unwrap();
                }
            }
            ws.flush().await.unwrap();
            tokio::time::sleep(Duration::from_millis(400)).await;
            // Oversized: the connection is closed, not read.
            let _ = ws.send(Message::text("x".repeat(100_000))).await;
            // The server reads the flood's backlog first, then closes.
            let mut closed = false;
            for _ in 0..1200 {
                match tokio::time::timeout(Duration::from_millis(25), ws.next()).await {
                    Ok(None | Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => {
                        closed = true;
                        break;
                    }
                    _ => {}
                }
            }
            assert!(closed, "an oversized message closes the connection");
        })
    });
    app.update();
    assert!(max_taken <= 16, "the table took {max_taken} commands in one frame");
    assert_eq!(actions_applied(app), before, "nothing refused reached the game");
    assert_eq!(app.world().resource::<Table>().live_game().hand(0), game_before.hand(0));
    before
}

/// Another tab of the same phone takes the seat over and plays.
fn another_tab_takes_the_seat_over_and_plays(app: &mut App, url: &str, before: usize) {
    // The same phone opening its seat again (another tab) takes it over; the first tab is told.
    let takeover_url = url.to_string();
    with_phone(app, move |rt| {
        let url = takeover_url;
        rt.block_on(async {
            let (mut first, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
            next_of(&mut first, "state").await.expect("a state");
            let (mut second, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
            assert!(next_of(&mut first, "replaced").await.is_some(), "the first phone is told");
            // The second plays a card: the game takes it.
            let state = next_of(&mut second, "state").await.unwrap();
            let act = choose(&state).unwrap();
            second.send(Message::text(serde_json::json!({ "act": act, "v": state["v"] }).to_string())).await.unwrap();
        })
    });
    update_until(app, "the phone that took over plays", |app| actions_applied(app) > before);
}

/// The seat taken back to the computer, and the table left.
fn taken_back_the_phone_is_told_and_away_from_the_table_nothing_listens(app: &mut App, url: String, port: u16) {
    // Taken back to the computer: the phone is told; with no phone seat left nothing listens.
    let told = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async {
            let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
            next_of(&mut ws, "closed").await
        })
    });
    update_until(app, "the phone joins", |app| app.world().resource::<Phones>().seats.iter().all(|p| p.joined));
    app.world_mut().write_message(PhoneRequest::TakeBack(0));
    app.update();
    assert_eq!(app.world().resource::<Table>().seat_list()[0].kind, SeatKind::Human);
    let closed = told.join().unwrap().expect("the phone is told its seat went back to the computer");
    assert!(closed["text"].as_str().is_some_and(|t| !t.is_empty()));
    // It keeps listening while the table is open (to tell that phone, should it come back);
    // away from the table nothing listens.
    assert!(app.world().resource::<Phones>().listening());
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::MainMenu);
    app.update();
    update_until(app, "nothing listens away from the table", |_| TcpStream::connect(("127.0.0.1", port)).is_err());
}

#[test]
fn a_new_match_has_new_tokens_and_the_old_ones_are_refused() {
    let mut app = phone_table(3, 1, 9, 500);
    let old = page_address(&app, 0);
    let old_port = port(&app);
    assert_eq!(http_get(old_port, old.split(&format!(":{old_port}")).nth(1).unwrap()).0, 200);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::MainMenu);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<Phones>().listening(), "nothing listens away from the table");
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    for _ in 0..3 {
        app.update();
    }
    let new = page_address(&app, 0);
    let new_port = port(&app);
    assert_ne!(old.rsplit('/').next(), new.rsplit('/').next(), "a new token");
    let path = |a: &str, p: u16| a.split(&format!(":{p}")).nth(1).unwrap().to_string();
    assert_eq!(http_get(new_port, &path(&new, new_port)).0, 200);
    let replayed = format!("/p/{}", old.rsplit('/').next().unwrap());
    let (status, body) = http_get(new_port, &replayed);
    let ended = Texts::new(Language::English).get(uno_party::i18n::Msg::PhoneClosed);
    assert_eq!(status, 410, "the old match's token is not a seat: {body}");
    assert!(body.contains(&ended.replace('\'', "&#39;")) || body.contains(&ended), "it says why in words: {body}");
    let guess = format!("/p/{}", "0".repeat(32));
    assert_eq!(http_get(new_port, &guess), (404, "Not found".into()), "a guess is still refused");
}

#[test]
fn a_port_in_use_is_said_and_another_can_be_chosen() {
    let taken = std::net::TcpListener::bind(("0.0.0.0", 0)).unwrap();
    let busy = taken.local_addr().unwrap().port();
    let mut setup = Party::simple(2, 0, BotKind::Basic, 4);
    setup.seats[0].kind = SeatKind::Phone;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(setup)
        .insert_resource(Settings { speed: 0.0, phone_port: busy, ..Settings::default() })
        .insert_state(Screen::Table);
    game_plugin(&mut app);
    for _ in 0..3 {
        app.update();
    }
    let phones = app.world().resource::<Phones>();
    assert_eq!(phones.problem, Some(uno_party::phone::StartError::PortInUse(busy)));
    assert!(phones.panel, "the panel says so");
    app.world_mut().write_message(PhoneRequest::OtherPort);
    for _ in 0..3 {
        app.update();
    }
    let phones = app.world().resource::<Phones>();
    assert!(phones.listening() && phones.port != Some(busy), "listening on another port");
    drop(taken);
}

#[test]
fn card_images_are_the_names_the_theme_files_use() {
    let all: Vec<String> = Card::all().map(uno_party::phone::protocol::card_img).collect();
    assert!(all.contains(&"red-7".to_string()) && all.contains(&"wild-draw-four".to_string()));
    let unique: std::collections::HashSet<_> = all.iter().collect();
    assert_eq!(unique.len(), all.len());
}

#[test]
fn while_the_computer_is_paused_a_phone_is_told_and_nothing_moves() {
    let mut app = phone_table(2, 1, 8, 500);
    let url = ws_address(&app, 0);
    update_until(&mut app, "the phone seat's turn", |app| {
        let g = app.world().resource::<Table>().live_game();
        g.to_act() == Some(0) && matches!(g.phase(), Phase::Turn { .. })
    });
    app.world_mut().resource_mut::<NextState<uno_party::app::Overlay>>().set(uno_party::app::Overlay::Pause);
    app.update();
    let before = actions_applied(&app);
    let paused_url = url.clone();
    let (refusal, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async {
            let (mut ws, _) = tokio_tungstenite::connect_async(paused_url.as_str()).await.unwrap();
            let state = next_of(&mut ws, "state").await.expect("a state");
            let act = choose(&state).expect("something to tap");
            ws.send(Message::text(serde_json::json!({ "act": act, "v": state["v"] }).to_string())).await.unwrap();
            next_of(&mut ws, "error").await
        })
    });
    let paused = Texts::new(Language::English).get(uno_party::i18n::Msg::PhonePaused);
    assert_eq!(refusal.expect("the phone is told")["text"], paused.as_str());
    assert_eq!(actions_applied(&app), before, "nothing moved while paused");
    // Back to the game: the same tap plays.
    app.world_mut().resource_mut::<NextState<uno_party::app::Overlay>>().set(uno_party::app::Overlay::None);
    app.update();
    with_phone(&mut app, move |rt| {
        rt.block_on(async {
            let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
            let state = next_of(&mut ws, "state").await.expect("a state");
            let act = choose(&state).expect("something to tap");
            ws.send(Message::text(serde_json::json!({ "act": act, "v": state["v"] }).to_string())).await.unwrap();
        })
    });
    update_until(&mut app, "the phone plays once the game goes on", |app| actions_applied(app) > before);
}

#[test]
fn without_phone_seats_nothing_listens() {
    let mut app = table_of(&[SeatKind::Human, SeatKind::Bot(BotKind::Basic), SeatKind::Bot(BotKind::Basic)], 5, 500);
    for _ in 0..30 {
        app.update();
    }
    let phones = app.world().resource::<Phones>();
    assert!(!phones.listening() && phones.port.is_none() && phones.seats.is_empty());
}

#[test]
fn the_page_writes_what_it_is_sent_as_text_only() {
    // Names and the Customizable Wilds' texts are typed by the party: the page puts everything it
    // receives into the document as text (textContent, attributes), never as markup.
    let page = uno_party::phone::server::PAGE;
    for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
        assert!(!page.contains(sink), "the page uses {sink}");
    }
    assert!(page.contains("textContent"));
    // Nothing comes from elsewhere: no outside address, no CDN.
    for outside in ["http://", "https://", "//cdn", "src=\"//"] {
        assert!(!page.contains(outside), "the page refers to {outside}");
    }
}

/// Connects to `url`; the first message of type `t`, or `None`.
async fn open_until(url: &str, t: &str) -> (Ws, Option<Value>) {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("the phone connects");
    let got = next_of(&mut ws, t).await;
    (ws, got)
}

#[test]
fn a_joined_seat_goes_to_another_phone_only_when_the_computer_says_so() {
    let mut app = phone_table(2, 1, 8, 500);
    let (own, other, third) = (
        ws_address(&app, 0),
        ws_address_of(&app, 0, "a-guest-phone-00000000"),
        ws_address_of(&app, 0, "a-new-phone-for-seat-0"),
    );
    // The seat's phone joins and stays; a guest's phone asks for the seat and waits.
    let (guest_tx, guest_rx) = std::sync::mpsc::channel::<&'static str>();
    let phone = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async move {
            let (mut mine, state) = open_until(&own, "state").await;
            assert!(state.is_some(), "the seat's own phone plays");
            let (mut guest, waiting) = open_until(&other, "waiting").await;
            assert!(waiting.is_some_and(|w| w["text"].as_str().is_some_and(|t| !t.is_empty())), "the guest waits");
            assert!(next_of(&mut mine, "info").await.is_some(), "the seat's phone is told that another asks");
            guest_tx.send("asked").unwrap();
            // The computer keeps the seat: the guest is told, and got no hand at all.
            let (closed, state) = (next_of(&mut guest, "closed").await, None::<Value>);
            assert!(closed.is_some() && state.is_none(), "the guest is sent away");
            guest_tx.send("kept").unwrap();
            // Another phone asks; this time the computer gives it the seat: the first is told.
            // (From another address: the guest just kept out waits before it may ask again.)
            let mut new = open_from([127, 0, 0, 4], &third).await;
            assert!(next_of(&mut new, "waiting").await.is_some());
            guest_tx.send("asked again").unwrap();
            let replaced = next_of(&mut mine, "replaced").await.expect("the first phone is told");
            let state = next_of(&mut new, "state").await.expect("the new phone plays");
            (replaced, state)
        })
    });
    let mut step = 0;
    let answers = [false, true];
    while !phone.is_finished() {
        app.update();
        if let Ok(what) = guest_rx.try_recv()
            && what.starts_with("asked")
        {
            update_until(&mut app, "the computer sees the request", |app| {
                app.world().resource::<Phones>().seats[0].claimed
            });
            // Until the computer answers, nothing of the seat goes to the guest.
            app.world_mut().write_message(PhoneRequest::Answer(0, answers[step]));
            step += 1;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let (replaced, state) = phone.join().expect("the phones' side passed");
    let given = Texts::new(Language::English).get(uno_party::i18n::Msg::PhoneGivenAway);
    assert_eq!(replaced["text"], given.as_str(), "the first phone learns that the computer gave its seat away");
    assert!(state["hand"].as_array().is_some_and(|h| !h.is_empty()));
    assert_eq!(step, 2);
    assert!(!app.world().resource::<Phones>().seats[0].claimed);
}

#[test]
fn a_reconnect_loop_is_held_to_the_seats_rate() {
    let mut app = phone_table(2, 1, 8, 500);
    let url = ws_address(&app, 0);
    let before = app.world().resource::<Phones>().received;
    let start = Instant::now();
    // Forty connections one after another, each sending five commands at once: a fresh
    // connection does not bring a fresh allowance.
    let (elapsed, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let start = Instant::now();
            for _ in 0..40 {
                let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
                for _ in 0..5 {
                    let _ = ws.send(Message::text(r#"{"act":999,"v":1}"#)).await;
                }
                let _ = ws.close(None).await;
            }
            start.elapsed()
        })
    });
    // The server may still be reading the last connections when the phone's side is done (a
    // busy machine): the table takes what comes until no connection is left open and nothing
    // more has come for 20 frames in a row.
    let (mut taken, mut still) = (0, 0);
    for _ in 0..20_000 {
        app.update();
        let phones = app.world().resource::<Phones>();
        let now = phones.received - before;
        let open = phones.connected(0) || phones.open_connections() > 0;
        still = if now == taken && !open { still + 1 } else { 0 };
        taken = now;
        if still >= 20 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(still >= 20, "the server still had connections open or commands coming");
    let done = start.elapsed();
    // The seat's allowance grows over the whole time the server took them in.
    let span = elapsed.max(done);
    let allowed = uno_party::phone::server::BURST + uno_party::phone::server::RATE_PER_SEC * span.as_secs_f64();
    assert!(
        (taken as f64) <= allowed + 2.0,
        "{taken} commands taken from 200 sent in {elapsed:?} (taken in over {span:?}): more than the seat's {allowed:.0}"
    );
    assert!(taken >= 8, "the seat's own commands still come through: {taken}");
}

#[test]
fn a_tap_sent_twice_is_played_once() {
    let mut app = phone_table(2, 1, 8, 500);
    let url = ws_address(&app, 0);
    update_until(&mut app, "the phone seat's turn", |app| {
        let g = app.world().resource::<Table>().live_game();
        g.to_act() == Some(0) && matches!(g.phase(), Phase::Turn { .. })
    });
    let before = actions_applied(&app);
    let (answers, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws, state) = open_until(&url, "state").await;
            let state = state.expect("a state");
            // A draw, sent again (as a page would after a reconnection, with the old state).
            let draw =
                state["buttons"].as_array().unwrap().iter().find(|b| b["kind"] == "draw").unwrap()["act"].clone();
            let tap = serde_json::json!({ "act": draw, "v": state["v"] }).to_string();
            ws.send(Message::text(tap.clone())).await.unwrap();
            let next = next_of(&mut ws, "state").await;
            ws.send(Message::text(tap)).await.unwrap();
            (next, next_of(&mut ws, "error").await)
        })
    });
    update_until(&mut app, "the draw applied", |app| actions_applied(app) > before);
    for _ in 0..30 {
        app.update();
    }
    let (next, refused) = answers;
    assert!(next.is_some(), "the first tap played");
    let stale = Texts::new(Language::English).get(uno_party::i18n::Msg::PhoneStale);
    assert_eq!(refused.expect("the second is refused")["text"], stale.as_str());
    let draws = app.world().resource::<Table>().log().actions[before..]
        .iter()
        .filter(|l| l.seat == 0 && l.action == Action::Draw)
        .count();
    assert_eq!(draws, 1, "one draw for one tap");
}

#[test]
fn a_guess_and_a_silent_connection_are_closed_soon() {
    let app = phone_table(2, 1, 8, 500);
    let port = port(&app);
    // "Not found", and the connection closes even though the client asked to keep it.
    let start = Instant::now();
    let text = raw_request(port, "GET /p/0123456789abcdef0123456789abcdef HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    assert!(text.starts_with("HTTP/1.1 404"), "{text}");
    assert!(start.elapsed() < Duration::from_secs(2), "kept open after a 404: {:?}", start.elapsed());
    // A connection that sends nothing is closed once its time for headers is over.
    let start = Instant::now();
    let mut silent = TcpStream::connect(("127.0.0.1", port)).unwrap();
    silent.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut buf = [0u8; 64];
    let n = silent.read(&mut buf).unwrap_or(0);
    let waited = start.elapsed();
    assert_eq!(n, 0, "the server closes it without a word");
    let limit = uno_party::phone::server::HEADER_SECONDS;
    assert!(
        waited >= Duration::from_secs(limit - 1) && waited < Duration::from_secs(limit + 3),
        "closed after {waited:?}"
    );
    // A slow one, a byte a second, too.
    let start = Instant::now();
    let mut slow = TcpStream::connect(("127.0.0.1", port)).unwrap();
    slow.set_read_timeout(Some(Duration::from_millis(900))).unwrap();
    let mut closed = false;
    for b in b"GET /p/0123456789abcdef0123456789abcdef HTTP/1.1\r\n".iter().cycle().take(20) {
        if slow.write_all(&[*b]).is_err() || matches!(slow.read(&mut buf), Ok(0)) {
            closed = true;
            break;
        }
    }
    assert!(
        closed && start.elapsed() < Duration::from_secs(limit + 3),
        "a slow client kept its connection {:?}",
        start.elapsed()
    );
}

/// The image names of a hand, sorted.
fn hand_images(cards: impl Iterator<Item = Card>) -> Vec<String> {
    let mut out: Vec<String> = cards.map(uno_party::phone::protocol::card_img).collect();
    out.sort();
    out
}

/// Partner play on a phone: the state names each player's team and marks the partners, lists the
/// teams with their totals, and carries the seat's own hand alone: no card of a partner's hand
/// that the seat could not see, and the same message whatever the partners hold.
#[test]
fn a_phone_at_a_partners_table_shows_the_teams_and_never_a_partners_hand() {
    let texts = Texts::new(Language::English);
    let mut checked = 0;
    for (partners, seats, seed) in
        [(Partners::Pairs, 4, 11u64), (Partners::Pairs, 6, 12), (Partners::Threes, 6, 13), (Partners::Pairs, 8, 14)]
    {
        // Seven-O and Swap Hands move whole hands between seats: still only the seat's own shows.
        let rules = RuleSet {
            partners,
            seven_o: true,
            jump_in: true,
            target_score: TargetScore::new(150).unwrap(),
            ..RuleSet::deck_112()
        };
        let names: Vec<String> = (0..seats).map(|i| format!("P{i}")).collect();
        random_positions(seats, seed, rules, |g| {
            let teams = g.teams();
            for seat in 0..seats as Seat {
                let input = StateInput {
                    texts: &texts,
                    names: &names,
                    custom_texts: &[],
                    version: 1,
                    art: 0,
                    recent: &[],
                    step: 0,
                };
                let message = |g: &Game| seat_state(&input, &g.view(Some(seat)), &g.legal_actions_vec(seat));
                let (state, actions) = message(g);
                let v = serde_json::to_value(&state).unwrap();
                // The hand is the seat's own, card for card.
                let mut hand: Vec<String> =
                    v["hand"].as_array().unwrap().iter().map(|c| c["img"].as_str().unwrap().to_string()).collect();
                hand.sort();
                assert_eq!(hand, hand_images(g.hand(seat).cards()), "seat {seat}'s phone shows another hand");
                // No card of a partner's hand is named, unless the seat sees it anyway.
                let view = g.view(Some(seat));
                let mut known: Vec<String> =
                    view.hand.cards().chain(view.discard.cards()).map(uno_party::phone::protocol::card_img).collect();
                known.extend(
                    view.revealed.iter().flat_map(|r| r.hand.cards()).map(uno_party::phone::protocol::card_img),
                );
                let named = images(&v);
                for p in teams.partners_of(seat) {
                    for card in g.hand(p).cards() {
                        let img = uno_party::phone::protocol::card_img(card);
                        assert!(
                            known.contains(&img) || !named.contains(&img),
                            "seat {seat} was shown {img} of its partner {p}"
                        );
                    }
                }
                // Whatever the partners (and every hidden place) hold, the message is the same.
                let other = g.redeal_hidden(seat, seed ^ checked);
                assert_eq!(message(&other), (state.clone(), actions), "seat {seat}'s message depends on hidden cards");
                // Each player's team, the partners marked, and the teams' totals.
                for (i, line) in state.players.iter().enumerate() {
                    let i = i as Seat;
                    assert_eq!(line.team, Some(teams.team_of(i)), "seat {i}'s team");
                    assert_eq!(line.partner, i != seat && teams.same_team(i, seat), "seat {i} as {seat}'s partner");
                }
                assert_eq!(state.teams.len(), teams.count());
                for (t, line) in state.teams.iter().enumerate() {
                    let total: u32 = teams.members(t).map(|m| g.scores()[m as usize]).sum();
                    assert_eq!(line.score, total, "team {t}'s total");
                    assert_eq!(line.yours, teams.team_of(seat) == t);
                    let letter = char::from(b'A' + t as u8).to_string();
                    assert_eq!((line.letter.as_str(), line.name.clone()), (letter.as_str(), format!("Team {letter}")));
                }
                checked += 1;
            }
        });
    }
    assert!(checked > 5_000, "{checked} messages checked");
}

/// The teams' words in both languages, the match won by a team, and a table without partners
/// that sends no teams at all (the page then shows none).
#[test]
fn a_phone_names_the_teams_and_the_winning_team_in_both_languages() {
    let rules =
        RuleSet { partners: Partners::Pairs, target_score: TargetScore::new(100).unwrap(), ..RuleSet::default() };
    let hands = |s: Scenario| {
        s.scores(&[40, 10, 45, 20])
            .turn(2)
            .hand(0, &[Card::number(uno_party::engine::Colour::Blue, 2)])
            .hand(1, &[Card::number(uno_party::engine::Colour::Blue, 9)])
            .hand(2, &[Card::number(uno_party::engine::Colour::Red, 1)])
            .hand(3, &[Card::number(uno_party::engine::Colour::Green, 8)])
    };
    let mut g = hands(Scenario::new(4).rules(rules)).build().unwrap();
    let names: Vec<String> = ["Anna", "Bruno", "Carla", "Dario"].map(String::from).to_vec();
    g.apply(2, Action::Play(Card::number(uno_party::engine::Colour::Red, 1))).unwrap();
    assert_eq!(g.phase(), Phase::MatchOver { winner: 2 }, "team A reached 100 with 40 + 62");
    for (lang, team, wins, partner) in [
        (Language::English, "Team", "Team A wins the match!", "Partner"),
        (Language::Italian, "Squadra", "La Squadra A vince la partita!", "Compagno"),
    ] {
        let texts = Texts::new(lang);
        let input =
            StateInput { texts: &texts, names: &names, custom_texts: &[], version: 1, art: 0, recent: &[], step: 0 };
        // Seat 1 lost with its partner Dario: it is told which team won, not only who went out.
        let (state, _) = seat_state(&input, &g.view(Some(1)), &[]);
        assert_eq!(state.notice.as_deref(), Some(wins));
        assert!(state.status.contains(&format!("{team} A")), "{}", state.status);
        let lines: Vec<String> = state.teams.iter().map(|t| format!("{}: {}", t.name, t.score)).collect();
        assert_eq!(lines, [format!("{team} A: 102"), format!("{team} B: 30")]);
        assert_eq!(state.teams.iter().map(|t| t.yours).collect::<Vec<_>>(), [false, true]);
        assert_eq!(state.players.iter().map(|p| p.partner).collect::<Vec<_>>(), [false, false, false, true]);
        // The page's own words for the badge and the line.
        let hello = serde_json::to_value(uno_party::phone::PageTexts::new(&texts)).unwrap();
        assert_eq!(hello["partner"], partner);
        assert_eq!(hello["teams"], if lang == Language::English { "Teams" } else { "Squadre" });
    }
    // Everyone for themselves: no teams, no team on any player, the winner by name.
    let solo = RuleSet { target_score: TargetScore::new(60).unwrap(), ..RuleSet::default() };
    let mut g = hands(Scenario::new(4).rules(solo)).build().unwrap();
    g.apply(2, Action::Play(Card::number(uno_party::engine::Colour::Red, 1))).unwrap();
    let texts = Texts::new(Language::English);
    let input =
        StateInput { texts: &texts, names: &names, custom_texts: &[], version: 1, art: 0, recent: &[], step: 0 };
    let (state, _) = seat_state(&input, &g.view(Some(1)), &[]);
    let v = serde_json::to_value(&state).unwrap();
    assert_eq!(v["teams"], serde_json::json!([]));
    assert!(state.players.iter().all(|p| p.team.is_none() && !p.partner));
    assert_eq!(state.notice.as_deref(), Some("Carla wins the match!"));
}

/// Four phones play a whole match in teams of two through the real server: every state they
/// receive marks the partners and lists both teams, each holds the seat's own number of cards,
/// and the last one gives the teams' final totals and the winning team.
#[test]
fn four_phones_play_a_team_match_to_its_end() {
    let mut app = table_with(&[SeatKind::Phone; 4], 31, |r| {
        r.partners = Partners::Pairs;
        r.target_score = TargetScore::new(100).unwrap();
    });
    assert!(app.world().resource::<Table>().live_game().teams().partners());
    let (received, joined) = phones_play_to_the_end(&mut app, 4);
    assert!(joined, "every phone joined");
    let game = app.world().resource::<Table>().live_game().clone();
    let Phase::MatchOver { winner } = game.phase() else { panic!("the match did not end: {:?}", game.phase()) };
    let got = received.lock().unwrap();
    for seat in 0..4u8 {
        let states: Vec<&Value> = got[&seat].iter().filter(|m| m["t"] == "state").collect();
        assert!(states.len() > 10, "seat {seat} got {} states", states.len());
        for v in &states {
            let players = v["players"].as_array().unwrap();
            let partners: Vec<bool> = players.iter().map(|p| p["partner"].as_bool().unwrap()).collect();
            let want: Vec<bool> = (0..4u8).map(|i| i != seat && i % 2 == seat % 2).collect();
            assert_eq!(partners, want, "seat {seat}'s partner");
            assert_eq!(players.iter().map(|p| p["team"].as_u64().unwrap()).collect::<Vec<_>>(), [0, 1, 0, 1]);
            assert_eq!(v["hand"].as_array().unwrap().len() as u64, players[seat as usize]["cards"], "seat {seat}");
            assert_eq!(v["teams"].as_array().unwrap().len(), 2);
        }
        let last = states.last().unwrap();
        let totals: Vec<u64> = last["teams"].as_array().unwrap().iter().map(|t| t["score"].as_u64().unwrap()).collect();
        assert_eq!(totals, game.team_scores().iter().map(|&p| p as u64).collect::<Vec<_>>());
        let winning = &last["teams"][game.teams().team_of(winner)]["name"];
        assert!(last["notice"].as_str().unwrap().contains(winning.as_str().unwrap()), "{last}");
        assert_eq!(last["teams"][(seat % 2) as usize]["yours"], true);
    }
}

/// A table of phones (seats `0..phones`) and one Basic bot, hints allowed or not, in `lang`.
fn hint_table(phones: usize, hints: bool, lang: Language, seed: u64) -> App {
    let mut setup = Party::simple(phones + 1, 0, BotKind::Basic, seed);
    for s in &mut setup.seats[..phones] {
        s.kind = SeatKind::Phone;
    }
    setup.hints = Some(hints);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(16)))
        .insert_resource(setup)
        .insert_resource(Texts::new(lang))
        .insert_resource(Settings { speed: 0.0, phone_port: 0, ..Settings::default() })
        .insert_state(Screen::Table);
    game_plugin(&mut app);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Runs until seat 0's own turn, with the table settled on it.
fn until_phone_turn(app: &mut App) {
    update_until(app, "the phone seat's turn, settled", |app| {
        let g = app.world().resource::<Table>().live_game();
        g.to_act() == Some(0)
            && matches!(g.phase(), Phase::Turn { .. })
            && app.world().resource::<uno_party::app::Playback>().settled()
    });
    for _ in 0..10 {
        app.update();
    }
}

fn hint_ask(state: &Value) -> Message {
    Message::text(serde_json::json!({ "hint": true, "v": state["v"] }).to_string())
}

/// The next hint or error within `ms` milliseconds, skipping states and the rest.
async fn hint_or_error(ws: &mut Ws, ms: u64) -> Option<Value> {
    let until = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < until {
        if let Ok(Some(Ok(Message::Text(text)))) = tokio::time::timeout(Duration::from_millis(25), ws.next()).await {
            let v: Value = serde_json::from_str(text.as_str()).ok()?;
            if v["t"] == "hint" || v["t"] == "error" {
                return Some(v);
            }
        }
    }
    None
}

/// The Hint on a phone: the state offers it, the phone asks at its own decision and gets Hard's
/// move from its seat's view (the same move and line the computer screen would give, in the
/// game's language), the card to lift among its own choices, and the scoreboard counts the
/// decision once however often it asks; the shared screen shows no hint.
#[test]
fn a_phone_asks_for_a_hint_at_its_decision_and_it_counts_once() {
    let lang = Language::Italian;
    let mut app = hint_table(1, true, lang, 8);
    let url = ws_address(&app, 0);
    until_phone_turn(&mut app);
    assert_eq!(app.world().resource::<Table>().hints_used(), 0);
    let ((state, first, second), _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws, state) = open_until(&url, "state").await;
            let state = state.expect("the seat's state");
            ws.send(hint_ask(&state)).await.unwrap();
            let first = hint_or_error(&mut ws, 30_000).await;
            ws.send(hint_ask(&state)).await.unwrap();
            let second = hint_or_error(&mut ws, 30_000).await;
            (state, first, second)
        })
    });
    let texts = Texts::new(lang);
    assert_eq!(state["my_turn"], true);
    assert_eq!(state["hints"], true, "the state says hints are allowed");
    assert_eq!(state["hint_label"], texts.get(uno_party::i18n::Msg::PhoneHint).as_str());
    let first = first.expect("an answer");
    assert_eq!(first["t"], "hint", "{first}");
    assert_eq!((&first["v"], &first["step"]), (&state["v"], &state["step"]));
    // Hard's move from the seat's own view, with the seed and budget of the computer's hint.
    let world = app.world();
    let table = world.resource::<Table>();
    let view = table.live_game().view(Some(0));
    let legal = world.resource::<uno_party::app::ShownView>().legal_actions(0);
    let seed = uno_party::engine::mix_seed(table.log().seed, table.actions_applied() << 8);
    let hard = uno_party::coach::hint(&view, &legal, seed, uno_party::ai::DEFAULT_BUDGET);
    // Its number in the phone's state: a card of the hand it may play, or a button it may press.
    let input = StateInput { texts: &texts, names: &[], custom_texts: &[], version: 1, art: 0, recent: &[], step: 0 };
    let (_, numbered) = seat_state(&input, &view, &legal);
    let act = numbered.iter().position(|a| *a == hard.action).expect("the hint is one of the phone's choices");
    assert_eq!(first["act"], act);
    let hand_card = state["hand"].as_array().unwrap().iter().find(|c| c["act"] == act);
    let button = state["buttons"].as_array().unwrap().iter().find(|b| b["act"] == act);
    assert!(hand_card.is_some() || button.is_some(), "act {act} is offered in {state}");
    if let Action::Play(card) = hard.action {
        assert_eq!(first["card"]["img"], uno_party::phone::protocol::card_img(card));
        assert_eq!(hand_card.expect("the card is in the hand")["img"], first["card"]["img"]);
    }
    // The line, in the game's language, with the players' names.
    let line = uno_party::i18n::coach::hint_line(&hard, &|s| table.name(s).to_string(), &texts);
    let english =
        uno_party::i18n::coach::hint_line(&hard, &|s| table.name(s).to_string(), &Texts::new(Language::English));
    assert!(!line.is_empty() && line != english);
    assert_eq!(first["text"], line.as_str());
    // Asked again for the same decision: the same hint, counted once.
    assert_eq!(second.expect("the hint again"), first);
    assert_eq!(table.hints_used(), 1);
    // Never on the shared screen.
    assert!(world.resource::<uno_party::app::Hints>().shown().is_none());
}

/// Hints off: the state says so, and a request is refused in words and gets no hint, uncounted.
#[test]
fn with_hints_off_a_phone_gets_no_hint() {
    let mut app = hint_table(1, false, Language::English, 8);
    let url = ws_address(&app, 0);
    until_phone_turn(&mut app);
    let ((state, answer, later), _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws, state) = open_until(&url, "state").await;
            let state = state.expect("the seat's state");
            ws.send(hint_ask(&state)).await.unwrap();
            let answer = hint_or_error(&mut ws, 10_000).await;
            let later = hint_or_error(&mut ws, 1_500).await;
            (state, answer, later)
        })
    });
    assert_eq!(
        (&state["my_turn"], &state["hints"], &state["hint_label"]),
        (&Value::Bool(true), &Value::Bool(false), &Value::from(""))
    );
    let off = Texts::new(Language::English).get(uno_party::i18n::Msg::PhoneHintOff);
    assert_eq!(answer.expect("a refusal"), serde_json::json!({ "t": "error", "text": off }));
    assert!(later.is_none(), "no hint follows: {later:?}");
    assert_eq!(app.world().resource::<Table>().hints_used(), 0);
}

/// A request out of turn (another phone's decision), for an old or forged state, or malformed, gets
/// no hint and is not counted; the phone whose decision it is still gets its own.
#[test]
fn a_hint_out_of_turn_or_forged_gets_none() {
    let mut app = hint_table(2, true, Language::English, 8);
    let (mine, other) = (ws_address(&app, 0), ws_address(&app, 1));
    until_phone_turn(&mut app);
    let (answers, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws1, state1) = open_until(&other, "state").await;
            let state1 = state1.expect("seat 1's state");
            assert_eq!(state1["my_turn"], false);
            ws1.send(hint_ask(&state1)).await.unwrap();
            let out_of_turn = hint_or_error(&mut ws1, 10_000).await;
            let (mut ws0, state0) = open_until(&mine, "state").await;
            let state0 = state0.expect("seat 0's state");
            let v = state0["v"].as_u64().unwrap();
            let mut forged = Vec::new();
            for bad in [
                format!(r#"{{"hint":true,"v":{}}}"#, v + 1000),
                format!(r#"{{"hint":false,"v":{v}}}"#),
                format!(r#"{{"hint":true,"act":0,"v":{v}}}"#),
                format!(r#"{{"hint":"yes","v":{v}}}"#),
                r#"{"hint":true}"#.to_string(),
            ] {
                ws0.send(Message::text(bad.clone())).await.unwrap();
                forged.push((bad, hint_or_error(&mut ws0, 10_000).await));
            }
            ws0.send(hint_ask(&state0)).await.unwrap();
            let own = hint_or_error(&mut ws0, 30_000).await;
            (out_of_turn, forged, own)
        })
    });
    let (out_of_turn, forged, own) = answers;
    let texts = Texts::new(Language::English);
    let not_now = texts.get(uno_party::i18n::Msg::PhoneHintNotNow);
    assert_eq!(out_of_turn.expect("a refusal"), serde_json::json!({ "t": "error", "text": not_now }));
    for (bad, answer) in forged {
        let answer = answer.unwrap_or_else(|| panic!("no answer to {bad}"));
        assert_eq!(answer["t"], "error", "{bad}: {answer}");
    }
    assert_eq!(own.expect("seat 0's hint")["t"], "hint");
    assert_eq!(app.world().resource::<Table>().hints_used(), 1, "only seat 0's own request counted");
}

/// The studio's words, as the game would give them (one with a letter outside ASCII: the answers
/// are UTF-8).
fn studio_words() -> uno_party::phone::server::StudioWords {
    uno_party::phone::server::StudioWords {
        lang: "en".into(),
        title: "A photo for your card".into(),
        take: "Take a photo".into(),
        choose: "Choose a photo".into(),
        sending: "Sending…".into(),
        sent: "Sent: look at the computer.".into(),
        too_large: "This photo is too large (at most {mb} MB).".into(),
        not_an_image: "This is not a photo (PNG or JPEG).".into(),
        too_many_pixels: "This photo has too many pixels.".into(),
        busy: "The computer is busy: try again in a moment.".into(),
        closed: "The studio was closed on the computer.".into(),
        failed: "The photo could not be sent.".into(),
    }
}

/// A small real JPEG, as a phone's camera would send (only much smaller).
fn small_jpeg() -> Vec<u8> {
    let img = image::RgbImage::from_fn(64, 48, |x, y| image::Rgb([(x * 4) as u8, (y * 5) as u8, 128]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Jpeg).unwrap();
    out
}

/// CRC-32 as PNG chunks carry it (ISO-HDLC: reflected, polynomial 0xEDB88320).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// A few hundred bytes whose PNG header claims `width` × `height` pixels (8-bit RGB): what a
/// phone could send to make the computer allocate gigabytes.
fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    // 8 bits, RGB, deflate, adaptive filtering, not interlaced.
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    png_chunk(&mut png, b"IHDR", &ihdr);
    // A tiny zlib stream: far fewer rows than claimed, never read that far.
    png_chunk(&mut png, b"IDAT", &[0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
    png_chunk(&mut png, b"IEND", &[]);
    png
}

/// Sends `head` then `body` from a thread of its own (as a phone uploads while the server may
/// answer already) and reads until the server closes: the whole answer as text.
fn raw_upload(port: u16, head: String, body: Vec<u8>) -> String {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut w = s.try_clone().unwrap();
    let writer = std::thread::spawn(move || {
        // Refused before the end of the body, the server closes: the rest fails to go.
        let _ = w.write_all(head.as_bytes()).and_then(|()| w.write_all(&body));
    });
    let (mut got, mut buf) = (Vec::new(), vec![0u8; 64 * 1024]);
    loop {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    }
    let _ = s.shutdown(std::net::Shutdown::Both);
    let _ = writer.join();
    String::from_utf8_lossy(&got).into_owned()
}

/// `POST path` with a declared length: the whole answer.
fn upload(port: u16, path: &str, content_type: &str, body: Vec<u8>) -> String {
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    );
    raw_upload(port, head, body)
}

/// `POST path` in chunks of 1 MiB, its length never declared: the whole answer.
fn upload_chunked(port: u16, path: &str, content_type: &str, body: &[u8]) -> String {
    let mut chunked = Vec::with_capacity(body.len() + 1024);
    for part in body.chunks(1 << 20) {
        chunked.extend_from_slice(format!("{:x}\r\n", part.len()).as_bytes());
        chunked.extend_from_slice(part);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\nTransfer-Encoding: chunked\r\n\
         Connection: close\r\n\r\n"
    );
    raw_upload(port, head, chunked)
}

/// The status code and the body of a whole answer.
fn status_and_body(text: &str) -> (u16, String) {
    let status = text.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    (status, text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default())
}

/// A whole answer without its date (two answers a second apart are otherwise the same).
fn undated(text: &str) -> String {
    text.lines().filter(|l| !l.to_ascii_lowercase().starts_with("date:")).collect::<Vec<_>>().join("\n")
}

/// The next photo the studio got, waiting up to `secs` seconds.
fn photo_within(server: &mut uno_party::phone::server::PhoneServer, secs: u64) -> Option<Vec<u8>> {
    let start = Instant::now();
    loop {
        if let Some(photo) = server.next_photo() {
            return Some(photo);
        }
        if start.elapsed() > Duration::from_secs(secs) {
            return None;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The studio's page answers its own token only: a forged one, an old studio's, or another method
/// on its addresses gets the very "Not found" a forged seat's page gets, and once the studio
/// closes nothing listens.
#[test]
fn the_studios_page_answers_its_own_token_only() {
    use uno_party::phone::server::{PhoneServer, ServerWords, Token};
    let wrong = "0123456789abcdef0123456789abcdef";
    let get = |port: u16, path: &str| raw_request(port, &format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    // A seats' server's answer to a forged seat token, to compare with.
    let seats = PhoneServer::start(0, vec![(0, Token::new())], ServerWords::default(), Vec::new(), None)
        .expect("a seats' server");
    let forged_seat = get(seats.port(), &format!("/p/{wrong}"));
    assert_eq!(status_and_body(&forged_seat), (404, "Not found".into()));
    let forged_seat = undated(&forged_seat);
    drop(seats);

    let old = Token::new();
    let old_token = old.as_str().to_string();
    let first = PhoneServer::start_studio(0, old, studio_words(), None).expect("the studio's server");
    assert_eq!(get(first.port(), &format!("/s/{old_token}")).split_whitespace().nth(1), Some("200"));
    first.stop(String::new());

    let token = Token::new();
    let t = token.as_str().to_string();
    let mut studio = PhoneServer::start_studio(0, token, studio_words(), None).expect("the studio's server");
    let port = studio.port();
    let page = get(port, &format!("/s/{t}"));
    let (status, body) = status_and_body(&page);
    assert_eq!(status, 200, "{page}");
    assert!(body.contains("<html") && body.contains("A photo for your card"), "the page with the game's words");
    assert!(body.contains("id=\"take\"") && body.contains("id=\"choose\"") && body.contains("capture=\"environment\""));
    assert!(!body.contains(&t), "the page names no token");
    let headers = page.split_once("\r\n\r\n").unwrap().0.to_lowercase();
    let wanted =
        ["cache-control: no-store", "x-frame-options: deny", "referrer-policy: no-referrer", "connect-src 'self'"];
    for h in wanted {
        assert!(headers.contains(h), "{h} in {headers}");
    }
    // Its words go in as text only, and nothing comes from elsewhere.
    let source = uno_party::phone::server::STUDIO_PAGE;
    for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
        assert!(!source.contains(sink), "the studio's page uses {sink}");
    }
    for outside in ["http://", "https://", "//cdn", "src=\"//"] {
        assert!(!source.contains(outside), "the studio's page refers to {outside}");
    }
    // Forged, an old studio's, the seats' page with the studio's token, other methods: all the
    // same "Not found" as a forged seat's page.
    let jpeg = small_jpeg();
    let refused = [
        get(port, &format!("/s/{wrong}")),
        get(port, &format!("/s/{old_token}")),
        get(port, &format!("/s/{}", &t[..31])),
        get(port, &format!("/p/{t}")),
        get(port, &format!("/s/{t}/photo")),
        upload(port, &format!("/s/{wrong}/photo"), "image/jpeg", jpeg.clone()),
        upload(port, &format!("/s/{old_token}/photo"), "image/jpeg", jpeg.clone()),
        upload(port, &format!("/s/{t}"), "image/jpeg", jpeg.clone()),
    ];
    for (i, answer) in refused.iter().enumerate() {
        assert_eq!(undated(answer), forged_seat, "refusal {i}");
    }
    assert!(studio.next_photo().is_none(), "nothing refused reached the studio");
    // The studio closes: nothing listens any more.
    studio.stop(String::new());
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(start.elapsed() < Duration::from_secs(30), "the studio's server still listens");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A phone's photo reaches the studio byte for byte and is answered in the game's words; what is
/// not a PNG or JPEG, too large, of too many pixels, or one too many while the studio has not
/// taken the others, is refused in words and never reaches it.
#[test]
fn a_photo_from_the_studios_page_reaches_the_studio_and_anything_else_is_refused_in_words() {
    use uno_party::phone::server::{MAX_PHOTO_BYTES, PHOTO_QUEUE, PhoneServer, Token};
    let token = Token::new();
    let path = format!("/s/{}/photo", token.as_str());
    let mut studio = PhoneServer::start_studio(0, token, studio_words(), None).expect("the studio's server");
    let port = studio.port();
    let words = studio_words();
    let jpeg = small_jpeg();

    let answer = upload(port, &path, "image/jpeg", jpeg.clone());
    assert_eq!(status_and_body(&answer), (200, words.sent.clone()), "{answer}");
    let headers = answer.split_once("\r\n\r\n").unwrap().0.to_lowercase();
    for h in ["content-type: text/plain; charset=utf-8", "cache-control: no-store", "x-frame-options: deny"] {
        assert!(headers.contains(h), "{h} in {headers}");
    }
    assert_eq!(photo_within(&mut studio, 30).as_deref(), Some(&jpeg[..]), "the studio got the same bytes");
    // A browser that does not know the file's type sends bytes: the first bytes decide.
    let answer = upload(port, &path, "application/octet-stream", jpeg.clone());
    assert_eq!(status_and_body(&answer).0, 200, "{answer}");
    assert_eq!(photo_within(&mut studio, 30).as_deref(), Some(&jpeg[..]));

    // Text, said to be text or said to be a JPEG.
    for content_type in ["text/plain", "image/jpeg"] {
        let answer = upload(port, &path, content_type, b"Hello, this is not a photo.\n".to_vec());
        assert_eq!(status_and_body(&answer), (415, words.not_an_image.clone()), "{content_type}: {answer}");
    }
    // Too large, said at once or found while reading (no length declared), in words with the limit.
    let too_large = words.too_large.replace("{mb}", "24");
    assert_eq!(MAX_PHOTO_BYTES, 24 << 20);
    let mut big = jpeg.clone();
    big.resize(25 << 20, 0);
    let answer = upload(port, &path, "image/jpeg", big.clone());
    assert_eq!(status_and_body(&answer), (413, too_large.clone()), "{}", answer.chars().take(400).collect::<String>());
    let answer = upload_chunked(port, &path, "image/jpeg", &big);
    assert_eq!(status_and_body(&answer), (413, too_large), "{}", answer.chars().take(400).collect::<String>());
    drop(big);
    // A header claiming 40000 × 40000 pixels: refused from the header, nothing decoded.
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926, "the CRC-32 check value");
    let huge = png_claiming(40_000, 40_000);
    let dims = image::ImageReader::new(std::io::Cursor::new(&huge)).with_guessed_format().unwrap().into_dimensions();
    assert_eq!(dims.unwrap(), (40_000, 40_000), "a well-formed PNG header");
    let answer = upload(port, &path, "image/png", huge);
    assert_eq!(status_and_body(&answer), (413, words.too_many_pixels.clone()), "{answer}");
    assert!(studio.next_photo().is_none(), "nothing refused reached the studio");

    // The studio takes none: a few wait, one more is told to try again.
    for i in 0..PHOTO_QUEUE {
        let answer = upload(port, &path, "image/jpeg", jpeg.clone());
        assert_eq!(status_and_body(&answer).0, 200, "photo {i}: {answer}");
    }
    let answer = upload(port, &path, "image/jpeg", jpeg.clone());
    assert_eq!(status_and_body(&answer), (503, words.busy.clone()), "{answer}");
    for i in 0..PHOTO_QUEUE {
        assert_eq!(photo_within(&mut studio, 30).as_deref(), Some(&jpeg[..]), "waiting photo {i}");
    }
    assert!(studio.next_photo().is_none());
    // Taken: there is room again.
    let answer = upload(port, &path, "image/jpeg", jpeg.clone());
    assert_eq!(status_and_body(&answer).0, 200, "{answer}");
    assert!(photo_within(&mut studio, 30).is_some());
    // Every connection closed once answered.
    let start = Instant::now();
    while studio.open_connections() > 0 {
        assert!(start.elapsed() < Duration::from_secs(30), "{} connections still open", studio.open_connections());
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The next message of any type (20 s at most, as [`next_of`]).
async fn next_any(ws: &mut Ws) -> Option<Value> {
    for _ in 0..800 {
        if let Ok(Some(Ok(Message::Text(text)))) = tokio::time::timeout(Duration::from_millis(25), ws.next()).await {
            return serde_json::from_str(text.as_str()).ok();
        }
    }
    None
}

/// Connects to `url` from the local address `from` (another phone on the same Wi-Fi).
async fn open_from(from: [u8; 4], url: &str) -> Ws {
    let port: u16 = url.rsplit(':').next().and_then(|r| r.split('/').next()).unwrap().parse().unwrap();
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(std::net::SocketAddr::from((from, 0))).unwrap();
    let stream = socket.connect(std::net::SocketAddr::from(([127, 0, 0, 1], port))).await.expect("the server listens");
    let stream = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    tokio_tungstenite::client_async(url, stream).await.expect("the phone connects").0
}

/// What the table said in its notes (toasts) so far, in English.
#[derive(Resource, Default)]
struct NotesSaid(Vec<String>);

fn hear_notes(app: &mut App) {
    app.init_resource::<NotesSaid>().add_systems(
        Update,
        |mut notes: MessageReader<uno_party::app::TableNote>, mut said: ResMut<NotesSaid>| {
            let texts = Texts::new(Language::English);
            said.0.extend(notes.read().map(|n| texts.render(&n.0)));
        },
    );
}

#[test]
fn a_seat_taken_back_while_its_phone_is_away_is_told_to_the_phone_when_it_comes_back() {
    let mut app = phone_table(2, 1, 8, 500);
    let url = ws_address(&app, 0);
    let back = url.clone();
    let page = page_address(&app, 0);
    let path = format!("/p/{}", page.rsplit('/').next().unwrap());
    let port = port(&app);
    let name = app.world().resource::<Table>().name(0).to_string();
    // The phone plays, then goes away (its Wi-Fi dropped) once the table has seen it.
    let (leave, left) = std::sync::mpsc::channel::<()>();
    let phone = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async move {
            let (ws, state) = open_until(&url, "state").await;
            let _ = left.recv();
            drop(ws);
            state.is_some()
        })
    });
    update_until(&mut app, "the table sees the phone", |app| app.world().resource::<Phones>().seats[0].joined);
    leave.send(()).unwrap();
    assert!(phone.join().expect("the phone's side passed"), "the phone got its state");
    update_until(&mut app, "the table sees the phone gone", |app| app.world().resource::<Phones>().gone() == [0]);
    app.world_mut().write_message(PhoneRequest::TakeBack(0));
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<Table>().is_human(0), "the seat is played at the computer");
    // The phone comes back: it is told, in words, with no hand and nothing to tap.
    let (messages, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws, _) = tokio_tungstenite::connect_async(&back).await.expect("the socket opens");
            let mut got = Vec::new();
            while let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
                match m {
                    Message::Text(t) => got.push(serde_json::from_str::<Value>(t.as_str()).unwrap()),
                    Message::Close(_) => break,
                    _ => {}
                }
            }
            got
        })
    });
    let said = uno_party::tr!(Texts::new(Language::English), PhoneTakenBack, who = name.as_str());
    assert!(said.contains(&name), "{said}");
    let kinds: Vec<&str> = messages.iter().filter_map(|m| m["t"].as_str()).collect();
    assert_eq!(kinds, ["closed"], "only why, no state: {messages:?}");
    assert_eq!(messages[0]["text"], said.as_str());
    // A reload shows the same words on a page of their own, not a bare "Not found".
    let (status, body) = http_get(port, &path);
    assert_eq!(status, 410);
    assert!(body.contains(&said.replace('\'', "&#39;")) || body.contains(&said), "{body}");
    assert!(!body.contains("<script"), "nothing to tap: {body}");
    // Its pictures are not served any more.
    assert_eq!(http_get(port, &format!("/card/{}/back.png", &path[3..])).0, 404);
}

#[test]
fn a_copied_phone_id_from_another_address_is_said_at_the_table_and_to_the_phone() {
    let mut app = phone_table(2, 1, 8, 500);
    hear_notes(&mut app);
    let url = ws_address(&app, 0);
    let name = app.world().resource::<Table>().name(0).to_string();
    let (told, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut own, state) = open_until(&url, "state").await;
            assert!(state.is_some());
            // Another phone opens the seat's address with the same id (a copied link).
            let mut copy = open_from([127, 0, 0, 2], &url).await;
            let copied = next_of(&mut copy, "state").await;
            let told = next_of(&mut own, "replaced").await.expect("the phone that had the seat is told");
            assert!(copied.is_some(), "the copy has the seat");
            told
        })
    });
    let english = Texts::new(Language::English);
    assert_eq!(told["text"], english.get(uno_party::i18n::Msg::PhoneMoved).as_str());
    update_until(&mut app, "the table says it", |app| !app.world().resource::<NotesSaid>().0.is_empty());
    let said = uno_party::tr!(english, PhoneSeatMoved, who = name.as_str());
    assert_eq!(app.world().resource::<NotesSaid>().0, [said]);
}

#[test]
fn after_the_computer_keeps_a_seat_the_same_phone_may_not_ask_again_at_once() {
    let mut app = phone_table(2, 1, 8, 500);
    let (own, guest, renamed) = (
        ws_address(&app, 0),
        ws_address_of(&app, 0, "a-guest-phone-00000000"),
        ws_address_of(&app, 0, "the-same-guest-new-id-0"),
    );
    let (asked_tx, asked_rx) = std::sync::mpsc::channel::<&'static str>();
    let phone = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async move {
            let (mut mine, _) = open_until(&own, "state").await;
            let mut ws = open_from([127, 0, 0, 3], &guest).await;
            assert!(next_of(&mut ws, "waiting").await.is_some(), "the guest asks");
            asked_tx.send("asked").unwrap();
            let kept = next_of(&mut ws, "closed").await.expect("the guest is told the seat was kept");
            // At once again, with the same id, and with a new id from the same address: refused
            // without asking the computer, and told when it may ask again.
            let mut again = Vec::new();
            for url in [&guest, &renamed] {
                let mut ws = open_from([127, 0, 0, 3], url).await;
                let first = next_of(&mut ws, "closed").await;
                again.push(first.expect("told at once"));
            }
            // The computer then tells the seat's phone something (a refused move): whatever it
            // was told before about other phones asking came before that, in order.
            asked_tx.send("done").unwrap();
            let mut told = Vec::new();
            while let Some(m) = next_any(&mut mine).await {
                let end = m["t"] == "error";
                told.push(m);
                if end {
                    break;
                }
            }
            let infos = told.iter().filter(|m| m["t"] == "info").count();
            (kept, again, infos, told)
        })
    });
    let mut claims = 0;
    while !phone.is_finished() {
        app.update();
        match asked_rx.try_recv() {
            Ok("asked") => {
                update_until(&mut app, "the computer sees the request", |app| {
                    app.world().resource::<Phones>().seats[0].claimed
                });
                claims += 1;
                app.world_mut().write_message(PhoneRequest::Answer(0, false));
            }
            Ok(_) => {
                app.world_mut().write_message(Refused {
                    seat: 0,
                    action: Action::Draw,
                    reason: uno_party::engine::RuleError::NotYourTurn,
                });
            }
            Err(_) => {}
        }
        assert!(!app.world().resource::<Phones>().seats[0].claimed || claims == 1, "asked again");
        std::thread::sleep(Duration::from_millis(2));
    }
    let (kept, again, infos, told) = phone.join().expect("the phones' side passed");
    let english = Texts::new(Language::English);
    let kept_words = uno_party::tr!(english, PhoneClaimRefused, n = uno_party::phone::ASK_AGAIN_SECONDS);
    assert_eq!(kept["text"], kept_words.as_str());
    let too_soon = uno_party::tr!(english, PhoneClaimTooSoon, n = uno_party::phone::ASK_AGAIN_SECONDS);
    for a in &again {
        assert_eq!(a["text"], too_soon.as_str());
    }
    assert_eq!(told.last().map(|m| m["t"].clone()), Some("error".into()), "the marker came: {told:?}");
    assert_eq!(infos, 1, "the seat's phone was told of the first ask and of no other: {told:?}");
    assert_eq!(claims, 1);
}

/// What a blind player's phone is told over a whole match (one round, against two Basic computer
/// players): each move at the table once, numbered in order and worded the same in every state that
/// carries it, the seat's own moves as its own ("You play …", never its name), every card played
/// told; its hand in face order grouped by colour, each group titled with its size and each card
/// named with what it can do now; and what the page's reading buttons read.
#[test]
fn a_phone_is_told_each_move_once_in_order_and_its_own_moves_as_its_own() {
    let mut app = phone_table(3, 1, 12, 1);
    let (received, joined) = phones_play_to_the_end(&mut app, 1);
    assert!(joined, "the phone joined");
    let table = app.world().resource::<Table>();
    let (me, other) = (table.name(0).to_string(), table.name(1).to_string());
    let played = table
        .log()
        .actions
        .iter()
        .filter(|l| matches!(l.action, Action::Play(_) | Action::JumpIn(_) | Action::PlayDrawn))
        .count();
    let got = received.lock().unwrap();
    let states: Vec<&Value> = got[&0].iter().filter(|m| m["t"] == "state").collect();
    assert!(states.len() > 10, "{} states", states.len());
    let mut told: std::collections::BTreeMap<u64, String> = Default::default();
    for v in &states {
        let lines = v["recent"].as_array().unwrap();
        let numbers: Vec<u64> = lines.iter().map(|l| l["n"].as_u64().unwrap()).collect();
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "numbers in order: {numbers:?}");
        for l in lines {
            let text = l["text"].as_str().unwrap().to_string();
            let first = told.entry(l["n"].as_u64().unwrap()).or_insert_with(|| text.clone());
            assert_eq!(*first, text, "a move is worded the same in every state");
        }
        check_hand_words(v);
    }
    let plays = told.values().filter(|t| t.starts_with("You play ") || t.contains(" plays ")).count();
    assert_eq!(plays, played, "every card played is told: {told:#?}");
    assert!(told.values().any(|t| t.starts_with("You play ")), "{told:#?}");
    assert!(told.values().any(|t| t.starts_with(&format!("{other} plays "))), "{told:#?}");
    assert!(!told.values().any(|t| t.starts_with(&format!("{me} "))), "the seat's own moves by its name: {told:#?}");
}

/// A state's hand grouped by colour, each card named with its use, and the reading buttons' texts.
fn check_hand_words(v: &Value) {
    let hand = v["hand"].as_array().unwrap();
    let groups: Vec<&str> = v["groups"].as_array().unwrap().iter().map(|g| g.as_str().unwrap()).collect();
    let indexes: Vec<usize> = hand.iter().map(|c| c["group"].as_u64().unwrap() as usize).collect();
    assert!(indexes.windows(2).all(|w| w[0] <= w[1]), "groups in order: {indexes:?}");
    for (i, title) in groups.iter().enumerate() {
        let n = indexes.iter().filter(|&&g| g == i).count();
        let size = if n == 1 { "one card".to_string() } else { format!("{n} cards") };
        assert!(title.ends_with(&format!(": {size}")), "{title} for {n} cards");
        let colour = title.split(':').next().unwrap();
        for c in hand.iter().filter(|c| c["group"] == i) {
            let label = c["label"].as_str().unwrap();
            assert!(
                if colour == "Wild cards" { label.starts_with("Wild") } else { label.starts_with(colour) },
                "{label} in {title}"
            );
        }
    }
    for c in hand {
        let (label, say) = (c["label"].as_str().unwrap(), c["say"].as_str().unwrap());
        let want = if c["act"].is_null() { format!("{label}, not playable now") } else { format!("{label}, playable") };
        assert!(say == want || say == format!("{label}, can be given"), "{say}");
    }
    let read = &v["read"];
    let hand_read = read["hand"].as_str().unwrap();
    assert!(hand.iter().all(|c| hand_read.contains(c["label"].as_str().unwrap())), "{hand_read}");
    if v["my_turn"] == true && !hand.is_empty() && v["prompt"].is_null() {
        assert!(hand_read.contains("Playable: ") || hand_read.contains("Nothing playable"), "{hand_read}");
    }
    let counts = read["counts"].as_str().unwrap();
    let mine =
        format!("You: {}", if hand.len() == 1 { "one card".to_string() } else { format!("{} cards", hand.len()) });
    assert!(counts.contains(&mine), "{counts} ({mine})");
    if let Some(top) = v["top"]["label"].as_str() {
        assert!(read["top"].as_str().unwrap().starts_with(&format!("Top card: {top}. Colour: ")), "{}", read["top"]);
    }
}

/// The next state within 20 s whose hand and news `pred` accepts.
async fn state_where(ws: &mut Ws, pred: impl Fn(&Value) -> bool) -> Option<Value> {
    for _ in 0..800 {
        if let Ok(Some(Ok(Message::Text(text)))) = tokio::time::timeout(Duration::from_millis(25), ws.next()).await {
            let v: Value = serde_json::from_str(text.as_str()).ok()?;
            if v["t"] == "state" && pred(&v) {
                return Some(v);
            }
        }
    }
    None
}

/// Every card of a state's hand: its label and the name a screen reader says.
fn hand_names(state: &Value) -> Vec<(String, String)> {
    let hand = state["hand"].as_array().cloned().unwrap_or_default();
    hand.iter().map(|c| (c["label"].as_str().unwrap_or("").into(), c["say"].as_str().unwrap_or("").into())).collect()
}

/// A card's short name as the Braille deck's corner has it, in English.
fn is_short(name: &str) -> bool {
    let name = name.split(',').next().unwrap_or("");
    let coloured = name.len() >= 2
        && "rygb".contains(&name[..1])
        && (name[1..].parse::<u8>().is_ok() || ["sk", "rv", "+2"].contains(&&name[1..]));
    coloured
        || ["wi", "wi+4", "wisw"].contains(&name)
        || name.strip_prefix("wc").is_some_and(|n| n.parse::<u8>().is_ok())
}

/// A phone that asks for short card names (`{"short": true}`) gets its hand, its news and what
/// it reads aloud with cards named as the Braille deck names them; the other phone and the table
/// keep the names in words; asking again with `false` brings the words back, and a command that
/// mixes it with an action is refused.
#[test]
fn a_phone_that_asks_for_short_card_names_gets_them_and_no_one_else_does() {
    let mut app = hint_table(2, false, Language::English, 8);
    let (mine, other) = (ws_address(&app, 0), ws_address(&app, 1));
    until_phone_turn(&mut app);
    let (answers, _) = with_phone(&mut app, move |rt| {
        rt.block_on(async move {
            let (mut ws0, state0) = open_until(&mine, "state").await;
            let v = state0.expect("seat 0's state")["v"].as_u64().unwrap();
            ws0.send(Message::text(format!(r#"{{"short":true,"act":0,"v":{v}}}"#))).await.unwrap();
            let mixed = next_of(&mut ws0, "error").await;
            ws0.send(Message::text(format!(r#"{{"short":true,"v":{v}}}"#))).await.unwrap();
            let short = state_where(&mut ws0, |s| hand_names(s).iter().all(|(l, _)| is_short(l))).await;
            let (_ws1, state1) = open_until(&other, "state").await;
            ws0.send(Message::text(format!(r#"{{"short":false,"v":{v}}}"#))).await.unwrap();
            let words = state_where(&mut ws0, |s| hand_names(s).iter().all(|(l, _)| !is_short(l))).await;
            (mixed, short, state1, words)
        })
    });
    let (mixed, short, state1, words) = answers;
    assert_eq!(mixed.expect("a refusal")["t"], "error");
    let short = short.expect("seat 0's state in short names");
    let names = hand_names(&short);
    assert!(!names.is_empty());
    for (label, say) in &names {
        assert!(is_short(say), "{label} is said {say}");
        assert!(say.ends_with(", playable") || say.ends_with(", not playable now"), "{say}");
    }
    let read = short["read"]["hand"].as_str().unwrap();
    assert!(read.contains(&names[0].0), "the hand read aloud names {} as it is shown: {read}", names[0].0);
    let top = short["read"]["top"].as_str().unwrap();
    let top_card = top.trim_start_matches("Top card: ").split('.').next().unwrap();
    assert!(is_short(top_card), "the top card read aloud: {top}");
    let others = hand_names(&state1.expect("seat 1's state"));
    assert!(!others.is_empty() && others.iter().all(|(l, s)| !is_short(l) && !is_short(s)), "seat 1: {others:?}");
    assert!(!app.world().resource::<Texts>().short_cards(), "the table's own texts name cards in words");
    assert!(words.is_some(), "seat 0 asked for the words back");
    eprintln!("seat 0's hand: {names:?}\nread aloud: {read}\n{top}");
}

//! A phone as a WebSocket client, for the real-window tests and the phones' benchmark: it keeps
//! every message it receives with when it came, and sends what it is given. Its socket runs on a
//! runtime thread of its own, so that it reads at once.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

/// One message a phone received, with when.
#[derive(Clone, Debug)]
pub struct Got {
    /// When it came.
    pub at: Instant,
    /// The message.
    pub msg: Value,
}

/// A phone: what it received, and a way to send.
pub struct WsPhone {
    got: Arc<Mutex<Vec<Got>>>,
    send: tokio::sync::mpsc::UnboundedSender<String>,
}

/// A runtime on a thread of its own, for the phones' sockets.
pub fn phone_runtime() -> tokio::runtime::Handle {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let handle = runtime.handle().clone();
    std::thread::spawn(move || runtime.block_on(std::future::pending::<()>()));
    handle
}

/// The seat's socket address from its page address, with a device id.
pub fn socket_address(page: &str, device: &str) -> String {
    format!("{}?d={device}", page.replace("http://", "ws://").replace("/p/", "/ws/"))
}

impl WsPhone {
    /// Connects to `url` (a seat's socket address).
    pub fn connect(rt: &tokio::runtime::Handle, url: String) -> WsPhone {
        let got: Arc<Mutex<Vec<Got>>> = Arc::default();
        let (send, mut outbox) = tokio::sync::mpsc::unbounded_channel::<String>();
        let sink = got.clone();
        rt.spawn(async move {
            let (ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.expect("the phone connects");
            let (mut tx, mut rx) = ws.split();
            loop {
                tokio::select! {
                    m = rx.next() => match m {
                        Some(Ok(Message::Text(t))) => {
                            let msg: Value = serde_json::from_str(t.as_str()).unwrap_or(Value::Null);
                            sink.lock().unwrap().push(Got { at: Instant::now(), msg });
                        }
                        Some(Ok(_)) => {}
                        _ => break,
                    },
                    out = outbox.recv() => match out {
                        Some(text) => { let _ = tx.send(Message::text(text)).await; }
                        None => break,
                    },
                }
            }
        });
        WsPhone { got, send }
    }

    /// Sends a text message.
    pub fn send(&self, text: String) {
        let _ = self.send.send(text);
    }

    /// Taps action `act` of the state `state`.
    pub fn tap(&self, state: &Value, act: u64) {
        self.send(format!(r#"{{"act":{act},"v":{}}}"#, state["v"]));
    }

    /// The latest state received.
    pub fn latest_state(&self) -> Option<Value> {
        self.got.lock().unwrap().iter().rev().find(|g| g.msg["t"] == "state").map(|g| g.msg.clone())
    }

    /// When the last message came.
    pub fn last_message_at(&self) -> Option<Instant> {
        self.got.lock().unwrap().last().map(|g| g.at)
    }

    /// The first message of type `t` received at or after `at`.
    pub fn first_after(&self, at: Instant, t: &str) -> Option<Got> {
        self.got.lock().unwrap().iter().find(|g| g.at >= at && g.msg["t"] == t).cloned()
    }

    /// The first state received at or after `at` in which the game has applied `step` actions.
    pub fn step_after(&self, at: Instant, step: u64) -> Option<Got> {
        let got = self.got.lock().unwrap();
        got.iter()
            .find(|g| g.at >= at && g.msg["t"] == "state" && g.msg["step"].as_u64().is_some_and(|s| s >= step))
            .cloned()
    }
}

/// What a phone player taps: UNO, a catch and a challenge when offered (UNO only if `calls_uno`),
/// then a card, then what the prompt asks. `None`: nothing to do.
pub fn choose(state: &Value, calls_uno: bool) -> Option<(u64, String)> {
    let buttons = state["buttons"].as_array()?;
    let button = |kind: &str| buttons.iter().find(|b| b["kind"] == kind).and_then(|b| b["act"].as_u64());
    for kind in ["uno", "catch", "challenge"] {
        if kind == "uno" && !calls_uno {
            continue;
        }
        if let Some(a) = button(kind) {
            return Some((a, kind.into()));
        }
    }
    if let Some(a) = state["hand"].as_array()?.iter().find_map(|c| c["act"].as_u64()) {
        return Some((a, "play".into()));
    }
    ["colour", "target", "play-drawn", "accept", "draw", "pass", "next-round"]
        .iter()
        .find_map(|k| button(k).map(|a| (a, (*k).to_string())))
}

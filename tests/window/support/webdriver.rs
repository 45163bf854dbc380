//! A WebDriver client for the phone pages' browser tests: the few commands they use (open a
//! page, run a script, find, click and type, the focused element, a screenshot, and ChromeDriver's
//! Chrome DevTools Protocol command), as JSON over HTTP/1.1 to the ChromeDriver on this computer.
//! Written here, on the standard library alone, instead of a WebDriver crate: the one the tests used
//! brought some forty crates (a second HTTP stack's features, ICU's text segmentation, cookie and
//! time handling) into every first build of the tests.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use serde_json::{Value, json};

/// How an element is named in WebDriver's answers (the W3C specification's key).
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A browser session, ended when dropped.
pub struct WebDriver {
    port: u16,
    session: String,
}

/// An element of the page, by WebDriver's id for it.
pub struct Element(String);

impl WebDriver {
    /// Starts a session with these capabilities on the WebDriver listening on `port`.
    pub fn start(port: u16, capabilities: Value) -> Result<WebDriver, String> {
        let answer =
            request(port, "POST", "/session", Some(&json!({ "capabilities": { "alwaysMatch": capabilities } })))?;
        let session = answer["sessionId"].as_str().ok_or_else(|| format!("no session in {answer}"))?.to_string();
        Ok(WebDriver { port, session })
    }

    /// A command of this session: its answer's `value`.
    fn command(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        request(self.port, method, &format!("/session/{}{path}", self.session), body)
    }

    /// Opens `address` and waits for the page to load.
    pub fn goto(&self, address: &str) -> Result<(), String> {
        self.command("POST", "/url", Some(&json!({ "url": address }))).map(drop)
    }

    /// Runs `script` (a function body) in the page and returns what it returned.
    pub fn execute(&self, script: &str) -> Result<Value, String> {
        self.command("POST", "/execute/sync", Some(&json!({ "script": script, "args": [] })))
    }

    /// The first element that matches the CSS `selector`.
    pub fn find(&self, selector: &str) -> Result<Element, String> {
        let found = self.command("POST", "/element", Some(&json!({ "using": "css selector", "value": selector })))?;
        element(&found)
    }

    /// Every element that matches the CSS `selector`, in the page's order.
    pub fn find_all(&self, selector: &str) -> Result<Vec<Element>, String> {
        let found = self.command("POST", "/elements", Some(&json!({ "using": "css selector", "value": selector })))?;
        found.as_array().ok_or_else(|| format!("not a list: {found}"))?.iter().map(element).collect()
    }

    /// The element that has the keyboard's focus.
    pub fn active_element(&self) -> Result<Element, String> {
        element(&self.command("GET", "/element/active", None)?)
    }

    /// Clicks (taps) `element` where it is on screen.
    pub fn click(&self, element: &Element) -> Result<(), String> {
        self.command("POST", &format!("/element/{}/click", element.0), Some(&json!({}))).map(drop)
    }

    /// Types `text` into `element` (WebDriver's key codes for keys: Tab `\u{E004}`, Enter
    /// `\u{E007}`; a file's path for a file input).
    pub fn send_keys(&self, element: &Element, text: &str) -> Result<(), String> {
        self.command("POST", &format!("/element/{}/value", element.0), Some(&json!({ "text": text }))).map(drop)
    }

    /// The page as a PNG.
    pub fn screenshot(&self) -> Result<Vec<u8>, String> {
        let png = self.command("GET", "/screenshot", None)?;
        base64(png.as_str().ok_or_else(|| format!("not a screenshot: {png}"))?)
    }

    /// A Chrome DevTools Protocol command, as ChromeDriver runs it (`goog/cdp/execute`).
    pub fn cdp(&self, cmd: &str, params: Value) -> Result<Value, String> {
        self.command("POST", "/goog/cdp/execute", Some(&json!({ "cmd": cmd, "params": params })))
    }
}

impl Drop for WebDriver {
    fn drop(&mut self) {
        let _ = request(self.port, "DELETE", &format!("/session/{}", self.session), None);
    }
}

/// An element from WebDriver's answer.
fn element(value: &Value) -> Result<Element, String> {
    value[ELEMENT_KEY].as_str().map(|id| Element(id.to_string())).ok_or_else(|| format!("no element in {value}"))
}

/// One request to the WebDriver on `port`, on a connection of its own: its answer's `value`, or
/// the error it names.
fn request(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut socket = TcpStream::connect(("127.0.0.1", port)).map_err(|e| format!("WebDriver: {e}"))?;
    // A page that takes long to load holds `url`'s answer; nothing here waits longer.
    socket.set_read_timeout(Some(Duration::from_secs(120))).map_err(|e| e.to_string())?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    socket.write_all(head.as_bytes()).and_then(|_| socket.write_all(body.as_bytes())).map_err(|e| e.to_string())?;
    let content = read_answer(&mut socket).map_err(|e| format!("{method} {path}: {e}"))?;
    let json: Value = serde_json::from_slice(&content).map_err(|e| format!("{method} {path}: {e}"))?;
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    // A session's start answers with its id inside `value`; an error names itself there.
    match value.get("error").and_then(Value::as_str) {
        Some(error) => Err(format!("{method} {path}: {error}: {}", value["message"])),
        None => Ok(value),
    }
}

/// An HTTP answer's body: as long as its `Content-Length` says, or its chunks put together (the
/// WebDriver may keep the connection open after it).
fn read_answer(socket: &mut TcpStream) -> Result<Vec<u8>, String> {
    let mut answer = Vec::new();
    let mut piece = [0u8; 64 * 1024];
    loop {
        if let Some(split) = answer.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&answer[..split]).to_lowercase();
            let body = &answer[split + 4..];
            let length =
                head.lines().find_map(|l| l.strip_prefix("content-length:")).and_then(|n| n.trim().parse().ok());
            match length {
                Some(n) if body.len() >= n => return Ok(body[..n].to_vec()),
                None if head.contains("transfer-encoding: chunked") && body.ends_with(b"0\r\n\r\n") => {
                    return unchunk(body);
                }
                _ => {}
            }
        }
        let n = socket.read(&mut piece).map_err(|e| e.to_string())?;
        if n == 0 {
            let split = answer.windows(4).position(|w| w == b"\r\n\r\n").ok_or("an answer without a body")?;
            return Ok(answer[split + 4..].to_vec());
        }
        answer.extend_from_slice(&piece[..n]);
    }
}

/// A body sent in chunks, put together.
fn unchunk(mut data: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    loop {
        let line = data.windows(2).position(|w| w == b"\r\n").ok_or("a chunk without its size")?;
        let size = std::str::from_utf8(&data[..line]).ok().and_then(|s| usize::from_str_radix(s.trim(), 16).ok());
        let size = size.ok_or("a chunk's size")?;
        data = &data[line + 2..];
        if size == 0 {
            return Ok(out);
        }
        out.extend_from_slice(data.get(..size).ok_or("a chunk cut short")?);
        data = data.get(size + 2..).ok_or("a chunk cut short")?;
    }
}

/// Standard base64, as WebDriver sends a screenshot.
fn base64(text: &str) -> Result<Vec<u8>, String> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let (mut out, mut bits, mut n) = (Vec::with_capacity(text.len() * 3 / 4), 0u32, 0);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        bits = bits << 6 | u32::from(digit(c).ok_or_else(|| format!("not base64: {c}"))?);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
        }
    }
    Ok(out)
}

#[test]
fn base64_decodes_what_webdriver_sends() {
    assert_eq!(base64("iVBORw0KGgo=").unwrap(), b"\x89PNG\r\n\x1a\n");
    assert_eq!(base64("TWFu").unwrap(), b"Man");
    assert_eq!(base64("TWE=").unwrap(), b"Ma");
}

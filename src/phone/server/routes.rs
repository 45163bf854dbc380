//! What the server answers: a seat's page, its card images and its WebSocket, each only for a live
//! token; everything else is "Not found" and the connection closes.

use std::sync::Arc;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::seat_socket::connection;
use super::{PAGE, RawImage, Shared, lock, random_hex};
use crate::phone::protocol::MAX_COMMAND_BYTES;

pub(super) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/p/{token}", get(page))
        .route("/ws/{token}", get(socket))
        .route("/card/{token}/{file}", get(card))
        .fallback(|| async { not_found() })
        .with_state(shared)
}

/// "Not found", and the connection closes: a guesser gets nothing and keeps nothing open.
fn not_found() -> Response {
    refuse(StatusCode::NOT_FOUND, "Not found")
}

fn refuse(status: StatusCode, text: &'static str) -> Response {
    let mut r = (status, text).into_response();
    r.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

/// Headers for everything served: the token in the address must not leak to another site, and no
/// other site may frame the page.
fn private(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
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
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self'; \
             connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
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
        let mut art = lock(&shared.art);
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

/// True when a browser's `Origin` names another site than the one it asked (`Host`): a page
/// elsewhere may not open a seat's socket. Clients that send no Origin (not a browser) pass.
fn foreign_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return false };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or_default();
    let origin = origin.to_str().unwrap_or_default();
    let origin_host = origin.split_once("://").map_or("", |(_, rest)| rest);
    !origin_host.eq_ignore_ascii_case(host)
}

/// The page's device id (`?d=`), or a new one for a client that sent none (it is then a phone
/// never seen before).
fn device_id(uri: &Uri) -> String {
    let given = uri.query().and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("d=")));
    match given {
        Some(d) if (16..=64).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') => {
            d.to_string()
        }
        _ => random_hex(),
    }
}

async fn socket(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let Some(index) = shared.slot(&token) else { return not_found() };
    if foreign_origin(&headers) {
        return refuse(StatusCode::FORBIDDEN, "Forbidden");
    }
    let device = device_id(&uri);
    ws.max_message_size(MAX_COMMAND_BYTES * 4)
        .max_frame_size(MAX_COMMAND_BYTES * 4)
        .on_upgrade(move |socket| connection(socket, shared, index, device))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_foreign_origin_is_refused_and_the_same_site_passes() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("192.168.1.5:8723"));
        assert!(!foreign_origin(&h), "no Origin: not a browser page");
        h.insert(header::ORIGIN, HeaderValue::from_static("http://192.168.1.5:8723"));
        assert!(!foreign_origin(&h));
        h.insert(header::ORIGIN, HeaderValue::from_static("http://evil.example"));
        assert!(foreign_origin(&h));
        h.insert(header::ORIGIN, HeaderValue::from_static("null"));
        assert!(foreign_origin(&h));
    }

    #[test]
    fn a_device_id_is_kept_only_when_it_looks_like_one() {
        let uri = |q: &str| q.parse::<Uri>().unwrap();
        assert_eq!(device_id(&uri("/ws/x?d=0123456789abcdef0123")), "0123456789abcdef0123");
        for bad in
            ["/ws/x", "/ws/x?d=short", "/ws/x?d=has.dots.and_underscores_", &format!("/ws/x?d={}", "a".repeat(65))]
        {
            let d = device_id(&uri(bad));
            assert_eq!(d.len(), 32, "{bad}: a new random id");
        }
    }
}

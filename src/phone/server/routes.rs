//! What the server answers: a seat's page, its card images and its WebSocket, and the studio's
//! page and the photos sent from it, each only for a live token; everything else is "Not found"
//! and the connection closes.

use std::io::Cursor;
use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Extension, FromRequest, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use tokio::sync::mpsc::error::TrySendError;

use super::gate::Peer;
use super::seat_socket::{closed_socket, connection};
use super::{MAX_PHOTO_BYTES, PAGE, RawImage, STUDIO_PAGE, ServerWords, Shared, StudioWords, lock, random_hex};
use crate::phone::protocol::MAX_COMMAND_BYTES;
use crate::theme::MAX_IMAGE_SIDE;

pub(super) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/p/{token}", get(page))
        .route("/ws/{token}", get(socket))
        .route("/card/{token}/{file}", get(card))
        // Every method reaches these two (no "Method not allowed" with its `Allow`): another one
        // than theirs is answered as a guess is.
        .route("/s/{token}", any(studio_html))
        .route("/s/{token}/photo", any(photo).layer(DefaultBodyLimit::max(MAX_PHOTO_BYTES)))
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

/// The request's sender showed a live token: its address's connections are kept in a crowd.
fn trust(peer: Option<&Extension<Peer>>) {
    if let Some(Extension(peer)) = peer {
        peer.trust();
    }
}

async fn page(State(shared): State<Arc<Shared>>, Path(token): Path<String>, peer: Option<Extension<Peer>>) -> Response {
    if shared.slot(&token).is_none() {
        return match shared.closed(&token) {
            Some(closed) => closed_page(&shared.words, &closed),
            None => not_found(),
        };
    }
    trust(peer.as_ref());
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

/// The page of a seat that no longer plays (taken back at the computer, a match that ended): it
/// says why in the game's words (`closed`, the JSON of `ToPhone::Closed`), and nothing else.
fn closed_page(words: &ServerWords, closed: &str) -> Response {
    let said = serde_json::from_str::<serde_json::Value>(closed)
        .ok()
        .and_then(|v| v.get("text").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default();
    let escape = |t: &str| t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
    let lang = page_lang(&words.lang);
    let html = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title>\
         <style>body{{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;\
         background:#0b5d2e;color:#fff;font:20px/1.4 system-ui,sans-serif;text-align:center;padding:24px;\
         box-sizing:border-box;overflow-wrap:anywhere}}</style></head>\
         <body><main><h1 style=\"font-size:24px\">{title}</h1><p id=\"closed\" role=\"alert\">{said}</p></main></body></html>",
        title = escape(&words.closed_title),
        said = escape(&said),
    );
    let mut r = (StatusCode::GONE, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response();
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
        ),
    );
    private(r)
}

/// A language for `<html lang>` when it looks like one, English otherwise.
fn page_lang(lang: &str) -> &str {
    if (1..=12).contains(&lang.len()) && lang.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
        lang
    } else {
        "en"
    }
}

/// The studio's page with `words` in it: as JSON in a data block (no `<`, `>` or `&` left in it,
/// so nothing in the words can end the block or be read as markup), and the language, when it
/// looks like one, in `<html lang>`.
pub(super) fn studio_page(words: &StudioWords) -> String {
    let data = serde_json::json!({
        "title": words.title,
        "take": words.take,
        "choose": words.choose,
        "sending": words.sending,
        "sent": words.sent,
        "too_large": words.too_large,
        "not_an_image": words.not_an_image,
        "too_many_pixels": words.too_many_pixels,
        "busy": words.busy,
        "closed": words.closed,
        "failed": words.failed,
        "max_bytes": MAX_PHOTO_BYTES,
        "max_mb": MAX_PHOTO_BYTES >> 20,
    })
    .to_string()
    .replace('<', "\\u003c")
    .replace('>', "\\u003e")
    .replace('&', "\\u0026");
    let lang = page_lang(&words.lang);
    STUDIO_PAGE.replacen("{{LANG}}", lang, 1).replacen("{{WORDS}}", &data, 1)
}

async fn studio_html(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    method: Method,
    peer: Option<Extension<Peer>>,
) -> Response {
    let Some(studio) = shared.studio(&token) else { return not_found() };
    trust(peer.as_ref());
    if method != Method::GET && method != Method::HEAD {
        return not_found();
    }
    let mut r = ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], studio.page.clone()).into_response();
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    // Its preview is the chosen file itself (a blob: address); the photo goes by fetch.
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src blob: data:; \
             connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        ),
    );
    private(r)
}

/// An answer to the studio's page, in the game's words (the page shows it as it is).
fn said(status: StatusCode, text: &str) -> Response {
    let r = (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-store")],
        text.to_string(),
    )
        .into_response();
    private(r)
}

/// The same, and the connection closes: the rest of the photo is not read.
fn said_closing(status: StatusCode, text: &str) -> Response {
    let mut r = said(status, text);
    r.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

/// Why a photo is refused before the game sees it.
#[derive(Debug, PartialEq, Eq)]
enum PhotoProblem {
    NotAnImage,
    TooManyPixels,
}

/// A PNG or JPEG by its first bytes, of at most [`MAX_IMAGE_SIDE`] a side by its header (the
/// pixels are decoded by the game, on its own worker).
fn check_photo(bytes: &[u8]) -> Result<(), PhotoProblem> {
    const JPEG: &[u8] = &[0xFF, 0xD8, 0xFF];
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
    if !bytes.starts_with(JPEG) && !bytes.starts_with(PNG) {
        return Err(PhotoProblem::NotAnImage);
    }
    let reader =
        image::ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| PhotoProblem::NotAnImage)?;
    if !matches!(reader.format(), Some(image::ImageFormat::Png | image::ImageFormat::Jpeg)) {
        return Err(PhotoProblem::NotAnImage);
    }
    let (w, h) = reader.into_dimensions().map_err(|_| PhotoProblem::NotAnImage)?;
    if w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE {
        return Err(PhotoProblem::TooManyPixels);
    }
    Ok(())
}

/// The declared type of a photo: a PNG or JPEG, or any bytes (a browser that does not know the
/// file's type); no type at all passes too, the first bytes decide.
fn photo_type(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE) else { return true };
    let Ok(value) = value.to_str() else { return false };
    let mime = value.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    matches!(mime.as_str(), "image/jpeg" | "image/jpg" | "image/png" | "application/octet-stream" | "")
}

/// The body's size as the request declares it, if it does.
fn declared_length(headers: &HeaderMap) -> Option<u64> {
    headers.get(header::CONTENT_LENGTH)?.to_str().ok()?.trim().parse().ok()
}

/// A photo from the studio's page: checked, then queued for the studio. The token is checked
/// before anything of the body is read (a guesser cannot make the server hold a photo), and so is
/// a declared size.
async fn photo(State(shared): State<Arc<Shared>>, Path(token): Path<String>, request: Request) -> Response {
    let Some(studio) = shared.studio(&token) else { return not_found() };
    if *request.method() != Method::POST {
        return not_found();
    }
    let words = &studio.words;
    // Another type is refused once the body is read: a browser still uploading when the
    // connection closes would say the connection failed, not why.
    let typed = photo_type(request.headers());
    if declared_length(request.headers()).is_some_and(|n| n > MAX_PHOTO_BYTES as u64) {
        return said_closing(StatusCode::PAYLOAD_TOO_LARGE, &words.too_large);
    }
    // Read within the route's limit (`DefaultBodyLimit`): a body without a declared size that
    // goes past it is refused in words, not with axum's own text.
    let body: Result<Bytes, BytesRejection> = <Bytes as FromRequest<()>>::from_request(request, &()).await;
    let bytes = match body {
        Ok(bytes) => bytes,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return said_closing(StatusCode::PAYLOAD_TOO_LARGE, &words.too_large);
        }
        Err(_) => return said_closing(StatusCode::BAD_REQUEST, &words.failed),
    };
    if !typed {
        return said(StatusCode::UNSUPPORTED_MEDIA_TYPE, &words.not_an_image);
    }
    match check_photo(&bytes) {
        Ok(()) => {}
        Err(PhotoProblem::NotAnImage) => return said(StatusCode::UNSUPPORTED_MEDIA_TYPE, &words.not_an_image),
        Err(PhotoProblem::TooManyPixels) => return said(StatusCode::PAYLOAD_TOO_LARGE, &words.too_many_pixels),
    }
    if studio.closed.load(std::sync::atomic::Ordering::Acquire) {
        return said(StatusCode::GONE, &words.closed);
    }
    match studio.photos.try_send(Vec::from(bytes)) {
        Ok(()) => {
            shared.wake();
            said(StatusCode::OK, &words.sent)
        }
        Err(TrySendError::Full(_)) => {
            let mut r = said(StatusCode::SERVICE_UNAVAILABLE, &words.busy);
            r.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
            r
        }
        Err(TrySendError::Closed(_)) => said(StatusCode::GONE, &words.closed),
    }
}

async fn card(
    State(shared): State<Arc<Shared>>,
    Path((token, file)): Path<(String, String)>,
    peer: Option<Extension<Peer>>,
) -> Response {
    if shared.slot(&token).is_none() {
        return not_found();
    }
    trust(peer.as_ref());
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

/// A seat's WebSocket: for a live seat, its phone plays; for a closed one, the phone is told why
/// and the socket closes. Each holds one of the seats' sockets' places while it is open.
async fn socket(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
    peer: Option<Extension<Peer>>,
) -> Response {
    let live = shared.slot(&token);
    let closed = if live.is_none() { shared.closed(&token) } else { None };
    if live.is_none() && closed.is_none() {
        return not_found();
    }
    if foreign_origin(&headers) {
        return refuse(StatusCode::FORBIDDEN, "Forbidden");
    }
    let Some(Extension(peer)) = peer else { return refuse(StatusCode::SERVICE_UNAVAILABLE, "Busy") };
    let Some(place) = peer.seat_socket() else { return refuse(StatusCode::SERVICE_UNAVAILABLE, "Busy") };
    let ws = ws.max_message_size(MAX_COMMAND_BYTES * 4).max_frame_size(MAX_COMMAND_BYTES * 4);
    match (live, closed) {
        (Some(index), _) => {
            peer.trust();
            let device = device_id(&uri);
            let ip = peer.ip;
            ws.on_upgrade(move |socket| async move {
                connection(socket, shared, index, device, ip).await;
                drop(place);
            })
        }
        (None, closed) => ws.on_upgrade(move |socket| async move {
            closed_socket(socket, closed.unwrap_or_default()).await;
            drop(place);
        }),
    }
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
    fn the_studio_pages_words_cannot_end_their_block_or_become_markup() {
        let words = StudioWords {
            lang: "it\"><script>alert(1)</script>".into(),
            title: "</script><script>alert(1)</script><!--<script>&amp; \\ \"".into(),
            sent: "Inviata!".into(),
            ..StudioWords::default()
        };
        let page = studio_page(&words);
        assert_eq!(page.matches("</script>").count(), STUDIO_PAGE.matches("</script>").count());
        assert_eq!(page.matches("<script").count(), STUDIO_PAGE.matches("<script").count());
        assert!(!page.contains("<!--<") && !page.contains("&amp;"));
        assert!(page.contains("<html lang=\"en\">"), "a language that does not look like one is not used");
        // The words come back whole from the data block.
        let block = page.split_once("type=\"application/json\">").unwrap().1;
        let data = block.split_once("</script>").unwrap().0;
        let v: serde_json::Value = serde_json::from_str(data).unwrap();
        assert_eq!(v["title"], words.title.as_str());
        assert_eq!(v["sent"], "Inviata!");
        assert_eq!(v["max_bytes"], MAX_PHOTO_BYTES);
        let italian = studio_page(&StudioWords { lang: "it".into(), ..StudioWords::default() });
        assert!(italian.contains("<html lang=\"it\">"));
    }

    #[test]
    fn only_a_png_or_jpeg_header_passes_as_a_photo() {
        assert_eq!(check_photo(b"hello, not a photo"), Err(PhotoProblem::NotAnImage));
        assert_eq!(check_photo(b""), Err(PhotoProblem::NotAnImage));
        // The right first bytes and nothing after them: no header to read.
        assert_eq!(check_photo(b"\x89PNG\r\n\x1a\n"), Err(PhotoProblem::NotAnImage));
        assert_eq!(check_photo(&[0xFF, 0xD8, 0xFF, 0xE0]), Err(PhotoProblem::NotAnImage));
        let mut png = Vec::new();
        image::RgbImage::new(3, 2).write_to(&mut Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
        assert_eq!(check_photo(&png), Ok(()));
    }

    #[test]
    fn a_photo_may_say_it_is_a_png_a_jpeg_or_just_bytes() {
        let with = |t: &'static str| {
            let mut h = HeaderMap::new();
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(t));
            photo_type(&h)
        };
        assert!(photo_type(&HeaderMap::new()));
        for ok in ["image/jpeg", "image/png", "application/octet-stream", "IMAGE/JPEG; charset=binary"] {
            assert!(with(ok), "{ok}");
        }
        for bad in ["text/plain", "multipart/form-data; boundary=x", "image/heic"] {
            assert!(!with(bad), "{bad}");
        }
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

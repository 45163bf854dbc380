//! A phone sends a photo into the card being edited: while the studio is open, the phones' server
//! listens with a secret of the studio's own (a forged one gets "Not found", as a forged seat's
//! does, under the same connection limits); the studio shows its address as a QR code and takes
//! each photo that arrives as it takes a file.

use crate::app::menus::studio::work::Wake;
use crate::i18n::{Msg, Texts};
use crate::phone::{PhoneServer, StartError, StudioWords, Token};

/// The studio's link to phones.
pub(crate) enum PhoneLink {
    /// Listening: the address the QR code gives.
    Listening { server: PhoneServer, address: String },
    /// The server could not start (the system's words).
    Failed(StartError),
}

impl PhoneLink {
    /// Listens on `port` (another free one when it is taken), with a new secret.
    pub fn start(port: u16, texts: &Texts, wake: Option<Wake>) -> PhoneLink {
        let token = Token::new();
        let waker = || wake.clone().map(|w| Box::new(move || w()) as Box<dyn Fn() + Send + Sync>);
        let started = match PhoneServer::start_studio(port, token.clone(), words(texts), waker()) {
            Err(StartError::PortInUse(_)) if port != 0 => {
                PhoneServer::start_studio(0, token.clone(), words(texts), waker())
            }
            other => other,
        };
        match started {
            Ok(server) => {
                let host =
                    crate::phone::lan_addresses().main.map_or_else(|| "127.0.0.1".to_string(), |h| h.to_string());
                let address = format!("http://{host}:{}/s/{}", server.port(), token.as_str());
                PhoneLink::Listening { server, address }
            }
            Err(e) => PhoneLink::Failed(e),
        }
    }

    /// The photos phones sent since the last call.
    pub fn photos(&mut self) -> Vec<Vec<u8>> {
        match self {
            PhoneLink::Listening { server, .. } => std::iter::from_fn(|| server.next_photo()).collect(),
            PhoneLink::Failed(_) => Vec::new(),
        }
    }
}

/// What the phone's page says, in the game's language.
fn words(texts: &Texts) -> StudioWords {
    StudioWords {
        lang: texts.language().code().to_string(),
        title: texts.get(Msg::StudioPhoneTitle),
        take: texts.get(Msg::StudioPhoneTake),
        choose: texts.get(Msg::StudioPhoneChoose),
        sending: texts.get(Msg::StudioPhoneSending),
        sent: texts.get(Msg::StudioPhoneSent),
        too_large: crate::tr!(texts, StudioPhoneTooLarge, mb = crate::phone::MAX_PHOTO_BYTES >> 20),
        not_an_image: texts.get(Msg::StudioPhoneNotAnImage),
        too_many_pixels: texts.get(Msg::StudioPhoneTooManyPixels),
        busy: texts.get(Msg::StudioPhoneBusy),
        closed: texts.get(Msg::StudioPhoneClosed),
        failed: texts.get(Msg::StudioPhoneFailed),
    }
}

//! The desktop's own file dialog, where there is one: on Linux and the BSDs the XDG desktop
//! portal's file chooser (GNOME, KDE and the others draw it, sandboxes included), asked on a
//! thread of its own. Where there is none (no portal, a minimal desktop, a tiling window manager,
//! Windows and macOS in this version) the answer is [`Asked::Unavailable`] at once and the game
//! opens its own file browser instead: the player never sees an error instead of a way on.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};

/// Set to `game` to always use the game's own file browser (tests; a desktop whose portal
/// misbehaves).
pub const DIALOG_VAR: &str = "UNO_PARTY_FILE_DIALOG";

/// Whether the screens ask the desktop's dialog first (the headless tests click the game's
/// own browser).
#[derive(bevy::prelude::Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileDialogs {
    /// Ask the desktop's dialog first.
    pub desktop: bool,
}

impl Default for FileDialogs {
    fn default() -> FileDialogs {
        FileDialogs { desktop: true }
    }
}

/// What the desktop's dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// This file was chosen.
    Chosen(PathBuf),
    /// The dialog was closed without a choice.
    Cancelled,
    /// There is no desktop dialog to ask (why, in the system's words, for the log).
    Unavailable(String),
}

/// What the dialog looks for.
#[derive(Clone, Debug)]
pub struct Wanted {
    /// The dialog's title.
    pub title: String,
    /// The filter's name ("Pictures").
    pub filter: String,
    /// The types it shows.
    pub mime_types: Vec<&'static str>,
    /// The file patterns it shows (`*.unodeck`).
    pub patterns: Vec<&'static str>,
}

/// A dialog open on the desktop, answered on a thread.
#[derive(Clone)]
pub struct DesktopDialog {
    answer: Arc<Mutex<Receiver<Asked>>>,
}

impl std::fmt::Debug for DesktopDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DesktopDialog")
    }
}

impl DesktopDialog {
    /// Opens the desktop's dialog for `wanted`; `wake` is called when it has answered.
    pub fn open(wanted: Wanted, wake: Option<Arc<dyn Fn() + Send + Sync>>) -> DesktopDialog {
        let (tx, answer) = channel();
        if std::env::var(DIALOG_VAR).is_ok_and(|v| v == "game") {
            let _ = tx.send(Asked::Unavailable(format!("{DIALOG_VAR}=game")));
            return DesktopDialog { answer: Arc::new(Mutex::new(answer)) };
        }
        let spawned = std::thread::Builder::new().name("file dialog".into()).spawn(move || {
            let asked = ask(wanted);
            let _ = tx.send(asked);
            if let Some(w) = wake {
                w();
            }
        });
        if let Err(e) = spawned {
            let (tx, answer) = channel();
            let _ = tx.send(Asked::Unavailable(e.to_string()));
            return DesktopDialog { answer: Arc::new(Mutex::new(answer)) };
        }
        DesktopDialog { answer: Arc::new(Mutex::new(answer)) }
    }

    /// The answer, once there is one.
    pub fn answer(&self) -> Option<Asked> {
        let Ok(answer) = self.answer.lock() else { return Some(Asked::Unavailable("the dialog's lock".into())) };
        match answer.try_recv() {
            Ok(a) => Some(a),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Asked::Unavailable("the dialog's thread ended".into())),
        }
    }
}

#[cfg(all(unix, not(target_vendor = "apple")))]
fn ask(wanted: Wanted) -> Asked {
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_none() && std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        return Asked::Unavailable("no D-Bus session".into());
    }
    let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => return Asked::Unavailable(e.to_string()),
    };
    runtime.block_on(async move {
        use ashpd::desktop::file_chooser::{FileFilter, SelectedFiles};
        let mut filter = FileFilter::new(&wanted.filter);
        for m in &wanted.mime_types {
            filter = filter.mimetype(m);
        }
        for p in &wanted.patterns {
            filter = filter.glob(p);
        }
        // Answered when the person closes the dialog (no time limit: the game's own browser
        // stays one click away meanwhile); at once where there is no portal.
        let asked = SelectedFiles::open_file()
            .title(wanted.title.as_str())
            .modal(true)
            .multiple(false)
            .filter(filter)
            .send()
            .await;
        let request = match asked {
            Ok(r) => r,
            Err(ashpd::Error::Response(_)) => return Asked::Cancelled,
            Err(e) => return Asked::Unavailable(e.to_string()),
        };
        match request.response() {
            Ok(files) => match files.uris().first().and_then(|u| u.to_file_path().ok()) {
                Some(path) => Asked::Chosen(path),
                None => Asked::Cancelled,
            },
            Err(ashpd::Error::Response(_)) => Asked::Cancelled,
            Err(e) => Asked::Unavailable(e.to_string()),
        }
    })
}

#[cfg(not(all(unix, not(target_vendor = "apple"))))]
fn ask(_wanted: Wanted) -> Asked {
    Asked::Unavailable("no desktop dialog in this version on this system".into())
}

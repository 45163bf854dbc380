//! Opening a folder in the system's file manager (the folder of a damaged file or of a saved
//! match, the themes folder), and what came of it. The opener runs on a thread of its own: a file
//! manager may take seconds to start, and `xdg-open` may find no program to use at all, which it
//! says only by its exit status. The menus say "Opened" only once the opener said so.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::app::core::commands::UiCommand;
use crate::i18n::Message;
use crate::msg;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Folders>().add_systems(Update, open_asked);
}

/// How long the opener may run before it counts as opened: a file manager started by it keeps
/// running (some openers wait for it), one that failed has said so by then.
const OPENED_AFTER: Duration = Duration::from_secs(4);

/// What came of opening a folder.
#[derive(Clone, Debug, PartialEq)]
pub enum FolderOutcome {
    /// The file manager is being started.
    Opening,
    /// The folder is open in the file manager.
    Opened,
    /// It could not be opened: why, with the folder's whole path (to open it by hand).
    Failed(Message),
}

/// The folder last asked to be opened, and what came of it.
#[derive(Resource, Default)]
pub struct Folders {
    last: Option<(PathBuf, Arc<Mutex<FolderOutcome>>)>,
}

impl Folders {
    /// What came of opening `folder`, when it is the folder last asked for.
    pub fn outcome(&self, folder: &Path) -> Option<FolderOutcome> {
        let (last, outcome) = self.last.as_ref()?;
        (last == folder).then(|| outcome.lock().unwrap_or_else(|p| p.into_inner()).clone())
    }

    /// True while a file manager is being started (the window keeps drawing to say how it went).
    pub fn opening(&self) -> bool {
        self.last.as_ref().is_some_and(|(_, o)| *o.lock().unwrap_or_else(|p| p.into_inner()) == FolderOutcome::Opening)
    }

    /// Opens `folder` in the system's file manager (created first when missing), on a thread.
    pub fn open(&mut self, folder: &Path) {
        self.open_using(opener(), folder);
    }

    /// Opens `folder` with `program`, on a thread.
    fn open_using(&mut self, program: &'static str, folder: &Path) {
        let outcome = Arc::new(Mutex::new(FolderOutcome::Opening));
        self.last = Some((folder.to_path_buf(), outcome.clone()));
        let dir = folder.to_path_buf();
        let said = outcome.clone();
        let started = std::thread::Builder::new().name("open folder".into()).spawn(move || {
            let verdict = match open_with(program, &dir) {
                Ok(()) => FolderOutcome::Opened,
                Err(why) => FolderOutcome::Failed(why),
            };
            *said.lock().unwrap_or_else(|p| p.into_inner()) = verdict;
        });
        if let Err(e) = started {
            *outcome.lock().unwrap_or_else(|p| p.into_inner()) =
                FolderOutcome::Failed(not_opened(program, &e.to_string(), folder));
        }
    }
}

/// What an opener that failed says of why: its last line that is not a warning (`xdg-open` warns
/// first, then says it found no program: "xdg-open: no method available for opening '…'").
fn failure_line(said: &str) -> Option<&str> {
    let lines = || said.lines().map(str::trim).filter(|l| !l.is_empty());
    lines().rev().find(|l| !l.to_lowercase().contains("warning")).or_else(|| lines().next_back())
}

/// The message of a folder that could not be opened: the program, why, and the whole path.
fn not_opened(program: &str, reason: &str, folder: &Path) -> Message {
    msg!(ThemeFolderNotOpened, program = program, reason = reason, folder = folder.display().to_string())
}

/// The system's opener of folders.
fn opener() -> &'static str {
    if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    }
}

/// Opens `dir` with `program` (the system's opener) and waits for its verdict: its exit status,
/// or its still running after [`OPENED_AFTER`] (a file manager it started in its place).
fn open_with(program: &str, dir: &Path) -> Result<(), Message> {
    std::fs::create_dir_all(dir)
        .map_err(|e| msg!(ThemeFolderNotMade, folder = dir.display().to_string(), reason = e.to_string()))?;
    let mut child = std::process::Command::new(program)
        .arg(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| not_opened(program, &e.to_string(), dir))?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            // Explorer answers 1 even when it opened the folder.
            Ok(Some(status)) if status.success() || program == "explorer" => return Ok(()),
            Ok(Some(status)) => {
                let mut said = String::new();
                if let Some(mut err) = child.stderr.take() {
                    use std::io::Read;
                    let _ = err.read_to_string(&mut said);
                }
                let reason = failure_line(&said).map_or_else(
                    || status.code().map_or_else(|| status.to_string(), |c| format!("exit status {c}")),
                    str::to_string,
                );
                return Err(not_opened(program, &reason, dir));
            }
            Ok(None) if start.elapsed() >= OPENED_AFTER => {
                // Left running: it is the file manager, or waits on it.
                std::thread::spawn(move || child.wait());
                return Ok(());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(not_opened(program, &e.to_string(), dir)),
        }
    }
}

/// Opens the folders the menus ask for.
fn open_asked(mut read: MessageReader<UiCommand>, mut folders: ResMut<Folders>) {
    for c in read.read() {
        if let UiCommand::OpenFolder(folder) = c {
            folders.open(folder);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Msg;

    fn scratch(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("uno-open-{name}-{}", std::process::id()))
    }

    /// An opener that fails (as `xdg-open` does with no program to use: a non-zero exit) or that
    /// is missing is said so, with the folder's path; only one that succeeds counts as opened.
    #[cfg(unix)]
    #[test]
    fn a_folder_counts_as_opened_only_when_the_opener_says_so() {
        let dir = scratch("verdict");
        let failed = open_with("false", &dir).expect_err("a failing opener");
        assert_eq!(failed.id, Msg::ThemeFolderNotOpened);
        let missing = open_with("no-such-opener-program", &dir).expect_err("a missing opener");
        assert_eq!(missing.id, Msg::ThemeFolderNotOpened);
        assert_eq!(open_with("true", &dir), Ok(()));
        let _ = std::fs::remove_dir(&dir);
    }

    /// The reason told is the opener's error, not a warning printed before it.
    #[test]
    fn the_reason_is_the_error_not_the_warning_before_it() {
        let said = "WARNING: You don't seem to have any mimeinfo.cache files.\n\
                    xdg-open: no method available for opening '/tmp/x'\n";
        assert_eq!(failure_line(said), Some("xdg-open: no method available for opening '/tmp/x'"));
        assert_eq!(failure_line("WARNING: only this\n"), Some("WARNING: only this"));
        assert_eq!(failure_line("\n  \n"), None);
    }

    /// The resource follows the opener: opening first, then its verdict, for that folder only.
    #[cfg(unix)]
    #[test]
    fn the_outcome_is_that_of_the_folder_asked_for() {
        let dir = scratch("outcome");
        let mut folders = Folders::default();
        folders.open_using("false", &dir);
        assert!(folders.outcome(&scratch("other")).is_none());
        let start = Instant::now();
        while folders.opening() && start.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(matches!(folders.outcome(&dir), Some(FolderOutcome::Failed(_))), "{:?}", folders.outcome(&dir));
        let _ = std::fs::remove_dir(&dir);
    }
}

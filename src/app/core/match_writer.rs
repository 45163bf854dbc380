//! The match writer: match files (the autosave, replays, saved matches) are written on a worker
//! thread, the latest of each only, so a frame never waits for the disk; a file is replaced whole
//! (written aside, then renamed), so a killed game leaves the last one written. A file that cannot
//! be written (a full disk, no file descriptor left) is tried again every [`RETRY_SECONDS`] until
//! it is, and the table says so in words both times.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::app::core::commands::TableNote;
use crate::app::core::match_file::{MatchFile, REPLAYS_KEPT, prune_replays, write_match};
use crate::msg;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, flush_on_exit).add_systems(Update, tell_news);
}

/// A file that could not be written is tried again after this many seconds.
pub const RETRY_SECONDS: u64 = 2;

/// Why a file could not be written, in words a player can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteTrouble {
    /// The disk is full.
    DiskFull,
    /// The game has too many files open (a flood of connections, another program).
    TooManyFiles,
    /// The system does not let the game write there.
    NotAllowed,
    /// Something else: the system's own words.
    Other(String),
}

impl WriteTrouble {
    /// The trouble behind `e`.
    pub fn of(e: &std::io::Error) -> WriteTrouble {
        use std::io::ErrorKind;
        #[cfg(unix)]
        if matches!(e.raw_os_error(), Some(libc::EMFILE | libc::ENFILE)) {
            return WriteTrouble::TooManyFiles;
        }
        match e.kind() {
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => WriteTrouble::DiskFull,
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => WriteTrouble::NotAllowed,
            _ => {
                // The system's sentence without its number ("Is a directory (os error 21)").
                let text = e.to_string();
                let text = text.split(" (os error").next().unwrap_or_default().to_string();
                WriteTrouble::Other(text)
            }
        }
    }

    /// The reason, as the player reads it.
    pub fn message(&self) -> crate::i18n::Message {
        match self {
            WriteTrouble::DiskFull => msg!(WriteWhyDiskFull),
            WriteTrouble::TooManyFiles => msg!(WriteWhyTooManyFiles),
            WriteTrouble::NotAllowed => msg!(WriteWhyNotAllowed),
            WriteTrouble::Other(text) => msg!(WriteWhyOther, detail = text.as_str()),
        }
    }
}

/// What the worker has to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteNews {
    /// This file could not be written, for this reason: it is tried again.
    Failed(String, WriteTrouble),
    /// This file, which could not be written before, is written now.
    Written(String),
}

/// What the worker is asked to do.
enum Job {
    /// Write this match to this file.
    Write(PathBuf, Box<MatchFile>),
    /// Say when everything asked before is written.
    Flush(Sender<()>),
}

/// The worker thread that writes match files.
#[derive(Resource)]
pub struct Saver {
    jobs: Sender<Job>,
    outcomes: Arc<Mutex<Outcomes>>,
}

/// What the worker tells: news for the player, and how many tries failed.
#[derive(Default)]
struct Outcomes {
    news: Vec<WriteNews>,
    failed_tries: u64,
}

impl Saver {
    /// Starts the worker. Replays go to `replays`, of which the newest [`REPLAYS_KEPT`] stay.
    pub fn start(replays: PathBuf) -> Saver {
        let (jobs, rx) = channel();
        let outcomes = Arc::new(Mutex::new(Outcomes::default()));
        let told = outcomes.clone();
        std::thread::Builder::new()
            .name("match writer".into())
            .spawn(move || work(rx, replays, &told))
            .expect("the match writer thread starts");
        Saver { jobs, outcomes }
    }

    /// What happened to files that could not be written, since the last call.
    pub fn take_news(&self) -> Vec<WriteNews> {
        std::mem::take(&mut lock(&self.outcomes).news)
    }

    /// How many tries to write a file have failed so far (each try again counts).
    pub fn failed_tries(&self) -> u64 {
        lock(&self.outcomes).failed_tries
    }

    /// Asks for `file` to be written to `path` (a later request for the same path replaces it).
    pub fn write(&self, path: PathBuf, file: MatchFile) {
        let _ = self.jobs.send(Job::Write(path, Box::new(file)));
    }

    /// Waits (at most `limit`) until everything asked so far is on disk.
    pub fn flush(&self, limit: Duration) -> bool {
        let (done, wait) = channel();
        self.jobs.send(Job::Flush(done)).is_ok() && wait.recv_timeout(limit).is_ok()
    }
}

/// The worker: takes every waiting request, keeps the latest for each file, writes them; those
/// that fail stay, and are tried again every [`RETRY_SECONDS`] (a newer request replaces them).
fn work(rx: Receiver<Job>, replays: PathBuf, outcomes: &Mutex<Outcomes>) {
    let mut failed: BTreeMap<PathBuf, Box<MatchFile>> = BTreeMap::new();
    // Files that failed and have not been written since: said once when they fail, once when
    // they are written.
    let mut retrying: BTreeSet<PathBuf> = BTreeSet::new();
    loop {
        let first = if failed.is_empty() {
            match rx.recv() {
                Ok(job) => Some(job),
                Err(_) => return,
            }
        } else {
            match rx.recv_timeout(Duration::from_secs(RETRY_SECONDS)) {
                Ok(job) => Some(job),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return,
            }
        };
        let mut latest = std::mem::take(&mut failed);
        let mut flushes = Vec::new();
        for job in first.into_iter().chain(rx.try_iter()) {
            match job {
                Job::Write(path, file) => {
                    latest.insert(path, file);
                }
                Job::Flush(done) => flushes.push(done),
            }
        }
        for (path, file) in latest {
            let new_replay = path.starts_with(&replays) && !path.exists();
            let start = Instant::now();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            match write_match(&path, &file) {
                Ok(()) => {
                    debug!("wrote {} in {:?}", path.display(), start.elapsed());
                    if retrying.remove(&path) {
                        lock(outcomes).news.push(WriteNews::Written(name));
                    }
                }
                Err(e) => {
                    warn!("could not write {}: {e}", path.display());
                    let mut told = lock(outcomes);
                    told.failed_tries += 1;
                    if retrying.insert(path.clone()) {
                        told.news.push(WriteNews::Failed(name, WriteTrouble::of(&e)));
                    }
                    drop(told);
                    failed.insert(path, file);
                }
            }
            if new_replay {
                prune_replays(&replays, REPLAYS_KEPT);
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}

/// The worker's outcomes, even after a panic elsewhere (they stay valid).
fn lock(outcomes: &Mutex<Outcomes>) -> std::sync::MutexGuard<'_, Outcomes> {
    outcomes.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A file that could not be written, and one written again after that, said at the table.
fn tell_news(saver: Option<Res<Saver>>, mut notes: MessageWriter<TableNote>) {
    let Some(saver) = saver else { return };
    for news in saver.take_news() {
        notes.write(TableNote(match news {
            WriteNews::Failed(file, why) => msg!(NoticeWriteFailed, file = file, why = why.message()),
            WriteNews::Written(file) => msg!(NoticeWrittenAgain, file = file),
        }));
    }
}

/// A closing game waits (briefly) for its last match file.
fn flush_on_exit(mut exit: MessageReader<AppExit>, saver: Option<Res<Saver>>) {
    if exit.read().next().is_some()
        && let Some(saver) = saver
    {
        saver.flush(Duration::from_secs(3));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_trouble_is_said_in_words_a_player_can_act_on() {
        let io = |kind| std::io::Error::new(kind, "x");
        assert_eq!(WriteTrouble::of(&io(std::io::ErrorKind::StorageFull)), WriteTrouble::DiskFull);
        assert_eq!(WriteTrouble::of(&io(std::io::ErrorKind::PermissionDenied)), WriteTrouble::NotAllowed);
        #[cfg(unix)]
        assert_eq!(WriteTrouble::of(&std::io::Error::from_raw_os_error(libc::EMFILE)), WriteTrouble::TooManyFiles);
        let other = WriteTrouble::of(&std::io::Error::other("the system's words (os error 99)"));
        assert_eq!(other, WriteTrouble::Other("the system's words".into()));
        for language in [crate::language::Language::English, crate::language::Language::Italian] {
            let texts = crate::i18n::Texts::new(language);
            let said =
                texts.render(&msg!(NoticeWriteFailed, file = "autosave.ron", why = WriteTrouble::DiskFull.message()));
            assert!(said.contains("autosave.ron") && !said.contains('{'), "{said}");
        }
    }
}

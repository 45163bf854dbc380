//! The match writer: match files (the autosave, replays, saved matches) are written on a worker
//! thread, the latest of each only, so a frame never waits for the disk; a file is replaced whole
//! (written aside, then renamed), so a killed game leaves the last one written.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::app::core::match_file::{MatchFile, REPLAYS_KEPT, prune_replays, write_match};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, flush_on_exit);
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
}

impl Saver {
    /// Starts the worker. Replays go to `replays`, of which the newest [`REPLAYS_KEPT`] stay.
    pub fn start(replays: PathBuf) -> Saver {
        let (jobs, rx) = channel();
        std::thread::Builder::new()
            .name("match writer".into())
            .spawn(move || work(rx, replays))
            .expect("the match writer thread starts");
        Saver { jobs }
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

/// The worker: takes every waiting request, keeps the latest for each file, writes them.
fn work(rx: Receiver<Job>, replays: PathBuf) {
    while let Ok(first) = rx.recv() {
        let mut latest: BTreeMap<PathBuf, Box<MatchFile>> = BTreeMap::new();
        let mut flushes = Vec::new();
        for job in std::iter::once(first).chain(rx.try_iter()) {
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
            match write_match(&path, &file) {
                Ok(()) => debug!("wrote {} in {:?}", path.display(), start.elapsed()),
                Err(e) => warn!("could not write {}: {e}", path.display()),
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

/// A closing game waits (briefly) for its last match file.
fn flush_on_exit(mut exit: MessageReader<AppExit>, saver: Option<Res<Saver>>) {
    if exit.read().next().is_some()
        && let Some(saver) = saver
    {
        saver.flush(Duration::from_secs(3));
    }
}

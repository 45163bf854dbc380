//! A match on disk: the autosave, a saved match and a replay are one format. A match is its
//! set-up and its log of actions (the engine is deterministic); the game state kept beside the
//! log is a cache, checked against the log when the file is opened. Files live in the data folder:
//! `autosave.ron`, `saves/`, `replays/`.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::app::core::party::{SeatSetup, Seated};
use crate::engine::{Game, MatchLog, Phase, RoundResult, Seat};
use crate::storage::{FileProblem, FileTrouble, MatchProblem, ReadText, read_text, set_file_aside, write_durable};

/// The format of match files this version writes; it opens every earlier one. Format 2 added
/// `undos` (format 1 files have none: 0).
pub const MATCH_FORMAT: u32 = 2;

/// How many replays are kept: the oldest go first.
pub const REPLAYS_KEPT: usize = 200;

/// A whole match: who plays, the log, and what the table showed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchFile {
    /// The format it was written in.
    pub version: u32,
    /// When the match started, seconds since 1970 (UTC); with the seed, the match's identity.
    pub started_at: i64,
    /// When the file was written, seconds since 1970 (UTC).
    pub saved_at: i64,
    /// The seats: names, people or computer players and their levels.
    pub seats: Vec<SeatSetup>,
    /// The seed of each computer player (0 for a person).
    pub bot_seeds: Vec<u64>,
    /// The name of the rule profile.
    pub profile: String,
    /// The set-up and every action accepted.
    pub log: MatchLog,
    /// The game after the log (a cache: the log decides). Replays leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<Game>,
    /// The rounds played, for the scoreboard.
    pub history: Vec<RoundResult>,
    /// The card theme in use.
    pub theme: String,
    /// Whose screen it was (`None`: the curtain, or a table of computer players).
    pub viewer: Option<Seat>,
    /// The seed of the table's first match and how many matches it has started (for the next).
    pub table_seed: u64,
    /// Matches started at the table.
    pub matches: u64,
    /// How many times Undo was used in the match (format 2).
    #[serde(default)]
    pub undos: u32,
    /// Whether hints were allowed in the match (files without it: no).
    #[serde(default)]
    pub hints: bool,
    /// How many hints were asked for in the match.
    #[serde(default)]
    pub hints_used: u32,
}

impl MatchFile {
    /// The game the log gives (checked against the cached state when there is one).
    pub fn game(&self) -> Option<&Game> {
        self.state.as_ref()
    }

    /// True once the match is decided.
    pub fn finished(&self) -> bool {
        self.state.as_ref().is_some_and(|g| matches!(g.phase(), Phase::MatchOver { .. }))
    }

    /// The file's name for this match (`20261202-140512-3fa9c1.ron`): sorted by start, unique by seed.
    pub fn file_name(&self) -> String {
        let when = chrono::DateTime::from_timestamp(self.started_at, 0).unwrap_or_default();
        format!("{}-{:06x}.ron", when.format("%Y%m%d-%H%M%S"), self.log.seed & 0xff_ffff)
    }

    /// The file as RON.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().compact_arrays(true))
            .expect("a match always serialises")
    }
}

/// Only the format number, read first: a file from a newer version is named as such, not as
/// damaged.
#[derive(Deserialize)]
struct Format {
    version: u32,
}

/// Reads a match file and plays its log again (the state kept in it must be what the log gives;
/// the replayed game is the one used).
/// A file that cannot be used is set aside as `.bak` and said why; nothing else is touched.
pub fn read_match(path: &Path) -> Result<MatchFile, MatchProblem> {
    let aside = |what| MatchProblem(Box::new(set_file_aside(path, what)));
    let text = match read_text(path) {
        ReadText::Text(t) => t,
        // Bytes that are not text are a damaged file like any other.
        ReadText::Trouble(FileTrouble::NotText) => return Err(aside(FileTrouble::NotText)),
        ReadText::Trouble(what) => {
            // A file that cannot be read at all is left where it is.
            return Err(MatchProblem(Box::new(FileProblem { path: path.to_path_buf(), what, aside: None })));
        }
        ReadText::Missing => {
            let what = FileTrouble::Unreadable(std::io::Error::from(std::io::ErrorKind::NotFound).to_string());
            return Err(MatchProblem(Box::new(FileProblem { path: path.to_path_buf(), what, aside: None })));
        }
    };
    if text.trim().is_empty() {
        return Err(aside(FileTrouble::Empty));
    }
    let opts = ron::Options::default();
    if let Ok(Format { version }) = crate::ron_file::parse_ron::<Format>(&text, &opts)
        && version > MATCH_FORMAT
    {
        return Err(aside(FileTrouble::NewerVersion(version)));
    }
    let mut file: MatchFile = match crate::ron_file::parse_ron(&text, &opts) {
        Ok(f) => f,
        Err(e) => return Err(aside(FileTrouble::Invalid(e))),
    };
    let game = match file.log.replay() {
        Ok(g) => g,
        Err(e) => return Err(aside(FileTrouble::Refused(e))),
    };
    // What players were seen to lack is worked out again by the replay: a file saved by an earlier
    // version, which counted the cards drawn since otherwise, is still the same match.
    if file.state.as_ref().is_some_and(|s| !s.same_position(&game)) || file.seats.len() != game.seats() {
        return Err(aside(FileTrouble::Inconsistent));
    }
    file.state = Some(game);
    Ok(file)
}

/// Where the matches are kept.
#[derive(bevy::prelude::Resource, Clone, Debug)]
pub struct MatchStore {
    dir: PathBuf,
}

impl MatchStore {
    /// The matches in `dir`.
    pub fn new(dir: PathBuf) -> MatchStore {
        MatchStore { dir }
    }

    /// The matches in the user's data folder.
    pub fn user() -> MatchStore {
        MatchStore::new(crate::storage::data_dir())
    }

    /// The match in play, saved after every action.
    pub fn autosave(&self) -> PathBuf {
        self.dir.join("autosave.ron")
    }

    /// The folder of saved matches.
    pub fn saves(&self) -> PathBuf {
        self.dir.join("saves")
    }

    /// The folder of replays.
    pub fn replays(&self) -> PathBuf {
        self.dir.join("replays")
    }
}

/// Every match file in `dir`, newest first, with the problems of those that cannot be opened
/// (set aside).
pub fn list_matches(dir: &Path) -> (Vec<(PathBuf, MatchFile)>, Vec<MatchProblem>) {
    let mut found = Vec::new();
    let mut problems = Vec::new();
    for path in match_paths(dir).into_iter().rev() {
        match read_match(&path) {
            Ok(f) => found.push((path, f)),
            Err(p) => problems.push(p),
        }
    }
    (found, problems)
}

/// The `.ron` files of `dir`, oldest first (their names begin with the time the match started).
fn match_paths(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut paths: Vec<PathBuf> =
        entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "ron")).collect();
    paths.sort();
    paths
}

/// Writes a match file atomically, synced to the disk before it replaces the old one.
pub fn write_match(path: &Path, file: &MatchFile) -> std::io::Result<()> {
    write_durable(path, &file.to_ron())
}

/// Keeps the newest `keep` replays of `dir`, removing the oldest.
pub fn prune_replays(dir: &Path, keep: usize) {
    let paths = match_paths(dir);
    let extra = paths.len().saturating_sub(keep);
    for p in &paths[..extra] {
        let _ = std::fs::remove_file(p);
    }
}

/// Seconds since 1970, now.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// A moment as the computer's local time, in the pattern of the language in use
/// (`%d/%m/%Y %H:%M`).
/// A pattern the translation files got wrong gives the ISO form instead.
pub fn local_time(secs: i64, pattern: &str) -> String {
    let valid = !chrono::format::StrftimeItems::new(pattern).any(|i| matches!(i, chrono::format::Item::Error));
    let pattern = if valid { pattern } else { "%Y-%m-%d %H:%M" };
    let utc = chrono::DateTime::from_timestamp(secs, 0).unwrap_or_default();
    utc.with_timezone(&chrono::Local).format(pattern).to_string()
}

impl Seated for MatchFile {
    fn seat_list(&self) -> &[SeatSetup] {
        &self.seats
    }
}

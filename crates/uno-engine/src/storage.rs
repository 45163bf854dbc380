//! Files on disk: settings, the last party set-up and saved rule profiles, as RON in the user's
//! config folder. Every write is atomic (a temporary file, then a rename); a file that cannot be
//! read is kept aside as `.bak` with a message naming the file and line, and defaults are used,
//! so nothing is ever lost or overwritten silently.

use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The environment variable that moves the config folder (tests, portable installs).
pub const CONFIG_DIR_VAR: &str = "UNO_PARTY_CONFIG_DIR";

/// The folder the game keeps its files in.
pub fn config_dir() -> PathBuf {
    user_dir(CONFIG_DIR_VAR, directories::ProjectDirs::config_dir, "uno-party")
}

/// The environment variable that moves the data folder, where user card themes live (tests,
/// portable installs).
pub const DATA_DIR_VAR: &str = "UNO_PARTY_DATA_DIR";

/// The folder for the player's own things: card themes.
pub fn data_dir() -> PathBuf {
    user_dir(DATA_DIR_VAR, directories::ProjectDirs::data_dir, "uno-party-data")
}

/// The folder named by the environment variable `var`, else the platform's folder of this kind,
/// else one in the temporary folder.
fn user_dir(var: &str, kind: fn(&directories::ProjectDirs) -> &Path, temp: &str) -> PathBuf {
    if let Some(dir) = std::env::var_os(var) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "uno-party")
        .map(|d| kind(&d).to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join(temp))
}

/// The folder of the player's card themes, one folder each.
pub fn themes_dir() -> PathBuf {
    data_dir().join("themes")
}

/// Writes `text` to `path` atomically: a temporary file in the same folder, then a rename.
pub fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
    write_replacing(path, text, false)
}

/// Writes `text` to `path` atomically and on the disk before it replaces the old file: a power cut
/// or a flat battery leaves the old file or the new one, never an empty one. For the files a
/// player must not lose (settings, the party, profiles, matches).
pub fn write_durable(path: &Path, text: &str) -> io::Result<()> {
    write_replacing(path, text, true)
}

fn write_replacing(path: &Path, text: &str, sync: bool) -> io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("{}.tmp", path.extension().and_then(|e| e.to_str()).unwrap_or("")));
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(text.as_bytes())?;
    if sync {
        file.sync_all()?;
    }
    drop(file);
    std::fs::rename(&tmp, path)
}

/// What reading a file gave.
#[derive(Debug)]
pub enum Loaded<T> {
    /// There is no such file yet.
    Missing,
    /// The file was read.
    Read(T),
    /// The file could not be read: it was moved to `backup`, and `message` says why.
    Damaged {
        /// For the player: which file, which line, what is wrong, where it was kept.
        message: FileProblem,
        /// Where the damaged file now is.
        backup: PathBuf,
    },
}

impl<T> Loaded<T> {
    /// The value, or the default when missing or damaged (with the problem, if any).
    pub fn or_default(self) -> (T, Option<FileProblem>)
    where
        T: Default,
    {
        match self {
            Loaded::Read(v) => (v, None),
            Loaded::Missing => (T::default(), None),
            Loaded::Damaged { message, .. } => (T::default(), Some(message)),
        }
    }
}

/// A file of the game that could not be used, for the player: which file, what is wrong with it
/// and where it was kept. Its `Display` is in English (logs, the command line); the game says it
/// in the player's language (`Localize` in `crate::i18n`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub what: FileTrouble,
    /// What became of a damaged file; `None` when it was left where it is.
    pub aside: Option<SetAside>,
}

/// What is wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileTrouble {
    /// The file cannot be read: the system's reason.
    Unreadable(String),
    /// The file's text is not valid: the line and what is wrong.
    Invalid(crate::ron_file::RonError),
    /// A rule file gives something its rules do not use (the file is still used).
    Unused(crate::engine::RuleWarning),
    /// The file is empty.
    Empty,
    /// The file's bytes are not text (not UTF-8): not a file the game wrote, or one damaged on
    /// the disk.
    NotText,
    /// A match written by a newer version of the game (its format number).
    NewerVersion(u32),
    /// A match whose actions the engine refuses when it plays them again.
    Refused(crate::engine::ReplayError),
    /// A match whose saved state is not what its actions give.
    Inconsistent,
}

/// What became of a damaged file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetAside {
    /// It was renamed to this file, and the defaults are used.
    KeptMatches(PathBuf),
    /// It could not be renamed (the system's reason); the defaults are used.
    Failed(String),
}

impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        match &self.what {
            FileTrouble::Unreadable(e) => write!(f, "{path} cannot be read: {e}")?,
            FileTrouble::Invalid(e) => write!(f, "{path}: {e}")?,
            FileTrouble::Unused(w) => write!(f, "{path}: {w}")?,
            FileTrouble::Empty => write!(f, "{path} is empty")?,
            FileTrouble::NotText => {
                write!(f, "{path} cannot be used: its content is not text (damaged, or not a file of the game)")?
            }
            FileTrouble::NewerVersion(v) => {
                write!(f, "{path} was written by a newer version of the game (format {v}); update the game to open it")?
            }
            FileTrouble::Refused(e) => write!(f, "{path}: {e}")?,
            FileTrouble::Inconsistent => write!(f, "{path}: its saved state is not what its moves give")?,
        }
        match &self.aside {
            Some(SetAside::KeptMatches(backup)) => {
                write!(f, ". It was kept as {} and defaults are used.", backup.display())
            }
            Some(SetAside::Failed(e)) => write!(f, ". It could not be set aside ({e}); defaults are used."),
            None => Ok(()),
        }
    }
}

/// A match file (the autosave, a saved match, a replay) that could not be opened: like a
/// [`FileProblem`], but what goes on is the other matches, not defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchProblem(pub Box<FileProblem>);

impl std::fmt::Display for MatchProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let goes_on = "; the other matches are not affected.";
        fmt_set_aside(f, &self.0, [goes_on, goes_on])
    }
}

/// `problem` for the logs, then where it was kept and what goes on (`goes_on`: the sentence's end
/// after the backup's path, and after the reason it could not be set aside).
fn fmt_set_aside(f: &mut std::fmt::Formatter<'_>, problem: &FileProblem, goes_on: [&str; 2]) -> std::fmt::Result {
    write!(f, "{}", FileProblem { aside: None, ..problem.clone() })?;
    match &problem.aside {
        Some(SetAside::KeptMatches(b)) => write!(f, ". It was kept as {}{}", b.display(), goes_on[0]),
        Some(SetAside::Failed(e)) => write!(f, ". It could not be set aside ({e}){}", goes_on[1]),
        None => Ok(()),
    }
}

/// What reading a text file gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadText {
    /// Its text.
    Text(String),
    /// There is no such file.
    Missing,
    /// It could not be read, or its bytes are not text ([`FileTrouble::Unreadable`] or
    /// [`FileTrouble::NotText`]).
    Trouble(FileTrouble),
}

/// Reads a file the game wrote as text, telling a file that is not there, one the system cannot
/// read and one whose bytes are not text apart.
pub fn read_text(path: &Path) -> ReadText {
    match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => ReadText::Text(t),
            Err(_) => ReadText::Trouble(FileTrouble::NotText),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => ReadText::Missing,
        Err(e) => ReadText::Trouble(FileTrouble::Unreadable(e.to_string())),
    }
}

/// The statistics file that could not be used: like a [`FileProblem`], but what goes on is a count
/// started afresh, not defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsProblem(pub Box<FileProblem>);

impl std::fmt::Display for StatsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fmt_set_aside(f, &self.0, [" and counting starts afresh.", "; counting starts afresh."])
    }
}

/// Reads a RON file. A damaged file is renamed to `<name>.bak` (never overwritten) and reported.
pub fn load_ron<T: DeserializeOwned>(path: &Path) -> Loaded<T> {
    let text = match read_text(path) {
        ReadText::Text(t) => t,
        ReadText::Missing => return Loaded::Missing,
        ReadText::Trouble(what) => return set_aside(path, what),
    };
    match crate::ron_file::parse_ron::<T>(&text, &ron::Options::default()) {
        Ok(v) => Loaded::Read(v),
        Err(e) => set_aside(path, FileTrouble::Invalid(e)),
    }
}

/// Moves a damaged file aside, to `NAME.bak`, or `NAME.2.bak`, `NAME.3.bak` … when earlier ones
/// are there (an earlier damaged file is never overwritten), and says so.
pub fn set_file_aside(path: &Path, what: FileTrouble) -> FileProblem {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let backup = (1..)
        .map(|n| path.with_extension(if n == 1 { format!("{ext}.bak") } else { format!("{ext}.{n}.bak") }))
        .find(|p| !p.exists())
        .expect("some number is free");
    let aside = match std::fs::rename(path, &backup) {
        Ok(()) => SetAside::KeptMatches(backup),
        Err(e) => SetAside::Failed(e.to_string()),
    };
    FileProblem { path: path.to_path_buf(), what, aside: Some(aside) }
}

/// [`set_file_aside`], as what reading the file gave.
fn set_aside<T>(path: &Path, what: FileTrouble) -> Loaded<T> {
    let message = set_file_aside(path, what);
    let backup = match &message.aside {
        Some(SetAside::KeptMatches(b)) => b.clone(),
        _ => path.to_path_buf(),
    };
    Loaded::Damaged { message, backup }
}

/// Writes a value as pretty RON, atomically.
pub fn save_ron<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).map_err(io::Error::other)?;
    write_durable(path, &text)
}

/// The game's files in one folder.
#[derive(Clone, Debug)]
pub struct Storage {
    dir: PathBuf,
}

impl Storage {
    /// The files in `dir`.
    pub fn new(dir: PathBuf) -> Storage {
        Storage { dir }
    }

    /// The files in the user's config folder.
    pub fn user() -> Storage {
        Storage::new(config_dir())
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The settings file.
    pub fn settings_path(&self) -> PathBuf {
        self.dir.join("settings.ron")
    }

    /// The last party set-up.
    pub fn party_path(&self) -> PathBuf {
        self.dir.join("party.ron")
    }

    /// The folder of saved rule profiles.
    pub fn profiles_dir(&self) -> PathBuf {
        self.dir.join("profiles")
    }

    /// The file of the profile called `name` (its name made safe for a file name).
    pub fn profile_path(&self, name: &str) -> PathBuf {
        let safe: String = name
            .trim()
            .chars()
            .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' || c == ' ' { c } else { '_' })
            .collect();
        self.profiles_dir().join(format!("{}.ron", if safe.is_empty() { "profile" } else { safe.as_str() }))
    }

    /// Every saved rule profile, by name, sorted; damaged files are set aside and reported.
    pub fn profiles(&self) -> (Vec<(String, crate::engine::RuleSet)>, Vec<FileProblem>) {
        let mut list = Vec::new();
        let mut problems = Vec::new();
        let Ok(entries) = std::fs::read_dir(self.profiles_dir()) else { return (list, problems) };
        let mut paths: Vec<PathBuf> =
            entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "ron")).collect();
        paths.sort();
        for p in paths {
            let name = p.file_stem().and_then(|s| s.to_str()).unwrap_or("profile").to_string();
            let text = match read_text(&p) {
                ReadText::Text(t) => t,
                ReadText::Missing => continue,
                ReadText::Trouble(FileTrouble::NotText) => {
                    if let Loaded::Damaged::<()> { message, .. } = set_aside(&p, FileTrouble::NotText) {
                        problems.push(message);
                    }
                    continue;
                }
                ReadText::Trouble(what) => {
                    problems.push(FileProblem { path: p, what, aside: None });
                    continue;
                }
            };
            match crate::engine::RuleSet::from_ron_checked(&text) {
                Ok((r, warnings)) => {
                    problems.extend(warnings.into_iter().map(|w| FileProblem {
                        path: p.clone(),
                        what: FileTrouble::Unused(w),
                        aside: None,
                    }));
                    list.push((name, r));
                }
                Err(e) => {
                    if let Loaded::Damaged::<()> { message, .. } = set_aside(&p, FileTrouble::Invalid(e)) {
                        problems.push(message);
                    }
                }
            }
        }
        (list, problems)
    }

    /// Saves a rule profile under `name`.
    pub fn save_profile(&self, name: &str, rules: &crate::engine::RuleSet) -> io::Result<PathBuf> {
        let path = self.profile_path(name);
        write_durable(&path, &rules.to_ron())?;
        Ok(path)
    }
}

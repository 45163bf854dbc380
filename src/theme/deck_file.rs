//! One file to share a card theme: `NAME.unodeck`, a ZIP archive of the theme folder. Export
//! writes it; import checks every entry in memory (names, kinds, sizes, the manifest, every image
//! and font) and only then installs the theme, whole, in the themes folder: a broken or hostile
//! deck installs nothing.

use std::collections::{HashMap, HashSet};
use std::io::{Cursor, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::loading::{inside, is_junk};
use super::{CARD_IMAGE_MAX, MANIFEST, MAX_FILE_BYTES, MAX_IMAGE_SIDE, Manifest, TABLE_IMAGE_SIDES};
use crate::i18n::{Localize, Message, Msg};
use crate::ron_file::RonError;

/// The extension of a deck file, without the dot.
pub const DECK_EXTENSION: &str = "unodeck";

/// Largest deck file read, in bytes (checked from the file's size before reading it).
pub const MAX_DECK_FILE: u64 = 48 * 1024 * 1024;

/// Most entries (files and folders) a deck may hold.
pub const MAX_ENTRIES: usize = 300;

/// Most bytes a deck's files may take once unpacked, all together (against ZIP bombs).
pub const MAX_EXPANDED: u64 = 96 * 1024 * 1024;

/// Most memory one image of a deck may take while it is decoded to be checked.
const DECODE_ALLOC: u64 = 96 * 1024 * 1024;

/// Unix file types, from an entry's mode.
const S_IFMT: u32 = 0o170_000;
const S_IFREG: u32 = 0o100_000;
const S_IFDIR: u32 = 0o040_000;
const S_IFLNK: u32 = 0o120_000;

/// The folder macOS's Archive Utility adds to a ZIP archive: skipped.
const MACOS_FOLDER: &str = "__MACOSX";

/// Deepest folder read by the export, below the theme folder (as the loader's fingerprint).
const MAX_DEPTH: u32 = 3;

/// How many names `NAME-2`, `NAME-3` … an import tries before giving up.
const MAX_NAME_TRIES: u32 = 999;

/// Why a deck could not be saved or installed. Each message names the entry where there is one
/// and says that nothing was installed (or saved).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckFileError {
    /// The deck file cannot be read.
    #[error("{file} cannot be read ({reason}). Nothing was installed.")]
    Unreadable {
        /// The deck file.
        file: PathBuf,
        /// Why, in the system's words.
        reason: String,
    },
    /// The deck file is larger than [`MAX_DECK_FILE`].
    #[error(
        "{file} is {size_mb} MB, more than the {max} MB a deck may have. Nothing was installed.",
        max = MAX_DECK_FILE >> 20
    )]
    FileTooLarge {
        /// The deck file.
        file: PathBuf,
        /// Its size in MB.
        size_mb: u64,
    },
    /// The file is not a ZIP archive at all.
    #[error("This file is not a deck: a deck is a ZIP archive (NAME.unodeck). Nothing was installed.")]
    NotAZip,
    /// A ZIP archive that cannot be read: the reader's words.
    #[error("This deck is damaged ({0}). Nothing was installed.")]
    Damaged(String),
    /// More than [`MAX_ENTRIES`] entries: how many.
    #[error(
        "This deck holds {0} files, more than the {max} a deck may have. Nothing was installed.",
        max = MAX_ENTRIES
    )]
    TooManyEntries(usize),
    /// An entry named by an absolute path (`/etc/passwd`).
    #[error("{0} is an absolute path: a deck holds only files inside its own folder. Nothing was installed.")]
    AbsolutePath(String),
    /// An entry whose path climbs out with `..`.
    #[error(
        "{0} leaves the deck's folder (with ..): a deck holds only files inside its own folder. Nothing was installed."
    )]
    ParentDir(String),
    /// An entry with a backslash in its name.
    #[error("{0} has a backslash in its name: a deck's paths separate folders with /. Nothing was installed.")]
    Backslash(String),
    /// An entry naming a drive (`C:`), or with a colon anywhere in its name.
    #[error(
        "{0} names a drive (a colon, as in C:): a deck holds only files inside its own folder. Nothing was installed."
    )]
    DriveLetter(String),
    /// An entry with a NUL character in its name (shown as �).
    #[error("{0} has a NUL character in its name. Nothing was installed.")]
    NulInName(String),
    /// An entry whose name is not UTF-8 (shown with � for what is not).
    #[error("{0} has a name that is not UTF-8 text. Nothing was installed.")]
    NameNotText(String),
    /// A symbolic link.
    #[error("{0} is a symbolic link: a deck holds only ordinary files. Nothing was installed.")]
    Symlink(String),
    /// A device, a pipe, a socket: anything but a file or a folder.
    #[error("{0} is neither an ordinary file nor a folder: a deck holds only ordinary files. Nothing was installed.")]
    NotAPlainFile(String),
    /// An encrypted entry.
    #[error("{0} is encrypted: a deck has no password. Nothing was installed.")]
    Encrypted(String),
    /// An entry compressed with a method other than Deflate (or stored as it is).
    #[error(
        "{0} is compressed in a way the game does not read (use ordinary ZIP compression, Deflate). Nothing was installed."
    )]
    UnsupportedCompression(String),
    /// The files would take more than [`MAX_EXPANDED`] once unpacked (as declared, or as read).
    #[error(
        "This deck would take {size_mb} MB once unpacked, more than the {max} MB a deck may have. Nothing was installed.",
        max = MAX_EXPANDED >> 20
    )]
    ExpandsTooMuch {
        /// The size in MB.
        size_mb: u64,
    },
    /// An entry that unpacks to more (or less) than its header says.
    #[error(
        "{0} does not have the size the deck gives it: the file is damaged or made to fill the disk. Nothing was installed."
    )]
    SizeMismatch(String),
    /// An entry larger than the game reads a theme file ([`MAX_FILE_BYTES`]).
    #[error(
        "{entry} is {size_mb} MB, more than the {max} MB a theme file may have. Nothing was installed.",
        max = MAX_FILE_BYTES >> 20
    )]
    EntryTooLarge {
        /// The entry.
        entry: String,
        /// Its size in MB.
        size_mb: u64,
    },
    /// An entry that cannot be unpacked: the reader's words.
    #[error("{entry} is damaged ({detail}). Nothing was installed.")]
    DamagedEntry {
        /// The entry.
        entry: String,
        /// What is wrong.
        detail: String,
    },
    /// Two entries that would be the same file on Windows and macOS (names differing only in
    /// capitals), or a file where another entry needs a folder.
    #[error(
        "{entry} and {other} cannot both be unpacked: their names differ only in capitals, or one is a file where the other needs a folder. Nothing was installed."
    )]
    DuplicateName {
        /// The later entry.
        entry: String,
        /// The one it clashes with.
        other: String,
    },
    /// No `theme.ron` at the top, nor in a single top folder.
    #[error("This deck has no theme.ron at the top (every deck has one, with at least a name). Nothing was installed.")]
    NoManifest,
    /// The manifest is not UTF-8.
    #[error("The deck's theme.ron is not UTF-8 text. Nothing was installed.")]
    ManifestNotText,
    /// The manifest is not valid: where and what.
    #[error("The deck's theme.ron has an error: {0}. Nothing was installed.")]
    ManifestInvalid(Box<RonError>),
    /// A path the manifest names that leaves the theme folder.
    #[error(
        "theme.ron names {0}, outside the deck's folder: a deck's paths stay inside it (like photos/us.jpg). Nothing was installed."
    )]
    Outside(String),
    /// A path the manifest names that is not in the deck.
    #[error("theme.ron names {0}, which is not in the deck. Nothing was installed.")]
    Missing(String),
    /// An image larger than its use allows, read from its header before decoding.
    #[error(
        "{entry} is {width}×{height} pixels, more than the {max_width}×{max_height} it may have. Nothing was installed."
    )]
    ImageTooLarge {
        /// The entry.
        entry: String,
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
        /// The largest width allowed.
        max_width: u32,
        /// The largest height allowed.
        max_height: u32,
    },
    /// A `.png`, `.jpg` or `.jpeg` entry that is no PNG or JPEG image.
    #[error("{0} is not a PNG or JPEG image. Nothing was installed.")]
    NotAnImage(String),
    /// An image that does not decode: the decoder's words.
    #[error("{entry} cannot be read as a PNG or JPEG image ({detail}). Nothing was installed.")]
    DamagedImage {
        /// The entry.
        entry: String,
        /// What is wrong.
        detail: String,
    },
    /// A `.ttf` or `.otf` entry that is no font.
    #[error("{0} is not a TrueType or OpenType font. Nothing was installed.")]
    NotAFont(String),
    /// An entry of a kind a deck does not hold (only the manifest, images and fonts).
    #[error(
        "{0} is not a file a deck may hold (only theme.ron, PNG and JPEG images, TTF and OTF fonts). Nothing was installed."
    )]
    UnknownFile(String),
    /// The themes folder or a file in it cannot be written.
    #[error("{path} cannot be written ({reason}). Nothing was installed.")]
    InstallFailed {
        /// The file or folder.
        path: PathBuf,
        /// Why, in the system's words.
        reason: String,
    },
    /// The folder to export has no manifest.
    #[error("{0} is not a theme folder (it has no theme.ron). The deck was not saved.")]
    NotAThemeFolder(PathBuf),
    /// The theme's files are more than a deck may hold.
    #[error(
        "The files of {folder} take {size_mb} MB, more than a deck may hold ({max_mb} MB). The deck was not saved."
    )]
    ThemeTooLarge {
        /// The theme folder.
        folder: PathBuf,
        /// Their size in MB (unpacked, or the deck file's).
        size_mb: u64,
        /// The limit in MB ([`MAX_EXPANDED`], or [`MAX_DECK_FILE`]).
        max_mb: u64,
    },
    /// The theme has more files than [`MAX_ENTRIES`].
    #[error(
        "{folder} has {count} files, more than the {max} a deck may hold. The deck was not saved.",
        max = MAX_ENTRIES
    )]
    ThemeTooManyFiles {
        /// The theme folder.
        folder: PathBuf,
        /// How many files.
        count: usize,
    },
    /// A file of the theme cannot be read, or the deck file cannot be written.
    #[error("{path}: {reason}. The deck was not saved.")]
    ExportFailed {
        /// The file.
        path: PathBuf,
        /// Why, in the system's words.
        reason: String,
    },
}

impl Localize for DeckFileError {
    fn message(&self) -> Message {
        use DeckFileError as E;
        let m = Message::new;
        let entry = |id: Msg, entry: &str| Message::new(id).with("entry", entry);
        match self {
            E::Unreadable { file, reason } => m(Msg::DeckUnreadable).with("file", file).with("reason", reason.as_str()),
            E::FileTooLarge { file, size_mb } => {
                m(Msg::DeckFileTooLarge).with("file", file).with("size", *size_mb).with("max", MAX_DECK_FILE >> 20)
            }
            E::NotAZip => m(Msg::DeckNotAZip),
            E::Damaged(detail) => m(Msg::DeckDamaged).with("detail", detail.as_str()),
            E::TooManyEntries(count) => m(Msg::DeckTooManyEntries).with("count", *count).with("max", MAX_ENTRIES),
            E::AbsolutePath(e) => entry(Msg::DeckAbsolutePath, e.as_str()),
            E::ParentDir(e) => entry(Msg::DeckParentDir, e.as_str()),
            E::Backslash(e) => entry(Msg::DeckBackslash, e.as_str()),
            E::DriveLetter(e) => entry(Msg::DeckDriveLetter, e.as_str()),
            E::NulInName(e) => entry(Msg::DeckNulInName, e.as_str()),
            E::NameNotText(e) => entry(Msg::DeckNameNotText, e.as_str()),
            E::Symlink(e) => entry(Msg::DeckSymlink, e.as_str()),
            E::NotAPlainFile(e) => entry(Msg::DeckNotAPlainFile, e.as_str()),
            E::Encrypted(e) => entry(Msg::DeckEncrypted, e.as_str()),
            E::UnsupportedCompression(e) => entry(Msg::DeckUnsupportedCompression, e.as_str()),
            E::ExpandsTooMuch { size_mb } => {
                m(Msg::DeckExpandsTooMuch).with("size", *size_mb).with("max", MAX_EXPANDED >> 20)
            }
            E::SizeMismatch(e) => entry(Msg::DeckSizeMismatch, e.as_str()),
            E::EntryTooLarge { entry: e, size_mb } => {
                entry(Msg::DeckEntryTooLarge, e.as_str()).with("size", *size_mb).with("max", MAX_FILE_BYTES >> 20)
            }
            E::DamagedEntry { entry: e, detail } => {
                entry(Msg::DeckDamagedEntry, e.as_str()).with("detail", detail.as_str())
            }
            E::DuplicateName { entry: e, other } => {
                entry(Msg::DeckDuplicateName, e.as_str()).with("other", other.as_str())
            }
            E::NoManifest => m(Msg::DeckNoManifest),
            E::ManifestNotText => m(Msg::DeckManifestNotText),
            E::ManifestInvalid(problem) => m(Msg::DeckManifestInvalid).with("problem", problem.message()),
            E::Outside(e) => entry(Msg::DeckOutside, e.as_str()),
            E::Missing(e) => entry(Msg::DeckMissing, e.as_str()),
            E::ImageTooLarge { entry: e, width, height, max_width, max_height } => {
                entry(Msg::DeckImageTooLarge, e.as_str())
                    .with("width", *width)
                    .with("height", *height)
                    .with("max", format!("{max_width}×{max_height}"))
            }
            E::NotAnImage(e) => entry(Msg::DeckNotAnImage, e.as_str()),
            E::DamagedImage { entry: e, detail } => {
                entry(Msg::DeckDamagedImage, e.as_str()).with("detail", detail.as_str())
            }
            E::NotAFont(e) => entry(Msg::DeckNotAFont, e.as_str()),
            E::UnknownFile(e) => entry(Msg::DeckUnknownFile, e.as_str()),
            E::InstallFailed { path, reason } => {
                m(Msg::DeckInstallFailed).with("file", path).with("reason", reason.as_str())
            }
            E::NotAThemeFolder(folder) => m(Msg::DeckNotAThemeFolder).with("folder", folder),
            E::ThemeTooLarge { folder, size_mb, max_mb } => {
                m(Msg::DeckThemeTooLarge).with("folder", folder).with("size", *size_mb).with("max", *max_mb)
            }
            E::ThemeTooManyFiles { folder, count } => {
                m(Msg::DeckThemeTooManyFiles).with("folder", folder).with("count", *count).with("max", MAX_ENTRIES)
            }
            E::ExportFailed { path, reason } => {
                m(Msg::DeckExportFailed).with("file", path).with("reason", reason.as_str())
            }
        }
    }
}

/// A deck that passed every check, in memory: what [`import_deck`] installs.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedDeck {
    /// The theme's manifest.
    pub manifest: Manifest,
    /// Every file to install: its path relative to the theme folder (with `/`, without the
    /// deck's top folder if it had one) and its bytes, in the archive's order.
    pub files: Vec<(String, Vec<u8>)>,
}

/// What a deck may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `theme.ron`, at the top.
    Manifest,
    /// A PNG or JPEG image.
    Image,
    /// A TrueType or OpenType font.
    Font,
}

/// The kind of the file at `path` (relative to the theme folder), if a deck may hold it.
fn deck_kind(path: &str) -> Option<Kind> {
    if path == MANIFEST {
        return Some(Kind::Manifest);
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    let (_, ext) = name.rsplit_once('.')?;
    match ext.to_ascii_lowercase().as_str() {
        "png" | "jpg" | "jpeg" => Some(Kind::Image),
        "ttf" | "otf" => Some(Kind::Font),
        _ => None,
    }
}

/// True for a path with a hidden file, a backup, a swap file, or macOS's `__MACOSX` in it.
fn is_junk_path(path: &str) -> bool {
    path.split('/').any(|part| is_junk(part) || part == MACOS_FOLDER)
}

/// The name as the player can read it: control characters (NUL among them) shown as �.
fn printable(name: &str) -> String {
    name.chars().map(|c| if c.is_control() { '\u{FFFD}' } else { c }).collect()
}

/// The path without empty and `.` parts (`./cards//red-7.png` → `cards/red-7.png`).
fn normal_path(name: &str) -> String {
    name.split('/').filter(|part| !part.is_empty() && *part != ".").collect::<Vec<_>>().join("/")
}

/// Refuses an entry name that could write outside the theme folder, or mean another file on
/// another system.
fn check_name(name: &str) -> Result<(), DeckFileError> {
    let shown = printable(name);
    if name.contains('\0') {
        Err(DeckFileError::NulInName(shown))
    } else if name.contains('\\') {
        Err(DeckFileError::Backslash(shown))
    } else if name.starts_with('/') {
        Err(DeckFileError::AbsolutePath(shown))
    } else if name.contains(':') {
        Err(DeckFileError::DriveLetter(shown))
    } else if name.split('/').any(|part| part == "..") {
        Err(DeckFileError::ParentDir(shown))
    } else {
        Ok(())
    }
}

/// A file entry of the archive, kept for reading.
struct Entry {
    /// Its index in the archive.
    index: usize,
    /// Its path in the archive (normalised), as the messages name it.
    name: String,
    /// Its path in the theme folder (without the deck's top folder).
    path: String,
    /// Its uncompressed size, as its header declares it.
    size: u64,
}

/// Checks a deck file's bytes, in memory, writing nothing: the archive, every entry's name,
/// kind and size (declared and actual, against ZIP bombs), the manifest, the paths it names,
/// every image (its size from its header, then decoded) and every font.
pub fn check_deck(bytes: &[u8]) -> Result<CheckedDeck, DeckFileError> {
    if let Some(count) = declared_entries(bytes).filter(|&count| count > MAX_ENTRIES) {
        return Err(DeckFileError::TooManyEntries(count));
    }
    let mut archive = ZipArchive::new(Cursor::new(bytes)).map_err(|e| {
        // A ZIP archive starts with "PK": one that does not read is damaged, not another kind.
        if bytes.starts_with(b"PK") { DeckFileError::Damaged(e.to_string()) } else { DeckFileError::NotAZip }
    })?;
    let count = archive.len();
    if count > MAX_ENTRIES {
        return Err(DeckFileError::TooManyEntries(count));
    }
    if archive.has_duplicate_names() {
        return Err(DeckFileError::Damaged("two entries have the same name".into()));
    }
    let (mut entries, declared) = scan(&mut archive)?;
    check_clashes(&entries)?;
    if declared > MAX_EXPANDED {
        return Err(DeckFileError::ExpandsTooMuch { size_mb: declared >> 20 });
    }
    if let Some(e) = entries.iter().find(|e| e.size > MAX_FILE_BYTES) {
        return Err(DeckFileError::EntryTooLarge { entry: e.name.clone(), size_mb: e.size >> 20 });
    }
    let prefix = top_folder(&entries).ok_or(DeckFileError::NoManifest)?;
    for e in &mut entries {
        e.path = e.name[prefix.len()..].to_string();
    }
    if let Some(e) = entries.iter().find(|e| deck_kind(&e.path).is_none()) {
        return Err(DeckFileError::UnknownFile(e.name.clone()));
    }

    let mut files: Vec<(String, Vec<u8>)> = Vec::with_capacity(entries.len());
    let mut total: u64 = 0;
    for e in &entries {
        let data = read_entry(&mut archive, e)?;
        total = total.saturating_add(data.len() as u64);
        if total > MAX_EXPANDED {
            return Err(DeckFileError::ExpandsTooMuch { size_mb: total >> 20 });
        }
        files.push((e.path.clone(), data));
    }

    let manifest = check_contents(&files, &entries)?;
    Ok(CheckedDeck { manifest, files })
}

/// Every entry's name, kind and declared size: refused at the first that may not be unpacked;
/// folders and junk skipped. Returns the files and their declared size in all.
fn scan(archive: &mut ZipArchive<Cursor<&[u8]>>) -> Result<(Vec<Entry>, u64), DeckFileError> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut declared: u64 = 0;
    for index in 0..archive.len() {
        let entry = archive.by_index_data(index).map_err(|e| DeckFileError::Damaged(e.to_string()))?;
        let raw = entry.name_raw();
        let Ok(name) = std::str::from_utf8(raw) else {
            return Err(DeckFileError::NameNotText(printable(&String::from_utf8_lossy(raw))));
        };
        check_name(name)?;
        let file_type = entry.unix_mode().map(|mode| mode & S_IFMT);
        match file_type {
            None | Some(0) | Some(S_IFREG) | Some(S_IFDIR) => {}
            Some(S_IFLNK) => return Err(DeckFileError::Symlink(printable(name))),
            Some(_) => return Err(DeckFileError::NotAPlainFile(printable(name))),
        }
        if entry.encrypted() {
            return Err(DeckFileError::Encrypted(printable(name)));
        }
        let path = normal_path(name);
        if entry.is_dir() || file_type == Some(S_IFDIR) || path.is_empty() || is_junk_path(&path) {
            continue;
        }
        if !matches!(entry.compression(), CompressionMethod::Stored | CompressionMethod::Deflated) {
            return Err(DeckFileError::UnsupportedCompression(printable(&path)));
        }
        declared = declared.saturating_add(entry.size());
        entries.push(Entry { index, name: printable(&path), path: String::new(), size: entry.size() });
    }
    Ok((entries, declared))
}

/// The manifest (read, and every path it names inside the deck and there), every image (its
/// size from its header, then decoded) and every font.
fn check_contents(files: &[(String, Vec<u8>)], entries: &[Entry]) -> Result<Manifest, DeckFileError> {
    let text = files.iter().find(|(path, _)| path == MANIFEST).map(|(_, data)| data.as_slice());
    let text =
        std::str::from_utf8(text.ok_or(DeckFileError::NoManifest)?).map_err(|_| DeckFileError::ManifestNotText)?;
    let manifest = Manifest::from_ron(text).map_err(|e| DeckFileError::ManifestInvalid(Box::new(e)))?;
    for named in named_paths(&manifest) {
        if !inside(&named) {
            return Err(DeckFileError::Outside(printable(&named)));
        }
        let path = normal_path(&named);
        if !files.iter().any(|(p, _)| *p == path) {
            return Err(DeckFileError::Missing(printable(&named)));
        }
    }
    for ((path, data), e) in files.iter().zip(entries) {
        match deck_kind(path) {
            Some(Kind::Image) => check_image(&e.name, data, image_limit(path, &manifest))?,
            Some(Kind::Font) => {
                if ab_glyph::FontArc::try_from_vec(data.clone()).is_err() {
                    return Err(DeckFileError::NotAFont(e.name.clone()));
                }
            }
            Some(Kind::Manifest) | None => {}
        }
    }
    Ok(manifest)
}

/// How many entries the end record of a ZIP archive declares: read before the archive is
/// parsed, so that a central directory of a million entries is refused unread.
fn declared_entries(bytes: &[u8]) -> Option<usize> {
    // The end record is 22 bytes, followed by a comment of at most 65,535 bytes.
    let from = bytes.len().saturating_sub(22 + usize::from(u16::MAX));
    let at = from + bytes[from..].windows(4).rposition(|w| w == b"PK\x05\x06")?;
    let count = bytes.get(at + 10..at + 12)?;
    Some(usize::from(u16::from_le_bytes([count[0], count[1]])))
}

/// Refuses two entries that would be one file where letter case does not count (Windows,
/// macOS), and a file where another entry needs a folder.
fn check_clashes(entries: &[Entry]) -> Result<(), DeckFileError> {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for e in entries {
        if let Some(other) = seen.insert(e.name.to_lowercase(), &e.name) {
            return Err(DeckFileError::DuplicateName { entry: e.name.clone(), other: other.to_string() });
        }
    }
    for e in entries {
        for (at, _) in e.name.match_indices('/') {
            if let Some(file) = seen.get(&e.name[..at].to_lowercase()) {
                return Err(DeckFileError::DuplicateName { entry: e.name.clone(), other: file.to_string() });
            }
        }
    }
    Ok(())
}

/// Where the theme is in the archive: `""` when `theme.ron` is at the top, `"NAME/"` when every
/// file is inside one folder `NAME` with `NAME/theme.ron` (as a ZIP archive of a folder made
/// with the system's file manager). `None` when there is no manifest.
fn top_folder(entries: &[Entry]) -> Option<String> {
    if entries.iter().any(|e| e.name == MANIFEST) {
        return Some(String::new());
    }
    let (top, _) = entries.first()?.name.split_once('/')?;
    let prefix = format!("{top}/");
    let manifest = format!("{prefix}{MANIFEST}");
    let whole = entries.iter().all(|e| e.name.starts_with(&prefix));
    (whole && entries.iter().any(|e| e.name == manifest)).then_some(prefix)
}

/// Reads an entry whole, never more than its header declares: an entry that gives more (or
/// less) is refused, whatever its header says.
fn read_entry(archive: &mut ZipArchive<Cursor<&[u8]>>, e: &Entry) -> Result<Vec<u8>, DeckFileError> {
    let damaged = |detail: String| DeckFileError::DamagedEntry { entry: e.name.clone(), detail };
    // The ZIP reader itself stops an entry growing past its declared size, in these words.
    let refused = |error: std::io::Error| {
        let detail = error.to_string();
        if detail.contains("declared") { DeckFileError::SizeMismatch(e.name.clone()) } else { damaged(detail) }
    };
    let mut file = archive.by_index(e.index).map_err(|error| damaged(error.to_string()))?;
    let mut data = Vec::with_capacity(usize::try_from(e.size).unwrap_or(0));
    (&mut file).take(e.size).read_to_end(&mut data).map_err(refused)?;
    if data.len() as u64 != e.size {
        return Err(DeckFileError::SizeMismatch(e.name.clone()));
    }
    // One byte more must be the end (where the reader also checks the CRC).
    let mut probe = [0u8; 1];
    match file.read(&mut probe) {
        Ok(0) => Ok(data),
        Ok(_) => Err(DeckFileError::SizeMismatch(e.name.clone())),
        Err(error) => Err(refused(error)),
    }
}

/// Every path the manifest names: card images, the back, the table, the fonts.
fn named_paths(manifest: &Manifest) -> Vec<String> {
    let cards = manifest.cards.values().filter_map(|o| o.image.clone());
    cards
        .chain(manifest.back.clone())
        .chain(manifest.table.clone())
        .chain(manifest.fonts.numbers.clone())
        .chain(manifest.fonts.text.clone())
        .collect()
}

/// The largest width and height the image at `path` may have: a card's for card and back
/// images, the table's for the table image, [`MAX_IMAGE_SIDE`] for any other.
fn image_limit(path: &str, manifest: &Manifest) -> (u32, u32) {
    let lower = path.to_lowercase();
    let named = |p: &Option<String>| p.as_deref().is_some_and(|n| normal_path(n) == path);
    let default_slot = |stem: &str| ["png", "jpg", "jpeg"].iter().any(|ext| lower == format!("{stem}.{ext}"));
    let card = lower.starts_with("cards/")
        || manifest.cards.values().any(|o| named(&o.image))
        || named(&manifest.back)
        || (manifest.back.is_none() && default_slot("back"));
    let table = named(&manifest.table) || (manifest.table.is_none() && default_slot("table"));
    let mut limit = (MAX_IMAGE_SIDE, MAX_IMAGE_SIDE);
    if card {
        limit = (limit.0.min(CARD_IMAGE_MAX.0), limit.1.min(CARD_IMAGE_MAX.1));
    }
    if table {
        limit = (limit.0.min(TABLE_IMAGE_SIDES.1), limit.1.min(TABLE_IMAGE_SIDES.1));
    }
    limit
}

/// Checks an image: PNG or JPEG, its size from its header (before anything is allocated for
/// its pixels) within `max`, then decoded within [`DECODE_ALLOC`].
fn check_image(name: &str, data: &[u8], (max_width, max_height): (u32, u32)) -> Result<(), DeckFileError> {
    let damaged = |detail: String| DeckFileError::DamagedImage { entry: name.to_string(), detail };
    let reader =
        || image::ImageReader::new(Cursor::new(data)).with_guessed_format().map_err(|e| damaged(e.to_string()));
    let header = reader()?;
    if !matches!(header.format(), Some(image::ImageFormat::Png | image::ImageFormat::Jpeg)) {
        return Err(DeckFileError::NotAnImage(name.to_string()));
    }
    let (width, height) = header.into_dimensions().map_err(|e| damaged(e.to_string()))?;
    if width > max_width || height > max_height {
        return Err(DeckFileError::ImageTooLarge { entry: name.to_string(), width, height, max_width, max_height });
    }
    let mut full = reader()?;
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(DECODE_ALLOC);
    full.limits(limits);
    full.decode().map(|_| ()).map_err(|e| damaged(e.to_string()))
}

/// Reads a deck file (its size checked first), checks it with [`check_deck`] and installs it in
/// `themes_dir` (made if needed), in a folder named after the theme (`my-deck`, or `my-deck-2`
/// … when taken). Nothing is written before every check has passed, and the theme appears whole
/// or not at all: it is written in a hidden folder first, then renamed. Returns the folder.
pub fn import_deck(file: &Path, themes_dir: &Path) -> Result<PathBuf, DeckFileError> {
    let unreadable = |e: std::io::Error| DeckFileError::Unreadable { file: file.to_path_buf(), reason: e.to_string() };
    let too_large = |size: u64| DeckFileError::FileTooLarge { file: file.to_path_buf(), size_mb: size >> 20 };
    let size = std::fs::metadata(file).map_err(unreadable)?.len();
    if size > MAX_DECK_FILE {
        return Err(too_large(size));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    std::fs::File::open(file)
        .map_err(unreadable)?
        .take(MAX_DECK_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    // The file may have grown since its size was read.
    if bytes.len() as u64 > MAX_DECK_FILE {
        return Err(too_large(bytes.len() as u64));
    }
    let deck = check_deck(&bytes)?;
    drop(bytes);
    install(&deck, themes_dir)
}

fn install_failed(path: &Path, e: std::io::Error) -> DeckFileError {
    DeckFileError::InstallFailed { path: path.to_path_buf(), reason: e.to_string() }
}

/// Writes a checked deck into a hidden folder of `themes_dir`, then renames it to its name;
/// removes the hidden folder on any failure.
fn install(deck: &CheckedDeck, themes_dir: &Path) -> Result<PathBuf, DeckFileError> {
    std::fs::create_dir_all(themes_dir).map_err(|e| install_failed(themes_dir, e))?;
    let temp = hidden_folder(themes_dir).map_err(|e| install_failed(themes_dir, e))?;
    let placed = write_files(deck, &temp).and_then(|()| place(&temp, themes_dir, &folder_slug(&deck.manifest.name)));
    if placed.is_err() {
        let _ = std::fs::remove_dir_all(&temp);
    }
    placed
}

/// A new hidden folder in `themes_dir`, `.import-<pid>-<n>` (which the theme list skips).
fn hidden_folder(themes_dir: &Path) -> std::io::Result<PathBuf> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = themes_dir.join(format!(".import-{}-{n}", std::process::id()));
        match std::fs::create_dir(&path) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == ErrorKind::AlreadyExists && n < u32::MAX => continue,
            Err(e) => return Err(e),
        }
    }
}

fn write_files(deck: &CheckedDeck, dir: &Path) -> Result<(), DeckFileError> {
    for (rel, data) in &deck.files {
        let path = rel.split('/').fold(dir.to_path_buf(), |p, part| p.join(part));
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| install_failed(parent, e))?;
        }
        std::fs::write(&path, data).map_err(|e| install_failed(&path, e))?;
    }
    Ok(())
}

/// Renames `temp` to `NAME`, `NAME-2`, `NAME-3` … in `themes_dir`, the first not taken.
fn place(temp: &Path, themes_dir: &Path, name: &str) -> Result<PathBuf, DeckFileError> {
    for n in 1..=MAX_NAME_TRIES {
        let dest = if n == 1 { themes_dir.join(name) } else { themes_dir.join(format!("{name}-{n}")) };
        if dest.symlink_metadata().is_ok() {
            continue;
        }
        match std::fs::rename(temp, &dest) {
            Ok(()) => return Ok(dest),
            // Made by someone else meanwhile.
            Err(e) if matches!(e.kind(), ErrorKind::AlreadyExists | ErrorKind::DirectoryNotEmpty) => continue,
            Err(e) => return Err(install_failed(&dest, e)),
        }
    }
    Err(DeckFileError::InstallFailed {
        path: themes_dir.join(name),
        reason: format!("{MAX_NAME_TRIES} folders of that name are there already"),
    })
}

/// A theme's folder name: lower-case ASCII letters and digits (accented letters without their
/// accent), anything else a single `-`, at most 40 characters; `deck` when nothing is left.
pub(super) fn folder_slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.truncate(40);
    let slug = slug.trim_matches('-');
    // Names Windows keeps for devices cannot be folders there.
    const RESERVED: [&str; 4] = ["con", "prn", "aux", "nul"];
    let device = |s: &str| {
        RESERVED.contains(&s)
            || ((s.starts_with("com") || s.starts_with("lpt")) && s.len() == 4 && s.as_bytes()[3].is_ascii_digit())
    };
    if slug.is_empty() {
        "deck".to_string()
    } else if device(slug) {
        format!("{slug}-deck")
    } else {
        slug.to_string()
    }
}

/// Whether `path` names a deck file (`.unodeck`, in any letter case).
pub fn is_deck_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case(DECK_EXTENSION))
}

/// Writes the theme in `theme_dir` as a deck file at `out` (replacing it): every file a deck
/// may hold (the manifest first, images stored as they are, fonts compressed), down to three
/// folders deep, without hidden files, backups, symbolic links or files of other kinds. Written
/// beside `out` first, then renamed, so `out` is never half-written; the same folder gives the
/// same bytes every time. Returns the size of the deck file in bytes.
pub fn export_deck(theme_dir: &Path, out: &Path) -> Result<u64, DeckFileError> {
    if !theme_dir.join(MANIFEST).is_file() {
        return Err(DeckFileError::NotAThemeFolder(theme_dir.to_path_buf()));
    }
    let mut files = Vec::new();
    collect(theme_dir, "", 0, &mut files)?;
    files.sort_by(|a, b| (a.rel != MANIFEST).cmp(&(b.rel != MANIFEST)).then_with(|| a.rel.cmp(&b.rel)));
    // Names that differ only in capitals would be one file on Windows and macOS: the first stays.
    let mut seen = HashSet::new();
    files.retain(|f| seen.insert(f.rel.to_lowercase()));
    if files.first().is_none_or(|f| f.rel != MANIFEST) {
        return Err(DeckFileError::NotAThemeFolder(theme_dir.to_path_buf()));
    }
    if files.len() > MAX_ENTRIES {
        return Err(DeckFileError::ThemeTooManyFiles { folder: theme_dir.to_path_buf(), count: files.len() });
    }
    let total: u64 = files.iter().map(|f| f.size).sum();
    if total > MAX_EXPANDED {
        return Err(DeckFileError::ThemeTooLarge {
            folder: theme_dir.to_path_buf(),
            size_mb: total >> 20,
            max_mb: MAX_EXPANDED >> 20,
        });
    }
    let Some(out_name) = out.file_name() else {
        return Err(DeckFileError::ExportFailed { path: out.to_path_buf(), reason: "not a file name".into() });
    };
    let temp = out.with_file_name(format!(".{}.{}.tmp", out_name.to_string_lossy(), std::process::id()));
    let written = write_deck(&temp, &files).and_then(|()| {
        let size = std::fs::metadata(&temp)
            .map_err(|e| DeckFileError::ExportFailed { path: temp.clone(), reason: e.to_string() })?
            .len();
        if size > MAX_DECK_FILE {
            return Err(DeckFileError::ThemeTooLarge {
                folder: theme_dir.to_path_buf(),
                size_mb: size >> 20,
                max_mb: MAX_DECK_FILE >> 20,
            });
        }
        std::fs::rename(&temp, out)
            .map_err(|e| DeckFileError::ExportFailed { path: out.to_path_buf(), reason: e.to_string() })?;
        Ok(size)
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

/// A file of a theme folder to export.
struct ThemeFile {
    /// Its path in the theme folder, with `/`.
    rel: String,
    /// Where it is.
    path: PathBuf,
    /// Its size in bytes.
    size: u64,
}

/// The files of `dir` (at `rel` in the theme folder) that a deck may hold, and of its folders.
fn collect(dir: &Path, rel: &str, depth: u32, out: &mut Vec<ThemeFile>) -> Result<(), DeckFileError> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    let failed = |e: std::io::Error| DeckFileError::ExportFailed { path: dir.to_path_buf(), reason: e.to_string() };
    let entries = std::fs::read_dir(dir).map_err(failed)?.collect::<Result<Vec<_>, _>>().map_err(failed)?;
    for entry in entries {
        let Ok(name) = entry.file_name().into_string() else { continue };
        if is_junk(&name) || name == MACOS_FOLDER {
            continue;
        }
        // The entry's own type: a symbolic link is neither a file nor a folder here.
        let Ok(file_type) = entry.file_type() else { continue };
        let child = if rel.is_empty() { name } else { format!("{rel}/{name}") };
        if file_type.is_dir() {
            collect(&entry.path(), &child, depth + 1, out)?;
        } else if file_type.is_file() && deck_kind(&child).is_some() && check_name(&child).is_ok() {
            let size = entry.metadata().map_err(failed)?.len();
            // The game does not read a larger file; a deck would refuse it.
            if size <= MAX_FILE_BYTES {
                out.push(ThemeFile { rel: child, path: entry.path(), size });
            }
        }
    }
    Ok(())
}

/// Writes the ZIP archive of `files` at `path`, with a fixed time and permissions so that the
/// same files give the same bytes.
fn write_deck(path: &Path, files: &[ThemeFile]) -> Result<(), DeckFileError> {
    let failed = |reason: String| DeckFileError::ExportFailed { path: path.to_path_buf(), reason };
    let file = std::fs::File::create(path).map_err(|e| failed(e.to_string()))?;
    let mut zip = ZipWriter::new(std::io::BufWriter::new(file));
    let base = SimpleFileOptions::default()
        .last_modified_time(zip::DateTime::default())
        .system(zip::System::Unix)
        .unix_permissions(0o644);
    for f in files {
        let data = std::fs::read(&f.path)
            .map_err(|e| DeckFileError::ExportFailed { path: f.path.clone(), reason: e.to_string() })?;
        // Images are compressed already: stored as they are.
        let method = if deck_kind(&f.rel) == Some(Kind::Image) {
            CompressionMethod::Stored
        } else {
            CompressionMethod::Deflated
        };
        zip.start_file(f.rel.as_str(), base.compression_method(method)).map_err(|e| failed(e.to_string()))?;
        zip.write_all(&data).map_err(|e| failed(e.to_string()))?;
    }
    let writer = zip.finish().map_err(|e| failed(e.to_string()))?;
    let file = writer.into_inner().map_err(|e| failed(e.error().to_string()))?;
    file.sync_all().map_err(|e| failed(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Texts};

    /// A new folder under the system's temporary folder (not made).
    fn temp(name: &str) -> PathBuf {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("uno-deck-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// A PNG of one colour.
    fn png(w: u32, h: u32) -> Vec<u8> {
        let img = image::RgbaImage::from_pixel(w, h, image::Rgba([200, 30, 30, 255]));
        let mut out = Vec::new();
        img.write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png).unwrap();
        out
    }

    /// A JPEG of one colour.
    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = image::RgbImage::from_pixel(w, h, image::Rgb([30, 90, 200]));
        let mut out = Vec::new();
        img.write_to(&mut Cursor::new(&mut out), image::ImageFormat::Jpeg).unwrap();
        out
    }

    /// A ZIP archive of these files, compressed.
    fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        for (name, data) in files {
            zip.start_file(*name, SimpleFileOptions::default()).unwrap();
            zip.write_all(data).unwrap();
        }
        zip.finish().unwrap().into_inner()
    }

    const MANIFEST_TEXT: &[u8] = b"(name: \"Test deck\")";

    /// A small valid deck (a manifest and a back image) with `more` files.
    fn deck_with(more: &[(&str, &[u8])]) -> Vec<u8> {
        let back = png(250, 368);
        let mut files: Vec<(&str, &[u8])> = vec![(MANIFEST, MANIFEST_TEXT), ("back.png", back.as_slice())];
        files.extend_from_slice(more);
        zip_of(&files)
    }

    /// Imports `bytes` as a deck file into an empty themes folder: it must be refused with
    /// nothing written there, and `check_deck` must refuse it the same way.
    fn refused(bytes: &[u8]) -> DeckFileError {
        let dir = temp("refused");
        let themes = dir.join("themes");
        std::fs::create_dir_all(&themes).unwrap();
        let file = dir.join("deck.unodeck");
        std::fs::write(&file, bytes).unwrap();
        let error = import_deck(&file, &themes).expect_err("the deck is refused");
        let left: Vec<_> = std::fs::read_dir(&themes).unwrap().flatten().map(|e| e.file_name()).collect();
        assert!(left.is_empty(), "{error:?} left {left:?}");
        assert_eq!(check_deck(bytes).err(), Some(error.clone()));
        let _ = std::fs::remove_dir_all(&dir);
        error
    }

    /// Where the headers of entry `name` start in a ZIP archive: local headers (`true`), then
    /// central directory headers (`false`).
    fn headers(zip: &[u8], name: &[u8]) -> Vec<(usize, bool)> {
        let mut found = Vec::new();
        for at in 0..zip.len().saturating_sub(46) {
            let u16_at = |i: usize| usize::from(u16::from_le_bytes([zip[at + i], zip[at + i + 1]]));
            if zip[at..].starts_with(b"PK\x03\x04") && zip.get(at + 30..at + 30 + u16_at(26)) == Some(name) {
                found.push((at, true));
            }
            if zip[at..].starts_with(b"PK\x01\x02") && zip.get(at + 46..at + 46 + u16_at(28)) == Some(name) {
                found.push((at, false));
            }
        }
        assert_eq!(found.len(), 2, "one local and one central header for {name:?}");
        found
    }

    /// Overwrites 4 bytes at `local` in the local header of `name` and at `central` in its
    /// central header.
    fn patch(zip: &mut [u8], name: &[u8], local: usize, central: usize, f: impl Fn(u32) -> u32) {
        for (at, is_local) in headers(zip, name) {
            let i = at + if is_local { local } else { central };
            let old = u32::from_le_bytes([zip[i], zip[i + 1], zip[i + 2], zip[i + 3]]);
            zip[i..i + 4].copy_from_slice(&f(old).to_le_bytes());
        }
    }

    /// CRC-32 as PNG chunks use it (crc32fast is not a dependency of the game).
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = png.len();
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        let crc = crc32(&png[start..]);
        png.extend_from_slice(&crc.to_be_bytes());
    }

    /// A PNG whose header says `w`×`h` RGBA pixels, with no pixels behind it.
    fn png_header_only(w: u32, h: u32) -> Vec<u8> {
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&w.to_be_bytes());
        ihdr.extend_from_slice(&h.to_be_bytes());
        ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &ihdr);
        // An empty zlib stream: the reader stops at the first IDAT to report the size.
        chunk(&mut png, b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
        chunk(&mut png, b"IEND", &[]);
        png
    }

    /// Every file of a folder (relative path with `/`, bytes), by path.
    fn files_in(dir: &Path) -> Vec<(String, Vec<u8>)> {
        fn walk(dir: &Path, rel: &str, out: &mut Vec<(String, Vec<u8>)>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let name = entry.file_name().into_string().unwrap();
                let child = if rel.is_empty() { name } else { format!("{rel}/{name}") };
                if entry.file_type().unwrap().is_dir() {
                    walk(&entry.path(), &child, out);
                } else {
                    out.push((child, std::fs::read(entry.path()).unwrap()));
                }
            }
        }
        let mut out = Vec::new();
        walk(dir, "", &mut out);
        out.sort();
        out
    }

    #[test]
    fn an_exported_deck_installs_the_same_files_under_its_name() {
        let dir = temp("round-trip");
        let theme = dir.join("theme");
        crate::theme::export_default(&theme).unwrap();
        std::fs::create_dir_all(theme.join("pictures")).unwrap();
        std::fs::write(theme.join("pictures/us.jpg"), jpeg(300, 200)).unwrap();
        let expected = files_in(&theme);
        // Junk and files of other kinds stay out of the deck.
        std::fs::write(theme.join(".DS_Store"), b"junk").unwrap();
        std::fs::write(theme.join("back.png~"), b"backup").unwrap();
        std::fs::write(theme.join("notes.txt"), b"my notes").unwrap();

        let out = dir.join(format!("my deck.{DECK_EXTENSION}"));
        let size = export_deck(&theme, &out).unwrap();
        assert_eq!(size, std::fs::metadata(&out).unwrap().len());
        let again = dir.join("again.unodeck");
        export_deck(&theme, &again).unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&again).unwrap(), "the same folder, the same bytes");
        // Nothing is left beside the deck files.
        let mut beside: Vec<String> =
            std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name().into_string().unwrap()).collect();
        beside.sort();
        assert_eq!(beside, ["again.unodeck", "my deck.unodeck", "theme"]);

        let bytes = std::fs::read(&out).unwrap();
        let checked = check_deck(&bytes).unwrap();
        assert_eq!(checked.manifest.name, "My deck");
        assert_eq!(checked.files[0].0, MANIFEST, "the manifest comes first");

        let themes = dir.join("themes");
        let installed = import_deck(&out, &themes).unwrap();
        assert_eq!(installed, themes.join("my-deck"));
        assert_eq!(files_in(&installed), expected);
        let second = import_deck(&out, &themes).unwrap();
        assert_eq!(second, themes.join("my-deck-2"));
        // The game reads it as the theme it was.
        let loaded = crate::theme::Theme::load(&crate::theme::ThemeSource::Folder(installed));
        assert_eq!(loaded.name(), "My deck");
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        // No hidden folder is left behind.
        assert_eq!(std::fs::read_dir(&themes).unwrap().count(), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_deck_zipped_with_its_folder_installs_without_that_folder() {
        let back = png(250, 368);
        let table = jpeg(640, 360);
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        zip.add_directory("Nonna's cards/", SimpleFileOptions::default()).unwrap();
        for (name, data) in [
            ("Nonna's cards/theme.ron", "(name: \"Già, però!\")".as_bytes()),
            ("Nonna's cards/back.png", back.as_slice()),
            ("Nonna's cards/table.jpg", table.as_slice()),
            ("__MACOSX/Nonna's cards/._back.png", b"resource fork".as_slice()),
            ("Nonna's cards/.DS_Store", b"junk".as_slice()),
        ] {
            zip.start_file(name, SimpleFileOptions::default()).unwrap();
            zip.write_all(data).unwrap();
        }
        let bytes = zip.finish().unwrap().into_inner();
        let deck = check_deck(&bytes).unwrap();
        let paths: Vec<&str> = deck.files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(paths, [MANIFEST, "back.png", "table.jpg"]);

        let dir = temp("top-folder");
        let file = dir.join("nonna.unodeck");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&file, &bytes).unwrap();
        let installed = import_deck(&file, &dir.join("themes")).unwrap();
        assert_eq!(installed, dir.join("themes").join("gia-pero"));
        assert_eq!(std::fs::read(installed.join("table.jpg")).unwrap(), table);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn folder_names_are_plain_lower_case_words() {
        assert_eq!(folder_slug("My deck"), "my-deck");
        assert_eq!(folder_slug("  Già, però!  "), "gia-pero");
        assert_eq!(folder_slug("***"), "deck");
        assert_eq!(folder_slug(""), "deck");
        assert_eq!(folder_slug("CON"), "con-deck");
        assert_eq!(folder_slug("Com1"), "com1-deck");
        let long = folder_slug("The very long name of a deck made for a very long party");
        assert!(long.len() <= 40 && !long.ends_with('-'), "{long}");
    }

    #[test]
    fn an_entry_climbing_out_with_dot_dot_is_refused() {
        let evil = png(10, 10);
        assert_eq!(
            refused(&deck_with(&[("../evil.png", evil.as_slice())])),
            DeckFileError::ParentDir("../evil.png".into())
        );
        let deep = deck_with(&[("cards/../../evil.png", evil.as_slice())]);
        assert_eq!(refused(&deep), DeckFileError::ParentDir("cards/../../evil.png".into()));
    }

    #[test]
    fn an_absolute_entry_is_refused() {
        let evil = png(10, 10);
        assert_eq!(
            refused(&deck_with(&[("/abs.png", evil.as_slice())])),
            DeckFileError::AbsolutePath("/abs.png".into())
        );
    }

    #[test]
    fn an_entry_naming_a_drive_is_refused() {
        let evil = png(10, 10);
        assert_eq!(
            refused(&deck_with(&[("C:/x.png", evil.as_slice())])),
            DeckFileError::DriveLetter("C:/x.png".into())
        );
    }

    #[test]
    fn an_entry_with_a_backslash_is_refused() {
        let evil = png(10, 10);
        let bytes = deck_with(&[("..\\evil.png", evil.as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::Backslash("..\\evil.png".into()));
    }

    #[test]
    fn an_entry_named_with_a_nul_or_not_in_utf8_is_refused() {
        let mut bytes = deck_with(&[("xevil.png", b"x".as_slice())]);
        patch(&mut bytes, b"xevil.png", 30, 46, |old| (old & !0xFF) | 0xFF);
        assert!(matches!(refused(&bytes), DeckFileError::NameNotText(_)));
        let mut bytes = deck_with(&[("xevil.png", b"x".as_slice())]);
        patch(&mut bytes, b"xevil.png", 30, 46, |old| old & !0xFF);
        assert_eq!(refused(&bytes), DeckFileError::NulInName("\u{FFFD}evil.png".into()));
    }

    #[test]
    fn a_symbolic_link_is_refused() {
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        zip.start_file(MANIFEST, SimpleFileOptions::default()).unwrap();
        zip.write_all(MANIFEST_TEXT).unwrap();
        zip.add_symlink("back.png", "/etc/passwd", SimpleFileOptions::default()).unwrap();
        let bytes = zip.finish().unwrap().into_inner();
        assert_eq!(refused(&bytes), DeckFileError::Symlink("back.png".into()));
    }

    #[test]
    fn an_encrypted_entry_is_refused() {
        let back = png(250, 368);
        let mut bytes = zip_of(&[(MANIFEST, MANIFEST_TEXT), ("back.png", back.as_slice())]);
        // Bit 0 of the general purpose flags: at 6 in the local header, 8 in the central one.
        patch(&mut bytes, b"back.png", 6, 8, |old| old | 1);
        assert_eq!(refused(&bytes), DeckFileError::Encrypted("back.png".into()));
    }

    #[test]
    fn more_than_300_entries_are_refused() {
        let names: Vec<String> = (0..MAX_ENTRIES).map(|i| format!("cards/extra-{i}.png")).collect();
        let mut files: Vec<(&str, &[u8])> = vec![(MANIFEST, MANIFEST_TEXT)];
        files.extend(names.iter().map(|n| (n.as_str(), &b"x"[..])));
        assert_eq!(refused(&zip_of(&files)), DeckFileError::TooManyEntries(MAX_ENTRIES + 1));
    }

    #[test]
    fn a_zip_bomb_is_refused_from_its_declared_size() {
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        zip.start_file(MANIFEST, SimpleFileOptions::default()).unwrap();
        zip.write_all(MANIFEST_TEXT).unwrap();
        let fast =
            SimpleFileOptions::default().compression_method(CompressionMethod::Deflated).compression_level(Some(1));
        zip.start_file("cards/red-7.png", fast).unwrap();
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..200 {
            zip.write_all(&zeros).unwrap();
        }
        let bytes = zip.finish().unwrap().into_inner();
        assert!(bytes.len() < 1 << 20, "200 MB of zeros pack small: {}", bytes.len());
        assert_eq!(refused(&bytes), DeckFileError::ExpandsTooMuch { size_mb: 200 });
    }

    #[test]
    fn an_entry_larger_than_its_header_says_is_refused_when_read() {
        let back = png(250, 368);
        let mut bytes = zip_of(&[(MANIFEST, MANIFEST_TEXT), ("back.png", back.as_slice())]);
        // The uncompressed size: at 22 in the local header, 24 in the central one.
        patch(&mut bytes, b"back.png", 22, 24, |_| 10);
        assert_eq!(refused(&bytes), DeckFileError::SizeMismatch("back.png".into()));
    }

    #[test]
    fn the_hand_made_crc_is_the_one_png_uses() {
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
    }

    #[test]
    fn a_huge_image_is_refused_from_its_header_before_decoding() {
        let huge = png_header_only(40_000, 40_000);
        let bytes = zip_of(&[(MANIFEST, MANIFEST_TEXT), ("back.png", huge.as_slice())]);
        let error = refused(&bytes);
        let expected = DeckFileError::ImageTooLarge {
            entry: "back.png".into(),
            width: 40_000,
            height: 40_000,
            max_width: CARD_IMAGE_MAX.0,
            max_height: CARD_IMAGE_MAX.1,
        };
        assert_eq!(error, expected);
        // A table may be larger than a card, not larger than its own limit.
        let table = png_header_only(5000, 100);
        let error = refused(&deck_with(&[("table.png", table.as_slice())]));
        assert!(matches!(error, DeckFileError::ImageTooLarge { max_width: 4096, .. }), "{error:?}");
    }

    #[test]
    fn an_image_that_is_text_is_refused() {
        let error = refused(&deck_with(&[("table.png", b"just some text, not a picture".as_slice())]));
        assert_eq!(error, DeckFileError::NotAnImage("table.png".into()));
    }

    #[test]
    fn an_image_cut_short_is_refused() {
        let back = png(250, 368);
        let cut = &back[..back.len() / 2];
        let bytes = zip_of(&[(MANIFEST, MANIFEST_TEXT), ("back.png", cut)]);
        assert!(matches!(refused(&bytes), DeckFileError::DamagedImage { .. }));
    }

    #[test]
    fn a_font_that_is_not_a_font_is_refused() {
        let manifest = b"(name: \"Fonts\", fonts: (numbers: \"fonts/numbers.ttf\"))";
        let back = png(250, 368);
        let bytes = zip_of(&[
            (MANIFEST, manifest.as_slice()),
            ("back.png", back.as_slice()),
            ("fonts/numbers.ttf", b"hello".as_slice()),
        ]);
        assert_eq!(refused(&bytes), DeckFileError::NotAFont("fonts/numbers.ttf".into()));
    }

    #[test]
    fn a_deck_without_a_manifest_is_refused() {
        let back = png(250, 368);
        assert_eq!(refused(&zip_of(&[("back.png", back.as_slice())])), DeckFileError::NoManifest);
        // A manifest one folder down, with files beside that folder, is not the deck's.
        let bytes = zip_of(&[("deck/theme.ron", MANIFEST_TEXT), ("back.png", back.as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::NoManifest);
    }

    #[test]
    fn a_manifest_with_a_syntax_error_is_refused() {
        let back = png(250, 368);
        let bytes = zip_of(&[(MANIFEST, b"(name: \"Broken\"".as_slice()), ("back.png", back.as_slice())]);
        assert!(matches!(refused(&bytes), DeckFileError::ManifestInvalid(_)));
        let bytes = zip_of(&[(MANIFEST, b"(name: \"\xff\")".as_slice()), ("back.png", back.as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::ManifestNotText);
    }

    #[test]
    fn a_manifest_naming_a_missing_or_outside_image_is_refused() {
        let manifest = b"(name: \"Photos\", back: \"pictures/back.jpg\")";
        let bytes = zip_of(&[(MANIFEST, manifest.as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::Missing("pictures/back.jpg".into()));
        let manifest = b"(name: \"Photos\", table: \"../table.jpg\")";
        let bytes = zip_of(&[(MANIFEST, manifest.as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::Outside("../table.jpg".into()));
    }

    #[test]
    fn two_entries_differing_only_in_capitals_are_refused() {
        let back = png(250, 368);
        let bytes = deck_with(&[("Back.png", back.as_slice())]);
        let error = refused(&bytes);
        assert_eq!(error, DeckFileError::DuplicateName { entry: "Back.png".into(), other: "back.png".into() });
    }

    #[test]
    fn a_file_of_another_kind_is_refused_and_junk_is_skipped() {
        let bytes = deck_with(&[("notes.exe", b"MZ".as_slice())]);
        assert_eq!(refused(&bytes), DeckFileError::UnknownFile("notes.exe".into()));
        let bytes = deck_with(&[
            (".DS_Store", b"junk".as_slice()),
            ("cards/Thumbs.db", b"junk".as_slice()),
            ("__MACOSX/._back.png", b"x".as_slice()),
        ]);
        let deck = check_deck(&bytes).unwrap();
        assert_eq!(deck.files.len(), 2);
    }

    #[test]
    fn a_file_that_is_not_a_zip_is_refused() {
        assert_eq!(refused(b"hello, this is not a deck at all"), DeckFileError::NotAZip);
        assert_eq!(refused(b""), DeckFileError::NotAZip);
    }

    #[test]
    fn a_truncated_zip_is_refused() {
        let bytes = deck_with(&[]);
        let cut = &bytes[..bytes.len() * 2 / 3];
        assert!(matches!(refused(cut), DeckFileError::Damaged(_)));
    }

    #[test]
    fn a_deck_file_too_large_is_refused_before_it_is_read() {
        let dir = temp("too-large");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("huge.unodeck");
        // A sparse file: its size is set, nothing is written.
        std::fs::File::create(&file).unwrap().set_len(MAX_DECK_FILE + 1).unwrap();
        let themes = dir.join("themes");
        let error = import_deck(&file, &themes).unwrap_err();
        assert_eq!(error, DeckFileError::FileTooLarge { file: file.clone(), size_mb: 48 });
        assert!(!themes.exists());
        let error = import_deck(&dir.join("missing.unodeck"), &themes).unwrap_err();
        assert!(matches!(error, DeckFileError::Unreadable { .. }), "{error:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_without_a_manifest_is_not_exported() {
        let dir = temp("no-manifest");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("back.png"), png(250, 368)).unwrap();
        let out = dir.join("deck.unodeck");
        assert_eq!(export_deck(&dir, &out), Err(DeckFileError::NotAThemeFolder(dir.clone())));
        assert!(!out.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// One of each error.
    fn every_error() -> Vec<DeckFileError> {
        use DeckFileError as E;
        let file = PathBuf::from("deck.unodeck");
        let folder = PathBuf::from("my-deck");
        let entry = || "cards/red-7.png".to_string();
        let ron = crate::ron_file::RonError {
            line: 1,
            column: 14,
            field: None,
            problem: crate::ron_file::RonProblem::EndsTooEarly,
        };
        let all = vec![
            E::Unreadable { file: file.clone(), reason: "permission denied".into() },
            E::FileTooLarge { file: file.clone(), size_mb: 60 },
            E::NotAZip,
            E::Damaged("could not find the central directory".into()),
            E::TooManyEntries(301),
            E::AbsolutePath(entry()),
            E::ParentDir(entry()),
            E::Backslash(entry()),
            E::DriveLetter(entry()),
            E::NulInName(entry()),
            E::NameNotText(entry()),
            E::Symlink(entry()),
            E::NotAPlainFile(entry()),
            E::Encrypted(entry()),
            E::UnsupportedCompression(entry()),
            E::ExpandsTooMuch { size_mb: 200 },
            E::SizeMismatch(entry()),
            E::EntryTooLarge { entry: entry(), size_mb: 41 },
            E::DamagedEntry { entry: entry(), detail: "invalid checksum".into() },
            E::DuplicateName { entry: entry(), other: "cards/Red-7.png".into() },
            E::NoManifest,
            E::ManifestNotText,
            E::ManifestInvalid(Box::new(ron)),
            E::Outside("../back.png".into()),
            E::Missing("pictures/back.jpg".into()),
            E::ImageTooLarge { entry: entry(), width: 40_000, height: 40_000, max_width: 2000, max_height: 2944 },
            E::NotAnImage(entry()),
            E::DamagedImage { entry: entry(), detail: "unexpected end of file".into() },
            E::NotAFont("fonts/numbers.ttf".into()),
            E::UnknownFile("notes.exe".into()),
            E::InstallFailed { path: PathBuf::from("back.png"), reason: "disk full".into() },
            E::NotAThemeFolder(folder.clone()),
            E::ThemeTooLarge { folder: folder.clone(), size_mb: 120, max_mb: 96 },
            E::ThemeTooManyFiles { folder, count: 400 },
            E::ExportFailed { path: file, reason: "disk full".into() },
        ];
        all.iter().for_each(listed);
        all
    }

    /// Every variant, by name: a new one not listed in [`every_error`] fails to compile here.
    fn listed(e: &DeckFileError) {
        use DeckFileError as E;
        match e {
            E::Unreadable { .. }
            | E::FileTooLarge { .. }
            | E::NotAZip
            | E::Damaged(_)
            | E::TooManyEntries(_)
            | E::AbsolutePath(_)
            | E::ParentDir(_)
            | E::Backslash(_)
            | E::DriveLetter(_)
            | E::NulInName(_)
            | E::NameNotText(_)
            | E::Symlink(_)
            | E::NotAPlainFile(_)
            | E::Encrypted(_)
            | E::UnsupportedCompression(_)
            | E::ExpandsTooMuch { .. }
            | E::SizeMismatch(_)
            | E::EntryTooLarge { .. }
            | E::DamagedEntry { .. }
            | E::DuplicateName { .. }
            | E::NoManifest
            | E::ManifestNotText
            | E::ManifestInvalid(_)
            | E::Outside(_)
            | E::Missing(_)
            | E::ImageTooLarge { .. }
            | E::NotAnImage(_)
            | E::DamagedImage { .. }
            | E::NotAFont(_)
            | E::UnknownFile(_)
            | E::InstallFailed { .. }
            | E::NotAThemeFolder(_)
            | E::ThemeTooLarge { .. }
            | E::ThemeTooManyFiles { .. }
            | E::ExportFailed { .. } => {}
        }
    }

    #[test]
    fn every_error_reads_in_english_as_its_display_and_in_italian() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        for e in every_error() {
            assert_eq!(en.say(&e), e.to_string(), "{e:?}");
            let italian = it.say(&e);
            assert_ne!(italian, en.say(&e), "{e:?}");
            assert!(!italian.contains('{'), "{italian}");
            let done = italian.ends_with("Non è stato installato niente.")
                || italian.ends_with("Il mazzo non è stato salvato.");
            assert!(done, "{italian}");
        }
        let e = DeckFileError::NotAZip;
        assert!(it.say(&e).starts_with("Questo file non è un mazzo"), "{}", it.say(&e));
        let done = crate::msg!(DeckImported, name = "My deck", folder = std::path::Path::new("/themes/my-deck"));
        assert_eq!(it.render(&done), "«My deck» installato in my-deck.");
        assert_eq!(en.render(&done), "Installed \"My deck\" in my-deck.");
    }
}

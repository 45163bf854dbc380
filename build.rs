//! Reads the message ids of the English translation files (`assets/i18n/en/*.ftl`) and writes
//! them as the `Msg` enum, so that every message the code names exists in the files (a typo does
//! not compile), and embeds every translation file in the binary.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in ["en", "it"] {
        let dir = root.join(lang);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        names.sort();
        for path in names {
            println!("cargo::rerun-if-changed={}", path.display());
            files.push((lang, path));
        }
    }
    let mut ids = Vec::new();
    for (_, path) in files.iter().filter(|(lang, _)| *lang == "en") {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            let Some((id, _)) = line.split_once('=') else { continue };
            let id = id.trim_end();
            let first = id.chars().next();
            if first.is_some_and(|c| c.is_ascii_alphabetic())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                ids.push(id.to_string());
            }
        }
    }
    let mut out = String::new();
    out.push_str("/// Every message of the translation files, by its id in `assets/i18n/en/*.ftl`.\n");
    out.push_str(
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n#[allow(missing_docs)]\npub enum Msg {\n",
    );
    for id in &ids {
        writeln!(out, "    {},", variant(id)).unwrap();
    }
    out.push_str("}\n\nimpl Msg {\n    /// Every message, in file order.\n    pub const ALL: &[Msg] = &[\n");
    for id in &ids {
        writeln!(out, "        Msg::{},", variant(id)).unwrap();
    }
    out.push_str("    ];\n\n    /// The message's id in the translation files.\n    pub const fn id(self) -> &'static str {\n        match self {\n");
    for id in &ids {
        writeln!(out, "            Msg::{} => {id:?},", variant(id)).unwrap();
    }
    out.push_str("        }\n    }\n}\n\n/// The translation files built into the game: language, file name, text.\npub(crate) const EMBEDDED: &[(&str, &str, &str)] = &[\n");
    for (lang, path) in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        writeln!(out, "    ({lang:?}, {name:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("messages.rs");
    std::fs::write(dest, out).unwrap();
}

/// `menu-new-game` → `MenuNewGame`.
fn variant(id: &str) -> String {
    id.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

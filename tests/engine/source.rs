//! The project's own sources: short functions; clippy's "too many arguments" allowed once, for
//! every Bevy system (whose parameters are its reads and writes), in `Cargo.toml`, never function
//! by function; and the builds without the game's window kept out of the game's target folder.

use std::path::{Path, PathBuf};

/// The longest a function in `src/` may be, in lines (its signature to its closing brace).
const MAX_LINES: usize = 80;

/// Every `.rs` file under `dir`.
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// A line with its strings, characters and comment taken out (what is left of its braces).
pub(crate) fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                chars.next();
            }
            '"' => in_string = !in_string,
            _ if in_string => {}
            '/' if chars.peek() == Some(&'/') => break,
            // A character literal: '{' or '}' (lifetimes have no closing quote after one char).
            '\'' if chars.clone().nth(1) == Some('\'') => {
                chars.next();
                chars.next();
            }
            c => out.push(c),
        }
    }
    out
}

/// The name of the function a line starts, if it starts one.
fn starts_function(line: &str) -> Option<String> {
    let mut words = line.split_whitespace().peekable();
    while let Some(w) = words.next() {
        match w {
            "fn" => return words.next().map(|n| n.split(['(', '<']).next().unwrap_or(n).to_string()),
            _ if w.starts_with("pub") || ["const", "async", "unsafe", "extern", "\"C\""].contains(&w) => {}
            _ => return None,
        }
    }
    None
}

/// Every function of `text` longer than `max` lines: its name, first line and length.
fn long_functions(text: &str, max: usize) -> Vec<(String, usize, usize)> {
    let lines: Vec<String> = text.lines().map(code_of).collect();
    let mut long = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(name) = starts_function(line) else { continue };
        let mut depth = 0i32;
        let mut opened = false;
        'lines: for (end, l) in lines.iter().enumerate().skip(start) {
            for c in l.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    // A declaration without a body (in a trait).
                    ';' if !opened => break 'lines,
                    _ => {}
                }
            }
            if opened && depth == 0 {
                if end - start + 1 > max {
                    long.push((name.clone(), start + 1, end - start + 1));
                }
                break;
            }
        }
    }
    long
}

#[test]
fn the_length_check_finds_a_long_function_and_passes_a_short_one() {
    let body = |n: usize| (0..n).map(|i| format!("    let x{i} = \"}}\"; // {{\n")).collect::<String>();
    let text = format!(
        "pub(crate) fn short() {{\n{}}}\n\nfn long<T>(a: T) -> T {{\n{}    a\n}}\n\ntrait T {{\n    fn declared(&self);\n}}\n",
        body(3),
        body(80)
    );
    assert_eq!(long_functions(&text, MAX_LINES), vec![("long".to_string(), 7, 83)]);
}

#[test]
fn no_function_in_the_sources_is_over_80_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files: Vec<PathBuf> = ["src", "crates/uno-engine/src"].iter().flat_map(|d| rust_files(&root.join(d))).collect();
    assert!(files.len() > 50, "the sources were read: {} files", files.len());
    let mut long = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (name, line, n) in long_functions(&text, MAX_LINES) {
            long.push(format!("{}:{line} {name}: {n} lines", file.strip_prefix(root).unwrap().display()));
        }
    }
    assert!(long.is_empty(), "functions over {MAX_LINES} lines:\n{}", long.join("\n"));
}

/// Bevy systems take many parameters (as bevy_new_2d's do): the lint is allowed once in
/// `Cargo.toml`, not by an attribute here and there.
#[test]
fn too_many_arguments_is_allowed_once_in_cargo_toml_and_nowhere_else() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let lints = manifest.split("[lints.clippy]").nth(1).expect("a [lints.clippy] table");
    let table = lints.split("\n[").next().unwrap();
    assert!(table.contains("too_many_arguments = \"allow\""), "{table}");
    no_too_many_arguments_attribute(root);
}

fn no_too_many_arguments_attribute(root: &Path) {
    let mut found = Vec::new();
    for dir in ["src", "crates/uno-engine/src", "tests", "benches", "build.rs"] {
        let path = root.join(dir);
        let files = if path.is_dir() { rust_files(&path) } else { vec![path] };
        for file in files.into_iter().filter(|f| f.exists()) {
            let text = std::fs::read_to_string(&file).unwrap();
            // Split so that this file does not name what it looks for.
            let allowed = ["clippy::too_many", "_arguments"].concat();
            for (i, line) in text.lines().enumerate().filter(|(_, l)| l.contains(&allowed)) {
                found.push(format!("{}:{}: {}", file.strip_prefix(root).unwrap().display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "clippy is told to allow too many arguments:\n{}", found.join("\n"));
}

/// The builds without the game's window (`--no-default-features`: the engine, the bots, the
/// simulator) go to `target/engine`: built in `target/`, their `uno-party` (which has no window)
/// would take the place of the game's own, which the README's commands run.
#[test]
fn the_builds_without_a_window_keep_out_of_the_games_target_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = std::fs::read_to_string(root.join(".cargo/config.toml")).unwrap();
    let aliases: Vec<&str> =
        config.lines().filter(|l| !l.trim_start().starts_with('#') && l.contains("--no-default-features")).collect();
    assert!(aliases.len() >= 3, "test-engine, sim and tournament: {aliases:?}");
    for alias in aliases {
        assert!(alias.contains("--target-dir target/engine"), "{alias}");
    }
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    for line in ci.lines().filter(|l| l.trim_start().starts_with("cargo ")) {
        assert!(!line.contains("--no-default-features"), "CI builds without the window in target/: {line}");
    }
    assert!(ci.contains("cargo test-engine"), "CI runs the engine's tests first");
}

/// Whether `line` is a parameter that takes several values in one anonymous tuple
/// (`(time, settings): (Res<Time>, Res<Settings>),`, or a type alias of such a tuple): a system's reads and writes are each a
/// parameter, or a named `SystemParam` groups what belongs together.
fn tuple_parameter(line: &str) -> bool {
    let line = line.trim();
    let Some((pattern, ty)) = line.split_once("): ") else { return false };
    let names = pattern.trim_start_matches("mut ").strip_prefix('(');
    let simple = names.is_some_and(|n| {
        n.contains(',')
            && n.split(',')
                .all(|w| w.trim().trim_start_matches("mut ").chars().all(|c| c.is_ascii_lowercase() || c == '_'))
    });
    simple && line.ends_with(',') && !ty.is_empty()
}

#[test]
fn the_tuple_check_knows_a_tuple_parameter_from_a_pair() {
    assert!(tuple_parameter("    (time, mut settings): (Res<Time>, ResMut<Settings>),"));
    assert!(tuple_parameter("    mut (a, b): (Res<A>, Res<B>),"));
    assert!(tuple_parameter("    (phase, screen, overlay): States3,"));
    assert!(!tuple_parameter("    time: Res<Time>,"));
    assert!(!tuple_parameter("    let (a, b): (u8, u8) = (1, 2);"));
    assert!(!tuple_parameter("    picture: (u32, u32),"));
}

#[test]
fn no_system_of_the_game_takes_its_parameters_in_an_anonymous_tuple() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for file in rust_files(&root.join("src/app")) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, line) in text.lines().enumerate().filter(|(_, l)| tuple_parameter(l)) {
            found.push(format!("{}:{}: {}", file.strip_prefix(root).unwrap().display(), i + 1, line.trim()));
        }
    }
    assert!(found.is_empty(), "parameters bundled in anonymous tuples:\n{}", found.join("\n"));
}

/// The places in `src/app` that take `resource` for writing (`ResMut<R>`, `resource_mut::<R>`),
/// as `file:line`.
fn writers_of(root: &Path, resource: &str) -> Vec<String> {
    let patterns =
        [format!("ResMut<{resource}>"), format!("ResMut<'w, {resource}>"), format!("resource_mut::<{resource}>")];
    let mut found = Vec::new();
    for file in rust_files(&root.join("src/app")) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, line) in text.lines().enumerate() {
            if patterns.iter().any(|p| code_of(line).contains(p.as_str())) {
                found.push(format!("{}:{}", file.strip_prefix(root).unwrap().display(), i + 1));
            }
        }
    }
    found
}

/// The game changes in one system (`core/writer.rs`), and who sees which face is the curtain's
/// alone (`core/curtain.rs`): nothing else takes either for writing.
#[test]
fn the_table_has_one_writer_and_the_viewpoint_one_owner() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (resource, owner) in [("Table", "src/app/core/writer.rs"), ("Viewpoint", "src/app/core/curtain.rs")] {
        let found = writers_of(root, resource);
        assert!(!found.is_empty(), "{owner} writes {resource}: the check finds it");
        let others: Vec<&String> = found.iter().filter(|f| !f.starts_with(owner)).collect();
        assert!(others.is_empty(), "{resource} is written outside {owner}: {others:?}");
    }
}

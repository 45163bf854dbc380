//! The layers of `src/app`: every import points down the layer order that `src/app/mod.rs` states
//! in its opening lines, the features never import each other, and a folder's `mod.rs` only
//! declares and assembles (nobody imports what a `mod.rs` defines).
//!
//! Read as a newcomer: the order itself is not here but at the top of `src/app/mod.rs`, the one
//! place where it is written; this file reads it from there.

use std::collections::BTreeSet;
use std::path::Path;

use super::source::{code_of, rust_files};

/// A module of `src/app` by its path below `app` (`["hud", "status"]`; `[]` is `app` itself).
type Module = Vec<String>;

/// The layers of `src/app/mod.rs`, lowest first: each a list of folders (or root files) that sit
/// side by side and may not import each other. Read from the lines `//! N. `name`, `name`: ...`.
fn layer_order(mod_rs: &str) -> Vec<Vec<String>> {
    let mut layers = Vec::new();
    for line in mod_rs.lines().take_while(|l| l.starts_with("//!")) {
        let line = line.trim_start_matches("//!").trim();
        let Some((number, rest)) = line.split_once(". ") else { continue };
        if number.parse::<u32>().is_err() {
            continue;
        }
        let names = rest.split(':').next().unwrap_or("");
        let names: Vec<String> =
            names.split(',').map(|n| n.trim().trim_matches('`').to_string()).filter(|n| !n.is_empty()).collect();
        layers.push(names);
    }
    layers
}

/// The module a file is (`hud/mod.rs` is `["hud"]`).
fn module_of(app: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(app).unwrap().with_extension("");
    let mut parts: Module = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Every path of a `use` tree, written out (`a::{b, c::d}` gives `a::b` and `a::c::d`).
fn use_paths(tree: &str) -> Vec<String> {
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap_or(tree).trim().to_string()];
    };
    let prefix = tree[..open].trim_end_matches("::").trim();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let (mut parts, mut depth, mut part) = (Vec::new(), 0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    parts.push(part);
    let join = |p: String| match (prefix.is_empty(), p.as_str()) {
        (_, "self") => prefix.to_string(),
        (true, _) => p,
        (false, _) => format!("{prefix}::{p}"),
    };
    parts.iter().filter(|p| !p.trim().is_empty()).flat_map(|p| use_paths(p)).map(join).collect()
}

/// One import found in a file: the module it is in (an inline module counts) and the path.
struct Import {
    line: usize,
    from: Module,
    path: String,
}

/// The inline modules (`mod tests { ... }`) of `lines`: their names, first and last lines.
fn inline_modules(lines: &[String]) -> Vec<(String, usize, usize)> {
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(at) = words.iter().position(|w| *w == "mod") else { continue };
        if words.get(at + 2) != Some(&"{") {
            continue;
        }
        let mut depth = 0i32;
        for (end, l) in lines.iter().enumerate().skip(start) {
            depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
            if depth == 0 {
                found.push((words[at + 1].to_string(), start, end));
                break;
            }
        }
    }
    found
}

/// Every path into `app` that `text` names: its `use` trees and the paths written in code.
fn imports(module: &Module, text: &str) -> Vec<Import> {
    let lines: Vec<String> = text.lines().map(code_of).collect();
    let inline = inline_modules(&lines);
    let from = |line: usize| {
        let mut m = module.clone();
        if let Some((name, ..)) = inline.iter().find(|(_, a, b)| (*a..=*b).contains(&line)) {
            m.push(name.clone());
        }
        m
    };
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        // `pub use`, `pub(crate) use`, `pub(in …) use`: the visibility is not part of the path.
        let statement = match line.strip_prefix("pub") {
            Some(rest) if rest.starts_with('(') => rest.split_once(") ").map_or(line, |(_, s)| s),
            Some(rest) => rest.trim_start(),
            None => line,
        };
        if let Some(rest) = statement.strip_prefix("use ") {
            let mut tree = rest.to_string();
            let start = i;
            while !tree.contains(';') && i + 1 < lines.len() {
                i += 1;
                tree.push_str(&lines[i]);
            }
            let tree = tree.split(';').next().unwrap_or("");
            for path in use_paths(tree) {
                found.push(Import { line: start + 1, from: from(start), path });
            }
        } else {
            for start in ["crate::app::", "super::", "self::"] {
                let mut rest = line;
                while let Some(at) = rest.find(start) {
                    let before = rest[..at].chars().last();
                    let path: String =
                        rest[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
                    if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                        found.push(Import { line: i + 1, from: from(i), path: path.trim_end_matches(':').into() });
                    }
                    rest = &rest[at + start.len()..];
                }
            }
        }
        i += 1;
    }
    found
}

/// Where a path leads: the deepest module of `modules` it names, and what it names inside it
/// (`None` for a path that is not into `app`).
fn resolve(from: &Module, path: &str, modules: &BTreeSet<Module>) -> Option<(Module, Vec<String>)> {
    let segs: Vec<&str> = path.split("::").map(str::trim).collect();
    let (mut base, mut rest): (Module, &[&str]) = match segs.as_slice() {
        ["crate", "app", rest @ ..] => (Vec::new(), rest),
        ["super" | "self", ..] => (from.clone(), &segs[..]),
        _ => return None,
    };
    while let Some((first, tail)) = rest.split_first() {
        match *first {
            "super" => drop(base.pop()),
            "self" => {}
            _ => break,
        }
        rest = tail;
    }
    // Inline modules are not files: go up to the file that holds them.
    while !modules.contains(&base) && !base.is_empty() {
        base.pop();
    }
    let mut used = 0;
    for n in 1..=rest.len() {
        let mut m = base.clone();
        m.extend(rest[..n].iter().map(|s| s.to_string()));
        if modules.contains(&m) {
            used = n;
        } else {
            break;
        }
    }
    let mut target = base;
    target.extend(rest[..used].iter().map(|s| s.to_string()));
    Some((target, rest[used..].iter().map(|s| s.to_string()).collect()))
}

/// The folder (or root file) a module belongs to: its first part (`None` for `app` itself).
fn folder(m: &Module) -> Option<&str> {
    m.first().map(String::as_str)
}

/// What is wrong with one import from `from` of `rest` in `target`, if anything. `is_folder`:
/// `target` is a folder's `mod.rs` (or `app` itself).
fn problem(
    from: &Module,
    target: &Module,
    rest: &[String],
    is_folder: bool,
    rank: &dyn Fn(&str) -> Option<usize>,
) -> Option<String> {
    // `app/mod.rs` assembles everything; a file may use itself (an inline module's `super::*`).
    let src = folder(from)?;
    if target == from {
        return None;
    }
    let what = target.join("/");
    // A folder (or `app`) imported as a name would let its files be reached by a path in code.
    if is_folder && rest.is_empty() && (target.is_empty() || !from.starts_with(target)) {
        let name = if target.is_empty() { "app" } else { what.as_str() };
        return Some(format!("imports the folder `{name}` itself: import the file it means"));
    }
    if is_folder && let Some(item) = rest.first() {
        let home = if target.is_empty() { "app".to_string() } else { what };
        return Some(format!("imports `{item}`, which {home}/mod.rs defines or re-exports"));
    }
    let dst = folder(target)?;
    let (Some(a), Some(b)) = (rank(src), rank(dst)) else {
        return Some(format!("`{src}` or `{dst}` is not in the layer order"));
    };
    if b > a {
        Some(format!("`{src}` imports `{what}`, which is above it"))
    } else if a == b && src != dst {
        Some(format!("`{src}` imports `{what}` beside it"))
    } else if src == "features" && dst == "features" && from.len() > 1 && target.len() > 1 && from[1] != target[1] {
        Some(format!("a feature imports another, `{what}`"))
    } else {
        None
    }
}

/// Everything wrong with the imports of the `src/app` at `app` (or at `LAYERS_OF`, to look at
/// another checkout), and how many were checked.
fn layer_problems(app: &Path) -> (Vec<String>, usize) {
    let app = &std::env::var_os("LAYERS_OF").map_or_else(|| app.to_path_buf(), std::path::PathBuf::from);
    let mod_rs = std::fs::read_to_string(app.join("mod.rs")).unwrap();
    let layers = layer_order(&mod_rs);
    let rank = |f: &str| layers.iter().position(|l| l.iter().any(|n| n == f));
    let files = rust_files(app);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(app, f)).collect();
    let mut problems = Vec::new();
    for top in modules.iter().filter_map(folder).collect::<BTreeSet<_>>() {
        if rank(top).is_none() {
            problems.push(format!("src/app/{top}: not in the layer order at the top of src/app/mod.rs"));
        }
    }
    let mut checked = 0;
    for file in &files {
        let module = module_of(app, file);
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(app.parent().unwrap().parent().unwrap()).unwrap().display().to_string();
        if file.ends_with("mod.rs") && module.len() == 1 {
            problems.extend(definitions(&text).into_iter().map(|d| format!("{name}: defines {d}")));
        }
        for import in imports(&module, &text) {
            let Some((target, rest)) = resolve(&import.from, &import.path, &modules) else { continue };
            checked += 1;
            let is_folder = modules.iter().any(|m| m.len() > target.len() && m.starts_with(&target));
            if let Some(p) = problem(&module, &target, &rest, is_folder, &rank) {
                problems.push(format!("{name}:{} `{}`: {p}", import.line, import.path));
            }
        }
    }
    (problems, checked)
}

/// What a folder's `mod.rs` defines or re-exports besides its declarations and the functions
/// that assemble its plugins (`fn ...(app: &mut App)`).
fn definitions(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines().map(code_of) {
        let reexport = line.trim_start().starts_with("pub") && line.contains(" use ");
        let words: Vec<&str> = line.split_whitespace().filter(|w| !w.starts_with("pub")).collect();
        let defines = match words.as_slice() {
            ["fn", rest @ ..] => !rest.concat().contains("(app:&mutApp)"),
            [kind, ..] => ["struct", "enum", "trait", "const", "static", "type", "impl", "macro_rules!"].contains(kind),
            [] => false,
        };
        if reexport || defines {
            found.push(line.trim().to_string());
        }
    }
    found
}

#[test]
fn the_app_reads_its_layer_order_from_the_top_of_its_mod_rs() {
    let text = "//! The game.\n//!\n//! 1. `core`: the table\n//! 2. `hud`, `menus`: screens\nmod core;\n";
    assert_eq!(layer_order(text), vec![vec!["core".to_string()], vec!["hud".into(), "menus".into()]]);
    let real = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/mod.rs")).unwrap();
    assert!(layer_order(&real).len() >= 5, "src/app/mod.rs states its layers");
}

#[test]
fn a_use_tree_is_read_path_by_path() {
    let paths = use_paths("crate::app::{core::{table::{Table, SubmitAction}, flow}, ui::palette as p}");
    assert_eq!(
        paths,
        [
            "crate::app::core::table::Table",
            "crate::app::core::table::SubmitAction",
            "crate::app::core::flow",
            "crate::app::ui::palette"
        ]
    );
}

#[test]
fn an_import_up_a_feature_beside_a_feature_and_a_mod_rs_definition_are_each_found() {
    let m = |s: &str| -> Module { s.split('/').filter(|p| !p.is_empty()).map(String::from).collect() };
    let modules: BTreeSet<Module> = [
        "",
        "core",
        "core/table",
        "features",
        "features/bots",
        "features/recap",
        "hud",
        "hud/status",
        "menus",
        "menus/rules",
    ]
    .iter()
    .map(|s| m(s))
    .collect();
    let layers = [vec!["core"], vec!["features"], vec!["hud", "menus"]];
    let rank = |f: &str| layers.iter().position(|l| l.contains(&f));
    let check = |from: &str, path: &str| {
        let (target, rest) = resolve(&m(from), path, &modules).unwrap();
        let is_folder = modules.iter().any(|x| x.len() > target.len() && x.starts_with(&target));
        problem(&m(from), &target, &rest, is_folder, &rank)
    };
    assert_eq!(check("hud/status", "crate::app::core::table::Table"), None);
    assert_eq!(check("hud/status", "super::super::features::recap::Recap"), None);
    assert!(check("core/table", "crate::app::hud::status::draw").unwrap().contains("above"));
    assert!(check("features/bots", "super::recap::Recap").unwrap().contains("another"));
    assert_eq!(check("features/bots", "crate::app::core::table::Table"), None);
    assert!(check("menus/rules", "crate::app::hud::status::draw").unwrap().contains("beside"));
    assert!(check("hud/status", "super::Frame").unwrap().contains("hud/mod.rs"));
    assert!(check("core/table", "crate::app::Screen").unwrap().contains("app/mod.rs"));
    assert_eq!(
        definitions("mod a;\npub mod b;\npub(crate) fn plugin(app: &mut App) {}\nuse bevy::prelude::*;\n").len(),
        0
    );
    assert_eq!(definitions("pub struct S;\npub(crate) use a::X;\nfn helper(x: u8) {}\n").len(), 3);
    assert_eq!(check("hud", "self::status::draw"), None);
    assert!(check("hud/status", "crate::app::features").unwrap().contains("folder"));
    assert!(check("hud/status", "crate::app").unwrap().contains("folder `app`"));
    assert_eq!(check("hud/status", "super::super::hud"), None);
    assert_eq!(check("hud/status", "super::super::hud::status::draw"), None);
}

#[test]
fn every_import_of_the_app_points_down_its_layers() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let (problems, checked) = layer_problems(&app);
    assert!(checked > 300, "the imports were read: {checked}");
    assert!(
        problems.is_empty(),
        "{} imports against the layers of src/app/mod.rs:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

//! `uno-party`: plays the game, or `uno-party sim ...` runs the simulator (`hint-bench` times the Hint).

use clap::Parser;
use uno_party::cli::{Cli, Command, ThemeCommand};

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Sim(args)) => std::process::exit(uno_party::cli::run_sim(&args)),
        Some(Command::Tournament(args)) => std::process::exit(uno_party::cli::run_tournament(&args)),
        Some(Command::Theme(cmd)) => std::process::exit(theme(cmd)),
        Some(Command::Replay(args)) => replay(args),
        Some(Command::HintBench(args)) => std::process::exit(uno_party::cli::run_hint_bench(&args)),
        None => play(cli.play),
    }
}

#[cfg(feature = "gui")]
fn play(args: uno_party::cli::PlayArgs) {
    match args.launch() {
        Ok(launch) => std::process::exit(uno_party::app::run(launch)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
}

#[cfg(feature = "gui")]
fn replay(args: uno_party::cli::ReplayArgs) {
    match args.play.launch() {
        Ok(mut launch) => {
            launch.replay = Some(args.file);
            std::process::exit(uno_party::app::run(launch))
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
}

#[cfg(not(feature = "gui"))]
fn replay(_: uno_party::cli::ReplayArgs) {
    eprintln!("This build has no window (built without the `gui` feature).");
    std::process::exit(2);
}

#[cfg(not(feature = "gui"))]
fn play(_: uno_party::cli::PlayArgs) {
    eprintln!("This build has no window (built without the `gui` feature). Try `uno-party sim --help`.");
    std::process::exit(2);
}

#[cfg(feature = "gui")]
fn theme(cmd: ThemeCommand) -> i32 {
    match cmd {
        ThemeCommand::Export { dir } => match uno_party::theme::export_default(&dir) {
            Ok(files) => {
                println!("Wrote the default theme to {} ({} files).", dir.display(), files.len());
                println!("Every card is an image now: change the ones you like, and delete those you want drawn");
                println!("in the colours of theme.ron. Play with: uno-party --theme {}", dir.display());
                println!(
                    "or move the folder into {} to pick it in Settings.",
                    uno_party::storage::themes_dir().display()
                );
                0
            }
            Err(e) => {
                eprintln!("{e}");
                1
            }
        },
        ThemeCommand::Import { file } => {
            match uno_party::theme::import_deck(&file, &uno_party::storage::themes_dir()) {
                Ok(folder) => {
                    println!("{}", folder.display());
                    0
                }
                Err(e) => {
                    eprintln!("{e}");
                    1
                }
            }
        }
    }
}

#[cfg(not(feature = "gui"))]
fn theme(_: ThemeCommand) -> i32 {
    eprintln!("This build has no card art (built without the `gui` feature).");
    2
}

//! `uno-party`: plays the game, or `uno-party sim ...` runs the simulator.

use clap::Parser;
use uno_party::cli::{Cli, Command};

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Sim(args)) => std::process::exit(uno_party::cli::run_sim(&args)),
        None => play(cli.play),
    }
}

#[cfg(feature = "gui")]
fn play(args: uno_party::cli::PlayArgs) {
    std::process::exit(uno_party::app::run(args));
}

#[cfg(not(feature = "gui"))]
fn play(_: uno_party::cli::PlayArgs) {
    eprintln!("This build has no window (built without the `gui` feature). Try `uno-party sim --help`.");
    std::process::exit(2);
}

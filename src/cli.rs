//! Command-line interface: `uno-party` plays, `uno-party sim ...` simulates.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::ai::{BotKind, Budget, DEFAULT_BUDGET};
use crate::engine::{MAX_SEATS, MIN_SEATS, Partners, RuleSet, Teams};
use crate::sim::{SimConfig, SimReport, TeamReport};

/// UNO for a party around one computer.
#[derive(Parser, Debug)]
#[command(name = "uno-party", version, about, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// What to do (nothing: play).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// How to set up the table when playing.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// Options of the game window (until the menus exist, and for tests and demos).
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    /// Players at the table (2 to 10). Any of the table options skips the menus.
    #[arg(long, value_parser = clap::value_parser!(u8).range(MIN_SEATS as i64..=MAX_SEATS as i64))]
    pub players: Option<u8>,
    /// How many of them are people (the first seats); the rest are computer players.
    #[arg(long)]
    pub humans: Option<u8>,
    /// How many more people play from their phones (the seats after the people at the computer).
    #[arg(long)]
    pub phones: Option<u8>,
    /// The port the phones connect to (this session only; 0: any free port).
    #[arg(long)]
    pub port: Option<u16>,
    /// Level of the computer players: easy, basic, normal or hard (or random).
    #[arg(long)]
    pub bots: Option<BotKind>,
    /// Seed of the shuffles (random when left out).
    #[arg(long)]
    pub seed: Option<u64>,
    /// A rule file (RON); the official rules without it.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Every seat is a computer player.
    #[arg(long)]
    pub autoplay: bool,
    /// Animation speed: 1 normal, 2 twice as fast, 0 instant (this session only).
    #[arg(long)]
    pub speed: Option<f32>,
    /// Open this screen first.
    #[arg(long, value_enum)]
    pub open: Option<OpenScreen>,
    /// Take a screenshot SECS seconds after start into PATH (repeatable).
    #[arg(long, num_args = 2, value_names = ["SECS", "PATH"], action = clap::ArgAction::Append)]
    pub screenshot_after: Vec<String>,
    /// Take a screenshot into PATH the first time MOMENT happens: deal, colour-picker, round-summary,
    /// match-over, scoreboard, settings, rules, theme-reload and others (repeatable).
    #[arg(long, num_args = 2, value_names = ["MOMENT", "PATH"], action = clap::ArgAction::Append)]
    pub screenshot_on: Vec<String>,
    /// Quit SECS seconds after start.
    #[arg(long)]
    pub quit_after: Option<f32>,
    /// Each time the table settles, write the screen rectangle of every card and button and the
    /// public game state to FILE (`.json` for JSON, anything else for RON).
    #[arg(long)]
    pub layout_report: Option<PathBuf>,
    /// Write a line per sound cue to FILE as it goes out to the sound server: the event's number,
    /// the cue, when its card landed and when the cue was sent (seconds since 1970).
    #[arg(long, value_name = "FILE")]
    pub cue_log: Option<PathBuf>,
    /// Card theme for this session: a built-in one (classic, high-contrast), the name of a folder
    /// in the themes folder, or the path of a theme folder.
    #[arg(long, value_name = "NAME|PATH")]
    pub theme: Option<String>,
    /// Language of the game for this session: it (Italiano) or en (English); without it, the one
    /// chosen in Settings, or on the first start the system's.
    #[arg(long, value_enum)]
    pub lang: Option<crate::language::Language>,
    /// Window size in logical pixels, as WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x720", value_parser = parse_window)]
    pub window: WindowSize,
}

/// A screen the game can open on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OpenScreen {
    /// The main menu.
    MainMenu,
    /// New game.
    NewGame,
    /// The rules reference.
    Rules,
    /// Settings.
    Settings,
    /// The statistics.
    Statistics,
    /// Learn to play: the first lesson, at the table.
    Learn,
}

/// A window size in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowSize {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

/// `--window WIDTHxHEIGHT`, at least 640x400.
fn parse_window(text: &str) -> Result<WindowSize, String> {
    let (w, h) = text.split_once('x').ok_or("use WIDTHxHEIGHT, for example 1280x720")?;
    let width: u32 = w.trim().parse().map_err(|_| format!("`{w}` is not a width"))?;
    let height: u32 = h.trim().parse().map_err(|_| format!("`{h}` is not a height"))?;
    if width < 640 || height < 400 {
        return Err("the window needs at least 640x400".into());
    }
    Ok(WindowSize { width, height })
}

impl PlayArgs {
    /// True when the table was set up on the command line: the game skips the menus.
    pub fn quick_start(&self) -> bool {
        self.players.is_some()
            || self.humans.is_some()
            || self.phones.is_some()
            || self.bots.is_some()
            || self.seed.is_some()
            || self.rules.is_some()
            || self.autoplay
    }

    /// The `--screenshot-after` pairs.
    pub fn screenshots_after(&self) -> Result<Vec<(f32, PathBuf)>, String> {
        self.screenshot_after
            .chunks(2)
            .map(|p| {
                let secs = p[0]
                    .parse::<f32>()
                    .map_err(|_| format!("--screenshot-after: `{}` is not a number of seconds", p[0]))?;
                Ok((secs, PathBuf::from(&p[1])))
            })
            .collect()
    }

    /// The `--screenshot-on` pairs.
    pub fn screenshots_on(&self) -> Vec<(String, PathBuf)> {
        self.screenshot_on.chunks(2).map(|p| (p[0].clone(), PathBuf::from(&p[1]))).collect()
    }

    /// The table set up by the flags, when any table flag was given.
    #[cfg(feature = "gui")]
    pub fn quick_setup(&self) -> Result<Option<crate::app::Party>, String> {
        if !self.quick_start() {
            return Ok(None);
        }
        let n = self.players.unwrap_or(4) as usize;
        let bots = self.bots.unwrap_or(BotKind::Normal);
        let humans = if self.autoplay { 0 } else { (self.humans.unwrap_or(1) as usize).min(n) };
        let mut setup = crate::app::Party::simple(n, humans, bots, self.seed.unwrap_or(0));
        let phones = (self.phones.unwrap_or(0) as usize).min(n - humans);
        for seat in &mut setup.seats[humans..humans + phones] {
            seat.kind = crate::app::SeatKind::Phone;
        }
        let english = crate::i18n::Texts::new(crate::language::Language::English);
        for i in humans..humans + phones {
            let others: Vec<_> =
                setup.seats.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, s)| s.clone()).collect();
            setup.seats[i].name = crate::app::free_default_name(&english, &others, true);
        }
        if let Some(path) = &self.rules {
            setup.rules = load_rules(path)?;
            setup.profile = "Rule file".into();
        }
        Ok(Some(setup))
    }

    /// How the game starts, in the game's own types.
    #[cfg(feature = "gui")]
    pub fn launch(&self) -> Result<crate::app::Launch, String> {
        use crate::app::{Moment, Outputs, Screen};
        let mut on = Vec::new();
        for (m, path) in self.screenshots_on() {
            let moment = <Moment as clap::ValueEnum>::from_str(&m, false).map_err(|_| {
                let all: Vec<String> = <Moment as clap::ValueEnum>::value_variants()
                    .iter()
                    .filter_map(|v| clap::ValueEnum::to_possible_value(v).map(|p| p.get_name().to_string()))
                    .collect();
                format!("--screenshot-on: `{m}` is not a moment; use one of {}", all.join(", "))
            })?;
            on.push((moment, path));
        }
        let outputs = Outputs {
            after: self.screenshots_after()?,
            on,
            quit_after: self.quit_after,
            layout_report: self.layout_report.clone(),
            ..Outputs::default()
        };
        let open = match self.open.unwrap_or(OpenScreen::MainMenu) {
            OpenScreen::MainMenu => Screen::MainMenu,
            OpenScreen::NewGame => Screen::NewGame,
            OpenScreen::Rules => Screen::Rules,
            OpenScreen::Settings => Screen::Settings,
            OpenScreen::Statistics => Screen::Statistics,
            OpenScreen::Learn => Screen::Table,
        };
        let lesson = (self.open == Some(OpenScreen::Learn)).then(crate::app::OpenLesson::basics);
        Ok(crate::app::Launch {
            window: (self.window.width, self.window.height),
            outputs,
            quick_start: self.quick_setup()?,
            open,
            theme: self.theme.clone(),
            speed: self.speed,
            port: self.port,
            lang: self.lang,
            replay: None,
            lesson,
            cue_log: self.cue_log.clone(),
        })
    }
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play many hands between bots without a window and report speed and results.
    Sim(SimArgs),
    /// Play every bot level against every other and rate them.
    Tournament(TournamentArgs),
    /// Card themes.
    #[command(subcommand)]
    Theme(ThemeCommand),
    /// Watch a replay (a match file from the replays folder, or a saved match).
    Replay(ReplayArgs),
    /// Time the Hint (Hard's move and its reason) on random mid-hand decisions of a four-player table.
    HintBench(HintBenchArgs),
}

/// Options of `uno-party hint-bench`.
#[derive(Args, Debug)]
pub struct HintBenchArgs {
    /// Decisions to hint.
    #[arg(long, default_value_t = 500)]
    pub positions: usize,
    /// Seed of the positions and the hints.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads for Hard's playouts (0: every core).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=1024))]
    pub threads: u16,
    /// Hard's budget per hint, in playouts (the game's default without it).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Print the report as JSON on the last line.
    #[arg(long)]
    pub json: bool,
}

/// Runs `uno-party hint-bench`; returns the process exit code.
pub fn run_hint_bench(args: &HintBenchArgs) -> i32 {
    let budget = args.iterations.map_or(DEFAULT_BUDGET, Budget::Iterations);
    let cfg = crate::coach::bench::BenchConfig {
        positions: args.positions.max(1),
        seed: args.seed,
        threads: args.threads as usize,
        budget,
    };
    let r = crate::coach::bench::run(&cfg);
    let playouts = match budget {
        Budget::Iterations(n) => n,
        Budget::Millis(_) => 0,
    };
    println!("positions          {} (4 players, official rules, mid-hand decisions)", r.times.len());
    println!("budget             {playouts} playouts per hint");
    println!("threads            {}", r.threads);
    println!(
        "hint ms            p50 {:.2} p99 {:.2} max {:.2} mean {:.2}",
        r.quantile_ms(0.5),
        r.quantile_ms(0.99),
        r.quantile_ms(1.0),
        r.mean_ms()
    );
    if args.json {
        let out = serde_json::json!({
            "positions": r.times.len(),
            "playouts": playouts,
            "threads": r.threads,
            "p50_ms": r.quantile_ms(0.5),
            "p99_ms": r.quantile_ms(0.99),
            "max_ms": r.quantile_ms(1.0),
            "mean_ms": r.mean_ms(),
        });
        println!("{out}");
    }
    0
}

/// `uno-party replay FILE`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The replay to watch.
    pub file: PathBuf,
    /// The window's options.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// `uno-party theme ...`.
#[derive(Subcommand, Debug)]
pub enum ThemeCommand {
    /// Write the default theme into DIR (new or empty) as a complete starting template: the
    /// manifest and every image.
    Export {
        /// The folder to create.
        dir: PathBuf,
    },
    /// Install a deck shared as one file (NAME.unodeck) into the themes folder, after checking
    /// every file in it; prints the folder it was installed in.
    Import {
        /// The .unodeck file.
        file: PathBuf,
    },
}

/// Options of `uno-party sim`.
#[derive(Args, Debug)]
pub struct SimArgs {
    /// Players at the table (2 to 10).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(MIN_SEATS as i64..=MAX_SEATS as i64))]
    pub players: u8,
    /// Hands to play.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bot per seat, comma separated; the last fills the remaining seats.
    #[arg(long, default_value = "random", value_delimiter = ',')]
    pub bots: Vec<BotKind>,
    /// Check every invariant after every decision (slower).
    #[arg(long)]
    pub full_checks: bool,
    /// Time budget of Hard bots per decision, in milliseconds (not deterministic).
    #[arg(long, conflicts_with = "iterations")]
    pub budget_ms: Option<u32>,
    /// The rules, Hard's budget, threads and output.
    #[command(flatten)]
    pub table: BotTableArgs,
}

/// The options `uno-party sim` and `uno-party tournament` share.
#[derive(Args, Debug)]
pub struct BotTableArgs {
    /// A rule file (RON); the official rules without it.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Budget of Hard bots per decision, in playouts (imagined games × moves; deterministic).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Threads playing matches (0: one per core; at most 1024). The results do not depend on it,
    /// timings apart.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=1024))]
    pub threads: u16,
    /// Print the report as JSON on the last line.
    #[arg(long)]
    pub json: bool,
    /// Partner play: `pairs` (teams of two: 4, 6, 8 or 10 players) or `threes` (teams of three:
    /// 6 or 9), partners seated apart; `off` plays every seat for itself. Overrides the rule
    /// file's `partners`. The report adds each team's hands and matches won.
    #[arg(long, value_parser = parse_partners)]
    pub teams: Option<Partners>,
    /// Tell the bots nothing of the teams: each plays for itself, a partner's win counting as a
    /// loss (to measure what knowing the partner is worth).
    #[arg(long)]
    pub hide_teams: bool,
}

/// `off`, `pairs` or `threes`.
fn parse_partners(s: &str) -> Result<Partners, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "off" | "none" => Ok(Partners::Off),
        "pairs" | "two" | "2" => Ok(Partners::Pairs),
        "threes" | "three" | "3" => Ok(Partners::Threes),
        other => Err(format!("unknown teams `{other}`: use pairs, threes or off")),
    }
}

/// How `--teams` is typed for these partners.
fn partners_word(p: Partners) -> &'static str {
    match p {
        Partners::Off => "off",
        Partners::Pairs => "pairs",
        Partners::Threes => "threes",
    }
}

impl BotTableArgs {
    /// The rules of `--rules`, or the official ones, with the partners of `--teams`; refused when
    /// the partners do not fit `players`.
    fn load_rules(&self, players: usize) -> Result<RuleSet, String> {
        let mut rules = match &self.rules {
            Some(p) => load_rules(p)?,
            None => RuleSet::default(),
        };
        if let Some(p) = self.teams {
            rules.partners = p;
        }
        Teams::new(rules.partners, players).map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// The options that change the results, as typed (for the line that plays a run again).
    fn repeat(&self) -> String {
        let mut out = String::new();
        if let Some(n) = self.iterations {
            out.push_str(&format!(" --iterations {n}"));
        }
        if let Some(p) = &self.rules {
            out.push_str(&format!(" --rules {}", p.display()));
        }
        if let Some(t) = self.teams {
            out.push_str(&format!(" --teams {}", partners_word(t)));
        }
        if self.hide_teams {
            out.push_str(" --hide-teams");
        }
        out
    }
}

/// Options of `uno-party tournament`.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// Players at the table (2 to 10): one seat plays one level, the others another.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(MIN_SEATS as i64..=MAX_SEATS as i64))]
    pub players: u8,
    /// The levels that take part, comma separated.
    #[arg(long, default_value = "random,easy,basic,normal,hard", value_delimiter = ',')]
    pub levels: Vec<BotKind>,
    /// Only the match-ups against this level: each other level on one seat, this one on the others.
    #[arg(long)]
    pub against: Option<BotKind>,
    /// Hands per match-up.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,
    /// Seed of every match-up (each row is `uno-party sim --bots PLAYER,FIELD` with this seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The rules, Hard's budget, threads and output.
    #[command(flatten)]
    pub table: BotTableArgs,
}

/// Runs `uno-party tournament`; returns the process exit code.
pub fn run_tournament(args: &TournamentArgs) -> i32 {
    let rules = match args.table.load_rules(args.players as usize) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let cfg = crate::tournament::TournamentConfig {
        rules,
        budget: args.table.iterations.map_or(DEFAULT_BUDGET, Budget::Iterations),
        threads: args.table.threads as usize,
        against: args.against,
        knows_partners: !args.table.hide_teams,
        ..crate::tournament::TournamentConfig::new(args.players as usize, args.games, args.seed, args.levels.clone())
    };
    if cfg.levels().len() < 2 {
        eprintln!("a tournament needs at least two different levels (--levels, --against)");
        return 2;
    }
    let mut broken = 0;
    let teams = cfg.rules.teams(cfg.players).partners();
    let report = crate::tournament::run(&cfg, |m| {
        let (share, lo, hi) = m.player_share();
        eprintln!(
            "{} on {}, {} on the others: {:.1}% of {} hands (95% interval {:.1}-{:.1}%), {:.0} s",
            m.player,
            if teams { "one team" } else { "one seat" },
            m.field,
            100.0 * share,
            m.hands(),
            100.0 * lo,
            100.0 * hi,
            m.report.elapsed.as_secs_f64()
        );
        broken += m.report.invariant_violations;
    });
    println!("{}", report.markdown());
    println!(
        "uno-party tournament --players {} --levels {}{} --games {} --seed {}{}",
        args.players,
        args.levels.iter().map(|k| k.name()).collect::<Vec<_>>().join(","),
        args.against.map_or(String::new(), |k| format!(" --against {k}")),
        args.games,
        args.seed,
        args.table.repeat()
    );
    if args.table.json {
        println!("{}", report.json());
    }
    if broken > 0 {
        eprintln!("invariant violations: {broken}");
        1
    } else {
        0
    }
}

/// Reads a rule file, with a message naming the file, line and field; what the file gives that the
/// rules do not use is printed as a warning.
pub fn load_rules(path: &std::path::Path) -> Result<RuleSet, String> {
    let text = match crate::storage::read_text(path) {
        crate::storage::ReadText::Text(t) => t,
        crate::storage::ReadText::Missing => {
            return Err(format!("{} cannot be read: there is no such file", path.display()));
        }
        // The player's own file: named, and left as it is.
        crate::storage::ReadText::Trouble(what) => {
            let problem = crate::storage::FileProblem { path: path.to_path_buf(), what, aside: None };
            return Err(problem.to_string());
        }
    };
    let (rules, warnings) = RuleSet::from_ron_checked(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    for w in warnings {
        eprintln!("warning: {}: {w}", path.display());
    }
    Ok(rules)
}

/// Runs `uno-party sim`; returns the process exit code.
pub fn run_sim(args: &SimArgs) -> i32 {
    let rules = match args.table.load_rules(args.players as usize) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let budget = match (args.budget_ms, args.table.iterations) {
        (Some(ms), _) => Budget::Millis(ms),
        (None, Some(n)) => Budget::Iterations(n),
        (None, None) => DEFAULT_BUDGET,
    };
    let cfg = SimConfig {
        players: args.players as usize,
        games: args.games,
        seed: args.seed,
        bots: args.bots.clone(),
        rules,
        full_checks: args.full_checks,
        budget,
        threads: args.table.threads as usize,
        knows_partners: !args.table.hide_teams,
    };
    let report = crate::sim::run(&cfg);
    print_report(&cfg, &report);
    if args.table.json {
        println!("{}", report_json(&report));
    }
    if report.invariant_violations > 0 { 1 } else { 0 }
}

fn print_report(cfg: &SimConfig, r: &SimReport) {
    println!("players            {}", cfg.players);
    println!("bots               {}", cfg.bots.iter().map(|b| b.name()).collect::<Vec<_>>().join(","));
    println!("games              {}", r.games);
    println!("decisions          {}", r.decisions);
    println!("threads            {}", r.threads);
    println!("seconds            {:.3}", r.elapsed.as_secs_f64());
    println!("games per second   {:.0} ({:.0} per thread)", r.games_per_sec(), r.games_per_sec_per_core());
    println!("ns per decision    {:.1} ({:.1} of one thread's time)", r.ns_per_decision(), r.core_ns_per_decision());
    println!("decisions per game {:.2}", r.mean_decisions_per_game());
    println!("matches finished   {}", r.matches);
    if !r.teams.is_empty() {
        let told = if r.knows_partners { "told of their partners" } else { "told nothing of the teams" };
        println!("teams              {} (bots {told})", partners_word(r.partners));
    }
    for (s, w) in r.wins.iter().enumerate() {
        println!("wins seat {s:<8} {w} ({:.2}%)", 100.0 * *w as f64 / r.games.max(1) as f64);
    }
    for (i, t) in r.teams.iter().enumerate() {
        let (lo, hi) = t.wilson();
        let slots: Vec<String> = t.slots.iter().map(|s| s.to_string()).collect();
        println!(
            "team {i} {} (slots {}) hands won {}/{} = {:.2}% (95% CI {:.2}-{:.2}%), matches won {}",
            t.name,
            slots.join(","),
            t.hands_won,
            t.hands,
            100.0 * t.win_rate(),
            100.0 * lo,
            100.0 * hi,
            t.matches_won
        );
    }
    for b in &r.bots {
        let (lo, hi) = b.wilson();
        print!(
            "bot {:<7} x{} hands won {}/{} = {:.2}% (95% CI {:.2}-{:.2}%), matches won {}",
            b.name,
            b.seats,
            b.hands_won,
            b.hands,
            100.0 * b.win_rate(),
            100.0 * lo,
            100.0 * hi,
            b.matches_won
        );
        if b.latencies_ms.is_empty() {
            println!();
        } else {
            println!(
                ", decision ms p50 {:.3} p95 {:.3} p99 {:.3} max {:.3}",
                b.latency_ms(0.5),
                b.latency_ms(0.95),
                b.latency_ms(0.99),
                b.latency_ms(1.0)
            );
        }
    }
    println!("invariant violations {}", r.invariant_violations);
    for v in &r.violations {
        println!("  match {}: {}", v.match_index, v.message);
    }
}

/// The report as one JSON object (with `partners`, `knows_partners` and `teams` when the
/// rules have partners).
pub fn report_json(r: &SimReport) -> String {
    let mut out = serde_json::json!({
        "games": r.games,
        "decisions": r.decisions,
        "threads": r.threads,
        "seconds": r.elapsed.as_secs_f64(),
        "games_per_sec": r.games_per_sec(),
        "games_per_sec_per_core": r.games_per_sec_per_core(),
        "ns_per_decision": r.ns_per_decision(),
        "core_ns_per_decision": r.core_ns_per_decision(),
        "mean_decisions_per_game": r.mean_decisions_per_game(),
        "wins": r.wins,
        "matches": r.matches,
        "invariant_violations": r.invariant_violations,
        "bots": r.bots.iter().map(|b| {
            let (lo, hi) = b.wilson();
            serde_json::json!({
                "name": b.name,
                "seats": b.seats,
                "hands_won": b.hands_won,
                "hands": b.hands,
                "win_rate": b.win_rate(),
                "ci_low": lo,
                "ci_high": hi,
                "matches_won": b.matches_won,
                "p50_ms": b.latency_ms(0.5),
                "p95_ms": b.latency_ms(0.95),
                "p99_ms": b.latency_ms(0.99),
                "max_ms": b.latency_ms(1.0),
            })
        }).collect::<Vec<_>>(),
    });
    if !r.teams.is_empty() {
        out["partners"] = partners_word(r.partners).into();
        out["knows_partners"] = r.knows_partners.into();
        out["teams"] = r.teams.iter().map(TeamReport::json).collect::<Vec<_>>().into();
    }
    out.to_string()
}

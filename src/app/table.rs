//! The one resource that owns the engine, and the one system that applies actions to it.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::AppSystems;
use crate::ai::{Bot, BotKind};
use crate::cli::PlayArgs;
use crate::engine::{Action, Event, Game, RuleSet, Seat, Setup};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SubmitAction>()
        .add_message::<Refused>()
        .init_resource::<EventQueue>()
        .init_resource::<Settings>()
        .add_systems(Startup, start_match)
        .add_systems(Update, (apply_actions.in_set(AppSystems::Apply), choose_viewer.in_set(AppSystems::Animate)));
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at the computer.
    Human,
    /// A computer player of this level.
    Bot(BotKind),
}

/// One seat of the party.
#[derive(Clone, Debug)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Person or computer.
    pub kind: SeatKind,
}

/// How the table is set up (from the command line until the menus exist).
#[derive(Resource, Clone, Debug)]
pub struct TableSetup {
    /// The seats, in clockwise order.
    pub seats: Vec<SeatSetup>,
    /// The rules.
    pub rules: RuleSet,
    /// Seed of the match.
    pub seed: u64,
}

impl TableSetup {
    /// A party from the command-line flags.
    pub fn from_args(args: &PlayArgs) -> Result<TableSetup, String> {
        let rules = match &args.rules {
            Some(p) => crate::cli::load_rules(p)?,
            None => RuleSet::default(),
        };
        let n = args.players as usize;
        let humans = if args.autoplay { 0 } else { (args.humans as usize).min(n) };
        let seats = (0..n)
            .map(|i| {
                if i < humans {
                    let name = if humans == 1 { "You".to_string() } else { format!("Player {}", i + 1) };
                    SeatSetup { name, kind: SeatKind::Human }
                } else {
                    SeatSetup {
                        name: format!("{} {}", title(args.bots.name()), i + 1 - humans),
                        kind: SeatKind::Bot(args.bots),
                    }
                }
            })
            .collect();
        let seed = args.seed.unwrap_or_else(|| {
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1)
        });
        Ok(TableSetup { seats, rules, seed })
    }

    /// `players` seats, the first `humans` people, the others `bots`, official rules.
    pub fn simple(players: usize, humans: usize, bots: BotKind, seed: u64) -> TableSetup {
        let seats = (0..players)
            .map(|i| {
                if i < humans {
                    SeatSetup { name: format!("Player {}", i + 1), kind: SeatKind::Human }
                } else {
                    SeatSetup { name: format!("{} {}", title(bots.name()), i + 1 - humans), kind: SeatKind::Bot(bots) }
                }
            })
            .collect();
        TableSetup { seats, rules: RuleSet::default(), seed }
    }
}

fn title(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// Player-facing settings.
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    /// Animation speed: 1 normal, 0 instant.
    pub speed: f32,
    /// Seconds after a card lands during which its player may still call UNO before anyone can
    /// catch them.
    pub uno_grace: f32,
    /// Seconds a computer player takes to catch someone who forgot UNO (after the grace window).
    pub bot_catch_delay: f32,
    /// Shortest visible thinking time of a computer player, in seconds at speed 1.
    pub bot_pause: f32,
    /// Seconds the round summary stays before an all-computer table deals again.
    pub autoplay_pause: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { speed: 1.0, uno_grace: 1.0, bot_catch_delay: 1.2, bot_pause: 0.6, autoplay_pause: 3.0 }
    }
}

impl Settings {
    /// `secs` at the current speed (0 when animations are instant).
    pub fn scaled(&self, secs: f32) -> f32 {
        if self.speed <= 0.0 { 0.0 } else { secs / self.speed }
    }
}

/// The match being played: the engine's game (the single source of truth), who sits where, and
/// whose view is on screen.
#[derive(Resource)]
pub struct Table {
    /// The engine.
    pub game: Game,
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The computer players, by seat (`None` for people, and while a bot thinks on a worker thread).
    pub bots: Vec<Option<Box<dyn Bot>>>,
    /// Whose view is on screen (`None`: a spectator, when every seat is a computer player).
    pub viewer: Option<Seat>,
    /// Actions applied so far (for the layout report: did the game move?).
    pub actions_applied: u64,
}

impl Table {
    /// A new match from the setup, dealt.
    pub fn new(setup: &TableSetup) -> Result<(Table, Vec<Event>), String> {
        let (game, events) = Game::new_dealt(Setup {
            seats: setup.seats.len(),
            rules: setup.rules.clone(),
            seed: setup.seed,
            dealer: None,
        })
        .map_err(|e| e.to_string())?;
        let bots = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot(k) => Some(k.build(crate::sim::mix_seed(setup.seed, 7 + i as u64))),
                SeatKind::Human => None,
            })
            .collect();
        let viewer = setup.seats.iter().position(|s| s.kind == SeatKind::Human).map(|i| i as Seat);
        Ok((Table { game, seats: setup.seats.clone(), bots, viewer, actions_applied: 0 }, events))
    }

    /// True when `seat` is a person.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat as usize).is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// The seat shown at the bottom of the screen.
    pub fn bottom_seat(&self) -> Seat {
        self.viewer.unwrap_or(0)
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats.get(seat as usize).map(|s| s.name.as_str()).unwrap_or("?")
    }
}

/// A seat asks the engine to do something (a click, a button, a bot's decision).
#[derive(Message, Clone, Copy, Debug)]
pub struct SubmitAction {
    /// Who.
    pub seat: Seat,
    /// What.
    pub action: Action,
}

/// The engine refused an action: the reason, for the player to read.
#[derive(Message, Clone, Debug)]
pub struct Refused {
    /// Who tried.
    pub seat: Seat,
    /// What.
    pub action: Action,
    /// Why not, in words.
    pub reason: String,
}

/// Events from the engine waiting to be shown, in order.
#[derive(Resource, Default, Debug)]
pub struct EventQueue(pub VecDeque<Event>);

fn start_match(mut commands: Commands, setup: Option<Res<TableSetup>>, mut queue: ResMut<EventQueue>) {
    let setup = setup.map(|s| s.clone()).unwrap_or_else(|| TableSetup::simple(4, 1, BotKind::Normal, 1));
    match Table::new(&setup) {
        Ok((table, events)) => {
            queue.0.extend(events);
            commands.insert_resource(table);
        }
        Err(e) => error!("cannot start the match: {e}"),
    }
}

/// The one system that changes the game: applies submitted actions in order.
fn apply_actions(
    table: Option<ResMut<Table>>,
    mut submitted: MessageReader<SubmitAction>,
    mut queue: ResMut<EventQueue>,
    mut refused: MessageWriter<Refused>,
) {
    let Some(mut table) = table else { return };
    for &SubmitAction { seat, action } in submitted.read() {
        match table.game.apply(seat, action) {
            Ok(events) => {
                table.actions_applied += 1;
                queue.0.extend(events);
            }
            Err(e) => {
                refused.write(Refused { seat, action, reason: e.to_string() });
            }
        }
    }
}

/// The screen shows the view of the person whose decision it is (the last one, while computer
/// players think).
fn choose_viewer(table: Option<ResMut<Table>>, queue: Res<EventQueue>) {
    let Some(mut table) = table else { return };
    if !queue.0.is_empty() {
        return;
    }
    if let Some(actor) = table.game.to_act()
        && table.is_human(actor)
        && table.viewer != Some(actor)
    {
        table.viewer = Some(actor);
    }
}

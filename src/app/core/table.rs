//! The one resource that owns the engine, [`Table`]: what the match is, who sits where, and what
//! a computer player and a saved file get of it. It changes only in `core/writer.rs`; who sees
//! what on screen is the curtain's ([`crate::app::core::curtain::Viewpoint`]).

use bevy::prelude::*;

use crate::ai::Bot;
use crate::app::core::match_file::{self, MATCH_FORMAT, MatchFile};
use crate::app::core::party::{Party, SeatKind, SeatSetup, Seated};
use crate::app::core::settings::Settings;
use crate::engine::{Action, Event, Game, MatchLog, RoundResult, RuleError, RuleSet, Seat, Setup, View};
use crate::i18n::Message;
use crate::lesson::Lesson;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

/// The match being played: the engine's game (the single source of truth), who sits where, and
/// what the table is for.
#[derive(Resource)]
pub struct Table {
    /// The engine. Private: the screen reads `ShownView`, the bots [`Table::decision`].
    pub(super) game: Game,
    /// The seats.
    pub(super) seats: Vec<SeatSetup>,
    /// What the table is for: a match, a replay, a lesson.
    pub(super) mode: TableMode,
    /// When the computer players were last dealt afresh, and how (they sit in the bots feature's
    /// own resource, built from [`Table::fresh_bots`]).
    pub(super) bots: BotDeal,
    /// Actions applied so far (for the layout report: did the game move?).
    pub(super) actions_applied: u64,
    /// Who made the last action applied.
    pub(super) last_actor: Option<Seat>,
    /// The seed of the first match at this table.
    pub(super) seed: u64,
    /// Matches started at this table.
    pub(super) matches: u64,
    /// The match so far: its set-up and every action accepted (replays, undo, the autosave).
    pub(super) log: MatchLog,
    /// When the match started, seconds since 1970.
    pub(super) started_at: i64,
    /// Each computer player's seed (0 for a person).
    pub(super) bot_seeds: Vec<u64>,
    /// The rounds played in this match, as the engine scored them.
    pub(super) rounds: Vec<RoundResult>,
    /// How many times Undo was used in this match.
    pub(super) undos: u32,
    /// How many hints were asked for in this match.
    pub(super) hints_used: u32,
    /// The last events applied, oldest first (the phones' "last moves").
    pub(super) recent: std::collections::VecDeque<Event>,
    /// Events ever added to `recent` at this table (never reset): the number after the newest.
    pub(super) recent_total: u64,
}

/// What a table is for.
pub enum TableMode {
    /// A match played for real: kept (the autosave, the replays, the saved matches) and counted in
    /// the statistics.
    Match {
        /// The Hint button is offered (a match setting).
        hints: bool,
    },
    /// A replay watched: nobody plays, the log's actions are shown one by one.
    Replay,
    /// A lesson of Learn to play: it accepts the learner's moves it asks for, explains any other,
    /// and scripts the computer players. Nothing of it is kept.
    Lesson {
        /// The lesson, at its step.
        lesson: Box<Lesson>,
        /// Why the learner's last move was not the one asked for, and the lesson's position then:
        /// it is said only while the lesson stays on that step.
        said: Option<((usize, usize), Message)>,
    },
}

impl TableMode {
    /// A match played for real: kept and counted in the statistics. False for a replay watched
    /// and for a lesson.
    pub fn is_kept(&self) -> bool {
        matches!(self, TableMode::Match { .. })
    }

    /// The Hint button is offered: a match's setting (never in a replay or a lesson).
    pub fn hints_allowed(&self) -> bool {
        matches!(self, TableMode::Match { hints: true })
    }

    /// A replay is being watched: nobody plays.
    pub fn is_replay(&self) -> bool {
        matches!(self, TableMode::Replay)
    }

    /// True when the table is a lesson of Learn to play.
    pub fn in_lesson(&self) -> bool {
        self.lesson().is_some()
    }

    /// The lesson the table is, if any.
    pub fn lesson(&self) -> Option<&Lesson> {
        match self {
            TableMode::Lesson { lesson, .. } => Some(lesson.as_ref()),
            _ => None,
        }
    }

    /// Why the learner's last move was not the one the lesson asked for, while the lesson is
    /// still on the step it was made at.
    pub fn lesson_said(&self) -> Option<&Message> {
        match self {
            TableMode::Lesson { lesson, said: Some((at, said)) } => (lesson.position() == *at).then_some(said),
            _ => None,
        }
    }

    /// The lesson waits for the learner to read a step: the computer players wait too.
    pub fn lesson_holds(&self) -> bool {
        self.lesson().is_some_and(|l| l.holds_table() || l.finished())
    }
}

impl Seated for Table {
    fn seat_list(&self) -> &[SeatSetup] {
        &self.seats
    }
}

/// Events kept for [`Table::recent_events`].
pub(super) const RECENT_EVENTS: usize = 32;

impl Table {
    /// The one constructor the others start from: a table of `seats` at `game`, its log `log`,
    /// nothing applied yet.
    fn base(game: Game, seats: Vec<SeatSetup>, log: MatchLog, mode: TableMode) -> Table {
        Table {
            game,
            bot_seeds: vec![0; seats.len()],
            seats,
            mode,
            bots: BotDeal::new(0),
            actions_applied: 0,
            last_actor: None,
            seed: log.seed,
            matches: 1,
            log,
            started_at: match_file::now(),
            rounds: Vec::new(),
            undos: 0,
            hints_used: 0,
            recent: Default::default(),
            recent_total: 0,
        }
    }

    /// A new match from the setup, dealt: the table, the game before the deal (what the screen
    /// shows first) and the deal's events.
    pub fn new(setup: &Party) -> Result<(Table, Game, Vec<Event>), String> {
        let seed = setup.seed_or_random();
        let engine_setup = Setup { seats: setup.seats.len(), rules: setup.rules.clone(), seed, dealer: setup.dealer };
        let (before, game, events) = deal_new(engine_setup.clone())?;
        let mut log = MatchLog::new(&engine_setup);
        log.record(0, Action::StartRound);
        let bot_seeds = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot(_) => crate::engine::mix_seed(seed, 7 + i as u64),
                SeatKind::Human | SeatKind::Phone => 0,
            })
            .collect();
        let mode = TableMode::Match { hints: setup.hints_allowed() };
        let table = Table { seed, bot_seeds, ..Table::base(game, setup.seats.clone(), log, mode) };
        Ok((table, before, events))
    }

    /// The match of a file, where it was: the same game, seats and scoreboard.
    pub fn resume(file: &MatchFile) -> Result<Table, String> {
        let game = match file.game() {
            Some(g) => g.clone(),
            None => file.log.replay().map_err(|e| e.to_string())?,
        };
        Ok(Table {
            bots: BotDeal::new(file.log.actions.len() as u64),
            seed: file.table_seed,
            matches: file.matches,
            started_at: file.started_at,
            bot_seeds: file.bot_seeds.clone(),
            rounds: file.history.clone(),
            undos: file.undos,
            hints_used: file.hints_used,
            ..Table::base(game, file.seats.clone(), file.log.clone(), TableMode::Match { hints: file.hints })
        })
    }

    /// A replay of `file` from its start, before the first deal: nobody plays (every seat is
    /// shown as a computer player's, with no player behind it).
    pub fn replay_of(file: &MatchFile) -> Result<Table, String> {
        let game = Game::new(file.log.setup()).map_err(|e| e.to_string())?;
        let seats = file
            .seats
            .iter()
            .map(|s| SeatSetup {
                name: s.name.clone(),
                kind: match s.kind {
                    SeatKind::Human | SeatKind::Phone => SeatKind::Bot(crate::ai::BotKind::Random),
                    k => k,
                },
            })
            .collect();
        let log = MatchLog { actions: Vec::new(), ..file.log.clone() };
        Ok(Table {
            seed: file.table_seed,
            matches: file.matches,
            started_at: file.started_at,
            bot_seeds: file.bot_seeds.clone(),
            undos: file.undos,
            hints_used: file.hints_used,
            ..Table::base(game, seats, log, TableMode::Replay)
        })
    }

    /// A lesson of Learn to play at its first step: its prepared deal, the learner at the screen
    /// and its scripted computer players, under `names` (one per seat, in the language in use).
    /// Nothing of it is kept: no autosave, no replay, no statistics.
    pub fn of_lesson(lesson: Lesson, names: Vec<String>) -> Table {
        let game = lesson.game();
        let learner = lesson.learner();
        let seats: Vec<SeatSetup> = names
            .into_iter()
            .enumerate()
            .map(|(i, name)| SeatSetup {
                name,
                kind: if i == learner as usize { SeatKind::Human } else { SeatKind::Bot(crate::ai::BotKind::Easy) },
            })
            .collect();
        let setup = Setup { seats: seats.len(), rules: game.rules().clone(), seed: 1, dealer: None };
        Table::base(game, seats, MatchLog::new(&setup), TableMode::Lesson { lesson: Box::new(lesson), said: None })
    }

    /// What the table is for: a match, a replay, a lesson.
    pub fn mode(&self) -> &TableMode {
        &self.mode
    }

    /// Actions applied so far (for the layout report: did the game move?).
    pub fn actions_applied(&self) -> u64 {
        self.actions_applied
    }

    /// Who made the last action applied.
    pub fn last_actor(&self) -> Option<Seat> {
        self.last_actor
    }

    /// Matches started at this table.
    pub fn matches(&self) -> u64 {
        self.matches
    }

    /// When the match started, seconds since 1970.
    pub fn started_at(&self) -> i64 {
        self.started_at
    }

    /// The rounds played in this match, as the engine scored them.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }

    /// How many times Undo was used in this match.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// How many hints were asked for in this match.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// When the computer players were last dealt afresh (a new match, an undo, a lesson's part).
    pub fn bot_deal(&self) -> BotDeal {
        self.bots
    }

    /// The computer players as this table deals them now, by seat (`None` for people; none at
    /// all in a replay, where nobody plays): a lesson's scripted ones, or each from its seed.
    pub fn fresh_bots(&self) -> Vec<Option<Box<dyn Bot>>> {
        match &self.mode {
            TableMode::Replay => self.seats.iter().map(|_| None).collect(),
            TableMode::Lesson { lesson, .. } => lesson.bots(),
            TableMode::Match { .. } => build_bots(&self.seats, &self.bot_seeds, self.bots.moves),
        }
    }

    /// The match as a file: everything needed to resume it exactly, with the card theme in use
    /// and whose screen it was (`viewer`).
    pub fn to_file(&self, profile: &str, theme: &str, viewer: Option<Seat>) -> MatchFile {
        MatchFile {
            version: MATCH_FORMAT,
            started_at: self.started_at,
            saved_at: match_file::now(),
            seats: self.seats.clone(),
            bot_seeds: self.bot_seeds.clone(),
            profile: profile.to_string(),
            log: self.log.clone(),
            state: Some(self.game.clone()),
            history: self.rounds.clone(),
            theme: theme.to_string(),
            viewer,
            table_seed: self.seed,
            matches: self.matches,
            undos: self.undos,
            hints: self.mode.hints_allowed(),
            hints_used: self.hints_used,
        }
    }

    /// The match so far.
    pub fn log(&self) -> &MatchLog {
        &self.log
    }

    /// Where Undo would take the match back to: the index in the log of the only person's
    /// previous decision (never before the first deal), if Undo is possible now.
    pub fn undo_point(&self) -> Option<usize> {
        if self.people() != 1 || self.mode.in_lesson() {
            return None;
        }
        let person = self.seats.iter().position(|s| s.kind == SeatKind::Human)? as Seat;
        self.log.last_by(person, self.log.actions.len()).filter(|&i| i > 0)
    }

    /// The seed of a hint to `seat` at this point of the match: the same position asks the same
    /// hint, on the screen and on a phone.
    pub fn hint_seed(&self, seat: Seat) -> u64 {
        crate::engine::mix_seed(self.log.seed, self.actions_applied << 8 | u64::from(seat))
    }

    /// The last events applied, oldest first: what everyone at the table saw, or will once the
    /// cards have moved (a new match, an undo or a jump starts them again).
    pub fn recent_events(&self) -> impl Iterator<Item = &Event> {
        self.recent.iter()
    }

    /// The same, each with its number: numbers grow with every event at this table and are never
    /// given twice (not even after an undo or a new match), so a reader tells each event once.
    pub fn recent_numbered(&self) -> impl Iterator<Item = (u64, &Event)> {
        let first = self.recent_total - self.recent.len() as u64;
        self.recent.iter().enumerate().map(move |(i, e)| (first + i as u64, e))
    }

    /// What `seat` may decide now, as a computer player gets it: its view and its legal actions
    /// (`None` when it has nothing to do). A house rule played by a computer player is judged
    /// by the people at the table, when there are any: the judgement is not the computer's.
    pub fn decision(&self, seat: Seat) -> Option<SeatDecision> {
        let mut legal = self.game.legal_actions_vec(seat);
        if self.people_judge() {
            legal.retain(|a| !matches!(a, Action::JudgeHouseRule(_)));
        }
        (!legal.is_empty()).then(|| SeatDecision { view: self.game.view(Some(seat)), legal })
    }

    /// True when the people at the table judge a house rule (someone plays, at the computer or
    /// on a phone): the table's buttons on the screen answer it, whoever played the card.
    pub fn people_judge(&self) -> bool {
        self.people() > 0 && !self.mode.is_replay()
    }

    /// Who the engine waits for now (ahead of the screen while events are shown).
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// True when some seat might act out of turn now (a catch, a late UNO call, a Jump-In).
    pub fn out_of_turn_possible(&self) -> bool {
        self.game.out_of_turn_possible()
    }

    /// The rules of the match (they never change during it).
    pub fn rules(&self) -> &RuleSet {
        self.game.rules()
    }

    /// Number of seats.
    pub fn seat_count(&self) -> usize {
        self.game.seats()
    }

    /// The authoritative game, for saving and for tests. The screen never reads it: it shows
    /// `ShownView`.
    pub fn live_game(&self) -> &Game {
        &self.game
    }

    /// True when `seat` is a person at the computer.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat as usize).is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// True when `seat` is played from a phone.
    pub fn is_phone(&self, seat: Seat) -> bool {
        self.seats.get(seat as usize).is_some_and(|s| s.kind == SeatKind::Phone)
    }

    /// True when `seat` is a person, at the computer or on a phone.
    pub fn is_person(&self, seat: Seat) -> bool {
        self.is_human(seat) || self.is_phone(seat)
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

/// A seat's decision as a computer player receives it.
#[derive(Clone, Debug)]
pub struct SeatDecision {
    /// What the seat may see.
    pub view: View,
    /// What it may do (never empty).
    pub legal: Vec<Action>,
}

/// One dealing of a table's computer players: told apart from every other in this run of the
/// game, with what their seeds are mixed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotDeal {
    id: u64,
    moves: u64,
}

impl BotDeal {
    pub(super) fn new(moves: u64) -> BotDeal {
        static DEALS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        BotDeal { id: DEALS.fetch_add(1, std::sync::atomic::Ordering::Relaxed), moves }
    }
}

/// The computer players of `seats`, each from its seed mixed with `moves` (a resumed match's bots
/// do not repeat the choices of the first start).
fn build_bots(seats: &[SeatSetup], seeds: &[u64], moves: u64) -> Vec<Option<Box<dyn Bot>>> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s.kind {
            SeatKind::Bot(k) => {
                let seed = seeds.get(i).copied().unwrap_or(i as u64);
                Some(k.build(if moves == 0 { seed } else { crate::engine::mix_seed(seed, moves) }))
            }
            SeatKind::Human | SeatKind::Phone => None,
        })
        .collect()
}

/// A new match from `setup`: the game before the deal, the game dealt and the deal's events.
pub(super) fn deal_new(setup: Setup) -> Result<(Game, Game, Vec<Event>), String> {
    let before = Game::new(setup).map_err(|e| e.to_string())?;
    let mut game = before.clone();
    let events = game.apply(0, Action::StartRound).map_err(|e| e.to_string())?;
    Ok((before, game, events))
}

/// The engine refused an action: the reason, for the player to read.
#[derive(Message, Clone, Debug)]
pub struct Refused {
    /// Who tried.
    pub seat: Seat,
    /// What.
    pub action: Action,
    /// Why not.
    pub reason: RuleError,
}

//! The one resource that owns the engine (changed only by `core/writer.rs`), and how a table
//! opens: a lesson, a replay, a kept match or a new one.

use bevy::prelude::*;

use crate::ai::Bot;
use crate::app::core::match_file::{self, MATCH_FORMAT, MatchFile};
use crate::app::core::party::{Party, SeatKind, SeatSetup, Seated};
use crate::app::core::settings::Settings;
use crate::app::core::shown::{EventQueue, ShownView};
use crate::engine::{Action, Event, Game, MatchLog, RoundResult, RuleError, RuleSet, Seat, Setup, View, Zone};
use crate::i18n::Message;
use crate::lesson::{Lesson, LessonKind};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

/// The match being played: the engine's game (the single source of truth), who sits where, and
/// whose view is on screen.
#[derive(Resource)]
pub struct Table {
    /// The engine. Private: the screen reads [`ShownView`], the bots [`Table::decision`].
    game: Game,
    /// The seats.
    seats: Vec<SeatSetup>,
    /// When the computer players were last dealt afresh, and how (they sit in the bots feature's
    /// own resource, built from [`Table::fresh_bots`]).
    bots: BotDeal,
    /// Whose view is on screen: whose buttons and prompts it shows (`None`: a spectator, when
    /// every seat is a computer player, or the hot-seat curtain is up).
    viewer: Option<Seat>,
    /// Whose hand is drawn face up (besides every hand at a round's end). With two or more people
    /// only the viewer's, only while a decision of theirs is on screen and while the move they just
    /// made lands (kept by the curtain's `open_hand` system).
    open_hand: Option<Seat>,
    /// Actions applied so far (for the layout report: did the game move?).
    actions_applied: u64,
    /// Who made the last action applied.
    last_actor: Option<Seat>,
    /// The seed of the first match at this table.
    seed: u64,
    /// Matches started at this table.
    matches: u64,
    /// The match so far: its set-up and every action accepted (replays, undo, the autosave).
    log: MatchLog,
    /// When the match started, seconds since 1970.
    started_at: i64,
    /// Each computer player's seed (0 for a person).
    bot_seeds: Vec<u64>,
    /// The rounds played in this match, as the engine scored them.
    rounds: Vec<RoundResult>,
    /// How many times Undo was used in this match.
    undos: u32,
    /// The Hint button is offered in this match.
    hints: bool,
    /// How many hints were asked for in this match.
    hints_used: u32,
    /// A replay is being watched: nobody plays, the log's actions are shown one by one.
    replay: bool,
    /// Every hand is drawn face up (a replay watched with all hands open).
    all_open: bool,
    /// The last events applied, oldest first (the phones' "last moves").
    recent: std::collections::VecDeque<Event>,
    /// A lesson of Learn to play, when this table is one: it accepts the learner's moves it asks
    /// for, explains any other, and scripts the computer players.
    lesson: Option<Lesson>,
    /// Why the learner's last move was not the one asked for, and the lesson's position then:
    /// it is said only while the lesson stays on that step.
    lesson_said: Option<((usize, usize), Message)>,
}

impl Seated for Table {
    fn seat_list(&self) -> &[SeatSetup] {
        &self.seats
    }
}

/// Events kept for [`Table::recent_events`].
const RECENT_EVENTS: usize = 32;

impl Table {
    /// A new match from the setup, dealt: the table, the game before the deal (what the screen
    /// shows first) and the deal's events.
    pub fn new(setup: &Party) -> Result<(Table, Game, Vec<Event>), String> {
        let seed = setup.seed_or_random();
        let engine_setup = Setup { seats: setup.seats.len(), rules: setup.rules.clone(), seed, dealer: setup.dealer };
        let (before, game, events) = deal_new(engine_setup.clone())?;
        let mut log = MatchLog::new(&engine_setup);
        log.record(0, Action::StartRound);
        let bot_seeds: Vec<u64> = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot(_) => crate::engine::mix_seed(seed, 7 + i as u64),
                SeatKind::Human | SeatKind::Phone => 0,
            })
            .collect();
        let viewer = setup.sole_person();
        Ok((
            Table {
                game,
                seats: setup.seats.clone(),
                bots: BotDeal::new(0),
                viewer,
                open_hand: viewer,
                actions_applied: 0,
                last_actor: None,
                seed,
                matches: 1,
                log,
                started_at: match_file::now(),
                bot_seeds,
                rounds: Vec::new(),
                undos: 0,
                hints: setup.hints_allowed(),
                hints_used: 0,
                replay: false,
                all_open: false,
                recent: Default::default(),
                lesson: None,
                lesson_said: None,
            },
            before,
            events,
        ))
    }

    /// The match of a file, where it was: the same game, seats and scoreboard. With several
    /// people the screen starts under the curtain (resuming never shows a hand).
    pub fn resume(file: &MatchFile) -> Result<Table, String> {
        let game = match file.game() {
            Some(g) => g.clone(),
            None => file.log.replay().map_err(|e| e.to_string())?,
        };
        let viewer = file.sole_person();
        Ok(Table {
            game,
            seats: file.seats.clone(),
            bots: BotDeal::new(file.log.actions.len() as u64),
            viewer,
            open_hand: viewer,
            actions_applied: 0,
            last_actor: None,
            seed: file.table_seed,
            matches: file.matches,
            log: file.log.clone(),
            started_at: file.started_at,
            bot_seeds: file.bot_seeds.clone(),
            rounds: file.history.clone(),
            undos: file.undos,
            hints: file.hints,
            hints_used: file.hints_used,
            replay: false,
            all_open: false,
            recent: Default::default(),
            lesson: None,
            lesson_said: None,
        })
    }

    /// A replay of `file` from its start, before the first deal, every hand open: nobody plays
    /// (every seat is shown as a computer player's, with no player behind it).
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
            .collect::<Vec<_>>();
        Ok(Table {
            game,
            bots: BotDeal::new(0),
            seats,
            viewer: None,
            open_hand: None,
            actions_applied: 0,
            last_actor: None,
            seed: file.table_seed,
            matches: file.matches,
            log: MatchLog { actions: Vec::new(), ..file.log.clone() },
            started_at: file.started_at,
            bot_seeds: file.bot_seeds.clone(),
            rounds: Vec::new(),
            undos: file.undos,
            hints: file.hints,
            hints_used: file.hints_used,
            replay: true,
            all_open: true,
            recent: Default::default(),
            lesson: None,
            lesson_said: None,
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
        Table {
            bots: BotDeal::new(0),
            game,
            bot_seeds: vec![0; seats.len()],
            seats,
            viewer: Some(learner),
            open_hand: Some(learner),
            actions_applied: 0,
            last_actor: None,
            seed: 1,
            matches: 1,
            log: MatchLog::new(&setup),
            started_at: match_file::now(),
            rounds: Vec::new(),
            undos: 0,
            hints: false,
            hints_used: 0,
            replay: false,
            all_open: false,
            recent: Default::default(),
            lesson: Some(lesson),
            lesson_said: None,
        }
    }

    /// A match played for real: kept (the autosave, the replays, the saved matches) and counted
    /// in the statistics. False for a replay watched and for a lesson.
    pub fn is_kept(&self) -> bool {
        !self.replay && self.lesson.is_none()
    }

    /// True when this table is a lesson of Learn to play.
    pub fn in_lesson(&self) -> bool {
        self.lesson.is_some()
    }

    /// The lesson this table is, if any.
    pub fn lesson(&self) -> Option<&Lesson> {
        self.lesson.as_ref()
    }

    /// Why the learner's last move was not the one the lesson asked for, while the lesson is
    /// still on the step it was made at.
    pub fn lesson_said(&self) -> Option<&Message> {
        let (at, said) = self.lesson_said.as_ref()?;
        (self.lesson.as_ref()?.position() == *at).then_some(said)
    }

    /// The lesson waits for the learner to read a step: the computer players wait too.
    pub fn lesson_holds(&self) -> bool {
        self.lesson.as_ref().is_some_and(|l| l.holds_table() || l.finished())
    }

    /// The learner read a telling step: the lesson goes on (to its next part's deal when a part
    /// is done). True when the table's cards were replaced (lay them out again).
    pub fn lesson_proceed(&mut self) -> bool {
        let Some(lesson) = self.lesson.as_mut() else { return false };
        lesson.proceed();
        if lesson.part_done() && lesson.next_part() {
            self.game = lesson.game();
            self.bots = BotDeal::new(0);
            self.lesson_said = None;
            self.recent.clear();
            self.actions_applied += 1;
            return true;
        }
        false
    }

    /// The lesson from its start again (its rules kept): its first deal is on the table.
    pub fn lesson_restart(&mut self) {
        let Some(old) = self.lesson.as_ref() else { return };
        let lesson = match old.kind() {
            LessonKind::Basics => Some(Lesson::basics()),
            LessonKind::Options => Lesson::options(self.game.rules()),
        };
        let Some(lesson) = lesson else { return };
        self.game = lesson.game();
        self.bots = BotDeal::new(0);
        self.lesson = Some(lesson);
        self.lesson_said = None;
        self.recent.clear();
        self.rounds.clear();
        self.actions_applied += 1;
    }

    /// Whose view is on screen: whose buttons and prompts it shows (`None`: a spectator, when
    /// every seat is a computer player, or the hot-seat curtain is up). The curtain decides it.
    pub fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    /// Whose hand is drawn face up (besides every hand at a round's end); the curtain decides it.
    pub fn open_hand(&self) -> Option<Seat> {
        self.open_hand
    }

    /// Every hand is drawn face up (a replay watched with all hands open).
    pub fn all_open(&self) -> bool {
        self.all_open
    }

    /// The curtain's, and only the curtain's: who sees the table.
    pub(in crate::app::core) fn set_viewer(&mut self, viewer: Option<Seat>) {
        self.viewer = viewer;
    }

    /// The curtain's, and only the curtain's: whose hand is face up.
    pub(in crate::app::core) fn set_open_hand(&mut self, seat: Option<Seat>) {
        self.open_hand = seat;
    }

    /// The curtain's, and only the curtain's: every hand face up (a replay), or not.
    pub(in crate::app::core) fn set_all_open(&mut self, all_open: bool) {
        self.all_open = all_open;
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

    /// The Hint button is offered in this match (a match setting).
    pub fn hints_allowed(&self) -> bool {
        self.hints && !self.replay
    }

    /// How many hints were asked for in this match.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// A hint was asked for (counted once per decision by the hint's owner).
    pub fn count_hint(&mut self) {
        self.hints_used += 1;
    }

    /// A replay is being watched: nobody plays, the log's actions are shown one by one.
    pub fn is_replay(&self) -> bool {
        self.replay
    }

    /// When the computer players were last dealt afresh (a new match, an undo, a lesson's part).
    pub fn bot_deal(&self) -> BotDeal {
        self.bots
    }

    /// The computer players as this table deals them now, by seat (`None` for people; none at
    /// all in a replay, where nobody plays): a lesson's scripted ones, or each from its seed.
    pub fn fresh_bots(&self) -> Vec<Option<Box<dyn Bot>>> {
        match &self.lesson {
            _ if self.replay => self.seats.iter().map(|_| None).collect(),
            Some(lesson) => lesson.bots(),
            None => build_bots(&self.seats, &self.bot_seeds, self.bots.moves),
        }
    }

    /// Puts the match at `log`'s end at once (a replay's step back or jump): the screen lays its
    /// cards out again (`Jumped`).
    pub fn jump(&mut self, log: &MatchLog) -> Result<(), crate::engine::ReplayError> {
        let (game, rounds) = replay_with_rounds(log)?;
        self.game = game;
        self.log = log.clone();
        self.rounds = rounds;
        self.actions_applied += 1;
        self.recent.clear();
        Ok(())
    }

    /// The match as a file: everything needed to resume it exactly, with the card theme in use.
    pub fn to_file(&self, profile: &str, theme: &str) -> MatchFile {
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
            viewer: self.viewer,
            table_seed: self.seed,
            matches: self.matches,
            undos: self.undos,
            hints: self.hints,
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
        if self.people() != 1 || self.lesson.is_some() {
            return None;
        }
        let person = self.seats.iter().position(|s| s.kind == SeatKind::Human)? as Seat;
        self.log.last_by(person, self.log.actions.len()).filter(|&i| i > 0)
    }

    /// Takes the match back to the only person's previous decision: their move and every move
    /// after it are undone, and the cards are where the deck would deal them again (the log is
    /// played again to that point). False when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(at) = self.undo_point() else { return false };
        let log = self.log.truncated(at);
        let Ok((game, rounds)) = replay_with_rounds(&log) else { return false };
        self.game = game;
        self.log = log;
        self.rounds = rounds;
        self.undos += 1;
        self.recent.clear();
        // A computer player thinking about the undone position is dropped with its thought.
        self.bots = BotDeal::new((self.log.actions.len() as u64) << 8 | self.undos as u64);
        self.actions_applied += 1;
        true
    }

    /// A new match at this table: same seats, rules and dealer choice, the next shuffle.
    pub fn rematch(&mut self, dealer: Option<Seat>) -> Result<Vec<Event>, String> {
        let seed = crate::engine::mix_seed(self.seed, self.matches);
        let rules = self.game.rules().clone();
        let setup = Setup { seats: self.game.seats(), rules, seed, dealer };
        let (_, game, events) = deal_new(setup.clone())?;
        self.game = game;
        self.matches += 1;
        self.log = MatchLog::new(&setup);
        self.log.record(0, Action::StartRound);
        self.started_at = match_file::now();
        self.rounds.clear();
        self.undos = 0;
        self.hints_used = 0;
        self.recent.clear();
        // A computer player still thinking about the old match is dropped with its thought.
        self.bots = BotDeal::new(self.matches);
        Ok(events)
    }

    /// Applies `seat`'s action; on success queues its events with the state after them. In a
    /// lesson, a learner's move other than the one asked for changes nothing: the lesson says why
    /// ([`Table::lesson_said`]).
    pub fn apply(&mut self, seat: Seat, action: Action, queue: &mut EventQueue) -> Result<(), RuleError> {
        if let Some(lesson) = &self.lesson
            && seat == lesson.learner()
            && let Err(said) = lesson.check(&self.game, seat, action)
        {
            self.lesson_said = Some((lesson.position(), said));
            return Ok(());
        }
        let events = self.game.apply(seat, action)?;
        if let Some(lesson) = self.lesson.as_mut() {
            lesson.applied(&self.game, seat, action);
            if seat == lesson.learner() {
                self.lesson_said = None;
            }
        }
        self.log.record(seat, action);
        self.rounds.extend(events.iter().filter_map(|e| match e {
            Event::RoundEnded(r) => Some(*r),
            _ => None,
        }));
        self.actions_applied += 1;
        self.last_actor = Some(seat);
        self.recent.extend(events.iter().cloned());
        let extra = self.recent.len().saturating_sub(RECENT_EVENTS);
        self.recent.drain(..extra);
        queue.push_batch(events, &self.game);
        Ok(())
    }

    /// The last events applied, oldest first: what everyone at the table saw, or will once the
    /// cards have moved (a new match, an undo or a jump starts them again).
    pub fn recent_events(&self) -> impl Iterator<Item = &Event> {
        self.recent.iter()
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
        self.people() > 0 && !self.replay
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
    /// [`ShownView`].
    pub fn live_game(&self) -> &Game {
        &self.game
    }

    /// Plays phone seat `seat` at the computer from now on (its phone is gone, or another phone
    /// asked for it); false, and nothing changed, when `seat` is not a phone's.
    pub fn take_back_phone(&mut self, seat: Seat) -> bool {
        let Some(s) = self.seats.get_mut(seat as usize).filter(|s| s.kind == SeatKind::Phone) else { return false };
        s.kind = SeatKind::Human;
        true
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

    /// True when `seat`'s cards are drawn face up now (a round's end aside).
    pub fn shows_hand(&self, seat: Seat) -> bool {
        self.all_open || self.open_hand == Some(seat)
    }

    /// The face-up rule, the one place it is written: the discard pile is face up, the draw pile
    /// face down, a hand face up while it is open to its person or once the round shown has ended.
    pub fn face_up(&self, zone: Zone, shown: &ShownView) -> bool {
        match zone {
            Zone::DiscardPile | Zone::DiscardUnderTop => true,
            Zone::Hand(s) => self.shows_hand(s) || shown.round_over(),
            Zone::DrawPile => false,
        }
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

/// A seat's decision as a computer player receives it.
#[derive(Clone, Debug)]
pub struct SeatDecision {
    /// What the seat may see.
    pub view: View,
    /// What it may do (never empty).
    pub legal: Vec<Action>,
}

/// The game at the end of `log` and the rounds scored on the way.
fn replay_with_rounds(log: &MatchLog) -> Result<(Game, Vec<RoundResult>), crate::engine::ReplayError> {
    let mut player = crate::engine::Replayer::new(log)?;
    let mut rounds = Vec::new();
    while let Some(events) = player.step()? {
        rounds.extend(events.iter().filter_map(|e| match e {
            Event::RoundEnded(r) => Some(*r),
            _ => None,
        }));
    }
    Ok((player.game().clone(), rounds))
}

/// One dealing of a table's computer players: told apart from every other in this run of the
/// game, with what their seeds are mixed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotDeal {
    id: u64,
    moves: u64,
}

impl BotDeal {
    fn new(moves: u64) -> BotDeal {
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
fn deal_new(setup: Setup) -> Result<(Game, Game, Vec<Event>), String> {
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

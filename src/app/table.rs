//! The one resource that owns the engine, and the one system that applies actions to it.

use bevy::prelude::*;

use super::shown::{EventQueue, ShownView};
use super::{AppSystems, Screen};
use crate::ai::{Bot, BotKind};
use crate::engine::{Action, Event, Game, RuleError, RuleSet, Seat, Setup, View, Zone};
use crate::i18n::{Language, Texts};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SubmitAction>()
        .add_message::<Refused>()
        .init_resource::<EventQueue>()
        .init_resource::<Settings>()
        .add_systems(OnEnter(Screen::Table), start_match)
        .add_systems(OnExit(Screen::Table), end_match)
        .add_systems(Update, apply_actions.in_set(AppSystems::Apply).run_if(in_state(Screen::Table)));
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    /// A person at the computer.
    Human,
    /// A computer player of this level.
    Bot(BotKind),
}

/// One seat of the party.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Person or computer.
    pub kind: SeatKind,
}

/// How the table is set up: the party (seats, dealer, rules) and the seed of the match.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Party {
    /// The seats, in clockwise order.
    pub seats: Vec<SeatSetup>,
    /// The first dealer; `None` draws one at random.
    pub dealer: Option<Seat>,
    /// The rules (the target score among them).
    pub rules: RuleSet,
    /// The name of the rule profile they came from.
    pub profile: String,
    /// Seed of the match (0: a new random one each match).
    #[serde(skip)]
    pub seed: u64,
}

impl Default for Party {
    fn default() -> Self {
        Party::simple(4, 1, BotKind::Normal, 0)
    }
}

/// True for a name the game gave, in any language ("Player 2", "Giocatore 2", "Computer 3"),
/// not one someone typed.
pub fn is_default_name(name: &str) -> bool {
    crate::i18n::table::parse_default_name(name).is_some()
}

/// The first default name not taken at `seats`, in the language of `texts` ("Giocatore 2"): a
/// number is taken by a name typed as it, or by the same default name in any language.
pub fn free_default_name(texts: &Texts, seats: &[SeatSetup], person: bool) -> String {
    use crate::i18n::table::{default_name, parse_default_name};
    let taken =
        |n: u32, name: &str| seats.iter().any(|s| s.name == name || parse_default_name(&s.name) == Some((person, n)));
    (1..)
        .map(|n| (n, texts.render(&default_name(person, n))))
        .find(|(n, name)| !taken(*n, name))
        .map(|(_, name)| name)
        .expect("some number is free")
}

impl Party {
    /// `players` seats, the first `humans` people, the others `bots`, official rules.
    pub fn simple(players: usize, humans: usize, bots: BotKind, seed: u64) -> Party {
        // The default names in English: `localize_defaults` puts them in another language.
        let english = Texts::new(Language::English);
        let name = |person: bool, n: usize| english.render(&crate::i18n::table::default_name(person, n as u32));
        let seats = (0..players)
            .map(|i| {
                if i < humans {
                    SeatSetup { name: name(true, i + 1), kind: SeatKind::Human }
                } else {
                    SeatSetup { name: name(false, i + 1 - humans), kind: SeatKind::Bot(bots) }
                }
            })
            .collect();
        Party { seats, dealer: None, rules: RuleSet::default(), profile: "Official".into(), seed }
    }

    /// The seed to use: the set one, or a fresh one from the operating system's entropy.
    pub fn seed_or_random(&self) -> u64 {
        if self.seed != 0 { self.seed } else { crate::engine::fresh_seed() }
    }

    /// Number of people at the table.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.kind == SeatKind::Human).count()
    }

    /// Puts what the game wrote in the language of `texts`: every seat still under a default name
    /// gets its default name ("Player 2" becomes "Giocatore 2", keeping its number), and every
    /// Customizable Wild still carrying the game's text gets it in that language. What someone
    /// typed stays as it is.
    pub fn localize_defaults(&mut self, texts: &Texts) {
        crate::i18n::rules::localize_wild_texts(&mut self.rules, texts);
        for seat in &mut self.seats {
            if let Some((person, n)) = crate::i18n::table::parse_default_name(&seat.name) {
                seat.name = texts.render(&crate::i18n::table::default_name(person, n));
            }
        }
    }
}

/// How the window is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WindowChoice {
    /// A window.
    Windowed,
    /// The whole screen, without changing the display mode.
    Borderless,
    /// Exclusive full screen.
    Fullscreen,
}

/// Player-facing settings, remembered between sessions.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
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
    /// How the window is shown.
    pub window: WindowChoice,
    /// The card theme: a built-in name (`classic`, `high-contrast`) or a theme folder.
    pub theme: String,
    /// The language of the game's texts; none yet: the system's, on the first start.
    pub language: Option<crate::language::Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            uno_grace: 1.0,
            bot_catch_delay: 1.2,
            bot_pause: 0.6,
            autoplay_pause: 3.0,
            window: WindowChoice::Windowed,
            theme: crate::theme::DEFAULT_THEME.to_string(),
            language: None,
        }
    }
}

impl Settings {
    /// The settings with every value in its range (a hand-edited file may hold anything).
    pub fn sanitized(self) -> Settings {
        let d = Settings::default();
        let fit = |v: f32, lo: f32, hi: f32, default: f32| if v.is_finite() { v.clamp(lo, hi) } else { default };
        Settings {
            speed: fit(self.speed, 0.0, 10.0, d.speed),
            uno_grace: fit(self.uno_grace, 0.0, 10.0, d.uno_grace),
            bot_catch_delay: fit(self.bot_catch_delay, 0.0, 20.0, d.bot_catch_delay),
            bot_pause: fit(self.bot_pause, 0.0, 10.0, d.bot_pause),
            autoplay_pause: fit(self.autoplay_pause, 0.0, 60.0, d.autoplay_pause),
            window: self.window,
            theme: if self.theme.trim().is_empty() { d.theme } else { self.theme },
            language: self.language,
        }
    }

    /// `secs` at the current speed (0 when animations are instant).
    pub fn scaled(&self, secs: f32) -> f32 {
        if self.speed <= 0.0 { 0.0 } else { secs / self.speed }
    }
}

/// The match being played: the engine's game (the single source of truth), who sits where, and
/// whose view is on screen.
#[derive(Resource)]
pub struct Table {
    /// The engine. Private: the screen reads [`ShownView`], the bots [`Table::decision`].
    game: Game,
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The computer players, by seat (`None` for people, and while a bot thinks on a worker thread).
    pub bots: Vec<Option<Box<dyn Bot>>>,
    /// Whose view is on screen: whose buttons and prompts it shows (`None`: a spectator, when
    /// every seat is a computer player, or the hot-seat curtain is up).
    pub viewer: Option<Seat>,
    /// Whose hand is drawn face up (besides every hand at a round's end). With two or more people
    /// only the viewer's, only while a decision of theirs is on screen and while the move they just
    /// made lands (kept by the curtain's `open_hand` system).
    pub open_hand: Option<Seat>,
    /// Actions applied so far (for the layout report: did the game move?).
    pub actions_applied: u64,
    /// Who made the last action applied.
    pub last_actor: Option<Seat>,
    /// The seed of the first match at this table.
    pub seed: u64,
    /// Matches started at this table.
    pub matches: u64,
}

impl Table {
    /// A new match from the setup, dealt: the table, the game before the deal (what the screen
    /// shows first) and the deal's events.
    pub fn new(setup: &Party) -> Result<(Table, Game, Vec<Event>), String> {
        let seed = setup.seed_or_random();
        let (before, game, events) =
            deal_new(Setup { seats: setup.seats.len(), rules: setup.rules.clone(), seed, dealer: setup.dealer })?;
        let bots = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot(k) => Some(k.build(crate::engine::mix_seed(seed, 7 + i as u64))),
                SeatKind::Human => None,
            })
            .collect();
        // With several people the screen starts under the curtain; with one it is theirs.
        let viewer = match setup.humans() {
            1 => setup.seats.iter().position(|s| s.kind == SeatKind::Human).map(|i| i as Seat),
            _ => None,
        };
        Ok((
            Table {
                game,
                seats: setup.seats.clone(),
                bots,
                viewer,
                open_hand: viewer,
                actions_applied: 0,
                last_actor: None,
                seed,
                matches: 1,
            },
            before,
            events,
        ))
    }

    /// A new match at this table: same seats, rules and dealer choice, the next shuffle.
    pub fn rematch(&mut self, dealer: Option<Seat>) -> Result<Vec<Event>, String> {
        let seed = crate::engine::mix_seed(self.seed, self.matches);
        let rules = self.game.rules().clone();
        let (_, game, events) = deal_new(Setup { seats: self.game.seats(), rules, seed, dealer })?;
        self.game = game;
        self.matches += 1;
        Ok(events)
    }

    /// Applies `seat`'s action; on success queues its events with the state after them.
    pub fn apply(&mut self, seat: Seat, action: Action, queue: &mut EventQueue) -> Result<(), RuleError> {
        let events = self.game.apply(seat, action)?;
        self.actions_applied += 1;
        self.last_actor = Some(seat);
        queue.push_batch(events, &self.game);
        Ok(())
    }

    /// What `seat` may decide now, as a computer player gets it: its view and its legal actions
    /// (`None` when it has nothing to do).
    pub fn decision(&self, seat: Seat) -> Option<SeatDecision> {
        let legal = self.game.legal_actions_vec(seat);
        (!legal.is_empty()).then(|| SeatDecision { view: self.game.view(Some(seat)), legal })
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

    /// Number of people at the table.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.kind == SeatKind::Human).count()
    }

    /// True when `seat` is a person.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat as usize).is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// True when `seat`'s cards are drawn face up now (a round's end aside).
    pub fn shows_hand(&self, seat: Seat) -> bool {
        self.open_hand == Some(seat)
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

fn end_match(mut commands: Commands, mut queue: ResMut<EventQueue>) {
    commands.remove_resource::<Table>();
    commands.remove_resource::<ShownView>();
    queue.clear();
}

fn start_match(mut commands: Commands, setup: Option<Res<Party>>, mut queue: ResMut<EventQueue>) {
    let setup = setup.map(|s| s.clone()).unwrap_or_default();
    match Table::new(&setup) {
        Ok((table, before, events)) => {
            commands.insert_resource(ShownView::new(&before));
            queue.push_batch(events, &table.game);
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
        if let Err(reason) = table.apply(seat, action, &mut queue) {
            refused.write(Refused { seat, action, reason });
        }
    }
}

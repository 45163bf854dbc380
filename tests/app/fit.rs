//! Every panel fits in the window and covers nothing a player needs. The real overlays and
//! screens run headless (`egui_ui`) at 1024x600, 1280x720 and 1920x1080, in English and Italian,
//! with 2, 4, 6 and 10 seats named with 20 characters and hands of 1, 7 and 25 cards; each
//! position is built with the engine's `Scenario` and opened as a resumed match. In each, the
//! layout report (the cards, the piles) and the rectangles the overlays recorded say:
//! - every panel and button lies inside the window;
//! - no panel lies over a seat's cards or name tag, a pile, the colour ring or the status line,
//!   unless the table is dimmed under it;
//! - no name tag lies over cards;
//! - no panel covers the Help button or the scores button.
//!
//! `FIT_ONLY=1024` (a width) runs one window size; `FIT_POSITIONS=DIR` also writes matches really
//! played to some of these positions (`DIR/10-summary.ron`), whose logs give them, to open in the
//! real game as its autosave and look at.

use std::path::PathBuf;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::{
    ButtonId, ButtonRects, CardSprite, CardZones, HelpOpen, LayoutReport, MATCH_FORMAT, MatchFile, MatchStore,
    OpenPrompt, Overlay, Panel, Party, Prompt, Recap, Resume, Saver, Screen, ScreenSize, SeatKind, SeatSetup, Settings,
    ShownView, StatsBook, SubmitAction, Table, UiCommand, build_report,
};
use uno_party::engine::{
    Action, Card, Colour, Game, MatchLog, Partners, Phase, RuleSet, Scenario, Seat, Setup, TargetScore,
};
use uno_party::i18n::{Language, Texts};
use uno_party::layout::{Pos, Rect, Size};
use uno_party::stats::{MatchEntry, Stats, Who};

use super::egui_ui::{SETTLE_FRAMES, any_move, button_shown, drive, frames, theme_ready, ui_app};

const SIZES: [(f32, f32); 3] = [(1024.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)];
const SEATS: [usize; 4] = [2, 4, 6, 10];
const HANDS: [usize; 3] = [1, 7, 25];
/// A pixel of rounding between two rectangles that touch.
const SLACK: f32 = 1.0;

/// Twenty characters, and different for each seat.
fn long_name(seat: usize) -> String {
    let name = format!("Massimiliano Ross {seat:02}");
    assert_eq!(name.chars().count(), 20);
    name
}

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|_| panic!("{s} is not a card"))
}

/// `n` cards that are neither red nor wild (none of them the cards a position sets apart).
fn plain_cards(n: usize) -> Vec<Card> {
    let pool: Vec<Card> = [Colour::Blue, Colour::Green, Colour::Yellow]
        .into_iter()
        .flat_map(|colour| (1..=9).flat_map(move |v| [Card::number(colour, v); 2]))
        .collect();
    pool.into_iter().cycle().take(n).collect()
}

/// The seats: seat 0 a person, the others Normal computer players (seat `other_person` a person
/// too, for the hot-seat recap).
fn seats(n: usize, other_person: Option<usize>) -> Vec<SeatSetup> {
    (0..n)
        .map(|s| SeatSetup {
            name: long_name(s + 1),
            kind: if s == 0 || Some(s) == other_person { SeatKind::Human } else { SeatKind::Bot(BotKind::Normal) },
        })
        .collect()
}

/// A resumed match of `game`, the people and computer players of `seats`.
fn file(game: Game, seats: Vec<SeatSetup>, rules: &RuleSet) -> MatchFile {
    let n = seats.len();
    let setup = Setup { seats: n, rules: rules.clone(), seed: 1, dealer: Some(n as Seat - 1) };
    MatchFile {
        version: MATCH_FORMAT,
        started_at: 0,
        saved_at: 0,
        bot_seeds: (0..n as u64).collect(),
        seats,
        profile: String::new(),
        log: MatchLog::new(&setup),
        state: Some(game),
        history: Vec::new(),
        theme: String::new(),
        viewer: Some(0),
        table_seed: 1,
        matches: 1,
        undos: 0,
        hints: false,
        hints_used: 0,
    }
}

/// Applies `actions` in the engine (the moves that lead to the position the screen opens on).
fn play(mut game: Game, actions: &[(Seat, Action)]) -> Game {
    for &(seat, a) in actions {
        game.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat}: {e}"));
    }
    game
}

/// Seat 0 answers every question of the card it played (colour, player) with the first choice
/// offered, until it is asked for something else.
fn answer_questions(mut game: Game) -> Game {
    while let Some(a) = game
        .legal_actions_vec(0)
        .into_iter()
        .find(|a| matches!(a, Action::ChooseColour(_) | Action::ChooseTarget(_)))
        .filter(|_| matches!(game.phase(), Phase::ChooseColour { .. } | Phase::ChooseTarget { .. }))
    {
        game.apply(0, a).unwrap();
    }
    game
}

/// The positions a table opens on, each with what the screen must show there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Moment {
    /// Seat 0's turn, and the overlays of the pause menu over it.
    Turn,
    ColourPicker,
    SeatPicker,
    GiveCards,
    /// A Wild Draw Four on seat 0, then the hand shown after the challenge.
    Challenge,
    RoundSummary,
    MatchOver,
    /// Two people: "Since your turn" after the other person's hand-over.
    Recap,
    /// Every other seat a phone, none joined yet: the phones' panel with their codes.
    Phones,
}

const MOMENTS: [Moment; 9] = [
    Moment::Turn,
    Moment::ColourPicker,
    Moment::SeatPicker,
    Moment::GiveCards,
    Moment::Challenge,
    Moment::RoundSummary,
    Moment::MatchOver,
    Moment::Recap,
    Moment::Phones,
];

/// The match file that opens on `moment` with `n` seats and seat 0 holding `hand` cards.
pub(crate) fn position(moment: Moment, n: usize, hand: usize) -> MatchFile {
    position_in(moment, n, hand, Partners::Off)
}

/// [`position`] with these partners (their team letters widen the name tags, and the summaries
/// and the scoreboard gain the teams' rows).
fn position_in(moment: Moment, n: usize, hand: usize, partners: Partners) -> MatchFile {
    let teamed = |rules: RuleSet| RuleSet { partners, ..rules };
    let base = |rules: RuleSet, mine: Vec<Card>| Scenario::new(n).rules(rules).hand(0, &mine).top(c("Red 5"));
    let with = |extra: Card| [vec![extra], plain_cards(hand)].concat();
    let last = n as Seat - 1;
    let (game, rules, other_person) = match moment {
        Moment::Turn => {
            let rules = teamed(RuleSet::default());
            (base(rules.clone(), plain_cards(hand)).build().unwrap(), rules, None)
        }
        Moment::ColourPicker => {
            let rules = teamed(RuleSet::default());
            let g = base(rules.clone(), with(Card::WILD)).build().unwrap();
            (play(g, &[(0, Action::Play(Card::WILD))]), rules, None)
        }
        Moment::SeatPicker => {
            let rules = teamed(RuleSet { seven_o: true, ..RuleSet::default() });
            let g = base(rules.clone(), with(c("Red 7"))).build().unwrap();
            (play(g, &[(0, Action::Play(c("Red 7")))]), rules, None)
        }
        Moment::GiveCards => {
            let rules = teamed(RuleSet::deck_112());
            let give = rules
                .custom_wilds
                .iter()
                .position(|w| w.effects.iter().any(|e| matches!(e, uno_party::engine::CustomEffect::GiveCards(_))))
                .expect("the 112-card deck has a Customizable Wild that gives cards");
            let card = Card::custom(give as u8);
            let g = play(base(rules.clone(), with(card)).build().unwrap(), &[(0, Action::Play(card))]);
            let g = answer_questions(g);
            assert!(matches!(g.phase(), Phase::GiveCards { .. }), "{:?}", g.phase());
            (g, rules, None)
        }
        Moment::Challenge => {
            let rules = teamed(RuleSet::default());
            let wd4 = Card::WILD_DRAW_FOUR;
            let g = base(rules.clone(), plain_cards(hand))
                .hand(last, &[wd4, c("Red 1"), c("Red 2")])
                .turn(last)
                .build()
                .unwrap();
            (play(g, &[(last, Action::Play(wd4)), (last, Action::ChooseColour(Colour::Blue))]), rules, None)
        }
        Moment::RoundSummary | Moment::MatchOver => {
            // A round, not the match: a target no round of hands this size reaches.
            let target = if moment == Moment::MatchOver { 500 } else { 5000 };
            let rules = teamed(RuleSet { target_score: TargetScore::new(target).unwrap(), ..RuleSet::default() });
            let mut s = base(rules.clone(), vec![c("Red 9")]).hand(1, &plain_cards(hand));
            if moment == Moment::MatchOver {
                s = s.scores(&vec![499; n]);
            }
            (play(s.build().unwrap(), &[(0, Action::Play(c("Red 9")))]), rules, None)
        }
        Moment::Recap => {
            let rules = teamed(RuleSet::default());
            (base(rules.clone(), with(c("Red 6"))).build().unwrap(), rules, Some(n / 2))
        }
        Moment::Phones => {
            let rules = teamed(RuleSet::default());
            let mut seats = seats(n, None);
            seats.iter_mut().skip(1).for_each(|s| s.kind = SeatKind::Phone);
            return file(base(rules.clone(), plain_cards(hand)).build().unwrap(), seats, &rules);
        }
    };
    file(game, seats(n, other_person), &rules)
}

/// The app, at the main menu, saving into a folder of its own.
pub(crate) fn app(size: Vec2, language: Language) -> (App, PathBuf) {
    let dir = std::env::temp_dir().join(format!("uno-fit-{}-{}", std::process::id(), size.x));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(language), size);
    // Phones listen on any free port.
    app.insert_resource(Settings { speed: 0.0, phone_port: 0, ..Settings::default() });
    let store = MatchStore::new(dir.clone());
    app.insert_resource(Saver::start(store.replays())).insert_resource(store);
    theme_ready(&mut app);
    (app, dir)
}

/// Opens the table on `file` (from the main menu) and lets it settle.
pub(crate) fn open(app: &mut App, file: MatchFile) {
    app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(app, 2);
    let want = file.state.clone();
    app.insert_resource(Resume::new(file));
    app.world_mut().write_message(UiCommand::Go(Screen::Table));
    frames(app, SETTLE_FRAMES + 2);
    let now = app.world().get_resource::<Table>().map(|t| t.live_game().clone());
    assert_eq!(now.map(|g| g.to_ron()), want.map(|g| g.to_ron()), "the table did not open on the position");
}

/// Runs until `prompt` is open in front of the person, or fails saying where.
pub(crate) fn until_prompt(app: &mut App, prompt: Prompt, what: &str) {
    for _ in 0..400 {
        app.update();
        if app.world().resource::<OpenPrompt>().get() == Some(prompt) {
            frames(app, SETTLE_FRAMES);
            return;
        }
    }
    let open = app.world().resource::<OpenPrompt>().get();
    panic!("{what}: {prompt:?} did not open in 400 frames ({open:?} is open)");
}

/// A rectangle of the report (`[left, top, width, height]`, window pixels).
pub(crate) fn rect(r: [f32; 4]) -> Rect {
    Rect { centre: Pos { x: r[0] + r[2] / 2.0, y: r[1] + r[3] / 2.0 }, size: Size { w: r[2], h: r[3] } }
}

/// The part two rectangles share, beyond a pixel of rounding.
pub(crate) fn overlap(a: &Rect, b: &Rect) -> bool {
    let w = a.right().min(b.right()) - a.left().max(b.left());
    let h = (a.centre.y + a.size.h / 2.0).min(b.centre.y + b.size.h / 2.0)
        - (a.centre.y - a.size.h / 2.0).max(b.centre.y - b.size.h / 2.0);
    w > SLACK && h > SLACK
}

pub(crate) fn inside(r: &Rect, window: Vec2) -> bool {
    let (top, bottom) = (r.centre.y - r.size.h / 2.0, r.centre.y + r.size.h / 2.0);
    r.left() >= -SLACK && top >= -SLACK && r.right() <= window.x + SLACK && bottom <= window.y + SLACK
}

/// The table's layout report as it is now.
pub(crate) fn report(app: &mut App) -> LayoutReport {
    app.world_mut()
        .run_system_once(
            |(table, shown, zones, size): (Res<Table>, Res<ShownView>, Res<CardZones>, Res<ScreenSize>),
             cards: Query<(&CardSprite, &Transform, &Sprite)>,
             buttons: Res<ButtonRects>| {
                build_report((&table, &shown), &zones, size.get(), None, 0, &cards, &buttons)
            },
        )
        .expect("the layout report")
}

/// What the checks found wrong, across every case.
#[derive(Default)]
struct Findings {
    cases: usize,
    /// Panels checked against the table beside them (not dimmed).
    beside: usize,
    /// Name tags checked against the cards.
    tags: usize,
    /// Each problem, with the cases it was seen in.
    problems: std::collections::BTreeMap<String, Vec<String>>,
}

impl Findings {
    /// Checks what is on screen now; `table` when the table is under it.
    fn check(&mut self, app: &mut App, case: &str, table: bool) {
        self.cases += 1;
        let window = app.world().resource::<ScreenSize>().get();
        let rects = app.world().resource::<ButtonRects>().all().to_vec();
        let mut say = |what: String| self.problems.entry(what).or_default().push(case.to_string());
        let panels: Vec<&(ButtonId, Rect)> = rects.iter().filter(|(b, _)| matches!(b, ButtonId::Panel(_))).collect();
        for (b, r) in &rects {
            if !matches!(b, ButtonId::Dimmed) && !inside(r, window) {
                say(format!("{b} {r:?} leaves the {}x{} window", window.x, window.y));
            }
        }
        for (b, r) in
            rects.iter().filter(|(b, _)| matches!(b, ButtonId::Help | ButtonId::ScoresButton | ButtonId::Undo))
        {
            for (p, pr) in &panels {
                if overlap(r, pr) {
                    say(format!("{p} covers the {b} button"));
                }
            }
        }
        if !table {
            return;
        }
        let report = report(app);
        let cards: Vec<(String, Rect)> = report
            .cards
            .iter()
            .filter(|k| k.zone.starts_with("hand:"))
            .map(|k| (k.zone.clone(), rect(k.rect)))
            .collect();
        let tags: Vec<&(ButtonId, Rect)> = rects.iter().filter(|(b, _)| matches!(b, ButtonId::SeatLabel(_))).collect();
        self.tags += tags.len();
        for (t, tr) in &tags {
            if let Some((zone, _)) = cards.iter().find(|(_, cr)| overlap(tr, cr)) {
                say(format!("{t} lies over a card of {zone}"));
            }
        }
        if rects.iter().any(|(b, _)| *b == ButtonId::Dimmed) {
            return;
        }
        let mut needed: Vec<(String, Rect)> = cards;
        needed.extend(tags.iter().map(|(b, r)| (b.to_string(), *r)));
        needed.push(("the draw pile".into(), rect(report.draw_pile)));
        needed.push(("the discard pile".into(), rect(report.discard_pile)));
        needed.extend(
            rects
                .iter()
                .filter(|(b, _)| matches!(b, ButtonId::Ring | ButtonId::Status | ButtonId::Toasts))
                .map(|(b, r)| (b.to_string(), *r)),
        );
        self.beside += panels.len();
        for (p, pr) in &panels {
            if let Some((what, _)) = needed.iter().find(|(_, r)| overlap(pr, r)) {
                say(format!("{p} lies over {what} and the table is not dimmed"));
            }
        }
    }
}

/// The panels `moment` must show, and looks at them (with the overlays of the pause menu over
/// the table at the person's turn).
fn look(app: &mut App, f: &mut Findings, moment: Moment, case: &str) {
    let need = |app: &App, p: Panel| {
        assert!(button_shown(app, &ButtonId::Panel(p)), "{case}: {p:?} is not on screen");
    };
    match moment {
        Moment::Turn => {
            f.check(app, case, true);
            for (o, p) in [
                (Overlay::Pause, Panel::Pause),
                (Overlay::Scoreboard, Panel::Scoreboard),
                (Overlay::Rules, Panel::Rules),
                (Overlay::Settings, Panel::Settings),
            ] {
                app.world_mut().write_message(UiCommand::Overlay(o));
                frames(app, SETTLE_FRAMES);
                need(app, p);
                f.check(app, &format!("{case}, {o:?}"), true);
            }
            app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
            app.world_mut().resource_mut::<HelpOpen>().set(true);
            frames(app, SETTLE_FRAMES);
            need(app, Panel::Help);
            f.check(app, &format!("{case}, help"), true);
            app.world_mut().resource_mut::<HelpOpen>().set(false);
        }
        Moment::ColourPicker => {
            until_prompt(app, Prompt::ColourPicker, case);
            need(app, Panel::ColourPicker);
            f.check(app, case, true);
        }
        Moment::SeatPicker => {
            until_prompt(app, Prompt::SeatPicker, case);
            need(app, Panel::SeatPicker);
            f.check(app, case, true);
        }
        Moment::GiveCards => {
            until_prompt(app, Prompt::GiveCards, case);
            f.check(app, case, true);
        }
        Moment::Challenge => {
            until_prompt(app, Prompt::Challenge, case);
            need(app, Panel::Challenge);
            f.check(app, case, true);
            app.world_mut().write_message(SubmitAction { seat: 0, action: Action::Challenge });
            until_prompt(app, Prompt::RevealedHand, case);
            need(app, Panel::RevealedHand);
            f.check(app, &format!("{case}, the hand shown"), true);
        }
        Moment::RoundSummary | Moment::MatchOver => {
            let p = if moment == Moment::MatchOver { Prompt::MatchOver } else { Prompt::RoundSummary };
            until_prompt(app, p, case);
            need(app, Panel::Summary);
            f.check(app, case, true);
        }
        Moment::Recap => {
            let recap_shown = |app: &App| {
                let recap = app.world().resource::<Recap>();
                recap.for_seat.is_some() && button_shown(app, &ButtonId::Panel(Panel::Recap))
            };
            drive(app, case, 20_000, &mut |_, legal| Some(any_move(legal)), recap_shown);
            frames(app, SETTLE_FRAMES);
            f.check(app, case, true);
        }
        Moment::Phones => {
            for _ in 0..400 {
                app.update();
                if button_shown(app, &ButtonId::Panel(Panel::Phones)) {
                    break;
                }
            }
            frames(app, SETTLE_FRAMES);
            need(app, Panel::Phones);
            f.check(app, case, true);
        }
    }
}

/// Statistics of ten people with long names and every computer level, with large counts and a
/// history for the chart (kept in memory only).
fn full_statistics() -> StatsBook {
    let mut stats = Stats::default();
    let people = (1..=10).map(|s| Who::Person(long_name(s)));
    for (i, who) in people.chain(BotKind::ALL.into_iter().map(Who::Bot)).enumerate() {
        let r = stats.record_mut(&who);
        let n = 1000 + i as u64 * 137;
        (r.matches_played, r.matches_won, r.rounds_played, r.rounds_won) = (n, n / 3, n * 9, n * 3);
        (r.points, r.uno_forgotten, r.uno_caught, r.catches) = (n * 812, n / 7, n / 9, n / 5);
        (r.challenges_won, r.challenges_lost, r.best_comeback, r.seconds_played) =
            (n / 11, n / 13, 487, n as f64 * 3600.0);
        r.history = (0..60)
            .map(|d| MatchEntry { ended_at: 1_790_000_000 + d * 86_400, won: d % 3 == 0, points: 500 })
            .collect();
    }
    StatsBook { stats, path: None }
}

/// The screens of the menus at this size and language: New game with every rule option open,
/// the rules, the settings, the statistics (full), and the help over the main menu.
fn menus(app: &mut App, f: &mut Findings, case: &str) {
    app.insert_resource(full_statistics());
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(app, SETTLE_FRAMES);
    app.world_mut().resource_mut::<HelpOpen>().set(true);
    frames(app, SETTLE_FRAMES);
    f.check(app, &format!("{case}, help over the main menu"), false);
    app.world_mut().resource_mut::<HelpOpen>().set(false);
    for (screen, p) in [
        (Screen::NewGame, Panel::NewGame),
        (Screen::Rules, Panel::Rules),
        (Screen::Settings, Panel::Settings),
        (Screen::Statistics, Panel::Statistics),
    ] {
        app.world_mut().write_message(UiCommand::Go(screen));
        frames(app, SETTLE_FRAMES);
        if screen == Screen::NewGame {
            // Ten seats, long names, every rule option open.
            app.world_mut().resource_scope(|world, mut form: Mut<uno_party::app::PartyForm>| {
                while form.setup.seats.len() < 10 {
                    form.add_seat(world.resource::<Texts>());
                }
                for (s, seat) in form.setup.seats.iter_mut().enumerate() {
                    seat.name = long_name(s + 1);
                }
            });
            frames(app, 1);
            if button_shown(app, &ButtonId::EveryRuleOption) {
                super::egui_ui::click(app, ButtonId::EveryRuleOption);
            }
            frames(app, SETTLE_FRAMES);
        }
        assert!(button_shown(app, &ButtonId::Panel(p)), "{case}: {p:?} is not on screen");
        if screen == Screen::Statistics {
            let shown = super::egui_ui::drawn(app);
            assert!(
                shown.iter().any(|t| t.contains(&long_name(10))),
                "{case}: the statistics are not shown: {shown:?}"
            );
        }
        f.check(app, &format!("{case}, {screen:?}"), false);
    }
}

/// A match played from its deal until `done`: the people of `people` by `policy`, the others as
/// Normal computer players; its file, whose log gives the position (the game opens it). With
/// `one_before`, the position one move before (a match that is over cannot be continued: this one
/// ends with the next move).
fn played(
    one_before: bool,
    n: usize,
    people: &[usize],
    rules: &RuleSet,
    policy: fn(&[Action]) -> Action,
    done: impl Fn(&Game) -> bool,
) -> Option<MatchFile> {
    for seed in 1..400u64 {
        let setup = Setup { seats: n, rules: rules.clone(), seed, dealer: Some(n as Seat - 1) };
        let mut log = MatchLog::new(&setup);
        let mut g = Game::new(setup).ok()?;
        let mut bots: Vec<_> = (0..n as u64).map(|s| BotKind::Normal.build(seed * 16 + s)).collect();
        g.apply(0, Action::StartRound).ok()?;
        log.record(0, Action::StartRound);
        while let Some(s) = g.to_act() {
            let (before, logged) = (g.clone(), log.clone());
            let legal = g.legal_actions_vec(s);
            let a = if people.contains(&(s as usize)) {
                policy(&legal)
            } else {
                bots[s as usize].decide(&uno_party::engine::Decision::new(&g, s, &legal))
            };
            g.apply(s, a).ok()?;
            log.record(s, a);
            if done(&g) {
                let (g, log) = if one_before { (before, logged) } else { (g, log) };
                let mut file = file(g, seats(n, people.get(1).copied()), rules);
                file.log = log;
                file.viewer = None;
                return Some(file);
            }
        }
    }
    None
}

/// Writes the matches of [`played`] that the screenshots of the issue look at.
fn write_played(dir: &std::path::Path) {
    let draws = |legal: &[Action]| {
        [Action::Draw, Action::KeepDrawn, Action::Accept, Action::Pass]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or(legal[0])
    };
    let plays = |legal: &[Action]| any_move(legal);
    let big_hand = |g: &Game| g.hand(0).len() >= 25 && matches!(g.phase(), Phase::RoundOver | Phase::MatchOver { .. });
    let one_round = RuleSet { target_score: TargetScore::new(1).unwrap(), ..RuleSet::default() };
    let faces_wd4 = |g: &Game| g.legal_actions_vec(0).contains(&Action::Challenge);
    let recap = |g: &Game| g.to_act() == Some(0) && g.hand(0).len() == 7;
    let wanted: [(&str, Option<MatchFile>); 6] = [
        ("10-summary", played(false, 10, &[0], &RuleSet::default(), draws, big_hand)),
        ("10-match-over", played(true, 10, &[0], &one_round, draws, big_hand)),
        ("4-challenge", played(false, 4, &[0], &RuleSet::default(), plays, faces_wd4)),
        ("10-challenge", played(false, 10, &[0], &RuleSet::default(), plays, faces_wd4)),
        ("4-recap", played(false, 4, &[0, 2], &RuleSet::default(), plays, recap)),
        ("10-recap", played(false, 10, &[0, 5], &RuleSet::default(), plays, recap)),
    ];
    for (name, file) in wanted {
        let file = file.unwrap_or_else(|| panic!("no match reached {name}"));
        std::fs::write(dir.join(format!("{name}.ron")), file.to_ron()).expect("the match is written");
    }
    // The person's prompts at four seats.
    let facing =
        |want: fn(&Action) -> bool| move |g: &Game| g.to_act() == Some(0) && g.legal_actions_vec(0).iter().any(want);
    let seven_o = RuleSet { seven_o: true, ..RuleSet::default() };
    let prompts: [(&str, Option<MatchFile>); 4] = [
        (
            "4-colour",
            played(false, 4, &[0], &RuleSet::default(), plays, facing(|a| matches!(a, Action::ChooseColour(_)))),
        ),
        ("4-seat", played(false, 4, &[0], &seven_o, plays, facing(|a| matches!(a, Action::ChooseTarget(_))))),
        ("4-give", played(false, 4, &[0], &RuleSet::deck_112(), plays, facing(|a| matches!(a, Action::GiveCard(_))))),
        ("4-play-or-keep", played(false, 4, &[0], &RuleSet::default(), draws, facing(|a| *a == Action::PlayDrawn))),
    ];
    for (name, file) in prompts {
        match file {
            Some(file) => std::fs::write(dir.join(format!("{name}.ron")), file.to_ron()).expect("the match is written"),
            None => println!("no match reached {name}"),
        }
    }
}

#[test]
fn every_panel_fits_the_window_and_covers_nothing_a_player_needs() {
    let only: Option<f32> = std::env::var("FIT_ONLY").ok().and_then(|v| v.parse().ok());
    if let Some(dir) = std::env::var_os("FIT_POSITIONS") {
        write_played(std::path::Path::new(&dir));
    }
    let mut f = Findings::default();
    for (w, h) in SIZES.into_iter().filter(|(w, _)| only.is_none_or(|o| o == *w)) {
        for language in [Language::English, Language::Italian] {
            let (mut app, dir) = app(Vec2::new(w, h), language);
            menus(&mut app, &mut f, &format!("{w}x{h} {language:?}"));
            for n in SEATS {
                for hand in HANDS {
                    for moment in MOMENTS {
                        let case = format!("{w}x{h} {language:?}, {n} seats, {hand} cards, {moment:?}");
                        open(&mut app, position(moment, n, hand));
                        look(&mut app, &mut f, moment, &case);
                    }
                }
            }
            // Partner play: team letters on every tag, the teams' rows in the summaries.
            for n in [4, 10] {
                for moment in [Moment::Turn, Moment::SeatPicker, Moment::RoundSummary, Moment::MatchOver] {
                    for hand in HANDS {
                        let case = format!("{w}x{h} {language:?}, {n} seats in pairs, {hand} cards, {moment:?}");
                        open(&mut app, position_in(moment, n, hand, Partners::Pairs));
                        look(&mut app, &mut f, moment, &case);
                    }
                }
            }
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    println!("{} screens checked, {} panels beside an undimmed table, {} name tags", f.cases, f.beside, f.tags);
    if only.is_none() {
        assert!(f.cases >= 1000 && f.beside >= 100 && f.tags >= 5000, "too little checked");
    }
    let list: Vec<String> = f
        .problems
        .iter()
        .map(|(what, cases)| format!("{what}: in {} cases, first {}", cases.len(), cases[0]))
        .collect();
    assert!(f.problems.is_empty(), "{} problems:\n{}", list.len(), list.join("\n"));
}

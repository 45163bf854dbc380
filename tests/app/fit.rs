//! Every panel fits in the window and covers nothing a player needs. The real overlays and
//! screens run headless (`egui_ui`) at 1024x600, 1280x720 and 1920x1080, in English and Italian,
//! with 2, 4, 6 and 10 seats named with 20 characters and hands of 1, 7 and 25 cards; each
//! position is built with the engine's `Scenario` and opened as a resumed match. In each, the
//! layout report (the cards, the piles) and the rectangles the overlays recorded say:
//! - every panel and button lies inside the window;
//! - no panel lies over a seat's cards or name tag, a pile, the colour ring or the status line,
//!   unless the table is dimmed under it;
//! - no name tag lies over cards;
//! - no panel covers the Help button or the scores button;
//! - a scroll area whose content is taller than its view draws its bar, solid, inside its panel.
//!
//! Beside the positions: the card's note (the pointer resting on a card, the hint's line shown), the
//! revealed hand of a large hand, a house rule's two questions, a theme's problems at the table,
//! every step of the first lesson, and the main menu with every kind of damaged-file message
//! (its last message reached with the wheel).
//!
//! `FIT_ONLY=1024` (a width) runs one window size; `FIT_POSITIONS=DIR` also writes matches really
//! played to some of these positions (`DIR/10-summary.ron`, and a Wild Draw Four from a large hand:
//! `DIR/2-big-challenge.ron`), whose logs give them, to open in the real game as its autosave and
//! look at.

use std::path::PathBuf;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContext, EguiFullOutput, EguiPostUpdateSet, PrimaryEguiContext, egui};
use uno_party::ai::BotKind;
use uno_party::app::{
    ActiveTheme, ButtonId, ButtonRects, CardSprite, CardZones, CoachButton, DrawnTexts, Focused, HelpOpen, Hints,
    LayoutReport, MATCH_FORMAT, MatchFile, MatchStore, Notices, OpenLesson, OpenPrompt, Overlay, Panel, Party, Prompt,
    Recap, Resume, Saver, Screen, ScreenSize, SeatKind, SeatSetup, Settings, ShownView, StatsBook, SubmitAction, Table,
    UiCommand, Viewpoint, build_report,
};
use uno_party::engine::{
    Action, Card, Colour, CustomWild, CustomWilds, Deck, Game, MatchLog, Partners, Phase, RuleSet, Scenario, Seat,
    Setup, TargetScore,
};
use uno_party::i18n::{Language, Localize, Message, Msg, Texts};
use uno_party::layout::{Pos, Rect, Size};
use uno_party::stats::{MatchEntry, Stats, Who};
use uno_party::theme::ThemeProblem;

use super::egui_ui::{SETTLE_FRAMES, any_move, button_shown, drive, frames, theme_ready, ui_app};
use super::keyboard::press;

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

/// `n` cards of [`plain_cards`]'s kind taken from the other end of its pool: a second hand of
/// them shares no card with the first while both hold 27 or fewer.
fn other_plain_cards(n: usize) -> Vec<Card> {
    let mut pool = plain_cards(54);
    pool.reverse();
    pool.into_iter().cycle().take(n).collect()
}

/// A house rule written freely (a Customizable Wild with no effect), its text near the longest a
/// card may print (80 characters).
const HOUSE_RULE: &str = "Everyone sings the chorus of a song the player names, or draws two cards";

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
pub(crate) fn file(game: Game, seats: Vec<SeatSetup>, rules: &RuleSet) -> MatchFile {
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
    /// A Wild Draw Four on seat 0 (its player holding as many cards as seat 0, 20 or fewer at
    /// ten seats), then the hand shown after the challenge.
    Challenge,
    /// Seat 0 played a house rule: who it applies to.
    HouseRuleFor,
    /// The house rule is for seat 1: the table judges it.
    JudgeHouseRule,
    RoundSummary,
    MatchOver,
    /// Two people: "Since your turn" after the other person's hand-over.
    Recap,
    /// Every other seat a phone, none joined yet: the phones' panel with their codes.
    Phones,
}

const MOMENTS: [Moment; 11] = [
    Moment::Turn,
    Moment::ColourPicker,
    Moment::SeatPicker,
    Moment::GiveCards,
    Moment::Challenge,
    Moment::HouseRuleFor,
    Moment::JudgeHouseRule,
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
            // As many cards as seat 0 where the deck has them: 108 less seat 0's, seven for each
            // other seat, the top card and six to draw after the challenge.
            let most = 108 - hand - (n - 2) * 7 - 1 - 6;
            let theirs = [vec![wd4, c("Red 1"), c("Red 2")], other_plain_cards(hand.min(most).saturating_sub(3))];
            let g = base(rules.clone(), plain_cards(hand)).hand(last, &theirs.concat()).turn(last).build().unwrap();
            (play(g, &[(last, Action::Play(wd4)), (last, Action::ChooseColour(Colour::Blue))]), rules, None)
        }
        Moment::HouseRuleFor | Moment::JudgeHouseRule => {
            let own = CustomWild::new(HOUSE_RULE, &[]).expect("a house rule");
            assert!(own.is_house_rule());
            let custom_wilds = CustomWilds::new(vec![own]).expect("one card");
            let rules = teamed(RuleSet { deck: Deck::SwapAndCustom, custom_wilds, ..RuleSet::default() });
            let card = Card::custom(0);
            let g =
                answer_questions(play(base(rules.clone(), with(card)).build().unwrap(), &[(0, Action::Play(card))]));
            assert_eq!(g.phase(), Phase::HouseRuleFor { seat: 0 });
            let g = if moment == Moment::JudgeHouseRule { play(g, &[(0, Action::HouseRuleFor(Some(1)))]) } else { g };
            (g, rules, None)
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
    // At the person's turn the Hint is offered: its line is on screen with the card's note.
    MatchFile { hints: moment == Moment::Turn, ..file(game, seats(n, other_person), &rules) }
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
    app.init_resource::<Painted>()
        .add_systems(PostUpdate, painted.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput));
    theme_ready(&mut app);
    (app, dir)
}

/// The filled rectangles egui painted in the last frame, as far as they show (window pixels),
/// with their fill's opacity: a scroll bar's handle is one of them.
#[derive(Resource, Default)]
struct Painted(Vec<(Rect, u8)>);

/// Reads the rectangles of the pass that just ended (before bevy_egui turns them into meshes).
fn painted(outputs: Query<&EguiFullOutput>, mut painted: ResMut<Painted>) {
    fn walk(shape: &egui::epaint::Shape, clip: egui::Rect, z: f32, out: &mut Vec<(Rect, u8)>) {
        match shape {
            egui::epaint::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, z, out)),
            egui::epaint::Shape::Rect(r) if r.fill.a() > 0 => {
                let seen = r.rect.intersect(clip);
                if seen.is_positive() {
                    let centre = Pos { x: seen.center().x * z, y: seen.center().y * z };
                    out.push((Rect { centre, size: Size { w: seen.width() * z, h: seen.height() * z } }, r.fill.a()));
                }
            }
            _ => {}
        }
    }
    let Some(full) = outputs.iter().find_map(|o| o.0.as_ref()) else { return };
    painted.0.clear();
    for clipped in &full.shapes {
        walk(&clipped.shape, clipped.clip_rect, full.pixels_per_point, &mut painted.0);
    }
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

/// True when `a` lies within `b` (a pixel of rounding allowed).
pub(crate) fn within(a: &Rect, b: &Rect) -> bool {
    a.left() >= b.left() - SLACK
        && a.right() <= b.right() + SLACK
        && a.centre.y - a.size.h / 2.0 >= b.centre.y - b.size.h / 2.0 - SLACK
        && a.centre.y + a.size.h / 2.0 <= b.centre.y + b.size.h / 2.0 + SLACK
}

/// The table's layout report as it is now.
pub(crate) fn report(app: &mut App) -> LayoutReport {
    app.world_mut()
        .run_system_once(
            |(table, shown, zones, size): (Res<Table>, Res<ShownView>, Res<CardZones>, Res<ScreenSize>),
             viewpoint: Res<Viewpoint>,
             cards: Query<(&CardSprite, &Transform, &Sprite)>,
             buttons: Res<ButtonRects>| {
                build_report(&table, &viewpoint, &shown, &zones, size.get(), None, 0, &cards, &buttons)
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
    /// Scroll bars seen drawn (content taller than its view).
    bars: usize,
    /// Cards' notes checked.
    notes: usize,
    /// Lesson steps with the status line beside the lesson's panel.
    lessons: usize,
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
        // A panel that scrolls shows it: its bar inside it, drawn solid (a handle a few pixels
        // wide that shows), not egui's floating bar, a thin line unseen until the pointer is on it.
        let painted = &app.world().resource::<Painted>().0;
        for (_, bar) in rects.iter().filter(|(b, _)| *b == ButtonId::ScrollBar) {
            self.bars += 1;
            if !panels.is_empty() && !panels.iter().any(|(_, p)| within(bar, p)) {
                say(format!("a scroll bar {bar:?} lies outside its panel"));
            }
            let handle =
                |(r, alpha): &&(Rect, u8)| *alpha >= 96 && r.size.w >= 4.0 && r.size.h >= 8.0 && within(r, bar);
            if !painted.iter().any(|p| handle(&p)) {
                say(format!("a panel scrolls and no bar is drawn in {bar:?}"));
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
                .filter(|(b, _)| {
                    matches!(
                        b,
                        ButtonId::Ring
                            | ButtonId::Status
                            | ButtonId::Toasts
                            | ButtonId::ColourName(_)
                            | ButtonId::Coach(CoachButton::HintLine)
                    )
                })
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
            card_note(app, f, case);
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
                if o == Overlay::Settings && app.world().resource::<ScreenSize>().get().x <= 1024.0 {
                    expect_bar(app, f, &format!("{case}, {o:?}"));
                }
            }
            app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
            app.world_mut().resource_mut::<HelpOpen>().set(true);
            frames(app, SETTLE_FRAMES);
            need(app, Panel::Help);
            f.check(app, &format!("{case}, help"), true);
            app.world_mut().resource_mut::<HelpOpen>().set(false);
            theme_notice(app, f, case);
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
        Moment::HouseRuleFor | Moment::JudgeHouseRule => {
            until_prompt(app, Prompt::HouseRule, case);
            need(app, Panel::HouseRule);
            let asked = if moment == Moment::HouseRuleFor { ButtonId::HouseRuleFor(None) } else { ButtonId::Judge(0) };
            assert!(button_shown(app, &asked), "{case}: {asked} is not on screen");
            f.check(app, case, true);
        }
        Moment::RoundSummary | Moment::MatchOver => {
            let p = if moment == Moment::MatchOver { Prompt::MatchOver } else { Prompt::RoundSummary };
            until_prompt(app, p, case);
            need(app, Panel::Summary);
            f.check(app, case, true);
            let window = app.world().resource::<ScreenSize>().get();
            if window.x <= 1024.0 && app.world().resource::<ShownView>().seats() == 10 {
                expect_bar(app, f, case);
            }
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

/// "What does this card do?" on a card of the hand in the keyboard's focus (the I key; the
/// pointer resting on a card opens the same note in the same place), with the hint's line shown
/// over the status line: beside them, the piles, the colour's label and the seats, never over
/// them.
fn card_note(app: &mut App, f: &mut Findings, case: &str) {
    assert!(app.world().resource::<Table>().mode().hints_allowed(), "{case}: hints are allowed at this table");
    press(app, KeyCode::KeyH);
    let start = std::time::Instant::now();
    while app.world().resource::<Hints>().shown().is_none() {
        assert!(start.elapsed().as_secs() < 60, "{case}: the hint never came");
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    frames(app, 2);
    assert!(button_shown(app, &ButtonId::Coach(CoachButton::HintLine)), "{case}: the hint's line is not on screen");
    // The first arrow may only show the ring (on the draw pile when no card can be played).
    let focused = |app: &mut App| {
        let world = app.world_mut();
        world.query_filtered::<(), (With<Focused>, With<CardSprite>)>().iter(world).count() > 0
    };
    for _ in 0..3 {
        if focused(app) {
            break;
        }
        press(app, KeyCode::ArrowRight);
    }
    assert!(focused(app), "{case}: no card of the hand in the keyboard's focus");
    press(app, KeyCode::KeyI);
    let shown: Vec<String> = app.world().resource::<ButtonRects>().all().iter().map(|(b, _)| b.to_string()).collect();
    assert!(shown.contains(&"panel:card-help".to_string()), "{case}: the card's note did not open: {shown:?}");
    f.check(app, &format!("{case}, the card's note"), true);
    f.notes += 1;
    press(app, KeyCode::KeyI);
}

/// The broken theme's problems (a manifest with a wrong colour, a card image of an odd size, a
/// file that is not a card's), read as the game reads a theme's folder.
fn broken_theme() -> Vec<ThemeProblem> {
    let dir = std::env::temp_dir().join(format!("uno-fit-theme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    std::fs::write(dir.join("theme.ron"), "(name: \"Broken\", colours: (red: \"#GG0000\"))").unwrap();
    let odd = image::RgbaImage::from_pixel(300, 300, image::Rgba([255, 0, 0, 255]));
    odd.save_with_format(dir.join("cards/red-7.png"), image::ImageFormat::Png).unwrap();
    std::fs::write(dir.join("cards/red-10.png"), "not a card").unwrap();
    let theme = uno_party::theme::Theme::load(&uno_party::theme::ThemeSource::Folder(dir.clone()));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(theme.problems.len() >= 3, "{:?}", theme.problems);
    theme.problems
}

/// A theme's files found broken during a match: its notice over the table covers no seat's cards
/// or tag unless the table is dimmed under it.
fn theme_notice(app: &mut App, f: &mut Findings, case: &str) {
    static BROKEN: std::sync::OnceLock<Vec<ThemeProblem>> = std::sync::OnceLock::new();
    let problems = BROKEN.get_or_init(broken_theme);
    let before = app.world().resource::<ActiveTheme>().problems.clone();
    // The art painted for another table may land meanwhile and bring its own (no) problems.
    for _ in 0..20 {
        app.world_mut().resource_mut::<ActiveTheme>().problems = problems.clone();
        frames(app, SETTLE_FRAMES);
        if button_shown(app, &ButtonId::Panel(Panel::ThemeNotice)) {
            break;
        }
    }
    assert!(button_shown(app, &ButtonId::ThemeNoticeOk), "{case}: the theme's notice is not on screen");
    f.check(app, &format!("{case}, a theme's problems"), true);
    app.world_mut().resource_mut::<ActiveTheme>().problems = before;
    frames(app, 1);
}

/// Sends egui these events, a frame each, as a pointer would.
fn pointer(app: &mut App, events: Vec<egui::Event>) {
    for event in events {
        let world = app.world_mut();
        let mut q = world.query_filtered::<Entity, With<PrimaryEguiContext>>();
        let context = q.single(world).expect("the egui context");
        world.write_message(EguiInputEvent { context, event });
        app.update();
    }
}

/// egui's points per window pixel, inverted.
fn zoom(app: &mut App) -> f32 {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.single_mut(world).expect("the egui context").get_mut().zoom_factor()
}

/// A message of each kind of damaged file the game reads (the settings, the last party, a rule
/// profile, the statistics, the autosave, a saved match, a replay), as the game words them.
fn damaged_files() -> Vec<Message> {
    let dir = std::env::temp_dir().join(format!("uno-fit-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let storage = uno_party::storage::Storage::new(dir.join("config"));
    let store = MatchStore::new(dir.join("data"));
    let files = [
        storage.settings_path(),
        storage.party_path(),
        storage.profile_path("Friday"),
        dir.join("data/stats.ron"),
        store.autosave(),
        store.saves().join("20261204-210000-000001.ron"),
        store.replays().join("20261204-210000-000002.ron"),
    ];
    for (i, file) in files.iter().enumerate() {
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        // Not text: bytes that are not UTF-8.
        let bytes: Vec<u8> = (0..400 + 100 * i).map(|k| (k * 151 % 256) as u8 | 0x80).collect();
        std::fs::write(file, bytes).unwrap();
    }
    let (_, _, _, mut said) = uno_party::app::GameFiles::load(storage);
    let (_, stats) = Stats::load(&files[3]);
    said.push(uno_party::storage::StatsProblem(Box::new(stats.expect("the statistics are damaged"))).message());
    said.push(uno_party::app::read_match(&files[4]).expect_err("the autosave is damaged").message());
    for folder in [store.saves(), store.replays()] {
        said.extend(uno_party::app::list_matches(&folder).1.iter().map(Localize::message));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(said.len(), 7, "a message for each damaged file");
    said
}

/// The main menu with every damaged file's message under its buttons: the whole menu (its title
/// badge, every button) inside the window, and the last message reached with the wheel.
fn menu_with_messages(app: &mut App, f: &mut Findings, case: &str, messages: &[Message]) {
    let before = app.world_mut().remove_resource::<Notices>();
    app.insert_resource(Notices::new(messages.to_vec()));
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(app, SETTLE_FRAMES);
    let case = format!("{case}, the main menu with {} messages", messages.len());
    assert!(button_shown(app, &ButtonId::Panel(Panel::MainMenu)), "{case}: the main menu is not on screen");
    // The menu's window (the badge, the buttons, the messages) inside the window, its bar drawn.
    f.check(app, &case, false);
    let window = app.world().resource::<ScreenSize>().get();
    if window.x <= 1024.0 {
        expect_bar(app, f, &case);
    }
    let last = messages.len() - messages.len().min(4);
    let (title, text) = {
        let texts = app.world().resource::<Texts>();
        (texts.get(Msg::MenuTitle), texts.render(&messages[last]))
    };
    let mut problems = Vec::new();
    let drawn_at = |app: &App, text: &str| {
        app.world().resource::<DrawnTexts>().all().iter().find(|(t, _)| t == text).map(|(_, r)| *r)
    };
    // The title on its badge is drawn whole: not cut by the window's top or bottom edge.
    match drawn_at(app, &title) {
        Some(r) if r.centre.y - r.size.h / 2.0 > SLACK && r.centre.y + r.size.h / 2.0 < window.y - SLACK => {}
        other => problems.push(format!("the title {title:?} is not drawn whole in the window ({other:?})")),
    }
    for b in [ButtonId::NewGame, ButtonId::Coach(CoachButton::Learn), ButtonId::Settings, ButtonId::Quit] {
        if !button_shown(app, &b) {
            problems.push(format!("the main menu's {b} is not on screen"));
        }
    }
    // The wheel over the messages (beside their bar, when they scroll), down to their end.
    if let Some(bar) = app.world().resource::<ButtonRects>().find(&ButtonId::ScrollBar) {
        let z = zoom(app);
        let at = egui::pos2((bar.left() - 30.0) / z, bar.centre.y / z);
        let wheel = egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -300.0),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::default(),
        };
        pointer(app, [vec![egui::Event::PointerMoved(at)], vec![wheel; 8]].concat());
        frames(app, 30);
    }
    // Reached: the last of the messages shown (newest first, four at most) is drawn, and its
    // folder button is in the messages' view and the window, not a sliver of it.
    let button = ButtonId::NoticeFolder(last);
    let view = app.world().resource::<ButtonRects>().find(&ButtonId::ScrollBar);
    let in_view = |r: &Rect| {
        view.is_none_or(|v| {
            r.centre.y - r.size.h / 2.0 >= v.centre.y - v.size.h / 2.0 - SLACK
                && r.centre.y + r.size.h / 2.0 <= v.centre.y + v.size.h / 2.0 + SLACK
        })
    };
    match (drawn_at(app, &text), app.world().resource::<ButtonRects>().find(&button)) {
        (Some(t), Some(b)) if inside(&t, window) && inside(&b, window) && in_view(&b) && b.size.h >= 12.0 => {}
        other => problems.push(format!("the last message cannot be scrolled into view: {button} at {other:?}")),
    }
    for what in problems {
        f.problems.entry(what).or_default().push(case.clone());
    }
    pointer(app, vec![egui::Event::PointerGone]);
    app.insert_resource(before.unwrap_or_default());
    frames(app, 1);
}

/// Where the panels are known to hold more than their view at 1024x600 (the ten seats' round
/// summary, the settings, the main menu's messages): the bar that says so is drawn.
fn expect_bar(app: &App, f: &mut Findings, case: &str) {
    if !button_shown(app, &ButtonId::ScrollBar) {
        f.problems.entry("a panel scrolls with no bar drawn".into()).or_default().push(case.to_string());
    }
}

/// The first lesson of Learn to play from its start to its end, every step looked at: the
/// lesson's panel at the left, the status line whole beside it (never under it), the prompts
/// and the table as everywhere else.
fn lesson(app: &mut App, f: &mut Findings, case: &str) {
    app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(app, 2);
    app.world_mut().write_message(UiCommand::Learn(OpenLesson::basics()));
    super::lesson::settle(app);
    for step in 1..=200 {
        let case = format!("{case}, lesson step {step}");
        f.check(app, &case, true);
        let rects = app.world().resource::<ButtonRects>();
        let window = app.world().resource::<ScreenSize>().get();
        let (panel, status) = (rects.find(&ButtonId::Panel(Panel::Lesson)), rects.find(&ButtonId::Status));
        if let (Some(p), Some(s)) = (panel, status) {
            f.lessons += 1;
            if overlap(&p, &s) || !inside(&s, window) {
                f.problems
                    .entry(format!("the status line {s:?} is not whole beside the lesson's panel {p:?}"))
                    .or_default()
                    .push(case.clone());
            }
        }
        if !super::lesson::answer(app) {
            // A click in the lesson may have met the Help button (a button clicked in its first
            // frame): the table that follows opens without it.
            app.world_mut().resource_mut::<HelpOpen>().set(false);
            return;
        }
        super::lesson::settle(app);
    }
    panic!("{case}: the lesson did not end in 200 steps");
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
        // The settings make their form in their first frame: a frame more to settle.
        frames(app, SETTLE_FRAMES + 1);
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
        if screen == Screen::Settings && app.world().resource::<ScreenSize>().get().x <= 1024.0 {
            expect_bar(app, f, &format!("{case}, {screen:?}"));
        }
    }
    studio(app, f, case);
}

/// The deck studio: a new deck; a Customizable Wild's text field; two colours too close (the
/// warning and Add shapes); the file browser; the question on leaving unsaved.
fn studio(app: &mut App, f: &mut Findings, case: &str) {
    use uno_party::app::{BrowserButton, StudioButton, StudioScreen, ThemesDir};
    use uno_party::theme::Rgb;
    use uno_party::theme::studio::{Group, Selection};
    let dir = std::env::temp_dir().join(format!("uno-fit-studio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    app.insert_resource(ThemesDir(dir.clone()));
    app.world_mut().write_message(UiCommand::MakeDeck(None));
    frames(app, SETTLE_FRAMES);
    let start = std::time::Instant::now();
    while !app.world().resource::<StudioScreen>().settled() {
        assert!(start.elapsed().as_secs() < 60, "{case}: the studio never painted its deck");
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(Panel::Studio)), "{case}: the studio is not on screen");
    f.check(app, &format!("{case}, the deck studio"), false);
    app.world_mut().resource_mut::<StudioScreen>().studio.selection = Selection::Group(Group::Customizable);
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Studio(StudioButton::CustomText(2))), "{case}: no Customizable Wild text");
    f.check(app, &format!("{case}, the deck studio on the Customizable Wilds"), false);
    app.world_mut().resource_mut::<StudioScreen>().studio.edit(uno_party::theme::studio::EditKind::Options, |d| {
        d.manifest.colours.red = Rgb([200, 60, 50]);
        d.manifest.colours.green = Rgb([90, 140, 40]);
        d.manifest.colours.blue = d.manifest.colours.yellow;
    });
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Studio(StudioButton::AddShapes)), "{case}: no Add shapes");
    f.check(app, &format!("{case}, the deck studio warning of colours too close"), false);
    app.world_mut().resource_mut::<StudioScreen>().browse_from(dir.clone());
    super::egui_ui::click(app, ButtonId::Studio(StudioButton::ChooseFile));
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(Panel::FileBrowser)), "{case}: no file browser");
    f.check(app, &format!("{case}, the studio's file browser"), false);
    super::egui_ui::click(app, ButtonId::Browser(BrowserButton::Cancel));
    super::egui_ui::click(app, ButtonId::Studio(StudioButton::Leave));
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(Panel::LeaveStudio)), "{case}: no question on leaving");
    f.check(app, &format!("{case}, leaving the studio unsaved"), false);
    super::egui_ui::click(app, ButtonId::Studio(StudioButton::LeaveDiscard));
    frames(app, SETTLE_FRAMES);
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "{case}: the studio wrote without Save");
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
    // A Wild Draw Four from a hand of fifteen cards or more (both seats hoard: they draw until the
    // match is 60 moves old, then play a Wild Draw Four when they can), challenged by the person.
    fn hoard(legal: &[Action]) -> Action {
        static MOVES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let late = MOVES.fetch_add(1, std::sync::atomic::Ordering::Relaxed) > 60;
        let wd4 = Action::Play(Card::WILD_DRAW_FOUR);
        let colour = legal.iter().copied().find(|a| matches!(a, Action::ChooseColour(_)));
        let draw =
            [Action::Draw, Action::KeepDrawn, Action::Accept, Action::Pass].into_iter().find(|a| legal.contains(a));
        if late && legal.contains(&wd4) { wd4 } else { colour.or(draw).unwrap_or(legal[0]) }
    }
    let big_wd4 = |g: &Game| g.legal_actions_vec(0).contains(&Action::Challenge) && g.hand(1).len() >= 15;
    match played(false, 2, &[0, 1], &RuleSet::default(), hoard, big_wd4) {
        Some(file) => std::fs::write(dir.join("2-big-challenge.ron"), file.to_ron()).expect("the match is written"),
        None => println!("no match reached 2-big-challenge"),
    }
}

#[test]
fn every_panel_fits_the_window_and_covers_nothing_a_player_needs() {
    let only: Option<f32> = std::env::var("FIT_ONLY").ok().and_then(|v| v.parse().ok());
    if let Some(dir) = std::env::var_os("FIT_POSITIONS") {
        write_played(std::path::Path::new(&dir));
    }
    let mut f = Findings::default();
    let messages = damaged_files();
    for (w, h) in SIZES.into_iter().filter(|(w, _)| only.is_none_or(|o| o == *w)) {
        for language in [Language::English, Language::Italian] {
            let (mut app, dir) = app(Vec2::new(w, h), language);
            menus(&mut app, &mut f, &format!("{w}x{h} {language:?}"));
            menu_with_messages(&mut app, &mut f, &format!("{w}x{h} {language:?}"), &messages);
            lesson(&mut app, &mut f, &format!("{w}x{h} {language:?}"));
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
    println!(
        "{} screens checked, {} panels beside an undimmed table, {} name tags, {} scroll bars, {} cards' notes, \
         {} lesson steps beside the status line",
        f.cases, f.beside, f.tags, f.bars, f.notes, f.lessons
    );
    if only.is_none() {
        assert!(f.cases >= 1000 && f.beside >= 100 && f.tags >= 5000, "too little checked");
        assert!(f.bars >= 6 && f.notes >= 72 && f.lessons >= 60, "too little checked");
    }
    let list: Vec<String> = f
        .problems
        .iter()
        .map(|(what, cases)| format!("{what}: in {} cases, first {}", cases.len(), cases[0]))
        .collect();
    assert!(f.problems.is_empty(), "{} problems:\n{}", list.len(), list.join("\n"));
}

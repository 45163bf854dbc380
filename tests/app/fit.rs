//! Every panel fits in the window and covers nothing a player needs. The real overlays and
//! screens run headless (`support::ui`) at 1024x600, 1280x720 and 1920x1080, in English and Italian,
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

use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use uno_party::ai::BotKind;
use uno_party::app::{
    ActiveTheme, ButtonId, ButtonRects, CardSprite, CoachButton, DrawnTexts, Focused, HelpOpen, Hints, MatchFile,
    MatchStore, Notices, OpenLesson, Overlay, Panel, Prompt, Recap, Screen, ScreenSize, ShownView, StatsBook,
    SubmitAction, Table, UiCommand,
};
use uno_party::engine::{Action, Card, Game, MatchLog, Partners, Phase, RuleSet, Seat, Setup, TargetScore};
use uno_party::i18n::{Language, Localize, Message, Msg, Texts};
use uno_party::layout::Rect;
use uno_party::stats::{MatchEntry, Stats, Who};
use uno_party::theme::ThemeProblem;

use crate::support::drive::{any_move, drive};
use crate::support::keys::press;
use crate::support::layout::{Painted, SLACK, inside, overlap, rect, report, within};
use crate::support::positions::{
    MOMENTS, Moment, app, file, long_name, open, position, position_in, seats, until_prompt,
};
use crate::support::ui::{SETTLE_FRAMES, button_shown, frames};

const SIZES: [(f32, f32); 3] = [(1024.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)];
const SEATS: [usize; 4] = [2, 4, 6, 10];
const HANDS: [usize; 3] = [1, 7, 25];

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
    crate::support::lesson::settle(app);
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
        if !crate::support::lesson::answer(app) {
            // A click in the lesson may have met the Help button (a button clicked in its first
            // frame): the table that follows opens without it.
            app.world_mut().resource_mut::<HelpOpen>().set(false);
            return;
        }
        crate::support::lesson::settle(app);
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
                crate::support::ui::click(app, ButtonId::EveryRuleOption);
            }
            frames(app, SETTLE_FRAMES);
        }
        assert!(button_shown(app, &ButtonId::Panel(p)), "{case}: {p:?} is not on screen");
        if screen == Screen::Statistics {
            let shown = crate::support::ui::drawn(app);
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
    crate::support::ui::click(app, ButtonId::Studio(StudioButton::ChooseFile));
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(Panel::FileBrowser)), "{case}: no file browser");
    f.check(app, &format!("{case}, the studio's file browser"), false);
    crate::support::ui::click(app, ButtonId::Browser(BrowserButton::Cancel));
    crate::support::ui::click(app, ButtonId::Studio(StudioButton::Leave));
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(Panel::LeaveStudio)), "{case}: no question on leaving");
    f.check(app, &format!("{case}, leaving the studio unsaved"), false);
    crate::support::ui::click(app, ButtonId::Studio(StudioButton::LeaveDiscard));
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

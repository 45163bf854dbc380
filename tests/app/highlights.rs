//! The big moments of play shown on the table (`features::highlights`, `hud::highlights`): every engine event
//! makes its show or deliberately none; the engine's own draw penalties, catches, skips and
//! reverses make the marks a player expects; a jump leaves none behind; no mark covers a hand, a
//! name tag or a prompt panel (1024x600, 1280x720 and 1920x1080, 2 to 10 seats, both languages);
//! and with reduced motion none moves or grows after its first frame, while with motion they do.

use std::collections::{BTreeMap, BTreeSet};

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::{
    ButtonId, ButtonRects, Highlight, HighlightMark, HighlightMemory, Highlights, Jumped, Party, Screen, ScreenSize,
    Settings, highlight_of,
};
use uno_party::engine::{Action, Card, Colour, Direction, Event, Game, MAX_SEATS, RoundResult, Scenario, Seat, Zone};
use uno_party::i18n::{Language, Texts};
use uno_party::layout::Rect;

use crate::support::drive::{any_move, drive, party};
use crate::support::positions::Moment;
use crate::support::ui::{SETTLE_FRAMES, TABLE, frames, ui_app};
use crate::support::{layout, positions};

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|_| panic!("{s} is not a card"))
}

/// A round won by `winner` with `points`.
fn won(winner: Seat, points: u32) -> RoundResult {
    let mut gained = [0; MAX_SEATS];
    gained[winner as usize] = points;
    RoundResult {
        round: 1,
        dealer: 0,
        winner,
        blocked: false,
        seats: 4,
        hand_points: [0; MAX_SEATS],
        gained,
        totals: gained,
    }
}

#[test]
fn every_event_makes_its_show_or_deliberately_none() {
    let red5 = c("Red 5");
    let ccw = Direction::CounterClockwise;
    let examples: Vec<(Event, Option<Highlight>)> = vec![
        (Event::RoundStarted { round: 1, dealer: 0, cards: 80 }, None),
        (Event::CardMoved { card: Some(red5), from: Zone::Hand(0), to: Zone::DiscardPile }, None),
        (Event::FirstCardReturned { card: Card::WILD_DRAW_FOUR }, None),
        (Event::ColourChosen { seat: 0, colour: Colour::Blue }, None),
        (Event::DirectionChanged { direction: ccw }, Some(Highlight::Reverse(ccw))),
        (Event::TurnStarted { seat: 1 }, None),
        (Event::Skipped { seat: 2 }, Some(Highlight::Skipped(2))),
        (
            Event::DrawPending { seat: 1, total: 4, stack: false, challenge: true },
            Some(Highlight::Penalty { seat: 1, cards: 4 }),
        ),
        // A draw of one's own: the card flying says it.
        (Event::Drew { seat: 1, count: 1 }, None),
        (Event::Challenged { challenger: 1, offender: 0, bluff: false }, None),
        (Event::HandShown { owner: 0, to: 1, cards: vec![red5] }, None),
        (Event::TookBack { seat: 0 }, None),
        (Event::UnoCalled { seat: 3 }, Some(Highlight::Uno(3))),
        (Event::UnoMissed { seat: 3 }, None),
        (Event::Caught { catcher: 0, target: 2, penalty: 2 }, Some(Highlight::Caught { seat: 2, penalty: 2 })),
        (Event::HandsSwapped { a: 0, b: 1 }, None),
        (Event::HandsRotated { direction: Direction::Clockwise }, None),
        (Event::Reshuffled { cards: 40 }, None),
        (Event::WrongCard { seat: 1, card: red5 }, None),
        (Event::TableTalkPenalty { seat: 1 }, None),
        (Event::Passed { seat: 1 }, None),
        // A house rule is on its own panel; its penalty lands as a draw penalty's does.
        (Event::HouseRuleFor { seat: 0, card: Card::custom(0), target: Some(2) }, None),
        (Event::HouseRuleJudged { seat: 0, target: Some(2), penalty: 0 }, None),
        (
            Event::HouseRuleJudged { seat: 0, target: Some(2), penalty: 3 },
            Some(Highlight::Penalty { seat: 2, cards: 3 }),
        ),
        (Event::RoundEnded(won(1, 57)), Some(Highlight::RoundWon { seat: 1, points: 57 })),
        (Event::MatchEnded { winner: 1 }, Some(Highlight::MatchWon(1))),
    ];
    let names: BTreeSet<&str> = examples.iter().map(|(e, _)| e.kind_name()).collect();
    assert_eq!(names.len(), Event::KINDS, "one example of every event");
    for (e, want) in &examples {
        assert_eq!(highlight_of(e, &mut HighlightMemory::default()), *want, "{e:?}");
    }
}

/// The shows a run of events makes, in order.
fn shows_of<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<Highlight> {
    let mut memory = HighlightMemory::default();
    events.into_iter().filter_map(|e| highlight_of(e, &mut memory)).collect()
}

/// The events of `actions`, one after another, from `game`.
fn events(mut game: Game, actions: &[(Seat, Action)]) -> Vec<Event> {
    let mut all = Vec::new();
    for &(seat, a) in actions {
        all.extend(game.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat}: {e}")));
    }
    all
}

/// Three seats, seat 0 to play from `hand` on a Blue 5.
fn table(hand: &[Card]) -> Game {
    Scenario::new(3).hand(0, hand).hand(1, &[c("Green 1"), c("Green 2")]).top(c("Blue 5")).turn(0).build().unwrap()
}

#[test]
fn a_draw_two_marks_plus_two_on_the_next_seat_and_no_skip_besides() {
    let two = c("Blue Draw Two");
    let all = events(table(&[two, c("Red 1")]), &[(0, Action::Play(two))]);
    assert!(all.contains(&Event::Skipped { seat: 1 }), "{all:?}");
    assert_eq!(shows_of(&all), [Highlight::Penalty { seat: 1, cards: 2 }]);
}

#[test]
fn a_wild_draw_four_marks_plus_four_when_it_lands_and_the_cards_taken() {
    let wd4 = Card::WILD_DRAW_FOUR;
    let game = table(&[wd4, c("Red 1")]);
    let play = [(0, Action::Play(wd4)), (0, Action::ChooseColour(Colour::Green))];
    let accepted = events(game.clone(), &[play[0], play[1], (1, Action::Accept)]);
    let four = Highlight::Penalty { seat: 1, cards: 4 };
    assert_eq!(shows_of(&accepted), [four, four]);
    // Challenged and fair: the challenger takes six.
    let challenged = events(game, &[play[0], play[1], (1, Action::Challenge)]);
    assert_eq!(shows_of(&challenged), [four, Highlight::Penalty { seat: 1, cards: 6 }]);
}

#[test]
fn a_catch_is_marked_on_the_seat_caught_and_its_cards_are_not_marked_again() {
    let game = Scenario::new(3).hand(1, &[c("Blue 7"), c("Blue 8")]).top(c("Blue 5")).turn(1).build().unwrap();
    let all = events(game, &[(1, Action::Play(c("Blue 7"))), (0, Action::Catch(1))]);
    assert!(all.iter().any(|e| matches!(e, Event::Drew { seat: 1, count: 2 })), "{all:?}");
    assert_eq!(shows_of(&all), [Highlight::Caught { seat: 1, penalty: 2 }]);
}

#[test]
fn a_skip_and_a_reverse_are_shown_but_not_the_direction_set_back_at_a_deal() {
    let skip = c("Blue Skip");
    assert_eq!(shows_of(&events(table(&[skip, c("Red 1")]), &[(0, Action::Play(skip))])), [Highlight::Skipped(1)]);
    let reverse = c("Blue Reverse");
    let all = events(table(&[reverse, c("Red 1")]), &[(0, Action::Play(reverse))]);
    assert_eq!(shows_of(&all), [Highlight::Reverse(Direction::CounterClockwise)]);
    // A new round starts clockwise: the table is told, but it is no reverse.
    let deal = [
        Event::RoundStarted { round: 2, dealer: 0, cards: 108 },
        Event::DirectionChanged { direction: Direction::Clockwise },
        Event::CardMoved { card: None, from: Zone::DrawPile, to: Zone::Hand(1) },
        Event::TurnStarted { seat: 1 },
    ];
    assert_eq!(shows_of(&deal), []);
}

#[test]
fn a_jump_leaves_no_show_behind() {
    let mut app = crate::support::harness::headless(Party::simple(4, 0, BotKind::Basic, 3), 1.0);
    crate::support::harness::until(&mut app, 40_000, |app| !app.world().resource::<Highlights>().active().is_empty());
    app.world_mut().write_message(Jumped);
    app.update();
    assert_eq!(app.world().resource::<Highlights>().active(), [], "a show stayed after the jump");
}

/// The events that mark every seat of `n` with `kind`'s show.
fn marking_every_seat(kind: usize, n: usize) -> Vec<Event> {
    (0..n as Seat)
        .map(|s| match kind {
            0 => Event::UnoCalled { seat: s },
            1 => Event::Caught { catcher: (s + 1) % n as Seat, target: s, penalty: 2 },
            2 => Event::DrawPending { seat: s, total: 12, stack: true, challenge: true },
            3 => Event::Skipped { seat: s },
            _ => Event::RoundEnded(won(s, 1234)),
        })
        .collect()
}

/// What the marks on screen lie over, counted.
#[derive(Default)]
struct Cover {
    screens: usize,
    marks: usize,
    dimmed: usize,
    problems: BTreeMap<String, Vec<String>>,
}

impl Cover {
    /// Checks the marks drawn in the last frame against the cards, the tags and the panels.
    fn check(&mut self, app: &mut App, case: &str) {
        self.screens += 1;
        let window = app.world().resource::<ScreenSize>().get();
        let rects = app.world().resource::<ButtonRects>().all().to_vec();
        let marks: Vec<&(ButtonId, Rect)> = rects.iter().filter(|(b, _)| matches!(b, ButtonId::Highlight(_))).collect();
        let mut say = |what: String| self.problems.entry(what).or_default().push(case.to_string());
        if rects.iter().any(|(b, _)| *b == ButtonId::Dimmed) {
            self.dimmed += 1;
            for (m, _) in &marks {
                say(format!("{m} is drawn over a dimmed table"));
            }
            return;
        }
        self.marks += marks.len();
        let report = layout::report(app);
        let mut keep: Vec<(String, Rect)> = report
            .cards
            .iter()
            .filter(|k| k.zone.starts_with("hand:"))
            .map(|k| (format!("a card of {}", k.zone), layout::rect(k.rect)))
            .collect();
        keep.extend(
            rects
                .iter()
                .filter(|(b, _)| matches!(b, ButtonId::SeatLabel(_) | ButtonId::Panel(_)))
                .map(|(b, r)| (b.to_string(), *r)),
        );
        for (m, r) in &marks {
            if !layout::inside(r, window) {
                say(format!("{m} leaves the window"));
            }
            if let Some((what, _)) = keep.iter().find(|(_, k)| layout::overlap(r, k)) {
                say(format!("{} lies over {what}", kind_of(m)));
            }
            // By the seat it hits: no farther from the seat's cards and tag than half as much
            // again as its own size (a mark far from its seat seems to mark another).
            if let Some(seat) = seat_of(m) {
                let zone = format!("hand:{seat}");
                let home: Vec<Rect> = report
                    .cards
                    .iter()
                    .filter(|k| k.zone == zone)
                    .map(|k| layout::rect(k.rect))
                    .chain(rects.iter().filter(|(b, _)| *b == ButtonId::SeatLabel(seat)).map(|(_, r)| *r))
                    .collect();
                let gap = home.iter().map(|h| distance(r, h)).fold(f32::INFINITY, f32::min);
                let size = r.size.w.max(r.size.h);
                if gap > 1.5 * size {
                    say(format!("{} lies {gap:.0} pixels from its seat (it is {size:.0} wide)", kind_of(m)));
                }
            }
        }
    }
}

/// The seat a mark is about, if it is about one.
fn seat_of(b: &ButtonId) -> Option<Seat> {
    match b {
        ButtonId::Highlight(
            HighlightMark::Uno(s)
            | HighlightMark::Caught(s)
            | HighlightMark::Penalty(s, _)
            | HighlightMark::Skipped(s)
            | HighlightMark::RoundWinner(s),
        ) => Some(*s),
        _ => None,
    }
}

/// The distance between two rectangles (0 when they touch or overlap), in pixels.
fn distance(a: &Rect, b: &Rect) -> f32 {
    let dx = (a.centre.x - b.centre.x).abs() - (a.size.w + b.size.w) / 2.0;
    let dy = (a.centre.y - b.centre.y).abs() - (a.size.h + b.size.h) / 2.0;
    dx.max(0.0).hypot(dy.max(0.0))
}

/// A mark's kind, without its seat (the findings group by it).
fn kind_of(b: &ButtonId) -> String {
    let name = b.to_string();
    name.split(':').take(2).collect::<Vec<_>>().join(":")
}

/// Marks every seat with each show in turn (the round's winner with motion, its points seen in
/// flight) and checks them.
fn mark_and_check(app: &mut App, cover: &mut Cover, case: &str) {
    let n = app.world().resource::<uno_party::app::Table>().seat_count();
    for kind in 0..5 {
        let now = app.world().resource::<Time>().elapsed_secs();
        let motion = Settings { speed: 1.0, reduced_motion: Some(kind < 4), ..Settings::default() };
        app.world_mut().resource_scope(|_, mut shows: Mut<Highlights>| {
            shows.clear();
            for e in marking_every_seat(kind, n) {
                shows.take(&e, now, motion.motion());
            }
        });
        let looks = if kind == 4 { 8 } else { 1 };
        for look in 0..looks {
            frames(app, if kind == 4 { 10 } else { SETTLE_FRAMES });
            cover.check(app, &format!("{case}, show {kind} look {look}"));
        }
    }
    app.world_mut().resource_mut::<Highlights>().clear();
}

#[test]
fn no_mark_covers_a_hand_a_name_tag_or_a_prompt_panel() {
    let only: Option<f32> = std::env::var("FIT_ONLY").ok().and_then(|v| v.parse().ok());
    let mut cover = Cover::default();
    let moments = [(Moment::Turn, 7), (Moment::Turn, 25), (Moment::ColourPicker, 7), (Moment::Challenge, 1)];
    for (w, h) in
        [(1024.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)].into_iter().filter(|(w, _)| only.is_none_or(|o| o == *w))
    {
        for language in [Language::English, Language::Italian] {
            let (mut app, dir) = positions::app(Vec2::new(w, h), language);
            for n in 2..=10 {
                for (moment, hand) in moments {
                    let case = format!("{w}x{h} {language:?}, {n} seats, {hand} cards, {moment:?}");
                    positions::open(&mut app, positions::position(moment, n, hand));
                    match moment {
                        Moment::ColourPicker => {
                            positions::until_prompt(&mut app, uno_party::app::Prompt::ColourPicker, &case)
                        }
                        Moment::Challenge => {
                            positions::until_prompt(&mut app, uno_party::app::Prompt::Challenge, &case)
                        }
                        _ => {}
                    }
                    mark_and_check(&mut app, &mut cover, &case);
                }
            }
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    println!("{} screens checked, {} marks drawn, {} over a dimmed table", cover.screens, cover.marks, cover.dimmed);
    if only.is_none() {
        assert!(cover.screens >= 1000 && cover.marks >= 3000, "too little checked");
    }
    let list: Vec<String> = cover
        .problems
        .iter()
        .map(|(what, cases)| format!("{what}: in {} cases, first {}", cases.len(), cases[0]))
        .collect();
    assert!(cover.problems.is_empty(), "{} problems:\n{}", list.len(), list.join("\n"));
}

/// Every show's marks drawn in each frame, by the show (its id) and the mark's kind.
type Seen = BTreeMap<(u64, String), Vec<(usize, Rect)>>;

/// Plays a match of one person and three computer players at speed 1 until a round has been
/// won on screen and a few other shows seen; returns every mark drawn, frame by frame.
fn watch_shows(reduced_motion: bool) -> Seen {
    let mut app = ui_app(Screen::Table, party(4, 1, 21, |_| {}), Texts::new(Language::English), TABLE);
    app.insert_resource(Settings { speed: 1.0, reduced_motion: Some(reduced_motion), ..Settings::default() });
    let mut seen = Seen::new();
    let mut frame = 0;
    drive(&mut app, "a round won on screen", 60_000, &mut |_, legal| Some(any_move(legal)), |app| {
        frame += 1;
        let active = app.world().resource::<Highlights>().active().to_vec();
        for (b, r) in app.world().resource::<ButtonRects>().all() {
            let ButtonId::Highlight(mark) = b else { continue };
            // The show the mark belongs to (the points fly for the round's winner).
            let of = |a: &&uno_party::app::Active| match (*mark, a.show) {
                (HighlightMark::Uno(s), Highlight::Uno(t)) | (HighlightMark::Skipped(s), Highlight::Skipped(t)) => {
                    s == t
                }
                (HighlightMark::Caught(s), Highlight::Caught { seat, .. }) => s == seat,
                (HighlightMark::Penalty(s, n), Highlight::Penalty { seat, cards }) => (s, n) == (seat, cards),
                (HighlightMark::RoundWinner(s), Highlight::RoundWon { seat, .. }) => s == seat,
                (HighlightMark::Points, Highlight::RoundWon { .. })
                | (HighlightMark::Reverse, Highlight::Reverse(_)) => true,
                (HighlightMark::MatchBanner, Highlight::MatchWon(_)) => true,
                _ => false,
            };
            let id = active.iter().find(of).unwrap_or_else(|| panic!("{b} drawn for no show on screen")).id;
            seen.entry((id, kind_of(b))).or_default().push((frame, *r));
        }
        let kinds: BTreeSet<String> = seen.keys().map(|(_, k)| k.clone()).collect();
        kinds.contains("highlight:round-winner") && kinds.len() >= 4 && seen.len() >= 6
    });
    frames(&mut app, 30);
    seen
}

/// The marks whose place or size changed between two frames in a row, after their first frame.
fn moved(seen: &Seen) -> Vec<String> {
    let mut out = Vec::new();
    for ((id, kind), frames) in seen {
        for pair in frames.windows(2) {
            let ((f0, a), (f1, b)) = (pair[0], pair[1]);
            let same = (a.centre.x - b.centre.x).abs() < 0.01
                && (a.centre.y - b.centre.y).abs() < 0.01
                && (a.size.w - b.size.w).abs() < 0.01
                && (a.size.h - b.size.h).abs() < 0.01;
            if f1 == f0 + 1 && !same {
                out.push(format!("{kind} (show {id}) from {a:?} to {b:?} at frame {f1}"));
            }
        }
    }
    out
}

#[test]
fn with_reduced_motion_no_mark_moves_or_grows_after_its_first_frame() {
    let still = watch_shows(true);
    let kinds: BTreeSet<&str> = still.keys().map(|(_, k)| k.as_str()).collect();
    println!("seen still: {kinds:?}, {} shows", still.len());
    assert!(still.values().any(|f| f.len() > 3), "no mark stayed on screen for frames");
    let moves = moved(&still);
    assert!(moves.is_empty(), "{} marks moved or grew with reduced motion:\n{}", moves.len(), moves.join("\n"));
    // The same table with motion: the marks pop up and the points fly (so the check above can
    // tell a still mark from a moving one).
    let moving = watch_shows(false);
    let moves = moved(&moving);
    let kinds: BTreeSet<&str> = moves.iter().filter_map(|m| m.split(' ').next()).collect();
    assert!(kinds.len() >= 2, "with motion, only {kinds:?} moved: {moves:?}");
}

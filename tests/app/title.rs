//! The title screen and the ends of rounds and matches, headless: the main menu's fan of cards
//! (the active theme's faces, gone with the menu, still with reduced motion) and the winner shown
//! first and large in the round summary and at match over.

use bevy::prelude::*;
use uno_party::app::{
    ActiveTheme, ButtonId, ButtonRects, CardArt, DrawnTexts, FAN, Party, Prompt, Screen, Settings, Table, TitleCard,
    UiCommand,
};
use uno_party::engine::{Phase, RoundResult, Seat, TargetScore};
use uno_party::i18n::Texts;
use uno_party::language::Language;

use crate::support::drive::{any_move, drive, party};
use crate::support::harness::until_real;
use crate::support::ui::{SETTLE_FRAMES, TABLE, frames, prompt_open, theme_ready, ui_app};

/// The main menu at 1280x720, in English, its card art painted.
fn menu(settings: Settings) -> App {
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), TABLE);
    app.insert_resource(settings);
    theme_ready(&mut app);
    app
}

/// The fan's cards: their place in the fan, image and pose, in the fan's order.
fn fan(app: &mut App) -> Vec<(usize, Handle<Image>, Transform)> {
    let world = app.world_mut();
    let mut q = world.query::<(&TitleCard, &Sprite, &Transform)>();
    let mut cards: Vec<_> = q.iter(world).map(|(c, s, t)| (c.0, s.image.clone(), *t)).collect();
    cards.sort_by_key(|c| c.0);
    cards
}

#[test]
fn the_main_menu_fans_out_the_active_themes_faces_and_they_leave_with_it() {
    let mut app = menu(Settings { speed: 0.0, ..Settings::default() });
    frames(&mut app, 2);
    let art = app.world().resource::<CardArt>().clone();
    let cards = fan(&mut app);
    assert_eq!(cards.len(), FAN.len(), "the fan's cards on the main menu");
    for (i, image, _) in &cards {
        assert_eq!(*image, art.face(FAN[*i]), "card {i} of the fan wears another image than the theme's face");
    }
    app.world_mut().write_message(UiCommand::Go(Screen::Settings));
    frames(&mut app, 2);
    assert!(fan(&mut app).is_empty(), "the fan stayed on the settings screen");
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(&mut app, 2);
    assert_eq!(fan(&mut app).len(), FAN.len(), "the fan is back with the main menu");
}

#[test]
fn a_theme_picked_in_the_settings_shows_in_the_fan() {
    let mut app = menu(Settings { speed: 0.0, ..Settings::default() });
    frames(&mut app, 2);
    let (_, image, _) = fan(&mut app).swap_remove(0);
    let pixels = |app: &App| app.world().resource::<Assets<Image>>().get(&image).and_then(|i| i.data.clone());
    let before = pixels(&app);
    app.world_mut().write_message(UiCommand::UseTheme("high-contrast".into()));
    until_real(&mut app, 60, "high contrast painted", |app| {
        app.world().resource::<ActiveTheme>().name == "High contrast"
    });
    frames(&mut app, 2);
    let (_, now, _) = fan(&mut app).swap_remove(0);
    assert_eq!(now, image, "the fan's card changed its image handle");
    assert_ne!(pixels(&app), before, "the fan's first card still shows the classic face");
}

/// The main menu entered from the settings (the session's fan-out still to come) with
/// `settings`, and its fan on the first frame it shows.
fn first_fan(settings: Settings) -> (App, Vec<(usize, Handle<Image>, Transform)>) {
    let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(Language::English), TABLE);
    app.insert_resource(settings);
    theme_ready(&mut app);
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    for _ in 0..5 {
        app.update();
        let cards = fan(&mut app);
        if !cards.is_empty() {
            assert_eq!(cards.len(), FAN.len());
            return (app, cards);
        }
    }
    panic!("no fan on the main menu");
}

/// The fan's poses, for comparing.
fn poses(cards: &[(usize, Handle<Image>, Transform)]) -> Vec<Transform> {
    cards.iter().map(|c| c.2).collect()
}

/// Where the leftmost and the rightmost card of the fan stand (x, window pixels from the middle).
fn ends(cards: &[(usize, Handle<Image>, Transform)]) -> (f32, f32) {
    (cards[0].2.translation.x, cards[FAN.len() - 1].2.translation.x)
}

#[test]
fn the_fan_fans_out_once_and_opens_spread_after_that() {
    let (mut app, start) = first_fan(Settings { speed: 1.0, reduced_motion: Some(false), ..Settings::default() });
    let (left, right) = ends(&start);
    assert!(left > -100.0 && right < 100.0, "the fan starts spread: {left} .. {right}");
    frames(&mut app, 120);
    let spread = fan(&mut app);
    let (left, right) = ends(&spread);
    assert!(left < -300.0 && right > 300.0, "the fan did not fan out: {left} .. {right}");
    frames(&mut app, 10);
    assert_eq!(poses(&fan(&mut app)), poses(&spread), "the fan still moves after its fan-out");
    // A second visit opens on the spread fan.
    app.world_mut().write_message(UiCommand::Go(Screen::Rules));
    frames(&mut app, 2);
    app.world_mut().write_message(UiCommand::Go(Screen::MainMenu));
    frames(&mut app, 2);
    assert_eq!(poses(&fan(&mut app)), poses(&spread), "the fan fanned out again");
}

#[test]
fn with_reduced_motion_the_fan_stands_spread_from_its_first_frame() {
    let (mut app, first) = first_fan(Settings { speed: 1.0, reduced_motion: Some(true), ..Settings::default() });
    let (left, right) = ends(&first);
    assert!(left < -300.0 && right > 300.0, "the fan is not spread on its first frame: {left} .. {right}");
    frames(&mut app, 60);
    assert_eq!(poses(&fan(&mut app)), poses(&first), "a card of the fan moved with reduced motion");
}

/// The texts drawn inside `r` (their centres), in drawing order, with their heights.
fn texts_in(app: &App, r: &uno_party::layout::Rect) -> Vec<(String, f32)> {
    let (x0, x1) = (r.centre.x - r.size.w / 2.0, r.centre.x + r.size.w / 2.0);
    let (y0, y1) = (r.centre.y - r.size.h / 2.0, r.centre.y + r.size.h / 2.0);
    let drawn = app.world().resource::<DrawnTexts>().all().to_vec();
    drawn
        .into_iter()
        .filter(|(_, t)| (x0..=x1).contains(&t.centre.x) && (y0..=y1).contains(&t.centre.y))
        .map(|(s, t)| (s, t.size.h))
        .collect()
}

/// The winner's place is on screen with `who`'s name first and large (taller than their row in
/// the standings below), and `points` beside it; it stands above every other text of the panel
/// but the title.
fn winner_first(app: &App, who: Seat, points: &str, what: &str) {
    let rects = app.world().resource::<ButtonRects>().all().to_vec();
    let place = rects.iter().find(|(b, _)| *b == ButtonId::Winner).map(|(_, r)| *r);
    let place = place.unwrap_or_else(|| panic!("{what}: no winner's place on screen"));
    let name = app.world().resource::<Table>().name(who).to_string();
    let inside = texts_in(app, &place);
    assert_eq!(inside.first().map(|t| t.0.as_str()), Some(name.as_str()), "{what}: {inside:?}");
    assert!(inside.iter().any(|t| t.0 == points), "{what}: {points} is not beside the name: {inside:?}");
    let drawn = app.world().resource::<DrawnTexts>().all().to_vec();
    let rows: Vec<f32> =
        drawn.iter().filter(|(s, t)| *s == name && t.centre.y > place.centre.y).map(|t| t.1.size.h).collect();
    assert!(!rows.is_empty(), "{what}: the winner has no row in the standings");
    assert!(inside[0].1 > 1.5 * rows[0], "{what}: the name is not large: {} against {}", inside[0].1, rows[0]);
    let summary = rects.iter().find(|(b, _)| *b == ButtonId::Panel(uno_party::app::Panel::Summary));
    let summary = summary.map(|(_, r)| *r).unwrap_or_else(|| panic!("{what}: no summary panel"));
    let top = place.centre.y - place.size.h / 2.0;
    let panel_top = summary.centre.y - summary.size.h / 2.0;
    // Only the panel's title stands between the panel's top and the winner's place.
    let above: Vec<&String> =
        drawn.iter().filter(|(_, t)| t.centre.y > panel_top && t.centre.y < top).map(|t| &t.0).collect();
    assert!(above.len() <= 1, "{what}: texts above the winner: {above:?}");
}

/// The last round's result as shown.
fn last_round(app: &App) -> RoundResult {
    *app.world().resource::<Table>().live_game().last_round().expect("a round is over")
}

#[test]
fn the_round_summary_shows_the_winner_first_and_large_with_the_points_won() {
    let mut app = ui_app(Screen::Table, party(3, 1, 8, |_| {}), Texts::new(Language::English), TABLE);
    drive(&mut app, "the round summary", 60_000, &mut |_, l| Some(any_move(l)), |app| {
        prompt_open(app, Prompt::RoundSummary)
    });
    frames(&mut app, SETTLE_FRAMES);
    let result = last_round(&app);
    winner_first(&app, result.winner, &format!("+{}", result.gained[result.winner as usize]), "round summary");
}

#[test]
fn match_over_shows_the_match_winner_first_and_large_with_their_total() {
    let one_round = |r: &mut uno_party::engine::RuleSet| r.target_score = TargetScore::new(1).unwrap();
    let mut app = ui_app(Screen::Table, party(3, 1, 9, one_round), Texts::new(Language::Italian), TABLE);
    drive(&mut app, "match over", 60_000, &mut |_, l| Some(any_move(l)), |app| prompt_open(app, Prompt::MatchOver));
    frames(&mut app, SETTLE_FRAMES);
    let Phase::MatchOver { winner } = app.world().resource::<Table>().live_game().phase() else {
        panic!("the match is not over")
    };
    let total = last_round(&app).totals[winner as usize];
    winner_first(&app, winner, &total.to_string(), "match over");
}

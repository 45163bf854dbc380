//! Partner play at the table, without a window: a party of two people and two computer players in
//! teams of two played to the match's end in Italian through the real egui overlays (`support::ui`),
//! its replay watched in English; New game refusing partners that do not fit the seats, in both
//! languages; and a saved party whose partners do not fit, not kept.

use bevy::prelude::*;
use uno_party::ai::BotKind;
use uno_party::app::Seated as _;
use uno_party::app::Viewpoint;
use uno_party::app::{
    ButtonId, ButtonRects, CardSprite, CardZones, DrawnTexts, EventQueue, MatchFile, OpenReplay, Overlay, Party,
    PartyForm, Playback, Prompt, ReplayCommand, ReplayPlayer, Screen, SeatKind, SeatSetup, ShownView, StatsBook, Table,
    UiCommand,
};
use uno_party::engine::{Partners, Phase, RuleSet, Scoring, Seat, TargetScore, Teams, Zone};
use uno_party::i18n::{Language, Texts};
use uno_party::stats::Who;

use crate::support::drive::{any_move, drive};
use crate::support::layout::report;
use crate::support::ui::{SETTLE_FRAMES, TABLE, button_shown, click, drawn, frames, prompt_open, ui_app};

/// Anna and Luca (people at the computer, partners at seats 0 and 2) against two computer players
/// of different levels (seats 1 and 3), in teams of two, to a low target.
fn pairs_party(seed: u64, target: u32) -> Party {
    let seat = |name: &str, kind| SeatSetup { name: name.into(), kind };
    let rules = RuleSet {
        partners: Partners::Pairs,
        target_score: TargetScore::new(target).expect("a target"),
        ..RuleSet::default()
    };
    Party {
        seats: vec![
            seat("Anna", SeatKind::Human),
            seat("Computer 1", SeatKind::Bot(BotKind::Easy)),
            seat("Luca", SeatKind::Human),
            seat("Computer 2", SeatKind::Bot(BotKind::Basic)),
        ],
        dealer: None,
        rules,
        profile: "Official".into(),
        seed,
        ..Party::default()
    }
}

/// Nothing of a hand is on screen but the hand open to its own person: a partner's cards are never
/// known to the screen while the other partner holds it (hot-seat privacy holds among partners).
fn assert_private(app: &App) {
    let world = app.world();
    let (Some(_), Some(shown)) = (world.get_resource::<Table>(), world.get_resource::<ShownView>()) else { return };
    if shown.round_over() {
        return;
    }
    let zones = world.resource::<CardZones>();
    let teams = shown.rules().teams(shown.seats());
    assert!(teams.partners(), "the table plays in teams");
    let seen = world.resource::<Viewpoint>();
    let open = seen.open_hand();
    assert!(
        open.is_none() || open == seen.viewer(),
        "a hand open to {open:?} while {:?} holds the screen",
        seen.viewer()
    );
    for (s, hand) in zones.hands.iter().enumerate() {
        let s = s as Seat;
        let known = hand.iter().any(|e| world.get::<CardSprite>(*e).is_some_and(|c| c.face.is_some()));
        assert!(
            !known || zones.laid_for.viewer() == Some(s),
            "the screen knows seat {s}'s cards while {:?} sees it",
            zones.laid_for.viewer()
        );
        for v in [seen.viewer(), zones.laid_for.viewer()].into_iter().flatten() {
            if v != s && teams.same_team(v, s) {
                assert!(!known && !seen.face_up(Zone::Hand(s), shown), "{v} sees their partner {s}'s hand");
            }
        }
    }
}

/// The texts drawn in the last frame that follow `first` in drawing order: `first`, then `n` more.
fn row_after(app: &App, first: &str, n: usize, want: impl Fn(&[String]) -> bool) -> Option<Vec<String>> {
    let texts = drawn(app);
    texts.windows(n + 1).find(|w| w[0] == first && want(w)).map(<[String]>::to_vec)
}

/// The team rows of a summary or of the scoreboard: each team's players, then (on the summary) its
/// points this round, then its total, as drawn, equal the engine's team totals.
fn assert_team_rows(app: &App, players: &[&str; 2], totals: &[u32], summary: bool) {
    for (t, who) in players.iter().enumerate() {
        let n = if summary { 2 } else { 1 };
        let row = row_after(app, who, n, |w| !summary || w[1].starts_with('+'))
            .unwrap_or_else(|| panic!("no row of team {t} ({who}) drawn: {:?}", drawn(app)));
        assert_eq!(row[n], totals[t].to_string(), "team {t}'s total as drawn");
    }
}

/// The name tags: each seat's carries its team's letter.
fn assert_tags(app: &App, teams: Teams) {
    let rects = app.world().resource::<ButtonRects>();
    let texts = app.world().resource::<DrawnTexts>();
    for s in 0..4u8 {
        let (_, r) = rects.all().iter().find(|(b, _)| *b == ButtonId::SeatLabel(s)).expect("a name tag");
        let letter = ["A", "B"][teams.team_of(s)];
        let tag = texts.inside(r);
        assert!(tag.split(' ').next() == Some(letter), "seat {s}'s tag does not start with team {letter}: {tag:?}");
    }
}

#[test]
fn a_party_in_teams_of_two_plays_to_the_end_in_italian_and_the_team_wins() {
    let target = 150;
    let mut app = ui_app(Screen::Table, pairs_party(23, target), Texts::new(Language::Italian), TABLE);
    app.insert_resource(StatsBook::default());
    let teams = Teams::new(Partners::Pairs, 4).unwrap();
    let players = ["Anna e Luca", "Computer 1 e Computer 2"];
    let mut policy = |_: Phase, legal: &[uno_party::engine::Action]| Some(any_move(legal));
    // The first turn of a person: every name tag carries its team's letter.
    drive(&mut app, "a person's turn", 20_000, &mut policy, |app| {
        assert_private(app);
        app.world().get_resource::<Table>().is_some()
            && app.world().resource::<Viewpoint>().viewer().is_some()
            && !prompt_open(app, Prompt::Curtain)
            && button_shown(app, &ButtonId::SeatLabel(3))
    });
    frames(&mut app, SETTLE_FRAMES);
    assert_tags(&app, teams);
    let mut summaries = 0;
    loop {
        let seen = summaries;
        drive(&mut app, "the end of a round", 200_000, &mut policy, |app| {
            assert_private(app);
            // The summary of a round not yet looked at (the last one's stays a frame after Next round).
            let live = app.world().get_resource::<Table>().map(|t| (t.live_game().round(), t.live_game().phase()));
            let ended = live.is_some_and(|(round, phase)| phase == Phase::RoundOver && round as usize > seen);
            (prompt_open(app, Prompt::RoundSummary) && ended) || prompt_open(app, Prompt::MatchOver)
        });
        frames(&mut app, SETTLE_FRAMES);
        let live = app.world().resource::<Table>().live_game().clone();
        let totals = live.team_scores();
        let r = report(&mut app);
        assert_eq!(r.state.teams, Some(vec![0, 1, 0, 1]), "the report's teams");
        assert_eq!(r.state.team_totals.as_ref(), Some(&totals), "the report's team totals are the engine's");
        assert_team_rows(&app, &players, &totals, true);
        let all = drawn(&app);
        assert!(all.iter().any(|t| t == "Squadre" || t == "Squadra"), "no team heading: {all:?}");
        if prompt_open(&app, Prompt::MatchOver) {
            match_over(&mut app, &live, &players, target);
            let file = app.world().resource::<Table>().to_file("Official", "classic", None);
            replay_in_english(file, &live);
            break;
        }
        // No team had reached the target: the match goes on.
        assert!(totals.iter().all(|&t| t < target), "round {}: a team reached the target {totals:?}", live.round());
        summaries += 1;
        round_over(&mut app, &live, &players, &totals);
    }
    assert!(summaries >= 1, "the match ended in its first round: no round summary was seen");
}

/// A round's summary in teams: the round's winner is named with their team, and the scoreboard
/// shows the teams' totals and progress.
fn round_over(app: &mut App, live: &uno_party::engine::Game, players: &[&str; 2], totals: &[u32]) {
    let result = live.view(None).last_round.expect("a round result");
    let team = live.teams().team_of(result.winner);
    let round = result.round;
    let won = format!("vince la {round}ª smazzata per la Squadra {}", ["A", "B"][team]);
    let all = drawn(app);
    assert!(all.iter().any(|t| t.starts_with(&won)), "the winner's place does not say {won:?}: {all:?}");
    app.world_mut().write_message(UiCommand::Overlay(Overlay::Scoreboard));
    frames(app, SETTLE_FRAMES);
    assert!(button_shown(app, &ButtonId::Panel(uno_party::app::Panel::Scoreboard)), "the scoreboard is not open");
    assert_team_rows(app, players, totals, false);
    app.world_mut().write_message(UiCommand::Overlay(Overlay::None));
    frames(app, SETTLE_FRAMES);
}

/// The match's end: a team reached the target, the winning team's players are named together, and
/// the statistics count the match as won for both of them.
fn match_over(app: &mut App, live: &uno_party::engine::Game, players: &[&str; 2], target: u32) {
    let Phase::MatchOver { winner } = live.phase() else { panic!("the match is not over: {:?}", live.phase()) };
    let teams = live.teams();
    let (best, other) = (teams.team_of(winner), 1 - teams.team_of(winner));
    let totals = live.team_scores();
    assert!(totals[best] >= target && totals[best] > totals[other], "team totals {totals:?}, target {target}");
    let all = drawn(app);
    let status = format!("{} vincono la partita", players[best]);
    assert!(all.contains(&status), "the status line does not say {status:?}: {all:?}");
    let rects = app.world().resource::<ButtonRects>();
    let (_, band) = rects.all().iter().find(|(b, _)| *b == ButtonId::Winner).expect("the winner's place");
    let band = app.world().resource::<DrawnTexts>().inside(band);
    let says = format!("{} vincono la partita! {} punti in tutto", players[best], totals[best]);
    assert!(band.contains(&says), "the winner's place says {band:?}, not {says:?}");
    let stats = &app.world().resource::<StatsBook>().stats;
    let who = |s: Seat| match app.world().resource::<Table>().seat_list()[s as usize].kind {
        SeatKind::Bot(level) => Who::Bot(level),
        _ => Who::Person(app.world().resource::<Table>().name(s).to_string()),
    };
    for s in 0..4 {
        let r = stats.record(&who(s)).expect("a record of every seat");
        let won = u64::from(teams.team_of(s) == best);
        assert_eq!((r.matches_played, r.matches_won), (1, won), "seat {s}'s record: {r:?}");
    }
}

/// The match's replay, watched in English to its end, shows the same: the teams' letters on the
/// tags, the teams' totals, and the winning team's players named together.
fn replay_in_english(file: MatchFile, live: &uno_party::engine::Game) {
    let mut app = ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), TABLE);
    app.insert_resource(OpenReplay::new(MatchFile { state: None, ..file }));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    for _ in 0..40_000 {
        app.update();
        let world = app.world();
        let Some(p) = world.get_resource::<ReplayPlayer>() else { continue };
        if p.position == p.total() && prompt_open(&app, Prompt::MatchOver) {
            break;
        }
        if p.position < p.total() && world.resource::<Playback>().settled() && world.resource::<EventQueue>().is_empty()
        {
            app.world_mut().write_message(ReplayCommand::Forward);
        }
    }
    assert!(prompt_open(&app, Prompt::MatchOver), "the replay did not reach the match's end");
    frames(&mut app, SETTLE_FRAMES);
    assert_tags(&app, live.teams());
    let totals = live.team_scores();
    assert_team_rows(&app, &["Anna and Luca", "Computer 1 and Computer 2"], &totals, true);
    let Phase::MatchOver { winner } = live.phase() else { unreachable!() };
    let status =
        ["Anna and Luca win the match", "Computer 1 and Computer 2 win the match"][live.teams().team_of(winner)];
    assert!(drawn(&app).iter().any(|t| t == status), "the replay's end does not say {status:?}: {:?}", drawn(&app));
}

/// New game with five seats in teams of two: the form says why in the players' words, and Start
/// stays; a sixth seat makes three teams, each seat marked with its team, and the match starts.
#[test]
fn new_game_refuses_pairs_at_five_seats_with_the_reason_in_both_languages() {
    let mut five = Party::simple(5, 1, BotKind::Basic, 3);
    five.rules.partners = Partners::Pairs;
    let mut app = ui_app(Screen::NewGame, five.clone(), Texts::new(Language::English), TABLE);
    frames(&mut app, SETTLE_FRAMES);
    assert!(button_shown(&app, &ButtonId::Partners), "the partners' choice is not under the players");
    let rect = |app: &App, id: ButtonId| {
        let rects = app.world().resource::<ButtonRects>();
        rects.all().iter().find(|(b, _)| *b == id).map(|(_, r)| r.centre.y).expect("on screen")
    };
    assert!(rect(&app, ButtonId::Partners) < rect(&app, ButtonId::EveryRuleOption), "the partners' choice is buried");
    let english = "Teams of two need 4, 6, 8 or 10 players, not 5.";
    assert!(drawn(&app).iter().any(|t| t == english), "the form does not say why: {:?}", drawn(&app));
    click(&mut app, ButtonId::Start);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::NewGame, "five seats in pairs started");
    let error = app.world().resource::<PartyForm>().error.clone().expect("Start said nothing");
    assert_eq!(Texts::new(Language::English).render(&error), english);
    app.world_mut().write_message(UiCommand::UseLanguage(Language::Italian));
    frames(&mut app, SETTLE_FRAMES);
    let italian = "Le coppie richiedono 4, 6, 8 o 10 giocatori, non 5.";
    let shown = drawn(&app);
    assert!(shown.iter().filter(|t| *t == italian).count() >= 2, "the reason and Start's, in Italian: {shown:?}");
    // A party of five in pairs sent to start some other way does not start either.
    app.world_mut().write_message(UiCommand::StartGame(five));
    frames(&mut app, SETTLE_FRAMES);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::NewGame, "StartGame started five in pairs");
    // A sixth seat: three pairs, seats 1 and 4, 2 and 5, 3 and 6.
    app.world_mut().resource_scope(|world, mut form: Mut<PartyForm>| form.add_seat(world.resource::<Texts>()));
    frames(&mut app, SETTLE_FRAMES);
    let shown = drawn(&app);
    for team in ["Squadra A", "Squadra B", "Squadra C"] {
        assert_eq!(shown.iter().filter(|t| *t == team).count(), 3, "{team}: two seats and its line: {shown:?}");
    }
    click(&mut app, ButtonId::Start);
    frames(&mut app, SETTLE_FRAMES);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Table, "six seats in pairs did not start");
    let table = app.world().resource::<Table>();
    assert_eq!(table.live_game().teams().count(), 3);
    assert_eq!(table.rules().scoring, Scoring::WinnerScoresOthers);
}

/// The last party, kept in its file with partners that do not fit its seats (an older game's, or
/// edited by hand), is not kept: New game opens on the default party, and the menus say so.
#[test]
fn a_saved_party_whose_partners_do_not_fit_its_seats_is_not_kept() {
    let dir = std::env::temp_dir().join(format!("uno-partners-party-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let storage = uno_party::storage::Storage::new(dir.clone());
    let mut five = Party::simple(5, 1, BotKind::Basic, 0);
    five.rules.partners = Partners::Threes;
    uno_party::storage::save_ron(&storage.party_path(), &five).expect("the party file is written");
    let (_, _, party, problems) = uno_party::app::GameFiles::load(storage.clone());
    assert_eq!(party, Party::default());
    assert!(problems.iter().any(|p| p.id == uno_party::i18n::Msg::NoticePartyReset), "{problems:?}");
    // Six seats in threes are kept as they are.
    let mut six = Party::simple(6, 1, BotKind::Basic, 0);
    six.rules.partners = Partners::Threes;
    uno_party::storage::save_ron(&storage.party_path(), &six).expect("the party file is written");
    let (_, _, party, problems) = uno_party::app::GameFiles::load(storage);
    assert_eq!(party, six);
    assert!(problems.is_empty(), "{problems:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

//! Positions to open the table on, built with the engine's `Scenario`: the match file of each
//! moment a screen must show (long names, hands of any size, partners or not), the app that opens
//! them at the main menu, and the wait for a prompt.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::EguiPostUpdateSet;
use uno_party::ai::BotKind;
use uno_party::app::{
    MATCH_FORMAT, MatchFile, MatchStore, OpenPrompt, Overlay, Party, Prompt, Resume, Saver, Screen, SeatKind,
    SeatSetup, Settings, Table, UiCommand,
};
use uno_party::engine::{
    Action, Card, Colour, CustomWild, CustomWilds, Deck, Game, MatchLog, Partners, Phase, RuleSet, Scenario, Seat,
    Setup, TargetScore,
};
use uno_party::i18n::{Language, Texts};

use super::layout::{Painted, painted};
use super::ui::{SETTLE_FRAMES, frames, theme_ready, ui_app};

/// Twenty characters, and different for each seat.
pub(crate) fn long_name(seat: usize) -> String {
    let name = format!("Massimiliano Ross {seat:02}");
    assert_eq!(name.chars().count(), 20);
    name
}

/// A card by name.
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
pub(crate) fn seats(n: usize, other_person: Option<usize>) -> Vec<SeatSetup> {
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

/// Every moment.
pub(crate) const MOMENTS: [Moment; 11] = [
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
pub(crate) fn position_in(moment: Moment, n: usize, hand: usize, partners: Partners) -> MatchFile {
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

/// The app, at the main menu, saving into a folder of its own and keeping what egui paints
/// ([`Painted`]).
pub(crate) fn app(size: Vec2, language: Language) -> (App, PathBuf) {
    // A folder for each app: tests running side by side in this process (the layout checks, the
    // highlights, the prompts) must not read or empty each other's autosave.
    static APPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = APPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("uno-fit-{}-{}-{n}", std::process::id(), size.x));
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

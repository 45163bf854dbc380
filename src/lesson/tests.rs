//! Every lesson played to its end through the engine by a driver that does what the table does:
//! the learner makes the step's move (each accepted choice in turn), telling steps get Continue,
//! the computer players decide on their turn and are asked to interrupt after every move.

use std::collections::HashMap;

use super::*;
use crate::engine::{
    Amount, BluffPenalty, CustomEffect, CustomWild, CustomWilds, Decision, Deck, Event, Kind, Partners, Stacking,
    WildDrawFourRule, WildPlay,
};
use crate::i18n::Texts;
use crate::language::Language;

fn texts(lang: Language) -> &'static Texts {
    &crate::i18n::every_language()[Language::ALL.iter().position(|&l| l == lang).expect("a language")]
}

/// A message as each language renders it: complete, and different in the two languages.
fn rendered(m: &Message) -> (String, String) {
    let en = texts(Language::English).render(m);
    let it = texts(Language::Italian).render(m);
    for t in [&en, &it] {
        assert!(!t.trim().is_empty(), "{m:?} renders empty");
        assert!(!t.contains("{$") && !t.contains("{ $"), "{m:?} leaves a variable: {t}");
    }
    assert_ne!(en, it, "{m:?} reads the same in both languages");
    (en, it)
}

/// One run of a lesson.
struct Run {
    /// Every step shown, in order, as English text (a step repeated is shown once), and whether
    /// it only said whose turn it is.
    shown: Vec<(String, bool)>,
    /// The learner's moves, per part.
    moves: Vec<Vec<Action>>,
    /// What happened, per part.
    events: Vec<Vec<Event>>,
    /// Each part's game at its end.
    finals: Vec<Game>,
    /// The number of moves the step accepted, at each of the learner's moves.
    options: Vec<usize>,
    /// The progress shown at each step, in order.
    progress: Vec<(usize, usize)>,
}

/// Every move of the learner that the step does not accept is refused with an explanation in
/// both languages, and asking changes nothing.
fn wrong_moves_are_explained(lesson: &Lesson, game: &Game) {
    let before = game.clone();
    let expected = lesson.expected(game);
    let mut tried: Vec<Action> = game.legal_actions_vec(LEARNER);
    tried.extend(game.hand(LEARNER).cards().map(Action::Play));
    tried.push(Action::Draw);
    for a in tried.into_iter().filter(|a| !expected.contains(a)) {
        match lesson.check(game, LEARNER, a) {
            Ok(()) => panic!("{a:?} was accepted though the step expects {expected:?}"),
            Err(why) => {
                rendered(&why);
            }
        }
    }
    assert_eq!(game, &before);
}

/// A step as it comes on screen: never the same words twice in a row; the scoring names the
/// engine's points.
fn note_step(lesson: &Lesson, game: &Game, step: &Step, r: &mut Run) {
    let (en, _) = rendered(&step.text);
    if let Some((prev, _)) = r.shown.last() {
        assert_ne!(prev, &en, "a step repeats the one before it");
    }
    if lesson.kind() == LessonKind::Basics
        && step.waits_for_continue
        && matches!(game.phase(), Phase::RoundOver | Phase::MatchOver { .. })
    {
        // The scoring names the engine's points.
        let result = game.last_round().expect("a scored round");
        assert_eq!(result.winner, LEARNER);
        for p in [result.gained[0], result.hand_points[1], result.hand_points[2]] {
            assert!(p > 0 && en.contains(&p.to_string()), "{en} does not say {p}");
        }
    }
    r.shown.push((en, step.text.id == Msg::LearnWatch));
    r.progress.push(lesson.progress());
}

/// Plays `lesson` to its end; at the learner's `k`th move the step's accepted move number
/// `choices[k]` is taken (the first when not given).
fn run(mut lesson: Lesson, choices: &HashMap<usize, usize>) -> Run {
    let mut game = lesson.game();
    let mut bots = lesson.bots();
    assert!(bots[LEARNER as usize].is_none() && bots.iter().skip(1).all(Option::is_some));
    let mut r = Run {
        shown: Vec::new(),
        moves: vec![Vec::new()],
        events: vec![Vec::new()],
        finals: Vec::new(),
        options: Vec::new(),
        progress: Vec::new(),
    };
    let mut last: Option<Step> = None;
    let apply = |game: &mut Game, lesson: &mut Lesson, r: &mut Run, seat: Seat, a: Action| {
        assert_eq!(lesson.check(game, seat, a), Ok(()), "{seat} {a:?}");
        let events = game.apply(seat, a).unwrap_or_else(|e| panic!("{seat} {a:?} is refused: {e}"));
        r.events.last_mut().unwrap().extend(events);
        if seat == LEARNER {
            r.moves.last_mut().unwrap().push(a);
        }
        lesson.applied(game, seat, a);
    };
    for _ in 0..1000 {
        if lesson.finished() {
            assert!(lesson.step().is_none());
            assert!(!lesson.next_part());
            r.finals.push(game);
            return r;
        }
        if lesson.part_done() {
            assert!(lesson.next_part());
            r.finals.push(std::mem::replace(&mut game, lesson.game()));
            bots = lesson.bots();
            r.moves.push(Vec::new());
            r.events.push(Vec::new());
            continue;
        }
        let step = lesson.step().expect("a step until the lesson is finished");
        if last.as_ref() != Some(&step) {
            note_step(&lesson, &game, &step, &mut r);
            last = Some(step.clone());
        }
        wrong_moves_are_explained(&lesson, &game);
        if step.waits_for_continue {
            assert!(lesson.holds_table());
            lesson.proceed();
            continue;
        }
        let expected = lesson.expected(&game);
        if !expected.is_empty() {
            let pick = choices.get(&r.options.len()).copied().unwrap_or(0);
            r.options.push(expected.len());
            let a = expected[pick.min(expected.len() - 1)];
            assert!(game.legal_actions_vec(LEARNER).contains(&a), "{a:?} is expected but not legal");
            apply(&mut game, &mut lesson, &mut r, LEARNER, a);
        } else {
            assert!(!lesson.holds_table(), "the table is held, but the step expects nothing");
            let seat = game.to_act().unwrap_or_else(|| panic!("nobody acts in {:?}", game.phase()));
            assert_ne!(seat, LEARNER, "the learner must act in {:?} but the step expects nothing", game.phase());
            let legal = game.legal_actions_vec(seat);
            let a =
                bots[seat as usize].as_mut().expect("a computer player").decide(&Decision::new(&game, seat, &legal));
            assert!(legal.contains(&a), "{seat} chose {a:?}, not legal");
            apply(&mut game, &mut lesson, &mut r, seat, a);
        }
        if !lesson.holds_table() && game.out_of_turn_possible() {
            for seat in 1..LESSON_SEATS as Seat {
                let legal = game.legal_actions_vec(seat);
                if legal.is_empty() || game.to_act() == Some(seat) {
                    continue;
                }
                let bot = bots[seat as usize].as_mut().expect("a computer player");
                if let Some(a) = bot.interrupt(&Decision::new(&game, seat, &legal)) {
                    apply(&mut game, &mut lesson, &mut r, seat, a);
                }
            }
        }
    }
    panic!("the lesson did not end: {:?}", lesson.step());
}

/// Plays `make()` once taking every first choice, then once more for each other accepted move
/// of each step (the rest first choices).
fn every_way(make: impl Fn() -> Lesson) -> Vec<Run> {
    let first = run(make(), &HashMap::new());
    let mut runs = Vec::new();
    for (k, &n) in first.options.iter().enumerate() {
        for alt in 1..n {
            runs.push(run(make(), &HashMap::from([(k, alt)])));
        }
    }
    runs.insert(0, first);
    runs
}

fn challenged(events: &[Event]) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::Challenged { challenger: LEARNER, offender: MARCO, bluff } => Some(*bluff),
        _ => None,
    })
}

#[test]
fn the_basic_lesson_teaches_each_move_in_order_through_the_engine() {
    let runs = every_way(Lesson::basics);
    // Play the drawn Wild Draw Four, or keep it: both lessons reach their end.
    assert_eq!(runs.len(), 2, "one step accepts two moves");
    let g = Card::WILD_DRAW_FOUR;
    let prefix = [
        Action::Play(Card::number(Colour::Blue, 3)),
        Action::Play(Card::number(Colour::Green, 6)),
        Action::Play(Card::skip(Colour::Yellow)),
        Action::Play(Card::reverse(Colour::Yellow)),
        Action::Play(Card::draw_two(Colour::Red)),
        Action::Play(Card::WILD),
        Action::ChooseColour(Colour::Green),
        Action::Draw,
    ];
    let end = [
        Action::ChooseColour(Colour::Green),
        Action::Challenge,
        Action::CallUno,
        Action::Play(Card::number(Colour::Green, 7)),
        Action::Catch(ANNA),
        Action::Play(Card::number(Colour::Green, 4)),
    ];
    let played = [prefix.as_slice(), &[Action::PlayDrawn], &end].concat();
    let kept = [prefix.as_slice(), &[Action::KeepDrawn, Action::Play(g)], &end].concat();
    assert_eq!(runs[0].moves, vec![played]);
    assert_eq!(runs[1].moves, vec![kept]);
    for (k, r) in runs.iter().enumerate() {
        let events = &r.events[0];
        let game = &r.finals[0];
        // Marco's Wild Draw Four was a bluff and the challenge won; Anna was caught.
        assert_eq!(challenged(events), Some(true));
        assert!(events.contains(&Event::Caught { catcher: LEARNER, target: ANNA, penalty: 2 }));
        assert!(events.contains(&Event::UnoCalled { seat: LEARNER }));
        assert!(events.contains(&Event::UnoMissed { seat: ANNA }));
        assert_eq!(game.phase(), Phase::RoundOver);
        assert_eq!(game.hand(ANNA).len(), 3, "her last card and the two of the catch");
        let result = game.last_round().expect("the round is scored");
        assert_eq!(result.winner, LEARNER);
        assert_eq!(result.gained[0], result.hand_points[1] + result.hand_points[2]);
        // Every step was shown once (each its own text), and the count was right: the card kept
        // shows one step more (playing it), under the number of the step that kept it.
        let (_, total) = *r.progress.last().unwrap();
        let steps: Vec<_> = r.shown.iter().filter(|(_, watch)| !watch).map(|(t, _)| t).collect();
        assert_eq!(steps.len(), total + k, "{steps:#?}");
        assert!(r.progress.windows(2).all(|w| w[0].0 <= w[1].0), "{:?}", r.progress);
        assert_eq!(r.progress.last().map(|p| p.0), Some(total));
        assert!(r.progress.iter().all(|p| p.1 == total), "the count never changes: {:?}", r.progress);
    }
    // Played at once or kept, the lesson counts the same steps.
    assert_eq!(runs[0].progress.last().unwrap().1, runs[1].progress.last().unwrap().1);
    // The same lesson every time.
    let again = run(Lesson::basics(), &HashMap::new());
    assert_eq!(again.moves, runs[0].moves);
    assert_eq!(again.finals, runs[0].finals);
}

#[test]
fn the_basic_lesson_explains_in_each_language_and_names_its_players() {
    let lesson = Lesson::basics();
    assert_eq!(lesson.kind(), LessonKind::Basics);
    assert_eq!(lesson.learner(), LEARNER);
    let names: Vec<(String, String)> = lesson
        .seat_names()
        .iter()
        .map(|m| (texts(Language::English).render(m), texts(Language::Italian).render(m)))
        .collect();
    assert_eq!(names[0], ("You".to_string(), "Tu".to_string()));
    assert_eq!(names[1].0, names[1].1, "Anna is Anna in both languages");
    assert_ne!(names[1], names[2]);
    let game = lesson.game();
    assert_eq!(game.to_act(), Some(LEARNER), "the learner starts");
    // The first step tells and holds the table; a move now is explained.
    let step = lesson.step().unwrap();
    assert!(step.waits_for_continue && lesson.holds_table());
    let why = lesson.check(&game, LEARNER, Action::Play(Card::number(Colour::Blue, 3))).unwrap_err();
    assert_eq!(texts(Language::English).render(&why), "Read this step, then press Continue.");
    let mut lesson = lesson;
    lesson.proceed();
    let step = lesson.step().unwrap();
    assert_eq!(step.pointing, Pointing::Card(Card::number(Colour::Blue, 3)));
    assert_eq!(
        texts(Language::English).render(&step.text),
        "Play a card of the same colour as the Blue 5 on the pile: your Blue 3."
    );
    // The Wild fits too, but is not this step's card; a Green 7 does not match at all.
    let why = lesson.check(&game, LEARNER, Action::Play(Card::WILD)).unwrap_err();
    assert_eq!(
        texts(Language::English).render(&why),
        "Your Wild would fit too, but this step asks for another move. Play your Blue 3."
    );
    let why = lesson.check(&game, LEARNER, Action::Play(Card::number(Colour::Green, 7))).unwrap_err();
    assert_eq!(
        texts(Language::English).render(&why),
        "That card does not match the Blue 5 on the pile. Play your Blue 3."
    );
    assert_eq!(
        texts(Language::Italian).render(&why),
        "Questa carta non va bene sulla carta 5 blu. Gioca la carta 3 blu."
    );
    // The computer players' moves are theirs to make.
    assert_eq!(lesson.check(&game, ANNA, Action::Draw), Ok(()));
}

/// Plays the options lesson of `rules` every way and returns the runs.
fn options_runs(rules: &RuleSet) -> Vec<Run> {
    assert!(Lesson::options(rules).is_some(), "{rules:?} has a house rule on");
    every_way(|| Lesson::options(rules).expect("a lesson"))
}

/// Rules with only `f` changed from the official ones.
fn with(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet::default();
    f(&mut r);
    r
}

#[test]
fn no_options_lesson_without_a_house_rule() {
    assert!(Lesson::options(&RuleSet::default()).is_none());
    // The rules the lessons do not teach do not make one.
    assert!(Lesson::options(&with(|r| r.force_play = true)).is_none());
}

#[test]
fn stacking_is_taught_in_the_variant_the_table_chose() {
    for (stacking, card, drawn) in
        [(Stacking::SameCard, Card::draw_two(Colour::Red), 4), (Stacking::PlusFourOnPlusTwo, Card::WILD_DRAW_FOUR, 6)]
    {
        let rules = with(|r| r.stacking = stacking);
        let lesson = Lesson::options(&rules).unwrap();
        assert_eq!(lesson.kind(), LessonKind::Options);
        assert_eq!(lesson.game().rules().stacking, stacking);
        for r in options_runs(&rules) {
            assert_eq!(r.moves.len(), 1, "one part");
            assert_eq!(r.moves[0][0], Action::Play(card));
            let before = lesson.game().hand(ANNA).len();
            assert_eq!(r.finals[0].hand(ANNA).len(), before + drawn, "{stacking:?}");
            assert_eq!(r.finals[0].to_act(), Some(MARCO), "Anna lost her turn");
        }
    }
}

#[test]
fn seven_o_swaps_with_the_chosen_player_and_zero_passes_every_hand() {
    let rules = with(|r| r.seven_o = true);
    for r in options_runs(&rules) {
        assert_eq!(
            r.moves[0],
            vec![
                Action::Play(Card::number(Colour::Red, 7)),
                Action::ChooseTarget(ANNA),
                Action::Play(Card::number(Colour::Blue, 0)),
            ]
        );
        assert!(r.events[0].contains(&Event::HandsSwapped { a: LEARNER, b: ANNA }));
        assert!(r.events[0].iter().any(|e| matches!(e, Event::HandsRotated { .. })));
    }
}

#[test]
fn jump_in_is_played_out_of_turn_while_the_table_waits() {
    let rules = with(|r| r.jump_in = true);
    let mut lesson = Lesson::options(&rules).unwrap();
    let mut game = lesson.game();
    lesson.proceed();
    // Anna plays first: the learner watches.
    assert!(!lesson.holds_table());
    let legal = game.legal_actions_vec(ANNA);
    let a = lesson.bots()[ANNA as usize].as_mut().unwrap().decide(&Decision::new(&game, ANNA, &legal));
    game.apply(ANNA, a).unwrap();
    lesson.applied(&game, ANNA, a);
    // Marco's turn, and the learner may jump in: Marco waits.
    assert_eq!(game.to_act(), Some(MARCO));
    assert!(lesson.holds_table());
    assert_eq!(lesson.expected(&game), vec![Action::JumpIn(Card::number(Colour::Green, 5))]);
    for r in options_runs(&rules) {
        assert_eq!(r.moves[0], vec![Action::JumpIn(Card::number(Colour::Green, 5))]);
        assert_eq!(r.finals[0].to_act(), Some(ANNA), "play goes on from the learner");
    }
}

#[test]
fn swap_hands_and_the_customizable_wild_are_taught_with_the_112_card_deck() {
    let rules = with(|r| r.deck = Deck::SwapAndCustom);
    let runs = options_runs(&rules);
    // Any colour for each wild.
    assert_eq!(runs.len(), 1 + 3 + 3);
    for r in &runs {
        assert_eq!(r.moves.len(), 2, "two parts");
        assert!(r.moves[0].starts_with(&[Action::Play(Card::SWAP_HANDS)]));
        assert_eq!(r.moves[0].last(), Some(&Action::ChooseTarget(MARCO)));
        assert!(r.events[0].contains(&Event::HandsSwapped { a: LEARNER, b: MARCO }));
        assert_eq!(r.finals[0].hand(LEARNER).len(), 2);
        // The table's first custom wild: everyone else draws 1.
        assert!(r.moves[1].starts_with(&[Action::Play(Card::custom(0))]));
        for s in [ANNA, MARCO] {
            assert_eq!(r.finals[1].hand(s).len(), 8, "seat {s} drew one");
        }
    }
    // The intro names the effect agreed for the card, in words.
    let mut lesson = Lesson::options(&rules).unwrap();
    let mut game = lesson.game();
    lesson.proceed();
    for a in [Action::Play(Card::SWAP_HANDS), Action::ChooseColour(Colour::Red), Action::ChooseTarget(MARCO)] {
        game.apply(LEARNER, a).unwrap();
        lesson.applied(&game, LEARNER, a);
    }
    lesson.proceed();
    assert!(lesson.part_done() && lesson.next_part());
    let intro = lesson.step().unwrap().text;
    let (en, it) = rendered(&intro);
    assert!(en.contains("everyone else draws 1"), "{en}");
    // The game's own text on the card reads in the language in use; a text players wrote stays.
    let written = texts(Language::Italian).get(Msg::WildsDefaultText1);
    assert!(it.contains(&format!("«{written}»")), "{it}");
    let ours = with(|r| {
        r.deck = Deck::SwapAndCustom;
        r.custom_wilds = CustomWilds::new(vec![CustomWild::new("Ours", &[CustomEffect::Reverse]).unwrap()]).unwrap();
    });
    let mut lesson = Lesson::options(&ours).unwrap();
    lesson.step = lesson.steps().len();
    assert!(lesson.next_part());
    let (en, it) = rendered(&lesson.step().unwrap().text);
    assert!(en.contains("«Ours»") && it.contains("«Ours»"), "{en} / {it}");
}

#[test]
fn a_customizable_wild_that_gives_cards_and_swaps_asks_for_each_choice() {
    let a = |n| Amount::new(n).unwrap();
    let wilds = |effects: &[CustomEffect]| CustomWilds::new(vec![CustomWild::new("Ours", effects).unwrap()]).unwrap();
    let cases: [(&[CustomEffect], usize); 4] = [
        (&[CustomEffect::GiveCards(a(2))], 2),
        (&[CustomEffect::DiscardNamedColour, CustomEffect::SkipPlayers(a(2))], 0),
        (&[CustomEffect::SwapHands, CustomEffect::Reverse, CustomEffect::NextPlayerDraws(a(3))], 0),
        // Giving more cards than are left empties the hand: the learner goes out.
        (&[CustomEffect::GiveCards(a(10)), CustomEffect::RotateHands], 7),
    ];
    for (effects, gifts) in cases {
        let rules = with(|r| {
            r.deck = Deck::SwapAndCustom;
            r.custom_wilds = wilds(effects);
        });
        for run in options_runs(&rules) {
            let moves = &run.moves[1];
            assert_eq!(moves[0], Action::Play(Card::custom(0)), "{effects:?}");
            assert_eq!(moves.iter().filter(|m| matches!(m, Action::GiveCard(_))).count(), gifts, "{effects:?}");
            assert_eq!(
                moves.iter().any(|m| matches!(m, Action::ChooseTarget(_))),
                effects.iter().any(|e| e.needs_target()),
                "{effects:?}"
            );
        }
    }
}

#[test]
fn every_house_rule_together_makes_one_part_each_under_the_tables_own_rules() {
    // The box sheet's wild rules too: each position still works under them.
    let rules = with(|r| {
        r.stacking = Stacking::PlusFourOnPlusTwo;
        r.seven_o = true;
        r.jump_in = true;
        r.deck = Deck::SwapAndCustom;
        r.wild_play = WildPlay::OnlyWithoutMatch;
        r.wild_draw_four = WildDrawFourRule::NoOtherPlayableCard;
        r.bluff_penalty = BluffPenalty::TakeBack;
        r.force_play = true;
        r.draw_to_match = true;
        r.wrong_card_penalty = true;
        r.partners = Partners::Pairs;
    });
    let runs = options_runs(&rules);
    for r in &runs {
        assert_eq!(r.moves.len(), 5, "stacking, Seven-O, Jump-In, Swap Hands, Customizable Wild");
        assert_eq!(r.moves[0][0], Action::Play(Card::WILD_DRAW_FOUR));
        assert_eq!(r.moves[1][0], Action::Play(Card::number(Colour::Red, 7)));
        assert!(matches!(r.moves[2][0], Action::JumpIn(_)));
        assert_eq!(r.moves[3][0], Action::Play(Card::SWAP_HANDS));
        assert!(matches!(r.moves[4][0], Action::Play(c) if c.kind() == Kind::Custom(0)));
        let (_, total) = *r.progress.last().unwrap();
        assert_eq!(r.progress.last().map(|p| p.0), Some(total));
    }
    // Each part is its own game, under the table's rules (but for the partners).
    let mut lesson = Lesson::options(&rules).unwrap();
    let mut seen = Vec::new();
    loop {
        let game = lesson.game();
        assert!(game.rules().seven_o);
        assert_eq!(game.rules().partners, Partners::Off);
        seen.push(game);
        // Skip to the part's end the way the driver would is covered above; here only the games.
        while !lesson.part_done() {
            lesson.step += 1;
        }
        if !lesson.next_part() {
            break;
        }
    }
    assert_eq!(seen.len(), 5);
    assert!(lesson.finished());
}

//! The table's sounds: the cue of every kind of event, for the people at the screen, and the
//! synthesised WAV files (valid, short, audible, no clipping, no clicks, all different).

use std::collections::HashSet;

use uno_party::engine::{
    Action, ActionList, BluffPenalty, Card, Colour, Direction, Event, Game, HAND_SIZE, MAX_SEATS, Phase, Rng,
    RoundResult, RuleSet, Scenario, Seat, Setup, Zone,
};
use uno_party::sound::{Cue, CueMapper, Listener, SAMPLE_RATE, samples, wav};

use crate::properties::{PROFILE_COUNT, rules_for};
use crate::support::cards::c;

fn act(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"))
}

/// The cues `listener` hears for `events`, from a fresh mapper.
fn heard(listener: Listener, events: &[Event]) -> Vec<Cue> {
    CueMapper::new(listener).cues(events)
}

fn round_result(winner: Seat) -> RoundResult {
    RoundResult {
        round: 1,
        dealer: 2,
        winner,
        blocked: false,
        seats: 3,
        hand_points: [0; MAX_SEATS],
        gained: [0; MAX_SEATS],
        totals: [0; MAX_SEATS],
    }
}

#[test]
fn every_kind_of_event_makes_its_cue_in_the_middle_of_a_round() {
    // Seat 0 is the person at the screen; seats 1 and 2 are bots.
    let card = c("Red 7");
    let moved = |from, to| Event::CardMoved { card: None, from, to };
    let table: Vec<(Event, Option<Cue>)> = vec![
        (Event::RoundStarted { round: 2, dealer: 1, cards: 108 }, Some(Cue::Shuffle)),
        (moved(Zone::Hand(1), Zone::DiscardPile), Some(Cue::Play)),
        (Event::CardMoved { card: Some(card), from: Zone::Hand(1), to: Zone::DiscardPile }, Some(Cue::Play)),
        (
            Event::CardMoved { card: Some(c("Blue Draw Two")), from: Zone::Hand(2), to: Zone::DiscardPile },
            Some(Cue::DrawTwo),
        ),
        (
            Event::CardMoved { card: Some(Card::WILD_DRAW_FOUR), from: Zone::Hand(0), to: Zone::DiscardPile },
            Some(Cue::DrawFour),
        ),
        // A Draw Two turned up from the draw pile hits nobody's hand: a plain play.
        (
            Event::CardMoved { card: Some(c("Blue Draw Two")), from: Zone::DrawPile, to: Zone::DiscardPile },
            Some(Cue::Play),
        ),
        (moved(Zone::Hand(0), Zone::DiscardUnderTop), Some(Cue::Play)),
        (moved(Zone::Hand(0), Zone::Hand(2)), Some(Cue::Play)),
        (moved(Zone::DrawPile, Zone::DiscardPile), Some(Cue::Play)),
        (moved(Zone::DrawPile, Zone::Hand(0)), None),
        (moved(Zone::DiscardPile, Zone::Hand(1)), None),
        (moved(Zone::DiscardPile, Zone::DrawPile), None),
        (Event::FirstCardReturned { card: Card::WILD_DRAW_FOUR }, Some(Cue::Shuffle)),
        (Event::ColourChosen { seat: 1, colour: Colour::Blue }, Some(Cue::ColourNamed)),
        (Event::DirectionChanged { direction: Direction::CounterClockwise }, Some(Cue::Reverse)),
        (Event::TurnStarted { seat: 0 }, Some(Cue::YourTurn)),
        (Event::TurnStarted { seat: 1 }, None),
        (Event::Skipped { seat: 2 }, Some(Cue::Skip)),
        (Event::DrawPending { seat: 0, total: 2, stack: true, challenge: false }, Some(Cue::YourTurn)),
        (Event::DrawPending { seat: 2, total: 4, stack: false, challenge: true }, None),
        (Event::Drew { seat: 1, count: 3 }, Some(Cue::Draw)),
        (Event::Challenged { challenger: 0, offender: 2, bluff: true }, Some(Cue::ChallengeWon)),
        (Event::HandShown { owner: 2, to: 0, cards: vec![card] }, None),
        (Event::TookBack { seat: 2 }, None),
        (Event::UnoCalled { seat: 1 }, Some(Cue::Uno)),
        (Event::UnoMissed { seat: 1 }, None),
        (Event::Caught { catcher: 0, target: 1, penalty: 2 }, Some(Cue::Catch)),
        (Event::HandsSwapped { a: 0, b: 1 }, None),
        (Event::HandsRotated { direction: Direction::Clockwise }, None),
        (Event::Reshuffled { cards: 40 }, Some(Cue::Shuffle)),
        (Event::WrongCard { seat: 0, card }, None),
        (Event::TableTalkPenalty { seat: 1 }, None),
        (Event::Passed { seat: 2 }, None),
        (Event::HouseRuleFor { seat: 0, card: Card::custom(0), target: Some(1) }, None),
        (Event::HouseRuleJudged { seat: 0, target: Some(1), penalty: 2 }, None),
        (Event::RoundEnded(round_result(1)), Some(Cue::RoundWon)),
        (Event::MatchEnded { winner: 1 }, Some(Cue::MatchWon)),
    ];
    let kinds: HashSet<&str> = table.iter().map(|(e, _)| e.kind_name()).collect();
    assert_eq!(kinds.len(), Event::KINDS, "an event kind has no example");
    for (event, cue) in table {
        // Each on its own, after a turn has started (no deal going on).
        let mut mapper = CueMapper::new(Listener::people([0]));
        mapper.cue(&Event::TurnStarted { seat: 2 });
        assert_eq!(mapper.cue(&event), cue, "{event:?}");
    }
}

#[test]
fn a_turn_sounds_only_for_a_person_at_this_screen() {
    let turns: Vec<Event> = (0..4).map(|seat| Event::TurnStarted { seat }).collect();
    assert_eq!(heard(Listener::people([1]), &turns), vec![Cue::YourTurn]);
    // Two people sharing the screen each hear their own turn; a table of bots hears none.
    assert_eq!(heard(Listener::people([0, 2]), &turns), vec![Cue::YourTurn, Cue::YourTurn]);
    assert_eq!(heard(Listener::NOBODY, &turns), vec![]);
    // A penalty to answer is a decision too.
    let pending = Event::DrawPending { seat: 3, total: 4, stack: false, challenge: true };
    assert_eq!(heard(Listener::people([3]), std::slice::from_ref(&pending)), vec![Cue::YourTurn]);
    assert_eq!(heard(Listener::people([0]), &[pending]), vec![]);
    // Seats beyond the table are nobody.
    assert!(!Listener::people([40]).is_person(40));
}

#[test]
fn a_challenge_is_won_or_lost_from_the_side_of_the_person_listening() {
    let challenge = |bluff| Event::Challenged { challenger: 1, offender: 0, bluff };
    let cue = |people: &[Seat], bluff| heard(Listener::people(people.iter().copied()), &[challenge(bluff)]);
    // The challenger wins when the bluff is proven...
    assert_eq!(cue(&[1], true), vec![Cue::ChallengeWon]);
    assert_eq!(cue(&[1], false), vec![Cue::ChallengeLost]);
    // ...the player of the Wild Draw Four when it was not a bluff.
    assert_eq!(cue(&[0], true), vec![Cue::ChallengeLost]);
    assert_eq!(cue(&[0], false), vec![Cue::ChallengeWon]);
    // Both or neither at the screen: heard from the challenger's side, who acted.
    for people in [&[0, 1][..], &[2], &[]] {
        assert_eq!(cue(people, true), vec![Cue::ChallengeWon], "{people:?}");
        assert_eq!(cue(people, false), vec![Cue::ChallengeLost], "{people:?}");
    }
}

#[test]
fn the_deal_sounds_once_per_card_and_a_later_draw_once_per_draw() {
    let seats = 4;
    let mut g = Game::new(Setup { seats, rules: RuleSet::default(), seed: 3, dealer: Some(3) }).unwrap();
    let mut mapper = CueMapper::new(Listener::people([0]));
    let deal = mapper.cues(&act(&mut g, 3, Action::StartRound));
    assert_eq!(deal[0], Cue::Shuffle, "{deal:?}");
    assert_eq!(deal.iter().filter(|&&c| c == Cue::Deal).count(), HAND_SIZE * seats);
    assert!(deal[1..=HAND_SIZE * seats].iter().all(|&c| c == Cue::Deal), "{deal:?}");
    assert_eq!(deal[HAND_SIZE * seats + 1], Cue::Play, "the first card turned: {deal:?}");
    let seat = g.to_act().expect("someone plays first");
    assert!(matches!(g.phase(), Phase::Turn { .. }), "seed 3 turns a number: {:?}", g.phase());
    let events = act(&mut g, seat, Action::Draw);
    let draw = mapper.cues(&events);
    assert_eq!(draw.iter().filter(|&&c| c == Cue::Draw).count(), 1, "{draw:?}");
    assert!(!draw.contains(&Cue::Deal), "{draw:?}");
}

#[test]
fn the_deal_resetting_the_direction_is_not_a_reverse_but_a_first_reverse_card_is() {
    let events = [
        Event::RoundStarted { round: 2, dealer: 0, cards: 108 },
        Event::DirectionChanged { direction: Direction::Clockwise },
        Event::CardMoved { card: None, from: Zone::DrawPile, to: Zone::Hand(1) },
        Event::CardMoved { card: None, from: Zone::DrawPile, to: Zone::Hand(0) },
        Event::CardMoved { card: Some(c("Blue Reverse")), from: Zone::DrawPile, to: Zone::DiscardPile },
        Event::DirectionChanged { direction: Direction::CounterClockwise },
        Event::TurnStarted { seat: 0 },
        // A draw later on: its card is not dealt.
        Event::CardMoved { card: None, from: Zone::DrawPile, to: Zone::Hand(0) },
        Event::Drew { seat: 0, count: 1 },
    ];
    assert_eq!(
        heard(Listener::people([0]), &events),
        vec![Cue::Shuffle, Cue::Deal, Cue::Deal, Cue::Play, Cue::Reverse, Cue::YourTurn, Cue::Draw]
    );
}

#[test]
fn the_colour_put_back_by_a_take_back_is_not_a_colour_named() {
    let rules = RuleSet { bluff_penalty: BluffPenalty::TakeBack, ..RuleSet::default() };
    let hand = |names: &[&str]| names.iter().map(|n| c(n)).collect::<Vec<_>>();
    let mut g = Scenario::new(3)
        .rules(rules)
        .hand(0, &hand(&["Wild Draw Four", "Red 9", "Blue 1"]))
        .hand(1, &hand(&["Yellow 1", "Yellow 2"]))
        .hand(2, &hand(&["Green 7", "Green 8"]))
        .build()
        .unwrap();
    let mut mapper = CueMapper::new(Listener::people([1]));
    assert_eq!(mapper.cues(&act(&mut g, 0, Action::Play(Card::WILD_DRAW_FOUR))), vec![Cue::DrawFour]);
    assert_eq!(
        mapper.cues(&act(&mut g, 0, Action::ChooseColour(Colour::Green))),
        vec![Cue::ColourNamed, Cue::YourTurn]
    );
    let events = act(&mut g, 1, Action::Challenge);
    assert!(events.iter().any(|e| matches!(e, Event::ColourChosen { .. })), "{events:?}");
    assert_eq!(mapper.cues(&events), vec![Cue::ChallengeWon]);
}

/// Plays whole matches with seeded random legal actions (plays preferred, so that they end), and
/// gives each action's events, as seat 0 sees them, to seat 0's mapper.
#[test]
fn random_matches_make_every_cue_and_deal_only_at_the_start_of_a_round() {
    let mut all_heard = HashSet::new();
    for seed in 0..12u64 {
        let seats = 2 + seed as usize % 5;
        let rules = rules_for(seed as usize % PROFILE_COUNT);
        let mut g = Game::new(Setup { seats, rules, seed, dealer: None }).unwrap();
        let mut mapper = CueMapper::new(Listener::people([0]));
        let mut rng = Rng::new(seed ^ 0x50DD);
        let mut list = ActionList::new();
        for _ in 0..20_000 {
            if matches!(g.phase(), Phase::MatchOver { .. }) {
                break;
            }
            // Mostly the seat to act; sometimes another (a call of UNO, a catch, a jump-in).
            let seat = match g.to_act() {
                Some(s) if rng.below(5) != 0 => s,
                _ => rng.below(seats as u32) as Seat,
            };
            g.legal_actions(seat, &mut list);
            if list.is_empty() {
                continue;
            }
            let plays: Vec<Action> = list.iter().copied().filter(|a| matches!(a, Action::Play(_))).collect();
            let action = if !plays.is_empty() && rng.below(3) != 0 {
                plays[rng.below(plays.len() as u32) as usize]
            } else {
                list[rng.below(list.len() as u32) as usize]
            };
            let starts_round = action == Action::StartRound;
            let events: Vec<Event> = act(&mut g, seat, action).iter().map(|e| e.seen_by(Some(0))).collect();
            let cues = mapper.cues(&events);
            let deals = cues.iter().filter(|&&c| c == Cue::Deal).count();
            assert_eq!(deals, if starts_round { HAND_SIZE * seats } else { 0 }, "{action:?}: {cues:?}");
            let draws = events.iter().filter(|e| matches!(e, Event::Drew { .. })).count();
            assert_eq!(cues.iter().filter(|&&c| c == Cue::Draw).count(), draws, "{action:?}: {cues:?}");
            all_heard.extend(cues);
        }
        assert!(matches!(g.phase(), Phase::MatchOver { .. }), "match {seed} did not end");
    }
    let missing: Vec<Cue> = Cue::ALL.into_iter().filter(|c| !all_heard.contains(c)).collect();
    assert_eq!(missing, vec![], "cues never heard in random matches");
}

// ----- the sounds -----

fn u16_at(b: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([b[i], b[i + 1]])
}

fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// The 16-bit samples of a WAV file written by `wav`, as fractions of full scale.
fn pcm(file: &[u8]) -> Vec<f32> {
    file[44..].chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]]) as f32 / i16::MAX as f32).collect()
}

#[test]
fn every_cue_is_a_valid_wav_file() {
    for cue in Cue::ALL {
        let f = wav(cue);
        assert_eq!(&f[0..4], b"RIFF", "{cue:?}");
        assert_eq!(u32_at(&f, 4) as usize, f.len() - 8, "{cue:?}: RIFF size");
        assert_eq!(&f[8..16], b"WAVEfmt ", "{cue:?}");
        assert_eq!(u32_at(&f, 16), 16, "{cue:?}: fmt size");
        assert_eq!(u16_at(&f, 20), 1, "{cue:?}: PCM");
        assert_eq!(u16_at(&f, 22), 1, "{cue:?}: mono");
        assert_eq!(u32_at(&f, 24), SAMPLE_RATE, "{cue:?}");
        assert_eq!(u32_at(&f, 28), SAMPLE_RATE * 2, "{cue:?}: bytes per second");
        assert_eq!(u16_at(&f, 32), 2, "{cue:?}: block align");
        assert_eq!(u16_at(&f, 34), 16, "{cue:?}: bits per sample");
        assert_eq!(&f[36..40], b"data", "{cue:?}");
        assert_eq!(u32_at(&f, 40) as usize, f.len() - 44, "{cue:?}: data size");
        assert_eq!(pcm(&f).len(), samples(cue).len(), "{cue:?}");
    }
}

#[test]
fn every_cue_lasts_between_40_and_700_ms() {
    for cue in Cue::ALL {
        let ms = samples(cue).len() as f32 * 1000.0 / SAMPLE_RATE as f32;
        assert!((40.0..=700.0).contains(&ms), "{cue:?} lasts {ms} ms");
    }
}

#[test]
fn every_cue_is_audible_and_never_clips() {
    for cue in Cue::ALL {
        let s = pcm(&wav(cue));
        let rms = (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt();
        let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(rms > 0.02, "{cue:?} is almost silent: RMS {rms}");
        assert!(peak < 0.9, "{cue:?} peaks at {peak}");
    }
}

#[test]
fn every_cue_starts_and_ends_in_silence_without_a_click() {
    let ms = SAMPLE_RATE as usize / 1000;
    for cue in Cue::ALL {
        let s = pcm(&wav(cue));
        let loudest = |part: &[f32]| part.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        let peak = loudest(&s);
        assert!(s[0].abs() < 0.01 && s[s.len() - 1].abs() < 0.01, "{cue:?} starts or ends away from zero");
        // A click is a jump from silence to full level (or back): the sound rises over more than
        // a millisecond and has faded away in its last one.
        assert!(loudest(&s[..ms]) < 0.25 * peak, "{cue:?} clicks at its start");
        assert!(loudest(&s[s.len() - ms..]) < 0.1 * peak, "{cue:?} clicks at its end");
    }
}

#[test]
fn the_turn_cue_is_the_softest() {
    let peak = |cue| samples(cue).iter().fold(0.0f32, |m, x| m.max(x.abs()));
    for cue in Cue::ALL.into_iter().filter(|&c| c != Cue::YourTurn) {
        assert!(peak(Cue::YourTurn) < peak(cue), "{cue:?} is softer than the turn cue");
    }
}

#[test]
fn every_cue_sounds_different_and_the_same_every_time() {
    let all: Vec<Vec<f32>> = Cue::ALL.into_iter().map(samples).collect();
    for (i, a) in all.iter().enumerate() {
        assert_eq!(*a, samples(Cue::ALL[i]), "{:?} changes between calls", Cue::ALL[i]);
        for (j, b) in all.iter().enumerate().skip(i + 1) {
            // Normalised correlation over the common length: near 1 would be the same sound.
            let n = a.len().min(b.len());
            let dot: f32 = a[..n].iter().zip(&b[..n]).map(|(x, y)| x * y).sum();
            let norm = |v: &[f32]| v.iter().map(|x| x * x).sum::<f32>().sqrt();
            let corr = dot / (norm(&a[..n]) * norm(&b[..n])).max(f32::MIN_POSITIVE);
            assert!(corr.abs() < 0.8, "{:?} and {:?} sound alike ({corr})", Cue::ALL[i], Cue::ALL[j]);
        }
    }
}

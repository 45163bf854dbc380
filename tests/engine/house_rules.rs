//! A house rule written freely: a Customizable Wild with no effect from the catalogue (the rules
//! article's blank card). Whoever plays it names a colour like a Wild, says who it applies to (or
//! nobody), and the table judges it: Done, or 1 to 4 cards for that player. The game counts the
//! cards; people judge the rule. Computer players play it as a Wild.

use uno_party::ai::{BotKind, Budget};
use uno_party::engine::{
    Action, CardText, Colour, CustomEffect, CustomWild, CustomWilds, Decision, Deck, Event, Game, MatchLog, Phase,
    Replayer, RuleError, RuleSet, Scenario, Setup, Waiting,
};

use crate::support::cards::{c, cs};
use crate::support::moves::{act, refused};

const RULE: &str = "Sing a song or draw 2";

/// 112-card rules whose first Customizable Wild is a house rule, the second a catalogue card.
fn house_rules() -> RuleSet {
    let own = CustomWild::new(RULE, &[]).expect("a house rule is a valid card");
    let skip =
        CustomWild::new("Skip a player", &[CustomEffect::SkipPlayers(uno_party::engine::Amount::new(1).unwrap())])
            .expect("valid");
    RuleSet {
        deck: Deck::SwapAndCustom,
        custom_wilds: CustomWilds::new(vec![own, skip]).expect("two"),
        ..RuleSet::default()
    }
}

fn game() -> Game {
    Scenario::new(3)
        .rules(house_rules())
        .hand(0, &cs(&["Customizable Wild 1", "Red 1", "Red 2"]))
        .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
        .hand(2, &cs(&["Green 1", "Green 2", "Green 3"]))
        .next_draws(&cs(&["Yellow 4", "Yellow 5", "Yellow 6", "Yellow 7", "Yellow 8"]))
        .build()
        .expect("scenario")
}

#[test]
fn a_card_may_have_no_effect_and_up_to_eighty_characters() {
    assert!(CustomWild::new(RULE, &[]).is_some_and(|w| w.is_house_rule()));
    assert!(!CustomWild::new(RULE, &[CustomEffect::Reverse]).unwrap().is_house_rule());
    let eighty = "word ".repeat(16);
    assert_eq!(eighty.trim().chars().count(), 79);
    assert!(CardText::try_from(format!("{}x", eighty.trim())).is_ok(), "80 characters");
    assert!(CardText::try_from("x".repeat(81)).is_err(), "81 characters");
    assert!(CardText::try_from("   ".to_string()).is_err(), "no text");
    // A rule file: a card with no effects reads back as a house rule.
    let ron = format!("(deck: SwapAndCustom, custom_wilds: [(text: \"{RULE}\", effects: [])])");
    let rules = RuleSet::from_ron(&ron).expect("a rule file with a house rule");
    assert!(rules.custom_wilds[0].is_house_rule());
}

#[test]
fn played_it_names_a_colour_then_says_who_and_the_table_judges_done() {
    let mut g = game();
    act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
    assert_eq!(g.phase(), Phase::ChooseColour { seat: 0 });
    act(&mut g, 0, Action::ChooseColour(Colour::Blue));
    assert_eq!(g.phase(), Phase::HouseRuleFor { seat: 0 });
    // Anyone (the player too) or nobody.
    let legal = g.legal_actions_vec(0);
    for who in [None, Some(0), Some(1), Some(2)] {
        assert!(legal.contains(&Action::HouseRuleFor(who)), "{who:?} in {legal:?}");
    }
    assert_eq!(refused(&mut g, 0, Action::HouseRuleFor(Some(3))), RuleError::NoSuchSeat(3));
    assert_eq!(refused(&mut g, 1, Action::HouseRuleFor(Some(2))), RuleError::NotYourTurn);
    assert_eq!(
        refused(&mut g, 0, Action::JudgeHouseRule(0)),
        RuleError::WrongMoment(Waiting::HouseRuleFor),
        "judged before it is said who it is for"
    );
    let events = act(&mut g, 0, Action::HouseRuleFor(Some(1)));
    assert!(events.contains(&Event::HouseRuleFor { seat: 0, card: c("Customizable Wild 1"), target: Some(1) }));
    assert_eq!(g.phase(), Phase::JudgeHouseRule { seat: 0, target: Some(1) });
    assert_eq!(g.legal_actions_vec(0), (0..=4).map(Action::JudgeHouseRule).collect::<Vec<_>>());
    assert_eq!(refused(&mut g, 0, Action::JudgeHouseRule(5)), RuleError::PenaltyOutOfRange(5));
    let events = act(&mut g, 0, Action::JudgeHouseRule(0));
    assert!(events.contains(&Event::HouseRuleJudged { seat: 0, target: Some(1), penalty: 0 }));
    assert_eq!(g.hand_sizes().collect::<Vec<_>>(), vec![2, 2, 3], "nobody draws");
    assert_eq!(g.colour(), Colour::Blue);
    assert_eq!(g.top_card(), Some(c("Customizable Wild 1")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 }, "the turn ends, as after any Customizable Wild");
}

#[test]
fn a_penalty_of_one_to_four_cards_goes_to_the_player_it_applies_to() {
    for n in 1..=4u8 {
        let mut g = game();
        act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
        act(&mut g, 0, Action::ChooseColour(Colour::Red));
        act(&mut g, 0, Action::HouseRuleFor(Some(2)));
        let events = act(&mut g, 0, Action::JudgeHouseRule(n));
        assert!(events.contains(&Event::HouseRuleJudged { seat: 0, target: Some(2), penalty: n }));
        assert!(events.contains(&Event::Drew { seat: 2, count: n }), "{events:?}");
        assert_eq!(g.hand(2).len(), 3 + n as usize);
        assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    }
}

#[test]
fn a_rule_for_nobody_can_only_be_done() {
    let mut g = game();
    act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
    act(&mut g, 0, Action::ChooseColour(Colour::Red));
    act(&mut g, 0, Action::HouseRuleFor(None));
    assert_eq!(g.phase(), Phase::JudgeHouseRule { seat: 0, target: None });
    assert_eq!(g.legal_actions_vec(0), vec![Action::JudgeHouseRule(0)]);
    assert_eq!(refused(&mut g, 0, Action::JudgeHouseRule(2)), RuleError::NobodyToPenalise);
    act(&mut g, 0, Action::JudgeHouseRule(0));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
}

#[test]
fn as_the_last_card_it_is_still_judged_then_the_round_is_scored() {
    let mut g = Scenario::new(3)
        .rules(house_rules())
        .hand(0, &cs(&["Customizable Wild 1"]))
        .hand(1, &cs(&["Yellow 1", "Yellow 2"]))
        .hand(2, &cs(&["Green 1"]))
        .next_draws(&cs(&["Yellow 4", "Yellow 5"]))
        .build()
        .expect("scenario");
    act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
    assert_eq!(g.phase(), Phase::HouseRuleFor { seat: 0 });
    // Out with it, the player is done: the rule is for somebody else.
    assert!(!g.legal_actions_vec(0).contains(&Action::HouseRuleFor(Some(0))));
    assert_eq!(refused(&mut g, 0, Action::HouseRuleFor(Some(0))), RuleError::CannotTargetYourself);
    act(&mut g, 0, Action::HouseRuleFor(Some(1)));
    act(&mut g, 0, Action::JudgeHouseRule(2));
    assert_eq!(g.phase(), Phase::RoundOver);
    // The two cards drawn count for the winner: 1 + 2 + 4 + 5 yellow, and the Green 1.
    assert_eq!(g.scores()[0], 1 + 2 + 4 + 5 + 1);
}

#[test]
fn a_game_judging_a_house_rule_is_saved_and_read_back() {
    let mut g = game();
    act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
    act(&mut g, 0, Action::ChooseColour(Colour::Red));
    act(&mut g, 0, Action::HouseRuleFor(Some(1)));
    let back = Game::from_ron(&g.to_ron()).expect("a save of a game judging a house rule");
    assert_eq!(back.phase(), Phase::JudgeHouseRule { seat: 0, target: Some(1) });
    assert_eq!(back.to_ron(), g.to_ron());
}

#[test]
fn a_match_log_with_house_rules_replays_to_the_same_game() {
    let setup = Setup { seats: 3, rules: house_rules(), seed: 11, dealer: Some(2) };
    let mut g = Game::new(setup.clone()).expect("game");
    let mut log = MatchLog::new(&setup);
    let mut judged = 0;
    // Seats play at random but always say who a house rule is for (seat 1) and give it 3 cards.
    let mut rng = uno_party::engine::Rng::new(5);
    for _ in 0..4000 {
        let Some(seat) =
            g.to_act().or_else(|| (g.phase() == Phase::RoundOver || g.phase() == Phase::WaitingToDeal).then_some(0))
        else {
            break;
        };
        let legal = g.legal_actions_vec(seat);
        let a = if legal.contains(&Action::HouseRuleFor(Some(1))) {
            Action::HouseRuleFor(Some(1))
        } else if legal.contains(&Action::JudgeHouseRule(3)) {
            judged += 1;
            Action::JudgeHouseRule(3)
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        act(&mut g, seat, a);
        log.record(seat, a);
    }
    assert!(judged > 0, "no house rule was played in 4,000 moves");
    let mut replayer = Replayer::new(&log).expect("replayer");
    while replayer.step().expect("every move replays").is_some() {}
    assert_eq!(replayer.game().to_ron(), g.to_ron());
}

#[test]
fn every_computer_player_plays_it_as_a_wild_for_nobody_and_done() {
    let mut g = game();
    act(&mut g, 0, Action::Play(c("Customizable Wild 1")));
    act(&mut g, 0, Action::ChooseColour(Colour::Red));
    for kind in BotKind::ALL {
        let mut bot = kind.build_with(3, Budget::Iterations(50));
        let legal = g.legal_actions_vec(0);
        assert_eq!(bot.decide(&Decision::new(&g, 0, &legal)), Action::HouseRuleFor(None), "{kind}");
    }
    act(&mut g, 0, Action::HouseRuleFor(None));
    for kind in BotKind::ALL {
        let mut bot = kind.build_with(3, Budget::Iterations(50));
        let legal = g.legal_actions_vec(0);
        assert_eq!(bot.decide(&Decision::new(&g, 0, &legal)), Action::JudgeHouseRule(0), "{kind}");
    }
    // The random player's quick path chooses the same.
    let mut random = uno_party::ai::RandomBot::new(1);
    assert_eq!(random.quick_decide(&g, 0), Some(Action::JudgeHouseRule(0)));
}

#[test]
fn the_simulator_plays_whole_matches_with_house_rules() {
    for seed in 0..20 {
        let setup = Setup { seats: 4, rules: house_rules(), seed, dealer: None };
        let mut g = Game::new(setup).expect("game");
        let mut bots: Vec<_> = (0..4)
            .map(|s| BotKind::ALL[(s + seed as usize) % 4].build_with(seed + s as u64, Budget::Iterations(20)))
            .collect();
        let mut moves = 0;
        while !matches!(g.phase(), Phase::MatchOver { .. }) && moves < 20_000 {
            let seat = g.to_act().unwrap_or(0);
            let legal = g.legal_actions_vec(seat);
            let a = bots[seat as usize].decide(&Decision::new(&g, seat, &legal));
            act(&mut g, seat, a);
            moves += 1;
        }
        assert!(matches!(g.phase(), Phase::MatchOver { .. }), "seed {seed}: the match ends");
    }
}

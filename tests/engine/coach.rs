//! The coach: the hint is Hard's own legal move with a reason that is true of the position, and
//! "What does this card do?" says a card can be played exactly when the engine lets it be played,
//! over random positions under many rule sets and table sizes.

use std::collections::BTreeSet;

use uno_party::ai::{BotKind, Budget};
use uno_party::coach::{
    CardEffect, Choice, HintReason, Playability, PlayableBecause, SevenO, StackWith, explain_card, hint, legal_now,
};
use uno_party::engine::{
    Action, ActionList, Amount, BluffPenalty, Card, Colour, CustomEffect, CustomWild, CustomWilds, Decision, Deck,
    Game, Partners, Phase, ReverseWithTwo, Rng, RuleSet, Scenario, Seat, Setup, Stacking, UnoPenalty, View,
    WildDrawFourRule, WildPlay,
};

/// A small search budget keeps the tests quick; the code paths are the same.
const BUDGET: Budget = Budget::Iterations(200);

/// Customizable Wilds with every kind of effect.
fn every_custom_wild() -> CustomWilds {
    let a = |n| Amount::new(n).expect("in range");
    CustomWilds::new(vec![
        CustomWild::new("Draw two, turn", &[CustomEffect::NextPlayerDraws(a(2)), CustomEffect::Reverse]).unwrap(),
        CustomWild::new(
            "Skip and clean",
            &[CustomEffect::SkipPlayers(a(1)), CustomEffect::DiscardNamedColour, CustomEffect::RotateHands],
        )
        .unwrap(),
        CustomWild::new(
            "Share",
            &[CustomEffect::GiveCards(a(2)), CustomEffect::SwapHands, CustomEffect::EveryoneElseDraws(a(1))],
        )
        .unwrap(),
    ])
    .unwrap()
}

/// Rule sets covering every option that changes what a card does or when it may be played.
fn rule_sets() -> Vec<RuleSet> {
    vec![
        RuleSet::default(),
        RuleSet::box_sheet(),
        RuleSet::house_party(),
        RuleSet::deck_112(),
        RuleSet {
            deck: Deck::SwapAndCustom,
            custom_wilds: every_custom_wild(),
            stacking: Stacking::PlusFourOnPlusTwo,
            seven_o: true,
            jump_in: true,
            force_play: true,
            ..RuleSet::default()
        },
        RuleSet {
            deck: Deck::SwapAndCustom,
            custom_wilds: every_custom_wild(),
            wild_play: WildPlay::OnlyWithoutMatch,
            wild_draw_four: WildDrawFourRule::NoOtherPlayableCard,
            bluff_penalty: BluffPenalty::TakeBack,
            stacking: Stacking::SameCard,
            ..RuleSet::default()
        },
        RuleSet {
            reverse_with_two: ReverseWithTwo::Reverses,
            uno_penalty: UnoPenalty::Four,
            draw_to_match: true,
            bluff_penalty: BluffPenalty::TakeBack,
            jump_in: true,
            ..RuleSet::default()
        },
        RuleSet { partners: Partners::Pairs, stacking: Stacking::SameCard, ..RuleSet::default() },
    ]
}

/// `count` random positions: a table of 2 to 10 under one of the rule sets, played forward from
/// the deal with random legal moves (now and then a move out of turn: a catch, a late UNO, a
/// Jump-In), stopped at a random moment.
fn positions(count: usize, seed: u64) -> Vec<Game> {
    let rules = rule_sets();
    let mut rng = Rng::new(seed);
    let mut list = ActionList::new();
    let mut out = Vec::new();
    let mut i = 0u64;
    while out.len() < count {
        i += 1;
        let seats = 2 + rng.below(9) as usize;
        let setup = Setup { seats, rules: rules[i as usize % rules.len()].clone(), seed: seed ^ i, dealer: None };
        let Ok(mut g) = Game::new(setup) else { continue };
        for _ in 0..rng.below(160) {
            let actor = g.to_act().unwrap_or(0);
            let seat = if rng.below(6) == 0 { rng.below(seats as u32) as Seat } else { actor };
            g.legal_actions(seat, &mut list);
            if list.is_empty() {
                continue;
            }
            let a = list[rng.below(list.len() as u32) as usize];
            g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"));
            if matches!(g.phase(), Phase::MatchOver { .. }) {
                break;
            }
        }
        out.push(g);
    }
    out
}

/// The name of an enum value's variant, from its debug text.
fn variant(debug: String) -> String {
    debug.split([' ', '{', '(']).next().unwrap_or_default().to_string()
}

#[test]
fn a_card_can_be_played_now_exactly_when_the_engine_lets_it() {
    let mut answers = BTreeSet::new();
    let mut effects = BTreeSet::new();
    for g in positions(1500, 11) {
        for seat in 0..g.seats() as Seat {
            let view = g.view(Some(seat));
            let legal = g.legal_actions_vec(seat);
            assert_eq!(legal_now(&view), legal, "the legal actions from the view are the engine's");
            for card in Card::all().filter(|&c| g.deck().count(c) > 0) {
                let help = explain_card(&view, card);
                let listed = legal.iter().any(|a| match *a {
                    Action::Play(c) | Action::JumpIn(c) => c == card,
                    Action::PlayDrawn => view.drawn == Some(card),
                    _ => false,
                });
                assert_eq!(
                    help.now.is_playable(),
                    listed,
                    "{card} for seat {seat}: {:?}, legal {legal:?}, phase {:?}, top {:?} {:?}",
                    help.now,
                    view.phase,
                    view.top,
                    view.colour
                );
                if !view.hand.contains(card) {
                    assert_eq!(help.now, Playability::NotInHand);
                    continue;
                }
                answers.insert(match &help.now {
                    Playability::Playable { why } => variant(format!("{why:?}")),
                    p => variant(format!("{p:?}")),
                });
                effects.insert(format!("{:?}", help.effect).split(['{', '(']).next().unwrap().trim().to_string());
                check_reason_for_not_playing(&view, card, &help.now);
            }
        }
    }
    // Random play reaches every answer but the rarest; the scenarios below show those.
    for expected in [
        "MatchesColour",
        "MatchesNumber",
        "MatchesSymbol",
        "Wild",
        "WildWithoutMatch",
        "WildDrawFourFair",
        "WildDrawFourBluff",
        "Stack",
        "JumpIn",
        "Drawn",
        "RoundOver",
        "NotYourTurn",
        "ChooseFirst",
        "OnlyDrawnCard",
        "MustAnswerDraw",
        "CannotStack",
        "NoMatch",
        "WildNeedsNoMatch",
    ] {
        assert!(answers.contains(expected), "no position answered {expected}: {answers:?}");
    }
    for expected in ["Number", "Skip", "Reverse", "DrawTwo", "Wild", "WildDrawFour", "SwapHands", "Custom"] {
        assert!(effects.contains(expected), "no {expected} explained: {effects:?}");
    }
}

/// What a "not now" answer claims is so.
fn check_reason_for_not_playing(view: &View, card: Card, now: &Playability) {
    match *now {
        Playability::NotYourTurn { seat, jump_in_with } => {
            assert_eq!(view.to_act(), Some(seat));
            assert_ne!(view.seat, Some(seat));
            if let Some(top) = jump_in_with {
                assert!(view.rules.jump_in && view.top == Some(top) && top != card);
            }
        }
        Playability::OnlyDrawnCard { drawn } => {
            assert_eq!(view.drawn, Some(drawn));
            assert_ne!(drawn, card);
        }
        Playability::MustAnswerDraw { pending, .. } | Playability::CannotStack { pending, .. } => {
            assert_eq!(view.pending_draw, pending);
            assert!(matches!(view.phase, Phase::DrawPenalty { .. }));
        }
        Playability::NoMatch { colour, top } => {
            assert_eq!((view.colour, view.top), (colour, Some(top)));
            assert!(card.colour() != Some(colour));
        }
        Playability::WildNeedsNoMatch { matching } => {
            assert!(card.is_wild() && view.rules.wild_play == WildPlay::OnlyWithoutMatch && matching > 0);
        }
        Playability::RoundOver => assert!(!view.phase.in_round()),
        _ => {}
    }
}

#[test]
fn every_reason_the_coach_gives_for_any_legal_move_is_true_of_the_position() {
    let mut said = BTreeSet::new();
    for g in positions(1200, 23) {
        for seat in 0..g.seats() as Seat {
            let legal = g.legal_actions_vec(seat);
            let view = g.view(Some(seat));
            for &a in &legal {
                let reason = HintReason::of(&view, &legal, a);
                assert!(reason.holds(&view, a), "{reason:?} for {a:?} by {seat} in {:?}: not so", view.phase);
                said.insert(variant(format!("{reason:?}")));
            }
        }
    }
    // The facts random play gives the coach to say: most kinds of reason, each true.
    assert!(said.len() >= 30, "{} kinds of reason: {said:?}", said.len());
    assert!(!said.contains("Lookahead") || said.len() > 30, "{said:?}");
}

#[test]
fn the_hint_is_hards_own_legal_move_with_a_reason_that_holds() {
    let mut list = ActionList::new();
    let mut kinds = BTreeSet::new();
    for (i, g) in positions(160, 37).into_iter().enumerate() {
        let Some(seat) = g.to_act() else { continue };
        g.legal_actions(seat, &mut list);
        let view = g.view(Some(seat));
        let seed = 1000 + i as u64;
        let h = hint(&view, &list, seed, BUDGET);
        let hard = BotKind::Hard.build_with(seed, BUDGET).decide(&Decision::new(&g, seat, &list));
        assert_eq!(h.action, hard, "the hint is Hard's move in {:?}", g.phase());
        assert!(list.contains(h.action), "{:?} is legal", h.action);
        assert!(h.reason.holds(&view, h.action), "{:?} for {:?} holds", h.reason, h.action);
        assert_eq!(hint(&view, &list, seed, BUDGET), h, "the same seed gives the same hint");
        kinds.insert(variant(format!("{:?}", h.reason)));
    }
    assert!(kinds.len() >= 10, "{kinds:?}");
}

#[test]
fn a_reason_that_says_something_false_does_not_hold() {
    use HintReason as R;
    let red = |n| Card::number(Colour::Red, n);
    // Seat 0 to play on a Red 5 with a Wild and three Red cards; seat 1, next, holds one card.
    let g = Scenario::new(3)
        .hand(0, &[Card::WILD, red(7), red(3), Card::skip(Colour::Red), Card::number(Colour::Blue, 1)])
        .hand(1, &[Card::number(Colour::Green, 2)])
        .top(red(5))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let legal = g.legal_actions_vec(0);
    let skip = Action::Play(Card::skip(Colour::Red));
    assert_eq!(HintReason::of(&view, &legal, skip), R::StopLeader { seat: 1, cards: 1 });
    assert!(!R::StopLeader { seat: 1, cards: 2 }.holds(&view, skip), "seat 1 holds one card, not two");
    assert!(!R::StopLeader { seat: 2, cards: 1 }.holds(&view, skip), "seat 2 does not play next");
    assert!(!R::StopLeader { seat: 1, cards: 1 }.holds(&view, Action::Play(red(7))), "a 7 stops nobody");
    let seven = Action::Play(red(7));
    assert_eq!(HintReason::of(&view, &legal, seven), R::KeepWild { wild: Card::WILD, colour: Colour::Red, count: 2 });
    assert!(!R::KeepWild { wild: Card::WILD, colour: Colour::Red, count: 3 }.holds(&view, seven));
    assert!(!R::KeepWild { wild: Card::WILD_DRAW_FOUR, colour: Colour::Red, count: 2 }.holds(&view, seven));
    assert!(!R::OnlyPlay.holds(&view, seven), "four cards can be played");
    assert!(!R::NothingFits { colour: Colour::Red, top: red(5) }.holds(&view, Action::Draw));
    assert!(R::HoldBack { playable: 4 }.holds(&view, Action::Draw));
    assert!(!R::HoldBack { playable: 3 }.holds(&view, Action::Draw));
    assert!(!R::GoOut.holds(&view, seven));
    assert!(!R::Lookahead.holds(&view, Action::Play(Card::number(Colour::Blue, 1))), "not a legal move");
}

#[test]
fn a_colour_is_named_for_the_cards_held_and_a_player_is_caught_for_a_missed_uno() {
    use HintReason as R;
    let blue = |n| Card::number(Colour::Blue, n);
    let mut g = Scenario::new(3)
        .hand(0, &[Card::WILD, blue(1), blue(2), blue(3), Card::number(Colour::Green, 4)])
        .hand(1, &[Card::number(Colour::Red, 3), Card::number(Colour::Yellow, 9)])
        .top(Card::number(Colour::Red, 5))
        .build()
        .unwrap();
    g.apply(0, Action::Play(Card::WILD)).unwrap();
    let view = g.view(Some(0));
    let legal = g.legal_actions_vec(0);
    let named = HintReason::of(&view, &legal, Action::ChooseColour(Colour::Blue));
    assert_eq!(named, R::BestColour { colour: Colour::Blue, count: 3 });
    let green = HintReason::of(&view, &legal, Action::ChooseColour(Colour::Green));
    assert_eq!(green, R::ColourHeld { colour: Colour::Green, count: 1 });
    assert!(!R::BestColour { colour: Colour::Green, count: 1 }.holds(&view, Action::ChooseColour(Colour::Green)));
    g.apply(0, Action::ChooseColour(Colour::Red)).unwrap();
    // Seat 1 plays down to one card without saying UNO: seat 0 may catch them.
    g.apply(1, Action::Play(Card::number(Colour::Red, 3))).unwrap();
    let legal = g.legal_actions_vec(0);
    assert_eq!(legal, [Action::Catch(1)]);
    let h = hint(&g.view(Some(0)), &legal, 5, BUDGET);
    assert_eq!(h.action, Action::Catch(1));
    assert_eq!(h.reason, R::Catch { seat: 1, penalty: 2 });
    assert!(h.reason.holds(&g.view(Some(0)), h.action));
    assert!(!R::Catch { seat: 1, penalty: 4 }.holds(&g.view(Some(0)), h.action), "the official penalty is two");
}

#[test]
fn a_wild_draw_four_with_the_colour_in_force_is_a_bluff_and_without_it_is_fair() {
    let red = |n| Card::number(Colour::Red, n);
    let g = Scenario::new(3)
        .hand(0, &[Card::WILD_DRAW_FOUR, red(2), red(3), Card::number(Colour::Blue, 1)])
        .top(red(5))
        .build()
        .unwrap();
    let help = explain_card(&g.view(Some(0)), Card::WILD_DRAW_FOUR);
    let bluff = PlayableBecause::WildDrawFourBluff { colour: Some(Colour::Red), count: 2 };
    assert_eq!(help.now, Playability::Playable { why: bluff });
    assert!(matches!(
        help.effect,
        CardEffect::WildDrawFour {
            rule: WildDrawFourRule::NoCardOfCurrentColour,
            bluff_penalty: BluffPenalty::DrawFour,
            ..
        }
    ));
    let g =
        Scenario::new(3).hand(0, &[Card::WILD_DRAW_FOUR, Card::number(Colour::Blue, 1)]).top(red(5)).build().unwrap();
    let fair = PlayableBecause::WildDrawFourFair { colour: Some(Colour::Red) };
    assert_eq!(explain_card(&g.view(Some(0)), Card::WILD_DRAW_FOUR).now, Playability::Playable { why: fair });
    // Under the box sheet, any other playable card makes it a bluff, and a wild waits for no match.
    let g = Scenario::new(3)
        .rules(RuleSet::box_sheet())
        .hand(0, &[Card::WILD_DRAW_FOUR, Card::WILD, Card::number(Colour::Blue, 5)])
        .top(red(5))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let any = PlayableBecause::WildDrawFourBluff { colour: None, count: 1 };
    assert_eq!(explain_card(&view, Card::WILD_DRAW_FOUR).now, Playability::Playable { why: any });
    assert_eq!(explain_card(&view, Card::WILD).now, Playability::WildNeedsNoMatch { matching: 1 });
    let number = PlayableBecause::MatchesNumber { top: red(5) };
    assert_eq!(explain_card(&view, Card::number(Colour::Blue, 5)).now, Playability::Playable { why: number });
}

#[test]
fn house_rules_change_what_a_card_does_and_when_it_can_be_played() {
    let red = |n| Card::number(Colour::Red, n);
    let rules = RuleSet { stacking: Stacking::PlusFourOnPlusTwo, ..RuleSet::house_party() };
    let mut g = Scenario::new(3)
        .rules(rules)
        .hand(0, &[Card::draw_two(Colour::Red), red(7), red(0)])
        .hand(1, &[Card::draw_two(Colour::Blue), red(5), Card::number(Colour::Green, 9)])
        .hand(2, &[red(4), Card::number(Colour::Yellow, 1)])
        .top(red(4))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    assert_eq!(
        explain_card(&view, red(7)).effect,
        CardEffect::Number { n: 7, seven_o: Some(SevenO::SwapWithChosen), jump_in: true }
    );
    assert_eq!(
        explain_card(&view, red(0)).effect,
        CardEffect::Number { n: 0, seven_o: Some(SevenO::PassHands), jump_in: true }
    );
    assert_eq!(
        explain_card(&view, Card::draw_two(Colour::Red)).effect,
        CardEffect::DrawTwo { stacking: Stacking::PlusFourOnPlusTwo, jump_in: true }
    );
    // Seat 2 holds the Red 4 on top: it may jump in; seat 1 may not play its Red 5 out of turn.
    let jump = explain_card(&g.view(Some(2)), red(4));
    assert_eq!(jump.now, Playability::Playable { why: PlayableBecause::JumpIn });
    assert_eq!(
        explain_card(&g.view(Some(1)), red(5)).now,
        Playability::NotYourTurn { seat: 0, jump_in_with: Some(red(4)) }
    );
    // A Draw Two on seat 1: its Blue Draw Two stacks, its Red 5 cannot.
    g.apply(0, Action::Play(Card::draw_two(Colour::Red))).unwrap();
    let view = g.view(Some(1));
    assert_eq!(
        explain_card(&view, Card::draw_two(Colour::Blue)).now,
        Playability::Playable { why: PlayableBecause::Stack { pending: 2 } }
    );
    assert_eq!(
        explain_card(&view, red(5)).now,
        Playability::CannotStack { pending: 2, with: StackWith::DrawTwoOrWildDrawFour }
    );
    assert_eq!(explain_card(&g.view(Some(0)), red(7)).now, Playability::NotYourTurn { seat: 1, jump_in_with: None });
    // Seat 0 after its Seven-O 7: it must choose a player first.
    let mut g =
        Scenario::new(3).rules(RuleSet::house_party()).hand(0, &[red(7), red(1), red(2)]).top(red(4)).build().unwrap();
    g.apply(0, Action::Play(red(7))).unwrap();
    assert_eq!(explain_card(&g.view(Some(0)), red(1)).now, Playability::ChooseFirst { choice: Choice::Target });
    // Two players: a Reverse is a Skip, or (by the option) changes nothing.
    for (option, two) in
        [(ReverseWithTwo::ActsAsSkip, ReverseWithTwo::ActsAsSkip), (ReverseWithTwo::Reverses, ReverseWithTwo::Reverses)]
    {
        let rules = RuleSet { reverse_with_two: option, ..RuleSet::default() };
        let g =
            Scenario::new(2).rules(rules).hand(0, &[Card::reverse(Colour::Red), red(1)]).top(red(4)).build().unwrap();
        let help = explain_card(&g.view(Some(0)), Card::reverse(Colour::Red));
        assert_eq!(help.effect, CardEffect::Reverse { two_players: Some(two), jump_in: false });
        assert_eq!(help.now, Playability::Playable { why: PlayableBecause::MatchesColour { colour: Colour::Red } });
    }
}

#[test]
fn a_customizable_wild_is_explained_by_its_agreed_effects() {
    let rules = RuleSet { deck: Deck::SwapAndCustom, custom_wilds: every_custom_wild(), ..RuleSet::default() };
    let g = Scenario::new(4)
        .rules(rules)
        .hand(0, &[Card::custom(2), Card::SWAP_HANDS, Card::number(Colour::Green, 1)])
        .top(Card::number(Colour::Red, 4))
        .build()
        .unwrap();
    let view = g.view(Some(0));
    let help = explain_card(&view, Card::custom(2));
    let CardEffect::Custom { number, text, effects, only_without_match } = help.effect else { panic!("{help:?}") };
    assert_eq!((number, text.as_str(), only_without_match), (3, "Share", false));
    assert_eq!(effects, every_custom_wild()[2].effects.to_vec());
    assert_eq!(help.now, Playability::Playable { why: PlayableBecause::Wild });
    assert_eq!(explain_card(&view, Card::SWAP_HANDS).effect, CardEffect::SwapHands { only_without_match: false });
    assert_eq!(
        explain_card(&view, Card::number(Colour::Green, 1)).now,
        Playability::NoMatch { colour: Colour::Red, top: Card::number(Colour::Red, 4) }
    );
    assert_eq!(explain_card(&g.view(Some(1)), Card::custom(2)).now, Playability::NotInHand, "the deck has one");
}

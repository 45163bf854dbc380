//! The rule profiles: Official is the defaults, each other profile is the Official rules with its
//! changes (and reads back the same from its rule file), and the box sheet's rules play together.

use uno_party::engine::{
    Action, BluffPenalty, Card, Deck, Event, FirstWild, NewCardPoints, ReverseWithTwo, RuleSet, Scenario, Scoring,
    Stacking, UnoPenalty, WildDrawFourRule, WildPlay, profiles,
};

use crate::support::cards::{c, cs};
use crate::support::games::{build, sizes};
use crate::support::moves::act;
use crate::support::rule_sets::rules;

#[test]
fn profile_official_is_all_defaults() {
    let r = RuleSet::default();
    assert_eq!(r.deck, Deck::Classic);
    assert_eq!(r.new_card_points, NewCardPoints::Forty);
    assert_eq!(r.first_wild, FirstWild::FirstPlayerChooses);
    assert_eq!(r.wild_play, WildPlay::Anytime);
    assert_eq!(r.wild_draw_four, WildDrawFourRule::NoCardOfCurrentColour);
    assert_eq!(r.bluff_penalty, BluffPenalty::DrawFour);
    assert_eq!(r.reverse_with_two, ReverseWithTwo::ActsAsSkip);
    assert_eq!(r.uno_penalty, UnoPenalty::Two);
    assert!(!r.wrong_card_penalty && !r.table_talk_penalty);
    assert_eq!(r.scoring, Scoring::WinnerScoresOthers);
    assert_eq!(r.target_score.get(), 500);
    assert_eq!(r.stacking, Stacking::Off);
    assert!(!r.seven_o && !r.jump_in && !r.draw_to_match && !r.force_play);
}

/// The rule profiles: each is the Official rules with a few options changed (the box sheet's are its
/// S0 variants), is listed under its name in this order, and reads back from its rule file as the
/// same rules.
#[test]
fn profiles_are_the_official_rules_with_their_changes() {
    struct Case {
        name: &'static str,
        rules: RuleSet,
        changes: fn(&mut RuleSet),
    }
    let cases = [
        Case { name: "Official", rules: RuleSet::default(), changes: |_| {} },
        Case {
            name: "Box sheet W2087",
            rules: RuleSet::box_sheet(),
            changes: |r| {
                r.wild_play = WildPlay::OnlyWithoutMatch;
                r.wild_draw_four = WildDrawFourRule::NoOtherPlayableCard;
                r.force_play = true;
                r.bluff_penalty = BluffPenalty::TakeBack;
                r.wrong_card_penalty = true;
                r.table_talk_penalty = true;
            },
        },
        Case { name: "112-card deck", rules: RuleSet::deck_112(), changes: |r| r.deck = Deck::SwapAndCustom },
        Case {
            name: "House party",
            rules: RuleSet::house_party(),
            changes: |r| {
                r.stacking = Stacking::SameCard;
                r.seven_o = true;
                r.jump_in = true;
            },
        },
    ];
    let listed = profiles();
    assert_eq!(listed.len(), cases.len(), "{:?}", listed.iter().map(|p| p.name).collect::<Vec<_>>());
    for (Case { name, rules: r, changes }, p) in cases.into_iter().zip(&listed) {
        assert_eq!(p.name, name, "{name}: listed in this place");
        assert_eq!(p.rules, r, "{name}: listed rules");
        assert_eq!(r, rules(changes), "{name}: the Official rules with its changes");
        assert_eq!(RuleSet::from_ron(&p.rules.to_ron()).as_ref(), Ok(&p.rules), "{name}: RON round trip");
    }
    assert_eq!(RuleSet::deck_112().custom_wilds.len(), 3, "the 112-card deck has three Customizable Wilds");
}

#[test]
fn box_sheet_profile_plays_its_rules_together() {
    // Wild refused with a match, the wrong card costs four, the drawn card must be played.
    let mut g = build(
        Scenario::new(3).rules(RuleSet::box_sheet()).hand(0, &cs(&["Wild", "Red 1"])).next_draws(&cs(&["Red 8"])),
    );
    assert!(!g.legal_actions_vec(0).contains(&Action::Play(Card::WILD)));
    let events = act(&mut g, 0, Action::Play(Card::WILD));
    assert!(events.contains(&Event::WrongCard { seat: 0, card: Card::WILD }));
    assert_eq!(sizes(&g)[0], 6);
    assert_eq!(g.top_card(), Some(c("Red 5")));
}

//! Rule files: only the fields a file changes, the README's example, errors named by field and
//! line, a byte-order mark, and Customizable Wilds the classic deck does not use.

use uno_party::engine::{CustomEffect, RuleSet, Stacking, TargetScore, profiles};

use crate::support::rule_sets::amount;

#[test]
fn rule_file_may_give_only_the_fields_it_changes() {
    let r = RuleSet::from_ron("(\n    stacking: SameCard,\n    target_score: 300,\n)").expect("valid");
    assert_eq!(r.stacking, Stacking::SameCard);
    assert_eq!(r.target_score.get(), 300);
    assert_eq!(
        RuleSet { stacking: Stacking::Off, target_score: TargetScore::new(500).unwrap(), ..r },
        RuleSet::default()
    );
}

#[test]
fn rule_file_readme_example_loads() {
    let text = r#"(
    deck: SwapAndCustom,
    custom_wilds: [
        (text: "Everyone else draws 1", effects: [EveryoneElseDraws(1)]),
        (text: "Give 2 cards away", effects: [GiveCards(2)]),
    ],
    stacking: SameCard,
    target_score: 300,
)"#;
    let r = RuleSet::from_ron(text).expect("the README example loads");
    // 108 + Wild Swap Hands + two Customizable Wilds.
    assert_eq!(r.deck_list().len(), 111);
    assert_eq!(r.custom_wilds[1].effects[..], [CustomEffect::GiveCards(amount(2))]);
}

#[test]
fn rule_file_unknown_field_error_names_field_and_line() {
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    stackin: SameCard,\n)").expect_err("unknown field");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("stackin"));
    assert!(e.problem.to_string().contains("stackin"), "{}", e.problem);
    assert!(e.to_string().contains("line 3"), "{e}");
    assert!(e.to_string().contains("`stackin`"), "{e}");
}

#[test]
fn rule_file_unknown_nested_field_error_names_its_path() {
    let text = "(\n deck: SwapAndCustom,\n custom_wilds: [\n  (text: \"x\", effects: [Reverse], colour: Red),\n ],\n)";
    let e = RuleSet::from_ron(text).expect_err("unknown field");
    assert_eq!(e.line, 4);
    assert_eq!(e.field.as_deref(), Some("custom_wilds[0].colour"));
}

#[test]
fn rule_file_bad_value_error_names_field_and_line() {
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    stacking: Sometimes,\n)").expect_err("bad value");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("stacking"));
    assert!(e.problem.to_string().contains("Sometimes") && e.problem.to_string().contains("SameCard"), "{}", e.problem);
    let e = RuleSet::from_ron("(\n  deck: Classic,\n  target_score: 0,\n)").expect_err("bad target");
    assert_eq!(e.line, 3);
    assert_eq!(e.field.as_deref(), Some("target_score"));
    let e = RuleSet::from_ron("(\n custom_wilds: [\n  (text: \"x\", effects: [GiveCards(11)]),\n ],\n)")
        .expect_err("bad amount");
    assert_eq!(e.line, 3);
    assert!(e.field.as_deref().unwrap_or("").starts_with("custom_wilds[0].effects[0]"), "{e}");
}

#[test]
fn rule_file_with_a_byte_order_mark_loads() {
    // Windows editors often start a UTF-8 file with a byte-order mark.
    let text = "\u{feff}(\n    stacking: SameCard,\n    target_score: 300,\n)";
    let r = RuleSet::from_ron(text).expect("a rule file with a BOM loads");
    assert_eq!(r.stacking, Stacking::SameCard);
    assert_eq!(r.target_score.get(), 300);
}

#[test]
fn rule_file_syntax_errors_never_show_an_unknown_field_and_say_what_was_expected() {
    // A missing comma: the field is not known, so none is named.
    let e = RuleSet::from_ron("(\n    deck: Classic\n    stacking: SameCard,\n)").expect_err("missing comma");
    assert!(!e.to_string().contains('?'), "{e}");
    assert!(!e.to_string().contains("Expected"), "internal wording: {e}");
    assert!(e.problem.to_string().contains("comma"), "{e}");
    // A decimal target: the field is named and the message says what is wanted.
    let e = RuleSet::from_ron("(\n    deck: Classic,\n    target_score: 500.0,\n)").expect_err("a float target");
    assert_eq!(e.line, 3, "{e}");
    assert_eq!(e.field.as_deref(), Some("target_score"), "{e}");
    assert!(e.problem.to_string().contains("whole number"), "{e}");
    // A wrong type: no internal type names.
    let e = RuleSet::from_ron("(\n    seven_o: 3,\n)").expect_err("a number for a yes/no option");
    assert_eq!(e.field.as_deref(), Some("seven_o"), "{e}");
    assert!(e.problem.to_string().contains("`true` or `false`"), "{e}");
    // Not a rule file at all: no struct names.
    let e = RuleSet::from_ron("[1, 2]").expect_err("a list");
    assert!(!e.to_string().contains("RuleSet"), "{e}");
    assert!(!e.to_string().contains('?'), "{e}");
    // An unterminated file.
    let e = RuleSet::from_ron("(\n    deck: Classic,\n").expect_err("cut short");
    assert!(!e.to_string().contains('?'), "{e}");
    assert!(e.problem.to_string().contains("ends too early") || e.problem.to_string().contains(')'), "{e}");
}

#[test]
fn custom_wilds_with_the_classic_deck_are_reported_as_unused() {
    let text =
        "(\n    deck: Classic,\n    custom_wilds: [\n        (text: \"Sing\", effects: [SkipPlayers(1)]),\n    ],\n)";
    let (rules, warnings) = RuleSet::from_ron_checked(text).expect("loads");
    assert_eq!(rules.deck_list().len(), 108, "the Classic deck has no Customizable Wilds");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let w = warnings[0].to_string();
    assert!(w.contains("line 3") && w.contains("Classic") && w.contains("SwapAndCustom"), "{w}");
    // With the 112-card deck they are used: no warning.
    let text = text.replace("Classic", "SwapAndCustom");
    let (rules, warnings) = RuleSet::from_ron_checked(&text).expect("loads");
    assert_eq!(rules.deck_list().len(), 110);
    assert!(warnings.is_empty(), "{warnings:?}");
    // Files the game writes (every profile) give no warning.
    for p in profiles() {
        let (_, warnings) = RuleSet::from_ron_checked(&p.rules.to_ron()).expect("loads");
        assert!(warnings.is_empty(), "{}: {warnings:?}", p.name);
    }
}

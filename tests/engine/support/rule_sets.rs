//! Rule sets: the official rules with a few changes, and 112-card rules with a Customizable Wild.

use uno_party::engine::{Amount, CustomEffect, CustomWild, CustomWilds, Deck, RuleSet};

/// The official rules (the defaults) with the changes `f` makes.
pub fn rules(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet::default();
    f(&mut r);
    r
}

/// An amount of cards or players, 1 to 10, as a Customizable Wild's effect takes it.
pub fn amount(n: u8) -> Amount {
    Amount::new(n).expect("1 to 10")
}

/// 112-card rules whose only Customizable Wild ("Customizable Wild 1") has these effects.
pub fn custom_rules(effects: &[CustomEffect]) -> RuleSet {
    let wild = CustomWild::new("House card", effects).expect("valid custom wild");
    RuleSet {
        deck: Deck::SwapAndCustom,
        custom_wilds: CustomWilds::new(vec![wild]).expect("one custom wild"),
        ..RuleSet::default()
    }
}

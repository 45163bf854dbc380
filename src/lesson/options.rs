//! The second lesson: one short part for each house rule a table has on, each a tiny prepared
//! position under that table's own rules where the learner does the thing once. The positions
//! hold no card that another rule could turn into a surprise (no 7 or 0 played outside Seven-O,
//! no Draw card outside stacking, no card identical to the top card outside Jump-In, no card
//! matching the top card beside the wild under «Wild only without a match»).

use super::{ANNA, LEARNER, LESSON_SEATS, LessonBot, MARCO, Part, Pointing, StepDef, Want};
use crate::engine::{
    Action, Card, Colour, CustomEffect, CustomWild, Deck, Game, Partners, RuleSet, Scenario, Seat, Stacking,
};
use crate::i18n::{Arg, Localize, Message, Msg};
use crate::msg;

use Colour::{Blue, Green, Red, Yellow};

const fn n(c: Colour, v: u8) -> Card {
    Card::number(c, v)
}

/// The parts for the house rules `rules` has on, in the order of the rules screen.
pub(super) fn parts(rules: &RuleSet) -> Vec<Part> {
    // Partners do not fit a table of three; they are no part of these lessons.
    let rules = RuleSet { partners: Partners::Off, ..rules.clone() };
    let mut parts = Vec::new();
    if rules.stacking != Stacking::Off {
        parts.push(stacking(&rules));
    }
    if rules.seven_o {
        parts.push(seven_o(&rules));
    }
    if rules.jump_in {
        parts.push(jump_in(&rules));
    }
    if rules.deck == Deck::SwapAndCustom {
        parts.push(swap_hands(&rules));
        parts.push(custom_wild(&rules));
    }
    parts
}

/// A lesson's game: these hands, this top card, `turn` to play.
fn game(rules: &RuleSet, hands: [&[Card]; LESSON_SEATS], top: Card, turn: Seat) -> Game {
    let mut s = Scenario::new(LESSON_SEATS).rules(rules.clone()).top(top).turn(turn).dealer(MARCO);
    for (seat, hand) in hands.into_iter().enumerate() {
        s = s.hand(seat as Seat, hand);
    }
    s.build().expect("a lesson's position fits the deck")
}

/// Marco plays a Draw Two on the learner, who stacks a Draw Two (or, where the rules allow it,
/// a Wild Draw Four) on it; Anna has nothing to add and draws them all.
fn stacking(rules: &RuleSet) -> Part {
    let plus_four = rules.stacking == Stacking::PlusFourOnPlusTwo;
    let answer = if plus_four { Card::WILD_DRAW_FOUR } else { Card::draw_two(Red) };
    // No blue card: the Wild Draw Four is played fairly on the Blue Draw Two.
    let learner = [answer, n(Yellow, 8), n(Green, 1), n(Red, 5), n(Yellow, 2), n(Green, 3), n(Red, 9)];
    let anna = [n(Green, 4), n(Yellow, 1), n(Red, 3), n(Blue, 6), n(Green, 8), n(Yellow, 9), n(Red, 6)];
    let marco = [Card::draw_two(Blue), n(Yellow, 3), n(Red, 8), n(Green, 9), n(Yellow, 6), n(Red, 2), n(Blue, 1)];
    let game = game(rules, [&learner, &anna, &marco], n(Blue, 4), MARCO);
    let marco_bot = LessonBot::new().on(n(Blue, 4), Card::draw_two(Blue));
    let mut steps = vec![StepDef::tell(
        if plus_four { msg!(LearnStackIntroFour) } else { msg!(LearnStackIntroTwo) },
        Pointing::DiscardPile,
    )];
    let stack = if plus_four { msg!(LearnStackFour) } else { msg!(LearnStackTwo, card = answer) };
    steps.push(StepDef::play(stack, answer).wrong(|a| a == Action::Accept, msg!(LearnWhyStack)));
    if plus_four {
        steps.push(StepDef::ask(msg!(LearnStackColour), Pointing::Nothing, Want::AnyColour, msg!(LearnHintAnyColour)));
    }
    steps.push(StepDef::tell(msg!(LearnStackDone, n = if plus_four { 6 } else { 4 }), Pointing::Seat(ANNA)));
    Part { game, bots: vec![None, Some(LessonBot::new()), Some(marco_bot)], steps }
}

/// The learner plays a 7 and swaps hands with Anna (the fewest cards); after Anna and Marco
/// play, a 0 from Anna's old hand passes every hand along.
fn seven_o(rules: &RuleSet) -> Part {
    let seven = n(Red, 7);
    let zero = n(Blue, 0);
    let learner = [seven, n(Red, 2), n(Yellow, 3), n(Green, 8), n(Yellow, 9), n(Green, 6)];
    let anna = [zero, n(Green, 5), n(Yellow, 4)];
    let marco = [n(Blue, 2), n(Red, 5), n(Green, 1), n(Yellow, 8), n(Blue, 6), n(Red, 9)];
    let game = game(rules, [&learner, &anna, &marco], n(Blue, 7), LEARNER);
    // Anna plays from the hand she gets from the learner.
    let anna_bot = LessonBot::new().on(seven, n(Red, 2));
    let marco_bot = LessonBot::new().on(n(Red, 2), n(Blue, 2));
    let steps = vec![
        StepDef::tell(msg!(LearnSevenIntro), Pointing::Nothing),
        StepDef::play(msg!(LearnSevenPlay, card = seven), seven),
        StepDef::target(msg!(LearnSevenTarget), ANNA, msg!(LearnWhyAnnaFewest)),
        StepDef::tell(msg!(LearnSevenSwapped), Pointing::Seat(ANNA)),
        StepDef::play(msg!(LearnZeroPlay, card = zero), zero),
        StepDef::tell(msg!(LearnZeroDone), Pointing::Nothing),
    ];
    Part { game, bots: vec![None, Some(anna_bot), Some(marco_bot)], steps }
}

/// Anna plays the Green 5 the learner also holds: the learner jumps in on Marco's turn.
fn jump_in(rules: &RuleSet) -> Part {
    let five = n(Green, 5);
    let learner = [five, n(Red, 3), n(Yellow, 8), n(Blue, 6), n(Red, 9), n(Yellow, 1)];
    let anna = [five, n(Blue, 3), n(Red, 4), n(Yellow, 6), n(Blue, 8), n(Red, 1)];
    let marco = [n(Green, 9), n(Yellow, 3), n(Blue, 1), n(Red, 6), n(Yellow, 4), n(Blue, 9)];
    let game = game(rules, [&learner, &anna, &marco], n(Green, 2), ANNA);
    let anna_bot = LessonBot::new().on(n(Green, 2), five);
    let steps = vec![
        StepDef::tell(msg!(LearnJumpIntro), Pointing::Nothing),
        StepDef::ask(
            msg!(LearnJumpIn, card = five),
            Pointing::Card(five),
            Want::Moves(vec![Action::JumpIn(five)]),
            msg!(LearnHintJumpIn, card = five),
        ),
        StepDef::tell(msg!(LearnJumpDone), Pointing::Seat(ANNA)),
    ];
    Part { game, bots: vec![None, Some(anna_bot), Some(LessonBot::new())], steps }
}

/// The learner plays the Wild Swap Hands and swaps with Marco, who holds two cards.
fn swap_hands(rules: &RuleSet) -> Part {
    let swap = Card::SWAP_HANDS;
    // Nothing red and no 6: the wild is legal under every rule of when wilds may be played.
    let learner = [swap, n(Blue, 3), n(Yellow, 8), n(Green, 1), n(Blue, 9), n(Yellow, 4)];
    let anna = [n(Red, 2), n(Green, 3), n(Blue, 5), n(Yellow, 1), n(Green, 9)];
    let marco = [n(Blue, 8), n(Yellow, 2)];
    let game = game(rules, [&learner, &anna, &marco], n(Red, 6), LEARNER);
    let steps = vec![
        StepDef::tell(msg!(LearnSwapIntro), Pointing::Nothing),
        StepDef::play(msg!(LearnSwapPlay, card = swap), swap),
        StepDef::ask(msg!(LearnSwapColour), Pointing::Nothing, Want::AnyColour, msg!(LearnHintAnyColour)),
        StepDef::target(msg!(LearnSwapTarget), MARCO, msg!(LearnWhyMarcoFewest)),
        StepDef::tell(msg!(LearnSwapDone), Pointing::Seat(MARCO)),
    ];
    Part { game, bots: vec![None, Some(LessonBot::new()), Some(LessonBot::new())], steps }
}

/// The learner plays the table's first Customizable Wild and does what its agreed effects ask.
fn custom_wild(rules: &RuleSet) -> Part {
    let card = Card::custom(0);
    let wild: &CustomWild = &rules.custom_wilds[0];
    let learner = [card, n(Blue, 3), n(Yellow, 8), n(Green, 1), n(Blue, 9), n(Yellow, 4), n(Green, 2), n(Blue, 5)];
    let anna = [n(Red, 2), n(Green, 3), n(Blue, 7), n(Yellow, 1), n(Green, 9), n(Red, 4), n(Yellow, 5)];
    let marco = [n(Blue, 8), n(Yellow, 2), n(Red, 3), n(Green, 4), n(Blue, 1), n(Yellow, 9), n(Red, 8)];
    let game = game(rules, [&learner, &anna, &marco], n(Red, 6), LEARNER);
    let text = wild_text(wild.text.as_str());
    if wild.is_house_rule() {
        return Part {
            game,
            bots: vec![None, Some(LessonBot::new()), Some(LessonBot::new())],
            steps: house_rule(text),
        };
    }
    let effects = effects_text(&wild.effects);
    let discards = wild.effects.contains(&CustomEffect::DiscardNamedColour);
    let gives = wild.effects.iter().find_map(|e| match e {
        CustomEffect::GiveCards(n) => Some(n.get()),
        _ => None,
    });
    let mut steps = vec![
        StepDef::tell(msg!(LearnCustomIntro, text = text.clone(), effects = effects.clone()), Pointing::Nothing),
        StepDef::play(msg!(LearnCustomPlay, card = card), card),
        StepDef::ask(
            if discards { msg!(LearnCustomColourDiscard) } else { msg!(LearnCustomColour) },
            Pointing::Nothing,
            Want::AnyColour,
            msg!(LearnHintAnyColour),
        ),
    ];
    if wild.needs_target() {
        steps.push(StepDef::ask(msg!(LearnCustomTarget), Pointing::Nothing, Want::AnyTarget, msg!(LearnHintAnyTarget)));
    }
    if let Some(n) = gives {
        steps.push(
            StepDef::ask(msg!(LearnCustomGive, n = n), Pointing::Nothing, Want::GiveCards, msg!(LearnHintGive))
                .only_now(),
        );
    }
    steps.push(StepDef::tell(msg!(LearnCustomDone, text = text, effects = effects), Pointing::Nothing));
    Part { game, bots: vec![None, Some(LessonBot::new()), Some(LessonBot::new())], steps }
}

/// The steps of a Customizable Wild whose rule the table wrote freely: play it, name a colour,
/// say who it applies to, and judge it as the table does.
fn house_rule(text: Arg) -> Vec<StepDef> {
    let card = Card::custom(0);
    vec![
        StepDef::tell(msg!(LearnHouseRuleIntro, text = text.clone()), Pointing::Nothing),
        StepDef::play(msg!(LearnCustomPlay, card = card), card),
        StepDef::ask(msg!(LearnCustomColour), Pointing::Nothing, Want::AnyColour, msg!(LearnHintAnyColour)),
        StepDef::ask(msg!(LearnHouseRuleFor), Pointing::Nothing, Want::AnyRuleFor, msg!(LearnHintRuleFor)),
        StepDef::ask(msg!(LearnHouseRuleJudge), Pointing::Nothing, Want::AnyJudgement, msg!(LearnHintJudge)),
        StepDef::tell(msg!(LearnHouseRuleDone, text = text), Pointing::Nothing),
    ]
}

/// The text on a Customizable Wild: the game's own text in the language in use, the players' as
/// they wrote it.
fn wild_text(text: &str) -> Arg {
    const GAME_TEXTS: [Msg; 3] = [Msg::WildsDefaultText1, Msg::WildsDefaultText2, Msg::WildsDefaultText3];
    let game_text =
        crate::i18n::every_language().iter().find_map(|t| GAME_TEXTS.iter().find(|&&m| t.get(m) == text)).copied();
    match game_text {
        Some(m) => Message::new(m).into(),
        None => Arg::Text(text.to_string()),
    }
}

/// A custom wild's effects in words, in order: «a, then b, then c».
fn effects_text(effects: &[CustomEffect]) -> Message {
    let mut said = effects.iter().rev().map(Localize::message);
    let last = said.next().unwrap_or_else(|| msg!(LearnPartDone));
    said.fold(last, |then, first| msg!(LearnAndThen, a = first, b = then))
}

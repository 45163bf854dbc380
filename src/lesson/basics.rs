//! The first lesson: a prepared hand against Anna and Marco under the official rules. In order
//! the learner plays a card of the same colour, one of the same number, a Skip, a Reverse, a Draw
//! Two, a Wild (naming Green), draws when nothing fits (a Wild Draw Four, to play at once or keep
//! for the next turn), plays that Wild Draw Four, challenges Marco's bluffed one, calls UNO,
//! catches Anna who forgot hers, goes out, and reads the scoring.
//!
//! The play, clockwise from the learner (seat 0) to Anna (1) and Marco (2):
//!
//! | learner               | then                                                          |
//! |-----------------------|---------------------------------------------------------------|
//! | Blue 3 on Blue 5      | Anna Blue 7, Marco Blue 6                                     |
//! | Green 6               | Anna Yellow 6, Marco Yellow 2                                 |
//! | Yellow Skip           | Anna skipped, Marco Yellow 9                                  |
//! | Yellow Reverse        | (counter-clockwise) Marco Yellow 1, Anna Red 1                |
//! | Red Draw Two          | Marco draws 2 and is skipped, Anna Red 9                      |
//! | Wild, Green           | Marco Green 5, Anna Yellow 5                                  |
//! | draws a Wild Draw Four| kept: Marco Yellow 8, Anna draws the Yellow 0 and plays it    |
//! | Wild Draw Four, Green | Marco takes 4, Anna Green Reverse (clockwise), Marco bluffs a Wild Draw Four naming Green |
//! | challenges            | Marco draws 4; the learner plays on                           |
//! | UNO, Green 7          | Anna Green Reverse without UNO (counter-clockwise): the learner's turn |
//! | catches Anna, Green 4 | out: the round is scored                                      |
//!
//! Whether the Wild Draw Four is played at once or kept, the learner holds the Green 7 and
//! Green 4 when Marco bluffs; Anna's draw-and-play on the kept path leaves her two cards either way.

use super::{ANNA, LEARNER, LESSON_SEATS, LessonBot, MARCO, Part, Pointing, StepDef, Want};
use crate::engine::{Action, Card, Colour, RuleSet, Scenario};
use crate::msg;

use Colour::{Blue, Green, Red, Yellow};

const fn n(c: Colour, v: u8) -> Card {
    Card::number(c, v)
}

/// The lesson's only part.
pub(super) fn part() -> Part {
    let wd4 = Card::WILD_DRAW_FOUR;
    let learner = [
        n(Blue, 3),
        n(Green, 6),
        Card::skip(Yellow),
        Card::reverse(Yellow),
        Card::draw_two(Red),
        Card::WILD,
        n(Green, 7),
        n(Green, 4),
    ];
    let anna = [
        n(Blue, 7),
        n(Yellow, 6),
        n(Red, 1),
        n(Red, 9),
        n(Yellow, 5),
        Card::reverse(Green),
        Card::reverse(Green),
        n(Blue, 4),
    ];
    let marco = [n(Blue, 6), n(Yellow, 2), n(Yellow, 9), n(Yellow, 1), n(Green, 5), n(Yellow, 8), wd4, n(Green, 3)];
    let game = Scenario::new(LESSON_SEATS)
        .rules(RuleSet::default())
        .hand(LEARNER, &learner)
        .hand(ANNA, &anna)
        .hand(MARCO, &marco)
        .top(n(Blue, 5))
        // Marco's two from the Draw Two, the learner's draw, Anna's draw on the kept path.
        .next_draws(&[n(Red, 6), n(Blue, 9), wd4, n(Yellow, 0)])
        .turn(LEARNER)
        .dealer(MARCO)
        .build()
        .expect("the basic lesson's deal fits the deck");
    Part { game, bots: bots(), steps: steps() }
}

/// Anna's and Marco's prepared moves.
fn bots() -> Vec<Option<LessonBot>> {
    let wd4 = Card::WILD_DRAW_FOUR;
    let anna_bot = LessonBot::new()
        .on(n(Blue, 3), n(Blue, 7))
        .on(n(Green, 6), n(Yellow, 6))
        .on(n(Yellow, 1), n(Red, 1))
        .on(Card::draw_two(Red), n(Red, 9))
        .on(n(Green, 5), n(Yellow, 5))
        .draws_on(n(Yellow, 8))
        .on_colour(wd4, Green, Card::reverse(Green))
        .on(n(Green, 7), Card::reverse(Green))
        .forgets_uno_with(Card::reverse(Green));
    let marco_bot = LessonBot::new()
        .on(n(Blue, 7), n(Blue, 6))
        .on(n(Yellow, 6), n(Yellow, 2))
        .on(Card::skip(Yellow), n(Yellow, 9))
        .on(Card::reverse(Yellow), n(Yellow, 1))
        .on_colour(Card::WILD, Green, n(Green, 5))
        .on(n(Yellow, 5), n(Yellow, 8))
        .on(Card::reverse(Green), wd4)
        .names(wd4, Green);
    vec![None, Some(anna_bot), Some(marco_bot)]
}

/// The steps, in order.
fn steps() -> Vec<StepDef> {
    let wd4 = Card::WILD_DRAW_FOUR;
    let green = || msg!(LearnWhyGreen);
    vec![
        StepDef::tell(msg!(LearnIntro), Pointing::DiscardPile),
        StepDef::play(msg!(LearnSameColour, card = n(Blue, 3), top = n(Blue, 5)), n(Blue, 3)),
        StepDef::play(msg!(LearnSameNumber, card = n(Green, 6), top = n(Blue, 6)), n(Green, 6)),
        StepDef::play(msg!(LearnSkip, card = Card::skip(Yellow)), Card::skip(Yellow)),
        StepDef::play(msg!(LearnReverse, card = Card::reverse(Yellow)), Card::reverse(Yellow)),
        StepDef::play(msg!(LearnDrawTwo, card = Card::draw_two(Red)), Card::draw_two(Red)),
        StepDef::tell(msg!(LearnDrawTwoDone), Pointing::Seat(MARCO)),
        StepDef::play(msg!(LearnWild), Card::WILD),
        StepDef::colour(msg!(LearnWildColour), Green, green()),
        StepDef::ask(
            msg!(LearnDraw, top = n(Yellow, 5)),
            Pointing::DrawPile,
            Want::Moves(vec![Action::Draw]),
            msg!(LearnHintDraw),
        ),
        StepDef::ask(
            msg!(LearnPlayOrKeep, colour = "yellow"),
            Pointing::Nothing,
            Want::Moves(vec![Action::PlayDrawn, Action::KeepDrawn]),
            msg!(LearnHintPlayOrKeep),
        ),
        StepDef::play(msg!(LearnPlayKept, colour = "yellow"), wd4).only_if(10, Action::KeepDrawn),
        StepDef::colour(msg!(LearnFourColour), Green, green()),
        StepDef::ask(
            msg!(LearnChallenge),
            Pointing::Button(super::LessonButton::Challenge),
            Want::Moves(vec![Action::Challenge]),
            msg!(LearnHintChallenge),
        )
        .wrong(|a| a == Action::Accept, msg!(LearnWhyAccept)),
        StepDef::tell(msg!(LearnChallengeWon), Pointing::Seat(MARCO)),
        StepDef::ask(
            msg!(LearnUno),
            Pointing::Button(super::LessonButton::Uno),
            Want::Moves(vec![Action::CallUno]),
            msg!(LearnHintUno),
        )
        .wrong(|a| matches!(a, Action::Play(_)), msg!(LearnWhyUnoFirst)),
        StepDef::play(msg!(LearnUnoPlay, card = n(Green, 7)), n(Green, 7)),
        StepDef::ask(
            msg!(LearnCatch),
            Pointing::Button(super::LessonButton::Catch(ANNA)),
            Want::Moves(vec![Action::Catch(ANNA)]),
            msg!(LearnHintCatch, who = super::seat_name(ANNA)),
        )
        .wrong(|a| matches!(a, Action::Play(_)), msg!(LearnWhyCatchFirst)),
        StepDef::play(msg!(LearnGoOut, card = n(Green, 4)), n(Green, 4)),
        StepDef::score(),
    ]
}

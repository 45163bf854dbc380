//! The learner in Learn to play: waits for the lesson's table to settle, and does what each step
//! asks as a person would (the button or card it points at, the draw pile, Continue).

use bevy::prelude::*;
use uno_party::app::{
    ButtonId, CardClicked, CardSprite, CardZones, CoachButton, DrawPileClicked, Panel, Playback, Table,
};
use uno_party::engine::Zone;
use uno_party::lesson::Pointing;

use super::ui::{button_shown, click, frames};

/// Runs until the lesson's table has settled with its panel drawn.
pub(crate) fn settle(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        // A hand shown after the challenge waits to be read, as the learner reads it.
        if button_shown(app, &ButtonId::RevealOk) {
            click(app, ButtonId::RevealOk);
        }
        let w = app.world();
        if w.get_resource::<Table>().is_some_and(|t| t.mode().in_lesson())
            && w.resource::<Playback>().settled()
            && button_shown(app, &ButtonId::Panel(Panel::Lesson))
        {
            frames(app, 2);
            return;
        }
    }
    panic!("the lesson's table never settled");
}

/// The lesson's table.
pub(crate) fn table(app: &App) -> &Table {
    app.world().resource::<Table>()
}

/// The entity of `card` in the learner's hand.
pub(crate) fn card_entity(app: &mut App, card: uno_party::engine::Card) -> Entity {
    let world = app.world_mut();
    let bottom = world.resource::<CardZones>().bottom();
    let mut q = world.query::<(Entity, &CardSprite)>();
    q.iter(world)
        .find(|(_, c)| c.zone == Zone::Hand(bottom) && c.face == Some(card))
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("{card} is not in the hand"))
}

/// Does what the step asks as the learner would: clicks the button or card it points at, the
/// draw pile, or Continue. Returns false once the lesson is over.
pub(crate) fn answer(app: &mut App) -> bool {
    let (finished, step, expected, learner) = {
        let t = table(app);
        let l = t.mode().lesson().expect("a lesson");
        (l.finished(), l.step(), l.expected(t.live_game()), l.learner())
    };
    if finished {
        return false;
    }
    let step = step.expect("a step");
    if step.waits_for_continue {
        click(app, ButtonId::Coach(CoachButton::LessonContinue));
        return true;
    }
    if expected.is_empty() {
        // A computer player's move is awaited (the step says what to watch).
        frames(app, 10);
        return true;
    }
    match step.pointing {
        Pointing::Card(card) => {
            let e = card_entity(app, card);
            app.world_mut().write_message(CardClicked(e));
            frames(app, 1);
        }
        Pointing::DrawPile => {
            app.world_mut().write_message(DrawPileClicked);
            frames(app, 1);
        }
        Pointing::Button(b) => {
            let id = uno_party::app::lesson_button(&b);
            // A Catch button shows once the grace window is over.
            for _ in 0..600 {
                if button_shown(app, &id) {
                    break;
                }
                app.update();
            }
            click(app, id);
        }
        Pointing::Nothing | Pointing::DiscardPile | Pointing::Seat(_) => {
            // The step names its move in words: the learner does it (a card played by the keyboard).
            let action = expected[0];
            app.world_mut().write_message(uno_party::app::SubmitAction { seat: learner, action });
            frames(app, 1);
        }
    }
    true
}

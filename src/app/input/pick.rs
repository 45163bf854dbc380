//! What the person at the table chose, by mouse in the overlays or by keyboard, and where each
//! choice goes: the same messages either way, so the keyboard can do nothing a click cannot.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::app::core::commands::UiCommand;
use crate::app::core::curtain::CurtainLifted;
use crate::app::core::flow::NewMatch;
pub(crate) use crate::app::core::prompt::Pick;
use crate::app::core::shown::RevealRead;
use crate::app::core::table::SubmitAction;
use crate::app::features::recap::RecapRead;
use crate::app::input::pointer::GiveChosen;
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Action, Seat};

/// The button of a prompt that makes `pick` on screen (the keyboard's focus ring goes around
/// it); UNO and catches have keys of their own and take no focus.
pub fn pick_button(pick: &Pick) -> Option<ButtonId> {
    Some(match pick {
        Pick::Act(Action::ChooseColour(c)) => ButtonId::Colour(*c),
        Pick::Act(Action::ChooseTarget(s)) => ButtonId::Target(*s),
        Pick::Act(Action::HouseRuleFor(s)) => ButtonId::HouseRuleFor(*s),
        Pick::ActAs(_, Action::JudgeHouseRule(n)) => ButtonId::Judge(*n),
        Pick::Act(Action::Challenge) => ButtonId::Challenge,
        Pick::Act(Action::Accept) => ButtonId::Accept,
        Pick::Act(Action::PlayDrawn) => ButtonId::PlayDrawn,
        Pick::Act(Action::KeepDrawn) => ButtonId::KeepDrawn,
        Pick::Act(Action::StartRound) => ButtonId::NextRound,
        Pick::GiveChosen => ButtonId::Give,
        Pick::NewMatch => ButtonId::NewMatch,
        Pick::QuitToMenu => ButtonId::MainMenu,
        Pick::LiftCurtain => ButtonId::Curtain,
        Pick::RecapRead => ButtonId::RecapOk,
        Pick::RevealRead => ButtonId::RevealOk,
        Pick::Act(_) | Pick::ActAs(..) => return None,
    })
}

/// Where the person's choices go.
#[derive(SystemParam)]
pub(crate) struct Writers<'w> {
    submit: MessageWriter<'w, SubmitAction>,
    new_match: MessageWriter<'w, NewMatch>,
    to_menu: MessageWriter<'w, UiCommand>,
    lifted: MessageWriter<'w, CurtainLifted>,
    give: MessageWriter<'w, GiveChosen>,
    recap_read: MessageWriter<'w, RecapRead>,
    reveal_read: MessageWriter<'w, RevealRead>,
}

/// Sends what the person chose where it goes.
pub(crate) fn deliver(choices: impl IntoIterator<Item = Pick>, viewer: Option<Seat>, w: &mut Writers) {
    for c in choices {
        match (c, viewer) {
            (Pick::Act(action), Some(seat)) | (Pick::ActAs(seat, action), _) => {
                w.submit.write(SubmitAction { seat, action });
            }
            (Pick::Act(_), None) => {}
            (Pick::GiveChosen, _) => {
                w.give.write(GiveChosen);
            }
            (Pick::NewMatch, _) => {
                w.new_match.write(NewMatch);
            }
            (Pick::QuitToMenu, _) => {
                w.to_menu.write(UiCommand::QuitToMenu);
            }
            (Pick::LiftCurtain, _) => {
                w.lifted.write(CurtainLifted);
            }
            (Pick::RecapRead, _) => {
                w.recap_read.write(RecapRead);
            }
            (Pick::RevealRead, _) => {
                w.reveal_read.write(RevealRead);
            }
        }
    }
}

//! What the person at the table chose, by mouse in the overlays or by keyboard, and where each
//! choice goes: the same messages either way, so the keyboard can do nothing a click cannot.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::app::core::commands::UiCommand;
use crate::app::core::curtain::CurtainLifted;
use crate::app::core::flow::NewMatch;
use crate::app::core::shown::{RevealRead, ShownView};
use crate::app::core::table::{SubmitAction, Table};
use crate::app::features::recap::RecapRead;
use crate::app::input::pointer::GiveChosen;
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Action, MAX_HOUSE_PENALTY, Phase, Seat};

/// One thing the person chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// An action by the viewer.
    Act(Action),
    /// An action by another seat (a catch from the curtain, by the person it was passed to).
    ActAs(Seat, Action),
    /// Give the cards chosen.
    GiveChosen,
    /// A new match at the same table.
    NewMatch,
    /// Back to the main menu.
    QuitToMenu,
    /// The curtain goes down.
    LiftCurtain,
    /// "Since your turn" was read.
    RecapRead,
    /// The hand shown after a challenge was read.
    RevealRead,
}

impl Pick {
    /// The button of a prompt that makes this choice on screen (the keyboard's focus ring goes
    /// around it); UNO and catches have keys of their own and take no focus.
    pub fn button(&self) -> Option<ButtonId> {
        Some(match self {
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
}

/// The table's answers to a house rule being judged, when the people at the table judge it now
/// (the table has settled on it): Done, then a penalty of 1 to 4 cards for the player it applies
/// to, each entered in the name of the player who played it. Empty otherwise. The overlay and the
/// keyboard both offer these.
pub fn judge_choices(table: &Table, shown: &ShownView) -> Vec<Pick> {
    let Phase::JudgeHouseRule { seat, target } = shown.phase() else { return Vec::new() };
    if !table.people_judge() {
        return Vec::new();
    }
    let penalties = if target.is_some() { 0..=MAX_HOUSE_PENALTY } else { 0..=0 };
    penalties.map(|n| Pick::ActAs(seat, Action::JudgeHouseRule(n))).collect()
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

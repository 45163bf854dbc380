//! The saved matches: each with when it was saved, who plays and how it stands; Load resumes it,
//! Delete asks first.

use bevy::prelude::*;

use super::MenuContext;
use super::match_list::{self, DeleteAsked, ListScreen};
use crate::app::matches::Kept;
use crate::app::menu::UiCommand;
use crate::i18n::Msg;

pub(super) fn draw(
    mut m: MenuContext,
    kept: Res<Kept>,
    mut asked: ResMut<DeleteAsked>,
    size: Res<crate::app::ScreenSize>,
) -> Result {
    let screen = ListScreen {
        title: Msg::LoadTitle,
        empty: Msg::LoadNone,
        open: Msg::LoadButton,
        command: UiCommand::LoadMatch,
        footer: None,
    };
    match_list::draw(&mut m, &kept.saves, screen, &mut asked, size.0)
}

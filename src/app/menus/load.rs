//! The saved matches: each with when it was saved, who plays and how it stands; Load resumes it,
//! Delete asks first.

use bevy::prelude::*;

use crate::app::core::commands::UiCommand;
use crate::app::features::matches::KeptMatches;
use crate::app::menus::context::MenuContext;
use crate::app::menus::match_list::{self, DeleteAsked, ListScreen};
use crate::app::scene::cards::ScreenSize;
use crate::i18n::Msg;

pub(crate) fn draw(
    mut m: MenuContext,
    kept: Res<KeptMatches>,
    mut asked: ResMut<DeleteAsked>,
    size: Res<ScreenSize>,
) -> Result {
    let screen = ListScreen {
        title: Msg::LoadTitle,
        empty: Msg::LoadNone,
        open: Msg::LoadButton,
        command: UiCommand::LoadMatch,
        footer: None,
    };
    match_list::draw(&mut m, &kept.saves, screen, &mut asked, size.get())
}

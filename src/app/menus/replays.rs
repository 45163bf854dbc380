//! The replays: every match, finished or not, newest first; Watch opens it, Delete asks first.

use bevy::prelude::*;

use super::MenuContext;
use super::match_list::{self, DeleteAsked, ListScreen};
use crate::app::match_file::REPLAYS_KEPT;
use crate::app::matches::Kept;
use crate::app::menu::UiCommand;
use crate::i18n::Msg;
use crate::tr;

pub(super) fn draw(
    mut m: MenuContext,
    kept: Res<Kept>,
    mut asked: ResMut<DeleteAsked>,
    size: Res<crate::app::ScreenSize>,
) -> Result {
    let footer = tr!(m.texts(), ReplaysKept, n = REPLAYS_KEPT);
    let screen = ListScreen {
        title: Msg::ReplaysTitle,
        empty: Msg::ReplaysNone,
        open: Msg::ReplaysWatch,
        command: UiCommand::WatchReplay,
        footer: Some(footer),
    };
    match_list::draw(&mut m, &kept.replays, screen, &mut asked, size.0)
}

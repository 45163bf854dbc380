//! The replays: every match, finished or not, newest first; Watch opens it, Delete asks first.

use bevy::prelude::*;

use crate::app::core::commands::UiCommand;
use crate::app::core::match_file::REPLAYS_KEPT;
use crate::app::features::matches::KeptMatches;
use crate::app::menus::context::MenuContext;
use crate::app::menus::match_list::{self, DeleteAsked, ListScreen};
use crate::app::scene::cards::ScreenSize;
use crate::i18n::Msg;
use crate::tr;

pub(crate) fn draw(
    mut m: MenuContext,
    kept: Res<KeptMatches>,
    mut asked: ResMut<DeleteAsked>,
    size: Res<ScreenSize>,
) -> Result {
    let footer = tr!(m.texts(), ReplaysKept, n = REPLAYS_KEPT);
    let screen = ListScreen {
        title: Msg::ReplaysTitle,
        empty: Msg::ReplaysNone,
        open: Msg::ReplaysWatch,
        command: UiCommand::WatchReplay,
        footer: Some(footer),
    };
    match_list::draw(&mut m, &kept.replays, screen, &mut asked, size.get())
}

//! What the phones are sent: each seat's state the moment it changes, and the card art.

use bevy::prelude::*;

use crate::app::core::catch::CatchWindows;
use crate::app::core::offer::Offers;
use crate::app::core::party::Seated;
use crate::app::core::schedule::Overlay;
use crate::app::core::settings::Settings;
use crate::app::core::table::Table;
use crate::app::core::words::describe_to;
use crate::app::scene::art::{ActiveTheme, CardArt};
use crate::engine::{Card, Event, Seat};
use crate::i18n::{Msg, Texts};
use crate::phone::{NewsLine, PhoneServer, RawImage, SeatState, StateInput, ToPhone, seat_state};

use super::seats::*;

/// What each phone seat may see of the game as it stands: sent when it changed.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct StateSources<'w> {
    pub(super) settings: Res<'w, Settings>,
    pub(super) windows: Res<'w, CatchWindows>,
    pub(super) offers: Res<'w, Offers>,
    pub(super) texts: Res<'w, Texts>,
    pub(super) table: Res<'w, Table>,
    pub(super) overlay: Option<Res<'w, State<Overlay>>>,
}

/// The card art the phones fetch, whenever the theme was painted again.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ArtSources<'w> {
    pub(super) art: Option<Res<'w, CardArt>>,
    pub(super) theme: Option<Res<'w, ActiveTheme>>,
    pub(super) images: Option<Res<'w, Assets<Image>>>,
}

pub(super) fn publish_states(src: StateSources, art: ArtSources, mut phones: ResMut<Phones>) {
    let StateSources { settings, windows, offers, texts, table, overlay } = src;
    let paused = overlay.as_ref().is_some_and(|o| *o.get() != Overlay::None);
    let Phones { server, seats, art_loads, .. } = &mut *phones;
    let Some(server) = server.as_ref() else { return };
    let art_changed = publish_art(server, art_loads, &art);
    // Built again only when something it is made of changed (catches open with time).
    let changed = table.is_changed()
        || texts.is_changed()
        || settings.is_changed()
        || overlay.as_ref().is_some_and(|o| o.is_changed())
        || art_changed
        || !windows.is_empty()
        || seats.iter().any(|p| p.sent.is_none());
    if !changed {
        return;
    }
    let game = table.live_game();
    let names: Vec<String> = table.seat_list().iter().map(|s| s.name.clone()).collect();
    let custom: Vec<String> = game.rules().custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
    for p in seats.iter_mut() {
        let texts = p.texts(&texts);
        let texts = &*texts;
        let recent = recent_lines(&table, texts, p.seat);
        let view = game.view(Some(p.seat));
        // As for a person at the computer.
        let legal = offers.live(p.seat).to_vec();
        let input = StateInput {
            texts,
            names: &names,
            custom_texts: &custom,
            version: p.version + 1,
            art: art_loads.unwrap_or(0),
            recent: &recent,
            step: table.actions_applied(),
        };
        let (mut state, actions) = seat_state(&input, &view, &legal);
        if paused {
            state.status = texts.get(Msg::PhonePaused);
        }
        if table.mode().hints_allowed() && !table.mode().in_lesson() {
            state.offer_hints(texts);
        }
        let same = p.sent.as_ref().is_some_and(|old| SeatState { v: old.v, step: old.step, ..state.clone() } == *old);
        if same {
            continue;
        }
        p.version += 1;
        p.offered.push_back((p.version, actions));
        while p.offered.len() > OFFERS_KEPT {
            p.offered.pop_front();
        }
        server.publish(p.seat, ToPhone::State(Box::new(state.clone())).json());
        p.sent = Some(state);
    }
}

/// The last moves at the table in words as `seat` is told them ("You play Red 7"), oldest first,
/// each with its event's number.
pub(super) fn recent_lines(table: &Table, texts: &Texts, seat: Seat) -> Vec<NewsLine> {
    let lines: Vec<NewsLine> = table
        .recent_numbered()
        .filter_map(|(n, e)| {
            let text = texts.render(&describe_to(table, e, Some(seat))?);
            let urgent = matches!(e, Event::Caught { target, .. } if *target == seat);
            Some(NewsLine { n, text, urgent })
        })
        .collect();
    lines[lines.len().saturating_sub(RECENT_LINES)..].to_vec()
}

/// Hands the server the card art when the theme was painted again; true when it did.
pub(super) fn publish_art(server: &PhoneServer, loads: &mut Option<u32>, art: &ArtSources) -> bool {
    let (Some(card_art), Some(theme), Some(images)) = (&art.art, &art.theme, &art.images) else { return false };
    if *loads == Some(theme.loads) {
        return false;
    }
    *loads = Some(theme.loads);
    server.set_art(card_images(card_art, images));
    true
}

/// Every face and the back, as the theme painted them.
pub(super) fn card_images(art: &CardArt, images: &Assets<Image>) -> Vec<(String, RawImage)> {
    let raw = |h: &Handle<Image>| {
        let img = images.get(h)?;
        Some(RawImage { width: img.width(), height: img.height(), rgba: img.data.clone()? })
    };
    let mut out: Vec<(String, RawImage)> =
        Card::all().filter_map(|c| Some((crate::phone::protocol::card_img(c), raw(&art.face(c))?))).collect();
    if let Some(back) = raw(&art.back()) {
        out.push(("back".to_string(), back));
    }
    out
}

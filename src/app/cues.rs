//! Sound cues from the table: every event, as it is shown, goes through the plain-code mapping
//! of [`crate::sound`]; the cues come out as [`PlayCue`] messages. Built and tested without the
//! `sound` feature; with it, `sound_out` plays them.

use bevy::prelude::*;

use super::cards::Shown;
use super::table::Table;
use super::{AppSystems, Screen};
use crate::sound::{Cue, CueMapper, Listener};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayCue>().add_systems(Update, cues.in_set(AppSystems::Report).run_if(in_state(Screen::Table)));
}

/// A sound to play now.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayCue(pub Cue);

/// Seconds between two dealing sounds: a deal at full speed is a riffle, not a buzz.
const DEAL_GAP: f32 = 0.045;

/// The mapping, for the people at this screen, and when the last dealing sound played.
#[derive(Default)]
struct Mapper {
    mapper: Option<CueMapper>,
    last_deal: f32,
}

fn cues(
    table: Option<Res<Table>>,
    time: Res<Time>,
    mut shown: MessageReader<Shown>,
    mut out: MessageWriter<PlayCue>,
    mut m: Local<Mapper>,
) {
    let Some(table) = table else {
        shown.clear();
        return;
    };
    // A replay is watched in silence.
    if table.watching {
        shown.clear();
        return;
    }
    let people = Listener::people((0..table.seats.len() as u8).filter(|&s| table.is_human(s)));
    if m.mapper.as_ref().is_none_or(|c| c.listener() != people) {
        m.mapper = Some(CueMapper::new(people));
    }
    let now = time.elapsed_secs();
    for Shown(e) in shown.read() {
        let Some(cue) = m.mapper.as_mut().and_then(|c| c.cue(e)) else { continue };
        if cue == Cue::Deal {
            if now - m.last_deal < DEAL_GAP && m.last_deal > 0.0 {
                continue;
            }
            m.last_deal = now;
        }
        out.write(PlayCue(cue));
    }
}

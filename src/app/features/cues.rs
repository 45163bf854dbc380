//! Sound cues from the table: every event, as it is shown, goes through the plain-code mapping
//! of [`crate::sound`]; the cues come out as [`PlayCue`] messages. Built and tested without the
//! `sound` feature; with it, [`speaker`] plays them.

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, Screen};
use crate::app::core::shown::EventShown;
use crate::app::core::table::Table;
use crate::sound::{Cue, CueMapper, Listener};

pub(crate) fn plugin(app: &mut App) {
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
    mut shown: MessageReader<EventShown>,
    mut out: MessageWriter<PlayCue>,
    mut m: Local<Mapper>,
) {
    let Some(table) = table else {
        shown.clear();
        return;
    };
    // A replay is watched in silence.
    if table.is_replay() {
        shown.clear();
        return;
    }
    let people = Listener::people((0..table.seat_count() as u8).filter(|&s| table.is_human(s)));
    if m.mapper.as_ref().is_none_or(|c| c.listener() != people) {
        m.mapper = Some(CueMapper::new(people));
    }
    let now = time.elapsed_secs();
    for EventShown(e) in shown.read() {
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

/// The sounds themselves (feature `sound`): each cue synthesised once at start, played at the
/// volume of the settings, nothing when muted.
#[cfg(feature = "sound")]
pub(crate) mod speaker {
    use std::collections::HashMap;

    use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
    use bevy::prelude::*;

    use super::PlayCue;
    use crate::app::core::settings::Settings;
    use crate::sound::Cue;

    pub(crate) fn plugin(app: &mut App) {
        app.add_systems(Startup, make_sounds)
            .add_systems(Update, play.after(crate::app::core::schedule::AppSystems::Report));
    }

    /// Every cue's sound.
    #[derive(Resource)]
    struct Sounds(HashMap<Cue, Handle<AudioSource>>);

    fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
        let sounds = Cue::ALL.into_iter().map(|c| (c, sources.add(AudioSource { bytes: crate::sound::wav(c).into() })));
        commands.insert_resource(Sounds(sounds.collect()));
    }

    fn play(
        mut cues: MessageReader<PlayCue>,
        sounds: Option<Res<Sounds>>,
        settings: Res<Settings>,
        mut commands: Commands,
    ) {
        let Some(sounds) = sounds else { return };
        for &PlayCue(cue) in cues.read() {
            if settings.muted || settings.volume <= 0.0 {
                continue;
            }
            let Some(handle) = sounds.0.get(&cue) else { continue };
            commands.spawn((
                Name::new("Sound"),
                AudioPlayer(handle.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
            ));
        }
    }
}

//! The sounds themselves (feature `sound`): each cue synthesised once at start, played at the
//! volume of the settings, nothing when muted.

use std::collections::HashMap;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::cues::PlayCue;
use super::table::Settings;
use crate::sound::Cue;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_sounds).add_systems(Update, play.after(super::AppSystems::Report));
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

//! The matches kept: the autosave behind Continue, the saved matches of the Load screen and the
//! replays of the Replays screen; what their menu commands do. A file that cannot be opened is
//! set aside with a message, and the menus go on with the others.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;

use crate::app::core::commands::{Notices, UiCommand};
use crate::app::core::curtain::Viewpoint;
use crate::app::core::match_file::{MatchFile, MatchStore, list_matches, read_match};
use crate::app::core::match_writer::Saver;
use crate::app::core::opening::{OpenReplay, Resume};
use crate::app::core::party::Party;
use crate::app::core::schedule::Screen;
use crate::app::core::table::Table;
use crate::app::scene::art::ThemeChoice;
use crate::i18n::table::{in_a_row, team_name};
use crate::i18n::{Localize, Texts};
use crate::{msg, tr};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<KeptMatches>()
        .add_systems(OnEnter(Screen::MainMenu), find_autosave)
        .add_systems(OnEnter(Screen::Load), find_saves)
        .add_systems(OnEnter(Screen::Replays), find_replays)
        .add_systems(Update, handle_commands);
}

/// What the menus offer of the kept matches.
#[derive(Resource, Default, Debug)]
pub struct KeptMatches {
    /// The unfinished match of the autosave (Continue), if there is one.
    pub autosave: Option<MatchFile>,
    /// The saved matches, newest first.
    pub saves: Vec<(PathBuf, MatchFile)>,
    /// The replays, newest first.
    pub replays: Vec<(PathBuf, MatchFile)>,
}

/// Who plays a kept match and how it stands: "Anna 120, Computer 1 95 · round 4".
pub fn summary(texts: &Texts, file: &MatchFile) -> (String, u16) {
    let scores = file.game().map(|g| g.scores().to_vec()).unwrap_or_default();
    let round = file.game().map_or(1, |g| g.round().max(1));
    // Partner play: the teams, each with its players and its total (what the match is won by).
    if let Some(teams) = file.game().map(|g| g.teams()).filter(|t| t.partners()) {
        let totals = teams.totals(&scores);
        let lines: Vec<String> = (0..teams.count())
            .map(|t| {
                let names = teams.members(t).filter_map(|s| file.seats.get(s as usize)).map(|s| s.name.clone());
                tr!(texts, MatchTeamScore, team = team_name(t), players = in_a_row(names.collect()), points = totals[t])
            })
            .collect();
        return (lines.join(", "), round);
    }
    let players: Vec<String> = file
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            tr!(texts, MatchPlayerScore, name = s.name.as_str(), points = scores.get(i).copied().unwrap_or(0))
        })
        .collect();
    (players.join(", "), round)
}

fn find_autosave(store: Option<Res<MatchStore>>, mut kept: ResMut<KeptMatches>, mut notices: ResMut<Notices>) {
    let Some(store) = store else { return };
    let path = store.autosave();
    kept.autosave = None;
    if !path.exists() {
        return;
    }
    match read_match(&path) {
        Ok(f) if !f.finished() => kept.autosave = Some(f),
        Ok(_) => {}
        Err(p) => notices.push(p.message()),
    }
}

fn find_saves(store: Option<Res<MatchStore>>, mut kept: ResMut<KeptMatches>, mut notices: ResMut<Notices>) {
    let Some(store) = store else { return };
    let (found, problems) = list_matches(&store.saves());
    kept.saves = found;
    notices.extend(problems.iter().map(Localize::message));
}

fn find_replays(store: Option<Res<MatchStore>>, mut kept: ResMut<KeptMatches>, mut notices: ResMut<Notices>) {
    let Some(store) = store else { return };
    let (found, problems) = list_matches(&store.replays());
    kept.replays = found;
    notices.extend(problems.iter().map(Localize::message));
}

/// How long leaving a match may wait for its last file.
const FLUSH: Duration = Duration::from_secs(3);

/// Where matches go and the match being played.
#[derive(bevy::ecs::system::SystemParam)]
struct Playing<'w> {
    store: Option<Res<'w, MatchStore>>,
    saver: Option<Res<'w, Saver>>,
    table: Option<Res<'w, Table>>,
    viewpoint: Res<'w, Viewpoint>,
    party: Option<Res<'w, Party>>,
    theme: Option<ResMut<'w, ThemeChoice>>,
}

/// What the kept matches' buttons do.
fn handle_commands(
    mut commands: Commands,
    mut read: MessageReader<UiCommand>,
    playing: Playing,
    mut kept: ResMut<KeptMatches>,
    mut notices: ResMut<Notices>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Playing { store, saver, table, viewpoint, party, mut theme } = playing;
    for cmd in read.read() {
        match cmd {
            UiCommand::Continue => {
                if let Some(f) = kept.autosave.clone() {
                    resume(&mut commands, theme.as_deref_mut(), f);
                    screen.set(Screen::Table);
                }
            }
            UiCommand::QuitToMenu => {
                if let Some(s) = &saver {
                    s.flush(FLUSH);
                }
            }
            UiCommand::SaveAndQuit => {
                let (Some(table), Some(store), Some(saver)) = (&table, &store, &saver) else { continue };
                if !table.mode().is_kept() {
                    continue;
                }
                let profile = party.as_ref().map(|p| p.profile.clone()).unwrap_or_default();
                let theme = theme.as_ref().map(|t| t.name().to_string()).unwrap_or_default();
                let file = table.to_file(&profile, &theme, viewpoint.viewer());
                let path = store.saves().join(file.file_name());
                saver.write(path.clone(), file);
                if saver.flush(FLUSH) && path.exists() {
                    // The match lives on among the saved ones, not behind Continue.
                    let _ = std::fs::remove_file(store.autosave());
                    notices.push(msg!(NoticeMatchSaved, file = &path));
                } else {
                    notices.push(msg!(NoticeMatchNotSaved, file = &path));
                }
                screen.set(Screen::MainMenu);
            }
            UiCommand::LoadMatch(path) => match read_match(path) {
                Ok(f) => {
                    resume(&mut commands, theme.as_deref_mut(), f);
                    screen.set(Screen::Table);
                }
                Err(p) => {
                    notices.push(p.message());
                    kept.saves.retain(|(q, _)| q != path);
                }
            },
            UiCommand::DeleteMatch(path) => {
                if let Err(e) = std::fs::remove_file(path)
                    && e.kind() != std::io::ErrorKind::NotFound
                {
                    notices.push(msg!(NoticeMatchNotDeleted, file = path, reason = e.to_string()));
                }
                kept.saves.retain(|(q, _)| q != path);
                kept.replays.retain(|(q, _)| q != path);
            }
            UiCommand::WatchReplay(path) => match read_match(path) {
                Ok(f) => {
                    commands.insert_resource(OpenReplay::new(f));
                    screen.set(Screen::Table);
                }
                Err(p) => {
                    notices.push(p.message());
                    kept.replays.retain(|(q, _)| q != path);
                }
            },
            _ => {}
        }
    }
}

/// Opens the table on `file`'s match, in its card theme when that theme is still there.
fn resume(commands: &mut Commands, theme: Option<&mut ThemeChoice>, file: MatchFile) {
    if let Some(theme) = theme
        && theme.name() != file.theme
        && crate::theme::ThemeSource::resolve(&file.theme, &crate::storage::themes_dir()).is_ok()
    {
        theme.set(&file.theme);
    }
    commands.insert_resource(Resume::new(file));
}

//! The menus' commands: what a click in them means (usable without a window, so tests drive them
//! with the same messages) and the files they read and write; the egui screens are in `menus/`.

use bevy::prelude::*;

use crate::app::core::party::Party;
use crate::app::core::schedule::{FrameStep, Overlay, Screen};
use crate::app::core::settings::{Session, Settings, WindowChoice};
use crate::engine::{RuleSet, Setup, profiles};
use crate::i18n::{Localize, Message, Texts};
use crate::msg;
use crate::storage::{Loaded, Storage, load_ron, save_ron};

/// The part without a window: commands, files, notices.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<UiCommand>()
        .add_message::<TableNote>()
        .init_resource::<Notices>()
        .add_systems(Update, (handle_commands, save_settings).in_set(FrameStep::Commands));
}

/// Something the table says for a moment (a toast) that no event of the game says: a phone's
/// seat moved to another phone, a match file that could not be written.
#[derive(Message, Clone, Debug)]
pub struct TableNote(pub Message);

/// Something a menu button asks for.
#[derive(Message, Clone, Debug)]
pub enum UiCommand {
    /// Go to a screen.
    Go(Screen),
    /// Start a match with this party (remembered as the last party).
    StartGame(Party),
    /// Use and remember these settings.
    SaveSettings(Settings),
    /// Show the cards in this theme now (a built-in name or a folder); remembered with the settings.
    UseTheme(String),
    /// Open the deck studio on a new deck (`None`) or on this theme (a built-in one as a copy).
    MakeDeck(Option<crate::theme::ThemeSource>),
    /// Show every text in this language now (remembered with the settings).
    UseLanguage(crate::language::Language),
    /// Save these rules as a named profile.
    SaveProfile(String, RuleSet),
    /// Open (or close, with `Overlay::None`) an overlay of the table.
    Overlay(Overlay),
    /// Leave the match for the main menu (the autosave keeps it for Continue).
    QuitToMenu,
    /// Resume the match of the autosave.
    Continue,
    /// Keep the match in play among the saved matches and go to the main menu.
    SaveAndQuit,
    /// Resume a saved match.
    LoadMatch(std::path::PathBuf),
    /// Delete a saved match or a replay (after the player confirmed).
    DeleteMatch(std::path::PathBuf),
    /// Watch a replay.
    WatchReplay(std::path::PathBuf),
    /// Open a lesson of Learn to play (the options lesson teaches the options of its rules).
    Learn(crate::app::core::opening::OpenLesson),
    /// Open this folder in the system's file manager (`folders::Folders` says what came of it).
    OpenFolder(std::path::PathBuf),
    /// Close the game.
    Quit,
}

/// The game's files and what was wrong with them.
#[derive(Resource, Clone, Debug)]
pub struct GameFiles {
    /// Where the files are.
    pub storage: Storage,
    /// Saved rule profiles.
    pub profiles: Vec<(String, RuleSet)>,
}

impl GameFiles {
    /// Reads the settings, the last party and the saved profiles; returns them with any problem
    /// found, for the player (damaged files are kept aside as `.bak` and defaults used).
    pub fn load(storage: Storage) -> (GameFiles, Settings, Party, Vec<Message>) {
        let mut problems = Vec::new();
        let (settings, p) = load_ron::<Settings>(&storage.settings_path()).or_default();
        let settings = settings.sanitized();
        problems.extend(p.map(|p| p.message()));
        let (party, p) = match load_ron::<Party>(&storage.party_path()) {
            // A party that cannot start (partners that do not fit its seats too) is not kept.
            Loaded::Read(party) if Setup::validate_with(&party.rules, party.seats.len(), None).is_ok() => (party, None),
            Loaded::Read(_) => (Party::default(), Some(msg!(NoticePartyReset, file = &storage.party_path()))),
            other => {
                let (party, p) = other.or_default();
                (party, p.map(|p| p.message()))
            }
        };
        problems.extend(p);
        let (profiles, p) = storage.profiles();
        problems.extend(p.iter().map(Localize::message));
        (GameFiles { storage, profiles }, settings, party, problems)
    }

    /// Every profile to choose from: the built-in ones, then the saved ones.
    pub fn all_profiles(&self) -> Vec<(String, RuleSet)> {
        profiles().into_iter().map(|p| (p.name.to_string(), p.rules)).chain(self.profiles.iter().cloned()).collect()
    }
}

/// Messages for the player about files and saves (shown in the menus, in the language in use).
#[derive(Resource, Default, Debug, Clone)]
pub struct Notices(Vec<Message>);

impl Notices {
    /// These messages first (the problems met at start).
    pub fn new(messages: Vec<Message>) -> Notices {
        Notices(messages)
    }

    /// A message for the player.
    pub fn push(&mut self, message: Message) {
        self.0.push(message);
    }

    /// Several messages for the player.
    pub fn extend(&mut self, messages: impl IntoIterator<Item = Message>) {
        self.0.extend(messages);
    }

    /// Every message, oldest first.
    pub fn all(&self) -> &[Message] {
        &self.0
    }
}

fn handle_commands(
    mut commands: Commands,
    mut read: MessageReader<UiCommand>,
    mut screen: ResMut<NextState<Screen>>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut stored: Option<ResMut<GameFiles>>,
    mut notices: ResMut<Notices>,
    mut exit: MessageWriter<AppExit>,
    mut texts: ResMut<Texts>,
    mut party: Option<ResMut<Party>>,
) {
    for cmd in read.read() {
        match cmd.clone() {
            UiCommand::Go(s) => screen.set(s),
            UiCommand::StartGame(setup) => {
                // A party that cannot start stays where it is, and says why.
                if let Err(e) = setup.check() {
                    notices.push(e.message());
                    continue;
                }
                if let Some(st) = stored.as_deref()
                    && let Err(e) = save_ron(&st.storage.party_path(), &setup)
                {
                    notices.push(msg!(NoticePartyNotSaved, reason = e.to_string()));
                }
                commands.insert_resource(setup);
                screen.set(Screen::Table);
            }
            // How cards are named follows at once; the rest is saved below (`save_settings`).
            // (Only when it changes: a change of the texts re-renders what shows them.)
            UiCommand::SaveSettings(new) if new.short_card_names != texts.short_cards() => {
                texts.set_short_cards(new.short_card_names);
            }
            UiCommand::SaveSettings(_) => {}
            UiCommand::SaveProfile(name, rules) => {
                if let Some(st) = stored.as_deref_mut() {
                    match st.storage.save_profile(&name, &rules) {
                        Ok(_) => {
                            st.profiles.retain(|(n, _)| *n != name);
                            st.profiles.push((name.clone(), rules));
                            notices.push(msg!(NoticeProfileSaved, name = name));
                        }
                        Err(e) => notices.push(msg!(NoticeProfileNotSaved, reason = e.to_string())),
                    }
                }
            }
            // The card art follows it (scene/art.rs).
            UiCommand::UseTheme(_) | UiCommand::MakeDeck(_) => {}
            // Learn to play (features/learn.rs).
            UiCommand::Learn(_) => {}
            // The file manager (core/folders.rs).
            UiCommand::OpenFolder(_) => {}
            // The kept matches' commands (features/matches.rs).
            UiCommand::Continue
            | UiCommand::SaveAndQuit
            | UiCommand::LoadMatch(_)
            | UiCommand::DeleteMatch(_)
            | UiCommand::WatchReplay(_) => {}
            UiCommand::UseLanguage(lang) => {
                texts.set_language(lang);
                // The names the game gave follow the language until a match starts with them.
                // (The New game form follows it in menus/party_form.rs.)
                if let Some(p) = party.as_deref_mut() {
                    p.localize_defaults(&texts);
                }
            }
            UiCommand::Overlay(o) => overlay.set(o),
            UiCommand::QuitToMenu => screen.set(Screen::MainMenu),
            UiCommand::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}

/// The settings saved: on disk, in the window's mode, and in effect (a speed or a port chosen in
/// the settings takes over from the command line's).
fn save_settings(
    mut read: MessageReader<UiCommand>,
    mut settings: ResMut<Settings>,
    mut session: ResMut<Session>,
    stored: Option<Res<GameFiles>>,
    mut notices: ResMut<Notices>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    for cmd in read.read() {
        let UiCommand::SaveSettings(new) = cmd else { continue };
        if let Ok(mut w) = windows.single_mut()
            && new.window != settings.window
        {
            w.mode = window_mode(new.window);
        }
        if let Some(st) = stored.as_deref()
            && let Err(e) = save_ron(&st.storage.settings_path(), new)
        {
            notices.push(msg!(NoticeSettingsNotSaved, reason = e.to_string()));
        }
        if new.speed != settings.speed {
            session.speed = None;
        }
        if new.phone_port != settings.phone_port {
            session.port = None;
        }
        *settings = new.clone();
    }
}

/// The window mode for a choice.
pub fn window_mode(c: WindowChoice) -> bevy::window::WindowMode {
    use bevy::window::{MonitorSelection, VideoModeSelection, WindowMode};
    match c {
        WindowChoice::Windowed => WindowMode::Windowed,
        WindowChoice::Borderless => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        WindowChoice::Fullscreen => WindowMode::Fullscreen(MonitorSelection::Current, VideoModeSelection::Current),
    }
}

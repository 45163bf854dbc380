//! The menus: what a click in them means (usable without a window, so tests drive them with the
//! same messages), the files they read and write, and the egui screens themselves.

use bevy::prelude::*;

use crate::ai::BotKind;
use crate::app::core::party::{Party, SeatKind, SeatSetup};
use crate::app::core::settings::{Settings, WindowChoice};
use crate::app::core::schedule::{Overlay, Screen};
use crate::engine::{MAX_SEATS, RuleSet, Setup, profiles};
use crate::i18n::{Localize, Message, Texts};
use crate::msg;
use crate::storage::{Loaded, Storage, load_ron, save_ron};

/// The part without a window: commands, files, notices.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<UiCommand>().init_resource::<Notices>().add_systems(Update, handle_commands);
}

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
    /// Close the game.
    Quit,
}

/// The game's files and what was wrong with them.
#[derive(Resource, Clone, Debug)]
pub struct Stored {
    /// Where the files are.
    pub storage: Storage,
    /// Saved rule profiles.
    pub profiles: Vec<(String, RuleSet)>,
}

impl Stored {
    /// Reads the settings, the last party and the saved profiles; returns them with any problem
    /// found, for the player (damaged files are kept aside as `.bak` and defaults used).
    pub fn load(storage: Storage) -> (Stored, Settings, Party, Vec<Message>) {
        let mut problems = Vec::new();
        let (settings, p) = load_ron::<Settings>(&storage.settings_path()).or_default();
        let settings = settings.sanitized();
        problems.extend(p.map(|p| p.message()));
        let (party, p) = match load_ron::<Party>(&storage.party_path()) {
            Loaded::Read(party) if Setup::validate(party.seats.len(), None).is_ok() => (party, None),
            Loaded::Read(_) => {
                (Party::default(), Some(msg!(NoticePartyReset, file = storage.party_path().display().to_string())))
            }
            other => {
                let (party, p) = other.or_default();
                (party, p.map(|p| p.message()))
            }
        };
        problems.extend(p);
        let (profiles, p) = storage.profiles();
        problems.extend(p.iter().map(Localize::message));
        (Stored { storage, profiles }, settings, party, problems)
    }

    /// Every profile to choose from: the built-in ones, then the saved ones.
    pub fn all_profiles(&self) -> Vec<(String, RuleSet)> {
        profiles().into_iter().map(|p| (p.name.to_string(), p.rules)).chain(self.profiles.iter().cloned()).collect()
    }
}

/// Messages for the player about files and saves (shown in the menus, in the language in use).
#[derive(Resource, Default, Debug, Clone)]
pub struct Notices(pub Vec<Message>);

/// The party set up so far: the last one and the New game form, if open.
#[derive(bevy::ecs::system::SystemParam)]
struct Parties<'w> {
    party: Option<ResMut<'w, Party>>,
    form: Option<ResMut<'w, PartyForm>>,
}

fn handle_commands(
    mut commands: Commands,
    mut read: MessageReader<UiCommand>,
    (mut screen, mut overlay): (ResMut<NextState<Screen>>, ResMut<NextState<Overlay>>),
    mut settings: ResMut<Settings>,
    (stored, mut notices): (Option<ResMut<Stored>>, ResMut<Notices>),
    (mut exit, mut texts, mut parties): (MessageWriter<AppExit>, ResMut<Texts>, Parties),
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    let mut stored = stored;
    for cmd in read.read() {
        match cmd.clone() {
            UiCommand::Go(s) => screen.set(s),
            UiCommand::StartGame(setup) => {
                if let Some(st) = stored.as_deref()
                    && let Err(e) = save_ron(&st.storage.party_path(), &setup)
                {
                    notices.0.push(msg!(NoticePartyNotSaved, reason = e.to_string()));
                }
                commands.insert_resource(setup);
                screen.set(Screen::Table);
            }
            UiCommand::SaveSettings(new) => {
                if let Ok(mut w) = windows.single_mut()
                    && new.window != settings.window
                {
                    w.mode = window_mode(new.window);
                }
                if let Some(st) = stored.as_deref()
                    && let Err(e) = save_ron(&st.storage.settings_path(), &new)
                {
                    notices.0.push(msg!(NoticeSettingsNotSaved, reason = e.to_string()));
                }
                *settings = new;
            }
            UiCommand::SaveProfile(name, rules) => {
                if let Some(st) = stored.as_deref_mut() {
                    match st.storage.save_profile(&name, &rules) {
                        Ok(_) => {
                            st.profiles.retain(|(n, _)| *n != name);
                            st.profiles.push((name.clone(), rules));
                            notices.0.push(msg!(NoticeProfileSaved, name = name));
                        }
                        Err(e) => notices.0.push(msg!(NoticeProfileNotSaved, reason = e.to_string())),
                    }
                }
            }
            // The card art follows it (art.rs).
            UiCommand::UseTheme(_) => {}
            // The kept matches' commands (matches.rs).
            UiCommand::Continue
            | UiCommand::SaveAndQuit
            | UiCommand::LoadMatch(_)
            | UiCommand::DeleteMatch(_)
            | UiCommand::WatchReplay(_) => {}
            UiCommand::UseLanguage(lang) => {
                texts.set_language(lang);
                // The names the game gave follow the language until a match starts with them.
                if let Some(p) = parties.party.as_deref_mut() {
                    p.localize_defaults(&texts);
                }
                if let Some(f) = parties.form.as_deref_mut() {
                    f.localize(&texts);
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

/// The window mode for a choice.
pub fn window_mode(c: WindowChoice) -> bevy::window::WindowMode {
    use bevy::window::{MonitorSelection, VideoModeSelection, WindowMode};
    match c {
        WindowChoice::Windowed => WindowMode::Windowed,
        WindowChoice::Borderless => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        WindowChoice::Fullscreen => WindowMode::Fullscreen(MonitorSelection::Current, VideoModeSelection::Current),
    }
}

/// The New game screen's form: a party being edited.
#[derive(Resource, Clone, Debug)]
pub struct PartyForm {
    /// The party.
    pub setup: Party,
    /// Name to save the rules under.
    pub profile_name: String,
    /// The text of each customizable wild as typed (may be invalid while editing).
    pub custom_texts: Vec<String>,
    /// What is wrong with the form, if anything.
    pub error: Option<Message>,
}

impl PartyForm {
    /// A form holding `setup`.
    pub fn new(setup: Party) -> PartyForm {
        let custom_texts = setup.rules.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
        PartyForm { profile_name: String::new(), custom_texts, error: None, setup }
    }

    /// The party, checked: every person named, 2 to 10 seats, valid custom wild texts.
    pub fn checked(&self) -> Result<Party, Message> {
        let n = self.setup.seats.len();
        // The dealer is checked after the names: a removed seat says so in the form's words.
        Setup::validate(n, None).map_err(|e| e.message())?;
        for (i, s) in self.setup.seats.iter().enumerate() {
            if s.name.trim().is_empty() {
                return Err(msg!(ProblemSeatNeedsName, n = i + 1));
            }
        }
        if let Some(d) = self.setup.dealer
            && d as usize >= n
        {
            return Err(msg!(ProblemDealerGone));
        }
        Ok(self.setup.clone())
    }

    /// Puts what the game wrote in the form (default names, the Customizable Wilds' default
    /// texts) in the language of `texts`; what someone typed stays.
    pub fn localize(&mut self, texts: &Texts) {
        let before: Vec<String> = self.setup.rules.custom_wilds.iter().map(|w| w.text.as_str().to_string()).collect();
        self.setup.localize_defaults(texts);
        for ((typed, old), new) in self.custom_texts.iter_mut().zip(&before).zip(self.setup.rules.custom_wilds.iter()) {
            if typed == old {
                *typed = new.text.as_str().to_string();
            }
        }
    }

    /// Adds a computer player (up to ten seats), named in the language of `texts`.
    pub fn add_seat(&mut self, texts: &Texts) {
        if self.setup.seats.len() < MAX_SEATS {
            let name = crate::app::core::party::free_default_name(texts, &self.setup.seats, false);
            self.setup.seats.push(SeatSetup { name, kind: SeatKind::Bot(BotKind::Normal) });
            self.renumber_defaults(texts);
        }
    }

    /// Removes seat `i` (down to the fewest seats a match has); the dealer is drawn again.
    pub fn remove_seat(&mut self, i: usize, texts: &Texts) {
        if i < self.setup.seats.len() && self.setup.seats.len() > crate::engine::MIN_SEATS {
            self.setup.seats.remove(i);
            self.setup.dealer = None;
            self.renumber_defaults(texts);
        }
    }

    /// Swaps two seats.
    pub fn swap_seats(&mut self, a: usize, b: usize, texts: &Texts) {
        if a < self.setup.seats.len() && b < self.setup.seats.len() {
            self.setup.seats.swap(a, b);
            self.renumber_defaults(texts);
        }
    }

    /// Numbers the default names in seat order, people and computer players each from 1
    /// ("Player 1", "Computer 1", "Computer 2" …), in the language of `texts`; typed names stay,
    /// and a number a typed name uses is skipped.
    fn renumber_defaults(&mut self, texts: &Texts) {
        use crate::i18n::table::{default_name, parse_default_name};
        let mut next = [1u32, 1u32];
        for i in 0..self.setup.seats.len() {
            if parse_default_name(&self.setup.seats[i].name).is_none() {
                continue;
            }
            let person = !matches!(self.setup.seats[i].kind, SeatKind::Bot(_));
            let class = usize::from(person);
            let name = loop {
                let candidate = texts.render(&default_name(person, next[class]));
                next[class] += 1;
                if !self.setup.seats.iter().any(|s| s.name == candidate && parse_default_name(&s.name).is_none()) {
                    break candidate;
                }
            };
            self.setup.seats[i].name = name;
        }
    }

    /// Makes seat `i` a person or a computer player. A default name ("Player 2", "Computer 3")
    /// follows the change, in the language of `texts`; a name someone typed stays.
    pub fn set_kind(&mut self, i: usize, kind: SeatKind, texts: &Texts) {
        if i >= self.setup.seats.len() {
            return;
        }
        self.setup.seats[i].kind = kind;
        self.renumber_defaults(texts);
    }
}

//! The studio's state while it is open, and what opens, feeds and closes it.

use std::collections::HashMap;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::egui;

use super::phone;
use super::work::{self, Source, Work};
use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::Screen;
use crate::app::core::settings::{Session, Settings};
use crate::app::ui::file_browser::{FileBrowser, Wanted};
use crate::i18n::{Localize, Message};
use crate::msg;
use crate::theme::studio::{Deck, Slot, Studio, free_folder};
use crate::theme::{BUILT_IN, ThemeSource};

/// The folder a new deck is saved in: the player's themes folder (a test's own folder).
#[derive(Resource, Clone, Debug)]
pub struct ThemesDir(pub PathBuf);

impl Default for ThemesDir {
    fn default() -> ThemesDir {
        ThemesDir(crate::storage::themes_dir())
    }
}

/// What the file browser was opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Browsing {
    /// A picture for the selection.
    Picture,
    /// Where to export the deck.
    Export,
}

/// The studio while it is open.
#[derive(Resource)]
pub struct StudioScreen {
    /// The deck, its history and where it is saved.
    pub studio: Studio,
    pub(crate) work: Work,
    /// Each slot's painted image, as the studio shows it.
    pub(super) textures: HashMap<Slot, egui::TextureHandle>,
    /// Painted images not yet given to egui.
    pub(super) painted: Vec<(Slot, [usize; 2], Vec<u8>)>,
    /// The deck last sent to the painter.
    pub(super) sent: Option<Deck>,
    pub(super) browser: Option<(FileBrowser, Browsing)>,
    /// What the last action did.
    pub(super) message: Option<Message>,
    /// The "leave without saving?" question is open.
    pub(super) leaving: bool,
    /// A picture being opened (its file's name).
    pub(super) opening: Option<String>,
    /// Where the browser opens.
    pub(super) folder: PathBuf,
    /// A colour's hex field while it is typed in (its index in `ColourField::ALL`).
    pub(super) hex: HashMap<usize, String>,
    /// The field that had the keyboard last frame.
    pub(super) focus: Option<egui::Id>,
    /// Phones sending photos.
    pub(super) phone: Option<phone::PhoneLink>,
    /// The desktop's file dialog, while it is open.
    pub(super) dialog: Option<crate::app::ui::desktop_dialog::DesktopDialog>,
    /// Wakes the window when a worker or a dialog has finished.
    pub(super) wake: Option<work::Wake>,
    /// How long the last picture took from asking to being on the card, in milliseconds.
    pub last_picture_ms: Option<u128>,
}

impl StudioScreen {
    fn new(studio: Studio, wake: Option<work::Wake>) -> StudioScreen {
        let folder = crate::app::ui::file_browser::start_folder();
        StudioScreen {
            studio,
            work: Work::start(wake.clone()),
            textures: HashMap::new(),
            painted: Vec::new(),
            sent: None,
            browser: None,
            message: None,
            leaving: false,
            opening: None,
            folder,
            hex: HashMap::new(),
            focus: None,
            phone: None,
            dialog: None,
            wake: wake.clone(),
            last_picture_ms: None,
        }
    }

    /// Opens a picture for the selection on a worker.
    pub(super) fn open_picture(&mut self, source: Source) {
        self.opening = Some(match &source {
            Source::File(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            Source::Phone(_) => String::new(),
        });
        self.work.open(source, self.studio.selection);
    }

    /// Whether every picture asked for is on its card and every change painted.
    pub fn settled(&self) -> bool {
        self.opening.is_none() && self.painted.is_empty() && self.sent.as_ref() == Some(self.studio.deck())
    }

    /// The file browser opens on `folder` next.
    pub fn browse_from(&mut self, folder: PathBuf) {
        self.folder = folder;
    }

    /// The address a phone sends photos to (tests: a phone of their own), when listening.
    pub fn phone_address(&self) -> Option<&str> {
        match &self.phone {
            Some(phone::PhoneLink::Listening { address, .. }) => Some(address),
            _ => None,
        }
    }

    /// What the last action did, for the player.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }
}

/// The studio on a new deck or a theme, then the studio screen.
pub(crate) fn open_studio(
    mut commands: Commands,
    mut asked: MessageReader<UiCommand>,
    mut screen: ResMut<NextState<Screen>>,
    texts: Res<crate::i18n::Texts>,
    themes: Res<ThemesDir>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    settings: Res<Settings>,
    session: Res<Session>,
) {
    let Some(ask) =
        asked.read().filter_map(|c| if let UiCommand::MakeDeck(d) = c { Some(d.clone()) } else { None }).last()
    else {
        return;
    };
    let themes = themes.0.clone();
    let studio = match ask {
        None => {
            let name = texts.get(crate::i18n::Msg::StudioNewName);
            let deck = Deck::from_built_in(&BUILT_IN[0], &name);
            Studio::new(deck, free_folder(&themes, &name), false)
        }
        Some(ThemeSource::BuiltIn(b)) => {
            let name = match b.key {
                "high-contrast" => texts.get(crate::i18n::Msg::ThemeNameHighContrast),
                _ => texts.get(crate::i18n::Msg::ThemeNameClassic),
            };
            let name = format!("{name} 2");
            let deck = Deck::from_built_in(&b, &name);
            Studio::new(deck, free_folder(&themes, &name), false)
        }
        Some(ThemeSource::Folder(dir)) => {
            let (deck, _problems) = Deck::open(&dir);
            Studio::new(deck, dir, true)
        }
    };
    let wake = proxy.map(|p| {
        let proxy = (**p).clone();
        std::sync::Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }) as work::Wake
    });
    let mut screen_state = StudioScreen::new(studio, wake.clone());
    screen_state.phone = Some(phone::PhoneLink::start(session.phone_port(&settings), &texts, wake));
    commands.insert_resource(screen_state);
    screen.set(Screen::Studio);
}

pub(crate) fn close_studio(mut commands: Commands) {
    commands.remove_resource::<StudioScreen>();
}

/// A picture dropped onto the window goes on the selection; a deck file is installed (the
/// studio says so: the deck is in the picker).
pub(crate) fn dropped_files(
    mut drops: MessageReader<FileDragAndDrop>,
    studio: Option<ResMut<StudioScreen>>,
    themes: Res<ThemesDir>,
) {
    let Some(mut s) = studio else { return };
    for d in drops.read() {
        let FileDragAndDrop::DroppedFile { path_buf, .. } = d else { continue };
        if crate::theme::is_deck_file(path_buf) {
            s.message = Some(match crate::theme::import_deck(path_buf, &themes.0) {
                Ok(folder) => {
                    // Its name from its manifest (checked on import), without painting it.
                    let text = std::fs::read_to_string(folder.join(crate::theme::MANIFEST)).unwrap_or_default();
                    let name = crate::theme::Manifest::name_in(&text).unwrap_or_default();
                    msg!(DeckImported, name = name, folder = &folder)
                }
                Err(e) => e.message(),
            });
        } else {
            s.open_picture(Source::File(path_buf.clone()));
        }
    }
}

/// Saves the deck and makes it the theme in use (remembered in the settings).
pub(crate) fn save(s: &mut StudioScreen, settings: &Settings, cmd: &mut MessageWriter<UiCommand>) -> bool {
    match s.studio.save() {
        Ok(_) => {
            let key = ThemeSource::Folder(s.studio.folder.clone()).key();
            cmd.write(UiCommand::UseTheme(key.clone()));
            cmd.write(UiCommand::SaveSettings(Settings { theme: key, ..settings.clone() }));
            s.message = Some(msg!(StudioSaved, folder = &s.studio.folder));
            true
        }
        Err(e) => {
            s.message = Some(msg!(StudioNotSaved, reason = e.to_string()));
            false
        }
    }
}

/// The message for a picture that could not be opened.
pub(crate) fn picture_problem(file: &str, e: &crate::theme::ImageProblem) -> Message {
    msg!(StudioPictureProblem, file = file, what = e.message())
}

/// Opens the browser for `what`.
pub(crate) fn browse(s: &mut StudioScreen, what: Browsing) {
    let wanted = match what {
        Browsing::Picture => Wanted::Picture,
        Browsing::Export => Wanted::SaveAs(format!(
            "{}.{}",
            s.studio.folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "deck".into()),
            crate::theme::DECK_EXTENSION
        )),
    };
    s.browser = Some((FileBrowser::new(&s.folder, wanted), what));
}

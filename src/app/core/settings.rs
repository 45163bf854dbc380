//! The player's settings, remembered between sessions.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// How the window is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WindowChoice {
    /// A window.
    Windowed,
    /// The whole screen, without changing the display mode.
    Borderless,
    /// Exclusive full screen.
    Fullscreen,
}

/// The smallest and largest UI scale offered.
pub const UI_SCALES: (f32, f32) = (0.75, 2.0);

/// Player-facing settings, remembered between sessions.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed: 1 normal, 0 instant.
    pub speed: f32,
    /// Seconds after a card lands during which its player may still call UNO before anyone can
    /// catch them.
    pub uno_grace: f32,
    /// Seconds a computer player takes to catch someone who forgot UNO (after the grace window).
    pub bot_catch_delay: f32,
    /// Shortest visible thinking time of a computer player, in seconds at speed 1.
    pub bot_pause: f32,
    /// Seconds the round summary stays before an all-computer table deals again.
    pub autoplay_pause: f32,
    /// How the window is shown.
    pub window: WindowChoice,
    /// The card theme: a built-in name (`classic`, `high-contrast`) or a theme folder.
    pub theme: String,
    /// The language of the game's texts; none yet: the system's, on the first start.
    pub language: Option<crate::language::Language>,
    /// The size of menus, prompts and cards: 1 as designed, from 0.75 to 2 (as far as the
    /// window has room).
    pub ui_scale: f32,
    /// Cards jump to their places instead of flying, nothing shakes; none yet: what the desktop
    /// asks for, on the first start.
    pub reduced_motion: Option<bool>,
    /// The sounds' volume, 0 to 1.
    pub volume: f32,
    /// No sound at all.
    pub muted: bool,
    /// Replays sound too (they are watched in silence unless this is on).
    pub replay_sound: bool,
    /// The port the phones connect to (0: any free port), listened on only while a match has
    /// phone seats.
    pub phone_port: u16,
    /// The table's words are read aloud by the desktop's speech service (speech-dispatcher), for
    /// a person who plays without a screen reader.
    pub read_aloud: bool,
    /// Computer players wait until the person has heard the table's last words (read aloud, or
    /// at a screen reader's pace) before they move.
    pub wait_for_words: bool,
    /// Cards named as the Braille deck names them ("r5", "g+2", "wi+4"), on the screen, in the
    /// accessibility tree and read aloud: short for a Braille display.
    pub short_card_names: bool,
}

/// The port phones connect to unless Settings or `--port` say another.
pub const DEFAULT_PHONE_PORT: u16 = 8642;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            uno_grace: 1.0,
            bot_catch_delay: 1.2,
            bot_pause: 0.6,
            autoplay_pause: 3.0,
            window: WindowChoice::Windowed,
            theme: crate::theme::DEFAULT_THEME.to_string(),
            language: None,
            ui_scale: 1.0,
            reduced_motion: None,
            volume: 0.7,
            muted: false,
            replay_sound: false,
            phone_port: DEFAULT_PHONE_PORT,
            read_aloud: false,
            wait_for_words: false,
            short_card_names: false,
        }
    }
}

impl Settings {
    /// The settings with every value in its range (a hand-edited file may hold anything).
    pub fn sanitized(self) -> Settings {
        let d = Settings::default();
        let fit = |v: f32, lo: f32, hi: f32, default: f32| if v.is_finite() { v.clamp(lo, hi) } else { default };
        Settings {
            speed: fit(self.speed, 0.0, 10.0, d.speed),
            uno_grace: fit(self.uno_grace, 0.0, 10.0, d.uno_grace),
            bot_catch_delay: fit(self.bot_catch_delay, 0.0, 20.0, d.bot_catch_delay),
            bot_pause: fit(self.bot_pause, 0.0, 10.0, d.bot_pause),
            autoplay_pause: fit(self.autoplay_pause, 0.0, 60.0, d.autoplay_pause),
            window: self.window,
            theme: if self.theme.trim().is_empty() { d.theme } else { self.theme },
            language: self.language,
            ui_scale: fit(self.ui_scale, UI_SCALES.0, UI_SCALES.1, d.ui_scale),
            reduced_motion: self.reduced_motion,
            volume: fit(self.volume, 0.0, 1.0, d.volume),
            muted: self.muted,
            replay_sound: self.replay_sound,
            phone_port: self.phone_port,
            read_aloud: self.read_aloud,
            wait_for_words: self.wait_for_words,
            short_card_names: self.short_card_names,
        }
    }

    /// Cards jump instead of flying, nothing shakes.
    pub fn reduced_motion(&self) -> bool {
        self.reduced_motion.unwrap_or(false)
    }

    /// How things move by these settings alone (this session may move them otherwise: [`Pace`]).
    pub fn motion(&self) -> Motion {
        Motion { speed: self.speed, reduced: self.reduced_motion() }
    }
}

/// What this session plays with instead of the saved settings, never saved: the command line's
/// `--speed` and `--port`, and a replay's speed while it is watched (set by the replay).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Session {
    /// The animation speed asked for with `--speed`.
    pub speed: Option<f32>,
    /// The phones' port asked for with `--port`.
    pub port: Option<u16>,
    /// The speed of the replay being watched.
    pub replay_speed: Option<f32>,
}

/// How the cards and the big moments move: at what speed, and whether they fly at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Motion {
    /// 1 normal, 0 instant.
    pub speed: f32,
    /// Cards jump instead of flying, nothing shakes.
    pub reduced: bool,
}

impl Motion {
    /// `secs` at this speed (0 when animations are instant).
    pub fn scaled(&self, secs: f32) -> f32 {
        if self.speed <= 0.0 { 0.0 } else { secs / self.speed }
    }

    /// Seconds a card takes to glide to its place: none with reduced motion.
    pub fn glide(&self, secs: f32) -> f32 {
        if self.reduced { 0.0 } else { self.scaled(secs) }
    }
}

/// The table's words the person at the screen is still hearing: each line the table says takes
/// the time a screen reader needs to read it, and the speech service's own lines until it has
/// spoken them. Written by the feature that reads the table aloud; with [`Settings::wait_for_words`]
/// the computer players wait for it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Listening {
    /// When (in seconds of the app's clock) the last line said will have been heard.
    pub heard_at: f32,
    /// The speech service is still speaking.
    pub speaking: bool,
}

/// Characters a screen reader reads in a second at its usual rate (about 180 words a minute).
pub const READ_CHARS_PER_SECOND: f32 = 15.0;

impl Listening {
    /// True while the person is still hearing the table's words at `now`.
    pub fn busy(&self, now: f32) -> bool {
        self.speaking || now < self.heard_at
    }
}

/// The player's settings with this session's overrides: the motion in effect is the replay's
/// speed, else the command line's, else the player's; and the words the person is still hearing.
#[derive(SystemParam)]
pub struct Pace<'w> {
    settings: Res<'w, Settings>,
    session: Res<'w, Session>,
    listening: Option<Res<'w, Listening>>,
}

impl Pace<'_> {
    /// How things move now.
    pub fn motion(&self) -> Motion {
        let speed = self.session.replay_speed.or(self.session.speed).unwrap_or(self.settings.speed);
        Motion { speed, ..self.settings.motion() }
    }

    /// The player's settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// True when the computer players wait at `now` for the person to hear the table's words.
    pub fn words_pending(&self, now: f32) -> bool {
        self.settings.wait_for_words && self.listening.as_ref().is_some_and(|l| l.busy(now))
    }
}

impl Session {
    /// The port the phones connect to: `--port`'s, else the player's.
    pub fn phone_port(&self, settings: &Settings) -> u16 {
        self.port.unwrap_or(settings.phone_port)
    }
}

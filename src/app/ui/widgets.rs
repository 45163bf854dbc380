//! The game's egui widgets in one style (the buttons, labels and panels every screen and overlay
//! uses) and the typed names under which their rectangles go into the layout report.

use std::fmt;

use bevy_egui::egui::{self, Color32, RichText, vec2};

use crate::app::ui::palette;
use crate::engine::{Colour, RuleField, Seat};
use crate::language::Language;

/// A panel the layout report names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The challenge or draw-penalty prompt.
    Challenge,
    /// "Since your turn".
    Recap,
    /// A hand shown after a challenge.
    RevealedHand,
    /// The round or match summary.
    Summary,
    /// The rules reference.
    Rules,
    /// The colour picker.
    ColourPicker,
    /// The seat picker.
    SeatPicker,
    /// The phones' panel.
    Phones,
    /// The pause menu.
    Pause,
    /// The scoreboard.
    Scoreboard,
    /// The settings.
    Settings,
    /// New game.
    NewGame,
    /// The statistics.
    Statistics,
    /// The help (F1).
    Help,
    /// The lesson of Learn to play.
    Lesson,
    /// "What does this card do?" by a card of the hand.
    CardHelp,
    /// The notice of a card theme's problems.
    ThemeNotice,
    /// The main menu.
    MainMenu,
    /// A house rule being played: its text, who it applies to, the table's judgement.
    HouseRule,
    /// The deck studio.
    Studio,
    /// The in-game file browser.
    FileBrowser,
    /// "Leave without saving?" in the deck studio.
    LeaveStudio,
}

/// Everything on screen whose rectangle the layout report gives, by what it is. The report and
/// the window tests read them by the names [`fmt::Display`] writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// The ring of the colour in force.
    Ring,
    /// The name written under the ring.
    ColourName(String),
    /// A seat's name tag.
    SeatLabel(Seat),
    /// "Catch …!" for a seat.
    Catch(Seat),
    /// UNO!
    Uno,
    /// Play the card just drawn.
    PlayDrawn,
    /// Keep the card just drawn.
    KeepDrawn,
    /// Give the chosen cards.
    Give,
    /// A colour of the colour picker.
    Colour(Colour),
    /// A seat of the seat picker.
    Target(Seat),
    /// Who a house rule applies to (`None`: nobody in particular).
    HouseRuleFor(Option<Seat>),
    /// The table's judgement of a house rule: Done (0), or that many cards.
    Judge(u8),
    /// A house rule's text, large on the table.
    HouseRuleText,
    /// The colour before a Wild Draw Four, in the challenge prompt.
    ColourBefore(Colour),
    /// Challenge.
    Challenge,
    /// Take the cards.
    Accept,
    /// OK under "Since your turn".
    RecapOk,
    /// OK under a hand shown after a challenge.
    RevealOk,
    /// Next round.
    NextRound,
    /// New match.
    NewMatch,
    /// Main menu (after a match).
    MainMenu,
    /// The curtain's "Click when ready".
    Curtain,
    /// The button that opens the phones' panel.
    PhonesShow,
    /// The phones' panel: Hide.
    PhonesHide,
    /// The phones' panel: listen on another port.
    OtherPort,
    /// The phones' panel: a seat's QR code.
    PhoneQr(Seat),
    /// Pause menu and the phones' panel: play a phone seat at the computer again.
    TakeBack(Seat),
    /// The phones' panel: show the code of a seat whose phone has joined.
    ShowCode(Seat),
    /// Another phone asks for a seat: give it.
    ClaimGive(Seat),
    /// Another phone asks for a seat: keep it for the phone that has it.
    ClaimKeep(Seat),
    /// A panel.
    Panel(Panel),
    /// A message about a file: open the folder it is in (the message's place in the list).
    NoticeFolder(usize),
    /// "Open the folder" of the statistics' file.
    StatsFolder,
    /// Settings' deck buttons and the deck studio.
    Studio(StudioButton),
    /// The in-game file browser.
    Browser(BrowserButton),
    /// New game: the name field of a seat.
    SeatName(usize),
    /// Main menu: New game.
    NewGame,
    /// Main menu or pause menu: Rules.
    Rules,
    /// Main menu or pause menu: Settings.
    Settings,
    /// Main menu: Quit.
    Quit,
    /// Pause menu: Resume.
    Resume,
    /// Pause menu: Scoreboard.
    Scoreboard,
    /// Pause menu: Quit to the main menu.
    QuitToMenu,
    /// Pause menu: keep playing (after asking to quit).
    KeepPlaying,
    /// Pause menu: quit the match for good.
    ConfirmQuit,
    /// New game: every rule option (the expander).
    EveryRuleOption,
    /// New game: the partners' choice, under the players.
    Partners,
    /// Back.
    Back,
    /// New game: Start.
    Start,
    /// Settings: Save.
    SettingsSave,
    /// A rule option's name.
    RuleName(RuleField),
    /// A rule option's row.
    RuleRow(RuleField),
    /// Settings: the theme picker.
    ThemePicker,
    /// Settings: one theme in the picker.
    ThemeOption(usize),
    /// Settings: open the themes folder.
    OpenThemesFolder,
    /// Settings: one language of the language choice.
    Language(Language),
    /// The OK under a theme notice.
    ThemeNoticeOk,
    /// The table's "Scores (Tab)" button.
    ScoresButton,
    /// Main menu: Continue.
    Continue,
    /// Main menu: the saved matches.
    SavedMatches,
    /// Main menu: the replays.
    Replays,
    /// Pause menu: save and quit.
    SaveAndQuit,
    /// A listed match: load it (saved matches) or watch it (replays).
    OpenMatch(usize),
    /// A listed match: delete it (asks first).
    DeleteMatch(usize),
    /// Delete the match asked about.
    ConfirmDelete,
    /// Keep the match asked about.
    KeepMatch,
    /// Replay: play or pause.
    ReplayPlay,
    /// Replay: one action back.
    ReplayBack,
    /// Replay: one action forward.
    ReplayForward,
    /// Replay: jump to the start of a round (its number).
    ReplayRound(u16),
    /// Replay: whose view (`None`: every hand open).
    ReplayView(Option<Seat>),
    /// Replay: back to the replays.
    ReplayClose,
    /// Undo, at a table with one person.
    Undo,
    /// Main menu: Statistics.
    Statistics,
    /// Settings: the UI scale slider.
    UiScale,
    /// Settings: reduced motion.
    ReducedMotion,
    /// Settings: mute the sound.
    Mute,
    /// Settings: sounds in replays too.
    ReplaySound,
    /// Settings: the line saying whether sound plays.
    SoundStatus,
    /// Settings: the table read aloud by the speech service.
    ReadAloud,
    /// Settings: computer players wait until the words are heard.
    WaitForWords,
    /// Settings: cards named as the Braille deck names them.
    ShortCardNames,
    /// Help (F1), in the top right corner of every screen.
    Help,
    /// Close, under the help.
    HelpClose,
    /// The table is dimmed under a panel (the whole window).
    Dimmed,
    /// The status line.
    Status,
    /// The messages in the middle of the table.
    Toasts,
    /// The winner's place at the top of the round summary and of match over.
    Winner,
    /// A big moment of play shown on the table (`hud::highlights`).
    Highlight(HighlightMark),
    /// The lesson's and the hint's buttons.
    Coach(CoachButton),
    /// The bar of a scroll area whose content is taller than its view (where egui draws it).
    ScrollBar,
}

/// Settings' deck buttons and the deck studio's buttons and fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StudioButton {
    /// Settings: Make a deck.
    Make,
    /// Settings: Edit (the theme in use, or a copy of a built-in one).
    Edit,
    /// Settings: Import deck.
    Import,
    /// The deck's name.
    Name,
    /// Its author.
    Author,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// Save.
    Save,
    /// Export deck.
    Export,
    /// Back to the settings.
    Leave,
    /// A group of the deck (its index in `Group::all()`).
    Group(usize),
    /// One card of the deck shown small (`Slot` by its name: back, table, red-7).
    Card(String),
    /// The card being edited, large (drag to move the picture, wheel to zoom).
    Large,
    /// The zoom slider.
    Zoom,
    /// Choose a picture (the in-game file browser, or the desktop's own dialog).
    ChooseFile,
    /// The desktop's dialog is open: use the game's own browser instead.
    GameBrowser,
    /// Take the picture off.
    TakeOff,
    /// The phone's QR code for sending a photo.
    PhoneQr,
    /// A colour's picker (`ColourField` by its index in `ColourField::ALL`).
    Colour(usize),
    /// A colour's hex field.
    ColourHex(usize),
    /// Add shapes.
    AddShapes,
    /// Shapes on or off.
    Shapes,
    /// The text printed on Customizable Wild `n`.
    CustomText(u8),
    /// Leaving with unsaved changes: save, then leave.
    LeaveSave,
    /// Leaving with unsaved changes: leave without saving.
    LeaveDiscard,
    /// Leaving with unsaved changes: stay.
    LeaveStay,
}

impl fmt::Display for StudioButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = match self {
            StudioButton::Group(i) => return write!(f, "group:{i}"),
            StudioButton::Card(slug) => return write!(f, "card:{slug}"),
            StudioButton::Colour(i) => return write!(f, "colour:{i}"),
            StudioButton::ColourHex(i) => return write!(f, "colour-hex:{i}"),
            StudioButton::CustomText(i) => return write!(f, "custom-text:{i}"),
            StudioButton::Make => "make",
            StudioButton::Edit => "edit",
            StudioButton::Import => "import",
            StudioButton::Name => "name",
            StudioButton::Author => "author",
            StudioButton::Undo => "undo",
            StudioButton::Redo => "redo",
            StudioButton::Save => "save",
            StudioButton::Export => "export",
            StudioButton::Leave => "leave",
            StudioButton::Large => "large",
            StudioButton::Zoom => "zoom",
            StudioButton::ChooseFile => "choose-file",
            StudioButton::GameBrowser => "game-browser",
            StudioButton::TakeOff => "take-off",
            StudioButton::PhoneQr => "phone-qr",
            StudioButton::AddShapes => "add-shapes",
            StudioButton::Shapes => "shapes",
            StudioButton::LeaveSave => "leave-save",
            StudioButton::LeaveDiscard => "leave-discard",
            StudioButton::LeaveStay => "leave-stay",
        };
        f.write_str(plain)
    }
}

/// The in-game file browser's buttons and fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BrowserButton {
    /// The folder above.
    Up,
    /// A place of the side list (home, pictures, downloads …) by its index.
    Place(usize),
    /// A folder or file of the list, by its name.
    Entry(String),
    /// The path field.
    Path,
    /// The file name to save as.
    FileName,
    /// Save here.
    SaveHere,
    /// Cancel.
    Cancel,
}

impl fmt::Display for BrowserButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrowserButton::Up => f.write_str("up"),
            BrowserButton::Place(i) => write!(f, "place:{i}"),
            BrowserButton::Entry(name) => write!(f, "entry:{name}"),
            BrowserButton::Path => f.write_str("path"),
            BrowserButton::FileName => f.write_str("file-name"),
            BrowserButton::SaveHere => f.write_str("save-here"),
            BrowserButton::Cancel => f.write_str("cancel"),
        }
    }
}

/// The buttons of Learn to play and of the Hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoachButton {
    /// Main menu: Learn to play.
    Learn,
    /// New game and the lesson's end: the lesson of the table's rule options.
    LearnOptions,
    /// The lesson: Continue after a telling step.
    LessonContinue,
    /// The lesson: start again.
    LessonRestart,
    /// The lesson: leave it (the main menu).
    LessonLeave,
    /// The lesson's end: play a match (New game).
    LessonPlay,
    /// The Hint button.
    Hint,
    /// The hint's line above the hand.
    HintLine,
    /// New game: Hints allowed.
    HintsAllowed,
}

/// What a show draws on the table, as the layout report names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HighlightMark {
    /// "UNO!" at the seat that called it.
    Uno(Seat),
    /// "Caught!" at the seat caught.
    Caught(Seat),
    /// "+N" at the seat a draw penalty hit, with N.
    Penalty(Seat, u8),
    /// "Skipped" at the seat that lost its turn.
    Skipped(Seat),
    /// The direction arrows turning.
    Reverse,
    /// "Round won!" at the round's winner.
    RoundWinner(Seat),
    /// The round's points flying to the Scores button.
    Points,
    /// The match's winner, in the middle of the table.
    MatchBanner,
}

impl fmt::Display for HighlightMark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HighlightMark::Uno(s) => write!(f, "uno:{s}"),
            HighlightMark::Caught(s) => write!(f, "caught:{s}"),
            HighlightMark::Penalty(s, n) => write!(f, "penalty:{s}:{n}"),
            HighlightMark::Skipped(s) => write!(f, "skipped:{s}"),
            HighlightMark::Reverse => f.write_str("reverse"),
            HighlightMark::RoundWinner(s) => write!(f, "round-winner:{s}"),
            HighlightMark::Points => f.write_str("points"),
            HighlightMark::MatchBanner => f.write_str("match-banner"),
        }
    }
}

impl CoachButton {
    /// The report's name of the lesson's and the hint's buttons.
    pub fn name(self) -> &'static str {
        match self {
            CoachButton::Learn => "learn",
            CoachButton::LearnOptions => "learn-options",
            CoachButton::LessonContinue => "lesson-continue",
            CoachButton::LessonRestart => "lesson-restart",
            CoachButton::LessonLeave => "lesson-leave",
            CoachButton::LessonPlay => "lesson-play",
            CoachButton::Hint => "hint",
            CoachButton::HintLine => "text:hint",
            CoachButton::HintsAllowed => "hints-allowed",
        }
    }
}

impl Panel {
    /// The panel's name in the layout report.
    fn name(self) -> &'static str {
        match self {
            Panel::Challenge => "challenge",
            Panel::Recap => "recap",
            Panel::RevealedHand => "revealed-hand",
            Panel::Summary => "summary",
            Panel::Rules => "rules",
            Panel::ColourPicker => "colour-picker",
            Panel::SeatPicker => "seat-picker",
            Panel::Phones => "phones",
            Panel::Pause => "pause",
            Panel::Scoreboard => "scoreboard",
            Panel::Settings => "settings",
            Panel::NewGame => "new-game",
            Panel::Statistics => "statistics",
            Panel::Help => "help",
            Panel::Lesson => "lesson",
            Panel::CardHelp => "card-help",
            Panel::ThemeNotice => "theme-notice",
            Panel::MainMenu => "main-menu",
            Panel::HouseRule => "house-rule",
            Panel::Studio => "studio",
            Panel::FileBrowser => "file-browser",
            Panel::LeaveStudio => "leave-studio",
        }
    }
}

impl ButtonId {
    /// The report's name of an id that carries nothing more (`None` for those that do).
    fn plain_name(&self) -> Option<&'static str> {
        Some(match self {
            ButtonId::Ring => "ring",
            ButtonId::Uno => "uno",
            ButtonId::Help => "help",
            ButtonId::Statistics => "statistics",
            ButtonId::UiScale => "ui-scale",
            ButtonId::ReducedMotion => "reduced-motion",
            ButtonId::ReadAloud => "read-aloud",
            ButtonId::WaitForWords => "wait-for-words",
            ButtonId::ShortCardNames => "short-card-names",
            ButtonId::Mute | ButtonId::ReplaySound | ButtonId::SoundStatus => return self.sound_name(),
            ButtonId::HelpClose => "help-close",
            ButtonId::PlayDrawn => "play",
            ButtonId::KeepDrawn => "keep",
            ButtonId::Give => "give",
            ButtonId::Challenge => "challenge",
            ButtonId::Accept => "accept",
            ButtonId::RecapOk => "recap-ok",
            ButtonId::RevealOk => "reveal-ok",
            ButtonId::NextRound => "next-round",
            ButtonId::NewMatch => "new-match",
            ButtonId::MainMenu => "main-menu",
            ButtonId::Curtain => "curtain",
            ButtonId::PhonesShow => "phones",
            ButtonId::PhonesHide => "phones-hide",
            ButtonId::OtherPort => "other-port",
            ButtonId::Dimmed => "dimmed",
            ButtonId::Status => "status",
            ButtonId::Toasts => "toasts",
            ButtonId::Winner => "text:winner",
            ButtonId::NewGame => "new-game",
            ButtonId::Rules => "rules",
            ButtonId::Settings => "settings",
            ButtonId::Quit => "quit",
            ButtonId::Resume => "resume",
            ButtonId::Scoreboard => "scoreboard",
            ButtonId::QuitToMenu => "quit-to-menu",
            ButtonId::KeepPlaying => "keep-playing",
            ButtonId::ConfirmQuit => "confirm-quit",
            ButtonId::EveryRuleOption => "every-rule-option",
            ButtonId::Partners => "partners",
            ButtonId::Back => "back",
            ButtonId::Start => "start",
            ButtonId::SettingsSave => "settings-save",
            ButtonId::ThemePicker => "theme-picker",
            ButtonId::OpenThemesFolder => "open-themes-folder",
            ButtonId::ThemeNoticeOk => "theme-notice-ok",
            ButtonId::ScoresButton => "scores",
            ButtonId::Continue => "continue",
            ButtonId::SavedMatches => "saved-matches",
            ButtonId::Replays => "replays",
            ButtonId::SaveAndQuit => "save-and-quit",
            ButtonId::ConfirmDelete => "confirm-delete",
            ButtonId::KeepMatch => "keep-match",
            ButtonId::ReplayPlay => "replay-play",
            ButtonId::ReplayBack => "replay-back",
            ButtonId::ReplayForward => "replay-forward",
            ButtonId::ReplayClose => "replay-close",
            ButtonId::Undo => "undo",
            ButtonId::HouseRuleText => "text:house-rule",
            ButtonId::ScrollBar => "scroll-bar",
            ButtonId::StatsFolder => "stats-folder",
            // Those that carry what they are about: named by `Display`.
            ButtonId::Catch(_) | ButtonId::ClaimGive(_) | ButtonId::ClaimKeep(_) | ButtonId::Colour(_) => return None,
            ButtonId::ColourBefore(_) | ButtonId::ColourName(_) | ButtonId::DeleteMatch(_) => return None,
            ButtonId::Language(_) | ButtonId::OpenMatch(_) | ButtonId::NoticeFolder(_) => return None,
            ButtonId::PhoneQr(_) | ButtonId::ReplayRound(_) | ButtonId::ReplayView(_) => return None,
            ButtonId::RuleName(_) | ButtonId::RuleRow(_) | ButtonId::SeatLabel(_) => return None,
            ButtonId::ShowCode(_) | ButtonId::TakeBack(_) | ButtonId::Target(_) => return None,
            ButtonId::HouseRuleFor(_) | ButtonId::Judge(_) | ButtonId::ThemeOption(_) | ButtonId::SeatName(_) => {
                return None;
            }
            ButtonId::Panel(_) | ButtonId::Highlight(_) | ButtonId::Coach(_) => return None,
            ButtonId::Studio(_) | ButtonId::Browser(_) => return None,
        })
    }
}

impl ButtonId {
    /// The report's name of Settings' sound controls.
    fn sound_name(&self) -> Option<&'static str> {
        match self {
            ButtonId::Mute => Some("mute"),
            ButtonId::ReplaySound => Some("replay-sound"),
            ButtonId::SoundStatus => Some("sound-status"),
            _ => None,
        }
    }
}

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lower = |c: &Colour| c.name().to_lowercase();
        match self {
            ButtonId::ColourName(label) => write!(f, "text:colour:{label}"),
            ButtonId::SeatLabel(s) => write!(f, "label:{s}"),
            ButtonId::Catch(s) => write!(f, "catch:{s}"),
            ButtonId::Colour(c) => write!(f, "colour:{}", lower(c)),
            ButtonId::Target(s) => write!(f, "target:{s}"),
            ButtonId::HouseRuleFor(None) => f.write_str("house-rule-for:nobody"),
            ButtonId::HouseRuleFor(Some(s)) => write!(f, "house-rule-for:{s}"),
            ButtonId::Judge(n) => write!(f, "judge:{n}"),
            ButtonId::ColourBefore(c) => write!(f, "colour-before:{}", lower(c)),
            ButtonId::PhoneQr(s) => write!(f, "phone-qr:{s}"),
            ButtonId::TakeBack(s) => write!(f, "take-back:{s}"),
            ButtonId::ShowCode(s) => write!(f, "show-code:{s}"),
            ButtonId::ClaimGive(s) => write!(f, "claim-give:{s}"),
            ButtonId::ClaimKeep(s) => write!(f, "claim-keep:{s}"),
            ButtonId::RuleName(field) => write!(f, "text:rule-name:{field}"),
            ButtonId::RuleRow(field) => write!(f, "text:rule:{field}"),
            ButtonId::ThemeOption(i) => write!(f, "theme-option:{i}"),
            ButtonId::Language(l) => write!(f, "language:{}", l.code()),
            ButtonId::OpenMatch(i) => write!(f, "open-match:{i}"),
            ButtonId::NoticeFolder(i) => write!(f, "notice-folder:{i}"),
            ButtonId::SeatName(i) => write!(f, "seat-name:{i}"),
            ButtonId::DeleteMatch(i) => write!(f, "delete-match:{i}"),
            ButtonId::ReplayRound(n) => write!(f, "replay-round:{n}"),
            ButtonId::ReplayView(None) => f.write_str("replay-view:all"),
            ButtonId::ReplayView(Some(s)) => write!(f, "replay-view:{s}"),
            ButtonId::Panel(p) => write!(f, "panel:{}", p.name()),
            ButtonId::Highlight(m) => write!(f, "highlight:{m}"),
            ButtonId::Coach(c) => f.write_str(c.name()),
            ButtonId::Studio(b) => write!(f, "studio:{b}"),
            ButtonId::Browser(b) => write!(f, "browser:{b}"),
            plain => f.write_str(plain.plain_name().unwrap_or_default()),
        }
    }
}

/// The band at the window's top that holds the corner buttons (Help; Scores and Undo under it),
/// in points: no panel goes there.
pub const CORNER_BAND: f32 = 72.0;

/// Buttons on screen (name and rectangle in window pixels), filled by the overlays each frame.
#[derive(bevy::prelude::Resource, Default, Debug, Clone)]
pub struct ButtonRects(Vec<(ButtonId, crate::layout::Rect)>);

impl ButtonRects {
    /// Every button drawn this frame and where, in the order drawn.
    pub fn all(&self) -> &[(ButtonId, crate::layout::Rect)] {
        &self.0
    }

    /// Where `id` was last drawn this frame (window pixels).
    pub fn find(&self, id: &ButtonId) -> Option<crate::layout::Rect> {
        self.0.iter().rev().find(|(b, _)| b == id).map(|(_, r)| *r)
    }

    /// A new frame: nothing drawn yet.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

/// Notes where `id` was drawn (in window pixels) for the layout report.
pub fn record(rects: &mut ButtonRects, ctx: &egui::Context, id: ButtonId, r: egui::Rect) {
    let z = ctx.zoom_factor();
    rects.0.push((
        id,
        crate::layout::Rect {
            centre: crate::layout::Pos { x: r.center().x * z, y: r.center().y * z },
            size: crate::layout::Size { w: r.width() * z, h: r.height() * z },
        },
    ));
}

/// Notes where `id` shows: the part of `r` inside `ui`'s clip (a scrolled-away button is not
/// where a click would reach it); nothing when none of it shows, or in egui's sizing pass.
pub fn record_seen(rects: &mut ButtonRects, ui: &egui::Ui, id: ButtonId, r: egui::Rect) {
    let seen = r.intersect(ui.clip_rect());
    if seen.is_positive() && !ui.is_sizing_pass() {
        record(rects, ui.ctx(), id, seen);
    }
}

/// Where egui drew the vertical bar of `scroll` (the part that senses the pointer), when its
/// content is taller than its view: nothing when all of it shows.
pub fn scroll_bar<R>(ui: &egui::Ui, scroll: &egui::scroll_area::ScrollAreaOutput<R>) -> Option<egui::Rect> {
    // egui senses the vertical bar (axis 1) under the scroll area's id with its axis.
    let hidden = scroll.content_size.y - scroll.inner_rect.height();
    (hidden > 0.5).then(|| ui.ctx().read_response(scroll.id.with(1usize))).flatten().map(|bar| bar.rect)
}

/// A button with text of `size` points, at least `min` wide and high.
pub fn button(ui: &mut egui::Ui, text: impl Into<String>, size: f32, min: [f32; 2]) -> egui::Response {
    ui.add(egui::Button::new(RichText::new(text).size(size)).min_size(vec2(min[0], min[1])))
}

/// A button filled with `fill`, its text bold in the ink that reads on it.
pub fn filled_button(
    ui: &mut egui::Ui,
    text: impl Into<String>,
    size: f32,
    fill: Color32,
    min: [f32; 2],
) -> egui::Response {
    let ink = palette::ink_on(fill);
    ui.add(
        egui::Button::new(RichText::new(text).size(size).strong().color(ink)).fill(fill).min_size(vec2(min[0], min[1])),
    )
}

/// The large buttons of the menus.
pub fn menu_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    button(ui, text, 24.0, [260.0, 48.0])
}

/// One line of text that never wraps (an area has no width yet on its first frame).
pub fn line(ui: &mut egui::Ui, text: impl Into<String>, size: f32, colour: Color32) -> egui::Response {
    ui.add(egui::Label::new(RichText::new(text).color(colour).size(size)).wrap_mode(egui::TextWrapMode::Extend))
}

/// A rounded panel of `fill` with a small margin, around what `add` draws.
pub fn chip<R>(
    ui: &mut egui::Ui,
    fill: Color32,
    margin: [i8; 2],
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::InnerResponse<R> {
    egui::Frame::new()
        .fill(fill)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(margin[0], margin[1]))
        .show(ui, add)
}

/// A team's chip (partner play): `text` (its letter, or its name) in dark ink on the team's colour.
pub fn team_chip(ui: &mut egui::Ui, text: impl Into<String>, team: usize, size: f32) -> egui::Response {
    let fill = palette::team(team);
    let text = RichText::new(text).size(size).strong().color(palette::ink_on(fill));
    chip(ui, fill, [5, 1], |ui| ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend))).response
}

/// `value` as a whole number, when it is one (a chart's axis labels only those).
pub fn whole(value: f64) -> Option<i64> {
    ((value - value.round()).abs() < 1e-6).then_some(value.round() as i64)
}

/// The title screen's look for the buttons drawn next in `ui`: the table's greens, gold-edged
/// under the pointer (the main menu, the round summary, match over).
pub fn title_buttons(ui: &mut egui::Ui) {
    let w = &mut ui.visuals_mut().widgets;
    w.inactive.weak_bg_fill = palette::TITLE_BUTTON;
    w.inactive.bg_stroke = egui::Stroke::new(1.0, palette::TITLE_BUTTON_EDGE);
    w.inactive.fg_stroke = egui::Stroke::new(1.0, Color32::from_gray(235));
    w.hovered.weak_bg_fill = palette::TITLE_BUTTON_HOVER;
    w.hovered.bg_stroke = egui::Stroke::new(2.0, palette::GOLD);
    w.hovered.fg_stroke = egui::Stroke::new(1.0, Color32::WHITE);
}

/// Selects the whole text of a text field that just got the focus (a click or Tab into it), so
/// that what is typed replaces a name the game wrote ("Player 1") instead of joining it.
pub fn select_all_on_focus(ui: &egui::Ui, field: &egui::Response, text: &str) {
    if !field.gained_focus() {
        return;
    }
    let mut state = egui::widgets::text_edit::TextEditState::load(ui.ctx(), field.id).unwrap_or_default();
    let all =
        egui::text::CCursorRange::two(egui::text::CCursor::new(0), egui::text::CCursor::new(text.chars().count()));
    state.cursor.set_char_range(Some(all));
    state.store(ui.ctx(), field.id);
}

/// `address` as a QR code `side` points wide, black on a white square with its quiet zone;
/// returns where it is.
pub fn qr_code(ui: &mut egui::Ui, address: &str, side: f32) -> egui::Rect {
    let (rect, _) = ui.allocate_exact_size(vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let Ok(code) = qrcode::QrCode::new(address.as_bytes()) else { return rect };
    let width = code.width();
    // Four modules of quiet zone on every side, as scanners expect.
    let module = side / (width + 8) as f32;
    let origin = rect.min + vec2(4.0 * module, 4.0 * module);
    for (i, c) in code.to_colors().into_iter().enumerate() {
        if c == qrcode::Color::Dark {
            let (x, y) = ((i % width) as f32, (i / width) as f32);
            let min = origin + vec2(x * module, y * module);
            painter.rect_filled(egui::Rect::from_min_size(min, vec2(module + 0.2, module + 0.2)), 0.0, Color32::BLACK);
        }
    }
    rect
}

//! Screenshots for tests and demos, after a delay or at a moment (`--screenshot-after`,
//! `--screenshot-on`), and quitting after a delay.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::flow::TurnPhase;
use crate::app::core::prompt::{OpenPrompt, Prompt};
use crate::app::core::schedule::{AppSystems, Overlay, Screen};
use crate::app::core::shown::Playback;
use crate::app::features::highlights::{HighlightKind, Highlights};
use crate::app::probe::report::{Drawn, Outputs, StatesNow};
use crate::app::ui::widgets::{ButtonId, HighlightMark};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MomentFlags>().add_systems(Update, (screenshots, quit_after).in_set(AppSystems::Report));
}

/// Rendered frames a screenshot waits for once its moment has come (the renderer may run a frame
/// behind the game, and a new egui window takes a frame or two to lay out).
const SCREENSHOT_FRAMES: u64 = 4;
/// A screenshot that comes out as one flat colour is taken again, at most this many times.
const MAX_RETAKES: u32 = 30;

/// The moments a screenshot can be taken at (`--screenshot-on MOMENT FILE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Moment {
    /// The cards are dealt and the first decision waits.
    Deal,
    /// A wild's colour picker.
    ColourPicker,
    /// The seat picker.
    SeatPicker,
    /// The challenge or draw-penalty prompt.
    Challenge,
    /// Play it / Keep it.
    PlayOrKeep,
    /// Choosing cards to give away.
    GiveCards,
    /// A hand shown after a challenge.
    RevealedHand,
    /// The round's summary.
    RoundSummary,
    /// The match's end.
    MatchOver,
    /// The hot-seat curtain.
    Curtain,
    /// A house rule played: its text, who it applies to, the table's judgement.
    HouseRule,
    /// The scoreboard.
    Scoreboard,
    /// The main menu.
    MainMenu,
    /// New game.
    NewGame,
    /// Settings.
    Settings,
    /// The rules reference.
    Rules,
    /// The card theme was loaded again.
    ThemeReload,
    /// "UNO!" at a seat that called it.
    UnoSplash,
    /// A "+4" (or more) on the seat a draw penalty hit.
    DrawFourMark,
    /// The round's winner marked at their seat, and the points flying to the Scores button.
    RoundWon,
    /// The match's winner in the middle of the table.
    MatchWon,
}

impl Moment {
    /// The moment a prompt on screen is.
    pub fn of(prompt: Prompt) -> Moment {
        match prompt {
            Prompt::PlayOrKeep => Moment::PlayOrKeep,
            Prompt::GiveCards => Moment::GiveCards,
            Prompt::ColourPicker => Moment::ColourPicker,
            Prompt::SeatPicker => Moment::SeatPicker,
            Prompt::Challenge => Moment::Challenge,
            Prompt::RevealedHand => Moment::RevealedHand,
            Prompt::RoundSummary => Moment::RoundSummary,
            Prompt::MatchOver => Moment::MatchOver,
            Prompt::Curtain => Moment::Curtain,
            Prompt::HouseRule => Moment::HouseRule,
        }
    }
}

/// For each moment, how many frames it has been true and the rendered-frame count when it began:
/// screenshots wait until what it shows has surely been drawn.
#[derive(Resource, Default, Debug)]
pub struct MomentFlags(Vec<(Moment, u32, u64)>);

/// True when `moment` is happening now.
fn moment_now(
    moment: Moment,
    screen: Option<Screen>,
    overlay: Option<Overlay>,
    phase: Option<TurnPhase>,
    prompt: Option<Prompt>,
    settled: bool,
    theme_reloads: u32,
) -> bool {
    match moment {
        Moment::ThemeReload => theme_reloads > 0,
        Moment::Deal => settled && matches!(phase, Some(TurnPhase::AwaitingHuman | TurnPhase::BotThinking)),
        Moment::Scoreboard => overlay == Some(Overlay::Scoreboard),
        Moment::MainMenu => screen == Some(Screen::MainMenu),
        Moment::NewGame => screen == Some(Screen::NewGame),
        Moment::Settings => screen == Some(Screen::Settings) || overlay == Some(Overlay::Settings),
        Moment::Rules => screen == Some(Screen::Rules) || overlay == Some(Overlay::Rules),
        m => prompt.map(Moment::of) == Some(m),
    }
}

/// Whether `moment`, a show on the table, is on screen now (`marks`: the shows drawn in the last
/// frame); `None` for the moments that are not shows.
fn show_now(moment: Moment, marks: &[HighlightMark]) -> Option<bool> {
    let any = |want: fn(&HighlightMark) -> bool| marks.iter().any(want);
    Some(match moment {
        Moment::UnoSplash => any(|m| matches!(m, HighlightMark::Uno(_))),
        Moment::DrawFourMark => any(|m| matches!(m, HighlightMark::Penalty(_, n) if *n >= 4)),
        Moment::RoundWon => any(|m| matches!(m, HighlightMark::RoundWinner(_))) && any(|m| *m == HighlightMark::Points),
        Moment::MatchWon => any(|m| *m == HighlightMark::MatchBanner),
        _ => return None,
    })
}

/// True when the show of `moment` is at its fullest: popped up, the round's points on their way,
/// nothing fading yet.
fn at_its_fullest(moment: Moment, shows: &Highlights, now: f32) -> bool {
    let kind = match moment {
        Moment::UnoSplash => HighlightKind::Uno,
        Moment::DrawFourMark => HighlightKind::Penalty,
        Moment::RoundWon => HighlightKind::RoundWon,
        Moment::MatchWon => HighlightKind::MatchWon,
        _ => return false,
    };
    // The round's points leave the winner's mark at 15% of the show; every show fades over its
    // last fifth.
    let (from, to) = if kind == HighlightKind::RoundWon { (0.25, 0.75) } else { (0.15, 0.75) };
    shows.active().iter().filter(|a| a.show.kind() == kind).any(|a| {
        let t = a.progress(now);
        a.still || (from..=to).contains(&t)
    })
}

fn screenshots(
    mut commands: Commands,
    mut outputs: ResMut<Outputs>,
    mut flags: ResMut<MomentFlags>,
    playback: Res<Playback>,
    states: StatesNow,
    prompt: Option<Res<OpenPrompt>>,
    windows: Query<(), With<bevy::window::PrimaryWindow>>,
    drawn: Drawn,
) {
    if windows.is_empty() {
        return;
    }
    let StatesNow { phase, screen, overlay } = states;
    let Drawn { theme, rendered, time, buttons, shows, mut clock, .. } = drawn;
    let marks: Vec<HighlightMark> = buttons
        .all()
        .iter()
        .filter_map(|(b, _)| if let ButtonId::Highlight(m) = b { Some(*m) } else { None })
        .collect();
    // Frames drawn, and whether the last ones were drawn whole (no pipeline still compiling).
    let (drawn, whole) = rendered.map_or((u64::MAX, true), |r| (r.total(), r.ready_in_a_row() >= 2));
    let now = time.elapsed_secs();
    let mut take = Vec::new();
    outputs.after.retain(|(secs, path)| {
        if now >= *secs && whole {
            take.push(path.clone());
            false
        } else {
            true
        }
    });
    let phase = phase.map(|p| *p.get());
    let prompt = prompt.and_then(|p| p.get());
    let mut remaining = Vec::new();
    for (moment, path) in std::mem::take(&mut outputs.on) {
        let (frames, since) = match flags.0.iter_mut().find(|(m, _, _)| *m == moment) {
            Some((_, n, t)) => (n, t),
            None => {
                flags.0.push((moment, 0, drawn));
                let last = flags.0.last_mut().expect("just pushed");
                (&mut last.1, &mut last.2)
            }
        };
        let (sc, ov) = (screen.as_ref().map(|s| *s.get()), overlay.as_ref().map(|o| *o.get()));
        let reloads = theme.as_ref().map_or(0, |t| t.reloads);
        let show = show_now(moment, &marks);
        // A show is taken at its fullest, its marks popped up and not yet fading, as soon as the
        // renderer draws whole frames: waiting frames more would catch it half gone.
        let at_full = shows.as_ref().is_some_and(|s| at_its_fullest(moment, s, clock.elapsed_secs()));
        let now = show.unwrap_or_else(|| moment_now(moment, sc, ov, phase, prompt, playback.settled(), reloads));
        if now {
            if *frames == 0 {
                *since = drawn;
            }
            *frames += 1;
        } else {
            *frames = 0;
        }
        // Counted in frames, not seconds: the moment has held for a few updates and the renderer
        // has since drawn a few whole frames.
        let rendered_since = drawn.saturating_sub(*since);
        let ready = match show {
            Some(_) => now && at_full && whole,
            None => *frames >= 3 && whole && (rendered_since >= SCREENSHOT_FRAMES || drawn == u64::MAX),
        };
        if ready && show.is_some() && !clock.is_paused() {
            clock.pause();
            outputs.holding_clock = true;
        }
        if ready { take.push(path) } else { remaining.push((moment, path)) }
    }
    outputs.on = remaining;
    for path in take {
        outputs.pending += 1;
        take_screenshot(&mut commands, path);
    }
}

/// Takes a screenshot of the window into `path` (again, later, if it comes out blank); the
/// game's clock held for it goes on once every screenshot asked for is taken.
fn take_screenshot(commands: &mut Commands, path: PathBuf) {
    commands.spawn(bevy::render::view::screenshot::Screenshot::primary_window()).observe(
        move |ev: On<bevy::render::view::screenshot::ScreenshotCaptured>,
              mut outputs: ResMut<Outputs>,
              mut clock: ResMut<Time<Virtual>>| {
            outputs.pending = outputs.pending.saturating_sub(1);
            if outputs.holding_clock && outputs.pending == 0 {
                outputs.holding_clock = false;
                clock.unpause();
            }
            if is_flat(&ev.image) && outputs.retakes < MAX_RETAKES {
                // Nothing drawn yet but the clear colour: take it again on a later frame.
                outputs.retakes += 1;
                outputs.after.push((0.0, path.clone()));
            } else if let Err(e) = save_png(&ev.image, &path) {
                error!("cannot save the screenshot {}: {e}", path.display());
            }
        },
    );
}

/// Writes a screenshot as PNG, atomically: a reader never sees half a file.
fn save_png(image: &Image, path: &std::path::Path) -> Result<(), String> {
    let rgb = image.clone().try_into_dynamic().map_err(|e| e.to_string())?.to_rgb8();
    let tmp = path.with_extension("png.part");
    rgb.save_with_format(&tmp, ::image::ImageFormat::Png).map_err(|e| e.to_string())?;
    std::fs::rename(&tmp, path).map_err(|e| e.to_string())
}

/// True when an image is a single colour (a frame with nothing drawn on it).
fn is_flat(image: &Image) -> bool {
    let Some(data) = image.data.as_deref() else { return true };
    let mut pixels = data.chunks_exact(4).step_by(97).map(|p| [p[0], p[1], p[2]]);
    let Some(first) = pixels.next() else { return true };
    pixels.all(|p| p == first)
}

fn quit_after(time: Res<Time<Real>>, outputs: Res<Outputs>, mut exit: MessageWriter<AppExit>) {
    if let Some(secs) = outputs.quit_after
        && time.elapsed_secs() >= secs
        && outputs.pending == 0
        && outputs.after.iter().all(|(s, _)| *s > 0.0)
    {
        exit.write(AppExit::Success);
    }
}

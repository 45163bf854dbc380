//! The table in words, for a person who cannot see it: each event as it is shown (their own
//! moves as theirs: "You play Red 7"), their turn when it comes, and on request their hand, the top
//! card and the colour, every hand's size and whose turn it is, or the last five events. What is
//! said goes to [`Spoken`], which the accessibility tree's status node reads and the table shows.
//! A hand is read only to its person, while the screen shows it to them (the curtain's rule).

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::app::core::commands::TableNote;
use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::offer::Offers;
use crate::app::core::schedule::{AppSystems, AtTable, Screen};
use crate::app::core::settings::{Listening, READ_CHARS_PER_SECOND, Settings};
use crate::app::core::shown::{EventShown, ShownView};
use crate::app::core::table::Table;
use crate::app::core::words::{addressed, describe_to};
use crate::engine::{Card, Phase, Seat};
use crate::i18n::readout::{self, CardUse};
use crate::i18n::table::{Device, decision};
use crate::i18n::{Msg, Texts};
use crate::msg;

/// Events a person can ask to hear again.
pub const LAST_EVENTS: usize = 5;
/// Lines kept in [`Spoken`].
const KEPT: usize = 32;

/// What the person at the screen asks to hear (a key at the table).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadAloud {
    /// Their hand, and at their turn what they may play.
    Hand,
    /// The top card, the colour in force and the draw pile.
    Top,
    /// Every hand's size and whose turn it is.
    Counts,
    /// The last five events again.
    Last,
}

/// A line the table said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpokenLine {
    /// Its number: it grows with every line, so a reader tells each once.
    pub n: u64,
    /// The words, in the language in use.
    pub text: String,
    /// The person asked for it (a reading key), rather than it happening at the table.
    pub asked: bool,
}

/// Everything the table said, the newest last (the last few lines kept).
#[derive(Resource, Default, Debug)]
pub struct Spoken {
    lines: VecDeque<SpokenLine>,
    next: u64,
    /// The last events in words, for [`ReadAloud::Last`].
    events: VecDeque<String>,
}

impl Spoken {
    /// The newest line.
    pub fn latest(&self) -> Option<&SpokenLine> {
        self.lines.back()
    }

    /// The lines numbered `n` and later, oldest first.
    pub fn since(&self, n: u64) -> impl Iterator<Item = &SpokenLine> {
        self.lines.iter().filter(move |l| l.n >= n)
    }

    fn say(&mut self, text: String, asked: bool) {
        if text.is_empty() {
            return;
        }
        self.lines.push_back(SpokenLine { n: self.next, text, asked });
        self.next += 1;
        while self.lines.len() > KEPT {
            self.lines.pop_front();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Spoken>()
        .init_resource::<Listening>()
        .init_resource::<SpeechService>()
        .add_message::<ReadAloud>()
        .add_systems(OnEnter(Screen::Table), |mut spoken: ResMut<Spoken>| spoken.events.clear())
        .add_systems(Update, (tell_events, answer, hear).chain().in_set(AppSystems::Report).in_set(AtTable));
}

/// The desktop's speech service (speech-dispatcher's `spd-say`), when it is installed: the lines
/// the table says are spoken in order, one after the other, when Settings ask for it.
#[derive(Resource)]
pub struct SpeechService {
    /// Lines to speak, in the language's code.
    lines: Option<std::sync::mpsc::Sender<(String, &'static str)>>,
    /// Lines sent and not yet spoken.
    pending: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

/// The speech service's program.
const SPD_SAY: &str = "spd-say";

impl Default for SpeechService {
    fn default() -> Self {
        let pending = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let found = std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(SPD_SAY).is_file()));
        if !found {
            return SpeechService { lines: None, pending };
        }
        let (tx, rx) = std::sync::mpsc::channel::<(String, &'static str)>();
        let left = pending.clone();
        let spawned = std::thread::Builder::new().name("speech".into()).spawn(move || {
            for (line, lang) in rx {
                // -w: back when the line has been spoken, so lines never talk over each other.
                let _ = std::process::Command::new(SPD_SAY)
                    .args(["-w", "-l", lang, "--", &line])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .status();
                left.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
            }
        });
        SpeechService { lines: spawned.is_ok().then_some(tx), pending }
    }
}

impl SpeechService {
    /// True when the desktop has a speech service to read the table aloud.
    pub fn available(&self) -> bool {
        self.lines.is_some()
    }

    fn speak(&self, line: &str, language: crate::language::Language) {
        let Some(tx) = &self.lines else { return };
        let lang = match language {
            crate::language::Language::Italian => "it",
            crate::language::Language::English => "en",
        };
        self.pending.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if tx.send((line.to_string(), lang)).is_err() {
            self.pending.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
        }
    }

    fn speaking(&self) -> bool {
        self.pending.load(std::sync::atomic::Ordering::SeqCst) > 0
    }
}

/// The new lines are heard: spoken by the speech service when Settings ask for it, and each takes
/// the time a screen reader needs to read it ([`Listening`], which the computer players wait for
/// when asked to).
fn hear(
    time: Res<Time>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    spoken: Res<Spoken>,
    speech: Res<SpeechService>,
    mut listening: ResMut<Listening>,
    mut heard: Local<u64>,
) {
    let now = time.elapsed_secs();
    for line in spoken.since(*heard) {
        if settings.read_aloud {
            speech.speak(&line.text, texts.language());
        }
        let reading = line.text.chars().count() as f32 / READ_CHARS_PER_SECOND;
        listening.heard_at = listening.heard_at.max(now) + reading;
    }
    *heard = spoken.next;
    let speaking = settings.read_aloud && speech.speaking();
    if listening.speaking != speaking {
        listening.speaking = speaking;
    }
}

/// Each event as it is shown, in words as the person at the screen is told it; then what they must
/// decide, each time a new decision of theirs is on screen ("Your turn: …", "Choose a colour").
fn tell_events(
    table: Res<Table>,
    texts: Res<Texts>,
    shown: Res<ShownView>,
    viewpoint: Res<Viewpoint>,
    mut events: MessageReader<EventShown>,
    mut spoken: ResMut<Spoken>,
    mut decided: Local<Option<(Seat, String)>>,
) {
    let you = addressed(&table).or(viewpoint.viewer());
    for EventShown(e) in events.read() {
        if let Some(m) = describe_to(&table, e, you) {
            let line = texts.render(&m);
            spoken.events.push_back(line.clone());
            while spoken.events.len() > LAST_EVENTS {
                spoken.events.pop_front();
            }
            spoken.say(line, false);
        }
    }
    if !shown.is_changed() && !viewpoint.is_changed() {
        return;
    }
    let now = viewpoint.viewer().filter(|&me| table.is_human(me)).and_then(|me| {
        let view = shown.view(Some(me));
        let name = |s: Seat| table.name(s).to_string();
        (view.to_act() == Some(me))
            .then(|| decision(&view, me, Device::Screen, name))
            .flatten()
            .map(|m| (me, texts.render(&m)))
    });
    if now != *decided {
        if let Some((_, line)) = &now {
            spoken.say(line.clone(), false);
        }
        *decided = now;
    }
}

/// What the table reads to answer the person's keys.
#[derive(bevy::ecs::system::SystemParam)]
struct ReadFrom<'w> {
    table: Res<'w, Table>,
    texts: Res<'w, Texts>,
    shown: Res<'w, ShownView>,
    viewpoint: Res<'w, Viewpoint>,
    curtain: Res<'w, Curtain>,
    offers: Res<'w, Offers>,
}

/// Reads what the person asked for, from what the screen shows them.
fn answer(
    from: ReadFrom,
    mut asked: MessageReader<ReadAloud>,
    mut spoken: ResMut<Spoken>,
    mut notes: MessageWriter<TableNote>,
) {
    for what in asked.read() {
        let text = from.read(*what, &spoken);
        notes.write(TableNote(msg!(ReadAloudLine, text = text.as_str())));
        spoken.say(text, true);
    }
}

impl ReadFrom<'_> {
    fn read(&self, what: ReadAloud, spoken: &Spoken) -> String {
        let texts = &*self.texts;
        let me = self.viewpoint.viewer().filter(|_| self.curtain.for_seat.is_none());
        let view = self.shown.view(me);
        let name = |s: Seat| self.table.name(s).to_string();
        match what {
            ReadAloud::Hand => match me {
                Some(me) if self.viewpoint.shows_hand(me) => {
                    let turn = view.to_act() == Some(me) && matches!(view.phase, Phase::Turn { .. });
                    let offered = self.offers.shown(me);
                    let playable: Vec<Card> =
                        view.hand.cards().filter(|&c| readout::card_use(offered, c) == CardUse::Play).collect();
                    readout::hand(texts, &view, turn.then_some(&playable[..]))
                }
                _ => texts.get(Msg::ReadHandHidden),
            },
            ReadAloud::Top => readout::top(texts, &view),
            ReadAloud::Counts => readout::counts(texts, &view, &name),
            ReadAloud::Last if spoken.events.is_empty() => texts.get(Msg::ReadNothingYet),
            ReadAloud::Last => spoken.events.iter().cloned().collect::<Vec<_>>().join(". "),
        }
    }
}

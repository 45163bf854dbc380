//! How a table opens: on a lesson, a replay to watch, a kept match to resume, or the party of a
//! new match; and what is cleared when it closes.

use bevy::prelude::*;

use crate::app::core::commands::Notices;
use crate::app::core::match_file::MatchFile;
use crate::app::core::party::Party;
use crate::app::core::schedule::Screen;
use crate::app::core::shown::{EventQueue, ShownView};
use crate::app::core::table::Table;
use crate::engine::{MatchLog, RoundResult, RuleSet};
use crate::lesson::{Lesson, LessonKind};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), start_match).add_systems(OnExit(Screen::Table), end_match);
}

fn end_match(mut commands: Commands, mut queue: ResMut<EventQueue>) {
    commands.remove_resource::<Table>();
    commands.remove_resource::<ShownView>();
    queue.clear();
}

/// A replay to watch when the table opens, instead of a match to play.
#[derive(Resource, Clone, Debug)]
pub struct OpenReplay(MatchFile);

impl OpenReplay {
    /// The table opens on a replay of `file`.
    pub fn new(file: MatchFile) -> OpenReplay {
        OpenReplay(file)
    }
}

/// A match to resume when the table opens (Continue, Load), instead of a new one.
#[derive(Resource, Clone, Debug)]
pub struct Resume(MatchFile);

impl Resume {
    /// The table opens on `file`'s match.
    pub fn new(file: MatchFile) -> Resume {
        Resume(file)
    }
}

/// A lesson of Learn to play to open when the table opens, instead of a match: which lesson, and
/// the rules whose options the second lesson teaches.
#[derive(Resource, Clone, Debug)]
pub struct OpenLesson {
    /// Which lesson.
    pub kind: LessonKind,
    /// The table's rules (the options lesson shows those that are on).
    pub rules: RuleSet,
}

impl OpenLesson {
    /// The first lesson.
    pub fn basics() -> OpenLesson {
        OpenLesson { kind: LessonKind::Basics, rules: RuleSet::default() }
    }

    /// The lesson of the options that `rules` has on.
    pub fn options(rules: &RuleSet) -> OpenLesson {
        OpenLesson { kind: LessonKind::Options, rules: rules.clone() }
    }

    /// The lesson itself, at its start; `None` for an options lesson of rules with no option on.
    pub fn lesson(&self) -> Option<Lesson> {
        match self.kind {
            LessonKind::Basics => Some(Lesson::basics()),
            LessonKind::Options => Lesson::options(&self.rules),
        }
    }

    /// The lesson's table at its start, its seats named in the language of `texts`; `None` for an
    /// options lesson of rules with no option on.
    pub fn table(&self, texts: &crate::i18n::Texts) -> Option<Table> {
        let lesson = self.lesson()?;
        let names = lesson.seat_names().iter().map(|m| texts.render(m)).collect();
        Some(Table::of_lesson(lesson, names))
    }
}

/// What a table opens on: a lesson, a replay to watch, a match to resume, or the party of a new
/// match.
#[derive(bevy::ecs::system::SystemParam)]
struct Opening<'w> {
    lesson: Option<Res<'w, OpenLesson>>,
    texts: Res<'w, crate::i18n::Texts>,
    setup: Option<Res<'w, Party>>,
    resume: Option<Res<'w, Resume>>,
    watch: Option<Res<'w, OpenReplay>>,
}

/// A match has opened at the table: new, resumed, a replay to watch or a lesson; triggered once the
/// [`Table`] is in place. What is kept per match elsewhere (who sees the screen, the scoreboard's
/// rounds, a replay's position) starts from it.
#[derive(Event, Clone, Debug)]
pub struct MatchOpened {
    /// The rounds already played (a resumed match's; none otherwise).
    pub rounds: Vec<RoundResult>,
    /// The log watched, when the match is a replay.
    pub replay: Option<MatchLog>,
}

fn start_match(
    mut commands: Commands,
    opening: Opening,
    mut queue: ResMut<EventQueue>,
    mut notices: ResMut<Notices>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Opening { lesson, texts, setup, resume, watch } = opening;
    if let Some(open) = lesson {
        commands.remove_resource::<OpenLesson>();
        if let Some(table) = open.table(&texts) {
            commands.insert_resource(ShownView::new(table.live_game()));
            commands.insert_resource(table);
            commands.trigger(MatchOpened { rounds: Vec::new(), replay: None });
            return;
        }
        notices.push(crate::msg!(LessonNoOptions));
        screen.set(Screen::MainMenu);
        return;
    }
    if let Some(watch) = watch {
        commands.remove_resource::<OpenReplay>();
        match Table::replay_of(&watch.0) {
            Ok(table) => {
                commands.insert_resource(ShownView::new(table.live_game()));
                commands.insert_resource(table);
                commands.trigger(MatchOpened { rounds: Vec::new(), replay: Some(watch.0.log.clone()) });
                return;
            }
            Err(e) => error!("cannot watch the replay: {e}"),
        }
    }
    if let Some(resume) = resume {
        commands.remove_resource::<Resume>();
        match Table::resume(&resume.0) {
            Ok(table) => {
                // Everything up to here has been shown: the cards are laid out as they lie.
                commands.insert_resource(ShownView::new(table.live_game()));
                let rounds = table.rounds().to_vec();
                commands.insert_resource(table);
                commands.trigger(MatchOpened { rounds, replay: None });
                return;
            }
            Err(e) => error!("cannot resume the match: {e}"),
        }
    }
    let setup = setup.map(|s| s.clone()).unwrap_or_default();
    // A party that cannot start (partners that do not fit its seats) goes back to New game, which
    // says why, rather than leaving an empty table.
    if let Err(e) = setup.check() {
        notices.push(crate::i18n::Localize::message(&e));
        screen.set(Screen::NewGame);
        return;
    }
    match Table::new(&setup) {
        Ok((table, before, events)) => {
            commands.insert_resource(ShownView::new(&before));
            queue.push_batch(events, table.live_game());
            commands.insert_resource(table);
            commands.trigger(MatchOpened { rounds: Vec::new(), replay: None });
        }
        Err(e) => error!("cannot start the match: {e}"),
    }
}

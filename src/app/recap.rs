//! What happened while a person was away from the screen. Every event shown on the table is kept
//! as a line of the table's log (what everyone saw: plays, draws, colours named); when the curtain
//! lifts for a person, the lines since they last held the screen become their recap, shown until
//! they make their move.

use bevy::prelude::*;

use super::cards::Shown;
use super::curtain::CurtainLifted;
use super::table::Table;
use super::{AppSystems, Screen};
use crate::engine::{Direction, Event, Seat, Zone};
use crate::i18n::table::colour_key;
use crate::i18n::{Localize, Message};
use crate::msg;

/// Lines kept in the log; a recap shows the last few of them.
const KEPT: usize = 200;
/// Lines in one recap.
pub const RECAP_LINES: usize = 8;

/// The person at the screen read "Since your turn" (OK, or a key): it closes.
#[derive(Message, Clone, Copy, Debug)]
pub struct RecapRead;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableLog>()
        .init_resource::<Recap>()
        .add_message::<RecapRead>()
        .add_systems(Update, close_when_read.in_set(super::AppSystems::Input))
        .add_systems(OnEnter(Screen::Table), |mut log: ResMut<TableLog>, mut recap: ResMut<Recap>| {
            *log = TableLog::default();
            *recap = Recap::default();
        })
        .add_systems(
            Update,
            // The recap reads how far its person had seen before the log marks the new view.
            (open_recap, log_shown, close_recap).chain().in_set(AppSystems::Report).run_if(in_state(Screen::Table)),
        );
}

/// Everything shown on the table, as lines a player reads (kept as messages: they are read in the
/// language in use when shown).
#[derive(Resource, Default, Debug)]
pub struct TableLog {
    /// The last lines, oldest first.
    lines: std::collections::VecDeque<Message>,
    /// Lines written since the table opened.
    total: usize,
    /// For each seat, the log's length when that person last held the screen.
    seen: Vec<usize>,
    /// The line number of the round's first line: a recap tells nothing of an earlier round
    /// (its summary did).
    round_start: usize,
}

impl TableLog {
    /// The lines written after line number `from` (at most the kept ones).
    fn since(&self, from: usize) -> Vec<Message> {
        let kept_from = self.total - self.lines.len();
        self.lines.iter().skip(from.saturating_sub(kept_from)).cloned().collect()
    }
}

/// What a person who just took the screen missed.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Recap {
    /// Whose recap it is.
    pub for_seat: Option<Seat>,
    /// What happened since their last turn, oldest first (at most [`RECAP_LINES`]).
    pub lines: Vec<Message>,
    /// Events that were not put into lines (more than fit).
    pub more: usize,
    /// Actions applied when it opened: it closes at the person's first move.
    opened_at: u64,
}

/// An event in words, as everyone at the table saw it (rendered in the language in use when it is
/// drawn); `None` for what is not news (turns starting, cards dealt).
pub fn describe(table: &Table, e: &Event) -> Option<Message> {
    let name = |s: Seat| table.name(s).to_string();
    Some(match e {
        Event::RoundStarted { round, dealer, .. } => msg!(RecapRoundStarted, round = *round, dealer = name(*dealer)),
        Event::CardMoved { card: Some(card), from: Zone::DrawPile, to: Zone::DiscardPile } => {
            msg!(RecapFirstCard, card = card.message())
        }
        Event::CardMoved { card: Some(card), from: Zone::Hand(s), to: Zone::DiscardPile } => {
            msg!(RecapPlayed, who = name(*s), card = card.message())
        }
        Event::ColourChosen { seat, colour } => msg!(RecapColourNamed, who = name(*seat), colour = colour_key(*colour)),
        Event::Skipped { seat } => msg!(RecapSkipped, who = name(*seat)),
        Event::DirectionChanged { direction: Direction::Clockwise } => msg!(RecapClockwise),
        Event::DirectionChanged { direction: Direction::CounterClockwise } => msg!(RecapCounterClockwise),
        Event::Drew { seat, count } => msg!(RecapDraws, who = name(*seat), n = *count),
        Event::UnoCalled { seat } => msg!(RecapUno, who = name(*seat)),
        Event::UnoMissed { seat } => msg!(RecapUnoMissed, who = name(*seat)),
        Event::Caught { catcher, target, penalty } => {
            msg!(RecapCaught, catcher = name(*catcher), target = name(*target), n = *penalty)
        }
        Event::Challenged { challenger, offender, bluff: true } => {
            msg!(RecapChallengedBluff, challenger = name(*challenger), offender = name(*offender))
        }
        Event::Challenged { challenger, offender, bluff: false } => {
            msg!(RecapChallengedFair, challenger = name(*challenger), offender = name(*offender))
        }
        Event::HandsSwapped { a, b } => msg!(RecapSwapped, a = name(*a), b = name(*b)),
        Event::HandsRotated { .. } => msg!(RecapRotated),
        Event::Reshuffled { .. } => msg!(RecapReshuffled),
        Event::WrongCard { seat, card } => msg!(RecapWrongCard, who = name(*seat), card = card.message()),
        Event::TableTalkPenalty { seat } => msg!(RecapTableTalk, who = name(*seat)),
        Event::FirstCardReturned { card } => msg!(RecapFirstCardReturned, card = card.message()),
        Event::Passed { seat } => msg!(RecapPassed, who = name(*seat)),
        Event::TookBack { seat } => msg!(RecapTookBack, who = name(*seat)),
        _ => return None,
    })
}

/// Writes each shown event into the log, and notes how far the person at the screen has seen.
fn log_shown(table: Option<Res<Table>>, mut shown: MessageReader<Shown>, mut log: ResMut<TableLog>) {
    let Some(table) = table else { return };
    for Shown(e) in shown.read() {
        if let Some(line) = describe(&table, e) {
            if matches!(e, Event::RoundStarted { .. }) {
                log.round_start = log.total;
            }
            log.lines.push_back(line);
            log.total += 1;
            if log.lines.len() > KEPT {
                log.lines.pop_front();
            }
        }
    }
    if log.seen.len() != table.seats.len() {
        log.seen = vec![0; table.seats.len()];
    }
    if let Some(v) = table.viewer {
        log.seen[v as usize] = log.total;
    }
}

/// The curtain lifted: the person gets the lines since they last held the screen.
fn open_recap(
    table: Option<Res<Table>>,
    mut lifted: MessageReader<CurtainLifted>,
    log: Res<TableLog>,
    mut recap: ResMut<Recap>,
) {
    let Some(table) = table else { return };
    if lifted.read().count() == 0 {
        return;
    }
    let Some(v) = table.viewer else { return };
    let from = log.seen.get(v as usize).copied().unwrap_or(0).max(log.round_start);
    let mut lines = log.since(from);
    let more = lines.len().saturating_sub(RECAP_LINES);
    lines.drain(..more);
    *recap = Recap { for_seat: Some(v), lines, more, opened_at: table.actions_applied };
}

/// The recap goes once its person has made a move, or another person holds the screen.
fn close_recap(table: Option<Res<Table>>, mut recap: ResMut<Recap>) {
    let Some(table) = table else { return };
    let Some(s) = recap.for_seat else { return };
    if table.viewer != Some(s) || table.actions_applied > recap.opened_at {
        *recap = Recap::default();
    }
}

/// Closes "Since your turn" once it was read.
fn close_when_read(mut read: MessageReader<RecapRead>, mut recap: ResMut<Recap>) {
    if read.read().count() > 0 {
        *recap = Recap::default();
    }
}

#[cfg(test)]
mod tests {
    use super::describe;
    use crate::ai::BotKind;
    use crate::app::table::{Party, Table};
    use crate::engine::{Card, Colour, Event, Zone};
    use crate::i18n::{Language, Texts};

    #[test]
    fn events_read_in_the_language_in_use_with_counts_in_words() {
        let (table, _, _) = Table::new(&Party::simple(3, 1, BotKind::Basic, 5)).expect("a table");
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let line = |texts: &Texts, e: Event| texts.render(&describe(&table, &e).expect("news"));
        let draws = |count| Event::Drew { seat: 1, count };
        assert_eq!(line(&en, draws(1)), "Computer 1 draws a card");
        assert_eq!(line(&en, draws(2)), "Computer 1 draws 2 cards");
        assert_eq!(line(&it, draws(1)), "Computer 1 pesca una carta");
        assert_eq!(line(&it, draws(4)), "Computer 1 pesca 4 carte");
        let card = Some(Card::number(Colour::Red, 7));
        let played = Event::CardMoved { card, from: Zone::Hand(0), to: Zone::DiscardPile };
        assert_eq!(line(&en, played.clone()), "Player 1 plays Red 7");
        assert_eq!(line(&it, played), "Player 1 gioca 7 rosso");
        let named = Event::ColourChosen { seat: 2, colour: Colour::Green };
        assert_eq!(line(&en, named.clone()), "Computer 2 names Green");
        assert_eq!(line(&it, named), "Computer 2 sceglie il verde");
        let dealt = Event::RoundStarted { round: 2, dealer: 1, cards: 80 };
        assert_eq!(line(&en, dealt.clone()), "Round 2: Computer 1 deals");
        assert_eq!(line(&it, dealt), "Smazzata 2: distribuisce Computer 1");
        let first = Event::CardMoved { card, from: Zone::DrawPile, to: Zone::DiscardPile };
        assert_eq!(line(&en, first.clone()), "First card turned: Red 7");
        assert_eq!(line(&it, first), "Prima carta scoperta: 7 rosso");
    }
}

//! The table's events in words, as everyone at the table saw them: the recap, the toasts and the
//! phones' last moves read the same lines.

use crate::app::core::table::Table;
use crate::engine::{Direction, Event, Seat, Zone};
use crate::i18n::table::colour_key;
use crate::i18n::{Localize, Message};
use crate::msg;

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

#[cfg(test)]
mod tests {
    use super::describe;
    use crate::ai::BotKind;
    use crate::app::core::party::Party;
    use crate::app::core::table::Table;
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

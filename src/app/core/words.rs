//! The table's events in words, as everyone at the table saw them: the recap, the toasts and the
//! phones' last moves read the same lines. Also a team's players by the names at this table (the
//! words are `i18n::table`'s).

use crate::app::core::party::Seated;
use crate::app::core::table::Table;
use crate::engine::{Direction, Event, Seat, Teams, Zone};
use crate::i18n::Message;
use crate::i18n::table::colour_key;
use crate::msg;

/// An event in words, as everyone at the table saw it (rendered in the language in use when it is
/// drawn); `None` for what is not news (turns starting, cards dealt).
pub fn describe(table: &Table, e: &Event) -> Option<Message> {
    let name = |s: Seat| table.name(s).to_string();
    Some(match e {
        Event::RoundStarted { round, dealer, .. } => msg!(RecapRoundStarted, round = *round, dealer = name(*dealer)),
        Event::CardMoved { card: Some(card), from: Zone::DrawPile, to: Zone::DiscardPile } => {
            msg!(RecapFirstCard, card = card)
        }
        Event::CardMoved { card: Some(card), from: Zone::Hand(s), to: Zone::DiscardPile } => {
            msg!(RecapPlayed, who = name(*s), card = card)
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
        Event::WrongCard { seat, card } => msg!(RecapWrongCard, who = name(*seat), card = card),
        Event::TableTalkPenalty { seat } => msg!(RecapTableTalk, who = name(*seat)),
        Event::FirstCardReturned { card } => msg!(RecapFirstCardReturned, card = card),
        Event::Passed { seat } => msg!(RecapPassed, who = name(*seat)),
        Event::TookBack { seat } => msg!(RecapTookBack, who = name(*seat)),
        Event::HouseRuleFor { seat, target: Some(t), .. } => {
            msg!(RecapHouseRuleFor, who = name(*seat), target = name(*t))
        }
        Event::HouseRuleFor { seat, target: None, .. } => msg!(RecapHouseRuleForNobody, who = name(*seat)),
        Event::HouseRuleJudged { penalty: 0, .. } => msg!(RecapHouseRuleDone),
        Event::HouseRuleJudged { target: Some(t), penalty, .. } => {
            msg!(RecapHouseRulePenalty, who = name(*t), n = *penalty)
        }
        _ => return None,
    })
}

/// The person alone at the computer, when there is one: the table's messages speak to them
/// ("You draw 2 cards", "Devi pescare 4 carte"). With several people at the computer the names say
/// who is meant.
pub fn addressed(table: &Table) -> Option<Seat> {
    (table.humans() == 1).then(|| (0..table.seat_count() as Seat).find(|&s| table.is_human(s))).flatten()
}

/// An event in words as the table's messages say it: to `you` (the person alone at the
/// computer, [`addressed`]) in the second person when it is about them, else as [`describe`].
pub fn describe_to(table: &Table, e: &Event, you: Option<Seat>) -> Option<Message> {
    let Some(you) = you else { return describe(table, e) };
    let name = |s: Seat| table.name(s).to_string();
    Some(match *e {
        Event::CardMoved { card: Some(card), from: Zone::Hand(s), to: Zone::DiscardPile } if s == you => {
            msg!(YouPlayed, card = card)
        }
        Event::ColourChosen { seat, colour } if seat == you => msg!(YouColourNamed, colour = colour_key(colour)),
        Event::Skipped { seat } if seat == you => msg!(YouSkipped),
        Event::Drew { seat, count } if seat == you => msg!(YouDraw, n = count),
        Event::UnoCalled { seat } if seat == you => msg!(YouUno),
        Event::UnoMissed { seat } if seat == you => msg!(YouUnoMissed),
        Event::Caught { catcher, target, penalty } if catcher == you => {
            msg!(YouCaught, target = name(target), n = penalty)
        }
        Event::Caught { catcher, target, penalty } if target == you => {
            msg!(YouWereCaught, catcher = name(catcher), n = penalty)
        }
        Event::Challenged { challenger, offender, bluff } if challenger == you => match bluff {
            true => msg!(YouChallengedBluff, offender = name(offender)),
            false => msg!(YouChallengedFair, offender = name(offender)),
        },
        Event::Challenged { challenger, offender, bluff } if offender == you => match bluff {
            true => msg!(YouWereChallengedBluff, challenger = name(challenger)),
            false => msg!(YouWereChallengedFair, challenger = name(challenger)),
        },
        Event::HandsSwapped { a, b } if a == you || b == you => {
            msg!(YouSwapped, other = name(if a == you { b } else { a }))
        }
        Event::WrongCard { seat, card } if seat == you => msg!(YouWrongCard, card = card),
        Event::TableTalkPenalty { seat } if seat == you => msg!(YouTableTalk),
        Event::Passed { seat } if seat == you => msg!(YouPassed),
        Event::TookBack { seat } if seat == you => msg!(YouTookBack),
        Event::HouseRuleFor { seat, target: Some(t), .. } if seat == you => msg!(YouHouseRuleFor, target = name(t)),
        Event::HouseRuleFor { seat, target: None, .. } if seat == you => msg!(YouHouseRuleForNobody),
        Event::HouseRuleJudged { target: Some(t), penalty, .. } if t == you && penalty > 0 => {
            msg!(YouHouseRulePenalty, n = penalty)
        }
        _ => return describe(table, e),
    })
}

/// The players of team `team` in a row, by their names at this table: "Anna and Luca".
pub fn team_players(table: &Table, teams: Teams, team: usize) -> Message {
    crate::i18n::table::team_players(teams, team, |s| table.name(s).to_string())
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

#[cfg(test)]
mod team_tests {
    use super::team_players;
    use crate::ai::BotKind;
    use crate::app::core::party::Party;
    use crate::app::core::table::Table;
    use crate::engine::{Partners, Teams};
    use crate::i18n::table::team_name;
    use crate::i18n::table::{Device, match_winner};
    use crate::i18n::{Language, Texts};

    #[test]
    fn teams_read_by_letter_and_by_their_players_in_both_languages() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let mut party = Party::simple(6, 2, BotKind::Basic, 5);
        party.rules.partners = Partners::Pairs;
        let (table, _, _) = Table::new(&party).expect("a table of three pairs");
        let teams = table.rules().teams(6);
        assert_eq!(en.render(&team_name(2)), "Team C");
        assert_eq!(it.render(&team_name(2)), "Squadra C");
        // Partners sit apart: seats 1 and 4 (Player 2 and Computer 3).
        assert_eq!(en.render(&team_players(&table, teams, 1)), "Player 2 and Computer 3");
        assert_eq!(it.render(&team_players(&table, teams, 1)), "Player 2 e Computer 3");
        assert_eq!(
            en.render(&match_winner(teams, 4, Device::Screen, |s| table.name(s).to_string())),
            "Player 2 and Computer 3 win the match"
        );
        assert_eq!(
            it.render(&match_winner(teams, 4, Device::Screen, |s| table.name(s).to_string())),
            "Player 2 e Computer 3 vincono la partita"
        );
        party.rules.partners = Partners::Threes;
        let (table, _, _) = Table::new(&party).expect("a table of two threes");
        let teams = table.rules().teams(6);
        assert_eq!(en.render(&team_players(&table, teams, 0)), "Player 1, Computer 1 and Computer 3");
        assert_eq!(it.render(&team_players(&table, teams, 0)), "Player 1, Computer 1 e Computer 3");
        // Without partners the winner alone.
        assert_eq!(
            en.render(&match_winner(Teams::solo(6), 1, Device::Screen, |s| table.name(s).to_string())),
            "Player 2 wins the match"
        );
    }
}

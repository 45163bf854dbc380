//! The table's words for the game's types: computer players' levels, the default names of the
//! seats, the colour keys that let a sentence agree with a colour ("il rosso", "una carta
//! rossa"), the teams of partner play, and the decision in front of a player: the screen and the
//! phones read the same words.

use super::{Localize, Message, Msg};
use crate::ai::BotKind;
use crate::engine::{Colour, Phase, Seat, Teams, View};

impl Localize for BotKind {
    fn message(&self) -> Message {
        Message::new(match self {
            BotKind::Random => Msg::BotLevelRandom,
            BotKind::Easy => Msg::BotLevelEasy,
            BotKind::Basic => Msg::BotLevelBasic,
            BotKind::Normal => Msg::BotLevelNormal,
            BotKind::Hard => Msg::BotLevelHard,
        })
    }
}

/// A colour as the key a message selects on (`{ $colour -> [red] … }`), so that each language
/// writes the colour in the form its sentence needs.
pub fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
        Colour::Blue => "blue",
    }
}

/// The default name of the `n`th person ("Player 2") or computer player ("Computer 3").
pub fn default_name(person: bool, n: u32) -> Message {
    Message::new(if person { Msg::SeatDefaultPerson } else { Msg::SeatDefaultComputer }).with("n", n)
}

/// If `name` is a default name in any language ("Player 2", "Giocatore 2"): a person's (true) or
/// a computer player's (false), and its number.
pub fn parse_default_name(name: &str) -> Option<(bool, u32)> {
    let n: u32 = name.rsplit(' ').next()?.parse().ok()?;
    let person = [true, false]
        .into_iter()
        .find(|&person| super::every_language().iter().any(|texts| texts.render(&default_name(person, n)) == name))?;
    Some((person, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use crate::language::Language;

    #[test]
    fn default_names_are_known_in_every_language_and_typed_names_are_not() {
        let it = Texts::new(Language::Italian);
        assert_eq!(it.render(&default_name(true, 2)), "Giocatore 2");
        assert_eq!(parse_default_name("Player 2"), Some((true, 2)));
        assert_eq!(parse_default_name("Giocatore 3"), Some((true, 3)));
        assert_eq!(parse_default_name("Computer 1"), Some((false, 1)));
        for typed in ["Ann", "Player", "Player two", "Giocatore 2 bis", "player 2"] {
            assert_eq!(parse_default_name(typed), None, "{typed}");
        }
    }

    #[test]
    fn every_bot_level_has_a_name_in_both_languages() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        assert_eq!(en.say(&BotKind::Hard), "Hard");
        assert_eq!(it.say(&BotKind::Hard), "Difficile");
        for k in BotKind::ALL {
            assert_ne!(en.say(&k), it.say(&k), "{k:?}");
        }
    }
}

/// The letter of team `team`: A, B, C …
pub fn team_letter(team: usize) -> String {
    char::from(b'A' + (team % 26) as u8).to_string()
}

/// A team's name: "Team A".
pub fn team_name(team: usize) -> Message {
    crate::msg!(TeamName, letter = team_letter(team))
}

/// Names in a row: "Anna and Luca", "Anna, Luca and Marco".
pub fn in_a_row(names: Vec<String>) -> Message {
    match names.as_slice() {
        [a, b] => crate::msg!(TeamTwo, a = a.clone(), b = b.clone()),
        [a, b, c] => crate::msg!(TeamThree, a = a.clone(), b = b.clone(), c = c.clone()),
        // Teams of one (no partners), or more than the game makes: the names one after another.
        _ => crate::msg!(TeamOne, a = names.join(", ")),
    }
}

/// The players of team `team` in a row, each named by `name`: "Anna and Luca".
pub fn team_players(teams: Teams, team: usize, name: impl Fn(Seat) -> String) -> Message {
    in_a_row(teams.members(team).map(name).collect())
}

/// Who won the match, for a status line: the winner, or with partners the players of the winning
/// team on the screen and the team by its name on a phone.
pub fn match_winner(teams: Teams, winner: Seat, device: Device, name: impl Fn(Seat) -> String) -> Message {
    match (teams.partners(), device) {
        (true, Device::Screen) => crate::msg!(HudMatchWinners, who = team_players(teams, teams.team_of(winner), name)),
        (true, Device::Phone) => crate::msg!(PhoneTeamWins, team = team_name(teams.team_of(winner))),
        (false, _) => crate::msg!(HudMatchWinner, who = name(winner)),
    }
}

/// Where a person reads the table's words: the shared screen (they click) or their phone (they tap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// The computer's screen, with the mouse and the keyboard.
    Screen,
    /// A phone, by touch.
    Phone,
}

/// What `me` is asked to decide, when the move is theirs, in the words of the status line (the
/// screen's, and a phone's question): the same decision on both, in the device's words where they
/// differ ("click" or "tap", a phone's shorter questions). `None` when the move is not theirs.
pub fn decision(view: &View, me: Seat, device: Device, name: impl Fn(Seat) -> String) -> Option<Message> {
    if view.to_act() != Some(me) {
        return None;
    }
    Some(match (view.phase, device) {
        (Phase::Turn { .. }, Device::Screen) => Message::new(Msg::HudYourTurn),
        (Phase::Turn { .. }, Device::Phone) => Message::new(Msg::PhoneYourTurn),
        (Phase::ChooseColour { .. }, Device::Screen) => Message::new(Msg::HudChooseColour),
        // The phone's question stands above its colour buttons, as the picker's title does.
        (Phase::ChooseColour { .. }, Device::Phone) => Message::new(Msg::PickerColourTitle),
        (Phase::ChooseTarget { .. }, _) => Message::new(Msg::HudChoosePlayer),
        (Phase::DrawPenalty { .. }, _) if view.challengeable => Message::new(Msg::HudChallengeOrTake),
        (Phase::DrawPenalty { .. }, _) => crate::msg!(HudStackOrTake, n = view.pending_draw),
        (Phase::PlayOrKeep { .. }, _) => Message::new(Msg::HudPlayOrKeep),
        (Phase::GiveCards { target, remaining, .. }, Device::Screen) => {
            crate::msg!(HudGive, who = name(target), n = remaining)
        }
        (Phase::GiveCards { target, remaining, .. }, Device::Phone) => {
            crate::msg!(PhoneGive, who = name(target), n = remaining)
        }
        (Phase::HouseRuleFor { .. }, Device::Screen) => Message::new(Msg::HudHouseRuleWho),
        // The phone shows the rule's text above its question.
        (Phase::HouseRuleFor { .. }, Device::Phone) => Message::new(Msg::HouseRuleWho),
        _ => return None,
    })
}

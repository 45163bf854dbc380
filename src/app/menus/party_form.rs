//! The New game form: the party being set up, checked before a match starts, its default names
//! following the language.

use bevy::prelude::*;

use crate::ai::BotKind;
use crate::app::core::commands::UiCommand;
use crate::app::core::party::{self, Party, SeatKind, SeatSetup};
use crate::app::core::schedule::FrameStep;
use crate::app::menus::custom_wilds::text_problem;
use crate::engine::{Deck, MAX_SEATS, Setup};
use crate::i18n::{Localize, Message, Texts};
use crate::msg;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_language.after(FrameStep::Commands));
}

/// The New game screen's form: a party being edited.
#[derive(Resource, Clone, Debug)]
pub struct PartyForm {
    /// The party.
    pub setup: Party,
    /// Name to save the rules under.
    pub profile_name: String,
    /// The text of each customizable wild as typed (may be invalid while editing).
    pub custom_texts: Vec<String>,
    /// What is wrong with the form, if anything.
    pub error: Option<Message>,
}

impl PartyForm {
    /// A form holding `setup`.
    pub fn new(setup: Party) -> PartyForm {
        let custom_texts = setup.rules.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect();
        PartyForm { profile_name: String::new(), custom_texts, error: None, setup }
    }

    /// The party, checked: every person named, 2 to 10 seats, partners that make whole teams of
    /// them, valid custom wild texts (as typed: a card is never printed with an older text than
    /// the form shows).
    pub fn checked(&self) -> Result<Party, Message> {
        let n = self.setup.seats.len();
        // The dealer is checked after the names: a removed seat says so in the form's words.
        Setup::validate_with(&self.setup.rules, n, None).map_err(|e| e.message())?;
        if self.setup.rules.deck == Deck::SwapAndCustom
            && let Some(problem) = self.custom_texts.iter().enumerate().find_map(|(i, t)| text_problem(i, t))
        {
            return Err(problem);
        }
        for (i, s) in self.setup.seats.iter().enumerate() {
            if s.name.trim().is_empty() {
                return Err(msg!(ProblemSeatNeedsName, n = i + 1));
            }
        }
        if let Some(d) = self.setup.dealer
            && d as usize >= n
        {
            return Err(msg!(ProblemDealerGone));
        }
        Ok(self.setup.clone())
    }

    /// Puts what the game wrote in the form (default names, the Customizable Wilds' default
    /// texts) in the language of `texts`; what someone typed stays.
    pub fn localize(&mut self, texts: &Texts) {
        let before: Vec<String> = self.setup.rules.custom_wilds.iter().map(|w| w.text.as_str().to_string()).collect();
        self.setup.localize_defaults(texts);
        for ((typed, old), new) in self.custom_texts.iter_mut().zip(&before).zip(self.setup.rules.custom_wilds.iter()) {
            if typed == old {
                *typed = new.text.as_str().to_string();
            }
        }
    }

    /// Adds a computer player (up to ten seats), named in the language of `texts`.
    pub fn add_seat(&mut self, texts: &Texts) {
        if self.setup.seats.len() < MAX_SEATS {
            let name = party::free_default_name(texts, &self.setup.seats, false);
            self.setup.seats.push(SeatSetup { name, kind: SeatKind::Bot(BotKind::Normal) });
            self.renumber_defaults(texts);
        }
    }

    /// Removes seat `i` (down to the fewest seats a match has); the dealer is drawn again.
    pub fn remove_seat(&mut self, i: usize, texts: &Texts) {
        if i < self.setup.seats.len() && self.setup.seats.len() > crate::engine::MIN_SEATS {
            self.setup.seats.remove(i);
            self.setup.dealer = None;
            self.renumber_defaults(texts);
        }
    }

    /// Swaps two seats.
    pub fn swap_seats(&mut self, a: usize, b: usize, texts: &Texts) {
        if a < self.setup.seats.len() && b < self.setup.seats.len() {
            self.setup.seats.swap(a, b);
            self.renumber_defaults(texts);
        }
    }

    /// Numbers the default names in seat order, people and computer players each from 1
    /// ("Player 1", "Computer 1", "Computer 2" …), in the language of `texts`; typed names stay,
    /// and a number a typed name uses is skipped.
    fn renumber_defaults(&mut self, texts: &Texts) {
        use crate::i18n::table::{default_name, parse_default_name};
        let mut next = [1u32, 1u32];
        for i in 0..self.setup.seats.len() {
            if parse_default_name(&self.setup.seats[i].name).is_none() {
                continue;
            }
            let person = !matches!(self.setup.seats[i].kind, SeatKind::Bot(_));
            let class = usize::from(person);
            let name = loop {
                let candidate = texts.render(&default_name(person, next[class]));
                next[class] += 1;
                if !self.setup.seats.iter().any(|s| s.name == candidate && parse_default_name(&s.name).is_none()) {
                    break candidate;
                }
            };
            self.setup.seats[i].name = name;
        }
    }

    /// Makes seat `i` a person or a computer player. A default name ("Player 2", "Computer 3")
    /// follows the change, in the language of `texts`; a name someone typed stays.
    pub fn set_kind(&mut self, i: usize, kind: SeatKind, texts: &Texts) {
        if i >= self.setup.seats.len() {
            return;
        }
        self.setup.seats[i].kind = kind;
        self.renumber_defaults(texts);
    }
}

/// The names the game gave in the form follow the language (after the commands, which set it).
fn follow_language(mut read: MessageReader<UiCommand>, texts: Res<Texts>, form: Option<ResMut<PartyForm>>) {
    // Every command is read, form or not, so none waits for a form that opens later.
    let switched = read.read().any(|c| matches!(c, UiCommand::UseLanguage(_)));
    if let Some(mut form) = form
        && switched
    {
        form.localize(&texts);
    }
}

//! The lessons' computer players: each plays its prepared moves, chosen by what it sees on the
//! discard pile, so that a lesson goes the same way every time; anything the script does not
//! cover gets a plain legal move. They never catch, challenge or jump in.

use crate::ai::Bot;
use crate::engine::{Action, Card, Colour, Decision, Phase, Seat, View, colour_mask};

/// A prepared move: what to do when `top` is on the discard pile (and `colour` is in force,
/// when given).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Planned {
    top: Card,
    colour: Option<Colour>,
    reply: Action,
}

/// A scripted computer player of a lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonBot {
    plays: Vec<Planned>,
    colours: Vec<(Card, Colour)>,
    targets: Vec<(Card, Seat)>,
    forgets_uno: Vec<Card>,
}

impl LessonBot {
    /// A player with no prepared move (every move is the plain fallback).
    pub fn new() -> LessonBot {
        LessonBot::default()
    }

    /// Plays `card` when `top` is on the discard pile.
    pub fn on(mut self, top: Card, card: Card) -> LessonBot {
        self.plays.push(Planned { top, colour: None, reply: Action::Play(card) });
        self
    }

    /// Plays `card` when `top` is on the discard pile with `colour` in force (a wild on top).
    pub fn on_colour(mut self, top: Card, colour: Colour, card: Card) -> LessonBot {
        self.plays.push(Planned { top, colour: Some(colour), reply: Action::Play(card) });
        self
    }

    /// Draws (and plays the card drawn, if it fits) when `top` is on the discard pile.
    pub fn draws_on(mut self, top: Card) -> LessonBot {
        self.plays.push(Planned { top, colour: None, reply: Action::Draw });
        self
    }

    /// Names `colour` after playing the wild `card`.
    pub fn names(mut self, card: Card, colour: Colour) -> LessonBot {
        self.colours.push((card, colour));
        self
    }

    /// Chooses `seat` after playing `card` (Swap Hands, a 7 under Seven-O, a custom wild).
    pub fn targets(mut self, card: Card, seat: Seat) -> LessonBot {
        self.targets.push((card, seat));
        self
    }

    /// Does not call UNO when playing `card` leaves one card.
    pub fn forgets_uno_with(mut self, card: Card) -> LessonBot {
        self.forgets_uno.push(card);
        self
    }

    /// The prepared move for what `view` shows, if it is legal.
    fn planned(&self, view: &View, legal: &[Action]) -> Option<Action> {
        let top = view.top?;
        self.plays
            .iter()
            .find(|p| p.top == top && p.colour.is_none_or(|c| c == view.colour) && legal.contains(&p.reply))
            .map(|p| p.reply)
    }

    /// The colour the hand holds most (ties to the first in card order).
    fn most_held(view: &View) -> Colour {
        Colour::ALL
            .into_iter()
            .max_by_key(|&c| (view.hand.count_in(colour_mask(c)), std::cmp::Reverse(c)))
            .unwrap_or(Colour::Red)
    }
}

/// A plain legal move: a coloured card, else a wild, else draw, take the cards or pass.
fn fallback(legal: &[Action]) -> Action {
    let play = |wild: bool| legal.iter().copied().find(|a| matches!(a, Action::Play(c) if c.is_wild() == wild));
    play(false)
        .or_else(|| play(true))
        .or_else(|| {
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Draw | Action::Accept | Action::Pass | Action::KeepDrawn))
        })
        .or_else(|| {
            legal.iter().copied().find(|a| !matches!(a, Action::CallUno | Action::Catch(_) | Action::JumpIn(_)))
        })
        .unwrap_or(legal[0])
}

impl Bot for LessonBot {
    fn name(&self) -> &'static str {
        "lesson"
    }

    fn decide(&mut self, decision: &Decision) -> Action {
        let legal = decision.legal();
        let view = decision.view();
        let pick = |a: Action| legal.contains(&a).then_some(a);
        match view.phase {
            Phase::Turn { .. } | Phase::DrawPenalty { .. } => {
                let action = self.planned(view, legal).unwrap_or_else(|| fallback(legal));
                // UNO before the next-to-last card, unless the script forgets it.
                if let Action::Play(card) = action
                    && view.hand.len() == 2
                    && legal.contains(&Action::CallUno)
                    && !self.forgets_uno.contains(&card)
                {
                    return Action::CallUno;
                }
                action
            }
            Phase::ChooseColour { .. } => {
                let planned = view.resolving.and_then(|r| self.colours.iter().find(|(c, _)| *c == r)).map(|(_, c)| *c);
                pick(Action::ChooseColour(planned.unwrap_or_else(|| LessonBot::most_held(view))))
                    .unwrap_or_else(|| fallback(legal))
            }
            Phase::ChooseTarget { .. } => {
                let planned = view.resolving.and_then(|r| self.targets.iter().find(|(c, _)| *c == r)).map(|(_, s)| *s);
                planned.and_then(|s| pick(Action::ChooseTarget(s))).unwrap_or_else(|| fallback(legal))
            }
            Phase::PlayOrKeep { .. } => pick(Action::PlayDrawn).unwrap_or_else(|| fallback(legal)),
            _ => fallback(legal),
        }
    }

    fn interrupt(&mut self, _decision: &Decision) -> Option<Action> {
        None
    }
}

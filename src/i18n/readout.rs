//! What a screen reader is told on request, at the computer and on a phone alike: a card of the
//! hand by name and use ("Red 7, playable"), the hand grouped by colour, the top card and the
//! colour in force, and every hand's size. Built from a seat's [`View`] only, so nothing is read
//! that the seat could not see.

use super::{Message, Msg, Texts};
use crate::engine::{Action, Card, Colour, Seat, View};

/// What a card of the hand can do at this moment, for its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardUse {
    /// It can be played (or jumped in) now.
    Play,
    /// It can be given (a 7 or 0 swap's card to give).
    Give,
    /// Nothing now.
    Idle,
}

/// What `card` can do now among the actions `offered` to its holder: the one place this is read
/// (the phone's card buttons, the accessibility tree, the hand read aloud, the keyboard's focus).
pub fn card_use(offered: &[Action], card: Card) -> CardUse {
    offered
        .iter()
        .find_map(|a| match a {
            Action::GiveCard(x) if *x == card => Some(CardUse::Give),
            Action::Play(x) | Action::JumpIn(x) if *x == card => Some(CardUse::Play),
            _ => None,
        })
        .unwrap_or(CardUse::Idle)
}

/// A card of the hand as a screen reader names it: "Red 7, playable".
pub fn card_name(texts: &Texts, card: Card, use_: CardUse) -> String {
    let id = match use_ {
        CardUse::Play => Msg::CardPlayable,
        CardUse::Give => Msg::CardGivable,
        CardUse::Idle => Msg::CardNotPlayable,
    };
    texts.render(&Message::new(id).with("card", texts.card(card)))
}

/// The group a card of the hand is listed in: its colour, `None` for the wild cards (the hand's
/// face order puts each colour's cards together, the wild cards last).
pub fn group_of(card: Card) -> Option<Colour> {
    card.colour()
}

/// A group's title: "Red: 3 cards", "Wild cards: one card".
pub fn group_title(texts: &Texts, group: Option<Colour>, n: usize) -> String {
    let name = match group {
        Some(c) => texts.say(&c),
        None => texts.get(Msg::HandGroupWild),
    };
    crate::tr!(texts, HandGroup, group = name, n = n)
}

/// Names in a row: "Red 7, Red Skip, Wild".
fn list(texts: &Texts, cards: impl Iterator<Item = Card>) -> String {
    cards.map(|c| texts.card(c)).collect::<Vec<_>>().join(", ")
}

/// The seat's hand, in face order: "Your hand, 3 cards: Red 7, Blue 2, Wild." With `playable`
/// (the seat's turn to play), also what it may play: "Playable: Red 7, Wild."
pub fn hand(texts: &Texts, view: &View, playable: Option<&[Card]>) -> String {
    let n = view.hand.len();
    let mut out = if n == 0 {
        texts.get(Msg::ReadHandEmpty)
    } else {
        crate::tr!(texts, ReadHand, n = n, cards = list(texts, view.hand.cards()))
    };
    match playable {
        Some([]) => {
            out.push(' ');
            out.push_str(&texts.get(Msg::ReadNonePlayable));
        }
        Some(cards) => {
            out.push(' ');
            out.push_str(&crate::tr!(texts, ReadPlayable, cards = list(texts, cards.iter().copied())));
        }
        None => {}
    }
    out
}

/// The discard pile's top card, the colour in force and the draw pile: "Top card: Red 7. Colour:
/// Red. 40 cards in the draw pile."
pub fn top(texts: &Texts, view: &View) -> String {
    let mut out = match view.top {
        Some(card) => crate::tr!(texts, ReadTop, card = texts.card(card), colour = texts.say(&view.colour)),
        None => texts.get(Msg::ReadNoTop),
    };
    out.push(' ');
    out.push_str(&crate::tr!(texts, ReadDrawPile, n = view.draw_pile));
    out
}

/// One player's line: "Marco: one card, UNO called, playing now" ("You: 7 cards" for the view's
/// own seat).
pub fn seat_line(texts: &Texts, view: &View, seat: Seat, name: &str) -> String {
    let n = view.hand_size(seat);
    let mut out = if view.seat == Some(seat) {
        crate::tr!(texts, ReadYou, n = n)
    } else {
        crate::tr!(texts, ReadSeat, who = name, n = n)
    };
    let flags = [(view.called_uno(seat), Msg::ReadSeatUno), (view.to_act() == Some(seat), Msg::ReadSeatTurn)];
    for (_, id) in flags.iter().filter(|(on, _)| *on) {
        out.push_str(", ");
        out.push_str(&texts.get(*id));
    }
    out
}

/// Every player's hand size in seat order, whose turn it is, and the draw pile: "Anna: 5 cards.
/// Marco: one card, UNO called, playing now. You: 7 cards. 40 cards in the draw pile."
pub fn counts(texts: &Texts, view: &View, name: &dyn Fn(Seat) -> String) -> String {
    let mut out: Vec<String> = (0..view.seats).map(|s| seat_line(texts, view, s, &name(s)) + ".").collect();
    out.push(crate::tr!(texts, ReadDrawPile, n = view.draw_pile));
    out.join(" ")
}

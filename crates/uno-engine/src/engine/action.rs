//! What a seat can do: actions, and a fixed-size list to collect the legal ones without allocating.

use serde::{Deserialize, Serialize};

use super::Seat;
use super::card::{Card, CardMask, Colour};

/// Everything a seat can ask the game to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Deal the next round (any seat, between rounds).
    StartRound,
    /// Play a card from your hand on your turn (also: stack on a pending draw).
    Play(Card),
    /// Draw a card on your turn (keeps drawing under Draw to Match).
    Draw,
    /// Pass: only when you can neither play nor draw (both piles spent).
    Pass,
    /// Play the card you have just drawn.
    PlayDrawn,
    /// Keep the card you have just drawn; the turn passes.
    KeepDrawn,
    /// Name the colour after a wild.
    ChooseColour(Colour),
    /// Choose the player for Swap Hands, Seven-O or a custom wild.
    ChooseTarget(Seat),
    /// Challenge the Wild Draw Four played on you.
    Challenge,
    /// Take the pending cards (Wild Draw Four without challenge, or a stacked total).
    Accept,
    /// Give one card to the chosen player (custom wild "give cards").
    GiveCard(Card),
    /// Say who the house rule just played applies to (`None`: nobody in particular).
    HouseRuleFor(Option<Seat>),
    /// The table's judgement of a house rule: 0, it was followed (Done); 1 to 4, the player it
    /// applies to draws that many cards.
    JudgeHouseRule(u8),
    /// Call "UNO!".
    CallUno,
    /// Catch a player who went down to one card without calling UNO.
    Catch(Seat),
    /// Jump-In: play a card identical to the top card out of turn.
    JumpIn(Card),
    /// Table penalty (box sheet): the seat draws four for suggesting a card.
    TableTalkPenalty(Seat),
}

/// Capacity of an [`ActionList`]: more than any position can offer.
pub const MAX_ACTIONS: usize = 96;

/// A list of actions on the stack.
#[derive(Clone, Copy)]
pub struct ActionList {
    items: [Action; MAX_ACTIONS],
    len: u8,
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList { items: [Action::Pass; MAX_ACTIONS], len: 0 }
    }
}

impl ActionList {
    /// An empty list.
    pub fn new() -> ActionList {
        ActionList::default()
    }

    /// Adds an action.
    #[inline]
    pub fn push(&mut self, a: Action) {
        self.items[self.len as usize] = a;
        self.len += 1;
    }

    /// Adds `f(card)` for every face in `mask`, in face order.
    #[inline(always)]
    pub(crate) fn push_cards(&mut self, mut mask: CardMask, f: impl Fn(Card) -> Action) {
        // The first eight are written without a data-dependent branch (a random hand makes a loop
        // exit hard to predict): slot k gets the k-th lowest face; only `len` says how many count.
        let base = self.len as usize;
        if base + 8 <= MAX_ACTIONS {
            let n = (mask.count_ones() as usize).min(8);
            for k in 0..8 {
                // Past the last face this writes a placeholder into a slot beyond `len`.
                self.items[base + k] = f(Card::from_bit_or_placeholder(mask.trailing_zeros()));
                mask &= mask.wrapping_sub(1);
            }
            self.len = (base + n) as u8;
        }
        while mask != 0 {
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            self.push(f(Card::from_bit(i)));
        }
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The actions.
    #[inline]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }

    /// Number of actions.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when there is none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// True when the list holds `a`.
    pub fn contains(&self, a: Action) -> bool {
        self.as_slice().contains(&a)
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl std::fmt::Debug for ActionList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

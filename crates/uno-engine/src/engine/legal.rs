//! Which cards match, when wilds and Wild Draw Four are legal, what can be stacked, and the list
//! of legal actions for a seat.

use super::Seat;
use super::action::{Action, ActionList};
use super::card::{COLOURED_MASK, Card, CardMask, Colour, DRAW_TWO_MASK, WILD_MASK, colour_mask, matching_mask};
use super::custom_wilds::MAX_HOUSE_PENALTY;
use super::game::{Game, Phase};
use super::hand::Hand;
use super::rules::{RuleSet, Stacking, WildDrawFourRule, WildPlay};

impl Game {
    /// Faces of `hand` that may be played on the current top card in a normal turn. A Wild Draw Four
    /// is always included: playing it against its rule is a bluff, which only a challenge punishes.
    #[inline]
    pub fn playable_mask(&self, hand: &Hand) -> CardMask {
        match self.discard.top() {
            Some(top) => playable_mask(&self.rules, top, self.colour, hand),
            None => 0,
        }
    }

    /// True when `card` may be played on the current top card from `hand`.
    pub fn is_playable(&self, hand: &Hand, card: Card) -> bool {
        self.playable_mask(hand) & card.bit() != 0
    }

    /// True when playing a Wild Draw Four from `hand` now would be a bluff.
    pub fn would_bluff(&self, hand: &Hand) -> bool {
        self.discard.top().is_some_and(|top| would_bluff(&self.rules, top, self.colour, hand))
    }

    /// Faces that can be stacked on the pending draw (empty when stacking is off).
    #[inline]
    pub fn stackable_mask(&self) -> CardMask {
        self.discard.top().map_or(0, |top| stackable_mask(&self.rules, top))
    }

    /// Faces `seat` may play in its current turn (after a caught bluff under the take-back rule,
    /// the Wild Draw Four is out).
    #[inline]
    pub(crate) fn turn_playable(&self, seat: Seat) -> CardMask {
        let mut m = self.playable_mask(&self.hands[seat as usize]);
        if self.takeback {
            m &= !Card::WILD_DRAW_FOUR.bit();
        }
        m
    }

    /// Faces `seat` may stack on the draw penalty it answers (after a caught bluff under the
    /// take-back rule, the Wild Draw Four is out).
    #[inline]
    pub(crate) fn stack_playable(&self, seat: Seat) -> CardMask {
        let mut m = self.stackable_mask() & self.hands[seat as usize].mask();
        if self.takeback {
            m &= !Card::WILD_DRAW_FOUR.bit();
        }
        m
    }

    /// Force Play: `seat` must play the card just drawn. A drawn Wild Draw Four that would be a
    /// bluff is not a legal play, so it is never forced (the player may still bluff with it).
    pub(crate) fn must_play_drawn(&self, seat: Seat) -> bool {
        self.rules.force_play
            && !(self.drawn == Some(Card::WILD_DRAW_FOUR) && self.would_bluff(&self.hands[seat as usize]))
    }

    /// True when [`Game::apply`] accepts an UNO call from `seat` now: one card and still
    /// catchable, or two cards, not called yet, in a decision of its own. That is more than the
    /// legal lists offer ([`Game::uno_call_matters`]): a call that changes nothing (two cards of
    /// which none can be played now) is still accepted, so that older saves and replays play back.
    pub(crate) fn may_call_uno(&self, seat: Seat) -> bool {
        let own_decision = matches!(self.phase.get(), Phase::Turn { seat: s } | Phase::PlayOrKeep { seat: s } | Phase::DrawPenalty { seat: s } if s == seat);
        let len = self.hands[seat as usize].len();
        let bit = 1u16 << seat;
        (len == 1 && self.uno_exposed & bit != 0) || (len == 2 && self.uno_called & bit == 0 && own_decision)
    }

    /// True when calling UNO now would mean something for `seat`, the only cases in which the
    /// legal lists offer the call (and a screen shows it): it holds one card and can still be
    /// caught, or it holds two, has not called, and can get down to one at this decision of its
    /// own (a card it may play in its turn, the card it just drew, a card to stack on a draw
    /// penalty). [`Game::apply`] accepts the call in more cases (two cards of which none can be
    /// played, or a Wild Draw Four to take or challenge without stacking), where it changes nothing.
    pub fn uno_call_matters(&self, seat: Seat) -> bool {
        seat < self.seats && self.uno_call_listed(seat)
    }

    /// [`Game::uno_call_matters`] for a seat at the table.
    #[inline]
    fn uno_call_listed(&self, seat: Seat) -> bool {
        let bit = 1u16 << seat;
        match self.hands[seat as usize].len() {
            1 => self.uno_exposed & bit != 0,
            2 => self.uno_called & bit == 0 && self.can_play_down_to_one(seat),
            _ => false,
        }
    }

    /// True when `seat`, holding two cards, can play one of them at this decision of its own: a
    /// card it may play in its turn, the card it just drew, a card to stack on a draw penalty
    /// (out of line: rare).
    #[inline(never)]
    fn can_play_down_to_one(&self, seat: Seat) -> bool {
        match self.phase.get() {
            Phase::Turn { seat: s } if s == seat => self.turn_playable(seat) != 0,
            Phase::PlayOrKeep { seat: s } => s == seat,
            Phase::DrawPenalty { seat: s } if s == seat => self.stack_playable(seat) != 0,
            _ => false,
        }
    }

    /// The card `seat` could jump in with now, if any.
    pub(crate) fn jump_in_card(&self, seat: Seat) -> Option<Card> {
        if !self.rules.jump_in || self.takeback {
            return None;
        }
        let Phase::Turn { seat: current } = self.phase.get() else { return None };
        let top = self.discard.top()?;
        (current != seat && top.bit() & COLOURED_MASK != 0 && self.hands[seat as usize].contains(top)).then_some(top)
    }

    /// Every legal action of `seat` now, written into `out` (cleared first): UNO calls and catches
    /// first, then the choices of the decision, then Draw (or Pass) last. Penalised moves (a wrong
    /// card under the box sheet penalty) and the table penalty are accepted by [`Game::apply`] but are
    /// not listed: nobody should choose them.
    #[inline]
    pub fn legal_actions(&self, seat: Seat, out: &mut ActionList) {
        out.clear();
        if seat >= self.seats {
            return;
        }
        // The common case first, as a plain branch: it keeps the jump table below off the hot path.
        if matches!(self.phase.get(), Phase::Turn { seat: s } if s == seat) {
            let playable = self.turn_playable(seat);
            self.push_uno_actions(seat, out);
            out.push_cards(playable, Action::Play);
            // Draw (or Pass) last: a bot that only draws when it cannot play just leaves it out.
            if self.can_draw() {
                if !(self.takeback && playable != 0) {
                    out.push(Action::Draw);
                }
            } else if playable == 0 {
                out.push(Action::Pass);
            }
            return;
        }
        self.other_legal_actions(seat, out);
    }

    /// Legal actions outside one's own turn phase (out of line: see `legal_actions`).
    #[inline(never)]
    fn other_legal_actions(&self, seat: Seat, out: &mut ActionList) {
        match self.phase.get() {
            Phase::WaitingToDeal | Phase::RoundOver => {
                out.push(Action::StartRound);
                return;
            }
            Phase::MatchOver { .. } => return,
            _ => {}
        }
        self.push_uno_actions(seat, out);
        let hand = &self.hands[seat as usize];
        match self.phase.get() {
            Phase::Turn { .. } => {
                if let Some(c) = self.jump_in_card(seat) {
                    out.push(Action::JumpIn(c));
                }
            }
            Phase::DrawPenalty { seat: s } if s == seat => {
                out.push(Action::Accept);
                if self.challenge.is_some() {
                    out.push(Action::Challenge);
                }
                out.push_cards(self.stack_playable(seat), Action::Play);
            }
            Phase::ChooseColour { seat: s } if s == seat => {
                for c in Colour::ALL {
                    out.push(Action::ChooseColour(c));
                }
            }
            Phase::ChooseTarget { seat: s } if s == seat => {
                for t in (0..self.seats).filter(|&t| t != seat) {
                    out.push(Action::ChooseTarget(t));
                }
            }
            Phase::PlayOrKeep { seat: s } if s == seat => {
                out.push(Action::PlayDrawn);
                if !self.must_play_drawn(seat) {
                    out.push(Action::KeepDrawn);
                }
            }
            Phase::GiveCards { seat: s, .. } if s == seat => out.push_cards(hand.mask(), Action::GiveCard),
            // Nobody first: what a computer player answers (it plays the card as a Wild).
            Phase::HouseRuleFor { seat: s } if s == seat => {
                out.push(Action::HouseRuleFor(None));
                for t in (0..self.seats).filter(|&t| t != seat || !hand.is_empty()) {
                    out.push(Action::HouseRuleFor(Some(t)));
                }
            }
            // Done first, then the penalties for the player it applies to.
            Phase::JudgeHouseRule { seat: s, target } if s == seat => {
                out.push(Action::JudgeHouseRule(0));
                if target.is_some() {
                    for n in 1..=MAX_HOUSE_PENALTY {
                        out.push(Action::JudgeHouseRule(n));
                    }
                }
            }
            _ => {}
        }
    }

    /// UNO call and catches, possible in every phase of a round.
    #[inline]
    fn push_uno_actions(&self, seat: Seat, out: &mut ActionList) {
        if self.uno_call_listed(seat) {
            out.push(Action::CallUno);
        }
        let mut exposed = self.uno_exposed & !(1u16 << seat);
        while exposed != 0 {
            let t = exposed.trailing_zeros() as Seat;
            exposed &= exposed - 1;
            out.push(Action::Catch(t));
        }
    }

    /// The decision of a random player, chosen without listing the legal actions: an UNO call
    /// with one card left (before anyone catches it) or the first catch when one is open, else a
    /// uniformly random choice among the legal actions of `seat`'s decision, where Draw is left
    /// out while a card can be played. The call with two cards goes with the move it is for: when
    /// the choice takes `seat` from two cards to one and the call is open, the decision is the
    /// call, and the choice waits in `after_call` for the next decision, which takes it if the
    /// call was made and the move is still legal (either way the next decision empties
    /// `after_call`). It draws from `pick` exactly as choosing from [`Game::legal_actions`] would
    /// (`pick(n)` returns a number below `n`, and is called once per choice, even a choice of
    /// one, and not for the move after the call). `None` when `seat` has no decision to take now;
    /// the caller then lists the legal actions.
    #[inline]
    pub fn random_action(
        &self,
        seat: Seat,
        pick: impl FnOnce(u32) -> u32,
        after_call: &mut Option<Action>,
    ) -> Option<Action> {
        if after_call.is_some()
            && let Some(a) = self.move_after_call(seat, after_call)
        {
            return Some(a);
        }
        if self.plain_turn(seat) {
            return Some(self.random_turn_choice(seat, pick));
        }
        self.other_random_action(seat, pick, after_call)
    }

    /// The move a random player chose together with its UNO call ([`Game::random_action`]), taken
    /// out of `after_call`: `Some` when this is the decision right after the call (made, two
    /// cards still held) and the move is still legal.
    #[inline(never)]
    pub(crate) fn move_after_call(&self, seat: Seat, after_call: &mut Option<Action>) -> Option<Action> {
        let action = after_call.take()?;
        if self.hands[seat as usize].len() != 2 || self.uno_called & (1u16 << seat) == 0 {
            return None;
        }
        let legal = match (self.phase.get(), action) {
            (Phase::Turn { seat: s }, Action::Play(card)) => s == seat && self.turn_playable(seat) & card.bit() != 0,
            (Phase::DrawPenalty { seat: s }, Action::Play(card)) => {
                s == seat && self.stack_playable(seat) & card.bit() != 0
            }
            (Phase::PlayOrKeep { seat: s }, Action::PlayDrawn) => s == seat,
            _ => false,
        };
        legal.then_some(action)
    }

    /// A random player's choice in its own turn: a uniformly random playable face, else Draw,
    /// else Pass.
    #[inline(always)]
    pub(crate) fn random_turn_choice(&self, seat: Seat, pick: impl FnOnce(u32) -> u32) -> Action {
        let playable = self.turn_playable(seat);
        if playable != 0 {
            return Action::Play(nth_card(playable, pick(playable.count_ones())));
        }
        // A single choice still costs a draw of `pick`, as choosing from a list of one would.
        pick(1);
        if self.can_draw() { Action::Draw } else { Action::Pass }
    }

    /// The common case of a decision: `seat`'s turn, with no UNO call or catch open.
    #[inline]
    pub(crate) fn plain_turn(&self, seat: Seat) -> bool {
        // A catchable player holds one card and may still call: nobody catchable covers both.
        matches!(self.phase.get(), Phase::Turn { seat: s } if s == seat)
            && self.uno_exposed == 0
            && !(self.hands[seat as usize].len() == 2
                && self.uno_called & (1u16 << seat) == 0
                && self.can_play_down_to_one(seat))
    }

    /// `random_action` outside the common case (out of line, as `other_legal_actions`).
    #[inline(never)]
    fn other_random_action(
        &self,
        seat: Seat,
        pick: impl FnOnce(u32) -> u32,
        after_call: &mut Option<Action>,
    ) -> Option<Action> {
        if self.phase.get().actor() != Some(seat) {
            return None;
        }
        let bit = 1u16 << seat;
        let hand = &self.hands[seat as usize];
        // A call forgotten with the next-to-last card is made at once.
        if hand.len() == 1 && self.uno_exposed & bit != 0 {
            return Some(Action::CallUno);
        }
        let exposed = self.uno_exposed & !bit;
        if exposed != 0 {
            return Some(Action::Catch(exposed.trailing_zeros() as Seat));
        }
        let choice = match self.phase.get() {
            Phase::Turn { .. } => self.random_turn_choice(seat, pick),
            Phase::DrawPenalty { .. } => {
                let stackable = self.stack_playable(seat);
                let challenge = self.challenge.is_some() as u32;
                match pick(1 + challenge + stackable.count_ones()) {
                    0 => Action::Accept,
                    1 if challenge == 1 => Action::Challenge,
                    i => Action::Play(nth_card(stackable, i - 1 - challenge)),
                }
            }
            Phase::ChooseColour { .. } => Action::ChooseColour(Colour::ALL[pick(4) as usize]),
            Phase::ChooseTarget { .. } => {
                let i = pick(self.seats as u32 - 1) as Seat;
                Action::ChooseTarget(if i >= seat { i + 1 } else { i })
            }
            Phase::PlayOrKeep { .. } => match pick(if self.must_play_drawn(seat) { 1 } else { 2 }) {
                0 => Action::PlayDrawn,
                _ => Action::KeepDrawn,
            },
            Phase::GiveCards { .. } if !hand.is_empty() => {
                Action::GiveCard(nth_card(hand.mask(), pick(hand.mask().count_ones())))
            }
            // The random player plays a house rule as a Wild: it applies to nobody, and is done
            // (a choice of one, as the random bot takes it from the list).
            Phase::HouseRuleFor { .. } => {
                pick(1);
                Action::HouseRuleFor(None)
            }
            Phase::JudgeHouseRule { .. } => {
                pick(1);
                Action::JudgeHouseRule(0)
            }
            _ => return None,
        };
        // Down from two cards to one: UNO first, the move at the next decision.
        if hand.len() == 2 && self.uno_called & bit == 0 && matches!(choice, Action::Play(_) | Action::PlayDrawn) {
            *after_call = Some(choice);
            return Some(Action::CallUno);
        }
        Some(choice)
    }

    /// The legal actions of `seat` as a vector (convenience for tools and tests).
    pub fn legal_actions_vec(&self, seat: Seat) -> Vec<Action> {
        let mut l = ActionList::new();
        self.legal_actions(seat, &mut l);
        l.to_vec()
    }
}

impl Game {
    /// True when some seat other than the one to act might have an out-of-turn action now
    /// (a catch, a late UNO call, a Jump-In). A cheap test that lets simulations skip asking.
    #[inline]
    pub fn out_of_turn_possible(&self) -> bool {
        self.uno_exposed != 0
            || (self.rules.jump_in && matches!(self.phase.get(), Phase::Turn { .. }) && !self.takeback)
    }
}

/// The `i`-th lowest face in `mask` (`i` below the number of faces in it).
#[inline]
pub(crate) fn nth_card(mut mask: CardMask, i: u32) -> Card {
    // The first eight steps without a data-dependent branch (a random choice makes a loop exit
    // hard to predict): step k clears the lowest face only while k < i.
    for k in 0..8 {
        mask &= mask.wrapping_sub((k < i) as CardMask);
    }
    for _ in 8..i {
        mask &= mask - 1;
    }
    Card::from_bit(mask.trailing_zeros())
}

/// Faces of `hand` that may be played on `top` with `colour` in force in a normal turn. A Wild Draw
/// Four is always included: playing it against its rule is a bluff, which only a challenge punishes.
#[inline]
pub fn playable_mask(rules: &RuleSet, top: Card, colour: Colour, hand: &Hand) -> CardMask {
    let matching = matching_mask(top, colour) & hand.mask();
    let mut wilds = hand.mask() & WILD_MASK;
    if rules.wild_play == WildPlay::OnlyWithoutMatch && matching != 0 {
        wilds &= Card::WILD_DRAW_FOUR.bit();
    }
    matching | wilds
}

/// True when playing a Wild Draw Four from `hand` on `top` with `colour` in force is a bluff.
pub fn would_bluff(rules: &RuleSet, top: Card, colour: Colour, hand: &Hand) -> bool {
    match rules.wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => hand.mask() & colour_mask(colour) != 0,
        WildDrawFourRule::NoOtherPlayableCard => {
            playable_mask(rules, top, colour, hand) & !Card::WILD_DRAW_FOUR.bit() != 0
        }
    }
}

/// Faces that can be stacked on a pending draw whose last card is `top` (none when stacking is off).
#[inline]
pub fn stackable_mask(rules: &RuleSet, top: Card) -> CardMask {
    let plus_four = Card::WILD_DRAW_FOUR.bit();
    let top_is_plus_two = DRAW_TWO_MASK & top.bit() != 0;
    match rules.stacking {
        Stacking::Off => 0,
        Stacking::SameCard if top_is_plus_two => DRAW_TWO_MASK,
        Stacking::PlusFourOnPlusTwo if top_is_plus_two => DRAW_TWO_MASK | plus_four,
        Stacking::SameCard | Stacking::PlusFourOnPlusTwo if top == Card::WILD_DRAW_FOUR => plus_four,
        _ => 0,
    }
}

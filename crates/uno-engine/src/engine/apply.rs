//! `Game::apply`: every action is checked completely before anything changes, then carried out.
//! A refused action returns a [`RuleError`] and leaves the game exactly as it was.

use super::Seat;
use super::action::Action;
use super::card::{Card, Kind, WILD_MASK, colour_mask, matching_mask};
use super::custom_wilds::MAX_HOUSE_PENALTY;
use super::error::{OptionalRule, RuleError, Waiting};
use super::event::{Event, EventSink, Zone};
use super::game::{Game, Phase, Reveal};
use super::rules::{BluffPenalty, WildDrawFourRule};

impl Game {
    /// Applies `action` by `seat` and returns what happened.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(seat, action, &mut events)?;
        Ok(events)
    }

    /// Applies `action` by `seat`, writing what happened into `sink` (use [`super::NoEvents`] to
    /// simulate without building events).
    pub fn apply_with<S: EventSink>(&mut self, seat: Seat, action: Action, sink: &mut S) -> Result<(), RuleError> {
        if seat >= self.seats {
            return Err(RuleError::NoSuchSeat(seat));
        }
        // The most frequent decisions first, as plain branches (cheaper than the jump tables below
        // when moves are random, as in simulation and search).
        if matches!(self.phase.get(), Phase::Turn { seat: s } if s == seat) {
            match action {
                Action::Play(card) => return self.turn_play(seat, card, sink),
                Action::Draw => return self.turn_draw(seat, sink),
                _ => {}
            }
        }
        self.apply_other(seat, action, sink)
    }

    /// Takes the random player's decision (as [`Game::random_action`] chooses it, drawing from
    /// `pick` alike and keeping the move that follows an UNO call in `after_call` alike) and
    /// applies it in one step; the result is the same as applying that action, without the checks
    /// that an action the engine chose itself cannot fail. `Ok(None)` when `seat` has no decision
    /// now (nothing changes, `pick` is not called and `after_call` is emptied).
    #[inline]
    pub fn apply_random<S: EventSink>(
        &mut self,
        seat: Seat,
        pick: impl FnOnce(u32) -> u32,
        after_call: &mut Option<Action>,
        sink: &mut S,
    ) -> Result<Option<Action>, RuleError> {
        if after_call.is_some()
            && let Some(action) = self.move_after_call(seat, after_call)
        {
            return self.apply_with(seat, action, sink).map(|()| Some(action));
        }
        // The plain turn's play and draw need none of `apply`'s checks: the engine chose them.
        if self.plain_turn(seat) {
            return match self.random_turn_choice(seat, pick) {
                Action::Play(card) => {
                    self.begin_turn_action(seat);
                    self.note_wild_played(seat, card);
                    self.play(seat, card, sink);
                    Ok(Some(Action::Play(card)))
                }
                Action::Draw => {
                    self.begin_turn_action(seat);
                    self.draw_for_turn(seat, sink);
                    Ok(Some(Action::Draw))
                }
                pass => self.apply_other(seat, pass, sink).map(|()| Some(pass)),
            };
        }
        match self.random_action(seat, pick, after_call) {
            Some(action) => self.apply_other(seat, action, sink).map(|()| Some(action)),
            None => Ok(None),
        }
    }

    /// Every action but a play or draw on one's own turn (kept out of line so that the hot path
    /// above stays a couple of plain branches).
    #[inline(never)]
    fn apply_other<S: EventSink>(&mut self, seat: Seat, action: Action, sink: &mut S) -> Result<(), RuleError> {
        match action {
            Action::StartRound => {
                match self.phase.get() {
                    Phase::WaitingToDeal | Phase::RoundOver => {}
                    Phase::MatchOver { .. } => return Err(RuleError::MatchOver),
                    _ => return Err(self.wrong_moment()),
                }
                self.deal(sink);
                Ok(())
            }
            Action::CallUno => self.call_uno(seat, sink),
            Action::Catch(target) => self.catch(seat, target, sink),
            Action::TableTalkPenalty(target) => self.table_penalty(target, sink),
            Action::JumpIn(card) => {
                if !self.rules.jump_in {
                    return Err(RuleError::RuleNotInPlay(OptionalRule::JumpIn));
                }
                self.check_in_round()?;
                if !matches!(self.phase.get(), Phase::Turn { .. }) {
                    return Err(self.wrong_moment());
                }
                if matches!(self.phase.get(), Phase::Turn { seat: s } if s == seat) {
                    return Err(RuleError::JumpInOnYourTurn);
                }
                if !self.hands[seat as usize].contains(card) {
                    return Err(RuleError::CardNotInHand(card));
                }
                if self.jump_in_card(seat) != Some(card) {
                    return Err(RuleError::JumpInNeedsIdenticalCard);
                }
                self.begin_turn_action(seat);
                self.play(seat, card, sink);
                Ok(())
            }
            _ => self.apply_decision(seat, action, sink),
        }
    }

    /// Actions that answer the phase's decision; only the phase's seat may take them.
    fn apply_decision<S: EventSink>(&mut self, seat: Seat, action: Action, sink: &mut S) -> Result<(), RuleError> {
        self.check_in_round()?;
        if self.phase.get().actor() != Some(seat) {
            return Err(RuleError::NotYourTurn);
        }
        match (self.phase.get(), action) {
            (Phase::Turn { .. }, Action::Play(card)) => return self.turn_play(seat, card, sink),
            (Phase::Turn { .. }, Action::Draw) => return self.turn_draw(seat, sink),
            (Phase::Turn { .. }, Action::Pass) => return self.turn_pass(seat, sink),
            (Phase::DrawPenalty { .. }, Action::Accept) => {
                self.begin_turn_action(seat);
                self.accept_penalty(seat, sink);
            }
            (Phase::DrawPenalty { .. }, Action::Challenge) => {
                let Some(ch) = self.challenge else { return Err(RuleError::NothingToChallenge) };
                self.begin_turn_action(seat);
                self.resolve_challenge(seat, ch, sink);
            }
            (Phase::DrawPenalty { .. }, Action::Play(card)) => return self.stack_play(seat, card, sink),
            (Phase::ChooseColour { .. }, Action::ChooseColour(colour)) => {
                self.begin_turn_action(seat);
                self.colour_chosen(seat, colour, sink);
            }
            (Phase::ChooseTarget { .. }, Action::ChooseTarget(target)) => {
                if target >= self.seats {
                    return Err(RuleError::NoSuchSeat(target));
                }
                if target == seat {
                    return Err(RuleError::CannotTargetYourself);
                }
                self.begin_turn_action(seat);
                self.target_chosen(seat, target, sink);
            }
            (Phase::PlayOrKeep { .. }, Action::PlayDrawn) => {
                let card = self.drawn.expect("PlayOrKeep always has a drawn card");
                self.begin_turn_action(seat);
                self.play(seat, card, sink);
            }
            (Phase::PlayOrKeep { .. }, Action::KeepDrawn) => {
                if self.must_play_drawn(seat) {
                    return Err(RuleError::MustPlayDrawnCard);
                }
                self.begin_turn_action(seat);
                self.drawn = None;
                self.end_turn(seat, 0, sink);
            }
            (Phase::GiveCards { target, remaining, .. }, Action::GiveCard(card)) => {
                return self.give_card(seat, target, remaining, card, sink);
            }
            (Phase::HouseRuleFor { .. }, Action::HouseRuleFor(target)) => {
                match target {
                    Some(t) if t >= self.seats => return Err(RuleError::NoSuchSeat(t)),
                    // Out with this card, the player is done: the rule is for somebody else.
                    Some(t) if t == seat && self.hands[seat as usize].is_empty() => {
                        return Err(RuleError::CannotTargetYourself);
                    }
                    _ => {}
                }
                self.begin_turn_action(seat);
                self.house_rule_for(seat, target, sink);
            }
            (Phase::JudgeHouseRule { target, .. }, Action::JudgeHouseRule(penalty)) => {
                if penalty > MAX_HOUSE_PENALTY {
                    return Err(RuleError::PenaltyOutOfRange(penalty));
                }
                if penalty > 0 && target.is_none() {
                    return Err(RuleError::NobodyToPenalise);
                }
                self.begin_turn_action(seat);
                self.house_rule_judged(seat, target, penalty, sink);
            }
            _ => return Err(self.wrong_moment()),
        }
        Ok(())
    }

    /// Passing on one's own turn: only when nothing can be drawn or played; everyone passing in
    /// a row ends the round blocked.
    fn turn_pass<S: EventSink>(&mut self, seat: Seat, sink: &mut S) -> Result<(), RuleError> {
        if self.can_draw() || self.turn_playable(seat) != 0 {
            return Err(RuleError::CannotPass);
        }
        self.begin_turn_action(seat);
        self.passes += 1;
        if S::ENABLED {
            sink.push(Event::Passed { seat });
        }
        if self.passes as usize >= self.seats() {
            self.end_blocked_round(sink);
        } else {
            self.end_turn(seat, 0, sink);
        }
        Ok(())
    }

    /// A card stacked on a draw penalty.
    fn stack_play<S: EventSink>(&mut self, seat: Seat, card: Card, sink: &mut S) -> Result<(), RuleError> {
        if !self.hands[seat as usize].contains(card) {
            return Err(RuleError::CardNotInHand(card));
        }
        if self.takeback && card == Card::WILD_DRAW_FOUR {
            return Err(RuleError::MustPlayLegalCardAfterBluff);
        }
        if self.stackable_mask() & card.bit() == 0 {
            return Err(RuleError::CannotStack(self.pending));
        }
        self.begin_turn_action(seat);
        self.challenge = None;
        self.play(seat, card, sink);
        Ok(())
    }

    /// One card given to `target` by a Customizable Wild, `remaining` cards still owed with it.
    fn give_card<S: EventSink>(
        &mut self,
        seat: Seat,
        target: Seat,
        remaining: u8,
        card: Card,
        sink: &mut S,
    ) -> Result<(), RuleError> {
        if !self.hands[seat as usize].contains(card) {
            return Err(RuleError::CannotGiveThat);
        }
        self.begin_turn_action(seat);
        self.hands[seat as usize].remove(card);
        self.hands[target as usize].add(card);
        self.note_received(target, 1);
        self.clear_uno(target);
        if S::ENABLED {
            sink.push(Event::CardMoved { card: Some(card), from: Zone::Hand(seat), to: Zone::Hand(target) });
        }
        if remaining > 1 && !self.hands[seat as usize].is_empty() {
            self.phase.set(Phase::GiveCards { seat, target, remaining: remaining - 1 });
        } else {
            self.continue_custom(sink);
        }
        Ok(())
    }

    /// A card played on one's own turn.
    fn turn_play<S: EventSink>(&mut self, seat: Seat, card: Card, sink: &mut S) -> Result<(), RuleError> {
        let hand = &self.hands[seat as usize];
        if !hand.contains(card) {
            return Err(RuleError::CardNotInHand(card));
        }
        if self.takeback && card == Card::WILD_DRAW_FOUR {
            return Err(RuleError::MustPlayLegalCardAfterBluff);
        }
        if self.playable_mask(hand) & card.bit() == 0 {
            let err = if card.is_wild() {
                RuleError::WildNeedsNoMatch
            } else {
                RuleError::CardDoesNotMatch { card, colour: self.colour }
            };
            if !self.rules.wrong_card_penalty {
                return Err(err);
            }
            self.begin_turn_action(seat);
            if S::ENABLED {
                sink.push(Event::WrongCard { seat, card });
            }
            self.draw_cards(seat, 4, sink);
            return Ok(());
        }
        self.begin_turn_action(seat);
        self.note_wild_played(seat, card);
        self.play(seat, card, sink);
        Ok(())
    }

    /// What a wild played on one's turn shows the table (before it leaves the hand): a Wild Draw
    /// Four that is no bluff, that the rest of the hand lacks the colour in force (or, under the
    /// other rule, any other playable card); another wild, that nothing coloured fitted (and no
    /// Wild Draw Four that would have been fair either: a player who has one plays it first).
    fn note_wild_played(&mut self, seat: Seat, card: Card) {
        let Some(top) = self.discard.top() else { return };
        let fitting = matching_mask(top, self.colour);
        let plus_four = Card::WILD_DRAW_FOUR.bit();
        match (card == Card::WILD_DRAW_FOUR, self.rules.wild_draw_four) {
            (true, WildDrawFourRule::NoCardOfCurrentColour) => self.note_lack(seat, colour_mask(self.colour), true),
            (true, WildDrawFourRule::NoOtherPlayableCard) => {
                self.note_lack(seat, (fitting | WILD_MASK) & !plus_four, true)
            }
            (false, _) if card.is_wild() => {
                let fair_plus_four =
                    if self.rules.wild_draw_four == WildDrawFourRule::NoCardOfCurrentColour { plus_four } else { 0 };
                self.note_lack(seat, fitting | fair_plus_four, false);
            }
            _ => {}
        }
    }

    /// A draw on one's own turn.
    fn turn_draw<S: EventSink>(&mut self, seat: Seat, sink: &mut S) -> Result<(), RuleError> {
        if !self.can_draw() {
            return Err(RuleError::NothingToDraw);
        }
        if self.takeback && self.turn_playable(seat) != 0 {
            return Err(RuleError::MustPlayLegalCardAfterBluff);
        }
        self.begin_turn_action(seat);
        self.draw_for_turn(seat, sink);
        Ok(())
    }

    fn check_in_round(&self) -> Result<(), RuleError> {
        match self.phase.get() {
            Phase::WaitingToDeal => Err(RuleError::WrongMoment(Waiting::Deal)),
            Phase::RoundOver => Err(RuleError::RoundOver),
            Phase::MatchOver { .. } => Err(RuleError::MatchOver),
            _ => Ok(()),
        }
    }

    fn wrong_moment(&self) -> RuleError {
        RuleError::WrongMoment(match self.phase.get() {
            Phase::WaitingToDeal | Phase::RoundOver | Phase::MatchOver { .. } => Waiting::Deal,
            Phase::Turn { .. } => Waiting::PlayOrDraw,
            Phase::DrawPenalty { .. } => Waiting::DrawPenalty,
            Phase::ChooseColour { .. } => Waiting::Colour,
            Phase::ChooseTarget { .. } => Waiting::Target,
            Phase::PlayOrKeep { .. } => Waiting::PlayOrKeep,
            Phase::GiveCards { .. } => Waiting::GiveCards,
            Phase::HouseRuleFor { .. } => Waiting::HouseRuleFor,
            Phase::JudgeHouseRule { .. } => Waiting::JudgeHouseRule,
        })
    }

    /// `seat` acts in a turn: anyone else who missed UNO can no longer be caught.
    #[inline]
    fn begin_turn_action(&mut self, seat: Seat) {
        self.uno_exposed &= 1u16 << seat;
    }

    fn call_uno<S: EventSink>(&mut self, seat: Seat, sink: &mut S) -> Result<(), RuleError> {
        self.check_in_round()?;
        let bit = 1u16 << seat;
        if self.uno_called & bit != 0 && self.hands[seat as usize].len() <= 2 {
            return Err(RuleError::UnoAlreadyCalled);
        }
        if !self.may_call_uno(seat) {
            return Err(RuleError::UnoNotNeeded);
        }
        self.uno_called |= bit;
        self.uno_exposed &= !bit;
        if S::ENABLED {
            sink.push(Event::UnoCalled { seat });
        }
        Ok(())
    }

    fn catch<S: EventSink>(&mut self, seat: Seat, target: Seat, sink: &mut S) -> Result<(), RuleError> {
        self.check_in_round()?;
        if target >= self.seats {
            return Err(RuleError::NoSuchSeat(target));
        }
        if target == seat {
            return Err(RuleError::CannotCatchYourself);
        }
        let bit = 1u16 << target;
        if self.uno_exposed & bit == 0 {
            return Err(if self.hands[target as usize].len() != 1 {
                RuleError::NotOnOneCard
            } else if self.uno_called & bit != 0 {
                RuleError::CalledUnoInTime
            } else {
                RuleError::CatchTooLate
            });
        }
        self.uno_exposed &= !bit;
        let penalty = self.rules.uno_penalty.cards();
        if S::ENABLED {
            sink.push(Event::Caught { catcher: seat, target, penalty });
        }
        self.draw_cards(target, penalty, sink);
        Ok(())
    }

    fn table_penalty<S: EventSink>(&mut self, target: Seat, sink: &mut S) -> Result<(), RuleError> {
        if !self.rules.table_talk_penalty {
            return Err(RuleError::RuleNotInPlay(OptionalRule::TableTalkPenalty));
        }
        self.check_in_round()?;
        if target >= self.seats {
            return Err(RuleError::NoSuchSeat(target));
        }
        if S::ENABLED {
            sink.push(Event::TableTalkPenalty { seat: target });
        }
        self.draw_cards(target, 4, sink);
        Ok(())
    }

    /// Draw on your turn: one card, or under Draw to Match until a playable one comes.
    fn draw_for_turn<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        self.passes = 0;
        // Nothing fitted, not even a wild (a Wild Draw Four would have been fair then).
        if let Some(top) = self.discard.top() {
            self.note_lack(seat, matching_mask(top, self.colour) | WILD_MASK, false);
        }
        let mut playable = None;
        let mut count = 0u8;
        while let Some(c) = self.draw_one(seat, sink) {
            count += 1;
            if self.playable_mask(&self.hands[seat as usize]) & c.bit() != 0 {
                playable = Some(c);
                break;
            }
            if !self.rules.draw_to_match {
                break;
            }
        }
        // A card that did not fit when drawn is no more playable than the hand was: what the
        // table saw them lack covers it too; only a drawn card that fits is left out.
        self.note_received(seat, u8::from(playable.is_some()));
        self.note_received_before_newest(seat, count - u8::from(playable.is_some()));
        self.clear_uno(seat);
        if S::ENABLED {
            sink.push(Event::Drew { seat, count });
        }
        match playable {
            Some(c) => {
                self.drawn = Some(c);
                self.phase.set(Phase::PlayOrKeep { seat });
            }
            None => self.end_turn(seat, 0, sink),
        }
    }

    /// The seat answering a draw penalty takes the cards and loses the turn.
    fn accept_penalty<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        let n = self.pending;
        self.pending = 0;
        self.challenge = None;
        self.draw_cards(seat, n, sink);
        self.end_turn_skipping_self(seat, sink);
    }

    /// `seat` loses the turn it was about to take.
    fn end_turn_skipping_self<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        if S::ENABLED {
            sink.push(Event::Skipped { seat });
        }
        self.end_turn(seat, 0, sink);
    }

    /// A pending draw lands on `victim`: they answer it, unless (stacking on, no Wild Draw Four to
    /// challenge) they hold nothing to stack, in which case they simply take the cards.
    pub(crate) fn draw_penalty_on<S: EventSink>(&mut self, victim: Seat, sink: &mut S) {
        if self.challenge.is_none() && self.stackable_mask() & self.hands[victim as usize].mask() == 0 {
            self.accept_penalty(victim, sink);
            return;
        }
        // The victim's turn begins with the penalty to answer.
        self.void_unused_uno_calls();
        self.phase.set(Phase::DrawPenalty { seat: victim });
        if S::ENABLED {
            sink.push(self.draw_pending(victim));
        }
    }

    /// The event of a draw penalty waiting for `seat`'s answer, with the answers the rules allow.
    fn draw_pending(&self, seat: Seat) -> Event {
        Event::DrawPending {
            seat,
            total: self.pending,
            stack: self.stackable_mask() != 0,
            challenge: self.challenge.is_some(),
        }
    }

    /// The player who had to draw challenges the Wild Draw Four.
    fn resolve_challenge<S: EventSink>(&mut self, challenger: Seat, ch: super::game::PendingChallenge, sink: &mut S) {
        self.challenge = None;
        let offender = ch.offender;
        let shown = self.hands[offender as usize];
        self.reveal = Some(Reveal { owner: offender, to: challenger, hand: shown });
        if S::ENABLED {
            sink.push(Event::Challenged { challenger, offender, bluff: ch.bluff });
            sink.push(Event::HandShown { owner: offender, to: challenger, cards: shown.to_vec() });
        }
        if !ch.bluff {
            let n = self.pending.saturating_add(2);
            self.pending = 0;
            self.draw_cards(challenger, n, sink);
            self.end_turn_skipping_self(challenger, sink);
            return;
        }
        // What the Wild Draw Four seemed to show was not so.
        self.forget_wild_draw_four_lacks(offender);
        match self.rules.bluff_penalty {
            BluffPenalty::DrawFour => {
                let n = self.pending;
                self.pending = 0;
                self.draw_cards(offender, n, sink);
                self.start_turn(challenger, sink);
            }
            BluffPenalty::TakeBack => {
                let card = self.discard.pop().expect("the challenged Wild Draw Four is on top");
                debug_assert_eq!(card, Card::WILD_DRAW_FOUR);
                self.hands[offender as usize].add(card);
                self.clear_uno(offender);
                self.colour = ch.prev_colour;
                self.pending = ch.prev_pending;
                if S::ENABLED {
                    sink.push(Event::CardMoved { card: Some(card), from: Zone::DiscardPile, to: Zone::Hand(offender) });
                    sink.push(Event::TookBack { seat: offender });
                    sink.push(Event::ColourChosen { seat: offender, colour: ch.prev_colour });
                }
                if self.pending > 0 {
                    self.phase.set(Phase::DrawPenalty { seat: offender });
                    self.takeback = true;
                    if S::ENABLED {
                        sink.push(self.draw_pending(offender));
                    }
                } else {
                    self.start_turn(offender, sink);
                    self.takeback = true;
                }
            }
        }
    }

    /// `seat` plays `card` from their hand (already checked legal) and its effect follows.
    pub(crate) fn play<S: EventSink>(&mut self, seat: Seat, card: Card, sink: &mut S) {
        let bluff = card == Card::WILD_DRAW_FOUR && self.would_bluff(&self.hands[seat as usize]);
        let prev_colour = self.colour;
        let prev_pending = self.pending;
        let hand = &mut self.hands[seat as usize];
        hand.remove_held(card);
        let left = hand.len();
        self.note_played(seat, card);
        self.discard.push(card);
        self.passes = 0;
        self.drawn = None;
        self.takeback = false;
        if let Some(c) = card.colour() {
            self.colour = c;
        }
        if S::ENABLED {
            sink.push(Event::CardMoved { card: Some(card), from: Zone::Hand(seat), to: Zone::DiscardPile });
        }
        self.note_uno(seat, sink);
        if left == 0 {
            self.last_card_played(seat, card, sink);
            return;
        }
        match card.kind() {
            Kind::Number(7) if self.rules.seven_o => {
                self.resolving =
                    Some(super::game::Resolving { seat, card, first: false, target: None, next_effect: 0, skips: 0 });
                self.phase.set(Phase::ChooseTarget { seat });
            }
            Kind::Number(0) if self.rules.seven_o => {
                self.rotate_hands(sink);
                self.end_turn(seat, 0, sink);
            }
            Kind::Number(_) => self.end_turn(seat, 0, sink),
            Kind::Skip => self.end_turn(seat, 1, sink),
            Kind::Reverse => {
                self.flip_direction(sink);
                let as_skip =
                    self.seats == 2 && self.rules.reverse_with_two == super::rules::ReverseWithTwo::ActsAsSkip;
                self.end_turn(seat, as_skip as u8, sink);
            }
            Kind::DrawTwo => {
                let victim = self.seat_after(seat, 1);
                if self.rules.stacking == super::rules::Stacking::Off {
                    self.draw_cards(victim, 2, sink);
                    self.end_turn(seat, 1, sink);
                } else {
                    self.pending = self.pending.saturating_add(2);
                    self.draw_penalty_on(victim, sink);
                }
            }
            Kind::WildDrawFour => {
                self.challenge =
                    Some(super::game::PendingChallenge { offender: seat, bluff, prev_colour, prev_pending });
                self.pending = self.pending.saturating_add(4);
                self.resolving =
                    Some(super::game::Resolving { seat, card, first: false, target: None, next_effect: 0, skips: 0 });
                self.phase.set(Phase::ChooseColour { seat });
            }
            Kind::Wild | Kind::SwapHands | Kind::Custom(_) => {
                self.resolving =
                    Some(super::game::Resolving { seat, card, first: false, target: None, next_effect: 0, skips: 0 });
                self.phase.set(Phase::ChooseColour { seat });
            }
        }
    }

    /// After `seat`'s own move shrank their hand: one card without a call makes them catchable.
    pub(crate) fn note_uno<S: EventSink>(&mut self, seat: Seat, sink: &mut S) {
        let bit = 1u16 << seat;
        match self.hands[seat as usize].len() {
            1 if self.uno_called & bit == 0 && self.uno_exposed & bit == 0 => {
                self.uno_exposed |= bit;
                if S::ENABLED {
                    sink.push(Event::UnoMissed { seat });
                }
            }
            1 => {}
            _ => self.clear_uno(seat),
        }
    }

    /// The colour of a wild is named; the card's effect continues.
    fn colour_chosen<S: EventSink>(&mut self, seat: Seat, colour: super::card::Colour, sink: &mut S) {
        self.colour = colour;
        if S::ENABLED {
            sink.push(Event::ColourChosen { seat, colour });
        }
        let r = self.resolving.expect("a colour is chosen for a card being resolved");
        match r.card.kind() {
            Kind::WildDrawFour => {
                self.resolving = None;
                let victim = self.seat_after(seat, 1);
                self.draw_penalty_on(victim, sink);
            }
            Kind::SwapHands => self.phase.set(Phase::ChooseTarget { seat }),
            Kind::Custom(i) if !r.first => {
                let wild = &self.rules.custom_wilds[i as usize];
                if wild.is_house_rule() {
                    self.phase.set(Phase::HouseRuleFor { seat });
                } else if wild.needs_target() {
                    self.phase.set(Phase::ChooseTarget { seat });
                } else {
                    self.continue_custom(sink);
                }
            }
            _ => {
                self.resolving = None;
                if r.first { self.start_turn(seat, sink) } else { self.end_turn(seat, 0, sink) }
            }
        }
    }

    /// The other player for Swap Hands, Seven-O or a custom wild is chosen.
    fn target_chosen<S: EventSink>(&mut self, seat: Seat, target: Seat, sink: &mut S) {
        let mut r = self.resolving.expect("a target is chosen for a card being resolved");
        match r.card.kind() {
            Kind::Custom(_) => {
                r.target = Some(target);
                self.resolving = Some(r);
                self.continue_custom(sink);
            }
            _ => {
                self.resolving = None;
                self.swap_hands(seat, target, sink);
                if r.first { self.start_turn(seat, sink) } else { self.end_turn(seat, 0, sink) }
            }
        }
    }
}

//! The hint: the move Hard would make in this position, and a reason for it that is true of what
//! the person can see. The move is Hard's own choice (same seed, same budget: the same move); the
//! reason is picked afterwards from the view, the most telling fact first, and
//! [`HintReason::holds`] checks it against the position again.

use crate::ai::{BotKind, Budget, chance_holds_colour};
use crate::engine::{
    Action, COLOURED_MASK, Card, Colour, CustomEffect, Decision, Kind, Phase, ReverseWithTwo, Seat, Stacking, View,
    WildDrawFourRule, colour_mask, playable_mask,
};

use super::explain::bluff_count;
use super::{legal_now, seat_after};

/// The move Hard would make, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move.
    pub action: Action,
    /// Why, in facts the person can check on the table.
    pub reason: HintReason,
}

/// Hard's move for this decision and a reason for it computed from `view` only. Hard is built as
/// [`BotKind::Hard`]`.build_with(seed, budget)` builds it, so the hint is the move Hard makes with
/// the same seed and budget (a playout budget makes it the same on any number of threads).
///
/// # Panics
///
/// When `legal` is empty (there is no decision to hint at): see [`try_hint`].
pub fn hint(view: &View, legal: &[Action], seed: u64, budget: Budget) -> Hint {
    try_hint(view, legal, seed, budget).expect("a hint needs at least one legal action")
}

/// [`hint`], or `None` when `legal` is empty.
pub fn try_hint(view: &View, legal: &[Action], seed: u64, budget: Budget) -> Option<Hint> {
    if legal.is_empty() {
        return None;
    }
    let mut hard = BotKind::Hard.build_with(seed, budget);
    let action = hard.decide(&Decision::from_view(view.clone(), legal));
    Some(Hint { action, reason: HintReason::of(view, legal, action) })
}

/// Why a move is worth making, as facts of the position. Seats are filled in with names when the
/// reason is put into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// It is the only legal move.
    OnlyChoice,
    /// No round is in play: deal the next one.
    NextRound,
    /// Say UNO: the viewer holds `cards` (2: before playing the next-to-last; 1: not yet said).
    CallUno {
        /// Cards in the viewer's hand.
        cards: u8,
    },
    /// Catch `seat`, down to one card without saying UNO: they draw `penalty`.
    Catch {
        /// Who.
        seat: Seat,
        /// Cards they draw.
        penalty: u8,
    },
    /// The last card: the viewer goes out.
    GoOut,
    /// The only card that can be played.
    OnlyPlay,
    /// The card stops `seat`, who plays next and is close to going out.
    StopLeader {
        /// Who plays next.
        seat: Seat,
        /// Cards they hold (1 or 2).
        cards: u8,
    },
    /// A Draw card: `seat` plays next and draws `cards` (or, with stacking, stacks).
    Attack {
        /// Who plays next.
        seat: Seat,
        /// Cards they draw.
        cards: u8,
        /// Stacking is on: they may pass the draw on.
        can_stack: bool,
    },
    /// Stack on the pending draw: `seat` now faces `total` cards.
    Stack {
        /// Who plays next.
        seat: Seat,
        /// The draw they face.
        total: u8,
    },
    /// Play a coloured card and keep the wild: `count` more cards of `colour` remain after it.
    KeepWild {
        /// A wild in the hand.
        wild: Card,
        /// The card's colour.
        colour: Colour,
        /// Other cards of that colour in the hand.
        count: u8,
    },
    /// The card changes the colour to one the viewer holds more of.
    SwitchColour {
        /// The card's colour.
        colour: Colour,
        /// Cards of it in the hand (the card included).
        count: u8,
        /// The colour in force.
        from: Colour,
        /// Cards of that one in the hand.
        from_count: u8,
    },
    /// The card's colour is the one the viewer holds most.
    MostHeld {
        /// The colour.
        colour: Colour,
        /// Cards of it in the hand (the card included).
        count: u8,
    },
    /// A wild lets the viewer name `colour`, which they hold most and is not in force now.
    ChangeTo {
        /// The colour held most.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
    },
    /// A card that swaps hands: `seat` holds fewer cards than the viewer will after playing it.
    SwapFor {
        /// Whose hand is small.
        seat: Seat,
        /// Cards in it.
        cards: u8,
        /// Cards the viewer holds after playing the card.
        mine: u8,
    },
    /// The card is worth `points` if it stays in the hand.
    GetRidOfPoints {
        /// Its points.
        points: u32,
    },
    /// The card worth the most points in the hand.
    MostPoints {
        /// Its points.
        points: u32,
    },
    /// No coloured card in the hand fits: only wilds.
    OnlyWildsFit,
    /// A Wild Draw Four played as a bluff: the hand holds `count` cards that forbid it.
    Bluff {
        /// The colour in force (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
        /// Cards that make it a bluff.
        count: u8,
    },
    /// The card fits on `top`.
    Fits {
        /// The top card.
        top: Card,
    },
    /// Jump-In with an identical card: play goes on from the viewer.
    JumpIn,
    /// Draw: no card fits.
    NothingFits {
        /// The colour in force.
        colour: Colour,
        /// The top card.
        top: Card,
    },
    /// Draw rather than play the only kind of card that fits, a wild.
    SaveWild {
        /// The wild that could be played.
        wild: Card,
    },
    /// Draw rather than play one of `playable` cards.
    HoldBack {
        /// Cards that could be played.
        playable: u8,
    },
    /// Pass: nothing fits and nothing is left to draw.
    NothingToDraw,
    /// Play the card just drawn: it fits.
    PlayDrawn {
        /// The card.
        card: Card,
    },
    /// Keep a wild just drawn for later.
    KeepDrawnWild {
        /// The card.
        card: Card,
    },
    /// Keep a Wild Draw Four just drawn: playing it would be a bluff.
    WouldBluff {
        /// The colour in force (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
        /// Cards that make it a bluff.
        count: u8,
    },
    /// Keep the card just drawn: it would change the colour away from one held more.
    KeepColour {
        /// The colour in force.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
    },
    /// Keep the card just drawn for later.
    KeepForLater {
        /// The card.
        card: Card,
    },
    /// Name the colour held most.
    BestColour {
        /// The colour.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
    },
    /// Name a colour `seat` was seen to lack.
    ColourLacked {
        /// The colour.
        colour: Colour,
        /// Who lacked it.
        seat: Seat,
    },
    /// Name a colour the viewer holds.
    ColourHeld {
        /// The colour.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
    },
    /// Name the colour with the fewest cards still unseen.
    FewUnseen {
        /// The colour.
        colour: Colour,
        /// Cards of it the viewer has not seen.
        unseen: u8,
    },
    /// The chosen player is a partner.
    Partner {
        /// Who.
        seat: Seat,
    },
    /// The chosen player holds the fewest cards.
    Fewest {
        /// Who.
        seat: Seat,
        /// Cards they hold.
        cards: u8,
    },
    /// A swap with a smaller hand than the viewer's.
    SmallerHand {
        /// Who.
        seat: Seat,
        /// Cards they hold.
        cards: u8,
        /// Cards the viewer holds.
        mine: u8,
    },
    /// The chosen player holds `cards`.
    TargetCards {
        /// Who.
        seat: Seat,
        /// Cards they hold.
        cards: u8,
    },
    /// Challenge: the chance that `seat` held a card that made the Wild Draw Four a bluff.
    Challenge {
        /// Who played it.
        seat: Seat,
        /// The colour before it (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
        /// Percent, from the cards the viewer has not seen.
        chance: u8,
    },
    /// Take the cards rather than challenge: what a failed challenge costs, and the chance of a bluff.
    AcceptRisk {
        /// Who played it.
        seat: Seat,
        /// The colour before it (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
        /// Percent, from the cards the viewer has not seen.
        chance: u8,
        /// Cards a failed challenge costs.
        cost: u8,
    },
    /// Take the cards: nothing to stack on them.
    NoStack {
        /// Cards to take.
        pending: u8,
    },
    /// Take the cards and keep the card that could be stacked.
    KeepStack {
        /// The card kept.
        card: Card,
    },
    /// The search's verdict, when no simpler fact says it: it wins most often.
    Lookahead,
}

impl HintReason {
    /// The reason for making `action` (one of `legal`) in the viewer's position, from the view only.
    pub fn of(view: &View, legal: &[Action], action: Action) -> HintReason {
        use HintReason as R;
        match action {
            Action::StartRound => return R::NextRound,
            Action::CallUno => return R::CallUno { cards: view.hand.len() as u8 },
            Action::Catch(seat) => return R::Catch { seat, penalty: view.rules.uno_penalty.cards() },
            _ => {}
        }
        if legal == [action] {
            return R::OnlyChoice;
        }
        match action {
            Action::Play(c) | Action::JumpIn(c) => play_reason(view, legal, c, action),
            Action::Draw => draw_reason(view, legal),
            Action::Pass => R::NothingToDraw,
            Action::PlayDrawn => match view.drawn {
                Some(c) => drawn_reason(view, c),
                None => R::Lookahead,
            },
            Action::KeepDrawn => match view.drawn {
                Some(c) => keep_reason(view, c),
                None => R::Lookahead,
            },
            Action::ChooseColour(c) => colour_reason(view, c),
            Action::ChooseTarget(t) => target_reason(view, t),
            Action::GiveCard(c) => give_reason(view, c),
            Action::Challenge => match bluff_chance(view) {
                Some((seat, colour, chance)) => R::Challenge { seat, colour, chance },
                None => R::Lookahead,
            },
            Action::Accept => accept_reason(view, legal),
            Action::StartRound | Action::CallUno | Action::Catch(_) | Action::TableTalkPenalty(_) => R::Lookahead,
        }
    }

    /// True when what the reason claims is true of the viewer's position for `action`: every count,
    /// seat and card it names is checked against the view again.
    pub fn holds(&self, view: &View, action: Action) -> bool {
        let Some(me) = view.seat else { return false };
        let p = Position { view, me, action };
        p.play_fact(self)
            .or_else(|| p.draw_fact(self))
            .or_else(|| p.choice_fact(self))
            .unwrap_or_else(|| p.move_fact(self))
    }
}

/// The viewer's position and the move a reason is checked for.
struct Position<'a> {
    view: &'a View,
    me: Seat,
    action: Action,
}

impl Position<'_> {
    /// The viewer's legal actions, as the engine lists them.
    fn legal(&self) -> Vec<Action> {
        legal_now(self.view)
    }

    /// How many cards could be played (distinct faces).
    fn plays(&self) -> usize {
        self.legal().into_iter().filter(|a| matches!(a, Action::Play(_))).count()
    }

    /// The viewer's cards of `c`.
    fn count(&self, c: Colour) -> u8 {
        self.view.hand.count_in(colour_mask(c)) as u8
    }

    /// The most cards the viewer holds of one colour.
    fn most(&self) -> u8 {
        Colour::ALL.into_iter().map(|c| self.count(c)).max().unwrap_or(0)
    }

    /// Cards in `seat`'s hand.
    fn size(&self, seat: Seat) -> u8 {
        self.view.hand_size(seat) as u8
    }

    /// The card the move plays (from the hand, the card just drawn or by Jump-In).
    fn played(&self) -> Option<Card> {
        match self.action {
            Action::Play(c) | Action::JumpIn(c) => Some(c),
            Action::PlayDrawn => self.view.drawn,
            _ => None,
        }
    }

    /// A card's points left in a hand.
    fn points(&self, c: Card) -> u32 {
        c.points(self.view.rules.new_card_points.value())
    }

    /// The facts of playing a card; `None` for the other reasons.
    fn play_fact(&self, reason: &HintReason) -> Option<bool> {
        use HintReason as R;
        let (view, hand) = (self.view, &self.view.hand);
        let played = self.played();
        let next = seat_after(view, self.me, 1);
        Some(match *reason {
            R::GoOut => played.is_some_and(|c| hand.len() == 1 && hand.contains(c)),
            R::OnlyPlay => {
                matches!(self.action, Action::Play(_)) && self.plays() == 1 && self.legal().contains(&self.action)
            }
            R::StopLeader { seat, cards } => {
                played.is_some_and(|c| stops_next(view, c))
                    && seat == next
                    && self.size(seat) == cards
                    && cards <= 2
                    && opponent(view, seat)
            }
            R::Attack { seat, cards, can_stack } => {
                played.is_some_and(|c| draw_count(c) == Some(cards))
                    && seat == next
                    && can_stack == (view.rules.stacking != Stacking::Off)
            }
            R::Stack { seat, total } => {
                view.phase == (Phase::DrawPenalty { seat: self.me })
                    && self.legal().contains(&self.action)
                    && played.and_then(draw_count).is_some_and(|n| view.pending_draw.saturating_add(n) == total)
                    && seat == next
            }
            R::KeepWild { wild, colour, count } => {
                wild.is_wild()
                    && hand.contains(wild)
                    && played.is_some_and(|c| c.colour() == Some(colour))
                    && count >= 1
                    && self.count(colour) == count + 1
            }
            R::SwitchColour { colour, count, from, from_count } => {
                played.is_some_and(|c| c.colour() == Some(colour))
                    && from == view.colour
                    && colour != from
                    && self.count(colour) == count
                    && self.count(from) == from_count
                    && count > from_count
            }
            R::MostHeld { colour, count } => {
                played.is_some_and(|c| c.colour() == Some(colour))
                    && self.count(colour) == count
                    && count >= self.most()
            }
            R::ChangeTo { colour, count } => {
                played.is_some_and(|c| c.is_wild())
                    && colour != view.colour
                    && self.count(colour) == count
                    && count >= self.most()
                    && count > self.count(view.colour)
            }
            R::SwapFor { seat, cards, mine } => {
                played.is_some_and(|c| swaps(view, c))
                    && seat != self.me
                    && self.size(seat) == cards
                    && hand.len() == mine as usize + 1
                    && cards < mine
            }
            R::OnlyWildsFit => {
                played.is_some_and(|c| c.is_wild()) && hand.count_in(view.playable_mask() & COLOURED_MASK) == 0
            }
            R::Bluff { colour, count } => {
                played == Some(Card::WILD_DRAW_FOUR)
                    && view.would_bluff()
                    && colour == rule_colour(view)
                    && count == bluff_count(view)
            }
            R::Fits { top } => view.top == Some(top) && played.is_some() && self.legal().contains(&self.action),
            R::JumpIn => {
                matches!(self.action, Action::JumpIn(c) if view.top == Some(c)) && self.legal().contains(&self.action)
            }
            R::PlayDrawn { card } => self.action == Action::PlayDrawn && view.drawn == Some(card),
            _ => return None,
        })
    }

    /// The facts of drawing, passing, keeping a drawn card and answering a draw penalty; `None`
    /// for the other reasons.
    fn draw_fact(&self, reason: &HintReason) -> Option<bool> {
        use HintReason as R;
        let view = self.view;
        let (action, drawn) = (self.action, view.drawn);
        Some(match *reason {
            R::NothingFits { colour, top } => {
                action == Action::Draw && self.plays() == 0 && view.colour == colour && view.top == Some(top)
            }
            R::SaveWild { wild } => {
                let l = self.legal();
                action == Action::Draw
                    && wild.is_wild()
                    && l.contains(&Action::Play(wild))
                    && l.iter().all(|a| !matches!(a, Action::Play(c) if !c.is_wild()))
            }
            R::HoldBack { playable } => action == Action::Draw && playable >= 1 && self.plays() == playable as usize,
            R::NothingToDraw => {
                let l = self.legal();
                action == Action::Pass && l.contains(&Action::Pass) && !l.iter().any(|a| matches!(a, Action::Play(_)))
            }
            R::KeepDrawnWild { card } => action == Action::KeepDrawn && drawn == Some(card) && card.is_wild(),
            R::WouldBluff { colour, count } => {
                action == Action::KeepDrawn
                    && drawn == Some(Card::WILD_DRAW_FOUR)
                    && view.would_bluff()
                    && colour == rule_colour(view)
                    && count == bluff_count(view)
            }
            R::KeepColour { colour, count } => {
                action == Action::KeepDrawn
                    && colour == view.colour
                    && self.count(colour) == count
                    && drawn.and_then(Card::colour).is_some_and(|d| d != colour && count > self.count(d))
            }
            R::KeepForLater { card } => action == Action::KeepDrawn && drawn == Some(card),
            R::Challenge { seat, colour, chance } => {
                action == Action::Challenge && bluff_chance(view) == Some((seat, colour, chance))
            }
            R::AcceptRisk { seat, colour, chance, cost } => {
                action == Action::Accept
                    && bluff_chance(view) == Some((seat, colour, chance))
                    && view.challenge_stakes().is_some_and(|s| s.challenger_draws == cost)
            }
            R::NoStack { pending } => action == Action::Accept && view.pending_draw == pending && self.plays() == 0,
            R::KeepStack { card } => action == Action::Accept && self.legal().contains(&Action::Play(card)),
            _ => return None,
        })
    }

    /// The facts of naming a colour, choosing a player and giving a card; `None` for the other
    /// reasons.
    fn choice_fact(&self, reason: &HintReason) -> Option<bool> {
        use HintReason as R;
        let (view, me, action) = (self.view, self.me, self.action);
        let others = || (0..view.seats).filter(move |&s| s != me);
        let given = match action {
            Action::GiveCard(c) => Some(c),
            _ => self.played(),
        };
        Some(match *reason {
            R::BestColour { colour, count } => {
                action == Action::ChooseColour(colour)
                    && count > 0
                    && self.count(colour) == count
                    && count >= self.most()
            }
            R::ColourLacked { colour, seat } => {
                action == Action::ChooseColour(colour) && opponent(view, seat) && lacked(view, seat, colour)
            }
            R::ColourHeld { colour, count } => {
                action == Action::ChooseColour(colour) && count > 0 && self.count(colour) == count
            }
            R::FewUnseen { colour, unseen } => {
                let u = view.unseen();
                let left = |c: Colour| u.count_in(colour_mask(c)) as u8;
                action == Action::ChooseColour(colour)
                    && left(colour) == unseen
                    && Colour::ALL.iter().all(|&c| left(c) >= unseen)
            }
            R::Partner { seat } => {
                action == Action::ChooseTarget(seat) && seat != me && view.teams().partners() && !opponent(view, seat)
            }
            R::Fewest { seat, cards } => {
                action == Action::ChooseTarget(seat)
                    && self.size(seat) == cards
                    && others().all(|s| self.size(s) >= cards)
            }
            R::SmallerHand { seat, cards, mine } => {
                action == Action::ChooseTarget(seat)
                    && swap_target(view)
                    && self.size(seat) == cards
                    && view.hand.len() == mine as usize
                    && cards < mine
            }
            R::TargetCards { seat, cards } => {
                action == Action::ChooseTarget(seat) && seat != me && self.size(seat) == cards
            }
            R::GetRidOfPoints { points } => {
                given.is_some_and(|c| view.hand.contains(c) && self.points(c) == points && points > 0)
            }
            R::MostPoints { points } => match action {
                Action::GiveCard(c) => {
                    view.hand.contains(c)
                        && self.points(c) == points
                        && view.hand.cards().all(|k| self.points(k) <= points)
                }
                _ => false,
            },
            _ => return None,
        })
    }

    /// The facts of the moves that need no card: the only move, dealing, UNO, a catch, the search.
    fn move_fact(&self, reason: &HintReason) -> bool {
        use HintReason as R;
        let (view, me, action) = (self.view, self.me, self.action);
        match *reason {
            R::OnlyChoice => self.legal() == [action],
            R::NextRound => action == Action::StartRound && !view.phase.in_round(),
            R::CallUno { cards } => {
                action == Action::CallUno
                    && (1..=2).contains(&cards)
                    && view.hand.len() == cards as usize
                    && !view.called_uno(me)
                    && self.legal().contains(&action)
            }
            R::Catch { seat, penalty } => {
                action == Action::Catch(seat)
                    && seat != me
                    && view.catchable(seat)
                    && self.size(seat) == 1
                    && penalty == view.rules.uno_penalty.cards()
            }
            R::Lookahead => self.legal().contains(&action),
            // Every other reason is a fact of one of the groups above.
            _ => false,
        }
    }
}

/// Why play `card` (by `action`: a play in a turn or on a draw penalty, or a Jump-In).
fn play_reason(view: &View, legal: &[Action], card: Card, action: Action) -> HintReason {
    use HintReason as R;
    let me = view.seat.unwrap_or(0);
    let hand = &view.hand;
    if hand.len() == 1 {
        return R::GoOut;
    }
    if matches!(action, Action::JumpIn(_)) {
        return R::JumpIn;
    }
    let next = seat_after(view, me, 1);
    if matches!(view.phase, Phase::DrawPenalty { .. }) {
        let total = view.pending_draw.saturating_add(draw_count(card).unwrap_or(0));
        return R::Stack { seat: next, total };
    }
    if card == Card::WILD_DRAW_FOUR && view.would_bluff() {
        return R::Bluff { colour: rule_colour(view), count: bluff_count(view) };
    }
    let next_cards = view.hand_size(next) as u8;
    if stops_next(view, card) && opponent(view, next) && next_cards <= 2 {
        return R::StopLeader { seat: next, cards: next_cards };
    }
    if swaps(view, card)
        && let Some(seat) = (0..view.seats).filter(|&s| s != me).min_by_key(|&s| view.hand_size(s))
        && view.hand_size(seat) + 1 < hand.len()
    {
        return R::SwapFor { seat, cards: view.hand_size(seat) as u8, mine: hand.len() as u8 - 1 };
    }
    if legal.iter().filter(|a| matches!(a, Action::Play(_))).count() == 1 {
        return R::OnlyPlay;
    }
    if let Some(cards) = draw_count(card) {
        return R::Attack { seat: next, cards, can_stack: view.rules.stacking != Stacking::Off };
    }
    let count = |c: Colour| hand.count_in(colour_mask(c)) as u8;
    let most = Colour::ALL.into_iter().max_by_key(|&c| (count(c), std::cmp::Reverse(c.index()))).unwrap_or(Colour::Red);
    match card.colour() {
        Some(colour) => {
            let n = count(colour);
            if let Some(wild) = hand.cards().find(|c| c.is_wild())
                && n >= 2
            {
                return R::KeepWild { wild, colour, count: n - 1 };
            }
            let from = view.colour;
            if colour != from && n > count(from) {
                return R::SwitchColour { colour, count: n, from, from_count: count(from) };
            }
            if n >= count(most) {
                return R::MostHeld { colour, count: n };
            }
            let points = card.points(view.rules.new_card_points.value());
            if points >= 10 {
                return R::GetRidOfPoints { points };
            }
        }
        None => {
            if most != view.colour && count(most) > count(view.colour) {
                return R::ChangeTo { colour: most, count: count(most) };
            }
            if hand.count_in(view.playable_mask() & COLOURED_MASK) == 0 {
                return R::OnlyWildsFit;
            }
        }
    }
    match view.top {
        Some(top) => R::Fits { top },
        None => R::Lookahead,
    }
}

/// Why draw.
fn draw_reason(view: &View, legal: &[Action]) -> HintReason {
    let plays: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    match (plays.first(), view.top) {
        (None, Some(top)) => HintReason::NothingFits { colour: view.colour, top },
        (None, None) => HintReason::Lookahead,
        (Some(&first), _) if plays.iter().all(|c| c.is_wild()) => HintReason::SaveWild { wild: first },
        (Some(_), _) => HintReason::HoldBack { playable: plays.len() as u8 },
    }
}

/// Why play the card just drawn.
fn drawn_reason(view: &View, card: Card) -> HintReason {
    let me = view.seat.unwrap_or(0);
    if card == Card::WILD_DRAW_FOUR && view.would_bluff() {
        return HintReason::Bluff { colour: rule_colour(view), count: bluff_count(view) };
    }
    let next = seat_after(view, me, 1);
    let next_cards = view.hand_size(next) as u8;
    if stops_next(view, card) && opponent(view, next) && next_cards <= 2 {
        return HintReason::StopLeader { seat: next, cards: next_cards };
    }
    HintReason::PlayDrawn { card }
}

/// Why keep the card just drawn.
fn keep_reason(view: &View, card: Card) -> HintReason {
    if card == Card::WILD_DRAW_FOUR && view.would_bluff() {
        return HintReason::WouldBluff { colour: rule_colour(view), count: bluff_count(view) };
    }
    if card.is_wild() {
        return HintReason::KeepDrawnWild { card };
    }
    let count = |c: Colour| view.hand.count_in(colour_mask(c)) as u8;
    if let Some(d) = card.colour()
        && d != view.colour
        && count(view.colour) > count(d)
    {
        return HintReason::KeepColour { colour: view.colour, count: count(view.colour) };
    }
    HintReason::KeepForLater { card }
}

/// Why name `colour`.
fn colour_reason(view: &View, colour: Colour) -> HintReason {
    let me = view.seat.unwrap_or(0);
    let count = |c: Colour| view.hand.count_in(colour_mask(c)) as u8;
    let n = count(colour);
    if n > 0 && Colour::ALL.into_iter().all(|c| count(c) <= n) {
        return HintReason::BestColour { colour, count: n };
    }
    if let Some(seat) =
        (1..view.seats).map(|k| seat_after(view, me, k)).find(|&s| opponent(view, s) && lacked(view, s, colour))
    {
        return HintReason::ColourLacked { colour, seat };
    }
    if n > 0 {
        return HintReason::ColourHeld { colour, count: n };
    }
    let unseen = view.unseen();
    let left = |c: Colour| unseen.count_in(colour_mask(c)) as u8;
    if Colour::ALL.into_iter().all(|c| left(c) >= left(colour)) {
        return HintReason::FewUnseen { colour, unseen: left(colour) };
    }
    HintReason::Lookahead
}

/// Why choose `seat` (to swap hands with, or to give cards to).
fn target_reason(view: &View, seat: Seat) -> HintReason {
    let me = view.seat.unwrap_or(0);
    let cards = view.hand_size(seat) as u8;
    if view.teams().partners() && !opponent(view, seat) {
        return HintReason::Partner { seat };
    }
    if (0..view.seats).filter(|&s| s != me).all(|s| view.hand_size(s) as u8 >= cards) {
        return HintReason::Fewest { seat, cards };
    }
    let mine = view.hand.len() as u8;
    if swap_target(view) && cards < mine {
        return HintReason::SmallerHand { seat, cards, mine };
    }
    HintReason::TargetCards { seat, cards }
}

/// Why give `card` away.
fn give_reason(view: &View, card: Card) -> HintReason {
    let points = |c: Card| c.points(view.rules.new_card_points.value());
    let p = points(card);
    if p > 0 && view.hand.cards().all(|k| points(k) <= p) {
        return HintReason::MostPoints { points: p };
    }
    if p > 0 {
        return HintReason::GetRidOfPoints { points: p };
    }
    HintReason::Lookahead
}

/// Why take the pending cards.
fn accept_reason(view: &View, legal: &[Action]) -> HintReason {
    if let (Some((seat, colour, chance)), Some(stakes)) = (bluff_chance(view), view.challenge_stakes()) {
        return HintReason::AcceptRisk { seat, colour, chance, cost: stakes.challenger_draws };
    }
    match legal.iter().find_map(|a| match a {
        Action::Play(c) => Some(*c),
        _ => None,
    }) {
        Some(card) => HintReason::KeepStack { card },
        None => HintReason::NoStack { pending: view.pending_draw },
    }
}

/// True when `seat` plays against the viewer (every other seat without partners).
fn opponent(view: &View, seat: Seat) -> bool {
    let me = view.seat.unwrap_or(0);
    seat != me && !view.teams().same_team(me, seat)
}

/// Cards a Draw card makes the next player draw.
fn draw_count(card: Card) -> Option<u8> {
    match card.kind() {
        Kind::DrawTwo => Some(2),
        Kind::WildDrawFour => Some(4),
        _ => None,
    }
}

/// True when playing `card` keeps the next player from playing next (a Skip, a Draw card, a
/// Reverse unless two players play it as a plain Reverse, a Customizable Wild that skips).
fn stops_next(view: &View, card: Card) -> bool {
    match card.kind() {
        Kind::Skip | Kind::DrawTwo | Kind::WildDrawFour => true,
        Kind::Reverse => !(view.seats == 2 && view.rules.reverse_with_two == ReverseWithTwo::Reverses),
        Kind::Custom(i) => view
            .rules
            .custom_wilds
            .get(i as usize)
            .is_some_and(|w| w.effects.iter().any(|e| matches!(e, CustomEffect::SkipPlayers(_)))),
        Kind::Number(_) | Kind::Wild | Kind::SwapHands => false,
    }
}

/// True when playing `card` swaps the viewer's hand with a chosen player's (Swap Hands, a Seven-O
/// 7, a Customizable Wild that swaps).
fn swaps(view: &View, card: Card) -> bool {
    match card.kind() {
        Kind::SwapHands => true,
        Kind::Number(7) => view.rules.seven_o,
        Kind::Custom(i) => view
            .rules
            .custom_wilds
            .get(i as usize)
            .is_some_and(|w| w.effects.iter().any(|e| matches!(e, CustomEffect::SwapHands))),
        _ => false,
    }
}

/// True when the player being chosen now gets the viewer's hand (a swap), not cards given away.
fn swap_target(view: &View) -> bool {
    match view.resolving.map(Card::kind) {
        Some(Kind::Custom(i)) => !view
            .rules
            .custom_wilds
            .get(i as usize)
            .is_some_and(|w| w.effects.iter().any(|e| matches!(e, CustomEffect::GiveCards(_)))),
        Some(_) => true,
        None => false,
    }
}

/// The colour a Wild Draw Four's legality is judged by now (`None` under the "no other playable
/// card" rule).
fn rule_colour(view: &View) -> Option<Colour> {
    match view.rules.wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => Some(view.colour),
        WildDrawFourRule::NoOtherPlayableCard => None,
    }
}

/// True when `seat` was seen to lack every card of `colour` and still holds cards that claim
/// covers (a claim made by a Wild Draw Four that may still be challenged does not count).
fn lacked(view: &View, seat: Seat, colour: Colour) -> bool {
    let whole = colour_mask(colour);
    let open = view.challenge_info().map(|(s, _)| s) == Some(seat);
    let size = view.hand_size(seat);
    view.lacks[seat as usize]
        .iter()
        .flatten()
        .any(|l| l.mask & whole == whole && l.covers(size) > 0 && !(open && l.by_wild_draw_four))
}

/// The Wild Draw Four that may be challenged now: who played it, the colour its legality is
/// judged by (`None` under the "no other playable card" rule), and the chance in percent that
/// they held a card that made it a bluff, from the cards the viewer has not seen.
fn bluff_chance(view: &View) -> Option<(Seat, Option<Colour>, u8)> {
    if !view.challengeable {
        return None;
    }
    let (seat, before) = view.challenge_info()?;
    let (colour, p) = match view.rules.wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => (Some(before), chance_holds_colour(view, seat, before)),
        WildDrawFourRule::NoOtherPlayableCard => {
            let base = view.under_top()?;
            let unseen = view.unseen();
            let fitting = playable_mask(&view.rules, base, before, &unseen) & !Card::WILD_DRAW_FOUR.bit();
            (None, chance_any(unseen.len(), unseen.count_in(fitting) as usize, view.hand_size(seat)))
        }
    };
    Some((seat, colour, (p * 100.0).round().clamp(0.0, 100.0) as u8))
}

/// The chance that `drawn` cards taken at random from `total`, `fitting` of them of a kind, hold
/// at least one of that kind.
fn chance_any(total: usize, fitting: usize, drawn: usize) -> f64 {
    let mut none = 1.0;
    for i in 0..drawn.min(total) {
        let left = (total - i) as f64;
        none *= ((left - fitting as f64) / left).max(0.0);
    }
    1.0 - none
}

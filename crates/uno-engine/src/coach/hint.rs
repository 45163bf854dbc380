//! The hint: the move Hard would make in this position, and a reason for it that is true of what
//! the person can see. The move is Hard's own choice (same seed, same budget: the same move); the
//! reason is picked afterwards from the view, the most telling fact first, and
//! [`HintReason::holds`] checks it against the position again. A reason never implies more than is
//! so: "most" and "fewest" are said only when no other colour or player has as many (a tie is said
//! as a tie, with what tells the one chosen apart), a colour held less than another is named saying
//! so, and where only Hard's look-ahead (the games it plays out) prefers the move, the reason says
//! that, after the facts the person can check.

use crate::ai::{BotKind, Budget, chance_holds_colour};
use crate::engine::{
    Action, COLOURED_MASK, Card, Colour, CustomEffect, Decision, Kind, Phase, ReverseWithTwo, Seat, Stacking, View,
    WildDrawFourRule, colour_mask, playable_mask,
};

use super::explain::bluff_count;
use super::{legal_now, seat_after};

/// True when the coach has a hint for a decision in `phase`: every decision but a house rule's
/// (who it applies to, and the table's judgement), which is the people's to make (a computer
/// player plays a house rule as a Wild, and that is no advice).
pub fn hint_offered(phase: Phase) -> bool {
    !matches!(phase, Phase::HouseRuleFor { .. } | Phase::JudgeHouseRule { .. })
}

/// The move Hard would make, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move.
    pub action: Action,
    /// Why: facts the person can check on the table, and, where only the computer's look-ahead
    /// prefers the move, that.
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

/// [`hint`], or `None` when `legal` is empty or the decision has no hint ([`hint_offered`]).
pub fn try_hint(view: &View, legal: &[Action], seed: u64, budget: Budget) -> Option<Hint> {
    if legal.is_empty() || !hint_offered(view.phase) {
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
    /// The card's colour is the one the viewer holds most (strictly: no other colour as much).
    MostHeld {
        /// The colour.
        colour: Colour,
        /// Cards of it in the hand (the card included).
        count: u8,
    },
    /// A wild lets the viewer name `colour`, which they hold most (with `tied`, as much) and is
    /// not in force now.
    ChangeTo {
        /// The colour held most.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
        /// The other colours held as much (empty: `colour` alone is held most).
        tied: Colours,
    },
    /// The card's colour (a play) or the colour named is held most, but `tied` are held as much:
    /// `because` says why this one.
    TiedColour {
        /// The colour of the card played, or named.
        colour: Colour,
        /// Cards of it in the hand (each tied colour has as many).
        count: u8,
        /// The other colours held as much.
        tied: Colours,
        /// Why this one of them.
        because: ColourBecause,
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
    /// The card worth the most points in the hand (strictly: every other card is worth less).
    MostPoints {
        /// Its points.
        points: u32,
    },
    /// No card in the hand is worth more than the card given, but another is worth as much.
    MostPointsTied {
        /// Its points.
        points: u32,
    },
    /// A card given while the hand holds one worth more: the computer's look-ahead prefers it.
    GiveFewerPoints {
        /// Its points.
        points: u32,
        /// The most a card in the hand is worth.
        most: u32,
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
    /// Draw rather than play one of `playable` cards: the computer's look-ahead prefers it.
    HoldBack {
        /// Cards in the hand that could be played (copies counted).
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
    /// Name the colour held most (strictly: no other colour as much; a tie is [`HintReason::TiedColour`]).
    BestColour {
        /// The colour.
        colour: Colour,
        /// Cards of it in the hand.
        count: u8,
    },
    /// Name a colour the viewer holds less of than `most` (or none of), for `because`.
    FewerHeld {
        /// The colour named.
        colour: Colour,
        /// Cards of it in the hand (0: none).
        count: u8,
        /// A colour held most.
        most: Colour,
        /// Cards of that one in the hand.
        most_count: u8,
        /// Why this colour all the same.
        because: ColourBecause,
    },
    /// The chosen player is a partner.
    Partner {
        /// Who.
        seat: Seat,
    },
    /// Of the viewer's opponents, the chosen player holds the fewest cards (strictly).
    Fewest {
        /// Who.
        seat: Seat,
        /// Cards they hold.
        cards: u8,
    },
    /// Of the viewer's opponents, the chosen player and `tied` hold the fewest cards, as many each:
    /// the computer's look-ahead prefers the one chosen.
    FewestTied {
        /// Who.
        seat: Seat,
        /// Cards each of them holds.
        cards: u8,
        /// The other opponents holding as many.
        tied: Seats,
    },
    /// An opponent, `fewer`, holds fewer cards than the chosen player: the computer's look-ahead
    /// prefers the one chosen.
    NotFewest {
        /// Who.
        seat: Seat,
        /// Cards they hold.
        cards: u8,
        /// An opponent with the fewest cards.
        fewer: Seat,
        /// Cards that one holds.
        fewer_cards: u8,
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
    /// Only the computer's look-ahead (the games it plays out from here) prefers the move: no fact
    /// of the table says it.
    Lookahead,
}

/// Why one colour rather than the others held as much as it (or more): a fact of the table, or,
/// when none tells them apart, the computer's look-ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourBecause {
    /// `seat`, an opponent, was seen to have no card of the colour, and was not seen to lack any
    /// of the other colours in question.
    OpponentLacks {
        /// Who.
        seat: Seat,
    },
    /// Fewer of its cards are still out of sight than of any other colour in question (of a tie:
    /// the tied colours; else: every other colour).
    FewestUnseen {
        /// Its cards the viewer has not seen.
        unseen: u8,
    },
    /// Only the computer's look-ahead prefers it.
    Lookahead,
}

/// A set of colours.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Colours(u8);

impl Colours {
    /// The colours `pick` chooses.
    pub fn that(pick: impl Fn(Colour) -> bool) -> Colours {
        Colours(Colour::ALL.into_iter().filter(|&c| pick(c)).fold(0, |m, c| m | 1 << c.index()))
    }

    /// True when `colour` is one of them.
    pub fn contains(self, colour: Colour) -> bool {
        self.0 & 1 << colour.index() != 0
    }

    /// How many colours.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours, in card order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.contains(c))
    }
}

impl std::fmt::Debug for Colours {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A set of seats.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Seats(u16);

impl Seats {
    /// The seats of `seats`.
    pub fn of(seats: impl IntoIterator<Item = Seat>) -> Seats {
        Seats(seats.into_iter().fold(0, |m, s| m | 1 << s))
    }

    /// True when `seat` is one of them.
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & 1 << seat != 0
    }

    /// How many seats.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16).filter(move |&s| self.contains(s))
    }
}

impl std::fmt::Debug for Seats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
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
            Action::HouseRuleFor(_) | Action::JudgeHouseRule(_) => R::Lookahead,
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
            .or_else(|| p.colour_fact(self))
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

    /// The colours held as much as `colour`, other than it.
    fn tied(&self, colour: Colour) -> Colours {
        let n = self.count(colour);
        Colours::that(|c| c != colour && self.count(c) == n)
    }

    /// The faces that could be played now.
    fn play_faces(&self) -> Vec<Card> {
        self.legal()
            .into_iter()
            .filter_map(|a| match a {
                Action::Play(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// True when `because` tells `colour` from `rivals` (see [`colour_because`]).
    fn because_holds(&self, because: ColourBecause, colour: Colour, rivals: Colours, tie: bool) -> bool {
        let view = self.view;
        match because {
            ColourBecause::OpponentLacks { seat } => {
                opponent(view, seat) && lacked(view, seat, colour) && !rivals.iter().any(|c| lacked(view, seat, c))
            }
            ColourBecause::FewestUnseen { unseen } => {
                let u = view.unseen();
                let left = |c: Colour| u.count_in(colour_mask(c)) as u8;
                left(colour) == unseen
                    && Colour::ALL
                        .into_iter()
                        .filter(|&c| c != colour && (!tie || rivals.contains(c)))
                        .all(|c| left(c) > unseen)
            }
            ColourBecause::Lookahead => true,
        }
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
                    && opponent(view, seat)
                    && can_stack == (view.rules.stacking != Stacking::Off)
            }
            R::Stack { seat, total } => {
                view.phase == (Phase::DrawPenalty { seat: self.me })
                    && self.legal().contains(&self.action)
                    && played.and_then(draw_count).is_some_and(|n| view.pending_draw.saturating_add(n) == total)
                    && seat == next
            }
            R::SwapFor { seat, cards, mine } => {
                played.is_some_and(|c| swaps(view, c))
                    && opponent(view, seat)
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
            R::Fits { top } => {
                view.top == Some(top) && played.is_some() && self.legal().contains(&self.action) && self.plays() >= 2
            }
            R::GetRidOfPoints { points } => match self.action {
                Action::Play(c) => {
                    hand.contains(c)
                        && self.points(c) == points
                        && points > 0
                        && self.play_faces().into_iter().all(|k| self.points(k) <= points)
                }
                _ => false,
            },
            R::JumpIn => {
                matches!(self.action, Action::JumpIn(c) if view.top == Some(c)) && self.legal().contains(&self.action)
            }
            R::PlayDrawn { card } => self.action == Action::PlayDrawn && view.drawn == Some(card),
            _ => return None,
        })
    }

    /// The facts of the colours held that a play is made for; `None` for the other reasons.
    fn colour_fact(&self, reason: &HintReason) -> Option<bool> {
        use HintReason as R;
        let (view, hand) = (self.view, &self.view.hand);
        let played = self.played();
        Some(match *reason {
            R::KeepWild { wild, colour, count } => {
                wild.is_wild()
                    && hand.contains(wild)
                    && played.is_some_and(|c| c.colour() == Some(colour) && !changes_hands(view, c))
                    && count >= 1
                    && self.count(colour) == count + 1
            }
            R::SwitchColour { colour, count, from, from_count } => {
                played.is_some_and(|c| c.colour() == Some(colour) && !changes_hands(view, c))
                    && from == view.colour
                    && colour != from
                    && self.count(colour) == count
                    && self.count(from) == from_count
                    && count > from_count
                    && self
                        .play_faces()
                        .into_iter()
                        .filter_map(Card::colour)
                        .all(|c| c == colour || self.count(c) < count)
            }
            R::MostHeld { colour, count } => {
                played.is_some_and(|c| c.colour() == Some(colour) && !changes_hands(view, c))
                    && self.count(colour) == count
                    && count > 0
                    && count >= self.most()
                    && self.tied(colour).is_empty()
            }
            R::TiedColour { colour, count, tied, because } => {
                let named = match self.action {
                    Action::ChooseColour(c) => c == colour,
                    _ => played.is_some_and(|c| c.colour() == Some(colour) && !changes_hands(view, c)),
                };
                named
                    && self.count(colour) == count
                    && count > 0
                    && count >= self.most()
                    && !tied.is_empty()
                    && tied == self.tied(colour)
                    && self.because_holds(because, colour, tied, true)
            }
            R::ChangeTo { colour, count, tied } => {
                played.is_some_and(|c| c.is_wild() && !changes_hands(view, c))
                    && colour != view.colour
                    && self.count(colour) == count
                    && count >= self.most()
                    && count > self.count(view.colour)
                    && tied == self.tied(colour)
            }
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
            R::HoldBack { playable } => {
                action == Action::Draw
                    && playable >= 1
                    && self.play_faces().into_iter().map(|c| view.hand.count(c)).sum::<u8>() == playable
            }
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
        Some(match *reason {
            R::BestColour { colour, count } => {
                action == Action::ChooseColour(colour)
                    && count > 0
                    && self.count(colour) == count
                    && count >= self.most()
                    && self.tied(colour).is_empty()
            }
            R::FewerHeld { colour, count, most, most_count, because } => {
                let more = Colours::that(|c| self.count(c) > count);
                action == Action::ChooseColour(colour)
                    && self.count(colour) == count
                    && self.count(most) == most_count
                    && most_count == self.most()
                    && (count == 0 || count < most_count)
                    && self.because_holds(because, colour, more, false)
            }
            R::Partner { seat } => {
                action == Action::ChooseTarget(seat) && seat != me && view.teams().partners() && !opponent(view, seat)
            }
            R::Fewest { seat, cards } => {
                action == Action::ChooseTarget(seat)
                    && opponent(view, seat)
                    && self.size(seat) == cards
                    && others().filter(|&s| s != seat && opponent(view, s)).all(|s| self.size(s) > cards)
            }
            R::FewestTied { seat, cards, tied } => {
                action == Action::ChooseTarget(seat)
                    && opponent(view, seat)
                    && self.size(seat) == cards
                    && !tied.is_empty()
                    && tied == Seats::of(others().filter(|&s| s != seat && opponent(view, s) && self.size(s) == cards))
                    && others().filter(|&s| opponent(view, s)).all(|s| self.size(s) >= cards)
            }
            R::NotFewest { seat, cards, fewer, fewer_cards } => {
                action == Action::ChooseTarget(seat)
                    && seat != me
                    && self.size(seat) == cards
                    && opponent(view, fewer)
                    && self.size(fewer) == fewer_cards
                    && fewer_cards < cards
            }
            R::MostPoints { points } | R::MostPointsTied { points } | R::GiveFewerPoints { points, .. } => {
                let Action::GiveCard(c) = action else { return Some(false) };
                let mut rest = view.hand;
                let best = if rest.remove(c) { rest.cards().map(|k| self.points(k)).max() } else { None };
                self.points(c) == points
                    && match (*reason, best) {
                        (R::MostPoints { .. }, best) => best.is_none_or(|b| b < points) && view.hand.contains(c),
                        (R::MostPointsTied { .. }, Some(b)) => b == points,
                        (R::GiveFewerPoints { most, .. }, Some(b)) => b == most && most > points,
                        _ => false,
                    }
            }
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
        && let Some(seat) = (0..view.seats).filter(|&s| opponent(view, s)).min_by_key(|&s| view.hand_size(s))
        && view.hand_size(seat) + 1 < hand.len()
    {
        return R::SwapFor { seat, cards: view.hand_size(seat) as u8, mine: hand.len() as u8 - 1 };
    }
    let plays = || {
        legal.iter().filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
    };
    if plays().count() == 1 {
        return R::OnlyPlay;
    }
    if let Some(cards) = draw_count(card)
        && opponent(view, next)
    {
        return R::Attack { seat: next, cards, can_stack: view.rules.stacking != Stacking::Off };
    }
    if let Some(reason) = colour_play_reason(view, &plays().collect::<Vec<_>>(), card) {
        return reason;
    }
    match view.top {
        Some(top) => R::Fits { top },
        None => R::Lookahead,
    }
}

/// Why play `card` (`plays`: the faces that could be played), from the colours held: keep a wild,
/// switch colour, the colour held most (or tied), the points of a card that stays, a wild that names
/// the colour held most, only wilds fit. None when nothing of that is so.
fn colour_play_reason(view: &View, plays: &[Card], card: Card) -> Option<HintReason> {
    use HintReason as R;
    let hand = &view.hand;
    let count = |c: Colour| hand.count_in(colour_mask(c)) as u8;
    // What a colour count says of the hand it would be said of: none when the card gives the hand away.
    let keeps_hand = !changes_hands(view, card);
    match card.colour() {
        Some(colour) => {
            let n = count(colour);
            if keeps_hand
                && let Some(wild) = hand.cards().find(|c| c.is_wild())
                && n >= 2
            {
                return Some(R::KeepWild { wild, colour, count: n - 1 });
            }
            let from = view.colour;
            // A switch to this colour, and no card that could be played switches to one held as much.
            if keeps_hand
                && colour != from
                && n > count(from)
                && plays.iter().filter_map(|c| c.colour()).all(|c| c == colour || count(c) < n)
            {
                return Some(R::SwitchColour { colour, count: n, from, from_count: count(from) });
            }
            if keeps_hand && n > 0 && Colour::ALL.into_iter().all(|c| count(c) <= n) {
                let tied = Colours::that(|c| c != colour && count(c) == n);
                if tied.is_empty() {
                    return Some(R::MostHeld { colour, count: n });
                }
                return Some(R::TiedColour {
                    colour,
                    count: n,
                    tied,
                    because: colour_because(view, colour, tied, true),
                });
            }
            let points = |c: Card| c.points(view.rules.new_card_points.value());
            (points(card) >= 10 && plays.iter().all(|&c| points(c) <= points(card)))
                .then(|| R::GetRidOfPoints { points: points(card) })
        }
        None => {
            let most = Colour::ALL.into_iter().map(count).max().unwrap_or(0);
            let top = Colours::that(|c| count(c) == most);
            if keeps_hand
                && most > count(view.colour)
                && let Some(colour) = top.iter().next()
            {
                return Some(R::ChangeTo {
                    colour,
                    count: most,
                    tied: Colours::that(|c| c != colour && top.contains(c)),
                });
            }
            (hand.count_in(view.playable_mask() & COLOURED_MASK) == 0).then_some(R::OnlyWildsFit)
        }
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
        // The cards a person counts: two copies of a card that fits are two cards.
        (Some(_), _) => HintReason::HoldBack { playable: plays.iter().map(|&c| view.hand.count(c)).sum() },
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

/// Why name `colour`: held most; held most with others as much (and why this one); held less.
fn colour_reason(view: &View, colour: Colour) -> HintReason {
    let count = |c: Colour| view.hand.count_in(colour_mask(c)) as u8;
    let n = count(colour);
    let most = Colour::ALL.into_iter().map(count).max().unwrap_or(0);
    if n > 0 && n == most {
        let tied = Colours::that(|c| c != colour && count(c) == n);
        if tied.is_empty() {
            return HintReason::BestColour { colour, count: n };
        }
        return HintReason::TiedColour { colour, count: n, tied, because: colour_because(view, colour, tied, true) };
    }
    let more = Colours::that(|c| count(c) > n);
    let top = Colour::ALL.into_iter().find(|&c| count(c) == most).unwrap_or(colour);
    HintReason::FewerHeld {
        colour,
        count: n,
        most: top,
        most_count: most,
        because: colour_because(view, colour, more, false),
    }
}

/// Why `colour` rather than `rivals` (the colours held as much, for a `tie`; else those held
/// more): an opponent seen to lack it and none of them, fewer of its cards out of sight (than of
/// the tied colours; else than of every other colour), or the computer's look-ahead.
fn colour_because(view: &View, colour: Colour, rivals: Colours, tie: bool) -> ColourBecause {
    let me = view.seat.unwrap_or(0);
    if let Some(seat) = (1..view.seats)
        .map(|k| seat_after(view, me, k))
        .find(|&s| opponent(view, s) && lacked(view, s, colour) && !rivals.iter().any(|c| lacked(view, s, c)))
    {
        return ColourBecause::OpponentLacks { seat };
    }
    let unseen = view.unseen();
    let left = |c: Colour| unseen.count_in(colour_mask(c)) as u8;
    let mut others = Colour::ALL.into_iter().filter(|&c| c != colour && (!tie || rivals.contains(c)));
    if others.all(|c| left(c) > left(colour)) {
        return ColourBecause::FewestUnseen { unseen: left(colour) };
    }
    ColourBecause::Lookahead
}

/// Why choose `seat` (to swap hands with, or to give cards to): a partner; the opponent with the
/// fewest cards (alone, or with others as many); an opponent though another holds fewer.
fn target_reason(view: &View, seat: Seat) -> HintReason {
    let cards = view.hand_size(seat) as u8;
    if view.teams().partners() && !opponent(view, seat) {
        return HintReason::Partner { seat };
    }
    let size = |s: Seat| view.hand_size(s) as u8;
    let opponents = || (0..view.seats).filter(|&s| opponent(view, s));
    let Some(fewer) = opponents().min_by_key(|&s| size(s)) else { return HintReason::Lookahead };
    if size(fewer) < cards {
        return HintReason::NotFewest { seat, cards, fewer, fewer_cards: size(fewer) };
    }
    let tied = Seats::of(opponents().filter(|&s| s != seat && size(s) == cards));
    if tied.is_empty() { HintReason::Fewest { seat, cards } } else { HintReason::FewestTied { seat, cards, tied } }
}

/// Why give `card` away: the card worth the most (alone, or with others as much), or, when a card
/// worth more stays, the computer's look-ahead.
fn give_reason(view: &View, card: Card) -> HintReason {
    let points = |c: Card| c.points(view.rules.new_card_points.value());
    let p = points(card);
    let mut rest = view.hand;
    rest.remove(card);
    let best = rest.cards().map(points).max().unwrap_or(0);
    if p > best || rest.is_empty() {
        HintReason::MostPoints { points: p }
    } else if p == best {
        HintReason::MostPointsTied { points: p }
    } else {
        HintReason::GiveFewerPoints { points: p, most: best }
    }
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

/// True when playing `card` takes the viewer's hand away: a swap, a Seven-O 0 (every hand passes
/// on), a Customizable Wild that passes the hands along. What the hand holds then says nothing.
fn changes_hands(view: &View, card: Card) -> bool {
    swaps(view, card)
        || (view.rules.seven_o && card.kind() == Kind::Number(0))
        || match card.kind() {
            Kind::Custom(i) => view
                .rules
                .custom_wilds
                .get(i as usize)
                .is_some_and(|w| w.effects.iter().any(|e| matches!(e, CustomEffect::RotateHands))),
            _ => false,
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

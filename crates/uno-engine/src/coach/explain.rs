//! "What does this card do?": a card's effect under the table's rules, and whether it can be
//! played now and why (or why not), from the viewer's [`View`]. Whether it can be played is the
//! engine's own answer (its list of legal actions); the why is read off the position.

use crate::engine::{
    Action, BluffPenalty, COLOURED_MASK, Card, Colour, CustomEffect, Kind, Phase, ReverseWithTwo, Seat, Stacking, View,
    WILD_MASK, WildDrawFourRule, WildPlay, colour_mask, stackable_mask,
};

/// What a card does and whether it can be played now.
#[derive(Clone, Debug, PartialEq)]
pub struct CardHelp {
    /// The card.
    pub card: Card,
    /// What it does under the table's rules.
    pub effect: CardEffect,
    /// Whether it can be played now, and why.
    pub now: Playability,
}

/// What a card does under the rules in play.
#[derive(Clone, Debug, PartialEq)]
pub enum CardEffect {
    /// A number card: it goes on the same colour or the same number.
    Number {
        /// Its number.
        n: u8,
        /// What Seven-O makes of it (a 7 or a 0 when the option is on).
        seven_o: Option<SevenO>,
        /// Jump-In is on: it may be played out of turn on an identical card.
        jump_in: bool,
    },
    /// Skip: the next player loses their turn.
    Skip {
        /// Jump-In is on.
        jump_in: bool,
    },
    /// Reverse: the direction of play flips.
    Reverse {
        /// With two players at the table: what it does then (a Skip, or nothing).
        two_players: Option<ReverseWithTwo>,
        /// Jump-In is on.
        jump_in: bool,
    },
    /// Draw Two: the next player draws two and loses their turn.
    DrawTwo {
        /// Whether (and with what) the next player may stack on it instead.
        stacking: Stacking,
        /// Jump-In is on.
        jump_in: bool,
    },
    /// Wild: the player names the colour.
    Wild {
        /// Box sheet: only when no other card in the hand matches.
        only_without_match: bool,
    },
    /// Wild Draw Four: names the colour; the next player draws four and loses their turn, unless
    /// they challenge.
    WildDrawFour {
        /// When it is legal (otherwise it is a bluff that may be challenged).
        rule: WildDrawFourRule,
        /// What a bluff caught costs.
        bluff_penalty: BluffPenalty,
        /// Whether the next player may stack on it.
        stacking: Stacking,
    },
    /// Wild Swap Hands: names the colour and swaps hands with a chosen player.
    SwapHands {
        /// Box sheet: only when no other card in the hand matches.
        only_without_match: bool,
    },
    /// A Customizable Wild: names the colour, then its agreed effects apply in order.
    Custom {
        /// Its number, from 1.
        number: u8,
        /// The text written on it.
        text: String,
        /// Its effects, in order.
        effects: Vec<CustomEffect>,
        /// Box sheet: only when no other card in the hand matches.
        only_without_match: bool,
    },
}

/// What Seven-O does with a 7 or a 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SevenO {
    /// A 7: swap hands with a player of your choice.
    SwapWithChosen,
    /// A 0: every hand passes to the next player in the direction of play.
    PassHands,
}

/// Whether a card can be played now.
#[derive(Clone, Debug, PartialEq)]
pub enum Playability {
    /// Yes, and why.
    Playable {
        /// Why it can be played.
        why: PlayableBecause,
    },
    /// The card is not in the viewer's hand (or the viewer is a spectator).
    NotInHand,
    /// No round is being played.
    RoundOver,
    /// Another player's decision.
    NotYourTurn {
        /// Whose decision it is.
        seat: Seat,
        /// With Jump-In: the card that could be played out of turn now (identical to the top).
        jump_in_with: Option<Card>,
    },
    /// The viewer must first finish the card they played.
    ChooseFirst {
        /// What they must choose.
        choice: Choice,
    },
    /// The viewer drew a playable card: only that one may be played (or kept).
    OnlyDrawnCard {
        /// The card they drew.
        drawn: Card,
    },
    /// The viewer faces a draw penalty that nothing can be stacked on.
    MustAnswerDraw {
        /// Cards to draw.
        pending: u8,
        /// The penalty is a Wild Draw Four that may be challenged.
        challenge: bool,
    },
    /// The viewer faces a draw penalty, and this card cannot be stacked on it.
    CannotStack {
        /// Cards to draw.
        pending: u8,
        /// What can be stacked on it.
        with: StackWith,
    },
    /// It matches neither the colour in force nor the top card's number or symbol.
    NoMatch {
        /// The colour in force.
        colour: Colour,
        /// The top card.
        top: Card,
    },
    /// Box sheet: a wild is played only when no other card matches, and some do.
    WildNeedsNoMatch {
        /// Cards in the hand that match.
        matching: u8,
    },
    /// Box sheet: the viewer's bluff was caught; they took the Wild Draw Four back and must play
    /// another card.
    TakeBack,
}

/// Why a card can be played now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayableBecause {
    /// It is of the colour in force.
    MatchesColour {
        /// The colour in force.
        colour: Colour,
    },
    /// It has the top card's number.
    MatchesNumber {
        /// The top card.
        top: Card,
    },
    /// It has the top card's symbol.
    MatchesSymbol {
        /// The top card.
        top: Card,
    },
    /// A wild fits on any card.
    Wild,
    /// Box sheet: a wild, and no other card in the hand matches.
    WildWithoutMatch,
    /// A fair Wild Draw Four: no card of `colour` (or, `None`, no other card that could be played).
    WildDrawFourFair {
        /// The colour in force (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
    },
    /// A Wild Draw Four that would be a bluff: the hand holds `count` cards that forbid it.
    WildDrawFourBluff {
        /// The colour in force (`None` under the "no other playable card" rule).
        colour: Option<Colour>,
        /// Cards of that colour (or other playable cards) in the hand.
        count: u8,
    },
    /// Stacked on the pending draw.
    Stack {
        /// Cards to draw now.
        pending: u8,
    },
    /// Jump-In: identical to the top card, played out of turn.
    JumpIn,
    /// The card just drawn, and it fits.
    Drawn {
        /// Force Play: it must be played.
        must: bool,
    },
}

/// What a player must choose before playing on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The colour of the wild they played.
    Colour,
    /// The player to swap hands with or give cards to.
    Target,
    /// Cards to give away.
    Give {
        /// How many are left to give.
        remaining: u8,
    },
}

/// What can be stacked on a pending draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackWith {
    /// Only a Draw Two.
    DrawTwo,
    /// A Draw Two or a Wild Draw Four.
    DrawTwoOrWildDrawFour,
    /// Only a Wild Draw Four.
    WildDrawFour,
}

impl Playability {
    /// True when the card can be played now.
    pub fn is_playable(&self) -> bool {
        matches!(self, Playability::Playable { .. })
    }
}

/// What `card` does under the view's rules, and whether the viewer can play it now and why.
pub fn explain_card(view: &View, card: Card) -> CardHelp {
    CardHelp { card, effect: effect(view, card), now: playability(view, card) }
}

/// What `card` does under the view's rules (and, for a Reverse, at a table of this size).
fn effect(view: &View, card: Card) -> CardEffect {
    let rules = &view.rules;
    let jump_in = rules.jump_in;
    let only_without_match = rules.wild_play == WildPlay::OnlyWithoutMatch;
    match card.kind() {
        Kind::Number(n) => {
            let seven_o = match n {
                7 if rules.seven_o => Some(SevenO::SwapWithChosen),
                0 if rules.seven_o => Some(SevenO::PassHands),
                _ => None,
            };
            CardEffect::Number { n, seven_o, jump_in }
        }
        Kind::Skip => CardEffect::Skip { jump_in },
        Kind::Reverse => {
            CardEffect::Reverse { two_players: (view.seats == 2).then_some(rules.reverse_with_two), jump_in }
        }
        Kind::DrawTwo => CardEffect::DrawTwo { stacking: rules.stacking, jump_in },
        Kind::Wild => CardEffect::Wild { only_without_match },
        Kind::WildDrawFour => CardEffect::WildDrawFour {
            rule: rules.wild_draw_four,
            bluff_penalty: rules.bluff_penalty,
            stacking: rules.stacking,
        },
        Kind::SwapHands => CardEffect::SwapHands { only_without_match },
        Kind::Custom(i) => {
            let wild = rules.custom_wilds.get(i as usize);
            CardEffect::Custom {
                number: i + 1,
                text: wild.map(|w| w.text.as_str().to_string()).unwrap_or_default(),
                effects: wild.map(|w| w.effects.to_vec()).unwrap_or_default(),
                only_without_match,
            }
        }
    }
}

/// Whether the viewer can play `card` now: the engine decides (its legal actions); the position
/// says why.
fn playability(view: &View, card: Card) -> Playability {
    let Some(me) = view.seat else { return Playability::NotInHand };
    if !view.hand.contains(card) {
        return Playability::NotInHand;
    }
    let Some(action) = view.action_for(card) else { return Playability::NotInHand };
    if super::legal_now(view).contains(&action) {
        return Playability::Playable { why: playable_because(view, card, action) };
    }
    let Some(actor) = view.to_act() else { return Playability::RoundOver };
    if actor != me {
        let jump_in_with = view
            .top
            .filter(|top| {
                view.rules.jump_in
                    && top.bit() & COLOURED_MASK != 0
                    && matches!(view.phase, Phase::Turn { .. })
                    && !view.detail.takeback
            })
            .filter(|&top| top != card);
        return Playability::NotYourTurn { seat: actor, jump_in_with };
    }
    match view.phase {
        Phase::ChooseColour { .. } => Playability::ChooseFirst { choice: Choice::Colour },
        Phase::ChooseTarget { .. } | Phase::HouseRuleFor { .. } | Phase::JudgeHouseRule { .. } => {
            Playability::ChooseFirst { choice: Choice::Target }
        }
        Phase::GiveCards { remaining, .. } => Playability::ChooseFirst { choice: Choice::Give { remaining } },
        Phase::PlayOrKeep { .. } => match view.drawn {
            Some(drawn) => Playability::OnlyDrawnCard { drawn },
            None => Playability::RoundOver,
        },
        Phase::DrawPenalty { .. } if card == Card::WILD_DRAW_FOUR && view.detail.takeback => Playability::TakeBack,
        Phase::DrawPenalty { .. } => {
            let pending = view.pending_draw;
            let stackable = view.top.map_or(0, |top| stackable_mask(&view.rules, top));
            let with = if stackable == Card::WILD_DRAW_FOUR.bit() {
                Some(StackWith::WildDrawFour)
            } else if stackable & Card::WILD_DRAW_FOUR.bit() != 0 {
                Some(StackWith::DrawTwoOrWildDrawFour)
            } else if stackable != 0 {
                Some(StackWith::DrawTwo)
            } else {
                None
            };
            match with {
                Some(with) => Playability::CannotStack { pending, with },
                None => Playability::MustAnswerDraw { pending, challenge: view.challengeable },
            }
        }
        Phase::Turn { .. } => {
            let Some(top) = view.top else { return Playability::RoundOver };
            if card == Card::WILD_DRAW_FOUR && view.detail.takeback {
                Playability::TakeBack
            } else if card.is_wild() && view.rules.wild_play == WildPlay::OnlyWithoutMatch {
                let matching = view.hand.count_in(view.playable_mask() & !WILD_MASK);
                Playability::WildNeedsNoMatch { matching: matching as u8 }
            } else {
                Playability::NoMatch { colour: view.colour, top }
            }
        }
        Phase::WaitingToDeal | Phase::RoundOver | Phase::MatchOver { .. } => Playability::RoundOver,
    }
}

/// Why the engine lets the viewer play `card` by `action`.
fn playable_because(view: &View, card: Card, action: Action) -> PlayableBecause {
    if card == Card::WILD_DRAW_FOUR && !matches!(view.phase, Phase::DrawPenalty { .. }) {
        return wild_draw_four_because(view);
    }
    match action {
        Action::JumpIn(_) => return PlayableBecause::JumpIn,
        Action::PlayDrawn => {
            let must = !super::legal_now(view).contains(&Action::KeepDrawn);
            return PlayableBecause::Drawn { must };
        }
        _ => {}
    }
    if matches!(view.phase, Phase::DrawPenalty { .. }) {
        return PlayableBecause::Stack { pending: view.pending_draw };
    }
    if card.is_wild() {
        return match view.rules.wild_play {
            WildPlay::Anytime => PlayableBecause::Wild,
            WildPlay::OnlyWithoutMatch => PlayableBecause::WildWithoutMatch,
        };
    }
    match (card.colour(), view.top) {
        (Some(c), _) if c == view.colour => PlayableBecause::MatchesColour { colour: c },
        (_, Some(top)) if matches!(card.kind(), Kind::Number(_)) => PlayableBecause::MatchesNumber { top },
        (_, Some(top)) => PlayableBecause::MatchesSymbol { top },
        (_, None) => PlayableBecause::MatchesColour { colour: view.colour },
    }
}

/// A Wild Draw Four in a turn: fair, or a bluff with the cards that make it one.
fn wild_draw_four_because(view: &View) -> PlayableBecause {
    let colour = match view.rules.wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => Some(view.colour),
        WildDrawFourRule::NoOtherPlayableCard => None,
    };
    if !view.would_bluff() {
        return PlayableBecause::WildDrawFourFair { colour };
    }
    PlayableBecause::WildDrawFourBluff { colour, count: bluff_count(view) }
}

/// The cards in the viewer's hand that make a Wild Draw Four a bluff now: those of the colour in
/// force, or (under the "no other playable card" rule) the other cards that could be played.
pub(crate) fn bluff_count(view: &View) -> u8 {
    let forbidding = match view.rules.wild_draw_four {
        WildDrawFourRule::NoCardOfCurrentColour => colour_mask(view.colour),
        WildDrawFourRule::NoOtherPlayableCard => view.playable_mask() & !Card::WILD_DRAW_FOUR.bit(),
    };
    view.hand.count_in(forbidding) as u8
}

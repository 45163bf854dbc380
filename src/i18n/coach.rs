//! The coach in words: a hint as one line that starts with the move ("Play Red 7: Computer 2 plays
//! next and has only one card left"), and "What does this card do?" as two lines (what the card
//! does under the table's rules; whether it can be played now, and why). Players' names come from
//! the caller (`name`), so that the table's names are used.

use super::table::colour_key;
use super::{Arg, Localize, Message, Msg, Texts};
use crate::coach::{
    CardEffect, CardHelp, Choice, ColourBecause, Colours, Hint, HintReason, Playability, PlayableBecause, SevenO,
    StackWith,
};
use crate::engine::{Action, BluffPenalty, Colour, ReverseWithTwo, Seat, Stacking, WildDrawFourRule};

/// A player's name, given by the caller.
pub type Names<'a> = &'a dyn Fn(Seat) -> String;

/// The coach's words for the engine's answers that name players: a hint, why, whether a card can
/// be played now. Written here, where the texts are: the engine says what, never in which words.
pub trait NamedWords {
    /// In words, with the players' names from `name`.
    fn message(&self, name: Names) -> Message;
}

/// The hint as one line: the move, then why.
pub fn hint_line(hint: &Hint, name: Names, texts: &Texts) -> String {
    texts.render(&hint.message(name))
}

/// What a card does (first line) and whether it can be played now and why (second line).
pub fn card_help_lines(help: &CardHelp, name: Names, texts: &Texts) -> (String, String) {
    let [what, now] = card_help_messages(help, name);
    (texts.render(&what), texts.render(&now))
}

impl NamedWords for Hint {
    /// The hint as one message: the move, then why.
    fn message(&self, name: Names) -> Message {
        Message::new(Msg::CoachHint)
            .with("action", move_message(self.action, name))
            .with("reason", self.reason.message(name))
    }
}

/// A card's note in two lines: the card and what it does; whether it can be played now, and why.
pub fn card_help_messages(help: &CardHelp, name: Names) -> [Message; 2] {
    let what = Message::new(Msg::CoachCardDoes).with("card", help.card).with("does", help.effect.message());
    [what, help.now.message(name)]
}

/// A move in words, as a hint starts with it ("Play Red 7", "Draw", "Name Blue").
pub fn move_message(action: Action, name: Names) -> Message {
    let m = Message::new;
    match action {
        Action::Play(c) => m(Msg::CoachMovePlay).with("card", c),
        Action::Draw => m(Msg::CoachMoveDraw),
        Action::Pass => m(Msg::CoachMovePass),
        Action::PlayDrawn => m(Msg::CoachMovePlayDrawn),
        Action::KeepDrawn => m(Msg::CoachMoveKeepDrawn),
        Action::ChooseColour(c) => m(Msg::CoachMoveName).with("colour", colour_key(c)),
        Action::ChooseTarget(s) => m(Msg::CoachMoveTarget).with("who", name(s)),
        Action::Challenge => m(Msg::CoachMoveChallenge),
        Action::Accept => m(Msg::CoachMoveAccept),
        Action::GiveCard(c) => m(Msg::CoachMoveGive).with("card", c),
        Action::CallUno => m(Msg::CoachMoveUno),
        Action::Catch(s) => m(Msg::CoachMoveCatch).with("who", name(s)),
        Action::JumpIn(c) => m(Msg::CoachMoveJumpIn).with("card", c),
        Action::StartRound => m(Msg::CoachMoveDeal),
        Action::TableTalkPenalty(s) => m(Msg::CoachMoveTableTalk).with("who", name(s)),
        Action::HouseRuleFor(Some(s)) => m(Msg::CoachMoveTarget).with("who", name(s)),
        Action::HouseRuleFor(None) => m(Msg::HouseRuleForNobody),
        Action::JudgeHouseRule(0) => m(Msg::HouseRuleDone),
        Action::JudgeHouseRule(n) => m(Msg::CoachMovePenalty).with("n", n),
    }
}

/// A message with a colour key and a count.
fn coloured(id: Msg, colour: Colour, n: impl Into<super::Arg>) -> Message {
    Message::new(id).with("colour", colour_key(colour)).with("n", n)
}

/// Items said as a list, the last two joined by `last` ("and", "or"): "A", "A and B", "A, B and C".
fn list(items: Vec<Arg>, last: Msg) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(tail) = items.next() else { return Arg::Text(String::new()) };
    let Some(before) = items.next() else { return tail };
    let two = Message::new(last).with("first", before).with("last", tail);
    items.fold(Arg::from(two), |rest, first| {
        Message::new(Msg::CoachListComma).with("first", first).with("rest", rest).into()
    })
}

/// `first`, then the colours of `others` in card order, as a list.
fn colour_list(first: Colour, others: Colours, last: Msg) -> Arg {
    let name = |c: Colour| Arg::from(Message::new(Msg::CoachColourName).with("colour", colour_key(c)));
    list(std::iter::once(first).chain(others.iter()).map(name).collect(), last)
}

/// Why `colour` rather than the others in question: after a tie (`tie`), or after "but".
fn because_message(because: ColourBecause, colour: Colour, tie: bool, name: Names) -> Message {
    let m = |id| Message::new(id).with("colour", colour_key(colour));
    match because {
        ColourBecause::OpponentLacks { seat } => m(Msg::CoachByLacked).with("who", name(seat)),
        ColourBecause::FewestUnseen { unseen } => {
            m(if tie { Msg::CoachByUnseenOfTied } else { Msg::CoachByUnseenFewest }).with("n", unseen)
        }
        ColourBecause::Lookahead => m(Msg::CoachByLookahead),
    }
}

impl NamedWords for HintReason {
    /// Why, in words (after the move and a colon).
    fn message(&self, name: Names) -> Message {
        use HintReason as R;
        let m = Message::new;
        match *self {
            R::OnlyChoice => m(Msg::CoachWhyOnlyChoice),
            R::NextRound => m(Msg::CoachWhyNextRound),
            R::CallUno { cards } => m(Msg::CoachWhyCallUno).with("n", cards),
            R::Catch { seat, penalty } => m(Msg::CoachWhyCatch).with("who", name(seat)).with("n", penalty),
            R::GoOut => m(Msg::CoachWhyGoOut),
            R::OnlyPlay => m(Msg::CoachWhyOnlyPlay),
            R::StopLeader { seat, cards } => m(Msg::CoachWhyStopLeader).with("who", name(seat)).with("n", cards),
            R::Attack { seat, cards, can_stack } => {
                m(if can_stack { Msg::CoachWhyAttackStack } else { Msg::CoachWhyAttack })
                    .with("who", name(seat))
                    .with("n", cards)
            }
            R::Stack { seat, total } => m(Msg::CoachWhyStack).with("who", name(seat)).with("n", total),
            R::KeepWild { .. }
            | R::SwitchColour { .. }
            | R::MostHeld { .. }
            | R::ChangeTo { .. }
            | R::TiedColour { .. }
            | R::FewerHeld { .. }
            | R::BestColour { .. }
            | R::FewestTied { .. }
            | R::NotFewest { .. } => comparison_message(self, name),
            R::SwapFor { seat, cards, mine } => {
                m(Msg::CoachWhySwapFor).with("who", name(seat)).with("n", cards).with("mine", mine)
            }
            R::GetRidOfPoints { points } => m(Msg::CoachWhyPoints).with("n", points),
            R::MostPoints { points } => m(Msg::CoachWhyMostPoints).with("n", points),
            R::MostPointsTied { points } => m(Msg::CoachWhyMostPointsTied).with("n", points),
            R::GiveFewerPoints { points, most } => m(Msg::CoachWhyGiveFewerPoints).with("n", points).with("m", most),
            R::OnlyWildsFit => m(Msg::CoachWhyOnlyWildsFit),
            R::Bluff { colour: Some(c), count } => coloured(Msg::CoachWhyBluffColour, c, count),
            R::Bluff { colour: None, count } => m(Msg::CoachWhyBluffAny).with("n", count),
            R::Fits { top } => m(Msg::CoachWhyFits).with("top", top),
            R::JumpIn => m(Msg::CoachWhyJumpIn),
            R::NothingFits { colour, top } if top.is_wild() => {
                m(Msg::CoachWhyNothingFitsNamed).with("colour", colour_key(colour))
            }
            R::NothingFits { top, .. } => m(Msg::CoachWhyNothingFits).with("top", top),
            R::SaveWild { wild } => m(Msg::CoachWhySaveWild).with("wild", wild),
            R::HoldBack { playable } => m(Msg::CoachWhyHoldBack).with("n", playable),
            R::NothingToDraw => m(Msg::CoachWhyNothingToDraw),
            R::PlayDrawn { card } => m(Msg::CoachWhyPlayDrawn).with("card", card),
            R::KeepDrawnWild { card } => m(Msg::CoachWhyKeepDrawnWild).with("card", card),
            R::WouldBluff { colour: Some(c), count } => coloured(Msg::CoachWhyWouldBluffColour, c, count),
            R::WouldBluff { colour: None, count } => m(Msg::CoachWhyWouldBluffAny).with("n", count),
            R::KeepColour { colour, count } => coloured(Msg::CoachWhyKeepColour, colour, count),
            R::KeepForLater { card } => m(Msg::CoachWhyKeepForLater).with("card", card),
            R::Partner { seat } => m(Msg::CoachWhyPartner).with("who", name(seat)),
            R::Fewest { seat, cards } => m(Msg::CoachWhyFewest).with("who", name(seat)).with("n", cards),
            R::Challenge { seat, colour: Some(c), chance } => m(Msg::CoachWhyChallengeColour)
                .with("who", name(seat))
                .with("colour", colour_key(c))
                .with("chance", chance),
            R::Challenge { seat, colour: None, chance } => {
                m(Msg::CoachWhyChallengeAny).with("who", name(seat)).with("chance", chance)
            }
            R::AcceptRisk { seat, colour: Some(c), chance, cost } => m(Msg::CoachWhyAcceptColour)
                .with("who", name(seat))
                .with("colour", colour_key(c))
                .with("chance", chance)
                .with("cost", cost),
            R::AcceptRisk { seat, colour: None, chance, cost } => {
                m(Msg::CoachWhyAcceptAny).with("who", name(seat)).with("chance", chance).with("cost", cost)
            }
            R::NoStack { pending } => m(Msg::CoachWhyNoStack).with("n", pending),
            R::KeepStack { card } => m(Msg::CoachWhyKeepStack).with("card", card),
            R::Lookahead => m(Msg::CoachWhyLookahead),
        }
    }
}

/// The reasons that compare the colours held, or the players' cards, in words.
fn comparison_message(reason: &HintReason, name: Names) -> Message {
    use HintReason as R;
    let m = Message::new;
    match *reason {
        R::KeepWild { wild, colour, count } => coloured(Msg::CoachWhyKeepWild, colour, count).with("wild", wild),
        R::SwitchColour { colour, count, from, from_count } => {
            coloured(Msg::CoachWhySwitchColour, colour, count).with("from", colour_key(from)).with("m", from_count)
        }
        R::MostHeld { colour, count } => coloured(Msg::CoachWhyMostHeld, colour, count),
        R::ChangeTo { colour, count, tied } if tied.is_empty() => coloured(Msg::CoachWhyChangeTo, colour, count),
        R::ChangeTo { colour, count, tied } => {
            m(Msg::CoachWhyChangeToTied).with("colours", colour_list(colour, tied, Msg::CoachListOr)).with("n", count)
        }
        R::TiedColour { colour, count, tied, because } => m(Msg::CoachWhyTiedColour)
            .with("colours", colour_list(colour, tied, Msg::CoachListAnd))
            .with("n", count)
            .with("k", tied.len() as u32 + 1)
            .with("by", because_message(because, colour, true, name)),
        R::FewerHeld { colour, count: 0, because, .. } => m(Msg::CoachWhyHeldNone)
            .with("colour", colour_key(colour))
            .with("by", because_message(because, colour, false, name)),
        R::FewerHeld { colour, count, most, most_count, because } => coloured(Msg::CoachWhyHeldFewer, colour, count)
            .with("most", colour_key(most))
            .with("m", most_count)
            .with("by", because_message(because, colour, false, name)),
        R::BestColour { count, .. } => m(Msg::CoachWhyBestColour).with("n", count),
        R::FewestTied { seat, cards, tied } => {
            let names = std::iter::once(seat).chain(tied.iter()).map(|s| Arg::from(name(s))).collect();
            m(Msg::CoachWhyFewestTied)
                .with("names", list(names, Msg::CoachListAnd))
                .with("n", cards)
                .with("who", name(seat))
        }
        R::NotFewest { seat, cards, fewer, fewer_cards } => m(Msg::CoachWhyNotFewest)
            .with("who", name(seat))
            .with("n", cards)
            .with("other", name(fewer))
            .with("m", fewer_cards),
        // Only the reasons that compare come here.
        _ => m(Msg::CoachWhyLookahead),
    }
}

/// Sentences said one after the other.
fn join(parts: Vec<Message>) -> Message {
    let mut parts = parts.into_iter();
    let first = parts.next().unwrap_or_else(|| Message::new(Msg::CoachEffectWild));
    parts.fold(first, |first, next| Message::new(Msg::CoachJoin).with("first", first).with("next", next))
}

impl Localize for CardEffect {
    /// What the card does, as it reads after the card's name and a colon.
    fn message(&self) -> Message {
        let m = Message::new;
        let jump = |jump_in: bool| jump_in.then(|| m(Msg::CoachEffectJumpIn));
        let without_match = |only: bool| only.then(|| m(Msg::CoachEffectWildWithoutMatch));
        let parts: Vec<Option<Message>> = match self {
            CardEffect::Number { seven_o, jump_in, .. } => vec![
                Some(m(Msg::CoachEffectNumber)),
                seven_o.map(|s| {
                    m(match s {
                        SevenO::SwapWithChosen => Msg::CoachEffectSeven,
                        SevenO::PassHands => Msg::CoachEffectZero,
                    })
                }),
                jump(*jump_in),
            ],
            CardEffect::Skip { jump_in } => vec![Some(m(Msg::CoachEffectSkip)), jump(*jump_in)],
            CardEffect::Reverse { two_players, jump_in } => vec![
                Some(m(Msg::CoachEffectReverse)),
                two_players.map(|r| {
                    m(match r {
                        ReverseWithTwo::ActsAsSkip => Msg::CoachEffectReverseTwoSkip,
                        ReverseWithTwo::Reverses => Msg::CoachEffectReverseTwoNothing,
                    })
                }),
                jump(*jump_in),
            ],
            CardEffect::DrawTwo { stacking, jump_in } => vec![
                Some(m(Msg::CoachEffectDrawTwo)),
                match stacking {
                    Stacking::Off => None,
                    Stacking::SameCard => Some(m(Msg::CoachEffectDrawTwoStack)),
                    Stacking::PlusFourOnPlusTwo => Some(m(Msg::CoachEffectDrawTwoStackFour)),
                },
                jump(*jump_in),
            ],
            CardEffect::Wild { only_without_match } => vec![
                Some(m(Msg::CoachEffectWild)),
                Some(m(if *only_without_match {
                    Msg::CoachEffectWildWithoutMatch
                } else {
                    Msg::CoachEffectWildAnytime
                })),
            ],
            CardEffect::WildDrawFour { rule, bluff_penalty, stacking } => vec![
                Some(m(Msg::CoachEffectWildDrawFour)),
                Some(m(match rule {
                    WildDrawFourRule::NoCardOfCurrentColour => Msg::CoachEffectWdfNoColour,
                    WildDrawFourRule::NoOtherPlayableCard => Msg::CoachEffectWdfNoOther,
                })),
                Some(m(match bluff_penalty {
                    BluffPenalty::DrawFour => Msg::CoachEffectBluffDraws,
                    BluffPenalty::TakeBack => Msg::CoachEffectBluffTakeBack,
                })),
                (*stacking != Stacking::Off).then(|| m(Msg::CoachEffectWdfStack)),
            ],
            CardEffect::SwapHands { only_without_match } => {
                vec![Some(m(Msg::CoachEffectSwapHands)), without_match(*only_without_match)]
            }
            CardEffect::Custom { text, effects, only_without_match, .. } => {
                let mut said = effects.iter().map(|e| e.message());
                let all = said.next().map(|first| {
                    said.fold(first, |first, next| m(Msg::WildsThen).with("first", first).with("next", next))
                });
                let main = match all {
                    Some(all) => m(Msg::CoachEffectCustom).with("effects", all).with("text", text.as_str()),
                    None => m(Msg::CoachEffectWild),
                };
                vec![Some(main), without_match(*only_without_match)]
            }
        };
        join(parts.into_iter().flatten().collect())
    }
}

impl NamedWords for Playability {
    /// Whether the card can be played now, and why, as a sentence.
    fn message(&self, name: Names) -> Message {
        let m = Message::new;
        match *self {
            Playability::Playable { why } => why.message(),
            Playability::NotInHand => m(Msg::CoachNowNotInHand),
            Playability::RoundOver => m(Msg::CoachNowRoundOver),
            Playability::NotYourTurn { seat, jump_in_with: None } => {
                m(Msg::CoachNowNotYourTurn).with("who", name(seat))
            }
            Playability::NotYourTurn { seat, jump_in_with: Some(top) } => {
                m(Msg::CoachNowNotYourTurnJump).with("who", name(seat)).with("top", top)
            }
            Playability::ChooseFirst { choice: Choice::Colour } => m(Msg::CoachNowChooseColour),
            Playability::ChooseFirst { choice: Choice::Target } => m(Msg::CoachNowChooseTarget),
            Playability::ChooseFirst { choice: Choice::Give { remaining } } => {
                m(Msg::CoachNowChooseGive).with("n", remaining)
            }
            Playability::OnlyDrawnCard { drawn } => m(Msg::CoachNowOnlyDrawn).with("card", drawn),
            Playability::MustAnswerDraw { pending, challenge } => {
                m(if challenge { Msg::CoachNowMustAnswerChallenge } else { Msg::CoachNowMustAnswer }).with("n", pending)
            }
            Playability::CannotStack { pending, with } => m(match with {
                StackWith::DrawTwo => Msg::CoachNowStackDrawTwo,
                StackWith::DrawTwoOrWildDrawFour => Msg::CoachNowStackDrawTwoOrFour,
                StackWith::WildDrawFour => Msg::CoachNowStackFour,
            })
            .with("n", pending),
            Playability::NoMatch { colour, top } if top.is_wild() => {
                m(Msg::CoachNowNoMatchNamed).with("colour", colour_key(colour))
            }
            Playability::NoMatch { colour, top } => {
                m(Msg::CoachNowNoMatch).with("colour", colour_key(colour)).with("top", top)
            }
            Playability::WildNeedsNoMatch { matching } => m(Msg::CoachNowWildNeedsNoMatch).with("n", matching),
            Playability::TakeBack => m(Msg::CoachNowTakeBack),
        }
    }
}

impl Localize for PlayableBecause {
    /// Why the card can be played now, as a sentence.
    fn message(&self) -> Message {
        let m = Message::new;
        match *self {
            PlayableBecause::MatchesColour { colour } => m(Msg::CoachNowColour).with("colour", colour_key(colour)),
            PlayableBecause::MatchesNumber { top } => m(Msg::CoachNowNumber).with("top", top),
            PlayableBecause::MatchesSymbol { top } => m(Msg::CoachNowSymbol).with("top", top),
            PlayableBecause::Wild => m(Msg::CoachNowWild),
            PlayableBecause::WildWithoutMatch => m(Msg::CoachNowWildWithoutMatch),
            PlayableBecause::WildDrawFourFair { colour: Some(c) } => {
                m(Msg::CoachNowWdfFairColour).with("colour", colour_key(c))
            }
            PlayableBecause::WildDrawFourFair { colour: None } => m(Msg::CoachNowWdfFairAny),
            PlayableBecause::WildDrawFourBluff { colour: Some(c), count } => {
                coloured(Msg::CoachNowWdfBluffColour, c, count)
            }
            PlayableBecause::WildDrawFourBluff { colour: None, count } => m(Msg::CoachNowWdfBluffAny).with("n", count),
            PlayableBecause::Stack { pending } => m(Msg::CoachNowStack).with("n", pending),
            PlayableBecause::JumpIn => m(Msg::CoachNowJumpIn),
            PlayableBecause::Drawn { must: false } => m(Msg::CoachNowDrawn),
            PlayableBecause::Drawn { must: true } => m(Msg::CoachNowDrawnMust),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::Seats;
    use crate::engine::{
        Amount, Card, CustomEffect, CustomWild, CustomWilds, Deck, Partners, RuleSet, Scenario, UnoPenalty, WildPlay,
    };
    use crate::language::Language;

    const RED: Colour = Colour::Red;

    fn name(s: Seat) -> String {
        format!("Seat {s}")
    }

    /// Renders `m` in both languages and checks what a player would read: no variable left out, no
    /// raw id, not empty, and an Italian text that is not the English one.
    fn both(m: &Message, what: &str) -> (String, String) {
        let en = Texts::new(Language::English).render(m);
        let it = Texts::new(Language::Italian).render(m);
        for (lang, text) in [("en", &en), ("it", &it)] {
            assert!(!text.trim().is_empty(), "{what} {lang}: empty");
            assert!(!text.contains("{$") && !text.contains("{ $"), "{what} {lang}: a variable left out: {text}");
            assert!(!text.to_lowercase().contains("unknown"), "{what} {lang}: {text}");
            assert!(!text.contains("coach-") && !text.contains("wilds-then"), "{what} {lang}: a raw id: {text}");
            assert!(!text.contains("  "), "{what} {lang}: two spaces: {text}");
        }
        assert_ne!(en, it, "{what}: the Italian text is the English one");
        (en, it)
    }

    /// Each variant of `HintReason` by number: adding a variant does not compile until it is
    /// numbered here, and the test below fails until a sample of it is rendered.
    fn reason_no(r: &HintReason) -> usize {
        use HintReason as R;
        match r {
            R::OnlyChoice => 0,
            R::NextRound => 1,
            R::CallUno { .. } => 2,
            R::Catch { .. } => 3,
            R::GoOut => 4,
            R::OnlyPlay => 5,
            R::StopLeader { .. } => 6,
            R::Attack { .. } => 7,
            R::Stack { .. } => 8,
            R::KeepWild { .. } => 9,
            R::SwitchColour { .. } => 10,
            R::MostHeld { .. } => 11,
            R::ChangeTo { .. } => 12,
            R::SwapFor { .. } => 13,
            R::GetRidOfPoints { .. } => 14,
            R::MostPoints { .. } => 15,
            R::OnlyWildsFit => 16,
            R::Bluff { .. } => 17,
            R::Fits { .. } => 18,
            R::JumpIn => 19,
            R::NothingFits { .. } => 20,
            R::SaveWild { .. } => 21,
            R::HoldBack { .. } => 22,
            R::NothingToDraw => 23,
            R::PlayDrawn { .. } => 24,
            R::KeepDrawnWild { .. } => 25,
            R::WouldBluff { .. } => 26,
            R::KeepColour { .. } => 27,
            R::KeepForLater { .. } => 28,
            R::BestColour { .. } => 29,
            R::TiedColour { .. } => 30,
            R::FewerHeld { .. } => 31,
            R::MostPointsTied { .. } => 32,
            R::Partner { .. } => 33,
            R::Fewest { .. } => 34,
            R::FewestTied { .. } => 35,
            R::NotFewest { .. } => 36,
            R::Challenge { .. } => 37,
            R::AcceptRisk { .. } => 38,
            R::NoStack { .. } => 39,
            R::KeepStack { .. } => 40,
            R::Lookahead => 41,
            R::GiveFewerPoints { .. } => 42,
        }
    }
    const REASONS: usize = 43;

    /// Every reason, with each form its words take (one card or more, a colour or any card, a
    /// wild or a coloured top card).
    fn every_reason() -> Vec<HintReason> {
        use HintReason as R;
        let (r7, wild) = (Card::number(RED, 7), Card::WILD);
        let mut all = vec![R::OnlyChoice, R::NextRound, R::GoOut, R::OnlyPlay, R::OnlyWildsFit, R::JumpIn];
        all.extend([R::NothingToDraw, R::Lookahead]);
        for n in [0u8, 1, 2, 3] {
            let k = n.max(1);
            all.extend([
                R::CallUno { cards: k.min(2) },
                R::Catch { seat: 1, penalty: 2 + 2 * (k % 2) },
                R::StopLeader { seat: 1, cards: k.min(2) },
                R::Attack { seat: 2, cards: 2 * k, can_stack: n % 2 == 0 },
                R::Stack { seat: 3, total: 2 + 2 * k },
                R::KeepWild { wild, colour: Colour::from_index(n as usize), count: k },
                R::SwitchColour {
                    colour: Colour::Blue,
                    count: k + 1,
                    from: Colour::from_index(n as usize),
                    from_count: n,
                },
                R::MostHeld { colour: Colour::from_index(n as usize), count: k },
                R::ChangeTo { colour: Colour::from_index(n as usize), count: k, tied: Colours::default() },
                R::SwapFor { seat: 1, cards: k, mine: k + 2 },
                R::GetRidOfPoints { points: u32::from(k) * 10 - 9 },
                R::MostPoints { points: u32::from(k) * 20 - 19 },
                R::Bluff { colour: Some(Colour::from_index(n as usize)), count: k },
                R::Bluff { colour: None, count: k },
                R::HoldBack { playable: k },
                R::WouldBluff { colour: Some(Colour::from_index(n as usize)), count: k },
                R::WouldBluff { colour: None, count: k },
                R::KeepColour { colour: Colour::from_index(n as usize), count: k },
                R::BestColour { colour: Colour::from_index(n as usize), count: k },
                R::Fewest { seat: 1, cards: k },
                R::NoStack { pending: 2 * k },
            ]);
            all.extend(tie_reasons(n));
        }
        all.extend([
            R::Fits { top: r7 },
            R::Fits { top: Card::skip(Colour::Green) },
            R::NothingFits { colour: RED, top: r7 },
            R::NothingFits { colour: Colour::Yellow, top: Card::WILD },
            R::SaveWild { wild: Card::WILD_DRAW_FOUR },
            R::PlayDrawn { card: r7 },
            R::KeepDrawnWild { card: Card::SWAP_HANDS },
            R::KeepForLater { card: Card::draw_two(Colour::Blue) },
            R::Partner { seat: 2 },
            R::Challenge { seat: 1, colour: Some(Colour::Green), chance: 64 },
            R::Challenge { seat: 1, colour: None, chance: 7 },
            R::AcceptRisk { seat: 3, colour: Some(Colour::Yellow), chance: 12, cost: 6 },
            R::AcceptRisk { seat: 3, colour: None, chance: 40, cost: 10 },
            R::KeepStack { card: Card::draw_two(RED) },
        ]);
        all
    }

    /// The reasons that say a tie or a colour held less, and what only the look-ahead prefers, each
    /// form for `n` from 0 to 3 (a tie of two to four colours, one card or more, each `because`).
    fn tie_reasons(n: u8) -> Vec<HintReason> {
        use HintReason as R;
        let k = n.max(1);
        vec![
            R::ChangeTo {
                colour: Colour::from_index(n as usize),
                count: k,
                tied: Colours::that(|c| c.index() > n as usize),
            },
            R::TiedColour {
                colour: Colour::from_index(n as usize),
                count: k,
                tied: Colours::that(|c| c.index() != n as usize && c.index() <= k as usize),
                because: [
                    ColourBecause::Lookahead,
                    ColourBecause::FewestUnseen { unseen: 2 * n },
                    ColourBecause::OpponentLacks { seat: 2 },
                ][n as usize % 3],
            },
            R::FewerHeld {
                colour: Colour::from_index(n as usize),
                count: n % 2,
                most: Colour::from_index(n as usize + 1),
                most_count: k + 1,
                because: [
                    ColourBecause::Lookahead,
                    ColourBecause::FewestUnseen { unseen: n },
                    ColourBecause::OpponentLacks { seat: 1 },
                ][n as usize % 3],
            },
            R::FewerHeld {
                colour: Colour::from_index(n as usize + 2),
                count: 1 - n % 2,
                most: Colour::from_index(n as usize + 1),
                most_count: k + 2,
                because: [
                    ColourBecause::OpponentLacks { seat: 3 },
                    ColourBecause::Lookahead,
                    ColourBecause::FewestUnseen { unseen: n + 1 },
                ][n as usize % 3],
            },
            R::MostPointsTied { points: u32::from(k) * 20 - 19 },
            R::GiveFewerPoints { points: u32::from(n) * 4, most: u32::from(k) * 20 },
            R::FewestTied { seat: 1, cards: k, tied: Seats::of((2..3 + n).filter(|&s| s != 1)) },
            R::NotFewest { seat: 2, cards: k + 1, fewer: 3, fewer_cards: k - 1 },
        ]
    }

    /// Every move a hint can start with.
    fn every_move() -> Vec<Action> {
        let mut all = vec![
            Action::StartRound,
            Action::Draw,
            Action::Pass,
            Action::PlayDrawn,
            Action::KeepDrawn,
            Action::Challenge,
            Action::Accept,
            Action::CallUno,
            Action::Catch(1),
            Action::ChooseTarget(2),
            Action::TableTalkPenalty(3),
            Action::JumpIn(Card::number(Colour::Green, 3)),
            Action::GiveCard(Card::custom(1)),
        ];
        all.extend(Colour::ALL.map(Action::ChooseColour));
        all.extend(Card::all().map(Action::Play));
        all
    }

    #[test]
    fn every_hint_reads_in_both_languages_starting_with_the_move() {
        let reasons = every_reason();
        let seen: std::collections::BTreeSet<usize> = reasons.iter().map(reason_no).collect();
        assert_eq!(seen, (0..REASONS).collect(), "a sample of every reason");
        let mut lines = std::collections::HashSet::new();
        for r in &reasons {
            let (en, it) = both(&r.message(&name), &format!("{r:?}"));
            lines.insert(en);
            lines.insert(it);
        }
        // Each kind of reason reads differently, in each language.
        assert!(lines.len() >= 2 * REASONS, "{} texts", lines.len());
        for a in every_move() {
            let (en, it) = both(&move_message(a, &name), &format!("{a:?}"));
            let line = Hint { action: a, reason: HintReason::OnlyChoice }.message(&name);
            let (en_line, it_line) = both(&line, &format!("hint {a:?}"));
            assert!(en_line.starts_with(&format!("{en}: ")), "{en_line}");
            assert!(it_line.starts_with(&format!("{it}: ")), "{it_line}");
        }
        let en = Texts::new(Language::English);
        let hint =
            Hint { action: Action::Play(Card::number(RED, 7)), reason: HintReason::StopLeader { seat: 2, cards: 1 } };
        assert_eq!(
            hint_line(&hint, &|s| format!("Computer {s}"), &en),
            "Play Red 7: Computer 2 plays next and has only one card left"
        );
        let keep = Hint {
            action: Action::Play(Card::number(RED, 7)),
            reason: HintReason::KeepWild { wild: Card::WILD, colour: RED, count: 2 },
        };
        assert_eq!(
            hint_line(&keep, &name, &en),
            "Play Red 7: you still have 2 more Red cards, so keep your Wild for later"
        );
        let it = Texts::new(Language::Italian);
        assert_eq!(
            hint_line(&keep, &name, &it),
            "Gioca 7 rosso: hai ancora altre 2 carte rosse, quindi tieni il Jolly per dopo"
        );
        let name_blue = Hint {
            action: Action::ChooseColour(Colour::Blue),
            reason: HintReason::BestColour { colour: Colour::Blue, count: 1 },
        };
        assert_eq!(hint_line(&name_blue, &name, &it), "Scegli il blu: è il colore che hai di più (una carta)");
    }

    /// A hint line in English and in Italian, with names for seats 0 to 3.
    fn lines(action: Action, reason: HintReason) -> (String, String) {
        let hint = Hint { action, reason };
        let name = |s: Seat| ["Anna", "Bruno", "Carla", "Dario"][s as usize].to_string();
        (
            hint_line(&hint, &name, &Texts::new(Language::English)),
            hint_line(&hint, &name, &Texts::new(Language::Italian)),
        )
    }

    /// Both lines, as expected.
    fn pair(en: &str, it: &str) -> (String, String) {
        (en.to_string(), it.to_string())
    }

    /// Lines players saw untrue (issue 50): "Green is the colour you hold most (2 cards)" with three
    /// colours at two. A tie is said as a tie, with what tells the colour chosen apart.
    #[test]
    fn a_tie_of_colours_reads_as_a_tie_with_why_this_one() {
        use HintReason as R;
        let (green, blue) = (Colour::Green, Colour::Blue);
        let tied = Colours::that(|c| c == RED || c == blue);
        let because = ColourBecause::FewestUnseen { unseen: 22 };
        assert_eq!(
            lines(Action::Play(Card::number(green, 5)), R::TiedColour { colour: green, count: 2, tied, because }),
            pair(
                "Play Green 5: Green, Red and Blue are the colours you hold most, 2 each; of these, Green has the \
                 fewest cards still out of sight (22)",
                "Gioca 5 verde: il verde, il rosso e il blu sono i colori che hai di più, 2 carte ciascuno; di questi, \
                 il verde è quello con meno carte ancora non viste (22)"
            )
        );
        let one = Colours::that(|c| c == blue);
        let lacks = ColourBecause::OpponentLacks { seat: 1 };
        assert_eq!(
            lines(Action::ChooseColour(green), R::TiedColour { colour: green, count: 1, tied: one, because: lacks }),
            pair(
                "Name Green: Green and Blue are the colours you hold most, one each; Bruno was seen to have no Green \
                 card",
                "Scegli il verde: il verde e il blu sono i colori che hai di più, una carta ciascuno; si è visto che \
                 Bruno non aveva carte verdi"
            )
        );
        let all = Colours::that(|c| c != green);
        let look = ColourBecause::Lookahead;
        assert_eq!(
            lines(Action::ChooseColour(green), R::TiedColour { colour: green, count: 1, tied: all, because: look }),
            pair(
                "Name Green: you hold the same number of cards of all four colours (1); the computer's look-ahead \
                 prefers Green",
                "Scegli il verde: hai lo stesso numero di carte di tutti e quattro i colori (1); simulando il seguito \
                 della partita, il computer preferisce il verde"
            )
        );
        assert_eq!(
            lines(Action::Play(Card::WILD), R::ChangeTo { colour: green, count: 2, tied: one }),
            pair(
                "Play Wild: you can then name Green or Blue, the colours you hold most (2 each)",
                "Gioca Jolly: poi puoi scegliere il verde o il blu, i colori che hai di più (2 carte ciascuno)"
            )
        );
    }

    /// Lines players saw misleading (issue 50): "Name Yellow: you hold 2 Yellow cards" with four Blue
    /// ones, and "it wins most often in the games the computer plays out" for a colour held none of.
    #[test]
    fn a_colour_held_less_says_so_and_the_look_ahead_reads_as_what_it_is() {
        use HintReason as R;
        let (yellow, blue) = (Colour::Yellow, Colour::Blue);
        let name_yellow = Action::ChooseColour(yellow);
        let look = ColourBecause::Lookahead;
        assert_eq!(
            lines(name_yellow, R::FewerHeld { colour: yellow, count: 2, most: blue, most_count: 4, because: look }),
            pair(
                "Name Yellow: you hold more Blue cards (4) than Yellow (2), but the computer's look-ahead prefers \
                 Yellow",
                "Scegli il giallo: hai più carte blu (4) che gialle (2), ma simulando il seguito della partita, il \
                 computer preferisce il giallo"
            )
        );
        assert_eq!(
            lines(name_yellow, R::FewerHeld { colour: yellow, count: 0, most: blue, most_count: 4, because: look }),
            pair(
                "Name Yellow: you hold no Yellow card, but the computer's look-ahead prefers Yellow",
                "Scegli il giallo: non hai carte gialle, ma simulando il seguito della partita, il computer \
                 preferisce il giallo"
            )
        );
        let unseen = ColourBecause::FewestUnseen { unseen: 3 };
        assert_eq!(
            lines(name_yellow, R::FewerHeld { colour: yellow, count: 0, most: blue, most_count: 4, because: unseen }),
            pair(
                "Name Yellow: you hold no Yellow card, but Yellow is the colour with the fewest cards still out of \
                 sight (3)",
                "Scegli il giallo: non hai carte gialle, ma il giallo è il colore con meno carte ancora non viste (3)"
            )
        );
        assert_eq!(
            lines(Action::Draw, R::Lookahead),
            pair(
                "Draw: the computer's look-ahead prefers this move",
                "Pesca: simulando il seguito della partita, il computer preferisce questa mossa"
            )
        );
    }

    /// A player chosen among opponents with as few cards, or though another holds fewer, says so;
    /// so does a card given while one worth more stays.
    #[test]
    fn a_player_or_card_chosen_among_as_many_or_more_says_so() {
        use HintReason as R;
        let target = Action::ChooseTarget(1);
        assert_eq!(
            lines(target, R::FewestTied { seat: 1, cards: 3, tied: Seats::of([2, 3]) }),
            pair(
                "Choose Bruno: of your opponents, Bruno, Carla and Dario hold the fewest cards, 3 each; the \
                 computer's look-ahead prefers Bruno",
                "Scegli Bruno: tra i tuoi avversari, Bruno, Carla e Dario hanno meno carte di tutti, 3 ciascuno; \
                 simulando il seguito della partita, il computer preferisce Bruno"
            )
        );
        assert_eq!(
            lines(target, R::NotFewest { seat: 1, cards: 5, fewer: 3, fewer_cards: 1 }),
            pair(
                "Choose Bruno: Dario holds fewer cards (1) than Bruno (5), but the computer's look-ahead prefers Bruno",
                "Scegli Bruno: Dario ha meno carte (1) di Bruno (5), ma simulando il seguito della partita, il \
                 computer preferisce Bruno"
            )
        );
        assert_eq!(
            lines(Action::GiveCard(Card::number(RED, 5)), R::GiveFewerPoints { points: 5, most: 50 }),
            pair(
                "Give Red 5: it is worth 5 points and you hold a card worth 50, but the computer's look-ahead prefers \
                 giving it",
                "Dai 5 rosso: vale 5 punti e hai una carta che ne vale 50, ma simulando il seguito della partita, il \
                 computer preferisce darla"
            )
        );
    }

    /// The rule sets that change what some card does.
    fn rule_sets() -> Vec<RuleSet> {
        let a = |n| Amount::new(n).expect("in range");
        let wilds = CustomWilds::new(vec![
            CustomWild::new("Two and back", &[CustomEffect::NextPlayerDraws(a(2)), CustomEffect::Reverse]).unwrap(),
            CustomWild::new(
                "Clean up",
                &[CustomEffect::SkipPlayers(a(1)), CustomEffect::DiscardNamedColour, CustomEffect::RotateHands],
            )
            .unwrap(),
            CustomWild::new(
                "Share",
                &[CustomEffect::GiveCards(a(3)), CustomEffect::SwapHands, CustomEffect::EveryoneElseDraws(a(1))],
            )
            .unwrap(),
        ])
        .unwrap();
        vec![
            RuleSet::default(),
            RuleSet::box_sheet(),
            RuleSet::house_party(),
            RuleSet { stacking: Stacking::PlusFourOnPlusTwo, uno_penalty: UnoPenalty::Four, ..RuleSet::default() },
            RuleSet { reverse_with_two: ReverseWithTwo::Reverses, ..RuleSet::default() },
            RuleSet { deck: Deck::SwapAndCustom, custom_wilds: wilds.clone(), ..RuleSet::deck_112() },
            RuleSet {
                deck: Deck::SwapAndCustom,
                custom_wilds: wilds,
                wild_play: WildPlay::OnlyWithoutMatch,
                ..RuleSet::default()
            },
            RuleSet { partners: Partners::Pairs, ..RuleSet::default() },
        ]
    }

    #[test]
    fn every_card_under_every_rule_option_says_what_it_does_in_both_languages() {
        let mut effects = Vec::new();
        for rules in rule_sets() {
            let deck = rules.deck_list();
            for seats in [2usize, 4] {
                if !rules.partners.fits(seats) && rules.partners != Partners::Off {
                    continue;
                }
                for card in Card::all().filter(|&c| deck.count(c) > 0) {
                    let top = if card == Card::number(Colour::Blue, 9) {
                        Card::number(RED, 9)
                    } else {
                        Card::number(Colour::Blue, 9)
                    };
                    let game = Scenario::new(seats)
                        .rules(rules.clone())
                        .hand(0, &[card, Card::number(RED, 1)])
                        .top(top)
                        .build()
                        .unwrap();
                    let help = crate::coach::explain_card(&game.view(Some(0)), card);
                    let [what, now] = card_help_messages(&help, &name);
                    let (en, _) = both(&what, &format!("{card:?} under {rules:?}"));
                    both(&now, &format!("{card:?} now"));
                    effects.push((help.effect.clone(), en));
                }
            }
        }
        // Each option that changes an effect changes its words.
        let said = |pick: &dyn Fn(&CardEffect) -> bool| -> std::collections::BTreeSet<String> {
            effects.iter().filter(|(e, _)| pick(e)).map(|(_, text)| text.clone()).collect()
        };
        let sevens = said(&|e| matches!(e, CardEffect::Number { n: 7, .. }));
        assert!(sevens.iter().any(|t| t.contains("Seven-O")) && sevens.iter().any(|t| !t.contains("Seven-O")));
        assert!(sevens.iter().any(|t| t.contains("Jump-In")));
        let reverses = said(&|e| matches!(e, CardEffect::Reverse { .. }));
        assert!(reverses.iter().any(|t| t.contains("works as a Skip")), "{reverses:?}");
        assert!(reverses.iter().any(|t| t.contains("changes nothing")), "{reverses:?}");
        let draw_twos = said(&|e| matches!(e, CardEffect::DrawTwo { .. }));
        assert!(draw_twos.iter().any(|t| t.contains("or a Wild Draw Four")), "{draw_twos:?}");
        assert!(draw_twos.iter().any(|t| t.contains("With stacking") && !t.contains("or a Wild")), "{draw_twos:?}");
        let fours = said(&|e| matches!(e, CardEffect::WildDrawFour { .. }));
        for words in [
            "no card of the colour in force",
            "no other card you could play",
            "take the card back",
            "another Wild Draw Four",
        ] {
            assert!(fours.iter().any(|t| t.contains(words)), "{words}: {fours:?}");
        }
        let wilds =
            said(&|e| matches!(e, CardEffect::Wild { .. } | CardEffect::SwapHands { .. } | CardEffect::Custom { .. }));
        assert!(wilds.iter().any(|t| t.contains("only when no other card")));
        for words in
            ["next player draws 2, then reverse", "“Clean up”", "give 3 cards to a player", "swap hands with a player"]
        {
            assert!(wilds.iter().any(|t| t.contains(words)), "{words}: {wilds:?}");
        }
    }

    /// Every answer to "can I play it now?", each form of its words.
    fn every_playability() -> Vec<Playability> {
        use PlayableBecause as B;
        let top = Card::number(RED, 5);
        let mut all: Vec<Playability> = [
            B::MatchesColour { colour: Colour::Green },
            B::MatchesNumber { top },
            B::MatchesSymbol { top: Card::skip(RED) },
            B::Wild,
            B::WildWithoutMatch,
            B::WildDrawFourFair { colour: Some(Colour::Yellow) },
            B::WildDrawFourFair { colour: None },
            B::WildDrawFourBluff { colour: Some(RED), count: 1 },
            B::WildDrawFourBluff { colour: Some(Colour::Blue), count: 2 },
            B::WildDrawFourBluff { colour: None, count: 3 },
            B::Stack { pending: 4 },
            B::JumpIn,
            B::Drawn { must: false },
            B::Drawn { must: true },
        ]
        .map(|why| Playability::Playable { why })
        .to_vec();
        all.extend([
            Playability::NotInHand,
            Playability::RoundOver,
            Playability::NotYourTurn { seat: 1, jump_in_with: None },
            Playability::NotYourTurn { seat: 1, jump_in_with: Some(top) },
            Playability::ChooseFirst { choice: Choice::Colour },
            Playability::ChooseFirst { choice: Choice::Target },
            Playability::ChooseFirst { choice: Choice::Give { remaining: 1 } },
            Playability::ChooseFirst { choice: Choice::Give { remaining: 3 } },
            Playability::OnlyDrawnCard { drawn: Card::number(Colour::Yellow, 2) },
            Playability::MustAnswerDraw { pending: 2, challenge: false },
            Playability::MustAnswerDraw { pending: 4, challenge: true },
            Playability::CannotStack { pending: 4, with: StackWith::DrawTwo },
            Playability::CannotStack { pending: 6, with: StackWith::DrawTwoOrWildDrawFour },
            Playability::CannotStack { pending: 8, with: StackWith::WildDrawFour },
            Playability::NoMatch { colour: RED, top },
            Playability::NoMatch { colour: Colour::Blue, top: Card::WILD },
            Playability::WildNeedsNoMatch { matching: 1 },
            Playability::WildNeedsNoMatch { matching: 2 },
            Playability::TakeBack,
        ]);
        all
    }

    #[test]
    fn every_answer_to_can_i_play_it_reads_in_both_languages() {
        let mut lines = std::collections::HashSet::new();
        for p in every_playability() {
            let (en, it) = both(&p.message(&name), &format!("{p:?}"));
            lines.insert(en);
            lines.insert(it);
            // Every kind of answer, whichever variant: a match keeps each one in this list.
            match p {
                Playability::Playable { .. }
                | Playability::NotInHand
                | Playability::RoundOver
                | Playability::NotYourTurn { .. }
                | Playability::ChooseFirst { .. }
                | Playability::OnlyDrawnCard { .. }
                | Playability::MustAnswerDraw { .. }
                | Playability::CannotStack { .. }
                | Playability::NoMatch { .. }
                | Playability::WildNeedsNoMatch { .. }
                | Playability::TakeBack => {}
            }
        }
        assert_eq!(lines.len(), 2 * every_playability().len(), "every sample reads differently");
    }

    #[test]
    fn a_wild_draw_four_held_with_the_colour_in_force_says_it_would_be_a_bluff() {
        let hand = [Card::WILD_DRAW_FOUR, Card::number(RED, 2), Card::number(RED, 3), Card::number(Colour::Blue, 1)];
        let game = Scenario::new(3).hand(0, &hand).top(Card::number(RED, 5)).build().unwrap();
        let help = crate::coach::explain_card(&game.view(Some(0)), Card::WILD_DRAW_FOUR);
        let (what, now) = card_help_lines(&help, &name, &Texts::new(Language::English));
        assert!(
            what.starts_with("Wild Draw Four: you name the colour, and the next player draws four cards"),
            "{what}"
        );
        assert_eq!(
            now,
            "Only if you have no Red card — you have 2. You may still play it as a bluff, but the next player may challenge it."
        );
        let (_, now) = card_help_lines(&help, &name, &Texts::new(Language::Italian));
        assert!(now.starts_with("Solo se non hai carte rosse: ne hai 2."), "{now}");
        let skip = crate::coach::explain_card(&game.view(Some(1)), Card::number(RED, 2));
        assert_eq!(skip.now, Playability::NotInHand);
    }
}

//! Customizable Wilds: their effects, composed from the catalogue in the rule set, applied in order.

use super::Seat;
use super::card::{Card, Kind, colour_mask};
use super::custom_wilds::CustomEffect;
use super::event::{Event, EventSink, Zone};
use super::game::{Game, Phase};

impl Game {
    /// Applies the remaining effects of the custom wild being resolved, then ends the turn (or the
    /// round, when the player's hand emptied). Pauses when the player must choose cards to give.
    pub(crate) fn continue_custom<S: EventSink>(&mut self, sink: &mut S) {
        let mut r = self.resolving.expect("a custom wild is being resolved");
        let Kind::Custom(i) = r.card.kind() else { unreachable!("only custom wilds have effects") };
        let rules = self.rules.clone();
        let effects = &rules.custom_wilds[i as usize].effects;
        let seat = r.seat;
        while (r.next_effect as usize) < effects.len() {
            let effect = effects[r.next_effect as usize];
            r.next_effect += 1;
            let out = self.hands[seat as usize].is_empty();
            match effect {
                CustomEffect::NextPlayerDraws(n) => {
                    let next = self.seat_after(seat, 1);
                    self.draw_cards(next, n.get(), sink);
                }
                CustomEffect::EveryoneElseDraws(n) => {
                    for k in 1..self.seats {
                        let s = self.seat_after(seat, k);
                        self.draw_cards(s, n.get(), sink);
                    }
                }
                // Once the player's hand is empty only the draws above still apply (as the last
                // Draw Two of a round is still drawn).
                _ if out => {}
                CustomEffect::SkipPlayers(n) => r.skips = r.skips.saturating_add(n.get()),
                CustomEffect::Reverse => self.flip_direction(sink),
                CustomEffect::RotateHands => self.rotate_hands(sink),
                CustomEffect::SwapHands => {
                    let target = r.target.expect("target chosen before the effects");
                    self.swap_hands(seat, target, sink);
                }
                CustomEffect::DiscardNamedColour => {
                    let cards = self.hands[seat as usize].take_all(colour_mask(self.colour));
                    for c in cards {
                        self.discard.insert_under_top(c);
                        if S::ENABLED {
                            sink.push(Event::CardMoved {
                                card: Some(c),
                                from: Zone::Hand(seat),
                                to: Zone::DiscardUnderTop,
                            });
                        }
                    }
                    self.note_uno(seat, sink);
                }
                CustomEffect::GiveCards(n) => {
                    let target = r.target.expect("target chosen before the effects");
                    let give = n.get().min(self.hands[seat as usize].len() as u8);
                    if give > 0 {
                        self.resolving = Some(r);
                        self.phase.set(Phase::GiveCards { seat, target, remaining: give });
                        return;
                    }
                }
            }
        }
        self.resolving = None;
        if self.hands[seat as usize].is_empty() {
            self.end_round(seat, false, sink);
        } else {
            self.note_uno(seat, sink);
            self.end_turn(seat, r.skips, sink);
        }
    }

    /// `seat` said who their house rule applies to: the table judges it.
    pub(crate) fn house_rule_for<S: EventSink>(&mut self, seat: Seat, target: Option<Seat>, sink: &mut S) {
        if S::ENABLED {
            let card = self.resolving.expect("a house rule is being resolved").card;
            sink.push(Event::HouseRuleFor { seat, card, target });
        }
        self.phase.set(Phase::JudgeHouseRule { seat, target });
    }

    /// The table judged `seat`'s house rule: followed (`penalty` 0), or `target` draws `penalty`
    /// cards. Then the turn ends (or the round, when the card was the player's last).
    pub(crate) fn house_rule_judged<S: EventSink>(
        &mut self,
        seat: Seat,
        target: Option<Seat>,
        penalty: u8,
        sink: &mut S,
    ) {
        if S::ENABLED {
            sink.push(Event::HouseRuleJudged { seat, target, penalty });
        }
        if let Some(t) = target.filter(|_| penalty > 0) {
            self.draw_cards(t, penalty, sink);
        }
        self.resolving = None;
        if self.hands[seat as usize].is_empty() {
            self.end_round(seat, false, sink);
        } else {
            self.note_uno(seat, sink);
            self.end_turn(seat, 0, sink);
        }
    }

    /// `seat` played their last card: the next player still draws what that card makes them
    /// draw (box sheet), then the round is scored.
    pub(crate) fn last_card_played<S: EventSink>(&mut self, seat: Seat, card: Card, sink: &mut S) {
        let next = self.seat_after(seat, 1);
        match card.kind() {
            Kind::DrawTwo => {
                let n = self.pending.saturating_add(2);
                self.pending = 0;
                self.draw_cards(next, n, sink);
            }
            Kind::WildDrawFour => {
                let n = self.pending.saturating_add(4);
                self.pending = 0;
                self.draw_cards(next, n, sink);
            }
            Kind::Custom(i) => {
                self.resolving =
                    Some(super::game::Resolving { seat, card, first: false, target: None, next_effect: 0, skips: 0 });
                // A house rule still applies to whoever it names, as the last Draw Two is still
                // drawn: the table judges it, then the round is scored.
                if self.rules.custom_wilds[i as usize].is_house_rule() {
                    self.phase.set(Phase::HouseRuleFor { seat });
                } else {
                    self.continue_custom(sink);
                }
                return;
            }
            _ => {}
        }
        self.end_round(seat, false, sink);
    }
}

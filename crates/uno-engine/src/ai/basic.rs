//! Basic: the reference rule-based player that other bots are measured against, and Easy, the
//! same player with a poor memory for UNO.
//!
//! 1. If no card is playable, draw.
//! 2. If a Wild Draw Four is legal, play it and name the colour held most (wilds not counted).
//! 3. Otherwise play a random playable card that is not a wild (a card held twice is twice as likely).
//! 4. Play a plain wild only when it is the only playable card, naming a random colour.
//!
//! It never bluffs, never challenges, plays a drawn card when it can and always calls UNO.
//!
//! With partners (when told of them) it never catches a partner, chooses an opponent as the target
//! of a swap or a gift of cards, and breaks a tie between the colours it holds most in favour of
//! the colour a partner most likely holds; everything else is as without partners.

use crate::engine::{Action, Card, Colour, Decision, Phase, Rng, Teams, View};

use super::Bot;
use super::util::{
    UnoMemory, call_before, draw_or_pass, fewest_cards_opponent, follow_up, house_rule_answer, most_expensive_to_keep,
    most_held_colour_for, moves_besides_call, plays, seen_teams, uno_or_catch_for, weighted_pick,
};

/// The reference player.
#[derive(Clone, Debug)]
pub struct BasicBot {
    rng: Rng,
    /// How often it forgets UNO (never for Basic).
    uno: UnoMemory,
    /// Whether it catches players who forget UNO.
    catches: bool,
    /// Whether it is told who its partners are (else it plays for itself).
    knows_partners: bool,
    /// The move chosen together with an UNO call, for the decision right after it.
    after_call: Option<Action>,
    name: &'static str,
}

impl BasicBot {
    /// Basic.
    pub fn new(seed: u64) -> BasicBot {
        BasicBot {
            rng: Rng::new(seed),
            uno: UnoMemory::forgetting(0.0),
            catches: true,
            knows_partners: true,
            after_call: None,
            name: "basic",
        }
    }

    /// Easy: Basic that forgets to call UNO three times in ten and never catches anyone.
    pub fn easy(seed: u64) -> BasicBot {
        BasicBot {
            rng: Rng::new(seed),
            uno: UnoMemory::forgetting(0.3),
            catches: false,
            knows_partners: true,
            after_call: None,
            name: "easy",
        }
    }

    /// The same player, told of its partners (`true`, as built) or told nothing of the teams.
    pub fn knowing_partners(mut self, knows: bool) -> BasicBot {
        self.knows_partners = knows;
        self
    }

    /// The teams as this player sees them.
    fn teams(&self, view: &View) -> Teams {
        seen_teams(view, self.knows_partners)
    }

    /// Whether to take a late UNO call (one card left) or a catch offered in `legal` (the call
    /// with two cards is left out of it: see `decide`).
    fn uno_action(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        let a = uno_or_catch_for(legal, self.teams(view), view.seat.unwrap_or(0))?;
        match a {
            Action::Catch(_) if !self.catches => {
                legal.iter().copied().find(|a| *a == Action::CallUno).and_then(|a| self.call(view, a))
            }
            Action::CallUno => self.call(view, a),
            _ => Some(a),
        }
    }

    fn call(&mut self, view: &View, a: Action) -> Option<Action> {
        self.uno.calls(view, &mut self.rng).then_some(a)
    }

    fn play_turn(&mut self, view: &View, legal: &[Action]) -> Action {
        let playable: Vec<Card> = plays(legal).collect();
        if playable.is_empty() {
            return draw_or_pass(legal);
        }
        if playable.contains(&Card::WILD_DRAW_FOUR) && !view.would_bluff() {
            return Action::Play(Card::WILD_DRAW_FOUR);
        }
        let plain: Vec<Card> = playable.iter().copied().filter(|c| !c.is_wild()).collect();
        if let Some(c) = weighted_pick(&plain, &view.hand, &mut self.rng) {
            return Action::Play(c);
        }
        let wilds: Vec<Card> = playable.iter().copied().filter(|&c| c.is_wild() && c != Card::WILD_DRAW_FOUR).collect();
        if let Some(c) = weighted_pick(&wilds, &view.hand, &mut self.rng) {
            return Action::Play(c);
        }
        // Only a bluffing Wild Draw Four is left: Basic never bluffs.
        match draw_or_pass(legal) {
            Action::Draw | Action::Pass => draw_or_pass(legal),
            _ => Action::Play(Card::WILD_DRAW_FOUR),
        }
    }

    /// The move for this decision, from `legal` without an UNO call with two cards.
    fn choose(&mut self, view: &View, legal: &[Action]) -> Action {
        let teams = self.teams(view);
        if legal.len() == 1 {
            return legal[0];
        }
        if let Some(a) = self.uno_action(view, legal) {
            return a;
        }
        if let Some(a) = house_rule_answer(legal) {
            return a;
        }
        let choice = match view.phase {
            Phase::Turn { .. } => self.play_turn(view, legal),
            Phase::ChooseColour { .. } => {
                let colour = if view.resolving == Some(Card::WILD_DRAW_FOUR) {
                    most_held_colour_for(&view.hand, view, teams)
                } else {
                    Colour::from_index(self.rng.below(4) as usize)
                };
                Action::ChooseColour(colour)
            }
            Phase::ChooseTarget { .. } => Action::ChooseTarget(fewest_cards_opponent(view, teams)),
            // Stack when it can; otherwise take the cards. Never challenges.
            Phase::DrawPenalty { .. } => plays(legal).next().map(Action::Play).unwrap_or(Action::Accept),
            Phase::PlayOrKeep { .. } => match view.drawn {
                Some(Card::WILD_DRAW_FOUR) if view.would_bluff() => Action::KeepDrawn,
                _ => Action::PlayDrawn,
            },
            Phase::GiveCards { .. } => most_expensive_to_keep(&view.hand).map(Action::GiveCard).unwrap_or(legal[0]),
            _ => legal[0],
        };
        if legal.contains(&choice) {
            choice
        } else {
            legal.iter().copied().find(|a| !matches!(a, Action::CallUno | Action::Catch(_))).unwrap_or(legal[0])
        }
    }
}

impl Bot for BasicBot {
    fn name(&self) -> &'static str {
        self.name
    }

    fn decide(&mut self, decision: &Decision) -> Action {
        let legal = decision.legal();
        let view = decision.view();
        self.uno.see(view);
        if let Some(a) = follow_up(&mut self.after_call, view, legal) {
            return a;
        }
        // The move first; UNO with two cards only before a move that leaves one.
        let choice = self.choose(view, moves_besides_call(view, legal));
        call_before(&mut self.after_call, view, legal, choice, || self.uno.calls(view, &mut self.rng))
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        let legal = decision.legal();
        let a = uno_or_catch_for(legal, self.teams(decision.view()), decision.seat())?;
        match a {
            Action::Catch(_) if !self.catches => None,
            Action::CallUno if self.uno.forgets_ever() => None,
            _ => Some(a),
        }
    }
}

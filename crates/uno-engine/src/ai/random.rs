//! The random player: a uniformly random choice among the real options of each decision.
//! Like the reference environments it draws only when it cannot play; and, since those have no
//! UNO rule at all, it never forgets UNO and catches whoever does.

use crate::engine::{Action, Decision, Game, NoEvents, Rng, RuleError, Seat};

use super::Bot;
use super::util::{call_before, follow_up, moves_besides_call};

/// Plays uniformly at random.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
    /// The move chosen together with an UNO call, for the decision right after it.
    after_call: Option<Action>,
}

impl RandomBot {
    /// A random bot with its own seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: Rng::new(seed), after_call: None }
    }

    /// The bot's decision read straight from the game without a list of legal actions (`None`
    /// when `seat` has no decision now: ask [`Bot::decide`] with the list). Chooses exactly as
    /// `decide` would.
    #[inline]
    pub fn quick_decide(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        game.random_action(seat, |n| self.rng.below(n), &mut self.after_call)
    }

    /// Takes the bot's decision and applies it to `game` in one step (the simulator's hot loop):
    /// the same as applying [`RandomBot::quick_decide`]'s action. `Ok(None)` when `seat` has no
    /// decision now.
    #[inline]
    pub fn act(&mut self, game: &mut Game, seat: Seat) -> Result<Option<Action>, RuleError> {
        game.apply_random(seat, |n| self.rng.below(n), &mut self.after_call, &mut NoEvents)
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    #[inline]
    fn decide(&mut self, decision: &Decision) -> Action {
        let mut legal = decision.legal();
        if self.after_call.is_some()
            && let Some(a) = follow_up(&mut self.after_call, decision.view(), legal)
        {
            return a;
        }
        // A legal list puts UNO calls and catches first and Draw (or Pass) last. The call with two
        // cards goes with the move down to one: the move is chosen first.
        let call = legal[0] == Action::CallUno;
        if call {
            legal = moves_besides_call(decision.view(), legal);
        }
        if matches!(legal[0], Action::CallUno | Action::Catch(_)) {
            return legal[0];
        }
        // A house rule is played as a Wild: for nobody, and done (a choice of one).
        if matches!(legal[0], Action::HouseRuleFor(None) | Action::JudgeHouseRule(0)) {
            self.rng.below(1);
            return legal[0];
        }
        let skip_draw = matches!(legal[0], Action::Play(_)) & (legal[legal.len() - 1] == Action::Draw);
        let chosen = legal[self.rng.below((legal.len() - skip_draw as usize) as u32) as usize];
        if call {
            call_before(&mut self.after_call, decision.view(), decision.legal(), chosen, || true)
        } else {
            chosen
        }
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        let legal = decision.legal();
        if let Some(&a) = legal.iter().find(|a| matches!(a, Action::CallUno | Action::Catch(_))) {
            return Some(a);
        }
        // A Jump-In half of the time.
        legal.first().copied().filter(|_| self.rng.below(2) == 0)
    }
}

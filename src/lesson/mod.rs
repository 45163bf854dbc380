//! Learn to play: the guided lessons (no Bevy). A lesson is one or more parts, each a prepared
//! position of the engine with scripted computer players and an ordered list of steps: a step
//! either tells something and waits for Continue, or asks the learner for one move (a card, a
//! draw, a colour, UNO, a catch, a challenge…) and explains in words why any other move is not
//! the one asked for. The table plays the part's [`Game`] as usual; it asks [`Lesson::check`]
//! before a learner's move and tells [`Lesson::applied`] after every move.

mod basics;
mod bot;
mod options;
#[cfg(test)]
mod tests;

pub use bot::LessonBot;

use crate::ai::Bot;
use crate::engine::{Action, Card, Colour, Game, Phase, RuleSet, Seat};
use crate::i18n::{Message, Msg};
use crate::msg;

/// The learner's seat in every lesson.
pub const LEARNER: Seat = 0;
/// Anna, the first computer player (the learner's left).
pub const ANNA: Seat = 1;
/// Marco, the second computer player.
pub const MARCO: Seat = 2;
/// Players at a lesson's table.
pub const LESSON_SEATS: usize = 3;

/// Which lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LessonKind {
    /// The first hand: matching cards, the action cards, wilds, drawing, the challenge, UNO,
    /// catching, going out and the scoring.
    Basics,
    /// The house rules a table has on: stacking, Seven-O, Jump-In, Swap Hands, Customizable Wilds.
    Options,
}

/// What the lesson shows now.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// One or two sentences.
    pub text: Message,
    /// What the step is about on screen.
    pub pointing: Pointing,
    /// A telling step: it waits for Continue (and the computer players wait with it).
    pub waits_for_continue: bool,
}

/// What a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointing {
    /// Nothing in particular.
    Nothing,
    /// A card of the learner's hand.
    Card(Card),
    /// The draw pile.
    DrawPile,
    /// The discard pile.
    DiscardPile,
    /// A player.
    Seat(Seat),
    /// A button.
    Button(LessonButton),
}

/// A button a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonButton {
    /// UNO!
    Uno,
    /// Catch this player.
    Catch(Seat),
    /// Challenge the Wild Draw Four.
    Challenge,
    /// Take the cards.
    Accept,
    /// Play the card just drawn.
    PlayDrawn,
    /// Keep the card just drawn.
    KeepDrawn,
    /// This colour, after a wild.
    Colour(Colour),
    /// This player, for a swap or a custom wild.
    Target(Seat),
    /// The next round, after the summary.
    NextRound,
    /// Continue, after a telling step.
    Continue,
}

/// A lesson under way: its parts, the step it is at, and the last position the table showed it.
pub struct Lesson {
    kind: LessonKind,
    parts: Vec<Part>,
    part: usize,
    step: usize,
    /// The learner's move at each step of the current part (for the steps that depend on a choice).
    choices: Vec<Option<Action>>,
    /// The game as the lesson last saw it (the part's prepared game, then after every move).
    game: Game,
}

/// One prepared position and the steps played in it.
pub(crate) struct Part {
    pub game: Game,
    pub bots: Vec<Option<LessonBot>>,
    pub steps: Vec<StepDef>,
}

/// One step as the lesson is written.
pub(crate) struct StepDef {
    text: Text,
    pointing: Pointing,
    act: Act,
    /// Shown only when the learner made this move at that step (index in the part) before.
    only_if: Option<(usize, Action)>,
    /// Shown only when its move can be made as soon as it is reached (else passed over: a
    /// custom wild's gift after its other effects left nothing to give).
    only_now: bool,
}

/// A step's text: written ahead, or the round's scoring read from the engine's result.
pub(crate) enum Text {
    Fixed(Message),
    Score,
}

/// What a step waits for.
pub(crate) enum Act {
    /// Continue.
    Tell,
    /// A move of the learner.
    Do {
        want: Want,
        /// The move in a short sentence, ending the explanation of a wrong move.
        hint: Message,
        /// The explanation for the other legal moves this test picks out (else a general one).
        wrong: Option<(Picks, Message)>,
    },
}

/// Picks out some moves (those a step's own explanation is for).
pub(crate) type Picks = fn(Action) -> bool;

/// The learner's moves a step accepts.
pub(crate) enum Want {
    /// These moves.
    Moves(Vec<Action>),
    /// Any colour.
    AnyColour,
    /// Any other player.
    AnyTarget,
    /// Any cards to give, until the giving is over.
    GiveCards,
    /// Anyone (or nobody) a house rule applies to.
    AnyRuleFor,
    /// The table's judgement of a house rule, whichever it is.
    AnyJudgement,
}

impl Want {
    fn matches(&self, a: Action) -> bool {
        match self {
            Want::Moves(m) => m.contains(&a),
            Want::AnyColour => matches!(a, Action::ChooseColour(_)),
            Want::AnyTarget => matches!(a, Action::ChooseTarget(_)),
            Want::GiveCards => matches!(a, Action::GiveCard(_)),
            Want::AnyRuleFor => matches!(a, Action::HouseRuleFor(_)),
            Want::AnyJudgement => matches!(a, Action::JudgeHouseRule(_)),
        }
    }
}

impl StepDef {
    /// A telling step.
    pub fn tell(text: Message, pointing: Pointing) -> StepDef {
        StepDef { text: Text::Fixed(text), pointing, act: Act::Tell, only_if: None, only_now: false }
    }

    /// The telling step of the round's scoring.
    pub fn score() -> StepDef {
        StepDef { text: Text::Score, pointing: Pointing::Nothing, act: Act::Tell, only_if: None, only_now: false }
    }

    /// A step asking for one of `want`.
    pub fn ask(text: Message, pointing: Pointing, want: Want, hint: Message) -> StepDef {
        StepDef {
            text: Text::Fixed(text),
            pointing,
            act: Act::Do { want, hint, wrong: None },
            only_if: None,
            only_now: false,
        }
    }

    /// A step asking to play `card` from the hand.
    pub fn play(text: Message, card: Card) -> StepDef {
        StepDef::ask(
            text,
            Pointing::Card(card),
            Want::Moves(vec![Action::Play(card)]),
            msg!(LearnHintPlay, card = card),
        )
    }

    /// A step asking to name `colour`, with the reason (`why`, which says what to choose).
    pub fn colour(text: Message, colour: Colour, why: Message) -> StepDef {
        StepDef::ask(
            text,
            Pointing::Button(LessonButton::Colour(colour)),
            Want::Moves(vec![Action::ChooseColour(colour)]),
            why.clone(),
        )
        .wrong(|a| matches!(a, Action::ChooseColour(_)), msg!(LearnWhyColour, hint = why))
    }

    /// A step asking to choose `seat`, with the reason (`why`, which says whom to choose).
    pub fn target(text: Message, seat: Seat, why: Message) -> StepDef {
        StepDef::ask(
            text,
            Pointing::Button(LessonButton::Target(seat)),
            Want::Moves(vec![Action::ChooseTarget(seat)]),
            why.clone(),
        )
        .wrong(|a| matches!(a, Action::ChooseTarget(_)), msg!(LearnWhyTarget, hint = why))
    }

    /// The explanation for the other legal moves `which` picks out.
    pub fn wrong(mut self, which: Picks, why: Message) -> StepDef {
        if let Act::Do { wrong, .. } = &mut self.act {
            *wrong = Some((which, why));
        }
        self
    }

    /// Shown only when its move can be made as soon as the step is reached.
    pub fn only_now(mut self) -> StepDef {
        self.only_now = true;
        self
    }

    /// Shown only when the learner made `action` at step `step` of the part.
    pub fn only_if(mut self, step: usize, action: Action) -> StepDef {
        self.only_if = Some((step, action));
        self
    }
}

/// True when the effects of the last move have played out: nobody but a player starting a turn
/// has a decision to take (a telling step about them waits till then).
fn settled(game: &Game) -> bool {
    matches!(game.phase(), Phase::Turn { .. } | Phase::RoundOver | Phase::MatchOver { .. } | Phase::WaitingToDeal)
}

/// The name of a seat of a lesson's table.
fn seat_name(seat: Seat) -> Message {
    Message::new(match seat {
        LEARNER => Msg::LearnYou,
        ANNA => Msg::LearnAnna,
        _ => Msg::LearnMarco,
    })
}

impl Lesson {
    /// The first lesson: a guided hand against Anna and Marco under the official rules.
    pub fn basics() -> Lesson {
        Lesson::of(LessonKind::Basics, vec![basics::part()])
    }

    /// The second lesson: one short part for each house rule `rules` has on (stacking, Seven-O,
    /// Jump-In, Swap Hands, Customizable Wilds), played under those rules; `None` when none is on.
    pub fn options(rules: &RuleSet) -> Option<Lesson> {
        let parts = options::parts(rules);
        (!parts.is_empty()).then(|| Lesson::of(LessonKind::Options, parts))
    }

    fn of(kind: LessonKind, parts: Vec<Part>) -> Lesson {
        let game = parts[0].game.clone();
        let choices = vec![None; parts[0].steps.len()];
        Lesson { kind, parts, part: 0, step: 0, choices, game }
    }

    /// Which lesson this is.
    pub fn kind(&self) -> LessonKind {
        self.kind
    }

    /// The lesson's title.
    pub fn title(&self) -> Message {
        Message::new(match self.kind {
            LessonKind::Basics => Msg::LearnTitleBasics,
            LessonKind::Options => Msg::LearnTitleOptions,
        })
    }

    /// The learner's seat.
    pub fn learner(&self) -> Seat {
        LEARNER
    }

    /// The players' names, one per seat (the learner's is «You»).
    pub fn seat_names(&self) -> Vec<Message> {
        (0..LESSON_SEATS as Seat).map(seat_name).collect()
    }

    /// The current part's prepared game (mid-round, dealt): the table plays it.
    pub fn game(&self) -> Game {
        self.parts[self.part].game.clone()
    }

    /// The current part's scripted computer players (`None` for the learner's seat).
    pub fn bots(&self) -> Vec<Option<Box<dyn Bot>>> {
        self.parts[self.part].bots.iter().map(|b| b.clone().map(|b| Box::new(b) as Box<dyn Bot>)).collect()
    }

    fn steps(&self) -> &[StepDef] {
        &self.parts[self.part].steps
    }

    fn current(&self) -> Option<&StepDef> {
        self.steps().get(self.step)
    }

    /// What is shown now; `None` once the lesson is finished. While the learner's move cannot be
    /// made yet (the computer players are playing up to it), the step says whose turn it is.
    pub fn step(&self) -> Option<Step> {
        if self.finished() {
            return None;
        }
        let Some(def) = self.current() else {
            return Some(Step {
                text: msg!(LearnPartDone),
                pointing: Pointing::Button(LessonButton::Continue),
                waits_for_continue: true,
            });
        };
        let waiting = match def.act {
            Act::Tell => !settled(&self.game),
            Act::Do { .. } => self.expected(&self.game).is_empty() && self.game.to_act() != Some(LEARNER),
        };
        if waiting && let Some(who) = self.game.to_act() {
            return Some(Step {
                text: msg!(LearnWatch, who = seat_name(who)),
                pointing: Pointing::Seat(who),
                waits_for_continue: false,
            });
        }
        let text = match &def.text {
            Text::Fixed(m) => m.clone(),
            Text::Score => self.score_text(),
        };
        Some(Step { text, pointing: def.pointing, waits_for_continue: matches!(def.act, Act::Tell) })
    }

    /// The scoring in words, from the engine's result of the round.
    fn score_text(&self) -> Message {
        match self.game.last_round() {
            Some(r) => msg!(
                LearnScore,
                anna = r.hand_points[ANNA as usize],
                marco = r.hand_points[MARCO as usize],
                total = r.gained[LEARNER as usize],
            ),
            None => msg!(LearnPartDone),
        }
    }

    /// The learner's moves the step accepts in `game` now (legal ones only; none at a telling
    /// step or while the move cannot be made yet).
    pub fn expected(&self, game: &Game) -> Vec<Action> {
        self.expected_at(self.step, game)
    }

    fn expected_at(&self, step: usize, game: &Game) -> Vec<Action> {
        let Some(StepDef { act: Act::Do { want, .. }, .. }) = self.steps().get(step) else { return Vec::new() };
        game.legal_actions_vec(LEARNER).into_iter().filter(|&a| want.matches(a)).collect()
    }

    /// Whether `action` by `seat` is what the lesson asks for now. Moves of the computer players
    /// are always fine; a learner's move that is not the step's gets an explanation in words.
    pub fn check(&self, game: &Game, seat: Seat, action: Action) -> Result<(), Message> {
        if seat != LEARNER {
            return Ok(());
        }
        let Some(def) = self.current() else { return Err(msg!(LearnWhyPartDone)) };
        let wait = || match game.to_act() {
            Some(who) if who != LEARNER => msg!(LearnWhyWait, who = seat_name(who)),
            _ => msg!(LearnWhyRead),
        };
        let Act::Do { hint, wrong, .. } = &def.act else {
            return Err(if settled(game) { msg!(LearnWhyRead) } else { wait() });
        };
        let expected = self.expected(game);
        if expected.contains(&action) {
            return Ok(());
        }
        if expected.is_empty() {
            return Err(wait());
        }
        let legal = game.legal_actions_vec(LEARNER).contains(&action);
        if legal && let Some((_, why)) = wrong.as_ref().filter(|(which, _)| which(action)) {
            return Err(why.clone());
        }
        let hint = hint.clone();
        let my_turn = game.phase() == Phase::Turn { seat: LEARNER };
        Err(match action {
            Action::Play(card) | Action::JumpIn(card) if !legal && my_turn => match game.top_card() {
                Some(top) if !top.is_wild() && game.hand(LEARNER).contains(card) => {
                    msg!(LearnWhyNoMatch, top = top, hint = hint)
                }
                Some(_) if game.hand(LEARNER).contains(card) => {
                    msg!(LearnWhyNoMatchColour, colour = colour_key(game.colour()), hint = hint)
                }
                _ => msg!(LearnWhyNotNow, hint = hint),
            },
            Action::Play(card) | Action::JumpIn(card) if legal => {
                msg!(LearnWhyOtherCard, card = card, hint = hint)
            }
            Action::Draw if legal => msg!(LearnWhyNoDraw, hint = hint),
            Action::CallUno if legal => msg!(LearnWhyUno, hint = hint),
            _ => msg!(LearnWhyNotNow, hint = hint),
        })
    }

    /// After the engine applied `action` by `seat` (any seat): the lesson moves on when it was
    /// the step's move.
    pub fn applied(&mut self, game: &Game, seat: Seat, action: Action) {
        self.game = game.clone();
        if seat != LEARNER {
            return;
        }
        let Some(StepDef { act: Act::Do { want, .. }, .. }) = self.current() else { return };
        if !want.matches(action) {
            return;
        }
        // Giving cards takes one move per card: the step is over when the giving is.
        if matches!(want, Want::GiveCards) && matches!(game.phase(), Phase::GiveCards { seat: LEARNER, .. }) {
            return;
        }
        self.choices[self.step] = Some(action);
        self.advance();
    }

    /// Continue, after a telling step.
    pub fn proceed(&mut self) {
        if matches!(self.current(), Some(StepDef { act: Act::Tell, .. })) {
            self.advance();
        }
    }

    /// To the next step shown (past those that depend on another choice than the learner's).
    fn advance(&mut self) {
        self.step += 1;
        while self.step < self.steps().len()
            && !(self.applies(self.step)
                && (!self.steps()[self.step].only_now || !self.expected_at(self.step, &self.game).is_empty()))
        {
            self.step += 1;
        }
    }

    /// True unless the step depends on a choice the learner made otherwise.
    fn applies(&self, step: usize) -> bool {
        match self.steps()[step].only_if {
            Some((at, action)) => self.choices.get(at).copied().flatten().is_none_or(|c| c == action),
            None => true,
        }
    }

    /// True while the table must wait for the learner: a telling step waits for Continue, or
    /// the learner's move is out of turn (a Jump-In) and can be made now. The computer players
    /// make no move meanwhile.
    pub fn holds_table(&self) -> bool {
        match self.current().map(|d| &d.act) {
            Some(Act::Tell) => settled(&self.game),
            Some(Act::Do { .. }) => self.game.to_act() != Some(LEARNER) && !self.expected(&self.game).is_empty(),
            None => false,
        }
    }

    /// True when the current part's steps are over.
    pub fn part_done(&self) -> bool {
        self.step >= self.steps().len()
    }

    /// To the next part (its own prepared game and computer players, see [`Lesson::game`] and
    /// [`Lesson::bots`]); false when the current part is not done or was the last.
    pub fn next_part(&mut self) -> bool {
        if !self.part_done() || self.part + 1 >= self.parts.len() {
            return false;
        }
        self.part += 1;
        self.step = 0;
        self.choices = vec![None; self.steps().len()];
        self.game = self.parts[self.part].game.clone();
        true
    }

    /// True when the last part is done.
    pub fn finished(&self) -> bool {
        self.part + 1 >= self.parts.len() && self.part_done()
    }

    /// Step `n` of `m` (from 1), counted over every part. A step that follows from an earlier
    /// choice (the Wild Draw Four kept, then played) carries the number of the step of that
    /// choice, so the count is the same on every path through the lesson.
    pub fn progress(&self) -> (usize, usize) {
        let numbered = |p: &Part| p.steps.iter().filter(|s| s.only_if.is_none()).count();
        let before: usize = self.parts[..self.part].iter().map(numbered).sum();
        let total: usize = self.parts.iter().map(numbered).sum();
        let steps = self.steps();
        let at = self.step.min(steps.len());
        let done_here = steps[..at].iter().filter(|s| s.only_if.is_none()).count();
        let follows_choice = steps.get(at).is_some_and(|s| s.only_if.is_some());
        ((before + done_here + usize::from(!follows_choice)).clamp(1, total.max(1)), total)
    }

    /// Where the lesson stands: its part and the step in it (changes with every step).
    pub fn position(&self) -> (usize, usize) {
        (self.part, self.step)
    }
}

/// A colour as the key a sentence selects on.
fn colour_key(c: Colour) -> &'static str {
    crate::i18n::table::colour_key(c)
}

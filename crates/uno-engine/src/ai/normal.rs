//! Normal: a hand-written player with good habits. It counts colours and the cards it has seen,
//! keeps wilds for when they matter, names its best colour, aims Skips and Draw cards at whoever is
//! closest to going out, bluffs a Wild Draw Four now and then, challenges when the cards it has
//! seen make a bluff likely, and forgets to call UNO one time in ten (so that a table of Normal
//! players leaves the people somebody to catch now and then).

use crate::engine::{Action, Card, Colour, Decision, Kind, Phase, Rng, Seat, Teams, View, colour_mask, mix_seed};

use super::Bot;
use super::util::{
    UnoMemory, call_before, chosen_target, colour_counts, draw_or_pass, follow_up, hits_partner,
    most_expensive_to_keep, moves_besides_call, next_seat, obvious_move, partner_chance, partner_low, plays,
    seen_teams, uno_or_catch_for,
};

/// The heuristic player.
#[derive(Clone, Debug)]
pub struct NormalBot {
    rng: Rng,
    /// How often it forgets UNO.
    uno: UnoMemory,
    /// Drawn only for forgetting, so that its other choices stay what they were.
    uno_rng: Rng,
    /// Whether it is told who its partners are (else it plays for itself).
    knows_partners: bool,
    /// The move chosen together with an UNO call, for the decision right after it.
    after_call: Option<Action>,
}

/// How often Normal forgets to call UNO.
pub const NORMAL_FORGETS_UNO: f64 = 0.05;

impl NormalBot {
    /// A Normal bot with its own seed.
    pub fn new(seed: u64) -> NormalBot {
        NormalBot {
            rng: Rng::new(seed),
            uno: UnoMemory::forgetting(NORMAL_FORGETS_UNO),
            uno_rng: Rng::new(mix_seed(seed, 0x0e0)),
            knows_partners: true,
            after_call: None,
        }
    }

    /// The same player, told of its partners (`true`, as built) or told nothing of the teams.
    pub fn knowing_partners(mut self, knows: bool) -> NormalBot {
        self.knows_partners = knows;
        self
    }

    /// `a`, unless it is an UNO call that it forgets now.
    fn remembered(&mut self, view: &View, a: Action) -> Option<Action> {
        match a {
            Action::CallUno if !self.uno.calls(view, &mut self.uno_rng) => None,
            a => Some(a),
        }
    }
}

/// The colour to name: the one with the most cards, counting action cards and points a little.
pub fn best_colour(view: &View, rng: &mut Rng) -> Colour {
    let counts = colour_counts(&view.hand);
    if counts.iter().all(|&n| n == 0) {
        // Nothing to follow: the colour others are least likely to hold (most already played).
        let unseen = view.unseen();
        return Colour::ALL
            .into_iter()
            .min_by_key(|c| (unseen.count_in(colour_mask(*c)), rng.below(4)))
            .unwrap_or(Colour::Red);
    }
    Colour::ALL
        .into_iter()
        .max_by_key(|&c| (colour_score(view, c), std::cmp::Reverse(c.index())))
        .unwrap_or(Colour::Red)
}

/// A partner with this many cards or fewer is close to going out: worth some help.
const PARTNER_CLOSE: usize = 2;

/// [`best_colour`] for a team: ties go to the colour a partner most likely holds, and when a
/// partner is close to going out that likelihood weighs as much as a card in hand. Without
/// partners it is [`best_colour`].
pub fn best_colour_for(view: &View, teams: Teams, rng: &mut Rng) -> Colour {
    if !teams.partners() {
        return best_colour(view, rng);
    }
    let help = Colour::ALL.map(|c| partner_chance(view, teams, c));
    let close = partner_low(view, teams).is_some_and(|n| n <= PARTNER_CLOSE);
    let counts = colour_counts(&view.hand);
    if counts.iter().all(|&n| n == 0) {
        // Nothing to follow: the partner's likely colour, else the one others are least likely to hold.
        let unseen = view.unseen();
        let rolls = Colour::ALL.map(|_| rng.below(4));
        return Colour::ALL
            .into_iter()
            .max_by(|a, b| {
                let (i, j) = (a.index(), b.index());
                help[i]
                    .total_cmp(&help[j])
                    .then(unseen.count_in(colour_mask(*b)).cmp(&unseen.count_in(colour_mask(*a))))
                    .then(rolls[j].cmp(&rolls[i]))
            })
            .unwrap_or(Colour::Red);
    }
    let score = |c: Colour| -> f64 {
        let own = colour_score(view, c) as f64;
        if close { own + 10.0 * help[c.index()] } else { own }
    };
    Colour::ALL
        .into_iter()
        .max_by(|a, b| {
            score(*a)
                .total_cmp(&score(*b))
                .then(help[a.index()].total_cmp(&help[b.index()]))
                .then(b.index().cmp(&a.index()))
        })
        .unwrap_or(Colour::Red)
}

/// How much `view`'s own hand favours naming `c`: ten a card, more for action cards and points.
fn colour_score(view: &View, c: Colour) -> u32 {
    let cards: Vec<Card> = view.hand.cards().filter(|k| k.colour() == Some(c)).collect();
    cards.len() as u32 * 10
        + cards.iter().filter(|k| !matches!(k.kind(), Kind::Number(_))).count() as u32 * 3
        + cards.iter().map(|k| k.points(0)).sum::<u32>() / 10
}

/// Probability that `seat` holds at least one card of `colour`, given the cards the viewer has not
/// seen (drawn uniformly: a player's hand is a random part of the unseen cards).
pub fn chance_holds_colour(view: &View, seat: Seat, colour: Colour) -> f64 {
    let unseen = view.unseen();
    super::util::chance_any(unseen.len(), unseen.count_in(colour_mask(colour)), view.hand_size(seat))
}

/// What Normal weighs when it chooses a card to play.
struct Table {
    /// Players at the table.
    seats: u8,
    /// Cards in its own hand.
    hand: usize,
    /// Cards of the next player.
    next_cards: usize,
    /// The fewest cards an opponent holds: only an opponent going out is a danger.
    danger: usize,
    /// Its cards of each colour.
    counts: [u32; 4],
    /// Whether a Wild Draw Four would be a bluff.
    bluff: bool,
    /// With a partner close to going out: the chance they hold each colour (else zeros).
    help: [f64; 4],
    /// Whether a Skip or a Draw Two hands the turn to a partner close to going out.
    skip_to_partner: bool,
}

impl Table {
    fn new(view: &View, teams: Teams) -> Table {
        let me = view.seat.unwrap_or(0);
        let danger = (0..view.seats).filter(|&s| !teams.same_team(me, s)).map(|s| view.hand_size(s)).min().unwrap_or(7);
        let close = partner_low(view, teams).is_some_and(|n| n <= PARTNER_CLOSE);
        let after_next = next_seat(view, me, 2);
        Table {
            seats: view.seats,
            hand: view.hand.len(),
            next_cards: view.hand_size(next_seat(view, me, 1)),
            danger,
            counts: colour_counts(&view.hand),
            bluff: view.would_bluff(),
            help: if close { Colour::ALL.map(|c| partner_chance(view, teams, c)) } else { [0.0; 4] },
            skip_to_partner: close
                && after_next != me
                && teams.same_team(me, after_next)
                && view.hand_size(after_next) <= PARTNER_CLOSE,
        }
    }

    /// How much Normal likes playing `card` now (before the random tie-break).
    fn score(&self, card: Card) -> i32 {
        let (two, next_close) = (self.seats == 2, self.next_cards <= 2);
        let mut score: i32 = match card.kind() {
            Kind::Number(n) => n as i32 / 3,
            Kind::Skip | Kind::DrawTwo => {
                6 + if next_close { 40 } else { 0 }
                    + if self.skip_to_partner { 30 } else { 0 }
                    + if two { 12 } else { 0 }
            }
            Kind::Reverse => {
                4 + match (two, next_close) {
                    (true, _) => 12,
                    (false, true) => 25,
                    (false, false) => 0,
                }
            }
            // A bluff is worth it mostly against someone about to go out.
            Kind::WildDrawFour => {
                -30 + if next_close { 70 } else { 0 }
                    - match (self.bluff, next_close) {
                        (false, _) => 0,
                        (true, true) => 15,
                        (true, false) => 60,
                    }
            }
            Kind::Wild | Kind::SwapHands | Kind::Custom(_) => {
                let swap_worth = card == Card::SWAP_HANDS && self.danger <= 2 && self.hand > self.danger;
                -35 + if swap_worth { 60 } else { 0 }
            }
        };
        if let Some(c) = card.colour() {
            // Stay in (or move to) the colour we hold most; play the high cards early; or the
            // colour a partner close to going out likely holds.
            score += self.counts[c.index()] as i32 * 3;
            score += card.points(40) as i32 / 5;
            score += (8.0 * self.help[c.index()]).round() as i32;
        }
        // Keep something to follow with when down to few cards.
        if self.hand == 2 && card.is_wild() {
            score += 20;
        }
        score
    }
}

impl NormalBot {
    fn play_turn(&mut self, view: &View, legal: &[Action], teams: Teams) -> Action {
        let me = view.seat.unwrap_or(0);
        let playable: Vec<Card> = plays(legal).collect();
        if playable.is_empty() {
            return draw_or_pass(legal);
        }
        let table = Table::new(view, teams);
        let mut best: Option<(i32, Card)> = None;
        for &card in &playable {
            let score = table.score(card) * 4 + self.rng.below(4) as i32;
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, card));
            }
        }
        let (score, card) = best.expect("playable is not empty");
        // A lone wild is kept when a draw costs little and nobody (partners too: the hand ends
        // soon either way) is close to going out.
        let soon = (0..view.seats).filter(|&s| s != me).map(|s| view.hand_size(s)).min().unwrap_or(7);
        if card.is_wild() && score < -100 && soon > 3 && view.hand.len() < 6 && legal.contains(&Action::Draw) {
            return Action::Draw;
        }
        Action::Play(card)
    }

    /// The move for this decision, from `legal` without an UNO call with two cards.
    fn choose(&mut self, view: &View, legal: &[Action], me: Seat) -> Action {
        let teams = seen_teams(view, self.knows_partners);
        if let Some(a) = obvious_move(legal, teams, me).and_then(|a| self.remembered(view, a)) {
            return a;
        }
        let choice = match view.phase {
            Phase::Turn { .. } => self.play_turn(view, legal, teams),
            Phase::ChooseColour { .. } => Action::ChooseColour(best_colour_for(view, teams, &mut self.rng)),
            Phase::ChooseTarget { .. } => Action::ChooseTarget(chosen_target(view, teams)),
            Phase::DrawPenalty { .. } => self.answer_penalty(view, legal, teams),
            Phase::PlayOrKeep { .. } => match view.drawn {
                Some(c) if c.is_wild() && view.hand.len() > 3 => Action::KeepDrawn,
                _ => Action::PlayDrawn,
            },
            Phase::GiveCards { .. } => most_expensive_to_keep(&view.hand).map(Action::GiveCard).unwrap_or(legal[0]),
            _ => legal[0],
        };
        if legal.contains(&choice) {
            return choice;
        }
        let other = |a: &&Action| !matches!(a, Action::CallUno | Action::Catch(_));
        legal
            .iter()
            .copied()
            .find(|a| *a == Action::PlayDrawn)
            .or(legal.iter().find(other).copied())
            .unwrap_or(legal[0])
    }

    fn answer_penalty(&mut self, view: &View, legal: &[Action], teams: Teams) -> Action {
        if let Some(c) = plays(legal).next() {
            return Action::Play(c);
        }
        let me = view.seat.unwrap_or(0);
        if legal.contains(&Action::Challenge)
            && !hits_partner(Action::Challenge, view, teams, me)
            && let Some((offender, colour)) = view.challenge_info()
        {
            // Playing a +4 while holding the colour is a bluff; players rarely do it, so only a
            // strong likelihood from the cards seen makes a challenge worth two extra cards.
            let p = chance_holds_colour(view, offender, colour);
            if p > 0.93 {
                return Action::Challenge;
            }
        }
        Action::Accept
    }
}

impl Bot for NormalBot {
    fn name(&self) -> &'static str {
        "normal"
    }

    fn decide(&mut self, decision: &Decision) -> Action {
        let legal = decision.legal();
        let view = decision.view();
        self.uno.see(view);
        if let Some(a) = follow_up(&mut self.after_call, view, legal) {
            return a;
        }
        // The move first; UNO with two cards only before a move that leaves one.
        let choice = self.choose(view, moves_besides_call(view, legal), decision.seat());
        call_before(&mut self.after_call, view, legal, choice, || self.uno.calls(view, &mut self.uno_rng))
    }

    fn interrupt(&mut self, decision: &Decision) -> Option<Action> {
        let legal = decision.legal();
        let teams = seen_teams(decision.view(), self.knows_partners);
        uno_or_catch_for(legal, teams, decision.seat())
            .and_then(|a| self.remembered(decision.view(), a))
            .or_else(|| legal.iter().copied().find(|a| matches!(a, Action::JumpIn(_))))
    }
}

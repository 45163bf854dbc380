//! Small helpers the bots share: counting colours, picking cards, telling partners from opponents.

use crate::engine::{Action, Card, Colour, CustomEffect, Hand, Kind, Rng, Seat, Teams, View, colour_mask};

/// Cards of each colour in `hand` (wilds not counted).
pub fn colour_counts(hand: &Hand) -> [u32; 4] {
    Colour::ALL.map(|c| hand.count_in(colour_mask(c)))
}

/// The colour `hand` holds most (wilds not counted); ties go to the colour worth more points,
/// then to the first in card order.
pub fn most_held_colour(hand: &Hand) -> Colour {
    let counts = colour_counts(hand);
    let points = Colour::ALL.map(|c| hand.cards().filter(|k| k.colour() == Some(c)).map(|k| k.points(0)).sum::<u32>());
    Colour::ALL
        .into_iter()
        .max_by_key(|c| (counts[c.index()], points[c.index()], std::cmp::Reverse(c.index())))
        .unwrap_or(Colour::Red)
}

/// The colour `hand` holds most, ties between counts going to the colour `view`'s partners most
/// likely hold (free help), then as [`most_held_colour`]. Without partners it is
/// [`most_held_colour`].
pub fn most_held_colour_for(hand: &Hand, view: &View, teams: Teams) -> Colour {
    if !teams.partners() {
        return most_held_colour(hand);
    }
    let counts = colour_counts(hand);
    let points = Colour::ALL.map(|c| hand.cards().filter(|k| k.colour() == Some(c)).map(|k| k.points(0)).sum::<u32>());
    let help = Colour::ALL.map(|c| partner_chance(view, teams, c));
    Colour::ALL
        .into_iter()
        .max_by(|a, b| {
            let (i, j) = (a.index(), b.index());
            counts[i].cmp(&counts[j]).then(help[i].total_cmp(&help[j])).then(points[i].cmp(&points[j])).then(j.cmp(&i))
        })
        .unwrap_or(Colour::Red)
}

/// The teams as a bot sees them: the table's when it is told of them, else every player on their
/// own (a partner is then an opponent like any other).
pub fn seen_teams(view: &View, knows_partners: bool) -> Teams {
    if knows_partners { view.teams() } else { Teams::solo(view.seats as usize) }
}

/// Probability that `seat` holds at least one card of `colour`, from the cards the viewer has not
/// seen and what `seat` was seen to lack: after a claim that covered the whole colour, only the
/// cards received since can be of it.
pub fn chance_holds_colour_seen(view: &View, seat: Seat, colour: Colour) -> f64 {
    let size = view.hand_size(seat);
    let whole = colour_mask(colour);
    let open = view.challenge_info().map(|(offender, _)| offender);
    let mut free = size;
    for l in view.lacks[seat as usize].iter().flatten() {
        // A Wild Draw Four that may still be challenged may have been a bluff.
        if l.by_wild_draw_four && open == Some(seat) {
            continue;
        }
        if l.mask & whole == whole {
            free = free.min(size - l.covers(size));
        }
    }
    let unseen = view.unseen();
    chance_any(unseen.len(), unseen.count_in(whole), free)
}

/// Probability that `drawn` cards taken at random from `total`, `matching` of them of a kind,
/// hold at least one of that kind.
pub fn chance_any(total: usize, matching: u32, drawn: usize) -> f64 {
    let (total, matching) = (total as f64, f64::from(matching));
    let mut none = 1.0;
    for i in 0..drawn {
        let left = total - i as f64;
        if left <= 0.0 {
            break;
        }
        none *= ((left - matching) / left).max(0.0);
    }
    1.0 - none
}

/// The best chance that one of the viewer's partners holds `colour` (0 without partners).
pub fn partner_chance(view: &View, teams: Teams, colour: Colour) -> f64 {
    let me = view.seat.unwrap_or(0);
    teams.partners_of(me).map(|p| chance_holds_colour_seen(view, p, colour)).fold(0.0, f64::max)
}

/// The fewest cards a partner of the viewer holds (`None` without partners).
pub fn partner_low(view: &View, teams: Teams) -> Option<usize> {
    teams.partners_of(view.seat.unwrap_or(0)).map(|p| view.hand_size(p)).min()
}

/// The cards of the `Play` actions in `legal`.
pub fn plays(legal: &[Action]) -> impl Iterator<Item = Card> + '_ {
    legal.iter().filter_map(|a| match a {
        Action::Play(c) => Some(*c),
        _ => None,
    })
}

/// The first UNO call, or catch of a player not on `me`'s team, in `legal`: a bot that never
/// forgets takes it at once, and never catches a partner. Out of turn the only call is a late one
/// (one card left); in a bot's own decision the call with two cards is taken out of `legal` first
/// ([`moves_besides_call`]).
pub fn uno_or_catch_for(legal: &[Action], teams: Teams, me: Seat) -> Option<Action> {
    legal.iter().copied().find(|a| match *a {
        Action::CallUno => true,
        Action::Catch(s) => !teams.same_team(me, s),
        _ => false,
    })
}

/// True when `a` aims at one of `me`'s partners: catching them, or challenging their Wild Draw
/// Four.
pub fn hits_partner(a: Action, view: &View, teams: Teams, me: Seat) -> bool {
    let partner = |s: Seat| s != me && teams.same_team(me, s);
    match a {
        Action::Catch(s) => partner(s),
        Action::Challenge => view.challenge_info().is_some_and(|(offender, _)| partner(offender)),
        _ => false,
    }
}

/// How often a player forgets to call UNO. One forgetting lasts: asked again at the same moment
/// (the same round with two cards, or with the one card left after playing without the call) it
/// forgets again, so that a forgetful player can be caught.
#[derive(Clone, Debug)]
pub struct UnoMemory {
    /// The chance of forgetting at each new moment (0: never).
    forget: f64,
    /// The round and hand size at which it last forgot.
    forgot_at: Option<(u16, usize)>,
}

impl UnoMemory {
    /// Forgets with probability `forget` at each moment to call UNO.
    pub const fn forgetting(forget: f64) -> UnoMemory {
        UnoMemory { forget, forgot_at: None }
    }

    /// True when it may ever forget.
    pub fn forgets_ever(&self) -> bool {
        self.forget > 0.0
    }

    /// Looks at its hand at a decision: with more than two cards (caught, or drawn) the last
    /// forgetting is over, and the next UNO is a new chance to remember.
    pub fn see(&mut self, view: &View) {
        if view.hand.len() > 2 {
            self.forgot_at = None;
        }
    }

    /// Whether it calls UNO now (`rng` is drawn only by a player that may forget, and only once
    /// per moment).
    pub fn calls(&mut self, view: &View, rng: &mut Rng) -> bool {
        if !self.forgets_ever() {
            return true;
        }
        // With one card left the call is still owed for the same two cards.
        let moment = (view.round, view.hand.len().max(2));
        if self.forgot_at == Some(moment) {
            return false;
        }
        if rng.chance(self.forget) {
            self.forgot_at = Some(moment);
            false
        } else {
            true
        }
    }
}

/// `legal` without the UNO call a player with two cards may make before the move that takes it
/// to one: a computer player chooses its move first and says UNO only with such a move
/// ([`call_before`]). A late call, with one card left, stays in.
pub fn moves_besides_call<'a>(view: &View, legal: &'a [Action]) -> &'a [Action] {
    // A legal list puts the call first.
    match legal.split_first() {
        Some((Action::CallUno, rest)) if view.hand.len() == 2 => rest,
        _ => legal,
    }
}

/// `chosen`, or an UNO call before it when it takes the hand from two cards to one (a card
/// played, or the card just drawn), the call is in `legal` and the player remembers to make it
/// (`calls`, asked only then). After the call `chosen` waits in `after_call` for the next
/// decision ([`follow_up`]).
pub fn call_before(
    after_call: &mut Option<Action>,
    view: &View,
    legal: &[Action],
    chosen: Action,
    calls: impl FnOnce() -> bool,
) -> Action {
    let down_to_one = view.hand.len() == 2 && matches!(chosen, Action::Play(_) | Action::PlayDrawn);
    if down_to_one && legal.first() == Some(&Action::CallUno) && calls() {
        *after_call = Some(chosen);
        return Action::CallUno;
    }
    chosen
}

/// The move chosen with an UNO call ([`call_before`]), taken out of `after_call`: `Some` when
/// this is the decision right after the call (made, two cards still held) and the move is in
/// `legal`.
pub fn follow_up(after_call: &mut Option<Action>, view: &View, legal: &[Action]) -> Option<Action> {
    let action = after_call.take()?;
    let called = view.seat.is_some_and(|s| view.called_uno(s));
    (called && view.hand.len() == 2 && legal.contains(&action)).then_some(action)
}

/// The move that needs no thought: the only legal one, an UNO call or a catch of an opponent, or
/// the answer to a house rule (a computer player plays one as a Wild: for nobody, and done).
pub fn obvious_move(legal: &[Action], teams: Teams, me: Seat) -> Option<Action> {
    if legal.len() == 1 {
        return Some(legal[0]);
    }
    uno_or_catch_for(legal, teams, me).or_else(|| house_rule_answer(legal))
}

/// What a computer player answers to its own house rule: it applies to nobody, and it is done.
pub fn house_rule_answer(legal: &[Action]) -> Option<Action> {
    legal.iter().copied().find(|a| matches!(a, Action::HouseRuleFor(None) | Action::JudgeHouseRule(0)))
}

/// Draw if it is legal, else Pass, else the first legal action.
pub fn draw_or_pass(legal: &[Action]) -> Action {
    legal
        .iter()
        .copied()
        .find(|a| *a == Action::Draw)
        .or_else(|| legal.iter().copied().find(|a| *a == Action::Pass))
        .unwrap_or(legal[0])
}

/// A random card among `cards`, each weighted by how many copies `hand` holds.
pub fn weighted_pick(cards: &[Card], hand: &Hand, rng: &mut Rng) -> Option<Card> {
    let total: u32 = cards.iter().map(|&c| hand.count(c) as u32).sum();
    if total == 0 {
        return None;
    }
    let mut k = rng.below(total);
    for &c in cards {
        let n = hand.count(c) as u32;
        if k < n {
            return Some(c);
        }
        k -= n;
    }
    cards.last().copied()
}

/// The opponent (a seat not on the viewer's team) with the fewest cards (ties: the next in the
/// direction of play). Without partners: the other seat with the fewest cards.
pub fn fewest_cards_opponent(view: &View, teams: Teams) -> Seat {
    let me = view.seat.unwrap_or(0);
    let n = view.seats;
    (1..n)
        .map(|k| next_seat(view, me, k))
        .filter(|&s| !teams.same_team(me, s))
        .min_by_key(|&s| view.hand_size(s))
        .unwrap_or((me + 1) % n)
}

/// What the player chosen now receives: cards given away, or a hand in a swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetFor {
    /// Cards given away (a custom wild's "give cards").
    Gift,
    /// The chooser's hand, for theirs (Swap Hands, Seven-O, a custom wild's swap).
    Swap,
}

/// What the target being chosen in `view` is for.
pub fn target_for(view: &View) -> TargetFor {
    match view.resolving.map(|c| c.kind()) {
        Some(Kind::Custom(i)) => {
            let gives = view
                .rules
                .custom_wilds
                .get(i as usize)
                .is_some_and(|w| w.effects.iter().any(|e| matches!(e, CustomEffect::GiveCards(_))));
            if gives { TargetFor::Gift } else { TargetFor::Swap }
        }
        _ => TargetFor::Swap,
    }
}

/// The seats worth choosing as the target now: every opponent; and, for a swap when no opponent
/// holds fewer cards than the chooser (a swap would only hand them the smaller hand), the
/// partners too, since a swap within the team changes nothing for it. Without partners: every
/// other seat.
pub fn sensible_targets(view: &View, teams: Teams) -> impl Iterator<Item = Seat> + '_ {
    let me = view.seat.unwrap_or(0);
    let mine = view.hand.len();
    let within = teams.partners()
        && target_for(view) == TargetFor::Swap
        && (0..view.seats).filter(|&s| !teams.same_team(me, s)).all(|s| view.hand_size(s) >= mine);
    (0..view.seats).filter(move |&s| s != me && (within || !teams.same_team(me, s)))
}

/// The player to swap hands with or give cards to: the opponent with the fewest cards; but in a
/// swap, when no opponent holds fewer cards than the chooser, the partner who plays soonest (the
/// team's cards stay the same, and no opponent gets a small hand).
pub fn chosen_target(view: &View, teams: Teams) -> Seat {
    let me = view.seat.unwrap_or(0);
    let rival = fewest_cards_opponent(view, teams);
    if teams.partners() && target_for(view) == TargetFor::Swap && view.hand_size(rival) >= view.hand.len() {
        let partner = (1..view.seats).map(|k| next_seat(view, me, k)).find(|&s| teams.same_team(me, s));
        return partner.unwrap_or(rival);
    }
    rival
}

/// The seat `steps` places after `from` in the direction of play.
pub fn next_seat(view: &View, from: Seat, steps: u8) -> Seat {
    let n = view.seats as i32;
    let d = match view.direction {
        crate::engine::Direction::Clockwise => 1,
        crate::engine::Direction::CounterClockwise => -1,
    };
    (from as i32 + d * steps as i32).rem_euclid(n) as Seat
}

/// The card of `hand` worth the most points (wilds last: they are the best to keep).
pub fn most_expensive_to_keep(hand: &Hand) -> Option<Card> {
    hand.cards().max_by_key(|c| (!c.is_wild(), c.points(40)))
}

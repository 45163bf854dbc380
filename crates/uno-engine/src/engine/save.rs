//! The whole game as RON and back (save and resume, replays), and the invariants every state keeps.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::Seat;
use super::card::{Card, Colour, Kind, WILD_MASK, matching_mask};
use super::error::{DamagedSave, LoadError};
use super::game::{
    Direction, Game, LACKS, Lack, MAX_SEATS, MIN_SEATS, PendingChallenge, Phase, Resolving, Reveal, RoundResult,
};
use super::hand::{Hand, Pile};
use super::rng::Rng;
use super::rules::RuleSet;

/// Version of the save format.
pub const SAVE_VERSION: u32 = 1;

/// The saved form of a [`Game`]: readable RON, hands as card names.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedGame {
    version: u32,
    rules: RuleSet,
    seats: u8,
    hands: Vec<Vec<Card>>,
    /// Bottom first: the last card is drawn next.
    draw_pile: Vec<Card>,
    /// Bottom first: the last card is the top card.
    discard_pile: Vec<Card>,
    colour: Colour,
    direction: Direction,
    phase: Phase,
    dealer: Seat,
    round: u16,
    scores: Vec<u32>,
    pending: u8,
    resolving: Option<Resolving>,
    challenge: Option<PendingChallenge>,
    takeback: bool,
    drawn: Option<Card>,
    uno_called: u16,
    uno_exposed: u16,
    passes: u8,
    reveal: Option<SavedReveal>,
    /// What each player was seen to lack, newest first.
    #[serde(default)]
    lacks: Vec<Vec<Lack>>,
    /// Games saved before `lacks` kept only each player's last draw.
    #[serde(default, skip_serializing)]
    voids: Vec<Option<EarlierVoid>>,
    last_round: Option<RoundResult>,
    rng: Rng,
}

/// A player's last draw as games saved before `lacks` kept it: the top card and the colour in
/// force when they drew, and the cards received since.
#[derive(Deserialize)]
struct EarlierVoid {
    top: Card,
    colour: Colour,
    drawn_since: u8,
}

impl EarlierVoid {
    /// The same claim as a `Lack` (these saves did not count a fair Wild Draw Four as lacking).
    fn lack(&self) -> Lack {
        let mask = (matching_mask(self.top, self.colour) | WILD_MASK) & !Card::WILD_DRAW_FOUR.bit();
        Lack { mask, since: self.drawn_since, by_wild_draw_four: false }
    }
}

#[derive(Serialize, Deserialize)]
struct SavedReveal {
    owner: Seat,
    to: Seat,
    hand: Vec<Card>,
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let n = self.seats();
        SavedGame {
            version: SAVE_VERSION,
            rules: (*self.rules).clone(),
            seats: self.seats,
            hands: self.hands[..n].iter().map(Hand::to_vec).collect(),
            draw_pile: self.draw.as_slice().to_vec(),
            discard_pile: self.discard.as_slice().to_vec(),
            colour: self.colour,
            direction: self.direction,
            phase: self.phase.get(),
            dealer: self.dealer,
            round: self.round,
            scores: self.scores[..n].to_vec(),
            pending: self.pending,
            resolving: self.resolving,
            challenge: self.challenge,
            takeback: self.takeback,
            drawn: self.drawn,
            uno_called: self.uno_called,
            uno_exposed: self.uno_exposed,
            passes: self.passes,
            reveal: self.reveal.map(|r| SavedReveal { owner: r.owner, to: r.to, hand: r.hand.to_vec() }),
            lacks: self.lacks[..n].iter().map(|l| l.iter().flatten().copied().collect()).collect(),
            voids: Vec::new(),
            last_round: self.last_round,
            rng: self.rng,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let saved = SavedGame::deserialize(d)?;
        Game::try_from(saved).map_err(|e| serde::de::Error::custom(e.0))
    }
}

impl TryFrom<SavedGame> for Game {
    type Error = LoadError;

    fn try_from(s: SavedGame) -> Result<Game, LoadError> {
        let bad = |d: DamagedSave| Err(LoadError(d));
        if s.version != SAVE_VERSION {
            return bad(DamagedSave::OtherVersion(s.version));
        }
        let n = s.seats as usize;
        if !(MIN_SEATS..=MAX_SEATS).contains(&n)
            || s.hands.len() != n
            || s.scores.len() != n
            || !s.lacks.is_empty() && s.lacks.len() != n
            || !s.voids.is_empty() && s.voids.len() != n
        {
            return bad(DamagedSave::PlayerCount);
        }
        let mut hands = [Hand::default(); MAX_SEATS];
        for (h, cards) in hands.iter_mut().zip(&s.hands) {
            *h = Hand::from_cards(cards.iter().copied());
        }
        let mut scores = [0u32; MAX_SEATS];
        scores[..n].copy_from_slice(&s.scores);
        let mut lacks = [[None; LACKS]; MAX_SEATS];
        for (to, from) in lacks.iter_mut().zip(&s.lacks) {
            for (slot, l) in to.iter_mut().zip(from) {
                *slot = Some(*l);
            }
        }
        for (to, v) in lacks.iter_mut().zip(&s.voids) {
            if let Some(v) = v {
                to[0] = Some(v.lack());
            }
        }
        let deck = s.rules.deck_list();
        if s.draw_pile.len() + s.discard_pile.len() > deck.len() {
            return bad(DamagedSave::TooManyCards);
        }
        let game = Game {
            rules: Arc::new(s.rules),
            deck,
            seats: s.seats,
            hands,
            draw: Pile::from_cards(s.draw_pile),
            discard: Pile::from_cards(s.discard_pile),
            colour: s.colour,
            direction: s.direction,
            phase: super::game::PhaseCell::new(s.phase),
            dealer: s.dealer,
            round: s.round,
            scores,
            pending: s.pending,
            resolving: s.resolving,
            challenge: s.challenge,
            takeback: s.takeback,
            drawn: s.drawn,
            uno_called: s.uno_called,
            uno_exposed: s.uno_exposed,
            passes: s.passes,
            reveal: s.reveal.map(|r| Reveal { owner: r.owner, to: r.to, hand: Hand::from_cards(r.hand) }),
            lacks,
            last_round: s.last_round,
            rng: s.rng,
        };
        game.check_invariants().map_err(|e| LoadError(DamagedSave::Impossible(e)))?;
        Ok(game)
    }
}

impl Game {
    /// The whole game as RON.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().compact_arrays(true))
            .expect("a game always serialises")
    }

    /// A game from RON written by [`Game::to_ron`]; a damaged file gives a readable error.
    pub fn from_ron(text: &str) -> Result<Game, LoadError> {
        // Read as the saved form first, so that what is wrong with the game itself keeps its kind.
        let saved: SavedGame =
            crate::ron_file::parse_ron(text, &ron::Options::default()).map_err(|e| LoadError(DamagedSave::File(e)))?;
        Game::try_from(saved)
    }

    /// The cheap invariant: every card of the deck is somewhere, exactly once.
    #[inline]
    pub fn card_count_ok(&self) -> bool {
        let mut total = self.draw.len() + self.discard.len();
        for h in &self.hands[..self.seats()] {
            total += h.len();
        }
        total == self.deck.len()
    }

    /// Checks every invariant of the state; the message says which one broke.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.seats();
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            return Err(format!("{n} seats"));
        }
        // Counted wide and over 64 slots (a card's index is below 58): no overflow, no bounds checks.
        let mut counts = [0u16; 64];
        for h in &self.hands[..n] {
            if !h.is_consistent() {
                return Err(format!("a hand's index is wrong: {h:?}"));
            }
            for (total, &k) in counts.iter_mut().zip(h.counts()) {
                *total += k as u16;
            }
        }
        if self.hands[n..].iter().any(|h| !h.is_empty()) {
            return Err("an empty seat holds cards".into());
        }
        for pile in [self.draw.as_slice(), self.discard.as_slice()] {
            for &c in pile {
                counts[c.index() & 63] += 1;
            }
        }
        if let Some(c) = Card::all().find(|&c| counts[c.index()] != self.deck.count(c) as u16) {
            return Err(format!("the game holds {} {c} but the deck has {}", counts[c.index()], self.deck.count(c)));
        }
        let seat_ok = |s: Seat| (s as usize) < n;
        if let Some(s) = self.phase.get().actor() {
            if !seat_ok(s) {
                return Err(format!("seat {s} does not exist"));
            }
            if self.discard.is_empty() {
                return Err("a round is in play with no discard pile".into());
            }
        }
        if let Phase::GiveCards { target, remaining, .. } = self.phase.get()
            && (!seat_ok(target) || remaining == 0)
        {
            return Err("bad give-cards phase".into());
        }
        if !seat_ok(self.dealer) {
            return Err("the dealer does not exist".into());
        }
        if (self.drawn.is_some()) != matches!(self.phase.get(), Phase::PlayOrKeep { .. }) {
            return Err("a drawn card is out of place".into());
        }
        let needs_pending = matches!(self.phase.get(), Phase::DrawPenalty { .. });
        if needs_pending && self.pending == 0 {
            return Err("a draw penalty of zero cards".into());
        }
        self.check_resolving(n)?;
        let mask = (1u32 << n) - 1;
        if (self.uno_called as u32 | self.uno_exposed as u32) & !mask != 0 {
            return Err("an UNO flag on an empty seat".into());
        }
        for s in 0..n {
            if self.uno_exposed & (1 << s) != 0 && self.hands[s].len() != 1 {
                return Err(format!("seat {s} is catchable without holding one card"));
            }
        }
        // The match ends when a team's total (a seat's, without partners) reaches the target.
        let teams = self.teams();
        if let Phase::MatchOver { winner } = self.phase.get()
            && (!seat_ok(winner)
                || !teams.totals(&self.scores[..n])[..teams.count()]
                    .iter()
                    .any(|&p| p >= self.rules.target_score.get()))
        {
            return Err("the match ended before anyone reached the target".into());
        }
        Ok(())
    }

    /// The card being resolved is there exactly in the phases that resolve one, and a house
    /// rule's phases resolve a house rule (its target, if any, a seat of `n`).
    fn check_resolving(&self, n: usize) -> Result<(), String> {
        let phase = self.phase.get();
        let resolving_phase = matches!(
            phase,
            Phase::ChooseColour { .. }
                | Phase::ChooseTarget { .. }
                | Phase::GiveCards { .. }
                | Phase::HouseRuleFor { .. }
                | Phase::JudgeHouseRule { .. }
        );
        if resolving_phase != self.resolving.is_some() {
            return Err("a card being resolved is out of place".into());
        }
        if let Phase::JudgeHouseRule { target: Some(t), .. } = phase
            && t as usize >= n
        {
            return Err("bad house rule phase".into());
        }
        let house_rule = matches!(phase, Phase::HouseRuleFor { .. } | Phase::JudgeHouseRule { .. });
        let resolves_one = self.resolving.is_some_and(|r| match r.card.kind() {
            Kind::Custom(i) => self.rules.custom_wilds.get(i as usize).is_some_and(|w| w.is_house_rule()),
            _ => false,
        });
        if house_rule && !resolves_one {
            return Err("a house rule phase without a house rule being played".into());
        }
        Ok(())
    }
}

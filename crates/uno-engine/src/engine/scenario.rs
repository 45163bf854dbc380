//! Building a game in a chosen position: given hands, top card, next cards of the draw pile and
//! whose turn it is. For rule tests, tutorials and bug reports; the rest of the deck is shuffled
//! into the draw pile so that every card is still somewhere exactly once.

use super::Seat;
use super::card::{Card, Colour, FACES};
use super::game::{Direction, Game, MAX_SEATS, Phase, Setup};
use super::hand::{Hand, Pile};
use super::rules::RuleSet;

/// A position to build a [`Game`] in.
#[derive(Clone, Debug)]
pub struct Scenario {
    seats: usize,
    rules: RuleSet,
    hands: Vec<Option<Vec<Card>>>,
    top: Card,
    under_top: Vec<Card>,
    colour: Option<Colour>,
    next_draws: Vec<Card>,
    turn: Seat,
    dealer: Seat,
    direction: Direction,
    scores: Vec<u32>,
    seed: u64,
}

impl Scenario {
    /// `seats` players, official rules, a Red 5 on the discard pile, seat 0 to play, seat `seats-1` dealt.
    pub fn new(seats: usize) -> Scenario {
        Scenario {
            seats,
            rules: RuleSet::default(),
            hands: vec![None; seats],
            top: Card::number(Colour::Red, 5),
            under_top: Vec::new(),
            colour: None,
            next_draws: Vec::new(),
            turn: 0,
            dealer: (seats.max(1) - 1) as Seat,
            direction: Direction::Clockwise,
            scores: vec![0; seats],
            seed: 1,
        }
    }

    /// The rules.
    pub fn rules(mut self, rules: RuleSet) -> Self {
        self.rules = rules;
        self
    }

    /// `seat`'s hand. Seats without a given hand get seven cards from the rest of the deck.
    pub fn hand(mut self, seat: Seat, cards: &[Card]) -> Self {
        self.hands[seat as usize] = Some(cards.to_vec());
        self
    }

    /// The top card of the discard pile.
    pub fn top(mut self, card: Card) -> Self {
        self.top = card;
        self
    }

    /// Cards under the top card, bottom first (for reshuffle tests).
    pub fn under_top(mut self, cards: &[Card]) -> Self {
        self.under_top = cards.to_vec();
        self
    }

    /// The colour in force (required when the top card is a wild).
    pub fn colour(mut self, colour: Colour) -> Self {
        self.colour = Some(colour);
        self
    }

    /// The next cards drawn, in order.
    pub fn next_draws(mut self, cards: &[Card]) -> Self {
        self.next_draws = cards.to_vec();
        self
    }

    /// Whose turn it is.
    pub fn turn(mut self, seat: Seat) -> Self {
        self.turn = seat;
        self
    }

    /// The dealer.
    pub fn dealer(mut self, seat: Seat) -> Self {
        self.dealer = seat;
        self
    }

    /// The direction of play.
    pub fn direction(mut self, d: Direction) -> Self {
        self.direction = d;
        self
    }

    /// Match totals so far.
    pub fn scores(mut self, scores: &[u32]) -> Self {
        self.scores = scores.to_vec();
        self
    }

    /// Seed for the shuffle of the rest of the deck and later reshuffles.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Builds the game; an error says which card the position uses more often than the deck has.
    pub fn build(self) -> Result<Game, String> {
        let mut game =
            Game::new(Setup { seats: self.seats, rules: self.rules, seed: self.seed, dealer: Some(self.dealer) })
                .map_err(|e| e.to_string())?;
        let deck = game.deck;
        let mut left = [0u8; FACES];
        for c in Card::all() {
            left[c.index()] = deck.count(c);
        }
        let mut take = |c: Card| -> Result<(), String> {
            let slot = &mut left[c.index()];
            if *slot == 0 {
                return Err(format!("the position uses more {c} than the deck has"));
            }
            *slot -= 1;
            Ok(())
        };
        for c in self.hands.iter().flatten().flatten().chain(&self.under_top).chain([&self.top]).chain(&self.next_draws)
        {
            take(*c)?;
        }
        let mut rest: Vec<Card> = Card::all().flat_map(|c| std::iter::repeat_n(c, left[c.index()] as usize)).collect();
        game.rng.shuffle(&mut rest);
        let mut hands = [Hand::default(); MAX_SEATS];
        for (s, given) in self.hands.iter().enumerate() {
            hands[s] = match given {
                Some(cards) => Hand::from_cards(cards.iter().copied()),
                None => Hand::from_cards(rest.drain(rest.len().saturating_sub(7)..)),
            };
        }
        let mut draw = Pile::from_cards(rest);
        for &c in self.next_draws.iter().rev() {
            draw.push(c);
        }
        let colour = match (self.top.colour(), self.colour) {
            (Some(c), _) => c,
            (None, Some(c)) => c,
            (None, None) => return Err("name the colour in force when the top card is a wild".into()),
        };
        game.hands = hands;
        game.draw = draw;
        game.discard = Pile::from_cards(self.under_top.iter().copied().chain([self.top]));
        game.colour = colour;
        game.direction = self.direction;
        game.round = 1;
        for (s, &p) in self.scores.iter().enumerate().take(MAX_SEATS) {
            game.scores[s] = p;
        }
        game.phase.set(Phase::Turn { seat: self.turn });
        game.check_invariants()?;
        Ok(game)
    }
}

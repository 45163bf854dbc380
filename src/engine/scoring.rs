//! End of a round and of the match: card points, the two scoring methods and the match winner.

use super::Seat;
use super::event::{Event, EventSink};
use super::game::{Game, MAX_SEATS, Phase, RoundResult};
use super::rules::Scoring;

impl Game {
    /// Nobody could play or draw for a whole turn of the table: the round ends and the player
    /// holding the fewest points (then the fewest cards, then the lowest seat) wins it. The rule
    /// texts do not cover this; it only happens when every card is in the hands.
    pub(crate) fn end_blocked_round<S: EventSink>(&mut self, sink: &mut S) {
        let np = self.rules.new_card_points.value();
        let winner = (0..self.seats)
            .min_by_key(|&s| (self.hands[s as usize].points(np), self.hands[s as usize].len(), s))
            .expect("at least two seats");
        self.end_round(winner, true, sink);
    }

    /// Scores the round won by `winner` and ends it (or the match).
    pub(crate) fn end_round<S: EventSink>(&mut self, winner: Seat, blocked: bool, sink: &mut S) {
        let np = self.rules.new_card_points.value();
        let n = self.seats as usize;
        let mut hand_points = [0u32; MAX_SEATS];
        for (s, p) in hand_points.iter_mut().enumerate().take(n) {
            *p = self.hands[s].points(np);
        }
        let mut gained = [0u32; MAX_SEATS];
        match self.rules.scoring {
            Scoring::WinnerScoresOthers => {
                gained[winner as usize] = (0..n).filter(|&s| s != winner as usize).map(|s| hand_points[s]).sum();
            }
            Scoring::LowestTotal => gained = hand_points,
        }
        for (score, g) in self.scores.iter_mut().zip(gained).take(n) {
            *score += g;
        }
        let result = RoundResult {
            round: self.round,
            dealer: self.dealer,
            winner,
            blocked,
            seats: self.seats,
            hand_points,
            gained,
            totals: self.scores,
        };
        self.last_round = Some(result);
        self.clear_round_state();
        if S::ENABLED {
            sink.push(Event::RoundEnded(result));
        }
        let target = self.rules.target_score.get();
        let reached = self.scores[..n].iter().any(|&p| p >= target);
        if !reached {
            self.phase.set(Phase::RoundOver);
            return;
        }
        let match_winner = match self.rules.scoring {
            Scoring::WinnerScoresOthers => {
                (0..self.seats).max_by_key(|&s| (self.scores[s as usize], std::cmp::Reverse(s))).expect("seats")
            }
            Scoring::LowestTotal => (0..self.seats).min_by_key(|&s| (self.scores[s as usize], s)).expect("seats"),
        };
        self.phase.set(Phase::MatchOver { winner: match_winner });
        if S::ENABLED {
            sink.push(Event::MatchEnded { winner: match_winner });
        }
    }
}

//! End of a round and of the match: card points, the two scoring methods and the match winner,
//! for players on their own or in teams.

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
        let teams = self.teams();
        let mut gained = [0u32; MAX_SEATS];
        match self.rules.scoring {
            // With partners the winner scores the opponents' cards: their partners' cards are the
            // team's own and count neither way (the partners' rule of the games that have it).
            Scoring::WinnerScoresOthers => {
                gained[winner as usize] =
                    (0..self.seats).filter(|&s| !teams.same_team(s, winner)).map(|s| hand_points[s as usize]).sum();
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
        let team_totals = teams.totals(&self.scores[..n]);
        let team_totals = &team_totals[..teams.count()];
        if !team_totals.iter().any(|&p| p >= target) {
            self.phase.set(Phase::RoundOver);
            return;
        }
        let team = match self.rules.scoring {
            Scoring::WinnerScoresOthers => {
                (0..team_totals.len()).max_by_key(|&t| (team_totals[t], std::cmp::Reverse(t)))
            }
            Scoring::LowestTotal => (0..team_totals.len()).min_by_key(|&t| (team_totals[t], t)),
        }
        .expect("at least two teams");
        // The team's player who won the round stands for it; otherwise its lowest seat.
        let match_winner = if teams.team_of(winner) == team {
            winner
        } else {
            teams.members(team).next().expect("a team has players")
        };
        self.phase.set(Phase::MatchOver { winner: match_winner });
        if S::ENABLED {
            sink.push(Event::MatchEnded { winner: match_winner });
        }
    }
}

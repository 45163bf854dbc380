//! Partner play: which seats form a team. Partners sit so that, where the seat count allows, no
//! partner plays right after another: seat `s` is on team `s % teams`, so with 4 seats partners
//! sit opposite (0 and 2, 1 and 3) and two teams of 3 alternate round the table.
//!
//! Without partners every player is a team of one, so the scoring and the match's end are written
//! once, for teams.

use serde::{Deserialize, Serialize};

use super::Seat;
use super::error::SetupError;
use super::game::MAX_SEATS;

/// Partner play (from the official app and console games; the two rule texts have none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Partners {
    /// Everyone plays for themselves.
    #[default]
    Off,
    /// Teams of two: 4, 6, 8 or 10 seats.
    Pairs,
    /// Teams of three: 6 or 9 seats.
    Threes,
}

impl Partners {
    /// Players in a team (1 without partners).
    pub const fn team_size(self) -> usize {
        match self {
            Partners::Off => 1,
            Partners::Pairs => 2,
            Partners::Threes => 3,
        }
    }

    /// True when these partners fit a table of `seats` players (at least two full teams).
    pub const fn fits(self, seats: usize) -> bool {
        let size = self.team_size();
        seats.is_multiple_of(size) && seats / size >= 2
    }

    /// The seat counts these partners fit, from 2 to [`MAX_SEATS`].
    pub fn seat_counts(self) -> impl Iterator<Item = usize> {
        (super::MIN_SEATS..=MAX_SEATS).filter(move |&n| self.fits(n))
    }
}

/// The teams at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Teams {
    seats: u8,
    teams: u8,
}

impl Teams {
    /// The teams of `seats` players with these partners, or why they do not fit.
    pub fn new(partners: Partners, seats: usize) -> Result<Teams, SetupError> {
        if !partners.fits(seats) || seats > MAX_SEATS {
            return Err(SetupError::Partners { partners, seats });
        }
        Ok(Teams { seats: seats as u8, teams: (seats / partners.team_size()) as u8 })
    }

    /// Every player on their own (the teams of a game without partners).
    pub fn solo(seats: usize) -> Teams {
        let seats = seats.min(MAX_SEATS) as u8;
        Teams { seats, teams: seats }
    }

    /// The teams of `seats` players, or every player on their own when the partners do not fit
    /// (a game only starts when they fit; this is for views and menus of any table).
    pub fn of(partners: Partners, seats: usize) -> Teams {
        Teams::new(partners, seats).unwrap_or_else(|_| Teams::solo(seats))
    }

    /// True when players play in teams (of two or more).
    pub const fn partners(self) -> bool {
        self.teams < self.seats
    }

    /// Number of teams.
    pub const fn count(self) -> usize {
        self.teams as usize
    }

    /// Players in each team.
    pub const fn size(self) -> usize {
        match self.seats.checked_div(self.teams) {
            Some(n) => n as usize,
            None => 0,
        }
    }

    /// The team `seat` plays for, from 0.
    #[inline]
    pub const fn team_of(self, seat: Seat) -> usize {
        (seat % self.teams) as usize
    }

    /// True when `a` and `b` play for the same team (a seat is its own partner).
    #[inline]
    pub const fn same_team(self, a: Seat, b: Seat) -> bool {
        a % self.teams == b % self.teams
    }

    /// The seats of team `team`, clockwise from the lowest.
    pub fn members(self, team: usize) -> impl Iterator<Item = Seat> {
        (team as u8..self.seats).step_by(self.teams.max(1) as usize)
    }

    /// The other players of `seat`'s team.
    pub fn partners_of(self, seat: Seat) -> impl Iterator<Item = Seat> {
        self.members(self.team_of(seat)).filter(move |&s| s != seat)
    }

    /// Each team's total of per-seat `points` (index: team).
    pub fn totals(self, points: &[u32]) -> [u32; MAX_SEATS] {
        let mut t = [0u32; MAX_SEATS];
        for (s, &p) in points.iter().enumerate().take(self.seats as usize) {
            t[self.team_of(s as Seat)] += p;
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_never_play_one_after_the_other_where_the_seats_allow() {
        for partners in [Partners::Pairs, Partners::Threes] {
            for seats in partners.seat_counts() {
                let t = Teams::new(partners, seats).unwrap();
                assert_eq!(t.count() * t.size(), seats);
                for s in 0..seats as u8 {
                    let next = (s + 1) % seats as u8;
                    assert!(!t.same_team(s, next), "{partners:?} at {seats}: seats {s} and {next} are partners");
                    assert_eq!(t.partners_of(s).count(), t.size() - 1);
                }
            }
        }
        assert_eq!(Partners::Pairs.seat_counts().collect::<Vec<_>>(), [4, 6, 8, 10]);
        assert_eq!(Partners::Threes.seat_counts().collect::<Vec<_>>(), [6, 9]);
        assert_eq!(Partners::Off.seat_counts().count(), 9);
        assert_eq!(Teams::new(Partners::Pairs, 4).unwrap().members(0).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(Teams::new(Partners::Threes, 6).unwrap().members(1).collect::<Vec<_>>(), [1, 3, 5]);
        assert_eq!(Teams::new(Partners::Pairs, 5), Err(SetupError::Partners { partners: Partners::Pairs, seats: 5 }));
        assert!(!Teams::solo(4).partners());
        assert!(Teams::solo(4).same_team(2, 2) && !Teams::solo(4).same_team(1, 2));
    }
}

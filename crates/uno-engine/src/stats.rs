//! Statistics per player, kept on this computer: each person by name and each bot level, counted
//! from the engine's events as matches are played, and kept as RON in the data folder.
//!
//! What counts, and when:
//! - Every seat counts for its own record; seats that share a record (two bots of one level, two
//!   people who typed the same name) add up in it, so a match with two Normal bots counts two
//!   matches played for Normal (and one won at most).
//! - A round counts (played by every seat, won by its winner, points to its winner) when its
//!   [`Event::RoundEnded`] arrives; UNO, catches and challenges count as their events arrive.
//! - A match counts as played (and won by one seat) only when [`Event::MatchEnded`] arrives: a
//!   match left before its end keeps its rounds and time, but is not a match played.
//! - In partner play ([`MatchTally::with_teams`]) a match is won by a team: it counts as won for
//!   each of its players, and a comeback is the team's, behind the leading team.
//! - Counts wait in a [`MatchTally`] until [`MatchTally::drain_into`] adds them to the [`Stats`];
//!   draining after every round (and saving) means that quitting loses nothing counted.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ai::BotKind;
use crate::engine::{Event, RoundResult, Scoring, Seat, Teams};
use crate::storage::{FileProblem, FileTrouble, ReadText, set_file_aside, write_durable};

/// The format number written in the file; a file with a larger number is from a newer game.
pub const STATS_FORMAT: u32 = 1;

/// Matches kept in each record's history (the oldest are dropped first).
pub const HISTORY_LEN: usize = 500;

/// The statistics file: `stats.ron` in the data folder.
pub fn stats_path() -> PathBuf {
    crate::storage::data_dir().join("stats.ron")
}

/// Whose record a seat counts for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    /// A person, by name: names equal once trimmed share one record.
    Person(String),
    /// A bot: every bot of one level shares that level's record.
    Bot(BotKind),
}

/// One match in a record's history (for the wins-over-time chart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchEntry {
    /// When the match ended, in seconds since 1970 (UTC).
    pub ended_at: u64,
    /// This seat won it (its team, in partner play).
    pub won: bool,
    /// This seat's match total at the end.
    pub points: u32,
}

/// The counts of one person or one bot level.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// Matches played to their end.
    pub matches_played: u64,
    /// Matches won.
    pub matches_won: u64,
    /// Rounds played to their end.
    pub rounds_played: u64,
    /// Rounds won (going out, or holding the fewest points in a blocked round).
    pub rounds_won: u64,
    /// Points scored for the rounds won, as the engine scored them for the round's winner
    /// (under lowest-total scoring a winner who went out scores 0).
    pub points: u64,
    /// Times left with one card without calling UNO.
    pub uno_forgotten: u64,
    /// Times caught without calling UNO.
    pub uno_caught: u64,
    /// Times this player caught someone without UNO.
    pub catches: u64,
    /// Wild Draw Four challenges won: as the challenger, the bluff was proven; as the player of
    /// the card, it was not a bluff. Both players of a challenge count it.
    pub challenges_won: u64,
    /// Wild Draw Four challenges lost (the other side of [`Record::challenges_won`]).
    pub challenges_lost: u64,
    /// The largest number of points this player was behind the leader at the end of a round, in
    /// a match they went on to win; 0 when they never trailed in a match they won. Behind means
    /// below the highest total, or above the lowest total under lowest-total scoring.
    pub best_comeback: u32,
    /// Time at the table, in seconds (as the game measured it).
    pub seconds_played: f64,
    /// The last [`HISTORY_LEN`] matches played to their end, oldest first.
    pub history: Vec<MatchEntry>,
}

impl Record {
    /// Points scored per round won; `None` before the first round won.
    pub fn average_points_per_round_won(&self) -> Option<f64> {
        (self.rounds_won > 0).then(|| self.points as f64 / self.rounds_won as f64)
    }

    /// For the chart: after each match of the history, when it ended and how many of the history's
    /// matches had been won by then.
    pub fn wins_over_time(&self) -> Vec<(u64, u32)> {
        let mut wins = 0;
        self.history
            .iter()
            .map(|e| {
                wins += u32::from(e.won);
                (e.ended_at, wins)
            })
            .collect()
    }

    /// Adds `other`'s counts to these (the best comeback is the larger one).
    fn add(&mut self, other: &Record) {
        self.matches_played += other.matches_played;
        self.matches_won += other.matches_won;
        self.rounds_played += other.rounds_played;
        self.rounds_won += other.rounds_won;
        self.points += other.points;
        self.uno_forgotten += other.uno_forgotten;
        self.uno_caught += other.uno_caught;
        self.catches += other.catches;
        self.challenges_won += other.challenges_won;
        self.challenges_lost += other.challenges_lost;
        self.best_comeback = self.best_comeback.max(other.best_comeback);
        self.seconds_played += other.seconds_played;
        self.history.extend_from_slice(&other.history);
        self.cap_history();
    }

    /// Drops the oldest matches beyond [`HISTORY_LEN`].
    fn cap_history(&mut self) {
        let extra = self.history.len().saturating_sub(HISTORY_LEN);
        self.history.drain(..extra);
    }
}

/// A bot level as a key of the file's map, ordered as [`BotKind::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
struct Level(BotKind);

impl Level {
    fn rank(self) -> usize {
        BotKind::ALL.iter().position(|&k| k == self.0).unwrap_or(usize::MAX)
    }
}

impl Ord for Level {
    fn cmp(&self, other: &Level) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Level {
    fn partial_cmp(&self, other: &Level) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Every record: people by name, bots by level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// The file's format ([`STATS_FORMAT`]).
    format: u32,
    /// People, by trimmed name.
    #[serde(default)]
    people: BTreeMap<String, Record>,
    /// Bots, by level.
    #[serde(default)]
    bots: BTreeMap<Level, Record>,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats { format: STATS_FORMAT, people: BTreeMap::new(), bots: BTreeMap::new() }
    }
}

/// Only the format number, read first: a file from a newer game is named as such, not as damaged.
#[derive(Deserialize)]
struct Format {
    format: u32,
}

impl Stats {
    /// The record of `who`, if they have one.
    pub fn record(&self, who: &Who) -> Option<&Record> {
        match who {
            Who::Person(name) => self.people.get(name.trim()),
            Who::Bot(kind) => self.bots.get(&Level(*kind)),
        }
    }

    /// The record of `who`, made empty if they have none yet.
    pub fn record_mut(&mut self, who: &Who) -> &mut Record {
        match who {
            Who::Person(name) => self.people.entry(name.trim().to_string()).or_default(),
            Who::Bot(kind) => self.bots.entry(Level(*kind)).or_default(),
        }
    }

    /// Every person's record, by name.
    pub fn people(&self) -> impl Iterator<Item = (&str, &Record)> {
        self.people.iter().map(|(n, r)| (n.as_str(), r))
    }

    /// Every bot level's record, in the order of [`BotKind::ALL`].
    pub fn bots(&self) -> impl Iterator<Item = (BotKind, &Record)> {
        self.bots.iter().map(|(l, r)| (l.0, r))
    }

    /// Reads the statistics at `path`. A missing file gives empty statistics; a file that cannot
    /// be used (unreadable, empty, damaged, from a newer game) is renamed to `.bak` (never
    /// overwriting an earlier one) and reported, and empty statistics are used.
    pub fn load(path: &Path) -> (Stats, Option<FileProblem>) {
        let aside = |what| (Stats::default(), Some(set_file_aside(path, what)));
        let text = match crate::storage::read_text(path) {
            ReadText::Text(t) => t,
            ReadText::Missing => return (Stats::default(), None),
            ReadText::Trouble(what) => return aside(what),
        };
        if text.trim().is_empty() {
            return aside(FileTrouble::Empty);
        }
        let opts = ron::Options::default();
        if let Ok(Format { format }) = crate::ron_file::parse_ron::<Format>(&text, &opts)
            && format > STATS_FORMAT
        {
            return aside(FileTrouble::NewerVersion(format));
        }
        match crate::ron_file::parse_ron::<Stats>(&text, &opts) {
            Ok(mut stats) => {
                stats.format = STATS_FORMAT;
                stats.people.values_mut().chain(stats.bots.values_mut()).for_each(Record::cap_history);
                (stats, None)
            }
            Err(e) => aside(FileTrouble::Invalid(e)),
        }
    }

    /// Writes the statistics to `path` atomically (the old file or the new one, never half of one).
    pub fn save(&self, path: &Path) -> io::Result<()> {
        write_durable(path, &self.to_ron())
    }

    /// The statistics as readable RON.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::default().depth_limit(3);
        ron::ser::to_string_pretty(self, config).expect("statistics always serialise")
    }
}

/// The counts of one match being played, from its events, waiting to be added to the [`Stats`].
#[derive(Clone, Debug)]
pub struct MatchTally {
    /// Whose record each seat counts for.
    seats: Vec<Who>,
    /// How the match is scored (who leads).
    scoring: Scoring,
    /// Who plays with whom (everyone on their own without partners).
    teams: Teams,
    /// Counts of each seat not yet added to the statistics (its history entries without a time).
    pending: Vec<Record>,
    /// Each seat's largest deficit behind the leader at the end of a round, this match.
    deficit: Vec<u32>,
    /// The match totals after the last round.
    totals: Vec<u32>,
}

impl MatchTally {
    /// A match with these seats (seat 0 first), scored this way.
    pub fn new(seats: Vec<Who>, scoring: Scoring) -> MatchTally {
        let n = seats.len();
        let teams = Teams::solo(n);
        MatchTally {
            seats,
            scoring,
            teams,
            pending: vec![Record::default(); n],
            deficit: vec![0; n],
            totals: vec![0; n],
        }
    }

    /// The same tally for players in these teams (partner play): a team's match won counts as won
    /// for each of its players.
    pub fn with_teams(self, teams: Teams) -> MatchTally {
        MatchTally { teams, ..self }
    }

    /// Whose record each seat counts for.
    pub fn seats(&self) -> &[Who] {
        &self.seats
    }

    /// Counts one event. Give every event of the match, in order, unfiltered (not a seat's view).
    /// Seats beyond the table given to [`MatchTally::new`] are ignored.
    pub fn observe(&mut self, event: &Event) {
        match event {
            Event::UnoMissed { seat } => self.count(*seat, |r| r.uno_forgotten += 1),
            Event::Caught { catcher, target, .. } => {
                self.count(*catcher, |r| r.catches += 1);
                self.count(*target, |r| r.uno_caught += 1);
            }
            Event::Challenged { challenger, offender, bluff } => {
                let (winner, loser) = if *bluff { (challenger, offender) } else { (offender, challenger) };
                self.count(*winner, |r| r.challenges_won += 1);
                self.count(*loser, |r| r.challenges_lost += 1);
            }
            Event::RoundEnded(result) => self.round_ended(result),
            Event::MatchEnded { winner } => self.match_ended(*winner),
            _ => {}
        }
    }

    /// Adds time at the table to every seat's record.
    pub fn add_time(&mut self, seconds: f64) {
        for r in &mut self.pending {
            r.seconds_played += seconds;
        }
    }

    /// Adds what was counted since the last call to `stats`, and forgets it (the match goes on:
    /// its comeback tracking is kept). Matches that ended are stamped `now` (seconds since 1970).
    pub fn drain_into(&mut self, stats: &mut Stats, now: u64) {
        for (who, pending) in self.seats.iter().zip(&mut self.pending) {
            for entry in &mut pending.history {
                entry.ended_at = now;
            }
            stats.record_mut(who).add(pending);
            *pending = Record::default();
        }
    }

    /// Adds everything left to `stats` ([`MatchTally::drain_into`]) at the end.
    pub fn finish(mut self, stats: &mut Stats, now: u64) {
        self.drain_into(stats, now);
    }

    fn count(&mut self, seat: Seat, f: impl FnOnce(&mut Record)) {
        if let Some(r) = self.pending.get_mut(seat as usize) {
            f(r);
        }
    }

    fn round_ended(&mut self, result: &RoundResult) {
        let n = (result.seats as usize).min(self.seats.len());
        let totals = &result.totals[..n];
        // Who leads, and by how much each is behind, goes by the teams (by the players without
        // partners).
        let team_totals = self.teams.totals(totals);
        let team_totals = &team_totals[..self.teams.count().min(n)];
        let leader = match self.scoring {
            Scoring::WinnerScoresOthers => team_totals.iter().copied().max(),
            Scoring::LowestTotal => team_totals.iter().copied().min(),
        }
        .unwrap_or(0);
        for (s, &total) in totals.iter().enumerate() {
            let team = team_totals.get(self.teams.team_of(s as Seat)).copied().unwrap_or(0);
            let behind = match self.scoring {
                Scoring::WinnerScoresOthers => leader.saturating_sub(team),
                Scoring::LowestTotal => team.saturating_sub(leader),
            };
            self.deficit[s] = self.deficit[s].max(behind);
            self.totals[s] = total;
            self.pending[s].rounds_played += 1;
        }
        let gained = result.gained.get(result.winner as usize).copied().unwrap_or(0);
        self.count(result.winner, |r| {
            r.rounds_won += 1;
            r.points += u64::from(gained);
        });
    }

    fn match_ended(&mut self, winner: Seat) {
        for (s, r) in self.pending.iter_mut().enumerate() {
            let won = self.teams.same_team(s as Seat, winner);
            r.matches_played += 1;
            if won {
                r.matches_won += 1;
                r.best_comeback = r.best_comeback.max(self.deficit[s]);
            }
            r.history.push(MatchEntry { ended_at: 0, won, points: self.totals[s] });
            r.cap_history();
        }
        // Another match at the same table starts level.
        self.deficit.iter_mut().for_each(|d| *d = 0);
        self.totals.iter_mut().for_each(|t| *t = 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MAX_SEATS, Partners};

    /// A round of four seats that ends the match, won by `winner`, with these totals.
    fn last_round(winner: Seat, totals: [u32; 4]) -> Event {
        let mut all = [0; MAX_SEATS];
        all[..4].copy_from_slice(&totals);
        Event::RoundEnded(RoundResult {
            round: 3,
            dealer: 0,
            winner,
            blocked: false,
            seats: 4,
            hand_points: [0; MAX_SEATS],
            gained: [0; MAX_SEATS],
            totals: all,
        })
    }

    #[test]
    fn a_team_match_won_counts_as_won_for_each_of_its_players() {
        let seats = vec![
            Who::Person("Anna".into()),
            Who::Bot(BotKind::Easy),
            Who::Person("Luca".into()),
            Who::Bot(BotKind::Hard),
        ];
        let teams = Teams::new(Partners::Pairs, 4).unwrap();
        let mut tally = MatchTally::new(seats, Scoring::WinnerScoresOthers).with_teams(teams);
        // Anna and Luca were behind Easy and Hard by 90 after round 2, then Luca went out.
        tally.observe(&last_round(1, [10, 100, 0, 0]));
        tally.observe(&last_round(2, [10, 100, 500, 0]));
        tally.observe(&Event::MatchEnded { winner: 2 });
        let mut stats = Stats::default();
        tally.finish(&mut stats, 7);
        for (who, won) in [("Anna", 1), ("Luca", 1)] {
            let r = stats.record(&Who::Person(who.into())).unwrap();
            assert_eq!((r.matches_played, r.matches_won), (1, won), "{who}");
            assert_eq!(r.best_comeback, 90, "{who}: the team's comeback");
            assert!(r.history[0].won);
        }
        for level in [BotKind::Easy, BotKind::Hard] {
            let r = stats.record(&Who::Bot(level)).unwrap();
            assert_eq!((r.matches_played, r.matches_won), (1, 0), "{level}");
        }
        // Without partners the same match is Luca's alone.
        let seats = vec![Who::Person("Anna".into()), Who::Bot(BotKind::Easy), Who::Person("Luca".into())];
        let mut solo = MatchTally::new(seats, Scoring::WinnerScoresOthers);
        solo.observe(&Event::MatchEnded { winner: 2 });
        let mut stats = Stats::default();
        solo.finish(&mut stats, 7);
        assert_eq!(stats.record(&Who::Person("Anna".into())).unwrap().matches_won, 0);
        assert_eq!(stats.record(&Who::Person("Luca".into())).unwrap().matches_won, 1);
    }
}

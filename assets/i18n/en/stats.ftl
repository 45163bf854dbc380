# The Statistics screen (main menu) and the scoreboard's chart.

stats-title = Statistics
stats-empty = Nothing counted yet: the statistics grow with every round played.
stats-people = People
stats-bots = Computer players
stats-player = Player
stats-matches = Matches won
stats-rounds = Rounds won
stats-points = Points
stats-average = Points per round won
stats-uno-forgotten = UNO forgotten
stats-uno-caught = Caught
stats-catches = Catches
stats-challenges = Challenges won / lost
stats-comeback = Best comeback
stats-time = Time played
# A count out of another: 3 of 5.
stats-of = { $n } of { $total }
# Hours and minutes: 1 h 05 min.
stats-hours = { $h } h { $m } min
stats-minutes = { $m } min
stats-wins-over-time = Matches won over time
stats-no-matches = No match finished yet: the chart starts with the first.
stats-wins-axis = Matches won
stats-date-axis = Date
stats-file = Kept in { $file }
# Partner play: how a team's win counts.
stats-team-wins = A match won by a team counts as won for each of its players.
scores-chart-title = Points after each round
scores-chart-round = Round
scores-chart-points = Points
scores-chart-target = Target

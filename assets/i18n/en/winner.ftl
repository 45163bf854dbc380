# The winner's place at the top of the round summary and of match over: the name large, then
# what they won, and the points large beside it.

# Under the winner's name.
winner-round = wins round { $round }
winner-round-blocked = wins round { $round } (nobody could play)
winner-match = wins the match!
# Partner play: under the players of the winning team, and under the round's winner with the
# name of their team ($team, team-name).
winner-match-team = win the match!
winner-round-team = wins round { $round } for { $team }
winner-round-blocked-team = wins round { $round } for { $team } (nobody could play)
# Under the points won this round (shown as +145).
winner-points-won = { $points ->
    [one] point
   *[other] points
}
# Under the winner's match total, at the end of the match.
winner-points-total = { $points ->
    [one] point in all
   *[other] points in all
}

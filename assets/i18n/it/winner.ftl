# Il vincitore in cima al riepilogo della smazzata e alla fine della partita: il nome in grande,
# che cosa ha vinto, e accanto i punti in grande.

# Sotto il nome del vincitore.
winner-round = vince la { $round }ª smazzata
winner-round-blocked = vince la { $round }ª smazzata (nessuno poteva giocare)
winner-match = vince la partita!
# A squadre: sotto i giocatori della squadra che vince, e sotto chi vince la smazzata con il nome
# della sua squadra ($team, team-name).
winner-match-team = vincono la partita!
winner-round-team = vince la { $round }ª smazzata per la { $team }
winner-round-blocked-team = vince la { $round }ª smazzata per la { $team } (nessuno poteva giocare)
# Sotto i punti vinti nella smazzata (scritti +145).
winner-points-won = { $points ->
    [one] punto
   *[other] punti
}
# Sotto il totale del vincitore, alla fine della partita.
winner-points-total = { $points ->
    [one] punto in tutto
   *[other] punti in tutto
}

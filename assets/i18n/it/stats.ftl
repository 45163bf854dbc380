# La schermata Statistiche (menu principale) e il grafico dei punteggi.

stats-title = Statistiche
stats-empty = Ancora niente da contare: le statistiche crescono a ogni smazzata giocata.
stats-people = Persone
stats-bots = Giocatori del computer
stats-player = Giocatore
stats-matches = Partite vinte
stats-rounds = Smazzate vinte
stats-points = Punti
stats-average = Punti per smazzata vinta
stats-uno-forgotten = UNO dimenticati
stats-uno-caught = Beccato
stats-catches = Beccati altri
stats-challenges = Contestazioni vinte / perse
stats-comeback = Miglior rimonta
stats-time = Tempo di gioco
# Un numero su un altro: 3 su 5.
stats-of = { $n } su { $total }
# Ore e minuti: 1 h 05 min.
stats-hours = { $h } h { $m } min
stats-minutes = { $m } min
stats-wins-over-time = Partite vinte nel tempo
stats-no-matches = Nessuna partita ancora finita: il grafico parte con la prima.
stats-wins-axis = Partite vinte
stats-date-axis = Data
stats-file = Salvate in { $file }
# A squadre: come conta la vittoria di una squadra.
stats-team-wins = Una partita vinta da una squadra conta come vinta per ciascuno dei suoi giocatori.
scores-chart-title = Punti dopo ogni smazzata
scores-chart-round = Smazzata
scores-chart-points = Punti
scores-chart-target = Punteggio da raggiungere

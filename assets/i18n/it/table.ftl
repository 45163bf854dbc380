# Il tavolo di gioco: la riga di stato, i messaggi, le richieste, i riepiloghi, i punteggi.
# $who, $a, $b, $catcher, $target, $challenger, $offender sono nomi di giocatori; $card è il nome
# di una carta; $n è un numero. $colour è la chiave di un colore (red, yellow, green, blue), da
# scegliere con un selettore (così si accorda: «il rosso», «una carta rossa»).
# Una «smazzata» è un round: dalla distribuzione delle carte a quando qualcuno resta senza carte.

# Nomi predefiniti dei posti, finché qualcuno non ne scrive un altro.
seat-default-person = Giocatore { $n }
seat-default-computer = Computer { $n }

# A squadre: il nome di una squadra con la sua lettera ($letter: A, B, C …), la lettera da sola
# (sull'etichetta di un posto), i giocatori di una squadra in fila ($a, $b, $c sono nomi), e le
# intestazioni dei totali delle squadre nel riepilogo della smazzata e nel tabellone.
team-name = Squadra { $letter }
team-letter = { $letter }
team-one = { $a }
team-two = { $a } e { $b }
team-three = { $a }, { $b } e { $c }
teams-title = Squadre
team-heading = Squadra
team-players = Giocatori

# Livelli dei giocatori del computer.
bot-level-random = Casuale
bot-level-easy = Facile
bot-level-basic = Base
bot-level-normal = Normale
bot-level-hard = Difficile

# La riga di stato sopra la tua mano: a chi tocca e cosa fare.
hud-dealing = Si distribuiscono le carte…
table-round-over = Smazzata finita
hud-match-winner = { $who } vince la partita
# A squadre: $who sono i giocatori di una squadra (team-two, team-three).
hud-match-winners = { $who } vincono la partita
hud-your-turn = Tocca a te: clicca una carta per giocarla, o il mazzo per pescare
hud-choose-colour = Scegli il colore
hud-choose-player = Scegli un giocatore
hud-challenge-or-take = Contesta il Jolly +4 o pesca le carte
hud-before-deal = Inizio della partita: ora si distribuiscono le carte
hud-read-reveal = La mano di { $who } è mostrata solo a te: leggila, poi OK
hud-stack-or-take = Rilancia con una carta Pesca o prendi { $n ->
    [one] una carta
   *[other] { $n } carte
}
hud-play-or-keep = Gioca la carta pescata o tienila
# «Consegna» è il pulsante hand-give.
hud-give = { $n ->
    [one] Clicca la carta da dare a { $who }, poi Consegna
   *[other] Clicca le { $n } carte da dare a { $who }, poi Consegna
}
hud-turn-of = Tocca a { $who }
hud-thinking = { $who } sta pensando…

# Messaggi al centro del tavolo: un giocatore deve pescare le carte di penalità, e cos'altro può fare.
toast-must-take = { $who } deve pescare { $n ->
    [one] una carta
   *[other] { $n } carte
}
toast-must-take-or-challenge = { $who } deve pescare { $n ->
    [one] una carta
   *[other] { $n } carte
} o contestare
toast-must-take-or-stack = { $who } deve pescare { $n ->
    [one] una carta
   *[other] { $n } carte
} o rilanciare
toast-must-take-stack-or-challenge = { $who } deve pescare { $n ->
    [one] una carta
   *[other] { $n } carte
}, rilanciare o contestare

# Cos'è successo al tavolo, una riga per fatto: nei messaggi e in «Dal tuo ultimo turno».
recap-round-started = Smazzata { $round }: distribuisce { $dealer }
recap-first-card = Prima carta scoperta: { $card }
recap-played = { $who } gioca { $card }
recap-colour-named = { $who } sceglie il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}
recap-skipped = { $who } salta il turno
recap-clockwise = Si gioca in senso orario
recap-counter-clockwise = Si gioca in senso antiorario
recap-draws = { $who } pesca { $n ->
    [one] una carta
   *[other] { $n } carte
}
recap-uno = { $who }: UNO!
recap-uno-missed = { $who } ha una carta sola e non ha detto «UNO!»
recap-caught = { $catcher } becca { $target }: +{ $n }
recap-challenged-bluff = { $challenger } contesta il Jolly +4 di { $offender }: era un bluff!
recap-challenged-fair = { $challenger } contesta il Jolly +4 di { $offender }, ma era in regola
recap-swapped = { $a } e { $b } si scambiano la mano
recap-rotated = Tutte le mani passano nel senso di gioco
recap-reshuffled = La pila degli scarti viene rimescolata: è il nuovo mazzo
recap-wrong-card = { $who }: { $card } non si può giocare: +4
recap-table-talk = Penalità per suggerimento: { $who } pesca 4 carte
recap-first-card-returned = { $card } torna nel mazzo: si gira un'altra carta
recap-passed = { $who } non può né giocare né pescare
recap-took-back = { $who } riprende il Jolly +4

# Il riquadro «Dal tuo ultimo turno»: cosa si è perso chi torna allo schermo.
recap-title = Dal tuo ultimo turno
recap-more = { $n ->
    [one] … e un'altra cosa prima
   *[other] … e altre { $n } cose prima
}
table-ok = OK

# Il colore in gioco, sotto l'anello intorno alla pila degli scarti.
ring-choosing = Scelta del colore…
ring-named = { $colour } (scelto)

# L'etichetta di ogni posto, e il pulsante per beccare chi non ha detto UNO.
seat-tag = { $who } · { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
seat-tag-uno = { $who } · { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} · UNO!
# Le stesse dove l'etichetta intera non sta su una riga: il numero da solo.
seat-tag-short = { $who } · { $n }
seat-tag-uno-short = { $who } · { $n } · UNO!
seat-catch = Becca { $who }!

# I pulsanti accanto alla tua mano.
hand-uno = UNO!
# Sopra il nome della carta pescata.
hand-you-drew = Hai pescato:
hand-play-it = Giocala
hand-keep-it = Tienila
hand-chosen = Scelte: { $chosen } su { $n }
hand-give = Consegna

# La scelta del colore di un Jolly.
picker-colour-title = Scegli un colore

# La scelta di un giocatore: con chi scambiare la mano o a chi dare carte. $what dice quale carta lo chiede.
picker-swap-title = Scambia la mano con…
picker-swap-why = { $what }: scegli di chi prendere la mano; in cambio riceverà la tua.
picker-you-played-seven = Hai giocato un 7
# Il testo scritto su un Jolly personalizzabile, tra virgolette.
picker-custom-text = «{ $text }»
picker-give-title = { $n ->
    [one] Dai una carta a…
   *[other] Dai carte a…
}
picker-give-why = { $n ->
    [one] { $what }: scegli chi riceve una delle tue carte.
   *[other] { $what }: scegli chi riceve { $n } delle tue carte.
}
picker-seat = { $who } ({ $n ->
    [one] { $n } carta
   *[other] { $n } carte
})

# La richiesta a chi deve pescare: contestare il Jolly +4, rilanciare o pescare le carte.
challenge-title-wild = Jolly +4!
challenge-title-penalty = Carte da pescare
challenge-or-stack = Oppure rilancia con una carta della tua mano.
challenge-who = { $who } ha giocato un Jolly +4.
challenge-colour-before = Il colore di prima:
challenge-doubt-colour = Contesta se pensi che { $who } avesse una carta { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
}.
challenge-doubt-any = Contesta se pensi che { $who } avesse un'altra carta da giocare.
challenge-bluff-draws = Se era un bluff: { $who } pesca { $n } carte.
challenge-bluff-takes-back = Se era un bluff: { $who } riprende la carta e ne gioca un'altra.
challenge-not-bluff = Se non lo era: peschi tu { $n } carte.
challenge-button = Contesta
challenge-take = Pesca { $n }

# La mano che una contestazione ha mostrato solo a chi ha contestato, con il verdetto.
reveal-title = Solo per i tuoi occhi
reveal-hand-of = La mano di { $who }
reveal-bluff-colour = { $who } bluffava: aveva una carta { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
}, il colore di prima.
reveal-bluff-any = { $who } bluffava: aveva un'altra carta da giocare.
reveal-fair-colour = { $who } ha giocato il Jolly +4 in regola: non aveva carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}.
reveal-fair-any = { $who } ha giocato il Jolly +4 in regola: non aveva altre carte da giocare.

# La fine di una smazzata e della partita.
summary-match-over = Partita finita
summary-match-winner = { $who } vince la partita!
summary-round-winner = { $who } vince la { $round }ª smazzata
summary-round-winner-blocked = { $who } vince la { $round }ª smazzata (nessuno poteva giocare)
summary-player = Giocatore
summary-cards-left = Carte rimaste
summary-round-points = Punti della smazzata
summary-total = Totale
# Le carte rimaste in una mano (o summary-no-cards), e quanto valgono.
summary-hand-points = ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
summary-no-cards = —
summary-target = Punteggio da raggiungere: { $n }
summary-next-round = Prossima smazzata
summary-new-match = Nuova partita
summary-main-menu = Menu principale

# Gioco a turno sullo stesso schermo: la tenda che copre il tavolo mentre lo schermo passa di mano.
curtain-pass-to = Passa a { $who }
curtain-ready = Clicca quando ci sei

# Il tabellone dei punteggi.
scores-button = Punti (Tab)
scores-title = Punteggi
scores-heading = Smazzata { $round } · punteggio da raggiungere: { $target } · { $scoring }
scores-scoring-winner = chi vince la smazzata segna i punti delle carte rimaste agli altri
scores-scoring-lowest = ognuno segna i punti delle proprie carte; quando qualcuno arriva al punteggio da raggiungere, vince il totale più basso
scores-round = Smazzata
scores-dealer = Mazziere
scores-total = Totale
scores-progress = Avanzamento
scores-last-round = Ultima smazzata: { $who } ha chiuso
scores-last-round-blocked = Ultima smazzata: { $who } ha chiuso (gioco bloccato)
scores-close = Chiudi (Tab)
# La penalità del foglio regole della scatola per chi suggerisce una carta a un altro giocatore, data a mano.
scores-table-talk = Suggerimenti
scores-penalty = Penalità: 4 carte
scores-penalty-why = Per aver suggerito una carta a un altro giocatore (Foglio regole della scatola W2087)

# I grandi momenti mostrati sul tavolo: chi è beccato senza UNO, una penalità, un turno perso,
# una smazzata e una partita vinte (UNO! è hand-uno).
show-caught = Beccato! +{ $n }
show-draw = +{ $n }
show-skipped = Salta il turno
show-round-won = Smazzata vinta!
show-points = +{ $n }
show-match-won = { $who } vince la partita!
# A squadre: $team è il nome di una squadra (team-name), $who i suoi giocatori (team-two, team-three).
show-round-won-team = La { $team } vince la smazzata!
show-match-won-team = { $who } vincono la partita!

# Una regola della casa in gioco (un Jolly personalizzabile con la regola scritta liberamente dal
# gruppo): il suo testo in grande per il tavolo, a chi si applica e il giudizio del tavolo. $text
# è scritto dal gruppo.
hud-house-rule-who = Di' a chi si applica la tua regola della casa
hud-judge-house-rule = Il tavolo giudica la regola della casa di { $who }
hud-judge-your-house-rule = Il tavolo giudica la tua regola della casa
house-rule-title = La regola della casa di { $who }
house-rule-title-yours = La tua regola della casa
house-rule-quoted = «{ $text }»
house-rule-who = A chi si applica?
house-rule-for-you = A te ({ $n ->
    [one] { $n } carta
   *[other] { $n } carte
})
house-rule-for-nobody = A nessuno in particolare
house-rule-choosing = { $who } sta dicendo a chi si applica…
house-rule-applies-to = Si applica a { $who }.
house-rule-applies-to-nobody = Non si applica a nessuno in particolare.
house-rule-judge = Il tavolo giudica: è stata rispettata?
house-rule-done = Fatto
# Prima dei pulsanti della penalità (house-rule-penalty: +1 … +4).
house-rule-penalty-for = Oppure, non rispettata: carte per { $who }
house-rule-penalty = +{ $n }
recap-house-rule-for = La regola della casa di { $who } si applica a { $target }
recap-house-rule-for-nobody = La regola della casa di { $who } non si applica a nessuno in particolare
recap-house-rule-done = Il tavolo: la regola della casa è stata rispettata
recap-house-rule-penalty = Regola della casa non rispettata: { $who } +{ $n }

# Le stesse notizie sulla persona sola al computer, dette a lei.
toast-you-must-take = Devi pescare { $n ->
    [one] una carta
   *[other] { $n } carte
}
toast-you-must-take-or-challenge = Devi pescare { $n ->
    [one] una carta
   *[other] { $n } carte
} o contestare
toast-you-must-take-or-stack = Devi pescare { $n ->
    [one] una carta
   *[other] { $n } carte
} o rilanciare
toast-you-must-take-stack-or-challenge = Devi pescare { $n ->
    [one] una carta
   *[other] { $n } carte
}, rilanciare o contestare
you-colour-named = Scegli il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}
you-played = Giochi { $card }
you-skipped = Salti il turno
you-draw = { $n ->
    [one] Peschi una carta
   *[other] Peschi { $n } carte
}
you-uno = Tu: UNO!
you-uno-missed = Hai una carta sola e non hai detto «UNO!»
you-caught = Becchi { $target }: +{ $n }
you-were-caught = { $catcher } ti becca: +{ $n }
you-challenged-bluff = Contesti il Jolly +4 di { $offender }: era un bluff!
you-challenged-fair = Contesti il Jolly +4 di { $offender }, ma era in regola
you-were-challenged-bluff = { $challenger } contesta il tuo Jolly +4: era un bluff!
you-were-challenged-fair = { $challenger } contesta il tuo Jolly +4, ma era in regola
you-swapped = Tu e { $other } vi scambiate la mano
you-wrong-card = { $card } non si può giocare: peschi 4 carte
you-table-talk = Penalità per suggerimento: peschi 4 carte
you-passed = Non puoi né giocare né pescare
you-took-back = Riprendi il Jolly +4
you-house-rule-penalty = Regola della casa non rispettata: tu +{ $n }
you-house-rule-for = La tua regola della casa si applica a { $target }
you-house-rule-for-nobody = La tua regola della casa non si applica a nessuno in particolare

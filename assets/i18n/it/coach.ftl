# L'aiuto: il Suggerimento (la mossa che farebbe il computer Difficile, e perché) e «Che cosa fa
# questa carta?». $who è il nome di un giocatore; $card e $top sono nomi di carte ($top: la carta in
# cima alla pila degli scarti); $wild è il nome di un Jolly; $n, $m, $mine, $cost sono numeri;
# $chance è una percentuale; $colour e $from sono chiavi di colori (red, yellow, green, blue), da
# scegliere con un selettore (così si accordano: «il rosso», «una carta rossa», «carte rosse»); così
# anche $most. $other è il nome di un altro giocatore, $names un elenco di nomi e $colours un elenco
# di colori (già in parole); $by è il perché di un colore e non degli altri (un messaggio
# coach-by-); $k è quanti colori sono alla pari. «Simulando il seguito della partita» sono le
# partite che il Difficile gioca da qui: ciò che sa solo lui è detto come sua preferenza, dopo i fatti
# che il giocatore può verificare.

# Un suggerimento: la mossa, poi il perché («Gioca 7 rosso: è l'unica carta che puoi giocare»).
coach-hint = { $action }: { $reason }
# Due parti di una spiegazione, una dopo l'altra.
coach-join = { $first } { $next }

# La mossa.
coach-move-play = Gioca { $card }
coach-move-draw = Pesca
coach-move-pass = Passa
coach-move-play-drawn = Gioca la carta pescata
coach-move-keep-drawn = Tieni la carta pescata
coach-move-name = Scegli il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}
coach-move-target = Scegli { $who }
# The table's penalty for a house rule not followed.
coach-move-penalty = { $n ->
    [one] Una carta per non averla rispettata
   *[other] { $n } carte per non averla rispettata
}
coach-move-challenge = Contesta
coach-move-accept = Pesca le carte
coach-move-give = Dai { $card }
coach-move-uno = Chiama UNO
coach-move-catch = Becca { $who }
coach-move-jump-in = Gioca al volo { $card }
coach-move-deal = Distribuisci la prossima smazzata
coach-move-table-talk = Dai a { $who } la penalità per suggerimenti

# Il perché.
coach-why-only-choice = è l'unica mossa possibile
coach-why-next-round = le carte aspettano di essere distribuite
coach-why-call-uno = { $n ->
    [one] ti resta una carta sola e non l'hai ancora detto
   *[other] con due carte, dillo prima di giocare la penultima
}
coach-why-catch = { $who } ha una carta sola e non ha detto UNO, quindi pesca { $n } carte
coach-why-go-out = è la tua ultima carta, così resti senza carte e chiudi la smazzata
coach-why-only-play = è l'unica carta che puoi giocare
coach-why-stop-leader = { $who } gioca dopo di te e ha { $n ->
    [one] una carta sola
   *[other] solo { $n } carte
}
coach-why-attack = { $who } pesca { $n } carte e salta il turno
coach-why-attack-stack = { $who } deve pescare { $n } carte, oppure rilanciare
coach-why-stack = rilanci, e ora { $who } deve pescare { $n } carte oppure rilanciare
coach-why-keep-wild = hai ancora { $n ->
    [one] un'altra carta { $colour ->
        [red] rossa
        [yellow] gialla
        [green] verde
       *[blue] blu
    }
   *[other] altre { $n } carte { $colour ->
        [red] rosse
        [yellow] gialle
        [green] verdi
       *[blue] blu
    }
}, quindi tieni il { $wild } per dopo
coach-why-switch-colour = cambia colore, e hai più carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
} ({ $n }) che { $from ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
} ({ $m })
coach-why-most-held = il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
} è il colore che hai di più ({ $n ->
    [one] una carta
   *[other] { $n } carte
})
coach-why-change-to = poi puoi scegliere il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}, il colore che hai di più ({ $n ->
    [one] una carta
   *[other] { $n } carte
})
coach-why-swap-for = poi puoi scambiare la mano con { $who }: { $n ->
    [one] una carta
   *[other] { $n } carte
} contro le tue { $mine }
coach-why-points = vale { $n ->
    [one] un punto
   *[other] { $n } punti
} se ti resta in mano
coach-why-most-points = è la carta che vale di più nella tua mano ({ $n ->
    [one] un punto
   *[other] { $n } punti
})
coach-why-most-points-tied = nessuna carta della tua mano vale di più ({ $n ->
    [one] un punto
   *[other] { $n } punti
})
coach-why-give-fewer-points = vale { $n ->
    [one] un punto
   *[other] { $n } punti
} e hai una carta che ne vale { $m }, ma simulando il seguito della partita, il computer preferisce darla
coach-why-only-wilds-fit = a parte i Jolly, nessuna tua carta è compatibile
coach-why-bluff-colour = è un bluff, perché hai { $n ->
    [one] una carta { $colour ->
        [red] rossa
        [yellow] gialla
        [green] verde
       *[blue] blu
    }
   *[other] { $n } carte { $colour ->
        [red] rosse
        [yellow] gialle
        [green] verdi
       *[blue] blu
    }
}, ma il giocatore successivo potrebbe non contestarlo
coach-why-bluff-any = è un bluff, perché hai { $n ->
    [one] un'altra carta
   *[other] altre { $n } carte
} da giocare, ma il giocatore successivo potrebbe non contestarlo
coach-why-fits = è compatibile con la carta scoperta ({ $top }), e il computer, simulando il seguito della partita, la preferisce alle altre tue carte compatibili
coach-why-jump-in = è identica alla carta scoperta, e il gioco prosegue da te
coach-why-nothing-fits = nessuna tua carta è compatibile con la carta scoperta ({ $top })
coach-why-nothing-fits-named = non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
} (il colore scelto) né Jolly
coach-why-save-wild = potresti giocare solo un Jolly, e simulando il seguito della partita, il computer preferisce tenere il { $wild }
coach-why-hold-back = potresti giocare { $n ->
    [one] una carta
   *[other] { $n } carte
}, ma simulando il seguito della partita, il computer preferisce { $n ->
    [one] tenerla
   *[other] tenerle
}
coach-why-nothing-to-draw = nessuna tua carta è compatibile e non c'è più niente da pescare
coach-why-play-drawn = { $card } è compatibile, e ti resta una carta in meno
coach-why-keep-drawn-wild = un { $card } serve di più quando nient'altro va bene
coach-why-would-bluff-colour = giocarlo sarebbe un bluff, perché hai { $n ->
    [one] una carta { $colour ->
        [red] rossa
        [yellow] gialla
        [green] verde
       *[blue] blu
    }
   *[other] { $n } carte { $colour ->
        [red] rosse
        [yellow] gialle
        [green] verdi
       *[blue] blu
    }
}
coach-why-would-bluff-any = giocarlo sarebbe un bluff, perché hai { $n ->
    [one] un'altra carta
   *[other] altre { $n } carte
} da giocare
coach-why-keep-colour = giocarla cambierebbe colore, e hai { $n ->
    [one] una carta { $colour ->
        [red] rossa
        [yellow] gialla
        [green] verde
       *[blue] blu
    }
   *[other] { $n } carte { $colour ->
        [red] rosse
        [yellow] gialle
        [green] verdi
       *[blue] blu
    }
}
coach-why-keep-for-later = simulando il seguito della partita, il computer preferisce tenere { $card } per dopo
coach-why-best-colour = è il colore che hai di più ({ $n ->
    [one] una carta
   *[other] { $n } carte
})
coach-why-partner = { $who } è in squadra con te
coach-why-fewest = tra i tuoi avversari, { $who } ha meno carte di tutti ({ $n })
coach-why-fewest-tied = tra i tuoi avversari, { $names } hanno meno carte di tutti, { $n ->
    [one] una
   *[other] { $n }
} ciascuno; simulando il seguito della partita, il computer preferisce { $who }
coach-why-not-fewest = { $other } ha meno carte ({ $m }) di { $who } ({ $n }), ma simulando il seguito della partita, il computer preferisce { $who }
coach-why-challenge-colour = la probabilità che { $who } avesse una carta { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
} è di circa { $chance } su 100, secondo le carte che non hai visto
coach-why-challenge-any = la probabilità che { $who } avesse un'altra carta da giocare è di circa { $chance } su 100, secondo le carte che non hai visto
coach-why-accept-colour = una contestazione sbagliata costa { $cost } carte, e la probabilità che { $who } avesse una carta { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
} è di circa { $chance } su 100
coach-why-accept-any = una contestazione sbagliata costa { $cost } carte, e la probabilità che { $who } avesse un'altra carta da giocare è di circa { $chance } su 100
coach-why-no-stack = non hai carte per rilanciare sulle { $n } carte
coach-why-keep-stack = potresti rilanciare con { $card }, ma simulando il seguito della partita, il computer preferisce tenerlo
coach-why-lookahead = simulando il seguito della partita, il computer preferisce questa mossa
coach-why-change-to-tied = poi puoi scegliere { $colours }, i colori che hai di più ({ $n ->
    [one] una carta ciascuno
   *[other] { $n } carte ciascuno
})
coach-why-tied-colour = { $k ->
    [4] hai lo stesso numero di carte di tutti e quattro i colori ({ $n })
   *[other] { $colours } sono i colori che hai di più, { $n ->
        [one] una carta ciascuno
       *[other] { $n } carte ciascuno
    }
}; { $by }
coach-why-held-none = non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}, ma { $by }
coach-why-held-fewer = hai più carte { $most ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
} ({ $m }) che { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
} ({ $n }), ma { $by }
# Perché un colore e non gli altri in questione (dopo una parità, o dopo «ma»).
coach-by-lacked = si è visto che { $who } non aveva carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}
coach-by-unseen-of-tied = di questi, { $colour ->
    [red] il rosso
    [yellow] il giallo
    [green] il verde
   *[blue] il blu
} è quello con meno carte ancora non viste ({ $n })
coach-by-unseen-fewest = { $colour ->
    [red] il rosso
    [yellow] il giallo
    [green] il verde
   *[blue] il blu
} è il colore con meno carte ancora non viste ({ $n })
coach-by-lookahead = simulando il seguito della partita, il computer preferisce { $colour ->
    [red] il rosso
    [yellow] il giallo
    [green] il verde
   *[blue] il blu
}
# Un colore in un elenco di colori («il verde e il blu»).
coach-colour-name = { $colour ->
    [red] il rosso
    [yellow] il giallo
    [green] il verde
   *[blue] il blu
}
# Elenchi: «A e B», «A o B»; «A, B e C» è «A, » seguito dal resto.
coach-list-and = { $first } e { $last }
coach-list-or = { $first } o { $last }
coach-list-comma = { $first }, { $rest }

# Che cosa fa questa carta? La prima riga: la carta e che cosa fa.
coach-card-does = { $card }: { $does }
coach-effect-number = una carta numerata. Va su una carta dello stesso colore o dello stesso numero.
coach-effect-seven = Sette-Zero: quando giochi un 7 scambi la mano con un giocatore a scelta.
coach-effect-zero = Sette-Zero: quando giochi uno 0 tutte le mani passano al giocatore successivo nel senso di gioco.
coach-effect-skip = il giocatore successivo perde il turno. Va su una carta dello stesso colore o su un altro Salta.
coach-effect-reverse = cambia il senso di gioco, da orario ad antiorario o viceversa. Va su una carta dello stesso colore o su un altro Inverti.
coach-effect-reverse-two-skip = Con due giocatori vale come un Salta: tocca di nuovo a te.
coach-effect-reverse-two-nothing = Con due giocatori non cambia nulla: tocca all'altro giocatore.
coach-effect-draw-two = il giocatore successivo pesca due carte e salta il turno. Va su una carta dello stesso colore o su un altro Pesca due.
coach-effect-draw-two-stack = Con l'accumulo può rispondere con un altro Pesca due e passare il totale al giocatore dopo.
coach-effect-draw-two-stack-four = Con l'accumulo può rispondere con un altro Pesca due o con un Jolly +4 e passare il totale al giocatore dopo.
coach-effect-jump-in = Gioco al volo: puoi giocarla anche fuori turno su una carta identica.
coach-effect-wild = scegli il colore con cui prosegue il gioco.
coach-effect-wild-anytime = Si può giocare in qualsiasi momento.
coach-effect-wild-without-match = Si può giocare solo se nessun'altra carta della tua mano è compatibile con quella scoperta.
coach-effect-wild-draw-four = scegli il colore, e il giocatore successivo pesca quattro carte e salta il turno.
coach-effect-wdf-no-colour = Si può giocare solo se non hai carte del colore in gioco; altrimenti è un bluff, e il giocatore successivo può contestarlo.
coach-effect-wdf-no-other = Si può giocare solo se non hai nessun'altra carta da giocare; altrimenti è un bluff, e il giocatore successivo può contestarlo.
coach-effect-bluff-draws = Se il bluff viene scoperto peschi tu le 4 carte; se non era un bluff, chi contesta ne pesca 2 in più.
coach-effect-bluff-take-back = Se il bluff viene scoperto riprendi la carta e ne giochi una valida; se non era un bluff, chi contesta ne pesca 2 in più.
coach-effect-wdf-stack = Con l'accumulo il giocatore successivo può rispondere con un altro Jolly +4.
coach-effect-swap-hands = scegli il colore e scambi l'intera mano con un giocatore a tua scelta; poi il turno finisce.
coach-effect-custom = scegli il colore, poi { $effects }. C'è scritto: «{ $text }».

# Che cosa fa questa carta? La seconda riga: se si può giocare adesso, e perché.
coach-now-colour = Puoi giocarla adesso: è { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
}, il colore in gioco.
coach-now-number = Puoi giocarla adesso: ha lo stesso numero della carta scoperta ({ $top }).
coach-now-symbol = Puoi giocarla adesso: ha lo stesso simbolo della carta scoperta ({ $top }).
coach-now-wild = Puoi giocarlo adesso: un Jolly va bene su qualsiasi carta.
coach-now-wild-without-match = Puoi giocarlo adesso: nessun'altra carta della tua mano è compatibile con quella scoperta.
coach-now-wdf-fair-colour = Puoi giocarlo adesso: non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}, quindi non è un bluff.
coach-now-wdf-fair-any = Puoi giocarlo adesso: non hai altre carte da giocare, quindi non è un bluff.
coach-now-wdf-bluff-colour = Solo se non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}: ne hai { $n }. Puoi giocarlo lo stesso come bluff, ma il giocatore successivo può contestarlo.
coach-now-wdf-bluff-any = Solo se non hai altre carte da giocare: ne hai { $n }. Puoi giocarlo lo stesso come bluff, ma il giocatore successivo può contestarlo.
coach-now-stack = Puoi rilanciare: si somma alle { $n } carte da pescare e il totale passa al giocatore successivo.
coach-now-jump-in = Puoi giocarla al volo adesso: è identica alla carta scoperta.
coach-now-drawn = Puoi giocarla adesso: è la carta che hai appena pescato, ed è compatibile.
coach-now-drawn-must = Devi giocarla adesso: è la carta che hai appena pescato, è compatibile, e una carta pescata che si può giocare va giocata subito.
coach-now-not-in-hand = Non è nella tua mano.
coach-now-round-over = Non adesso: non si sta giocando nessuna smazzata.
coach-now-not-your-turn = Non adesso: è il turno di { $who }.
coach-now-not-your-turn-jump = Non adesso: è il turno di { $who }. Con il gioco al volo potresti giocare fuori turno una carta identica ({ $top }).
coach-now-choose-colour = Non adesso: prima scegli il colore.
coach-now-choose-target = Non adesso: prima scegli un giocatore.
coach-now-choose-give = Non adesso: prima scegli { $n ->
    [one] la carta
   *[other] le { $n } carte
} da dare.
coach-now-only-drawn = Non adesso: puoi giocare solo la carta che hai appena pescato ({ $card }), oppure tenerla.
coach-now-must-answer = Non adesso: prima pesca le { $n } carte.
coach-now-must-answer-challenge = Non adesso: prima pesca le { $n } carte, oppure contesta il Jolly +4.
coach-now-stack-draw-two = Non adesso: sulle { $n } carte da pescare puoi rilanciare solo con un Pesca due.
coach-now-stack-draw-two-or-four = Non adesso: sulle { $n } carte da pescare puoi rilanciare solo con un Pesca due o un Jolly +4.
coach-now-stack-four = Non adesso: sulle { $n } carte da pescare puoi rilanciare solo con un Jolly +4.
coach-now-no-match = Non adesso: non è del colore in gioco ({ $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}) e non ha il numero o il simbolo della carta scoperta ({ $top }).
coach-now-no-match-named = Non adesso: non è { $colour ->
    [red] rossa
    [yellow] gialla
    [green] verde
   *[blue] blu
}, il colore scelto.
coach-now-wild-needs-no-match = Non adesso: un Jolly si può giocare solo se nessun'altra carta della tua mano è compatibile, e { $n ->
    [one] una delle tue lo è
   *[other] { $n } delle tue lo sono
}.
coach-now-take-back = Non adesso: il tuo bluff è stato scoperto. Riprendi il Jolly +4 e gioca una carta valida.

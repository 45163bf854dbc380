# Impara a giocare: i passi delle lezioni, una o due frasi ciascuno, con le parole delle regole.
# $card e $top sono nomi di carte; $who è il nome di un giocatore; $colour è la chiave di un colore
# (red, yellow, green, blue) da scegliere con un selettore; $hint è una frase breve che dice la mossa
# chiesta dal passo.

# I giocatori di una lezione.
learn-you = Tu
learn-anna = Anna
learn-marco = Marco

learn-title-basics = Impara a giocare
learn-title-options = Le regole facoltative del tuo tavolo

# Mentre i giocatori del computer giocano fino alla mossa di chi impara.
learn-watch = Ora gioca { $who }.
learn-part-done = Questa parte è finita.

# La prima lezione.
learn-intro = Giochi contro Anna e Marco: vince chi finisce per primo le carte che ha in mano. Al tuo turno rispondi alla carta scoperta mettendone sopra una dello stesso colore o dello stesso numero.
learn-same-colour = Rispondi alla carta scoperta, { $top }, con una carta dello stesso colore: gioca la carta { $card }.
learn-same-number = Va bene anche una carta di colore diverso ma dello stesso numero: gioca la carta { $card } sulla carta { $top }.
learn-skip = La carta Salta fa saltare il turno al giocatore successivo: gioca la carta { $card } e Anna salta il turno.
learn-reverse = La carta Inverti cambia il senso di gioco: gioca la carta { $card } e dopo di te tocca a Marco.
learn-draw-two = La carta Pesca due obbliga il giocatore successivo a pescare 2 carte e a saltare il turno: gioca la carta { $card }.
learn-draw-two-done = Marco ha pescato 2 carte e ha saltato il turno: ora tocca ad Anna.
learn-wild = Nessuna delle altre tue carte va bene, ma il Jolly si può giocare sempre: giocalo.
learn-wild-colour = Ora scegli il colore con cui si prosegue: scegli il verde, il colore delle tue ultime due carte.
learn-why-green = Scegli il verde: le tue ultime due carte sono verdi.
learn-draw = Nessuna tua carta va bene sulla carta { $top }: pesca una carta dal mazzo.
learn-play-or-keep = Hai pescato un Jolly +4, che va bene per il gioco: giocalo subito o tienilo in mano. Si può giocare solo se non hai carte del colore in gioco, e tu non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}.
learn-play-kept = Gioca il Jolly +4 che hai tenuto: si può, perché non hai carte { $colour ->
    [red] rosse
    [yellow] gialle
    [green] verdi
   *[blue] blu
}.
learn-four-colour = Scegli di nuovo il verde. Ora Marco deve pescare 4 carte e saltare il turno, a meno che non chieda la Contestazione.
learn-challenge = Marco ti ha giocato un Jolly +4: si può solo se non aveva carte verdi. Contestalo: se ha bluffato pesca lui le 4 carte, altrimenti ne peschi tu 6.
learn-challenge-won = Marco ha bluffato: aveva una carta verde, quindi pesca lui le 4 carte e tocca a te. Se il suo Jolly +4 fosse stato in regola, avresti pescato tu 6 carte saltando il turno.
learn-uno = Hai due carte e stai per giocarne una: prima di metterla a terra devi dire «UNO!». Premi UNO!
learn-uno-play = Ora gioca la carta { $card }: hai detto UNO, quindi nessuno può beccarti.
learn-catch = Anna è rimasta con una carta e non ha detto UNO! Beccala prima di giocare: pescherà 2 carte.
learn-go-out = Gioca l'ultima carta, { $card }, e vinci la smazzata.
learn-score = Hai finito le carte! Segni i punti delle carte rimaste in mano agli altri: Anna { $anna }, Marco { $marco }, in tutto { $total ->
    [one] { $total } punto
   *[other] { $total } punti
}. I numeri valgono il loro numero; Salta, Inverti e Pesca due 20 punti; i Jolly 50.

# Perché una mossa non è quella chiesta dal passo.
learn-why-read = Leggi questo passo, poi premi Avanti.
learn-why-wait = Aspetta: tocca a { $who }.
learn-why-part-done = Questa parte è finita: premi Avanti.
learn-why-no-match = Questa carta non va bene sulla carta { $top }. { $hint }
learn-why-no-match-colour = Questa carta non va bene: il colore in gioco è il { $colour ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}. { $hint }
learn-why-other-card = Anche la carta { $card } andrebbe bene, ma questo passo chiede un'altra mossa. { $hint }
learn-why-no-draw = Non serve pescare: hai una carta che va bene. { $hint }
learn-why-uno = «UNO» si dice quando stai per restare con una carta sola. { $hint }
learn-why-not-now = Non adesso. { $hint }
# Dopo lesson-not-that («Non così:»): il suggerimento e basta.
learn-why-colour = { $hint }
learn-why-target = { $hint }
learn-why-accept = Pescare le carte si può, ma questa volta Marco ha bluffato: contestalo.
learn-why-uno-first = Prima di' «UNO»: chi resta con una carta sola e non l'ha detto può essere beccato, e pesca 2 carte.
learn-why-catch-first = Prima becca Anna: dopo che hai giocato è troppo tardi.
learn-why-anna-fewest = Scegli Anna: ha solo 3 carte, meno di tutti.
learn-why-marco-fewest = Scegli Marco: ha solo 2 carte.
learn-why-stack = Pescare le carte si può, ma con l'accumulo puoi passarle ad Anna.

# La mossa chiesta da un passo, in poche parole.
learn-hint-play = Gioca la carta { $card }.
learn-hint-draw = Pesca una carta dal mazzo.
learn-hint-play-or-keep = Gioca la carta pescata o tienila.
learn-hint-any-colour = Scegli un colore.
learn-hint-any-target = Scegli un giocatore.
learn-hint-challenge = Premi Contesta.
learn-hint-uno = Premi UNO!
learn-hint-catch = Premi Becca { $who }!
learn-hint-give = Scegli le carte da dare.
learn-hint-jump-in = Gioca subito la carta { $card }, fuori turno.

# La seconda lezione: le regole facoltative che il tavolo usa.
learn-stack-intro-two = Il tuo tavolo gioca con l'accumulo: a un Pesca due si può rispondere con un altro Pesca due (e a un Jolly +4 con un altro Jolly +4), e il giocatore successivo pesca il totale.
learn-stack-intro-four = Il tuo tavolo gioca con l'accumulo: a un Pesca due si può rispondere con un altro Pesca due o con un Jolly +4 (e a un Jolly +4 con un altro), e il giocatore successivo pesca il totale.
learn-stack-two = Marco ti ha giocato un Pesca due. Rispondi con la carta { $card }: Anna dovrà pescarne 4.
learn-stack-four = Marco ti ha giocato un Pesca due. Rispondi con il tuo Jolly +4: Anna dovrà pescarne 6.
learn-stack-colour = Scegli un colore per il tuo Jolly +4.
learn-stack-done = Anna non aveva carte Pesca da aggiungere: pesca { $n } carte e salta il turno.
learn-seven-intro = Il tuo tavolo gioca a Sette-Zero: un 7 scambia la tua mano con un giocatore a scelta, uno 0 fa passare tutte le mani al giocatore successivo.
learn-seven-play = Gioca la carta { $card }, poi scegli con chi scambiare la mano.
learn-seven-target = Scambia la mano con chi ha meno carte: scegli Anna.
learn-seven-swapped = Ora hai le 3 carte di Anna, e lei ha le tue.
learn-zero-play = Gioca la carta { $card }: tutte le mani passano al giocatore successivo nel senso di gioco.
learn-zero-done = Le mani sono passate: la tua è andata ad Anna, e tu hai ricevuto quella di Marco.
learn-jump-intro = Il tuo tavolo gioca con il gioco al volo: una carta identica a quella scoperta, stesso colore e stesso numero, si può giocare fuori turno.
learn-jump-in = Anna ha giocato la carta { $card }, e tu ne hai una identica: giocala subito, anche se tocca a Marco.
learn-jump-done = Il gioco prosegue da te: Marco ha perso il turno, e ora tocca ad Anna.
learn-swap-intro = Il tuo mazzo ha un Jolly Scambia mani: scegli il colore e scambi l'intera mano con un giocatore a tua scelta.
learn-swap-play = Gioca la carta { $card }.
learn-swap-colour = Scegli un colore.
learn-swap-target = Ora scegli con chi scambiare la mano: Marco ha solo 2 carte.
learn-swap-done = Ora hai le 2 carte di Marco, e lui ha le tue. Dopo un Jolly Scambia mani il turno termina.
learn-custom-intro = Il tuo mazzo ha dei Jolly personalizzabili, con regole decise insieme prima di giocare. Il tuo dice «{ $text }»: { $effects }.
learn-custom-play = Gioca la carta { $card }.
learn-custom-colour = Scegli un colore: poi la carta fa quello che il tuo tavolo ha deciso.
learn-custom-colour-discard = Scegli un colore: scarterai tutte le tue carte di quel colore.
learn-custom-target = Scegli il giocatore a cui va l'effetto della carta.
learn-custom-give = { $n ->
    [one] Scegli la carta da dare.
   *[other] Scegli le { $n } carte da dare, una alla volta.
}
learn-custom-done = Fatto: «{ $text }»: { $effects }. Dopo un Jolly personalizzabile il turno finisce.
learn-house-rule-intro = Il tuo mazzo ha un Jolly personalizzabile con una regola scritta dal vostro tavolo: «{ $text }». Chi lo gioca sceglie il colore e dice a chi si applica la regola; poi il tavolo la giudica.
learn-house-rule-for = Di' a chi si applica la regola: a un giocatore, a te o a nessuno in particolare.
learn-house-rule-judge = Ora giudica il tavolo: premi Fatto se la regola è stata rispettata, oppure dai a quel giocatore da 1 a 4 carte. Il gioco conta le carte; la regola la giudicate voi.
learn-house-rule-done = Fatto: «{ $text }». Dopo un Jolly personalizzabile il turno finisce.
learn-hint-rule-for = Scegli a chi si applica la regola.
learn-hint-judge = Premi Fatto, oppure scegli una penalità.
# Due effetti di un Jolly personalizzabile, in ordine.
learn-and-then = { $a }, poi { $b }

# Le opzioni delle regole: un titolo, una riga che spiega le scelte, le parole di ogni scelta
# dove si elencano le fonti, e le etichette delle scelte in Nuova partita e nelle Regole.

# I testi da cui viene una regola, chiamati come li conoscono i giocatori.
source-box-sheet = Foglio regole della scatola W2087
source-rules-article = Articolo sulle regole
source-current-rules = Regole ufficiali attuali
source-older-rules = Regole ufficiali precedenti
source-house-rule = Regola della casa
source-app-and-console-games = App ufficiale e giochi per console

# La spiegazione di un'opzione, poi tra parentesi da dove vengono le sue scelte.
rule-explained = { $explanation } ({ $sources })
# Una scelta e i testi che la danno: «Articolo sulle regole: in qualsiasi momento».
rule-sourced-choice = { $from }: { $choice }

# Il valore di un'opzione sì/no nelle Regole.
rule-yes = Sì
rule-no = No
# Al posto del comando o del valore di un'opzione quando è scelto il mazzo classico.
rule-only-112 = Solo col mazzo da 112 carte
# Il numero di Jolly personalizzabili, che si modificano più in basso in Nuova partita.
rule-custom-wilds-count = { $n } (modificali sotto)

rule-deck-title = Mazzo
rule-deck-explanation = Il classico da 108 carte, oppure da 110 a 112 con il Jolly Scambia mani e da 1 a 3 Jolly personalizzabili.
rule-deck-source-classic = 108 carte
rule-deck-source-swap-and-custom = Jolly Scambia mani e Jolly personalizzabili
rule-deck-classic = Classico da 108
rule-deck-swap-and-custom = Con i nuovi Jolly

rule-custom-wilds-title = Jolly personalizzabili
rule-custom-wilds-explanation = Quanti (da 1 a 3), il testo scritto su ciascuno (fino a 80 caratteri) e i suoi effetti dall'elenco, decisi insieme prima di giocare; una carta senza effetti è una regola della casa scritta liberamente: chi la gioca sceglie il colore e dice a chi si applica, e il tavolo la giudica (Fatto, oppure da 1 a 4 carte per quel giocatore).
rule-custom-wilds-source-own-rule = scrivi la tua regola

rule-new-card-points-title = Punti dei nuovi Jolly
rule-new-card-points-explanation = I Jolly Scambia mani e i Jolly personalizzabili rimasti in mano valgono 40 (o 50) punti.
rule-new-card-points-source-forty = 40
rule-new-card-points-source-fifty = 50
rule-new-card-points-forty = 40
rule-new-card-points-fifty = 50

rule-first-wild-title = Jolly come prima carta
rule-first-wild-explanation = Il primo giocatore sceglie il colore, oppure il Jolly torna nel mazzo e si gira un'altra carta.
rule-first-wild-source-first-player = il primo giocatore sceglie
rule-first-wild-source-turn-another = se ne gira un'altra
rule-first-wild-first-player = Il primo giocatore sceglie
rule-first-wild-turn-another = Si gira un'altra carta

rule-wild-play-title = Quando si può giocare un Jolly
rule-wild-play-explanation = In qualsiasi momento, oppure solo se non hai carte dello stesso colore, numero o simbolo.
rule-wild-play-source-anytime = in qualsiasi momento
rule-wild-play-source-without-match = solo senza carte abbinabili
rule-wild-play-anytime = Sempre
rule-wild-play-without-match = Solo senza carte abbinabili

rule-wild-draw-four-title = Quando si può giocare il Jolly +4
rule-wild-draw-four-explanation = Quando non hai carte del colore in gioco, oppure nessun'altra carta giocabile.
rule-wild-draw-four-source-no-colour = nessuna carta del colore
rule-wild-draw-four-source-no-playable = nessun'altra carta giocabile
rule-wild-draw-four-no-colour = Nessuna carta del colore
rule-wild-draw-four-no-playable = Nessun'altra carta giocabile

rule-bluff-penalty-title = Bluff scoperto
rule-bluff-penalty-explanation = Chi ha bluffato pesca le 4 carte, oppure riprende la carta e deve giocarne una valida.
rule-bluff-penalty-source-draw-four = pesca 4
rule-bluff-penalty-source-take-back = riprende la carta
rule-bluff-penalty-draw-four = Chi bluffa pesca 4
rule-bluff-penalty-take-back = Riprende la carta

rule-reverse-with-two-title = Inverti con due giocatori
rule-reverse-with-two-explanation = Vale come un Salta (tocca di nuovo a te), oppure cambia solo il senso di gioco.
rule-reverse-with-two-source-skip = vale come un Salta; non compare nei due testi italiani
rule-reverse-with-two-skip = Vale come Salta
rule-reverse-with-two-reverses = Cambia solo il senso

rule-uno-penalty-title = Penalità per il mancato UNO
rule-uno-penalty-explanation = Le carte da pescare se vieni beccato con una carta sola senza aver detto «UNO!».
rule-uno-penalty-source-two = 2
rule-uno-penalty-source-four = 4
rule-uno-penalty-two = 2 carte
rule-uno-penalty-four = 4 carte

rule-wrong-card-penalty-title = Penalità per carta sbagliata
rule-wrong-card-penalty-explanation = Una carta giocata che non va bene viene ripresa e costa 4 carte (altrimenti viene solo rifiutata).

rule-table-talk-penalty-title = Penalità per suggerimenti
rule-table-talk-penalty-explanation = Chi suggerisce una carta a un altro giocatore ne pesca 4; si assegna a mano dalla tabella dei punteggi.

rule-scoring-title = Punteggio
rule-scoring-explanation = Chi vince la smazzata segna i punti delle carte rimaste agli altri, oppure ognuno tiene i punti della propria mano e vince il totale più basso.
rule-scoring-source-winner-scores = segna chi vince
rule-scoring-source-lowest-total = vince il totale più basso
rule-scoring-winner-scores = Punti a chi vince
rule-scoring-lowest-total = Vince il totale più basso

rule-target-score-title = Punteggio da raggiungere
rule-target-score-explanation = La partita finisce quando un giocatore raggiunge questo punteggio.
rule-target-score-source-five-hundred = 500

rule-partners-title = A squadre
rule-partners-explanation = Si gioca in squadra: i compagni siedono separati, così nessuno gioca subito dopo un compagno. Quando uno chiude, la squadra segna le carte degli avversari (mai quelle del compagno); vince la prima squadra che arriva al punteggio. Con Totale più basso, il totale di una squadra è la somma dei suoi giocatori.
rule-partners-source-pairs = squadre da due
rule-partners-source-threes = squadre da tre
rule-partners-off = Ognuno per sé
rule-partners-pairs = Coppie (4, 6, 8, 10)
rule-partners-threes = Squadre da tre (6, 9)

rule-stacking-title = Accumulo
rule-stacking-explanation = Rispondi a un Pesca due con un altro Pesca due (e a un Jolly +4 con un altro Jolly +4, oppure a un Pesca due con un Jolly +4): il totale delle carte da pescare passa al giocatore successivo.
rule-stacking-source-forbidden = vietato
rule-stacking-off = No
rule-stacking-same-card = +2 su +2, +4 su +4
rule-stacking-plus-four-on-plus-two = Anche +4 su +2

rule-seven-o-title = Sette-Zero
rule-seven-o-explanation = Un 7 scambia la mano con un giocatore a scelta; uno 0 fa passare tutte le mani nel senso di gioco.

rule-jump-in-title = Gioco al volo
rule-jump-in-explanation = Una carta identica a quella in cima alla pila degli scarti si può giocare fuori turno; il gioco prosegue da chi l'ha giocata.

rule-draw-to-match-title = Pesca fino a giocare
rule-draw-to-match-explanation = Se non puoi giocare, continua a pescare finché non trovi una carta giocabile.

rule-force-play-title = Gioco obbligato
rule-force-play-explanation = Una carta appena pescata che si può giocare va giocata subito.

# I nomi dei profili di regole già pronti (un profilo salvato da un giocatore tiene il nome scritto).
profile-official = Ufficiale
profile-box-sheet = Foglio regole della scatola W2087
profile-deck-112 = Mazzo da 112 carte
profile-house-party = Festa in casa
# Le regole di una partita avviata con un file di regole dalla riga di comando.
profile-rule-file = File di regole

# Perché il gioco ha rifiutato una mossa: compare per qualche secondo sopra il tavolo.
# $card è il nome di una carta («7 rosso»); $colour è red, yellow, green o blue.

refused-no-such-seat = A questo tavolo non c'è il posto { $seat }.
refused-not-your-turn = Non è il tuo turno.
# $waiting è uno dei testi waiting-… qui sotto.
refused-wrong-moment = Adesso non si può: { $waiting }.
refused-card-not-in-hand = Non hai la carta { $card }.
refused-card-does-not-match = La carta { $card } non è compatibile: gioca una carta { $colour ->
        [red] rossa
        [yellow] gialla
        [green] verde
       *[blue] blu
    } o con lo stesso numero o simbolo, oppure un Jolly.
refused-wild-needs-no-match = Puoi giocare un Jolly solo se nessun'altra carta della tua mano è compatibile con quella scoperta.
refused-must-play-legal-card-after-bluff = Il tuo bluff è stato scoperto: riprendi il Jolly +4 e gioca una carta valida.
refused-nothing-to-draw = Non ci sono più carte da pescare.
refused-cannot-pass = Puoi ancora giocare o pescare: non puoi passare.
refused-cannot-stack = Solo una carta Pesca cumulabile può rispondere { $n ->
        [one] alla carta da pescare
       *[other] alle { $n } carte da pescare
    }.
refused-must-play-drawn-card = La carta che hai appena pescato è giocabile: devi giocarla.
refused-cannot-target-yourself = Scegli un altro giocatore, non te stesso.
refused-penalty-out-of-range = La penalità di una regola della casa va da 1 a 4 carte, non { $n }.
refused-nobody-to-penalise = La regola della casa non riguarda nessuno in particolare: non c'è nessuno a cui dare carte.
refused-cannot-give-that = Puoi dare solo carte che hai in mano.
refused-nothing-to-challenge = Non c'è nessun Jolly +4 da contestare.
refused-uno-not-needed = Puoi dire UNO solo quando stai per giocare la penultima carta o l'hai appena giocata.
refused-uno-already-called = UNO è già stato dichiarato.
refused-called-uno-in-time = Quel giocatore ha detto UNO: non puoi beccarlo.
refused-catch-too-late = Troppo tardi: il gioco è andato avanti da quando quel giocatore è rimasto con una carta.
refused-not-on-one-card = Quel giocatore non ha una carta sola.
refused-cannot-catch-yourself = Non puoi beccare te stesso.
# $rule è refused-rule-jump-in o refused-rule-table-talk.
refused-rule-not-in-play = La regola «{ $rule }» non è attiva.
refused-rule-jump-in = Gioco al volo
refused-rule-table-talk = Penalità per suggerimenti
refused-jump-in-needs-identical-card = Puoi giocare al volo solo con una carta identica a quella scoperta.
refused-jump-in-on-your-turn = È il tuo turno: gioca la carta normalmente.
refused-round-over = La smazzata è finita.
refused-match-over = La partita è finita.

# Che cosa aspetta il gioco, dentro refused-wrong-moment.
waiting-deal = le carte non sono ancora state distribuite
waiting-play-or-draw = gioca una carta o pesca
waiting-draw-penalty = pesca le carte dovute, rilancia o contesta
waiting-colour = scegli un colore
waiting-target = scegli un giocatore
waiting-play-or-keep = gioca o tieni la carta pescata
waiting-give-cards = scegli le carte da dare
waiting-house-rule-for = di' a chi si applica la regola della casa
waiting-judge-house-rule = il tavolo giudica la regola della casa

# Perché non si è potuta preparare una partita.
problem-player-count = A UNO si gioca da 2 a 10 giocatori, non { $n }.
problem-no-such-dealer = Il mazziere deve essere uno dei giocatori (il posto { $seat } non esiste).
problem-partners = { $partners ->
    [threes] Le squadre da tre richiedono 6 o 9 giocatori
   *[pairs] Le coppie richiedono 4, 6, 8 o 10 giocatori
}, non { $n }.

# Una partita salvata che non si può caricare; $why è uno dei testi problem-save-… oppure il
# problema del file (problem-ron).
problem-save = Questa partita salvata non si può caricare: { $why }
problem-save-other-version = è stata scritta da un'altra versione del gioco (formato { $version })
problem-save-player-count = il numero dei giocatori non torna
problem-save-too-many-cards = contiene più carte di quante ne abbia il mazzo
# $detail è tecnico, in inglese.
problem-save-impossible = contiene una situazione che nessuna partita può raggiungere ({ $detail })

# Valori fuori dai limiti che danno le regole (un file di regole, il modulo di Nuova partita).
problem-amount = { $n } è fuori dai limiti: usa un numero da 1 a 10.
problem-card-text = Il testo della carta deve avere da 1 a 80 caratteri (ne ha { $n }).
# $problem è problem-card-text.
problem-card-text-of = Jolly personalizzabile { $n }: { $problem }
problem-effect-count = Un Jolly personalizzabile ha al massimo 4 effetti (ne ha { $n }).
problem-custom-wild-count = Il mazzo prevede da 1 a 3 Jolly personalizzabili (qui ne sono elencati { $n }).
problem-target-score = Il punteggio da raggiungere deve essere di almeno 1 punto.

# Che cosa non va nel modulo di Nuova partita.
problem-seat-needs-name = Il posto { $n } ha bisogno di un nome.
problem-dealer-gone = Il mazziere scelto non è più al tavolo.

# Un problema in un file RON (impostazioni, file di regole, temi, salvataggi). $what dice che cosa
# non va (ron-…, qui sotto); $field è il nome di un'impostazione nel file.
problem-ron = riga { $line }: { $what }
problem-ron-field = riga { $line }, campo `{ $field }`: { $what }
problem-custom-wilds-unused = riga { $line }: i Jolly personalizzabili elencati qui non vengono usati, perché il mazzo classico non ne ha (aggiungi `deck: SwapAndCustom` per giocarci)

# Che cosa non va in un file RON, dopo «riga N:» ($what qui sopra). $found e $field sono quello che
# dice il file; $expected elenca i nomi che il file può usare; $takes e $value vengono da sotto.
ron-unknown-field = campo sconosciuto `{ $found }`; i campi sono: { $expected }
ron-unknown-value = `{ $found }` non è un valore valido; usa uno di questi: { $expected }
ron-missing-field = manca il campo `{ $field }`
ron-duplicate-field = il campo `{ $field }` compare due volte
ron-decimals = serve un numero intero, senza virgola né punto decimale
ron-ends-too-early = il file finisce troppo presto: forse manca una `)`, una `]` o una `{ "}" }` di chiusura
ron-expected-comma = serve una virgola tra due voci
ron-expected-list = serve un elenco tra parentesi quadre, come `[ ... ]`
ron-expected-list-end = serve una `]` per chiudere l'elenco
ron-expected-boolean = serve `true` o `false`
ron-expected-number = serve un numero
ron-expected-whole-number = serve un numero intero
ron-expected-option = serve un valore o `None`
ron-expected-close = serve una `)` per chiudere le parentesi
ron-expected-map = serve una mappa tra parentesi graffe, come `{ "{" } ... { "}" }`
ron-expected-map-colon = serve `:` tra un nome e il suo valore
ron-expected-map-end = serve una `{ "}" }` per chiudere la mappa
ron-expected-open = serve una `(` per aprire l'elenco dei campi
ron-expected-unit = serve `()`
ron-expected-text = serve un testo tra virgolette doppie, come `"questo"`
ron-expected-name = serve il nome di un campo o un valore
ron-out-of-range = il numero è fuori dai limiti consentiti
ron-not-a-digit = `{ $char }` non è una cifra
ron-unexpected-char = `{ $char }` non va qui
ron-trailing-text = c'è altro testo dopo la `)` finale
ron-unclosed-comment = un commento non è chiuso
ron-not-a-colour = `{ $value }` non è un colore: scrivilo come `"#RRGGBB"`, per esempio `"#D62828"`
ron-wrong-kind = serve { $takes }, c'è { $found }
# $expected sono le parole del lettore dei file (in inglese), come «an array of length 4».
ron-wrong-length = serve { $expected }, { $n ->
    [one] c'è una voce
   *[other] ci sono { $n } voci
}
# Un altro problema, con le parole del lettore dei file (in inglese).
ron-other = { $what }
# Che cosa vuole un campo ($takes in ron-wrong-kind).
ron-takes-whole-number = un numero intero
ron-takes-number = un numero
ron-takes-boolean = `true` o `false`
ron-takes-fields = una `(` per aprire l'elenco dei campi
# Che cosa c'è invece ($found in ron-wrong-kind); $value è come è scritto nel file.
ron-found-boolean = `{ $value }`
ron-found-whole-number = il numero intero `{ $value }`
ron-found-number = il numero `{ $value }`
ron-found-char = il carattere `{ $value }`
ron-found-text = il testo { $value }

# I file del gioco: impostazioni, l'ultima configurazione di Nuova partita, profili di regole.
# $file e $backup sono percorsi; $reason è il motivo dato dal sistema (nella sua lingua).
problem-file = { $file }: { $problem }
problem-file-unreadable = Impossibile leggere { $file }: { $reason }
problem-file-kept = { $problem }. Il file è stato conservato come { $backup } e si usano i valori predefiniti.
problem-file-not-kept = { $problem }. Non è stato possibile metterlo da parte ({ $reason }); si usano i valori predefiniti.
# Il file delle statistiche rovinato: non ci sono valori predefiniti, il conteggio ricomincia.
problem-stats-kept = { $problem }. Il file è stato conservato come { $backup } e il conteggio riparte da zero.
problem-stats-not-kept = { $problem }. Non è stato possibile metterlo da parte ({ $reason }); il conteggio riparte da zero.
problem-file-empty = { $file } è vuoto
problem-file-not-text = { $file } non si può usare: il contenuto non è testo (è danneggiato, o non è un file del gioco)
problem-file-newer = { $file } è stato scritto da una versione più recente del gioco (formato { $version }); aggiorna il gioco per aprirlo
problem-file-inconsistent = { $file }: lo stato salvato non è quello che danno le sue mosse
# Le mosse di una partita giocate di nuovo: una di esse ora non è valida. $index conta da 1; $why dice perché.
problem-replay-refused = la mossa { $index } della registrazione (smazzata { $round }, posto { $seat }) non è valida: { $why }
problem-replay-setup = la partita non si può preparare: { $why }
# Una partita salvata, il salvataggio automatico o una registrazione che non si è potuta aprire.
problem-match-kept = { $problem }. Il file è stato conservato come { $backup }; le altre partite non ne risentono.
problem-match-not-kept = { $problem }. Non è stato possibile metterlo da parte ({ $reason }); le altre partite non ne risentono.
# Un file di traduzione (della cartella di un traduttore) che non si è potuto leggere; $what è tecnico.
problem-translation-file = File di traduzione { $file }: { $what }
problem-translation-file-line = File di traduzione { $file }, riga { $line }: { $what }

# Avvisi nei menu sui salvataggi.
notice-party-reset = { $file }: la configurazione salvata non ha un numero di posti valido; se ne usa una nuova.
notice-party-not-saved = Impossibile salvare la configurazione della partita: { $reason }
notice-settings-not-saved = Impossibile salvare le impostazioni: { $reason }
notice-profile-saved = Profilo «{ $name }» salvato
notice-profile-not-saved = Impossibile salvare il profilo: { $reason }

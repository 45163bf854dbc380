# I menu: menu principale, Nuova partita (con l'editor dei Jolly personalizzabili), le Regole,
# le Impostazioni e il menu di pausa.

# Torna alla schermata di prima (Nuova partita, le Regole).
menu-back = Indietro

# Il menu principale. Il nome del gioco resta uguale in ogni lingua.
menu-title = UNO Party
menu-tagline = Da 2 a 10 giocatori intorno a un solo computer
menu-new-game = Nuova partita
menu-rules = Regole
menu-statistics = Statistiche
menu-settings = Impostazioni
menu-quit = Esci

# Il menu di pausa (Esc al tavolo).
pause-title = Pausa
pause-resume = Riprendi
pause-scoreboard = Punteggi
pause-quit-to-menu = Menu principale
pause-confirm-question = Lasciare la partita per il menu principale? «Continua» la riprende.
pause-keep-playing = Continua a giocare
pause-quit-match = Lascia la partita

# Impostazioni. («Lingua» è settings-language, in common.ftl.)
settings-title = Impostazioni
settings-animation-speed = Velocità delle animazioni
# Dopo il numero del cursore della velocità: × 1,5.
settings-animation-speed-unit = × (0: istantanee)
settings-window = Finestra
settings-window-windowed = In finestra
settings-window-borderless = Schermo intero (senza bordi)
settings-window-fullscreen = Schermo intero (esclusivo)
# Quanto tempo dopo la penultima carta un giocatore può ancora dire UNO.
settings-uno-grace = Tempo per dire UNO
settings-uno-grace-unit = secondi per dire UNO in ritardo
# Quanto aspettano i giocatori del computer prima di beccare chi non ha detto UNO.
settings-bot-catch = Riflessi del computer
settings-bot-catch-unit = s in più (almeno 3 con persone)
settings-ui-scale = Dimensione di menu e carte
settings-reduced-motion = Movimento ridotto
settings-reduced-motion-hint = le carte saltano al loro posto, niente vibra né vola
settings-volume = Volume
settings-mute = Muto
settings-replay-sound = anche nei replay
sound-starting = Cerco il server audio del computer…
sound-playing = I suoni escono da { $server }.
sound-silent = Il gioco è senza suoni: { $why }.
sound-no-server = non c'è un server audio (PulseAudio o PipeWire)
sound-unreachable = il server audio in { $at } non risponde ({ $detail })
sound-refused = il server audio in { $at } ha rifiutato il gioco ({ $detail })
sound-remote = il server audio { $at } è in rete, e il gioco suona solo con quello di questo computer
sound-lost = il server audio non risponde più (il gioco lo cerca di nuovo ogni pochi secondi)
settings-save = Salva e torna
settings-cancel = Annulla

# Nuova partita: i posti.
newgame-title = Nuova partita
newgame-players = Giocatori
newgame-move-up = su
newgame-move-up-hint = Sposta su di un posto
newgame-move-down = giù
newgame-move-down-hint = Sposta giù di un posto
newgame-seat = Posto { $n }
newgame-remove = Rimuovi
newgame-add-player = Aggiungi un giocatore
newgame-name-limit = Un nome ha al massimo { $n } caratteri
newgame-human = Persona
newgame-computer = Computer
# I livelli dei giocatori del computer.
newgame-level-easy = Facile
newgame-level-basic = Base
newgame-level-normal = Normale
newgame-level-hard = Difficile
# Chi distribuisce le carte nella prima smazzata.
newgame-dealer = Mazziere:
newgame-dealer-random = A caso
newgame-target = Punteggio da raggiungere:
# A squadre, subito sotto i giocatori: la scelta (i valori sono rule-partners-…), poi ogni squadra
# ($team: team-name) con i suoi giocatori ($players: team-two, team-three). I compagni siedono separati.
newgame-partners = Squadre:
newgame-partners-apart = I compagni siedono separati, così nessuno gioca subito dopo un compagno.
newgame-team = { $team }: { $players }
# Nuova partita: le regole.
newgame-rules = Regole
newgame-profile = Profilo:
newgame-every-option = Tutte le opzioni delle regole
newgame-custom-wilds = Jolly personalizzabili
newgame-save-profile = Salva queste regole come profilo:
newgame-save = Salva
newgame-start = Inizia

# L'editor dei Jolly personalizzabili in Nuova partita.
wilds-how-many = Quanti:
wilds-card-text = Carta { $n }: testo
wilds-remove = Rimuovi
wilds-add-effect = Aggiungi un effetto
# Caratteri scritti su una carta, sul massimo che ne contiene.
wilds-text-count = { $n }/{ $max }
# Un Jolly personalizzabile senza effetti dall'elenco: il suo testo è la regola.
wilds-house-rule = Nessun effetto dall'elenco: una regola della casa. Chi la gioca sceglie il colore e dice a chi si applica; il tavolo la giudica: Fatto, oppure da 1 a 4 carte per quel giocatore.
wilds-house-rule-source = scrivi la tua regola
# I testi che il gioco scrive sui tre Jolly personalizzabili finché i giocatori non scrivono i
# loro (la carta dice cosa fa; al massimo 80 caratteri).
wilds-default-text-1 = Tutti gli altri pescano 1
wilds-default-text-2 = Dai via 2 carte
wilds-default-text-3 = Salta 2 giocatori
# Che cosa fa la carta, i suoi effetti in ordine: «Effetto: il prossimo giocatore pesca 2 carte, poi inverti il senso di gioco».
wilds-does = Effetto: { $effects }
wilds-then = { $first }, poi { $next }
# I tipi di effetto tra cui scegliere.
wilds-kind-next-draws = Il prossimo giocatore pesca
wilds-kind-skip = Salta giocatori
wilds-kind-everyone-draws = Tutti gli altri pescano
wilds-kind-give = Dai carte a un giocatore
wilds-kind-discard-colour = Scarta il colore scelto
wilds-kind-swap-hands = Scambia la mano con un giocatore
wilds-kind-rotate-hands = Tutte le mani passano
wilds-kind-reverse = Inverti
# Un effetto, come si legge dopo «Effetto:».
effect-next-draws = { $n ->
    [one] il prossimo giocatore pesca una carta
   *[other] il prossimo giocatore pesca { $n } carte
}
effect-skip = { $n ->
    [one] salta un giocatore
   *[other] salta { $n } giocatori
}
effect-everyone-draws = { $n ->
    [one] tutti gli altri pescano una carta
   *[other] tutti gli altri pescano { $n } carte
}
effect-give = { $n ->
    [one] dai una carta a un giocatore
   *[other] dai { $n } carte a un giocatore
}
effect-discard-colour = scarta tutte le carte del colore scelto
effect-swap-hands = scambia la mano con un giocatore
effect-rotate-hands = tutte le mani passano nel senso di gioco
effect-reverse = inverti il senso di gioco

# Le Regole: il gioco in poche frasi, sopra tutte le opzioni.
rules-title = Regole
rules-intro = Gioca una carta dello stesso colore, numero o simbolo di quella in cima alla pila degli scarti, oppure un Jolly. Se non puoi (o non vuoi), pesca una carta: se si può giocare, puoi metterla subito. Quando giochi la penultima carta devi dire «UNO!». Il primo che resta senza carte vince la smazzata e segna i punti delle carte rimaste in mano agli altri; il primo che arriva al punteggio da raggiungere vince la partita.

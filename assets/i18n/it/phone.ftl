# Giocare dai telefoni: la mano di ciascuno nel browser del proprio telefono, il tavolo sul computer.
# $who è il nome di un giocatore; $n un numero; $address un indirizzo web; $port il numero di una porta.

newgame-phone = Da telefono

phones-title = Telefoni
phones-how = Inquadra il codice con la fotocamera del telefono, o scrivi l'indirizzo nel suo browser. Il telefono deve essere sulla stessa Wi-Fi di questo computer.
phones-joined = { $who }: collegato
phones-waiting = { $who }: in attesa del telefono…
phones-gone = { $who }: telefono scollegato
phones-hide = Nascondi
phones-show = Telefoni
phones-port-in-use = La porta { $port } è già usata da un altro programma: i telefoni non possono collegarsi.
phones-other-port = Usa un'altra porta
phones-cannot-start = Il server per i telefoni non è partito: { $why }
phones-listening = In ascolto sulla porta { $port }
phones-no-network = Questo computer sembra senza rete: i telefoni devono essere sulla stessa Wi-Fi.
phones-other-addresses = Se un telefono non apre l'indirizzo, questo computer ha anche: { $list }
phones-code-hidden = Il codice è nascosto: il posto appartiene al suo telefono.
phones-show-code = Mostra il codice
phones-claim-question = Dare il posto di { $who } a un altro telefono?
phones-claim-why = Un telefono che non è quello di { $who } chiede di giocare la sua mano. Rispondi sì solo se { $who } ha cambiato telefono: il telefono che ha il posto ora sarà avvisato.
phones-claim-give = Dallo all'altro telefono
phones-claim-keep = Tienilo sul telefono di { $who }
pause-take-back = Gioca { $who } al computer

settings-phone-port = Porta per i telefoni
settings-phone-port-hint = Il gioco ascolta su questa porta solo durante una partita con posti da telefono. 0: una porta libera qualsiasi.

phone-connecting = Collegamento…
phone-reconnecting = Collegamento perso: mi ricollego…
phone-your-turn-short = Tocca a te!
phone-your-turn = Tocca a te: tocca una carta per giocarla, o Pesca
phone-your-decision = Tocca a te: scegli
phone-waiting-to-deal = In attesa della distribuzione
phone-hand = La tua mano
phone-players = Giocatori
phone-cards = { $n ->
    [one] carta
   *[other] carte
}
phone-draw-pile = Mazzo
phone-colour = Colore
phone-take-back = Usa di nuovo questo telefono
phone-replaced = Questo posto è stato riaperto su questo telefono (un'altra scheda o finestra).
phone-moved = Questo posto è stato aperto su un altro telefono.
phone-seat-moved = Il posto di { $who } è passato a un altro telefono.
phone-given-away = Il computer ha dato il tuo posto a un altro telefono.
phone-claim-waiting = Un altro telefono ha questo posto. Aspetto che il computer dica di sì…
phone-claim-asked = Un altro telefono chiede il tuo posto: decide il computer.
phone-claim-refused = Il computer ha tenuto questo posto per il telefono che ce l'ha. Puoi chiederlo di nuovo fra { $n } secondi.
phone-claim-too-soon = Il computer ha appena tenuto questo posto per il suo telefono: chiedilo di nuovo fra { $n } secondi.
phone-claim-busy = Un altro telefono sta già chiedendo questo posto: riprova tra poco.
phone-offline-tap = Non collegato: il tuo tocco parte appena torna il collegamento.
phone-more-players = Altri giocatori: scorri
phone-closed = La partita sul computer è finita. Grazie di aver giocato!
phone-taken-back = Il posto di { $who } ora si gioca al computer.
phone-closed-title = UNO: questo posto è chiuso
phone-wait = Attendi…
phone-dealer-short = M
phone-paused = Il gioco è in pausa sul computer.
phone-draw = Pesca
phone-pass = Passo
phone-next-round = Prossima smazzata
phone-give = { $n ->
    [one] Tocca la carta da dare a { $who }
   *[other] Tocca le { $n } carte da dare a { $who }
}
phone-bad-message = Il gioco non ha capito quel messaggio.
phone-too-fast = Troppi tocchi: rallenta.
phone-stale = Il gioco è andato avanti: guarda di nuovo e tocca ancora.
# A squadre: il segno sui giocatori della propria squadra, l'etichetta della riga dei totali delle
# squadre, e chi ha vinto la partita ($team: team-name, "Squadra A").
phone-partner = Compagno
phone-teams = Squadre
phone-team-wins = La { $team } vince la partita!
# Il suggerimento sul telefono (se la partita li ammette): il pulsante, e perché non è arrivato.
phone-hint = Suggerimento
phone-hint-off = In questa partita i suggerimenti non sono ammessi.
phone-hint-not-now = Il suggerimento si chiede solo quando tocca a te.

# Il suggerimento (un'impostazione della partita), «Che cosa fa questa carta?» e Impara a giocare.
hint-button = Suggerimento (H)
hint-thinking = Sto pensando a un suggerimento…
scores-hints-allowed = In questa partita i suggerimenti sono ammessi ({ $n ->
    [0] nessuno usato finora
    [one] uno usato
   *[other] { $n } usati
}).
match-hints-used = { $n ->
    [one] un suggerimento
   *[other] { $n } suggerimenti
}
newgame-hints = Suggerimenti ammessi
newgame-hints-tip = Un pulsante Suggerimento (e il tasto H) mostra la mossa che farebbe il giocatore del computer Difficile, con il motivo. Attivo di norma con giocatori del computer Facili o nella tua prima partita; la tabella dei punteggi dice che era ammesso.
help-key-hint = H
help-does-hint = Un suggerimento: la mossa che farebbe il giocatore del computer Difficile, e perché (se i suggerimenti sono ammessi)
help-key-explain = I
help-does-explain = Che cosa fa questa carta? (la carta evidenziata; oppure tieni il puntatore su una carta)
menu-learn = Impara a giocare
menu-learn-options = Le regole facoltative del tuo tavolo
lesson-window = Impara a giocare
lesson-window-options = Le regole facoltative del tuo tavolo
lesson-step = Passo { $n } di { $of }
lesson-continue = Avanti (Invio)
lesson-restart = Ricomincia
lesson-leave = Esci dalla lezione
lesson-not-that = Non così:
lesson-done = Bravo: sai giocare a UNO!
lesson-done-options = Bravo: queste sono le regole facoltative del tuo tavolo.
lesson-play-match = Gioca una partita
lesson-to-options = Le regole facoltative del tuo tavolo
lesson-main-menu = Menu principale
lesson-no-options = Il tuo tavolo non usa nessuna di queste regole: Accumulo, Sette-Zero, Gioco al volo, Jolly Scambia mani, Jolly personalizzabili.

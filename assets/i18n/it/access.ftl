# Giocare senza vedere lo schermo: quello che un lettore di schermo (sulla pagina del telefono o al
# computer) dice a richiesta e di ogni carta. $card è il nome di una carta, $n un numero, $who il
# nome di un giocatore, $cards un elenco di nomi di carte, $colour il nome di un colore.

# Una carta della mano, come un lettore di schermo nomina il suo pulsante: la carta, poi cosa si
# può fare ora.
card-playable = { $card }, giocabile
card-not-playable = { $card }, non giocabile ora
card-givable = { $card }, da dare
# La mano raggruppata per colore: il titolo di un gruppo, e quello del gruppo dei jolly.
hand-group = { $group }: { $n ->
    [one] una carta
   *[other] { $n } carte
}
hand-group-wild = Jolly
# "Leggi la mia mano", "Carta in cima", "Carte in mano": cosa viene letto.
read-hand = La tua mano, { $n ->
    [one] una carta
   *[other] { $n } carte
}: { $cards }.
read-hand-empty = La tua mano è vuota.
read-playable = Giocabili: { $cards }.
read-none-playable = Nessuna carta giocabile: pesca.
read-top = Carta in cima: { $card }. Colore: { $colour }.
read-no-top = Ancora nessuna carta sulla pila degli scarti.
read-draw-pile = { $n ->
    [one] Una carta
   *[other] { $n } carte
} nel mazzo.
read-seat = { $who }: { $n ->
    [one] una carta
   *[other] { $n } carte
}
read-you = Tu: { $n ->
    [one] una carta
   *[other] { $n } carte
}
read-seat-uno = ha detto UNO
read-seat-turn = sta giocando
# I pulsanti del telefono che leggono ad alta voce, e i titoli della sua pagina.
phone-read-hand = Leggi la mia mano
phone-read-top = Carta in cima
phone-read-counts = Carte in mano
phone-short-names = Nomi brevi (r5)
phone-reading = Leggi ad alta voce
phone-table = Tavolo
read-hand-hidden = La tua mano ti viene letta quando lo schermo è tuo.
read-nothing-yet = Non è ancora successo niente.
# Una riga letta a richiesta, mostrata sul tavolo mentre viene letta ($text: cosa si legge).
read-aloud-line = { $text }
# I tasti dell'Aiuto per giocare senza vedere il tavolo.
help-key-groups = Pag giù, Pag su
help-does-groups = Salta al colore successivo o precedente della tua mano
help-key-read-hand = M
help-does-read-hand = Leggi ad alta voce la mia mano (e cosa posso giocare)
help-key-read-top = T
help-does-read-top = Leggi la carta in cima, il colore e il mazzo
help-key-read-counts = N
help-does-read-counts = Leggi quante carte ha ognuno e a chi tocca
help-key-read-last = L
help-does-read-last = Ripeti gli ultimi cinque eventi
# L'albero di accessibilità al computer: il gruppo della mano, e una sua carta con il suo posto.
read-hand-title = { $n ->
    [one] La tua mano: una carta
   *[other] La tua mano: { $n } carte
}
card-position = { $card }, { $i } di { $n }
# Impostazioni: per chi gioca senza vedere il tavolo.
settings-without-seeing = Senza vedere il tavolo
settings-read-aloud = Leggi ad alta voce
settings-read-aloud-missing = Leggi ad alta voce (serve spd-say)
settings-read-aloud-hint = Ogni mossa e ogni riga del tavolo viene detta dalla voce del computer, speech-dispatcher (spd-say).
settings-wait-for-words = Il computer aspetta le parole
settings-wait-for-words-hint = Nessun giocatore del computer muove finché le ultime parole non sono state ascoltate (lette ad alta voce, o al ritmo di un lettore di schermo).
settings-short-card-names = Nomi brevi delle carte (r5, v+2)
settings-short-card-names-hint = Le carte sono chiamate come negli angoli del mazzo in Braille: la lettera del colore (r rosso, g giallo, v verde, b blu) e il numero, oppure sa (Salta), in (Inverti), +2; jo e jo+4 per i jolly. Brevi su un display Braille.
# Il mazzo come pulsante nell'albero di accessibilità.
read-draw-button = { $n ->
    [one] Mazzo, una carta
   *[other] Mazzo, { $n } carte
}

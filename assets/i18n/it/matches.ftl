# Le partite conservate: Continua, partite salvate, replay, annulla. $players elenca le coppie
# «nome punti» (match-player-score) separate da virgole; $date è una data scritta con match-date-format.

# Dal menu principale si torna a una partita, o a quelle conservate.
menu-continue = Continua
menu-continue-line = { $players } · smazzata { $round }
match-player-score = { $name } { $points }
# A coppie o a squadre: una squadra ($team: team-name), i suoi giocatori in fila, il suo totale.
match-team-score = { $team } ({ $players }) { $points }
menu-saved-matches = Partite salvate
menu-replays = Replay

# Il menu di pausa.
pause-save-and-quit = Salva ed esci

# Le partite salvate.
load-title = Partite salvate
load-none = Ancora nessuna partita salvata: «Salva ed esci» nel menu di pausa ne conserva una qui.
load-button = Carica
match-delete = Elimina
match-delete-question = Eliminare questa partita per sempre?
match-delete-yes = Elimina
match-delete-no = Tienila
match-line = { $date } · { $players } · smazzata { $round }
# Come si scrive una data (lo schema strftime di chrono): 02/12/2026 14:05.
match-date-format = %d/%m/%Y %H:%M
match-undo-used = con annullamenti
match-finished = finita
match-not-finished = non finita

# I replay: ogni partita, finita o no.
replays-title = Replay
replays-none = Ancora nessun replay: ogni partita viene conservata qui mentre si gioca.
replays-watch = Guarda
replays-kept = Si conservano gli ultimi { $n } replay.

# Guardare un replay.
replay-play = Avvia
replay-pause = Pausa
replay-back = Indietro di una mossa
replay-forward = Avanti di una mossa
replay-speed = Velocità
replay-round = Smazzata { $n }
replay-view = Mani
replay-view-all = Tutte scoperte
replay-view-seat = Come le vede { $who }
# All'inizio (mossa 0) non si è ancora giocato niente: le carte sono appena state distribuite.
replay-position = { $at ->
    [0] Inizio della smazzata
   *[other] Mossa { $at } di { $total }
}
replay-close = Chiudi
replay-refused = Il replay si ferma qui: { $why }

# Annulla, con una sola persona al tavolo.
undo-button = Annulla mossa (Ctrl+Z)
scores-undo-used = In questa partita si è usato «Annulla mossa».

notice-match-saved = Partita salvata: { $file }
notice-match-not-saved = Non è stato possibile salvare la partita come { $file }; «Continua» la riprende ancora.
notice-write-failed = Non è stato possibile scrivere { $file }: { $why }. Il gioco riprova da solo ogni pochi secondi.
write-why-disk-full = il disco è pieno
write-why-too-many-files = ci sono troppi file aperti
write-why-not-allowed = il sistema non permette di scrivere lì
write-why-other = il sistema dice «{ $detail }»
notice-written-again = Ora { $file } è stato scritto.
notice-match-not-deleted = Impossibile eliminare { $file }: { $reason }

# A message that names a file: the button that opens the folder it is in, and what came of it.
notice-open-folder = Apri la cartella
folder-opening = Apro la cartella…
folder-opened = La cartella è aperta nel gestore dei file.

# Impostazioni → Tema delle carte: i pulsanti del mazzo.
studio-make = Crea un mazzo
studio-edit = Modifica questo mazzo
studio-edit-copy = Modifica una copia
studio-import = Importa un mazzo…
studio-only-from-menu = Crea o modifica un mazzo dalle Impostazioni del menu principale (c'è una partita in corso).
# Lo studio dei mazzi. $name è il nome del mazzo.
studio-title = Studio dei mazzi: { $name }
studio-name = Nome
studio-author = Autore
studio-undo = Annulla modifica
studio-redo = Ripeti modifica
studio-save = Salva
studio-export = Esporta il mazzo…
studio-back = Indietro
studio-unsaved = Non salvato
studio-saved-line = Salvato
studio-group-back = Dorsi
studio-group-numbers = { $colour ->
    [red] Numeri rossi
    [yellow] Numeri gialli
    [green] Numeri verdi
   *[blue] Numeri blu
}
studio-group-actions = Salta, Inverti, Pesca due { $colour ->
    [red] rossi
    [yellow] gialli
    [green] verdi
   *[blue] blu
}
studio-group-skip = Tutti i Salta
studio-group-reverse = Tutti gli Inverti
studio-group-draw-two = Tutti i Pesca due
studio-group-wilds = Jolly, Jolly +4, Jolly Scambia mani
studio-group-customizable = Jolly personalizzabili
studio-group-table = Il tavolo
studio-editing = Stai modificando: { $what }
studio-editing-card = una carta, { $card }
studio-choose-file = Immagine da un file…
studio-pictures = Immagini
studio-game-browser = Usa il browser di file del gioco
studio-decks = Mazzi di UNO Party
studio-take-off = Rimuovi l'immagine
studio-no-picture = Nessuna immagine: le carte sono disegnate nei colori a destra.
studio-place-help = Trascina la carta per spostare l'immagine; rotellina o cursore per ingrandire (da tastiera: Tab fino alla carta, poi le frecce e + o -).
studio-zoom = Zoom
studio-decoding = Apro { $file }…
studio-drop-hint = Oppure trascina un file d'immagine sulla finestra.
studio-phone = Oppure manda una foto da un telefono: inquadra il codice.
studio-phone-off = I telefoni non possono mandare foto: { $reason }
studio-picture-from-phone = È arrivata una foto da un telefono.
studio-custom-text = Testo stampato sul Jolly personalizzabile { $n }
studio-colours = Colori
studio-colour-wild = Jolly
studio-colour-back = Dorso
studio-colour-edge = Bordo
studio-colour-table = Tavolo
studio-too-close-deuteranopia = { $a } e { $b } sembrano quasi uguali a chi ha la deuteranopia (circa 1 uomo su 20 ne ha una forma).
studio-too-close-protanopia = { $a } e { $b } sembrano quasi uguali a chi ha la protanopia (circa 1 uomo su 50 ne ha una forma).
studio-shapes-help = Le forme distinguono i colori anche senza vederli.
studio-add-shapes = Aggiungi le forme
studio-shapes = Una forma per ogni colore
studio-colours-fine = Distinguibili con le forme più comuni di daltonismo.
studio-saved = Salvato in { $folder }; le carte lo usano già.
studio-not-saved = Non salvato: { $reason }
studio-picture-problem = { $file } { $what }
studio-leave-title = Uscire dallo studio?
studio-leave-text = Le modifiche a «{ $name }» non sono salvate.
studio-leave-save = Salva ed esci
studio-leave-discard = Esci senza salvare
studio-leave-stay = Resta
studio-new-name = Il mio mazzo
browser-title-picture = Scegli un'immagine (PNG o JPEG)
browser-title-deck = Scegli un file di mazzo (.unodeck)
browser-title-save = Dove salvare il file del mazzo
browser-up = Su
browser-home = Cartella home
browser-empty = Qui non c'è niente da scegliere.
browser-no-such-folder = Cartella o file inesistente: { $path }
browser-file-name = Nome del file
browser-save-here = Salva qui
browser-cancel = Annulla
# La pagina del telefono per mandare una foto allo studio.
studio-phone-title = Manda una foto allo studio dei mazzi
studio-phone-take = Scatta una foto
studio-phone-choose = Scegli una foto
studio-phone-sending = Invio in corso…
studio-phone-sent = Inviata: è sulla carta che stai modificando.
studio-phone-too-large = Questa foto è troppo grande da inviare (al massimo { $mb } MB).
studio-phone-not-an-image = Questa non è una foto JPEG o PNG.
studio-phone-too-many-pixels = Questa immagine ha troppi pixel per essere usata.
studio-phone-busy = Lo studio sta ancora lavorando sulle ultime foto: riprova fra un momento.
studio-phone-closed = Lo studio dei mazzi è chiuso: riaprilo sul computer.
studio-phone-failed = La foto non è arrivata: controlla il Wi-Fi e riprova.

# La sezione del tema delle carte nelle Impostazioni: la scelta del tema, un'anteprima, la cartella
# dei temi del giocatore.
theme-title = Tema delle carte
# Dopo la scelta del tema: chi l'ha fatto.
theme-by = di { $author }
# Un tema incluso nel gioco, nell'elenco.
theme-built-in = { $name } (incluso)
# I nomi dei temi inclusi nel gioco (il tema di un giocatore tiene il nome che si dà).
theme-name-classic = Classico
theme-name-high-contrast = Alto contrasto
# Prima del percorso della cartella dei temi del giocatore.
theme-folder = I tuoi temi:
theme-open-folder = Apri la cartella
# Che cosa hanno fatto i due pulsanti. $folder è un percorso.
theme-folder-not-made = Impossibile creare { $folder }: { $reason }
# $program è il gestore dei file del sistema (explorer, open, xdg-open).
theme-folder-not-opened = Impossibile aprire la cartella ({ $program }: { $reason }); si trova in { $folder }
theme-export-not-empty = { $folder } esiste già e non è vuota: scegli una cartella nuova o vuota (non è stato scritto niente)
theme-export-failed = { $file }: { $reason }
theme-problems-title = Problemi con «{ $name }» (per questi si usa la grafica predefinita):

# Un avviso sopra ogni schermata quando alcuni file del tema in uso non si possono usare.
theme-notice-intro = Alcuni file di «{ $name }» non si possono usare; al loro posto c'è la grafica predefinita:
theme-notice-fix = Correggi i file e salva: le carte si aggiornano da sole.
theme-notice-ok = OK

# Un problema con un file del tema: il nome del file, poi che cosa non va e che cosa si disegna al
# suo posto (i testi qui sotto, che seguono il nome del file).
theme-problem = { $file }: { $what }
# $built_in elenca i nomi dei temi inclusi come li scrive il file delle impostazioni.
theme-no-such-theme = tema inesistente: non è uno di quelli inclusi ({ $built_in }), né una cartella in { $folder }, né il percorso di una cartella; si usa la grafica classica
theme-folder-missing = la cartella del tema non c'è più; si usa la grafica classica
# $problem è il punto di theme.ron e che cosa non va (problem-ron).
theme-manifest-invalid = { $problem }. Si usano i colori predefiniti.
theme-manifest-not-text = non è un file di testo UTF-8. Si usano i colori predefiniti.
theme-manifest-missing = manca: si usano i colori predefiniti (ogni tema ne ha bisogno, almeno con un nome)
theme-manifest-unreadable = non si può leggere ({ $reason }). Si usano i colori predefiniti.
theme-outside = deve essere un percorso dentro la cartella del tema (come photos/us.jpg), così il tema si sposta tutto intero; non viene usato
theme-not-a-font = non è un carattere TrueType o OpenType; si usa il carattere predefinito
theme-font-unreadable = non si può leggere ({ $reason }); si usa il carattere predefinito
theme-named-image-missing = manca (è indicato in theme.ron); si usa la grafica predefinita
# $card, $min e $max sono misure in pixel, come 250×368.
theme-card-image-size = è di { $width }×{ $height } pixel; l'immagine di una carta ha le proporzioni di una carta, { $card } (o per esempio 500×736), da { $min } a { $max }. Si usa la grafica predefinita.
theme-table-image-size = è di { $width }×{ $height } pixel; l'immagine del tavolo ha i lati da { $min } a { $max } pixel. Si usa il colore del tavolo in tinta unita.
theme-card-image = { $problem }; si usa la grafica predefinita
theme-table-image = { $problem }; si usa il colore del tavolo in tinta unita
theme-not-a-card-name = non è il nome di una carta, quindi non viene usato (i nomi sono come red-7.png, blue-skip.png, green-draw-two.png, wild-draw-four.png, customizable-wild-1.png)
theme-unsupported-file = non è in un formato supportato: usa PNG o JPEG (.png, .jpg); non viene usato
theme-second-image = non viene usato: un'altra immagine della stessa carta ha la precedenza (prima .png, poi .jpg, poi .jpeg)
# Perché un'immagine non si può usare. $format è un formato di file (GIF, WEBP); $detail è tecnico.
theme-image-unreadable = non si può leggere ({ $reason })
theme-image-format = è un'immagine { $format }, un formato non supportato: usa PNG o JPEG
theme-image-not-an-image = non è un'immagine che il gioco sa leggere: usa PNG o JPEG
theme-image-damaged = è danneggiato o non è un'immagine PNG/JPEG ({ $detail })
theme-image-too-large = è di { $width }×{ $height } pixel, troppo grande per essere usato (al massimo { $max } per lato)
# Perché un file del tema non si può leggere.
theme-read-missing = manca
theme-read-denied = permesso negato
theme-read-too-large = il file è di { $size } MB, più dei { $max } MB consentiti per un file di tema
# Un altro motivo, con le parole del sistema.
theme-read-other = { $reason }

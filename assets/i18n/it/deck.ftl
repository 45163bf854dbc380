# Un tema delle carte condiviso come un solo file, NOME.unodeck: Esporta il mazzo e Importa un mazzo.
# Dopo un'importazione. $name è il nome del mazzo; $folder è la cartella in cui è stato installato.
deck-imported = «{ $name }» installato in { $folder }.
# Dopo un'esportazione. $size è la dimensione del file in MB.
deck-exported = Salvato { $file } ({ $size } MB): mandalo a un amico; «Importa un mazzo» nelle Impostazioni lo installa.

# Perché un file di mazzo non è stato installato. $file è il file del mazzo; $entry è un file al suo
# interno (come cards/red-7.png); $detail e $reason sono parole tecniche.
deck-unreadable = Impossibile leggere { $file } ({ $reason }). Non è stato installato niente.
deck-file-too-large = { $file } è di { $size } MB, più dei { $max } MB che un mazzo può avere. Non è stato installato niente.
deck-not-a-zip = Questo file non è un mazzo: un mazzo è un archivio ZIP (NOME.unodeck). Non è stato installato niente.
deck-damaged = Questo mazzo è danneggiato ({ $detail }). Non è stato installato niente.
deck-too-many-entries = Questo mazzo contiene { $count } file, più dei { $max } che un mazzo può avere. Non è stato installato niente.
deck-absolute-path = { $entry } è un percorso assoluto: un mazzo contiene solo file dentro la sua cartella. Non è stato installato niente.
deck-parent-dir = { $entry } esce dalla cartella del mazzo (con ..): un mazzo contiene solo file dentro la sua cartella. Non è stato installato niente.
deck-backslash = { $entry } ha una barra rovesciata nel nome: nei percorsi di un mazzo le cartelle si separano con /. Non è stato installato niente.
deck-drive-letter = { $entry } indica un disco (con i due punti, come C:): un mazzo contiene solo file dentro la sua cartella. Non è stato installato niente.
deck-nul-in-name = { $entry } ha un carattere NUL nel nome. Non è stato installato niente.
deck-name-not-text = { $entry } ha un nome che non è testo UTF-8. Non è stato installato niente.
deck-symlink = { $entry } è un collegamento simbolico: un mazzo contiene solo file normali. Non è stato installato niente.
deck-not-a-plain-file = { $entry } non è né un file normale né una cartella: un mazzo contiene solo file normali. Non è stato installato niente.
deck-encrypted = { $entry } è cifrato: un mazzo non ha password. Non è stato installato niente.
deck-unsupported-compression = { $entry } è compresso in un modo che il gioco non sa leggere (usa la normale compressione ZIP, Deflate). Non è stato installato niente.
deck-expands-too-much = Una volta estratto, questo mazzo occuperebbe { $size } MB, più dei { $max } MB che un mazzo può avere. Non è stato installato niente.
deck-size-mismatch = { $entry } non ha la dimensione che il mazzo gli attribuisce: il file è danneggiato o fatto apposta per riempire il disco. Non è stato installato niente.
deck-entry-too-large = { $entry } è di { $size } MB, più dei { $max } MB che un file di un tema può avere. Non è stato installato niente.
deck-damaged-entry = { $entry } è danneggiato ({ $detail }). Non è stato installato niente.
deck-duplicate-name = { $entry } e { $other } non si possono estrarre insieme: i nomi differiscono solo per le maiuscole, oppure uno è un file dove all'altro serve una cartella. Non è stato installato niente.
deck-no-manifest = Questo mazzo non ha un theme.ron al primo livello (ogni mazzo ne ha uno, almeno con un nome). Non è stato installato niente.
deck-manifest-not-text = Il theme.ron del mazzo non è un file di testo UTF-8. Non è stato installato niente.
# $problem è il punto di theme.ron e che cosa non va (problem-ron).
deck-manifest-invalid = Il theme.ron del mazzo contiene un errore: { $problem }. Non è stato installato niente.
deck-outside = theme.ron indica { $entry }, fuori dalla cartella del mazzo: i percorsi di un mazzo restano al suo interno (come photos/us.jpg). Non è stato installato niente.
deck-missing = theme.ron indica { $entry }, che nel mazzo non c'è. Non è stato installato niente.
# $max è una misura in pixel, come 2000×2944.
deck-image-too-large = { $entry } è di { $width }×{ $height } pixel, più dei { $max } che può avere. Non è stato installato niente.
deck-not-an-image = { $entry } non è un'immagine PNG o JPEG. Non è stato installato niente.
deck-damaged-image = { $entry } non si può leggere come immagine PNG o JPEG ({ $detail }). Non è stato installato niente.
deck-not-a-font = { $entry } non è un carattere TrueType o OpenType. Non è stato installato niente.
deck-unknown-file = { $entry } non è un file che un mazzo può contenere (solo theme.ron, immagini PNG e JPEG, caratteri TTF e OTF). Non è stato installato niente.
deck-install-failed = Impossibile scrivere { $file } ({ $reason }). Non è stato installato niente.

# Perché un file di mazzo non è stato salvato. $folder è la cartella del tema.
deck-not-a-theme-folder = { $folder } non è la cartella di un tema (non contiene theme.ron). Il mazzo non è stato salvato.
deck-theme-too-large = I file di { $folder } occupano { $size } MB, più di quanto un mazzo possa contenere ({ $max } MB). Il mazzo non è stato salvato.
deck-theme-too-many-files = { $folder } contiene { $count } file, più dei { $max } che un mazzo può contenere. Il mazzo non è stato salvato.
deck-export-failed = { $file }: { $reason }. Il mazzo non è stato salvato.

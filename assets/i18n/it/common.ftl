# Parole che ogni schermata usa: colori, nomi delle carte, lingue.

colour-red = Rosso
colour-yellow = Giallo
colour-green = Verde
colour-blue = Blu

# Un colore nel nome di una carta.
card-colour-red = rosso
card-colour-yellow = giallo
card-colour-green = verde
card-colour-blue = blu

card-number = { $n } { $colour }
card-skip = Salta { $colour }
card-reverse = Inverti { $colour }
card-draw-two = Pesca due { $colour }
card-wild = Jolly
card-wild-draw-four = Jolly +4
card-swap-hands = Jolly Scambia mani
card-custom-wild = Jolly personalizzabile { $n }

# Il nome breve di una carta, come nell'angolo del mazzo in Braille (UNO Braille): la lettera del
# colore (r rosso, g giallo, v verde, b blu), poi il numero o sa (Salta), in (Inverti), +2; jo e
# jo+4 per i jolly.
card-short-red = r
card-short-yellow = g
card-short-green = v
card-short-blue = b
card-short-number = { $colour }{ $n }
card-short-skip = { $colour }sa
card-short-reverse = { $colour }in
card-short-draw-two = { $colour }+2
card-short-wild = jo
card-short-wild-draw-four = jo+4
card-short-swap-hands = josc
card-short-custom-wild = jp{ $n }

# Un numero di carte, come in «pesca 2 carte».
cards-count = { $n ->
    [one] una carta
   *[other] { $n } carte
}

settings-language = Lingua

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

# Un numero di carte, come in «pesca 2 carte».
cards-count = { $n ->
    [one] una carta
   *[other] { $n } carte
}

settings-language = Lingua

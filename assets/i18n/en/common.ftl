# Words every screen uses: colours, card names, languages.

colour-red = Red
colour-yellow = Yellow
colour-green = Green
colour-blue = Blue

# A colour inside a card's name.
card-colour-red = Red
card-colour-yellow = Yellow
card-colour-green = Green
card-colour-blue = Blue

card-number = { $colour } { $n }
card-skip = { $colour } Skip
card-reverse = { $colour } Reverse
card-draw-two = { $colour } Draw Two
card-wild = Wild
card-wild-draw-four = Wild Draw Four
card-swap-hands = Wild Swap Hands
card-custom-wild = Customizable Wild { $n }

# A card's short name, as the corner of the Braille deck (UNO Braille) names it: the colour's
# letter, then the number or sk (Skip), rv (Reverse), +2; wi and wi+4 for the wild cards.
card-short-red = r
card-short-yellow = y
card-short-green = g
card-short-blue = b
card-short-number = { $colour }{ $n }
card-short-skip = { $colour }sk
card-short-reverse = { $colour }rv
card-short-draw-two = { $colour }+2
card-short-wild = wi
card-short-wild-draw-four = wi+4
card-short-swap-hands = wisw
card-short-custom-wild = wc{ $n }

# A count of cards, as in "draws 2 cards".
cards-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

settings-language = Language

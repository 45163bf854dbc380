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

# A count of cards, as in "draws 2 cards".
cards-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

settings-language = Language

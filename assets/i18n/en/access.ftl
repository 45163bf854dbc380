# Playing without seeing the screen: what a screen reader (on the phone's page or at the computer)
# says on request and about each card. $card is a card's name, $n a number, $who a player's name,
# $cards a list of cards' names, $colour a colour's name.

# A card of the hand, as a screen reader names its button: the card, then what it can do now.
card-playable = { $card }, playable
card-not-playable = { $card }, not playable now
card-givable = { $card }, can be given
# The hand grouped by colour: a group's title, and the title of the wild cards' group.
hand-group = { $group }: { $n ->
    [one] one card
   *[other] { $n } cards
}
hand-group-wild = Wild cards
# "Read my hand", "Top card", "Counts": what is read.
read-hand = Your hand, { $n ->
    [one] one card
   *[other] { $n } cards
}: { $cards }.
read-hand-empty = Your hand is empty.
read-playable = Playable: { $cards }.
read-none-playable = Nothing playable: draw.
read-top = Top card: { $card }. Colour: { $colour }.
read-no-top = No card on the discard pile yet.
read-draw-pile = { $n ->
    [one] One card
   *[other] { $n } cards
} in the draw pile.
read-seat = { $who }: { $n ->
    [one] one card
   *[other] { $n } cards
}
read-you = You: { $n ->
    [one] one card
   *[other] { $n } cards
}
read-seat-uno = UNO called
read-seat-turn = playing now
# The phone's buttons that read aloud, and the headings of its page.
phone-read-hand = Read my hand
phone-read-top = Top card
phone-read-counts = Counts
phone-short-names = Short names (r5)
phone-reading = Read aloud
phone-table = Table
read-hand-hidden = Your hand is read to you when the screen is yours.
read-nothing-yet = Nothing has happened yet.
# A line read on request, shown on the table as it is read ($text: what is read).
read-aloud-line = { $text }
# The Help's keys for playing without seeing the table.
help-key-groups = Page Down, Page Up
help-does-groups = Jump to the next or previous colour of your hand
help-key-read-hand = M
help-does-read-hand = Read my hand aloud (and what I may play)
help-key-read-top = T
help-does-read-top = Read the top card, the colour and the draw pile
help-key-read-counts = N
help-does-read-counts = Read every hand's size and whose turn it is
help-key-read-last = L
help-does-read-last = Repeat the last five events
# The accessibility tree at the computer: the hand's group, and a card of it with its place.
read-hand-title = { $n ->
    [one] Your hand: one card
   *[other] Your hand: { $n } cards
}
card-position = { $card }, { $i } of { $n }
# Settings: for a person who plays without seeing the table.
settings-without-seeing = Without seeing the table
settings-read-aloud = Read aloud
settings-read-aloud-missing = Read aloud (needs spd-say)
settings-read-aloud-hint = Every move and every line the table says is spoken by the desktop's speech service, speech-dispatcher (spd-say).
settings-wait-for-words = Computer players wait for the words
settings-wait-for-words-hint = No computer player moves until the last words have been heard (read aloud, or at a screen reader's pace).
settings-short-card-names = Short card names (r5, g+2)
settings-short-card-names-hint = Cards are named as the corners of the Braille deck name them: the colour's letter (r, y, g, b) and the number, or sk (Skip), rv (Reverse), +2; wi and wi+4 for the wild cards. Short on a Braille display.
# The draw pile as a button in the accessibility tree.
read-draw-button = { $n ->
    [one] Draw pile, one card
   *[other] Draw pile, { $n } cards
}

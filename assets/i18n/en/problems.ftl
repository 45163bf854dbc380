# Why the game refused a move: shown for a few seconds over the table.
# $card is a card's name ("Red 7"); $colour is red, yellow, green or blue.

refused-no-such-seat = There is no seat { $seat } at this table.
refused-not-your-turn = It is not your turn.
# $waiting is one of the waiting-… texts below.
refused-wrong-moment = That is not possible now: { $waiting }.
refused-card-not-in-hand = You do not have a { $card }.
refused-card-does-not-match = A { $card } does not match: play a { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } card, the same number or symbol, or a Wild.
refused-wild-needs-no-match = You may play a Wild only when no card in your hand matches the top card.
refused-must-play-legal-card-after-bluff = Your bluff was caught: play a legal card instead of the Wild Draw Four.
refused-nothing-to-draw = There is no card left to draw.
refused-cannot-pass = You can still play or draw, so you cannot pass.
refused-cannot-stack = Only a Draw card that stacks can answer the { $n ->
        [one] card
       *[other] { $n } cards
    } waiting to be drawn.
refused-must-play-drawn-card = A playable card you have just drawn must be played.
refused-cannot-target-yourself = Choose another player, not yourself.
refused-penalty-out-of-range = A house rule's penalty is 1 to 4 cards, not { $n }.
refused-nobody-to-penalise = The house rule applies to nobody in particular: there is nobody to give cards to.
refused-cannot-give-that = You can only give cards you hold.
refused-nothing-to-challenge = There is no Wild Draw Four to challenge.
refused-uno-not-needed = You can call UNO only when you are about to play your next-to-last card or have just played it.
refused-uno-already-called = UNO has already been called.
refused-called-uno-in-time = That player called UNO: there is nothing to catch.
refused-catch-too-late = Too late: play has moved on since that player was left with one card.
refused-not-on-one-card = That player does not have one card.
refused-cannot-catch-yourself = You cannot catch yourself.
# $rule is refused-rule-jump-in or refused-rule-table-talk.
refused-rule-not-in-play = The { $rule } rule is not in play.
refused-rule-jump-in = Jump-In
refused-rule-table-talk = table talk penalty
refused-jump-in-needs-identical-card = You can jump in only with a card identical to the top card.
refused-jump-in-on-your-turn = It is your turn: just play the card.
refused-round-over = The round is over.
refused-match-over = The match is over.

# What the game is waiting for, inside refused-wrong-moment.
waiting-deal = the cards have not been dealt
waiting-play-or-draw = play a card or draw
waiting-draw-penalty = take the cards waiting to be drawn, stack or challenge
waiting-colour = choose a colour
waiting-target = choose a player
waiting-play-or-keep = play or keep the card you drew
waiting-give-cards = choose the cards to give
waiting-house-rule-for = say who the house rule applies to
waiting-judge-house-rule = the table judges the house rule

# Why a game could not be set up.
problem-player-count = UNO is played by 2 to 10 players, not { $n }.
problem-no-such-dealer = The dealer must be one of the players (seat { $seat } does not exist).
problem-partners = { $partners ->
    [threes] Teams of three need 6 or 9 players
   *[pairs] Teams of two need 4, 6, 8 or 10 players
}, not { $n }.

# A saved game that cannot be loaded; $why is one of the problem-save-… texts, or the file's
# problem (problem-ron).
problem-save = This saved game cannot be loaded: { $why }
problem-save-other-version = it was written by another version of the game (format { $version })
problem-save-player-count = the number of players does not add up
problem-save-too-many-cards = it holds more cards than the deck
# $detail is technical, in English.
problem-save-impossible = it holds a state no game can reach ({ $detail })

# Values outside the bounds the rules give them (a rule file, the New game form).
problem-amount = { $n } is out of range: use 1 to 10.
problem-card-text = The card text must have 1 to 80 characters (it has { $n }).
# $problem is problem-card-text.
problem-card-text-of = Customizable Wild { $n }: { $problem }
problem-effect-count = A Customizable Wild has at most 4 effects (it has { $n }).
problem-custom-wild-count = The deck takes 1 to 3 Customizable Wilds (this lists { $n }).
problem-target-score = The target score must be at least 1 point.

# What is wrong with the New game form.
problem-seat-needs-name = Seat { $n } needs a name.
problem-dealer-gone = The chosen dealer is no longer at the table.

# A problem in a RON file (settings, rule files, theme manifests, saves). $what says what is
# wrong (ron-…, below); $field is a setting's name in the file.
problem-ron = line { $line }: { $what }
problem-ron-field = line { $line }, field `{ $field }`: { $what }
problem-custom-wilds-unused = line { $line }: the Customizable Wilds listed here are not used, because the Classic deck has none (add `deck: SwapAndCustom` to play with them)

# What is wrong in a RON file, after "line N:" ($what above). $found and $field are what the file
# says; $expected lists the names the file may use; $takes and $value are filled from below.
ron-unknown-field = unknown field `{ $found }`; the fields are: { $expected }
ron-unknown-value = `{ $found }` is not a valid value; use one of: { $expected }
ron-missing-field = the field `{ $field }` is missing
ron-duplicate-field = the field `{ $field }` is given twice
ron-decimals = expected a whole number, without a decimal point
ron-ends-too-early = the file ends too early: a closing `)`, `]` or `{ "}" }` may be missing
ron-expected-comma = expected a comma between two entries
ron-expected-list = expected a list in square brackets, like `[ ... ]`
ron-expected-list-end = expected `]` to close the list
ron-expected-boolean = expected `true` or `false`
ron-expected-number = expected a number
ron-expected-whole-number = expected a whole number
ron-expected-option = expected a value or `None`
ron-expected-close = expected `)` to close the brackets
ron-expected-map = expected a map in braces, like `{ "{" } ... { "}" }`
ron-expected-map-colon = expected `:` between a name and its value
ron-expected-map-end = expected `{ "}" }` to close the map
ron-expected-open = expected `(` to open a list of fields
ron-expected-unit = expected `()`
ron-expected-text = expected a text in double quotes, like "this"
ron-expected-name = expected a field name or a value
ron-out-of-range = the number is out of range
ron-not-a-digit = `{ $char }` is not a digit
ron-unexpected-char = unexpected `{ $char }`
ron-trailing-text = there is more text after the closing `)`
ron-unclosed-comment = a comment is not closed
ron-not-a-colour = `{ $value }` is not a colour: write it as "#RRGGBB", for example "#D62828"
ron-wrong-kind = expected { $takes }, found { $found }
# $expected is the file reader's own words (in English), like "an array of length 4".
ron-wrong-length = expected { $expected }, found { $n ->
    [one] one entry
   *[other] { $n } entries
}
# Another problem, in the file reader's own words (in English).
ron-other = { $what }
# What a field takes ($takes in ron-wrong-kind).
ron-takes-whole-number = a whole number
ron-takes-number = a number
ron-takes-boolean = `true` or `false`
ron-takes-fields = `(` to open a list of fields
# What was found instead ($found in ron-wrong-kind); $value is as written in the file.
ron-found-boolean = `{ $value }`
ron-found-whole-number = the whole number `{ $value }`
ron-found-number = the number `{ $value }`
ron-found-char = the character `{ $value }`
ron-found-text = the text { $value }

# The game's own files: settings, the last New game set-up, rule profiles. $file and $backup are
# paths; $reason is the system's reason (in its own language).
problem-file = { $file }: { $problem }
problem-file-unreadable = { $file } cannot be read: { $reason }
problem-file-kept = { $problem }. It was kept as { $backup } and defaults are used.
problem-file-not-kept = { $problem }. It could not be set aside ({ $reason }); defaults are used.
# The statistics file, damaged: there are no defaults, the counting starts again.
problem-stats-kept = { $problem }. It was kept as { $backup } and counting starts afresh.
problem-stats-not-kept = { $problem }. It could not be set aside ({ $reason }); counting starts afresh.
problem-file-empty = { $file } is empty
problem-file-not-text = { $file } cannot be used: its content is not text (damaged, or not a file of the game)
problem-file-newer = { $file } was written by a newer version of the game (format { $version }); update the game to open it
problem-file-inconsistent = { $file }: its saved state is not what its moves give
# A match's moves played again: one of them is refused now. $index counts from 1; $why is why.
problem-replay-refused = action { $index } of the log (round { $round }, seat { $seat }) is refused: { $why }
problem-replay-setup = the match cannot be set up: { $why }
# A saved match, the autosave or a replay that could not be opened.
problem-match-kept = { $problem }. It was kept as { $backup }; the other matches are not affected.
problem-match-not-kept = { $problem }. It could not be set aside ({ $reason }); the other matches are not affected.
# A translation file (a translator's folder) that could not be read; $what is technical.
problem-translation-file = Translation file { $file }: { $what }
problem-translation-file-line = Translation file { $file }, line { $line }: { $what }

# Notices in the menus about saving.
notice-party-reset = { $file }: the party has no valid seat count; a new one is used.
notice-party-not-saved = The party could not be saved: { $reason }
notice-settings-not-saved = The settings could not be saved: { $reason }
notice-profile-saved = Profile "{ $name }" saved
notice-profile-not-saved = The profile could not be saved: { $reason }

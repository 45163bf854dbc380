# The game table: the status line, messages, prompts, summaries, the scoreboard.
# $who, $a, $b, $catcher, $target, $challenger, $offender are players' names; $card is a card's
# name; $n is a number. $colour is a colour's key (red, yellow, green, blue), chosen with a selector.

# Default names of the seats, until someone types another.
seat-default-person = Player { $n }
seat-default-computer = Computer { $n }

# Partner play: a team's name by its letter ($letter: A, B, C …), the letter alone (on a seat's
# name tag), a team's players in a row ($a, $b, $c are names), and the headings of the teams'
# totals in the round summary and the scoreboard.
team-name = Team { $letter }
team-letter = { $letter }
team-one = { $a }
team-two = { $a } and { $b }
team-three = { $a }, { $b } and { $c }
teams-title = Teams
team-heading = Team
team-players = Players

# Levels of the computer players.
bot-level-random = Random
bot-level-easy = Easy
bot-level-basic = Basic
bot-level-normal = Normal
bot-level-hard = Hard

# The status line above your hand: whose turn it is and what to do.
hud-dealing = Dealing…
table-round-over = Round over
hud-match-winner = { $who } wins the match
# Partner play: $who is a team's players (team-two, team-three).
hud-match-winners = { $who } win the match
hud-your-turn = Your turn: click a card to play it, or the draw pile to draw
hud-choose-colour = Choose the colour
hud-choose-player = Choose a player
hud-challenge-or-take = Challenge the Wild Draw Four, or take the cards
hud-before-deal = Start of the match: the cards are dealt next
hud-read-reveal = { $who }'s hand is shown to you alone: read it, then OK
hud-stack-or-take = Stack a Draw card or take { $n }
hud-play-or-keep = Play the card you drew, or keep it
# "Give" is the button hand-give.
hud-give = { $n ->
    [one] Click the card to give to { $who }, then Give
   *[other] Click the { $n } cards to give to { $who }, then Give
}
hud-turn-of = { $who }'s turn
hud-thinking = { $who } is thinking…

# Messages in the middle of the table: a player must take a draw penalty, and what else they may do.
toast-must-take = { $who } must take { $n }
toast-must-take-or-challenge = { $who } must take { $n } or challenge
toast-must-take-or-stack = { $who } must take { $n } or stack
toast-must-take-stack-or-challenge = { $who } must take { $n }, stack or challenge

# What happened at the table, one line each: shown as messages and in "Since your turn".
recap-round-started = Round { $round }: { $dealer } deals
recap-first-card = First card turned: { $card }
recap-played = { $who } plays { $card }
recap-colour-named = { $who } names { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}
recap-skipped = { $who } is skipped
recap-clockwise = Play goes clockwise
recap-counter-clockwise = Play goes counter-clockwise
recap-draws = { $n ->
    [one] { $who } draws a card
   *[other] { $who } draws { $n } cards
}
recap-uno = { $who }: UNO!
recap-uno-missed = { $who } has one card left and has not called UNO!
recap-caught = { $catcher } caught { $target }: +{ $n }
recap-challenged-bluff = { $challenger } challenged: { $offender } bluffed!
recap-challenged-fair = { $challenger } challenged, but { $offender } played it fairly
recap-swapped = { $a } and { $b } swap hands
recap-rotated = All hands pass along
recap-reshuffled = The discard pile is shuffled into a new draw pile
recap-wrong-card = { $who }: { $card } does not match: +4
recap-table-talk = Table penalty: { $who } draws 4
recap-first-card-returned = { $card } goes back: another card is turned
recap-passed = { $who } cannot play or draw
recap-took-back = { $who } takes the Wild Draw Four back

# The "Since your turn" panel: what a person missed while the screen was with others.
recap-title = Since your turn
recap-more = … and { $n } before
table-ok = OK

# The colour in force, under the ring around the discard pile.
ring-choosing = Choosing a colour…
ring-named = { $colour } (named)

# A name tag by each seat, and the button to catch a player who forgot to call UNO.
seat-tag = { $who } · { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
seat-tag-uno = { $who } · { $n ->
    [one] { $n } card
   *[other] { $n } cards
} · UNO!
# The same where the whole tag would not fit on one line: the count alone.
seat-tag-short = { $who } · { $n }
seat-tag-uno-short = { $who } · { $n } · UNO!
seat-catch = Catch { $who }!

# The buttons by your hand.
hand-uno = UNO!
# Above the name of the card drawn.
hand-you-drew = You drew:
hand-play-it = Play it
hand-keep-it = Keep it
hand-chosen = Chosen: { $chosen } of { $n }
hand-give = Give

# The colour picker of a wild.
picker-colour-title = Choose a colour

# The player picker: whom to swap hands with or give cards to. $what says which card asks.
picker-swap-title = Swap hands with…
picker-swap-why = { $what }: choose whose hand you take; they get yours.
picker-you-played-seven = You played a 7
# The text written on a Customizable Wild, quoted.
picker-custom-text = "{ $text }"
picker-give-title = { $n ->
    [one] Give a card to…
   *[other] Give cards to…
}
picker-give-why = { $n ->
    [one] { $what }: choose who receives one of your cards.
   *[other] { $what }: choose who receives { $n } of your cards.
}
picker-seat = { $who } ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})

# The prompt under a draw penalty: challenge a Wild Draw Four, stack, or take the cards.
challenge-title-wild = Wild Draw Four!
challenge-title-penalty = Draw penalty
challenge-or-stack = Or stack a card from your hand onto it.
challenge-who = { $who } played a Wild Draw Four.
challenge-colour-before = The colour before it:
challenge-doubt-colour = Challenge if you think { $who } held a { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card.
challenge-doubt-any = Challenge if you think { $who } held another card they could play.
challenge-bluff-draws = Bluff proven: { $who } draws { $n }.
challenge-bluff-takes-back = Bluff proven: { $who } takes it back and plays another card.
challenge-not-bluff = Not a bluff: you draw { $n }.
challenge-button = Challenge
challenge-take = Take { $n }

# The hand a challenge showed to the challenger alone, with the verdict.
reveal-title = Shown to you alone
reveal-hand-of = { $who }'s hand
# No pronoun for the player (a name says nothing of who they are): "holding", "in the hand".
reveal-bluff-colour = { $who } bluffed, holding a { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card, the colour before it.
reveal-bluff-any = { $who } bluffed, holding another card that could be played.
reveal-fair-colour = { $who } played the Wild Draw Four fairly: no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card in the hand.
reveal-fair-any = { $who } played the Wild Draw Four fairly: no other card to play.

# The end of a round and of the match.
summary-match-over = Match over
summary-match-winner = { $who } wins the match!
summary-round-winner = { $who } wins round { $round }
summary-round-winner-blocked = { $who } wins round { $round } (nobody could play)
summary-player = Player
summary-cards-left = Cards left
summary-round-points = Points this round
summary-total = Total
# What the cards left in a hand (shown as chips, or summary-no-cards) are worth.
summary-hand-points = ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
summary-no-cards = —
summary-target = Target: { $n ->
    [one] { $n } point
   *[other] { $n } points
}
summary-next-round = Next round
summary-new-match = New match
summary-main-menu = Main menu

# Hot-seat play: the curtain that hides the table while the screen changes hands.
curtain-pass-to = Pass to { $who }
curtain-ready = Click when ready

# The scoreboard.
scores-button = Scores (Tab)
scores-title = Scoreboard
scores-heading = Round { $round } · target { $target ->
    [one] { $target } point
   *[other] { $target } points
} · { $scoring }
scores-scoring-winner = the winner of a round scores the cards left in the other hands
scores-scoring-lowest = everyone scores their own cards; at the target the lowest total wins
scores-round = Round
scores-dealer = Dealer
scores-total = Total
scores-progress = Progress
scores-last-round = Last round: { $who } went out
scores-last-round-blocked = Last round: { $who } went out (blocked)
scores-close = Close (Tab)
# The box sheet's penalty for suggesting a card to another player, given by hand.
scores-table-talk = Table talk
scores-penalty = Penalty: 4 cards
scores-penalty-why = For suggesting a card to another player (Box sheet W2087)

# The big moments shown on the table: a player caught without UNO, a draw penalty, a lost turn,
# a round and a match won (UNO! is hand-uno).
show-caught = Caught! +{ $n }
show-draw = +{ $n }
show-skipped = Skipped
show-round-won = Round won!
show-points = +{ $n }
show-match-won = { $who } wins the match!
# Partner play: $team is a team's name (team-name), $who its players (team-two, team-three).
show-round-won-team = { $team } wins the round!
show-match-won-team = { $who } win the match!

# A house rule being played (a Customizable Wild whose rule the party wrote freely): its text
# large for the table, who it applies to, and the table's judgement. $text is typed by the party.
hud-house-rule-who = Say who your house rule applies to
hud-judge-house-rule = The table judges { $who }'s house rule
hud-judge-your-house-rule = The table judges your house rule
house-rule-title = { $who }'s house rule
house-rule-title-yours = Your house rule
house-rule-quoted = “{ $text }”
house-rule-who = Who does it apply to?
house-rule-for-you = Yourself ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})
house-rule-for-nobody = Nobody in particular
house-rule-choosing = { $who } says who it applies to…
house-rule-applies-to = It applies to { $who }.
house-rule-applies-to-nobody = It applies to nobody in particular.
house-rule-judge = The table judges: was it followed?
house-rule-done = Done
# Before the penalty buttons (house-rule-penalty: +1 … +4).
house-rule-penalty-for = Or, not followed: cards for { $who }
house-rule-penalty = +{ $n }
recap-house-rule-for = { $who }'s house rule applies to { $target }
recap-house-rule-for-nobody = { $who }'s house rule applies to nobody in particular
recap-house-rule-done = The table: the house rule was followed
recap-house-rule-penalty = House rule not followed: { $who } +{ $n }

# The same news about the person alone at the computer, said to them.
toast-you-must-take = You must take { $n }
toast-you-must-take-or-challenge = You must take { $n } or challenge
toast-you-must-take-or-stack = You must take { $n } or stack
toast-you-must-take-stack-or-challenge = You must take { $n }, stack or challenge
you-colour-named = You name { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}
you-played = You play { $card }
you-skipped = You are skipped
you-draw = { $n ->
    [one] You draw a card
   *[other] You draw { $n } cards
}
you-uno = You: UNO!
you-uno-missed = You have one card left and have not called UNO!
you-caught = You caught { $target }: +{ $n }
you-were-caught = { $catcher } caught you: +{ $n }
you-challenged-bluff = You challenged: { $offender } bluffed!
you-challenged-fair = You challenged, but { $offender } played it fairly
you-were-challenged-bluff = { $challenger } challenged: you bluffed!
you-were-challenged-fair = { $challenger } challenged, but you played it fairly
you-swapped = You and { $other } swap hands
you-wrong-card = { $card } does not match: you draw 4
you-table-talk = Table penalty: you draw 4
you-passed = You cannot play or draw
you-took-back = You take the Wild Draw Four back
you-house-rule-penalty = House rule not followed: you +{ $n }
you-house-rule-for = Your house rule applies to { $target }
you-house-rule-for-nobody = Your house rule applies to nobody in particular

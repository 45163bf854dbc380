# The coach: the Hint (the move the Hard computer player would make, and why) and "What does this
# card do?". $who is a player's name; $card and $top are cards' names ($top: the card on top of the
# discard pile); $wild is a wild card's name; $n, $m, $mine, $cost are numbers; $chance is a
# percentage; $colour, $from and $most are colours' keys (red, yellow, green, blue), chosen with a
# selector. $other is another player's name, $names a list of names and $colours a list of colours
# (each already in words); $by is why one colour rather than the others (a coach-by- message); $k is
# how many colours are tied. "The computer's look-ahead" is the games Hard plays out from here: what
# only it knows is said as its preference, after the facts the player can check.

# A hint: the move, then why ("Play Red 7: it is the only card you can play").
coach-hint = { $action }: { $reason }
# Two parts of one explanation, one after the other.
coach-join = { $first } { $next }

# The move.
coach-move-play = Play { $card }
coach-move-draw = Draw
coach-move-pass = Pass
coach-move-play-drawn = Play the card you drew
coach-move-keep-drawn = Keep the card you drew
coach-move-name = Name { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}
coach-move-target = Choose { $who }
# The table's penalty for a house rule not followed.
coach-move-penalty = { $n ->
    [one] A card for not following it
   *[other] { $n } cards for not following it
}
coach-move-challenge = Challenge
coach-move-accept = Take the cards
coach-move-give = Give { $card }
coach-move-uno = Say UNO
coach-move-catch = Catch { $who }
coach-move-jump-in = Jump in with { $card }
coach-move-deal = Deal the next round
coach-move-table-talk = Give { $who } the table penalty

# Why.
coach-why-only-choice = it is the only move you have
coach-why-next-round = the cards are waiting to be dealt
coach-why-call-uno = { $n ->
    [one] you have one card left and have not said it yet
   *[other] with two cards, say it before you play your next-to-last
}
coach-why-catch = { $who } has one card left and did not say UNO, so they draw { $n }
coach-why-go-out = it is your last card, so you go out
coach-why-only-play = it is the only card you can play
coach-why-stop-leader = { $who } plays next and has { $n ->
    [one] only one card left
   *[other] only { $n } cards left
}
coach-why-attack = { $who } draws { $n } cards and loses their turn
coach-why-attack-stack = { $who } must draw { $n } cards or stack another Draw card
coach-why-stack = you pass the draw on, and { $who } now faces { $n } cards
coach-why-keep-wild = you still have { $n ->
    [one] one more
   *[other] { $n } more
} { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} { $n ->
    [one] card
   *[other] cards
}, so keep your { $wild } for later
coach-why-switch-colour = it changes the colour, and you hold more { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} cards ({ $n }) than { $from ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} ({ $m })
coach-why-most-held = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} is the colour you hold most ({ $n ->
    [one] one card
   *[other] { $n } cards
})
coach-why-change-to = you can then name { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}, the colour you hold most ({ $n ->
    [one] one card
   *[other] { $n } cards
})
coach-why-swap-for = you can then swap hands with { $who }: { $n ->
    [one] one card
   *[other] { $n } cards
} for your { $mine }
coach-why-points = it is worth { $n ->
    [one] one point
   *[other] { $n } points
} if it stays in your hand
coach-why-most-points = it is the card worth the most points in your hand ({ $n ->
    [one] one point
   *[other] { $n } points
})
coach-why-most-points-tied = no card in your hand is worth more ({ $n ->
    [one] one point
   *[other] { $n } points
})
coach-why-give-fewer-points = it is worth { $n ->
    [one] one point
   *[other] { $n } points
} and you hold a card worth { $m }, but the computer's look-ahead prefers giving it
coach-why-only-wilds-fit = apart from wilds, no card of yours fits
coach-why-bluff-colour = it is a bluff, since you hold { $n ->
    [one] a
   *[other] { $n }
} { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} { $n ->
    [one] card
   *[other] cards
}, but the next player may not challenge it
coach-why-bluff-any = it is a bluff, since you hold { $n ->
    [one] another card
   *[other] { $n } other cards
} you could play, but the next player may not challenge it
coach-why-fits = it fits on the { $top }, and the computer's look-ahead prefers it to your other cards that fit
coach-why-jump-in = it is identical to the card on top, and play goes on from you
coach-why-nothing-fits = no card of yours fits on the { $top }
coach-why-nothing-fits-named = you have no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card (the colour named) and no wild
coach-why-save-wild = you could only play a wild, and the computer's look-ahead prefers keeping your { $wild }
coach-why-hold-back = you could play { $n ->
    [one] one card
   *[other] { $n } cards
}, but the computer's look-ahead prefers keeping { $n ->
    [one] it
   *[other] them
}
coach-why-nothing-to-draw = no card of yours fits and there is nothing left to draw
coach-why-play-drawn = the { $card } fits, and you hold one card fewer
coach-why-keep-drawn-wild = a { $card } is worth more when nothing else fits
coach-why-would-bluff-colour = playing it would be a bluff, since you hold { $n ->
    [one] a
   *[other] { $n }
} { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} { $n ->
    [one] card
   *[other] cards
}
coach-why-would-bluff-any = playing it would be a bluff, since you hold { $n ->
    [one] another card
   *[other] { $n } other cards
} you could play
coach-why-keep-colour = playing it would change the colour, and you hold { $n ->
    [one] one
   *[other] { $n }
} { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} { $n ->
    [one] card
   *[other] cards
}
coach-why-keep-for-later = the computer's look-ahead prefers keeping the { $card } for later
coach-why-best-colour = it is the colour you hold most ({ $n ->
    [one] one card
   *[other] { $n } cards
})
coach-why-partner = { $who } is your partner
coach-why-fewest = of your opponents, { $who } holds the fewest cards ({ $n })
coach-why-fewest-tied = of your opponents, { $names } hold the fewest cards, { $n ->
    [one] one
   *[other] { $n }
} each; the computer's look-ahead prefers { $who }
coach-why-not-fewest = { $other } holds fewer cards ({ $m }) than { $who } ({ $n }), but the computer's look-ahead prefers { $who }
coach-why-challenge-colour = the chance that { $who } held a { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card is about { $chance }%, from the cards you have not seen
coach-why-challenge-any = the chance that { $who } held another card they could play is about { $chance }%, from the cards you have not seen
coach-why-accept-colour = a failed challenge costs { $cost } cards, and the chance that { $who } held a { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card is about { $chance }%
coach-why-accept-any = a failed challenge costs { $cost } cards, and the chance that { $who } held another card they could play is about { $chance }%
coach-why-no-stack = you have no card to stack on the { $n } cards
coach-why-keep-stack = you could stack your { $card }, but the computer's look-ahead prefers keeping it
coach-why-lookahead = the computer's look-ahead prefers this move
coach-why-change-to-tied = you can then name { $colours }, the colours you hold most ({ $n ->
    [one] one each
   *[other] { $n } each
})
coach-why-tied-colour = { $k ->
    [4] you hold the same number of cards of all four colours ({ $n })
   *[other] { $colours } are the colours you hold most, { $n ->
        [one] one each
       *[other] { $n } each
    }
}; { $by }
coach-why-held-none = you hold no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card, but { $by }
coach-why-held-fewer = you hold more { $most ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} cards ({ $m }) than { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} ({ $n }), but { $by }
# Why one colour rather than the others in question (after a tie, or after "but").
coach-by-lacked = { $who } was seen to have no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card
coach-by-unseen-of-tied = of these, { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} has the fewest cards still out of sight ({ $n })
coach-by-unseen-fewest = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} is the colour with the fewest cards still out of sight ({ $n })
coach-by-lookahead = the computer's look-ahead prefers { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}
# A colour in a list of colours ("Green and Blue").
coach-colour-name = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}
# Lists: "A and B", "A or B"; "A, B and C" is "A, " then the rest.
coach-list-and = { $first } and { $last }
coach-list-or = { $first } or { $last }
coach-list-comma = { $first }, { $rest }

# What does this card do? The first line: the card and what it does.
coach-card-does = { $card }: { $does }
coach-effect-number = a number card. It goes on a card of the same colour or the same number.
coach-effect-seven = Seven-O: when you play a 7 you swap hands with a player you choose.
coach-effect-zero = Seven-O: when you play a 0 every hand passes to the next player in the direction of play.
coach-effect-skip = the next player loses their turn. It goes on a card of the same colour or on another Skip.
coach-effect-reverse = the direction of play changes, clockwise to counter-clockwise or back. It goes on a card of the same colour or on another Reverse.
coach-effect-reverse-two-skip = With two players it works as a Skip: you play again.
coach-effect-reverse-two-nothing = With two players it changes nothing: the other player plays next.
coach-effect-draw-two = the next player draws two cards and loses their turn. It goes on a card of the same colour or on another Draw Two.
coach-effect-draw-two-stack = With stacking they may answer with another Draw Two and pass the total on.
coach-effect-draw-two-stack-four = With stacking they may answer with another Draw Two or a Wild Draw Four and pass the total on.
coach-effect-jump-in = Jump-In: you may also play it out of turn on an identical card.
coach-effect-wild = you name the colour play goes on in.
coach-effect-wild-anytime = You may play it at any time.
coach-effect-wild-without-match = You may play it only when no other card in your hand matches the top card.
coach-effect-wild-draw-four = you name the colour, and the next player draws four cards and loses their turn.
coach-effect-wdf-no-colour = It is allowed only when you have no card of the colour in force; otherwise it is a bluff, and the next player may challenge it.
coach-effect-wdf-no-other = It is allowed only when you have no other card you could play; otherwise it is a bluff, and the next player may challenge it.
coach-effect-bluff-draws = A bluff found out costs you the four cards; a challenge of a fair one costs the challenger two more.
coach-effect-bluff-take-back = A bluff found out: you take the card back and play one that fits; a challenge of a fair one costs the challenger two more.
coach-effect-wdf-stack = With stacking the next player may answer with another Wild Draw Four.
coach-effect-swap-hands = you name the colour and swap your whole hand with a player you choose; then your turn ends.
coach-effect-custom = you name the colour, then { $effects }. Written on it: “{ $text }”.

# What does this card do? The second line: whether it can be played now, and why.
coach-now-colour = You can play it now: it is { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}, the colour in force.
coach-now-number = You can play it now: it has the number of the { $top }.
coach-now-symbol = You can play it now: it has the symbol of the { $top }.
coach-now-wild = You can play it now: a wild fits on any card.
coach-now-wild-without-match = You can play it now: no other card in your hand matches the top card.
coach-now-wdf-fair-colour = You can play it now: you have no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card, so it is no bluff.
coach-now-wdf-fair-any = You can play it now: you have no other card you could play, so it is no bluff.
coach-now-wdf-bluff-colour = Only if you have no { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} card — you have { $n }. You may still play it as a bluff, but the next player may challenge it.
coach-now-wdf-bluff-any = Only if you have no other card you could play — you have { $n }. You may still play it as a bluff, but the next player may challenge it.
coach-now-stack = You can stack it on the { $n } cards to draw: the total passes on to the next player.
coach-now-jump-in = You can jump in with it now: it is identical to the card on top.
coach-now-drawn = You can play it now: it is the card you just drew, and it fits.
coach-now-drawn-must = You must play it now: it is the card you just drew, it fits, and a playable drawn card must be played.
coach-now-not-in-hand = It is not in your hand.
coach-now-round-over = Not now: no round is being played.
coach-now-not-your-turn = Not now: it is { $who }'s turn.
coach-now-not-your-turn-jump = Not now: it is { $who }'s turn. With Jump-In you could play an identical { $top } out of turn.
coach-now-choose-colour = Not now: first name the colour.
coach-now-choose-target = Not now: first choose a player.
coach-now-choose-give = Not now: first choose { $n ->
    [one] the card
   *[other] the { $n } cards
} to give.
coach-now-only-drawn = Not now: you may only play the card you just drew ({ $card }), or keep it.
coach-now-must-answer = Not now: first take the { $n } cards.
coach-now-must-answer-challenge = Not now: first take the { $n } cards, or challenge the Wild Draw Four.
coach-now-stack-draw-two = Not now: only a Draw Two can be stacked on the { $n } cards to draw.
coach-now-stack-draw-two-or-four = Not now: only a Draw Two or a Wild Draw Four can be stacked on the { $n } cards to draw.
coach-now-stack-four = Not now: only a Wild Draw Four can be stacked on the { $n } cards to draw.
coach-now-no-match = Not now: it matches neither the colour in force ({ $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}) nor the number or symbol of the { $top }.
coach-now-no-match-named = Not now: it is not { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}, the colour named.
coach-now-wild-needs-no-match = Not now: a wild may be played only when no other card in your hand matches, and { $n ->
    [one] one of yours does
   *[other] { $n } of yours do
}.
coach-now-take-back = Not now: your bluff was found out. Take the Wild Draw Four back and play a card that fits.

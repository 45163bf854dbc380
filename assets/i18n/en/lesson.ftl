# Learn to play: the lessons' steps, one or two sentences each, in the plain words of the rules.
# $card and $top are card names; $who is a player's name; $colour is a colour key (red, yellow,
# green, blue) to select on; $hint is a short sentence saying the move the step asks for.

# The players of a lesson.
learn-you = You
learn-anna = Anna
learn-marco = Marco

learn-title-basics = Learn to play
learn-title-options = Your table's house rules

# While the computer players play up to the learner's move.
learn-watch = Now { $who } plays.
learn-part-done = This part is done.

# The first lesson.
learn-intro = You play against Anna and Marco: the first to play all the cards in their hand wins. On your turn, cover the top card of the discard pile with a card of the same colour or of the same number.
learn-same-colour = Play a card of the same colour as the { $top } on the pile: your { $card }.
learn-same-number = A card of another colour but of the same number fits too: play your { $card } on the { $top }.
learn-skip = A Skip makes the next player lose their turn: play your { $card }, and Anna is skipped.
learn-reverse = A Reverse changes the direction of play: play your { $card }, and Marco plays after you.
learn-draw-two = A Draw Two makes the next player draw 2 cards and lose their turn: play your { $card }.
learn-draw-two-done = Marco drew 2 cards and lost his turn: Anna plays next.
learn-wild = None of your other cards fits, but a Wild can always be played: play it.
learn-wild-colour = Now name the colour the game goes on with: choose Green, the colour of your last two cards.
learn-why-green = Choose Green: your last two cards are green.
learn-draw = Nothing in your hand fits the { $top }: draw a card from the draw pile.
learn-play-or-keep = You drew a Wild Draw Four, which fits: play it at once or keep it in your hand. It may be played only when you hold no card of the colour in force, and you have no { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} card.
learn-play-kept = Play the Wild Draw Four you kept: it is allowed, because you hold no { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} card.
learn-four-colour = Choose Green again. Marco must now draw 4 cards and lose his turn, unless he challenges your card.
learn-challenge = Marco played a Wild Draw Four on you: that is allowed only if he held no green card. Challenge it: if he bluffed, he draws the 4 cards; if not, you would draw 6.
learn-challenge-won = Marco was bluffing: he had a green card, so he draws the 4 cards and it is your turn. Had he played it fairly, you would have drawn 6 cards and lost your turn.
learn-uno = You have two cards and are about to play one: before you put it down you must say «UNO!». Press UNO!
learn-uno-play = Now play your { $card }: you said UNO, so nobody can catch you.
learn-catch = Anna has one card left and did not say UNO! Catch her before you play: she draws 2 cards.
learn-go-out = Play your last card, the { $card }, and you win the round.
learn-score = You played all your cards! You score the points of the cards left in the others' hands: Anna { $anna }, Marco { $marco }, { $total ->
    [one] { $total } point
   *[other] { $total } points
} in all. Number cards count their number; Skip, Reverse and Draw Two 20 points; Wilds 50.

# Why a move is not the one the step asks for.
learn-why-read = Read this step, then press Continue.
learn-why-wait = Wait: it is { $who }'s turn.
learn-why-part-done = This part is done: press Continue.
learn-why-no-match = That card does not match the { $top } on the pile. { $hint }
learn-why-no-match-colour = That card does not match: the colour in force is { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
}. { $hint }
learn-why-other-card = Your { $card } would fit too, but this step asks for another move. { $hint }
learn-why-no-draw = No need to draw: you have a card that fits. { $hint }
learn-why-uno = You say UNO when you are about to be left with one card. { $hint }
learn-why-not-now = Not now. { $hint }
# After lesson-not-that ("Not that:"): the hint alone.
learn-why-colour = { $hint }
learn-why-target = { $hint }
learn-why-accept = Taking the cards is allowed, but this time Marco bluffed: challenge him.
learn-why-uno-first = Say UNO first: a player left with one card who did not say it can be caught, and draws 2 cards.
learn-why-catch-first = Catch Anna first: once you play, it is too late.
learn-why-anna-fewest = Choose Anna: she holds only 3 cards, fewer than anyone.
learn-why-marco-fewest = Choose Marco: he holds only 2 cards.
learn-why-stack = Taking the cards is allowed, but with stacking you can pass them on to Anna.

# The move a step asks for, in a few words.
learn-hint-play = Play your { $card }.
learn-hint-draw = Draw a card from the draw pile.
learn-hint-play-or-keep = Play the card you drew, or keep it.
learn-hint-any-colour = Choose a colour.
learn-hint-any-target = Choose a player.
learn-hint-challenge = Press Challenge.
learn-hint-uno = Press UNO!
learn-hint-catch = Press Catch { $who }!
learn-hint-give = Choose the cards to give.
learn-hint-jump-in = Play your { $card } now, out of turn.

# The second lesson: the house rules the table has on.
learn-stack-intro-two = Your table plays with stacking: a Draw Two can be answered with another Draw Two (and a Wild Draw Four with another Wild Draw Four), and the next player draws the total.
learn-stack-intro-four = Your table plays with stacking: a Draw Two can be answered with another Draw Two or with a Wild Draw Four (and a Wild Draw Four with another), and the next player draws the total.
learn-stack-two = Marco played a Draw Two on you. Answer with your { $card }: Anna will have to draw 4.
learn-stack-four = Marco played a Draw Two on you. Answer with your Wild Draw Four: Anna will have to draw 6.
learn-stack-colour = Choose a colour for your Wild Draw Four.
learn-stack-done = Anna had no Draw card to add: she draws { $n } cards and loses her turn.
learn-seven-intro = Your table plays Seven-O: a 7 swaps your hand with a player you choose, a 0 passes every hand to the next player.
learn-seven-play = Play your { $card }, then choose whom to swap hands with.
learn-seven-target = Swap with the player who holds the fewest cards: choose Anna.
learn-seven-swapped = You now hold Anna's 3 cards, and she holds yours.
learn-zero-play = Play your { $card }: every hand passes to the next player in the direction of play.
learn-zero-done = The hands moved on: yours went to Anna, and you got Marco's.
learn-jump-intro = Your table plays Jump-In: a card identical to the top card of the discard pile, same colour and same number, may be played out of turn.
learn-jump-in = Anna played a { $card }, and you hold the same card: play it now, even though it is Marco's turn.
learn-jump-done = Play goes on from you: Marco lost his turn, and Anna plays next.
learn-swap-intro = Your deck has a Wild Swap Hands: you name the colour and swap your whole hand with a player of your choice.
learn-swap-play = Play your { $card }.
learn-swap-colour = Choose a colour.
learn-swap-target = Now choose whom to swap hands with: Marco holds only 2 cards.
learn-swap-done = You now hold Marco's 2 cards, and he holds yours. After a Wild Swap Hands your turn ends.
learn-custom-intro = Your deck has Customizable Wilds, with rules agreed before the game. Yours reads «{ $text }»: { $effects }.
learn-custom-play = Play your { $card }.
learn-custom-colour = Choose a colour: then the card does what your table agreed.
learn-custom-colour-discard = Choose a colour: you will discard all your cards of that colour.
learn-custom-target = Choose the player the card's effect goes to.
learn-custom-give = { $n ->
    [one] Choose the card to give.
   *[other] Choose the { $n } cards to give, one at a time.
}
learn-custom-done = Done: «{ $text }»: { $effects }. After a Customizable Wild your turn ends.
learn-house-rule-intro = Your deck has a Customizable Wild with a rule your table wrote: «{ $text }». Whoever plays it names a colour and says who the rule applies to; then the table judges it.
learn-house-rule-for = Say who the rule applies to: a player, yourself, or nobody in particular.
learn-house-rule-judge = Now the table judges: press Done when the rule was followed, or give that player 1 to 4 cards. The game counts the cards; you decide the rule.
learn-house-rule-done = Done: «{ $text }». After a Customizable Wild your turn ends.
learn-hint-rule-for = Choose who the rule applies to.
learn-hint-judge = Press Done, or choose a penalty.
# Two effects of a Customizable Wild, in order.
learn-and-then = { $a }, then { $b }

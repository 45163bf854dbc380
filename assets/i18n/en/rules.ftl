# The rule options: a title, one line explaining the choices, the words of each choice where
# the sources are listed, and the labels of the choices in New game and the rules reference.

# The texts a rule comes from, named as players know them.
source-box-sheet = Box sheet W2087
source-rules-article = Rules article
source-current-rules = Current official rules
source-older-rules = Older official rules
source-house-rule = House rule
source-app-and-console-games = Official app and console games

# An option's explanation, then where its choices come from in brackets.
rule-explained = { $explanation } ({ $sources })
# One choice and the texts that give it: "Rules article: any time".
rule-sourced-choice = { $from }: { $choice }

# The value of an on/off option in the rules reference.
rule-yes = Yes
rule-no = No
# In place of an option's control or value when the classic deck is chosen.
rule-only-112 = Only with the 112-card deck
# The number of Customizable Wilds, edited further down in New game.
rule-custom-wilds-count = { $n } (edit below)

rule-deck-title = Deck
rule-deck-explanation = The classic 108 cards, or 110 to 112 with Wild Swap Hands and 1 to 3 Customizable Wilds.
rule-deck-source-classic = 108 cards
rule-deck-source-swap-and-custom = Swap Hands and Customizable Wilds
rule-deck-classic = Classic 108
rule-deck-swap-and-custom = Swap Hands + Customizable

rule-custom-wilds-title = Customizable Wilds
rule-custom-wilds-explanation = How many (1-3), the text printed on each (up to 80 characters) and its effects from the list, agreed before the game; a card with no effect is a house rule written freely: whoever plays it names a colour and says who it applies to, and the table judges it (Done, or 1 to 4 cards for that player).
rule-custom-wilds-source-own-rule = write your own rule

rule-new-card-points-title = Points of the new wilds
rule-new-card-points-explanation = Swap Hands and Customizable Wilds left in a hand count 40 (or 50) points.
rule-new-card-points-source-forty = 40
rule-new-card-points-source-fifty = 50
rule-new-card-points-forty = 40
rule-new-card-points-fifty = 50

rule-first-wild-title = Wild as first card
rule-first-wild-explanation = The first player names the colour, or the Wild goes back and another card is turned.
rule-first-wild-source-first-player = first player names it
rule-first-wild-source-turn-another = turn another
rule-first-wild-first-player = First player chooses
rule-first-wild-turn-another = Turn another card

rule-wild-play-title = When a Wild may be played
rule-wild-play-explanation = At any time, or only when you hold no card matching by colour, number or symbol.
rule-wild-play-source-anytime = any time
rule-wild-play-source-without-match = only without a match
rule-wild-play-anytime = Any time
rule-wild-play-without-match = Only without a match

rule-wild-draw-four-title = When Wild Draw Four is legal
rule-wild-draw-four-explanation = When you hold no card of the current colour, or no other playable card at all.
rule-wild-draw-four-source-no-colour = no card of the colour
rule-wild-draw-four-source-no-playable = no other playable card
rule-wild-draw-four-no-colour = No card of the colour
rule-wild-draw-four-no-playable = No other playable card

rule-bluff-penalty-title = Proven bluff
rule-bluff-penalty-explanation = The bluffer draws the 4 cards, or takes the card back and must play a legal card.
rule-bluff-penalty-source-draw-four = draw 4
rule-bluff-penalty-source-take-back = take it back
rule-bluff-penalty-draw-four = Bluffer draws 4
rule-bluff-penalty-take-back = Take it back

rule-reverse-with-two-title = Reverse with two players
rule-reverse-with-two-explanation = Acts as a Skip (you play again), or only flips the direction.
rule-reverse-with-two-source-skip = acts as a Skip; not in the two Italian texts
rule-reverse-with-two-skip = Acts as Skip
rule-reverse-with-two-reverses = Only reverses

rule-uno-penalty-title = UNO penalty
rule-uno-penalty-explanation = Cards drawn when caught with one card without having called UNO.
rule-uno-penalty-source-two = 2
rule-uno-penalty-source-four = 4
rule-uno-penalty-two = 2 cards
rule-uno-penalty-four = 4 cards

rule-wrong-card-penalty-title = Wrong card penalty
rule-wrong-card-penalty-explanation = Playing a card that does not match is undone and costs 4 cards (otherwise it is simply refused).

rule-table-talk-penalty-title = Table talk penalty
rule-table-talk-penalty-explanation = A player who suggests a card draws 4, applied by hand from the scoreboard.

rule-scoring-title = Scoring
rule-scoring-explanation = The winner scores the cards left in the other hands, or everyone keeps their own and the lowest total wins.
rule-scoring-source-winner-scores = winner scores
rule-scoring-source-lowest-total = lowest total
rule-scoring-winner-scores = Winner scores the others
rule-scoring-lowest-total = Lowest total wins

rule-target-score-title = Target score
rule-target-score-explanation = The match ends when a player reaches this score.
rule-target-score-source-five-hundred = 500

rule-partners-title = Partners
rule-partners-explanation = Play in teams: partners sit apart, so no partner plays right after another. When one goes out, the team scores the opponents' cards (never the partner's); the first team to the target wins. With Lowest total, a team's total is its players' points.
rule-partners-source-pairs = teams of two
rule-partners-source-threes = teams of three
rule-partners-off = Everyone for themselves
rule-partners-pairs = Teams of two (4, 6, 8, 10)
rule-partners-threes = Teams of three (6, 9)

rule-stacking-title = Stacking
rule-stacking-explanation = Answer a Draw Two with a Draw Two (and +4 with +4, or +4 on +2): the total passes on.
rule-stacking-source-forbidden = forbidden
rule-stacking-off = Off
rule-stacking-same-card = +2 on +2, +4 on +4
rule-stacking-plus-four-on-plus-two = Also +4 on +2

rule-seven-o-title = Seven-O
rule-seven-o-explanation = A 7 swaps hands with a chosen player; a 0 passes every hand along.

rule-jump-in-title = Jump-In
rule-jump-in-explanation = A card identical to the top card may be played out of turn; play continues from there.

rule-draw-to-match-title = Draw to Match
rule-draw-to-match-explanation = When you cannot play, keep drawing until you can.

rule-force-play-title = Force Play
rule-force-play-explanation = A playable card you have just drawn must be played.

# The names of the built-in rule profiles (a profile a player saves keeps the name they typed).
profile-official = Official
profile-box-sheet = Box sheet W2087
profile-deck-112 = 112-card deck
profile-house-party = House party
# The rules of a game started with a rule file from the command line.
profile-rule-file = Rule file

# The Help overlay (F1, or the Help button): every key of the game. Each line is a key (or keys)
# and what it does.

help-title = Keys
help-button = Help (F1)
help-close = Close
help-at-table = At the table
help-in-menus = In the menus
help-key-left-right = ← →
help-does-left-right = Move along your hand, card by card, left to right as it is laid out
help-key-play = Enter or Space
help-does-play = Play the card in focus (when giving cards: choose it), or press the button in focus
help-key-up-down = ↑ ↓
help-does-up-down = Move between the answers of a question: a colour, a player, Challenge or Take, Play it or Keep it
help-key-draw = D
help-does-draw = Draw a card
help-key-uno = U
help-does-uno = Call UNO
help-key-catch = C
help-does-catch = Catch a player who forgot to call UNO
help-key-colour = 1 2 3 4 or R Y G B
help-does-colour = Name a colour: red, yellow, green, blue
help-key-curtain = Enter
help-does-curtain = Take the screen when it is passed to you; go on after a round
help-key-scoreboard = Tab
help-does-scoreboard = Scoreboard
help-key-undo = Ctrl+Z
help-does-undo = Undo your last move (one person and computer players only)
help-key-pause = Esc
help-does-pause = Pause menu; in a menu, back
help-key-tab = Tab, Shift+Tab
help-does-tab = Move between the buttons and fields
help-key-press = Enter or Space
help-does-press = Press the button in focus
help-key-help = F1
help-does-help = Open or close this help
help-mouse = With the mouse: click a card (or drag it onto the discard pile) to play it, click the draw pile to draw.

# The Hint (a match setting), "What does this card do?" and Learn to play, at the table and in the menus.
hint-button = Hint (H)
hint-thinking = Thinking about a hint…
scores-hints-allowed = Hints are allowed in this match ({ $n ->
    [0] none used yet
    [one] one used
   *[other] { $n } used
}).
match-hints-used = { $n ->
    [one] one hint
   *[other] { $n } hints
}
newgame-hints = Hints allowed
newgame-hints-tip = A Hint button (and the H key) shows the move the Hard computer player would make, with its reason. On by default with Easy computer players or in your first match; the scoreboard says it was allowed.
help-key-hint = H
help-does-hint = A hint: the move the Hard computer player would make, and why (when hints are allowed)
help-key-explain = I
help-does-explain = What does this card do? (the card in focus; or rest the pointer on a card)
menu-learn = Learn to play
menu-learn-options = Your table's rule options
lesson-window = Learn to play
lesson-window-options = Your table's rule options
lesson-step = Step { $n } of { $of }
lesson-continue = Continue (Enter)
lesson-restart = Start again
lesson-leave = Leave the lesson
lesson-not-that = Not that:
lesson-done = Well done: you know how to play UNO!
lesson-done-options = Well done: those are your table's rule options.
lesson-play-match = Play a match
lesson-to-options = Your table's rule options
lesson-main-menu = Main menu
lesson-no-options = Your table has none of these rule options on: stacking, Seven-O, Jump-In, Swap Hands, Customizable Wilds.

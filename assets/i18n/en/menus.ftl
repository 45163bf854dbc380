# The menus: main menu, New game (with the Customizable Wild editor), the rules reference,
# Settings and the pause menu.

# Back to the screen before (New game, the rules reference).
menu-back = Back

# The main menu. The game's name stays as it is in every language.
menu-title = UNO Party
menu-tagline = 2 to 10 players around one computer
menu-new-game = New game
menu-rules = Rules
menu-statistics = Statistics
menu-settings = Settings
menu-quit = Quit

# The pause menu (Esc at the table).
pause-title = Paused
pause-resume = Resume
pause-scoreboard = Scoreboard
pause-quit-to-menu = Quit to the main menu
pause-confirm-question = Leave this match for the main menu? Continue there resumes it.
pause-keep-playing = Keep playing
pause-quit-match = Leave the match

# Settings. ("Language" is settings-language, in common.ftl.)
settings-title = Settings
settings-animation-speed = Animation speed
# After the speed slider's number: × 1.5.
settings-animation-speed-unit = × (0: instant)
settings-window = Window
settings-window-windowed = Windowed
settings-window-borderless = Full screen (borderless)
settings-window-fullscreen = Full screen (exclusive)
# How long after the next-to-last card a player may still call UNO.
settings-uno-grace = UNO grace window
settings-uno-grace-unit = seconds to call UNO late
# How long the computer players wait, after the grace window, before catching a player who did not call UNO (at least 3 s when a person could catch).
settings-bot-catch = Computer catch reaction
settings-bot-catch-unit = s more (at least 3 with people)
settings-ui-scale = Size of menus and cards
settings-reduced-motion = Reduced motion
settings-reduced-motion-hint = cards jump to their places, nothing shakes or flies
settings-volume = Volume
settings-mute = Mute
settings-replay-sound = in replays too
sound-starting = Looking for the computer's sound server…
sound-playing = Sound plays through { $server }.
sound-silent = The game plays silently: { $why }.
sound-no-server = no sound server was found (PulseAudio or PipeWire)
sound-unreachable = the sound server at { $at } cannot be reached ({ $detail })
sound-refused = the sound server at { $at } refused the game ({ $detail })
sound-remote = the sound server { $at } is on the network, and the game plays only through this computer's
sound-lost = the sound server stopped answering (the game looks for it again every few seconds)
settings-save = Save and back
settings-cancel = Cancel

# New game: the seats.
newgame-title = New game
newgame-players = Players
newgame-move-up = up
newgame-move-up-hint = Move up a seat
newgame-move-down = down
newgame-move-down-hint = Move down a seat
newgame-seat = Seat { $n }
newgame-remove = remove
newgame-add-player = Add a player
newgame-name-limit = A name has at most { $n } characters
newgame-human = Human
newgame-computer = Computer
# The computer players' levels.
newgame-level-easy = Easy
newgame-level-basic = Basic
newgame-level-normal = Normal
newgame-level-hard = Hard
# Who deals the first round.
newgame-dealer = Dealer:
newgame-dealer-random = Random
newgame-target = Target score:
# Partner play, right under the players: the choice (its values are rule-partners-…), then each
# team ($team: team-name) with its players ($players: team-two, team-three). Partners sit apart.
newgame-partners = Partners:
newgame-partners-apart = Partners sit apart, so no partner plays right after another.
newgame-team = { $team }: { $players }
# New game: the rules.
newgame-rules = Rules
newgame-profile = Profile:
newgame-every-option = Every rule option
newgame-custom-wilds = Customizable Wilds
newgame-save-profile = Save these rules as profile:
newgame-save = Save
newgame-start = Start

# The Customizable Wild editor of New game.
wilds-how-many = How many:
wilds-card-text = Card { $n }: text
wilds-remove = remove
wilds-add-effect = add an effect
# Characters typed on a card, of the most it holds.
wilds-text-count = { $n }/{ $max }
# A Customizable Wild with no effect from the list: its text is the rule.
wilds-house-rule = No effect from the list: a house rule. Whoever plays it names a colour and says who it applies to; the table judges it: Done, or 1 to 4 cards for that player.
wilds-house-rule-source = write your own rule
# The texts the game writes on the three Customizable Wilds until the players write their own (the
# card says what it does; at most 80 characters).
wilds-default-text-1 = Everyone else draws 1
wilds-default-text-2 = Give 2 cards away
wilds-default-text-3 = Skip 2 players
# What the card does, its effects in order: "Does: next player draws 2, then reverse".
wilds-does = Does: { $effects }
wilds-then = { $first }, then { $next }
# The kinds of effect to choose from.
wilds-kind-next-draws = Next player draws
wilds-kind-skip = Skip players
wilds-kind-everyone-draws = Everyone else draws
wilds-kind-give = Give cards to a player
wilds-kind-discard-colour = Discard the named colour
wilds-kind-swap-hands = Swap hands with a player
wilds-kind-rotate-hands = All hands pass along
wilds-kind-reverse = Reverse
# One effect, as it reads after "Does:".
effect-next-draws = next player draws { $n }
effect-skip = { $n ->
    [one] skip a player
   *[other] skip { $n } players
}
effect-everyone-draws = everyone else draws { $n }
effect-give = { $n ->
    [one] give { $n } card to a player
   *[other] give { $n } cards to a player
}
effect-discard-colour = discard all cards of the named colour
effect-swap-hands = swap hands with a player
effect-rotate-hands = all hands pass along
effect-reverse = reverse

# The rules reference: the rules in a few sentences, above every option.
rules-title = Rules
rules-intro = Play a card matching the top card by colour, number or symbol, or a wild. If you cannot (or prefer not to), draw one: if it can be played you may play it at once. Call UNO when you play your next-to-last card. The first to empty their hand wins the round and scores the cards left in the other hands; the first to the target score wins the match.

# Playing from phones: each person's hand on their own phone's browser, the table on the computer.
# $who is a player's name; $n a number; $address a web address; $port a port number.

# The seat's kind in New game.
newgame-phone = On a phone

# The panel at the table that lists the phone seats with their QR codes.
phones-title = Phones
phones-how = Scan the code with the phone's camera, or type the address into its browser. The phone must be on the same Wi-Fi as this computer.
phones-joined = { $who }: joined
phones-waiting = { $who }: waiting for the phone…
phones-gone = { $who }: phone disconnected
phones-hide = Hide
phones-show = Phones
phones-port-in-use = Port { $port } is already in use by another program, so the phones cannot connect.
phones-other-port = Use another port
phones-cannot-start = The phones' server could not start: { $why }
phones-listening = Listening on port { $port }
phones-no-network = This computer seems to have no network: the phones need the same Wi-Fi.
phones-other-addresses = If a phone cannot open the address, this computer also has: { $list }
# A seat whose phone has joined: its code is hidden, so that nobody else takes the seat.
phones-code-hidden = Its code is hidden: the seat belongs to its phone.
phones-show-code = Show the code
# Another phone asked for a seat that a phone holds: the computer decides.
phones-claim-question = Give { $who }'s seat to another phone?
phones-claim-why = A phone that is not { $who }'s asks to play { $who }'s hand. Say yes only if { $who } changed phone: the phone that has the seat now will be told.
phones-claim-give = Give it to the other phone
phones-claim-keep = Keep it on { $who }'s phone
# Pause menu: a seat whose phone is gone is played at the computer again.
pause-take-back = Play { $who } at the computer

# Settings.
settings-phone-port = Port for phones
settings-phone-port-hint = The game listens on this port only while a match has phone seats. 0: any free port.

# The phone's own page.
phone-connecting = Connecting…
phone-reconnecting = Connection lost: reconnecting…
phone-your-turn-short = Your turn!
phone-your-turn = Your turn: tap a card to play it, or Draw
phone-your-decision = Your turn: choose
phone-waiting-to-deal = Waiting for the deal
phone-hand = Your hand
phone-players = Players
phone-cards = { $n ->
    [one] card
   *[other] cards
}
phone-draw-pile = Draw pile
phone-colour = Colour
phone-take-back = Use this phone again
phone-replaced = This seat was opened again on this phone (another tab or window).
# The seat was opened with this phone's id from another address (a copied link).
phone-moved = This seat was opened on another phone.
# Said at the computer ($who: the seat's name).
phone-seat-moved = { $who }'s seat moved to another phone.
phone-given-away = The computer gave your seat to another phone.
phone-claim-waiting = Another phone holds this seat. Waiting for the computer to say yes…
phone-claim-asked = Another phone is asking for your seat: the computer decides.
phone-claim-refused = The computer kept this seat for the phone that has it. You may ask again in { $n } seconds.
phone-claim-too-soon = The computer has just kept this seat for its phone: ask again in { $n } seconds.
phone-claim-busy = Another phone is already asking for this seat: try again in a moment.
phone-offline-tap = Not connected: your tap goes as soon as the connection is back.
phone-more-players = More players: swipe
phone-closed = The match has ended on the computer. Thanks for playing!
phone-taken-back = { $who }'s seat is played at the computer now.
# The title of the page of a seat that no longer plays.
phone-closed-title = UNO: this seat is closed
phone-wait = Wait…
# The badge by the dealer's name (one letter).
phone-dealer-short = D
phone-paused = The game is paused on the computer.
phone-draw = Draw
phone-pass = Pass
phone-next-round = Next round
phone-give = { $n ->
    [one] Tap the card to give to { $who }
   *[other] Tap the { $n } cards to give to { $who }
}
phone-bad-message = The game did not understand that message.
phone-too-fast = Too many taps: slow down.
phone-stale = The game moved on: look again and tap once more.
# Partner play: the badge on the pills of the phone's partners, the label of the line of the
# teams' totals, and who won the match ($team: team-name, "Team A").
phone-partner = Partner
phone-teams = Teams
phone-team-wins = { $team } wins the match!
# The Hint on the phone (when the match allows hints): its button, and why a request got none.
phone-hint = Hint
phone-hint-off = Hints are not allowed in this match.
phone-hint-not-now = A hint is given only when it is your turn.

# Settings → Card theme: the deck buttons.
studio-make = Make a deck
studio-edit = Edit this deck
studio-edit-copy = Edit a copy
studio-import = Import deck…
studio-only-from-menu = Make or edit a deck from the main menu's Settings (a match is on).
# The deck studio, a screen of its own. $name is the deck's name.
studio-title = Deck studio: { $name }
studio-name = Name
studio-author = Author
studio-undo = Undo
studio-redo = Redo
studio-save = Save
studio-export = Export deck…
studio-back = Back
studio-unsaved = Not saved
studio-saved-line = Saved
# The groups of the deck, in the list on the left.
studio-group-back = Backs
studio-group-numbers = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} numbers
studio-group-actions = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
} Skip, Reverse, Draw Two
studio-group-skip = Every Skip
studio-group-reverse = Every Reverse
studio-group-draw-two = Every Draw Two
studio-group-wilds = Wild, Wild Draw Four, Wild Swap Hands
studio-group-customizable = Customizable Wilds
studio-group-table = The table
# What is being edited, over the large card. $what is a group's name or a card's.
studio-editing = Editing: { $what }
studio-editing-card = one card, { $card }
studio-choose-file = Picture from a file…
studio-pictures = Pictures
studio-game-browser = Use the game's file browser
studio-decks = UNO Party decks
studio-take-off = Take the picture off
studio-no-picture = No picture: the cards are drawn in the colours on the right.
studio-place-help = Drag the card to move the picture, wheel or slider to zoom (from the keyboard: Tab to the card, then the arrows and + or -).
studio-zoom = Zoom
studio-decoding = Opening { $file }…
studio-drop-hint = Or drop a picture file onto the window.
studio-phone = Or send a photo from a phone: scan the code.
studio-phone-off = Phones cannot send photos: { $reason }
studio-picture-from-phone = A photo came from a phone.
studio-custom-text = Text printed on Customizable Wild { $n }
studio-colours = Colours
studio-colour-wild = Wild cards
studio-colour-back = Back
studio-colour-edge = Edge
studio-colour-table = Table
# The colour check. $a and $b are colour names.
studio-too-close-deuteranopia = { $a } and { $b } look almost the same to players with deuteranopia (about 1 man in 20 has a form of it).
studio-too-close-protanopia = { $a } and { $b } look almost the same to players with protanopia (about 1 man in 50 has a form of it).
studio-shapes-help = The shapes tell the colours apart without colour.
studio-add-shapes = Add shapes
studio-shapes = A shape for each colour
studio-colours-fine = Told apart with the common kinds of colour blindness.
# After the buttons.
studio-saved = Saved in { $folder }; the cards use it now.
studio-not-saved = Not saved: { $reason }
studio-picture-problem = { $file } { $what }
studio-leave-title = Leave the studio?
studio-leave-text = The changes to "{ $name }" are not saved.
studio-leave-save = Save and leave
studio-leave-discard = Leave without saving
studio-leave-stay = Stay
studio-new-name = My deck
# The in-game file browser.
browser-title-picture = Choose a picture (PNG or JPEG)
browser-title-deck = Choose a deck file (.unodeck)
browser-title-save = Where to save the deck file
browser-up = Up
browser-home = Home
browser-empty = Nothing here to choose.
browser-no-such-folder = No such folder or file: { $path }
browser-file-name = File name
browser-save-here = Save here
browser-cancel = Cancel
# The phone's page for sending a photo into the studio.
studio-phone-title = Send a photo to the deck studio
studio-phone-take = Take a photo
studio-phone-choose = Choose a photo
studio-phone-sending = Sending…
studio-phone-sent = Sent: it is on the card being edited.
# $mb: the largest size a photo may have, in MB.
studio-phone-too-large = This photo is too large to send (at most { $mb } MB).
studio-phone-not-an-image = This is not a JPEG or PNG photo.
studio-phone-too-many-pixels = This picture has too many pixels to use.
studio-phone-busy = The studio is still busy with the last photos: try again in a moment.
studio-phone-closed = The deck studio is closed: open it again on the computer.
studio-phone-failed = The photo did not arrive: check the Wi-Fi and try again.

# Matches kept: Continue, saved matches, replays, undo. $players lists "name points" pairs
# (match-player-score) with commas; $date is a date written with match-date-format.

# The main menu's way back into a match, and to the kept ones.
menu-continue = Continue
menu-continue-line = { $players } · round { $round }
match-player-score = { $name } { $points }
# Partner play: a team ($team: team-name), its players in a row, its total.
match-team-score = { $team } ({ $players }) { $points }
menu-saved-matches = Saved matches
menu-replays = Replays

# The pause menu.
pause-save-and-quit = Save and quit

# Saved matches.
load-title = Saved matches
load-none = No saved match yet: "Save and quit" in the pause menu keeps one here.
load-button = Load
match-delete = Delete
match-delete-question = Delete this match for good?
match-delete-yes = Delete
match-delete-no = Keep it
match-line = { $date } · { $players } · round { $round }
# How a date is written (chrono's strftime pattern): 2026-12-02 14:05.
match-date-format = %Y-%m-%d %H:%M
match-undo-used = undo used
match-finished = finished
match-not-finished = not finished

# Replays: every match, finished or not.
replays-title = Replays
replays-none = No replay yet: every match is kept here as it is played.
replays-watch = Watch
replays-kept = The newest { $n } replays are kept.

# Watching a replay.
replay-play = Play
replay-pause = Pause
replay-back = Step back
replay-forward = Step forward
replay-speed = Speed
replay-round = Round { $n }
replay-view = Hands
replay-view-all = All open
replay-view-seat = As { $who } sees them
# At move 0 nothing has been played yet: the cards have just been dealt.
replay-position = { $at ->
    [0] Start of the round
   *[other] Move { $at } of { $total }
}
replay-close = Close
replay-refused = The replay stops here: { $why }

# Undo, with one person at the table.
undo-button = Undo (Ctrl+Z)
scores-undo-used = Undo was used in this match.

notice-match-saved = Match saved: { $file }
notice-match-not-saved = The match could not be saved as { $file }; Continue still resumes it.
notice-match-not-deleted = { $file } could not be deleted: { $reason }
# A match file (the autosave, a replay) could not be written: the game tries again by itself.
notice-write-failed = { $file } could not be written: { $why }. The game tries again every few seconds.
write-why-disk-full = the disk is full
write-why-too-many-files = too many files are open
write-why-not-allowed = the system does not allow writing there
# $detail: the system's own words, in the system's language.
write-why-other = the system says “{ $detail }”
notice-written-again = { $file } is written again.

# A message that names a file: the button that opens the folder it is in, and what came of it.
notice-open-folder = Open the folder
folder-opening = Opening the folder…
folder-opened = The folder is open in the file manager.

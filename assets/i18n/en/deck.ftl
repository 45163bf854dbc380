# A card theme shared as one file, NAME.unodeck: Export deck and Import deck.
# After an import. $name is the deck's name; $folder is the folder it was installed in.
deck-imported = Installed "{ $name }" in { $folder }.
# After an export. $size is the file's size in MB.
deck-exported = Saved { $file } ({ $size } MB): send it to a friend; Import deck in Settings installs it.

# Why a deck file was not installed. $file is the deck file; $entry is a file inside it (like
# cards/red-7.png); $detail and $reason are technical words.
deck-unreadable = { $file } cannot be read ({ $reason }). Nothing was installed.
deck-file-too-large = { $file } is { $size } MB, more than the { $max } MB a deck may have. Nothing was installed.
deck-not-a-zip = This file is not a deck: a deck is a ZIP archive (NAME.unodeck). Nothing was installed.
deck-damaged = This deck is damaged ({ $detail }). Nothing was installed.
deck-too-many-entries = This deck holds { $count } files, more than the { $max } a deck may have. Nothing was installed.
deck-absolute-path = { $entry } is an absolute path: a deck holds only files inside its own folder. Nothing was installed.
deck-parent-dir = { $entry } leaves the deck's folder (with ..): a deck holds only files inside its own folder. Nothing was installed.
deck-backslash = { $entry } has a backslash in its name: a deck's paths separate folders with /. Nothing was installed.
deck-drive-letter = { $entry } names a drive (a colon, as in C:): a deck holds only files inside its own folder. Nothing was installed.
deck-nul-in-name = { $entry } has a NUL character in its name. Nothing was installed.
deck-name-not-text = { $entry } has a name that is not UTF-8 text. Nothing was installed.
deck-symlink = { $entry } is a symbolic link: a deck holds only ordinary files. Nothing was installed.
deck-not-a-plain-file = { $entry } is neither an ordinary file nor a folder: a deck holds only ordinary files. Nothing was installed.
deck-encrypted = { $entry } is encrypted: a deck has no password. Nothing was installed.
deck-unsupported-compression = { $entry } is compressed in a way the game does not read (use ordinary ZIP compression, Deflate). Nothing was installed.
deck-expands-too-much = This deck would take { $size } MB once unpacked, more than the { $max } MB a deck may have. Nothing was installed.
deck-size-mismatch = { $entry } does not have the size the deck gives it: the file is damaged or made to fill the disk. Nothing was installed.
deck-entry-too-large = { $entry } is { $size } MB, more than the { $max } MB a theme file may have. Nothing was installed.
deck-damaged-entry = { $entry } is damaged ({ $detail }). Nothing was installed.
deck-duplicate-name = { $entry } and { $other } cannot both be unpacked: their names differ only in capitals, or one is a file where the other needs a folder. Nothing was installed.
deck-no-manifest = This deck has no theme.ron at the top (every deck has one, with at least a name). Nothing was installed.
deck-manifest-not-text = The deck's theme.ron is not UTF-8 text. Nothing was installed.
# $problem is where in theme.ron and what is wrong (problem-ron).
deck-manifest-invalid = The deck's theme.ron has an error: { $problem }. Nothing was installed.
deck-outside = theme.ron names { $entry }, outside the deck's folder: a deck's paths stay inside it (like photos/us.jpg). Nothing was installed.
deck-missing = theme.ron names { $entry }, which is not in the deck. Nothing was installed.
# $max is a size in pixels, like 2000×2944.
deck-image-too-large = { $entry } is { $width }×{ $height } pixels, more than the { $max } it may have. Nothing was installed.
deck-not-an-image = { $entry } is not a PNG or JPEG image. Nothing was installed.
deck-damaged-image = { $entry } cannot be read as a PNG or JPEG image ({ $detail }). Nothing was installed.
deck-not-a-font = { $entry } is not a TrueType or OpenType font. Nothing was installed.
deck-unknown-file = { $entry } is not a file a deck may hold (only theme.ron, PNG and JPEG images, TTF and OTF fonts). Nothing was installed.
deck-install-failed = { $file } cannot be written ({ $reason }). Nothing was installed.

# Why a deck file was not saved. $folder is the theme's folder.
deck-not-a-theme-folder = { $folder } is not a theme folder (it has no theme.ron). The deck was not saved.
deck-theme-too-large = The files of { $folder } take { $size } MB, more than a deck may hold ({ $max } MB). The deck was not saved.
deck-theme-too-many-files = { $folder } has { $count } files, more than the { $max } a deck may hold. The deck was not saved.
deck-export-failed = { $file }: { $reason }. The deck was not saved.

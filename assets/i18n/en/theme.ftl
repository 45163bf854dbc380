# The card theme section of Settings: the theme picker, a preview, the player's themes folder.
theme-title = Card theme
# After the picker: who made the theme.
theme-by = by { $author }
# A theme shipped with the game, in the picker.
theme-built-in = { $name } (built in)
# The names of the themes shipped with the game (a player's theme keeps the name it gives itself).
theme-name-classic = Classic
theme-name-high-contrast = High contrast
# Before the path of the folder of the player's own themes.
theme-folder = Your themes:
theme-open-folder = Open the folder
# What the two buttons did. $folder is a path.
theme-folder-not-made = { $folder } cannot be created: { $reason }
# $program is the system's file manager (explorer, open, xdg-open).
theme-folder-not-opened = The folder could not be opened ({ $program }: { $reason }); it is { $folder }
theme-export-not-empty = { $folder } already exists and is not empty: choose a new or empty folder (nothing was written)
theme-export-failed = { $file }: { $reason }
theme-problems-title = Problems with "{ $name }" (the default art is used for these):

# A notice over any screen when files of the theme in use cannot be used.
theme-notice-intro = Some files of "{ $name }" cannot be used; the default art stands in for them:
theme-notice-fix = Fix the files and save: the cards update by themselves.
theme-notice-ok = OK

# A problem with a theme's file: the file's name, then what is wrong with it and what is drawn
# instead (the texts below, which follow the file's name).
theme-problem = { $file }: { $what }
# $built_in lists the built-in themes' names as the settings file writes them.
theme-no-such-theme = no such theme: not a built-in one ({ $built_in }), not a folder in { $folder }, not a folder path; the classic art is used
theme-folder-missing = the theme folder is missing; the classic art is used
# $problem is where in theme.ron and what is wrong (problem-ron).
theme-manifest-invalid = { $problem }. Default colours are used.
theme-manifest-not-text = is not UTF-8 text. Default colours are used.
theme-manifest-missing = is missing: default colours are used (a theme needs one, with at least a name)
theme-manifest-unreadable = cannot be read ({ $reason }). Default colours are used.
theme-outside = must be a path inside the theme folder (like photos/us.jpg), so that the theme travels whole; it is not used
theme-not-a-font = is not a TrueType or OpenType font; the default font is used
theme-font-unreadable = cannot be read ({ $reason }); the default font is used
theme-named-image-missing = is missing (named in theme.ron); the default art is used
# $card, $min and $max are sizes in pixels, like 250×368.
theme-card-image-size = is { $width }×{ $height } pixels; a card image has the proportions of a card, { $card } (or for example 500×736), from { $min } to { $max }. The default art is used.
theme-table-image-size = is { $width }×{ $height } pixels; a table image has sides from { $min } to { $max } pixels. The plain table colour is used.
theme-card-image = { $problem }; the default art is used
theme-table-image = { $problem }; the plain table colour is used
theme-not-a-card-name = is not the name of a card, so it is not used (names look like red-7.png, blue-skip.png, green-draw-two.png, wild-draw-four.png, customizable-wild-1.png)
theme-unsupported-file = is not in a supported format: use PNG or JPEG (.png, .jpg); it is not used
theme-second-image = is not used: another image for the same card comes first (.png, then .jpg, then .jpeg)
# Why an image cannot be used. $format is a file format (GIF, WEBP); $detail is technical.
theme-image-unreadable = cannot be read ({ $reason })
theme-image-format = is a { $format } image, which is not supported: use PNG or JPEG
theme-image-not-an-image = is not an image the game can read: use PNG or JPEG
theme-image-damaged = is damaged or not a PNG/JPEG image ({ $detail })
theme-image-too-large = is { $width }×{ $height } pixels, too large to use (at most { $max } on a side)
# Why a theme's file cannot be read.
theme-read-missing = it is missing
theme-read-denied = permission denied
theme-read-too-large = the file is { $size } MB, more than the { $max } MB a theme file may have
# Another reason, in the system's words.
theme-read-other = { $reason }

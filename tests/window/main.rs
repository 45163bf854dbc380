//! Real-window tests, one binary: the real binary under Xvfb with software Vulkan, screenshots, the
//! layout report, and real mouse clicks with xdotool; a file per subject (the table, the menus,
//! themes, hot seat, the keyboard, an idle game, a replay, the lesson, sound, phones, a screen
//! reader), and the helpers they share in `support/`.
//!
//! They need `Xvfb`, `xdotool` and ImageMagick's `import` (Debian: xvfb xauth libvulkan1 mesa-vulkan-drivers
//! xdotool imagemagick), Chromium for the phone pages (chromium chromium-driver), and D-Bus with
//! at-spi2-core and pyatspi for the screen reader's view (dbus at-spi2-core python3-pyatspi). Where
//! no X server can be started they are skipped with a message, unless `REQUIRE_WINDOW_TESTS=1`,
//! which CI sets: then they must run.

mod access;
mod hot_seat;
mod idle;
mod keyboard;
mod lesson;
mod menus;
mod phones;
mod replay;
mod sound;
mod support;
mod table;
mod themes;

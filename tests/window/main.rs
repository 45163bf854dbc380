//! Real-window tests: the real binary under Xvfb with software Vulkan, screenshots, the layout
//! report, and real mouse clicks with xdotool.
//!
//! They need `Xvfb`, `xdotool` and ImageMagick's `import` (Debian: xvfb xauth libvulkan1 mesa-vulkan-drivers
//! xdotool imagemagick), and Chromium for the phone pages (chromium chromium-driver). Where
//! no X server can be started they are skipped with a message, unless `REQUIRE_WINDOW_TESTS=1`,
//! which CI sets: then they must run.

mod harness;
mod hot_seat;
mod idle;
mod keyboard;
mod lesson;
mod menus;
mod phones;
mod replay;
mod sound;
mod steps;
mod table;
mod themes;
mod ws_phone;

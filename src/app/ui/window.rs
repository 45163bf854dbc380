//! The window's side of the table: the camera, egui and its text style, and the window's size
//! for the layout.

use bevy::prelude::*;
use bevy_egui::egui::{self, vec2};
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, EguiStartupSet};

use crate::app::core::schedule::{Screen, UiPass};
use crate::app::core::settings::Settings;
use crate::app::scene::cards::{CardZones, ScreenSize};
use crate::app::ui::palette::FOCUS;

pub(crate) fn plugin(app: &mut App) {
    // egui's accessibility tree needs Bevy's accessibility resources, which the window's plugins
    // bring; a test's app without them gets them here (with no adapter, nothing is ever asked).
    if !app.is_plugin_added::<bevy::a11y::AccessibilityPlugin>() {
        app.add_plugins(bevy::a11y::AccessibilityPlugin);
    }
    app.add_plugins(EguiPlugin::default())
        .add_systems(PreStartup, spawn_camera.before(EguiStartupSet::InitContexts))
        .add_systems(Update, track_window_size)
        .add_systems(EguiPrimaryContextPass, (style_once, ui_zoom).before(UiPass::Draw));
}

/// The egui zoom: grown with the window from 720 pixels up, times the UI scale. At the table the
/// scale is the one the table's layout found room for; the menus keep at least 560 points of
/// height (they scroll below that).
fn ui_zoom(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    size: Res<ScreenSize>,
    model: Res<CardZones>,
    screen: Res<State<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let h = size.get().y;
    let zoom = match (&model.layout, *screen.get()) {
        (Some(l), Screen::Table) => crate::layout::base_zoom(l.height) * l.scale,
        _ => (crate::layout::base_zoom(h) * settings.ui_scale).min((h / 560.0).max(0.75)),
    };
    if (ctx.zoom_factor() - zoom).abs() > 0.005 {
        ctx.set_zoom_factor(zoom);
    }
    // With reduced motion, windows and widgets change at once (no fades or slides).
    let time = if settings.reduced_motion() { 0.0 } else { 1.0 / 12.0 };
    if ctx.global_style().animation_time != time {
        ctx.all_styles_mut(|s| s.animation_time = time);
    }
    Ok(())
}

/// Larger text than egui's default: the game is read from a sofa as often as from a desk.
fn style_once(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontId, TextStyle};
        style.text_styles.insert(TextStyle::Body, FontId::proportional(16.0));
        style.text_styles.insert(TextStyle::Button, FontId::proportional(16.0));
        style.text_styles.insert(TextStyle::Heading, FontId::proportional(24.0));
        style.text_styles.insert(TextStyle::Small, FontId::proportional(12.0));
        style.spacing.button_padding = vec2(8.0, 4.0);
        // A panel that scrolls shows it: a solid bar beside what scrolls, not egui's floating one,
        // which stays invisible until the pointer happens to pass over it.
        style.spacing.scroll = egui::style::ScrollStyle { bar_width: 10.0, ..egui::style::ScrollStyle::solid() };
        // The button with the keyboard's focus (Tab in the menus) wears the focus ring's yellow.
        style.visuals.widgets.active.bg_stroke = egui::Stroke::new(3.0, FOCUS);
    });
    *done = true;
    Ok(())
}

/// True when the desktop asks for less motion. Neither Bevy nor winit can tell; GNOME (and
/// desktops that follow its settings) can: `enable-animations` off. Elsewhere: no.
pub(crate) fn desktop_reduces_motion() -> bool {
    let asked = std::process::Command::new("gsettings")
        .args(["get", "org.gnome.desktop.interface", "enable-animations"])
        .stderr(std::process::Stdio::null())
        .output();
    asked.is_ok_and(|out| out.status.success() && String::from_utf8_lossy(&out.stdout).trim() == "false")
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Table camera"), Camera2d));
}

fn track_window_size(windows: Query<&Window, With<bevy::window::PrimaryWindow>>, mut size: ResMut<ScreenSize>) {
    if let Ok(w) = windows.single() {
        let s = Vec2::new(w.width(), w.height());
        if s.x > 0.0 && s.y > 0.0 {
            size.set_if_neq(ScreenSize::new(s));
        }
    }
}

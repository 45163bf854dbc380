//! The window's side of the table: the camera, egui and its text style, and the window's size
//! for the layout.

use bevy::prelude::*;
use bevy_egui::egui::{self, vec2};
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, EguiStartupSet};

use super::cards::ScreenSize;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .add_systems(PreStartup, spawn_camera.before(EguiStartupSet::InitContexts))
        .add_systems(Update, track_window_size)
        .add_systems(EguiPrimaryContextPass, style_once.before(super::UiPass::Draw));
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
    });
    *done = true;
    Ok(())
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Table camera"), Camera2d));
}

fn track_window_size(windows: Query<&Window, With<bevy::window::PrimaryWindow>>, mut size: ResMut<ScreenSize>) {
    if let Ok(w) = windows.single() {
        let s = Vec2::new(w.width(), w.height());
        if size.0 != s && s.x > 0.0 && s.y > 0.0 {
            size.0 = s;
        }
    }
}

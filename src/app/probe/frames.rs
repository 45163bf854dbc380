//! The frames the renderer has drawn, counted in the render world: screenshots wait for frames
//! that really show the screen, and the phones' report times a move to the frame that showed it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::prelude::*;

/// Counts the frames the renderer has drawn, shared with the render world: a screenshot waits for
/// frames that really show the screen. Pipelines compile in the background, and until they are
/// ready a frame draws nothing but the clear colour (on a busy machine, for many frames).
#[derive(Resource, Clone, Default)]
pub struct RenderedFrames(Arc<FrameCounts>);

/// The counts behind [`RenderedFrames`].
#[derive(Default)]
pub struct FrameCounts {
    total: AtomicU64,
    ready_in_a_row: AtomicU64,
    /// The last frames rendered: the game's frame number they show, and when their drawing ended
    /// (milliseconds since 1970).
    drawn: std::sync::Mutex<std::collections::VecDeque<(u32, f64)>>,
}

/// Rendered frames whose end is kept.
const DRAWN_KEPT: usize = 120;

impl RenderedFrames {
    /// Frames rendered so far.
    pub fn total(&self) -> u64 {
        self.0.total.load(Ordering::Relaxed)
    }

    /// Frames in a row, up to the last one, rendered with every pipeline compiled.
    pub fn ready_in_a_row(&self) -> u64 {
        self.0.ready_in_a_row.load(Ordering::Relaxed)
    }

    /// When the game's frame `frame` (its `FrameCount` once it ended) was drawn, in milliseconds
    /// since 1970, if it was among the last frames rendered.
    pub fn drawn_at(&self, frame: u32) -> Option<f64> {
        let drawn = self.0.drawn.lock().ok()?;
        drawn.iter().find(|(f, _)| *f == frame).map(|(_, at)| *at)
    }
}

/// Milliseconds since 1970, now.
pub fn unix_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// Counts rendered frames in the render world (a window is needed: the render app exists then).
pub(crate) fn count_rendered_frames(app: &mut App) {
    use bevy::render::render_resource::PipelineCache;
    use bevy::render::{Render, RenderApp, RenderSystems};
    let frames = RenderedFrames::default();
    app.insert_resource(frames.clone());
    let Some(render) = app.get_sub_app_mut(RenderApp) else { return };
    render.insert_resource(frames).add_systems(
        Render,
        (|cache: Res<PipelineCache>, frames: Res<RenderedFrames>, count: Option<Res<bevy::diagnostic::FrameCount>>| {
            frames.0.total.fetch_add(1, Ordering::Relaxed);
            if let (Some(count), Ok(mut drawn)) = (count, frames.0.drawn.lock()) {
                drawn.push_back((count.0, unix_ms()));
                while drawn.len() > DRAWN_KEPT {
                    drawn.pop_front();
                }
            }
            if cache.waiting_pipelines().next().is_none() {
                frames.0.ready_in_a_row.fetch_add(1, Ordering::Relaxed);
            } else {
                frames.0.ready_in_a_row.store(0, Ordering::Relaxed);
            }
        })
        .in_set(RenderSystems::Cleanup),
    );
}

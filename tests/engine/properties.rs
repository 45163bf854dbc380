//! Properties over random play.

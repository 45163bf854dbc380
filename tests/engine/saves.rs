//! Determinism and save/load.

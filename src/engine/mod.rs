//! Engine.

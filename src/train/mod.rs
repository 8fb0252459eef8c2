//! Making Poda stronger from its own games (native only): [`datagen`] plays Poda against itself
//! and keeps labelled positions for training an evaluation.

pub mod datagen;

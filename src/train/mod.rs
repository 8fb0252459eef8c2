//! Making Poda stronger from its own games (native only): [`datagen`] plays Poda against itself
//! and keeps labelled positions; [`nnue`] trains a small network on them and quantises it.

pub mod datagen;
pub mod nnue;

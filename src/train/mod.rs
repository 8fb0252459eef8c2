//! Making Poda stronger from its own games (native only): [`selfplay`] reads opening books and
//! plays games out, [`datagen`] plays Poda against itself and keeps labelled positions (as text
//! or as 32-byte records, [`packed`]), [`samples`] turns them into the network's inputs,
//! [`nnue`] is the network in floats and integers, and [`trainer`] fits it.
//! [`shared_data`] finds the data the project reads but does not carry (opening books, test
//! suites: `../shared/data`, see its PROVENANCE.md).

pub mod datagen;
pub mod nnue;
pub mod packed;
pub mod samples;
pub mod selfplay;
pub mod trainer;

use std::path::PathBuf;

/// A file of the data folder beside the checkout, `../shared/data` from the crate's root (or of
/// the folder `$PODA_SHARED_DATA` names): what the tests, the examples and `poda datagen`'s
/// default book read.
pub fn shared_data(path: &str) -> PathBuf {
    let dir = std::env::var_os("PODA_SHARED_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"));
    dir.join(path)
}

//! A worksheet: several exercises on one printed page, drawn from the practice's settings with
//! consecutive seeds, and their answer key on the next page. How many fit a page depends on
//! how wide the trees are ([`per_page`]). Browser-free: the page draws each exercise with
//! `teach::tree_svg` and prints it.

use crate::teach::practice::PracticeExercise;
use crate::teach::random_tree::RandomTreeSpec;
use crate::teach::Convention;

use super::model::{PracticeSource, PracticeState, SourceError};

/// How many exercises of `leaves` leaves share an A4 page and stay readable: small trees two
/// to a row ([`COLUMNS_UP_TO`]), larger ones one to a row.
pub fn per_page(leaves: usize) -> usize {
    match leaves {
        0..=COLUMNS_UP_TO => 4,
        10..=27 => 3,
        28..=40 => 2,
        _ => 1,
    }
}

/// Trees of at most this many leaves stand two to a row.
pub const COLUMNS_UP_TO: usize = 9;

/// The exercises of a worksheet from `spec`: its seed and the next ones, as many as fit a
/// page, each checked as `convention` teaches alpha-beta.
///
/// # Errors
/// When the settings draw no tree.
pub fn worksheet(spec: &RandomTreeSpec, convention: Convention) -> Result<Vec<(u64, PracticeExercise)>, SourceError> {
    let draw = |seed: u64| {
        let source = PracticeSource::Random(RandomTreeSpec { seed, ..*spec });
        PracticeState::with_convention(source, convention).map(|state| (seed, state.exercise))
    };
    let first = draw(spec.seed)?;
    let count = per_page(first.1.tree().leaves());
    let mut sheet = vec![first];
    for k in 1..count as u64 {
        sheet.push(draw(spec.seed.wrapping_add(k))?);
    }
    Ok(sheet)
}

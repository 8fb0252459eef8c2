//! The counts of the teaching view: one [`Row`] per algorithm counted, gathered in a [`Tally`]
//! while a request's rows arrive (`state.rs` holds one for the search on screen and one
//! without the crash cut).

use crate::teach::{Algorithm, Counts};

/// One measured algorithm.
#[derive(Clone, Debug)]
pub struct Row {
    pub algorithm: Algorithm,
    /// The root's value for the side to move (centipawns in chess).
    pub value: i32,
    pub counts: Counts,
}

/// The counts asked for in one request, one row per counted algorithm as they arrive.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    rows: Vec<Row>,
    /// The request, while rows are still awaited.
    pub(super) asked: Option<u32>,
}

impl Tally {
    /// Starts over, awaiting the rows of request `asked` (none: no rows to come).
    pub(super) fn ask(&mut self, asked: Option<u32>) {
        self.rows.clear();
        self.asked = asked;
    }

    pub(super) fn awaits(&self, id: u32) -> bool {
        self.asked == Some(id)
    }

    /// Adds a row of the request awaited; it is answered once `expected` rows have come.
    pub(super) fn push(&mut self, row: Row, expected: usize) {
        self.rows.push(row);
        if self.rows.len() >= expected {
            self.asked = None;
        }
    }
}

impl std::ops::Deref for Tally {
    type Target = [Row];

    fn deref(&self) -> &[Row] {
        &self.rows
    }
}

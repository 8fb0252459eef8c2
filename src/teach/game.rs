//! The game interface the teaching searches are written against.
//!
//! Two players alternate; the one to move at the root is MAX. Values are *negamax* values:
//! always from the point of view of the side to move at that node. The searches turn them into
//! the textbook's MAX/MIN view for display (a MIN node's value is the negation).

/// A two-player, zero-sum, alternating game, seen from one position.
pub trait TeachGame: Clone {
    type Move: Copy;

    /// The legal moves in the game's natural (generation) order; empty when the game is over.
    fn moves(&self) -> Vec<Self::Move>;

    /// The position after `m` (one of [`moves`](Self::moves)).
    fn play(&self, m: Self::Move) -> Self;

    /// The value of a finished game for the side to move, or `None` while it goes on.
    /// `moves` are this position's legal moves; `ply` is the distance from the search's root
    /// (so quicker wins can score higher).
    fn outcome(&self, moves: &[Self::Move], ply: u32) -> Option<i32>;

    /// The static evaluation at the search horizon, for the side to move.
    fn evaluate(&self) -> i32;

    /// Puts the most promising moves first (used by ordered alpha-beta). The default keeps
    /// generation order.
    fn order(&self, _moves: &mut [Self::Move]) {}

    /// How a move is written for people (SAN in chess).
    fn label(&self, m: Self::Move) -> String;

    /// A machine-readable name for a move (UCI in chess), used to replay a line.
    fn code(&self, m: Self::Move) -> String {
        self.label(m)
    }

    /// The position as a number for a transposition table ([`Algorithm::MinimaxTable`]), or
    /// `None` (the default) for a game without one. Equal keys must mean the same position
    /// *and* the same distance from the search's root, so that a stored value (which counts
    /// plies to a win) holds wherever the position comes back: true of tic-tac-toe, whose
    /// marks say how many moves were played.
    ///
    /// [`Algorithm::MinimaxTable`]: super::Algorithm::MinimaxTable
    fn key(&self) -> Option<u64> {
        None
    }

    /// Moves the *corte agresivo* (crash cut) refuses to look at. The default skips nothing.
    fn crash_cut(&self, _m: Self::Move) -> bool {
        false
    }
}

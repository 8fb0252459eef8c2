//! Watching the search node by node: the hooks the search calls as it enters and leaves each
//! node, so that a caller (the teaching view) can record the tree the engine really searched.
//!
//! The search is generic over its [`Tracer`]. Every hook does nothing by default and the plain
//! search runs with [`NoTrace`], whose hooks compile away, together with the work done only
//! to feed them (guarded by [`Tracer::ON`]): tracing costs nothing when it is off, and it never
//! changes what the search does. This module knows nothing of what a tracer builds.
//!
//! The order of calls for one node: its parent calls [`Tracer::child`] (the move and how it is
//! searched), then the node calls [`Tracer::enter`], maybe [`Tracer::moves`] and
//! [`Tracer::skip`], brackets each of its own children the same way, calling
//! [`Tracer::window`] after each child's score is taken in, and ends with one
//! [`Tracer::leave`]. The root search of each iteration is entered without a `child` call.
//! Every node the engine counts is entered once and left once; windows and values are the
//! search's own (negamax form, side to move; ±[`INF`](super::search::INF) is the open window).

use crate::rules::{Move, Position};

/// How a child is searched.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Edge {
    /// With the full window (the first move) or, in principal variation search, the zero
    /// window that only asks whether the move beats α; in the quiescence search, a capture.
    Plain,
    /// The null move: the side to move passes, searched shallower with a zero window at β.
    Null,
    /// A late move searched with a reduced depth (late move reduction) and a zero window.
    Reduced,
    /// The same move again after it beat α in a reduced or zero-window search: at full depth,
    /// then with the full window.
    Research,
    /// The singular-extension test: the *same position* without the hash move, shallower and
    /// with a zero window (the move given to [`Tracer::child`] is the move left out).
    Singular,
    /// The check of a null-move cut-off: the *same position* searched again as shallow as the
    /// null move was, with a zero window at β and no null move for the next plies (the move
    /// given to [`Tracer::child`] is the null move).
    Verification,
}

/// How a node ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Its moves were searched and none reached β.
    Searched,
    /// A move reached β: the remaining moves were not searched.
    Cutoff,
    /// The null move reached β: no move was generated.
    NullCut,
    /// The singular test found that even without the hash move the node reaches β.
    MultiCut,
    /// Every move was pruned (futility, late moves, exchanges): it fails low at α.
    AllPruned,
    /// The transposition table's stored result was enough.
    Table,
    /// Mate distance pruning: no line from here can beat a mate already found nearer the root.
    MateDistance,
    /// Reverse futility: the static evaluation is so far above β that the node returns it.
    ReverseFutility,
    /// Stand pat in the quiescence search: the static evaluation already reaches β.
    StandPat,
    /// A position repeated inside the search path or the game: scored as a draw.
    Repetition,
    /// A draw by the rules: the fifty-move rule or insufficient material.
    Draw,
    /// Checkmate: no legal move and in check.
    Mate,
    /// Stalemate: no legal move and not in check.
    Stalemate,
    /// The maximum search height: evaluated statically.
    Horizon,
    /// The search was stopped (clock, node limit or stop flag): the value means nothing.
    Stopped,
}

/// Why a move of a node was not searched.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Skip {
    /// An earlier move reached β (reported for the moves left in the list).
    BetaCut,
    /// Late move pruning: enough quiet moves have been tried at this depth.
    LateMove,
    /// Futility pruning: the static evaluation plus a margin stays below α.
    Futility,
    /// It loses material in the exchange that follows (static exchange evaluation).
    BadExchange,
    /// Delta pruning in the quiescence search: even winning the piece stays below α.
    Delta,
}

/// Receives the search's node-by-node events. Every hook does nothing by default.
pub trait Tracer {
    /// False only for [`NoTrace`]: the search skips the work done only for the hooks.
    const ON: bool = true;

    /// Iteration `depth` of iterative deepening begins (its root may be searched more than once
    /// when the score falls outside the aspiration window).
    #[inline(always)]
    fn iteration(&mut self, _depth: i32) {}

    /// The next node entered is reached by `mv` ([`Move::NULL`] for the null move), searched as
    /// `edge`; (`alpha`, `beta`) is the window of the node calling, now.
    #[inline(always)]
    fn child(&mut self, _mv: Move, _edge: Edge, _alpha: i32, _beta: i32) {}

    /// A node is entered: its position, distance from the root, depth left (after the check
    /// extension; always 0 in the quiescence search, which has no depth) and window.
    #[inline(always)]
    fn enter(&mut self, _pos: &Position, _ply: usize, _depth: i32, _alpha: i32, _beta: i32, _quiescence: bool) {}

    /// The current node generated `count` moves (all moves, or the captures and promotions in
    /// the quiescence search when not in check).
    #[inline(always)]
    fn moves(&mut self, _count: usize) {}

    /// A move of the current node is not searched.
    #[inline(always)]
    fn skip(&mut self, _mv: Move, _why: Skip) {}

    /// The current node's window once the score of the child just left has been taken in
    /// (α ≥ β means it cuts off). Not called for results that are not taken in: a reduced or
    /// zero-window search that a re-search follows, the singular test, a null move below β.
    #[inline(always)]
    fn window(&mut self, _alpha: i32, _beta: i32) {}

    /// The current node returns `value`.
    #[inline(always)]
    fn leave(&mut self, _value: i32, _exit: Exit) {}
}

/// The tracer of the plain search: nothing is traced and nothing is paid.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const ON: bool = false;
}

impl<T: Tracer> Tracer for &mut T {
    const ON: bool = T::ON;

    #[inline(always)]
    fn iteration(&mut self, depth: i32) {
        (**self).iteration(depth)
    }
    #[inline(always)]
    fn child(&mut self, mv: Move, edge: Edge, alpha: i32, beta: i32) {
        (**self).child(mv, edge, alpha, beta)
    }
    #[inline(always)]
    fn enter(&mut self, pos: &Position, ply: usize, depth: i32, alpha: i32, beta: i32, quiescence: bool) {
        (**self).enter(pos, ply, depth, alpha, beta, quiescence)
    }
    #[inline(always)]
    fn moves(&mut self, count: usize) {
        (**self).moves(count)
    }
    #[inline(always)]
    fn skip(&mut self, mv: Move, why: Skip) {
        (**self).skip(mv, why)
    }
    #[inline(always)]
    fn window(&mut self, alpha: i32, beta: i32) {
        (**self).window(alpha, beta)
    }
    #[inline(always)]
    fn leave(&mut self, value: i32, exit: Exit) {
        (**self).leave(value, exit)
    }
}

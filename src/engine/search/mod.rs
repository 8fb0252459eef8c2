//! The search: iterative deepening around a negamax alpha-beta with principal variation search,
//! a quiescence search over captures, and the usual selectivity (transposition table cut-offs,
//! null-move pruning, reverse futility, late move reductions and pruning, check extensions,
//! SEE pruning, aspiration windows). Draws by repetition, the fifty-move rule and insufficient
//! material are recognised inside the tree; mates are scored by their distance.
//!
//! The search reads no clock and does no I/O: it is handed a [`TimeSource`], a stop flag and a
//! [`Reporter`], and it checks them every few thousand nodes. A [`Tracer`] may watch every node
//! ([`super::trace`]); the plain search's [`NoTrace`] costs nothing.
//!
//! One file per stage, as in Stockfish and viridithas: this module holds the `Searcher`, its
//! iterative deepening with aspiration windows and what the stages share (evaluation, draws,
//! the principal variation); `alphabeta.rs` is the main search, `quiescence.rs` the search at
//! the horizon, `multipv.rs` the further root moves scored each with its line (MultiPV),
//! `picker.rs` the move ordering, `history.rs` what the ordering learns, `time.rs` when to
//! stop, and `params.rs` every margin and reduction by name.

mod alphabeta;
mod blind_spots;
mod history;
mod learning;
mod lines;
mod multipv;
mod params;
mod picker;
mod quiescence;
mod time;

pub use blind_spots::BlindSpots;
pub use history::Histories;
pub use lines::{Line, MAX_LINES};
pub use params::SearchParams;

use super::eval::evaluate;
use super::limits::Limits;
use super::nnue::Network;
use super::trace::{Exit, NoTrace, Tracer};
use super::tt::{Bound, Hit, TranspositionTable};
use super::{Info, Reporter, Score, TimeSource};
use crate::rules::{Move, Position, Role};
use std::sync::atomic::AtomicBool;

pub use super::score::{INF, MATE, MATE_BOUND};
pub const MAX_PLY: usize = 120;

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best_move: Move,
    pub ponder: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    /// The root moves scored, best first, each with its line: one unless the search was asked
    /// for more ([`Searcher::multi_pv`]); empty when no iteration completed.
    pub lines: Vec<Line>,
}

/// One search's state. `T` watches it node by node ([`super::trace`]); the plain search's
/// [`NoTrace`] compiles to nothing.
pub(crate) struct Searcher<'a, T: Tracer = NoTrace> {
    pub tt: &'a mut TranspositionTable,
    pub history: &'a mut Histories,
    pub params: &'a SearchParams,
    pub clock: &'a dyn TimeSource,
    pub stop: &'a AtomicBool,
    pub reporter: &'a mut dyn Reporter,
    pub evaluate: fn(&Position) -> i32,
    /// The network that evaluates instead of `evaluate`, with one accumulator per ply.
    net: Option<&'a Network>,
    accumulators: Vec<i16>,
    pub nodes: u64,
    pub seldepth: usize,
    hard_deadline: Option<u64>,
    node_limit: Option<u64>,
    stopped: bool,
    /// Hashes of the game so far followed by the current search path.
    hashes: Vec<u64>,
    killers: [[Move; 2]; MAX_PLY + 2],
    static_evals: [i32; MAX_PLY + 2],
    /// The move made at each ply, as (piece index, destination), for counter-moves.
    played: [(u8, u8); MAX_PLY + 2],
    pv: [[Move; MAX_PLY + 2]; MAX_PLY + 2],
    pv_len: [usize; MAX_PLY + 2],
    lmr: [[u8; 64]; 64],
    /// Root moves allowed (empty: all).
    pub root_moves: Vec<Move>,
    /// The opponent's moves this search does not see (a weak level's; `None`: all seen).
    pub blind_spots: Option<BlindSpots>,
    /// How many root moves each iteration scores, each with its own line (MultiPV; 1: the
    /// best only).
    pub multi_pv: usize,
    /// The line being searched (0: the best; see [`multipv`]).
    line: usize,
    /// A move left out at each ply (for the singular-extension test search).
    excluded: [Move; MAX_PLY + 2],
    /// No null move before this ply, and no reverse futility at the node being verified: set
    /// while a null-move cut-off is checked.
    null_min_ply: usize,
    verifying: Option<usize>,
    /// Nodes spent below each root move (by origin and destination square), for the clock.
    root_nodes: Vec<u64>,
    pub tracer: T,
}

impl<'a, T: Tracer> Searcher<'a, T> {
    /// A searcher whose every node is reported to `tracer` ([`NoTrace`] for the plain search).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a mut TranspositionTable,
        history: &'a mut Histories,
        params: &'a SearchParams,
        clock: &'a dyn TimeSource,
        stop: &'a AtomicBool,
        reporter: &'a mut dyn Reporter,
        game_hashes: &[u64],
        tracer: T,
    ) -> Searcher<'a, T> {
        let mut lmr = [[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (params.lmr_base + (d as f64).ln() * (m as f64).ln() / params.lmr_divisor).max(0.0) as u8;
            }
        }
        Searcher {
            tt,
            history,
            params,
            clock,
            stop,
            reporter,
            evaluate,
            net: None,
            accumulators: Vec::new(),
            nodes: 0,
            seldepth: 0,
            hard_deadline: None,
            node_limit: None,
            stopped: false,
            hashes: game_hashes.to_vec(),
            killers: [[Move::NULL; 2]; MAX_PLY + 2],
            static_evals: [0; MAX_PLY + 2],
            played: [(0, 0); MAX_PLY + 2],
            pv: [[Move::NULL; MAX_PLY + 2]; MAX_PLY + 2],
            pv_len: [0; MAX_PLY + 2],
            lmr,
            root_moves: Vec::new(),
            blind_spots: None,
            multi_pv: 1,
            line: 0,
            excluded: [Move::NULL; MAX_PLY + 2],
            null_min_ply: 0,
            verifying: None,
            root_nodes: vec![0; 64 * 64],
            tracer,
        }
    }

    /// Evaluates with `net` (incrementally, an accumulator per ply) instead of `evaluate`.
    pub fn set_network(&mut self, net: Option<&'a Network>) {
        self.net = net;
        self.accumulators = net.map_or(Vec::new(), |n| vec![0; n.accumulator_len() * (MAX_PLY + 2)]);
    }

    /// The static evaluation of `pos`, reached at `ply`, for the side to move.
    #[inline]
    fn evaluate(&self, pos: &Position, ply: usize) -> i32 {
        match self.net {
            Some(net) => {
                let len = net.accumulator_len();
                net.evaluate_slice(&self.accumulators[ply * len..(ply + 1) * len], pos)
            }
            None => (self.evaluate)(pos),
        }
    }

    /// The static evaluation of `pos` at `ply` that a table entry `hit` stored, if it has one.
    #[inline]
    fn static_eval(&self, pos: &Position, ply: usize, hit: Option<Hit>) -> i32 {
        match hit {
            Some(h) if h.eval.abs() < MATE_BOUND => h.eval,
            _ => self.evaluate(pos, ply),
        }
    }

    /// Before searching the child of `pos` reached by `m` (at `ply + 1`): its accumulator.
    #[inline]
    fn push_move(&mut self, pos: &Position, m: Move, ply: usize) {
        if let Some(net) = self.net {
            let len = net.accumulator_len();
            let (parent, child) = self.accumulators.split_at_mut((ply + 1) * len);
            net.update_into(&parent[ply * len..], &mut child[..len], pos, m);
        }
    }

    /// Before searching the null move's child: the same pieces, the same accumulator.
    #[inline]
    fn push_null(&mut self, ply: usize) {
        if let Some(net) = self.net {
            let len = net.accumulator_len();
            self.accumulators.copy_within(ply * len..(ply + 1) * len, (ply + 1) * len);
        }
    }

    /// Iterative deepening: searches depth 1, 2, … until a limit is reached, reporting each
    /// completed iteration (each of its lines, with [`Searcher::multi_pv`] above one), and
    /// returns the best move of the deepest trustworthy one.
    pub fn iterative_deepening(&mut self, root: &Position, limits: &Limits) -> SearchResult {
        if let Some(net) = self.net {
            net.refresh_into(root, &mut self.accumulators[..net.accumulator_len()]);
        }
        let deadlines = self.start_clock(root, limits);
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 8).clamp(1, MAX_PLY as u32 - 8) as i32;
        self.tt.new_search();

        let legal = root.legal_moves();
        let mut result = SearchResult {
            best_move: legal.first().copied().unwrap_or(Move::NULL),
            ponder: None,
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            lines: Vec::new(),
        };
        if legal.is_empty() {
            result.score = if root.is_check() { Score::Mate(0) } else { Score::Cp(0) };
            return result;
        }
        let mut prev_score = 0;
        // Completed iterations in a row that kept the best move, for the clock.
        let mut stable = 0usize;
        self.root_nodes.fill(0);
        for depth in 1..=max_depth {
            self.tracer.iteration(depth);
            self.seldepth = 0;
            let score = self.aspiration(root, depth, prev_score);
            // An interrupted iteration is used only if it already improved on the root move.
            if self.stopped && (depth > 1 || self.pv_len[0] == 0) {
                if self.pv_len[0] > 0 && self.pv[0][0] != result.best_move && score > prev_score && depth > 1 {
                    // fall through: the new best move was proven better than the old one
                } else {
                    break;
                }
            }
            if self.pv_len[0] > 0 {
                let best = self.pv[0][0];
                stable = if best == result.best_move { stable + 1 } else { 0 };
                result.pv = self.pv[0][..self.pv_len[0]].to_vec();
                result.best_move = result.pv[0];
                result.ponder = result.pv.get(1).copied();
            }
            prev_score = score;
            result.score = Score::from_internal(score);
            result.depth = depth as u32;
            let best = Line { score: result.score, depth: depth as u32, pv: result.pv.clone(), value: score };
            result.lines = self.more_lines(root, depth, &legal, best, &result.lines);
            result.nodes = self.nodes;
            let time = self.clock.elapsed_ms();
            self.report(&result.lines, time);
            if self.stopped || self.stop_after_iteration(limits, deadlines, time, stable, &result, legal.len()) {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// One iteration's search of the root at `depth`: from `aspiration_min_depth` on, in a
    /// window around the previous iteration's score, widened on the side it fails (by a window
    /// that grows half as much again, plus 10, each time) until the score falls inside it or the
    /// search is stopped.
    fn aspiration(&mut self, root: &Position, depth: i32, prev_score: i32) -> i32 {
        let mut window = self.params.aspiration_window;
        let (mut alpha, mut beta) = if depth >= self.params.aspiration_min_depth && self.params.selective {
            (prev_score - window, prev_score + window)
        } else {
            (-INF, INF)
        };
        loop {
            let score = self.negamax(root, depth, 0, alpha, beta, false);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - window).max(-INF);
            } else if score >= beta {
                beta = (score + window).min(INF);
            } else {
                return score;
            }
            window += window / 2 + 10;
        }
    }

    /// Whether the position at the end of `hashes` repeats an earlier one within reach of the
    /// halfmove clock (one repetition inside the tree is enough to score a draw).
    fn is_repetition(&self, pos: &Position) -> bool {
        let n = self.hashes.len();
        let reach = (pos.halfmove_clock() as usize).min(n.saturating_sub(1));
        let h = pos.hash();
        (2..=reach).step_by(2).any(|back| self.hashes[n - 1 - back] == h)
    }

    fn is_draw(&self, pos: &Position, ply: usize) -> bool {
        (pos.halfmove_clock() >= 100 && (ply > 0 && (!pos.is_check() || pos.has_legal_move())))
            || self.is_repetition(pos)
            || insufficient_material(pos)
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][ply] = m;
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// Returns `value` from the current node, telling the tracer how the node ended.
    #[inline(always)]
    fn leave(&mut self, value: i32, exit: Exit) -> i32 {
        self.tracer.leave(value, exit);
        value
    }

    /// Why `is_draw` holds (for the tracer only).
    fn draw_exit(pos: &Position) -> Exit {
        if pos.halfmove_clock() >= 100 || insufficient_material(pos) {
            Exit::Draw
        } else {
            Exit::Repetition
        }
    }
}

/// Whether a table entry settles a node searched in the window (`alpha`, `beta`) by its bound
/// alone (the main search also asks for enough depth).
#[inline]
fn table_cutoff(h: &Hit, alpha: i32, beta: i32) -> bool {
    match h.bound {
        Bound::Exact => true,
        Bound::Lower => h.score >= beta,
        Bound::Upper => h.score <= alpha,
    }
}

/// Material with which no sequence of legal moves can mate ([`Position::is_insufficient_material`]),
/// after a test that settles almost every node at once: more than four pieces that are not all
/// kings and bishops can always mate.
#[inline]
pub fn insufficient_material(pos: &Position) -> bool {
    let occ = pos.occupied();
    if occ.count() > 4 && occ != pos.by_role(Role::King) | pos.by_role(Role::Bishop) {
        return false;
    }
    pos.is_insufficient_material()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::engine::nnue::{embedded, Network};
    use crate::engine::{FrozenClock, NoReporter};
    use std::sync::{Arc, OnceLock};

    static NET: OnceLock<Arc<Network>> = OnceLock::new();

    /// The network's evaluation computed from scratch at every node.
    fn refreshed(pos: &Position) -> i32 {
        NET.get().expect("set by the test").evaluate_position(pos)
    }

    fn search(pos: &Position, incremental: bool) -> (SearchResult, u64) {
        let mut tt = TranspositionTable::new(4);
        let mut history = Histories::new();
        let params = SearchParams::default();
        let stop = AtomicBool::new(false);
        let mut reporter = NoReporter;
        let mut s = Searcher::new(&mut tt, &mut history, &params, &FrozenClock, &stop, &mut reporter, &[], NoTrace);
        let net = NET.get().expect("set by the test");
        if incremental {
            s.set_network(Some(net));
        } else {
            s.evaluate = refreshed;
        }
        let r = s.iterative_deepening(pos, &Limits::depth(9));
        let nodes = s.nodes;
        (r, nodes)
    }

    /// The accumulators kept ply by ply (moves, null moves, captures, en passant, castling,
    /// promotions, the singular search's re-entry at the same ply) give the evaluation a
    /// fresh computation gives: the same search node for node.
    #[test]
    fn incremental_network_search_equals_refreshed() {
        NET.get_or_init(embedded);
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).expect("valid");
            let (a, na) = search(&pos, true);
            let (b, nb) = search(&pos, false);
            assert_eq!((na, a.best_move, a.score), (nb, b.best_move, b.score), "{fen}");
            assert!(na > 1000, "{fen}: a real search ({na} nodes)");
        }
    }
}

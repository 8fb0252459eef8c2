//! The search: iterative deepening around a negamax alpha-beta with principal variation search,
//! a quiescence search over captures, and the usual selectivity (transposition table cut-offs,
//! null-move pruning, reverse futility, late move reductions and pruning, check extensions,
//! SEE pruning, aspiration windows). Draws by repetition, the fifty-move rule and insufficient
//! material are recognised inside the tree; mates are scored by their distance.
//!
//! The search reads no clock and does no I/O: it is handed a [`Clock`], a stop flag and a
//! [`Reporter`], and it checks them every few thousand nodes. A [`Tracer`] may watch every node
//! ([`super::trace`]); the plain search's [`NoTrace`] costs nothing.

mod history;
mod params;
mod picker;

pub use history::Histories;
pub use params::SearchParams;

use super::eval::evaluate;
use super::limits::Limits;
use super::nnue::Network;
use super::see::{see, value};
use super::trace::{Edge, Exit, NoTrace, Skip, Tracer};
use super::tt::{Bound, TranspositionTable};
use super::{Clock, Info, Reporter, Score};
use crate::rules::{GenKind, Move, MoveList, Piece, Position, Role};
use picker::{drop_quiets, pick_next, scores_of, Scores};
use std::sync::atomic::{AtomicBool, Ordering};

pub use super::score::{INF, MATE, MATE_BOUND};
pub const MAX_PLY: usize = 120;

/// The soft deadline on a clock (`soft < hard`), scaled by how settled the search looks: a
/// best move that has held for `stable` iterations and took most of the nodes (`fraction`)
/// stops early, a new or contested one gets more time, up to the hard deadline. A fixed time
/// per move (`soft == hard`) is not scaled.
pub fn scaled_soft_deadline(soft: u64, hard: u64, stable: usize, fraction: f64) -> u64 {
    if soft >= hard {
        return soft;
    }
    const STABILITY: [f64; 5] = [2.2, 1.2, 0.9, 0.8, 0.75];
    let scale = STABILITY[stable.min(4)] * (1.5 - fraction.clamp(0.0, 1.0)) * 1.35;
    ((soft as f64 * scale) as u64).clamp(1, hard)
}

/// A root move's slot in [`Searcher::root_nodes`].
#[inline]
fn root_index(m: Move) -> usize {
    m.from().index() * 64 + m.to().index()
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best_move: Move,
    pub ponder: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// One search's state. `T` watches it node by node ([`super::trace`]); the plain search's
/// [`NoTrace`] compiles to nothing.
pub(crate) struct Searcher<'a, T: Tracer = NoTrace> {
    pub tt: &'a mut TranspositionTable,
    pub history: &'a mut Histories,
    pub params: &'a SearchParams,
    pub clock: &'a dyn Clock,
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
    /// A move left out at each ply (for the singular-extension test search).
    excluded: [Move; MAX_PLY + 2],
    /// Nodes spent below each root move (by origin and destination square), for the clock.
    root_nodes: Vec<u64>,
    pub tracer: T,
}

const SCORE_TT: i32 = 1 << 30;
const SCORE_GOOD_CAPTURE: i32 = 1 << 28;
const SCORE_KILLER: i32 = 1 << 27;
const SCORE_BAD_CAPTURE: i32 = -(1 << 28);

impl<'a> Searcher<'a, NoTrace> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a mut TranspositionTable,
        history: &'a mut Histories,
        params: &'a SearchParams,
        clock: &'a dyn Clock,
        stop: &'a AtomicBool,
        reporter: &'a mut dyn Reporter,
        game_hashes: &[u64],
    ) -> Searcher<'a, NoTrace> {
        Searcher::with_tracer(tt, history, params, clock, stop, reporter, game_hashes, NoTrace)
    }
}

impl<'a, T: Tracer> Searcher<'a, T> {
    /// A searcher whose every node is reported to `tracer`.
    #[allow(clippy::too_many_arguments)]
    pub fn with_tracer(
        tt: &'a mut TranspositionTable,
        history: &'a mut Histories,
        params: &'a SearchParams,
        clock: &'a dyn Clock,
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
            excluded: [Move::NULL; MAX_PLY + 2],
            root_nodes: vec![0; 64 * 64],
            tracer,
        }
    }

    /// Iterative deepening: searches depth 1, 2, … until a limit is reached, reporting each
    /// completed iteration, and returns the best move of the deepest trustworthy one.
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

    pub fn iterative_deepening(&mut self, root: &Position, limits: &Limits) -> SearchResult {
        if let Some(net) = self.net {
            net.refresh_into(root, &mut self.accumulators[..net.accumulator_len()]);
        }
        let deadlines =
            limits.deadlines(root.turn(), 20, self.params.soft_time_percent as u64, self.params.time_horizon);
        self.hard_deadline = deadlines.map(|d| d.1);
        self.node_limit = limits.nodes;
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
            let mut window = self.params.aspiration_window;
            let (mut alpha, mut beta) = if depth >= self.params.aspiration_min_depth && self.params.selective {
                (prev_score - window, prev_score + window)
            } else {
                (-INF, INF)
            };
            let mut score;
            loop {
                score = self.negamax(root, depth, 0, alpha, beta, false);
                if self.stopped {
                    break;
                }
                if score <= alpha {
                    beta = (alpha + beta) / 2;
                    alpha = (score - window).max(-INF);
                } else if score >= beta {
                    beta = (score + window).min(INF);
                } else {
                    break;
                }
                window += window / 2 + 10;
            }
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
            result.nodes = self.nodes;
            let time = self.clock.elapsed_ms();
            self.reporter.info(&Info {
                depth: depth as u32,
                seldepth: self.seldepth as u32,
                score: result.score,
                nodes: self.nodes,
                time_ms: time,
                nps: (self.nodes * 1000).checked_div(time).unwrap_or(0),
                hashfull: self.tt.hashfull(),
                pv: result.pv.clone(),
            });
            if self.stopped {
                break;
            }
            if let Some(m) = limits.mate {
                if matches!(result.score, Score::Mate(n) if n > 0 && n as u32 <= m) {
                    break;
                }
            }
            if let Some((soft, hard)) = deadlines {
                if time >= self.soft_deadline(soft, hard, depth, stable, result.best_move) {
                    break;
                }
            }
            // A forced move needs no deep search when the clock runs.
            if deadlines.is_some() && legal.len() == 1 && depth >= 4 {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// When to start no new iteration: see [`scaled_soft_deadline`].
    fn soft_deadline(&self, soft: u64, hard: u64, depth: i32, stable: usize, best: Move) -> u64 {
        if !self.params.time_scaling || depth < 5 || self.nodes == 0 {
            return soft;
        }
        let fraction = self.root_nodes[root_index(best)] as f64 / self.nodes as f64;
        scaled_soft_deadline(soft, hard, stable, fraction)
    }

    #[inline]
    fn check_limits(&mut self) {
        if self.nodes & 1023 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            }
            if let Some(hard) = self.hard_deadline {
                if self.clock.elapsed_ms() >= hard {
                    self.stopped = true;
                }
            }
        }
        if let Some(n) = self.node_limit {
            if self.nodes >= n {
                self.stopped = true;
            }
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

    /// The ordering scores of `moves`, written into `buf`.
    fn score_moves<'b>(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Move,
        ply: usize,
        buf: &'b mut Scores,
    ) -> &'b mut [i32] {
        let side = pos.turn().index();
        let counter = self.counter_move(ply);
        scores_of(buf, moves, |m| {
            if m == tt_move {
                SCORE_TT
            } else if let Some(victim) = pos.captured_role(m) {
                let attacker = pos.moved_role(m);
                let mvv_lva = value(victim) * 8 - attacker.index() as i32;
                // Taking a piece worth at least the taker never loses material: no exchange to
                // work out.
                let even = value(victim) >= value(attacker) && m.promotion_role().is_none();
                if even || see(pos, m) >= 0 {
                    SCORE_GOOD_CAPTURE + mvv_lva
                } else {
                    SCORE_BAD_CAPTURE + mvv_lva
                }
            } else if let Some(promo) = m.promotion_role() {
                if promo == Role::Queen {
                    SCORE_GOOD_CAPTURE
                } else {
                    SCORE_BAD_CAPTURE - 1000
                }
            } else if m == self.killers[ply][0] {
                SCORE_KILLER + 1
            } else if m == self.killers[ply][1] {
                SCORE_KILLER
            } else if m == counter {
                SCORE_KILLER - 1
            } else {
                self.quiet_score(pos, m, ply, side)
            }
        })
    }

    /// History score of a quiet move: from-to history plus the continuation histories of the
    /// moves one and two plies back.
    #[inline]
    fn quiet_score(&self, pos: &Position, m: Move, ply: usize, side: usize) -> i32 {
        let mut s = self.history.quiet[side][m.from().index()][m.to().index()];
        if self.params.continuation_history {
            let piece = Piece::new(pos.turn(), pos.moved_role(m)).index();
            for back in 1..=2 {
                if ply >= back {
                    let prev = self.played[ply - back];
                    s += self.history.continuation[Histories::cont_index(prev, piece, m.to().index())] as i32;
                }
            }
        }
        s
    }

    /// The remembered refutation of the previous move, if any.
    #[inline]
    fn counter_move(&self, ply: usize) -> Move {
        if ply == 0 || !self.params.counter_moves {
            return Move::NULL;
        }
        let (piece, to) = self.played[ply - 1];
        self.history.counter[piece as usize][to as usize]
    }

    fn update_quiet_stats(&mut self, pos: &Position, best: Move, quiets: &[Move], depth: i32, ply: usize) {
        if ply > 0 && self.params.counter_moves {
            let (piece, to) = self.played[ply - 1];
            self.history.counter[piece as usize][to as usize] = best;
        }
        if self.killers[ply][0] != best {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = best;
        }
        let side = pos.turn().index();
        let bonus = (self.params.history_bonus * depth * depth).min(self.params.history_bonus_max);
        for &q in quiets {
            let delta = if q == best { bonus } else { -bonus };
            let h = &mut self.history.quiet[side][q.from().index()][q.to().index()];
            *h += delta - *h * delta.abs() / 16_384;
            if self.params.continuation_history {
                let piece = Piece::new(pos.turn(), pos.moved_role(q)).index();
                for back in 1..=2 {
                    if ply >= back {
                        let idx = Histories::cont_index(self.played[ply - back], piece, q.to().index());
                        let c = &mut self.history.continuation[idx];
                        let v = *c as i32 + delta - *c as i32 * delta.abs() / 16_384;
                        *c = v.clamp(-16_384, 16_384) as i16;
                    }
                }
            }
        }
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

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        cut_node: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        let in_check = pos.is_check();
        if in_check && self.params.selective {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, ply, alpha, beta);
        }
        self.nodes += 1;
        self.tracer.enter(pos, ply, depth, alpha, beta, false);
        self.check_limits();
        if self.stopped {
            return self.leave(0, Exit::Stopped);
        }
        self.seldepth = self.seldepth.max(ply);
        let is_pv = beta - alpha > 1;
        let root = ply == 0;
        if !root {
            if self.is_draw(pos, ply) {
                let exit = if T::ON { Self::draw_exit(pos) } else { Exit::Draw };
                return self.leave(0, exit);
            }
            if ply >= MAX_PLY {
                let eval = self.evaluate(pos, ply);
                return self.leave(eval, Exit::Horizon);
            }
            // Mate distance pruning: no line from here can beat a mate already found nearer.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return self.leave(alpha, Exit::MateDistance);
            }
        }

        let excluded = self.excluded[ply];
        let hit = if excluded.is_null() { self.tt.probe(pos.hash(), ply) } else { None };
        let tt_move = hit.map_or(Move::NULL, |h| h.mv);
        if let Some(h) = hit {
            if !is_pv && h.depth >= depth {
                match h.bound {
                    Bound::Exact => return self.leave(h.score, Exit::Table),
                    Bound::Lower if h.score >= beta => return self.leave(h.score, Exit::Table),
                    Bound::Upper if h.score <= alpha => return self.leave(h.score, Exit::Table),
                    _ => {}
                }
            }
        }

        let static_eval = if in_check {
            -INF
        } else {
            match hit {
                Some(h) if h.eval.abs() < MATE_BOUND => h.eval,
                _ => self.evaluate(pos, ply),
            }
        };
        self.static_evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.static_evals[ply - 2];

        if self.params.selective && !is_pv && !in_check && excluded.is_null() {
            // Reverse futility: far above beta with little depth left.
            if depth <= self.params.rfp_max_depth
                && static_eval - self.params.rfp_margin * (depth - improving as i32) >= beta
                && beta.abs() < MATE_BOUND
            {
                return self.leave(static_eval, Exit::ReverseFutility);
            }
            // Null move: if passing still fails high, a real move surely would.
            if depth >= self.params.null_min_depth
                && static_eval >= beta
                && ply > 0
                && pos.has_non_pawn_material(pos.turn())
                && self.hashes.last() != Some(&0)
            {
                let r = self.params.null_base_reduction
                    + depth / self.params.null_depth_divisor
                    + ((static_eval - beta) / 200).min(3);
                let mut child = *pos;
                child.play_null();
                self.tt.prefetch(child.hash());
                self.push_null(ply);
                self.played[ply] = (0, 0);
                self.hashes.push(0); // a null move breaks repetition chains
                self.tracer.child(Move::NULL, Edge::Null, alpha, beta);
                let score = -self.negamax(&child, depth - 1 - r, ply + 1, -beta, -beta + 1, !cut_node);
                self.hashes.pop();
                if self.stopped {
                    return self.leave(0, Exit::Stopped);
                }
                if score >= beta {
                    self.tracer.window(score, beta);
                    return self.leave(if score >= MATE_BOUND { beta } else { score }, Exit::NullCut);
                }
            }
        }
        // Internal iterative reduction: without a hash move, ordering is poor; search less.
        if self.params.selective && tt_move.is_null() && depth >= 4 && (is_pv || cut_node) && excluded.is_null() {
            depth -= 1;
        }

        let mut moves = MoveList::new();
        pos.generate(GenKind::All, &mut moves);
        if root && !self.root_moves.is_empty() {
            let allowed = &self.root_moves;
            let kept: Vec<Move> = moves.iter().copied().filter(|m| allowed.contains(m)).collect();
            moves.clear();
            for m in kept {
                moves.push(m);
            }
        }
        if moves.is_empty() {
            return if in_check { self.leave(-MATE + ply as i32, Exit::Mate) } else { self.leave(0, Exit::Stalemate) };
        }
        self.tracer.moves(moves.len());
        let mut buf = Scores::uninit();
        let scores = self.score_moves(pos, &moves, tt_move, ply, &mut buf);

        let mut best_score = -INF;
        let mut best_move = Move::NULL;
        // The first 64 quiet moves searched, for the history updates (and their count for
        // late move pruning).
        let mut quiets_tried = MoveList::new();
        let original_alpha = alpha;
        // Singular extension: when the hash move looks much better than every alternative
        // (a reduced search without it fails low), it is searched one ply deeper.
        let singular_candidate = match hit {
            Some(h) => {
                self.params.selective
                    && self.params.singular_min_depth > 0
                    && !root
                    && depth >= self.params.singular_min_depth
                    && h.depth >= depth - 3
                    && h.bound != Bound::Upper
                    && h.score.abs() < MATE_BOUND
            }
            None => false,
        };
        let mut next = 0;
        let mut dropped = 0;
        while next < moves.len() {
            let i = next;
            next += 1;
            let m = pick_next(&mut moves, scores, i);
            if m == excluded {
                continue;
            }
            let move_score = scores[i];
            let is_quiet = !pos.is_capture(m) && m.promotion_role().is_none();

            if self.params.selective && !root && best_score > -MATE_BOUND && pos.has_non_pawn_material(pos.turn()) {
                if is_quiet {
                    // Late move pruning and futility pruning of quiet moves.
                    let late = !in_check
                        && depth <= self.params.lmp_max_depth
                        && quiets_tried.len() as i32 >= (self.params.lmp_base + depth * depth) / (2 - improving as i32);
                    let futile = !in_check
                        && depth <= self.params.futility_max_depth
                        && static_eval + self.params.futility_base + self.params.futility_per_depth * depth <= alpha;
                    let losing = || {
                        depth <= 8 && move_score < SCORE_KILLER && see(pos, m) < self.params.see_quiet_margin * depth
                    };
                    if self.params.keep_checks {
                        // A quiet check is searched whatever these say: a sacrifice with check
                        // is where the tactics are.
                        if (late || futile || losing()) && !gives_check(pos, m) {
                            let why = if late {
                                Skip::LateMove
                            } else if futile {
                                Skip::Futility
                            } else {
                                Skip::BadExchange
                            };
                            self.tracer.skip(m, why);
                            continue;
                        }
                    } else if late {
                        // Every later quiet move would be pruned here too: drop them all now.
                        if T::ON {
                            for &q in std::iter::once(&m).chain(&moves[i + 1..]) {
                                if !pos.is_capture(q) && q.promotion_role().is_none() {
                                    self.tracer.skip(q, Skip::LateMove);
                                }
                            }
                        }
                        dropped += drop_quiets(pos, &mut moves, scores, i + 1);
                        continue;
                    } else if futile {
                        self.tracer.skip(m, Skip::Futility);
                        continue;
                    } else if losing() {
                        self.tracer.skip(m, Skip::BadExchange);
                        continue;
                    }
                } else if depth <= 6
                    && move_score < SCORE_GOOD_CAPTURE
                    && see(pos, m) < self.params.see_capture_margin * depth
                {
                    self.tracer.skip(m, Skip::BadExchange);
                    continue;
                }
            }

            let mut extension = 0;
            if singular_candidate && m == tt_move {
                let tt_score = hit.map_or(0, |h| h.score);
                let s_beta = tt_score - self.params.singular_margin * depth / 8;
                self.excluded[ply] = m;
                self.tracer.child(m, Edge::Singular, alpha, beta);
                let s = self.negamax(pos, (depth - 1) / 2, ply, s_beta - 1, s_beta, cut_node);
                self.excluded[ply] = Move::NULL;
                if self.stopped {
                    return self.leave(0, Exit::Stopped);
                }
                if s < s_beta {
                    extension = 1;
                } else if s_beta >= beta {
                    // Multi-cut: even without the hash move this node fails high.
                    return self.leave(s_beta, Exit::MultiCut);
                }
            }
            let new_depth = depth - 1 + extension;

            let nodes_before = self.nodes;
            let mut child = *pos;
            child.play_unchecked(m);
            self.tt.prefetch(child.hash());
            self.push_move(pos, m, ply);
            self.hashes.push(child.hash());
            self.played[ply] = (Piece::new(pos.turn(), pos.moved_role(m)).index() as u8, m.to().index() as u8);
            let gives_check = child.is_check();
            let searched = i + dropped; // moves before this one, pruned ones included
            let score = if i == 0 {
                self.tracer.child(m, Edge::Plain, alpha, beta);
                -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, false)
            } else {
                let mut r = 0;
                if self.params.selective && depth >= 3 && searched > is_pv as usize && (is_quiet || move_score < 0) {
                    r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
                    r += !is_pv as i32 + cut_node as i32;
                    r -= gives_check as i32 + (move_score >= SCORE_KILLER) as i32 + improving as i32;
                    if is_quiet {
                        r -= (move_score / self.params.lmr_history_divisor).clamp(-2, 2);
                    }
                    r = r.clamp(0, depth - 2);
                }
                self.tracer.child(m, if r > 0 { Edge::Reduced } else { Edge::Plain }, alpha, beta);
                let mut s = -self.negamax(&child, new_depth - r, ply + 1, -alpha - 1, -alpha, true);
                if s > alpha && r > 0 {
                    self.tracer.child(m, Edge::Research, alpha, beta);
                    s = -self.negamax(&child, new_depth, ply + 1, -alpha - 1, -alpha, !cut_node);
                }
                if s > alpha && s < beta {
                    self.tracer.child(m, Edge::Research, alpha, beta);
                    s = -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, false);
                }
                s
            };
            self.hashes.pop();
            if root {
                self.root_nodes[root_index(m)] += self.nodes - nodes_before;
            }
            if self.stopped {
                return self.leave(0, Exit::Stopped);
            }
            self.tracer.window(alpha.max(score), beta);
            if is_quiet && quiets_tried.len() < 64 {
                quiets_tried.push(m);
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = m;
                    alpha = score;
                    if is_pv || root {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        if is_quiet {
                            self.update_quiet_stats(pos, m, &quiets_tried, depth, ply);
                        }
                        if T::ON {
                            for &rest in &moves[next..] {
                                self.tracer.skip(rest, Skip::BetaCut);
                            }
                        }
                        break;
                    }
                }
            }
        }
        if best_score == -INF {
            // Every move was pruned: fail low on the static evaluation.
            return self.leave(alpha, Exit::AllPruned);
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded.is_null() {
            self.tt.store(pos.hash(), ply, best_move, best_score, static_eval, depth, bound);
        }
        self.leave(best_score, if best_score >= beta { Exit::Cutoff } else { Exit::Searched })
    }

    fn qsearch(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        self.tracer.enter(pos, ply, 0, alpha, beta, true);
        self.check_limits();
        if self.stopped {
            return self.leave(0, Exit::Stopped);
        }
        self.pv_len[ply] = ply;
        self.seldepth = self.seldepth.max(ply);
        if insufficient_material(pos) {
            return self.leave(0, Exit::Draw);
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            let value = if in_check { 0 } else { self.evaluate(pos, ply) };
            return self.leave(value, Exit::Horizon);
        }
        let hit = self.tt.probe(pos.hash(), ply);
        if let Some(h) = hit {
            match h.bound {
                Bound::Exact => return self.leave(h.score, Exit::Table),
                Bound::Lower if h.score >= beta => return self.leave(h.score, Exit::Table),
                Bound::Upper if h.score <= alpha => return self.leave(h.score, Exit::Table),
                _ => {}
            }
        }
        let mut moves = MoveList::new();
        let stand_pat;
        let mut best_score;
        if in_check {
            pos.generate(GenKind::All, &mut moves);
            if moves.is_empty() {
                return self.leave(-MATE + ply as i32, Exit::Mate);
            }
            stand_pat = -INF;
            best_score = -INF;
        } else {
            stand_pat = match hit {
                Some(h) if h.eval.abs() < MATE_BOUND => h.eval,
                _ => self.evaluate(pos, ply),
            };
            if stand_pat >= beta {
                return self.leave(stand_pat, Exit::StandPat);
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            pos.generate(GenKind::Noisy, &mut moves);
        }
        self.tracer.moves(moves.len());
        let mut buf = Scores::uninit();
        let scores = scores_of(&mut buf, &moves, |m| {
            pos.captured_role(m).map_or(0, |v| value(v) * 8 - pos.moved_role(m).index() as i32)
                + m.promotion_role().map_or(0, value)
        });
        let mut best_move = Move::NULL;
        for i in 0..moves.len() {
            let m = pick_next(&mut moves, scores, i);
            if !in_check {
                let gain = pos.captured_role(m).map_or(0, value) + m.promotion_role().map_or(0, |r| value(r) - 100);
                if self.params.selective && stand_pat + gain + self.params.qs_delta_margin <= alpha {
                    self.tracer.skip(m, Skip::Delta);
                    continue;
                }
                if see(pos, m) < 0 {
                    self.tracer.skip(m, Skip::BadExchange);
                    continue;
                }
            }
            let mut child = *pos;
            child.play_unchecked(m);
            self.tt.prefetch(child.hash());
            self.push_move(pos, m, ply);
            self.tracer.child(m, Edge::Plain, alpha, beta);
            let score = -self.qsearch(&child, ply + 1, -beta, -alpha);
            if self.stopped {
                return self.leave(0, Exit::Stopped);
            }
            self.tracer.window(alpha.max(score), beta);
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best_move = m;
                    if score >= beta {
                        if T::ON {
                            for &rest in &moves[i + 1..] {
                                self.tracer.skip(rest, Skip::BetaCut);
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta { Bound::Lower } else { Bound::Upper };
        self.tt.store(pos.hash(), ply, best_move, best_score, stand_pat, 0, bound);
        self.leave(best_score, if best_score >= beta { Exit::Cutoff } else { Exit::Searched })
    }
}

/// Whether `m` gives check (played on a copy).
#[inline]
fn gives_check(pos: &Position, m: Move) -> bool {
    let mut child = *pos;
    child.play_unchecked(m);
    child.is_check()
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
        let mut s = Searcher::new(&mut tt, &mut history, &params, &FrozenClock, &stop, &mut reporter, &[]);
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

    /// On a clock, a settled search stops before the base soft deadline and a contested one
    /// after it, never past the hard deadline; a fixed time per move is never scaled.
    #[test]
    fn the_soft_deadline_follows_how_settled_the_search_is() {
        let (soft, hard) = (600, 4000);
        let settled = scaled_soft_deadline(soft, hard, 6, 0.9);
        let contested = scaled_soft_deadline(soft, hard, 0, 0.3);
        assert!(settled < soft, "settled: {settled}");
        assert!(contested > soft && contested <= hard, "contested: {contested}");
        assert!(scaled_soft_deadline(soft, hard, 1, 0.5) > scaled_soft_deadline(soft, hard, 3, 0.5));
        assert!(scaled_soft_deadline(soft, hard, 2, 0.2) > scaled_soft_deadline(soft, hard, 2, 0.8));
        assert_eq!(scaled_soft_deadline(soft, 700, 0, 0.0), 700, "capped by the hard deadline");
        assert_eq!(scaled_soft_deadline(1000, 1000, 0, 0.0), 1000, "movetime");
        assert_eq!(scaled_soft_deadline(1000, 1000, 9, 1.0), 1000, "movetime");
    }
}

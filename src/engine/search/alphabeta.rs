//! The alpha-beta search: negamax with principal variation search (the first move with the
//! full window, the others with a zero window and searched again when they beat α).
//!
//! Its selectivity, in the order a node meets it: check extension, draws and mate distance
//! pruning, transposition table cut-offs, reverse futility and null-move pruning
//! ([`Searcher::prune_node`]), internal iterative reduction; then per move late move, futility
//! and SEE pruning ([`Searcher::quiet_pruning`]), the singular extension
//! ([`Searcher::singular_extension`]) and late move reductions ([`Searcher::reduction`]).
//! Every margin and reduction is named in [`SearchParams`](super::SearchParams); with
//! `selective` off none of them apply and the search is plain alpha-beta with move ordering.
//! At depth 0 it hands over to the quiescence search.

use super::picker::{drop_quiets, pick_next, scores_of, Scores, SCORE_GOOD_CAPTURE, SCORE_KILLER, SCORE_TT};
use super::time::root_index;
use super::{table_cutoff, Searcher, INF, MATE, MATE_BOUND, MAX_PLY};
use crate::engine::see::see;
use crate::engine::trace::{Edge, Exit, Skip, Tracer};
use crate::engine::tt::{Bound, Hit};
use crate::rules::{GenKind, Move, MoveList, Piece, Position, Square};
use std::ops::ControlFlow;

/// What a node's pruning and reductions read about it, settled before its moves are searched.
#[derive(Clone, Copy)]
struct Node {
    /// The depth left, after the check extension (and, from the move loop on, the internal
    /// iterative reduction).
    depth: i32,
    ply: usize,
    /// Searched with an open window (`beta - alpha > 1`).
    is_pv: bool,
    /// Expected to fail high (a zero-window node whose parent expects it to).
    cut_node: bool,
    in_check: bool,
    /// `-INF` in check.
    static_eval: i32,
    /// The static evaluation is above the one two plies earlier.
    improving: bool,
}

impl Node {
    fn root(&self) -> bool {
        self.ply == 0
    }
}

/// What the pruning of quiet moves does with one ([`Searcher::quiet_pruning`]).
enum QuietPruning {
    Search,
    Skip(Skip),
    /// Late move pruning without `keep_checks`: this quiet move and every later one.
    DropQuiets,
}

impl<T: Tracer> Searcher<'_, T> {
    /// The value of `pos`, reached at `ply` with `depth` plies left, in the window (`alpha`,
    /// `beta`); `cut_node` says whether it is expected to fail high.
    pub(super) fn negamax(
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
            if !self.params.quiescence {
                // The horizon as the textbook has it: the static evaluation (a mate is a mate).
                self.nodes += 1;
                self.tracer.enter(pos, ply, 0, alpha, beta, true);
                let value = match (in_check, pos.has_legal_move()) {
                    (true, false) => -MATE + ply as i32,
                    (false, false) => 0,
                    _ => self.evaluate(pos, ply),
                };
                return self.leave(value, Exit::Horizon);
            }
            return self.qsearch(pos, ply, alpha, beta, self.params.qs_checks && self.params.selective);
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
            if let Some(value) = self.settled_before_search(pos, ply, &mut alpha, &mut beta) {
                return value;
            }
        }

        let excluded = self.excluded[ply];
        let hit =
            if excluded.is_null() && self.params.transposition_table { self.tt.probe(pos.hash(), ply) } else { None };
        let tt_move = hit.map_or(Move::NULL, |h| h.mv);
        if let Some(h) = hit {
            if !is_pv && h.depth >= depth && table_cutoff(&h, alpha, beta) {
                return self.leave(h.score, Exit::Table);
            }
        }

        // The evaluation as the net (or the hand-crafted one) says, which the table keeps, and
        // as the correction history moves it, which the search reads.
        let raw_eval = if in_check { -INF } else { self.static_eval(pos, ply, hit) };
        let static_eval = if in_check { -INF } else { self.corrected_eval(pos, raw_eval) };
        self.static_evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.static_evals[ply - 2];
        let node = Node { depth, ply, is_pv, cut_node, in_check, static_eval, improving };

        if self.params.selective && !is_pv && !in_check && excluded.is_null() {
            if let Some(value) = self.prune_node(pos, &node, alpha, beta) {
                return value;
            }
        }
        // Internal iterative reduction: without a hash move, ordering is poor; search less.
        let depth =
            if self.params.selective && tt_move.is_null() && depth >= 4 && (is_pv || cut_node) && excluded.is_null() {
                depth - 1
            } else {
                depth
            };
        let node = Node { depth, ..node };

        // A legal hash move is searched before the other moves are generated: at a node where
        // it cuts off, they never are. (Not at the root, whose moves may be restricted.) A
        // traced search tells the same story as before: every move, the hash move first, then
        // the ones its cut-off leaves unsearched (`traced_rest`, generated for the story only).
        let mut moves = MoveList::new();
        // A `Vec`, not a `MoveList`: empty, it allocates nothing and keeps the untraced
        // search's stack frame (wasm's stack is small) as it was.
        let mut traced_rest: Vec<Move> = Vec::new();
        let mut buf = Scores::uninit();
        let mut hash_move_only = self.params.hash_move_first
            && !root
            && !tt_move.is_null()
            && pos.is_legal(tt_move)
            && self.blind_spots.is_none_or(|b| !b.hidden_at(pos, tt_move, self.last_destination(ply)));
        let mut scores = if hash_move_only {
            if T::ON {
                let mut all = MoveList::new();
                self.generate_moves(pos, ply, &mut all);
                self.tracer.moves(all.len());
                if let Some(k) = all.iter().position(|&m| m == tt_move) {
                    all.swap(0, k);
                }
                traced_rest.extend_from_slice(&all[1..]);
            }
            moves.push(tt_move);
            scores_of(&mut buf, &moves, |_| SCORE_TT)
        } else {
            self.generate_moves(pos, ply, &mut moves);
            if moves.is_empty() {
                return if in_check {
                    self.leave(-MATE + ply as i32, Exit::Mate)
                } else {
                    self.leave(0, Exit::Stalemate)
                };
            }
            self.tracer.moves(moves.len());
            self.score_moves(pos, &moves, tt_move, ply, &mut buf)
        };

        let mut best_score = -INF;
        let mut best_move = Move::NULL;
        // The first 64 quiet moves searched, for the history updates (and their count for
        // late move pruning).
        let mut quiets_tried = MoveList::new();
        // The first 64 captures searched, for the capture history.
        let mut captures_tried = MoveList::new();
        let original_alpha = alpha;
        let singular_candidate = self.singular_candidate(hit, &node);
        let mut next = 0;
        let mut dropped = 0;
        loop {
            if next == moves.len() {
                if !hash_move_only {
                    break;
                }
                // The hash move did not cut off: the others, in the order they would have had
                // with it picked first from the whole list.
                hash_move_only = false;
                moves.clear();
                self.generate_moves(pos, ply, &mut moves);
                match moves.iter().position(|&m| m == tt_move) {
                    Some(k) => moves.swap(0, k),
                    None => next = 0, // not among them after all: search them all
                }
                scores = self.score_moves(pos, &moves, tt_move, ply, &mut buf);
                if next == moves.len() {
                    break;
                }
            }
            let i = next;
            next += 1;
            let m = pick_next(&mut moves, scores, i);
            if m == excluded {
                continue;
            }
            let move_score = scores[i];
            let is_quiet = !pos.is_capture(m) && m.promotion_role().is_none();

            if self.params.selective
                && self.params.move_pruning
                && !root
                && best_score > -MATE_BOUND
                && pos.has_non_pawn_material(pos.turn())
            {
                if is_quiet {
                    match self.quiet_pruning(pos, &node, alpha, m, move_score, quiets_tried.len(), i + dropped) {
                        QuietPruning::Search => {}
                        QuietPruning::Skip(why) => {
                            self.tracer.skip(m, why);
                            continue;
                        }
                        QuietPruning::DropQuiets => {
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
                        }
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
                match self.singular_extension(pos, &node, m, tt_score, alpha, beta) {
                    ControlFlow::Continue(e) => extension = e,
                    ControlFlow::Break(value) => return value,
                }
            }
            let new_depth = depth - 1 + extension;

            let nodes_before = self.nodes;
            let mut child = *pos;
            child.play_unchecked(m);
            self.enter_child(pos, m, &child, ply);
            let gives_check = child.is_check();
            let searched = i + dropped; // moves before this one, pruned ones included
            let score = if i == 0 {
                self.tracer.child(m, Edge::Plain, alpha, beta);
                -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, false)
            } else {
                let r = self.reduction(&node, searched, is_quiet, move_score, gives_check);
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
            } else if self.params.capture_history && pos.is_capture(m) && captures_tried.len() < 64 {
                captures_tried.push(m);
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
                        self.update_capture_stats(pos, m, &captures_tried, depth);
                        if T::ON {
                            let rest = if hash_move_only { &traced_rest[..] } else { &moves[next..] };
                            for &m in rest {
                                self.tracer.skip(m, Skip::BetaCut);
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
        // A later MultiPV line leaves the root's entry to the best one.
        if excluded.is_null() && !(root && self.line > 0) && self.params.transposition_table {
            self.tt.store(pos.hash(), ply, best_move, best_score, raw_eval, depth, bound);
        }
        // The correction history learns from results that say more than their bound: not
        // from a capture's (the evaluation was not wrong, the position was not quiet).
        if self.params.correction_history
            && excluded.is_null()
            && !in_check
            && (best_move.is_null() || (!pos.is_capture(best_move) && best_move.promotion_role().is_none()))
            && !(bound == Bound::Lower && best_score <= static_eval)
            && !(bound == Bound::Upper && best_score >= static_eval)
        {
            self.update_correction(pos, raw_eval, best_score, depth);
        }
        self.leave(best_score, if best_score >= beta { Exit::Cutoff } else { Exit::Searched })
    }

    /// The value of a node below the root that is settled before its table entry is read: a
    /// draw, the maximum height, or a window closed by mate distance pruning (which narrows
    /// `alpha` and `beta` otherwise).
    #[inline]
    fn settled_before_search(&mut self, pos: &Position, ply: usize, alpha: &mut i32, beta: &mut i32) -> Option<i32> {
        if self.is_draw(pos, ply) {
            let exit = if T::ON { Self::draw_exit(pos) } else { Exit::Draw };
            return Some(self.leave(0, exit));
        }
        if ply >= MAX_PLY {
            let eval = self.evaluate(pos, ply);
            return Some(self.leave(eval, Exit::Horizon));
        }
        // Mate distance pruning: no line from here can beat a mate already found nearer.
        *alpha = (*alpha).max(-MATE + ply as i32);
        *beta = (*beta).min(MATE - ply as i32 - 1);
        if *alpha >= *beta {
            return Some(self.leave(*alpha, Exit::MateDistance));
        }
        None
    }

    /// Pruning a whole zero-window node out of check before its moves are generated: reverse
    /// futility, then the null move. Returns the node's value when one of them applies.
    // Always inlined, as the code was in `negamax`: called from it, this is not otherwise.
    #[inline(always)]
    fn prune_node(&mut self, pos: &Position, node: &Node, alpha: i32, beta: i32) -> Option<i32> {
        let (depth, ply, static_eval) = (node.depth, node.ply, node.static_eval);
        // Reverse futility: far above beta with little depth left.
        if self.params.move_pruning
            && depth <= self.params.rfp_max_depth
            && static_eval - self.params.rfp_margin * (depth - node.improving as i32) >= beta
            && beta.abs() < MATE_BOUND
            && self.verifying != Some(ply)
        {
            return Some(self.leave(static_eval, Exit::ReverseFutility));
        }
        // Null move: if passing still fails high, a real move surely would.
        if self.params.null_move
            && depth >= self.params.null_min_depth
            && static_eval >= beta
            && ply > 0
            && pos.has_non_pawn_material(pos.turn())
            && self.hashes.last() != Some(&0)
            && ply >= self.null_min_ply
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
            let score = -self.negamax(&child, depth - 1 - r, ply + 1, -beta, -beta + 1, !node.cut_node);
            self.hashes.pop();
            if self.stopped {
                return Some(self.leave(0, Exit::Stopped));
            }
            if score >= beta {
                self.tracer.window(score, beta);
                let score = if score >= MATE_BOUND { beta } else { score };
                let verify = self.params.null_verify_depth;
                if verify == 0 || depth < verify || self.null_min_ply > 0 {
                    return Some(self.leave(score, Exit::NullCut));
                }
                // Zugzwang: passing may be the only thing that holds. The node again, as
                // shallow, without null moves for three quarters of that depth.
                self.null_min_ply = ply + (3 * (depth - r) / 4).max(1) as usize;
                self.verifying = Some(ply);
                self.tracer.child(Move::NULL, Edge::Verification, alpha, beta);
                let verified = self.negamax(pos, depth - r, ply, beta - 1, beta, false);
                self.null_min_ply = 0;
                self.verifying = None;
                if self.stopped {
                    return Some(self.leave(0, Exit::Stopped));
                }
                self.tracer.window(verified, beta);
                if verified >= beta {
                    return Some(self.leave(score, Exit::NullCut));
                }
            }
        }
        None
    }

    /// The legal moves of `pos` but the [`Searcher::blind_spots`], at the root only those of
    /// [`Searcher::root_moves`] if it names any.
    #[inline]
    fn generate_moves(&self, pos: &Position, ply: usize, moves: &mut MoveList) {
        pos.generate(GenKind::All, moves);
        if let Some(blind) = &self.blind_spots {
            blind.filter(pos, moves, true, self.last_destination(ply));
        }
        if ply == 0 && !self.root_moves.is_empty() {
            let allowed = &self.root_moves;
            let kept: Vec<Move> = moves.iter().copied().filter(|m| allowed.contains(m)).collect();
            moves.clear();
            for m in kept {
                moves.push(m);
            }
        }
    }

    /// Where the move that led to the node at `ply` went (`None` at the root).
    #[inline]
    pub(super) fn last_destination(&self, ply: usize) -> Option<Square> {
        ply.checked_sub(1).map(|p| Square::from_index_unchecked(u32::from(self.played[p].1)))
    }

    /// Singular extension: when the hash move looks much better than every alternative (a
    /// reduced search without it fails low), it is searched one ply deeper. Whether the hash
    /// entry `hit` makes its move a candidate for the test.
    #[inline]
    fn singular_candidate(&self, hit: Option<Hit>, node: &Node) -> bool {
        match hit {
            Some(h) => {
                self.params.selective
                    && self.params.singular_min_depth > 0
                    && !node.root()
                    && node.depth >= self.params.singular_min_depth
                    && h.depth >= node.depth - 3
                    && h.bound != Bound::Upper
                    && h.score.abs() < MATE_BOUND
            }
            None => false,
        }
    }

    /// The singular test of the hash move `m`, stored with `tt_score`: a reduced search of the
    /// node without it, just below `tt_score`. Continues with the extension of `m` (1 when every
    /// alternative fails low, else 0), or breaks with the node's value: the search was stopped,
    /// or even without `m` the node fails high (multi-cut).
    fn singular_extension(
        &mut self,
        pos: &Position,
        node: &Node,
        m: Move,
        tt_score: i32,
        alpha: i32,
        beta: i32,
    ) -> ControlFlow<i32, i32> {
        let (depth, ply) = (node.depth, node.ply);
        let s_beta = tt_score - self.params.singular_margin * depth / 8;
        self.excluded[ply] = m;
        self.tracer.child(m, Edge::Singular, alpha, beta);
        let s = self.negamax(pos, (depth - 1) / 2, ply, s_beta - 1, s_beta, node.cut_node);
        self.excluded[ply] = Move::NULL;
        if self.stopped {
            return ControlFlow::Break(self.leave(0, Exit::Stopped));
        }
        if s < s_beta {
            ControlFlow::Continue(1)
        } else if s_beta >= beta {
            // Multi-cut: even without the hash move this node fails high.
            ControlFlow::Break(self.leave(s_beta, Exit::MultiCut))
        } else {
            ControlFlow::Continue(0)
        }
    }

    /// Which pruning, if any, skips the quiet move `m` (ordered with `move_score`) after
    /// `tried` quiet moves and `searched` moves in all (pruned ones included): late move
    /// pruning, futility pruning or a losing exchange. With `keep_checks`, a quiet check is
    /// never skipped: a sacrifice with check is where the tactics are.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn quiet_pruning(
        &self,
        pos: &Position,
        node: &Node,
        alpha: i32,
        m: Move,
        move_score: i32,
        tried: usize,
        searched: usize,
    ) -> QuietPruning {
        let (depth, in_check) = (node.depth, node.in_check);
        let late = !in_check
            && depth <= self.params.lmp_max_depth
            && tried as i32 >= (self.params.lmp_base + depth * depth) / (2 - node.improving as i32);
        // Futility and SEE pruning judge by the depth the move would be searched to.
        let depth = if self.params.prune_at_reduced_depth {
            let r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32
                - (move_score / self.params.lmr_history_divisor).clamp(-2, 2);
            (depth - r.max(0)).max(0)
        } else {
            depth
        };
        let futile = !in_check
            && depth <= self.params.futility_max_depth
            && node.static_eval + self.params.futility_base + self.params.futility_per_depth * depth <= alpha;
        let losing = || depth <= 8 && move_score < SCORE_KILLER && see(pos, m) < self.params.see_quiet_margin * depth;
        if self.params.keep_checks {
            if (late || futile || losing()) && !pos.gives_check(m) {
                QuietPruning::Skip(if late {
                    Skip::LateMove
                } else if futile {
                    Skip::Futility
                } else {
                    Skip::BadExchange
                })
            } else {
                QuietPruning::Search
            }
        } else if late {
            QuietPruning::DropQuiets
        } else if futile {
            QuietPruning::Skip(Skip::Futility)
        } else if losing() {
            QuietPruning::Skip(Skip::BadExchange)
        } else {
            QuietPruning::Search
        }
    }

    /// Before searching `child`, reached from `pos` by `m` at `ply`: its table slot fetched, its
    /// accumulator, its hash on the path (popped by the caller after the search) and the move,
    /// for the counter-moves.
    #[inline]
    fn enter_child(&mut self, pos: &Position, m: Move, child: &Position, ply: usize) {
        self.tt.prefetch(child.hash());
        self.push_move(pos, m, ply);
        self.hashes.push(child.hash());
        self.played[ply] = (Piece::new(pos.turn(), pos.moved_role(m)).index() as u8, m.to().index() as u8);
    }

    /// Late move reduction of a move searched after `searched` others (pruned ones included):
    /// from the table for the depth and the move's rank, one more off the principal variation
    /// and at a cut node, one less for a check, a killer or an improving position, and quiet
    /// moves by their history; never more than leaves one ply.
    #[inline]
    fn reduction(&self, node: &Node, searched: usize, is_quiet: bool, move_score: i32, gives_check: bool) -> i32 {
        let depth = node.depth;
        let mut r = 0;
        if self.params.selective
            && self.params.late_move_reductions
            && depth >= 3
            && searched > node.is_pv as usize
            && (is_quiet || move_score < 0)
        {
            r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
            r += !node.is_pv as i32 + node.cut_node as i32;
            r -= gives_check as i32 + (move_score >= SCORE_KILLER) as i32 + node.improving as i32;
            if is_quiet {
                r -= (move_score / self.params.lmr_history_divisor).clamp(-2, 2);
            }
            r = r.clamp(0, depth - 2);
        }
        r
    }
}

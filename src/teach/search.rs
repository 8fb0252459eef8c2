//! Minimax and alpha-beta as the textbook writes them, over any [`TeachGame`].
//!
//! All the algorithms are one negamax: minimax looks at every move; minimax with a table
//! answers a position it has already valued from its transposition table (games with a
//! [`key`](TeachGame::key)); alpha-beta stops looking at a node's moves once one of them proves
//! α ≥ β (the cut is the only difference; [`Convention`] says whether a tie cuts and whether a
//! node's value is kept within its window); ordered alpha-beta is alpha-beta with the game's move
//! ordering. They search to exactly the depth
//! asked and evaluate there (no quiescence), so minimax's leaves at depth d are perft(d) when no
//! game ends inside the horizon. Every node is counted exactly, recorded or not.
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::{search, Algorithm, SearchOptions};
//!
//! let tree = AbstractTree::parse("2 2 2 / 3 5 2 9").unwrap();
//! let options = SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() };
//! let out = search(&tree.root(), &options);
//! assert_eq!(out.value, 3); // MAX takes the better of min(3, 5) and min(2, …)
//! assert_eq!(out.counts.leaves, 3); // the 9 is never looked at
//! ```

use super::algorithm::Algorithm;
use super::convention::Convention;
use super::game::TeachGame;
use super::tree::{NodeKind, Tree, INFINITY, NO_PARENT};
use std::collections::HashMap;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Plies to search before evaluating.
    pub depth: u32,
    /// A textbook algorithm. [`Algorithm::Poda`], the engine's own search, is
    /// [`super::engine_search::search`]'s; handed to this search it searches as
    /// [`Algorithm::Ordered`], the nearest textbook idea.
    pub algorithm: Algorithm,
    /// The *corte agresivo*: do not look at moves the game's
    /// [`crash_cut`](TeachGame::crash_cut) rejects (unless every move would be rejected).
    pub crash_cut: bool,
    /// Record at most this many nodes; 0 records nothing.
    pub record: usize,
    /// How alpha-beta's values and cut are taught ([`Convention::COURSE`] by default); plain
    /// minimax has neither.
    pub convention: Convention,
}

impl SearchOptions {
    /// Deep enough to reach the end of any game Poda teaches with (abstract trees, tic-tac-toe),
    /// recording everything.
    pub fn full_tree() -> SearchOptions {
        SearchOptions {
            depth: 64,
            algorithm: Algorithm::Minimax,
            crash_cut: false,
            record: 1 << 20,
            convention: Convention::COURSE,
        }
    }
}

/// Exact counts of one search.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every position visited, the root included.
    pub nodes: u64,
    /// Positions evaluated: at the horizon or where the game ended.
    pub leaves: u64,
    /// Leaves where the game was over (mate, stalemate, a draw, a won tic-tac-toe, the leaves
    /// of an abstract tree).
    pub ends: u64,
    /// Positions whose moves were searched.
    pub interior: u64,
    /// Legal moves found at interior positions (for the average branching factor).
    pub moves: u64,
    /// Nodes that stopped early because α ≥ β (α > β under [`Cut::PastEqual`](super::convention::Cut)),
    /// skipping at least one move (a cut at a node's last move prunes nothing and is not counted).
    pub cutoffs: u64,
    /// Moves the crash cut refused to look at.
    pub crash_skipped: u64,
}

impl Counts {
    /// Average number of legal moves at the interior nodes.
    pub fn branching(&self) -> f64 {
        if self.interior == 0 {
            0.0
        } else {
            self.moves as f64 / self.interior as f64
        }
    }

    /// The effective branching factor: the b with bᵈ = leaves.
    pub fn effective_branching(&self, depth: u32) -> f64 {
        if depth == 0 || self.leaves == 0 {
            0.0
        } else {
            (self.leaves as f64).powf(1.0 / f64::from(depth))
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SearchRecord {
    /// The root's value for the side to move there (MAX).
    pub value: i32,
    /// The principal variation as labels (SAN in chess) and as codes (UCI in chess).
    pub pv: Vec<String>,
    pub pv_codes: Vec<String>,
    pub counts: Counts,
    pub tree: Option<Tree>,
    /// Nodes searched at each ply (the root's is 1), moves listed as pruned included.
    pub per_ply: Vec<u64>,
}

/// Searches `game` with `options`.
///
/// A tree too big for the recording is recorded by levels instead: every node down to the
/// deepest ply that fits whole (the search runs twice, and the counts are the same), so the
/// page can show all the root's moves with their values rather than one corner of the tree.
pub fn search<G: TeachGame>(game: &G, options: &SearchOptions) -> SearchRecord {
    let first = search_once(game, options, u32::MAX, u64::MAX);
    let Some(tree) = first.tree.as_ref() else { return first };
    if tree.dropped == 0 {
        return first;
    }
    let mut total = 0u64;
    let mut deepest = None;
    for (ply, &n) in first.per_ply.iter().enumerate() {
        total += n;
        if total > options.record as u64 {
            break;
        }
        deepest = Some(ply as u32);
    }
    match deepest {
        Some(ply) if ply >= 1 => {
            let mut out = search_once(game, options, ply, u64::MAX);
            if let Some(t) = out.tree.as_mut() {
                t.ply_limit = Some(ply);
            }
            out
        }
        _ => first,
    }
}

/// Searches `game` with `options` unless it takes more than `budget` nodes: `None` then (the
/// search stops as soon as it has counted one node too many). Nothing is recorded.
pub fn search_within<G: TeachGame>(game: &G, options: &SearchOptions, budget: u64) -> Option<SearchRecord> {
    let options = SearchOptions { record: 0, ..*options };
    let out = search_once(game, &options, u32::MAX, budget);
    (out.counts.nodes <= budget).then_some(out)
}

fn search_once<G: TeachGame>(game: &G, options: &SearchOptions, record_ply: u32, budget: u64) -> SearchRecord {
    let mut s = TextbookSearch {
        options: *options,
        counts: Counts::default(),
        tree: (options.record > 0).then(|| Tree::new(options.record)),
        pv: Vec::new(),
        record_ply,
        per_ply: Vec::new(),
        table: HashMap::new(),
        budget,
    };
    let root = s.tree.as_mut().and_then(|t| t.add(NO_PARENT, String::new(), String::new(), NodeKind::Interior));
    if let (Some(t), Some(id)) = (s.tree.as_mut(), root) {
        t.enter(id, options.depth as i32, -INFINITY, INFINITY);
    }
    let (value, kind) = s.visit(game, options.depth, 0, -INFINITY, INFINITY, root);
    if let (Some(t), Some(id)) = (s.tree.as_mut(), root) {
        t.leave(id, value, kind, (-INFINITY, INFINITY));
    }
    if let Some(t) = s.tree.as_mut() {
        let searched = t.nodes.iter().filter(|n| !matches!(n.kind, NodeKind::Pruned | NodeKind::CrashCut)).count();
        t.dropped = s.counts.nodes - searched as u64;
    }
    let mut pv = Vec::new();
    let mut pv_codes = Vec::new();
    let mut at = game.clone();
    for &m in s.pv.first().map_or(&[][..], |v| v.as_slice()) {
        pv.push(at.label(m));
        pv_codes.push(at.code(m));
        at = at.play(m);
    }
    SearchRecord { value, pv, pv_codes, counts: s.counts, tree: s.tree, per_ply: s.per_ply }
}

struct TextbookSearch<G: TeachGame> {
    options: SearchOptions,
    counts: Counts,
    tree: Option<Tree>,
    /// Triangular principal-variation table, one line per ply.
    pv: Vec<Vec<G::Move>>,
    /// Nodes deeper than this ply are not recorded.
    record_ply: u32,
    per_ply: Vec<u64>,
    /// Minimax with a table: each position valued so far, by its key, with its value and its
    /// line.
    table: HashMap<u64, (i32, Vec<G::Move>)>,
    /// Past this many nodes the search gives up: every further node returns at once.
    budget: u64,
}

impl<G: TeachGame> TextbookSearch<G> {
    /// Negamax: returns the value for the side to move and what kind of node this turned out.
    fn visit(&mut self, game: &G, depth: u32, ply: u32, alpha: i32, beta: i32, me: Option<u32>) -> (i32, NodeKind) {
        self.counts.nodes += 1;
        let p = ply as usize;
        if self.per_ply.len() <= p {
            self.per_ply.resize(p + 1, 0);
        }
        self.per_ply[p] += 1;
        if self.pv.len() <= p {
            self.pv.resize_with(p + 1, Vec::new);
        }
        self.pv[p].clear();
        if self.counts.nodes > self.budget {
            return (0, NodeKind::Horizon);
        }
        let key = if self.options.algorithm == Algorithm::MinimaxTable { game.key() } else { None };
        let Some(key) = key else { return self.expand(game, depth, ply, alpha, beta, me) };
        if let Some((value, line)) = self.table.get(&key) {
            self.pv[p].clone_from(line);
            return (*value, NodeKind::TableHit);
        }
        let (value, kind) = self.expand(game, depth, ply, alpha, beta, me);
        self.table.insert(key, (value, self.pv[p].clone()));
        (value, kind)
    }

    /// A node not answered from the table: its value from its moves, or as a leaf.
    fn expand(
        &mut self,
        game: &G,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
        me: Option<u32>,
    ) -> (i32, NodeKind) {
        let p = ply as usize;
        let entry = alpha;
        let mut moves = game.moves();
        if let Some(value) = game.outcome(&moves, ply) {
            self.counts.leaves += 1;
            self.counts.ends += 1;
            return (value, NodeKind::Terminal);
        }
        if depth == 0 {
            self.counts.leaves += 1;
            return (game.evaluate(), NodeKind::Horizon);
        }
        self.counts.interior += 1;
        self.counts.moves += moves.len() as u64;
        if matches!(self.options.algorithm, Algorithm::Ordered | Algorithm::Poda) {
            game.order(&mut moves);
        }
        let prune = !self.options.algorithm.is_minimax();
        let refused: Vec<bool> = if self.options.crash_cut {
            let r: Vec<bool> = moves.iter().map(|&m| game.crash_cut(m)).collect();
            // A position where every move gives up the queen is searched in full.
            if r.iter().all(|&x| x) {
                vec![false; moves.len()]
            } else {
                r
            }
        } else {
            Vec::new()
        };

        let mut best = -INFINITY;
        for (i, &m) in moves.iter().enumerate() {
            if refused.get(i).copied().unwrap_or(false) {
                self.counts.crash_skipped += 1;
                self.count_listed(p + 1, 1);
                self.record_unvisited(me, game, m, NodeKind::CrashCut);
                continue;
            }
            let child = game.play(m);
            let id = self.record_child(me, game, m);
            if let (Some(t), Some(id)) = (self.tree.as_mut(), id) {
                t.enter(id, depth as i32 - 1, -beta, -alpha);
            }
            let (v, kind) = self.visit(&child, depth - 1, ply + 1, -beta, -alpha, id);
            let score = -v;
            if score > best {
                best = score;
                let (head, tail) = self.pv.split_at_mut(p + 1);
                let line = &mut head[p];
                line.clear();
                line.push(m);
                if let Some(rest) = tail.first() {
                    line.extend_from_slice(rest);
                }
            }
            alpha = alpha.max(score);
            if let (Some(t), Some(id)) = (self.tree.as_mut(), id) {
                t.leave(id, v, kind, (alpha, beta));
            }
            if prune && self.options.convention.cut.cuts(alpha, beta) {
                // A cut-off is counted as the textbook counts it: only when it skips a move (at
                // the last move, α ≥ β prunes nothing).
                let skipped = moves.len() - i - 1;
                if skipped > 0 {
                    self.counts.cutoffs += 1;
                    if let (Some(t), Some(me)) = (self.tree.as_mut(), me) {
                        t.nodes[me as usize].cut = true;
                    }
                }
                self.count_listed(p + 1, moves.len() - i - 1);
                for &rest in &moves[i + 1..] {
                    self.record_unvisited(me, game, rest, NodeKind::Pruned);
                }
                break;
            }
        }
        let value = if prune { self.options.convention.values.returned(best, entry, beta) } else { best };
        (value, NodeKind::Interior)
    }

    fn count_listed(&mut self, ply: usize, n: usize) {
        if self.per_ply.len() <= ply {
            self.per_ply.resize(ply + 1, 0);
        }
        self.per_ply[ply] += n as u64;
    }

    fn record_child(&mut self, parent: Option<u32>, game: &G, m: G::Move) -> Option<u32> {
        let (tree, parent) = (self.tree.as_mut()?, parent?);
        if tree.nodes[parent as usize].ply >= self.record_ply {
            tree.nodes[parent as usize].truncated = true;
            return None;
        }
        tree.add(parent, game.label(m), game.code(m), NodeKind::Interior)
    }

    fn record_unvisited(&mut self, parent: Option<u32>, game: &G, m: G::Move, kind: NodeKind) {
        if let (Some(tree), Some(parent)) = (self.tree.as_mut(), parent) {
            if tree.nodes[parent as usize].ply >= self.record_ply {
                return;
            }
            // Not part of the search: recorded only to be shown greyed, with no value.
            tree.add(parent, game.label(m), game.code(m), kind);
        }
    }
}

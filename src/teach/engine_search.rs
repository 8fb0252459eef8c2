//! The engine's own search ([`Algorithm::Poda`](super::Algorithm::Poda)), recorded as a
//! [`Tree`] for the teaching view: the same search `Engine::go` runs — iterative deepening,
//! principal variation search, the quiescence search, the transposition table, null moves,
//! reverse futility, futility and late move pruning, late move reductions, extensions — watched
//! through the engine's trace hook ([`crate::engine::trace`]), which changes nothing in what it
//! searches.
//!
//! [`search`] runs a fresh engine (empty hash table and histories, full strength, the chosen
//! evaluation) to a fixed depth and returns the same [`SearchRecord`] as the textbook searches, so
//! the page shows both side by side.
//!
//! # What is recorded
//! Every iteration of iterative deepening is its own root search, and the last one is the
//! search that decides, so the tree is **the last root search**: the final iteration's (its
//! last try, when the score fell outside the aspiration window and the root was searched again).
//! The earlier iterations are what fill the hash table and order its moves first; their nodes
//! are in the counts and in [`Tree::dropped`], not in the tree. Putting each iteration under
//! one made-up root would break the rule that every ply changes the side to move, on which the
//! MAX/MIN view rests. Their story is told apart instead ([`search_with_iterations`]): for every
//! iteration its depth, nodes, score and principal variation, its root searches with the
//! window each was tried with (the aspiration windows and their re-searches) and its
//! transposition table hits ([`Iteration`]).
//!
//! Each node is one call of the engine's search, so a move can appear more than once under a
//! node: searched reduced, then searched again ([`NodeKind::Research`]). Windows and values are
//! negamax form as in [`super::search`], the engine's ±∞ written as [`INFINITY`]; on entering, an
//! event carries the node's own window; on leaving, its parent's window once the value is taken
//! in (unchanged when the value is not used: a reduced or zero-window result that a re-search
//! follows, a null move below β). Mates are `MATE − plies` from the root, as in the engine.
//! Quiescence nodes carry the depth 0 at the nominal horizon, then −1, −2, … per capture.
//!
//! # Node kinds
//! A node's kind says first how it ended when a rule answered it without searching a move,
//! otherwise how it was reached, otherwise where it is; the first that applies:
//! 1. [`NodeKind::TableHit`]: the transposition table's stored result was enough.
//! 2. [`NodeKind::StaticCut`]: reverse futility (the static evaluation far above β), mate
//!    distance pruning, a repetition inside the search scored as a draw, or every move pruned
//!    (it fails low at α).
//! 3. [`NodeKind::Terminal`]: checkmate, stalemate, the fifty-move rule, insufficient material.
//! 4. [`NodeKind::Horizon`] at the search's height limit (evaluated statically).
//! 5. [`NodeKind::NullMove`] (label `null`, code `0000`), [`NodeKind::Reduced`] (a late move
//!    searched with a reduced depth), [`NodeKind::Research`] (the same move again at full
//!    depth or with the full window after it beat α).
//! 6. [`NodeKind::Horizon`]: a node at the nominal horizon (quiescence depth 0) whose value is
//!    its static evaluation: it stands pat, or no capture was worth searching.
//! 7. [`NodeKind::Quiescence`]: any other node of the quiescence search (captures only).
//! 8. [`NodeKind::Interior`]: any other node of the main search.
//!
//! [`NodeKind::Pruned`] children are the moves a node that cut off did not search (the engine
//! generates all moves at once, so they are known); moves skipped by a pruning rule (late move,
//! futility, losing exchange or delta pruning) are children of kind [`NodeKind::Futile`].
//! Neither kind is entered: they are listed, greyed, never searched. The singular-extension test (at depth 8 and more) searches the node's *own* position
//! without its hash move; those nodes are counted but not recorded, since as children they
//! would break the alternation of sides; the node is marked [`Node::truncated`](super::Node).
//!
//! # Counts
//! `nodes` is the engine's own node count, quiescence nodes included. `interior`: nodes that
//! searched at least one child (a move, the null move or the singular test), with the moves
//! they generated in `moves` and `cutoffs` those that stopped at β and skipped something (a
//! move with moves left after it, the null move or a multi-cut reached it). `leaves`: nodes that searched nothing and returned a static
//! evaluation (stand pat, reverse futility, the height limit) or a game end (`ends`: mate,
//! stalemate, draws). The rest answered without either: transposition table hits, mate
//! distance cuts, nodes whose every move was pruned. A position with no legal move is not
//! searched by the engine (0 nodes); here it is one terminal node.
//!
//! # Examples
//! ```
//! use poda::engine::eval::Evaluator;
//! use poda::engine::search::MATE;
//! use poda::rules::Position;
//! use poda::teach::engine_search::search;
//!
//! let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
//! let out = search(&pos, 3, 1000, Evaluator::Full); // the back-rank mate
//! assert_eq!(out.value, MATE - 1);
//! assert_eq!(out.pv[0], "Ra8#");
//! let tree = out.tree.unwrap();
//! assert!(tree.nodes.len() <= 1000);
//! ```

use super::iterations::{Iteration, RootTry};
use super::search::{Counts, SearchRecord};
use super::tree::{NodeKind, Tree, INFINITY, NO_PARENT};
use crate::engine::eval::Evaluator;
use crate::engine::search::{INF, MATE, MAX_PLY};
use crate::engine::trace::{Edge, Exit, Skip, Tracer};
use crate::engine::{Engine, FrozenClock, Info, Limits};
use crate::rules::{Move, Position};
use std::sync::atomic::AtomicBool;

/// The hash table of the fresh engine, in MiB: the size the page's engine and `bench` use.
/// The node counts are those of `Engine::new(HASH_MB)` searching the same way.
pub const HASH_MB: usize = 16;

/// Searches `pos` to `depth` (1 to the engine's maximum) with the engine's full search and
/// `evaluator`, recording at most `record` nodes of the last root search (0: no tree).
pub fn search(pos: &Position, depth: u32, record: usize, evaluator: Evaluator) -> SearchRecord {
    search_with_iterations(pos, depth, record, evaluator).0
}

/// [`search`], and the story of every iteration of its iterative deepening, the first first
/// (none when the game is over at the root). Their nodes add up to the search's, and the last
/// one's line and score are the search's.
pub fn search_with_iterations(
    pos: &Position,
    depth: u32,
    record: usize,
    evaluator: Evaluator,
) -> (SearchRecord, Vec<Iteration>) {
    let depth = depth.clamp(1, MAX_PLY as u32 - 8);
    if !pos.has_legal_move() {
        return (game_over(pos, record), Vec::new());
    }
    let mut engine = Engine::new(HASH_MB).traced(Recorder::new(depth as i32, record));
    engine.level.evaluator = evaluator;
    let stop = AtomicBool::new(false);
    let limits = Limits::depth(depth);
    // Each completed iteration's line, as the engine reports it.
    let mut lines: Vec<(u32, Vec<Move>)> = Vec::new();
    let mut hear = |info: &Info| lines.push((info.depth, info.pv.clone()));
    let result = engine.go(pos, &[], &limits, &mut hear, &FrozenClock, &stop);
    let recorder = engine.tracer;
    debug_assert_eq!(recorder.counts.nodes, result.nodes, "every node the engine counts is traced");
    debug_assert!(recorder.stack.is_empty());

    let (pv, pv_codes) = written(pos, &result.pv);
    let mut tree = recorder.tree;
    if let Some(t) = tree.as_mut() {
        let kept = t.nodes.iter().filter(|n| !n.kind.is_unvisited()).count() as u64;
        t.dropped = recorder.counts.nodes - kept;
    }
    let mut iterations = recorder.iterations;
    for (depth, line) in lines {
        if let Some(it) = iterations.iter_mut().find(|it| it.depth == depth) {
            it.pv = written(pos, &line).0;
        }
    }
    let record =
        SearchRecord { value: recorder.root_value, pv, pv_codes, counts: recorder.counts, tree, per_ply: Vec::new() };
    (record, iterations)
}

/// A line from `pos` for people (SAN) and for machines (UCI).
fn written(pos: &Position, line: &[Move]) -> (Vec<String>, Vec<String>) {
    let mut at = *pos;
    line.iter()
        .map(|&m| {
            let san = at.san(m);
            at.play_unchecked(m);
            (san, m.to_string())
        })
        .unzip()
}

/// Checkmate or stalemate at the root: one terminal node.
fn game_over(pos: &Position, record: usize) -> SearchRecord {
    let value = if pos.is_check() { -MATE } else { 0 };
    let counts = Counts { nodes: 1, leaves: 1, ends: 1, ..Counts::default() };
    let tree = (record > 0).then(|| {
        let mut t = Tree::new(record);
        if let Some(root) = t.add(NO_PARENT, String::new(), String::new(), NodeKind::Terminal) {
            t.enter(root, 0, -INFINITY, INFINITY);
            t.leave(root, value, NodeKind::Terminal, (-INFINITY, INFINITY));
        }
        t
    });
    SearchRecord { value, pv: Vec::new(), pv_codes: Vec::new(), counts, tree, per_ply: Vec::new() }
}

/// The engine's ±∞ as the tree writes it.
fn wide(v: i32) -> i32 {
    if v >= INF {
        INFINITY
    } else if v <= -INF {
        -INFINITY
    } else {
        v
    }
}

/// One open node of the search path.
struct Frame {
    /// Its index in the tree, when recorded.
    id: Option<u32>,
    pos: Position,
    edge: Edge,
    quiescence: bool,
    depth: i32,
    /// The window it was entered with.
    entry: (i32, i32),
    /// Its window as the search last told it (entry, then after each child's value).
    alpha: i32,
    beta: i32,
    /// Children searched (moves, the null move, the singular test).
    children: u32,
    /// Moves generated.
    moves: u32,
    /// Moves left unsearched by a cut at β.
    cut_skipped: u32,
    /// The leave event of the child last left, while the node's window after it may change.
    last_leave: Option<usize>,
}

/// Counts every traced node and records the last root search of the deepest iteration.
struct Recorder {
    depth: i32,
    record: usize,
    iteration: i32,
    counts: Counts,
    tree: Option<Tree>,
    stack: Vec<Frame>,
    /// The move and edge announced for the next node entered.
    next: Option<(Move, Edge)>,
    root_value: i32,
    /// Every iteration so far (its line is filled in from the engine's report).
    iterations: Vec<Iteration>,
    /// The node count when the current iteration and its current root try began.
    iteration_start: u64,
    try_start: u64,
}

impl Recorder {
    fn new(depth: i32, record: usize) -> Recorder {
        Recorder {
            depth,
            record,
            iteration: 0,
            counts: Counts::default(),
            tree: None,
            stack: Vec::with_capacity(2 * MAX_PLY),
            next: None,
            root_value: 0,
            iterations: Vec::new(),
            iteration_start: 0,
            try_start: 0,
        }
    }

    /// Adds a child of the top frame, if it is recorded and there is room; marks the frame
    /// truncated when a child searched under it is not kept.
    fn add_child(&mut self, mv: Move, edge: Edge, kind: NodeKind) -> Option<u32> {
        let parent = self.stack.last()?;
        let (tree, pid) = (self.tree.as_mut()?, parent.id?);
        if tree.is_full() || matches!(edge, Edge::Singular | Edge::Verification) {
            tree.nodes[pid as usize].truncated = true;
            return None;
        }
        let (label, code) =
            if mv.is_null() { ("null".to_string(), "0000".to_string()) } else { (parent.pos.san(mv), mv.to_string()) };
        tree.add(pid, label, code, kind)
    }
}

impl Tracer for Recorder {
    fn iteration(&mut self, depth: i32) {
        self.iteration = depth;
        self.iteration_start = self.counts.nodes;
        self.iterations.push(Iteration {
            depth: depth as u32,
            nodes: 0,
            value: 0,
            pv: Vec::new(),
            tries: Vec::new(),
            table_hits: 0,
        });
    }

    fn child(&mut self, mv: Move, edge: Edge, alpha: i32, beta: i32) {
        self.next = Some((mv, edge));
        if let Some(top) = self.stack.last_mut() {
            top.alpha = alpha;
            top.beta = beta;
        }
    }

    fn enter(&mut self, pos: &Position, _ply: usize, depth: i32, alpha: i32, beta: i32, quiescence: bool) {
        self.counts.nodes += 1;
        let (mv, edge) = self.next.take().unwrap_or((Move::NULL, Edge::Plain));
        let id = if self.stack.is_empty() {
            // A root search: one try of the iteration (more when the score falls outside the
            // aspiration window); the one to record when it belongs to the last iteration (a
            // later try of the same iteration replaces an earlier one).
            self.try_start = self.counts.nodes - 1;
            if let Some(it) = self.iterations.last_mut() {
                it.tries.push(RootTry { alpha: wide(alpha), beta: wide(beta), value: 0, nodes: 0 });
            }
            self.tree = (self.record > 0 && self.iteration == self.depth).then(|| Tree::new(self.record));
            self.tree.as_mut().and_then(|t| t.add(NO_PARENT, String::new(), String::new(), NodeKind::Interior))
        } else {
            let parent = self.stack.last_mut().expect("a parent");
            parent.children += 1;
            let kind = if quiescence { NodeKind::Quiescence } else { NodeKind::Interior };
            self.add_child(mv, edge, kind)
        };
        let depth = match self.stack.last() {
            Some(parent) if quiescence && parent.quiescence => parent.depth - 1,
            _ if quiescence => 0,
            _ => depth,
        };
        if let (Some(t), Some(id)) = (self.tree.as_mut(), id) {
            t.enter(id, depth, wide(alpha), wide(beta));
        }
        self.stack.push(Frame {
            id,
            pos: *pos,
            edge,
            quiescence,
            depth,
            entry: (alpha, beta),
            alpha,
            beta,
            children: 0,
            moves: 0,
            cut_skipped: 0,
            last_leave: None,
        });
    }

    fn moves(&mut self, count: usize) {
        if let Some(top) = self.stack.last_mut() {
            top.moves = count as u32;
        }
    }

    fn skip(&mut self, mv: Move, why: Skip) {
        let kind = if why == Skip::BetaCut { NodeKind::Pruned } else { NodeKind::Futile };
        if let (Skip::BetaCut, Some(top)) = (why, self.stack.last_mut()) {
            top.cut_skipped += 1;
        }
        self.add_child(mv, Edge::Plain, kind);
    }

    fn window(&mut self, alpha: i32, beta: i32) {
        let Some(top) = self.stack.last_mut() else { return };
        top.alpha = alpha;
        top.beta = beta;
        if let (Some(t), Some(i)) = (self.tree.as_mut(), top.last_leave) {
            t.events[i].alpha = wide(alpha);
            t.events[i].beta = wide(beta);
        }
    }

    fn leave(&mut self, value: i32, exit: Exit) {
        let me = self.stack.pop().expect("every node left was entered");
        let interior = me.children > 0;
        // A cut-off counts when it skips something: a null move or a multi-cut skips every
        // move; a move's cut at β only when moves were left after it.
        let cut = match exit {
            Exit::NullCut | Exit::MultiCut => true,
            Exit::Cutoff => me.cut_skipped > 0,
            _ => false,
        };
        let counts = &mut self.counts;
        if interior {
            counts.interior += 1;
            counts.moves += u64::from(me.moves);
            counts.cutoffs += cut as u64;
        } else if matches!(
            exit,
            Exit::Searched
                | Exit::StandPat
                | Exit::ReverseFutility
                | Exit::Horizon
                | Exit::Mate
                | Exit::Stalemate
                | Exit::Draw
                | Exit::Repetition
        ) {
            counts.leaves += 1;
            counts.ends += matches!(exit, Exit::Mate | Exit::Stalemate | Exit::Draw | Exit::Repetition) as u64;
        }
        let kind = match exit {
            Exit::Table => NodeKind::TableHit,
            Exit::MateDistance | Exit::ReverseFutility | Exit::Repetition | Exit::AllPruned => NodeKind::StaticCut,
            Exit::Mate | Exit::Stalemate | Exit::Draw => NodeKind::Terminal,
            Exit::Horizon => NodeKind::Horizon,
            _ => match me.edge {
                Edge::Null => NodeKind::NullMove,
                Edge::Reduced => NodeKind::Reduced,
                Edge::Research => NodeKind::Research,
                _ if me.quiescence && me.depth == 0 && !interior => NodeKind::Horizon,
                _ if me.quiescence => NodeKind::Quiescence,
                _ => NodeKind::Interior,
            },
        };
        // The root has no parent: it leaves with the window it was entered with.
        let parent_window = self.stack.last().map_or(me.entry, |p| (p.alpha, p.beta));
        let mut event = None;
        if let (Some(t), Some(id)) = (self.tree.as_mut(), me.id) {
            t.leave(id, wide(value), kind, (wide(parent_window.0), wide(parent_window.1)));
            t.nodes[id as usize].cut = cut;
            event = Some(t.events.len() - 1);
        }
        let nodes = self.counts.nodes;
        let mut iteration = self.iterations.last_mut();
        if let (Some(it), Exit::Table) = (iteration.as_deref_mut(), exit) {
            it.table_hits += 1;
        }
        match self.stack.last_mut() {
            Some(parent) => parent.last_leave = event,
            None => {
                self.root_value = value;
                if let Some(it) = iteration {
                    it.nodes = nodes - self.iteration_start;
                    it.value = value;
                    if let Some(t) = it.tries.last_mut() {
                        t.value = wide(value);
                        t.nodes = nodes - self.try_start;
                    }
                }
            }
        }
    }
}

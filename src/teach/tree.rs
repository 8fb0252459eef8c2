//! A recorded search: the tree of nodes it visited and the order it visited them in.
//!
//! Values and windows are stored as the search saw them, in negamax form (from the side to
//! move at that node); [`Tree::max_view`] turns a node's numbers into the textbook's MAX/MIN
//! form, where every value is from the root player's side: at a MIN node α and β swap and change
//! sign. The recording is bounded ([`Tree::limit`]): past it, nodes are still searched and
//! counted but no longer stored, and the nodes whose children were dropped say so.

/// Stands for ±∞ in a window: larger than any value a game gives.
pub const INFINITY: i32 = 1_000_000;

/// No parent: the root.
pub const NO_PARENT: u32 = u32::MAX;

#[cfg_attr(target_arch = "wasm32", derive(serde::Serialize, serde::Deserialize))]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// A node whose moves were searched.
    Interior,
    /// Evaluated at the search horizon.
    Horizon,
    /// The game is over here (mate, stalemate, a draw, a win in tic-tac-toe, a leaf of an
    /// abstract tree).
    Terminal,
    /// Never looked at: an earlier sibling proved α ≥ β.
    Pruned,
    /// Never looked at: the crash cut (*corte agresivo*) refused a move that gives up the queen.
    CrashCut,
    // The engine's own search (see `teach::poda`):
    /// Quiescence search: captures only, beyond the nominal depth.
    Quiescence,
    /// The null-move test: the side to move passes.
    NullMove,
    /// Searched with a reduced depth (late-move reduction).
    Reduced,
    /// Searched again with a full window or depth after a reduced or zero-window search.
    Research,
    /// Answered by the transposition table without searching.
    TableHit,
    /// Returned at once by a static pruning rule (reverse futility, mate distance, draw).
    StaticCut,
}

/// One visited (or pruned) node.
#[cfg_attr(target_arch = "wasm32", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Index of the parent in [`Tree::nodes`], or [`NO_PARENT`] for the root.
    pub parent: u32,
    /// Distance from the root (the root is 0, MAX to move; odd plies are MIN).
    pub ply: u32,
    /// The move that led here, for people (SAN); empty at the root.
    pub label: String,
    /// The same move for machines (UCI); empty at the root.
    pub code: String,
    pub kind: NodeKind,
    /// Depth left when the node was entered (negative in quiescence).
    pub depth: i32,
    /// The window on entry, negamax form.
    pub alpha: i32,
    pub beta: i32,
    /// The value returned, negamax form; `None` for pruned nodes.
    pub value: Option<i32>,
    /// The node stopped looking at its moves because one proved α ≥ β.
    pub cut: bool,
    pub children: Vec<u32>,
    /// Some children were searched but not recorded (the recording's limit was reached).
    pub truncated: bool,
}

/// One step of the walk-through: a node entered or left.
#[cfg_attr(target_arch = "wasm32", derive(serde::Serialize, serde::Deserialize))]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub node: u32,
    /// Entered (false) or left (true).
    pub leave: bool,
    /// The window of the node where the search now stands, negamax form: on entering, the
    /// node's own window; on leaving, its parent's window updated with the value it returned.
    pub alpha: i32,
    pub beta: i32,
}

/// The window and value of a node as the textbook shows them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MaxView {
    pub max_to_move: bool,
    pub alpha: i32,
    pub beta: i32,
}

#[cfg_attr(target_arch = "wasm32", derive(serde::Serialize, serde::Deserialize))]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    pub events: Vec<Event>,
    /// The most nodes kept.
    pub limit: usize,
    /// Nodes searched but not kept (0 when the whole search is recorded).
    pub dropped: u64,
}

impl Tree {
    pub fn new(limit: usize) -> Tree {
        Tree { nodes: Vec::new(), events: Vec::new(), limit: limit.max(1), dropped: 0 }
    }

    pub fn is_full(&self) -> bool {
        self.nodes.len() >= self.limit
    }

    /// Adds a node under `parent` (or the root) without entering it; returns its index.
    pub fn add(&mut self, parent: u32, label: String, code: String, kind: NodeKind) -> Option<u32> {
        if self.is_full() {
            if let Some(p) = self.nodes.get_mut(parent as usize) {
                p.truncated = true;
            }
            return None;
        }
        let id = self.nodes.len() as u32;
        let ply = self.nodes.get(parent as usize).map_or(0, |p| p.ply + 1);
        self.nodes.push(Node {
            parent,
            ply,
            label,
            code,
            kind,
            depth: 0,
            alpha: -INFINITY,
            beta: INFINITY,
            value: None,
            cut: false,
            children: Vec::new(),
            truncated: false,
        });
        if let Some(p) = self.nodes.get_mut(parent as usize) {
            p.children.push(id);
        }
        Some(id)
    }

    /// Records entering node `id` with the window (α, β) and `depth` left.
    pub fn enter(&mut self, id: u32, depth: i32, alpha: i32, beta: i32) {
        let node = &mut self.nodes[id as usize];
        node.depth = depth;
        node.alpha = alpha;
        node.beta = beta;
        self.events.push(Event { node: id, leave: false, alpha, beta });
    }

    /// Records leaving node `id` with `value`; `parent_window` is the parent's window once the
    /// value is taken into account.
    pub fn leave(&mut self, id: u32, value: i32, kind: NodeKind, parent_window: (i32, i32)) {
        let node = &mut self.nodes[id as usize];
        node.value = Some(value);
        node.kind = kind;
        let (alpha, beta) = parent_window;
        self.events.push(Event { node: id, leave: true, alpha, beta });
    }

    /// The moves from the root to `id`, as [`Node::code`]s.
    pub fn line(&self, id: u32) -> Vec<&str> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(node) = self.nodes.get(at as usize) {
            if node.parent == NO_PARENT {
                break;
            }
            line.push(node.code.as_str());
            at = node.parent;
        }
        line.reverse();
        line
    }

    /// The principal variation: from the root, the child whose value made its parent's.
    pub fn principal_variation(&self) -> Vec<u32> {
        let mut pv = Vec::new();
        let mut at = 0u32;
        while let Some(node) = self.nodes.get(at as usize) {
            let Some(value) = node.value else { break };
            let next = node.children.iter().copied().find(|&c| self.nodes[c as usize].value == Some(-value));
            match next {
                Some(c) => {
                    pv.push(c);
                    at = c;
                }
                None => break,
            }
        }
        pv
    }

    /// Leaves that were evaluated (horizon or game over) among the recorded nodes.
    pub fn recorded_leaves(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| matches!(n.kind, NodeKind::Horizon | NodeKind::Terminal) && n.value.is_some())
            .count()
    }

    /// A window in the textbook's form for a node at `ply`: from the root player's side.
    pub fn max_view(ply: u32, alpha: i32, beta: i32) -> MaxView {
        if ply % 2 == 0 {
            MaxView { max_to_move: true, alpha, beta }
        } else {
            MaxView { max_to_move: false, alpha: -beta, beta: -alpha }
        }
    }

    /// A negamax value at `ply` from the root player's side.
    pub fn max_value(ply: u32, value: i32) -> i32 {
        if ply % 2 == 0 {
            value
        } else {
            -value
        }
    }
}

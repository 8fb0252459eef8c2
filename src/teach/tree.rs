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
    // The engine's own search (see `teach::engine_search`):
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
    /// Never looked at: a selective rule of the engine skipped the move (futility, late-move,
    /// losing-exchange or delta pruning).
    Futile,
}

/// One visited (or pruned) node.
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
    /// The node stopped looking at its moves because one proved α ≥ β, and skipped at least one
    /// (α ≥ β at the last move prunes nothing: no cut).
    pub cut: bool,
    pub children: Vec<u32>,
    /// Some children were searched but not recorded (the recording's limit was reached).
    pub truncated: bool,
}

/// One step of the walk-through: a node entered or left.
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

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    pub events: Vec<Event>,
    /// The most nodes kept.
    pub limit: usize,
    /// Nodes searched but not kept (0 when the whole search is recorded).
    pub dropped: u64,
    /// When the search was too big to keep whole: only the nodes down to this ply were kept.
    pub ply_limit: Option<u32>,
}

impl Tree {
    pub fn new(limit: usize) -> Tree {
        Tree { nodes: Vec::new(), events: Vec::new(), limit: limit.max(1), dropped: 0, ply_limit: None }
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
        if ply.is_multiple_of(2) {
            MaxView { max_to_move: true, alpha, beta }
        } else {
            MaxView { max_to_move: false, alpha: -beta, beta: -alpha }
        }
    }

    /// A negamax value at `ply` from the root player's side.
    pub fn max_value(ply: u32, value: i32) -> i32 {
        if ply.is_multiple_of(2) {
            value
        } else {
            -value
        }
    }
}

text_error!(
    /// Why [`Tree::decode`] failed.
    DecodeError,
    "unreadable recorded tree: {}"
);

const KINDS: [NodeKind; 12] = [
    NodeKind::Interior,
    NodeKind::Horizon,
    NodeKind::Terminal,
    NodeKind::Pruned,
    NodeKind::CrashCut,
    NodeKind::Quiescence,
    NodeKind::NullMove,
    NodeKind::Reduced,
    NodeKind::Research,
    NodeKind::TableHit,
    NodeKind::StaticCut,
    NodeKind::Futile,
];

impl NodeKind {
    fn code(self) -> usize {
        KINDS.iter().position(|&k| k == self).unwrap_or(0)
    }

    /// Nodes that were never searched, only listed.
    pub fn is_unvisited(self) -> bool {
        matches!(self, NodeKind::Pruned | NodeKind::CrashCut | NodeKind::Futile)
    }
}

impl Tree {
    /// A compact text form, to carry a large tree from the worker to the page in one string
    /// (reading it back is far quicker than converting thousands of JS objects). One line per
    /// node, then one per event; fields separated by tabs (labels never contain tabs).
    pub fn encode(&self) -> String {
        use std::fmt::Write;
        let mut s = String::with_capacity(self.nodes.len() * 40 + self.events.len() * 16);
        let ply_limit = self.ply_limit.map_or(-1, i64::from);
        let _ = writeln!(s, "{} {} {} {} {ply_limit}", self.nodes.len(), self.events.len(), self.limit, self.dropped);
        for n in &self.nodes {
            let value = n.value.map_or_else(|| "-".to_string(), |v| v.to_string());
            let _ = writeln!(
                s,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                n.parent as i64,
                n.label,
                n.code,
                n.kind.code(),
                n.depth,
                n.alpha,
                n.beta,
                value,
                n.cut as u8,
                n.truncated as u8
            );
        }
        for e in &self.events {
            let _ = writeln!(s, "{} {} {} {}", e.node, e.leave as u8, e.alpha, e.beta);
        }
        s
    }

    /// Reads [`encode`](Self::encode)'s form back.
    ///
    /// # Errors
    /// When the text is not a well-formed encoded tree.
    pub fn decode(text: &str) -> Result<Tree, DecodeError> {
        let mut d = Decoder::new(text.to_string())?;
        while !d.step(usize::MAX)? {}
        Ok(d.finish())
    }
}

/// Reads an encoded tree a slice at a time, so a page can spread a large tree over several
/// short tasks instead of one long one.
pub struct Decoder {
    text: String,
    at: usize,
    nodes: u64,
    events: u64,
    tree: Tree,
}

fn int(field: Option<&str>, what: &str) -> Result<i64, DecodeError> {
    field.and_then(|t| t.parse().ok()).ok_or_else(|| DecodeError(what.to_string()))
}

impl Decoder {
    /// Reads the header.
    ///
    /// # Errors
    /// When the header is malformed.
    pub fn new(text: String) -> Result<Decoder, DecodeError> {
        let bad = |what: &str| DecodeError(what.to_string());
        let end = text.find('\n').unwrap_or(text.len());
        let mut head = text[..end].split(' ');
        let nodes = int(head.next(), "header")? as u64;
        let events = int(head.next(), "header")? as u64;
        let limit = int(head.next(), "header")?;
        let dropped = int(head.next(), "header")? as u64;
        let ply_limit = int(head.next(), "header")?;
        if head.next().is_some() || limit < 1 || nodes > limit as u64 || events > 2 * nodes {
            return Err(bad("header"));
        }
        let mut tree = Tree::new(limit as usize);
        tree.dropped = dropped;
        tree.ply_limit = u32::try_from(ply_limit).ok();
        tree.nodes.reserve(nodes as usize);
        tree.events.reserve(events as usize);
        Ok(Decoder { at: (end + 1).min(text.len()), text, nodes, events, tree })
    }

    /// Reads up to `lines` more lines; true once the whole tree is read.
    ///
    /// # Errors
    /// When a line is malformed or missing.
    pub fn step(&mut self, lines: usize) -> Result<bool, DecodeError> {
        let bad = |what: &str| DecodeError(what.to_string());
        for _ in 0..lines {
            let done_nodes = self.tree.nodes.len() as u64;
            let done_events = self.tree.events.len() as u64;
            if done_nodes == self.nodes && done_events == self.events {
                return Ok(true);
            }
            let rest = &self.text[self.at..];
            let end = rest.find('\n').unwrap_or(rest.len());
            if end == 0 && rest.is_empty() {
                return Err(bad(if done_nodes < self.nodes { "too few nodes" } else { "too few events" }));
            }
            let line = &rest[..end];
            self.at += (end + 1).min(rest.len());
            if done_nodes < self.nodes {
                let node = parse_node(line, done_nodes, &self.tree)?;
                let parent = node.parent;
                self.tree.nodes.push(node);
                if parent != NO_PARENT {
                    self.tree.nodes[parent as usize].children.push(done_nodes as u32);
                }
            } else {
                let mut f = line.split(' ');
                let node = int(f.next(), "event")?;
                let leave = int(f.next(), "event")? == 1;
                let alpha = int(f.next(), "event")? as i32;
                let beta = int(f.next(), "event")? as i32;
                if f.next().is_some() || node < 0 || node as u64 >= self.nodes {
                    return Err(bad("event"));
                }
                self.tree.events.push(Event { node: node as u32, leave, alpha, beta });
            }
        }
        Ok(self.tree.nodes.len() as u64 == self.nodes && self.tree.events.len() as u64 == self.events)
    }

    pub fn finish(self) -> Tree {
        self.tree
    }
}

fn parse_node(line: &str, index: u64, tree: &Tree) -> Result<Node, DecodeError> {
    let bad = |what: &str| DecodeError(what.to_string());
    let mut f = line.split('\t');
    let parent = int(f.next(), "node parent")?;
    let parent = if parent < 0 { NO_PARENT } else { parent as u32 };
    if parent != NO_PARENT && u64::from(parent) >= index {
        return Err(bad("parent after child"));
    }
    let label = f.next().ok_or_else(|| bad("node label"))?.to_string();
    let code = f.next().ok_or_else(|| bad("node code"))?.to_string();
    let kind = *KINDS.get(int(f.next(), "node kind")? as usize).ok_or_else(|| bad("node kind"))?;
    let depth = int(f.next(), "node depth")? as i32;
    let alpha = int(f.next(), "node alpha")? as i32;
    let beta = int(f.next(), "node beta")? as i32;
    let value = match f.next() {
        Some("-") => None,
        other => Some(int(other, "node value")? as i32),
    };
    let cut = f.next() == Some("1");
    let truncated = f.next().ok_or_else(|| bad("node fields"))? == "1";
    if f.next().is_some() {
        return Err(bad("node fields"));
    }
    let ply = if parent == NO_PARENT { 0 } else { tree.nodes[parent as usize].ply + 1 };
    Ok(Node { parent, ply, label, code, kind, depth, alpha, beta, value, cut, children: Vec::new(), truncated })
}

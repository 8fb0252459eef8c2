//! The engine's own search recorded for the teaching view (`teach::engine_search`): it is the engine's
//! search node for node (same count, value and line as `Engine::go`), its recorded tree is a
//! well-formed walk (balanced events, one entry and one exit per searched node, plies one apart,
//! the record limit kept with exact counts), its node kinds show the engine's devices, and it
//! looks at far fewer nodes than the textbook's ordered alpha-beta.

use poda::engine::eval::Evaluator;
use poda::engine::search::MATE;
use poda::engine::{Engine, FrozenClock, Limits, NoReporter, Score};
use poda::rules::Position;
use poda::teach::chess::Chess;
use poda::teach::engine_search::{search as poda_search, HASH_MB};
use poda::teach::tree::{NodeKind, Tree, INFINITY, NO_PARENT};
use poda::teach::{search, Algorithm, Convention, SearchOptions, SearchRecord};
use std::sync::atomic::AtomicBool;

use crate::support::{position, ENDGAME, ITALIAN, KIWIPETE};

const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
/// The engine's own search of `pos` to `depth`, from a fresh engine.
fn engine_search(pos: &Position, depth: u32) -> poda::engine::SearchResult {
    let mut engine = Engine::new(HASH_MB);
    engine.go(pos, &[], &Limits::depth(depth), &mut NoReporter, &FrozenClock, &AtomicBool::new(false))
}

/// Checks that a recorded tree is a well-formed walk of the search whose counts are `out.counts`.
fn check_tree(out: &SearchRecord, depth: u32, record: usize) {
    let tree = out.tree.as_ref().expect("a tree when recording");
    let nodes = &tree.nodes;
    assert!(!nodes.is_empty() && nodes.len() <= record, "{} nodes, limit {record}", nodes.len());
    assert_eq!(tree.limit, record);
    assert_eq!(nodes[0].parent, NO_PARENT);
    assert_eq!(nodes[0].depth, depth as i32, "the root is the last iteration's");
    assert_eq!(nodes[0].value, Some(out.value), "the root's value is the search's");
    for (i, n) in nodes.iter().enumerate() {
        if i > 0 {
            let parent = &nodes[n.parent as usize];
            assert!(n.parent < i as u32);
            assert_eq!(n.ply, parent.ply + 1, "node {i}");
            assert!(parent.children.contains(&(i as u32)));
        }
        if n.kind.is_unvisited() {
            assert_eq!(n.value, None);
            if n.kind == NodeKind::Pruned {
                assert!(nodes[n.parent as usize].cut, "pruned moves only under a cut-off");
            }
        } else {
            assert!(n.value.is_some(), "node {i} was left");
        }
        assert!(n.kind != NodeKind::CrashCut);
    }
    // Events: a bracket sequence over the searched nodes, each entered and left exactly once,
    // a node entered while its parent is the open node.
    let mut entered = vec![0u32; nodes.len()];
    let mut left = vec![0u32; nodes.len()];
    let mut open: Vec<u32> = Vec::new();
    for e in &tree.events {
        let n = &nodes[e.node as usize];
        assert!(!n.kind.is_unvisited(), "a pruned or skipped node is never entered");
        if e.leave {
            assert_eq!(open.pop(), Some(e.node), "leaves close the last node entered");
            left[e.node as usize] += 1;
        } else {
            let expected_parent = open.last().copied().unwrap_or(NO_PARENT);
            assert_eq!(n.parent, expected_parent, "node {} entered under its parent", e.node);
            assert_eq!((e.alpha, e.beta), (n.alpha, n.beta), "entering shows the node's own window");
            assert!(e.alpha < e.beta || e.alpha == -INFINITY);
            open.push(e.node);
            entered[e.node as usize] += 1;
        }
    }
    assert!(open.is_empty(), "every node entered is left");
    let searched = nodes.iter().filter(|n| !n.kind.is_unvisited()).count();
    for (i, n) in nodes.iter().enumerate() {
        let once = u32::from(!n.kind.is_unvisited());
        assert_eq!((entered[i], left[i]), (once, once), "node {i}");
    }
    assert_eq!(tree.events.len(), 2 * searched);
    assert_eq!(tree.dropped, out.counts.nodes - searched as u64, "dropped = nodes searched, not kept");
    // The window a node shows on leaving is its parent's: α never goes down, β stays put.
    let mut last: Vec<Option<(i32, i32)>> = vec![None; nodes.len()];
    for e in tree.events.iter().filter(|e| e.leave) {
        let parent = nodes[e.node as usize].parent;
        if parent == NO_PARENT {
            assert_eq!((e.alpha, e.beta), (nodes[0].alpha, nodes[0].beta));
            continue;
        }
        let p = parent as usize;
        let (alpha, beta) = last[p].unwrap_or((nodes[p].alpha, nodes[p].beta));
        assert!(e.alpha >= alpha, "α of node {p} went down");
        if last[p].is_some() {
            assert_eq!(e.beta, beta, "β of node {p} changed");
        }
        last[p] = Some((e.alpha, e.beta));
    }
    // A node that cut off shows α ≥ β once its last child (a move or the null move) is left.
    for (i, n) in nodes.iter().enumerate() {
        if let (true, false, Some((alpha, beta))) = (n.cut, n.truncated, last[i]) {
            assert!(alpha >= beta, "node {i} cut off: its window after the last child is closed");
        }
    }
    assert!(out.counts.nodes >= out.counts.interior + out.counts.leaves);
    assert!(out.counts.leaves >= out.counts.ends);
}

#[test]
fn the_back_rank_mate_at_depth_3() {
    let pos = position(BACK_RANK);
    let out = poda_search(&pos, 3, 100_000, Evaluator::Full);
    assert_eq!(out.value, MATE - 1);
    assert_eq!(out.pv.first().map(String::as_str), Some("Ra8#"));
    assert_eq!(out.pv_codes.first().map(String::as_str), Some("a1a8"));
    check_tree(&out, 3, 100_000);
    let tree = out.tree.unwrap();
    // The mate itself is in the tree: Ra8# from the root, a terminal node worth −(MATE − 1).
    let mate = tree.nodes[0].children.iter().map(|&c| &tree.nodes[c as usize]).find(|n| n.code == "a1a8");
    let mate = mate.expect("Ra8# is searched at the root");
    assert_eq!(mate.label, "Ra8#");
    assert_eq!(mate.kind, NodeKind::Terminal);
    assert_eq!(mate.value, Some(-(MATE - 1)));
    assert!(out.counts.ends > 0);
}

#[test]
fn it_is_the_engines_search_node_for_node() {
    for fen in [BACK_RANK, ITALIAN, KIWIPETE, ENDGAME, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"] {
        let pos = position(fen);
        for depth in 1..=6 {
            let engine = engine_search(&pos, depth);
            let counted = poda_search(&pos, depth, 0, Evaluator::Full);
            let recorded = poda_search(&pos, depth, 3000, Evaluator::Full);
            assert_eq!(counted.counts.nodes, engine.nodes, "{fen} depth {depth}");
            assert_eq!(recorded.counts, counted.counts, "recording changes nothing: {fen} depth {depth}");
            assert!(counted.tree.is_none());
            let codes: Vec<String> = engine.pv.iter().map(|m| m.to_string()).collect();
            assert_eq!(counted.pv_codes, codes, "{fen} depth {depth}");
            let score = match engine.score {
                Score::Cp(cp) => cp,
                Score::Mate(n) if n > 0 => MATE - (2 * n - 1),
                Score::Mate(n) => -MATE + 2 * -n,
            };
            assert_eq!(counted.value, score, "{fen} depth {depth}");
            check_tree(&recorded, depth, 3000);
        }
    }
}

#[test]
fn the_singular_test_is_counted_but_not_recorded() {
    // From depth 9 on, some nodes test their hash move for singularity by searching their own
    // position without it: counted, not recorded, the node marked truncated.
    let pos = position(ITALIAN);
    let depth = 10;
    let out = poda_search(&pos, depth, 1 << 20, Evaluator::Full);
    assert_eq!(out.counts.nodes, engine_search(&pos, depth).nodes);
    check_tree(&out, depth, 1 << 20);
    let tree = out.tree.as_ref().unwrap();
    assert!(tree.nodes.len() < tree.limit);
    assert!(tree.nodes.iter().any(|n| n.truncated), "a singular test at depth {depth}");
}

#[test]
fn a_truncated_recording_keeps_exact_counts() {
    let pos = position(ITALIAN);
    let full = poda_search(&pos, 5, 0, Evaluator::Full);
    for record in [1, 2, 50, 1000] {
        let out = poda_search(&pos, 5, record, Evaluator::Full);
        assert_eq!(out.counts, full.counts, "record {record}");
        assert_eq!(out.value, full.value);
        assert_eq!(out.pv, full.pv);
        let tree = out.tree.as_ref().unwrap();
        assert_eq!(tree.nodes.len(), record, "the recording fills up to its limit");
        assert!(tree.dropped > 0);
        if record > 1 {
            assert!(tree.nodes.iter().any(|n| n.truncated));
        }
        check_tree(&out, 5, record);
    }
    // Recorded whole, the last root search leaves out only the earlier iterations.
    let big = poda_search(&pos, 5, 1 << 20, Evaluator::Full);
    let tree = big.tree.as_ref().unwrap();
    assert!(tree.nodes.len() < 1 << 20);
    let earlier = poda_search(&pos, 4, 0, Evaluator::Full).counts.nodes;
    assert!(tree.dropped >= earlier, "the earlier iterations ({earlier} nodes) are not in the tree");
    assert!(tree.nodes.iter().all(|n| !n.truncated));
}

#[test]
fn the_engines_devices_have_their_kinds() {
    let pos = position(ITALIAN);
    let out = poda_search(&pos, 4, 1 << 20, Evaluator::Full);
    check_tree(&out, 4, 1 << 20);
    let tree = out.tree.unwrap();
    let has = |kind| tree.nodes.iter().any(|n| n.kind == kind);
    assert!(has(NodeKind::Quiescence), "quiescence nodes");
    assert!(has(NodeKind::Horizon), "stand pat at the horizon");
    assert!(has(NodeKind::NullMove) || has(NodeKind::Reduced), "null moves or reductions");
    assert!(has(NodeKind::Pruned), "moves left by cut-offs");
    assert!(has(NodeKind::Futile), "moves skipped by futility, late-move or exchange pruning");
    assert!(has(NodeKind::TableHit) || has(NodeKind::StaticCut));
    for n in tree.nodes.iter().filter(|n| n.kind == NodeKind::NullMove) {
        assert_eq!((n.label.as_str(), n.code.as_str()), ("null", "0000"));
    }
    // Quiescence nodes lie below the nominal horizon, and only captures lead there.
    for n in tree.nodes.iter().filter(|n| n.kind == NodeKind::Quiescence) {
        assert!(n.depth <= 0, "{n:?}");
    }
    // The walk-through text form carries the new kinds.
    assert_eq!(Tree::decode(&tree.encode()), Ok(tree.clone()));
}

#[test]
fn the_full_search_looks_at_far_fewer_nodes_than_ordered_alphabeta() {
    let pos = Position::startpos();
    let full = poda_search(&pos, 4, 0, Evaluator::Full);
    let options = SearchOptions {
        depth: 4,
        algorithm: Algorithm::Ordered,
        crash_cut: false,
        record: 0,
        convention: Convention::COURSE,
    };
    let ordered = search(&Chess::new(pos, Evaluator::Full), &options);
    assert!(
        full.counts.nodes * 5 < ordered.counts.nodes,
        "poda {} nodes, ordered alpha-beta {}",
        full.counts.nodes,
        ordered.counts.nodes
    );
}

#[test]
fn a_finished_game_is_one_terminal_node() {
    // Fool's mate: White is mated.
    let mated = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let out = poda_search(&mated, 3, 10, Evaluator::Full);
    assert_eq!(out.value, -MATE);
    assert!(out.pv.is_empty());
    assert_eq!((out.counts.nodes, out.counts.leaves, out.counts.ends), (1, 1, 1));
    let tree = out.tree.unwrap();
    assert_eq!(tree.nodes.len(), 1);
    assert_eq!(tree.nodes[0].kind, NodeKind::Terminal);
    assert_eq!(tree.events.len(), 2);
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(poda_search(&stalemate, 2, 0, Evaluator::Full).value, 0);
}

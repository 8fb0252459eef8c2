//! Minimax beside alpha-beta: the two walks step together, minimax standing at the same node
//! as alpha-beta, and the nodes alpha-beta never searched are the ones it pruned.

use poda::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use poda::teach::compare::Compare;
use poda::teach::tree::Tree;
use poda::teach::walk::Walk;
use poda::teach::{search, Algorithm, SearchOptions};

fn run(text: &str, algorithm: Algorithm) -> Tree {
    let tree = AbstractTree::parse(text).unwrap();
    search(&tree.root(), &SearchOptions { algorithm, ..SearchOptions::full_tree() }).tree.unwrap()
}

#[test]
fn minimax_stands_at_the_node_alpha_beta_stands_at() {
    let ab = run(COURSE_EXAMPLE, Algorithm::AlphaBeta);
    let mut compare = Compare::new(&ab, run(COURSE_EXAMPLE, Algorithm::Minimax));
    let walk = Walk::new(ab.clone());
    assert_eq!(compare.step_for(0), 0);
    let mut last = 0;
    for k in 1..=walk.len() {
        let m = compare.step_for(k);
        assert!(m > last, "minimax moves forward with each step ({k})");
        last = m;
        let (a, b) = (ab.events[k - 1], compare.minimax.tree.events[m - 1]);
        assert_eq!(ab.nodes[a.node as usize].label, compare.minimax.tree.nodes[b.node as usize].label, "step {k}");
        assert_eq!(a.leave, b.leave);
    }
    // Both end together, and beyond the walk minimax stays at its end.
    assert_eq!(compare.step_for(walk.len()), compare.minimax.len());
    assert_eq!(compare.step_for(walk.len() + 5), compare.minimax.len());
    compare.follow(3);
    assert_eq!(compare.minimax.step(), compare.step_for(3));
}

#[test]
fn the_marked_leaves_are_those_alpha_beta_does_not_evaluate() {
    for text in [COURSE_EXAMPLE, "2 2 2 / 3 5 2 9", "3 3 3 3 / 3 12 8 2 4 6 14 5 2"] {
        let ab = run(text, Algorithm::AlphaBeta);
        let evaluated = ab.nodes.iter().filter(|n| !n.kind.is_unvisited() && n.children.is_empty()).count();
        let compare = Compare::new(&ab, run(text, Algorithm::Minimax));
        assert_eq!(compare.leaves() - compare.skipped_leaves(), evaluated, "{text}");
        // Each marked node is pruned in alpha-beta's tree, or under a pruned node.
        for id in compare.skipped_nodes() {
            let label = &compare.minimax.tree.nodes[id as usize].label;
            assert!(!ab.nodes.iter().any(|n| &n.label == label && !n.kind.is_unvisited()), "{text}: {label}");
        }
    }
    let small = Compare::new(&run("2 2 2 / 3 5 2 9", Algorithm::AlphaBeta), run("2 2 2 / 3 5 2 9", Algorithm::Minimax));
    let marked: Vec<&str> =
        small.skipped_nodes().map(|id| small.minimax.tree.nodes[id as usize].label.as_str()).collect();
    assert_eq!(marked, ["F"]);
}

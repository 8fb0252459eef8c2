//! The teaching searches: the course's example tree walked exactly as by hand, alpha-beta
//! agreeing with minimax on real chess positions while looking at fewer, minimax's leaves equal
//! to perft, tic-tac-toe's whole game tree, the crash cut, and tree-text errors.

use crate::support::read_epd;
use poda::engine::eval::Evaluator;
use poda::rules::Position;
use poda::teach::abstract_tree::{AbstractTree, TreeError, COURSE_EXAMPLE};
use poda::teach::chess::Chess;
use poda::teach::tictactoe::Board;
use poda::teach::tree::{NodeKind, Tree, INFINITY, NO_PARENT};
use poda::teach::{search, Algorithm, Convention, SearchOptions};

const INF: i32 = INFINITY;

fn alphabeta_full() -> SearchOptions {
    SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() }
}

/// The walk-through of the notes' example, worked out by hand (MAX's view: at MIN nodes the
/// window is still written (α, β) from MAX's side). Each step: the node entered or left, and the
/// window where the search then stands — the node's own on entering, its parent's updated
/// window on leaving.
///
/// Nodes are named breadth-first: the root R; A B C (MIN); D E | F G | H I (MAX); J K | L | M N
/// | O | P | Q R' (MIN); leaves S T | U V W | X | Y | Z AA | AB | AC | AD AE | AF with values
/// 5 6 | 7 4 5 | 3 | 6 | 6 9 | 7 | 5 | 9 8 | 6.
const EXPECTED_TRACE: &[(&str, bool, i32, i32)] = &[
    ("R", false, -INF, INF),
    ("A", false, -INF, INF),
    ("D", false, -INF, INF),
    ("J", false, -INF, INF),
    ("S", false, -INF, INF),
    ("S", true, -INF, 5),
    ("T", false, -INF, 5),
    ("T", true, -INF, 5),
    ("J", true, 5, INF),
    ("K", false, 5, INF),
    ("U", false, 5, INF),
    ("U", true, 5, 7),
    ("V", false, 5, 7),
    ("V", true, 5, 4), // β ≤ α at K: W is pruned
    ("K", true, 5, INF),
    ("D", true, -INF, 5),
    ("E", false, -INF, 5),
    ("L", false, -INF, 5),
    ("X", false, -INF, 5),
    ("X", true, -INF, 3),
    ("L", true, 3, 5),
    ("E", true, -INF, 3),
    ("A", true, 3, INF),
    ("B", false, 3, INF),
    ("F", false, 3, INF),
    ("M", false, 3, INF),
    ("Y", false, 3, INF),
    ("Y", true, 3, 6),
    ("M", true, 6, INF),
    ("N", false, 6, INF),
    ("Z", false, 6, INF),
    ("Z", true, 6, 6), // β ≤ α at N: AA is pruned
    ("N", true, 6, INF),
    ("F", true, 3, 6),
    ("G", false, 3, 6),
    ("O", false, 3, 6),
    ("AB", false, 3, 6),
    ("AB", true, 3, 6),
    ("O", true, 7, 6), // α ≥ β at G (nothing left to prune)
    ("G", true, 3, 6),
    ("B", true, 6, INF),
    ("C", false, 6, INF),
    ("H", false, 6, INF),
    ("P", false, 6, INF),
    ("AC", false, 6, INF),
    ("AC", true, 6, 5),
    ("P", true, 6, INF),
    ("H", true, 6, 5), // β ≤ α at C: I and everything under it is pruned
    ("C", true, 6, INF),
    ("R", true, -INF, INF),
];

#[test]
fn the_course_example_walked_step_by_step() {
    let tree = AbstractTree::course_example();
    assert_eq!((tree.len(), tree.leaves(), tree.height()), (33, 14, 4));
    let out = search(&tree.root(), &alphabeta_full());
    assert_eq!(out.value, 6);
    let rec = out.tree.unwrap();
    let name = |id: u32| {
        let n = &rec.nodes[id as usize];
        if n.parent == NO_PARENT {
            "R".to_string()
        } else {
            n.label.clone()
        }
    };
    let trace: Vec<(String, bool, i32, i32)> = rec
        .events
        .iter()
        .map(|e| {
            let node = &rec.nodes[e.node as usize];
            // Entering shows the node's window; leaving shows its parent's.
            let ply = if e.leave { node.ply.saturating_sub(1) } else { node.ply };
            let view = Tree::max_view(ply, e.alpha, e.beta);
            (name(e.node), e.leave, view.alpha, view.beta)
        })
        .collect();
    let expected: Vec<(String, bool, i32, i32)> =
        EXPECTED_TRACE.iter().map(|&(n, l, a, b)| (n.to_string(), l, a, b)).collect();
    assert_eq!(trace, expected);

    // The pruned nodes: W under K, AA under N, I (with its subtree, never generated) under C.
    let mut pruned: Vec<String> =
        rec.nodes.iter().filter(|n| n.kind == NodeKind::Pruned).map(|n| n.label.clone()).collect();
    pruned.sort();
    assert_eq!(pruned, ["AA", "I", "W"]);
    // 9 of the 14 leaves evaluated: W, AA and I's AD, AE, AF never are.
    assert_eq!(out.counts.leaves, 9);
    let minimax = search(&tree.root(), &SearchOptions::full_tree());
    assert_eq!(minimax.value, 6);
    assert_eq!(minimax.counts.leaves, 14);
    assert_eq!(minimax.counts.nodes, 33);
    // The principal variation: R → B → F → (M or N, both 6) → Y (the first found).
    assert_eq!(out.pv, ["B", "F", "M", "Y"]);
}

#[test]
fn cut_nodes_of_the_course_example() {
    let tree = AbstractTree::course_example();
    let rec = search(&tree.root(), &alphabeta_full()).tree.unwrap();
    let mut cut: Vec<&str> = rec.nodes.iter().filter(|n| n.cut).map(|n| n.label.as_str()).collect();
    cut.sort();
    // G and P reach α ≥ β at their last child: nothing is left to prune, so they are no cut-offs.
    assert_eq!(cut, ["C", "K", "N"]);
    assert_eq!(search(&tree.root(), &alphabeta_full()).counts.cutoffs, 3);
}

#[test]
fn the_textbooks_tree_has_one_cutoff() {
    // Russell and Norvig's tree: A = min(3, 12, 8); B stops at its 2 (4 and 6 skipped); C reaches
    // its 2 with its last leaf, which prunes nothing.
    let tree = AbstractTree::parse("3 3 3 3 / 3 12 8 2 4 6 14 5 2").unwrap();
    let out = search(&tree.root(), &alphabeta_full());
    assert_eq!((out.value, out.counts.leaves, out.counts.cutoffs), (3, 7, 1));
    let rec = out.tree.unwrap();
    let cut: Vec<&str> = rec.nodes.iter().filter(|n| n.cut).map(|n| n.label.as_str()).collect();
    assert_eq!(cut, ["B"], "the second MIN node, B (the root's children are A, B, C)");
}

#[test]
fn tree_text_errors_name_the_problem() {
    use TreeError::*;
    let cases: [(&str, TreeError); 8] = [
        ("   ", Empty),
        ("2 1 1", MissingSlash),
        ("2 / 1 2 / 3", ExtraSlash),
        ("2 x / 1 2", BadCount("x".into())),
        ("2 -1 / 1 2", BadCount("-1".into())),
        ("2 / 1 two", BadValue("two".into())),
        ("2 / 1 2 3", ValueCount { leaves: 2, values: 3 }),
        ("2 0 0 0 / 1 2", TooManyCounts { counts: 4, nodes: 3 }),
    ];
    for (text, expected) in cases {
        assert_eq!(AbstractTree::parse(text), Err(expected.clone()), "{text:?}");
        assert!(!expected.to_string().is_empty());
    }
    assert_eq!(AbstractTree::parse("5000 / 1"), Err(TooManyNodes));
    let big = format!("4999 / {}", "1 ".repeat(4999));
    assert_eq!(AbstractTree::parse(&big).map(|t| t.len()), Ok(5000));
    // A 0 among the counts makes a leaf higher up; leaves are read left to right (depth first).
    let t = AbstractTree::parse("2 0 2 / 1 2 3").unwrap();
    let out = search(&t.root(), &SearchOptions::full_tree());
    assert_eq!(out.value, 2, "max(1, min(2, 3))");
    assert_eq!(AbstractTree::parse(COURSE_EXAMPLE).map(|t| t.leaves()), Ok(14));
}

/// Up to 50 positions of the perft suite whose depth-4 tree is small enough for minimax.
fn positions() -> Vec<(Position, Vec<(u32, u64)>)> {
    read_epd("perft/standard.epd")
        .into_iter()
        .filter(|(_, counts)| counts.iter().any(|&(d, n)| d == 4 && n <= 1_500_000))
        .take(50)
        .map(|(fen, counts)| (Position::from_fen(&fen).unwrap(), counts))
        .collect()
}

#[test]
fn alphabeta_agrees_with_minimax_on_fifty_positions() {
    let positions = positions();
    assert_eq!(positions.len(), 50);
    let mut perft_checked = 0;
    for (pos, counts) in &positions {
        let game = Chess::new(*pos, Evaluator::Seed);
        for depth in 1..=4 {
            let run = |algorithm| {
                search(
                    &game,
                    &SearchOptions { depth, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE },
                )
            };
            let mm = run(Algorithm::Minimax);
            let ab = run(Algorithm::AlphaBeta);
            let ord = run(Algorithm::Ordered);
            let fen = pos.fen();
            assert_eq!(ab.value, mm.value, "{fen} depth {depth}");
            assert_eq!(ord.value, mm.value, "{fen} depth {depth}");
            if depth > 1 {
                assert!(ab.counts.nodes < mm.counts.nodes, "{fen} depth {depth}");
                assert!(ord.counts.nodes < mm.counts.nodes, "{fen} depth {depth}");
            } else {
                // At depth 1 there is nothing to cut: every reply is a leaf.
                assert_eq!(ab.counts.nodes, mm.counts.nodes, "{fen}");
            }
            if mm.counts.ends == 0 {
                let perft = counts.iter().find(|&&(d, _)| d == depth).map(|&(_, n)| n).unwrap();
                assert_eq!(mm.counts.leaves, perft, "{fen} depth {depth}");
                perft_checked += 1;
            }
        }
    }
    // Many of the suite's positions are endings where mates and stalemates fall inside the horizon.
    assert!(perft_checked >= 100, "perft compared at {perft_checked} (position, depth) pairs");
}

#[test]
fn ordering_pays_on_average() {
    let mut ab = 0;
    let mut ord = 0;
    for (pos, _) in positions() {
        let game = Chess::new(pos, Evaluator::Seed);
        let run = |algorithm| {
            search(
                &game,
                &SearchOptions { depth: 4, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE },
            )
        };
        ab += run(Algorithm::AlphaBeta).counts.nodes;
        ord += run(Algorithm::Ordered).counts.nodes;
    }
    assert!(ord * 10 < ab * 8, "ordered {ord} vs generation order {ab}");
}

#[test]
fn tic_tac_toe_is_a_draw_and_its_tree_has_549946_nodes() {
    let empty = Board::empty();
    let mm = search(&empty, &SearchOptions { record: 0, ..SearchOptions::full_tree() });
    assert_eq!(mm.value, 0);
    assert_eq!(mm.counts.nodes, 549_946);
    assert_eq!(mm.counts.leaves, 255_168, "the number of possible games");
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Ordered] {
        let r = search(&empty, &SearchOptions { algorithm, record: 0, ..SearchOptions::full_tree() });
        assert_eq!(r.value, 0);
        assert!(r.counts.nodes < 549_946 / 10, "{algorithm:?}: {}", r.counts.nodes);
    }
    // X to win at once: c1 completes the diagonal a3-b2-c1.
    let board = Board::parse("x-o/-xo/---").unwrap();
    let r = search(&board, &alphabeta_full());
    assert_eq!(r.pv.first().map(String::as_str), Some("Xc1"));
    assert_eq!(r.value, 99);
    assert!(Board::parse("xxx/ooo/---").is_err());
    assert!(Board::parse("xx-/---/---").is_err());
    assert!(Board::parse("xo").is_err());
}

#[test]
fn recording_is_bounded_but_the_counts_stay_exact() {
    let game = Chess::new(Position::startpos(), Evaluator::Seed);
    let full = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::Minimax,
            crash_cut: false,
            record: 0,
            convention: Convention::COURSE,
        },
    );
    let rec = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::Minimax,
            crash_cut: false,
            record: 1000,
            convention: Convention::COURSE,
        },
    );
    assert_eq!(rec.counts, full.counts);
    assert_eq!(full.counts.leaves, 8902);
    let tree = rec.tree.unwrap();
    // Too big to keep whole (9,323 nodes): kept by levels, the root and its 20 moves and their
    // 400 replies, every one with its value.
    assert_eq!(tree.ply_limit, Some(2));
    assert_eq!(tree.nodes.len(), 421);
    assert_eq!(tree.dropped, full.counts.nodes - 421);
    assert!(tree.nodes.iter().all(|n| n.value.is_some()));
    assert_eq!(tree.nodes.iter().filter(|n| n.truncated).count(), 400);
    assert_eq!(tree.events.len(), 2 * 421, "every kept node entered and left once");
    // Alpha-beta at the same depth fits whole.
    let ab = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: false,
            record: 2000,
            convention: Convention::COURSE,
        },
    );
    assert_eq!(ab.tree.as_ref().map(|t| (t.dropped, t.ply_limit)), Some((0, None)));
}

#[test]
fn the_crash_cut_saves_nodes_and_misses_a_queen_sacrifice() {
    // 1. Qg8+ Rxg8 2. Nf7# (Philidor's smothered mate): the only mate gives up the queen.
    let pos = Position::from_fen("4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1").unwrap();
    let game = Chess::new(pos, Evaluator::Seed);
    let plain = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::Ordered,
            crash_cut: false,
            record: 0,
            convention: Convention::COURSE,
        },
    );
    let crash = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::Ordered,
            crash_cut: true,
            record: 0,
            convention: Convention::COURSE,
        },
    );
    assert_eq!(plain.pv.first().map(String::as_str), Some("Qg8+"));
    assert_eq!(plain.value, poda::engine::search::MATE - 3);
    assert!(crash.value < 1000, "the crash cut misses the mate: {}", crash.value);
    assert_ne!(crash.pv.first().map(String::as_str), Some("Qg8+"));
    assert!(crash.counts.crash_skipped > 0);
    assert!(crash.counts.nodes < plain.counts.nodes);
    // In a quiet opening position the cut saves nodes too.
    let italian = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3").unwrap();
    let start = Chess::new(italian, Evaluator::Seed);
    let a = search(
        &start,
        &SearchOptions {
            depth: 4,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: false,
            record: 0,
            convention: Convention::COURSE,
        },
    );
    let b = search(
        &start,
        &SearchOptions {
            depth: 4,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: true,
            record: 0,
            convention: Convention::COURSE,
        },
    );
    assert!(b.counts.nodes < a.counts.nodes, "{} vs {}", b.counts.nodes, a.counts.nodes);
}

#[test]
fn a_recorded_tree_survives_its_text_form() {
    let game = Chess::new(Position::startpos(), Evaluator::Seed);
    let out = search(
        &game,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: true,
            record: 5000,
            convention: Convention::COURSE,
        },
    );
    let tree = out.tree.unwrap();
    let text = tree.encode();
    assert_eq!(Tree::decode(&text), Ok(tree.clone()));
    let course = search(&AbstractTree::course_example().root(), &alphabeta_full()).tree.unwrap();
    assert_eq!(Tree::decode(&course.encode()), Ok(course));
    assert!(Tree::decode("").is_err());
    assert!(Tree::decode("1 0 10 0\n5\ta\tb\t0\t0\t0\t0\t-\t0\t0").is_err(), "parent after child");
    assert!(Tree::decode(&text[..text.len() / 2]).is_err());
}

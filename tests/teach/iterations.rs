//! The whole story of the engine's search (`teach::iterations`, `teach::engine_search`): every
//! iteration of iterative deepening with its nodes, score, line, root searches (the aspiration
//! windows and their re-searches) and transposition table hits, adding up to the search the
//! teaching view shows as a tree.

use poda::engine::eval::Evaluator;
use poda::rules::Position;
use poda::teach::engine_search::{search as poda_search, search_with_iterations};
use poda::teach::iterations::{aspiration_depth, pv_change, Iteration, PvChange, TryOutcome};
use poda::teach::tree::NodeKind;

use crate::support::{position, ENDGAME, ITALIAN, KIWIPETE};

fn story(fen: &str, depth: u32, record: usize) -> (poda::teach::SearchRecord, Vec<Iteration>) {
    search_with_iterations(&position(fen), depth, record, Evaluator::Full)
}

#[test]
fn every_iteration_is_told_and_they_add_up_to_the_search() {
    for fen in [Position::STARTPOS_FEN, ITALIAN, KIWIPETE, ENDGAME] {
        for depth in [1, 3, 6, 8] {
            let (out, iterations) = story(fen, depth, 0);
            let depths: Vec<u32> = iterations.iter().map(|it| it.depth).collect();
            assert_eq!(depths, (1..=depth).collect::<Vec<_>>(), "{fen}: one iteration per depth, in order");
            let nodes: u64 = iterations.iter().map(|it| it.nodes).sum();
            assert_eq!(nodes, out.counts.nodes, "{fen} depth {depth}: the iterations' nodes are the search's");
            let last = iterations.last().unwrap();
            assert_eq!(last.pv, out.pv, "{fen} depth {depth}: the last iteration's line is the search's");
            assert_eq!(last.value, out.value, "{fen} depth {depth}");
            assert_eq!(out, poda_search(&position(fen), depth, 0, Evaluator::Full), "the same search");
            for it in &iterations {
                assert!(!it.pv.is_empty() && it.pv.len() <= it.depth as usize + 8, "{fen} {it:?}");
                assert!(!it.tries.is_empty());
                assert_eq!(it.tries.iter().map(|t| t.nodes).sum::<u64>(), it.nodes, "{fen} {it:?}");
                assert_eq!(it.tries.last().unwrap().value, it.value);
                // Below the aspiration depth the root opens the full window, once.
                let opens = it.depth < aspiration_depth();
                assert_eq!(it.tries[0].is_open(), opens, "{fen} {it:?}");
                // Every try but the last fell outside its window; the last one inside it.
                let (last, earlier) = it.tries.split_last().unwrap();
                assert_eq!(last.outcome(), TryOutcome::Inside, "{fen} {it:?}");
                assert!(earlier.iter().all(|t| t.outcome() != TryOutcome::Inside), "{fen} {it:?}");
                assert_eq!(it.researches(), earlier.len());
                // The table answers once earlier searches have stored results deep enough: from
                // depth 3 on everywhere, from depth 2 on in the middlegame (at the start of the
                // game no two 2-move lines meet, and depth 1 stored nothing deep enough).
                let middlegame = fen == ITALIAN || fen == KIWIPETE;
                if it.depth >= 3 || (it.depth == 2 && middlegame) {
                    assert!(it.table_hits > 0, "{fen}: {it:?}");
                }
            }
        }
    }
}

#[test]
fn a_score_outside_the_aspiration_window_is_searched_again_with_a_wider_one() {
    // The Italian game at depth 5: the first window (around depth 4's score) fails low.
    let (_, iterations) = story(ITALIAN, 5, 0);
    let five = &iterations[4];
    assert_eq!(five.depth, aspiration_depth());
    assert!(five.researches() >= 1, "{five:?}");
    let (first, again) = (five.tries[0], five.tries[1]);
    assert_eq!(first.outcome(), TryOutcome::FailLow);
    let previous = iterations[3].value;
    assert!(first.alpha < previous && previous < first.beta, "the window is around the score before");
    assert!(again.alpha < first.alpha, "widened downwards after failing low: {again:?}");

    // Kiwipete at depth 8 fails both ways before its score settles.
    let (out, iterations) = story(KIWIPETE, 8, 0);
    let tries: Vec<_> = iterations.iter().flat_map(|it| it.tries.iter().copied()).collect();
    assert!(tries.iter().any(|t| t.outcome() == TryOutcome::FailHigh), "{iterations:?}");
    assert!(tries.iter().any(|t| t.outcome() == TryOutcome::FailLow), "{iterations:?}");
    for it in &iterations {
        for pair in it.tries.windows(2) {
            match pair[0].outcome() {
                TryOutcome::FailLow => assert!(pair[1].alpha < pair[0].alpha, "{it:?}"),
                TryOutcome::FailHigh => assert!(pair[1].beta > pair[0].beta, "{it:?}"),
                TryOutcome::Inside => panic!("a try inside its window is the last: {it:?}"),
            }
        }
    }
    assert!(iterations.iter().map(Iteration::researches).sum::<usize>() >= 3);
    assert_eq!(iterations.last().unwrap().value, out.value);
}

#[test]
fn the_tree_is_the_last_try_of_the_last_iteration() {
    // Recorded whole, the tree's table hits are the last iteration's when it searched its root
    // once (below depth 8, where no singular test searches nodes the tree leaves out).
    for fen in [Position::STARTPOS_FEN, ITALIAN, ENDGAME] {
        for depth in 2..=6 {
            let (out, iterations) = story(fen, depth, 1 << 20);
            let last = iterations.last().unwrap();
            let tree = out.tree.as_ref().unwrap();
            let searched = tree.nodes.iter().filter(|n| !n.kind.is_unvisited()).count() as u64;
            assert_eq!(searched, last.tries.last().unwrap().nodes, "{fen} depth {depth}");
            if last.tries.len() == 1 {
                let hits = tree.nodes.iter().filter(|n| n.kind == NodeKind::TableHit).count() as u64;
                assert_eq!(hits, last.table_hits, "{fen} depth {depth}");
            }
            let first_move = &tree.nodes[tree.principal_variation()[0] as usize].label;
            assert_eq!(Some(first_move), last.pv.first(), "{fen} depth {depth}");
        }
    }
}

#[test]
fn the_line_changes_are_named() {
    let (_, iterations) = story(ITALIAN, 8, 0);
    let changes: Vec<PvChange> = iterations
        .iter()
        .enumerate()
        .map(|(i, it)| pv_change(i.checked_sub(1).map(|p| iterations[p].pv.as_slice()), &it.pv))
        .collect();
    assert_eq!(changes[0], PvChange::First);
    // Nc3 at depths 1 and 2, then Bc4: a new best move at depth 3.
    assert_eq!(iterations[1].pv[0], iterations[0].pv[0]);
    assert_eq!(changes[1], PvChange::Kept);
    assert_ne!(iterations[2].pv[0], iterations[1].pv[0]);
    assert_eq!(changes[2], PvChange::Changed { ply: 0 });
    for (i, change) in changes.iter().enumerate().skip(1) {
        let (before, now) = (&iterations[i - 1].pv, &iterations[i].pv);
        match *change {
            PvChange::Kept => assert!(before.iter().zip(now).all(|(a, b)| a == b)),
            PvChange::Changed { ply } => {
                assert_eq!(before[..ply], now[..ply]);
                assert_ne!(before[ply], now[ply]);
            }
            PvChange::First => panic!("only the first iteration has nothing before it"),
        }
    }
}

#[test]
fn a_finished_game_has_no_iterations() {
    let mated = position("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
    let (out, iterations) = search_with_iterations(&mated, 4, 100, Evaluator::Full);
    assert!(iterations.is_empty());
    assert_eq!(out.counts.nodes, 1);
}

#[test]
fn the_iterations_travel_as_text_and_come_back_the_same() {
    use poda::teach::iterations::{decode, encode};
    for (fen, depth) in [(ITALIAN, 7), (KIWIPETE, 8), (Position::STARTPOS_FEN, 3)] {
        let (_, iterations) = story(fen, depth, 0);
        assert_eq!(decode(&encode(&iterations)), Ok(iterations), "{fen}");
    }
    assert_eq!(decode(""), Ok(Vec::new()));
    for bad in ["1\t2\t3", "1\t2\t3\t0\t1 2 3\te4", "x\t2\t3\t0\t\te4", "1\t2\t3\t0\t\te4\textra"] {
        let err = decode(&format!("1\t31\t23\t0\t-1000000 1000000 23 31\tNc3\n{bad}\n")).unwrap_err();
        assert!(err.contains("iteration 2"), "{bad:?}: {err}");
    }
}

//! The story of a search in the teaching view's model, without a browser: the engine's
//! iterations arriving with its tree, its deeper depths, the depths reached within a node
//! budget (asked once per position), and tic-tac-toe's minimax with a transposition table
//! counted beside plain minimax.

use crate::support::{options, run, ITALIAN};

use poda::teach::iterations::TryOutcome;
use poda::teach::ladder::Idea;
use poda::teach::reach::BUDGET;
use poda::teach::tree::NodeKind;
use poda::teach::{search, Algorithm, SearchOptions};
use poda::web::i18n::{self, KeptTree, Lang, SummaryFacts};
use poda::web::teach::options::TeachMode;
use poda::web::teach::state::State;
use poda::web::worker_messages::TeachRequest;

#[test]
fn the_engines_search_goes_deeper_than_the_textbooks() {
    let (o, notices) = options(TeachMode::Teach, &[("algorithm", "poda"), ("depth", "8")]);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!((o.settings.algorithm, o.settings.depth), (Algorithm::Poda, 8));
    let (o, notices) = options(TeachMode::Teach, &[("algorithm", "poda"), ("depth", "11")]);
    assert_eq!(o.settings.depth, 3);
    assert!(notices[0].contains("depth") && notices[0].contains("1–10"), "{notices:?}");
    let (o, notices) = options(TeachMode::Teach, &[("algorithm", "ordered"), ("depth", "6")]);
    assert_eq!(o.settings.depth, 3);
    assert!(notices[0].contains("1–4"), "{notices:?}");
    // Leaving the engine's search for a textbook one brings the depth back within reach.
    let (o, _) = options(TeachMode::Teach, &[("algorithm", "poda"), ("depth", "7")]);
    let mut state = State::new(TeachMode::Teach, o);
    state.set_settings(None, Some(Algorithm::Minimax), false);
    assert_eq!((state.settings.algorithm, state.settings.depth), (Algorithm::Minimax, 4));
    state.set_settings(Some(9), Some(Algorithm::Poda), false);
    assert_eq!(state.settings.depth, 9);
}

#[test]
fn the_engines_iterations_arrive_with_its_tree_and_the_ladder_within_a_budget_once() {
    let (o, _) = options(TeachMode::Teach, &[("algorithm", "poda"), ("depth", "6"), ("fen", ITALIAN)]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    let kinds: Vec<&str> = requests
        .iter()
        .map(|r| match r {
            TeachRequest::Teach { .. } => "tree",
            TeachRequest::TeachCounts { .. } => "counts",
            TeachRequest::TeachLadder { budget, .. } if *budget == BUDGET => "ladder",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["tree", "counts", "ladder"]);
    // Deeper than the textbook searches go, only the engine's own is counted.
    assert_eq!(state.counted, [Algorithm::Poda]);
    run(&mut state, requests);
    assert!(!state.busy(), "every answer arrived");

    let recorded = state.recorded.as_ref().expect("the recorded search");
    let iterations = &recorded.iterations;
    assert_eq!(iterations.iter().map(|it| it.depth).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6]);
    assert_eq!(iterations.iter().map(|it| it.nodes).sum::<u64>(), recorded.found.counts.nodes);
    assert_eq!(iterations.last().unwrap().pv, recorded.found.pv);
    let five = &iterations[4];
    assert_eq!(five.tries[0].outcome(), TryOutcome::FailLow, "the aspiration window fails at depth 5");
    assert_eq!(state.counts.len(), 1);
    assert_eq!(state.counts[0].counts, recorded.found.counts);

    // The ladder: every idea but the network (the page's worker has none), in the course's
    // order, each within the budget; ordering goes deeper than minimax.
    let ladder = state.ladder.clone().expect("the ladder within the budget");
    assert_eq!(ladder.fen, state.subjects.fen);
    assert_eq!(ladder.rungs.iter().map(|r| r.idea).collect::<Vec<_>>(), Idea::ALL[..Idea::ALL.len() - 1]);
    assert!(ladder.rungs.iter().all(|r| r.depth >= 1 && r.nodes <= BUDGET), "{:?}", ladder.rungs);
    let depth = |idea: Idea| ladder.rungs.iter().find(|r| r.idea == idea).unwrap().depth;
    assert!(depth(Idea::Ordering) > depth(Idea::Minimax), "{:?}", ladder.rungs);

    // Another algorithm on the same position: its depths are not measured again.
    state.set_settings(Some(2), Some(Algorithm::Ordered), false);
    let requests = state.start_search();
    assert_eq!(requests.len(), 2, "the tree and the counts only");
    assert_eq!(state.counted, [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Poda]);
    run(&mut state, requests);
    assert!(state.recorded.as_ref().unwrap().iterations.is_empty(), "a textbook search has no iterations");
    assert_eq!(state.counts.len(), 4);
    assert_eq!(state.ladder, Some(ladder));
}

#[test]
fn tic_tac_toe_counts_minimax_with_a_table_beside_plain_minimax() {
    let (o, notices) = options(TeachMode::TicTacToe, &[("algorithm", "minimax-tt")]);
    assert!(notices.is_empty(), "{notices:?}");
    let mut state = State::new(TeachMode::TicTacToe, o);
    let requests = state.start_search();
    assert_eq!(requests.len(), 2, "no depths within a budget outside chess");
    run(&mut state, requests);
    let recorded = state.recorded.as_ref().expect("the recorded search");
    assert_eq!((recorded.settings.algorithm, recorded.found.value), (Algorithm::MinimaxTable, 0));
    let row = |a: Algorithm| state.counts.iter().find(|r| r.algorithm == a).expect("counted").clone();
    let (plain, table) = (row(Algorithm::Minimax), row(Algorithm::MinimaxTable));
    assert_eq!(plain.counts.nodes, 549_946);
    let board = poda::teach::tictactoe::Board::empty();
    let direct =
        search(&board, &SearchOptions { algorithm: Algorithm::MinimaxTable, record: 0, ..SearchOptions::full_tree() });
    assert_eq!(table.counts, direct.counts);
    assert_eq!(table.value, plain.value);
    assert!(table.counts.nodes * 30 < plain.counts.nodes, "{table:?}");
    // The whole tree is kept, its table answers marked.
    let walk = state.browse.walk.as_ref().expect("the walk");
    assert_eq!(walk.tree.dropped, 0);
    let hits = walk.tree.nodes.iter().filter(|n| n.kind == NodeKind::TableHit).count() as u64;
    assert_eq!(hits, table.counts.nodes - table.counts.interior - table.counts.leaves);
    // The engine's own search and the table are each for their own game.
    let (_, notices) = options(TeachMode::Teach, &[("algorithm", "minimax-tt")]);
    assert!(notices[0].contains("minimax, alphabeta, ordered, poda"), "{notices:?}");
    let (_, notices) = options(TeachMode::Mouse, &[("algorithm", "minimax-tt")]);
    assert_eq!(notices.len(), 1);
}

#[test]
fn the_summary_and_the_iterations_table_tell_one_count_for_the_last_iteration() {
    // The Italian game, the engine's own search at depth 8: its last iteration searches nodes
    // the tree does not draw (a singular extension's tests), so the summary tells the
    // iteration's count from the table, and how many of them are drawn.
    let italian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let (o, _) = options(TeachMode::Teach, &[("algorithm", "poda"), ("depth", "8"), ("fen", italian)]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    run(&mut state, requests);
    let recorded = state.recorded.as_ref().expect("the recorded search");
    let last = recorded.iterations.last().expect("its iterations");
    let walk = state.browse.walk.as_ref().expect("the walk");
    let drawn = walk.tree.nodes.iter().filter(|n| !n.kind.is_unvisited()).count();
    assert!((drawn as u64) < last.nodes, "some of the last iteration's nodes are not drawn");
    let kept = state.kept_tree().expect("a tree is shown");
    let earlier = recorded.found.counts.nodes - last.nodes;
    assert_eq!(kept, KeptTree::LastIteration { nodes: last.nodes, kept: drawn, earlier });
    for lang in [Lang::En, Lang::Es] {
        let facts = SummaryFacts {
            algorithm: "Poda",
            depth: Some(8),
            value: "0".to_string(),
            for_max: String::new(),
            pv: String::new(),
            counts: &recorded.found.counts,
            pruned: None,
            crash_cut: false,
            kept,
        };
        let text = (i18n::teach(lang).tree_summary)(&facts);
        assert!(text.contains(&format!(": {} ", i18n::grouped(last.nodes))), "{text}");
        assert!(text.contains(&format!(" {} ", i18n::grouped(drawn as u64))), "{text}");
        assert!(text.contains(&format!(" {} ", i18n::grouped(earlier))), "{text}");
    }
}

//! What each idea of the search buys (`poda::teach::ladder`): every rung within the budget, one
//! idea added a rung, "twice as deep" where the whole engine stands against minimax, and the
//! rungs carried to the page and back.

use poda::engine::nnue;
use poda::engine::search::SearchParams;
use poda::rules::Position;
use poda::teach::ladder::{climb, decode, encode, Idea};

const ITALIAN: &str = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

#[test]
fn every_rung_stays_within_the_budget_and_the_whole_engine_goes_twice_as_deep_as_minimax() {
    for fen in [ITALIAN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"] {
        let pos = Position::from_fen(fen).unwrap();
        let rungs = climb(&pos, 30_000, Some(nnue::embedded()), &|| 0.0);
        assert_eq!(rungs.iter().map(|r| r.idea).collect::<Vec<_>>(), Idea::ALL.to_vec());
        assert!(rungs.iter().all(|r| r.depth >= 1 && r.nodes <= 30_000), "{rungs:?}");
        let depth = |idea: Idea| rungs.iter().find(|r| r.idea == idea).unwrap().depth;
        assert!(depth(Idea::AlphaBeta) >= depth(Idea::Minimax), "{rungs:?}");
        assert!(depth(Idea::MovePruning) >= 2 * depth(Idea::Minimax), "{rungs:?}");
    }
    // Without a network, the last rung is left out.
    let rungs = climb(&Position::startpos(), 2_000, None, &|| 0.0);
    assert_eq!(rungs.len(), Idea::ALL.len() - 1);
}

#[test]
fn each_rung_switches_on_one_more_idea_and_the_engine_has_them_all_by_default() {
    let all = SearchParams::default();
    assert!(all.transposition_table && all.null_move && all.late_move_reductions && all.quiescence && all.move_pruning);
    for idea in Idea::ALL {
        assert_eq!(Idea::from_name(idea.name()), Some(idea));
    }
    assert_eq!(Idea::from_name("magic"), None);
}

#[test]
fn the_rungs_travel_as_text() {
    let rungs = climb(&Position::startpos(), 3_000, None, &|| 1.5);
    let text = encode(&rungs);
    assert_eq!(decode(&text).unwrap(), rungs);
    assert!(decode("minimax 3 9323").unwrap_err().contains("minimax 3 9323"));
    assert!(decode("magic 1 2 3.0").is_err());
}

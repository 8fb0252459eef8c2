//! How deep each algorithm gets within one node budget (`teach::reach`): the course's "alpha-beta
//! with good move ordering searches about twice as deep as minimax for the same work", measured.

use poda::engine::eval::Evaluator;
use poda::rules::perft::perft;
use poda::rules::Position;
use poda::teach::chess::Chess;
use poda::teach::reach::{reach, Reach, ALGORITHMS, BUDGET};
use poda::teach::{search, search_within, Algorithm, Convention, SearchOptions};

use crate::support::{ITALIAN, KIWIPETE};

fn depth_of(reached: &[Reach], algorithm: Algorithm) -> u32 {
    reached.iter().find(|r| r.algorithm == algorithm).expect("every algorithm measured").depth
}

#[test]
fn good_ordering_searches_about_twice_as_deep_as_minimax_for_the_same_nodes() {
    for fen in [Position::STARTPOS_FEN, ITALIAN, KIWIPETE] {
        let pos = Position::from_fen(fen).unwrap();
        let reached = reach(&pos, BUDGET);
        let algorithms: Vec<Algorithm> = reached.iter().map(|r| r.algorithm).collect();
        assert_eq!(algorithms, ALGORITHMS);
        let depths: Vec<u32> = reached.iter().map(|r| r.depth).collect();
        assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{fen}: minimax ≤ alpha-beta ≤ ordered ≤ Poda: {depths:?}");
        assert!(reached.iter().all(|r| r.depth >= 1 && r.nodes <= BUDGET), "{fen}: {reached:?}");
        let (minimax, ordered) = (depth_of(&reached, Algorithm::Minimax), depth_of(&reached, Algorithm::Ordered));
        assert!(ordered >= minimax + 2, "{fen}: ordered {ordered} vs minimax {minimax}");
        assert!(depth_of(&reached, Algorithm::Poda) > ordered, "{fen}: {depths:?}");
        // Each textbook depth is one search that fits, and the next one does not.
        let game = Chess::new(pos, Evaluator::Seed);
        for r in reached.iter().filter(|r| r.algorithm != Algorithm::Poda) {
            let options = SearchOptions {
                depth: r.depth,
                algorithm: r.algorithm,
                crash_cut: false,
                record: 0,
                convention: Convention::COURSE,
            };
            assert_eq!(search(&game, &options).counts.nodes, r.nodes, "{fen} {r:?}");
            let deeper = SearchOptions { depth: r.depth + 1, ..options };
            assert!(search_within(&game, &deeper, BUDGET).is_none(), "{fen} {r:?}");
        }
    }
}

#[test]
fn minimax_reaches_the_depth_whose_whole_tree_fits() {
    // Minimax visits every position: its nodes to depth d are perft(0) + … + perft(d).
    let pos = Position::startpos();
    let tree = |d: u32| (0..=d).map(|k| perft(&pos, k)).sum::<u64>();
    for budget in [30, 500, 10_000, BUDGET] {
        let reached = reach(&pos, budget);
        let minimax = reached[0];
        assert_eq!(minimax.algorithm, Algorithm::Minimax);
        assert_eq!(minimax.nodes, tree(minimax.depth), "budget {budget}");
        assert!(tree(minimax.depth) <= budget && tree(minimax.depth + 1) > budget, "budget {budget}: {minimax:?}");
    }
}

#[test]
fn a_search_within_a_budget_is_the_search_or_nothing() {
    let game = Chess::new(Position::from_fen(ITALIAN).unwrap(), Evaluator::Seed);
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered] {
        let options =
            SearchOptions { depth: 3, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE };
        let full = search(&game, &options);
        let within = search_within(&game, &options, full.counts.nodes).expect("exactly its nodes fit");
        assert_eq!((within.value, within.counts, &within.pv), (full.value, full.counts, &full.pv));
        assert!(search_within(&game, &options, full.counts.nodes - 1).is_none(), "{algorithm:?}");
    }
}

#[test]
fn a_finished_game_reaches_no_depth() {
    let mated = Position::from_fen("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1").unwrap();
    assert!(reach(&mated, BUDGET).iter().all(|r| r.depth == 0 && r.nodes == 0));
}

#[test]
fn the_depths_reached_travel_as_text_and_come_back_the_same() {
    use poda::teach::reach::{decode, encode};
    let reached = reach(&Position::startpos(), 5_000);
    assert_eq!(decode(&encode(&reached)), Ok(reached));
    for bad in ["negascout 3 100", "minimax three 100", "minimax 3", "minimax 3 100 7"] {
        assert!(decode(bad).unwrap_err().contains(bad), "{bad}");
    }
}

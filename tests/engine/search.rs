//! Search options that change what the search sees (most are off by default, so the bench
//! signature stays; `abtest` and `suite.py --option` switch them).
use std::sync::atomic::AtomicBool;

use poda::engine::{Engine, FrozenClock, Limits, NoReporter, SearchParams, SearchResult};
use poda::rules::Position;

/// A search of `fen` to `depth` with a table of `hash_mb` MiB, its parameters changed by `set`.
fn search(fen: &str, depth: u32, hash_mb: usize, set: impl FnOnce(&mut SearchParams)) -> SearchResult {
    let mut engine = Engine::new(hash_mb);
    set(&mut engine.params);
    let pos = Position::from_fen(fen).unwrap();
    let limits = Limits { depth: Some(depth), ..Limits::default() };
    engine.go(&pos, &[], &limits, &mut NoReporter, &FrozenClock, &AtomicBool::new(false))
}

/// The move a depth-1 search plays, with `qs_checks` on or off.
fn depth_one(fen: &str, qs_checks: bool) -> String {
    search(fen, 1, 1, |p| p.qs_checks = qs_checks).best_move.to_string()
}

#[test]
fn quiet_checks_at_the_horizon_show_a_back_rank_mate() {
    // White can take a knight with dxc5, after which Black mates with the quiet Ra1#. A
    // depth-1 search reads the reply in the quiescence search: captures alone do not see the
    // mate, quiet checks do.
    let fen = "r5k1/5ppp/8/2n5/3P4/8/5PPP/6K1 w - - 0 1";
    assert_eq!(depth_one(fen, false), "d4c5", "without quiet checks the knight is taken");
    let careful = depth_one(fen, true);
    assert_ne!(careful, "d4c5", "with quiet checks the mate is seen");
    let mut pos = Position::from_fen(fen).unwrap();
    pos.play_uci(&careful).unwrap();
    if pos.play_uci("a8a1").is_ok() {
        assert!(!pos.legal_moves().is_empty(), "{careful} leaves no mate on a1");
    }
}

/// The best move and the node count of a search of `fen` to `depth`, with
/// `prune_at_reduced_depth` set as given.
fn at_depth(fen: &str, depth: u32, reduced: bool) -> (String, u64) {
    let found = search(fen, depth, 16, |p| p.prune_at_reduced_depth = reduced);
    (found.best_move.to_string(), found.nodes)
}

#[test]
fn pruning_at_the_reduced_depth_prunes_more_and_keeps_the_tactics() {
    // Futility and SEE pruning judged by the depth a late move would be searched to cut more
    // of the tree: fewer nodes to the same depth over quiet middlegames.
    let middlegames = [
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
        "r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP2PPP/R2Q1RK1 w - - 0 11",
        "2r2rk1/pp1bqppp/2n1p3/3pP3/3P4/P1PB1N2/5PPP/R2QR1K1 b - - 0 15",
    ];
    let (mut plain, mut reduced) = (0, 0);
    for fen in middlegames {
        plain += at_depth(fen, 11, false).1;
        reduced += at_depth(fen, 11, true).1;
    }
    assert!(reduced < plain, "{reduced} nodes with the pruning at the reduced depth, {plain} without");
    // The tactics stay: quiet moves that win are searched before they could be pruned.
    let tactics = [
        // Win At Chess 1: Qg6, threatening Qg7 and Qh7 mate.
        ("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", "g3g6"),
        // Win At Chess 3: Rg3.
        ("5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1", "e3g3"),
    ];
    for (fen, best) in tactics {
        assert_eq!(at_depth(fen, 9, false).0, best, "{fen} without");
        assert_eq!(at_depth(fen, 9, true).0, best, "{fen} with the pruning at the reduced depth");
    }
}

/// The best move, score and nodes of a search of `fen` to `depth`, with `hash_move_first` as
/// given.
fn hash_move_first(fen: &str, depth: u32, on: bool) -> (String, String, u64) {
    let found = search(fen, depth, 16, |p| p.hash_move_first = on);
    (found.best_move.to_string(), found.score.to_string(), found.nodes)
}

#[test]
fn the_hash_move_searched_before_the_others_are_generated_finds_the_same_mates() {
    // Forced results, the same at any depth: the hash move searched first (the other moves
    // generated only if it does not cut off) and every move generated first agree on the move
    // and the score.
    let cases = [
        // Mate in one on the back rank.
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "mate 1"),
        // Mate in two (Kb6 and Rh8#, or Kc7 and Ra1#): the score alone is forced.
        ("k7/8/2K5/8/8/8/8/7R w - - 0 1", "", "mate 2"),
        // Mated in one whatever Black does.
        ("k7/8/1K6/8/8/8/8/7R b - - 0 1", "a8b8", "mate -1"),
        // In check with a single legal move, which leaves the bare kings: a draw.
        ("k7/8/8/8/8/8/1q6/K7 w - - 0 1", "a1b2", "cp 0"),
    ];
    for (fen, best, score) in cases {
        let on = hash_move_first(fen, 8, true);
        let off = hash_move_first(fen, 8, false);
        for (found, how) in [(on, "the hash move first"), (off, "every move generated first")] {
            assert_eq!(found.1, score, "{fen}, {how}");
            assert!(best.is_empty() || found.0 == best, "{fen}, {how}: {}", found.0);
            assert!(found.2 > 0, "{fen}, {how}: no node searched");
        }
    }
}

/// The score and best move of a search of `fen` to `depth` with `null_verify_depth` as given.
fn verified(fen: &str, depth: u32, null_verify_depth: i32) -> (String, String) {
    let found = search(fen, depth, 16, |p| p.null_verify_depth = null_verify_depth);
    (found.best_move.to_string(), found.score.to_string())
}

#[test]
fn a_verified_null_move_finds_the_mate_that_zugzwang_hides() {
    // The sixth position of ../shared/data/puzzles/mates2000_m1-m5.epd (GPL-3.0: read here, not
    // copied): White, a rook down, mates in two with the quiet Ba3, after which Black's only
    // move is Kxf6 and Bb2 mates. Black, far ahead, would rather pass, and the null move lets
    // it: unverified, the cut-off hides the mate at every depth and White takes on a2, which
    // stalemates Black. Verified, the pass is checked against Black's real moves.
    let text = std::fs::read_to_string(poda::train::shared_data("puzzles/mates2000_m1-m5.epd")).unwrap();
    let line = text.lines().nth(5).unwrap();
    assert!(line.ends_with("bm #2;"), "{line}");
    let fen = format!("{} 0 1", line.split(' ').take(4).collect::<Vec<_>>().join(" "));
    assert_eq!(verified(&fen, 18, 0), ("a1a2".to_string(), "cp 0".to_string()), "unverified");
    assert_eq!(verified(&fen, 18, 12), ("e7a3".to_string(), "mate 2".to_string()), "verified from depth 12");
    assert_eq!(verified(&fen, 18, 8), ("e7a3".to_string(), "mate 2".to_string()), "verified from depth 8");
}

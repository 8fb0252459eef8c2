//! Search options that change what the search sees (each is off by default, so the bench
//! signature stays; `abtest` and `suite.py --option` switch them on).
use std::sync::atomic::AtomicBool;

use poda::engine::{Engine, FrozenClock, Limits, NoReporter};
use poda::rules::Position;

/// The move a depth-1 search plays, with `qs_checks` on or off.
fn depth_one(fen: &str, qs_checks: bool) -> String {
    let mut engine = Engine::new(1);
    engine.params.qs_checks = qs_checks;
    let pos = Position::from_fen(fen).unwrap();
    let limits = Limits { depth: Some(1), ..Limits::default() };
    let found = engine.go(&pos, &[], &limits, &mut NoReporter, &FrozenClock, &AtomicBool::new(false));
    found.best_move.to_string()
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

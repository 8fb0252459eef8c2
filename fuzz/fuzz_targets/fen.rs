//! FEN: reading never panics; an accepted FEN writes back to a FEN that reads as the same
//! position and writes identically, with a consistent hash and playable moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use poda::rules::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(pos) = Position::from_fen(text) else { return };
    let fen = pos.fen();
    let again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{text:?} wrote {fen:?}, which fails: {e}"));
    assert_eq!(again, pos, "{text:?} -> {fen:?}");
    assert_eq!(again.fen(), fen);
    assert_eq!(pos.hash(), pos.compute_hash());
    // Every legal move plays to a position that writes a readable FEN.
    for &m in pos.legal_moves().iter() {
        let mut child = pos;
        child.play_unchecked(m);
        assert_eq!(child.hash(), child.compute_hash(), "{fen} {m}");
        let child_fen = child.fen();
        assert!(Position::from_fen(&child_fen).is_ok(), "{fen} {m} -> {child_fen}");
        let _ = pos.san(m);
    }
    let _ = pos.status_without_history();
});

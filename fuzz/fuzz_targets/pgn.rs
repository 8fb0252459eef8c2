//! PGN: reading never panics; accepted games write as PGN that reads back as the same games
//! and writes identically.
#![no_main]

use libfuzzer_sys::fuzz_target;
use poda::rules::pgn::{read_pgn, write_pgn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // Reading past bad games must not panic either.
    for game in poda::rules::pgn::games(text) {
        let _ = game.map(|g| g.to_pgn());
    }
    let Ok(games) = read_pgn(text) else { return };
    let written = write_pgn(&games);
    let again = read_pgn(&written).unwrap_or_else(|e| panic!("{text:?} wrote {written:?}, which fails: {e}"));
    assert_eq!(again.len(), games.len(), "{written:?}");
    for (a, b) in again.iter().zip(&games) {
        assert_eq!(a.game, b.game, "{written:?}");
        assert_eq!(a.result, b.result, "{written:?}");
        assert_eq!(a.annotations, b.annotations, "{written:?}");
        assert_eq!(a.comment, b.comment, "{written:?}");
    }
    assert_eq!(write_pgn(&again), written);
});

//! SAN: reading never panics; an accepted move is legal, writes as SAN that reads back as the
//! same move. The same for a typed move read leniently (Spanish letters, UCI, lower case),
//! whose SAN in Spanish letters also reads back.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use poda::rules::notation::{read_move, PieceLetters};

const SPANISH: PieceLetters = PieceLetters::new(['R', 'D', 'T', 'A', 'C']);

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = common::split(data) else { return };
    let letters = [SPANISH, PieceLetters::ENGLISH];
    if let Ok(m) = read_move(&pos, text, &letters) {
        assert!(pos.is_legal(m), "{text:?} read as illegal {m}");
        let spanish = SPANISH.localize(&pos.san(m));
        assert_eq!(read_move(&pos, &spanish, &letters), Ok(m), "{text:?} -> {m} -> {spanish:?}");
    }
    let Ok(m) = pos.parse_san(text) else { return };
    assert!(pos.is_legal(m), "{text:?} gave illegal {m}");
    let san = pos.san(m);
    assert_eq!(pos.parse_san(&san), Ok(m), "{text:?} -> {m} -> {san:?}");
});

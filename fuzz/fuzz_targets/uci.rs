//! UCI moves: reading never panics; an accepted move is legal and writes as text that reads
//! back as the same move.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = common::split(data) else { return };
    let Ok(m) = pos.parse_uci(text) else { return };
    assert!(pos.is_legal(m), "{text:?} gave illegal {m}");
    let uci = m.to_string();
    assert_eq!(pos.parse_uci(&uci), Ok(m), "{text:?} -> {uci:?}");
});

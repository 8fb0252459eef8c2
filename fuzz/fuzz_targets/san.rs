//! SAN: reading never panics; an accepted move is legal, writes as SAN that reads back as the
//! same move.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = common::split(data) else { return };
    let Ok(m) = pos.parse_san(text) else { return };
    assert!(pos.is_legal(m), "{text:?} gave illegal {m}");
    let san = pos.san(m);
    assert_eq!(pos.parse_san(&san), Ok(m), "{text:?} -> {m} -> {san:?}");
});

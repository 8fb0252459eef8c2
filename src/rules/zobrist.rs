//! Zobrist keys: one random 64-bit word per (piece, square), castling-rights set, en-passant
//! file and side to move. A position's hash is the XOR of the keys of what is true in it, kept
//! up to date incrementally by `Position::play_unchecked`. The words come from a fixed-seed
//! SplitMix64, so hashes are the same in every build and on every target.
//!
//! The table is computed on first use rather than at compile time: 6 KB of random words do not
//! compress, and every wasm file of the site would carry them (the page's download budget).

use crate::rng::SplitMix64;

pub struct Keys {
    pub pieces: [[u64; 64]; 12],
    pub castling: [u64; 16],
    pub ep_file: [u64; 8],
    pub black_to_move: u64,
}

const fn make_keys() -> Keys {
    let mut keys = Keys { pieces: [[0; 64]; 12], castling: [0; 16], ep_file: [0; 8], black_to_move: 0 };
    let mut rng = SplitMix64::new(0x00C0_FFEE_900D_A000);
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            keys.pieces[p][sq] = rng.next();
            sq += 1;
        }
        p += 1;
    }
    let mut i = 0;
    while i < 16 {
        let v = rng.next();
        keys.castling[i] = if i == 0 { 0 } else { v };
        i += 1;
    }
    i = 0;
    while i < 8 {
        keys.ep_file[i] = rng.next();
        i += 1;
    }
    keys.black_to_move = rng.next();
    keys
}

pub static KEYS: std::sync::LazyLock<Keys> = std::sync::LazyLock::new(make_keys);

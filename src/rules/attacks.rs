//! Attack sets: which squares a piece on a square attacks, given the occupied squares.
//!
//! Leapers (knight, king, pawn) use small tables built at compile time. Sliders use "fancy"
//! magic bitboards: for each square a mask of relevant blockers, a multiplier that maps every
//! blocker subset to a distinct slot, and one shared table of attack sets. The table (~860 KB)
//! is filled at first use rather than stored in the binary, which keeps the wasm small; the
//! multipliers were found by `magic_search` below and are checked by a test.

use super::bitboard::Bitboard;
use super::types::{Color, Square};
use crate::rng::{Random, XorShift64Star};
use std::sync::LazyLock;

const fn leaper_table(deltas: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut bits = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                bits |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        table[sq] = Bitboard(bits);
        sq += 1;
    }
    table
}

static KNIGHT: [Bitboard; 64] = leaper_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING: [Bitboard; 64] = leaper_table(&[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]);
static PAWN: [[Bitboard; 64]; 2] = [leaper_table(&[(-1, 1), (1, 1)]), leaper_table(&[(-1, -1), (1, -1)])];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// Squares a pawn of `color` on `sq` attacks (captures towards).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

/// Slow reference: walk each ray until a blocker (included) or the edge.
fn slider_attacks_slow(sq: Square, occupied: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut bits = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq.index() as i8 % 8, sq.index() as i8 / 8);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let b = 1u64 << (r * 8 + f);
            bits |= b;
            if occupied & b != 0 {
                break;
            }
        }
    }
    bits
}

/// Blockers that matter: the empty-board rays without the board edges they run into.
fn relevant_mask(sq: Square, dirs: &[(i8, i8); 4]) -> u64 {
    const RANKS_1_8: u64 = 0xFF00_0000_0000_00FF;
    const FILES_A_H: u64 = 0x8181_8181_8181_8181;
    let own_rank = 0xFFu64 << (8 * (sq.index() / 8));
    let own_file = 0x0101_0101_0101_0101u64 << (sq.index() % 8);
    let edges = (RANKS_1_8 & !own_rank) | (FILES_A_H & !own_file);
    slider_attacks_slow(sq, 0, dirs) & !edges
}

#[derive(Copy, Clone, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline]
    fn index(&self, occupied: Bitboard) -> usize {
        self.offset as usize + ((occupied.0 & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// The slider, between and line tables. Get them once with [`tables`] in hot loops: each use of
/// the free functions checks that they have been built.
pub struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Box<[Bitboard]>,
    between: Box<[[Bitboard; 64]; 64]>,
    line: Box<[[Bitboard; 64]; 64]>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(build_tables);

fn fill(magics: &mut [Magic; 64], numbers: &[u64; 64], dirs: &[(i8, i8); 4], table: &mut Vec<Bitboard>) {
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let m = Magic { mask, magic: numbers[sq.index()], shift: 64 - bits, offset: table.len() as u32 };
        table.resize(table.len() + (1 << bits), Bitboard::EMPTY);
        // Enumerate all subsets of the mask (Carry-Rippler).
        let mut subset = 0u64;
        loop {
            let idx = m.index(Bitboard(subset));
            table[idx] = Bitboard(slider_attacks_slow(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        magics[sq.index()] = m;
    }
}

fn build_tables() -> Tables {
    let mut attacks = Vec::with_capacity(107_648);
    let mut rook = [Magic::default(); 64];
    let mut bishop = [Magic::default(); 64];
    fill(&mut rook, &ROOK_MAGICS, &ROOK_DIRS, &mut attacks);
    fill(&mut bishop, &BISHOP_MAGICS, &BISHOP_DIRS, &mut attacks);
    let mut between = Box::new([[Bitboard::EMPTY; 64]; 64]);
    let mut line = Box::new([[Bitboard::EMPTY; 64]; 64]);
    for a in Square::all() {
        for b in Square::all() {
            let bb = Bitboard::from_square(b).0;
            for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                if slider_attacks_slow(a, 0, dirs) & bb != 0 {
                    let full_a = slider_attacks_slow(a, 0, dirs);
                    let full_b = slider_attacks_slow(b, 0, dirs);
                    line[a.index()][b.index()] = Bitboard((full_a & full_b) | (1 << a.index()) | bb);
                    between[a.index()][b.index()] =
                        Bitboard(slider_attacks_slow(a, bb, dirs) & slider_attacks_slow(b, 1 << a.index(), dirs));
                }
            }
        }
    }
    Tables { rook, bishop, attacks: attacks.into_boxed_slice(), between, line }
}

/// Builds the tables now (otherwise they are built at first use).
pub fn init() {
    LazyLock::force(&TABLES);
}

/// The tables (built on first use).
#[inline]
pub fn tables() -> &'static Tables {
    &TABLES
}

impl Tables {
    #[inline]
    fn lookup(&self, magic: &Magic, occupied: Bitboard) -> Bitboard {
        let i = magic.index(occupied);
        debug_assert!(i < self.attacks.len());
        // SAFETY: `fill` gives every square a block of exactly 2^bits slots starting at its
        // offset, and `(x & mask) * magic >> (64 - bits)` is below 2^bits, so `i` is in bounds.
        unsafe { *self.attacks.get_unchecked(i) }
    }

    #[inline]
    pub fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.rook[sq.index()], occupied)
    }

    #[inline]
    pub fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.bishop[sq.index()], occupied)
    }

    #[inline]
    pub fn queen(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rook(sq, occupied) | self.bishop(sq, occupied)
    }

    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    #[inline]
    pub fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index()][b.index()]
    }
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    TABLES.rook(sq, occupied)
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    TABLES.bishop(sq, occupied)
}

#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    TABLES.between[a.index()][b.index()]
}

/// The whole line through `a` and `b` (edge to edge) if they share one, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    TABLES.line[a.index()][b.index()]
}

/// Finds magic multipliers by trial with a fixed-seed generator. Used once to produce the
/// constants below; kept so they can be regenerated and checked.
pub fn magic_search(rook: bool, seed: u64) -> [u64; 64] {
    let dirs = if rook { &ROOK_DIRS } else { &BISHOP_DIRS };
    let mut rng = XorShift64Star::new(seed);
    let mut rand = move || rng.next_u64();
    let mut out = [0u64; 64];
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let mut subsets = Vec::new();
        let mut subset = 0u64;
        loop {
            subsets.push((subset, slider_attacks_slow(sq, subset, dirs)));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let mut used = vec![0u64; 1 << bits];
        let mut epoch = vec![0u32; 1 << bits];
        let mut attempt = 0u32;
        'search: loop {
            attempt += 1;
            let magic = rand() & rand() & rand();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            for &(occ, att) in &subsets {
                let idx = (occ.wrapping_mul(magic) >> (64 - bits)) as usize;
                if epoch[idx] != attempt {
                    epoch[idx] = attempt;
                    used[idx] = att;
                } else if used[idx] != att {
                    continue 'search;
                }
            }
            out[sq.index()] = magic;
            break;
        }
    }
    out
}

include!("magics.in");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_map_every_blocker_set_correctly() {
        for sq in Square::all() {
            for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                let mask = relevant_mask(sq, dirs);
                let mut subset = 0u64;
                loop {
                    // Extra blockers outside the mask must not matter.
                    let occ = Bitboard(subset | 0x8100_0000_0000_0081);
                    let fast = if dirs == &ROOK_DIRS { rook_attacks(sq, occ) } else { bishop_attacks(sq, occ) };
                    assert_eq!(fast.0, slider_attacks_slow(sq, occ.0, dirs), "square {sq}");
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn between_and_line() {
        let a1 = Square::A1;
        let h8 = Square::H8;
        assert_eq!(between(a1, h8).count(), 6);
        assert_eq!(line(a1, h8).count(), 8);
        assert!(between(a1, Square::B1 /* adjacent */).is_empty());
        assert!(line(a1, Square::new(10) /* c2 */).is_empty());
    }
}

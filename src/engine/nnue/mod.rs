//! Inference of an efficiently updatable network, (768 → N)×2 → 1, in integers: the feature
//! transformer's sums (the [`Accumulator`], one half per perspective) are updated move by move
//! ([`Network::update`]: a few rows added and subtracted) instead of recomputed, then one small
//! output layer gives centipawns. The output layer may have several buckets, chosen by the
//! number of pieces on the board ([`output_bucket`]), and its inputs are the sums clipped to
//! 0..1 or clipped and squared ([`Activation`]).
//!
//! Beside this file: `shape.rs`, the net's shape ([`NetShape`]: hidden size, output buckets,
//! activation, inputs, and its fixed sizes and quantisation: [`INPUTS`], [`QA`] …); `file.rs`, the net file's layout, read and written ([`decode`],
//! [`encode`]); `kernels.rs`, the loops that add rows and compute the output layer, plain or in
//! SIMD128.
//!
//! The search keeps one accumulator per ply in a flat `i16` buffer ([`Network::update_into`]
//! writes a child's from its parent's); in wasm built with the `simd128` target feature the
//! output layer is an explicit `i32x4.dot_i16x8_s` loop, elsewhere plain loops the compiler
//! vectorises. The trainer keeps every weight within ±[`CLIP`] so that no sum leaves `i16`.

mod file;
mod kernels;
mod shape;

pub use file::{decode, encode, NetFile, MAGIC, MAGIC_PLAIN, MAGIC_V2, MAGIC_V3};
pub use shape::{
    output_bucket, Activation, Inputs, KingView, NetShape, CLIP, INPUTS, MAX_BUCKETS, MAX_HIDDEN, QA, QB, SCALE,
    SCRELU_MAX_WEIGHT,
};

use crate::engine::large_table::LargeTable;
use crate::rules::{Color, File, Move, MoveKind, Piece, Position, Role, Square};
use kernels::{add_row, add_sub, add_sub2, dot_clipped, dot_squared};

/// The input index of a piece of `color` and `role` on `square` seen from `perspective`
/// (Black's perspective sees the board mirrored top to bottom).
#[inline]
pub fn feature(perspective: Color, color: Color, role: Role, square: usize) -> usize {
    let (side, square) = match perspective {
        Color::White => (usize::from(color != Color::White), square),
        Color::Black => (usize::from(color != Color::Black), square ^ 56),
    };
    side * 384 + role as usize * 64 + square
}

/// Whether the strongest levels evaluate with the network unless told otherwise (UCI
/// `UseNNUE`, the page's `?net=`, `bench`): on since the network beats the hand-crafted
/// evaluation (docs/strength.md).
pub const ON_BY_DEFAULT: bool = true;

/// The network the engine uses by default: the built-in one when [`ON_BY_DEFAULT`].
#[cfg(not(target_arch = "wasm32"))]
pub fn default_network() -> Option<std::sync::Arc<Network>> {
    ON_BY_DEFAULT.then(embedded)
}

/// The network trained for Poda (`src/engine/poda.nnue`, provenance in docs/strength.md),
/// built into the native binary. The browser fetches the same file after the first move.
#[cfg(not(target_arch = "wasm32"))]
pub fn embedded() -> std::sync::Arc<Network> {
    static NET: std::sync::OnceLock<std::sync::Arc<Network>> = std::sync::OnceLock::new();
    NET.get_or_init(|| {
        let bytes = include_bytes!("../poda.nnue");
        std::sync::Arc::new(Network::from_bytes(bytes).expect("the built-in net file is valid"))
    })
    .clone()
}
/// A network loaded from its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    shape: NetShape,
    /// The feature weights, a row an input: read at random, so on a huge page where the system
    /// gives one.
    w1: LargeTable<i16>,
    b1: Vec<i16>,
    /// `buckets × 2 × hidden`: per bucket, the side to move's half, then the other's.
    w2: Vec<i16>,
    b2: Vec<i32>,
}

/// The feature transformer's sums for a position: White's perspective, then Black's
/// (`2 × hidden` values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accumulator {
    values: Vec<i16>,
}

impl Accumulator {
    pub fn values(&self) -> &[i16] {
        &self.values
    }
}

/// The rows a move adds and removes (at most two of each: castling moves two pieces, a
/// capture removes two).
struct Delta {
    add: [(Piece, Square); 2],
    adds: usize,
    sub: [(Piece, Square); 2],
    subs: usize,
}

impl Delta {
    fn new() -> Delta {
        let none = (Piece::new(Color::White, Role::Pawn), Square::new(0));
        Delta { add: [none; 2], adds: 0, sub: [none; 2], subs: 0 }
    }
    fn add(&mut self, p: Piece, s: Square) {
        self.add[self.adds] = (p, s);
        self.adds += 1;
    }
    fn sub(&mut self, p: Piece, s: Square) {
        self.sub[self.subs] = (p, s);
        self.subs += 1;
    }
}

impl Network {
    /// Reads a net file; `None` if it is not one (wrong header, wrong length).
    pub fn from_bytes(bytes: &[u8]) -> Option<Network> {
        let file = decode(bytes)?;
        let (w1, b1, w2) = file.layers();
        Some(Network {
            shape: file.shape,
            w1: LargeTable::from_slice(w1),
            b1: b1.to_vec(),
            w2: w2.to_vec(),
            b2: file.b2,
        })
    }

    pub fn hidden(&self) -> usize {
        self.shape.hidden
    }

    pub fn shape(&self) -> NetShape {
        self.shape
    }

    /// The net's shape in words, e.g. `768→128×2→1, 8 output buckets, screlu`.
    pub fn describe(&self) -> String {
        self.shape.describe()
    }

    /// The length of one accumulator: both perspectives.
    pub fn accumulator_len(&self) -> usize {
        2 * self.shape.hidden
    }

    #[inline]
    fn row(&self, index: usize) -> &[i16] {
        &self.w1[index * self.shape.hidden..(index + 1) * self.shape.hidden]
    }

    /// The accumulator of `pos`, computed from scratch.
    pub fn refresh(&self, pos: &Position) -> Accumulator {
        let mut values = vec![0; self.accumulator_len()];
        self.refresh_into(pos, &mut values);
        Accumulator { values }
    }

    /// Writes the accumulator of `pos` into `out` (`2 × hidden` values).
    pub fn refresh_into(&self, pos: &Position, out: &mut [i16]) {
        let h = self.shape.hidden;
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            self.refresh_half(pos, perspective, &mut out[half * h..(half + 1) * h]);
        }
    }

    /// Writes `perspective`'s half of the accumulator of `pos` into `acc`.
    fn refresh_half(&self, pos: &Position, perspective: Color, acc: &mut [i16]) {
        let view = self.shape.inputs.view(pos.king(perspective));
        acc.copy_from_slice(&self.b1);
        for color in Color::ALL {
            for role in Role::ALL {
                for square in pos.pieces(color, role) {
                    add_row(acc, self.row(view.row(feature(perspective, color, role, square.index()))));
                }
            }
        }
    }

    /// The accumulator after `m` is played in `pos` (whose accumulator is `acc`).
    pub fn update(&self, acc: &Accumulator, pos: &Position, m: Move) -> Accumulator {
        let mut values = vec![0; self.accumulator_len()];
        self.update_into(&acc.values, &mut values, pos, m);
        Accumulator { values }
    }

    /// Writes into `dst` the accumulator after `m` is played in `pos`, whose accumulator is
    /// `src`: only the squares the move changes — the moved piece, a capture (en passant too),
    /// a promotion, castling's rook. With king-mirrored or king-wing inputs, a king that crosses to
    /// the other half of the board changes everything its side sees: that half is recomputed.
    pub fn update_into(&self, src: &[i16], dst: &mut [i16], pos: &Position, m: Move) {
        let d = Self::delta(pos, m);
        let h = self.shape.hidden;
        let (white_src, black_src) = src[..2 * h].split_at(h);
        let (white_dst, black_dst) = dst[..2 * h].split_at_mut(h);
        self.update_half(Color::White, white_src, white_dst, pos, m, &d);
        self.update_half(Color::Black, black_src, black_dst, pos, m, &d);
    }

    /// `perspective`'s half of [`Network::update_into`]: `src` and `dst` are that half.
    // Always inlined: called once per half, the two perspectives' code stays straight.
    #[inline(always)]
    fn update_half(&self, perspective: Color, src: &[i16], dst: &mut [i16], pos: &Position, m: Move, d: &Delta) {
        let king = pos.king(perspective);
        let view = self.shape.inputs.view(king);
        if m.from() == king && self.shape.inputs.view(m.to()) != view {
            let mut child = *pos;
            child.play_unchecked(m);
            self.refresh_half(&child, perspective, dst);
            return;
        }
        let row = |(p, s): (Piece, Square)| self.row(view.row(feature(perspective, p.color, p.role, s.index())));
        match (d.adds, d.subs) {
            (1, 1) => add_sub(dst, src, row(d.add[0]), row(d.sub[0])),
            (1, 2) => add_sub2(dst, src, row(d.add[0]), row(d.sub[0]), row(d.sub[1])),
            _ => {
                dst.copy_from_slice(src);
                for &added in &d.add[..d.adds] {
                    add_row(dst, row(added));
                }
                for &removed in &d.sub[..d.subs] {
                    for (a, &w) in dst.iter_mut().zip(row(removed)) {
                        *a = a.wrapping_sub(w);
                    }
                }
            }
        }
    }

    fn delta(pos: &Position, m: Move) -> Delta {
        let mut d = Delta::new();
        let us = pos.turn();
        let (from, to) = (m.from(), m.to());
        let role = pos.role_at(from).unwrap_or(Role::Pawn);
        match m.kind() {
            MoveKind::Castle => {
                let rank = us.back_rank();
                let (rook_from, rook_to) = if to.file() > from.file() {
                    (Square::from_coords(File::H, rank), Square::from_coords(File(5), rank))
                } else {
                    (Square::from_coords(File::A, rank), Square::from_coords(File(3), rank))
                };
                d.sub(Piece::new(us, Role::King), from);
                d.add(Piece::new(us, Role::King), to);
                d.sub(Piece::new(us, Role::Rook), rook_from);
                d.add(Piece::new(us, Role::Rook), rook_to);
            }
            MoveKind::EnPassant => {
                d.sub(Piece::new(!us, Role::Pawn), Square::from_coords(to.file(), from.rank()));
                d.sub(Piece::new(us, Role::Pawn), from);
                d.add(Piece::new(us, Role::Pawn), to);
            }
            kind => {
                if let Some(captured) = pos.role_at(to) {
                    d.sub(Piece::new(!us, captured), to);
                }
                d.sub(Piece::new(us, role), from);
                let placed = if let MoveKind::Promotion(r) = kind { r } else { role };
                d.add(Piece::new(us, placed), to);
            }
        }
        d
    }

    /// Centipawns for the side to move of `pos` from its accumulator.
    pub fn evaluate(&self, acc: &Accumulator, pos: &Position) -> i32 {
        self.evaluate_slice(&acc.values, pos)
    }

    /// Centipawns for the side to move of `pos` from its accumulator held as `2 × hidden`
    /// values (the position gives the side to move and the output bucket).
    #[inline]
    pub fn evaluate_slice(&self, acc: &[i16], pos: &Position) -> i32 {
        let h = self.shape.hidden;
        let (white, black) = acc.split_at(h);
        let (first, second) = match pos.turn() {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let bucket = output_bucket(pos.occupied().count(), self.shape.buckets);
        let w2 = &self.w2[bucket * 2 * h..(bucket + 1) * 2 * h];
        let sum = match self.shape.activation {
            Activation::ClippedRelu => {
                i64::from(dot_clipped(first, &w2[..h])) + i64::from(dot_clipped(second, &w2[h..]))
            }
            // Σ clamp(a, 0, QA)² · w is in units of QA² · QB: one QA is divided out.
            Activation::SquaredClippedRelu => {
                (dot_squared(first, &w2[..h]) + dot_squared(second, &w2[h..])) / i64::from(QA)
            }
        };
        ((sum + i64::from(self.b2[bucket])) * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// Centipawns for the side to move of `pos`, computed from scratch.
    pub fn evaluate_position(&self, pos: &Position) -> i32 {
        self.evaluate(&self.refresh(pos), pos)
    }
}

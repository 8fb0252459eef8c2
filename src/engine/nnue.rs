//! Inference of an efficiently updatable network, (768 → N)×2 → 1, in integers: the feature
//! transformer's sums (the [`Accumulator`], one half per perspective) are updated move by move
//! ([`Network::update`]: a few rows added and subtracted) instead of recomputed, then one small
//! output layer gives centipawns.
//!
//! The net file is written by `poda train` (`crate::train::nnue` on native builds), read and
//! written here ([`decode`], [`encode`]): [`MAGIC`], the hidden size (u32), the output bias
//! (i32), then the network's i16 values — the feature weights (768 × N), the feature biases (N),
//! the output weights (2N, side to move first) — zigzag-coded and stored as two byte planes, every
//! low byte first, then every high byte: most weights are small, so the high plane is nearly
//! constant and the file compresses to about 0.73 of the plain layout (what the browser
//! downloads). Files of the first layout ([`MAGIC_PLAIN`]: the values as plain i16, then the
//! output bias, little-endian) are still read. Feature weights and biases are scaled by [`QA`],
//! output weights by [`QB`].
//!
//! The search keeps one accumulator per ply in a flat `i16` buffer ([`Network::update_into`]
//! writes a child's from its parent's); in wasm built with the `simd128` target feature the
//! output layer is an explicit `i32x4.dot_i16x8_s` loop, elsewhere plain loops the compiler
//! vectorises. The trainer keeps every weight within ±[`CLIP`] so that no sum leaves `i16`.

use crate::rules::{Color, File, Move, MoveKind, Piece, Position, Role, Square};

/// Inputs per perspective: (own, other) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// Quantisation of the feature transformer and of the output layer.
pub const QA: i32 = 255;
pub const QB: i32 = 64;
/// The first bytes of a net file.
pub const MAGIC: &[u8; 8] = b"PODANNU2";
/// The first bytes of a net file in the first, plain layout (still read).
pub const MAGIC_PLAIN: &[u8; 8] = b"PODANNU1";
/// Largest magnitude of a float weight (feature and output layers): 33 feature rows of
/// 3 × 255 stay within `i16`.
pub const CLIP: f32 = 3.0;

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
        let bytes = include_bytes!("poda.nnue");
        std::sync::Arc::new(Network::from_bytes(bytes).expect("the built-in net file is valid"))
    })
    .clone()
}

/// A net file's contents: the hidden size, the i16 values (feature weights, feature biases,
/// output weights, in that order) and the output bias.
pub type NetValues = (usize, Vec<i16>, i32);

/// How many i16 values a net of `hidden` neurons has.
fn value_count(hidden: usize) -> Option<usize> {
    (INPUTS + 3).checked_mul(hidden)
}

/// Writes a net file (the current layout, see the module's documentation).
pub fn encode(hidden: usize, values: &[i16], b2: i32) -> Vec<u8> {
    debug_assert_eq!(Some(values.len()), value_count(hidden));
    let zigzag = |v: i16| ((v << 1) ^ (v >> 15)) as u16;
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&(hidden as u32).to_le_bytes());
    out.extend_from_slice(&b2.to_le_bytes());
    out.extend(values.iter().map(|&v| zigzag(v) as u8));
    out.extend(values.iter().map(|&v| (zigzag(v) >> 8) as u8));
    out
}

/// Reads a net file of either layout; `None` if it is not one (wrong header, wrong length).
pub fn decode(bytes: &[u8]) -> Option<NetValues> {
    let (plain, rest) = match bytes.strip_prefix(MAGIC.as_slice()) {
        Some(rest) => (false, rest),
        None => (true, bytes.strip_prefix(MAGIC_PLAIN.as_slice())?),
    };
    let hidden = u32::from_le_bytes(rest.get(..4)?.try_into().ok()?) as usize;
    let n = value_count(hidden)?;
    if hidden == 0 || rest.len() != 4 + 2 * n + 4 {
        return None;
    }
    let body = &rest[4..];
    if plain {
        let values = body[..2 * n].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        let b2 = i32::from_le_bytes(body[2 * n..].try_into().ok()?);
        Some((hidden, values, b2))
    } else {
        let b2 = i32::from_le_bytes(body[..4].try_into().ok()?);
        let (low, high) = body[4..].split_at(n);
        let unzigzag = |z: u16| ((z >> 1) as i16) ^ -((z & 1) as i16);
        let values = low.iter().zip(high).map(|(&l, &h)| unzigzag(u16::from_le_bytes([l, h]))).collect();
        Some((hidden, values, b2))
    }
}

/// A network loaded from its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    hidden: usize,
    w1: Vec<i16>,
    b1: Vec<i16>,
    w2: Vec<i16>,
    b2: i32,
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
        let (hidden, v, b2) = decode(bytes)?;
        let (w1, rest16) = v.split_at(INPUTS * hidden);
        let (b1, w2) = rest16.split_at(hidden);
        Some(Network { hidden, w1: w1.to_vec(), b1: b1.to_vec(), w2: w2.to_vec(), b2 })
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The length of one accumulator: both perspectives.
    pub fn accumulator_len(&self) -> usize {
        2 * self.hidden
    }

    #[inline]
    fn row(&self, index: usize) -> &[i16] {
        &self.w1[index * self.hidden..(index + 1) * self.hidden]
    }

    /// The accumulator of `pos`, computed from scratch.
    pub fn refresh(&self, pos: &Position) -> Accumulator {
        let mut values = vec![0; self.accumulator_len()];
        self.refresh_into(pos, &mut values);
        Accumulator { values }
    }

    /// Writes the accumulator of `pos` into `out` (`2 × hidden` values).
    pub fn refresh_into(&self, pos: &Position, out: &mut [i16]) {
        let h = self.hidden;
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            let acc = &mut out[half * h..(half + 1) * h];
            acc.copy_from_slice(&self.b1);
            for color in Color::ALL {
                for role in Role::ALL {
                    for square in pos.pieces(color, role) {
                        add_row(acc, self.row(feature(perspective, color, role, square.index())));
                    }
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
    /// a promotion, castling's rook.
    pub fn update_into(&self, src: &[i16], dst: &mut [i16], pos: &Position, m: Move) {
        let d = Self::delta(pos, m);
        let h = self.hidden;
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            let rows = |list: &[(Piece, Square)]| -> [&[i16]; 2] {
                let mut out: [&[i16]; 2] = [&[], &[]];
                for (slot, &(p, s)) in out.iter_mut().zip(list) {
                    *slot = self.row(feature(perspective, p.color, p.role, s.index()));
                }
                out
            };
            let (add, sub) = (rows(&d.add[..d.adds]), rows(&d.sub[..d.subs]));
            let (src, dst) = (&src[half * h..(half + 1) * h], &mut dst[half * h..(half + 1) * h]);
            match (d.adds, d.subs) {
                (1, 1) => {
                    for (((d, &s), &a), &b) in dst.iter_mut().zip(src).zip(add[0]).zip(sub[0]) {
                        *d = s.wrapping_add(a).wrapping_sub(b);
                    }
                }
                (1, 2) => {
                    let subs = sub[0].iter().zip(sub[1]);
                    for (((d, &s), &a), (&b, &c)) in dst.iter_mut().zip(src).zip(add[0]).zip(subs) {
                        *d = s.wrapping_add(a).wrapping_sub(b).wrapping_sub(c);
                    }
                }
                _ => {
                    dst.copy_from_slice(src);
                    for row in &add[..d.adds] {
                        add_row(dst, row);
                    }
                    for row in &sub[..d.subs] {
                        for (a, &w) in dst.iter_mut().zip(*row) {
                            *a = a.wrapping_sub(w);
                        }
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

    /// Centipawns for `turn` (the side to move) from the accumulator.
    pub fn evaluate(&self, acc: &Accumulator, turn: Color) -> i32 {
        self.evaluate_slice(&acc.values, turn)
    }

    /// Centipawns for `turn` from an accumulator held as `2 × hidden` values.
    #[inline]
    pub fn evaluate_slice(&self, acc: &[i16], turn: Color) -> i32 {
        let h = self.hidden;
        let (white, black) = acc.split_at(h);
        let (first, second) = match turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let sum = i64::from(dot_clipped(first, &self.w2[..h])) + i64::from(dot_clipped(second, &self.w2[h..]));
        ((sum + i64::from(self.b2)) * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// Centipawns for the side to move of `pos`, computed from scratch.
    pub fn evaluate_position(&self, pos: &Position) -> i32 {
        self.evaluate(&self.refresh(pos), pos.turn())
    }
}

#[inline]
fn add_row(acc: &mut [i16], row: &[i16]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(w);
    }
}

/// Σ clamp(a, 0, QA) · w, the output layer's half for one perspective.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    acc.iter().zip(weights).fold(0i32, |s, (&a, &w)| s.wrapping_add(i32::from(a.clamp(0, QA as i16)) * i32::from(w)))
}

/// Σ clamp(a, 0, QA) · w with wasm's 128-bit SIMD: eight lanes clamped at a time, multiplied
/// and summed pairwise into four 32-bit lanes by `i32x4.dot_i16x8_s`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    use core::arch::wasm32::*;
    let (zero, top) = (i16x8_splat(0), i16x8_splat(QA as i16));
    let mut total = i32x4_splat(0);
    let chunks = acc.len() / 8;
    for c in 0..chunks {
        // SAFETY: `c * 8 + 8 <= len` for both slices (equal lengths, checked by the caller's
        // split); v128_load has no alignment requirement.
        let (a, w) = unsafe {
            (v128_load(acc.as_ptr().add(c * 8) as *const v128), v128_load(weights.as_ptr().add(c * 8) as *const v128))
        };
        let clipped = i16x8_min(i16x8_max(a, zero), top);
        total = i32x4_add(total, i32x4_dot_i16x8(clipped, w));
    }
    let mut sum = i32x4_extract_lane::<0>(total)
        .wrapping_add(i32x4_extract_lane::<1>(total))
        .wrapping_add(i32x4_extract_lane::<2>(total))
        .wrapping_add(i32x4_extract_lane::<3>(total));
    for i in chunks * 8..acc.len() {
        sum = sum.wrapping_add(i32::from(acc[i].clamp(0, QA as i16)) * i32::from(weights[i]));
    }
    sum
}

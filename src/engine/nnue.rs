//! Inference of an efficiently updatable network, (768 → N)×2 → 1, in integers: the feature
//! transformer's sums (the [`Accumulator`], one half per perspective) are updated move by move
//! ([`Network::update`]: a few rows added and subtracted) instead of recomputed, then one small
//! output layer gives centipawns.
//!
//! The net file is written by `poda train` (`crate::train::nnue` on native builds): [`MAGIC`],
//! the hidden size (u32), the feature weights (768 × N), the feature biases (N), the output
//! weights (2N, side to move first) as i16, and the output bias as i32, all little-endian.
//! Feature weights and biases are scaled by [`QA`], output weights by [`QB`].
//!
//! Not used by the search yet: the hand-crafted evaluation plays.

use crate::rules::{Color, File, Move, MoveKind, Piece, Position, Role, Square};

/// Inputs per perspective: (own, other) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// Quantisation of the feature transformer and of the output layer.
pub const QA: i32 = 255;
pub const QB: i32 = 64;
/// The first bytes of a net file.
pub const MAGIC: &[u8; 8] = b"PODANNU1";

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

/// A network loaded from its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    hidden: usize,
    w1: Vec<i16>,
    b1: Vec<i16>,
    w2: Vec<i16>,
    b2: i32,
}

/// The feature transformer's sums for a position, from White's perspective and Black's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accumulator {
    halves: [Vec<i32>; 2],
}

impl Network {
    /// Reads a net file; `None` if it is not one (wrong header, wrong length).
    pub fn from_bytes(bytes: &[u8]) -> Option<Network> {
        let rest = bytes.strip_prefix(MAGIC.as_slice())?;
        let hidden = u32::from_le_bytes(rest.get(..4)?.try_into().ok()?) as usize;
        let n16 = (INPUTS + 3).checked_mul(hidden)?;
        if hidden == 0 || rest.len() != 4 + 2 * n16 + 4 {
            return None;
        }
        let body = &rest[4..];
        let v: Vec<i16> = body[..2 * n16].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        let b2 = i32::from_le_bytes(body[2 * n16..].try_into().ok()?);
        let (w1, rest16) = v.split_at(INPUTS * hidden);
        let (b1, w2) = rest16.split_at(hidden);
        Some(Network { hidden, w1: w1.to_vec(), b1: b1.to_vec(), w2: w2.to_vec(), b2 })
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    #[inline]
    fn row(&self, index: usize) -> &[i16] {
        &self.w1[index * self.hidden..(index + 1) * self.hidden]
    }

    #[inline]
    fn add(&self, acc: &mut Accumulator, piece: Piece, square: Square) {
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            let row = self.row(feature(perspective, piece.color, piece.role, square.index()));
            for (a, &w) in acc.halves[half].iter_mut().zip(row) {
                *a += i32::from(w);
            }
        }
    }

    #[inline]
    fn sub(&self, acc: &mut Accumulator, piece: Piece, square: Square) {
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            let row = self.row(feature(perspective, piece.color, piece.role, square.index()));
            for (a, &w) in acc.halves[half].iter_mut().zip(row) {
                *a -= i32::from(w);
            }
        }
    }

    /// The accumulator of `pos`, computed from scratch.
    pub fn refresh(&self, pos: &Position) -> Accumulator {
        let bias: Vec<i32> = self.b1.iter().map(|&b| i32::from(b)).collect();
        let mut acc = Accumulator { halves: [bias.clone(), bias] };
        for color in Color::ALL {
            for role in Role::ALL {
                for square in pos.pieces(color, role) {
                    self.add(&mut acc, Piece::new(color, role), square);
                }
            }
        }
        acc
    }

    /// The accumulator after `m` is played in `pos` (whose accumulator is `acc`): only the
    /// squares the move changes — the moved piece, a capture (en passant too), a promotion,
    /// castling's rook.
    pub fn update(&self, acc: &Accumulator, pos: &Position, m: Move) -> Accumulator {
        let mut next = acc.clone();
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
                self.sub(&mut next, Piece::new(us, Role::King), from);
                self.add(&mut next, Piece::new(us, Role::King), to);
                self.sub(&mut next, Piece::new(us, Role::Rook), rook_from);
                self.add(&mut next, Piece::new(us, Role::Rook), rook_to);
            }
            MoveKind::EnPassant => {
                let captured = Square::from_coords(to.file(), from.rank());
                self.sub(&mut next, Piece::new(!us, Role::Pawn), captured);
                self.sub(&mut next, Piece::new(us, Role::Pawn), from);
                self.add(&mut next, Piece::new(us, Role::Pawn), to);
            }
            kind => {
                if let Some(captured) = pos.role_at(to) {
                    self.sub(&mut next, Piece::new(!us, captured), to);
                }
                self.sub(&mut next, Piece::new(us, role), from);
                let placed = if let MoveKind::Promotion(r) = kind { r } else { role };
                self.add(&mut next, Piece::new(us, placed), to);
            }
        }
        next
    }

    /// Centipawns for `turn` (the side to move) from the accumulator.
    pub fn evaluate(&self, acc: &Accumulator, turn: Color) -> i32 {
        let (first, second) = match turn {
            Color::White => (&acc.halves[0], &acc.halves[1]),
            Color::Black => (&acc.halves[1], &acc.halves[0]),
        };
        let h = self.hidden;
        let mut sum = i64::from(self.b2);
        for (half, values) in [first, second].into_iter().enumerate() {
            let weights = &self.w2[half * h..(half + 1) * h];
            sum += values.iter().zip(weights).map(|(&a, &w)| i64::from(a.clamp(0, QA)) * i64::from(w)).sum::<i64>();
        }
        (sum * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// Centipawns for the side to move of `pos`, computed from scratch.
    pub fn evaluate_position(&self, pos: &Position) -> i32 {
        self.evaluate(&self.refresh(pos), pos.turn())
    }
}

//! A move packed in 16 bits, and a fixed-capacity list of moves.
//!
//! A move knows its origin, destination and kind (normal, castling, en passant or a promotion).
//! Castling is written as the king's two-square step (`e1g1`), as UCI does. A `Move` says nothing
//! about legality: only moves produced by `Position::legal_moves` or accepted by a checking
//! parser are legal in a given position.

use super::types::{Role, Square};
use std::fmt;
use std::mem::MaybeUninit;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    Castle,
    EnPassant,
    Promotion(Role),
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

const KIND_NORMAL: u16 = 0;
const KIND_CASTLE: u16 = 1;
const KIND_EP: u16 = 2;
// 3..=6: promotion to knight, bishop, rook, queen (role index + 2).

impl Move {
    /// The null move (passes the turn). Never legal; used by the search.
    pub const NULL: Move = Move(0);

    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6)
    }

    #[inline]
    pub const fn castle(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | KIND_CASTLE << 12)
    }

    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | KIND_EP << 12)
    }

    /// A promotion to `role` (knight, bishop, rook or queen).
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move(Move::new(from, to).0 | ((role as u16 + 2) << 12))
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_unchecked((self.0 & 63) as u32)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_unchecked(((self.0 >> 6) & 63) as u32)
    }

    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            KIND_NORMAL => MoveKind::Normal,
            KIND_CASTLE => MoveKind::Castle,
            KIND_EP => MoveKind::EnPassant,
            k => MoveKind::Promotion(Role::from_index((k - 2) as usize)),
        }
    }

    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        }
    }

    /// Alias of [`Move::promotion_role`].
    #[inline]
    pub const fn promotion_piece(self) -> Option<Role> {
        self.promotion_role()
    }

    #[inline]
    pub const fn is_null(self) -> bool {
        self.0 == 0
    }

    /// The raw 16 bits (for hash tables).
    #[inline]
    pub const fn to_bits(self) -> u16 {
        self.0
    }

    #[inline]
    pub const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }
}

impl fmt::Display for Move {
    /// UCI long algebraic: `e2e4`, `e7e8q`, `e1g1`; the null move is `0000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            return f.write_str("0000");
        }
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(r) = self.promotion_role() {
            write!(f, "{}", r.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Up to 256 moves on the stack (no legal position has more than 218).
///
/// The storage is left uninitialised until moves are pushed: a list is made at every node of a
/// search, and filling 512 bytes each time costs more than generating the moves (in wasm a fill
/// is a call into the engine's runtime).
#[derive(Clone)]
pub struct MoveList {
    moves: [MaybeUninit<Move>; 256],
    len: usize,
}

impl MoveList {
    #[inline]
    pub fn new() -> MoveList {
        MoveList { moves: [const { MaybeUninit::uninit() }; 256], len: 0 }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < 256);
        self.moves[self.len] = MaybeUninit::new(m);
        self.len += 1;
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` moves.
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[inline]
    pub fn swap_remove(&mut self, i: usize) -> Move {
        let m = self[i];
        self.len -= 1;
        self.moves[i] = self.moves[self.len];
        m
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        let init = &self.moves[..self.len];
        // SAFETY: `push` wrote every entry below `len` (`truncate` and `swap_remove` only lower
        // it), and `MaybeUninit<Move>` has the layout of `Move`.
        unsafe { &*(std::ptr::from_ref(init) as *const [Move]) }
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        let init = &mut self.moves[..self.len];
        // SAFETY: as in `deref`.
        unsafe { &mut *(std::ptr::from_mut(init) as *mut [Move]) }
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

//! A legal chess position: piece placement as bitboards, side to move, castling rights,
//! en-passant square, move counters and an incrementally kept Zobrist hash.
//!
//! A `Position` is only built from validated input (FEN via [`Position::from_fen`], or the start
//! position) and only changed by legal moves, so it is always a position that can occur in a
//! game. It is small and `Copy`: the search copies it to make a move (copy-make) and never
//! unmakes. Move generation lives in `movegen`, text in `fen`, `san` and `uci`.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind};
use super::types::{Color, File, Piece, Role, Square};
use super::zobrist::KEYS;

/// The four castling rights as a bit set: White king side, White queen side, Black king side,
/// Black queen side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);
    pub const WHITE_KING: u8 = 1;
    pub const WHITE_QUEEN: u8 = 2;
    pub const BLACK_KING: u8 = 4;
    pub const BLACK_QUEEN: u8 = 8;

    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    #[inline]
    pub const fn has(self, color: Color, king_side: bool) -> bool {
        self.0 & Self::flag(color, king_side) != 0
    }

    #[inline]
    pub const fn flag(color: Color, king_side: bool) -> u8 {
        match (color, king_side) {
            (Color::White, true) => Self::WHITE_KING,
            (Color::White, false) => Self::WHITE_QUEEN,
            (Color::Black, true) => Self::BLACK_KING,
            (Color::Black, false) => Self::BLACK_QUEEN,
        }
    }

    pub(crate) fn insert(&mut self, color: Color, king_side: bool) {
        self.0 |= Self::flag(color, king_side);
    }

    /// FEN field: `KQkq`, a subset of it, or `-`.
    pub fn to_fen(self) -> String {
        let mut s = String::new();
        for (flag, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if self.0 & flag != 0 {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

/// Rights kept when a piece leaves or arrives on each square (corner rooks and kings).
const CASTLE_MASK: [u8; 64] = {
    let mut m = [15u8; 64];
    m[0] = 15 & !2; // a1
    m[4] = 15 & !3; // e1
    m[7] = 15 & !1; // h1
    m[56] = 15 & !8; // a8
    m[60] = 15 & !12; // e8
    m[63] = 15 & !4; // h8
    m
};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) roles: [Bitboard; 6],
    pub(crate) colors: [Bitboard; 2],
    /// The role on each square, kept beside the bitboards: the search asks what stands on a
    /// square (the piece a move moves or captures) far more often than a move changes it.
    board: [Option<Role>; 64],
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    /// Set only when the side to move has a pawn that attacks it (Stockfish's convention), so
    /// that equal positions hash equally.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    pub(crate) hash: u64,
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl Position {
    pub const STARTPOS_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// The standard starting position.
    pub fn startpos() -> Position {
        // Not `expect`: that would format the error with `Debug`, code every wasm would carry.
        match Position::from_fen(Position::STARTPOS_FEN) {
            Ok(pos) => pos,
            Err(_) => unreachable!("the start position is valid"),
        }
    }

    pub(crate) fn empty() -> Position {
        Position {
            roles: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
            board: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
        }
    }

    // ---- queries -------------------------------------------------------------------------

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }
    /// The en-passant target square, when a capture there is at least pseudo-legal.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
    /// The Zobrist hash: equal for positions that are equal for repetition purposes.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }
    #[inline]
    pub fn by_color(&self, c: Color) -> Bitboard {
        self.colors[c.index()]
    }
    #[inline]
    pub fn by_role(&self, r: Role) -> Bitboard {
        self.roles[r.index()]
    }
    #[inline]
    pub fn pieces(&self, c: Color, r: Role) -> Bitboard {
        self.colors[c.index()] & self.roles[r.index()]
    }
    #[inline]
    pub fn king(&self, c: Color) -> Square {
        self.pieces(c, Role::King).lsb()
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.board[sq.index()]
    }

    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.colors[0].contains(sq) {
            Some(Color::White)
        } else if self.colors[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// All pieces of either colour that attack `sq`, given the occupancy `occupied`.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let t = attacks::tables();
        let rq = self.roles[Role::Rook.index()] | self.roles[Role::Queen.index()];
        let bq = self.roles[Role::Bishop.index()] | self.roles[Role::Queen.index()];
        (t.rook(sq, occupied) & rq)
            | (t.bishop(sq, occupied) & bq)
            | (attacks::knight_attacks(sq) & self.roles[Role::Knight.index()])
            | (attacks::king_attacks(sq) & self.roles[Role::King.index()])
            | (attacks::pawn_attacks(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (attacks::pawn_attacks(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
    }

    /// Whether `by` attacks `sq` with the given occupancy.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let them = self.colors[by.index()];
        let rq = (self.roles[Role::Rook.index()] | self.roles[Role::Queen.index()]) & them;
        let bq = (self.roles[Role::Bishop.index()] | self.roles[Role::Queen.index()]) & them;
        (attacks::knight_attacks(sq) & self.roles[Role::Knight.index()] & them).any()
            || (attacks::pawn_attacks(!by, sq) & self.roles[Role::Pawn.index()] & them).any()
            || (attacks::king_attacks(sq) & self.roles[Role::King.index()] & them).any()
            || ((rq | bq).any() && {
                let t = attacks::tables();
                (t.rook(sq, occupied) & rq).any() || (t.bishop(sq, occupied) & bq).any()
            })
    }

    /// Enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_to(self.king(self.turn), self.occupied()) & self.colors[(!self.turn).index()]
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.is_attacked(self.king(self.turn), !self.turn, self.occupied())
    }

    /// Pieces of the side to move that are pinned to their own king.
    pub fn pinned(&self) -> Bitboard {
        let us = self.turn;
        let king = self.king(us);
        let them = self.colors[(!us).index()];
        let occ = self.occupied();
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY)
            & (self.roles[Role::Rook.index()] | self.roles[Role::Queen.index()]))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                & (self.roles[Role::Bishop.index()] | self.roles[Role::Queen.index()])))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = attacks::between(king, s) & occ;
            if !b.more_than_one() {
                pinned |= b & self.colors[us.index()];
            }
        }
        pinned
    }

    /// Whether `m`, a legal move, gives check, without playing it: the moved piece from its new
    /// square, or a slider of ours unmasked by the vacated square. Castling, en passant and
    /// promotions are played on a copy.
    #[inline]
    pub fn gives_check(&self, m: Move) -> bool {
        if !matches!(m.kind(), MoveKind::Normal) {
            let mut child = *self;
            child.play_unchecked(m);
            return child.is_check();
        }
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let king = self.king(!us);
        let occupied = (self.occupied() ^ Bitboard::from_square(from)) | Bitboard::from_square(to);
        let direct = match self.moved_role(m) {
            Role::Pawn => attacks::pawn_attacks(us, to),
            Role::Knight => attacks::knight_attacks(to),
            Role::Bishop => attacks::bishop_attacks(to, occupied),
            Role::Rook => attacks::rook_attacks(to, occupied),
            Role::Queen => attacks::queen_attacks(to, occupied),
            Role::King => Bitboard::EMPTY,
        };
        if direct.contains(king) {
            return true;
        }
        // The moved piece is no longer on `from`; a capture's victim on `to` is not ours.
        let ours = self.colors[us.index()] & !Bitboard::from_square(from);
        let queens = self.roles[Role::Queen.index()];
        let rooks = (self.roles[Role::Rook.index()] | queens) & ours;
        let bishops = (self.roles[Role::Bishop.index()] | queens) & ours;
        (attacks::rook_attacks(king, occupied) & rooks).any()
            || (attacks::bishop_attacks(king, occupied) & bishops).any()
    }

    /// Whether the side to move has any piece other than king and pawns (used to avoid
    /// null-move pruning in zugzwang-prone endings).
    pub fn has_non_pawn_material(&self, c: Color) -> bool {
        (self.colors[c.index()] & !(self.roles[Role::Pawn.index()] | self.roles[Role::King.index()])).any()
    }

    /// The role a move moves (the piece on its origin square).
    #[inline]
    pub fn moved_role(&self, m: Move) -> Role {
        self.role_at(m.from()).unwrap_or(Role::Pawn)
    }

    /// The role a move captures, if any (a pawn for en passant).
    #[inline]
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        match m.kind() {
            MoveKind::EnPassant => Some(Role::Pawn),
            MoveKind::Castle => None,
            _ => self.role_at(m.to()),
        }
    }

    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        matches!(m.kind(), MoveKind::EnPassant) || (self.colors[(!self.turn).index()].contains(m.to()))
    }

    // ---- changes -------------------------------------------------------------------------

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.roles[piece.role.index()] |= b;
        self.colors[piece.color.index()] |= b;
        self.board[sq.index()] = Some(piece.role);
        self.hash ^= KEYS.pieces[piece.index()][sq.index()];
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.roles[piece.role.index()] ^= b;
        self.colors[piece.color.index()] ^= b;
        self.board[sq.index()] = None;
        self.hash ^= KEYS.pieces[piece.index()][sq.index()];
    }

    #[inline]
    fn set_ep(&mut self, ep: Option<Square>) {
        if let Some(old) = self.ep_square {
            self.hash ^= KEYS.ep_file[old.file().index()];
        }
        self.ep_square = ep;
        if let Some(new) = ep {
            self.hash ^= KEYS.ep_file[new.file().index()];
        }
    }

    #[inline]
    fn set_castling(&mut self, rights: CastlingRights) {
        self.hash ^= KEYS.castling[self.castling.0 as usize] ^ KEYS.castling[rights.0 as usize];
        self.castling = rights;
    }

    /// Plays a move known to be legal in this position (from `legal_moves` or a checking
    /// parser). Playing anything else leaves the position inconsistent.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let from = m.from();
        let to = m.to();
        let role = self.role_at(from).unwrap_or(Role::Pawn);
        self.set_ep(None);
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);

        match m.kind() {
            MoveKind::Castle => {
                let king_side = to.file() > from.file();
                let rank = us.back_rank();
                let (rook_from, rook_to) = if king_side {
                    (Square::from_coords(File::H, rank), Square::from_coords(File(5), rank))
                } else {
                    (Square::from_coords(File::A, rank), Square::from_coords(File(3), rank))
                };
                self.remove(from, Piece::new(us, Role::King));
                self.remove(rook_from, Piece::new(us, Role::Rook));
                self.put(to, Piece::new(us, Role::King));
                self.put(rook_to, Piece::new(us, Role::Rook));
            }
            MoveKind::EnPassant => {
                let captured = Square::from_coords(to.file(), from.rank());
                self.remove(captured, Piece::new(them, Role::Pawn));
                self.remove(from, Piece::new(us, Role::Pawn));
                self.put(to, Piece::new(us, Role::Pawn));
                self.halfmove_clock = 0;
            }
            kind => {
                if let Some(cap) = self.role_at(to) {
                    self.remove(to, Piece::new(them, cap));
                    self.halfmove_clock = 0;
                }
                self.remove(from, Piece::new(us, role));
                let placed = match kind {
                    MoveKind::Promotion(r) => r,
                    _ => role,
                };
                self.put(to, Piece::new(us, placed));
                if role == Role::Pawn {
                    self.halfmove_clock = 0;
                    if from.index().abs_diff(to.index()) == 16 {
                        let ep = Square::new(((from.index() + to.index()) / 2) as u8);
                        if (attacks::pawn_attacks(us, ep) & self.pieces(them, Role::Pawn)).any() {
                            self.set_ep(Some(ep));
                        }
                    }
                }
            }
        }

        let rights = self.castling.0 & CASTLE_MASK[from.index()] & CASTLE_MASK[to.index()];
        if rights != self.castling.0 {
            self.set_castling(CastlingRights(rights));
        }
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = them;
        self.hash ^= KEYS.black_to_move;
    }

    /// Passes the turn (for null-move pruning). Not legal when in check.
    pub fn play_null(&mut self) {
        self.set_ep(None);
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash ^= KEYS.black_to_move;
    }

    /// Recomputes the hash from scratch (to check the incremental one).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in self.occupied() {
            if let Some(p) = self.piece_at(sq) {
                h ^= KEYS.pieces[p.index()][sq.index()];
            }
        }
        h ^= KEYS.castling[self.castling.0 as usize];
        if let Some(ep) = self.ep_square {
            h ^= KEYS.ep_file[ep.file().index()];
        }
        if self.turn == Color::Black {
            h ^= KEYS.black_to_move;
        }
        h
    }

    /// A text diagram of the board, rank 8 at the top, followed by the FEN.
    pub fn diagram(&self) -> String {
        let mut s = String::from(" +---+---+---+---+---+---+---+---+\n");
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let sq = Square::new(rank * 8 + file);
                let c = self.piece_at(sq).map_or(' ', |p| p.char());
                s.push_str(&format!(" | {c}"));
            }
            s.push_str(&format!(" | {}\n +---+---+---+---+---+---+---+---+\n", rank + 1));
        }
        s.push_str("   a   b   c   d   e   f   g   h\n\nFen: ");
        s.push_str(&self.fen());
        s.push_str(&format!("\nKey: {:016X}\n", self.hash));
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Random, XorShift64Star};

    /// The role on each square as the bitboards say it, for comparing with [`Position::role_at`].
    fn role_from_bitboards(pos: &Position, sq: Square) -> Option<Role> {
        Role::ALL.into_iter().find(|r| pos.roles[r.index()].contains(sq))
    }

    #[test]
    fn the_board_of_roles_agrees_with_the_bitboards_after_every_move() {
        let mut rng = XorShift64Star::new(0xb0a4d);
        let starts = ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Position::STARTPOS_FEN];
        let mut moves_played = 0;
        for game in 0..200 {
            let mut pos = Position::from_fen(starts[game % 2]).unwrap();
            for _ in 0..300 {
                for sq in (0..64).map(Square::new) {
                    assert_eq!(pos.role_at(sq), role_from_bitboards(&pos, sq), "{} on {sq}", pos.fen());
                }
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
                moves_played += 1;
            }
        }
        assert!(moves_played > 20_000, "only {moves_played} moves played");
    }
}

//! Legal move generation.
//!
//! Moves are produced per piece as a destination bitboard (`PieceMoves`), already restricted to
//! legal destinations: a king never steps into check, pinned pieces stay on their pin line, and
//! in check only evasions are produced. Perft counts these sets with a popcount without playing
//! the last ply (bulk counting); everything else expands them into a [`MoveList`].

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::types::{Color, File, Rank, Role, Square};

/// Which moves to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GenKind {
    /// Every legal move.
    All,
    /// Captures (including en passant) and promotions: the quiescence search's moves.
    Noisy,
}

/// The legal destinations of one piece.
#[derive(Copy, Clone, Debug)]
pub struct PieceMoves {
    pub role: Role,
    pub from: Square,
    pub to: Bitboard,
}

impl PieceMoves {
    /// The number of moves this set stands for (promotions count four times).
    #[inline]
    pub fn len(&self, promotion_rank: Bitboard) -> u32 {
        if self.role == Role::Pawn {
            let promos = self.to & promotion_rank;
            self.to.count() + 3 * promos.count()
        } else {
            self.to.count()
        }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }
}

impl Position {
    /// Calls `visit` with every piece's legal destinations; stops early if `visit` returns
    /// `true`, and then returns `true`.
    pub fn for_each_piece_moves<F: FnMut(PieceMoves) -> bool>(&self, kind: GenKind, mut visit: F) -> bool {
        let us = self.turn;
        let them = !us;
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occ = ours | theirs;
        let king = self.king(us);
        let t = attacks::tables();
        let their_rq = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & theirs;
        let their_bq = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & theirs;
        let their_knights = self.by_role(Role::Knight) & theirs;
        let their_pawns = self.by_role(Role::Pawn) & theirs;
        let their_king = self.king(them);
        let attacked = |sq: Square, occ: Bitboard| {
            (attacks::knight_attacks(sq) & their_knights).any()
                || (attacks::pawn_attacks(us, sq) & their_pawns).any()
                || attacks::king_attacks(sq).contains(their_king)
                || (t.rook(sq, occ) & their_rq).any()
                || (t.bishop(sq, occ) & their_bq).any()
        };

        // Checkers and pinned pieces in one pass over the enemy sliders aimed at the king.
        let mut checkers =
            (attacks::knight_attacks(king) & their_knights) | (attacks::pawn_attacks(us, king) & their_pawns);
        let mut pinned = Bitboard::EMPTY;
        let snipers = (t.rook(king, Bitboard::EMPTY) & their_rq) | (t.bishop(king, Bitboard::EMPTY) & their_bq);
        for s in snipers {
            let b = t.between(king, s) & occ;
            if b.is_empty() {
                checkers = checkers.with(s);
            } else if !b.more_than_one() {
                pinned |= b & ours;
            }
        }
        let target = match kind {
            GenKind::All => !ours,
            GenKind::Noisy => theirs,
        };

        // King steps: test each destination with the king lifted off the board, so that
        // sliding checkers also attack the squares behind it.
        let mut king_to = Bitboard::EMPTY;
        let occ_without_king = occ.without(king);
        for to in attacks::king_attacks(king) & target {
            if !attacked(to, occ_without_king) {
                king_to = king_to.with(to);
            }
        }
        if checkers.is_empty() && kind == GenKind::All && self.castling.bits() != 0 {
            king_to |= self.castling_destinations(king, occ, &attacked);
        }
        if king_to.any() && visit(PieceMoves { role: Role::King, from: king, to: king_to }) {
            return true;
        }
        if checkers.more_than_one() {
            return false;
        }

        let check_mask = match checkers.first() {
            Some(c) => t.between(king, c).with(c),
            None => Bitboard::FULL,
        };
        let piece_target = target & check_mask;

        macro_rules! pieces {
            ($role:expr, $attacks:expr) => {
                for from in self.pieces(us, $role) & !pinned {
                    let to = $attacks(from) & piece_target;
                    if to.any() && visit(PieceMoves { role: $role, from, to }) {
                        return true;
                    }
                }
            };
        }
        pieces!(Role::Knight, attacks::knight_attacks);
        pieces!(Role::Bishop, |from| t.bishop(from, occ));
        pieces!(Role::Rook, |from| t.rook(from, occ));
        pieces!(Role::Queen, |from| t.queen(from, occ));
        // Pinned sliders move along their pin line only (pinned knights never move).
        let pinned_sliders = pinned & !self.by_role(Role::Pawn) & !self.by_role(Role::Knight);
        for from in pinned_sliders {
            let role = self.role_at(from).unwrap_or(Role::Queen);
            let to = match role {
                Role::Bishop => t.bishop(from, occ),
                Role::Rook => t.rook(from, occ),
                _ => t.queen(from, occ),
            } & piece_target
                & t.line(king, from);
            if to.any() && visit(PieceMoves { role, from, to }) {
                return true;
            }
        }

        // Pawns.
        let empty = !occ;
        let promo_rank = Bitboard::rank(us.relative_rank(Rank(7)));
        let double_rank = Bitboard::rank(us.relative_rank(Rank(3)));
        let push_target = match kind {
            GenKind::All => empty & check_mask,
            GenKind::Noisy => empty & check_mask & promo_rank,
        };
        for from in self.pieces(us, Role::Pawn) {
            let fb = Bitboard::from_square(from);
            let single = match us {
                Color::White => fb.north(),
                Color::Black => fb.south(),
            } & empty;
            let double = match us {
                Color::White => single.north(),
                Color::Black => single.south(),
            } & empty
                & double_rank;
            let mut to = ((single | double) & push_target) | (attacks::pawn_attacks(us, from) & theirs & check_mask);
            if kind == GenKind::Noisy {
                // Non-capturing pushes only when they promote.
                to &= theirs | promo_rank;
            }
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            if to.any() && visit(PieceMoves { role: Role::Pawn, from, to }) {
                return true;
            }
        }

        if let Some(ep) = self.ep_square {
            let captured = Square::from_coords(ep.file(), us.relative_rank(Rank(4)));
            for from in attacks::pawn_attacks(them, ep) & self.pieces(us, Role::Pawn) {
                if self.ep_is_legal(from, ep, captured, king, checkers)
                    && visit(PieceMoves { role: Role::Pawn, from, to: Bitboard::from_square(ep) })
                {
                    return true;
                }
            }
        }
        false
    }

    /// En passant removes two pieces from one rank and adds one elsewhere: test the king
    /// against sliders on the resulting occupancy (this catches the horizontal pin), and make
    /// sure any other checker is the captured pawn itself.
    fn ep_is_legal(&self, from: Square, ep: Square, captured: Square, king: Square, checkers: Bitboard) -> bool {
        let them = !self.turn;
        let occ = (self.occupied().without(from).without(captured)).with(ep);
        let rq = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & self.by_color(them);
        let bq = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & self.by_color(them);
        if (attacks::rook_attacks(king, occ) & rq).any() || (attacks::bishop_attacks(king, occ) & bq).any() {
            return false;
        }
        let non_sliding_checkers = checkers & !(rq | bq);
        (non_sliding_checkers & !Bitboard::from_square(captured)).is_empty()
    }

    fn castling_destinations(
        &self,
        king: Square,
        occ: Bitboard,
        attacked: &impl Fn(Square, Bitboard) -> bool,
    ) -> Bitboard {
        let us = self.turn;
        let rank = us.back_rank();
        let mut dests = Bitboard::EMPTY;
        for king_side in [true, false] {
            if !self.castling.has(us, king_side) {
                continue;
            }
            let (rook_file, king_to_file, pass_file) =
                if king_side { (File::H, File(6), File(5)) } else { (File::A, File(2), File(3)) };
            let rook = Square::from_coords(rook_file, rank);
            let king_to = Square::from_coords(king_to_file, rank);
            let pass = Square::from_coords(pass_file, rank);
            if (attacks::between(king, rook) & occ).any() {
                continue;
            }
            if attacked(pass, occ) || attacked(king_to, occ) {
                continue;
            }
            dests = dests.with(king_to);
        }
        dests
    }

    /// Appends the moves of one `PieceMoves` set.
    #[inline]
    fn expand(&self, pm: PieceMoves, list: &mut MoveList) {
        match pm.role {
            Role::Pawn => {
                let promo_rank = Bitboard::rank(self.turn.relative_rank(Rank(7)));
                for to in pm.to {
                    if promo_rank.contains(to) {
                        for r in Role::PROMOTIONS {
                            list.push(Move::promotion(pm.from, to, r));
                        }
                    } else if Some(to) == self.ep_square && to.file() != pm.from.file() && !self.occupied().contains(to)
                    {
                        list.push(Move::en_passant(pm.from, to));
                    } else {
                        list.push(Move::new(pm.from, to));
                    }
                }
            }
            Role::King => {
                for to in pm.to {
                    if pm.from.file().index().abs_diff(to.file().index()) == 2 {
                        list.push(Move::castle(pm.from, to));
                    } else {
                        list.push(Move::new(pm.from, to));
                    }
                }
            }
            _ => {
                for to in pm.to {
                    list.push(Move::new(pm.from, to));
                }
            }
        }
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenKind::All, &mut list);
        list
    }

    /// Appends legal moves of the given kind to `list`.
    pub fn generate(&self, kind: GenKind, list: &mut MoveList) {
        self.for_each_piece_moves(kind, |pm| {
            self.expand(pm, list);
            false
        });
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> u64 {
        let promo_rank = Bitboard::rank(self.turn.relative_rank(Rank(7)));
        let mut n = 0u64;
        self.for_each_piece_moves(GenKind::All, |pm| {
            n += pm.len(promo_rank) as u64;
            false
        });
        n
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        self.for_each_piece_moves(GenKind::All, |_| true)
    }

    /// Whether `m` is legal here (cheap enough for hash-move validation).
    pub fn is_legal(&self, m: Move) -> bool {
        let from = m.from();
        if !self.by_color(self.turn).contains(from) || m.is_null() {
            return false;
        }
        let mut list = MoveList::new();
        let mut found = false;
        self.for_each_piece_moves(GenKind::All, |pm| {
            if pm.from == from && pm.to.contains(m.to()) {
                self.expand(PieceMoves { to: Bitboard::from_square(m.to()), ..pm }, &mut list);
                found = list.contains(&m);
                return true;
            }
            false
        });
        found
    }
}

//! The full evaluation, written once against [`TermSink`]: each term is reported with the
//! weight it uses and how often it applies, for each colour. Nothing here sums, tapers or
//! allocates; the sink decides what to do with the terms.
//!
//! Pawn-structure masks are built at compile time; everything else is bitboard arithmetic on
//! the position and the attack tables of [`crate::rules::attacks`].

use super::{EvalParams, Term, TermSink};
use crate::rules::attacks::{king_attacks, knight_attacks, tables};
use crate::rules::{Bitboard, Color, Position, Role};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Files adjacent to each file (not the file itself).
const ADJACENT_FILES: [u64; 8] = {
    let mut t = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            t[f] |= FILE_A << (f - 1);
        }
        if f < 7 {
            t[f] |= FILE_A << (f + 1);
        }
        f += 1;
    }
    t
};

/// Squares strictly in front of a square on its own file, per colour.
const FORWARD_FILE: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let mut rr = 0;
        while rr < 8 {
            if rr > r {
                t[0][sq] |= 1 << (rr * 8 + f);
            }
            if rr < r {
                t[1][sq] |= 1 << (rr * 8 + f);
            }
            rr += 1;
        }
        sq += 1;
    }
    t
};

/// Ranks strictly in front of a rank (by absolute rank index), per colour.
const FORWARD_RANKS: [[u64; 8]; 2] = {
    let mut t = [[0u64; 8]; 2];
    let mut r = 0;
    while r < 8 {
        let mut rr = 0;
        while rr < 8 {
            if rr > r {
                t[0][r] |= 0xFF << (rr * 8);
            }
            if rr < r {
                t[1][r] |= 0xFF << (rr * 8);
            }
            rr += 1;
        }
        r += 1;
    }
    t
};

/// Our 4th, 5th and 6th ranks, per colour.
const OUTPOST_RANKS: [u64; 2] = [0x0000_FFFF_FF00_0000, 0x0000_00FF_FFFF_0000];

/// Squares in front of a square on its own and the adjacent files, per colour: a pawn is passed
/// when no enemy pawn stands there.
const PASSED_SPAN: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        let mut c = 0;
        while c < 2 {
            let own = FORWARD_FILE[c][sq];
            let mut span = own;
            if f > 0 {
                span |= own >> 1;
            }
            if f < 7 {
                span |= own << 1;
            }
            t[c][sq] = span;
            c += 1;
        }
        sq += 1;
    }
    t
};

/// All squares attacked by `color`'s pawns.
#[inline]
pub(super) fn pawn_attack_span(pawns: Bitboard, color: Color) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & !FILE_A) << 7) | ((p & !FILE_H) << 9),
        Color::Black => ((p & !FILE_A) >> 9) | ((p & !FILE_H) >> 7),
    })
}

/// Reports every term of the full evaluation for both colours.
#[inline]
pub(super) fn evaluate<A: TermSink>(pos: &Position, p: &EvalParams, acc: &mut A) {
    let occupied = pos.occupied();
    let pawns = [pos.pieces(Color::White, Role::Pawn), pos.pieces(Color::Black, Role::Pawn)];
    let pawn_attacks = [pawn_attack_span(pawns[0], Color::White), pawn_attack_span(pawns[1], Color::Black)];

    for us in Color::ALL {
        let them = !us;
        let own = pos.by_color(us);
        let own_pawns = pawns[us.index()];
        let their_pawns = pawns[them.index()];
        let mobility_area = !own & !pawn_attacks[them.index()];
        let their_king = pos.king(them);
        let king_zone = king_attacks(their_king).with(their_king);
        let mut attackers = 0;
        let sliders = tables();
        let (mut minor_attacks, mut rook_attacks_all) = (Bitboard::EMPTY, Bitboard::EMPTY);
        // Squares on our side's 4th to 6th ranks that are defended by our pawns.
        let outpost_area = Bitboard(OUTPOST_RANKS[us.index()]) & pawn_attacks[us.index()];

        // Material and piece-square tables.
        for role in Role::ALL {
            let pieces = pos.pieces(us, role);
            if role != Role::King {
                acc.add(Term::Material, us, &p.material[role.index()], pieces.count() as i32);
            }
            let pst = &p.pst[role.index()];
            // `& 63` lets the compiler drop the bounds check (a square index is below 64).
            for sq in pieces {
                acc.add(Term::PieceSquare, us, &pst[sq.relative_to(us).index() & 63], 1);
            }
        }

        // Pieces: mobility, attacks on the enemy king zone, outposts, rook files.
        let minors = [
            (Role::Knight, &p.mobility_knight[..], &p.outpost[0]),
            (Role::Bishop, &p.mobility_bishop[..], &p.outpost[1]),
        ];
        for (role, mobility, outpost) in minors {
            for sq in pos.pieces(us, role) {
                let att = if role == Role::Knight { knight_attacks(sq) } else { sliders.bishop(sq, occupied) };
                let n = (att & mobility_area).count() as usize;
                acc.add(Term::Mobility, us, &mobility[n.min(mobility.len() - 1)], 1);
                king_attack(acc, us, p, role, att & king_zone, &mut attackers);
                minor_attacks |= att;
                if is_outpost(sq.index(), us, outpost_area, their_pawns) {
                    acc.add(Term::Outposts, us, outpost, 1);
                }
            }
        }
        for sq in pos.pieces(us, Role::Rook) {
            let att = sliders.rook(sq, occupied);
            let n = (att & mobility_area).count() as usize;
            acc.add(Term::Mobility, us, &p.mobility_rook[n.min(14)], 1);
            king_attack(acc, us, p, Role::Rook, att & king_zone, &mut attackers);
            rook_attacks_all |= att;
            let file = Bitboard::file(sq.file());
            if (file & own_pawns).is_empty() {
                if (file & their_pawns).is_empty() {
                    acc.add(Term::RookFiles, us, &p.rook_open_file, 1);
                } else {
                    acc.add(Term::RookFiles, us, &p.rook_half_open_file, 1);
                }
            }
        }
        for sq in pos.pieces(us, Role::Queen) {
            let att = sliders.queen(sq, occupied);
            let n = (att & mobility_area).count() as usize;
            acc.add(Term::Mobility, us, &p.mobility_queen[n.min(27)], 1);
            king_attack(acc, us, p, Role::Queen, att & king_zone, &mut attackers);
        }
        acc.add(Term::KingAttack, us, &p.king_attackers[attackers.min(7)], 1);

        // Threats: enemy pieces (not pawns) attacked by our pawns, enemy rooks and queens
        // attacked by our minor pieces, enemy queens attacked by our rooks.
        let threatened = (pos.by_color(them) & !their_pawns).0 & pawn_attacks[us.index()].0;
        if threatened != 0 {
            acc.add(Term::Threats, us, &p.pawn_threat, threatened.count_ones() as i32);
        }
        let their_queens = pos.pieces(them, Role::Queen);
        let majors = (pos.pieces(them, Role::Rook) | their_queens) & minor_attacks;
        if majors.any() {
            acc.add(Term::Threats, us, &p.minor_threat, majors.count() as i32);
        }
        let queens = their_queens & rook_attacks_all;
        if queens.any() {
            acc.add(Term::Threats, us, &p.rook_threat, queens.count() as i32);
        }

        // Pawn structure.
        let supported = (own_pawns & pawn_attacks[us.index()]).count() as i32;
        if supported > 0 {
            acc.add(Term::SupportedPawns, us, &p.supported_pawn, supported);
        }
        let own_king = pos.king(us);
        let (mut isolated, mut doubled) = (0, 0);
        let (mut own_king_distance, mut their_king_distance) = (0, 0);
        for sq in own_pawns {
            let i = sq.index();
            if own_pawns.0 & ADJACENT_FILES[sq.file().index()] == 0 {
                isolated += 1;
            }
            if own_pawns.0 & FORWARD_FILE[us.index()][i] != 0 {
                doubled += 1;
            }
            if their_pawns.0 & PASSED_SPAN[us.index()][i] == 0 {
                let rank = us.relative_rank(sq.rank()).index();
                acc.add(Term::PassedPawns, us, &p.passed_pawn[rank], 1);
                // Kings near the square in front: ours helps, theirs stops it; both matter
                // more the further the pawn has come.
                let front = if us == Color::White { i + 8 } else { i.wrapping_sub(8) };
                let scale = rank.saturating_sub(1) as i32;
                own_king_distance += scale * distance(own_king.index(), front);
                their_king_distance += scale * distance(their_king.index(), front);
            }
        }
        if own_king_distance > 0 {
            acc.add(Term::PassedPawns, us, &p.passed_king_distance[0], own_king_distance);
        }
        if their_king_distance > 0 {
            acc.add(Term::PassedPawns, us, &p.passed_king_distance[1], their_king_distance);
        }
        if isolated > 0 {
            acc.add(Term::IsolatedPawns, us, &p.isolated_pawn, isolated);
        }
        if doubled > 0 {
            acc.add(Term::DoubledPawns, us, &p.doubled_pawn, doubled);
        }

        // King protection: the pawn shield on the king's file and its neighbours.
        let king = own_king;
        let king_rank = us.relative_rank(king.rank()).index();
        let kf = king.file().index();
        let mut shield = [0; 3];
        for f in kf.saturating_sub(1)..=(kf + 1).min(7) {
            let ahead = own_pawns.0 & (FILE_A << f) & FORWARD_RANKS[us.index()][king.rank().index()];
            let slot = match nearest_rank(Bitboard(ahead), us) {
                Some(r) if r == king_rank + 1 => 0,
                Some(r) if r == king_rank + 2 => 1,
                _ => 2,
            };
            shield[slot] += 1;
        }
        for (slot, &n) in shield.iter().enumerate() {
            if n > 0 {
                acc.add(Term::KingProtection, us, &p.king_shield[slot], n);
            }
        }

        if pos.pieces(us, Role::Bishop).more_than_one() {
            acc.add(Term::BishopPair, us, &p.bishop_pair, 1);
        }
    }

    acc.add(Term::Tempo, pos.turn(), &p.tempo, 1);
}

/// A knight or bishop on `sq` stands on an outpost: on our 4th to 6th rank, defended by a pawn
/// of ours, and no enemy pawn can ever attack it.
#[inline]
fn is_outpost(sq: usize, us: Color, outpost_area: Bitboard, their_pawns: Bitboard) -> bool {
    outpost_area.0 & (1 << sq) != 0 && their_pawns.0 & PASSED_SPAN[us.index()][sq] & !FORWARD_FILE[us.index()][sq] == 0
}

/// King-move distance between two square indices; a square off the board counts as 0.
#[inline]
fn distance(a: usize, b: usize) -> i32 {
    if b >= 64 {
        return 0;
    }
    let df = (a % 8).abs_diff(b % 8);
    let dr = (a / 8).abs_diff(b / 8);
    df.max(dr) as i32
}

/// The relative rank of the pawn in `pawns` nearest to `color`'s back rank.
#[inline]
fn nearest_rank(pawns: Bitboard, color: Color) -> Option<usize> {
    if pawns.is_empty() {
        return None;
    }
    Some(match color {
        Color::White => pawns.0.trailing_zeros() as usize / 8,
        Color::Black => 7 - (63 - pawns.0.leading_zeros() as usize) / 8,
    })
}

#[inline]
fn king_attack<A: TermSink>(acc: &mut A, us: Color, p: &EvalParams, role: Role, hits: Bitboard, attackers: &mut usize) {
    if hits.any() {
        *attackers += 1;
        acc.add(Term::KingAttack, us, &p.king_attack[role.index()], hits.count() as i32);
    }
}

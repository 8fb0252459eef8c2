//! Static exchange evaluation: the material balance of the capture sequence on one square when
//! both sides always recapture with their least valuable piece and may stop when it pays.
//! Used to order captures and to prune losing ones; it ignores pins and checks.

use crate::rules::{attacks, Bitboard, Move, MoveKind, Position, Role};

/// Piece values used by exchange evaluation and MVV-LVA ordering.
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

#[inline]
pub fn value(role: Role) -> i32 {
    SEE_VALUE[role.index()]
}

/// The exchange value of `m` for the side making it, in centipawns.
pub fn see(pos: &Position, m: Move) -> i32 {
    if let MoveKind::Castle = m.kind() {
        return 0;
    }
    let from = m.from();
    let to = m.to();
    let mut gain = [0i32; 34];
    let mut occ = pos.occupied();
    let mut attacker = pos.moved_role(m);
    gain[0] = pos.captured_role(m).map_or(0, value);
    if let Some(promo) = m.promotion_role() {
        gain[0] += value(promo) - value(Role::Pawn);
        attacker = promo;
    }
    if let MoveKind::EnPassant = m.kind() {
        occ = occ.without(crate::rules::Square::from_coords(to.file(), from.rank()));
    }
    let rq = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    let bq = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
    let sliders = attacks::tables();
    let mut attackers = pos.attackers_to(to, occ);
    let mut from_set = Bitboard::from_square(from);
    let mut side = pos.turn();
    let mut d = 0;
    loop {
        d += 1;
        gain[d] = value(attacker) - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 || d >= 32 {
            break;
        }
        attackers &= !from_set;
        occ &= !from_set;
        attackers |= (sliders.rook(to, occ) & rq) | (sliders.bishop(to, occ) & bq);
        attackers &= occ;
        side = !side;
        let mine = attackers & pos.by_color(side);
        let Some(role) = Role::ALL.into_iter().find(|&r| (mine & pos.by_role(r)).any()) else {
            break;
        };
        // A king may only recapture when nothing defends the square any more.
        if role == Role::King && (attackers & pos.by_color(!side) & !from_set).any() {
            break;
        }
        from_set = Bitboard::from_square((mine & pos.by_role(role)).lsb());
        attacker = role;
    }
    while d > 1 {
        d -= 1;
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        see(&pos, pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn simple_exchanges() {
        // Rook takes an undefended pawn.
        assert_eq!(see_of("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"), 100);
        // Knight takes a pawn defended by a pawn (and more): loses the knight for a pawn.
        assert_eq!(see_of("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5"), 100 - 320);
        // Quiet move to an attacked square: loses the piece.
        assert_eq!(see_of("4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1", "e4c5"), -320);
    }
}

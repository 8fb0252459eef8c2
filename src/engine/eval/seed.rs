//! The teaching evaluators: [`Seed`](super::Evaluator::Seed) (material, king protection, king
//! attack) and [`Material`](super::Evaluator::Material). The exact formulas are in the module
//! documentation of [`super`]; their weights are fixed here and are not tuned.

use super::{Term, TermSink, S};
use crate::rules::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks};
use crate::rules::{Color, Position, Role};

/// Pawn 1, knight 3, bishop 3, rook 5, queen 10 (× 100 centipawns); the king is not counted.
pub const MATERIAL: [S; 6] = [S(100, 100), S(300, 300), S(300, 300), S(500, 500), S(1000, 1000), S(0, 0)];
/// Per own piece or pawn adjacent to the own king.
pub const KING_PROTECTION: S = S(10, 10);
/// Per own piece or pawn attacking at least one square adjacent to the enemy king.
pub const KING_ATTACK: S = S(10, 10);

/// Reports material, and with `king_terms` king protection and king attack, for both colours.
#[inline]
pub(super) fn evaluate<A: TermSink>(pos: &Position, king_terms: bool, acc: &mut A) {
    let occupied = pos.occupied();
    for us in Color::ALL {
        for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            acc.add(Term::Material, us, &MATERIAL[role.index()], pos.pieces(us, role).count() as i32);
        }
        if !king_terms {
            continue;
        }
        let guards = king_attacks(pos.king(us)) & pos.by_color(us);
        acc.add(Term::KingProtection, us, &KING_PROTECTION, guards.count() as i32);

        let zone = king_attacks(pos.king(!us));
        let mut attackers = 0;
        for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            for sq in pos.pieces(us, role) {
                let att = match role {
                    Role::Pawn => pawn_attacks(us, sq),
                    Role::Knight => knight_attacks(sq),
                    Role::Bishop => bishop_attacks(sq, occupied),
                    Role::Rook => rook_attacks(sq, occupied),
                    _ => queen_attacks(sq, occupied),
                };
                if (att & zone).any() {
                    attackers += 1;
                }
            }
        }
        acc.add(Term::KingAttack, us, &KING_ATTACK, attackers);
    }
}

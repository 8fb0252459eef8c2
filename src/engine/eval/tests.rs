use super::*;
use crate::rng::{Random, XorShift64};
use crate::rules::Position;

/// The position seen from the other side: ranks reversed, colours and side to move swapped.
pub(crate) fn mirror_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect()
    };
    let board = fields[0].split('/').rev().map(swap).collect::<Vec<_>>().join("/");
    let turn = if fields[1] == "w" { "b" } else { "w" };
    let mut castling: Vec<char> = swap(fields[2]).chars().collect();
    castling.sort_by_key(|c| "KQkq-".find(*c));
    let castling: String = castling.into_iter().collect();
    let ep = match fields.get(3) {
        Some(&"-") | None => "-".to_string(),
        Some(sq) => {
            let b = sq.as_bytes();
            format!("{}{}", b[0] as char, (b'1' + b'8' - b[1]) as char)
        }
    };
    format!("{board} {turn} {castling} {ep} 0 1")
}

const FENS: &[&str] = &[
    Position::STARTPOS_FEN,
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/4k3/8/2p5/8/B2K4/8 b - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1",
    "2kr3r/ppp2ppp/2n1b3/2b1p3/4P3/2N1BN2/PPP2PPP/2KR1B1R b - - 4 10",
    "8/5pk1/6p1/7p/P6P/6P1/5PK1/8 w - - 0 40",
    "4k3/8/8/3PP3/8/8/8/4K3 w - - 0 1",
    "r1bq1rk1/ppp2ppp/2n2n2/3pp3/1bPP4/2N1PN2/PPQ2PPP/R1B1KB1R w KQ - 0 7",
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
];

fn positions() -> Vec<Position> {
    let mut out: Vec<Position> = FENS.iter().map(|f| Position::from_fen(f).unwrap()).collect();
    // Walk a few plies from each to get many more varied positions.
    let mut rng = XorShift64::new(0x9E37_79B9_7F4A_7C15);
    for f in FENS {
        for _ in 0..20 {
            let mut pos = Position::from_fen(f).unwrap();
            for _ in 0..12 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                pos.play_unchecked(m);
                out.push(pos);
            }
        }
    }
    out
}

#[test]
fn mirror_fen_round_trips() {
    for f in FENS {
        let once = mirror_fen(f);
        Position::from_fen(&once).unwrap();
        let twice = mirror_fen(&once);
        assert_eq!(mirror_fen(&twice), once);
    }
}

#[test]
fn symmetric_under_colour_mirror() {
    for pos in positions() {
        let mirrored = Position::from_fen(&mirror_fen(&pos.fen())).unwrap();
        for evaluator in Evaluator::ALL {
            assert_eq!(
                evaluate_with(&pos, evaluator),
                evaluate_with(&mirrored, evaluator),
                "{:?} on {} vs {}",
                evaluator,
                pos.fen(),
                mirrored.fen()
            );
        }
        // Each term is symmetric too, not just the sum.
        let a = breakdown(&pos, Evaluator::Full);
        let b = breakdown(&mirrored, Evaluator::Full);
        for (ta, tb) in a.terms.iter().zip(b.terms.iter()) {
            assert_eq!((ta.white, ta.black), (tb.black, tb.white), "{:?} on {}", ta.term, pos.fen());
        }
    }
}

#[test]
fn hand_set_is_symmetric() {
    for pos in positions().iter().take(200) {
        let mirrored = Position::from_fen(&mirror_fen(&pos.fen())).unwrap();
        assert_eq!(evaluate_params(pos, &HAND_SET), evaluate_params(&mirrored, &HAND_SET));
    }
}

#[test]
fn breakdown_total_equals_evaluate() {
    for pos in positions() {
        for evaluator in Evaluator::ALL {
            let b = breakdown(&pos, evaluator);
            assert_eq!(b.score, evaluate_with(&pos, evaluator));
            assert_eq!(b.white_total().blend(b.phase) * pos.turn().sign(), b.score);
            assert_eq!(b.phase, phase(&pos));
        }
        assert_eq!(evaluate(&pos), evaluate_with(&pos, Evaluator::Full));
    }
}

#[test]
fn sanity() {
    let start = Position::startpos();
    assert!(evaluate(&start).abs() <= 30, "start {}", evaluate(&start));
    assert_eq!(phase(&start), MAX_PHASE);
    // White without the queen, either side to move.
    let down = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR";
    let w = Position::from_fen(&format!("{down} w KQkq - 0 1")).unwrap();
    let b = Position::from_fen(&format!("{down} b KQkq - 0 1")).unwrap();
    assert!(evaluate(&w) < -800, "{}", evaluate(&w));
    assert!(evaluate(&b) > 800, "{}", evaluate(&b));
    // A passed pawn on the seventh is worth more than one on the second.
    let far = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let near = Position::from_fen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1").unwrap();
    assert!(evaluate(&far) > evaluate(&near));
    assert_eq!(phase(&far), 0);
}

#[test]
fn material_evaluator() {
    let start = Position::startpos();
    assert_eq!(evaluate_with(&start, Evaluator::Material), 0);
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/RN2K3 b - - 0 1").unwrap();
    assert_eq!(evaluate_with(&pos, Evaluator::Material), -800);
}

#[test]
fn seed_evaluator_hand_checked() {
    // Start: material equal; each king has 5 neighbours of its own (d1 d2 e2 f2 f1);
    // no piece attacks a square next to the enemy king. Score 0.
    let start = Position::startpos();
    let b = breakdown(&start, Evaluator::Seed);
    assert_eq!(b.terms[Term::KingProtection.index()].white, S(50, 50));
    assert_eq!(b.terms[Term::KingAttack.index()].white, S::ZERO);
    assert_eq!(b.score, 0);

    // White Kg1 with pawns f2 g2 h2 (3 guards: f2 g2 h2; f1 h1 empty), queen h5 and knight g5.
    // Black Kg8 with pawns f7 g7 h7 (3 guards).
    // White attackers of f7 g7 h7 f8 h8: Qh5 (hits h7 and f7) and Ng5 (hits f7 h7): 2.
    // Black attackers of f1 g1's neighbours (f1 h1 f2 g2 h2): none.
    // White: 900+300... material 100*3 + 1000 + 300 = 1600, protection 30, attack 20 = 1650.
    // Black: 300 + 30 + 0 = 330. White to move: +1320.
    let pos = Position::from_fen("6k1/5ppp/8/6NQ/8/8/5PPP/6K1 w - - 0 1").unwrap();
    let b = breakdown(&pos, Evaluator::Seed);
    assert_eq!(b.terms[Term::Material.index()].white, S(1600, 1600));
    assert_eq!(b.terms[Term::KingProtection.index()].white, S(30, 30));
    assert_eq!(b.terms[Term::KingAttack.index()].white, S(20, 20));
    assert_eq!(b.terms[Term::KingAttack.index()].black, S::ZERO);
    assert_eq!(evaluate_with(&pos, Evaluator::Seed), 1320);

    // Same with Black to move: -1320.
    let pos = Position::from_fen("6k1/5ppp/8/6NQ/8/8/5PPP/6K1 b - - 0 1").unwrap();
    assert_eq!(evaluate_with(&pos, Evaluator::Seed), -1320);

    // Lone kings next to nothing: 0. A rook on the seventh hitting the king's neighbours:
    // White Ra7 attacks b7..h7 (g7 h7 f7 next to Kg8): +10 attack + 500 material.
    let pos = Position::from_fen("6k1/R7/8/8/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(evaluate_with(&pos, Evaluator::Seed), 510);
}

#[test]
fn flat_params_index_matches_fields() {
    let p = DEFAULT;
    let mut index = 0;
    p.flat(|_, slice| {
        for w in slice {
            assert_eq!(p.index_of(w), Some(index));
            index += 1;
        }
    });
    assert_eq!(index, EvalParams::LEN);
    assert_eq!(p.index_of(&seed::KING_ATTACK), None);
}

/// `tuned.rs` is what `scripts/lab/programs/tune.rs` writes: its `DEFAULT` item is `to_rust`'s text.
#[test]
fn tuned_file_is_the_generators_output() {
    let file = include_str!("tuned.rs");
    assert!(file.ends_with(&DEFAULT.to_rust("DEFAULT")), "tuned.rs differs from EvalParams::to_rust");
}

#[test]
fn evaluator_names_round_trip() {
    for e in Evaluator::ALL {
        assert_eq!(Evaluator::from_name(e.name()), Some(e));
    }
}

#[test]
fn terms_fire_where_expected() {
    let term = |fen: &str, term: Term| {
        let b = breakdown(&Position::from_fen(fen).unwrap(), Evaluator::Full);
        b.terms[term.index()]
    };
    // Knight on d5 defended by e4, no black c- or e-pawn left to chase it: an outpost.
    let t = term("4k3/pp3ppp/8/3N4/4P3/8/PP3PPP/4K3 w - - 0 1", Term::Outposts);
    assert_eq!((t.white, t.black), (DEFAULT.outpost[0], S::ZERO));
    // The same knight with a black pawn on c7 that can still reach b6/c6: no outpost.
    let t = term("4k3/ppp2ppp/8/3N4/4P3/8/PP3PPP/4K3 w - - 0 1", Term::Outposts);
    assert_eq!(t.white, S::ZERO);
    // A white pawn on e4 attacking the knight on d5 and the bishop on f5.
    let t = term("4k3/8/8/3n1b2/4P3/8/8/4K3 w - - 0 1", Term::Threats);
    assert_eq!(t.white, DEFAULT.pawn_threat * 2);
    // Doubled and isolated a-pawns, passed too (no black pawns at all).
    let t = term("4k3/8/8/8/8/P7/P7/4K3 w - - 0 1", Term::DoubledPawns);
    assert_eq!(t.white, DEFAULT.doubled_pawn);
    let t = term("4k3/8/8/8/8/P7/P7/4K3 w - - 0 1", Term::IsolatedPawns);
    assert_eq!(t.white, DEFAULT.isolated_pawn * 2);
    // Rook on the open e-file, rook on the half-open d-file.
    let t = term("3r1k2/8/8/8/8/8/3p4/3RR1K1 w - - 0 1", Term::RookFiles);
    assert_eq!(t.white, DEFAULT.rook_open_file + DEFAULT.rook_half_open_file);
}

//! Poda's rules against shakmaty (a dev-dependency used only as an oracle) on positions from
//! seeded random games: the same legal moves, the same SAN for each, the same checkmate,
//! stalemate and insufficient-material verdicts, and the same FEN.
//!
//! Conventions compared:
//! - FEN: shakmaty writes the en-passant square with `EnPassantMode::PseudoLegal`, which is
//!   Poda's rule (a square is written only when a pawn of the side to move attacks it).
//! - Insufficient material: Poda implements shakmaty's `is_insufficient_material` rule exactly
//!   (both sides must be unable to mate; a lone knight can still be helped to mate by an
//!   opponent's minor piece or pawn or rook, same-coloured bishops by an opponent's knight or
//!   pawn). Neither detects other dead positions, such as locked pawn chains.
//! - Repetition and the fifty-move rule need history, which shakmaty's `Chess` does not keep;
//!   they are tested in tests/rules/notation.rs and the `game` unit tests instead.

use poda::rng::{Random, XorShift64Star};
use poda::rules::{Game, Position};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};
use std::collections::BTreeMap;

#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    moves: usize,
    checks: usize,
    checkmates: usize,
    stalemates: usize,
    insufficient: usize,
    en_passant: usize,
    castles: usize,
    promotions: usize,
    disambiguated: usize,
}

/// Compares one position and returns the legal moves (for the caller to pick from).
fn compare(pos: &Position, chess: &Chess, seen: &mut Seen) {
    let fen = pos.fen();
    let theirs_fen = Fen::from_position(chess.clone(), EnPassantMode::PseudoLegal).to_string();
    assert_eq!(fen, theirs_fen, "FEN");

    let legal = pos.legal_moves();
    let ours: BTreeMap<String, String> = legal.iter().map(|&m| (m.to_string(), pos.san_in(m, &legal))).collect();
    let theirs: BTreeMap<String, String> = chess
        .legal_moves()
        .iter()
        .map(|m| (m.to_uci(CastlingMode::Standard).to_string(), SanPlus::from_move(chess.clone(), m).to_string()))
        .collect();
    if ours != theirs {
        let only_ours: Vec<_> = ours.iter().filter(|(k, v)| theirs.get(*k) != Some(v)).collect();
        let only_theirs: Vec<_> = theirs.iter().filter(|(k, v)| ours.get(*k) != Some(v)).collect();
        panic!("{fen}: moves or SAN differ\n  Poda only: {only_ours:?}\n  shakmaty only: {only_theirs:?}");
    }
    for (uci, san) in &ours {
        // Poda reads back the SAN both sides agree on.
        let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{fen}: {san}: {e}"));
        assert_eq!(&m.to_string(), uci, "{fen}: {san}");
        seen.castles += san.starts_with('O') as usize;
        seen.promotions += san.contains('=') as usize;
        let body = san.trim_end_matches(['+', '#']).replace('x', "");
        seen.disambiguated += (body.len() > 3 && body.starts_with(|c: char| c.is_ascii_uppercase())) as usize;
    }
    seen.en_passant += legal.iter().filter(|m| m.kind() == poda::rules::MoveKind::EnPassant).count();

    assert_eq!(pos.is_check(), chess.is_check(), "{fen}: check");
    assert_eq!(pos.is_checkmate(), chess.is_checkmate(), "{fen}: checkmate");
    assert_eq!(pos.is_stalemate(), chess.is_stalemate(), "{fen}: stalemate");
    assert_eq!(pos.is_insufficient_material(), chess.is_insufficient_material(), "{fen}: insufficient material");
    for color in [poda::rules::Color::White, poda::rules::Color::Black] {
        let c = if color == poda::rules::Color::White { shakmaty::Color::White } else { shakmaty::Color::Black };
        assert_eq!(pos.has_insufficient_material(color), chess.has_insufficient_material(c), "{fen}: {color}");
    }
    seen.positions += 1;
    seen.moves += legal.len();
    seen.checks += pos.is_check() as usize;
    seen.checkmates += pos.is_checkmate() as usize;
    seen.stalemates += pos.is_stalemate() as usize;
    seen.insufficient += pos.is_insufficient_material() as usize;
}

/// Plays random games, comparing every position, until `target` positions have been compared.
/// A third of the games pick uniformly, a third prefer captures and promotions (to reach
/// endings with little material), a third prefer checks (to reach mates).
fn run(seed: u64, target: usize) -> Seen {
    let mut rng = XorShift64Star::new(seed);
    let mut seen = Seen::default();
    let mut game_number = 0u64;
    while seen.positions < target {
        game_number += 1;
        let style = game_number % 3;
        let mut game = Game::default();
        let mut chess = Chess::default();
        loop {
            let pos = *game.position();
            compare(&pos, &chess, &mut seen);
            if game.status().is_over() || game.moves().len() >= 400 {
                break;
            }
            let legal = pos.legal_moves();
            let preferred: Vec<_> = match style {
                0 => Vec::new(),
                1 => legal.iter().copied().filter(|&m| pos.is_capture(m) || m.promotion_role().is_some()).collect(),
                _ => legal
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let mut after = pos;
                        after.play_unchecked(m);
                        after.is_check()
                    })
                    .collect(),
            };
            let m = if !preferred.is_empty() && rng.below(3) > 0 {
                preferred[rng.below(preferred.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            let uci = m.to_string();
            let theirs = UciMove::from_ascii(uci.as_bytes())
                .ok()
                .and_then(|u| u.to_move(&chess).ok())
                .unwrap_or_else(|| panic!("{}: shakmaty rejects {uci}", pos.fen()));
            chess.play_unchecked(&theirs);
            game.play(m).expect("a legal move");
        }
    }
    seen
}

/// 400,000 positions by default (about 10 s in release); set `PODA_DIFF_POSITIONS` for more.
#[test]
fn agrees_with_shakmaty_on_random_games() {
    let target = std::env::var("PODA_DIFF_POSITIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(400_000);
    let start = std::time::Instant::now();
    let seen = run(0xD1FF_5EED, target);
    eprintln!("{seen:#?}\nin {:.1?}", start.elapsed());
    assert!(seen.positions >= 100_000);
    // The random games must reach the cases worth comparing.
    assert!(seen.checkmates >= 100, "{seen:?}");
    assert!(seen.stalemates >= 20, "{seen:?}");
    assert!(seen.insufficient >= 200, "{seen:?}");
    assert!(seen.en_passant >= 150, "{seen:?}");
    assert!(seen.castles >= 1000, "{seen:?}");
    assert!(seen.promotions >= 1000, "{seen:?}");
    assert!(seen.disambiguated >= 1000, "{seen:?}");
}

/// Positions from the FEN fixture, read by both libraries.
#[test]
fn agrees_with_shakmaty_on_fixture_fens() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/fens.txt")).expect("fixture");
    let mut seen = Seen::default();
    for fen in text.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let chess: Chess = fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("shakmaty rejects {fen}"));
        compare(&pos, &chess, &mut seen);
    }
    assert!(seen.positions >= 200);
}

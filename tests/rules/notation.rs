//! Notation round trips and error fixtures: FEN → position → FEN, move → SAN → move, PGN →
//! game → PGN, and for every invalid fixture the specific error variant it must produce.
//!
//! Fixtures live in tests/fixtures/. `fens.txt` was generated from seeded random games by
//! `cargo test --release --test rules -- --ignored notation::regenerate_fen_fixture`.

use crate::support::random_game;
use poda::rng::{Random, XorShift64Star};
use poda::rules::pgn::{read_pgn, write_pgn};
use poda::rules::{Game, Position, Status};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn fixture_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

fn fixture(name: &str) -> String {
    let path = fixture_path(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// Non-empty lines that are not `#` comments.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// The name of an enum value's variant, from its `Debug` form (`BadRow { .. }` → `BadRow`).
fn variant<T: std::fmt::Debug>(value: &T) -> String {
    format!("{value:?}").split([' ', '(', '{']).next().unwrap_or_default().to_string()
}

/// `a | b | c` fields.
fn fields(line: &str) -> Vec<&str> {
    line.split('|').map(str::trim).collect()
}

// ---- FEN --------------------------------------------------------------------------------

#[test]
fn fen_round_trip() {
    let text = fixture("fens.txt");
    let fens: Vec<&str> = lines(&text).collect();
    let distinct: BTreeSet<&str> = fens.iter().copied().collect();
    assert!(distinct.len() >= 200, "only {} distinct FENs", distinct.len());
    for fen in fens {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.fen(), fen);
        assert_eq!(pos.hash(), pos.compute_hash(), "{fen}");
    }
}

#[test]
fn fen_normalisation() {
    // input | what Poda writes back
    for line in lines(&fixture("fens-normalised.txt")) {
        let f = fields(line);
        let pos = Position::from_fen(f[0]).unwrap_or_else(|e| panic!("{}: {e}", f[0]));
        assert_eq!(pos.fen(), f[1], "from {}", f[0]);
    }
}

#[test]
fn invalid_fens() {
    const VARIANTS: [&str; 16] = [
        "Empty",
        "WrongFieldCount",
        "WrongRowCount",
        "BadRow",
        "UnknownPiece",
        "WrongKingCount",
        "TooManyPieces",
        "PawnOnBackRank",
        "BadSideToMove",
        "OpponentInCheck",
        "BadCastling",
        "CastlingWithoutPieces",
        "BadEnPassant",
        "ImpossibleEnPassant",
        "BadHalfmoveClock",
        "BadFullmoveNumber",
    ];
    let mut seen = BTreeSet::new();
    // Variant | FEN (the FEN may be empty)
    for line in fixture("invalid-fens.txt").lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let (expected, fen) = line.split_once('|').unwrap_or((line, ""));
        let expected = expected.trim();
        match Position::from_fen(fen.trim()) {
            Ok(pos) => panic!("{fen:?} was accepted as {}", pos.fen()),
            Err(e) => {
                assert_eq!(variant(&e), expected, "{fen:?}: {e}");
                assert!(!e.to_string().is_empty());
            }
        }
        seen.insert(expected.to_string());
    }
    for v in VARIANTS {
        assert!(seen.contains(v), "no invalid FEN fixture for FenError::{v}");
    }
}

/// Writes tests/fixtures/fens.txt: positions sampled from seeded random games.
#[test]
#[ignore]
fn regenerate_fen_fixture() {
    let mut rng = XorShift64Star::new(0x5eed_f3e5);
    let mut seen = BTreeSet::new();
    let mut out = String::from(
        "# Positions from seeded random games, as Poda writes them (regenerate with\n\
         # `cargo test --release --test rules -- --ignored notation::regenerate_fen_fixture`).\n",
    );
    while seen.len() < 300 {
        let game = random_game(&mut rng, Position::startpos(), 250);
        let positions = game.positions();
        for _ in 0..4 {
            let fen = positions[rng.below(positions.len())].fen();
            if seen.insert(fen.clone()) {
                out.push_str(&fen);
                out.push('\n');
            }
        }
        // Keep every position with an en-passant square: they are rare.
        for p in positions {
            if p.ep_square().is_some() && seen.insert(p.fen()) {
                out.push_str(&p.fen());
                out.push('\n');
            }
        }
    }
    std::fs::write(fixture_path("fens.txt"), out).expect("writing fens.txt");
}

// ---- SAN --------------------------------------------------------------------------------

/// Positions to try every legal move in: the FEN fixture and the positions of a few random
/// games.
fn san_positions() -> Vec<Position> {
    let text = fixture("fens.txt");
    let mut positions: Vec<Position> = lines(&text).filter_map(|f| Position::from_fen(f).ok()).collect();
    let mut rng = XorShift64Star::new(7);
    for _ in 0..40 {
        positions.extend_from_slice(random_game(&mut rng, Position::startpos(), 300).positions());
    }
    positions
}

#[test]
fn san_round_trip_every_legal_move() {
    let mut checked = 0;
    for pos in san_positions() {
        let legal = pos.legal_moves();
        for &m in legal.iter() {
            let san = pos.san(m);
            assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {}", pos.fen());
            // The same move without its check sign, with a made-up one, and long form.
            let bare = san.trim_end_matches(['+', '#']);
            assert_eq!(pos.parse_san(bare), Ok(m), "{bare} in {}", pos.fen());
            assert_eq!(pos.parse_san(&format!("{bare}+!?")), Ok(m), "{bare}+!? in {}", pos.fen());
            if !bare.starts_with('O') {
                let role = pos.moved_role(m);
                let letter =
                    if role == poda::rules::Role::Pawn { String::new() } else { role.upper_char().to_string() };
                let promo = m.promotion_role().map(|r| format!("={}", r.upper_char())).unwrap_or_default();
                let long = format!("{letter}{}-{}{promo}", m.from(), m.to());
                assert_eq!(pos.parse_san(&long), Ok(m), "{long} in {}", pos.fen());
            } else {
                assert_eq!(pos.parse_san(&bare.replace('O', "0")), Ok(m));
            }
            checked += 1;
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn san_fixtures() {
    // FEN | SAN | expected UCI move or SanError variant
    for line in lines(&fixture("san.txt")) {
        let f = fields(line);
        let pos = Position::from_fen(f[0]).unwrap_or_else(|e| panic!("{}: {e}", f[0]));
        match pos.parse_san(f[1]) {
            Ok(m) => assert_eq!(m.to_string(), f[2], "{line}"),
            Err(e) => assert_eq!(variant(&e), f[2], "{line}: {e}"),
        }
    }
}

// ---- PGN --------------------------------------------------------------------------------

fn pgn_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixture_path(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
}

/// Files in export form: reading and writing gives the same bytes, and the status of each
/// finished game agrees with its result.
#[test]
fn pgn_round_trip() {
    let files = pgn_files("pgn");
    assert!(!files.is_empty());
    let mut games_read = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).expect("fixture");
        let games = read_pgn(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(write_pgn(&games), text, "{}", path.display());
        for g in &games {
            let status = g.game.status();
            if status.is_over() {
                assert_eq!(status.result(), g.result, "{}: {:?}", path.display(), g.tags);
            }
            if let Some(expected) = g.tag("PodaStatus") {
                assert_eq!(format!("{status:?}"), expected, "{}: {:?}", path.display(), g.tags);
            }
            // The game replays from its SAN.
            let mut replay = Game::new(*g.game.start());
            for san in g.game.san_moves() {
                replay.play_san(&san).expect("own SAN");
            }
            assert_eq!(&replay, &g.game);
            games_read += 1;
        }
    }
    assert!(games_read >= 8, "{games_read}");
}

/// `lenient.pgn` uses every variant the reader accepts; written out it must equal
/// `lenient.expected.pgn`.
#[test]
fn pgn_lenient_input() {
    let games = read_pgn(&fixture("lenient.pgn")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(write_pgn(&games), fixture("lenient.expected.pgn"));
}

#[test]
fn invalid_pgns() {
    let mut seen = BTreeSet::new();
    for path in pgn_files("pgn-invalid") {
        let text = std::fs::read_to_string(&path).expect("fixture");
        // The first line says what to expect: `% expect: Variant` (a PGN escape line).
        let expected = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("% expect:"))
            .map(str::trim)
            .unwrap_or_else(|| panic!("{}: no '% expect:' line", path.display()));
        match read_pgn(&text) {
            Ok(games) => panic!("{} was accepted ({} games)", path.display(), games.len()),
            Err(e) => {
                assert_eq!(variant(&e), expected, "{}: {e}", path.display());
                let message = e.to_string();
                assert!(message.contains("game ") && message.contains("line "), "{message}");
            }
        }
        seen.insert(expected.to_string());
    }
    for v in [
        "BadTag",
        "BadFen",
        "BadMove",
        "BadNag",
        "UnclosedComment",
        "UnclosedVariation",
        "UnmatchedParenthesis",
        "VariationWithoutMove",
        "VariationsTooDeep",
    ] {
        assert!(seen.contains(v), "no invalid PGN fixture for PgnError::{v}");
    }
}

/// Variations are kept as a tree, each move with its own annotation.
#[test]
fn pgn_variation_tree() {
    let games = read_pgn(&fixture("pgn/variations.pgn")).unwrap_or_else(|e| panic!("{e}"));
    let e5 = &games[0].annotations[1];
    assert_eq!(e5.variations.len(), 3);
    let sicilian = &e5.variations[0];
    assert_eq!(sicilian.moves[0].mv.to_string(), "c7c5");
    assert_eq!(sicilian.moves[0].annotation.comment.as_deref(), Some("The Sicilian."));
    let c3 = &sicilian.moves[1].annotation.variations[0];
    assert_eq!(c3.moves[0].mv.to_string(), "c2c3");
    assert_eq!(c3.moves[1].annotation.variations[0].moves[0].mv.to_string(), "g8f6");
    assert_eq!(sicilian.moves[2].annotation.nags, vec![5]);
    assert_eq!(e5.variations[1].moves[0].annotation.nags, vec![6]);
    assert_eq!(e5.variations[2].comment.as_deref(), Some("Anything else."));
    assert!(e5.variations[2].moves.is_empty());
}

/// A bad game does not stop [`games`] from reading the ones after it.
#[test]
fn pgn_reading_recovers_after_a_bad_game() {
    let text = "1. e4 e5 *\n\n1. e5 *\n\n[White \"x\"]\n1. d4 {unclosed\n";
    let results: Vec<_> = poda::rules::pgn::games(text).collect();
    assert_eq!(results.len(), 3);
    assert!(results[0].is_ok());
    assert!(matches!(results[1], Err(poda::rules::PgnError::BadMove { .. })));
    assert!(matches!(results[2], Err(poda::rules::PgnError::UnclosedComment { .. })));
    assert!(poda::rules::PgnGame::from_pgn("").is_ok_and(|g| g.game.moves().is_empty()));
}

#[test]
fn pgn_error_names_game_and_players() {
    let text = fixture("pgn-invalid/bad_move.pgn");
    let e = read_pgn(&text).unwrap_err();
    let message = e.to_string();
    assert!(message.starts_with("game 2 (Morphy - Duke of Brunswick and Count Isouard), line "), "{message}");
    assert!(message.contains("9... b4"), "{message}");
}

/// Random games written as PGN read back to the same games, and their status survives.
#[test]
fn random_games_through_pgn() {
    let mut rng = XorShift64Star::new(99);
    let mut games = Vec::new();
    for _ in 0..50 {
        let game = random_game(&mut rng, Position::startpos(), 400);
        let mut g = poda::rules::PgnGame::new(game);
        g.set_tag("Event", "Random");
        games.push(g);
    }
    let text = write_pgn(&games);
    assert!(text.lines().all(|l| l.chars().count() <= 80));
    let again = read_pgn(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.len(), games.len());
    for (a, b) in again.iter().zip(&games) {
        assert_eq!(a.game, b.game);
        assert_eq!(a.result, b.result);
        assert_ne!(b.game.status(), Status::Ongoing, "random games are played to the end");
    }
}

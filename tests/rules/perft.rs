//! Perft is the contract for the rules: node counts from public EPD suites (read from
//! ../shared/data at test time), split so that the default run takes minutes in release and the
//! deepest counts run with `--ignored`.

use crate::support::read_epd;
use poda::rules::perft::perft;
use poda::rules::Position;
use poda::train::shared_data;

/// Checks every count of every position whose node count lies in `min..=max`.
fn check(path: &str, min: u64, max: u64) -> usize {
    let mut checked = 0;
    for (fen, counts) in read_epd(path) {
        let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, expected) in counts {
            if expected < min || expected > max {
                continue;
            }
            assert_eq!(perft(&pos, depth), expected, "perft({depth}) of {fen}");
            checked += 1;
        }
    }
    assert!(checked > 0, "no perft counts in range in {path}");
    checked
}

#[test]
fn standard_epd_shallow() {
    let n = check("perft/standard.epd", 0, 2_000_000);
    assert!(n >= 128 * 4, "only {n} counts checked");
}

/// Every deeper count of the file (the largest is under 10⁹ nodes).
#[test]
fn standard_epd_deep() {
    check("perft/standard.epd", 2_000_001, u64::MAX);
}

#[test]
fn cpw_positions() {
    check("perft/cpw_perft.epd", 0, 1_000_000_000);
}

#[test]
#[ignore = "deep: 3 to 8 billion nodes per count"]
fn cpw_positions_deep() {
    check("perft/cpw_perft.epd", 1_000_000_001, u64::MAX);
}

/// The chessprogramming.org positions in python-chess's tricky.perft whose castling is standard.
#[test]
fn tricky_standard_positions() {
    let text = std::fs::read_to_string(shared_data("perft/tricky.perft")).unwrap();
    let mut fen: Option<Position> = None;
    let mut checked = 0;
    for line in text.lines() {
        if let Some(epd) = line.strip_prefix("epd ") {
            // Chess960 (X-FEN) positions fail our standard-castling validation: skip those.
            fen = Position::from_fen(epd).ok();
        } else if let (Some(rest), Some(pos)) = (line.strip_prefix("perft "), fen.as_ref()) {
            let (d, n) = rest.split_once(' ').unwrap();
            let (d, n): (u32, u64) = (d.parse().unwrap(), n.parse().unwrap());
            if n <= 5_000_000 {
                assert_eq!(perft(pos, d), n, "perft({d}) of {}", pos.fen());
                checked += 1;
            }
        }
    }
    assert!(checked > 10);
}

/// Every legal move of every position in the first two plies of each standard position's tree:
/// `gives_check` says what playing the move and asking `is_check` says.
#[test]
fn gives_check_agrees_with_playing_the_move() {
    fn walk(pos: &Position, depth: u32, checks: &mut usize) -> usize {
        let mut moves = poda::rules::MoveList::new();
        pos.generate(poda::rules::GenKind::All, &mut moves);
        let mut seen = 0;
        for &m in moves.iter() {
            let mut child = *pos;
            child.play_unchecked(m);
            assert_eq!(pos.gives_check(m), child.is_check(), "{} in {}", m, pos.fen());
            *checks += child.is_check() as usize;
            seen += 1;
            if depth > 1 {
                seen += walk(&child, depth - 1, checks);
            }
        }
        seen
    }
    let (mut moves, mut checks) = (0, 0);
    for (fen, _) in read_epd("perft/standard.epd") {
        let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        moves += walk(&pos, 3, &mut checks);
    }
    assert!(moves > 500_000 && checks > 30_000, "{moves} moves, {checks} checks");
}

//! Positions the move-parsing targets pick from with the input's first byte: the start, a
//! middle game, castling both ways, en passant, promotions with and without capture, a pinned
//! piece, several same-role pieces that need disambiguation, and checkmate/stalemate.

use poda::rules::Position;

pub const FENS: [&str; 10] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "4k3/4r3/8/8/8/8/2N1N3/4K3 w - - 0 1",
    "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// The position chosen by the first byte and the rest of the input as text, or `None` when
/// the rest is not UTF-8.
pub fn split(data: &[u8]) -> Option<(Position, &str)> {
    let (&first, rest) = data.split_first()?;
    let pos = Position::from_fen(FENS[first as usize % FENS.len()]).expect("a valid built-in FEN");
    Some((pos, std::str::from_utf8(rest).ok()?))
}

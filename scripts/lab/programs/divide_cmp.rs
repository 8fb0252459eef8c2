//! Perft divide against shakmaty: `cargo run --release --example divide_cmp -- <FEN> <depth>` walks
//! down the first move whose count differs and prints where Poda and shakmaty disagree.
use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess, Position as _};
fn sperft(p: &Chess, d: u32) -> u64 {
    shakmaty::perft(p, d)
}
fn main() {
    let fen = std::env::args().nth(1).unwrap();
    let d: u32 = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut pos = poda::rules::Position::from_fen(&fen).unwrap();
    let mut sp: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
    let mut depth = d;
    loop {
        let mut found = false;
        let smoves = sp.legal_moves();
        let ours = pos.legal_moves();
        if smoves.len() != ours.len() {
            println!("move count differs at {}: ours {} theirs {}", pos.fen(), ours.len(), smoves.len());
            let mut a: Vec<String> = ours.iter().map(|m| m.to_string()).collect();
            a.sort();
            let mut b: Vec<String> = smoves.iter().map(|m| UciMove::from_standard(m).to_string()).collect();
            b.sort();
            println!("ours {:?}\ntheirs {:?}", a, b);
            return;
        }
        for m in ours.iter() {
            let mut c = pos;
            c.play_unchecked(*m);
            let u: UciMove = m.to_string().parse().unwrap();
            let sm = u.to_move(&sp).unwrap();
            let mut sc = sp.clone();
            sc.play_unchecked(&sm);
            let a = poda::rules::perft::perft(&c, depth - 1);
            let b = sperft(&sc, depth - 1);
            if a != b {
                println!("{m}: {a} vs {b}");
                pos = c;
                sp = sc;
                depth -= 1;
                found = true;
                break;
            }
        }
        if !found || depth == 0 {
            println!("no diff found");
            return;
        }
    }
}

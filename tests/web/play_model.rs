//! The play page's model around the board: the move list's numbering, the engine's score as
//! players read it, and the review of a finished game. Natively and in wasm (Node and the
//! three browsers).

use crate::support::EN;
use poda::rules::{Color, Position};
use poda::web::board::state::BoardState;
use poda::web::play::move_list::move_lines;
use poda::web::worker_messages::PlayRequest;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[test]
fn move_list_numbering() {
    let sans: Vec<String> = ["e4", "e5", "Nf3"].iter().map(|s| s.to_string()).collect();
    assert_eq!(move_lines(&Position::startpos().fen(), &sans), ["1. e4 e5", "2. Nf3"]);
    let black_first = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(move_lines(black_first, &sans), ["1… e4", "2. e5 Nf3"]);
}

#[test]
fn the_engine_score_reads_from_whites_side() {
    use poda::web::analysis::eval::{line_san, speed, Eval};
    // The worker scores for the side to move; players read White's view.
    assert_eq!(Eval::from_engine(Color::White, Some(35), None), Some(Eval::Cp(35)));
    assert_eq!(Eval::from_engine(Color::Black, Some(35), None), Some(Eval::Cp(-35)));
    assert_eq!(Eval::from_engine(Color::Black, None, Some(3)), Some(Eval::Mate(-3)));
    assert_eq!(Eval::from_engine(Color::White, None, None), None);
    assert_eq!(Eval::Cp(35).text(), "+0.35");
    assert_eq!(Eval::Cp(-120).text(), "-1.20");
    assert_eq!(Eval::Cp(-5).text(), "-0.05");
    assert_eq!(Eval::Cp(0).text(), "0.00");
    assert_eq!(Eval::Mate(3).text(), "#3");
    assert_eq!(Eval::Mate(-2).text(), "#-2");
    assert_eq!(Eval::Cp(0).white_share(), 500);
    assert!(Eval::Cp(100).white_share() > 580 && Eval::Cp(100).white_share() < 600);
    assert_eq!(Eval::Cp(-100).white_share(), 1000 - Eval::Cp(100).white_share());
    assert!(Eval::Cp(5000).white_share() > 990);
    assert_eq!(Eval::Mate(1).white_share(), 1000);
    assert_eq!(Eval::Mate(-1).white_share(), 0);
    assert_eq!(speed(850_000, 1000), "850 k");
    assert_eq!(speed(2_450_000, 2000), "1.2 M");
    assert_eq!(speed(10, 0), "10 k");
    let pv: Vec<String> = ["g1f3", "b8c6", "e2e4", "e2e4"].iter().map(|s| s.to_string()).collect();
    assert_eq!(line_san(&Position::startpos(), &pv), ["Nf3", "Nc6", "e4"], "stops at the first illegal move");
}

#[test]
fn a_review_scores_each_position_and_judges_the_moves() {
    use poda::web::analysis::eval::Eval;
    use poda::web::analysis::review::{Judgement, Review};
    let game = BoardState::load("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", EN).unwrap();
    let mut review = Review::new(game.start_fen(), game.uci_moves(), game.positions().to_vec());
    assert!(review.is_of(game.start_fen(), &game.uci_moves()));
    // The final mate is scored without the worker.
    assert_eq!(review.progress(), (1, 8));
    assert_eq!(review.evals()[7], Some(Eval::Mate(1)));
    // One question at a time, in order, each for the moves up to its position.
    let mut id = 10;
    // Scores (side to move's view) and the engine's moves for positions 0–6.
    let answers =
        [(20, "e2e4"), (-25, "g1f3"), (-10, "b8c6"), (15, "f1c4"), (-30, "g7g6"), (-100, "g7g6"), (-30000, "h5f7")];
    for (index, (cp, best)) in answers.iter().enumerate() {
        let Some(PlayRequest::Go { id: asked, moves, .. }) = review.next_request(id) else { panic!("no question") };
        assert_eq!(asked, id);
        assert_eq!(moves.len(), index);
        assert!(review.is_asking());
        assert!(!review.record(id + 100, Some(0), None, None, Vec::new()), "an answer to another question is refused");
        let (cp, mate) = if *cp == -30000 { (None, Some(1)) } else { (Some(*cp), None) };
        assert!(review.record(id, cp, mate, Some(best.to_string()), vec![best.to_string()]));
        id += 1;
    }
    assert!(review.is_done());
    assert!(review.next_request(id).is_none());
    // From White's view: position 5 (Black to move) at -100 for Black is +1.00 for White.
    assert_eq!(review.evals()[5], Some(Eval::Cp(100)));
    // 3... Nf6 lets White mate: a blunder, g6 was better. The moves the engine chose are not judged.
    let mark = review.mark(6).expect("Nf6 is judged");
    assert_eq!(mark.judgement, Judgement::Blunder);
    assert_eq!(mark.better, "g6");
    assert_eq!(review.mark(1), None);
    assert_eq!(review.counts(Color::Black), (0, 0, 1));
    assert_eq!(review.counts(Color::White).2, 0);
    // The thresholds: 10, 20 and 30 points of expected score.
    assert_eq!(Judgement::of_drop(99), None);
    assert_eq!(Judgement::of_drop(100), Some(Judgement::Inaccuracy));
    assert_eq!(Judgement::of_drop(250), Some(Judgement::Mistake));
    assert_eq!(Judgement::of_drop(300), Some(Judgement::Blunder));
    let shares = review.shares();
    assert_eq!(shares[0], Some(Eval::Cp(20).white_share()));
    assert_eq!(shares[7], Some(1000));
}

//! The puzzles view's model: a puzzle made from Légal's trap asked again, each try judged by the
//! teaching worker's own search (its `handle`, as the browser's worker runs it).

use poda::rules::Position;
use poda::teach::{Algorithm, Convention};
use poda::web::analysis::review::Judgement;
use poda::web::puzzles::model::{Loss, Phase, PuzzleRun, ScoreRequest};
use poda::web::saved::{Puzzle, PuzzleBook};
use poda::web::teach::worker::handle;
use poda::web::worker_messages::{Subject, TeachAnswer, TeachRequest};

/// Légal's trap after 5.Nxe5: Black to move; 5…Bxd1?? was played, 5…dxe5 keeps the most.
const LEGAL: &str = "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5";

fn book() -> PuzzleBook {
    PuzzleBook {
        puzzles: vec![Puzzle {
            fen: LEGAL.to_string(),
            played: "g4d1".to_string(),
            best: "d6e5".to_string(),
            best_cp: -150,
            judgement: Judgement::Blunder,
            solved: 0,
            failed: 0,
        }],
    }
}

/// Answers `requests` as the teaching worker does, feeding each answer to `run`.
fn answer(run: &mut PuzzleRun, requests: Vec<ScoreRequest>) {
    for r in requests {
        let mut answers = Vec::new();
        let request = TeachRequest::Teach {
            id: r.id,
            subject: Subject::Chess { fen: r.fen.clone() },
            depth: r.depth,
            algorithm: Algorithm::Poda,
            crash_cut: false,
            record: 0,
            convention: Convention::COURSE,
        };
        handle(request, &mut |a| answers.push(a));
        match answers.pop() {
            Some(TeachAnswer::TeachTree { id, value, pv_codes, .. }) => {
                run.on_score(id, value, &pv_codes);
            }
            other => panic!("the worker answered {other:?}"),
        }
    }
}

fn after(fen: &str, uci: &str) -> String {
    let mut pos = Position::from_fen(fen).unwrap();
    pos.play_uci(uci).unwrap();
    pos.fen()
}

#[test]
fn the_puzzles_move_solves_at_once_and_is_counted_in_the_book() {
    let (mut run, requests) = PuzzleRun::new(book());
    assert_eq!(run.puzzle().unwrap().fen, LEGAL);
    assert_eq!(run.side(), Some(poda::rules::Color::Black));
    assert_eq!(requests.len(), 1, "the puzzle's own score is asked at once");
    answer(&mut run, requests);
    assert!(run.try_move("d6e5", &after(LEGAL, "d6e5")).is_empty());
    assert_eq!(run.phase, Phase::Solved { tried: "d6e5".into(), best: true });
    assert_eq!((run.counts.solved, run.counts.failed), (1, 0));
    assert_eq!(run.book.puzzles[0].solved, 1);
    // Another move on a solved puzzle is not a try.
    assert!(run.try_move("a7a6", &after(LEGAL, "a7a6")).is_empty());
}

#[test]
fn the_games_move_fails_and_is_answered_by_the_refutation() {
    let (mut run, requests) = PuzzleRun::new(book());
    answer(&mut run, requests);
    let requests = run.try_move("g4d1", &after(LEGAL, "g4d1"));
    assert!(matches!(run.phase, Phase::Failed { loss: Loss::GameMove, reply: None, .. }));
    assert_eq!(run.counts.failed, 1);
    answer(&mut run, requests);
    // 6.Bxf7+ is the answer that wins: Ke7 7.Nd5#.
    assert_eq!(run.phase, Phase::Failed { tried: "g4d1".into(), loss: Loss::GameMove, reply: Some("c4f7".into()) });
    assert_eq!(run.book.puzzles[0].failed, 1);

    // A retry shows it again, counted as a retry; the right move then solves it, but the
    // showing already counted as failed is not counted twice.
    assert!(run.retry());
    assert_eq!(run.phase, Phase::Solving);
    assert_eq!(run.counts.retried, 1);
    run.try_move("d6e5", &after(LEGAL, "d6e5"));
    assert!(matches!(run.phase, Phase::Solved { best: true, .. }));
    assert_eq!((run.counts.solved, run.counts.failed), (1, 1));
}

#[test]
fn another_move_is_scored_by_the_same_search_and_a_losing_one_refuted() {
    let (mut run, root) = PuzzleRun::new(book());
    // The tried move's score may come before the puzzle's own: the verdict waits for both.
    let requests = run.try_move("b8d7", &after(LEGAL, "b8d7"));
    assert!(run.is_checking());
    answer(&mut run, requests);
    assert!(run.is_checking(), "no verdict without the puzzle's own score");
    answer(&mut run, root);
    // 5…Nd7 walks into the mate: 6.Bxf7+ Ke7 7.Nd5#.
    assert_eq!(run.phase, Phase::Failed { tried: "b8d7".into(), loss: Loss::GetsMated, reply: Some("c4f7".into()) });
    assert_eq!(run.counts.failed, 1);

    // 5…Be6 saves the bishop and keeps the pawn deficit of 5…dxe5: as good, so it solves.
    assert!(run.retry());
    let requests = run.try_move("g4e6", &after(LEGAL, "g4e6"));
    assert!(run.is_checking());
    answer(&mut run, requests);
    assert_eq!(run.phase, Phase::Solved { tried: "g4e6".into(), best: false });
    assert_eq!((run.counts.solved, run.counts.failed, run.counts.retried), (1, 1, 1));
}

#[test]
fn an_empty_book_shows_nothing_and_answers_of_another_showing_are_dropped() {
    let (mut run, requests) = PuzzleRun::new(PuzzleBook::default());
    assert!(requests.is_empty() && run.puzzle().is_none());
    assert!(run.try_move("e2e4", "").is_empty());
    assert!(!run.retry());

    let (mut run, first) = PuzzleRun::new(book());
    let again = run.open(0);
    // The first showing's answer comes late: dropped.
    assert!(!run.on_score(first[0].id, 0, &[]));
    assert!(run.on_score(again[0].id, 0, &[]));
}

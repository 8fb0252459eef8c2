//! The review against known traps (tests/fixtures/review/traps.pgn): every move marked `??`
//! there is called a blunder, every `?` or `?!` is marked at least as an inaccuracy, and the
//! better move and its line are given. The engine scores each position as the page's worker
//! does: full strength, no book, [`NODES_PER_POSITION`] nodes, one engine for the whole game.

use std::sync::atomic::AtomicBool;

use poda::engine::{Engine, Info, Limits, Score};
use poda::rules::pgn::read_pgn;
use poda::rules::Color;
use poda::web::analysis::review::{Judgement, Review, NODES_PER_POSITION};

struct NoTime;
impl poda::engine::TimeSource for NoTime {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

fn reviewed(game: &poda::rules::pgn::PgnGame) -> Review {
    let positions = game.game.positions().to_vec();
    let moves: Vec<String> = game.game.moves().iter().map(|m| m.to_string()).collect();
    let mut review = Review::new(&positions[0].fen(), moves, positions.clone());
    review.set_net(true);
    let mut engine = Engine::new(16);
    engine.use_book = false;
    let mut id = 0;
    while let Some(request) = review.next_request(id) {
        let index = review.asked(id).expect("asked");
        let pos = positions[index];
        let history: Vec<u64> = positions[..index].iter().map(|p| p.hash()).collect();
        let limits = Limits { nodes: Some(NODES_PER_POSITION), ..Limits::default() };
        let mut last: Option<(Option<i32>, Option<i32>, Vec<String>)> = None;
        let mut report = |info: &Info| {
            let (cp, mate) = match info.score {
                Score::Cp(cp) => (Some(cp), None),
                Score::Mate(n) => (None, Some(n)),
            };
            last = Some((cp, mate, info.pv.iter().map(|m| m.to_string()).collect()));
        };
        let result = engine.go(&pos, &history, &limits, &mut report, &NoTime, &AtomicBool::new(false));
        let (cp, mate, pv) = last.unwrap_or_default();
        drop(request);
        assert!(review.record(id, cp, mate, Some(result.best_move.to_string()), pv));
        id += 1;
    }
    review
}

#[test]
fn known_traps_are_judged_as_a_coach_would() {
    let text = std::fs::read_to_string("tests/fixtures/review/traps.pgn").expect("fixture");
    let games = read_pgn(&text).expect("the fixture reads");
    assert_eq!(games.len(), 6);
    let mut problems = Vec::new();
    for game in &games {
        let name = game.tag("Event").unwrap_or("?").to_string();
        let review = reviewed(game);
        assert!(review.is_done());
        // The side that fell into the trap played less accurately.
        let (white, black) = (review.accuracy(Color::White), review.accuracy(Color::Black));
        let (winner, loser) = if game.result == "1-0" { (white, black) } else { (black, white) };
        assert!(winner.zip(loser).is_some_and(|(w, l)| w > l && w <= 100), "{name}: accuracy {white:?} {black:?}");
        for (i, annotation) in game.annotations.iter().enumerate() {
            let ply = i + 1;
            let flaw = review.mark(ply);
            let san = game.game.positions()[i].san(game.game.moves()[i]);
            let wanted = if annotation.nags.contains(&4) {
                Some(Judgement::Blunder)
            } else if annotation.nags.contains(&2) || annotation.nags.contains(&6) {
                Some(Judgement::Inaccuracy)
            } else {
                None
            };
            match (wanted, &flaw) {
                (Some(Judgement::Blunder), Some(f)) if f.judgement == Judgement::Blunder => {}
                (Some(Judgement::Inaccuracy), Some(_)) => {}
                // A move a coach would not question is never called a blunder.
                (None, None) => {}
                (None, Some(f)) if f.judgement != Judgement::Blunder => {}
                _ => problems.push(format!("{name}: ply {ply} {san}: wanted {wanted:?}, got {flaw:?}")),
            }
            if let Some(f) = &flaw {
                assert!(!f.better.is_empty() && !f.line.is_empty(), "{name} {san}: a better move and its line");
                assert_eq!(f.line[0], f.better, "{name} {san}: the line starts with the better move");
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_players_blunder_in_legals_trap_becomes_a_puzzle_kept_across_games() {
    use poda::web::saved::{PuzzleBook, SavedError, Try};
    let text = std::fs::read_to_string("tests/fixtures/review/traps.pgn").expect("fixture");
    let games = read_pgn(&text).expect("the fixture reads");
    let legal = games.iter().find(|g| g.tag("Event") == Some("Légal's mate")).expect("Légal's trap");
    let review = reviewed(legal);
    // Black fell into the trap: 5…Bxd1?? is Black's blunder, and a puzzle from the position before it.
    let mistakes = review.mistakes(Color::Black);
    let blunder = mistakes.iter().find(|m| m.played == "g4d1").expect("5…Bxd1 is a mistake of Black's");
    assert_eq!(blunder.judgement, Judgement::Blunder);
    assert_eq!(blunder.fen, legal.game.positions()[9].fen());
    assert!(review.mistakes(Color::White).iter().all(|m| m.played != "g4d1"));

    let mut book = PuzzleBook::default();
    assert_eq!(book.add(&mistakes), mistakes.len());
    assert_eq!(book.add(&mistakes), 0, "the same positions are not kept twice");
    let puzzle = book.puzzles.iter().find(|p| p.played == "g4d1").unwrap().clone();
    assert_eq!(puzzle.try_move("g4d1"), Try::Played);
    assert_eq!(puzzle.try_move(&puzzle.best), Try::Best);
    assert_ne!(puzzle.best, "g4d1");
    assert_eq!(puzzle.try_move("a7a6"), Try::Other);
    assert!(puzzle.accepts(puzzle.best_cp) && puzzle.accepts(puzzle.best_cp - 40));
    assert!(!puzzle.accepts(puzzle.best_cp - 300));

    // Solved once: the next one asked is one not solved yet; the counts follow.
    book.record(&puzzle.fen, false);
    book.record(&puzzle.fen, true);
    assert_eq!(book.counts().1, 1);
    if book.puzzles.len() > 1 {
        assert_ne!(book.next(None).unwrap().fen, puzzle.fen);
    }

    // Kept as JSON; a corrupt or other version's save is refused, never half read.
    let json = book.to_json();
    assert_eq!(PuzzleBook::from_json(&json), Ok(book.clone()));
    assert_eq!(PuzzleBook::from_json("{nope"), Err(SavedError::NotJson));
    assert!(matches!(PuzzleBook::from_json(&json.replace("\"v\":1", "\"v\":9")), Err(SavedError::OtherVersion { .. })));
    assert_eq!(
        PuzzleBook::from_json(&json.replace("\"bestCp\":", "\"bestCP\":")),
        Err(SavedError::BadField { field: "puzzles" })
    );
}

#[test]
fn the_puzzle_book_keeps_the_newest_hundred() {
    use poda::web::analysis::review::Mistake;
    use poda::web::saved::{PuzzleBook, MAX_PUZZLES};
    let mistake = |i: usize| Mistake {
        fen: format!("8/8/8/8/8/8/8/K1k5 w - - 0 {}", i + 1),
        played: "a1a2".to_string(),
        best: "a1b1".to_string(),
        best_cp: 0,
        judgement: Judgement::Mistake,
    };
    let mut book = PuzzleBook::default();
    for i in 0..MAX_PUZZLES + 20 {
        book.add(&[mistake(i)]);
    }
    assert_eq!(book.puzzles.len(), MAX_PUZZLES);
    assert_eq!(book.puzzles[0].fen, mistake(MAX_PUZZLES + 19).fen, "newest first");
    assert!(book.puzzles.iter().all(|p| p.fen != mistake(0).fen), "the oldest went");
    assert_eq!(book.next(None).unwrap().fen, book.puzzles[0].fen);
    assert_eq!(book.next(Some(&book.puzzles[0].fen)).unwrap().fen, book.puzzles[1].fen);
}

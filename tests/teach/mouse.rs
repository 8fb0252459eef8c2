//! The mouse and the cats: the moves of both sides (edges, blocked squares, cats only going
//! forward), the ends of the game, the evaluation's range and meaning, the board's text, and
//! alpha-beta agreeing with minimax on the game while evaluating fewer leaves.

use poda::teach::mouse::{square_name, MouseBoard, MouseBoardError, MouseSide, CATS_WIN, MOUSE_START, MOUSE_WINS};
use poda::teach::{search, Algorithm, Convention, SearchOptions, TeachGame};

fn board(text: &str) -> MouseBoard {
    MouseBoard::parse(text).unwrap_or_else(|err| panic!("{text:?}: {err}"))
}

/// A board from its pieces' squares, `turn` `m` or `c`.
fn place(mouse: &str, cats: &[&str], turn: char) -> MouseBoard {
    let mut rows = [['-'; 8]; 8];
    let mut put = |name: &str, c: char| {
        let b = name.as_bytes();
        rows[usize::from(b'8' - b[1])][usize::from(b[0] - b'a')] = c;
    };
    put(mouse, 'm');
    for cat in cats {
        put(cat, 'c');
    }
    let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    board(&format!("{} {turn}", text.join("/")))
}

/// The moves as `e1d2` codes, sorted.
fn codes(b: &MouseBoard) -> Vec<String> {
    let mut out: Vec<String> = b.moves().into_iter().map(|m| b.code(m)).collect();
    out.sort();
    out
}

fn search_with(b: &MouseBoard, algorithm: Algorithm, depth: u32) -> poda::teach::SearchRecord {
    search(b, &SearchOptions { depth, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE })
}

#[test]
fn the_start_and_its_text() {
    let start = MouseBoard::start();
    assert_eq!(start.text(), "-c-c-c-c/--------/--------/--------/--------/--------/--------/----m--- m");
    assert_eq!(board("-c-c-c-c/8/8/8/8/8/8/----m--- m"), start);
    assert_eq!(board("1c1c1c1c/8/8/8/8/8/8/4m3"), start, "digits, and the mouse to move by default");
    assert_eq!(square_name(MOUSE_START), "e1");
    assert_eq!(start.turn(), MouseSide::Mouse);
    assert_eq!(start.cats().iter().map(|&s| square_name(s)).collect::<Vec<_>>(), ["b8", "d8", "f8", "h8"]);
    assert!(!start.is_over());
    // Every text written is read back.
    let later = start.play(start.moves()[0]);
    assert_eq!(board(&later.text()), later);
}

#[test]
fn bad_texts_are_refused_with_the_reason() {
    for (text, want) in [
        ("", MouseBoardError::Shape(String::new())),
        ("-c-c-c-c/8/8/8/8/8/8", MouseBoardError::Shape("-c-c-c-c/8/8/8/8/8/8".into())),
        ("-c-c-c-c/8/8/8/8/8/8/----m--- x", MouseBoardError::Shape("-c-c-c-c/8/8/8/8/8/8/----m--- x".into())),
        ("-c-c-c-c/9/8/8/8/8/8/----m---", MouseBoardError::Shape("-c-c-c-c/9/8/8/8/8/8/----m---".into())),
        ("-c-c-c-c/8/8/8/8/8/8/8", MouseBoardError::Mice(0)),
        ("-c-c-c-c/8/8/8/8/8/8/m---m---", MouseBoardError::Mice(2)),
        ("8/8/8/8/8/8/8/----m---", MouseBoardError::Cats(0)),
        ("-c-c-c-c/c7/8/8/8/8/8/----m---", MouseBoardError::Cats(5)),
        ("c-c-c-c-/8/8/8/8/8/8/----m---", MouseBoardError::LightSquare("a8".into())),
    ] {
        assert_eq!(MouseBoard::parse(text), Err(want.clone()), "{text:?}");
        assert!(!want.to_string().is_empty());
    }
}

#[test]
fn the_mouse_steps_diagonally_any_way_onto_empty_squares() {
    assert_eq!(codes(&MouseBoard::start()), ["e1d2", "e1f2"], "from the bottom row: up only");
    // In the open: four ways.
    assert_eq!(codes(&place("d4", &["b8", "d8", "f8", "h8"], 'm')), ["d4c3", "d4c5", "d4e3", "d4e5"]);
    // On the left edge: two.
    assert_eq!(codes(&place("a5", &["b8", "d8", "f8", "h8"], 'm')), ["a5b4", "a5b6"]);
    // Cats block two of its squares.
    assert_eq!(codes(&place("d4", &["c5", "e5", "b8", "h8"], 'm')), ["d4c3", "d4e3"]);
}

#[test]
fn cats_step_diagonally_forward_only_onto_empty_squares() {
    let cats = board("-c-c-c-c/8/8/8/8/8/8/----m--- c");
    assert_eq!(codes(&cats), ["b8a7", "b8c7", "d8c7", "d8e7", "f8e7", "f8g7", "h8g7"], "h8 has one way");
    // Never backwards, never onto the mouse or another cat, and not past the bottom row.
    let b = place("b2", &["a1", "c3", "d2"], 'c');
    assert_eq!(codes(&b), ["d2c1", "d2e1"]);
    // After a cat's move it is the mouse's turn; the cat has moved.
    let after = cats.play(cats.move_of_code("d8c7").expect("d8c7"));
    assert_eq!(after.turn(), MouseSide::Mouse);
    assert_eq!(after.piece(square("c7")), Some(MouseSide::Cats));
    assert_eq!(after.piece(square("d8")), None);
}

/// A square by name.
fn square(name: &str) -> u8 {
    let b = name.as_bytes();
    (b[1] - b'1') * 8 + (b[0] - b'a')
}

#[test]
fn the_game_ends_when_the_mouse_reaches_the_top_row_or_a_side_cannot_move() {
    // The mouse steps onto the top row: it has won, and nothing more is played.
    let b = place("c7", &["b8", "f8", "h8"], 'm');
    let won = b.play(b.move_of_code("c7d8").expect("c7d8"));
    assert_eq!(won.winner(), Some(MouseSide::Mouse));
    assert!(won.moves().is_empty());
    assert_eq!(won.outcome(&[], 1), Some(-(MOUSE_WINS - 1)), "for the cats to move: a loss");
    // The mouse in a corner with a cat on its only square: trapped, the cats win.
    let trapped = place("a1", &["b2", "b8", "d8", "f8"], 'm');
    assert!(trapped.moves().is_empty());
    assert_eq!(trapped.winner(), Some(MouseSide::Cats));
    assert_eq!(trapped.outcome(&[], 0), Some(CATS_WIN));
    // Walled in by two cats on the edge: b2 and b4 leave the mouse on a3 nothing.
    let walled = place("a3", &["b2", "b4"], 'm');
    assert_eq!(walled.winner(), Some(MouseSide::Cats));
    // Cats that cannot move lose: both are on the bottom row.
    let stuck = place("d4", &["a1", "c1"], 'c');
    assert!(stuck.moves().is_empty());
    assert_eq!(stuck.winner(), Some(MouseSide::Mouse));
    assert_eq!(stuck.outcome(&[], 2), Some(-(MOUSE_WINS - 2)));
    // A position with moves is not over.
    assert_eq!(MouseBoard::start().outcome(&MouseBoard::start().moves(), 0), None);
}

#[test]
fn the_evaluation_is_the_mouse_score_from_0_to_255() {
    // A free way of one step: 230; of five: 190; the nearer the top row, the higher.
    let near = place("d6", &["b8", "d8", "h8"], 'm');
    let (steps, _) = near.way_out();
    assert_eq!(steps, Some(2));
    assert_eq!(near.score(), 220);
    let start = MouseBoard::start();
    assert_eq!(start.way_out().0, Some(7), "the cats on the top row are no wall yet");
    assert_eq!(start.score(), 170);
    // Walled in: a low score that grows with the room left.
    let wall = place("d2", &["a5", "c5", "e5", "g5"], 'm');
    assert_eq!(wall.way_out(), (None, 16));
    assert_eq!(wall.score(), 20 + 2 * 16);
    assert!(wall.score() < 100 && start.score() > 100);
    // Negamax: the mouse's score when it moves, its negation when the cats do.
    assert_eq!(start.evaluate(), 170);
    assert_eq!(board("-c-c-c-c/8/8/8/8/8/8/----m--- c").evaluate(), -170);
    // Every position of a few random-ish games scores inside 0..=255, ends at the extremes.
    let mut b = start;
    for i in 0..60 {
        let moves = b.moves();
        if let Some(v) = b.outcome(&moves, 0) {
            let mouse = if b.turn() == MouseSide::Mouse { v } else { -v };
            assert!(mouse == MOUSE_WINS || mouse == CATS_WIN, "{mouse}");
            break;
        }
        assert!((20..=240).contains(&b.score()), "{} scores {}", b.text(), b.score());
        b = b.play(moves[(i * 7 + 3) % moves.len()]);
    }
}

#[test]
fn alpha_beta_finds_minimax_value_with_fewer_leaves() {
    let positions = [
        MouseBoard::start(),
        board("-c-c-c-c/8/8/8/8/8/8/----m--- c"),
        place("d4", &["c5", "e5", "b8", "h8"], 'm'),
        place("c3", &["b6", "d6", "a5", "e5"], 'c'),
        place("b4", &["a5", "c5", "f4", "h4"], 'm'),
    ];
    for b in &positions {
        for depth in [1, 2, 3, 4, 5, 6] {
            let minimax = search_with(b, Algorithm::Minimax, depth);
            let alphabeta = search_with(b, Algorithm::AlphaBeta, depth);
            let ordered = search_with(b, Algorithm::Ordered, depth);
            let at = format!("{} depth {depth}", b.text());
            assert_eq!(alphabeta.value, minimax.value, "{at}");
            assert_eq!(ordered.value, minimax.value, "{at}");
            assert!(alphabeta.counts.leaves <= minimax.counts.leaves, "{at}");
            if depth >= 3 {
                assert!(alphabeta.counts.leaves < minimax.counts.leaves, "{at}");
                assert!(alphabeta.counts.cutoffs > 0, "{at}");
            }
            // Values stay on the 0..255 scale, seen from the side to move.
            let mouse = if b.turn() == MouseSide::Mouse { minimax.value } else { -minimax.value };
            assert!((0..=255).contains(&mouse), "{at}: {mouse}");
        }
    }
    // Ordering pays, over these positions at depth 6.
    let leaves = |algorithm| positions.iter().map(|b| search_with(b, algorithm, 6).counts.leaves).sum::<u64>();
    let (plain, ordered) = (leaves(Algorithm::AlphaBeta), leaves(Algorithm::Ordered));
    assert!(ordered < plain, "ordered {ordered} vs {plain}");
}

#[test]
fn the_search_sees_a_win_and_the_recorded_tree_names_moves_by_code() {
    // The mouse one step from the top with a free square: it goes there.
    let b = place("c7", &["b8", "f8", "h8"], 'm');
    let out = search(
        &b,
        &SearchOptions {
            depth: 3,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: false,
            record: 1000,
            convention: Convention::COURSE,
        },
    );
    assert_eq!(out.value, MOUSE_WINS - 1);
    assert_eq!(out.pv_codes.first().map(String::as_str), Some("c7d8"));
    assert_eq!(out.pv.first().map(String::as_str), Some("c7-d8"));
    let tree = out.tree.expect("recorded");
    let first = &tree.nodes[tree.nodes[0].children[0] as usize];
    assert_eq!((first.label.as_str(), first.code.as_str()), ("c7-d8", "c7d8"));
    // Seen from the cats, to move where the mouse gets through whatever they do: a loss.
    let lost = place("d6", &["b8", "h8"], 'c');
    let out = search_with(&lost, Algorithm::AlphaBeta, 4);
    assert_eq!(out.value, -(MOUSE_WINS - 4), "the mouse is through in two moves");
}

//! A chess position as a practice exercise (`?mode=practice&fen=…`): its whole tree to depth 2
//! with the course's evaluation, each node named by its move, the answer checked as for any tree.
use crate::support::practice_options as options;
use poda::engine::eval::{evaluate_with, Evaluator};
use poda::rules::Position;
use poda::teach::abstract_tree::AbstractTree;
use poda::teach::chess::Chess;
use poda::teach::game::TeachGame;
use poda::teach::game_tree::{exercise_tree, ExerciseTreeError, SHEET_MATE};
use poda::teach::practice::PracticeExercise;
use poda::web::i18n::Lang;
use poda::web::practice::model::{chess_tree, PracticeSource, PracticeState};

/// King and queen against king: Qh8 mates, Qc7 stalemates, the rest are replies of one or two moves.
const QUEEN: &str = "k7/8/1K6/8/8/8/7Q/8 w - - 0 1";

#[test]
fn a_chess_position_becomes_its_depth_two_tree_with_moves_and_the_courses_values() {
    let pos = Position::from_fen(QUEEN).unwrap();
    let ex = chess_tree(&pos).unwrap();
    let tree = AbstractTree::parse(&ex.text).unwrap();
    let game = Chess::new(pos, Evaluator::Seed);
    let moves = game.moves();
    // The root's children are the moves in the textbook's order, named in SAN.
    assert_eq!(tree.children(0).len(), moves.len());
    for (i, &m) in moves.iter().enumerate() {
        assert_eq!(ex.labels[1 + i], pos.san(m));
    }
    assert_eq!(ex.labels.len(), tree.len());
    // Every leaf: a reply's position evaluated by the course's evaluator (White's side, MAX),
    // or the game's end after White's move.
    let mut expected_leaves = 0;
    let mut expected_value = i32::MIN;
    for &m in &moves {
        let after = game.play(m);
        let replies = after.moves();
        let worst = if replies.is_empty() {
            expected_leaves += 1;
            if after.pos.is_check() {
                SHEET_MATE - 1
            } else {
                0
            }
        } else {
            expected_leaves += replies.len();
            replies.iter().map(|&r| evaluate_with(&after.play(r).pos, Evaluator::Seed)).min().unwrap()
        };
        expected_value = expected_value.max(worst);
    }
    assert_eq!(tree.leaves(), expected_leaves);
    assert!(expected_leaves <= 81);
    let exercise = PracticeExercise::new(tree);
    assert_eq!(exercise.value(), expected_value, "minimax of the tree is the mate Qh8#");
    assert_eq!(expected_value, SHEET_MATE - 1);
    assert!(ex.labels.iter().any(|l| l == "Qh8#"));
}

#[test]
fn a_position_too_big_or_over_is_refused_with_its_reason() {
    assert_eq!(chess_tree(&Position::startpos()), Err(ExerciseTreeError::TooManyLeaves(400)));
    let mated = Position::from_fen("k6Q/8/1K6/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(exercise_tree(&Chess::new(mated, Evaluator::Seed), 2), Err(ExerciseTreeError::GameOver));
    assert!(ExerciseTreeError::TooManyLeaves(400).to_string().contains("400 leaves"));
}

#[test]
fn the_address_names_the_position_and_the_walk_opens_on_its_board() {
    let (opts, notices) = options(&[("fen", QUEEN)], Lang::En);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(opts.source, PracticeSource::Chess(QUEEN.to_string()));
    let state = PracticeState::new(opts.source).unwrap();
    assert!(state.labels.len() > 20);
    assert!(state.query(Lang::Es).contains("fen=k7%2F8%2F1K6%2F8%2F8%2F8%2F7Q"), "{}", state.query(Lang::Es));
    let walk = state.walk_link(Lang::En);
    assert!(walk.starts_with("./?mode=teach&fen=") && walk.contains("depth=2&algorithm=alphabeta&step=0"), "{walk}");
    // A bad position or a too big one: a notice naming it, and a random tree instead.
    let (opts, notices) = options(&[("fen", "not a fen")], Lang::Es);
    assert!(matches!(opts.source, PracticeSource::Random(_)));
    assert!(notices[0].contains("fen"), "{notices:?}");
    let (opts, notices) = options(&[("fen", poda::rules::Position::STARTPOS_FEN)], Lang::Es);
    assert!(matches!(opts.source, PracticeSource::Random(_)));
    assert!(notices[0].contains("400 hojas"), "{notices:?}");
}

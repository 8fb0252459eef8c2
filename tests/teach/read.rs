//! Reading the teaching view's numbers right: every value, window and evaluation from MAX's
//! side (the side to move at the root), the words for mates, zero-width windows and
//! tic-tac-toe's wins, the horizon effect on the Italian game, and the textbook's predictions
//! only where the tree is uniform enough for them.

use crate::support::{options, run};

use poda::engine::eval::Evaluator;
use poda::engine::search::MATE;
use poda::rules::{Color, Position};
use poda::teach::abstract_tree::AbstractTree;
use poda::teach::chess::Chess;
use poda::teach::horizon::capture_at_horizon;
use poda::teach::mouse::MouseBoard;
use poda::teach::point_of_view::{mate, tictactoe_win, zero_width, Player, PointOfView};
use poda::teach::predict::{self, applies, NoPrediction, TreeProfile};
use poda::teach::tictactoe::Board;
use poda::teach::tree::{NodeKind, Tree, INFINITY, NO_PARENT};
use poda::teach::{search, Algorithm, Convention, SearchOptions};
use poda::web::teach::options::TeachMode;
use poda::web::teach::state::State;
use poda::web::teach::worker::handle;
use poda::web::worker_messages::{TeachAnswer, TeachRequest};

const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

fn alphabeta(depth: u32) -> SearchOptions {
    SearchOptions {
        depth,
        algorithm: Algorithm::AlphaBeta,
        crash_cut: false,
        record: 1 << 20,
        convention: Convention::COURSE,
    }
}

fn italian() -> Position {
    Position::from_fen(ITALIAN).unwrap()
}

/// The position at node `id` of a chess tree searched from `root`.
fn position_at(root: &Position, tree: &Tree, id: u32) -> Position {
    let mut pos = *root;
    for code in tree.line(id) {
        let m = pos.parse_uci(code).unwrap();
        pos.play_unchecked(m);
    }
    pos
}

#[test]
fn an_abstract_trees_leaves_read_back_as_given_and_every_node_is_the_max_or_min_of_its_children() {
    let course = AbstractTree::course_example();
    let out = search(&course.root(), &SearchOptions::full_tree());
    let tree = out.tree.unwrap();
    // The leaf values are given from MAX's side: converted back, each is its given value.
    let given: Vec<i32> = "5 6 7 4 5 3 6 6 9 7 5 9 8 6".split(' ').map(|v| v.parse().unwrap()).collect();
    let leaves: Vec<i32> = tree
        .nodes
        .iter()
        .filter(|n| n.children.is_empty())
        .map(|n| PointOfView::value(n.ply, n.value.unwrap()))
        .collect();
    assert_eq!(leaves, given, "the leaves left to right");
    // Minimax from MAX's side: MAX nodes take the largest child, MIN nodes the smallest.
    for node in tree.nodes.iter().filter(|n| !n.children.is_empty()) {
        let children = node.children.iter().map(|&c| {
            let c = &tree.nodes[c as usize];
            PointOfView::value(c.ply, c.value.unwrap())
        });
        let expected = if node.ply % 2 == 0 { children.max() } else { children.min() };
        assert_eq!(Some(PointOfView::value(node.ply, node.value.unwrap())), expected, "{}", node.label);
    }
    assert_eq!(PointOfView::value(0, out.value), 6);
    assert_eq!(PointOfView::abstract_tree().max, Player::Max);
}

#[test]
fn a_child_enters_with_its_parents_window_the_same_numbers_from_maxs_side() {
    let out = search(&Chess::new(italian(), Evaluator::Seed), &alphabeta(3));
    let tree = out.tree.unwrap();
    let mut checked = 0;
    for (i, event) in tree.events.iter().enumerate().filter(|(_, e)| !e.leave) {
        let node = &tree.nodes[event.node as usize];
        if node.parent == NO_PARENT {
            continue;
        }
        // The parent's window just before: the event before this one is the parent's own
        // entry or a sibling's leaving, each carrying the parent's window then.
        let before = tree.events[i - 1];
        let parent = &tree.nodes[node.parent as usize];
        assert_eq!(
            PointOfView::window(node.ply, event.alpha, event.beta),
            PointOfView::window(parent.ply, before.alpha, before.beta),
            "{}",
            node.label
        );
        let (alpha, beta) = PointOfView::window(node.ply, event.alpha, event.beta);
        assert!(alpha < beta, "an open window at {}", node.label);
        checked += 1;
    }
    assert!(checked > 1000, "{checked} nodes entered");
}

#[test]
fn the_evaluation_explained_agrees_with_the_leaf_value_in_the_tree() {
    // Black moves at the root: Black is MAX, and the values are Black's.
    let root = italian();
    let pov = PointOfView::chess(root.turn());
    assert_eq!((pov.max, pov.min), (Player::Black, Player::White));
    let out = search(&Chess::new(root, Evaluator::Seed), &alphabeta(2));
    let tree = out.tree.unwrap();
    let mut checked = 0;
    for (id, node) in tree.nodes.iter().enumerate().filter(|(_, n)| n.kind == NodeKind::Horizon).take(40) {
        let line: Vec<String> = tree.line(id as u32).iter().map(|c| c.to_string()).collect();
        let mut replies = Vec::new();
        handle(TeachRequest::Explain { id: 1, fen: ITALIAN.to_string(), line }, &mut |r| replies.push(r));
        let Some(TeachAnswer::Explanation { white_to_move, reports, .. }) = replies.pop() else { panic!("no answer") };
        let course = reports.iter().find(|r| r.evaluator == Evaluator::Seed).unwrap();
        let mover = if white_to_move { Color::White } else { Color::Black };
        assert_eq!(mover, position_at(&root, &tree, id as u32).turn());
        // The panel's total, from MAX's side, is the number the tree shows at that leaf.
        assert_eq!(pov.chess_score(course.score, mover), PointOfView::value(node.ply, node.value.unwrap()));
        checked += 1;
    }
    assert!(checked >= 20);
    // White's +35 in a position where White moves is −35 for Black, and the reverse.
    assert_eq!(pov.chess_score(35, Color::White), -35);
    assert_eq!(pov.chess_score(35, Color::Black), 35);
    assert_eq!(PointOfView::chess(Color::White).chess_score(35, Color::White), 35);
}

#[test]
fn the_state_names_max_by_the_side_to_move_at_the_root_of_the_search_shown() {
    let (o, _) = options(TeachMode::Teach, &[("fen", ITALIAN), ("depth", "1")]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    run(&mut state, requests);
    assert_eq!(state.point_of_view().max, Player::Black);
    let (o, _) = options(TeachMode::TicTacToe, &[("board", "x--/---/---")]);
    assert_eq!(State::new(TeachMode::TicTacToe, o).point_of_view().max, Player::O);
    let (o, _) = options(TeachMode::Mouse, &[]);
    assert_eq!(State::new(TeachMode::Mouse, o).point_of_view().max, Player::Mouse);
    let (o, _) = options(TeachMode::Tree, &[]);
    assert_eq!(State::new(TeachMode::Tree, o).point_of_view().max, Player::Max);
}

#[test]
fn mate_scores_read_as_the_mating_sides_moves_from_the_root() {
    // The back-rank mate: White mates with its first move.
    let back_rank = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
    let out = search(&Chess::new(back_rank, Evaluator::Seed), &alphabeta(3));
    assert_eq!(out.pv[0], "Ra8#");
    assert_eq!(mate(PointOfView::value(0, out.value)).map(|m| (m.for_max, m.moves)), Some((true, 1)));
    // Black to move, MAX, and mated whatever it does: MIN mates with its first move (Kh7
    // Qg7#), then, in another position, with its second (Kb8 Qc1 Ka8 Qc8#).
    for (fen, depth, moves) in [("7k/8/5K2/8/8/8/8/6Q1 b - - 0 1", 2, 1), ("k7/8/1K6/8/8/8/8/1Q6 b - - 0 1", 4, 2)] {
        let out = search(&Chess::new(Position::from_fen(fen).unwrap(), Evaluator::Seed), &alphabeta(depth));
        let m = mate(PointOfView::value(0, out.value)).unwrap();
        assert_eq!((m.for_max, m.moves), (false, moves), "{fen}: {:?}", out.pv);
        // Each mate in the tree is read from the ply where it happens: MIN mates on even plies.
        let tree = out.tree.unwrap();
        let mut mates = 0;
        for node in tree.nodes.iter().filter(|n| n.kind == NodeKind::Terminal && n.value != Some(0)) {
            let m = mate(PointOfView::value(node.ply, node.value.unwrap())).unwrap();
            assert_eq!(m.moves, node.ply.div_ceil(2) as i32);
            assert_eq!(m.for_max, node.ply % 2 == 1, "the side that moved last mates");
            mates += 1;
        }
        assert!(mates >= 1);
    }
    assert_eq!(mate(MATE - 3).map(|m| (m.for_max, m.moves)), Some((true, 2)));
    assert_eq!(mate(-(MATE - 4)).map(|m| (m.for_max, m.moves)), Some((false, 2)));
    assert_eq!(mate(110), None);
    assert_eq!(mate(INFINITY), None);
    assert_eq!(mate(-INFINITY), None);
}

#[test]
fn the_engines_own_search_asks_zero_width_questions_the_same_from_either_side() {
    let out = poda::teach::engine_search::search(&italian(), 3, 5_000, Evaluator::Full);
    let tree = out.tree.unwrap();
    let narrow: Vec<_> = tree.nodes.iter().filter(|n| zero_width(n.alpha, n.beta)).collect();
    assert!(!narrow.is_empty(), "principal variation search opens zero-width windows");
    for n in narrow {
        let (alpha, beta) = PointOfView::window(n.ply, n.alpha, n.beta);
        assert!(zero_width(alpha, beta), "{}: ({alpha}, {beta})", n.label);
    }
    // The textbook's first root window is as wide as can be.
    assert!(!zero_width(-INFINITY, INFINITY));
    assert!(zero_width(114, 115) && !zero_width(114, 116) && !zero_width(115, 114));
}

#[test]
fn tictactoe_scores_read_as_a_win_so_many_plies_from_the_root() {
    // X wins at once on a3 … c1's diagonal: 99.
    let board = Board::parse("x-o/-xo/---").unwrap();
    let out = search(&board, &SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() });
    assert_eq!(out.value, 99);
    let win = tictactoe_win(out.value).unwrap();
    assert_eq!((win.for_max, win.plies), (true, 1));
    // Every finished game in the whole tree from the empty board: a win is 100 minus its ply,
    // for the side that moved last; a draw is 0 and is no win.
    let out = search(&Board::empty(), &SearchOptions::full_tree());
    let tree = out.tree.unwrap();
    let mut wins = 0;
    for node in tree.nodes.iter().filter(|n| n.kind == NodeKind::Terminal) {
        let v = PointOfView::value(node.ply, node.value.unwrap());
        match tictactoe_win(v) {
            Some(w) => {
                assert_eq!(w.plies, node.ply);
                assert_eq!(w.for_max, node.ply % 2 == 1);
                wins += 1;
            }
            None => assert_eq!(v, 0),
        }
    }
    assert!(wins > 100);
    // Open lines at a horizon are never read as wins.
    assert!((-8..=8).all(|v| tictactoe_win(v).is_none()));
}

#[test]
fn the_italian_game_at_depth_3_shows_the_horizon_effect_and_the_engines_own_search_does_not() {
    let (o, _) = options(TeachMode::Teach, &[("fen", ITALIAN), ("depth", "3"), ("algorithm", "alphabeta")]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    run(&mut state, requests);
    assert_eq!(state.recorded.as_ref().unwrap().found.pv, ["Qf6", "Ng1", "Qxf2+"]);
    let h = state.horizon().expect("the best line ends in a capture at the horizon");
    assert_eq!((h.capture.as_str(), h.ply, h.reply.as_deref()), ("Qxf2+", 3, Some("Kxf2")));
    // The value counts the pawn on f2 as won: more than a pawn for Black.
    assert!(state.recorded.as_ref().unwrap().found.value >= 100);
    // One ply deeper the search sees Kxf2 and no longer wants Qxf2+.
    let deeper = search(&Chess::new(italian(), Evaluator::Seed), &alphabeta(4));
    assert!(!deeper.pv.starts_with(&["Qf6".to_string(), "Ng1".to_string(), "Qxf2+".to_string()]), "{:?}", deeper.pv);
    assert!(deeper.value < 100, "{}", deeper.value);
    // The engine's own search goes on with captures: no note.
    state.set_settings(None, Some(Algorithm::Poda), false);
    let requests = state.start_search();
    run(&mut state, requests);
    assert_eq!(state.horizon(), None);
}

#[test]
fn a_best_line_that_ends_quietly_has_no_horizon_note() {
    let start = Position::from_fen(poda::rules::Position::STARTPOS_FEN).unwrap();
    let out = search(&Chess::new(start, Evaluator::Seed), &alphabeta(3));
    let last = out.pv_codes.last().unwrap();
    let mut pos = start;
    for code in &out.pv_codes[..out.pv_codes.len() - 1] {
        let m = pos.parse_uci(code).unwrap();
        pos.play_unchecked(m);
    }
    assert!(!pos.is_capture(pos.parse_uci(last).unwrap()), "the line {:?} ends quietly", out.pv);
    assert_eq!(capture_at_horizon(&start, &out.pv_codes, 3), None);
    // A line shorter than the depth ended the game: no horizon in the way.
    let back_rank = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
    assert_eq!(capture_at_horizon(&back_rank, &["a1a8".to_string()], 3), None);
}

#[test]
fn the_course_example_gets_no_prediction_and_says_why() {
    let (o, _) = options(TeachMode::Tree, &[]);
    let mut state = State::new(TeachMode::Tree, o);
    let requests = state.start_search();
    run(&mut state, requests);
    let Some(Err(NoPrediction::UnevenBranching { fewest, most, branching })) = state.prediction() else {
        panic!("{:?}", state.prediction())
    };
    assert_eq!((fewest, most), (1, 3));
    assert!((1.6..1.8).contains(&branching), "{branching}");
    // Its reason in words, in both languages.
    let why = state.prediction().unwrap().unwrap_err();
    let en = (poda::web::i18n::teach(poda::web::i18n::Lang::En).no_prediction)(&why);
    let es = (poda::web::i18n::teach(poda::web::i18n::Lang::Es).no_prediction)(&why);
    assert!(en.starts_with("No prediction") && en.contains("from 1 to 3 moves"), "{en}");
    assert!(es.starts_with("Sin predicción") && es.contains("de 1 a 3 jugadas"), "{es}");
    // What the formulas would have claimed: random order below perfect order.
    let b = state.counts.iter().find(|r| r.algorithm == Algorithm::Minimax).unwrap().counts.branching();
    assert!(predict::random_order(b, 4) < predict::perfect_order(b, 4));
}

/// A tree with `b` children at every node down to `depth`, leaf values from `seed`.
fn uniform(b: usize, depth: u32, seed: u64) -> AbstractTree {
    let inner: usize = (0..depth).map(|d| b.pow(d)).sum();
    let counts = vec![b.to_string(); inner].join(" ");
    let mut x = seed;
    let values: Vec<String> = (0..b.pow(depth))
        .map(|_| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((x >> 33) % 100).to_string()
        })
        .collect();
    AbstractTree::parse(&format!("{counts} / {}", values.join(" "))).unwrap()
}

#[test]
fn a_uniform_tree_gets_predictions_in_the_textbooks_order() {
    for (b, depth) in [(3, 3), (3, 4), (4, 3), (5, 4), (8, 2)] {
        let tree = uniform(b, depth, 7);
        let shape = TreeProfile::of_game(&tree.root(), depth, 100_000);
        let (pb, pd) = applies(&shape).unwrap();
        assert_eq!((pb, pd), (b as f64, depth));
        let (perfect, random, all) =
            (predict::perfect_order(pb, pd), predict::random_order(pb, pd), predict::minimax(pb, pd));
        assert!(perfect <= random && random <= all, "b {b} d {depth}: {perfect} {random} {all}");
        // Minimax evaluates every leaf; alpha-beta never fewer than perfect order's minimum.
        let ab = search(&tree.root(), &SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() });
        let mm = search(&tree.root(), &SearchOptions::full_tree());
        assert_eq!(mm.counts.leaves as f64, all);
        assert!(ab.counts.leaves as f64 >= perfect, "b {b} d {depth}: {} leaves", ab.counts.leaves);
    }
}

#[test]
fn chess_middlegames_get_predictions_and_uneven_games_say_why_not() {
    let (o, _) = options(TeachMode::Teach, &[("fen", ITALIAN), ("depth", "3")]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    run(&mut state, requests);
    let (b, d) = state.prediction().unwrap().unwrap();
    assert_eq!(d, 3);
    assert!((25.0..40.0).contains(&b), "{b}");
    // Depth 1: nothing to cut.
    let shape = TreeProfile::of_game(&Chess::new(italian(), Evaluator::Seed), 1, 3_000);
    assert_eq!(applies(&shape), Err(NoPrediction::TooShallow { depth: 1 }));
    // Tic-tac-toe to the end: games end from the fifth ply on.
    let shape = TreeProfile::of_game(&Board::empty(), 9, 20_000);
    assert!(matches!(applies(&shape), Err(NoPrediction::UnevenDepth { shallowest: 5, depth: 9, .. })));
    // The mouse has two to four moves, the cats up to eight: too uneven.
    let shape = TreeProfile::of_game(&MouseBoard::start(), 6, 20_000);
    assert!(matches!(applies(&shape), Err(NoPrediction::UnevenBranching { fewest: 2, .. })), "{shape:?}");
    // Two moves everywhere: too sparse for (¾·b)ᵈ.
    let shape = TreeProfile::of_game(&uniform(2, 3, 1).root(), 3, 1_000);
    assert!(matches!(applies(&shape), Err(NoPrediction::TooSparse { .. })));
}

#[test]
fn the_compact_legend_is_one_short_line_with_the_unit_and_max_in_both_languages() {
    use poda::web::i18n::{teach, Lang};
    let views = [
        (PointOfView::chess(Color::White), "Centipawns", "Centipeones"),
        (PointOfView::chess(Color::Black), "Centipawns", "Centipeones"),
        (PointOfView::tictactoe(&Board::parse("---/---/---").unwrap()), "Points", "Puntos"),
        (PointOfView::mouse(&MouseBoard::start()), "Points", "Puntos"),
        (PointOfView::abstract_tree(), "Points", "Puntos"),
    ];
    for (pov, en, es) in views {
        for (lang, unit) in [(Lang::En, en), (Lang::Es, es)] {
            let short = (teach(lang).legend_short)(&pov);
            let long = (teach(lang).legend)(&pov);
            assert!(short.starts_with(unit), "{short}");
            assert!(short.contains("MAX ▲"), "{short}");
            assert!(short.chars().count() <= 90 && short.len() < long.len(), "{short}");
        }
    }
}

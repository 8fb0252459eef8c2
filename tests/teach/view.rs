//! The teaching view's model without a browser: the address's options, and whole searches
//! through the view's state and the teaching worker's answers, as the page runs them.

use crate::support::{options, run};

use poda::teach::{Algorithm, Convention};
use poda::web::teach::options::TeachMode;
use poda::web::teach::state::{Arrived, Found, Row, State};
use poda::web::teach::worker::handle;
use poda::web::worker_messages::{TeachAnswer, TeachRequest};

#[test]
fn the_address_options_are_read_and_each_bad_one_is_named() {
    let (o, notices) = options(TeachMode::Teach, &[]);
    assert_eq!((o.settings.depth, o.settings.algorithm.name(), o.settings.crash_cut), (3, "alphabeta", false));
    assert!(notices.is_empty(), "{notices:?}");

    let (o, notices) = options(TeachMode::Teach, &[("depth", "4"), ("algorithm", "minimax"), ("crash", "yes")]);
    assert_eq!((o.settings.depth, o.settings.algorithm.name(), o.settings.crash_cut), (4, "minimax", true));
    assert!(notices.is_empty(), "{notices:?}");

    let (o, notices) = options(TeachMode::Teach, &[("depth", "9"), ("algorithm", "negascout"), ("crash", "maybe")]);
    assert_eq!(
        (o.settings.depth, o.settings.algorithm.name(), o.settings.crash_cut),
        (3, "alphabeta", false),
        "the defaults stay"
    );
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(
        notices[0].contains("depth") && notices[0].contains("\"9\"") && notices[0].contains("1–4"),
        "{}",
        notices[0]
    );
    assert!(
        notices[1].contains("negascout") && notices[1].contains("minimax, alphabeta, ordered, poda"),
        "{}",
        notices[1]
    );
    assert!(notices[2].contains("crash") && notices[2].contains("maybe"), "{}", notices[2]);

    // Each mode has its own algorithms: the engine's own search is for chess only.
    let (o, notices) = options(TeachMode::TicTacToe, &[("algorithm", "poda")]);
    assert_eq!((o.settings.algorithm.name(), notices.len()), ("alphabeta", 1));

    // A good FEN is normalised; a bad one is named with the reason.
    let (o, _) = options(TeachMode::Teach, &[("fen", "8/8/8/8/8/8/8/K1k5 w - -")]);
    assert_eq!(o.subjects.fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1");
    let (o, notices) = options(TeachMode::Teach, &[("fen", "8/8 w")]);
    assert_eq!(o.subjects.fen, poda::rules::Position::STARTPOS_FEN);
    assert!(notices[0].contains("fen"), "{notices:?}");
    let (_, notices) = options(TeachMode::TicTacToe, &[("board", "xxx/---/---")]);
    assert!(notices[0].contains("board"), "{notices:?}");
}

#[test]
fn tic_tac_toe_from_the_empty_board_is_searched_counted_and_walked() {
    let (o, _) = options(TeachMode::TicTacToe, &[("algorithm", "alphabeta")]);
    let mut state = State::new(TeachMode::TicTacToe, o);
    let requests = state.start_search();
    assert!(state.busy());
    assert_eq!(requests.len(), 2, "the recorded search and the counts");
    run(&mut state, requests);
    assert!(!state.busy(), "every answer arrived");
    let recorded = state.recorded.as_ref().expect("the recorded search");
    assert_eq!(
        (recorded.settings.algorithm.name(), recorded.found.value),
        ("alphabeta", 0),
        "the empty board is a draw"
    );
    // Every algorithm finds the same value; alpha-beta evaluates fewer leaves than minimax,
    // and good ordering fewer still.
    let row = |name: &str| state.counts.iter().find(|r| r.algorithm.name() == name).expect(name).clone();
    let (minimax, alphabeta, ordered) = (row("minimax"), row("alphabeta"), row("ordered"));
    assert_eq!((minimax.value, alphabeta.value, ordered.value), (0, 0, 0));
    assert!(alphabeta.counts.cutoffs > 0);
    assert!(alphabeta.counts.leaves < minimax.counts.leaves / 5, "{alphabeta:?} vs {minimax:?}");
    assert!(ordered.counts.leaves <= alphabeta.counts.leaves);
    // The walk opens at its first step and steps back and forth.
    assert_eq!(state.browse.step(), 0);
    assert!(state.browse.go_to_step(usize::MAX));
    let last = state.browse.step();
    assert!(last > 1000, "{last} steps");
    assert!(state.browse.step_by(-5));
    assert_eq!(state.browse.step(), last - 5);
    assert!(state.browse.step_by(5));
    assert_eq!(state.browse.step(), last);
    assert!(state.browse.go_to_step(0));
    assert_eq!(state.browse.step(), 0);
}

#[test]
fn the_course_tree_gives_minimax_and_alpha_beta_one_value_and_answers_from_an_old_search_are_dropped() {
    let (o, _) = options(TeachMode::Tree, &[]);
    let mut state = State::new(TeachMode::Tree, o);
    let stale = state.start_search();
    // The settings change before the answers come: the first search's answers are stale.
    state.set_settings(None, Some(Algorithm::Minimax), false);
    let fresh = state.start_search();
    for request in stale {
        let mut replies = Vec::new();
        handle(request, &mut |reply| replies.push(reply));
        for reply in replies {
            match reply {
                TeachAnswer::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                    let arrived = Arrived { algorithm, found: Found { value, pv, pv_codes, counts }, iterations };
                    assert!(state.tree_arrived(id, arrived, tree).is_none());
                }
                TeachAnswer::TeachCount { id, algorithm, value, counts } => {
                    assert!(!state.count_arrived(id, Row { algorithm, value, counts }));
                }
                other => panic!("unexpected answer {other:?}"),
            }
        }
    }
    assert!(state.recorded.is_none() && state.counts.is_empty());
    run(&mut state, fresh);
    let recorded = state.recorded.as_ref().expect("the recorded search");
    assert_eq!(recorded.settings.algorithm.name(), "minimax");
    let values: Vec<i32> = state.counts.iter().map(|r| r.value).collect();
    assert_eq!(values, vec![recorded.found.value; 2], "{:?}", state.counts);
    assert!(!recorded.found.pv.is_empty());
}

#[test]
fn the_engines_own_search_is_for_chess_only() {
    let subject = poda::web::worker_messages::Subject::Tree { text: "3".into() };
    let teach = TeachRequest::Teach {
        id: 4,
        subject,
        depth: 1,
        algorithm: Algorithm::Poda,
        crash_cut: false,
        record: 0,
        convention: Convention::COURSE,
    };
    let mut replies = Vec::new();
    handle(teach, &mut |reply| replies.push(reply));
    assert!(
        matches!(replies.as_slice(), [TeachAnswer::Error { id: Some(4), message }] if message.contains("chess only")),
        "{replies:?}"
    );
}

#[test]
fn the_mouse_and_the_cats_are_played_against_the_computer_which_answers_from_its_tree() {
    use poda::teach::mouse::{MouseSide, MOUSE_START};
    use poda::web::teach::state::Next;
    use poda::web::teach::versus::Versus;

    let (o, notices) = options(TeachMode::Mouse, &[("board", "ccc"), ("player", "dog"), ("depth", "9")]);
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("board") && n.contains("eight rows")), "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("player") && n.contains("mouse, cats")), "{notices:?}");
    assert_eq!(o.settings.depth, 6, "the default depth stays");
    let mut state = State::new(TeachMode::Mouse, o);
    assert_eq!(state.wanted_search(), Next::Search, "the mouse moves first, and the person plays it");
    let requests = state.start_search();
    run(&mut state, requests);
    // A press on a square the mouse cannot reach does nothing; on d2 it steps there and the
    // cats' reply is searched with alpha-beta.
    assert_eq!(state.press(usize::from(MOUSE_START) + 16), Next::Nothing);
    assert_eq!(state.press(11), Next::ReplySearch, "e1-d2");
    let requests = state.start_reply_search();
    run(&mut state, requests);
    let Some(Versus::Mouse { board, human, last, .. }) = state.subjects.versus else { panic!("a mouse game") };
    assert_eq!(human, MouseSide::Mouse);
    assert_eq!(board.turn(), MouseSide::Mouse, "the cats have answered");
    let recorded = state.recorded.as_ref().expect("the tree that chose the reply");
    assert_eq!(recorded.settings.algorithm, Algorithm::AlphaBeta);
    assert_eq!(recorded.settings.depth, 6);
    let reply = last.expect("the cats' move");
    assert_eq!(
        Some(recorded.found.pv.first().cloned().unwrap_or_default()),
        Some(format!("{}-{}", poda::teach::mouse::square_name(reply.from), poda::teach::mouse::square_name(reply.to)))
    );
    // A new game as the cats: the computer's mouse moves first.
    assert_eq!(state.new_game(Some(MouseSide::Cats)), Next::ReplySearch);
    let requests = state.start_reply_search();
    run(&mut state, requests);
    let Some(Versus::Mouse { board, .. }) = state.subjects.versus else { panic!("a mouse game") };
    assert_eq!(board.turn(), MouseSide::Cats, "the mouse has moved; the person's cats are to move");
    // The person picks up the cat on b8 and puts it on a7.
    assert_eq!(state.press(57), Next::Nothing, "b8 picked up");
    assert_eq!(state.press(48), Next::ReplySearch, "b8-a7");
}

#[test]
fn a_finished_game_against_the_computer_names_its_winner_result_and_reason() {
    use poda::teach::mouse::{MouseBoard, MouseSide};
    use poda::teach::tictactoe::Board;
    use poda::web::teach::versus::Versus;

    let ttt =
        |text: &str| Versus::TicTacToe { board: Board::parse(text).unwrap(), human: poda::teach::tictactoe::Mark::X };
    let playing = ttt("x--/-o-/---");
    assert_eq!((playing.ending(), playing.turn_name(), playing.human_name()), (None, "x", "x"));
    let won = ttt("xxx/oo-/---").ending().unwrap();
    assert_eq!((won.winner, won.result, won.reason), (Some("x"), "win", "three-in-a-row"));
    let full = ttt("xox/xoo/oxx").ending().unwrap();
    assert_eq!((full.winner, full.result, full.reason), (None, "draw", "board-full"));

    let mouse = |text: &str, human| Versus::mouse(MouseBoard::parse(text).unwrap(), human);
    assert_eq!(Versus::mouse(MouseBoard::start(), MouseSide::Cats).ending(), None);
    let escaped = mouse("-m6/8/8/8/8/8/8/c1c1c1c1 cats", MouseSide::Mouse).ending().unwrap();
    assert_eq!((escaped.winner, escaped.result, escaped.reason), (Some("mouse"), "win", "mouse-escaped"));
    let stuck = mouse("8/8/8/8/3m4/8/8/c1c1c1c1 cats", MouseSide::Cats).ending().unwrap();
    assert_eq!((stuck.winner, stuck.result, stuck.reason), (Some("mouse"), "loss", "cats-stuck"));
    let trapped = mouse("8/8/8/8/8/8/1c6/m7", MouseSide::Mouse);
    assert_eq!(trapped.turn_name(), "mouse");
    let trapped = trapped.ending().unwrap();
    assert_eq!((trapped.winner, trapped.result, trapped.reason), (Some("cats"), "loss", "mouse-trapped"));
}

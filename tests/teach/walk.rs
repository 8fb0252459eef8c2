//! Walking a recorded search as a class does: from step 0, by steps and by landmarks (the next
//! and previous cut-off, the next leaf, the end of a subtree, the step a node is entered), the
//! walk playing by itself, and the address that reopens the view where it stands.

use crate::support::{options, run};

use poda::engine::eval::Evaluator;
use poda::rules::{Position, Role};
use poda::teach::abstract_tree::AbstractTree;
use poda::teach::chess::Chess;
use poda::teach::tree::{Tree, NO_PARENT};
use poda::teach::walk::{Seen, Walk};
use poda::teach::{search, Algorithm, Convention, SearchOptions, TeachGame};
use poda::web::i18n::Lang;
use poda::web::teach::browse::{Browse, SPEEDS};
use poda::web::teach::options::TeachMode;
use poda::web::teach::state::State;

fn course(algorithm: Algorithm) -> Tree {
    let options = SearchOptions { algorithm, ..SearchOptions::full_tree() };
    search(&AbstractTree::course_example().root(), &options).tree.unwrap()
}

fn label(walk: &Walk, id: u32) -> &str {
    &walk.tree.nodes[id as usize].label
}

fn by_label(walk: &Walk, name: &str) -> u32 {
    walk.tree.nodes.iter().position(|n| n.label == name).unwrap() as u32
}

/// At a cut-off step: the last event leaves a child, and its parent's window is now empty.
fn cut_at(walk: &Walk) -> Option<&str> {
    let (id, leave) = walk.last_event()?;
    let parent = walk.tree.nodes[id as usize].parent;
    let e = walk.tree.events[walk.step() - 1];
    (leave && parent != NO_PARENT && e.alpha >= e.beta).then(|| label(walk, parent))
}

#[test]
fn next_and_previous_cut_offs_walk_the_course_trees_three_cuts() {
    let mut walk = Walk::new(course(Algorithm::AlphaBeta));
    assert_eq!((walk.step(), walk.seen(0)), (0, Seen::NotYet), "a walk opens at step 0");
    let mut cuts = Vec::new();
    while let Some(k) = walk.next_cut(walk.step()) {
        assert!(k > walk.step());
        walk.set_step(k);
        cuts.push(cut_at(&walk).unwrap_or_else(|| panic!("step {k} is no cut-off")).to_string());
    }
    // In the order the search meets them; step 14 is V's 4 making K cut. G and P reach α ≥ β
    // at their last child, which prunes nothing: no cut-off to jump to.
    assert_eq!(cuts, ["K", "N", "C"]);
    walk.set_step(0);
    assert_eq!(walk.next_cut(0), Some(14));
    // Back from the end: the same cuts, last first; none before the first.
    let mut back = Vec::new();
    let mut at = walk.len();
    while let Some(k) = walk.previous_cut(at) {
        assert!(k < at);
        at = k;
        walk.set_step(k);
        back.push(cut_at(&walk).unwrap().to_string());
    }
    back.reverse();
    assert_eq!(back, cuts);
    assert_eq!(walk.previous_cut(14), None);
    assert_eq!(walk.previous_cut(15), Some(14));
    // Plain minimax never cuts.
    let minimax = Walk::new(course(Algorithm::Minimax));
    assert_eq!(minimax.next_cut(0), None);
}

#[test]
fn next_leaf_finish_subtree_and_node_to_step() {
    let mut walk = Walk::new(course(Algorithm::AlphaBeta));
    // Leaves, one after the other, each at the step it returns its value: 9 are evaluated.
    let mut leaves = Vec::new();
    while let Some(k) = walk.next_leaf(walk.step()) {
        walk.set_step(k);
        let (id, leave) = walk.last_event().unwrap();
        assert!(leave && walk.tree.nodes[id as usize].children.is_empty());
        assert!(matches!(walk.seen(id), Seen::Done(_)));
        leaves.push(label(&walk, id).to_string());
    }
    assert_eq!(leaves.len(), 9, "{leaves:?}");
    assert_eq!(leaves[0], "S");
    // The step a node is entered: the walk's last event enters it.
    let d = by_label(&walk, "D");
    walk.set_step(walk.step_of(d));
    assert_eq!((walk.last_event(), walk.current()), (Some((d, false)), d));
    // Its subtree finished: the step it is left, its parent A where the search stands.
    walk.set_step(walk.finish_step(d));
    assert_eq!(walk.last_event(), Some((d, true)));
    assert_eq!(label(&walk, walk.current()), "A");
    assert_eq!(walk.finish_step(0), walk.len(), "the root's subtree is the whole search");
    // A pruned node's step is when the cut skips it.
    let w = by_label(&walk, "W");
    assert_eq!(walk.step_of(w), 14);
    assert_eq!(walk.finish_step(w), 14);
}

#[test]
fn browsing_by_landmarks_selects_where_the_search_stands_and_says_when_there_is_none() {
    let mut browse = Browse::default();
    assert!(!browse.next_cut() && !browse.enter_node(0) && !browse.toggle_play(), "no tree: nothing moves");
    browse.show(course(Algorithm::AlphaBeta));
    assert_eq!(browse.step(), 0);
    assert!(browse.next_cut());
    assert_eq!(browse.step(), 14);
    assert!(!browse.previous_cut() && browse.step() == 14, "no cut before the first");
    // Finish the subtree of the node where the search stands (K cut: finish K, then D, ...).
    let walk = |b: &Browse| b.walk.as_ref().unwrap().clone();
    let k = by_label(&walk(&browse), "K");
    assert_eq!(browse.selected, Some(k));
    assert!(browse.finish_subtree());
    assert_eq!(walk(&browse).last_event(), Some((k, true)));
    assert_eq!(label(&walk(&browse), browse.selected.unwrap()), "D");
    // An open ancestor selected: its subtree is the one finished.
    let a = by_label(&walk(&browse), "A");
    browse.select(a);
    assert!(browse.finish_subtree());
    assert_eq!(walk(&browse).last_event(), Some((a, true)));
    // A node clicked: the step it is entered, the node selected.
    let y = by_label(&walk(&browse), "Y");
    assert!(browse.enter_node(y));
    assert_eq!((walk(&browse).last_event(), browse.selected), (Some((y, false)), Some(y)));
    assert!(!browse.enter_node(10_000));
    assert!(browse.next_leaf());
    assert_eq!(walk(&browse).last_event(), Some((y, true)));
    // At the end, nothing further.
    assert!(browse.go_to_step(usize::MAX));
    assert!(!browse.next_cut() && !browse.next_leaf() && !browse.finish_subtree());
    assert!(browse.previous_cut());
}

#[test]
fn playing_goes_at_its_speed_stops_at_the_end_and_pauses_on_any_move() {
    let mut browse = Browse::default();
    browse.show(course(Algorithm::AlphaBeta));
    let len = browse.walk.as_ref().unwrap().len();
    assert_eq!(browse.playback.speed, 2);
    assert_eq!(browse.playback.tick(), (500, 1));
    browse.playback.set_speed(50);
    assert_eq!(browse.playback.tick(), (50, 3), "fast speeds take several steps a tick");
    browse.playback.set_speed(7);
    assert!(SPEEDS.contains(&browse.playback.speed));
    browse.playback.set_speed(1);
    assert!(browse.toggle_play());
    assert!(browse.advance() && browse.step() == 1);
    assert!(!browse.toggle_play(), "pressed again: paused");
    // Any move the person asks for pauses it.
    for nav in [Browse::next_cut, Browse::next_leaf, Browse::finish_subtree, |b: &mut Browse| b.step_by(1)] {
        assert!(browse.toggle_play());
        nav(&mut browse);
        assert!(!browse.playback.playing);
        assert!(!browse.advance(), "a paused walk does not move");
    }
    assert!(browse.toggle_play());
    browse.select(0);
    assert!(!browse.playback.playing);
    // It stops at the last step; played again from there, it starts over.
    assert!(browse.toggle_play());
    let mut ticks = 0;
    while browse.advance() {
        ticks += 1;
    }
    assert_eq!(browse.step(), len);
    assert!(!browse.playback.playing && ticks < len);
    assert!(browse.toggle_play());
    assert_eq!(browse.step(), 0);
    // A new tree opens at step 0, paused.
    assert!(browse.playback.playing);
    browse.show(course(Algorithm::Minimax));
    assert_eq!((browse.step(), browse.playback.playing), (0, false));
}

/// The address's parameters as pairs, those left out dropped.
fn address(state: &State) -> Vec<(&'static str, String)> {
    state.address().params().into_iter().filter_map(|(name, value)| value.map(|v| (name, v))).collect()
}

#[test]
fn the_address_opens_at_a_step_clamps_one_too_far_and_reproduces_the_view() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let (o, notices) =
        options(TeachMode::Teach, &[("fen", fen), ("depth", "2"), ("algorithm", "minimax"), ("step", "7")]);
    assert!(notices.is_empty(), "{notices:?}");
    let mut state = State::new(TeachMode::Teach, o);
    assert!(address(&state).contains(&("step", "7".to_string())), "the step asked for, until the walk opens");
    let requests = state.start_search();
    assert!(!address(&state).contains(&("step", "7".to_string())) || state.browse.walk.is_none());
    run(&mut state, requests);
    assert_eq!((state.browse.step(), state.step_clamped), (7, None));
    state.browse.next_leaf();
    let step = state.browse.step();
    let pairs = address(&state);
    let names: Vec<&str> = pairs.iter().map(|p| p.0).collect();
    assert_eq!(names, ["mode", "fen", "depth", "algorithm", "step"]);
    // Read back, the address gives the same view.
    let lookup: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (*n, v.as_str())).collect();
    let (again, notices) = options(TeachMode::Teach, &lookup);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(
        (again.subjects.fen.as_str(), again.settings.depth, again.settings.algorithm, again.step),
        (fen, 2, Algorithm::Minimax, Some(step))
    );
    // New settings: the step is left out while the new search runs, and the new walk opens at 0.
    state.set_settings(Some(1), Some(Algorithm::AlphaBeta), true);
    let requests = state.start_search();
    assert!(address(&state).iter().all(|p| p.0 != "step"));
    assert!(address(&state).contains(&("crash", "1".to_string())));
    run(&mut state, requests);
    assert_eq!(state.browse.step(), 0);
    assert!(address(&state).contains(&("step", "0".to_string())));

    // A step beyond the walk: its last step, and the page is told.
    let (o, _) = options(TeachMode::Tree, &[("step", "999999")]);
    let mut state = State::new(TeachMode::Tree, o);
    let requests = state.start_search();
    run(&mut state, requests);
    assert_eq!((state.browse.step(), state.step_clamped), (50, Some((999_999, 50))));
    let names: Vec<&str> = address(&state).iter().map(|p| p.0).collect();
    assert_eq!(names, ["mode", "tree", "algorithm", "step"]);
    assert!((poda::web::i18n::teach(Lang::Es).step_clamped)(999_999, 50).contains("999999"));
    // Not a number: named, and the walk opens at 0.
    let (o, notices) = options(TeachMode::TicTacToe, &[("step", "-3")]);
    assert_eq!(o.step, None);
    assert!(notices[0].contains("step") && notices[0].contains("\"-3\""), "{notices:?}");
    let state = State::new(TeachMode::TicTacToe, o);
    let names: Vec<&str> = address(&state).iter().map(|p| p.0).collect();
    assert_eq!(names, ["mode", "board", "depth", "algorithm"]);
}

#[test]
fn chess_moves_come_pawns_first_then_knights_bishops_rooks_queens_and_the_king_last() {
    let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    let game = Chess::new(pos, Evaluator::Seed);
    let roles: Vec<Role> = game.moves().iter().map(|&m| pos.moved_role(m)).collect();
    assert_eq!(roles.len(), 48);
    assert!(roles.windows(2).all(|w| w[0].index() <= w[1].index()), "{roles:?}");
    assert_eq!((roles[0], roles[roles.len() - 1]), (Role::Pawn, Role::King));
    // The recorded alpha-beta tree lists the root's moves in that order.
    let start = Chess::new(Position::startpos(), Evaluator::Seed);
    let options = SearchOptions {
        depth: 1,
        algorithm: Algorithm::AlphaBeta,
        crash_cut: false,
        record: 100,
        convention: Convention::COURSE,
    };
    let tree = search(&start, &options).tree.unwrap();
    let first: Vec<&str> = tree.nodes[0].children.iter().map(|&c| tree.nodes[c as usize].label.as_str()).collect();
    assert_eq!(first.len(), 20);
    assert!(first[..16].iter().all(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase())), "{first:?}");
    assert!(first[16..].iter().all(|l| l.starts_with('N')), "{first:?}");
}

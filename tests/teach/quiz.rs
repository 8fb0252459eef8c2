//! Asking before showing: which steps of the walk ask what, the right answers, the answers
//! checked, and the question waiting while the walk steps forward.

use poda::teach::abstract_tree::AbstractTree;
use poda::teach::tree::{Tree, INFINITY};
use poda::teach::walk::Walk;
use poda::teach::{search, Algorithm, SearchOptions};
use poda::web::teach::quiz::{read_number, Question, QuizRun, Reply, Verdict};

fn walk(text: &str, algorithm: Algorithm) -> Walk {
    let options = SearchOptions { algorithm, ..SearchOptions::full_tree() };
    Walk::new(search(&AbstractTree::parse(text).unwrap().root(), &options).tree.unwrap())
}

fn id(walk: &Walk, name: &str) -> u32 {
    walk.tree.nodes.iter().position(|n| n.label == name).unwrap() as u32
}

/// The questions of a whole walk, by step.
fn questions(walk: &Walk, minimax: bool) -> Vec<(usize, Question)> {
    (0..=walk.len()).filter_map(|k| Question::before(walk, k, minimax).map(|q| (k, q))).collect()
}

/// Root (MAX) over A = min(3, 5) and B = min(2, 9): B is cut after its 2.
const SMALL: &str = "2 2 2 / 3 5 2 9";

#[test]
fn alpha_beta_asks_alpha_on_entering_pruning_after_a_leaf_and_each_return() {
    let w = walk(SMALL, Algorithm::AlphaBeta);
    let (a, b, c, e, root) = (id(&w, "A"), id(&w, "B"), id(&w, "C"), id(&w, "E"), 0);
    let asked: Vec<Question> = questions(&w, false).into_iter().map(|(_, q)| q).collect();
    assert_eq!(
        asked,
        vec![
            Question::Alpha { node: a, alpha: -INFINITY },
            Question::Pruned { node: c, parent: a, value: 3, pruned: false },
            Question::Returns { node: a, value: 3 },
            Question::Alpha { node: b, alpha: 3 },
            Question::Pruned { node: e, parent: b, value: 2, pruned: true },
            Question::Returns { node: b, value: 2 },
            Question::Returns { node: root, value: 3 },
        ]
    );
}

#[test]
fn each_question_comes_before_the_step_that_shows_its_answer() {
    let w = walk(tree_text(), Algorithm::AlphaBeta);
    for (k, q) in questions(&w, false) {
        let e = w.tree.events[k - 1];
        assert_eq!(e.node, q.node(), "step {k}");
        match q {
            Question::Alpha { node, alpha } => {
                assert!(!e.leave);
                let n = &w.tree.nodes[node as usize];
                assert_eq!(alpha, Tree::max_view(n.ply, n.alpha, n.beta).alpha);
            }
            Question::Returns { node, value } => {
                assert!(e.leave);
                let n = &w.tree.nodes[node as usize];
                assert_eq!(value, Tree::max_value(n.ply, n.value.unwrap()));
            }
            // Pruned exactly when the walk lists a cut-off at this step.
            Question::Pruned { pruned, .. } => {
                assert!(e.leave);
                assert_eq!(pruned, w.next_cut(k - 1) == Some(k), "step {k}");
            }
        }
    }
}

fn tree_text() -> &'static str {
    poda::teach::abstract_tree::COURSE_EXAMPLE
}

#[test]
fn minimax_asks_only_what_nodes_return() {
    let w = walk(SMALL, Algorithm::Minimax);
    let asked: Vec<Question> = questions(&w, true).into_iter().map(|(_, q)| q).collect();
    assert_eq!(asked.len(), 3);
    assert!(asked.iter().all(|q| matches!(q, Question::Returns { .. })));
}

#[test]
fn answers_are_checked_against_the_walk() {
    let q = Question::Returns { node: 1, value: 3 };
    assert!(q.check(Reply::Number(3)));
    assert!(!q.check(Reply::Number(-3)));
    assert!(!q.check(Reply::YesNo(true)));
    let p = Question::Pruned { node: 5, parent: 2, value: 2, pruned: true };
    assert!(p.yes_no() && !q.yes_no());
    assert!(p.check(Reply::YesNo(true)) && !p.check(Reply::YesNo(false)));
    assert_eq!(read_number(" −4 "), Some(-4));
    assert_eq!(read_number("-∞"), Some(-INFINITY));
    assert_eq!(read_number("inf"), Some(INFINITY));
    assert_eq!(read_number("three"), None);
    assert!(Question::Alpha { node: 1, alpha: -INFINITY }.check(Reply::Number(read_number("−∞").unwrap())));
}

#[test]
fn a_step_forward_waits_for_the_answer_then_shows_the_step() {
    let mut w = walk(SMALL, Algorithm::AlphaBeta);
    let mut quiz = QuizRun::new(true);
    // Step 1 (the root entered) asks nothing.
    assert_eq!(quiz.step_forward(&w, false), Some(1));
    w.set_step(1);
    // Step 2 enters A: α is asked first, the walk stays.
    assert_eq!(quiz.step_forward(&w, false), None);
    assert!(matches!(quiz.pending, Some((2, Question::Alpha { .. }))));
    // A wrong answer: said, and the step shown.
    assert_eq!(quiz.answer(Reply::Number(5)), Some(2));
    assert!(matches!(quiz.verdict, Some(Verdict::Wrong(Question::Alpha { .. }))));
    assert!(quiz.pending.is_none());
    w.set_step(2);
    // The next step forward forgets the verdict.
    assert_eq!(quiz.step_forward(&w, false), Some(3));
    assert_eq!(quiz.verdict, None);
    w.set_step(3);
    // Leaving C: is the rest of A pruned? No — right.
    assert_eq!(quiz.step_forward(&w, false), None);
    assert_eq!(quiz.answer(Reply::YesNo(false)), Some(4));
    assert!(matches!(quiz.verdict, Some(Verdict::Right(_))));
    w.set_step(4);
    // D is entered and left: nothing asked.
    assert_eq!(quiz.step_forward(&w, false), Some(5));
    w.set_step(5);
    assert_eq!(quiz.step_forward(&w, false), Some(6));
    w.set_step(6);
    // A returns: asked, then shown without an answer by a second step forward.
    assert_eq!(quiz.step_forward(&w, false), None);
    let waiting = quiz.pending.unwrap();
    assert!(matches!(waiting, (7, Question::Returns { value: 3, .. })));
    assert_eq!(quiz.step_forward(&w, false), Some(7));
    assert_eq!(quiz.verdict, Some(Verdict::Shown(waiting.1)));
    // Any other move drops the question.
    quiz.drop_question();
    assert_eq!((quiz.pending, quiz.verdict), (None, None));
}

#[test]
fn off_it_asks_nothing_and_playing_stops_where_a_step_asks() {
    let w = walk(SMALL, Algorithm::AlphaBeta);
    let mut off = QuizRun::new(false);
    assert_eq!(off.step_forward(&w, false), Some(1));
    assert_eq!(off.first_asking(&w, false, 0, w.len()), None);
    let on = QuizRun::new(true);
    assert_eq!(on.first_asking(&w, false, 0, w.len()), Some(2));
    assert_eq!(on.first_asking(&w, false, 0, 1), None);
}

#[test]
fn a_mate_is_answered_as_the_view_writes_it() {
    use poda::engine::search::MATE;
    use poda::teach::point_of_view::Mate;
    use poda::web::teach::quiz::read_reply;
    // MAX mates with its 2nd move (3 plies from the root); MIN mates with its 1st (2 plies).
    let max_mates = Question::Returns { node: 1, value: MATE - 3 };
    let min_mates = Question::Returns { node: 1, value: -(MATE - 2) };
    for typed in ["#2", "+#2", " M2 ", "m2"] {
        assert_eq!(read_reply(typed), Some(Reply::Mate(Mate { for_max: true, moves: 2 })), "{typed}");
        assert!(max_mates.check(read_reply(typed).unwrap()), "{typed}");
    }
    for typed in ["−#1", "-#1", "-M1"] {
        assert_eq!(read_reply(typed), Some(Reply::Mate(Mate { for_max: false, moves: 1 })), "{typed}");
        assert!(min_mates.check(read_reply(typed).unwrap()), "{typed}");
    }
    // The wrong side's mate, the wrong length, or a number are not right.
    assert!(!max_mates.check(read_reply("−#2").unwrap()));
    assert!(!max_mates.check(read_reply("#3").unwrap()));
    assert!(!max_mates.check(read_reply("900").unwrap()));
    assert!(!Question::Returns { node: 1, value: 250 }.check(read_reply("#2").unwrap()));
    // Numbers and infinities read as before; what is neither is refused.
    assert_eq!(read_reply("−4"), Some(Reply::Number(-4)));
    assert_eq!(read_reply("+∞"), Some(Reply::Number(INFINITY)));
    for bad in ["#", "#0", "#-2", "M", "#two", "mate"] {
        assert_eq!(read_reply(bad), None, "{bad}");
    }
}

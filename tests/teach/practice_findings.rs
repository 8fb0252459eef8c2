//! A checked practice answer told as a student reads it: each cause of mistakes once, never the
//! right value; a hint that reveals one node; the attempts at a tree; and a teacher's
//! `solution=0`.

use poda::teach::abstract_tree::AbstractTree;
use poda::teach::findings::{findings, hint, Cause, Finding, Reveal};
use poda::teach::practice::{NodePath, PracticeAnswer, PracticeExercise};
use poda::teach::Convention;
use poda::web::i18n::{practice, Lang};
use poda::web::practice::model::{NotChecked, PracticeSource, PracticeState};

use crate::support::{practice_options, HAND};

// HAND's nodes, breadth-first: the root 0; A 1 and B 2 (MIN); C 3, D 4 under A, E 5, F 6 under
// B (MAX); the leaves G 7 … N 14 (D's 9 is J, 10; F's are M 13 and N 14). D stops at its 6 (J
// is skipped); B stops after E returns 2 (F is skipped).

fn path(text: &str) -> NodePath {
    text.parse().unwrap()
}

fn exercise() -> PracticeExercise {
    PracticeExercise::new(AbstractTree::parse(HAND).unwrap())
}

/// The right answer, less what `skip` names (paths of values or marks).
fn answer_without(skip: &[&str]) -> PracticeAnswer {
    let mut a = PracticeAnswer::default();
    for (p, v) in [("root", 5), ("0", 5), ("0.0", 5), ("0.1", 6), ("1", 2), ("1.0", 2)] {
        if !skip.contains(&p) {
            a.values.insert(path(p), v);
        }
    }
    for p in ["0.1.1", "1.1"] {
        if !skip.contains(&p) {
            a.marked.insert(path(p));
        }
    }
    a
}

fn name(n: u32) -> String {
    if n == 0 {
        "the root".to_string()
    } else {
        AbstractTree::name(n)
    }
}

fn texts(found: &[Finding], lang: Lang) -> Vec<String> {
    found.iter().map(|f| (practice(lang).finding)(f, Convention::COURSE, &name)).collect()
}

#[test]
fn a_missed_cut_is_told_once_for_its_whole_subtree() {
    let ex = exercise();
    let found = findings(&ex, &answer_without(&["1.1"]));
    assert_eq!(found, [Finding { cause: Cause::Unmarked { at: 2, child: 5, tops: vec![6] }, nodes: vec![13, 14, 6] }]);
    let en = texts(&found, Lang::En);
    assert_eq!(
        en,
        ["F is never looked at, nor anything below: once E has returned, the window at B closes (β ≤ α) and it looks at no more of its children. Mark it."]
    );
}

#[test]
fn no_line_gives_a_right_value_or_a_window() {
    let ex = exercise();
    // Nothing but one mark: every value missing, F forgotten.
    let mut answer = PracticeAnswer::default();
    answer.marked.insert(path("0.1.1"));
    let found = findings(&ex, &answer);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0], Finding { cause: Cause::NoValue, nodes: vec![3, 4, 1, 5, 2, 0] });
    for lang in [Lang::En, Lang::Es] {
        for text in texts(&found, lang) {
            assert!(!text.chars().any(|c| c.is_ascii_digit()), "a value in {text:?}");
        }
    }
    assert_eq!(
        texts(&found, Lang::Es)[0],
        "Falta el valor de C, D, A, E, B y the root: cada nodo en el que entra la búsqueda devuelve un valor."
    );
}

#[test]
fn a_value_that_counts_a_skipped_leaf_says_so_not_a_window() {
    let ex = exercise();
    // D written as 9: the minimax value, counting J, which the search never looks at.
    let mut answer = answer_without(&[]);
    answer.values.insert(path("0.1"), 9);
    let found = findings(&ex, &answer);
    assert_eq!(found, [Finding { cause: Cause::CountsPruned { pruned: 10 }, nodes: vec![4] }]);
    let en = &texts(&found, Lang::En)[0];
    assert_eq!(
        en,
        "The value of D counts J, which the search never looks at: a node's value comes only from the children it looks at."
    );
    assert!(!en.contains('6') && !en.contains('α'), "{en}");
}

#[test]
fn a_wrong_value_carried_up_is_one_cause() {
    let ex = exercise();
    // E written as 1 (MAX of 1 and 2), and B took it on.
    let mut answer = answer_without(&[]);
    answer.values.insert(path("1.0"), 1);
    answer.values.insert(path("1"), 1);
    let found = findings(&ex, &answer);
    assert_eq!(found, [Finding { cause: Cause::WrongValue { node: 5, given: 1, max: true }, nodes: vec![5, 2] }]);
    assert_eq!(
        texts(&found, Lang::En)[0],
        "E is not worth 1: it is MAX, so it takes the largest value among the children it looks at (B took it on)."
    );
    assert_eq!(
        texts(&found, Lang::Es)[0],
        "E no vale 1: es MAX, así que se queda con el mayor valor de los hijos que mira (B hereda el error)."
    );
}

#[test]
fn a_value_is_carried_only_from_a_wrong_value() {
    let ex = exercise();
    // D's value, 6, is right but its window is not (α = 3); A written as 6 takes D's right value
    // where MIN takes C's 5: A's own mistake, not D's window's.
    let mut answer = answer_without(&[]);
    answer.windows.insert(path("0.1"), (Some(3), None));
    answer.values.insert(path("0"), 6);
    let found = findings(&ex, &answer);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().any(|f| matches!(f.cause, Cause::WrongWindow { node: 4, .. }) && f.nodes == [4]));
    assert!(found.iter().any(|f| f.cause == Cause::WrongValue { node: 1, given: 6, max: false } && f.nodes == [1]));
}

#[test]
fn a_mark_on_a_searched_subtree_is_told_once() {
    let ex = exercise();
    // A marked as a whole: A, C, D and their leaves are searched (J is rightly unsearched).
    let mut answer = answer_without(&["0.1.1"]);
    answer.marked.insert(path("0"));
    let found = findings(&ex, &answer);
    let marked: Vec<&Finding> = found.iter().filter(|f| matches!(f.cause, Cause::MarkedSearched { .. })).collect();
    assert_eq!(marked.len(), 1, "{found:?}");
    assert_eq!(marked[0].cause, Cause::MarkedSearched { mark: 1, leaf: false });
}

#[test]
fn a_hint_reveals_the_first_wrong_node_the_search_settles() {
    let ex = exercise();
    assert_eq!(hint(&ex, &answer_without(&[])), None);
    let mut s = PracticeState::new(PracticeSource::Typed(HAND.to_string())).unwrap();
    // Empty: C is settled first (after G and H), worth 5.
    let first = s.hint().unwrap().unwrap();
    assert_eq!((first.node, first.reveal), (3, Reveal::Value(5)));
    assert_eq!(s.typed.get(&path("0.0")).map(String::as_str), Some("5"));
    // Then J, never looked at: marked.
    let second = s.hint().unwrap().unwrap();
    assert_eq!((second.node, second.reveal), (10, Reveal::Pruned));
    assert!(s.marked.contains(&path("0.1.1")));
    assert_eq!(s.hints, 2);
    // A wrong mark on an evaluated leaf: the hint takes it off.
    s.toggle_mark(&path("0.1.0")).unwrap();
    assert_eq!(s.hint().unwrap().unwrap().reveal, Reveal::Searched);
    assert!(!s.marked.contains(&path("0.1.0")));
}

#[test]
fn checks_are_attempts_and_an_empty_answer_is_not_one() {
    let mut s = PracticeState::new(PracticeSource::Typed(HAND.to_string())).unwrap();
    assert_eq!(s.check_answer().err(), Some(NotChecked::Empty));
    assert_eq!((s.attempts, s.first_try), (0, None));
    s.toggle_mark(&path("1.1")).unwrap();
    let right = s.check_answer().unwrap().right();
    assert_eq!((s.attempts, s.first_try), (1, Some(right)));
    s.set_value_text(path("0.0"), "5".to_string());
    s.check_answer().unwrap();
    assert_eq!((s.attempts, s.first_try), (2, Some(right)), "the first try is kept");
    // A new tree starts over.
    assert!(s.move_child(&path("1"), true));
    assert_eq!((s.attempts, s.first_try, s.hints), (0, None, 0));
}

#[test]
fn a_teacher_hides_the_solution_with_solution_0() {
    let (o, notices) = practice_options(&[("tree", HAND), ("solution", "0")], Lang::En);
    assert!(notices.is_empty() && !o.solution, "{notices:?}");
    let mut s = PracticeState::new(o.source).unwrap();
    s.solution = o.solution;
    assert!(s.query(Lang::Es).contains("&solution=0&lang=es"), "{}", s.query(Lang::Es));
    let (o, _) = practice_options(&[("tree", HAND)], Lang::En);
    assert!(o.solution, "shown by default");
    let (_, notices) = practice_options(&[("solution", "maybe")], Lang::En);
    assert!(notices[0].contains("solution"), "{notices:?}");
}

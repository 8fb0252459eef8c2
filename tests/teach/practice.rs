//! The alpha-beta practice: the answer checker on a tree worked out by hand, every kind of wrong
//! answer, the random trees and their cut-offs, and the move-ordering exercise.

use std::collections::BTreeSet;

use poda::teach::abstract_tree::AbstractTree;
use poda::teach::ordering::TreeOrdering;
use poda::teach::practice::{Mistake, NodeFact, NodePath, PracticeAnswer, PracticeExercise};
use poda::teach::random_tree::{cutoffs, random_tree, RandomTreeError, RandomTreeSpec, BRANCHINGS, DEPTHS, MAX_LEAVES};
use poda::teach::shape::TreeShape;
use poda::teach::tree::INFINITY;

// The tree worked out by hand: `HAND`, drawn in tests/support/mod.rs.
use crate::support::HAND;

fn path(text: &str) -> NodePath {
    text.parse().unwrap()
}

fn exercise() -> PracticeExercise {
    PracticeExercise::new(AbstractTree::parse(HAND).unwrap())
}

/// The right values and the two marks (D's 9 and all of F).
fn right_answer() -> PracticeAnswer {
    let mut a = PracticeAnswer::default();
    for (p, v) in [("root", 5), ("0", 5), ("0.0", 5), ("0.1", 6), ("1", 2), ("1.0", 2)] {
        a.values.insert(path(p), v);
    }
    a.marked.insert(path("0.1.1"));
    a.marked.insert(path("1.1"));
    a
}

fn wrong_paths(ex: &PracticeExercise, answer: &PracticeAnswer) -> Vec<String> {
    ex.check(answer).wrong().map(|v| v.path.to_string()).collect()
}

#[test]
fn paths_read_and_write_back() {
    for text in ["root", "0", "0.1.2", "3.0"] {
        assert_eq!(path(text).to_string(), text);
    }
    assert_eq!(path("root"), NodePath::ROOT);
    assert_eq!(path("0.1").parent(), Some(path("0")));
    for bad in ["", "a", "0..1", "-1", "0.x"] {
        assert!(bad.parse::<NodePath>().is_err(), "{bad:?}");
    }
    let ex = exercise();
    assert_eq!(ex.node(&path("1.1.0")).map(|n| ex.path(n).to_string()), Some("1.1.0".to_string()));
    assert_eq!(ex.node(&path("2")), None);
    assert_eq!(ex.node(&path("0.0.0.0")), None);
}

#[test]
fn the_hand_made_tree_has_its_known_pruned_set() {
    let ex = exercise();
    assert_eq!(ex.value(), 5);
    assert_eq!(ex.leaves_evaluated(), 5);
    let pruned: BTreeSet<String> =
        (0..ex.len() as u32).filter(|&n| ex.is_pruned(n)).map(|n| ex.path(n).to_string()).collect();
    let expected: BTreeSet<String> = ["0.1.1", "1.1", "1.1.0", "1.1.1"].iter().map(|s| s.to_string()).collect();
    assert_eq!(pruned, expected);
    let solution = ex.solution();
    assert_eq!(solution.marked, right_answer().marked, "only the tops of the pruned subtrees are marked");
    assert_eq!(solution.values, right_answer().values);
    assert!(ex.check(&solution).correct());
    let check = ex.check(&right_answer());
    assert!(check.correct(), "{:?}", check.wrong().collect::<Vec<_>>());
    assert_eq!((check.right(), check.total()), (15, 15));
    let cuts = cutoffs(ex.tree());
    assert_eq!((cuts.total, cuts.above_leaves), (2, 1));
}

#[test]
fn the_reasons_are_the_walks_own_numbers() {
    let ex = exercise();
    let nine = ex.node(&path("0.1.1")).unwrap();
    let NodeFact::Pruned(cut) = ex.fact(nine) else { panic!("the 9 is pruned") };
    assert_eq!((AbstractTree::name(cut.at), cut.returned, cut.alpha, cut.beta), ("D".to_string(), 6, 6, 5));
    let check = ex.check(&PracticeAnswer::default());
    let sentence = |p: &str| check.verdicts.iter().find(|v| v.path == path(p)).unwrap().to_string();
    assert_eq!(sentence("0.1.1"), "pruned: at D, β = 5 ≤ α = 6 after I returned 6");
    assert_eq!(sentence("1.1"), "pruned: at B, β = 2 ≤ α = 5 after E returned 2");
    assert_eq!(sentence("1.1.0"), "pruned: at B, β = 2 ≤ α = 5 after E returned 2", "inside a pruned subtree");
    assert_eq!(sentence("0"), "no value written: it returns 5");
    let mut marked = right_answer();
    marked.marked.insert(path("1.0.1"));
    let check = ex.check(&marked);
    let wrong: Vec<String> = check.wrong().map(ToString::to_string).collect();
    assert_eq!(wrong, ["this leaf is evaluated: at that moment α = 5 < β = +∞"]);
}

#[test]
fn marking_an_evaluated_leaf_is_wrong_there_only() {
    let ex = exercise();
    let mut a = right_answer();
    a.marked.insert(path("1.0.1"));
    assert_eq!(wrong_paths(&ex, &a), ["1.0.1"]);
    let check = ex.check(&a);
    assert_eq!(check.wrong().next().unwrap().mistake, Some(Mistake::MarkedLeafEvaluated));
    assert_eq!((check.right(), check.total()), (14, 15));
}

#[test]
fn a_pruned_leaf_or_subtree_left_unmarked_is_wrong() {
    let ex = exercise();
    let mut a = right_answer();
    a.marked.remove(&path("0.1.1"));
    assert_eq!(wrong_paths(&ex, &a), ["0.1.1"]);
    let mut a = right_answer();
    a.marked.remove(&path("1.1"));
    assert_eq!(wrong_paths(&ex, &a), ["1.1", "1.1.0", "1.1.1"]);
    assert!(ex.check(&a).wrong().all(|v| v.mistake == Some(Mistake::PrunedNotMarked)));
    // Half of the subtree: its other leaf and the subtree's top are still missed.
    a.marked.insert(path("1.1.0"));
    assert_eq!(wrong_paths(&ex, &a), ["1.1", "1.1.1"]);
    // Both leaves one by one are as good as the subtree.
    a.marked.insert(path("1.1.1"));
    assert!(ex.check(&a).correct());
}

#[test]
fn a_searched_node_marked_as_pruned_is_wrong_with_its_leaves() {
    let ex = exercise();
    let mut a = right_answer();
    a.marked.insert(path("0.1"));
    assert_eq!(wrong_paths(&ex, &a), ["0.1", "0.1.0"]);
    let check = ex.check(&a);
    let mistakes: Vec<_> = check.wrong().map(|v| v.mistake).collect();
    assert_eq!(mistakes, [Some(Mistake::MarkedNodeSearched), Some(Mistake::MarkedLeafEvaluated)]);
    // Marking every leaf of a searched node marks the node too.
    let mut a = right_answer();
    a.marked.insert(path("1.0.0"));
    a.marked.insert(path("1.0.1"));
    // … and B above it, whose children are then all marked.
    assert_eq!(wrong_paths(&ex, &a), ["1", "1.0", "1.0.0", "1.0.1"]);
}

#[test]
fn wrong_missing_and_extra_values_are_found() {
    let ex = exercise();
    let mut a = right_answer();
    a.values.insert(path("0.1"), 9);
    assert_eq!(wrong_paths(&ex, &a), ["0.1"]);
    let check = ex.check(&a);
    let v = check.wrong().next().unwrap();
    assert_eq!(v.mistake, Some(Mistake::WrongValue { given: 9 }));
    assert_eq!(v.to_string(), "its value is 6, not 9 (entered with α = −∞, β = 5)");
    let mut a = right_answer();
    a.values.remove(&path("root"));
    assert_eq!(wrong_paths(&ex, &a), ["root"]);
    assert_eq!(ex.check(&a).wrong().next().unwrap().mistake, Some(Mistake::ValueMissing));
    let mut a = right_answer();
    a.values.insert(path("1.1"), 0);
    assert_eq!(wrong_paths(&ex, &a), ["1.1"]);
    let check = ex.check(&a);
    let v = check.wrong().next().unwrap();
    assert_eq!(v.mistake, Some(Mistake::ValueOfPruned { given: 0 }));
    assert!(v.to_string().starts_with("never searched, so it has no value; pruned: at B"));
    // Values written at leaves are not asked for and not judged; unknown paths are ignored.
    let mut a = right_answer();
    a.values.insert(path("0.0.0"), 42);
    a.values.insert(path("7.7"), 1);
    a.marked.insert(path("5"));
    assert!(ex.check(&a).correct());
}

#[test]
fn windows_are_checked_where_written() {
    let ex = exercise();
    let mut a = right_answer();
    a.windows.insert(path("1.0"), (Some(5), Some(INFINITY)));
    a.windows.insert(path("0.1"), (None, Some(5)));
    a.windows.insert(path("root"), (Some(-INFINITY * 3), Some(INFINITY)));
    assert!(ex.check(&a).correct());
    a.windows.insert(path("1.0"), (Some(3), Some(INFINITY)));
    assert_eq!(wrong_paths(&ex, &a), ["1.0"]);
    let check = ex.check(&a);
    assert_eq!(
        check.wrong().next().unwrap().to_string(),
        "it is entered with α = 5, β = +∞, not α = 3: a node starts from its parent's window as it stands when the node's turn comes"
    );
    assert_eq!(ex.solution().windows.get(&path("0.1.0")), Some(&(Some(-INFINITY), Some(5))));
    // Both bounds wrong: both named; a right bound beside a wrong one is not.
    a.windows.insert(path("1.0"), (Some(3), Some(7)));
    let check = ex.check(&a);
    assert!(check.wrong().next().unwrap().to_string().contains(", not α = 3, β = 7:"));
    a.windows.insert(path("1.0"), (Some(5), Some(7)));
    let check = ex.check(&a);
    assert!(check.wrong().next().unwrap().to_string().contains("β = +∞, not β = 7:"));
    // A wrong value is named before a wrong window.
    a.values.insert(path("1.0"), 4);
    assert!(matches!(ex.check(&a).wrong().next().unwrap().mistake, Some(Mistake::WrongValue { given: 4 })));
}

#[test]
fn wrong_bounds_are_the_ones_written_that_differ() {
    use poda::teach::practice::wrong_bounds;
    assert_eq!(wrong_bounds((5, INFINITY), (Some(5), Some(INFINITY))), []);
    assert_eq!(wrong_bounds((5, INFINITY), (None, None)), []);
    assert_eq!(wrong_bounds((5, INFINITY), (Some(3), None)), [('α', 3)]);
    assert_eq!(wrong_bounds((-INFINITY, 2), (Some(-INFINITY * 2), Some(3))), [('β', 3)]);
    assert_eq!(wrong_bounds((0, 1), (Some(1), Some(0))), [('α', 1), ('β', 0)]);
}

#[test]
fn random_trees_meet_the_cutoff_goal_for_a_thousand_seeds() {
    for seed in 0..1000 {
        let spec = RandomTreeSpec { seed, ..RandomTreeSpec::default() };
        let tree = random_tree(&spec).unwrap();
        let cuts = cutoffs(&tree);
        assert!(cuts.total >= 3 && cuts.above_leaves >= 1, "seed {seed}: {cuts:?}");
        assert_eq!(tree.leaves(), 27);
        assert_eq!(tree.height(), 3);
    }
}

#[test]
fn every_size_meets_its_goal() {
    for depth in DEPTHS {
        for branching in BRANCHINGS {
            for seed in 0..60 {
                let spec = RandomTreeSpec { depth, branching, low: -9, high: 9, seed };
                match random_tree(&spec) {
                    Ok(tree) => {
                        assert!(cutoffs(&tree).meets(spec.goal()), "{spec:?}");
                        assert_eq!(tree.leaves() as u32, spec.leaves());
                        let shape = TreeShape::of(&tree);
                        assert_eq!(AbstractTree::parse(&shape.text()).unwrap(), tree);
                    }
                    Err(err) => {
                        assert!(spec.leaves() > MAX_LEAVES, "{spec:?}: {err}");
                        assert_eq!(err, RandomTreeError::TooManyLeaves { leaves: spec.leaves() });
                    }
                }
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_tree_and_others_differ() {
    let spec = RandomTreeSpec { depth: 4, branching: 2, low: 1, high: 9, seed: 77 };
    let tree = random_tree(&spec).unwrap();
    assert_eq!(random_tree(&spec).unwrap(), tree);
    let texts: BTreeSet<String> =
        (0..50).map(|seed| TreeShape::of(&random_tree(&RandomTreeSpec { seed, ..spec }).unwrap()).text()).collect();
    assert!(texts.len() > 45, "{} different trees in 50 seeds", texts.len());
    // Values stay in the range.
    let mut leaves = Vec::new();
    fn collect(s: &TreeShape, out: &mut Vec<i32>) {
        match s {
            TreeShape::Leaf(v) => out.push(*v),
            TreeShape::Inner(c) => c.iter().for_each(|c| collect(c, out)),
        }
    }
    collect(&TreeShape::of(&tree), &mut leaves);
    assert!(leaves.iter().all(|v| (1..=9).contains(v)));
}

#[test]
fn bad_settings_are_refused_by_name() {
    let ok = RandomTreeSpec::default();
    let cases = [
        (RandomTreeSpec { depth: 1, ..ok }, RandomTreeError::Depth(1)),
        (RandomTreeSpec { depth: 6, ..ok }, RandomTreeError::Depth(6)),
        (RandomTreeSpec { branching: 5, ..ok }, RandomTreeError::Branching(5)),
        (RandomTreeSpec { low: 5, high: 5, ..ok }, RandomTreeError::Values { low: 5, high: 5 }),
        (RandomTreeSpec { low: -100, high: 5, ..ok }, RandomTreeError::Values { low: -100, high: 5 }),
        (RandomTreeSpec { depth: 5, branching: 3, ..ok }, RandomTreeError::TooManyLeaves { leaves: 243 }),
    ];
    for (spec, err) in cases {
        assert_eq!(random_tree(&spec), Err(err));
        assert!(!err.to_string().is_empty());
    }
    // Two values only: the goal may be out of reach, a tree still comes back.
    let narrow = RandomTreeSpec { low: 0, high: 1, depth: 3, branching: 2, seed: 3 };
    assert!(random_tree(&narrow).is_ok());
}

#[test]
fn reordering_changes_the_leaves_evaluated_down_to_best_first() {
    let tree = AbstractTree::parse(HAND).unwrap();
    let mut ordering = TreeOrdering::new(&tree);
    assert_eq!(ordering.leaves(), 8);
    assert_eq!(ordering.leaves_evaluated(), 5);
    let best = ordering.best_first_leaves();
    assert!(best <= 5);
    // The worst order: B (2) before A (5) at the root.
    assert!(ordering.move_child(&path("1"), true));
    assert!(ordering.leaves_evaluated() > 5);
    assert!(!ordering.move_child(&path("0"), true), "the first child cannot move left");
    assert!(!ordering.move_child(&path("1"), false), "the last child cannot move right");
    assert!(!ordering.move_child(&NodePath::ROOT, true));
    assert!(!ordering.move_child(&path("4.0"), true));
    assert_eq!(ordering.best_first_leaves(), best, "the best order does not depend on the current one");
    for seed in 0..100 {
        let t = random_tree(&RandomTreeSpec { seed, ..RandomTreeSpec::default() }).unwrap();
        let o = TreeOrdering::new(&t);
        assert!(o.best_first_leaves() <= o.leaves_evaluated(), "seed {seed}");
    }
}

// ---- The practice page's state, without a browser (web::practice::model) ----------------------

mod page_model {
    use super::{path, HAND};
    use crate::support::practice_options;
    use poda::teach::random_tree::RandomTreeSpec;
    use poda::teach::tree::INFINITY;
    use poda::web::i18n::Lang;
    use poda::web::practice::model::{
        encode, read_bound, read_value, MarkRefusal, NotChecked, PracticeOptions, PracticeSource, PracticeState,
        Unreadable, WindowEdge,
    };

    /// The options an English page reads from the address `pairs`.
    fn options(pairs: &[(&str, &str)]) -> (PracticeOptions, Vec<String>) {
        practice_options(pairs, Lang::En)
    }

    #[test]
    fn the_address_names_the_exercise_and_bad_values_are_named() {
        let (o, notices) = options(&[("depth", "4"), ("branching", "2"), ("low", "-5"), ("high", "5"), ("seed", "9")]);
        assert!(notices.is_empty(), "{notices:?}");
        assert!(o.seed_given);
        let spec = RandomTreeSpec { depth: 4, branching: 2, low: -5, high: 5, seed: 9 };
        assert_eq!(o.source, PracticeSource::Random(spec));
        let state = PracticeState::new(o.source).unwrap();
        assert_eq!(state.query(Lang::Es), "?mode=practice&depth=4&branching=2&low=-5&high=5&seed=9&lang=es");
        let (o, notices) = options(&[("depth", "9"), ("seed", "x")]);
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert!(notices[0].contains("depth") && notices[1].contains("seed"));
        assert!(!o.seed_given);
        let (_, notices) = options(&[("depth", "5"), ("branching", "4")]);
        assert!(notices[0].contains("branching") && notices[0].contains("1024 leaves"), "{notices:?}");
        let (_, notices) = options(&[("low", "5"), ("high", "5")]);
        assert!(notices[0].contains("high"), "{notices:?}");
        let (o, notices) = options(&[("tree", HAND), ("depth", "3")]);
        assert!(notices.is_empty());
        assert_eq!(o.source, PracticeSource::Typed(HAND.to_string()));
        let (o, notices) = options(&[("tree", "2 2 / 1")]);
        assert!(notices[0].contains("tree"));
        assert!(matches!(o.source, PracticeSource::Random(_)));
    }

    #[test]
    fn clicks_values_and_the_score() {
        let mut s = PracticeState::new(PracticeSource::Typed(HAND.to_string())).unwrap();
        assert_eq!(s.query(Lang::En), format!("?mode=practice&tree={}&lang=en", encode(HAND)));
        assert!(s.walk_link(Lang::En).starts_with("./?mode=tree&tree=2%202%202"));
        assert!(s.walk_link(Lang::En).contains("&step=0&"), "the walk opens at its first step");
        assert_eq!(s.toggle_mark(&path("root")), Err(MarkRefusal::Root));
        assert_eq!(s.toggle_mark(&path("5.5")), Err(MarkRefusal::Unknown));
        assert_eq!(s.toggle_mark(&path("1.1.0")), Ok(true));
        // Marking the subtree above replaces the mark inside it; inside it a click is refused.
        assert_eq!(s.toggle_mark(&path("1.1")), Ok(true));
        assert!(!s.marked.contains(&path("1.1.0")));
        assert_eq!(s.toggle_mark(&path("1.1.1")), Err(MarkRefusal::InsideMarked { top: 6 }));
        assert_eq!(s.toggle_mark(&path("0.1.1")), Ok(true));
        for (p, v) in [("root", "5"), ("0", "+5"), ("0.0", "5"), ("0.1", "6"), ("1", " 2 "), ("1.0", "two")] {
            s.set_value_text(path(p), v.to_string());
        }
        assert_eq!(
            s.check_answer().err(),
            Some(NotChecked::Unreadable(Unreadable { values: vec![5], bounds: vec![] })),
            "E's box holds no number"
        );
        s.set_value_text(path("1.0"), "1".to_string());
        assert!(!s.check_answer().unwrap().correct());
        s.set_value_text(path("1.0"), "2".to_string());
        assert!(s.check_answer().unwrap().correct());
        assert_eq!(s.score.totals(), (0, 1, 14, 15), "the first check counts");
        assert!(s.move_child(&path("1"), true));
        assert!(s.check.is_none() && s.marked.is_empty() && s.typed.is_empty());
        assert_eq!(s.ordering_counts().2, 8);
        assert!(!s.move_child(&path("0"), true));
        assert_eq!(
            (read_value("−3"), read_value("+4"), read_value("x"), read_value("9999999")),
            (Some(-3), Some(4), None, None)
        );
        assert_eq!(encode("2 2 / -1"), "2%202%20%2F%20-1");
    }
    #[test]
    fn the_alpha_and_beta_boxes_are_read_checked_and_kept_in_the_address() {
        let mut s = PracticeState::new(PracticeSource::Typed(HAND.to_string())).unwrap();
        for (p, v) in [("root", "5"), ("0", "5"), ("0.0", "5"), ("0.1", "6"), ("1", "2"), ("1.0", "2")] {
            s.set_value_text(path(p), v.to_string());
        }
        s.toggle_mark(&path("0.1.1")).unwrap();
        s.toggle_mark(&path("1.1")).unwrap();
        // B is entered with α = 5, β = +∞; a wrong α is ignored while the boxes are hidden.
        s.set_bound_text(path("1"), WindowEdge::Alpha, "3".to_string());
        s.set_bound_text(path("1"), WindowEdge::Beta, "∞".to_string());
        assert!(s.check_answer().unwrap().correct(), "hidden boxes are not checked");
        s.show_windows(true);
        assert!(s.query(Lang::En).contains("&windows=1&"));
        let check = s.check_answer().unwrap();
        assert_eq!(check.wrong().map(|v| v.path.to_string()).collect::<Vec<_>>(), ["1"]);
        s.set_bound_text(path("1"), WindowEdge::Alpha, "5".to_string());
        s.set_bound_text(path("root"), WindowEdge::Alpha, "-inf".to_string());
        s.set_bound_text(path("root"), WindowEdge::Beta, "+∞".to_string());
        assert!(s.check_answer().unwrap().correct());
        // Unreadable bounds are named, not checked; a blank box is not an answer.
        s.set_bound_text(path("0"), WindowEdge::Beta, "lots".to_string());
        s.set_bound_text(path("1"), WindowEdge::Alpha, " ".to_string());
        let unreadable = Unreadable { values: vec![], bounds: vec![(1, WindowEdge::Beta)] };
        assert_eq!(s.check_answer().err(), Some(NotChecked::Unreadable(unreadable)));
        assert!(!s.bounds.contains_key(&(path("1"), WindowEdge::Alpha)));
        s.clear();
        assert!(s.bounds.is_empty() && s.windows, "clearing the answer keeps the boxes shown");
        assert_eq!(
            [
                read_bound("∞"),
                read_bound("−∞"),
                read_bound("-INF"),
                read_bound("+infinity"),
                read_bound("−7"),
                read_bound("∞∞")
            ],
            [Some(INFINITY), Some(-INFINITY), Some(-INFINITY), Some(INFINITY), Some(-7), None]
        );
        let (o, notices) = options(&[("windows", "1"), ("tree", HAND)]);
        assert!(o.windows && notices.is_empty());
        let (o, notices) = options(&[("windows", "maybe")]);
        assert!(!o.windows && notices[0].contains("windows"), "{notices:?}");
    }
}

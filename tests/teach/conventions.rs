//! The conventions alpha-beta is taught with (fail-soft or fail-hard values, the cut at α ≥ β or
//! only at α > β): the values and the pruned leaves of Russell and Norvig's tree and of the
//! course's, worked out by hand under all four; a tie that cuts under one rule and not the
//! other; and the practice checker following the convention chosen.

use poda::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use poda::teach::convention::{Cut, Values};
use poda::teach::practice::{NodePath, PracticeExercise};
use poda::teach::tree::{NodeKind, Tree};
use poda::teach::walk::Walk;
use poda::teach::{search, Algorithm, Convention, SearchOptions};

/// Russell and Norvig's tree: the root's MIN children A, B, C over the leaves
/// D E F (3 12 8) | G H I (2 4 6) | J K L (14 5 2).
const AIMA: &str = "3 3 3 3 / 3 12 8 2 4 6 14 5 2";

const SOFT_GE: Convention = Convention { values: Values::Soft, cut: Cut::AtEqual };
const SOFT_GT: Convention = Convention { values: Values::Soft, cut: Cut::PastEqual };
const HARD_GE: Convention = Convention { values: Values::Hard, cut: Cut::AtEqual };
const HARD_GT: Convention = Convention { values: Values::Hard, cut: Cut::PastEqual };

/// What alpha-beta does on `text` under `convention`: the root's value, every inner node's value
/// from MAX's side (`"B=2"`, breadth-first), the pruned nodes, the leaves evaluated and the
/// cut-offs counted.
struct Outcome {
    value: i32,
    values: Vec<String>,
    pruned: Vec<String>,
    leaves: u64,
    cutoffs: u64,
}

fn run(text: &str, convention: Convention) -> Outcome {
    let tree = AbstractTree::parse(text).unwrap();
    let options = SearchOptions { algorithm: Algorithm::AlphaBeta, convention, ..SearchOptions::full_tree() };
    let out = search(&tree.root(), &options);
    let rec = out.tree.unwrap();
    let mut inner: Vec<(u32, String)> = rec
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Interior && n.ply > 0)
        .map(|n| (n.code.parse().unwrap(), format!("{}={}", n.label, Tree::max_value(n.ply, n.value.unwrap()))))
        .collect();
    inner.sort();
    let mut pruned: Vec<(u32, String)> = rec
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Pruned)
        .map(|n| (n.code.parse().unwrap(), n.label.clone()))
        .collect();
    pruned.sort();
    Outcome {
        value: out.value,
        values: inner.into_iter().map(|(_, v)| v).collect(),
        pruned: pruned.into_iter().map(|(_, v)| v).collect(),
        leaves: out.counts.leaves,
        cutoffs: out.counts.cutoffs,
    }
}

#[test]
fn the_course_convention_is_the_default() {
    assert_eq!(Convention::default(), SOFT_GE);
    assert_eq!(SearchOptions::full_tree().convention, SOFT_GE);
    for (c, values, cut) in [(SOFT_GE, "soft", "ge"), (HARD_GT, "hard", "gt")] {
        assert_eq!((c.values.name(), c.cut.name()), (values, cut));
        assert_eq!((Values::from_name(values), Cut::from_name(cut)), (Some(c.values), Some(c.cut)));
    }
    assert_eq!((Values::from_name("medium"), Cut::from_name(">=")), (None, None));
}

#[test]
fn russell_and_norvigs_tree_under_the_four_conventions() {
    // A = min(3, 12, 8) = 3: the root's α is 3. B is entered with (α, β) = (3, +∞); its first
    // leaf G = 2 brings β to 2, below α = 3: a cut under both rules (2 < 3 is no tie), so H and I
    // are pruned. C is entered with (3, +∞): 14, 5, 2 bring β to 2 at its last leaf, which prunes
    // nothing. Fail-soft, B and C return the best they saw, 2; fail-hard, that 2 is kept within
    // their window (3, +∞): 3. The root takes max(3, ·, ·) = 3 either way.
    for c in Convention::ALL {
        let out = run(AIMA, c);
        assert_eq!((out.value, out.leaves, out.cutoffs), (3, 7, 1), "{c:?}");
        assert_eq!(out.pruned, ["H", "I"], "{c:?}");
        let values = if c.values == Values::Soft { ["A=3", "B=2", "C=2"] } else { ["A=3", "B=3", "C=3"] };
        assert_eq!(out.values, values, "{c:?}");
    }
}

#[test]
fn the_course_tree_under_the_four_conventions() {
    // The tree (see searches.rs): R; A B C (MIN); D E | F G | H I (MAX); J K | L | M N | O | P |
    // Q R' (MIN); leaves S T | U V W | X | Y | Z AA | AB | AC | AD AE | AF = 5 6 | 7 4 5 | 3 | 6 |
    // 6 9 | 7 | 5 | 9 8 | 6.
    //
    // Fail-soft, cut at α ≥ β (the course's; the walk in searches.rs): J = 5; K, entered with
    // (5, +∞), sees 7 then 4 < 5: cut, W pruned, K = 4. D = 5, E = L = 3, A = 3. B is entered
    // with (3, +∞): M = 6, so N is entered with (6, +∞) and its first leaf Z = 6 brings β to 6 =
    // α: a tie, a cut, AA pruned; N = 6, F = 6. G is entered with (3, 6): O = 7 brings α to 7 ≥ 6
    // at G's last child (no cut-off counted); G = 7, B = 6. C is entered with (6, +∞): P = 5,
    // H = 5 brings β to 5 < 6: cut, I (and its three leaves) pruned; C = 5. Root 6.
    let out = run(COURSE_EXAMPLE, SOFT_GE);
    assert_eq!((out.value, out.leaves, out.cutoffs), (6, 9, 3));
    assert_eq!(out.pruned, ["I", "W", "AA"]);
    let soft =
        ["A=3", "B=6", "C=5", "D=5", "E=3", "F=6", "G=7", "H=5", "J=5", "K=4", "L=3", "M=6", "N=6", "O=7", "P=5"];
    assert_eq!(out.values, soft);

    // Fail-soft, cut only at α > β: the same walk but at N, where Z = 6 = α is a tie and does
    // not cut: AA = 9 is looked at (β stays 6), N = 6. K (4 < 5) and C (5 < 6) still cut: W and
    // I pruned, 10 leaves evaluated, 2 cut-offs. No value changes.
    let out = run(COURSE_EXAMPLE, SOFT_GT);
    assert_eq!((out.value, out.leaves, out.cutoffs), (6, 10, 2));
    assert_eq!(out.pruned, ["I", "W"]);
    assert_eq!(out.values, soft);

    // Fail-hard, cut at α ≥ β: the same cuts as fail-soft (K: 4 ≤ 5; N: the tie; C: see below),
    // but each value kept within its node's window on entry: K (5, +∞) returns 5, not 4; O and
    // G (3, 6) return 6, not 7; P and H (6, +∞) return 6, not 5. So C sees H = 6 = α: a tie,
    // which cuts at α ≥ β; C = 6.
    let out = run(COURSE_EXAMPLE, HARD_GE);
    assert_eq!((out.value, out.leaves, out.cutoffs), (6, 9, 3));
    assert_eq!(out.pruned, ["I", "W", "AA"]);
    let hard =
        ["A=3", "B=6", "C=6", "D=5", "E=3", "F=6", "G=6", "H=6", "J=5", "K=5", "L=3", "M=6", "N=6", "O=6", "P=6"];
    assert_eq!(out.values, hard);

    // Fail-hard, cut only at α > β: K still cuts (its leaf V = 4 passes α = 5: leaves are not
    // clamped). N's tie does not cut (AA looked at), and neither does C's: H's clamped 6 equals
    // α = 6 and can never pass it. So I is searched with the window (6, 6): Q sees 9 and 8
    // (β stays 6, no tie passes) and returns 6, R' returns its 6, I = 6. Only W is pruned:
    // 13 leaves, 1 cut-off.
    let out = run(COURSE_EXAMPLE, HARD_GT);
    assert_eq!((out.value, out.leaves, out.cutoffs), (6, 13, 1));
    assert_eq!(out.pruned, ["W"]);
    let mut all = hard.to_vec();
    all.splice(8..8, ["I=6"]);
    all.extend(["Q=6", "R=6"]);
    assert_eq!(out.values, all);
}

#[test]
fn a_tie_cuts_at_alpha_at_least_beta_and_not_past_it() {
    // A = min(3, 5) = 3; B is entered with (3, +∞) and its first leaf is 3: β = 3 = α.
    let tie = "2 2 2 / 3 5 3 9";
    let ge = run(tie, SOFT_GE);
    assert_eq!((ge.value, ge.pruned, ge.cutoffs), (3, vec!["F".to_string()], 1));
    let gt = run(tie, SOFT_GT);
    assert_eq!((gt.value, gt.pruned.len(), gt.cutoffs, gt.leaves), (3, 0, 0, 4));
    // Fail-soft B returns 3 either way (min(3, 9) = 3).
    assert_eq!(gt.values, ["A=3", "B=3"]);

    // The walk's cut-offs follow: one landmark under α ≥ β, none under α > β.
    let walk = |c: Convention| {
        let options = SearchOptions { algorithm: Algorithm::AlphaBeta, convention: c, ..SearchOptions::full_tree() };
        Walk::new(search(&AbstractTree::parse(tie).unwrap().root(), &options).tree.unwrap())
    };
    assert!(walk(SOFT_GE).next_cut(0).is_some());
    assert!(walk(SOFT_GT).next_cut(0).is_none());
}

#[test]
fn minimax_has_no_convention() {
    // No window and no cut: every convention gives minimax's values.
    for c in Convention::ALL {
        let tree = AbstractTree::parse(COURSE_EXAMPLE).unwrap();
        let options = SearchOptions { convention: c, ..SearchOptions::full_tree() };
        let out = search(&tree.root(), &options);
        assert_eq!((out.value, out.counts.leaves, out.counts.cutoffs), (6, 14, 0));
    }
}

#[test]
fn the_practice_checker_follows_the_convention() {
    let tree = || AbstractTree::parse("2 2 2 / 3 5 3 9").unwrap();
    let ge = PracticeExercise::new(tree());
    let gt = PracticeExercise::with_convention(tree(), SOFT_GT);
    assert_eq!((ge.convention(), gt.convention()), (SOFT_GE, SOFT_GT));
    assert_eq!((ge.leaves_evaluated(), gt.leaves_evaluated()), (3, 4));
    // Each exercise's solution is right for it, and wrong for the other: the 9 is marked
    // "never evaluated" under α ≥ β only.
    let nine: NodePath = "1.1".parse().unwrap();
    assert!(ge.solution().marked.contains(&nine) && !gt.solution().marked.contains(&nine));
    assert!(ge.check(&ge.solution()).correct() && gt.check(&gt.solution()).correct());
    let wrong: Vec<String> = gt.check(&ge.solution()).wrong().map(|v| v.path.to_string()).collect();
    assert_eq!(wrong, ["1.1"]);
    // The verdict's reason writes the window as it stood: the tie is open under α > β.
    let verdict = &gt.check(&ge.solution()).verdicts[gt.node(&nine).unwrap() as usize];
    assert!(verdict.to_string().contains("α = 3 ≤ β = 3"), "{verdict}");

    // Fail-hard on Russell and Norvig's tree: B and C are worth 3, not 2.
    let hard = PracticeExercise::with_convention(AbstractTree::parse(AIMA).unwrap(), HARD_GE);
    let solution = hard.solution();
    assert_eq!(solution.values.get(&"1".parse().unwrap()), Some(&3));
    assert_eq!(solution.values.get(&"2".parse().unwrap()), Some(&3));
    let soft = PracticeExercise::new(AbstractTree::parse(AIMA).unwrap());
    let wrong: Vec<String> = soft.check(&solution).wrong().map(|v| v.path.to_string()).collect();
    assert_eq!(wrong, ["1", "2"]);
}

#[test]
fn the_teaching_views_address_chooses_the_convention_for_abstract_trees() {
    use crate::support::{options, run};
    use poda::web::teach::options::{TeachMode, ViewAddress};
    use poda::web::teach::state::State;

    let (o, notices) = options(TeachMode::Tree, &[]);
    assert_eq!((o.settings.convention, notices.len()), (SOFT_GE, 0));
    let (o, notices) = options(TeachMode::Tree, &[("values", "hard"), ("cut", "gt")]);
    assert_eq!((o.settings.convention, notices.len()), (HARD_GT, 0));
    // A bad value is named with the values it takes; the course's is kept.
    let (o, notices) = options(TeachMode::Tree, &[("values", "firm"), ("cut", ">=")]);
    assert_eq!(o.settings.convention, SOFT_GE);
    assert!(
        notices[0].contains("values") && notices[0].contains("firm") && notices[0].contains("soft, hard"),
        "{notices:?}"
    );
    assert!(notices[1].contains("cut") && notices[1].contains("ge, gt"), "{notices:?}");

    // Written back only when it is not the course's, and only for abstract trees.
    let param = |mode: TeachMode, c: Convention, name: &str| {
        let (mut o, _) = options(mode, &[]);
        o.settings.convention = c;
        let address = ViewAddress {
            mode,
            settings: o.settings,
            subjects: &o.subjects,
            step: None,
            present: false,
            quiz: false,
            compare: false,
        };
        address.params().into_iter().find(|(n, _)| *n == name).and_then(|(_, v)| v)
    };
    assert_eq!(param(TeachMode::Tree, SOFT_GE, "cut"), None);
    assert_eq!(param(TeachMode::Tree, SOFT_GT, "cut").as_deref(), Some("gt"));
    assert_eq!(param(TeachMode::Tree, HARD_GE, "values").as_deref(), Some("hard"));
    assert_eq!(param(TeachMode::Teach, HARD_GT, "values"), None);

    // The tie tree searched through the view and its worker: the cut rule changes the counts.
    let pruned = |c: Convention| {
        let (mut o, _) = options(TeachMode::Tree, &[("tree", "2 2 2 / 3 5 3 9"), ("algorithm", "alphabeta")]);
        o.settings.convention = c;
        let mut state = State::new(TeachMode::Tree, o);
        let requests = state.start_search();
        run(&mut state, requests);
        let recorded = state.recorded.as_ref().unwrap();
        assert_eq!(recorded.settings.convention, c);
        let alphabeta = state.counts.iter().find(|r| r.algorithm == Algorithm::AlphaBeta).unwrap();
        (recorded.found.counts.leaves, alphabeta.counts.leaves, alphabeta.counts.cutoffs)
    };
    assert_eq!(pruned(SOFT_GE), (3, 3, 1));
    assert_eq!(pruned(SOFT_GT), (4, 4, 0));
    // Chess is searched as the course teaches, whatever was chosen.
    let (o, _) = options(TeachMode::Teach, &[("values", "hard")]);
    let mut state = State::new(TeachMode::Teach, o);
    let requests = state.start_search();
    assert!(requests.iter().all(|r| !format!("{r:?}").contains("Hard")), "{requests:?}");
}

#[test]
fn the_practice_pages_address_keeps_the_convention() {
    use crate::support::practice_options;
    use poda::web::i18n::Lang;
    use poda::web::practice::model::{PracticeSource, PracticeState};

    let (o, notices) = practice_options(&[("tree", "2 2 2 / 3 5 3 9"), ("cut", "gt")], Lang::En);
    assert_eq!((o.convention, notices.len()), (SOFT_GT, 0));
    let mut s = PracticeState::with_convention(o.source, o.convention).unwrap();
    assert!(s.query(Lang::En).contains("&cut=gt&lang=en"), "{}", s.query(Lang::En));
    assert!(!s.query(Lang::En).contains("values="));
    assert!(s.walk_link(Lang::En).contains("&cut=gt&"), "{}", s.walk_link(Lang::En));
    assert_eq!(s.exercise.leaves_evaluated(), 4);
    // Another convention: the same tree, its solution worked out again; a new tree keeps it.
    assert_eq!(s.ordering_counts(), (4, 4, 4), "no order makes the tie cut under α > β");
    s.set_convention(HARD_GE);
    assert_eq!((s.convention(), s.exercise.leaves_evaluated()), (HARD_GE, 3));
    assert_eq!(s.ordering_counts(), (3, 3, 4));
    assert!(s.query(Lang::Es).contains("&values=hard&lang=es"), "{}", s.query(Lang::Es));
    s.load(PracticeSource::Typed(AIMA.to_string())).unwrap();
    assert_eq!(s.convention(), HARD_GE);
    assert_eq!(s.exercise.solution().values.get(&"1".parse().unwrap()), Some(&3));

    let (o, notices) = practice_options(&[("values", "x")], Lang::Es);
    assert_eq!(o.convention, SOFT_GE);
    assert!(notices[0].contains("values") && notices[0].contains("soft, hard"), "{notices:?}");
}

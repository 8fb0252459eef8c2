//! The practice page's state without a browser: which tree (a random tree's settings and seed,
//! or a typed tree), the student's answer as it is being written (the marked nodes, the text in
//! each value box), the last check, the solution sheet, the reordering and the session's score;
//! the address that reproduces the exercise and the link to its walk.
//!
//! The address: `?mode=practice` with `depth`, `branching`, `low`, `high` and `seed` (a random
//! tree, [`RandomTreeSpec`]), or `tree` (the notes' format, as the tree mode reads it). A bad
//! value gives a notice naming the parameter and its default is used; with no `seed` the page
//! picks one. `windows=1` shows the α and β boxes; `solution=0` hides the solution (the walk,
//! the solution sheet) and the count of leaves alpha-beta evaluates, for a class that is graded.
//! `values=soft|hard` and `cut=ge|gt` choose the [`Convention`] the answer is checked with (the
//! course's, soft and ge, when absent; written back only when another is chosen).

use std::collections::BTreeMap;

use crate::engine::eval::Evaluator;
use crate::rules::Position;
use crate::teach::abstract_tree::AbstractTree;
use crate::teach::chess::Chess;
use crate::teach::convention::Convention;
use crate::teach::findings::{findings, hint, mark_to_remove, Finding, Reveal};
use crate::teach::game_tree::{exercise_tree, ExerciseTree, ExerciseTreeError};
use crate::teach::ordering::TreeOrdering;
use crate::teach::practice::{number_text, AnswerCheck, NodePath, PracticeAnswer, PracticeExercise};
use crate::teach::random_tree::{random_tree, RandomTreeError, RandomTreeSpec, BRANCHINGS, DEPTHS, VALUE_LIMIT};
use crate::teach::shape::TreeShape;
use crate::web::i18n::{self, Expected, Lang, TeachNotice};
use crate::web::shell::Mode;

/// Where the exercise's tree comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeSource {
    Random(RandomTreeSpec),
    /// A tree in the notes' format (typed, linked, or reordered).
    Typed(String),
    /// A chess position (FEN) searched to depth 2 with the course's evaluation, every node
    /// named by its move.
    Chess(String),
}

/// The depth of a chess position's exercise.
pub const CHESS_DEPTH: u32 = 2;

/// What the address asks: the source, whether it named a seed (without one the page picks a
/// seed and a random tree is drawn), and whether the α and β boxes are shown.
pub struct PracticeOptions {
    pub source: PracticeSource,
    pub seed_given: bool,
    pub windows: bool,
    /// The solution and the leaf count may be shown (`solution=0` hides them).
    pub solution: bool,
    /// The convention the answer is checked with.
    pub convention: Convention,
}

impl PracticeOptions {
    /// Reads the address's options through `param`, with a notice for each bad value.
    pub fn read(param: impl Fn(&str) -> Option<String>) -> (PracticeOptions, Vec<TeachNotice>) {
        let bad = |name, text, expected| TeachNotice::BadParam { name, text, expected };
        let mut notices = Vec::new();
        let mut flag = |name: &'static str, default: bool| match param(name) {
            Some(text) => match crate::web::shell::page_params::flag(&text) {
                Some(on) => on,
                None => {
                    notices.push(bad(name, text, Expected::Values("0, 1".to_string())));
                    default
                }
            },
            None => default,
        };
        let windows = flag("windows", false);
        let solution = flag("solution", true);
        let (convention, unknown) = Convention::read(&param);
        notices.extend(unknown.into_iter().map(|u| bad(u.param, u.text, Expected::Values(u.names))));
        if let Some(text) = param("tree") {
            match AbstractTree::parse(&text) {
                Ok(_) => {
                    let source = PracticeSource::Typed(text);
                    return (PracticeOptions { source, seed_given: true, windows, solution, convention }, notices);
                }
                Err(err) => notices.push(bad("tree", text, Expected::Tree(err))),
            }
        }
        if let Some(text) = param("fen") {
            match Position::from_fen(&text) {
                Ok(pos) => match chess_tree(&pos) {
                    Ok(_) => {
                        let source = PracticeSource::Chess(text);
                        return (PracticeOptions { source, seed_given: true, windows, solution, convention }, notices);
                    }
                    Err(err) => notices.push(bad("fen", text, Expected::ExerciseTree(err))),
                },
                Err(err) => notices.push(bad("fen", text, Expected::Fen(err))),
            }
        }
        let mut spec = RandomTreeSpec::default();
        let mut number = |name: &'static str, range: (i64, i64), slot: &mut i64| {
            if let Some(text) = param(name) {
                match text.trim().parse::<i64>() {
                    Ok(v) if (range.0..=range.1).contains(&v) => *slot = v,
                    _ => notices.push(bad(name, text, Expected::Values(format!("{}–{}", range.0, range.1)))),
                }
            }
        };
        let (mut depth, mut branching) = (i64::from(spec.depth), i64::from(spec.branching));
        let (mut low, mut high) = (i64::from(spec.low), i64::from(spec.high));
        let limit = i64::from(VALUE_LIMIT);
        number("depth", (i64::from(*DEPTHS.start()), i64::from(*DEPTHS.end())), &mut depth);
        number("branching", (i64::from(*BRANCHINGS.start()), i64::from(*BRANCHINGS.end())), &mut branching);
        number("low", (-limit, limit), &mut low);
        number("high", (-limit, limit), &mut high);
        let mut seed_given = false;
        if let Some(text) = param("seed") {
            match text.trim().parse::<u64>() {
                Ok(s) => {
                    spec.seed = s;
                    seed_given = true;
                }
                Err(_) => notices.push(bad("seed", text, Expected::Values("0–18446744073709551615".to_string()))),
            }
        }
        let asked = RandomTreeSpec {
            depth: depth as u32,
            branching: branching as u32,
            low: low as i32,
            high: high as i32,
            ..spec
        };
        match asked.check() {
            Ok(()) => spec = asked,
            Err(err) => {
                // Each value is in its range: the combination is what fails, named by its last part.
                let (name, value) = match err {
                    RandomTreeError::Values { .. } => ("high", high),
                    _ => ("branching", branching),
                };
                notices.push(bad(name, value.to_string(), Expected::RandomTree(err)));
            }
        }
        (PracticeOptions { source: PracticeSource::Random(spec), seed_given, windows, solution, convention }, notices)
    }
}

/// A bound of the window (α, β) a node is entered with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum WindowEdge {
    Alpha,
    Beta,
}

impl WindowEdge {
    pub const BOTH: [WindowEdge; 2] = [WindowEdge::Alpha, WindowEdge::Beta];

    /// Its letter: α or β.
    pub fn letter(self) -> char {
        match self {
            WindowEdge::Alpha => 'α',
            WindowEdge::Beta => 'β',
        }
    }

    /// Its name in the page's hooks (`data-alpha-of`, `data-beta-of`).
    pub fn name(self) -> &'static str {
        match self {
            WindowEdge::Alpha => "alpha",
            WindowEdge::Beta => "beta",
        }
    }
}

/// The boxes that hold something the check cannot read, by node (breadth-first number).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unreadable {
    /// Value boxes that hold no whole number.
    pub values: Vec<u32>,
    /// α and β boxes that hold no whole number and no ∞.
    pub bounds: Vec<(u32, WindowEdge)>,
}

/// Why an answer was not checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotChecked {
    /// Boxes hold something that cannot be read.
    Unreadable(Unreadable),
    /// Nothing is written or marked yet: there is nothing to check (and nothing is told).
    Empty,
}

/// What a hint did: the node it revealed and what is right there (its fix is now written in
/// the answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hinted {
    pub node: u32,
    pub reveal: Reveal,
}

/// Why a click was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkRefusal {
    /// The root is always searched.
    Root,
    /// The node is under `top`, which is marked as a whole.
    InsideMarked { top: u32 },
    /// No node has that path.
    Unknown,
}

/// The session's score: each tree at its first check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionScore {
    /// The tree's text, its nodes right and in all.
    trees: Vec<(String, usize, usize)>,
}

impl SessionScore {
    /// Counts a check of the tree `text`, unless the tree was checked before.
    pub fn record(&mut self, text: &str, right: usize, total: usize) {
        if !self.trees.iter().any(|(t, ..)| t == text) {
            self.trees.push((text.to_string(), right, total));
        }
    }

    /// Trees solved, trees checked, nodes right, nodes checked.
    pub fn totals(&self) -> (usize, usize, usize, usize) {
        let solved = self.trees.iter().filter(|(_, r, t)| r == t).count();
        let right = self.trees.iter().map(|(_, r, _)| r).sum();
        let total = self.trees.iter().map(|(_, _, t)| t).sum();
        (solved, self.trees.len(), right, total)
    }
}

/// The practice page's state.
pub struct PracticeState {
    pub source: PracticeSource,
    pub exercise: PracticeExercise,
    /// The tree's text (the notes' format).
    pub text: String,
    /// A chess exercise's moves, one per node (breadth-first; the root's empty); else empty.
    pub labels: Vec<String>,
    /// The nodes the student marked "never evaluated".
    pub marked: std::collections::BTreeSet<NodePath>,
    /// The text in each inner node's value box.
    pub typed: BTreeMap<NodePath, String>,
    /// The α and β boxes are shown, and what they hold is checked.
    pub windows: bool,
    /// The text in each inner node's α and β boxes (kept while they are hidden).
    pub bounds: BTreeMap<(NodePath, WindowEdge), String>,
    /// The last check, until the answer or the tree changes.
    pub check: Option<AnswerCheck>,
    /// The last check's mistakes, grouped by cause.
    pub findings: Vec<Finding>,
    /// The solution and the leaf count may be shown (a teacher hides them with `solution=0`).
    pub solution: bool,
    /// Checks of this tree so far (the first is attempt 1), and the nodes right at the first.
    pub attempts: u32,
    pub first_try: Option<usize>,
    /// Hints taken on this tree.
    pub hints: u32,
    /// The drawing shows the solution instead of the answer.
    pub sheet: bool,
    /// The ◀ ▶ buttons are shown.
    pub reorder: bool,
    pub score: SessionScore,
}

impl PracticeState {
    /// The state for `source`.
    ///
    /// # Errors
    /// When the source draws no tree (settings out of range, an unreadable typed tree).
    pub fn new(source: PracticeSource) -> Result<PracticeState, SourceError> {
        PracticeState::with_convention(source, Convention::COURSE)
    }

    /// The state for `source`, the answer checked as `convention` teaches alpha-beta.
    ///
    /// # Errors
    /// As [`new`](Self::new).
    pub fn with_convention(source: PracticeSource, convention: Convention) -> Result<PracticeState, SourceError> {
        let (exercise, text, labels) = exercise_of(&source, convention)?;
        Ok(PracticeState {
            source,
            exercise,
            text,
            labels,
            marked: Default::default(),
            typed: BTreeMap::new(),
            windows: false,
            bounds: BTreeMap::new(),
            check: None,
            findings: Vec::new(),
            solution: true,
            attempts: 0,
            first_try: None,
            hints: 0,
            sheet: false,
            reorder: false,
            score: SessionScore::default(),
        })
    }

    /// Starts a new exercise from `source`, keeping the score; the answer is cleared.
    ///
    /// # Errors
    /// As [`new`](Self::new); the exercise is then unchanged.
    pub fn load(&mut self, source: PracticeSource) -> Result<(), SourceError> {
        let (exercise, text, labels) = exercise_of(&source, self.exercise.convention())?;
        self.source = source;
        self.exercise = exercise;
        self.text = text;
        self.labels = labels;
        self.clear();
        self.sheet = false;
        (self.attempts, self.first_try, self.hints) = (0, None, 0);
        Ok(())
    }

    /// The convention the answer is checked with.
    pub fn convention(&self) -> Convention {
        self.exercise.convention()
    }

    /// Checks the answers from now on as `convention` teaches alpha-beta: the same tree, its
    /// solution worked out again; what is written stays, the last check goes.
    pub fn set_convention(&mut self, convention: Convention) {
        if convention != self.convention() {
            self.exercise = PracticeExercise::with_convention(self.exercise.tree().clone(), convention);
            self.check = None;
            self.findings.clear();
        }
    }

    /// Clears the answer and the check.
    pub fn clear(&mut self) {
        self.marked.clear();
        self.typed.clear();
        self.bounds.clear();
        self.check = None;
    }

    /// The marked node above `node` (itself excluded), if any.
    pub fn marked_above(&self, node: u32) -> Option<u32> {
        let mut at = self.exercise.parent(node);
        while let Some(p) = at {
            if self.marked.contains(self.exercise.path(p)) {
                return Some(p);
            }
            at = self.exercise.parent(p);
        }
        None
    }

    /// Whether the drawing shows `node` as never evaluated: marked, or under a marked node (the
    /// solution's marks on the solution sheet).
    pub fn shows_marked(&self, node: u32) -> bool {
        if self.sheet {
            return self.exercise.is_pruned(node);
        }
        self.marked.contains(self.exercise.path(node)) || self.marked_above(node).is_some()
    }

    /// Marks or unmarks the node at `path`; returns whether it is now marked.
    ///
    /// # Errors
    /// The root, a node inside a marked subtree, a path that names no node.
    pub fn toggle_mark(&mut self, path: &NodePath) -> Result<bool, MarkRefusal> {
        let node = self.exercise.node(path).ok_or(MarkRefusal::Unknown)?;
        if node == 0 {
            return Err(MarkRefusal::Root);
        }
        if let Some(top) = self.marked_above(node) {
            return Err(MarkRefusal::InsideMarked { top });
        }
        self.check = None;
        if self.marked.remove(path) {
            return Ok(false);
        }
        // A subtree marked whole replaces the marks inside it.
        self.marked.retain(|p| !p.0.starts_with(&path.0));
        self.marked.insert(path.clone());
        Ok(true)
    }

    /// Keeps the text of a value box.
    pub fn set_value_text(&mut self, path: NodePath, text: String) {
        self.check = None;
        if text.trim().is_empty() {
            self.typed.remove(&path);
        } else {
            self.typed.insert(path, text);
        }
    }

    /// Keeps the text of an α or β box.
    pub fn set_bound_text(&mut self, path: NodePath, bound: WindowEdge, text: String) {
        self.check = None;
        if text.trim().is_empty() {
            self.bounds.remove(&(path, bound));
        } else {
            self.bounds.insert((path, bound), text);
        }
    }

    /// Shows or hides the α and β boxes; what they hold is kept.
    pub fn show_windows(&mut self, on: bool) {
        if self.windows != on {
            self.windows = on;
            self.check = None;
        }
    }

    /// The answer as written (the windows only while their boxes are shown).
    ///
    /// # Errors
    /// The boxes that hold something that cannot be read.
    pub fn answer(&self) -> Result<PracticeAnswer, Unreadable> {
        let mut answer = PracticeAnswer { marked: self.marked.clone(), ..PracticeAnswer::default() };
        let mut bad = Unreadable::default();
        for (path, text) in &self.typed {
            let Some(node) = self.exercise.node(path) else { continue };
            match read_value(text) {
                Some(v) => {
                    answer.values.insert(path.clone(), v);
                }
                None => bad.values.push(node),
            }
        }
        for ((path, bound), text) in self.bounds.iter().filter(|_| self.windows) {
            let Some(node) = self.exercise.node(path) else { continue };
            let Some(v) = read_bound(text) else {
                bad.bounds.push((node, *bound));
                continue;
            };
            let window = answer.windows.entry(path.clone()).or_default();
            match bound {
                WindowEdge::Alpha => window.0 = Some(v),
                WindowEdge::Beta => window.1 = Some(v),
            }
        }
        if bad == Unreadable::default() {
            Ok(answer)
        } else {
            bad.bounds.sort_unstable();
            Err(bad)
        }
    }

    /// Checks the answer: one more attempt at this tree, counted in the session's score at the
    /// first; its mistakes grouped by cause in [`findings`](Self::findings).
    ///
    /// # Errors
    /// As [`answer`](Self::answer), or an empty answer; nothing is checked or counted then.
    pub fn check_answer(&mut self) -> Result<&AnswerCheck, NotChecked> {
        let answer = self.answer().map_err(NotChecked::Unreadable)?;
        if answer.marked.is_empty() && answer.values.is_empty() && answer.windows.is_empty() {
            self.check = None;
            return Err(NotChecked::Empty);
        }
        let check = self.exercise.check(&answer);
        self.score.record(&self.text, check.right(), check.total());
        self.attempts += 1;
        self.first_try.get_or_insert(check.right());
        self.findings = findings(&self.exercise, &answer);
        Ok(self.check.insert(check))
    }

    /// Reveals one node, the first wrong one in the order the search settles them, and writes
    /// what is right there into the answer; `Ok(None)` when the answer is right.
    ///
    /// # Errors
    /// As [`answer`](Self::answer).
    pub fn hint(&mut self) -> Result<Option<Hinted>, Unreadable> {
        let answer = self.answer()?;
        let Some((node, reveal)) = hint(&self.exercise, &answer) else { return Ok(None) };
        let path = self.exercise.path(node).clone();
        match reveal {
            Reveal::Pruned => {
                let _ = self.toggle_mark(&path);
            }
            Reveal::Searched => {
                if let Some(mark) = mark_to_remove(&self.exercise, &answer, node) {
                    self.marked.remove(&mark);
                }
            }
            Reveal::Value(v) => self.set_value_text(path, number_text(v)),
            Reveal::NoValue => self.set_value_text(path, String::new()),
            Reveal::Window(alpha, beta) => {
                self.set_bound_text(path.clone(), WindowEdge::Alpha, number_text(alpha));
                self.set_bound_text(path, WindowEdge::Beta, number_text(beta));
            }
        }
        self.check = None;
        self.hints += 1;
        Ok(Some(Hinted { node, reveal }))
    }

    /// Moves the node at `path` one place left or right among its siblings: a new exercise on
    /// the reordered tree (the answer is cleared). False when it cannot move that way.
    pub fn move_child(&mut self, path: &NodePath, earlier: bool) -> bool {
        let mut ordering = TreeOrdering::new(self.exercise.tree());
        if !ordering.move_child(path, earlier) {
            return false;
        }
        self.load(PracticeSource::Typed(ordering.shape().text())).is_ok()
    }

    /// Leaves alpha-beta evaluates in this order, with the best child first, and in all.
    pub fn ordering_counts(&self) -> (u64, u64, u64) {
        let ordering = TreeOrdering::new(self.exercise.tree());
        let best = ordering.best_first_leaves_under(self.convention());
        (self.exercise.leaves_evaluated(), best, self.exercise.tree().leaves() as u64)
    }

    /// The address's query that reproduces the exercise, in `lang`.
    pub fn query(&self, lang: Lang) -> String {
        let mode = Mode::Practice.name();
        let lang = lang.code();
        let mut windows = match (self.windows, self.solution) {
            (true, true) => "&windows=1",
            (false, true) => "",
            (true, false) => "&windows=1&solution=0",
            (false, false) => "&solution=0",
        }
        .to_string();
        windows += &convention_query(self.convention());
        match &self.source {
            PracticeSource::Random(s) => format!(
                "?mode={mode}&depth={}&branching={}&low={}&high={}&seed={}{windows}&lang={lang}",
                s.depth, s.branching, s.low, s.high, s.seed
            ),
            PracticeSource::Typed(_) => format!("?mode={mode}&tree={}{windows}&lang={lang}", encode(&self.text)),
            PracticeSource::Chess(fen) => format!("?mode={mode}&fen={}{windows}&lang={lang}", encode(fen)),
        }
    }

    /// The link to the walk of this tree, step by step, in the tree mode (a chess position's in
    /// the teaching mode, on its board).
    pub fn walk_link(&self, lang: Lang) -> String {
        if let PracticeSource::Chess(fen) = &self.source {
            return format!(
                "./?mode={}&fen={}&depth={CHESS_DEPTH}&algorithm=alphabeta&step=0&lang={}",
                Mode::Teach.name(),
                encode(fen),
                lang.code()
            );
        }
        format!(
            "./?mode={}&tree={}&algorithm=alphabeta{}&step=0&lang={}",
            Mode::Tree.name(),
            encode(&self.text),
            convention_query(self.convention()),
            lang.code()
        )
    }
}

/// The address's parameters for `convention`: none for the course's.
fn convention_query(convention: Convention) -> String {
    convention.params().into_iter().filter_map(|(name, value)| Some(format!("&{name}={}", value?))).collect()
}

/// Why a source draws no tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceError {
    Settings(RandomTreeError),
    Tree(crate::teach::abstract_tree::TreeError),
    Fen(crate::rules::FenError),
    Chess(ExerciseTreeError),
}

impl SourceError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            SourceError::Settings(err) => (i18n::practice(lang).random_tree_error)(err),
            SourceError::Tree(err) => (i18n::teach(lang).tree_error)(err),
            SourceError::Fen(err) => (i18n::shared(lang).fen_error)(err),
            SourceError::Chess(err) => (i18n::practice(lang).exercise_tree_error)(err),
        }
    }
}

/// A chess position's exercise tree: depth [`CHESS_DEPTH`], the course's evaluation.
pub fn chess_tree(pos: &Position) -> Result<ExerciseTree, ExerciseTreeError> {
    exercise_tree(&Chess::new(*pos, Evaluator::Seed), CHESS_DEPTH)
}

/// The exercise, its tree's text and its nodes' move labels (empty but for chess).
fn exercise_of(
    source: &PracticeSource,
    convention: Convention,
) -> Result<(PracticeExercise, String, Vec<String>), SourceError> {
    let (tree, labels) = match source {
        PracticeSource::Random(spec) => (random_tree(spec).map_err(SourceError::Settings)?, Vec::new()),
        PracticeSource::Typed(text) => (AbstractTree::parse(text).map_err(SourceError::Tree)?, Vec::new()),
        PracticeSource::Chess(fen) => {
            let pos = Position::from_fen(fen).map_err(SourceError::Fen)?;
            let ex = chess_tree(&pos).map_err(SourceError::Chess)?;
            (AbstractTree::parse(&ex.text).map_err(SourceError::Tree)?, ex.labels)
        }
    };
    let text = TreeShape::of(&tree).text();
    Ok((PracticeExercise::with_convention(tree, convention), text, labels))
}

/// A value typed in a box: a whole number, with `-` or `−` for minus.
pub fn read_value(text: &str) -> Option<i32> {
    let text = text.trim().replace('−', "-");
    let text = text.strip_prefix('+').unwrap_or(&text);
    text.parse::<i32>().ok().filter(|v| v.abs() < crate::teach::tree::INFINITY)
}

/// A bound typed in an α or β box: a whole number as [`read_value`] reads it, or infinity:
/// `∞`, `inf` or `infinity`, with `+`, `-` or `−` before it.
pub fn read_bound(text: &str) -> Option<i32> {
    let text = text.trim().replace('−', "-").to_ascii_lowercase();
    let (sign, rest) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text.strip_prefix('+').unwrap_or(&text)),
    };
    if ["∞", "inf", "infinity"].contains(&rest.trim()) {
        return Some(sign * crate::teach::tree::INFINITY);
    }
    read_value(&text)
}

/// `text` for an address: every byte but letters, digits and `-_.~` as `%XX`.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

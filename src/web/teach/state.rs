//! The teaching view's state and its changes: the subject (a chess position, an abstract tree
//! or a game against the computer, [`Versus`]: tic-tac-toe or the mouse and the cats), the search settings (depth, algorithm, crash cut), the requests in
//! flight to the teaching worker and what came back (the recorded tree, the counts, the
//! evaluation explained), and the [`Browse`] of the recorded tree.
//!
//! No browser in it: a change returns what the page must do next (the requests to send, a
//! [`Next`] search, a typed error), and the page's controller (`worker_link`, `events`) does
//! it, then the views draw the state.

use crate::engine::eval::Evaluator;
use crate::rules::{FenError, Position, Square};
use crate::teach::abstract_tree::{AbstractTree, TreeError};
use crate::teach::chess::Chess;
use crate::teach::horizon::{capture_at_horizon, HorizonCapture};
use crate::teach::iterations::{self, Iteration};
use crate::teach::ladder::{self, Rung};
use crate::teach::mouse::{MouseBoard, MouseSide};
use crate::teach::point_of_view::PointOfView;
use crate::teach::predict::{self, NoPrediction, TreeProfile};
use crate::teach::reach::BUDGET;
use crate::teach::tictactoe::Board;
use crate::teach::tree::{DecodeError, Decoder, NodeKind, Tree};
use crate::teach::{Algorithm, Convention, Counts};
use crate::web::board::state::{BoardState, ClickOutcome};
use crate::web::i18n::KeptTree;
use crate::web::worker_messages::{EvalReport, Subject, TeachRequest};

use super::browse::Browse;
use super::options::{SearchSettings, Subjects, TeachMode, TeachOptions, ViewAddress};
use super::quiz::QuizRun;
pub use super::tally::{Row, Tally};
use crate::teach::compare::Compare;

/// The most nodes a recorded search keeps (the counts stay exact beyond it).
pub const RECORD_LIMIT: u32 = 20_000;
/// Lines of an encoded tree read per task.
const DECODE_SLICE: usize = 6_000;
/// The most positions looked at to tell whether a tree is uniform enough for the textbook's
/// predictions ([`TreeProfile::of_game`]): chess moves cost more to generate than the other games'.
const SHAPE_BUDGET_CHESS: usize = 3_000;
const SHAPE_BUDGET: usize = 20_000;

/// The position an explanation is of: the root's FEN and the line from it.
pub type ExplainKey = (String, Vec<String>);

/// What a recorded search found: what the view keeps of a `teach::SearchRecord` besides its tree.
#[derive(Clone, Debug)]
pub struct Found {
    /// The root's value for the side to move (centipawns in chess).
    pub value: i32,
    /// The principal variation as labels (SAN in chess) and as codes (UCI in chess).
    pub pv: Vec<String>,
    pub pv_codes: Vec<String>,
    pub counts: Counts,
}

/// A recorded search that has arrived and is being read.
pub struct Arrived {
    pub algorithm: Algorithm,
    pub found: Found,
    /// The engine's own search: every iteration of its iterative deepening, as
    /// `teach::iterations::encode` writes them (else empty).
    pub iterations: String,
}

/// A finished recorded search.
pub struct Recorded {
    /// The settings it ran with (the depth it searched to).
    pub settings: SearchSettings,
    pub subject: Subject,
    pub found: Found,
    /// The engine's own search: every iteration of its iterative deepening (else empty).
    pub iterations: Vec<Iteration>,
}

/// What each idea of the search buys within one node budget, on one chess position: the
/// ladder's rungs (`teach::ladder`).
#[derive(Clone, Debug, PartialEq)]
pub struct Ladder {
    /// The position (FEN).
    pub fen: String,
    pub budget: u64,
    pub rungs: Vec<Rung>,
}

/// The search a change asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    Nothing,
    /// The subject's search, with the settings chosen.
    Search,
    /// The search that picks the computer's move in a game against it.
    ReplySearch,
}

/// Where reading a recorded tree stands after a slice.
pub enum Decoding {
    /// No tree being read.
    Idle,
    /// More to read, in another task.
    More,
    /// Read and shown: the recorded search is finished.
    Done,
    Failed(DecodeError),
}

pub struct State {
    pub mode: TeachMode,
    /// Each mode's subject: the chess position (normalised), the abstract tree's last good
    /// text, the game against the computer.
    pub subjects: Subjects,
    /// Chess: the root position, where moves can be played on the board.
    pub root: BoardState,
    pub settings: SearchSettings,
    pub browse: Browse,
    pub recorded: Option<Recorded>,
    pub counts: Tally,
    /// Counts without the crash cut, to say what it saved.
    pub plain_counts: Tally,
    /// The shape of the tree the counts are of, measured when the search starts.
    pub shape: Option<TreeProfile>,
    /// The algorithms counted for the search on screen (those offered at its depth).
    pub counted: Vec<Algorithm>,
    /// Chess: what each idea of the search buys within a node budget on the position.
    pub ladder: Option<Ladder>,
    /// The last evaluation explained: for which position (FEN and line), and the reports.
    pub explanation: Option<(ExplainKey, bool, Vec<EvalReport>)>,
    /// The explanation asked for and not yet answered.
    explain_asked: Option<(u32, ExplainKey)>,
    decoding: Option<(Decoder, Arrived, Vec<Iteration>)>,
    search_id: Option<u32>,
    /// The ladder asked for, and for which position.
    ladder_asked: Option<(u32, String)>,
    /// The search in progress picks the computer's move.
    reply: bool,
    next_id: u32,
    /// The step the address asked for, until the first walk opens at it.
    asked_step: Option<usize>,
    /// The step the address asked for and the walk's last step, when the walk is shorter:
    /// for the page to say so (it takes it).
    pub step_clamped: Option<(usize, usize)>,
    /// Presentation: the drawing or the board and the step's sentence alone, in large type.
    pub present: bool,
    /// The walk's questions, asked before some steps when on.
    pub quiz: QuizRun,
    /// Abstract trees: minimax's tree drawn beside alpha-beta's (`compare=1`), and, once an
    /// alpha-beta walk is shown, minimax's walk stepping with it.
    pub compare_on: bool,
    pub compare: Option<Compare>,
}

impl State {
    pub fn new(mode: TeachMode, options: TeachOptions) -> State {
        let TeachOptions { settings, subjects, step, present, quiz, compare } = options;
        let mut root = BoardState::from_fen(&subjects.fen).unwrap_or_else(|_| BoardState::startpos());
        root.set_engine_side(None);
        State {
            mode,
            subjects,
            root,
            settings,
            browse: Browse::default(),
            recorded: None,
            counts: Tally::default(),
            plain_counts: Tally::default(),
            shape: None,
            counted: Vec::new(),
            ladder: None,
            explanation: None,
            explain_asked: None,
            decoding: None,
            search_id: None,
            ladder_asked: None,
            reply: false,
            next_id: 1,
            asked_step: step,
            step_clamped: None,
            present,
            quiz: QuizRun::new(quiz),
            compare_on: compare,
            compare: None,
        }
    }

    /// Sets minimax's walk beside the alpha-beta walk shown, when asked for (`compare_on`) on
    /// an abstract tree searched with alpha-beta; else none. Minimax's tree is searched here:
    /// the trees drawn are small.
    pub fn refresh_compare(&mut self) {
        self.compare = None;
        if !self.compare_on || self.mode != TeachMode::Tree {
            return;
        }
        let Some(rec) = self.recorded.as_ref().filter(|r| r.settings.algorithm == Algorithm::AlphaBeta) else { return };
        let Subject::Tree { text } = &rec.subject else { return };
        let (Ok(game), Some(walk)) = (AbstractTree::parse(text), self.browse.walk.as_ref()) else { return };
        let options =
            crate::teach::SearchOptions { algorithm: Algorithm::Minimax, ..crate::teach::SearchOptions::full_tree() };
        let Some(minimax) = crate::teach::search(&game.root(), &options).tree else { return };
        let mut compare = Compare::new(&walk.tree, minimax);
        compare.follow(walk.step());
        self.compare = Some(compare);
    }

    /// Minimax's walk, beside, at the moment alpha-beta's walk stands at.
    pub fn follow_compare(&mut self) {
        if let (Some(compare), Some(walk)) = (self.compare.as_mut(), self.browse.walk.as_ref()) {
            compare.follow(walk.step());
        }
    }

    /// What the address says to reproduce the view. The step is the walk's while its search
    /// is the one on screen, the one asked for until the first walk opens, and left out
    /// while a new search runs.
    pub fn address(&self) -> ViewAddress<'_> {
        let shown = self.browse.walk.is_some() && self.search_id.is_none() && self.decoding.is_none();
        ViewAddress {
            mode: self.mode,
            settings: self.settings,
            subjects: &self.subjects,
            step: self.asked_step.or_else(|| shown.then(|| self.browse.step())),
            present: self.present,
            quiz: self.quiz.on,
            compare: self.compare_on,
        }
    }

    /// Is a search, a count or a measure still awaited?
    pub fn busy(&self) -> bool {
        let counting = self.counts.asked.is_some() || self.plain_counts.asked.is_some();
        self.search_id.is_some() || counting || self.ladder_asked.is_some()
    }

    pub fn subject(&self) -> Subject {
        self.subjects.of(self.mode)
    }

    /// The depth searched: an abstract tree is searched to its leaves.
    pub fn depth_for_search(&self) -> u32 {
        if self.mode == TeachMode::Tree {
            64
        } else {
            self.settings.depth
        }
    }

    pub fn tree_height(&self) -> u32 {
        match self.mode {
            TeachMode::Tree => AbstractTree::parse(&self.subjects.tree_text).map_or(1, |t| t.height().max(1)),
            _ => u32::MAX,
        }
    }

    /// New settings from the form; those that do not apply to the mode are ignored. A depth
    /// the new algorithm does not go to becomes its deepest.
    pub fn set_settings(&mut self, depth: Option<u32>, algorithm: Option<Algorithm>, crash_cut: bool) {
        let s = &mut self.settings;
        if let Some(a) = algorithm.filter(|a| self.mode.algorithms().contains(a)) {
            s.algorithm = a;
        }
        let depths = self.mode.depths_for(s.algorithm);
        if let Some(d) = depth.filter(|d| depths.contains(d)) {
            s.depth = d;
        }
        s.depth = s.depth.clamp(*depths.start(), *depths.end());
        s.crash_cut = self.mode == TeachMode::Teach && crash_cut;
    }

    /// A new convention from the form (kept in every mode, searched with on abstract trees).
    pub fn set_convention(&mut self, convention: Convention) {
        self.settings.convention = convention;
    }

    /// Starts the recorded search of the current subject and the counts: the requests to send.
    pub fn start_search(&mut self) -> Vec<TeachRequest> {
        let id = self.next_id;
        self.next_id += 3;
        let crash_cut = self.settings.crash_cut;
        let convention = self.mode.convention(self.settings.convention);
        self.search_id = Some(id);
        self.counts.ask(Some(id + 1));
        self.plain_counts.ask(crash_cut.then_some(id + 2));
        self.decoding = None;
        let subject = self.subject();
        let depth = self.depth_for_search();
        self.shape = shape_of(&subject, depth.min(self.tree_height()));
        self.counted = self.mode.counted(depth);
        let mut requests = vec![
            TeachRequest::Teach {
                id,
                subject: subject.clone(),
                depth,
                algorithm: self.settings.algorithm,
                crash_cut,
                record: RECORD_LIMIT,
                convention,
            },
            TeachRequest::TeachCounts { id: id + 1, subject: subject.clone(), depth, crash_cut, convention },
        ];
        if crash_cut {
            requests.push(TeachRequest::TeachCounts { id: id + 2, subject, depth, crash_cut: false, convention });
        }
        // What each idea buys within the budget: once per chess position.
        let measured = self.ladder.as_ref().is_some_and(|l| l.fen == self.subjects.fen && l.budget == BUDGET);
        self.ladder_asked = None;
        if self.mode == TeachMode::Teach && !measured {
            let id = self.next_id;
            self.next_id += 1;
            self.ladder_asked = Some((id, self.subjects.fen.clone()));
            requests.push(TeachRequest::TeachLadder { id, fen: self.subjects.fen.clone(), budget: BUDGET });
        }
        requests
    }

    /// The search the subject wants now: the computer's reply when it is to move in a game
    /// against it, else the subject's search.
    pub fn wanted_search(&self) -> Next {
        if self.subjects.versus.is_some_and(|v| v.computer_to_move()) {
            Next::ReplySearch
        } else {
            Next::Search
        }
    }

    /// Starts the search that picks the computer's move (α-β; tic-tac-toe to the end of the
    /// game, the mouse and the cats to the depth chosen), the settings chosen staying as they
    /// are.
    pub fn start_reply_search(&mut self) -> Vec<TeachRequest> {
        let chosen = self.settings;
        let depth = self.subjects.versus.map_or(chosen.depth, |v| v.reply_depth(chosen.depth));
        self.settings = SearchSettings { depth, algorithm: Algorithm::AlphaBeta, ..chosen };
        let requests = self.start_search();
        self.reply = true;
        self.settings = chosen;
        requests
    }

    /// The worker was replaced: nothing asked of the old one will be answered.
    pub fn forget_requests(&mut self) {
        self.forget_searches();
        self.explain_asked = None;
    }

    /// Nothing of the search, the counts and the measure asked for is awaited any more.
    fn forget_searches(&mut self) {
        self.search_id = None;
        self.counts.asked = None;
        self.plain_counts.asked = None;
        self.ladder_asked = None;
        self.reply = false;
    }

    /// A recorded tree arrived: `None` when it answers an older request, else whether it can
    /// be read (it is then read a slice at a time, [`State::decode_slice`]).
    pub fn tree_arrived(&mut self, id: u32, arrived: Arrived, tree: String) -> Option<Result<(), DecodeError>> {
        if self.search_id != Some(id) {
            return None;
        }
        let iterations = iterations::decode(&arrived.iterations).map_err(DecodeError);
        match (Decoder::new(tree), iterations) {
            (Ok(decoder), Ok(iterations)) => {
                self.decoding = Some((decoder, arrived, iterations));
                Some(Ok(()))
            }
            (Err(err), _) | (_, Err(err)) => {
                self.search_id = None;
                Some(Err(err))
            }
        }
    }

    /// Reads the next slice of the tree that arrived; once read, it is shown.
    pub fn decode_slice(&mut self) -> Decoding {
        let Some((mut decoder, arrived, iterations)) = self.decoding.take() else { return Decoding::Idle };
        match decoder.step(DECODE_SLICE) {
            Ok(false) => {
                self.decoding = Some((decoder, arrived, iterations));
                Decoding::More
            }
            Ok(true) => {
                self.search_id = None;
                self.show_tree(decoder.finish(), arrived, iterations);
                Decoding::Done
            }
            Err(err) => {
                self.search_id = None;
                Decoding::Failed(err)
            }
        }
    }

    fn show_tree(&mut self, tree: Tree, arrived: Arrived, iterations: Vec<Iteration>) {
        let Arrived { algorithm, found, .. } = arrived;
        self.browse.show(tree);
        if let Some(asked) = self.asked_step.take() {
            let steps = self.browse.walk.as_ref().map_or(0, |w| w.len());
            if asked > steps {
                self.step_clamped = Some((asked, steps));
            }
            if asked > 0 {
                self.browse.go_to_step(asked);
            }
        }
        let settings = SearchSettings {
            depth: self.depth_for_search(),
            algorithm,
            crash_cut: self.settings.crash_cut,
            convention: self.mode.convention(self.settings.convention),
        };
        self.recorded = Some(Recorded { settings, subject: self.subject(), found, iterations });
        if self.reply {
            self.reply = false;
            self.play_reply();
        }
    }

    /// The counts of one algorithm arrived; false when they answer an older request.
    pub fn count_arrived(&mut self, id: u32, row: Row) -> bool {
        let expected = self.counted.len();
        let Some(tally) = [&mut self.counts, &mut self.plain_counts].into_iter().find(|t| t.awaits(id)) else {
            return false;
        };
        tally.push(row, expected);
        true
    }

    /// Is the ladder of the position on the board still awaited?
    pub fn ladder_pending(&self) -> bool {
        self.ladder_asked.as_ref().is_some_and(|(_, fen)| *fen == self.subjects.fen)
    }

    /// The ladder's rungs arrived (as `teach::ladder::encode` writes them):
    /// `None` when they answer an older request, else whether they could be read.
    pub fn ladder_arrived(&mut self, id: u32, budget: u64, rungs: &str) -> Option<Result<(), String>> {
        match self.ladder_asked.take() {
            Some((asked, fen)) if asked == id => Some(ladder::decode(rungs).map(|rungs| {
                self.ladder = Some(Ladder { fen, budget, rungs });
            })),
            other => {
                self.ladder_asked = other;
                None
            }
        }
    }

    /// The worker failed to answer request `id`: when it is the search in progress, that
    /// search ends (true).
    pub fn search_failed(&mut self, id: Option<u32>) -> bool {
        let Some(id) = id else { return false };
        let ladder = self.ladder_asked.as_ref().map(|(asked, _)| *asked);
        let counting = self.counts.awaits(id) || self.plain_counts.awaits(id);
        if Some(id) == self.search_id || counting || Some(id) == ladder {
            self.forget_searches();
            true
        } else {
            false
        }
    }

    /// A chess leaf selected: its evaluation is the one explained.
    pub fn explained_leaf(&self) -> Option<u32> {
        self.browse.selected.filter(|&id| {
            self.browse.walk.as_ref().is_some_and(|w| matches!(w.tree.nodes[id as usize].kind, NodeKind::Horizon))
        })
    }

    /// The position whose evaluation is explained: the selected leaf's, else the root's.
    pub fn explain_key(&self, leaf: Option<u32>) -> ExplainKey {
        let line = match (self.browse.walk.as_ref(), leaf, self.recorded.as_ref()) {
            (Some(walk), Some(id), Some(rec)) if rec.subject == self.subject() => {
                walk.tree.line(id).into_iter().map(str::to_string).collect()
            }
            _ => Vec::new(),
        };
        (self.subjects.fen.clone(), line)
    }

    /// Whose side the shown search's values are on: MAX, the side to move at its root (the
    /// subject on screen while none is shown).
    pub fn point_of_view(&self) -> PointOfView {
        let subject = self.recorded.as_ref().map_or_else(|| self.subject(), |r| r.subject.clone());
        point_of_view(&subject)
    }

    /// Whether the textbook's predictions fit the counted tree: `Ok((b, d))`, or why not
    /// (`None` before a search has started).
    pub fn prediction(&self) -> Option<Result<(f64, u32), NoPrediction>> {
        self.shape.as_ref().map(predict::applies)
    }

    /// How much of the shown search its tree keeps, as the summary tells it: for the engine's
    /// own search, its last iteration with that iteration's node count (the iterations table's
    /// last row), so the summary and the table tell one count.
    pub fn kept_tree(&self) -> Option<KeptTree> {
        let (rec, walk) = (self.recorded.as_ref()?, self.browse.walk.as_ref()?);
        // Searched nodes kept (the moves listed as pruned are not part of the search).
        let kept = walk.tree.nodes.iter().filter(|n| !n.kind.is_unvisited()).count();
        let last_iteration = (rec.settings.algorithm == Algorithm::Poda)
            .then(|| rec.iterations.last().map(|it| (it.nodes, rec.found.counts.nodes)))
            .flatten();
        Some(KeptTree::of(kept, walk.tree.dropped, walk.tree.ply_limit, last_iteration))
    }

    /// The shown search's best line ending in a capture at its depth, when it is a textbook
    /// search of chess (no quiescence): the horizon effect to point out.
    pub fn horizon(&self) -> Option<HorizonCapture> {
        let rec = self.recorded.as_ref()?;
        let Subject::Chess { fen } = &rec.subject else { return None };
        if rec.settings.algorithm == Algorithm::Poda {
            return None;
        }
        capture_at_horizon(&Position::from_fen(fen).ok()?, &rec.found.pv_codes, rec.settings.depth)
    }

    /// The request for the evaluation shown next, unless it is known or already asked for.
    pub fn explanation_request(&mut self) -> Option<TeachRequest> {
        if self.mode != TeachMode::Teach {
            return None;
        }
        let key = self.explain_key(self.explained_leaf());
        let known = self.explanation.as_ref().is_some_and(|(k, _, _)| *k == key);
        if known || self.explain_asked.as_ref().is_some_and(|(_, k)| *k == key) {
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.explain_asked = Some((id, key.clone()));
        let (fen, line) = key;
        Some(TeachRequest::Explain { id, fen, line })
    }

    /// An explanation arrived; false when it answers an older request.
    pub fn explanation_arrived(&mut self, id: u32, white_to_move: bool, reports: Vec<EvalReport>) -> bool {
        match self.explain_asked.take() {
            Some((asked, key)) if asked == id => {
                self.explanation = Some((key, white_to_move, reports));
                true
            }
            other => {
                self.explain_asked = other;
                false
            }
        }
    }

    /// The node shown on the board: the selected one, else where the search stands.
    pub fn shown_node(&self) -> Option<u32> {
        self.browse.shown_node()
    }

    /// The line of codes from the root to the shown node (only when the recorded search's
    /// subject is the one on screen).
    pub fn shown_line(&self) -> Vec<String> {
        let (Some(walk), Some(node), Some(rec)) =
            (self.browse.walk.as_ref(), self.shown_node(), self.recorded.as_ref())
        else {
            return Vec::new();
        };
        if rec.subject != self.subject() {
            return Vec::new();
        }
        walk.tree.line(node).into_iter().map(str::to_string).collect()
    }

    /// A new root position (chess); the search is to run again.
    ///
    /// # Errors
    /// When `text` is not a FEN; the position stays.
    pub fn set_fen(&mut self, text: &str) -> Result<(), FenError> {
        let pos = Position::from_fen(text)?;
        self.subjects.fen = pos.fen();
        self.root = BoardState::new(pos);
        self.root.set_engine_side(None);
        Ok(())
    }

    /// A new abstract tree; the search is to run again.
    ///
    /// # Errors
    /// When `text` is not a tree in the notes' format; the last good tree stays.
    pub fn set_tree(&mut self, text: &str) -> Result<(), TreeError> {
        AbstractTree::parse(text)?;
        self.subjects.tree_text = text.trim().to_string();
        Ok(())
    }

    /// A new game against the computer: tic-tac-toe with the sides swapped (X always moves
    /// first), the mouse and the cats with the person on `mouse_side` (else the side they had;
    /// the mouse moves first).
    pub fn new_game(&mut self, mouse_side: Option<MouseSide>) -> Next {
        if let Some(versus) = self.subjects.versus.as_mut() {
            versus.new_game(mouse_side);
        }
        self.wanted_search()
    }

    /// Plays the computer's move: the first of the principal variation.
    fn play_reply(&mut self) {
        let Some(versus) = self.subjects.versus.as_mut().filter(|v| v.computer_to_move()) else { return };
        let Some(walk) = self.browse.walk.as_ref() else { return };
        let Some(&first) = walk.tree.principal_variation().first() else { return };
        // The tree shown stays the one that chose the move.
        versus.play_code(&walk.tree.nodes[first as usize].code);
    }

    /// The person presses square (or cell) `index` of the game's board, when it is their turn:
    /// a move played is answered by the computer's reply.
    pub fn press(&mut self, index: usize) -> Next {
        if self.busy() {
            return Next::Nothing;
        }
        let Some(versus) = self.subjects.versus.as_mut() else { return Next::Nothing };
        let Some(code) = versus.press(index) else { return Next::Nothing };
        if !versus.play_code(&code) {
            return Next::Nothing;
        }
        if versus.is_over() {
            Next::Search
        } else {
            Next::ReplySearch
        }
    }

    /// A click on the chess board. Away from the root, it brings the board back to it; at the
    /// root, moves are played click by click and the new position is searched.
    pub fn click_square(&mut self, square: Option<Square>) -> Next {
        if self.shown_node().is_some_and(|n| n != 0) {
            self.browse.selected = Some(0);
            return Next::Nothing;
        }
        let Some(square) = square else { return Next::Nothing };
        if let ClickOutcome::Played(_) = self.root.click(square) {
            self.subjects.fen = self.root.fen();
            self.root = BoardState::from_fen(&self.subjects.fen).unwrap_or_else(|_| BoardState::startpos());
            self.root.set_engine_side(None);
            return Next::Search;
        }
        Next::Nothing
    }
}

/// Whose side a subject's values are on: the side to move at its root is MAX.
pub fn point_of_view(subject: &Subject) -> PointOfView {
    match subject {
        Subject::Chess { fen } => {
            PointOfView::chess(Position::from_fen(fen).map_or(crate::rules::Color::White, |p| p.turn()))
        }
        Subject::TicTacToe { board } => PointOfView::tictactoe(&Board::parse(board).unwrap_or_default()),
        Subject::Mouse { board } => {
            PointOfView::mouse(&MouseBoard::parse(board).unwrap_or_else(|_| MouseBoard::start()))
        }
        Subject::Tree { .. } => PointOfView::abstract_tree(),
    }
}

/// The shape of a subject's tree down to `depth`, as far as a short look can tell (`None` when
/// the subject cannot be read).
fn shape_of(subject: &Subject, depth: u32) -> Option<TreeProfile> {
    Some(match subject {
        Subject::Chess { fen } => {
            let game = Chess::new(Position::from_fen(fen).ok()?, Evaluator::Seed);
            TreeProfile::of_game(&game, depth, SHAPE_BUDGET_CHESS)
        }
        Subject::TicTacToe { board } => TreeProfile::of_game(&Board::parse(board).ok()?, depth, SHAPE_BUDGET),
        Subject::Mouse { board } => TreeProfile::of_game(&MouseBoard::parse(board).ok()?, depth, SHAPE_BUDGET),
        Subject::Tree { text } => TreeProfile::of_game(&AbstractTree::parse(text).ok()?.root(), depth, SHAPE_BUDGET),
    })
}

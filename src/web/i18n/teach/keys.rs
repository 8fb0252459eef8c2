//! The key list of this module's texts and the values its sentences take: what every
//! language file fills in (one `const` each), apart from the dispatch that picks one.

use crate::engine::eval::{Evaluator, Term};
use crate::rules::FenError;
use crate::teach::abstract_tree::TreeError;
use crate::teach::convention::{Cut, Values};
use crate::teach::game_tree::ExerciseTreeError;
use crate::teach::iterations::PvChange;
use crate::teach::ladder::Idea;
use crate::teach::mouse::{MouseBoard, MouseBoardError, MouseSide};
use crate::teach::point_of_view::{Mate, MaxMin, Player, PointOfView, Win};
use crate::teach::predict::NoPrediction;
use crate::teach::random_tree::RandomTreeError;
use crate::teach::tictactoe::{Board, BoardError, Mark};
use crate::teach::tree::NodeKind;
use crate::web::i18n::Notice;

texts! {
    /// Everything the teaching views say in a language.
    pub struct TeachTexts {
        fixed {
            teach_intro "teach-intro",
            tree_intro "tree-intro",
            tic_tac_toe_intro "tictactoe-intro",
            depth "depth",
            algorithm "algorithm",
            crash_cut_label "crash-cut",
            crash_example "crash-example",
            run_search "run-search",
            fen_label "fen-label",
            set_position "set-position",
            tree_text_label "tree-text-label",
            load_tree "load-tree",
            new_tic_tac_toe "new-tictactoe",
            mouse_player "mouse-player",
            mouse_side_mouse "mouse-side-mouse",
            mouse_side_cats "mouse-side-cats",
            new_mouse_game "new-mouse-game",
            step_first "step-first",
            step_back "step-back",
            step_forward "step-forward",
            step_last "step-last",
            step_pv "step-pv",
            step_previous_cut "step-previous-cut",
            step_next_cut "step-next-cut",
            step_next_leaf "step-next-leaf",
            step_finish "step-finish",
            play,
            pause,
            /// The label of the play speed menu.
            speed "speed",
            copy_link "copy-link",
            /// Chess: the order minimax and alpha-beta without ordering take the moves in.
            move_order "move-order",
            walk_heading "walk-heading",
            step_keys "step-keys",
            /// Presentation: the button that enters it, its one-line hint, the button that
            /// leaves it.
            present "present",
            present_hint "present-hint",
            present_exit "present-exit",
            /// Minimax beside alpha-beta: the check box, alpha-beta's caption.
            compare_label "compare-label",
            compare_alpha_beta,
            /// Asking before showing: the check box, the answer's buttons, the number box's
            /// placeholder, a number that cannot be read (in chess, mates too).
            quiz_label "quiz-label",
            quiz_submit "quiz-submit",
            quiz_show "quiz-show",
            quiz_yes "quiz-yes",
            quiz_no "quiz-no",
            quiz_number,
            quiz_unreadable,
            quiz_number_chess,
            quiz_unreadable_chess,
            /// The drawn tree's zoom buttons.
            zoom_in "zoom-in",
            zoom_out "zoom-out",
            zoom_fit "zoom-fit",
            zoom_fit_title "zoom-fit-title",
            outline_heading "outline-heading",
            expand_all "expand-all",
            collapse_all "collapse-all",
            node_heading "node-heading",
            counters_heading "counters-heading",
            col_algorithm "col-algorithm",
            col_nodes "col-nodes",
            col_leaves "col-leaves",
            col_ebf "col-ebf",
            col_value "col-value",
            chart_heading "chart-heading",
            chart_label,
            eval_heading,
            root,
            max,
            min,
            expand,
            collapse,
            cut_off,
            /// A cut-off's mark where only α > β cuts.
            cut_off_strict,
            not_recorded,
            kind_horizon,
            kind_terminal,
            kind_pruned,
            kind_crash_cut,
            kind_quiescence,
            kind_null_move,
            kind_reduced,
            kind_research,
            kind_table_hit,
            kind_static_cut,
            kind_futile,
            algo_minimax,
            algo_alpha_beta,
            algo_ordered,
            algo_poda,
            counting,
            predict_minimax,
            predict_random,
            predict_perfect,
            searching,
            search_stopped,
            search_failed,
            walk_start,
            /// A jump of the walk found nothing further that way (no cut-off, no leaf left).
            no_landmark,
            copy_link_failed,
            /// What `?step=` takes.
            step_expected,
            never_evaluated,
            explain_root,
            explain_leaf,
            term,
            white,
            black,
            meaning,
            algo_minimax_table,
            iterations_heading,
            col_depth,
            col_score,
            col_pv,
            col_windows,
            col_table_hits,
            fail_low,
            fail_high,
            new_best_move,
            /// The accessible name of the ladder's list of rungs.
            ladder_label,
            /// Under the ladder: why the network's rung is not measured in the page.
            ladder_no_network,
            /// The mouse and the cats' rules, as the mode's introduction says them.
            mouse_rules,
            /// Their evaluation in words: what the numbers in the tree mean.
            mouse_evaluation,
            /// The convention menus (abstract trees and the practice page): their heading, each
            /// menu's label, each choice's name and its one-sentence explanation.
            convention_heading,
            convention_values,
            values_soft,
            values_hard,
            values_soft_help,
            values_hard_help,
            convention_cut,
            cut_ge,
            cut_gt,
            cut_ge_help,
            cut_gt_help,
        }
        sentences {
            /// A number with `places` decimals, written as the language writes it (20.73, 20,73).
            /// Here, not in the shared texts: formatting floats weighs 11 KB in a page's wasm.
            decimal: fn(f64, usize) -> String,
            /// Why a tree's text was refused.
            tree_error: fn(&TreeError) -> String,
            /// Why a tic-tac-toe board was refused.
            board_error: fn(&BoardError) -> String,
            /// The summary above the tree.
            tree_summary: fn(&SummaryFacts) -> String,
            /// "Step 3 of 41".
            step_label: fn(usize, usize) -> String,
            /// The address asked for step `asked` of a walk of `steps` steps: its last is shown.
            step_clamped: fn(usize, usize) -> String,
            /// Entering a node (its name, side, α, β and kind).
            walk_enter: fn(&str, MaxMin, &str, &str, NodeKind) -> String,
            /// Entering a node in plain minimax, which has no window: each side takes its best value.
            walk_enter_minimax: fn(&str, MaxMin) -> String,
            /// Leaving a node in plain minimax: the parent (name, side) and its best value so far
            /// (`None` at the root).
            walk_leave_minimax: fn(&str, &str, Option<(&str, MaxMin, &str)>, NodeKind) -> String,
            /// Leaving a node.
            walk_leave: fn(&LeaveFacts) -> String,
            /// Minimax's caption beside alpha-beta: the leaves it evaluates, and how many of them
            /// (marked) alpha-beta never evaluates.
            compare_minimax: fn(usize, usize) -> String,
            /// A question asked before its step is shown (without its answer).
            quiz_question: fn(&Asked) -> String,
            /// The verdict on its answer, in one sentence with the answer: right (`Some(true)`),
            /// wrong, or shown unanswered (`None`).
            quiz_verdict: fn(&Asked, Option<bool>) -> String,
            /// A node on the current path in plain minimax: its best value so far.
            best_so_far: fn(&str) -> String,
            /// The selected node: its line from the root, its side and the depth left.
            node_line: fn(&str, MaxMin, Option<i32>) -> String,
            /// "Value for MAX: 35".
            node_value: fn(&str) -> String,
            /// What the crash cut saved, and what it changed.
            crash_report: fn(&CrashFacts) -> String,
            /// The average branching factor and what the predictions use.
            branching: fn(f64, u32) -> String,
            /// The heading of one evaluator's breakdown: the score from MAX's side, with its sign
            /// ("+35", "−6"), and who MAX is ("Black (MAX)").
            evaluator_title: fn(Evaluator, &str, &str) -> String,
            term_name: fn(Term) -> &'static str,
            /// What a term counts, in words a student understands.
            term_meaning: fn(Term, Evaluator) -> &'static str,
            /// The tic-tac-toe status line, the person playing the given mark.
            tictactoe_status: fn(&Board, Mark) -> String,

            /// A player's name as a sentence's subject: "White", "the mouse".
            player: fn(Player) -> &'static str,
            /// The legend above the tree: the unit, and whose point of view the values are from.
            legend: fn(&PointOfView) -> String,
            /// The legend in one short line, for the compact embedded view.
            legend_short: fn(&PointOfView) -> String,
            /// A node's badge's longer name: who is to move at that ply.
            to_move: fn(&PointOfView, u32) -> String,
            /// The node reached by a move, as an outline row names it: "after e4".
            after_move: fn(&str) -> String,
            /// What a mate score shown as the given text means.
            mate_note: fn(&PointOfView, &str, Mate) -> String,
            /// What a zero-width window (β = α + 1) means; `true`: in the engine's own search,
            /// which asks such questions on purpose.
            zero_width_note: fn(&str, &str, bool) -> String,
            /// What a tic-tac-toe score shown as the given text means.
            win_note: fn(&PointOfView, &str, Win) -> String,
            /// The horizon effect on a best line that ends in a capture: the capture, its ply and
            /// the reply that takes the piece back, if any (in the language's letters).
            horizon_note: fn(&str, u32, Option<&str>) -> String,
            /// Why the textbook's predictions are not shown.
            no_prediction: fn(&NoPrediction) -> String,

            /// What the iterations are, above their table: aspiration windows open from the
            /// given depth.
            iterations_intro: fn(u32) -> String,
            /// An iteration's line is new from the given ply on (0 is the move at the root).
            new_line_from: fn(usize) -> String,
            /// The heading of the ladder: what each idea buys within a node budget (its digits
            /// grouped).
            ladder_heading: fn(&str) -> String,
            /// What the ladder measures, and how.
            ladder_intro: fn(&str) -> String,
            /// Whether "twice as deep" holds on this position: the depths minimax and alpha-beta
            /// with move ordering reach within the same budget.
            ladder_verdict: fn(u32, u32) -> String,
            /// A rung's idea, as its row names it.
            idea_name: fn(Idea) -> &'static str,
            /// What the idea does and why it buys depth: one paragraph.
            idea_text: fn(Idea) -> &'static str,
            /// A rung's numbers: the depth reached, the nodes it took (grouped), the milliseconds.
            rung_value: fn(u32, &str, u64) -> String,
            /// What the transposition table saved in tic-tac-toe: the nodes with it and without
            /// it, the different positions it valued and the arrivals it answered.
            table_report: fn(&str, &str, &str, &str) -> String,
            /// A counter row left empty: the algorithm is not counted that deep.
            not_counted: fn(u32) -> String,

            /// The status line of a game of the mouse and the cats, the person playing the given side.
            mouse_status: fn(&MouseBoard, MouseSide) -> String,
            /// Why a mouse board's text was refused.
            mouse_board_error: fn(&MouseBoardError) -> String,
        }
    }
}

impl TeachTexts {
    /// MAX or MIN.
    /// A value convention's name in the menu and its sentence.
    pub fn values_choice(&self, values: Values) -> (&'static str, &'static str) {
        match values {
            Values::Soft => (self.values_soft, self.values_soft_help),
            Values::Hard => (self.values_hard, self.values_hard_help),
        }
    }

    /// A cut rule's name in the menu and its sentence.
    pub fn cut_choice(&self, cut: Cut) -> (&'static str, &'static str) {
        match cut {
            Cut::AtEqual => (self.cut_ge, self.cut_ge_help),
            Cut::PastEqual => (self.cut_gt, self.cut_gt_help),
        }
    }

    pub fn side(&self, role: MaxMin) -> &'static str {
        match role {
            MaxMin::Max => self.max,
            MaxMin::Min => self.min,
        }
    }

    /// The label of a node kind worth naming in a row.
    pub fn kind_name(&self, kind: NodeKind) -> Option<&'static str> {
        Some(match kind {
            NodeKind::Interior => return None,
            NodeKind::Horizon => self.kind_horizon,
            NodeKind::Terminal => self.kind_terminal,
            NodeKind::Pruned => self.kind_pruned,
            NodeKind::CrashCut => self.kind_crash_cut,
            NodeKind::Quiescence => self.kind_quiescence,
            NodeKind::NullMove => self.kind_null_move,
            NodeKind::Reduced => self.kind_reduced,
            NodeKind::Research => self.kind_research,
            NodeKind::TableHit => self.kind_table_hit,
            NodeKind::StaticCut => self.kind_static_cut,
            NodeKind::Futile => self.kind_futile,
        })
    }

    /// " [leaf]": the kind of a node in brackets, for a kind worth naming (else nothing).
    pub fn kind_note(&self, kind: NodeKind) -> String {
        self.kind_name(kind).map(|name| format!(" [{name}]")).unwrap_or_default()
    }

    /// The player with its role: "Black (MAX)", "las negras (MAX)"; MAX or MIN alone in an
    /// abstract tree.
    pub fn player_role(&self, pov: &PointOfView, p: Player) -> String {
        let role = if p == pov.max { "MAX" } else { "MIN" };
        match p {
            Player::Max | Player::Min => role.to_string(),
            _ => format!("{} ({role})", (self.player)(p)),
        }
    }

    /// Who MAX is, for the summary's "value … for …".
    pub fn for_max(&self, pov: &PointOfView) -> String {
        self.player_role(pov, pov.max)
    }

    /// How an iteration's line changed from the one before, when it did: a new best move, or a
    /// new line from a later ply on.
    pub fn pv_change_note(&self, change: PvChange) -> Option<String> {
        match change {
            PvChange::First | PvChange::Kept => None,
            PvChange::Changed { ply: 0 } => Some(self.new_best_move.to_string()),
            PvChange::Changed { ply } => Some((self.new_line_from)(ply)),
        }
    }
}

/// What the tree summary says.
pub struct SummaryFacts<'a> {
    pub algorithm: &'a str,
    /// `None` for abstract trees (searched to their leaves).
    pub depth: Option<u32>,
    pub value: String,
    /// Who the value is for: MAX, by name ("Black (MAX)").
    pub for_max: String,
    pub pv: String,
    /// The search's counts (nodes, leaves, cut-offs, the moves the crash cut refused).
    pub counts: &'a crate::teach::Counts,
    /// Leaves minimax evaluates and this search did not (once minimax's count is known).
    pub pruned: Option<u64>,
    /// The crash cut was on.
    pub crash_cut: bool,
    pub kept: KeptTree,
}

/// How much of a search's tree the view keeps: the nodes `kept`, and the `dropped` ones that
/// were searched and counted but not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptTree {
    /// Every node.
    Whole,
    /// The engine's own search: its last iteration of iterative deepening, of `nodes` nodes
    /// (its row of the iterations table), `kept` of them in the tree; the `earlier` iterations'
    /// nodes counted but not kept.
    LastIteration { nodes: u64, kept: usize, earlier: u64 },
    /// Every node down to `ply`.
    DownToPly { ply: u32, kept: usize, dropped: u64 },
    /// The first nodes searched.
    First { kept: usize, dropped: u64 },
}

impl KeptTree {
    /// Which of them a tree of `kept` nodes is, with `dropped` others, kept by levels down to
    /// `ply_limit` (if so); for the engine's own search, `last_iteration` is its last
    /// iteration's node count and `total` the search's.
    pub fn of(kept: usize, dropped: u64, ply_limit: Option<u32>, last_iteration: Option<(u64, u64)>) -> KeptTree {
        match (dropped, ply_limit, last_iteration) {
            (0, ..) => KeptTree::Whole,
            (_, _, Some((nodes, total))) => {
                KeptTree::LastIteration { nodes, kept, earlier: total.saturating_sub(nodes) }
            }
            (_, Some(ply), None) => KeptTree::DownToPly { ply, kept, dropped },
            (_, None, None) => KeptTree::First { kept, dropped },
        }
    }
}

/// A question of the walk asked before its step, with its answer: the node's name and the
/// values as the page writes them.
pub enum Asked<'a> {
    /// What is α at `node` as the search enters it?
    Alpha { node: &'a str, alpha: String },
    /// `node` returns `value` to `parent`: are `parent`'s remaining children pruned?
    Pruned { node: &'a str, value: String, parent: &'a str, pruned: bool },
    /// What does `node` return?
    Returns { node: &'a str, value: String },
}

/// The facts of leaving a node.
pub struct LeaveFacts {
    pub node: String,
    pub value: String,
    pub parent: String,
    /// The side to move at the parent.
    pub parent_role: MaxMin,
    /// The parent's window after taking the value, or `None` at the root.
    pub window: Option<(String, String)>,
    pub cut: bool,
    pub skipped: Vec<String>,
    pub kind: NodeKind,
    /// The cut rule the search follows (its symbol is written: α ≥ β or α > β).
    pub rule: Cut,
    /// The parent's window closed to a tie, α = β, which does not cut under `rule`.
    pub tie: bool,
}

/// What the crash cut saved: the nodes and root values without and with it.
pub struct CrashFacts<'a> {
    pub nodes_without: u64,
    pub nodes_with: u64,
    /// Nodes without minus nodes with (0 when the crash cut searched more).
    pub saved: u64,
    /// `saved` as a percentage of `nodes_without`.
    pub pct: f64,
    pub value_without: &'a str,
    pub value_with: &'a str,
}

/// A notice of the teaching views and the practice page, kept as what happened and worded
/// when shown, so that a change of language rewords it.
#[derive(Clone, Debug, PartialEq)]
pub enum TeachNotice {
    /// One of the page's own notices: a bad `?lang=`, a bad embedding parameter.
    Page(Notice),
    /// A parameter of the address that could not be used (its name and text) and what it may be.
    BadParam { name: &'static str, text: String, expected: Expected },
    /// `?step=` asked for a step beyond the walk: its last step is shown.
    StepClamped { asked: usize, steps: usize },
}

/// What a parameter named in a [`TeachNotice::BadParam`] may be, or why its value was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// The values it may take, written the same in every language ("1, 0", "2–6").
    Values(String),
    /// A whole number of steps, 0 or more.
    Steps,
    Fen(FenError),
    Tree(TreeError),
    Board(BoardError),
    MouseBoard(MouseBoardError),
    RandomTree(RandomTreeError),
    ExerciseTree(ExerciseTreeError),
}

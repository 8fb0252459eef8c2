//! The teaching searches: minimax and alpha-beta as the textbooks draw them, recorded node by
//! node so the page can show the tree, step through it and count what each idea saves.
//!
//! - [`algorithm`]: the searches the view compares ([`Algorithm`]), each with its name.
//! - [`game`]: the small [`TeachGame`] trait the searches are written against. Chess
//!   ([`chess`]), tic-tac-toe ([`tictactoe`]), the mouse and the cats ([`mouse`]) and the
//!   course's abstract trees ([`abstract_tree`]) implement it, so the textbook search exists
//!   once.
//! - [`search`]: minimax (with a transposition table or without), alpha-beta in generation
//!   order and alpha-beta with move ordering, to a fixed depth with no quiescence, each returning exact node and leaf counts and, optionally,
//!   the recorded [`Tree`].
//! - [`tree`]: the recorded search — every node with its move, its (α, β) window on entry, the
//!   value it returned, whether it cut off, the siblings it pruned — and the order of events
//!   (entered, left) for a step-by-step walk-through.
//! - [`walk`]: stepping through a recorded tree, with each open node's window at that step.
//! - [`predict`]: the textbook's node-count predictions to set beside the measured counts, and
//!   whether a tree is uniform enough for them to apply.
//! - [`point_of_view`]: every value from MAX's side, in the game's unit, as the view shows it;
//!   mate scores, zero-width windows and tic-tac-toe's wins read.
//! - [`horizon`]: a textbook search's best line that ends in a capture at its depth (the
//!   horizon effect).
//! - [`poda`]: the engine's own search recorded through its trace hook, its node kinds named;
//!   [`iterations`] tells the story of all its iterations of iterative deepening, and
//!   [`reach`] measures how deep each algorithm gets within one node budget; [`ladder`] what
//!   each idea of the search buys, one idea added a rung, on the same budget.
//! - [`practice`]: alpha-beta by hand on an abstract tree, the answer checked node by node
//!   against the walk, [`findings`] its mistakes grouped by cause and the node a hint
//!   reveals; [`random_tree`] draws the trees (from a seed, with enough cut-offs),
//!   [`shape`] writes a tree as nested lists, and [`ordering`] reorders children to see what
//!   move ordering saves.
//!
//! This module stands on `rules` and `engine`; nothing in them depends on it. It has no browser
//! dependency: the web worker runs it, and so do the native tests.

// Before the other modules, so that they see its macro.
#[macro_use]
mod text_error;

pub mod abstract_tree;
pub mod algorithm;
pub mod chess;
pub mod compare;
pub mod convention;
pub mod engine_search;
pub mod findings;
pub mod game;
pub mod game_tree;
pub mod horizon;
pub mod iterations;
pub mod ladder;
pub mod mouse;
pub mod ordering;
pub mod point_of_view;
pub mod practice;
pub mod predict;
pub mod random_tree;
pub mod reach;
pub mod search;
pub mod shape;
pub mod tictactoe;
pub mod tree;
pub mod tree_layout;
pub mod tree_picture;
pub mod tree_svg;
pub mod walk;

pub use algorithm::Algorithm;
pub use convention::Convention;
pub use game::TeachGame;
pub use search::{search, search_within, Counts, SearchOptions, SearchRecord};
pub use tree::{Event, Node, NodeKind, Tree};

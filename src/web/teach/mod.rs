//! The teaching view: the search shown as a tree, its (α, β) window, its cut-offs and its node
//! counts, on a chess position (`?mode=teach`), on the course's abstract trees (`?mode=tree`)
//! and on the games played against the computer: tic-tac-toe (`?mode=tictactoe`) and the
//! mouse and the cats (`?mode=mouse`).
//!
//! The worker runs and records the search ([`TeachRequest::Teach`], with the story of every
//! iteration when it is the engine's own), counts every algorithm ([`TeachRequest::TeachCounts`])
//! and, for a chess position, measures what each idea of the search buys within a node budget
//! ([`TeachRequest::TeachLadder`]); the page decodes the recorded tree into a [`Walk`] and shows it
//! three ways: the board (chess or tic-tac-toe) at the selected node with the line from the root,
//! or the drawn tree (abstract trees); the outline of every recorded node (`outline`,
//! virtualised); and the walk-through text with the window of every node on the current path.
//! `counters` sets the measured counts beside the textbook's predictions, and `story` tells the
//! engine's iterations, the depths within the budget and what tic-tac-toe's transposition table
//! saves.
//!
//! URL options ([`options`]): `depth`, `algorithm`, `fen`, `tree`, `board`, `crash=1`, `step`. A
//! bad value shows a notice naming the parameter, and the default is used; a step beyond the
//! walk opens its last step, with a notice. The address follows the view as it changes, so that
//! a reload or a copied link reopens it.
//!
//! Stable hooks for pages and tests: `#tree-summary` carries `data-value` (the root's value),
//! `data-leaves` (leaves evaluated) and `data-pruned` (leaves never evaluated, once minimax's
//! count is known); the counter rows carry `data-algorithm`, `data-nodes`, `data-leaves` and
//! `data-value`; `<body>` carries `data-teach` (`starting`, `searching`, `ready`) and `data-step`.
//! The drawn tree (`#tree-drawing`, an SVG picture) has one element per node, every node of the
//! tree, the pruned ones too: `data-node` its path (`root`, `0`, `0.1`, as the practice page
//! names them), `data-state` (`searched`, `pruned` or `unvisited` at the step shown).
//!
//! Inside another page (`controls=0`) the view is compact, with its own style sheet
//! (`www/embed.css`): the board or the drawn tree, the step buttons and the step's sentence; it
//! answers the `poda:*` messages and reports the end of a game against the computer (`api`).
//!
//! # The files
//! A state without a browser, changed by events, drawn by views:
//! - [`options`]: what the address asks (mode, depth, algorithm, subject).
//! - [`versus`]: the games against the computer, what tic-tac-toe and the mouse and the cats
//!   share: turns, presses on the board, the computer's reply, a new game.
//! - [`viewport`]: the part of the drawn tree its frame shows (whole, readable and following the
//!   walk, or zoomed and moved by the person).
//! - [`state`]: the subject, the settings, the requests in flight and what came back, and
//!   their changes; [`browse`]: the walk's step (opening at 0), the selection, the outline's
//!   open nodes, the jumps to cut-offs, leaves and subtree ends, and the walk playing.
//!   [`quiz`]: asking the class before some steps are shown, the question waiting and the
//!   verdict on the answer.
//!   Both without browser types (no `web_sys`, `js_sys` or `wasm_bindgen`), as is [`options`].
//! - `page`: the view in the browser (wasm only):
//!   - `elements`: the page's elements, found once.
//!   - `events`: the listeners, each a change of the state followed by a render.
//!   - `worker_link`: the teaching worker's lifecycle, requests sent and replies read.
//!   - `api`: the `poda:*` messages of an embedding page.
//!   - `address`: the view written into the address, and Copy link; `player`: the play timer.
//!   - `controls`, `view`, `board_view`, `walkthrough`: the views (the form; the status lines,
//!     summary, outline and counters; the board or the drawn tree; the walk-through, the node's
//!     detail and the evaluation explained), with `tree_frame` (the drawn tree's SVG, its clicks,
//!     zoom and drag), `draw`, `mouse_board` (the mouse and the
//!     cats' board), `outline`, `counters` and `story` (its own panels, made when the view
//!     starts).
//! - [`worker`]: the teaching worker itself (its own binary).
//!
//! [`TeachRequest::Teach`]: crate::web::worker_messages::TeachRequest::Teach
//! [`TeachRequest::TeachCounts`]: crate::web::worker_messages::TeachRequest::TeachCounts
//! [`TeachRequest::TeachLadder`]: crate::web::worker_messages::TeachRequest::TeachLadder
//! [`Walk`]: crate::teach::walk::Walk

pub mod browse;
pub mod options;
pub mod quiz;
pub mod state;
pub mod tally;
pub mod versus;
pub mod viewport;
pub mod worker;

#[cfg(target_arch = "wasm32")]
mod page;

pub use options::TeachMode;
#[cfg(target_arch = "wasm32")]
pub use page::start::start_page;
pub use state::RECORD_LIMIT;

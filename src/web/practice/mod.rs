//! The practice page (`?mode=practice`): alpha-beta by hand on an abstract tree, as a course's
//! practice sheet asks it. A random tree (depth, children per node, value range, seed) or a
//! typed one is drawn; the student clicks the leaves or subtrees the search never evaluates and
//! writes the value of every searched node (and, with "Also fill in α and β", the window each
//! inner node is entered with); the answer is checked node by node against the walk
//! (`teach::practice`), with a reason for each mistake. A score is kept for the session,
//! the address reproduces the exercise, "Show solution" opens the walk of the tree in the tree
//! mode, a solution sheet prints the answers, and the children can be reordered to see what
//! move ordering saves (`teach::ordering`).
//!
//! It runs in the teaching view's wasm (`teach_view`), which starts it instead of the search
//! view when the address asks for this mode; it needs no worker (a practice tree is small).
//!
//! Stable hooks for tests: every drawn node is a button with `data-node="<path>"` (`root`,
//! `0.1.2`) and `aria-pressed="true"` when marked; every searched-node value box has
//! `data-value-of="<path>"`, every α and β box `data-alpha-of` and `data-beta-of` (shown by
//! `#practice-windows`; `aria-invalid="true"` when a check found it wrong); `#check-answer`
//! checks; `#practice-result` carries `data-correct="true|false"` and `data-wrong` (the wrong
//! nodes' paths, space-separated). Inside another page it answers the `poda:*` messages and
//! posts `poda:result` after every check (docs/embedding.md).
//!
//! - [`model`]: the state without a browser (the exercise, the answer being written, the score,
//!   the address).
//! - [`worksheet`]: several exercises from the settings on one printed page, with their answer
//!   key on the next.
//! - `page`: the panel in the browser (wasm only): `build` makes its elements, `tree_view` draws
//!   the tree as nested lists of buttons, `api` the `poda:*` messages, `mod` wires the events
//!   and renders.

pub mod model;
pub mod worksheet;

#[cfg(target_arch = "wasm32")]
mod page;

#[cfg(target_arch = "wasm32")]
pub use page::start::start;

//! The messages between a page and its search worker: one request/answer pair per worker.
//!
//! - [`play`]: the play page and its worker ([`PlayRequest`], [`PlayAnswer`]): a move or a
//!   hint searched within [`GoLimits`], a new game, the network loaded;
//! - [`teach`]: the teaching view and its worker ([`TeachRequest`], [`TeachAnswer`]): a
//!   recorded search of a [`Subject`], the counts of every algorithm, the depths reached within
//!   a budget, an evaluation explained ([`EvalReport`]). The teaching view's games against the
//!   computer are recorded searches too: it never sends the play worker's `Go`.
//! - `answer`: what both workers share, the two answers every worker gives ([`Answer`]: `Ready`,
//!   and `Error` for a request it could not serve or read);
//! - `js` (wasm32 only): the plain JS objects they travel as (`JsMessage`), each pair's
//!   encoding written next to it in `play` and `teach`.
//!
//! Each enum holds its own worker's messages only, so every `match` on them is total and each
//! wasm carries the reading and writing of its own pair alone (the play page never has the
//! teaching messages' code, nor the teaching view the play ones'). One room for both pairs
//! rather than a file beside each page: the play worker (`web::worker`) and the game review
//! (`web::analysis`) speak the play pair without importing the play page, and the shell's
//! `WorkerHost` reads any pair through `JsMessage` without knowing either.
//!
//! On the wire a message is an object whose `type` field names the variant, so a test or a
//! debugging console can read and write them by hand:
//! `{type: "Go", id: 1, fen: "…", moves: ["e2e4"], limits: {movetime_ms: 500}}`, or on the
//! clock `limits: {clock: {wtime: 170000, btime: 175000, winc: 2000, binc: 2000}}`.
//! The worker speaks first: it posts `Ready` once its wasm is loaded, and the page sends
//! nothing before that (messages posted earlier would be lost).
//!
//! Browser-free but for `js`: the types compile natively, and the pages' models are tested
//! with them by `cargo test`.

mod answer;
pub mod play;
pub mod teach;

#[cfg(target_arch = "wasm32")]
mod js;

pub use answer::Answer;
#[cfg(target_arch = "wasm32")]
pub use js::{error_text, JsMessage, MessageError};
pub use play::{ClockLimits, GoLimits, PlayAnswer, PlayRequest, ThinkingTime};
pub use teach::{EvalReport, Subject, TeachAnswer, TeachRequest};

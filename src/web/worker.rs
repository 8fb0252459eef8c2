//! The search worker: reads [`ToWorker`] messages, answers with [`FromWorker`] messages.
//!
//! Runs in a dedicated Web Worker (Trunk's `data-type="worker"` build with a loader shim), so
//! a long search never blocks the page. It announces [`FromWorker::Ready`] as soon as its
//! wasm has loaded. A search runs to completion inside one `onmessage` call, reporting an
//! `Info` after each depth; the page stops a busy worker by terminating it (see `app`), which
//! is immediate. The search itself is `crate::engine`'s; this file only translates messages.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;

use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::engine::eval::Evaluator;
use crate::engine::{self, Clock, Engine, Info, Score};
use crate::rules::Position;
use crate::teach;

use super::protocol::{FromWorker, Limits, Subject, ToWorker};

/// Transposition table size of the worker's engine.
pub const HASH_MB: usize = 16;

/// Wall-clock time since the search began, from `Date.now()` (available in workers).
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> u64 {
        (js_sys::Date::now() - self.0).max(0.0) as u64
    }
}

/// The worker's side of the conversation: one engine kept across requests.
pub struct Worker {
    engine: Engine,
}

impl Default for Worker {
    fn default() -> Self {
        Worker::new()
    }
}

impl Worker {
    pub fn new() -> Worker {
        let mut engine = Engine::new(HASH_MB);
        // Opening variety: a different book choice in every worker.
        engine.seed(js_sys::Date::now().to_bits() ^ (js_sys::Math::random() * 1e15) as u64);
        Worker { engine }
    }

    /// Answers one request, posting every answer through `post`.
    pub fn handle(&mut self, message: ToWorker, post: &mut dyn FnMut(FromWorker)) {
        match message {
            ToWorker::Go { id, fen, moves, limits } => self.go(id, &fen, &moves, limits, post),
            // A message can only be read while no search runs: nothing to stop.
            ToWorker::Stop => {}
            ToWorker::NewGame => self.engine.new_game(),
            ToWorker::Teach { id, subject, depth, algorithm, crash_cut, record } => {
                match teach_search(&subject, depth, &algorithm, crash_cut, record as usize) {
                    Ok(out) => post(FromWorker::TeachTree {
                        id,
                        algorithm,
                        value: out.value,
                        pv: out.pv,
                        pv_codes: out.pv_codes,
                        counts: out.counts,
                        tree: out.tree.map(|t| t.encode()).unwrap_or_default(),
                    }),
                    Err(message) => post(FromWorker::Error { id: Some(id), message }),
                }
            }
            ToWorker::TeachCounts { id, subject, depth, crash_cut } => {
                // The quickest first, so the table fills while minimax still counts.
                let algorithms: &[&str] = match subject {
                    Subject::Chess { .. } => &["poda", "ordered", "alphabeta", "minimax"],
                    Subject::TicTacToe { .. } => &["ordered", "alphabeta", "minimax"],
                    // An abstract tree has no move ordering to speak of.
                    Subject::Tree { .. } => &["alphabeta", "minimax"],
                };
                for &algorithm in algorithms {
                    match teach_search(&subject, depth, algorithm, crash_cut, 0) {
                        Ok(out) => post(FromWorker::TeachCount {
                            id,
                            algorithm: algorithm.to_string(),
                            value: out.value,
                            counts: out.counts,
                        }),
                        Err(message) => {
                            post(FromWorker::Error { id: Some(id), message });
                            return;
                        }
                    }
                }
            }
        }
    }

    fn go(&mut self, id: u32, fen: &str, moves: &[String], limits: Limits, post: &mut dyn FnMut(FromWorker)) {
        self.engine.use_book = limits.book;
        let level = limits.level.unwrap_or(engine::Level::MAX);
        match engine::Level::new(level) {
            Some(l) => self.engine.level = l,
            None => {
                let message = format!("level {level} does not exist (1 to {})", engine::Level::MAX);
                post(FromWorker::Error { id: Some(id), message });
                return;
            }
        }
        let mut pos = match Position::from_fen(fen) {
            Ok(pos) => pos,
            Err(err) => {
                post(FromWorker::Error { id: Some(id), message: format!("bad FEN {fen:?}: {err}") });
                return;
            }
        };
        let mut history = Vec::with_capacity(moves.len());
        for text in moves {
            match pos.parse_uci(text) {
                Ok(m) => {
                    history.push(pos.hash());
                    pos.play_unchecked(m);
                }
                Err(err) => {
                    post(FromWorker::Error { id: Some(id), message: format!("bad move {text:?}: {err}") });
                    return;
                }
            }
        }
        if pos.legal_moves().is_empty() {
            post(FromWorker::BestMove { id, uci: None, san: None });
            return;
        }
        let limits = engine::Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            movetime: limits.movetime_ms,
            infinite: limits.depth.is_none() && limits.nodes.is_none() && limits.movetime_ms.is_none(),
            ..engine::Limits::default()
        };
        let mut reporter = |info: &Info| {
            let (score_cp, mate_in) = match info.score {
                Score::Cp(cp) => (Some(cp), None),
                Score::Mate(n) => (None, Some(n)),
            };
            post(FromWorker::Info {
                id,
                depth: info.depth,
                score_cp,
                mate_in,
                nodes: info.nodes,
                time_ms: info.time_ms,
                pv: info.pv.iter().map(|m| m.to_string()).collect(),
            });
        };
        let clock = DateClock(js_sys::Date::now());
        // Never set: a busy worker is stopped by terminating it.
        let stop = AtomicBool::new(false);
        let result = self.engine.go(&pos, &history, &limits, &mut reporter, &clock, &stop);
        let best = result.best_move;
        post(FromWorker::BestMove { id, uci: Some(best.to_string()), san: Some(pos.san(best)) });
    }
}

/// Runs one teaching search. The textbook algorithms evaluate chess with the course's
/// evaluator (material 1/3/3/5/10, king protection, king attack); `poda` is the engine's own
/// search with its full evaluation.
fn teach_search(
    subject: &Subject,
    depth: u32,
    algorithm: &str,
    crash_cut: bool,
    record: usize,
) -> Result<teach::Outcome, String> {
    let textbook = teach::Algorithm::from_name(algorithm);
    if textbook.is_none() && !(algorithm == "poda" && matches!(subject, Subject::Chess { .. })) {
        return Err(format!("unknown algorithm {algorithm:?}"));
    }
    let options = |algorithm| teach::SearchOptions { depth, algorithm, crash_cut, record };
    match subject {
        Subject::Chess { fen } => {
            let pos = Position::from_fen(fen).map_err(|err| format!("bad FEN {fen:?}: {err}"))?;
            Ok(match textbook {
                Some(a) => teach::search(&teach::chess::Chess::new(pos, Evaluator::Seed), &options(a)),
                None => teach::poda::search(&pos, depth, record, Evaluator::Full),
            })
        }
        Subject::TicTacToe { board } => {
            let board = teach::tictactoe::Board::parse(board).map_err(|err| err.to_string())?;
            Ok(teach::search(&board, &options(textbook.unwrap_or(teach::Algorithm::AlphaBeta))))
        }
        Subject::Tree { text } => {
            let tree = teach::abstract_tree::AbstractTree::parse(text).map_err(|err| err.to_string())?;
            Ok(teach::search(&tree.root(), &options(textbook.unwrap_or(teach::Algorithm::AlphaBeta))))
        }
    }
}

thread_local! {
    static WORKER: RefCell<Worker> = RefCell::new(Worker::new());
}

/// Entry point of the worker binary: installs the message handler and posts `Ready`.
pub fn start() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let poster = scope.clone();
    let post = move |message: FromWorker| match message.to_js() {
        Ok(value) => {
            if let Err(err) = poster.post_message(&value) {
                web_sys::console::error_2(&"poda worker: postMessage failed".into(), &err);
            }
        }
        Err(err) => web_sys::console::error_1(&format!("poda worker: {err}").into()),
    };
    let mut reply = post.clone();
    let onmessage =
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| match ToWorker::from_js(event.data()) {
            Ok(message) => WORKER.with(|w| w.borrow_mut().handle(message, &mut reply)),
            Err(err) => reply(FromWorker::Error { id: None, message: format!("unreadable message: {err}") }),
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    // Allocate the engine (hash table) before announcing readiness.
    WORKER.with(|_| {});
    post(FromWorker::Ready);
}

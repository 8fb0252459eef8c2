//! The search worker: reads [`ToWorker`] messages, answers with [`FromWorker`] messages.
//!
//! Runs in a dedicated Web Worker (Trunk's `data-type="worker"` build with a loader shim), so
//! a long search never blocks the page. It announces [`FromWorker::Ready`] as soon as its
//! wasm has loaded. A search runs to completion inside one `onmessage` call; the page stops a
//! busy worker by terminating it (see `app::EngineHandle`), which is immediate.

use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::rules::Position;

use super::protocol::{FromWorker, Limits, ToWorker};
use super::search::search;

/// Answers one request. Pure apart from `post`, so it can be tested without a worker.
pub fn handle(message: ToWorker, post: &mut dyn FnMut(FromWorker)) {
    match message {
        ToWorker::Go { id, fen, moves, limits } => go(id, &fen, &moves, limits, post),
        // Nothing is running when a message can be read, and the stand-in search keeps no
        // state between positions: both are no-ops until the engine has a hash table.
        ToWorker::Stop | ToWorker::NewGame => {}
    }
}

fn go(id: u32, fen: &str, moves: &[String], limits: Limits, post: &mut dyn FnMut(FromWorker)) {
    let mut pos = match Position::from_fen(fen) {
        Ok(pos) => pos,
        Err(err) => {
            post(FromWorker::Error { id: Some(id), message: format!("bad FEN {fen:?}: {err}") });
            return;
        }
    };
    for text in moves {
        match pos.parse_uci(text) {
            Ok(m) => pos.play_unchecked(m),
            Err(err) => {
                post(FromWorker::Error { id: Some(id), message: format!("bad move {text:?}: {err}") });
                return;
            }
        }
    }
    let best = search(&pos, limits, |report| {
        post(FromWorker::Info {
            id,
            depth: report.depth,
            score_cp: report.score_cp,
            nodes: report.nodes,
            pv: vec![report.best.to_string()],
        });
    });
    post(FromWorker::BestMove {
        id,
        uci: best.map(|m| m.to_string()),
        san: best.map(|m| pos.san(m)),
    });
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
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        match ToWorker::from_js(event.data()) {
            Ok(message) => handle(message, &mut reply),
            Err(err) => reply(FromWorker::Error { id: None, message: format!("unreadable message: {err}") }),
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(FromWorker::Ready);
}

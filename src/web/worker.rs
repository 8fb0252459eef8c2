//! The play worker: reads [`PlayRequest`]s, answers with [`PlayAnswer`]s; and [`serve`], the
//! message loop of every worker (this one and the teaching worker, `web::teach::worker`).
//!
//! Runs in a dedicated Web Worker (Trunk's `data-type="worker"` build with a loader shim), so
//! a long search never blocks the page. It announces [`PlayAnswer::Ready`] as soon as its
//! wasm has loaded. A search runs to completion inside one `onmessage` call, reporting an
//! `Info` after each depth; the page stops a busy worker by terminating it (see `app`), which
//! is immediate. The search itself is `crate::engine`'s; this file only translates messages.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;

use std::sync::Arc;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Response, WorkerGlobalScope};

use super::worker_messages::{Answer, GoLimits, JsMessage, PlayAnswer, PlayRequest, ThinkingTime};
use crate::engine::nnue::Network;
use crate::engine::{self, Engine, Info, Score, TimeSource};
use crate::rules::{ByColor, Position};

/// Transposition table size of the worker's engine.
pub const HASH_MB: usize = 16;

/// Nodes searched once when the worker starts, so that the browser has compiled the search's
/// hot code before the first real search (WebKit's first search otherwise held the page's
/// main thread for 77–109 ms while it compiled).
const WARM_UP_NODES: u64 = 20_000;

/// Wall-clock time since the search began, from `Date.now()` (available in workers).
struct DateClock(f64);

impl TimeSource for DateClock {
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
    pub fn handle(&mut self, message: PlayRequest, post: &mut dyn FnMut(PlayAnswer)) {
        match message {
            PlayRequest::Go { id, fen, moves, limits } => self.go(id, &fen, &moves, limits, post),
            PlayRequest::NewGame => self.engine.new_game(),
            PlayRequest::LoadNetwork { url } => load_network(&url),
        }
    }

    fn go(&mut self, id: u32, fen: &str, moves: &[String], limits: GoLimits, post: &mut dyn FnMut(PlayAnswer)) {
        self.engine.use_book = limits.book;
        let level = limits.level.unwrap_or(engine::Level::MAX);
        match engine::Level::new(level) {
            Some(l) => self.engine.level = l,
            None => {
                let message = format!("level {level} does not exist (1 to {})", engine::Level::MAX);
                post(PlayAnswer::Error { id: Some(id), message });
                return;
            }
        }
        let mut pos = match Position::from_fen(fen) {
            Ok(pos) => pos,
            Err(err) => {
                post(PlayAnswer::Error { id: Some(id), message: format!("bad FEN \"{fen}\": {err}") });
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
                    post(PlayAnswer::Error { id: Some(id), message: format!("bad move \"{text}\": {err}") });
                    return;
                }
            }
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            post(PlayAnswer::BestMove { id, uci: None, san: None });
            return;
        }
        // One legal move: played at once, as a player would (a search with a node budget,
        // such as a review's, still searches: its score is wanted).
        if let ([only], None) = (&legal[..], limits.nodes) {
            post(PlayAnswer::BestMove { id, uci: Some(only.to_string()), san: Some(pos.san(*only)) });
            return;
        }
        // On the clock, the time left decides how long to think (the level still caps it).
        let (movetime, clock) = match limits.time {
            ThinkingTime::Free => (None, None),
            ThinkingTime::Fixed(ms) => (Some(ms), None),
            ThinkingTime::Clock(clock) => (None, Some(clock)),
        };
        let timed = clock.is_some();
        let limits = engine::Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            movetime,
            time: ByColor::new(clock.map(|c| c.wtime), clock.map(|c| c.btime)),
            inc: ByColor::new(clock.map(|c| c.winc), clock.map(|c| c.binc)),
            infinite: limits.depth.is_none() && limits.nodes.is_none() && movetime.is_none() && !timed,
            ..engine::Limits::default()
        };
        let mut reporter = |info: &Info| {
            let (score_cp, mate_in) = match info.score {
                Score::Cp(cp) => (Some(cp), None),
                Score::Mate(n) => (None, Some(n)),
            };
            post(PlayAnswer::Info {
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
        post(PlayAnswer::BestMove { id, uci: Some(best.to_string()), san: Some(pos.san(best)) });
    }
}

thread_local! {
    static WORKER: RefCell<Worker> = RefCell::new(Worker::new());
}

/// Fetches the net file at `url` and hands it to the worker's engine when it has arrived (the
/// promise callbacks run between requests, never inside a search). Posts
/// [`PlayAnswer::Network`] either way.
fn load_network(url: &str) {
    fn failed(detail: String) {
        post(&PlayAnswer::Network { loaded: false, hidden: 0, detail });
    }
    use super::worker_messages::error_text;
    let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
    let on_bytes = Closure::<dyn FnMut(JsValue)>::new(move |buffer: JsValue| {
        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
        match Network::from_bytes(&bytes) {
            Some(net) => {
                let hidden = net.hidden() as u32;
                WORKER.with(|w| w.borrow_mut().engine.set_network(Some(Arc::new(net))));
                post(&PlayAnswer::Network { loaded: true, hidden, detail: format!("{} bytes", bytes.len()) });
            }
            None => failed(format!("not a Poda net file ({} bytes)", bytes.len())),
        }
    });
    let on_read_error = Closure::<dyn FnMut(JsValue)>::new(move |err: JsValue| failed(error_text(&err)));
    let url_text = url.to_string();
    let on_response = Closure::<dyn FnMut(JsValue)>::new(move |response: JsValue| {
        let response: Response = response.unchecked_into();
        if !response.ok() {
            return failed(format!("{url_text}: HTTP {}", response.status()));
        }
        match response.array_buffer() {
            Ok(body) => {
                let _ = body.then2(&on_bytes, &on_read_error);
            }
            Err(err) => failed(error_text(&err)),
        }
    });
    let on_fetch_error = Closure::<dyn FnMut(JsValue)>::new(move |err: JsValue| failed(error_text(&err)));
    let _ = scope.fetch_with_str(url).then2(&on_response, &on_fetch_error);
    // One network per worker: the callbacks live as long as it does.
    on_response.forget();
    on_fetch_error.forget();
}

/// Posts `message` to the page.
fn post<A: JsMessage>(message: &A) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    match message.to_js() {
        Ok(value) => {
            if let Err(err) = scope.post_message(&value) {
                web_sys::console::error_2(&"poda worker: postMessage failed".into(), &err);
            }
        }
        Err(err) => web_sys::console::error_1(&format!("poda worker: {err}").into()),
    }
}

/// Entry point of the worker binary: installs the message handler and posts `Ready`.
pub fn start() {
    // Allocate the engine (hash table) before announcing readiness.
    WORKER.with(|_| {});
    serve(|message, post| WORKER.with(|w| w.borrow_mut().handle(message, post)));
    // After `Ready`, as a task of its own: a request the page sends meanwhile waits for it.
    let warm_up = Closure::once_into_js(|| WORKER.with(|w| w.borrow_mut().engine.warm_up(WARM_UP_NODES)));
    let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
    if let Err(err) = scope.set_timeout_with_callback(warm_up.unchecked_ref()) {
        web_sys::console::error_2(&"poda worker: no warm-up".into(), &err);
    }
}

/// Runs a worker: every `Request` goes to `handle` with a way to answer; an unreadable one is
/// answered with an error. Posts `Ready` once listening.
pub fn serve<Request, Reply>(mut handle: impl FnMut(Request, &mut dyn FnMut(Reply)) + 'static)
where
    Request: JsMessage + 'static,
    Reply: JsMessage + Answer + 'static,
{
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let mut reply = |message: Reply| post(&message);
    let onmessage =
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| match Request::from_js(event.data()) {
            Ok(message) => handle(message, &mut reply),
            Err(err) => reply(Reply::error(None, format!("unreadable message: {err}"))),
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(&Reply::ready());
}

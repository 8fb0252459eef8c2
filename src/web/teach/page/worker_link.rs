//! The page's side of the teaching worker ([`crate::web::teach::worker`]): starting it (the
//! shell's [`WorkerHost`]), and again when it fails or a search is stopped; sending the
//! state's requests; reading its replies into the state. A recorded tree is read a slice at a time, in tasks of its own, so the page never
//! stalls on a large one.

use std::cell::RefCell;
use std::rc::Weak;

use wasm_bindgen::prelude::*;

use crate::teach::tree::DecodeError;
use crate::web::i18n::{self, Notice, TeachNotice, TeachTexts};
use crate::web::shell::worker_host::{Restarted, WorkerHost};
use crate::web::worker_messages::{TeachAnswer, TeachRequest};

use super::board_view::drawn_layout;
use super::{TeachWorker, View};
use crate::web::teach::state::{Arrived, Decoding, Found, Next, Row};

/// Starts a teaching worker whose replies go to the view behind `weak`.
pub(super) fn start_worker(weak: Weak<RefCell<View>>) -> Result<TeachWorker, JsValue> {
    let on_message = {
        let weak = weak.clone();
        move |message: Result<TeachAnswer, String>| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                match message {
                    Ok(m) => v.on_message(m),
                    Err(detail) => v.show_status(&Notice::EngineUnreadable { detail }.text(i18n::current())),
                }
            }
        }
    };
    let on_error = move |detail: String| {
        web_sys::console::error_1(&format!("poda: teaching worker failed: {detail}").into());
        if let Some(view) = weak.upgrade() {
            view.borrow_mut().abandon_search(|t| t.search_failed);
        }
    };
    WorkerHost::start("./teach_worker_loader.js", on_message, on_error)
}

impl View {
    fn send(&mut self, message: TeachRequest) {
        let result = match self.worker.as_mut() {
            Some(worker) => worker.send(message),
            None => Err("no worker".to_string()),
        };
        if let Err(detail) = result {
            let text = Notice::EngineUnreachable { detail }.text(self.lang());
            self.show_status(&text);
        }
    }

    /// Ends the worker (busy or dead) and starts a fresh one; requests wait in its queue
    /// until it is ready.
    /// Returns whether a fresh worker is loading.
    fn restart_worker(&mut self) -> bool {
        self.state.forget_requests();
        let Some(worker) = self.worker.as_mut() else { return false };
        match worker.restart() {
            Ok(Restarted::Started) => true,
            Ok(Restarted::GaveUp) => false,
            Err(err) => {
                web_sys::console::error_2(&"poda: could not start the worker".into(), &err);
                false
            }
        }
    }

    /// Ends the search in progress (stopped, or its worker failed), saying `why`, or that no
    /// worker can be started any more.
    pub(super) fn abandon_search(&mut self, why: fn(&TeachTexts) -> &'static str) {
        let why = if self.restart_worker() {
            why(i18n::teach(self.lang()))
        } else {
            i18n::shared(self.lang()).engine_gave_up
        };
        self.show_status(why);
        let _ = self.els.body.set_attribute("data-teach", "ready");
        self.update();
    }

    /// Starts the search `next` asks for: the recorded search of the current subject, then
    /// the counts.
    pub(super) fn search(&mut self, next: Next) {
        if next == Next::Nothing {
            return;
        }
        if self.state.busy() {
            // A busy worker cannot read: replace it.
            let _ = self.restart_worker();
        }
        let requests =
            if next == Next::ReplySearch { self.state.start_reply_search() } else { self.state.start_search() };
        for request in requests {
            self.send(request);
        }
        let _ = self.els.body.set_attribute("data-teach", "searching");
        self.show_status(i18n::teach(self.lang()).searching);
    }

    /// Searches the subject again; in a game against the computer, when it is to move, the
    /// search is its reply.
    pub(super) fn run_search(&mut self) {
        self.search(self.state.wanted_search());
    }

    /// Asks the worker to explain the evaluation shown next, unless it already has.
    pub(super) fn request_explanation(&mut self) {
        if let Some(request) = self.state.explanation_request() {
            self.send(request);
        }
    }

    fn on_message(&mut self, message: TeachAnswer) {
        match message {
            TeachAnswer::Ready => {
                if let Some(worker) = self.worker.as_mut() {
                    if let Err(detail) = worker.ready() {
                        web_sys::console::error_1(&detail.into());
                    }
                }
            }
            TeachAnswer::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                // Read a large tree a slice at a time, between other tasks, so the page never
                // stalls: the search counts as finished once the tree is read.
                let arrived = Arrived { algorithm, found: Found { value, pv, pv_codes, counts }, iterations };
                match self.state.tree_arrived(id, arrived, tree) {
                    None => {}
                    Some(Ok(())) => self.schedule_decode(),
                    Some(Err(err)) => self.tree_unreadable(&err),
                }
            }
            TeachAnswer::TeachCount { id, algorithm, value, counts } => {
                if self.state.count_arrived(id, Row { algorithm, value, counts }) {
                    self.finish_if_done();
                    self.render();
                }
            }
            TeachAnswer::TeachLadder { id, budget, rungs } => match self.state.ladder_arrived(id, budget, &rungs) {
                None => {}
                Some(result) => {
                    if let Err(err) = result {
                        self.show_status(&err);
                    }
                    self.finish_if_done();
                    self.render();
                }
            },
            TeachAnswer::Error { id, message } => {
                if self.state.search_failed(id) {
                    let _ = self.els.body.set_attribute("data-teach", "ready");
                }
                let text = Notice::EngineError { message }.text(self.lang());
                self.show_status(&text);
                self.render();
            }
            TeachAnswer::Explanation { id, white_to_move, reports } => {
                if self.state.explanation_arrived(id, white_to_move, reports) {
                    self.render();
                }
            }
        }
    }

    /// Reads the next slice of the tree that arrived, in a task of its own.
    fn schedule_decode(&self) {
        let weak = self.me.clone();
        let tick = Closure::once_into_js(move || {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            v.decode_slice();
        });
        let _ = self.window.set_timeout_with_callback(tick.unchecked_ref());
    }

    fn decode_slice(&mut self) {
        match self.state.decode_slice() {
            Decoding::Idle => {}
            Decoding::More => self.schedule_decode(),
            Decoding::Done => {
                self.layout = drawn_layout(&self.state);
                self.refresh_compare();
                self.new_drawing();
                if let Some((asked, steps)) = self.state.step_clamped.take() {
                    self.notices.push(TeachNotice::StepClamped { asked, steps });
                }
                self.reveal_selected();
                self.finish_if_done();
                self.update();
            }
            Decoding::Failed(err) => self.tree_unreadable(&err),
        }
    }

    /// The recorded tree cannot be read: the search ends with the reason.
    fn tree_unreadable(&self, err: &DecodeError) {
        self.show_status(&err.to_string());
        self.finish_if_done();
        self.render();
    }

    fn finish_if_done(&self) {
        if !self.state.busy() {
            let _ = self.els.body.set_attribute("data-teach", "ready");
            self.show_status("");
        }
    }
}

//! A page's search worker, written once for every page: started with a relative URL (so the
//! site works from any sub-path), its messages queued until it says `Ready`, request ids, and
//! a restart when a search is stopped or the worker dies.
//!
//! A worker busy in a search cannot read messages, so stopping it means terminating it and
//! starting a fresh one. The callbacks of a terminated worker may still be on the stack when
//! it is replaced: its handle is kept until the new one is ready ([`WorkerHost::ready`]). A
//! worker that cannot even load is not started again for ever: after
//! [`WorkerHost::MAX_FAILED_STARTS`] restarts without a `Ready`, the host gives up.
//!
//! Generic over the worker's pair (`WorkerHost<PlayRequest, PlayAnswer>` for the play page,
//! `WorkerHost<TeachRequest, TeachAnswer>` for the teaching view): it writes and reads them
//! through [`JsMessage`] and knows neither page nor any message of theirs.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::web::worker_messages::JsMessage;

/// One running worker, seen from the page.
struct WorkerHandle<Request> {
    worker: Worker,
    ready: bool,
    queued: Vec<Request>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(ErrorEvent)>,
}

impl<Request: JsMessage> WorkerHandle<Request> {
    fn post(&self, message: &Request) -> Result<(), String> {
        let value = message.to_js().map_err(|e| e.to_string())?;
        self.worker.post_message(&value).map_err(|e| crate::web::worker_messages::error_text(&e))
    }
}

/// Where a worker's messages go: every message (or why it could not be read), and the news
/// that it died.
type OnMessage<Answer> = Rc<dyn Fn(Result<Answer, String>)>;
type OnError = Rc<dyn Fn(String)>;

/// What [`WorkerHost::restart`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Restarted {
    /// A fresh worker is loading; requests wait for its `Ready`.
    Started,
    /// Too many restarts without a `Ready`: no worker any more.
    GaveUp,
}

/// The page's worker, and the ones it replaced: the page sends `Request`s and reads `Answer`s.
pub struct WorkerHost<Request, Answer> {
    url: &'static str,
    on_message: OnMessage<Answer>,
    on_error: OnError,
    current: Option<WorkerHandle<Request>>,
    /// Handles of terminated workers, dropped at the next `Ready` of their replacement (their
    /// callbacks can no longer be running then), never from inside their own callback.
    retired: Vec<WorkerHandle<Request>>,
    next_id: u32,
    failed_starts: u32,
}

impl<Request: JsMessage, Answer: JsMessage + 'static> WorkerHost<Request, Answer> {
    /// Restarts allowed in a row without a `Ready` in between.
    pub const MAX_FAILED_STARTS: u32 = 3;

    /// Starts the worker at `url` (relative, e.g. `./worker_loader.js`). `on_message` receives every message (or why it could not be read);
    /// `on_error` is told when the worker dies. They are called from the browser's event loop,
    /// never from a method of the host.
    ///
    /// # Errors
    /// When the worker cannot be made.
    pub fn start(
        url: &'static str,
        on_message: impl Fn(Result<Answer, String>) + 'static,
        on_error: impl Fn(String) + 'static,
    ) -> Result<Self, JsValue> {
        let mut host = WorkerHost {
            url,
            on_message: Rc::new(on_message),
            on_error: Rc::new(on_error),
            current: None,
            retired: Vec::new(),
            next_id: 1,
            failed_starts: 0,
        };
        host.current = Some(host.spawn()?);
        Ok(host)
    }

    fn spawn(&self) -> Result<WorkerHandle<Request>, JsValue> {
        let worker = Worker::new(self.url)?;
        let on_message = self.on_message.clone();
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            on_message(Answer::from_js(event.data()).map_err(|err| err.to_string()));
        });
        let on_error = self.on_error.clone();
        let onerror = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            on_error(event.message());
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(WorkerHandle { worker, ready: false, queued: Vec::new(), _onmessage: onmessage, _onerror: onerror })
    }

    /// A fresh request id.
    pub fn next_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Whether a worker is there and has said `Ready`.
    pub fn is_ready(&self) -> bool {
        self.current.as_ref().is_some_and(|w| w.ready)
    }

    /// Posts `message`, or queues it until the worker is ready.
    ///
    /// # Errors
    /// When there is no worker (the host gave up) or the message cannot be posted.
    pub fn send(&mut self, message: Request) -> Result<(), String> {
        let Some(worker) = self.current.as_mut() else { return Err("no worker".to_string()) };
        if !worker.ready {
            worker.queued.push(message);
            return Ok(());
        }
        worker.post(&message)
    }

    /// The worker said `Ready`: the workers it replaced are dropped, and what was queued is
    /// sent.
    ///
    /// # Errors
    /// The first message that could not be posted.
    pub fn ready(&mut self) -> Result<(), String> {
        self.retired.clear();
        self.failed_starts = 0;
        let Some(worker) = self.current.as_mut() else { return Ok(()) };
        worker.ready = true;
        for message in std::mem::take(&mut worker.queued) {
            worker.post(&message)?;
        }
        Ok(())
    }

    /// Ends the worker at once (busy or dead) and starts a fresh one, unless too many have
    /// failed to start in a row.
    ///
    /// # Errors
    /// When the fresh worker cannot be made.
    pub fn restart(&mut self) -> Result<Restarted, JsValue> {
        if let Some(old) = self.current.take() {
            old.worker.terminate();
            self.retired.push(old);
        }
        self.failed_starts += 1;
        if self.failed_starts > Self::MAX_FAILED_STARTS {
            return Ok(Restarted::GaveUp);
        }
        self.current = Some(self.spawn()?);
        Ok(Restarted::Started)
    }
}

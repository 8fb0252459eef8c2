//! One running search worker, seen from the page: started with a relative URL (so the site
//! works from any sub-path), messages queued until it says `Ready`, and a way to end it.
//!
//! A worker busy in a search cannot read messages, so stopping it means terminating it and
//! starting a fresh one. The callbacks of a terminated worker may still be on the stack when
//! it is replaced: keep the old handle alive (see [`Retired`]) until the new one is ready.

use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use super::protocol::{FromWorker, ToWorker};

pub struct WorkerHandle {
    worker: Worker,
    ready: bool,
    queued: Vec<ToWorker>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(ErrorEvent)>,
}

impl WorkerHandle {
    /// Starts the worker at `url` (relative, e.g. `./worker_loader.js`). `on_message` receives
    /// every message (or why it could not be read); `on_error` is told when the worker dies.
    pub fn spawn(
        url: &str,
        mut on_message: impl FnMut(Result<FromWorker, String>) + 'static,
        mut on_error: impl FnMut(String) + 'static,
    ) -> Result<WorkerHandle, JsValue> {
        let worker = Worker::new(url)?;
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            on_message(FromWorker::from_js(event.data()).map_err(|err| err.to_string()));
        });
        let onerror = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            on_error(event.message());
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(WorkerHandle { worker, ready: false, queued: Vec::new(), _onmessage: onmessage, _onerror: onerror })
    }

    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// Posts `message`, or queues it until the worker is ready.
    ///
    /// # Errors
    /// When the message cannot be converted or posted.
    pub fn send(&mut self, message: ToWorker) -> Result<(), String> {
        if !self.ready {
            self.queued.push(message);
            return Ok(());
        }
        let value = message.to_js().map_err(|e| e.to_string())?;
        self.worker.post_message(&value).map_err(|e| format!("{e:?}"))
    }

    /// The worker said `Ready`: sends what was queued.
    ///
    /// # Errors
    /// The first message that could not be posted.
    pub fn set_ready(&mut self) -> Result<(), String> {
        self.ready = true;
        for message in std::mem::take(&mut self.queued) {
            self.send(message)?;
        }
        Ok(())
    }

    /// Ends the worker at once, even in the middle of a search.
    pub fn terminate(&self) {
        self.worker.terminate();
    }
}

/// Handles of terminated workers, kept until their callbacks can no longer be running (the
/// next `Ready` of their replacement), then dropped.
#[derive(Default)]
pub struct Retired(Vec<WorkerHandle>);

impl Retired {
    pub fn keep(&mut self, handle: WorkerHandle) {
        handle.terminate();
        self.0.push(handle);
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }
}

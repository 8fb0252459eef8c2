//! The play page's search worker: its answers handed to the state ([`PlayState`]), what they
//! mean for the page (the computer's move played, a hint drawn, the review's progress), and
//! what a restart means for it. Starting, queueing and restarting the worker are the shell's
//! ([`WorkerHost`], here a [`PlayWorker`]); the messages are `web::worker_messages::play`'s.

use super::*;
use crate::web::play::state::{Answered, Ready};

pub(super) fn start_worker(app: &Rc<RefCell<App>>) -> Result<PlayWorker, JsValue> {
    let weak = Rc::downgrade(app);
    let on_message = move |message: Result<PlayAnswer, String>| {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            match message {
                Ok(message) => a.on_message(message),
                Err(detail) => a.show_notice(Notice::EngineUnreadable { detail }),
            }
        }
    };
    let weak = Rc::downgrade(app);
    let on_error = move |detail: String| {
        if let Some(app) = weak.upgrade() {
            web_sys::console::error_1(&format!("poda: engine worker failed: {detail}").into());
            let mut a = app.borrow_mut();
            a.restart_worker(Restart::Crashed);
            a.render();
        }
    };
    WorkerHost::start("./worker_loader.js", on_message, on_error)
}

impl App {
    /// Terminates the current worker (busy or dead) and starts a fresh one; the searches
    /// under way are forgotten. The page is not redrawn: the caller changes the game next and
    /// redraws once (a second drawing in the same click would lay the page out twice).
    pub(super) fn restart_worker(&mut self, why: Restart) {
        self.state.drop_search();
        self.state.search.worker_ready = false;
        let Some(worker) = self.worker.as_mut() else { return };
        match worker.restart() {
            Ok(Restarted::Started) => {
                self.state.search.restart_began = Some((now(&self.window), why));
                let _ = self.els.body.set_attribute("data-engine", "starting");
            }
            Ok(Restarted::GaveUp) => {
                self.show_notice(Notice::EngineGaveUp);
                self.set_engine_line(EngineLine::Unavailable);
            }
            Err(err) => {
                web_sys::console::error_2(&"poda: could not start the engine".into(), &err);
                self.show_notice(Notice::EngineNotStarted);
            }
        }
    }

    fn on_message(&mut self, message: PlayAnswer) {
        match message {
            PlayAnswer::Ready => {
                let Ready { restart_ms, send } = self.state.worker_ready(self.at());
                // The time a restart took is for tests and curious readers (`data-restart-ms`),
                // not for players.
                if let Some(ms) = restart_ms {
                    let tenths = (ms * 10.0).round() as i64;
                    let _ = self.els.body.set_attribute("data-restart-ms", &format!("{}.{}", tenths / 10, tenths % 10));
                }
                self.write_engine_line();
                // Drops the workers this one replaced and sends what was queued while it loaded.
                if let Some(Err(detail)) = self.worker.as_mut().map(PlayWorker::ready) {
                    self.show_notice(Notice::EngineUnreachable { detail });
                }
                if self.state.search.busy.is_none() {
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                for request in send {
                    self.send(request);
                }
            }
            PlayAnswer::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => {
                if self.state.info(id, depth, score_cp, mate_in, nodes, time_ms, pv) {
                    self.request_frame();
                }
            }
            PlayAnswer::BestMove { id, uci, san } => {
                let answered = self.state.best_move(id, uci, san, self.at());
                if answered.report_shown {
                    self.write_engine_line();
                    self.write_eval();
                }
                for request in answered.send {
                    self.send(request);
                }
                match answered.then {
                    Answered::Nothing => {}
                    Answered::Review => self.render(),
                    Answered::Hint { uci, current, shown } => {
                        let _ = self.els.body.set_attribute("data-hint", uci.as_deref().unwrap_or(""));
                        if let Some(m) = shown {
                            self.board.ui.show(vec![Shape { from: m.from(), to: m.to(), brush: Brush::Blue }]);
                        }
                        if current {
                            self.render();
                        }
                    }
                    Answered::Move { id, uci, san, wait_ms } if wait_ms > 1.0 => {
                        let me = self.me.clone();
                        let answer = Closure::once_into_js(move || {
                            if let Some(app) = me.upgrade() {
                                app.borrow_mut().answer(id, uci, san);
                            }
                        });
                        let _ = self.window.set_timeout_with_callback_and_timeout_and_arguments_0(
                            answer.unchecked_ref(),
                            wait_ms as i32,
                        );
                    }
                    Answered::Move { id, uci, san, .. } => self.answer(id, uci, san),
                }
            }
            PlayAnswer::Network { loaded, hidden, detail } => {
                // For tests and curious readers; players see the computer's moves, not its net.
                let net = if loaded { format!("nnue-{hidden}") } else { "failed".to_string() };
                let _ = self.els.body.set_attribute("data-net", &net);
                if !loaded {
                    web_sys::console::warn_1(&format!("poda: the network could not be loaded: {detail}").into());
                }
                // A review waits for the network's answer.
                let request = self.state.network(loaded);
                self.send(request);
            }
            PlayAnswer::Error { id, message } => {
                if self.state.engine_error(id, message) {
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                self.write_notice();
                self.render();
            }
        }
    }

    /// The search `id` is over with the computer's move `uci`: played, unless the search was
    /// dropped meanwhile.
    fn answer(&mut self, id: u32, uci: Option<String>, san: Option<String>) {
        if !self.state.engine_answer(id) {
            return;
        }
        let _span = Span::begin(&self.window, ANSWER_SPAN, "poda:answer-start");
        let _ = self.els.body.set_attribute("data-engine", "ready");
        if let Some(uci) = uci {
            self.play_engine_move(&uci, san);
        }
        self.render();
    }

    /// Plays the computer's move `uci` (checked by the rules), animated, announced and saved.
    pub(super) fn play_engine_move(&mut self, uci: &str, san: Option<String>) {
        match self.state.engine_move(uci, san, self.at()) {
            Some(m) => self.after_engine_move(m),
            None => self.write_notice(),
        }
    }

    /// Runs, once and on a copy of the game, the code a move runs that the page has not run
    /// yet (the move, its SAN and announcement, the saved game, the PGN, the worker's request),
    /// when the page is first idle. WebKit runs a page's wasm in an interpreter until it has
    /// been used a while: otherwise the first move pays for that.
    pub(super) fn warm_up(&self) {
        let _span = Span::begin(&self.window, "poda:warm-up", "poda:warm-up-start");
        let mut game = self.state.game.board.clone();
        let limits = self.state.game.limits;
        let Some(m) = game.position().legal_moves().iter().next().copied() else { return };
        // Clicked on the board, as a person plays it.
        let mut clicks = BoardUi::default();
        for square in [m.from(), m.to()] {
            let (x, y, side) = geometry::square_origin(square, 400.0, game.orientation);
            let (x, y) = (x + side / 2.0, y + side / 2.0);
            clicks.pointer_down(&mut game, x, y, 400.0, board_ui::MAIN_BUTTON);
            clicks.pointer_up(&mut game, x, y, 400.0, board_ui::MAIN_BUTTON);
        }
        let lang = i18n::current();
        let san = game.sans().last().cloned().unwrap_or_default();
        let _ = i18n::announce_move(lang, game.position().turn(), false, &san);
        let _ = game.status_text(lang);
        let _ = saved::SavedGame::of(&game, limits.level).to_json();
        let _ = game.pgn(&(i18n::play(lang).pgn_names)(game.computer_levels()), "????.??.??");
        let _ = move_rows(game.start_fen(), game.sans());
        let _ = game.go_request(0, limits).to_js();
    }
}

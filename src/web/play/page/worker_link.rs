//! What the play page asks of its search worker (moves, hints, the network), what it answers,
//! and what a restart means for the page. Starting, queueing and restarting the worker are
//! the shell's ([`WorkerHost`], here a [`PlayWorker`]); the messages are `web::worker_messages::play`'s.

use super::*;

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
            restart_engine(&app, Restart::Crashed);
        }
    };
    WorkerHost::start("./worker_loader.js", on_message, on_error)
}

/// Drops the search under way, if any (its worker is ended and a fresh one started). The page
/// is not redrawn: the caller changes the game next and redraws once (a second drawing in the
/// same click would lay the page out twice).
pub(super) fn stop_search(app: &Rc<RefCell<App>>) {
    let busy = app.borrow().busy.is_some();
    if busy {
        restart_worker(app, Restart::Stopped);
    }
}

/// Terminates the current worker (busy or dead), starts a fresh one, and redraws the page.
pub(super) fn restart_engine(app: &Rc<RefCell<App>>, why: Restart) {
    restart_worker(app, why);
    app.borrow_mut().render();
}

/// [`restart_engine`] without the redrawing, for a caller that redraws next.
pub(super) fn restart_worker(app: &Rc<RefCell<App>>, why: Restart) {
    let mut a = app.borrow_mut();
    a.busy = None;
    a.hinting = None;
    if let Some(review) = a.review.as_mut() {
        review.forget_question();
    }
    a.game.thinking = false;
    let Some(worker) = a.worker.as_mut() else { return };
    match worker.restart() {
        Ok(Restarted::Started) => {
            a.restart_began = Some((now(&a.window), why));
            let _ = a.els.body.set_attribute("data-engine", "starting");
        }
        Ok(Restarted::GaveUp) => {
            a.show_notice(Notice::EngineGaveUp);
            a.set_engine_line(EngineLine::Unavailable);
        }
        Err(err) => {
            web_sys::console::error_2(&"poda: could not start the engine".into(), &err);
            a.show_notice(Notice::EngineNotStarted);
        }
    }
}

impl App {
    pub(super) fn send(&mut self, message: PlayRequest) {
        let Some(worker) = self.worker.as_mut() else { return };
        if let Err(detail) = worker.send(message) {
            self.show_notice(Notice::EngineUnreachable { detail });
        }
    }

    /// A fresh request id (0 while the page starts, before its worker is made).
    pub(super) fn next_id(&mut self) -> u32 {
        self.worker.as_mut().map_or(0, PlayWorker::next_id)
    }

    pub(super) fn maybe_ask_engine(&mut self) {
        if !self.game.engine_to_move() {
            return;
        }
        let id = self.next_id();
        self.busy = Some(id);
        self.busy_since = now(&self.window);
        self.best_so_far = None;
        self.game.thinking = true;
        let request = self.game.go_request(id, self.clock_limits(self.limits));
        self.send(request);
        let _ = self.els.body.set_attribute("data-engine", "thinking");
    }

    /// Asks the worker for the best move for the player (at full strength, for
    /// [`HINT_MOVETIME_MS`]); the answer is drawn as a blue arrow.
    pub(super) fn ask_hint(&mut self) {
        if !self.game.human_to_move() || self.hinting.is_some() {
            return;
        }
        let id = self.next_id();
        self.hinting = Some((id, self.game.sans().len()));
        let limits = GoLimits { time: ThinkingTime::Fixed(HINT_MOVETIME_MS), book: false, ..GoLimits::default() };
        let request = self.game.go_request(id, limits);
        self.send(request);
        let _ = self.els.body.set_attribute("data-hint", "searching");
        self.render();
    }

    /// The worker's answer to [`App::ask_hint`]: shown if the position has not changed since.
    pub(super) fn on_hint(&mut self, uci: Option<String>, asked_at: usize) {
        self.hinting = None;
        let _ = self.els.body.set_attribute("data-hint", uci.as_deref().unwrap_or(""));
        if asked_at != self.game.sans().len() {
            return;
        }
        if let Some(m) = uci.and_then(|u| self.game.position().parse_uci(&u).ok()) {
            self.board.show(vec![Shape { from: m.from(), to: m.to(), brush: Brush::Blue }]);
        }
        self.render();
    }

    pub(super) fn on_message(&mut self, message: PlayAnswer) {
        match message {
            PlayAnswer::Ready => {
                // The time a restart took is for tests and curious readers (`data-restart-ms`),
                // not for players. After Stop, the move the computer played stays on the line.
                let mut line = Some(EngineLine::Ready);
                if let Some((began, cause)) = self.restart_began.take() {
                    let ms = now(&self.window) - began;
                    let tenths = (ms * 10.0).round() as i64;
                    let _ = self.els.body.set_attribute("data-restart-ms", &format!("{}.{}", tenths / 10, tenths % 10));
                    line = match cause {
                        Restart::Crashed => Some(EngineLine::Recovered),
                        Restart::Stopped if self.busy.is_some() => None,
                        Restart::Stopped => {
                            (!matches!(self.engine_line, EngineLine::Played { .. })).then_some(EngineLine::Ready)
                        }
                    };
                }
                if let Some(line) = line {
                    self.set_engine_line(line);
                }
                if matches!(self.net, NetState::Asked | NetState::Loaded) {
                    self.send(PlayRequest::LoadNetwork { url: NET_URL.to_string() });
                }
                // Drops the workers this one replaced and sends what was queued while it loaded.
                if let Some(Err(detail)) = self.worker.as_mut().map(PlayWorker::ready) {
                    self.show_notice(Notice::EngineUnreachable { detail });
                }
                if self.busy.is_none() {
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                self.ask_review();
            }
            PlayAnswer::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => {
                if self.review.as_ref().and_then(|r| r.asked(id)).is_some() {
                    self.review_score = (score_cp, mate_in, pv.clone());
                }
                if self.busy == Some(id) {
                    if let Some(first) = pv.first() {
                        self.best_so_far = Some(first.clone());
                    }
                    self.unshown_info = Some(SearchReport { id, depth, score_cp, mate_in, nodes, time_ms, pv });
                    // Hidden, a report changes nothing once the page says "Engine: thinking…":
                    // it waits for the move, or for the evaluation to be switched on, and the
                    // page draws no frame for it while the search holds a core.
                    if self.prefs.eval_bar || !matches!(self.engine_line, EngineLine::Thinking) {
                        self.request_frame();
                    }
                }
            }
            PlayAnswer::BestMove { id, uci, san } => {
                // The search's last report is shown before its move is played.
                self.show_search_report();
                // The first answer (a move, a hint, a review's score) is in: now the network.
                if self.net == NetState::NotAsked {
                    self.net = NetState::Asked;
                    self.send(PlayRequest::LoadNetwork { url: NET_URL.to_string() });
                }
                let (cp, mate, pv) = std::mem::take(&mut self.review_score);
                if let Some(review) = self.review.as_mut().filter(|r| r.asked(id).is_some()) {
                    review.record(id, cp, mate, uci, pv);
                    self.ask_review();
                    self.render();
                    return;
                }
                if let Some((hint, asked_at)) = self.hinting.filter(|(hint, _)| *hint == id) {
                    debug_assert_eq!(hint, id);
                    self.on_hint(uci, asked_at);
                    return;
                }
                if self.busy != Some(id) {
                    return;
                }
                // The beginner levels take a human moment to answer (not when their clock is low).
                let engine_left = self.game.clock().zip(self.game.engine_side());
                let low = engine_left.is_some_and(|(c, side)| c.left(side, clock_now(&self.window)) < 20_000);
                let beginner = self.limits.level.is_some_and(|level| level <= 5) && self.limits.depth.is_none() && !low;
                let wait = if beginner { BEGINNER_ANSWER_MS - (now(&self.window) - self.busy_since) } else { 0.0 };
                if wait > 1.0 {
                    let me = self.me.clone();
                    let answer = Closure::once_into_js(move || {
                        if let Some(app) = me.upgrade() {
                            app.borrow_mut().answer(id, uci, san);
                        }
                    });
                    let _ = self
                        .window
                        .set_timeout_with_callback_and_timeout_and_arguments_0(answer.unchecked_ref(), wait as i32);
                    return;
                }
                self.answer(id, uci, san);
            }
            PlayAnswer::Network { loaded, hidden, detail } => {
                if loaded {
                    self.net = NetState::Loaded;
                    // For tests and curious readers; players see the computer's moves, not its net.
                    let _ = self.els.body.set_attribute("data-net", &format!("nnue-{hidden}"));
                } else {
                    // The hand-crafted evaluation keeps playing: nothing is lost but strength.
                    let _ = self.els.body.set_attribute("data-net", "failed");
                    web_sys::console::warn_1(&format!("poda: the network could not be loaded: {detail}").into());
                    self.net = NetState::Off;
                }
                // A review waits for the network's answer.
                self.ask_review();
            }
            PlayAnswer::Error { id, message } => {
                if id.is_some() && id == self.busy {
                    self.busy = None;
                    self.game.thinking = false;
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                self.show_notice(Notice::EngineError { message });
                self.render();
            }
        }
    }

    /// The search `id` is over with the computer's move `uci`: played, unless the search was
    /// dropped meanwhile.
    fn answer(&mut self, id: u32, uci: Option<String>, san: Option<String>) {
        if self.busy != Some(id) {
            return;
        }
        let _span = Span::begin(&self.window, ANSWER_SPAN, "poda:answer-start");
        self.busy = None;
        self.game.thinking = false;
        let _ = self.els.body.set_attribute("data-engine", "ready");
        if let Some(uci) = uci {
            self.play_engine_move(&uci, san);
        }
        self.render();
    }

    /// Plays the computer's move `uci` (checked by the rules), animated, announced and saved.
    fn play_engine_move(&mut self, uci: &str, san: Option<String>) {
        match self.game.apply_uci(uci) {
            Ok(m) => {
                self.game.note_computer_level(self.limits.level.unwrap_or(crate::engine::Level::MAX));
                let san = san.unwrap_or_else(|| self.game.sans().last().cloned().unwrap_or_default());
                self.banner_closed = false;
                self.after_move(true);
                self.animate(m);
                let _ = self.els.body.set_attribute("data-last-move", uci);
                self.save();
                self.set_engine_line(EngineLine::Played { san });
                // The player's premove, when it is legal now.
                if let Some(m) = self.game.play_premove() {
                    self.animate(m);
                    self.after_human_move(m);
                }
            }
            Err(_) => self.show_notice(Notice::EngineIllegalMove { uci: uci.to_string() }),
        }
    }

    /// After Stop: the computer plays `best`, the best move its search had found, or, when it
    /// had found none yet, is asked again for a quick move. Nobody's side changes.
    pub(super) fn play_stopped_search(&mut self, best: Option<String>) {
        match best {
            Some(uci) if self.game.engine_to_move() => {
                self.play_engine_move(&uci, None);
                self.render();
            }
            _ => {
                let limits = self.limits;
                self.limits =
                    GoLimits { time: ThinkingTime::Fixed(STOPPED_MOVETIME_MS), depth: None, nodes: None, ..limits };
                self.maybe_ask_engine();
                self.limits = limits;
                self.render();
            }
        }
    }

    /// Shows the search's latest report (if it is still the search under way): the engine
    /// line, the evaluation and the principal variation.
    pub(super) fn show_search_report(&mut self) {
        let Some(report) = self.unshown_info.take() else { return };
        if self.busy != Some(report.id) {
            return;
        }
        let pos = self.game.position();
        self.eval = Eval::from_engine(pos.turn(), report.score_cp, report.mate_in);
        self.pv = eval::line_san(pos, &report.pv[..report.pv.len().min(PV_SHOWN)]);
        // The depth, the score and the line are shown when asked for ("Show the computer's
        // evaluation"): otherwise they would be a free hint.
        let line = if self.prefs.eval_bar {
            EngineLine::Searching {
                depth: report.depth,
                eval: self.eval,
                speed: eval::speed(report.nodes, report.time_ms),
            }
        } else {
            EngineLine::Thinking
        };
        self.set_engine_line(line);
        self.write_eval();
    }

    /// Runs, once and on a copy of the game, the code a move runs that the page has not run
    /// yet (the move, its SAN and announcement, the saved game, the PGN, the worker's request),
    /// when the page is first idle. WebKit runs a page's wasm in an interpreter until it has
    /// been used a while: otherwise the first move pays for that.
    pub(super) fn warm_up(&self) {
        let _span = Span::begin(&self.window, "poda:warm-up", "poda:warm-up-start");
        let mut game = self.game.clone();
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
        let _ = saved::SavedGame::of(&game, self.limits.level).to_json();
        let _ = game.pgn(&(i18n::play(lang).pgn_names)(game.computer_levels()), "????.??.??");
        let _ = move_rows(game.start_fen(), game.sans());
        let _ = game.go_request(0, self.limits).to_js();
    }
}

//! What a person does on the play page: the board's pointer and keys, the buttons, the move
//! list's navigation, the promotion chooser and the typed move.

use super::worker_link::{restart_worker, stop_search};
use super::*;

pub(super) fn connect_dom(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let canvas = app.borrow().els.canvas.clone();
    connect_board(app, &canvas);
    let a = app.borrow();

    let banner_new: HtmlButtonElement = element(&a.document()?, "banner-new")?;
    for button in [&a.els.new_game, &banner_new] {
        on_app_click(app, button, move |app| {
            let a = app.borrow();
            let level = a.limits.level.unwrap_or(crate::engine::Level::MAX);
            let fen = if a.initial.start_fen() == crate::rules::Position::STARTPOS_FEN {
                String::new()
            } else {
                a.initial.start_fen().to_string()
            };
            let clock = a.game.clock().map(|c| c.control());
            a.els.dialog.open(level, a.game.human_side(), clock, &fen);
        });
    }
    on_app_click(app, &a.els.flip, move |app| {
        let mut a = app.borrow_mut();
        a.game.flip();
        a.save();
        a.render();
    });

    listen_app(app, &a.els.level, "change", |app, _: Event| {
        let mut a = app.borrow_mut();
        // Applies from the computer's next move on.
        let chosen = a.els.level.value().parse::<u8>().ok().and_then(crate::engine::Level::new);
        if let Some(level) = chosen {
            a.limits.level = Some(level.number);
            a.set_engine_line(EngineLine::Level { number: level.number });
            a.save();
        }
    });

    on_app_click(app, &a.els.take_back, move |app| {
        // While the computer thinks, its search is dropped and the player's move taken back.
        stop_search(app);
        let mut a = app.borrow_mut();
        let before = a.game.uci_moves();
        let undone = a.game.take_back();
        if undone > 0 {
            // The player's move slides back to where it came from (the reply, if any, jumps).
            let first = before.get(before.len() - undone).and_then(|uci| a.game.position().parse_uci(uci).ok());
            a.after_game_change();
            if let Some(m) = first {
                a.animate(Move::new(m.to(), m.from()));
                a.request_board_frame();
            }
        } else {
            a.render();
        }
    });

    on_app_click(app, &a.els.hint, move |app| {
        app.borrow_mut().ask_hint();
    });

    // Resign asks first; the game goes on until the answer is yes.
    on_app_click(app, &a.els.resign, move |app| {
        let a = app.borrow();
        if !a.game.is_over() {
            a.els.resign_confirm.set_hidden(false);
            let _ = a.els.resign_no.focus();
        }
    });
    on_app_click(app, &a.els.resign_no, move |app| {
        let a = app.borrow();
        a.els.resign_confirm.set_hidden(true);
        let _ = a.els.resign.focus();
    });
    on_app_click(app, &a.els.resign_yes, move |app| {
        stop_search(app);
        let mut a = app.borrow_mut();
        a.els.resign_confirm.set_hidden(true);
        let side = a.game.human_side();
        if a.game.resign(side) {
            a.post_game_over();
            a.banner_closed = false;
            a.save();
        }
        a.render();
    });

    // "Computer move": the computer takes the side to move, and the board turns to the
    // player's side; the engine line says so.
    on_app_click(app, &a.els.engine_move, move |app| {
        let mut a = app.borrow_mut();
        if !a.game.thinking && !a.game.is_over() {
            let turn = a.game.position().turn();
            let changed = a.game.engine_side() != Some(turn);
            a.game.set_engine_side(Some(turn));
            a.game.orientation = !turn;
            if changed {
                let line = EngineLine::Sides { computer: turn };
                a.els.announce.set_text_content(Some(&line.text(i18n::current())));
                a.set_engine_line(line);
                // Said where it stays, until the player closes it or starts a new game.
                a.sides_stated = Some(turn);
                a.write_notice();
            }
            a.maybe_ask_engine();
            a.save();
            a.render();
        }
    });

    on_app_click(app, &element(&a.document()?, "notice-close")?, |app| app.borrow_mut().close_notice());

    // Stop: the computer plays the best move it has found so far. The sides stay as they are.
    on_app_click(app, &a.els.stop, move |app| {
        let best = {
            let a = app.borrow();
            if a.busy.is_none() {
                return;
            }
            a.best_so_far.clone()
        };
        // One redrawing, by the move played (or the shorter search asked for).
        restart_worker(app, Restart::Stopped);
        app.borrow_mut().play_stopped_search(best);
    });

    connect_play_inputs(app)?;
    connect_navigation(app)?;

    // The board drawn again at its new size, whatever changed it (the window, the panels).
    let weak = Rc::downgrade(app);
    a.els.board_width.watch(&a.els.canvas, move || {
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.draw_board();
        }
    })?;
    listen_app(app, &a.window, "resize", |app, _: Event| {
        if let Ok(mut a) = app.try_borrow_mut() {
            a.render();
        }
    });
    Ok(())
}

/// The board's pointer (drag, click, right-button arrows), keys and animation frames.
pub(super) fn connect_board(app: &Rc<RefCell<App>>, canvas: &HtmlCanvasElement) {
    listen_app(app, canvas, "pointerdown", move |app, event: PointerEvent| {
        app.borrow_mut().on_pointer(&event, PointerPhase::Down);
    });
    for (name, phase) in [("pointermove", PointerPhase::Move), ("pointerup", PointerPhase::Up)] {
        listen_app(app, canvas, name, move |app, event: PointerEvent| {
            app.borrow_mut().on_pointer(&event, phase);
        });
    }
    listen_app(app, canvas, "pointercancel", move |app, _: Event| {
        let mut a = app.borrow_mut();
        a.board.pointer_cancel();
        a.render();
    });
    // The right button draws arrows: no menu over the board.
    listen(canvas, "contextmenu", |event: Event| event.prevent_default());
    listen_app(app, canvas, "keydown", move |app, event: KeyboardEvent| {
        app.borrow_mut().on_board_key(&event);
    });
    let weak = Rc::downgrade(app);
    listen(canvas, "blur", move |_: Event| {
        // Blur also fires inside a render that moves the focus (to the promotion chooser):
        // the app is borrowed then, and that render hides nothing the cursor needs.
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.board.blur();
            a.render();
        }
    });
    let weak = Rc::downgrade(app);
    let frame = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.frame_pending = false;
            a.show_search_report();
            if std::mem::take(&mut a.board_stale) {
                a.draw_board();
            }
        }
    });
    app.borrow_mut().next_frame = Some(frame.as_ref().unchecked_ref::<js_sys::Function>().clone());
    // Lives as long as the page.
    frame.forget();
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PointerPhase {
    Down,
    Move,
    Up,
}

/// Stepping through the moves: a click on a move, the buttons under the list, and ← → Home
/// End anywhere but in a text box or the open dialog (on the board, only without its cursor).
pub(super) fn connect_navigation(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    listen_app(app, &a.els.moves, "click", move |app, event: MouseEvent| {
        let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let ply = target.and_then(|t| t.get_attribute("data-ply")).and_then(|p| p.parse().ok());
        if let Some(ply) = ply {
            app.borrow_mut().view(ply);
        }
    });
    for (id, step) in [
        ("nav-first", Step::First),
        ("nav-back", Step::Back),
        ("nav-forward", Step::Forward),
        ("nav-last", Step::Last),
        ("back-to-game", Step::Last),
    ] {
        on_app_click(app, &element(&a.document()?, id)?, move |app| {
            app.borrow_mut().step(step);
        });
    }
    let weak = Rc::downgrade(app);
    let document: web_sys::EventTarget = a.document()?.into();
    listen(&document, "keydown", move |event: KeyboardEvent| {
        let step = match event.key().as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        if event.default_prevented() || event.alt_key() || event.ctrl_key() || event.meta_key() {
            return;
        }
        let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let typing = target.is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        let Some(app) = weak.upgrade() else { return };
        let Ok(mut a) = app.try_borrow_mut() else { return };
        if typing || a.els.dialog.dialog.open() {
            return;
        }
        event.prevent_default();
        a.step(step);
    });
    Ok(())
}

#[derive(Clone, Copy)]
pub(super) enum Step {
    First,
    Back,
    Forward,
    Last,
}

/// The promotion chooser, the "always queen" preference and the typed-move box.
pub(super) fn connect_play_inputs(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();

    listen_app(app, &a.els.promotion, "click", |app, event: MouseEvent| {
        if let Some(role) = promotion::role_of(event.target()) {
            app.borrow_mut().on_promotion(Some(role));
        }
    });
    let chooser = a.els.promotion.clone();
    listen_app(app, &a.els.promotion, "keydown", move |app, event: KeyboardEvent| {
        if promotion::on_key(&chooser, &event) == KeyAction::Cancel {
            app.borrow_mut().on_promotion(None);
        }
    });

    // The preferences: each change reads them all from their controls and saves them.
    let els = &a.els;
    let controls: [&web_sys::EventTarget; 7] = [
        &els.always_queen,
        &els.eval_toggle,
        &els.sound_toggle,
        &els.theme,
        &els.board_colours,
        &els.piece_set,
        &els.coords_toggle,
    ];
    for control in controls {
        listen_app(app, control, "change", move |app, _: Event| {
            let mut a = app.borrow_mut();
            let els = &a.els;
            let prefs = Prefs {
                always_queen: els.always_queen.checked(),
                eval_bar: els.eval_toggle.checked(),
                sound: els.sound_toggle.checked(),
                theme: Theme::from_name(&els.theme.value()).unwrap_or_default(),
                look: Look {
                    board: BoardColours::from_name(&els.board_colours.value()).unwrap_or_default(),
                    pieces: PieceSet::from_name(&els.piece_set.value()).unwrap_or_default(),
                    coordinates: els.coords_toggle.checked(),
                },
            };
            if let Some(document) = a.window.document() {
                dom::apply_theme(&document, prefs.theme);
            }
            render::set_look(prefs.look);
            a.prefs = prefs;
            a.game.always_queen = prefs.always_queen;
            saved::store_prefs(&a.window, prefs);
            // The evaluation just switched on shows the search's latest report at once.
            a.show_search_report();
            a.render();
        });
    }

    listen_app(app, &a.els.move_input, "keydown", |app, event: KeyboardEvent| {
        if event.key() == "Enter" {
            event.prevent_default();
            app.borrow_mut().on_typed_move();
        }
    });
    Ok(())
}

impl App {
    pub(super) fn on_pointer(&mut self, event: &PointerEvent, phase: PointerPhase) {
        // `interactive=0`: arrows may be drawn, nothing moved.
        if !self.params.interactive
            && event.button() != crate::web::board::board_ui::RIGHT_BUTTON
            && phase != PointerPhase::Move
        {
            return;
        }
        let canvas = &self.els.canvas;
        let rect = canvas.get_bounding_client_rect();
        let x = f64::from(event.client_x()) - rect.left();
        let y = f64::from(event.client_y()) - rect.top();
        let size = rect.width();
        let touch = event.pointer_type() == "touch";
        let t = now(&self.window);
        let outcome = match phase {
            PointerPhase::Down => {
                // Keep following the pointer outside the canvas (and stop a touch from scrolling).
                let _ = canvas.set_pointer_capture(event.pointer_id());
                let outcome = self.board.pointer_down(&mut self.game, x, y, size, event.button());
                if touch {
                    self.board.touch_down(&self.game, x, y, size, t);
                }
                outcome
            }
            PointerPhase::Move => {
                if touch && self.board.touch_move(&mut self.game, x, y, t) {
                    self.request_board_frame();
                    return;
                }
                if self.board.pointer_move(x, y) {
                    self.request_board_frame();
                }
                return;
            }
            PointerPhase::Up if touch && self.board.touch_up(&mut self.game, x, y, size, t) => {
                self.render();
                return;
            }
            PointerPhase::Up => {
                let dragged = self.board.is_dragging();
                let outcome = self.board.pointer_up(&mut self.game, x, y, size, event.button());
                if let (ClickOutcome::Played(m), false) = (outcome, dragged) {
                    self.animate(m);
                }
                outcome
            }
        };
        self.after_board_outcome(outcome, event);
    }

    /// A key on the board: the cursor, Enter or Space to pick and drop, Escape.
    pub(super) fn on_board_key(&mut self, event: &KeyboardEvent) {
        if !self.params.interactive {
            return;
        }
        let Some(outcome) = self.board.key(&mut self.game, &event.key()) else { return };
        event.prevent_default();
        if let ClickOutcome::Played(m) = outcome {
            self.animate(m);
        }
        self.after_board_outcome(outcome, event);
    }

    pub(super) fn after_board_outcome(&mut self, outcome: ClickOutcome, event: &Event) {
        let _span =
            matches!(outcome, ClickOutcome::Played(_)).then(|| Span::begin(&self.window, MOVE_SPAN, "poda:move-start"));
        match outcome {
            ClickOutcome::Played(m) => self.after_human_move(m),
            // The chooser takes the focus: the board must not take it back.
            ClickOutcome::PromotionPending(_) => event.prevent_default(),
            _ => {}
        }
        self.render();
    }

    pub(super) fn step(&mut self, step: Step) {
        let (viewed, last) = (self.game.viewed_ply(), self.game.sans().len());
        let ply = match step {
            Step::First => 0,
            Step::Back => viewed.saturating_sub(1),
            Step::Forward => (viewed + 1).min(last),
            Step::Last => last,
        };
        self.view(ply);
    }

    /// A piece chosen in the promotion chooser, or `None` for Escape.
    pub(super) fn on_promotion(&mut self, role: Option<Role>) {
        match role.and_then(|role| self.game.promote(role)) {
            Some(m) => self.after_human_move(m),
            None => {
                self.game.cancel_promotion();
            }
        }
        self.render();
    }

    /// `poda:play`: a move in UCI or SAN for the side to move (either side: the page around
    /// this one decides), unless the game is over or the computer is thinking.
    pub(super) fn play_requested(&mut self, text: &str) -> Result<(), crate::web::i18n::ApiError> {
        use crate::web::i18n::ApiError;
        if self.game.is_over() {
            return Err(ApiError::GameOver);
        }
        if self.game.thinking {
            return Err(ApiError::Thinking);
        }
        let pos = *self.game.position();
        let m = pos.parse_uci(text.trim()).or_else(|_| pos.parse_san(text)).map_err(ApiError::BadMove)?;
        let illegal = || ApiError::BadMove(crate::rules::SanError::Illegal { text: text.to_string() });
        self.game.apply_uci(&m.to_string()).map_err(|_| illegal())?;
        self.animate(m);
        self.after_human_move(m);
        self.render();
        Ok(())
    }

    /// Enter in the move box: plays the typed move, or says why not and keeps the text.
    pub(super) fn on_typed_move(&mut self) {
        if !self.params.interactive {
            return;
        }
        let text = self.els.move_input.value();
        match self.game.play_typed(&text, i18n::piece_letters(i18n::current())) {
            Ok(m) => {
                self.els.move_input.set_value("");
                self.animate(m);
                self.after_human_move(m);
            }
            Err(err) => self.move_error = Some(err),
        }
        self.write_move_error();
        self.render();
    }

    /// Slides the piece of `m` into place (a move not made by dragging), unless the reader
    /// asked for less motion (`prefers-reduced-motion`).
    pub(super) fn animate(&mut self, m: Move) {
        let reduced =
            self.window.match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|q| q.matches());
        if !reduced {
            self.board.animate(m, now(&self.window));
        }
    }

    /// Asks for the board to be drawn again at the next animation frame.
    pub(super) fn request_board_frame(&mut self) {
        self.board_stale = true;
        self.request_frame();
    }

    /// Asks for an animation frame (at most one pending).
    pub(super) fn request_frame(&mut self) {
        if self.frame_pending {
            return;
        }
        if let Some(f) = &self.next_frame {
            self.frame_pending = self.window.request_animation_frame(f).is_ok();
        }
    }

    /// Shows the position after `ply` moves; the game stays where it is.
    pub(super) fn view(&mut self, ply: usize) {
        self.game.view(ply);
        self.board.stop_animation();
        // A judged move shows the better one as an arrow; its line waits for the button.
        self.line_shown = false;
        let better = self.review.as_ref().and_then(|r| r.mark(ply));
        self.board
            .show(better.map(|f| Shape { from: f.mv.from(), to: f.mv.to(), brush: Brush::Red }).into_iter().collect());
        self.render();
    }
}

//! What a person does on the play page: the board's pointer and keys, the buttons, the move
//! list's navigation, the promotion chooser, the preferences and the typed move. Each listener
//! changes the state ([`PlayState`]), sends what the change asks of the worker, and redraws.

use super::*;
use crate::engine::Level;
use crate::web::board::look::{BoardColours, Look, PieceSet};
use crate::web::saved::{Prefs, Theme};

pub(super) fn connect_dom(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    connect_board(app);
    let a = app.borrow();
    let (els, document) = (&a.els, a.document()?);
    let banner_new: HtmlButtonElement = dom::element(&document, "banner-new")?;
    for button in [&els.new_game, &banner_new] {
        on(app, button, "click", |a, _| a.open_new_game());
    }
    on(app, &els.flip, "click", |a, _| {
        a.state.game.board.flip();
        a.save();
        a.render();
    });
    on(app, &els.level, "change", |a, _| {
        // Applies from the computer's next move on.
        if let Some(level) = a.els.level.value().parse::<u8>().ok().and_then(Level::new) {
            a.state.set_level(level);
            a.write_engine_line();
            a.save();
        }
    });
    on(app, &els.take_back, "click", |a, _| a.take_back());
    on(app, &els.hint, "click", |a, _| {
        let request = a.state.ask_hint();
        if request.is_some() {
            a.send(request);
            a.render();
        }
    });
    // Resign asks first; the game goes on until the answer is yes.
    on(app, &els.resign, "click", |a, _| {
        if !a.state.game.board.is_over() {
            a.els.resign_confirm.set_hidden(false);
            let _ = a.els.resign_no.focus();
        }
    });
    on(app, &els.resign_no, "click", |a, _| {
        a.els.resign_confirm.set_hidden(true);
        let _ = a.els.resign.focus();
    });
    on(app, &els.resign_yes, "click", |a, _| a.resign());
    on(app, &els.engine_move, "click", |a, _| a.computer_takes_turn());
    on_id(app, &document, "notice-close", "click", |a, _| {
        a.state.close_notice();
        a.write_notice();
    })?;
    on(app, &els.stop, "click", |a, _| a.stop());
    connect_play_inputs(app, els);
    connect_navigation(app, els, &document)?;
    // The board drawn again at its new size, whatever changed it (the window, the panels).
    let weak = Rc::downgrade(app);
    els.board_width.watch(&els.canvas, move || {
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.draw_board();
        }
    })?;
    // The review graph likewise, once the review box shows it.
    let weak = Rc::downgrade(app);
    els.graph_size.watch(&els.review_graph, move || {
        if let Some(Ok(a)) = weak.upgrade().as_ref().map(|app| app.try_borrow()) {
            a.draw_graph();
        }
    })?;
    on(app, &a.window, "resize", |a, _| a.render());
    Ok(())
}

/// The board's pointer (drag, click, right-button arrows), keys and animation frames.
fn connect_board(app: &Rc<RefCell<App>>) {
    let canvas = app.borrow().els.canvas.clone();
    on(app, &canvas, "pointerdown", |a, e| a.on_pointer(e.unchecked_ref(), PointerPhase::Down));
    on(app, &canvas, "pointermove", |a, e| a.on_pointer(e.unchecked_ref(), PointerPhase::Move));
    on(app, &canvas, "pointerup", |a, e| a.on_pointer(e.unchecked_ref(), PointerPhase::Up));
    on(app, &canvas, "pointercancel", |a, _| {
        a.board.ui.pointer_cancel();
        a.render();
    });
    // The right button draws arrows: no menu over the board.
    on(app, &canvas, "contextmenu", |_, e| e.prevent_default());
    on(app, &canvas, "keydown", |a, e| a.on_board_key(e.unchecked_ref()));
    // Blur also fires inside a render that moves the focus (to the promotion chooser): the
    // app is busy then, and that render hides nothing the cursor needs.
    on(app, &canvas, "blur", |a, _| {
        a.board.ui.blur();
        a.render();
    });
    let weak = Rc::downgrade(app);
    let frame = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.board.frame_pending = false;
            if a.state.show_search_report() {
                a.write_engine_line();
                a.write_eval();
            }
            if std::mem::take(&mut a.board.stale) {
                a.draw_board();
            }
        }
    });
    app.borrow_mut().board.next_frame = Some(frame.as_ref().unchecked_ref::<js_sys::Function>().clone());
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
fn connect_navigation(app: &Rc<RefCell<App>>, els: &Elements, document: &web_sys::Document) -> Result<(), JsValue> {
    on(app, &els.moves, "click", |a, event| {
        let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if let Some(ply) = target.and_then(|t| t.get_attribute("data-ply")).and_then(|p| p.parse().ok()) {
            a.view(ply);
        }
    });
    let steps: [(&str, Listener); 5] = [
        ("nav-first", |a, _| a.step(Step::First)),
        ("nav-back", |a, _| a.step(Step::Back)),
        ("nav-forward", |a, _| a.step(Step::Forward)),
        ("nav-last", |a, _| a.step(Step::Last)),
        ("back-to-game", |a, _| a.step(Step::Last)),
    ];
    for (id, step) in steps {
        on_id(app, document, id, "click", step)?;
    }
    on(app, document, "keydown", |a, event| {
        let event: &KeyboardEvent = event.unchecked_ref();
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

/// The promotion chooser, the preferences and the typed-move box.
fn connect_play_inputs(app: &Rc<RefCell<App>>, els: &Elements) {
    on(app, &els.promotion, "click", |a, event| {
        if let Some(role) = promotion::role_of(event.target()) {
            a.on_promotion(Some(role));
        }
    });
    on(app, &els.promotion, "keydown", |a, event| {
        if promotion::on_key(&a.els.promotion, event.unchecked_ref()) == KeyAction::Cancel {
            a.on_promotion(None);
        }
    });
    // The preferences: each change reads them all from their controls and saves them.
    let controls: [&EventTarget; 7] = [
        &els.always_queen,
        &els.eval_toggle,
        &els.sound_toggle,
        &els.theme,
        &els.board_colours,
        &els.piece_set,
        &els.coords_toggle,
    ];
    for control in controls {
        on(app, control, "change", |a, _| a.read_prefs());
    }
    on(app, &els.move_input, "keydown", |a, event| {
        let event: &KeyboardEvent = event.unchecked_ref();
        if event.key() == "Enter" {
            event.prevent_default();
            a.on_typed_move();
        }
    });
}

impl App {
    fn on_pointer(&mut self, event: &PointerEvent, phase: PointerPhase) {
        // `interactive=0`: arrows may be drawn, nothing moved.
        if !self.state.params.interactive && event.button() != board_ui::RIGHT_BUTTON && phase != PointerPhase::Move {
            return;
        }
        let canvas = &self.els.canvas;
        let rect = canvas.get_bounding_client_rect();
        let x = f64::from(event.client_x()) - rect.left();
        let y = f64::from(event.client_y()) - rect.top();
        let size = rect.width();
        let touch = event.pointer_type() == "touch";
        let t = now(&self.window);
        let (board, game) = (&mut self.board.ui, &mut self.state.game.board);
        let outcome = match phase {
            PointerPhase::Down => {
                // Keep following the pointer outside the canvas (and stop a touch from scrolling).
                let _ = canvas.set_pointer_capture(event.pointer_id());
                let outcome = board.pointer_down(game, x, y, size, event.button());
                if touch {
                    board.touch_down(game, x, y, size, t);
                }
                outcome
            }
            PointerPhase::Move => {
                if (touch && board.touch_move(game, x, y, t)) || board.pointer_move(x, y) {
                    self.request_board_frame();
                }
                return;
            }
            PointerPhase::Up if touch && board.touch_up(game, x, y, size, t) => {
                self.render();
                return;
            }
            PointerPhase::Up => {
                let dragged = board.is_dragging();
                let outcome = board.pointer_up(game, x, y, size, event.button());
                if let (ClickOutcome::Played(m), false) = (outcome, dragged) {
                    self.animate(m);
                }
                outcome
            }
        };
        self.after_board_outcome(outcome, event);
    }

    /// A key on the board: the cursor, Enter or Space to pick and drop, Escape.
    fn on_board_key(&mut self, event: &KeyboardEvent) {
        if !self.state.params.interactive {
            return;
        }
        let Some(outcome) = self.board.ui.key(&mut self.state.game.board, &event.key()) else { return };
        event.prevent_default();
        if let ClickOutcome::Played(m) = outcome {
            self.animate(m);
        }
        self.after_board_outcome(outcome, event);
    }

    fn after_board_outcome(&mut self, outcome: ClickOutcome, event: &Event) {
        let _span =
            matches!(outcome, ClickOutcome::Played(_)).then(|| Span::begin(&self.window, MOVE_SPAN, "poda:move-start"));
        match outcome {
            ClickOutcome::Played(m) => {
                let request = self.state.human_moved(self.at());
                self.after_human_move(m, request);
            }
            // The chooser takes the focus: the board must not take it back.
            ClickOutcome::PromotionPending(_) => event.prevent_default(),
            _ => {}
        }
        self.render();
    }

    fn step(&mut self, step: Step) {
        let (viewed, last) = (self.state.game.board.viewed_ply(), self.state.game.board.sans().len());
        let ply = match step {
            Step::First => 0,
            Step::Back => viewed.saturating_sub(1),
            Step::Forward => (viewed + 1).min(last),
            Step::Last => last,
        };
        self.view(ply);
    }

    /// A piece chosen in the promotion chooser, or `None` for Escape.
    fn on_promotion(&mut self, role: Option<Role>) {
        if let Some((m, request)) = self.state.promote(role, self.at()) {
            self.after_human_move(m, request);
        }
        self.render();
    }

    /// Enter in the move box: plays the typed move, or says why not and keeps the text.
    fn on_typed_move(&mut self) {
        if !self.state.params.interactive {
            return;
        }
        let text = self.els.move_input.value();
        if let Ok((m, request)) = self.state.typed_move(&text, i18n::piece_letters(i18n::current()), self.at()) {
            self.els.move_input.set_value("");
            self.animate(m);
            self.after_human_move(m, request);
        }
        self.write_move_error();
        self.render();
    }

    /// New game (or the banner's): the dialog, showing the game's level, sides, clock and
    /// start position.
    fn open_new_game(&mut self) {
        let game = &self.state.game;
        let start = game.initial.start_fen();
        let fen = if start == crate::rules::Position::STARTPOS_FEN { "" } else { start };
        let clock = game.board.clock().map(|c| c.control());
        self.els.dialog.open(game.level(), game.board.human_side(), clock, fen);
    }

    /// Take back: the player's move (and the computer's reply) slides back to where it came
    /// from; while the computer thinks, its search is dropped.
    fn take_back(&mut self) {
        let taken = self.state.take_back(self.at());
        self.obey(taken.to_worker);
        if taken.undone == 0 {
            self.render();
            return;
        }
        self.after_game_change();
        if let Some(m) = taken.slide {
            self.animate(m);
            self.request_board_frame();
        }
    }

    fn resign(&mut self) {
        let (to_worker, resigned) = self.state.resign();
        self.obey(to_worker);
        self.els.resign_confirm.set_hidden(true);
        if resigned {
            self.post_game_over();
            self.save();
        }
        self.render();
    }

    /// "Computer move": the computer takes the side to move, and the board turns to the
    /// player's side; the engine line says so.
    fn computer_takes_turn(&mut self) {
        let Some((changed, request)) = self.state.computer_takes_turn(self.at()) else { return };
        if changed {
            let line = self.state.texts.engine_line.text(i18n::current());
            self.els.announce.set_text_content(Some(&line));
            self.write_engine_line();
            self.write_notice();
        }
        self.send(request);
        self.save();
        self.render();
    }

    /// Stop: the computer plays the best move it has found so far (or, having found none, a
    /// quick one). The sides stay as they are.
    fn stop(&mut self) {
        let Some(best) = self.state.stop() else { return };
        // One redrawing, by the move played (or the shorter search asked for).
        self.restart_worker(Restart::Stopped);
        match best {
            Some(uci) if self.state.game.board.engine_to_move() => self.play_engine_move(&uci, None),
            _ => {
                let request = self.state.ask_quick_move(self.at());
                self.send(request);
            }
        }
        self.render();
    }

    /// A preference changed: all are read from their controls, applied and saved.
    fn read_prefs(&mut self) {
        let els = &self.els;
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
        if let Some(document) = self.window.document() {
            dom::apply_theme(&document, prefs.theme);
        }
        render::set_look(prefs.look);
        saved::store_prefs(&self.window, prefs);
        // The evaluation just switched on shows the search's latest report at once.
        self.state.set_prefs(prefs);
        self.render();
    }

    /// Slides the piece of `m` into place (a move not made by dragging), unless the reader
    /// asked for less motion (`prefers-reduced-motion`).
    pub(super) fn animate(&mut self, m: Move) {
        let reduced =
            self.window.match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|q| q.matches());
        if !reduced {
            self.board.ui.animate(m, now(&self.window));
        }
    }

    /// Asks for the board to be drawn again at the next animation frame.
    pub(super) fn request_board_frame(&mut self) {
        self.board.stale = true;
        self.request_frame();
    }

    /// Asks for an animation frame (at most one pending).
    pub(super) fn request_frame(&mut self) {
        if self.board.frame_pending {
            return;
        }
        if let Some(f) = &self.board.next_frame {
            self.board.frame_pending = self.window.request_animation_frame(f).is_ok();
        }
    }

    /// Shows the position after `ply` moves; the game stays where it is. A judged move shows
    /// the better one as a red arrow.
    pub(super) fn view(&mut self, ply: usize) {
        let better = self.state.view(ply);
        self.board.ui.stop_animation();
        self.board
            .ui
            .show(better.map(|m| Shape { from: m.from(), to: m.to(), brush: Brush::Red }).into_iter().collect());
        self.render();
    }
}

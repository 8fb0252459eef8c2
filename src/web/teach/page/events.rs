//! The view's listeners: each event becomes a change of the state ([`crate::web::teach::state`]), then the
//! view asks the worker for what the new state needs and draws it (`View::update`).
//!
//! The buttons (run, stop, the walk's steps and jumps, play, copy link, the outline's expand
//! and collapse, the subject's inputs), the settings and speed menus, the outline's rows, the
//! drawn tree (`tree_frame`), the board, the keyboard (← → and a presenter's remote's Page Up and
//! Page Down, Home End, C and Shift+C, L, F, P, Space, Escape leaving presentation), the window's
//! size and the page's language.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Event, EventTarget, KeyboardEvent, MouseEvent};

use crate::rules::Color;
use crate::teach::mouse::MouseSide;
use crate::web::board::geometry::square_at;
use crate::web::i18n::{self, Lang};
use crate::web::saved::{self, Theme};
use crate::web::shell::dom::{self, listen};

use super::{address, draw, tree_frame, View};
use crate::web::teach::browse::Browse;
use crate::web::teach::options::TeachMode;
use crate::web::teach::quiz::Reply;
use crate::web::teach::state::Next;

/// Wires `event` of `target` to a change of the view followed by an update.
fn on(view: &Rc<RefCell<View>>, target: &EventTarget, event: &str, f: impl Fn(&mut View) + 'static) {
    let weak = Rc::downgrade(view);
    listen(target, event, move |_: Event| {
        if let Some(view) = weak.upgrade() {
            let mut v = view.borrow_mut();
            f(&mut v);
            v.update();
        }
    });
}

/// Wires `event` of `target` to `draw`, the state unchanged.
fn redraw_on(view: &Rc<RefCell<View>>, target: &EventTarget, event: &str, draw: fn(&View)) {
    let weak = Rc::downgrade(view);
    listen(target, event, move |_: Event| {
        if let Some(view) = weak.upgrade() {
            draw(&view.borrow());
        }
    });
}

/// Where `event` happened in `element`, in CSS pixels from its top left corner, and the
/// element's width.
fn point_in(element: &web_sys::Element, event: &MouseEvent) -> (f64, f64, f64) {
    let rect = element.get_bounding_client_rect();
    (f64::from(event.client_x()) - rect.left(), f64::from(event.client_y()) - rect.top(), rect.width())
}

/// Connects every listener of the view, for as long as the page lives.
pub(super) fn connect(view: &Rc<RefCell<View>>) {
    let v = view.borrow();
    let els = &v.els;
    on(view, &els.run, "click", View::run_search);
    {
        let weak = Rc::downgrade(view);
        listen(&els.stop, "click", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                if v.state.busy() {
                    v.abandon_search(|t| t.search_stopped);
                }
            }
        });
    }
    on(view, &els.step_first, "click", |v| {
        v.go_to_step(0);
    });
    on(view, &els.step_back, "click", |v| {
        v.step_by(-1);
    });
    on(view, &els.step_forward, "click", |v| {
        v.step_by(1);
    });
    on(view, &els.step_last, "click", |v| {
        v.go_to_step(usize::MAX);
    });
    on(view, &els.step_pv, "click", |v| {
        v.state.quiz.drop_question();
        let moved = v.state.browse.show_pv();
        v.revealed(moved);
    });
    on(view, &els.step_previous_cut, "click", |v| {
        v.jump(Browse::previous_cut);
    });
    on(view, &els.step_next_cut, "click", |v| {
        v.jump(Browse::next_cut);
    });
    on(view, &els.step_next_leaf, "click", |v| {
        v.jump(Browse::next_leaf);
    });
    on(view, &els.step_finish, "click", |v| {
        v.jump(Browse::finish_subtree);
    });
    on(view, &els.play, "click", |v| {
        v.toggle_play();
    });
    on(view, &els.present, "click", |v| {
        v.set_present(true);
    });
    on(view, &els.present_exit, "click", |v| {
        v.set_present(false);
    });
    // Asking before showing: on or off, the answers, Show; Enter in the number box answers.
    on(view, &els.compare_check, "change", |v| {
        v.state.compare_on = v.els.compare_check.checked();
        v.refresh_compare();
        v.new_drawing();
    });
    on(view, &els.quiz_check, "change", |v| {
        v.state.quiz.on = v.els.quiz_check.checked();
        v.state.quiz.drop_question();
    });
    on(view, &els.quiz_submit, "click", |v| {
        let reply = v.typed_answer();
        v.answer_quiz(reply);
    });
    on(view, &els.quiz_yes, "click", |v| {
        v.answer_quiz(Some(Reply::YesNo(true)));
    });
    on(view, &els.quiz_no, "click", |v| {
        v.answer_quiz(Some(Reply::YesNo(false)));
    });
    on(view, &els.quiz_show, "click", |v| {
        v.reveal_quiz();
    });
    {
        let weak = Rc::downgrade(view);
        listen(&els.quiz_number, "keydown", move |event: KeyboardEvent| {
            if event.key() != "Enter" {
                return;
            }
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            event.prevent_default();
            let reply = v.typed_answer();
            v.answer_quiz(reply);
            v.update();
        });
    }
    on(view, &els.speed, "change", |v| {
        if let Ok(speed) = v.els.speed.value().parse::<u32>() {
            v.set_speed(speed);
        }
    });
    {
        let weak = Rc::downgrade(view);
        listen(&els.copy_link, "click", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                address::copy_link(&view);
            }
        });
    }
    on(view, &els.expand_all, "click", |v| v.state.browse.expand_all(true));
    on(view, &els.collapse_all, "click", |v| v.state.browse.expand_all(false));
    on(view, &els.fen_set, "click", |v| {
        let text = v.els.fen.value();
        let read = v.state.set_fen(text.trim());
        v.typed(read, |lang, err| (i18n::shared(lang).fen_error)(err));
    });
    on(view, &els.tree_load, "click", |v| {
        let text = v.els.tree_text.value();
        let read = v.state.set_tree(&text);
        v.typed(read, |lang, err| (i18n::teach(lang).tree_error)(err));
    });
    on(view, &els.ttt_new, "click", |v| {
        let next = v.state.new_game(None);
        v.search(next);
    });
    // The mouse and the cats: a new game, with the side chosen (choosing one starts it too).
    let mouse_controls: [(&EventTarget, &str); 2] = [(&els.mouse_new, "click"), (&els.mouse_player, "change")];
    for (target, event) in mouse_controls {
        on(view, target, event, |v| {
            let side = MouseSide::from_name(&v.els.mouse_player.value());
            let next = v.state.new_game(side);
            v.search(next);
        });
    }
    // A new depth, algorithm or crash-cut setting searches again.
    let controls: [&EventTarget; 3] = [&els.depth, &els.algorithm, &els.crash];
    for control in controls {
        on(view, control, "change", |v| {
            v.read_controls();
            v.run_search();
        });
    }
    // Outline: clicks on a row select its node, on the arrow expand or collapse it.
    {
        let weak = Rc::downgrade(view);
        listen(&els.rows, "click", move |event: MouseEvent| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            if let Some(id) = target.get_attribute("data-toggle").and_then(|t| t.parse::<u32>().ok()) {
                v.state.browse.toggle(id);
            } else if let Some(row) = target.closest("[data-node]").ok().flatten() {
                if let Some(id) = row.get_attribute("data-node").and_then(|t| t.parse::<u32>().ok()) {
                    v.state.browse.select(id);
                }
            }
            v.update();
        });
    }
    // The outline is virtualised: a scroll writes the rows now in view.
    redraw_on(view, &els.outline, "scroll", View::render_outline);
    // The drawn tree: a click on a node, zoom and drag.
    tree_frame::connect(view);
    // The board: the moves of a game against the computer; in chess, a move played on the
    // root position.
    {
        let weak = Rc::downgrade(view);
        listen(&els.board, "mousedown", move |event: MouseEvent| {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            let (x, y, width) = point_in(&v.els.board, &event);
            v.on_board_click(x, y, width);
            v.update();
        });
    }
    // ← and → (Page Up and Page Down, a presenter's remote) step through the search, Home and
    // End jump, C (Shift+C back) to a cut-off, L to a leaf, F to the end of the subtree, P to
    // the principal variation, Space plays, Escape leaves presentation; unless typing in a
    // field (or, for Space, pressing a button).
    {
        let weak = Rc::downgrade(view);
        listen(&v.document, "keydown", move |event: KeyboardEvent| {
            let tag = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|e| e.tag_name());
            let tag = tag.as_deref().unwrap_or("");
            let typing = matches!(tag, "INPUT" | "TEXTAREA" | "SELECT");
            if typing || event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            let key = event.key();
            if key == " " && matches!(tag, "BUTTON" | "A") {
                return;
            }
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            let handled = match key.as_str() {
                "ArrowRight" | "PageDown" => v.step_by(1),
                "ArrowLeft" | "PageUp" => v.step_by(-1),
                "Home" => v.go_to_step(0),
                "End" => v.go_to_step(usize::MAX),
                "c" | "C" if event.shift_key() => v.jump(Browse::previous_cut),
                "c" | "C" => v.jump(Browse::next_cut),
                "l" | "L" => v.jump(Browse::next_leaf),
                "f" | "F" => v.jump(Browse::finish_subtree),
                "p" | "P" => {
                    v.state.quiz.drop_question();
                    let moved = v.state.browse.show_pv();
                    v.revealed(moved)
                }
                " " => v.toggle_play(),
                "Escape" => v.set_present(false),
                _ => false,
            };
            if handled {
                event.prevent_default();
                v.update();
            }
        });
    }
    // The board drawn again at its new size, whatever changed it (the window, the panels).
    let weak = Rc::downgrade(view);
    let watched = v.els.board_width.watch(&v.els.board, move || {
        if let Some(Ok(v)) = weak.upgrade().as_ref().map(|view| view.try_borrow()) {
            v.render();
        }
    });
    if let Err(err) = watched {
        web_sys::console::error_2(&"poda: the board's size is not watched".into(), &err);
        redraw_on(view, &v.window, "resize", View::render);
    }
    // A new theme, chosen here or in the system: the drawn tree takes its colours again.
    on(view, &els.theme, "change", |v| {
        let mut prefs = saved::load_prefs(&v.window).unwrap_or_default();
        prefs.theme = Theme::from_name(&v.els.theme.value()).unwrap_or_default();
        saved::store_prefs(&v.window, prefs);
        dom::apply_theme(&v.document, prefs.theme);
    });
    if let Ok(Some(dark)) = v.window.match_media("(prefers-color-scheme: dark)") {
        redraw_on(view, &dark, "change", View::render);
    }
    // A new language: the menus' labels and every text again.
    let weak = Rc::downgrade(view);
    i18n::on_change(move |_| {
        if let Some(view) = weak.upgrade() {
            let mut v = view.borrow_mut();
            let _ = v.setup_controls();
            v.update();
        }
    });
}

impl View {
    /// Moves the walk to step `k`, the node where the search then stands selected and in view.
    fn go_to_step(&mut self, k: usize) -> bool {
        self.state.quiz.drop_question();
        self.move_walk(k)
    }

    /// Moves the walk to step `k`, the question waiting or the verdict said kept.
    pub(super) fn move_walk(&mut self, k: usize) -> bool {
        let moved = self.state.browse.go_to_step(k);
        self.revealed(moved)
    }

    /// A step forward asks first when the quiz asks there (`quiz_box`).
    fn step_by(&mut self, delta: i64) -> bool {
        if delta == 1 && self.state.quiz.on {
            return self.step_forward();
        }
        self.state.quiz.drop_question();
        let moved = self.state.browse.step_by(delta);
        self.revealed(moved)
    }

    /// Jumps to a landmark of the walk (a cut-off, a leaf, the end of a subtree); when there is
    /// none that way, says so in the status line. True: the key was used either way.
    fn jump(&mut self, find: fn(&mut Browse) -> bool) -> bool {
        self.state.quiz.drop_question();
        let moved = find(&mut self.state.browse);
        let none = i18n::teach(self.lang()).no_landmark;
        if !moved && self.state.browse.walk.is_some() {
            self.show_status(none);
        } else if self.els.status.text_content().as_deref() == Some(none) {
            self.show_status("");
        }
        self.revealed(moved);
        true
    }

    /// After a move of the walk (`moved`), brings the selected node into the outline's view.
    fn revealed(&self, moved: bool) -> bool {
        if moved {
            self.reveal_selected();
        }
        moved
    }

    /// A subject typed in and read (`read`): searched, or why it was refused shown beside
    /// the input (the last good one stays).
    fn typed<E>(&mut self, read: Result<(), E>, why: fn(Lang, &E) -> String) {
        match read {
            Ok(()) => {
                self.show_input_error("");
                self.run_search();
            }
            Err(err) => self.show_input_error(&why(self.lang(), &err)),
        }
    }

    fn on_board_click(&mut self, x: f64, y: f64, size: f64) {
        let next = match self.state.mode {
            TeachMode::TicTacToe => {
                let Some(cell) = draw::cell_at(x, y, size) else { return };
                self.state.press(cell)
            }
            TeachMode::Mouse => {
                let Some(square) = square_at(x, y, size, Color::White) else { return };
                self.state.press(square.index())
            }
            TeachMode::Teach => {
                let next = self.state.click_square(square_at(x, y, size, Color::White));
                if next == Next::Search {
                    self.els.fen.set_value(&self.state.subjects.fen);
                }
                next
            }
            TeachMode::Tree => Next::Nothing,
        };
        self.search(next);
    }
}

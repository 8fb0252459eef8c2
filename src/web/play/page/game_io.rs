//! Games in and out of the play page: a new game, the dialog, the banner, importing a FEN or a
//! PGN, copying and downloading, and the saved game.

use super::worker_link::stop_search;
use super::*;
use crate::web::board::clock::Clock;

/// Replaces the game (New game, a pasted FEN or PGN): a busy search is dropped, the engine
/// forgets the old game, and the computer moves if it is its turn.
pub(super) fn replace_game(app: &Rc<RefCell<App>>, mut game: BoardState, level: Option<u8>) {
    stop_search(app);
    let mut a = app.borrow_mut();
    game.always_queen = a.prefs.always_queen;
    a.initial = BoardState::from_fen(game.start_fen()).unwrap_or_else(|_| BoardState::startpos());
    a.game = game;
    if let Some(level) = level {
        a.limits.level = Some(level);
        a.els.level.set_value(&level.to_string());
    }
    a.send(PlayRequest::NewGame);
    a.set_engine_line(EngineLine::Ready);
    a.eval = None;
    a.pv.clear();
    a.board.clear_marks();
    a.board.stop_animation();
    // A move typed for the old game is not one for the new, nor a side handed over in it.
    a.els.move_input.set_value("");
    if a.sides_stated.take().is_some() {
        a.write_notice();
    }
    a.after_game_change();
}

/// The New game dialog, the game-end banner, and import and export.
pub(super) fn connect_game_io(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "ng-start")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let (choice, lang) = (app.borrow().els.dialog.read(), i18n::current());
        let start = if choice.fen.is_empty() { Ok(BoardState::startpos()) } else { BoardState::from_fen(&choice.fen) };
        match start {
            Ok(mut game) => {
                let Ok(control) = choice.clock else {
                    let text = i18n::play(lang).bad_custom_time;
                    app.borrow().els.dialog.show_clock_error(Some(text));
                    return;
                };
                game.set_clock(control.map(Clock::new));
                let side = choice.side.resolve(js_sys::Math::random());
                game.set_engine_side(Some(!side));
                game.orientation = side;
                app.borrow().els.dialog.close();
                replace_game(&app, game, choice.level);
            }
            Err(err) => {
                let text = (i18n::play(lang).load_error)(&LoadError::Fen(err));
                app.borrow().els.dialog.show_error(Some(&text));
            }
        }
    });
    listen_app(app, &a.els.dialog.clock, "change", |app, _: Event| {
        let a = app.borrow();
        a.els.dialog.show_custom();
        a.els.dialog.show_clock_error(None);
    });
    on_app_click(app, &element(&a.document()?, "ng-cancel")?, move |app| {
        app.borrow().els.dialog.close();
    });
    for button in [&a.els.analyse, &a.els.banner_analyse] {
        on_app_click(app, button, move |app| {
            let mut a = app.borrow_mut();
            a.banner_closed = true;
            a.start_review();
        });
    }
    on_app_click(app, &a.els.review_show_line, move |app| {
        let mut a = app.borrow_mut();
        a.line_shown = true;
        a.render();
    });
    let weak = Rc::downgrade(app);
    listen(&a.els.review_graph, "click", move |event: MouseEvent| {
        let Some(app) = weak.upgrade() else { return };
        let mut a = app.borrow_mut();
        let Some(count) = a.review.as_ref().map(|r| r.progress().1) else { return };
        let rect = a.els.review_graph.get_bounding_client_rect();
        let ply = graph::ply_at(f64::from(event.client_x()) - rect.left(), rect.width(), count);
        a.view(ply);
    });
    on_app_click(app, &element(&a.document()?, "banner-close")?, move |app| {
        let mut a = app.borrow_mut();
        a.banner_closed = true;
        a.render();
    });
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "import-load")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let text = app.borrow().els.import_text.value();
        match BoardState::load(&text, i18n::piece_letters(i18n::current())) {
            Ok(game) => {
                let mut a = app.borrow_mut();
                a.import_error = None;
                a.write_import_error();
                a.els.import_text.set_value("");
                drop(a);
                replace_game(&app, game, None);
            }
            // The game on the board stays as it is; the text stays in the box to be corrected.
            Err(err) => {
                let mut a = app.borrow_mut();
                a.import_error = Some(err);
                a.write_import_error();
            }
        }
    });
    for (id, fen) in [("copy-fen", true), ("copy-pgn", false)] {
        let weak = Rc::downgrade(app);
        on_click(&element(&a.document()?, id)?, move || {
            let Some(app) = weak.upgrade() else { return };
            let (window, text) = {
                let a = app.borrow();
                (a.window.clone(), if fen { a.game.fen() } else { a.pgn() })
            };
            let weak = Rc::downgrade(&app);
            crate::web::io::copy_text(&window, &text, move |ok| {
                if let Some(app) = weak.upgrade() {
                    let mut a = app.borrow_mut();
                    a.copy_status = Some(ok);
                    a.write_copy_status();
                }
            });
        });
    }
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "download-pgn")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.borrow();
        let name = format!("poda-{}.pgn", pgn_date(true));
        if let Err(err) = a.document().and_then(|d| crate::web::io::download(&d, &name, &a.pgn())) {
            web_sys::console::error_2(&"poda: could not offer the PGN".into(), &err);
        }
    });
    Ok(())
}

/// Today as PGN writes dates (`2026.11.23`), or with dashes for a file name.
pub(super) fn pgn_date(dashes: bool) -> String {
    let d = js_sys::Date::new_0();
    let sep = if dashes { '-' } else { '.' };
    format!("{:04}{sep}{:02}{sep}{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

impl App {
    /// The game in PGN, dated today; the computer named with the levels it played at (the
    /// level chosen, before its first move).
    pub(super) fn pgn(&self) -> String {
        let chosen = [self.limits.level.unwrap_or(crate::engine::Level::MAX)];
        let played = self.game.computer_levels();
        let levels = if played.is_empty() { &chosen[..] } else { played };
        self.game.pgn(&(i18n::play(i18n::current()).pgn_names)(levels), &pgn_date(false))
    }

    pub(super) fn write_import_error(&self) {
        let text = self.import_error.as_ref().map(|err| (i18n::play(i18n::current()).load_error)(err));
        show_input_error(&self.els.import_error, &self.els.import_text, text.as_deref());
    }

    pub(super) fn write_copy_status(&self) {
        let lang = i18n::current();
        let text = self.copy_status.map(|ok| if ok { i18n::shared(lang).copied } else { i18n::play(lang).copy_failed });
        self.els.copy_status.set_text_content(text);
    }

    /// After the moves changed other than by a move (take back, a new or loaded game): the
    /// banner and the typed-move error go, the computer moves if it is its turn, and all is
    /// saved and drawn.
    pub(super) fn after_game_change(&mut self) {
        self.banner_closed = false;
        // "Engine: played Bb4" must not outlive a Bb4 taken back.
        if matches!(self.engine_line, EngineLine::Played { .. } | EngineLine::Sides { .. }) {
            self.set_engine_line(EngineLine::Ready);
        }
        self.move_error = None;
        self.write_move_error();
        let last = self.game.last_move().map(|m| m.to_string()).unwrap_or_default();
        let _ = self.els.body.set_attribute("data-last-move", &last);
        self.maybe_ask_engine();
        self.save();
        self.render();
    }

    /// Keeps the game, its level, sides and clock for the next visit.
    pub(super) fn save(&self) {
        if self.framed {
            return;
        }
        saved::store_game(&self.window, &self.game, self.limits.level, clock_now(&self.window));
    }
}

//! Games in and out of the play page: a new game, the dialog, the banner, importing a FEN or a
//! PGN, copying and downloading, and the saved game.

use super::*;
use crate::web::board::clock::Clock;
use crate::web::board::state::LoadError;

/// The New game dialog, the game-end banner, the review's buttons, and import and export.
pub(super) fn connect_game_io(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let (els, document) = (&a.els, a.document()?);
    on_id(app, &document, "ng-start", "click", |a, _| a.start_new_game())?;
    on(app, &els.dialog.clock, "change", |a, _| {
        a.els.dialog.show_custom();
        a.els.dialog.show_clock_error(None);
    });
    on_id(app, &document, "ng-cancel", "click", |a, _| a.els.dialog.close())?;
    for button in [&els.analyse, &els.banner_analyse] {
        on(app, button, "click", |a, _| {
            a.state.texts.banner_closed = true;
            if let Some(request) = a.state.start_review() {
                a.send(request);
                a.render();
            }
        });
    }
    on(app, &els.review_show_line, "click", |a, _| {
        a.state.review.line_shown = true;
        a.render();
    });
    on(app, &els.review_graph, "click", |a, event| {
        let Some(count) = a.state.review.review.as_ref().map(|r| r.progress().1) else { return };
        let rect = a.els.review_graph.get_bounding_client_rect();
        let x = f64::from(event.unchecked_ref::<MouseEvent>().client_x()) - rect.left();
        a.view(graph::ply_at(x, rect.width(), count));
    });
    on_id(app, &document, "banner-close", "click", |a, _| {
        a.state.texts.banner_closed = true;
        a.render();
    })?;
    on_id(app, &document, "import-load", "click", |a, _| a.import())?;
    on_id(app, &document, "copy-fen", "click", |a, _| a.copy(true))?;
    on_id(app, &document, "copy-pgn", "click", |a, _| a.copy(false))?;
    on_id(app, &document, "download-pgn", "click", |a, _| {
        let name = format!("poda-{}.pgn", pgn_date(true));
        if let Err(err) = a.document().and_then(|d| crate::web::io::download(&d, &name, &a.pgn())) {
            web_sys::console::error_2(&"poda: could not offer the PGN".into(), &err);
        }
    })?;
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
        let chosen = [self.state.game.limits.level.unwrap_or(crate::engine::Level::MAX)];
        let played = self.state.game.board.computer_levels();
        let levels = if played.is_empty() { &chosen[..] } else { played };
        self.state.game.board.pgn(&(i18n::play(i18n::current()).pgn_names)(levels), &pgn_date(false))
    }

    /// Start in the New game dialog: the game it describes, or why it cannot start.
    fn start_new_game(&mut self) {
        let (choice, lang) = (self.els.dialog.read(), i18n::current());
        let start = if choice.fen.is_empty() { Ok(BoardState::startpos()) } else { BoardState::from_fen(&choice.fen) };
        match start {
            Ok(mut game) => {
                let Ok(control) = choice.clock else {
                    self.els.dialog.show_clock_error(Some(i18n::play(lang).bad_custom_time));
                    return;
                };
                game.set_clock(control.map(Clock::new));
                let side = choice.side.resolve(js_sys::Math::random());
                game.set_engine_side(Some(!side));
                game.orientation = side;
                self.els.dialog.close();
                self.replace_game(game, choice.level);
            }
            Err(err) => {
                let text = (i18n::play(lang).load_error)(&LoadError::Fen(err));
                self.els.dialog.show_error(Some(&text));
            }
        }
    }

    /// Replaces the game (New game, a pasted FEN or PGN, `poda:set-position`).
    pub(super) fn replace_game(&mut self, game: BoardState, level: Option<u8>) {
        let to_worker = self.state.replace_game(game, level, self.at());
        self.obey(to_worker);
        if let Some(level) = level {
            self.els.level.set_value(&level.to_string());
        }
        self.board.ui.clear_marks();
        self.board.ui.stop_animation();
        // A move typed for the old game is not one for the new, nor a side handed over in it.
        self.els.move_input.set_value("");
        self.write_notice();
        self.after_game_change();
    }

    /// Load under the import box: the pasted FEN or PGN replaces the game, or the game on the
    /// board stays as it is and the text stays in the box to be corrected.
    fn import(&mut self) {
        let text = self.els.import_text.value();
        let loaded = BoardState::load(&text, i18n::piece_letters(i18n::current()));
        self.state.texts.import_error = loaded.as_ref().err().cloned();
        self.write_import_error();
        if let Ok(game) = loaded {
            self.els.import_text.set_value("");
            self.replace_game(game, None);
        }
    }

    /// Copies the FEN (or the PGN) and says whether it worked.
    fn copy(&mut self, fen: bool) {
        let text = if fen { self.state.game.board.fen() } else { self.pgn() };
        let me = self.me.clone();
        crate::web::io::copy_text(&self.window, &text, move |ok| {
            if let Some(app) = me.upgrade() {
                let mut a = app.borrow_mut();
                a.state.texts.copy_status = Some(ok);
                a.write_copy_status();
            }
        });
    }

    pub(super) fn write_import_error(&self) {
        let text = self.state.texts.import_error.as_ref().map(|err| (i18n::play(i18n::current()).load_error)(err));
        show_input_error(&self.els.import_error, &self.els.import_text, text.as_deref());
    }

    pub(super) fn write_copy_status(&self) {
        let lang = i18n::current();
        let text =
            self.state
                .texts
                .copy_status
                .map(|ok| if ok { i18n::shared(lang).copied } else { i18n::play(lang).copy_failed });
        self.els.copy_status.set_text_content(text);
    }

    /// After the moves changed other than by a move (take back, a new or loaded game; the
    /// state changed and the computer asked to move): the typed move's error and the last move
    /// are written, and all is saved and drawn.
    pub(super) fn after_game_change(&mut self) {
        self.write_move_error();
        let last = self.state.game.board.last_move().map(|m| m.to_string()).unwrap_or_default();
        let _ = self.els.body.set_attribute("data-last-move", &last);
        self.save();
        self.render();
    }

    /// Keeps the game, its level, sides and clock for the next visit.
    pub(super) fn save(&self) {
        if self.state.framed {
            return;
        }
        saved::store_game(&self.window, &self.state.game.board, self.state.game.limits.level, self.clock_now());
    }
}

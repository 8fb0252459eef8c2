//! The `poda:*` message API served by the play page (see `web::shell::messages`): requests from
//! the page around this one, answered with `poda:state` or `poda:error`, and the events it is
//! told.

use super::*;
use crate::web::i18n::ApiError;
use crate::web::shell::messages::{Fields, MessageApi, Request};
use crate::web::shell::mode::Mode;
use web_sys::UrlSearchParams;

/// The play page as the shell's message dispatcher sees it.
struct PlayApi(std::rc::Weak<RefCell<App>>);

impl MessageApi for PlayApi {
    fn serve(&self, request: Request) -> Result<Fields, ApiError> {
        let app = self.0.upgrade().ok_or(ApiError::Closing)?;
        let mut a = app.borrow_mut();
        a.serve(request)?;
        Ok(a.state_fields())
    }
}

/// The `poda:*` message API: requests from the page around this one, answered with
/// `poda:state` or `poda:error`; `poda:ready` once they can be taken.
pub(super) fn connect_messages(app: &Rc<RefCell<App>>) {
    let a = app.borrow();
    messages::connect(&a.window, a.state.params.parent.clone(), PlayApi(Rc::downgrade(app)));
}

impl App {
    /// Serves one request.
    fn serve(&mut self, request: Request) -> Result<(), ApiError> {
        match request {
            Request::SetPosition { fen, pgn } => {
                let mut game = match (fen, pgn) {
                    (Some(fen), _) => BoardState::from_fen(&fen).map_err(ApiError::BadFen).map(|mut game| {
                        // The player takes the side to move unless `side` says otherwise.
                        let turn = game.position().turn();
                        game.set_engine_side(Some(!turn));
                        game.orientation = turn;
                        game
                    }),
                    (None, Some(pgn)) => {
                        BoardState::from_pgn(&pgn, i18n::piece_letters(i18n::current())).map_err(ApiError::BadPgn)
                    }
                    (None, None) => Err(ApiError::NeedsFenOrPgn),
                }?;
                crate::web::play::page_options::apply_params(&self.state.params, &mut game);
                self.replace_game(game, None);
                Ok(())
            }
            Request::Play { mv } => {
                let (m, request) = self.state.play_requested(&mv, self.at())?;
                self.animate(m);
                self.after_human_move(m, request);
                self.render();
                Ok(())
            }
            Request::EngineMove => {
                let request = self.state.engine_move_requested(self.at())?;
                self.send(request);
                self.save();
                self.render();
                Ok(())
            }
            Request::Undo => {
                let taken = self.state.take_back(self.at());
                self.obey(taken.to_worker);
                if taken.undone == 0 {
                    self.render();
                    return Err(ApiError::NothingToTakeBack);
                }
                self.after_game_change();
                Ok(())
            }
            Request::SetOptions(options) => self.set_options(options),
            Request::GetState => Ok(()),
        }
    }

    /// `poda:set-options`: the level, the player's side and the board's orientation change
    /// here; another mode, depth or algorithm opens the page again with them (the position
    /// kept).
    fn set_options(&mut self, o: messages::OptionChanges) -> Result<(), ApiError> {
        let mode = o.mode.unwrap_or(Mode::Play);
        if mode != Mode::Play || o.algorithm.is_some() {
            if mode == Mode::Play {
                return Err(ApiError::AlgorithmInPlay);
            }
            let params = UrlSearchParams::new_with_str(&self.window.location().search().unwrap_or_default())
                .map_err(|_| ApiError::AddressUnreadable)?;
            params.set("mode", mode.name());
            params.set("fen", &self.state.game.board.fen());
            params.delete("pgn");
            let texts = [
                ("lang", o.lang.clone()),
                ("depth", o.depth.map(|d| d.to_string())),
                ("algorithm", o.algorithm.map(|a| a.name().to_string())),
            ];
            for (key, value) in texts {
                if let Some(value) = value {
                    params.set(key, &value);
                }
            }
            let search = String::from(params.to_string());
            self.window.location().set_search(&search).map_err(|_| ApiError::NotReopened)?;
            return Ok(());
        }
        if let Some(lang) = o.lang.as_deref().and_then(i18n::Lang::from_code) {
            i18n::set_current(lang);
        }
        if let Some(level) = o.level {
            self.els.level.set_value(&level.to_string());
        }
        let request = self.state.set_options(o.level, o.depth, o.side, o.orientation, self.at());
        self.send(request);
        self.save();
        self.relabel();
        self.render();
        Ok(())
    }

    /// Posts a message to the page around this one, if there is one.
    pub(super) fn post(&self, message: &JsValue) {
        messages::post(&self.window, self.state.params.parent.as_deref(), message);
    }

    /// `poda:game-over` when the game has just ended.
    pub(super) fn post_game_over(&self) {
        let status = self.state.game.board.status();
        if self.state.game.board.is_over() {
            let fields = [
                ("result", status.result().into()),
                ("reason", crate::web::play::page_options::end_reason(status).into()),
            ];
            self.post(&messages::event("game-over", &JsValue::UNDEFINED, &fields));
        }
    }

    /// The answer to `poda:get-state` (and to every request served).
    fn state_fields(&self) -> Fields {
        let status = self.state.game.board.status();
        let turn = crate::web::shell::page_params::color_name(self.state.game.board.position().turn());
        vec![
            ("fen", self.state.game.board.fen().into()),
            ("pgn", self.pgn().into()),
            ("turn", turn.into()),
            ("status", crate::web::play::page_options::end_reason(status).into()),
            ("result", status.result().into()),
            ("moves", messages::strings(&self.state.game.board.uci_moves())),
        ]
    }
}

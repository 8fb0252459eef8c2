//! The `poda:*` message API served by the play page (see `web::shell::messages`): requests from
//! the page around this one, answered with `poda:state` or `poda:error`, and the events it is
//! told.

use super::game_io::replace_game;
use super::worker_link::stop_search;
use super::*;
use crate::web::i18n::ApiError;

/// The play page as the shell's message dispatcher sees it.
struct PlayApi(std::rc::Weak<RefCell<App>>);

impl MessageApi for PlayApi {
    fn serve(&self, request: Request) -> Result<Fields, ApiError> {
        let app = self.0.upgrade().ok_or(ApiError::Closing)?;
        serve(&app, request)?;
        let fields = app.borrow().state_fields();
        Ok(fields)
    }
}

/// The `poda:*` message API: requests from the page around this one, answered with
/// `poda:state` or `poda:error`; `poda:ready` once they can be taken.
pub(super) fn connect_messages(app: &Rc<RefCell<App>>) {
    let a = app.borrow();
    messages::connect(&a.window, a.params.parent.clone(), PlayApi(Rc::downgrade(app)));
}

/// Serves one request.
fn serve(app: &Rc<RefCell<App>>, request: Request) -> Result<(), ApiError> {
    match request {
        Request::SetPosition { fen, pgn } => {
            let loaded = match (fen, pgn) {
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
            };
            loaded.map(|mut game| {
                crate::web::play::page_options::apply_params(&app.borrow().params, &mut game);
                replace_game(app, game, None);
            })
        }
        Request::Play { mv } => app.borrow_mut().play_requested(&mv),
        Request::EngineMove => {
            let mut a = app.borrow_mut();
            if a.game.is_over() {
                Err(ApiError::GameOver)
            } else if a.game.thinking {
                Err(ApiError::Thinking)
            } else {
                let turn = a.game.position().turn();
                a.game.set_engine_side(Some(turn));
                a.maybe_ask_engine();
                a.save();
                a.render();
                Ok(())
            }
        }
        Request::Undo => {
            stop_search(app);
            let mut a = app.borrow_mut();
            if a.game.take_back() > 0 {
                a.after_game_change();
                Ok(())
            } else {
                a.render();
                Err(ApiError::NothingToTakeBack)
            }
        }
        Request::SetOptions(options) => set_options(app, options),
        Request::GetState => Ok(()),
    }
}

/// `poda:set-options`: the level, the player's side and the board's orientation change here;
/// another mode, depth or algorithm opens the page again with them (the position kept).
fn set_options(app: &Rc<RefCell<App>>, o: messages::OptionChanges) -> Result<(), ApiError> {
    let mode = o.mode.unwrap_or(Mode::Play);
    if mode != Mode::Play || o.algorithm.is_some() {
        if mode == Mode::Play {
            return Err(ApiError::AlgorithmInPlay);
        }
        let a = app.borrow();
        let params = UrlSearchParams::new_with_str(&a.window.location().search().unwrap_or_default())
            .map_err(|_| ApiError::AddressUnreadable)?;
        params.set("mode", mode.name());
        params.set("fen", &a.game.fen());
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
        a.window.location().set_search(&search).map_err(|_| ApiError::NotReopened)?;
        return Ok(());
    }
    let mut a = app.borrow_mut();
    if let Some(lang) = o.lang.as_deref().and_then(i18n::Lang::from_code) {
        i18n::set_current(lang);
    }
    if let Some(level) = o.level {
        a.limits.level = Some(level);
        a.els.level.set_value(&level.to_string());
    }
    if let Some(depth) = o.depth {
        a.limits.depth = Some(depth);
        a.limits.time = ThinkingTime::Free;
    }
    if let Some(side) = o.side {
        a.game.set_engine_side(Some(!side));
        a.game.orientation = side;
    }
    if let Some(orientation) = o.orientation {
        a.game.orientation = orientation;
    }
    a.maybe_ask_engine();
    a.save();
    a.relabel();
    a.render();
    Ok(())
}

impl App {
    /// Posts a message to the page around this one, if there is one.
    pub(super) fn post(&self, message: &JsValue) {
        messages::post(&self.window, self.params.parent.as_deref(), message);
    }

    /// `poda:game-over` when the game has just ended.
    pub(super) fn post_game_over(&self) {
        let status = self.game.status();
        if self.game.is_over() {
            let fields = [
                ("result", status.result().into()),
                ("reason", crate::web::play::page_options::end_reason(status).into()),
            ];
            self.post(&messages::event("game-over", &JsValue::UNDEFINED, &fields));
        }
    }

    /// The answer to `poda:get-state` (and to every request served).
    fn state_fields(&self) -> Fields {
        let status = self.game.status();
        let turn = crate::web::shell::page_params::color_name(self.game.position().turn());
        vec![
            ("fen", self.game.fen().into()),
            ("pgn", self.pgn().into()),
            ("turn", turn.into()),
            ("status", crate::web::play::page_options::end_reason(status).into()),
            ("result", status.result().into()),
            ("moves", messages::strings(&self.game.uci_moves())),
        ]
    }
}

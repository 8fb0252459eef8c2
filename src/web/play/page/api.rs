//! The `poda:*` message API served by the play page (see `web::embed`): requests from the page
//! around this one, answered with `poda:state` or `poda:error`, and the events it is told.

use super::*;

/// The `poda:*` message API (see `embed`): requests from the page around this one, answered
/// with `poda:state` or `poda:error`; `poda:ready` once they can be taken.
pub(super) fn connect_messages(app: &Rc<RefCell<App>>) {
    let window = app.borrow().window.clone();
    let weak = Rc::downgrade(app);
    listen(&window, "message", move |event: web_sys::MessageEvent| {
        let Some(app) = weak.upgrade() else { return };
        let parent = app.borrow().embed.parent.clone();
        match embed::read(&event.data(), &event.origin(), parent.as_deref()) {
            Incoming::Ignored => {}
            Incoming::Bad { id, message } => app.borrow().post_error(&id, &message),
            Incoming::Request { id, request } => serve(&app, &id, request),
        }
    });
    app.borrow().post(&embed::event("ready", &JsValue::UNDEFINED, &[]));
}

/// Serves one request; every request is answered by `poda:state` or `poda:error`.
pub(super) fn serve(app: &Rc<RefCell<App>>, id: &JsValue, request: Request) {
    let result = match request {
        Request::SetPosition { fen, pgn } => {
            let loaded = match (fen, pgn) {
                (Some(fen), _) => Game::from_fen(&fen).map_err(|e| format!("bad FEN: {e}")).map(|mut game| {
                    // The player takes the side to move unless `side` says otherwise.
                    let turn = game.position().turn();
                    game.set_engine_side(Some(!turn));
                    game.orientation = turn;
                    game
                }),
                (None, Some(pgn)) => Game::from_pgn(&pgn).map_err(|e| format!("bad PGN: {e}")),
                (None, None) => Err("poda:set-position needs fen or pgn".to_string()),
            };
            loaded.map(|mut game| {
                app.borrow().embed.apply(&mut game);
                replace_game(app, game, None);
            })
        }
        Request::Play { mv } => app.borrow_mut().play_requested(&mv),
        Request::EngineMove => {
            let mut a = app.borrow_mut();
            if a.game.is_over() {
                Err("the game is over".to_string())
            } else if a.game.thinking {
                Err("the computer is already thinking".to_string())
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
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(app, Restart::Stopped);
            }
            let mut a = app.borrow_mut();
            if a.game.take_back() > 0 {
                a.after_game_change();
                Ok(())
            } else {
                Err("there is no move to take back".to_string())
            }
        }
        Request::SetOptions(options) => set_options(app, options),
        Request::GetState => Ok(()),
    };
    match result {
        Ok(()) => app.borrow().post_state(id),
        Err(message) => app.borrow().post_error(id, &message),
    }
}

/// `poda:set-options`: the level, the player's side and the board's orientation change here;
/// another mode, depth or algorithm opens the page again with them (the position kept).
pub(super) fn set_options(app: &Rc<RefCell<App>>, o: embed::Options) -> Result<(), String> {
    let mode = o.mode.clone().unwrap_or_else(|| "play".to_string());
    if mode != "play" || o.algorithm.is_some() {
        if mode == "play" {
            return Err("algorithm applies to the teaching modes (mode teach, tree or tictactoe)".to_string());
        }
        let a = app.borrow();
        let params = UrlSearchParams::new_with_str(&a.window.location().search().unwrap_or_default())
            .map_err(|_| "the address cannot be read".to_string())?;
        params.set("mode", &mode);
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
        a.window.location().set_search(&search).map_err(|_| "the page could not be opened".to_string())?;
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
        a.limits.movetime_ms = None;
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
        embed::post(&self.window, self.embed.parent.as_deref(), message);
    }

    /// `poda:game-over` when the game has just ended.
    pub(super) fn post_game_over(&self) {
        let status = self.game.status();
        if self.game.is_over() {
            let fields = [("result", status.result().into()), ("reason", embed::reason(status).into())];
            self.post(&embed::event("game-over", &JsValue::UNDEFINED, &fields));
        }
    }

    /// The answer to `poda:get-state` (and to every request served).
    pub(super) fn post_state(&self, id: &JsValue) {
        let status = self.game.status();
        let status_name = match status {
            crate::web::board::state::Status::Playing { .. } => "playing",
            _ => embed::reason(status),
        };
        let turn = if self.game.position().turn() == crate::rules::Color::White { "white" } else { "black" };
        let fields = [
            ("fen", self.game.fen().into()),
            ("pgn", self.pgn().into()),
            ("turn", turn.into()),
            ("status", status_name.into()),
            ("result", status.result().into()),
            ("moves", embed::strings(&self.game.uci_moves())),
        ];
        self.post(&embed::event("state", id, &fields));
    }

    pub(super) fn post_error(&self, id: &JsValue, message: &str) {
        self.post(&embed::event("error", id, &[("message", message.into())]));
    }
}

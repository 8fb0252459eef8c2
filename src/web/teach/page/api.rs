//! The teaching view's side of the `poda:*` message API (`web::shell::messages`), answered
//! from the address: `poda:get-state` (the position and the mode), `poda:set-position` and
//! `poda:set-options` (the page opens again with them); the game's messages (`poda:play`,
//! `poda:undo`, `poda:engine-move`) belong to the play mode.

use web_sys::{UrlSearchParams, Window};

use crate::rules::{PieceLetters, Position};
use crate::web::board::state::BoardState;
use crate::web::shell::messages::{self, Fields, MessageApi, Request};
use crate::web::shell::page_params::color_name;

/// The teaching view as the shell's message dispatcher sees it.
struct TeachApi(Window);

impl MessageApi for TeachApi {
    fn serve(&self, request: Request) -> Result<Fields, String> {
        let location = self.0.location();
        let params = UrlSearchParams::new_with_str(&location.search().unwrap_or_default())
            .map_err(|_| "the address cannot be read".to_string())?;
        // A new position or new settings open a new walk, at its first step.
        let reopen = |params: &UrlSearchParams| {
            params.delete("step");
            location
                .set_search(&String::from(params.to_string()))
                .map_err(|_| "the page could not be opened".to_string())
        };
        match request {
            Request::GetState => {
                let fen = params.get("fen").unwrap_or_else(|| Position::startpos().fen());
                let mode = params.get("mode").unwrap_or_default();
                Ok(vec![("fen", fen.into()), ("mode", mode.into())])
            }
            Request::SetPosition { fen, pgn } => {
                let fen = match (fen, pgn) {
                    (Some(fen), _) => Position::from_fen(&fen).map(|p| p.fen()).map_err(|e| format!("bad FEN: {e}")),
                    (None, Some(pgn)) => BoardState::from_pgn(&pgn, PieceLetters::ENGLISH)
                        .map(|g| g.fen())
                        .map_err(|e| format!("bad PGN: {e}")),
                    (None, None) => Err("poda:set-position needs fen or pgn".to_string()),
                }?;
                params.set("fen", &fen);
                reopen(&params)?;
                Ok(vec![("fen", fen.into())])
            }
            Request::SetOptions(o) => {
                let values = [
                    ("mode", o.mode.map(|m| m.name().to_string())),
                    ("lang", o.lang),
                    ("depth", o.depth.map(|d| d.to_string())),
                    ("algorithm", o.algorithm.map(|a| a.name().to_string())),
                    ("level", o.level.map(|l| l.to_string())),
                    ("side", o.side.map(|c| color_name(c).to_string())),
                    ("orientation", o.orientation.map(|c| color_name(c).to_string())),
                ];
                for (key, value) in values {
                    if let Some(value) = value {
                        params.set(key, &value);
                    }
                }
                reopen(&params)?;
                Ok(Vec::new())
            }
            Request::Play { .. } | Request::EngineMove | Request::Undo => {
                Err("this message is for the play mode (mode play)".to_string())
            }
        }
    }
}

/// Serves the `poda:*` messages from `parent` (any origin if `None`).
pub(super) fn serve(window: &Window, parent: Option<String>) {
    messages::connect(window, parent, TeachApi(window.clone()));
}

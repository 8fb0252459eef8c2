//! The teaching view's side of the embedding API (`web::embed`): the `poda:*` messages an
//! embedding page posts, answered from the address. A change of position or options opens
//! the page again with the new address.

use wasm_bindgen::prelude::*;
use web_sys::{UrlSearchParams, Window};

use crate::rules::{Color, Position};
use crate::web::board::state::Game;
use crate::web::dom::listen;
use crate::web::embed::{self, Incoming, Request};

/// The `poda:*` message API in the teaching view: `poda:get-state` (the position and the
/// mode), `poda:set-position` and `poda:set-options` (the page opens again with them); the
/// game's messages (`poda:play`, `poda:undo`, `poda:engine-move`) belong to the play mode.
pub(super) fn serve(window: &Window, parent: Option<String>) {
    let w = window.clone();
    let ready_to = parent.clone();
    listen(window, "message", move |event: web_sys::MessageEvent| {
        let (id, request) = match embed::read(&event.data(), &event.origin(), parent.as_deref()) {
            Incoming::Ignored => return,
            Incoming::Bad { id, message } => {
                embed::post(&w, parent.as_deref(), &embed::event("error", &id, &[("message", message.into())]));
                return;
            }
            Incoming::Request { id, request } => (id, request),
        };
        let search = w.location().search().unwrap_or_default();
        let Ok(params) = UrlSearchParams::new_with_str(&search) else { return };
        let reopen = |params: &UrlSearchParams| w.location().set_search(&String::from(params.to_string())).is_ok();
        let answer = match request {
            Request::GetState => {
                let fen = params.get("fen").unwrap_or_else(|| Position::startpos().fen());
                let mode = params.get("mode").unwrap_or_default();
                Ok(vec![("fen", fen.into()), ("mode", mode.into())])
            }
            Request::SetPosition { fen, pgn } => {
                let fen = match (fen, pgn) {
                    (Some(fen), _) => Position::from_fen(&fen).map(|p| p.fen()).map_err(|e| format!("bad FEN: {e}")),
                    (None, Some(pgn)) => Game::from_pgn(&pgn).map(|g| g.fen()).map_err(|e| format!("bad PGN: {e}")),
                    (None, None) => Err("poda:set-position needs fen or pgn".to_string()),
                };
                fen.map(|fen| {
                    params.set("fen", &fen);
                    reopen(&params);
                    vec![("fen", fen.into())]
                })
            }
            Request::SetOptions(o) => {
                let values = [
                    ("mode", o.mode),
                    ("lang", o.lang),
                    ("depth", o.depth.map(|d| d.to_string())),
                    ("algorithm", o.algorithm.map(|a| a.name().to_string())),
                    ("level", o.level.map(|l| l.to_string())),
                    ("side", o.side.map(|c| if c == Color::White { "white" } else { "black" }.to_string())),
                    (
                        "orientation",
                        o.orientation.map(|c| if c == Color::White { "white" } else { "black" }.to_string()),
                    ),
                ];
                for (key, value) in values {
                    if let Some(value) = value {
                        params.set(key, &value);
                    }
                }
                reopen(&params);
                Ok(Vec::new())
            }
            Request::Play { .. } | Request::EngineMove | Request::Undo => {
                Err("this message is for the play mode (mode play)".to_string())
            }
        };
        let message = match answer {
            Ok(fields) => embed::event("state", &id, &fields),
            Err(message) => embed::event("error", &id, &[("message", message.into())]),
        };
        embed::post(&w, parent.as_deref(), &message);
    });
    embed::post(window, ready_to.as_deref(), &embed::event("ready", &JsValue::UNDEFINED, &[]));
}

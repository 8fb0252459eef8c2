//! The `poda:*` message API, for Poda inside another page (see docs/embedding.md), written once
//! for every page: reading a request, dispatching it to the page that serves it
//! ([`MessageApi`]), answering with `poda:state` or `poda:error`, and posting events.
//!
//! Every request is a plain object whose `type` starts with `poda:`; its `id`, if any (a
//! string or a number), comes back in the answer. Reading a request's fields needs no browser
//! ([`read_request`] is handed a lookup by field name), so it is tested natively; in the
//! browser, [`read`] also checks the origin and the shape, and [`connect`] listens.
//!
//! Nothing a message carries is ever inserted as HTML: moves, FENs and PGNs go to the rules,
//! which check them, and text is only ever set with `textContent`.

use super::mode::Mode;
use super::page_params::color_from_name;
use crate::rules::Color;
use crate::teach::Algorithm;
use crate::web::i18n::ApiError;

/// The options of `poda:set-options`, each optional.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OptionChanges {
    pub level: Option<u8>,
    pub side: Option<Color>,
    pub lang: Option<String>,
    pub mode: Option<Mode>,
    pub depth: Option<u32>,
    pub algorithm: Option<Algorithm>,
    pub orientation: Option<Color>,
}

impl OptionChanges {
    /// The changes as the address writes them (`None` for an option not changed).
    pub fn params(self) -> [(&'static str, Option<String>); 7] {
        [
            ("mode", self.mode.map(|m| m.name().to_string())),
            ("lang", self.lang),
            ("depth", self.depth.map(|d| d.to_string())),
            ("algorithm", self.algorithm.map(|a| a.name().to_string())),
            ("level", self.level.map(|l| l.to_string())),
            ("side", self.side.map(|c| super::page_params::color_name(c).to_string())),
            ("orientation", self.orientation.map(|c| super::page_params::color_name(c).to_string())),
        ]
    }
}

/// A request from the parent page.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    SetPosition { fen: Option<String>, pgn: Option<String> },
    Play { mv: String },
    SetOptions(OptionChanges),
    GetState,
    EngineMove,
    Undo,
}

/// One field of a message, as the reader sees it.
#[derive(Debug, Clone, PartialEq)]
pub enum Field {
    /// Not there, or `null`.
    Absent,
    Text(String),
    Number(f64),
    /// Anything else (an object, a boolean …).
    Other,
}

/// What a message of type `poda:<name>` asks.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// One of Poda's own events (another board's `poda:move` …): not a request, no answer.
    Event,
    /// A request that cannot be served, and why (answered by `poda:error`).
    Bad(ApiError),
    Request(Request),
}

/// An optional string field: absent is `None`, anything but a string an error.
fn text_field(field: &impl Fn(&str) -> Field, key: &'static str) -> Result<Option<String>, ApiError> {
    match field(key) {
        Field::Absent => Ok(None),
        Field::Text(text) => Ok(Some(text)),
        _ => Err(ApiError::NotText { key }),
    }
}

/// An optional whole number in `range`, given as a number or as its text.
fn number_field(
    field: &impl Fn(&str) -> Field,
    key: &'static str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<Option<u32>, ApiError> {
    let n = match field(key) {
        Field::Absent => return Ok(None),
        Field::Number(n) => Some(n),
        Field::Text(text) => text.parse::<u32>().ok().map(f64::from),
        Field::Other => None,
    };
    n.filter(|n| n.fract() == 0.0 && *n >= f64::from(*range.start()) && *n <= f64::from(*range.end()))
        .map(|n| Some(n as u32))
        .ok_or(ApiError::NotNumber { key, low: *range.start(), high: *range.end() })
}

/// Reads the request `poda:<name>` whose fields `field` looks up.
pub fn read_request(name: &str, field: impl Fn(&str) -> Field) -> Reading {
    let request = match name {
        "set-position" => (|| {
            let (fen, pgn) = (text_field(&field, "fen")?, text_field(&field, "pgn")?);
            if fen.is_none() && pgn.is_none() {
                return Err(ApiError::NeedsFenOrPgn);
            }
            Ok(Request::SetPosition { fen, pgn })
        })(),
        "play" => text_field(&field, "move").and_then(|m| m.ok_or(ApiError::NeedsMove)).map(|mv| Request::Play { mv }),
        "set-options" => read_options(&field).map(Request::SetOptions),
        "get-state" => Ok(Request::GetState),
        "engine-move" => Ok(Request::EngineMove),
        "undo" => Ok(Request::Undo),
        "ready" | "state" | "move" | "game-over" | "result" | "error" => return Reading::Event,
        other => Err(ApiError::UnknownType(other.to_string())),
    };
    match request {
        Ok(request) => Reading::Request(request),
        Err(message) => Reading::Bad(message),
    }
}

fn read_options(field: &impl Fn(&str) -> Field) -> Result<OptionChanges, ApiError> {
    let max_level = u32::from(crate::engine::Level::MAX);
    let mut o = OptionChanges {
        level: number_field(field, "level", 1..=max_level)?.map(|n| n as u8),
        depth: number_field(field, "depth", 1..=100)?,
        ..OptionChanges::default()
    };
    for (key, slot) in [("side", &mut o.side), ("orientation", &mut o.orientation)] {
        if let Some(text) = text_field(field, key)? {
            *slot = Some(color_from_name(&text).ok_or(ApiError::NotColor { key })?);
        }
    }
    if let Some(text) = text_field(field, "lang")? {
        if crate::web::i18n::Lang::from_code(&text).is_none() {
            return Err(ApiError::BadLang);
        }
        o.lang = Some(text);
    }
    if let Some(text) = text_field(field, "mode")? {
        o.mode = Some(Mode::from_name(&text).ok_or(ApiError::BadMode { expected: Mode::EXPECTED })?);
    }
    if let Some(text) = text_field(field, "algorithm")? {
        let Some(algorithm) = Algorithm::from_name(&text) else {
            return Err(ApiError::BadAlgorithm { expected: Algorithm::ALL.iter().map(|a| a.name()).collect() });
        };
        o.algorithm = Some(algorithm);
    }
    Ok(o)
}

#[cfg(target_arch = "wasm32")]
pub use browser::{connect, event, post, read, reopen, strings, Fields, Incoming, MessageApi, ReopeningView, Served};

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::cell::RefCell;
    use std::rc::Weak;

    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsValue;
    use web_sys::Window;

    use super::{read_request, ApiError, Field, Reading, Request};
    use crate::web::i18n;

    /// The fields of an answer or an event, beside its type and id.
    pub type Fields = Vec<(&'static str, JsValue)>;

    /// A page that serves the `poda:*` requests.
    pub trait MessageApi: 'static {
        /// Serves `request`: the fields of its `poda:state` answer, or why it cannot be
        /// served (answered by `poda:error`).
        fn serve(&self, request: Request) -> Result<Fields, ApiError>;
    }

    /// A page other than the play page: it says its state and takes a new position its own way;
    /// `poda:set-options` opens it again with the options, and the game's requests
    /// (`poda:play`, `poda:undo`, `poda:engine-move`) belong to the play mode.
    pub trait ReopeningView: 'static {
        fn window(&self) -> &Window;
        /// The answer to `poda:get-state`.
        fn state_fields(&self) -> Fields;
        /// Serves `poda:set-position` (with a FEN, a PGN or both).
        fn set_position(&self, fen: Option<String>, pgn: Option<String>) -> Result<Fields, ApiError>;
    }

    /// A [`ReopeningView`] as the message dispatcher holds it: the page may be closing (the view
    /// gone) or busy (the view borrowed) when a request comes.
    pub struct Served<V>(pub Weak<RefCell<V>>);

    impl<V: ReopeningView> MessageApi for Served<V> {
        fn serve(&self, request: Request) -> Result<Fields, ApiError> {
            let view = self.0.upgrade().ok_or(ApiError::Closing)?;
            let view = view.try_borrow().map_err(|_| ApiError::Busy)?;
            match request {
                Request::GetState => Ok(view.state_fields()),
                Request::SetPosition { fen, pgn } => view.set_position(fen, pgn),
                Request::SetOptions(o) => {
                    reopen(view.window(), &o.params())?;
                    Ok(Vec::new())
                }
                Request::Play { .. } | Request::EngineMove | Request::Undo => Err(ApiError::PlayModeOnly),
            }
        }
    }

    /// What a message is.
    #[derive(Debug, Clone, PartialEq)]
    pub enum Incoming {
        /// Not for Poda: no error, no answer.
        Ignored,
        /// A Poda request that cannot be served; answered by `poda:error` with `id`.
        Bad {
            id: JsValue,
            error: ApiError,
        },
        Request {
            id: JsValue,
            request: Request,
        },
    }

    fn get(object: &JsValue, key: &str) -> JsValue {
        Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    fn field(object: &JsValue, key: &str) -> Field {
        let v = get(object, key);
        if v.is_undefined() || v.is_null() {
            Field::Absent
        } else if let Some(text) = v.as_string() {
            Field::Text(text)
        } else if let Some(n) = v.as_f64() {
            Field::Number(n)
        } else {
            Field::Other
        }
    }

    /// Reads a message: `data` from an event of origin `origin`; `parent` is the only origin
    /// allowed, if set.
    pub fn read(data: &JsValue, origin: &str, parent: Option<&str>) -> Incoming {
        if parent.is_some_and(|p| p != origin) || !data.is_object() || Array::is_array(data) {
            return Incoming::Ignored;
        }
        let Some(kind) = get(data, "type").as_string() else { return Incoming::Ignored };
        let Some(name) = kind.strip_prefix("poda:") else { return Incoming::Ignored };
        let id = get(data, "id");
        // Only strings and numbers travel back as ids.
        let id = if id.is_string() || id.as_f64().is_some() { id } else { JsValue::UNDEFINED };
        match read_request(name, |key| field(data, key)) {
            Reading::Event => Incoming::Ignored,
            Reading::Bad(error) => Incoming::Bad { id, error },
            Reading::Request(request) => Incoming::Request { id, request },
        }
    }

    /// An outgoing message: `{type: "poda:<name>", id?, …fields}`.
    pub fn event(name: &str, id: &JsValue, fields: &[(&str, JsValue)]) -> JsValue {
        let object = Object::new();
        let _ = Reflect::set(&object, &"type".into(), &JsValue::from_str(&format!("poda:{name}")));
        if !id.is_undefined() {
            let _ = Reflect::set(&object, &"id".into(), id);
        }
        for (key, value) in fields {
            let _ = Reflect::set(&object, &JsValue::from_str(key), value);
        }
        object.into()
    }

    /// Posts `message` to the parent window (only to `parent` if set), when there is one.
    pub fn post(window: &Window, parent: Option<&str>, message: &JsValue) {
        let Ok(Some(up)) = window.parent() else { return };
        // Not framed: the page is its own parent.
        if js_sys::Object::is(&up, window) {
            return;
        }
        let _ = up.post_message(message, parent.unwrap_or("*"));
    }

    /// Opens the page again with `changes` written into its address, the walk's step left out
    /// (a new walk starts at its first step): how the teaching modes and the practice page
    /// take a new position or new options.
    ///
    /// # Errors
    /// When the address cannot be read or the page cannot be opened.
    pub fn reopen(window: &Window, changes: &[(&str, Option<String>)]) -> Result<(), ApiError> {
        let location = window.location();
        let params = web_sys::UrlSearchParams::new_with_str(&location.search().unwrap_or_default())
            .map_err(|_| ApiError::AddressUnreadable)?;
        params.delete("step");
        for (key, value) in changes {
            if let Some(value) = value {
                params.set(key, value);
            }
        }
        location.set_search(&String::from(params.to_string())).map_err(|_| ApiError::NotReopened)
    }

    /// A list of strings as a JS array.
    pub fn strings(items: &[String]) -> JsValue {
        items.iter().map(|s| JsValue::from_str(s)).collect::<Array>().into()
    }

    /// Serves the `poda:*` requests that come from `parent` (any origin if `None`) with `api`,
    /// answering each with `poda:state` or `poda:error`, and says `poda:ready`.
    pub fn connect(window: &Window, parent: Option<String>, api: impl MessageApi) {
        let w = window.clone();
        let to = parent.clone();
        crate::web::shell::dom::listen(window, "message", move |message: web_sys::MessageEvent| {
            let answer = match read(&message.data(), &message.origin(), parent.as_deref()) {
                Incoming::Ignored => return,
                Incoming::Bad { id, error } => event_error(&id, &error),
                Incoming::Request { id, request } => match api.serve(request) {
                    Ok(fields) => event("state", &id, &fields),
                    Err(error) => event_error(&id, &error),
                },
            };
            post(&w, parent.as_deref(), &answer);
        });
        post(window, to.as_deref(), &event("ready", &JsValue::UNDEFINED, &[]));
    }

    /// `poda:error`, its message in the page's language.
    fn event_error(id: &JsValue, error: &ApiError) -> JsValue {
        let message = (i18n::shared(i18n::current()).api_error)(error);
        event("error", id, &[("message", message.as_str().into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields<'a>(pairs: &'a [(&'a str, Field)]) -> impl Fn(&str) -> Field + 'a {
        move |key| pairs.iter().find(|(k, _)| *k == key).map_or(Field::Absent, |(_, v)| v.clone())
    }

    fn text(s: &str) -> Field {
        Field::Text(s.to_string())
    }

    #[test]
    fn requests_are_read_with_their_fields() {
        assert_eq!(read_request("get-state", fields(&[])), Reading::Request(Request::GetState));
        assert_eq!(
            read_request("play", fields(&[("move", text("e4"))])),
            Reading::Request(Request::Play { mv: "e4".into() })
        );
        let options = read_request(
            "set-options",
            fields(&[
                ("level", Field::Number(3.0)),
                ("side", text("black")),
                ("lang", text("es")),
                ("mode", text("tree")),
                ("depth", text("2")),
                ("algorithm", text("ordered")),
            ]),
        );
        let expected = OptionChanges {
            level: Some(3),
            side: Some(Color::Black),
            lang: Some("es".into()),
            mode: Some(Mode::Tree),
            depth: Some(2),
            algorithm: Some(Algorithm::Ordered),
            ..OptionChanges::default()
        };
        assert_eq!(options, Reading::Request(Request::SetOptions(expected.clone())));
        // As the address writes them, for a page opened again with them.
        let params = expected.params();
        assert_eq!(params[0], ("mode", Some("tree".to_string())));
        assert!(params.contains(&("side", Some("black".to_string()))) && params.contains(&("orientation", None)));
        // Poda's own events are no requests.
        for name in ["ready", "state", "move", "game-over", "result", "error"] {
            assert_eq!(read_request(name, fields(&[])), Reading::Event, "{name}");
        }
    }

    #[test]
    fn a_request_that_cannot_be_served_says_why_in_the_pages_language() {
        use crate::web::i18n::{shared, Lang};
        for (name, pairs, message, spanish) in [
            (
                "play",
                vec![],
                "poda:play needs move (UCI or SAN)",
                "poda:play necesita move (en UCI o en notación algebraica)",
            ),
            ("play", vec![("move", Field::Number(4.0))], "move must be a string", "move debe ser un texto"),
            ("set-position", vec![], "poda:set-position needs fen or pgn", "poda:set-position necesita fen o pgn"),
            (
                "set-options",
                vec![("depth", Field::Number(0.0))],
                "depth must be a number from 1 to 100",
                "depth debe ser un número de 1 a 100",
            ),
            (
                "set-options",
                vec![("level", Field::Number(2.5))],
                "level must be a number from 1 to 17",
                "level debe ser un número de 1 a 17",
            ),
            (
                "set-options",
                vec![("level", Field::Other)],
                "level must be a number from 1 to 17",
                "level debe ser un número de 1 a 17",
            ),
            (
                "set-options",
                vec![("mode", text("go"))],
                "mode must be one of play, teach, tree, tictactoe, mouse, practice, puzzles",
                "mode debe ser uno de estos: play, teach, tree, tictactoe, mouse, practice, puzzles",
            ),
            (
                "set-options",
                vec![("side", text("red"))],
                "side must be white or black",
                "side debe ser white o black (blancas o negras)",
            ),
            ("set-options", vec![("lang", text("fr"))], "lang must be en or es", "lang debe ser en o es"),
            (
                "set-options",
                vec![("algorithm", text("negascout"))],
                "algorithm must be minimax, minimax-tt, alphabeta, ordered or poda",
                "algorithm debe ser minimax, minimax-tt, alphabeta, ordered o poda",
            ),
            ("jump", vec![], "unknown message type poda:jump", "tipo de mensaje desconocido: poda:jump"),
        ] {
            let Reading::Bad(error) = read_request(name, fields(&pairs)) else { panic!("{name} {pairs:?} is refused") };
            assert_eq!((shared(Lang::En).api_error)(&error), message, "{name} {pairs:?}");
            assert_eq!((shared(Lang::Es).api_error)(&error), spanish, "{name} {pairs:?}");
        }
    }
}

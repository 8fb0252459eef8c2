//! Poda inside another page: the embedding parameters of the address and the `poda:*` message
//! API (see docs/embedding.md).
//!
//! - Parameters: `side=white|black` (the player's side), `orientation=white|black`,
//!   `controls=0` (the board alone, no panel, header or links), `interactive=0` (nothing on the
//!   board can be changed by the viewer), `parent=<origin>` (messages accepted from, and posted
//!   to, that origin only). [`EmbedParams::read`] checks each one; a bad value is named with
//!   what is expected and the default is used.
//! - Messages: every request is a plain object whose `type` starts with `poda:`; its `id`, if
//!   any (a string or a number), comes back in the answer. [`read`] turns a message into a
//!   [`Request`], an [`Incoming::Bad`] answered by `poda:error`, or [`Incoming::Ignored`] for
//!   anything else (another shape, another type, another origin). The answers and events are
//!   built by [`event`] and posted to the parent window by [`post`].
//!
//! Nothing a message carries is ever inserted as HTML: moves, FENs and PGNs go to the rules,
//! which check them, and text is only ever set with `textContent`.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use web_sys::{UrlSearchParams, Window};

use crate::rules::Color;
use crate::teach::Algorithm;

/// The embedding parameters of the address.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EmbedParams {
    /// The side the player takes (`None`: the usual one).
    pub side: Option<Color>,
    /// The side at the bottom of the board (`None`: the player's).
    pub orientation: Option<Color>,
    /// Show the panel, the header and the links (`controls=0` hides them).
    pub controls: bool,
    /// The viewer may move, take back, start games (`interactive=0` forbids it).
    pub interactive: bool,
    /// The only origin messages are accepted from and posted to.
    pub parent: Option<String>,
}

/// A parameter that could not be used: its name, the value and what is expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadParam {
    pub name: &'static str,
    pub text: String,
    pub expected: &'static str,
}

fn color_param(text: &str) -> Option<Color> {
    match text {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

impl EmbedParams {
    /// Reads the parameters, naming each bad one.
    pub fn read(params: &UrlSearchParams) -> (EmbedParams, Vec<BadParam>) {
        let mut out = EmbedParams { controls: true, interactive: true, ..EmbedParams::default() };
        let mut bad = Vec::new();
        let mut check = |name: &'static str, expected: &'static str, ok: bool, text: &str| {
            if !ok {
                bad.push(BadParam { name, text: text.to_string(), expected });
            }
        };
        if let Some(text) = params.get("side") {
            out.side = color_param(&text);
            check("side", "white, black", out.side.is_some(), &text);
        }
        if let Some(text) = params.get("orientation") {
            out.orientation = color_param(&text);
            check("orientation", "white, black", out.orientation.is_some(), &text);
        }
        if let Some(text) = params.get("controls") {
            let flag = crate::web::params::flag(&text);
            out.controls = flag.unwrap_or(true);
            check("controls", "0, 1", flag.is_some(), &text);
        }
        if let Some(text) = params.get("interactive") {
            let flag = crate::web::params::flag(&text);
            out.interactive = flag.unwrap_or(true);
            check("interactive", "0, 1", flag.is_some(), &text);
        }
        if let Some(text) = params.get("parent") {
            let ok = is_origin(&text);
            out.parent = ok.then_some(text.clone());
            check("parent", "an origin such as https://example.org", ok, &text);
        }
        (out, bad)
    }
}

impl EmbedParams {
    /// Gives the player the side asked for (the computer the other, the board turned to the
    /// player) and the orientation asked for; with `interactive=0` the computer plays neither.
    pub fn apply(&self, game: &mut crate::web::board::state::Game) {
        if let Some(side) = self.side {
            game.set_engine_side(Some(!side));
            game.orientation = side;
        }
        if let Some(orientation) = self.orientation {
            game.orientation = orientation;
        }
        if !self.interactive {
            game.set_engine_side(None);
        }
    }
}

/// How a finished game ended, as `poda:game-over` names it.
pub fn reason(status: crate::web::board::state::Status) -> &'static str {
    use crate::rules::Status as Rules;
    use crate::web::board::state::Status;
    match status {
        Status::Playing { .. } => "",
        Status::Checkmate { .. } => "checkmate",
        Status::Stalemate => "stalemate",
        Status::Resigned { .. } => "resignation",
        Status::Draw(Rules::ThreefoldRepetition) => "repetition",
        Status::Draw(Rules::FiftyMoveRule) => "fifty-moves",
        Status::Draw(Rules::InsufficientMaterial) => "insufficient-material",
        Status::Draw(_) => "draw",
    }
}

/// `scheme://host[:port]`, nothing after: what `MessageEvent.origin` holds.
pub fn is_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once("://") else { return false };
    !scheme.is_empty()
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        && !rest.is_empty()
        && !rest.contains(['/', '?', '#', ' ', '@'])
}

/// The options of `poda:set-options`, each optional.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Options {
    pub level: Option<u8>,
    pub side: Option<Color>,
    pub lang: Option<String>,
    pub mode: Option<String>,
    pub depth: Option<u32>,
    pub algorithm: Option<Algorithm>,
    pub orientation: Option<Color>,
}

/// A request from the parent page.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    SetPosition { fen: Option<String>, pgn: Option<String> },
    Play { mv: String },
    SetOptions(Options),
    GetState,
    EngineMove,
    Undo,
}

/// What a message is.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming {
    /// Not for Poda: no error, no answer.
    Ignored,
    /// A Poda request that cannot be served; answered by `poda:error` with `id`.
    Bad {
        id: JsValue,
        message: String,
    },
    Request {
        id: JsValue,
        request: Request,
    },
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// An optional string field: absent (or null) is `None`, anything but a string an error.
fn text_field(object: &JsValue, key: &str) -> Result<Option<String>, String> {
    let v = get(object, key);
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    v.as_string().map(Some).ok_or_else(|| format!("{key} must be a string"))
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
    let request = match name {
        "set-position" => (|| {
            let (fen, pgn) = (text_field(data, "fen")?, text_field(data, "pgn")?);
            if fen.is_none() && pgn.is_none() {
                return Err("poda:set-position needs fen or pgn".to_string());
            }
            Ok(Request::SetPosition { fen, pgn })
        })(),
        "play" => text_field(data, "move")
            .and_then(|m| m.ok_or_else(|| "poda:play needs move (UCI or SAN)".to_string()))
            .map(|mv| Request::Play { mv }),
        "set-options" => read_options(data).map(Request::SetOptions),
        "get-state" => Ok(Request::GetState),
        "engine-move" => Ok(Request::EngineMove),
        "undo" => Ok(Request::Undo),
        // Events of Poda's own (another board's `poda:move` …) are not requests.
        "ready" | "state" | "move" | "game-over" | "error" => return Incoming::Ignored,
        other => Err(format!("unknown message type poda:{other}")),
    };
    match request {
        Ok(request) => Incoming::Request { id, request },
        Err(message) => Incoming::Bad { id, message },
    }
}

fn read_options(data: &JsValue) -> Result<Options, String> {
    let mut o = Options::default();
    let level = get(data, "level");
    if !level.is_undefined() {
        let n = level.as_f64().or_else(|| level.as_string().and_then(|s| s.parse::<u32>().ok()).map(f64::from));
        o.level =
            n.filter(|n| n.fract() == 0.0 && *n >= 1.0 && *n <= f64::from(crate::engine::Level::MAX)).map(|n| n as u8);
        if o.level.is_none() {
            return Err(format!("level must be a number from 1 to {}", crate::engine::Level::MAX));
        }
    }
    let depth = get(data, "depth");
    if !depth.is_undefined() {
        let n = depth.as_f64().or_else(|| depth.as_string().and_then(|s| s.parse::<u32>().ok()).map(f64::from));
        o.depth = n.filter(|n| n.fract() == 0.0 && *n >= 1.0 && *n <= 100.0).map(|n| n as u32);
        if o.depth.is_none() {
            return Err("depth must be a number from 1 to 100".to_string());
        }
    }
    for (key, slot) in [("side", &mut o.side), ("orientation", &mut o.orientation)] {
        if let Some(text) = text_field(data, key)? {
            *slot = Some(color_param(&text).ok_or_else(|| format!("{key} must be white or black"))?);
        }
    }
    if let Some(text) = text_field(data, "lang")? {
        if crate::web::i18n::Lang::from_code(&text).is_none() {
            return Err("lang must be en or es".to_string());
        }
        o.lang = Some(text);
    }
    if let Some(text) = text_field(data, "mode")? {
        if !crate::web::modes::MODES.contains(&text.as_str()) {
            return Err(format!("mode must be one of {}", crate::web::modes::MODES.join(", ")));
        }
        o.mode = Some(text);
    }
    if let Some(text) = text_field(data, "algorithm")? {
        let Some(algorithm) = Algorithm::from_name(&text) else {
            let [rest @ .., last] = Algorithm::ALL;
            return Err(format!("algorithm must be {} or {}", Algorithm::list(&rest), last.name()));
        };
        o.algorithm = Some(algorithm);
    }
    Ok(o)
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

/// A list of strings as a JS array.
pub fn strings(items: &[String]) -> JsValue {
    items.iter().map(|s| JsValue::from_str(s)).collect::<Array>().into()
}

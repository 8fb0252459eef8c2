//! The messages as plain JS objects, written and read field by field.
//!
//! Each enum becomes an object whose `type` field names the variant (`kind` for a
//! [`Subject`](super::Subject)), with one field per variant field under the same name; `None` is a missing
//! field (`undefined` and `null` read as `None` too), a list is an array, a tuple an array, an
//! [`Algorithm`] its name ([`Algorithm::name`]; a name [`Algorithm::from_name`] does not know is
//! an error naming the field).
//! Written by hand rather than derived: a derived reader weighed 20 KB gzipped in each page.
//! For the same reason each enum's messages are written and read in two halves, the play
//! messages and the teaching ones: the play page and its worker speak the play half only (their
//! [`Side`]s, [`PLAY_PAGE`] and [`PLAY_WORKER`]), so that neither carries the teaching view's
//! messages, which are written and read in [`teaching`].

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use super::{ClockLimits, FromWorker, GoLimits, ThinkingTime, ToWorker};
use crate::teach::Algorithm;

mod teaching;

use teaching::TeachingHalf;

/// Why a message could not be written or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageError(String);

impl std::fmt::Display for MessageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MessageError {}

type Result<T> = std::result::Result<T, MessageError>;

fn error(text: String) -> MessageError {
    MessageError(text)
}

/// A message of one direction ([`ToWorker`] or [`FromWorker`]) as a plain JS object, written
/// and read whole ([`to_js`](Self::to_js), [`from_js`](Self::from_js)) or in its play half only
/// ([`to_js_play`](Self::to_js_play), [`from_js_play`](Self::from_js_play)): what the play
/// page and its worker use, so that they carry no code for the teaching messages.
pub trait JsMessage: PlayHalf + TeachingHalf {
    /// Converts to the plain JS object that travels through `postMessage`.
    ///
    /// # Errors
    /// When a field cannot be set (not seen in practice).
    fn to_js(&self) -> Result<JsValue> {
        self.play_to_js().unwrap_or_else(|| self.teaching_to_js())
    }

    /// [`to_js`](Self::to_js) for the play messages only.
    ///
    /// # Errors
    /// A teaching message.
    fn to_js_play(&self) -> Result<JsValue> {
        self.play_to_js().unwrap_or_else(|| Err(error(Self::TEACHING.to_string())))
    }

    /// Reads a message received through `postMessage`.
    ///
    /// # Errors
    /// When `value` is not a well-formed message of this direction.
    fn from_js(value: JsValue) -> Result<Self> {
        let (tag, r) = Reader::message(value)?;
        match Self::play_from(&tag, &r)? {
            Some(message) => Ok(message),
            None => Self::teaching_from(&tag, &r),
        }
    }

    /// [`from_js`](Self::from_js) for the play messages only.
    ///
    /// # Errors
    /// When `value` is not a well-formed play message.
    fn from_js_play(value: JsValue) -> Result<Self> {
        let (tag, r) = Reader::message(value)?;
        Self::play_from(&tag, &r)?.ok_or_else(|| not_for_play("message", &tag))
    }
}

/// A direction's play half (its teaching half is [`TeachingHalf`], in [`teaching`]). Public in
/// name only, so that [`JsMessage`] can build on it: this module is private.
pub trait PlayHalf: Sized {
    /// Why a play side does not write a teaching message.
    const TEACHING: &'static str;
    /// The play messages; `None` for the teaching ones.
    fn play_to_js(&self) -> Option<Result<JsValue>>;
    /// The play message of type `tag`; `None` for any other type.
    fn play_from(tag: &str, r: &Reader) -> Result<Option<Self>>;
}

impl JsMessage for ToWorker {}
impl JsMessage for FromWorker {}

/// An object being written.
struct Writer(Object);

impl Writer {
    fn tagged(tag: &str, name: &str) -> Result<Writer> {
        let writer = Writer(Object::new());
        writer.set(tag, name)?;
        Ok(writer)
    }

    fn set(&self, key: &str, value: impl Into<JsValue>) -> Result<&Writer> {
        Reflect::set(&self.0, &JsValue::from_str(key), &value.into())
            .map_err(|_| error(format!("cannot set the field {key}")))?;
        Ok(self)
    }

    /// A field that is left out when `None`.
    fn maybe(&self, key: &str, value: Option<impl Into<JsValue>>) -> Result<&Writer> {
        match value {
            Some(value) => self.set(key, value),
            None => Ok(self),
        }
    }

    fn number(&self, key: &str, n: u64) -> Result<&Writer> {
        self.set(key, n as f64)
    }

    fn strings(&self, key: &str, list: &[String]) -> Result<&Writer> {
        self.set(key, list.iter().map(|s| JsValue::from_str(s)).collect::<Array>())
    }

    fn done(self) -> JsValue {
        self.0.into()
    }
}

/// The fields of an object being read.
pub struct Reader(JsValue);

impl Reader {
    /// A message and its type.
    fn message(value: JsValue) -> Result<(String, Reader)> {
        let r = Reader::of(value, "the message")?;
        Ok((r.string("type")?, r))
    }

    fn of(value: JsValue, what: &str) -> Result<Reader> {
        if value.is_object() {
            Ok(Reader(value))
        } else {
            Err(error(format!("{what} is not an object")))
        }
    }

    /// The field, or `None` when missing, `undefined` or `null`.
    fn get(&self, key: &str) -> Option<JsValue> {
        Reflect::get(&self.0, &JsValue::from_str(key)).ok().filter(|v| !v.is_undefined() && !v.is_null())
    }

    fn wrong(key: &str, expected: &str) -> MessageError {
        error(format!("the field {key} must be {expected}"))
    }

    fn opt_number(&self, key: &str, min: f64, max: f64) -> Result<Option<f64>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        match value.as_f64() {
            Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(Self::wrong(key, "a whole number in range")),
        }
    }

    fn required<T>(&self, key: &str, value: Result<Option<T>>) -> Result<T> {
        value?.ok_or_else(|| error(format!("the field {key} is missing")))
    }

    fn opt_u32(&self, key: &str) -> Result<Option<u32>> {
        Ok(self.opt_number(key, 0.0, f64::from(u32::MAX))?.map(|n| n as u32))
    }

    fn u32(&self, key: &str) -> Result<u32> {
        self.required(key, self.opt_u32(key))
    }

    fn opt_i32(&self, key: &str) -> Result<Option<i32>> {
        Ok(self.opt_number(key, f64::from(i32::MIN), f64::from(i32::MAX))?.map(|n| n as i32))
    }

    fn i32(&self, key: &str) -> Result<i32> {
        self.required(key, self.opt_i32(key))
    }

    fn opt_u64(&self, key: &str) -> Result<Option<u64>> {
        // Numbers are exact up to 2^53.
        Ok(self.opt_number(key, 0.0, 9_007_199_254_740_992.0)?.map(|n| n as u64))
    }

    fn u64(&self, key: &str) -> Result<u64> {
        self.required(key, self.opt_u64(key))
    }

    fn opt_bool(&self, key: &str) -> Result<Option<bool>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        value.as_bool().map(Some).ok_or_else(|| Self::wrong(key, "true or false"))
    }

    fn bool(&self, key: &str) -> Result<bool> {
        self.required(key, self.opt_bool(key))
    }

    fn opt_string(&self, key: &str) -> Result<Option<String>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        value.as_string().map(Some).ok_or_else(|| Self::wrong(key, "a string"))
    }

    fn string(&self, key: &str) -> Result<String> {
        self.required(key, self.opt_string(key))
    }

    /// An [`Algorithm`] by its name.
    fn algorithm(&self, key: &str) -> Result<Algorithm> {
        Algorithm::from_name(&self.string(key)?)
            .ok_or_else(|| Self::wrong(key, &format!("one of {}", Algorithm::list(&Algorithm::ALL))))
    }

    fn array(&self, key: &str) -> Result<Array> {
        let value = self.get(key).ok_or_else(|| error(format!("the field {key} is missing")))?;
        value.dyn_into::<Array>().map_err(|_| Self::wrong(key, "an array"))
    }

    fn strings(&self, key: &str) -> Result<Vec<String>> {
        self.array(key)?.iter().map(|v| v.as_string().ok_or_else(|| Self::wrong(key, "an array of strings"))).collect()
    }

    fn object(&self, key: &str) -> Result<Reader> {
        let value = self.get(key).ok_or_else(|| error(format!("the field {key} is missing")))?;
        Reader::of(value, key)
    }
}

fn limits_to_js(limits: &GoLimits) -> Result<JsValue> {
    let w = Writer(Object::new());
    w.maybe("depth", limits.depth)?
        .maybe("nodes", limits.nodes.map(|n| n as f64))?
        .maybe("level", limits.level)?
        .set("book", limits.book)?;
    if let ThinkingTime::Fixed(ms) = limits.time {
        w.set("movetime_ms", ms as f64)?;
    }
    if let ThinkingTime::Clock(c) = limits.time {
        let clock = Writer(Object::new());
        let times = [("wtime", c.wtime), ("btime", c.btime), ("winc", c.winc), ("binc", c.binc)];
        for (key, ms) in times {
            clock.set(key, ms as f64)?;
        }
        w.set("clock", clock.done())?;
    }
    Ok(w.done())
}

fn clock_from(r: &Reader) -> Result<ClockLimits> {
    Ok(ClockLimits { wtime: r.u64("wtime")?, btime: r.u64("btime")?, winc: r.u64("winc")?, binc: r.u64("binc")? })
}

fn limits_from(r: &Reader) -> Result<GoLimits> {
    Ok(GoLimits {
        depth: r.opt_u32("depth")?,
        nodes: r.opt_u64("nodes")?,
        time: match (r.get("clock"), r.opt_u64("movetime_ms")?) {
            (Some(clock), _) => ThinkingTime::Clock(clock_from(&Reader::of(clock, "clock")?)?),
            (None, Some(ms)) => ThinkingTime::Fixed(ms),
            (None, None) => ThinkingTime::Free,
        },
        level: r.opt_number("level", 0.0, 255.0)?.map(|n| n as u8),
        book: r.opt_bool("book")?.unwrap_or(false),
    })
}

/// A message the play page and its worker do not know: a teaching one (or none at all).
fn not_for_play(kind: &str, tag: &str) -> MessageError {
    error(format!("unknown {kind} type {tag} (the teaching messages are the teaching worker's)"))
}

impl PlayHalf for ToWorker {
    const TEACHING: &'static str = "a teaching request goes to the teaching worker";

    fn play_to_js(&self) -> Option<Result<JsValue>> {
        let written = match self {
            ToWorker::Go { id, fen, moves, limits } => Writer::tagged("type", "Go").and_then(|w| {
                w.set("id", *id)?
                    .set("fen", fen.as_str())?
                    .strings("moves", moves)?
                    .set("limits", limits_to_js(limits)?)?;
                Ok(w)
            }),
            ToWorker::NewGame => Writer::tagged("type", "NewGame"),
            ToWorker::LoadNetwork { url } => Writer::tagged("type", "LoadNetwork").and_then(|w| {
                w.set("url", url.as_str())?;
                Ok(w)
            }),
            _ => return None,
        };
        Some(written.map(Writer::done))
    }

    fn play_from(tag: &str, r: &Reader) -> Result<Option<ToWorker>> {
        Ok(Some(match tag {
            "Go" => ToWorker::Go {
                id: r.u32("id")?,
                fen: r.string("fen")?,
                moves: r.strings("moves")?,
                limits: limits_from(&r.object("limits")?)?,
            },
            "NewGame" => ToWorker::NewGame,
            "LoadNetwork" => ToWorker::LoadNetwork { url: r.string("url")? },
            _ => return Ok(None),
        }))
    }
}

impl PlayHalf for FromWorker {
    const TEACHING: &'static str = "a teaching reply comes from the teaching worker";

    fn play_to_js(&self) -> Option<Result<JsValue>> {
        let written = match self {
            FromWorker::Ready => Writer::tagged("type", "Ready"),
            FromWorker::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => Writer::tagged("type", "Info")
                .and_then(|w| {
                    w.set("id", *id)?
                        .set("depth", *depth)?
                        .maybe("score_cp", *score_cp)?
                        .maybe("mate_in", *mate_in)?
                        .number("nodes", *nodes)?
                        .number("time_ms", *time_ms)?
                        .strings("pv", pv)?;
                    Ok(w)
                }),
            FromWorker::BestMove { id, uci, san } => Writer::tagged("type", "BestMove").and_then(|w| {
                w.set("id", *id)?.maybe("uci", uci.as_deref())?.maybe("san", san.as_deref())?;
                Ok(w)
            }),
            FromWorker::Error { id, message } => Writer::tagged("type", "Error").and_then(|w| {
                w.maybe("id", *id)?.set("message", message.as_str())?;
                Ok(w)
            }),
            FromWorker::Network { loaded, hidden, detail } => Writer::tagged("type", "Network").and_then(|w| {
                w.set("loaded", *loaded)?.set("hidden", *hidden)?.set("detail", detail.as_str())?;
                Ok(w)
            }),
            _ => return None,
        };
        Some(written.map(Writer::done))
    }

    fn play_from(tag: &str, r: &Reader) -> Result<Option<FromWorker>> {
        Ok(Some(match tag {
            "Ready" => FromWorker::Ready,
            "Info" => FromWorker::Info {
                id: r.u32("id")?,
                depth: r.u32("depth")?,
                score_cp: r.opt_i32("score_cp")?,
                mate_in: r.opt_i32("mate_in")?,
                nodes: r.u64("nodes")?,
                time_ms: r.u64("time_ms")?,
                pv: r.strings("pv")?,
            },
            "BestMove" => {
                FromWorker::BestMove { id: r.u32("id")?, uci: r.opt_string("uci")?, san: r.opt_string("san")? }
            }
            "Error" => FromWorker::Error { id: r.opt_u32("id")?, message: r.string("message")? },
            "Network" => {
                FromWorker::Network { loaded: r.bool("loaded")?, hidden: r.u32("hidden")?, detail: r.string("detail")? }
            }
            _ => return Ok(None),
        }))
    }
}

/// How one side of a worker's conversation writes and reads: the play page and the play worker
/// know the play messages only, the teaching view and its worker every message.
pub struct Side<Out, In> {
    pub write: fn(&Out) -> Result<JsValue>,
    pub read: fn(JsValue) -> Result<In>,
}

// Not derived: a derive would ask `Out` and `In` to be `Copy` too.
impl<Out, In> Clone for Side<Out, In> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Out, In> Copy for Side<Out, In> {}

/// A page's side: it writes requests and reads replies.
pub type PageSide = Side<ToWorker, FromWorker>;
/// A worker's side: it writes replies and reads requests.
pub type WorkerSide = Side<FromWorker, ToWorker>;

/// The play page's side.
pub const PLAY_PAGE: PageSide = Side { write: ToWorker::to_js_play, read: FromWorker::from_js_play };
/// The play worker's side.
pub const PLAY_WORKER: WorkerSide = Side { write: FromWorker::to_js_play, read: ToWorker::from_js_play };
/// The teaching view's side.
pub const TEACHING_PAGE: PageSide = Side { write: ToWorker::to_js, read: FromWorker::from_js };
/// The teaching worker's side.
pub const TEACHING_WORKER: WorkerSide = Side { write: FromWorker::to_js, read: ToWorker::from_js };

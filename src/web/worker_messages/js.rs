//! The messages as plain JS objects, written and read field by field: the [`JsMessage`] trait
//! each request and answer enum implements (next to the enum, in `play` and `teach`), the
//! object writer and reader they use, and the two answers every worker shares (`Ready`,
//! `Error`), written and read once here.
//!
//! An enum becomes an object whose `type` field names the variant (`kind` for a
//! [`Subject`](super::Subject)), with one field per variant field under the same name; `None` is a
//! missing field (`undefined` and `null` read as `None` too), a list is an array, a tuple an
//! array, an [`Algorithm`] or an [`Evaluator`] its name (`name`; a name `from_name` does not
//! know is an error naming the field).
//! Written by hand rather than derived: a derived reader weighed 20 KB gzipped in each page.
//! Holds no message of either worker: a page or a worker carries the encoding of its own pair
//! only.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use super::answer::Answer;
use crate::engine::eval::Evaluator;
use crate::teach::convention::{Cut, Values};
use crate::teach::{Algorithm, Convention};

/// Why a message could not be written or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageError(String);

impl std::fmt::Display for MessageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MessageError {}

pub(super) type Result<T> = std::result::Result<T, MessageError>;

pub(super) fn error(text: String) -> MessageError {
    MessageError(text)
}

/// A message type this side does not read; `reads` says which ones it does.
pub(super) fn unknown(tag: &str, reads: &str) -> MessageError {
    error(format!("unknown message type {tag}: {reads}"))
}

/// What a thrown JS value says: its text, or an `Error`'s message (not its debug form, which
/// would bring a value printer into each wasm).
pub fn error_text(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| value.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())))
        .unwrap_or_else(|| "an unreadable JavaScript error".to_string())
}

/// A message as the plain JS object that travels through `postMessage`.
pub trait JsMessage: Sized {
    /// Converts to the plain JS object.
    ///
    /// # Errors
    /// When a field cannot be set (not seen in practice).
    fn to_js(&self) -> Result<JsValue>;

    /// Reads a message received through `postMessage`.
    ///
    /// # Errors
    /// When `value` is not a well-formed message of this enum.
    fn from_js(value: JsValue) -> Result<Self>;
}

/// `Ready`, as every worker writes it.
pub(super) fn ready_to_js() -> Result<JsValue> {
    Ok(Writer::message("Ready")?.done())
}

/// `Error`, as every worker writes it.
pub(super) fn error_to_js(id: Option<u32>, message: &str) -> Result<JsValue> {
    Ok(Writer::message("Error")?.maybe("id", id)?.set("message", message)?.done())
}

/// An answer read: the answers every worker shares (`Ready`, `Error`) here, the worker's own
/// by `own`, given the message's type and fields.
pub(super) fn read_answer<A: Answer>(value: JsValue, own: impl FnOnce(&str, &Reader) -> Result<A>) -> Result<A> {
    let (tag, r) = Reader::message(value)?;
    match tag.as_str() {
        "Ready" => Ok(A::ready()),
        "Error" => Ok(A::error(r.opt_u32("id")?, r.string("message")?)),
        _ => own(&tag, &r),
    }
}

/// An object being written, field by field: each field hands the writer on.
pub(super) struct Writer(Object);

impl Writer {
    pub(super) fn new() -> Writer {
        Writer(Object::new())
    }

    /// A message: an object whose `type` names it.
    pub(super) fn message(name: &str) -> Result<Writer> {
        Writer::new().set("type", name)
    }

    pub(super) fn set(self, key: &str, value: impl Into<JsValue>) -> Result<Writer> {
        Reflect::set(&self.0, &JsValue::from_str(key), &value.into())
            .map_err(|_| error(format!("cannot set the field {key}")))?;
        Ok(self)
    }

    /// A field that is left out when `None`.
    pub(super) fn maybe(self, key: &str, value: Option<impl Into<JsValue>>) -> Result<Writer> {
        match value {
            Some(value) => self.set(key, value),
            None => Ok(self),
        }
    }

    pub(super) fn number(self, key: &str, n: u64) -> Result<Writer> {
        self.set(key, n as f64)
    }

    pub(super) fn strings(self, key: &str, list: &[String]) -> Result<Writer> {
        self.set(key, list.iter().map(|s| JsValue::from_str(s)).collect::<Array>())
    }

    pub(super) fn done(self) -> JsValue {
        self.0.into()
    }
}

/// The fields of an object being read.
pub(super) struct Reader(JsValue);

impl Reader {
    /// A message and its type.
    pub(super) fn message(value: JsValue) -> Result<(String, Reader)> {
        let r = Reader::of(value, "the message")?;
        Ok((r.string("type")?, r))
    }

    pub(super) fn of(value: JsValue, what: &str) -> Result<Reader> {
        if value.is_object() {
            Ok(Reader(value))
        } else {
            Err(error(format!("{what} is not an object")))
        }
    }

    /// The field, or `None` when missing, `undefined` or `null`.
    pub(super) fn get(&self, key: &str) -> Option<JsValue> {
        Reflect::get(&self.0, &JsValue::from_str(key)).ok().filter(|v| !v.is_undefined() && !v.is_null())
    }

    pub(super) fn wrong(key: &str, expected: &str) -> MessageError {
        error(format!("the field {key} must be {expected}"))
    }

    pub(super) fn opt_number(&self, key: &str, min: f64, max: f64) -> Result<Option<f64>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        match value.as_f64() {
            Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(Self::wrong(key, "a whole number in range")),
        }
    }

    pub(super) fn required<T>(&self, key: &str, value: Result<Option<T>>) -> Result<T> {
        value?.ok_or_else(|| error(format!("the field {key} is missing")))
    }

    pub(super) fn opt_u32(&self, key: &str) -> Result<Option<u32>> {
        Ok(self.opt_number(key, 0.0, f64::from(u32::MAX))?.map(|n| n as u32))
    }

    pub(super) fn u32(&self, key: &str) -> Result<u32> {
        self.required(key, self.opt_u32(key))
    }

    pub(super) fn opt_i32(&self, key: &str) -> Result<Option<i32>> {
        Ok(self.opt_number(key, f64::from(i32::MIN), f64::from(i32::MAX))?.map(|n| n as i32))
    }

    pub(super) fn i32(&self, key: &str) -> Result<i32> {
        self.required(key, self.opt_i32(key))
    }

    pub(super) fn opt_u64(&self, key: &str) -> Result<Option<u64>> {
        // Numbers are exact up to 2^53.
        Ok(self.opt_number(key, 0.0, 9_007_199_254_740_992.0)?.map(|n| n as u64))
    }

    pub(super) fn u64(&self, key: &str) -> Result<u64> {
        self.required(key, self.opt_u64(key))
    }

    pub(super) fn opt_bool(&self, key: &str) -> Result<Option<bool>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        value.as_bool().map(Some).ok_or_else(|| Self::wrong(key, "true or false"))
    }

    pub(super) fn bool(&self, key: &str) -> Result<bool> {
        self.required(key, self.opt_bool(key))
    }

    pub(super) fn opt_string(&self, key: &str) -> Result<Option<String>> {
        let Some(value) = self.get(key) else { return Ok(None) };
        value.as_string().map(Some).ok_or_else(|| Self::wrong(key, "a string"))
    }

    pub(super) fn string(&self, key: &str) -> Result<String> {
        self.required(key, self.opt_string(key))
    }

    /// An [`Evaluator`] by its name.
    pub(super) fn evaluator(&self, key: &str) -> Result<Evaluator> {
        let names: Vec<&str> = Evaluator::ALL.iter().map(|e| e.name()).collect();
        Evaluator::from_name(&self.string(key)?)
            .ok_or_else(|| Self::wrong(key, &format!("one of {}", names.join(", "))))
    }

    /// An [`Algorithm`] by its name.
    pub(super) fn algorithm(&self, key: &str) -> Result<Algorithm> {
        Algorithm::from_name(&self.string(key)?)
            .ok_or_else(|| Self::wrong(key, &format!("one of {}", Algorithm::list(&Algorithm::ALL))))
    }

    /// A [`Convention`] by the names of its two choices, in the fields `values` and `cut`.
    pub(super) fn convention(&self) -> Result<Convention> {
        let values = Values::from_name(&self.string("values")?).ok_or_else(|| Self::wrong("values", "soft or hard"))?;
        let cut = Cut::from_name(&self.string("cut")?).ok_or_else(|| Self::wrong("cut", "ge or gt"))?;
        Ok(Convention { values, cut })
    }

    pub(super) fn array(&self, key: &str) -> Result<Array> {
        let value = self.get(key).ok_or_else(|| error(format!("the field {key} is missing")))?;
        value.dyn_into::<Array>().map_err(|_| Self::wrong(key, "an array"))
    }

    pub(super) fn strings(&self, key: &str) -> Result<Vec<String>> {
        self.array(key)?.iter().map(|v| v.as_string().ok_or_else(|| Self::wrong(key, "an array of strings"))).collect()
    }

    pub(super) fn object(&self, key: &str) -> Result<Reader> {
        let value = self.get(key).ok_or_else(|| error(format!("the field {key} is missing")))?;
        Reader::of(value, key)
    }
}

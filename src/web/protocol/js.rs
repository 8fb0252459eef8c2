//! The messages as plain JS objects, written and read field by field.
//!
//! Each enum becomes an object whose `type` field names the variant (`kind` for a
//! [`Subject`]), with one field per variant field under the same name; `None` is a missing
//! field (`undefined` and `null` read as `None` too), a list is an array, a tuple an array, an
//! [`Algorithm`] its name ([`Algorithm::name`]; a name [`Algorithm::from_name`] does not know is
//! an error naming the field).
//! Written by hand rather than derived: a derived reader weighed 20 KB gzipped in each page.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use super::{ClockLimits, EvalReport, FromWorker, GoLimits, Subject, ThinkingTime, ToWorker};
use crate::teach::iterations::{Iteration, RootTry};
use crate::teach::reach::Reach;
use crate::teach::{Algorithm, Counts};

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
struct Reader(JsValue);

impl Reader {
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

fn subject_to_js(subject: &Subject) -> Result<JsValue> {
    let w = match subject {
        Subject::Chess { fen } => {
            let w = Writer::tagged("kind", "Chess")?;
            w.set("fen", fen.as_str())?;
            w
        }
        Subject::TicTacToe { board } => {
            let w = Writer::tagged("kind", "TicTacToe")?;
            w.set("board", board.as_str())?;
            w
        }
        Subject::Mouse { board } => {
            let w = Writer::tagged("kind", "Mouse")?;
            w.set("board", board.as_str())?;
            w
        }
        Subject::Tree { text } => {
            let w = Writer::tagged("kind", "Tree")?;
            w.set("text", text.as_str())?;
            w
        }
    };
    Ok(w.done())
}

fn subject_from(r: &Reader) -> Result<Subject> {
    match r.string("kind")?.as_str() {
        "Chess" => Ok(Subject::Chess { fen: r.string("fen")? }),
        "TicTacToe" => Ok(Subject::TicTacToe { board: r.string("board")? }),
        "Mouse" => Ok(Subject::Mouse { board: r.string("board")? }),
        "Tree" => Ok(Subject::Tree { text: r.string("text")? }),
        other => Err(error(format!("unknown subject kind {other}"))),
    }
}

/// `Counts`' fields, in the order they are written.
const COUNT_FIELDS: [&str; 7] = ["nodes", "leaves", "ends", "interior", "moves", "cutoffs", "crash_skipped"];

fn count_values(c: &Counts) -> [u64; 7] {
    [c.nodes, c.leaves, c.ends, c.interior, c.moves, c.cutoffs, c.crash_skipped]
}

fn counts_to_js(counts: &Counts) -> Result<JsValue> {
    let w = Writer(Object::new());
    for (key, n) in COUNT_FIELDS.iter().zip(count_values(counts)) {
        w.number(key, n)?;
    }
    Ok(w.done())
}

fn counts_from(r: &Reader) -> Result<Counts> {
    let mut n = [0; 7];
    for (slot, key) in n.iter_mut().zip(COUNT_FIELDS) {
        *slot = r.u64(key)?;
    }
    let [nodes, leaves, ends, interior, moves, cutoffs, crash_skipped] = n;
    Ok(Counts { nodes, leaves, ends, interior, moves, cutoffs, crash_skipped })
}

fn report_to_js(report: &EvalReport) -> Result<JsValue> {
    let w = Writer(Object::new());
    let terms: Array = report
        .terms
        .iter()
        .map(|&(term, white, black)| Array::of3(&term.into(), &white.into(), &black.into()))
        .collect();
    w.set("evaluator", report.evaluator.as_str())?.set("score", report.score)?.set("terms", terms)?;
    Ok(w.done())
}

fn report_from(r: &Reader) -> Result<EvalReport> {
    let terms = r.array("terms")?;
    let mut read = Vec::with_capacity(terms.length() as usize);
    for term in terms.iter() {
        let numbers: Vec<f64> =
            term.dyn_into::<Array>().map(|a| a.iter().filter_map(|v| v.as_f64()).collect()).unwrap_or_default();
        match numbers[..] {
            [t, w, b] if (0.0..=255.0).contains(&t) => read.push((t as u8, w as i32, b as i32)),
            _ => return Err(Reader::wrong("terms", "an array of [term, white, black]")),
        }
    }
    Ok(EvalReport { evaluator: r.string("evaluator")?, score: r.i32("score")?, terms: read })
}

/// An iteration: `{depth, nodes, value, pv, table_hits, tries}`, each try `[α, β, value, nodes]`.
fn iteration_to_js(it: &Iteration) -> Result<JsValue> {
    let w = Writer(Object::new());
    let tries: Array = it
        .tries
        .iter()
        .map(|t| {
            let fields = [f64::from(t.alpha), f64::from(t.beta), f64::from(t.value), t.nodes as f64];
            fields.iter().map(|&n| JsValue::from_f64(n)).collect::<Array>()
        })
        .collect();
    w.set("depth", it.depth)?
        .number("nodes", it.nodes)?
        .set("value", it.value)?
        .strings("pv", &it.pv)?
        .number("table_hits", it.table_hits)?
        .set("tries", tries)?;
    Ok(w.done())
}

fn iteration_from(r: &Reader) -> Result<Iteration> {
    let mut tries = Vec::new();
    for t in r.array("tries")?.iter() {
        let n: Vec<f64> =
            t.dyn_into::<Array>().map(|a| a.iter().filter_map(|v| v.as_f64()).collect()).unwrap_or_default();
        let whole = |x: f64| x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_992.0;
        match n[..] {
            [alpha, beta, value, nodes] if n.iter().all(|&x| whole(x)) && nodes >= 0.0 => {
                tries.push(RootTry { alpha: alpha as i32, beta: beta as i32, value: value as i32, nodes: nodes as u64 })
            }
            _ => return Err(Reader::wrong("tries", "an array of [alpha, beta, value, nodes]")),
        }
    }
    Ok(Iteration {
        depth: r.u32("depth")?,
        nodes: r.u64("nodes")?,
        value: r.i32("value")?,
        pv: r.strings("pv")?,
        table_hits: r.u64("table_hits")?,
        tries,
    })
}

/// How deep one algorithm got: `{algorithm, depth, nodes}`.
fn reach_to_js(reach: &Reach) -> Result<JsValue> {
    let w = Writer(Object::new());
    w.set("algorithm", reach.algorithm.name())?.set("depth", reach.depth)?.number("nodes", reach.nodes)?;
    Ok(w.done())
}

fn reach_from(r: &Reader) -> Result<Reach> {
    Ok(Reach { algorithm: r.algorithm("algorithm")?, depth: r.u32("depth")?, nodes: r.u64("nodes")? })
}

/// A list of objects, each read by `read`.
fn list<T>(r: &Reader, key: &str, read: fn(&Reader) -> Result<T>) -> Result<Vec<T>> {
    r.array(key)?.iter().map(|v| Reader::of(v, key).and_then(|item| read(&item))).collect()
}

impl ToWorker {
    /// Converts to the plain JS object that travels through `postMessage`.
    ///
    /// # Errors
    /// When a field cannot be set (not seen in practice).
    pub fn to_js(&self) -> Result<JsValue> {
        let w = match self {
            ToWorker::Go { id, fen, moves, limits } => {
                let w = Writer::tagged("type", "Go")?;
                w.set("id", *id)?
                    .set("fen", fen.as_str())?
                    .strings("moves", moves)?
                    .set("limits", limits_to_js(limits)?)?;
                w
            }
            ToWorker::NewGame => Writer::tagged("type", "NewGame")?,
            ToWorker::Teach { id, subject, depth, algorithm, crash_cut, record } => {
                let w = Writer::tagged("type", "Teach")?;
                w.set("id", *id)?
                    .set("subject", subject_to_js(subject)?)?
                    .set("depth", *depth)?
                    .set("algorithm", algorithm.name())?
                    .set("crash_cut", *crash_cut)?
                    .set("record", *record)?;
                w
            }
            ToWorker::Explain { id, fen, line } => {
                let w = Writer::tagged("type", "Explain")?;
                w.set("id", *id)?.set("fen", fen.as_str())?.strings("line", line)?;
                w
            }
            ToWorker::TeachCounts { id, subject, depth, crash_cut } => {
                let w = Writer::tagged("type", "TeachCounts")?;
                w.set("id", *id)?
                    .set("subject", subject_to_js(subject)?)?
                    .set("depth", *depth)?
                    .set("crash_cut", *crash_cut)?;
                w
            }
            ToWorker::TeachReach { id, fen, budget } => {
                let w = Writer::tagged("type", "TeachReach")?;
                w.set("id", *id)?.set("fen", fen.as_str())?.number("budget", *budget)?;
                w
            }
            ToWorker::LoadNetwork { url } => {
                let w = Writer::tagged("type", "LoadNetwork")?;
                w.set("url", url.as_str())?;
                w
            }
        };
        Ok(w.done())
    }

    /// Reads a message received through `postMessage`.
    ///
    /// # Errors
    /// When `value` is not a well-formed message of this direction.
    pub fn from_js(value: JsValue) -> Result<ToWorker> {
        let r = Reader::of(value, "the message")?;
        Ok(match r.string("type")?.as_str() {
            "Go" => ToWorker::Go {
                id: r.u32("id")?,
                fen: r.string("fen")?,
                moves: r.strings("moves")?,
                limits: limits_from(&r.object("limits")?)?,
            },
            "NewGame" => ToWorker::NewGame,
            "Teach" => ToWorker::Teach {
                id: r.u32("id")?,
                subject: subject_from(&r.object("subject")?)?,
                depth: r.u32("depth")?,
                algorithm: r.algorithm("algorithm")?,
                crash_cut: r.bool("crash_cut")?,
                record: r.u32("record")?,
            },
            "Explain" => ToWorker::Explain { id: r.u32("id")?, fen: r.string("fen")?, line: r.strings("line")? },
            "TeachCounts" => ToWorker::TeachCounts {
                id: r.u32("id")?,
                subject: subject_from(&r.object("subject")?)?,
                depth: r.u32("depth")?,
                crash_cut: r.bool("crash_cut")?,
            },
            "TeachReach" => ToWorker::TeachReach { id: r.u32("id")?, fen: r.string("fen")?, budget: r.u64("budget")? },
            "LoadNetwork" => ToWorker::LoadNetwork { url: r.string("url")? },
            other => return Err(error(format!("unknown message type {other}"))),
        })
    }
}

impl FromWorker {
    /// Converts to the plain JS object that travels through `postMessage`.
    ///
    /// # Errors
    /// When a field cannot be set (not seen in practice).
    pub fn to_js(&self) -> Result<JsValue> {
        let w = match self {
            FromWorker::Ready => Writer::tagged("type", "Ready")?,
            FromWorker::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => {
                let w = Writer::tagged("type", "Info")?;
                w.set("id", *id)?
                    .set("depth", *depth)?
                    .maybe("score_cp", *score_cp)?
                    .maybe("mate_in", *mate_in)?
                    .number("nodes", *nodes)?
                    .number("time_ms", *time_ms)?
                    .strings("pv", pv)?;
                w
            }
            FromWorker::BestMove { id, uci, san } => {
                let w = Writer::tagged("type", "BestMove")?;
                w.set("id", *id)?.maybe("uci", uci.as_deref())?.maybe("san", san.as_deref())?;
                w
            }
            FromWorker::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                let w = Writer::tagged("type", "TeachTree")?;
                let iterations = iterations.iter().map(iteration_to_js).collect::<Result<Array>>()?;
                w.set("id", *id)?
                    .set("algorithm", algorithm.name())?
                    .set("value", *value)?
                    .strings("pv", pv)?
                    .strings("pv_codes", pv_codes)?
                    .set("counts", counts_to_js(counts)?)?
                    .set("tree", tree.as_str())?
                    .set("iterations", iterations)?;
                w
            }
            FromWorker::Explanation { id, white_to_move, reports } => {
                let w = Writer::tagged("type", "Explanation")?;
                let list = reports.iter().map(report_to_js).collect::<Result<Array>>()?;
                w.set("id", *id)?.set("white_to_move", *white_to_move)?.set("reports", list)?;
                w
            }
            FromWorker::TeachCount { id, algorithm, value, counts } => {
                let w = Writer::tagged("type", "TeachCount")?;
                w.set("id", *id)?
                    .set("algorithm", algorithm.name())?
                    .set("value", *value)?
                    .set("counts", counts_to_js(counts)?)?;
                w
            }
            FromWorker::TeachReach { id, budget, reached } => {
                let w = Writer::tagged("type", "TeachReach")?;
                let list = reached.iter().map(reach_to_js).collect::<Result<Array>>()?;
                w.set("id", *id)?.number("budget", *budget)?.set("reached", list)?;
                w
            }
            FromWorker::Error { id, message } => {
                let w = Writer::tagged("type", "Error")?;
                w.maybe("id", *id)?.set("message", message.as_str())?;
                w
            }
            FromWorker::Network { loaded, hidden, detail } => {
                let w = Writer::tagged("type", "Network")?;
                w.set("loaded", *loaded)?.set("hidden", *hidden)?.set("detail", detail.as_str())?;
                w
            }
        };
        Ok(w.done())
    }

    /// Reads a message received through `postMessage`.
    ///
    /// # Errors
    /// When `value` is not a well-formed message of this direction.
    pub fn from_js(value: JsValue) -> Result<FromWorker> {
        let r = Reader::of(value, "the message")?;
        Ok(match r.string("type")?.as_str() {
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
            "TeachTree" => FromWorker::TeachTree {
                id: r.u32("id")?,
                algorithm: r.algorithm("algorithm")?,
                value: r.i32("value")?,
                pv: r.strings("pv")?,
                pv_codes: r.strings("pv_codes")?,
                counts: counts_from(&r.object("counts")?)?,
                tree: r.string("tree")?,
                iterations: list(&r, "iterations", iteration_from)?,
            },
            "Explanation" => FromWorker::Explanation {
                id: r.u32("id")?,
                white_to_move: r.bool("white_to_move")?,
                reports: r
                    .array("reports")?
                    .iter()
                    .map(|v| Reader::of(v, "a report").and_then(|r| report_from(&r)))
                    .collect::<Result<_>>()?,
            },
            "TeachCount" => FromWorker::TeachCount {
                id: r.u32("id")?,
                algorithm: r.algorithm("algorithm")?,
                value: r.i32("value")?,
                counts: counts_from(&r.object("counts")?)?,
            },
            "TeachReach" => FromWorker::TeachReach {
                id: r.u32("id")?,
                budget: r.u64("budget")?,
                reached: list(&r, "reached", reach_from)?,
            },
            "Error" => FromWorker::Error { id: r.opt_u32("id")?, message: r.string("message")? },
            "Network" => {
                FromWorker::Network { loaded: r.bool("loaded")?, hidden: r.u32("hidden")?, detail: r.string("detail")? }
            }
            other => return Err(error(format!("unknown message type {other}"))),
        })
    }
}

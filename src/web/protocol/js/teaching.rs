//! The teaching messages as plain JS objects: what the teaching view asks of its worker
//! (a recorded search, the counts, the depths within a budget, an evaluation explained) and
//! what it answers. The play page and its worker never write nor read these (see the parent
//! module), so they carry none of this.

use js_sys::{Array, Object};
use wasm_bindgen::{JsCast, JsValue};

use super::super::{EvalReport, FromWorker, Subject, ToWorker};
use super::{error, Reader, Result, Writer};
use crate::teach::Counts;

fn subject_to_js(subject: &Subject) -> Result<JsValue> {
    let (kind, key, text) = match subject {
        Subject::Chess { fen } => ("Chess", "fen", fen),
        Subject::TicTacToe { board } => ("TicTacToe", "board", board),
        Subject::Mouse { board } => ("Mouse", "board", board),
        Subject::Tree { text } => ("Tree", "text", text),
    };
    let w = Writer::tagged("kind", kind)?;
    w.set(key, text.as_str())?;
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

/// A direction's teaching half (its play half is [`PlayHalf`](super::PlayHalf)). Public in name
/// only, as the play half is.
pub trait TeachingHalf: Sized {
    /// The teaching messages; an error for the play ones.
    fn teaching_to_js(&self) -> Result<JsValue>;
    /// The teaching message of type `tag`.
    fn teaching_from(tag: &str, r: &Reader) -> Result<Self>;
}

impl TeachingHalf for ToWorker {
    fn teaching_to_js(&self) -> Result<JsValue> {
        let w = match self {
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
            ToWorker::Go { .. } | ToWorker::NewGame | ToWorker::LoadNetwork { .. } => {
                return Err(error("not a teaching request".to_string()))
            }
        };
        Ok(w.done())
    }

    fn teaching_from(tag: &str, r: &Reader) -> Result<ToWorker> {
        Ok(match tag {
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
            other => return Err(error(format!("unknown message type {other}"))),
        })
    }
}

impl TeachingHalf for FromWorker {
    fn teaching_to_js(&self) -> Result<JsValue> {
        let w = match self {
            FromWorker::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                let w = Writer::tagged("type", "TeachTree")?;
                w.set("id", *id)?
                    .set("algorithm", algorithm.name())?
                    .set("value", *value)?
                    .strings("pv", pv)?
                    .strings("pv_codes", pv_codes)?
                    .set("counts", counts_to_js(counts)?)?
                    .set("tree", tree.as_str())?
                    .set("iterations", iterations.as_str())?;
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
                w.set("id", *id)?.number("budget", *budget)?.set("reached", reached.as_str())?;
                w
            }
            FromWorker::Ready
            | FromWorker::Info { .. }
            | FromWorker::BestMove { .. }
            | FromWorker::Error { .. }
            | FromWorker::Network { .. } => return Err(error("not a teaching reply".to_string())),
        };
        Ok(w.done())
    }

    fn teaching_from(tag: &str, r: &Reader) -> Result<FromWorker> {
        Ok(match tag {
            "TeachTree" => FromWorker::TeachTree {
                id: r.u32("id")?,
                algorithm: r.algorithm("algorithm")?,
                value: r.i32("value")?,
                pv: r.strings("pv")?,
                pv_codes: r.strings("pv_codes")?,
                counts: counts_from(&r.object("counts")?)?,
                tree: r.string("tree")?,
                iterations: r.string("iterations")?,
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
            "TeachReach" => {
                FromWorker::TeachReach { id: r.u32("id")?, budget: r.u64("budget")?, reached: r.string("reached")? }
            }
            other => return Err(error(format!("unknown message type {other}"))),
        })
    }
}

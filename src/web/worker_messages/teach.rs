//! The teaching view's messages to its worker ([`TeachRequest`]) and the worker's answers
//! ([`TeachAnswer`]), with what a search looks at ([`Subject`]) and an evaluation explained
//! ([`EvalReport`]), and in the browser their JS objects (`js`).
//!
//! The teaching view (`web::teach`) and the teaching worker (`web::teach::worker`) speak them;
//! the play page and its worker have their own pair (`super::play`) and carry none of this.
//! A game against the computer in the teaching view is a recorded search of its [`Subject`]
//! too ([`TeachRequest::Teach`]), so the view never asks for the play worker's `Go`.

use super::answer::shared_answers;
use crate::engine::eval::Evaluator;
use crate::teach::{Algorithm, Convention, Counts};

/// What a teaching search looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    Chess {
        fen: String,
    },
    /// Nine cells, top row first: `x`, `o`, `-` (see `teach::tictactoe::Board::parse`).
    TicTacToe {
        board: String,
    },
    /// The mouse and the cats: eight rows, top row first, then the side to move (see
    /// `teach::mouse::MouseBoard::parse`).
    Mouse {
        board: String,
    },
    /// The course notes' format (see `teach::abstract_tree`).
    Tree {
        text: String,
    },
}

/// One evaluator's account of a position (see `engine::eval::breakdown`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalReport {
    /// [`Evaluator::Seed`] (the course's) or [`Evaluator::Full`] (the engine's); its name on
    /// the wire (`seed`, `full`).
    pub evaluator: Evaluator,
    /// The evaluation for the side to move, in centipawns.
    pub score: i32,
    /// The terms that count here: (index in `engine::eval::Term::ALL`, White's part, Black's).
    pub terms: Vec<(u8, i32, i32)>,
}

/// The teaching view → its worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeachRequest {
    /// Search `subject` with a teaching algorithm ([`Algorithm::Poda`], the engine's own
    /// search, for chess only) to `depth` plies, recording at most `record` nodes, alpha-beta
    /// as `convention` teaches it. Answered by one [`TeachAnswer::TeachTree`].
    Teach {
        id: u32,
        subject: Subject,
        depth: u32,
        algorithm: Algorithm,
        crash_cut: bool,
        record: u32,
        convention: Convention,
    },
    /// Count the nodes of every algorithm on `subject` at `depth`, without recording: one
    /// [`TeachAnswer::TeachCount`] per algorithm offered at that depth, the quickest first.
    TeachCounts { id: u32, subject: Subject, depth: u32, crash_cut: bool, convention: Convention },
    /// What each idea of the search buys on the chess position `fen`: how deep each rung of
    /// `teach::ladder` gets within `budget` nodes. Answered by one [`TeachAnswer::TeachLadder`].
    TeachLadder { id: u32, fen: String, budget: u64 },
    /// Explain the evaluation of the position reached from `fen` by `line` (UCI, `0000` for a
    /// null move), term by term, for the course's evaluator and the engine's. Answered by one
    /// [`TeachAnswer::Explanation`].
    Explain { id: u32, fen: String, line: Vec<String> },
}

/// The teaching worker → its view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeachAnswer {
    /// The worker's wasm is loaded; it reads messages from now on.
    Ready,
    /// A recorded teaching search. `value` is the root's value for the side to move there
    /// (centipawns in chess); `tree` is `teach::Tree::encode`'s text; `iterations`, for the
    /// engine's own search, every iteration of its iterative deepening as
    /// `teach::iterations::encode` writes them (empty for the others). Texts rather than
    /// objects: the view reads them a slice at a time, in tasks of its own.
    TeachTree {
        id: u32,
        algorithm: Algorithm,
        value: i32,
        pv: Vec<String>,
        pv_codes: Vec<String>,
        counts: Counts,
        tree: String,
        iterations: String,
    },
    /// The counts of one algorithm for a [`TeachRequest::TeachCounts`] request.
    TeachCount { id: u32, algorithm: Algorithm, value: i32, counts: Counts },
    /// The answer to [`TeachRequest::TeachLadder`]: each rung's depth, nodes and time within
    /// `budget`, as `teach::ladder::encode` writes them.
    TeachLadder { id: u32, budget: u64, rungs: String },
    /// The evaluation explained: one report per evaluator.
    Explanation { id: u32, white_to_move: bool, reports: Vec<EvalReport> },
    /// A request could not be served (bad FEN, an algorithm the subject does not have,
    /// unreadable message).
    Error { id: Option<u32>, message: String },
}

shared_answers!(TeachAnswer);

/// The teaching messages as plain JS objects (see `super::js`).
#[cfg(target_arch = "wasm32")]
mod js {
    use js_sys::Array;
    use wasm_bindgen::{JsCast, JsValue};

    use super::super::js::{error, error_to_js, read_answer, ready_to_js, unknown, JsMessage, Reader, Result, Writer};
    use super::{Counts, EvalReport, Subject, TeachAnswer, TeachRequest};

    fn subject_to_js(subject: &Subject) -> Result<JsValue> {
        let (kind, key, text) = match subject {
            Subject::Chess { fen } => ("Chess", "fen", fen),
            Subject::TicTacToe { board } => ("TicTacToe", "board", board),
            Subject::Mouse { board } => ("Mouse", "board", board),
            Subject::Tree { text } => ("Tree", "text", text),
        };
        Ok(Writer::new().set("kind", kind)?.set(key, text.as_str())?.done())
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
        let mut w = Writer::new();
        for (key, n) in COUNT_FIELDS.iter().zip(count_values(counts)) {
            w = w.number(key, n)?;
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
        let terms: Array = report
            .terms
            .iter()
            .map(|&(term, white, black)| Array::of3(&term.into(), &white.into(), &black.into()))
            .collect();
        Ok(Writer::new()
            .set("evaluator", report.evaluator.name())?
            .set("score", report.score)?
            .set("terms", terms)?
            .done())
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
        Ok(EvalReport { evaluator: r.evaluator("evaluator")?, score: r.i32("score")?, terms: read })
    }

    impl JsMessage for TeachRequest {
        fn to_js(&self) -> Result<JsValue> {
            let w = match self {
                TeachRequest::Teach { id, subject, depth, algorithm, crash_cut, record, convention } => {
                    Writer::message("Teach")?
                        .set("id", *id)?
                        .set("subject", subject_to_js(subject)?)?
                        .set("depth", *depth)?
                        .set("algorithm", algorithm.name())?
                        .set("crash_cut", *crash_cut)?
                        .set("record", *record)?
                        .set("values", convention.values.name())?
                        .set("cut", convention.cut.name())?
                }
                TeachRequest::TeachCounts { id, subject, depth, crash_cut, convention } => {
                    Writer::message("TeachCounts")?
                        .set("id", *id)?
                        .set("subject", subject_to_js(subject)?)?
                        .set("depth", *depth)?
                        .set("crash_cut", *crash_cut)?
                        .set("values", convention.values.name())?
                        .set("cut", convention.cut.name())?
                }
                TeachRequest::TeachLadder { id, fen, budget } => Writer::message("TeachLadder")?
                    .set("id", *id)?
                    .set("fen", fen.as_str())?
                    .number("budget", *budget)?,
                TeachRequest::Explain { id, fen, line } => {
                    Writer::message("Explain")?.set("id", *id)?.set("fen", fen.as_str())?.strings("line", line)?
                }
            };
            Ok(w.done())
        }

        fn from_js(value: JsValue) -> Result<TeachRequest> {
            let (tag, r) = Reader::message(value)?;
            Ok(match tag.as_str() {
                "Teach" => TeachRequest::Teach {
                    id: r.u32("id")?,
                    subject: subject_from(&r.object("subject")?)?,
                    depth: r.u32("depth")?,
                    algorithm: r.algorithm("algorithm")?,
                    crash_cut: r.bool("crash_cut")?,
                    record: r.u32("record")?,
                    convention: r.convention()?,
                },
                "TeachCounts" => TeachRequest::TeachCounts {
                    id: r.u32("id")?,
                    subject: subject_from(&r.object("subject")?)?,
                    depth: r.u32("depth")?,
                    crash_cut: r.bool("crash_cut")?,
                    convention: r.convention()?,
                },
                "TeachLadder" => {
                    TeachRequest::TeachLadder { id: r.u32("id")?, fen: r.string("fen")?, budget: r.u64("budget")? }
                }
                "Explain" => {
                    TeachRequest::Explain { id: r.u32("id")?, fen: r.string("fen")?, line: r.strings("line")? }
                }
                other => {
                    let reads = "the teaching worker reads Teach, TeachCounts, TeachLadder and Explain (games are the play worker's)";
                    return Err(unknown(other, reads));
                }
            })
        }
    }

    impl JsMessage for TeachAnswer {
        fn to_js(&self) -> Result<JsValue> {
            let w = match self {
                TeachAnswer::Ready => return ready_to_js(),
                TeachAnswer::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                    Writer::message("TeachTree")?
                        .set("id", *id)?
                        .set("algorithm", algorithm.name())?
                        .set("value", *value)?
                        .strings("pv", pv)?
                        .strings("pv_codes", pv_codes)?
                        .set("counts", counts_to_js(counts)?)?
                        .set("tree", tree.as_str())?
                        .set("iterations", iterations.as_str())?
                }
                TeachAnswer::TeachCount { id, algorithm, value, counts } => Writer::message("TeachCount")?
                    .set("id", *id)?
                    .set("algorithm", algorithm.name())?
                    .set("value", *value)?
                    .set("counts", counts_to_js(counts)?)?,
                TeachAnswer::TeachLadder { id, budget, rungs } => Writer::message("TeachLadder")?
                    .set("id", *id)?
                    .number("budget", *budget)?
                    .set("rungs", rungs.as_str())?,
                TeachAnswer::Explanation { id, white_to_move, reports } => {
                    let list = reports.iter().map(report_to_js).collect::<Result<Array>>()?;
                    Writer::message("Explanation")?
                        .set("id", *id)?
                        .set("white_to_move", *white_to_move)?
                        .set("reports", list)?
                }
                TeachAnswer::Error { id, message } => return error_to_js(*id, message),
            };
            Ok(w.done())
        }

        fn from_js(value: JsValue) -> Result<TeachAnswer> {
            read_answer(value, |tag, r| {
                Ok(match tag {
                    "TeachTree" => TeachAnswer::TeachTree {
                        id: r.u32("id")?,
                        algorithm: r.algorithm("algorithm")?,
                        value: r.i32("value")?,
                        pv: r.strings("pv")?,
                        pv_codes: r.strings("pv_codes")?,
                        counts: counts_from(&r.object("counts")?)?,
                        tree: r.string("tree")?,
                        iterations: r.string("iterations")?,
                    },
                    "TeachCount" => TeachAnswer::TeachCount {
                        id: r.u32("id")?,
                        algorithm: r.algorithm("algorithm")?,
                        value: r.i32("value")?,
                        counts: counts_from(&r.object("counts")?)?,
                    },
                    "TeachLadder" => TeachAnswer::TeachLadder {
                        id: r.u32("id")?,
                        budget: r.u64("budget")?,
                        rungs: r.string("rungs")?,
                    },
                    "Explanation" => TeachAnswer::Explanation {
                        id: r.u32("id")?,
                        white_to_move: r.bool("white_to_move")?,
                        reports: r
                            .array("reports")?
                            .iter()
                            .map(|v| Reader::of(v, "a report").and_then(|r| report_from(&r)))
                            .collect::<Result<_>>()?,
                    },
                    other => {
                        let answers =
                        "the teaching worker answers Ready, TeachTree, TeachCount, TeachLadder, Explanation and Error";
                        return Err(unknown(other, answers));
                    }
                })
            })
        }
    }
}

//! The teaching worker: reads [`TeachRequest`]s, answers with [`TeachAnswer`]s. It runs the
//! recorded searches of the teaching view ([`TeachRequest::Teach`]), counts every algorithm
//! ([`TeachRequest::TeachCounts`]), measures what each idea of the search buys within a node
//! budget ([`TeachRequest::TeachLadder`]) and explains evaluations ([`TeachRequest::Explain`]); it
//! does not play games (the play worker, `web::worker`, does).
//!
//! A worker of its own (the `teach_worker` binary, `./teach_worker_loader.js`), so the play page
//! never downloads the teaching searches, and a long count never delays a game's move. Like the
//! play worker, it is stopped by terminating it.

use crate::engine::eval::Evaluator;
use crate::rules::Position;
use crate::teach::iterations::Iteration;
use crate::teach::{self, Algorithm};
use crate::web::worker_messages::{EvalReport, Subject, TeachAnswer, TeachRequest};

use super::options::TeachMode;

#[cfg(target_arch = "wasm32")]
/// Entry point of the teaching worker binary.
pub fn start() {
    crate::web::worker::serve(handle);
}

/// Answers one request through `post`.
pub fn handle(message: TeachRequest, post: &mut dyn FnMut(TeachAnswer)) {
    match message {
        TeachRequest::Teach { id, subject, depth, algorithm, crash_cut, record, convention } => {
            let options = teach::SearchOptions { depth, algorithm, crash_cut, record: record as usize, convention };
            match teach_search(&subject, &options) {
                Ok((out, iterations)) => post(TeachAnswer::TeachTree {
                    id,
                    algorithm,
                    value: out.value,
                    pv: out.pv,
                    pv_codes: out.pv_codes,
                    counts: out.counts,
                    tree: out.tree.map(|t| t.encode()).unwrap_or_default(),
                    iterations: teach::iterations::encode(&iterations),
                }),
                Err(message) => post(TeachAnswer::Error { id: Some(id), message }),
            }
        }
        TeachRequest::TeachCounts { id, subject, depth, crash_cut, convention } => {
            // The algorithms offered at this depth, the quickest first (the mode lists them
            // from the slowest), so the table fills while minimax still counts.
            for algorithm in TeachMode::of_subject(&subject).counted(depth).into_iter().rev() {
                let options = teach::SearchOptions { depth, algorithm, crash_cut, record: 0, convention };
                match teach_search(&subject, &options) {
                    Ok((out, _)) => {
                        post(TeachAnswer::TeachCount { id, algorithm, value: out.value, counts: out.counts })
                    }
                    Err(message) => {
                        post(TeachAnswer::Error { id: Some(id), message });
                        return;
                    }
                }
            }
        }
        TeachRequest::TeachLadder { id, fen, budget } => match Position::from_fen(&fen) {
            Ok(pos) => {
                // The page has no network in this worker: the ladder stops before its last rung.
                let rungs = teach::ladder::encode(&teach::ladder::climb(&pos, budget, None, &now_ms));
                post(TeachAnswer::TeachLadder { id, budget, rungs })
            }
            Err(err) => post(TeachAnswer::Error { id: Some(id), message: format!("bad FEN {fen:?}: {err}") }),
        },
        TeachRequest::Explain { id, fen, line } => match explain(&fen, &line) {
            Ok((white_to_move, reports)) => post(TeachAnswer::Explanation { id, white_to_move, reports }),
            Err(message) => post(TeachAnswer::Error { id: Some(id), message }),
        },
    }
}

/// Runs one teaching search. The textbook algorithms evaluate chess with the course's
/// evaluator (material 1/3/3/5/10, king protection, king attack); [`Algorithm::Poda`] is the
/// engine's own search with its full evaluation, for chess only, told with its iterations;
/// [`Algorithm::MinimaxTable`] is for tic-tac-toe only.
fn teach_search(
    subject: &Subject,
    options: &teach::SearchOptions,
) -> Result<(teach::SearchRecord, Vec<Iteration>), String> {
    let teach::SearchOptions { depth, algorithm, record, .. } = *options;
    let textbook = |out| Ok((out, Vec::new()));
    match subject {
        Subject::TicTacToe { .. } | Subject::Mouse { .. } | Subject::Tree { .. } if algorithm == Algorithm::Poda => {
            Err(format!("the algorithm {} searches chess only", algorithm.name()))
        }
        Subject::Chess { .. } | Subject::Mouse { .. } | Subject::Tree { .. }
            if algorithm == Algorithm::MinimaxTable =>
        {
            Err(format!("the algorithm {} searches tic-tac-toe only", algorithm.name()))
        }
        Subject::Chess { fen } => {
            let pos = Position::from_fen(fen).map_err(|err| format!("bad FEN {fen:?}: {err}"))?;
            match algorithm {
                Algorithm::Poda => {
                    Ok(teach::engine_search::search_with_iterations(&pos, depth, record, Evaluator::Full))
                }
                _ => textbook(teach::search(&teach::chess::Chess::new(pos, Evaluator::Seed), options)),
            }
        }
        Subject::TicTacToe { board } => {
            let board = teach::tictactoe::Board::parse(board).map_err(|err| err.to_string())?;
            textbook(teach::search(&board, options))
        }
        Subject::Mouse { board } => {
            let board = teach::mouse::MouseBoard::parse(board).map_err(|err| err.to_string())?;
            textbook(teach::search(&board, options))
        }
        Subject::Tree { text } => {
            let tree = teach::abstract_tree::AbstractTree::parse(text).map_err(|err| err.to_string())?;
            textbook(teach::search(&tree.root(), options))
        }
    }
}

/// The evaluation of the position after `line`, term by term, by the course's evaluator and
/// by the engine's.
fn explain(fen: &str, line: &[String]) -> Result<(bool, Vec<EvalReport>), String> {
    let mut pos = Position::from_fen(fen).map_err(|err| format!("bad FEN {fen:?}: {err}"))?;
    for code in line {
        if code == "0000" {
            pos.play_null();
        } else {
            let m = pos.parse_uci(code).map_err(|err| format!("bad move {code:?}: {err}"))?;
            pos.play_unchecked(m);
        }
    }
    let reports = [Evaluator::Seed, Evaluator::Full]
        .into_iter()
        .map(|evaluator| {
            let b = crate::engine::eval::breakdown(&pos, evaluator);
            let terms = b
                .terms
                .iter()
                .map(|t| {
                    let (white, black) = t.blended(b.phase);
                    (t.term as u8, white, black)
                })
                .filter(|&(_, white, black)| white != 0 || black != 0)
                .collect();
            EvalReport { evaluator, score: b.score, terms }
        })
        .collect();
    Ok((pos.turn() == crate::rules::Color::White, reports))
}

/// The time in milliseconds, for the ladder's rungs: the worker's clock in the browser.
#[cfg(target_arch = "wasm32")]
fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The time in milliseconds, for the ladder's rungs, natively (the worker's tests).
#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

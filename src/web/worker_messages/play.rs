//! The play page's messages to its search worker ([`PlayRequest`]) and the worker's answers
//! ([`PlayAnswer`]), with the limits of a search ([`GoLimits`]), and in the browser their JS
//! objects (`js`).
//!
//! The play page, the game review (`web::analysis::review`) and the play worker
//! (`web::worker`) speak them; the teaching view has its own pair (`super::teach`) and never
//! sends these: its games against the computer are recorded searches.

use super::answer::shared_answers;

/// How much the worker may search. Unset fields do not limit; with none set the search
/// runs until the page stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GoLimits {
    /// Iterative deepening stops after this depth (plies).
    pub depth: Option<u32>,
    /// Node budget; the search returns its best move so far once it is spent.
    pub nodes: Option<u64>,
    /// How long it may think (the level's cap still applies).
    pub time: ThinkingTime,
    /// Playing level, 1 (weakest) to 10 (full strength, the default).
    pub level: Option<u8>,
    /// Answer from the opening book (without searching) while the game is in it.
    pub book: bool,
}

/// How long the worker may think.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThinkingTime {
    /// No time limit: the depth, the nodes or the page's Stop end the search.
    #[default]
    Free,
    /// This many milliseconds.
    Fixed(u64),
    /// A game on the clock: the time management decides, from both clocks.
    Clock(ClockLimits),
}

/// The clocks of a timed game, in milliseconds: the time White and Black have left and
/// their increments per move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockLimits {
    pub wtime: u64,
    pub btime: u64,
    pub winc: u64,
    pub binc: u64,
}

/// The play page → its worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayRequest {
    /// Search the position reached from `fen` by playing `moves` (UCI text).
    /// `id` is echoed in every answer so stale answers can be told apart.
    Go { id: u32, fen: String, moves: Vec<String>, limits: GoLimits },
    /// Forget everything learnt from earlier positions.
    NewGame,
    /// Fetch the network at `url` (relative to the worker's script) and evaluate with it at
    /// the levels that use one. Answered by one [`PlayAnswer::Network`] when it has arrived or
    /// failed; the hand-crafted evaluation plays meanwhile (and for good, if it failed).
    LoadNetwork { url: String },
}

/// The play worker → its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayAnswer {
    /// The worker's wasm is loaded; it reads messages from now on.
    Ready,
    /// Progress after each completed depth. The score is from the side to move's point of
    /// view: centipawns, or moves to mate (negative: the side to move is mated).
    Info { id: u32, depth: u32, score_cp: Option<i32>, mate_in: Option<i32>, nodes: u64, time_ms: u64, pv: Vec<String> },
    /// The search is over. `uci` is `None` when the side to move has no legal move.
    BestMove { id: u32, uci: Option<String>, san: Option<String> },
    /// The answer to [`PlayRequest::LoadNetwork`]: `hidden` neurons per perspective when the
    /// network is in use, or why it is not.
    Network { loaded: bool, hidden: u32, detail: String },
    /// A request could not be served (bad FEN, illegal move in `moves`, unreadable message).
    Error { id: Option<u32>, message: String },
}

shared_answers!(PlayAnswer);

/// The play messages as plain JS objects (see `super::js`).
#[cfg(target_arch = "wasm32")]
mod js {
    use wasm_bindgen::JsValue;

    use super::super::js::{error_to_js, read_answer, ready_to_js, unknown, JsMessage, Reader, Result, Writer};
    use super::{ClockLimits, GoLimits, PlayAnswer, PlayRequest, ThinkingTime};

    fn limits_to_js(limits: &GoLimits) -> Result<JsValue> {
        let mut w = Writer::new()
            .maybe("depth", limits.depth)?
            .maybe("nodes", limits.nodes.map(|n| n as f64))?
            .maybe("level", limits.level)?
            .set("book", limits.book)?;
        if let ThinkingTime::Fixed(ms) = limits.time {
            w = w.set("movetime_ms", ms as f64)?;
        }
        if let ThinkingTime::Clock(c) = limits.time {
            let mut clock = Writer::new();
            let times = [("wtime", c.wtime), ("btime", c.btime), ("winc", c.winc), ("binc", c.binc)];
            for (key, ms) in times {
                clock = clock.number(key, ms)?;
            }
            w = w.set("clock", clock.done())?;
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

    impl JsMessage for PlayRequest {
        fn to_js(&self) -> Result<JsValue> {
            let w = match self {
                PlayRequest::Go { id, fen, moves, limits } => Writer::message("Go")?
                    .set("id", *id)?
                    .set("fen", fen.as_str())?
                    .strings("moves", moves)?
                    .set("limits", limits_to_js(limits)?)?,
                PlayRequest::NewGame => Writer::message("NewGame")?,
                PlayRequest::LoadNetwork { url } => Writer::message("LoadNetwork")?.set("url", url.as_str())?,
            };
            Ok(w.done())
        }

        fn from_js(value: JsValue) -> Result<PlayRequest> {
            let (tag, r) = Reader::message(value)?;
            Ok(match tag.as_str() {
                "Go" => PlayRequest::Go {
                    id: r.u32("id")?,
                    fen: r.string("fen")?,
                    moves: r.strings("moves")?,
                    limits: limits_from(&r.object("limits")?)?,
                },
                "NewGame" => PlayRequest::NewGame,
                "LoadNetwork" => PlayRequest::LoadNetwork { url: r.string("url")? },
                other => {
                    let reads = "the play worker reads Go, NewGame and LoadNetwork (the teaching requests are the teaching worker's)";
                    return Err(unknown(other, reads));
                }
            })
        }
    }

    impl JsMessage for PlayAnswer {
        fn to_js(&self) -> Result<JsValue> {
            let w = match self {
                PlayAnswer::Ready => return ready_to_js(),
                PlayAnswer::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => Writer::message("Info")?
                    .set("id", *id)?
                    .set("depth", *depth)?
                    .maybe("score_cp", *score_cp)?
                    .maybe("mate_in", *mate_in)?
                    .number("nodes", *nodes)?
                    .number("time_ms", *time_ms)?
                    .strings("pv", pv)?,
                PlayAnswer::BestMove { id, uci, san } => Writer::message("BestMove")?
                    .set("id", *id)?
                    .maybe("uci", uci.as_deref())?
                    .maybe("san", san.as_deref())?,
                PlayAnswer::Network { loaded, hidden, detail } => Writer::message("Network")?
                    .set("loaded", *loaded)?
                    .set("hidden", *hidden)?
                    .set("detail", detail.as_str())?,
                PlayAnswer::Error { id, message } => return error_to_js(*id, message),
            };
            Ok(w.done())
        }

        fn from_js(value: JsValue) -> Result<PlayAnswer> {
            read_answer(value, |tag, r| {
                Ok(match tag {
                    "Info" => PlayAnswer::Info {
                        id: r.u32("id")?,
                        depth: r.u32("depth")?,
                        score_cp: r.opt_i32("score_cp")?,
                        mate_in: r.opt_i32("mate_in")?,
                        nodes: r.u64("nodes")?,
                        time_ms: r.u64("time_ms")?,
                        pv: r.strings("pv")?,
                    },
                    "BestMove" => {
                        PlayAnswer::BestMove { id: r.u32("id")?, uci: r.opt_string("uci")?, san: r.opt_string("san")? }
                    }
                    "Network" => PlayAnswer::Network {
                        loaded: r.bool("loaded")?,
                        hidden: r.u32("hidden")?,
                        detail: r.string("detail")?,
                    },
                    other => {
                        return Err(unknown(other, "the play worker answers Ready, Info, BestMove, Network and Error"))
                    }
                })
            })
        }
    }
}

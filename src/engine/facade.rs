//! The engine facade, [`Engine`]: what lives across searches (transposition table, histories,
//! the book, the network, the options and the level) and one search at a time with
//! [`Engine::go`].

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::book;
use super::levels::{self, Level};
use super::limits::Limits;
use super::nnue::Network;
use super::report::{FrozenClock, Info, NoReporter, Reporter, TimeSource};
use super::score::Score;
use super::search::{self, SearchParams, SearchResult, Searcher};
use super::trace::{NoTrace, Tracer};
use super::tt::TranspositionTable;
use crate::rng::{Random, XorShift64};
use crate::rules::Position;

/// The engine facade: state kept between searches and the options that shape them. `T`
/// watches every node of its searches ([`trace`]); a plain engine's [`NoTrace`] costs nothing.
pub struct Engine<T: Tracer = NoTrace> {
    tt: TranspositionTable,
    history: Box<search::Histories>,
    pub params: SearchParams,
    pub level: Level,
    /// Play from the built-in opening book while the game is in it.
    pub use_book: bool,
    book: Option<book::Book>,
    rng: XorShift64,
    /// The network the strongest levels evaluate with ([`Level::uses_net`]).
    net: Option<Arc<Network>>,
    /// How many lines each depth reports (UCI's MultiPV): the best root moves, each with its
    /// score and principal variation. The move played is the first line's, or a weaker
    /// level's choice among the lines.
    pub multi_pv: usize,
    /// Sees every node the search visits, the same search whatever it is.
    pub tracer: T,
}

impl Engine {
    /// An engine with a transposition table of `hash_mb` MiB, at full strength.
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mb),
            history: search::Histories::new(),
            params: SearchParams::default(),
            level: Level::full_strength(),
            use_book: false,
            book: None,
            rng: XorShift64::new(0x9E37_79B9_7F4A_7C15),
            net: None,
            multi_pv: 1,
            tracer: NoTrace,
        }
    }

    /// This engine reporting every node of its searches to `tracer` (see [`trace`]).
    pub fn traced<T: Tracer>(self, tracer: T) -> Engine<T> {
        let Engine { tt, history, params, level, use_book, book, rng, net, multi_pv, tracer: NoTrace } = self;
        Engine { tt, history, params, level, use_book, book, rng, net, multi_pv, tracer }
    }
}

impl<T: Tracer> Engine<T> {
    /// Evaluates with `net` at the levels that use one (`None`: the hand-crafted evaluation
    /// everywhere). The table is cleared: its stored evaluations came from the other evaluator.
    pub fn set_network(&mut self, net: Option<Arc<Network>>) {
        self.net = net;
        self.tt.clear();
    }

    pub fn network(&self) -> Option<&Arc<Network>> {
        self.net.as_ref()
    }

    pub fn set_hash_mb(&mut self, mb: usize) {
        self.tt.resize(mb);
    }

    /// Seeds the randomness used for opening variety and weaker levels' choices.
    pub fn seed(&mut self, seed: u64) {
        self.rng = XorShift64::new(seed | 1);
    }

    /// Forgets everything learned from earlier searches.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history = search::Histories::new();
    }

    /// Searches `nodes` nodes from the start position at full strength and forgets them: the
    /// table, the histories, the randomness and the options are as they were, so every later
    /// answer is the same as without it. A browser compiles the search's hot code meanwhile.
    pub fn warm_up(&mut self, nodes: u64) {
        let level = std::mem::replace(&mut self.level, Level::full_strength());
        let (use_book, rng) = (std::mem::replace(&mut self.use_book, false), self.rng);
        let limits = Limits { nodes: Some(nodes), ..Limits::default() };
        self.go(&Position::startpos(), &[], &limits, &mut NoReporter, &FrozenClock, &AtomicBool::new(false));
        self.new_game();
        (self.level, self.use_book, self.rng) = (level, use_book, rng);
    }

    /// Searches `pos`, whose game so far produced the positions hashed in `history` (oldest
    /// first, not including `pos`), within `limits` and the current level. `reporter` hears the
    /// first [`multi_pv`](Self::multi_pv) lines of each depth.
    pub fn go(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        reporter: &mut dyn Reporter,
        clock: &dyn TimeSource,
        stop: &AtomicBool,
    ) -> SearchResult {
        if self.use_book {
            let book = self.book.get_or_insert_with(book::Book::new);
            if let Some(m) = book.pick(pos, self.rng.next_u64()) {
                return SearchResult {
                    best_move: m,
                    ponder: None,
                    score: Score::Cp(0),
                    depth: 0,
                    nodes: 0,
                    pv: vec![m],
                    lines: Vec::new(),
                };
            }
        }
        let mut hashes = history.to_vec();
        hashes.push(pos.hash());
        let limits = self.level.restrict(limits, pos);
        // A basic mate is played straight: every move seen, none chosen within a margin.
        let basic_mate = levels::lone_king(pos).is_some();
        let seen = if basic_mate { Vec::new() } else { self.level.field_of_view(pos, &mut self.rng) };
        let blind_spots = if basic_mate { None } else { self.level.blind_spots(pos, &mut self.rng) };
        let params = self.level.search_params(&self.params);
        let shown = self.multi_pv.max(1);
        let mut shown_lines = |info: &Info| {
            if info.multipv as usize <= shown {
                reporter.info(info);
            }
        };
        let tracer = &mut self.tracer;
        let mut searcher =
            Searcher::new(&mut self.tt, &mut self.history, &params, clock, stop, &mut shown_lines, &hashes, tracer);
        searcher.evaluate = self.level.evaluator_for(pos);
        searcher.set_network(if self.level.uses_net { self.net.as_deref() } else { None });
        searcher.multi_pv = shown.max(self.level.lines());
        searcher.root_moves = seen;
        searcher.blind_spots = blind_spots;
        let result = searcher.iterative_deepening(pos, &limits);
        if basic_mate {
            return result;
        }
        match self.level.choose(&result.lines, &mut self.rng).cloned() {
            Some(line) => result.with_line(&line),
            None => result,
        }
    }
}

//! What the play page's address asks, read once: the shell's [`PageParams`] (side, orientation,
//! `interactive`, `parent` …), a position or a game (`?fen=`, `?pgn=`), a time control
//! (`?clock=`), and how the computer searches (`?depth=`, `?movetime=`, `?level=`, `?book=`,
//! `?net=`). A bad value becomes a typed [`Notice`] (its words are `i18n`'s) and the default is
//! used. No browser in it: [`PlayOptions::read`] is handed a lookup by name, and
//! [`PlayOptions::first_game`] the saved game, so both are tested natively.

use crate::engine::Level;
use crate::rules::PieceLetters;
use crate::web::board::clock::{Clock, TimeControl};
use crate::web::board::state::BoardState;
use crate::web::i18n::Notice;
use crate::web::saved::{ResumedGame, SavedError};
use crate::web::shell::page_params::{flag, BadParam, PageParams};
use crate::web::worker_messages::{GoLimits, ThinkingTime};

/// The computer's thinking time per move unless `?movetime=` (ms) or `?depth=` say otherwise.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;
/// The level of a first game: Beginner, the seed texts' beginner level.
pub const DEFAULT_LEVEL: u8 = 7;
/// The deepest `?depth=`.
pub const MAX_DEPTH: u32 = 100;

/// The network file: whether the strongest levels evaluate with it, and whether it was asked
/// of the worker (after the engine's first answer, so the page before the first move stays
/// light; asked again of every replacement worker).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NetState {
    /// Evaluation by hand only (`?net=0`, or the default while the network is the weaker).
    Off,
    NotAsked,
    Asked,
    Loaded,
}

/// The game the address names.
#[derive(Clone, Debug)]
pub enum AddressGame {
    /// Neither `?fen=` nor `?pgn=`: the saved game, if any.
    None,
    /// A position or a game that could be read.
    Given(Box<BoardState>),
    /// One that could not (its notice is said): the usual start, not the saved game.
    Unreadable,
}

/// What the play page's address asks of it.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// What the address asks of every page.
    pub page: PageParams,
    pub game: AddressGame,
    /// `?clock=minutes+seconds`: a timed game.
    pub clock: Option<TimeControl>,
    /// `?depth=N`: a fixed depth, no time limit.
    pub depth: Option<u32>,
    /// `?movetime=MS`: thinks that long.
    pub movetime: Option<u64>,
    /// `?level=N` (1 to `Level::MAX`).
    pub level: Option<u8>,
    /// `?book=0`: the computer searches from the first move.
    pub book: bool,
    /// `?net=1` / `?net=0`: the strongest levels evaluate with the network or by hand (`None`:
    /// as `engine::nnue::ON_BY_DEFAULT` says).
    pub net: Option<bool>,
}

/// The game the page starts with, and what it learnt on the way.
#[derive(Clone, Debug)]
pub struct FirstGame {
    pub game: BoardState,
    /// The game's start position, as New game offers it again.
    pub initial: BoardState,
    /// The level saved with the game.
    pub level: Option<u8>,
    /// A saved game, or its level, that could not be read.
    pub notice: Option<Notice>,
}

/// The shell's parameters that could not be read, as the notice box says them.
pub fn page_notices(bad: Vec<BadParam>) -> impl Iterator<Item = Notice> {
    bad.into_iter().map(|BadParam { name, text, expected }| match name {
        "mode" => Notice::BadMode { text },
        _ => Notice::BadParam { name, text, expected },
    })
}

impl PlayOptions {
    /// Reads the play page's options through `get`, beside the shell's `page`; a game in
    /// `?pgn=` is read with `letters` (the language's piece letters besides the English ones).
    /// The notices come in the order the address is read.
    pub fn read(
        page: PageParams,
        get: impl Fn(&str) -> Option<String>,
        letters: PieceLetters,
    ) -> (PlayOptions, Vec<Notice>) {
        let mut notices = Vec::new();
        // A position or a game in the address wins over the saved game.
        let game = match (get("fen"), get("pgn")) {
            (Some(fen), _) => Some(BoardState::from_fen(&fen).map_err(Notice::BadFen)),
            (None, Some(pgn)) => Some(BoardState::from_pgn(&pgn, letters).map_err(Notice::BadPgn)),
            (None, None) => None,
        };
        let game = match game {
            None => AddressGame::None,
            Some(Ok(game)) => AddressGame::Given(Box::new(game)),
            Some(Err(notice)) => {
                notices.push(notice);
                AddressGame::Unreadable
            }
        };
        let mut options = PlayOptions {
            page,
            game,
            clock: None,
            depth: None,
            movetime: None,
            level: None,
            book: get("book").and_then(|text| flag(&text)) != Some(false),
            net: None,
        };
        if let Some(text) = get("clock") {
            match TimeControl::parse(&text) {
                Some(control) => options.clock = Some(control),
                None => notices.push(Notice::BadClock { text }),
            }
        }
        if let Some(text) = get("depth") {
            match text.parse::<u32>() {
                Ok(d) if (1..=MAX_DEPTH).contains(&d) => options.depth = Some(d),
                _ => notices.push(Notice::BadDepth { text, max: MAX_DEPTH }),
            }
        }
        if let Some(text) = get("net") {
            match flag(&text) {
                Some(on) => options.net = Some(on),
                None => notices.push(Notice::BadParam { name: "net", text, expected: "1 or 0" }),
            }
        }
        if let Some(text) = get("level") {
            match text.parse::<u8>().ok().and_then(Level::new) {
                Some(level) => options.level = Some(level.number),
                None => notices.push(Notice::BadLevel { text, max: Level::MAX }),
            }
        }
        if let Some(text) = get("movetime") {
            match text.parse::<u64>() {
                Ok(ms) if ms >= 1 => options.movetime = Some(ms),
                _ => notices.push(Notice::BadMovetime { text }),
            }
        }
        (options, notices)
    }

    /// The game the page starts with: the address's, else (unless `framed`: a board inside
    /// another page keeps no game of its own) the saved one that `saved` loads, else the usual
    /// start. At another time control than the address's, a saved game gives way to a new one
    /// from its start position, its sides kept; the address's sides and orientation apply last.
    pub fn first_game(
        &self,
        framed: bool,
        saved: impl FnOnce() -> Option<Result<ResumedGame, SavedError>>,
    ) -> FirstGame {
        let (mut level, mut notice, mut from_storage) = (None, None, false);
        let mut game = match &self.game {
            AddressGame::Given(game) => (**game).clone(),
            AddressGame::Unreadable => BoardState::startpos(),
            AddressGame::None if framed => BoardState::startpos(),
            AddressGame::None => match saved() {
                Some(Ok(resumed)) => {
                    level = resumed.level;
                    from_storage = true;
                    // Saved by a Poda with other levels (and no `?level=` here): said, not guessed.
                    if let (Some(ladder), None) = (resumed.unread_ladder, self.level) {
                        notice = Some(Notice::SavedLevelUnread { ladder, level: DEFAULT_LEVEL });
                    }
                    resumed.game
                }
                Some(Err(err)) => {
                    notice = Some(Notice::GameDropped(err));
                    BoardState::startpos()
                }
                None => BoardState::startpos(),
            },
        };
        let initial = BoardState::from_fen(game.start_fen()).unwrap_or_else(|_| BoardState::startpos());
        // A reload resumes the saved game at its time control; another one starts afresh.
        if let Some(control) = self.clock.filter(|&c| game.clock().map(Clock::control) != Some(c)) {
            if from_storage {
                let mut fresh = initial.clone();
                fresh.set_engine_side(game.engine_side());
                fresh.orientation = game.orientation;
                game = fresh;
            }
            game.set_clock(Some(Clock::new(control)));
        }
        super::page_options::apply_params(&self.page, &mut game);
        FirstGame { game, initial, level, notice }
    }

    /// The computer's limits: the address's depth or thinking time, its book, and its level,
    /// else the level `saved` with the game, else a newcomer's.
    pub fn limits(&self, saved: Option<u8>) -> GoLimits {
        let mut limits = match self.depth {
            Some(depth) => GoLimits { depth: Some(depth), ..GoLimits::default() },
            None => GoLimits { time: ThinkingTime::Fixed(DEFAULT_MOVETIME_MS), ..GoLimits::default() },
        };
        if let Some(ms) = self.movetime {
            limits.time = ThinkingTime::Fixed(ms);
        }
        limits.book = self.book;
        // A first game is not against full strength, until another level is chosen.
        limits.level = Some(self.level.or(saved).unwrap_or(DEFAULT_LEVEL));
        limits
    }

    /// Whether the network is to be asked for.
    pub fn net_state(&self) -> NetState {
        match self.net.unwrap_or(crate::engine::nnue::ON_BY_DEFAULT) {
            true => NetState::NotAsked,
            false => NetState::Off,
        }
    }
}

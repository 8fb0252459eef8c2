//! The key list of this module's texts and the values its sentences take: what every
//! language file fills in (one `const` each), apart from the dispatch that picks one.

use crate::rules::notation::PieceLetters;
use crate::rules::pgn::PgnError;
use crate::rules::{self, FenError, SanError};
use crate::web::saved::SavedError;

texts! {
    /// Everything more than one page says, in a language.
    pub struct SharedTexts {
        fixed {
            title "title",
            tagline "tagline",
            /// The label of the language switch.
            language "language",
            board "board",
            stop "stop",
            /// The label of the colour theme switch.
            theme "theme",
            theme_system "theme-system",
            theme_light "theme-light",
            theme_dark "theme-dark",
            copied,
            engine_not_started,
            engine_gave_up,
            modes_label "modes",
            mode_play "mode-play",
            /// The one entry to the teaching tools, beside Play.
            mode_learn "mode-learn",
            mode_teach "mode-teach",
            mode_tree "mode-tree",
            mode_practice "mode-practice",
            mode_puzzles "mode-puzzles",
            mode_tic_tac_toe "mode-tictactoe",
            mode_mouse "mode-mouse",
            move_empty,
        }
        sentences {
            /// King, queen, rook, bishop, knight.
            piece_letters: PieceLetters,
            /// A message in the notice box.
            notice: fn(&Notice) -> String,
            /// A URL parameter that could not be used: its name, the bad value and what is expected.
            bad_param: fn(&str, &str, &str) -> String,
            /// Why a FEN was refused. The English is the rules' own wording (`FenError`'s `Display`).
            fen_error: fn(&FenError) -> String,
            /// Why a SAN move was refused, as a sentence.
            san_error: fn(&SanError) -> String,
            /// Why a pasted or linked PGN could not be read: where (game, line) and what.
            pgn_error: fn(&PgnError) -> String,
            /// Why a stored game or stored preferences could not be used.
            saved_error: fn(&SavedError) -> String,
            /// Why a `poda:*` request cannot be served (the `poda:error` answer's message).
            api_error: fn(&ApiError) -> String,
        }
    }
}

/// A message in the notice box: a page option that could not be used, or an engine failure.
#[derive(Clone, PartialEq, Debug)]
pub enum Notice {
    /// `?fen=` is not a valid position.
    BadFen(FenError),
    /// `?depth=` is not a number from 1 to `max`.
    BadDepth {
        text: String,
        max: u32,
    },
    /// `?level=` is not a level number.
    BadLevel {
        text: String,
        max: u8,
    },
    /// `?movetime=` is not a positive number of milliseconds.
    BadMovetime {
        text: String,
    },
    /// `?clock=` is not minutes+seconds.
    BadClock {
        text: String,
    },
    /// `?mode=` is not one of the page's modes.
    BadMode {
        text: String,
    },
    /// `?lang=` is not a language of the page.
    BadLang {
        text: String,
    },
    /// A worker message that could not be read (the detail is not translated).
    EngineUnreadable {
        detail: String,
    },
    /// `postMessage` failed (the detail is not translated).
    EngineUnreachable {
        detail: String,
    },
    EngineNotStarted,
    /// Several starts in a row failed.
    EngineGaveUp,
    /// The worker's best move is not legal here.
    EngineIllegalMove {
        uci: String,
    },
    /// The worker's own error message (in English).
    EngineError {
        message: String,
    },
    /// `?pgn=` is not a game that can be read.
    BadPgn(rules::pgn::PgnError),
    /// An embedding parameter (`side`, `orientation`, `controls`, `interactive`, `parent`)
    /// with a value it cannot take; `expected` lists the values it can.
    BadParam {
        name: &'static str,
        text: String,
        expected: &'static str,
    },
    /// The saved game was dropped; a new game starts.
    GameDropped(SavedError),
    /// The saved game came from a Poda with `ladder` levels, which this one does not know: the
    /// game goes on at `level`.
    SavedLevelUnread {
        ladder: u8,
        level: u8,
    },
    /// The saved preferences were dropped; the defaults apply.
    PrefsDropped(SavedError),
    /// The saved puzzles were dropped; the book starts empty.
    PuzzlesDropped(SavedError),
}

/// Why a `poda:*` request from the page around this one cannot be served: kept as what went
/// wrong and worded in the page's language when the `poda:error` answer is sent.
#[derive(Clone, PartialEq, Debug)]
pub enum ApiError {
    /// A field that must be a string.
    NotText {
        key: &'static str,
    },
    /// A field that must be a whole number from `low` to `high`.
    NotNumber {
        key: &'static str,
        low: u32,
        high: u32,
    },
    /// `side` or `orientation`: white or black.
    NotColor {
        key: &'static str,
    },
    /// `lang`: one of the page's languages.
    BadLang,
    /// `mode`: one of `expected`.
    BadMode {
        expected: &'static str,
    },
    /// `algorithm`: one of `expected` (the names, the last after "or").
    BadAlgorithm {
        expected: Vec<&'static str>,
    },
    /// `poda:set-position` with neither `fen` nor `pgn`.
    NeedsFenOrPgn,
    /// `poda:play` without `move`.
    NeedsMove,
    /// A `poda:` type that is no request.
    UnknownType(String),
    /// A game request (`poda:play`, `poda:engine-move`, `poda:undo`) outside the play mode.
    PlayModeOnly,
    /// `algorithm` asked of the play mode.
    AlgorithmInPlay,
    /// `poda:set-position` on the practice page, whose tree comes from the address.
    PracticeHasNoPosition,
    GameOver,
    /// The computer is already thinking.
    Thinking,
    NothingToTakeBack,
    BadFen(FenError),
    BadPgn(PgnError),
    /// A move that is neither UCI nor SAN for the position.
    BadMove(SanError),
    /// The page is closing, or busy: ask again.
    Closing,
    Busy,
    /// The page's address could not be read, or the page opened again.
    AddressUnreadable,
    NotReopened,
}

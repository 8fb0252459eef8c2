//! What every page says, in English (see `mod.rs`). Where a sentence is an error's own
//! `Display` text (the rules' `FenError`, `PgnError` and illegal `SanError`), the error writes it
//! and it is not written again here.

use super::{ApiError, Notice, SharedTexts};
use crate::rules::notation::PieceLetters;
use crate::rules::SanError;
use crate::web::i18n::words::{display, one_of};
use crate::web::saved::SavedError;

pub(super) const EN: SharedTexts = SharedTexts {
    title: "Poda — chess that shows how it thinks",
    tagline: "A chess game that shows how it thinks",
    language: "Language",
    board: "Chess board",
    stop: "Stop",
    theme: "Theme",
    theme_system: "System",
    theme_light: "Light",
    theme_dark: "Dark",
    copied: "Copied.",
    engine_not_started: "The engine could not be started.",
    engine_gave_up: "The engine could not be started. Reload the page to try again.",
    modes_label: "Mode",
    mode_play: "Play",
    mode_learn: "Learn",
    mode_teach: "Search tree",
    mode_tree: "Example tree",
    mode_practice: "Alpha-beta practice",
    mode_puzzles: "Puzzles from your games",
    mode_tic_tac_toe: "Tic-tac-toe",
    mode_mouse: "Mouse and cats",
    move_empty: "Type a move first, like e4 or Nf3.",

    piece_letters: PieceLetters::ENGLISH,
    notice: |notice| {
        match notice {
            Notice::BadFen(err) => {
                format!("Could not use the position in the link ({err}). Starting from the usual position instead.")
            }
            Notice::BadDepth { text, max } => {
                format!("The search depth must be a number from 1 to {max}, not \"{text}\".")
            }
            Notice::BadLevel { text, max } => format!("The level must be a number from 1 to {max}, not \"{text}\"."),
            Notice::BadClock { text } => format!("The clock must be minutes+seconds (5+3, 0.5+0), not \"{text}\"."),
            Notice::BadMovetime { text } => {
                format!("The thinking time must be a number of milliseconds, not \"{text}\".")
            }
            Notice::BadMode { text } => format!(
                "The mode in the link (mode) must be play, teach, tree, tictactoe, mouse, practice or puzzles, not \"{text}\". Showing the game."
            ),
            Notice::BadLang { text } => {
                format!("The language in the link (lang) must be \"en\" or \"es\", not \"{text}\".")
            }
            Notice::EngineUnreadable { detail } => format!("The engine sent something unreadable: {detail}"),
            Notice::EngineUnreachable { detail } => format!("Could not reach the engine: {detail}"),
            Notice::EngineNotStarted => EN.engine_not_started.to_string(),
            Notice::EngineGaveUp => EN.engine_gave_up.to_string(),
            Notice::EngineIllegalMove { uci } => format!("The engine proposed an illegal move ({uci})."),
            Notice::EngineError { message } => format!("Engine error: {message}"),
            Notice::BadParam { name, text, expected } => (EN.bad_param)(name, text, expected),
            Notice::BadPgn(err) => format!(
                "Could not use the game in the link ({}). Starting from the usual position instead.",
                (EN.pgn_error)(err)
            ),
            Notice::GameDropped(err) => {
                format!("The saved game could not be restored ({}), so a new game starts.", (EN.saved_error)(err))
            }
            Notice::SavedLevelUnread { ladder, level } => format!(
                "The saved game comes from a version of Poda with {ladder} levels, so its level could not be read: it goes on at level {level} (the level menu changes it)."
            ),
            Notice::PrefsDropped(err) => {
                format!("The saved preferences could not be used ({}); the defaults apply.", (EN.saved_error)(err))
            }
            Notice::PuzzlesDropped(err) => {
                format!("The saved puzzles could not be read ({}), so they were removed.", (EN.saved_error)(err))
            }
        }
    },
    bad_param: |name, text, expected| {
        format!("The link's {name} (\"{text}\") cannot be used: {expected}. The default is used.")
    },
    api_error: |err| match err {
        ApiError::NotText { key } => format!("{key} must be a string"),
        ApiError::NotNumber { key, low, high } => format!("{key} must be a number from {low} to {high}"),
        ApiError::NotColor { key } => format!("{key} must be white or black"),
        ApiError::BadLang => "lang must be en or es".to_string(),
        ApiError::BadMode { expected } => format!("mode must be one of {expected}"),
        ApiError::BadAlgorithm { expected } => match expected.split_last() {
            Some((last, rest)) => format!("algorithm must be {} or {last}", rest.join(", ")),
            None => "algorithm is unknown".to_string(),
        },
        ApiError::NeedsFenOrPgn => "poda:set-position needs fen or pgn".to_string(),
        ApiError::NeedsMove => "poda:play needs move (UCI or SAN)".to_string(),
        ApiError::UnknownType(name) => format!("unknown message type poda:{name}"),
        ApiError::PlayModeOnly => "this message is for the play mode (mode play)".to_string(),
        ApiError::AlgorithmInPlay => {
            "algorithm applies to the teaching modes (mode teach, tree, tictactoe or mouse)".to_string()
        }
        ApiError::PracticeHasNoPosition => {
            "the practice mode has no position: its tree is set by the address (tree=…)".to_string()
        }
        ApiError::GameOver => "the game is over".to_string(),
        ApiError::Thinking => "the computer is already thinking".to_string(),
        ApiError::NothingToTakeBack => "there is no move to take back".to_string(),
        ApiError::BadFen(e) => format!("bad FEN: {e}"),
        ApiError::BadPgn(e) => format!("bad PGN: {e}"),
        ApiError::BadMove(e) => e.to_string(),
        ApiError::Closing => "the page is closing".to_string(),
        ApiError::Busy => "the page is busy: ask again".to_string(),
        ApiError::AddressUnreadable => "the address cannot be read".to_string(),
        ApiError::NotReopened => "the page could not be opened".to_string(),
    },
    fen_error: display,
    san_error: |err| match err {
        SanError::Empty => EN.move_empty.to_string(),
        SanError::Syntax { text } => {
            format!("\u{201c}{text}\u{201d} is not a move in algebraic notation (like e4, Nf3, e8=Q or O-O).")
        }
        SanError::Illegal { .. } => format!("{err}."),
        SanError::Ambiguous { text, candidates } => {
            format!("{text} is ambiguous: it could be {}.", one_of(candidates, "or"))
        }
        SanError::MissingPromotion { text } => {
            format!("{text} reaches the last rank: add the piece, e.g. {text}=Q or {text}=N.")
        }
    },
    pgn_error: |err| format!("Not a valid PGN: {err}."),
    saved_error: |err| match err {
        SavedError::NotJson => "it is not readable".to_string(),
        SavedError::OtherVersion { found } => format!("it was saved by another version of Poda (version {found})"),
        SavedError::BadField { field } => format!("its field {field} is missing or wrong"),
        SavedError::BadFen(err) => err.to_string(),
        SavedError::IllegalMove { index, uci } => format!("its move {} ({uci}) is not legal", index + 1),
    },
};

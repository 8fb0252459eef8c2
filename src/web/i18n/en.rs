//! English: every fixed text and every sentence of the page, as the `Language` trait asks
//! (see the module doc of `i18n`).
//!
//! Where a sentence is an error's own `Display` text (the rules' `FenError`, `PgnError` and
//! illegal `SanError`, the teaching `TreeError` and `BoardError`), the error writes it and it
//! is not written again here.

use super::{one_of, plural, EngineLine, Language, Mover, Notice, Text};
use crate::rules::notation::PieceLetters;
use crate::rules::pgn::PgnError;
use crate::rules::{Color, FenError, SanError};
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};
use crate::web::saved::SavedError;

/// The English language.
pub(super) struct English;

/// A side, as in "White to move".
fn color(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl Language for English {
    fn piece_letters(&self) -> PieceLetters {
        PieceLetters::ENGLISH
    }

    fn pgn_names(&self, level: Option<u8>) -> PgnNames {
        PgnNames {
            event: "Casual game",
            player: "Player",
            computer: level.map_or_else(|| "Poda".to_string(), |level| format!("Poda (level {level})")),
            resigns: ["White resigns", "Black resigns"],
        }
    }

    fn text(&self, text: Text) -> &'static str {
        match text {
            // The page around the board (index.html).
            Text::Title => "Poda — chess that shows how it thinks",
            Text::Tagline => "A chess game that shows how it thinks",
            Text::Language => "Language",
            Text::Board => "Chess board",
            Text::Loading => "Loading…",
            Text::NewGame => "New game",
            Text::TakeBack => "Take back",
            Text::Flip => "Flip board",
            Text::Stop => "Stop",
            Text::EngineMove => "Computer move",
            Text::Level => "Level",
            Text::PlayingLevel => "Playing level",
            Text::Moves => "Moves",
            Text::NoMoves => "No moves yet",
            Text::Fen => "Position (FEN)",
            Text::Resign => "Resign",
            Text::ResignQuestion => "Resign this game?",
            Text::ResignYes => "Yes, resign",
            Text::ResignNo => "Keep playing",
            Text::ReviewProgress => "Analysis",
            Text::ReviewGraph => "Evaluation graph: click a point to see that position",
            Text::ReviewShowLine => "Show the better line",
            Text::ReviewBetterLine => "Better was",
            Text::Nav => "Go through the moves",
            Text::NavFirst => "Start of the game",
            Text::NavBack => "Previous move",
            Text::NavForward => "Next move",
            Text::NavLast => "Current position",
            Text::NavFirstKey => "Start of the game (Home)",
            Text::NavBackKey => "Previous move (←)",
            Text::NavForwardKey => "Next move (→)",
            Text::NavLastKey => "Current position (End)",
            Text::EvalBar => "Show the computer's evaluation",
            Text::Sound => "Sound",
            Text::Theme => "Theme",
            Text::ThemeSystem => "System",
            Text::ThemeLight => "Light",
            Text::ThemeDark => "Dark",
            Text::BoardColours => "Board",
            Text::BoardWood => "Wood",
            Text::BoardGreen => "Green",
            Text::BoardBlue => "Blue",
            Text::BoardGrey => "Grey",
            Text::PieceSet => "Pieces",
            Text::PiecesClassic => "Classic",
            Text::PiecesShaded => "Shaded",
            Text::Coordinates => "Coordinates",
            Text::Pv => "Principal variation",
            Text::Evaluation => "Evaluation",
            Text::Hint => "Hint",
            Text::Analyse => "Analyse game",
            Text::Close => "Close",
            Text::PlayAs => "Play as",
            Text::SideWhite => "White",
            Text::SideBlack => "Black",
            Text::SideRandom => "Random",
            Text::TimeControl => "Time control",
            Text::Untimed => "Untimed",
            Text::CustomTime => "Custom",
            Text::Minutes => "Minutes",
            Text::IncrementSeconds => "Increment (seconds)",
            Text::BadCustomTime => {
                "Give the minutes (more than 0, up to 180) and the seconds added per move (up to 180)."
            }
            Text::ClockWhite => "White's clock",
            Text::ClockBlack => "Black's clock",
            Text::NewGameFen => "Start position (FEN, optional)",
            Text::Start => "Start",
            Text::Cancel => "Cancel",
            Text::ImportExport => "Import and export",
            Text::ImportLabel => "Paste a FEN or a PGN",
            Text::ImportLoad => "Load",
            Text::ImportEmpty => "Paste a FEN or a PGN first.",
            Text::CopyFen => "Copy FEN",
            Text::CopyPgn => "Copy PGN",
            Text::DownloadPgn => "Download PGN",
            Text::Copied => "Copied.",
            Text::CopyFailed => "Could not copy: select the text below and copy it.",

            // The engine line.
            Text::EngineStarting => "Engine: starting…",
            Text::EngineThinking => "Engine: thinking…",
            Text::EngineRecovered => "Engine: it had stopped working and was started again",
            Text::EngineReady => "Engine: ready",
            Text::EngineUnavailable => "Engine: unavailable",
            Text::EngineRestarting => "Engine: stopped, restarting…",

            // Game over.
            Text::Stalemate => "Stalemate — draw",
            Text::DrawInsufficientMaterial => "Draw by insufficient material",
            Text::DrawFiftyMoves => "Draw by the fifty-move rule",
            Text::DrawRepetition => "Draw by threefold repetition",
            Text::WhiteLostOnTime => "White lost on time",
            Text::BlackLostOnTime => "Black lost on time",
            Text::WhiteOutOfTimeDraw => "Time out, but Black cannot mate — draw",
            Text::BlackOutOfTimeDraw => "Time out, but White cannot mate — draw",
            Text::Draw => "Draw",

            // The engine's levels (src/engine/levels.rs names them in English), by number.
            Text::Level1 => "First steps",
            Text::Level2 => "Novice",
            Text::Level3 => "Beginner",
            Text::Level4 => "Intermediate",
            Text::Level5 => "Advanced",
            Text::Level6 => "Club",
            Text::Level7 => "Strong club",
            Text::Level8 => "Expert",
            Text::Level9 => "Master",
            Text::Level10 => "Full strength",

            // Notices without parameters.
            Text::EngineNotStarted => "The engine could not be started.",
            Text::EngineGaveUp => "The engine could not be started. Reload the page to try again.",

            // The modes (header links).
            Text::ModesLabel => "Mode",
            Text::ModePlay => "Play",
            Text::ModeTeach => "Teach: search tree",
            Text::ModeTree => "Example tree",
            Text::ModePractice => "Alpha-beta practice",
            Text::ModeTicTacToe => "Tic-tac-toe",

            Text::ModeMouse => "Mouse and cats",
            // The play page (promotion, typed moves, saved games).
            Text::Promotion => "Promote to",
            Text::PromoteQueen => "Queen",
            Text::PromoteRook => "Rook",
            Text::PromoteBishop => "Bishop",
            Text::PromoteKnight => "Knight",
            Text::AlwaysQueen => "Always promote to a queen",
            Text::MoveInput => "Move",
            Text::MovePlaceholder => "e.g. e4, Nf3, O-O",
            Text::MoveGameOver => "The game is over: start a new game to play on.",
            Text::MoveNotYourTurn => "Wait: it is the computer's turn.",
            Text::MoveEmpty => "Type a move first, like e4 or Nf3.",
        }
    }

    // ---- The play page.

    fn to_move(&self, turn: Color, mover: Mover, check: bool) -> String {
        let who = match mover {
            Mover::Human => format!("{} to move — your turn", color(turn)),
            Mover::Computer => format!("{} (computer) to move", color(turn)),
            Mover::ComputerThinking => format!("{} (computer) is thinking…", color(turn)),
        };
        if check {
            format!("Check! {who}")
        } else {
            who
        }
    }

    fn checkmate(&self, winner: Color) -> String {
        format!("Checkmate — {} wins", color(winner))
    }

    fn resigned(&self, winner: Color, by_player: bool) -> String {
        if by_player {
            format!("You resigned — {} wins", color(winner))
        } else {
            format!("{} resigns — {} wins", color(!winner), color(winner))
        }
    }

    fn announce_move(&self, mover: Color, computer: bool, san: &str) -> String {
        if computer {
            format!("{} (computer) played {san}", color(mover))
        } else {
            format!("{} played {san}", color(mover))
        }
    }

    fn review_progress(&self, done: usize, total: usize) -> String {
        format!("Analysing… {done} of {total} positions")
    }

    fn review_counts(
        &self,
        side: Color,
        (inaccuracies, mistakes, blunders): (usize, usize, usize),
        accuracy: Option<u32>,
    ) -> String {
        let accuracy = accuracy.map(|a| format!(", accuracy {a} %")).unwrap_or_default();
        format!(
            "{}: {}, {}, {}{accuracy}",
            color(side),
            plural(inaccuracies, "inaccuracy", "inaccuracies"),
            plural(mistakes, "mistake", "mistakes"),
            plural(blunders, "blunder", "blunders")
        )
    }

    fn material(&self, side: Color, taken: [usize; 5], lead: u32) -> String {
        const NAMES: [(&str, &str); 5] =
            [("pawn", "pawns"), ("knight", "knights"), ("bishop", "bishops"), ("rook", "rooks"), ("queen", "queens")];
        let items: Vec<String> = (taken.iter().zip(NAMES))
            .filter(|(&n, _)| n > 0)
            .map(|(&n, (one, many))| if n == 1 { format!("a {one}") } else { format!("{n} {many}") })
            .collect();
        let what = if items.is_empty() { "nothing".to_string() } else { one_of(&items, "and") };
        let lead = match lead {
            0 => String::new(),
            n => format!(", {} ahead", plural(n as usize, "point", "points")),
        };
        format!("{} has taken {what}{lead}", color(side))
    }

    fn judged_move(&self, judgement: Judgement, better: &str) -> String {
        let what = match judgement {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        };
        format!("{what}. Better: {better}")
    }

    fn engine_line(&self, line: &EngineLine) -> String {
        match line {
            EngineLine::Starting => self.text(Text::EngineStarting).to_string(),
            EngineLine::Ready => self.text(Text::EngineReady).to_string(),
            EngineLine::Unavailable => self.text(Text::EngineUnavailable).to_string(),
            EngineLine::Restarting => self.text(Text::EngineRestarting).to_string(),
            EngineLine::Thinking => self.text(Text::EngineThinking).to_string(),
            EngineLine::Recovered => self.text(Text::EngineRecovered).to_string(),
            EngineLine::Searching { depth, eval, speed } => {
                let score = eval.map(|e| e.text()).unwrap_or_default();
                format!("Engine: depth {depth} · {score} · {speed} nodes/s")
            }
            EngineLine::Played { san } => format!("Engine: played {san}"),
            EngineLine::Level { number } => {
                let name = super::level_text(*number).map_or("", |text| self.text(text));
                format!("Engine: level {number} · {name}")
            }
            EngineLine::Sides { computer } => {
                format!("The computer now plays {}; you play {}.", color(*computer), color(!*computer))
            }
        }
    }

    fn notice(&self, notice: &Notice) -> String {
        match notice {
            Notice::BadFen(err) => {
                format!("Could not use the position in the link ({err}). Starting from the usual position instead.")
            }
            Notice::BadDepth { text, max } => {
                format!("The search depth must be a number from 1 to {max}, not {text:?}.")
            }
            Notice::BadLevel { text, max } => format!("The level must be a number from 1 to {max}, not {text:?}."),
            Notice::BadClock { text } => format!("The clock must be minutes+seconds (5+3, 0.5+0), not {text:?}."),
            Notice::BadMovetime { text } => {
                format!("The thinking time must be a number of milliseconds, not {text:?}.")
            }
            Notice::BadMode { text } => format!(
                "The mode in the link (mode) must be play, teach, tree, tictactoe, mouse or practice, not {text:?}. Showing the game."
            ),
            Notice::BadLang { text } => {
                format!("The language in the link (lang) must be \"en\" or \"es\", not {text:?}.")
            }
            Notice::EngineUnreadable { detail } => format!("The engine sent something unreadable: {detail}"),
            Notice::EngineUnreachable { detail } => format!("Could not reach the engine: {detail}"),
            Notice::EngineNotStarted => self.text(Text::EngineNotStarted).to_string(),
            Notice::EngineGaveUp => self.text(Text::EngineGaveUp).to_string(),
            Notice::EngineIllegalMove { uci } => format!("The engine proposed an illegal move ({uci})."),
            Notice::EngineError { message } => format!("Engine error: {message}"),
            Notice::BadParam { name, text, expected } => self.bad_param(name, text, expected),
            Notice::BadPgn(err) => format!(
                "Could not use the game in the link ({}). Starting from the usual position instead.",
                self.pgn_error(err)
            ),
            Notice::GameDropped(err) => {
                format!("The saved game could not be restored ({}), so a new game starts.", self.saved_error(err))
            }
            Notice::PrefsDropped(err) => {
                format!("The saved preferences could not be used ({}); the defaults apply.", self.saved_error(err))
            }
        }
    }

    fn bad_param(&self, name: &str, text: &str, expected: &str) -> String {
        format!("The link's {name} ({text:?}) cannot be used: {expected}. The default is used.")
    }

    fn fen_error(&self, err: &FenError) -> String {
        err.to_string()
    }

    fn san_error(&self, err: &SanError) -> String {
        match err {
            SanError::Empty => self.text(Text::MoveEmpty).to_string(),
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
        }
    }

    fn pgn_error(&self, err: &PgnError) -> String {
        format!("Not a valid PGN: {err}.")
    }

    fn typed_move_error(&self, err: &TypedMoveError) -> String {
        match err {
            TypedMoveError::GameOver => self.text(Text::MoveGameOver).to_string(),
            TypedMoveError::NotYourTurn => self.text(Text::MoveNotYourTurn).to_string(),
            TypedMoveError::Ambiguous { text, candidates } => {
                format!("{text} is ambiguous: it could be {}. Say which piece moves.", one_of(candidates, "or"))
            }
            TypedMoveError::San(err) => self.san_error(err),
        }
    }

    fn load_error(&self, err: &LoadError) -> String {
        match err {
            LoadError::Empty => self.text(Text::ImportEmpty).to_string(),
            LoadError::Fen(err) => format!("Not a valid FEN: {err}."),
            LoadError::Pgn(err) => self.pgn_error(err),
        }
    }

    fn saved_error(&self, err: &SavedError) -> String {
        match err {
            SavedError::NotJson => "it is not readable".to_string(),
            SavedError::OtherVersion { found } => format!("it was saved by another version of Poda (version {found})"),
            SavedError::BadField { field } => format!("its field {field} is missing or wrong"),
            SavedError::BadFen(err) => err.to_string(),
            SavedError::IllegalMove { index, uci } => format!("its move {} ({uci}) is not legal", index + 1),
        }
    }

}

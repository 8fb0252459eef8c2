//! The key list of this module's texts and the values its sentences take: what every
//! language file fills in (one `const` each), apart from the dispatch that picks one.

use crate::engine::Level;
use crate::rules::{self, Color};
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};

texts! {
    /// Everything the play page says in a language.
    pub struct PlayTexts {
        fixed {
            loading "loading",
            new_game "new-game",
            take_back "take-back",
            flip "flip",
            engine_move "engine-move",
            level "level",
            playing_level "playing-level",
            /// The person's name on a player card, and the level's word on the computer's.
            you,
            level_word,
            /// The accessible name of the move list.
            moves "moves",
            /// Shown in the empty move list.
            no_moves "no-moves",
            fen "fen",
            resign "resign",
            /// Resign asks first.
            resign_question "resign-question",
            resign_yes "resign-yes",
            resign_no "resign-no",
            review_progress_label "review-progress",
            review_graph "review-graph",
            review_show_line "review-show-line",
            review_better_line,
            nav "nav",
            nav_first "nav-first",
            nav_back "nav-back",
            nav_forward "nav-forward",
            nav_last "nav-last",
            nav_first_key "nav-first-key",
            nav_back_key "nav-back-key",
            nav_forward_key "nav-forward-key",
            nav_last_key "nav-last-key",
            /// The button beside the status while an earlier position is shown.
            back_to_game "back-to-game",
            eval_bar "eval-bar",
            sound "sound",
            /// The label of the board colours' menu.
            board_colours "board-colours",
            board_wood "board-wood",
            board_green "board-green",
            board_blue "board-blue",
            board_grey "board-grey",
            /// The label of the piece sets' menu.
            piece_set "piece-set",
            pieces_classic "pieces-classic",
            pieces_shaded "pieces-shaded",
            coordinates "coordinates",
            pv "pv",
            evaluation,
            hint "hint",
            analyse "analyse",
            close "close",
            play_as "play-as",
            side_white "side-white",
            side_black "side-black",
            side_random "side-random",
            /// The New game dialog's time controls.
            time_control "time-control",
            untimed "untimed",
            custom_time "custom-time",
            minutes "minutes",
            increment_seconds "increment-seconds",
            /// The custom time control cannot be read.
            bad_custom_time,
            /// The clocks' accessible names.
            clock_white "clock-white",
            clock_black "clock-black",
            new_game_fen "ng-fen",
            start "start",
            cancel "cancel",
            import_export "import-export",
            import_label "import-label",
            import_load "import-load",
            import_empty,
            copy_fen "copy-fen",
            copy_pgn "copy-pgn",
            download_pgn "download-pgn",
            copy_failed,
            engine_starting "engine-starting",
            engine_ready,
            engine_thinking,
            engine_recovered,
            engine_unavailable,
            engine_restarting,
            stalemate,
            draw_insufficient_material,
            draw_fifty_moves,
            draw_repetition,
            draw,
            /// A flag fell: the side lost, or the other side cannot mate and it is a draw.
            white_lost_on_time,
            black_lost_on_time,
            white_out_of_time_draw,
            black_out_of_time_draw,
            /// The accessible name of the promotion chooser.
            promotion "promotion",
            promote_queen,
            promote_rook,
            promote_bishop,
            promote_knight,
            always_queen "always-queen",
            /// The label of the box where a move is typed in SAN.
            move_input "move-input",
            move_placeholder "move-placeholder",
            move_game_over,
            move_not_your_turn,
        }
        sentences {
            /// The levels' names, weakest first (level 1 is the first): as many as the engine
            /// has, or the language does not compile.
            level_names: [&'static str; Level::MAX as usize],
            /// The values of an exported game's tags: "Casual game", "Player", "Poda (level 3)"
            /// or "Poda (level 3, then 8)" (the levels the computer played at, in order; just
            /// "Poda" for none).
            pgn_names: fn(&[u8]) -> PgnNames,
            /// The status line while the game goes on: "White to move — your turn", "Check! …".
            to_move: fn(Color, Mover, bool) -> String,
            /// The status line while an earlier position is shown: the move that led to it
            /// ("12…Nf6", in the language's letters), `None` for the start position.
            looking_back: fn(Option<&str>) -> String,
            /// "Checkmate — Black wins".
            checkmate: fn(Color) -> String,
            /// A resignation: the winner, and whether the person at the board resigned (against
            /// the computer).
            resigned: fn(Color, bool) -> String,
            /// What the screen reader hears after a move: the mover, whether it is the computer,
            /// the move in the language's letters.
            announce_move: fn(Color, bool, &str) -> String,
            /// "Analysing… 12 of 41 positions".
            review_progress: fn(usize, usize) -> String,
            /// The link to the puzzles view once a review has made puzzles of the player's
            /// mistakes: how many this game gave, how many are kept in all.
            review_puzzles: fn(usize, usize) -> String,
            /// A side's judged moves (inaccuracies, mistakes, blunders) and accuracy.
            review_counts: fn(Color, (usize, usize, usize), Option<u32>) -> String,
            /// What a side has captured (counts of pawns, knights, bishops, rooks, queens) and its
            /// lead in points.
            material: fn(Color, [usize; 5], u32) -> String,
            /// The title of a judged move: "Blunder. Better: Nf3" (the better move in the
            /// language's letters).
            judged_move: fn(Judgement, &str) -> String,
            /// The engine line under the buttons (its move in the language's letters).
            engine_line: fn(&EngineLine) -> String,
            /// Why a move typed in the box was not played (the candidates of an ambiguous move in
            /// the language's letters).
            typed_move_error: fn(&TypedMoveError) -> String,
            /// Why a pasted or linked game could not be loaded.
            load_error: fn(&LoadError) -> String,
        }
    }
}

impl PlayTexts {
    /// How a drawn game ended (stalemate, insufficient material, fifty moves, repetition).
    pub fn draw_reason(&self, reason: rules::Status) -> &'static str {
        match reason {
            rules::Status::Stalemate => self.stalemate,
            rules::Status::InsufficientMaterial => self.draw_insufficient_material,
            rules::Status::FiftyMoveRule => self.draw_fifty_moves,
            rules::Status::ThreefoldRepetition => self.draw_repetition,
            rules::Status::Ongoing | rules::Status::Checkmate { .. } => self.draw,
        }
    }

    /// The name of engine level `number`, or `None` for a level the table does not know.
    pub fn level_name(&self, number: u8) -> Option<&'static str> {
        self.level_names.get(usize::from(number).checked_sub(1)?).copied()
    }

    /// "7 · Beginner · ≈1250": an entry of the level menu (the engine's own name for a level the
    /// table does not know), with its measured strength rounded down to 50 (docs/levels.md);
    /// "<400" below what the scale measures.
    pub fn level_label(&self, level: &crate::engine::Level) -> String {
        let name = self.level_name(level.number).unwrap_or(level.name);
        format!("{} · {name} · {}", level.number, rating_text(level))
    }

    /// "Poda · level 7 · ≈1250": the computer's name on its player card.
    pub fn computer_card(&self, level: &crate::engine::Level) -> String {
        format!("Poda · {} {} · {}", self.level_word, level.number, rating_text(level))
    }

    /// The name of a piece a pawn can promote to (`None` for a pawn or a king).
    pub fn promotion_name(&self, role: rules::Role) -> Option<&'static str> {
        match role {
            rules::Role::Queen => Some(self.promote_queen),
            rules::Role::Rook => Some(self.promote_rook),
            rules::Role::Bishop => Some(self.promote_bishop),
            rules::Role::Knight => Some(self.promote_knight),
            rules::Role::Pawn | rules::Role::King => None,
        }
    }
}

/// A level's measured strength rounded down to 50 ("≈1250"), or "<400" below what the scale
/// measures.
fn rating_text(level: &crate::engine::Level) -> String {
    match level.rating() {
        rating if rating < 400 => "<400".to_string(),
        rating => format!("≈{}", rating / 50 * 50),
    }
}

/// Who is about to move, as the status line says it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mover {
    /// The person at the board.
    Human,
    /// The computer, not yet asked.
    Computer,
    /// The computer, searching.
    ComputerThinking,
}

/// Why the worker was replaced.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Restart {
    /// The user pressed Stop (or started a new game) during a search.
    Stopped,
    /// The worker died.
    Crashed,
}

/// What the engine line under the buttons says.
#[derive(Clone, PartialEq, Debug)]
pub enum EngineLine {
    Starting,
    Ready,
    Unavailable,
    /// Stop was pressed; the fresh worker is not ready yet.
    Restarting,
    /// A search report: depth, the score from White's side, the speed (`speed` as
    /// `analysis::eval::speed` writes it).
    Searching {
        depth: u32,
        eval: Option<crate::web::analysis::eval::Eval>,
        speed: String,
    },
    Played {
        san: String,
    },
    /// The level menu changed.
    Level {
        number: u8,
    },
    /// The sides changed ("Computer move"): the computer now plays `computer`, the player
    /// the other side.
    Sides {
        computer: Color,
    },
    /// The computer thinks (its depth, score and line are not shown unless asked for).
    Thinking,
    /// The worker failed and a fresh one took over.
    Recovered,
}

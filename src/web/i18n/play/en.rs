//! The play page in English (see `mod.rs`).

use super::{EngineLine, Mover, PlayTexts};
use crate::rules::Color;
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};
use crate::web::i18n::words::{one_of, plural};
use crate::web::i18n::{shared, Lang};

fn color(color: Color) -> &'static str {
    ["White", "Black"][color.index()]
}

pub(super) const EN: PlayTexts = PlayTexts {
    loading: "Loading…",
    new_game: "New game",
    take_back: "Take back",
    flip: "Flip board",
    engine_move: "Computer plays this side",
    level: "Level",
    playing_level: "Playing level",
    you: "You",
    level_word: "level",
    moves: "Moves",
    no_moves: "No moves yet",
    fen: "Position (FEN)",
    resign: "Resign",
    resign_question: "Resign this game?",
    resign_yes: "Yes, resign",
    resign_no: "Keep playing",
    review_progress_label: "Analysis",
    review_graph: "Evaluation graph: click a point to see that position",
    review_show_line: "Show the better line",
    review_better_line: "Better was",
    nav: "Go through the moves",
    nav_first: "Start of the game",
    nav_back: "Previous move",
    nav_forward: "Next move",
    nav_last: "Current position",
    nav_first_key: "Start of the game (Home)",
    nav_back_key: "Previous move (←)",
    nav_forward_key: "Next move (→)",
    nav_last_key: "Current position (End)",
    back_to_game: "Back to the game",
    eval_bar: "Show the computer's evaluation",
    sound: "Sound",
    board_colours: "Board",
    board_wood: "Wood",
    board_green: "Green",
    board_blue: "Blue",
    board_grey: "Grey",
    piece_set: "Pieces",
    pieces_classic: "Classic",
    pieces_shaded: "Shaded",
    coordinates: "Coordinates",
    pv: "Principal variation",
    evaluation: "Evaluation",
    hint: "Hint",
    analyse: "Analyse game",
    close: "Close",
    play_as: "Play as",
    side_white: "White",
    side_black: "Black",
    side_random: "Random",
    time_control: "Time control",
    untimed: "Untimed",
    custom_time: "Custom",
    minutes: "Minutes",
    increment_seconds: "Increment (seconds)",
    bad_custom_time: "Give the minutes (more than 0, up to 180) and the seconds added per move (up to 180).",
    clock_white: "White's clock",
    clock_black: "Black's clock",
    new_game_fen: "Start position (FEN, optional)",
    start: "Start",
    cancel: "Cancel",
    import_export: "Import and export",
    import_label: "Paste a FEN or a PGN",
    import_load: "Load",
    import_empty: "Paste a FEN or a PGN first.",
    copy_fen: "Copy FEN",
    copy_pgn: "Copy PGN",
    download_pgn: "Download PGN",
    copy_failed: "Could not copy: select the text below and copy it.",
    engine_starting: "Engine: starting…",
    engine_ready: "Engine: ready",
    engine_thinking: "Engine: thinking…",
    engine_recovered: "Engine: it had stopped working and was started again",
    engine_unavailable: "Engine: unavailable",
    engine_restarting: "Engine: stopped, restarting…",
    stalemate: "Stalemate — draw",
    draw_insufficient_material: "Draw by insufficient material",
    draw_fifty_moves: "Draw by the fifty-move rule",
    draw_repetition: "Draw by threefold repetition",
    draw: "Draw",
    white_lost_on_time: "White lost on time",
    black_lost_on_time: "Black lost on time",
    white_out_of_time_draw: "Time out, but Black cannot mate — draw",
    black_out_of_time_draw: "Time out, but White cannot mate — draw",
    promotion: "Promote to",
    promote_queen: "Queen",
    promote_rook: "Rook",
    promote_bishop: "Bishop",
    promote_knight: "Knight",
    always_queen: "Always promote to a queen",
    move_input: "Move",
    move_placeholder: "e.g. e4, Nf3, O-O",
    move_game_over: "The game is over: start a new game to play on.",
    move_not_your_turn: "Wait: it is the computer's turn.",

    level_names: [
        "First steps",
        "Newcomer",
        "Novice",
        "Learner",
        "Improver",
        "Casual player",
        "Beginner",
        "Intermediate",
        "Upper intermediate",
        "Advanced",
        "Club",
        "Strong club",
        "Candidate master",
        "Expert",
        "Master",
        "International master",
        "Full strength",
    ],
    pgn_names: |levels| PgnNames {
        event: "Casual game",
        player: "Player",
        computer: match levels.split_first() {
            None => "Poda".to_string(),
            Some((first, then)) => {
                let then: String = then.iter().map(|level| format!(", then {level}")).collect();
                format!("Poda (level {first}{then})")
            }
        },
        resigns: ["White resigns", "Black resigns"],
    },
    to_move: |turn, mover, check| {
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
    },
    looking_back: |shown| {
        let shown = shown.map_or_else(|| "the start".to_string(), |m| format!("after {m}"));
        format!("Looking back ({shown}): click the board or press End to return")
    },
    checkmate: |winner| format!("Checkmate — {} wins", color(winner)),
    resigned: |winner, by_player| {
        if by_player {
            format!("You resigned — {} wins", color(winner))
        } else {
            format!("{} resigns — {} wins", color(!winner), color(winner))
        }
    },
    announce_move: |mover, computer, san| {
        if computer {
            format!("{} (computer) played {san}", color(mover))
        } else {
            format!("{} played {san}", color(mover))
        }
    },
    review_progress: |done, total| format!("Analysing… {done} of {total} positions"),
    review_puzzles: |new, all| match new {
        0 => format!("Puzzles from your games ({all}): practise them"),
        1 => format!("1 of your mistakes is now a puzzle ({all} in all): practise it"),
        _ => format!("{new} of your mistakes are now puzzles ({all} in all): practise them"),
    },
    review_counts: |side, (inaccuracies, mistakes, blunders), accuracy| {
        let accuracy = accuracy.map(|a| format!(", accuracy {a} %")).unwrap_or_default();
        format!(
            "{}: {}, {}, {}{accuracy}",
            color(side),
            plural(inaccuracies, "inaccuracy", "inaccuracies"),
            plural(mistakes, "mistake", "mistakes"),
            plural(blunders, "blunder", "blunders")
        )
    },
    material: |side, taken, lead| {
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
    },
    judged_move: |judgement, better| {
        let what = match judgement {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        };
        format!("{what}. Better: {better}")
    },
    engine_line: |line| match line {
        EngineLine::Starting => EN.engine_starting.to_string(),
        EngineLine::Ready => EN.engine_ready.to_string(),
        EngineLine::Unavailable => EN.engine_unavailable.to_string(),
        EngineLine::Restarting => EN.engine_restarting.to_string(),
        EngineLine::Thinking => EN.engine_thinking.to_string(),
        EngineLine::Recovered => EN.engine_recovered.to_string(),
        EngineLine::Searching { depth, eval, speed } => {
            let score = eval.map(|e| e.text()).unwrap_or_default();
            format!("Engine: depth {depth} · {score} · {speed} nodes/s")
        }
        EngineLine::Played { san } => format!("Engine: played {san}"),
        EngineLine::Level { number } => {
            let name = EN.level_name(*number).unwrap_or("");
            format!("Engine: level {number} · {name}")
        }
        EngineLine::Sides { computer } => {
            format!("The computer now plays {}; you play {}.", color(*computer), color(!*computer))
        }
    },
    typed_move_error: |err| match err {
        TypedMoveError::GameOver => EN.move_game_over.to_string(),
        TypedMoveError::NotYourTurn => EN.move_not_your_turn.to_string(),
        TypedMoveError::Ambiguous { text, candidates } => {
            format!("{text} is ambiguous: it could be {}. Say which piece moves.", one_of(candidates, "or"))
        }
        TypedMoveError::San(err) => (shared(Lang::En).san_error)(err),
    },
    load_error: |err| match err {
        LoadError::Empty => EN.import_empty.to_string(),
        LoadError::Fen(err) => format!("Not a valid FEN: {err}."),
        LoadError::Pgn(err) => (shared(Lang::En).pgn_error)(err),
    },
};

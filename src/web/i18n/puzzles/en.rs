//! The puzzles view in English (see `mod.rs`).

use super::PuzzleTexts;
use crate::rules::Color;
use crate::web::i18n::words::pawns;
use crate::web::puzzles::model::Loss;

pub(super) const EN: PuzzleTexts = PuzzleTexts {
    title: "Puzzles from your games",
    intro: "Each mistake you made in a game you analysed, asked again: find the better move.",
    empty: "No puzzles yet. Play a game, then press Analyse game: each of your mistakes and blunders becomes a puzzle here.",
    play_link: "Play a game",
    next: "Next puzzle",
    retry: "Try again",
    why: "Why? See the search",
    list_heading: "Your puzzles",
    checking: "Checking your move…",
    board_name: "Puzzle board",

    puzzle_of: |i, n, blunder| format!("Puzzle {i} of {n} · {}", if blunder { "a blunder" } else { "a mistake" }),
    find: |side, played| {
        let side = if side == Color::White { "White" } else { "Black" };
        format!("Find a better move for {side}. In your game you played {played}.")
    },
    solved_best: |san| format!("Solved! {san} is the move."),
    solved_other: |san, best| format!("Solved! {san} keeps as much as {best}, the engine's move."),
    failed: |san, loss, reply| {
        let why = match loss {
            Loss::GameMove => format!("{san} is the move of your game"),
            Loss::Centipawns(cp) => format!("{san} gives away {} pawns", pawns(cp, '.')),
            Loss::MissesMate => format!("{san} lets a mate slip away"),
            Loss::GetsMated => format!("{san} walks into a mate"),
        };
        match reply {
            Some(reply) => format!("{why}: {reply} answers it. Try again, or see why."),
            None => format!("{why}. Looking for the answer…"),
        }
    },
    counts: |n, solved, failed, retried| {
        format!("{n} puzzle{} · {solved} solved · {failed} failed · {retried} retried", if n == 1 { "" } else { "s" })
    },
    list_item: |i, state| match state {
        Some(true) => format!("Puzzle {i}: solved"),
        Some(false) => format!("Puzzle {i}: not solved yet"),
        None => format!("Puzzle {i}: not tried yet"),
    },
};

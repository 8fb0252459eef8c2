//! The game as a record: the PGN a player copies or downloads, with the tags an imported game
//! came with and the defaults, in the page's language, that it lacks.

use crate::rules::{self, Color};

use super::clock::Clock;

/// The values of the tags a person reads in an exported game, in the page's language (the tag
/// names stay the standard English ones).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnNames {
    /// `Event`: "Casual game".
    pub event: &'static str,
    /// The person's side: "Player".
    pub player: &'static str,
    /// The computer's side: "Poda (level 3)".
    pub computer: String,
    /// The words after the last move when White resigned, and when Black did.
    pub resigns: [&'static str; 2],
}

/// What an exported game says beyond its moves.
#[derive(Debug, Clone, Copy)]
pub struct RecordFacts<'a> {
    /// The tags it was imported with.
    pub tags: &'a [(String, String)],
    /// The side the computer played, named as the computer.
    pub computer_side: Option<Color>,
    /// The PGN result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: &'static str,
    /// The side that resigned, if one did.
    pub resigned: Option<Color>,
    /// A flag fell.
    pub time_forfeit: bool,
    /// The clock of a timed game.
    pub clock: Option<&'a Clock>,
}

/// The game in PGN: the Seven Tag Roster, `SetUp` and `FEN` when it did not start from the
/// initial position, the moves in standard SAN and the result. An imported game keeps its
/// tags (all but `Result`, `SetUp`, `FEN` and `Termination`, which are this game's own);
/// those it lacks among `Event`, `Site`, `Date` (`YYYY.MM.DD`), `White` and `Black` take
/// the values of `names` (the computer's side named as the computer). A finished game gets its
/// `Termination` (`normal`, or `time forfeit`), a timed game its `TimeControl` and each move's
/// `%clk`, a resigned one the resignation in words after its last move.
pub fn pgn(game: &rules::Game, facts: &RecordFacts, names: &PgnNames, date: &str) -> String {
    let mut pgn = rules::pgn::PgnGame::new(game.clone());
    let own = |name: &str| matches!(name, "Result" | "SetUp" | "FEN" | "Termination");
    pgn.tags = facts.tags.iter().filter(|(name, _)| !own(name)).cloned().collect();
    let name = |side: Color| if facts.computer_side == Some(side) { names.computer.as_str() } else { names.player };
    let defaults = [
        ("Event", names.event),
        ("Site", "Poda"),
        ("Date", date),
        ("White", name(Color::White)),
        ("Black", name(Color::Black)),
    ];
    for (tag, value) in defaults {
        if pgn.tag(tag).is_none() {
            pgn.set_tag(tag, value);
        }
    }
    pgn.result = facts.result.to_string();
    // PGN's own values: `time forfeit` for a flag that fell, `normal` for any other end (mate,
    // a draw, a resignation); none while the game goes on.
    if facts.time_forfeit {
        pgn.set_tag("Termination", "time forfeit");
    } else if facts.result != "*" {
        pgn.set_tag("Termination", "normal");
    }
    if let Some(clock) = facts.clock {
        clock.write_pgn(&mut pgn);
    }
    // A resignation is said in words after the last move, as the big sites write it.
    if let Some(loser) = facts.resigned {
        let words = names.resigns[loser.index()];
        match pgn.annotations.last_mut() {
            Some(last) => {
                last.comment = Some(last.comment.take().map_or(words.to_string(), |c| format!("{c} {words}")))
            }
            None => pgn.comment = Some(words.to_string()),
        }
    }
    pgn.to_pgn()
}

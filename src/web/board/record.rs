//! The game as a record: the PGN a player copies or downloads, with the tags an imported game
//! came with and the defaults, in the page's language, that it lacks.

use crate::rules::{self, Color};

use super::state::BoardState;

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
    /// `Termination` when White resigned, and when Black did.
    pub resigns: [&'static str; 2],
}

impl BoardState {
    /// The game in PGN: the Seven Tag Roster, `SetUp` and `FEN` when it did not start from the
    /// initial position, the moves in standard SAN and the result. An imported game keeps its
    /// tags (all but `Result`, `SetUp`, `FEN` and `Termination`, which are this game's own);
    /// those it lacks among `Event`, `Site`, `Date` (`YYYY.MM.DD`), `White` and `Black` take
    /// the values of `names` (the computer's side named as the computer).
    pub fn pgn(&self, names: &PgnNames, date: &str) -> String {
        let mut pgn = rules::pgn::PgnGame::new(self.game.clone());
        let own = |name: &str| matches!(name, "Result" | "SetUp" | "FEN" | "Termination");
        pgn.tags = self.tags.iter().filter(|(name, _)| !own(name)).cloned().collect();
        let name = |side: Color| if self.engine_side == Some(side) { names.computer.as_str() } else { names.player };
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
        pgn.result = self.status().result().to_string();
        if let Some(loser) = self.resigned {
            pgn.set_tag("Termination", names.resigns[loser.index()]);
        }
        self.write_clock(&mut pgn);
        pgn.to_pgn()
    }

    /// The tags of the imported game (none for a game begun here).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Gives the game the tags it was imported with (a saved game restored).
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        self.tags = tags;
    }
}

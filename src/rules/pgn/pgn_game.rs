//! A game as PGN holds it: its tags, its moves with their annotations (NAGs, comments,
//! variations) and its result. The reader builds it, the writer writes it; it knows neither.

use crate::rules::game::Game;
use crate::rules::moves::Move;

/// What follows a move: NAGs, a comment and the variations that could replace it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    pub nags: Vec<u8>,
    pub comment: Option<String>,
    /// Alternatives to this move, each starting from the position before it.
    pub variations: Vec<Variation>,
}

/// A variation: moves (each with its own annotation, so variations nest) played instead of the
/// move it is attached to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// A comment before the variation's first move.
    pub comment: Option<String>,
    pub moves: Vec<VariationMove>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationMove {
    pub mv: Move,
    pub annotation: Annotation,
}

/// How deeply variations may nest before the reader gives up (the writer recurses on them).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// One game read from, or to be written as, PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order read (including the roster, `SetUp` and `FEN` if present).
    pub tags: Vec<(String, String)>,
    /// The main line from the start position.
    pub game: Game,
    /// A comment before the first move.
    pub comment: Option<String>,
    /// One entry per move of `game`.
    pub annotations: Vec<Annotation>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    /// A game with no tags, ending with its current status.
    pub fn new(game: Game) -> PgnGame {
        let annotations = vec![Annotation::default(); game.moves().len()];
        let result = game.result().to_string();
        PgnGame { tags: Vec::new(), game, comment: None, annotations, result }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value if it is there.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}

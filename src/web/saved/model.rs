//! What is kept: the saved game ([`SavedGame`]) and the preferences ([`Prefs`]), their JSON
//! form and how strictly it is read ([`SavedError`]). No browser: tested natively.

use super::json::Json;
use crate::engine::Level;
use crate::rules::{Color, FenError};
use crate::web::board::clock::{Clock, TimeControl};
use crate::web::board::look::{named, BoardColours, Look, PieceSet};
use crate::web::board::state::{BoardState, ReplayError};

/// Where the game is kept.
pub const GAME_KEY: &str = "poda.game";
/// Where the preferences are kept.
pub const PREFS_KEY: &str = "poda.prefs";
/// The version written in `v`; a value with another one is dropped.
pub const VERSION: u32 = 1;

/// Why a stored value could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedError {
    /// Not a JSON object.
    NotJson,
    /// Written by another version of Poda (`found` is its `v`, as text).
    OtherVersion { found: String },
    /// A field is missing or has the wrong type.
    BadField { field: &'static str },
    /// The start position is not a valid FEN.
    BadFen(FenError),
    /// Move `index` (from 0) is not legal where it stands.
    IllegalMove { index: usize, uci: String },
}

impl std::fmt::Display for SavedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SavedError::NotJson => write!(f, "not a JSON object"),
            SavedError::OtherVersion { found } => write!(f, "saved by another version ({found})"),
            SavedError::BadField { field } => write!(f, "the field {field} is missing or wrong"),
            SavedError::BadFen(err) => write!(f, "bad start position: {err}"),
            SavedError::IllegalMove { index, uci } => write!(f, "move {} ({uci}) is not legal", index + 1),
        }
    }
}

impl std::error::Error for SavedError {}

/// A game as stored: enough to rebuild it with [`SavedGame::restore`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    pub start_fen: String,
    /// The moves from the start position, in UCI.
    pub moves: Vec<String>,
    /// The side the computer plays (`None`: the human plays both).
    pub engine_side: Option<Color>,
    /// The side drawn at the bottom.
    pub orientation: Color,
    /// The playing level, when one was chosen.
    pub level: Option<u8>,
    /// The levels the computer played at, in order (absent in older saves: none).
    pub computer_levels: Vec<u8>,
    /// The side that resigned, if one did (absent in older saves: none).
    pub resigned: Option<Color>,
    /// The clock of a timed game (absent in older saves: untimed).
    pub clock: Option<Clock>,
    /// The side whose time ran out, if one's did.
    pub flagged: Option<Color>,
    /// The PGN tags of an imported game, as `[name, value]` pairs (absent: none).
    pub tags: Vec<(String, String)>,
    /// How many levels the Poda that saved the game had, when this one does not know that
    /// ladder (a later version's): its level numbers cannot be read, so `level` is `None` and
    /// `computer_levels` empty, and the game goes on without them. Never written.
    pub unread_ladder: Option<u8>,
}

/// A saved game as the play page goes on with it.
#[derive(Debug, Clone)]
pub struct ResumedGame {
    pub game: BoardState,
    /// The level it was played at, when it was saved with one this Poda can read.
    pub level: Option<u8>,
    /// As [`SavedGame::unread_ladder`]: the saved level was left out.
    pub unread_ladder: Option<u8>,
}

named! {
    /// The page's colours: `<html data-theme>`, and the colours it gives `<html data-scheme>`
    /// (style.css), set before the first paint by `www/theme.js`.
    Theme {
        /// As the system says (`prefers-color-scheme`).
        System "system",
        Light "light",
        Dark "dark",
    }
}

/// The player's preferences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    /// Promote to a queen without showing the chooser.
    pub always_queen: bool,
    /// Show the evaluation bar beside the board.
    pub eval_bar: bool,
    /// Play sounds for moves, captures, checks and the end of the game.
    pub sound: bool,
    /// The page's colours.
    pub theme: Theme,
    /// The board's colours, pieces and coordinates.
    pub look: Look,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs { always_queen: false, eval_bar: false, sound: true, theme: Theme::System, look: Look::default() }
    }
}

fn color_code(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

fn color_from(value: &Json) -> Option<Color> {
    match value.as_str() {
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        _ => None,
    }
}

fn text(s: &str) -> Json {
    Json::String(s.to_string())
}

/// `null` and a missing field are both "none".
fn given(value: Option<&Json>) -> Option<&Json> {
    value.filter(|v| **v != Json::Null)
}

/// Parses `text` as a JSON object of version [`VERSION`].
pub(super) fn versioned(text: &str) -> Result<Json, SavedError> {
    let value = Json::parse(text).filter(|v| matches!(v, Json::Object(_))).ok_or(SavedError::NotJson)?;
    match value.get("v") {
        Some(v) if v.as_int() == Some(i64::from(VERSION)) => Ok(value),
        Some(v) => Err(SavedError::OtherVersion { found: v.write() }),
        None => Err(SavedError::OtherVersion { found: "none".to_string() }),
    }
}

fn number(n: u64) -> Json {
    Json::Number(n.to_string())
}

fn clock_to_json(clock: &Clock) -> Json {
    let control = clock.control();
    let mut fields = vec![
        ("base".to_string(), number(control.base_ms)),
        ("inc".to_string(), number(control.increment_ms)),
        ("w".to_string(), number(clock.left(Color::White, 0))),
        ("b".to_string(), number(clock.left(Color::Black, 0))),
        ("after".to_string(), Json::Array(clock.history().iter().map(|&ms| number(ms)).collect())),
    ];
    if clock.first_ply() > 0 {
        fields.push(("first".to_string(), number(clock.first_ply() as u64)));
    }
    Json::Object(fields)
}

fn clock_from(value: &Json) -> Option<Clock> {
    let ms = |value: &Json| value.as_int().and_then(|n| u64::try_from(n).ok());
    let field = |key: &str| value.get(key).and_then(ms);
    let control = TimeControl { base_ms: field("base").filter(|&b| b > 0)?, increment_ms: field("inc")? };
    let history = match value.get("after")? {
        Json::Array(items) => items.iter().map(ms).collect::<Option<Vec<u64>>>()?,
        _ => return None,
    };
    let first = match value.get("first") {
        None => 0,
        Some(first) => ms(first)? as usize,
    };
    Some(Clock::restore(control, field("w")?, field("b")?, history, first))
}

impl SavedGame {
    /// What to store for `game` played at `level`.
    pub fn of(game: &BoardState, level: Option<u8>) -> SavedGame {
        SavedGame {
            start_fen: game.start_fen().to_string(),
            moves: game.uci_moves(),
            engine_side: game.engine_side(),
            orientation: game.orientation,
            level,
            computer_levels: game.computer_levels().to_vec(),
            resigned: game.resigned(),
            clock: game.clock().cloned(),
            flagged: game.flagged(),
            tags: game.tags().to_vec(),
            unread_ladder: None,
        }
    }

    /// The JSON text stored under [`GAME_KEY`].
    pub fn to_json(&self) -> String {
        let mut fields = vec![
            ("v".to_string(), Json::Number(VERSION.to_string())),
            ("fen".to_string(), text(&self.start_fen)),
            ("moves".to_string(), Json::Array(self.moves.iter().map(|m| text(m)).collect())),
            ("engine".to_string(), self.engine_side.map_or(Json::Null, |c| text(color_code(c)))),
            ("orientation".to_string(), text(color_code(self.orientation))),
            ("level".to_string(), self.level.map_or(Json::Null, |l| Json::Number(l.to_string()))),
            ("ladder".to_string(), Json::Number(Level::MAX.to_string())),
        ];
        if !self.computer_levels.is_empty() {
            let levels = self.computer_levels.iter().map(|l| Json::Number(l.to_string())).collect();
            fields.push(("levels".to_string(), Json::Array(levels)));
        }
        if let Some(side) = self.resigned {
            fields.push(("resigned".to_string(), text(color_code(side))));
        }
        if let Some(clock) = &self.clock {
            fields.push(("clock".to_string(), clock_to_json(clock)));
        }
        if let Some(side) = self.flagged {
            fields.push(("flagged".to_string(), text(color_code(side))));
        }
        if !self.tags.is_empty() {
            let pairs = self.tags.iter().map(|(name, value)| Json::Array(vec![text(name), text(value)])).collect();
            fields.push(("tags".to_string(), Json::Array(pairs)));
        }
        Json::Object(fields).write()
    }

    /// Reads what [`SavedGame::to_json`] wrote. The moves are checked by [`SavedGame::restore`].
    ///
    /// # Errors
    /// Not JSON, another version, or a missing or mistyped field.
    pub fn from_json(json: &str) -> Result<SavedGame, SavedError> {
        let value = versioned(json)?;
        let bad = |field: &'static str| SavedError::BadField { field };
        let start_fen = value.get("fen").and_then(Json::as_str).ok_or(bad("fen"))?.to_string();
        let moves = match value.get("moves") {
            Some(Json::Array(items)) => {
                items.iter().map(|m| m.as_str().map(str::to_string)).collect::<Option<Vec<String>>>()
            }
            _ => None,
        }
        .ok_or(bad("moves"))?;
        let engine_side = match value.get("engine") {
            Some(Json::Null) => None,
            other => Some(other.and_then(color_from).ok_or(bad("engine"))?),
        };
        let orientation = value.get("orientation").and_then(color_from).ok_or(bad("orientation"))?;
        // "ladder" says how many levels Poda had when the game was saved: none in the versions
        // with ten levels. A ladder this Poda never had (a later version's) keeps the game and
        // leaves out its level numbers, which cannot be read without it.
        let ladder = match given(value.get("ladder")) {
            None => Ok(10),
            Some(size) => {
                let size = size.as_int().and_then(|n| u8::try_from(n).ok()).ok_or(bad("ladder"))?;
                if Level::from_ladder(size, 1).is_some() {
                    Ok(size)
                } else {
                    Err(size)
                }
            }
        };
        let a_level = |level: &Json| {
            let n = u8::try_from(level.as_int()?).ok()?;
            Level::from_ladder(ladder.ok()?, n).map(|l| l.number)
        };
        let (level, computer_levels) = match ladder {
            Ok(_) => {
                let level = match given(value.get("level")) {
                    None => None,
                    Some(level) => Some(a_level(level).ok_or(bad("level"))?),
                };
                let computer_levels = match given(value.get("levels")) {
                    None => Vec::new(),
                    Some(Json::Array(levels)) => {
                        levels.iter().map(a_level).collect::<Option<_>>().ok_or(bad("levels"))?
                    }
                    Some(_) => return Err(bad("levels")),
                };
                (level, computer_levels)
            }
            Err(_) => (None, Vec::new()),
        };
        let resigned = match given(value.get("resigned")) {
            None => None,
            Some(side) => Some(color_from(side).ok_or(bad("resigned"))?),
        };
        let clock = match given(value.get("clock")) {
            None => None,
            Some(clock) => Some(clock_from(clock).ok_or(bad("clock"))?),
        };
        let flagged = match given(value.get("flagged")) {
            None => None,
            Some(side) => Some(color_from(side).ok_or(bad("flagged"))?),
        };
        let mut tags = Vec::new();
        match given(value.get("tags")) {
            None => {}
            Some(Json::Array(pairs)) => {
                for pair in pairs {
                    let Json::Array(pair) = pair else { return Err(bad("tags")) };
                    let [Json::String(name), Json::String(value)] = pair.as_slice() else { return Err(bad("tags")) };
                    tags.push((name.clone(), value.clone()));
                }
            }
            Some(_) => return Err(bad("tags")),
        }
        Ok(SavedGame {
            start_fen,
            moves,
            engine_side,
            orientation,
            level,
            computer_levels,
            resigned,
            tags,
            clock,
            flagged,
            unread_ladder: ladder.err(),
        })
    }

    /// The game and its level, as the play page goes on with it.
    ///
    /// # Errors
    /// As [`SavedGame::restore`].
    pub fn resume(&self) -> Result<ResumedGame, SavedError> {
        Ok(ResumedGame { game: self.restore()?, level: self.level, unread_ladder: self.unread_ladder })
    }

    /// The game: the start position with every move replayed and checked, the sides set.
    ///
    /// # Errors
    /// A bad FEN or the first illegal move.
    pub fn restore(&self) -> Result<BoardState, SavedError> {
        let mut game = BoardState::replay(&self.start_fen, &self.moves).map_err(|err| match err {
            ReplayError::BadFen(err) => SavedError::BadFen(err),
            ReplayError::IllegalMove { index, uci } => SavedError::IllegalMove { index, uci },
        })?;
        game.set_engine_side(self.engine_side);
        game.orientation = self.orientation;
        game.set_tags(self.tags.clone());
        game.set_computer_levels(self.computer_levels.clone());
        if let Some(side) = self.resigned {
            game.resign(side);
        }
        game.set_clock(self.clock.clone());
        game.set_flagged(self.flagged);
        Ok(game)
    }
}

impl Prefs {
    /// The JSON text stored under [`PREFS_KEY`].
    pub fn to_json(&self) -> String {
        Json::Object(vec![
            ("v".to_string(), Json::Number(VERSION.to_string())),
            ("alwaysQueen".to_string(), Json::Bool(self.always_queen)),
            ("evalBar".to_string(), Json::Bool(self.eval_bar)),
            ("sound".to_string(), Json::Bool(self.sound)),
            ("theme".to_string(), text(self.theme.name())),
            ("board".to_string(), text(self.look.board.name())),
            ("pieces".to_string(), text(self.look.pieces.name())),
            ("coordinates".to_string(), Json::Bool(self.look.coordinates)),
        ])
        .write()
    }

    /// Reads what [`Prefs::to_json`] wrote; a preference that is missing keeps its default
    /// (older saves have no theme and no look), and so does a name this version does not know
    /// (a board colour added later), so that one unknown choice does not drop the others.
    ///
    /// # Errors
    /// Not JSON, another version, or a mistyped field.
    pub fn from_json(json: &str) -> Result<Prefs, SavedError> {
        let value = versioned(json)?;
        let flag = |field: &'static str, default: bool| match value.get(field) {
            None => Ok(default),
            Some(Json::Bool(b)) => Ok(*b),
            Some(_) => Err(SavedError::BadField { field }),
        };
        fn choice<T: Default>(value: &Json, field: &'static str, from: fn(&str) -> Option<T>) -> Result<T, SavedError> {
            match value.get(field) {
                None => Ok(T::default()),
                Some(Json::String(name)) => Ok(from(name).unwrap_or_default()),
                Some(_) => Err(SavedError::BadField { field }),
            }
        }
        let d = Prefs::default();
        Ok(Prefs {
            always_queen: flag("alwaysQueen", d.always_queen)?,
            eval_bar: flag("evalBar", d.eval_bar)?,
            sound: flag("sound", d.sound)?,
            theme: choice(&value, "theme", Theme::from_name)?,
            look: Look {
                board: choice(&value, "board", BoardColours::from_name)?,
                pieces: choice(&value, "pieces", PieceSet::from_name)?,
                coordinates: flag("coordinates", d.look.coordinates)?,
            },
        })
    }
}

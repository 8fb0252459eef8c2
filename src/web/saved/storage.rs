//! Reading and writing the saved values through the browser (`localStorage`, JSON).

use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::JsValue;
use web_sys::{Storage, Window};

use crate::rules::Color;

use super::SavedError;

use crate::web::board::state::{Game, ReplayError};

/// Where the game is kept.
pub const GAME_KEY: &str = "poda.game";
/// Where the preferences are kept.
pub const PREFS_KEY: &str = "poda.prefs";
/// The version written in `v`; a value with another one is dropped.
pub const VERSION: u32 = 1;


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
    /// The side that resigned, if one did (absent in older saves: none).
    pub resigned: Option<Color>,
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
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs { always_queen: false, eval_bar: false, sound: true }
    }
}

fn color_code(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

fn color_from(value: &JsValue) -> Option<Color> {
    match value.as_string().as_deref() {
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        _ => None,
    }
}

fn set(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Parses `text` as a JSON object of version [`VERSION`].
fn versioned(text: &str) -> Result<JsValue, SavedError> {
    let value = JSON::parse(text).map_err(|_| SavedError::NotJson)?;
    if !value.is_object() || Array::is_array(&value) {
        return Err(SavedError::NotJson);
    }
    let v = get(&value, "v");
    if v.as_f64() != Some(f64::from(VERSION)) {
        let found = if v.is_undefined() {
            "none".to_string()
        } else {
            JSON::stringify(&v).map(String::from).unwrap_or_default()
        };
        return Err(SavedError::OtherVersion { found });
    }
    Ok(value)
}

fn stringify(object: &Object) -> String {
    JSON::stringify(object).map(String::from).unwrap_or_default()
}

impl SavedGame {
    /// What to store for `game` played at `level`.
    pub fn of(game: &Game, level: Option<u8>) -> SavedGame {
        SavedGame {
            start_fen: game.start_fen().to_string(),
            moves: game.uci_moves(),
            engine_side: game.engine_side(),
            orientation: game.orientation,
            level,
            resigned: game.resigned(),
        }
    }

    /// The JSON text stored under [`GAME_KEY`].
    pub fn to_json(&self) -> String {
        let object = Object::new();
        set(&object, "v", &JsValue::from(VERSION));
        set(&object, "fen", &JsValue::from_str(&self.start_fen));
        let moves: Array = self.moves.iter().map(|m| JsValue::from_str(m)).collect();
        set(&object, "moves", &moves);
        set(&object, "engine", &self.engine_side.map_or(JsValue::NULL, |c| JsValue::from_str(color_code(c))));
        set(&object, "orientation", &JsValue::from_str(color_code(self.orientation)));
        set(&object, "level", &self.level.map_or(JsValue::NULL, JsValue::from));
        if let Some(side) = self.resigned {
            set(&object, "resigned", &JsValue::from_str(color_code(side)));
        }
        stringify(&object)
    }

    /// Reads what [`SavedGame::to_json`] wrote. The moves are checked by [`SavedGame::restore`].
    ///
    /// # Errors
    /// Not JSON, another version, or a missing or mistyped field.
    pub fn from_json(text: &str) -> Result<SavedGame, SavedError> {
        let value = versioned(text)?;
        let start_fen = get(&value, "fen").as_string().ok_or(SavedError::BadField { field: "fen" })?;
        let moves_value = get(&value, "moves");
        if !Array::is_array(&moves_value) {
            return Err(SavedError::BadField { field: "moves" });
        }
        let moves = Array::from(&moves_value)
            .iter()
            .map(|m| m.as_string())
            .collect::<Option<Vec<String>>>()
            .ok_or(SavedError::BadField { field: "moves" })?;
        let engine = get(&value, "engine");
        let engine_side = if engine.is_null() {
            None
        } else {
            Some(color_from(&engine).ok_or(SavedError::BadField { field: "engine" })?)
        };
        let orientation =
            color_from(&get(&value, "orientation")).ok_or(SavedError::BadField { field: "orientation" })?;
        let level_value = get(&value, "level");
        let level = if level_value.is_null() || level_value.is_undefined() {
            None
        } else {
            let level = level_value
                .as_f64()
                .filter(|l| l.fract() == 0.0 && *l >= 1.0 && *l <= f64::from(crate::engine::Level::MAX))
                .ok_or(SavedError::BadField { field: "level" })?;
            Some(level as u8)
        };
        let resigned_value = get(&value, "resigned");
        let resigned = if resigned_value.is_undefined() || resigned_value.is_null() {
            None
        } else {
            Some(color_from(&resigned_value).ok_or(SavedError::BadField { field: "resigned" })?)
        };
        Ok(SavedGame { start_fen, moves, engine_side, orientation, level, resigned })
    }

    /// The game: the start position with every move replayed and checked, the sides set.
    ///
    /// # Errors
    /// A bad FEN or the first illegal move.
    pub fn restore(&self) -> Result<Game, SavedError> {
        let mut game = Game::replay(&self.start_fen, &self.moves).map_err(|err| match err {
            ReplayError::BadFen(err) => SavedError::BadFen(err),
            ReplayError::IllegalMove { index, uci } => SavedError::IllegalMove { index, uci },
        })?;
        game.set_engine_side(self.engine_side);
        game.orientation = self.orientation;
        if let Some(side) = self.resigned {
            game.resign(side);
        }
        Ok(game)
    }
}

impl Prefs {
    /// The JSON text stored under [`PREFS_KEY`].
    pub fn to_json(&self) -> String {
        let object = Object::new();
        set(&object, "v", &JsValue::from(VERSION));
        set(&object, "alwaysQueen", &JsValue::from_bool(self.always_queen));
        set(&object, "evalBar", &JsValue::from_bool(self.eval_bar));
        set(&object, "sound", &JsValue::from_bool(self.sound));
        stringify(&object)
    }

    /// Reads what [`Prefs::to_json`] wrote; a preference that is missing keeps its default.
    ///
    /// # Errors
    /// Not JSON, another version, or a mistyped field.
    pub fn from_json(text: &str) -> Result<Prefs, SavedError> {
        let value = versioned(text)?;
        let flag = |field: &'static str, default: bool| {
            let v = get(&value, field);
            if v.is_undefined() {
                Ok(default)
            } else {
                v.as_bool().ok_or(SavedError::BadField { field })
            }
        };
        let d = Prefs::default();
        Ok(Prefs {
            always_queen: flag("alwaysQueen", d.always_queen)?,
            eval_bar: flag("evalBar", d.eval_bar)?,
            sound: flag("sound", d.sound)?,
        })
    }
}

// ---- In the browser ----------------------------------------------------------------------

fn storage(window: &Window) -> Option<Storage> {
    window.local_storage().ok().flatten()
}

fn read(window: &Window, key: &str) -> Option<String> {
    storage(window)?.get_item(key).ok().flatten()
}

fn write(window: &Window, key: &str, text: &str) {
    if let Some(storage) = storage(window) {
        // Full or refused storage: the game goes on unsaved.
        let _ = storage.set_item(key, text);
    }
}

/// Removes `key`; nothing happens when storage is unavailable.
pub fn forget(window: &Window, key: &str) {
    if let Some(storage) = storage(window) {
        let _ = storage.remove_item(key);
    }
}

/// The saved game and its level, if there is one: `Err` when it cannot be used (it is then
/// removed, so that the notice is shown once).
pub fn load_game(window: &Window) -> Option<Result<(Game, Option<u8>), SavedError>> {
    let text = read(window, GAME_KEY)?;
    let result = SavedGame::from_json(&text).and_then(|saved| Ok((saved.restore()?, saved.level)));
    if result.is_err() {
        forget(window, GAME_KEY);
    }
    Some(result)
}

/// Stores `game` at `level` under [`GAME_KEY`].
pub fn store_game(window: &Window, game: &Game, level: Option<u8>) {
    write(window, GAME_KEY, &SavedGame::of(game, level).to_json());
}

/// The saved preferences: defaults when there are none, `Err` when they cannot be used (and
/// they are then removed).
pub fn load_prefs(window: &Window) -> Result<Prefs, SavedError> {
    let Some(text) = read(window, PREFS_KEY) else { return Ok(Prefs::default()) };
    Prefs::from_json(&text).inspect_err(|_| forget(window, PREFS_KEY))
}

/// Stores `prefs` under [`PREFS_KEY`].
pub fn store_prefs(window: &Window, prefs: Prefs) {
    write(window, PREFS_KEY, &prefs.to_json());
}

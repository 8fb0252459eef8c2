//! The saved values in the browser's `localStorage`.

use web_sys::{Storage, Window};

use super::{Prefs, PuzzleBook, ResumedGame, SavedError, SavedGame, GAME_KEY, PREFS_KEY, PUZZLES_KEY};
use crate::web::board::state::BoardState;

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
pub fn load_game(window: &Window) -> Option<Result<ResumedGame, SavedError>> {
    let text = read(window, GAME_KEY)?;
    let result = SavedGame::from_json(&text).and_then(|saved| saved.resume());
    if result.is_err() {
        forget(window, GAME_KEY);
    }
    Some(result)
}

/// Stores `game` at `level` under [`GAME_KEY`], its clock as it stands at `now`.
pub fn store_game(window: &Window, game: &BoardState, level: Option<u8>, now: u64) {
    let mut saved = SavedGame::of(game, level);
    if let Some(clock) = saved.clock.as_mut() {
        clock.settle(now);
    }
    write(window, GAME_KEY, &saved.to_json());
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

/// The puzzles kept: an empty book when there are none, `Err` when they cannot be used (they
/// are then removed, so that the notice is shown once).
pub fn load_puzzles(window: &Window) -> Result<PuzzleBook, SavedError> {
    let Some(text) = read(window, PUZZLES_KEY) else { return Ok(PuzzleBook::default()) };
    PuzzleBook::from_json(&text).inspect_err(|_| forget(window, PUZZLES_KEY))
}

/// Stores `book` under [`PUZZLES_KEY`].
pub fn store_puzzles(window: &Window, book: &PuzzleBook) {
    write(window, PUZZLES_KEY, &book.to_json());
}

//! Every text the page shows, in English and Spanish, and the choice between them.
//!
//! # One shape, by page module
//! The texts are kept by the page module that shows them, as lichess keeps its own: `play`
//! (the game), `teach` (the teaching views: the search tree, the example tree, tic-tac-toe,
//! the mouse and the cats), `practice` (the alpha-beta exercise), `puzzles` (the puzzles from
//! the player's games) and `shared` (what more than one page shows: the header, the language
//! switch, the notices and errors every page can give, the moves' piece letters). Each module has
//! - one key list, `keys.rs`: a struct declared with the `texts!` macro ([`PlayTexts`],
//!   [`TeachTexts`], [`PracticeTexts`], [`PuzzleTexts`], [`SharedTexts`]) with a `&'static str` field per fixed
//!   text, named with its `data-i18n` key where the markup names it, and an `fn` field per
//!   sentence with parameters (`to_move: fn(Color, Mover, bool) -> String`);
//! - one file per language, `en.rs` and `es.rs`, each one `const` value of that struct: every
//!   text and every sentence written once, a missing one a compile error;
//! - one dispatch function, declared in its `mod.rs` with the language files by the
//!   `languages!` macro (`texts.rs`), whose `match` is the only one on [`Lang`] among the texts:
//!   [`play`]`(lang)`, [`teach`]`(lang)`, [`practice`]`(lang)`, [`puzzles`]`(lang)`, [`shared`]`(lang)`.
//!
//! Callers read a field (`i18n::play(lang).new_game`) or call one
//! (`(i18n::play(lang).to_move)(turn, mover, check)`). What does not depend on the language is
//! worked out once beside the key list: which field names a draw, a level or a node kind; the
//! moves of a sentence in the language's letters ([`san`]); a notice's parts. Each page's wasm
//! keeps only the modules it reads: the play page `shared` and `play`, the teaching page
//! `shared`, `teach`, `practice` and `puzzles`.
//!
//! Notices are kept as what happened ([`Notice`], [`TeachNotice`]) and worded when shown, so
//! that a change of language rewords them. Details that come from elsewhere as plain text (a
//! message from the worker, a serialisation error) are shown inside a translated sentence but
//! not translated themselves. Where the English sentence is an error's `Display` text (the
//! rules' `FenError`, `PgnError` and illegal `SanError`, the teaching `TreeError`,
//! `BoardError`, `MouseBoardError`, the practice page's errors), the English file uses that
//! text (`words::display`) rather than writing it again.
//!
//! [`choose`] picks the language (pure, tested without a browser). The browser side
//! (`set_current`, `on_change`, `connect_switch`, `apply`, `also_apply` …) is in `page.rs`,
//! compiled for wasm32 only: it reads and writes `localStorage`, writes the `data-i18n*` texts
//! of the document (the shared keys, and those of the page's module given to `also_apply`) and
//! tells listeners to re-render. Nothing else here uses `web_sys`, `js_sys` or `wasm_bindgen`.
//!
//! # Which language
//! `?lang=en|es` in the address wins, then the choice remembered from the switch
//! (`localStorage["poda.lang"]`), then the browser's languages in order of preference (the
//! first English or Spanish one), else English. A bad `?lang=` gives a [`Notice`] and the next
//! rule decides.
//!
//! Only the switch remembers a choice. A link with `?lang=` is often someone else's choice (a
//! shared link, a course page): following it shows the page in that language but does not
//! change what the visitor picked for themselves. When the switch is used on a page opened
//! with `?lang=`, the parameter in the address is replaced too (`history.replaceState`), so
//! that reloading keeps what the user just chose. When `localStorage` is unavailable (a
//! sandboxed frame, some private modes) nothing is remembered and nothing fails.
//!
//! # Adding a text
//! Add a field to the module's key list (with its key, for a static text of `index.html`),
//! then its wording to every language file of that module (the compiler lists the files that
//! lack it). In `index.html`, `data-i18n="key"` sets an element's text,
//! `data-i18n-aria-label="key"` (or `-title`, `-placeholder`, `-alt`, `-data-empty`) that
//! attribute. Dynamic texts are read where they are shown, and views re-render in `on_change`.
//!
//! # Moves
//! A move is shown in the language's piece letters (Spanish `Cf3` for `Nf3`): every text that
//! shows one takes the standard SAN and localizes it with [`san`], once, where it is shown. UCI
//! and FEN stay as they are, and so does an exported PGN, whose tag values (`pgn_names`) are
//! all that is translated in it.
//!
//! # Adding a language
//! One file per module, a copy of the English one translated: `shared/xx.rs`, `play/xx.rs`,
//! `teach/xx.rs`, `practice/xx.rs`, `puzzles/xx.rs` (each `pub(super) const XX: …Texts = …Texts { … };`); in
//! `texts.rs`'s `languages!` its `mod xx;` line and its arm of the dispatch; and in `lang.rs` a
//! [`Lang`] variant with its code, its own name and its place in [`Lang::ALL`]. The compiler
//! points at every `match` that misses the new language and at every text a file lacks.
//!
//! The `lang-stub` feature (`cargo check --features lang-stub --all-targets`) builds such a
//! language, `Lang::Xx`, and took exactly that: the five new files
//! `src/web/i18n/{shared,play,teach,practice,puzzles}/xx.rs`, the `mod xx;` line and the arm in
//! `languages!`, and the variant's lines in `lang.rs` (each behind the feature's `cfg`, which a
//! real language does without, as it does without `Cargo.toml`). Its files take English's texts
//! with `..super::en::EN`; a real language writes them all.

// Before the page modules, so that they see its macro.
#[macro_use]
mod texts;

mod choose;
mod lang;
#[cfg(target_arch = "wasm32")]
mod page;
mod play;
mod practice;
mod puzzles;
mod shared;
mod teach;
mod words;

#[cfg(target_arch = "wasm32")]
pub use page::{
    also_apply, apply, browser_languages, choose_in, connect_switch, current, on_change, remember, remembered,
    set_current,
};
pub use play::{announce_move, judged_move, material, play, typed_move_error, EngineLine, Mover, PlayTexts, Restart};
pub use practice::{practice, PracticeNodeRole, PracticeTexts};
pub use puzzles::{puzzles, PuzzleTexts};
pub use shared::{line, piece_letters, san, shared, ApiError, Notice, SharedTexts};
pub use teach::{
    crash_report, evaluator_title, horizon_note, mate_value, teach, Asked, Expected, KeptTree, LeaveFacts,
    SummaryFacts, TeachNotice, TeachTexts,
};

pub use choose::{choose, STORAGE_KEY};
pub use lang::Lang;
pub use words::grouped;

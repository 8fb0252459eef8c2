//! Every text the page shows, in English and Spanish, and the choice between them.
//!
//! - [`Text`] names each fixed text of the play page and of every page, with its key (used by
//!   `data-i18n` attributes in `index.html`); the `keys!` table in `keys.rs` lists them.
//! - Each language is one file that implements the `Language` trait: `en.rs` (English) and
//!   `es.rs` (Spanish). Its `text` is an exhaustive `match` over [`Text`], and every sentence
//!   with parameters ([`to_move`], [`checkmate`], [`Notice::text`], [`EngineLine::text`], …)
//!   is a method without a default, so a language that lacks a text or a sentence does not
//!   compile. The moves' letters are in `notation.rs`.
//! - The functions here keep one signature for every language: [`tr`]`(lang, Text::…)`,
//!   [`to_move`]`(lang, …)`, … Each hands the work to the language's file through a `match`
//!   on [`Lang`] (not a `dyn Language`, so that each page's wasm keeps only the sentences it
//!   calls). What does not depend on the language (which [`Text`] names a draw or a level) is
//!   worked out here once.
//! - The teaching views' texts and the practice page's have the shape every module's texts are
//!   moving to: a key list, [`TeachTexts`] and [`PracticeTexts`] (declared with the `texts!`
//!   macro: a field per fixed text, with its key where the markup names it, and an `fn` field
//!   per sentence with parameters), one file per language that is one `const` value of it
//!   (`teach/en.rs`, `teach/es.rs`, `practice/en.rs`, `practice/es.rs`), and one dispatch
//!   function each, [`teach`]`(lang)` and [`practice`]`(lang)`. The teaching view adds the keys
//!   of its texts to the document's with `also_apply` (`page.rs`), so that the play page's
//!   wasm does not carry them; its notices are [`TeachNotice`]s, worded when shown.
//! - [`choose`] picks the language (pure, tested without a browser). The browser side
//!   (`set_current`, `on_change`, `connect_switch`, …) is in `page.rs`, compiled for
//!   wasm32 only: it reads and writes `localStorage`, applies the texts to the document and
//!   tells listeners to re-render. Nothing else here uses `web_sys`, `js_sys` or
//!   `wasm_bindgen`.
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
//! Add a row to the `keys!` table in `keys.rs` (variant and key), then its wording to `text` in
//! every language file (the compiler lists the files that lack it). For a static text in
//! `index.html`, put the key on the element: `data-i18n="key"` sets its text,
//! `data-i18n-aria-label="key"` (or `-title`, `-placeholder`, `-alt`, `-data-empty`) sets that
//! attribute. Dynamic texts call `tr(current(), Text::…)`, and views re-render in
//! `on_change`. A sentence with parameters is a method of `Language`, written in every
//! language file, and a function here that calls it.
//!
//! # Moves
//! A move is shown in the language's piece letters (Spanish `Cf3` for `Nf3`): every text that
//! shows one takes the standard SAN and localizes it with [`san`] (`notation.rs`), once, where
//! it is shown. UCI and FEN stay as they are, and so does an exported PGN, whose tag values
//! ([`pgn_names`]) are all that is translated in it.
//!
//! # Adding a language
//! Copy `en.rs` to a new file named by the language's code and translate it; add a [`Lang`]
//! variant (with its code and its own name, and in [`Lang::ALL`]), the `mod` line and an arm
//! in `in_lang!`. The compiler points at every `match` that misses the new language.
//!
//! Details that come from elsewhere as plain text (a message from the worker, a serialisation
//! error) are shown inside a translated sentence but not translated themselves. Where the
//! English sentence is an error's `Display` text (the rules' `FenError`, `PgnError` and
//! illegal `SanError`, the teaching `TreeError` and `BoardError`), `en.rs` uses that text
//! rather than writing it again.

/// Declares a module's key list: a struct with a field per text, so that a language is one
/// `const` value of it, complete or not compiled. `fixed` texts are `&'static str` fields, each
/// with the key the page's markup names it by where it has one (`new_game "new-game"`);
/// `sentences` are `fn` fields, written once per language. Generates `KEYED` (the keyed
/// texts, for [`by_key`]-style lookups), `FIXED` (every fixed text by field name, for tests)
/// and `by_key`.
macro_rules! texts {
    (
        $(#[$doc:meta])*
        pub struct $name:ident {
            fixed {
                $( $(#[$fdoc:meta])* $fixed:ident $($key:literal)?, )*
            }
            sentences {
                $( $(#[$sdoc:meta])* $sentence:ident: $ty:ty, )*
            }
        }
    ) => {
        $(#[$doc])*
        pub struct $name {
            $( $(#[$fdoc])* pub $fixed: &'static str, )*
            $( $(#[$sdoc])* pub $sentence: $ty, )*
        }

        impl $name {
            /// The fixed texts that the markup names, by key.
            pub const KEYED: &'static [(&'static str, fn(&$name) -> &'static str)] =
                &[$( $( ($key, |t: &$name| t.$fixed), )? )*];

            /// Every fixed text, by field name.
            pub const FIXED: &'static [(&'static str, fn(&$name) -> &'static str)] =
                &[$( (stringify!($fixed), |t: &$name| t.$fixed), )*];

            /// The wording of the fixed text the markup names `key`, if any (a search of a
            /// table: a `match` on the keys would weigh more in each page).
            pub fn by_key(&self, key: &str) -> Option<&'static str> {
                Self::KEYED.iter().find(|(k, _)| *k == key).map(|(_, text)| text(self))
            }
        }
    };
}

mod en;
mod es;
mod keys;
#[cfg(target_arch = "wasm32")]
mod page;

#[cfg(target_arch = "wasm32")]
pub use page::{
    also_apply, apply, browser_languages, choose_in, connect_switch, current, on_change, remember, remembered,
    set_current,
};

pub use keys::Text;

use crate::rules::notation::PieceLetters;
use crate::rules::{self, Color, FenError};
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};
use crate::web::saved::SavedError;

/// A language of the page.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The language tag: `"en"` or `"es"` (for `<html lang>`, `?lang=` and storage).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language from a tag: `en`, `ES`, `es-MX`, `en_GB` … (its first subtag, any case).
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The language's own name, as the switch lists it whatever the page's language.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }
}

/// Evaluates `$body` with `$l` bound to `$lang`'s implementation of [`Language`].
macro_rules! in_lang {
    ($lang:expr, |$l:ident| $body:expr) => {
        match $lang {
            Lang::En => {
                let $l = en::English;
                $body
            }
            Lang::Es => {
                let $l = es::Spanish;
                $body
            }
        }
    };
}

mod notation;
pub use notation::{line, pgn_names, piece_letters, san};

/// Everything a language says: every fixed text and every sentence with parameters. One
/// implementation per language file; no method has a default, so a language that lacks one
/// does not compile. The functions below call it through `in_lang!`.
trait Language {
    /// The wording of a fixed text.
    fn text(&self, text: Text) -> &'static str;

    // ---- Moves and games.
    /// King, queen, rook, bishop, knight.
    fn piece_letters(&self) -> PieceLetters;
    fn pgn_names(&self, level: Option<u8>) -> PgnNames;

    // ---- The play page.
    fn to_move(&self, turn: Color, mover: Mover, check: bool) -> String;
    fn checkmate(&self, winner: Color) -> String;
    /// A resignation; `by_player`: the person at the board resigned (against the computer).
    fn resigned(&self, winner: Color, by_player: bool) -> String;
    fn announce_move(&self, mover: Color, computer: bool, san: &str) -> String;
    fn review_progress(&self, done: usize, total: usize) -> String;
    fn review_counts(&self, side: Color, counts: (usize, usize, usize), accuracy: Option<u32>) -> String;
    /// What `side` has captured (counts of pawns, knights, bishops, rooks, queens) and its
    /// lead in points.
    fn material(&self, side: Color, taken: [usize; 5], lead: u32) -> String;
    fn judged_move(&self, judgement: Judgement, better: &str) -> String;
    fn engine_line(&self, line: &EngineLine) -> String;
    fn notice(&self, notice: &Notice) -> String;
    fn bad_param(&self, name: &str, text: &str, expected: &str) -> String;
    fn fen_error(&self, err: &FenError) -> String;
    fn san_error(&self, err: &rules::SanError) -> String;
    fn pgn_error(&self, err: &rules::pgn::PgnError) -> String;
    fn typed_move_error(&self, err: &TypedMoveError) -> String;
    fn load_error(&self, err: &LoadError) -> String;
    fn saved_error(&self, err: &SavedError) -> String;
}

/// A fixed text of the page.
pub trait Wording: Copy {
    /// Its wording in `lang`.
    fn wording(self, lang: Lang) -> &'static str;
}

impl Wording for Text {
    fn wording(self, lang: Lang) -> &'static str {
        in_lang!(lang, |l| l.text(self))
    }
}

/// The wording of `text` in `lang`.
pub fn tr(lang: Lang, text: impl Wording) -> &'static str {
    text.wording(lang)
}

// ---- Texts with parameters ---------------------------------------------------------------

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

/// The status line while the game goes on: "White to move — your turn", "Check! …".
pub fn to_move(lang: Lang, turn: Color, mover: Mover, check: bool) -> String {
    in_lang!(lang, |l| l.to_move(turn, mover, check))
}

/// "Checkmate — Black wins".
pub fn checkmate(lang: Lang, winner: Color) -> String {
    in_lang!(lang, |l| l.checkmate(winner))
}

/// "White resigns — Black wins".
pub fn resigned(lang: Lang, winner: Color, by_player: bool) -> String {
    in_lang!(lang, |l| l.resigned(winner, by_player))
}

/// What the screen reader hears after a move: "White played e4", "Black (computer) played
/// Nf6" (`san` is standard SAN, read in the language's letters).
pub fn announce_move(lang: Lang, mover: Color, computer: bool, san: &str) -> String {
    let san = self::san(lang, san);
    in_lang!(lang, |l| l.announce_move(mover, computer, &san))
}

/// "Analysing… 12 of 41 positions".
pub fn review_progress(lang: Lang, done: usize, total: usize) -> String {
    in_lang!(lang, |l| l.review_progress(done, total))
}

/// A side's judged moves and accuracy: "White: 1 inaccuracy, 0 mistakes, 2 blunders,
/// accuracy 74 %".
pub fn review_counts(lang: Lang, side: Color, counts: (usize, usize, usize), accuracy: Option<u32>) -> String {
    in_lang!(lang, |l| l.review_counts(side, counts, accuracy))
}

/// The material beside a player, for a screen reader: "White has taken 2 pawns and a bishop,
/// 3 points ahead".
pub fn material(lang: Lang, side: Color, captured: &[rules::Role], lead: u32) -> String {
    let mut taken = [0; 5];
    for role in captured {
        if let Some(n) = taken.get_mut(role.index()) {
            *n += 1;
        }
    }
    in_lang!(lang, |l| l.material(side, taken, lead))
}

/// The title of a judged move: "Blunder. Better: Nf3" (`better` in standard SAN).
pub fn judged_move(lang: Lang, judgement: Judgement, better: &str) -> String {
    let better = san(lang, better);
    in_lang!(lang, |l| l.judged_move(judgement, &better))
}

/// How a drawn game ended (stalemate, insufficient material, fifty moves, repetition).
pub fn draw(lang: Lang, reason: rules::Status) -> &'static str {
    let text = match reason {
        rules::Status::Stalemate => Text::Stalemate,
        rules::Status::InsufficientMaterial => Text::DrawInsufficientMaterial,
        rules::Status::FiftyMoveRule => Text::DrawFiftyMoves,
        rules::Status::ThreefoldRepetition => Text::DrawRepetition,
        rules::Status::Ongoing | rules::Status::Checkmate { .. } => Text::Draw,
    };
    tr(lang, text)
}

/// The text that names engine level `number`, or `None` for a level the table does not know.
fn level_text(number: u8) -> Option<Text> {
    Some(match number {
        1 => Text::Level1,
        2 => Text::Level2,
        3 => Text::Level3,
        4 => Text::Level4,
        5 => Text::Level5,
        6 => Text::Level6,
        7 => Text::Level7,
        8 => Text::Level8,
        9 => Text::Level9,
        10 => Text::Level10,
        _ => return None,
    })
}

/// The name of engine level `number`, or `None` for a level the table does not know.
pub fn level_name(lang: Lang, number: u8) -> Option<&'static str> {
    level_text(number).map(|text| tr(lang, text))
}

/// "3 · Beginner · ≈1000": an entry of the level menu (the engine's own name for a level the
/// table does not know), with its measured strength rounded down to 50 (docs/levels.md); "<400"
/// below what the scale measures.
pub fn level_label(lang: Lang, level: &crate::engine::Level) -> String {
    let name = level_name(lang, level.number).unwrap_or(level.name);
    let rating = level.rating();
    if rating < 400 {
        format!("{} · {name} · <400", level.number)
    } else {
        format!("{} · {name} · ≈{}", level.number, rating / 50 * 50)
    }
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

impl EngineLine {
    pub fn text(&self, lang: Lang) -> String {
        let localized;
        let line = match self {
            EngineLine::Played { san: played } => {
                localized = EngineLine::Played { san: san(lang, played) };
                &localized
            }
            line => line,
        };
        in_lang!(lang, |l| l.engine_line(line))
    }
}

/// A message in the notice box: a page option that could not be used, or an engine failure.
#[derive(Clone, PartialEq, Debug)]
pub enum Notice {
    /// `?fen=` is not a valid position.
    BadFen(FenError),
    /// `?depth=` is not a number from 1 to `max`.
    BadDepth {
        text: String,
        max: u32,
    },
    /// `?level=` is not a level number.
    BadLevel {
        text: String,
        max: u8,
    },
    /// `?movetime=` is not a positive number of milliseconds.
    BadMovetime {
        text: String,
    },
    /// `?clock=` is not minutes+seconds.
    BadClock {
        text: String,
    },
    /// `?mode=` is not one of the page's modes.
    BadMode {
        text: String,
    },
    /// `?lang=` is not a language of the page.
    BadLang {
        text: String,
    },
    /// A worker message that could not be read (the detail is not translated).
    EngineUnreadable {
        detail: String,
    },
    /// `postMessage` failed (the detail is not translated).
    EngineUnreachable {
        detail: String,
    },
    EngineNotStarted,
    /// Several starts in a row failed.
    EngineGaveUp,
    /// The worker's best move is not legal here.
    EngineIllegalMove {
        uci: String,
    },
    /// The worker's own error message (in English).
    EngineError {
        message: String,
    },
    /// `?pgn=` is not a game that can be read.
    BadPgn(rules::pgn::PgnError),
    /// An embedding parameter (`side`, `orientation`, `controls`, `interactive`, `parent`)
    /// with a value it cannot take; `expected` lists the values it can.
    BadParam {
        name: &'static str,
        text: String,
        expected: &'static str,
    },
    /// The saved game was dropped; a new game starts.
    GameDropped(SavedError),
    /// The saved preferences were dropped; the defaults apply.
    PrefsDropped(SavedError),
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        in_lang!(lang, |l| l.notice(self))
    }
}

/// Why a FEN was refused. The English is the rules' own wording (`FenError`'s `Display`).
pub fn fen_error(lang: Lang, err: &FenError) -> String {
    in_lang!(lang, |l| l.fen_error(err))
}

/// The name of a piece a pawn can promote to (`None` for a pawn or a king).
pub fn promotion_name(lang: Lang, role: rules::Role) -> Option<&'static str> {
    let text = match role {
        rules::Role::Queen => Text::PromoteQueen,
        rules::Role::Rook => Text::PromoteRook,
        rules::Role::Bishop => Text::PromoteBishop,
        rules::Role::Knight => Text::PromoteKnight,
        rules::Role::Pawn | rules::Role::King => return None,
    };
    Some(tr(lang, text))
}

/// "a, b or c", with the language's `or`.
fn one_of(items: &[String], or: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// "1 blunder", "2 blunders".
fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// Why a move typed in the box was not played: a sentence shown beside the box (the
/// candidates of an ambiguous move in the language's letters).
pub fn typed_move_error(lang: Lang, err: &TypedMoveError) -> String {
    let localized;
    let err = match err {
        TypedMoveError::Ambiguous { text, candidates } => {
            let candidates = candidates.iter().map(|c| san(lang, c)).collect();
            localized = TypedMoveError::Ambiguous { text: text.clone(), candidates };
            &localized
        }
        err => err,
    };
    in_lang!(lang, |l| l.typed_move_error(err))
}

/// Why a SAN move was refused, as a sentence.
pub fn san_error(lang: Lang, err: &rules::SanError) -> String {
    in_lang!(lang, |l| l.san_error(err))
}

/// Why a pasted or linked PGN could not be read: where (game, line) and what.
pub fn pgn_error(lang: Lang, err: &rules::pgn::PgnError) -> String {
    in_lang!(lang, |l| l.pgn_error(err))
}

/// Why a pasted or linked game could not be loaded.
pub fn load_error(lang: Lang, err: &LoadError) -> String {
    in_lang!(lang, |l| l.load_error(err))
}

/// Why a stored game or stored preferences could not be used.
pub fn saved_error(lang: Lang, err: &SavedError) -> String {
    in_lang!(lang, |l| l.saved_error(err))
}

// ---- Choosing the language ---------------------------------------------------------------

/// Where the switch's choice is remembered.
pub const STORAGE_KEY: &str = "poda.lang";

/// The page's language from `?lang=` (`param`), the remembered choice (`stored`) and the
/// browser's preferred languages (`browser`, as `navigator.languages`), in that order; English
/// when none of them names English or Spanish. A `param` that is not a language gives a
/// [`Notice::BadLang`] and is otherwise ignored; a bad `stored` value is ignored silently.
///
/// # Examples
/// ```ignore
/// use poda::web::i18n::{choose, Lang};
/// let browser = ["fr-FR".to_string(), "es-AR".to_string()];
/// assert_eq!(choose(None, None, &browser).0, Lang::Es);
/// assert_eq!(choose(Some("en"), Some("es"), &browser).0, Lang::En);
/// ```
pub fn choose(param: Option<&str>, stored: Option<&str>, browser: &[String]) -> (Lang, Option<Notice>) {
    let mut notice = None;
    if let Some(text) = param {
        match Lang::from_code(text) {
            Some(lang) => return (lang, None),
            None => notice = Some(Notice::BadLang { text: text.to_string() }),
        }
    }
    let lang = stored
        .and_then(Lang::from_code)
        .or_else(|| browser.iter().find_map(|tag| Lang::from_code(tag)))
        .unwrap_or(Lang::En);
    (lang, notice)
}

mod practice;
mod teach;
pub use practice::{practice, PracticeNodeRole, PracticeTexts};
pub use teach::{
    crash_report, evaluator_title, horizon_note, mate_value, teach, Expected, KeptTree, LeaveFacts, SummaryFacts,
    TeachNotice, TeachTexts,
};

/// A URL parameter that could not be used: names it, shows the bad value and what is expected.
pub fn bad_param(lang: Lang, name: &str, text: &str, expected: &str) -> String {
    in_lang!(lang, |l| l.bad_param(name, text, expected))
}

pub fn engine_unreadable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreadable { detail: detail.to_string() }.text(lang)
}

pub fn engine_unreachable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreachable { detail: detail.to_string() }.text(lang)
}

pub fn engine_error(lang: Lang, message: &str) -> String {
    Notice::EngineError { message: message.to_string() }.text(lang)
}

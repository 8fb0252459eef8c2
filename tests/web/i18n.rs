//! The page's texts in English and Spanish and the choice between them: natively with `cargo
//! test`, and in wasm (Node and the three browsers). Changing the page's language, which
//! rewrites the document, runs in wasm only.

#[cfg(target_arch = "wasm32")]
use std::{cell::Cell, rc::Rc};

use poda::engine::Level;
use poda::rules::{Color, FenError, Square};
use poda::web::board::state::BoardState;
#[cfg(target_arch = "wasm32")]
use poda::web::i18n;
use poda::web::i18n::{
    choose, play, shared, teach, EngineLine, Lang, Mover, Notice, PlayTexts, SharedTexts, TeachTexts,
};
use poda::web::play::game::PlayedGame;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

fn tags(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn language_codes() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
    assert_eq!(Lang::from_code("ES"), Some(Lang::Es));
    assert_eq!(Lang::from_code("es-MX"), Some(Lang::Es));
    assert_eq!(Lang::from_code("en_GB"), Some(Lang::En));
    assert_eq!(Lang::from_code(" en "), Some(Lang::En));
    for bad in ["", "xx", "eng", "english", "e", "fr-ES"] {
        assert_eq!(Lang::from_code(bad), None, "{bad:?}");
    }
}

#[test]
fn the_link_wins_then_the_remembered_choice_then_the_browser_then_english() {
    let spanish_browser = tags(&["fr-FR", "es-AR", "en-US"]);
    assert_eq!(choose(Some("en"), Some("es"), &spanish_browser), (Lang::En, None));
    assert_eq!(choose(Some("es"), Some("en"), &tags(&["en"])), (Lang::Es, None));
    assert_eq!(choose(None, Some("en"), &spanish_browser), (Lang::En, None));
    assert_eq!(choose(None, Some("es"), &[]), (Lang::Es, None));
    assert_eq!(choose(None, None, &spanish_browser), (Lang::Es, None), "first English or Spanish one");
    assert_eq!(choose(None, None, &tags(&["de", "en-GB", "es"])), (Lang::En, None));
    assert_eq!(choose(None, None, &tags(&["de", "fr"])), (Lang::En, None));
    assert_eq!(choose(None, None, &[]), (Lang::En, None));
    // A broken remembered value is ignored without a word.
    assert_eq!(choose(None, Some("klingon"), &tags(&["es"])), (Lang::Es, None));
}

#[test]
fn a_bad_lang_parameter_is_reported_and_the_next_rule_decides() {
    let notice = Notice::BadLang { text: "xx".to_string() };
    let bad = Some(notice.clone());
    assert_eq!(choose(Some("xx"), None, &[]), (Lang::En, bad.clone()));
    assert_eq!(choose(Some("xx"), Some("es"), &[]), (Lang::Es, bad.clone()));
    assert_eq!(choose(Some("xx"), None, &tags(&["es-ES"])), (Lang::Es, bad));
    assert_eq!(choose(Some(""), None, &[]).1, Some(Notice::BadLang { text: String::new() }));
    for lang in Lang::ALL {
        let text = notice.text(lang);
        assert!(text.contains("lang") && (text.contains("\"xx\"") || text.contains("«xx»")), "{text}");
    }
    assert_eq!(notice.text(Lang::En), "The language in the link (lang) must be \"en\" or \"es\", not \"xx\".");
    assert_eq!(notice.text(Lang::Es), "El idioma del enlace (lang) debe ser «es» o «en», no «xx».");
}

#[test]
fn every_text_has_a_unique_key_and_both_translations() {
    // The page's texts: those every page shows and the play page's, keys unique among them.
    let page_keys: Vec<&str> = SharedTexts::KEYS.iter().chain(PlayTexts::KEYS).copied().collect();
    for (i, &key) in page_keys.iter().enumerate() {
        assert!(page_text(Lang::En, key).is_some(), "key {key}");
        assert!(page_keys[..i].iter().all(|&k| k != key), "duplicate key {key}");
    }
    for lang in Lang::ALL {
        for &(text, wording) in SharedTexts::FIXED {
            assert!(!wording(shared(lang)).trim().is_empty(), "{text:?} in {lang:?}");
        }
        for &(text, wording) in PlayTexts::FIXED {
            assert!(!wording(play(lang)).trim().is_empty(), "{text:?} in {lang:?}");
        }
    }
    assert_eq!(page_text(Lang::En, "no-such-key"), None);
    // The teaching views' own texts: keys unique among them and apart from the page's.
    for (i, &key) in TeachTexts::KEYS.iter().enumerate() {
        assert!(teach(Lang::En).by_key(key).is_some(), "key {key}");
        assert!(TeachTexts::KEYS[..i].iter().all(|&k| k != key), "duplicate key {key}");
        assert_eq!(page_text(Lang::En, key), None, "{key} is a key of both tables");
    }
    for &(text, wording) in TeachTexts::FIXED {
        for lang in Lang::ALL {
            assert!(!wording(teach(lang)).trim().is_empty(), "{text:?} in {lang:?}");
        }
    }
    assert_eq!(play(Lang::Es).new_game, "Nueva partida");
    assert_eq!(play(Lang::Es).moves, "Jugadas");
    assert_eq!(play(Lang::En).moves, "Moves");
}

/// The wording of a `data-i18n` key the play page writes: every page's or its own.
fn page_text(lang: Lang, key: &str) -> Option<&'static str> {
    shared(lang).by_key(key).or_else(|| play(lang).by_key(key))
}

#[test]
fn the_practice_page_speaks_both_languages() {
    use poda::teach::abstract_tree::AbstractTree;
    use poda::teach::findings::findings;
    use poda::teach::practice::{PracticeAnswer, PracticeExercise};
    use poda::teach::random_tree::RandomTreeError;
    use poda::teach::Convention;
    use poda::web::i18n::{practice, PracticeTexts};
    for &(text, wording) in PracticeTexts::FIXED {
        let (en, es) = (wording(practice(Lang::En)), wording(practice(Lang::Es)));
        assert!(!en.trim().is_empty() && !es.trim().is_empty(), "{text:?}");
        assert_ne!(en, es, "{text:?} is not translated");
    }
    let exercise = PracticeExercise::new(AbstractTree::parse("2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1").unwrap());
    // An answer with every value missing and F forgotten: each cause once, in both languages.
    let mut answer = PracticeAnswer::default();
    answer.marked.insert("0.1.1".parse().unwrap());
    let found = findings(&exercise, &answer);
    let name = |n: u32| if n == 0 { "the root".to_string() } else { AbstractTree::name(n) };
    for f in &found {
        let (en, es) = (
            (practice(Lang::En).finding)(f, Convention::COURSE, &name),
            (practice(Lang::Es).finding)(f, Convention::COURSE, &name),
        );
        assert_ne!(en, es);
    }
    assert_eq!(
        (practice(Lang::Es).finding)(&found[1], Convention::COURSE, &name),
        "Nunca se mira F, ni nada de lo que cuelga debajo: en cuanto E devuelve su valor, la ventana de B se cierra (β ≤ α) y B ya no mira más hijos. Márcalo."
    );
    let err = RandomTreeError::TooManyLeaves { leaves: 1024 };
    assert_eq!((practice(Lang::En).random_tree_error)(&err), err.to_string());
    assert!((practice(Lang::Es).random_tree_error)(&err).contains("1024 hojas"));
    assert_eq!((practice(Lang::Es).result)(15, 15), "¡Los 15 nodos están bien!");
}

/// Every `data-i18n*` key in index.html names a text of the tables that the play page writes
/// ([`page_text`]), and every key of the teaching view's elements (`web/teach/page/markup.rs`,
/// which the teaching view adds to the page) one of either table or the teaching view's.
#[test]
fn every_key_in_the_page_is_in_the_table() {
    let keys = |html: &'static str| {
        html.match_indices("data-i18n").filter_map(move |(at, _)| {
            let rest = &html[at..];
            let open = rest.find("=\"")?;
            // An attribute (`data-i18n`, `data-i18n-title`), not the word in a comment.
            if !rest[..open].bytes().all(|b| b.is_ascii_lowercase() || b == b'-' || b.is_ascii_digit()) {
                return None;
            }
            let key = &rest[open + 2..open + 2 + rest[open + 2..].find('"').unwrap()];
            Some((key, &rest[..open + 3 + key.len()]))
        })
    };
    let page = include_str!("../../index.html");
    let mut found = 0;
    for (key, written) in keys(page) {
        assert!(page_text(Lang::En, key).is_some(), "index.html uses {written:?} with no text");
        found += 1;
    }
    assert!(found >= 15, "only {found} keyed texts in index.html");
    assert!(!page.contains("id=\"teach-panel\""), "index.html carries the teaching view's elements");
    let teaching = include_str!("../../src/web/teach/page/markup.rs");
    let mut found = 0;
    for (key, written) in keys(teaching) {
        let known = page_text(Lang::En, key).is_some() || teach(Lang::En).by_key(key).is_some();
        assert!(known, "the teaching view's elements use {written:?} with no text");
        found += 1;
    }
    assert!(found >= 15, "only {found} keyed texts in the teaching view's elements");
}

#[test]
fn status_texts_in_both_languages() {
    let game = BoardState::startpos();
    assert_eq!(game.status_text(Lang::En), "White to move — your turn");
    assert_eq!(game.status_text(Lang::Es), "Juegan las blancas — tu turno");

    let mut mated = BoardState::startpos();
    mated.set_engine_side(None);
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        mated.apply_uci(uci).unwrap();
    }
    assert_eq!(mated.status_text(Lang::En), "Checkmate — Black wins");
    assert_eq!(mated.status_text(Lang::Es), "Jaque mate — ganan las negras");

    let stalemate = BoardState::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(stalemate.status_text(Lang::En), "Stalemate — draw");
    assert_eq!(stalemate.status_text(Lang::Es), "Ahogado — tablas");

    let check = BoardState::from_fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").unwrap();
    assert_eq!(check.status_text(Lang::En), "Check! White to move — your turn");
    assert_eq!(check.status_text(Lang::Es), "¡Jaque! Juegan las blancas — tu turno");

    let mut computer = BoardState::startpos();
    computer.apply_uci("e2e4").unwrap();
    assert_eq!(computer.status_text(Lang::Es), "Juegan las negras (ordenador)");
    computer.thinking = true;
    assert_eq!(computer.status_text(Lang::En), "Black (computer) is thinking…");
    assert_eq!(computer.status_text(Lang::Es), "El ordenador (negras) está pensando…");

    assert_eq!((play(Lang::Es).to_move)(Color::Black, Mover::Human, true), "¡Jaque! Juegan las negras — tu turno");
    assert_eq!((play(Lang::Es).checkmate)(Color::White), "Jaque mate — ganan las blancas");
    assert_eq!(play(Lang::Es).draw_reason(poda::rules::Status::ThreefoldRepetition), "Tablas por triple repetición");
    assert_eq!(play(Lang::En).draw_reason(poda::rules::Status::FiftyMoveRule), "Draw by the fifty-move rule");
    assert_eq!(
        play(Lang::Es).draw_reason(poda::rules::Status::InsufficientMaterial),
        "Tablas por material insuficiente"
    );
}

#[test]
fn level_names_follow_the_engine_and_are_translated() {
    for level in Level::all() {
        assert_eq!(play(Lang::En).level_name(level.number), Some(level.name), "level {}", level.number);
        assert!(play(Lang::Es).level_name(level.number).is_some(), "level {}", level.number);
    }
    assert_eq!(play(Lang::Es).level_name(0), None);
    let beginner = Level::new(7).unwrap();
    assert_eq!(play(Lang::En).level_label(&beginner), "7 · Beginner · ≈1250");
    assert_eq!(play(Lang::Es).level_label(&beginner), "7 · Principiante · ≈1250");
    assert_eq!(play(Lang::En).level_label(&Level::new(1).unwrap()), "1 · First steps · <400");
    // The levels are measured stronger one after the other.
    let ratings: Vec<i32> = Level::all().iter().map(Level::rating).collect();
    assert!(ratings.windows(2).all(|w| w[0] < w[1]), "{ratings:?}");
}

#[test]
fn engine_lines_and_notices() {
    // Players read words, not the engine's internals (restart times, the net's shape).
    assert_eq!(EngineLine::Recovered.text(Lang::En), "Engine: it had stopped working and was started again");
    assert_eq!(EngineLine::Recovered.text(Lang::Es), "Motor: había dejado de funcionar y se ha vuelto a iniciar");
    assert_eq!(EngineLine::Thinking.text(Lang::En), "Engine: thinking…");
    assert_eq!(EngineLine::Thinking.text(Lang::Es), "Motor: pensando…");
    let sides = EngineLine::Sides { computer: poda::rules::Color::White };
    assert_eq!(sides.text(Lang::En), "The computer now plays White; you play Black.");
    assert_eq!(sides.text(Lang::Es), "El ordenador juega ahora con las blancas; tú, con las negras.");
    let searching = EngineLine::Searching {
        depth: 6,
        eval: Some(poda::web::analysis::eval::Eval::Cp(35)),
        speed: poda::web::analysis::eval::speed(1_234_000, 1000),
    };
    assert_eq!(searching.text(Lang::En), "Engine: depth 6 · +0.35 · 1.2 M nodes/s");
    assert_eq!(searching.text(Lang::Es), "Motor: profundidad 6 · +0.35 · 1.2 M nodos/s");
    let mated =
        EngineLine::Searching { depth: 4, eval: Some(poda::web::analysis::eval::Eval::Mate(-2)), speed: "9 k".into() };
    assert_eq!(mated.text(Lang::En), "Engine: depth 4 · #-2 · 9 k nodes/s");
    assert_eq!(EngineLine::Level { number: 17 }.text(Lang::Es), "Motor: nivel 17 · Máxima fuerza");
    assert_eq!(EngineLine::Played { san: "Nf3".into() }.text(Lang::Es), "Motor: jugó Cf3");
    assert_eq!(EngineLine::Ready.text(Lang::Es), "Motor: listo");

    let depth = Notice::BadDepth { text: "deep".into(), max: 100 };
    assert_eq!(depth.text(Lang::En), "The search depth must be a number from 1 to 100, not \"deep\".");
    assert_eq!(depth.text(Lang::Es), "La profundidad de búsqueda debe ser un número del 1 al 100, no «deep».");
    assert!(Notice::BadLevel { text: "42".into(), max: 10 }
        .text(Lang::En)
        .contains("level must be a number from 1 to 10"));

    let fen = BoardState::from_fen("rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").unwrap_err();
    let bad_fen = Notice::BadFen(fen.clone());
    assert!(
        bad_fen.text(Lang::En).starts_with("Could not use the position in the link ("),
        "{}",
        bad_fen.text(Lang::En)
    );
    assert!(bad_fen.text(Lang::En).contains(&fen.to_string()));
    assert!(bad_fen.text(Lang::Es).starts_with("No se pudo usar la posición del enlace (el tablero"));
    assert_eq!(
        (shared(Lang::Es).fen_error)(&FenError::PawnOnBackRank { square: Square::new(0) }),
        "un peón en a1: los peones no pueden estar en la primera ni en la última fila"
    );
    assert_eq!(
        (shared(Lang::Es).fen_error)(&FenError::WrongKingCount { color: Color::Black, count: 2 }),
        "las negras tienen 2 reyes; hace falta exactamente uno"
    );
}

#[cfg(target_arch = "wasm32")]
#[test]
fn changing_the_language_tells_the_listeners() {
    let seen = Rc::new(Cell::new(None));
    let record = seen.clone();
    i18n::on_change(move |lang| record.set(Some(lang)));
    i18n::set_current(Lang::Es);
    assert_eq!(i18n::current(), Lang::Es);
    assert_eq!(seen.get(), Some(Lang::Es));
    i18n::set_current(Lang::En);
    assert_eq!((i18n::current(), seen.get()), (Lang::En, Some(Lang::En)));
}

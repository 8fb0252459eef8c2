//! The page ↔ worker messages and the worker's request handling, in wasm (Node and Chromium).
#![cfg(target_arch = "wasm32")]

use poda::engine::eval::Evaluator;
use poda::rules::Position;
use poda::teach::convention::{Cut, Values};
use poda::teach::iterations::{Iteration, RootTry};
use poda::teach::ladder::{Idea, Rung};
use poda::teach::tree::INFINITY;
use poda::teach::{Algorithm, Convention, Counts};
use poda::web::worker::Worker;
use poda::web::worker_messages::{
    ClockLimits, EvalReport, GoLimits, JsMessage, PlayAnswer, PlayRequest, Subject, TeachAnswer, TeachRequest,
    ThinkingTime,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn round_trip<M: JsMessage + PartialEq + std::fmt::Debug>(message: M) {
    let js = message.to_js().expect("serialise");
    assert_eq!(M::from_js(js).expect("deserialise"), message);
}

#[wasm_bindgen_test]
fn every_message_survives_the_js_boundary() {
    round_trip(PlayRequest::Go {
        id: 7,
        fen: Position::startpos().fen(),
        moves: vec!["e2e4".into(), "e7e5".into()],
        limits: GoLimits {
            depth: Some(4),
            nodes: Some(100_000),
            time: ThinkingTime::Free,
            level: Some(7),
            book: true,
            ..GoLimits::default()
        },
    });
    round_trip(PlayRequest::Go {
        id: 8,
        fen: Position::startpos().fen(),
        moves: vec![],
        limits: GoLimits {
            time: ThinkingTime::Clock(ClockLimits { wtime: 170_000, btime: 175_500, winc: 2000, binc: 2000 }),
            level: Some(3),
            ..GoLimits::default()
        },
    });
    round_trip(PlayRequest::NewGame);
    round_trip(PlayAnswer::Ready);
    round_trip(PlayAnswer::Info {
        id: 7,
        depth: 3,
        score_cp: Some(-35),
        mate_in: None,
        nodes: 12_345,
        time_ms: 12,
        pv: vec!["g1f3".into(), "b8c6".into()],
    });
    round_trip(PlayAnswer::Info {
        id: 7,
        depth: 9,
        score_cp: None,
        mate_in: Some(-2),
        nodes: 1,
        time_ms: 0,
        pv: vec![],
    });
    round_trip(PlayAnswer::BestMove { id: 7, uci: Some("e7e8q".into()), san: Some("e8=Q+".into()) });
    round_trip(PlayAnswer::BestMove { id: 8, uci: None, san: None });
    round_trip(PlayAnswer::Error { id: None, message: "bad FEN".into() });
}

#[wasm_bindgen_test]
fn the_play_page_and_its_worker_speak_the_play_messages_only() {
    // The play pair writes and reads the play messages …
    let go = PlayRequest::Go { id: 1, fen: Position::startpos().fen(), moves: vec![], limits: GoLimits::default() };
    assert_eq!(PlayRequest::from_js(go.to_js().unwrap()).unwrap(), go);
    let refused = TeachRequest::from_js(go.to_js().unwrap()).unwrap_err().to_string();
    assert!(refused.contains("Go") && refused.contains("play worker"), "{refused}");
    let info = PlayAnswer::Info { id: 1, depth: 2, score_cp: Some(3), mate_in: None, nodes: 4, time_ms: 5, pv: vec![] };
    assert_eq!(PlayAnswer::from_js(info.to_js().unwrap()).unwrap(), info);
    assert!(TeachAnswer::from_js(info.to_js().unwrap()).is_err());
    // … and refuses the teaching ones, saying whose they are. (Writing one as a play message
    // no longer compiles: `PlayRequest` and `PlayAnswer` have no teaching variant.)
    let counts = TeachRequest::TeachCounts {
        id: 2,
        subject: Subject::Tree { text: "2 / 1 2".into() },
        depth: 1,
        crash_cut: false,
        convention: Convention::COURSE,
    };
    let refused = PlayRequest::from_js(counts.to_js().unwrap()).unwrap_err().to_string();
    assert!(refused.contains("TeachCounts") && refused.contains("teaching worker"), "{refused}");
    let ladder = TeachAnswer::TeachLadder { id: 3, budget: 10, rungs: String::new() };
    let refused = PlayAnswer::from_js(ladder.to_js().unwrap()).unwrap_err().to_string();
    assert!(refused.contains("TeachLadder"), "{refused}");
}

#[wasm_bindgen_test]
fn messages_are_plain_tagged_objects() {
    // What a hand-written JS message (tests/e2e, the console) looks like.
    let js = js_sys::JSON::parse(
        r#"{"type":"Go","id":3,"fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1","moves":[],"limits":{"movetime_ms":250}}"#,
    )
    .unwrap();
    match PlayRequest::from_js(js).unwrap() {
        PlayRequest::Go { id, limits, .. } => {
            assert_eq!((id, limits), (3, GoLimits { time: ThinkingTime::Fixed(250), ..GoLimits::default() }))
        }
        other => panic!("parsed as {other:?}"),
    }
    for ready in [PlayAnswer::Ready.to_js().unwrap(), TeachAnswer::Ready.to_js().unwrap()] {
        let tag = js_sys::Reflect::get(&ready, &JsValue::from_str("type")).unwrap();
        assert_eq!(tag.as_string().as_deref(), Some("Ready"));
    }
    assert!(PlayRequest::from_js(JsValue::from_str("Go")).is_err());
}

#[wasm_bindgen_test]
fn every_teaching_message_survives_the_js_boundary() {
    let counts = Counts { nodes: 1 << 40, leaves: 20, ends: 3, interior: 7, moves: 31, cutoffs: 4, crash_skipped: 2 };
    for subject in [
        Subject::Chess { fen: Position::startpos().fen() },
        Subject::TicTacToe { board: "x-o------".into() },
        Subject::Mouse { board: "-c-c-c-c/8/8/8/8/8/8/----m--- m".into() },
        Subject::Tree { text: "(3 (5 2))".into() },
    ] {
        round_trip(TeachRequest::Teach {
            id: 1,
            subject: subject.clone(),
            depth: 3,
            algorithm: Algorithm::AlphaBeta,
            crash_cut: true,
            record: 500,
            convention: Convention { values: Values::Hard, cut: Cut::PastEqual },
        });
        let convention = Convention { values: Values::Soft, cut: Cut::PastEqual };
        round_trip(TeachRequest::TeachCounts { id: 2, subject, depth: 4, crash_cut: false, convention });
    }
    round_trip(TeachRequest::Explain {
        id: 3,
        fen: Position::startpos().fen(),
        line: vec!["e2e4".into(), "0000".into()],
    });
    round_trip(PlayRequest::LoadNetwork { url: "./poda.nnue".into() });
    round_trip(PlayRequest::Go {
        id: 4,
        fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".into(),
        moves: vec![],
        limits: GoLimits::default(),
    });
    round_trip(TeachAnswer::TeachTree {
        id: 1,
        algorithm: Algorithm::Minimax,
        value: -120,
        pv: vec!["e4".into()],
        pv_codes: vec!["0.1".into()],
        counts,
        tree: "encoded".into(),
        iterations: String::new(),
    });
    // The engine's own search, with the story of its iterations (in `teach::iterations`' text):
    // a full window at depth 1, an aspiration window that fails low and is widened at depth 5.
    let iterations = vec![
        Iteration {
            depth: 1,
            nodes: 31,
            value: 23,
            pv: vec!["Nc3".into()],
            tries: vec![RootTry { alpha: -INFINITY, beta: INFINITY, value: 23, nodes: 31 }],
            table_hits: 0,
        },
        Iteration {
            depth: 5,
            nodes: (1 << 40) + 242,
            value: 17,
            pv: vec!["Bc4".into(), "Nf6".into()],
            tries: vec![
                RootTry { alpha: 37, beta: 87, value: 34, nodes: 242 },
                RootTry { alpha: 9, beta: 62, value: 17, nodes: 1 << 40 },
            ],
            table_hits: 31,
        },
    ];
    let message = TeachAnswer::TeachTree {
        id: 5,
        algorithm: Algorithm::Poda,
        value: 17,
        pv: vec!["Bc4".into(), "Nf6".into()],
        pv_codes: vec!["f1c4".into(), "g8f6".into()],
        counts,
        tree: "encoded".into(),
        iterations: poda::teach::iterations::encode(&iterations),
    };
    round_trip(message.clone());
    let TeachAnswer::TeachTree { iterations: text, .. } = TeachAnswer::from_js(message.to_js().unwrap()).unwrap()
    else {
        panic!("not a tree")
    };
    assert_eq!(poda::teach::iterations::decode(&text), Ok(iterations));
    round_trip(TeachAnswer::TeachCount { id: 2, algorithm: Algorithm::Ordered, value: 7, counts });
    round_trip(TeachRequest::TeachLadder { id: 6, fen: Position::startpos().fen(), budget: 100_000 });
    let rungs = vec![
        Rung { idea: Idea::Minimax, depth: 3, nodes: 9323, ms: 12.5 },
        Rung { idea: Idea::MovePruning, depth: 17, nodes: 74_145, ms: 80.0 },
    ];
    let message = TeachAnswer::TeachLadder { id: 6, budget: 100_000, rungs: poda::teach::ladder::encode(&rungs) };
    round_trip(message.clone());
    let TeachAnswer::TeachLadder { rungs: text, .. } = TeachAnswer::from_js(message.to_js().unwrap()).unwrap() else {
        panic!("not the ladder")
    };
    assert_eq!(poda::teach::ladder::decode(&text), Ok(rungs));
    round_trip(TeachAnswer::Explanation {
        id: 3,
        white_to_move: false,
        reports: vec![EvalReport {
            evaluator: Evaluator::Seed,
            score: -35,
            terms: vec![(0, 3900, 3900), (4, -12, 30)],
        }],
    });
    round_trip(PlayAnswer::Network { loaded: true, hidden: 128, detail: "201012 bytes".into() });
    round_trip(PlayAnswer::Error { id: Some(9), message: "bad move".into() });
    round_trip(TeachAnswer::Error { id: Some(9), message: "bad move".into() });
}

#[wasm_bindgen_test]
fn a_malformed_message_is_refused_with_the_field_named() {
    let parse = |text: &str| PlayRequest::from_js(js_sys::JSON::parse(text).unwrap()).unwrap_err().to_string();
    let parse_teach = |text: &str| TeachRequest::from_js(js_sys::JSON::parse(text).unwrap()).unwrap_err().to_string();
    assert!(parse(r#"{"type":"Castle"}"#).contains("Castle"));
    assert!(parse(r#"{"id":1}"#).contains("type"));
    assert!(parse(r#"{"type":"Go","id":1,"moves":[],"limits":{}}"#).contains("fen"));
    assert!(parse(r#"{"type":"Go","id":-1,"fen":"","moves":[],"limits":{}}"#).contains("id"));
    assert!(parse(r#"{"type":"Go","id":1.5,"fen":"","moves":[],"limits":{}}"#).contains("id"));
    assert!(parse(r#"{"type":"Go","id":1,"fen":"","moves":"e2e4","limits":{}}"#).contains("moves"));
    assert!(parse(r#"{"type":"Go","id":1,"fen":"","moves":[1],"limits":{}}"#).contains("moves"));
    assert!(parse(r#"{"type":"Go","id":1,"fen":"","moves":[],"limits":{"level":300}}"#).contains("level"));
    assert!(parse_teach(
        r#"{"type":"Teach","id":1,"subject":{"kind":"Go"},"depth":1,"algorithm":"x","crash_cut":false,"record":0}"#
    )
    .contains("Go"));
    // An algorithm travels as its name; a name no algorithm has is refused, the field named.
    let teach = r#"{"type":"Teach","id":1,"subject":{"kind":"Tree","text":"3"},"depth":1,"algorithm":"negascout","crash_cut":false,"record":0}"#;
    let refused = parse_teach(teach);
    assert!(
        refused.contains("algorithm") && refused.contains("minimax, minimax-tt, alphabeta, ordered, poda"),
        "{refused}"
    );
    assert!(parse_teach(&teach.replace("negascout", "Poda")).contains("algorithm"), "names are lower case");
    let count = r#"{"type":"TeachCount","id":2,"algorithm":"?","value":0,"counts":{"nodes":1,"leaves":1,"ends":0,"interior":0,"moves":0,"cutoffs":0,"crash_skipped":0}}"#;
    let read_count = |text: &str| TeachAnswer::from_js(js_sys::JSON::parse(text).unwrap());
    let refused = read_count(count).unwrap_err().to_string();
    assert!(refused.contains("algorithm"), "{refused}");
    for algorithm in Algorithm::ALL {
        let read = read_count(&count.replace('?', algorithm.name())).unwrap();
        assert!(matches!(read, TeachAnswer::TeachCount { algorithm: a, .. } if a == algorithm), "{read:?}");
    }
    assert!(PlayAnswer::from_js(JsValue::NULL).is_err());
    assert!(TeachAnswer::from_js(JsValue::NULL).is_err());
    // `null` reads as a missing optional field.
    let info = r#"{"type":"Info","id":1,"depth":2,"score_cp":null,"mate_in":3,"nodes":5,"time_ms":0,"pv":[]}"#;
    let read = PlayAnswer::from_js(js_sys::JSON::parse(info).unwrap()).unwrap();
    assert!(matches!(read, PlayAnswer::Info { score_cp: None, mate_in: Some(3), .. }), "{read:?}");
}

fn answers(message: PlayRequest) -> Vec<PlayAnswer> {
    let mut out = Vec::new();
    Worker::new().handle(message, &mut |m| out.push(m));
    out
}

#[wasm_bindgen_test]
fn worker_answers_a_legal_move_after_progress_reports() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3".to_string();
    let out = answers(PlayRequest::Go {
        id: 5,
        fen: fen.clone(),
        moves: vec![],
        limits: GoLimits { depth: Some(3), ..GoLimits::default() },
    });
    let infos = out.iter().filter(|m| matches!(m, PlayAnswer::Info { id: 5, .. })).count();
    assert_eq!(infos, 3, "one Info per depth: {out:?}");
    let Some(PlayAnswer::BestMove { id: 5, uci: Some(uci), san: Some(_) }) = out.last() else {
        panic!("no best move: {out:?}");
    };
    assert!(Position::from_fen(&fen).unwrap().parse_uci(uci).is_ok(), "{uci} is not legal");
}

#[wasm_bindgen_test]
fn worker_thinks_on_its_clock() {
    // Black has two seconds left: the clock, not a fixed time, decides, and it answers in time.
    let started = js_sys::Date::now();
    let out = answers(PlayRequest::Go {
        id: 6,
        fen: Position::startpos().fen(),
        moves: vec!["e2e4".into()],
        limits: GoLimits {
            time: ThinkingTime::Clock(ClockLimits { wtime: 60_000, btime: 2000, winc: 0, binc: 0 }),
            ..GoLimits::default()
        },
    });
    let elapsed = js_sys::Date::now() - started;
    let Some(PlayAnswer::BestMove { id: 6, uci: Some(uci), .. }) = out.last() else { panic!("no best move: {out:?}") };
    let mut pos = Position::startpos();
    pos.play_unchecked(pos.parse_uci("e2e4").unwrap());
    assert!(pos.parse_uci(uci).is_ok(), "{uci} is not legal");
    assert!(elapsed < 1900.0, "answered in {elapsed} ms with 2 s left");
}

#[wasm_bindgen_test]
fn worker_takes_a_hanging_queen() {
    // Black's queen on d4 is attacked by the knight on f3 and defended by nothing.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/3q4/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 3".to_string();
    let out = answers(PlayRequest::Go {
        id: 1,
        fen,
        moves: vec![],
        limits: GoLimits { depth: Some(2), ..GoLimits::default() },
    });
    assert!(matches!(out.last(), Some(PlayAnswer::BestMove { uci: Some(u), .. }) if u == "f3d4"), "{out:?}");
}

#[wasm_bindgen_test]
fn worker_finds_mate_in_one() {
    let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1".to_string();
    let out = answers(PlayRequest::Go {
        id: 2,
        fen,
        moves: vec![],
        limits: GoLimits { depth: Some(3), ..GoLimits::default() },
    });
    assert!(matches!(out.last(), Some(PlayAnswer::BestMove { uci: Some(u), .. }) if u == "a1a8"), "{out:?}");
}

#[wasm_bindgen_test]
fn worker_plays_moves_before_searching_and_reports_bad_input() {
    let start = Position::startpos().fen();
    let out = answers(PlayRequest::Go {
        id: 9,
        fen: start.clone(),
        moves: vec!["e2e4".into()],
        limits: GoLimits { depth: Some(1), ..GoLimits::default() },
    });
    let Some(PlayAnswer::BestMove { uci: Some(uci), .. }) = out.last() else { panic!("{out:?}") };
    let mut pos = Position::startpos();
    let e4 = pos.parse_uci("e2e4").unwrap();
    pos.play_unchecked(e4);
    assert!(pos.parse_uci(uci).is_ok(), "{uci} is not a legal Black reply");

    let out = answers(PlayRequest::Go {
        id: 10,
        fen: "nonsense".into(),
        moves: vec![],
        limits: GoLimits { depth: Some(1), ..GoLimits::default() },
    });
    assert!(matches!(out.as_slice(), [PlayAnswer::Error { id: Some(10), .. }]), "{out:?}");
    let out = answers(PlayRequest::Go {
        id: 11,
        fen: start,
        moves: vec!["e2e5".into()],
        limits: GoLimits { depth: Some(1), ..GoLimits::default() },
    });
    assert!(matches!(out.as_slice(), [PlayAnswer::Error { id: Some(11), .. }]), "{out:?}");
}

#[wasm_bindgen_test]
fn mated_side_has_no_best_move() {
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".to_string();
    let out = answers(PlayRequest::Go {
        id: 4,
        fen,
        moves: vec![],
        limits: GoLimits { depth: Some(2), ..GoLimits::default() },
    });
    assert_eq!(out, vec![PlayAnswer::BestMove { id: 4, uci: None, san: None }]);
    assert!(answers(PlayRequest::NewGame).is_empty());
}

#[wasm_bindgen_test]
fn one_worker_serves_a_game_and_a_new_game() {
    let mut worker = Worker::new();
    let mut out = Vec::new();
    let mut moves: Vec<String> = vec!["e2e4".into()];
    for id in 1..=3 {
        let go = PlayRequest::Go {
            id,
            fen: Position::startpos().fen(),
            moves: moves.clone(),
            limits: GoLimits { depth: Some(3), ..GoLimits::default() },
        };
        worker.handle(go, &mut |m| out.push(m));
        let Some(PlayAnswer::BestMove { uci: Some(uci), .. }) = out.last().cloned() else { panic!("{out:?}") };
        moves.push(uci);
        // A legal White reply, played from this side of the board, keeps the game going.
        let mut pos = Position::startpos();
        for m in &moves {
            let mv = pos.parse_uci(m).unwrap_or_else(|e| panic!("{m}: {e} in {moves:?}"));
            pos.play_unchecked(mv);
        }
        let reply = pos.legal_moves()[0];
        moves.push(reply.to_string());
    }
    worker.handle(PlayRequest::NewGame, &mut |m| out.push(m));
    let infos = out.iter().filter(|m| matches!(m, PlayAnswer::Info { .. })).count();
    assert!(infos >= 3, "{out:?}");
}

#[wasm_bindgen_test]
fn worker_plays_at_the_requested_level_and_rejects_unknown_ones() {
    let fen = Position::STARTPOS_FEN.to_string();
    let limits = GoLimits { depth: Some(12), level: Some(7), ..GoLimits::default() };
    let out = answers(PlayRequest::Go { id: 8, fen: fen.clone(), moves: vec!["e2e4".into()], limits });
    let depths: Vec<u32> =
        out.iter().filter_map(|m| if let PlayAnswer::Info { depth, .. } = m { Some(*depth) } else { None }).collect();
    assert_eq!(depths.last(), Some(&3), "level 7, Beginner, searches to depth 3: {out:?}");
    assert!(matches!(out.last(), Some(PlayAnswer::BestMove { uci: Some(_), .. })));

    let out = answers(PlayRequest::Go {
        id: 9,
        fen,
        moves: vec![],
        limits: GoLimits { level: Some(42), ..GoLimits::default() },
    });
    assert!(
        matches!(out.as_slice(), [PlayAnswer::Error { id: Some(9), message }] if message.contains("level 42")),
        "{out:?}"
    );
}

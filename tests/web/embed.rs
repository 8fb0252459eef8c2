//! The embedding API's messages and address parameters (`web::shell`), read and written
//! through the browser's own objects: in wasm only (Node and the three browsers).

use poda::rules::Color;
use wasm_bindgen_test::wasm_bindgen_test as test;

#[cfg(target_arch = "wasm32")]
#[test]
fn embedding_messages_are_read_strictly_and_others_ignored() {
    use js_sys::{Object, Reflect, JSON};
    use poda::web::shell::messages::{event, read, Incoming, OptionChanges, Request};
    use poda::web::shell::page_params::is_origin;
    use poda::web::shell::PageParams;
    use wasm_bindgen::JsValue;
    let msg = |json: &str| JSON::parse(json).unwrap();
    let o = "https://course.example.org";
    // Not Poda's: ignored, whatever the shape.
    for json in [
        "null",
        "42",
        "\"poda:get-state\"",
        "[1]",
        "{}",
        "{\"type\":7}",
        "{\"type\":\"other\"}",
        "{\"type\":\"poda:move\"}",
    ] {
        assert_eq!(read(&msg(json), o, None), Incoming::Ignored, "{json}");
    }
    // Another origin than `parent`: ignored.
    assert_eq!(read(&msg("{\"type\":\"poda:get-state\"}"), "https://evil.example", Some(o)), Incoming::Ignored);
    let Incoming::Request { id, request } = read(&msg("{\"type\":\"poda:get-state\",\"id\":7}"), o, Some(o)) else {
        panic!()
    };
    assert_eq!((id.as_f64(), request), (Some(7.0), Request::GetState));
    let Incoming::Request { request, .. } = read(&msg("{\"type\":\"poda:play\",\"move\":\"e4\"}"), o, None) else {
        panic!()
    };
    assert_eq!(request, Request::Play { mv: "e4".into() });
    let Incoming::Request { request, .. } =
        read(&msg("{\"type\":\"poda:set-options\",\"level\":3,\"side\":\"black\",\"lang\":\"es\"}"), o, None)
    else {
        panic!()
    };
    let expected =
        OptionChanges { level: Some(3), side: Some(Color::Black), lang: Some("es".into()), ..OptionChanges::default() };
    assert_eq!(request, Request::SetOptions(expected));
    let Incoming::Request { request, .. } =
        read(&msg("{\"type\":\"poda:set-options\",\"mode\":\"teach\",\"algorithm\":\"ordered\"}"), o, None)
    else {
        panic!()
    };
    let expected = OptionChanges {
        mode: Some(poda::web::shell::Mode::Teach),
        algorithm: Some(poda::teach::Algorithm::Ordered),
        ..OptionChanges::default()
    };
    assert_eq!(request, Request::SetOptions(expected));
    // Poda's but unservable: an error naming why, with the id (an object id is not echoed).
    for (json, message) in [
        ("{\"type\":\"poda:play\",\"id\":\"a\"}", "poda:play needs move (UCI or SAN)"),
        ("{\"type\":\"poda:set-position\",\"id\":\"a\"}", "poda:set-position needs fen or pgn"),
        ("{\"type\":\"poda:set-options\",\"id\":\"a\",\"depth\":0}", "depth must be a number from 1 to 100"),
        (
            "{\"type\":\"poda:set-options\",\"id\":\"a\",\"mode\":\"go\"}",
            "mode must be one of play, teach, tree, tictactoe, mouse, practice, puzzles",
        ),
        (
            "{\"type\":\"poda:set-options\",\"id\":\"a\",\"algorithm\":\"magic\"}",
            "algorithm must be minimax, minimax-tt, alphabeta, ordered or poda",
        ),
        ("{\"type\":\"poda:jump\",\"id\":\"a\"}", "unknown message type poda:jump"),
    ] {
        match read(&msg(json), o, None) {
            Incoming::Bad { id, error } => {
                assert_eq!(id.as_string().as_deref(), Some("a"));
                assert_eq!((poda::web::i18n::shared(poda::web::i18n::Lang::En).api_error)(&error), message);
            }
            other => panic!("{json}: {other:?}"),
        }
    }
    let Incoming::Bad { id, .. } = read(&msg("{\"type\":\"poda:jump\",\"id\":{}}"), o, None) else { panic!() };
    assert!(id.is_undefined());
    // Outgoing events carry the type, the id and the fields.
    let e = event("state", &JsValue::from_str("x"), &[("fen", "f".into())]);
    assert_eq!(Reflect::get(&e, &"type".into()).unwrap().as_string().as_deref(), Some("poda:state"));
    assert_eq!(Reflect::get(&e, &"id".into()).unwrap().as_string().as_deref(), Some("x"));
    assert!(Object::keys(&event("ready", &JsValue::UNDEFINED, &[]).into()).length() == 1);
    // Parameters: good values, bad ones named.
    let params =
        web_sys::UrlSearchParams::new_with_str("side=black&orientation=white&controls=0&interactive=0").unwrap();
    let (p, bad) = PageParams::read(|name| params.get(name));
    assert!(bad.is_empty());
    assert_eq!(
        (p.side, p.orientation, p.controls, p.interactive),
        (Some(Color::Black), Some(Color::White), false, false)
    );
    let params = web_sys::UrlSearchParams::new_with_str("side=red&controls=2&parent=example.org").unwrap();
    let (p, bad) = PageParams::read(|name| params.get(name));
    assert_eq!(bad.iter().map(|b| b.name).collect::<Vec<_>>(), ["side", "controls", "parent"]);
    assert_eq!((p.side, p.controls, p.parent), (None, true, None));
    assert!(is_origin("https://course.example.org:8443") && is_origin("http://127.0.0.1:8080"));
    assert!(!is_origin("https://example.org/path") && !is_origin("example.org") && !is_origin("https://"));
}

//! What the address asks of every page, read once: the mode (`?mode=`), and how the page sits
//! in another one — `side`, `orientation`, `controls`, `interactive`, `parent` (see
//! docs/embedding.md). Each page reads its own options beside these (the play page's level
//! and thinking time, the teaching view's depth and algorithm) with the same vocabulary.
//!
//! Reading needs no browser: [`PageParams::read`] is handed a lookup by name. A bad value is
//! named with what is expected ([`BadParam`]) and the default is used.

use super::mode::Mode;
use crate::rules::Color;

/// A yes/no parameter: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case);
/// `None` for anything else. One vocabulary for every page and every parameter.
pub fn flag(text: &str) -> Option<bool> {
    const YES: [&str; 4] = ["1", "true", "yes", "on"];
    const NO: [&str; 4] = ["0", "false", "no", "off"];
    let text = text.trim();
    if YES.iter().any(|w| w.eq_ignore_ascii_case(text)) {
        Some(true)
    } else if NO.iter().any(|w| w.eq_ignore_ascii_case(text)) {
        Some(false)
    } else {
        None
    }
}

/// A side as the address and the messages write it: `white` (`w`) or `black` (`b`).
pub fn color_from_name(text: &str) -> Option<Color> {
    match text {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// A side's name in an address or a message.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `scheme://host[:port]`, nothing after: what `MessageEvent.origin` holds.
pub fn is_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once("://") else { return false };
    !scheme.is_empty()
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        && !rest.is_empty()
        && !rest.contains(['/', '?', '#', ' ', '@'])
}

/// What the address asks of every page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageParams {
    /// The view the page shows (`Play` unless `?mode=` names another).
    pub mode: Mode,
    /// The side the player takes (`None`: the usual one).
    pub side: Option<Color>,
    /// The side at the bottom of the board (`None`: the player's).
    pub orientation: Option<Color>,
    /// Show the panel, the header and the links (`controls=0` hides them).
    pub controls: bool,
    /// The viewer may move, take back, start games (`interactive=0` forbids it).
    pub interactive: bool,
    /// The only origin messages are accepted from and posted to.
    pub parent: Option<String>,
}

impl Default for PageParams {
    fn default() -> PageParams {
        PageParams { mode: Mode::Play, side: None, orientation: None, controls: true, interactive: true, parent: None }
    }
}

/// A parameter that could not be used: its name, the value and what is expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadParam {
    pub name: &'static str,
    pub text: String,
    pub expected: &'static str,
}

impl PageParams {
    /// Reads the parameters through `get` (a parameter's value by name), naming each bad one.
    pub fn read(get: impl Fn(&str) -> Option<String>) -> (PageParams, Vec<BadParam>) {
        let mut out = PageParams::default();
        let mut bad = Vec::new();
        let mut check = |name: &'static str, expected: &'static str, ok: bool, text: String| {
            if !ok {
                bad.push(BadParam { name, text, expected });
            }
        };
        if let Some(text) = get("mode") {
            let mode = Mode::from_name(&text);
            out.mode = mode.unwrap_or(Mode::Play);
            check("mode", Mode::EXPECTED, mode.is_some(), text);
        }
        for (name, slot) in [("side", &mut out.side), ("orientation", &mut out.orientation)] {
            if let Some(text) = get(name) {
                *slot = color_from_name(&text);
                check(name, "white, black", slot.is_some(), text);
            }
        }
        for (name, slot) in [("controls", &mut out.controls), ("interactive", &mut out.interactive)] {
            if let Some(text) = get(name) {
                let value = flag(&text);
                *slot = value.unwrap_or(true);
                check(name, "0, 1", value.is_some(), text);
            }
        }
        if let Some(text) = get("parent") {
            let ok = is_origin(&text);
            out.parent = ok.then(|| text.clone());
            check("parent", "an origin such as https://example.org", ok, text);
        }
        (out, bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (PageParams, Vec<BadParam>) {
        let pairs: Vec<(String, String)> =
            query.split('&').filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
        PageParams::read(|name| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    #[test]
    fn one_vocabulary_for_yes_and_no() {
        for yes in ["1", "true", "yes", "on", "TRUE", " On "] {
            assert_eq!(flag(yes), Some(true), "{yes:?}");
        }
        for no in ["0", "false", "no", "off", "No"] {
            assert_eq!(flag(no), Some(false), "{no:?}");
        }
        for neither in ["", "2", "si", "nope", "onn"] {
            assert_eq!(flag(neither), None, "{neither:?}");
        }
    }

    #[test]
    fn good_values_are_read_and_bad_ones_named_with_the_default_kept() {
        let (p, bad) = read("mode=tree&side=black&orientation=white&controls=0&interactive=no");
        assert!(bad.is_empty(), "{bad:?}");
        assert_eq!(
            p,
            PageParams {
                mode: Mode::Tree,
                side: Some(Color::Black),
                orientation: Some(Color::White),
                controls: false,
                interactive: false,
                parent: None,
            }
        );
        let (p, bad) = read("mode=chess&side=red&controls=2&parent=example.org");
        assert_eq!(bad.iter().map(|b| b.name).collect::<Vec<_>>(), ["mode", "side", "controls", "parent"]);
        assert_eq!(bad[0].text, "chess");
        assert_eq!(p, PageParams::default());
        let (p, bad) = read("parent=https://course.example.org:8443");
        assert!(bad.is_empty());
        assert_eq!(p.parent.as_deref(), Some("https://course.example.org:8443"));
    }

    #[test]
    fn origins_are_a_scheme_and_a_host_only() {
        assert!(is_origin("https://course.example.org:8443") && is_origin("http://127.0.0.1:8080"));
        assert!(!is_origin("https://example.org/path") && !is_origin("example.org") && !is_origin("https://"));
        assert!(!is_origin("https://user@example.org") && !is_origin("://example.org"));
    }
}

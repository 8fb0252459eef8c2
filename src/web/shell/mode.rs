//! The page's modes — Play, Teach (the search tree of a chess position), the course's example
//! tree, tic-tac-toe, the mouse and the cats, and alpha-beta practice — and, in the browser,
//! the links between them in the header.
//!
//! One page serves them all: `?mode=` picks the view, [`show`] shows its parts and hides the
//! others, marks the current link (`aria-current="page"`), and [`update_links`] keeps the
//! links pointing at the same position and language, so "Teach" opens the search tree of the
//! game on the board. A mode's name is written only in [`Mode::name`] and read only in
//! [`Mode::from_name`].

/// What the page shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A game against the computer.
    Play,
    /// The search tree of a chess position.
    Teach,
    /// The course's abstract trees.
    Tree,
    TicTacToe,
    /// The mouse and the cats, the course's alpha-beta game.
    Mouse,
    /// Alpha-beta by hand on an abstract tree, the answer checked (the teaching view's wasm,
    /// `web::practice`).
    Practice,
    /// The player's mistakes asked again as puzzles (the teaching view's wasm,
    /// `web::puzzles`).
    Puzzles,
}

impl Mode {
    pub const ALL: [Mode; 7] =
        [Mode::Play, Mode::Teach, Mode::Tree, Mode::TicTacToe, Mode::Mouse, Mode::Practice, Mode::Puzzles];

    /// The names, as a bad parameter's notice lists them.
    pub const EXPECTED: &'static str = "play, teach, tree, tictactoe, mouse, practice, puzzles";

    /// The mode's name in the address (and in `<body data-mode>`).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Teach => "teach",
            Mode::Tree => "tree",
            Mode::TicTacToe => "tictactoe",
            Mode::Mouse => "mouse",
            Mode::Practice => "practice",
            Mode::Puzzles => "puzzles",
        }
    }

    pub fn from_name(text: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == text)
    }

    /// True for the modes of the teaching view.
    pub fn is_teaching(self) -> bool {
        self != Mode::Play
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{load_teaching_view, show, update_links};

#[cfg(target_arch = "wasm32")]
mod browser {
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{Document, HtmlElement};

    use super::Mode;

    /// Starts the teaching view: its wasm (`teach_view.js`, built with `--target no-modules`)
    /// and the static `teach_view_loader.js` that instantiates it, as two ordered scripts with
    /// relative URLs (any sub-path; no inline script). The teaching view then reads the
    /// address itself (`web::teach::start_page`).
    ///
    /// # Errors
    /// When the script elements cannot be made.
    pub fn load_teaching_view(document: &Document) -> Result<(), JsValue> {
        let head = document.head().ok_or("no head")?;
        for src in ["./teach_view.js", "./teach_view_loader.js"] {
            let script: web_sys::HtmlScriptElement = document.create_element("script")?.dyn_into()?;
            // Dynamically inserted scripts run as soon as they load unless `async` is off.
            script.set_async(false);
            script.set_src(src);
            head.append_child(&script)?;
        }
        Ok(())
    }

    /// Shows the parts of `mode` and hides the others; marks its link.
    ///
    /// # Errors
    /// When an element is missing.
    pub fn show(document: &Document, mode: Mode) -> Result<(), JsValue> {
        let body = document.body().ok_or("no body")?;
        body.set_attribute("data-mode", mode.name())?;
        let (play, practice, puzzles) = (mode == Mode::Play, mode == Mode::Practice, mode == Mode::Puzzles);
        let search = !play && !practice && !puzzles;
        let parts = [
            ("play-panel", play),
            ("play-settings", play),
            ("teach-panel", search),
            ("teach-more", search),
            ("practice-panel", practice),
            ("puzzles-panel", puzzles),
        ];
        for (id, visible) in parts {
            if let Some(e) = document.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
                e.set_hidden(!visible);
            }
        }
        // Learn stands for every teaching tool; the play page shows nothing else of them.
        if let Some(learn) = document.get_element_by_id("mode-learn") {
            if mode.is_teaching() {
                learn.set_attribute("aria-current", "true")?;
            } else {
                learn.remove_attribute("aria-current")?;
            }
        }
        for m in Mode::ALL {
            if let Some(link) = document.get_element_by_id(&format!("mode-{}", m.name())) {
                if m == mode {
                    link.set_attribute("aria-current", "page")?;
                } else {
                    link.remove_attribute("aria-current")?;
                }
            }
        }
        Ok(())
    }

    /// Points the mode links at `fen` (Play, and Learn and its search tree) in the language
    /// `lang`.
    pub fn update_links(document: &Document, fen: Option<&str>, lang: &str) {
        let links = Mode::ALL.map(|m| (m, format!("mode-{}", m.name())));
        let learn = (Mode::Teach, "mode-learn".to_string());
        for (m, id) in links.into_iter().chain(std::iter::once(learn)) {
            let Some(link) = document.get_element_by_id(&id) else { continue };
            let mut query = Vec::new();
            if m != Mode::Play {
                query.push(format!("mode={}", m.name()));
            }
            if let (Some(fen), Mode::Play | Mode::Teach) = (fen, m) {
                query.push(format!("fen={}", String::from(js_sys::encode_uri_component(fen))));
            }
            query.push(format!("lang={lang}"));
            let _ = link.set_attribute("href", &format!("./?{}", query.join("&")));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Mode;

    #[test]
    fn each_mode_is_read_back_from_its_name_and_nothing_else_is() {
        for m in Mode::ALL {
            assert_eq!(Mode::from_name(m.name()), Some(m));
            assert!(Mode::EXPECTED.contains(m.name()));
        }
        for text in ["", "Play", "chess", "tic-tac-toe"] {
            assert_eq!(Mode::from_name(text), None, "{text:?}");
        }
        assert!(!Mode::Play.is_teaching() && Mode::Tree.is_teaching());
    }
}

//! The puzzles view in the browser: the `PuzzleView` (the run of puzzles, the board the player
//! moves on, the panel, the teaching worker that scores the tries) and its render. `start`
//! builds it and connects its listeners, each a change of the run followed by a render.
//!
//! For pages and tests, `<body>` carries `data-puzzles` (`empty`, `solving`, `checking`,
//! `solved`, `failed`) and the panel `data-puzzle`, the shown puzzle's FEN; each item of the
//! list carries its puzzle's FEN in `data-puzzle` too.

mod build;
pub mod start;

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement, Window};

use crate::rules::Position;
use crate::teach::{Algorithm, Convention};
use crate::web::board::board_ui::BoardUi;
use crate::web::board::render::{self, CanvasWidth, Scene};
use crate::web::board::state::{BoardState, ClickOutcome};
use crate::web::i18n::{self, Lang, Notice, TeachNotice};
use crate::web::saved;
use crate::web::shell::dom::{set_attr, set_text};
use crate::web::shell::worker_host::WorkerHost;
use crate::web::worker_messages::{Subject, TeachAnswer, TeachRequest};

use super::model::{Phase, PuzzleRun, ScoreRequest};
use build::PuzzleEls;

type TeachWorker = WorkerHost<TeachRequest, TeachAnswer>;

struct PuzzleView {
    window: Window,
    document: Document,
    els: PuzzleEls,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    board_width: CanvasWidth,
    /// The puzzle's position, and the moves tried and answered on it.
    game: BoardState,
    board: BoardUi,
    run: PuzzleRun,
    worker: Option<TeachWorker>,
    /// The notices of the address, the language and the saved puzzles.
    notices: Vec<TeachNotice>,
}

/// A move's SAN in the language's letters, where it is legal in `fen`; else its UCI.
fn san_of(lang: Lang, fen: &str, uci: &str) -> String {
    Position::from_fen(fen)
        .ok()
        .and_then(|pos| Some(pos.san(pos.parse_uci(uci).ok()?)))
        .map_or_else(|| uci.to_string(), |san| i18n::san(lang, &san))
}

impl PuzzleView {
    /// Sends the run's searches to the worker.
    fn ask(&mut self, requests: Vec<ScoreRequest>) {
        for r in requests {
            let request = TeachRequest::Teach {
                id: r.id,
                subject: Subject::Chess { fen: r.fen },
                depth: r.depth,
                algorithm: Algorithm::Poda,
                crash_cut: false,
                record: 0,
                convention: Convention::COURSE,
            };
            let sent = self.worker.as_mut().map(|w| w.send(request));
            if let Some(Err(detail)) = sent {
                self.notices.push(TeachNotice::Page(Notice::EngineUnreachable { detail }));
            }
        }
    }

    /// Sets the board to the shown puzzle's position, the player's side at the bottom.
    fn reset_board(&mut self) {
        let Some(puzzle) = self.run.puzzle() else { return };
        if let Ok(mut game) = BoardState::from_fen(&puzzle.fen) {
            let side = game.position().turn();
            game.orientation = side;
            game.set_engine_side(Some(!side));
            self.game = game;
        }
        self.board = BoardUi::default();
    }

    fn open(&mut self, index: usize) {
        let requests = self.run.open(index);
        self.reset_board();
        self.ask(requests);
        self.render();
    }

    fn next(&mut self) {
        let requests = self.run.open_next();
        self.reset_board();
        self.ask(requests);
        self.render();
    }

    fn retry(&mut self) {
        if self.run.retry() {
            self.reset_board();
            self.render();
        }
    }

    /// What a press or a drop on the board did: a move played is a try.
    fn after_board(&mut self, outcome: ClickOutcome) {
        let outcome = match outcome {
            // The puzzles promote to a queen: no chooser over the board.
            ClickOutcome::PromotionPending(_) => {
                self.game.promote(crate::rules::Role::Queen).map_or(ClickOutcome::Ignored, ClickOutcome::Played)
            }
            other => other,
        };
        if let ClickOutcome::Played(m) = outcome {
            let uci = m.to_string();
            let requests = self.run.try_move(&uci, &self.game.fen());
            self.store();
            self.ask(requests);
        }
        self.render();
    }

    /// A search's answer: the run judges the try; a refutation found is played on the board.
    fn on_answer(&mut self, answer: TeachAnswer) {
        match answer {
            TeachAnswer::Ready => {
                if let Some(worker) = self.worker.as_mut() {
                    let _ = worker.ready();
                }
            }
            TeachAnswer::TeachTree { id, value, pv_codes, .. } => {
                if self.run.on_score(id, value, &pv_codes) {
                    if let Phase::Failed { reply: Some(reply), .. } = &self.run.phase {
                        if self.game.uci_moves().len() == 1 {
                            let reply = reply.clone();
                            let _ = self.game.apply_uci(&reply);
                        }
                    }
                    self.store();
                }
            }
            TeachAnswer::Error { message, .. } => {
                self.notices.push(TeachNotice::Page(Notice::EngineError { message }));
            }
            TeachAnswer::TeachCount { .. } | TeachAnswer::TeachLadder { .. } | TeachAnswer::Explanation { .. } => {}
        }
        self.render();
    }

    fn store(&self) {
        saved::store_puzzles(&self.window, &self.run.book);
    }

    fn draw_board(&self) {
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let css = render::fit_to(&self.canvas, &self.ctx, ratio, self.board_width.get(&self.canvas));
        let marks = self.board.marks();
        let mut scene = Scene::of(&self.game);
        scene.lifted = self.board.lifted();
        scene.marks = &marks;
        scene.cursor = self.board.cursor();
        render::draw(&self.ctx, &scene, css);
    }

    /// Writes everything from the run.
    fn render(&self) {
        let lang = i18n::current();
        let texts = i18n::puzzles(lang);
        let notices = TeachNotice::texts(&self.notices, lang);
        set_text(&self.els.notice, &notices.join(" "));
        self.els.notice.set_hidden(notices.is_empty());
        let body = self.document.body();
        set_attr(&self.els.play, "href", &format!("./?lang={}", lang.code()));
        let Some(puzzle) = self.run.puzzle() else {
            self.els.empty.set_hidden(false);
            self.els.current.set_hidden(true);
            if let Some(body) = body {
                set_attr(&body, "data-puzzles", "empty");
            }
            self.canvas.set_hidden(true);
            return;
        };
        self.canvas.set_hidden(false);
        self.els.empty.set_hidden(true);
        self.els.current.set_hidden(false);
        set_attr(&self.els.panel, "data-puzzle", &puzzle.fen);
        let n = self.run.book.puzzles.len();
        let index = self.run.index().unwrap_or(0);
        let blunder = puzzle.judgement == crate::web::analysis::review::Judgement::Blunder;
        set_text(&self.els.which, &(texts.puzzle_of)(index + 1, n, blunder));
        let san = |uci: &str| san_of(lang, &puzzle.fen, uci);
        let (state, status) = match &self.run.phase {
            Phase::Solving => {
                let side = self.run.side().unwrap_or(crate::rules::Color::White);
                ("solving", (texts.find)(side, &san(&puzzle.played)))
            }
            Phase::Checking { .. } => ("checking", texts.checking.to_string()),
            Phase::Solved { tried, best: true } => ("solved", (texts.solved_best)(&san(tried))),
            Phase::Solved { tried, best: false } => ("solved", (texts.solved_other)(&san(tried), &san(&puzzle.best))),
            Phase::Failed { tried, loss, reply } => {
                let after = {
                    let mut pos = Position::from_fen(&puzzle.fen).ok();
                    if let Some(p) = pos.as_mut() {
                        let _ = p.play_uci(tried);
                    }
                    pos.map(|p| p.fen()).unwrap_or_default()
                };
                let reply = reply.as_deref().map(|r| san_of(lang, &after, r));
                ("failed", (texts.failed)(&san(tried), *loss, reply.as_deref()))
            }
        };
        if let Some(body) = body {
            set_attr(&body, "data-puzzles", state);
        }
        set_text(&self.els.status, &status);
        self.els.retry.set_hidden(state == "solving" || state == "checking");
        let why = format!(
            "./?mode=teach&fen={}&lang={}",
            String::from(js_sys::encode_uri_component(&puzzle.fen)),
            lang.code()
        );
        set_attr(&self.els.why, "href", &why);
        let counts = self.run.counts;
        set_text(&self.els.counts, &(texts.counts)(n, counts.solved, counts.failed, counts.retried));
        self.write_list(lang);
        self.draw_board();
    }

    /// The list of every puzzle kept: a button each, with its state.
    fn write_list(&self, lang: Lang) {
        let texts = i18n::puzzles(lang);
        let items = self.run.book.puzzles.iter().enumerate().map(|(i, p)| {
            let state = match (p.solved, p.failed) {
                (0, 0) => None,
                (0, _) => Some(false),
                _ => Some(true),
            };
            let mark = match state {
                Some(true) => "✓",
                Some(false) => "✗",
                None => "·",
            };
            let current = if Some(i) == self.run.index() { " aria-current=\"true\"" } else { "" };
            format!(
                "<li><button type=\"button\" data-index=\"{i}\" data-puzzle=\"{}\" aria-label=\"{}\"{current}>{} {mark}</button></li>",
                p.fen,
                (texts.list_item)(i + 1, state),
                i + 1
            )
        });
        let html: String = items.collect();
        if self.els.list.inner_html() != html {
            self.els.list.set_inner_html(&html);
        }
    }
}

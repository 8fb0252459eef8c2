//! The board of the teaching view: the chess position, or the board of the game against the
//! computer (tic-tac-toe, the mouse and the cats), at the shown node, with the line from the
//! root; for abstract trees, the drawn tree instead (`tree_frame`; small trees only: bigger ones
//! get the outline alone).

use web_sys::CanvasRenderingContext2d;

use crate::rules::{Color, Position};
use crate::web::board::render::draw_game;
use crate::web::board::state::BoardState;

use super::mouse_board::{draw_mouse_board, Marks};
use super::{draw, View};
use crate::teach::abstract_tree::AbstractTree;
use crate::teach::tree_layout::TreeLayout;
use crate::web::teach::options::TeachMode;
use crate::web::teach::state::State;
use crate::web::teach::versus::Versus;
use crate::web::worker_messages::Subject;

/// Abstract trees with at most this many leaves (pruned ones included) are drawn; bigger ones
/// only get the outline.
const DRAWN_LEAVES: usize = 80;

/// The drawn tree's text in presentation, against its usual size: read from the back of a
/// classroom, with the drawing's spacing grown to match.
pub(super) const PRESENT_TYPE: f64 = 1.4;

/// The drawn tree's text size, against its usual one.
pub(super) fn type_scale(state: &State) -> f64 {
    if state.present {
        PRESENT_TYPE
    } else {
        1.0
    }
}

/// Where every node of the recorded abstract tree is drawn, its pruned subtrees grown from the
/// tree searched, when it is small enough to draw.
pub(super) fn drawn_layout(state: &State) -> Option<TreeLayout> {
    let walk = state.browse.walk.as_ref().filter(|_| state.mode == TeachMode::Tree)?;
    if walk.tree.nodes.iter().filter(|n| n.children.is_empty()).count() > DRAWN_LEAVES {
        return None;
    }
    let game = match state.recorded.as_ref().map(|r| &r.subject) {
        Some(Subject::Tree { text }) => AbstractTree::parse(text).ok(),
        _ => None,
    };
    let layout = TreeLayout::with_type(&walk.tree, game.as_ref(), type_scale(state));
    (layout.leaves() <= DRAWN_LEAVES).then_some(layout)
}

impl View {
    pub(super) fn render_board(&self) {
        let ratio = self.window.device_pixel_ratio().max(1.0);
        match self.state.mode {
            TeachMode::Tree => self.render_tree(),
            TeachMode::TicTacToe | TeachMode::Mouse | TeachMode::Teach => {
                let ctx = &self.els.board_ctx;
                let width = self.els.board_width.get(&self.els.board);
                let css = crate::web::board::render::fit_to(&self.els.board, ctx, ratio, width);
                match self.state.subjects.versus.as_ref() {
                    Some(versus) => self.render_versus(versus, ctx, css),
                    None => self.render_chess(ctx, css),
                }
            }
        }
    }

    fn render_chess(&self, ctx: &CanvasRenderingContext2d, css: f64) {
        let s = &self.state;
        let Ok(root) = Position::from_fen(&s.subjects.fen) else { return };
        if s.shown_node().is_none_or(|n| n == 0) {
            draw_game(ctx, &s.root, css);
            return;
        }
        let mut arrows = Vec::new();
        let mut pos = root;
        for code in s.shown_line() {
            // The null move of the engine's search has no arrow and changes only the turn.
            if code == "0000" {
                pos.play_null();
                continue;
            }
            match pos.parse_uci(&code) {
                Ok(m) => {
                    arrows.push((m.from(), m.to()));
                    pos.play_unchecked(m);
                }
                Err(_) => break,
            }
        }
        let shown = BoardState::new(pos);
        draw_game(ctx, &shown, css);
        draw::draw_arrows(ctx, &arrows, css, Color::White);
    }

    /// The game against the computer at the shown node: its last move marked, and the
    /// piece the person picked up with its squares when the game itself is shown.
    fn render_versus(&self, versus: &Versus, ctx: &CanvasRenderingContext2d, css: f64) {
        let line = self.state.shown_line();
        let shown = versus.after_line(&line);
        match shown {
            Versus::TicTacToe { board, .. } => {
                let last = line.last().filter(|_| shown != *versus).and_then(|c| c.parse::<usize>().ok());
                draw::draw_tictactoe(ctx, &board, css, last);
            }
            Versus::Mouse { board, selected, last, .. } => {
                let targets = if line.is_empty() { versus.targets() } else { Vec::new() };
                let marks = Marks { last, selected: selected.filter(|_| line.is_empty()), targets: &targets };
                draw_mouse_board(ctx, &board, css, &marks);
            }
        }
    }
}

//! The material on each player's card (`#material-white` and `#material-black`): the pieces the side has taken, drawn small in the board's piece
//! set, and its lead in points ("+3"), for the position on the board. For tests and screen
//! readers each strip carries `data-captured` (the taken pieces' letters, `ppb`), `data-lead`
//! and a sentence as its label.

use super::*;
use crate::rules::{Color, Role};
use crate::web::board::look::PieceSet;
use crate::web::board::material::Material;
use crate::web::board::pieces::draw_piece;

/// A taken piece's size, in CSS px; pieces of one kind overlap by half of it.
const PIECE_PX: f64 = 24.0;

impl App {
    /// Both strips, for the position on the board.
    pub(super) fn write_material(&self) {
        let material = Material::of(&self.state.game.board.positions()[..=self.state.game.board.viewed_ply()]);
        let lang = i18n::current();
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let pieces = crate::web::board::render::look().pieces;
        for (side, strip) in [(Color::White, &self.els.material_white), (Color::Black, &self.els.material_black)] {
            let captured = material.captured_by(side);
            let lead = material.lead(side);
            set_attr(strip, "aria-label", &i18n::material(lang, side, captured, lead));
            let letters: String = captured.iter().map(|r| r.char()).collect();
            set_attr(strip, "data-lead", &lead.to_string());
            let Some(canvas) = strip.first_element_child().and_then(|e| e.dyn_into::<HtmlCanvasElement>().ok()) else {
                continue;
            };
            if let Some(text) = canvas.next_element_sibling() {
                set_text(&text, &if lead > 0 { format!("+{lead}") } else { String::new() });
            }
            // Drawn again only when something it shows changed.
            let drawn = format!("{letters} {} {}", pieces.name(), (ratio * 100.0) as u32);
            if strip.get_attribute("data-captured").as_deref() == Some(letters.as_str())
                && canvas.get_attribute("data-drawn").as_deref() == Some(drawn.as_str())
            {
                continue;
            }
            set_attr(strip, "data-captured", &letters);
            set_attr(&canvas, "data-drawn", &drawn);
            draw_taken(&canvas, pieces, !side, captured, ratio);
        }
    }
}

/// Draws `taken` (pieces of `color`) in a row, each kind in a small overlapping group.
fn draw_taken(canvas: &HtmlCanvasElement, set: PieceSet, color: Color, taken: &[Role], ratio: f64) {
    let step = PIECE_PX * 0.5;
    let groups = taken.windows(2).filter(|w| w[0] != w[1]).count();
    let width = if taken.is_empty() { 0.0 } else { PIECE_PX + step * (taken.len() - 1 + groups) as f64 };
    canvas.set_width((width * ratio) as u32);
    canvas.set_height((PIECE_PX * ratio) as u32);
    let style = canvas.style();
    let _ = style.set_property("width", &format!("{}px", width as u32));
    let _ = style.set_property("height", &format!("{}px", PIECE_PX as u32));
    let Ok(Some(ctx)) = canvas.get_context("2d") else { return };
    let Ok(ctx) = ctx.dyn_into::<CanvasRenderingContext2d>() else { return };
    let _ = ctx.scale(ratio, ratio);
    let mut x = 0.0;
    for (i, &role) in taken.iter().enumerate() {
        if i > 0 {
            x += if taken[i - 1] == role { step } else { step * 2.0 };
        }
        draw_piece(&ctx, set, color, role, x, 0.0, PIECE_PX);
    }
}

//! The evaluation graph of a reviewed game: White's expected score after every move as a
//! filled curve (White's share light, Black's dark, the middle line dashed), the judged moves
//! as coloured dots and the position on the board as a vertical line. Points are CSS pixels.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::web::analysis::review::Judgement;

const BLACK_SIDE: &str = "#5a554d";
const WHITE_SIDE: &str = "#f4f2ec";

fn dot_colour(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "#2f7fb5",
        Judgement::Mistake => "#c77a0e",
        Judgement::Blunder => "#c0392b",
    }
}

/// The x of position `ply` of `count` on a graph `width` wide.
fn x_of(ply: usize, count: usize, width: f64) -> f64 {
    if count <= 1 {
        return width / 2.0;
    }
    ply as f64 * width / (count - 1) as f64
}

/// The position under `x` on a graph `width` wide showing `count` positions.
pub fn ply_at(x: f64, width: f64, count: usize) -> usize {
    if count <= 1 || width <= 0.0 {
        return 0;
    }
    let ply = (x / width * (count - 1) as f64).round();
    (ply.max(0.0) as usize).min(count - 1)
}

/// Draws the graph of `shares` (White's expected score per position, per mille, `None` while
/// unknown), `marks` (the judged moves by their ply) and the position `current`.
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    width: f64,
    height: f64,
    shares: &[Option<u32>],
    marks: &[(usize, Judgement)],
    current: usize,
) {
    ctx.set_fill_style_str(BLACK_SIDE);
    ctx.fill_rect(0.0, 0.0, width, height);
    let count = shares.len();
    let y_of = |share: u32| height - f64::from(share) / 1000.0 * height;
    // White's area: under the curve, as far as the scores are known.
    let known: Vec<(usize, u32)> = shares.iter().enumerate().filter_map(|(i, s)| s.map(|s| (i, s))).collect();
    if let (Some(first), Some(last)) = (known.first(), known.last()) {
        ctx.begin_path();
        ctx.move_to(x_of(first.0, count, width), height);
        for &(i, s) in &known {
            ctx.line_to(x_of(i, count, width), y_of(s));
        }
        ctx.line_to(x_of(last.0, count, width), height);
        ctx.close_path();
        ctx.set_fill_style_str(WHITE_SIDE);
        ctx.fill();
    }
    // The middle: an equal game.
    ctx.set_stroke_style_str("rgba(128, 120, 110, 0.7)");
    ctx.set_line_width(1.0);
    let _ = ctx.set_line_dash(&js_sys::Array::of2(&4.into(), &4.into()));
    ctx.begin_path();
    ctx.move_to(0.0, height / 2.0);
    ctx.line_to(width, height / 2.0);
    ctx.stroke();
    let _ = ctx.set_line_dash(&js_sys::Array::new());
    // The position on the board.
    let x = x_of(current, count, width);
    ctx.set_stroke_style_str("rgba(91, 122, 58, 0.95)");
    ctx.set_line_width(2.0);
    ctx.begin_path();
    ctx.move_to(x, 0.0);
    ctx.line_to(x, height);
    ctx.stroke();
    for &(ply, judgement) in marks {
        let Some(Some(share)) = shares.get(ply) else { continue };
        ctx.set_fill_style_str(dot_colour(judgement));
        ctx.begin_path();
        let _ = ctx.arc(x_of(ply, count, width), y_of(*share), 3.5, 0.0, 2.0 * PI);
        ctx.fill();
    }
}

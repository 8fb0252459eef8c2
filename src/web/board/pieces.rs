//! Poda's own vector chess pieces, drawn on a 100 × 100 grid (SVG path syntax, drawn with
//! `Path2D`). Each piece is a few filled body shapes plus detail lines in the contrasting
//! colour; both sides use the same shapes with swapped colours. Two sets share the shapes
//! ([`PieceSet`]): the classic one, flat ivory and charcoal on a plinth, and the shaded one,
//! lit from the top left in warm ivory and walnut, with a bolder outline and no plinth.

use web_sys::{CanvasRenderingContext2d, Path2d};

use super::look::PieceSet;
use crate::rules::{Color, Role};

/// One part of a piece.
enum Part {
    /// Filled with the piece colour and outlined.
    Body(&'static str),
    /// Stroked in the contrasting colour (inner lines).
    Detail(&'static str),
}

use Part::{Body, Detail};

const PLINTH_PATH: &str = "M22 91 L78 91 L78 85 Q78 80 73 80 L27 80 Q22 80 22 85 Z";
const PLINTH: Part = Body(PLINTH_PATH);

const PAWN: &[Part] = &[
    Body("M36 80 C36 68 41 60 46 55 L54 55 C59 60 64 68 64 80 Z"),
    Body("M39 56 Q39 50 45 50 L55 50 Q61 50 61 56 Z"),
    Body("M38 36 A12 12 0 1 1 62 36 A12 12 0 1 1 38 36 Z"),
    PLINTH,
];

const ROOK: &[Part] = &[
    Body("M33 80 L36 45 L64 45 L67 80 Z"),
    Body("M28 45 L28 24 L37 24 L37 31 L45 31 L45 24 L55 24 L55 31 L63 31 L63 24 L72 24 L72 45 Z"),
    Detail("M35 52 L65 52 M34 72 L66 72"),
    PLINTH,
];

const KNIGHT: &[Part] = &[
    Body(
        "M31 80 C31 68 37 61 45 56 C41 55 35 58 29 61 C25 63 21 61 19 57 \
         C17 53 19 49 22 46 L37 27 L36 15 L44 23 \
         C58 21 72 32 73 50 C74 62 69 72 70 80 Z",
    ),
    Detail("M44 24 C57 27 66 37 67 52 M37 41 L38 41"),
    PLINTH,
];

const BISHOP: &[Part] = &[
    Body("M38 80 C38 74 40 70 42 68 L58 68 C60 70 62 74 62 80 Z"),
    Body("M35 68 L37 60 L63 60 L65 68 Z"),
    Body("M50 21 C36 32 31 47 39 60 L61 60 C69 47 64 32 50 21 Z"),
    Body("M45 17 A5 5 0 1 1 55 17 A5 5 0 1 1 45 17 Z"),
    Detail("M56 31 L46 45"),
    PLINTH,
];

const QUEEN: &[Part] = &[
    Body("M30 80 L20 36 L35 57 L36 27 L45 55 L50 22 L55 55 L64 27 L65 57 L80 36 L70 80 Z"),
    Body("M16 33 A4.5 4.5 0 1 1 25 33 A4.5 4.5 0 1 1 16 33 Z"),
    Body("M31.5 23 A4.5 4.5 0 1 1 40.5 23 A4.5 4.5 0 1 1 31.5 23 Z"),
    Body("M45.5 18 A4.5 4.5 0 1 1 54.5 18 A4.5 4.5 0 1 1 45.5 18 Z"),
    Body("M59.5 23 A4.5 4.5 0 1 1 68.5 23 A4.5 4.5 0 1 1 59.5 23 Z"),
    Body("M75 33 A4.5 4.5 0 1 1 84 33 A4.5 4.5 0 1 1 75 33 Z"),
    Detail("M29 71 C43 67 57 67 71 71"),
    PLINTH,
];

const KING: &[Part] = &[
    Body("M47 7 L53 7 L53 14 L60 14 L60 20 L53 20 L53 30 L47 30 L47 20 L40 20 L40 14 L47 14 Z"),
    Body(
        "M30 80 C26 70 17 60 20 50 C23 40 38 38 50 52 \
         C62 38 77 40 80 50 C83 60 74 70 70 80 Z",
    ),
    Body("M50 29 C43 33 42 43 50 53 C58 43 57 33 50 29 Z"),
    Detail("M29 71 C43 67 57 67 71 71"),
    PLINTH,
];

fn parts(role: Role) -> &'static [Part] {
    match role {
        Role::Pawn => PAWN,
        Role::Knight => KNIGHT,
        Role::Bishop => BISHOP,
        Role::Rook => ROOK,
        Role::Queen => QUEEN,
        Role::King => KING,
    }
}

thread_local! {
    /// Each piece's parts as `Path2D`s, read from their SVG text once (a board is 32 pieces of
    /// up to 7 parts, drawn at every move and every frame of an animation).
    static PATHS: [Vec<Option<Path2d>>; 6] = Role::ALL.map(|role| {
        parts(role)
            .iter()
            .map(|part| {
                let (Body(d) | Detail(d)) = part;
                Path2d::new_with_path_string(d).ok()
            })
            .collect()
    });
}

/// Draws a piece of `set` filling the square whose top-left corner is `(x, y)` with side `side`.
pub fn draw_piece(ctx: &CanvasRenderingContext2d, set: PieceSet, color: Color, role: Role, x: f64, y: f64, side: f64) {
    let shaded = set == PieceSet::Shaded;
    // The body's fill (top-left and bottom-right when shaded), outline and inner lines.
    let (light, deep, line, detail) = match (color, shaded) {
        (Color::White, false) => ("#fbfaf6", "", "#2a2722", "#2a2722"),
        (Color::Black, false) => ("#34312d", "", "#15130f", "#d9d3c7"),
        (Color::White, true) => ("#fffdf6", "#d9c49b", "#3b2a17", "#3b2a17"),
        (Color::Black, true) => ("#8a5a36", "#24150b", "#0d0805", "#f3dfbc"),
    };
    ctx.save();
    // Pieces fill about 88% of the square, a little lower than centre; without the plinth, 96%,
    // their bodies (rows 7 to 80 of the grid) centred.
    let (fill_share, top) = if shaded { (0.96, 0.5 - 0.435 * 0.96) } else { (0.88, 0.05) };
    let scale = side / 100.0 * fill_share;
    let _ = ctx.translate(x + side * (1.0 - fill_share) / 2.0, y + side * top);
    let _ = ctx.scale(scale, scale);
    ctx.set_line_join("round");
    ctx.set_line_cap("round");
    ctx.set_line_width(if shaded { 4.6 } else { 3.2 });
    if shaded {
        let gradient = ctx.create_linear_gradient(25.0, 10.0, 75.0, 85.0);
        let _ = gradient.add_color_stop(0.0, light);
        let _ = gradient.add_color_stop(1.0, deep);
        ctx.set_fill_style_canvas_gradient(&gradient);
    } else {
        ctx.set_fill_style_str(light);
    }
    PATHS.with(|paths| {
        for (part, path) in parts(role).iter().zip(&paths[role.index()]) {
            let Some(path) = path else { continue };
            match part {
                Body(d) if shaded && *d == PLINTH_PATH => {}
                Body(_) => {
                    ctx.fill_with_path_2d(path);
                    ctx.set_stroke_style_str(line);
                    ctx.stroke_with_path(path);
                }
                Detail(_) => {
                    ctx.set_stroke_style_str(detail);
                    ctx.stroke_with_path(path);
                }
            }
        }
    });
    ctx.restore();
}

//! The teaching floor (`poda::teach` and the teaching pages' models in `poda::web::teach` and
//! `poda::web::practice`), one test binary: the textbook searches and the engine's own search
//! recorded, its iterations and reach, the games (tic-tac-toe, the mouse and the cats), the
//! alpha-beta practice, and the teaching view read, walked and told as a story.
#[path = "../support/mod.rs"]
mod support;

mod compare;
mod conventions;
mod engine_search;
mod iterations;
mod ladder;
mod mouse;
mod practice;
mod practice_chess;
mod practice_findings;
mod quiz;
mod reach;
mod read;
// Reads the perft suite from ../shared/data, which wasm32 cannot reach.
#[cfg(not(target_arch = "wasm32"))]
mod searches;
mod tictactoe_table;
mod tree_picture;
mod tree_svg;
mod view;
mod view_story;
mod walk;
mod wording;

//! The play page. What it knows without a browser is here, compiled and tested natively:
//! [`move_list`] (the move list's numbering) and [`game`] (the status line and the engine
//! request of a game). The page itself, its elements, events and views, is `page` (wasm only).

pub mod game;
pub mod move_list;
#[cfg(target_arch = "wasm32")]
mod page;

#[cfg(target_arch = "wasm32")]
pub use page::start;

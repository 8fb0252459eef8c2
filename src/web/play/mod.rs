//! The play page. What it knows without a browser is here, compiled and tested natively:
//! [`options`] (the address read once), [`state`] (the page's state and its changes, which
//! return the requests for the worker, [`outcome`] what they are handed and return),
//! [`move_list`] (the move list's numbering), [`pace`] (how long the computer takes to answer),
//! [`page_options`] (the address's options applied to the game, the names of a game's end)
//! and [`game`] (the status line and the engine request of a game). The page itself, its
//! elements, events and views, is `page` (wasm only).

pub mod game;
pub mod move_list;
pub mod options;
pub mod outcome;
pub mod pace;
#[cfg(target_arch = "wasm32")]
mod page;
pub mod page_options;
mod review_state;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub use page::start::start;

//! The page shell: what every page of Poda needs around its own state and views, written once.
//!
//! - [`page_params`]: what the address asks of every page, read once ([`PageParams`]: the
//!   mode, the side and orientation, `controls`, `interactive`, `parent`), in one yes/no
//!   vocabulary;
//! - [`mode`]: the page's modes ([`Mode`]) and, in the browser, the header's links between them;
//! - [`messages`]: the `poda:*` API for a page around this one: requests read, dispatched to
//!   the page that serves them (`MessageApi`), answered, events posted;
//! - `worker_host`: the page's search worker (start, queue, request ids, restart after Stop
//!   or a crash);
//! - `dom`: finding elements, listening, writing texts and the notice box only when they change.
//!
//! The first three need no browser and are tested natively; the rest compiles for wasm32 only.

pub mod messages;
pub mod mode;
pub mod page_params;

#[cfg(target_arch = "wasm32")]
pub mod dom;
#[cfg(target_arch = "wasm32")]
pub mod worker_host;

pub use mode::Mode;
pub use page_params::PageParams;

//! The teaching view in the browser: the `View` (the state, the elements, the worker);
//! `start.rs` builds it from the address, and the files beside this one wire it and draw it
//! (see `web::teach`).

mod address;
mod api;
mod board_view;
mod compare_view;
mod controls;
pub mod counters;
pub mod draw;
mod elements;
mod events;
mod markup;
mod mouse_board;
pub mod outline;
mod player;
mod present;
mod quiz_box;
mod reading;
pub mod start;
mod story;
mod tree_frame;
mod view;
mod walkthrough;
mod worker_link;

use super::state;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use web_sys::{Document, Window};

use crate::teach::tree_layout::TreeLayout;
use crate::web::i18n::TeachNotice;
use crate::web::shell::worker_host::WorkerHost;
use crate::web::teach::viewport::Viewport;
use crate::web::worker_messages::{TeachAnswer, TeachRequest};

use elements::{Els, StoryEls};
use state::State;

/// The view's worker: it is sent [`TeachRequest`]s and answers [`TeachAnswer`]s.
type TeachWorker = WorkerHost<TeachRequest, TeachAnswer>;

/// The teaching view: its state, and what ties it to the page.
struct View {
    /// The view itself, for the worker's callbacks.
    me: Weak<RefCell<View>>,
    window: Window,
    document: Document,
    els: Els,
    /// The story of the search: its iterations, the depths reached within a budget.
    story: StoryEls,
    state: State,
    /// The teaching worker (`None` only while the view starts).
    worker: Option<TeachWorker>,
    /// Where the nodes of the drawn abstract tree stand (small trees only).
    layout: Option<TreeLayout>,
    /// The part of the drawn tree its frame shows.
    viewport: Cell<Viewport>,
    /// The drawn tree's SVG as last written, not to write it again unchanged.
    drawn: RefCell<String>,
    /// The notices on the address's options and the language.
    notices: Vec<TeachNotice>,
    /// The timer of the walk playing by itself, while it plays.
    play_timer: Option<i32>,
    /// A write of the address is waiting (see `address`).
    address_pending: Rc<Cell<bool>>,
    /// The page around this one, if any (see `api`).
    embedding: Embedding,
    /// The address's `controls`: false for the compact view of an embedded page.
    controls: bool,
    /// Where the nodes of minimax's tree beside alpha-beta's stand (`compare_view`), and its
    /// SVG as last written.
    compare_layout: Option<TreeLayout>,
    compare_drawn: RefCell<String>,
}

/// What the view needs to talk to the page around it: the only origin it posts to, and the
/// board of the last game whose end it reported.
#[derive(Default)]
pub(super) struct Embedding {
    pub parent: Option<String>,
    pub ended: RefCell<Option<String>>,
}

impl Embedding {
    /// For a view whose game may already be over (a finished board in the address): that end
    /// is not news.
    pub(super) fn new(parent: Option<String>, versus: Option<&crate::web::teach::versus::Versus>) -> Embedding {
        let ended = versus.filter(|v| v.ending().is_some()).map(|v| v.text());
        Embedding { parent, ended: RefCell::new(ended) }
    }
}

//! The review's changes of the play page's state ([`PlayState`]): the position viewed, the
//! review started, its next question asked (the network first), a review of another game
//! dropped. Apart from `state.rs` only to keep each file one size; no browser in it.

use crate::rules::Move;
use crate::web::analysis::review::Review;
use crate::web::worker_messages::PlayRequest;

use super::options::NetState;
use super::state::{PlayState, NET_URL};

impl PlayState {
    /// Shows the position after `ply` moves (the game stays where it is): on a judged move,
    /// the better one, to be drawn as an arrow (its line waits for the button).
    pub fn view(&mut self, ply: usize) -> Option<Move> {
        self.game.board.view(ply);
        self.review.line_shown = false;
        self.review.review.as_ref().and_then(|r| r.mark(ply)).map(|flaw| flaw.mv)
    }

    /// Starts reviewing the game on the board (or goes on with its review): `None` when it
    /// has no moves; else its next question, if one is to be asked now.
    pub fn start_review(&mut self) -> Option<Option<PlayRequest>> {
        let moves = self.game.board.uci_moves();
        if moves.is_empty() {
            return None;
        }
        let board = &self.game.board;
        if !self.review.review.as_ref().is_some_and(|r| r.is_of(board.start_fen(), &moves)) {
            self.review.review = Some(Review::new(board.start_fen(), moves, board.positions().to_vec()));
        }
        Some(self.ask_review())
    }

    /// The review's next question, unless one is already asked, the computer is searching or
    /// the worker is not ready. The network is asked for first, and awaited: every position
    /// is scored by the same evaluation.
    pub fn ask_review(&mut self) -> Option<PlayRequest> {
        if self.search.busy.is_some() || !self.search.worker_ready {
            return None;
        }
        if self.review.review.as_ref().is_none_or(Review::is_asking) {
            return None;
        }
        match self.search.net {
            NetState::NotAsked => {
                self.search.net = NetState::Asked;
                return Some(PlayRequest::LoadNetwork { url: NET_URL.to_string() });
            }
            NetState::Asked => return None,
            NetState::Loaded | NetState::Off => {}
        }
        let net = self.search.net == NetState::Loaded;
        let id = self.next_id();
        let review = self.review.review.as_mut()?;
        review.set_net(net);
        let request = review.next_request(id)?;
        self.review.score = (None, None, Vec::new());
        Some(request)
    }

    /// Drops a review of another game than the one on the board.
    pub fn drop_stale_review(&mut self) {
        let board = &self.game.board;
        if self.review.review.as_ref().is_some_and(|r| !r.is_of(board.start_fen(), &board.uci_moves())) {
            self.review.review = None;
        }
    }
}

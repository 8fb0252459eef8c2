//! The game as the page sees it, and every change to it.
//!
//! A click goes through [`BoardState::click`]: the first click selects one of the mover's pieces
//! (its legal destinations come from `rules`), the second plays the move if it is legal. The
//! computer's answer comes back as UCI text and goes through [`BoardState::apply_uci`], which checks
//! it; a typed move (SAN in the page's letters or the standard ones, UCI) goes through
//! [`BoardState::play_typed`]. The moves are kept in standard SAN: the page shows them in its
//! language's letters. Nothing here touches the DOM, so it is tested natively and in wasm
//! (tests/web/). A timed game carries its [`Clock`] (pressed after a move, a flag that
//! falls); the premove, the record and what a change returns are in files of their own
//! ([`super::premove`], [`super::record`], [`super::outcome`]), which know nothing of the state:
//! the state imports them, never the other way round.
//!
//! # Promotion
//! A click that moves a pawn to the last rank does not play at once: the game remembers a
//! [`PendingPromotion`] (the page shows a chooser) until [`BoardState::promote`] plays it with the
//! chosen piece or [`BoardState::cancel_promotion`] (Escape, a click elsewhere) drops it and keeps
//! the position. With [`BoardState::always_queen`] set, the queen is taken without asking.

pub use super::outcome::{BoardStatus, ClickOutcome, LoadError, PendingPromotion, Press, ReplayError, TypedMoveError};
pub use super::premove::Premove;
pub use super::record::PgnNames;

use super::clock::Clock;
use super::record::{self, RecordFacts};
use crate::rules::notation::{read_move, PieceLetters};
use crate::rules::{self, Color, FenError, Move, Position, Role, SanError, Square, UciMoveError};

#[derive(Debug, Clone)]
pub struct BoardState {
    start_fen: String,
    /// The moves and positions, with the rules' game status (repetitions, fifty moves …).
    pub(super) game: rules::Game,
    sans: Vec<String>,
    pub(super) selected: Option<Square>,
    last_move: Option<Move>,
    /// The side drawn at the bottom.
    pub orientation: Color,
    /// The side the computer plays, if any.
    pub(super) engine_side: Option<Color>,
    /// True while the worker searches for the computer's move.
    pub thinking: bool,
    /// A click-click promotion waiting for its piece.
    pub(super) promotion: Option<PendingPromotion>,
    /// The preference "always promote to a queen": no chooser.
    pub always_queen: bool,
    /// The side that resigned, if one did.
    pub(super) resigned: Option<Color>,
    /// The clock, in a timed game ([`super::clock`]), and the side whose time ran out.
    pub(super) clock: Option<Clock>,
    pub(super) flagged: Option<Color>,
    /// The tags of an imported game, kept when it is exported.
    pub(super) tags: Vec<(String, String)>,
    /// The earlier position shown on the board (after that many moves), while the game
    /// itself stays where it is.
    pub(super) viewing: Option<usize>,
    /// The move set up while the computer thinks (`premove.rs`).
    pub(super) premove: Premove,
    /// The levels the computer played its moves at, in order, each change once (3, then 8).
    computer_levels: Vec<u8>,
}

impl BoardState {
    /// A game from `pos`; the human plays White and sees the board from White's side.
    pub fn new(pos: Position) -> BoardState {
        BoardState {
            start_fen: pos.fen(),
            game: rules::Game::new(pos),
            sans: Vec::new(),
            selected: None,
            last_move: None,
            orientation: Color::White,
            engine_side: Some(Color::Black),
            thinking: false,
            promotion: None,
            always_queen: false,
            resigned: None,
            clock: None,
            flagged: None,
            tags: Vec::new(),
            viewing: None,
            premove: Premove::None,
            computer_levels: Vec::new(),
        }
    }

    /// Notes that the computer played a move at `level`.
    pub fn note_computer_level(&mut self, level: u8) {
        if self.computer_levels.last() != Some(&level) {
            self.computer_levels.push(level);
        }
    }

    /// The levels the computer played its moves at, in order, each change once: empty before
    /// its first move.
    pub fn computer_levels(&self) -> &[u8] {
        &self.computer_levels
    }

    /// The levels of a stored game (see [`BoardState::computer_levels`]).
    pub fn set_computer_levels(&mut self, levels: Vec<u8>) {
        self.computer_levels = levels;
    }

    /// A game from a PGN text ([`BoardState::from_pgn`], its moves in standard SAN or in
    /// `letters`) or from a FEN ([`BoardState::from_fen`]): whichever the text is.
    ///
    /// # Errors
    /// An empty text, or the FEN's or the PGN's first error.
    pub fn load(text: &str, letters: PieceLetters) -> Result<BoardState, LoadError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(LoadError::Empty);
        }
        // A FEN is one line of six (or four) fields whose first holds seven slashes.
        let looks_like_fen =
            !text.contains(['[', '\n']) && text.split_whitespace().next().is_some_and(|f| f.matches('/').count() == 7);
        if looks_like_fen {
            BoardState::from_fen(text).map_err(LoadError::Fen)
        } else {
            BoardState::from_pgn(text, letters).map_err(LoadError::Pgn)
        }
    }

    /// The first game of a PGN text, every move checked (standard SAN, or SAN in `letters`);
    /// the human plays the side to move after its last move, seen from that side (a finished
    /// game: seen from White's side, the computer playing neither). Its tags are kept for
    /// [`BoardState::pgn`].
    ///
    /// # Errors
    /// The PGN's first error.
    pub fn from_pgn(text: &str, letters: PieceLetters) -> Result<BoardState, rules::pgn::PgnError> {
        let pgn = rules::pgn::PgnGame::from_pgn_in(text, letters)?;
        let mut game = BoardState::new(*pgn.game.start());
        game.tags = pgn.tags;
        for &m in pgn.game.moves() {
            game.play(m);
        }
        // A finished game is looked at from White's side, with no side for the computer.
        if game.is_over() {
            game.engine_side = None;
            game.orientation = Color::White;
        } else {
            let turn = game.position().turn();
            game.engine_side = Some(!turn);
            game.orientation = turn;
        }
        Ok(game)
    }

    /// The game from `start_fen` after the UCI moves `moves`, each checked (a saved game).
    ///
    /// # Errors
    /// An invalid FEN, or the first move that is not legal where it stands.
    pub fn replay(start_fen: &str, moves: &[String]) -> Result<BoardState, ReplayError> {
        let mut game = BoardState::from_fen(start_fen).map_err(ReplayError::BadFen)?;
        for (index, uci) in moves.iter().enumerate() {
            if game.apply_uci(uci).is_err() {
                return Err(ReplayError::IllegalMove { index, uci: uci.clone() });
            }
        }
        Ok(game)
    }

    /// A game from the standard start position.
    pub fn startpos() -> BoardState {
        BoardState::new(Position::startpos())
    }

    /// A game from a FEN given by the user (e.g. the `?fen=` URL parameter).
    ///
    /// # Errors
    /// An invalid FEN is an error; the caller shows it and falls back to [`BoardState::startpos`].
    pub fn from_fen(fen: &str) -> Result<BoardState, FenError> {
        Position::from_fen(fen.trim()).map(BoardState::new)
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn fen(&self) -> String {
        self.position().fen()
    }

    pub fn start_fen(&self) -> &str {
        &self.start_fen
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// The moves played so far, in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The moves played so far, in UCI text.
    pub fn uci_moves(&self) -> Vec<String> {
        self.game.moves().iter().map(|m| m.to_string()).collect()
    }

    pub fn engine_side(&self) -> Option<Color> {
        self.engine_side
    }

    pub fn set_engine_side(&mut self, side: Option<Color>) {
        self.engine_side = side;
    }

    pub fn status(&self) -> BoardStatus {
        if let Some(loser) = self.resigned {
            return BoardStatus::Resigned { winner: !loser };
        }
        if let Some(loser) = self.flagged {
            return BoardStatus::OutOfTime { loser, draw: self.position().has_insufficient_material(!loser) };
        }
        let pos = self.position();
        match self.game.status() {
            rules::Status::Ongoing => BoardStatus::Playing { turn: pos.turn(), check: pos.is_check() },
            rules::Status::Checkmate { winner } => BoardStatus::Checkmate { winner },
            rules::Status::Stalemate => BoardStatus::Stalemate,
            draw => BoardStatus::Draw(draw),
        }
    }

    pub fn is_over(&self) -> bool {
        !matches!(self.status(), BoardStatus::Playing { .. })
    }

    /// Shows the position after `ply` moves (the current one for `ply` ≥ the number of
    /// moves). The game itself does not change; selection and a pending promotion are dropped.
    pub fn view(&mut self, ply: usize) {
        self.viewing = (ply < self.sans.len()).then_some(ply);
        if self.viewing.is_some() {
            self.selected = None;
            self.promotion = None;
        }
    }

    /// The number of moves before the position on the board.
    pub fn viewed_ply(&self) -> usize {
        self.viewing.unwrap_or(self.sans.len())
    }

    /// True while an earlier position is on the board.
    pub fn is_viewing_past(&self) -> bool {
        self.viewing.is_some()
    }

    /// The position on the board: the current one, or the earlier one being viewed.
    pub fn shown_position(&self) -> &Position {
        &self.game.positions()[self.viewed_ply()]
    }

    /// The move that led to the position on the board.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.viewed_ply();
        ply.checked_sub(1).map(|i| self.game.moves()[i])
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[Position] {
        self.game.positions()
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Color> {
        self.resigned
    }

    /// `side` resigns (the game must still be going on). Returns whether it did. A resigned
    /// game stays resigned: it cannot be taken back.
    pub fn resign(&mut self, side: Color) -> bool {
        if self.is_over() {
            return false;
        }
        self.resigned = Some(side);
        self.selected = None;
        self.promotion = None;
        true
    }

    /// The side the person plays: the one the computer does not (White when it plays none
    /// or both).
    pub fn human_side(&self) -> Color {
        match self.engine_side {
            Some(c) => !c,
            None => Color::White,
        }
    }

    /// True when the computer should be asked for a move now.
    pub fn engine_to_move(&self) -> bool {
        !self.thinking && !self.is_over() && self.engine_side == Some(self.position().turn())
    }

    /// True when a click may move a piece.
    pub fn human_to_move(&self) -> bool {
        !self.thinking && !self.is_over() && self.engine_side != Some(self.position().turn())
    }

    /// Legal destinations of the selected piece.
    pub fn destinations(&self) -> Vec<Square> {
        let Some(from) = self.selected else { return Vec::new() };
        let mut out: Vec<Square> = Vec::new();
        for m in self.position().legal_moves().iter().filter(|m| m.from() == from) {
            if !out.contains(&m.to()) {
                out.push(m.to());
            }
        }
        out
    }

    fn own_piece_at(&self, square: Square) -> bool {
        let pos = self.position();
        pos.piece_at(square).is_some_and(|p| p.color == pos.turn())
    }

    /// The promotion waiting for its piece, if any.
    pub fn pending_promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    /// Plays the pending promotion with `role` (queen, rook, bishop or knight).
    /// Returns `None` when nothing is pending or `role` is not a promotion piece.
    pub fn promote(&mut self, role: Role) -> Option<Move> {
        let pending = self.promotion?;
        let m = self
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.from() == pending.from && m.to() == pending.to && m.promotion_role() == Some(role))?;
        self.promotion = None;
        self.play(m);
        Some(m)
    }

    /// Lets go of the selected piece. Returns whether one was selected.
    pub fn deselect(&mut self) -> bool {
        self.selected.take().is_some()
    }

    /// Drops the pending promotion: the pawn stays where it was, nothing is selected.
    /// Returns whether one was pending.
    pub fn cancel_promotion(&mut self) -> bool {
        if self.promotion.take().is_none() {
            return false;
        }
        self.selected = None;
        true
    }

    /// Handles a click on `square` (select, reselect, deselect, move or ask for a promotion
    /// piece). A click while a promotion waits cancels it. A click while an earlier position
    /// is shown brings the game back and counts there (nothing is selected then, so it can
    /// select, never move).
    pub fn click(&mut self, square: Square) -> ClickOutcome {
        self.viewing = None;
        if self.cancel_promotion() {
            return ClickOutcome::Deselected;
        }
        if self.premove_allowed() {
            let pos = self.position();
            let players = pos.piece_at(square).is_some_and(|p| p.color != pos.turn());
            return match self.premove.after_click(square, players) {
                Some(premove) => {
                    self.premove = premove;
                    ClickOutcome::Premove(premove)
                }
                None => ClickOutcome::Ignored,
            };
        }
        if !self.human_to_move() {
            return ClickOutcome::Ignored;
        }
        if let Some(from) = self.selected {
            if from == square {
                self.selected = None;
                return ClickOutcome::Deselected;
            }
            let candidates: Vec<Move> = self
                .position()
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| m.from() == from && m.to() == square)
                .collect();
            // Several candidates only for a promotion: ask, unless the queen is always wanted.
            if candidates.len() > 1 {
                if self.always_queen {
                    if let Some(m) = self.promote_now(from, square) {
                        return ClickOutcome::Played(m);
                    }
                }
                let pending = PendingPromotion { from, to: square, color: self.position().turn() };
                self.promotion = Some(pending);
                return ClickOutcome::PromotionPending(pending);
            }
            if let Some(m) = candidates.first().copied() {
                self.play(m);
                return ClickOutcome::Played(m);
            }
        }
        if self.own_piece_at(square) {
            self.selected = Some(square);
            ClickOutcome::Selected(square)
        } else if self.selected.take().is_some() {
            ClickOutcome::Deselected
        } else {
            ClickOutcome::Ignored
        }
    }

    /// A press of the main button (mouse, pen or finger) on `square`. A press on a destination
    /// of the selected piece plays there at once, as a second click does; a press on one of
    /// the mover's pieces picks it up (a drag may follow, ended by [`BoardState::drop_on`]).
    pub fn press(&mut self, square: Square) -> Press {
        // Looking at an earlier position: a press brings the board back to the game, and
        // counts there (nothing is selected, so it can pick a piece up, never move).
        self.viewing = None;
        if self.promotion.is_some() || !self.human_to_move() {
            return Press::Done(self.click(square));
        }
        if let Some(from) = self.selected {
            let reaches = self.position().legal_moves().iter().any(|m| m.from() == from && m.to() == square);
            if from != square && reaches {
                return Press::Done(self.click(square));
            }
        }
        if self.own_piece_at(square) {
            let was_selected = self.selected == Some(square);
            self.selected = Some(square);
            return Press::Grab { square, was_selected };
        }
        Press::Done(self.click(square))
    }

    /// The end of a press that picked up the piece on `from`: released over `to` (`None`: off
    /// the board), after a drag or not. Released where it was picked up, a piece stays selected
    /// (a click), or is put down when it was already selected (a second click on it); dropped on
    /// one of its destinations, it moves there (a promotion asks for its piece); dropped
    /// anywhere else, it goes back and nothing is selected.
    pub fn drop_on(&mut self, from: Square, to: Option<Square>, dragged: bool, was_selected: bool) -> ClickOutcome {
        if self.selected != Some(from) {
            return ClickOutcome::Ignored;
        }
        match to {
            Some(to) if to != from => {
                let reaches = self.position().legal_moves().iter().any(|m| m.from() == from && m.to() == to);
                if reaches {
                    self.click(to)
                } else {
                    self.selected = None;
                    ClickOutcome::Deselected
                }
            }
            _ if !dragged && was_selected => {
                self.selected = None;
                ClickOutcome::Deselected
            }
            _ if dragged && to.is_none() => {
                self.selected = None;
                ClickOutcome::Deselected
            }
            _ => ClickOutcome::Selected(from),
        }
    }

    fn promote_now(&mut self, from: Square, to: Square) -> Option<Move> {
        self.promotion = Some(PendingPromotion { from, to, color: self.position().turn() });
        self.promote(Role::Queen)
    }

    /// Plays a typed move when it is the human's turn: SAN in `letters` (the page's language)
    /// or in the standard letters (`e4`, `Nf3`, `e8=N`, `O-O`), UCI (`g1f3`), a lower-case
    /// piece letter when the text is not a pawn move (`nf3`); read by
    /// [`rules::notation::read_move`]. Nothing changes on an error.
    ///
    /// # Errors
    /// When the game is over, it is the computer's turn, or the text is not one legal move.
    pub fn play_typed(&mut self, text: &str, letters: PieceLetters) -> Result<Move, TypedMoveError> {
        if self.is_over() {
            return Err(TypedMoveError::GameOver);
        }
        if !self.human_to_move() {
            return Err(TypedMoveError::NotYourTurn);
        }
        let pos = self.position();
        let m = read_move(pos, text, &[letters, PieceLetters::ENGLISH]).map_err(|err| match err {
            // The rules name the candidates in UCI; a player reads SAN.
            SanError::Ambiguous { text, candidates } => TypedMoveError::Ambiguous {
                text,
                candidates: candidates.iter().filter_map(|uci| pos.parse_uci(uci).ok()).map(|m| pos.san(m)).collect(),
            },
            err => TypedMoveError::San(err),
        })?;
        self.promotion = None;
        self.play(m);
        Ok(m)
    }

    /// Plays a legal move (from `legal_moves` or a checking parser).
    pub(super) fn play(&mut self, m: Move) {
        self.viewing = None;
        self.sans.push(self.position().san(m));
        self.game.play_unchecked(m);
        self.last_move = Some(m);
        self.selected = None;
    }

    /// Takes back the last move (two, when that was the computer's answer, so that it is the
    /// human's turn again). Returns how many moves were taken back: none while the computer
    /// thinks, and none once the game is over (a finished game is not brought back to life).
    pub fn take_back(&mut self) -> usize {
        if self.thinking || self.is_over() {
            return 0;
        }
        self.premove = Premove::None;
        let mut undone = 0;
        while self.game.undo().is_some() {
            self.sans.pop();
            undone += 1;
            if self.engine_side != Some(self.position().turn()) {
                break;
            }
        }
        self.last_move = self.game.moves().last().copied();
        self.selected = None;
        self.promotion = None;
        self.viewing = None;
        undone
    }

    /// Plays a move given as UCI text (the computer's answer), after checking it is legal.
    ///
    /// # Errors
    /// When `uci` is not a legal move in the current position.
    pub fn apply_uci(&mut self, uci: &str) -> Result<Move, UciMoveError> {
        let m = self.position().parse_uci(uci)?;
        self.play(m);
        Ok(m)
    }

    pub fn flip(&mut self) {
        self.orientation = !self.orientation;
    }

    // ---- The premove.

    /// The premove being set up or waiting.
    pub fn premove(&self) -> Premove {
        self.premove
    }

    /// Whether a click now sets up a premove: the computer thinks about its move and the
    /// player has the other side.
    fn premove_allowed(&self) -> bool {
        let turn = self.position().turn();
        self.thinking && !self.is_over() && self.engine_side == Some(turn) && self.viewing.is_none()
    }

    /// Drops the premove. Returns whether there was one.
    pub fn cancel_premove(&mut self) -> bool {
        std::mem::take(&mut self.premove) != Premove::None
    }

    /// Plays the premove, if one is set and is legal now that it is the player's turn (a
    /// promotion becomes a queen). It is dropped either way.
    pub fn play_premove(&mut self) -> Option<Move> {
        let premove = std::mem::take(&mut self.premove);
        if !self.human_to_move() {
            return None;
        }
        let m = premove.legal_move(self.position())?;
        self.play(m);
        Some(m)
    }

    // ---- The clock.

    /// The game's clock (`None`: untimed).
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Plays the game on `clock` (`None`: untimed).
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
    }

    /// Starts the time of the side to move at `now` (`run`), or stops the clock (`!run`, and
    /// always once the game is over). As on lichess, a side's time runs only once it has made
    /// its first move: both first moves of a game are free.
    pub fn run_clock(&mut self, run: bool, now: u64) {
        let started = self.sans.len() >= 2;
        let side = (run && started && !self.is_over()).then(|| self.position().turn());
        if let Some(clock) = self.clock.as_mut() {
            clock.run(side, now);
        }
    }

    /// Counts the running side's time up to `now` (before the clock is saved).
    pub fn settle_clock(&mut self, now: u64) {
        if let Some(clock) = self.clock.as_mut() {
            clock.settle(now);
        }
    }

    /// After a move at `now`: the mover's clock is pressed (see [`Clock::press`]). A move made
    /// after the mover's time ran out loses on time. Returns whether the flag fell.
    pub fn press_clock(&mut self, now: u64) -> bool {
        let mover = !self.position().turn();
        let ply = self.sans().len().saturating_sub(1);
        let Some(clock) = self.clock.as_mut() else { return false };
        if clock.press(mover, ply, now) || self.flagged.is_some() {
            return false;
        }
        self.flagged = Some(mover);
        true
    }

    /// Whether the flag of the side whose time runs has fallen at `now`: the game is then lost
    /// on time (or drawn, when the other side cannot mate) and the clock stops.
    pub fn check_flag(&mut self, now: u64) -> bool {
        let over = self.is_over();
        let Some(clock) = self.clock.as_mut() else { return false };
        let Some(side) = clock.flag(now).filter(|_| !over) else { return false };
        clock.run(None, now);
        self.flagged = Some(side);
        self.selected = None;
        self.promotion = None;
        true
    }

    /// The side whose time ran out, if one's did.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Restores a game lost on time (a saved one): `side`'s time ran out.
    pub fn set_flagged(&mut self, side: Option<Color>) {
        self.flagged = side;
    }

    // ---- The record.

    /// The game in PGN (see [`record::pgn`]).
    pub fn pgn(&self, names: &PgnNames, date: &str) -> String {
        let facts = RecordFacts {
            tags: &self.tags,
            computer_side: self.engine_side,
            result: self.status().result(),
            resigned: self.resigned,
            time_forfeit: self.flagged.is_some(),
            clock: self.clock.as_ref(),
        };
        record::pgn(&self.game, &facts, names, date)
    }

    /// The tags of the imported game (none for a game begun here).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Gives the game the tags it was imported with (a saved game restored).
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        self.tags = tags;
    }
}
